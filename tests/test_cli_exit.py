"""A finished command ends its process without tearing down what it built, and nothing a user or a script sees
changes: the output is all there, exit handlers run, the exit code is the command's; a caller in the same process
(tests, the Python API) gets the code back and the process goes on."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHEET = ROOT / "tests" / "fixtures" / "sheets" / "us_reseller_quote.xlsx"

PROBE = """
import atexit, sys
atexit.register(lambda: print("exit handler ran", flush=True))
sys.argv = ["gpucompare", *sys.argv[1:]]
from gpucompare.__main__ import main
rc = main()
print("not reached: the process ended", flush=True)
"""


def _run(tmp_path, *args):
    env = {**os.environ, "PYTHONPATH": str(ROOT), "XDG_CACHE_HOME": str(tmp_path / "cache")}
    return subprocess.run(
        [sys.executable, "-c", PROBE, "--home", str(tmp_path / "home"), *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )


def test_a_finished_command_writes_everything_runs_exit_handlers_and_keeps_its_code(tmp_path):
    ok = _run(tmp_path, "import", str(SHEET), "--dry-run")
    assert ok.returncode == 0, ok.stderr
    assert "would be imported; nothing written" in ok.stdout
    assert ok.stdout.rstrip().endswith("exit handler ran") and "not reached" not in ok.stdout
    js = _run(tmp_path, "import", str(SHEET), "--dry-run", "--json")
    assert js.returncode == 0 and js.stdout.startswith("{") and '"dry_run":true' in js.stdout
    bad = _run(tmp_path, "import", str(tmp_path / "missing.xlsx"), "--dry-run")
    assert bad.returncode == 1 and bad.stderr.count("\n") == 1 and "missing.xlsx" in bad.stderr
    assert "exit handler ran" in bad.stdout and "not reached" not in bad.stdout


def test_a_caller_in_the_same_process_gets_the_code_back(tmp_path, capsys):
    from gpucompare.__main__ import main

    assert main(["--home", str(tmp_path / "home"), "import", str(SHEET), "--dry-run"]) == 0
    assert "would be imported" in capsys.readouterr().out
