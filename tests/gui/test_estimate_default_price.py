"""The window's estimate with no price basis chosen costs each device as the command line does (core.tco.default_price:
rented on its cheapest on-demand instance, else bought), and the rent-or-buy chart draws no empty axes."""

import json

import pytest

from gpucompare.cli import run
from tests.conftest import open_window

A100 = "nvidia-a100-sxm4-80gb"
ASCEND = "huawei-ascend-910b"


def _run(win, ids, preset, count):
    win.session.set_comparison(ids)
    win.estimate_dock.raise_()
    panel = win.estimate
    panel.workload.setCurrentIndex(panel.workload.findData(preset))
    panel.count.setValue(count)
    panel.run()
    return panel


def test_window_costs_a_run_with_no_basis_as_the_command_line(qtbot, _isolated_home, tmp_path, capsys):
    assert run(["--home", str(tmp_path / "cli"), "estimate", "--device", "A100 SXM4 80GB", "--device", "Ascend 910B",
                "--count", "64", "--workload", "Llama 2 7B", "--currency", "USD", "--json"]) == 0  # fmt: skip
    cli = {e["device_id"]: e["cost"] for e in json.loads(capsys.readouterr().out)["estimates"]}
    win = open_window(qtbot, _isolated_home, "en")
    try:
        win.session.set_currency("USD")
        panel = _run(win, [A100, ASCEND], "llama2-7b", 64)
        assert win.session.currency == "USD"
        for d in (A100, ASCEND):
            c = panel.costings[d]
            assert c.option == cli[d]["option"]
            assert c.run_cost_usd == pytest.approx(cli[d]["amount"], rel=1e-6)
        assert panel.costings[A100].kind == "rent" and panel.costings[ASCEND].kind == "buy"
        assert panel.fallback_basis == {ASCEND: "reference"}  # its column says it is bought, not rented
        assert not panel.rent_buy.plot.isHidden()  # a bought and a rented option: the chart has lines
    finally:
        win.shutdown()


def test_no_empty_rent_or_buy_axes_for_a_run_that_does_not_fit(qtbot, _isolated_home):
    win = open_window(qtbot, _isolated_home, "en")
    try:
        panel = _run(win, ["nvidia-rtx-4090"], "llama2-7b", 1)  # 111 GB a device on a 24 GB card
        assert not panel.costings
        assert panel.rent_buy.plot.isHidden()
        assert "Price two or more options" in panel.rent_buy.caption.text()
    finally:
        win.shutdown()


@pytest.mark.parametrize(
    ("lang", "lead", "driver"),
    [("en", "Band driven by:", "published runs"), ("zh_CN", "区间由以下因素决定：", "公开训练结果")],
)
def test_the_band_names_what_drives_it(qtbot, _isolated_home, lang, lead, driver):
    """The band's own cell says what sets its width (the spread of published runs out of fold, any widening), as
    the command line prints under it: not only in the Assumptions tab."""
    win = open_window(qtbot, _isolated_home, lang)
    try:
        panel = _run(win, [A100], "llama2-7b", 64)
        row = [k for k, _label in panel.ROWS].index("band")
        text = panel.table.item(row, 0).toolTip()
        assert text.startswith(lead) and driver in text, text
        drivers = panel.results[A100].band["drivers"]
        # joined in the reader's language: '; ' in English, '；' in Chinese
        assert len(drivers) >= 1 and text.count(";") + text.count("；") >= len(drivers) - 1
    finally:
        win.shutdown()
        from gpucompare.qtkit import i18n as qt_i18n

        qt_i18n.install("en")
