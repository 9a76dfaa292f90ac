"""A row like an ordinary product row read before goes straight to its quote (the `known_product` rule in
importer/rows.py): the preview must be the same as reading every row through every rule. Every sample and corpus
sheet is read with its rows repeated (so the shortcut is taken: servers, cloud rates with reserved prices,
unmatched and ambiguous models, far prices, VAT and list-price columns, quantities in words, a second header
further down), once as shipped and once with the shortcut taken out, and the two previews compared field by field."""

from __future__ import annotations

import json

import pytest

import gpucompare.sheets.importer as importer
import gpucompare.sheets.importer.rows as rows_module
from gpucompare.sheets.importer import analyse
from tests.sheets.conftest import SHEETS, TODAY

FILES = sorted(p for p in [*SHEETS.glob("*.xlsx"), *(SHEETS / "corpus").iterdir()] if p.suffix in (".xlsx", ".xls"))


def repeated(read, sheet: str, header_row: int):
    """read_workbook with the rows under the header of `sheet` repeated twice more below the last row (hidden rows
    stay hidden)."""

    def read_repeated(*args, **kwargs):
        sheets = read(*args, **kwargs)
        for s in sheets:
            if s.name != sheet or len(s.rows) <= header_row:
                continue
            n, body = len(s.rows), s.rows[header_row:]
            s.rows = s.rows + [list(r) for _ in range(2) for r in body]
            shift = {h + n - header_row + k * len(body) for h in s.hidden_rows if h >= header_row for k in (0, 1)}
            s.hidden_rows = s.hidden_rows | shift
        return sheets

    return read_repeated


def preview_json(path) -> dict:
    p = analyse(path, today=TODAY)
    doc = json.loads(p.to_json_text())
    doc.pop("file", None)
    return doc


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_replayed_rows_read_as_rows_read_in_full(path, monkeypatch):
    first = analyse(path, today=TODAY)
    monkeypatch.setattr(importer, "read_workbook", repeated(importer.read_workbook, first.sheet, first.header_row))
    replayed = preview_json(path)
    monkeypatch.setattr(rows_module, "RULES", tuple(r for r in rows_module.RULES if r is not rows_module.known_product))
    full = preview_json(path)
    assert replayed.keys() == full.keys()
    for key in full:
        assert replayed[key] == full[key], key


def test_the_replay_is_used(monkeypatch):
    """The comparison above means something only if the shortcut is taken: count it on a repeated sample."""
    taken = []
    known = rows_module.known_product

    def counting(rd, row):
        got = known(rd, row)
        taken.append(bool(got))
        return got

    path = SHEETS / "cn_distributor_quote.xlsx"
    first = analyse(path, today=TODAY)
    monkeypatch.setattr(importer, "read_workbook", repeated(importer.read_workbook, first.sheet, first.header_row))
    monkeypatch.setattr(rows_module, "RULES", tuple(counting if r is known else r for r in rows_module.RULES))
    p = analyse(path, today=TODAY)
    assert sum(taken) >= 3 and len(p.rows) > sum(taken)  # plain repeated rows went straight to their quote
