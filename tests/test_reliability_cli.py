"""Numbers in other locales' forms, output under encodings that lack characters, an empty --home, and temporary
files a killed write left: read as meant or refused in one sentence, printed without ending the command, never the
current folder, removed by the next start."""

import json
import os
import subprocess
import sys

import pytest

from gpucompare.cli import run
from gpucompare.core.numbers import NotANumber, user_number


@pytest.mark.parametrize(
    "text, value",
    [
        ("7,5B", 7.5e9),
        ("70B", 70e9),
        ("175,000,000,000", 175e9),
        ("1,234.5", 1234.5),
        ("1.234,5M", 1234.5e6),
        ("1.000.000", 1e6),
        ("７０ B", 70e9),
        ("70亿", 7e9),
        ("0,25", 0.25),
        ("7e9", 7e9),
    ],
)
def test_numbers_are_read_as_meant(text, value):
    assert user_number(text) == pytest.approx(value)


@pytest.mark.parametrize("text", ["1,2,3", "1.2,3.4", "7.5.3B", "seven"])
def test_ambiguous_numbers_are_refused(text):
    with pytest.raises(NotANumber):
        user_number(text)


def test_params_with_a_decimal_comma_is_seven_and_a_half_billion(capsys):
    argv = ["estimate", "--device", "H800", "--count", "8", "--params", "7,5B", "--tokens", "1T", "--json"]
    assert run(argv) == 0
    assert json.loads(capsys.readouterr().out)["params"] == 7.5e9
    assert run(["estimate", "--device", "H800", "--count", "8", "--params", "1,2,3B", "--tokens", "1T"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "decimals with a dot" in err


@pytest.mark.parametrize("encoding", ["iso8859-1", "ascii"])
@pytest.mark.parametrize(
    "argv",
    [
        ["devices"],
        ["devices", "--json"],
        ["estimate", "--device", "H800", "--count", "8", "--workload", "Llama 2 7B", "--currency", "CNY"],
    ],
)
def test_output_under_an_encoding_that_lacks_characters(encoding, argv, tmp_path):
    out = subprocess.run(
        [sys.executable, "-m", "gpucompare", "--home", str(tmp_path), *argv],
        capture_output=True,
        env={**os.environ, "PYTHONIOENCODING": encoding},
        timeout=120,
    )
    assert out.returncode == 0, out.stderr[-300:]
    if "--json" in argv:
        assert json.loads(out.stdout.decode(encoding))["devices"]


def test_an_empty_home_is_refused(capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert run(["--home", "", "devices"]) == 2
    assert "--home needs a folder name" in capsys.readouterr().err
    assert not (tmp_path / "workspace.sqlite").exists()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="signals")
def test_what_killed_writes_left_goes_at_the_next_start(tmp_path):
    from tests.test_cli_contract import REPORT, kill_while_writing

    (tmp_path / "out").mkdir()
    target = tmp_path / "out" / "r.pdf"
    env = {**os.environ, "GPUCOMPARE_HOME": str(tmp_path / "ws")}
    assert subprocess.run([sys.executable, "-m", "gpucompare", *REPORT, "--pdf", str(target)], env=env).returncode == 0
    for _ in range(4):
        kill_while_writing([*REPORT, "--pdf", str(target)], target, env)
    subprocess.run([sys.executable, "-m", "gpucompare", "devices", "--query", "H800"], env=env, capture_output=True)
    assert [p.name for p in target.parent.iterdir()] == ["r.pdf"]
