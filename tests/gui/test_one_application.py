"""A window never aborts the process when a report drew first: it says why in one sentence."""

import subprocess
import sys


def test_a_window_after_a_report_in_the_same_process_is_a_clear_error_not_an_abort(tmp_path):
    code = (
        "import os; os.environ['QT_QPA_PLATFORM'] = 'offscreen'\n"
        "from PySide6.QtGui import QGuiApplication\n"
        "app = QGuiApplication(['x'])\n"
        "from gpucompare.gui.app import make_app\n"
        "try:\n"
        "    make_app([])\n"
        "except RuntimeError as e:\n"
        "    print('refused:', e)\n"
    )
    env = {"GPUCOMPARE_HOME": str(tmp_path / "home"), "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, env=env)
    assert out.returncode == 0, out.stderr[-500:]
    assert "refused: a report was drawn in this process" in out.stdout
