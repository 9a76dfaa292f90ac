"""The rent-or-buy chart's horizon: a rented run is drawn to its end, an owned cluster over its life."""

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.money import FxTable
from gpucompare.core.pricing import find_cloud_rate
from gpucompare.core.tco import PriceChoice, RunFacts, TcoSettings, chart_series, cost_rented

FX = FxTable.bundled()
H100 = bundled_catalog()["nvidia-h100-sxm5-80gb"]


def _rented(days: float):
    run = RunFacts(devices=256, wall_days=days, device_hours=256 * 24 * days, tdp_w=700, tokens=1.5e13, samples=1e9)
    return cost_rented(run, H100, PriceChoice.rent_on(find_cloud_rate("p5.48xlarge")), TcoSettings(), FX)


def test_a_long_rented_run_is_drawn_to_its_end():
    """A 918-day rented run at 80% utilization lasts 918 x 24 / (730 x 0.8) = 37.7 months: the chart runs to 38
    months and its last point is the whole run's cost, not a third of it."""
    c = _rented(918)
    run_months = 918 * 24 / (730 * c.utilization)
    chart = chart_series([c])
    assert chart["months"][-1] == pytest.approx(max(12, -(-run_months // 1)))
    assert chart["months"][-1] >= run_months
    rent = chart["series"][0]["usd"]
    at_end = rent[-1] * run_months / chart["months"][-1]  # the line is straight: its value when the run ends
    assert at_end == pytest.approx(c.run_cost_usd, rel=1e-6)


def test_a_short_rented_run_keeps_a_year():
    chart = chart_series([_rented(10)])
    assert chart["months"][-1] == pytest.approx(12.0)


def test_the_charts_title_names_no_unit_its_axis_may_not_use():
    """Past 100 months the axis counts years (tco.time_axis): the title under the chart says 'time of use', never
    'months of use' over an axis of years."""
    from gpucompare.core.tco import chart_data, time_axis
    from gpucompare.i18n import chinese_text

    c = _rented(5000)
    data = chart_data([c], FX, "USD")
    assert time_axis(data["months"][-1])[0] == "Years of use"
    assert data["title"].startswith("Cumulative cost by time of use (same work as ")
    zh = chinese_text(lambda: chart_data([c], FX, "CNY")["title"])
    assert zh.startswith("按使用时间累计的成本（完成与「") and zh.endswith("」相同的工作量）")
