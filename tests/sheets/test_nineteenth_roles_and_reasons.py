"""Column roles from the values when the words are unknown, and every rejection reason true (issue 22, on sheets
written here, never corpus files): a rate card whose headers are renamed to words the lexicon lacks is still read as
hourly rates, from its monthly column being the hourly one times a month's hours; a line amount beside its unit
price is no such pair; a price cell holding a formula error, a heading, a line of text alone, an average line and a
product without a price each say what they are, and no rejection across the corpora is a generic 'is empty' or 'not
a number'."""

import re
import tempfile
from pathlib import Path

import pytest

from gpucompare.sheets.importer import analyse

from .conftest import SHEETS, TODAY
from .score_corpus import GENERIC_REASONS, corpus_files, run_import
from .test_conventions import H100, write

L4 = "nvidia-l4"
A100 = "nvidia-a100-sxm4-80gb"


def _rate_card(tmp_path, hour_head, month_head, currency="(BWP)"):
    rows = [
        ["Kalahari Cloud rate card"],
        ["Instance", "Accelerator", f"{hour_head} {currency}", f"{month_head} {currency}"],
        ["g1.l4", "NVIDIA L4 24GB", 11.2, 6_200],
        ["g1.a100", "NVIDIA A100 80GB SXM4", 21.5, 12_400],
        ["g1.h100", "NVIDIA H100 80GB SXM5", 33.5, 19_000],
    ]
    return write(tmp_path / "rates.xlsx", rows)


@pytest.mark.parametrize(("hour", "month"), [("Ka ura", "Ka kgwedi"), ("Qorvash", "Zentuli")])
def test_a_rate_card_in_unknown_words_is_read_as_hourly_rates_from_its_monthly_column(tmp_path, hour, month):
    # BWP has no bundled exchange rate, so the amounts cannot be set against the devices' reference prices: the
    # evidence is the second column, 500-560 times the first on every row (a month's 730 hours, committed)
    p = analyse(_rate_card(tmp_path, hour, month), today=TODAY)
    got = [(q.source_row, q.device_id, q.price_kind, q.price_min, q.currency, q.cell) for q in p.rows]
    assert [g for g in got if g[2] == "hourly"] == [
        (3, L4, "hourly", 11.2, "BWP", "C3"),
        (4, A100, "hourly", 21.5, "BWP", "C4"),
        (5, H100, "hourly", 33.5, "BWP", "C5"),
    ]
    # the monthly column is the committed rate beside it, per hour of a 730-hour month
    reserved = [(q.source_row, round(q.price_min, 3), q.cell) for q in p.rows if q.price_kind == "hourly_reserved"]
    assert reserved == [(3, round(6_200 / 730, 3), "D3"), (4, round(12_400 / 730, 3), "D4"), (5, 26.027, "D5")]
    # read from the values, not the words: said in the conventions (naming both columns) and marked for review
    said = [str(c) for c in p.conventions if "hours of a month" in str(c)]
    assert said and "column C" in said[0] and "column D" in said[0]
    assert all(q.needs_review for q in p.rows)


def test_a_line_amount_beside_its_unit_price_is_no_rate_pair(tmp_path):
    # the amount is the unit price times a quantity (1-8), never a period's hours: the prices stay purchases
    rows = [
        ["Qorvash offer (USD)"],
        ["Item", "Zentu", "Morva (USD)", "Plinth (USD)"],
        ["NVIDIA H100 80GB SXM5", 2, 27_500, 55_000],
        ["NVIDIA L4 24GB", 8, 2_600, 20_800],
        ["NVIDIA A100 80GB SXM4", 4, 15_000, 60_000],
    ]
    p = analyse(write(tmp_path / "offer.xlsx", rows), today=TODAY)
    assert p.rows and all(q.price_kind == "purchase" for q in p.rows)
    assert not any("hours of a" in str(c) for c in p.conventions)


def _reasons(p) -> dict[int, str]:
    return {j.source_row: str(j.reason) for j in p.rejected}


def test_a_price_cell_holding_a_formula_error_says_so(tmp_path):
    rows = [
        ["Price list (EUR)"],
        ["Model", "Price (EUR)", "Stock"],
        ["NVIDIA H100 80GB SXM5", "#REF!", 3],  # openpyxl writes an error value (t="e"), as Excel saves a broken link
        ["NVIDIA L4 24GB", 2_450, 5],
    ]
    p = analyse(write(tmp_path / "ref.xlsx", rows), today=TODAY)
    assert [q.source_row for q in p.rows] == [4]
    reason = _reasons(p)[3]
    assert "#REF!" in reason and "formula" in reason and "B3" in reason


def test_lines_without_a_price_say_what_they_are(tmp_path):
    rows = [
        ["Quotation (USD)"],
        ["Model", "Qty", "Unit price (USD)", "Remark"],
        ["New cards"],
        ["NVIDIA H100 80GB SXM5", 2, 27_000, ""],
        ["NVIDIA L4 24GB", 4, 2_500, ""],
        ["NVIDIA A100 80GB SXM4", 1, "", "discontinued, no longer taken"],
        ["Prepared by: J. Smith", "", "", "Approved by: K. Lee"],
    ]
    p = analyse(write(tmp_path / "lines.xlsx", rows), today=TODAY)
    assert [q.source_row for q in p.rows] == [4, 5]
    reasons = _reasons(p)
    assert "heading" in reasons[3]
    assert reasons[6].startswith("no price for this product") and "discontinued" in reasons[6]
    assert "text alone" in reasons[7] and "Prepared by" in reasons[7]
    assert not any(p.search(r) for r in reasons.values() for p in GENERIC_REASONS)


def test_an_average_line_is_no_tax_line(tmp_path):
    # five lines' mean is a fifth of their sum: read as the average it is, never as a 20% tax on the lines above
    rows = [
        ["报价汇总（元）"],
        ["类别", "型号", "单价（元）"],
        ["NVIDIA", "H100 80GB SXM5", 230_000],
        ["NVIDIA", "H200 141GB SXM", 260_000],
        ["NVIDIA", "A100 80GB SXM4", 98_000],
        ["NVIDIA", "L40S 48GB", 52_000],
        ["NVIDIA", "L4 24GB", 18_000],
        ["NVIDIA 平均值", "", 131_600],
    ]
    p = analyse(write(tmp_path / "avg.xlsx", rows), today=TODAY)
    assert len(p.rows) == 5
    reason = _reasons(p)[8]
    assert "average of the 5 lines above" in reason and "tax" not in reason


#: the rejection reasons every corpus produces, each of a specific kind: what the row is, or what its price cell
#: holds; never a bare 'is empty' / 'not a number' where the cell holds a range, a word, a formula error or a date
_CORPORA = ["corpus"] + [f"blind{i}" for i in range(4, 13)]


@pytest.fixture(scope="module")
def every_rejection():
    out = []
    with tempfile.TemporaryDirectory() as tmp:
        for name in _CORPORA:
            for path, _expected in corpus_files(SHEETS / name):
                doc, _err = run_import(path, Path(tmp))
                out += [(f"{name}/{path.name}", j["source_row"], j["reason"]) for j in (doc or {}).get("rejected", [])]
    return out


def test_every_rejection_reason_across_the_corpora_is_of_a_specific_kind(every_rejection):
    assert len(every_rejection) > 500
    generic = [(f, r, why) for f, r, why in every_rejection if any(p.search(why or "") for p in GENERIC_REASONS)]
    assert generic == []
    # and the old generic wording survives nowhere, even after a prefix ('Vendor X: price in E6 is empty')
    bare = re.compile(r"(?:^|: )price in [A-Z]{1,3}\d+ is empty$|is not a number$")
    assert [x for x in every_rejection if bare.search(x[2])] == []


def test_a_price_header_over_hourly_sized_amounts_marks_every_quote_for_review(tmp_path):
    # 'Rate (USD)' is a price word, and 'Hours used' beside it is no price: the words read purchases, the amounts
    # pay for the devices in 800-80,000 hours (rates); where they disagree each quote says so, naming the column
    rows = [
        ["GPU usage (USD)"],
        ["GPU", "Hours used", "Rate (USD)"],
        ["NVIDIA H100 80GB SXM5", 720, 2.5],
        ["NVIDIA L4 24GB", 300, 0.5],
        ["NVIDIA A100 80GB SXM4", 500, 1.8],
    ]
    p = analyse(write(tmp_path / "usage.xlsx", rows), today=TODAY)
    assert [q.source_row for q in p.rows] == [3, 4, 5]
    for q in p.rows:
        said = [str(w) for w in q.warnings if "size of hourly rates" in str(w)]
        assert q.needs_review and said and "column C (Rate (USD))" in said[0]
    # a purchase price list in the same words is not marked
    rows[2:] = [
        ["NVIDIA H100 80GB SXM5", 1, 27_500],
        ["NVIDIA L4 24GB", 2, 2_600],
        ["NVIDIA A100 80GB SXM4", 1, 15_000],
    ]
    p = analyse(write(tmp_path / "prices.xlsx", rows), today=TODAY)
    assert not any("size of hourly rates" in str(w) for q in p.rows for w in q.warnings)
