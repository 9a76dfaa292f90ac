"""The window opens with the catalog in a table that sorts and filters itself."""

import numpy as np
from PySide6.QtCore import Qt

from gpucompare.gui.app import build_window


def test_window_shows_catalog_sorted_and_filtered(qtbot):
    win = build_window()
    qtbot.addWidget(win)
    assert win.windowTitle() == "gpucompare"
    model = win.model
    assert model.rowCount() >= 35
    col = next(i for i, c in enumerate(model.columns) if c.key == "bf16_tflops")
    assert "BF16" in model.headerData(col, Qt.Orientation.Horizontal) and "TFLOPS" in model.headerData(
        col, Qt.Orientation.Horizontal
    )
    win.view.sortByColumn(col, Qt.SortOrder.DescendingOrder)
    values = [model.data(model.index(r, col), model.SortRole) for r in range(model.rowCount())]
    finite = [v for v in values if not np.isnan(v)]
    assert finite == sorted(finite, reverse=True)
    assert all(np.isnan(v) for v in values[len(finite) :])  # missing values last
    qtbot.keyClicks(win.search, "H800")
    assert model.rowCount() == 1
    assert model.data(model.index(0, 0), model.IdRole) == "nvidia-h800-sxm5-80gb"
