"""The data model through Excel and back: catalog out, edited, in as custom devices; cloud rate cards as hourly
prices; limits refused with a message."""

import json

import openpyxl
import pytest

from gpucompare.cli import run
from gpucompare.core.pricing import cloud_price
from gpucompare.errors import BadInputFile
from gpucompare.sheets import workbook
from gpucompare.sheets.export import export_catalog, export_quotes
from gpucompare.sheets.importer import analyse
from gpucompare.store import Workspace

from .conftest import SHEETS, TODAY


def test_catalog_export_imports_back_as_custom_devices(tmp_path, capsys):
    ws_dir = tmp_path / "ws"
    with Workspace(ws_dir) as ws:
        export_catalog(ws.catalog(), tmp_path / "cat.xlsx")
    book = openpyxl.load_workbook(tmp_path / "cat.xlsx")
    sheet = book.active
    h800_row = next(r for r in range(1, sheet.max_row + 1) if sheet.cell(r, 1).value == "H800 SXM5 80GB")
    sheet.cell(h800_row, 14).value = 450  # scale-up bandwidth (GB/s): a firmware note says 450
    sheet.append(
        [
            "Acme X1",
            "Acme",
            "accelerator",
            "PCIe",
            64,
            2000,
            50,
            100,
            400,
            400,
            800,
            1600,
            "PCIe 5.0",
            128,
            400,
            350,
            "",
            "https://acme.example/x1",
            "2026-11",
        ]
    )
    book.save(tmp_path / "cat.xlsx")
    p = analyse(tmp_path / "cat.xlsx", today=TODAY)
    assert p.kind == "specs" and [(d.device_id, d.is_new) for d in p.devices] == [
        ("nvidia-h800-sxm5-80gb", False),
        ("custom-acmex1", True),
    ]
    assert p.devices[0].before == {"scaleup_gbs": 400.0} and p.devices[0].values["scaleup_gbs"] == 450
    assert run(["--home", str(ws_dir), "import", str(tmp_path / "cat.xlsx")]) == 0
    assert "imported 2 devices" in capsys.readouterr().out
    assert run(["--home", str(ws_dir), "devices", "--query", "acme", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["count"] == 1 and doc["devices"][0]["custom"] and doc["devices"][0]["bf16_tflops"] == 400
    with Workspace(ws_dir) as ws:
        cat = ws.catalog()
        assert cat["nvidia-h800-sxm5-80gb"].get("scaleup_gbs") == 450
        assert cat["nvidia-h800-sxm5-80gb"].get("bf16_tflops") == 989.4  # the rest of the device is unchanged
        assert cat.resolve("Acme X1").id == "custom-acmex1"
        ws.remove_import(ws.last_import_id())
        assert ws.catalog()["nvidia-h800-sxm5-80gb"].get("scaleup_gbs") == 400


def test_cloud_rate_card_becomes_the_cheapest_hourly_price(tmp_path):
    with Workspace(tmp_path) as ws:
        ws.add_import(analyse(SHEETS / "cloud_rates.xlsx", today=TODAY))
        hourly = ws.quotes_of_kind("hourly")
        assert {q["device_id"] for q in hourly} >= {"nvidia-a100-sxm4-40gb", "intel-gaudi-hl205", "aws-trainium1"}
        p = cloud_price("aws-trainium1", "USD", ws.fx(), hourly)
        # the bundled trn1.2xlarge ($1.34375/h for 1 chip) is still cheaper than the card's trn1.32xlarge rate
        assert p.mid == pytest.approx(1.34375) and p.estimate_kwargs == {"cloud": "trn1.2xlarge"}
        reserved = {q["device_id"]: q for q in ws.quotes_of_kind("hourly_reserved")}
        assert reserved["aws-trainium1"]["price_min"] == pytest.approx(12.6 / 16)


def test_quotes_export_keeps_provenance(tmp_path):
    with Workspace(tmp_path) as ws:
        ws.add_import(analyse(SHEETS / "cn_distributor_quote.xlsx", today=TODAY))
        export_quotes(ws.quotes(), tmp_path / "q.xlsx")
    sheet = openpyxl.load_workbook(tmp_path / "q.xlsx").active
    header = [c.value for c in sheet[3]]
    rows = [dict(zip(header, (c.value for c in r), strict=True)) for r in sheet.iter_rows(min_row=4)]
    h800 = next(r for r in rows if r["Device id"] == "nvidia-h800-sxm5-80gb")
    assert (h800["Vendor"], h800["File"], h800["Sheet"], h800["Row"], h800["Date"], h800["Price min"]) == (
        "深圳某某科技有限公司",
        "cn_distributor_quote.xlsx",
        "报价单",
        6,
        "2026-11-20",
        320_000,
    )
    a800 = next(r for r in rows if r["Device id"] == "nvidia-a800-pcie-80gb")
    assert a800["Price on request"] is True and a800["Price min"] is None


def test_a_sheet_over_the_row_limit_is_refused_with_its_size(tmp_path, monkeypatch):
    book = openpyxl.Workbook()
    for i in range(60):
        book.active.append(["H100", 30_000 + i])
    book.save(tmp_path / "big.xlsx")
    monkeypatch.setattr(workbook, "MAX_ROWS", 50)
    with pytest.raises(BadInputFile, match="60 rows is more than the 50 a price sheet may have"):
        analyse(tmp_path / "big.xlsx", today=TODAY)


def test_a_huge_cell_is_refused_on_its_row_only(tmp_path):
    book = openpyxl.Workbook()
    ws = book.active
    ws.append(["Model", "Price (USD)"])
    ws.append(["H100 SXM5 80GB", 30_000])
    ws.append(["x" * 32_000, 1_000])  # a pasted document where a model belongs
    book.save(tmp_path / "cell.xlsx")
    p = analyse(tmp_path / "cell.xlsx", today=TODAY)
    assert [q.device_id for q in p.rows] == ["nvidia-h100-sxm5-80gb"]
    assert "characters long, not a product name" in p.rejected[0].reason
