"""Estimates read to the figures they support: money and counts to 3 significant figures in every face (counts in
万/亿 in Chinese, as money), a quoted price to its digits, a matmul factor of x1 not written as a term."""

import pytest

from gpucompare.core.estimate.assumptions import _matmuls
from gpucompare.core.estimate.results import count_text
from gpucompare.core.money import PriceRange, format_money, format_outlay, format_range
from gpucompare.i18n import localize, set_backend


@pytest.fixture
def chinese():
    set_backend(None, "zh_CN")
    try:
        yield
    finally:
        set_backend(None, "en")


def test_an_estimate_reads_to_three_figures():
    # the review's run: '$602,266' beside '$1.03M', '¥18.01 (¥8.20–59.20)'
    assert format_money(602_266, "USD") == "$602,000"
    assert format_money(1_031_000, "USD") == "$1.03M"
    assert format_money(18.01, "CNY") == "¥18.0"
    assert format_money(8.2, "CNY") == "¥8.20"
    assert format_money(59.2, "CNY") == "¥59.2"
    assert format_money(0.8, "USD") == "$0.80"  # cents kept below a dollar
    assert format_money(99.96, "USD") == "$100"


def test_a_quoted_price_keeps_its_digits():
    assert format_money(55.04, "USD", exact=True) == "$55.04"
    assert format_money(24_999, "USD", exact=True) == "$24,999"
    assert format_money(124_999, "CNY", "zh", exact=True) == "¥12.4999万"
    assert format_range(PriceRange(24_999, 24_999, "USD")) == "$24,999"


def test_an_outlay_from_a_range_middle_is_an_estimate():
    assert format_outlay(15_258_530.77, "USD", quoted=False) == "$15.3M"
    assert format_outlay(15_258_530.77, "USD", quoted=True) == "$15,258,530.77"
    assert format_outlay(152_585_307.7, "CNY", quoted=False, lang="zh") == "¥1.53亿"


def test_counts_read_in_wan_and_yi_in_chinese(chinese):
    assert count_text(5_640_000) == "564万"
    assert count_text(82_240) == "8.22万"
    assert count_text(123_400_000) == "1.23亿"
    assert count_text(100_000) == "10万"
    assert count_text(9_871) == "9,870"  # below 1万 a count reads as it does in English
    assert count_text(9_999) == "1万"  # rounded first, then the unit chosen
    assert count_text(14.07) == "14.1"


def test_counts_in_english_keep_m_and_b():
    assert count_text(5_640_000) == "5.64M"
    assert count_text(82_240) == "82,200"


def test_a_matmul_factor_of_one_is_no_term():
    assert localize(_matmuls(1.0004)) == "the matmuls run at the achieved rate"
    assert "x1 " not in localize(_matmuls(0.9996))
    assert localize(_matmuls(1.27)) == "the matmuls take x1.27 of their time at the achieved rate"


def test_an_outlay_is_to_the_cent_only_where_a_price_quoted_in_its_currency_is():
    from gpucompare.core.catalog import bundled_catalog
    from gpucompare.core.money import FxTable, outlay_line_text, outlay_total_text
    from gpucompare.core.tco import PriceChoice, RunFacts, TcoSettings, cost_owned

    fx = FxTable.bundled()
    h100 = bundled_catalog()["nvidia-h100-sxm5-80gb"]
    run = RunFacts(devices=16, wall_days=10, device_hours=16 * 240, tdp_w=700, tokens=1e11, samples=1e11 / 4096)

    def outlay(choice, cur):
        c = cost_owned(run, h100, choice, TcoSettings(), fx)
        lines = c.capital_lines_in(cur, fx)
        quoted = c.outlay_quoted_in(cur)
        texts = {x["key"]: outlay_line_text(x, cur, quoted) for x in lines}
        return texts, outlay_total_text(lines, c.in_currency(cur, fx)["capital_outlay"], cur, quoted)

    quoted = PriceChoice("buy", 25_000, "USD", "a quote")
    ranged = PriceChoice("buy", 27_500, "USD", "a range", low=25_000, high=30_000)
    converted = PriceChoice("buy", 25_000, "USD", "a yuan quote converted", converted=True)
    # 16 x the quoted $25,000 to the cent; the 2 servers at the $90,000 default host and the network per device are
    # the app's estimates, and so is the total holding them ($647,960 as test_tco works it)
    lines, total = outlay(quoted, "USD")
    assert lines == {"quoted": "$400,000", "servers": "$180,000", "switches": "$27,000", "optics": "$41,000"}
    assert total == "$648,000"
    assert outlay(ranged, "USD") == (
        {"quoted": "$440,000", "servers": "$180,000", "switches": "$27,000", "optics": "$41,000"},
        "$688,000",
    )  # 16 x the middle $27,500: an estimate too
    assert outlay(converted, "USD")[0]["quoted"] == "$400,000"
    assert outlay(quoted, "CNY")[1] == "¥4.35M"  # shown in yuan, the dollar quote is converted: 3 figures


def test_a_total_is_to_the_cent_when_every_line_in_it_is():
    from gpucompare.core.money import outlay_line_text, outlay_total_text

    # a server quote that holds the host and the network: nothing the app adds, the sum is the quote's
    lines = [
        {"key": "quoted", "amount": 2_350_000.0, "in_offer": True},
        {"key": "servers", "amount": 0.0, "in_offer": True},
        {"key": "switches", "amount": 0.0, "in_offer": True},
    ]
    assert outlay_total_text(lines, 2_350_000.0, "CNY", True) == "¥2,350,000"
    assert outlay_total_text(lines, 2_350_000.0, "CNY", False) == "¥2.35M"  # not quoted in the display currency
    # one estimated line (optics from a default) makes the sum an estimate; the quoted line stays exact
    lines.append({"key": "optics", "amount": 17_213.55, "in_offer": False})
    assert outlay_line_text(lines[0], "CNY", True) == "¥2,350,000"
    assert outlay_line_text(lines[-1], "CNY", True) == "¥17,200"
    assert outlay_line_text(lines[-1], "CNY", True, "zh") == "¥1.72万"
    assert outlay_total_text(lines, 2_367_213.55, "CNY", True) == "¥2.37M"


def test_a_converted_price_reads_to_three_figures_where_a_quoted_one_keeps_its_digits():
    # the report's Ascend 910B at a China price of ¥90,000 in a dollar report read '$13,411 per device' and
    # '256 x $13,411', as if a vendor had quoted that figure
    from gpucompare.core.catalog import bundled_catalog
    from gpucompare.core.money import FxTable
    from gpucompare.core.tco import PriceChoice, RunFacts, TcoSettings, cost_owned

    fx = FxTable.bundled()
    h100 = bundled_catalog()["nvidia-h100-sxm5-80gb"]
    run = RunFacts(devices=16, wall_days=10, device_hours=16 * 240, tdp_w=700, tokens=1e11, samples=1e11 / 4096)
    converted = cost_owned(
        run, h100, PriceChoice("buy", 13_411.3, "USD", "a yuan price", converted=True), TcoSettings(), fx
    )
    assert converted.price_text().startswith("$13,400 per device")
    assert str(converted.capital_lines[0].how) == "16 x $13,400"
    quoted = cost_owned(run, h100, PriceChoice("buy", 13_411.3, "USD", "a quote"), TcoSettings(), fx)
    assert quoted.price_text().startswith("$13,411 per device")
    assert str(quoted.capital_lines[0].how) == "16 x $13,411"
