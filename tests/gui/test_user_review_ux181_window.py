"""The window after the ux181 review: a spec panel cell wider than its column (the A100's price with its date and
ratio, bold where best) goes on two lines instead of being cut, the estimate's side tabs show every name in full at
1600 px as at 1280 (tests/gui/test_estimate_layout.py), and the memory-per-money row reads 'Memory per $1,000'."""

import pytest
from PySide6.QtGui import QFontMetrics

from .conftest import A100, H800

MI300X = "amd-mi300x"
ASCEND = "huawei-ascend-910b"


@pytest.mark.parametrize("size", [(1600, 1000), (1280, 800)])
def test_no_spec_panel_cell_is_cut(window, qtbot, size):
    window.resize(*size)
    window.session.set_currency("USD")
    window.session.set_comparison([H800, A100, MI300X, ASCEND])
    qtbot.wait(100)
    window.spec_dock.raise_()
    t = window.spec.table
    for i in range(t.rowCount()):
        for j in range(1, t.columnCount()):
            item = t.item(i, j)
            if item is None or not item.text():
                continue
            fm = QFontMetrics(item.font())
            rect = t.visualRect(t.model().index(i, j))
            need = fm.boundingRect(rect.adjusted(3, 0, -3, 0), int(item.textAlignment()) | 0x1000, item.text())
            assert need.height() <= rect.height() + 1, (item.text(), rect.height(), need.height())
    labels = [t.item(i, 0).text().strip() for i in range(t.rowCount()) if t.item(i, 0) is not None]
    assert "Memory per $1,000 (GB)" in labels, labels


def test_every_side_tab_shows_its_name_at_1600(window, qtbot):
    window.resize(1600, 1000)
    window.session.set_comparison([H800, A100, MI300X, ASCEND])
    window.estimate_dock.raise_()
    panel = window.estimate
    panel.run()
    qtbot.wait(100)
    bar = panel.side.tabBar()
    assert sum(bar.tabRect(i).width() for i in range(bar.count())) <= bar.width()
    assert [bar.tabText(i) for i in range(bar.count())] == ["Rent or buy", "Decision", "Cost lines", "Assumptions"]
