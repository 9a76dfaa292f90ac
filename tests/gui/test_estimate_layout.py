"""The estimate panel on a laptop screen: at 1280x800, three compared devices (and four) sit side by side with every
figure and every row title readable, in English and Chinese, without a sideways scroll bar."""

import re

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QComboBox, QStyle

from tests.conftest import open_window

from .conftest import A100, GAUDI2, H100, H800

#: the item view's text margin on each side (QStyle.PM_FocusFrameHMargin + 1)
TEXT_MARGIN_PX = 2 * 3


@pytest.fixture(params=["en", "zh_CN"])
def laptop_window(request, qtbot, _isolated_home):
    win = open_window(qtbot, _isolated_home, request.param)
    win.resize(1280, 800)
    yield win
    win.shutdown()
    from gpucompare.qtkit import i18n as qt_i18n

    qt_i18n.install("en")


@pytest.mark.parametrize(
    "devices, both_currencies",
    [([A100, H100, H800], False), ([A100, H100, H800], True), ([A100, H100, H800, GAUDI2], False)],
)
def test_compared_devices_fit_at_1280x800_with_nothing_cut(laptop_window, qtbot, devices, both_currencies):
    win = laptop_window
    win.session.set_comparison(devices)
    win.estimate_dock.raise_()
    panel = win.estimate
    panel.workload.setCurrentIndex(panel.workload.findData("llama2-70b"))
    panel.count.setValue(256)
    panel.both_currencies.setChecked(both_currencies)
    panel.run()
    qtbot.wait(200)
    t = panel.table
    assert t.columnCount() == len(devices) and t.isVisible()

    # four devices beside every side tab's name in full: every device in view without a sideways scroll bar (ux188:
    # the longer row titles go on two lines, a list or a note in a cell breaks after its commas)
    assert t.horizontalScrollBar().maximum() == 0, [t.columnWidth(j) for j in range(t.columnCount())]
    bar = panel.side.tabBar()
    assert sum(bar.tabRect(i).width() for i in range(bar.count())) <= bar.width(), "a side tab's name is cut"
    margin = TEXT_MARGIN_PX + t.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, t)
    for j in range(t.columnCount()):
        for i in range(t.rowCount()):
            item = t.item(i, j)
            if item is not None:
                # a cell of two lines (a cost with its price's date under it) is as wide as its wider line
                width = max(QFontMetrics(item.font()).horizontalAdvance(x) for x in item.text().split("\n"))
                assert width + margin <= t.columnWidth(j), (i, j, item.text(), t.columnWidth(j))
            combo = t.cellWidget(i, j)
            if isinstance(combo, QComboBox):  # a narrow selector fills its cell and says its choice in full on hover
                assert combo.currentText() in combo.toolTip()
                qtbot.waitUntil(lambda c=combo, j=j: c.width() >= t.columnWidth(j) - 2, timeout=5_000)
        header = t.horizontalHeaderItem(j)
        for line in header.text().split("\n"):  # a device's name on two lines where it is wider than its column
            assert QFontMetrics(t.horizontalHeader().font()).horizontalAdvance(line) < t.columnWidth(j), header.text()
    vh = t.verticalHeader()
    for i in range(t.rowCount()):
        title = t.verticalHeaderItem(i)
        for line in title.text().split("\n"):  # a long title on two lines, each in full
            assert QFontMetrics(vh.font()).horizontalAdvance(line) < vh.width(), title.text()
        assert title.text().count("\n") <= 1
        assert title.toolTip()  # the row's full meaning

    # the rent-or-buy chart and the assumptions are still beside the table, and the inputs beside it all
    assert panel.side.isVisible() and panel.side.width() >= panel.SIDE_MIN_PX
    inputs = panel.layout().itemAt(0).widget()
    assert inputs.geometry().right() < panel.right.mapTo(panel, QPoint(0, 0)).x()
    assert inputs.horizontalScrollBar().maximum() == 0


def test_the_goodput_and_price_selectors_keep_their_meaning_on_hover(window):
    panel = window.estimate
    assert panel.goodput.specialValueText() == "from the run"
    assert "failures per device-hour" in panel.goodput.toolTip()
    panel.basis.setCurrentIndex(panel.basis.findData("quote"))
    assert panel.basis.currentText() == "Bought (quote by rule)"
    assert panel.basis.toolTip() == "Bought at the imported quote chosen by rule (or pinned in Quotes)"


def test_input_tooltips_say_what_a_term_means_and_name_no_file(window):
    """A tooltip points to where a user can look (Preferences), never to a file inside the program."""
    from PySide6.QtWidgets import QWidget

    panel = window.estimate
    tips = [w.toolTip() for w in panel.findChildren(QWidget) if w.toolTip()]
    assert len(tips) >= 15
    assert not [t for t in tips if re.search(r"(?<![/\w])data/\w+\.csv", t)]
    assert "Preferences" in panel.util.toolTip() and panel.util.toolTip().startswith("In gpucompare")


def test_fewer_devices_give_the_chart_its_room_back(window, qtbot):
    window.resize(1280, 800)
    window.estimate_dock.raise_()
    s, panel = window.session, window.estimate
    s.set_comparison([A100, H100, H800, GAUDI2])
    panel.run()
    qtbot.wait(50)
    four = panel.side.width()
    s.set_comparison([A100, H100])
    panel.run()
    qtbot.wait(50)
    # (a column's worth of room at least: the four devices' side already holds every tab's name in full, ux181)
    assert panel.side.width() > four + panel.COLUMN_MIN_PX - 10
    assert panel.table.horizontalScrollBar().maximum() == 0


def test_the_workload_says_its_name_and_source_on_hover_and_custom_says_custom(window):
    panel = window.estimate
    panel.workload.setCurrentIndex(panel.workload.findData("llama2-70b"))
    assert panel.workload.toolTip().startswith("Llama 2 70B")
    panel.workload.setCurrentIndex(panel.workload.findData("custom"))
    assert "Your own model" in panel.workload.toolTip() and "Llama" not in panel.workload.toolTip()


def test_a_column_on_an_assumed_utilization_is_marked(laptop_window, qtbot):
    """Biren BR100's family has no published training run: its column is marked * and the line under the table names
    it; the H100's (a family with published runs) is not."""
    win = laptop_window
    win.session.set_comparison([H100, "biren-br100"])
    win.estimate_dock.raise_()
    panel = win.estimate
    panel.workload.setCurrentIndex(panel.workload.findData("llama2-70b"))
    panel.count.setValue(256)
    panel.run()
    qtbot.wait(100)
    t = panel.table
    assert t.horizontalHeaderItem(0).text() == "H100 SXM5 80GB"
    assert t.horizontalHeaderItem(1).text() == "BR100 OAM 64GB *"
    assert panel.assumed_note.isVisible() and "BR100 OAM 64GB" in panel.assumed_note.text()
    assert "H100" not in panel.assumed_note.text()
