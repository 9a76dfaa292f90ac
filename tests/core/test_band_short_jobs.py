"""A wall-clock estimate's band towards the steady state's by the run's overhead share (band.overhead_weight,
band.blend_ends; est211, issue 20): a job of minutes is not given the spread of whole campaigns."""

import math
from dataclasses import replace

import pytest

from gpucompare.core.estimate import load_params
from gpucompare.core.estimate.band import band_for, blend_ends, overhead_weight


def test_overhead_weight_is_the_runs_share_over_the_middle_at_most_one():
    # steady 0.95 of the wall-clock: a 5% overhead share against a middle of 20%: a quarter of the way
    assert overhead_weight(0.95, 1.0, 0.20) == pytest.approx(0.25)
    assert overhead_weight(0.60, 1.0, 0.20) == 1.0  # a campaign's overheads: the wall-clock band
    assert overhead_weight(1.0, 1.0, 0.20) == 0.0  # none at all: the steady-state band
    assert overhead_weight(math.nan, 1.0, 0.20) == 1.0 and overhead_weight(0.9, 1.0, math.nan) == 1.0


def test_blend_is_a_weighted_mean_of_the_ends_in_logarithms():
    wall, steady = (0.5146, 3.182), (0.6416, 2.269)
    lo, hi = blend_ends(wall, steady, 0.25)
    assert lo == pytest.approx(0.6416**0.75 * 0.5146**0.25)
    assert hi == pytest.approx(2.269**0.75 * 3.182**0.25)
    # x6.18 wide at the wall-clock band, x3.54 at the steady state's, x4.07 a quarter of the way
    assert 3.182 / 0.5146 == pytest.approx(6.18, abs=0.01) and hi / lo == pytest.approx(4.07, abs=0.01)
    assert blend_ends(wall, steady, 1.0) == wall


def test_a_short_job_gets_a_narrower_band_said_and_a_campaign_keeps_its_own():
    prm = load_params()
    band = dict(prm.band)
    band["overhead_mid"] = (0.2, 0.2)
    prm = replace(prm, band=band)
    short = band_for(prm, {"wall_days": 1.0, "steady_days": 0.95}, True)
    campaign = band_for(prm, {"wall_days": 1.0, "steady_days": 0.6}, True)
    assert short["overhead_weight"] == pytest.approx(0.25) and campaign["overhead_weight"] == 1.0
    assert short["p90"] / short["p10"] < campaign["p90"] / campaign["p10"]
    assert any("towards the steady state's" in d for d in short["drivers"])
    assert not any("towards the steady state's" in d for d in campaign["drivers"])
    # the steady-state band is the steady state's whatever the overheads
    assert short["steady_p10"] == campaign["steady_p10"] and short["steady_p90"] == campaign["steady_p90"]
    # without a middle in the band table (a calibration before est211) nothing changes
    plain = band_for(load_params(), {"wall_days": 1.0, "steady_days": 0.95}, True)
    assert plain["overhead_weight"] == 1.0
