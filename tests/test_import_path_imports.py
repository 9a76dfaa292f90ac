"""What `gpucompare import FILE` loads: no numpy, pandas, Qt or cost model. A 50,000-row import is measured as a
whole process against pandas reading the same file (DESIGN.md's budget), and numpy alone costs it about 40 ms of
start-up; the reference-price check and the catalog's name matching work on plain floats and strings."""

from __future__ import annotations

import json
import subprocess
import sys

from tests.sheets.conftest import SHEETS

PROBE = """
import contextlib, io, json, sys
from gpucompare.cli import run
with contextlib.redirect_stdout(io.StringIO()) as out:
    rc = run(sys.argv[1:])
heavy = ("numpy", "pandas", "PySide6", "pyqtgraph", "openpyxl", "gpucompare.core.tco", "gpucompare.core.estimate")
loaded = sorted(m for m in sys.modules if any(m == h or m.startswith(h + ".") for h in heavy))
print(json.dumps({"rc": rc, "loaded": loaded, "quotes": len(json.loads(out.getvalue())["rows"])}))
"""


def test_an_import_loads_no_numpy_and_no_cost_model(tmp_path):
    sheet = SHEETS / "cn_distributor_quote.xlsx"  # a reference-price check on every matched row
    args = ["--home", str(tmp_path), "import", str(sheet), "--dry-run", "--json"]
    out = subprocess.run([sys.executable, "-c", PROBE, *args], capture_output=True, text=True, timeout=180)
    assert out.returncode == 0, out.stderr[-2000:]
    seen = json.loads(out.stdout.splitlines()[-1])
    assert seen["rc"] == 0 and seen["quotes"] > 0
    assert seen["loaded"] == []
