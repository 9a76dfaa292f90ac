"""The printed report after the ux214 review (issue 22), read as a purchase meeting reads it: the margins of a
buy-or-rent decision's inputs are written in one unit, as every other table of amounts ('-¥1.63亿' beside '-¥7910万'
in one column read as two kinds of figure)."""

from __future__ import annotations

import dataclasses
import datetime as dt
import re

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.pricing import default_basis
from gpucompare.core.tco import TcoSettings
from gpucompare.core.workloads import find_preset
from gpucompare.qtkit import i18n as qt_i18n
from gpucompare.report.assemble import report_input
from gpucompare.report.builder import build_report

CAT = bundled_catalog()
NAMES = ("A100 SXM4 80GB", "H100 SXM5", "H800")


def _html(lang: str) -> str:
    """The report `gpucompare report --devices "A100 SXM4 80GB,H100 SXM5,H800" --workload "Llama 2 70B" --count 256
    --lang zh_CN` makes: China market first, a site in China, yuan."""
    devices = [CAT.resolve(n) for n in NAMES]
    kw = dict(workload=find_preset("Llama 2 70B"), count=256, currency="CNY", date=dt.date(2026, 12, 7))
    kw |= dict(basis=default_basis("zh_CN"), tco=dataclasses.replace(TcoSettings(), site="china"))
    with qt_i18n.language(lang):
        return build_report(report_input(CAT, devices, **kw)).html


@pytest.fixture(scope="module")
def pages():
    try:
        yield {"en": _html("en"), "zh": _html("zh_CN")}
    finally:
        qt_i18n.install("en")


def _unit(amount: str) -> str:
    """The unit word an amount is written in ('万', '亿', 'M', ...; '' for plain figures); the HTML keeps a word
    joiner between a figure and its unit, so a line never breaks inside '¥1.63亿'."""
    return re.search(r"[\d.,]+\u2060?(万|亿|K|M|B)?", amount).group(1) or ""


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_decisions_margins_share_one_unit(pages, lang):
    html = pages[lang]
    head = "Margin at the low end" if lang == "en" else "低端时的差额"
    assert head in html
    table = html[html.index(head) :]
    table = table[: table.index("</table>")]
    margins = re.findall(r"<td align='right'>([^<]+)</td>", table)
    assert len(margins) >= 6
    assert len({_unit(m) for m in margins}) == 1, margins  # was '-¥1.63亿' beside '-¥7910万' (zh)
    # the inputs left out of the table are said in the same unit
    more = re.findall(r"-?¥[\d.,]+\u2060?(?:万|亿|M|B)?", html[html.index("</table>", html.index(head)) :][:2000])
    assert more and {_unit(m) for m in more} == {_unit(margins[0])}, more


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_estimate_tables_device_hours_share_one_unit(pages, lang):
    """Device-hours read '2.49M' beside '741,000' and '762,000' in one row of the estimate table; now one unit."""
    html = pages[lang]
    label = "Device-hours" if lang == "en" else "卡时"
    row = re.search(rf"<td>{label}</td>(.*?)</tr>", html, re.S)
    assert row is not None
    cells = re.findall(r"<td align='right'[^>]*>(?:<b>)?([^<]+)", row.group(1))
    assert len(cells) == 3, cells
    assert len({_unit(c.rstrip(" *")) for c in cells}) == 1, cells
