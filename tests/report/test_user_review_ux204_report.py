"""The printed report after the ux204 review, in English and Chinese: the decision's inputs left out of its table are
named (a printed page has no window to look them up in), a run's cost is written in its band's unit, and each cost
row of a table is written in one unit."""

from __future__ import annotations

import datetime as dt
import re

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.workloads import find_preset
from gpucompare.qtkit import i18n as qt_i18n
from gpucompare.report.assemble import report_input
from gpucompare.report.builder import build_report

CAT = bundled_catalog()
NAMES = ("H800", "A100 SXM4 80GB", "RTX 4090")


def _html(lang: str) -> str:
    devices = [CAT.resolve(n) for n in NAMES]
    kw = dict(workload=find_preset("Llama 2 7B"), count=64, currency="CNY", date=dt.date(2026, 12, 7))
    with qt_i18n.language(lang):
        return build_report(report_input(CAT, devices, **kw)).html


@pytest.fixture(scope="module")
def pages():
    try:
        yield {"en": _html("en"), "zh": _html("zh_CN")}
    finally:
        qt_i18n.install("en")


def _units(cells: list[str]) -> set[str]:
    return {(re.search(r"(万|亿|M|B)$", c) or re.search("$", c)).group(0) for c in cells}


def test_the_inputs_left_out_of_the_decision_table_are_named(pages):
    en, zh = pages["en"], pages["zh"]
    assert "decision view lists them all" not in en
    more = re.search(r"(\d+) more inputs? moves? it less: ([^<]+)", en)
    assert more is not None
    named = more.group(2).split("; ")
    assert len(named) == int(more.group(1)) and all(
        re.search(r"\(margin -?¥[\d.,]+M? to -?¥[\d.,]+M?\)", n) for n in named
    )
    assert re.search(r"另有 \d+ 个输入影响更小：[^<]+（差额 ", zh)
    assert "。 另有" not in zh and "。另有" in zh  # no space after a Chinese full stop


def test_a_cost_is_written_in_its_bands_unit_and_a_row_in_one_unit(pages):
    en = pages["en"]
    m = re.search(r"Cheapest run rented: [^,]+, (¥[\d.,]+M?) \((¥[\d.,]+)–([\d.,]+M?)\)", en)
    assert m is not None
    assert m.group(1).endswith("M") == m.group(3).endswith("M")  # '¥0.507M (¥0.317–1.33M)', never '¥507,000 (...M)'
    for label in ("Cost per month of use", "Capital outlay"):
        row = re.search(rf"<td>{label} \(¥\)</td>(.*?)</tr>", en, re.S).group(1)
        cells = re.findall(r"¥([\d.,]+[MB]?)", row)
        assert cells and len(_units(cells)) == 1, row


def test_the_estimate_tables_cost_row_is_in_one_unit(pages):
    en = pages["en"]
    table = en.split("Training estimate", 1)[1].split("Buy or rent", 1)[0]
    row = re.search(r"<td>Cost</td>(.*?)</tr>", table, re.S).group(1)
    cells = re.findall(r"¥([\d.,]+[MB]?)", row)
    assert len(cells) == 3 and len(_units(cells)) == 1, row  # '¥0.507M' beside '¥2.16M', never '¥507,000'


def test_a_chinese_price_cell_keeps_its_date_in_full_width_brackets(pages):
    zh, en = pages["zh"].replace("\u2060", ""), pages["en"]  # word joiners keep a figure with its unit
    assert re.search(r"35万–45万（[^）]*2023，旧，约 \d+ 个月）", zh) and "35万–45万 (" not in zh
    assert re.search(r"350,000–450,000 \(CN, 2023, old", en)
