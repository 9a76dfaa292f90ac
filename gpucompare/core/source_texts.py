"""The Chinese renderings of the sources the app writes from its data tables (data/source_texts_zh.csv, keyed by the
English text): what the app says about a source translated, a publication's own title kept as published and labelled
（原题）. A source with no rendering reads in English, as written."""

from __future__ import annotations

from functools import cache

from gpucompare.core.tables import read_table
from gpucompare.i18n import Translated


@cache
def _renderings() -> dict[str, str]:
    return {r["en"].strip(): r["zh"].strip() for r in read_table("source_texts_zh") if r["zh"].strip()}


def sourced(text: str) -> str:
    """`text` (a table's source) as a Translated when the table has its Chinese rendering, else as it is."""
    zh = _renderings().get(text.strip()) if text else None
    return Translated(text, zh) if zh else text
