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
