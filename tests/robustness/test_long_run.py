"""20,000 sorts and chart repaints in one process: the PySide6 6.12.0 / Python 3.11 reference-count trap
(none_dealloc after ~5k void Qt calls) would abort it. A subprocess, so an abort is a failed exit code."""

import subprocess
import sys
import textwrap

import pytest

from gpucompare.core.catalog import bundled_catalog


@pytest.mark.slow
def test_twenty_thousand_sorts_and_repaints():
    code = textwrap.dedent(
        """
        import os, tempfile
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        os.environ["GPUCOMPARE_HOME"] = tempfile.mkdtemp()
        from PySide6.QtCore import Qt
        from gpucompare.gui.app import build_main_window, make_app
        from gpucompare.gui.chart import ChartView
        app = make_app([])
        win = build_main_window()
        win.show()
        win.finish_startup()
        model = win.hardware.model
        chart = ChartView(win.session)  # a small one of its own, so each repaint really paints
        chart.labels.setChecked(False)
        chart.resize(240, 180)
        chart.show()
        ids = list(model.frame.ids[:6])
        columns = [model.column_index(k) for k in ("peak", "memory_gb", "name", "price", "tdp_w")]
        for i in range(20_000):
            model.sort(columns[i % len(columns)], Qt.SortOrder(i % 2))
            chart.set_compared(ids[: i % 5])
            chart.plot.viewport().repaint()
            if i % 500 == 0:
                app.processEvents()
        win.shutdown()
        print("ok", model.rowCount())
        """
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr[-3000:]
    assert out.stdout.strip().splitlines()[-1].startswith(f"ok {len(bundled_catalog())}")
