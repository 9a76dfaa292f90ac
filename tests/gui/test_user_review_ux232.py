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
