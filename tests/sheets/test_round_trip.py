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


def test_every_field_of_an_exported_catalog_imports_back(tmp_path):
    """File → Export catalog writes every stored field of the registry; each header maps to its field, and a new
    device typed into the sheet keeps every figure and text (FP4, die area, memory type, the data-centre flag ...)."""
    from gpucompare.core.fields import FIELDS
    from gpucompare.sheets.export import SPEC_SHEET
    from gpucompare.sheets.header import map_row

    stored = {f.key for f in FIELDS if not f.derived}
    assert stored <= {k for _h, k in SPEC_SHEET}
    headers = [h for h, _k in SPEC_SHEET]
    mapped = {headers[c] for c in map_row(headers).values()}
    assert mapped == set(headers)

    with Workspace(tmp_path / "ws") as ws:
        cat = ws.catalog()
        export_catalog(cat, tmp_path / "cat.xlsx")
    book = openpyxl.load_workbook(tmp_path / "cat.xlsx")
    sheet = book.active
    given = {
        "name": "Acme X2 Pro",
        "vendor": "Acme",
        "category": "accelerator",
        "form_factor": "OAM",
        "architecture": "Zephyr",
        "memory_type": "HBM3e",
        "scaleup_link": "AcmeLink",
        "launch_year": 2026,
        "process_nm": 3,
        "die_area_mm2": 812,
        "datacenter": "yes",
        "memory_gb": 192,
        "memory_bw_gbs": 6000,
        "fp4_tflops": 9000,
        "fp6_tflops": 9000,
        "fp8_tflops": 4500,
        "bf16_tflops": 2250,
        "fp16_tflops": 2250,
        "tf32_tflops": 1100,
        "fp32_tflops": 80,
        "fp64_tflops": 40,
        "int8_tops": 4500,
        "scaleup_gbs": 1800,
        "scaleup_domain": 72,
        "scaleout_gbps": 800,
        "pcie_gen": 6,
        "tdp_w": 1200,
        "source": "https://acme.example/x2",
        "source_date": "2026-11-02",
        "id": "",
    }
    assert set(given) == {k for _h, k in SPEC_SHEET}
    sheet.append([given[k] for _h, k in SPEC_SHEET])
    book.save(tmp_path / "cat.xlsx")

    p = analyse(tmp_path / "cat.xlsx", today=TODAY)
    assert p.kind == "specs" and not p.rejected
    (new,) = p.devices  # the catalog's own rows are unchanged
    assert new.is_new and new.device_id == "custom-acmex2pro"
    with Workspace(tmp_path / "ws") as ws:
        ws.add_import(p)
        d = ws.catalog()["custom-acmex2pro"]
    for key, value in given.items():
        if key in ("name", "id"):
            continue
        got = d.values[key] if key in d.values else getattr(d, key)
        assert got == (1.0 if key == "datacenter" else value), key
    assert d.name.startswith("Acme X2 Pro") or d.model == "Acme X2 Pro"


def test_an_edited_text_field_of_a_catalog_device_is_a_change(tmp_path):
    with Workspace(tmp_path / "ws") as ws:
        export_catalog(ws.catalog(), tmp_path / "cat.xlsx")
    book = openpyxl.load_workbook(tmp_path / "cat.xlsx")
    sheet = book.active
    cols = {sheet.cell(r, c).value: c for r in range(1, 6) for c in range(1, 40) if sheet.cell(r, c).value}
    row = next(r for r in range(1, sheet.max_row + 1) if sheet.cell(r, 1).value == "H800 SXM5 80GB")
    sheet.cell(row, cols["Memory type"]).value = "HBM3 (8-Hi)"
    book.save(tmp_path / "cat.xlsx")
    p = analyse(tmp_path / "cat.xlsx", today=TODAY)
    (d,) = p.devices
    assert d.device_id == "nvidia-h800-sxm5-80gb" and d.texts_before and d.texts["memory_type"] == "HBM3 (8-Hi)"
    assert any("memory_type" in c for c in d.changes())
