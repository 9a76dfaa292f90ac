"""Launching like a desktop program: the gui-script, python -m, the menu entry and its icons."""

import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from gpucompare import desktop
from gpucompare.cli import run

ROOT = Path(__file__).resolve().parents[1]


def test_entry_points_are_declared():
    meta = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    # gui-scripts: a console-less launcher on Windows, a plain script elsewhere
    assert meta["project"]["gui-scripts"] == {"gpucompare": "gpucompare.__main__:main"}
    assert (ROOT / "gpucompare" / "__main__.py").is_file()


def test_desktop_file_is_valid():
    tool = shutil.which("desktop-file-validate")
    if tool is None:
        pytest.skip("desktop-file-validate not installed (Debian: desktop-file-utils)")
    out = subprocess.run([tool, str(ROOT / "resources" / "gpucompare.desktop")], capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr


def test_icons_in_every_format():
    res = ROOT / "resources"
    assert (res / "gpucompare.ico").read_bytes()[:4] == b"\x00\x00\x01\x00"
    assert (res / "gpucompare.icns").read_bytes()[:4] == b"icns"
    for s in desktop.ICON_SIZES:
        assert (res / "icons" / f"gpucompare-{s}.png").read_bytes()[:4] == b"\x89PNG"


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="freedesktop menus are Linux/BSD")
def test_install_and_uninstall_desktop(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    assert run(["--install-desktop"]) == 0
    entry = tmp_path / "share" / "applications" / "gpucompare.desktop"
    text = entry.read_text(encoding="utf-8")
    exec_cmd = next(line for line in text.splitlines() if line.startswith("Exec="))[5:]
    assert Path(exec_cmd.split()[0]).exists() and "Icon=gpucompare" in text
    assert (tmp_path / "share" / "icons" / "hicolor" / "256x256" / "apps" / "gpucompare.png").is_file()
    if shutil.which("desktop-file-validate"):
        assert subprocess.run(["desktop-file-validate", str(entry)]).returncode == 0
    assert run(["--uninstall-desktop"]) == 0
    assert not entry.exists() and "removed 10 files" in capsys.readouterr().out
