"""The validation's work done once where it was done again (ci113): the same numbers, fewer look-ups."""

from types import SimpleNamespace

import numpy as np

from tests.validation.calibrate import _key_index, _once


def test_each_family_is_looked_up_once_and_spread_to_its_rows():
    keys, idx = _key_index(["hopper", "ampere", "hopper", "tpu-v4"])
    assert keys == ["ampere", "hopper", "tpu-v4"]
    assert list(idx) == [1, 0, 1, 2]
    # a value per family gathered to the rows is the value per row
    per_family = np.array([0.4, 0.5, 0.6])
    assert list(per_family[idx]) == [0.5, 0.4, 0.5, 0.6]


def test_a_rows_pure_figure_is_worked_out_once():
    calls = []
    row = SimpleNamespace()

    def work(s):
        calls.append(s)
        return ("finetune", "vision")

    assert _once(row, "_drivers", work) == ("finetune", "vision")
    assert _once(row, "_drivers", work) == ("finetune", "vision")
    assert len(calls) == 1
