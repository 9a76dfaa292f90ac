"""Quantity-break price tiers: one price column per order quantity ('1-7 units | 8-63 units | 64+ units' under a
merged 'Unit price by order quantity (USD)', '1–9台 | 10台以上', 'ab 10 Stück', 'от 10 шт.'). The quote is the range
from the largest tier's price to the single-unit price, each tier said in the notes; the row of tier labels is a
header, never a quote."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

#: what follows a count in a tier label: units, pieces, cards, servers ('units', 'pcs', '台', 'шт.', 'Stück', '개')
_COUNT_UNIT = (
    r"(?:units?|pcs\.?|pieces?|pc\.?|ea|cards?|gpus?|boards?|servers?|nodes?|qty|"
    r"台|张|張|片|个|個|块|件|套|枚|卡|шт\.?|штук|stk\.?|stück|st\.?|pz\.?|pezzi|szt\.?|uds?\.?|unid\w{0,6}|"
    r"unités?|개|대|장)"
)
_RANGE = r"(\d{1,6})\s?(?:[-–—~～至到]|to|bis|до|à|a)\s?(\d{1,6})"
_OPEN = (
    r"(?:[≥>]=?|ab|from|от|à partir de|desde|da|od|以上)\s?(\d{1,6})|"  # '≥64', 'ab 10', 'от 10'
    r"(\d{1,6})\s?\+|"  # '64+'
    r"(\d{1,6})\s?"
    + _COUNT_UNIT
    + r"?\s?(?:以上|及以上|или более|и более|and (?:up|above|more)|or more|und mehr|et plus|"
    r"o más|e oltre|i więcej|이상)"
)
_TIER = re.compile(
    r"(?<![\d.,/])(?:"
    + _RANGE
    + r"|"
    + _OPEN
    + r")\s?"
    + _COUNT_UNIT
    + r"?(?![\d.,%/])(?!\s?(?:gb|tb|w|yr|year|年|月|mo|%|d(?:ays?)?(?![a-z])|天|日|周|週|wk|week|h(?![a-z])|hr|hour|"
    r"小时|時間|min|ч|дн|нед|мес|tag|stund|jour|día|dia))",
    re.IGNORECASE,
)
_ONE = re.compile(r"(?<![\d.,])1\s?" + _COUNT_UNIT + r"(?![\w])", re.IGNORECASE)  # '1 unit', '1台'


@lru_cache(maxsize=8192)
def tier_label(text: str) -> tuple[int, int | None] | None:
    """(lowest quantity, highest or None for 'and more') a header text names as an order-quantity tier, or None:
    '1-7 units' -> (1, 7), '64+ units' -> (64, None), '10台以上' -> (10, None), '1 unit' -> (1, 1)."""
    if not isinstance(text, str) or not text.strip() or len(text) > 80:
        return None
    t = unicodedata.normalize("NFKC", text)
    m = _TIER.search(t)
    if m is None:
        one = _ONE.search(t)
        return (1, 1) if one is not None else None
    a, b, c, d, e = m.groups()
    if a is not None:
        lo, hi = int(a), int(b)
        if hi <= lo:
            return None
        return lo, hi
    n = int(c or d or e)
    return (n, None) if n > 0 else None


def tier_text(head: str) -> str:
    """A tier's own words in its header ('Unit price by order quantity (USD) 1-7 units' -> '1-7 units')."""
    m = _TIER.search(unicodedata.normalize("NFKC", head[:200]))
    return unicodedata.normalize("NFKC", head[:200])[m.start() :].strip()[:30] if m else head[:30]


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
