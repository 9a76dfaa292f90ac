"""The hardware table's Device column: nine names in ten shown whole, the rest ending in '…' with the whole name on
hover. ux139 fitted it to every name (up to 72 characters), which left four figure columns beside the chart at
1600 px; ux214 caps it at about 42 characters (issue 20) so the figures stay in view."""

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics

from gpucompare.gui.hardware_view import NAME_CHARS, elided_tip
from gpucompare.gui.table_model import HardwareTableModel


def _names(hv):
    model = hv.model
    return [model.data(model.index(r, HardwareTableModel.COL_NAME)) for r in range(model.rowCount())]


def test_most_device_names_fit_and_a_clipped_one_is_whole_on_hover(window):
    hv = window.hardware
    model = hv.model
    bold = QFont(hv.view.font())
    bold.setBold(True)
    fm = QFontMetrics(bold)  # a compared device's name is bold
    names = _names(hv)
    room = hv.view.frozen.columnWidth(0) - 28  # the compare box and the cell's margins
    clipped = [n for n in names if fm.horizontalAdvance(n) > room]
    assert len(names) > 150 and len(clipped) <= len(names) // 10
    # the common names are whole, the consumer cards' long ones included
    whole = {
        "GeForce RTX 4090 24GB GDDR6X (AD102)",
        "H100 SXM5 80GB",
        "Gaudi2 OAM 96GB",
        "TITAN RTX 24GB GDDR6 (TU102)",
    }
    assert whole <= set(names) and not whole & set(clipped)
    # a clipped name is said whole on hover, first line of the tooltip
    for r, n in enumerate(names):
        if n in clipped:
            tip = model.data(model.index(r, HardwareTableModel.COL_NAME), Qt.ItemDataRole.ToolTipRole)
            assert tip.splitlines()[0] == n
    # the frozen copy is as wide as the column it covers, and the other columns keep their limit
    assert hv.view.frozen.columnWidth(0) == hv.view.columnWidth(0)
    assert max(hv.view.columnWidth(c) for c in range(1, model.columnCount())) <= 260


def test_the_name_column_has_a_limit(window):
    """A name of hundreds of characters (a custom device typed by a user) does not push every other column off
    the screen: the column stops at about NAME_CHARS average characters and the whole name is in the cell's
    tooltip."""
    hv = window.hardware
    hv.model.frame.data["name"][0] = "X" * 400
    hv.fit_columns()
    bold = QFont(hv.view.font())
    bold.setBold(True)
    assert hv.view.columnWidth(0) <= QFontMetrics(bold).averageCharWidth() * NAME_CHARS + 28
    tip = hv.model.data(hv.model.index(0, 0), Qt.ItemDataRole.ToolTipRole)
    assert tip.splitlines()[0] == "X" * 400


def test_at_1600_px_with_the_chart_open_the_main_figures_are_in_view(window, qtbot):
    """Issue 20: at 1600 x 1000 with the chart docked beside the table, the device, its memory, bandwidth and dense
    peak are read without scrolling sideways; each header wraps its unit onto a second line ('Memory bandwidth' /
    '(GB/s)') instead of widening its column."""
    window.resize(1600, 1000)
    qtbot.wait(50)
    hv = window.hardware
    assert window.chart_dock.isVisible() and not window.chart_dock.isFloating()
    view, model = hv.view, hv.model
    right = view.viewport().width()
    for key in ("memory_gb", "memory_bw_gbs", "peak"):
        c = model.column_index(key)
        assert not view.isColumnHidden(c)
        assert view.columnViewportPosition(c) + view.columnWidth(c) <= right, key
    # a header is as wide as its figures, its words on two lines
    c = model.column_index("memory_bw_gbs")
    head = model.headerData(c, Qt.Orientation.Horizontal)
    hfm = view.horizontalHeader().fontMetrics()
    assert view.columnWidth(c) < hfm.horizontalAdvance(head)
    assert view.horizontalHeader().height() >= 2 * hfm.lineSpacing()


def test_a_cell_too_narrow_for_its_text_says_it_whole_on_hover(window):
    """A price with its market, date and age ('24,900–29,800 (CN, 2023, old, about 41 months)') ends in '…' when
    its column is narrower: the tooltip then starts with the text whole; a cell that fits keeps its own tooltip."""
    hv = window.hardware
    model, view = hv.model, hv.view
    c = model.column_index("price")
    r = next(r for r in range(model.rowCount()) if model.data(model.index(r, c)) not in ("—", ""))
    index = model.index(r, c)
    text = model.data(index)
    fm = view.fontMetrics()
    assert elided_tip(index, fm.horizontalAdvance(text) + 20, fm) == ""
    narrow = elided_tip(index, fm.horizontalAdvance(text) // 2, fm)
    assert narrow.splitlines()[0] == text and len(narrow.splitlines()) > 1  # then where the price comes from
