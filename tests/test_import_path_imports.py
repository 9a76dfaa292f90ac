"""What `gpucompare import FILE` loads: no numpy, pandas, Qt, cost model, report or chart. A 50,000-row import is
measured as a whole process against pandas reading the same file (DESIGN.md's budget), and numpy alone costs it
about 40 ms of start-up; the reference-price check and the catalog's name matching work on plain floats and strings.
The command line's own module loads none of them either, whatever command it is given next."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.sheets.conftest import SHEETS

#: what an import never needs: each costs the whole process its start-up time (numpy ~40 ms, Qt and pandas more)
HEAVY = (
    "numpy",
    "pandas",
    "PySide6",
    "pyqtgraph",
    "openpyxl",
    "gpucompare.core.tco",
    "gpucompare.core.estimate",
    "gpucompare.core.chart",
    "gpucompare.report",
    "gpucompare.gui",
    "gpucompare.qtkit",
)

PROBE = """
import contextlib, io, json, sys
heavy = tuple(json.loads(sys.argv[1]))
def loaded():
    return sorted(m for m in sys.modules if any(m == h or m.startswith(h + ".") for h in heavy))
import gpucompare.cli
after_cli = loaded()
from gpucompare.cli import run
with contextlib.redirect_stdout(io.StringIO()) as out:
    rc = run(sys.argv[2:])
text = out.getvalue()
quotes = len(json.loads(text)["rows"]) if "--json" in sys.argv else text.count(" -> ")
print(json.dumps({"rc": rc, "after_cli": after_cli, "loaded": loaded(), "quotes": quotes}))
"""


@pytest.mark.parametrize("mode", [["--json"], []], ids=["json", "text"])
def test_an_import_loads_no_numpy_and_no_cost_model(tmp_path, mode):
    sheet = SHEETS / "cn_distributor_quote.xlsx"  # a reference-price check on every matched row
    args = ["--home", str(tmp_path), "import", str(sheet), "--dry-run", *mode]
    out = subprocess.run(
        [sys.executable, "-c", PROBE, json.dumps(HEAVY), *args], capture_output=True, text=True, timeout=180
    )
    assert out.returncode == 0, out.stderr[-2000:]
    seen = json.loads(out.stdout.splitlines()[-1])
    assert seen["rc"] == 0 and seen["quotes"] > 0
    assert seen["after_cli"] == []
    assert seen["loaded"] == []
