"""The band's support level: an estimate that extrapolates from the runs the fit rests on gets a wider band and
says why."""

import math

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate import Settings, estimate
from gpucompare.core.estimate import params as fitted
from gpucompare.core.estimate.band import band_for, support_of
from gpucompare.core.workloads import custom_workload

SUPPORT = {
    "kind:decoder": 50.0,
    "kind:encoder_decoder": 2.0,
    "family:nvidia-hopper": 14.0,
    "family:huawei-ascend": 1.5,
    "params_low": 1e8,
    "params_high": 1e12,
    "count_low": 1.0,
    "count_high": 16384.0,
    "hours_low": 0.1,
    "hours_high": 3000.0,
}
PRM = fitted.Params(
    band={"wall": (0.65, 2.4), "steady": (0.6, 1.5), "thin": (0.65, 1.55), "generic": (0.58, 1.32)},
    support=SUPPORT,
)


def test_well_supported_inside_every_range():
    level, why = support_of(PRM, "decoder", "nvidia-hopper", 7e9, 64, 100.0, False, False)
    assert (level, why) == ("well", [])


def test_thin_family_kind_and_range_each_say_why():
    assert support_of(PRM, "decoder", "huawei-ascend", 7e9, 64, 100.0, False, False)[0] == "thin"
    assert support_of(PRM, "encoder_decoder", "nvidia-hopper", 7e9, 64, 100.0, False, False)[0] == "thin"
    level, why = support_of(PRM, "decoder", "nvidia-hopper", 2e12, 64, 5000.0, False, False)
    assert level == "thin" and len(why) == 2  # the size and the duration, each outside its fitted range


def test_unseen_family_kind_or_substituted_figure():
    assert support_of(PRM, "decoder", "nvidia-hopper", 7e9, 64, 100.0, True, False)[0] == "unseen"
    assert support_of(PRM, "decoder", "nvidia-hopper", 7e9, 64, 100.0, False, True)[0] == "unseen"
    assert support_of(PRM, "vit", "nvidia-hopper", 7e9, 64, 100.0, False, False)[0] == "unseen"  # no vit publisher


def test_thin_band_is_the_well_band_times_the_widening():
    """By hand: wall 10 days, well band x0.65-x2.4 -> 6.5-24 days; thin x0.65-x1.55 on top -> 4.225-37.2 days."""
    r = {"wall_days": 10.0, "steady_days": 8.0}
    well = band_for(PRM, r, True, "well")
    thin = band_for(PRM, r, True, "thin", ())
    assert math.isclose(well["wall_days_low"], 6.5) and math.isclose(well["wall_days_high"], 24.0)
    assert math.isclose(thin["wall_days_low"], 4.225) and math.isclose(thin["wall_days_high"], 37.2)
    assert math.isclose(thin["steady_days_high"], 8.0 * 1.5 * 1.55)
    assert thin["support"] == "thin" and thin["widened"] and not well["widened"]
    assert "extrapolates" in str(thin["drivers"][1])


def test_a_negligible_substituted_figure_widening_is_not_applied_and_said_so():
    """Blind set 20's refit sized the widening for a substituted figure x0.99-x1.01 (thin x1.00): a pair within
    x1.02 of 1 is not applied (the band is the well-supported one, by hand 6.5-24 days for 10 days) and the estimate
    says it was not widened though a figure was substituted; x0.97-x1.01 is applied and said."""
    r = {"wall_days": 10.0, "steady_days": 8.0}
    tiny = fitted.Params(band={**PRM.band, "thin": (1.0, 1.0), "generic": (0.9871, 1.013)}, support=SUPPORT)
    b = band_for(tiny, r, True, "unseen", (), substituted=True)
    assert math.isclose(b["wall_days_low"], 6.5) and math.isclose(b["wall_days_high"], 24.0)
    assert not b["widened"] and b["support"] == "unseen"
    assert "not widened though a figure the device lacks was substituted" in str(b["drivers"][1])
    assert not any("x0.99" in str(d) for d in b["drivers"])
    some = fitted.Params(band={**tiny.band, "generic": (0.97, 1.01)}, support=SUPPORT)
    b = band_for(some, r, True, "unseen", (), substituted=True)
    assert math.isclose(b["wall_days_low"], 6.5 * 0.97) and math.isclose(b["wall_days_high"], 24.0 * 1.01)
    assert b["widened"] and "widened x0.97-x1.01 because a figure the device lacks" in str(b["drivers"][1])


def test_shipped_fit_flags_a_run_outside_its_range():
    """The shipped support: a 7B pre-training on 64 H100 for 20B tokens is well supported; 2T tokens on one H100
    (years) is beyond the durations the fit saw: flagged thin_support, the reason said, and its band wider by what the
    out-of-fold residuals of thin-support rows show (no wider where they were no wider than the well-supported)."""
    h100 = bundled_catalog().resolve("nvidia-h100-sxm5-80gb")
    prm = fitted.load()
    w = custom_workload(params=7e9, tokens=2e10)
    short = estimate(h100, w, 64, Settings(), params=prm)
    assert short.status == "ok" and "thin_support" not in short.flags, short.flags
    long = estimate(h100, custom_workload(params=7e9, tokens=2e12), 8, Settings(), params=prm)
    assert long.status == "ok" and "thin_support" in long.flags
    assert long.band["support"] == "thin" and long.band["p90"] >= short.band["p90"]
    lo, hi = prm.band_for("thin")  # the widening is what thin rows' out-of-fold residuals show: none when no wider
    if (lo, hi) != (1.0, 1.0):
        assert long.band["p90"] > short.band["p90"]
    assert any("hours, outside" in str(a) for a in long.assumptions)


def test_drivers_widen_then_novelty_scales_about_the_centre():
    """By hand: well band x0.65-x2.4 with a fine-tune (x0.8-x1.25) -> x0.52-x3.0; novelty 1.2 scales the log-width
    about the centre sqrt(0.52 x 3.0) = 1.249: half-width ln(3.0 / 0.52) / 2 = 0.8763 -> 1.0516, so
    x1.249 / e^1.0516 = 0.4362 to x1.249 x e^1.0516 = 3.576."""
    prm = fitted.Params(band={**PRM.band, "finetune": (0.8, 1.25), "novelty": (1 / 1.2, 1.2)}, support=SUPPORT)
    b = band_for(prm, {"wall_days": 10.0, "steady_days": 8.0}, True, "well", (), drivers=("finetune",))
    assert math.isclose(b["p10"], 0.4362, rel_tol=1e-3) and math.isclose(b["p90"], 3.576, rel_tol=1e-3)
    assert math.isclose(b["wall_days_low"], 4.362, rel_tol=1e-3)
    assert b["widened_for"] == ["finetune"] and b["novelty"] == 1.2 and not b["widened"]
    assert any("fine-tune" in str(d) for d in b["drivers"]) and any("never saw" in str(d) for d in b["drivers"])
    # a driver the fit did not size is not applied (and not said)
    b2 = band_for(PRM, {"wall_days": 10.0, "steady_days": 8.0}, True, "well", (), drivers=("vision",))
    assert b2["widened_for"] == [] and math.isclose(b2["p90"], 2.4)


def test_a_novelty_scale_below_one_narrows_about_the_centre_and_says_so():
    """By hand: well band x0.65-x2.4, novelty 0.9 (the blind sets fell nearer than the band allowed for): centre
    sqrt(0.65 x 2.4) = 1.249, half-width ln(2.4 / 0.65) / 2 = 0.6531 -> 0.5878, so x1.249 / e^0.5878 = 0.6938 to
    x1.249 x e^0.5878 = 2.248; the band says it is narrowed, never "wider"."""
    prm = fitted.Params(band={**PRM.band, "novelty": (1 / 0.9, 0.9)}, support=SUPPORT)
    b = band_for(prm, {"wall_days": 10.0, "steady_days": 8.0}, True, "well", ())
    assert math.isclose(b["p10"], 0.6938, rel_tol=1e-3) and math.isclose(b["p90"], 2.248, rel_tol=1e-3)
    assert b["novelty"] == 0.9 and b["p90"] / b["p10"] < 2.4 / 0.65
    said = [str(d) for d in b["drivers"]]
    assert any("as wide" in d and "nearer" in d for d in said) and not any("wider again" in d for d in said)


def test_drivers_of_what_the_user_left_open():
    from gpucompare.core.estimate.band import drivers_of

    stated = custom_workload(params=7e9, tokens=2e10, seq_len=4096)
    default = custom_workload(params=7e9, tokens=2e10)
    vision = custom_workload(25.6e6, None, model_kind="cnn", samples=1.28e8, image_size=224)
    assert drivers_of(stated, Settings()) == []
    assert drivers_of(default, Settings(finetune="lora")) == ["finetune", "seq_default"]
    assert drivers_of(vision, Settings()) == ["vision"]
    # one device: the run's software stack (eager or compiled kernels) is what the inputs leave open
    assert drivers_of(stated, Settings(), 1) == ["single_device"]
    assert drivers_of(stated, Settings(), 8) == []


def test_single_device_widening_by_hand():
    """A well-supported wall-clock band x0.5-x2.5 with a single-device widening x0.7-x1.4 and no novelty: x0.35 to
    x3.5, the factors multiply the ends."""
    from gpucompare.core.estimate.band import widen

    prm = fitted.Params(band={"single_device": (0.7, 1.4), "novelty": (1.0, 1.0)}, support=SUPPORT)
    lo, hi = widen(0.5, 2.5, prm, "well", ("single_device",))
    assert math.isclose(lo, 0.35) and math.isclose(hi, 3.5)


def test_shipped_estimate_says_each_driver_and_the_novelty():
    """A LoRA fine-tune with no sequence length on 8 H100: the shipped band is wider than the same run stated in full,
    and says why."""
    h100 = bundled_catalog().resolve("nvidia-h100-sxm5-80gb")
    prm = fitted.load()
    full = estimate(h100, custom_workload(params=7e9, tokens=2e9, seq_len=2048), 8, Settings(), params=prm)
    open_ = estimate(h100, custom_workload(params=7e9, tokens=2e9), 8, Settings(finetune="lora"), params=prm)
    assert set(open_.band["widened_for"]) <= {"finetune", "seq_default"} and open_.band["widened_for"]
    ratio = lambda e: e.band["p90"] / e.band["p10"]  # noqa: E731
    assert ratio(open_) > ratio(full)
    assert any("widened" in str(d) for d in open_.band["drivers"][1:])


GRADED_PRM = fitted.Params(
    band={
        "wall": (0.5, 2.0),
        "steady": (0.5, 2.0),
        "size": (1 / 1.2, 1.2),
        "size_mid": (1e9, 1e9),
        "devices": (1 / 1.1, 1.1),
        "devices_mid": (8.0, 8.0),
        "novelty": (1.0, 1.0),
    },
    support=SUPPORT,
)


def test_graded_inputs_are_decades_from_the_middle_within_the_span():
    """By hand: 100M active parameters are one decade below a 1B middle (+1), 1T three above (-3); 80 devices one
    decade above a middle of 8 (-1); a 1e15-parameter model stops at the span (-3): the scale grows no more."""
    from gpucompare.core.estimate.band import GRADED_SPAN, graded_of

    assert graded_of(GRADED_PRM, 1e8, 80) == pytest.approx({"size": 1.0, "devices": -1.0})
    assert graded_of(GRADED_PRM, 1e12, 8)["size"] == pytest.approx(-3.0)
    assert graded_of(GRADED_PRM, 1e15, 8)["size"] == pytest.approx(-GRADED_SPAN)
    # a table the fit did not size scales nothing (an older calibration.csv, or too few publishers)
    assert graded_of(fitted.Params(band={"wall": (0.5, 2.0)}), 1e8, 1) == {}


def test_graded_band_by_hand_small_model_wider_large_model_narrower():
    """By hand: base x0.5-x2.0 (centre x1, log half-width ln 2 = 0.6931). 100M parameters on 8 devices: one decade
    below the size middle, at the devices middle: scale 1.2 -> half-width 0.8318 -> x0.4353-x2.297. 100B on 80
    devices: two decades above (1.2^-2 = 0.6944) and one above (1/1.1): scale 0.6313 -> half-width 0.4376 ->
    x0.6456-x1.549. The centre never moves."""
    from gpucompare.core.estimate.band import graded_of, widen

    small = widen(0.5, 2.0, GRADED_PRM, "well", (), 1.0, graded_of(GRADED_PRM, 1e8, 8))
    assert small == pytest.approx((0.4353, 2.297), rel=1e-3)
    large = widen(0.5, 2.0, GRADED_PRM, "well", (), 1.0, graded_of(GRADED_PRM, 1e11, 80))
    assert large == pytest.approx((0.6456, 1.549), rel=1e-3)
    assert small[0] * small[1] == pytest.approx(1.0) and large[0] * large[1] == pytest.approx(1.0)


def test_band_says_each_graded_input_with_its_value_and_middle():
    """The sentence every face shows (window, estimate --json `band.drivers`, report): the input as entered, the
    middle it is measured from and the scale; `graded` and `scaled_for` in the band dict."""
    from gpucompare.core.estimate.band import graded_of

    r = {"wall_days": 10.0, "steady_days": 8.0}
    g = graded_of(GRADED_PRM, 1e8, 8)
    b = band_for(GRADED_PRM, r, True, "well", (), graded=g, inputs={"size": 1e8, "devices": 8.0})
    said = [str(d) for d in b["drivers"]]
    assert any("x1.20 wider for 0.1B active parameters against 1B in the middle" in d for d in said), said
    assert not any("devices against" in d for d in said)  # at the middle: scale 1, not said
    assert b["graded"] == pytest.approx({"size": 1.0, "devices": 0.0})
    assert b["scaled_for"]["size"] == pytest.approx(1.2)
    assert math.isclose(b["wall_days_low"], 4.353, rel_tol=1e-3)
    big = band_for(
        GRADED_PRM, r, True, "well", (), graded=graded_of(GRADED_PRM, 1e11, 80), inputs={"size": 1e11, "devices": 80.0}
    )
    said = [str(d) for d in big["drivers"]]
    assert any("as wide for 100B active parameters" in d and "nearer" in d for d in said), said
    assert any("as wide for 80 devices against 8" in d for d in said), said
    one = band_for(
        GRADED_PRM, r, True, "well", (), graded=graded_of(GRADED_PRM, 1e9, 1), inputs={"size": 1e9, "devices": 1.0}
    )
    said = " ".join(str(d) for d in one["drivers"])
    assert "wider for 1 device against 8" in said and "1 devices" not in said, said


def test_shipped_estimate_scales_the_band_by_size_and_devices():
    """Shipped fit: a 125M model on one H100 gets a wider band than a 70B model on 1,024, each saying why; the same
    scale as the sentence says."""
    h100 = bundled_catalog().resolve("nvidia-h100-sxm5-80gb")
    prm = fitted.load()
    if "size" not in prm.band:
        pytest.skip("the shipped fit sizes no graded input")
    small = estimate(
        h100, custom_workload(params=1.25e8, tokens=2e9, seq_len=1024), 1, Settings(precision="bf16"), params=prm
    )
    large = estimate(
        h100, custom_workload(params=7e10, tokens=2e12, seq_len=4096), 1024, Settings(precision="bf16"), params=prm
    )
    ratio = lambda e: e.band["p90"] / e.band["p10"]  # noqa: E731
    assert ratio(small) > ratio(large)
    assert small.band["graded"]["size"] > 0 > large.band["graded"]["size"]
    assert any("active parameters against" in str(d) for d in small.band["drivers"])
