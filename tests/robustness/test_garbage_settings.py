"""Garbage in settings.ini and in the workspace's settings: the window still builds, with the defaults; an
unexpected error in the import worker ends the dialog's wait and says what happened."""

import pytest

from tests.conftest import open_window
from tests.sheets.conftest import SHEETS

GARBAGE_INI = """[General]
settings_version=abc

[estimate]
count=lots
params_b=nan
tokens_b=1e400
active_b=-5
workload=@Invalid(

[view]
precision=bf16, fp8
basis=<img src=x>
currency=XXX
comparison=nope
baseline=1, 2

[window]
geometry=not bytes
state=12
header=@ByteArray(garbage)

[report]
page=A4, Letter
orientation=sideways
"""


def test_a_garbage_settings_file_still_builds_the_whole_window(qtbot, _isolated_home):
    _isolated_home.mkdir(parents=True, exist_ok=True)
    (_isolated_home / "settings.ini").write_text(GARBAGE_INI)
    from gpucompare.store import Workspace

    with Workspace(_isolated_home) as ws:  # and garbage in the workspace's own settings
        for key, value in (("pue", "abc"), ("electricity_usd_per_kwh", "inf"), ("utilization.nvidia-hopper", "x")):
            ws.set_setting(key, value)
    win = open_window(qtbot, _isolated_home)
    try:
        s = win.session
        assert s.precision == "bf16" and s.basis == "reference:US+CN" and s.currency in s.fx.rates
        assert win.estimate is not None and win.estimate.count.value() == 256  # the default, not "lots"
        s.set_comparison(["nvidia-h800-sxm5-80gb"])
        win.estimate.run()
        assert win.spec.comparison is not None and win.chart is not None and win.quotes is not None
        dialog = win.report_dialog("pdf")
        assert dialog.page.currentText() in ("A4", "Letter")
        dialog.reject()
    finally:
        win.shutdown()


@pytest.mark.parametrize("error", [RuntimeError("boom"), MemoryError(), ZeroDivisionError("x")])
def test_an_unexpected_worker_error_ends_the_wait_with_the_message(window, qtbot, monkeypatch, error):
    import gpucompare.gui.import_dialog as dialog_mod

    def broken(*_a, **_k):
        raise error

    monkeypatch.setattr(dialog_mod, "analyse_remembering", broken)
    d = window.open_import(str(SHEETS / "cn_distributor_quote.xlsx"))
    qtbot.addWidget(d)
    qtbot.waitUntil(lambda: d.preview is not None or bool(d.error), timeout=10_000)
    assert d.error and "could not be read" in d.status.text() and type(error).__name__ in d.status.text()
    assert d.worker is None and not d.progress.isVisible() and not d.import_btn.isEnabled()
    d.reject()
