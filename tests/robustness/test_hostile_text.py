"""Sheet and device text is shown as text: `<img src=...>` and `<a href>` from a vendor's workbook, through a
custom device that is compared, saved and restarted, the import dialog, the quotes tab, the chart's legend and
tips, never make Qt open a file (watched with inotify), and nothing aborts."""

import shutil

import pytest
from PySide6.QtCore import QModelIndex, QPoint
from PySide6.QtGui import QGuiApplication, Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QLabel, QToolTip, QWidget

from tests.conftest import open_window
from tests.robustness import probe as probe_mod
from tests.robustness.make_hostile import HERE, HOSTILE_VENDOR, IMG, PROBE

pytestmark = pytest.mark.skipif(not probe_mod.available(), reason="the file probe uses Linux inotify")

H800 = "nvidia-h800-sxm5-80gb"


def _texts_shown(root: QWidget) -> tuple[list[QLabel], list[str]]:
    """Every label under `root`, and every tooltip text it can show (widgets, and model cells of item views)."""
    labels = root.findChildren(QLabel)
    tips = [w.toolTip() for w in root.findChildren(QWidget) if w.toolTip()]
    for view in root.findChildren(QAbstractItemView):
        model = view.model()
        if model is None:
            continue
        try:
            columns = model.columnCount(QModelIndex())
        except TypeError:  # a list model: one column (its columnCount is private)
            columns = 1
        for r in range(min(model.rowCount(QModelIndex()), 400)):
            for c in range(columns):
                t = model.data(model.index(r, c), Qt.ItemDataRole.ToolTipRole)
                if t:
                    tips.append(str(t))
    return labels, tips


def _show_everything(qtbot, root: QWidget, probe) -> None:
    """Lay out and paint every widget and show every tooltip, as hovering would, so Qt renders what it holds."""
    labels, tips = _texts_shown(root)
    root.grab()
    for label in labels:
        label.grab()
    hostile = [t for t in tips if "<img" in t or "&lt;img" in t]
    for t in hostile:
        QToolTip.showText(QPoint(10, 10), t, root)
        QApplication.processEvents()
    QToolTip.hideText()
    qtbot.wait(10)
    return labels, hostile


@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_hostile_text_never_opens_a_file(qtbot, tmp_path, monkeypatch, _isolated_home):
    from gpucompare.cli import run

    monkeypatch.chdir(tmp_path)  # the payloads point at a relative file name: this folder's probe
    sheet = tmp_path / f"{IMG}.xlsx"  # the file name is hostile too
    shutil.copy(HERE / "html_quote.xlsx", sheet)
    home = str(_isolated_home)
    with probe_mod.FileProbe(tmp_path / PROBE) as probe:
        assert run(["--home", home, "import", str(HERE / "html_specs.xlsx")]) == 0
        assert run(["--home", home, "import", str(sheet), "--vendor", HOSTILE_VENDOR]) == 0
        win = open_window(qtbot, _isolated_home)
        s = win.session
        custom = next(d for d in s.catalog.devices if d.custom)
        assert "<img" in custom.name  # the hostile text made it into the catalog as it was written
        s.set_basis("quote")
        s.set_comparison([custom.id, H800])
        win.hardware.select_device(H800)
        win.quotes.set_device(H800)
        labels, hostile_tips = _show_everything(qtbot, win, probe)
        shown = [lb for lb in labels if "<img" in lb.text()]
        assert shown, "the hostile names should be on screen (headline, quotes, import dialog)"
        assert all(lb.textFormat() == Qt.TextFormat.PlainText for lb in shown), [lb.text() for lb in shown]
        assert hostile_tips and all(not Qt.mightBeRichText(t) or "<img" not in t for t in hostile_tips)
        # the quotes' price-history legend (pyqtgraph renders HTML): the vendor's name, escaped
        legend = win.quotes.plot.plotItem.legend
        legend_texts = [item.text for _sample, item in legend.items]
        assert any("&lt;img" in t for t in legend_texts), legend_texts
        # the chart's vendor key paints its entries as plain text: a vendor named by a sheet shows as written
        win.chart._legend([HOSTILE_VENDOR])
        win.chart.grab()
        assert HOSTILE_VENDOR in win.chart.key_texts()
        # the import dialog previewing the same file: file name, sheet name, vendor, models, notes
        d = win.open_import(str(sheet))
        qtbot.addWidget(d)
        qtbot.waitUntil(lambda: d.preview is not None or bool(d.error), timeout=30_000)
        assert d.preview is not None
        _show_everything(qtbot, d, probe)
        assert "<img" in d.status.text() and d.status.textFormat() == Qt.TextFormat.PlainText
        d.reject()
        # the tooltip and dialog helpers: literal text, for any text
        from gpucompare.gui.plaintext import tip

        assert not Qt.mightBeRichText(IMG) or "<img" not in tip(IMG)
        assert probe.poll() == 0, "Qt opened the probe file while showing text from a sheet"
        # saved, closed, started again with the hostile device still compared
        win.save_state()
        win.shutdown()
        win.close()
        win2 = open_window(qtbot, _isolated_home)
        assert custom.id in win2.session.comparison
        _show_everything(qtbot, win2, probe)
        win2.shutdown()
        QGuiApplication.processEvents()
    assert probe.opened == 0, f"the probe file was opened {probe.opened} times"


def test_copied_rows_and_chart_images_are_inert_and_atomic(window, qtbot, tmp_path):
    """A device named like a formula pastes as text; a chart image export to a missing folder is one error and a
    good image is never replaced by a broken one."""
    from gpucompare.core.catalog import device_from_row
    from gpucompare.errors import UserError

    s = window.session
    row = {"id": "custom-f", "vendor": "=cmd|' /C calc'!A0", "model": '=HYPERLINK("http://x","y")', "bf16_tflops": "1"}
    s.catalog = s.catalog.with_custom([device_from_row(row, custom=True)])
    s._frame = s._prices = None
    s.changed.emit("catalog")
    window.hardware.select_device("custom-f")
    window.hardware.copy_selection()
    pasted = QGuiApplication.clipboard().text().splitlines()[1].split("\t")
    assert pasted and all(not c.startswith(("=", "+", "@")) for c in pasted), pasted
    assert any(c.startswith("'=HYPERLINK") for c in pasted), pasted
    with pytest.raises(UserError):
        window.chart.export(str(tmp_path / "missing" / "c.png"))
    good = tmp_path / "c.png"
    window.chart.export(str(good))
    assert good.read_bytes().startswith(b"\x89PNG")
    assert [p.name for p in tmp_path.iterdir() if p.name != "home"] == ["c.png"]
