"""Buy or rent with its uncertainty: break-even on the same work within the owned cluster's life, the share of the
band each option wins, the sensitivity that names what moves the choice (in both languages), one place for "best",
no cost for a run that does not fit, and the "for my workload" column."""

import math

import numpy as np
import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.decision import INPUTS, best_runs, best_times, decide, decisions
from gpucompare.core.estimate import Settings
from gpucompare.core.money import FxTable
from gpucompare.core.tco import (
    HOURS_PER_MONTH,
    TcoSettings,
    compare_costings,
    default_for,
    price_column,
    priced_estimate,
    rent_usd_after,
    resolve_price,
    runs_per_month,
)
from gpucompare.core.workloads import find_preset
from gpucompare.i18n import chinese_text, localize

CAT = bundled_catalog()
FX = FxTable.bundled()
W = find_preset("llama2-70b")
CN = TcoSettings(site="china")


def priced(name, spec, count=256, tco=CN, workload=W):
    d = CAT.resolve(name)
    return priced_estimate(d, workload, count, Settings(), resolve_price(d, spec, "CNY", FX), tco, FX, "CNY")


def test_a_slow_owned_cluster_breaks_even_physically_or_never():
    """The issue's Ascend 910B cluster against renting H100s: its own run takes over a year; break-even is counted in
    months of its own use (at most 80% of 730 h), against the rental's bill for the same work, within its life."""
    _e, own = priced("Ascend 910B", "buy=120000")
    _e2, rent = priced("H100 SXM5 80GB", "rent=p5.48xlarge")
    compare_costings([own, rent])
    assert own.run_hours > 2 * rent.run_hours  # far slower than the rented H100s
    # the work a month: 584 hours of the owned cluster; the rental bills its own device-hours for that work
    per_month = runs_per_month(own)
    assert per_month == pytest.approx(HOURS_PER_MONTH * 0.8 / own.run_hours)
    bill = rent_usd_after(rent, own, 1.0, 0.0)
    assert bill == pytest.approx(per_month * rent.run_cost_usd)
    assert bill < rent.devices * HOURS_PER_MONTH * rent.run_cost_usd / (rent.run_hours * rent.devices)  # < 730 h
    if own.break_even_months is None:
        assert str(own.break_even_note) == "never within its 4-year life"
    else:
        assert 0 < own.break_even_months <= own.years * 12


def test_the_decision_carries_the_band_and_names_what_moves_it_in_both_languages():
    _e, own = priced("H800 SXM5 80GB", "buy=250000")
    _e2, rent = priced("H100 SXM5 80GB", "rent=p5.48xlarge")
    compare_costings([own, rent])
    d = decide(own, rent)
    assert d.winner in ("buy", "rent") and 0 <= d.buy_share <= 1
    lo, hi = sorted(d.band_margin_usd)
    # within the band's margins, to rounding: where the margin barely depends on the training time (both ends within
    # a few units in the last place of the central margin), the central one may sit 1e-15 outside
    slack = 1e-9 * max(abs(lo), abs(hi))
    assert lo - slack <= d.margin_usd <= hi + slack
    keys = [s.key for s in d.tornado]
    assert set(keys) <= set(INPUTS) and {"band", "purchase_price", "rent_trend", "years", "cost_of_capital"} <= set(
        keys
    )
    swings = [s.swing_usd for s in d.tornado]
    assert swings == sorted(swings, reverse=True)  # widest first
    top = [localize(s.label) for s in d.top(3)]
    top_zh = [chinese_text(lambda s=s: localize(s.label)) for s in d.top(3)]
    assert len(top) == 3 and all(any("\u4e00" <= ch <= "\u9fff" for ch in t) for t in top_zh)
    text = str(d.summary(FX, "CNY"))
    assert f"What moves it most: {top[0]}" in text and "4-year life" in text
    doc = d.to_json(FX, "CNY")
    assert doc["sensitivity"][0]["name"] == top[0] and doc["sensitivity"][0]["name_zh"] == top_zh[0]
    assert "4 年" in doc["summary_zh"] or "4年" in doc["summary_zh"]
    # the rent trend's range is the rental index's fitted 90% interval
    trend = next(s for s in d.tornado if s.key == "rent_trend")
    t = default_for("rent_trend")
    assert (trend.low, trend.high) == pytest.approx((t.low, t.high)) and t.low < t.value < t.high < 0.5


def test_one_band_for_one_family_two_for_two():
    """The same calibration moves both runs together (a bought and a rented H100 win or lose on the whole band); two
    device families' errors are independent."""
    _e, own = priced("H100 SXM5 80GB", "buy")
    _e2, rent = priced("H100 SXM5 80GB", "rent=p5.48xlarge")
    d = decide(own, rent, sensitivity=False)
    assert d.buy_share in (0.0, 1.0)
    _e3, ascend = priced("Ascend 910B", "buy=120000")
    mixed = decide(ascend, rent, sensitivity=False)
    assert mixed.band_margin_usd[0] != pytest.approx(mixed.band_margin_usd[1])


def test_best_is_only_ever_like_with_like():
    _e, a = priced("H800 SXM5 80GB", "buy=250000")
    _e2, b = priced("H100 SXM5 80GB", "buy=250000")
    _e3, r = priced("H100 SXM5 80GB", "rent=p5.48xlarge")
    assert best_runs([a, r]) == set()  # a bought run against a rental: never "best"
    assert best_runs([a, b, r]) == {min((0, a), (1, b), key=lambda v: v[1].run_cost_usd)[0]}
    b.stale = True  # an old price is never best
    assert best_runs([a, b]) == set()
    assert best_runs([a, None]) == set()


def test_a_run_that_does_not_fit_has_no_cost_and_says_what_would_fit():
    e, c = priced("H100 SXM5 80GB", "buy", count=8)
    assert not e.fits_in_memory and c is None
    assert any(str(a).startswith("No cost: the run does not fit in memory") for a in e.assumptions)
    assert e.fit_advice and e.fit_advice in e.assumptions[-1]
    assert best_times([e, e]) == set()  # a run that does not fit is never the fastest
    assert decisions([]) == []


def test_the_workload_column_ranks_every_training_device_and_says_why_one_has_no_figure():
    from gpucompare.core.workload_costs import workload_column

    prices = price_column(CAT.devices, "reference:CN+US", "CNY", FX)
    col = workload_column(CAT.devices, W, 256, Settings(), prices, CN, FX)
    ids = [d.id for d in CAT.devices]
    training = [i for i, d in enumerate(CAT.devices) if d.is_training_device]
    assert np.isfinite(col.days[training]).mean() > 0.9
    assert all(col.why[i] for i in range(len(ids)) if not math.isfinite(col.cost[i]))  # a blank says why
    # the table's cost equals the estimate panel's run cost for the same device bought at the same price
    h800 = ids.index("nvidia-h800-sxm5-80gb")
    _e, c = priced("H800 SXM5 80GB", "reference:CN+US")
    assert col.cost[h800] == pytest.approx(c.in_currency("CNY", FX)["run_cost"], rel=1e-9)
    assert col.kind[h800] == "owned" and col.days[h800] == pytest.approx(c.run_hours / 24)
    cpu = next(i for i, d in enumerate(CAT.devices) if d.category == "CPU")
    assert "not a training device" in col.why[cpu] and math.isnan(col.days[cpu])
