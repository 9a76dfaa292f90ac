"""What import-linter cannot say: the command line's report renderer uses QtGui only, never QtWidgets, so
`gpucompare report` runs without a widget stack; and the start-up path keeps pandas and pyqtgraph out."""

import ast
import subprocess
import sys
from pathlib import Path

PKG = Path(__file__).resolve().parents[1] / "gpucompare"


def imported_modules(folder: Path) -> set[str]:
    out = set()
    for path in folder.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                out.add(node.module)
            elif isinstance(node, ast.Import):
                out.update(a.name for a in node.names)
    return out


def test_qtkit_uses_no_widgets():
    mods = imported_modules(PKG / "qtkit")
    assert not {m for m in mods if m.startswith("PySide6.QtWidgets") or m.startswith("PySide6.QtPrintSupport")}


def test_window_start_imports_neither_pandas_nor_pyqtgraph(tmp_path):
    code = (
        "import os, sys; os.environ['QT_QPA_PLATFORM'] = 'offscreen'\n"
        "from gpucompare.gui.app import make_app, build_main_window\n"
        "app = make_app([]); w = build_main_window(sys.argv[1])\n"
        "print(sorted(m for m in ('pandas', 'pyqtgraph') if m in sys.modules))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path / "home")], capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stderr[-1500:]
    assert out.stdout.strip().splitlines()[-1] == "[]"
