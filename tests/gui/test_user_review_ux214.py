"""The window as a purchase meeting reads it (ux214, issue 22): with 'Costs in CNY and USD side by side' ticked, the
second currency of a cost row is written in one unit across the compared devices, as the first is
(money.money_scale): '4830万美元' beside '1.54亿美元' read as two kinds of figure, '0.48亿美元' beside '1.54亿美元' do not."""

import re

import pytest

from tests.conftest import open_window

from .conftest import A100, H100, H800

_ROWS = ("cost", "capital_outlay", "tco", "monthly", "per_mtok", "per_sample")


@pytest.fixture
def zh_window(qtbot, _isolated_home):
    win = open_window(qtbot, _isolated_home, "zh_CN")
    yield win
    win.shutdown()
    from gpucompare.qtkit import i18n as qt_i18n

    qt_i18n.install("en")


def _run(window, count):
    s = window.session
    s.set_currency("CNY")
    s.set_comparison([H800, H100, A100])
    panel = window.estimate
    panel.workload.setCurrentIndex(panel.workload.findData("llama2-70b"))
    panel.count.setValue(count)
    panel.both_currencies.setChecked(True)
    for d in (H800, H100, A100):
        panel.set_device_basis(d, "reference")  # all bought: the capital outlays differ by a factor of a few
    panel.run()
    return panel


def _cells(panel, key):
    keys = [k for k, _ in panel.ROWS]
    r = keys.index(key)
    # a cell puts its second amount on a line of its own when the column is narrow ('¥1.29亿 /' over '1920万美元'),
    # and a cost's price-date mark on the next: the two amounts, read as one line
    out = []
    for c in range(panel.table.columnCount()):
        lines = panel.table.item(r, c).text().splitlines()
        out.append(" ".join(lines[:2]) if lines[0].endswith(" /") else lines[0])
    return out


def _unit(amount: str) -> str:
    """The unit word an amount is written in: '万', '亿' or '' for plain figures."""
    m = re.search(r"[\d.,]+(万|亿)?", amount)
    return m.group(1) or ""


@pytest.mark.parametrize("count", [256, 2048])
def test_both_currencies_each_keep_one_unit_across_a_row(zh_window, count):
    panel = _run(zh_window, count)
    seen = set()
    for key in _ROWS:
        cells = [c for c in _cells(panel, key) if " / " in c]
        if len(cells) < 2:
            continue
        first = {_unit(c.split(" / ")[0]) for c in cells}
        second = {_unit(c.split(" / ")[1]) for c in cells}
        assert len(first) == 1, (key, cells)
        assert len(second) == 1, (key, cells)  # was '4830万美元' beside '1.54亿美元'
        assert all(c.split(" / ")[1].endswith("美元") for c in cells), (key, cells)
        seen.add(key)
    assert {"cost", "capital_outlay", "monthly"} <= seen


def test_a_cost_per_sample_reads_at_least_a_cent_in_both_currencies(zh_window):
    """A sample of Llama 2 70B costs about ¥0.04 and $0.006: counted per sample the dollars read '0.0059美元' and
    '0.01美元' (a cent, one figure) beside yuan; the row now counts per thousand samples for both."""
    panel = _run(zh_window, 256)
    keys = [k for k, _ in panel.ROWS]
    title = panel.table.verticalHeaderItem(keys.index("per_sample")).text()
    assert title != "每个样本", title
    for cell in _cells(panel, "per_sample"):
        for amount in cell.split(" / "):
            value = float(re.search(r"[\d.,]+", amount).group(0).replace(",", ""))
            assert value >= 0.01 and "0.00" not in amount, cell


def test_the_tables_run_cost_column_is_fitted_when_the_run_arrives(zh_window, qtbot):
    """The table's 'for my workload' columns were fitted to '—' before the run was computed and cut its figures
    ('15,000万 (美国...'): fitted to them once they come."""
    from PySide6.QtCore import Qt

    _run(zh_window, 256)
    s = zh_window.session
    qtbot.waitUntil(lambda: s.frame().run_label != "", timeout=20_000)
    m = zh_window.hardware.model
    cost_col = m.column_index("run_cost")
    cells = [m.data(m.index(r, cost_col), Qt.ItemDataRole.DisplayRole) for r in range(m.rowCount())]
    view = zh_window.hardware.view
    fm = view.fontMetrics()
    widest = max(fm.horizontalAdvance(c) for c in cells[:200] if c)
    assert view.columnWidth(cost_col) >= min(widest + 14, 260)


def test_the_tables_run_columns_are_headed_in_chinese(zh_window, qtbot):
    """The table's 'for my workload' columns were headed 'Llama 2 70B on 256 的天数' (the run's name left half in
    English): now 'Llama 2 70B，256 台的天数' and '…的费用'."""
    from PySide6.QtCore import Qt

    _run(zh_window, 256)
    s = zh_window.session
    qtbot.waitUntil(lambda: s.frame().run_label != "", timeout=20_000)
    m = zh_window.hardware.model
    days = m.headerData(m.column_index("run_days"), Qt.Orientation.Horizontal)
    cost = m.headerData(m.column_index("run_cost"), Qt.Orientation.Horizontal)
    assert days.startswith("Llama 2 70B，256 台的天数"), days
    assert cost.startswith("Llama 2 70B，256 台的费用"), cost
    assert " on " not in days + cost
