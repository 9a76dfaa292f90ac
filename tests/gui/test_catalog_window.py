"""The catalog in the window: File → Update catalog with its preview, the 'obtainable in China today' filter, the
export row of the side-by-side panel, header tooltips that say what a column means, and Epoch AI credited in About."""

import csv
import io

from gpucompare.core.hwtable import COLUMNS
from gpucompare.gui.about import about_html
from gpucompare.gui.catalog_update_dialog import CatalogUpdateDialog
from gpucompare.paths import data_file


def test_update_catalog_previews_then_applies(window, qtbot, tmp_path):
    with open(data_file("epoch_ml_hardware.csv"), newline="", encoding="utf-8") as fh:
        reader = csv.DictReader(fh)
        cols, rows = reader.fieldnames, list(reader)
    extra = {c: "" for c in cols} | {
        "Hardware name": "Acme <b>Z1</b>",
        "Manufacturer": "Acme",
        "Tensor-FP16/BF16 performance (FLOP/s)": "1e15",
        "Link to datasheet": "https://acme.example/z1",
    }
    buf = io.StringIO()
    w = csv.DictWriter(buf, cols)
    w.writeheader()
    w.writerows([*rows, extra])
    src = tmp_path / "epoch.csv"
    src.write_text(buf.getvalue(), encoding="utf-8")
    before = window.hardware.model.rowCount()
    dlg = CatalogUpdateDialog(window.session, window)
    qtbot.addWidget(dlg)
    dlg.source.setText(str(src))
    with qtbot.waitSignal(dlg.previewed, timeout=30_000):
        dlg.preview()
    assert "1 added, 0 changed, 0 renamed, 0 removed" in dlg.summary.text()
    assert "+ Acme <b>Z1</b>" in dlg.changes.toPlainText()  # shown as plain text
    qtbot.waitUntil(lambda: dlg.apply_btn.isEnabled())
    with qtbot.waitSignal(dlg.applied, timeout=30_000):
        dlg.apply_btn.click()
    assert window.hardware.model.rowCount() == before + 1
    assert "catalog" in window.session.workspace.dir.joinpath("catalog").name
    # the version before is kept: going back restores the table
    qtbot.waitUntil(lambda: not dlg.busy())
    dlg.versions_box.setCurrentIndex(dlg.versions_box.findData(0))
    with qtbot.waitSignal(dlg.previewed, timeout=30_000):
        dlg.rollback_btn.click()
    assert "1 removed" in dlg.summary.text()
    qtbot.waitUntil(lambda: dlg.apply_btn.isEnabled())
    with qtbot.waitSignal(dlg.applied, timeout=30_000):
        dlg.apply_btn.click()
    assert window.hardware.model.rowCount() == before


def test_a_slow_server_never_freezes_the_window_and_cancel_stops_it(window, qtbot):
    import time

    from tests.robustness.hostile_server import HostileServer

    with HostileServer(b"x" * 100_000) as srv:
        dlg = CatalogUpdateDialog(window.session, window)
        qtbot.addWidget(dlg)
        dlg.source.setText(srv.url("/slow-body"))
        t0 = time.monotonic()
        dlg.preview()
        assert time.monotonic() - t0 < 0.5 and dlg.busy() and dlg.cancel_btn.isEnabled()
        qtbot.wait(300)  # the window keeps answering meanwhile
        t1 = time.monotonic()
        with qtbot.waitSignal(dlg.previewed, timeout=5_000):
            dlg.cancel_btn.click()
        assert time.monotonic() - t1 < 1.5
        assert "ancel" in dlg.summary.text() and not dlg.apply_btn.isEnabled()


def test_a_risky_file_is_applied_only_when_confirmed(window, qtbot, tmp_path):
    with open(data_file("epoch_ml_hardware.csv"), newline="", encoding="utf-8") as fh:
        reader = csv.DictReader(fh)
        cols, rows = reader.fieldnames, list(reader)
    buf = io.StringIO()
    w = csv.DictWriter(buf, cols)
    w.writeheader()
    w.writerows(rows[:40])
    src = tmp_path / "short.csv"
    src.write_text(buf.getvalue(), encoding="utf-8")
    dlg = CatalogUpdateDialog(window.session, window)
    qtbot.addWidget(dlg)
    dlg.source.setText(str(src))
    with qtbot.waitSignal(dlg.previewed, timeout=30_000):
        dlg.preview()
    qtbot.waitUntil(lambda: not dlg.busy())
    assert "Check before applying" in dlg.summary.text() and dlg.confirm.isVisibleTo(dlg)
    assert not dlg.apply_btn.isEnabled()
    dlg.confirm.setChecked(True)
    assert dlg.apply_btn.isEnabled()


def test_a_file_that_is_not_epochs_is_refused_in_the_dialog(window, qtbot, tmp_path):
    bad = tmp_path / "x.csv"
    bad.write_text("a,b\n1,2\n", encoding="utf-8")
    dlg = CatalogUpdateDialog(window.session, window)
    qtbot.addWidget(dlg)
    dlg.source.setText(str(bad))
    with qtbot.waitSignal(dlg.previewed, timeout=30_000):
        dlg.preview()
    assert "not an Epoch AI hardware CSV" in dlg.summary.text()
    assert not dlg.apply_btn.isEnabled()


def test_obtainable_in_china_filter(window):
    hv = window.hardware
    total = hv.model.rowCount()
    hv.china.setChecked(True)
    ids = {hv.model.id_at(r) for r in range(hv.model.rowCount())}
    assert 0 < len(ids) < total
    # training devices only: a gaming card or a supercomputer CPU is not what a buyer trains on
    assert "huawei-ascend-910b" in ids and "nvidia-h100-sxm5-80gb" not in ids
    assert not {"nvidia-rtx-4090d", "sunway-sw26010-pro", "mt-3000"} & ids
    assert "not legal advice" in hv.china.toolTip()
    hv.clear_filters()
    assert hv.model.rowCount() == total


def test_header_tooltips_say_what_each_column_means(window):
    m = window.hardware.model
    from PySide6.QtCore import Qt

    tips = {
        c.key: m.headerData(i, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole) for i, c in enumerate(COLUMNS)
    }
    assert "sparsity" not in tips["launch_year"] and "sparsity" not in tips["memory_gb"]
    assert "memory per device" in tips["memory_gb"].lower()
    assert "2:4 sparsity" in tips["peak"]
    assert "legal advice" in tips["export_class"]


def test_side_by_side_has_the_export_row(window):
    window.session.set_comparison(["nvidia-h20-96gb", "nvidia-h100-sxm5-80gb"])
    from gpucompare.core.compare import compare

    c = compare(window.session.compared_devices(), "bf16", window.session.prices_for(window.session.compared_devices()))
    keys = [r.key for r in c.rows]
    assert {"tpp", "perf_density", "export_class", "china_status"} <= set(keys)
    row = next(r for r in c.rows if r.key == "export_class")
    assert row.values == ["not 3A090 (2023-11)", "3A090.a (2023-11)"]


def test_about_credits_epoch_ai():
    text = about_html()
    assert "Epoch AI" in text and "CC BY 4.0" in text and "epoch.ai/data/machine-learning-hardware" in text


def test_tooltips_from_files_are_plain_text():
    from gpucompare.gui.plaintext import tip

    shown = tip("Source: <img src=x> & <b>bold</b>\nline 2")
    assert "<img" not in shown and "&lt;b&gt;" in shown


def test_about_shows_each_tables_dates_whole(qtbot):
    """The span of each bundled table's dates sits in a column of its own that never wraps, whole and readable at
    the dialog's size (dates were cut off when they trailed a paragraph of URLs)."""
    import re

    from gpucompare.gui.about import AboutDialog

    text = about_html()
    span = re.compile(r"\d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}")  # Epoch AI's base layer: first and last change
    assert span.search(text)
    assert text.count("white-space:nowrap") >= 2 * 13  # rows and dates of every table
    dlg = AboutDialog()
    qtbot.addWidget(dlg)
    browser = dlg.findChild(type(dlg.layout().itemAt(0).widget()))
    plain = browser.toPlainText()
    assert span.search(plain) and "Dated" in plain
