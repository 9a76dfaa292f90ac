"""The estimate panel's Teacher (a distillation's frozen teacher, est202): the window's figures equal `gpucompare
estimate --teacher-params` for the same inputs, and the field is greyed out for a recommendation model."""

import json

import pytest

from gpucompare.cli import run

from .conftest import H800


def _cli(capsys, *argv) -> dict:
    capsys.readouterr()
    assert run(["estimate", *argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def _pick(combo, data) -> None:
    i = combo.findData(data)
    assert i >= 0, data
    combo.setCurrentIndex(i)


def test_a_teacher_in_the_window_matches_the_command_line(window, capsys):
    window.session.set_comparison([H800])
    panel = window.estimate
    _pick(panel.workload, "llama2-7b")
    assert panel.teacher.isEnabled()
    panel.count.setValue(8)
    panel.teacher.setValue(70)  # billions: a 70B teacher
    panel.run()
    est = panel.results[H800]
    assert not isinstance(est, str), est
    doc = _cli(capsys, "--device", "H800", "--count", "8", "--workload", "Llama 2 7B", "--teacher-params", "70B")
    assert est.teacher_params == pytest.approx(70e9) == pytest.approx(doc["teacher_params"])
    for key in ("total_flops", "wall_days", "device_hours"):
        assert getattr(est, key) == pytest.approx(doc[key], rel=1e-9), key
    assert any("Distillation" in str(a) for a in est.assumptions)


def test_the_teacher_is_greyed_out_for_a_recommendation_model(window):
    panel = window.estimate
    _pick(panel.workload, "custom")
    _pick(panel.model_kind, "recommendation")
    assert not panel.teacher.isEnabled()
    _pick(panel.model_kind, "vit")
    assert panel.teacher.isEnabled() and panel.active.isEnabled()  # a sparse MoE ViT takes active parameters
