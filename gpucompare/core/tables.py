"""Reading the bundled CSV tables (stdlib csv: fast, and keeps pandas off the start-up path)."""

from __future__ import annotations

import csv
from functools import cache

from gpucompare.paths import data_file


@cache
def read_table(name: str) -> tuple[dict[str, str], ...]:
    """Rows of data/NAME.csv as dicts of strings (cached; treat as read-only)."""
    with open(data_file(f"{name}.csv"), newline="", encoding="utf-8") as fh:
        return tuple(csv.DictReader(fh))


def num(text: str | None) -> float:
    """A CSV cell as a float; blank is NaN (missing, not zero)."""
    if text is None:
        return float("nan")
    text = text.strip()
    return float(text) if text else float("nan")
