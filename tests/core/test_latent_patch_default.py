"""A transformer over a VAE's latent entered without --patch-size (blind set 56's DiT-XL/2 on 8 A100: -97% and -99%, a
32 x 32 latent cut by a pixel ViT's 14-16 px patches into 4 tokens): it takes the latent diffusion transformers' patch
of 2 (data/defaults.csv latent_patch_size; DiT-XL/2 makes (256 / 8 / 2)^2 = 256 tokens), said first."""

import json

import pytest

from gpucompare.cli import run
from gpucompare.core.estimate.tables import defaults
from gpucompare.core.workloads import custom_workload, latent_patch_size

DIT = ["estimate", "--device", "A100 SXM4 80GB", "--count", "8", "--params", "675M", "--model-kind", "vit",
       "--samples", "102.4M", "--image-size", "256", "--latent-factor", "8"]  # fmt: skip


def test_the_default_is_data_with_a_source():
    row = defaults()["latent_patch_size"]
    assert float(row["value"]) == 2.0 == latent_patch_size()
    assert "arXiv:2212.09748" in row["source"]


def test_a_latent_transformer_without_a_patch_makes_dit_xl2s_256_tokens():
    w = custom_workload(675e6, None, model_kind="vit", samples=102.4e6, image_size=256, latent_factor=8)
    # hand calculation: 256 px / 8 (the VAE) / 2 (the patch) = a 16 x 16 grid, no class token
    assert w.seq_len == pytest.approx(256.0)
    assert w.patch_size == 2.0 and not w.patch_given


def test_a_given_patch_is_kept_and_nothing_is_said():
    w = custom_workload(675e6, None, model_kind="vit", samples=1e6, image_size=256, latent_factor=8, patch_size=4)
    assert w.seq_len == pytest.approx(64.0) and w.patch_given


def test_a_pixel_vit_keeps_its_own_patch():
    w = custom_workload(86e6, None, model_kind="vit", samples=1e6, image_size=224)
    assert w.patch_size == 16.0 and w.patch_given and w.seq_len == pytest.approx(14 * 14 + 1)


def test_the_estimate_says_the_patch_first(capsys):
    assert run([*DIT, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    text = json.dumps(out, ensure_ascii=False)
    assert "Patch 2 latent pixels: none given" in text
    assert "256 tokens per image" in text
    assert run([*DIT, "--patch-size", "2", "--json"]) == 0
    assert "none given, the patch of latent" not in capsys.readouterr().out
