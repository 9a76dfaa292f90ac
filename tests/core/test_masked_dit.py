"""A masked diffusion transformer (MaskDiT, Zheng et al. 2023, arXiv:2306.09305) computes on its visible latent
patches only, as a user gives it (--mask-ratio with --latent-factor and --patch-size; est185, issue 20)."""

import json

import pytest

from gpucompare.cli import run


def _doc(capsys, *extra) -> dict:
    args = ["estimate", "--device", "A100 SXM4 80GB", "--count", "8", "--params", "675M", "--model-kind", "vit",
            "--samples", "100M", "--image-size", "256", "--patch-size", "2", "--latent-factor", "8", "--json"]  # fmt: skip
    assert run([*args, *extra]) == 0
    return json.loads(capsys.readouterr().out)


def test_a_masked_latent_dit_runs_its_encoder_on_the_visible_patches(capsys):
    """By hand: 256 px / VAE 8 / patch 2 = 16 x 16 = 256 latent patches and no class token; half of them masked
    leaves 128 for the encoder (not 0.5 x 255 + 1 = 128.5, a pixel ViT's class token). The encoder's 6 x N x 128
    is half the unmasked 6 x N x 256; MAE's default decoder (all 256 tokens) is what keeps it above half."""
    full = _doc(capsys)
    masked = _doc(capsys, "--mask-ratio", "0.5")
    assert full["seq_len"] == 256
    assert masked["seq_len"] == pytest.approx(128)
    assert 0.5 < masked["total_flops"] / full["total_flops"] < 0.56
    assert masked["steady_device_hours"] < 0.6 * full["steady_device_hours"]
    none = _doc(capsys, "--mask-ratio", "0.5", "--decoder-params", "0")
    # without a decoder: half the parameters' FLOPs, and a quarter of the attention's (quadratic in the sequence)
    assert 0.48 < none["total_flops"] / full["total_flops"] < 0.5
