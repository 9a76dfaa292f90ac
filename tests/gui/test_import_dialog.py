"""Import through the window: preview, corrections, commit, undo; cancel leaves the workspace as it was."""

import re

import openpyxl
import pytest
from PySide6.QtCore import Qt

from gpucompare.core.catalog import bundled_catalog
from tests.sheets.conftest import SHEETS

from .conftest import H800


def wait_analysed(qtbot, dialog):
    with qtbot.waitSignal(dialog.analysed, timeout=30_000):
        pass


@pytest.fixture
def dialog(window, qtbot):
    d = window.open_import(str(SHEETS / "cn_distributor_quote.xlsx"))
    qtbot.addWidget(d)
    qtbot.waitUntil(lambda: d.preview is not None or bool(d.error), timeout=30_000)
    return d


def test_preview_shows_header_mapping_quotes_rejected_and_notes(dialog):
    p = dialog.preview
    assert dialog.header_row.value() == 4 and dialog.sheet.currentText() == "报价单"
    assert dialog.rows_model.rowCount() == 6 and dialog.rejected_model.rowCount() == 2
    assert dialog.tabs.tabText(2) == "Quotes (6)" and dialog.tabs.tabText(4) == "Rejected (2)"
    header_item = dialog.grid.item(3, 1)
    assert header_item.text() == "产品型号" and header_item.background().color().name() == "#fff3c4"
    assert dialog.field_combos["price"].currentData() == 3  # column D, 单价(元)
    assert "subtotal or total line" in dialog.rejected_model.data(dialog.rejected_model.index(0, 1))
    assert "divided by its accelerators" in dialog.conventions.text() and "VAT-inclusive" in dialog.conventions.text()
    assert any("13%增值税" in dialog.notes.item(i).text() for i in range(dialog.notes.count()))
    row = next(i for i, q in enumerate(dialog.rows_model.rows) if q.source_row == 6)
    assert "H800" in dialog.rows_model.data(dialog.rows_model.index(row, 2))
    assert (
        dialog.rows_model.data(dialog.rows_model.index(row, 3)) == "¥320,000"
    )  # money's one style, never "320,000 CNY" (or "32万 CNY" in Chinese)
    assert dialog.import_btn.isEnabled() and p.kind == "prices"


def test_import_commits_then_undo_and_redo(window, dialog, qtbot):
    s = window.session
    dialog.set_device(5, "nvidia-a100-sxm4-80gb")  # row 5: say which A100 it really is
    qtbot.mouseClick(dialog.import_btn, Qt.MouseButton.LeftButton)
    assert s.workspace.quote_count() == 6
    assert s.workspace.quotes(device_id="nvidia-a100-sxm4-80gb")[0]["source_row"] == 5
    assert s.latest_quotes[H800]["price_min"] == 320_000
    window.basis.setCurrentIndex(window.basis.findData("quote"))
    model = window.hardware.model
    cell = model.index(model.row_of(H800), model.column_index("price"))
    window.currency.setCurrentIndex(window.currency.findData("CNY"))
    # the sheet says its prices hold until 2026-11-27, which has passed: the rule sets the quote aside and says so
    assert model.data(cell) == "—"
    assert "expired" in model.data(cell, Qt.ItemDataRole.ToolTipRole)
    # pinned, it prices the device: its date shown, at the net price the sheet states (the comparison's basis)
    quote_id = s.latest_quotes[H800]["id"]
    s.workspace.pin_quote(H800, quote_id)
    s.data_changed("quotes")
    cell = model.index(model.row_of(H800), model.column_index("price"))
    # its date and its age on the day the test runs ('under a month old' on 2026-12-06)
    assert re.fullmatch(r"283,000 \(2026-11, (under a month|\d+ months?) old\)", model.data(cell)), model.data(cell)
    tip = model.data(cell, Qt.ItemDataRole.ToolTipRole)
    assert "net price as the quote states it" in tip and "expired" in tip
    assert "深圳某某科技有限公司" in tip and "2026-11-20" in tip
    s.workspace.pin_quote(H800, None)
    s.data_changed("quotes")
    s.undo_stack.undo()
    assert (
        s.workspace.quote_count() == 0
        and model.data(model.index(model.row_of(H800), model.column_index("price"))) == "—"
    )
    s.undo_stack.redo()
    assert s.workspace.quote_count() == 6
    window.quotes.show_box.setCurrentIndex(window.quotes.show_box.findData("all"))
    assert window.quotes.model.rowCount() == 6


def test_reimporting_the_same_file_adds_nothing(window, qtbot):
    for _ in range(2):
        d = window.open_import(str(SHEETS / "cn_distributor_quote.xlsx"))
        qtbot.addWidget(d)
        qtbot.waitUntil(lambda d=d: d.preview is not None, timeout=30_000)
        d.commit()
    assert window.session.workspace.quote_count() == 6
    assert window.session.undo_stack.count() == 1  # the second, empty import is not an undo step


def test_corrected_mapping_is_used_and_remembered(window, dialog, qtbot, tmp_path):
    combo = dialog.field_combos["quantity"]
    combo.setCurrentIndex(combo.findData(None))
    dialog._changed(mapping=True)
    wait_analysed(qtbot, dialog)
    assert all(q.quantity is None for q in dialog.preview.rows)
    dialog.commit()
    saved = window.session.workspace.vendor_mapping("深圳某某科技有限公司")
    assert saved["model"] == "产品型号" and "quantity" not in saved
    # the same vendor's next sheet: the remembered mapping applies
    wb = openpyxl.load_workbook(SHEETS / "cn_distributor_quote.xlsx")
    wb.active["D5"] = "11w"
    wb.save(tmp_path / "next_month.xlsx")
    d2 = window.open_import(str(tmp_path / "next_month.xlsx"))
    qtbot.addWidget(d2)
    qtbot.waitUntil(lambda: d2.preview is not None, timeout=30_000)
    assert all(q.quantity is None for q in d2.preview.rows)
    assert any("confirmed for 深圳某某科技有限公司" in d2.notes.item(i).text() for i in range(d2.notes.count()))


def test_a_broken_workbook_says_why_and_cannot_be_imported(window, qtbot):
    d = window.open_import(str(SHEETS / "broken" / "truncated.xlsx"))
    qtbot.addWidget(d)
    qtbot.waitUntil(lambda: bool(d.error), timeout=30_000)
    assert "truncated or damaged" in d.status.text() and not d.import_btn.isEnabled()
    assert window.session.workspace.quote_count() == 0


def test_cancel_during_a_long_read_writes_nothing(window, qtbot, tmp_path):
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.append(["Model", "Price (USD)", "Qty"])
    for i in range(20_000):
        ws.append(["H100 SXM5 80GB", 30_000 + i, 1])
    wb.save(tmp_path / "big.xlsx")
    d = window.open_import(str(tmp_path / "big.xlsx"))
    qtbot.addWidget(d)
    worker = d.worker
    d.cancel()
    qtbot.waitUntil(worker.isFinished, timeout=30_000)
    assert d.result() == 0 and window.session.workspace.quote_count() == 0


def test_spec_sheet_adds_a_custom_device_to_the_table(window, qtbot, tmp_path):
    window.export_catalog(str(tmp_path / "catalog.xlsx"))
    wb = openpyxl.load_workbook(tmp_path / "catalog.xlsx")
    ws = wb.active
    ws.append(
        [
            "Acme X1",
            "Acme",
            "accelerator",
            "PCIe",
            64,
            2000,
            50,
            100,
            400,
            400,
            800,
            1600,
            "PCIe 5.0",
            128,
            400,
            350,
            "",
            "https://acme.example/x1",
            "2026-11",
        ]
    )
    wb.save(tmp_path / "catalog.xlsx")
    d = window.open_import(str(tmp_path / "catalog.xlsx"))
    qtbot.addWidget(d)
    qtbot.waitUntil(lambda: d.preview is not None, timeout=30_000)
    assert d.preview.kind == "specs" and d.devices_model.rowCount() == 1
    assert "new device" in d.devices_model.data(d.devices_model.index(0, 3))
    d.commit()
    model = window.hardware.model
    row = model.row_of("custom-acmex1")
    assert row >= 0 and model.data(model.index(row, model.column_index("peak"))) == "400.0"
    assert "Custom device" in model.data(model.index(row, model.column_index("memory_gb")), Qt.ItemDataRole.ToolTipRole)
    window.session.undo_stack.undo()
    assert model.row_of("custom-acmex1") == -1


def test_exports_round_trip_units_and_sources(window, tmp_path):
    window.export_table(str(tmp_path / "table.xlsx"))
    window.export_table(str(tmp_path / "table.csv"))
    ws = openpyxl.load_workbook(tmp_path / "table.xlsx").active
    header = [c.value for c in ws[3]]
    assert (
        "BF16 dense (TFLOPS)" in header and "Memory (GB)" in header and header[-2:] == ["Device source", "Price source"]
    )
    assert ws.max_row == 3 + len(bundled_catalog())
    text = (tmp_path / "table.csv").read_text(encoding="utf-8-sig")
    assert text.splitlines()[0].startswith("Device,Vendor") and "https://" in text


def test_servers_per_row_warnings_and_hostile_text_stay_plain(window, qtbot, tmp_path):
    """A server is split per GPU and says so; an unknown model warns on its own row; file text with tags is shown
    as text, never rendered (a '<img src=...>' in a label would make Qt open that file)."""
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "<b>Q<i>"
    ws.append(['<img src="/etc/passwd"> Supply Ltd price list (USD)'])
    ws.append(["Model", "Unit Price (USD)", "Qty"])
    ws.append(["8x NVIDIA H100 SXM5 80GB server", 240_000, 1])
    ws.append(['<img src="/dev/zero">X1', 9_000, 2])
    ws.append(["Shipping", 500, 1])
    path = tmp_path / "<a href=x>q.xlsx"
    wb.save(path)
    d = window.open_import(str(path))
    qtbot.addWidget(d)
    qtbot.waitUntil(lambda: d.preview is not None or bool(d.error), timeout=30_000)
    assert d.preview is not None, d.error
    server = next(q for q in d.preview.rows if q.source_row == 3)
    assert server.price_min == 30_000 and server.units_per_item == 8 and server.item == "server of 8"
    unknown = next(i for i, q in enumerate(d.rows_model.rows) if q.source_row == 4)
    col = next(i for i, c in enumerate(d.rows_model.columns) if c.title == "Warnings")
    assert "not a device in the catalog" in d.rows_model.data(d.rows_model.index(unknown, col))
    tipped = d.rows_model.data(d.rows_model.index(unknown, 1), Qt.ItemDataRole.ToolTipRole)
    assert "&lt;img" in tipped and "<img" not in tipped  # escaped once, shown as the text it is
    assert "shipping" in d.rejected_model.data(d.rejected_model.index(0, 1))
    from PySide6.QtWidgets import QLabel

    for label in d.findChildren(QLabel):
        if "<" in label.text():
            assert label.textFormat() == Qt.TextFormat.PlainText, label.text()


def test_after_a_failed_detection_the_header_row_can_be_named(window, qtbot, tmp_path):
    """No header words at all: the dialog says why; naming the header row reads it, columns told from the data."""
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.append(["Spalte 1", "Spalte 2", "Spalte 3"])
    ws.append(["NVIDIA H100 SXM5 80GB", "27.450,00 €", 3])
    ws.append(["NVIDIA L40S 48GB", "7.350,00 €", 10])
    path = tmp_path / "unlabelled.xlsx"
    wb.save(path)
    d = window.open_import(str(path))
    qtbot.addWidget(d)
    qtbot.waitUntil(lambda: d.preview is not None or bool(d.error), timeout=30_000)
    if d.preview is None:
        assert "--header-row" in d.error or "header" in d.error
        d.header_row.setValue(1)
        qtbot.waitUntil(lambda: d.preview is not None, timeout=30_000)
    assert [(q.device_id, q.price_min) for q in d.preview.rows] == [
        ("nvidia-h100-sxm5-80gb", 27_450),
        ("nvidia-l40s", 7_350),
    ]


def test_the_importers_own_words_read_in_chinese_and_the_sheets_stay_as_written(qapp):
    """A quote's notes keep the sheet's text ('整机8卡') and say the program's part ('server of 8', 'VAT included
    (13%)') in the reader's language; in English they are as stored."""
    from gpucompare.gui.import_dialog import quote_words
    from gpucompare.qtkit import i18n as qt_i18n
    from gpucompare.sheets.importer.model import Quote

    q = Quote(6, "HGX H800 8-GPU", H800, 1.0, 2.4e6, 2.4e6, "CNY", 1, False, units_per_item=8.0)
    q = q._replace(
        notes="整机8卡; server of 8; price per device = item price / 8; VAT included (13%)",
        item="server of 8",
        tax="incl",
        tax_rate=0.13,
    )
    assert quote_words(q, q.notes) == q.notes and quote_words(q, q.item) == "server of 8"
    qt_i18n.install("zh_CN")
    try:
        # the notes joined as Chinese joins them ('；', ux160; was '整机8卡; 8 卡整机；... / 8; 含增值税')
        assert quote_words(q, q.notes) == "整机8卡；8 卡整机；单卡价格 = 报价 / 8；含增值税（13%）"
        assert quote_words(q, q.item) == "8 卡整机"
        assert quote_words(q._replace(tax="", tax_rate=None), "VAT included by the seller") == (
            "VAT included by the seller"
        )  # nothing the quote did not record is touched
        rate = q._replace(price_kind="hourly", item="instance of 8", tax="", notes="instance p4d.24xlarge")
        assert quote_words(rate, rate.notes) == "实例 p4d.24xlarge"
    finally:
        qt_i18n.install("en")


def test_columns_with_nothing_in_them_are_hidden_so_the_quotes_fit(dialog):
    """The Chinese distributor's sheet has no warnings and quotes single cards: those columns are hidden, the notes
    and lead times it does give are shown."""
    m, view = dialog.rows_model, dialog.rows_view
    shown = [m.headerData(c, Qt.Orientation.Horizontal) for c in range(m.columnCount()) if not view.isColumnHidden(c)]
    assert "Warnings" not in shown and "What was quoted" not in shown
    assert {"Model as written", "Device", "Price per device", "Lead time", "Notes"} <= set(shown)


def test_after_an_import_the_quotes_come_to_the_front_with_room_to_read(window, qtbot, monkeypatch):
    """File → Import sheet… on a first start: the panel below was kept low for the one-line hint; once six quotes
    are in, the Quotes tab is in front, lists them all (no device is picked yet) and has the room its rows need."""
    window.resize(1280, 800)
    qtbot.wait(20)
    assert window.spec_dock.height() < window.height() * 0.3
    path = str(SHEETS / "cn_distributor_quote.xlsx")
    monkeypatch.setattr(window, "_ask_path", lambda *_a: path)
    real_open = window.open_import

    def open_and_import(p):
        d = real_open(p)
        qtbot.addWidget(d)

        def run():  # what the user does in the modal dialog: wait for the preview, press Import
            qtbot.waitUntil(lambda: d.preview is not None, timeout=30_000)
            d.commit()
            return 1

        d.exec = run
        return d

    monkeypatch.setattr(window, "open_import", open_and_import)
    window.import_sheet()
    qtbot.wait(20)
    assert window.session.workspace.quote_count() == 6
    assert window.quotes.show_box.currentData() == "all" and window.quotes.model.rowCount() == 6
    assert not window.quotes_dock.visibleRegion().isEmpty() and window.spec_dock.visibleRegion().isEmpty()
    assert window.quotes_dock.height() >= window.height() * 0.3


def test_an_ambiguous_model_names_its_candidates_as_the_table_does_not_by_id(window, qtbot):
    """'NVIDIA A100 80 ГБ' could be the SXM4 or the PCIe card: the dialog says so with the devices' names, never
    with the catalog's internal ids."""
    d = window.open_import(str(SHEETS / "ru_dealer_price.xlsx"))
    qtbot.addWidget(d)
    qtbot.waitUntil(lambda: d.preview is not None, timeout=30_000)
    m = d.rows_model
    row = next(i for i, q in enumerate(m.rows) if q.candidates)
    texts = [str(m.data(m.index(row, c)) or "") for c in range(m.columnCount())]
    texts.append(str(m.data(m.index(row, 7), Qt.ItemDataRole.ToolTipRole) or ""))
    device = next(t for t in texts if t.startswith("unknown device"))
    assert "A100 SXM4 80GB" in device and "A100 PCIe 80GB" in device
    warning = next(t for t in texts if "could be" in t and not t.startswith("unknown device"))
    assert "A100 SXM4 80GB" in warning
    assert not [t for t in texts if "nvidia-a100" in t]
