"""Packaging: bundled files are found through one function, and the Qt version trap stays closed."""

import subprocess
import sys
import textwrap

from gpucompare.paths import bundled, data_file, workspace_dir


def test_bundled_files_are_found():
    assert data_file("devices.csv").is_file()
    assert bundled("data").is_dir()


def test_workspace_follows_home_override(tmp_path, monkeypatch):
    monkeypatch.setenv("GPUCOMPARE_HOME", str(tmp_path / "ws"))
    assert workspace_dir() == tmp_path / "ws" and (tmp_path / "ws").is_dir()
    assert workspace_dir(tmp_path / "other") == tmp_path / "other"


def test_pyside6_survives_50000_void_qt_calls():
    """PySide6-Essentials 6.12.0 on Python 3.11 aborts with none_dealloc after ~5k void calls (perf_floors.md)."""
    code = textwrap.dedent(
        """
        import os
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        from PySide6.QtCore import QObject
        from PySide6.QtWidgets import QApplication, QLabel
        app = QApplication([])
        label = QLabel()
        obj = QObject()
        for i in range(25000):
            obj.setObjectName("x")
            label.setText("y")
        print("ok")
        """
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=240)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip() == "ok"
