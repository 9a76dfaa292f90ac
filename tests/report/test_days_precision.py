"""A training time is shown to three significant figures on every face (the results table the window, the command
line and the report share, the report's first page, the band sentence of the assumptions): a 1,055-day run whose
band spans a factor of four is not '1,055.0', and a ten-hour run is not '0.4' days."""

import datetime as dt
import json
import math

import pytest

from gpucompare.cli import run
from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate import estimate
from gpucompare.core.estimate.results import days_range_text, days_text
from gpucompare.core.workloads import find_preset
from gpucompare.report.assemble import report_input
from gpucompare.report.builder import build_report


@pytest.mark.parametrize(
    "days, text",
    [
        (1054.97, "1,055"),  # whole days from 100 up
        (618.707, "619"),
        (2677.88, "2,678"),
        (99.96, "100"),  # rounds up to 100: no decimal left over
        (12.34, "12.3"),
        (9.996, "10.0"),  # 3 figures after rounding, not "10.00"
        (0.4113, "0.411"),  # ~10 hours: three figures, not "0.4"
        (0.2, "0.200"),
        (0.00123, "0.00123"),
        (0.0, "0"),
        (math.nan, "—"),
        (None, "—"),
    ],
)
def test_days_text_by_hand(days, text):
    assert days_text(days) == text


def test_days_range_text():
    assert days_range_text(618.707, 2677.88) == "619 – 2,678"


def _big():
    cat = bundled_catalog()
    w = find_preset("llama3-70b")
    return cat, estimate(cat["nvidia-h100-sxm5-80gb"], w, 256)


def test_results_rows_and_band_sentence_use_three_figures():
    _cat, e = _big()
    rows = {r["key"]: r for r in e.results}
    assert rows["wall_days"]["text"] == f"{days_text(e.wall_days)} days"  # the unit said with the time
    assert "." not in rows["wall_days"]["text"]  # hundreds of days: whole days
    assert rows["band"]["text"] == f"{days_text(e.band['wall_days_low'])}–{days_text(e.band['wall_days_high'])} days"
    assert rows["steady_days"]["text"] == f"{days_text(e.steady_days)} days"
    band = next(str(a) for a in e.assumptions if str(a).startswith("Band "))
    assert band.startswith(f"Band {days_text(e.band['wall_days_low'])}–{days_text(e.band['wall_days_high'])} days")


def test_report_first_page_and_table_say_the_cli_figures(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("GPUCOMPARE_HOME", str(tmp_path / "home"))
    cat, e = _big()
    devices = [cat.resolve("H100 SXM5 80GB"), cat.resolve("A100 SXM4 80GB")]
    r = build_report(
        report_input(cat, devices, workload=find_preset("llama3-70b"), count=256, date=dt.date(2026, 12, 5))
    )
    wall, low, high = days_text(e.wall_days), days_text(e.band["wall_days_low"]), days_text(e.band["wall_days_high"])
    assert f"{wall} days (band {low}–{high} days)" in r.html  # the first page's "Fastest"
    assert f"{wall} days ({low}–{high} days)" in r.html  # the first page's table
    assert f"{e.wall_days:,.1f}" not in r.html
    argv = ["--home", str(tmp_path / "home"), "estimate", "--device", "H100 SXM5 80GB", "--count", "256"]
    assert run([*argv, "--workload", "llama3-70b", "--json"]) == 0
    cli = {row["key"]: row["text"] for row in json.loads(capsys.readouterr().out)["results"]}
    assert cli["wall_days"] == f"{wall} days" and cli["band"] == f"{low}–{high} days"
    assert run([*argv, "--workload", "llama3-70b"]) == 0
    human = capsys.readouterr().out
    assert f"Wall-clock                     {wall} days" in human


def test_small_run_keeps_three_figures():
    """A 125M model on one RTX 4090 trains in hours: its days keep three figures (it said '0.4')."""
    from gpucompare.core.workloads import custom_workload

    cat = bundled_catalog()
    e = estimate(cat.resolve("RTX 4090"), custom_workload(125e6, 2.5e9), 1)
    rows = {r["key"]: r for r in e.results}
    assert e.wall_days < 1
    # to three figures (it said '0.4'), in the one unit of the estimate's times (durations): its band reaches
    # past a day and its steady state is over a tenth of one, so the wall-clock reads '0.534 days' beside
    # '0.3xx–2.xx days', as the command line's table prints it (ux226: one unit on every face)
    assert rows["wall_days"]["text"] == f"{days_text(e.wall_days)} days"
    band = rows["band"]["text"]
    assert band.endswith(" hours") or band.endswith(" days")
    low = band.split("–")[0]
    assert len(low.replace(".", "").lstrip("0")) == 3


@pytest.mark.parametrize(
    "n, text", [(15e12, "15T"), (2.5e9, "2.5B"), (1.56e13, "15.6T"), (3e8, "300M"), (5e5, "500,000")]
)
def test_token_count_by_hand(n, text):
    from gpucompare.core.estimate.assumptions import token_count

    assert token_count(n) == text


def test_the_flops_line_says_15t_tokens_not_15000b():
    """The FLOPs assumption every face lists (window, report appendix, command line) wrote '15000B tokens'."""
    _cat, e = _big()
    line = next(str(a) for a in e.assumptions if str(a).startswith("FLOPs = "))
    assert "x 15T tokens" in line and "15000B" not in line


@pytest.mark.parametrize(
    "hours, text",
    [
        (5_875_694, "5.88M"),  # Llama 3 70B on 256 H100: was '5,875,694' under a band of x0.54-x2.82
        (38_224_704, "38.2M"),
        (21_032_093, "21.0M"),  # three figures, the zero kept
        (999_999, "1.00M"),  # rounds up across the unit
        (82_157, "82,200"),
        (1234.5, "1,230"),
        (14.104, "14.1"),
        (6.774, "6.77"),  # a small run keeps its decimals
        (math.nan, "—"),
        (None, "—"),
    ],
)
def test_device_hours_by_hand(hours, text):
    from gpucompare.core.estimate.results import count_text

    assert count_text(hours) == text


def test_big_run_device_hours_are_three_figures_on_every_face(capsys, tmp_path, monkeypatch):
    """The window, the command line (human and --json `results`) and the report show the one row text."""
    from gpucompare.core.estimate.results import count_text

    monkeypatch.setenv("GPUCOMPARE_HOME", str(tmp_path / "home"))
    cat, e = _big()
    hours = count_text(e.device_hours)
    assert hours.endswith("M") and len(hours.rstrip("M").replace(".", "")) == 3
    argv = ["--home", str(tmp_path / "home"), "estimate", "--device", "H100 SXM5 80GB", "--count", "256"]
    assert run([*argv, "--workload", "llama3-70b", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    row = next(r for r in doc["results"] if r["key"] == "device_hours")
    assert row["text"] == hours and row["value"] == pytest.approx(e.device_hours)  # the exact value stays
    assert run([*argv, "--workload", "llama3-70b"]) == 0
    assert f"Device-hours                   {hours}" in capsys.readouterr().out
    r = build_report(report_input(cat, [cat.resolve("H100 SXM5 80GB")], workload=find_preset("llama3-70b"), count=256))
    assert hours in r.html and f"{e.device_hours:,.0f}" not in r.html
