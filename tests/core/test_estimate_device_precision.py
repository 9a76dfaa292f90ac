"""A user who names no precision gets the device's own best training precision (BF16, else FP16, else FP32), said
first where it is not BF16; a precision the user names that the device lacks is refused or substituted as before."""

from __future__ import annotations

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate import Settings, estimate
from gpucompare.core.estimate.precision import best_training_precision
from gpucompare.core.workloads import custom_workload
from gpucompare.errors import BadArgument

CAT = bundled_catalog()
GTX = CAT.resolve("nvidia-geforce-gtx-1080-ti")
V100 = CAT.resolve("nvidia-v100-sxm2-32gb")
H100 = CAT.resolve("nvidia-h100-sxm5-80gb")
BERT = custom_workload(110e6, 409.6e6, seq_len=128, model_kind="encoder")


def test_best_precision_by_the_datasheet_figures_the_device_has():
    assert GTX.tflops("bf16") != GTX.tflops("bf16") or not GTX.tflops("bf16") > 0  # no BF16 figure
    assert best_training_precision(H100) == "bf16"
    assert best_training_precision(V100) == "fp16"  # tensor cores, no BF16
    assert best_training_precision(GTX) == "fp32"  # Pascal GeForce: FP32 only


def test_no_precision_given_on_an_fp32_only_card_estimates_at_fp32_and_says_so_first():
    e = estimate(GTX, BERT, 1, Settings())
    assert e.precision == "fp32" and e.inputs["precision_used"] == "fp32"
    assert e.peak_tflops == pytest.approx(GTX.tflops("fp32"))
    first = str(e.assumptions[0])
    assert first.startswith("No precision given: estimated in FP32") and "GTX 1080 Ti" in first
    assert "precision_device_default" in e.flags and str(e.missing[0]) == first
    # the same as naming FP32: one function decides, the only difference is the sentence
    named = estimate(GTX, BERT, 1, Settings(precision="fp32"))
    assert e.device_hours == pytest.approx(named.device_hours)
    # hand calculation: the time rests on the FP32 peak, so device-hours are at least 6ND at 100% of it
    floor_h = 6 * 110e6 * 409.6e6 / (GTX.tflops("fp32") * 1e12) / 3600
    assert e.device_hours > floor_h


def test_a_named_precision_the_device_lacks_is_still_refused():
    with pytest.raises(BadArgument, match="no BF16 or other 16-bit tensor figure"):
        estimate(GTX, BERT, 1, Settings(precision="bf16"))


def test_bf16_devices_say_nothing_new_and_match_naming_bf16():
    e = estimate(H100, BERT, 8, Settings())
    assert e.precision == "bf16" and not str(e.assumptions[0]).startswith("No precision given")
    assert e.device_hours == pytest.approx(estimate(H100, BERT, 8, Settings(precision="bf16")).device_hours)


def test_v100_without_a_precision_uses_its_own_fp16_figure_said_first():
    e = estimate(V100, BERT, 8, Settings())
    assert e.precision == "fp16" and "precision_substituted" not in e.flags
    assert str(e.assumptions[0]).startswith("No precision given: estimated in FP16")
