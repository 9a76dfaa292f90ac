"""File → Update prices…: preview a SkyPilot catalog folder, apply it, and the window's rents follow."""

from pathlib import Path

import pytest

from gpucompare.core import cloud_prices as cp

pytestmark = pytest.mark.gui
FIX = Path(__file__).parent.parent / "fixtures" / "skypilot" / "v9"


def test_preview_and_apply(qtbot, window, tmp_path):
    from gpucompare.gui.prices_update_dialog import PricesUpdateDialog

    dlg = PricesUpdateDialog(window.session, window)
    qtbot.addWidget(dlg)
    dlg.source.setText(str(FIX / "no-such-folder"))
    with qtbot.waitSignal(dlg.previewed, timeout=30_000):
        dlg.preview()
    qtbot.waitUntil(lambda: not dlg.busy())
    assert "no such file or folder" in dlg.summary.text()
    assert not dlg.apply_btn.isEnabled()
    new = tmp_path / "v9" / "lambda"
    new.mkdir(parents=True)
    (new / "vms.csv").write_text((FIX / "lambda" / "vms.csv").read_text().replace(",53.52,", ",49.52,"))
    dlg.source.setText(str(new.parent))
    with qtbot.waitSignal(dlg.previewed, timeout=30_000):
        dlg.preview()
    qtbot.waitUntil(lambda: not dlg.busy())
    text = dlg.changes.toPlainText()
    assert "~ Lambda gpu_8x_b200_sxm6 on-demand: $53.52 -> $49.52/h" in text
    assert "unknown accelerator Lambda: RTX6000" in text
    assert dlg.apply_btn.isEnabled()
    with qtbot.waitSignal(dlg.applied, timeout=30_000):
        dlg.apply()
    assert (window.session.workspace.dir / "prices" / "cloud_catalog_rows.csv").is_file()
    assert "Applied" in dlg.summary.text()
    cp.use_workspace(None)
