"""Quantity-break price tiers: one price column per order quantity ('1-7 units | 8-63 units | 64+ units' under a
merged 'Unit price by order quantity (USD)', '1–9台 | 10台以上', 'ab 10 Stück', 'от 10 шт.'). The quote is the range
from the largest tier's price to the single-unit price, each tier said in the notes; the row of tier labels is a
header, never a quote. The words (count units, 'from', 'or more') are data in `data/lexicon`."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from gpucompare.sheets import lexicon as lx


def _alt(*concepts: str, stems: bool = False) -> str:
    lex = lx.get()
    out = set()
    for c in concepts:
        for e in lex.entries(c):
            out.add(re.escape(e.phrase) + (r"\w*" if stems and e.stem else ""))
    return "|".join(sorted(out, key=lx.longest_first))


@lru_cache(maxsize=1)
def _patterns() -> tuple[re.Pattern, re.Pattern]:
    unit = rf"(?:{_alt('count.unit')})"
    to = _alt("price_text.range_to")
    frm = _alt("tier.from")
    more = _alt("tier.or_more")
    periods = _alt(*(f"period.{p}" for p in ("hour", "day", "week", "month", "year")), "tier.not_count", stems=True)
    rng = rf"(\d{{1,6}})\s?(?:{to})\s?(\d{{1,6}})"
    open_ = rf"(?:{frm})\s?(\d{{1,6}})|(\d{{1,6}})\s?\+|(\d{{1,6}})\s?{unit}?\s?(?:{more})"
    tier = lx.compiled(
        rf"(?<![\d.,/])(?:{rng}|{open_})\s?{unit}?(?![\d.,%/])(?!\s?(?:{periods})(?![a-z]))",
        re.IGNORECASE,
    )
    one = lx.compiled(rf"(?<![\d.,])1\s?{unit}(?![\w])", re.IGNORECASE)  # '1 unit', '1台'
    return tier, one


@lru_cache(maxsize=8192)
def tier_label(text: str) -> tuple[int, int | None] | None:
    """(lowest quantity, highest or None for 'and more') a header text names as an order-quantity tier, or None:
    '1-7 units' -> (1, 7), '64+ units' -> (64, None), '10台以上' -> (10, None), '1 unit' -> (1, 1)."""
    if not isinstance(text, str) or not text.strip() or len(text) > 80:
        return None
    t = unicodedata.normalize("NFKC", text)
    tier, one = _patterns()
    m = tier.search(t)
    if m is None:
        return (1, 1) if one.search(t) is not None else None
    if _pack_before(t[: m.start()]):
        return None  # 'confezione da 4 schede', 'pack of 4': the size of a pack, not an order quantity
    a, b, c, d, e = m.groups()
    if a is not None:
        lo, hi = int(a), int(b)
        if hi <= lo:
            return None
        return lo, hi
    n = int(c or d or e)
    return (n, None) if n > 0 else None


def _pack_before(text: str) -> bool:
    """Whether a pack or box word comes right before a count ('confezione da', 'box of', 'упаковка')."""
    words = lx.fold(text)[-24:]
    return lx.get().finder("pack.words").search(words) is not None


def tier_text(head: str) -> str:
    """A tier's own words in its header ('Unit price by order quantity (USD) 1-7 units' -> '1-7 units')."""
    t = unicodedata.normalize("NFKC", head[:200])
    m = _patterns()[0].search(t)
    return t[m.start() :].strip()[:30] if m else head[:30]


def tier_columns(texts: list[str], candidates: list[int]) -> list[tuple[int, int]]:
    """(column, lowest quantity) of the price columns whose header names a quantity tier, sorted by quantity; [] unless
    at least two tiers with different quantities are there."""
    found = []
    for c in candidates:
        tier = tier_label(texts[c]) if c < len(texts) else None
        if tier is not None:
            found.append((c, tier[0]))
    if len({q for _c, q in found}) < 2:
        return []
    return sorted(found, key=lambda x: x[1])


def tier_row(cells: list) -> bool:
    """Whether a row's cells are mostly quantity-tier labels (a header row of tiers read as data)."""
    labels = [v for v in cells if isinstance(v, str) and v.strip()]
    tiers = sum(1 for v in labels if tier_label(v) is not None)
    return tiers >= 2 and tiers >= 0.5 * len(labels)
