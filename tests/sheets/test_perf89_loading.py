"""How the import's passes over its quotes skip work that cannot change their answer (perf89): the summary-row check
decides at C level that a sheet with one quote a row has none, and finds them as before wherever a row holds two."""

from gpucompare.sheets.importer import _summary_rows
from gpucompare.sheets.importer.model import ImportPreview, Quote


def _preview(quotes):
    return ImportPreview(
        file="f.xlsx",
        file_name="f.xlsx",
        sha256="",
        sheet="Rates",
        sheets=["Rates"],
        header_row=1,
        mapping={},
        kind="cloud",
        vendor="v",
        as_of="2026-12-05",
        sheet_currency="USD",
        rows=list(quotes),
        rejected=[],
        warnings=[],
    )


def _q(row, col, price, device="nvidia-h100-sxm5-80gb", sheet=""):
    return Quote(row, "H100", device, 1.0, price, price, "USD", None, False, cell=f"{col}{row}", sheet=sheet)


def test_one_quote_a_row_is_never_a_summary_in_any_order():
    # a row repeating the amounts above would be a summary if it held two of them: with one quote a row it is not
    rising = [_q(2, "C", 2.49), _q(3, "C", 2.19), _q(4, "C", 2.49, device=None)]
    p = _preview(rising)
    _summary_rows(p)
    assert p.rows == rising and p.rejected == []
    falling = list(reversed(rising))  # rows not rising: told by their places, the same answer
    p = _preview(falling)
    _summary_rows(p)
    assert p.rows == falling and p.rejected == []


def test_a_row_of_two_amounts_repeating_the_rows_above_is_a_summary_whatever_the_order():
    quotes = [
        _q(3, "C", 2.49),
        _q(3, "D", 1.89),
        _q(4, "C", 2.19),
        _q(4, "D", 1.79),
        _q(5, "C", 2.49, device=None),  # the median row: both amounts repeat one above
        _q(5, "D", 1.89, device=None),
    ]
    for order in (quotes, quotes[::-1], quotes[2:] + quotes[:2]):
        p = _preview(order)
        _summary_rows(p)
        assert sorted({q.source_row for q in p.rows}) == [3, 4]
        assert [r.source_row for r in p.rejected] == [5]
        assert "summary row" in str(p.rejected[0].reason)


def test_rows_of_two_sheets_at_the_same_number_are_two_places():
    # row 3 of two sheets, each with one quote: rising numbers do not hold, their places are still one quote each
    quotes = [_q(3, "C", 2.49), _q(4, "C", 2.19), _q(3, "C", 2.49, device=None, sheet="Other")]
    p = _preview(quotes)
    _summary_rows(p)
    assert p.rows == quotes and p.rejected == []
