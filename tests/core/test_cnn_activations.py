"""A CNN's stored activations and a measured rate at another image size (est185, issue 20): a CNN not among the
presets takes its activation bytes from its pixels at the CNN families' median bytes per pixel, not from the preset
nearest in parameters; a user can give them (--activations-per-sample); a vendor's images/s measured at 224 px is
carried to another image size by the pixel ratio, and the assumptions say so."""

import json

import pytest

from gpucompare import api
from gpucompare.cli import run
from gpucompare.core import cnn_flops
from gpucompare.core.estimate.vision import cnn_sample_time_s, pixel_ratio
from gpucompare.core.workloads import custom_workload, presets, workload_for
from gpucompare.errors import BadArgument


def preset(wid: str):
    return next(w for w in presets() if w.id == wid)


def test_bytes_per_pixel_is_the_median_of_published_cnn_families():
    """By hand: ResNet-50 stores 90e6 bytes per 224 x 224 image, 90e6 / 50,176 = 1,794 bytes per pixel; ResNet-101
    135e6 / 50,176 = 2,691; YOLOv8s 313.9e6 / 640^2 = 766; AlexNet 10.1e6 / 50,176 = 201 (fully connected layers).
    The median over the families lies between ResNet-50's and ResNet-152's (3,787)."""
    rn50 = preset("resnet-50")
    assert rn50.activation_bytes_per_token / 224**2 == pytest.approx(1793.7, rel=1e-3)
    d = cnn_flops.activation_bytes_per_pixel()
    assert d["families"] >= 10
    assert 1793.7 <= d["value"] <= 190e6 / 224**2
    assert d["p25"] <= d["value"] <= d["p75"]


def test_an_unnamed_detector_stores_activations_from_its_pixels_not_alexnets():
    """detectron2's Mask R-CNN R101-FPN, 63.3M parameters at 800 px: the preset nearest in parameters is AlexNet
    (61.1M, 10.1 MB per 224 px image), which gave it 10.1e6 x 63.3/61.1 x (800/224)^2 = 134 MB. From its pixels:
    800^2 x the median bytes per pixel (about 2,690) = 1.72 GB, 13x more."""
    bpp = cnn_flops.activation_bytes_per_pixel()["value"]
    w = custom_workload(63.3e6, None, model_kind="cnn", samples=1e6, image_size=800, name="Mask R-CNN R101-FPN")
    assert w.activation_bytes_per_token == pytest.approx(800**2 * bpp, rel=1e-9)
    assert 1.0e9 < w.activation_bytes_per_token < 2.5e9
    alexnet = preset("alexnet")
    assert w.activation_bytes_per_token > 10 * alexnet.activation_bytes_per_token * 63.3 / 61.1 * (800 / 224) ** 2
    assert w.activations_from == "derived"
    # at half the side a quarter of the pixels: FLOPs and activations both follow them
    half = custom_workload(63.3e6, None, model_kind="cnn", samples=1e6, image_size=400, name="Mask R-CNN R101-FPN")
    assert half.activation_bytes_per_token == pytest.approx(w.activation_bytes_per_token / 4, rel=1e-9)
    assert half.flops_per_token == pytest.approx(w.flops_per_token / 4, rel=1e-9)
    # a published forward figure changes the FLOPs, not the activations of the pixels
    pub = custom_workload(
        7.93e6, None, model_kind="cnn", samples=1e6, image_size=640, name="x", flops_per_sample=17.36e9
    )
    assert pub.activation_bytes_per_token == pytest.approx(640**2 * bpp, rel=1e-9)
    # a named preset keeps its own figure
    named = custom_workload(25.6e6, None, model_kind="cnn", samples=1e6, image_size=224, name="ResNet-50")
    assert named.activation_bytes_per_token == pytest.approx(90e6)
    assert named.activations_from == ""


def test_a_user_gives_the_activations_on_every_face(capsys):
    """--activations-per-sample replaces the derived bytes, on the command line, the Python API and the one core
    function the window calls (workload_for); only a CNN takes it."""
    w = workload_for(None, params=63.3e6, model_kind="cnn", samples=1e6, image_size=800, activations_per_sample=2.5e9)
    assert w.activation_bytes_per_token == 2.5e9 and w.activations_from == "given"
    a = api.workload(params=63.3e6, model_kind="cnn", samples=1e6, image_size=800, activations_per_sample=2.5e9)
    assert a.activation_bytes_per_token == 2.5e9
    p = workload_for("ResNet-50", samples=1e6, image_size=112, activations_per_sample=30e6)
    assert p.activation_bytes_per_token == 30e6  # given at the image size trained, not rescaled
    for bad in ({"params": 7e9, "tokens": 1e12}, {"params": 86e6, "model_kind": "vit", "samples": 1e6}):
        with pytest.raises(BadArgument, match="activations-per-sample"):
            workload_for(None, activations_per_sample=1e9, **bad)
    args = ["estimate", "--device", "H100 SXM5 80GB", "--count", "8", "--model-kind", "cnn", "--params", "63.3M",
            "--samples", "1M", "--image-size", "800", "--json"]  # fmt: skip
    assert run(args) == 0
    derived = json.loads(capsys.readouterr().out)
    assert any("800 x 800 pixels x 2,691 bytes per pixel, the median of" in a for a in derived["assumptions"])
    assert run([*args, "--activations-per-sample", "5G"]) == 0
    given = json.loads(capsys.readouterr().out)
    assert any("5,000.0 MB per image, as given" in a for a in given["assumptions"])
    # more activations, more memory traffic: slower
    assert given["steady_device_hours"] > derived["steady_device_hours"]


def test_a_measured_rate_is_carried_to_another_image_size_by_the_pixel_ratio(capsys):
    """NVIDIA's ResNet-50 table: 2,050 images/s per A100 40GB at 224 px in mixed precision. At 168 px (FFCV's
    low-resolution training) the pixels are (168/224)^2 = 0.5625 of them, so 2,050 / 0.5625 = 3,644 images/s, never
    the 224 px rate silently; the assumptions say the ratio."""
    assert pixel_ratio(168) == pytest.approx(0.5625)
    from gpucompare.core.catalog import bundled_catalog
    from gpucompare.core.estimate import params as fitted

    dev = bundled_catalog()["nvidia-a100-sxm4-40gb"]
    w224 = workload_for("ResNet-50", samples=1e6)
    w168 = workload_for("ResNet-50", samples=1e6, image_size=168)
    t224, b224 = cnn_sample_time_s(dev, w224, "fp16", 312.0, 2.0, fitted.load())
    t168, b168 = cnn_sample_time_s(dev, w168, "fp16", 312.0, 2.0, fitted.load())
    assert 1 / t224 == pytest.approx(float(b224["value"]))
    assert t168 == pytest.approx(t224 * 0.5625)
    assert b168["pixel_ratio"] == pytest.approx(0.5625) and b168["image_size"] == 168
    assert run(["estimate", "--device", "A100 SXM4 40GB", "--count", "8", "--workload", "ResNet-50", "--samples", "100M",
                "--image-size", "168", "--precision", "fp16", "--json"]) == 0  # fmt: skip
    out = json.loads(capsys.readouterr().out)
    said = " ".join(out["assumptions"])
    assert "carried to 168 px by the pixel ratio (168/224)^2 = 0.562" in said
    assert "3,644 images/s" in said
