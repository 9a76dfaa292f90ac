"""Money: conversion through the dated FX table and the way prices read in each language."""

import pytest

from gpucompare.core.money import FxTable, PriceRange, Rate, format_money, format_range
from gpucompare.errors import BadArgument


def test_conversion_uses_newest_rate_and_user_overrides():
    fx = FxTable.bundled()
    assert fx.rates["CNY"].as_of == "2026-09-25"
    assert fx.convert(6.711, "CNY", "USD") == pytest.approx(1.0)
    user = fx.with_overrides([Rate("CNY", 7.0, "2026-12-01", "user")])
    assert user.convert(700, "CNY", "USD") == pytest.approx(100)
    with pytest.raises(BadArgument):
        fx.convert(1, "XYZ", "USD")


def test_chinese_reads_wan_and_yi():
    assert format_money(125000, "CNY", "zh_CN") == "¥12.5万"
    assert format_money(120_000_000, "CNY", "zh_CN") == "¥1.2亿"
    assert format_money(125000, "CNY", "en") == "¥125,000"
    assert format_money(25000, "USD", "en") == "$25,000"
    assert format_range(PriceRange(100000, 120000, "CNY"), "zh_CN") == "¥10万–12万"
    assert format_range(PriceRange(float("nan"), float("nan"), "CNY"), "zh_CN") == "价格面议"


def test_dollars_in_chinese_never_read_dollar_sign_wan():
    assert format_money(5_250_000, "USD", "zh_CN") == "525万美元"
    assert format_money(125000, "CNY", "zh_CN") == "¥12.5万"
    assert format_money(25000, "USD", "en") == "$25,000"


def test_a_quote_in_wan_is_exact_to_the_yuan():
    from gpucompare.core.money import format_amount
    from gpucompare.i18n import set_backend

    set_backend(None, "zh_CN")
    try:
        assert format_amount(19_999, "CNY") == "1.9999万"  # a quote is never rounded to 2万
        assert format_amount(320_000, "CNY") == "32万"
        assert format_amount(1_234_567_890, "CNY") == "12.3456789亿"
        assert format_amount(9_999, "CNY") == "9,999"
    finally:
        set_backend(None, "en")
    assert format_amount(19_999, "CNY") == "19,999"


def test_a_range_is_written_in_one_scale():
    from gpucompare.core.money import format_money_range

    # a cost band from under a million to over it: both ends in millions, never '$822,165 – $3.05M'
    assert format_money_range(822_165, 3.05e6, "USD") == "$0.822–3.05M"
    assert format_money_range(5e8, 2e9, "USD") == "$0.5–2B"
    assert format_money_range(2.46e6, 13.3e6, "USD") == "$2.46–13.3M"  # the unit once, as in '$0.88–3.65M' beside it
    assert format_money_range(48_700, 62_600, "USD") == "$48,700–62,600"
    assert format_money_range(822_165, 3.05e6, "CNY", "zh_CN") == "¥82.2万–305万"
