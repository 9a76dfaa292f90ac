"""The fitted values stay physical (est69): no family's GEMM utilization above the best measured matmul fraction of
the dense peak."""

import pytest

from gpucompare.core.estimate import params as fitted
from gpucompare.core.estimate.tables import defaults


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
