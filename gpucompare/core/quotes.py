"""What a stored quote says beyond its figures, and its price history in a bounded form (Qt-free: the Quotes view
draws what this returns).

- `vat_basis`: whether a quote's price includes VAT, from what the quote itself says (its recorded basis, its price
  text or notes, or the notes of its sheet).
- `price_history`: a device's quotes over time as at most `max_vendors` series of their own (the vendors with the
  most quotes) and one series for all the others, each point a day's range and mean: the chart and its legend grow
  with the vendors and days shown, never with the quotes (20,000 quotes from 2,000 vendors are 9 series).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

#: how a quote's own text states its tax basis (cell or notes), checked as plain substrings (no regex)
VAT_INCLUDED = (
    "含税",
    "含增值税",
    "incl. vat",
    "including vat",
    "vat incl",
    "inc. vat",
    "с ндс",
    "включая ндс",
    "inkl. mwst",
)
VAT_EXCLUDED = ("不含税", "未税", "excl. vat", "excluding vat", "ex vat", "без ндс", "не включая ндс", "zzgl. mwst")


def vat_basis(q: dict, sheet_notes: str = "") -> str:
    """'incl', 'excl' or '' from what the quote says: its recorded basis, else its price text or notes, else the
    notes found on its sheet ('注:以上价格含13%增值税')."""
    recorded = str(q.get("tax") or q.get("vat") or q.get("tax_basis") or "").lower()
    if recorded in ("incl", "excl"):
        return recorded
    for text in (f"{q.get('raw_price') or ''} {q.get('notes') or ''}", sheet_notes):
        found = vat_in_text(text.lower())
        if found:
            return found
    return ""


def vat_in_text(text: str) -> str:
    if any(m in text for m in VAT_EXCLUDED):  # first: '不含税' contains '含税'
        return "excl"
    if any(m in text for m in VAT_INCLUDED):
        return "incl"
    at = text.find("增值税")
    while at >= 0:  # '含13%增值税', '不含 6% 增值税': the few characters before the word say which
        before = text[max(0, at - 8) : at]
        if "不含" in before or "未含" in before:
            return "excl"
        if "含" in before:
            return "incl"
        at = text.find("增值税", at + 3)
    return ""


#: series of their own in a price history; the other vendors share one
MAX_VENDORS = 8


@dataclass
class Series:
    """One line of a price history: a vendor (or "the others"), and per day the lowest, mean and highest price
    quoted and how many quotes."""

    label: str
    vendors: int  # how many vendors it stands for (1, or the others' count)
    quotes: int
    t: np.ndarray
    low: np.ndarray
    mid: np.ndarray
    high: np.ndarray
    count: np.ndarray


def price_history(
    t: np.ndarray, low: np.ndarray, high: np.ndarray, vendor: np.ndarray, max_vendors: int = MAX_VENDORS
) -> list[Series]:
    """Series from quotes given as arrays (date as a number, lowest and highest price in one currency, vendor
    label): the `max_vendors` vendors with the most quotes first (each its own series), then one series "others"
    when more vendors quoted. Points are per day; NaN prices are left out. Linear in the quotes (numpy)."""
    t, low, high, vendor = map(np.asarray, (t, low, high, vendor))
    ok = np.isfinite(t) & np.isfinite(low) & np.isfinite(high)
    t, low, high, vendor = t[ok], low[ok], high[ok], vendor[ok]
    if not len(t):
        return []
    names, code = np.unique(vendor.astype(str), return_inverse=True)
    counts = np.bincount(code, minlength=len(names))
    by_count = np.lexsort((names, -counts))  # most quotes first, then by name
    own = by_count[:max_vendors] if len(names) > max_vendors + 1 else by_count
    out = [_series(str(names[c]), 1, code == c, t, low, high) for c in own]
    if len(own) < len(names):
        rest = ~np.isin(code, own)
        out.append(_series("", len(names) - len(own), rest, t, low, high))
    return out


def _series(label: str, vendors: int, mask: np.ndarray, t, low, high) -> Series:
    days, inv = np.unique(t[mask], return_inverse=True)
    lo = np.full(len(days), np.inf)
    hi = np.full(len(days), -np.inf)
    np.minimum.at(lo, inv, low[mask])
    np.maximum.at(hi, inv, high[mask])
    count = np.bincount(inv, minlength=len(days))
    mid = np.bincount(inv, weights=(low[mask] + high[mask]) / 2, minlength=len(days)) / np.maximum(count, 1)
    return Series(label, vendors, int(mask.sum()), days, lo, mid, hi, count)
