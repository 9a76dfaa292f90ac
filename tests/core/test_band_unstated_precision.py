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


def test_b300_without_precision_carries_the_fp4_path_by_hand():
    """B300: BF16 2,250, FP8 4,500, FP4 14,000 TFLOPS; Blackwell's published FP4 share 0.57 (data/utilization.csv).
    By hand at the shipped 8-bit share s: FP8 1 / (1 - s + s / 2), FP4 over it 1 / (1 - 0.57 + 0.57 / 3.111) = 1.631;
    the low end is at most the FP4 estimate, and the driver names FP4 (blind set 21's MLPerf v6.0 results on B300,
    GB300 and MI355X state no precision; their recipes train in NVFP4/MXFP4 or FP8)."""
    from gpucompare.core.estimate.tables import utilization_for

    b300 = bundled_catalog().resolve("B300")
    share4 = float(utilization_for(b300.family, b300.id)["fp4_share"])
    s = fitted.load().low_precision_share
    fp8 = 1.0 / (1.0 - s + s / 2.0)
    fp4 = 1.0 / (1.0 - share4 + share4 / (14000.0 / 4500.0))
    assert math.isclose(share4, 0.57) and math.isclose(fp4, 1.6307, rel_tol=1e-3)
    e = _est("B300")
    assert e.precision == "bf16" and "precision_unstated" in e.flags
    assert math.isclose(e.band["precision_unstated_gain"], fp8 * fp4, rel_tol=1e-9)
    said = [str(m) for m in e.band["drivers"] if "no precision was given" in str(m)]
    assert said and "the estimate in FP4" in said[0] and "FP4 tensor cores" in said[0]
    assert e.band["wall_days_low"] <= e.wall_days / (fp8 * fp4) * (1 + 1e-9)
    given = _est("B300", "fp4")  # the path named: its estimate lies inside the unstated band (the matmul gain is
    assert e.band["wall_days_low"] <= given.wall_days < e.wall_days  # an upper bound on the whole step's)


def test_fp4_figure_without_a_published_share_keeps_the_fp8_path():
    """FP4 is the unstated path only where the device's FP4 figure is above its FP8 one and its family has a published
    FP4 share (as a named FP4 run needs both); else FP8."""
    from types import SimpleNamespace

    from gpucompare.core.estimate.precision import low_precision_paths

    def dev(fp8, fp4):
        return SimpleNamespace(tflops=lambda p: {"fp8": fp8, "fp4": fp4}.get(p, math.nan))

    assert low_precision_paths(dev(4500.0, 14000.0), {"fp4_share": "0.57"}) == ("fp4", "fp8")
    assert low_precision_paths(dev(4500.0, 14000.0), {"fp4_share": ""}) == ("fp8",)  # no published share
    assert low_precision_paths(dev(1979.0, math.nan), {"fp4_share": "0.57"}) == ("fp8",)  # no FP4 figure
    assert low_precision_paths(dev(4500.0, 4500.0), {"fp4_share": "0.57"}) == ("fp8",)  # FP4 no faster
