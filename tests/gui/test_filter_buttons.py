"""The table's menu buttons ("Columns", "All categories") and the chart's metric selector as a reader sees them at a
laptop's and a larger screen's size, in English and Chinese: the arrow beside the text, never over it; a text that
does not fit ends in "…" and is whole in the tooltip."""

import pytest
from PySide6.QtCore import Qt

from tests.conftest import open_window


def _check_buttons(win, qtbot, size):
    win.resize(*size)
    win.resizeDocks([win.chart_dock], [int(size[0] * 0.36)], Qt.Orientation.Horizontal)
    qtbot.wait(20)
    hv = win.hardware
    for button in (hv.columns_btn, hv.category):
        text_w = button.fontMetrics().horizontalAdvance(button.text())
        arrow_w = button.arrow_width()
        assert arrow_w > 0
        assert button.sizeHint().width() >= text_w + arrow_w + button.GAP, button.text()
        # on screen: the text's room and the arrow's are apart, and the text fits its room whole
        text, arrow = button.text_rect(), button.arrow_rect()
        assert not text.intersects(arrow) and text.right() < arrow.left(), (button.text(), size)
        assert button.rect().contains(arrow)
        assert text.width() >= text_w, (button.text(), size, text.width(), text_w)
        button.grab()  # paints


@pytest.mark.parametrize("size", [(1280, 800), (1600, 1000)])
def test_menu_buttons_keep_their_arrow_off_their_text(window, qtbot, size):
    _check_buttons(window, qtbot, size)


def test_menu_buttons_keep_their_arrow_off_their_text_in_chinese(qtbot, _isolated_home):
    win = open_window(qtbot, _isolated_home, "zh_CN")
    try:
        for size in ((1280, 800), (1600, 1000)):
            _check_buttons(win, qtbot, size)
        assert win.hardware.columns_btn.text() != "Columns"  # translated
    finally:
        win.shutdown()
        from gpucompare.qtkit import i18n as qt_i18n

        qt_i18n.install("en")


def test_a_long_category_choice_elides_and_says_itself_in_the_tooltip(window, qtbot):
    cat = window.hardware.category
    values = list(cat.actions_by_value)
    assert len(values) >= 3
    cat.set_selected(values)
    joined = " + ".join(cat.actions_by_value[v].text() for v in values)
    assert cat.text() == joined and joined in cat.toolTip()
    # its minimum stays that of "All categories": the choice elides rather than widen the window
    assert cat.minimumSizeHint().width() <= cat._width_for(cat.all_text)
    cat.set_selected([])
    assert cat.text() == "All categories"


def test_the_metric_selector_elides_with_its_text_in_the_tooltip(window, qtbot):
    window.resize(1280, 800)
    qtbot.wait(20)
    box = window.chart.metric_box
    assert box.currentText() == "Dense peak at the chosen precision"
    assert box.toolTip() == "Dense peak at the chosen precision"
    assert box.minimumSizeHint().width() < box.fontMetrics().horizontalAdvance(box.currentText())
    box.setCurrentIndex(box.findData("resnet50"))
    assert box.toolTip() == "ResNet-50 training throughput"
