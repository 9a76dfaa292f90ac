"""The command line refuses a model input its model's kind does not take, by the one table the window greys its fields
by (data/model_inputs.csv through workloads.model_inputs), instead of reading it silently as nothing."""

from __future__ import annotations

import pytest

from gpucompare.cli import run
from gpucompare.core.workloads import MODEL_KINDS, model_input_names, model_inputs

BASE = ["estimate", "--device", "H100 SXM5 80GB", "--count", "8"]


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--workload", "ResNet-50", "--layers", "12"], "--layers does not apply to a convolutional network"),
        (["--params", "7B", "--tokens", "1T", "--image-size", "224"], "--image-size does not apply to a decoder"),
        (["--params", "7B", "--tokens", "1T", "--decoder-params", "5"], "--decoder-params does not apply"),
    ],
)
def test_an_input_of_another_kind_is_refused_with_its_name(capsys, args, said):
    assert run([*BASE, *args]) == 2
    assert said in capsys.readouterr().err


def test_inputs_a_kind_takes_still_run(capsys):
    assert run([*BASE, "--workload", "Llama 2 70B", "--seq-len", "4096", "--layers", "80", "--json"]) == 0
    capsys.readouterr()


def test_the_table_names_only_known_kinds_and_every_kind_takes_its_parameters():
    for kind in MODEL_KINDS:
        assert "params" in model_inputs(kind)
    assert "attention-window" in model_inputs("decoder") and "attention-window" not in model_inputs("encoder")
    assert {"sparse-features", "embedding-dim"} <= model_inputs("recommendation")
    assert len(model_input_names()) == len(set(model_input_names()))
