"""A price from a quote the import was not sure of is marked where the user reads it (ux226). The import marks a quote
for review when its confidence is below certainty; until the user checks it, the price and every cost computed from it
say so: the hardware table's cell ('quote to check'), the chart's tooltip (how sure the import was), the estimate
panel's cost, the report's cost and price rows in English and Chinese, the command line's cost rows and the JSON. It
was said only in the Quotes tab: a meeting read a 62%-sure quote's cost as any other."""

from __future__ import annotations

import datetime as dt
import json
import re

from PySide6.QtCore import Qt

from gpucompare.cli import run
from gpucompare.sheets.importer import analyse
from tests.sheets.conftest import SHEETS

from .conftest import H100


def _quote_to_check(window) -> None:
    """ru_dealer_price.xlsx quotes the H100 at $25,000–30,000; the import is told it was 62% sure of that row."""
    s = window.session
    ws = s.workspace
    ws.add_import(analyse(SHEETS / "ru_dealer_price.xlsx", today=dt.date.today()))
    q = next(q for q in ws.quotes() if q["device_id"] == H100)
    ws.conn.execute("UPDATE quotes SET needs_review = 1, confidence = 0.62 WHERE id = ?", (q["id"],))
    ws.conn.commit()
    s.reload()
    s.set_basis("quote")
    s.set_currency("USD")


def _panel(window):
    window.session.set_comparison([H100])
    panel = window.estimate
    panel.workload.setCurrentIndex(panel.workload.findData("llama2-7b"))
    panel.count.setValue(8)
    panel.set_device_basis(H100, "quote")
    panel.run()
    return panel


def test_the_table_the_chart_and_the_panel_mark_a_quote_nobody_checked(window):
    _quote_to_check(window)
    m = window.hardware.model
    row = m.row_of(H100)
    price = m.data(m.index(row, m.column_index("price")))
    assert "25,000–30,000" in price and "quote to check" in price, price
    per_tflops = m.data(m.index(row, m.column_index("price_per_tflop")))
    assert "quote to check" in per_tflops, per_tflops  # every figure made from the price
    assert "62% sure" in m.data(m.index(row, m.column_index("price")), Qt.ItemDataRole.ToolTipRole)
    assert "62% sure" in window.chart.tip_for(H100)
    panel = _panel(window)
    keys = [k for k, _ in panel.ROWS]
    cost = panel.table.item(keys.index("cost"), 0)
    assert cost.text().splitlines()[0].startswith("$") and "quote to check" in cost.text(), cost.text()
    assert "62% sure" in cost.toolTip()
    # a quote the user has checked in the Quotes tab is no longer marked
    qv = window.quotes
    qv.show_box.setCurrentIndex(qv.show_box.findData("review"))
    qv.mark_checked(list(qv.model.rows))
    panel.run()
    assert "quote to check" not in panel.table.item(keys.index("cost"), 0).text()
    assert "quote to check" not in m.data(m.index(m.row_of(H100), m.column_index("price")))


def test_the_report_marks_it_in_both_languages(window):
    from gpucompare.qtkit import i18n as qt_i18n

    _quote_to_check(window)
    _panel(window)
    html = window.report_dialog("pdf").build()[0].html
    text = re.sub(r"<[^>]+>", " ", html)
    assert "(quote to check)" in text and "62% sure" in text
    with qt_i18n.language("zh_CN"):
        window.estimate.run()
        zh = re.sub(r"<[^>]+>", " ", window.report_dialog("pdf").build()[0].html)
    assert "quote to check" not in zh and "marked for review" not in zh  # said in Chinese
    assert "待核对" in zh and "62%" in zh, zh[:400]


def test_the_command_line_and_the_json_mark_it(window, capsys, _isolated_home):
    _quote_to_check(window)
    argv = ["--home", str(_isolated_home), "estimate", "--device", "H100:quote", "--count", "8"]
    argv += ["--workload", "Llama 2 7B"]
    assert run(argv) == 0
    out = capsys.readouterr().out
    cost = next(ln for ln in out.splitlines() if ln.strip().startswith("run cost (USD)"))
    assert cost.rstrip().endswith("§"), cost
    assert "§ computed from a quote the import marked for review" in out and "62% sure" in out
    assert run([*argv, "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["cost"]["price_to_check"] is True and doc["tco"]["price_to_check"] is True
    assert "62% sure" in doc["tco"]["price_notes"][0]


def test_the_tables_run_columns_say_a_run_does_not_fit(window, qtbot):
    """Llama 2 70B on 8 A100 40GBs does not fit in memory: the table's 'for my workload' cells say so where they
    are read (the advice on hover), never a bare '—' like a device with no estimate."""
    s = window.session
    s.set_comparison([H100])
    panel = window.estimate
    panel.workload.setCurrentIndex(panel.workload.findData("llama2-70b"))
    panel.count.setValue(8)
    panel.run()
    qtbot.waitUntil(lambda: "Llama 2 70B on 8" in s.frame().run_label, timeout=60_000)
    m = window.hardware.model
    row = m.row_of("nvidia-a100-sxm4-40gb")
    for key in ("run_days", "run_cost"):
        assert m.data(m.index(row, m.column_index(key))) == "does not fit", key
    tip = m.data(m.index(row, m.column_index("run_days")), Qt.ItemDataRole.ToolTipRole)
    assert "does not fit in memory" in tip
    cpu = next(d for d in s.catalog.devices if d.category == "CPU")
    assert m.data(m.index(m.row_of(cpu.id), m.column_index("run_days"))) == "—"  # not estimated: no claim


def test_the_tables_run_columns_and_the_run_chart_mark_an_assumed_figure(window, qtbot):
    """Llama 2 7B on 8 Data Center GPU Max 1550: no published training run of its family, so its time rests on the
    global fitted utilization. The panel marks its column '*'; the table's 'for my workload' cells and the "my run"
    chart's tooltip say so too (they gave the figure unmarked)."""
    s = window.session
    s.set_comparison(["intel-max-1550"])
    panel = window.estimate
    panel.workload.setCurrentIndex(panel.workload.findData("llama2-7b"))
    panel.count.setValue(8)
    panel.run()
    assert panel.table.horizontalHeaderItem(0).text().endswith(" *")
    qtbot.waitUntil(lambda: "Llama 2 7B on 8" in s.frame().run_label, timeout=60_000)
    m = window.hardware.model
    row = m.row_of("intel-max-1550")
    days = m.data(m.index(row, m.column_index("run_days")))
    assert days.endswith(" *") and days[0].isdigit(), days
    tip = m.data(m.index(row, m.column_index("run_days")), Qt.ItemDataRole.ToolTipRole)
    assert "rests on a generic assumption" in tip
    h100 = m.data(m.index(m.row_of(H100), m.column_index("run_days")))
    assert not h100.endswith("*"), h100  # a device with its own figures is not marked
    chart = window.chart
    chart.metric_box.setCurrentIndex(chart.metric_box.findData("run"))
    qtbot.waitUntil(lambda: "intel-max-1550" in list(chart.data.ids), timeout=30_000)
    assert "rests on a generic assumption" in chart.tip_for("intel-max-1550")
