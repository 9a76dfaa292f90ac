"""The command line and the importer's words as a user reads them (ux153): a price's date and age in the one rule
every face uses; '--params 7' told it probably means 7B; a device with no rent told to give an hourly rate; a family
name's note said once; a custom run named '1T tokens', never '1000B tokens'; a matrix of one price column per GPU
count says which column each quote came from (the dry run's lines, the JSON's evidence); a 4.5% VAT said as 4.5%."""

import json
from pathlib import Path

import openpyxl
import pytest

from gpucompare.cli import run
from gpucompare.core.pricing import price_age_note, price_date_age
from gpucompare.i18n import localize

TODAY = "2026-12-05"


@pytest.mark.parametrize(
    "as_of, said",
    [
        ("2023", "2023, old, about 41 months"),  # a year alone: its middle, the age approximate
        ("2024-07", "2024-07, old, 28 months"),
        ("2025-09-30", "2025-09, 14 months old"),
        ("2026", "2026, about 5 months old"),
        ("2026-11", "2026-11, under a month old"),
        ("", ""),
    ],
)
def test_one_rule_says_a_prices_date_and_age(as_of, said):
    assert localize(price_date_age(as_of, TODAY)) == said


def test_the_cost_note_says_the_same_words():
    assert localize(price_age_note("2023", TODAY)) == (
        "The price is of 2023, old, about 41 months: today's price may differ."
    )


def _estimate(tmp_path, capsys, *argv):
    code = run(["--home", str(tmp_path), "estimate", *argv])
    return code, capsys.readouterr()


def test_the_estimate_price_line_dates_and_ages_its_price(tmp_path, capsys):
    code, out = _estimate(
        tmp_path, capsys, "--device", "H800:buy", "--device", "H800:hourly=2.5", "--count", "64",
        "--params", "7B", "--tokens", "1T",
    )  # fmt: skip
    assert code == 0
    lines = out.out.splitlines()
    bought = next(line for line in lines if line.strip().startswith("price (H800 SXM5 80GB, bought)"))
    assert bought.endswith("China market, " + localize(price_date_age("2023")))
    assert ", old, about " in bought and "older than" not in out.out and "[" not in bought
    assert "custom 7B params, 1T tokens on 64 x H800 SXM5 80GB" in out.out  # was '1000B tokens'
    # the family note once, though the name is given twice
    assert out.err.count("'H800' read as H800 SXM5 80GB") == 1


def test_a_bare_parameter_count_is_told_it_probably_means_billions(tmp_path, capsys):
    code, out = _estimate(tmp_path, capsys, "--device", "H800", "--count", "64", "--params", "7", "--tokens", "1T")
    assert code == 2
    assert "did you mean 7B (7 billion, 7e9)?" in out.err and "Traceback" not in out.err
    code, out = _estimate(tmp_path, capsys, "--device", "H800", "--count", "64", "--params", "7B", "--tokens", "2")
    assert code == 2 and "did you mean 2T (2 trillion, 2e12)?" in out.err


def test_a_device_no_cloud_rents_is_told_to_give_an_hourly_rate(tmp_path, capsys):
    code, out = _estimate(
        tmp_path, capsys, "--device", "H800:rent", "--count", "64", "--params", "7B", "--tokens", "1T"
    )
    assert code == 2
    assert "no cloud instance in the rate table rents it" in out.err
    assert "H800:hourly=2.5" in out.err and "H800:buy=250000" in out.err


def _matrix(path: Path) -> Path:
    """A server price matrix in a new layout: GPU models down, GPUs per server across under one merged head, whole
    servers priced, a tax rate with a decimal."""
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Matrix"
    ws.append(["Server configurations, prices in USD per complete server, sales tax 4.5% not included"])
    ws.append([])
    ws.append(["GPU", "GPUs per server", None, None])
    ws.merge_cells("B3:D3")
    ws.append([None, 2, 4, 8])
    ws.append(["H100 SXM5 80GB", 70_000, 130_000, 250_000])
    ws.append(["L40S", 26_000, 48_000, 90_000])
    wb.save(path)
    return path


def test_a_matrix_says_each_quotes_column(tmp_path, capsys):
    f = _matrix(tmp_path / "matrix.xlsx")
    assert run(["--home", str(tmp_path), "import", str(f), "--dry-run"]) == 0
    out = capsys.readouterr().out
    h100 = [line for line in out.splitlines() if "H100 SXM5 80GB" in line and "->" in line]
    assert len(h100) == 3
    assert [line.rsplit("[column ", 1)[1][0] for line in h100] == ["B", "C", "D"]
    assert run(["--home", str(tmp_path), "import", str(f), "--dry-run", "--json"]) == 0
    rows = [r for r in json.loads(capsys.readouterr().out)["rows"] if r["device_id"] == "nvidia-h100-sxm5-80gb"]
    for r in rows:  # the evidence's price line names the quote's own column, never the table's first
        said = [e for e in r["evidence"] if e.startswith("price: column ")]
        assert said and said[0].startswith(f"price: column {r['cell'][0]} ")
    assert sorted(r["units_per_item"] for r in rows) == [2, 4, 8]


def test_a_decimal_tax_rate_is_said_with_its_decimal(tmp_path, capsys):
    f = _matrix(tmp_path / "matrix.xlsx")
    assert run(["--home", str(tmp_path), "import", str(f), "--dry-run", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)["rows"]
    notes = {r["notes"] for r in rows}
    assert any("without VAT (4.5%)" in n for n in notes), notes
    assert not any("(4%)" in n or "(5%)" in n for n in notes)
