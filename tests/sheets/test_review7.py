"""Review of the column roles read from values alone (on sheets written here, never corpus files): a price column
beside the same prices in another currency is no rate card, though an exchange rate can look like a day's or a
week's hours."""

import pytest

from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .test_conventions import H100, write

L40S = "nvidia-l40s"
A100 = "nvidia-a100-sxm4-80gb"


@pytest.mark.parametrize(
    ("title", "heads", "second"),
    [
        # headers naming two currencies: ZAR is about 18 to the dollar, inside a day's hours (9.6-24.5)
        ("Qorvash offer", ("Morva (USD)", "Zentu (ZAR)"), (495_000, 270_000, 144_000)),
        # no header currency, the sheet's title says USD: INR is about 83 to the dollar, inside a week's hours
        ("Qorvash offer, prices in USD", ("Morva", "Zentu"), (2_290_000, 1_250_000, 667_000)),
    ],
)
def test_prices_beside_the_same_prices_in_another_currency_stay_purchases(tmp_path, title, heads, second):
    rows = [
        [title],
        ["Item", *heads],
        ["NVIDIA H100 80GB SXM5", 27_500, second[0]],
        ["NVIDIA A100 80GB SXM4", 15_000, second[1]],
        ["NVIDIA L40S", 8_000, second[2]],
    ]
    p = analyse(write(tmp_path / "two_currencies.xlsx", rows), today=TODAY)
    got = [(q.source_row, q.device_id, q.price_kind, q.price_min, q.currency) for q in p.rows]
    assert got == [
        (3, H100, "purchase", 27_500, "USD"),
        (4, A100, "purchase", 15_000, "USD"),
        (5, L40S, "purchase", 8_000, "USD"),
    ]
    assert not any("hours of a" in str(c) for c in p.conventions)


def test_line_totals_on_a_sheet_of_thousands_of_count_columns_try_a_bounded_number_of_pairs(monkeypatch):
    # every count column was tried against every other column: 2,000 columns of counts and empty cells made four
    # million unit x count = total checks of up to 200 lines each; the columns looked at are bounded now
    from gpucompare.sheets.importer import accounting

    calls = []
    real = accounting._multiplies
    monkeypatch.setattr(accounting, "_multiplies", lambda *a: calls.append(1) or real(*a))
    width = 2_000
    rows = [["Item", *(f"c{c}" for c in range(width))]]
    for r in range(200):
        rows.append([1_000.0 + r, *((r + c) % 9 + 1 for c in range(width // 2)), *([None] * (width // 2))])
    assert accounting.line_totals(rows, 0, 0, set()) is None
    assert len(calls) <= 2 * 60 * 60


def test_line_totals_still_find_a_unit_price_count_and_total_column():
    from gpucompare.sheets.importer.accounting import line_totals

    rows = [
        ["Item", "Fegib", "Pamid", "Tesog"],
        ["NVIDIA H100 80GB SXM5", 27_500, 2, 55_000],
        ["NVIDIA A100 80GB SXM4", 15_000, 4, 60_000],
        ["NVIDIA L40S", 8_000, 1, 8_000],
    ]
    assert line_totals(rows, 0, 3, set()) == (1, 2, 3)  # the total column read as the price: unit B, count C


@pytest.mark.parametrize("note", ["CAD drawings on request", "PEN test report attached"])
def test_a_code_followed_by_a_word_is_an_abbreviation_not_the_sheets_money(tmp_path, note):
    # 'CAD' (computer-aided design) before a word named the sheet's money: 27,500 for an H100 read as Canadian
    # dollars; a code standing alone ('Dezorim: USD') still does (test_perturbed_corpora)
    rows = [
        ["Qorvash offer"],
        ["Item", "Morva"],
        ["NVIDIA H100 80GB SXM5", 27_500],
        ["NVIDIA A100 80GB SXM4", 15_000],
        ["NVIDIA L40S", 8_000],
        [],
        [note],
    ]
    p = analyse(write(tmp_path / "abbreviation.xlsx", rows), today=TODAY)
    assert not [q for q in p.rows if q.currency in ("CAD", "PEN")]
    assert not any("the only currency the sheet names" in str(w) for w in p.warnings)


def test_a_formula_error_is_looked_up_where_the_cell_stands_on_its_sheet_not_in_its_table(tmp_path):
    # tables side by side: the right table's price column is its second column, E on the sheet; the error cells
    # were looked up by the table's own column (B), so a blank E3 beside a '#REF!' in B3 was called an error too
    rows = [
        ["Price list (USD)"],
        ["Model", "Price", "", "Model", "Price"],
        ["NVIDIA H100 80GB SXM5", "#REF!", "", "NVIDIA L4", ""],
        ["NVIDIA A100 80GB SXM4", 15_000, "", "NVIDIA L40S", 8_000],
        ["NVIDIA H200 141GB", 32_000, "", "NVIDIA A10", 3_000],
    ]
    p = analyse(write(tmp_path / "side_by_side.xlsx", rows), today=TODAY)
    reasons = [str(j.reason) for j in p.rejected if j.source_row == 3]
    left = [x for x in reasons if "B3" in x]
    right = [x for x in reasons if "E3" in x]
    assert len(reasons) == 2 and len(left) == 1 and len(right) == 1
    assert "#REF!" in left[0] and "formula" in left[0]
    assert "#REF!" not in right[0] and "empty" in right[0]


def test_thousands_of_total_lines_cost_no_pass_over_the_sum_lines_above_each(tmp_path, monkeypatch):
    # each line judged as a sum subtracted the sum lines above it one by one, three times (the sum, their count, the
    # last of them): 2,000 total lines under a product were 6 million steps; the running sums are bisected now
    from gpucompare.sheets.importer import rows as rows_mod

    walked = [0]

    class Walked(list):
        def __iter__(self):
            walked[0] += len(self)
            return super().__iter__()

    class Taken(dict):
        def setdefault(self, key, default=None):
            return super().setdefault(key, Walked(default or ()))

    real_init = rows_mod._ColumnSums.__init__

    def init(self, *a, **kw):
        real_init(self, *a, **kw)
        self.taken = Taken()

    monkeypatch.setattr(rows_mod._ColumnSums, "__init__", init)
    n = 2_000
    sheet = [["Qorvash offer (USD)"], ["Item", "Zentu", "Morva (USD)"], ["NVIDIA H100 80GB SXM5", "a", 27_500]]
    sheet += [["", f"Zqx{i}", 27_500] for i in range(n)]
    p = analyse(write(tmp_path / "totals.xlsx", sheet), today=TODAY)
    assert [(q.device_id, q.price_min) for q in p.rows] == [(H100, 27_500)]
    assert len(p.rejected) == n and all("sum of the lines above" in str(j.reason) for j in p.rejected)
    assert walked[0] < 10 * n
