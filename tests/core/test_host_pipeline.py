"""A self-supervised CNN's host-side data pipeline (est217): each image is decoded and augmented on the CPUs once per
view; above a device's share of a server's measured rate (data/defaults.csv host_pipeline_images_per_s_per_device,
MosaicML's 17,800 images a second on 8 A100 / 8) the estimate says the host may set the pace, and by how much, without
moving the estimate or its band (no input gives the host's cores or loader)."""

from __future__ import annotations

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate import estimate
from gpucompare.core.estimate.configuration import Settings
from gpucompare.core.estimate.tables import default
from gpucompare.core.workloads import custom_workload, view_count

IMAGES = 1.28e6 * 100  # ImageNet, 100 epochs


def _est(views: str | None, count: int = 1):
    d = next(x for x in bundled_catalog().devices if x.id == "nvidia-h100-sxm5-80gb")
    w = custom_workload(11.7e6, None, model_kind="cnn", samples=IMAGES, image_size=224)  # ResNet-18's size
    return estimate(d, w, count, Settings(views=views))


def _said(e) -> str:
    return " ".join(str(a) for a in e.assumptions if "data pipeline" in str(a))


def test_view_count():
    assert view_count("2") == 2
    assert view_count("2x224+6x96") == 8
    assert view_count(" 2 x 224 + 10 x 96 ") == 12


def test_the_host_pipeline_is_said_with_its_slowdown_by_hand():
    per = default("host_pipeline_images_per_s_per_device")
    assert per == pytest.approx(17_800 / 8, rel=1e-3)
    e = _est("2x224+6x96")
    rate = IMAGES / (e.steady_days * 86400.0)  # the devices' images a second
    host = per * 1 / 8  # one device's share over 8 views: 278 images a second
    assert rate > host
    said = _said(e)
    assert f"{host:,.0f} images a second here" in said and f"x{rate / host:.1f} this estimate" in said
    assert "Not in the estimate or its band" in said


def test_the_host_pipeline_moves_neither_the_estimate_nor_its_band():
    # eight times the devices give eight times the host's CPUs: the same per-device ratio, said again
    one, many = _est("2"), _est("2", 8)
    assert _said(one) and _said(many)
    # without views (supervised training, what the fit and the band were made on) nothing is said
    assert _said(_est(None)) == ""
    # the note is only said: the same run's time and band are the model's own
    from gpucompare.core.estimate import configuration

    real = configuration.host_pipeline
    try:
        configuration.host_pipeline = lambda *a: None
        quiet = _est("2")
    finally:
        configuration.host_pipeline = real
    assert quiet.wall_days == one.wall_days and quiet.band == one.band
