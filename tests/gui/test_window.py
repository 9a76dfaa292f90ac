"""The main window driven as a user would: header clicks, filter widgets, ticks, chart clicks, a restart."""

import json

import numpy as np
import pytest
from PySide6.QtCore import QPoint, Qt

from gpucompare.cli import run
from gpucompare.core.estimate.results import days_text
from gpucompare.gui.app import build_main_window

from .conftest import A100, GAUDI2, H100, H800


def sort_keys(model, key):
    c = model.column_index(key)
    return [model.data(model.index(r, c), model.SortRole) for r in range(model.rowCount())]


def click_header(qtbot, view, column):
    header = view.horizontalHeader()
    x = header.sectionViewportPosition(column) + header.sectionSize(column) // 2
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, header.height() // 2))


def test_window_opens_with_title_icon_and_filled_table(window):
    assert window.windowTitle() == "gpucompare"
    assert not window.windowIcon().isNull()
    assert window.hardware.model.rowCount() >= 35
    assert window.chart is not None and window.estimate is not None
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles == ["&File", "&Edit", "&View", "&Help"]


def test_sort_by_clicking_the_header(window, qtbot):
    hv = window.hardware
    hv.view.horizontalHeader().setSortIndicator(0, Qt.SortOrder.AscendingOrder)
    col = hv.model.column_index("memory_bw_gbs")
    click_header(qtbot, hv.view, col)
    first = sort_keys(hv.model, "memory_bw_gbs")
    click_header(qtbot, hv.view, col)
    second = sort_keys(hv.model, "memory_bw_gbs")
    finite = [v for v in first if not np.isnan(v)]
    assert finite in (sorted(finite), sorted(finite, reverse=True))
    assert [v for v in second if not np.isnan(v)] == finite[::-1]
    assert np.isnan(first[-1]) and np.isnan(second[-1])  # Goya has no published bandwidth: last both ways


def test_filter_widgets_narrow_the_table(window, qtbot):
    hv = window.hardware
    total = len(window.session.catalog)
    qtbot.keyClicks(hv.search, "h800 sxm")
    qtbot.waitUntil(lambda: hv.model.rowCount() == 1)
    assert hv.model.id_at(0) == H800 and hv.count_label.text() == f"1 of {total}"
    hv.search.clear()
    qtbot.waitUntil(lambda: hv.model.rowCount() == total)
    hv.min_memory.setValue(80)
    hv.link.setCurrentIndex(hv.link.findData("nvlink"))
    ids = {hv.model.id_at(r) for r in range(hv.model.rowCount())}
    assert {A100, H100, H800} <= ids and GAUDI2 not in ids and "nvidia-a100-pcie-80gb" not in ids
    hv.min_peak.setValue(900)  # BF16 dense >= 900 TFLOPS
    ids = {hv.model.id_at(r) for r in range(hv.model.rowCount())}
    assert H100 in ids and A100 not in ids
    hv.clear_filters()
    assert hv.model.rowCount() == total


def test_precision_selector_renames_headers_and_changes_values(window):
    hv = window.hardware
    col = hv.model.column_index("peak")
    window.precision.setCurrentIndex(window.precision.findData("fp8"))
    assert hv.model.headerData(col, Qt.Orientation.Horizontal) == "FP8 dense (TFLOPS)"
    assert hv.model.data(hv.model.index(hv.model.row_of(H100), col)) == "1,978.9"
    assert hv.model.data(hv.model.index(hv.model.row_of(A100), col)) == "—"
    window.precision.setCurrentIndex(window.precision.findData("int8"))
    assert hv.model.headerData(col, Qt.Orientation.Horizontal) == "INT8 dense (TOPS)"


def test_ticking_devices_fills_the_side_by_side_panel(window):
    model = window.hardware.model
    for device in (A100, H100, GAUDI2):
        assert model.setData(
            model.index(model.row_of(device), 0), Qt.CheckState.Checked, Qt.ItemDataRole.CheckStateRole
        )
    assert window.session.comparison == [A100, H100, GAUDI2]
    spec = window.spec
    peak_h100 = spec.cell("peak", H100)
    assert peak_h100.text().startswith("989.4") and "3.17×" in peak_h100.text()
    assert peak_h100.data(spec.BestRole) is True and spec.cell("peak", A100).data(spec.BestRole) is False
    assert spec.cell("memory_gb", GAUDI2).data(spec.BestRole) is True  # 96 GB beats 80
    # TDP has no best: less power is not a better part (TFLOPS per watt ranks efficiency)
    assert not any(spec.cell("tdp_w", d).data(spec.BestRole) for d in (A100, H100, GAUDI2))
    assert "H100 SXM5 80GB = 3.17× A100 SXM4 80GB at BF16 dense" in spec.headline.text()
    window.session.set_baseline(H100)
    assert "0.32×" in spec.cell("peak", A100).text()
    window.session.move_in_comparison(GAUDI2, -2)
    assert window.session.comparison[0] == GAUDI2
    window.session.remove_from_comparison(GAUDI2)
    assert spec.table.columnCount() == 3 and window.session.comparison == [A100, H100]


def test_a_fifth_device_is_refused_with_a_message(window, qtbot):
    s = window.session
    s.set_comparison([A100, H100, H800, GAUDI2])
    with qtbot.waitSignal(s.message) as blocker:
        assert s.add_to_comparison("nvidia-v100-sxm2-32gb") is False
    assert "At most 4" in blocker.args[0] and len(s.comparison) == 4


def test_chart_points_tips_and_click_selects_the_row(window):
    chart = window.chart
    window.basis.setCurrentIndex(window.basis.findData("cloud"))
    frame = window.session.frame()
    drawable = np.isfinite(frame.data["price"]) & np.isfinite(frame.data["peak"])
    # a price older than 18 months is off the default chart (counted in its caption); "Old prices" brings it back
    plottable = int((drawable & ~frame.stale).sum())
    assert chart.point_count() == plottable == len(chart.data) >= 6
    assert chart.data.stale_out == int((drawable & frame.stale).sum())
    assert chart.data.left_out == len(window.session.catalog) - int(
        drawable.sum()
    )  # V100 has a price but no BF16 figure: left out, and counted
    chart.old_prices.setChecked(True)
    assert chart.point_count() == int(drawable.sum())
    tip = chart.tip_for(H100)
    assert (
        "H100 SXM5 80GB" in tip and "1.80" in tip and "989.4 TFLOPS" in tip
    )  # Vast.ai's catalog offer of July 2026; GCP's $5.38 is flagged
    window.session.set_comparison([H100])
    assert len(chart.highlight.data) == 1
    # a cloud-only part on the chart by its rent (the Gaudi HL-205's only rent, AWS dl1 of 2021, is history now)
    chart.click_device("google-tpu-v6e")
    assert window.hardware.current_device() == "google-tpu-v6e"
    front = set(chart.data.ids[chart.front])
    # the Pareto front: no plotted device is both cheaper per hour and faster than a device on it (the rents of
    # Chinese platforms' consumer cards and Nebius's B200 at $5.50 now sit on it)
    price = dict(zip(chart.data.ids, chart.data.x, strict=True))
    peak = dict(zip(chart.data.ids, chart.data.y, strict=True))
    for f in front:
        assert not any(price[d] < price[f] and peak[d] > peak[f] for d in price), f
    assert "nvidia-b200" in front and len(front) >= 4


def test_chart_export_png_and_svg(window, tmp_path):
    window.chart.export(str(tmp_path / "c.png"))
    window.chart.export(str(tmp_path / "c.svg"))
    assert (tmp_path / "c.png").read_bytes()[:4] == b"\x89PNG"
    assert "<svg" in (tmp_path / "c.svg").read_text(encoding="utf-8")[:2000]


def test_estimate_panel_equals_the_command_line(window, capsys):
    s = window.session
    s.set_comparison([H100, A100])
    panel = window.estimate
    panel.workload.setCurrentIndex(panel.workload.findData("llama2-70b"))
    panel.count.setValue(512)
    panel.basis.setCurrentIndex(panel.basis.findData("cloud"))
    panel.set_device_rent(H100, "p5.48xlarge", "on-demand")  # the instance and purchase model of its column
    panel.run()
    gui = panel.results[H100]
    assert (
        run(
            [
                "estimate",
                "--device",
                H100,
                "--count",
                "512",
                "--workload",
                "Llama 2 70B",
                "--cloud",
                "p5.48xlarge",
                "--json",
            ]
        )
        == 0
    )
    cli = json.loads(capsys.readouterr().out)
    assert gui.wall_days == pytest.approx(cli["wall_days"], rel=1e-9)
    gui_cost = panel.costings[H100].in_currency("USD", window.session.fx)["run_cost"]
    assert gui_cost == pytest.approx(cli["cost"]["amount"], rel=1e-9)
    assert gui.memory_per_device_gb == pytest.approx(cli["memory_per_device_gb"], rel=1e-9)
    # the time with its unit, as the command line's results row says it ('48.3 days'; '4.58 hours' under a day)
    assert panel.table.item(0, 0).text() == f"{days_text(cli['wall_days'])} days"
    assert panel.table.item(0, 0).text() == next(r["text"] for r in cli["results"] if r["key"] == "wall_days")
    # a device of its own basis: H100 rented, A100 bought at the reference price
    panel.set_device_basis(A100, "reference")
    panel.run()
    assert panel.costings[A100].bought and panel.costings[H100].rent["instance"] == "p5.48xlarge"
    # kept across a restart: the device's own basis is in the workspace
    assert window.session.workspace.device_bases()[A100] == "reference"
    assert "Utilization" in panel.assumptions.toPlainText()


def test_estimate_panel_shows_a_model_that_does_not_fit(window):
    window.session.set_comparison(["nvidia-rtx-4090"])
    panel = window.estimate
    panel.workload.setCurrentIndex(panel.workload.findData("llama2-70b"))
    panel.count.setValue(8)
    panel.run()
    e = panel.results["nvidia-rtx-4090"]
    assert not e.fits_in_memory
    fits_row = [k for k, _ in panel.ROWS].index("fits")
    assert panel.table.item(fits_row, 0).text() == "no"
    # a run that does not fit gets no time and no cost as if it did (as in the CLI and the JSON)
    keys = [k for k, _ in panel.ROWS]
    for key in ("wall_days", "steady_days", "device_hours", "cost"):
        assert not any(ch.isdigit() for ch in panel.table.item(keys.index(key), 0).text()), key
    assert "would fit on" in panel.assumptions.toPlainText()
    # said under the figures too: on a laptop screen the row is below the fold
    assert panel.fit_warning.isVisibleTo(panel) and "RTX 4090" in panel.fit_warning.text()
    assert "would fit on" in panel.fit_warning.text()
    window.session.set_comparison(["nvidia-rtx-4090", H800])
    panel.run()  # two that do not fit: one line naming both, each one's advice on hover
    assert "RTX 4090" in panel.fit_warning.text() and "H800" in panel.fit_warning.text()
    assert "\n" not in panel.fit_warning.text() and panel.fit_warning.toolTip().count("would fit on") == 2
    panel.count.setValue(256)
    panel.run()
    assert not panel.fit_warning.isVisibleTo(panel)


def test_settings_survive_a_restart(window, qtbot, _isolated_home):
    window.precision.setCurrentIndex(window.precision.findData("fp16"))
    window.currency.setCurrentIndex(window.currency.findData("CNY"))
    window.session.set_comparison([H800, A100], baseline=A100)
    window.hardware.view.setColumnHidden(window.hardware.model.column_index("vendor"), True)
    window.estimate.count.setValue(1024)
    window.estimate.run()
    window.close()
    again = build_main_window(str(_isolated_home))
    qtbot.addWidget(again)
    s = again.session
    assert (s.precision, s.currency, s.comparison, s.baseline) == ("fp16", "CNY", [H800, A100], A100)
    assert again.hardware.view.isColumnHidden(again.hardware.model.column_index("vendor"))
    assert again.precision.currentData() == "fp16" and again.currency.currentData() == "CNY"
    again.finish_startup()
    assert again.estimate.count.value() == 1024
    again.shutdown()


def test_an_unexpected_error_is_logged_and_shown_once(window, _isolated_home):
    rep = window.reporter
    for _ in range(3):
        try:
            raise RuntimeError("boom in a slot")
        except RuntimeError as err:
            rep.hook(type(err), err, err.__traceback__)
    assert len(rep.shown) == 1 and "boom in a slot" in rep.shown[0] and "gpucompare.log" in rep.shown[0]
    log = (_isolated_home / "logs" / "gpucompare.log").read_text(encoding="utf-8")
    assert log.count("Traceback") == 3 and "RuntimeError: boom in a slot" in log


def test_a_price_missing_in_one_market_says_where_it_is_sold(window):
    """Under the US market H800 has no price (it is a China part): its dash says the China market's range."""
    s = window.session
    s.set_basis("reference:US")
    s.set_currency("CNY")
    s.set_comparison([H100, H800])
    t = window.spec.table
    row = next(r for r in range(t.rowCount()) if t.item(r, 0) and "Reference price" in t.item(r, 0).text())
    cell = t.item(row, 2)
    assert cell.text() == "—"
    assert "China market: 350,000–450,000 (2023)" in cell.toolTip()


def test_opening_the_estimate_tab_on_a_first_start_gives_its_inputs_room(window, qtbot):
    """Nothing compared yet, the panel below is one line high; the Training estimate tab brought to the front
    grows it so its inputs can be read (the hint alone kept it at 16%)."""
    window.resize(1280, 800)
    qtbot.wait(20)
    assert window.estimate_dock.height() < window.height() * 0.3
    window.estimate_dock.raise_()
    qtbot.wait(20)
    assert window.estimate_dock.height() >= window.height() * 0.3
    assert window.estimate.workload.isVisible() and not window.estimate.workload.visibleRegion().isEmpty()
