"""The international causes of blind corpus 29 (imp118), each a mechanism tested on sheets written here (none is a
corpus file), in English and at least one other language: a dollar sign after a country's letters is that country's
dollar (B$, N$, G$); a sign several currencies share named in a note on the prices (FCFA) or shown by the price
column's number format ('"K"') is decided by the place the sheet names; a header word amid another word ('format' in
'INFORMATIQUE') names no field; the chosen price among a row's quotes (selected, accordé) is the offer, a price
another party names (a competitor's, the one asked for) never stands in for an empty one; a cloud instance the
bundled list knows names its device and count; a term of 0 is no commitment."""

import datetime as dt

import openpyxl

from gpucompare.sheets.header import match_header_cell
from gpucompare.sheets.importer import analyse
from gpucompare.sheets.importer.rows import known_instance
from gpucompare.sheets.prices import _units

TODAY = dt.date(2026, 12, 6)


def _book(path, rows, formats=None):
    wb = openpyxl.Workbook()
    ws = wb.active
    for r in rows:
        ws.append(r)
    for cell, fmt in (formats or {}).items():
        ws[cell].number_format = fmt
    wb.save(path)
    return path


def _by_row(p):
    return {q.source_row: q for q in p.rows}


# --- a dollar sign after a country's letters ------------------------------------------------------------------------


def test_country_prefixed_dollar_signs_are_that_countrys_dollar():
    assert _units("B$ 9,150.00")[0] == "BSD"
    assert _units("Cost (N$)")[0] == "NAD"
    assert _units("G$5,750,000")[0] == "GYD"
    assert _units("TT$ 100")[0] == "TTD"
    assert _units("US$ 5")[0] == "USD"  # the US dollar stays the US dollar
    assert _units("$ 5")[0] == "USD"


def test_english_bahamian_dollar_header_is_not_usd(tmp_path):
    p = analyse(
        _book(
            tmp_path / "bs.xlsx",
            [
                ["Nassau data centre proposal, 2 December 2026"],
                ["Item", "Description", "Qty", "Cash price per unit (B$)"],
                ["RTX-SE", "NVIDIA RTX PRO 6000 Blackwell Server Edition 96GB", 2, 9150],
                ["L40S", "NVIDIA L40S 48GB PCIe", 4, 9400],
            ],
        ),
        today=TODAY,
    )
    rows = _by_row(p)
    assert rows[3].currency == "BSD" and rows[3].price_min == 9150
    assert rows[4].currency == "BSD"


def test_spanish_namibian_dollar_header(tmp_path):
    p = analyse(
        _book(
            tmp_path / "na.xlsx",
            [
                ["Lista de precios, Windhoek, 1 de diciembre de 2026"],
                ["Descripción", "Cantidad", "Precio unitario (N$)"],
                ["NVIDIA L40S 48GB PCIe", 2, 142000],
            ],
        ),
        today=TODAY,
    )
    assert _by_row(p)[3].currency == "NAD"


# --- a shared sign decided by the place the sheet names --------------------------------------------------------------


def test_french_fcfa_note_read_by_the_city_named(tmp_path):
    # FCFA is the West African (XOF) and the Central African (XAF) franc: Douala is in Cameroon (XAF), Abidjan in
    # Côte d'Ivoire (XOF)
    for city, want in (("DOUALA", "XAF"), ("ABIDJAN", "XOF")):
        p = analyse(
            _book(
                tmp_path / f"{city}.xlsx",
                [
                    [f"UNIVERSITÉ DE {city} — consultation du 02/12/2026"],
                    ["Prix unitaires en FCFA HT (TVA en sus)."],
                    ["N°", "Désignation", "Qté", "PU HT"],
                    [1, "Carte NVIDIA L40S 48 Go PCIe", 2, "5 150 000"],
                ],
            ),
            today=TODAY,
        )
        q = _by_row(p)[4]
        assert q.currency == want and q.price_min == 5_150_000, city


def test_french_fcfa_note_without_a_place_is_not_guessed(tmp_path):
    p = analyse(
        _book(
            tmp_path / "nowhere.xlsx",
            [
                ["Consultation du 02/12/2026"],
                ["Prix unitaires en FCFA HT (TVA en sus)."],
                ["N°", "Désignation", "Qté", "PU HT"],
                [1, "Carte NVIDIA L40S 48 Go PCIe", 2, "5 150 000"],
            ],
        ),
        today=TODAY,
    )
    # neither franc is named: no quote is read as one of them without the user being told
    assert all(q.needs_review or q.currency not in ("XAF", "XOF") for q in p.rows)


def test_english_kwacha_number_format_read_by_the_city_named(tmp_path):
    # '"K"#,##0.00' is the kwacha's, the kyat's and the kina's sign; '(K)' in the header is that sign, not thousands
    p = analyse(
        _book(
            tmp_path / "zm.xlsx",
            [
                ["Valuation date: 1 December 2026, delivered Lusaka"],
                ["Item", "Description", "Qty", "Replacement cost new per unit (K)"],
                [1, "NVIDIA H100 PCIe 80GB", 2, 735000],
                [2, "NVIDIA L4 24GB", 4, 68400],
            ],
            {"D3": '"K"#,##0.00', "D4": '"K"#,##0.00'},
        ),
        today=TODAY,
    )
    rows = _by_row(p)
    assert rows[3].currency == "ZMW" and rows[3].price_min == 735000  # not 735 million
    assert rows[4].currency == "ZMW"


# --- a header word amid another word ---------------------------------------------------------------------------------


def test_header_word_amid_another_word_names_no_field():
    assert match_header_cell("SOTEL INFORMATIQUE PU HT") is None  # 'format' inside a supplier's name
    assert match_header_cell("Form factor").field == "form"
    assert match_header_cell("Listenpreis").field == "price"  # a compound's tail still names its field


# --- the chosen price among a row's quotes; another party's price ---------------------------------------------------


def test_english_selected_unit_price_is_the_offer_not_the_first_quote(tmp_path):
    p = analyse(
        _book(
            tmp_path / "he.xlsx",
            [
                ["Amounts in EUR excluding VAT. Budget prepared 27.11.2026."],
                [
                    "No.",
                    "Item",
                    "Qty",
                    "Quote 1 (EUR/unit)",
                    "Quote 2 (EUR/unit)",
                    "Selected quote",
                    "Selected unit price (EUR)",
                ],
                [1, "NVIDIA L40S 48GB PCIe", 4, 7350, 7180, "Q2", 7180],
                [2, "NVIDIA RTX PRO 6000 Blackwell Workstation Edition 96GB", 2, 8390, 8650, "Q1", 8390],
            ],
        ),
        today=TODAY,
    )
    got = sorted((q.source_row, q.price_min) for q in p.rows)
    assert got == [(3, 7180), (4, 8390)]


def test_french_accorded_price_and_catalogue_price_where_refused(tmp_path):
    p = analyse(
        _book(
            tmp_path / "ci.xlsx",
            [
                ["Abidjan — réponse du 03/12/2026. Tous les prix en FCFA TTC."],
                [
                    "Article",
                    "Qté",
                    "Notre prix catalogue",
                    "Prix concurrent constaté",
                    "Prix demandé",
                    "Décision",
                    "Prix accordé",
                ],
                ["NVIDIA L40S 48 Go", 2, 6250000, 5900000, 5900000, "Partiel", 6050000],
                ["NVIDIA GeForce RTX 5090 32 Go", 4, 2150000, 1790000, 1790000, "Refusé", None],
            ],
        ),
        today=TODAY,
    )
    rows = _by_row(p)
    assert rows[3].price_min == 6_050_000 and rows[3].currency == "XOF"
    # refused: the seller's own catalogue price stands, never the competitor's or the one asked for
    assert rows[4].price_min == 2_150_000


# --- cloud instances by name; a term of 0 ----------------------------------------------------------------------------


def test_known_cloud_instance_names_their_device_and_count():
    assert known_instance("p5.48xlarge") == ("nvidia-h100-sxm5-80gb", 8)
    assert known_instance(" g5.xlarge ") == ("nvidia-a10g", 1)
    assert known_instance("p5.48xlarge with extras") is None


def test_english_instance_rate_card_divided_by_the_instances_gpus(tmp_path):
    p = analyse(
        _book(
            tmp_path / "ri.xlsx",
            [
                ["Reserved Instance pricing — 3 Dec 2026 — all prices in USD"],
                ["Instance type", "On-Demand (USD/hr)", "1-year term No Upfront"],
                ["p4d.24xlarge", 36.05, 0],
            ],
        ),
        today=TODAY,
    )
    q = _by_row(p)[3]
    assert q.device_id == "nvidia-a100-sxm4-40gb"
    assert abs(q.price_min - 36.05 / 8) < 1e-6
    assert q.price_kind == "hourly"  # an upfront of 0 under a term's header is no commitment


# --- a reserved-instance matrix: an upfront payment plus an hourly rate is one reserved offer ------------------------


def _ri_rows(term1, term3, pay, up, hourly_word, head):
    return [
        [head],
        ["Instance type", "GPUs", "On-Demand (USD/hr)", term1, None, None, None, term3, None, None, None],
        [None, None, None, pay[0], None, pay[1], None, pay[0], None, pay[1], None],
        [None, None, None, up, hourly_word, up, hourly_word, up, hourly_word, up, hourly_word],
        ["p4d.24xlarge", "8x NVIDIA A100 40GB", 36.05, 0, 25.235, 205269, 0, 0, 18.025, 407379, 0],
    ]


def test_english_reserved_matrix_upfront_over_the_terms_hours_plus_hourly(tmp_path):
    p = analyse(
        _book(
            tmp_path / "ri.xlsx",
            _ri_rows(
                "1-year term",
                "3-year term",
                ("No Upfront", "All Upfront"),
                "Upfront (USD)",
                "Hourly (USD)",
                "Reserved Instance pricing, 3 Dec 2026, all prices in USD",
            ),
        ),
        today=TODAY,
    )
    got = [(q.price_kind, q.lease_term_months, round(q.price_min, 4)) for q in p.rows if q.source_row == 5]
    assert got[0] == ("hourly", got[0][1], round(36.05 / 8, 4))  # the on-demand rate stays on-demand
    assert got[1:] == [
        ("hourly_reserved", 12, round(25.235 / 8, 4)),  # no upfront: the hourly rate
        ("hourly_reserved", 12, round(205269 / 8760 / 8, 4)),  # all upfront: over 8,760 hours
        ("hourly_reserved", 36, round(18.025 / 8, 4)),
        ("hourly_reserved", 36, round(407379 / 26280 / 8, 4)),  # over 26,280 hours
    ]


def test_french_reserved_matrix_paiement_initial_plus_horaire(tmp_path):
    p = analyse(
        _book(
            tmp_path / "ri_fr.xlsx",
            _ri_rows(
                "Engagement 12 mois",
                "Engagement 36 mois",
                ("Sans avance", "Paiement initial total"),
                "Paiement initial (USD)",
                "Prix par heure (USD)",
                "Instances réservées, 3 déc. 2026, prix en USD",
            ),
        ),
        today=TODAY,
    )
    reserved = sorted((q.lease_term_months, round(q.price_min, 4)) for q in p.rows if q.price_kind == "hourly_reserved")
    assert (12, round(205269 / 8760 / 8, 4)) in reserved and (36, round(407379 / 26280 / 8, 4)) in reserved


# --- a price history: the newest row of each item is its price now --------------------------------------------------


def _csv(path, lines):
    path.write_bytes("\n".join(lines).encode("utf-8"))
    return path


def test_english_spot_history_keeps_the_newest_row_of_each_instance(tmp_path):
    p = analyse(
        _csv(
            tmp_path / "spot.csv",
            [
                "Timestamp,AvailabilityZone,InstanceType,ProductDescription,SpotPrice_USD_per_hr",
                "2026-12-05T19:02:51+00:00,us-east-1b,p5.48xlarge,Linux/UNIX,14.213600",
                "2026-12-04T16:40:12+00:00,us-east-1a,g5.xlarge,Linux/UNIX,0.387400",
                "2026-12-05T09:27:33+00:00,us-east-1b,p5.48xlarge,Linux/UNIX,13.880200",
                "2026-12-03T09:27:33+00:00,us-east-1a,g5.xlarge,Linux/UNIX,0.401200",
            ],
        ),
        today=TODAY,
    )
    rows = _by_row(p)
    assert set(rows) == {2, 3}
    assert rows[2].device_id == "nvidia-h100-sxm5-80gb" and abs(rows[2].price_min - 14.2136 / 8) < 1e-6
    assert rows[2].quote_date == "2026-12-05" and rows[3].quote_date == "2026-12-04"
    why = {r.source_row: str(r.reason) for r in p.rejected}
    assert "superseded" in why[4] and "row 2" in why[4]
    assert "superseded" in why[5] and "row 3" in why[5]


def test_german_tracker_history_by_item_and_other_suppliers_stay_quotes(tmp_path):
    # the same card from two suppliers is two offers; only one supplier's older row is history
    p = analyse(
        _csv(
            tmp_path / "preisverlauf.csv",
            [
                "Zeitstempel,Lieferant,Produkt,Stückpreis (EUR)",
                "2026-12-04 10:15,Nordtech GmbH,NVIDIA L40S 48GB PCIe,9100",
                "2026-12-01 08:00,Nordtech GmbH,NVIDIA L40S 48GB PCIe,9400",
                "2026-11-28 16:30,Südhandel AG,NVIDIA L40S 48GB PCIe,9250",
            ],
        ),
        today=TODAY,
    )
    rows = _by_row(p)
    assert set(rows) == {2, 4}
    assert rows[2].price_min == 9100 and rows[4].price_min == 9250
    assert rows[2].quote_date == "2026-12-04"
    assert "superseded" in {r.source_row: str(r.reason) for r in p.rejected}[3]


# --- which day is the quote's, which the offer's last ---------------------------------------------------------------


def test_french_bid_opening_alone_dates_the_bids_for_review_and_counts_their_days(tmp_path):
    # (imp165: the opening day, the sheet's only day, dates the bids as corpora 7, 34 and 39 key it, marked for
    # review; this test said no quote date and no expiry before)
    p = analyse(
        _book(
            tmp_path / "comparatif.xlsx",
            [
                ["Université de Douala. Prix unitaires en FCFA HT. Ouverture des plis le 02/12/2026."],
                ["N°", "Désignation", "Qté", "PU HT"],
                [1, "Carte NVIDIA L40S 48 Go PCIe", 2, "5 150 000"],
                [None, "Validité de l'offre", None, "90 jours"],
            ],
        ),
        today=TODAY,
    )
    q = _by_row(p)[3]
    assert q.dated and q.quote_date == "2026-12-02" and q.needs_review
    assert q.valid_until == "2027-03-02"  # 90 days from the opening


def test_english_dated_sheet_counts_its_validity_days():
    from gpucompare.sheets.importer import _undated_validity
    from gpucompare.sheets.importer.notes import read_notes

    dated = read_notes(["Quote date: 02/12/2026", "Valid for 30 days"], TODAY)
    undated = read_notes(["Valid for 30 days"], TODAY)
    assert dated.valid_days == 30 and not _undated_validity(dated)
    assert undated.valid_days == 30 and _undated_validity(undated)


def test_english_asset_register_dated_by_acquisition_and_ltb_date_is_the_last_day(tmp_path):
    p = analyse(
        _book(
            tmp_path / "far.xlsx",
            [
                ["Fixed Asset Register, as at 30 November 2026. Amounts in N$, excluding VAT."],
                ["Asset no.", "Description", "Acquisition date", "Cost (N$)"],
                ["FA-0358", "NVIDIA L40S 48GB PCIe", dt.datetime(2025, 7, 22), 142000],
            ],
        ),
        today=TODAY,
    )
    assert _by_row(p)[3].quote_date == "2025-07-22"
    p = analyse(
        _book(
            tmp_path / "ltb.xlsx",
            [
                ["End-of-Life / Last Time Buy notice, 01.12.2026, prices in EUR excl. VAT"],
                ["Vendor P/N", "Description", "LTB price (EUR)", "LTB date"],
                ["900-21001-0020-100", "NVIDIA A100 80GB PCIe", 14900, dt.datetime(2027, 1, 15)],
            ],
        ),
        today=TODAY,
    )
    assert _by_row(p)[3].valid_until == "2027-01-15"


# --- a second product with its own price on the row -----------------------------------------------------------------


def test_english_ltb_notice_replacement_is_a_quote_of_its_own(tmp_path):
    p = analyse(
        _book(
            tmp_path / "ltb.xlsx",
            [
                ["Last Time Buy notice, issued 01.12.2026. Prices in EUR per unit, excl. VAT."],
                ["Description", "LTB price (EUR)", "Recommended replacement", "Replacement price (EUR)"],
                ["NVIDIA L40S 48GB PCIe", 6480, "NVIDIA RTX PRO 6000 Blackwell Server Edition 96GB", 8950],
                ["NVIDIA A100 80GB PCIe", 11900, "— (no direct replacement)", "—"],
                ["NVIDIA T4 16GB PCIe", 890, "NVIDIA L4 24GB PCIe", 2390],
            ],
        ),
        today=TODAY,
    )
    got = [(q.source_row, q.device_id, q.price_min) for q in p.rows]
    # left to right on each row: the last-time-buy price, then the replacement's; '—' is no replacement
    assert [(r, price) for r, _d, price in got] == [(3, 6480), (3, 8950), (4, 11900), (5, 890), (5, 2390)]
    assert got[1][1] not in (None, got[0][1]) and got[4][1] not in (None, got[3][1])
    assert p.rows[1].valid_until is None  # the last-time-buy date is the first product's


def test_german_successor_column_priced_is_a_second_quote(tmp_path):
    p = analyse(
        _book(
            tmp_path / "abkuendigung.xlsx",
            [
                ["Abkündigung, Stand 01.12.2026. Preise in EUR netto."],
                ["Bezeichnung", "Letztkaufpreis (EUR)", "Nachfolger", "Nachfolgerpreis (EUR)"],
                ["NVIDIA T4 16GB PCIe", 890, "NVIDIA L4 24GB PCIe", 2390],
                [
                    "NVIDIA RTX 6000 Ada Generation 48GB",
                    5890,
                    "NVIDIA RTX PRO 6000 Blackwell Workstation Edition",
                    8390,
                ],
            ],
        ),
        today=TODAY,
    )
    assert sorted(q.price_min for q in p.rows) == [890, 2390, 5890, 8390]


# --- row words of further languages ---------------------------------------------------------------------------------


def test_spanish_itbms_rate_column_and_tax_line(tmp_path):
    p = analyse(
        _book(
            tmp_path / "factura.xlsx",
            [
                ["Factura electrónica, Ciudad de Panamá, 04/12/2026. Moneda: USD"],
                ["Descripción", "Cant.", "Precio unitario", "ITBMS %", "ITBMS", "Valor total"],
                ["NVIDIA L4 24GB PCIe", 4, 2450, 0.07, 686, 10486],
                [None, None, None, None, "ITBMS", 686],
            ],
        ),
        today=TODAY,
    )
    q = _by_row(p)[3]
    assert q.tax == "excl" and q.tax_rate == 0.07


def test_bambara_and_manx_totals_and_a_bambara_count():
    from gpucompare.sheets.header import row_kind
    from gpucompare.sheets.importer.counts import units_in_text

    assert row_kind("Bɛɛ lajɛlen (TVA tɛ a la)") == "subtotal"
    assert row_kind("Slane gyn VAT") == "subtotal"
    assert row_kind("Insurance levy 3 % on premium") == "tax"
    assert units_in_text("Sɛriwɛri, NVIDIA H100 SXM5 80GB 8 bɛ a kɔnɔ") == 8
