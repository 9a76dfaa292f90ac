"""Collect every translatable literal of the package into gpucompare_zh_CN.ts, keeping the translations already there.

    python resources/i18n/update_ts.py           # update the .ts (new strings unfinished, gone ones marked obsolete)
    python resources/i18n/update_ts.py --check   # exit 1 if a string is missing or unfinished (CI)
    python resources/i18n/update_ts.py --qm      # also compile the .qm with pyside6-lrelease

Literals are the first argument of tr(...), N_(...), Msg(...), self.tr(...) and QT_TRANSLATE_NOOP(ctx, ...),
found with the ast module (pyside6-lupdate does not know our Qt-free tr()). One context: "gpucompare".
"""

from __future__ import annotations

import argparse
import ast
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
PKG = ROOT / "gpucompare"
TS = HERE / "gpucompare_zh_CN.ts"
QM = HERE / "gpucompare_zh_CN.qm"
CONTEXT = "gpucompare"
FUNCS = {"tr", "trf", "N_", "Msg"}


def literals() -> dict[str, str]:
    """source text -> 'file:line' of its first use."""
    found: dict[str, str] = {}
    for path in sorted(PKG.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            f = node.func
            name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else None
            arg = node.args[0]
            if name == "QT_TRANSLATE_NOOP" and len(node.args) > 1:
                arg = node.args[1]
            elif name not in FUNCS:
                continue
            text = _literal(arg)
            if text:
                found.setdefault(text, f"{path.relative_to(ROOT)}:{node.lineno}")
    return found


def _literal(node) -> str | None:
    """A string literal, or implicitly joined literals; anything computed is not extracted."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def read_ts(path: Path = TS) -> dict[str, tuple[str, str]]:
    """source -> (translation, type) where type is '' (finished), 'unfinished' or 'obsolete'."""
    if not path.exists():
        return {}
    out = {}
    for msg in ET.parse(path).getroot().iter("message"):
        src = msg.findtext("source") or ""
        t = msg.find("translation")
        out[src] = ((t.text or "") if t is not None else "", (t.get("type") or "") if t is not None else "unfinished")
    return out


def write_ts(entries: dict[str, tuple[str, str, str]], path: Path = TS) -> None:
    """entries: source -> (translation, type, location)."""
    root = ET.Element("TS", version="2.1", language="zh_CN", sourcelanguage="en")
    ctx = ET.SubElement(root, "context")
    ET.SubElement(ctx, "name").text = CONTEXT
    for src in sorted(entries, key=lambda s: (entries[s][1] == "obsolete", entries[s][2], s)):
        text, kind, loc = entries[src]
        msg = ET.SubElement(ctx, "message")
        if loc:
            file, _, line = loc.rpartition(":")
            ET.SubElement(msg, "location", filename="../../" + file, line=line)
        ET.SubElement(msg, "source").text = src
        t = ET.SubElement(msg, "translation")
        if kind:
            t.set("type", kind)
        t.text = text
    ET.indent(root)
    path.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + ET.tostring(root, encoding="unicode") + "\n",
        encoding="utf-8",
    )


def update() -> tuple[int, int]:
    old = read_ts()
    now = literals()
    entries = {}
    for src, loc in now.items():
        text, kind = old.get(src, ("", "unfinished"))
        entries[src] = (text, "unfinished" if not text else ("" if kind == "obsolete" else kind), loc)
    for src, (text, _kind) in old.items():
        if src not in now and text:
            entries[src] = (text, "obsolete", "")
    write_ts(entries)
    missing = sum(1 for t, k, _ in entries.values() if k == "unfinished")
    return len(now), missing


def compile_qm() -> None:
    exe = Path(sys.executable).with_name("pyside6-lrelease")
    subprocess.run([str(exe), "-silent", str(TS), "-qm", str(QM)], check=True)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--qm", action="store_true")
    a = ap.parse_args()
    if a.check:
        old, now = read_ts(), literals()
        missing = [s for s in now if not old.get(s, ("", ""))[0] or old[s][1] == "unfinished"]
        for s in missing[:20]:
            print(f"untranslated: {s!r} ({now[s]})")
        print(f"{len(now)} strings, {len(missing)} untranslated")
        return 1 if missing else 0
    total, missing = update()
    print(f"{TS.name}: {total} strings, {missing} to translate")
    if a.qm:
        compile_qm()
        print(f"wrote {QM.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
