"""The chart's caption says each conversion rate once: in Chinese it read '空心点：美国市场价格（无中国市场价格），按 6.71
CNY/USD（汇率日期 2026-09-25）折算。价格按 6.71 CNY/USD（汇率日期 2026-09-25）折算为 CNY。', the one rate twice, as if
there were two conversions; and the equal price-performance lines read '1000 TFLOPS per $1,000' (ux139)."""

import numpy as np

from gpucompare.core.chart import ChartData, iso_lines
from gpucompare.core.money import FxTable, Rate
from gpucompare.i18n import Msg, localize
from gpucompare.qtkit import i18n as qt_i18n


def _fx():
    return FxTable(
        [Rate("USD", 1.0, "2024", "t"), Rate("CNY", 6.711, "2026-09-25", "t"), Rate("GBP", 0.8, "2023", "t")]
    )


def _chart(rates, other, key=""):
    n = len(rates)
    return ChartData(
        np.array([f"d{i}" for i in range(n)], dtype=object),
        np.array([f"D{i}" for i in range(n)], dtype=object),
        np.array(["v"] * n, dtype=object),
        np.full(n, 10_000.0),
        np.array([10.0**i for i in range(n)]),
        np.full(n, 10_000.0),
        np.full(n, 10_000.0),
        "x",
        "y",
        "TFLOPS",
        "CNY",
        False,
        other_market=np.array(other),
        other_market_key=key,
        fx_rates=np.array(rates, dtype=object),
    )


def _hollow(rate):
    return Msg(
        "{market} price (no {preferred} price known), converted at {rate}",
        market=Msg("US market"),
        preferred=Msg("China market"),
        rate=rate,
    )


def test_a_filled_point_converted_at_the_hollow_points_rate_does_not_say_the_rate_again():
    usd = _fx().rate_text("USD", "CNY")
    d = _chart([usd, usd, ""], [True, False, False], _hollow(usd))
    assert str(d.converted_key) == "Other prices in another currency converted to CNY at the same rate."
    with qt_i18n.language("zh_CN"):
        caption = localize(Msg("Hollow: {what}.", what=d.other_market_key)) + localize(d.converted_key)
        assert caption.count("6.71 CNY/USD") == 1
        assert "其他外币价格也按同一汇率折算为 CNY" in caption


def test_a_filled_point_converted_at_another_rate_names_it():
    fx = _fx()
    usd, gbp = fx.rate_text("USD", "CNY"), fx.rate_text("GBP", "CNY")
    d = _chart([usd, gbp], [True, False], _hollow(usd))
    assert str(d.converted_key) == f"Prices converted to CNY at {gbp}."
    only_filled = _chart([usd, ""], [False, False])
    assert str(only_filled.converted_key) == f"Prices converted to CNY at {usd}."


def test_equal_price_performance_lines_write_their_value_as_the_amount_beside_it():
    d = _chart(["", "", "", "", ""], [False] * 5)  # 1 to 10,000 TFLOPS at ¥10,000: 0.1 to 1,000 per ¥1,000
    labels = [line.label for line in iso_lines(d, max_lines=5)]
    assert "1,000 TFLOPS per ¥1,000" in labels and "0.1 TFLOPS per ¥1,000" in labels
    assert not any("1000 " in x or "e+" in x for x in labels)


def test_where_the_hollow_key_names_two_rates_the_filled_points_rate_is_named():
    fx = _fx()
    usd, gbp = fx.rate_text("USD", "CNY"), fx.rate_text("GBP", "CNY")
    key = _hollow(Msg("{a} / {b}", a=gbp, b=usd))
    d = _chart([usd, gbp, usd], [False, True, True], key)
    assert str(d.converted_key) == f"Prices converted to CNY at {usd}."
