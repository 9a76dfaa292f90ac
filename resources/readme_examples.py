"""README's example commands, run for real: each `$ gpucompare ...` line in an indented block of README.md is run
in a fresh workspace and the output lines the README shows are replaced by what the command prints today.

    python resources/readme_examples.py           # rewrite README.md's example outputs
    python resources/readme_examples.py --check   # exit 1 (with a diff) when README.md shows an output that is stale

How a shown output is matched: the README shows some of the output's lines, '...' standing for lines left out. A
shown line right after the command, or right after another shown line, is the next line of the real output; after a
'...' it is the next real line with the same label (the text before the first run of two spaces: 'wall time',
'run cost (CNY)'). A shown line whose label the output no longer has is an error: edit the README by hand.
Commands that name an input file get a sample sheet under that name (`报价单.xlsx` is a distributor's quote from
tests/fixtures); reports are written in a temporary folder. The commands run in English, in a temporary workspace.
"""

from __future__ import annotations

import argparse
import contextlib
import difflib
import io
import os
import re
import shlex
import shutil
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
README = ROOT / "README.md"
#: input files the examples name, and the sample each stands for
SAMPLES = {"报价单.xlsx": ROOT / "tests" / "fixtures" / "sheets" / "cn_distributor_quote.xlsx"}
INDENT = "    "
_LABEL = re.compile(r"^(\s*\S.*?)(?:\s{2,}|$)")


@dataclass
class Example:
    """One command of README.md: where its lines are, its arguments, and the output lines the README shows."""

    start: int  # index of the '$ gpucompare' line
    end: int  # index after the last shown output line
    args: list[str]
    shown: list[str] = field(default_factory=list)


def examples(lines: list[str]) -> list[Example]:
    """Every '$ gpucompare' command in an indented block, with its continuation lines and shown output."""
    out = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if not line.startswith(INDENT + "$ gpucompare"):
            i += 1
            continue
        start = i
        command = line[len(INDENT) + 2 :]
        while command.endswith("\\") and i + 1 < len(lines):
            i += 1
            command = command[:-1] + " " + lines[i].strip()
        i += 1
        shown = []
        while i < len(lines) and lines[i].startswith(INDENT) and not lines[i].startswith(INDENT + "$ "):
            shown.append(lines[i][len(INDENT) :])
            i += 1
        out.append(Example(start, i, shlex.split(command)[1:], shown))
    return out


def label(line: str) -> str:
    m = _LABEL.match(line)
    return m.group(1) if m else line


def run_example(args: list[str], workdir: Path) -> tuple[int, list[str]]:
    """Run one command in `workdir` with a workspace of its own; its exit code and stdout lines."""
    from gpucompare.cli import run

    for name, sample in SAMPLES.items():
        if name in args and not (workdir / name).exists():
            shutil.copy(sample, workdir / name)
    home = workdir / f"home-{abs(hash(tuple(args)))}"
    out = io.StringIO()
    before, columns = Path.cwd(), os.environ.get("COLUMNS")
    os.chdir(workdir)
    os.environ["COLUMNS"] = "100"  # the tables fit a terminal's width: README's examples are printed at 100 columns
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
            rc = run(["--home", str(home), *args])
    finally:
        os.chdir(before)
        if columns is None:
            os.environ.pop("COLUMNS", None)
        else:
            os.environ["COLUMNS"] = columns
    return rc, out.getvalue().splitlines()


def refresh(shown: list[str], real: list[str]) -> list[str]:
    """The shown lines with each one replaced by the real output line it stands for (see the module's docstring)."""
    new, at, gap = [], 0, False
    for line in shown:
        if line.strip() == "...":
            new.append(line)
            gap = True
            continue
        if not gap:
            if at >= len(real):
                raise ValueError(f"the README shows more lines than the command prints: {line.strip()!r}")
            found = at
        else:
            want = label(line)
            found = next((k for k in range(at, len(real)) if label(real[k]) == want), None)
            if found is None:
                raise ValueError(f"the command no longer prints a line {want.strip()!r}: edit README.md by hand")
        new.append(real[found])
        at, gap = found + 1, False
    return new


def regenerate(text: str) -> str:
    """README.md's text with every example's shown output as the commands print it now."""
    from gpucompare.qtkit import i18n as qt_i18n  # noqa: F401  (the report command needs Qt's offscreen platform)

    lines = text.split("\n")
    with tempfile.TemporaryDirectory() as tmp:
        for ex in reversed(examples(lines)):
            rc, real = run_example(ex.args, Path(tmp))
            if rc != 0:
                raise ValueError(f"README example failed (exit {rc}): gpucompare {' '.join(ex.args)}")
            if not ex.shown:
                continue
            body = refresh(ex.shown, real)
            first = ex.end - len(ex.shown)
            lines[first : ex.end] = [INDENT + b for b in body]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--check", action="store_true", help="exit 1 when README.md's example outputs are stale")
    args = p.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["LANG"] = "en_US.UTF-8"
    sys.path.insert(0, str(ROOT))
    text = README.read_text(encoding="utf-8")
    new = regenerate(text)
    if args.check:
        if new != text:
            diff = difflib.unified_diff(text.splitlines(), new.splitlines(), "README.md", "as run now", lineterm="")
            print("\n".join(diff))
            print("README.md's example outputs are stale: run python resources/readme_examples.py")
            return 1
        print("README.md's example outputs are current")
        return 0
    if new != text:
        README.write_text(new, encoding="utf-8")
        print("README.md: example outputs rewritten")
    else:
        print("README.md: example outputs already current")
    return 0


if __name__ == "__main__":
    sys.exit(main())
