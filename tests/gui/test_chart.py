"""The price/throughput chart as a reader checks it: every compared point named, each name beside its own point, in
every currency and at a laptop's size; the table's filters apply; yuan in 万 for a Chinese reader."""

import numpy as np
import pytest

from gpucompare.core.chart import place_labels, tick_label

from .conftest import A100, H100, H800


def label_owner(chart, device_id):
    """Whose name a reader takes the label for (the point nearest its box, unless a leader line joins it to its
    own point), and whether the box lies inside the plot."""
    spot = chart.placed[device_id]
    px, py, (w, h) = chart.pixel_points
    inside = 0 <= spot.x and spot.x + spot.w <= w + 0.5 and 0 <= spot.y and spot.y + spot.h <= h + 0.5
    if spot.leader:
        return device_id, inside
    dx = np.maximum(0, np.maximum(spot.x - px, px - (spot.x + spot.w)))
    dy = np.maximum(0, np.maximum(spot.y - py, py - (spot.y + spot.h)))
    dist = np.hypot(dx, dy)
    order = np.argsort(dist)
    nearest = str(chart.data.ids[order[0]])
    if len(order) > 1 and dist[order[1]] - dist[order[0]] < 1.0:
        nearest = "a tie"
    return nearest, inside


@pytest.mark.parametrize("currency", ["USD", "CNY", "EUR"])
@pytest.mark.parametrize("size", [(1280, 800), (1600, 1000)])
def test_compared_points_are_named_beside_their_own_point(window, qtbot, currency, size):
    window.resize(*size)
    qtbot.wait(20)
    s = window.session
    s.set_currency(currency)
    s.set_basis("reference:CN")  # the market where all three are sold (H800 is a China part)
    s.set_comparison([H100, H800, A100])
    chart = window.chart
    for device_id in (H100, H800, A100):
        name = s.catalog[device_id].label
        owner, inside = label_owner(chart, device_id)
        assert owner == device_id, f"{name} reads as {owner} in {currency} at {size}"
        assert inside, f"{name} is clipped in {currency} at {size}"


def test_the_chart_follows_the_table_filters(window):
    chart, hv = window.chart, window.hardware
    chart.old_prices.setChecked(True)  # the RTX 3090's launch price is from 2020: off the default chart
    assert "nvidia-rtx-3090" in set(chart.data.ids)
    hv.min_memory.setValue(80)
    assert "nvidia-rtx-3090" not in set(chart.data.ids) and "nvidia-rtx-4090" not in set(chart.data.ids)
    assert H100 in set(chart.data.ids) and chart.data.filtered_out > 0
    assert "hidden by the table's filters" in chart.note.text()
    hv.clear_filters()
    assert "nvidia-rtx-3090" in set(chart.data.ids)


def test_yuan_axis_reads_in_wan_in_chinese():
    from gpucompare.qtkit import i18n as qt_i18n

    with qt_i18n.language("zh_CN"):
        assert tick_label(200_000, "CNY") == "20万" and tick_label(1e8, "CNY") == "1亿"
        assert tick_label(200_000, "USD") == "200,000"
    assert tick_label(200_000, "CNY") == "200,000"


def test_label_placement_keeps_names_off_other_points():
    # two points at the same height 60 px apart: a 90 px name to the right of the first would cover the second
    px, py = np.array([100.0, 160.0]), np.array([50.0, 50.0])
    spots = place_labels(px, py, {0: (90, 12), 1: (90, 12)}, {0, 1}, (0, 0, 400, 300))
    boxes = {s.index: s for s in spots}
    assert set(boxes) == {0, 1}
    a, b = boxes[0], boxes[1]
    assert not (a.x < 160 + 5 and 160 - 5 < a.x + a.w and a.y < 55 and 45 < a.y + a.h)  # 0's name clears point 1
    assert b.x >= 160 or b.x + b.w <= 160  # 1's name sits to one side of its point


def test_chinese_window_names_compared_points_and_reads_wan(qtbot, _isolated_home):
    from ..conftest import open_window

    win = open_window(qtbot, _isolated_home, "zh_CN")
    try:
        win.resize(1280, 800)
        qtbot.wait(20)
        s = win.session
        assert s.currency == "CNY"
        s.set_comparison([H100, H800, A100])
        for device_id in (H100, H800, A100):
            owner, inside = label_owner(win.chart, device_id)
            assert owner == device_id and inside
        axis = win.chart.item.getAxis("bottom")
        (x0, x1), _ = win.chart.item.viewRange()
        ticks = [v for _sp, vals in axis.tickValues(x0, x1, axis.width()) for v in vals]
        texts = axis.logTickStrings(ticks, 1.0, 1.0)
        assert any(t.endswith("万") for t in texts) and not any("," in t for t in texts if t)
    finally:
        win.shutdown()
        from gpucompare.qtkit import i18n as qt_i18n

        qt_i18n.install("en")


def test_a_price_range_reads_as_the_range_in_the_tip(window):
    """H800's 2023 China price is an estimate of ¥350-450k: the tip says so, never a midpoint like '55,633'."""
    s = window.session
    window.chart.old_prices.setChecked(True)
    s.set_basis("reference:CN")
    s.set_currency("USD")
    tip = window.chart.tip_for(H800)
    assert "52,200–67,100" in tip and "59,6" not in tip  # ¥350k-450k at the bundled rate, 3 significant figures
    s.set_currency("CNY")
    assert "350,000–450,000" in window.chart.tip_for(H800)
