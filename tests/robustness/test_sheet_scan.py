"""The sheet-size scan against every way of writing a cell that calamine reads: the limits hold however the cell
reference is written (another attribute first, single quotes, lower case, spacing, a namespace prefix, no
reference at all), and a plain sheet is measured without the exact replay.

Each sheet is checked with `Package.check_sheet` alone, so a scan that missed a cell fails here instead of letting
calamine build billions of cells."""

from __future__ import annotations

import pytest

from gpucompare.errors import BadInputFile
from gpucompare.sheets.importer import analyse
from gpucompare.sheets.workbook import MAX_CELLS, Package
from tests.robustness.test_import_limits_and_speed import n, quote_rows, xlsx

FAR = "XFD999999"
NS_C = '<x:c xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main" r="{ref}"><x:v>1</x:v></x:c>'


def check(tmp_path, rows: str):
    path = xlsx(tmp_path / "s.xlsx", [("Prices", f"<sheetData>{rows}</sheetData>")])
    pkg = Package(path)
    try:
        return pkg.check_sheet("Prices", pkg.sheet_parts["Prices"])
    finally:
        pkg.close()


@pytest.mark.parametrize(
    "cell",
    [
        f'<c s="0" r="{FAR}"><v>1</v></c>',  # another attribute before the reference
        f"<c r='{FAR}'><v>1</v></c>",  # single quotes
        f'<c r="{FAR.lower()}"><v>1</v></c>',  # lower case
        f'<c r = "{FAR}"><v>1</v></c>',  # spaces around '='
        f'<c\tr="{FAR}"><v>1</v></c>',  # a tab
        NS_C.format(ref=FAR),  # a namespace prefix
        f'<c foo=">" r="{FAR}"><v>1</v></c>',  # a '>' inside another attribute's value
    ],
    ids=["order", "quotes", "lower", "spaces", "tab", "prefix", "gt-in-value"],
)
def test_a_far_cell_is_refused_however_its_reference_is_written(tmp_path, cell):
    with pytest.raises(BadInputFile, match="999,999 rows by 16,384 columns"):
        check(tmp_path, f'<row r="1">{n("A1", 1)}{cell}</row>')


def test_a_tall_single_letter_cell_is_measured_with_a_wide_one_anywhere(tmp_path):
    """A99999 (plain: column A, five digits) early and XFD2 later: calamine spans 99,999 x 16,384 cells."""
    rows = f'<row r="1">{n("A1", 1)}{n("A99999", 1)}</row><row r="2">{n("XFD2", 1)}</row>'
    with pytest.raises(BadInputFile, match="99,999 rows by 16,384 columns"):
        check(tmp_path, rows)


def test_cells_without_references_are_counted_in_order(tmp_path):
    """calamine puts a cell without a reference in the next column of its row, and a row without a number after the
    previous one: 3,001 cells in row 1 and a row 20,000 make 60 million cells."""
    rows = '<row r="1">' + "<c><v>1</v></c>" * 3001 + '</row><row r="20000"><c><v>1</v></c></row>'
    with pytest.raises(BadInputFile, match="20,000 rows by 3,001 columns"):
        check(tmp_path, rows)
    prefixed = '<x:c xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:v>1</x:v></x:c>'
    with pytest.raises(BadInputFile, match="20,000 rows by 3,001 columns"):
        check(tmp_path, '<row r="1">' + prefixed * 3001 + '</row><row r="20000"><c><v>1</v></c></row>')
    unnumbered = "<row><c><v>1</v></c></row>" * 5 + '<row r="30"><c><v>1</v></c></row><row><c/></row>'
    assert check(tmp_path, unnumbered).rows == 31


def test_a_row_past_the_limit_in_a_single_letter_column_is_refused(tmp_path):
    with pytest.raises(BadInputFile, match="5,000,000 rows"):
        check(tmp_path, f'<row r="1">{n("A1", 1)}{n("C5000000", 1)}</row>')


def test_a_reference_calamine_could_read_as_huge_is_refused(tmp_path):
    with pytest.raises(BadInputFile, match="cannot be read"):
        check(tmp_path, f'<row r="1">{n("A1", 1)}{n("C000000000005000000", 1)}</row>')


def test_a_tag_the_scan_cannot_read_is_refused(tmp_path):
    """calamine reads `<c foo="<" r="XFD5">` (a '<' inside a value, not well-formed XML) and places it at XFD5; a tag
    the scan cannot read to its end is refused, not skipped."""
    with pytest.raises(BadInputFile, match="cannot be read"):
        check(tmp_path, f'<row r="1">{n("A1", 1)}<c foo="<" r="XFD5"><v>1</v></c></row>')


def test_plain_and_moderately_wide_sheets_pass(tmp_path):
    assert check(tmp_path, quote_rows()).rows == 2
    # 40 columns by 999,999 rows is just under the limit; the scan measures the wide cells without a replay
    assert 40 * 999_999 <= MAX_CELLS
    facts = check(tmp_path, f'<row r="1">{n("A1", 1)}{n("AN999", 1)}</row><row r="999999">{n("B999999", 1)}</row>')
    assert (facts.rows, facts.cols) == (999_999, 40)


def test_a_sheet_whose_cells_carry_no_reference_still_imports(tmp_path):
    """Some writers leave the references out: the exact replay reads the sheet instead of refusing it."""
    rows = (
        '<row r="1"><c t="inlineStr"><is><t>Model</t></is></c><c t="inlineStr"><is><t>Price (USD)</t></is></c></row>'
        '<row r="2"><c t="inlineStr"><is><t>H100 SXM5</t></is></c><c><v>30000</v></c></row>'
    )
    path = xlsx(tmp_path / "noref.xlsx", [("Prices", f"<sheetData>{rows}</sheetData>")])
    p = analyse(path)
    assert [(q.device_id, q.price_min, q.currency) for q in p.rows] == [("nvidia-h100-sxm5-80gb", 30000, "USD")]


def test_a_text_run_longer_than_the_limit_is_refused(tmp_path):
    text = "x" * (9 * 1024 * 1024)
    with pytest.raises(BadInputFile, match="bytes of text"):
        check(tmp_path, f'<row r="1"><c r="A1" t="inlineStr"><is><t>{text}</t></is></c></row>')


def test_a_refusal_in_the_first_chunk_stops_the_inflating_thread(tmp_path):
    """The sheet is inflated ahead in a thread; refusing it early (or cancelling) ends that thread."""
    import threading

    filler = "".join(f'<row r="{r}">{n(f"A{r}", r)}{n(f"B{r}", r)}</row>' for r in range(3, 120_000))
    rows = f'<row r="1">{n("A1", 1)}{n(FAR, 1)}</row>{filler}'
    with pytest.raises(BadInputFile, match="16,384 columns"):
        check(tmp_path, rows)
    assert not [t for t in threading.enumerate() if t.name == "sheet-inflate"]
