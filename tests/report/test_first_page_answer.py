"""The report's first page answers what a purchase meeting asks first, in its first lines: which device (the fastest,
with its band of days), what its run costs (with its band and how it is priced), before the buy-or-rent paragraphs
(five lines each, one per bought device), which used to come first and pushed the answer down the page."""

import datetime as dt
import re

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.money import format_money_range
from gpucompare.core.workloads import find_preset
from gpucompare.report.assemble import report_input
from gpucompare.report.builder import build_report

CAT = bundled_catalog()
DEVICES = [CAT.resolve(n) for n in ("H100 SXM5 80GB", "H800 SXM5 80GB", "Gaudi2")]


def _input():
    return report_input(CAT, DEVICES, date=dt.date(2026, 12, 5), workload=find_preset("llama2-70b"), count=256)


def _summary(html: str) -> str:
    start = html.index("<h2>")
    return re.sub(r"<[^>]+>", " ", html[start : html.index("<table", start)])


@pytest.mark.parametrize(
    ("lang", "fastest", "costs", "decided"),
    [("en", "Fastest:", "Its run costs", "less than"), ("zh_CN", "最快：", "其训练成本为", "少花")],
)
def test_the_answer_comes_before_the_buy_or_rent_paragraphs(lang, fastest, costs, decided):
    from gpucompare.qtkit import i18n as qt_i18n

    inp = _input()
    with qt_i18n.language(lang):
        text = _summary(build_report(inp).html)
    assert inp.decisions, "the case needs a buy-or-rent decision to order against"
    assert text.index(fastest) < text.index(costs) < text.index(decided)


def test_the_fastest_runs_cost_is_said_with_its_band_and_how_it_is_priced():
    from gpucompare.core.decision import best_times

    inp = _input()
    text = _summary(build_report(inp).html)
    ests = [inp.estimates.get(d.id) for d in inp.comparison.devices]
    (j,) = best_times(ests)
    run = inp.costings[inp.comparison.devices[j].id]
    m = run.in_currency(inp.prices.currency, inp.fx)
    band = format_money_range(m["run_cost_low"], m["run_cost_high"], inp.prices.currency, "en")
    line = text[text.index("Its run costs") :].split(".\n")[0].split(". ")[0]
    assert f"(band {band})" in line.replace("&#x27;", "'")
    # how it is priced, without the device's name said again (it opens the line before)
    from gpucompare.core.compare import column_name

    shown = column_name(inp.comparison.devices[j])  # the one display name the option's words use
    option = run.option.removeprefix(shown + ", ")
    assert option.split(",")[0] in line and shown not in line
    # said once: no "Cheapest run" line repeating the same device's cost
    name = re.escape(shown)
    assert not re.search(r"Cheapest run \w+: " + name, text)


def test_the_china_status_is_joined_by_the_readers_colon():
    """'需许可：逐案审查 (2026-01)' and '无法获得：3A090.a (2023-11)' in a Chinese report (the status and its detail
    were joined by an ASCII ': ' inside Chinese text); English keeps 'Licence needed: case-by-case (2026-01)'."""
    from gpucompare.core.export_control import status
    from gpucompare.qtkit import i18n as qt_i18n

    h100, h800 = DEVICES[0], DEVICES[1]
    with qt_i18n.language("zh_CN"):
        zh = [status(d).china_short() for d in (h100, h800)]
        html = build_report(_input()).html
    en = status(h100).china_short()
    assert en.startswith(("Licence needed: ", "Not obtainable: ", "Obtainable"))
    for cell in zh:
        head = cell.split(";")[0]
        assert ": " not in head and ("：" in head or head in ("可获得", "未知")), cell
    assert "需许可: " not in html and "无法获得: " not in html
