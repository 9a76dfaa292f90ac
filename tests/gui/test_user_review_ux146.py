"""The window as a user reads it (ux146): every price says its date and its age where it is shown (the hardware
table, the spec panel, the chart's tooltip) and an old one is marked old; the estimate's 'Priced as' and 'Instance'
selectors show their whole choice, wrapped in the cell, never cut to 'RunPod A100 SXM (Com…'; a Chinese window says
the China status and the scale-up links in Chinese."""

import re

import pytest

from tests.conftest import open_window

from .conftest import A100, H800

MI300X = "amd-mi300x"
ASCEND = "huawei-ascend-910b"
#: a date and its age as a price's mark says them: '2026-05, 6 months old', '2026, about 5 months old', '2023, old,
#: about 41 months'
DATED = re.compile(r"\d{4}(-\d\d)?, (old, (about )?\d+ months|(about )?\d+ months? old|under a month old)")


def test_every_price_in_the_table_says_its_date_and_age(window):
    model = window.hardware.model
    price = model.column_index("price")
    shown = [model.data(model.index(r, price)) for r in range(model.rowCount())]
    priced = [t for t in shown if t and t != "—"]
    assert len(priced) > 20
    for text in priced:
        assert DATED.search(text), text
    h800 = model.row_of(H800)
    assert re.search(r"\((CN, )?2023, old, about \d+ months\)", model.data(model.index(h800, price)))


def test_the_spec_panel_and_the_chart_tip_date_and_age_the_price(window, qtbot):
    window.session.set_comparison([H800, A100, MI300X])
    qtbot.wait(50)
    for device in (H800, A100, MI300X):
        cell = window.spec.cell("price", device)
        assert cell is not None and DATED.search(cell.text()), (device, cell and cell.text())
    tip = window.chart.tip_for(MI300X)
    assert DATED.search(tip), tip


def test_the_instance_and_basis_selectors_show_their_whole_choice(window, qtbot):
    window.resize(1600, 1000)
    window.session.set_comparison([H800, A100, MI300X, ASCEND])
    window.estimate_dock.raise_()
    panel = window.estimate
    panel.workload.setCurrentIndex(panel.workload.findData("llama2-70b"))
    panel.run()
    qtbot.wait(200)
    keys = [k for k, _ in panel.ROWS]
    t = panel.table
    combos = [t.cellWidget(keys.index(k), j) for k in ("cost_basis", "rent_option") for j in range(t.columnCount())]
    combos = [c for c in combos if c is not None]
    assert any(c.currentText().count(" ") > 4 for c in combos)  # an instance's long choice is among them
    for combo in combos:
        qtbot.waitUntil(lambda c=combo: c.height() >= c.sizeHint().height(), timeout=5_000)
        lines = combo.shown_lines()
        assert "…" not in "".join(lines), lines
        assert " ".join(lines).replace(" ", "") == combo.currentText().replace(" ", "")
        # the row is tall enough for every line the selector draws
        row = t.indexAt(combo.pos()).row()
        assert t.rowHeight(row) >= len(lines) * combo.fontMetrics().lineSpacing(), (lines, t.rowHeight(row))


@pytest.fixture
def chinese_window(qtbot, _isolated_home):
    win = open_window(qtbot, _isolated_home, "zh_CN")
    yield win
    win.shutdown()
    from gpucompare.qtkit import i18n as qt_i18n

    qt_i18n.install("en")


def test_a_chinese_window_says_links_and_china_status_in_chinese(chinese_window, qtbot):
    win = chinese_window
    win.session.set_comparison([H800, MI300X, ASCEND])
    qtbot.wait(50)
    assert win.spec.cell("scaleup_link", H800).text() == "NVLink 4 (降速版)"
    assert win.spec.cell("scaleup_link", ASCEND).text() == "HCCS (全互联，8 个 NPU)"
    assert win.spec.cell("china_status", ASCEND).text().startswith("可获得")
    assert win.spec.cell("china_status", H800).text().startswith("无法获得：")
    model = win.hardware.model
    link = model.column_index("scaleup_link")
    assert model.data(model.index(model.row_of(MI300X), link)) == "Infinity Fabric (7 条链路 × 128 GB/s)"
