"""The table model on its own: numpy sort with missing values last, mask filter, roles, selections that follow rows."""

import re

import numpy as np
from PySide6.QtCore import QItemSelectionModel, QSortFilterProxyModel, Qt

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.hwtable import Filter, build_frame, filter_mask
from gpucompare.core.money import FxTable
from gpucompare.core.pricing import price_column
from gpucompare.gui.table_model import HardwareTableModel


def make_model():
    cat = bundled_catalog()
    frame = build_frame(cat, "bf16", price_column(cat.devices, "reference:CN", "CNY", FxTable.bundled()))
    model = HardwareTableModel()
    model.set_frame(frame)
    return model, frame


def column_values(model, key):
    c = model.column_index(key)
    return [model.data(model.index(r, c), model.SortRole) for r in range(model.rowCount())]


def test_numeric_sort_puts_missing_values_last_both_ways(qapp):
    model, _ = make_model()
    for order in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
        model.sort(model.column_index("fp8_peak"), order)
        values = column_values(model, "fp8_peak")
        finite = [v for v in values if not np.isnan(v)]
        assert finite == sorted(finite, reverse=order == Qt.SortOrder.DescendingOrder)
        assert all(np.isnan(v) for v in values[len(finite) :]) and len(finite) < len(values)


def test_text_sort_and_display_roles(qapp):
    model, _ = make_model()
    model.sort(model.column_index("vendor"), Qt.SortOrder.AscendingOrder)
    vendors = column_values(model, "vendor")
    assert vendors == sorted(vendors)
    mem = model.column_index("memory_gb")
    row = model.row_of("nvidia-h200-sxm-141gb")
    assert model.data(model.index(row, mem)) == "141"
    assert model.data(model.index(row, mem), Qt.ItemDataRole.TextAlignmentRole) & Qt.AlignmentFlag.AlignRight
    assert "Source (2026-12, datasheet" in model.data(model.index(row, mem), Qt.ItemDataRole.ToolTipRole)
    price = model.column_index("price")
    h800 = model.row_of("nvidia-h800-sxm5-80gb")
    # a range, never a falsely precise midpoint; its date and age beside it, marked old past 18 months
    assert re.fullmatch(r"350,000–450,000 \(2023, old, about \d+ months\)", model.data(model.index(h800, price)))
    tip = model.data(model.index(h800, price), Qt.ItemDataRole.ToolTipRole)
    assert "China market" in tip and "Why training large models" in tip and "seed" not in tip
    assert "BF16" in model.headerData(model.column_index("peak"), Qt.Orientation.Horizontal)
    assert model.headerData(price, Qt.Orientation.Horizontal) == "Reference price, China market (¥)"


def test_filter_mask_and_selection_follows_its_row(qapp):
    model, frame = make_model()
    sel = QItemSelectionModel(model)
    sel.setCurrentIndex(model.index(model.row_of("intel-gaudi2"), 0), QItemSelectionModel.SelectionFlag.Select)
    model.sort(model.column_index("memory_gb"), Qt.SortOrder.DescendingOrder)
    assert model.id_at(sel.currentIndex().row()) == "intel-gaudi2"
    model.set_filter(filter_mask(frame, Filter(min_memory_gb=80, link="nvlink")))
    ids = [model.id_at(r) for r in range(model.rowCount())]
    assert "nvidia-h800-sxm5-80gb" in ids and "nvidia-a100-pcie-80gb" not in ids and "intel-gaudi2" not in ids
    mem = column_values(model, "memory_gb")
    assert min(mem) >= 80 and mem == sorted(mem, reverse=True)  # the sort survives the filter


def test_model_sort_is_not_a_proxy():
    """The model sorts itself: wrapping it in a QSortFilterProxyModel is the 26.8 s path (perf_floors.md)."""
    assert not issubclass(HardwareTableModel, QSortFilterProxyModel)
