"""Report tests draw with Qt: a QApplication first (the CLI would otherwise make a QGuiApplication that a later
window test cannot replace)."""

import pytest


@pytest.fixture(autouse=True)
def _qt_app(qapp):
    return qapp
