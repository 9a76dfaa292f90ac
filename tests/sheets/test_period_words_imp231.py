"""A rental period's short word ('h' of '/h', 'hr', 'mo') is read only as a word or unit ('$/h', '/GPU-h', '2.5h',
'元/卡时'), never as the letters of a model number a header names ('H200 price', 'Price (H20)', 'GH200'): a purchase
price under such a header stays a purchase price. And a field/value form ('型号' | …, '单价' | 2398000 | '元/台')
is read as its records whichever of its label rows the table finder took for a header (issue 22)."""

import openpyxl
import pytest

from gpucompare.sheets.header import match_header_cell, price_period, price_roles
from gpucompare.sheets.importer import analyse

from .conftest import TODAY


def _sheet(tmp_path, name, rows):
    wb = openpyxl.Workbook()
    ws = wb.active
    for r in rows:
        ws.append(r)
    path = tmp_path / name
    wb.save(path)
    return path


@pytest.mark.parametrize(
    "header", ["H200 price", "Price (H200)", "H20 price (USD)", "Preis H100 (EUR)", "GH200 unit price", "H-100 price"]
)
def test_a_model_number_in_a_price_header_names_no_hour(header):
    assert "hourly" not in price_roles(header)
    assert price_period(header) is None


@pytest.mark.parametrize(
    "header", ["$/h", "Price (USD/h)", "Price ($/GPU-h)", "按需价格（元/卡时）", "Rate per hr", "H200 price ($/hr)"]
)
def test_a_period_written_as_a_unit_is_still_an_hour(header):
    assert "hourly" in price_roles(header)


def test_a_purchase_list_whose_price_headers_name_h200_h20_h100_and_gh200_is_purchase_prices(tmp_path):
    path = _sheet(
        tmp_path,
        "purchase.xlsx",
        [
            ["Description", "Qty", "H200 / H20 / H100 / GH200 price (USD)"],
            ["NVIDIA H200 141GB SXM", 8, 31500],
            ["NVIDIA H20 96GB", 8, 12800],
            ["NVIDIA H100 80GB PCIe", 4, 24900],
            ["NVIDIA GH200 Grace Hopper Superchip", 2, 42000],
        ],
    )
    p = analyse(path, today=TODAY)
    got = {q.source_row: q for q in p.rows}
    assert sorted(got) == [2, 3, 4, 5]
    assert [got[r].price_min for r in (2, 3, 4, 5)] == [31500, 12800, 24900, 42000]
    assert all(q.price_kind == "purchase" and q.currency == "USD" for q in got.values())


@pytest.mark.parametrize("header", ["Price (H200)", "H200 price", "Price (H20)", "GH200 price"])
def test_a_price_column_named_after_a_model_stays_a_purchase_price(tmp_path, header):
    path = _sheet(
        tmp_path,
        "h200.xlsx",
        [
            ["Model", header, "Currency"],
            ["NVIDIA H200 141GB SXM", 31500, "USD"],
            ["NVIDIA H20", 12800, "USD"],
        ],
    )
    p = analyse(path, today=TODAY)
    assert [(q.price_min, q.price_kind) for q in p.rows] == [(31500, "purchase"), (12800, "purchase")]


@pytest.mark.parametrize("header", ["On-demand ($/h)", "On-demand (USD/GPU-h)", "按需价格（元/卡时）"])
def test_an_hourly_rate_card_is_read_per_hour(tmp_path, header):
    path = _sheet(
        tmp_path,
        "rates.xlsx",
        [["GPU", header], ["NVIDIA H200 141GB SXM", 3.2], ["NVIDIA H100 80GB SXM", 2.4]],
    )
    p = analyse(path, today=TODAY)
    assert [(q.price_min, q.price_kind) for q in p.rows] == [(3.2, "hourly"), (2.4, "hourly")]


def test_a_field_value_form_is_read_as_its_records_whatever_row_was_taken_for_a_header(tmp_path):
    path = _sheet(
        tmp_path,
        "form.xlsx",
        [
            ["某某科技有限公司 报价单"],
            ["报价日期：2026-12-01"],
            ["【一】"],
            ["型号", "NVIDIA L20 48GB"],
            ["数量", "4 张"],
            ["单价", 24500, "元/张，含13%增值税"],
            ["交期", "现货"],
            ["【二】"],
            ["型号", "NVIDIA RTX 4090D 24GB"],
            ["数量", "10 张"],
            ["单价", 13600, "元/张，含13%增值税"],
            ["交期", "2周"],
            ["【三】"],
            ["型号", "NVIDIA L40S 48GB"],
            ["数量", "2 张"],
            ["单价", 52000, "元/张，含13%增值税"],
            ["交期", "现货"],
        ],
    )
    p = analyse(path, today=TODAY)
    got = sorted((q.device_id, q.price_min) for q in p.rows)
    assert got == [("nvidia-l20-48gb", 24500), ("nvidia-l40s", 52000), ("nvidia-rtx-4090d", 13600)]
    assert all(q.price_kind == "purchase" and q.currency == "CNY" and q.tax == "incl" for q in p.rows)


def test_a_senders_address_is_never_a_price_header():
    # a thread pasted one message a row: the sender's cell ('Priya' begins with Haitian Creole 'pri', a price word)
    # is a value, so the row is no header with a price column of names
    assert match_header_cell("Priya Nair <p.nair@example.co.uk>") is None
    assert match_header_cell("Price") is not None and match_header_cell("Price").field == "price"
