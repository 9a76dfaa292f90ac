"""The validation's work done once where it was done again (ci113): the same numbers, fewer look-ups."""

from types import SimpleNamespace

import numpy as np
import pytest

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


def test_folds_fitted_together_get_the_parameters_of_one_fit_per_fold():
    """cross_validate's folds step their simplexes together, each step one sweep over every fold's rows
    (calibrate.fit_folds, ci218): each fold's fitted parameters are the bits of its own fit, for folds whose layout
    terms differ in shape too (a fold without the table's pipeline-parallel or MoE rows sweeps apart)."""
    from tests.validation import calibrate as cal
    from tests.validation.runs import load_repo

    start = cal.starting_point()[0]
    rows, _ = cal.prepare(load_repo()[::20], start)
    stack = cal.Stack(rows, start)
    groups = sorted({cal.fold_of(p.run) for p in rows})[:8]
    subs = [stack.subset(np.array([cal.fold_of(p.run) != g for p in rows])) for g in groups]
    subs.append(stack.subset(np.arange(len(rows)) % 2 == 0))  # a fold of another shape
    kw = {"rounds": 2, "step": 0.05, "iters": 25}
    got = cal.fit_folds(subs, start, cal.ACTIVE, None, **kw)
    want = [cal.fit(s, start, cal.ACTIVE, None, **kw) for s in subs]
    assert len(got) == len(want) == 9
    assert [repr(p) for p in got] == [repr(p) for p in want]
    assert len({p.gemm_utilization for p in got}) > 1  # the folds' fits differ from each other


def _reference_tables(ok):
    """calibrate's band table over the rows `ok` row by row (as it was built before ci193): the definition the array
    form (calibrate._BandRows) must give to the bit."""
    import math
    import statistics
    from collections import defaultdict

    from tests.validation import calibrate as cal

    ratio = {id(s): s.prepared.target / s.predicted for s in ok}
    level = {id(s): cal.support_level(s) for s in ok}
    drv = {id(s): cal.drivers_of(s) for s in ok}
    cmp = {id(s): s.prepared.run.compare for s in ok}
    base = [s for s in ok if level[id(s)] == "well"]
    if len({cal.unit_of(s) for s in base}) < cal.GENERIC_MIN_UNITS:
        base = ok
    out = {}
    for what in ("wall", "steady"):
        sel = [s for s in base if cmp[id(s)] == what]
        out[what] = cal.quantiles([ratio[id(s)] for s in sel], [cal.unit_of(s) for s in sel])
    share = {id(s): cal.overhead_share_of(s) for s in ok}
    walls = [s for s in base if cmp[id(s)] == "wall" and share[id(s)] == share[id(s)] and share[id(s)] > 0]
    if cal.OVERHEAD_BLEND and walls:  # the wall-clock rows' median overhead share, each unit one vote
        m = cal._weighted_quantile(
            np.array([share[id(s)] for s in walls]), cal._votes([cal.unit_of(s) for s in walls]), 0.5
        )
        out["overhead_mid"] = (m, m)
    fam = defaultdict(list)
    for s in ok:
        fam[s.family].append(ratio[id(s)])
    meds = [statistics.median(v) for v in fam.values() if len(v) >= 3]
    spread = cal.quantiles(meds) if len(meds) >= 3 else (0.8, 1.25)
    names = [("thin", lambda s: level[id(s)] == "thin"), ("generic", lambda s: level[id(s)] == "unseen")]
    names += [(d, lambda s, d=d: d in drv[id(s)]) for d in cal.DRIVERS]
    for name, _ in names:
        out[name] = spread if name in ("thin", "generic") else (1.0, 1.0)
    out.update(cal.graded_middles(ok))
    for name in cal.GRADED_SIZED:
        out[name] = (1.0, 1.0)
    grd = {id(s): cal.graded_of(s, out) for s in ok}
    for _ in range(cal.WIDENING_ROUNDS):
        for name, has in names:
            rows = [s for s in ok if has(s)]
            units = [cal.unit_of(s) for s in rows]
            if len(set(units)) < cal.GENERIC_MIN_UNITS:
                continue
            other = [
                cal._widened(
                    out, cmp[id(s)], level[id(s)], drv[id(s)], skip=name, graded=grd[id(s)], share=share[id(s)]
                )
                for s in rows
            ]
            lo = cal.quantiles([ratio[id(s)] / o[0] for s, o in zip(rows, other, strict=True)], units)[0]
            hi = cal.quantiles([ratio[id(s)] / o[1] for s, o in zip(rows, other, strict=True)], units)[1]
            w = math.sqrt(max(1.0, hi) / min(1.0, lo))
            out[name] = (min(1.0, 1.0 / w), max(1.0, w))
        for name in cal.GRADED_SIZED:
            rows = [s for s in ok if name in grd[id(s)]]
            if len({cal.unit_of(s) for s in rows}) < cal.GENERIC_MIN_UNITS:
                continue
            bands = [
                cal._widened(
                    out, cmp[id(s)], level[id(s)], drv[id(s)], skip=name, graded=grd[id(s)], share=share[id(s)]
                )
                for s in rows
            ]
            b = cal.size_graded(
                np.log([ratio[id(s)] for s in rows]),
                np.log([x[0] for x in bands]),
                np.log([x[1] for x in bands]),
                np.array([grd[id(s)][name] for s in rows]),
                cal._votes([cal.unit_of(s) for s in rows]),
            )
            out[name] = (math.exp(-b), math.exp(b))
    return out


def _reference_novelty(ok):
    import math

    from tests.validation import calibrate as cal

    pooled, votes = [], []
    for k in sorted({cal.blind_set_of_row(s) for s in ok} - {0}):
        table = _reference_tables([s for s in ok if cal.blind_set_of_row(s) != k])
        z = []
        for s in (s for s in ok if cal.blind_set_of_row(s) == k):
            lo, hi = cal._widened(
                table,
                s.prepared.run.compare,
                cal.support_level(s),
                cal.drivers_of(s),
                graded=cal.graded_of(s, table),
                share=cal.overhead_share_of(s),
            )
            c, h = 0.5 * (math.log(lo) + math.log(hi)), 0.5 * (math.log(hi) - math.log(lo))
            lr, g, w = math.log(s.prepared.target / s.predicted), cal.unstated_gain(s), cal.unstated_slow(s)
            held_by_path = (g > 1.0 and -math.log(g) <= lr < c) or (w > 1.0 and c < lr <= math.log(w))
            z.append(0.0 if held_by_path else abs(lr - c) / h)
        if len(z) >= 10:
            pooled += z
            votes += [1.0 / len(z)] * len(z)
    return cal._weighted_quantile(np.array(pooled), np.array(votes), cal.NOVELTY_TARGET) if pooled else 1.0


def _synthetic_scored(n: int, seed: int):
    """Scored rows as the band tables read them (ratio, support level, drivers, compare, unit, blind set, family,
    size and devices, the unstated FP8 gain), drawn at random: ties in the ratios, rows without a size, one-row units."""
    from tests.validation import calibrate as cal

    rng = np.random.default_rng(seed)
    rows = []
    for i in range(n):
        drivers = tuple(d for d in cal.DRIVERS if rng.random() < 0.3)
        predicted = float(rng.choice([100.0, 250.0]) if i % 17 == 0 else rng.lognormal(5, 2))
        target = predicted * float(np.exp(rng.normal(0, 0.8))) if i % 17 else 300.0
        size = float(10 ** rng.uniform(7, 11)) if i % 23 else float("nan")
        s = SimpleNamespace(
            prepared=SimpleNamespace(
                target=target,
                run=SimpleNamespace(compare="wall" if rng.random() < 0.6 else "steady", comparable=True),
                entry=SimpleNamespace(workload=SimpleNamespace(active_params=size), count=int(rng.choice([1, 8, 512]))),
            ),
            predicted=predicted,
            family=f"fam{rng.integers(0, 9)}",
        )
        # the estimate's steady state and wall-clock (est211: a wall-clock row's band by its overhead share), some
        # rows without them
        if i % 5:
            s.predicted_wall, s.predicted_steady = predicted, predicted * float(rng.uniform(0.5, 1.0))
        s._support_level = str(rng.choice(["well", "well", "well", "thin", "unseen"]))
        s._drivers = drivers
        s._unstated_gain = float(rng.choice([1.0, 1.0, 1.6]))
        s._unstated_slow = float(rng.choice([1.0, 1.0, 1.0, 3.5]))
        s._blind_set = int(rng.integers(0, 5))
        s._unit = (cal.FOLD_BY, f"u{i}" if i % 11 == 0 else f"pub{rng.integers(0, 30)}")
        rows.append(s)
    return rows


@pytest.mark.parametrize("blend", [False, True])
def test_the_band_tables_from_arrays_are_the_row_by_row_tables_to_the_bit(blend, monkeypatch):
    """The band tables a held-out publisher or blind set gets are built from the rows' figures taken once as arrays
    (calibrate._BandRows: ci193, the out-of-fold fixture's band tables no longer redo each row's look-ups per table):
    the same bytes as the tables built row by row, over the whole table and over subsets of it, with the novelty."""
    from tests.validation import calibrate as cal

    monkeypatch.setattr(cal, "OVERHEAD_BLEND", blend)  # est211's short-job band, on and off
    ok = _synthetic_scored(400, seed=7)
    rows = cal._BandRows(ok)
    assert repr(cal._tables_without_novelty(ok)) == repr(_reference_tables(ok))
    for g in ("pub3", "pub11"):
        idx = np.flatnonzero(rows.unit != rows.unit_code(g))
        sub = [s for s in ok if cal.unit_of(s) != g]
        assert len(sub) < len(ok)
        assert repr(rows.tables(idx)) == repr(_reference_tables(sub))
        assert repr(rows.novelty(idx)) == repr(_reference_novelty(sub))
    table = cal.band_tables(ok)
    assert 0.5 < table["novelty"][1] < 2.0 and table["wall"][0] < 1 < table["wall"][1]
    assert any(table[d] != (1.0, 1.0) for d in cal.DRIVERS) and table["size"] != (1.0, 1.0)
