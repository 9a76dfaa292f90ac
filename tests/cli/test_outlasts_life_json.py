"""A run longer than the bought cluster's life (ux105): the window and the report mark it ('outlasts its 4-year
life'); `estimate --json` carries the same decision, from the one Costing.outlasts_life, in its cost, its TCO and at
its top, with the months it takes against the months of the life."""

import json

import pytest

from gpucompare.cli import run
from gpucompare.core.tco import HOURS_PER_MONTH


def _estimate(capsys, tmp_path, *args):
    argv = ["--home", str(tmp_path / "home"), "estimate", "--count", "16", *args, "--json"]
    assert run(argv) == 0
    return json.loads(capsys.readouterr().out)


def test_a_run_longer_than_the_life_says_so_in_every_json_field(capsys, tmp_path):
    doc = _estimate(capsys, tmp_path, "--device", "Ascend 910B:buy", "--workload", "Llama 2 13B")
    tco = doc["tco"]
    assert doc["outlasts_life"] is True and doc["cost"]["outlasts_life"] is True and tco["outlasts_life"] is True
    # by hand: the run's hours over the hours used a month (utilization of 730 hours), against 4 years x 12
    months = tco["run_hours"] / (HOURS_PER_MONTH * tco["utilization"])
    assert tco["run_months_of_use"] == pytest.approx(months) and months > 48
    assert tco["life_months"] == 48 == tco["depreciation_years"] * 12
    assert "longer than the cluster's 4-year life" in tco["outlasts_note"]


def test_a_short_or_rented_run_does_not_outlast_anything(capsys, tmp_path):
    doc = _estimate(capsys, tmp_path, "--device", "H800:buy", "--params", "7B", "--tokens", "1B")
    assert doc["outlasts_life"] is False and doc["tco"]["outlasts_note"] is None
    assert 0 < doc["tco"]["run_months_of_use"] < 1
    rented = _estimate(capsys, tmp_path, "--device", "H20:rent", "--workload", "Llama 2 13B")
    assert rented["outlasts_life"] is False and rented["tco"]["life_months"] is None  # a rent has no life to outlast
