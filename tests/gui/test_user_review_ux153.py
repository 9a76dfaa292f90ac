"""The window as a user reads it (ux153): the estimate's cost from an old price says the price's date and age under
it, whole (never cut to '(price of 2023, old, about …'), in the command line's and the report's words; the import
dialog names the column each quote of a price matrix (one column per GPU count) was read from."""

import openpyxl
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics

from gpucompare.core.pricing import price_date_age
from gpucompare.i18n import localize

from .conftest import A100, H800


def test_the_cost_cell_dates_and_ages_its_price_whole(window, qtbot):
    window.resize(1280, 800)
    window.session.set_comparison([H800, A100, "amd-mi300x", "huawei-ascend-910b"])  # four on a 1280x800 screen
    window.estimate_dock.raise_()
    panel = window.estimate
    panel.workload.setCurrentIndex(panel.workload.findData("llama2-7b"))
    panel.count.setValue(64)
    panel.set_device_basis(H800, "reference")
    panel.run()
    qtbot.wait(100)
    t = panel.table
    row = [k for k, _ in panel.ROWS].index("cost")
    j = next(j for j in range(t.columnCount()) if panel.costings.get(H800) and t.item(row, j) is not None)
    item = t.item(row, j)
    lines = item.text().splitlines()
    c = panel.costings[H800]
    assert c.stale
    said = f"(price of {localize(price_date_age(c.price_as_of))})"
    assert " ".join(lines[1:]) == said and ", old, " in said  # wrapped to its column, whole
    # each line fits its column: nothing is elided
    fm = QFontMetrics(item.font())  # the cost is bold
    assert all(fm.horizontalAdvance(line) < t.columnWidth(j) for line in lines), (lines, t.columnWidth(j))


def test_the_import_dialog_names_each_quotes_column(window, qtbot, tmp_path):
    from gpucompare.gui.import_dialog import ImportDialog

    wb = openpyxl.Workbook()
    ws = wb.active
    ws.append(["Precios por servidor completo (EUR)"])
    ws.append(["Modelo", "GPUs por servidor", None, None])
    ws.merge_cells("B2:D2")
    ws.append([None, 1, 4, 8])
    ws.append(["L40S", 14_000, 42_000, 80_000])
    f = tmp_path / "matriz.xlsx"
    wb.save(f)
    d = ImportDialog(window.session, str(f), window)
    qtbot.addWidget(d)
    qtbot.waitUntil(lambda: d.preview is not None, timeout=20_000)
    m = d.rows_model
    col = next(c for c in range(m.columnCount()) if m.headerData(c, Qt.Orientation.Horizontal) == "Price column")
    shown = [m.data(m.index(r, col)) for r in range(m.rowCount())]
    assert [s.split(" ", 1)[0] for s in shown] == ["B", "C", "D"], shown
    assert all("GPUs por servidor" in s for s in shown)
    assert not d.rows_view.isColumnHidden(col)
