"""The offer contract (sheets/importer/model.py): what one priced item is and comes with, its condition, tax basis,
quote date and validity, lease terms, and how sure the import is, in the JSON rows and kept by the workspace."""

import datetime as dt
import json
import sqlite3

import openpyxl
import pytest

from gpucompare.sheets.importer import analyse
from gpucompare.store import MIGRATIONS, Workspace

from .conftest import TODAY


def write(path, rows, merges=()):
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "报价单"
    for r in rows:
        ws.append(r)
    for m in merges:
        ws.merge_cells(m)
    wb.save(path)
    return path


@pytest.fixture
def cn_quote(tmp_path):
    """A Chinese integrator's quotation: used and refurbished cards, a server of eight with its configuration
    lines, a 13% VAT note, a date and a three-day validity."""
    return write(
        tmp_path / "报价单.xlsx",
        [
            ["北京某某科技有限公司 报价单"],
            ["报价日期：2026年11月3日", None, "报价有效期3天"],
            ["序号", "产品名称", "单价(元)", "数量"],
            [1, "二手 NVIDIA A100 80GB PCIe", 62000, 4],
            [2, "翻新 RTX 4090 24G", 13500, 10],
            [3, "8卡H800 服务器", 2350000, 1],
            [None, "CPU: 2x Intel Xeon 8480+", None, None],
            [None, "内存: 32x 64GB DDR5", None, None],
            [None, "网卡: 8x 400G ConnectX-7", None, None],
            [None, "硬盘: 4x 3.84TB NVMe", None, None],
            [4, "全新 L40S 48G", 58000, 2],
            ["注：以上价格含13%增值税"],
        ],
    )


def by_row(p):
    return {q.source_row: q for q in p.rows}


def test_condition_offer_and_what_an_item_comes_with(cn_quote):
    q = by_row(analyse(cn_quote, today=TODAY))
    assert (q[4].condition, q[5].condition, q[11].condition) == ("used", "refurbished", "new")
    assert q[4].device_id == "nvidia-a100-pcie-80gb" and q[4].offer == ""  # a card, not said so: read as one
    server = q[6]
    assert (server.offer, server.units_per_item, server.price_min) == ("server", 8, 2350000 / 8)
    assert set(server.includes) == {"host", "memory", "nic", "storage"}
    assert not q[4].includes


def test_tax_dates_and_validity(cn_quote):
    p = analyse(cn_quote, today=TODAY)
    q = by_row(p)[4]
    assert (q.tax, q.tax_rate) == ("incl", 0.13)
    assert q.price_excl_tax == pytest.approx(62000 / 1.13, rel=1e-3)
    assert (q.quote_date, q.dated, q.valid_until) == ("2026-11-03", True, "2026-11-06")


def test_every_quote_has_evidence_and_a_confidence(cn_quote):
    p = analyse(cn_quote, today=TODAY)
    for q in p.rows:
        assert 0 < q.confidence <= 1 and q.evidence
        assert q.needs_review == (q.confidence < 0.9 or bool(q.warnings))
    doc = json.loads(p.to_json_text())
    row = doc["rows"][0]
    for key in (
        "offer",
        "includes",
        "condition",
        "tax",
        "tax_rate",
        "price_excl_tax",
        "quote_date",
        "valid_until",
        "price_kind",
        "lease_term_months",
        "confidence",
        "evidence",
        "needs_review",
        "dated",
    ):
        assert key in row, key


def test_a_german_note_sets_the_tax_basis_and_rate_of_every_quote(tmp_path):
    f = write(
        tmp_path / "angebot.xlsx",
        [
            ["Angebot Nr. 2026-117", None, "Datum: 03.11.2026"],
            ["Pos.", "Bezeichnung", "Menge", "Einzelpreis (EUR)"],
            [1, "NVIDIA H100 SXM5 80GB", 2, "27.450,00"],
            [2, "NVIDIA L40S 48GB", 4, "7.890,00"],
            ["Alle Preise zzgl. 19 % MwSt."],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.tax, q.tax_rate, q.price_excl_tax) for q in p.rows] == [
        ("excl", 0.19, 27450.0),
        ("excl", 0.19, 7890.0),
    ]


def test_a_lease_is_a_monthly_payment_with_its_term_never_a_purchase_price(tmp_path):
    f = write(
        tmp_path / "leasing.xlsx",
        [
            ["Leasingangebot", None, None, "Datum: 01.12.2026"],
            ["Produkt", "Laufzeit (Monate)", "Leasingrate pro Monat (EUR)", "Anzahl"],
            ["NVIDIA H100 SXM5 80GB", 36, 980, 8],
            ["NVIDIA L40S 48GB", 24, 310, 4],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.price_kind, q.lease_term_months, q.price_min) for q in p.rows] == [
        ("lease", 36, 980),
        ("lease", 24, 310),
    ]


def test_the_workspace_keeps_the_contract_and_the_user_clears_review(tmp_path, cn_quote):
    p = analyse(cn_quote, today=TODAY)
    with Workspace(tmp_path / "ws") as ws:
        ws.add_import(p)
        stored = {q["source_row"]: q for q in ws.quotes()}
        server = stored[6]
        assert (server["offer"], server["condition"], server["tax"], server["tax_rate"]) == ("server", "", "incl", 0.13)
        assert set(server["includes"]) == {"host", "memory", "nic", "storage"}
        assert server["evidence"] and isinstance(server["evidence"], list)
        assert (stored[4]["condition"], stored[4]["quote_date"], stored[4]["valid_until"]) == (
            "used",
            "2026-11-03",
            "2026-11-06",
        )
        latest = ws.latest_quotes("purchase")
        assert latest["nvidia-a100-pcie-80gb"]["condition"] == "used"
        assert isinstance(latest["nvidia-a100-pcie-80gb"]["evidence"], list)
        a100 = stored[4]["id"]
        ws.set_reviewed([a100], reviewed=False)  # marked again, then cleared: the cached latest quotes follow
        assert ws.latest_quotes("purchase")["nvidia-a100-pcie-80gb"]["needs_review"] is True
        review = ws.quotes_to_review()
        assert all(q["needs_review"] for q in review) and a100 in {q["id"] for q in review}
        assert ws.set_reviewed([q["id"] for q in review]) == len(review)
        assert ws.quotes_to_review() == []
        assert ws.latest_quotes("purchase")["nvidia-a100-pcie-80gb"]["needs_review"] is False


def test_a_workspace_of_the_first_schema_is_migrated(tmp_path):
    """A workspace written before the contract: its quotes gain the new fields, dated by their import."""
    path = tmp_path / "old"
    path.mkdir()
    conn = sqlite3.connect(path / "workspace.sqlite")
    conn.executescript(MIGRATIONS[0])
    conn.execute(
        "INSERT INTO imports VALUES (1,'a.xlsx','/a.xlsx','x','S','prices','V',1,'{}',1,0,'[]','2026-10-01','now')"
    )
    conn.execute(
        "INSERT INTO quotes (import_id, source_row, raw_model, device_id, match_confidence, price_min, price_max, "
        "currency, quantity, price_on_request, units_per_item, price_kind, raw_price, cell, lead_time, notes) "
        "VALUES (1, 2, 'H100', 'nvidia-h100-sxm5-80gb', 1.0, 25000, 25000, 'USD', 1, 0, 1, 'purchase', '25000', "
        "'B2', '', '')"
    )
    conn.execute("PRAGMA user_version = 1")
    conn.commit()
    conn.close()
    with Workspace(path) as ws:
        (q,) = ws.quotes()
        assert (q["quote_date"], q["confidence"], q["needs_review"], q["offer"], q["includes"]) == (
            "2026-10-01",
            1.0,
            False,
            "",
            [],
        )
    assert dt.date.fromisoformat(q["quote_date"])


@pytest.mark.parametrize(
    "notes, quote_date, valid_until",
    [
        (["Quote date 2026-12-01, valid for 14 days"], "2026-12-01", "2026-12-15"),
        (["报价日期：2026-12-01，报价有效期3天"], "2026-12-01", "2026-12-04"),
        (["Angebot vom 01.12.2026, gültig bis 15.12.2026"], "2026-12-01", "2026-12-15"),
        (["Offer valid 30 days from 2026-12-01"], "2026-12-01", "2026-12-31"),
        # a delivery time or date is neither the quote's date nor its limit
        (["Quote 2026-12-01; delivery 14 days"], "2026-12-01", None),
        (["Quote 2026-12-01", "Delivery by 2026-12-20"], "2026-12-01", None),
        (["报价日期 2026-12-01 交货期 2026-12-20 报价有效期至 2026-12-10"], "2026-12-01", "2026-12-10"),
    ],
)
def test_validity_beside_a_date_and_delivery_words(tmp_path, notes, quote_date, valid_until):
    path = write(
        tmp_path / "q.xlsx",
        [*[[n] for n in notes], [], ["Model", "Price (EUR)", "Qty"], ["NVIDIA H100 SXM5 80GB", 25000, 2]],
    )
    (q,) = analyse(path, today=dt.date(2026, 12, 2)).rows
    assert (q.quote_date, q.valid_until) == (quote_date, valid_until)
