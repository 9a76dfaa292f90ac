"""FP32 convolutions on a TF32-capable device (issue 20, blind set 58: FlagPerf's ResNet-50 "fp32" on 8 A100 came out
+162% when timed on the FP32 vector units). PyTorch's torch.backends.cudnn.allow_tf32 (True by default since 1.7) and
TensorFlow's TF32 default (since 2.4) run a CNN's FP32 convolutions on the TF32 tensor cores: a CNN given FP32 on
such a device is timed at TF32, said in the assumptions, with the band's high end reaching the pure-FP32 estimate.
A transformer's FP32 matmuls stay FP32 (PyTorch's matmul default is False since 1.12)."""

from __future__ import annotations

import math

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate import Settings, estimate
from gpucompare.core.estimate import params as fitted
from gpucompare.core.estimate.configuration import plan
from gpucompare.core.estimate.tables import measured_throughput
from gpucompare.core.workloads import custom_workload, workload_for

CAT = bundled_catalog()
IMAGES = 128_283_939  # FlagPerf's ResNet-50: 100 epochs of ImageNet-1k


def _est(device, precision, w=None):
    return estimate(
        CAT.resolve(device), w or workload_for("ResNet-50", samples=IMAGES), 8, Settings(precision=precision)
    )


def test_fp32_resnet50_on_a100_is_timed_as_nvidias_tf32_row_by_hand():
    fp32, tf32 = _est("A100 SXM4 40GB", "fp32"), _est("A100 SXM4 40GB", "tf32")
    assert fp32.precision == "fp32" and "precision_fp32_as_tf32" in fp32.flags
    assert math.isclose(fp32.wall_days, tf32.wall_days, rel_tol=1e-9)
    # NVIDIA's TF32 row for this device (data/benchmarks.csv): images per second per device, 8 devices, no comms
    # term large enough to matter at 25.6M parameters
    rate = float(measured_throughput(CAT.resolve("A100 SXM4 40GB").id, "resnet-50", "tf32")["value"])
    assert fp32.steady_days * 86400 == pytest.approx(IMAGES / (rate * 8), rel=0.05)
    said = [str(a) for a in fp32.assumptions]
    assert any("timed at its TF32 tensor rate, 156 TFLOPS, not its FP32 figure of 19.5" in a for a in said)


def test_the_band_reaches_the_pure_fp32_estimate():
    e = _est("A100 SXM4 40GB", "fp32")
    d = CAT.resolve("A100 SXM4 40GB")
    w = workload_for("ResNet-50", samples=IMAGES)
    p32 = plan(d, w, 8, Settings(precision="fp32"), fitted.load(), fp32_as_asked=True)
    assert p32.peak.used == "fp32" and p32.peak.vector  # the FP32 units, TF32 turned off
    slow = e.band["precision_unstated_slowdown"]
    assert slow > 1.5  # 19.5 TFLOPS of vector FP32 against the measured TF32 rate
    assert e.band["wall_days_high"] >= e.wall_days * slow * (1 - 1e-9)
    assert any("because FP32 was given: estimated at TF32" in str(m) for m in e.band["drivers"])


def test_devices_without_tf32_and_transformers_keep_fp32():
    v100 = _est("V100 SXM2 16GB", "fp32")  # Volta has no TF32: its FP32 units, as before
    assert "precision_fp32_as_tf32" not in v100.flags and v100.band["precision_unstated_slowdown"] is None
    vit = custom_workload(86e6, None, model_kind="vit", samples=1e7, image_size=224, name="ViT-B/16")
    e = _est("A100 SXM4 40GB", "fp32", vit)
    assert "precision_fp32_as_tf32" not in e.flags
    d = CAT.resolve("A100 SXM4 40GB")
    assert plan(d, vit, 8, Settings(precision="fp32"), fitted.load()).peak.used == "fp32"
