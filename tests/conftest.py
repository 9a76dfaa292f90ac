"""Test set-up: an English offscreen Qt, and a temporary workspace and settings for every test."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["LANG"] = "en_US.UTF-8"

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path, monkeypatch):
    """Never touch the user's real workspace or settings."""
    home = tmp_path / "home"
    monkeypatch.setenv("GPUCOMPARE_HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    return home


def open_window(qtbot, home, lang=None):
    """A real main window over a temporary workspace and settings file, shown and fully built (chart included)."""
    from gpucompare.gui.app import build_main_window, make_app

    make_app([])
    win = build_main_window(str(home), lang)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.finish_startup()
    return win


@pytest.fixture
def window(qtbot, _isolated_home):
    win = open_window(qtbot, _isolated_home)
    yield win
    win.shutdown()
