"""A CLIP preset's counted FLOPs per image-text pair at another image size: the image tower's share follows its patch
tokens, the text tower's 77 tokens do not (CLIPA trains at 112 px and below; before, the whole per-pair count stayed
fixed, so a 4x cheaper image tower cost the same)."""

from __future__ import annotations

import pytest

from gpucompare.core.workloads import custom_workload, find_preset


def test_clip_b16_at_112_px_by_hand():
    w = find_preset("CLIP ViT-B/16")
    per_pair = w.flops_per_token * w.seq_len  # 123.27 GFLOPs at 224 px (OpenCLIP's profile, x 3 for training)
    assert per_pair == pytest.approx(123.27e9, rel=1e-3)
    text = 6 * (149.62e6 - 12 * 12 * 768**2) * 77  # the parameters beyond the image encoder, over 77 text tokens
    small = custom_workload(149.62e6, None, model_kind="vit", samples=1, image_size=112, name="CLIP ViT-B/16")
    assert small.seq_len == 50  # (112 / 16)^2 + the class token
    expected = text + (per_pair - text) * 50 / 197
    assert small.flops_per_token * small.seq_len == pytest.approx(expected, rel=1e-6)
    # about 43% of the 224 px pair, not all of it
    assert 0.40 < expected / per_pair < 0.46


def test_clip_at_its_own_size_is_unchanged():
    w = find_preset("CLIP ViT-L/14")
    same = custom_workload(428e6, None, model_kind="vit", samples=1, image_size=224, name="CLIP ViT-L/14")
    assert same.flops_per_token * same.seq_len == pytest.approx(w.flops_per_token * w.seq_len)


def test_a_larger_image_costs_more_but_less_than_its_tokens():
    w = find_preset("CLIP ViT-L/14")
    big = custom_workload(428e6, None, model_kind="vit", samples=1, image_size=336, name="CLIP ViT-L/14")
    ratio = big.flops_per_token * big.seq_len / (w.flops_per_token * w.seq_len)
    tokens = big.seq_len / w.seq_len  # 577 / 257
    assert 1.0 < ratio < tokens


def test_an_unnamed_clip_sized_model_follows_the_nearest_preset():
    a = custom_workload(150e6, None, model_kind="vit", samples=1, image_size=112, name="CLIPA-B/16", patch_size=16)
    b = custom_workload(149.62e6, None, model_kind="vit", samples=1, image_size=112, name="CLIP ViT-B/16")
    assert a.id == "custom"
    assert a.flops_per_token * a.seq_len == pytest.approx(b.flops_per_token * b.seq_len * 150e6 / 149.62e6, rel=5e-3)
