"""A real main window over a temporary workspace and settings file (GPUCOMPARE_HOME is a tmp folder, conftest.py)."""

import pytest

from gpucompare.gui.app import build_main_window, make_app

A100 = "nvidia-a100-sxm4-80gb"
H100 = "nvidia-h100-sxm5-80gb"
H800 = "nvidia-h800-sxm5-80gb"
GAUDI2 = "intel-gaudi2"


@pytest.fixture
def window(qtbot, _isolated_home):
    make_app([])
    win = build_main_window(str(_isolated_home))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.finish_startup()
    yield win
    win.shutdown()
