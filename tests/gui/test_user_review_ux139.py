"""The window as a procurement officer reads it (ux139): the chart's caption says each conversion rate once, in
Chinese too, and its equal price-performance lines write their value as the amount beside it."""

import re

from gpucompare.qtkit import i18n as qt_i18n
from tests.conftest import open_window


def test_the_chinese_chart_caption_says_each_rate_once(qtbot, _isolated_home):
    win = open_window(qtbot, _isolated_home, "zh_CN")
    try:
        note = win.chart.note.text()
        rates = re.findall(r"\d+(?:\.\d+)? [A-Z]{3}/[A-Z]{3}（汇率日期 [^）]+）", note)
        assert rates, note  # the caption does say its rates...
        assert len(rates) == len(set(rates)), note  # ...each once
        if "其他外币价格" in note:
            assert note.index("空心点") < note.index("其他外币价格也按同一汇率折算为 CNY")
    finally:
        win.shutdown()
        qt_i18n.install("en")


def test_the_equal_price_performance_labels_use_thousands_separators(window):
    labels = [line.label for line in window.chart.iso]
    assert labels and all(re.match(r"^(\d{1,3}(,\d{3})*|0\.\d+) TFLOPS per \$1,000$", x) for x in labels), labels


def test_the_import_dialog_lists_its_notes_in_row_order(window, qtbot):
    from pathlib import Path

    sheet = (
        Path(__file__).resolve().parents[1]
        / "fixtures/sheets/blind31/kr_en_serverless_gpu_rate_card_krw_per_gpu_second_min_billing_vat10_excl.xlsx"
    )
    d = window.open_import(str(sheet))
    qtbot.addWidget(d)
    qtbot.waitUntil(lambda: d.preview is not None or bool(d.error), timeout=30_000)
    notes = [d.notes.item(i).text() for i in range(d.notes.count())]
    rows = [int(m[1]) for n in notes if (m := re.match(r"rows? (\d+)", n))]
    assert len(rows) >= 2 and rows == sorted(rows), notes
    d.reject()
