"""The hardware table as a user meets it: a sort that survives a restart with the arrow over the rows it describes,
a name column that never scrolls away, several categories at once, accelerator memory in the memory filter."""

import numpy as np
from PySide6.QtCore import Qt

from gpucompare.gui.app import build_main_window

from .conftest import H100


def names(model, n=None):
    c = model.column_index("name") if "name" in [col.key for col in model.columns] else 0
    rows = range(model.rowCount() if n is None else n)
    return [model.data(model.index(r, c)) for r in rows]


def test_first_start_has_no_sort_arrow_and_catalog_order(window):
    hh = window.hardware.view.horizontalHeader()
    assert hh.sortIndicatorSection() == -1
    model = window.hardware.model
    assert list(model.order) == list(range(len(model.frame)))


def test_sort_survives_restarts_and_matches_the_arrow(window, qtbot, _isolated_home):
    hv = window.hardware
    col = hv.model.column_index("memory_bw_gbs")
    hv.view.sortByColumn(col, Qt.SortOrder.DescendingOrder)
    expected = [hv.model.id_at(r) for r in range(hv.model.rowCount())]
    window.close()
    for _ in range(2):  # twice: a restart must not flip the order
        again = build_main_window(str(_isolated_home))
        qtbot.addWidget(again)
        hh = again.hardware.view.horizontalHeader()
        assert (hh.sortIndicatorSection(), hh.sortIndicatorOrder()) == (col, Qt.SortOrder.DescendingOrder)
        got = [again.hardware.model.id_at(r) for r in range(again.hardware.model.rowCount())]
        assert got == expected
        bw = [
            again.hardware.model.data(again.hardware.model.index(r, col), again.hardware.model.SortRole)
            for r in range(5)
        ]
        assert bw == sorted(bw, reverse=True)
        again.close()
        again.shutdown()


def test_unsorted_table_stays_unsorted_after_a_restart(window, qtbot, _isolated_home):
    window.close()
    again = build_main_window(str(_isolated_home))
    qtbot.addWidget(again)
    assert again.hardware.view.horizontalHeader().sortIndicatorSection() == -1
    assert list(again.hardware.model.order) == list(range(len(again.hardware.model.frame)))
    again.shutdown()


def test_name_column_stays_in_view_when_the_table_scrolls_sideways(window, qtbot):
    hv = window.hardware
    for c in range(hv.model.columnCount()):
        hv.view.setColumnHidden(c, False)
    hv.fit_columns()
    hv.view.resize(420, 300)
    qtbot.wait(10)
    bar = hv.view.horizontalScrollBar()
    assert bar.maximum() > 0
    bar.setValue(bar.maximum())
    frozen = hv.view.frozen
    assert frozen.isVisible() and frozen.geometry().left() <= hv.view.frameWidth() + 1
    assert frozen.columnWidth(0) == hv.view.columnWidth(0) > 40
    assert all(frozen.isColumnHidden(c) for c in range(1, hv.model.columnCount()))
    # the frozen view shows the same rows: the H100's name is where its row is
    row = hv.model.row_of(H100)
    assert frozen.model().data(frozen.model().index(row, 0)) == hv.model.data(hv.model.index(row, 0))
    # header moves cannot push the name column away from the frozen edge
    hh = hv.view.horizontalHeader()
    hh.moveSection(0, 3)
    assert hh.visualIndex(0) == 0


def test_category_filter_takes_several_values(window):
    hv = window.hardware
    cats = hv.category
    cats.set_selected({"datacenter GPU", "accelerator"})
    shown = {hv.model.frame.data["category"][i] for i in hv.model.order}
    assert shown == {"datacenter GPU", "accelerator"}
    assert "datacenter GPU" in cats.text() and "accelerator" in cats.text()
    hv.clear_filters()
    assert cats.selected() == frozenset() and hv.model.rowCount() == len(hv.model.frame)


def test_memory_filter_counts_accelerator_memory_not_host_ram(window):
    hv = window.hardware
    hv.min_memory.setValue(80)
    cats = {hv.model.frame.data["category"][i] for i in hv.model.order}
    assert "CPU" not in cats
    mem = hv.model.frame.data["memory_gb"][hv.model.order]
    assert np.all(mem >= 80)


def test_clicking_the_frozen_name_header_sorts_by_name(window, qtbot):
    from PySide6.QtCore import QPoint

    hv = window.hardware
    fh = hv.view.frozen.horizontalHeader()
    hh = hv.view.horizontalHeader()
    for expected in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
        qtbot.mouseClick(fh.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(20, fh.height() // 2))
        assert (hh.sortIndicatorSection(), hh.sortIndicatorOrder()) == (0, expected)
        assert (fh.sortIndicatorSection(), fh.sortIndicatorOrder()) == (0, expected)
        keys = [hv.model.data(hv.model.index(r, 0), hv.model.SortRole) for r in range(hv.model.rowCount())]
        assert keys == sorted(keys, reverse=expected == Qt.SortOrder.DescendingOrder)
