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

from gpucompare.core.offers import VAT_EXCLUDED, VAT_INCLUDED, tax_of  # noqa: F401 - one detector (core.offers)


def vat_basis(q: dict, sheet_notes: str = "") -> str:
    """'incl', 'excl' or '' from what the quote says: its recorded basis, else its price text or notes, else the
    notes found on its sheet ('注:以上价格含13%增值税'): core.offers.tax_of, the cost of ownership's own reading."""
    return tax_of(q, sheet_notes)[0]


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
