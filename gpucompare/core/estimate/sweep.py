"""The vectorised model: every term for every configuration at once. All inputs broadcast (devices x cluster sizes
x models x layouts is one call); times in seconds unless the name says otherwise.

Two times come out: the steady state (what a throughput measurement sees: compute, exposed communication, pipeline
bubble, stragglers) and the expected wall-clock (the steady state plus failures, restarts, checkpoints and the other
overheads of a run; see overhead.py). Written for speed as well as reading: conditions are 0/1 factors or cheap
`np.where`s on broadcast shapes, so a 100k-configuration sweep stays in milliseconds.
"""

from __future__ import annotations

import numpy as np

from gpucompare.core.estimate.collectives import exposed_s, link_bytes_s
from gpucompare.core.estimate.compute import (
    attention_at_kernel_rate,
    attention_core_flops,
    compute_time_s,
    recompute_factor,
)
from gpucompare.core.estimate.compute import flops_per_token as model_flops_per_token
from gpucompare.core.estimate.context_parallel import cp_time_s
from gpucompare.core.estimate.data_parallel import dp_time_s, hide_share
from gpucompare.core.estimate.efficiency import (
    elementwise_time_s,
    gemm_intensity,
    layer_overhead_s,
    roofline_factor,
    straggler_factor,
)
from gpucompare.core.estimate.expert_parallel import (
    a2a_time_s,
    expert_flops_share,
    expert_intensity,
    split_params,
    tile_padding,
    tokens_per_expert,
)
from gpucompare.core.estimate.finite import finite
from gpucompare.core.estimate.memory import activation_bytes, static_bytes
from gpucompare.core.estimate.overhead import failure_terms, job_time_h, wall_factor_of
from gpucompare.core.estimate.pipeline import bubble_share, enough_micro_batches, p2p_time_s
from gpucompare.core.estimate.quantised_base import dequant_time_s
from gpucompare.core.estimate.tables import default
from gpucompare.core.estimate.tensor_parallel import tp_exposed_s, tp_time_s


def sweep(
    *,
    n,
    peak_tflops,
    params,
    active_params,
    tokens,
    layers,
    hidden,
    heads,
    seq_len,
    batch_tokens,
    scaleup_gbs,
    scaleup_domain,
    scaleout_gbps,
    memory_gb,
    memory_bw_gbs=np.nan,
    tp=1,
    pp=1,
    vpp=1,
    dp=None,
    ep=1,
    cp=1,
    zero=1,
    recompute=1,
    micro_batch=1,
    util=0.5,
    elementwise_bytes=0.0,
    layer_overhead_us=0.0,
    straggler_sigma=0.0,
    bytes_per_element=2.0,
    flops_per_token=np.nan,
    matmul_params=np.nan,
    sample_time_s=np.nan,
    rollout_s=0.0,
    dequant_bytes=0.0,
    act_bytes_per_token=np.nan,
    logit_bytes=0.0,
    kind_factor=1.0,
    attention_scale=1.0,
    attention_gain=1.0,
    attention_slowdown=1.0,
    finetune=0,
    lora_share=0.005,
    top_k=8,
    shared_share=0.3,
    expert_tile_rows=128.0,
    kv_share=1.0,
    eff_up=0.65,
    eff_out=0.9,
    latency_us=15.0,
    overhead_gb=2.0,
    tp_overlap=0.5,
    ep_overlap=0.5,
    dp_overlap=1.0,
    cp_overlap=0.5,
    optimizer_bytes=0.0,
    weight_bytes=2.0,
    grad_bytes=2.0,
    grad_bytes_one_micro_batch=2.0,
    optimizer_state_bytes=12.0,
    pageable_share=0.0,
    host_link_gbs=np.nan,
    fail_per_device_hour=0.0,
    restart_h=0.0,
    checkpoint_h=0.0,
    wall_other_share=0.0,
    campaign_hours=0.0,
    campaign_one_server=1.0,
    job_hours=0.0,
    moe_efficiency=1.0,
    band_low=1.0,
    band_high=1.0,
    usd_per_device_hour=np.nan,
) -> dict[str, np.ndarray]:
    """Estimate every configuration at once; see the term modules for each formula. `dp` is ignored: it follows
    from n / (tp x pp x cp). `sample_time_s` (seconds per sample on one device, e.g. a CNN's measured throughput)
    replaces the transformer compute where it is a number. `dequant_bytes` (a LoRA on a quantised base: bytes of traffic per
    weight per micro-batch, quantised_base.dequant_time_s) adds its dequantisation beside the matmuls. `rollout_s` (reinforcement learning: the seconds of
    generating every rollout, rollout.generation_s) is added to the steady state: the engines decode between the
    training steps, on the same devices."""
    given = dict(locals())  # the keyword arguments above, nothing else yet
    rates = {name: given.pop(name) for name in RATE_INPUTS}
    return sweep_at(layout_terms(**given), **rates)


#: sweep's inputs that `sweep_at` takes: the rates and the run's overheads, which a calibration changes between trials
#: (the rest, `layout_terms`'s, describe the model, the devices and the layout)
RATE_INPUTS = (
    "peak_tflops",
    "util",
    "sample_time_s",
    "elementwise_bytes",
    "layer_overhead_us",
    "straggler_sigma",
    "wall_other_share",
    "campaign_hours",
    "campaign_one_server",
    "job_hours",
    "moe_efficiency",
    "band_low",
    "band_high",
    "usd_per_device_hour",
)


def layout_terms(
    *,
    n,
    params,
    active_params,
    tokens,
    layers,
    hidden,
    heads,
    seq_len,
    batch_tokens,
    scaleup_gbs,
    scaleup_domain,
    scaleout_gbps,
    memory_gb,
    memory_bw_gbs=np.nan,
    tp=1,
    pp=1,
    vpp=1,
    dp=None,
    ep=1,
    cp=1,
    zero=1,
    recompute=1,
    micro_batch=1,
    bytes_per_element=2.0,
    flops_per_token=np.nan,
    matmul_params=np.nan,
    dequant_bytes=0.0,
    act_bytes_per_token=np.nan,
    logit_bytes=0.0,
    kind_factor=1.0,
    attention_scale=1.0,
    attention_gain=1.0,
    attention_slowdown=1.0,
    finetune=0,
    lora_share=0.005,
    top_k=8,
    shared_share=0.3,
    expert_tile_rows=128.0,
    kv_share=1.0,
    eff_up=0.65,
    eff_out=0.9,
    latency_us=15.0,
    overhead_gb=2.0,
    tp_overlap=0.5,
    ep_overlap=0.5,
    dp_overlap=1.0,
    cp_overlap=0.5,
    optimizer_bytes=0.0,
    weight_bytes=2.0,
    grad_bytes=2.0,
    grad_bytes_one_micro_batch=2.0,
    optimizer_state_bytes=12.0,
    pageable_share=0.0,
    host_link_gbs=np.nan,
    fail_per_device_hour=0.0,
    restart_h=0.0,
    checkpoint_h=0.0,
    rollout_s=0.0,
) -> dict:
    """Every term of `sweep` that none of the rates (`RATE_INPUTS`) enters: the FLOPs, the layout's shares and
    links, the communication volumes and times, the memory, the failures' rate. Worked out once per set of layouts;
    `sweep_at` adds the rates (a calibration's trials change only those, so each trial is one `sweep_at`)."""
    f = np.float64
    n, tp, pp, vpp, ep, cp, zero = (np.asarray(x, dtype=f) for x in (n, tp, pp, vpp, ep, cp, zero))
    P, Pa, D = np.asarray(params, f), np.asarray(active_params, f), np.asarray(tokens, f)
    L, h = (finite(x) for x in (layers, hidden))
    s = finite(seq_len, nan=1.0)
    bt = np.asarray(batch_tokens, f)
    rc = np.asarray(recompute, f)
    lat = np.asarray(latency_us, f) * 1e-6
    bw = np.asarray(memory_bw_gbs, f)

    # the parameters a token's matmuls use: the active ones, less an untied input embedding where the user gave the
    # vocabulary (compute.matmul_params); memory and the MoE split keep the totals
    mp = np.asarray(matmul_params, f)
    fpt = model_flops_per_token(
        np.where(np.isnan(mp), Pa, mp), L, h, s, finetune, flops_per_token, kind_factor, attention_scale
    )
    rf = recompute_factor(rc, finetune)
    model_flops = fpt * D
    steps = D / bt

    # layout: TP x PP x CP model-parallel groups, data parallel over the rest; EP is carved out of the DP ranks
    shard = tp * pp
    dp = n / (shard * cp)
    per_rank = bt / dp  # tokens each data-parallel replica (cp ranks sharing its sequences) takes per step
    mt = np.minimum(per_rank, np.maximum(np.asarray(micro_batch, f), 1.0) * s)
    m = np.maximum(1.0, per_rank / mt)
    mt_rank = mt / cp  # tokens of one micro-batch on one device
    stage_layers = L / pp

    # links: one direction, bytes/s; each group's link chosen once from the devices it spans
    b_up = np.asarray(scaleup_gbs, f) * (0.5e9 * np.asarray(eff_up, f))
    out = np.asarray(scaleout_gbps, f)
    # a scale-out of 0 reaches the sweep only where the scale-up link spans the pod or the run stays in one domain
    # (configuration.scaleout decides and says it): every group then talks over the scale-up link
    b_out = np.where(out > 0, out * (1e9 / 8 * np.asarray(eff_out, f)), b_up)
    # no scale-up link: a domain of one device, whose groups of one move nothing; never a division by zero
    b_up = np.where(b_up > 0, b_up, np.where(b_out > 0, b_out, np.inf))
    b_out = np.where(b_out > 0, b_out, b_up)
    domain = np.asarray(scaleup_domain, f)
    link_tp = link_bytes_s(tp, domain, b_up, b_out)
    link_cp = link_bytes_s(tp * cp, domain, b_up, b_out)
    link_ep = link_bytes_s(tp * cp * ep, domain, b_up, b_out)
    # data parallelism: hierarchical over the domains (collectives.hierarchical_s), chosen once for the layout. The
    # DP ranks sit outside TP (CP ranks count in the dense group), so a domain holds domain / TP of them; a group
    # whose n / PP devices fit in one domain has them all there and never touches the network
    dp_per_domain = np.maximum(np.floor(domain / tp), 1.0)
    link_pp = link_bytes_s(n, domain, b_up, b_out)

    # the attention core stays at the 16-bit peak where the matmuls run in FP8/FP4 (compute.attention_at_16bit), and
    # at its fused kernel's published share of that peak where it is below the matmuls' rate
    # (compute.attention_at_kernel_rate)
    hw = fpt
    if np.any(np.asarray(attention_gain, f) > 1.0) or np.any(np.asarray(attention_slowdown, f) > 1.0):
        core = attention_core_flops(L, h, s, kind_factor, attention_scale, flops_per_token)
        hw = attention_at_kernel_rate(fpt, core, attention_gain, attention_slowdown)
    dense, expert = split_params(P, Pa, shared_share)
    lora = np.asarray(finetune, f) == 2
    expert_share = expert_flops_share(P, Pa, shared_share, np.where(lora, 4.0, 6.0) * rf, hw * rf)
    expert_tokens = tokens_per_expert(mt / cp, ep, P, Pa, shared_share)
    trained = np.where(lora, np.asarray(lora_share, f), 1.0)
    # the optimizer step streams every trained parameter a device updates (sharded by ZeRO-1 and up)
    local_trained = trained * (dense / shard + expert / (shard * ep)) / np.where(zero >= 1, dp * cp, 1.0)
    with np.errstate(divide="ignore", invalid="ignore"):
        t_opt = np.where(bw > 0, np.asarray(optimizer_bytes, f) * local_trained / (bw * 1e9), 0.0)
    # a LoRA on a quantised frozen base dequantises every weight it holds once per micro-batch (quantised_base.py)
    t_dequant = None
    if np.any(np.asarray(dequant_bytes, f) > 0):
        t_dequant = np.where(lora, dequant_time_s(dequant_bytes, dense / shard + expert / (shard * ep), m, bw), 0.0)

    t_tp = tp_time_s(tp, stage_layers, m, mt_rank, h, rc, link_tp, lat)
    # a term whose group is one device everywhere costs nothing: skipped (the sweep stays in milliseconds)
    t_cp = cp_time_s(cp, stage_layers, m, mt, h, kv_share, link_cp, lat, tp) if np.any(cp > 1) else None

    dense_w = 2.0 * dense / shard
    expert_w = 2.0 * expert / (shard * ep)
    t_dp = dp_time_s(
        dp, ep, zero, m, trained * dense_w, trained * expert_w, b_up, lat, cp, dense_w, expert_w, dp_per_domain, b_out
    )
    if np.any(ep > 1):
        t_ep = a2a_time_s(ep, tp, stage_layers, m, mt_rank, h, top_k, link_ep, lat)
        exposed_ep = t_ep * (1.0 - np.asarray(ep_overlap, f))
    else:
        t_ep = exposed_ep = np.float64(0.0)
    if np.any(pp > 1):
        bubble = bubble_share(pp, vpp, m)
        t_pp = p2p_time_s(pp, vpp, m, mt_rank, h, link_pp, lat, tp)
    else:
        bubble, t_pp = None, np.float64(0.0)

    # optimizer-in-backward frees each gradient as it is made, only when a step is one micro-batch (no accumulation)
    same = np.ndim(grad_bytes_one_micro_batch) == 0 and grad_bytes_one_micro_batch == grad_bytes
    grad_held = grad_bytes if same else np.where(m <= 1.0, grad_bytes_one_micro_batch, grad_bytes)
    total, weights, grads, optimizer = static_bytes(
        dense, expert, tp, pp, ep, dp * cp, zero, finetune, lora_share, weight_bytes, grad_held, optimizer_state_bytes
    )
    act = activation_bytes(mt_rank, L, h, heads, s, tp, rc, act_bytes_per_token, pp, logit_bytes)
    mem_bytes = total + act + np.asarray(overhead_gb, f) * 1e9
    cap = np.asarray(memory_gb, f) * 1e9
    host = np.asarray(host_link_gbs, f)
    paged = bool(np.any(np.asarray(pageable_share, f) > 0) and np.any(host > 0))
    if paged:
        # a paged optimizer's states that do not fit stay in host memory and cross the host link (PCIe) both ways
        # each step, at its speed each way (half the bidirectional figure), not overlapped with compute
        spill = np.clip(mem_bytes - np.where(np.isfinite(cap), cap, np.inf), 0.0, optimizer * pageable_share)
        spill = np.where(host > 0, spill, 0.0)
        with np.errstate(divide="ignore", invalid="ignore"):
            t_page = np.where(spill > 0, spill / (host * 0.5e9), 0.0)
        mem_bytes = mem_bytes - spill
    else:
        spill = t_page = np.float64(0.0)
    return {
        "n": n,
        "L": L,
        "h": h,
        "cp": cp,
        "bt": bt,
        "bw": bw,
        "m": m,
        "mt": mt,
        "mt_rank": mt_rank,
        "dp": dp,
        "per_rank": per_rank,
        "stage_layers": stage_layers,
        "fpt": fpt,
        "rf": rf,
        "hw_rf": hw * rf,
        "model_flops": model_flops,
        "steps": steps,
        "intensity": gemm_intensity(mt_rank, h, tp, bytes_per_element),
        # an MoE's routed-expert GEMMs as tall as the tokens each expert gets (expert_parallel.tokens_per_expert)
        "expert_share": expert_share,
        "expert_tokens": expert_tokens,
        "expert_padding": tile_padding(expert_tokens, expert_tile_rows),
        "intensity_expert": expert_intensity(mt_rank, ep, tp, P, Pa, shared_share, top_k, L, h, bytes_per_element),
        "el_width": np.maximum(bytes_per_element, 2.0),
        "t_opt": t_opt,
        "t_dequant": t_dequant,
        "t_tp": t_tp,
        "tp_overlap": tp_overlap,
        "t_cp": t_cp,
        "cp_overlap": cp_overlap,
        "t_dp": t_dp,
        "dp_overlap": dp_overlap,
        "dp_hide": hide_share(zero, m),
        "t_ep": t_ep,
        "exposed_ep": exposed_ep,
        "bubble": bubble,
        "pp": pp,
        "vpp": vpp,
        "t_pp": t_pp,
        "failures": failure_terms(n, fail_per_device_hour, restart_h, checkpoint_h),
        "gen_days": np.asarray(rollout_s, f) / 86400.0,
        "total": total,
        "weights": weights,
        "grads": grads,
        "optimizer": optimizer,
        "act": act,
        "mem_bytes": mem_bytes,
        "cap": cap,
        "paged": paged,
        "spill": spill,
        "t_page": t_page,
    }


def sweep_at(
    fixed: dict,
    *,
    peak_tflops,
    util=0.5,
    sample_time_s=np.nan,
    elementwise_bytes=0.0,
    layer_overhead_us=0.0,
    straggler_sigma=0.0,
    wall_other_share=0.0,
    campaign_hours=0.0,
    campaign_one_server=1.0,
    job_hours=0.0,
    moe_efficiency=1.0,
    band_low=1.0,
    band_high=1.0,
    usd_per_device_hour=np.nan,
) -> dict[str, np.ndarray]:
    """`sweep`'s outputs from its `layout_terms` and the rates: the compute at the achieved rate, what of the
    communication it cannot hide, the stragglers, the overheads of a run, the price."""
    f = np.float64
    x = fixed
    n, L, h, cp, m, bt, bw = x["n"], x["L"], x["h"], x["cp"], x["m"], x["bt"], x["bw"]
    util = np.asarray(util, f)
    peak = np.asarray(peak_tflops, f)
    sample_s = np.asarray(sample_time_s, f)
    vision = np.isfinite(sample_s)  # a CNN priced per sample; everything else is a transformer

    # compute: the matmuls at the achieved rate, slowed where their shapes are memory-bound, plus the elementwise
    # traffic and the per-layer launch overhead beside them (efficiency.py); a CNN at its measured or roofline time
    # per sample
    achieved = peak * util
    ideal = compute_time_s(x["hw_rf"], bt, n, peak, util)
    gm = roofline_factor(achieved, bw, x["intensity"], h)
    gm_e = np.float64(1.0)
    if np.any(x["expert_share"] > 0):
        # the routed experts' GEMMs at their own shape (expert_parallel.py), against the ridge of the rate a GEMM
        # reaches (the MoE's routing efficiency, `moe_efficiency`, taken off: it slows the step, not the GEMMs)
        gemm_rate = achieved / np.asarray(moe_efficiency, f)
        gm_d = roofline_factor(gemm_rate, bw, x["intensity"], h)
        gm_e = roofline_factor(gemm_rate, bw, x["intensity_expert"], h)
        # and in whole tiles (expert_parallel.tile_padding)
        gm_e = gm_e * x["expert_padding"]
        gm = np.where(x["expert_share"] > 0, gm_d + x["expert_share"] * (gm_e - gm_d), gm)
    # a device's share of the step's elementwise bytes: L / PP layers x hidden / TP x tokens / (DP x CP) is
    # L x hidden x batch tokens / n whatever the layout, so it is priced on the few un-laid-out values
    # bytes at 16-bit activations: FP32/TF32 training stores its activations in 4 bytes, twice the traffic; FP8
    # training keeps them in 16 bits (only the matmul inputs are cast), so no saving below 2 bytes
    t_el = elementwise_time_s(elementwise_bytes * x["el_width"] / 2.0, L, h, 1.0, bt / n, bw)
    # a term switched off everywhere costs nothing: skipped (the sweep stays in milliseconds)
    t_lo = layer_overhead_s(layer_overhead_us, x["stage_layers"], m) if np.any(layer_overhead_us) else np.float64(0.0)
    t_opt = x["t_opt"]
    t_vision = x["per_rank"] / cp * finite(sample_s)
    t_matmul = ideal * gm
    t_other = t_el + t_opt if not np.ndim(t_lo) and not t_lo else t_el + t_lo + t_opt
    if x["t_dequant"] is not None:
        t_other = t_other + x["t_dequant"]
    t_c = np.where(vision, t_vision, t_matmul + t_other)

    t_tp = x["t_tp"]
    exposed_tp = tp_exposed_s(t_tp, x["tp_overlap"], t_c)
    if x["t_cp"] is not None:
        t_cp = x["t_cp"]
        exposed_cp = exposed_s(t_cp, x["cp_overlap"], t_c)
    else:
        t_cp = exposed_cp = np.float64(0.0)
    t_dp = x["t_dp"]
    exposed_dp = exposed_s(t_dp, x["dp_overlap"], t_c * x["dp_hide"])  # data_parallel.dp_exposed_s
    t_ep, exposed_ep, t_pp = x["t_ep"], x["exposed_ep"], x["t_pp"]
    bubble = t_c * x["bubble"] if x["bubble"] is not None else np.float64(0.0)

    comm = exposed_tp + exposed_dp
    for extra in (exposed_cp, exposed_ep, t_pp):
        if np.ndim(extra) or extra:
            comm = comm + extra
    lag = straggler_factor(n, straggler_sigma)
    step = t_c + bubble
    step += comm
    step *= lag
    if x["paged"]:
        step = step + x["t_page"] * lag

    gen_days = x["gen_days"]
    steady_days = step * (x["steps"] / 86400.0) + gen_days
    # the run's overheads (overhead.wall_factor) and a whole job's fixed time (start-up, load, tokenise, final save:
    # overhead.job_time_h)
    wall = wall_factor_of(
        x["failures"],
        n,
        steady_days * 24.0,
        wall_other_share,
        campaign_hours,
        campaign_one_server,
        default("campaign_server_devices"),
    )
    wall_days = steady_days * wall
    if np.any(job_hours):
        wall_days = wall_days + job_time_h(job_hours) / 24.0
    device_hours = (n * 24.0) * wall_days
    rate = np.asarray(usd_per_device_hour, f)
    cap, mem_bytes = x["cap"], x["mem_bytes"]
    return {
        "dp": x["dp"],
        "micro_batch_tokens": x["mt"],
        "total_flops": x["model_flops"] * x["rf"],
        "model_flops": x["model_flops"],
        "steps": x["steps"],
        "micro_batches": m,
        "enough_micro_batches": enough_micro_batches(x["pp"], x["vpp"], m),
        "step_s": step,
        "compute_s": t_c,
        "gemm_factor": gm,
        # an MoE's routed experts: their GEMMs' share of the FLOPs, their tokens an expert, their own factor
        "expert_share": x["expert_share"],
        "expert_tokens": x["expert_tokens"],
        "expert_gemm_factor": gm_e,
        "matmul_s": t_matmul,
        "elementwise_s": t_el,
        "layer_overhead_s": t_lo,
        "straggler_factor": lag,
        "optimizer_s": t_opt,
        "tp_comm_s": t_tp,
        "tp_exposed_s": exposed_tp,
        "cp_comm_s": t_cp,
        "cp_exposed_s": exposed_cp,
        "dp_comm_s": t_dp,
        "dp_exposed_s": exposed_dp,
        "ep_comm_s": t_ep,
        "ep_exposed_s": exposed_ep,
        "pp_comm_s": t_pp,
        "bubble_s": bubble,
        "comm": comm,
        "steady_days": steady_days,
        "wall_factor": wall,
        "wall_days": wall_days,
        "device_hours": device_hours,
        "steady_device_hours": (n * 24.0) * steady_days,
        "wall_days_low": wall_days * np.asarray(band_low, f),
        "wall_days_high": wall_days * np.asarray(band_high, f),
        "memory_static_bytes": x["total"],
        "memory_weights_bytes": x["weights"],
        "memory_grads_bytes": x["grads"],
        "memory_optimizer_bytes": x["optimizer"],
        "memory_activation_bytes": x["act"],
        "memory_bytes": mem_bytes,
        "memory_host_bytes": x["spill"],
        "paging_s": x["t_page"],
        # a device without a memory size cannot be checked: it is never said to fit or not (configuration says so)
        "fits_in_memory": np.where(np.isfinite(cap), mem_bytes <= cap, True),
        "cost_usd": device_hours * rate if rate.ndim or not np.isnan(rate) else None,
    }


def derived(r: dict[str, np.ndarray], n, peak_tflops) -> dict[str, np.ndarray]:
    """The ratios a person reads (shares, TFLOP/s, GB), computed only where they are shown."""
    f = np.float64
    busy = np.asarray(n, f) * r["steps"] * r["step_s"]
    mm = np.asarray(r["matmul_s"], f)
    return {
        # the elementwise traffic as a share of the matmuls' time (0 for a CNN, which has neither)
        "elementwise_factor": 1.0 + np.where(mm > 0, r["elementwise_s"] / np.where(mm > 0, mm, 1.0), 0.0),
        "comm_fraction": r["comm"] / r["step_s"],
        "bubble_fraction": r["bubble_s"] / r["step_s"],
        "achieved_tflops": r["total_flops"] / busy / 1e12,
        "mfu": r["model_flops"] / (busy * np.asarray(peak_tflops, f) * 1e12),
        "memory_weights_gb": r["memory_weights_bytes"] / 1e9,
        "memory_grads_gb": r["memory_grads_bytes"] / 1e9,
        "memory_optimizer_gb": r["memory_optimizer_bytes"] / 1e9,
        "memory_activations_gb": r["memory_activation_bytes"] / 1e9,
        "memory_per_device_gb": r["memory_bytes"] / 1e9,
    }
