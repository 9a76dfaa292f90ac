"""Two things a user stumbled on in the window (ux232): the hardware table's 'for my workload' time column read
'0.00194' under a 'days' header for a run of minutes (now its unit, and its header, follow the rows shown, as the
estimate panel's unit follows its run); and the Quotes dock's Check column sat off to the right at 1600 px."""

from __future__ import annotations

import re

import numpy as np
import pytest
from PySide6.QtCore import Qt

from .conftest import H100, H800

_DAYS = {"days": 1.0, "hours": 1 / 24, "minutes": 1 / 1440, "seconds": 1 / 86400}


def _short_run(window, qtbot):
    """A 1B-parameter model on 0.2B tokens on 64 devices: minutes on a fast device."""
    s = window.session
    s.set_comparison([H800, H100])
    panel = window.estimate
    panel.workload.setCurrentIndex(panel.workload.findData("custom"))
    panel.params.setValue(1.0)  # billions
    panel.tokens.setValue(0.2)  # billions
    panel.count.setValue(64)
    panel.run()
    qtbot.waitUntil(lambda: s.frame().run_label != "", timeout=60_000)
    return panel


def _figure(cell: str) -> float:
    return float(re.sub(r"[^\d.]", "", cell.split(" (")[0]))


def _column(m):
    c = m.column_index("run_days")
    header = m.headerData(c, Qt.Orientation.Horizontal)
    cells = [m.data(m.index(r, c)) for r in range(m.rowCount())]
    return c, header, cells


def test_a_short_runs_times_read_in_the_unit_of_the_rows_shown(window, qtbot):
    _short_run(window, qtbot)
    m = window.hardware.model
    c, header, cells = _column(m)
    unit = re.search(r"\((days|hours|minutes|seconds)\)$", header).group(1)
    assert unit != "days", header  # the fastest device takes minutes: no column of '0.00…' days
    assert header.startswith(unit.capitalize() + " for "), header
    figures = [(r, cell) for r, cell in enumerate(cells) if cell and cell[0].isdigit()]
    assert len(figures) >= 20
    days = m.frame.data["run_days"]
    for r, cell in figures:
        assert not cell.startswith("0.00"), cell  # three significant figures, never a sliver of the unit
        digits = re.sub(r"\D", "", cell.split(" (")[0]).lstrip("0")
        assert len(digits) <= 3 or "." not in cell, cell
        # the figure is the device's time in the header's unit
        held = days[int(m.order[r])]
        assert _figure(cell) == pytest.approx(held / _DAYS[unit], rel=0.006), (cell, held)
    # sorting stays on the time: ascending figures in the one unit
    m.sort(c, Qt.SortOrder.AscendingOrder)
    _, _, cells = _column(m)
    shown = [_figure(x) for x in cells if x and x[0].isdigit()]
    assert shown == sorted(shown)


def test_filtering_to_the_fast_devices_changes_the_columns_unit(window, qtbot):
    """The column's unit is the rows shown: filtered to the devices whose run takes under an hour, the header says
    minutes (or seconds) and every figure is at least a tenth of it; all rows back, it follows them again."""
    _short_run(window, qtbot)
    m = window.hardware.model
    days = m.frame.data["run_days"]
    fast = np.isfinite(days) & (days < 1 / 24)
    assert fast.sum() >= 2
    m.set_filter(fast)
    _, header, cells = _column(m)
    assert header.endswith("(minutes)") or header.endswith("(seconds)"), header
    assert all(_figure(x) >= 0.1 for x in cells if x and x[0].isdigit())
    m.set_filter(np.isfinite(days) & (days > 1 / 24))
    _, slow_header, _ = _column(m)
    assert slow_header != header, slow_header
    # the header tooltip names the same unit as the header
    tip = m.headerData(m.column_index("run_days"), Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert slow_header in tip.replace("\n", " ") or slow_header.split(" (")[-1] in tip


def test_the_export_keeps_days_with_its_days_header(window, qtbot):
    """The exported table holds the times as numbers of days, so its header says days whatever the window shows."""
    _short_run(window, qtbot)
    frame = window.hardware.model.frame
    assert frame.header("run_days").endswith("(days)")


def _quotes_beside_their_history(window, qtbot, device):
    """The window at 1600 px, the Quotes dock raised on a device's quotes (its price history beside them)."""
    from tests.sheets.conftest import SHEETS

    window.resize(1600, 1000)
    d = window.open_import(str(SHEETS / "blind37" / _ISLAND))
    qtbot.addWidget(d)
    qtbot.waitUntil(lambda: d.preview is not None or bool(d.error), timeout=30_000)
    qtbot.mouseClick(d.import_btn, Qt.MouseButton.LeftButton)
    window.show_imported_quotes()
    qv = window.quotes
    qv.show_box.setCurrentIndex(qv.show_box.findData("device"))
    qv.set_device(device)
    qtbot.waitUntil(lambda: qv.model.rowCount() > 0 and qv.plot.isVisibleTo(qv), timeout=30_000)
    qtbot.wait(50)
    return qv


_ISLAND = (
    "sx_en_fr_island_distributor_price_book_one_tab_per_territory_usd_tot5_eur_saint_martin_ht_xcd_anguilla_gst13_"
    "incl_hidden_cost_tab.xlsx"
)


def _check_column_in_view(qv):
    hh = qv.view.horizontalHeader()
    c = next(i for i, col in enumerate(qv.model.columns) if col.key == "review")
    left, width = hh.sectionViewportPosition(c), hh.sectionSize(c)
    assert qv.view.horizontalScrollBar().value() == 0
    assert 0 <= left and left + width <= qv.view.viewport().width(), (left, width, qv.view.viewport().width())
    title = qv.model.headerData(c, Qt.Orientation.Horizontal)
    assert hh.fontMetrics().horizontalAdvance(title) + 8 <= width, title  # its title whole
    return c


def test_the_check_column_is_in_view_at_1600_px_beside_the_price_history(window, qtbot):
    """ux226 found the Check column (where a 'quote to check' mark is cleared) past the right edge of the quotes beside
    the price history at 1600 px: it is in view with no sideways scroll, and a long vendor cut to fit ends in '…' with
    the whole name on hover."""
    qv = _quotes_beside_their_history(window, qtbot, "nvidia-l40s")
    _check_column_in_view(qv)
    m, hh = qv.model, qv.view.horizontalHeader()
    v = next(i for i, col in enumerate(m.columns) if col.key == "vendor")
    for r in range(m.rowCount()):
        whole = m.data(m.index(r, v))
        assert whole in m.data(m.index(r, v), Qt.ItemDataRole.ToolTipRole)
    # the price and its currency are in view too
    for key in ("price", "currency"):
        c = next(i for i, col in enumerate(m.columns) if col.key == key)
        assert hh.sectionViewportPosition(c) + hh.sectionSize(c) <= qv.view.viewport().width(), key


@pytest.fixture
def zh_window(qtbot, _isolated_home):
    from tests.conftest import open_window

    win = open_window(qtbot, _isolated_home, "zh_CN")
    yield win
    win.shutdown()
    from gpucompare.qtkit import i18n as qt_i18n

    qt_i18n.install("en")


def test_the_check_column_is_in_view_in_chinese(zh_window, qtbot):
    qv = _quotes_beside_their_history(zh_window, qtbot, "nvidia-l40s")
    c = _check_column_in_view(qv)
    assert qv.model.headerData(c, Qt.Orientation.Horizontal) == "核对"


def test_a_short_runs_column_is_headed_in_chinese_in_its_unit(zh_window, qtbot):
    _short_run(zh_window, qtbot)
    m = zh_window.hardware.model
    header = m.headerData(m.column_index("run_days"), Qt.Orientation.Horizontal)
    assert header.endswith(("（分钟）", "(分钟)", "（秒）", "(秒)", "（小时）", "(小时)")), header
    assert "天" not in header, header
