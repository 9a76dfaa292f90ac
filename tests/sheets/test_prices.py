"""The price parser: every form the design names, and fuzzing that it never raises and reads back what it wrote."""

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gpucompare.sheets.prices import format_plain, header_units, parse_price, sheet_note_units


@pytest.mark.parametrize(
    "cell, context, expected",
    [
        ("10w~12w", {"sheet_currency": "CNY"}, (100_000, 120_000, "CNY")),
        ("2.5万-3万美元", {}, (25_000, 30_000, "USD")),
        ("25万-35万", {"sheet_currency": "CNY"}, (250_000, 350_000, "CNY")),
        ("¥19,999", {"sheet_currency": "CNY"}, (19_999, 19_999, "CNY")),
        ("$289,000.00", {}, (289_000, 289_000, "USD")),
        ("27.450,00 €", {}, (27_450, 27_450, "EUR")),
        ("от 25 000 до 30 000", {"column_currency": "USD"}, (25_000, 30_000, "USD")),
        ("１０.５", {"column_currency": "CNY", "column_scale": 1e4}, (105_000, 105_000, "CNY")),
        ("1.2亿", {"sheet_currency": "CNY"}, (120_000_000, 120_000_000, "CNY")),
        ("$3.5k", {}, (3_500, 3_500, "USD")),
        ("15499", {"column_currency": "USD"}, (15_499, 15_499, "USD")),
        (15499.0, {"column_currency": "USD"}, (15_499, 15_499, "USD")),
        (12, {"column_currency": "CNY", "column_scale": 1e4}, (120_000, 120_000, "CNY")),
        ("5.5w", {"sheet_currency": "CNY"}, (55_000, 55_000, "CNY")),
        ("15 000", {"column_currency": "USD"}, (15_000, 15_000, "USD")),
        ("1,599", {"default_currency": "USD"}, (1_599, 1_599, "USD")),
    ],
)
def test_prices_read_as_a_person_reads_them(cell, context, expected):
    p = parse_price(cell, **context)
    assert p.ok, p.error
    assert p.min == pytest.approx(expected[0]) and p.max == pytest.approx(expected[1]) and p.currency == expected[2]


@pytest.mark.parametrize("cell", ["价格面议", "面议", "询价", "TBD", "call", "по запросу"])
def test_price_on_request_is_kept_never_zero(cell):
    p = parse_price(cell, sheet_currency="CNY")
    assert p.ok and p.on_request and math.isnan(p.min)


@pytest.mark.parametrize(
    "cell, reason",
    [("fifteen thousand", "written in words"), (-5, "negative"), ("1e400", "too large"), ("", "empty"), (0, "is 0")],
)
def test_bad_prices_say_why(cell, reason):
    p = parse_price(cell, column_currency="USD")
    assert not p.ok and reason in p.error


def test_yen_sign_is_ambiguous_without_context():
    p = parse_price("¥19,999")
    assert p.currency == "CNY" and "JPY" in p.note  # the note names the other currency the sign may be
    assert parse_price("¥19,999", sheet_currency="CNY").note is None
    assert parse_price("¥19,999", sheet_currency="JPY").currency == "JPY"


def test_a_sign_several_currencies_share_is_read_by_the_column_or_language():
    """'kr' is Swedish, Norwegian and Danish crowns: the column's currency or the sheet's language decides."""
    assert parse_price("12 500 kr", column_currency="SEK").currency == "SEK"
    p = parse_price("12 500 kr")
    assert p.ok and p.min == 12_500 and p.note  # read as the usual one, and said


def test_units_in_headers_and_notes():
    assert header_units("单价(万元)") == ("CNY", 1e4)
    assert header_units("Price (USD)") == ("USD", 1.0)
    assert header_units("Цена, USD") == ("USD", 1.0)
    assert sheet_note_units("报价日期：2026-11-20    有效期：7天    单位：人民币元") == ("CNY", None)
    assert sheet_note_units("单位：万元") == ("CNY", 1e4)
    assert sheet_note_units("币种: USD") == ("USD", None)


@settings(max_examples=400, deadline=None)
@given(st.one_of(st.text(max_size=40), st.floats(allow_nan=True, allow_infinity=True), st.integers(), st.none()))
def test_parser_never_raises(value):
    p = parse_price(value, sheet_currency="CNY")
    assert p.ok or p.error
    if p.ok and not p.on_request:
        assert 0 < p.min <= p.max <= 1e10


@settings(max_examples=300, deadline=None)
@given(st.decimals(min_value=1, max_value=10**8, places=2), st.sampled_from(["comma", "euro", "space", "wan", "plain"]))
def test_formatted_prices_read_back(value, style):
    v = float(value)
    if style in ("space", "wan"):
        v = round(v)
    if style == "wan":
        v = round(v / 100) * 100 or 100.0
    text = format_plain(v, style)
    p = parse_price(text, sheet_currency="CNY")
    assert p.ok, (text, p.error)
    assert p.min == pytest.approx(v, rel=1e-9), text


@pytest.mark.parametrize(
    "cell, currency",
    [
        ("Dhs 110,000", "AED"),
        ("KD 9,200", "KWD"),
        ("E£ 1,500,000", "EGP"),
        ("1.500.000 ج.م", "EGP"),
        ("QAR 109,000", "QAR"),
        ("1.050.000,00 TL", "TRY"),
        ("TRY 1.050.000", "TRY"),
        ("Ft 11 000 000", "HUF"),
        ("£ 25,000", "GBP"),  # the pound sign alone is sterling, E£ the Egyptian pound
    ],
)
def test_gulf_egyptian_and_turkish_currency_signs_are_read(cell, currency):
    p = parse_price(cell)
    assert p.ok and p.currency == currency


@pytest.mark.parametrize("header", ["Country", "Entry price", "Industry", "Kdv", "Roadshow"])
def test_short_currency_codes_inside_words_are_not_currencies(header):
    assert header_units(header)[0] is None


# the usual number shape is read at once (import speed); every text reads as the general rules read it
@settings(max_examples=400, deadline=None)
@given(st.text(alphabet="0123456789,. '٣", min_size=1, max_size=16))
def test_the_usual_number_shape_reads_as_the_general_rules_read_it(text):
    from gpucompare.sheets.prices import _general_number, parse_number

    got, general = parse_number(text), _general_number(text)
    assert got == general or (got is not None and general is not None and math.isnan(got) and math.isnan(general))


@pytest.mark.parametrize("text", ["19,999", "19,999.00", "120993.67", "1,234,567.5", "007", "12.5", "1,234.5"])
def test_the_usual_number_shapes(text):
    from gpucompare.sheets.prices import _general_number, parse_number

    assert parse_number(text) == _general_number(text) == float(text.replace(",", ""))


def test_a_folded_price_text_is_the_same_when_folded_again():
    from gpucompare.sheets import prices

    for text, folded in (
        ("¥27,926.94", "¥27,926.94"),
        ("６７，３８０．９３", "67,380.93"),
        ("14.7614万", "14.7614万"),
        ("\u00a0¥1 ", "¥1"),
        ("NF5688M7，8×H20", "NF5688M7, 8×H20"),
    ):
        prices._FOLDED.clear()
        assert prices.fold(text) == folded  # folded afresh
        assert prices.fold(text) == folded  # the kept copy
        assert prices.fold("".join([text[:1], text[1:]])) == folded  # another string of the same text


def test_median_is_statistics_median():
    """The importer's medians (sheets.prices.median) are statistics.median's, value and type, without loading it."""
    import random
    import statistics

    from gpucompare.sheets.prices import median

    rnd = random.Random(7)
    for n in range(1, 40):
        for _ in range(20):
            xs = [rnd.choice([rnd.random() * 1e6, rnd.randint(0, 100), -rnd.random()]) for _ in range(n)]
            assert median(xs) == statistics.median(xs)
            assert type(median(xs)) is type(statistics.median(xs))
    assert median((3, 1, 2)) == 2 and median([4, 1, 2, 3]) == 2.5
    with pytest.raises(ValueError):
        median([])


def test_import_command_modules_load_no_statistics():
    """`gpucompare import` loads no `statistics` (with `fractions`, `decimal` and `random`: ~10 ms of start-up)."""
    import subprocess
    import sys

    code = (
        "import sys, gpucompare.cli, gpucompare.cli_data, gpucompare.sheets.importer, gpucompare.store; "
        "print(sorted(m for m in ('statistics', 'fractions', 'decimal') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
