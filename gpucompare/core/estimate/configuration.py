"""One configuration, end to end: resolve the defaults (batch, shape, utilization, scenario, layout), run the
vectorised model once, and return an `Estimate` with every value used and every assumption spelled out."""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field, replace

import numpy as np

from gpucompare.core.catalog import Device, peak_tflops
from gpucompare.core.estimate import assumptions as say
from gpucompare.core.estimate.compute import FINETUNE, fp4_gain
from gpucompare.core.estimate.layout import RECOMPUTE, search
from gpucompare.core.estimate.scale import global_batch_tokens
from gpucompare.core.estimate.sweep import derived, sweep
from gpucompare.core.estimate.tables import (
    SCENARIOS,
    default,
    measured_throughput,
    scenario_value,
    speedup,
    utilization_key,
    utilization_table,
)
from gpucompare.core.tables import num
from gpucompare.core.workloads import Workload
from gpucompare.errors import BadArgument

TRAIN_PRECISIONS = ("bf16", "fp16", "fp8", "fp4", "int8", "tf32", "fp32")
#: precisions whose effective peak is the BF16 peak times a published speed-up (not a datasheet peak of their own)
LOW_PRECISIONS = ("fp8", "fp4", "int8")


@dataclass
class Settings:
    """Every knob of an estimate; None means 'the sourced default'."""

    precision: str = "bf16"
    tp: int | None = None  # None: chosen by the layout search
    pp: int | None = None
    zero: int | None = None
    utilization: float | None = None
    goodput: float | None = None
    recompute: str | None = None
    virtual_stages: int | None = None  # interleaved pipeline schedule: model chunks per pipeline stage (vpp)
    expert_parallel: int | None = None  # MoE: devices the experts are split over (ep)
    attention_flops: bool = False
    global_batch_tokens: float | None = None
    seq_len: float | None = None  # None: the workload's
    finetune: str = "none"  # none (pre-training) | full | lora
    scenario: str | None = None  # tuned | production; None: production for runs longer than a day
    #: Preferences: a utilization per device family, used where `utilization` is not given
    family_utilization: dict[str, float] = field(default_factory=dict)


@dataclass
class Estimate:
    """The result. Fields are stable (the CLI's JSON, the window, the report and core.tco read them):
    times in days/hours, memory in GB, FLOPs as counts, shares as fractions."""

    device_id: str
    device_name: str
    workload: str
    devices: int
    precision: str
    tp: int
    pp: int
    dp: float
    zero: int
    total_flops: float  # model FLOPs: 6 (LoRA: 4) x active params x tokens (+ attention if asked)
    hardware_flops: float  # what the devices execute, recompute included
    wall_days: float
    device_hours: float
    utilization: float  # of the effective peak, scenario factor included
    goodput: float
    achieved_tflops_per_device: float
    memory_per_device_gb: float
    memory_capacity_gb: float
    memory_breakdown_gb: dict[str, float]
    fits_in_memory: bool
    fit_advice: str
    comm_fraction: float
    comm_breakdown_s_per_step: dict[str, float]
    bubble_fraction: float
    band: dict[str, float]
    assumptions: list[str] = field(default_factory=list)
    # added with the scaled defaults (issue 11); every value the model used
    vpp: int = 1
    ep: int = 1
    recompute: str = "selective"
    scenario: str = "production"
    finetune: str = "none"
    global_batch_tokens: float = math.nan
    seq_len: float = math.nan
    layers: float = math.nan
    hidden: float = math.nan
    micro_batches: float = math.nan
    steps: float = math.nan
    tokens: float = math.nan
    params: float = math.nan
    active_params: float = math.nan
    peak_tflops: float = math.nan  # dense peak at the precision used, per device
    effective_peak_tflops: float = math.nan  # after the FP8/INT8 speed-up, per device
    mfu: float = math.nan  # model FLOPs / (busy time x effective peak)
    power_w_per_device: float = math.nan  # TDP, for energy and TCO
    inputs: dict = field(default_factory=dict)

    def to_json(self) -> dict:
        return _clean(asdict(self))


def scaleout_gbps(device: Device) -> float:
    """The device's scale-out network per device; where the catalog gives none, the sourced default (one 200 Gb/s
    adapter per accelerator), never the scale-up link's speed across nodes. 0 stays 0 (no network: one node)."""
    v = device.get("scaleout_gbps")
    return default("scaleout_gbps_unknown") if math.isnan(v) else v


def _clean(x):
    if isinstance(x, dict):
        return {k: _clean(v) for k, v in x.items()}
    if isinstance(x, list | tuple):
        return [_clean(v) for v in x]
    if isinstance(x, np.generic):
        x = x.item()
    if isinstance(x, float) and (math.isnan(x) or math.isinf(x)):
        return None
    return x


def _finite(name: str, v, lo: float | None = None, hi: float | None = None) -> None:
    if v is None:
        return
    try:
        ok = math.isfinite(float(v))
    except (TypeError, ValueError):
        ok = False
    if not ok or (lo is not None and float(v) < lo) or (hi is not None and float(v) > hi):
        rng = (
            f" between {lo:g} and {hi:g}"
            if lo is not None and hi is not None
            else (f" of at least {lo:g}" if lo is not None else "")
        )
        raise BadArgument(f"{name} must be a finite number{rng} (got {v})")


def check(s: Settings, count: int, workload: Workload) -> None:
    """One clear error per bad setting (the CLI prints it on one line and exits 2)."""
    if count < 1:
        raise BadArgument("--count must be at least 1")
    if s.precision not in TRAIN_PRECISIONS:
        raise BadArgument("--precision must be one of " + ", ".join(TRAIN_PRECISIONS))
    for name, v in (("--mfu", s.utilization), ("--goodput", s.goodput)):
        if v is not None and not (isinstance(v, int | float) and math.isfinite(v) and 0 < v <= 1):
            raise BadArgument(f"{name} must be between 0 and 1 (got {v})")
    for name, v in (("--tp", s.tp), ("--pp", s.pp), ("--vpp", s.virtual_stages), ("--ep", s.expert_parallel)):
        _finite(name, v, 1, 1_000_000)
    _finite("--global-batch", s.global_batch_tokens, 1, 1e12)
    _finite("--seq-len", s.seq_len, 1, 1e8)
    if s.recompute is not None and s.recompute not in RECOMPUTE:
        raise BadArgument("--recompute must be none, selective or full")
    if s.zero is not None and s.zero not in (0, 1, 2, 3):
        raise BadArgument("--zero must be 0, 1, 2 or 3")
    if s.finetune not in FINETUNE:
        raise BadArgument("--finetune must be lora or full")
    if s.scenario is not None and s.scenario not in SCENARIOS:
        raise BadArgument("--scenario must be tuned or production")
    tp, pp, ep = s.tp or 1, s.pp or 1, s.expert_parallel or 1
    if count % (tp * pp):
        raise BadArgument(
            f"--count {count} is not a multiple of tp x pp = {tp * pp}; "
            "devices are split into tensor-, pipeline- and data-parallel groups"
        )
    if (count // (tp * pp)) % ep:
        raise BadArgument(f"--ep {ep} must divide the data-parallel size {count // (tp * pp)} (count / (tp x pp))")
    if ep > 1 and not workload.moe:
        raise BadArgument(f"expert parallelism needs a mixture-of-experts model; {workload.name} is dense")
    if (s.virtual_stages or 1) > 1 and pp == 1 and s.pp is not None:
        raise BadArgument("--vpp needs a pipeline (--pp 2 or more)")
    if workload.kind != "transformer" and (tp > 1 or pp > 1):
        raise BadArgument(
            f"tensor and pipeline parallelism are modelled for transformers only; {workload.name} needs --tp 1 --pp 1"
        )


def _fp4(device: Device, urow: dict, notes: list) -> tuple[float, float, float] | None:
    """FP4 (NVFP4/MXFP4) training's speed-up over the FP8 path (gain, low, high) from the family's published share of
    the step that runs at the FP4 rate and the device's datasheet FP4/FP8 ratio; None where the device has no FP4
    tensor throughput or its family no published FP4 training."""
    share = num(urow.get("fp4_share", ""))
    ratio = device.tflops("fp4") / device.tflops("fp8")
    if math.isnan(share) or not ratio > 1.0:
        notes.append(say.no_fp4(device.name))
        return None
    lo, hi = num(urow.get("fp4_share_low", "")), num(urow.get("fp4_share_high", ""))
    return fp4_gain(share, ratio), fp4_gain(lo, ratio), fp4_gain(hi, ratio)


def _peak(
    device: Device, s: Settings, workload: Workload, urow: dict, notes: list
) -> tuple[float, float, float, float]:
    """(dense datasheet peak at the precision, effective peak, effective low, effective high) in TFLOPS."""
    base_prec = "bf16" if s.precision in LOW_PRECISIONS else s.precision
    peak, fallback = peak_tflops(device, base_prec)
    if math.isnan(peak):
        raise BadArgument(f"{device.name} has no dense tensor or FP32 throughput figure; it cannot be estimated")
    if fallback:
        notes.append(fallback)
    if s.precision not in LOW_PRECISIONS or workload.kind != "transformer":
        if s.precision in LOW_PRECISIONS:
            notes.append(say.low_precision_not_for_cnn(s.precision))
        return peak, peak, peak, peak
    if s.precision == "int8":
        gain = speedup(urow, "int8_speedup")
        if gain <= 1.0:
            raise BadArgument(f"{device.name} has no published INT8 training; use --precision bf16 or fp8")
        lo = hi = gain
        used = "int8"
    else:
        gain, lo, hi = (speedup(urow, c) for c in ("fp8_speedup", "fp8_speedup_low", "fp8_speedup_high"))
        if math.isnan(device.tflops("fp8")) or gain <= 1.0:
            notes.append(say.no_fp4(device.name, "BF16") if s.precision == "fp4" else say.no_fp8(device.name))
            return peak, peak, peak, peak
        if workload.moe:
            cap = default("fp8_speedup_moe")
            gain, lo, hi = min(gain, cap), min(lo, cap * 0.9), min(hi, cap * 1.1)
        used = "fp8"
        four = _fp4(device, urow, notes) if s.precision == "fp4" else None
        if four is not None:
            gain, lo, hi = gain * four[0], lo * four[1], hi * four[2]
            used = "fp4"
    datasheet = device.tflops(used)
    cap = datasheet / peak if not math.isnan(datasheet) and datasheet > 0 else gain
    gain, lo, hi = min(gain, cap), min(lo, cap), min(hi, cap)
    source = urow.get("fp4_source", "") if used == "fp4" else urow["source"]
    notes.append(say.low_precision(used, gain, lo, hi, source, workload.moe))
    return peak, peak * gain, peak * lo, peak * hi


def _utilization(device: Device, s: Settings, workload: Workload, base_peak: float, notes: list):
    """(utilization, low, high, key, source) before the scenario factor."""
    key = utilization_key(device.id, device.family)
    row = utilization_table()[key]
    if workload.kind != "transformer":
        bench = measured_throughput(device.id, workload.id)
        if bench is not None and not math.isnan(workload.flops_per_token):
            u = float(bench["value"]) * workload.flops_per_token / (base_peak * 1e12)
            notes.append(say.measured_cnn(bench, workload.name, u))
            return u, u * 0.9, u * 1.1, key, bench["source"]
        u, lo, hi = default("cnn_utilization"), default("cnn_utilization_low"), default("cnn_utilization_high")
        notes.append(say.generic_cnn(u, lo, hi))
        return u, lo, hi, key, ""
    preferred = (
        s.family_utilization.get(key) or s.family_utilization.get(device.family) if s.utilization is None else None
    )
    if s.utilization is not None or preferred:
        u = s.utilization if s.utilization is not None else preferred
        notes.append(
            say.user_utilization(u, "bf16" if s.precision in LOW_PRECISIONS else s.precision, bool(preferred), key, row)
        )
        return u, u * 0.85, min(1.0, u * 1.1), key, ""
    u, lo, hi = (float(row[c]) for c in ("utilization", "utilization_low", "utilization_high"))
    base_prec = "bf16" if s.precision in LOW_PRECISIONS else s.precision
    notes.append(say.family_utilization(u, lo, hi, key, row, base_prec, base_peak))
    return u, lo, hi, key, row["source"]


def estimate(
    device: Device,
    workload: Workload,
    count: int,
    settings: Settings | None = None,
) -> Estimate:
    """One configuration, with the assumptions spelled out: times, memory and communication (what it costs is
    core.tco's)."""
    s = settings or Settings()
    check(s, count, workload)
    notes: list[str] = []
    if s.seq_len:
        workload = replace(workload, seq_len=float(s.seq_len), micro_batch_tokens=math.nan)
    finetune = FINETUNE[s.finetune]
    transformer = workload.kind == "transformer"
    # PaLM's attention term: on for long sequences (where it is 10% or more of 6N), or when asked
    attention = bool(s.attention_flops) or (transformer and workload.seq_len >= default("attention_flops_from_seq_len"))
    s = replace(s, attention_flops=attention)

    urow = utilization_table()[utilization_key(device.id, device.family)]
    peak, eff_peak, eff_lo, eff_hi = _peak(device, s, workload, urow, notes)
    util, u_lo, u_hi, ukey, _ = _utilization(device, s, workload, peak, notes)
    preferred = s.utilization is None and bool(
        s.family_utilization.get(ukey) or s.family_utilization.get(device.family)
    )
    # fold the FP8/INT8 speed-up band into the utilization band (one band on the effective peak)
    u_lo, u_hi = u_lo * eff_lo / eff_peak, u_hi * eff_hi / eff_peak

    seq = workload.seq_len if transformer else 1.0
    flops_guess = (4.0 if s.finetune == "lora" else 6.0) * workload.active_params * workload.tokens
    if not math.isnan(workload.flops_per_token):
        flops_guess = workload.flops_per_token * workload.tokens
    given_batch = s.global_batch_tokens or workload.global_batch_tokens
    floor_key = "batch_floor_tokens_per_device" if transformer else "batch_floor_samples_per_device"
    floor = default(floor_key)
    batch, how = global_batch_tokens(flops_guess, count, seq, floor, given_batch)
    notes.append(say.batch(batch, seq, how, flops_guess, floor, count, bool(s.global_batch_tokens), floor_key))
    if workload.id == "custom":
        notes.append(say.shape(workload))

    domain = device.get("scaleup_domain")
    up = device.get("scaleup_gbs")
    if math.isnan(up):
        up = 32.0
        notes.append(say.no_scaleup(device.name))
    arr = dict(
        n=count,
        peak_tflops=eff_peak,
        util=util,
        util_low=u_lo,
        util_high=u_hi,
        params=workload.params,
        active_params=workload.active_params,
        tokens=workload.tokens,
        layers=workload.layers,
        hidden=workload.hidden,
        heads=workload.heads,
        seq_len=seq,
        micro_tokens=workload.micro_tokens if transformer else min(workload.micro_tokens, batch),
        batch_tokens=batch,
        scaleup_gbs=up,
        scaleup_domain=1 if math.isnan(domain) else domain,
        scaleout_gbps=scaleout_gbps(device),
        memory_gb=device.get("memory_gb"),
        goodput=1.0,
        flops_per_token=workload.flops_per_token,
        act_bytes_per_token=workload.activation_bytes_per_token,
        attention=int(s.attention_flops),
        eff_up=default("link_efficiency_scaleup"),
        eff_out=default("link_efficiency_scaleout"),
        latency_us=default("collective_latency_us"),
        overhead_gb=default("framework_overhead_gb"),
        top_k=workload.experts_per_token if workload.moe and not math.isnan(workload.experts_per_token) else 8.0,
        shared_share=default("moe_shared_share_of_active"),
        finetune=finetune,
        lora_share=default("lora_trainable_share"),
        tp_overlap=default("tp_comm_overlap"),
        ep_overlap=default("ep_comm_overlap"),
        memory_bw_gbs=device.get("memory_bw_gbs"),
        elementwise_bytes=default("elementwise_bytes_per_token_layer"),
    )
    fixed = {
        "tp": s.tp,
        "pp": s.pp,
        "vpp": s.virtual_stages,
        "ep": s.expert_parallel,
        "zero": s.zero,
        "recompute": s.recompute,
    }

    def choose(scenario: str):
        # a utilization the user set (here or in Preferences) is taken as it is
        user_set = s.utilization is not None or preferred
        factor = 1.0 if user_set else scenario_value(scenario, "utilization_factor")
        own = urow.get("production_utilization", "")
        own_used = scenario == "production" and bool(own) and not user_set and transformer
        if own_used:
            factor = float(own) / float(urow["utilization"])  # the family's own production-run figure
        if s.finetune != "none" and not user_set:
            factor *= default("finetune_utilization_factor")
        good = s.goodput if s.goodput is not None else scenario_value(scenario, "goodput")
        a = {
            **arr,
            "util": util * factor,
            "util_low": u_lo * factor,
            "util_high": u_hi * factor,
            "goodput": good,
            "band_low": scenario_value(scenario, "band_low"),
            "band_high": scenario_value(scenario, "band_high"),
        }
        lay = search(a, count, transformer, workload.moe, fixed)
        a.update(tp=lay.tp, pp=lay.pp, vpp=lay.vpp, ep=lay.ep, zero=lay.zero, recompute=RECOMPUTE[lay.recompute])
        raw = sweep(**a)
        a["own_production"] = own_used
        return a, lay, raw, factor, good

    scenario = s.scenario
    if scenario is None:
        a, lay, raw, factor, good = choose("tuned")
        scenario = "production" if float(raw["wall_days"]) > default("production_after_days") else "tuned"
        if scenario == "production":
            a, lay, raw, factor, good = choose("production")
    else:
        a, lay, raw, factor, good = choose(scenario)
    own_source = urow["source"] if a.pop("own_production") else ""
    notes.append(say.scenario(scenario, s.scenario is None, factor, good, s.goodput is not None, own_source))
    chosen = [
        k for k, v in fixed.items() if v is None and (k != "ep" or workload.moe) and (transformer or k in ("zero",))
    ]
    notes.append(say.layout(lay, chosen))
    if lay.pp > 1 and not lay.enough_micro_batches:
        notes.append(say.starved_pipeline(lay, float(raw["micro_batches"])))

    raw.update(derived(raw, count, eff_peak))
    r = {k: (v.item() if isinstance(v, np.ndarray) else v) for k, v in raw.items()}
    notes.append(say.flops(workload, s, r, lay.recompute))
    notes.append(say.steps(batch, r))
    notes.append(say.parallelism(lay, r, workload.moe))
    if workload.moe:
        notes.append(say.moe(a["top_k"], not math.isnan(workload.experts_per_token)))
    notes.append(say.links(device, up, a))
    notes.append(say.memory(lay, s.finetune, workload.moe))
    advice = "" if r["fits_in_memory"] else fit_advice(device, workload, count, lay, a, r["memory_per_device_gb"])
    band = {
        "wall_days_low": r["wall_days_low"],
        "wall_days_high": r["wall_days_high"],
        "utilization_low": a["util_low"],
        "utilization_high": a["util_high"],
        "spread_low": a["band_low"],
        "spread_high": a["band_high"],
    }
    notes.append(say.band(band, scenario))
    return Estimate(
        device_id=device.id,
        device_name=device.display_name,
        workload=workload.name,
        devices=count,
        precision=s.precision,
        tp=lay.tp,
        pp=lay.pp,
        dp=r["dp"],
        zero=lay.zero,
        total_flops=r["model_flops"],
        hardware_flops=r["total_flops"],
        wall_days=r["wall_days"],
        device_hours=r["device_hours"],
        utilization=a["util"],
        goodput=good,
        achieved_tflops_per_device=r["achieved_tflops"],
        memory_per_device_gb=r["memory_per_device_gb"],
        memory_capacity_gb=device.get("memory_gb"),
        memory_breakdown_gb={
            k[7:-3]: r[k]
            for k in ("memory_weights_gb", "memory_grads_gb", "memory_optimizer_gb", "memory_activations_gb")
        },
        fits_in_memory=bool(r["fits_in_memory"]),
        fit_advice=advice,
        comm_fraction=r["comm_fraction"],
        comm_breakdown_s_per_step={
            "compute": r["compute_s"],
            "tensor_parallel": r["tp_exposed_s"],
            "data_parallel_exposed": r["dp_exposed_s"],
            "expert_parallel": r["ep_exposed_s"],
            "pipeline_p2p": r["pp_comm_s"],
            "pipeline_bubble": r["bubble_s"],
        },
        bubble_fraction=r["bubble_fraction"],
        band=band,
        assumptions=notes,
        vpp=lay.vpp,
        ep=lay.ep,
        recompute=lay.recompute,
        scenario=scenario,
        finetune=s.finetune,
        global_batch_tokens=batch,
        seq_len=seq,
        layers=workload.layers,
        hidden=workload.hidden,
        micro_batches=r["micro_batches"],
        steps=r["steps"],
        tokens=workload.tokens,
        params=workload.params,
        active_params=workload.active_params,
        peak_tflops=peak,
        effective_peak_tflops=eff_peak,
        mfu=r["mfu"],
        power_w_per_device=device.get("tdp_w"),
        inputs={
            "utilization_key": ukey,
            "utilization_before_scenario": util,
            "scenario_utilization_factor": factor,
            "tp_comm_overlap": a["tp_overlap"],
            "ep_comm_overlap": a["ep_overlap"],
            "experts_per_token": a["top_k"] if workload.moe else None,
            "link_efficiency_scaleup": a["eff_up"],
            "link_efficiency_scaleout": a["eff_out"],
            "scaleup_gbs": up,
            "scaleup_domain": a["scaleup_domain"],
            "scaleout_gbps": a["scaleout_gbps"],
            "collective_latency_us": a["latency_us"],
            "framework_overhead_gb": a["overhead_gb"],
            "attention_flops": bool(s.attention_flops),
            "micro_batch_tokens": r["micro_batch_tokens"],
        },
    )


def fit_advice(device: Device, w: Workload, count: int, lay, arr: dict, need_gb: float) -> str:
    """What would make it fit: ZeRO-3, more TP, full recompute, or more devices."""
    cap = device.get("memory_gb")
    domain = int(arr["scaleup_domain"]) or 1

    def mem(**over) -> float:
        return float(sweep(**{**arr, **over})["memory_bytes"]) / 1e9

    tries = []
    if lay.zero < 3:
        tries.append(({"zero": 3}, say.fit_zero3()))
    tp8 = min(8, domain, count)
    if w.kind == "transformer" and tp8 > lay.tp and count % (tp8 * lay.pp * lay.ep) == 0:
        tries.append(({"zero": 3, "tp": tp8}, say.fit_zero3_tp(tp8)))
        tries.append(({"zero": 3, "tp": tp8, "recompute": 2}, say.fit_zero3_tp_full(tp8)))
    for over, label in tries:
        if mem(**over) <= cap:
            return say.fits_with(device, need_gb, label, count)
    base = {"zero": 3, "recompute": 2, "tp": max(lay.tp, tp8 if w.kind == "transformer" else 1)}
    n = count
    for _ in range(24):
        n *= 2
        if mem(n=n, **base) <= cap:
            return say.fits_on(device, need_gb, n, base["tp"])
    return say.never_fits(device, need_gb)
