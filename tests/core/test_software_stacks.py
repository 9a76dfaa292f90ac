"""The software stack classes (est83): data/software_stacks.csv, loaded by core.estimate.stacks."""

import pytest

from gpucompare.core.estimate import stacks
from gpucompare.core.tables import read_table
from gpucompare.errors import BadArgument


def test_classes_start_unstated_and_each_stated_one_has_a_source():
    assert stacks.classes() == ("unstated", "tuned", "standard", "generic")
    for c in stacks.classes()[1:]:
        rows = stacks.evidence(c)
        assert stacks.describe(c)
        assert any(r["source"] and r["figure"] for r in rows), c


def test_published_evidence_orders_the_classes():
    # the same GPT-2 small on 8 A100 (Dao et al. 2022, Table 2): tuned > standard > generic
    def speedup(c):
        return max(
            float(r["figure"]) for r in read_table("software_stacks") if r["stack"] == c and "speed-up" in r["unit"]
        )

    assert speedup("tuned") > speedup("standard") > speedup("generic") == 1.0


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

    w = custom_workload(1.0e9, 20e9, name="1B")
    return estimate(bundled_catalog().resolve("A100 SXM4 80GB"), w, 8, Settings(stack=stack, **kw), params=prm)


def test_a_named_stack_scales_the_utilization_and_the_elementwise_traffic_by_its_factor():
    from gpucompare.core.estimate import load_params
    from gpucompare.core.estimate.params import ceiling

    prm = load_params().with_values(tuned_stack_efficiency=1.2, generic_stack_efficiency=0.5)
    base = _est("unstated", prm)
    slow = _est("generic", prm)
    fast = _est("tuned", prm)
    # by hand: the matmuls at half the utilization, the elementwise bytes doubled
    assert slow.utilization == pytest.approx(base.utilization * 0.5)
    assert slow.inputs["elementwise_s_per_step"] == pytest.approx(2 * base.inputs["elementwise_s_per_step"], rel=1e-6)
    assert slow.inputs["stack"] == "generic" and slow.inputs["stack_efficiency"] == 0.5
    assert slow.steady_days > base.steady_days > fast.steady_days
    # never above the best measured matmul fraction of the peak
    assert fast.utilization == pytest.approx(min(base.utilization * 1.2, ceiling()))
    assert any("software stack" in a for a in slow.assumptions)
    assert not any("software stack" in a for a in base.assumptions)


def test_a_utilization_the_user_gives_is_not_scaled_by_the_stack():
    from gpucompare.core.estimate import load_params

    prm = load_params().with_values(generic_stack_efficiency=0.5)
    assert _est("generic", prm, utilization=0.4).utilization == pytest.approx(0.4)


def test_an_unknown_stack_is_refused_with_the_choices():
    from gpucompare.core.estimate import load_params

    with pytest.raises(BadArgument, match="tuned"):
        _est("pytorch", load_params())


def test_the_cli_takes_the_stack_and_json_reports_it(capsys):
    import json

    from gpucompare.cli import run

    argv = ["estimate", "--device", "A100 SXM4 80GB", "--count", "8", "--params", "1B", "--tokens", "20B", "--json"]
    assert run([*argv, "--stack", "generic"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["inputs"]["stack"] == "generic"
    assert run(argv) == 0
    assert json.loads(capsys.readouterr().out)["inputs"]["stack"] == "unstated"
    assert run([*argv, "--stack", "pytorch"]) == 2
    assert "--stack" in capsys.readouterr().err
