"""The estimate panel's samples, image size and mask inputs: the window's figures equal `gpucompare estimate --json`
for the same inputs (one core builds the workload for both), and inputs that do not go together get one sentence."""

import json

import pytest

from gpucompare.cli import run

from .conftest import H100, H800


def _cli(capsys, *argv) -> dict:
    capsys.readouterr()
    assert run(["estimate", *argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def _same(est, doc) -> None:
    assert not isinstance(est, str), est
    assert est.tokens == pytest.approx(doc["tokens"])
    assert est.seq_len == pytest.approx(doc["seq_len"])
    for key in ("steady_days", "wall_days", "device_hours"):
        assert getattr(est, key) == pytest.approx(doc[key], rel=1e-9), key
    assert (est.tp, est.pp, est.zero) == (doc["tp"], doc["pp"], doc["zero"])


def _pick(combo, data) -> None:
    i = combo.findData(data)
    assert i >= 0, data
    combo.setCurrentIndex(i)


def test_finetune_in_samples_matches_the_command_line(window, capsys):
    window.session.set_comparison([H800])
    panel = window.estimate
    _pick(panel.workload, "llama2-7b")
    assert not panel.samples.isEnabled()  # pre-training is counted in tokens
    _pick(panel.finetune, "lora")
    assert panel.samples.isEnabled() and not panel.mask_ratio.isEnabled() and not panel.image_size.isEnabled()
    panel.count.setValue(8)
    panel.samples.setValue(0.15)  # 50,000 examples x 3 epochs
    panel.seq_len.setValue(2048)
    panel.run()
    est = panel.results[H800]
    doc = _cli(
        capsys, *("--device", "H800", "--count", "8", "--workload", "Llama 2 7B", "--finetune", "lora"),
        *("--samples", "150000", "--seq-len", "2048"),
    )  # fmt: skip
    assert doc["tokens"] == pytest.approx(150_000 * 2048)
    _same(est, doc)
    assert not panel.input_error.isVisible()


def test_preference_pairs_match_the_command_line(window, capsys):
    """Samples counted as DPO pairs: the window's figures equal `--preference dpo`'s, and the input is greyed out for
    pre-training (it applies to a fine-tune only)."""
    window.session.set_comparison([H800])
    panel = window.estimate
    _pick(panel.workload, "llama2-7b")
    _pick(panel.finetune, "none")
    assert not panel.preference.isEnabled()
    _pick(panel.finetune, "full")
    assert panel.preference.isEnabled()
    _pick(panel.preference, "dpo")
    panel.count.setValue(8)
    panel.samples.setValue(0.06)  # 60,000 pairs
    panel.seq_len.setValue(1024)
    panel.run()
    est = panel.results[H800]
    doc = _cli(
        capsys, *("--device", "H800", "--count", "8", "--workload", "Llama 2 7B", "--finetune", "full"),
        *("--samples", "60000", "--seq-len", "1024", "--preference", "dpo"),
    )  # fmt: skip
    _same(est, doc)
    assert est.preference == "dpo" and doc["preference"] == "dpo"
    _pick(panel.preference, "none")


def test_masked_autoencoder_vit_matches_the_command_line(window, capsys):
    window.session.set_comparison([H100])
    panel = window.estimate
    _pick(panel.workload, "llama2-7b")
    assert not panel.mask_ratio.isEnabled()  # only a ViT drops patches
    _pick(panel.workload, "vit-l-16")
    assert panel.mask_ratio.isEnabled() and panel.image_size.isEnabled() and panel.samples.isEnabled()
    assert not panel.decoder.isEnabled()  # the decoder applies once patches are masked
    panel.mask_ratio.setValue(0.75)
    assert panel.decoder.isEnabled()
    panel.count.setValue(64)
    panel.samples.setValue(2048)  # MAE: 1,600 epochs of ImageNet-1k, 1.28M images
    panel.image_size.setValue(224)
    panel.run()
    est = panel.results[H100]
    doc = _cli(
        capsys, *("--device", "H100 SXM5 80GB", "--count", "64", "--workload", "ViT-L/16", "--samples", "2048M"),
        *("--image-size", "224", "--mask-ratio", "0.75"),
    )  # fmt: skip
    _same(est, doc)
    assert est.seq_len == pytest.approx(50)  # 49 of 196 patches and the class token reach the encoder
    # a smaller decoder (in millions of parameters) is the CLI's --decoder-params
    panel.decoder.setValue(10)
    panel.run()
    doc = _cli(
        capsys, *("--device", "H100 SXM5 80GB", "--count", "64", "--workload", "ViT-L/16", "--samples", "2048M"),
        *("--image-size", "224", "--mask-ratio", "0.75", "--decoder-params", "10M"),
    )  # fmt: skip
    _same(panel.results[H100], doc)
    assert panel.results[H100].steady_days < est.steady_days


def test_samples_without_a_sequence_get_one_sentence(window, capsys):
    window.show()
    window.session.set_comparison([H800])
    panel = window.estimate
    _pick(panel.workload, "llama2-7b")
    _pick(panel.finetune, "full")
    panel.seq_len.setValue(0)  # the model's: a sample's length is not said
    panel.samples.setValue(0.15)
    panel.run()
    text = panel.input_error.text()
    assert panel.input_error.isVisibleTo(panel) and not panel.right.isVisibleTo(panel)
    assert "sequence length" in text and text.count(".") == 1 and "\n" not in text
    assert not panel.results  # no figures from the last run left standing under the sentence
    assert run(["estimate", "--device", "H800", "--count", "8", "--workload", "Llama 2 7B", "--samples", "150000"]) == 2
    assert text in capsys.readouterr().err  # the command line says the same sentence
    panel.seq_len.setValue(4096)
    panel.run()
    assert not panel.input_error.isVisibleTo(panel) and panel.right.isVisibleTo(panel)
    assert panel.results[H800].tokens == pytest.approx(150_000 * 4096)


def test_a_vision_preset_counts_images(window):
    panel = window.estimate
    _pick(panel.workload, "vit-b-16")
    assert panel.tokens_label.text() == "Training images" and panel.tokens.suffix() == " B images"
    _pick(panel.workload, "custom")
    assert panel.tokens_label.text() == "Training tokens" and panel.tokens.suffix() == " B tokens"


def test_latent_diffusion_transformer_matches_the_command_line(window, capsys):
    """A ViT preset entered as a latent diffusion transformer: its patches are of the VAE's latent, (256 / 8 / 2)^2
    = 256 tokens per image, as `estimate --patch-size 2 --latent-factor 8` gives."""
    window.session.set_comparison([H100])
    panel = window.estimate
    _pick(panel.workload, "llama2-7b")
    assert not panel.patch_size.isEnabled() and not panel.latent_factor.isEnabled()  # a language model has no patch
    _pick(panel.workload, "vit-l-16")
    assert panel.patch_size.isEnabled() and panel.latent_factor.isEnabled()
    panel.count.setValue(8)
    panel.samples.setValue(100)
    panel.image_size.setValue(256)
    panel.patch_size.setValue(2)
    panel.latent_factor.setValue(8)
    panel.run()
    est = panel.results[H100]
    doc = _cli(
        capsys, *("--device", "H100 SXM5 80GB", "--count", "8", "--workload", "ViT-L/16", "--samples", "100M"),
        *("--image-size", "256", "--patch-size", "2", "--latent-factor", "8"),
    )  # fmt: skip
    _same(est, doc)
    assert est.seq_len == pytest.approx(256) and doc["seq_len"] == 256
    assert not panel.input_error.isVisible()


def test_latent_diffusion_unet_matches_the_command_line(window, capsys):
    """A CNN preset takes a latent factor too: the diffusion U-Net convolves the VAE's latent, so at 256 px with
    downsampling 4 its FLOPs are those of a 64 px image, as `estimate --latent-factor 4` gives."""
    window.session.set_comparison([H100])
    panel = window.estimate
    _pick(panel.workload, "resnet-50")
    assert panel.latent_factor.isEnabled() and not panel.patch_size.isEnabled()  # a CNN has no patch
    _pick(panel.workload, "adm-unet-64")
    panel.count.setValue(8)
    panel.samples.setValue(100)
    panel.image_size.setValue(256)
    panel.latent_factor.setValue(4)
    panel.run()
    est = panel.results[H100]
    doc = _cli(
        capsys, *("--device", "H100 SXM5 80GB", "--count", "8", "--workload", "Diffusion U-Net", "--samples", "100M"),
        *("--image-size", "256", "--latent-factor", "4"),
    )  # fmt: skip
    _same(est, doc)
    assert est.total_flops == pytest.approx(6 * 110.4e9 * 100e6, rel=1e-6)
    assert not panel.input_error.isVisible()


def test_self_supervised_views_match_the_command_line(window, capsys):
    """The Views field (a vision preset only) is `--views`: SwAV's 2 x 224 + 6 x 96 crops count each image as
    2 + 6 x (96/224)^2 = 3.10 images, as the command line gives; a language model greys it out."""
    window.session.set_comparison([H100])
    panel = window.estimate
    _pick(panel.workload, "llama2-7b")
    assert not panel.views.isEnabled()
    _pick(panel.workload, "resnet-50")
    assert panel.views.isEnabled()
    panel.count.setValue(8)
    panel.samples.setValue(100)
    panel.views.setText("2x224+6x96")
    panel.run()
    est = panel.results[H100]
    doc = _cli(capsys, *("--device", "H100 SXM5 80GB", "--count", "8", "--workload", "ResNet-50", "--samples", "100M"),
               *("--views", "2x224+6x96"))  # fmt: skip
    _same(est, doc)
    assert est.total_flops == pytest.approx(doc["total_flops"]) and "views 2x224+6x96" in str(est.assumptions)
    assert not panel.input_error.isVisible()


def test_reinforcement_learning_matches_the_command_line(window, capsys):
    """GRPO with prompts as samples: the window's figures equal `--rl grpo`'s with the same group size, answer length
    and prompts per step; the inputs apply to a fine-tune only, the critic to PPO only."""
    window.session.set_comparison([H800])
    panel = window.estimate
    _pick(panel.workload, "llama2-7b")
    _pick(panel.finetune, "none")
    assert not panel.rl.isEnabled() and not panel.rl_generated.isEnabled()
    _pick(panel.finetune, "full")
    assert panel.rl.isEnabled() and not panel.rl_generated.isEnabled()
    _pick(panel.rl, "grpo")
    assert panel.rl_generated.isEnabled() and panel.rl_group.isEnabled() and not panel.rl_critic.isEnabled()
    panel.count.setValue(8)
    panel.samples.setValue(0.01)  # 10,000 prompts
    panel.seq_len.setValue(2048)
    panel.rl_group.setValue(8)
    panel.rl_generated.setValue(1500)
    panel.rl_prompts.setValue(128)
    panel.run()
    est = panel.results[H800]
    doc = _cli(
        capsys, *("--device", "H800", "--count", "8", "--workload", "Llama 2 7B", "--finetune", "full"),
        *("--samples", "10000", "--seq-len", "2048", "--rl", "grpo", "--rl-samples-per-prompt", "8"),
        *("--rl-generated", "1500", "--rl-prompts-per-step", "128"),
    )  # fmt: skip
    _same(est, doc)
    assert est.rl == "grpo" and doc["rl"] == "grpo"
    assert doc["inputs"]["rollout"]["generated_tokens"] == pytest.approx(10_000 * 8 * 1500)
    _pick(panel.rl, "ppo")
    assert panel.rl_critic.isEnabled()
    _pick(panel.rl, "none")
    for spin in (panel.rl_group, panel.rl_generated, panel.rl_prompts):
        spin.setValue(0)


def test_cnn_activations_match_the_command_line(window, capsys):
    """The Activations field (a CNN preset only) is `--activations-per-sample` in MB: YOLOv8s at 640 px with 900 MB
    per image moves more memory than its preset's 314 MB, the same figures as the command line; a ViT or a language
    model greys it out."""
    window.session.set_comparison([H100])
    panel = window.estimate
    _pick(panel.workload, "vit-b-16")
    assert not panel.activations.isEnabled()
    _pick(panel.workload, "yolov8s")
    assert panel.activations.isEnabled()
    panel.count.setValue(8)
    panel.samples.setValue(10)
    panel.run()
    before = panel.results[H100]
    panel.activations.setValue(900)
    panel.run()
    est = panel.results[H100]
    doc = _cli(
        capsys, *("--device", "H100 SXM5 80GB", "--count", "8", "--workload", "YOLOv8s", "--samples", "10M"),
        *("--activations-per-sample", "900M"),
    )  # fmt: skip
    _same(est, doc)
    assert est.steady_days > before.steady_days
    assert not panel.input_error.isVisible()
