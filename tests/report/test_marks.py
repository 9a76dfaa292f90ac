"""A bracketed mark after a figure reads as the language writes it: '$4.97M (old price)' in English, '¥3161万（旧价格）'
in Chinese (a full-width bracket carries its own space: never '¥3161万 （旧价格）'); the estimate table marks no '—'."""

import datetime as dt

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
    assert " (old price)" in en
    assert "（旧价格）" in zh and " （旧价格）" not in zh
    assert "— *" not in en and "— *" not in zh  # a row with no value rests on nothing
