"""Structure and reasons found on blind corpus 7's causes: several offers on one row (bidders as column groups), the
buyer's own reference prices never a quote, a bidder's missing offer not a price on request, and rejections that say
what a row is (a credit line, bank details, shipping). Every sheet is written here; none is a corpus file."""

import math

from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .test_conventions import H100, L40S, reasons, write

L4 = "nvidia-l4"


def test_each_bidder_in_a_column_group_is_its_own_quote_left_to_right(tmp_path):
    f = write(
        tmp_path / "tender.xlsx",
        [
            ["Tender evaluation, prices in EUR"],
            ["No.", "Item", "Qty", "Northwind GmbH", "", "Contoso BV", "", "Fabrikam SRL", "", "Best price"],
            ["", "", "", "Unit price", "Line total", "Unit price", "Line total", "Unit price", "Line total", ""],
            [1, "NVIDIA L40S 48GB", 4, 7_900, 31_600, 8_050, 32_200, 7_780, 31_120, 7_780],
            [2, "NVIDIA H100 SXM5 80GB", 2, 27_500, 55_000, "Blorptak", "—", 27_100, 54_200, 27_100],
            [3, "NVIDIA L4 24GB", 10, 2_300, 23_000, 2_250, 22_500, 2_410, 24_100, 2_250],
        ],
        merged=("D2:E2", "F2:G2", "H2:I2"),
    )
    p = analyse(f, today=TODAY)
    got = [(q.source_row, q.device_id, q.price_min, q.cell, q.offered_by) for q in p.rows]
    assert got == [
        (4, L40S, 7_900, "D4", "Northwind GmbH"),
        (4, L40S, 8_050, "F4", "Contoso BV"),
        (4, L40S, 7_780, "H4", "Fabrikam SRL"),
        (5, H100, 27_500, "D5", "Northwind GmbH"),
        (5, H100, 27_100, "H5", "Fabrikam SRL"),
        (6, L4, 2_300, "D6", "Northwind GmbH"),
        (6, L4, 2_250, "F6", "Contoso BV"),
        (6, L4, 2_410, "H6", "Fabrikam SRL"),
    ]
    assert all(q.currency == "EUR" for q in p.rows)
    # the unknown words in one bidder's cell, where the others price the line: that bidder made no offer
    said = str(reasons(p)[5])
    assert "Contoso BV" in said and "no offer" in said
    assert any("3 offers on each row" in str(w) for w in p.warnings)


def test_the_buyers_historic_and_reserve_prices_are_not_offers(tmp_path):
    f = write(
        tmp_path / "bid_report.xlsx",
        [
            ["Bid Report (Currency: USD)"],
            [
                "Name",
                "Quantity",
                "Historic Price",
                "Reserve Price",
                "Alpha Systems - Price",
                "Alpha Systems - Extended Price",
                "Beta Compute - Price",
                "Beta Compute - Extended Price",
            ],
            ["NVIDIA L40S 48GB PCIe", 10, 8_400, 7_700, 7_480, 74_800, 7_395, 73_950],
            ["NVIDIA H100 SXM5 80GB", 4, 30_000, 27_000, "No Bid", "", 28_120, 112_480],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.source_row, q.price_min, q.offered_by) for q in p.rows]
    assert got == [(3, 7_480, "Alpha Systems"), (3, 7_395, "Beta Compute"), (4, 28_120, "Beta Compute")]
    assert "Alpha Systems" in str(reasons(p)[4]) and "not offered" in str(reasons(p)[4])
    assert not any(math.isclose(q.price_min, v) for q in p.rows for v in (8_400, 7_700, 30_000, 27_000))


def test_one_price_column_per_currency_is_no_offer_group(tmp_path):
    f = write(
        tmp_path / "two_currencies.xlsx",
        [
            ["Model", "Qty", "Unit price USD", "Unit price EUR"],
            ["NVIDIA L40S 48GB", 2, 7_900, ""],
            ["NVIDIA H100 SXM5 80GB", 1, "", 26_000],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [q.offered_by for q in p.rows] == ["", ""]
    assert not any("offers on each row" in str(w) for w in p.warnings)


def test_rows_kept_out_say_what_they_are(tmp_path):
    f = write(
        tmp_path / "reasons.xlsx",
        [
            ["Quotation, prices in USD"],
            ["No.", "Description", "Qty", "Unit price", "Amount"],
            [1, "NVIDIA L40S 48GB", 2, 7_900, 15_800],
            [2, "NVIDIA H100 SXM5 80GB", 1, 27_500, 27_500],
            [3, "Trade-in credit for your old cards", 1, -6_400, -6_400],
            ["", "Clearing & forwarding to site", "", "", 350],
            ["", "Widget handling", 1, 120, 120],
            [],
            ["Remit to: Northwind Trading, a/c 1570012345678900"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [q.source_row for q in p.rows] == [3, 4]
    why = {r: str(m) for r, m in reasons(p).items()}
    assert "credit or discount" in why[5]
    assert "shipping" in why[6]
    assert "bank" in why[9]
    assert "tax line" not in why.get(7, "")  # a quantity of 1 is no tax on the lines above


def test_validity_stated_on_the_cover_sheet_holds_for_the_offer(tmp_path):
    import openpyxl

    wb = openpyxl.Workbook()
    cover = wb.active
    cover.title = "Event Details"
    for r in (["Event ID", "RFQ-7781"], ["Due Date", "27/11/2026 17:00"], ["Bid validity", "45 days from due date"]):
        cover.append(r)
    bids = wb.create_sheet("Bids")
    for r in (["Item", "Quantity", "Unit Price (USD)"], ["NVIDIA L40S 48GB PCIe", 4, 7_480]):
        bids.append(r)
    f = tmp_path / "rfq.xlsx"
    wb.save(f)
    p = analyse(f, today=TODAY)
    assert [q.valid_until for q in p.rows] == ["2027-01-11"]
    assert any("Event Details" in str(w) and "2027-01-11" in str(w) for w in p.warnings)


def test_a_cash_price_beside_a_card_price_is_the_offer(tmp_path):
    f = write(
        tmp_path / "shop.xlsx",
        [
            ["Price list, all prices in USD incl. VAT; card payments carry a 5% bank charge"],
            ["No", "Item", "Warranty", "Card price (USD)", "Cash price (USD)", "Monthly instalment (12 months)"],
            [1, "NVIDIA L40S 48GB", "3 Years", 3_281_250, 3_125_000, 273_438],
            [2, "NVIDIA H100 SXM5 80GB", "3 Years", 9_450_000, 9_000_000, 787_500],
        ],
    )
    p = analyse(f, today=TODAY)
    bought = [(q.price_min, q.cell) for q in p.rows if q.price_kind == "purchase"]
    assert bought == [(3_125_000, "E3"), (9_000_000, "E4")]


def test_a_monthly_server_rent_by_term_is_a_lease_and_an_outright_row_a_purchase(tmp_path):
    f = write(
        tmp_path / "lease.xlsx",
        [
            ["GPU server lease plan, all amounts in INR, GST 18% extra"],
            [
                "No",
                "Server configuration",
                "GPU count",
                "Term (months)",
                "Monthly rent (INR)",
                "Security deposit (INR)",
            ],
            [1, "Dell PowerEdge XE9680 - 8 x NVIDIA H100 SXM5 80GB", 8, 12, "6,48,000", "12,96,000"],
            [2, "Dell PowerEdge XE9680 - 8 x NVIDIA H100 SXM5 80GB", 8, 36, "5,04,000", "10,08,000"],
            [3, "Supermicro SYS-421GE - 8 x NVIDIA L40S 48GB", 8, 12, "2,10,000", "4,20,000"],
            [4, "Outright purchase: Supermicro SYS-421GE - 8 x NVIDIA L40S 48GB", 8, "", "62,40,000", ""],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.device_id, q.price_kind, q.price_min, q.lease_term_months, q.currency) for q in p.rows]
    assert got == [
        (H100, "lease", 81_000, 12, "INR"),
        (H100, "lease", 63_000, 36, "INR"),
        (L40S, "lease", 26_250, 12, "INR"),
        (L40S, "purchase", 780_000, None, "INR"),
    ]
    assert any("a lease, not a rental by the hour" in str(c) for c in p.conventions)


def test_a_struck_through_old_price_is_never_the_price(tmp_path):
    import openpyxl
    from openpyxl.styles import Font

    wb = openpyxl.Workbook()
    ws = wb.active
    for r in (
        ["Offer 318, prices in EUR"],
        ["No", "Item", "Qty", "Price (EUR)", "Price (EUR)"],  # header words that tell neither column apart
        [1, "NVIDIA L40S 48GB", 4, 8_400, 7_900],
        [2, "NVIDIA H100 SXM5 80GB", 2, 29_000, 27_500],
    ):
        ws.append(r)
    for cell in ("D3", "D4"):
        ws[cell].font = Font(strike=True, color="FFC00000")
    f = tmp_path / "struck.xlsx"
    wb.save(f)
    p = analyse(f, today=TODAY)
    assert [(q.price_min, q.cell, q.list_price) for q in p.rows] == [(7_900, "E3", 8_400), (27_500, "E4", 29_000)]
    assert any("struck through" in str(c) for c in p.conventions)


def test_a_sourcing_export_names_the_device_in_its_item_column_and_a_zero_tbd_is_on_request(tmp_path):
    f = tmp_path / "responses.csv"
    lines = [
        '"Supplier","Line #","Item Name","Description","Quantity","UOM","Price","Currency","Comments"',
        '"Northwind","1","NVIDIA L40S","48GB GDDR6 PCIe, passive","24","Each","7260.00","EUR",""',
        '"Northwind","2","NVIDIA H100 NVL","94GB HBM3 PCIe, passive","16","Each","26890.00","EUR",""',
        '"Contoso","1","NVIDIA L40S","48GB GDDR6 PCIe, passive","24","Each","7105.00","GBP",""',
        '"Contoso","2","NVIDIA H100 NVL","94GB HBM3 PCIe, passive","16","Each","0.00","GBP","TBD - pending allocation"',
    ]
    f.write_text("\ufeff" + "\n".join(lines) + "\n", encoding="utf-8")
    p = analyse(f, today=TODAY)
    got = [(q.source_row, q.device_id, q.currency, q.price_on_request) for q in p.rows]
    assert got == [
        (2, L40S, "EUR", False),
        (3, "nvidia-h100-nvl", "EUR", False),
        (4, L40S, "GBP", False),
        (5, "nvidia-h100-nvl", "GBP", True),
    ]
    assert p.rows[3].needs_review


def test_a_reports_generation_day_gives_way_to_the_due_date_on_its_cover_sheet(tmp_path):
    import openpyxl

    wb = openpyxl.Workbook()
    cover = wb.active
    cover.title = "Event Details"
    for r in (
        ["Event ID", "RFQ-7781"],
        ["Due Date", "27/11/2026 17:00 UYT"],
        ["Bid validity", "60 days from due date"],
    ):
        cover.append(r)
    bids = wb.create_sheet("Bids")
    for r in (
        ["Bid Report (Currency: USD) | Generated 28/11/2026 09:12"],
        ["Item", "Quantity", "Unit Price"],
        ["NVIDIA L40S 48GB PCIe", 4, 7_480],
    ):
        bids.append(r)
    f = tmp_path / "rfq.xlsx"
    wb.save(f)
    q = analyse(f, today=TODAY).rows[0]
    assert (q.quote_date, q.dated, q.valid_until) == ("2026-11-27", True, "2027-01-26")


def test_each_lines_submission_time_stamp_dates_it(tmp_path):
    f = tmp_path / "responses.csv"
    lines = [
        '"Supplier","Item Name","Quantity","Price","Currency","Submitted At"',
        '"Northwind","NVIDIA L40S","24","7260.00","EUR","2026-11-30 14:22:05 UTC"',
        '"Contoso","NVIDIA L40S","24","7105.00","GBP","2026-12-01 08:03:41 UTC"',
    ]
    f.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert [q.quote_date for q in analyse(f, today=TODAY).rows] == ["2026-11-30", "2026-12-01"]


def test_a_line_priced_in_the_second_currency_column_is_in_that_currency(tmp_path):
    f = write(
        tmp_path / "two_columns.xlsx",
        [
            ["Quotation 891"],
            ["Qty", "Description", "Unit price US$", "Unit price EUR"],
            [2, "NVIDIA H100 SXM5 80GB", 28_500, ""],
            [4, "NVIDIA L40S 48GB", "", 7_300],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.price_min, q.currency, q.cell) for q in p.rows] == [(28_500, "USD", "C3"), (7_300, "EUR", "D4")]
    assert p.rows[1].needs_review


def test_memory_in_parts_is_no_count_of_cards(tmp_path):
    f = write(
        tmp_path / "a16.xlsx",
        [["Item", "Price (USD)"], ["NVIDIA A16 64GB (4 x 16GB)", 3_200], ["Server 8 x NVIDIA L40S 48GB", 64_000]],
    )
    p = analyse(f, today=TODAY)
    assert [(q.price_min, q.units_per_item) for q in p.rows] == [(3_200, 1), (8_000, 8)]


def test_a_column_of_memory_sizes_tells_the_variant_whatever_its_header(tmp_path):
    f = write(
        tmp_path / "board.xlsx",
        [
            ["Daily prices (USD)"],
            ["Model", "Zpec", "Price (USD)"],
            ["A100 PCIe", "80GB", 9_800],
            ["A100 PCIe", "40GB", 6_900],
            ["L40S", "48GB", 7_900],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [q.device_id for q in p.rows] == ["nvidia-a100-pcie-80gb", "nvidia-a100-pcie-40gb", L40S]


def test_a_response_marked_no_bid_says_so(tmp_path):
    f = tmp_path / "bids.csv"
    lines = [
        '"Supplier","Response Status","Item Name","Quantity","Price","Currency"',
        '"Northwind","Submitted","NVIDIA L40S","24","7260.00","EUR"',
        '"Contoso","No Bid","NVIDIA L40S","24","","EUR"',
    ]
    f.write_text("\n".join(lines) + "\n", encoding="utf-8")
    p = analyse(f, today=TODAY)
    assert [q.source_row for q in p.rows] == [2]
    assert "not offered: the line says 'No Bid'" in str(reasons(p)[3])


def test_the_bidder_is_kept_with_a_stored_quote(tmp_path):
    from gpucompare.store import Workspace

    f = write(
        tmp_path / "bids.xlsx",
        [
            ["Bid report (currency: USD)"],
            [
                "Item",
                "Qty",
                "Alpha Systems - Price",
                "Alpha Systems - Extended Price",
                "Beta IT - Price",
                "Beta IT - Extended Price",
            ],
            ["NVIDIA L40S 48GB PCIe", 10, 7_480, 74_800, 7_395, 73_950],
        ],
    )
    p = analyse(f, today=TODAY)
    ws = Workspace(tmp_path / "ws")
    ws.add_import(p)
    notes = sorted(q["notes"] for q in ws.quotes())
    assert any("Alpha Systems" in n for n in notes) and any("Beta IT" in n for n in notes)


def test_a_row_shifted_one_column_right_by_a_pdf_conversion_is_read_and_marked(tmp_path):
    f = write(
        tmp_path / "pdf.xlsx",
        [
            ["Price offer, all prices in EUR"],
            ["No.", "Description", "Unit", "Qty", "Unit price (EUR)", "Line value (EUR)"],
            ["1", "NVIDIA H100 SXM5 80GB", "pc", "2", 27_500, 55_000],
            ["", "2", "Server with 8x NVIDIA L40S 48GB", "pc", "1", 64_000, 64_000],
            ["3", "NVIDIA L40S 48GB", "pc", "4", 7_900, 31_600],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.source_row, q.device_id, q.price_min, q.cell, q.needs_review) for q in p.rows]
    assert got == [(3, H100, 27_500, "E3", False), (4, L40S, 8_000, "F4", True), (5, L40S, 7_900, "E5", False)]
    assert 4 not in reasons(p)


def test_what_a_line_of_text_says_after_its_price_is_its_note(tmp_path):
    f = write(
        tmp_path / "mail.xlsx",
        [
            ["Hi, our prices today:"],
            ["- NVIDIA H100 SXM5 80GB – $27,500 (brand new, sealed)"],
            ["- NVIDIA L40S 48GB – $6,900 (2nd hand, 3 months warranty)"],
            ["Thanks"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.device_id, q.price_min, q.condition) for q in p.rows] == [(H100, 27_500, "new"), (L40S, 6_900, "used")]
    assert "3 months warranty" in p.rows[1].notes
