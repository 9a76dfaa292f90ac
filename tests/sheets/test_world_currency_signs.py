"""Currency signs from the Unicode CLDR (data/currency_symbols.csv): a sign the lexicon's words lack, glued to an
amount, names its currency; a sign several currencies write is decided by the sheet or marked for review; a sign
no currency writes is said as such, never 'not a number'. Every sheet is written here; none is a corpus file."""

import csv
import re

import pytest

from gpucompare.paths import data_file
from gpucompare.sheets import currency_signs
from gpucompare.sheets.importer import analyse
from gpucompare.sheets.prices import header_units, parse_price

from .conftest import TODAY
from .test_conventions import H100, L40S, reasons, write


def test_the_table_covers_the_worlds_currencies_and_cites_cldr():
    path = data_file("currency_symbols.csv")
    head = path.read_text(encoding="utf-8").splitlines()[0]
    assert re.search(r"CLDR version \d+ \(https://cldr\.unicode\.org\), read through Babel on \d{4}-\d\d-\d\d", head)
    with open(path, encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(line for line in fh if not line.startswith("#")))
    codes = {r["code"] for r in rows}
    assert len(codes) >= 150 and {"USD", "EUR", "CNY", "GTQ", "CRC", "PYG", "AOA", "LAK", "ZAR"} <= codes
    for r in rows:
        assert re.fullmatch(r"[A-Z]{3}", r["code"]), r
        assert r["sign"] and r["sign"] == r["sign"].strip() and "\u200f" not in r["sign"], r
        assert all(re.fullmatch(r"[A-Z0-9]{2,3}", t) for t in r["territories"].split()), r
        assert r["code"] in currency_signs.codes_of(r["sign"]), r  # every entry is found again


@pytest.mark.parametrize(
    ("cell", "currency", "amount"),
    [
        ("Q 15,400.00", "GTQ", 15_400),
        ("₡2 350 000,00", "CRC", 2_350_000),
        ("Gs. 71.300.000", "PYG", 71_300_000),
        ("Kz 12.640.000,00", "AOA", 12_640_000),
        ("₭ 96,500,000", "LAK", 96_500_000),
        ("R1 234.50", "ZAR", 1_234.5),
        ("₲ 8.100.000", "PYG", 8_100_000),
        ("31 000,000 DT", "TND", 31_000),
    ],
)
def test_a_sign_only_cldr_knows_names_the_currency(cell, currency, amount):
    got = parse_price(cell)
    assert got.ok and got.currency == currency and got.min == pytest.approx(amount), got
    assert got.note is None


def test_a_shared_sign_is_decided_by_the_sheet_or_marked():
    assert parse_price("Rs 4,200").note is not None  # Indian or Pakistani rupees: said
    by_sheet = parse_price("Rs 4,200", sheet_currency="PKR")
    assert by_sheet.currency == "PKR" and by_sheet.note is None


@pytest.mark.parametrize("cell", ["12 000 XQ", "Zz 4,500.00", "7 250,00 ¤¤"])
def test_an_unknown_sign_is_said_never_not_a_number(cell):
    got = parse_price(cell)
    assert not got.ok and "unknown currency sign" in str(got.error), got


@pytest.mark.parametrize("cell", ["H100", "8x", "80GB", "N100"])
def test_model_names_and_counts_are_not_signs(cell):
    assert "currency sign" not in str(parse_price(cell).error)


def test_a_sheet_in_quetzales_and_one_with_an_unknown_sign(tmp_path):
    f = write(
        tmp_path / "cotizacion.xlsx",
        [
            ["Cotización"],
            ["Descripción", "Cant.", "Precio unitario"],
            ["NVIDIA H100 SXM5 80GB", 2, "Q 241,300.00"],
            ["NVIDIA L40S 48GB", 4, "Q 63,900.00"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.device_id, q.price_min, q.currency) for q in p.rows] == [(H100, 241_300, "GTQ"), (L40S, 63_900, "GTQ")]
    g = write(
        tmp_path / "offer.xlsx",
        [["Item", "Qty", "Unit price"], ["NVIDIA H100 SXM5 80GB", 1, "Xq 30,100.00"]],
    )
    said = str(reasons(analyse(g, today=TODAY))[2])
    assert "unknown currency sign 'Xq'" in said and "not a number" not in said


@pytest.mark.parametrize(
    ("cell", "amount"),
    [
        ("₹14.20 लाख प्रति नग", 1_420_000),
        ("₹3.05 कोटी प्रति सर्व्हर", 30_500_000),
        ("₹2,74,500 प्रति नग", 274_500),
    ],
)
def test_a_price_in_lakh_or_crore_followed_by_what_it_is_for(cell, amount):
    got = parse_price(cell)
    assert got.ok and got.currency == "INR" and got.min == pytest.approx(amount), got


def test_a_lao_quotation_in_millions_of_kip_with_lao_digits(tmp_path):
    f = write(
        tmp_path / "lao.xlsx",
        [
            ["ໃບສະເໜີລາຄາ"],
            ["ລ/ດ", "ລາຍການ", "ຈຳນວນ", "ລາຄາ/ໜ່ວຍ (ລ້ານກີບ)"],
            ["໑", "NVIDIA H100 SXM5 80GB", "໑", "໖໑໒.໕"],
            ["໒", "NVIDIA L40S 48GB", "໓", "໑໗໔"],
            ["ຄ່າຂົນສົ່ງ", "", "", "໒.໕"],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.device_id, q.price_min, q.currency) for q in p.rows]
    assert got == [(H100, pytest.approx(612_500_000), "LAK"), (L40S, pytest.approx(174_000_000), "LAK")]


def test_a_price_per_superchip_is_one_device_whatever_the_rack_name_counts(tmp_path):
    f = write(
        tmp_path / "proforma.xlsx",
        [
            ["Valores em Kwanzas"],
            ["Descrição", "Qtd.", "Preço Unit. (Kz)"],
            ["NVIDIA GB200 NVL72 — por superchip GB200", 4, "58.200.000,00"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.price_min, q.currency, q.offer) for q in p.rows] == [(58_200_000, "AOA", "card")]


@pytest.mark.parametrize(
    ("header", "currency"),
    [
        ("Preço Unit. (Kz)", "AOA"),
        ("Prix (DT)", "TND"),
        ("Price (₲)", "PYG"),
        ("Distance (km)", None),
        ("Qty (M)", None),
    ],
)
def test_a_sign_in_brackets_in_a_header_names_the_column_currency(header, currency):
    assert header_units(header)[0] == currency


@pytest.mark.parametrize(
    ("cell", "amount"), [("about 3.75 lor", 3.75), ("S$ 1,250 lah", 1_250), ("around 0.64 leh", 0.64)]
)
def test_a_spoken_particle_after_an_amount_says_nothing_about_it(cell, amount):
    got = parse_price(cell, sheet_currency="SGD")
    assert got.ok and got.currency == "SGD" and got.min == pytest.approx(amount), got


def test_meticais_and_kwanzas_are_portuguese_words():
    got = parse_price("2 140 000,00 MT")
    assert (got.currency, got.min) == ("MZN", 2_140_000)
    assert header_units("Preço (kwanzas)")[0] == "AOA"


def test_a_kurdish_list_in_thousands_of_dinars(tmp_path):
    f = write(
        tmp_path / "nirx.xlsx",
        [
            ["نرخنامە"],
            ["ناوی کاڵا", "ژمارە", "بار", "نرخی دانە (هەزار دینار)"],
            ["NVIDIA H100 SXM5 80GB", 1, "نوێ", 41_200],
            ["NVIDIA L40S 48GB", 3, "بەکارهاتوو", 9_800],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.device_id, q.price_min, q.currency, q.condition) for q in p.rows]
    assert got == [(H100, 41_200_000, "IQD", "new"), (L40S, 9_800_000, "IQD", "used")]


@pytest.mark.parametrize(
    ("header", "currency", "scale"),
    [("Unit price (£000)", "GBP", 1000), ("Price (USD '000)", "USD", 1000), ("Amount €000s", "EUR", 1000)],
)
def test_a_sign_before_000_in_a_header_says_the_amounts_are_in_thousands(header, currency, scale):
    assert header_units(header) == (currency, scale)


def test_a_sheet_in_thousands_of_pounds(tmp_path):
    f = write(
        tmp_path / "quote.xlsx",
        [
            ["Description", "Qty", "Unit price (£000)"],
            ["NVIDIA H100 SXM5 80GB", 2, 24.15],
            ["NVIDIA L40S 48GB", 1, 6.9],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.device_id, q.price_min, q.currency, q.price_kind) for q in p.rows]
    assert got == [(H100, pytest.approx(24_150), "GBP", "purchase"), (L40S, pytest.approx(6_900), "GBP", "purchase")]


def test_a_welsh_quotation_in_thousands_of_pounds_is_a_purchase_not_a_yearly_rate(tmp_path):
    f = write(
        tmp_path / "dyfynbris.xlsx",
        [
            ["DYFYNBRIS", "", "", ""],
            ["Dyddiad: 02/12/2026    Dilys tan: 30/12/2026"],
            ["Disgrifiad", "Nifer", "Cyflwr", "Pris yr uned (£000)"],
            ["NVIDIA H100 SXM5 80GB", 2, "newydd", 24.4],
            ["NVIDIA L40S 48GB", 1, "ail-law", 5.25],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.device_id, q.price_min, q.currency, q.price_kind, q.condition) for q in p.rows]
    assert got == [
        (H100, pytest.approx(24_400), "GBP", "purchase", "new"),
        (L40S, pytest.approx(5_250), "GBP", "purchase", "used"),
    ]
    assert all(str(q.valid_until) == "2026-12-30" for q in p.rows)


def test_a_shared_sign_whose_currencies_all_group_with_dots_reads_the_dot_as_thousands():
    got = parse_price("kr. 74.300,-")
    assert got.min == 74_300 and got.currency in ("DKK", "ISK", "NOK") and got.note is not None
    assert parse_price("$ 1.250").min == 1.25  # '$' is written with a decimal dot too


def test_a_faroese_quotation_is_in_danish_kroner(tmp_path):
    f = write(
        tmp_path / "tilbod.xlsx",
        [
            ["TILBOÐ"],
            ["Dagfesting: 02.12.2026 · Galdandi til 16.12.2026 · Prísir eru við MVG (25 %)"],
            ["Nr.", "Lýsing", "Tal", "Støða", "Prísur pr. stk."],
            [1, "NVIDIA H100 SXM5 80GB", 1, "nýtt", "kr. 203.400,-"],
            [2, "NVIDIA L40S 48GB", 2, "brúkt", "kr. 48.900,-"],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.device_id, q.price_min, q.currency, q.condition) for q in p.rows]
    assert got == [(H100, 203_400, "DKK", "new"), (L40S, 48_900, "DKK", "used")]


def test_a_basque_quotation_with_amounts_as_text(tmp_path):
    f = write(
        tmp_path / "aurrekontua.xlsx",
        [
            ["AURREKONTUA", "Donostia, 2026ko azaroaren 28a"],
            ["Prezioak eurotan, BEZik gabe"],
            ["Deskribapena", "Egoera", "Kopurua", "Unitateko prezioa", "Zenbatekoa"],
            ["NVIDIA H100 SXM5 80GB", "berria", 2, "29.750,00 €", "59.500,00 €"],
            ["NVIDIA L40S 48GB", "erabilia", 4, "6.180,00 €", "24.720,00 €"],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.device_id, q.price_min, q.currency, q.condition) for q in p.rows]
    assert got == [(H100, 29_750, "EUR", "new"), (L40S, 6_180, "EUR", "used")]
    assert all(str(q.quote_date) == "2026-11-28" for q in p.rows)


def test_an_isizulu_rate_card_with_a_committed_rate_column(tmp_path):
    f = write(
        tmp_path / "amanani.xlsx",
        [
            ["Amanani ngehora ngamaRandi (R)"],
            ["Uhlobo", "Ama-GPU", "Ngehora (ngokufunwa)", "Ngehora (isivumelwano sezinyanga ezi-12)"],
            ["1 x NVIDIA H100 SXM5 80GB", 1, "R44.10", "R35.20"],
            ["1 x NVIDIA L40S 48GB", 1, "R19.60", "—"],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.device_id, q.price_min, q.currency, q.price_kind) for q in p.rows]
    assert got == [
        (H100, 44.10, "ZAR", "hourly"),
        (H100, 35.20, "ZAR", "hourly_reserved"),
        (L40S, 19.60, "ZAR", "hourly"),
    ]
