"""An estimated amount keeps three significant figures in every language: the Chinese report wrote the run cost
the English one gives as '$10.6M' as '¥7098万' (four figures under a band of x0.5-x2.8)."""

import pytest

from gpucompare.core.money import format_money, format_money_range


@pytest.mark.parametrize(
    "amount, currency, text",
    [
        (70_983_000, "CNY", "¥7100万"),  # was ¥7098万
        (12_345_678, "CNY", "¥1230万"),
        (1_810_000, "CNY", "¥181万"),
        (99_996_000, "CNY", "¥1亿"),  # rounds across the unit: not ¥10000万
        (229_800_000, "CNY", "¥2.3亿"),
        (70_983_000, "USD", "7100万美元"),
        (12_345, "CNY", "¥1.23万"),
    ],
)
def test_chinese_amounts_have_three_figures(amount, currency, text):
    assert format_money(amount, currency, "zh_CN") == text


def test_english_amounts_have_three_figures_and_round_across_the_unit():
    assert format_money(10_612_345, "USD") == "$10.6M"
    # an estimated monthly bill below a million has three figures too, as the one above it ('$602,266' beside
    # '$1.03M' claimed six); a quoted price keeps its digits
    assert format_money(269_107, "USD") == "$269,000"
    assert format_money(269_107, "USD", exact=True) == "$269,107"
    assert format_money(999_600_000, "USD") == "$1B"  # not '$1000M'


def test_a_range_keeps_the_same_figures():
    # both ends in one unit, the high end's: '¥4150万–1.84亿' switched scale between its ends
    assert format_money_range(41_500_000, 184_000_000, "CNY", "zh_CN") == "¥0.415亿–1.84亿"
