"""The printed report as a purchase meeting reads it (ux160): each device's price says its own date and age in the
appendix (never 'of 2023 / 2025-04, old, about 41 / 19 months'); every mark of a price's age is told on the report's
date, not on the day it is printed; a footnote mark never starts a line of its own (the chart caption's '[9].'); a
Chinese sentence's '；来源：' source is one footnote, as the English '; source:' is."""

import datetime as dt
import re
import shutil
import subprocess

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.workloads import find_preset
from gpucompare.qtkit import i18n as qt_i18n
from gpucompare.report.assemble import report_input
from gpucompare.report.builder import build_report

CAT = bundled_catalog()
#: a price of 2023 and one of 2025-04: both older than 18 months on the report's date
H800, ASCEND = CAT.resolve("H800 SXM5 80GB"), CAT.resolve("Ascend 910B")
DAY = dt.date(2026, 12, 6)


def _text(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", html.replace("\u2060", ""))).replace("&#x27;", "'")


def _report(date=DAY, devices=(H800, ASCEND)):
    return build_report(report_input(CAT, list(devices), workload=find_preset("llama2-7b"), count=64, date=date))


def test_each_price_says_its_own_date_and_age_in_the_appendix():
    text = _text(_report().html)
    assert "H800 SXM5 80GB: The price is of 2023, old, about 41 months: today's price may differ." in text
    assert "Ascend 910B OAM 64GB: The price is of 2025-04, old, 19 months: today's price may differ." in text
    assert " / 19 months" not in text and "2023 / 2025-04" not in text


def test_two_devices_with_the_same_price_age_share_one_sentence():
    a100 = CAT.resolve("A100 SXM4 80GB")
    with qt_i18n.language("zh_CN"):
        inp = report_input(
            CAT, [H800, a100], workload=find_preset("llama2-7b"), count=64, date=DAY, basis="reference:CN+US"
        )
        text = _text(build_report(inp).html)
    # both priced in 2023 in the China market: the same words, said once for both
    assert text.count("价格日期为 2023，旧，约 41 个月：当前价格可能不同") == 1, text


def test_a_price_is_aged_on_the_reports_date_not_on_the_day_it_is_printed():
    # printed today, dated 2024-03-01: the H800's price of 2023 was then some 8 months old, not 'old'
    early = _report(dt.date(2024, 3, 1))
    text = _text(early.html)
    assert "(old price)" not in text and "old, about" not in text
    assert "The price is of 2023, about 8 months old" in text
    late = _text(_report(DAY).html)
    assert "(old price)" in late and "2023, old, about 41 months" in late


def test_the_chinese_rent_sentence_cites_its_source_as_one_footnote():
    a100 = CAT.resolve("A100 SXM4 80GB")
    with qt_i18n.language("zh_CN"):
        r = build_report(
            report_input(CAT, [a100], workload=find_preset("llama2-7b"), count=64, date=DAY, currency="CNY")
        )
    text = _text(r.html)
    rent = re.search(r"租用：\d+ 台[^。]*。", text).group(0)
    # the source (English, as published) is a footnote whole, its mark after the bracket, the sentence's '。' kept
    assert "as read on" not in rent and "来源" not in rent and re.search(r"）\[\d+\]。$", rent.strip()), rent
    assert any("as read on" in item for item in r.footnotes), r.footnotes


@pytest.mark.skipif(not shutil.which("pdftotext"), reason="needs pdftotext (poppler-utils)")
def test_no_footnote_mark_starts_a_line_of_the_pdf(tmp_path, qapp):
    from gpucompare.qtkit.report_doc import write_pdf

    devices = [CAT.resolve(n) for n in ("H800", "A100 SXM4 80GB", "MI300X", "Ascend 910B")]
    out = tmp_path / "r.pdf"
    write_pdf(build_report(report_input(CAT, devices, date=DAY)), None, out)
    text = subprocess.run(["pdftotext", str(out), "-"], capture_output=True, text=True, check=True).stdout
    lines = [line.strip() for line in text.splitlines()]
    assert not [line for line in lines if re.match(r"\[\d+\]", line)], [x for x in lines if x.startswith("[")]
    # the caption's last sentence ends with its rate's footnote mark and its full stop on the same line
    assert any(re.search(r"\(CNY\)\[\d+\]\.$", line) for line in lines)
