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
    # the same parameters without the name: a classifier scaled by parameters and pixels, over 2x fewer FLOPs
    unnamed = custom_workload(3.2e6, None, model_kind="cnn", samples=1, image_size=640, name="a 3.2M CNN")
    assert unnamed.id == "custom"
    assert w.flops_per_token / unnamed.flops_per_token > 2


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


def test_a_yolo_stores_its_own_activations_counted_from_its_layers():
    """est80: each detector's activation bytes are counted from its layers as ResNet-50's 90 MB are (the elements its
    convolutions and poolings output, 7.95 bytes each), not ResNet-50's bytes per FLOP."""
    from gpucompare.core.workloads import find_preset

    # the convention by hand: ResNet-50 v1.5 at 224 px, conv1 + max-pool + the four stages' convolutions
    stem = 64 * 112**2 + 64 * 56**2
    stage1 = 3 * (64 + 64 + 256) * 56**2 + 256 * 56**2
    stage2 = 128 * 56**2 + (128 + 512 + 512) * 28**2 + 3 * (128 + 128 + 512) * 28**2
    stage3 = 256 * 28**2 + (256 + 1024 + 1024) * 14**2 + 5 * (256 + 256 + 1024) * 14**2
    stage4 = 512 * 14**2 + (512 + 2048 + 2048) * 7**2 + 2 * (512 + 512 + 2048) * 7**2
    assert stem + stage1 + stage2 + stage3 + stage4 == 11_314_688
    per_element = 90e6 / 11_314_688
    # YOLOv5n's stem alone: a 6 x 6 stride-2 convolution to 16 channels at 320 x 320 px
    assert 16 * 320**2 * per_element == pytest.approx(13.0e6, rel=0.01)
    n, x = find_preset("yolov5n"), find_preset("yolov5x")
    assert n.activation_bytes_per_token == pytest.approx(14_122_800 * per_element, rel=1e-3)
    assert x.activation_bytes_per_token == pytest.approx(111_198_000 * per_element, rel=1e-3)
    # a narrow detector stores more activations per FLOP than a wide one: not one ratio for all
    ratio = lambda w: w.activation_bytes_per_token / w.flops_per_token  # noqa: E731
    assert ratio(n) > 3 * ratio(x)
    assert ratio(find_preset("yolox-s")) != pytest.approx(90e6 / 24.6e9, rel=0.05)


def test_se_resnext_is_its_own_preset_with_its_gates_counted():
    w, how = find_vision_model("SE-ResNeXt101-32x4d ImageNet 90 epochs, 8x V100 16GB", "cnn")
    assert (w.id, how) == ("se-resnext101-32x4d", "named")
    assert find_vision_model("ResNeXt101-32x4d ImageNet 90 epochs", "cnn")[0].id == "resnext101-32x4d"
    # one more block output per block: 3 x 256 x 56^2 + 4 x 512 x 28^2 + 23 x 1024 x 14^2 + 3 x 2048 x 7^2 elements
    gates = 3 * 256 * 56**2 + 4 * 512 * 28**2 + 23 * 1024 * 14**2 + 3 * 2048 * 7**2
    assert w.activation_bytes_per_token == pytest.approx(170e6 + gates * 90e6 / 11_314_688, rel=0.01)
