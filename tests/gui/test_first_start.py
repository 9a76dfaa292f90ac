"""What a first start shows: the table gets the room (the empty comparison's hint stays small), a Chinese window
prices in yuan; in the side-by-side panel a row where every device ties marks nothing, and the prices come first."""

from gpucompare.core.compare import compare

from ..conftest import open_window
from .conftest import A100, H100, H800


def test_first_start_keeps_the_hint_small_and_grows_the_panel_on_the_first_compare(window, qtbot):
    assert not window.session.comparison
    qtbot.wait(20)
    assert window.spec_dock.height() < 0.25 * window.height()
    assert window.hardware.height() > 0.45 * window.height()
    window.session.set_comparison([H100, H800])
    qtbot.wait(20)
    assert window.spec_dock.height() > 0.35 * window.height()


def test_chinese_window_starts_in_yuan(qtbot, _isolated_home):
    win = open_window(qtbot, _isolated_home, "zh_CN")
    try:
        assert win.session.currency == "CNY" and win.currency.currentData() == "CNY"
    finally:
        win.shutdown()
        from gpucompare.qtkit import i18n as qt_i18n

        qt_i18n.install("en")


def test_rows_where_every_device_ties_are_not_marked_best(window):
    s = window.session
    devices = [s.catalog[i] for i in (H100, H800)]
    c = compare(devices, "bf16", s.prices_for(devices), 0)
    rows = {r.key: r for r in c.rows}
    assert rows["memory_gb"].best == set()  # 80 GB and 80 GB
    s.set_comparison([A100, H100, H800])
    c = window.spec.comparison
    rows = {r.key: r for r in c.rows}
    assert rows["memory_gb"].best == set()  # 80, 80, 80
    assert rows["memory_bw_gbs"].best == {1, 2}  # 3,350 twice beats 2,039
    item = window.spec.cell("memory_gb", H100)
    assert item.data(window.spec.BestRole) is False


def test_price_group_is_in_view_without_scrolling(window, qtbot):
    window.resize(1280, 800)
    window.session.set_comparison([A100, H100, H800])
    qtbot.wait(20)
    t = window.spec.table
    first = t.item(0, 0).text()
    assert first == "Price"
    n = 1 + sum(1 for r in window.spec.comparison.rows if r.group == "price")
    assert n >= 3 and t.rowViewportPosition(n - 1) + t.rowHeight(n - 1) <= t.viewport().height()
