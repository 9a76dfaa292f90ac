"""The international causes of blind corpus 25 (imp96), each a mechanism tested on sheets written here (none is a
corpus file), in the corpus's language and at least one other: the price a line's total is made of (the net after a
discount beside the list price; the price in the sheet's own currency beside a reference conversion); columns of
amounts headed by a condition or a grade, one used offer per column; a sheet that only totals another sheet's lines
is a summary, and the line items are the offer; a configurator's parent line whose price rolls up its numbered
sub-lines, each sub-line a part of it; a sign several currencies write ('Rs.') read from the sheet's place, over a
note naming a currency the sign never writes, and flagged where nothing tells; the unit price beside a line total in
text amounts ('379 000 F'); 'Contact sales' under each committed term; a date column's order from its own dates; a
tax column apart from the price; validity and condition words of further languages."""

import datetime as dt

import openpyxl

from gpucompare.sheets.importer import analyse
from gpucompare.sheets.prices import header_units

TODAY = dt.date(2026, 12, 5)


def _book(path, rows, sheet="Sheet"):
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = sheet
    for r in rows:
        ws.append(r)
    wb.save(path)
    return path


def _books(path, sheets):
    wb = openpyxl.Workbook()
    wb.remove(wb.active)
    for name, rows in sheets:
        ws = wb.create_sheet(name)
        for r in rows:
            ws.append(r)
    wb.save(path)
    return path


def _csv(path, lines):
    path.write_bytes("\n".join(lines).encode("utf-8"))
    return path


def _why(p):
    return {r.source_row: str(r.reason) for r in p.rejected}


def _review(q) -> bool:
    return bool(q.warnings) or q.needs_review


# --- the price a line's total is made of ---------------------------------------------------------------------------


def test_portuguese_net_price_after_discount_is_the_quote_not_the_list_price(tmp_path):
    # 2 x 2.650,50 = 5.301,00: the total is the net price times the quantity, never the list price's
    rows = [
        ["Orçamento N.º 12/2026 — Porto, 1 de dezembro de 2026"],
        [],
        ["Ref.ª", "Designação", "Qtd.", "Preço Unit. (s/ IVA)", "Desc. %", "Preço Líq.", "Total Líquido"],
        ["A1", "Placa gráfica NVIDIA GeForce RTX 5090 32GB", 2, "2.790,00 €", "5%", "2.650,50 €", "5.301,00 €"],
        ["A2", "NVIDIA L40S 48GB PCIe", 3, "7.450,00 €", "8%", "6.854,00 €", "20.562,00 €"],
    ]
    p = analyse(_book(tmp_path / "pt.xlsx", rows), today=TODAY)
    assert [(q.device_id, q.price_min, q.currency) for q in p.rows] == [
        ("nvidia-rtx-5090", 2650.5, "EUR"),
        ("nvidia-l40s", 6854.0, "EUR"),
    ]
    assert [q.list_price for q in p.rows] == [2790.0, 7450.0]  # the list price kept beside it, as context


def test_german_net_price_after_discount_is_the_quote(tmp_path):
    rows = [
        ["Angebot 2026-118, Datum 02.12.2026"],
        [],
        ["Pos.", "Bezeichnung", "Menge", "Einzelpreis", "Rabatt %", "Preis nach Rabatt", "Gesamt"],
        [1, "NVIDIA H100 NVL 94GB PCIe", 2, 30000, "10%", 27000, 54000],
        [2, "NVIDIA L40S 48GB PCIe", 4, 8000, "5%", 7600, 30400],
    ]
    p = analyse(_book(tmp_path / "de.xlsx", rows), today=TODAY)
    assert [(q.device_id, q.price_min) for q in p.rows] == [("nvidia-h100-nvl", 27000.0), ("nvidia-l40s", 7600.0)]


def test_peruvian_soles_over_the_us_dollar_reference_column(tmp_path):
    rows = [
        ["TECNOLOGÍA DEMO S.A.C. — Lima"],
        ["COTIZACIÓN N° 12-2026", "", "", "", "Fecha:", "03/12/2026"],
        ["", "", "", "", "Moneda:", "Soles (S/)"],
        [],
        ["Ítem", "Descripción", "Cant.", "P. Unit. S/ (inc. IGV)", "P. Unit. US$ (ref.)", "Importe S/"],
        [1, "Tarjeta gráfica NVIDIA GeForce RTX 5090 32GB", 4, 12490, 3652.05, 49960],
        [2, "Acelerador NVIDIA L40S 48GB PCIe", 2, 34500, 10087.72, 69000],
    ]
    p = analyse(_book(tmp_path / "pe.xlsx", rows), today=TODAY)
    assert [(q.device_id, q.price_min, q.currency, q.tax) for q in p.rows] == [
        ("nvidia-rtx-5090", 12490.0, "PEN", "incl"),
        ("nvidia-l40s", 34500.0, "PEN", "incl"),
    ]
    assert all(q.list_price is None for q in p.rows)  # a reference in another currency is no list price


def test_english_sheet_currency_over_a_reference_column(tmp_path):
    # the line amount is in rand: the rand column is the price, the dollar column a conversion for reference
    rows = [
        ["Quotation Q-77, Johannesburg, 2026-12-02"],
        [],
        ["Item", "Description", "Qty", "Unit price (ZAR)", "Unit price (USD, indicative)", "Line total (ZAR)"],
        [1, "NVIDIA RTX PRO 6000 Blackwell 96GB", 2, 165000, 9020.0, 330000],
        [2, "NVIDIA L40S 48GB PCIe", 3, 142000, 7760.0, 426000],
    ]
    p = analyse(_book(tmp_path / "za.xlsx", rows), today=TODAY)
    assert [(q.price_min, q.currency) for q in p.rows] == [(165000.0, "ZAR"), (142000.0, "ZAR")]


# --- one used offer per grade column ---------------------------------------------------------------------------------


def test_english_broker_list_one_used_quote_per_grade_column(tmp_path):
    rows = [
        ["USED DATA CENTER GPUs — updated 12/4/26, prices good thru 12/11/26"],
        [],
        ["Model", "Form", "Qty avail", "Grade A", "Grade B", "Grade C", "Notes"],
        ["H100 80GB SXM5", "SXM5 module", 64, "$24.5k", "$22.8k", "$19k", "pulled"],
        ["L40S 48GB", "PCIe", 30, "$6.2k", "—", "$4.9k", "passive"],
        ["HGX H100 8-GPU baseboard (8x H100 SXM5 80GB)", "HGX board", 3, "$198k", "$186k", "—", ""],
    ]
    p = analyse(_book(tmp_path / "broker.xlsx", rows), today=TODAY)
    got = [(q.source_row, q.price_min, q.condition) for q in p.rows]
    assert got == [
        (4, 24500.0, "refurbished"),
        (4, 22800.0, "refurbished"),
        (4, 19000.0, "refurbished"),
        (5, 6200.0, "refurbished"),
        (5, 4900.0, "refurbished"),
        (6, 24750.0, "refurbished"),  # a board of 8: per device
        (6, 23250.0, "refurbished"),
    ]
    assert all(q.currency == "USD" for q in p.rows)
    assert {q.valid_until for q in p.rows} == {"2026-12-11"}  # month first, as its quote date ('12/4/26')
    assert {q.quote_date for q in p.rows} == {"2026-12-04"}
    assert "not offered" in _why(p)[5]  # the grade not in stock is said, not lost


def test_german_condition_columns_of_amounts_are_offers(tmp_path):
    rows = [
        ["Gebrauchtwaren-Liste, Stand 03.12.2026"],
        [],
        ["Modell", "Bestand", "Neu", "Gebraucht"],
        ["NVIDIA GeForce RTX 4090 24GB", 5, "2.199,00 €", "1.549,00 €"],
        ["NVIDIA RTX 6000 Ada 48GB", 2, "7.490,00 €", "5.200,00 €"],
    ]
    p = analyse(_book(tmp_path / "de_cond.xlsx", rows), today=TODAY)
    assert [(q.price_min, q.condition) for q in p.rows] == [
        (2199.0, "new"),
        (1549.0, "used"),
        (7490.0, "new"),
        (5200.0, "used"),
    ]


# --- a summary sheet and a configurator's roll-up -------------------------------------------------------------------


def _config_detail(lang: str) -> list:
    if lang == "en":
        head = ["Line", "Product #", "Description", "Qty", "Unit List Price", "Disc %", "Unit Net Price"]
        cfg = "Config 1: ProLiant XD685 — 8x NVIDIA H200 SXM5 141GB"
        parts = ["    CTO Chassis", "    NVIDIA HGX H200 8-GPU 141GB SXM5 Baseboard", "    64GB DDR5 RDIMM"]
        card = "NVIDIA L40S 48GB PCIe Accelerator (standalone option)"
        title = ["Quote Detail — Quote Date 12/03/2026 — Currency USD"]
    else:
        head = ["Pos.", "Artikelnr.", "Bezeichnung", "Menge", "Listenpreis", "Rabatt %", "Nettopreis"]
        cfg = "Konfiguration 1: ProLiant XD685 — 8x NVIDIA H200 SXM5 141GB"
        parts = ["    CTO-Gehäuse", "    NVIDIA HGX H200 8-GPU 141GB SXM5 Baseboard", "    64GB DDR5 RDIMM"]
        card = "NVIDIA L40S 48GB PCIe Beschleuniger (einzeln)"
        title = ["Angebotsdetails — Datum 03.12.2026 — Währung EUR"]
    return [
        title,
        [],
        head,
        ["1", "XD685-CTO", cfg, 2, 470000, "38%", 0],  # its unit net price: set by each test
        ["1.1", "P1", parts[0], 1, 38500, "40%", 23100],
        ["1.2", "P2", parts[1], 1, 405000, "38%", 251100],
        ["1.3", "P3", parts[2], 24, 1180, "42%", 716.6667],
        ["2", "S2N31C", card, 4, 9850, "33%", 6599.5],
    ]


def _rolled(rows):
    # the parent's unit net price is the sum of its sub-lines' amounts (each unit net price x quantity)
    rows = [list(r) for r in rows]
    rows[3][6] = round(23100 + 251100 + 24 * 716.6667, 2)
    return rows


def test_english_configurator_parent_line_rolls_up_its_sub_lines(tmp_path):
    p = analyse(_book(tmp_path / "cfg.xlsx", _rolled(_config_detail("en"))), today=TODAY)
    assert [(q.source_row, q.device_id, round(q.price_min, 2)) for q in p.rows] == [
        (4, "nvidia-h200-sxm-141gb", round((23100 + 251100 + 24 * 716.6667) / 8, 2)),
        (8, "nvidia-l40s", 6599.5),
    ]
    why = _why(p)
    assert all("configuration line of the server in row 4" in why[r] for r in (5, 6, 7))


def test_german_configurator_parent_line_rolls_up_its_sub_lines(tmp_path):
    p = analyse(_book(tmp_path / "cfg_de.xlsx", _rolled(_config_detail("de"))), today=TODAY)
    assert [q.source_row for q in p.rows] == [4, 8]
    assert all("row 4" in _why(p)[r] for r in (5, 6, 7))


def test_sub_lines_that_do_not_add_up_to_the_parent_stay_their_own_offers(tmp_path):
    rows = _config_detail("en")
    rows[3][6] = 350000  # not the sum of its lines: no roll-up is read
    p = analyse(_book(tmp_path / "cfg_no.xlsx", rows), today=TODAY)
    assert 6 in {q.source_row for q in p.rows}  # the baseboard line is read as an offer of its own


def _summary(lang: str) -> list:
    head = (
        ["Group", "Description", "Qty", "Ext. Net Price (USD)"]
        if lang == "en"
        else [
            "Gruppe",
            "Bezeichnung",
            "Menge",
            "Gesamtpreis netto (EUR)",
        ]
    )
    return [
        ["Summary" if lang == "en" else "Zusammenfassung"],
        [],
        head,
        ["1", "ProLiant XD685 — 8x NVIDIA H200 SXM5 141GB", 2, 2 * 291400],
        ["2", "NVIDIA L40S 48GB PCIe", 4, 4 * 6599.5],
    ]


def _detail(lang: str) -> list:
    head = (
        ["Line", "Description", "Qty", "Unit Net Price (USD)"]
        if lang == "en"
        else ["Pos.", "Bezeichnung", "Menge", "Nettopreis (EUR)"]
    )
    return [
        ["Quote Detail 12/03/2026" if lang == "en" else "Angebotsdetails 03.12.2026"],
        [],
        head,
        ["1", "ProLiant XD685 — 8x NVIDIA H200 SXM5 141GB", 2, 291400],
        ["2", "NVIDIA L40S 48GB PCIe", 4, 6599.5],
    ]


def test_a_sheet_totalling_the_lines_of_another_is_a_summary_english(tmp_path):
    path = _books(tmp_path / "sum.xlsx", [("Summary", _summary("en")), ("Quote Detail", _detail("en"))])
    p = analyse(path, today=TODAY)
    assert p.sheet == "Quote Detail"
    assert [(q.device_id, q.price_min) for q in p.rows] == [
        ("nvidia-h200-sxm-141gb", 291400 / 8),
        ("nvidia-l40s", 6599.5),
    ]
    assert any("a summary" in str(w) for w in p.warnings)
    summary_rows = [str(r.reason) for r in p.rejected if r.sheet == "Summary"]
    assert summary_rows and all("Summary" in x for x in summary_rows)


def test_a_sheet_totalling_the_lines_of_another_is_a_summary_german(tmp_path):
    path = _books(tmp_path / "sum_de.xlsx", [("Zusammenfassung", _summary("de")), ("Details", _detail("de"))])
    p = analyse(path, today=TODAY)
    assert p.sheet == "Details"
    assert [q.price_min for q in p.rows] == [291400 / 8, 6599.5]


# --- a shared sign's currency from the sheet's own evidence ------------------------------------------------------------


def _rupee_rows(place: str, note: str) -> list:
    return [
        [f"AL-NOOR COMPUTERS, {place}"],
        ["Dated: 04-12-2026"],
        [],
        ["S.No", "Description", "Qty", "Unit Price (Rs.)", "Amount (Rs.)"],
        [1, "NVIDIA GeForce RTX 4090 24GB", 2, "Rs. 7,85,000/-", "Rs. 15,70,000/-"],
        [2, "NVIDIA L40S 48GB PCIe", 1, "Rs. 26,40,000/-", "Rs. 26,40,000/-"],
        [],
        [note],
    ]


def test_rupees_of_a_karachi_sheet_are_pakistani_despite_a_dollar_note(tmp_path):
    p = analyse(_book(tmp_path / "pk.xlsx", _rupee_rows("Karachi", "Prices subject to dollar rate.")), today=TODAY)
    assert [(q.price_min, q.currency) for q in p.rows] == [(785000.0, "PKR"), (2640000.0, "PKR")]


def test_rupees_of_a_mumbai_sheet_are_indian(tmp_path):
    p = analyse(_book(tmp_path / "in.xlsx", _rupee_rows("Mumbai", "Prices subject to dollar rate.")), today=TODAY)
    assert [q.currency for q in p.rows] == ["INR", "INR"]


def test_rupees_nothing_places_are_flagged(tmp_path):
    p = analyse(_book(tmp_path / "rs.xlsx", _rupee_rows("Shop 14", "Payment in advance.")), today=TODAY)
    assert p.rows and all(_review(q) for q in p.rows)  # INR or PKR: the sheet cannot tell, the user is told


def test_a_bracketed_shared_sign_in_a_header_names_no_one_currency():
    assert header_units("Unit Price (Rs.)")[0] is None  # Indian, Pakistani, Sri Lankan ... rupees
    assert header_units("Preço Unit. (Kz)")[0] == "AOA"  # a sign of one currency still names it


# --- a unit price beside its line total, amounts in text ------------------------------------------------------------


def test_tahitian_unit_price_beside_the_line_total_in_francs(tmp_path):
    rows = [
        ["Tāpura moni — Papeete, 4 no Tītema 2026"],
        [],
        ["N°", "Taoʻa", "Huru", "Rahi", "Moni no te hoʻē (F CFP, TVA 16 % i roto)", "Tāʻatoʻa"],
        [1, "NVIDIA GeForce RTX 5090 32GB", "ʻāpī", 2, "379 000 F", "758 000 F"],
        [2, "NVIDIA L40S 48GB", "ʻāpī", 1, "985 000 F", "985 000 F"],
    ]
    p = analyse(_book(tmp_path / "ty.xlsx", rows), today=TODAY)
    assert [(q.price_min, q.currency, q.tax, q.tax_rate) for q in p.rows] == [
        (379000.0, "XPF", "incl", 0.16),
        (985000.0, "XPF", "incl", 0.16),
    ]


def test_unknown_words_unit_price_beside_the_line_total_in_text_amounts(tmp_path):
    # headers the importer cannot read: the arithmetic (unit x count = total) still says which is the unit price
    rows = [
        ["Lista 2026-12-03, Suva"],
        [],
        ["No", "Iyaya", "Iwiliwili", "Isau ni dua", "Isau taucoko"],
        [1, "NVIDIA GeForce RTX 5090 32GB", 3, "FJ$ 9,100.00", "FJ$ 27,300.00"],
        [2, "NVIDIA L40S 48GB", 2, "FJ$ 24,500.00", "FJ$ 49,000.00"],
    ]
    p = analyse(_book(tmp_path / "fj.xlsx", rows), today=TODAY)
    assert [q.price_min for q in p.rows] == [9100.0, 24500.0]


# --- committed terms on request, dates, taxes apart ---------------------------------------------------------------


def test_contact_sales_under_each_committed_term_is_a_quote_per_term(tmp_path):
    rows = [
        ["GPU pricing"],
        ["Instance", "GPU", "On-demand", "1-year commitment", "3-year commitment"],
        ["gpu_8x_b200", "8x B200", "$47.92/hr", "Contact sales", "Contact sales"],
        ["gpu_1x_l40s", "1x L40S", "$1.09/hr", "$0.89/hr", "$0.79/hr"],
    ]
    p = analyse(_book(tmp_path / "cloud.xlsx", rows), today=TODAY)
    b200 = [(q.price_kind, q.price_on_request, q.lease_term_months) for q in p.rows if q.source_row == 3]
    assert b200 == [("hourly", False, None), ("hourly_reserved", True, 12.0), ("hourly_reserved", True, 36.0)]


def test_danish_contact_sales_under_committed_terms(tmp_path):
    rows = [
        ["GPU-prisark, 01.12.2026, priser i DKK ekskl. moms"],
        [],
        [
            "Instanstype",
            "GPU",
            "Antal GPU'er",
            "Pris pr. time",
            "Pris pr. time (12 mdr. binding)",
            "Pris pr. time (36 mdr. binding)",
        ],
        ["gpu.8x.b200", "NVIDIA B200", 8, "480,00 kr.", "Kontakt salg", "Kontakt salg"],
        ["gpu.1x.l40s", "NVIDIA L40S", 1, "11,00 kr.", "9,00 kr.", "8,00 kr."],
    ]
    p = analyse(_book(tmp_path / "da.xlsx", rows), today=TODAY)
    asked = [q.lease_term_months for q in p.rows if q.source_row == 4 and q.price_on_request]
    assert asked == [12.0, 36.0]


def test_an_order_report_date_column_is_month_first_by_its_own_dates(tmp_path):
    lines = [
        "Order Date,Title,Product Condition,Listed PPU (USD),Purchase PPU (USD),Item Quantity,Item Tax",
        "11/18/2026,NVIDIA GeForce RTX 5090 32GB Founders Edition,New,2399.00,2299.00,1,190.00",
        "12/01/2026,PNY NVIDIA L40S 48GB GDDR6 PCIe,New,8450.00,7995.00,2,1319.17",
        "12/03/2026,NVIDIA RTX 6000 Ada Generation 48GB (Renewed),Renewed,6499.00,5990.00,1,494.18",
    ]
    p = analyse(_csv(tmp_path / "orders.csv", lines), today=TODAY)
    assert [(q.price_min, q.quote_date) for q in p.rows] == [
        (2299.0, "2026-11-18"),
        (7995.0, "2026-12-01"),  # not 12 January: the column's '11/18/2026' says month first
        (5990.0, "2026-12-03"),
    ]
    assert {q.tax for q in p.rows} == {"excl"}  # the tax is a column apart: the price is without it


def test_a_day_first_date_column_stays_day_first(tmp_path):
    lines = [
        "Order Date,Description,Unit price (GBP),Qty",
        "18/11/2026,NVIDIA GeForce RTX 5090 32GB,2399.00,1",
        "01/12/2026,NVIDIA L40S 48GB,7995.00,2",
    ]
    p = analyse(_csv(tmp_path / "fr.csv", lines), today=TODAY)
    assert [q.quote_date for q in p.rows] == ["2026-11-18", "2026-12-01"]


def test_german_tax_column_apart_means_prices_without_tax(tmp_path):
    rows = [
        ["Bestellungen 2026"],
        ["Datum", "Artikel", "Stückpreis (EUR)", "Menge", "Artikel MwSt."],
        ["01.12.2026", "NVIDIA GeForce RTX 5090 32GB", 2399.0, 1, 455.81],
        ["02.12.2026", "NVIDIA L40S 48GB PCIe", 7995.0, 2, 3038.10],
    ]
    p = analyse(_book(tmp_path / "de_tax.xlsx", rows), today=TODAY)
    assert {q.tax for q in p.rows} == {"excl"}


# --- validity and condition words of further languages -------------------------------------------------------------


def test_estonian_and_guarani_validity_in_days(tmp_path):
    et = [
        ["Hinnapakkumine nr 2026-311", "", "Tallinn, 04.12.2026"],
        [],
        ["Toote nimetus", "Seisukord", "Kogus", "Ühikuhind ilma km-ta (€)"],
        ["NVIDIA L40S 48GB PCIe", "uus", 1, 6950],
        ["NVIDIA A100 80GB PCIe", "kasutatud", 2, 9800],
        [],
        ["Pakkumine kehtib 14 päeva."],
    ]
    p = analyse(_book(tmp_path / "et.xlsx", et), today=TODAY)
    assert {q.valid_until for q in p.rows} == {"2026-12-18"}
    gn = [
        ["Tepy rysýi — Paraguay, 3 jasypakõi 2026"],
        [],
        ["Papapy", "Mbaʼe", "Oĩva", "Hepy peteĩteĩ (₲, IVA 10% oike)"],
        [1, "NVIDIA GeForce RTX 4090 24GB", "pyahu", "₲ 19.760.000"],
        [2, "NVIDIA RTX A6000 48GB", "ojepuruva'ekue", "₲ 21.500.000"],
        [],
        ["Ko tepy oiko 7 ára pukukue."],
    ]
    p = analyse(_book(tmp_path / "gn.xlsx", gn), today=TODAY)
    assert [(q.condition, q.valid_until) for q in p.rows] == [("new", "2026-12-10"), ("used", "2026-12-10")]


def test_tetum_used_condition(tmp_path):
    rows = [
        ["Lista Presu — Dili, 2 Dezembru 2026"],
        [],
        ["Nú.", "Naran sasán", "Kondisaun", "Presu ida-idak"],
        [1, "NVIDIA GeForce RTX 4090 24GB", "foun", "US$ 2.950,00"],
        [2, "NVIDIA RTX A6000 48GB", "uza tiha ona", "US$ 2.900,00"],
    ]
    p = analyse(_book(tmp_path / "tet.xlsx", rows), today=TODAY)
    assert [(q.price_min, q.condition) for q in p.rows] == [(2950.0, "new"), (2900.0, "used")]


def test_lines_that_are_not_products_say_what_they_are_in_guarani_tetum_and_english(tmp_path):
    gn = [
        ["Tepy rysýi — Paraguay, 3 jasypakõi 2026"],
        [],
        ["Papapy", "Mbaʼe", "Mboýpa", "Hepy peteĩteĩ (₲)"],
        [1, "NVIDIA GeForce RTX 4090 24GB", 1, "₲ 19.760.000"],
        [2, "NVIDIA L40S 48GB", 1, "₲ 61.000.000"],
        [3, "Mbaʼe jegueraha (Asunción ha Gran Asunción)", 1, "₲ 150.000"],
    ]
    p = analyse(_book(tmp_path / "gn.xlsx", gn), today=TODAY)
    assert "shipping" in _why(p)[6]
    tet = [
        ["Lista Presu — Dili, 2 Dezembru 2026"],
        [],
        ["Nú.", "Naran sasán", "Presu ida-idak"],
        [1, "NVIDIA GeForce RTX 4090 24GB", "US$ 2.950,00"],
        [2, "NVIDIA L40S 48GB", "US$ 8.900,00"],
        [],
        ["Pagamentu: transferénsia BNCTL, konta 0123456789"],
    ]
    p = analyse(_book(tmp_path / "tet.xlsx", tet), today=TODAY)
    assert "bank" in _why(p)[7]
    lines = [
        "Order Date,Title,Purchase PPU (USD),Item Quantity",
        "11/18/2026,NVIDIA GeForce RTX 5090 32GB Founders Edition,2299.00,1",
        "11/24/2026,Asurion 3-Year Business Protection Plan (Graphics Cards $8000-$8999.99),649.99,1",
    ]
    p = analyse(_csv(tmp_path / "plan.csv", lines), today=TODAY)
    assert [q.source_row for q in p.rows] == [2] and "service" in _why(p)[3]


def test_a_budget_price_the_total_is_made_of_is_still_no_offer(tmp_path):
    # the line amount is the budget (预算单价 x 数量), yet the vendor's quoted price is the offer: arithmetic never
    # moves the price to a budget or list column
    zh = [
        ["算力设备采购预算申请表  申请日期：2026-12-04"],
        [],
        ["序号", "规格型号", "数量", "预算单价（元）", "预算金额（元）", "询价单价（元，含税）"],
        [1, "NVIDIA GeForce RTX 4090 24GB", 16, 22000, 352000, 19600],
        [2, "NVIDIA L40S 48GB", 8, 65000, 520000, 58900],
    ]
    p = analyse(_book(tmp_path / "zh.xlsx", zh), today=TODAY)
    assert [q.price_min for q in p.rows] == [19600.0, 58900.0]
    en = [
        ["Purchase request, 2026-12-04"],
        [],
        ["No", "Model", "Qty", "Budget price (USD)", "Budget amount (USD)", "Quoted price (USD)"],
        [1, "NVIDIA GeForce RTX 4090 24GB", 16, 2200, 35200, 1960],
        [2, "NVIDIA L40S 48GB", 8, 6500, 52000, 5890],
    ]
    p = analyse(_book(tmp_path / "en.xlsx", en), today=TODAY)
    assert [q.price_min for q in p.rows] == [1960.0, 5890.0]


def test_a_lone_letter_after_a_word_is_not_its_plural():
    from gpucompare.sheets.header import match_header_cell

    # 'P. Unit. S/' is a unit price in soles, not a count of 'units'; 'Prix Unit. F' one in francs
    assert match_header_cell("P. Unit. S/ (inc. IGV)").field == "price"
    assert match_header_cell("Prix Unit. F CFP").field == "price"
    assert match_header_cell("Units").field == "quantity"  # the word itself still counts
    assert match_header_cell("Qty (units)").field == "quantity"


def test_a_prefix_sign_alone_in_a_header_names_its_currency_but_not_before_a_word():
    assert header_units("Importe S/")[0] == "PEN"
    assert header_units("P. Unit. S/ (inc. IGV)")[0] == "PEN"
    assert header_units("Precio s/ IVA")[0] is None  # Spanish 'sin IVA', without it
    assert header_units("Preço Unit. (s/ IVA)")[0] is None  # Portuguese 'sem IVA'
