"""The vectorised model: every term for every configuration at once. All inputs broadcast (devices x cluster sizes
x models x layouts is one call); times in seconds unless the name says otherwise.

Written for speed as well as reading: conditions are 0/1 factors or cheap `np.where`s on broadcast shapes, so a
100k-configuration sweep stays in milliseconds.
"""

from __future__ import annotations

import numpy as np

from gpucompare.core.estimate.compute import compute_time_s, matmul_share, recompute_factor
from gpucompare.core.estimate.compute import flops_per_token as model_flops_per_token
from gpucompare.core.estimate.data_parallel import dp_exposed_s, dp_time_s
from gpucompare.core.estimate.expert_parallel import a2a_time_s, split_params
from gpucompare.core.estimate.memory import activation_bytes, static_bytes
from gpucompare.core.estimate.pipeline import bubble_share, enough_micro_batches, p2p_time_s
from gpucompare.core.estimate.tensor_parallel import tp_exposed_s, tp_time_s


def sweep(
    *,
    n,
    peak_tflops,
    util,
    params,
    active_params,
    tokens,
    layers,
    hidden,
    heads,
    seq_len,
    micro_tokens,
    batch_tokens,
    scaleup_gbs,
    scaleup_domain,
    scaleout_gbps,
    memory_gb,
    tp=1,
    pp=1,
    zero=1,
    goodput=0.9,
    util_low=None,
    util_high=None,
    flops_per_token=np.nan,
    act_bytes_per_token=np.nan,
    recompute=1,
    attention=0,
    eff_up=0.65,
    eff_out=0.9,
    latency_us=15.0,
    overhead_gb=2.0,
    vpp=1,
    ep=1,
    top_k=8,
    shared_share=0.3,
    finetune=0,
    lora_share=0.005,
    tp_overlap=0.5,
    ep_overlap=0.5,
    memory_bw_gbs=np.nan,
    elementwise_bytes=0.0,
    band_low=1.0,
    band_high=1.0,
    usd_per_device_hour=np.nan,
) -> dict[str, np.ndarray]:
    """Estimate every configuration at once; see the term modules for each formula."""
    f = np.float64
    n, tp, pp, zero, vpp, ep = (np.asarray(x, dtype=f) for x in (n, tp, pp, zero, vpp, ep))
    util, goodput = np.asarray(util, f), np.asarray(goodput, f)
    P, Pa, D = np.asarray(params, f), np.asarray(active_params, f), np.asarray(tokens, f)
    L, h = (np.nan_to_num(np.asarray(x, f)) for x in (layers, hidden))
    s = np.nan_to_num(np.asarray(seq_len, f), nan=1.0)
    bt = np.asarray(batch_tokens, f)
    rc = np.asarray(recompute, f)
    lat = np.asarray(latency_us, f) * 1e-6

    fpt = model_flops_per_token(Pa, L, h, s, attention, finetune, flops_per_token)
    rf = recompute_factor(rc, finetune)
    model_flops = fpt * D
    steps = D / bt

    # layout: TP x PP model-parallel groups, data parallel over the rest; EP is carved out of the data-parallel ranks
    shard = tp * pp
    dp = n / shard
    piped = pp > 1
    per_rank = bt / dp  # tokens each data-parallel rank takes per step
    # Without a pipeline a rank runs micro-batches of up to 8 sequences (accumulating beyond that); a pipeline runs
    # one sequence per micro-batch, as many as it gets.
    mt = np.minimum(per_rank, np.where(piped, 1.0, 8.0) * np.maximum(np.asarray(micro_tokens, f), 1.0))
    m = np.maximum(1.0, per_rank / mt)
    stage_layers = L / pp

    # links: unidirectional bytes/s of the scale-up domain and the scale-out network
    b_up = np.asarray(scaleup_gbs, f) * (0.5e9 * np.asarray(eff_up, f))
    out = np.asarray(scaleout_gbps, f)
    b_out = np.where(out > 0, out * (1e9 / 8 * np.asarray(eff_out, f)), b_up)
    domain = np.asarray(scaleup_domain, f)
    b_in = np.where(n <= domain, b_up, b_out)  # data- and pipeline-parallel peers: inside one domain or not

    # transformers only (given FLOPs per sample, e.g. a CNN's, come with a measured utilization)
    transformer = np.isnan(np.asarray(flops_per_token, f))
    share_mm = np.where(transformer, matmul_share(h, peak_tflops, memory_bw_gbs, elementwise_bytes), 1.0)
    t_c = compute_time_s(fpt * rf, bt, n, peak_tflops, util * share_mm)

    b_tp = np.where(tp <= domain, b_up, b_out)
    t_tp = tp_time_s(tp, stage_layers, m, mt, h, rc, b_tp, lat)
    exposed_tp = tp_exposed_s(t_tp, tp_overlap, t_c)

    dense, expert = split_params(P, Pa, shared_share)
    lora = np.asarray(finetune, f) == 2
    trained = np.where(lora, np.asarray(lora_share, f), 1.0)
    dense_grad = 2.0 * trained * dense / shard
    expert_grad = 2.0 * trained * expert / (shard * ep)
    t_dp = dp_time_s(dp, ep, zero, m, dense_grad, expert_grad, b_in, lat)
    exposed_dp = dp_exposed_s(t_dp, zero, m, t_c)

    b_ep = np.where(tp * ep <= domain, b_up, b_out)
    t_ep = a2a_time_s(ep, tp, stage_layers, m, mt, h, top_k, b_ep, lat)
    exposed_ep = t_ep * (1.0 - np.asarray(ep_overlap, f))

    share = bubble_share(pp, vpp, m)
    bubble = t_c * share
    t_pp = p2p_time_s(pp, vpp, m, mt, h, b_in, lat)

    comm = exposed_tp + exposed_dp + exposed_ep + t_pp
    step = t_c + bubble + comm
    days_per_step = steps / (goodput * 86400)
    wall_days = step * days_per_step

    # The band varies the compute-bound part (compute and bubble) with the utilization band, then widens it by the
    # scenario's spread (how far published runs of that kind scatter around the model).
    compute_days = t_c * (1 + share) * days_per_step

    def band(u, factor):
        return (wall_days + compute_days * (util / np.asarray(u, f) - 1.0)) * np.asarray(factor, f)

    total, weights, grads, optimizer = static_bytes(dense, expert, tp, pp, ep, dp, zero, finetune, lora_share)
    act = activation_bytes(mt, L, h, heads, s, tp, rc, act_bytes_per_token, pp)
    mem_bytes = total + act + np.asarray(overhead_gb, f) * 1e9
    device_hours = (n * 24) * wall_days
    rate = np.asarray(usd_per_device_hour, f)
    return {
        "dp": dp,
        "micro_batch_tokens": mt,
        "total_flops": model_flops * rf,
        "model_flops": model_flops,
        "steps": steps,
        "micro_batches": m,
        "enough_micro_batches": enough_micro_batches(pp, vpp, m),
        "step_s": step,
        "compute_s": t_c,
        "tp_comm_s": t_tp,
        "tp_exposed_s": exposed_tp,
        "dp_comm_s": t_dp,
        "dp_exposed_s": exposed_dp,
        "ep_comm_s": t_ep,
        "ep_exposed_s": exposed_ep,
        "pp_comm_s": t_pp,
        "bubble_s": bubble,
        "comm": comm,
        "wall_days": wall_days,
        "device_hours": device_hours,
        "wall_days_low": band(util_high if util_high is not None else util, band_low),
        "wall_days_high": band(util_low if util_low is not None else util, band_high),
        "memory_static_bytes": total,
        "memory_weights_bytes": weights,
        "memory_grads_bytes": grads,
        "memory_optimizer_bytes": optimizer,
        "memory_activation_bytes": act,
        "memory_bytes": mem_bytes,
        "fits_in_memory": mem_bytes <= np.asarray(memory_gb, f) * 1e9,
        "cost_usd": device_hours * rate if rate.ndim or not np.isnan(rate) else None,
    }


def derived(r: dict[str, np.ndarray], n, peak_tflops) -> dict[str, np.ndarray]:
    """The ratios a person reads (shares, TFLOP/s, GB), computed only where they are shown."""
    f = np.float64
    busy = np.asarray(n, f) * r["steps"] * r["step_s"]
    return {
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
