"""Causes the sixth blind corpus showed, each fixed as a mechanism and tested here on sheets written for the test (other
words, numbers and layouts than the corpus): a language's home currency the rate table lacks is no reason to refuse a
file, a percent-formatted discount cell holds a fraction, a tax phrase in a price header is no scale word ('m/VSK'),
and languages added as data only (Slovenian, Slovak, Lithuanian, Latvian, Icelandic, Georgian, Urdu, Uzbek)."""

import pytest

from gpucompare.sheets.importer import analyse
from gpucompare.sheets.prices import header_units

from .conftest import TODAY
from .test_conventions import L40S, by_row, reasons, write

RTX_4090 = "nvidia-rtx-4090"
RTX_5090 = "nvidia-rtx-5090"
H100_NVL = "nvidia-h100-nvl"


def test_a_home_currency_without_a_rate_does_not_refuse_the_file(tmp_path):
    """A Serbian price list naming no currency: dinars have no rate in the bundled table, so the prices cannot be
    checked against reference prices; the file is read, each price asking for its currency, never refused."""
    path = write(
        tmp_path / "cenovnik.xlsx",
        [
            ["Šifra", "Naziv artikla", "Količina", "Cena"],
            ["G-1", "NVIDIA GeForce RTX 4090 24GB", 2, 265000],
            ["G-2", "NVIDIA L40S 48GB", 1, 1150000],
        ],
    )
    p = analyse(path, today=TODAY)  # no exception: the file is read
    assert len(p.rows) + len(p.rejected) >= 2
    got = {q.source_row: (q.device_id, q.currency) for q in p.rows}
    for row in (2, 3):
        assert row in got or "currency" in reasons(p)[row]


def test_a_slovenian_offer_with_a_percent_formatted_discount(tmp_path):
    """A Slovenian offer: list price less a per-line discount whose cells are percent-formatted fractions (0.12 shown
    as 12 %), in euros (the language's currency), before DDV."""
    path = write(
        tmp_path / "ponudba.xlsx",
        [
            ["PONUDBA št. 77/2026"],
            ["Šifra", "Naziv artikla", "Kol.", "Cena", "Rabat %", "Vrednost brez DDV"],
            ["L40S", "NVIDIA L40S 48GB", 2, 8000, 0.12, 14080],
            ["R4090", "NVIDIA GeForce RTX 4090 24GB", 3, 2100, 0.05, 5985],
            ["PREV", "Prevoz", 1, 40, 0, 40],
        ],
        formats={"E3": "0%", "E4": "0%", "E5": "0%"},
    )
    q = by_row(analyse(path, today=TODAY))
    assert (q[3].device_id, q[3].currency, q[3].price_min) == (L40S, "EUR", pytest.approx(7040))
    assert (q[4].device_id, q[4].price_min) == (RTX_4090, pytest.approx(1995))


def test_a_discount_typed_as_text_keeps_its_percent(tmp_path):
    path = write(
        tmp_path / "angebot.xlsx",
        [
            ["Art.-Nr.", "Bezeichnung", "Menge", "Preis EUR", "Rabatt %"],
            ["A1", "NVIDIA L40S 48GB", 1, 8000, "0,5 %"],
        ],
    )
    q = by_row(analyse(path, today=TODAY))
    assert q[2].price_min == pytest.approx(7960)


def test_a_tax_phrase_in_a_price_header_is_no_scale():
    assert header_units("Verð m/VSK") == (None, 1.0)  # Icelandic 'með VSK': with VAT, not millions
    assert header_units("Price ($m)") == ("USD", 1e6)
    assert header_units("单价(万元)") == ("CNY", 1e4)


def test_an_icelandic_price_list_in_kronur(tmp_path):
    path = write(
        tmp_path / "verdskra.xlsx",
        [
            ["Verðskrá – skjákort"],
            ["Vörunúmer", "Vara", "Ástand", "Verð m/VSK", "Lager"],
            ["A-1", "NVIDIA GeForce RTX 5090 32GB", "nýtt", 612990, 3],
            ["A-2", "NVIDIA GeForce RTX 4090 24GB", "notað", 219990, 1],
            ["A-3", "NVIDIA H100 NVL 94GB", "nýtt", "Hafið samband", 0],
        ],
        formats={"D3": '#,##0 "kr."', "D4": '#,##0 "kr."'},
    )
    q = by_row(analyse(path, today=TODAY))
    assert (q[3].device_id, q[3].currency, q[3].price_min) == (RTX_5090, "ISK", 612990)
    assert (q[4].device_id, q[4].condition) == (RTX_4090, "used")
    assert q[5].price_on_request


def test_a_georgian_price_list_in_lari_is_no_stock_list(tmp_path):
    path = write(
        tmp_path / "fasebi.xlsx",
        [
            ["კოდი", "დასახელება", "მდგომარეობა", "ფასი (დღგ-ს ჩათვლით)", "მარაგი"],
            ["X1", "NVIDIA L40S 48GB", "ახალი", "25 100,00 ₾", "კი"],
            ["X2", "NVIDIA GeForce RTX 4090 24GB", "მეორადი", "4 980,50 ₾", "2 ც."],
        ],
    )
    q = by_row(analyse(path, today=TODAY))
    assert (q[2].device_id, q[2].currency, q[2].price_min) == (L40S, "GEL", 25100)
    assert (q[3].price_min, q[3].condition) == (4980.5, "used")


def test_an_urdu_price_list_in_rupees_with_a_dash_end(tmp_path):
    path = write(
        tmp_path / "qeemat.xlsx",
        [
            ["نمبر شمار", "ماڈل", "حالت", "قیمت (روپے)"],
            [1, "NVIDIA GeForce RTX 5090 32GB", "نیا", "Rs. 1,120,000/-"],
            [2, "NVIDIA GeForce RTX 4090 24GB", "استعمال شدہ", "Rs. 612,500/-"],
        ],
    )
    q = by_row(analyse(path, today=TODAY))
    assert (q[2].device_id, q[2].currency, q[2].price_min) == (RTX_5090, "PKR", 1_120_000)
    assert (q[3].price_min, q[3].condition) == (612_500, "used")


def test_rupees_in_an_english_sheet_stay_indian(tmp_path):
    path = write(
        tmp_path / "quote.xlsx",
        [["Item", "Description", "Unit Price"], [1, "NVIDIA GeForce RTX 4090 24GB", "Rs. 2,15,000"]],
    )
    q = by_row(analyse(path, today=TODAY))
    assert q[2].currency == "INR"


def test_an_uzbek_offer_in_som_with_and_without_vat(tmp_path):
    path = write(
        tmp_path / "taklif.xlsx",
        [
            ["TIJORAT TAKLIFI № 12"],
            ["№", "Mahsulot nomi", "Soni", "Narxi (QQSsiz)", "Narxi (QQS bilan)"],
            [1, "NVIDIA GeForce RTX 4090 24GB (yangi)", 2, 25_000_000, 28_000_000],
            [2, "NVIDIA L40S 48GB (ishlatilgan)", 1, 100_000_000, 112_000_000],
        ],
        formats={f"{c}{r}": '#,##0.00 "so\'m"' for c in "DE" for r in (3, 4)},
    )
    q = by_row(analyse(path, today=TODAY))
    assert (q[3].device_id, q[3].currency, q[3].price_min, q[3].tax) == (RTX_4090, "UZS", 28_000_000, "incl")
    assert q[4].condition == "used"


@pytest.mark.parametrize(
    "name, header, price, currency",
    [
        ("ponuka.xlsx", ["Kód", "Názov položky", "Množstvo", "Jedn. cena s DPH"], "9 120,00", "EUR"),
        ("pasiulymas.xlsx", ["Prekės kodas", "Prekės pavadinimas", "Kiekis", "Kaina su PVM"], "9 120,00", "EUR"),
        ("piedavajums.xlsx", ["Artikuls", "Nosaukums", "Daudzums", "Cena ar PVN"], "9 120,00", "EUR"),
    ],
)
def test_euro_languages_read_their_vat_inclusive_price(tmp_path, name, header, price, currency):
    path = write(tmp_path / name, [header, ["L-1", "NVIDIA L40S 48GB", 2, price]])
    q = by_row(analyse(path, today=TODAY))
    assert (q[2].device_id, q[2].currency, q[2].price_min, q[2].tax) == (L40S, currency, 9120, "incl")


def test_a_column_converted_at_a_stated_rate_is_no_price(tmp_path):
    """A Romanian offer in euros with a lei column at the BNR rate written above the table: the lei column is the
    euro one times that rate, a conversion; the quote is the euro price."""
    path = write(
        tmp_path / "oferta.xlsx",
        [
            ["OFERTĂ nr. 55"],
            ["Curs BNR:", 5.0912],
            ["Cod", "Denumire", "Cant.", "Preț unitar EUR fără TVA", "Preț unitar RON"],
            ["A", "NVIDIA L40S 48GB", 2, 7800, 7800 * 5.0912],
            ["B", "NVIDIA GeForce RTX 4090 24GB", 1, 1950, 1950 * 5.0912],
        ],
    )
    p = analyse(path, today=TODAY)
    q = by_row(p)
    assert (q[4].device_id, q[4].currency, q[4].price_min) == (L40S, "EUR", 7800)
    assert (q[5].currency, q[5].price_min) == ("EUR", 1950)
    assert any("conversion" in str(c) for c in p.conventions)


def test_a_column_in_a_constant_ratio_with_no_rate_stated_is_left_alone(tmp_path):
    """Two price columns in a constant ratio that the sheet does not state (a list price 25 % over the net one) are
    no conversion: the usual choice stands."""
    path = write(
        tmp_path / "offer.xlsx",
        [
            ["Item", "Description", "Qty", "List price USD", "Net price USD"],
            ["A", "NVIDIA L40S 48GB", 2, 10000, 8000],
            ["B", "NVIDIA GeForce RTX 4090 24GB", 1, 2500, 2000],
        ],
    )
    q = by_row(analyse(path, today=TODAY))
    assert (q[2].price_min, q[3].price_min) == (8000, 2000)


def test_a_framework_agreement_price_is_the_ceiling_less_the_committed_discount(tmp_path):
    """A framework agreement list: the agreed price where given (already discounted: never discounted again), else
    the ceiling price less the committed discount rate (a fraction), marked for review."""
    path = write(
        tmp_path / "kuangjia.xlsx",
        [
            ["序号", "品目", "型号", "计量单位", "最高限价（元）", "承诺下浮率", "协议价（元）"],
            [1, "GPU加速卡", "NVIDIA L40S 48GB", "块", 60000, 0.05, 57000],
            [2, "GPU加速卡", "GeForce RTX 4090 24GB", "块", 20000, 0.1, None],
        ],
    )
    q = by_row(analyse(path, today=TODAY))
    assert (q[2].device_id, q[2].price_min) == (L40S, 57000)
    assert (q[3].device_id, q[3].price_min) == (RTX_4090, pytest.approx(18000))
    assert q[3].needs_review


def test_a_submission_time_column_is_never_a_price(tmp_path):
    """A form export: a submission-time column (its header holds 时) beside a yes/no tax column and the quoted
    amount; neither the times nor the yes/no answers are prices."""
    path = write(
        tmp_path / "xunjia.xlsx",
        [
            ["序号", "提交时间", "产品型号", "数量", "报价金额", "是否含税"],
            [1, "2026-11-20 09:15:02", "L40S 48G", 4, 52000, "是"],
            [2, "2026-11-21 16:40:55", "RTX 4090 24G", 10, 16800, "否"],
        ],
    )
    q = by_row(analyse(path, today=TODAY))
    assert (q[2].device_id, q[2].price_min, q[2].price_kind) == (L40S, 52000, "purchase")
    assert (q[3].device_id, q[3].price_min) == (RTX_4090, 16800)


def test_east_african_shillings_written_with_a_slash_equals(tmp_path):
    """'1,085,000/=' (no cents, East African style) is a price, in the column's shillings."""
    path = write(
        tmp_path / "quotation.xlsx",
        [
            ["Item", "Description", "Qty", "Unit Price (KES)"],
            [1, "NVIDIA GeForce RTX 4090 24GB", 2, "342,000/="],
            [2, "NVIDIA L40S 48GB", 1, "1,090,500/="],
        ],
    )
    q = by_row(analyse(path, today=TODAY))
    assert (q[2].device_id, q[2].currency, q[2].price_min) == (RTX_4090, "KES", 342_000)
    assert q[3].price_min == 1_090_500


def test_a_baltic_csv_is_read_as_windows_1257(tmp_path):
    """A Latvian CSV saved as Windows-1257 (ā ē ī ū š ž are single bytes other code pages read as other letters)."""
    text = (
        "Nr.;Nosaukums;Daudzums;Cena ar PVN;Piezīmes\n"
        "1;NVIDIA L40S 48GB;2;8 820,90;jauna, piegāde 2 nedēļās\n"
        "2;NVIDIA GeForce RTX 4090 24GB;1;2 310,00;lietota, garantija 3 mēneši\n"
    )
    path = tmp_path / "piedavajums.csv"
    path.write_bytes(text.encode("cp1257"))
    p = analyse(path, today=TODAY)
    q = by_row(p)
    assert (q[2].device_id, q[2].currency, q[2].price_min) == (L40S, "EUR", 8820.9)
    assert p.mapping["notes"]["header"] == "Piezīmes"
    assert q[2].notes.startswith("jauna, piegāde 2 nedēļās")


def test_an_uzbek_module_of_eight_gpus_is_priced_per_gpu(tmp_path):
    """'moduli, 8 ta GPU' (a module of 8 GPUs, Uzbek counting word 'ta'): the price is divided by 8."""
    path = write(
        tmp_path / "taklif.xlsx",
        [
            ["№", "Mahsulot nomi", "Soni", "Narxi (QQS bilan), so'm"],
            [1, "NVIDIA HGX H100 80GB SXM5 moduli, 8 ta GPU", 1, 3_200_000_000],
        ],
    )
    q = by_row(analyse(path, today=TODAY))
    assert (q[2].currency, q[2].price_min) == ("UZS", 400_000_000)
