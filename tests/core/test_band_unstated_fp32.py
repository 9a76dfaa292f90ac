"""A precision the user did not give on a device that predates BF16 and TF32 (V100, T4, the RTX 20 series, P100): the
estimate is made on its FP16 path (said), and the band's high end reaches the estimate in FP32, which code of that era
trains in unless mixed precision is turned on (blind sets 55 and 56: pycls's CNNs, Google's ViT fine-tunes)."""

import math

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate import Settings, estimate
from gpucompare.core.estimate import params as fitted
from gpucompare.core.estimate.band import band_for, unstated_high
from gpucompare.core.estimate.precision import best_training_precision, fp32_in_reach
from gpucompare.core.workloads import custom_workload

PRM = fitted.Params(band={"wall": (0.7, 2.0), "steady": (0.4, 1.6)})


def test_high_end_at_the_fp32_estimate_by_hand():
    """Wall 10 days, band x0.7-x2.0 -> 7-20 days; an FP32 path 3x slower -> high end 30 days (10 x 3), low end
    unchanged; the steady state's FP32 path 1.5x slower is inside its x1.6 end (12.8 days of 8) and leaves it."""
    r = {"wall_days": 10.0, "steady_days": 8.0}
    plain = band_for(PRM, r, True, "well", used="fp16")
    alt = band_for(PRM, r, True, "well", used="fp16", fp32_slowdown=(3.0, 1.5))
    assert math.isclose(plain["wall_days_high"], 20.0) and math.isclose(alt["wall_days_high"], 30.0)
    assert math.isclose(alt["wall_days_low"], plain["wall_days_low"])
    assert math.isclose(alt["steady_days_high"], 12.8)
    assert alt["precision_unstated_slowdown"] == 3.0 and plain["precision_unstated_slowdown"] is None
    said = " ".join(str(m) for m in alt["drivers"])
    assert "no precision was given" in said and "x3.00 slower" in said and "predates BF16 and TF32" in said
    assert unstated_high(2.0, 1.0) == 2.0 and unstated_high(2.0, 1.5) == 2.0 and unstated_high(2.0, math.nan) == 2.0


@pytest.mark.parametrize(
    ("device", "reach"),
    [("V100 SXM2 16GB", True), ("Tesla T4", True), ("A100 SXM4 80GB", False), ("H100 SXM5 80GB", False)],
)
def test_which_devices_predate_bf16_and_tf32(device, reach):
    d = bundled_catalog().resolve(device)
    assert fp32_in_reach(d, best_training_precision(d)) is reach


def _est(device: str, precision=None):
    w = custom_workload(86e6, None, model_kind="vit", samples=1.28e7, image_size=384, name="ViT-B/16 fine-tune")
    return estimate(bundled_catalog().resolve(device), w, 8, Settings(precision=precision))


def test_v100_without_precision_reaches_its_fp32_estimate():
    e, fp16, fp32 = _est("V100 SXM2 16GB"), _est("V100 SXM2 16GB", "fp16"), _est("V100 SXM2 16GB", "fp32")
    assert e.precision == "fp16" and "precision_unstated_fp32" in e.flags
    assert math.isclose(e.wall_days, fp16.wall_days)  # the central estimate stays on the FP16 path
    slow = fp32.wall_days / fp16.wall_days
    assert slow > 2.0  # FP32 on a V100's vector units: 15.7 TFLOPS against 125 on its tensor cores
    assert math.isclose(e.band["precision_unstated_slowdown"], slow, rel_tol=1e-9)
    assert math.isclose(e.band["wall_days_high"], e.wall_days * max(fp16.band["p90"], slow), rel_tol=1e-9)
    assert e.band["wall_days_high"] >= fp32.wall_days * (1 - 1e-9)
    assert e.to_json()["band"]["precision_unstated_slowdown"] == e.band["precision_unstated_slowdown"]
    assert any("predates BF16 and TF32" in str(m) for m in e.band["drivers"])
    # a precision given narrows it back
    assert "precision_unstated_fp32" not in fp16.flags and fp16.band["precision_unstated_slowdown"] is None


def test_a_device_with_bf16_is_not_widened():
    e = _est("A100 SXM4 80GB")
    assert "precision_unstated_fp32" not in e.flags and e.band["precision_unstated_slowdown"] is None
