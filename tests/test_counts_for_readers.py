"""Counts as a reader reads them on every face: `gpucompare workloads` wrote ResNet-50's ImageNet run as
'1.15304e+08' in a column headed 'tokens'; the report's workload line said '90 epochs of images' in tokens and
'on 1 devices'; an estimate's device-hours were whole hours (a 6.8-hour run said '7'); the report told a meeting
to 'name --precision', an option only the command line has."""

import datetime as dt
import math

from gpucompare.cli import run
from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate import estimate
from gpucompare.core.estimate.assumptions import token_count
from gpucompare.core.option_names import as_inputs
from gpucompare.core.workloads import custom_workload, find_preset
from gpucompare.report.assemble import report_input
from gpucompare.report.builder import _workload_line, build_report


def test_workloads_command_says_images_for_a_cnn_and_short_counts(capsys, tmp_path):
    assert run(["--home", str(tmp_path / "h"), "workloads"]) == 0
    out = capsys.readouterr().out
    resnet = next(line for line in out.splitlines() if line.startswith("resnet-50 "))
    assert "115.3M images" in resnet and "e+" not in resnet
    gpt3 = next(line for line in out.splitlines() if line.startswith("gpt3-175b "))
    assert "175B" in gpt3 and "300B tokens" in gpt3
    assert "e+" not in out


def test_token_count_none_is_a_dash():
    assert token_count(math.nan) == "—" and token_count(None) == "—"


def test_report_workload_line_counts_images_and_one_device():
    cat = bundled_catalog()
    dev = [cat.resolve("H100 SXM5 80GB")]
    one = report_input(cat, dev, workload=find_preset("resnet-50"), count=1, date=dt.date(2026, 12, 5))
    line = _workload_line(one)
    assert "115.3M images" in line and "on 1 device of each kind" in line and "tokens" not in line
    many = report_input(cat, dev, workload=find_preset("llama3-70b"), count=256, date=dt.date(2026, 12, 5))
    assert "15T tokens, on 256 devices of each kind" in _workload_line(many)


def test_device_hours_keep_three_figures():
    cat = bundled_catalog()
    e = estimate(cat.resolve("H100 SXM5 80GB"), custom_workload(1e9, 1e9), 1)
    rows = {r["key"]: r for r in e.results}
    assert e.device_hours < 100
    assert (
        rows["device_hours"]["text"]
        == f"{e.device_hours:.{2 - math.floor(math.log10(float(f'{e.device_hours:.3g}')))}f}"
    )
    assert "." in rows["device_hours"]["text"]  # 6.77, not 7


def test_report_says_the_estimates_inputs_not_options(tmp_path, monkeypatch):
    monkeypatch.setenv("GPUCOMPARE_HOME", str(tmp_path / "home"))
    assert as_inputs("name --precision to narrow it") == "name “Precision” to narrow it"
    cat = bundled_catalog()
    devices = [cat.resolve("H100 SXM5 80GB")]
    r = build_report(report_input(cat, devices, workload=custom_workload(1e9, 1e9), count=8, date=dt.date(2026, 12, 5)))
    assert "--precision" not in r.html and "--seq-len" not in r.html
    assert "“Precision”" in r.html or "&#8220;Precision&#8221;" in r.html or "Precision" in r.html
