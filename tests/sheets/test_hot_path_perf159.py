"""perf159: the usual price text's shape is built from the lexicon's signs and words (not literals in code) and still
reads exactly as the full parser does; the preview's price-column check and the row loop's running sums are computed
with fewer Python steps and give what they gave."""

import pytest

from gpucompare.sheets import lexicon as lx
from gpucompare.sheets import prices
from gpucompare.sheets.importer import analyse
from gpucompare.sheets.importer.model import ImportPreview, _column_of
from gpucompare.sheets.prices import parse_price

from .conftest import TODAY
from .test_conventions import write
from .test_hot_path_perf152 import CONTEXTS, _same

#: texts of the usual shape with signs and words the lexicon gives beyond '¥', '$', '€', '£', '万' and '元', and
#: shapes at its edges (a dot that may group thousands, an amount out of range, a sign after the amount)
EDGES = [
    "₹1,234.50",
    "₩12,000",
    "₽2,500",
    "12.5亿",
    "3,500円",
    "12万元",
    "1.2億",
    "1,234đ",
    "€1.234",
    "₹99,999,999,999",
    "1,234₹",
    "12.5万",
    "¥19,999.00",
    "￥1,000",
    "１２，３４５．６７",
]


def test_the_usual_shape_takes_the_lexicons_signs_and_words():
    shape = prices._usual_shape().pattern
    lex = lx.get()
    # every one-character sign of the lexicon's currencies stands before the amount, as the files write it
    signs = {w for k in lex.keys("currency") for w in lex.phrases(f"currency.{k}") if len(w) == 1 and not w.isalnum()}
    assert {"¥", "$", "€", "£"} <= signs
    assert all(s in shape for s in signs if prices.fold(s) == s)
    # the Chinese scale and currency words after it come from the Chinese file, not from code
    assert "万" in lex.phrases("scale.10000") and "元" in lex.phrases("currency.CNY")
    assert prices._usual_price("12万元", None, 1.0, None, None).min == 120000.0
    assert prices._usual_price("₹1,234.50", "INR", 1.0, None, None).min == 1234.5


@pytest.mark.parametrize("ctx", CONTEXTS)
def test_the_shapes_edges_read_as_the_full_parser_reads_them(ctx, monkeypatch):
    kw = dict(zip(("column_currency", "column_scale", "sheet_currency", "default_currency"), ctx, strict=True))
    fast = {t: parse_price(t, **kw) for t in EDGES}
    monkeypatch.setattr(prices, "_usual_price", lambda *a: None)  # the full parser alone
    assert [t for t in EDGES if not _same(fast[t], parse_price(t, **kw))] == []


def test_a_plain_price_is_made_one_way():
    got = prices._plain_price(12.5, 12.5, "CNY", "cell", None)
    assert got == prices.ParsedPrice(12.5, 12.5, "CNY", "cell", plain=True)
    assert got.ok and not got.on_request and got.period is None
    # a range ('23.1w~25.4w') is made by it too, as the full parser reads it
    wide = parse_price("23.1w~25.4w", column_currency="CNY")
    assert wide == prices._plain_price(231000.0, 254000.0, "CNY", "column", None)


def _preview(cells: list[str]) -> ImportPreview:
    p = ImportPreview.__new__(ImportPreview)
    p.__dict__["rows"] = [(0,) * 12 + (c,) for c in cells]  # a quote's cell is its field 12
    return p


@pytest.mark.parametrize(
    "cells",
    [
        ["D5", "D6", "D7"],
        ["D5", "E6"],
        ["D5", "", "D7"],
        ["D5", "D"],  # a cell without a row number reads as no column
        ["AB12", "AB13", "ab14"],
        ["Sheet1!D5", "D6"],
        ["D5²", "D6"],
    ],
)
def test_whether_prices_come_from_several_columns_is_read_as_cell_by_cell(cells):
    want = len({_column_of(c) for c in cells if c}) > 1
    assert ImportPreview.price_columns_differ(_preview(cells)) is want


def test_a_total_under_the_lines_is_still_told_by_the_running_sums(tmp_path):
    # fifty priced card lines read by the row loop, then an unlabelled total of their prices: a total, not a product
    rows = [["型号", "单价(元)", "数量"]]
    rows += [["NVIDIA H100 80GB", 200_000.0 + i, 1] for i in range(50)]
    rows.append(["", sum(200_000.0 + i for i in range(50)), ""])
    p = analyse(write(tmp_path / "t.xlsx", rows), today=TODAY)
    assert len(p.rows) == 50
    total = [r for r in p.rejected if r.source_row == 52]
    assert total and "sum of the lines above" in str(total[0].reason)
