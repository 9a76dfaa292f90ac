"""FP32 on the CUDA cores of a part whose tensor cores take 16-bit inputs only (Volta, Turing) uses a utilization row
of its own (data/utilization.csv `fp32-vector`), not the family's, which its 16-bit runs set: the two paths reach
different shares of their peaks (NVIDIA's ResNet-50 tables: a V100 at 357 images/s in FP32 and 1,040 in mixed
precision, 2.9x apart for datasheet peaks 8x apart)."""

from __future__ import annotations

import math

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate import Settings, estimate
from gpucompare.core.estimate.precision import FP32_VECTOR_KEY, Peak, fp32_vector_key
from gpucompare.core.estimate.tables import default, utilization_table
from gpucompare.core.workloads import custom_workload

CAT = bundled_catalog()
V100 = CAT.resolve("nvidia-v100-sxm2-32gb")
P100 = CAT.resolve("nvidia-tesla-p100-sxm2")
A100 = CAT.resolve("nvidia-a100-sxm4-80gb")
BERT = custom_workload(110e6, 409.6e6, seq_len=128, model_kind="encoder")


class _Part:
    def __init__(self, **figures):
        self.figures = figures

    def tflops(self, precision: str) -> float:
        return self.figures.get(precision, math.nan)


def _peak(used: str) -> Peak:
    return Peak(used, used, 1.0, 1.0, 4.0)


def test_which_parts_run_fp32_beside_idle_tensor_cores_by_hand():
    # V100: 125 / 15.7 = 8x >= 4 and no TF32 figure: the CUDA cores
    assert V100.tflops("fp16") / V100.tflops("fp32") >= default("fp32_vector_matrix_ratio")
    assert fp32_vector_key(V100, _peak("fp32")) == FP32_VECTOR_KEY
    # its 16-bit runs keep the family's row
    assert fp32_vector_key(V100, _peak("fp16")) is None
    # a P100-like part, 21.2 / 10.6 = 2x (packed FP16 on the same cores, no matrix units): the family's row
    assert fp32_vector_key(_Part(fp32=10.6, fp16=21.2), _peak("fp32")) is None
    assert fp32_vector_key(_Part(fp32=10.6, fp16=4 * 10.6), _peak("fp32")) == FP32_VECTOR_KEY  # at the threshold
    # the catalog's P100 has no 16-bit figure at all: nothing to tell its FP32 apart from, the family's row
    assert fp32_vector_key(P100, _peak("fp32")) is None
    # A100 has a TF32 figure: frameworks may run its FP32 as TF32, so it is left to its family
    assert A100.tflops("tf32") > 0 and fp32_vector_key(A100, _peak("fp32")) is None


def test_a_v100_fp32_estimate_uses_the_vector_row_and_its_16_bit_one_the_family():
    assert FP32_VECTOR_KEY in utilization_table()
    fp32 = estimate(V100, BERT, 8, Settings(precision="fp32"))
    fp16 = estimate(V100, BERT, 8, Settings(precision="fp16"))
    assert fp32.inputs["utilization_key"] == FP32_VECTOR_KEY
    assert fp16.inputs["utilization_key"] == "nvidia-volta"
    # the FP32 time still rests on the 15.7 TFLOPS FP32 peak, never on the tensor figure
    assert fp32.peak_tflops == pytest.approx(V100.tflops("fp32"))
    floor_h = 6 * 110e6 * 409.6e6 / (V100.tflops("fp32") * 1e12) / 3600 * 1  # 6ND at 100% of the FP32 peak
    assert fp32.device_hours > floor_h and not math.isnan(fp32.device_hours)
