"""The international causes of blind corpus 19 (and corpus 18's unexplained exclusions), each tested on workbooks
written here (none is a corpus file): an interruptible (spot, bid) rate beside an on-demand rate per node is never the
offer; a card's cooler beside a count ('VENTUS 3X OC') is no server of three; a total of a tax ('Total IPI',
'세액 합계') is said to be one; levies, cargo and installation lines are listed with their kind; dates in Asturian
('3 d'avientu de 2026'), siSwati and Inuktitut syllabics, with validity days written before their count."""

import datetime as dt

import openpyxl
import pytest

from gpucompare.sheets.importer import analyse
from gpucompare.sheets.importer.counts import units_in_text
from gpucompare.sheets.importer.rows import _tax_total

TODAY = dt.date(2026, 12, 5)


def _book(path, rows, name="Sheet1"):
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = name
    for r in rows:
        ws.append(r)
    wb.save(path)
    return path


def _why(p):
    return {r.source_row: str(r.reason) for r in p.rejected}


def test_on_demand_per_node_is_the_offer_not_the_interruptible_bid_per_gpu(tmp_path):
    rows = [
        ["Prices in USD, excluding applicable taxes."],
        [
            "Offer ID",
            "GPU model",
            "# GPUs",
            "On-demand ($/node/hr)",
            "Interruptible min bid ($/GPU/hr)",
            "Reserved 1-mo ($/GPU/hr)",
        ],
        [1001, "H100 SXM 80GB", 8, 20.00, 1.10, 2.00],
        [1002, "L40S 48GB", 2, 1.60, 0.30, "—"],
    ]
    p = analyse(_book(tmp_path / "market.xlsx", rows), today=TODAY)
    hourly = {(q.source_row, q.price_min) for q in p.rows if q.price_kind == "hourly"}
    # the on-demand node rate divided by the node's GPUs (20.00 / 8 = 2.50; 1.60 / 2 = 0.80), never the bid
    assert hourly == {(3, 2.50), (4, 0.80)}
    # the reserved rate is per GPU already: a committed quote of its own, not divided again
    assert {(q.source_row, q.price_min) for q in p.rows if q.price_kind == "hourly_reserved"} == {(3, 2.00)}
    # the bid is said on the row (per device) and in the conventions, never read as a price
    h100 = next(q for q in p.rows if q.source_row == 3 and q.price_kind == "hourly")
    assert "interruptible (spot) rate 1.10" in h100.notes
    assert any("interruptible" in str(c) and "never read as the offer" in str(c) for c in p.conventions)


def test_spot_column_loses_to_on_demand_whatever_their_order(tmp_path):
    rows = [
        ["Instance", "Model", "GPUs", "Spot ($/GPU/hr)", "On-demand ($/GPU/hr)"],
        ["a", "NVIDIA A100 80GB SXM", 8, 0.90, 1.80],
    ]
    p = analyse(_book(tmp_path / "spot.xlsx", rows), today=TODAY)
    assert [q.price_min for q in p.rows if q.price_kind == "hourly"] == [1.80]


@pytest.mark.parametrize(
    ("text", "units"),
    [
        ("MSI GeForce RTX 5090 32G VENTUS 3X OC", 1),  # three fans, one card
        ("GIGABYTE RTX 4090 WINDFORCE 3X 24G", 1),
        ("Server 8x NVIDIA H100 SXM", 8),  # counts of devices stay counts
        ("NVIDIA DGX B200 (8× B200 180GB, 2 TB RAM)", 8),
        ("4x RTX 4090 OC 24GB", 4),  # a count before the device, 'OC' after the device's name
    ],
)
def test_a_coolers_fans_beside_a_count_are_not_devices(text, units):
    assert units_in_text(text) == units


def test_card_named_with_its_cooler_is_a_card_at_its_own_price(tmp_path):
    rows = [
        ["Artikelnr.", "Omschrijving", "Aantal", "Prijs p.st. excl. BTW"],
        ["MSI-5090", "MSI GeForce RTX 5090 32G VENTUS 3X OC", 4, 2189.26],
    ]
    p = analyse(_book(tmp_path / "card.xlsx", rows), today=TODAY)
    (q,) = p.rows
    assert (q.price_min, q.units_per_item) == (2189.26, 1) and q.offer != "server"


@pytest.mark.parametrize(
    ("label", "tax_total"),
    [
        ("Total IPI", True),
        ("세액 합계 (부가세 10%)", True),
        ("VAT total", True),
        ("Total incl. VAT", False),  # a total of the goods with the tax in it
        ("Subtotal excl. BTW", False),
        ("Sekukonkhe (ngaphandle kwe-VAT)", False),  # siSwati: total, without VAT
        ("Total after tax", False),
        ("Grand Total", False),
    ],
)
def test_a_total_of_a_tax_is_told_from_a_total_with_or_without_it(label, tax_total):
    assert _tax_total(label) is tax_total


def test_non_product_lines_are_listed_with_their_kind(tmp_path):
    rows = [
        ["Cod.", "Descrizione", "Q.tà", "Prezzo netto"],
        ["A1", "NVIDIA L40S 48GB", 2, 7000],
        ["RAEE", "Contributo RAEE", 2, 1.2],
        ["VWB", "Verwijderingsbijdrage (Wecycle)", 2, 1.65],
        ["", "ᖃᖓᑕᓲᒃᑯᑦ ᐅᓯᒃᓴᖅ (air cargo)", 1, 1280],
        ["", "構築・設定作業費（OS・ドライバ導入）", 1, 440000],
        ["", "Total IPI", "", 1365],
        ["", "DPP Nilai Lain (11/12)", "", 6405],
    ]
    p = analyse(_book(tmp_path / "lines.xlsx", rows), today=TODAY)
    why = _why(p)
    assert [q.source_row for q in p.rows] == [2]
    assert "service" in why[3] and "service" in why[4]  # e-waste levies per piece
    assert "shipping" in why[5]
    assert "installation" in why[6]
    assert "tax total" in why[7]
    assert "tax" in why[8]


def test_asturian_list_date_with_the_elided_connector(tmp_path):
    rows = [
        ["Llista de precios"],
        ["Uviéu, 3 d'avientu de 2026 · Precios n'euros, IVA (21 %) incluyíu"],
        ["Referencia", "Descripción", "Estáu", "Preciu unitariu (IVA incl.)"],
        ["A", "Tarxeta NVIDIA L40S 48GB", "nueva", "9.075,00 €"],
        ["B", "GeForce RTX 4090 24GB", "usada", "1.690,00 €"],
        [],
        ["Gastos d'unviu: 25,00 € per pidíu"],
    ]
    p = analyse(_book(tmp_path / "ast.xlsx", rows), today=TODAY)
    assert {(q.price_min, str(q.quote_date), q.condition) for q in p.rows} == {
        (9075.0, "2026-12-03", "new"),
        (1690.0, "2026-12-03", "used"),
    }
    assert "shipping" in _why(p)[7]


def test_siswati_date_validity_days_before_the_count_and_condition(tmp_path):
    rows = [
        ["Lusuku: 2 Ingongoni 2026"],
        ["Emanani akafaki i-VAT 15% (ngaphandle kwe-VAT)"],
        ["Inombolo", "Sitfo", "Simo", "Inani", "Intsengo yinye (E)"],
        [1, "NVIDIA L40S 48GB", "lisha", 2, "E 146 900,00"],
        [2, "GeForce RTX 4090 24GB", "lisetjentisiwe", 1, "E 31 500,00"],
        [],
        ["Kutfumela", "", "", 1, "E 850,00"],
        [],
        ["Emanani asebenta emalanga la-14."],
    ]
    p = analyse(_book(tmp_path / "ss.xlsx", rows), today=TODAY)
    got = {(q.price_min, str(q.quote_date), str(q.valid_until), q.condition) for q in p.rows}
    # 2 December + 14 days = 16 December
    assert got == {(146_900.0, "2026-12-02", "2026-12-16", "new"), (31_500.0, "2026-12-02", "2026-12-16", "used")}
    assert "shipping" in _why(p)[7]


def test_inuktitut_syllabics_date_and_validity_with_a_case_ending(tmp_path):
    rows = [
        ["ᐊᑭᓕᐅᖅᑕᐅᓯᒪᔪᑦ — ᑎᓯᐱᕆ 3, 2026"],
        ["ᐊᑭᖏᑦ ᑲᓇᑕᒥ ᑖᓚᖏᓐᓂ (CAD). GST 5% ᐃᓚᐅᙱᑦᑐᖅ."],
        ["ᓈᓴᐅᑎ", "ᓱᓇ", "ᖃᑦᓯᐅᓂᖓ", "ᐊᑭᖓ ᐊᑕᐅᓯᕐᒧᑦ"],
        [1, "NVIDIA L40S 48GB", 2, "$11,480.00"],
        [2, "NVIDIA L4 24GB", 4, "$2,950.00"],
        [],
        ["ᐊᑭᖏᑦ ᐊᑐᐃᓐᓇᐅᔪᑦ ᐅᓪᓗᓂ 30-ᓂ."],
    ]
    p = analyse(_book(tmp_path / "iu.xlsx", rows), today=TODAY)
    # 3 December + 30 days = 2 January
    assert {(str(q.quote_date), str(q.valid_until), q.currency) for q in p.rows} == {
        ("2026-12-03", "2027-01-02", "CAD")
    }


def test_export_date_before_a_search_filter_dates_the_list_and_the_tax_note_is_read(tmp_path):
    rows = [
        ["Search results exported 2026-12-04 08:12 UTC — filters: gpu_ram>=24, verified=true"],
        ["Prices in USD, excluding applicable taxes."],
        ["GPU model", "# GPUs", "On-demand ($/GPU/hr)"],
        ["H100 SXM 80GB", 8, 2.49],
    ]
    p = analyse(_book(tmp_path / "export.xlsx", rows), today=TODAY)
    (q,) = p.rows
    assert (str(q.quote_date), q.tax) == ("2026-12-04", "excl")
    # dates after the filter's word choose the lines shown: never the list's date
    rows[0] = ["Filter: document date 11/25/2026 to 12/03/2026"]
    p = analyse(_book(tmp_path / "filter.xlsx", rows), today=TODAY)
    assert str(p.rows[0].quote_date) == "2026-12-05" and not p.rows[0].dated


def test_total_on_the_cover_sheet_the_quote_is_dated_from_is_listed_there(tmp_path):
    wb = openpyxl.Workbook()
    cover = wb.active
    cover.title = "表紙"
    for r in [
        ["御見積書"],
        ["見積日：令和８年１２月３日"],
        ["有効期限：見積日より３０日間"],
        ["御見積金額", "¥7,700,000－（税込）"],
    ]:
        cover.append(r)
    detail = wb.create_sheet("明細")
    for r in [["品名", "数量", "単価（税込）"], ["NVIDIA H100 NVL 94GB", 1, 7_700_000]]:
        detail.append(r)
    wb.save(tmp_path / "cover.xlsx")
    p = analyse(tmp_path / "cover.xlsx", today=TODAY)
    # 令和8年 (full-width digits) is 2026; 30 days from 3 December is 2 January
    assert [(q.sheet or p.sheet, str(q.quote_date), str(q.valid_until)) for q in p.rows] == [
        ("明細", "2026-12-03", "2027-01-02")
    ]
    said = {(r.sheet, r.source_row): str(r.reason) for r in p.rejected}
    assert "total" in said[("表紙", 4)]


def test_tally_day_month_two_digit_year_dates_the_quote_and_its_validity(tmp_path):
    rows = [
        ["QUOTATION"],
        ["Dated:", "3-Dec-26"],
        ["Sl No.", "Description of Goods", "Quantity", "Rate", "per"],
        [1, "NVIDIA L40S 48GB GDDR6", "4 Nos", "7,85,500.00", "Nos"],
        [],
        ["1. Rates are exclusive of GST (CGST 9% + SGST 9%)."],
        ["2. Validity: 15 days from the date of quotation."],
    ]
    p = analyse(_book(tmp_path / "tally.xlsx", rows), today=TODAY)
    (q,) = p.rows
    # 3 December 2026 + 15 days = 18 December; '7,85,500.00' in Indian grouping is 785,500
    assert (q.price_min, str(q.quote_date), str(q.valid_until)) == (785_500.0, "2026-12-03", "2026-12-18")


def test_a_purchase_lists_spot_price_is_no_interruptible_rate(tmp_path):
    rows = [["Part", "Description", "List Price (USD)", "Spot Price (USD)"], ["P1", "NVIDIA L40S 48GB", 9_000, 7_650]]
    p = analyse(_book(tmp_path / "broker.xlsx", rows), today=TODAY)
    (q,) = p.rows
    assert q.price_kind == "purchase" and "interruptible" not in q.notes
    assert not any("interruptible" in str(c) for c in p.conventions)
