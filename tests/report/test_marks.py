"""A bracketed mark after a figure reads as the language writes it: '$4.97M (old price)' in English, '¥3161万（旧价格）'
in Chinese (a full-width bracket carries its own space: never '¥3161万 （旧价格）'); the estimate table marks no '—'."""

import datetime as dt
import re

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.workloads import find_preset
from gpucompare.i18n import beside
from gpucompare.report.assemble import report_input
from gpucompare.report.builder import build_report

CAT = bundled_catalog()
# two devices priced in China in 2025: over 18 months old at the report's date, so their run cost is marked
DEVICES = [CAT.resolve(n) for n in ("H100 SXM5 80GB", "metax-c500", "Ascend 910B")]


def test_beside_spaces_by_the_brackets_language():
    assert beside("(old price)") == " (old price)"
    assert beside("（旧价格）") == "（旧价格）"


def _report(lang):
    from gpucompare.qtkit import i18n as qt_i18n

    with qt_i18n.language(lang):
        return build_report(
            report_input(CAT, DEVICES, date=dt.date(2026, 12, 5), workload=find_preset("llama2-70b"), count=256)
        ).html


def test_old_price_mark_after_a_cost_in_both_languages():
    en, zh = _report("en"), _report("zh_CN")
    # a cost from a stale price is marked after it, short (the long date-and-age mark cost the Chinese report a page);
    # its date and age are said in the price row, as every face says them (pricing.price_date_age)
    assert "(old price)" in en and "（旧价格）" in zh and " （旧价格）" not in zh
    assert re.search(r"20\d\d(-\d\d)?, old, (about )?\d+ months", en)
    assert re.search(r"20\d\d(-\d\d)?，旧，(约 )?\d+ 个月", zh)
    assert "— *" not in en and "— *" not in zh  # a row with no value rests on nothing


def test_a_quoted_range_is_written_once_and_converted_as_a_range():
    """¥250,000–350,000 (VAT stated as excluded) in a USD report: the unit once, and '≈ $37,300–52,200' at 0.149
    USD/CNY, never its midpoint alone."""
    quote = {
        "price_on_request": 0,
        "price_min": 250000.0,
        "price_max": 350000.0,
        "currency": "CNY",
        "price_kind": "purchase",
        "raw_price": "250000-350000 不含税",
        "notes": "",
        "file_name": "q.xlsx",
        "sheet": "报价单",
        "cell": "D10",
        "source_row": 10,
        "vendor": "深圳某某科技有限公司",
        "as_of": "2026-11-20",
    }
    h800 = CAT.resolve("H800")
    r = build_report(report_input(CAT, [h800], date=dt.date(2026, 12, 3), quote_history={h800.id: [quote]}))
    assert "¥250,000–350,000" in r.html and "¥250,000–¥350,000" not in r.html
    rate = report_input(CAT, [h800]).fx.convert(1.0, "CNY", "USD")
    lo, hi = 250000 * rate, 350000 * rate
    from gpucompare.core.money import format_money_range

    assert f"≈ {format_money_range(lo, hi, 'USD')}" in r.html
