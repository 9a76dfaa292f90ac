"""The window names its own inputs, not the command line's options: the band of a default estimate (precision left at
auto) said 'name --precision to narrow it' on hover, and a custom model's assumptions 'Give --seq-len for your own',
though the panel has no such option, only its Precision and Sequence length inputs."""

import pytest

from gpucompare.gui.estimate_panel import OPTION_INPUTS, in_window
from tests.conftest import open_window

from .conftest import H100


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("name --precision to narrow it", "name “Precision” to narrow it"),
        ("Give --seq-len for your own.", "Give “Sequence length” for your own."),
        ("ZeRO-3 (--optimizer adamw8bit --bf16-weights)", "ZeRO-3 (“Optimizer” adamw8bit “BF16 weights”)"),
        ("x0.52-x2.68 around it; --json", "x0.52-x2.68 around it; --json"),  # no input of that name: left
        ("see https://example.org/a--b", "see https://example.org/a--b"),  # not an option
        ("nothing to change", "nothing to change"),
    ],
)
def test_options_become_the_panels_inputs(text, said):
    assert in_window(text) == said


def test_every_named_input_is_a_label_of_the_panel(window):
    from PySide6.QtWidgets import QCheckBox, QLabel

    p = window.estimate
    labels = {w.text() for w in p.findChildren(QLabel)} | {w.text() for w in p.findChildren(QCheckBox)}
    missing = [label for label in OPTION_INPUTS.values() if label not in labels]
    assert not missing, missing


def _band_tip(win):
    win.session.set_comparison([H100])
    win.estimate_dock.raise_()
    p = win.estimate
    p.workload.setCurrentIndex(p.workload.findData("llama2-70b"))
    p.count.setValue(64)
    assert p.precision.currentData() is None  # auto: the precision is not named
    p.run()
    keys = [k for k, _ in p.ROWS]
    return p.table.item(keys.index("band"), 0).toolTip()


def test_the_band_of_a_default_estimate_names_the_precision_input(window):
    tip = _band_tip(window)
    assert "“Precision”" in tip and "--precision" not in tip


def test_the_band_names_the_precision_input_in_chinese(qtbot, _isolated_home):
    win = open_window(qtbot, _isolated_home, "zh_CN")
    try:
        tip = _band_tip(win)
        assert "「精度」" in tip and "--precision" not in tip
    finally:
        win.shutdown()
        from gpucompare.qtkit import i18n as qt_i18n

        qt_i18n.install("en")
