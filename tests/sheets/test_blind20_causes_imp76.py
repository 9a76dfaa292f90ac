"""The international causes of blind corpus 21, each a mechanism tested on workbooks written here (none is a corpus
file), in the corpus's language or layout and in at least one other: a currency sign written without its
abbreviation's dot; a one-letter scale word before a slash ('w/ IFF'); a price below its line's list price is already
after the line's discount; one quantity break is one offer at the price for the fewest units; a rate card's on-demand
rates in several regions are each a quote; a column headed as a count whose cells are amounts in a currency is the
price; a bare '$' in a currency column is the sheet's own dollar; a server line's host CPUs never name the offer; a
row naming no device whose amounts repeat or sum up the rows above is a summary, not an offer."""

import datetime as dt

import openpyxl
import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.sheets.currency_signs import codes_of
from gpucompare.sheets.importer import analyse
from gpucompare.sheets.importer.matching import Matcher
from gpucompare.sheets.prices import header_units

TODAY = dt.date(2026, 12, 5)


def _book(path, rows, merged=()):
    wb = openpyxl.Workbook()
    ws = wb.active
    for r in rows:
        ws.append(r)
    for m in merged:
        ws.merge_cells(m)
    wb.save(path)
    return path


def _quotes(p):
    return [(q.source_row, q.cell, q.device_id, q.price_kind, q.price_min, q.price_max) for q in p.rows]


def _why(p):
    return {r.source_row: str(r.reason) for r in p.rejected}


# --- a currency sign without its abbreviation's dot --------------------------------------------------------------


def test_a_sign_without_its_dot_is_the_same_currency():
    assert codes_of("Cg") == ("XCG",)  # CLDR writes 'Cg.': the Caribbean guilder since 2025
    assert codes_of("Afl") == ("AWG",)
    assert codes_of("Gs") == ("PYG",)
    assert codes_of("kr")[0] == "NOK"  # a sign CLDR writes without a dot keeps its own currencies first


@pytest.mark.parametrize(
    "title, head, cells, cur",
    [
        ("Lista di preis, 3 di desèmber 2026", "Preis pa unidat (Cg, sin OB)", ("Cg 4.850,00", "Cg 15.900,00"), "XCG"),
        ("Prijslijst 3 december 2026", "Prijs per stuk", ("Afl 4.850,00", "Afl 15.900,00"), "AWG"),
        ("Lista de precios 3/12/2026", "Precio", ("Gs 18.950.000", "Gs 69.500.000"), "PYG"),
    ],
    ids=["papiamentu-cg", "dutch-afl", "spanish-gs"],
)
def test_prices_in_a_sign_written_without_its_dot_are_read(tmp_path, title, head, cells, cur):
    rows = [[title], ["Code", "Description", head], ["A", "NVIDIA GeForce RTX 4090 24GB", cells[0]]]
    rows.append(["B", "NVIDIA L40S 48GB PCIe", cells[1]])
    p = analyse(_book(tmp_path / "s.xlsx", rows), today=TODAY)
    assert [(q.device_id, q.currency) for q in p.rows] == [("nvidia-rtx-4090", cur), ("nvidia-l40s", cur)]
    assert not p.rejected


# --- 'w/' is 'with', not 万 ---------------------------------------------------------------------------------------


def test_a_one_letter_scale_word_before_a_slash_is_an_abbreviation():
    assert header_units("GSA Price w/ IFF (USD)") == ("USD", 1.0)
    assert header_units("单价(w)")[1] == 10_000  # the Chinese 'w' (万) standing alone stays a scale
    assert header_units("Price ($ M)") == ("USD", 1_000_000)


# --- a list price, a discount and the price after it ---------------------------------------------------------------


def test_a_price_below_its_list_price_is_after_the_lines_discount(tmp_path):
    rows = [
        ["Authorized price list, effective 11/01/2026. Prices include the 0.75% fee."],
        ["Product Name", "Commercial List Price (USD)", "Discount off CLP", "GSA Price w/ IFF (USD)"],
        ["NVIDIA H100 NVL 94GB PCIe", 35_995, 0.175, 29_918.59],
        ["NVIDIA L40S 48GB PCIe", 11_495, 0.15, 9_844.03],
    ]
    p = analyse(_book(tmp_path / "gsa.xlsx", rows), today=TODAY)
    assert [(q.device_id, q.price_min, q.currency) for q in p.rows] == [
        ("nvidia-h100-nvl", 29_918.59, "USD"),
        ("nvidia-l40s", 9_844.03, "USD"),
    ]
    assert "35,995.00" in p.rows[0].notes  # the list price is said, never the price


def test_german_list_discount_and_your_price(tmp_path):
    rows = [
        ["Preisliste 2026-11-01"],
        ["Artikel", "Listenpreis (EUR)", "Rabatt", "Ihr Preis (EUR)"],
        ["NVIDIA L40S 48GB", 9_000, 0.1, 8_100],
        ["NVIDIA H100 NVL 94GB", 30_000, 0.15, 25_500],
    ]
    p = analyse(_book(tmp_path / "de.xlsx", rows), today=TODAY)
    assert [q.price_min for q in p.rows] == [8_100, 25_500]  # taken off once: not 7,290 and 21,675


# --- one quantity break ------------------------------------------------------------------------------------------


def test_one_quantity_break_is_one_offer_at_the_price_for_the_fewest_units(tmp_path):
    rows = [
        ["Trade price list (GBP, ex VAT) — prices valid until 18/12/2026"],
        ["Part No.", "Description", "1–7 units (£)", "8+ units (£)"],
        ["900-1", "NVIDIA GeForce RTX 5090 32GB", 2_090.34, 2_006.73],
        ["900-2", "NVIDIA L40S 48GB PCIe passive", 6_271.02, 6_020.18],
    ]
    p = analyse(_book(tmp_path / "uk.xlsx", rows), today=TODAY)
    assert [(q.price_min, q.price_max) for q in p.rows] == [(2_090.34, 2_090.34), (6_271.02, 6_271.02)]
    assert "2,006.73" in p.rows[0].notes  # the price past the break is said beside it


def test_a_german_break_pair_under_a_merged_header(tmp_path):
    rows = [
        ["Preisliste 2026-11-01 EUR"],
        ["Artikel", "Einzelpreis (EUR)", ""],
        ["", "1-4 Stk.", "ab 5 Stk."],
        ["NVIDIA L40S 48GB", 7_900, 7_500],
        ["NVIDIA H100 PCIe 80GB", 26_000, 25_000],
    ]
    p = analyse(_book(tmp_path / "de.xlsx", rows, merged=["B2:C2"]), today=TODAY)
    assert [(q.price_min, q.price_max) for q in p.rows] == [(7_900, 7_900), (26_000, 26_000)]


def test_three_tiers_quote_the_single_unit_price_as_one_break_does(tmp_path):
    # imp187: one rule for every quantity ladder (README, "Quantity breaks"): three tiers are no longer a range
    rows = [["Volume price list 2026-11-20 (USD)"], ["Model", "Price 1-9", "Price 10-49", "Price 50+"]]
    rows.append(["H200 SXM 141GB", 32_000, 31_000, 30_000])
    p = analyse(_book(tmp_path / "s.xlsx", rows), today=TODAY)
    assert (p.rows[0].price_min, p.rows[0].price_max) == (32_000, 32_000)
    assert "30,000.00" in p.rows[0].notes


# --- on-demand rates by region -----------------------------------------------------------------------------------


def test_regions_as_column_pairs_of_on_demand_and_one_year_rates(tmp_path):
    rows = [
        ["GPU cloud price comparison — USD, scraped 2026-12-01. Prices exclude taxes."],
        [],
        ["Provider", "GPU", "Unit", "US East", "", "EU West", ""],
        ["", "", "", "On-demand", "1-yr", "On-demand", "1-yr"],
        ["Altair", "H100 SXM 80GB", "per GPU-hr", 2.49, 1.89, 2.69, 2.05],
        ["Corvid", "8x H200 SXM node", "per node-hr (8 GPU)", 27.92, 20.72, 29.6, "n/a"],
    ]
    p = analyse(_book(tmp_path / "c.xlsx", rows, merged=["D3:E3", "F3:G3"]), today=TODAY)
    got = [(q.cell, q.price_kind, round(q.price_min, 4)) for q in p.rows]
    assert got == [
        ("D5", "hourly", 2.49),
        ("E5", "hourly_reserved", 1.89),
        ("F5", "hourly", 2.69),
        ("G5", "hourly_reserved", 2.05),
        ("D6", "hourly", 3.49),  # per node-hour ÷ 8
        ("E6", "hourly_reserved", 2.59),
        ("F6", "hourly", 3.7),
    ]


def test_on_demand_rates_in_two_zones_on_one_header_row(tmp_path):
    rows = [
        ["GPU rates 2026-12-01, USD, excl. taxes"],
        ["Provider", "GPU", "Frankfurt on-demand ($/GPU-hr)", "Tokyo on-demand ($/GPU-hr)"],
        ["A", "H100 SXM 80GB", 2.49, 2.79],
        ["C", "MI300X 192GB", 2.29, "n/a"],
    ]
    p = analyse(_book(tmp_path / "z.xlsx", rows), today=TODAY)
    assert [(q.cell, q.price_kind, q.price_min) for q in p.rows] == [
        ("C3", "hourly", 2.49),
        ("D3", "hourly", 2.79),
        ("C4", "hourly", 2.29),
    ]


# --- a price column headed by a word for 'count' -----------------------------------------------------------------


@pytest.mark.parametrize(
    "head, cells, cur",
    [
        (["نمبر", "تفصيل", "حالت", "في عدد قيمت (رپيا)"], ("Rs 7,45,000", "Rs 27,50,000"), "PKR"),
        (["Nambari", "Maelezo", "Hali", "Idadi bei"], ("KSh 245,000", "KSh 1,150,000"), "KES"),
    ],
    ids=["sindhi", "swahili"],
)
def test_a_column_headed_as_a_count_that_holds_amounts_is_the_price(tmp_path, head, cells, cur):
    rows = [["2026-12-03"], head, [1, "NVIDIA GeForce RTX 4090 24GB", "", cells[0]]]
    rows.append([2, "NVIDIA L40S 48GB PCIe", "", cells[1]])
    p = analyse(_book(tmp_path / "s.xlsx", rows), today=TODAY)
    assert [(q.cell, q.device_id, q.currency) for q in p.rows] == [
        ("D3", "nvidia-rtx-4090", cur),
        ("D4", "nvidia-l40s", cur),
    ]
    assert p.rows[1].price_min == (2_750_000 if cur == "PKR" else 1_150_000)  # lakh grouping read


# --- '$' and 'U$S' row by row -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "place, peso",
    [("Buenos Aires, 3 de diciembre de 2026", "ARS"), ("Montevideo, 3 de diciembre de 2026", "UYU")],
    ids=["argentina", "uruguay"],
)
def test_pesos_and_dollars_row_by_row(tmp_path, place, peso):
    rows = [
        [place],
        ["Cód.", "Descripción", "Cant.", "Moneda", "Precio unit. s/IVA"],
        ["V1", "Placa de video NVIDIA GeForce RTX 4090 24GB", 2, "$", "$ 3.950.000,00"],
        ["G1", "Acelerador NVIDIA L40S 48GB PCIe", 4, "U$S", "U$S 9.850,00"],
        ["S1", "Servidor 8x NVIDIA H200 SXM 141GB (HGX)", 1, "U$S", "U$S 398.000,00"],
    ]
    p = analyse(_book(tmp_path / "ar.xlsx", rows), today=TODAY)
    assert [(q.currency, q.price_min) for q in p.rows] == [(peso, 3_950_000), ("USD", 9_850), ("USD", 49_750)]


# --- host CPUs on a server line ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, device",
    [
        ("Server 8x AMD Instinct MI300X 192GB OAM, 2x EPYC 9654", "amd-mi300x"),
        ("Servidor 8x H200 SXM, 2x EPYC 9654", "nvidia-h200-sxm-141gb"),
        ("EPYC 9654", "amd-epyc-9654"),  # a CPU alone is still the CPU
    ],
)
def test_host_cpus_never_name_the_offer(text, device):
    assert Matcher(bundled_catalog()).match(text)[0].device_id == device


def test_a_server_priced_per_server_with_its_cpus_named_is_divided(tmp_path):
    rows = [
        ["Quotation 2026-12-03, SAR, excluding VAT"],
        ["No.", "Item", "Description", "Qty", "Unit Price (SAR)"],
        [1, "خادم MI300X", "Server 8x AMD Instinct MI300X 192GB OAM, 2x EPYC 9654", 1, 1_020_000],
        [2, "بطاقة L40S", "NVIDIA L40S 48GB PCIe", 8, 36_800],
    ]
    p = analyse(_book(tmp_path / "sa.xlsx", rows), today=TODAY)
    assert [(q.device_id, q.price_min) for q in p.rows][0] == ("amd-mi300x", 127_500)


# --- summary rows by their relation to the rows above -------------------------------------------------------------


@pytest.mark.parametrize("label", ["Median (per GPU-hr)", "Mediaan", "中位数"])
def test_a_median_row_is_no_offer_in_any_language(tmp_path, label):
    rows = [
        ["GPU rates 2026-12-01, USD"],
        ["Provider", "GPU", "On-demand ($/GPU-hr)", "1-yr reserved ($/GPU-hr)"],
        ["A", "H100 SXM 80GB", 2.49, 1.89],
        ["B", "H100 SXM 80GB", 2.19, 1.79],
        ["C", "H100 SXM 80GB", 2.69, 1.99],
        [label, "H100", 2.49, 1.89],
    ]
    p = analyse(_book(tmp_path / "m.xlsx", rows), today=TODAY)
    assert {q.source_row for q in p.rows} == {3, 4, 5}
    assert "summary row" in _why(p)[6]


def test_a_mean_row_is_a_summary_and_an_unknown_device_with_its_own_prices_stays(tmp_path):
    rows = [
        ["GPU rates 2026-12-01, USD"],
        ["Provider", "GPU", "On-demand ($/GPU-hr)", "1-yr reserved ($/GPU-hr)"],
        ["A", "H100 SXM 80GB", 2.40, 1.80],
        ["B", "L40S 48GB", 1.00, 0.80],
        ["C", "ZX-7 96GB", 3.10, 2.20],  # an unknown device at prices of its own: kept, for review
        ["Gjennomsnitt", "H100", 2.1667, 1.6],  # the mean of the three rows above
    ]
    p = analyse(_book(tmp_path / "m.xlsx", rows), today=TODAY)
    assert {q.source_row for q in p.rows} == {3, 4, 5}
    assert all(q.needs_review for q in p.rows if q.source_row == 5)
    assert "summary row" in _why(p)[6]


# --- '(Excl.)' in a price header and a column of rates above the totals' labels --------------------------------------


@pytest.mark.parametrize(
    "head, rate, cells",
    [
        (["Code", "Description", "Qty", "Unit Price (Excl.)", "Tax"], "15%", ("R 48 999,00", "R 152 500,00")),
        (["Item", "Description", "Qty", "Rate (excl.)", "VAT"], "13%", ("Rs 245,000.00", "Rs 1,150,000.00")),
    ],
    ids=["south-africa", "nepal-english"],
)
def test_an_excl_header_and_a_rate_column_with_labels_below(tmp_path, head, rate, cells):
    rows = [
        ["QUOTATION   Date: 2026/12/02"],
        head,
        ["G1", "NVIDIA GeForce RTX 5090 32GB", 2, cells[0], rate],
        ["G2", "NVIDIA L40S 48GB PCIe", 4, cells[1], rate],
        [],
        ["", "", "", "", "Total Exclusive"],
        ["", "", "", "", "Total VAT"],
    ]
    p = analyse(_book(tmp_path / "q.xlsx", rows), today=TODAY)
    assert [(q.tax, q.tax_rate) for q in p.rows] == [("excl", float(rate[:-1]) / 100)] * 2


# --- a tax the buyer withholds is taken off, never added to the rate ----------------------------------------------


@pytest.mark.parametrize(
    "lines, basis, rate",
    [
        (["VAT (12%)", "Less: Withholding Tax (2% EWT)", "Prices are VAT-inclusive."], "incl", 0.12),
        (["IVA 21%", "Retención IVA 3%", "Precios sin IVA"], "excl", 0.21),
        (["TPS (5 %)", "TVQ (9,975 %)"], None, 0.14975),  # two taxes on top of each other still add up
    ],
    ids=["philippines", "spanish-retencion", "quebec"],
)
def test_a_withheld_tax_is_no_part_of_the_rate(lines, basis, rate):
    from gpucompare.sheets.importer.notes import read_notes

    n = read_notes(lines, TODAY)
    assert (n.tax, n.tax_rate) == (basis, rate)
