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


def test_a_trial_reuses_the_layouts_terms_and_gets_the_same_bytes():
    """A fit's trial (calibrate.Stack.days) works out only the rates' part of the sweep (sweep.sweep_at), the layouts'
    terms once per stack (sweep.layout_terms): the same days to the bit as the whole sweep, for the stack and for a
    fold's subset of it (perf186)."""
    from dataclasses import replace

    from gpucompare.core.estimate import sweep
    from tests.validation import calibrate as cal
    from tests.validation.runs import load_repo

    start = cal.starting_point()[0]
    rows, _ = cal.prepare(load_repo()[::25], start)
    stack = cal.Stack(rows, start)
    trial = replace(start, gemm_utilization=start.gemm_utilization * 0.9, straggler_sigma=0.03, campaign_hours=400.0)
    for st in (stack, stack.subset(np.arange(len(rows)) % 3 != 0)):
        got = st.days(trial)
        # the whole sweep on the same inputs: Stack.days with sweep_at swapped for it
        whole = st.days.__func__
        saved = cal.sweep_at
        try:
            cal.sweep_at = lambda _fixed, base=st.base, **rates: sweep(
                **{k: v for k, v in base.items() if k not in rates}, **rates
            )
            expected = whole(st, trial)
        finally:
            cal.sweep_at = saved
        assert len(got) == len(st.keys) > 10
        assert got.tobytes() == expected.tobytes()
