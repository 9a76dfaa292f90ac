"""The command line after the ux199 review: a latent diffusion transformer given by its sizes is titled as its kind is
written ('custom ViT 675M params, 1.8B images', never 'custom VIT 675M params, 1800M images')."""

from gpucompare.cli import run

DIT = ["--params", "675M", "--model-kind", "vit", "--samples", "1800M", "--image-size", "256", "--latent-factor", "8"]


def test_a_custom_vision_model_is_titled_as_its_kind_is_written(capsys):
    assert run(["estimate", "--device", "A100 SXM4 80GB", "--count", "8", *DIT]) == 0
    title = capsys.readouterr().out.splitlines()[0]
    assert title.startswith("custom ViT 675M params, 1.8B images on 8 x A100 SXM4 80GB"), title
