"""The start-up path, as `gpucompare` runs it: what is loaded when the table first paints, and in which order.

The window's budget (a filled table within 2.5x a bare Qt window) holds only while the heavy parts load after the
first paint: pandas, pyqtgraph, the estimator, the TCO model, the sheet importer, the report builder, the docks
that use them. The Qt-free core loads before PySide6 (PySide6's import hook reads the source of every module
imported after it), and OpenBLAS starts no thread pool (gpucompare calls no BLAS routine).
"""

import json
import os
import subprocess
import sys

import pytest

#: modules that must not be loaded when the table first paints
AFTER_FIRST_PAINT = (
    "pandas",
    "pyqtgraph",
    "openpyxl",
    "python_calamine",
    "gpucompare.core.estimate",
    "gpucompare.core.tco",
    "gpucompare.core.compare",
    "gpucompare.sheets",
    "gpucompare.report",
    "gpucompare.cli",
    "gpucompare.gui.chart",
    "gpucompare.gui.estimate_panel",
    "gpucompare.gui.spec_panel",
    "gpucompare.gui.quotes_view",
)

# Runs the real entry point; when the main window's module loads (not before: that would change the order under
# test) wraps its first-paint handler to note what is loaded then, and in which order; "ready" quits.
PROBE = """
import importlib.machinery, json, os, sys
seen = {}

def noting(first_paint):
    def on_first_paint(self, when):
        mods = list(sys.modules)
        heavy = ("pandas", "pyqtgraph", "openpyxl", "python_calamine", "gpucompare")
        seen["loaded"] = [m for m in mods if m.split(".")[0] in heavy]
        seen["order"] = {m: mods.index(m) for m in ("numpy", "PySide6", "gpucompare.core.catalog") if m in mods}
        first_paint(self, when)
    return on_first_paint

class Hook:
    def find_spec(self, name, path, target=None):
        if name != "gpucompare.gui.main_window":
            return None
        sys.meta_path.remove(self)
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        load = spec.loader.exec_module
        def exec_module(module):
            load(module)
            module.MainWindow._on_first_paint = noting(module.MainWindow._on_first_paint)
        spec.loader.exec_module = exec_module
        return spec

sys.meta_path.insert(0, Hook())
from gpucompare.__main__ import main
rc = main([])
seen["blas_threads"] = os.environ.get("OPENBLAS_NUM_THREADS")
print(json.dumps(seen), flush=True)
sys.exit(rc)
"""


@pytest.fixture(scope="module")
def seen(tmp_path_factory) -> dict:
    tmp_path = tmp_path_factory.mktemp("startup")
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "GPUCOMPARE_HOME": str(tmp_path / "home"),
        "GPUCOMPARE_STARTUP_PROBE": "1",  # the app quits once the chart is ready
    }
    env.pop("OPENBLAS_NUM_THREADS", None)
    out = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, env=env, timeout=180)
    assert out.returncode == 0, out.stderr[-2000:]
    lines = [json.loads(ln) for ln in out.stdout.splitlines() if ln.startswith("{") and "loaded" in ln]
    assert lines, out.stdout[-2000:] + out.stderr[-2000:]
    return lines[-1]


def test_first_paint_loads_only_the_table(seen):
    loaded = set(seen["loaded"])
    early = sorted(m for m in loaded if any(m == h or m.startswith(h + ".") for h in AFTER_FIRST_PAINT))
    assert early == [], f"loaded before the table's first paint: {early}"
    # the table itself is there: the catalog and the model behind it
    assert {"gpucompare.core.catalog", "gpucompare.core.hwtable", "gpucompare.gui.table_model"} <= loaded


def test_core_loads_before_qt_and_blas_starts_no_threads(seen):
    order = seen["order"]
    assert order["numpy"] < order["PySide6"]
    assert order["gpucompare.core.catalog"] < order["PySide6"]
    assert seen["blas_threads"] == "1"
