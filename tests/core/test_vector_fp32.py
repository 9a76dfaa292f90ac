"""An FP32 run on a device with matrix units it leaves idle (tensor cores from Volta): its family's shortfall below the
global utilization is time at the matrix units' rate (vector_units, est171), and said; devices whose 16-bit math is
packed on the FP32 units (P100) and TF32 or TPU FP32 runs (on the matrix units) are not touched. The fitted factor on
top of it (vector_efficiency, est150) was measured and not kept then; est225 measured it again on the 1,725 rows with
the timed regions and kept it (out of fold 30.6% -> 30.4%: tests/validation/calibrate.py fits it; the shipped value is
the integrator's refit's)."""

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate import Settings, estimate
from gpucompare.core.estimate import params as fitted
from gpucompare.core.estimate.precision import beside_matrix_units
from gpucompare.core.workloads import custom_workload

CAT = bundled_catalog()
PRM = fitted.load()
W = custom_workload(1.0e8, 1.0e9)


@pytest.mark.parametrize(
    "device_id, beside",
    [
        ("nvidia-v100-sxm2-16gb", True),  # 125 tensor against 15.7 FP32: 8x
        ("nvidia-a100-sxm4-80gb", True),  # 312 against 19.5: 16x
        ("nvidia-tesla-p100-sxm2", False),  # 21.2 packed FP16 against 10.6: 2x, no tensor cores
    ],
)
def test_matrix_units_are_read_from_the_datasheet_ratio(device_id, beside):
    assert beside_matrix_units(CAT[device_id]) is beside


def test_the_vector_units_factor_multiplies_the_est171_utilization_up_to_the_ceiling_and_is_said():
    """est225: an FP32 run on the vector units of a device with matrix units takes the fitted vector_efficiency on
    top of est171's utilization, at most the ceiling (the best measured matmul's share of its peak). By hand on one
    V100 SXM2 (125 tensor / 15.7 FP32 TFLOPS) at u = 0.289 (the global utilization x Volta's factor f = 0.51):
    u0 = u / f, the est171 utilization 1 / (1 / u0 + (1 / u - 1 / u0) / 7.96), x 1.5; at x4 the ceiling."""
    key = estimate(CAT["nvidia-v100-sxm2-16gb"], W, 1, Settings(precision="fp32")).inputs["utilization_key"]
    u, f, ceiling = PRM.utilization(key), PRM.factor(key), fitted.ceiling()
    u0 = min(u / f, ceiling)
    est171 = 1.0 / (1.0 / u0 + (1.0 / u - 1.0 / u0) / (125.0 / 15.7))
    for eff in (1.5, 4.0):
        prm = PRM.with_values(vector_efficiency=eff)
        e = estimate(CAT["nvidia-v100-sxm2-16gb"], W, 1, Settings(precision="fp32"), params=prm)
        assert e.utilization == pytest.approx(min(est171 * eff, ceiling))
        assert any(f"x {eff:.2g} for matmuls on the FP32 vector units" in str(a) for a in e.assumptions)
    assert min(est171 * 4.0, ceiling) == ceiling  # x4 would pass the best measured matmul: held at the ceiling
    # a 16-bit run on the same device, on its matrix units, does not take it
    prm = PRM.with_values(vector_efficiency=1.5)
    e16 = estimate(CAT["nvidia-v100-sxm2-16gb"], W, 1, Settings(precision="fp16"), params=prm)
    assert e16.utilization == pytest.approx(PRM.utilization(key))
    assert not any("matmuls on the FP32 vector units" in str(a) for a in e16.assumptions)


def test_a_v100_fp32_run_counts_its_familys_shortfall_as_time_at_the_matrix_rate_and_says_it():
    """est171 (vector_units): Volta's factor below 1 is time beside the matmuls at the tensor cores' rate, added to
    matmuls at the global utilization on the FP32 units, not the factor on a peak 7.96x lower."""
    e = estimate(CAT["nvidia-v100-sxm2-16gb"], W, 1, Settings(precision="fp32"))
    key = e.inputs["utilization_key"]
    u, f = PRM.utilization(key), PRM.factor(key)
    assert f < 1.0
    u0 = min(u / f, fitted.ceiling())
    want = 1.0 / (1.0 / u0 + (1.0 / u - 1.0 / u0) / (125.0 / 15.7))
    assert u < want < u0
    # est225: times the fitted vector_efficiency (1 until a refit sets it), at most the ceiling
    assert e.utilization == pytest.approx(min(want * PRM.vector_efficiency, fitted.ceiling()))
    assert any("on the FP32 vector units" in str(a) for a in e.assumptions)


@pytest.mark.parametrize(
    "device_id, precision",
    [("nvidia-v100-sxm2-16gb", "fp16"), ("nvidia-a100-sxm4-80gb", "tf32"), ("nvidia-tesla-p100-sxm2", "fp32")],
)
def test_runs_on_the_matrix_units_or_without_them_keep_the_family_utilization(device_id, precision):
    e = estimate(CAT[device_id], W, 1, Settings(precision=precision))
    assert e.utilization == pytest.approx(PRM.utilization(e.inputs["utilization_key"]))
    assert not any("on the FP32 vector units" in str(a) for a in e.assumptions)


def test_a_tpu_fp32_run_goes_at_the_matrix_units_passes_not_the_vector_factor():
    e = estimate(CAT["google-tpu-v3"], W, 8, Settings(precision="fp32"))
    assert not any("on the FP32 vector units" in str(a) for a in e.assumptions)
