"""The classes of decision blind corpus 35 (international documents) found, each tested on sheets written here (none
is a corpus file, none of their layouts):

- an ERP export's count per unit of measure ('UOM' | 'UOM_QTY': PK2 | 2) divides the pack's price per card;
- a consumption tax named in place of a VAT ('taxe de consommation (TC 10 %)'), Antigua's ABST and Aruba's
  BBO/BAVP/BAZV are tax words: the basis and the rate of the prices they speak of;
- an order confirmation: the price the buyer's order named ('Prijs volgens order', 'PO price') is the request, the
  confirmed price ('Bevestigde prijs', 'Confirmed price') the offer;
- a report's period ('Period: 1–30 November 2026') and a date months after the import day ('fixed ... to 31 March
  2027') are no quote date where the sheet gives another;
- a day and a year written in Roman numerals beside a month's name ('die III mensis Decembris MMXXVI'), and the
  Latin words of a price list (la.toml);
- a two-row head too long to read whole is read by its words outside brackets; 'Included' alone is no price; a
  service line named for cards ('Support renewal: ...') with its price in another column says it is a service;
- a freight quotation (money per kg of cargo) is refused saying so, a declared value is no price;
- Sango (sg.toml) and Cook Islands Māori (rar.toml): their tax, validity, months and condition words."""

import pytest

from gpucompare.sheets.header import match_header_cell, price_roles
from gpucompare.sheets.importer import BadInputFile, analyse
from gpucompare.sheets.importer.notes import roman_dates

from .conftest import TODAY
from .test_conventions import by_row, reasons, write

H100NVL = "nvidia-h100-nvl"
L40S = "nvidia-l40s"
L4 = "nvidia-l4"
RTX5090 = "nvidia-rtx-5090"


def _run(tmp_path, name, rows, **kw):
    return analyse(write(tmp_path / name, rows, **kw), today=TODAY)


# ---- a count per unit of measure


def test_a_count_per_unit_of_measure_divides_a_packs_price(tmp_path):
    path = tmp_path / "erp.csv"
    path.write_text(
        "Item;Description;Price;UOM;UOM Qty;Currency\n"
        "A1;NVIDIA L40S 48GB;9000;EA;1;USD\n"
        "A2;GeForce RTX 5090 32GB two cards;6400;PK2;2;USD\n"
        "A3;NVIDIA L4 24GB;9600;PK4;4;USD\n",
        encoding="utf-8",
    )
    assert match_header_cell("UOM_QTY").field == "units_per_item"
    q = by_row(analyse(path, today=TODAY))
    assert (q[2].device_id, q[2].price_min) == (L40S, 9000)
    assert (q[3].device_id, q[3].price_min) == (RTX5090, pytest.approx(3200))
    assert (q[4].device_id, q[4].price_min) == (L4, pytest.approx(2400))


# ---- tax words


@pytest.mark.parametrize(
    "note, rate",
    [
        ("Tous les prix hors taxe de consommation (TC 10 %).", 0.10),
        ("Prices exclusive of ABST (17%).", 0.17),
    ],
)
def test_a_tax_named_in_place_of_a_vat_gives_its_basis_and_rate(tmp_path, note, rate):
    rows = [
        [note],
        [],
        ["Item", "Qty", "Unit price (XCD)"],
        ["NVIDIA L40S 48GB PCIe", 2, 24_000],
    ]
    q = by_row(_run(tmp_path, "tax.xlsx", rows))
    assert (q[4].device_id, q[4].tax, q[4].tax_rate) == (L40S, "excl", pytest.approx(rate))


def test_arubas_turnover_taxes_excluded_in_dutch(tmp_path):
    rows = [
        ["Prijslijst december 2026, bedragen in Afl., exclusief BBO/BAVP/BAZV"],
        ["Omschrijving", "Prijs (Afl.)"],
        ["NVIDIA L4 24GB", 4_400],
    ]
    q = by_row(_run(tmp_path, "aw.xlsx", rows))
    assert (q[3].device_id, q[3].currency, q[3].tax) == (L4, "AWG", "excl")


# ---- an order confirmation


def test_the_confirmed_price_is_the_offer_not_the_ordered_one(tmp_path):
    assert price_roles("Prijs volgens order") == {"requested"}
    assert price_roles("Bevestigde prijs") == {"final"}
    rows = [
        ["Order confirmation OC-77, 2 December 2026, prices in USD"],
        ["Line", "Product", "Confirmed price", "Qty ordered", "PO price", "Qty confirmed"],
        [1, "NVIDIA H100 NVL 94GB", 30_500, 2, 29_900, 2],
        [2, "NVIDIA L4 24GB", 2_450, 4, 2_450, 0],
    ]
    q = by_row(_run(tmp_path, "oc.xlsx", rows))
    assert (q[3].device_id, q[3].price_min) == (H100NVL, 30_500)
    assert (q[4].device_id, q[4].price_min) == (L4, 2_450)


def test_a_dutch_confirmation_reads_the_confirmed_column(tmp_path):
    rows = [
        ["Orderbevestiging, 2 december 2026"],
        ["Artikel", "Bevestigde prijs (EUR)", "Bevestigd", "Prijs volgens order (EUR)", "Besteld"],
        ["NVIDIA L40S 48GB", 8_100, 3, 7_900, 3],
    ]
    assert match_header_cell("Bevestigd").field == "quantity"
    assert match_header_cell("Bevestigde prijs (EUR)").field == "price"
    q = by_row(_run(tmp_path, "ob.xlsx", rows))
    assert (q[3].device_id, q[3].price_min, q[3].currency) == (L40S, 8_100, "EUR")


# ---- dates that are no quote date


def test_a_reports_period_and_a_far_term_are_no_quote_date(tmp_path):
    rows = [
        ["Stock on consignment — Period: 1–30 November 2026 — Report date: 2 December 2026"],
        ["Description", "Closing qty", "Unit price (USD)"],
        ["NVIDIA L40S 48GB", 5, 8_000],
        [],
        ["Unit prices are held for the programme to 31 March 2027."],
    ]
    q = by_row(_run(tmp_path, "stock.xlsx", rows))
    assert q[3].quote_date == "2026-12-02"


def test_a_lone_far_date_still_dates_the_sheet(tmp_path):
    rows = [["Prices held to 31 March 2027"], ["Item", "Price (USD)"], ["NVIDIA L4 24GB", 2_400]]
    q = by_row(_run(tmp_path, "far.xlsx", rows))
    assert q[3].device_id == L4


# ---- Roman numerals and Latin


def test_roman_numerals_beside_a_months_name_are_a_day_and_a_year():
    assert roman_dates("Datum, die IV mensis Decembris MMXXVI.") == "Datum, die 4 mensis Decembris 2026."
    assert roman_dates("usque ad XXI Decembris MMXXVI") == "usque ad 21 Decembris 2026"
    # other capitals stay: a model's generation, a list's row number, a numeral far from a month
    assert roman_dates("Tesla V100 Gen IV card") == "Tesla V100 Gen IV card"
    assert roman_dates("Model X 3 Dec 2026") == "Model X 3 Dec 2026"


def test_a_latin_list_with_roman_dates(tmp_path):
    rows = [
        ["Index pretiorum. Datum Neapoli, die I mensis Decembris MMXXVI. Valet usque ad diem XV Decembris MMXXVI."],
        ["Pretia in EUR. Nullum vectigal additur."],
        [],
        ["Descriptio", "Pretium singulorum (EUR)", "Status", "Numerus"],
        ["NVIDIA L40S 48GB", 8_050, "usitatum", 1],
        ["NVIDIA L4 24GB", "Roga nos", "novum", 3],
        ["Vectura", 300, "", ""],
    ]
    p = _run(tmp_path, "la.xlsx", rows)
    q = by_row(p)
    assert (q[5].device_id, q[5].price_min, q[5].currency, q[5].condition) == (L40S, 8_050, "EUR", "used")
    assert (q[5].quote_date, q[5].valid_until) == ("2026-12-01", "2026-12-15")
    assert q[6].price_on_request
    assert 7 not in q


# ---- a two-row head over two offers, an 'Included' column, a service line priced elsewhere


def test_a_long_two_row_head_names_its_price_and_included_is_no_price(tmp_path):
    rows = [
        ["Quotation, 2 December 2026. Amounts in USD."],
        ["Product", "Unit price (USD)", "", "Included", "Qty"],
        ["", "Purchase outright (one payment)", "Rental per year (three-year term)", "", ""],
        ["NVIDIA L40S 48GB PCIe", 9_200, 3_900, "3-yr parts and labour", 2],
        ["Support renewal: NVIDIA L4 24GB cards", "", 150, "1-yr parts only", 6],
    ]
    assert match_header_cell("Included") is None and "not_price" in price_roles("Included")
    p = _run(tmp_path, "two.xlsx", rows, merged=("B2:C2",))
    q = by_row(p)
    assert (q[4].device_id, q[4].price_min) == (L40S, 9_200)
    assert "service" in reasons(p)[5]


# ---- a freight quotation


def test_a_freight_quotation_is_refused_saying_so(tmp_path):
    rows = [
        ["Air freight quote, 2 December 2026"],
        ["Goods", "Weight (kg)", "USD per kg", "Amount (USD)"],
        ["2 crates: NVIDIA H100 NVL 94GB cards", 30, 9.5, 285],
        ["Server with 8x NVIDIA L40S", 150, 9.5, 1_425],
        ["Airport handling", "", "", 60],
    ]
    with pytest.raises(BadInputFile, match="freight"):
        _run(tmp_path, "freight.xlsx", rows)


# ---- Sango and Cook Islands Māori


def test_a_sango_list_its_tax_validity_and_condition(tmp_path):
    rows = [
        ["Ngêrë nî na F CFA, TVA 19 % ayeke na yâ nî pëpe. Bangui, 1 Kakauka 2026, ayeke ngbâ juska 20 Kakauka 2026."],
        ["Ïrï tî yê", "Wüngö", "Fini wala ngbêrê", "Ngêrë tî ôko"],
        ["NVIDIA L4 24GB", 2, "ngbêrê", "1 400 000 F CFA"],
    ]
    q = by_row(_run(tmp_path, "sg.xlsx", rows))
    r = q[3]
    assert (r.device_id, r.currency, r.price_min, r.condition) == (L4, "XAF", 1_400_000, "used")
    assert (r.tax, r.tax_rate, r.quote_date, r.valid_until) == ("excl", pytest.approx(0.19), "2026-12-01", "2026-12-20")


def test_a_cook_islands_list_its_validity_and_condition(tmp_path):
    rows = [
        ["Ingoa", "Tūranga", "Moni no te ta'i (NZD)"],
        ["NVIDIA L40S 48GB PCIe", "tāito", 9_800],
        [],
        ["VAT 15% tei roto. Avarua, 1 Tītema 2026. Ka tū teia au moni ki te 15 Tītema 2026."],
    ]
    q = by_row(_run(tmp_path, "rar.xlsx", rows))
    r = q[2]
    assert (r.device_id, r.currency, r.condition, r.tax) == (L40S, "NZD", "used", "incl")
    assert r.valid_until == "2026-12-15"
