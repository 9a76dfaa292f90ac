"""The import dialog over a workbook of two offer sheets (written here): the Row column names each row's sheet, a
device picked by hand for row 4 of the second sheet changes that row only (never row 4 of the first), the choice
survives a re-read that still reads both sheets, and the imported quotes keep their own sheet in the Quotes view."""

from PySide6.QtWidgets import QInputDialog

from gpucompare.core.quote_place import row_key
from tests.two_sheet_quote import two_sheets

H100_NVL, L4, L40S = "nvidia-h100-nvl", "nvidia-l4", "nvidia-l40s"


def _open(window, qtbot, path):
    d = window.open_import(str(path))
    qtbot.addWidget(d)
    qtbot.waitUntil(lambda: d.preview is not None or bool(d.error), timeout=30_000)
    assert d.preview is not None, d.error
    return d


def _devices(d):
    return {row_key(q, d.preview.sheet): q.device_id for q in d.preview.rows}


def _column(model, title):
    col = next(i for i, c in enumerate(model.columns) if c.title == title)
    return [model.data(model.index(r, col)) for r in range(model.rowCount())]


def test_rows_name_their_sheet_and_a_device_picked_for_one_sheets_row_changes_that_row_only(
    window, qtbot, tmp_path, monkeypatch
):
    d = _open(window, qtbot, two_sheets(tmp_path / "two.xlsx"))
    assert _devices(d) == {
        ("Quote AU", 4): H100_NVL,
        ("Quote AU", 5): L40S,
        ("Quote SG", 3): H100_NVL,
        ("Quote SG", 4): L4,
    }
    # the Row column says which sheet each row is on (row 4 is on both), in the rejected list too
    assert sorted(_column(d.rows_model, "Row")) == ["4", "5", "Quote SG / 3", "Quote SG / 4"]
    assert sorted(_column(d.rejected_model, "Row")) == ["6", "Quote SG / 5"]

    # row 4 of the second sheet matched by hand, as a double-click does
    sg4 = next(i for i, q in enumerate(d.rows_model.rows) if row_key(q, d.preview.sheet) == ("Quote SG", 4))
    name = window.session.catalog[L40S].display_name
    asked = []

    def pick(_parent, title, _label, names, _current, _editable):
        asked.append(title)
        return name, True

    monkeypatch.setattr(QInputDialog, "getItem", pick)
    d._pick_device(d.rows_model.index(sg4, 0))
    assert asked == ["Device for row Quote SG / 4"]
    want = {("Quote AU", 4): H100_NVL, ("Quote AU", 5): L40S, ("Quote SG", 3): H100_NVL, ("Quote SG", 4): L40S}
    assert _devices(d) == want  # row 4 of the first sheet keeps its H100 NVL

    # a re-read (another vendor name typed) reads both sheets again and keeps the choice on its own row
    with qtbot.waitSignal(d.analysed, timeout=30_000):
        d.vendor.setText("Southern Compute")
        d._changed()
    assert _devices(d) == want

    # imported: each quote keeps its sheet, the choice is on the second sheet's row 4 only
    d.commit()
    quotes = window.session.workspace.quotes()
    got = {(q["sheet"], q["source_row"]): q["device_id"] for q in quotes}
    assert got == want
    # the Quotes view's From column names the second sheet once
    qv = window.quotes
    qv.show_box.setCurrentIndex(qv.show_box.findData("all"))
    froms = _column(qv.model, "From")
    assert "two.xlsx / Quote SG / D4" in froms and "two.xlsx / Quote AU / D4" in froms
