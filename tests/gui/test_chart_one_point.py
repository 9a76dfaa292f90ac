"""The chart's note agrees in number with what it draws: a filter that leaves one device says '1 device with a price
and a throughput' (was '1 devices')."""

from .conftest import H100


def test_one_point_is_one_device(window, qtbot):
    chart, hv = window.chart, window.hardware
    hv.search.setText("H100 SXM5")  # one row with a price: the chart follows the table's filter
    qtbot.waitUntil(lambda: set(chart.data.ids) == {H100}, timeout=5_000)  # the search applies after typing stops
    text = chart.note.text()
    assert text.startswith("1 device with a price and a throughput;") and "1 devices" not in text
    hv.clear_filters()
    qtbot.waitUntil(lambda: len(chart.data) > 1, timeout=5_000)
    assert chart.note.text().startswith(f"{len(chart.data)} devices with a price and a throughput")
