"""The window offers the model inputs the command line takes (data/model_inputs.csv through workloads.model_inputs,
one rule for both): a recommendation model (DLRM-like: samples, dense parameters, sparse features, embedding width)
and a causal decoder's sliding attention window can be estimated in the window as on the command line, and an input
the model's kind does not take is greyed out."""

from __future__ import annotations

from gpucompare.cli import build_parser
from gpucompare.core.option_names import OPTION_INPUTS
from gpucompare.core.workloads import MODEL_KINDS, model_input_names, model_inputs

from .conftest import H100


def _estimate_options() -> set[str]:
    parser = build_parser()
    sub = next(a for a in parser._actions if a.dest == "command")
    return {s for a in sub.choices["estimate"]._actions for s in a.option_strings}


def test_every_model_input_is_a_command_line_option_and_a_named_input():
    options = _estimate_options()
    for name in model_input_names():
        assert f"--{name}" in options, name
        assert f"--{name}" in OPTION_INPUTS, name  # the window's own name for it
    assert "--model-kind" in options and "--model-kind" in OPTION_INPUTS


def test_the_window_has_a_field_for_each_and_greys_out_by_the_same_rule(window):
    p = window.estimate
    fields = p.model_fields()
    assert set(fields) == set(model_input_names())
    p.workload.setCurrentIndex(p.workload.findData("custom"))
    for kind in MODEL_KINDS:
        p.model_kind.setCurrentIndex(p.model_kind.findData(kind))
        p.finetune.setCurrentIndex(p.finetune.findData("full"))  # a language model's samples apply to a fine-tune
        on = {name for name, w in fields.items() if w.isEnabled()}
        takes = set(model_inputs(kind)) - ({"decoder-params"} if kind == "vit" else set())  # with a mask ratio
        assert on == takes, (kind, on ^ takes)
        p.finetune.setCurrentIndex(p.finetune.findData("none"))


def test_a_dlrm_is_estimated_in_the_window_as_on_the_command_line(window, capsys):
    from gpucompare.cli import run

    window.session.set_comparison([H100])
    p = window.estimate
    p.workload.setCurrentIndex(p.workload.findData("custom"))
    p.model_kind.setCurrentIndex(p.model_kind.findData("recommendation"))
    assert p.active_label.text() == "Dense parameters"
    assert not p.tokens.isEnabled() and not p.attention_window.isEnabled()
    p.params.setValue(20)  # billions
    p.active.setValue(0.1)
    p.samples.setValue(4000)  # millions
    p.sparse_features.setValue(26)
    p.embedding_dim.setValue(128)
    p.count.setValue(8)
    p.run()
    e = p.results[H100]
    assert not isinstance(e, str), e
    assert "recommendation" in e.workload
    keys = [k for k, _ in p.ROWS]
    row = keys.index("per_sample")
    assert p.table.verticalHeaderItem(row).text().replace("\n", " ") == "Per billion samples"
    assert "0.0000" not in p.table.item(row, 0).text()
    args = ["estimate", "--device", H100, "--count", "8", "--model-kind", "recommendation", "--params", "20B"]
    args += ["--active-params", "100M", "--samples", "4B", "--sparse-features", "26", "--embedding-dim", "128"]
    assert run([*args, "--json"]) == 0
    import json

    doc = json.loads(capsys.readouterr().out)
    assert doc["total_flops"] == e.to_json()["total_flops"]


def test_a_sliding_attention_window_is_an_input_of_a_decoder(window):
    window.session.set_comparison([H100])
    p = window.estimate
    p.workload.setCurrentIndex(p.workload.findData("custom"))
    p.model_kind.setCurrentIndex(p.model_kind.findData("decoder"))
    p.params.setValue(7)
    p.tokens.setValue(1000)
    p.seq_len.setValue(32768)
    p.count.setValue(64)
    p.run()
    full = p.results[H100].to_json()["total_flops"]
    p.attention_window.setValue(4096)
    p.run()
    assert p.inputs().settings.attention_window == 4096
    assert p.results[H100].to_json()["total_flops"] < full  # the window's attention FLOPs shrink with it
    p.model_kind.setCurrentIndex(p.model_kind.findData("encoder"))
    assert not p.attention_window.isEnabled() and p.inputs().settings.attention_window is None


def test_four_devices_of_a_short_run_fit_at_1280_px(window, qtbot):
    """A run of minutes ('5.21–43.9 minutes' in its band) on four devices: every device in view at 1280x800, its
    figures broken at a space where the column is narrow, never cut and never scrolled sideways."""
    from .conftest import A100, GAUDI2, H800

    window.resize(1280, 800)
    window.session.set_comparison([H100, H800, A100, GAUDI2])
    window.estimate_dock.raise_()
    p = window.estimate
    p.workload.setCurrentIndex(p.workload.findData("custom"))
    p.model_kind.setCurrentIndex(p.model_kind.findData("recommendation"))
    p.params.setValue(20)
    p.active.setValue(0.1)
    p.samples.setValue(4000)
    p.sparse_features.setValue(26)
    p.embedding_dim.setValue(128)
    p.count.setValue(8)
    p.run()
    qtbot.wait(200)
    t = p.table
    assert t.columnCount() == 4 and t.horizontalScrollBar().maximum() == 0
    from PySide6.QtGui import QFontMetrics

    for j in range(4):
        for i in range(t.rowCount()):
            item = t.item(i, j)
            if item is not None:
                width = max(QFontMetrics(item.font()).horizontalAdvance(x) for x in item.text().split("\n"))
                assert width + 6 <= t.columnWidth(j), (item.text(), t.columnWidth(j))
