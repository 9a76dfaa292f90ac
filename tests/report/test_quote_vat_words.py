"""A quote with VAT in its price is shown as written and converted on the comparison's tax basis: the report said
'¥250,000–350,000 ≈ $33,000–46,200' (the dollars net of the 13% VAT, the yuan with it), which reads as a rate of
0.132 USD/CNY. The converted part now says which basis it is on."""

import datetime as dt
import re

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.money import FxTable
from gpucompare.report.assemble import report_input
from gpucompare.report.builder import build_report

CAT = bundled_catalog()
H800 = "nvidia-h800-sxm5-80gb"


def _quote(**kw):
    q = {
        "id": 1,
        "price_on_request": 0,
        "price_min": 320000.0,
        "price_max": 320000.0,
        "currency": "CNY",
        "price_kind": "purchase",
        "file_name": "q.xlsx",
        "sheet": "报价单",
        "cell": "D6",
        "source_row": 6,
        "vendor": "某某科技",
        "as_of": "2026-11-20",
        "tax": "incl",
        "tax_rate": 0.13,
    }
    q.update(kw)
    return q


def _html(q, lang="en"):
    from gpucompare.qtkit import i18n as qt_i18n

    with qt_i18n.language(lang):
        inp = report_input(CAT, [CAT[H800]], currency="USD", date=dt.date(2026, 12, 3), quote_history={H800: [q]})
        # the quoted figure and its conversion are two lines of one cell (the figure kept whole with its unit): read
        # as the reader does, one after the other
        html = build_report(inp).html
        return (
            re.sub(r"(?: *</?div[^>]*> *)+", " ", html)
            .replace(" </td>", "</td>")
            .replace("<td align='right'> ", "<td align='right'>")
        )


def test_a_vat_inclusive_quote_converts_net_and_says_so():
    html = _html(_quote())
    usd = 320000 / 1.13 / FxTable.bundled().rates["CNY"].per_usd  # by hand: VAT off, then converted
    assert "¥320,000 ≈ $" in html and "net of VAT" in html
    shown = html.split("¥320,000 ≈ $", 1)[1].split(" ", 1)[0].replace(",", "")
    assert float(shown) == pytest.approx(usd, rel=0.01)
    assert "13% VAT taken off" in html


def test_a_net_quote_converts_without_a_basis_word():
    html = _html(_quote(tax="excl"))
    cell = html.split("¥320,000 ≈ $", 1)[1].split("</td>", 1)[0]
    assert cell.replace(",", "").replace(".", "").isdigit()  # '≈ $47,683': nothing to say about the basis


def test_chinese_report_says_the_basis_in_chinese():
    html = _html(_quote(), lang="zh_CN")
    assert "（不含增值税）" in html and "net of VAT" not in html
