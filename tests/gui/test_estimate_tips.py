"""The estimate table in Chinese: why a value rests on an assumption, and what drives the band, read in Chinese on
hover (the reasons reached the window as English text before), and the pipeline's interleaving has its own row."""

from tests.conftest import open_window

from .conftest import H100


def test_chinese_tooltips_of_an_assumed_device_are_chinese(qtbot, _isolated_home):
    win = open_window(qtbot, _isolated_home, "zh_CN")
    try:
        biren = win.session.catalog.resolve("biren-br100").id  # a family no published run supports
        win.session.set_comparison([H100, biren])
        win.estimate_dock.raise_()
        p = win.estimate
        p.workload.setCurrentIndex(p.workload.findData("llama2-70b"))
        p.count.setValue(256)
        p.run()
        qtbot.wait(100)
        t = p.table
        keys = [k for k, _ in p.ROWS]
        wall, band, vpp = keys.index("wall_days"), keys.index("band"), keys.index("vpp")
        tip = t.item(wall, 1).toolTip()
        assert t.item(wall, 1).text().endswith(" *")
        assert "依据通用假设：" in tip and "此设备系列没有公开训练结果" in tip
        assert "has no" not in tip and "no published" not in tip, tip
        band_tip = t.item(band, 1).toolTip()
        assert "区间由以下因素决定" in band_tip and "widened" not in band_tip and "x0." not in band_tip
        assert t.verticalHeaderItem(vpp).text() == "交错（VPP）" and t.item(vpp, 0).text().isdigit()
    finally:
        win.shutdown()
        from gpucompare.qtkit import i18n as qt_i18n

        qt_i18n.install("en")
