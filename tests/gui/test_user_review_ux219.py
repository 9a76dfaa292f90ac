"""The window as a purchase meeting reads it (ux219): the hardware table's 'for my workload' days are the figures the
estimate panel shows for the same run, to the same three figures ('394' beside the panel's '394 days', never '394.3',
nor '2,438.9 days' for a run whose band spans a factor of three)."""

import re

from PySide6.QtCore import Qt

from .conftest import A100, H100, H800


def test_the_tables_days_for_my_run_read_as_the_estimate_panels(window, qtbot):
    s = window.session
    s.set_comparison([H800, H100, A100])
    panel = window.estimate
    panel.workload.setCurrentIndex(panel.workload.findData("llama2-70b"))
    panel.count.setValue(256)
    panel.run()
    qtbot.waitUntil(lambda: s.frame().run_label != "", timeout=20_000)
    m = window.hardware.model
    days_col = m.column_index("run_days")
    row = [k for k, _ in panel.ROWS].index("wall_days")
    for j, dev in enumerate((H800, H100, A100)):
        shown = m.data(m.index(m.row_of(dev), days_col), Qt.ItemDataRole.DisplayRole)
        in_panel = panel.table.item(row, j).text().split()[0]
        assert shown == in_panel, (dev, shown, in_panel)
    # every figure of the column to three significant figures at most ('2,439', never '2,438.9')
    cells = [m.data(m.index(r, days_col), Qt.ItemDataRole.DisplayRole) for r in range(m.rowCount())]
    figures = [c for c in cells if c and c != "—"]
    assert len(figures) >= 20
    for c in figures:
        digits = re.sub(r"\D", "", c).lstrip("0")
        assert len(digits) <= 4 and (len(digits) <= 3 or "." not in c), c
