"""perf152: the usual price text ('¥19,999.00', '12.5万', '６７，３８０．９３') is read at once (`_usual_price`), and
it reads exactly as the full parser does: every distinct text of the repository's sheets and of the benchmark's
50,000-row sheet, under the column, sheet and default currencies and scales a sheet gives, parses the same with the
fast path and without it. The importer's row loop takes the common rows in a loop of its own; what it makes is
unchanged (`tests/perf/compare_import.py` compares whole outputs with main's)."""

import csv
import math
from pathlib import Path

import pytest

from gpucompare.sheets import prices
from gpucompare.sheets.importer import analyse
from gpucompare.sheets.prices import parse_price
from gpucompare.sheets.workbook import read_workbook
from tests.perf.bench import quote_sheet_rows

from .conftest import SHEETS, TODAY
from .test_conventions import by_row, write

#: (column currency, column scale, sheet currency, default currency) as sheets give them
CONTEXTS = [
    (None, 1.0, None, None),
    ("CNY", 1.0, "CNY", None),
    (None, 1e4, None, None),
    (None, 1.0, "USD", "USD"),
    ("EUR", 1000.0, None, "EUR"),
]


def _same(a, b) -> bool:
    """Two ParsedPrices alike field by field (NaN equal to NaN), their field types too."""
    return len(a) == len(b) and all(
        (x == y or (isinstance(x, float) and isinstance(y, float) and math.isnan(x) and math.isnan(y)))
        and type(x) is type(y)
        for x, y in zip(a, b, strict=True)
    )


def _texts() -> list[str]:
    texts = set()
    files = [p for p in SHEETS.rglob("*") if p.suffix.lower() in (".xlsx", ".xlsm", ".xls", ".ods", ".csv", ".tsv")]
    for p in files:
        try:
            sheets = read_workbook(p)
        except Exception:  # noqa: BLE001, S112 - a sheet the reader refuses has no texts to compare
            continue
        for sheet in sheets:
            texts.update(v for row in sheet.rows for v in row if v.__class__ is str and v)
    texts.update(row[3] for row in quote_sheet_rows() if len(row) > 3 and row[3].__class__ is str)
    # a text the fast path can take has a digit and is a price cell's length (a longer one goes to the general
    # rules at once)
    texts = {t for t in texts if len(t) <= prices.MAX_PRICE_CHARS and any(ch.isdigit() for ch in t)}
    # shapes at the fast path's edges: a dot that may group thousands, amounts out of range, spaces, other signs
    texts.update(
        [
            "30.000",
            "1.234",
            "€1.234",
            "1.234万",
            "12.345",
            "0.00001",
            "99,999,999,999",
            "¥0",
            "0",
            " 1,234.00",
            "1,234.00 ",
            "$1,234.5",
            "$00",
            "1,23",
            "1,2345",
            "12,000.5万元",
            "12万5",
            "¥12万",
            "£1,000",
            "€",
            "￥1,000",
            "１２３",
            "12.5w",
        ]
    )
    return sorted(texts)


@pytest.fixture(scope="module")
def texts() -> list[str]:
    return _texts()


def test_the_usual_price_text_reads_as_the_full_parser_reads_it(texts, monkeypatch):
    assert len(texts) > 15_000  # the repository's sheets and the benchmark's price texts
    fast, taken = {}, 0
    for ctx in CONTEXTS:
        kw = dict(zip(("column_currency", "column_scale", "sheet_currency", "default_currency"), ctx, strict=True))
        for t in texts:
            fast[ctx, t] = parse_price(t, **kw)
            taken += prices._usual_price(t, *ctx[:2], *ctx[2:]) is not None
    # the fast path reads many of them (not a vacuous comparison): every context's '¥19,999.00' and '12.5万' texts
    assert taken > 25_000
    monkeypatch.setattr(prices, "_usual_price", lambda *a: None)  # the full parser alone
    differ = []
    for ctx in CONTEXTS:
        kw = dict(zip(("column_currency", "column_scale", "sheet_currency", "default_currency"), ctx, strict=True))
        for t in texts:
            full = parse_price(t, **kw)
            if not _same(fast[ctx, t], full):
                differ.append((ctx, t, fast[ctx, t], full))
    assert differ == []


def test_the_usual_shapes_are_read_at_once():
    got = prices._usual_price("¥19,999.00", "CNY", 1.0, "CNY", None)
    assert got is not None and got.min == got.max == 19999.0 and got.currency == "CNY" and got.plain
    assert got.currency_from == "cell"
    wan = prices._usual_price("12.5万", None, 1.0, None, None)
    assert wan is not None and wan.min == 125000.0 and wan.currency == "CNY"
    wide = prices._usual_price("６７，３８０．９３", "CNY", 1.0, "CNY", None)
    assert wide is not None and wide.min == 67380.93 and wide.currency_from == "column"
    # left to the full parser: a dot that may group thousands, a range, words, an amount out of range
    for text in ("30.000", "23.1w~25.4w", "价格面议", "99,999,999,999", "$3.50/hr", "约23.5万/张"):
        assert prices._usual_price(text, "EUR", 1.0, "EUR", None) is None, text


def test_common_rows_after_a_different_row_are_still_read_from_their_template(tmp_path):
    """The row loop's own loop for common rows hands each other row to the rules and takes up again after it:
    a price on request, a text amount, a ditto and a negative quantity among numbers read as before."""
    rows = [
        ["Model", "Price (USD)", "Qty", "Notes"],
        ["NVIDIA H100 SXM5 80GB", 25000.5, 2, ""],
        ["NVIDIA H100 SXM5 80GB", 25100, 1, "used"],
        ["NVIDIA H100 SXM5 80GB", "on request", 1, ""],
        ["NVIDIA H100 SXM5 80GB", "$25,200.00", 3, ""],
        ["NVIDIA H100 SXM5 80GB", 25300.25, -1, "return"],
        ["NVIDIA H100 SXM5 80GB", 25400.75, 4, ""],
        ["NVIDIA A100 SXM4 80GB", 9000, 1, ""],
        ["NVIDIA H100 SXM5 80GB", 25500, 5, ""],
    ]
    p = analyse(write(tmp_path / "s.xlsx", rows), today=TODAY)
    got = by_row(p)
    assert got[2].price_min == 25000.5 and got[2].quantity == 2.0 and got[2].cell == "B2"
    assert got[3].condition == "used" and got[3].raw_price == "25100"
    assert got[4].price_on_request
    assert got[5].price_min == 25200.0 and got[5].raw_price == "$25,200.00"
    assert 6 not in got and any(r.source_row == 6 for r in p.rejected)  # goods given back: no offer
    assert got[7].price_min == 25400.75 and got[7].quantity == 4.0 and got[7].condition == ""
    assert got[9].price_min == 25500.0 and got[9].quantity == 5.0
    assert got[8].device_id is not None and got[8].device_id != got[9].device_id


def test_the_bench_rows_are_the_bench_sheet():
    rows = list(quote_sheet_rows(200))
    assert rows[3] == ["序号", "产品型号", "显存", "单价(元)", "数量", "备注"] and len(rows) == 205
    assert Path(SHEETS).is_dir()


def test_the_dry_run_lines_check_each_model_once_and_still_keep_escapes_out(tmp_path, capsys):
    """The dry run's quote lines are made of a head per model (checked once for unprintable characters) and the
    row's number and price: an escape sequence in one model's name still never reaches the terminal, and the lines
    read as before."""
    from gpucompare.cli import run

    rows = [
        ["Model", "Price (USD)", "Qty"],
        ["NVIDIA H100 SXM5 80GB", 25000.5, 2],
        ["NVIDIA H100 SXM5 80GB \x1b[31mred\x1b[0m", 25100, 1],
        ["NVIDIA A100 SXM4 80GB", "on request", 1],
    ]
    path = tmp_path / "s.csv"  # (an .xlsx cannot hold the escape character)
    with path.open("w", newline="", encoding="utf-8") as f:
        csv.writer(f).writerows(rows)
    assert run(["--home", str(tmp_path / "ws"), "import", str(path), "--dry-run"]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "NVIDIA H100 SXM5 80GB" in out
    lines = out.splitlines()
    assert any(x.startswith("  row     2  NVIDIA H100 SXM5 80GB ") and x.endswith(" $25,000.50") for x in lines)
    assert any(x.startswith("  row     4  NVIDIA A100 SXM4 80GB ") and x.endswith(" price on request") for x in lines)
