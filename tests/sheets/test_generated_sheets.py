"""Sheets we write ourselves: header lower down, units in the header, formulas without a saved value, a 万 note."""

import openpyxl
import pytest

from gpucompare.errors import BadInputFile
from gpucompare.sheets.importer import analyse

from .conftest import TODAY


def write(path, rows, merged=(), sheet="Sheet1"):
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = sheet
    for r in rows:
        ws.append(r)
    for m in merged:
        ws.merge_cells(m)
    wb.save(path)
    return path


def test_wan_header_scales_plain_numbers(tmp_path):
    f = write(
        tmp_path / "q.xlsx",
        [["报价单"], [], [], ["型号", "单价(万元)", "数量"], ["H800 SXM5", 32, 8], ["A800 SXM4 80GB", "12.5", 8]],
        merged=["A1:C1"],
    )
    p = analyse(f, today=TODAY)
    assert p.header_row == 4
    assert [(q.device_id, q.price_min, q.currency) for q in p.rows] == [
        ("nvidia-h800-sxm5-80gb", 320_000, "CNY"),
        ("nvidia-a800-sxm4-80gb", 125_000, "CNY"),
    ]


def test_formula_without_cached_value_is_a_warning_never_zero(tmp_path):
    f = write(
        tmp_path / "f.xlsx", [["Model", "Price (USD)", "Qty"], ["H100 SXM5", "=20000+5000", 2], ["L40S", 7950, 1]]
    )
    p = analyse(f, today=TODAY)
    assert [q.device_id for q in p.rows] == ["nvidia-l40s"]
    assert "B2 is a formula with no saved result" in p.rejected[0].reason
    assert any("B2" in w and "formula" in w for w in p.warnings)


def test_no_header_is_a_clear_error(tmp_path):
    f = write(tmp_path / "n.xlsx", [["hello", "world"], [1, 2]])
    with pytest.raises(BadInputFile, match="no header with a model column and a price column"):
        analyse(f, today=TODAY)


def test_currency_column_and_typo_header(tmp_path):
    f = write(
        tmp_path / "c.xlsx",
        [["Modle", "Unit Prise", "Currency"], ["MI300X", "15,000", "USD"], ["Gaudi 3", "120000", "CNY"]],
    )
    p = analyse(f, today=TODAY)
    assert [(q.device_id, q.price_min, q.currency) for q in p.rows] == [
        ("amd-mi300x", 15_000, "USD"),
        ("intel-gaudi3", 120_000, "CNY"),
    ]


def test_csv_file_imports(tmp_path):
    f = tmp_path / "quote.csv"
    f.write_text('Model,Price USD,Qty\nH100 SXM5,"$30,000",8\n', encoding="utf-8")
    p = analyse(f, today=TODAY)
    assert [(q.device_id, q.price_min) for q in p.rows] == [("nvidia-h100-sxm5-80gb", 30_000)]
