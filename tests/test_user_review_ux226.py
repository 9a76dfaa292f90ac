"""The command line's faces of one estimate agree (ux226): its JSON writes a time as its table prints it, the band's
sentence among the assumptions in the table's unit, a run's cost and its band in one unit across the options, a
margin's two ends in one unit; the window and the report are checked in tests/gui/test_user_review_ux226_*.py."""

from __future__ import annotations

import json
import re

from gpucompare.cli import run
from gpucompare.core.money import format_money_ends, format_money_range

SHORT = ["estimate", "--device", "nvidia-h100-sxm5-80gb", "--count", "8", "--params", "0.1B", "--tokens", "10M"]


def _rows(out: str, label: str) -> list[str]:
    return [ln[len(label) + 2 :].strip().removesuffix(" *") for ln in out.splitlines() if ln.startswith(f"  {label} ")]


def test_a_short_runs_json_and_its_assumptions_read_its_times_as_its_table(capsys):
    """A 0.1B model on 10M tokens: the table says '168 seconds' (its steady state is 3.42 s); the JSON said
    '2.79 minutes' and the band's sentence '1.10–11.5 minutes' below a band of '66.3–692 seconds'."""
    assert run(SHORT) == 0
    out = capsys.readouterr().out
    assert run([*SHORT, "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    texts = {r["key"]: r["text"] for r in doc["results"]}
    for key, label in (("wall_days", "Wall-clock"), ("band", "Band P10–P90"), ("steady_days", "Steady state")):
        (shown,) = _rows(out, label)
        assert texts[key] == shown, (key, texts[key], shown)
    unit = texts["wall_days"].split(" ")[-1]
    assert texts["band"].endswith(" " + unit) and texts["steady_days"].endswith(" " + unit)
    band = next(a for a in doc["assumptions"] if a.startswith("Band "))
    assert band.startswith(f"Band {texts['band']} (steady state ") and f" {unit}):" in band, band


def test_a_comparisons_json_writes_each_time_in_the_comparisons_unit(capsys):
    argv = ["estimate", "--device", "H100", "--device", "RTX 4090", "--count", "8", "--params", "1B", "--tokens", "2B"]
    assert run(argv) == 0
    out = capsys.readouterr().out
    assert run([*argv, "--json"]) == 0
    docs = json.loads(capsys.readouterr().out)["estimates"]
    walls = [next(r["text"] for r in d["results"] if r["key"] == "wall_days") for d in docs]
    assert walls == _rows(out, "Wall-clock"), walls
    assert len({w.split(" ")[-1] for w in walls}) == 1, walls  # one unit for the comparison


def test_a_run_cost_and_its_band_share_one_unit_across_the_options(capsys):
    """Three options whose costs run from $229,000 to $1.56M: every run cost and band end in $M ('$0.359M',
    '$0.229–0.915M'), never '$229,000–915,000' beside '$0.39–1.56M'."""
    argv = ["estimate", "--device", "H800:buy", "--device", "p5.48xlarge:on-demand", "--device", "A100:buy"]
    assert run([*argv, "--count", "64", "--workload", "Llama 2 7B"]) == 0
    out = capsys.readouterr().out
    cells = []
    for label in ("run cost (USD)", "run cost band (USD)"):
        line = next(ln for ln in out.splitlines() if ln.strip().startswith(label))
        cells += [c.rstrip(" †§‡") for c in re.split(r"\s{2,}", line.strip())[1:]]
    assert len(cells) == 6 and all(c.endswith("M") for c in cells), cells


def test_a_range_in_its_rows_unit_and_a_margins_ends_in_one_unit():
    assert format_money_range(229_000, 915_000, "USD") == "$229,000–915,000"
    assert format_money_range(229_000, 915_000, "USD", scale=1e6) == "$0.229–0.915M"
    assert format_money_range(390_000, 1.56e6, "USD", scale=1.0) == "$390,000–1,560,000"
    assert format_money_range(229_000, 915_000, "CNY", "zh", scale=1e4) == "¥22.9万–91.5万"
    assert format_money_ends(-2.88e6, -623_000, "USD") == ("-$2.88M", "-$0.623M")
    assert format_money_ends(-4.29e6, 7.93e6, "USD") == ("-$4.29M", "$7.93M")
    assert format_money_ends(-1e6, -9_000, "USD") == ("-$1,000,000", "-$9,000")  # 9,000 is under 0.1 of $1M


def test_the_device_hours_of_a_comparison_share_one_unit(capsys):
    """88,700 device-hours beside 1.35 million: '1,350,000' beside '88,700' (one kind of figure in the row, as a
    row of costs), never '1.35M' beside '88,700'; one device alone keeps '1.35M'."""
    from gpucompare.core.durations import count_in, count_scale
    from gpucompare.i18n import chinese_text

    argv = ["estimate", "--device", "H800", "--device", "V100 PCIe 32GB", "--count", "64", "--workload", "Llama 2 7B"]
    assert run(argv) == 0
    shown = _rows(capsys.readouterr().out, "Device-hours")
    assert len(shown) == 2 and not any(v.endswith(("M", "B")) for v in shown), shown
    assert run([*argv, "--json"]) == 0
    docs = json.loads(capsys.readouterr().out)["estimates"]
    assert [next(r["text"] for r in d["results"] if r["key"] == "device_hours") for d in docs] == shown
    assert count_in(1.35e6, count_scale([1.35e6])) == "1.35M"
    scale = chinese_text(lambda: count_scale([88_700, 1.35e6]))
    assert chinese_text(lambda: [count_in(v, scale) for v in (88_700, 1.35e6)]) == ["8.87万", "135万"]
