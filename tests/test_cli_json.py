"""Every command that takes --json prints one JSON document a strict parser reads (no NaN, no numpy value, no
internal error), in every mode the contract lists. The commands are found in the parser itself, so a new --json
command without a case here fails this test."""

import argparse
import json
import shutil
from pathlib import Path

import pytest

from gpucompare.cli import build_parser, run

FIXTURES = Path(__file__).parent / "fixtures" / "sheets"
SKYPILOT = Path(__file__).parent / "fixtures" / "skypilot" / "v9"


def json_commands(parser: argparse.ArgumentParser, prefix=()) -> list[tuple[str, ...]]:
    """Every command path ('devices', 'catalog update', ...) whose parser takes --json."""
    out = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                out.extend(json_commands(sub, (*prefix, name)))
        elif "--json" in getattr(action, "option_strings", ()):
            out.append(prefix)
    return out


def epoch_csv(tmp_path: Path) -> Path:
    """The bundled Epoch AI CSV, and a copy with its last device left out (an update that changes something)."""
    import csv

    from gpucompare.paths import data_file

    path = tmp_path / "ml_hardware.csv"
    shutil.copy(data_file("epoch_ml_hardware.csv"), path)
    with open(path, newline="", encoding="utf-8") as fh:
        rows = list(csv.reader(fh))
    with open(tmp_path / "ml_hardware_edited.csv", "w", newline="", encoding="utf-8") as fh:
        csv.writer(fh).writerows(rows[:-1])
    return path


#: command path -> argument lists (each run with --json); {tmp} is a temporary folder, {fixtures} the sample sheets,
#: {skypilot} a SkyPilot catalog folder
CASES: dict[tuple[str, ...], list[list[str]]] = {
    ("devices",): [
        [],
        ["--query", "H100"],
        ["--basis", "hour:owned+rented", "--currency", "CNY"],
        ["--basis", "quote"],
    ],
    ("estimate",): [
        ["--device", "H100 SXM5", "--count", "64", "--workload", "Llama 2 7B"],
        [
            "--device",
            "H800:buy",
            "--device",
            "p5.48xlarge",
            "--count",
            "256",
            "--workload",
            "Llama 2 70B",
            "--currency",
            "CNY,USD",
        ],
        ["--device", "RTX 4090", "--count", "8", "--workload", "Llama 2 70B"],  # does not fit
        ["--device", "A100 SXM4 80GB", "--count", "16", "--params", "7B", "--tokens", "100B", "--hourly", "2.5"],
        ["--claims"],
        ["--claims", "--device", "H100 SXM5", "--count", "8", "--workload", "Llama 2 7B"],
    ],
    ("workloads",): [[]],
    ("instances",): [[]],
    ("import",): [["{fixtures}/cn_distributor_quote.xlsx", "--dry-run"], ["{fixtures}/us_reseller_quote.xlsx"]],
    ("quotes",): [[], ["--device", "H100 SXM5"]],
    ("catalog", "update"): [["{tmp}/ml_hardware.csv", "--dry-run"]],
    ("catalog", "versions"): [[]],
    ("catalog", "rollback"): [["--dry-run"]],
    ("prices", "update"): [["{skypilot}"]],
    ("prices", "list"): [[], ["--device", "H200 SXM 141GB"]],
}


#: commands run first (their output not checked) so that a case has something to show
SETUP: dict[tuple[str, ...], list[list[str]]] = {
    ("catalog", "versions"): [["catalog", "update", "{tmp}/ml_hardware_edited.csv"]],
    ("catalog", "rollback"): [["catalog", "update", "{tmp}/ml_hardware_edited.csv"]],
}


def refuse(constant: str):
    pytest.fail(f"{constant} in a JSON document (not JSON)")


def test_every_json_command_has_a_case():
    found = set(json_commands(build_parser()))
    assert found, "no --json command found in the parser"
    missing = sorted(found - set(CASES))
    assert not missing, f"--json commands without a case in this test: {missing}"


@pytest.mark.parametrize("command", sorted(CASES), ids=" ".join)
def test_json_output_parses(command, tmp_path, capsys, request):
    if command not in set(json_commands(build_parser())):
        pytest.skip(f"{' '.join(command)} takes no --json in this version")
    home = str(tmp_path / "ws")
    epoch_csv(tmp_path)
    # quotes to list: a sheet imported first
    assert run(["--home", home, "import", str(FIXTURES / "us_reseller_quote.xlsx")]) == 0
    for argv in SETUP.get(command, []):
        assert run(["--home", home, *(a.format(tmp=tmp_path) for a in argv)]) == 0
    capsys.readouterr()
    from gpucompare.core import cloud_prices

    request.addfinalizer(lambda: cloud_prices.use_workspace(None))  # `prices` reads the workspace's copy
    for args in CASES[command]:
        argv = [a.format(tmp=tmp_path, fixtures=FIXTURES, skypilot=SKYPILOT) for a in args]
        rc = run(["--home", home, *command, *argv, "--json"])
        out, err = capsys.readouterr()
        assert rc == 0, f"{' '.join(command)} {' '.join(argv)} --json: exit {rc}: {err}"
        doc = json.loads(out, parse_constant=refuse)
        assert isinstance(doc, dict) and doc, (command, argv)
        assert "internal error" not in err
