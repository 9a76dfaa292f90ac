"""The window as a Chinese reader and a meeting read it (ux174): counts in the reader's number words in the estimate's
inputs ('67.4亿参数', typed as '67.4亿' or '7B'), a short run's band in hours in the Assumptions as in the table,
the decision's sentence wrapped within its tab (no sideways scroll), and the two-currency box ticked while a new
comparison is still being estimated."""

import pytest
from PySide6.QtCore import Qt

from tests.conftest import open_window

from .conftest import A100, H100, H800


@pytest.fixture
def zh_window(qtbot, _isolated_home):
    win = open_window(qtbot, _isolated_home, "zh_CN")
    yield win
    win.shutdown()
    from gpucompare.qtkit import i18n as qt_i18n

    qt_i18n.install("en")


def _type(qtbot, spin, text):
    spin.lineEdit().selectAll()
    spin.lineEdit().insert(text)  # as an input method commits it (QTest types ASCII keys only), through the validator
    qtbot.keyClick(spin.lineEdit(), Qt.Key.Key_Return)


def test_chinese_counts_read_and_type_in_chinese_number_words(zh_window, qtbot):
    panel = zh_window.estimate
    panel.workload.setCurrentIndex(panel.workload.findData("custom"))
    panel.params.setValue(6.74)
    panel.tokens.setValue(2000)
    assert panel.params.text() == "67.4亿参数"  # never '6.74 B 参数'
    assert panel.tokens.text() == "2万亿 token"
    assert " B " not in panel.params.text() + panel.tokens.text()
    # the same words the report writes, from one function
    from gpucompare.core.numbers import chinese_count

    assert panel.params.text().startswith(chinese_count(6.74e9))
    _type(qtbot, panel.params, "130亿")
    assert panel.params.value() == pytest.approx(13.0)
    assert panel.params.text() == "130亿参数"
    _type(qtbot, panel.params, "7B")
    assert panel.params.value() == pytest.approx(7.0)
    _type(qtbot, panel.tokens, "1.5万亿")
    assert panel.tokens.value() == pytest.approx(1500.0)
    _type(qtbot, panel.params, "0.5")  # a bare number is in billions, as the English box reads it
    assert panel.params.value() == pytest.approx(0.5) and panel.params.text() == "5亿参数"
    panel.samples.setValue(1.5)
    assert panel.samples.text() == "150万样本"


def test_short_runs_band_reads_in_hours_in_the_assumptions_too(window):
    window.session.set_comparison([H100])
    panel = window.estimate
    panel.workload.setCurrentIndex(panel.workload.findData("custom"))
    panel.params.setValue(0.1)
    panel.tokens.setValue(0.05)
    panel.count.setValue(8)
    panel.run()
    text = panel.assumptions.toPlainText()
    assert "Band " in text
    band = text[text.index("Band ") :].split(":")[0]
    assert "0.0" not in band and "days" not in band, band  # was 'Band 0.0104-0.129 days (steady state ...)'
    labels = [panel.table.verticalHeaderItem(r).text() for r in range(panel.table.rowCount())]
    cell = panel.table.item(labels.index("Band P10–P90"), 0).text().rstrip(" *")
    assert band.startswith(f"Band {cell} (steady state "), (band, cell)  # the table's words, from one function


def test_decision_sentence_wraps_within_its_tab(window, qtbot):
    window.session.set_currency("USD")
    window.session.set_comparison([H800, A100])
    panel = window.estimate
    panel.workload.setCurrentIndex(panel.workload.findData("llama2-70b"))
    panel.count.setValue(64)
    panel.set_device_basis(H800, "reference")
    panel.run()
    view = panel.decision_view
    panel.side.setCurrentWidget(view)
    qtbot.wait(50)
    assert panel.decisions, "H800 bought against A100 rented is a decision"
    scroll = view.scroll
    bar = scroll.horizontalScrollBar()
    assert bar.maximum() == 0, "the decision's sentence runs past the tab's right edge"
    assert view.summary.width() <= scroll.viewport().width()


def test_ticking_two_currencies_before_a_new_comparison_is_estimated(window):
    panel = window.estimate
    window.session.set_comparison([H800])
    panel.run()
    window.session.set_comparison([H800, H100])  # its estimate is still on the timer
    panel.both_currencies.setChecked(not panel.both_currencies.isChecked())  # raised KeyError (ux174)
    panel.run()
    assert panel.table.columnCount() == 2
