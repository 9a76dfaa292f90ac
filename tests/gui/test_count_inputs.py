"""The Training estimate tab writes a preset's counts with the figures they have: Llama 3 70B read '70.600 B
parameters' and '15,000.000 B tokens' (the inputs' typing precision shown as if it were the preset's)."""

import pytest
from PySide6.QtCore import Qt

from tests.conftest import open_window


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_preset_counts_have_no_padding_zeros(lang, qtbot, _isolated_home):
    win = open_window(qtbot, _isolated_home, lang)
    try:
        panel = win.estimate
        panel.workload.setCurrentIndex(panel.workload.findData("llama3-70b"))
        params, tokens = panel.params.text(), panel.tokens.text()
        if lang == "en":
            assert params.startswith("70.6") and "70.600" not in params
            assert tokens.startswith("15,000") and "15,000.000" not in tokens
        else:  # the reader's number words (ux174): "706亿参数", "15万亿 token"
            assert params == "706亿参数" and tokens == "15万亿 token"
        assert panel.params.value() == pytest.approx(70.6) and panel.tokens.value() == pytest.approx(15_000)
        # a typed count keeps every figure it was given, and reads back as the same value
        panel.workload.setCurrentIndex(panel.workload.findData("custom"))
        panel.params.lineEdit().selectAll()
        qtbot.keyClicks(panel.params.lineEdit(), "0.125")
        qtbot.keyClick(panel.params.lineEdit(), Qt.Key.Key_Return)
        assert panel.params.value() == pytest.approx(0.125)
        assert panel.params.text().startswith("0.125" if lang == "en" else "1.25亿")
        panel.params.setValue(7)
        assert panel.params.text().startswith("7 " if lang == "en" else "70亿")
        assert "7.000" not in panel.params.text()
        # a money input keeps its cents
        assert panel.price.text().rstrip().endswith("0.00")
    finally:
        win.shutdown()
        from gpucompare.qtkit import i18n as qt_i18n

        qt_i18n.install("en")
