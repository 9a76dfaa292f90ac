"""A diffusion U-Net is a CNN whose weights are applied at many more positions than a classifier's: its FLOPs per
image are 6 x its parameters x the positions each weight is applied at, and those positions are the U-Net family's
(EDM2, arXiv:2312.02696, Figure 16, CONFIG A: 110.4e9 multiply-adds for 295.9M parameters at 64 px = 373 positions),
not ResNet-50's (4.1e9 for 25.6M at 224 px = 160, 13 at 64 px after scaling by the pixels). A latent U-Net
convolves the VAE's latent: its FLOPs follow the latent's pixels (--latent-factor)."""

from __future__ import annotations

import json

import pytest

from gpucompare.cli import run
from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate import Settings, estimate
from gpucompare.core.workloads import custom_workload, find_vision_model, workload_for
from gpucompare.errors import BadArgument

CAT = bundled_catalog()
PER_WEIGHT_AT_64 = 110.4e9 / 295.9e6  # multiply-adds per parameter per 64 px image: 373 positions


def _unet(params, size, name="a diffusion U-Net", latent=None):
    return custom_workload(
        params, None, model_kind="cnn", samples=1e6, image_size=size, name=name, latent_factor=latent
    )


def test_a_named_unet_takes_its_family_positions_per_weight_at_its_own_parameters():
    # EDM's ImageNet-64 ADM itself: 3 (forward, two backward) x 2 x 110.4e9 multiply-adds
    assert _unet(295.9e6, 64, "EDM ADM U-Net").flops_per_token == pytest.approx(6 * 110.4e9)
    # a 56M U-Net at 32 px (EDM's CIFAR-10 DDPM++): 6 x 56M x 373 x (32/64)^2 = 31.3e9 per image
    w = _unet(56e6, 32, "EDM DDPM++ (~56M U-Net) CIFAR-10")
    assert w.flops_per_token == pytest.approx(6 * 56e6 * PER_WEIGHT_AT_64 / 4) == pytest.approx(31.35e9, rel=1e-3)
    # the same parameters as an unnamed CNN: a classifier's FLOPs, about 30x fewer
    plain = custom_workload(56e6, None, model_kind="cnn", samples=1e6, image_size=32, name="a 56M CNN")
    assert plain.id != "adm-unet-64" and w.flops_per_token / plain.flops_per_token > 20


def test_the_unet_is_used_only_when_named_and_a_3d_unet_stays_itself():
    assert find_vision_model("a CNN of 300M parameters", "cnn", 300e6)[0].id != "adm-unet-64"
    for text in ("Diffusion U-Net", "a diffusion UNet denoiser", "ADM on ImageNet", "DDPM++ on CIFAR-10",
                 "LDM-4 on CelebA-HQ", "DDPM (35.7M U-Net)", "Stable Diffusion 2.0 U-Net"):  # fmt: skip
        assert find_vision_model(text, "cnn", 100e6)[0].id == "adm-unet-64", text
    # a bare U-Net is the segmentation one (tests/core/test_unet_presets.py)
    assert find_vision_model("U-Net", "cnn", 31e6)[0].id == "unet-ronneberger"
    assert find_vision_model("MLPerf 3D U-Net (KiTS19)", "cnn", 31e6)[0].id == "unet3d-kits19"


def test_a_latent_unet_convolves_the_latent_not_the_image():
    # LDM-4 (Rombach et al. 2022, arXiv:2112.10752): a 256 px image is a 64 x 64 latent: the U-Net's FLOPs are those
    # of a 64 px input, 16x fewer than at 256 px
    latent = _unet(274e6, 256, "LDM-4 U-Net", latent=4)
    assert latent.image_size == 256 and latent.latent_factor == 4
    assert latent.flops_per_token == pytest.approx(_unet(274e6, 64, "LDM-4 U-Net").flops_per_token)
    assert latent.flops_per_token == pytest.approx(6 * 274e6 * PER_WEIGHT_AT_64)
    assert _unet(274e6, 256, "LDM-4 U-Net").flops_per_token == pytest.approx(16 * latent.flops_per_token)


def test_the_estimate_counts_the_latent_and_says_so():
    d = CAT.resolve("A100 SXM4 40GB")
    w = _unet(274e6, 256, "LDM-4 U-Net")
    e = estimate(d, w, 1, Settings(precision="bf16", latent_factor=4))
    assert e.total_flops == pytest.approx(6 * 274e6 * PER_WEIGHT_AT_64 * 1e6, rel=1e-6)
    assert any("VAE's latent: image 256 px / downsampling 4" in a for a in e.assumptions)


def test_the_command_line_takes_the_family_at_the_users_parameters_and_a_latent_factor(capsys):
    """`--workload "Diffusion U-Net" --params 274M`: the family preset at the user's parameters (any other preset with
    --params stays refused: a named model is its own size)."""
    assert run(["estimate", "--device", "A100 SXM4 40GB", "--count", "1", "--workload", "Diffusion U-Net", "--params", "274M",
                "--samples", "1M", "--image-size", "256", "--latent-factor", "4", "--json"]) == 0  # fmt: skip
    out = json.loads(capsys.readouterr().out)
    assert out["total_flops"] == pytest.approx(6 * 274e6 * PER_WEIGHT_AT_64 * 1e6, rel=1e-6)
    # the preset alone: its own 295.9M parameters at 64 px
    assert workload_for("Diffusion U-Net").flops_per_token == pytest.approx(6 * 110.4e9)
    with pytest.raises(BadArgument, match="not both"):
        workload_for("ResNet-50", params=30e6, samples=1e6)


def test_an_unnamed_cnn_over_a_latent_is_a_latent_diffusion_unet(capsys):
    """A CNN given with a latent downsampling factor and no preset's name (SDXL, 3.5B at 1024 px over Stable
    Diffusion's VAE, factor 8, as `--model-kind cnn --latent-factor 8` enters it): only a latent diffusion model has
    a latent, so it takes the U-Net family's positions per weight at the 128 x 128 latent: 6 x 3.5B x 373 x
    (128 / 64)^2 = 31.3e12 FLOPs per image, said in the notes; the classifier it was scaled from before gave 41x
    fewer (0.76e12). Without a latent factor an unnamed CNN stays the nearest classifier."""
    w = custom_workload(3.5e9, None, model_kind="cnn", samples=1e6, image_size=1024, name="SDXL", latent_factor=8)
    assert w.id == "adm-unet-64" and w.latent_factor == 8
    assert w.flops_per_token == pytest.approx(6 * 3.5e9 * PER_WEIGHT_AT_64 * 4) == pytest.approx(31.34e12, rel=1e-3)
    assert "latent diffusion U-Net" in w.notes
    # the nearest classifier at the latent's 128 px, what it was taken as before
    plain = custom_workload(3.5e9, None, model_kind="cnn", samples=1e6, image_size=128, name="SDXL")
    assert plain.id != "adm-unet-64" and w.flops_per_token / plain.flops_per_token > 10
    # a latent factor of 1 is the image itself: no latent, no U-Net
    one = custom_workload(3.5e9, None, model_kind="cnn", samples=1e6, image_size=1024, name="x", latent_factor=1)
    assert one.id != "adm-unet-64"
    # the command line reaches the same workload and says it in the assumptions
    assert run(["estimate", "--device", "Ascend 910B", "--count", "8", "--params", "3.5B", "--model-kind", "cnn",
                "--samples", "1M", "--image-size", "1024", "--latent-factor", "8", "--json"]) == 0  # fmt: skip
    out = json.loads(capsys.readouterr().out)
    assert out["total_flops"] == pytest.approx(6 * 3.5e9 * PER_WEIGHT_AT_64 * 4 * 1e6, rel=1e-6)
    assert any("latent diffusion U-Net" in a for a in out["assumptions"])
