"""A device chosen for a quote in the window: the prices shown follow for the devices the edit touched and stay
as they were (the same choice, not chosen again) for every other device; a large workspace's quotes are read off the
window's thread, the table shown meanwhile."""

from PySide6.QtCore import Qt

from gpucompare.gui import session as session_module
from gpucompare.gui.commands import AssignDeviceCommand
from tests.conftest import open_window
from tests.sheets.conftest import SHEETS

from .conftest import A100, H100

A100_PCIE = "nvidia-a100-pcie-80gb"
L40S = "nvidia-l40s"


def import_us_sheet(window, qtbot):
    d = window.open_import(str(SHEETS / "us_reseller_quote.xlsx"))
    qtbot.addWidget(d)
    qtbot.waitUntil(lambda: d.preview is not None or bool(d.error), timeout=30_000)
    qtbot.mouseClick(d.import_btn, Qt.MouseButton.LeftButton)
    assert window.session.workspace.quote_count() == 5


def price_cells(window, devices):
    model = window.hardware.model
    col = model.column_index("price")
    out = {}
    for d in devices:
        cell = model.index(model.row_of(d), col)
        out[d] = (model.data(cell), model.data(cell, Qt.ItemDataRole.ToolTipRole))
    return out


def test_a_device_chosen_for_a_quote_moves_its_price_and_leaves_the_others(window, qtbot):
    s = window.session
    import_us_sheet(window, qtbot)
    window.currency.setCurrentIndex(window.currency.findData("USD"))
    window.basis.setCurrentIndex(window.basis.findData("quote"))
    before = price_cells(window, [A100_PCIE, A100, H100, L40S])
    # 15,499 USD as the table rounds it, dated
    assert before[A100_PCIE][0].startswith("15,500") and before[A100][0] == "—" and before[H100][0] != "—"
    choices = dict(s.quote_book.purchase)
    quote_id = s.quote_book.choice(A100_PCIE).quote["id"]

    # the quote was for the SXM4 board, not the PCIe card: say so in the window
    s.undo_stack.push(AssignDeviceCommand(s, quote_id, A100))
    after = price_cells(window, [A100_PCIE, A100, H100, L40S])
    assert after[A100][0] == before[A100_PCIE][0] and after[A100_PCIE][0] == "—"
    assert after[H100] == before[H100] and after[L40S] == before[L40S]
    book = s.quote_book
    assert book.choice(A100).quote["id"] == quote_id and book.choice(A100_PCIE) is None
    # the devices the edit did not touch keep the very choice they had: nothing was chosen again for them
    assert book.choice(H100) is choices[H100] and book.choice(L40S) is choices[L40S]
    # the Quotes view says the quote now prices the SXM4 board
    qv = window.quotes
    qv.set_device(A100)
    m = qv.model
    used = next(i for i, c in enumerate(m.columns) if c.key == "used")
    assert m.rowCount() == 1 and m.data(m.index(0, used)) == "chosen"

    s.undo_stack.undo()
    assert price_cells(window, [A100_PCIE, A100, H100, L40S]) == before
    assert s.quote_book.choice(A100_PCIE).quote["id"] == quote_id


def test_a_large_workspace_reads_its_quotes_off_the_window_thread(window, qtbot, monkeypatch, _isolated_home):
    import_us_sheet(window, qtbot)
    expected = {d: c.quote and c.quote["id"] for d, c in window.session.quote_book.purchase.items()}
    window.shutdown()
    window.close()
    # any workspace counts as large here: the read starts off the thread whatever its size
    monkeypatch.setattr(session_module, "READ_QUOTES_IN_BACKGROUND", -1)
    reader_threads = []
    real_run = session_module.BookReader.run

    def run(self):
        import threading

        reader_threads.append(threading.current_thread())
        real_run(self)

    monkeypatch.setattr(session_module.BookReader, "run", run)
    win = open_window(qtbot, _isolated_home)
    try:
        s = win.session
        assert win.hardware.model.rowCount() > 0  # the table is there before the quotes are read
        qtbot.waitUntil(lambda: not s.quotes_pending, timeout=30_000)
        import threading

        assert reader_threads and reader_threads[0] is not threading.main_thread()
        assert {d: c.quote and c.quote["id"] for d, c in s.quote_book.purchase.items()} == expected
        win.currency.setCurrentIndex(win.currency.findData("USD"))
        win.basis.setCurrentIndex(win.basis.findData("quote"))
        assert price_cells(win, [A100_PCIE])[A100_PCIE][0].startswith("15,500")
        # after the first read an edit costs only what it touched: no second read
        quote_id = s.quote_book.choice(A100_PCIE).quote["id"]
        s.undo_stack.push(AssignDeviceCommand(s, quote_id, A100))
        assert len(reader_threads) == 1 and price_cells(win, [A100])[A100][0].startswith("15,500")
    finally:
        win.shutdown()
