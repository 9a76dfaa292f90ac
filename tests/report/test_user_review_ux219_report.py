"""The report's cost tables in two currencies as a purchase meeting reads them (ux219): the cost of a sample is counted
per the same number of samples in both tables, so the two rows compare line by line ('Per thousand samples (¥) ¥41.2'
beside 'Per thousand samples ($) $6.14'; it was 'Per sample (¥) ¥0.041' above 'Per thousand samples ($) $6.14',
a thousand-fold apart in the one report); the command line's rows do the same."""

import datetime as dt
import re

from gpucompare.cli import run
from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.workloads import find_preset
from gpucompare.report.assemble import report_input
from gpucompare.report.builder import build_report

CAT = bundled_catalog()
DEVICES = [CAT.resolve(n) for n in ("H800 SXM5 80GB", "A100 SXM4 80GB")]


def _per_sample_rows(html: str) -> list[str]:
    text = re.sub(r"<[^>]+>", " ", html)
    return re.findall(r"(Per (?:\w+ )?samples? \([^)]*\))", text)


def test_the_reports_two_currencies_count_a_sample_alike():
    inp = report_input(
        CAT,
        DEVICES,
        currency="CNY",
        currencies=("CNY", "USD"),
        workload=find_preset("llama2-70b"),
        count=256,
        date=dt.date(2026, 12, 3),
    )
    rows = _per_sample_rows(build_report(inp).html)
    assert len(rows) == 2, rows
    titles = {r.split(" (")[0] for r in rows}
    assert len(titles) == 1, rows  # one count for yuan and dollars
    # and the least of either reads at least a cent, to three figures ('¥41.2', '$6.14'), not '¥0.041'
    text = re.sub(r"<[^>]+>", " ", build_report(inp).html)
    for row in rows:
        after = text.split(row, 1)[1][:120]
        amounts = re.findall(r"[¥$]([\d,.]+)", after)[: len(DEVICES)]
        assert amounts and all(float(a.replace(",", "")) >= 0.1 for a in amounts), (row, amounts)


def test_the_command_lines_two_currencies_count_a_sample_alike(capsys):
    argv = ["estimate", "--device", "H800:buy", "--device", "A100 SXM4 80GB:buy", "--count", "256"]
    assert run([*argv, "--workload", "Llama 2 70B", "--currency", "CNY,USD"]) == 0
    out = capsys.readouterr().out
    lines = [ln for ln in out.splitlines() if re.match(r"\s*per (\w+ )?samples? \(", ln)]
    assert len(lines) == 2, lines
    assert len({ln.split(" (")[0].strip() for ln in lines}) == 1, lines


def test_a_chinese_run_cost_and_its_band_never_break_inside_a_figure():
    """In Chinese a line breaks before any ideograph: the buy-or-rent table's dollar cost read '280万美元（197万–660万美'
    over '元）'. The cost and its band now each keep to a line of their own; in English, which breaks only at spaces,
    they stay one text ('$3M ($2.11–7.06M)')."""
    from gpucompare.qtkit import i18n as qt_i18n

    kw = dict(currencies=("CNY", "USD"), workload=find_preset("llama2-70b"), count=256, date=dt.date(2026, 12, 3))
    with qt_i18n.language("zh_CN"):
        html = build_report(report_input(CAT, DEVICES, currency="CNY", **kw)).html
    table = html.split("<h2>购买还是租用</h2>")[1].split("</table>")[0]
    row = table.split("本次训练成本")[2]  # the dollars' row, after the yuan's
    row = row.split("</tr>")[0]
    whole = re.findall(r"<div style='white-space:nowrap'>([^<]*)</div>", row)
    assert len(whole) == 2 * len(DEVICES), row
    assert all(w.endswith("美元") for w in whole[0::2]) and all(w.startswith("（") for w in whole[1::2]), whole
    html = build_report(report_input(CAT, DEVICES, currency="USD", **kw)).html
    table = html.split("<h2>Buy or rent</h2>")[1].split("</table>")[0]
    row = table.split("Cost of this run")[1].split("</tr>")[0]
    assert "white-space:nowrap" not in row and re.search(r"\$[\d.,]+M? \(\$[\d.,]+–[\d.,]+M\)", row), row
