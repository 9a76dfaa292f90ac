"""The report as a procurement officer reads it (ux153): a run's cost and the price it is costed at say the price's
date and age in the words the window and the command line use ('(price of 2023, old, about 41 months)'), never a
bare '(old price)' or '2023 (old)'; in Chinese too."""

import datetime as dt
import re

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.pricing import price_date_age
from gpucompare.core.workloads import find_preset
from gpucompare.i18n import localize
from gpucompare.report.assemble import report_input
from gpucompare.report.builder import build_report

CAT = bundled_catalog()
DEVICES = [CAT.resolve(n) for n in ("H800", "A100 SXM4 80GB", "MI300X", "Ascend 910B")]


def _text(lang: str) -> str:
    from gpucompare.qtkit import i18n as qt_i18n

    with qt_i18n.language(lang):
        html = build_report(
            report_input(CAT, DEVICES, date=dt.date.today(), workload=find_preset("llama2-7b"), count=64)
        ).html
    return re.sub(r"<[^>]+>", " ", html).replace("&#x27;", "'").replace("&apos;", "'")


def test_the_english_report_dates_and_ages_each_costed_price():
    text = " ".join(_text("en").split())
    h800 = localize(price_date_age("2023"))  # the H800's China-market price of 2023
    assert f"China market, {h800}" in text  # the 'Price, market and date' row says its date and age
    # under its run cost a short mark (the row above says the date and age; the long form cost the report a page)
    assert "(old price)" in text and "2023 (old)" not in text


def test_the_chinese_report_says_the_same_in_chinese():
    from gpucompare.qtkit import i18n as qt_i18n

    text = " ".join(_text("zh_CN").split())
    with qt_i18n.language("zh_CN"):
        h800 = localize(price_date_age("2023"))
    assert h800.startswith("2023，旧，约 ")
    assert h800 in text  # the price row
    assert "（旧价格）" in text  # the short mark under its run cost
