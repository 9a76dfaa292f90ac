"""The band around an estimate: the 10th and 90th percentiles of published / predicted over the validation runs,
each predicted out of fold (tests/validation/calibrate.py fits them; data/calibration.csv holds them), for the
expected wall-clock and for the steady state. A device whose family has no published run, or whose precision
figure was substituted, gets the band widened by the spread of the families' own typical errors. The band says which
inputs drive it."""

from __future__ import annotations

import math

from gpucompare.core.estimate import assumptions as say


def band_for(params, r: dict, generic: bool, substituted: bool, has_time: bool) -> dict:
    lo, hi = params.band_for("wall")
    slo, shi = params.band_for("steady")
    drivers = [say.band_spread(lo, hi, slo, shi)]
    if generic or substituted:
        glo, ghi = params.band_for("generic")
        lo, hi, slo, shi = lo * glo, hi * ghi, slo * glo, shi * ghi
        drivers.append(say.band_generic(glo, ghi, generic, substituted))
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
        "widened": bool(generic or substituted),
        "drivers": drivers,
    }
