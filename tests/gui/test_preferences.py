"""Preferences: stored in the workspace, restored, and used by the estimate panel, the CLI and the reports."""

import json

import pytest

from gpucompare.cli import run
from gpucompare.gui import app as gui_app

from .conftest import A100, H800


def test_preferences_round_trip_and_reach_the_estimates(window, capsys, _isolated_home):
    dlg = window.preferences_dialog()
    dlg.currency.setCurrentIndex(dlg.currency.findData("CNY"))
    dlg.electricity.setValue(0.7)  # in the window's currency (USD): unusual, to be visible
    dlg.pue.setValue(1.3)
    dlg.years.setValue(5)
    dlg.family_spins["nvidia-hopper"].setValue(0.45)
    dlg.add_rate("CNY", 7.30, "2026-11-01")
    dlg.apply()
    s = window.session
    assert s.currency == "CNY" and s.fx.rates["CNY"].per_usd == 7.30
    assert window.estimate.pue.value() == 1.3 and window.estimate.years.value() == 5
    assert window.estimate.electricity.value() == pytest.approx(0.7 * 7.30, rel=1e-3)  # shown in CNY now
    again = window.preferences_dialog()
    assert again.pue.value() == 1.3 and again.family_spins["nvidia-hopper"].value() == 0.45
    # the panel's estimate and the command line agree, both with the preferences
    s.set_comparison([H800])
    panel = window.estimate
    panel.workload.setCurrentIndex(panel.workload.findData("llama2-7b"))
    panel.count.setValue(8)
    panel.basis.setCurrentIndex(panel.basis.findData("purchase"))
    panel.price.setValue(300_000)
    panel.run()
    gui = panel.results[H800]
    assert gui.utilization == 0.45 and any("set in Preferences" in a for a in gui.assumptions)
    assert (
        run(
            [
                "--home",
                str(_isolated_home),
                "estimate",
                "--device",
                H800,
                "--count",
                "8",
                "--workload",
                "llama2-7b",
                "--purchase",
                "300000",
                "--currency",
                "CNY",
                "--json",
            ]
        )
        == 0
    )
    cli = json.loads(capsys.readouterr().out)
    gui_cost = window.estimate.costings[gui.device_id].in_currency("CNY", window.session.fx)["run_cost"]
    assert cli["cost"]["amount"] == pytest.approx(gui_cost, rel=1e-9)
    assert any("PUE 1.3" in a for a in cli["assumptions"]) and cli["utilization"] == 0.45


def test_restore_defaults_clears_the_overrides(window):
    dlg = window.preferences_dialog()
    dlg.pue.setValue(1.9)
    dlg.apply()
    dlg = window.preferences_dialog()
    dlg.restore_defaults()
    dlg.apply()
    assert window.session.workspace.setting("pue") == "" and window.estimate.pue.value() == 1.56


def test_choosing_chinese_rebuilds_the_window_in_chinese(window, qtbot):
    window.session.set_comparison([A100, H800])
    dlg = window.preferences_dialog()
    dlg.language.setCurrentIndex(dlg.language.findData("zh_CN"))
    dlg.apply()
    assert dlg.language_changed
    new = gui_app.relaunch(window)
    qtbot.addWidget(new)
    try:
        assert new.menuBar().actions()[0].text() == "文件(&F)"
        assert new.session.comparison == [A100, H800]  # the state carried over
    finally:
        new.shutdown()
        from gpucompare.qtkit import i18n as qt_i18n

        qt_i18n.install("en")


def test_a_compute_voucher_set_in_preferences_is_the_one_the_cost_model_and_the_cli_read(
    window, capsys, _isolated_home
):
    """算力券: the share and cap typed in Preferences are stored where `prices voucher` keeps them and reach the TCO
    settings every face costs with; 0 % clears it."""
    from gpucompare.core.tco import TcoSettings

    dlg = window.preferences_dialog()
    assert dlg.voucher.value() == 0 and dlg.voucher_cap.specialValueText()  # none yet, the cap says 'no cap'
    dlg.voucher.setValue(30)
    dlg.voucher_cap.setValue(100_000)
    dlg.apply()
    t = TcoSettings.from_workspace(window.session.workspace, window.session.fx)
    assert t.voucher_fraction == pytest.approx(0.30) and t.voucher_cap_cny == 100_000
    again = window.preferences_dialog()
    assert again.voucher.value() == 30 and again.voucher_cap.value() == 100_000
    assert run(["--home", str(_isolated_home), "prices", "list", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["voucher"] == {"fraction": pytest.approx(0.30), "cap_cny": 100_000}
    yuan = [r for r in doc["prices"] if r["list_currency"] == "CNY"]
    assert yuan and all(
        r["cny_per_device_hour_after_voucher"] == pytest.approx(r["cny_per_device_hour"] * 0.7, abs=1e-3) for r in yuan
    )
    # a rent listed in dollars is never reduced: the same rule the cost model follows
    assert all(r["cny_per_device_hour_after_voucher"] is None for r in doc["prices"] if r["list_currency"] != "CNY")
    again.voucher.setValue(0)
    again.apply()
    assert TcoSettings.from_workspace(window.session.workspace, window.session.fx).voucher_fraction == 0
