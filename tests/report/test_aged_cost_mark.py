"""A run cost computed from an aged price says the price's age, as the price beside it does: the report's first page
put '11,900 (CN, 2025, 17 months old)' above '$30.6M (price of 2025, over 6 months old)'."""

from types import SimpleNamespace

from gpucompare.core.pricing import AGED_MONTHS, price_age_months
from gpucompare.qtkit import i18n as qt_i18n
from gpucompare.report.builder import _aged_mark


def test_the_mark_says_the_age_in_whole_months():
    as_of = "2025-06-10"
    months = int(price_age_months(as_of))
    assert months > AGED_MONTHS
    assert _aged_mark(SimpleNamespace(price_as_of=as_of)) == f"(price of {as_of}, {months} months old)"


def test_the_mark_in_chinese():
    as_of = "2025-06-10"
    months = int(price_age_months(as_of))
    with qt_i18n.language("zh_CN"):
        assert _aged_mark(SimpleNamespace(price_as_of=as_of)) == f"（{as_of} 的价格，距今 {months} 个月）"


def test_an_unreadable_date_keeps_the_limit():
    assert _aged_mark(SimpleNamespace(price_as_of="soon")) == f"(price of soon, over {AGED_MONTHS} months old)"
