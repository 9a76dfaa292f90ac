"""A benchmark's timed region (--timed-region, Settings.timed_region): MLPerf Training starts its clock after the
job's start-up and scores runs that succeeded, so its time-to-train pays neither a whole job's fixed time nor the
campaign share; only the failures' expected share stays (est217)."""

from __future__ import annotations

import math

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate import estimate, overhead
from gpucompare.core.estimate import params as fitted
from gpucompare.core.estimate.configuration import Settings
from gpucompare.core.estimate.tables import default
from gpucompare.core.workloads import custom_workload

#: a 70B LoRA fine-tune of 4,000 sequences of 8,192 tokens on 64 H100, at a fit with a visible campaign share and job
#: time (half of the steady state, built up over 5 hours; 30 s a job)
PRM = fitted.load().with_values(wall_other_share=0.5, campaign_hours=5.0, job_fixed_h=30.0 / 3600.0)


def _run(timed: bool):
    device = next(d for d in bundled_catalog().devices if d.id == "nvidia-h100-sxm5-80gb")
    w = custom_workload(70e9, 8192 * 4000.0)
    s = Settings(finetune="lora", timed_region=timed, tp=8, pp=1, zero=1)
    return estimate(device, w, 64, s, params=PRM)


def test_a_timed_region_pays_no_start_up_and_no_campaign_share_by_hand():
    whole, timed = _run(False), _run(True)
    steady_h = timed.steady_days * 24.0
    assert whole.steady_days == pytest.approx(timed.steady_days)  # the steps are the same
    lam, restart, ckpt = default("fail_per_device_hour"), default("restart_h"), default("checkpoint_h")
    # the timed region: steady state x (1 + the failures' share) and nothing else
    failures = overhead.failure_share(64, steady_h, lam, restart, ckpt)
    assert timed.wall_days * 24.0 == pytest.approx(steady_h * (1.0 + failures), rel=1e-9)
    # the whole job: the same failures, plus 0.5 x (1 - exp(-T / 5 h)) and 30 s
    campaign = 0.5 * (1.0 - math.exp(-steady_h / 5.0))
    assert whole.wall_days * 24.0 == pytest.approx(steady_h * (1.0 + failures + campaign) + 30.0 / 3600.0, rel=1e-9)
    assert whole.wall_days > timed.wall_days
    said = " ".join(str(a) for a in timed.assumptions)
    assert "Timed region (--timed-region)" in said and "whole job takes longer" in said
    assert "The wall-clock includes" not in said  # no whole job's fixed time is claimed
    assert timed.timed_region and not whole.timed_region


def test_a_timed_region_is_an_input_of_the_command_line(capsys, tmp_path):
    from gpucompare.cli import run

    args = [
        "--home",
        str(tmp_path),
        "estimate",
        "--device",
        "H100 SXM5 80GB",
        "--count",
        "64",
        "--params",
        "70B",
        "--tokens",
        "3.3e7",
    ]
    args += ["--finetune", "lora", "--json"]
    assert run([*args, "--timed-region"]) == 0
    out = capsys.readouterr().out
    assert '"timed_region": true' in out
