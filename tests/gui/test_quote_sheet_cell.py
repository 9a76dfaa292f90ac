"""A quote imported from a workbook of several offer sheets says which sheet and cell it came from, on every face:
the import preview's Row column, the Quotes tab's From column, the command line's quotes list and the report. The
importer keeps a later sheet's name in the cell as Excel writes it ("'Offer B'!C5") while the import row names the
first sheet; read naively, a quote of 'Offer B' was listed as 'Offer A row 5' (CLI, the price's source) or as
'Offer A / 'Offer B'!C5' (Quotes tab, report)."""

import pytest
from PySide6.QtCore import Qt

from gpucompare.core.offers import quote_place, quote_where

H200 = "nvidia-h200-sxm-141gb"
H100 = "nvidia-h100-sxm5-80gb"


def _workbook(path):
    openpyxl = pytest.importorskip("openpyxl")
    wb = openpyxl.Workbook()
    for i, (title, rows) in enumerate(
        (
            ("Offer A", [("NVIDIA H100 SXM5 80GB", 8, 28000), ("NVIDIA A100 SXM4 80GB", 8, 12000)]),
            ("Offer B", [("NVIDIA H200 SXM 141GB", 8, 32000), ("AMD Instinct MI300X", 8, 15000)]),
        )
    ):
        ws = wb.active if i == 0 else wb.create_sheet()
        ws.title = title
        ws.append(["Quotation"])
        ws.append(["Date", "2026-11-20"])
        ws.append([])
        ws.append(["Model", "Qty", "Unit price (USD)"])
        for r in rows:
            ws.append(list(r))
    wb.save(path)
    return path


@pytest.mark.parametrize(
    ("quote", "place"),
    [
        ({"sheet": "Offer A", "cell": "C5"}, ("Offer A", "C5")),
        ({"sheet": "Offer A", "cell": "'Offer B'!C5"}, ("Offer B", "C5")),
        ({"sheet": "Offer A", "cell": "'Bob''s offer'!D7"}, ("Bob's offer", "D7")),  # Excel doubles a quote mark
        ({"sheet": "报价单", "cell": ""}, ("报价单", "")),
        ({"sheet": "S", "cell": "'unterminated!C5"}, ("S", "'unterminated!C5")),  # not a reference: as stored
    ],
)
def test_quote_place_reads_the_sheet_from_an_excel_reference(quote, place):
    assert quote_place(quote) == place


def test_quote_where_names_the_quotes_own_sheet_and_cell():
    q = {"file_name": "multi.xlsx", "sheet": "Offer A", "cell": "'Offer B'!C5", "source_row": 5}
    assert quote_where(q) == "multi.xlsx / Offer B / C5"
    assert quote_where({**q, "cell": ""}) == "multi.xlsx / Offer A / 5"


def test_each_sheets_quote_shows_its_sheet_and_cell_in_the_preview_and_the_quotes_tab(window, qtbot, tmp_path):
    book = _workbook(tmp_path / "multi.xlsx")
    d = window.open_import(str(book))
    qtbot.addWidget(d)
    qtbot.waitUntil(lambda: d.preview is not None or bool(d.error), timeout=30_000)
    assert d.preview is not None, d.error
    m = d.rows_model
    rows = {q.device_id: m.data(m.index(i, 0)) for i, q in enumerate(m.rows)}
    assert rows[H100] == "5" and rows[H200] == "Offer B / 5"  # two sheets' row 5 no longer read alike
    qtbot.mouseClick(d.import_btn, Qt.MouseButton.LeftButton)
    window.show_imported_quotes()
    qv = window.quotes
    qm = qv.model
    col = next(i for i, c in enumerate(qm.columns) if c.title == "From")
    shown = {q["device_id"]: qm.data(qm.index(i, col)) for i, q in enumerate(qm.rows)}
    assert shown[H100] == "multi.xlsx / Offer A / C5"
    assert shown[H200] == "multi.xlsx / Offer B / C5"


def test_the_quotes_list_names_each_quotes_own_sheet(tmp_path, capsys):
    from gpucompare.cli import run

    book = _workbook(tmp_path / "multi.xlsx")
    home = str(tmp_path / "ws")
    assert run(["--home", home, "import", str(book)]) == 0
    capsys.readouterr()
    assert run(["--home", home, "quotes"]) == 0
    lines = capsys.readouterr().out.splitlines()
    h200 = next(line for line in lines if H200 in line)
    assert h200.endswith("multi.xlsx / Offer B / C5"), h200  # its sheet and cell, as the window and report say
    assert run(["--home", home, "quotes", "--json"]) == 0
    import json

    doc = json.loads(capsys.readouterr().out)
    assert {q["device_id"]: q["sheet"] for q in doc["quotes"]}[H200] == "Offer B"
