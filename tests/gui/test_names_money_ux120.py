"""The window as a procurement officer in China reads it (ux120): a device is named in the import dialog, the Quotes
tab, the compare panel's baseline and the estimate's assumptions as the columns name it ('Ascend 910B OAM 64GB',
never a bare '910B' among its 910B1-910B4 siblings, nor the catalog's long 'Huawei Ascend 910B 64GB'); dollars in
the Chinese window read one way in a whole column ('1.91美元' under '3.52万美元', never '$1.91')."""

from PySide6.QtCore import Qt

from gpucompare.core.compare import column_name
from gpucompare.qtkit import i18n as qt_i18n
from tests.conftest import open_window

A910, H20, H800 = "huawei-ascend-910b", "nvidia-h20-96gb", "nvidia-h800-sxm5-80gb"


def test_an_imported_910b_is_named_as_its_column_is(window, qtbot, tmp_path):
    sheet = tmp_path / "quote.csv"
    sheet.write_text("型号,单价(元)\n昇腾910B 64G,120000\nH20 96G,115000\n", encoding="utf-8")
    name = column_name(window.session.catalog[A910])
    assert name == "Ascend 910B OAM 64GB"
    d = window.open_import(str(sheet))
    qtbot.addWidget(d)
    qtbot.waitUntil(lambda: d.preview is not None or bool(d.error), timeout=30_000)
    m = d.rows_model
    devices = [m.data(m.index(r, 2)) for r in range(m.rowCount())]
    assert devices == [name, "H20 SXM 96GB"]
    qtbot.mouseClick(d.import_btn, Qt.MouseButton.LeftButton)
    window.show_imported_quotes()
    q = window.quotes
    col = next(i for i, c in enumerate(q.model.columns) if c.key == "device")
    shown = {q.model.data(q.model.index(r, col)) for r in range(q.model.rowCount())}
    assert shown == {name, "H20 SXM 96GB"} and "910B" not in shown
    q.set_device(A910)
    assert name in q.plot_title.text() or name in q.count.text()


def test_the_baseline_and_the_assumptions_name_a_device_as_its_column(window):
    s = window.session
    s.set_comparison([H800, A910])
    assert [window.spec.baseline.itemText(i) for i in range(window.spec.baseline.count())] == [
        "H800 SXM5 80GB",
        "Ascend 910B OAM 64GB",
    ]
    panel = window.estimate
    panel.workload.setCurrentIndex(panel.workload.findData("llama2-7b"))
    panel.count.setValue(16)
    panel.run()
    html = panel._assumptions_html(s.compared_devices())
    assert "<h4>Ascend 910B OAM 64GB</h4>" in html and "Huawei Ascend 910B 64GB</h4>" not in html


def test_dollars_in_the_chinese_estimate_read_one_way(qtbot, _isolated_home):
    win = open_window(qtbot, _isolated_home, "zh_CN")
    try:
        s = win.session
        s.set_currency("USD")
        s.set_comparison([H800, H20])
        panel = win.estimate
        panel.workload.setCurrentIndex(panel.workload.findData("llama2-7b"))
        panel.count.setValue(16)
        panel.run()
        cells = [panel._cost_cells(d, "zh_CN") for d in s.compared_devices()]
        money = [v for c in cells for k, v in c.items() if k != "break_even" and v not in ("—", "无（租用）")]
        assert money and not any("$" in v for v in money)
        assert all(v.endswith("美元") for v in money)
        assert any("万美元" in v for v in money) and any("万" not in v for v in money)  # both sizes, one style
    finally:
        win.shutdown()
        qt_i18n.install("en")


def test_a_spec_a_device_lacks_reads_unknown_never_its_rows_source(window):
    """A dash in the side-by-side panel said 'Source (2024-2025, reported): <the 910B's page>' on hover, as if that
    page gave the dash; it says the figure is unknown, and keeps a source recorded for the missing value itself."""
    s = window.session
    s.set_comparison([H800, H20, A910])
    spec = window.spec
    scaleout = spec.cell("scaleout_gbps", H20)
    assert scaleout.text() == "—"
    assert scaleout.toolTip().startswith("Unknown: the catalog holds no published figure")
    assert "Source" not in scaleout.toolTip()
    assert spec.cell("scaleout_gbps", H800).toolTip().startswith("Source")  # a figure keeps its source
    area = spec.cell("die_area_mm2", A910)
    assert area.text() == "—" and "Unknown" in area.toolTip() and "zdldcl" not in area.toolTip()
    # a value the catalog withholds keeps the why: H800's FP64 is recorded as withheld, with its source
    fp64 = spec.cell("fp64_tflops", H800)
    assert fp64.text() == "—" and "Unknown" in fp64.toolTip() and "withheld" in fp64.toolTip()
