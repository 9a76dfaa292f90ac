"""perf195's shortcuts answer exactly what the full work answers (issue 22's speed budget).

- the JSON writer takes a price's text from `FLOAT_TEXTS` (the row loop's `repr` of a price cell's number) instead
  of `repr` again: the same text whatever the memo holds, since `repr` of a float is a function of its value;
- the footnote pass takes a row's first cell as its first filled cell without a generator when it is filled.
"""

from __future__ import annotations

import json
import math

import openpyxl
import pytest

from gpucompare.i18n import localize
from gpucompare.sheets.importer import analyse
from gpucompare.sheets.importer import model as import_model
from gpucompare.sheets.importer.model import FLOAT_TEXTS, Quote, _rows_json, rows_json_text
from tests.sheets.conftest import SHEETS, TODAY


def _sheet(tmp_path, rows, name="quote.xlsx"):
    wb = openpyxl.Workbook()
    ws = wb.active
    for row in rows:
        ws.append(row)
    path = tmp_path / name
    wb.save(path)
    return path


def test_the_memo_holds_the_row_loop_s_texts_of_fractional_prices_only(tmp_path):
    rows = [["型号", "单价(元)", "数量"]]
    rows += [["NVIDIA H100 SXM5 80GB", 230000.25 + i, 1 + i] for i in range(30)]
    rows += [["NVIDIA L20 48GB", 32000 + i, 2] for i in range(30)]  # whole numbers: written '32000', not kept
    p = analyse(_sheet(tmp_path, rows), today=TODAY)
    assert len(p.rows) == 60
    assert FLOAT_TEXTS, "the fast rows keep the texts of their prices"
    for value, text in FLOAT_TEXTS.items():
        assert value.__class__ is float and not value.is_integer() and value != 0
        assert text == repr(value)
    got = json.loads(p.to_json_text(localize))["rows"]
    assert [r["raw_price"] for r in got[:2]] == ["230000.25", "230001.25"]
    assert [r["price_min"] for r in got[:2]] == [230000.25, 230001.25]
    assert [r["raw_price"] for r in got[30:32]] == ["32000", "32001"]


@pytest.mark.parametrize("name", ["cn_distributor_quote.xlsx", "cloud_rates.xlsx", "us_reseller_quote.xlsx"])
def test_json_is_the_same_with_the_memo_empty_full_or_holding_other_texts(name, monkeypatch):
    path = SHEETS / name
    if not path.exists():
        pytest.skip(f"no {name}")
    p = analyse(path, today=TODAY)
    with_memo = p.to_json_text(localize, dry_run=True)
    monkeypatch.setattr(import_model, "FLOAT_TEXTS", {})
    assert p.to_json_text(localize, dry_run=True) == with_memo
    # a memo that holds other values' texts is never taken for a price it does not hold
    monkeypatch.setattr(import_model, "FLOAT_TEXTS", {0.1: "0.1", 1.5: "1.5", 123.45: "123.45"})
    assert p.to_json_text(localize, dry_run=True) == with_memo


def test_rows_json_with_the_memo_is_the_dicts_for_whole_signed_and_odd_prices(monkeypatch):
    monkeypatch.setattr(import_model, "FLOAT_TEXTS", {19999.5: repr(19999.5), 0.1: repr(0.1)})
    rows = [
        Quote(5, "H20", "nvidia-h20-96gb", 0.9, 19999.5, 19999.5, "CNY", 1.0, False),
        Quote(6, "H20", "nvidia-h20-96gb", 0.9, 0.1, 0.1, "CNY", 1.0, False),
        Quote(7, "H20", "nvidia-h20-96gb", 0.9, 20000.0, 20000.0, "CNY", 1.0, False),  # a whole float: '20000.0'
        Quote(8, "H20", "nvidia-h20-96gb", 0.9, 1e-05, 1e-05, "CNY", 1.0, False),  # repr's exponent form
        Quote(9, "H20", "nvidia-h20-96gb", 0.9, 100.0, 120.5, "CNY", 1.0, False),  # a range: each end its own
        Quote(10, "H20", "nvidia-h20-96gb", 0.9, math.nan, math.nan, "CNY", None, True),  # on request: nulls
    ]
    text = rows_json_text(rows, localize)
    assert json.loads(text) == json.loads(json.dumps(_rows_json(rows)))
    assert '"price_min":20000.0,' in text and '"price_min":1e-05,' in text and '"price_max":120.5,' in text


def test_footnotes_are_read_whatever_the_first_cells_hold(tmp_path):
    rows = [
        ["型号", "单价(元)", "数量"],
        ["NVIDIA H100 SXM5 80GB", "230,000¹", 1],
        ["NVIDIA L20 48GB", 32000, 2],
        [None, None, None],
        ["¹ 翻新产品 (refurbished)", None, None],
    ]
    plain = analyse(_sheet(tmp_path, rows), today=TODAY)
    # the same table one column to the right: every row's first cell empty (the footnote line's too)
    shifted = analyse(_sheet(tmp_path, [[None, *r] for r in rows], "shifted.xlsx"), today=TODAY)
    for p in (plain, shifted):
        assert [q.price_min for q in p.rows] == [230000.0, 32000.0]
        assert [q.condition for q in p.rows] == ["refurbished", ""]
        assert "翻新产品" in p.rows[0].notes


def _exact_as_before(amount: float, sym: str) -> str:
    """money._exact as it was written before perf195 (one f-string with its precision chosen inside)."""
    a = abs(amount)
    return f"{'-' if amount < 0 else ''}{sym}{a:,.{0 if abs(a - round(a)) < 0.005 else 2}f}"


def test_the_exact_money_text_is_the_one_it_was():
    import random

    from gpucompare.core.money import _exact, quote_writer

    rnd = random.Random(195)
    values = [round(rnd.uniform(1e3, 3e6), 2) for _ in range(2000)]
    values += [float(rnd.randrange(1, 5_000_000)) for _ in range(500)]
    values += [rnd.uniform(-1e4, 1e4) for _ in range(500)]
    # the edges of the whole-number test and of rounding to cents, both signs, both zeros
    values += [5.995, 5.996, 5.994, 5.005, 0.005, 0.0049, 2.675, 1.005, -3.5, -0.004, -0.006, 0.0, -0.0, 1e15 + 0.5]
    values += [123456789.995, 999.999, -999.995, 1e-9, 19999.5]
    for v in values:
        for sym in ("¥", "$", "JP¥", "SEK "):
            assert _exact(v, sym) == _exact_as_before(v, sym), (v, sym)
    write = quote_writer("EUR", "hourly")
    assert write(9062.5, 9062.5) == "€9,062.50/h" and write(-3.0, -3.0) == "-€3/h" and write(1.0, 2.5) == "€1–2.50/h"
