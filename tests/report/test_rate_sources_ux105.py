"""The report's chart caption names the rates its prices were converted at (ux105): a footnote per FX row with the
rate, its date and its whole source, from the FX table the prices were converted with; none when nothing was."""

import datetime as dt
import re

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.money import FxTable
from gpucompare.report.assemble import report_input
from gpucompare.report.builder import build_report

CAT = bundled_catalog()
DEVICES = [CAT.resolve(n) for n in ("A100 SXM4 80GB", "H100 SXM5 80GB", "H800")]


def test_a_pound_report_cites_each_rate_its_chart_converted_at():
    fx = FxTable.bundled()
    r = build_report(report_input(CAT, DEVICES, currency="GBP", fx=fx, date=dt.date(2026, 12, 3)))
    # the publishers said in words (the window's sentence), the marks at its end: never a bare 'Exchange rates used:[9]'; a word joiner before each mark keeps it on its word's line (ux160)
    caption = re.search(r"Exchange rates: [^<]+\)((?:\u2060?<sup>\[\d+\]</sup>)+)\.</p>", r.html)
    assert caption, "the chart's caption cites its exchange rates"
    numbers = [int(n) for n in re.findall(r"\[(\d+)\]", caption.group(1))]
    cited = [r.footnotes[n - 1] for n in numbers]
    gbp = fx.rates["GBP"]
    want = f"Exchange rate GBP: {gbp.per_usd:,.6g} per US dollar, rate of {gbp.as_of}: {gbp.source}"
    assert want in cited  # the pound's rate, its date, and who published it, whole
    assert any(c.startswith("Exchange rate CNY:") for c in cited)  # the China prices' yuan too (a cross rate)


def test_the_rates_cited_are_those_the_charts_prices_were_converted_at():
    us = [CAT.resolve(n) for n in ("A100 SXM4 80GB", "H100 SXM5 80GB")]
    inp = report_input(CAT, us, currency="USD", basis="reference:US", date=dt.date(2026, 12, 3))
    r = build_report(inp)
    rows = inp.chart.rate_rows
    cited = re.search(r"Exchange rates: [^<]+\)((?:\u2060?<sup>\[\d+\]</sup>)+)\.</p>", r.html)
    if not rows:
        assert cited is None
        return
    numbers = [int(n) for n in re.findall(r"\[(\d+)\]", cited.group(1))]
    assert [r.footnotes[n - 1].split(":")[0] for n in numbers] == [f"Exchange rate {row.currency}" for row in rows]
    assert all(row.currency != "USD" for row in rows)  # the dollar is the table's base: never a rate of its own


def test_a_chinese_reports_price_line_joins_its_parts_as_a_chinese_sentence_does():
    """'每设备 ¥35万–45万，中国市场，2023', never '每设备 ¥35万–45万, 中国市场, 2023' (an English comma)."""
    from gpucompare.core.workloads import find_preset
    from gpucompare.qtkit import i18n as qt_i18n

    with qt_i18n.language("zh_CN"):
        inp = report_input(
            CAT, DEVICES[2:], currency="CNY", workload=find_preset("Llama 2 13B"), count=16, date=dt.date(2026, 12, 3)
        )
        text = inp.costings[DEVICES[2].id].price_text("zh")
    assert text.startswith("每设备 ¥35万–45万，中国市场，2023") and ", " not in text
