"""`gpucompare estimate`: the new inputs reach the model, --json reports every value used, bad numbers are one line."""

import json
import math

import pytest

from gpucompare.cli import build_parser, run
from gpucompare.core.estimate import load_params


def _json(capsys, *argv):
    assert run(["estimate", *argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_every_new_flag_reaches_the_estimate(capsys):
    doc = _json(
        capsys,
        *("--device", "H800", "--count", "2048", "--params", "671B", "--active-params", "37B", "--tokens", "14.8T"),
        *("--precision", "fp8", "--global-batch", "15.7M", "--seq-len", "4096", "--layers", "61", "--hidden", "7168"),
        *("--tp", "1", "--pp", "16", "--vpp", "1", "--ep", "64", "--zero", "1", "--cp", "1", "--micro-batch", "1"),
        *("--experts-per-token", "6"),
    )
    assert doc["inputs"]["experts_per_token"] == 6
    assert doc["layers"] == 61 and doc["hidden"] == 7168 and doc["seq_len"] == 4096
    assert doc["global_batch_tokens"] == pytest.approx(15.7e6, abs=4096)
    assert (doc["tp"], doc["pp"], doc["vpp"], doc["ep"], doc["zero"], doc["cp"], doc["micro_batch"]) == (
        1,
        16,
        1,
        64,
        1,
        1,
        1,
    )
    assert doc["precision"] == "fp8" and doc["status"] == "ok"
    assert doc["wall_days"] > doc["steady_days"] > 0
    assert doc["comm_breakdown_s_per_step"]["expert_parallel"] > 0
    for key in ("effective_peak_tflops", "mfu", "micro_batches", "steps", "power_w_per_device", "inputs", "results"):
        assert doc[key] is not None, key
    assert {"wall_days_low", "wall_days_high", "steady_days_low", "steady_days_high", "drivers"} <= set(doc["band"])


def test_fp4_precision_is_a_choice(capsys):
    doc = _json(capsys, "--device", "B200", "--count", "64", "--workload", "llama2-70b", "--precision", "fp4")
    assert doc["precision"] == "fp4"
    from gpucompare.core.estimate import load_params
    from gpucompare.core.estimate.precision import eight_bit_gain

    g8 = eight_bit_gain(load_params().low_precision_share, 2.0)  # B200: FP8/BF16 = 2, FP4/FP8 = 2
    assert doc["effective_peak_tflops"] == pytest.approx(2250 * g8 / (0.43 + 0.57 / 2))


def test_finetune_and_preset_token_override(capsys):
    doc = _json(
        capsys,
        "--device",
        "H100 SXM5 80GB",
        "--count",
        "8",
        "--workload",
        "Llama 2 70B",
        "--tokens",
        "26M",
        "--finetune",
        "lora",
    )
    assert doc["finetune"] == "lora" and doc["tokens"] == 26e6 and doc["fits_in_memory"] is True
    # an hour-long run meets the part of a campaign's overhead that builds up over the fitted campaign_hours, the
    # job's fixed time and a few failures, nothing more
    prm = load_params()
    steady_h = doc["steady_days"] * 24.0
    campaign = prm.wall_other_share * (1.0 - math.exp(-steady_h / prm.campaign_hours))
    assert doc["wall_days"] / doc["steady_days"] < 1.0 + campaign + prm.job_fixed_h / steady_h + 0.03


def test_defaults_are_reported(capsys):
    doc = _json(capsys, "--device", "H100 SXM5 80GB", "--count", "16384", "--params", "405B", "--tokens", "15.6T")
    assert doc["global_batch_tokens"] > 16384 * 512 and doc["seq_len"] == 4096  # 405B: the 4k default, said
    assert doc["pp"] == 1 or doc["micro_batches"] >= 4 * doc["pp"] / doc["vpp"]
    assert any("DeepSeek LLM" in a for a in doc["assumptions"])


@pytest.mark.parametrize(
    "args, message",
    [
        (["--global-batch", "nan"], "--global-batch must be a positive finite number"),
        (["--seq-len", "inf"], "--seq-len must be a positive finite number"),
        (["--layers", "-3"], "--layers must be a positive finite number"),
        (["--hidden", "0"], "--hidden must be a positive finite number"),
        (["--mfu", "nan"], "--mfu must be a positive finite number"),
        (["--vpp", "x"], "invalid int"),
        (["--ep", "3"], "--ep 3 must divide"),
        (["--finetune", "qlora"], "invalid choice"),
        (["--model-kind", "rnn"], "invalid choice"),
        (["--image-size", "nan"], "--image-size must be a positive finite number"),
    ],
)
def test_bad_new_flags_are_one_line_exit_2(capsys, args, message):
    rc = run(["estimate", "--device", "H800", "--count", "8", "--params", "70B", "--tokens", "1T", *args])
    err = capsys.readouterr().err
    assert rc == 2 and message in err and err.count("\n") == 1


def test_every_estimate_flag_has_help_text():
    parser = build_parser()
    sub = next(a for a in parser._actions if a.dest == "command").choices["estimate"]
    missing = [a.option_strings for a in sub._actions if a.option_strings and not a.help and a.dest != "help"]
    assert missing == []


def test_claims_are_printed_beside_the_model(capsys):
    assert run(["estimate", "--claims"]) == 0
    out = capsys.readouterr().out
    assert "46%" in out and "GPT-3 in two weeks on 600 x p3dn.24xlarge" in out and "model:" in out
    assert "shared/" not in out


def test_a_run_that_does_not_fit_prints_the_advice_and_has_null_times(capsys):
    doc = _json(capsys, "--device", "RTX 4090", "--count", "8", "--workload", "Llama 2 70B")
    assert doc["status"] == "does_not_fit" and doc["wall_days"] is None and doc["device_hours"] is None
    assert "fit" in doc["fit_advice"]
    assert run(["estimate", "--device", "RTX 4090", "--count", "8", "--workload", "Llama 2 70B"]) == 0
    out = capsys.readouterr().out
    assert "DOES NOT FIT IN MEMORY" in out and "Wall-clock " in out


def test_a_figure_the_device_lacks_is_printed_before_any_number(capsys):
    argv = ["estimate", "--device", "V100 SXM2 32GB", "--count", "8", "--params", "7B", "--tokens", "100B"]
    assert run([*argv, "--precision", "bf16"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[1].startswith("  ! ") and "no BF16" in out[1]
    assert any(line.rstrip().endswith("*") for line in out)  # generic values marked
    # no precision named: the device's own FP16 figure, said first, and not a substituted figure
    assert run(argv) == 0
    out = capsys.readouterr().out.splitlines()
    assert "(FP16)" in out[0] and out[1].startswith("  ! No precision given: estimated in FP16")


def test_vision_models_take_samples_and_image_size(capsys):
    doc = _json(capsys, "--device", "H100 SXM5 80GB", "--count", "8", "--workload", "ViT-L/16", "--samples", "100M")
    assert doc["model_kind"] == "vit" and doc["samples"] == 100e6 and doc["seq_len"] == 197
    big = _json(
        capsys, "--device", "H100 SXM5 80GB", "--count", "8", "--workload", "ViT-L/16", "--samples", "100M",
        "--image-size", "384",
    )  # fmt: skip
    assert big["seq_len"] == pytest.approx(577) and big["steady_days"] > 2 * doc["steady_days"]
    cnn = _json(
        capsys, "--device", "A100 SXM4 80GB", "--count", "8", "--model-kind", "cnn", "--params", "25.6M",
        "--samples", "115M", "--precision", "tf32",
    )  # fmt: skip
    assert cnn["model_kind"] == "cnn" and cnn["tokens"] == 115e6


def test_masked_vit_and_samples_by_sequence_reach_the_estimate(capsys):
    """MAE (He et al. 2021): the encoder sees a quarter of the patches, the decoder every patch; a fine-tune stated
    in sequences is entered as samples x sequence length."""
    from gpucompare.core.workloads import custom_workload, with_mask

    vit = custom_workload(632e6, None, model_kind="vit", samples=1e6, image_size=224)
    assert vit.seq_len == 257  # ViT-H/14: (224 / 14)^2 + 1
    m = with_mask(vit, 0.75)
    # by hand: 64 of 256 patches + the class token = 65 visible; the 632M parameters include MAE's 25.2M decoder
    enc, dec = 632e6 - 25.2e6, 25.2e6
    per_image = (6 * enc + 12 * vit.layers * vit.hidden * 65) * 65 + (6 * dec + 12 * 8 * 512 * 257) * 257
    assert m.seq_len == 65 and m.flops_per_token * m.seq_len == pytest.approx(per_image)
    args = ("--device", "TPU v3", "--count", "128", "--params", "632M", "--model-kind", "vit", "--samples", "1.28G")
    full = _json(capsys, *args)
    masked = _json(capsys, *args, "--mask-ratio", "0.75")
    assert masked["seq_len"] == 65 and 0.2 < masked["steady_days"] / full["steady_days"] < 0.4
    none = _json(capsys, *args, "--mask-ratio", "0.5", "--decoder-params", "0")
    assert none["seq_len"] == 129
    # a language model by samples: 1.2M sequences of 256 tokens = 307.2M tokens
    ft = _json(
        capsys, "--device", "V100 SXM2 32GB", "--count", "8", "--params", "435M", "--model-kind", "encoder",
        "--samples", "1.2M", "--seq-len", "256", "--finetune", "full",
    )  # fmt: skip
    assert ft["tokens"] == pytest.approx(307.2e6) and ft["seq_len"] == 256
    assert run(["estimate", "--device", "V100 SXM2 32GB", "--count", "8", "--params", "435M", "--samples", "1.2M"]) == 2
    assert "need a sequence length" in capsys.readouterr().err
    assert run([*("estimate", "--device", "H100 SXM5 80GB", "--count", "8", "--params", "7B", "--tokens", "1T"),
                *("--mask-ratio", "0.75")]) == 2  # fmt: skip
    assert "applies to a ViT" in capsys.readouterr().err


def test_fp32_on_a_tpu_says_its_bf16_passes_first(capsys):
    doc = _json(
        capsys, "--device", "google-tpu-v3", "--count", "8", "--params", "1B", "--tokens", "10B", "--precision", "fp32"
    )
    assert "as BF16 passes" in doc["assumptions"][0] and doc["missing"][0] == doc["assumptions"][0]
    assert (
        doc["peak_tflops"] == 123.0 and "precision_substituted" in doc["flags"] and doc["band"]["support"] == "unseen"
    )


def test_no_precision_on_an_fp32_only_card_is_fp32_said_first_in_the_json(capsys):
    out = _json(capsys, "--device", "GTX 1080 Ti", "--count", "1", "--params", "110e6", "--tokens", "409.6e6")
    assert out["precision"] == "fp32" and "precision_device_default" in out["flags"]
    assert out["assumptions"][0].startswith("No precision given: estimated in FP32")
    # a precision named that the device lacks stays refused: one sentence, exit 2
    assert run(["estimate", "--device", "GTX 1080 Ti", "--count", "1", "--params", "110e6", "--tokens", "4e8",
                "--precision", "bf16"]) == 2  # fmt: skip
    assert "16-bit tensor figure" in capsys.readouterr().err


def test_diffusion_transformer_by_image_patch_and_latent_factor(capsys):
    """A latent diffusion transformer patches the VAE's latent (Peebles and Xie 2022, DiT, arXiv:2212.09748, section
    3.2): a 256 px image through Stable Diffusion's VAE (downsampling 8) is a 32 x 32 latent, and DiT-XL/2's patch of 2
    makes (256 / 8 / 2)^2 = 256 tokens, no class token. Pixel ViTs keep (image / patch)^2 + 1."""
    from gpucompare.core.workloads import at_image_size, custom_workload, workload_for

    dit = custom_workload(675e6, None, model_kind="vit", samples=1e6, image_size=256, patch_size=2, latent_factor=8)
    assert dit.seq_len == 256 and dit.latent_factor == 8 and dit.patch_size == 2
    # by hand: FLOPs per image = (6 x 675M + 12 x layers x hidden x 256) x 256, the ViT formula at 256 tokens
    per_token = 6 * 675e6 + 12 * dit.layers * dit.hidden * 256
    assert math.isnan(dit.flops_per_token)  # the estimate counts 6N + attention per token, as for any ViT
    # Nitro-E (AMD 2025): 512 px through a 32x deep-compression VAE, patch 1 -> 16 x 16 = 256 tokens
    assert custom_workload(304e6, None, model_kind="vit", samples=1, image_size=512, patch_size=1, latent_factor=32)\
        .seq_len == 256  # fmt: skip
    # a pixel ViT with another patch: ViT-B/16 at patch 32 is (224 / 32)^2 + 1 = 50 tokens
    assert at_image_size(workload_for("ViT-B/16"), None, 32).seq_len == 50
    assert workload_for("ViT-B/16").seq_len == 197  # nothing given: the preset as it is
    args = ("--device", "H100 SXM5 80GB", "--count", "8", "--params", "675M", "--model-kind", "vit", "--samples",
            "100M", "--image-size", "256", "--precision", "bf16")  # fmt: skip
    pixel = _json(capsys, *args, "--patch-size", "16")  # 16 pixels: (256 / 16)^2 + 1 = 257 tokens
    latent = _json(capsys, *args, "--patch-size", "2", "--latent-factor", "8")
    assert pixel["seq_len"] == 257 and latent["seq_len"] == 256
    assert latent["total_flops"] == pytest.approx(per_token * 256 * 100e6, rel=1e-6)
    assert any("VAE downsampling 8" in a for a in latent["assumptions"])
    # refused, with the reason: a patch for a language model or a CNN, a latent factor for a language model, a patch
    # larger than the latent (a CNN takes a latent factor: a latent diffusion U-Net, tests/core/test_diffusion_unet.py)
    assert run(["estimate", "--device", "H100 SXM5 80GB", "--count", "8", "--params", "7B", "--tokens", "1T",
                "--patch-size", "2"]) == 2  # fmt: skip
    assert "applies to a ViT or diffusion transformer" in capsys.readouterr().err
    assert run(["estimate", "--device", "H100 SXM5 80GB", "--count", "8", "--params", "25M", "--model-kind", "cnn",
                "--samples", "1M", "--patch-size", "8"]) == 2  # fmt: skip
    assert "applies to a ViT or diffusion transformer" in capsys.readouterr().err
    assert run(["estimate", "--device", "H100 SXM5 80GB", "--count", "8", "--params", "7B", "--tokens", "1T",
                "--latent-factor", "8"]) == 2  # fmt: skip
    assert "latent downsampling factor applies to a diffusion model" in capsys.readouterr().err
    assert run(["estimate", *args, "--patch-size", "64", "--latent-factor", "8"]) == 2
    assert "patch is larger than the image" in capsys.readouterr().err


def test_self_supervised_views_count_each_image_as_its_views_pixels(capsys):
    """Self-supervised vision runs pass several augmented views of each image through the network: FLOPs per image =
    sum over views of (view side / image side)^2 x the model's per-image FLOPs. MoCo and SimCLR take 2 views at 224
    px (x2); SwAV's multi-crop 2 x 224 + 6 x 96 is 2 + 6 x (96/224)^2 = 3.102 (Caron et al. 2020, arXiv:2006.09882);
    DINO's 2 x 224 + 10 x 96 is 3.837 (arXiv:2104.14294)."""
    from gpucompare.core.workloads import views_factor, with_views, workload_for
    from gpucompare.errors import BadArgument

    assert views_factor("2", 224) == 2 and views_factor(2, 224) == 2
    assert views_factor("2x224+6x96", 224) == pytest.approx(2 + 6 * (96 / 224) ** 2)
    assert views_factor("2x224 + 10x96", 224) == pytest.approx(3.8367, rel=1e-4)
    assert views_factor("2X224+8x98px", 224) == pytest.approx(2 + 8 * (98 / 224) ** 2)
    for bad in ("", "two", "2x", "0", "65", "2x4", "+".join(["1"] * 33), "1" * 201, "2x224+", "2x224x96"):
        with pytest.raises(BadArgument, match="--views"):
            views_factor(bad, 224)
    rn50 = workload_for("ResNet-50", samples=1.0e6)
    swav = with_views(rn50, "2x224+6x96")
    assert swav.tokens == pytest.approx(1.0e6 * 3.102, rel=1e-3) and swav.flops_per_token == rn50.flops_per_token
    with pytest.raises(BadArgument, match="CNN or ViT"):
        with_views(workload_for("Llama 2 7B"), "2")
    # the command line and its JSON: the same run with --views 2x224+6x96 has 3.102x the FLOPs, said in the FLOPs line
    args = ("--device", "V100 SXM2 16GB", "--count", "64", "--workload", "ResNet-50", "--samples", "1.025B")
    one, multi = _json(capsys, *args), _json(capsys, *args, "--views", "2x224+6x96")
    assert multi["total_flops"] == pytest.approx(one["total_flops"] * 3.102, rel=1e-3)
    assert multi["steady_days"] > 2.5 * one["steady_days"]
    line = next(a for a in multi["assumptions"] if a.startswith("FLOPs"))
    assert "1.025e+09 images x 3.1 image-equivalents each: views 2x224+6x96" in line
    # refused, with the reason: views for a language model, a malformed spec
    assert run(["estimate", "--device", "H100 SXM5 80GB", "--count", "8", "--params", "7B", "--tokens", "1T",
                "--views", "2"]) == 2  # fmt: skip
    assert "applies to a CNN or ViT" in capsys.readouterr().err
    assert run(["estimate", *args, "--views", "2x224+many"]) == 2
    assert "--views is a count of views" in capsys.readouterr().err
