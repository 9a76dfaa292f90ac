"""`gpucompare quotes` says where a quote came from and whether the import wants it checked as the window's Quotes
tab (From, Check) and the report's sources do: it wrote 'two.xlsx / Quote SG row 3' (no cell) and never said that a
quote was marked for review, nor how sure the import was. The workbook is written here."""

import datetime as dt

from gpucompare.cli import run
from gpucompare.sheets.importer import analyse
from gpucompare.store import Workspace
from tests.two_sheet_quote import two_sheets


def test_quotes_lines_name_sheet_cell_and_the_review_mark(tmp_path, capsys):
    home = tmp_path / "ws"
    with Workspace(home) as ws:
        ws.add_import(analyse(two_sheets(tmp_path / "two.xlsx"), today=dt.date(2026, 12, 5)))
        sg = next(q for q in ws.quotes() if q["sheet"] == "Quote SG" and q["source_row"] == 3)
        ws.conn.execute("UPDATE quotes SET needs_review = 1, confidence = 0.62 WHERE id = ?", (sg["id"],))
        ws.conn.commit()
    assert run(["--home", str(home), "quotes"]) == 0
    lines = [x for x in capsys.readouterr().out.splitlines() if "two.xlsx" in x]
    sg_line = next(x for x in lines if "/ Quote SG / D3" in x)
    assert "check (62%)" in sg_line  # the Check column's mark with the import's confidence
    assert " row " not in sg_line
    others = [x for x in lines if x is not sg_line]
    assert others and not any("check (" in x for x in others)
    assert any("/ Quote AU / D4" in x for x in others)
    # cleared, as the window's 'Mark as checked' clears it
    with Workspace(home) as ws:
        ws.set_reviewed([sg["id"]])
    assert run(["--home", str(home), "quotes"]) == 0
    assert "check (" not in capsys.readouterr().out
