"""Prices under the market-first bases, as a buyer reads them: the default covers both markets and every price from
the second market is marked (table cell and tooltip, side-by-side panel, hollow chart point and its key); a basis the
user picked stays picked; the chart's key covers no point and no label."""

import re

import numpy as np
import pytest
from PySide6.QtCore import QSettings, Qt

from tests.conftest import open_window

from .conftest import A100, H100, H800

_TIP = Qt.ItemDataRole.ToolTipRole


def test_the_default_basis_covers_china_parts_and_marks_them_in_the_table(window):
    s = window.session
    assert s.basis == "reference:US+CN" and window.basis.currentData() == "reference:US+CN"
    assert window.basis.currentText() == "Reference price, US market first"
    m = window.hardware.model
    col = m.column_index("price")
    h800, h100 = m.index(m.row_of(H800), col), m.index(m.row_of(H100), col)
    # China's ¥350k-450k at the bundled rate, marked as China's, with its date (old: from 2023)
    assert re.fullmatch(r"52,200–67,100 \(CN, 2023, old, about \d+ months\)", m.data(h800))
    assert m.data(h100)[0].isdigit() and "CN" not in m.data(h100)  # a US price: no market mark
    tip = m.data(h800, _TIP)
    assert "China market price: no US market price is known for this device" in tip
    assert "0.149 USD/CNY, rate of 2026-09-25" in tip and "(2023)" in tip  # the FX rate and its date, the price's date
    assert m.data(h800, m.SortRole) == pytest.approx(400_000 / 6.711, rel=1e-3)  # the sort stays on the number
    assert m.headerData(col, Qt.Orientation.Horizontal) == "Reference price, US market first ($)"


def test_switching_currency_keeps_every_market_and_ratio(window):
    s = window.session
    frames = {}
    for cur in ("USD", "CNY", "EUR"):
        s.set_currency(cur)
        f = s.frame()
        frames[cur] = (f.data["price"].copy(), f.price_tag.copy())
    usd, tags = frames["USD"]
    priced = np.flatnonzero(~np.isnan(usd))
    for cur, (mid, tag) in frames.items():
        assert list(tag) == list(tags), cur
        np.testing.assert_allclose(mid[priced] / mid[priced[0]], usd[priced] / usd[priced[0]], rtol=1e-9)


def test_the_side_by_side_panel_marks_a_china_price(window):
    s = window.session
    s.set_comparison([H100, H800])
    cell = window.spec.cell("price", H800)
    assert re.match(r"52,200–67,100 \(CN, 2023, old, about \d+ months\)", cell.text())
    assert "China market price: no US market price is known" in cell.toolTip()
    assert "CN" not in window.spec.cell("price", H100).text()


def test_the_chart_draws_a_china_price_hollow_and_says_so(window):
    chart = window.chart
    chart.old_prices.setChecked(True)  # H800's China price is from 2023: off the default chart
    d = chart.data
    i = int(np.flatnonzero(d.ids == H800)[0])
    j = int(np.flatnonzero(d.ids == H100)[0])
    assert d.other_market[i] and not d.other_market[j]
    hollow = chart.points.symbol("#009E73", True)  # NVIDIA's colour, as a ring
    groups = {int(k): pm for idx, pm in chart.points.groups for k in idx}
    assert groups[i] is hollow and groups[j] is not hollow
    key = "Hollow: China market price (no US market price known), converted at 0.149 USD/CNY, rate of 2026-09-25."
    assert key in chart.note.text()
    assert "Hollow: China market price" in chart.key_texts()
    assert "China market price (no US market price known)" in chart.tip_for(H800)
    assert "China market" not in chart.tip_for(H100)
    window.session.set_basis("reference:US")  # a pure basis: nothing borrowed, nothing hollow, no key entry
    assert not chart.data.other_market.any() and "Hollow" not in chart.note.text()
    assert not any("Hollow" in t for t in chart.key_texts()) and "NVIDIA" in chart.key_texts()


@pytest.mark.parametrize("size", [(1500, 940), (1280, 800), (1600, 1000)])
@pytest.mark.parametrize("currency", ["USD", "CNY"])
def test_the_chart_key_sits_under_the_plot_and_the_range_fits_the_points(window, qtbot, size, currency):
    """At the window's default size on a 1600x1000 screen (1500x940), a laptop's and a larger one, the vendor key
    is a strip under the plot (it hides no point, no name and no guide-line label), readable in full, naming each
    vendor shown and the hollow points; the y axis spans the points, not a band for a key."""
    window.resize(*size)
    # the layout the window gives itself on first start at that size (main_window.showEvent)
    window.resizeDocks([window.chart_dock], [int(size[0] * 0.36)], Qt.Orientation.Horizontal)
    qtbot.wait(20)
    s = window.session
    s.set_currency(currency)
    s.set_comparison([H100, H800, A100])
    qtbot.wait(20)
    chart = window.chart
    d = chart.data
    # the key lies wholly below the plot's view box (the area with the points), inside the chart panel
    vb = chart.item.getViewBox()
    view = chart.plot.mapTo(chart, chart.plot.mapFromScene(vb.sceneBoundingRect()).boundingRect().bottomLeft())
    key = chart.key.geometry()
    assert key.height() > 10 and key.top() >= view.y() and chart.note.geometry().top() >= key.bottom()
    assert chart.rect().contains(key)
    # each vendor shown once, then the hollow entry (the H800 is priced in China under this basis)
    texts = chart.key_texts()
    vendors = list(dict.fromkeys(str(v) for v in d.vendors))
    assert texts[: len(vendors)] == vendors and texts[len(vendors) :] == ["Hollow: China market price"]
    # every entry whole on its line: the strip is as tall as its wrapped lines need
    boxes, height = chart.key.layout_entries(float(key.width()))
    assert key.height() >= height - 1
    for box, _kind, _color, text in boxes:
        assert box.right() <= key.width() and box.bottom() <= key.height() + 1
        assert box.width() >= chart.key.SWATCH + chart.key.GAP + chart.key.fontMetrics().horizontalAdvance(text) - 1
    # the range is the points' own: every point inside it, the top at most a decade above the highest
    (x0, x1), (y0, y1) = chart.item.viewRange()
    lx, ly = np.log10(d.x), np.log10(d.y)
    assert (lx >= x0).all() and (lx <= x1).all() and (ly >= y0).all() and (ly <= y1).all()
    assert y1 - ly.max() < 1.0, f"the y axis reaches {10**y1:,.0f} {d.y_unit} over a top point of {d.y.max():,.0f}"
    # the guide lines' labels: some shown, none under a name or a point
    names = [(p.x, p.y, p.x + p.w, p.y + p.h) for p in chart.placed.values()]
    iso = chart._iso_boxes()
    assert iso and names and not any(_overlap(n, b, slack=3.0) for n in names for b in iso)
    px, py, _wh = chart.pixel_points
    for b in iso:
        under = (px + 5 > b[0]) & (px - 5 < b[2]) & (py + 5 > b[1]) & (py - 5 < b[3])
        assert not under.any(), [str(x) for x in d.ids[under]]


def test_the_chart_key_lists_rents_as_diamonds_and_paints_plain_text(window, qtbot):
    chart = window.chart
    chart._legend(["NVIDIA", "<b>Acme</b> & co"], hollow="China market price", rented="rented")
    assert chart.key_texts() == [
        "NVIDIA",
        "<b>Acme</b> & co",
        "Hollow: China market price",
        "Hollow diamond: rented",
    ]
    assert [kind for kind, _c, _t in chart.key.entries] == ["vendor", "vendor", "hollow", "rented"]
    # narrow: the entries wrap onto more lines and the strip grows to hold them
    one_line = chart.key.layout_entries(2000.0)[1]
    narrow = chart.key.layout_entries(150.0)[1]
    assert narrow >= 3 * (one_line - 2 * chart.key.MARGIN) and chart.key.heightForWidth(150) >= narrow
    chart.key.grab()  # paints without error


def _overlap(a, b, slack: float = 0.0) -> bool:
    return min(a[2], b[2]) - max(a[0], b[0]) > slack and min(a[3], b[3]) - max(a[1], b[1]) > slack


def _settings(home) -> QSettings:
    return QSettings(str(home / "settings.ini"), QSettings.Format.IniFormat)


@pytest.mark.parametrize(
    ("stored", "lang", "expected"),
    [
        (None, None, "reference:US+CN"),
        (None, "zh_CN", "reference:CN+US"),
        ("reference", None, "reference:US+CN"),  # the old key meant "the reference price": today's default
        ("reference", "zh_CN", "reference:CN+US"),
        ("reference:US", None, "reference:US"),  # picked in the selector: it stays
        ("reference:CN", None, "reference:CN"),
        ("cloud", "zh_CN", "cloud"),
    ],
)
def test_a_picked_basis_stays_and_the_old_default_key_moves(qtbot, _isolated_home, stored, lang, expected):
    _isolated_home.mkdir(parents=True, exist_ok=True)
    if stored is not None:
        st = _settings(_isolated_home)
        st.setValue("view/basis", stored)
        st.sync()
    win = open_window(qtbot, _isolated_home, lang)
    try:
        assert win.session.basis == expected and win.basis.currentData() == expected
    finally:
        win.shutdown()
        from gpucompare.qtkit import i18n as qt_i18n

        qt_i18n.install("en")
    stays = _settings(_isolated_home).value("view/basis")
    assert stays == stored  # starting and closing never writes a basis the user did not pick


def test_picking_a_basis_is_remembered(qtbot, _isolated_home):
    win = open_window(qtbot, _isolated_home)
    try:
        win.basis.setCurrentIndex(win.basis.findData("reference:US"))
    finally:
        win.shutdown()
    win = open_window(qtbot, _isolated_home)
    try:
        assert win.session.basis == "reference:US"
    finally:
        win.shutdown()


def test_the_estimate_buys_in_the_markets_of_the_window_basis(window):
    """'Reference price' in the estimate panel follows the window's basis: China first prices the H100 at its China
    price, US first at its US price, and an H800 under US first at its China price (named so)."""
    s, panel = window.session, window.estimate
    panel.basis.setCurrentIndex(panel.basis.findData("reference"))
    inp = panel.inputs()
    assert panel.price_choice(s.catalog[H100], inp).market == "US"
    assert panel.price_choice(s.catalog[H800], inp).market == "CN"
    s.set_basis("reference:CN+US")
    assert panel.price_choice(s.catalog[H100], panel.inputs()).market == "CN"
