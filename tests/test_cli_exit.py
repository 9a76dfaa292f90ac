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


# The same command ended the ordinary way: a second thread alive at the end makes the command fall back to the
# interpreter's full exit (threads may still need it), which is the reference the fast exit must match.
ORDINARY = """
import sys, threading
sys.argv = ["gpucompare", *sys.argv[1:]]
from gpucompare.__main__ import main
stop = threading.Event()
threading.Thread(target=stop.wait, daemon=True).start()
rc = main()
sys.exit(rc)
"""


def _cache_files(folder: Path) -> dict:
    """Each file's bytes; the kept patterns as a mapping (pattern -> its facts and code): their order is the order
    of first use, which the read-ahead's timing may change, and the checksum follows the order."""
    files = {}
    for p in sorted(folder.rglob("*")):
        if p.is_file():
            data = p.read_bytes()
            files[str(p.relative_to(folder))] = _records(data) if p.name.startswith("patterns-") else data
    return files


def _records(data: bytes) -> dict:
    import hashlib
    import struct

    magic = b"gpucompare patterns 2\n"
    start = len(magic) + 32
    assert data.startswith(magic) and hashlib.sha256(data[start:]).digest() == data[len(magic) : start]
    out, at = {}, start
    while at < len(data):
        k, f, c = struct.unpack_from("<III", data, at)
        at += 12
        out[data[at : at + k]] = (data[at + k : at + k + f], data[at + k + f : at + k + f + c])
        at += k + f + c
    return out


def test_the_fast_exit_leaves_the_same_output_code_and_pattern_cache_as_an_ordinary_exit(tmp_path):
    """stdout, stderr, the exit code and the lexicon's cache folder (its word copy, the kept patterns and finders,
    all written by exit handlers) are byte for byte those of the same import ended by the full interpreter exit,
    from an empty cache folder and again from the filled one."""
    sheet_args = ["import", str(SHEET), "--dry-run"]
    got = {}
    for how, probe in (("fast", PROBE), ("ordinary", ORDINARY)):
        cache = tmp_path / how / "cache"
        env = {**os.environ, "PYTHONPATH": str(ROOT), "GPUCOMPARE_CACHE": str(cache)}
        env.pop("PYTHONPROFILEIMPORTTIME", None)
        runs = []
        for args in (sheet_args, sheet_args, [*sheet_args, "--json"], ["import", str(tmp_path / "none.xlsx")]):
            out = subprocess.run(
                [sys.executable, "-c", probe, "--home", str(tmp_path / how / "home"), *args],
                capture_output=True,
                text=True,
                env=env,
                timeout=120,
            )
            runs.append((out.returncode, out.stdout.replace("exit handler ran\n", ""), out.stderr))
            runs.append(_cache_files(cache))
        got[how] = runs
    fast, ordinary = got["fast"], got["ordinary"]
    assert [r[0] for r in fast[::2]] == [0, 0, 0, 1]
    assert fast[1], "the first import wrote the lexicon's cache"
    assert fast == ordinary


def test_the_kept_patterns_are_the_same_whatever_the_hash_seed(tmp_path):
    """A pattern built from a set of words must have one text in every process (Python's string hashing, and so a
    set's order, changes with each process): a text that changes misses the kept copy, is compiled again and has the
    whole copy rewritten as the process ends. Two processes with different hash seeds keep the same patterns."""
    kept = []
    for seed in ("1", "2", "3"):
        cache = tmp_path / seed
        env = {**os.environ, "PYTHONPATH": str(ROOT), "GPUCOMPARE_CACHE": str(cache), "PYTHONHASHSEED": seed}
        out = subprocess.run(
            [sys.executable, "-m", "gpucompare", "--home", str(tmp_path / "home"), "import", str(SHEET), "--dry-run"],
            capture_output=True,
            text=True,
            env=env,
            timeout=120,
            cwd=ROOT,
        )
        assert out.returncode == 0, out.stderr
        files = {k: v for k, v in _cache_files(cache).items() if k.startswith("patterns-")}
        assert files, "the import kept its patterns"
        kept.append({k: set(v) for k, v in files.items()})
    assert kept[0] == kept[1] == kept[2]
