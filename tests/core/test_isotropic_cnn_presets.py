"""Isotropic convnets (ConvMixer) are named presets with their published FLOPs per image: scaling a ResNet's FLOPs by
the parameters undercounts a network that applies every weight at all 32 x 32 positions of a 224 px image."""

from __future__ import annotations

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate import Settings, estimate
from gpucompare.core.estimate import params as fitted
from gpucompare.core.estimate.vision import cnn_sample_time_s
from gpucompare.core.workloads import custom_workload, find_preset, find_vision_model

CAT = bundled_catalog()


def test_a_named_convmixer_takes_its_published_flops_not_a_resnet_scaled_by_parameters():
    w = custom_workload(51.6e6, None, model_kind="cnn", samples=192_175_050, name="ConvMixer-1536/20 on 10 GPUs")
    assert w.id == "convmixer-1536-20"
    # hand calculation: OpenMMLab's 48.71 G multiply-adds per 224 px image, x 2 FLOPs x 3 (forward and backward)
    assert w.flops_per_token == pytest.approx(3 * 2 * 48.71e9)
    # what the nearest plain preset gives for the same parameters, had the name not matched: ~5x fewer FLOPs
    nearest, how = find_vision_model("a 51.6M-parameter CNN", "cnn", 51.6e6)
    assert how == "nearest" and nearest.id != "convmixer-1536-20"
    scaled = nearest.flops_per_token * 51.6e6 / nearest.params
    assert w.flops_per_token / scaled > 4.5
    # FLOPs per parameter: each weight is applied at all 1,024 positions (two FLOPs per multiply-add)
    assert w.flops_per_token / 3 / w.params == pytest.approx(2 * 1024 * 0.92, rel=0.05)


def test_convmixer_is_used_when_named_only():
    _, how = find_vision_model("a CNN of 21M parameters", "cnn", 21.1e6)
    assert how == "nearest"
    assert find_vision_model("a CNN of 21M parameters", "cnn", 21.1e6)[0].id != "convmixer-768-32"
    assert find_vision_model("ConvMixer-768/32, 300 epochs", "cnn", 21.1e6)[0].id == "convmixer-768-32"


def test_convmixer_roofline_by_hand_on_a_quadro_rtx_8000():
    """seconds per image = FLOPs / (FP16 peak x cnn_utilization) + activation bytes x traffic per byte / bandwidth:
    its depthwise convolutions and full-resolution activations make the memory term the larger one."""
    p = fitted.load()
    d = CAT.resolve("Quadro RTX 8000")
    w = find_preset("ConvMixer-768/32")
    peak = d.tflops("fp16")
    t, bench = cnn_sample_time_s(d, w, "fp16", peak, 2.0, p)
    assert bench is None
    compute = 6 * 19.62e9 / (peak * 1e12 * p.cnn_utilization)
    memory = 407e6 * p.cnn_traffic_per_activation_byte / (d.get("memory_bw_gbs") * 1e9)
    assert t == pytest.approx(compute + memory, rel=1e-3)
    assert memory > compute
    e = estimate(d, w, 10, Settings(precision="fp16"))
    assert e.total_flops == pytest.approx(6 * 19.62e9 * 300 * 1_281_167, rel=1e-6)
