"""A run cost computed from an aged price says the price's date and age, as the price beside it does: the report's
first page put '11,900 (CN, 2025, 17 months old)' above '$30.6M (price of 2025, over 6 months old)'; since ux153 the
mark is pricing.price_date_age's words, the same on every face ('(price of 2023, old, about 41 months)')."""

from types import SimpleNamespace

from gpucompare.core.pricing import AGED_MONTHS, STALE_MONTHS, price_age_months
from gpucompare.qtkit import i18n as qt_i18n
from gpucompare.report.builder import _aged_mark

TODAY = "2026-12-05"


def test_the_mark_says_the_age_in_whole_months():
    from gpucompare.core.pricing import price_age_mark
    from gpucompare.i18n import localize

    as_of = "2025-06-10"
    months = int(price_age_months(as_of, TODAY))
    assert AGED_MONTHS < months <= STALE_MONTHS
    assert localize(price_age_mark(as_of, TODAY)) == f"(price of 2025-06, {months} months old)"
    assert localize(price_age_mark("2023", TODAY)) == "(price of 2023, old, about 41 months)"


def test_the_mark_in_chinese():
    from gpucompare.core.pricing import price_age_mark
    from gpucompare.i18n import localize

    with qt_i18n.language("zh_CN"):
        assert localize(price_age_mark("2025-06-10", TODAY)) == "（价格日期：2025-06，距今 17 个月）"
        assert localize(price_age_mark("2023", TODAY)) == "（价格日期：2023，旧，约 41 个月）"


def test_the_report_mark_is_the_one_rule():
    from gpucompare.core.pricing import price_age_mark
    from gpucompare.i18n import localize

    assert _aged_mark(SimpleNamespace(price_as_of="2024-02")) == localize(price_age_mark("2024-02"))


def test_an_unreadable_date_is_shown_as_it_is():
    assert _aged_mark(SimpleNamespace(price_as_of="soon")) == "(price of soon)"
