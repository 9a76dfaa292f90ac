"""Fill runs.csv's `stack` column from what each row's own text says (its run name, quote, notes and source), never
from its error: the software a user would say they run, by the words of data/software_stack_words.csv.

Rules, in order: a standard framework named (rank 2: Megatron, NeMo, torchtitan, MaxText, MLPerf code, FlashAttention
...) gives `standard`, even beside a compiler flag (torchtitan with torch.compile is still torchtitan); else tuned
small-model code named (rank 1: llm.c, modded-nanogpt, nanochat, nanoT5, torch.compile, Liger, Unsloth) gives
`tuned`; else DeepSpeed named without a Hugging Face loop (rank 3) gives `standard`; else a generic loop named
(rank 4: the Trainer, Accelerate, TRL, PEFT, fairseq, apex) gives `generic`; else `unstated`. Hugging Face model-card
addresses (huggingface.co/...) name a model, not a framework, and are not read.

    python tests/validation/stack_column.py           # counts and the rows whose class would change
    python tests/validation/stack_column.py --write   # rewrite the column (atomic)
"""

from __future__ import annotations

import csv
import os
import re
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RUNS = ROOT / "tests" / "validation" / "runs.csv"
WORDS = ROOT / "data" / "software_stack_words.csv"


def load_words(path: Path = WORDS) -> list[tuple[re.Pattern, str, int]]:
    out = []
    with open(path, encoding="utf-8", newline="") as f:
        for r in csv.DictReader(f):
            w = r["word"].strip().lower()
            tail = r"(?![a-z0-9])" if w[-1].isalnum() else ""
            out.append((re.compile(r"(?<![a-z0-9])" + re.escape(w) + tail), r["stack"], int(r["rank"])))
    return out


def row_text(row: dict) -> str:
    t = " ".join(row.get(k) or "" for k in ("run", "quote", "notes", "source")).lower()
    return re.sub(r"huggingface\.co/\S*", " ", t)


def classify(text: str, words=None) -> str:
    """The stack class a row's text names (the module's rules), 'unstated' when it names none."""
    ranks = {rank for pat, _s, rank in (words or load_words()) if pat.search(text)}
    if 2 in ranks:
        return "standard"
    if 1 in ranks:
        return "tuned"
    if 3 in ranks and 4 not in ranks:
        return "standard"
    if 4 in ranks:
        return "generic"
    return "unstated"


def main(argv: list[str]) -> int:
    words = load_words()
    with open(RUNS, encoding="utf-8", newline="") as f:
        reader = csv.DictReader(f)
        fields = list(reader.fieldnames or [])
        rows = list(reader)
    if "stack" not in fields:
        fields.append("stack")
    counts: dict[str, int] = {}
    for r in rows:
        new = classify(row_text(r), words)
        if r.get("stack") and r["stack"] != new:
            print(f"{r['run_id']}: {r['stack']} -> {new}")
        r["stack"] = new
        counts[new] = counts.get(new, 0) + 1
    print(counts)
    if "--write" in argv:
        fd, tmp = tempfile.mkstemp(dir=RUNS.parent, suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as f:
            w = csv.DictWriter(f, fieldnames=fields, lineterminator="\n")
            w.writeheader()
            w.writerows(rows)
        os.replace(tmp, RUNS)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
