"""The international causes of blind corpus 27 (imp108), each a mechanism tested on sheets written here (none is a
corpus file), in the corpus's language and at least one other: which numbers are prices (a weight is not); which of
a marketplace listing's prices is the offer (what it sold for, over its start and buy-now prices) and when it sold;
a tracker's status 'Requested' is no price on request; a price-basis column read per line (rates and purchases in one
list, each line's own tax); a purchase price on a line without a rate; a reserved rate names no server; credits
(negative amounts, a credit-note sheet) and a remark that takes a line out; a host without GPUs; a discount's rate is
no tax and 'no VAT applicable' is no basis; a priced line's own date is not the sheet's; payment terms are no
validity; further languages (Bislama, Seychellois Creole; German 'ohne USt.')."""

import datetime as dt

import openpyxl

from gpucompare.sheets.header import price_roles
from gpucompare.sheets.importer import analyse
from gpucompare.sheets.importer.counts import names_server
from gpucompare.sheets.prices import parse_price

TODAY = dt.date(2026, 12, 6)


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


def _why(p, sheet=None):
    return {r.source_row: str(r.reason) for r in p.rejected if sheet is None or (r.sheet or p.sheet) == sheet}


def _by_row(p):
    return {q.source_row: q for q in p.rows}


# --- which numbers are prices: a weight is not ---------------------------------------------------------------------


def test_english_proforma_gross_weight_is_never_the_price(tmp_path):
    # 'Gross Wt (kg)' holds 'gross' (a price word elsewhere: with VAT): a weight all the same
    rows = [
        ["PROFORMA INVOICE", "", "Date: 02/12/2026"],
        [],
        ["No.", "Description of Goods", "Qty", "Unit Price (USD)", "Total Value (USD)", "Net Wt (kg)", "Gross Wt (kg)"],
        [1, "NVIDIA L40S 48GB PCIe", 8, 8240, 65920, 15.2, 24.8],
        [2, "NVIDIA H200 NVL 141GB PCIe", 2, 32600, 65200, 3.6, 5.8],
    ]
    p = analyse(_book(tmp_path / "pi.xlsx", rows), today=TODAY)
    assert [(q.device_id, q.price_min) for q in p.rows] == [("nvidia-l40s", 8240.0), ("nvidia-h200-nvl", 32600.0)]


def test_dutch_weight_column_is_never_the_price_but_millions_of_pesos_are(tmp_path):
    rows = [
        ["Artikel", "Omschrijving", "Gewicht (kg)", "Prijs (EUR)"],
        ["A1", "NVIDIA L40S 48GB PCIe", 3.2, 7845],
        ["A2", "NVIDIA H100 NVL 94GB PCIe", 2.9, 27950],
    ]
    p = analyse(_book(tmp_path / "nl.xlsx", rows), today=TODAY)
    assert [q.price_min for q in p.rows] == [7845.0, 27950.0]
    # '($ MM)' is millions of pesos, not millimetres: a currency in the header makes it money
    rows = [
        ["Valores en millones de pesos colombianos (COP $ MM)."],
        [],
        ["Referencia", "Descripción", "Precio distribuidor ($ MM)"],
        ["900-2G133", "NVIDIA L40S 48GB", 32.4],
        ["900-2G193", "NVIDIA L4 24GB", 10.9],
    ]
    p = analyse(_book(tmp_path / "co.xlsx", rows), today=TODAY)
    assert [q.price_min for q in p.rows] == [32_400_000.0, 10_900_000.0]


# --- a marketplace listing: what it sold for, and when -------------------------------------------------------------


def test_role_words_inside_another_word_do_not_count():
    assert "superseded" not in price_roles("Sold price")  # 'old price' inside 'Sold price'
    assert "final" in price_roles("Sold price")
    assert "superseded" in price_roles("Old price")
    assert "vat_incl" in price_roles("PriceInclVAT")  # a capital starts a word


def test_czech_sold_offers_export_final_price_and_sale_day(tmp_path):
    lines = [
        "Název nabídky,Stav zboží,Vyvolávací cena,Cena Kup teď,Konečná cena,Datum ukončení",
        '"MSI GeForce RTX 4090 24G",Použité,"25000,00",,"38650,00",28.11.2026 20:14',
        '"NVIDIA A100 80GB PCIe – vytaženo ze serveru",Použité,,"229000,00","205000,00",01.12.2026 17:05',
        '"2x NVIDIA GeForce RTX 3090 24GB (cena za oba kusy)",Použité,"20000,00",,"31800,00",02.12.2026 21:30',
    ]
    p = analyse(_csv(tmp_path / "aukro.csv", lines), today=TODAY)
    got = [(q.price_min, q.quote_date, q.offer or "card") for q in p.rows]  # (unstated: one card, as costed)
    assert got == [
        (38650.0, "2026-11-28", "card"),
        (205000.0, "2026-12-01", "card"),  # pulled from a server: a card
        (15900.0, "2026-12-02", "card"),  # two cards priced together: per card, no server around them
    ]


def test_english_auction_export_sold_price_over_starting_bid_and_buy_now(tmp_path):
    rows = [
        ["Item title", "Starting bid", "Buy It Now price", "Sold price", "End date", "Currency"],
        ["NVIDIA GeForce RTX 4090 24GB", 900, "", 1450, "2026-11-28", "USD"],
        ["NVIDIA RTX A6000 48GB", "", 3900, 3600, "2026-11-30", "USD"],
    ]
    p = analyse(_book(tmp_path / "ebay.xlsx", rows), today=TODAY)
    assert [(q.price_min, q.quote_date) for q in p.rows] == [(1450.0, "2026-11-28"), (3600.0, "2026-11-30")]


# --- a tracker: 'Requested' is a status, a price basis per line ------------------------------------------------------


def test_requested_is_no_price_on_request_but_on_request_still_is():
    assert not parse_price("Requested").on_request
    assert not parse_price("Anfrage gesendet").on_request
    assert parse_price("Price on request").on_request
    assert parse_price("Auf Anfrage").on_request


def test_english_tracker_price_basis_per_line_rates_purchases_and_tax(tmp_path):
    rows = [
        ["Vendor", "GPU / config", "Status", "Date received", "Price", "Currency", "Price basis"],
        ["Nimbus", "H100 SXM 80GB, 8x node", "Received", dt.date(2026, 11, 20), 2.39, "USD", "per GPU-hour, on-demand"],
        ["Negev", "H100 SXM 80GB, 8x node", "Received", dt.date(2026, 11, 22), 17.6, "USD", "per node-hour (8 GPUs)"],
        [
            "TLV",
            "RTX PRO 6000 Blackwell 96GB",
            "Received",
            dt.date(2026, 11, 24),
            36900,
            "ILS",
            "per card, incl. VAT 18%",
        ],
        ["Galil", "RTX PRO 6000 Blackwell 96GB", "Requested", "", "", "", ""],
        ["Carmel", "HGX H200 8-GPU server", "Received", dt.date(2026, 10, 30), 1085000, "ILS", "per server, excl. VAT"],
    ]
    p = analyse(_book(tmp_path / "tracker.xlsx", rows), today=TODAY)
    got = {q.source_row: (q.price_kind, round(q.price_min, 2), q.currency, q.tax, q.quote_date) for q in p.rows}
    assert got == {
        2: ("hourly", 2.39, "USD", "", "2026-11-20"),
        3: ("hourly", 2.2, "USD", "", "2026-11-22"),
        4: ("purchase", 36900.0, "ILS", "incl", "2026-11-24"),
        6: ("purchase", 135625.0, "ILS", "excl", "2026-10-30"),
    }
    assert _by_row(p)[4].tax_rate == 0.18
    assert 5 in _why(p)  # asked for, no answer yet: listed, never a price on request


def test_german_price_basis_column_mixes_rent_and_purchase(tmp_path):
    rows = [
        ["Anbieter", "Modell", "Preis", "Währung", "Price basis"],
        ["A", "NVIDIA L40S 48GB", 0.89, "EUR", "per GPU-hour"],
        ["B", "NVIDIA L40S 48GB", 7990, "EUR", "per card"],
        ["C", "NVIDIA H100 NVL 94GB", 2.1, "EUR", "per GPU-hour"],
    ]
    p = analyse(_book(tmp_path / "de.xlsx", rows), today=TODAY)
    assert [(q.price_kind, q.price_min) for q in p.rows] == [("hourly", 0.89), ("purchase", 7990.0), ("hourly", 2.1)]


# --- a TCO workbook: a purchase price on a line without a rate; a reserved rate ------------------------------------


def test_swedish_tco_purchase_rows_and_reserved_rent(tmp_path):
    rows = [
        ["TCO-kalkyl · Belopp i SEK exkl. moms"],
        [],
        [
            "Konfiguration",
            "Offertdatum",
            "Giltig t.o.m.",
            "Hårdvarupris (SEK per enhet)",
            "Molnpris (SEK per GPU-timme)",
        ],
        ["Köp: server 8× NVIDIA H200 SXM 141 GB", dt.date(2026, 11, 27), dt.date(2026, 12, 27), 3180000, ""],
        ["Köp: kort NVIDIA RTX PRO 6000 Blackwell 96 GB", dt.date(2026, 11, 27), dt.date(2026, 12, 27), 99500, ""],
        ["Hyra: NVIDIA H200 SXM 141 GB on-demand", dt.date(2026, 12, 1), "", "", 34.5],
        ["Hyra: NVIDIA H200 SXM 141 GB reserverad 12 mån", dt.date(2026, 12, 1), "", "", 27.9],
    ]
    p = analyse(_book(tmp_path / "tco.xlsx", rows), today=TODAY)
    got = [(q.source_row, q.price_kind, q.price_min, q.offer, q.lease_term_months) for q in p.rows]
    assert got == [
        (4, "purchase", 397500.0, "server", None),
        (5, "purchase", 99500.0, "card", None),
        (6, "hourly", 34.5, "instance", None),
        (7, "hourly_reserved", 27.9, "instance", 12),
    ]
    assert _by_row(p)[4].valid_until == "2026-12-27"


def test_reserved_names_no_server():
    assert not names_server("H100 SXM 80GB reserved 12 months")
    assert not names_server("NVIDIA H200 reserverad 12 mån")
    assert names_server("Dell PowerEdge server 8x H100")


# --- credits and lines taken out -------------------------------------------------------------------------------------


def test_spanish_trade_in_lines_with_negative_amounts_are_credits(tmp_path):
    rows = [
        ["Cotización — precios en USD, no incluyen IVA 15 %"],
        [],
        ["Ítem", "Descripción", "Cant.", "P. unitario (USD)", "Subtotal (USD)"],
        [1, "NVIDIA L40S 48 GB PCIe", 6, 8390, 50340],
        ["R1", "NVIDIA Tesla V100 32 GB PCIe (del cliente, usado)", 8, 1650, -13200],
    ]
    p = analyse(_book(tmp_path / "canje.xlsx", rows), today=TODAY)
    assert [q.source_row for q in p.rows] == [4]
    assert "credit" in _why(p)[5] and "discount" in _why(p)[5]


def test_danish_credit_note_sheet_rows_are_said_and_struck_remark_takes_a_line_out(tmp_path):
    credit = [
        ["KREDITNOTA nr. 2026-0412"],
        [],
        ["Varenr.", "Beskrivelse", "Antal", "Enhedspris (DKK)", "Beløb (DKK)"],
        ["PNY-RTX6000", "NVIDIA RTX 6000 Ada 48 GB – returneret", -2, 49900, -99800],
        ["PNY-L40S", "NVIDIA L40S 48 GB – prisregulering", 4, -3250, -13000],
        ["", "Total kreditering", "", "", -112800],
    ]
    offer = [
        ["TILBUD T-2026-1190 rev. 2", "", "Alle priser er ekskl. moms (25 %)"],
        [],
        ["Pos.", "Beskrivelse", "Antal", "Enhedspris (DKK)", "Beløb (DKK)", "Bemærkning"],
        [1, "NVIDIA L40S 48 GB PCIe", 4, 55250, 221000, "prisreguleret"],
        [2, "ASUS TUF GeForce RTX 5090 32 GB", 6, 21995, 131970, "UDGÅR"],
    ]
    p = analyse(_books(tmp_path / "dk.xlsx", [("Kreditnota", credit), ("Revideret tilbud", offer)]), today=TODAY)
    assert [(q.source_row, q.price_min) for q in p.rows] == [(4, 55250.0)]
    assert "withdrawn" in _why(p, "Revideret tilbud")[5]
    said = _why(p, "Kreditnota")
    assert "discount" in said[4] and "discount" in said[5] and "total" in said[6]


def test_english_remark_cancelled_takes_a_line_out_but_a_longer_remark_does_not(tmp_path):
    rows = [
        ["Line", "Description", "Qty", "Unit Price (USD)", "Remarks"],
        [1, "NVIDIA L40S 48GB PCIe", 2, 8100, "Cancelled"],
        [2, "NVIDIA H100 NVL 94GB PCIe", 1, 28000, "replaces the cancelled order 4411"],
    ]
    p = analyse(_book(tmp_path / "po.xlsx", rows), today=TODAY)
    assert [q.source_row for q in p.rows] == [3]
    assert "withdrawn" in _why(p)[2]


def test_slovenian_and_german_hosts_without_gpus_are_no_quotes(tmp_path):
    rows = [
        ["Zap. št.", "Opis", "Kol.", "Cena/enoto brez DDV (€)"],
        ["1.", "Grafična kartica NVIDIA GeForce RTX 5090 32 GB", 2, "2.890,00 €"],
        ["2.", "Delovna postaja Lenovo ThinkStation PX (2× Xeon Gold 6530, 512 GB RAM), brez GPU", 1, "14.950,00 €"],
    ]
    p = analyse(_book(tmp_path / "si.xlsx", rows), today=TODAY)
    assert [q.source_row for q in p.rows] == [2]
    assert "without accelerators" in _why(p)[3]
    rows = [
        ["Pos.", "Bezeichnung", "Menge", "Einzelpreis (EUR)"],
        [1, "NVIDIA L40S 48GB", 2, 7990],
        [2, "Workstation Threadripper PRO, 256 GB RAM, ohne GPU", 1, 8900],
    ]
    p = analyse(_book(tmp_path / "de.xlsx", rows), today=TODAY)
    assert [q.source_row for q in p.rows] == [2]


# --- tax bases and dates ---------------------------------------------------------------------------------------------


def test_slovenian_package_discount_rate_is_no_tax(tmp_path):
    rows = [
        ["Ljubljana, 5. 12. 2026"],
        [],
        ["Zap. št.", "Opis", "Kol.", "Cena/enoto brez DDV (€)", "Vrednost brez DDV (€)"],
        ["1.", "Grafična kartica NVIDIA L4 24 GB", 4, "2.310,00 €", "9.240,00 €"],
        [],
        ["", "Skupaj brez DDV", "", "", "9.240,00 €"],
        ["", "Paketni popust (−7 %) ob naročilu paketov A in B", "", "", "-646,80 €"],
        ["", "DDV 22 %", "", "", "1.890,59 €"],
    ]
    p = analyse(_book(tmp_path / "si.xlsx", rows), today=TODAY)
    assert [(q.tax, q.tax_rate) for q in p.rows] == [("excl", 0.22)]


def test_no_vat_applicable_is_no_basis_in_english_and_french(tmp_path):
    for name, note, head in (
        ("qa.xlsx", "No VAT applicable in the State of Qatar.", "Unit Price (USD)"),
        ("fr.xlsx", "TVA non applicable, art. 293 B du CGI", "Prix unitaire (EUR)"),
    ):
        rows = [["Date: 06-Dec-2026"], [], ["Description", "Qty", head], ["NVIDIA L40S 48GB PCIe", 2, 8150], [], [note]]
        p = analyse(_book(tmp_path / name, rows), today=TODAY)
        assert [q.tax for q in p.rows] == [""], name


def test_german_ohne_ust_is_without_vat(tmp_path):
    rows = [
        ["Tag des Vertragsabschlusses: 20.11.2026 · Alle Werte in EUR ohne USt. (20 %)"],
        [],
        ["Los-Nr.", "Bezeichnung des Loses", "Menge", "Einheitspreis (EUR, ohne USt.)"],
        ["LOT-2", "GPU-Beschleunigerkarten NVIDIA L40S 48 GB PCIe", 24, 7180],
    ]
    p = analyse(_book(tmp_path / "at.xlsx", rows), today=TODAY)
    assert [(q.tax, q.tax_rate) for q in p.rows] == [("excl", 0.2)]


def test_a_priced_lines_date_cell_is_not_the_sheets_date(tmp_path):
    lines = [
        "Artikelnummer;Omschrijving;Voorraad;Verwacht;Uw prijs excl. BTW;Valuta",
        "A1;NVIDIA L40S 48GB PCIe;14;;7845,00;EUR",
        "A2;NVIDIA H100 NVL 94GB PCIe;0;2027-01-15;27950,00;EUR",
    ]
    p = analyse(_csv(tmp_path / "feed.csv", lines), today=TODAY)
    assert {q.quote_date for q in p.rows} == {TODAY.isoformat()}
    assert not any(q.dated for q in p.rows)  # no date in the feed: the import day, said so


def test_payment_terms_are_no_validity_in_english_and_german(tmp_path):
    for name, date, terms in (
        ("ie.xlsx", "PO Date: 03/12/2026", "Payment terms: 30 days from receipt of a valid invoice."),
        (
            "de.xlsx",
            "Datum: 03.12.2026",
            "Zahlungsziel: 30 Tage nach Rechnungseingang, gültige Rechnung vorausgesetzt.",
        ),
    ):
        rows = [[date, "", "Currency: EUR"], [], ["Description", "Qty", "Unit Price (EUR)"]]
        rows += [["NVIDIA L40S 48GB PCIe", 2, 8150], [], [terms]]
        p = analyse(_book(tmp_path / name, rows), today=TODAY)
        assert [q.valid_until for q in p.rows] == [None], name


# --- further languages -----------------------------------------------------------------------------------------------


def test_bislama_price_list(tmp_path):
    rows = [
        ["PRAES LIS — Port Vila"],
        ["Deit: 6 Disemba 2026", "", "Ol praes ia i gud kasem 20 Disemba 2026"],
        ["Ol praes oli insaed long VAT 15%"],
        [],
        ["Namba", "Nem blong samting", "Kondisen", "Hamas", "Praes blong wan (VT)", "Olgeta praes (VT)"],
        [1, "NVIDIA L40S 48GB", "Niu", 2, "VT 1,150,000", "VT 2,300,000"],
        [2, "NVIDIA GeForce RTX 4090 24GB", "Seken han", 2, "VT 245,000", "VT 490,000"],
        [3, "NVIDIA A100 80GB PCIe", "Seken han", 1, "Askem mifala", ""],
        [4, "Sipping i go long Santo", "", 1, "VT 12,500", "VT 12,500"],
    ]
    p = analyse(_book(tmp_path / "vu.xlsx", rows), today=TODAY)
    got = [
        (q.currency, q.tax, q.tax_rate, q.condition, q.quote_date, q.valid_until, q.price_on_request) for q in p.rows
    ]
    assert got == [
        ("VUV", "incl", 0.15, "new", "2026-12-06", "2026-12-20", False),
        ("VUV", "incl", 0.15, "used", "2026-12-06", "2026-12-20", False),
        ("VUV", "incl", 0.15, "used", "2026-12-06", "2026-12-20", True),
    ]
    assert "shipping" in _why(p)[9]


def test_seychellois_creole_price_list(tmp_path):
    rows = [
        ["LIS PRI — Viktorya"],
        ["Dat: 5 Desanm 2026", "", "Pri i valab ziska 19 Desanm 2026"],
        ["Tou pri i enkli VAT 15%"],
        [],
        ["No", "Deskripsyon", "Leta", "Kantite", "Pri pour enn (SCR)", "Total (SCR)"],
        [1, "NVIDIA GeForce RTX 5090 32GB", "Nef", 2, 52500, 105000],
        [2, "NVIDIA RTX A6000 48GB", "Servi", 1, 56000, 56000],
        [3, "NVIDIA H100 NVL 94GB PCIe", "Nef", 1, "Demann nou", ""],
    ]
    p = analyse(_book(tmp_path / "sc.xlsx", rows), today=TODAY)
    got = [(q.currency, q.tax, q.condition, q.quote_date, q.valid_until, q.price_on_request) for q in p.rows]
    assert got == [
        ("SCR", "incl", "new", "2026-12-05", "2026-12-19", False),
        ("SCR", "incl", "used", "2026-12-05", "2026-12-19", False),
        ("SCR", "incl", "new", "2026-12-05", "2026-12-19", True),
    ]


def test_a_guessed_month_first_date_is_said_on_its_quotes_but_a_date_that_says_the_order_is_not(tmp_path):
    # '02/12/2026' on a US-dollar sheet in English: read month first (US order), and the other reading is said
    rows = [["PROFORMA INVOICE", "Date: 02/12/2026", "Currency: USD"], [], ["Description", "Qty", "Unit Price (USD)"]]
    rows += [["NVIDIA L40S 48GB PCIe", 2, 8240]]
    p = analyse(_book(tmp_path / "guess.xlsx", rows), today=TODAY)
    q = p.rows[0]
    assert q.quote_date == "2026-02-12"
    assert any("2026-12-02" in str(w) for w in q.warnings)
    # '11/20/2026' elsewhere on the sheet says the month comes first: no guess, nothing to say
    rows[0].append("Printed 11/20/2026")
    p = analyse(_book(tmp_path / "known.xlsx", rows), today=TODAY)
    assert not any("month first" in str(w) for w in p.rows[0].warnings)


def test_an_insurance_line_is_said_as_a_service_and_cargo_insurance_as_shipping(tmp_path):
    rows = [
        ["Description", "Qty", "Unit Price (USD)", "Total (USD)"],
        ["NVIDIA L40S 48GB PCIe", 2, 8240, 16480],
        ["Insurance (0.3 % of FOB)", "", "", 49.44],
        ["Cargo insurance and freight to Muscat", "", "", 1450],
    ]
    p = analyse(_book(tmp_path / "ins.xlsx", rows), today=TODAY)
    assert "service" in _why(p)[3]
    assert "shipping" in _why(p)[4]
