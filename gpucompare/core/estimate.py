"""Training time, memory, communication and cost: one numpy-vectorised model, and a single-configuration wrapper.

`sweep()` takes broadcastable arrays (devices x cluster sizes x models is one call); `estimate()` fills them from a
catalog device and a workload, and lists every assumption it used. Formulas: ../shared/reference/estimators.md.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field
from functools import lru_cache

import numpy as np

from gpucompare.core.catalog import PRECISION_LABEL, Device, peak_tflops
from gpucompare.core.money import FxTable
from gpucompare.core.tables import read_table
from gpucompare.core.workloads import Workload
from gpucompare.errors import BadArgument
from gpucompare.i18n import N_, Msg, tr

RECOMPUTE = {"none": 0, "selective": 1, "full": 2}
_RECOMPUTE_WORDS = (N_("none"), N_("selective"), N_("full"), N_("user input"))  # shown inside assumption sentences


@lru_cache(maxsize=1)
def defaults() -> dict[str, dict[str, str]]:
    return {r["key"]: r for r in read_table("defaults")}


def default(key: str) -> float:
    return float(defaults()[key]["value"])


@lru_cache(maxsize=1)
def utilization_table() -> dict[str, dict[str, str]]:
    return {r["family"]: r for r in read_table("utilization")}


def utilization_for(family: str) -> dict[str, str]:
    table = utilization_table()
    return table.get(family, table["generic"])


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
    usd_per_device_hour=np.nan,
) -> dict[str, np.ndarray]:
    """Estimate every configuration at once. All inputs broadcast; times in seconds unless the name says otherwise.

    Written for speed as well as reading: terms that depend on few inputs are formed first (on small broadcast
    shapes), conditions are 0/1 factors rather than `np.where`, so a 100k-configuration sweep stays in milliseconds.
    """
    f = np.float64
    n, tp, pp, zero = (np.asarray(x, dtype=f) for x in (n, tp, pp, zero))
    util, goodput = np.asarray(util, f), np.asarray(goodput, f)
    P, Pa, D = np.asarray(params, f), np.asarray(active_params, f), np.asarray(tokens, f)
    L, h, a, s = (np.nan_to_num(np.asarray(x, f)) for x in (layers, hidden, heads, seq_len))
    mt0, bt = np.asarray(micro_tokens, f), np.asarray(batch_tokens, f)
    rc = np.asarray(recompute, f)
    lat = np.asarray(latency_us, f) * 1e-6
    full = rc == 2

    # per-workload terms
    fpt_given = np.asarray(flops_per_token, f)
    fpt = np.where(np.isnan(fpt_given), 6.0 * Pa + np.asarray(attention, f) * 12.0 * L * h * s, fpt_given)
    rf = 1.0 + full * (2.0 / 6.0)  # full recompute runs the forward pass twice: 8/6
    model_flops = fpt * D
    steps = D / bt

    # per-layout terms
    shard = tp * pp
    dp = n / shard
    piped = pp > 1
    # Without a pipeline each rank takes its share of the batch in micro-batches of up to 8 sequences (gradient
    # accumulation beyond that); a pipeline needs many micro-batches (one sequence each) to keep its stages busy.
    mt = np.where(piped, mt0, np.clip(bt / dp, mt0, 8 * mt0))
    m = np.maximum(1.0, bt / (dp * mt))  # micro-batches per data-parallel rank per step

    # per-device terms: unidirectional bytes/s on the scale-up and scale-out links
    b_up = np.asarray(scaleup_gbs, f) * (0.5e9 * eff_up)
    out = np.asarray(scaleout_gbps, f)
    b_out = np.where(out > 0, out * (1e9 / 8 * eff_out), b_up)
    domain = np.asarray(scaleup_domain, f)
    b_in = np.where(n <= domain, b_up, b_out)  # data- and pipeline-parallel peers: inside one domain or not

    t_c = (fpt * rf * bt) / (n * np.asarray(peak_tflops, f) * 1e12 * util)

    msg = 2.0 * mt * h  # one micro-batch of BF16 activations
    b_tp = np.where(tp <= domain, b_up, b_out)
    tp_factor = (tp > 1) * (4.0 + 2.0 * full) * (L / pp) * m  # collectives per step
    t_tp = tp_factor * (lat + (2 * (tp - 1) / tp) * msg / b_tp)

    # DDP and ZeRO-1 reduce gradients once per step, during the last micro-batch's backward pass. ZeRO-2 reduces
    # (scatters) gradients in every micro-batch's backward pass; ZeRO-3 also gathers the weights for every forward
    # and backward pass, prefetched so it can hide behind all of the compute.
    z2, z3 = zero >= 2, zero >= 3
    per_step = np.where(z2, m, 1.0)
    ring = (dp > 1) * (dp - 1) / dp
    t_dp = (dp > 1) * 2 * lat * per_step + (ring * (2.0 + z3) * per_step) * (2.0 * P / shard) / b_in
    window_share = np.where(z3, 1.0, np.where(z2, 2.0 / 3.0, (2.0 / 3.0) / m))
    window = t_c * window_share
    exposed_dp = np.maximum(0.0, t_dp - window)

    bubble_share = (pp - 1) / (vpp * m)
    bubble = t_c * bubble_share
    t_pp = (piped * 2 * m) * (lat + msg / b_in)

    comm = t_tp + exposed_dp + t_pp
    step = t_c + bubble + comm
    days_per_step = steps / (goodput * 86400)
    wall_days = step * days_per_step

    # The band varies the compute-bound part (compute and bubble) with utilization; communication stays at the
    # point estimate, so the band is a little narrower than a full re-run would give.
    compute_days = t_c * (1 + bubble_share) * days_per_step

    def band(u):
        return wall_days + compute_days * (util / np.asarray(u, f) - 1.0)

    # memory per device, bytes (Korthikanti et al. 2022 activations, with sequence parallelism)
    p_shard = P / shard
    static = p_shard * (2.0 / np.where(z3, dp, 1.0) + 2.0 / np.where(z2, dp, 1.0) + 12.0 / np.where(zero >= 1, dp, 1.0))
    with np.errstate(divide="ignore", invalid="ignore"):
        per_layer = np.where(full, 2.0, np.where(rc == 1, 34.0, 34.0 + 5 * a * s / np.where(h > 0, h, 1))) / tp
    act_given = np.asarray(act_bytes_per_token, f)
    act_unit = np.where(np.isnan(act_given), h * L * per_layer, act_given / tp * pp)  # per token, whole stage x pp
    act = (mt / pp * np.where(piped, pp, 1.0)) * act_unit
    mem_bytes = static + act + overhead_gb * 1e9
    device_hours = (n * 24) * wall_days
    rate = np.asarray(usd_per_device_hour, f)
    return {
        "dp": dp,
        "micro_batch_tokens": mt,
        "total_flops": model_flops * rf,
        "model_flops": model_flops,
        "steps": steps,
        "micro_batches": m,
        "step_s": step,
        "compute_s": t_c,
        "tp_comm_s": t_tp,
        "dp_comm_s": t_dp,
        "dp_exposed_s": exposed_dp,
        "pp_comm_s": t_pp,
        "bubble_s": bubble,
        "comm": comm,
        "wall_days": wall_days,
        "device_hours": device_hours,
        "wall_days_low": band(util_high if util_high is not None else util),
        "wall_days_high": band(util_low if util_low is not None else util),
        "memory_static_bytes": static,
        "memory_activation_bytes": act,
        "memory_bytes": mem_bytes,
        "fits_in_memory": mem_bytes <= np.asarray(memory_gb, f) * 1e9,
        "cost_usd": device_hours * rate if rate.ndim or not np.isnan(rate) else None,
    }


def derived(r: dict[str, np.ndarray], n, zero, tp, pp, params, peak_tflops) -> dict[str, np.ndarray]:
    """The ratios a person reads (shares, TFLOP/s, GB), computed only where they are shown."""
    f = np.float64
    n, zero, shard, P = (
        np.asarray(n, f),
        np.asarray(zero, f),
        np.asarray(tp, f) * np.asarray(pp, f),
        np.asarray(params, f),
    )
    dp = n / shard
    busy = n * r["steps"] * r["step_s"]
    return {
        "comm_fraction": r["comm"] / r["step_s"],
        "bubble_fraction": r["bubble_s"] / r["step_s"],
        "achieved_tflops": r["total_flops"] / busy / 1e12,
        "mfu": r["model_flops"] / (busy * np.asarray(peak_tflops, f) * 1e12),
        "memory_weights_gb": 2 * P / shard / np.where(zero >= 3, dp, 1.0) / 1e9,
        "memory_grads_gb": 2 * P / shard / np.where(zero >= 2, dp, 1.0) / 1e9,
        "memory_optimizer_gb": 12 * P / shard / np.where(zero >= 1, dp, 1.0) / 1e9,
        "memory_activations_gb": r["memory_activation_bytes"] / 1e9,
        "memory_per_device_gb": r["memory_bytes"] / 1e9,
    }


@dataclass
class Settings:
    """Every knob of an estimate; None means 'the sourced default'."""

    precision: str = "bf16"
    tp: int | None = None  # None: chosen by auto_layout
    pp: int | None = None
    zero: int | None = None
    utilization: float | None = None
    goodput: float | None = None
    recompute: str | None = None
    virtual_stages: int = 1  # interleaved pipeline schedule: model chunks per pipeline stage
    attention_flops: bool = False
    global_batch_tokens: float | None = None
    electricity_usd_per_kwh: float | None = None
    pue: float | None = None
    amortisation_years: float | None = None
    #: Preferences: a utilization per device family, used where `utilization` is not given
    family_utilization: dict[str, float] = field(default_factory=dict)


@dataclass
class Cost:
    amount: float | None
    currency: str
    basis: str  # "purchase", "hourly", "cloud <instance>" or "none"
    usd_per_device_hour: float | None = None
    detail: str = ""

    def label(self) -> str:
        """How the cost was priced, in words for a table cell."""
        if self.basis == "purchase":
            return tr("purchase, amortised")
        if self.basis == "hourly":
            return tr("rent per device-hour")
        if self.basis.startswith("cloud "):
            return tr("cloud: {instance}").format(instance=self.basis[6:])
        return tr("no price under this basis")


@dataclass
class Estimate:
    device_id: str
    device_name: str
    workload: str
    devices: int
    precision: str
    tp: int
    pp: int
    dp: float
    zero: int
    total_flops: float  # model FLOPs: 6 x active params x tokens (+ attention if asked)
    hardware_flops: float  # what the devices execute, recompute included
    wall_days: float
    device_hours: float
    utilization: float
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
    cost: Cost
    band: dict[str, float]
    assumptions: list[str] = field(default_factory=list)

    def to_json(self) -> dict:
        d = asdict(self)
        return _clean(d)


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


@lru_cache(maxsize=1)
def cloud_instances() -> tuple[dict[str, str], ...]:
    return read_table("cloud_instances")


def find_instance(name: str) -> dict[str, str]:
    from gpucompare.core.catalog import normalize

    key = normalize(name)
    for r in cloud_instances():
        if normalize(r["instance"]) == key or normalize(f"{r['provider']} {r['instance']}") == key:
            return r
    known = ", ".join(r["instance"] for r in cloud_instances())
    raise BadArgument(f"unknown cloud instance {name!r}; known: {known}")


def instance_usd_per_device_hour(row: dict[str, str]) -> float:
    return float(row["usd_per_hour"]) / float(row["devices_per_instance"])


def cheapest_instance(device_id: str) -> dict[str, str] | None:
    rows = [r for r in cloud_instances() if r["device_id"] == device_id]
    return min(rows, key=instance_usd_per_device_hour) if rows else None


def auto_layout(arr: dict, count: int, s: Settings, workload: Workload) -> tuple[int, int, int, str, bool]:
    """The fastest (tp, pp, zero, recompute) that fits in memory, searched in one vectorised sweep.

    Fields the user fixed stay fixed. Returns the layout and whether it fits.
    """
    domain = int(arr["scaleup_domain"]) or 1
    layers = int(workload.layers) if workload.kind == "transformer" and not math.isnan(workload.layers) else 1
    tps = [s.tp] if s.tp else [t for t in (1, 2, 4, 8, 16) if t <= max(1, min(domain, count))]
    if workload.kind != "transformer":
        tps = [1]
    pps = [s.pp] if s.pp else [p for p in (1, 2, 4, 8, 16, 32) if p <= layers]
    zeros = [s.zero] if s.zero is not None else [1, 3]
    recs = [s.recompute] if s.recompute else ["selective", "full"]
    grid = [(t, p, z, r) for t in tps for p in pps for z in zeros for r in recs if count % (t * p) == 0]
    if not grid:
        grid = [(1, 1, zeros[0], recs[0])]
    cols = np.array([(t, p, z, RECOMPUTE[r]) for t, p, z, r in grid], dtype=float).T
    out = sweep(**{**arr, "tp": cols[0], "pp": cols[1], "zero": cols[2], "recompute": cols[3]})
    fits = out["fits_in_memory"]
    days = np.where(fits, out["wall_days"], np.inf)
    i = int(np.argmin(days)) if fits.any() else int(np.argmin(out["memory_bytes"]))
    t, p, z, r = grid[i]
    return t, p, z, r, bool(fits[i])


def _check(settings: Settings, count: int, workload: Workload) -> None:
    if count < 1:
        raise BadArgument("--count must be at least 1")
    if settings.tp < 1 or settings.pp < 1:
        raise BadArgument("--tp and --pp must be at least 1")
    if count % (settings.tp * settings.pp):
        raise BadArgument(
            f"--count {count} is not a multiple of tp x pp = {settings.tp * settings.pp}; "
            "devices are split into tensor-, pipeline- and data-parallel groups"
        )
    if settings.zero not in (0, 1, 2, 3):
        raise BadArgument("--zero must be 0, 1, 2 or 3")
    if settings.precision not in PRECISION_LABEL or settings.precision == "int8":
        raise BadArgument("--precision must be one of bf16, fp16, fp8, tf32, fp32")
    for name, v in (("--mfu", settings.utilization), ("--goodput", settings.goodput)):
        if v is not None and not (0 < v <= 1):
            raise BadArgument(f"{name} must be between 0 and 1 (got {v})")
    if settings.recompute not in RECOMPUTE:
        raise BadArgument("--recompute must be none, selective or full")
    if workload.kind != "transformer" and settings.tp > 1:
        raise BadArgument(f"tensor parallelism is modelled for transformers only; {workload.name} needs --tp 1")


def estimate(
    device: Device,
    workload: Workload,
    count: int,
    settings: Settings | None = None,
    *,
    fx: FxTable | None = None,
    currency: str = "USD",
    cloud: str | None = None,
    hourly: float | None = None,
    purchase: float | None = None,
    price_fallback: bool = True,
    price_source: str = "",
) -> Estimate:
    """One configuration, with the assumptions spelled out. Prices given in `currency`; the cost comes back in it.

    Without a price, the cheapest bundled cloud instance (then the reference price) is used, unless
    `price_fallback` is False: then the cost is left empty, as a side-by-side on one price basis needs.
    `price_source` says where an --hourly or --purchase price came from (default: the user typed it).
    """
    s = settings or Settings()
    fx = fx or FxTable.bundled()
    currency = fx.check(currency)
    notes: list[str] = []
    if s.precision not in PRECISION_LABEL or s.precision == "int8":
        raise BadArgument("--precision must be one of bf16, fp16, fp8, tf32, fp32")

    peak, fallback = peak_tflops(device, s.precision)
    if math.isnan(peak):
        raise BadArgument(f"{device.name} has no dense tensor or FP32 throughput figure; it cannot be estimated")
    if fallback:
        notes.append(fallback)
    if s.precision == "fp8":
        bf16, _ = peak_tflops(device, "bf16")
        speedup = default("fp8_speedup_vs_bf16")
        if not math.isnan(bf16) and peak > bf16 * speedup:
            peak = bf16 * speedup
            notes.append(
                Msg(
                    "FP8 effective peak = {speedup} x BF16 peak ({source}).",
                    speedup=speedup,
                    source=defaults()["fp8_speedup_vs_bf16"]["source"],
                )
            )
    ut = utilization_for(device.family)
    preferred = s.family_utilization.get(device.family) if s.utilization is None else None
    util = s.utilization if s.utilization is not None else preferred or float(ut["utilization"])
    u_lo, u_hi = float(ut["utilization_low"]), float(ut["utilization_high"])
    if preferred:
        u_lo, u_hi = util * 0.85, min(1.0, util * 1.1)
        notes.append(
            Msg(
                "Utilization {util:g} of the dense {prec} peak for the {family} family, set in Preferences "
                "(default {default} from {source}; band ±15%).",
                util=util,
                prec=PRECISION_LABEL[s.precision],
                family=device.family,
                default=ut["utilization"],
                source=ut["source"],
            )
        )
    elif s.utilization is not None:
        u_lo, u_hi = util * 0.85, min(1.0, util * 1.1)
        notes.append(
            Msg(
                "Utilization {util:g} of the dense {prec} peak, set by the user (band ±15%).",
                util=util,
                prec=PRECISION_LABEL[s.precision],
            )
        )
    else:
        notes.append(
            Msg(
                "Utilization {util:g} of the dense {prec} peak ({peak:g} TFLOPS), the {family} default, band "
                "{lo:g}-{hi:g}; source: {source}.",
                util=util,
                prec=PRECISION_LABEL[s.precision],
                peak=peak,
                family=device.family,
                lo=u_lo,
                hi=u_hi,
                source=ut["source"],
            )
        )
        if ut["published"] != "yes":
            notes.append(
                Msg(
                    "This utilization is an assumption: no published training throughput for the {family} family.",
                    family=device.family,
                )
            )
    good = s.goodput if s.goodput is not None else default("goodput")
    notes.append(
        Msg(
            "Goodput {good:g}: share of wall time spent on useful steps; source: {source}.",
            good=good,
            source=defaults()["goodput"]["source"],
        )
    )

    batch = s.global_batch_tokens or workload.global_batch_tokens
    n_arr = dict(
        n=count,
        peak_tflops=peak,
        util=util,
        util_low=u_lo,
        util_high=u_hi,
        params=workload.params,
        active_params=workload.active_params,
        tokens=workload.tokens,
        layers=workload.layers,
        hidden=workload.hidden,
        heads=workload.heads,
        seq_len=workload.seq_len,
        micro_tokens=workload.micro_tokens,
        batch_tokens=batch,
        scaleup_gbs=device.get("scaleup_gbs"),
        scaleup_domain=device.get("scaleup_domain"),
        scaleout_gbps=device.get("scaleout_gbps"),
        memory_gb=device.get("memory_gb"),
        goodput=good,
        flops_per_token=workload.flops_per_token,
        act_bytes_per_token=workload.activation_bytes_per_token,
        attention=int(s.attention_flops),
        eff_up=default("link_efficiency_scaleup"),
        eff_out=default("link_efficiency_scaleout"),
        latency_us=default("collective_latency_us"),
        overhead_gb=default("framework_overhead_gb"),
        vpp=s.virtual_stages,
    )
    if math.isnan(n_arr["scaleup_gbs"]):
        n_arr["scaleup_gbs"] = 32.0
        notes.append(
            Msg("{name} has no published scale-up bandwidth; assumed 32 GB/s (PCIe 3.0 x16).", name=device.name)
        )
    if math.isnan(n_arr["scaleup_domain"]):
        n_arr["scaleup_domain"] = 1
    chosen = [
        Msg(name)
        for name, v in ((N_("TP"), s.tp), (N_("PP"), s.pp), (N_("ZeRO stage"), s.zero), (N_("recompute"), s.recompute))
        if v is None
    ]
    if chosen:
        from dataclasses import replace

        _check(
            replace(
                s,
                tp=s.tp or 1,
                pp=s.pp or 1,
                zero=1 if s.zero is None else s.zero,
                recompute=s.recompute or "selective",
            ),
            count,
            workload,
        )
        t, p, z, rc, ok = auto_layout(n_arr, count, s, workload)
        s = replace(s, tp=t, pp=p, zero=z, recompute=rc)
        how = Msg("fits in memory") if ok else Msg("comes closest to fitting")
        notes.append(
            Msg(
                "{what} not given: chose the fastest layout that {how} (TP {tp}, PP {pp}, ZeRO-{zero}, "
                "{recompute} recompute).",
                what=_listing(chosen),
                how=how,
                tp=t,
                pp=p,
                zero=z,
                recompute=Msg(rc),
            )
        )
    _check(s, count, workload)
    n_arr.update(tp=s.tp, pp=s.pp, zero=s.zero, recompute=RECOMPUTE[s.recompute])
    raw = sweep(**n_arr)
    raw.update(derived(raw, count, s.zero, s.tp, s.pp, workload.params, peak))
    r = {k: v.item() if isinstance(v, np.ndarray) else v for k, v in raw.items()}

    if math.isnan(workload.flops_per_token):
        att = (
            Msg(" + 12 x layers x hidden x sequence (attention)") if s.attention_flops else Msg(" (attention term off)")
        )
        full = Msg(", x 8/6 for full recompute") if s.recompute == "full" else ""
        notes.append(
            Msg(
                "FLOPs = 6 x {active:g}B active parameters x {tokens:g}B tokens{att}{full} = {flops:.3g}.",
                active=workload.active_params / 1e9,
                tokens=workload.tokens / 1e9,
                att=att,
                full=full,
                flops=r["total_flops"],
            )
        )
    else:
        notes.append(
            Msg(
                "FLOPs = {per:.3g} per sample x {samples:.4g} samples = {flops:.3g}.",
                per=workload.flops_per_token,
                samples=workload.tokens,
                flops=r["total_flops"],
            )
        )
    notes.append(
        Msg(
            "Global batch {batch:,.0f} tokens, {micro:,.0f} per micro-batch; {m:.0f} micro-batches per "
            "data-parallel rank per step; {steps:,.0f} steps.",
            batch=batch,
            micro=r["micro_batch_tokens"],
            m=r["micro_batches"],
            steps=r["steps"],
        )
    )
    notes.append(
        Msg(
            "Parallelism: TP {tp} x PP {pp} x DP {dp:g}, ZeRO-{zero}, {recompute} recompute.",
            tp=s.tp,
            pp=s.pp,
            dp=r["dp"],
            zero=s.zero,
            recompute=Msg(s.recompute),
        )
    )
    notes.append(
        Msg(
            "Scale-up: {link} {up:g} GB/s bidirectional per device, {domain:g} devices per domain, efficiency "
            "{eff_up:g}; scale-out {out:g} Gb/s per device, efficiency {eff_out:g} (ring all-reduce; gradient "
            "reduction overlapped with the last micro-batch's backward pass).",
            link=device.scaleup_link or "link",
            up=n_arr["scaleup_gbs"],
            domain=n_arr["scaleup_domain"],
            eff_up=default("link_efficiency_scaleup"),
            out=device.get("scaleout_gbps"),
            eff_out=default("link_efficiency_scaleout"),
        )
    )
    notes.append(
        Msg(
            "Memory: 16 bytes per parameter (BF16 weights and gradients, FP32 master weights and Adam states), "
            "sharded by ZeRO-{zero}; activations for {recompute} recompute; {overhead:g} GB framework overhead.",
            zero=s.zero,
            recompute=Msg(s.recompute),
            overhead=default("framework_overhead_gb"),
        )
    )
    cap = device.get("memory_gb")
    advice = "" if r["fits_in_memory"] else _fit_advice(device, workload, count, s, n_arr, r["memory_per_device_gb"])

    cost = _cost(
        device, r, count, fx, currency, cloud, hourly, purchase, s, notes, price_fallback, price_source or "user input"
    )
    return Estimate(
        device_id=device.id,
        device_name=device.display_name,
        workload=workload.name,
        devices=count,
        precision=s.precision,
        tp=s.tp,
        pp=s.pp,
        dp=r["dp"],
        zero=s.zero,
        total_flops=r["model_flops"],
        hardware_flops=r["total_flops"],
        wall_days=r["wall_days"],
        device_hours=r["device_hours"],
        utilization=util,
        goodput=good,
        achieved_tflops_per_device=r["achieved_tflops"],
        memory_per_device_gb=r["memory_per_device_gb"],
        memory_capacity_gb=cap,
        memory_breakdown_gb={
            k[7:-3]: r[k]
            for k in ("memory_weights_gb", "memory_grads_gb", "memory_optimizer_gb", "memory_activations_gb")
        },
        fits_in_memory=bool(r["fits_in_memory"]),
        fit_advice=advice,
        comm_fraction=r["comm_fraction"],
        comm_breakdown_s_per_step={
            "compute": r["compute_s"],
            "tensor_parallel": r["tp_comm_s"],
            "data_parallel_exposed": r["dp_exposed_s"],
            "pipeline_p2p": r["pp_comm_s"],
            "pipeline_bubble": r["bubble_s"],
        },
        bubble_fraction=r["bubble_fraction"],
        cost=cost,
        band={
            "wall_days_low": r["wall_days_low"],
            "wall_days_high": r["wall_days_high"],
            "utilization_low": u_lo,
            "utilization_high": u_hi,
        },
        assumptions=notes,
    )


def _fit_advice(device: Device, w: Workload, count: int, s: Settings, arr: dict, need_gb: float) -> str:
    cap = device.get("memory_gb")
    head = Msg("Needs {need:.1f} GB per device but {name} has {cap:g} GB.", need=need_gb, name=device.name, cap=cap)
    domain = int(arr["scaleup_domain"]) or 1

    def mem(**over) -> float:
        return float(sweep(**{**arr, **over})["memory_bytes"]) / 1e9

    tries = []
    if s.zero < 3:
        tries.append(({"zero": 3}, "ZeRO-3"))
    tp8 = min(8, domain, count)
    if w.kind == "transformer" and tp8 > s.tp and count % (tp8 * s.pp) == 0:
        tries.append(({"zero": 3, "tp": tp8}, Msg("ZeRO-3 with TP {tp}", tp=tp8)))
        tries.append(({"zero": 3, "tp": tp8, "recompute": 2}, Msg("ZeRO-3, TP {tp} and full recompute", tp=tp8)))
    for over, label in tries:
        if mem(**over) <= cap:
            return Msg("{head} It fits with {how} on {n} devices.", head=head, how=label, n=count)
    # more devices with ZeRO-3 (and the best TP that divides)
    base = {"zero": 3, "recompute": 2, "tp": max(s.tp, tp8 if w.kind == "transformer" else 1)}
    n = count
    for _ in range(24):
        n *= 2
        if mem(n=n, **base) <= cap:
            return Msg(
                "{head} It would fit on {n} devices with ZeRO-3, TP {tp} and full recompute.",
                head=head,
                n=n,
                tp=base["tp"],
            )
    return Msg(
        "{head} It does not fit on any cluster size tried: activations alone exceed the device memory.", head=head
    )


def _cost(
    device,
    r,
    count,
    fx,
    currency,
    cloud,
    hourly,
    purchase,
    s: Settings,
    notes,
    fallback=True,
    source: str = "user input",
) -> Cost:
    given = [x is not None for x in (cloud, hourly, purchase)]
    if sum(given) > 1:
        raise BadArgument("give at most one of --cloud, --hourly and --purchase")
    hours = r["device_hours"]
    if cloud is not None:
        row = find_instance(cloud)
        if row["device_id"] != device.id:
            raise BadArgument(f"instance {row['instance']} has {row['accelerator']}, not {device.name}")
        rate = instance_usd_per_device_hour(row)
        instances = count / float(row["devices_per_instance"])
        notes.append(
            Msg(
                "Cloud: {provider} {instance} at ${usd:,.2f}/h for {per} devices ({n:g} instances), on-demand, "
                "{region}, price as of {as_of}; source: {source}.",
                provider=row["provider"],
                instance=row["instance"],
                usd=float(row["usd_per_hour"]),
                per=row["devices_per_instance"],
                n=instances,
                region=row["region"] or Msg("region not stated"),
                as_of=row["price_as_of"],
                source=row["source"].split(";")[0],
            )
        )
        return Cost(fx.convert(hours * rate, "USD", currency), currency, f"cloud {row['instance']}", rate)
    if hourly is not None:
        if hourly <= 0:
            raise BadArgument("--hourly must be a positive price per device-hour")
        rate = fx.convert(hourly, currency, "USD")
        notes.append(
            Msg("Rented at {price:g} {cur} per device-hour ({source}).", price=hourly, cur=currency, source=Msg(source))
        )
        return Cost(hours * hourly, currency, "hourly", rate)
    if purchase is not None:
        if purchase <= 0:
            raise BadArgument("--purchase must be a positive price per device")
        return _owned(
            device,
            r,
            count,
            fx.convert(purchase, currency, "USD"),
            fx,
            currency,
            s,
            notes,
            Msg("bought at {price:,.0f} {cur} per device ({source})", price=purchase, cur=currency, source=Msg(source)),
        )
    if not fallback:
        notes.append(Msg("No price for this device under the chosen price basis: cost not estimated."))
        return Cost(None, currency, "none")
    row = cheapest_instance(device.id)
    if row is not None:
        rate = instance_usd_per_device_hour(row)
        notes.append(
            Msg(
                "No price given: cheapest bundled cloud instance {provider} {instance} (${rate:,.3f} per "
                "device-hour, as of {as_of}).",
                provider=row["provider"],
                instance=row["instance"],
                rate=rate,
                as_of=row["price_as_of"],
            )
        )
        return Cost(fx.convert(hours * rate, "USD", currency), currency, f"cloud {row['instance']}", rate)
    from gpucompare.core.pricing import reference_price

    ref = reference_price(device.id, currency, fx)
    if ref is not None:
        usd = fx.convert(ref.estimate_kwargs["purchase"], currency, "USD")
        return _owned(
            device,
            r,
            count,
            usd,
            fx,
            currency,
            s,
            notes,
            Msg(
                "bought at the reference price {lo:,.0f}-{hi:,.0f} {cur} ({as_of}; {source})",
                lo=ref.low,
                hi=ref.high,
                cur=currency,
                as_of=ref.as_of,
                source=ref.source,
            ),
        )
    notes.append(Msg("No price known for this device: give --purchase, --hourly or --cloud for a cost."))
    return Cost(None, currency, "none")


def _owned(device, r, count, price_usd, fx, currency, s: Settings, notes, how: str) -> Cost:
    years = s.amortisation_years or default("amortisation_years")
    pue = s.pue or default("pue")
    kwh = s.electricity_usd_per_kwh if s.electricity_usd_per_kwh is not None else default("electricity_usd_per_kwh")
    tdp = device.get("tdp_w")
    energy = 0.0 if math.isnan(tdp) else tdp / 1000 * pue * kwh
    rate = price_usd / (years * 8760) + energy
    power = (
        Msg("energy {tdp:g} W x PUE {pue:g} x ${kwh:g}/kWh", tdp=tdp, pue=pue, kwh=kwh)
        if not math.isnan(tdp)
        else Msg("energy not counted (no published TDP)")
    )
    notes.append(
        Msg(
            "Owned: {how}, amortised over {years:g} years, plus {power}; servers, network and staff not "
            "included. Capital outlay for {n} devices: {outlay:,.0f} {cur}.",
            how=how,
            years=years,
            power=power,
            n=count,
            outlay=fx.convert(price_usd * count, "USD", currency),
            cur=currency,
        )
    )
    return Cost(fx.convert(r["device_hours"] * rate, "USD", currency), currency, "purchase", rate)


def _listing(items: list[Msg]) -> Msg:
    """'TP, PP, ZeRO stage' as a Msg whose parts and separators translate ('TP、PP、ZeRO 阶段')."""
    out = items[0]
    for item in items[1:]:
        out = Msg("{a}, {b}", a=out, b=item)
    return out
