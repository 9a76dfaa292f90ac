"""The window after years of use: the Open comparison menu stays short (the rest in a dialog with a filter), names
that agree in their first 80 characters are two comparisons, a quote whose device a catalog update dropped is listed
as needing a device with the name it had, the device chooser finds a device among thousands by typing, and the
quotes table sorts and filters by device without a query."""

import csv
import io

from PySide6.QtCore import Qt

from gpucompare.gui.saved_comparisons import MENU_ENTRIES
from gpucompare.paths import data_file
from tests.core.test_catalog_identity import quote_on

from .conftest import H800


def test_long_names_and_a_menu_of_forty_thousand(window):
    s = window.session
    s.set_comparison([H800, "nvidia-a100-sxm4-80gb"])
    window.save_comparison_as("x" * 80 + " plan A")
    window.save_comparison_as("x" * 80 + " plan B")
    assert len(s.saved_comparisons()) == 2
    s.workspace.set_saved_comparisons({f"Option {i:05d}": {"ids": [H800], "baseline": H800} for i in range(40_000)})
    window._fill_open_comparison_menu()
    actions = window.open_comparison_menu.actions()
    assert len(actions) == MENU_ENTRIES + 2 and actions[0].text() == "Option 39999"
    dialog = window.show_saved_comparisons()
    dialog.filter.setText("Option 0001")
    assert dialog.proxy.rowCount() == 10
    dialog.list.setCurrentIndex(dialog.proxy.index(0, 0))
    dialog.delete_chosen()
    assert len(s.saved_comparisons()) == 39_999
    dialog.list.setCurrentIndex(dialog.proxy.index(0, 0))
    dialog.open_chosen()
    assert s.comparison == [H800]


def test_a_dropped_device_s_quotes_need_a_device(window, qtbot, tmp_path, _isolated_home):
    from gpucompare.core.epoch_update import Usage, apply_epoch_update, preview_epoch_update

    quote_on(_isolated_home, "nvidia-tesla-k40s", tmp_path)
    with open(data_file("epoch_ml_hardware.csv"), newline="", encoding="utf-8") as fh:
        reader = csv.DictReader(fh)
        cols, rows = reader.fieldnames, [r for r in reader if r["Hardware name"] != "NVIDIA Tesla K40s"]
    buf = io.StringIO()
    w = csv.DictWriter(buf, cols)
    w.writeheader()
    w.writerows(rows)
    s = window.session
    target = s.workspace.dir / "catalog" / "epoch_ml_hardware.csv"
    update = preview_epoch_update(rows, target, "test", buf.getvalue(), Usage.of(s.workspace))
    assert update.orphaned_quotes == 1
    apply_epoch_update(update, target)
    s.data_changed("catalog")
    qv = window.quotes
    qv.show_box.setCurrentIndex(qv.show_box.findData("unknown"))
    m = qv.model
    assert m.rowCount() == 1
    device_col = next(i for i, c in enumerate(m.columns) if c.title == "Device")
    assert m.data(m.index(0, device_col)) == "needs a device (was NVIDIA Tesla K40s)"
    assert m.data(m.index(0, device_col), Qt.ItemDataRole.ForegroundRole) is not None


def test_the_device_chooser_finds_a_device_by_typing(window):
    from gpucompare.gui.quotes_view import DeviceChooser

    chooser = DeviceChooser(window.session.catalog, "H800 八卡", None, window)
    chooser.filter.setText("h800 pcie")
    assert chooser.proxy.rowCount() >= 1
    chooser.list.setCurrentIndex(chooser.proxy.index(0, 0))
    chooser.accept()
    assert chooser.device_id == "nvidia-h800-pcie-80gb"


def test_quotes_sort_and_follow_a_device_chosen(window, qtbot, tmp_path, _isolated_home):
    from gpucompare.gui.commands import AssignDeviceCommand
    from tests.perf.scale import fill_quotes

    ids = [d.id for d in window.session.catalog.devices][:30]
    fill_quotes(_isolated_home, ids, imports=40, per_import=10)
    window.session.data_changed("quotes")
    qv = window.quotes
    qtbot.waitUntil(lambda: qv.table is not None and len(qv.table) == 400)
    qv.show_box.setCurrentIndex(qv.show_box.findData("all"))
    m = qv.model
    price_col = next(i for i, c in enumerate(m.columns) if c.title == "Price")
    qv.view.sortByColumn(price_col, Qt.SortOrder.DescendingOrder)
    prices = [m.rows[i]["price_min"] for i in range(m.rowCount())]
    assert prices == sorted(prices, reverse=True)
    qv.show_box.setCurrentIndex(qv.show_box.findData("device"))
    qv.set_device(ids[0])
    before = m.rowCount()
    q = m.rows[0]
    window.session.undo_stack.push(AssignDeviceCommand(window.session, q["id"], ids[1]))
    assert m.rowCount() == before - 1
    window.session.undo_stack.undo()
    assert m.rowCount() == before
