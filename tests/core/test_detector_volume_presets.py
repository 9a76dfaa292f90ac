"""Detectors and a volume segmenter are named presets with their published (or layer-counted) FLOPs at their own input
size: a classifier's FLOPs at 224 px scaled by the parameters is not a YOLO's at 640 px, and a 3D U-Net's 128^3 patch
has about 2,000 times a 224 px image's pixels."""

from __future__ import annotations

import pytest

from gpucompare.core.workloads import at_image_size, custom_workload, find_vision_model


def test_a_named_yolo_takes_its_published_flops_at_640_px():
    w = custom_workload(3.2e6, None, model_kind="cnn", samples=500 * 118_287, image_size=640, name="YOLOv8-N COCO")
    assert w.id == "yolov8n"
    # hand calculation: Ultralytics' 8.7 GFLOPs at 640 px (2 FLOPs per multiply-add), x 3 for forward and backward
    assert w.flops_per_token == pytest.approx(3 * 8.7e9)
    # the same parameters without the name: its parameters at its pixels (core.cnn_flops, est161), each weight at
    # the median positions per pixel of published CNNs: near YOLOv8n's own figure (the nearest classifier in
    # parameters, EfficientNet-B0 scaled, gave over 2x fewer before)
    unnamed = custom_workload(3.2e6, None, model_kind="cnn", samples=1, image_size=640, name="a 3.2M CNN")
    assert unnamed.id == "custom"
    assert 0.8 < w.flops_per_token / unnamed.flops_per_token < 1.25


def test_yolox_and_yolov5_spellings_resolve():
    assert find_vision_model("YOLOX-S COCO 2017 detection from scratch", "cnn")[0].id == "yolox-s"
    assert find_vision_model("YOLOv5x COCO from scratch", "cnn")[0].id == "yolov5x"
    w = custom_workload(9e6, None, model_kind="cnn", samples=1, image_size=640, name="YOLOX-S")
    assert w.flops_per_token == pytest.approx(3 * 26.8e9)


def test_a_detector_at_another_size_scales_with_the_pixels():
    w = custom_workload(11.2e6, None, model_kind="cnn", samples=1, image_size=320, name="YOLOv8-S")
    assert w.flops_per_token == pytest.approx(3 * 28.6e9 / 4)


def test_detectors_are_used_only_when_named():
    base, how = find_vision_model("a CNN of 11M parameters", "cnn", 11.2e6)
    assert how == "nearest" and not base.id.startswith(("yolo", "unet3d"))


def test_a_3d_unet_counts_its_volume():
    w = custom_workload(19e6, None, model_kind="cnn", samples=282_240, image_size=128, name="MLPerf 3D U-Net (KiTS19)")
    assert w.id == "unet3d-kits19"
    # hand calculation from the reference code: 477.3e9 multiply-adds per 128^3 patch, x 2 x 3
    assert w.flops_per_token == pytest.approx(6 * 477.3e9, rel=1e-3)
    # the two 32-channel 3x3x3 convolutions at full resolution: 128^3 x 27 x 32 x 32 multiply-adds each
    assert 128**3 * 27 * 32 * 32 == pytest.approx(58e9, rel=0.01)
    # a volume scales with the voxels: half the side is an eighth of the FLOPs and activations
    half = at_image_size(w, 64)
    assert half.flops_per_token == pytest.approx(w.flops_per_token / 8)
    assert half.activation_bytes_per_token == pytest.approx(w.activation_bytes_per_token / 8)
    # a 2D image model at half the side: a quarter
    rn = custom_workload(25.6e6, None, model_kind="cnn", samples=1, image_size=112, name="ResNet-50")
    assert rn.flops_per_token == pytest.approx(24.6e9 / 4)
