"""The window as a purchase meeting reads it (ux219): the hardware table's 'for my workload' days are the figures the
estimate panel shows for the same run, to the same three figures ('394' beside the panel's '394 days', never '394.3',
nor '2,438.9 days' for a run whose band spans a factor of three)."""

import re

import pytest
from PySide6.QtCore import Qt

from .conftest import A100, H100, H800


def test_the_tables_days_for_my_run_read_as_the_estimate_panels(window, qtbot):
    s = window.session
    s.set_comparison([H800, H100, A100])
    panel = window.estimate
    panel.workload.setCurrentIndex(panel.workload.findData("llama2-70b"))
    panel.count.setValue(256)
    panel.run()
    qtbot.waitUntil(lambda: s.frame().run_label != "", timeout=20_000)
    m = window.hardware.model
    days_col = m.column_index("run_days")
    row = [k for k, _ in panel.ROWS].index("wall_days")
    for j, dev in enumerate((H800, H100, A100)):
        shown = m.data(m.index(m.row_of(dev), days_col), Qt.ItemDataRole.DisplayRole)
        in_panel = panel.table.item(row, j).text().split()[0]
        assert shown == in_panel, (dev, shown, in_panel)
    # every figure of the column to three significant figures at most ('2,439', never '2,438.9')
    cells = [m.data(m.index(r, days_col), Qt.ItemDataRole.DisplayRole) for r in range(m.rowCount())]
    figures = [c for c in cells if c and c != "—"]
    assert len(figures) >= 20
    for c in figures:
        digits = re.sub(r"\D", "", c).lstrip("0")
        assert len(digits) <= 4 and (len(digits) <= 3 or "." not in c), c


_UNITS = {"万": 1e4, "亿": 1e8, "M": 1e6, "B": 1e9, "": 1.0}


def _value(amount: str) -> float:
    """'280万美元' -> 2.8e6, '$0.602M' -> 602,000, '¥1.29亿' -> 1.29e8."""
    m = re.search(r"([\d.,]+)(万|亿|M|B)?", amount)
    return float(m.group(1).replace(",", "")) * _UNITS[m.group(2) or ""]


def _sig3(x: float) -> float:
    """Three significant figures; below 100 of a plain currency unit no closer than the cent (money.format_money:
    '$0.96', as every amount under a dollar is written)."""
    r = float(f"{x:.3g}")
    return round(r, 2) if r < 100 else r


def test_the_second_currency_keeps_every_figure_the_first_keeps(window):
    """'Costs in CNY and USD side by side': the dollars beside the yuan are written in one unit across a row, and each
    still says its amount to three significant figures ('$0.602M', never '$0.6M' for $602,000): what a cell shows is
    the amount rounded to three figures (to the cent below a hundred), in either currency."""
    s = window.session
    s.set_currency("CNY")
    s.set_comparison([H800, H100, A100])
    panel = window.estimate
    panel.workload.setCurrentIndex(panel.workload.findData("llama2-70b"))
    panel.count.setValue(256)
    panel.both_currencies.setChecked(True)
    for d in (H800, H100):
        panel.set_device_basis(d, "reference")
    panel.run()
    keys = [k for k, _ in panel.ROWS]
    checked = 0
    for row, amount_key in panel._ROW_AMOUNTS.items():
        if row == "per_sample":
            continue  # counted per a row's number of samples
        for j, dev in enumerate((H800, H100, A100)):
            c = panel.costings.get(dev)
            text = panel.table.item(keys.index(row), j).text()
            if c is None or " / " not in text.replace("\n", " "):
                continue
            first, second = " ".join(text.split()).split(" / ")[:2]
            cny, usd = (c.in_currency(cur, s.fx)[amount_key] for cur in ("CNY", "USD"))
            assert _value(first) == pytest.approx(_sig3(cny), rel=1e-9), (row, text)
            assert _value(second) == pytest.approx(_sig3(usd), rel=1e-9), (row, text)
            checked += 1
    assert checked >= 10
