"""The fitted values stay physical (est69): no family's GEMM utilization above the best measured matmul fraction of
the dense peak, and no 8-bit gain above the device's own datasheet ratio."""

import math

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate import Settings, estimate
from gpucompare.core.estimate import params as fitted
from gpucompare.core.estimate.precision import eight_bit_gain
from gpucompare.core.estimate.tables import defaults
from gpucompare.core.workloads import custom_workload


def test_the_ceiling_is_the_best_measured_matmul_with_its_source():
    c = fitted.ceiling()
    # Bekman's MAMF table: A100 SXM 267.9 of 312 TFLOPS, the best of the table
    assert c == pytest.approx(267.9 / 312, abs=0.001)
    assert "Maximum Achievable Matmul" in defaults()["gemm_utilization_ceiling"]["source"]


def test_a_family_factor_never_lifts_the_utilization_over_the_ceiling():
    p = fitted.Params(gemm_utilization=0.65, family_factor={"fast": 1.7, "slow": 0.5})
    # 0.65 x 1.7 = 1.105 of the peak would run faster than the card's best matmul: held at the ceiling
    assert p.utilization("fast") == pytest.approx(fitted.ceiling())
    assert p.family_utilization["fast"] == pytest.approx(fitted.ceiling())
    assert p.utilization("slow") == pytest.approx(0.325)  # below it, untouched


def test_the_shipped_fit_is_physical():
    p = fitted.load()
    assert all(u <= fitted.ceiling() + 1e-9 for u in p.family_utilization.values())
    assert p.gemm_utilization <= fitted.ceiling()
    assert 0.0 <= p.low_precision_share <= 1.0


def test_eight_bit_gain_by_hand():
    # share 0.5 at a datasheet ratio of 2: half the step twice as fast -> 1 / (0.5 + 0.25) = 1.333
    assert eight_bit_gain(0.5, 2.0) == pytest.approx(4.0 / 3.0)
    assert eight_bit_gain(1.0, 2.0) == pytest.approx(2.0)  # all of it: the datasheet ratio, never more
    assert eight_bit_gain(0.0, 2.0) == pytest.approx(1.0)
    assert eight_bit_gain(0.5, 1.0) == pytest.approx(1.0)  # INT8 at the BF16 rate (TPU v4) gains nothing
    # the same share on a card with a higher ratio gains more, and stays under that ratio
    assert eight_bit_gain(0.5, 4.0) == pytest.approx(1.6)  # 1 / (0.5 + 0.125), under the ratio 4


def test_fp8_estimate_runs_at_the_share_of_the_datasheet_ratio():
    cat = bundled_catalog()
    h100 = cat.resolve("H100 SXM5 80GB")
    share = 0.5
    prm = fitted.load().with_values(low_precision_share=share)
    w = custom_workload(8e9, 1e10, model_kind="decoder", name="t")
    e = estimate(h100, w, 8, Settings(precision="fp8"), params=prm)
    ratio = h100.tflops("fp8") / h100.tflops("bf16")
    assert math.isclose(ratio, 2.0, rel_tol=0.01)
    assert e.effective_peak_tflops == pytest.approx(h100.tflops("bf16") / (1 - share + share / ratio))
    assert any("share 0.50" in str(a) for a in e.assumptions)
