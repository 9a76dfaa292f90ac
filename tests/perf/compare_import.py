"""Whether two source trees import the same: python tests/perf/compare_import.py OTHER_TREE [FILE ...].

Runs `gpucompare import FILE --dry-run` and `import FILE --dry-run --json` as the command does (its bytes on a UTF-8
stdout, and what it writes to stderr) for every sheet under tests/fixtures/sheets (or the FILEs given), once with this
tree's code and once with OTHER_TREE's (a checkout of main: `git worktree add` or `git archive main | tar -x -C DIR`),
each tree in a Python of its own, and compares them file by file. A speed change to the importer's row loop or its
writers must leave every output byte-identical; prints how many outputs are, and names each one that is not.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SHEETS = ("xlsx", "xlsm", "xls", "ods", "csv", "tsv")

#: run in each tree's own Python: every file's outputs as sha256 digests, one JSON line per file and mode
_RUN = r"""
import contextlib, hashlib, io, json, sys, tempfile
tree, files = sys.argv[1], sys.argv[2:]
sys.path.insert(0, tree)
import gpucompare
if not gpucompare.__file__.startswith(tree):
    raise SystemExit(f"gpucompare loads from {gpucompare.__file__}, not from {tree}")
from gpucompare.cli import run
home = tempfile.mkdtemp()
for f in files:
    for mode in ("json", "text"):
        out, err = io.BytesIO(), io.StringIO()
        wrapper = io.TextIOWrapper(out, encoding="utf-8", write_through=True)  # kept: dropping it closes `out`
        stream, sys.stdout = sys.stdout, wrapper
        try:
            with contextlib.redirect_stderr(err):
                try:
                    rc = run(["--home", home, "import", f, "--dry-run", *(["--json"] if mode == "json" else [])])
                except SystemExit as e:
                    rc = f"exit {e.code}"
                except Exception as e:
                    rc = f"{type(e).__name__}: {e}"
        finally:
            sys.stdout.flush()
            sys.stdout = stream
        written = out.getvalue()
        digest = hashlib.sha256(written + b"\0" + err.getvalue().encode("utf-8", "replace")).hexdigest()
        print(json.dumps({"file": f, "mode": mode, "rc": str(rc), "sha256": digest, "bytes": len(written)}))
"""


def outputs(tree: Path, files: list[str]) -> dict[tuple[str, str], dict]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    with tempfile.TemporaryDirectory() as cwd:  # not the tree's folder: `python -` puts the working folder first
        done = subprocess.run(
            [sys.executable, "-", str(tree), *files], input=_RUN, text=True, capture_output=True, env=env, cwd=cwd
        )
    if done.returncode:
        raise SystemExit(f"{tree}: {done.stderr.strip()[-2000:]}")
    got = {}
    for line in done.stdout.splitlines():
        if line.startswith("{"):
            d = json.loads(line)
            got[d["file"], d["mode"]] = d
    return got


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("other", type=Path, help="the other source tree (a checkout of main)")
    ap.add_argument("files", nargs="*", help="sheets to compare (default: every sheet under tests/fixtures/sheets)")
    args = ap.parse_args()
    files = args.files or sorted(
        str(p) for p in (ROOT / "tests" / "fixtures" / "sheets").rglob("*") if p.suffix.lower().lstrip(".") in SHEETS
    )
    files = [str(Path(f).resolve()) for f in files]  # the same path for both trees (the JSON names the file)
    mine, theirs = outputs(ROOT, files), outputs(args.other.resolve(), files)
    differ = [k for k in sorted(mine) if mine[k] != theirs.get(k)]
    print(f"{len(mine) - len(differ)} of {len(mine)} outputs identical ({len(files)} sheets, --dry-run and --json)")
    for f, mode in differ:
        print(f"  differs: {mode} {f}")
    sys.exit(1 if differ or len(mine) != len(theirs) else 0)


if __name__ == "__main__":
    main()
