"""The price/throughput chart as a reader checks it: every compared point named, each name beside its own point, in
every currency and at a laptop's size; the table's filters apply; yuan in 万 for a Chinese reader."""

import numpy as np
import pytest

from gpucompare.core.chart import place_labels, tick_label

from .conftest import A100, H100, H800


def label_owner(chart, name):
    """The device whose point is nearest the label's box (in pixels), and the label's box in view coordinates."""
    d = chart.data
    vb = chart.item.getViewBox()
    item = next(t for t in chart.text_items if hasattr(t, "textItem") and t.textItem.toPlainText() == name)
    rect = item.mapRectToView(item.boundingRect())
    (x0, x1), (y0, y1) = chart.item.viewRange()
    sx, sy = vb.width() / (x1 - x0), vb.height() / (y1 - y0)
    lx, ly = np.log10(d.x), np.log10(d.y)
    # distance from each point to the box, in pixels
    dx = np.maximum(0, np.maximum(rect.left() - lx, lx - rect.right())) * sx
    dy = np.maximum(0, np.maximum(rect.top() - ly, ly - rect.bottom())) * sy
    inside_view = x0 <= rect.left() and rect.right() <= x1 and y0 <= rect.top() and rect.bottom() <= y1
    return str(d.ids[int(np.argmin(np.hypot(dx, dy)))]), inside_view


@pytest.mark.parametrize("currency", ["USD", "CNY", "EUR"])
@pytest.mark.parametrize("size", [(1280, 800), (1600, 1000)])
def test_compared_points_are_named_beside_their_own_point(window, qtbot, currency, size):
    window.resize(*size)
    qtbot.wait(20)
    s = window.session
    s.set_currency(currency)
    s.set_comparison([H100, H800, A100])
    chart = window.chart
    for device_id in (H100, H800, A100):
        name = s.catalog[device_id].label
        owner, inside = label_owner(chart, name)
        assert owner == device_id, f"{name} reads as {owner} in {currency} at {size}"
        assert inside, f"{name} is clipped in {currency} at {size}"


def test_the_chart_follows_the_table_filters(window):
    chart, hv = window.chart, window.hardware
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
