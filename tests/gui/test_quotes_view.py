"""The Quotes tab after an import: a hint until a device is picked, a date axis in days, whole prices (in 万 for a
Chinese reader of yuan), and the VAT basis the sheet states."""

import pytest
from PySide6.QtCore import Qt

from gpucompare.gui.quotes_view import SECONDS_PER_DAY, vat_basis
from tests.sheets.conftest import SHEETS

from .conftest import H800


def import_cn_sheet(window, qtbot):
    d = window.open_import(str(SHEETS / "cn_distributor_quote.xlsx"))
    qtbot.addWidget(d)
    qtbot.waitUntil(lambda: d.preview is not None or bool(d.error), timeout=30_000)
    qtbot.mouseClick(d.import_btn, Qt.MouseButton.LeftButton)
    assert window.session.workspace.quote_count() == 6


def column(model, title):
    return next(i for i, c in enumerate(model.columns) if c.title == title)


def test_quotes_tab_hint_axis_prices_and_vat(window, qtbot):
    qv = window.quotes
    qv.set_device("")
    assert not qv.plot.isVisibleTo(qv) and "pick a device" in qv.plot_title.text()
    import_cn_sheet(window, qtbot)
    qv.set_device(H800)
    assert qv.plot.isVisibleTo(qv)
    (x0, x1), _ = qv.plot.getPlotItem().viewRange()
    assert x1 - x0 >= 59 * SECONDS_PER_DAY  # one quote date: still an axis of days, not of seconds
    m = qv.model
    row = next(i for i, q in enumerate(m.rows) if q["device_id"] == H800)
    assert m.data(m.index(row, column(m, "Price"))) == "¥320,000"
    price_col = column(m, "Price")
    needed = qv.view.fontMetrics().horizontalAdvance("¥320,000")
    assert qv.view.columnWidth(price_col) >= needed + 10
    # '注:以上价格含13%增值税' sits under the table of this sheet
    assert m.data(m.index(row, column(m, "VAT"))) == "incl."


@pytest.mark.parametrize(
    "quote, notes, basis",
    [
        ({"raw_price": "32万", "notes": ""}, "注:以上价格含13%增值税,运费另计。", "incl"),
        ({"raw_price": "32万 不含税", "notes": ""}, "", "excl"),
        ({"raw_price": "$25,000", "notes": "excl. VAT"}, "", "excl"),
        ({"raw_price": "2 500 000 руб. с НДС", "notes": ""}, "", "incl"),
        ({"raw_price": "$25,000", "notes": ""}, "", ""),
        ({"raw_price": "x", "notes": "", "vat": "excl"}, "含税", "excl"),
    ],
)
def test_vat_basis_from_what_the_quote_says(quote, notes, basis):
    assert vat_basis(quote, notes) == basis


def test_chinese_quotes_read_yuan_in_wan():
    from gpucompare.gui.quotes_view import quote_price_text
    from gpucompare.qtkit import i18n as qt_i18n

    with qt_i18n.language("zh_CN"):
        assert quote_price_text(320_000, 320_000, "CNY") == "¥32万"
        assert quote_price_text(250_000, 350_000, "CNY") == "¥25万–35万"
    assert quote_price_text(320_000, 320_000, "CNY") == "¥320,000"


def test_price_history_draws_the_reference_range_and_dates_in_chinese(window, qtbot):
    """H800's 2023 reference is ¥350-450k: a band with that label, not a line at a midpoint; months in Chinese."""
    import_cn_sheet(window, qtbot)
    s = window.session
    s.set_basis("reference:CN")
    s.set_currency("CNY")
    qv = window.quotes
    qv.set_device(H800)
    assert qv.reference_band == pytest.approx((350_000, 450_000))
    from gpucompare.qtkit import i18n as qt_i18n

    axis = qv.plot.getAxis("bottom")
    with qt_i18n.language("zh_CN"):
        texts = axis.tickStrings([1_762_000_000, 1_764_600_000], 1.0, 30 * SECONDS_PER_DAY)
    assert all(t.endswith("月") for t in texts) and not any(c.isascii() and c.isalpha() for t in texts for c in t)


def test_one_quote_without_a_reference_gets_a_price_axis_not_a_decimal_one(window, qtbot):
    """In dollars under the US reference (none for H800) the one quote of ¥320,000 is ~$44,506: the axis spans
    at least ±10% of it, not '44506.2 ... 44506.6'."""
    import_cn_sheet(window, qtbot)
    window.session.set_currency("USD")
    window.session.set_basis("reference:US")
    qv = window.quotes
    qv.set_device(H800)
    assert qv.reference_band is None
    _, (y0, y1) = qv.plot.getPlotItem().viewRange()
    price = window.session.fx.convert(320_000, "CNY", "USD")
    assert y0 < price < y1 and y1 - y0 >= 0.199 * price


def test_before_a_device_is_picked_the_quotes_get_the_width(window, qtbot):
    """All quotes listed, no device picked: the price-history side is one line of hint, the quotes table has the
    room (its last column, where each quote comes from, is not cut); picking a device gives the chart its share."""
    window.resize(1280, 800)
    import_cn_sheet(window, qtbot)
    window.show_imported_quotes()
    qtbot.wait(20)
    qv = window.quotes
    assert qv.show_box.currentData() == "all" and qv.chart.width() <= 240
    view, m = qv.view, qv.model
    source = column(m, "From")
    assert view.horizontalScrollBar().maximum() == 0 or view.columnViewportPosition(source) < view.viewport().width()
    assert m.data(m.index(0, column(m, "VAT"))) in ("incl.", "excl.", "not stated")
    assert "cn_distributor_quote.xlsx / 报价单" in qv.imports_box.toolTip()  # the chosen import whole on hover
    qv.set_device(H800)
    qtbot.wait(20)
    assert qv.plot.isVisibleTo(qv) and qv.chart.width() >= 260


def test_the_date_column_shows_each_quotes_own_date(window):
    # a form export dates each line ('提交时间'); the import's date is only the sheet's
    date = next(c for c in window.quotes._columns() if c.title == "Date")
    assert date.text({"as_of": "2026-12-04", "quote_date": "2026-11-27"}) == "2026-11-27"
    assert date.text({"as_of": "2026-12-04", "quote_date": None}) == "2026-12-04"


def test_quotes_view_shows_the_offer_date_and_end_the_store_holds(window, qtbot, tmp_path):
    """A server's quote reads as a server of 8 and a dated quote shows its end: the view's rows carry every field
    the Offer and Valid-until columns read (they held a bare card and no end before)."""
    sheet = tmp_path / "srv.csv"
    sheet.write_text("型号,配置,单价(元),有效期至\nH800 80G,8卡服务器 整机,2400000,2026-10-31\n", encoding="utf-8")
    d = window.open_import(str(sheet))
    qtbot.addWidget(d)
    qtbot.waitUntil(lambda: d.preview is not None or bool(d.error), timeout=30_000)
    qtbot.mouseClick(d.import_btn, Qt.MouseButton.LeftButton)
    stored = window.session.workspace.quotes(H800)
    assert [(q["offer"], q["units_per_item"], q["valid_until"]) for q in stored] == [("server", 8.0, "2026-10-31")]
    qv = window.quotes
    qv.set_device(H800)
    m = qv.model
    row = next(i for i, q in enumerate(m.rows) if q["device_id"] == H800)
    assert m.data(m.index(row, column(m, "Valid until"))) == "2026-10-31"
    offer = m.data(m.index(row, column(m, "Offer")))
    assert "8" in offer and "server" in offer.lower(), offer
    # every field the store gives a quote is in the view's row, with the same value
    record = m.rows[row]
    assert {k: record.get(k) for k in stored[0] if k in record} == {k: v for k, v in stored[0].items() if k in record}
    for key in ("offer", "units_per_item", "valid_until", "quote_date", "includes", "condition", "tax_rate"):
        assert record.get(key) == stored[0][key], key


def test_column_titles_are_whole_before_any_row_is_shown(window, qtbot):
    """Quotes stored, no device picked ('Quotes for the selected device'): no row shows, and every title but the last
    (which stretches) fits its column, never cut at both ends by a default width."""
    import_cn_sheet(window, qtbot)
    qv = window.quotes
    qv.set_device("")
    qv.show_box.setCurrentIndex(qv.show_box.findData("device"))
    qtbot.wait(20)
    assert qv.model.rowCount() == 0
    hh, m = qv.view.horizontalHeader(), qv.model
    fm = hh.fontMetrics()
    for c in range(m.columnCount() - 1):
        title = m.headerData(c, Qt.Orientation.Horizontal)
        assert fm.horizontalAdvance(title) + 8 <= qv.view.columnWidth(c), (title, qv.view.columnWidth(c))
