"""The band around an estimate: the 10th and 90th percentiles of published / predicted over the validation runs,
each predicted out of fold (tests/validation/calibrate.py fits them; data/calibration.csv holds them), for the
expected wall-clock and for the steady state, measured on the runs the fit supports well. An estimate that
extrapolates gets it widened by how much wider the out-of-fold residuals of such runs were: `thin` support (a device
family backed by fewer than two publishers, a model kind by fewer than three, or a model size, device count or
duration outside the range of the runs the parameters were fitted on) or `unseen` (a family without any published
run, or a figure the device lacks substituted). Four things a user's run may carry widen it again, each by how much
further such runs were from the table out of fold (calibrate.py sizes each on its own rows, the others' widenings
in place): a fine-tune (its data, sequence lengths and evaluation are rarely stated), a sequence length left to the
default, a vision model (input pipelines and augmentation the roofline does not see), and a run on one device
(one card's runs range from eager library code to compiled, fused kernels: out of fold they scatter about twice as far
as the table's). Two inputs scale the band's log-width continuously (`graded_of`): the model's active parameters and
the device count, each by a fitted scale per decade from the middle of the fitted runs (wider below it, narrower above:
held out one blind set at a time, small models on few devices fell outside the band about three times as often as
large models on many; calibrate.py sizes each scale by the interval score over the out-of-fold residuals). Last, the
whole width is scaled by how much further (or nearer) the rows of a blind set (runs collected by someone who never saw the
estimator) fell from a band calibrated without them: `novelty`, measured leaving one blind set out at a time. The band says which
inputs drive it."""

from __future__ import annotations

import math

from gpucompare.core.estimate import assumptions as say

#: a family's evidence (its publishers, calibrate.family_evidence) below which its factor rests on few witnesses; set a
#: priori (one publisher is one code base and one way of reporting), not fitted
THIN_FAMILY_EVIDENCE = 2.0
#: publishers of a model kind below which its mechanisms (encoder-decoder FLOPs, vision throughputs, the MoE
#: efficiency) rest on few witnesses; set a priori
THIN_KIND_PUBLISHERS = 3
#: what a run may carry that widens its band (data/calibration.csv: band_<name>_p10/_p90), in the order they are said
DRIVERS = ("finetune", "seq_default", "vision", "single_device")
#: inputs whose distance from the middle of the fitted runs scales the band's log-width continuously, in the order
#: they are said: the model's active parameters (`size`) and the device count (`devices`). Held out one blind set at a
#: time, runs of small models on few devices (practitioners' scripts, notebooks, single cards) fell outside the band
#: about three times as often as runs of large models on many devices (large labs' tuned stacks). data/calibration.csv:
#: band_<name>_p90 the scale on the log-width per decade below the middle (p10 its inverse), band_<name>_mid_p10 the
#: middle (the median of the fitted runs, each publisher one vote); calibrate.py sizes the scale per decade out of fold
GRADED = ("size", "devices")
#: decades from the middle beyond which the scale grows no more (set a priori: the fitted runs span about three decades
#: either side of the middle in size; beyond the fitted range the thin-support widening speaks)
GRADED_SPAN = 3.0
#: a support widening whose factors both lie within this of 1 (x0.99-x1.01 as blind set 20's refit sized the one for a
#: substituted figure) is not applied: the band is not scaled, and the estimate says it was not widened though a figure
#: was substituted, never "widened x0.99-x1.01". Set a priori: 2% on either end of a band about x6 wide is far below
#: what its out-of-fold sizing can tell apart.
NEGLIGIBLE_WIDENING = 1.02


def negligible(lo: float, hi: float) -> bool:
    """Whether a (low, high) widening pair moves neither end by NEGLIGIBLE_WIDENING or more."""
    return lo > 0 and hi > 0 and max(hi, 1.0 / hi, lo, 1.0 / lo) < NEGLIGIBLE_WIDENING


def unstated_low(lo: float, fp8_gain: float) -> float:
    """The band's low end (published / predicted) when no precision was given and the run may take the low-precision
    path (FP8, or FP4 where the device has it: precision.unstated_alternative) that is `fp8_gain` times faster (1: no
    such path, unchanged): at most that estimate itself, x 1 / gain, after every
    fitted widening and the novelty scale. Not fitted: the gain is the estimator's own. Out of fold by publisher with
    blind set 12 in (665 rows) it holds all 16 such rows (69% without); the low end over the gain held the same rows
    with a wider band, so it was dropped."""
    return min(lo, 1.0 / fp8_gain) if fp8_gain > 1.0 else lo


def unstated_high(hi: float, fp32_slowdown: float) -> float:
    """The band's high end (published / predicted) when no precision was given on a device that predates BF16 and TF32
    (precision.fp32_in_reach: V100, T4, the RTX 20 series, P100), estimated on its FP16 path: the run may have trained
    in FP32, as code of that era does unless mixed precision is turned on (pycls's CNNs and Google's ViT fine-tunes
    on V100: -42% to -67% at FP16, within +2% to +53% at FP32, blind sets 55 and 56), which the estimator's own FP32
    path puts `fp32_slowdown` times slower (1: no such path, unchanged): at least that estimate itself, after every
    fitted widening and the novelty scale (unstated_low's rule, on the other end). Not fitted: the slowdown is the
    estimator's own. Defaulting to FP32 on such devices instead was measured and not kept (README, Validation)."""
    return max(hi, fp32_slowdown) if fp32_slowdown > 1.0 else hi


def overhead_weight(steady, wall, mid: float) -> float:
    """How far a wall-clock estimate's base band sits towards the wall-clock band from the steady-state one: its
    overhead share (1 - steady / wall: failures, restarts, the campaign share, a job's fixed time, as the estimate
    gives them) over `mid`, the median overhead share of the wall-clock runs the band was sized on (each publisher one
    vote; band_overhead_mid, counted, not fitted), at most 1. The wall-clock band is sized on whole campaigns, whose
    overheads scatter their time; a job of minutes (an MLPerf run, a benchmark) has almost none, and its spread is the
    steady state's. 1 (the wall-clock band) where either figure or the middle is unknown."""
    try:
        share = 1.0 - float(steady) / float(wall)
    except (TypeError, ZeroDivisionError):
        return 1.0
    if not (share == share and mid == mid and mid > 0):
        return 1.0
    return min(1.0, max(0.0, share / mid))


def blend_ends(wall: tuple[float, float], steady: tuple[float, float], weight: float) -> tuple[float, float]:
    """The base band of a wall-clock estimate: each end the steady-state band's end to the power 1 - weight times the
    wall-clock band's to the power weight (overhead_weight; in logarithms, a weighted mean), the wall-clock band at
    weight 1 or where the steady-state band is unknown."""
    if weight >= 1.0 or not all(v == v and v > 0 for v in (*wall, *steady)):
        return wall
    w = max(0.0, weight)
    return (steady[0] ** (1.0 - w) * wall[0] ** w, steady[1] ** (1.0 - w) * wall[1] ** w)


def drivers_of(workload, settings, count: int = 0) -> list[str]:
    """The band drivers (DRIVERS) an estimate carries: a fine-tune, a transformer whose sequence length the user left to
    the default, a vision model, a run on one device (one card's runs range from eager library code to hand-fused,
    compiled kernels, which nothing entered tells apart). One function for every face and for the validation that
    sizes the widenings."""
    out = []
    if getattr(settings, "finetune", "none") not in ("none", None):
        out.append("finetune")
    if workload.kind == "transformer" and not workload.seq_given:
        out.append("seq_default")
    if workload.vision:
        out.append("vision")
    if count == 1:
        out.append("single_device")
    return out


def graded_of(params, active_params: float, count: float) -> dict[str, float]:
    """Each graded input's distance from the middle of the fitted runs, in decades (log10 middle / value: above 0 for
    a smaller model or fewer devices, below 0 for a larger or more), within +-GRADED_SPAN; only the inputs the fit
    sized (a band table without `size` or its middle scales nothing). One function for every face and for the
    validation that sizes the scales."""
    out = {}
    for name, v in (("size", active_params), ("devices", float(count))):
        mid = params.band.get(f"{name}_mid", (math.nan, math.nan))[0]
        if name in params.band and v == v and v > 0 and mid == mid and mid > 0:
            out[name] = max(-GRADED_SPAN, min(GRADED_SPAN, math.log10(mid / v)))
    return out


def graded_scale(params, name: str, decades: float) -> float:
    """The scale on the band's log-width for a graded input `decades` from the middle: the fitted scale per decade
    (band_<name>_p90) to that power (1 at the middle; below 1 above it when the scale per decade exceeds 1)."""
    per = params.band_for(name)[1]
    return per**decades if per == per and per > 0 else 1.0


def widen(
    lo: float,
    hi: float,
    params,
    level: str,
    drivers=(),
    fp8_gain: float = 1.0,
    graded: dict | None = None,
    fp32_slowdown: float = 1.0,
) -> tuple[float, float]:
    """A base band (published / predicted P10, P90) widened for the support level and each driver, then scaled about
    its centre (in logarithms) by each graded input's scale (graded_of) and the novelty factor, its low end
    lowered for an FP8 path a run without a stated precision may take (unstated_low) and its high end raised for the
    FP32 path such a run may take on a device that predates BF16 and TF32 (unstated_high). What the app gives and
    what the validation measures."""
    if level != "well":
        glo, ghi = support_widening(params, level)
        lo, hi = lo * glo, hi * ghi
    for d in drivers:
        dlo, dhi = params.band_for(d)
        lo, hi = lo * dlo, hi * dhi
    f = novelty_of(params)
    for name, dec in (graded or {}).items():
        f *= graded_scale(params, name, dec)
    if f != 1.0 and lo > 0 and hi > 0:
        c, h = 0.5 * (math.log(lo) + math.log(hi)), 0.5 * (math.log(hi) - math.log(lo))
        lo, hi = math.exp(c - f * h), math.exp(c + f * h)
    return unstated_low(lo, fp8_gain), unstated_high(hi, fp32_slowdown)


def support_widening(params, level: str) -> tuple[float, float]:
    """The (low, high) factors of the band for a support level: none for `well`, the fitted `thin` factors for thin
    support, and for `unseen` (no published run behind it, or a substituted figure) each side the wider of the fitted
    `generic` and `thin` factors, so that less support never gives a narrower band than thin support. A pair within
    NEGLIGIBLE_WIDENING of 1 on both ends is (1, 1): not applied, and said as not widened."""
    if level == "well":
        return 1.0, 1.0
    tlo, thi = params.band_for("thin")
    if level == "unseen":
        ulo, uhi = params.band_for("generic")
        tlo, thi = min(tlo, ulo), max(thi, uhi)
    return (1.0, 1.0) if negligible(tlo, thi) else (tlo, thi)


def novelty_of(params) -> float:
    """The scale on the band's log-width for a run nobody fitted on (1 when the fit has none): above 1 when the blind
    sets fell further from the band than the table's held-out publishers, below 1 when the band held more of them than
    its 80%."""
    v = params.band.get("novelty", (1.0, 1.0))[1]
    return v if v == v and v > 0 else 1.0


def support_of(
    params, kind: str, ukey: str, active_params: float, count: int, wall_hours: float, generic: bool, substituted: bool
) -> tuple[str, list]:
    """(level, reasons): how far the estimate extrapolates from the runs the parameters were fitted on. `unseen`
    (no published run of the family or of the model kind, or a substituted figure), `thin` (few publishers behind
    the family or kind, or an input outside the fitted range), else `well`. One function for every face and for
    the validation that sizes the widening (calibrate.py passes each fold's support)."""
    sup = params.support
    reasons: list = []
    if not sup:
        return ("unseen" if generic or substituted else "well"), reasons
    kind_pubs = sup.get(f"kind:{kind}", 0.0)
    if generic or substituted or kind_pubs == 0:
        if kind_pubs == 0:
            reasons.append(say.support_kind(kind, 0))
        return "unseen", reasons
    evidence = sup.get(f"family:{ukey}", 0.0)
    if evidence < THIN_FAMILY_EVIDENCE:
        reasons.append(say.support_family(evidence))
    if kind_pubs < THIN_KIND_PUBLISHERS:
        reasons.append(say.support_kind(kind, kind_pubs))
    for what, v in (("params", active_params), ("count", float(count)), ("hours", wall_hours)):
        lo, hi = sup.get(f"{what}_low", math.nan), sup.get(f"{what}_high", math.nan)
        if v == v and lo == lo and hi == hi and not lo <= v <= hi:
            reasons.append(say.support_range(what, v, lo, hi))
    return ("thin" if reasons else "well"), reasons


def band_for(
    params,
    r: dict,
    has_time: bool,
    level: str = "well",
    reasons: tuple = (),
    generic: bool = False,
    substituted: bool = False,
    drivers: tuple = (),
    fp8_gain: float = 1.0,
    used: str = "bf16",
    graded: dict | None = None,
    inputs: dict | None = None,
    low: str = "fp8",
    kind: str = "",
    fp32_slowdown: tuple = (1.0, 1.0),
) -> dict:
    """The band of an estimate and the sentences that say what drives it (every face shows these): `graded` the graded
    inputs' decades from the middle (graded_of), `inputs` their values as entered ({"size": active parameters,
    "devices": count}) for the sentence; `low` the low-precision path `fp8_gain` is of (precision.unstated_alternative:
    FP4 where the device and its family have one, else FP8); `kind` the model's kind (Workload.architecture), which
    the reason of a driver names (a recommendation model priced per sample is never called a vision model);
    `fp32_slowdown` the estimator's own FP32 path over the one estimated, (wall-clock, steady state), for a run without
    a stated precision on a device that predates BF16 and TF32 (precision.fp32_in_reach), or for a CNN given FP32 and
    timed at TF32 (`used` 'tf32': precision.fp32_convolutions_as_tf32); (1, 1): none."""
    lo0, hi0 = params.band_for("wall")
    slo0, shi0 = params.band_for("steady")
    said = [say.band_spread(lo0, hi0, slo0, shi0)]
    # a job whose overheads are a small share of it: its wall-clock band towards the steady state's (overhead_weight)
    weight = 1.0
    if has_time and "overhead_mid" in params.band:
        weight = overhead_weight(r["steady_days"], r["wall_days"], params.band_for("overhead_mid")[0])
        if weight < 1.0:
            blo, bhi = blend_ends((lo0, hi0), (slo0, shi0), weight)
            said.append(say.band_short_job(1.0 - weight, hi0 / lo0, bhi / blo))
            lo0, hi0 = blo, bhi
    if level != "well":
        glo, ghi = support_widening(params, level)
        if level == "unseen" and (generic or substituted):
            said.append(say.band_generic(glo, ghi, generic, substituted))
        else:
            said.append(say.band_extrapolates(glo, ghi, reasons))
    drivers = tuple(d for d in drivers if d in params.band)
    for d in drivers:
        dlo, dhi = params.band_for(d)
        if not say.no_widening(dlo, dhi):  # a driver that widens nothing does not drive the band: not said
            said.append(say.band_driver(d, dlo, dhi, kind))
    graded = {k: v for k, v in (graded or {}).items() if k in GRADED}
    scales = {}
    for name in GRADED:
        if name in graded:
            scales[name] = graded_scale(params, name, graded[name])
            if not say.no_widening(1.0 / scales[name], scales[name]):
                mid = params.band_for(f"{name}_mid")[0]
                v = (inputs or {}).get(name, mid * 10.0 ** -graded[name])
                said.append(say.band_graded(name, scales[name], params.band_for(name)[1], v, mid))
    f = novelty_of(params)
    if not say.no_widening(1.0 / f, f):
        said.append(say.band_novelty(f))
    if fp8_gain > 1.0:
        said.append(say.band_precision_unstated(fp8_gain, used, low))
    if fp32_slowdown[0] > 1.0 and used == "tf32":  # FP32 given, timed at TF32 (precision.fp32_convolutions_as_tf32)
        said.append(say.band_fp32_convolutions(fp32_slowdown[0]))
    elif fp32_slowdown[0] > 1.0:
        said.append(say.band_precision_unstated_fp32(fp32_slowdown[0], used))
    lo, hi = widen(lo0, hi0, params, level, drivers, fp8_gain, graded, fp32_slowdown[0])
    slo, shi = widen(slo0, shi0, params, level, drivers, fp8_gain, graded, fp32_slowdown[1])
    wall = r["wall_days"] if has_time else math.nan
    steady = r["steady_days"] if has_time else math.nan
    return {
        "wall_days_low": wall * lo,
        "wall_days_high": wall * hi,
        "steady_days_low": steady * slo,
        "steady_days_high": steady * shi,
        "p10": lo,
        "p90": hi,
        "steady_p10": slo,
        "steady_p90": shi,
        # for thin or no support (a substituted figure included), when the fitted widening widens anything (a refit
        # can size it at x1.00: then the reason says "not widened though ..."); drivers apart
        "widened": level != "well" and not say.no_widening(*support_widening(params, level)),
        "support": level,
        # the drivers that widen it, as said above (one that widens nothing, x1.00 after a refit, is not listed)
        "widened_for": [d for d in drivers if not say.no_widening(*params.band_for(d))],
        # the graded inputs' decades from the middle of the fitted runs and the scale each put on the log-width
        "graded": dict(graded),
        "scaled_for": scales,
        "novelty": f,
        # the wall-clock band's weight against the steady state's (1: the wall-clock band; overhead_weight)
        "overhead_weight": weight,
        "precision_unstated_gain": fp8_gain if fp8_gain > 1.0 else None,  # the FP8 path's gain (unstated precision)
        # the FP32 path's slowdown, wall-clock (unstated precision on a device without BF16 and TF32)
        "precision_unstated_slowdown": fp32_slowdown[0] if fp32_slowdown[0] > 1.0 else None,
        "precision_unstated_steady_slowdown": fp32_slowdown[1] if fp32_slowdown[1] > 1.0 else None,
        "drivers": said,
    }
