"""The band around an estimate: the 10th and 90th percentiles of published / predicted over the validation runs,
each predicted out of fold (tests/validation/calibrate.py fits them; data/calibration.csv holds them), for the
expected wall-clock and for the steady state, measured on the runs the fit supports well. An estimate that
extrapolates gets it widened by how much wider the out-of-fold residuals of such runs were: `thin` support (a device
family backed by fewer than two publishers, a model kind by fewer than three, or a model size, device count or
duration outside the range of the runs the parameters were fitted on) or `unseen` (a family without any published
run, or a figure the device lacks substituted). The band says which inputs drive it."""

from __future__ import annotations

import math

from gpucompare.core.estimate import assumptions as say

#: a family's evidence (its publishers, calibrate.family_evidence) below which its factor rests on few witnesses; set a
#: priori (one publisher is one code base and one way of reporting), not fitted
THIN_FAMILY_EVIDENCE = 2.0
#: publishers of a model kind below which its mechanisms (encoder-decoder FLOPs, vision throughputs, the MoE
#: efficiency) rest on few witnesses; set a priori
THIN_KIND_PUBLISHERS = 3


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
) -> dict:
    lo, hi = params.band_for("wall")
    slo, shi = params.band_for("steady")
    drivers = [say.band_spread(lo, hi, slo, shi)]
    if level != "well":
        glo, ghi = params.band_for("generic" if level == "unseen" else "thin")
        lo, hi, slo, shi = lo * glo, hi * ghi, slo * glo, shi * ghi
        if level == "unseen" and (generic or substituted):
            drivers.append(say.band_generic(glo, ghi, generic, substituted))
        else:
            drivers.append(say.band_extrapolates(glo, ghi, reasons))
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
        "widened": level != "well",
        "support": level,
        "drivers": drivers,
    }
