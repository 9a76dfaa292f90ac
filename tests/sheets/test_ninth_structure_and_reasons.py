"""Refusals, structure and reasons found on blind corpus 8's causes: a semicolon CSV whose title line has no
separator, a Pashto price list (a new language as one word file). Every sheet is written here; none is a corpus
file."""

from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .test_conventions import L40S, reasons, write


def test_a_semicolon_csv_under_a_title_line_is_split_on_its_semicolons(tmp_path):
    # the title has no separator and a quoted note holds one: the standard sniffer gives up and a comma was assumed,
    # each line read as one column ('A1;NVIDIA L40S 48GB;3;7.100,50')
    f = tmp_path / "offre.csv"
    f.write_text(
        "Offre de prix - Exemple SARL\n"
        '"Date: 01/12/2026; prix en EUR HT"\n'
        "Réf;Désignation;Qté;Prix unitaire HT (EUR);Total HT (EUR)\n"
        "A1;NVIDIA L40S 48GB;3;7.100,50;21.301,50\n"
        "A2;NVIDIA H100 SXM5 80GB;1;27.400,00;27.400,00\n"
        "A3;NVIDIA L4 24GB;10;2.150,25;21.502,50\n"
        ";Total HT;;;70.204,00\n",
        encoding="utf-8",
    )
    p = analyse(f, today=TODAY)
    got = [(q.source_row, q.device_id, q.price_min, q.currency) for q in p.rows]
    assert got == [
        (4, L40S, 7_100.5, "EUR"),
        (5, "nvidia-h100-sxm5-80gb", 27_400, "EUR"),
        (6, "nvidia-l4", 2_150.25, "EUR"),
    ]
    assert 7 in reasons(p)


def test_a_comma_csv_with_decimal_commas_in_quotes_keeps_its_commas(tmp_path):
    f = tmp_path / "list.csv"
    f.write_text(
        'Price list\nModel,Qty,Unit price (USD)\nNVIDIA L40S 48GB,2,"7,900"\nNVIDIA L4 24GB,4,"2,300"\n',
        encoding="utf-8",
    )
    p = analyse(f, today=TODAY)
    assert [(q.device_id, q.price_min) for q in p.rows] == [(L40S, 7_900), ("nvidia-l4", 2_300)]


def test_a_pashto_price_list_reads_its_headers_currency_condition_and_reasons(tmp_path):
    f = write(
        tmp_path / "lest.xlsx",
        [
            ["د بیو لړلیک"],
            ["نېټه: 2026/11/20 · مالیه پکې نه ده شامله"],
            ["ګڼه", "د توکي نوم", "شمېر", "حالت", "د یوه بیه (؋)"],
            [1, "NVIDIA L40S 48GB", 1, "نوی", "612,000 افغانۍ"],
            [2, "NVIDIA L4 24GB", 3, "کارول شوی", "150,500 افغانۍ"],
            [3, "NVIDIA H100 SXM5 80GB", 1, "نوی", "پوښتنه وکړئ"],
            [None, "د لېږد لګښت", None, None, "4,000 افغانۍ"],
            [None, None, None, "ټول", "—"],
        ],
        title="بیې",
    )
    p = analyse(f, today=TODAY)
    got = [(q.source_row, q.device_id, q.price_min, q.currency, q.condition) for q in p.rows]
    assert got[:2] == [(4, L40S, 612_000, "AFN", "new"), (5, "nvidia-l4", 150_500, "AFN", "used")]
    assert got[2][:2] == (6, "nvidia-h100-sxm5-80gb") and p.rows[2].price_on_request
    said = reasons(p)
    assert "shipping" in str(said[7]) and "total" in str(said[8])


def test_a_response_matrix_with_bidders_down_and_devices_across_is_one_offer_per_priced_cell(tmp_path):
    # a sourcing tool's comparison: bidders as rows, the lines as columns, the currency on a header sheet only
    f = write(
        tmp_path / "matrix.xlsx",
        [
            ["Bid comparison — event 77"],
            ["Bidder", "Bid no.", "Item 1 – NVIDIA L40S 48GB", "Item 2 – NVIDIA L4 24GB", "Sum"],
            ["Budget (buyer)", None, 8_000, 2_400, None],
            ["Nordlicht IT AB", 11, 7_850, 2_310, "—"],
            ["Fjord Systems AS", 12, "declined", 2_290, "—"],
            ["Average", None, 7_850, 2_300, None],
        ],
        title="Comparison",
        more=[("Event", [["Event", "77"], ["Currency", "EUR"]], "visible")],
    )
    p = analyse(f, today=TODAY)
    got = [(q.source_row, q.device_id, q.price_min, q.currency, q.cell, q.offered_by) for q in p.rows]
    assert got == [
        (4, L40S, 7_850, "EUR", "C4", "Nordlicht IT AB"),
        (4, "nvidia-l4", 2_310, "EUR", "D4", "Nordlicht IT AB"),
        (5, "nvidia-l4", 2_290, "EUR", "D5", "Fjord Systems AS"),
    ]
    said = {k: str(v) for k, v in reasons(p).items()}
    assert "not an offer" in said[3] and "not an offer" in said[6]
    assert "Fjord Systems AS" in said[5] and "no offer" in said[5]


def test_lines_that_are_no_product_say_what_they_are_in_the_users_terms(tmp_path):
    # Welsh and Faroese summary lines: the words in the model column with a dash for a price, or in another column
    # than the model's; a device's row with an empty price keeps its own reason
    f = write(
        tmp_path / "dyfynbris.xlsx",
        [
            ["Dyfynbris — prisiau mewn GBP"],
            ["Rhif", "Disgrifiad", "Nifer", "Pris uned (GBP)", "Cyfanswm (GBP)"],
            [1, "NVIDIA L40S 48GB", 2, 6_300, 12_600],
            [2, "NVIDIA L4 24GB", 4, 2_050, 8_200],
            [3, "NVIDIA H100 SXM5 80GB", 1, None, None],
            [None, "Cludo ac yswiriant", None, "—", "—"],
            [None, "Is-gyfanswm", None, "—", 20_800],
            [None, None, None, "TAW @ 20%", 4_160],
            [None, None, None, "Tilsamans við MVG", "—"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.source_row, q.price_min) for q in p.rows] == [(3, 6_300), (4, 2_050)]
    said = {k: str(v) for k, v in reasons(p).items()}
    assert "empty" in said[5]
    assert "shipping" in said[6]
    assert "total" in said[7]
    assert "tax" in said[8]
    assert "total" in said[9]


def test_basque_headers_conditions_and_a_price_to_ask_for(tmp_path):
    f = write(
        tmp_path / "aurrekontua.xlsx",
        [
            ["Aurrekontua — prezioak eurotan (EUR), BEZ gabe"],
            ["Zk.", "Deskribapena", "Egoera", "Kopurua", "Unitateko prezioa", "Zenbatekoa"],
            [1, "NVIDIA L40S 48GB", "berria", 3, "7.450,00 €", "22.350,00 €"],
            [2, "NVIDIA L4 24GB", "erabilia", 2, "1.980,00 €", "3.960,00 €"],
            [3, "NVIDIA H100 SXM5 80GB", "berria", 1, "Kontsultatu", None],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.source_row, q.device_id, q.price_min, q.condition, q.price_on_request) for q in p.rows]
    assert got[:2] == [(3, L40S, 7_450, "new", False), (4, "nvidia-l4", 1_980, "used", False)]
    assert got[2][0] == 5 and got[2][4]


def test_a_welsh_unit_price_is_no_yearly_rate_and_a_hausa_monthly_rent_over_a_term_is_a_lease(tmp_path):
    cy = write(
        tmp_path / "dyfynbris.xlsx",
        [
            ["Dyfynbris — prisiau mewn GBP, heb gynnwys TAW"],
            ["Rhif", "Disgrifiad", "Nifer", "Pris yr uned (GBP)"],
            [1, "NVIDIA L40S 48GB", 2, 6_300],
        ],
    )
    q = analyse(cy, today=TODAY).rows[0]
    assert (q.price_kind, q.price_min) == ("purchase", 6_300)
    ha = write(
        tmp_path / "haya.xlsx",
        [
            ["Farashin haya a Naira (NGN) kowane wata"],
            ["Lamba", "Kaya", "Tsawon kwangila (watanni)", "Hayar wata-wata (NGN)"],
            [1, "NVIDIA L40S 48GB", 12, 1_450_000],
            [2, "NVIDIA L40S 48GB", 24, 1_290_000],
        ],
    )
    rows = analyse(ha, today=TODAY).rows
    assert [(q.price_kind, q.price_min) for q in rows] == [("lease", 1_450_000), ("lease", 1_290_000)]


def test_offer_details_in_romansh_and_basque_notes_validity_tax_and_condition(tmp_path):
    rm = write(
        tmp_path / "offerta.xlsx",
        [
            ["OFFERTA — Exempel SA"],
            ["Data: 20-11-2026 · Valaivla fin ils 15-12-2026 · Pretschs senza TPV (8,1 %)"],
            ["Pos.", "Descripziun", "Dumber", "Stadi", "Pretsch per unitad"],
            [1, "NVIDIA L40S 48GB", 2, "revais", "CHF 7'120.–"],
            [2, "NVIDIA L4 24GB", 1, "duvrà", "CHF 1'750.–"],
            [3, "NVIDIA H100 SXM5 80GB", 1, "nov", "sin dumonda"],
        ],
    )
    p = analyse(rm, today=TODAY)
    got = [(q.condition, q.quote_date, q.valid_until, q.tax) for q in p.rows]
    assert got[:2] == [
        ("refurbished", "2026-11-20", "2026-12-15", "excl"),
        ("used", "2026-11-20", "2026-12-15", "excl"),
    ]
    assert p.rows[2].price_on_request and p.rows[2].condition == "new"
    eu = write(
        tmp_path / "aurrekontua.xlsx",
        [
            ["AURREKONTUA", "Donostia, 2026ko azaroaren 18a"],
            ["Prezioak eurotan, BEZ gabe"],
            ["Baliozkotasuna: 15 egun (2026-12-03 arte)"],
            ["Zk.", "Deskribapena", "Kopurua", "Unitateko prezioa"],
            [1, "NVIDIA L40S 48GB", 2, "7.300,00 €"],
        ],
    )
    q = analyse(eu, today=TODAY).rows[0]
    assert (q.quote_date, q.valid_until, q.tax, q.price_min) == ("2026-11-18", "2026-12-03", "excl", 7_300)


def test_tax_basis_validity_and_condition_in_galician_faroese_and_telugu_notes(tmp_path):
    gl = write(
        tmp_path / "orzamento.xlsx",
        [
            ["ORZAMENTO — Exemplo, S.L."],
            ["Data: 10/11/2026 · Validez: ata o 24/11/2026 · Prezos sen IVE (21 %)"],
            ["Cód.", "Descrición", "Cant.", "Prezo (€)", "Importe (€)"],
            ["X1", "NVIDIA L40S 48GB", 2, 7_350, 14_700],
        ],
    )
    q = analyse(gl, today=TODAY).rows[0]
    assert (q.tax, q.tax_rate, q.quote_date, q.valid_until) == ("excl", 0.21, "2026-11-10", "2026-11-24")
    fo = write(
        tmp_path / "tilbod.xlsx",
        [
            ["TILBOÐ — Dømi P/F"],
            ["Dagfesting: 12.11.2026 · Galdandi til 26.11.2026 · Prísir eru við MVG (25 %)"],
            ["Nr.", "Lýsing", "Tal", "Støða", "Prísur pr. stk. (DKK)"],
            [1, "NVIDIA L40S 48GB", 1, "brúkt", 41_900],
        ],
    )
    q = analyse(fo, today=TODAY).rows[0]
    assert (q.tax, q.condition, q.quote_date, q.valid_until) == ("incl", "used", "2026-11-12", "2026-11-26")
    te = write(
        tmp_path / "kotesan.xlsx",
        [
            ["కొటేషన్"],
            ["తేదీ: 05-11-2026 · చెల్లుబాటు: 10 రోజులు (15-11-2026 వరకు) · ధరలు GST 18% మినహా"],
            ["క్ర.సం.", "వివరణ", "పరిమాణం", "స్థితి", "యూనిట్ ధర (₹)"],
            [1, "NVIDIA L40S 48GB", 1, "వాడినది", "₹6,10,000"],
        ],
    )
    q = analyse(te, today=TODAY).rows[0]
    assert (q.tax, q.condition, q.valid_until, q.price_min) == ("excl", "used", "2026-11-15", 610_000)


def test_a_buyback_section_is_what_the_vendor_pays_not_an_offer(tmp_path):
    f = tmp_path / "offre.csv"
    f.write_text(
        "Offre de prix - Exemple SARL\n"
        "Réf;Désignation;Qté;PU HT (EUR)\n"
        "A1;NVIDIA L40S 48GB;2;7.150,00\n"
        "RACHAT;Nous rachetons vos anciennes cartes:;;\n"
        "R1;Rachat NVIDIA A100 PCIe 40GB (prix payé);1;3.100,00\n",
        encoding="utf-8",
    )
    p = analyse(f, today=TODAY)
    assert [(q.source_row, q.price_min) for q in p.rows] == [(3, 7_150)]
    assert "trade-in" in str(reasons(p)[5])


def test_a_storage_line_under_a_rate_card_is_a_service_not_a_product(tmp_path):
    f = write(
        tmp_path / "rates.xlsx",
        [
            ["GPU rate card (USD per GPU-hour)"],
            ["GPU", "Rate (USD/GPU-hr)"],
            ["NVIDIA L40S 48GB", 1.15],
            ["NVIDIA H100 SXM5 80GB", 2.45],
            ["Block storage USD 0.10/GB-month, billed separately", None],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [q.source_row for q in p.rows] == [3, 4]
    assert "service" in str(reasons(p)[5])


def test_slashed_dates_of_a_us_dollar_sheet_not_in_english_are_day_first(tmp_path):
    f = write(
        tmp_path / "pwofoma.xlsx",
        [
            ["PWOFÒMA — Egzanp S.A."],
            ["Dat: 03/11/2026 · Pri yo valab 5 jou (08/11/2026) · TCA 10% pa ladan l"],
            ["#", "Deskripsyon", "Kantite", "Pri inite (US$)"],
            [1, "NVIDIA L40S 48GB", 1, "US$ 7,400.00"],
        ],
    )
    q = analyse(f, today=TODAY).rows[0]
    assert (q.quote_date, q.valid_until, q.tax, q.currency) == ("2026-11-03", "2026-11-08", "excl", "USD")
