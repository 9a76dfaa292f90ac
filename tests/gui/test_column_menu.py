"""The column chooser names every column once: the peak column that follows the precision selector never reads the
same as the fixed column of that precision, in English or Chinese."""

from tests.conftest import open_window


def _entries(win) -> list[str]:
    return [a.text() for a in win.hardware._column_actions]


def _check(win):
    for prec in ("bf16", "fp8", "fp32"):
        win.session.set_precision(prec)
        entries = _entries(win)
        dupes = {t for t in entries if entries.count(t) > 1}
        assert not dupes, (prec, dupes)
    win.session.set_precision("bf16")


def test_column_menu_has_no_two_entries_alike(window):
    _check(window)
    assert any(t.startswith("BF16 dense (TFLOPS), at the chosen precision") for t in _entries(window))
    assert "BF16 dense (TFLOPS)" in _entries(window)  # the fixed column keeps its plain title


def test_column_menu_has_no_two_entries_alike_in_chinese(qtbot, _isolated_home):
    win = open_window(qtbot, _isolated_home, "zh_CN")
    try:
        _check(win)
        assert any(t.endswith("，所选精度") for t in _entries(win))
    finally:
        win.shutdown()
        from gpucompare.qtkit import i18n as qt_i18n

        qt_i18n.install("en")


def test_a_column_turned_on_from_the_menu_shows_its_whole_header(window):
    """Before: a column hidden at start and turned on from the Columns menu came at Qt's default 100 px, its header
    cut ('Devices per sca', 'BF16 dense (TF'). Now it is as wide as its header needs on its two lines (or the 260 px
    cap): ux214 wraps a header's unit under its title."""
    from PySide6.QtCore import Qt

    from gpucompare.core.hwtable import COLUMNS
    from gpucompare.gui.hardware_view import wrapped_width

    hv = window.hardware
    hidden = [i for i in range(len(COLUMNS)) if hv.view.isColumnHidden(i)]
    assert hidden, "the default layout hides some columns"
    hfm = hv.view.horizontalHeader().fontMetrics()
    for i in hidden:
        hv._column_actions[i].setChecked(True)
        assert not hv.view.isColumnHidden(i)
        head = hv.model.headerData(i, Qt.Orientation.Horizontal)
        assert hv.view.columnWidth(i) >= min(wrapped_width(head, hfm) + 24, 260), head
    # turned off and on again: still fitted, not reset
    i = hidden[0]
    hv._column_actions[i].setChecked(False)
    hv._column_actions[i].setChecked(True)
    head = hv.model.headerData(i, Qt.Orientation.Horizontal)
    assert hv.view.columnWidth(i) >= min(wrapped_width(head, hfm) + 24, 260)
