"""Every sample sheet in shared/sheets, with the quotes a person would expect from it."""

import json
import math

import pytest

from gpucompare.errors import BadInputFile
from gpucompare.sheets.importer import analyse

from .conftest import TODAY


def rows(preview):
    return {q.source_row: q for q in preview.rows}


def test_chinese_distributor_quote(sheets_dir):
    p = analyse(sheets_dir / "cn_distributor_quote.xlsx", today=TODAY)
    assert (p.sheet, p.header_row, p.vendor, p.as_of) == ("报价单", 4, "深圳某某科技有限公司", "2026-11-20")
    assert p.mapping["model"]["header"] == "产品型号" and p.mapping["price"]["header"] == "单价(元)"
    r = rows(p)
    expected = {
        5: ("nvidia-a100-pcie-80gb", 100_000, 120_000, 8),
        6: ("nvidia-h800-sxm5-80gb", 320_000, 320_000, 8),
        7: ("nvidia-rtx-4090", 19_999, 19_999, 16),
        8: ("nvidia-v100-sxm2-32gb", 55_000, 55_000, 4),
        10: ("nvidia-h100-sxm5-80gb", 250_000, 350_000, 8),
    }
    for row, (device, lo, hi, qty) in expected.items():
        q = r[row]
        assert (q.device_id, q.price_min, q.price_max, q.currency, q.quantity) == (device, lo, hi, "CNY", qty)
    a800 = r[9]
    assert a800.device_id == "nvidia-a800-pcie-80gb" and a800.price_on_request and math.isnan(a800.price_min)
    assert [(x.source_row, x.reason) for x in p.rejected] == [
        (12, "a subtotal or total line, not a product"),
        (13, "a note on tax; shipping or delivery, not a product"),
    ]
    assert any("13%增值税" in w for w in p.warnings)


def test_us_reseller_picks_the_gpu_sheet_and_splits_the_baseboard(sheets_dir):
    p = analyse(sheets_dir / "us_reseller_quote.xlsx", today=TODAY)
    assert p.sheet == "GPUs" and p.header_row == 3 and p.vendor == "ACME Compute Supply"
    assert p.sheets == ["Summary", "GPUs", "Networking"]
    assert "used sheet 'GPUs'" in p.warnings[0]
    r = rows(p)
    assert (r[4].device_id, r[4].price_min, r[4].currency, r[4].quantity) == ("nvidia-a100-pcie-80gb", 15499, "USD", 4)
    assert (r[5].device_id, r[5].price_min, r[5].units_per_item) == ("nvidia-h100-sxm5-80gb", 289_000 / 8, 8)
    assert (r[6].device_id, r[6].price_min) == ("nvidia-l40s", 7950)
    assert r[7].device_id == "intel-gaudi2" and r[7].price_on_request
    assert (r[8].device_id, r[8].price_min) == ("nvidia-v100-pcie-32gb", 2150)
    # the GPU sheet has no rejected row; the Networking sheet's priced line is listed on its sheet with why
    assert [(x.sheet, x.source_row) for x in p.rejected] == [("Networking", 2)]
    assert "no quote of an accelerator" in p.rejected[0].reason and "network" in p.rejected[0].reason
    assert p.as_of == TODAY.isoformat() and any("import date" in w for w in p.warnings)


def test_us_reseller_networking_sheet_is_equipment_not_accelerators(sheets_dir):
    """A network card sold on its own line is not an accelerator: rejected with its kind, never an unknown device."""
    p = analyse(sheets_dir / "us_reseller_quote.xlsx", sheet="Networking", today=TODAY)
    assert p.rows == []
    (r,) = p.rejected
    assert "network card" in r.reason and "not an accelerator" in r.reason


def test_russian_dealer(sheets_dir):
    p = analyse(sheets_dir / "ru_dealer_price.xlsx", today=TODAY)
    r = rows(p)
    assert p.mapping["price"]["header"] == "Цена, USD"
    assert (r[4].price_min, r[4].currency, r[4].device_id) == (15_000, "USD", None)  # SXM or PCIe: ambiguous
    assert r[4].candidates == ["nvidia-a100-sxm4-80gb", "nvidia-a100-pcie-80gb"]
    assert (r[5].device_id, r[5].price_min, r[5].price_max) == ("nvidia-h100-sxm5-80gb", 25_000, 30_000)
    assert (r[6].price_min, r[6].device_id) == (5_000, None)
    assert any("could be" in w for w in p.warnings)


def test_cloud_rates_become_hourly_quotes_per_device(sheets_dir):
    p = analyse(sheets_dir / "cloud_rates.xlsx", today=TODAY)
    assert p.kind == "cloud"
    on_demand = {q.device_id: q for q in p.rows if q.price_kind == "hourly"}
    assert on_demand["nvidia-a100-sxm4-40gb"].price_min == pytest.approx(32.77 / 8)
    assert on_demand["intel-gaudi-hl205"].price_min == pytest.approx(13.11 / 8)
    assert on_demand["aws-trainium1"].price_min == pytest.approx(21.5 / 16)
    reserved = {q.device_id: q for q in p.rows if q.price_kind == "hourly_reserved"}
    assert reserved["nvidia-a100-sxm4-40gb"].price_min == pytest.approx(19.22 / 8)
    assert "p4d.24xlarge" in on_demand["nvidia-a100-sxm4-40gb"].notes


def test_bad_values_are_rejected_row_by_row(sheets_dir):
    p = analyse(sheets_dir / "broken" / "bad_values.xlsx", today=TODAY)
    assert p.rows == []
    reasons = {r.source_row: r.reason for r in p.rejected}
    assert reasons == {
        2: "price 'fifteen thousand' in B2 is an amount written in words ('fifteen thousand'), not in figures",
        3: "price -5 in B3 is negative: a credit or discount (a trade-in, a rebate), not a product's price",
        4: "no model: column A is empty",
        5: "price '1e400' in B5 is too large to be a price",
    }


@pytest.mark.parametrize(
    "name, message",
    [
        ("not_a_workbook.xlsx", "not an Excel workbook, the file is plain text"),
        ("truncated.xlsx", "truncated or damaged"),
        ("empty.xlsx", "has no data"),
        ("header_only.xlsx", "no data rows follow it"),
    ],
)
def test_broken_files_give_one_sentence(sheets_dir, name, message):
    with pytest.raises(BadInputFile) as err:
        analyse(sheets_dir / "broken" / name, today=TODAY)
    text = str(err.value)
    assert message in text and name in text and "\n" not in text


def test_preview_json_has_the_contract_fields(sheets_dir):
    doc = analyse(sheets_dir / "cn_distributor_quote.xlsx", today=TODAY).to_json()
    for key in ("sheet", "header_row", "mapping", "rows", "rejected", "warnings"):
        assert key in doc
    row = doc["rows"][0]
    for key in (
        "source_row",
        "raw_model",
        "device_id",
        "price_min",
        "price_max",
        "currency",
        "quantity",
        "price_on_request",
    ):
        assert key in row
    json.dumps(doc)  # serialisable, NaN as null
    assert doc["rows"][4]["price_min"] is None
