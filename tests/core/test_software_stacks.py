"""The software stack as a change of elementwise traffic (est191): data/software_stacks.csv, core.estimate.stacks, a
per-class multiplier on the memory-bound bytes only (the matmuls' rate unchanged)."""

import json

import pytest

from gpucompare.core.estimate import stacks
from gpucompare.errors import BadArgument


def test_classes_start_unstated_and_each_fitted_one_has_a_published_source():
    assert stacks.classes() == ("unstated", "generic", "tuned", "standard")
    for c in ("tuned", "standard"):
        assert stacks.describe(c)
        assert any(r["source"] and r["figure"] for r in stacks.evidence(c)), c


def test_parse_is_what_a_user_types():
    assert stacks.parse(None) == "unstated"
    assert stacks.parse("  Tuned ") == "tuned"
    with pytest.raises(BadArgument):
        stacks.parse("pytorch")
    with pytest.raises(BadArgument):
        stacks.parse("x" * 10_000)


def _est(stack, prm, **kw):
    from gpucompare.core.catalog import bundled_catalog
    from gpucompare.core.estimate import Settings, estimate
    from gpucompare.core.workloads import custom_workload

    w = custom_workload(124e6, 10e9, name="124M")
    return estimate(bundled_catalog().resolve("A100 SXM4 80GB"), w, 8, Settings(stack=stack, **kw), params=prm)


def test_a_named_stack_scales_the_elementwise_bytes_only():
    from gpucompare.core.estimate import load_params

    prm = load_params().with_values(tuned_stack_elementwise=0.25, standard_stack_elementwise=0.5)
    base, tuned, std, generic = (_est(s, prm) for s in ("unstated", "tuned", "standard", "generic"))
    # by hand: the same matmuls at the same utilization, a quarter (a half) of the elementwise seconds
    assert tuned.utilization == base.utilization == std.utilization
    el = base.inputs["elementwise_s_per_step"]
    assert el > 0
    assert tuned.inputs["elementwise_s_per_step"] == pytest.approx(0.25 * el, rel=1e-6)
    assert std.inputs["elementwise_s_per_step"] == pytest.approx(0.5 * el, rel=1e-6)
    assert generic.inputs["elementwise_s_per_step"] == pytest.approx(el, rel=1e-6)
    assert tuned.steady_days < std.steady_days < base.steady_days == pytest.approx(generic.steady_days)
    assert tuned.inputs["stack"] == "tuned" and tuned.inputs["stack_elementwise"] == 0.25
    # said where the user sees it when given, never when left unstated
    assert any("Software stack: tuned" in str(a) for a in tuned.assumptions)
    assert not any("Software stack" in str(a) for a in base.assumptions)


def test_an_unknown_stack_is_refused_with_the_choices():
    from gpucompare.core.estimate import load_params

    with pytest.raises(BadArgument, match="tuned"):
        _est("pytorch", load_params())


def test_the_cli_takes_the_stack_and_json_reports_it(capsys):
    from gpucompare.cli import run

    argv = ["estimate", "--device", "A100 SXM4 80GB", "--count", "8", "--params", "1B", "--tokens", "20B", "--json"]
    assert run([*argv, "--stack", "tuned"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["inputs"]["stack"] == "tuned"
    assert run(argv) == 0
    assert json.loads(capsys.readouterr().out)["inputs"]["stack"] == "unstated"
    assert run([*argv, "--stack", "pytorch"]) == 2
    assert "--stack" in capsys.readouterr().err
