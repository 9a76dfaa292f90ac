"""A precision the user did not give: on a device with FP8 tensor cores the estimate is made in 16 bits (said), and
the band's low end carries the FP8 path the run may take instead, said among the band's drivers."""

import math

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate import Settings, estimate
from gpucompare.core.estimate import params as fitted
from gpucompare.core.estimate.band import band_for, unstated_low
from gpucompare.core.estimate.precision import eight_bit_gain
from gpucompare.core.workloads import custom_workload

PRM = fitted.Params(band={"wall": (0.7, 2.0), "steady": (0.4, 1.6)})


def test_low_end_at_the_fp8_estimate_by_hand():
    """Wall 10 days, band x0.7-x2.0 -> 7-20 days; an FP8 path 2x faster -> low end 5 days (10 / 2), high end
    unchanged; the steady state's x0.4 end (3.2 days) is already below its FP8 estimate (4 days) and stays."""
    r = {"wall_days": 10.0, "steady_days": 8.0}
    plain = band_for(PRM, r, True, "well")
    alt = band_for(PRM, r, True, "well", fp8_gain=2.0, used="bf16")
    assert math.isclose(plain["wall_days_low"], 7.0) and math.isclose(alt["wall_days_low"], 5.0)
    assert math.isclose(alt["wall_days_high"], plain["wall_days_high"])
    assert math.isclose(alt["steady_days_low"], 3.2)
    assert alt["precision_unstated_gain"] == 2.0 and plain["precision_unstated_gain"] is None
    said = " ".join(str(m) for m in alt["drivers"])
    assert "no precision was given" in said and "x2.00 faster" in said and "BF16" in said
    assert "no precision was given" not in " ".join(str(m) for m in plain["drivers"])


def test_no_gain_leaves_the_low_end():
    assert unstated_low(0.5, 1.0) == 0.5
    assert unstated_low(0.9, 1.25) == 0.8
    assert unstated_low(0.5, math.nan) == 0.5


def _est(device: str, precision=None, kind="decoder"):
    cat = bundled_catalog()
    w = custom_workload(8e9, 1e10, model_kind=kind, name="t")
    return estimate(cat.resolve(device), w, 8, Settings(precision=precision))


def test_h100_without_precision_carries_the_fp8_path_on_every_face():
    e = _est("H100 SXM5 80GB")
    h100 = bundled_catalog().resolve("H100 SXM5 80GB")
    gain = eight_bit_gain(fitted.load().low_precision_share, h100.tflops("fp8") / h100.tflops("bf16"))
    assert e.precision == "bf16" and "precision_unstated" in e.flags
    assert math.isclose(e.band["precision_unstated_gain"], gain)
    assert e.to_json()["band"]["precision_unstated_gain"] == gain  # the JSON face
    assert any("no precision was given" in str(m) for m in e.band["drivers"])
    given = _est("H100 SXM5 80GB", "bf16")
    assert "precision_unstated" not in given.flags and given.band["precision_unstated_gain"] is None
    low = e.wall_days * min(given.band["p10"], 1.0 / gain)  # at most the FP8 estimate
    assert math.isclose(e.band["wall_days_low"], low, rel_tol=1e-9) and e.band["wall_days_low"] <= e.wall_days / gain
    assert math.isclose(e.wall_days, given.wall_days)  # the central estimate is the BF16 one either way


def test_no_alternative_without_fp8_tensor_cores():
    e = _est("A100 SXM4 80GB")  # no FP8 figure: BF16 is the only tensor path
    assert "precision_unstated" not in e.flags and e.band["precision_unstated_gain"] is None
