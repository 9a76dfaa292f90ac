"""The window after the ux204 review: the Quotes tab shows the quotes of the devices compared (not of the one row
picked in the table) and says which; the import dialog's field labels come from the one field word table, in
Chinese too; the estimate's times and costs share one unit a row."""

from __future__ import annotations

from gpucompare.gui.import_dialog import field_label
from gpucompare.i18n import is_chinese

from .conftest import H100, H800
from .test_quotes_view import import_cn_sheet

A100_PCIE = "nvidia-a100-pcie-80gb"


def _devices(qv) -> set[str]:
    return {qv.model.record(r)["device_id"] for r in range(qv.model.rowCount())}


def test_the_quotes_tab_follows_the_comparison_not_the_picked_row(window, qtbot):
    qv = window.quotes
    import_cn_sheet(window, qtbot)
    window.session.set_comparison([H800, H100, A100_PCIE])
    assert qv.show_box.currentData() == "compared"
    assert _devices(qv) == {H800, H100, A100_PCIE}  # the 3 compared, each with its quote
    said = qv.count.text()
    assert "3 of 6 quotes" in said and all(n in said for n in ("H800", "H100", "A100"))
    qv.set_device(H800)  # a row picked in the table: the comparison's quotes stay
    assert _devices(qv) == {H800, H100, A100_PCIE}
    # the picked row's quotes are one choice away, and the user's choice stays when the comparison changes
    qv.show_box.setCurrentIndex(qv.show_box.findData("device"))
    qv.show_box.activated.emit(qv.show_box.currentIndex())
    assert _devices(qv) == {H800}
    window.session.set_comparison([H800, H100])
    assert qv.show_box.currentData() == "device"


def test_the_import_dialog_labels_come_from_the_one_field_table(window):
    assert not is_chinese()
    assert field_label("units_per_item") == "Devices per item" and field_label("total") == "Line total"
    assert field_label("bf16_tflops") == "BF16 TFLOPS"


def test_the_chinese_import_dialog_and_quotes_tab(qtbot, _isolated_home):
    from gpucompare.qtkit import i18n as qt_i18n
    from tests.conftest import open_window

    win = open_window(qtbot, _isolated_home, "zh_CN")
    try:
        # one Chinese word per field, the importer's sentences and the dialog alike (data/import_fields.csv)
        assert field_label("currency") == "币种" and field_label("units_per_item") == "每件设备数"
        assert field_label("vendor") == "供应商"
        import_cn_sheet(win, qtbot)
        win.session.set_comparison([H800, H100])
        qv = win.quotes
        assert qv.show_box.currentText() == "对比设备的报价"
        assert _devices(qv) == {H800, H100} and "对比：" in qv.count.text()
    finally:
        win.shutdown()
        qt_i18n.install("en")


def test_the_estimate_tables_cost_and_time_rows_each_in_one_unit(window):
    import re

    from .conftest import A100

    s = window.session
    s.set_currency("CNY")
    s.set_comparison([H800, A100, "nvidia-rtx-4090"])
    panel = window.estimate
    panel.workload.setCurrentIndex(panel.workload.findData("llama2-7b"))
    panel.count.setValue(64)
    panel.set_device_basis(H800, "reference")  # bought beside two rented: costs of very different sizes
    panel.run()
    keys = [k for k, _ in panel.ROWS]

    def row(key):
        return [panel.table.item(keys.index(key), j).text().split("\n")[0] for j in range(3)]

    for key in ("cost", "monthly", "per_mtok"):
        cells = [c for c in row(key) if c.startswith("¥")]
        units = {(re.search(r"[\d.,]+([MB万亿]?)", c) or re.search("", c)).group(1) for c in cells}
        assert len(cells) >= 2 and len(units) == 1, (key, cells)
    times = {re.sub(r"[\d.,–\s*]", "", t) for key in ("wall_days", "band", "steady_days") for t in row(key)}
    assert len(times) == 1, times  # every time of the table in one unit
