"""What a user reads from the command line after the ux174 review: a run that does not fit says its memory with a
thousands separator ('Needs 1,128.5 GB', as the table's row), a short run's band sentence in hours or minutes as the
table's band is; a device list in --devices written with any list mark, or with spaces as copied from the table,
read when every name resolves, and refused in one sentence naming the part that does not."""

import json

import pytest

from gpucompare.cli import run


def _estimate(capsys, *argv):
    assert run(["estimate", *argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_a_run_that_does_not_fit_says_its_memory_with_a_thousands_separator(capsys):
    assert run(["estimate", "--device", "RTX 4090", "--count", "1", "--params", "70B", "--tokens", "1B"]) == 0
    out = capsys.readouterr().out
    assert "Needs 1,128.5 GB per device but GeForce RTX 4090 PCIe 24GB has 24 GB." in out
    assert "1128.5" not in out
    assert "Memory per device (GB)         1,128.5 / 24" in out


def test_a_short_runs_band_sentence_reads_in_the_unit_that_suits_it(capsys):
    argv = ["estimate", "--device", "RTX 4090", "--count", "1", "--params", "0.5B", "--tokens", "50M"]
    assert run(argv) == 0
    out = capsys.readouterr().out
    band_row = next(line for line in out.splitlines() if line.strip().startswith("Band P10–P90"))
    cell = band_row.split("Band P10–P90", 1)[1].strip()
    sentence = next(line for line in out.splitlines() if line.strip().startswith("- Band "))
    assert sentence.strip().startswith(f"- Band {cell} (steady state "), (sentence[:90], cell)
    assert "days" not in sentence.split(":")[0] and "0.0" not in sentence.split(":")[0]
