"""The hardware table's Device column shows every name whole: it was fitted to the first rows under the other
columns' 260 px limit, so 'GeForce RTX 4090 24GB GDDR6X (A...', 'Gaudi (1st gen) HL-205 OAM 32GB (...' and a
dozen more were clipped in the frozen column every row is read by (ux139)."""

from PySide6.QtGui import QFont, QFontMetrics

from gpucompare.gui.hardware_view import NAME_CHARS
from gpucompare.gui.table_model import HardwareTableModel


def test_every_device_name_fits_the_name_column(window):
    hv = window.hardware
    model = hv.model
    bold = QFont(hv.view.font())
    bold.setBold(True)
    fm = QFontMetrics(bold)  # a compared device's name is bold
    names = [model.data(model.index(r, HardwareTableModel.COL_NAME)) for r in range(model.rowCount())]
    room = hv.view.frozen.columnWidth(0) - 28  # the compare box and the cell's margins
    clipped = [n for n in names if fm.horizontalAdvance(n) > room]
    assert len(names) > 150 and clipped == []
    assert "GeForce RTX 4090 24GB GDDR6X (AD102)" in names
    # the frozen copy is as wide as the column it covers, and the other columns keep their limit
    assert hv.view.frozen.columnWidth(0) == hv.view.columnWidth(0)
    assert max(hv.view.columnWidth(c) for c in range(1, model.columnCount())) <= 260


def test_the_name_column_has_a_limit(window):
    """A name of hundreds of characters (a custom device typed by a user) does not push every other column off
    the screen: the column stops at about NAME_CHARS (72) average characters and the whole name is in the cell's tooltip."""
    hv = window.hardware
    hv.model.frame.data["name"][0] = "X" * 400
    hv.fit_columns()
    assert hv.view.columnWidth(0) <= hv.view.fontMetrics().averageCharWidth() * NAME_CHARS
