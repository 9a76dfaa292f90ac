"""A CNN's FLOPs per image from what a user knows (core.cnn_flops, est161): its parameters at its pixels, or a
published forward figure (--flops-per-sample)."""

import json

import pytest

from gpucompare.cli import run
from gpucompare.core import cnn_flops
from gpucompare.core.workloads import custom_workload, presets
from gpucompare.errors import BadArgument


def test_positions_per_weight_per_pixel_is_the_median_of_published_cnns():
    """By hand: ResNet-50 applies each weight at 4.1e9 / 25.6e6 = 160 positions, 160 / 224^2 = 0.00319 per pixel;
    YOLOv5s 8.25e9 / 7.2e6 / 640^2 = 0.0028; AlexNet 0.72e9 / 61.1e6 / 224^2 = 0.00023 (fully connected weights,
    applied once). The median over the presets' sources lies between YOLOv5's and ResNet-101's."""
    rn50 = next(w for w in presets() if w.id == "resnet-50")
    assert rn50.flops_per_token / 6 / (rn50.params * 224**2) == pytest.approx(4.1e9 / 25.6e6 / 224**2)
    p = cnn_flops.positions_per_weight_per_pixel()
    assert p["families"] >= 10
    assert 0.0028 <= p["value"] <= 0.0035
    assert p["p25"] < p["value"] < p["p75"]


def test_an_unnamed_cnn_takes_its_parameters_at_its_pixels_not_the_nearest_presets_flops():
    """A 60.7M-parameter detector at 800 px (detectron2's Faster R-CNN R101-FPN): 6 x 60.7e6 x rho x 800^2; the
    nearest preset in parameters is AlexNet (61.1M), whose FLOPs per weight gave it 14x too few before."""
    rho = cnn_flops.positions_per_weight_per_pixel()["value"]
    w = custom_workload(60.7e6, None, model_kind="cnn", samples=4.32e6, image_size=800, name="a detector")
    assert w.flops_per_token == pytest.approx(6 * 60.7e6 * rho * 800**2, rel=1e-9)
    assert w.flops_per_token == pytest.approx(7.44e11, rel=0.05)
    alexnet = next(p for p in presets() if p.id == "alexnet")
    assert w.flops_per_token / (alexnet.flops_per_token * 60.7 / 61.1 * (800 / 224) ** 2) > 10
    assert "positions per pixel" in w.notes
    # at 224 px a 25.6M CNN comes out at ResNet-50's own figure within the spread of the families (x0.6-x1.2)
    r = custom_workload(25.6e6, None, model_kind="cnn", samples=1e6, image_size=224, name="a classifier")
    assert 0.8 < r.flops_per_token / rn50_flops() < 1.2
    # a named preset keeps its own published FLOPs
    named = custom_workload(25.6e6, None, model_kind="cnn", samples=1e6, image_size=224, name="ResNet-50")
    assert named.flops_per_token == pytest.approx(24.6e9)


def rn50_flops() -> float:
    return next(w for w in presets() if w.id == "resnet-50").flops_per_token


def test_a_published_forward_figure_replaces_the_derived_one():
    """PP-YOLOE-s: 17.36 GFLOPs at 640 px in PaddleDetection's table -> 6 x 17.36e9 = 104.2e9 training FLOPs per
    image, not rescaled by the image size it was published at; the CLI says it in the assumptions."""
    w = custom_workload(
        7.93e6, None, model_kind="cnn", samples=35.5e6, image_size=640, name="x", flops_per_sample=17.36e9
    )
    assert w.flops_per_token == pytest.approx(104.16e9)
    assert w.image_size == 640
    with pytest.raises(BadArgument, match="flops-per-sample"):
        custom_workload(86e6, None, model_kind="vit", samples=1e6, name="x", flops_per_sample=17e9)
    with pytest.raises(BadArgument, match="flops-per-sample"):
        custom_workload(1e9, 1e9, model_kind="decoder", flops_per_sample=17e9)
    with pytest.raises(BadArgument, match="flops-per-sample"):
        custom_workload(7.93e6, None, model_kind="cnn", samples=1e6, name="x", flops_per_sample=-1)


def test_the_command_line_takes_flops_per_sample(capsys):
    args = ["estimate", "--device", "V100 SXM2 16GB", "--count", "8", "--model-kind", "cnn", "--params", "7.93M",
            "--samples", "35.5M", "--image-size", "640", "--json"]  # fmt: skip
    assert run([*args, "--flops-per-sample", "17.36G"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["total_flops"] == pytest.approx(6 * 17.36e9 * 35.5e6, rel=1e-6)
    assert run(args) == 0
    derived = json.loads(capsys.readouterr().out)
    rho = cnn_flops.positions_per_weight_per_pixel()["value"]
    assert derived["total_flops"] == pytest.approx(6 * 7.93e6 * rho * 640**2 * 35.5e6, rel=1e-6)
    # a preset's figure is replaced too (est210: the preset's own FLOPs gave way to a published count)
    assert run(["estimate", "--device", "H100 SXM5 80GB", "--count", "8", "--workload", "ResNet-50",
                "--flops-per-sample", "4G", "--json"]) == 0  # fmt: skip
    assert json.loads(capsys.readouterr().out)["total_flops"] == pytest.approx(6 * 4e9 * 115303500, rel=1e-6)
