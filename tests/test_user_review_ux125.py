"""The window and the report as a user reads them (ux125): money headers in Chinese write dollars as '美元', as every
other Chinese header and amount does; a sentence about a device names it as its column does; the report's risks say
which figure was assumed and the value that stood in; a compared device's label on the chart is its column's name;
Chinese sentences follow each other without an English space, and export-control texts use Chinese separators."""

import re
import shutil
import subprocess

import numpy as np
import pytest

from gpucompare.core.catalog import bundled_catalog, column_name, peak_tflops
from gpucompare.core.money import FxTable
from gpucompare.core.pricing import price_column
from gpucompare.i18n import localize
from gpucompare.qtkit import i18n as qt_i18n

H800, H20, A910, GAUDI1 = "nvidia-h800-sxm5-80gb", "nvidia-h20-96gb", "huawei-ascend-910b", "intel-gaudi-hl205"


@pytest.fixture(scope="module")
def cat():
    return bundled_catalog()


# --- dollars in a Chinese header -------------------------------------------------------------------------------
def test_the_chinese_price_headers_write_dollars_as_the_other_chinese_headers_do(cat):
    from gpucompare.core.chart import chart_data, iso_lines
    from gpucompare.core.hwtable import build_frame

    prices = price_column(cat.devices, "reference:US+CN", "USD", FxTable.bundled())
    with qt_i18n.language("zh_CN"):
        frame = build_frame(cat, "bf16", prices)
        price, per_tflops = frame.header("price"), frame.header("price_per_tflop")
        chart = chart_data(cat.devices, prices, "bf16")
        iso = [line.label for line in iso_lines(chart)]
    assert price.endswith("(美元)") and "$" not in price, price
    assert per_tflops.endswith("(美元)") and "$" not in per_tflops, per_tflops
    assert chart.x_label.endswith("(美元)"), chart.x_label
    assert iso and all("1,000 美元" in t and "$" not in t for t in iso), iso
    # English keeps the symbol, and yuan keep theirs in Chinese
    assert build_frame(cat, "bf16", prices).header("price").endswith("($)")
    cny = price_column(cat.devices, "reference:CN+US", "CNY", FxTable.bundled())
    with qt_i18n.language("zh_CN"):
        assert build_frame(cat, "bf16", cny).header("price").endswith("(¥)")


def test_the_chinese_window_table_heads_its_dollar_price_in_words(qtbot, _isolated_home):
    from PySide6.QtCore import Qt

    from tests.conftest import open_window

    win = open_window(qtbot, _isolated_home, "zh_CN")
    try:
        win.session.set_currency("USD")
        model = win.hardware.view.model()
        heads = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
        money = [h for h in heads if h and "价格" in h]
        assert money and all("(美元" in h and "$" not in h for h in money), heads
        assert "(美元)" in win.chart.item.getAxis("bottom").labelText
    finally:
        win.shutdown()
        qt_i18n.install("en")


# --- one device name in every sentence ---------------------------------------------------------------------------
def test_precision_sentences_name_the_device_as_its_column(cat):
    from gpucompare.core.estimate import Settings, estimate
    from gpucompare.core.workloads import custom_workload

    gaudi = cat[GAUDI1]
    assert column_name(gaudi) == "Gaudi OAM 32GB" and gaudi.name != column_name(gaudi)
    est = estimate(gaudi, custom_workload(7e9, 1e11), 8, Settings(precision="fp8"))
    said = [localize(a) for a in est.missing]
    assert any(s.startswith("Gaudi OAM 32GB has no FP8") for s in said), said
    assert not any(gaudi.name in s for s in [*said, *map(localize, est.assumptions)])
    v100 = cat.resolve("V100 SXM2 32GB")
    _peak, note = peak_tflops(v100, "bf16")
    assert note == "V100 SXM2 32GB has no BF16 figure; used its FP16 peak."


# --- the report's risks say what was assumed ----------------------------------------------------------------------
def test_every_assumed_figure_has_words_for_the_risk():
    from gpucompare.core.estimate.results import ASSUMED_FLAGS, ASSUMED_WHAT

    assert set(ASSUMED_WHAT) == set().union(*ASSUMED_FLAGS.values())


def test_the_risk_names_each_devices_assumed_figure_and_its_value(cat):
    from gpucompare.core.estimate import Settings
    from gpucompare.core.workloads import find_preset
    from gpucompare.report.assemble import report_input
    from gpucompare.report.builder import build_report

    devices = [cat[H800], cat[H20]]
    inp = report_input(
        cat,
        devices,
        currency="USD",
        fx=FxTable.bundled(),
        workload=find_preset("llama2-70b"),
        count=64,
        settings=Settings(),
    )
    html = build_report(inp).html
    risks = html[html.index("Risks and what the figures rest on") :]
    risks = risks[: risks.index("</ul>")]
    assert "H20 SXM 96GB: the time rests on an assumed figure: its scale-out network (200 Gb/s per device" in risks
    assert "H800 SXM5 80GB: the time rests" not in risks  # its own figures: no risk of this kind


def test_each_result_rows_basis_is_row_basis_alone(cat):
    """build_rows keeps no basis of its own beside row_basis (one function decides a row's mark)."""
    from gpucompare.core.estimate import Settings, estimate
    from gpucompare.core.estimate.results import row_basis
    from gpucompare.core.workloads import find_preset

    for dev in (H800, H20, A910):
        e = estimate(cat[dev], find_preset("llama2-70b"), 64, Settings())
        for r in e.results:
            if r["text"] != "—":
                assert r["basis"] == row_basis(r["key"], e.flags), (dev, r["key"])


# --- the chart names a compared device as its column --------------------------------------------------------------
def test_the_windows_chart_labels_compared_devices_by_their_column_names(window):
    window.session.set_comparison([H800, A910, H20])
    chart = window.chart
    chart.refresh()
    labels = {i: chart._name(k) for k, i in enumerate(chart.data.ids) if i in (H800, A910, H20)}
    assert labels == {H800: "H800 SXM5 80GB", A910: "Ascend 910B OAM 64GB", H20: "H20 SXM 96GB"}
    k = list(chart.data.ids).index(A910)
    assert chart._tip_index(k).startswith("Ascend 910B OAM 64GB (")


def test_the_printed_chart_labels_compared_devices_by_their_column_names(cat, qapp):
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter

    from gpucompare.core.chart import chart_data
    from gpucompare.qtkit.report_doc import paint_chart

    prices = price_column(cat.devices, "reference:US+CN", "USD", FxTable.bundled())
    data = chart_data(cat.devices, prices, "bf16")
    named = {i: column_name(cat[i]) for i in (A910, H20)}
    img = QImage(900, 600, QImage.Format.Format_RGB32)
    img.fill(QColor("white"))
    p = QPainter(img)
    printed = paint_chart(p, QRectF(0, 0, 900, 600), data, set(named), named)
    p.end()
    assert {i: printed.labels.get(i) for i in named} == named
    assert "910B" not in printed.labels.values()


# --- Chinese sentences and separators ---------------------------------------------------------------------------
def test_the_chinese_chart_note_runs_its_sentences_on_without_english_spaces(qtbot, _isolated_home):
    from tests.conftest import open_window

    win = open_window(qtbot, _isolated_home, "zh_CN")
    try:
        win.session.set_currency("CNY")
        win.chart.refresh()
        note = win.chart.note.text()
        assert "空心点" in note and "折算" in note
        assert "。 " not in note and "） 折算" not in note, note
    finally:
        win.shutdown()
        qt_i18n.install("en")


def test_chinese_export_control_texts_use_chinese_separators(cat):
    from gpucompare.core.export_control import status

    with qt_i18n.language("zh_CN"):
        s = status(cat[H20])
        texts = [s.china_text(), *s.conditions()]
    assert texts[0].startswith("需美国许可证：")
    for t in texts:
        assert not re.search(r"[\u4e00-\u9fff）)]: |[\u4e00-\u9fff）)]; ", t), t


@pytest.mark.skipif(not shutil.which("pdftotext"), reason="pdftotext not installed")
def test_the_chinese_report_reads_without_english_spaces_or_separators(tmp_path):
    from gpucompare.cli import run

    pdf = tmp_path / "r.pdf"
    argv = ["--home", str(tmp_path / "h"), "report", "--devices", "H800,H20,MI300X", "--lang", "zh_CN"]
    assert run([*argv, "--pdf", str(pdf)]) == 0
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True).stdout
    flat = re.sub(r"\s*\n\s*", "", text)  # lines joined as the reader reads them
    assert "空心点" in flat and "汇率来源" in flat
    assert "。 " not in flat and "） 折算" not in flat and "。；" not in flat
    assert not re.search(r"需美国许可证: |\(\d{4}-\d{2}(-\d{2})?\); ", flat)


def test_then_joins_sentences_as_each_language_writes_them():
    from gpucompare.i18n import then

    assert then("Dotted: equal price-performance.", "Hollow: China market price.") == (
        "Dotted: equal price-performance. Hollow: China market price."
    )
    assert then("点线：性价比相同。", "空心点：美国市场价格。") == "点线：性价比相同。空心点：美国市场价格。"
    assert then("", "x") == "x" and then("x", "") == "x"
    assert np.all([then("a.", "b") == "a. b"])


# --- who sells at a reference price, in the reader's language ----------------------------------------------------
def test_every_seller_of_a_reference_price_is_translated():
    """A reference price's source names who sells at it ('market estimate (US, reported)'): a word the .ts cannot
    hold printed in English in the Chinese report's sources (the MI300X's, ux125). Every seller in the table is
    marked for translation, but those a source leaves out as repeating the market ('market (US)')."""
    from gpucompare.core.pricing import SELLER_WORDS
    from gpucompare.core.tables import read_table

    sellers = {r["vendor"] for r in read_table("reference_prices") if r.get("vendor")}
    repeat_market = {v for v in sellers if v.startswith("market (") and v.endswith(")") and "," not in v}
    assert sellers - repeat_market <= set(SELLER_WORDS), sorted(sellers - repeat_market - set(SELLER_WORDS))


def test_the_chinese_source_of_a_us_market_estimate_reads_in_chinese(cat):
    from gpucompare.core.pricing import reference_prices, reference_source

    row = next(r for r in reference_prices("amd-mi300x") if r["vendor"] == "market estimate (US, reported)")
    with qt_i18n.language("zh_CN"):
        text = localize(reference_source(row, "CNY", FxTable.bundled()))
    assert "市场估计（美国，报道）" in text and "market estimate" not in text, text
