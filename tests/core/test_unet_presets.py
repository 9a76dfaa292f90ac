"""A segmentation U-Net is not a diffusion U-Net (issue 20, blind set 58: NVIDIA's ISBI U-Net named into the diffusion
preset came out +543% to +4,160%). A bare "U-Net" is Ronneberger et al.'s network (arXiv:1505.04597, Figure 1), whose
forward multiply-adds are counted here from the figure's layer shapes; the diffusion U-Net needs a diffusion word or a
latent factor, and the estimate says which one it took. A 3D U-Net's micro-batch follows its voxels."""

from __future__ import annotations

import json

import pytest

from gpucompare.cli import run
from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate import Settings, estimate
from gpucompare.core.estimate.parallel import cnn_micro_batches
from gpucompare.core.workloads import custom_workload, find_preset, find_vision_model, workload_for

CAT = bundled_catalog()


def _figure1(size: int = 572, classes: int = 2) -> tuple[float, int]:
    """Forward multiply-adds and parameters of the U-Net of Figure 1: two unpadded 3 x 3 convolutions per level
    (64, 128, 256, 512, 1024 channels), 2 x 2 max pooling, 2 x 2 up-convolutions halving the channels, the skip
    concatenated, a 1 x 1 convolution to the classes."""
    macs, params, s, c = 0.0, 0, size, 1

    def conv(s, ci, co, k=3):
        nonlocal macs, params
        o = s - (k - 1)
        macs += o * o * k * k * ci * co
        params += k * k * ci * co + co
        return o

    for co in (64, 128, 256, 512):
        s = conv(conv(s, c, co), co, co) // 2
        c = co
    s = conv(conv(s, c, 1024), 1024, 1024)
    c = 1024
    for co in (512, 256, 128, 64):
        s *= 2
        macs += s * s * c * co  # each output position of a stride-2 2 x 2 up-convolution takes one input position
        params += 4 * c * co + co
        s = conv(conv(s, 2 * co, co), co, co)
        c = co
    assert s == 388  # the figure's output tile
    conv(s, c, classes, 1)
    return macs, params


def test_the_segmentation_unet_preset_is_figure_1_counted_by_hand():
    macs, params = _figure1()
    assert params == 31_030_658  # the count the network is known by: the layer list is the figure's
    assert macs == pytest.approx(150.43e9, rel=1e-4)
    w = find_preset("U-Net")
    assert w.id == "unet-ronneberger" and w.image_size == 572 and w.params == params
    assert w.flops_per_token == pytest.approx(6 * macs, rel=1e-4)  # 3 passes x 2 FLOPs per multiply-add
    # a diffusion U-Net does ~6x the work per weight and pixel (EDM2's ADM: 110.4e9 for 295.9M at 64 px)
    adm = find_preset("Diffusion U-Net")
    per = adm.flops_per_token / adm.params / 64**2
    assert 5.5 < per / (w.flops_per_token / w.params / 572**2) < 6.5


def test_a_bare_unet_is_the_segmentation_one_a_diffusion_word_the_diffusion_one():
    for text in ("U-Net", "UNet (Ronneberger, ~31M) EM segmentation", "UNet++ cell nuclei"):
        assert find_vision_model(text, "cnn", 31e6)[0].id == "unet-ronneberger", text
    for text in ("DDPM (35.7M U-Net) CIFAR-10", "Diffusion U-Net", "EDM ADM U-Net", "Stable Diffusion 2 U-Net"):
        assert find_vision_model(text, "cnn", 100e6)[0].id == "adm-unet-64", text
    # a U-Net over a VAE's latent is the latent diffusion U-Net whatever its name (BK-SDM's "0.58B U-Net")
    w = custom_workload(580e6, None, model_kind="cnn", samples=1e6, image_size=512, name="BK-SDM (0.58B U-Net)",
                        latent_factor=8)  # fmt: skip
    assert w.id == "adm-unet-64"


def test_the_users_image_size_and_width_scale_it():
    macs, _ = _figure1()
    # at 286 px a quarter of the pixels: a quarter of the FLOPs (the preset's rule, (size / 572)^2)
    w = workload_for("U-Net", samples=1000, image_size=286)
    assert w.flops_per_token == pytest.approx(6 * macs / 4, rel=1e-4)
    # named with its parameters (every width halved: a quarter of the weights), the FLOPs per weight stay
    half = custom_workload(31_030_658 / 4, None, model_kind="cnn", samples=1000, image_size=572, name="U-Net")
    assert half.flops_per_token == pytest.approx(6 * macs / 4, rel=1e-4)


def test_what_a_user_sees_when_the_name_is_shared(capsys):
    """`--workload U-Net` is estimated as the segmentation U-Net, and the first assumption says so, names the other
    and how to get it."""
    assert run(["estimate", "--device", "A100 SXM4 40GB", "--count", "1", "--workload", "U-Net", "--samples", "51200",
                "--precision", "tf32", "--json"]) == 0  # fmt: skip
    out = json.loads(capsys.readouterr().out)
    first = out["assumptions"][0]
    assert "Taken as U-Net (segmentation" in first and "Diffusion U-Net (ADM" in first
    assert "903 GFLOPs per training image at 572 px" in first and "6.1x the work per weight" in first
    assert out["total_flops"] == pytest.approx(51200 * 6 * _figure1()[0], rel=1e-4)
    # the diffusion U-Net named as such is not told about the segmentation one
    e = estimate(CAT.resolve("A100 SXM4 40GB"), workload_for("Diffusion U-Net", samples=1e6), 8, Settings())
    assert not any("Taken as" in str(a) for a in e.assumptions)


def test_a_volumes_micro_batch_follows_its_voxels():
    """32 images of 224 x 224 per device (Goyal et al. 2017) is 1.6M pixels; a 3D U-Net's 128^3 patch alone is 2.1M
    voxels: 32 x 224^2 / 128^3 = 0.77 -> 1 patch, then 2, 4, 8 (the 2D rule at 128 px gave 32-256)."""
    assert cnn_micro_batches(128, 3) == (1, 2, 4, 8)
    assert cnn_micro_batches(128) == (32, 64, 128, 256)  # a 2D image below 224 px keeps the floor
    assert cnn_micro_batches(800) == (2, 4, 8, 16)
    # LUNA16's 224 x 224 x 96 crop as its cube (169 px): it fits on a V100 at one patch per device (before: 32
    # patches, 268 GB per device, "does not fit")
    d = CAT.resolve("V100 SXM2 32GB")
    w = workload_for("3D U-Net", samples=8770, image_size=169)
    e = estimate(d, w, 8, Settings(precision="fp16"))
    assert e.status == "ok" and e.micro_batch == 1 and e.memory_per_device_gb < 32
