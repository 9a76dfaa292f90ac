"""Workload inputs a user could not enter before est202 (issue 20): a distillation's frozen teacher (--teacher-params),
a sparse mixture-of-experts vision or diffusion transformer's active parameters (--active-params with --model-kind
vit), and a language model's output logits in activation memory. Each by hand."""

import json

import pytest

from gpucompare.cli import run
from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate import Settings, estimate
from gpucompare.core.estimate.compute import teacher_factor
from gpucompare.core.estimate.memory import activation_bytes
from gpucompare.core.workloads import custom_workload, workload_for
from gpucompare.errors import BadArgument

A100 = ("--device", "A100 SXM4 80GB", "--count", "1")


def _doc(capsys, *args) -> dict:
    assert run(["estimate", *args, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_the_teacher_factor_by_hand():
    """BK-SDM-Base (arXiv:2305.15798): a 0.58B U-Net distilled from SD-v1.4's 0.86B U-Net. The teacher's forward is
    2 FLOPs per its parameter and position, the student's training 6: 1 + 2 x 0.86 / (6 x 0.58) = 1.494. A LoRA
    student trains at 4: 1 + 2 x 70 / (4 x 7) = 6 for a 7B student of a 70B teacher. No teacher: 1."""
    assert teacher_factor(0.86e9, 0.58e9, "none") == pytest.approx(1.0 + 1.72 / 3.48)
    assert teacher_factor(70e9, 7e9, "lora") == pytest.approx(6.0)
    assert teacher_factor(None, 7e9, "none") == 1.0
    assert teacher_factor(0, 7e9, "full") == 1.0


def test_a_distilled_latent_unet_counts_its_teachers_forward_and_weights(capsys):
    """BK-SDM-Base's batch-256 run as a user enters it: 12.8M images at 512 px through SD's VAE (x8). The teacher
    multiplies the step's FLOPs and its time by 1.494 (a CNN is priced per image) and adds its weights in 16 bits:
    0.86e9 x 2 bytes = 1.72 GB on the one device. The assumptions and the JSON say so."""
    run_ = (*A100, "--params", "0.58B", "--model-kind", "cnn", "--samples", "12.8M", "--image-size", "512",
            "--latent-factor", "8", "--precision", "bf16")  # fmt: skip
    alone = _doc(capsys, *run_)
    taught = _doc(capsys, *run_, "--teacher-params", "0.86B")
    k = 1.0 + 2.0 * 0.86 / (6.0 * 0.58)
    assert taught["total_flops"] / alone["total_flops"] == pytest.approx(k, rel=1e-6)
    assert taught["steady_device_hours"] / alone["steady_device_hours"] == pytest.approx(k, rel=1e-3)
    extra = taught["memory_breakdown_gb"]["weights"] - alone["memory_breakdown_gb"]["weights"]
    assert extra == pytest.approx(1.72, rel=1e-3)
    assert taught["memory_breakdown_gb"]["optimizer"] == alone["memory_breakdown_gb"]["optimizer"]  # frozen
    assert taught["teacher_params"] == pytest.approx(0.86e9) and alone["teacher_params"] is None
    assert taught["inputs"]["teacher_flops_factor"] == pytest.approx(k)
    assert any(a.startswith("Distillation:") for a in taught["assumptions"])
    assert not any(a.startswith("Distillation:") for a in alone["assumptions"])
    # 0 is no teacher: the same run as without one
    assert _doc(capsys, *run_, "--teacher-params", "0")["total_flops"] == alone["total_flops"]


def test_a_distilled_language_model_by_hand(capsys):
    """A 1B decoder distilled from an 8B teacher over 10B tokens: every FLOP of the student's step (6N and its
    attention) grows by 1 + 2 x 8 / (6 x 1) = 3.67, as DPO's reference model does (compute.preference_factors)."""
    run_ = (*A100, "--params", "1B", "--tokens", "10B", "--seq-len", "2048", "--precision", "bf16")
    alone = _doc(capsys, *run_)
    taught = _doc(capsys, *run_, "--teacher-params", "8B")
    assert taught["total_flops"] / alone["total_flops"] == pytest.approx(1.0 + 16.0 / 6.0, rel=1e-6)


def test_a_teacher_is_refused_when_meaningless(capsys):
    """A negative teacher is refused in one sentence; so is a teacher for a recommendation model (its samples are
    looked up, not taught). A teacher for a model trained from scratch is allowed (BK-SDM's own run)."""
    assert run(["estimate", *A100, "--params", "1B", "--tokens", "1B", "--teacher-params", "-1"]) == 2
    capsys.readouterr()
    cat = bundled_catalog()
    w = workload_for(params=1e9, tokens=1e9)
    with pytest.raises(BadArgument, match="teacher"):
        estimate(cat.resolve("nvidia-h100-sxm5-80gb"), w, 1, Settings(teacher_params=-5.0))
    rec = workload_for(
        params=1e10, active_params=1e8, samples=1e9, model_kind="recommendation", sparse_features=26,
        embedding_dim=128,
    )  # fmt: skip
    with pytest.raises(BadArgument, match="recommendation"):
        estimate(cat.resolve("nvidia-h100-sxm5-80gb"), rec, 8, Settings(teacher_params=1e9))


def test_a_sparse_moe_diffusion_transformer_computes_with_its_active_parameters(capsys):
    """A sparse MoE DiT (MicroDiT, arXiv:2407.15811) given 1.16B parameters, 0.5B of them active, at 512 px through
    the 8x VAE with patch 2: (512 / 8 / 2)^2 = 1,024 tokens an image. Its FLOPs are 6 x active + the attention
    (12 x layers x hidden x tokens) per token, as a language MoE's; its weights, gradients and optimizer states
    are the total's, as the dense model's of the same size."""
    run_ = ("--device", "H100 SXM5 80GB", "--count", "8", "--params", "1.16B", "--model-kind", "vit", "--samples",
            "10M", "--image-size", "512", "--latent-factor", "8", "--patch-size", "2", "--precision", "bf16")  # fmt: skip
    dense = _doc(capsys, *run_)
    moe = _doc(capsys, *run_, "--active-params", "0.5B")
    assert moe["seq_len"] == 1024 and moe["active_params"] == 0.5e9 and moe["params"] == 1.16e9
    attention = 12.0 * moe["layers"] * moe["hidden"] * moe["seq_len"]
    assert moe["total_flops"] / moe["tokens"] == pytest.approx(6.0 * 0.5e9 + attention, rel=1e-6)
    assert dense["total_flops"] / dense["tokens"] == pytest.approx(6.0 * 1.16e9 + attention, rel=1e-6)
    total = (dense["memory_breakdown_gb"]["weights"], dense["memory_breakdown_gb"]["optimizer"])
    assert (moe["memory_breakdown_gb"]["weights"], moe["memory_breakdown_gb"]["optimizer"]) == pytest.approx(total)
    assert moe["inputs"]["experts_per_token"] == 8 and dense["inputs"]["experts_per_token"] is None  # MoE's default


def test_active_parameters_are_refused_for_a_cnn():
    with pytest.raises(BadArgument, match="CNN"):
        custom_workload(1e9, None, 5e8, model_kind="cnn", samples=1e6)


def test_the_output_logits_by_hand():
    """Korthikanti et al. 2022 (arXiv:2205.05198), section 4.2: the loss keeps the logits in 32 bits, 4 x s x b x v /
    t bytes. 8,192 tokens of Llama 3's 128,256 vocabulary on one device: 4.2 GB beside the layers' activations; at
    TP 8 an eighth. With a 4-stage pipeline the last stage holds a quarter of the layers of one micro-batch and the
    logits, the first the whole layers' worth (1F1B): the device holds the larger."""
    args = (8192, 32, 4096, 32, 8192)
    layers = float(activation_bytes(*args, 1, 1))
    with_logits = float(activation_bytes(*args, 1, 1, float("nan"), 1, 4 * 128_256))
    assert with_logits - layers == pytest.approx(8192 * 128_256 * 4)
    tp8 = float(activation_bytes(*args, 8, 1, float("nan"), 1, 4 * 128_256)) - float(activation_bytes(*args, 8, 1))
    assert tp8 == pytest.approx(8192 * 128_256 * 4 / 8)
    pp4 = float(activation_bytes(*args, 1, 1, float("nan"), 4, 4 * 128_256))
    assert pp4 == pytest.approx(max(layers, layers / 4 + 8192 * 128_256 * 4))


def test_the_vocabulary_given_sizes_the_logits(capsys):
    """A language model's logits take the vocabulary given (--vocab), else the sourced default (32,000): the memory
    difference is 4 x micro-batch tokens x (128,256 - 32,000) bytes on one device."""
    run_ = (*A100, "--params", "1B", "--tokens", "1B", "--seq-len", "4096", "--micro-batch", "1", "--tp", "1",
            "--pp", "1", "--precision", "bf16")  # fmt: skip
    small = _doc(capsys, *run_)
    large = _doc(capsys, *run_, "--vocab", "128256")
    extra = large["memory_breakdown_gb"]["activations"] - small["memory_breakdown_gb"]["activations"]
    assert extra == pytest.approx(4 * 4096 * (128_256 - 32_000) / 1e9, rel=1e-6)
