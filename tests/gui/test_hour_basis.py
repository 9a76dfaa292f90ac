"""The hour basis in the window: one pick in the price selector, every device at what an hour of it costs (owned:
its TCO per device-hour of use; rented: on-demand), each rent marked in the table, the panel and the chart."""

import numpy as np
from PySide6.QtCore import Qt

from .conftest import H100

_TIP = Qt.ItemDataRole.ToolTipRole
V6E = "google-tpu-v6e"
HOUR = "hour:owned+rented"


def pick_hour_basis(window) -> None:
    i = window.basis.findData(HOUR)
    assert i >= 0 and window.basis.itemText(i) == "Cost per device-hour, owned or rented"
    window.basis.setCurrentIndex(i)  # one pick in the selector
    assert window.session.basis == HOUR


def test_the_table_marks_a_rent_and_says_an_owned_figure_is_derived(window):
    pick_hour_basis(window)
    m = window.hardware.model
    col = m.column_index("price")
    assert m.headerData(col, Qt.Orientation.Horizontal) == "Cost per device-hour, owned or rented ($/h)"
    v6e, h100 = m.index(m.row_of(V6E), col), m.index(m.row_of(H100), col)
    assert m.data(v6e).startswith("2.70 (rented, 20")  # marked rented, with the rent's date
    assert m.data(v6e, _TIP).startswith("Rented: the on-demand cloud rent per device-hour")
    assert "TPU v6e" in m.data(v6e, _TIP)
    assert "rented" not in m.data(h100) and m.data(h100)[0].isdigit()
    tip = m.data(h100, _TIP)
    assert tip.startswith("Owned, derived: the total cost of ownership per device-hour of use")
    assert "8-GPU HGX" in tip and "utilization 80%" in tip
    assert 1.5 < m.data(h100, m.SortRole) < 3.5  # $ per device-hour, sorted on the number


def test_the_panel_marks_a_rent(window):
    pick_hour_basis(window)
    window.session.set_comparison([H100, V6E])
    assert window.spec.cell("price", V6E).text().startswith("2.70 (rented, 20")
    assert "Rented:" in window.spec.cell("price", V6E).toolTip()
    assert "(rented)" not in window.spec.cell("price", H100).text()


def test_the_chart_draws_rents_as_diamonds_with_a_key(window):
    pick_hour_basis(window)
    chart = window.chart
    chart.old_prices.setChecked(True)  # the H100's purchase price is from 2023
    d = chart.data
    assert "per device-hour" in d.x_label
    i, j = (int(np.flatnonzero(d.ids == x)[0]) for x in (V6E, H100))
    assert d.rented[i] and not d.rented[j]
    diamond = chart.points.symbol("#E69F00", "rented")  # Google's colour, a hollow diamond
    groups = {int(k): pm for idx, pm in chart.points.groups for k in idx}
    assert groups[i] is diamond and groups[j] is not chart.points.symbol("#009E73", "rented")
    assert "Hollow diamonds are rented" in chart.note.text()
    assert any("Hollow diamond: rented" in t for t in chart.key_texts())
    assert "Rented:" in chart.tip_for(V6E) and "Owned, derived" in chart.tip_for(H100)
    window.session.set_basis("reference:US+CN")  # back on a purchase price: no diamonds, no key entry
    assert not chart.data.rented.any() and "diamond" not in chart.note.text()
    assert not any("diamond" in t for t in chart.key_texts())


def test_preferences_change_the_owned_figures(window):
    pick_hour_basis(window)
    s = window.session
    before = float(s.prices().mid[[d.id for d in s.catalog.devices].index(H100)])
    s.workspace.set_setting("tco.utilization", "0.5")
    s.data_changed("preferences")
    after = float(s.prices().mid[[d.id for d in s.catalog.devices].index(H100)])
    assert after > 1.45 * before  # the fixed costs spread over 50% of the hours, not 80% (the energy per hour stays)
    v6e = [d.id for d in s.catalog.devices].index(V6E)
    assert s.prices().mid[v6e] == 2.70  # a rent does not depend on how much you own


def test_the_estimate_panel_and_quotes_buy_in_the_hour_basis_market_order(window):
    """Under the hour basis an estimate 'at the reference price' buys as the basis prices an owned device: the
    reader's market first (US then China in English)."""
    pick_hour_basis(window)
    panel = window.estimate
    spec = panel.price_spec(window.session.catalog[H100], panel.inputs(), "reference")
    assert spec == "reference:US+CN"
