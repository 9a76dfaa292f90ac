"""Words, currencies and numbers of languages and writing habits the importer learned from blind corpus 7, each on a
new sheet written here (never a corpus file): a currency named only in the sheet's own language, a home currency
assumed and marked, a letter sign before space-grouped amounts, a shared sign resolved by the language, a scale said
once above the table, other scripts' digits, prices per TFLOPS, misread scanned figures, Ethiopian-calendar and
Bikram Sambat dates, 'until' after a date, and an outright purchase in a lease table."""

import math

import pytest

from gpucompare.sheets.importer import analyse
from gpucompare.sheets.importer.notes import ethiopian_to_gregorian
from gpucompare.sheets.prices import parse_price

from .conftest import TODAY
from .test_conventions import by_row, write

H100_PCIE = "nvidia-h100-pcie-80gb"
L40S = "nvidia-l40s"
RTX4090 = "nvidia-rtx-4090"
A100_PCIE_80 = "nvidia-a100-pcie-80gb"


@pytest.mark.parametrize(
    "title, head, price_head, price, currency",
    [
        # Albanian: lekë in the header only, a dotted thousands group and a decimal comma
        ("OFERTË ÇMIMI Nr. 12", "Përshkrimi", "Çmimi për njësi pa TVSH (Lekë)", "2.450.000,00", "ALL"),
        # Armenian: the dram sign in the header
        ("ԳՆԱՅԻՆ ԱՌԱՋԱՐԿ", "Ապրանքի անվանում", "Միավորի գին (֏)", 12_600_000, "AMD"),
        # Amharic: birr in the header
        ("የዋጋ ማቅረቢያ", "የዕቃው ዝርዝር", "የአንዱ ዋጋ (ብር)", 3_990_000, "ETB"),
        # Azerbaijani: the manat sign in the header
        ("KOMMERSİYA TƏKLİFİ", "Malın adı", "Qiymət ƏDV-siz (₼)", 48_000, "AZN"),
        # Macedonian: denars ('ден.'), which the Serbian dinar's 'дин.' is not
        ("ПОНУДА бр. 4", "Опис", "Цена без ДДВ (ден.)", 1_720_000, "MKD"),
        # Cantonese: Hong Kong dollars in words in the header
        ("行情", "型號", "價錢 (港幣)", 228_000, "HKD"),
    ],
)
def test_a_currency_named_only_in_the_sheets_own_language_is_read(tmp_path, title, head, price_head, price, currency):
    f = write(
        tmp_path / "s.xlsx",
        [[title], [], [head, price_head], ["NVIDIA H100 PCIe 80GB", price], ["NVIDIA L40S 48GB", price]],
    )
    p = analyse(f, today=TODAY)
    q = by_row(p)[4]
    assert (q.device_id, q.currency) == (H100_PCIE, currency)
    assert q.price_min == pytest.approx(2_450_000 if isinstance(price, str) else price)


def test_a_bare_amount_in_a_language_with_one_home_currency_is_that_currency_marked_for_review(tmp_path):
    """Mongolian sheets are priced in tögrög: bare amounts are read in it, said in a warning and marked for review,
    never taken silently."""
    f = write(
        tmp_path / "s.xlsx",
        [
            ["ҮНИЙН САНАЛ"],
            ["Барааны нэр", "Тоо ширхэг", "Нэгж үнэ"],
            ["NVIDIA H100 80GB PCIe", 2, 98_000_000],
            ["NVIDIA L40S 48GB", 4, 28_500_000],
        ],
    )
    p = analyse(f, today=TODAY)
    q = by_row(p)[3]
    assert (q.device_id, q.currency, q.price_min) == (H100_PCIE, "MNT", 98_000_000)
    assert q.needs_review and q.confidence < 1
    assert any("MNT" in str(w) for w in p.warnings)


@pytest.mark.parametrize(
    "text, currency, value",
    [
        ("R 62 500,00", "ZAR", 62_500),
        ("R 7 184 000,00", "ZAR", 7_184_000),
        ("R612,400.00", "ZAR", 612_400),
        ("Bs 198.450,00", "BOB", 198_450),
        ("N52,800,000.00", "NGN", 52_800_000),
    ],
)
def test_a_letter_sign_before_an_amount_with_thousands_groups_is_its_currency(text, currency, value):
    p = parse_price(text)
    assert (p.currency, p.min) == (currency, value)


@pytest.mark.parametrize("text", ["R 5", "R2D2", "Bs", "N100"])
def test_a_letter_alone_or_before_a_bare_number_is_no_currency(text):
    assert parse_price(text).currency is None


def test_a_rand_sheet_with_space_groups_imports(tmp_path):
    f = write(
        tmp_path / "s.xlsx",
        [
            ["KWOTASIE Nr. 7", None, None],
            ["Alle pryse in Rand, BTW uitgesluit (15%)"],
            ["Beskrywing", "Hoev.", "Eenheidsprys (R)"],
            ["NVIDIA L40S 48GB", 2, "R 158 750,00"],
            ["NVIDIA RTX A6000 48GB (tweedehands)", 1, "R 62 500,00"],
        ],
    )
    p = analyse(f, today=TODAY)
    rows = by_row(p)
    assert (rows[4].device_id, rows[4].currency, rows[4].price_min) == (L40S, "ZAR", 158_750)
    assert rows[5].price_min == 62_500 and rows[5].condition == "used"
    assert {q.tax for q in p.rows} == {"excl"}


@pytest.mark.parametrize(
    "rows, currency",
    [
        # Nepali words around the header: the rupee sign is the Nepalese rupee
        ([["कोटेसन"], ["विवरण", "परिमाण", "दर (रु.)"]], "NPR"),
        # Hindi words: the same sign is the Indian rupee
        ([["कोटेशन"], ["विवरण", "मात्रा", "मूल्य (रु.)"]], "INR"),
    ],
)
def test_a_rupee_sign_two_countries_write_is_the_one_of_the_sheets_language(tmp_path, rows, currency):
    f = write(tmp_path / "s.xlsx", [*rows, ["NVIDIA H100 PCIe 80GB", "१", "३३,७५,०००"]])
    p = analyse(f, today=TODAY)
    (q,) = p.rows
    assert (q.device_id, q.currency, q.price_min) == (H100_PCIE, currency, 3_375_000)


def test_devanagari_digits_count_the_cards_of_a_server(tmp_path):
    f = write(
        tmp_path / "s.xlsx",
        [
            ["कोटेसन"],
            ["विवरण", "परिमाण", "दर (रु.)"],
            ["सर्भर: Dell PowerEdge R760xa, ४ x NVIDIA L40S 48GB", "१", "५१,८०,०००"],
        ],
    )
    (q,) = analyse(f, today=TODAY).rows
    assert (q.device_id, q.units_per_item, q.price_min) == (L40S, 4, 1_295_000)


def test_a_scale_said_once_above_the_table_multiplies_every_price_and_says_so(tmp_path):
    f = write(
        tmp_path / "s.xlsx",
        [
            ["ҮНИЙН САНАЛ"],
            ["Үнэ: мянган төгрөгөөр (₮ 000), НӨАТ орсон"],
            ["Барааны нэр", "Тоо ширхэг", "Нэгж үнэ"],
            ["NVIDIA H100 80GB PCIe", 2, 98_450],
            ["NVIDIA GeForce RTX 4090 24GB", 4, 6_150],
        ],
    )
    p = analyse(f, today=TODAY)
    rows = by_row(p)
    assert (rows[4].currency, rows[4].price_min) == ("MNT", 98_450_000)
    assert rows[5].price_min == 6_150_000
    assert any("1,000" in str(w) for w in p.warnings)


def test_a_burmese_price_in_lakhs_with_myanmar_digits(tmp_path):
    f = write(
        tmp_path / "s.xlsx",
        [
            ["ဈေးနှုန်းစာရင်း"],
            ["ရက်စွဲ - ၂၀၂၆ ခုနှစ်၊ ဒီဇင်ဘာလ ၁ ရက်"],
            ["ပစ္စည်းအမည်", "အရေအတွက်", "ဈေးနှုန်း (သိန်း)"],
            ["NVIDIA L40S 48GB", "၁", "၃၉၀"],
            ["NVIDIA GeForce RTX 4090 24GB", "၂", "၈၄.၅"],
        ],
    )
    p = analyse(f, today=TODAY)
    rows = by_row(p)
    assert (rows[4].device_id, rows[4].currency, rows[4].price_min) == (L40S, "MMK", 39_000_000)
    assert rows[5].price_min == pytest.approx(8_450_000)
    assert rows[4].quote_date == "2026-12-01"


def test_rental_rates_per_tflops_hour_become_rates_per_device_hour(tmp_path):
    """A Kyrgyz rate card priced in som per TFLOPS-hour, on demand and on a 12-month contract: each device's rate is
    the TFLOPS the sheet gives it times the rate, for both columns."""
    f = write(
        tmp_path / "s.xlsx",
        [
            ["GPU ИЖАРАСЫ — ТАРИФТЕР"],
            ["Баалар сом менен, КНС 12% кошулган."],
            [
                "GPU модели",
                "FP16 TFLOPS (1 GPU, тыгыз)",
                "Талап боюнча, сом/TFLOPS·саат",
                "12 айлык келишим, сом/TFLOPS·саат",
            ],
            ["NVIDIA L40S 48GB", 362, "0,25", "0,18"],
            ["NVIDIA A100 SXM4 80GB", 312, "0,30", "0,20"],
        ],
    )
    p = analyse(f, today=TODAY)
    got = sorted((q.source_row, q.price_kind, round(q.price_min, 2), q.currency) for q in p.rows)
    assert got == [
        (4, "hourly", 90.5, "KGS"),
        (4, "hourly_reserved", 65.16, "KGS"),
        (5, "hourly", 93.6, "KGS"),
        (5, "hourly_reserved", 62.4, "KGS"),
    ]


@pytest.mark.parametrize(
    "text, value",
    [("74 85O,OO", 74_850), ("l 2OЗ 2OO,OO", 1_203_200), ("1O,500", 10_500), ("З4 5OO,OO", 34_500)],
)
def test_a_scanned_figure_with_letters_for_digits_is_read_and_marked(text, value):
    p = parse_price(text, column_currency="BYN")
    assert p.min == value and p.note and not p.plain


@pytest.mark.parametrize("text", ["OOO", "lOl", "Ol", "I", "2O26 г.", "O 5OO"])
def test_letters_that_are_not_a_figure_stay_unread(text):
    p = parse_price(text, column_currency="BYN")
    assert p.error is not None and math.isnan(p.min)


def test_a_scanned_offer_imports_with_its_devices_and_prices_marked_for_review(tmp_path):
    f = write(
        tmp_path / "s.xlsx",
        [
            ["КАМЕРЦЫЙНАЯ ПРАПАНОВА № 9"],
            ["Цэны ўказаны ў беларускіх рублях з ПДВ 2O%"],
            ["Найменне тавару", "Кол-сць", "Цана за адз., руб. з ПДВ"],
            ["NVIDIA A1OO 8OGB PCIe (б/у)", "2", "З4 5OO,OO"],
            ["NVIDIA L4OS 48GB", "4", "25 l2O,5O"],
        ],
    )
    p = analyse(f, today=TODAY)
    rows = by_row(p)
    assert (rows[4].device_id, rows[4].currency, rows[4].price_min) == (A100_PCIE_80, "BYN", 34_500)
    assert (rows[5].device_id, rows[5].price_min) == (L40S, 25_120.5)
    assert all(q.needs_review for q in p.rows)
    assert any("A1OO" in str(w) for w in rows[4].warnings)


def test_ethiopian_calendar_dates_convert_to_the_gregorian_calendar():
    assert ethiopian_to_gregorian(2019, 3, 25) == "2026-12-04"  # ኅዳር 25, 2019 ዓ.ም
    assert ethiopian_to_gregorian(2018, 1, 1) == "2025-09-11"  # Meskerem 1 after a common year
    assert ethiopian_to_gregorian(2016, 1, 1) == "2023-09-12"  # ... before a Gregorian leap year
    assert ethiopian_to_gregorian(2019, 13, 7) is None  # Pagume has five or six days


def test_an_ethiopian_proforma_is_dated_by_its_own_calendar(tmp_path):
    f = write(
        tmp_path / "s.xlsx",
        [
            ["የዋጋ ማቅረቢያ (Proforma)"],
            ["ቀን፡ ታኅሣሥ 2 ቀን 2019 ዓ.ም"],
            ["የዕቃው ዝርዝር", "ብዛት", "የአንዱ ዋጋ (ብር)"],
            ["NVIDIA L40S 48GB (አዲስ)", 2, 1_262_500],
        ],
    )
    (q,) = analyse(f, today=TODAY).rows
    assert (q.device_id, q.currency, q.quote_date, q.condition) == (L40S, "ETB", "2026-12-11", "new")


def test_a_bikram_sambat_date_is_not_a_quote_date_the_gregorian_one_beside_it_is(tmp_path):
    f = write(
        tmp_path / "s.xlsx",
        [
            ["कोटेसन"],
            ["मिति: २०८३/०८/१५ (1 December 2026)"],
            ["विवरण", "परिमाण", "दर (रु.)"],
            ["NVIDIA L40S 48GB", "२", "११,४०,५००"],
        ],
    )
    (q,) = analyse(f, today=TODAY).rows
    assert q.quote_date == "2026-12-01"


@pytest.mark.parametrize(
    "cells, valid_until",
    [
        (["Tarix: 01.12.2026", "Təklif 20.12.2026 tarixinədək qüvvədədir"], "2026-12-20"),
        (["Огноо: 2026.12.01", "Хүчинтэй хугацаа: 2026.12.16 хүртэл"], "2026-12-16"),
    ],
)
def test_until_written_after_the_date_is_the_offers_end(cells, valid_until):
    import datetime as dt

    from gpucompare.sheets.importer.notes import read_notes

    n = read_notes(cells, dt.date(2026, 12, 4))
    assert (n.as_of, n.valid_until) == ("2026-12-01", valid_until)


def test_an_outright_purchase_row_in_a_lease_table_is_a_purchase(tmp_path):
    f = write(
        tmp_path / "s.xlsx",
        [
            ["GPU சர்வர் வாடகை திட்டம்"],
            ["சர்வர் அமைப்பு", "காலம் (மாதங்கள்)", "மாத வாடகை (₹)"],
            ["Supermicro SYS-421GE-TNRT – 8 x NVIDIA L40S 48GB", 12, "₹6,48,000"],
            ["நேரடி கொள்முதல் (outright purchase): Supermicro SYS-421GE-TNRT – 8 x NVIDIA L40S 48GB", "—", "₹93,60,000"],
        ],
    )
    rows = by_row(analyse(f, today=TODAY))
    assert (rows[3].price_kind, rows[3].price_min) == ("lease", 81_000)
    assert (rows[4].price_kind, rows[4].price_min) == ("purchase", 1_170_000)


@pytest.mark.parametrize(
    "text, default, low, high, currency",
    [
        ("12.5-13万", None, 125_000, 130_000, "CNY"),
        ("HK$24k-26k", None, 24_000, 26_000, "HKD"),
        ("$9.8萬", "HKD", 98_000, 98_000, "HKD"),
        ("1.25E+04", "EUR", 12_500, 12_500, "EUR"),
    ],
)
def test_ranges_scales_and_scientific_notation(text, default, low, high, currency):
    p = parse_price(text, default_currency=default)
    assert (p.min, p.max, p.currency) == (low, high, currency)


def test_an_empty_price_cell_takes_the_next_price_column_in_that_columns_currency(tmp_path):
    """A Dominican quotation with a US$ and an RD$ unit price column, one filled per row: a row with only the RD$
    price is in pesos, never in dollars."""
    f = write(
        tmp_path / "s.xlsx",
        [
            ["COTIZACIÓN No. 77"],
            ["Cant.", "Descripción", "Precio Unit. US$", "Precio Unit. RD$"],
            [1, "NVIDIA H100 PCIe 80GB", 26_350, None],
            [4, "NVIDIA L40S 48GB", None, 498_500],
        ],
    )
    rows = by_row(analyse(f, today=TODAY))
    assert (rows[3].currency, rows[3].price_min) == ("USD", 26_350)
    assert (rows[4].device_id, rows[4].currency, rows[4].price_min) == (L40S, "DOP", 498_500)
    assert rows[4].needs_review


def test_a_buy_back_offer_titled_above_the_table_makes_no_quotes(tmp_path):
    """A Maltese buy-back offer: the title says the sender buys the cards listed; every row is a request to buy."""
    f = write(
        tmp_path / "s.xlsx",
        [
            ["OFFERTA GĦAX-XIRI LURA TA' GPUs UŻATI"],
            ["Aħna nixtru minn għandkom il-kards elenkati hawn taħt."],
            ["Mudell", "Kundizzjoni", "Prezz li noffru (€) kull biċċa"],
            ["NVIDIA A100 40GB PCIe", "Użata", 3_450],
            ["NVIDIA Tesla T4 16GB", "Użata", 240],
        ],
    )
    p = analyse(f, today=TODAY)
    assert p.rows == []
    assert {r.source_row for r in p.rejected} >= {4, 5}
    assert all("buy" in str(r.reason) for r in p.rejected if r.source_row in (4, 5))


@pytest.mark.parametrize(
    "cells, as_of, valid_until, tax, rate",
    [
        # a scanned Belarusian note: O, l and З for 0, 1 and 3 in its dates and its VAT rate
        (
            ["ад ЗO.ll.2O26 г.      Сапраўдная да lO.l2.2O26 г.", "Цэны ўказаны ў беларускіх рублях з ПДВ 2O%"],
            "2026-11-30",
            "2026-12-10",
            "incl",
            0.2,
        ),
        # a Tamil note: all amounts exclude GST 18 % ('தொகைகளும்', amounts, is no total line)
        (["தேதி: 01-12-2026", "அனைத்து தொகைகளும் ஜிஎஸ்டி 18% தவிர"], "2026-12-01", None, "excl", 0.18),
    ],
)
def test_notes_in_new_languages_and_scans_give_dates_and_tax(cells, as_of, valid_until, tax, rate):
    import datetime as dt

    from gpucompare.sheets.importer.notes import read_notes

    n = read_notes(cells, dt.date(2026, 12, 4))
    assert (n.as_of, n.valid_until, n.tax, n.tax_rate) == (as_of, valid_until, tax, rate)


def test_a_figure_in_a_note_is_read_as_digits_only_where_it_holds_one():
    import datetime as dt

    from gpucompare.sheets.importer.notes import read_notes

    n = read_notes(["Iso l2tp, I will call", "Version 2.1, ISO 9001", "lO.l2.2O26"], dt.date(2026, 12, 4))
    low = [t.lower() for t in n.texts]
    assert "l2tp" in low[0] and " i will" in low[0]  # a word with a digit in it, and the pronoun, stay words
    assert "2.1" in low[1] and "9001" in low[1]
    assert low[2] == "10.12.2026"


@pytest.mark.parametrize(
    "note, valid_until",
    [
        ("Valid po ang presyo hanggang Disyembre 9 lang.", "2026-12-09"),
        ("Prices valid until January 15.", "2027-01-15"),  # after the quote's December: the next year's
        ("Angebot gültig bis 9. Dezember", "2026-12-09"),
    ],
)
def test_a_validity_date_without_its_year_takes_the_quotes_year_or_the_next(tmp_path, note, valid_until):
    f = write(
        tmp_path / "s.xlsx",
        [
            ["Quotation 2026-12-02"],
            [note],
            ["Model", "Price (PHP)"],
            ["NVIDIA L40S 48GB", 472_500],
        ],
    )
    (q,) = analyse(f, today=TODAY).rows
    assert (q.quote_date, q.valid_until) == ("2026-12-02", valid_until)


def test_a_hong_kong_list_reads_its_spec_column_ranges_and_wan(tmp_path):
    """A Cantonese street-market list: Hong Kong dollars said in a note, the memory in a 規格 column, a range in 萬,
    面議 on request, 冇貨 out of stock."""
    f = write(
        tmp_path / "s.xlsx",
        [
            ["先達 GPU 行情 (2026年12月1日)"],
            ["單位：港幣 HK$；價錢跟市況郁"],
            ["型號", "規格", "新/二手", "價錢"],
            ["A100 PCIe", "80GB", "二手", "$9.8萬"],
            ["H100 PCIe", "80GB", "新", "21.5-22.5萬"],
            ["H200 NVL", "141GB", "新", "面議"],
            ["RTX 3090", "24GB", "二手", "冇貨"],
        ],
    )
    p = analyse(f, today=TODAY)
    rows = by_row(p)
    assert (rows[4].device_id, rows[4].currency, rows[4].price_min, rows[4].condition) == (
        A100_PCIE_80,
        "HKD",
        98_000,
        "used",
    )
    assert (rows[5].device_id, rows[5].price_min, rows[5].price_max) == (H100_PCIE, 215_000, 225_000)
    assert rows[6].price_on_request
    assert 7 in {r.source_row for r in p.rejected}


@pytest.mark.parametrize(
    "text, value", [("₱1,685,000 bawat isa", 1_685_000), ("₱1,584,000 buo", 1_584_000), ("₱472,500 / pc", 472_500)]
)
def test_taglish_words_after_a_peso_price_are_read_around_it(text, value):
    p = parse_price(text)
    assert (p.currency, p.min) == ("PHP", value)


@pytest.mark.parametrize(
    "note, scale, currency",
    [
        ("Prices in thousands of USD", 1000, "USD"),
        ("Preise in Tausend EUR", 1000, "EUR"),
        ("All amounts in ₹ lakh", 100_000, "INR"),
        # prose that mentions thousands is no scale: a scale note is short and names the money
        ("Trusted by thousands of customers. All prices include delivery.", None, None),
    ],
)
def test_a_scale_note_is_short_and_names_the_money(note, scale, currency):
    import datetime as dt

    from gpucompare.sheets.importer.notes import read_notes

    n = read_notes([note], dt.date(2026, 12, 4))
    assert (n.scale, n.currency) == (scale, currency)


def test_a_sign_two_countries_put_before_amounts_is_marked_unless_the_sheet_tells():
    """'Bs' is the Bolivian boliviano and the Venezuelan bolívar: read as bolivianos with a note where nothing else
    tells, as the sheet's currency where its notes name one of them."""
    p = parse_price("Bs 198.450,00")
    assert (p.currency, p.min) == ("BOB", 198_450) and p.note
    p = parse_price("Bs 198.450,00", sheet_currency="VES")
    assert (p.currency, p.note) == ("VES", None)
    p = parse_price("Bs 198.450,00", sheet_currency="BOB")
    assert (p.currency, p.note) == ("BOB", None)


@pytest.mark.parametrize(
    "text, currency, value",
    [("៛ ១២៣,៤៥០", "KHR", 123_450), ("၁,၁၂၅", None, 1_125), ("३३,७५,०००", None, 3_375_000)],
)
def test_khmer_myanmar_and_devanagari_digits_are_read(text, currency, value):
    p = parse_price(text, default_currency="XXX")
    assert p.min == value and p.currency == (currency or "XXX")
