"""A price converted through two FX rows of different dates names each date by its currency: the Chinese chart's
caption said '8.35 CNY/GBP（汇率日期 2023/2026-09-25）', which reads as a range or a typo and hides that the GBP
rate is three years old."""

from gpucompare.core.money import FxTable, Rate
from gpucompare.core.pricing import fx_rate_text
from gpucompare.i18n import localize


def _fx():
    return FxTable([Rate("USD", 1.0, "2024", "t"), Rate("CNY", 7.0, "2026-09-25", "t"), Rate("GBP", 0.8, "2023", "t")])


def test_a_cross_rate_names_each_date_by_its_currency():
    assert str(localize(fx_rate_text(_fx(), "GBP", "CNY"))) == "8.75 CNY/GBP, rate of GBP 2023, CNY 2026-09-25"


def test_one_dated_row_keeps_one_date():
    assert str(localize(fx_rate_text(_fx(), "USD", "CNY"))) == "7 CNY/USD, rate of 2026-09-25"
    assert str(localize(fx_rate_text(_fx(), "CNY", "USD"))) == "0.143 USD/CNY, rate of 2026-09-25"
    assert fx_rate_text(_fx(), "CNY", "CNY") == ""


def test_the_chinese_chart_caption_has_no_slashed_dates(qtbot, _isolated_home):
    from tests.conftest import open_window

    win = open_window(qtbot, _isolated_home, "zh_CN")
    try:
        text = win.chart.note.text()
        assert "汇率日期" in text
        assert "2023/2026" not in text and "/2026-" not in text
    finally:
        win.shutdown()
        from gpucompare.qtkit import i18n as qt_i18n

        qt_i18n.install("en")


def test_no_currency_is_left_behind_when_a_rate_source_is_refreshed():
    """Why the chart named 'GBP 2023': the table's refresh to the Fed's 2025 G.5A averages covered 17 of its
    currencies and left the pound at its 2023 average, the newest row the table held for it. Every currency a
    G.5A edition covered has a rate at least as new as the year before the table's newest G.5A edition."""
    from gpucompare.core.tables import read_table

    rows = read_table("fx")
    g5a = [r for r in rows if "G.5A" in r["source"]]
    newest_edition = max(r["as_of"][:4] for r in g5a)
    fx = FxTable.bundled()
    behind = sorted(c for c in {r["currency"] for r in g5a} if fx.rates[c].as_of[:4] < str(int(newest_edition) - 1))
    assert behind == []
    gbp = fx.rates["GBP"]
    assert gbp.as_of >= "2024-12" and abs(gbp.per_usd - 0.766792 / 0.961979) < 1e-4  # IMF SDR values, hand-divided
    # the chart's note for a pound price names that date, not 2023
    assert "rate of 2024-12-23" in str(localize(fx_rate_text(fx, "GBP", "USD")))
