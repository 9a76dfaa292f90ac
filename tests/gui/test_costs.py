"""The purchase meeting's question in the window: Llama-2-70B on 2T tokens, 256 H800 bought or 32 p5.48xlarge
rented; one view, the same figures as the command line, one report page with the rent-vs-buy chart."""

import json

import pytest

from gpucompare.cli import run

from .conftest import H100, H800


def scenario(window):
    s = window.session
    s.set_currency("CNY")
    s.set_comparison([H800, H100])
    panel = window.estimate
    panel.workload.setCurrentIndex(panel.workload.findData("llama2-70b"))
    panel.count.setValue(256)
    panel.both_currencies.setChecked(True)
    panel.set_device_basis(H800, "reference")  # bought at the reference price
    panel.set_device_rent(H100, "p5.48xlarge", "on-demand")
    panel.run()
    return panel


def test_h800_bought_against_p5_rented_is_one_view_and_equals_the_command_line(window, capsys, _isolated_home):
    panel = scenario(window)
    bought, rented = panel.costings[H800], panel.costings[H100]
    assert bought.bought and not rented.bought and rented.rent["instances"] == 32
    keys = [k for k, _ in panel.ROWS]

    def cell(key, device_col):
        return panel.table.item(keys.index(key), device_col).text()

    # every figure a meeting reads, in yuan with dollars beside
    for key in ("capital_outlay", "tco", "cost", "break_even", "per_mtok", "monthly"):
        assert cell(key, 0) != "—", key
    # (a cell narrower than its text wraps at a space, _wrap_marks: '¥129M /' over '$19.2M' reads the same)
    outlay = " ".join(cell("capital_outlay", 0).split())
    assert outlay.startswith("¥") and " / $" in outlay
    assert cell("capital_outlay", 1) == "none (rented)"
    be = panel.table.item(keys.index("break_even"), 0)
    assert be.text().endswith("months") or be.text() == "never"
    assert "4-year life" in be.toolTip() or "months of use" in be.toolTip()  # within the cluster's life
    # a rented bill is not "best" against an owned cluster's share of its TCO
    assert "Not marked best" in panel.table.item(keys.index("cost"), 0).toolTip()
    # the chart: two lines, the break-even marked where they meet
    assert panel.rent_buy.data is not None and len(panel.rent_buy.data["series"]) == 2
    if bought.break_even_months is not None:
        assert panel.rent_buy.marks and panel.rent_buy.marks[0][0] == pytest.approx(bought.break_even_months)
    else:
        assert not panel.rent_buy.marks
    # the decision with its uncertainty, in its own tab: which wins, over how much of the band, what moves it
    assert panel.decisions and panel.decision_view.tornado.rows
    assert "over its 4-year life" in panel.decision_view.summary.text()
    # instance and purchase model with the price's market and date
    combo = panel.table.cellWidget(keys.index("rent_option"), 1)
    assert "p5.48xlarge, on-demand: $55.04/h (us-east-1, 2026-07)" in combo.currentText()

    argv = ["--home", str(_isolated_home), "estimate", "--device", "H800:buy", "--device", "p5.48xlarge:on-demand"]
    argv += ["--count", "256", "--workload", "Llama 2 70B", "--currency", "CNY,USD", "--json"]
    assert run(argv) == 0
    cli = json.loads(capsys.readouterr().out)["estimates"]
    fx = window.session.fx
    for doc, c in zip(cli, (bought, rented), strict=True):
        gui = c.in_currency("CNY", fx)
        for key in ("capital_outlay", "run_cost", "monthly_cost", "cost_per_million_tokens", "cost_per_sample"):
            assert doc[key] == pytest.approx(gui[key], rel=1e-9), key
        assert doc["tco"]["in"]["USD"]["run_cost"] == pytest.approx(c.run_cost_usd, rel=1e-9)
    assert cli[0]["break_even_months"] == (
        None if bought.break_even_months is None else pytest.approx(bought.break_even_months, rel=1e-9)
    )
    assert cli[0]["tco"]["tco"] == pytest.approx(bought.in_currency("CNY", fx)["tco"], rel=1e-9)
    assert cli[1]["tco"]["rent"]["price_as_of"] == "2026-07"


def test_the_report_from_the_window_has_the_cost_page_and_chart(window, tmp_path):
    scenario(window)
    dlg = window.report_dialog("pdf")
    report, _chart = dlg.build()
    html = report.html
    assert "Buy or rent" in html and "Capital outlay (¥)" in html and "Capital outlay ($)" in html  # as the price rows
    assert "Break-even: months of use after which buying has cost less than renting the same work" in html
    assert "The decision and its uncertainty" in html and "Capital outlay, line by line" in html
    assert report.rent_buy is not None
    assert any("latent.space" in n for n in report.footnotes)  # the server and network figures' source
    pages = dlg.save_pdf(str(tmp_path / "costs.pdf"))
    assert pages >= 2


def test_cost_of_ownership_preferences_reach_the_panel_and_the_command_line(window, capsys, _isolated_home):
    dlg = window.preferences_dialog()
    dlg.site.setCurrentIndex(dlg.site.findData("china"))
    assert dlg.pue.value() == 1.3  # the China defaults come in with the site
    assert dlg.electricity.value() == pytest.approx(0.63 / 6.711, abs=1e-4)  # shown in the window's currency (USD)
    dlg.utilization.setValue(70)
    dlg.residual.setValue(10)
    dlg.fabric.setCurrentIndex(dlg.fabric.findData("roce"))
    dlg.apply()
    ws = window.session.workspace
    assert ws.setting("tco.site") == "china" and ws.setting("tco.utilization") == "0.7"
    assert ws.setting("tco.pue") == "" and ws.setting("tco.electricity_per_kwh") == ""  # defaults follow the source
    panel = scenario(window)
    bought = panel.costings[H800]
    assert bought.settings["site"] == "china" and bought.utilization == 0.7 and bought.system["fabric"] == "roce"
    argv = ["--home", str(_isolated_home), "estimate", "--device", "H800:buy", "--count", "256"]
    assert run([*argv, "--workload", "Llama 2 70B", "--currency", "CNY", "--json"]) == 0
    cli = json.loads(capsys.readouterr().out)
    assert cli["capital_outlay"] == pytest.approx(bought.in_currency("CNY", window.session.fx)["capital_outlay"])
    assert cli["run_cost"] == pytest.approx(bought.in_currency("CNY", window.session.fx)["run_cost"], rel=1e-9)
    again = window.preferences_dialog()
    assert again.site.currentData() == "china" and again.utilization.value() == 70 and again.residual.value() == 10
    again.restore_defaults()
    again.apply()
    assert ws.setting("tco.site") == "" and ws.setting("tco.utilization") == ""


def test_a_device_no_cloud_rents_is_bought_at_its_reference_price_and_says_so(window):
    """With the panel on 'rented on a cloud instance', H800 (no cloud rents it) is priced bought at its reference
    price, and its column's basis says so, rather than an empty cost beside the others."""
    s = window.session
    s.set_comparison([H100, H800])
    panel = window.estimate
    panel.basis.setCurrentIndex(panel.basis.findData("cloud"))
    panel.run()
    keys = [k for k, _ in panel.ROWS]
    assert panel.costings[H800].bought and not panel.costings[H100].bought
    assert panel.table.item(keys.index("cost"), 1).text() != "—"
    assert panel.table.cellWidget(keys.index("cost_basis"), 1).currentData() == "reference"
    assert panel.table.cellWidget(keys.index("cost_basis"), 0).currentData() == "cloud"
    assert "reference" not in panel.basis_override.values()  # nothing chosen for the user


def test_the_cost_rows_are_in_view_on_a_laptop_screen(window, qtbot):
    """At 1280x800 the estimate table gets the panel's height (a chart below it once left two rows in view): the
    capital outlay and the break-even are readable without scrolling; the chart and the assumptions sit beside it."""
    window.resize(1280, 800)
    window.estimate_dock.raise_()
    scenario(window)
    qtbot.wait(50)
    panel = window.estimate
    keys = [k for k, _ in panel.ROWS]
    t = panel.table
    bottom = t.viewport().height()
    for key in ("cost", "capital_outlay", "break_even"):
        assert t.rowViewportPosition(keys.index(key)) + t.rowHeight(keys.index(key)) <= bottom, key
    assert panel.side.count() == 4 and panel.rent_buy.data is not None  # rent or buy, decision, lines, assumptions


def test_each_devices_basis_survives_a_restart(window, qtbot, _isolated_home):
    """H800 bought at its quote and H100 rented on a p5 reservation stay so after the window is closed and opened."""
    from tests.conftest import open_window

    scenario(window)
    panel = window.estimate
    panel.set_device_basis(H800, "quote")
    panel.set_device_rent(H100, "p5.48xlarge", "on-demand")
    window.shutdown()
    again = open_window(qtbot, _isolated_home)
    try:
        p = again.estimate
        assert p.basis_override[H800] == "quote" and p.basis_override[H100] == "cloud"
        assert p.rent_override[H100] == "rent=p5.48xlarge/on-demand"
    finally:
        again.shutdown()


def test_the_table_ranks_every_device_for_my_run_and_says_why_one_has_no_figure(window, qtbot):
    """The estimate panel's run (Llama 2 70B on 256) fills the table's "for my workload" columns for every training
    device, off the window's thread; sorted by cost, the cheapest run first; a CPU says why it has no figure; the
    H800's cost is the panel's own (the same price, the same TCO)."""
    import math

    from PySide6.QtCore import Qt

    panel = scenario(window)
    s = window.session
    qtbot.waitUntil(lambda: s.frame().run_label != "", timeout=20_000)
    m = window.hardware.model
    cost_col, days_col = m.column_index("run_cost"), m.column_index("run_days")
    assert "Llama 2 70B on 256" in m.headerData(cost_col, Qt.Orientation.Horizontal)
    m.sort(cost_col, Qt.SortOrder.AscendingOrder)
    costs = [m.data(m.index(r, cost_col), m.SortRole) for r in range(m.rowCount())]
    finite = [c for c in costs if not math.isnan(c)]
    assert len(finite) >= 30 and finite == sorted(finite) and math.isnan(costs[-1])
    h800 = m.row_of(H800)
    panel_cost = panel.costings[H800].in_currency("CNY", s.fx)["run_cost"]
    assert m.data(m.index(h800, cost_col), m.SortRole) == pytest.approx(panel_cost, rel=1e-9)
    assert m.data(m.index(h800, days_col), m.SortRole) == pytest.approx(panel.results[H800].wall_days)
    cpu = next(i for i, d in enumerate(s.catalog.devices) if d.category == "CPU")
    row = m.row_of(s.catalog.devices[cpu].id)
    assert "not a training device" in m.data(m.index(row, cost_col), Qt.ItemDataRole.ToolTipRole)
    # the chart plots my run: its cost against runs a year
    chart = window.chart
    chart.metric_box.setCurrentIndex(chart.metric_box.findData("run"))
    assert "Cost of Llama 2 70B on 256" in chart.data.x_label and len(chart.data) >= 20
