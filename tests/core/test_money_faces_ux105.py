"""Money's one rule on every face (ux105): a quote reads as the window and the report write money, never a unit
word beside a code ('32万 CNY'); a converted price names its rate's date and who published it; a rented device is
named once, the cloud's own name for it said as 'quoted as'."""

import numpy as np

from gpucompare.core.chart import ChartData
from gpucompare.core.money import FxTable, Rate, format_quoted, rate_rows, rate_sources
from gpucompare.i18n import localize
from gpucompare.qtkit import i18n as qt_i18n


def test_a_quote_reads_in_the_one_money_style_in_both_languages():
    assert format_quoted(320_000, 320_000, "CNY", "zh") == "¥32万"
    assert format_quoted(100_000, 120_000, "CNY", "zh") == "¥10万–12万"  # the unit word once per end, the ¥ once
    assert format_quoted(19_999, 19_999, "CNY", "zh") == "¥1.9999万"  # a quote keeps every digit
    assert format_quoted(45_000, 50_000, "USD", "zh") == "4.5万–5万美元"
    assert format_quoted(320_000, 320_000, "CNY", "en") == "¥320,000"
    assert format_quoted(300_000, 340_000, "CNY", "en") == "¥300,000–340,000"
    assert format_quoted(1_250, 1_250, "GBP", "en") == "GBP 1,250"  # a currency without a symbol: its code first
    assert format_quoted(320_000, 320_000, None, "zh") == "320,000 ?"  # unknown: the figures, never a guessed unit
    for lang in ("zh", "en"):
        for text in (format_quoted(320_000, 320_000, "CNY", lang), format_quoted(1e5, 1.2e5, "CNY", lang)):
            assert "CNY" not in text


def test_a_rates_publisher_is_its_source_up_to_its_first_bracket_or_url():
    fed = Rate("CNY", 6.711, "2026-09-25", "Federal Reserve Board, Foreign Exchange Rates H.10 (weekly), noon buying "
               "rate in New York of 2026-09-25 (China yuan 6.7110 per USD) https://www.federalreserve.gov/x; copy")  # fmt: skip
    assert fed.short_source == "Federal Reserve Board, Foreign Exchange Rates H.10"
    iran = Rate("IRR", 5.9e5, "2024-03-12", "Iran open (free) market rate of 2024-03-12 (about 596,000), with more")
    assert iran.short_source == "Iran open market rate of 2024-03-12, with more"  # a bracket inside a name goes
    assert localize(Rate("GBP", 0.8, "2026-01-01", "user").short_source) == "your rate (Preferences)"
    long = Rate("AUD", 1.5, "2023", "Federal Reserve Board, Foreign Exchange Rates G.5A Annual, released 2024-02-01, "
                "2023 average (Australia dollar)")  # fmt: skip
    assert long.short_source == "Federal Reserve Board, Foreign Exchange Rates G.5A Annual"  # cut at a comma, <= 60


def _fx():
    return FxTable(
        [
            Rate("USD", 1.0, "2024", "base"),
            Rate("CNY", 7.0, "2026-09-25", "Federal Reserve Board, H.10 (weekly)"),
            Rate("GBP", 0.8, "2024-12-23", "International Monetary Fund, SDR values https://imf.org"),
        ]
    )


def test_a_conversion_carries_the_rows_it_was_worked_from_and_the_caption_names_each_publisher_once():
    fx = _fx()
    gbp_cny, usd_cny = fx.rate_text("GBP", "CNY"), fx.rate_text("USD", "CNY")
    assert str(gbp_cny) == "8.75 CNY/GBP, rate of GBP 2024-12-23, CNY 2026-09-25"  # 7 / 0.8 by hand
    rows = rate_rows([gbp_cny, usd_cny])
    assert [(r.currency, r.as_of) for r in rows] == [("GBP", "2024-12-23"), ("CNY", "2026-09-25")]
    assert str(rate_sources(rows)) == (
        "Exchange rates: International Monetary Fund, SDR values (GBP); Federal Reserve Board, H.10 (CNY)."
    )
    assert rate_sources(()) == "" and fx.rate_text("CNY", "CNY") == ""
    with qt_i18n.language("zh_CN"):
        assert localize(rate_sources(rows)).startswith("汇率来源：International Monetary Fund, SDR values（GBP）；")


def test_the_chart_says_the_rate_of_its_filled_points_conversions_and_leaves_the_hollow_ones_to_their_key():
    fx = _fx()
    usd_gbp, cny_gbp = fx.rate_text("USD", "GBP"), fx.rate_text("CNY", "GBP")
    n = 3
    d = ChartData(
        np.array(["a", "b", "c"], dtype=object),
        np.array(["A", "B", "C"], dtype=object),
        np.array(["v"] * n, dtype=object),
        np.ones(n),
        np.ones(n),
        np.ones(n),
        np.ones(n),
        "x",
        "y",
        "TFLOPS",
        "GBP",
        False,
        other_market=np.array([False, True, False]),
        fx_rates=np.array([usd_gbp, cny_gbp, ""], dtype=object),
    )
    assert str(d.converted_key) == "Prices converted to GBP at 0.8 GBP/USD, rate of 2024-12-23."
    assert {r.currency for r in d.rate_rows} == {"GBP", "CNY"}  # the hollow point's rate is sourced too
    only_hollow = d.subset(np.array([False, True, True]))
    assert only_hollow.converted_key == "" and {r.currency for r in only_hollow.rate_rows} == {"GBP", "CNY"}


def test_a_rented_device_is_named_once_and_the_clouds_name_for_it_is_said_as_quoted():
    from gpucompare.core.catalog import bundled_catalog
    from gpucompare.core.pricing import all_cloud_rates
    from gpucompare.core.tco import rent_words

    cat = bundled_catalog()
    h20, h100 = cat["nvidia-h20-96gb"], cat["nvidia-h100-sxm5-80gb"]
    ucloud = next(r for r in all_cloud_rates() if r.device_id == h20.id and r.provider == "UCloud Compshare")
    assert rent_words(ucloud, h20) == f"UCloud Compshare (quoted as {ucloud.instance}), on-demand"
    p5 = next(r for r in all_cloud_rates() if r.instance == "p5.48xlarge" and r.purchase_model == "on-demand")
    assert rent_words(p5, h100) == "AWS p5.48xlarge, on-demand"  # a machine id is no device name: as listed
    with qt_i18n.language("zh_CN"):
        assert rent_words(ucloud, h20) == "UCloud Compshare（报价名称：H20 96GB（按卡）），按需"
