"""Starting the window: the QApplication, the catalog table, and nothing heavy before the first paint."""

from __future__ import annotations

import sys

import numpy as np


def build_window():
    from PySide6.QtWidgets import QLineEdit, QMainWindow, QTableView, QVBoxLayout, QWidget

    from gpucompare import __version__
    from gpucompare.core.catalog import bundled_catalog, normalize
    from gpucompare.gui.table_model import Column, DeviceTableModel

    cat = bundled_catalog()
    columns = [
        Column("name", "Device", numeric=False), Column("vendor", "Vendor", numeric=False),
        Column("memory_gb", "Memory", "GB"), Column("memory_bw_gbs", "Memory bandwidth", "GB/s"),
        Column("bf16_tflops", "BF16 dense", "TFLOPS", digits=1), Column("fp8_tflops", "FP8 dense", "TFLOPS", digits=1),
        Column("scaleup_gbs", "Scale-up link", "GB/s"), Column("tdp_w", "TDP", "W"),
    ]  # fmt: skip
    cols = {c.key: cat.column(c.key) for c in columns if c.numeric}
    cols["name"] = np.array([d.name for d in cat.devices], dtype=object)
    cols["vendor"] = np.array([d.vendor for d in cat.devices], dtype=object)
    model = DeviceTableModel(columns)
    model.set_rows(cols, np.array([d.id for d in cat.devices], dtype=object),
                   [f"Source ({d.source_date}): {d.sources[0] if d.sources else 'n/a'}" for d in cat.devices])  # fmt: skip
    hay = np.array([normalize(" ".join([d.id, d.vendor, d.model, d.variant, *d.aliases])) for d in cat.devices])

    win = QMainWindow()
    win.setWindowTitle("gpucompare")
    central = QWidget()
    lay = QVBoxLayout(central)
    search = QLineEdit()
    search.setPlaceholderText("Search name, vendor or alias")
    view = QTableView()
    view.setModel(model)
    view.setSortingEnabled(True)
    view.horizontalHeader().setStretchLastSection(True)
    view.resizeColumnsToContents()

    def on_search(text: str) -> None:
        words = [normalize(w) for w in text.split() if normalize(w)]
        model.set_filter(np.array([all(w in h for w in words) for h in hay]) if words else None)

    search.textChanged.connect(on_search)
    lay.addWidget(search)
    lay.addWidget(view)
    win.setCentralWidget(central)
    win.statusBar().showMessage(f"gpucompare {__version__} · {len(cat)} devices · dense tensor peaks")
    win.resize(1280, 800)
    win.model, win.view, win.search = model, view, search
    return win


def run_gui(argv: list[str]) -> int:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    app.setApplicationName("gpucompare")
    win = build_window()
    win.show()
    return app.exec()
