"""A scale-up link's description in the reader's language (data/link_words_zh.csv): the words around the product
names translated ('HCCS (full mesh, 8 NPUs)' -> 'HCCS (全互联, 8 个 NPU)'), the names themselves (NVLink, HCCS,
Infinity Fabric) kept as their makers write them. A description no rule matches reads as written."""

from __future__ import annotations

import re
from functools import cache, lru_cache

from gpucompare.core.tables import read_table
from gpucompare.i18n import Translated, is_chinese

#: a description longer than this is shown as written (the rules are linear, the cap keeps a hostile catalog cheap)
MAX_CHARS = 200


@cache
def _rules() -> tuple[tuple[re.Pattern, str], ...]:
    """The rules in file order (a later rule sees what an earlier one wrote: '7 links x 128' -> '7 条链路 × 128')."""
    out = []
    for row in read_table("link_words_zh"):
        pattern, zh = row["pattern"], row["zh"]
        if not pattern or not zh:
            raise ValueError(f"data/link_words_zh.csv: a rule needs a pattern and its Chinese: {row}")
        out.append((re.compile(pattern), zh))
    return tuple(out)


def link_text(text: str) -> str:
    """`text` (a device's scale-up link) in the current language: Chinese words for a Chinese window or report,
    the catalog's English otherwise."""
    if not text or not is_chinese():
        return text
    return link_zh(text)


@lru_cache(maxsize=4096)  # a catalog names few links; a bounded cache keeps a hostile one's many cheap
def link_zh(text: str) -> str:
    """`text` (a device's scale-up link) in Chinese whatever the current language, for a sentence that is put in
    the reader's language later (an estimate's assumptions carry it as a Translated value)."""
    if not text or len(text) > MAX_CHARS:
        return text
    for pattern, zh in _rules():
        text = pattern.sub(zh, text)
    return text


def link_name(text: str):
    """A scale-up link's name as a sentence's value: the catalog's words, read in the reader's language when the
    sentence is (i18n.Translated); the text itself when no rule changes it."""
    zh = link_zh(text)
    return Translated(text, zh) if zh != text else text
