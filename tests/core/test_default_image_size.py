"""A vision model entered without its image size, and not named, is estimated at a default crop: said first among the
assumptions, with the option that changes it (a detector trained at 800 px has 13x the pixels of a 224 px crop)."""

import json

from gpucompare.cli import run


def _assumptions(capsys, *extra):
    args = ["estimate", "--device", "V100 SXM2 16GB", "--count", "16", "--samples", "35.4M", "--json", *extra]
    assert run(args) == 0
    doc = json.loads(capsys.readouterr().out)
    return doc["assumptions"], doc


def test_a_custom_vision_model_without_its_image_size_says_the_size_it_is_estimated_at(capsys):
    for kind in ("vit", "cnn"):
        said, _ = _assumptions(capsys, "--params", "41M", "--model-kind", kind)
        first = [a for a in said if a.startswith("Image size")]
        assert first, said
        assert "224 px: none given" in first[0] and "--image-size" in first[0] and "13x" in first[0]
        # before every assumption but a figure the device lacks (the precision chosen for the user)
        assert said.index(first[0]) <= 1


def test_an_image_size_given_or_a_named_model_is_not_called_a_default(capsys):
    said, _ = _assumptions(capsys, "--params", "41M", "--model-kind", "cnn", "--image-size", "800")
    assert not any(a.startswith("Image size") for a in said)
    said, _ = _assumptions(capsys, "--workload", "resnet-50")
    assert not any(a.startswith("Image size") for a in said)


def test_the_default_changes_nothing_but_the_sentence(capsys):
    """The same estimate as the size given explicitly at the default: only the assumption differs."""
    _, quiet = _assumptions(capsys, "--params", "41M", "--model-kind", "vit")
    _, told = _assumptions(capsys, "--params", "41M", "--model-kind", "vit", "--image-size", "224")
    assert quiet["device_hours"] == told["device_hours"] and quiet["wall_days"] == told["wall_days"]
