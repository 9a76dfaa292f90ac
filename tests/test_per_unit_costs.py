"""A cost per sample as a reader reads it: per as many samples as make the least of a row a cent ('$0.62' per
billion samples, never '$0.00000000062'), the same count in the command line, the report and the window (one rule:
money.per_samples); the JSON keeps the cost of one sample."""

from __future__ import annotations

import json
import re

import pypdf
import pytest

from gpucompare.cli import run
from gpucompare.core.money import per_samples

DLRM = [
    "--model-kind",
    "recommendation",
    "--params",
    "20B",
    "--active-params",
    "100M",
    "--samples",
    "4B",
    "--sparse-features",
    "26",
    "--embedding-dim",
    "128",
]


def test_the_count_makes_the_least_cost_a_cent():
    assert per_samples([6.2e-10, 1.6e-9]) == (1e9, "Per billion samples")
    assert per_samples([1.3e-7]) == (1e6, "Per million samples")
    assert per_samples([0.5, 2.0]) == (1.0, "Per sample")
    assert per_samples([None, float("nan")]) == (1.0, "Per sample")


def test_the_command_line_never_prints_a_run_of_zeros(capsys):
    assert run(["estimate", "--device", "H100 SXM5 80GB:hourly=2", "--count", "8", *DLRM]) == 0
    out = capsys.readouterr().out
    assert "per billion samples (USD)" in out, out
    assert not re.search(r"\$0\.0000", out), out
    assert run(["estimate", "--device", "H100 SXM5 80GB:hourly=2", "--count", "8", *DLRM, "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert 0 < doc["cost_per_sample"] < 1e-8  # the JSON keeps one sample's cost


@pytest.mark.parametrize(("lang", "title"), [("en", "Per million samples"), ("zh_CN", "每百万样本")])
def test_the_report_shows_a_vision_runs_cost_per_million_samples(tmp_path, lang, title):
    pdf = tmp_path / "r.pdf"
    args = ["report", "--devices", "H100 SXM5 80GB,A100 SXM4 80GB", "--workload", "ResNet-50", "--count", "8"]
    assert run([*args, "--lang", lang, "--pdf", str(pdf)]) == 0
    text = " ".join(page.extract_text() or "" for page in pypdf.PdfReader(str(pdf)).pages)
    assert title in text, text[:4000]
    assert not re.search(r"[$¥]0\.0000", text)
