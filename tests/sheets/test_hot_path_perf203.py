"""perf203: the row loop reads a number price's template parts in one lookup (`Reader.number_parts`), kept in step
with the templates themselves (`_Templates`): a template replaced, dropped or all of them cleared (a wanted section
below an offered one) shows in both, so a common row is never read by a template that no longer stands."""

from __future__ import annotations

import json

import openpyxl

import gpucompare.sheets.importer.rows as rows_module
from gpucompare.sheets.importer import analyse
from gpucompare.sheets.importer.rows import Template, _Templates
from tests.sheets.conftest import TODAY

NUMBER = ("column", None, "CNY")


def _tpl(inline) -> Template:
    tpl = Template("m", "m", None, None, "CNY", 1.0, None, "column", 1.0)
    tpl.inline = inline
    return tpl


def test_the_number_parts_follow_every_change_of_the_templates():
    parts: dict = {}
    known = _Templates(parts)
    known.remember(("A",), NUMBER, _tpl((1, 2)), NUMBER)
    known.remember(("A",), ("sign", None, "CNY"), _tpl((3, 4)), NUMBER)  # a text price's template: not a number's
    assert parts == {("A",): (1, 2, 1.0)}
    assert set(known[("A",)]) == {NUMBER, ("sign", None, "CNY")}
    known.remember(("A",), NUMBER, _tpl(None), NUMBER)  # replaced by one the loop cannot read inline
    assert parts == {}
    known.remember(("B",), NUMBER, _tpl((5, 6)), NUMBER)
    known.remember(("C",), NUMBER, _tpl((7, 8)), None)  # a currency column: no number kind for the whole table
    assert parts == {("B",): (5, 6, 1.0)}
    known.clear()
    assert parts == {} and not known


def _sheet(tmp_path, rows):
    wb = openpyxl.Workbook()
    ws = wb.active
    for row in rows:
        ws.append(row)
    path = tmp_path / "quote.xlsx"
    wb.save(path)
    return path


def _preview(path) -> dict:
    doc = json.loads(analyse(path, today=TODAY).to_json_text())
    doc.pop("file", None)
    return doc


def test_rows_after_a_wanted_heading_are_read_in_full_not_replayed(tmp_path, monkeypatch):
    """An offered H100 read many times, then a heading asking to buy, then the same H100 rows: below the heading they
    are wanted lines (no offer), as the full rules read them, however many number prices the loop read above."""
    rows = [["型号", "单价(元)", "数量"]]
    rows += [["NVIDIA H100 SXM5 80GB", 230000.25 + i, 1 + i] for i in range(20)]
    rows += [["【收】求购以下型号", None, None]]
    rows += [["NVIDIA H100 SXM5 80GB", 231000.5 + i, 2] for i in range(5)]
    rows += [["NVIDIA L20 48GB", 32000.5 + i, 2] for i in range(5)]
    path = _sheet(tmp_path, rows)
    fast = _preview(path)
    monkeypatch.setattr(rows_module, "RULES", tuple(r for r in rows_module.RULES if r is not rows_module.known_product))
    full = _preview(path)
    assert fast == full
    offered = [q["source_row"] for q in fast["rows"]]
    assert offered == list(range(2, 22)), "the lines under the heading are wanted, not offered"
