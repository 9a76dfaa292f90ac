"""Numbers a user types (command-line values, prices in a device's basis): read as the user meant in any common
locale, or refused in one sentence; never a comma silently dropped ('7,5B' is 7.5 billion, not 75 billion).

- a comma before groups of exactly three digits separates thousands ('175,000,000,000', '1,234.5');
- a single comma before one, two or four-plus digits is a decimal comma ('7,5B', '0,25');
- dots between groups of three with a decimal comma ('1.234,5'), or several such dots ('1.000.000'), are
  thousands too; anything else that mixes them ('1,2,3', '1.2,3.4') is refused;
- spaces, underscores and full-width forms are ignored ('７０ B', '70_000'); a suffix multiplies: K, M, B (or G),
  T, and 万 (10^4) and 亿 (10^8) for Chinese users.
"""

from __future__ import annotations

import math
import re
import unicodedata

MULTIPLIERS = {"K": 1e3, "M": 1e6, "B": 1e9, "G": 1e9, "T": 1e12, "万": 1e4, "亿": 1e8}
_THOUSANDS_COMMA = re.compile(r"[+-]?\d{1,3}(?:,\d{3})+(?:\.\d*)?")
_THOUSANDS_DOT = re.compile(r"[+-]?\d{1,3}(?:\.\d{3})+(?:,\d*)?")
_DECIMAL_COMMA = re.compile(r"[+-]?\d*,\d+")


class NotANumber(ValueError):
    """The text is not a number in any form this reads; the message says how to write it."""


def user_number(text: str, multipliers: bool = True) -> float:
    """A number typed by a user (see the module's description); NotANumber (one sentence) otherwise. The value may
    be infinite or NaN when the text says so ('inf', '1e999'): callers check the range."""
    raw = str(text)
    t = unicodedata.normalize("NFKC", raw).strip().replace(" ", "").replace("_", "").replace("\u2009", "")
    mult = 1.0
    if multipliers and t and t[-1].upper() in MULTIPLIERS:
        mult = MULTIPLIERS[t[-1].upper()]
        t = t[:-1]
    if "," in t or (t.count(".") > 1):
        if _THOUSANDS_COMMA.fullmatch(t):
            t = t.replace(",", "")
        elif _THOUSANDS_DOT.fullmatch(t):
            t = t.replace(".", "").replace(",", ".")
        elif _DECIMAL_COMMA.fullmatch(t):
            t = t.replace(",", ".")
        else:
            raise NotANumber(
                f"not a number: {raw[:40]!r}; write decimals with a dot and thousands with commas, e.g. 7.5B or "
                "7,500,000,000"
            )
    try:
        return float(t) * mult
    except (ValueError, OverflowError):
        raise NotANumber(f"not a number: {raw[:40]!r}") from None


#: the units a Chinese reader counts in, largest first: 万亿 (10^12), 亿 (10^8), 万 (10^4)
CHINESE_UNITS = ((1e12, "万亿"), (1e8, "亿"), (1e4, "万"))


def chinese_count(n: float, digits: int = 4) -> str:
    """A count as a Chinese reader writes it, to `digits` significant figures: '67.4亿' (6.74 billion parameters,
    never '6.74B'), '2万亿' (2T tokens), '588万', '3,000'. The one function every face writes Chinese number words
    with (the report's workload line, the estimate's FLOPs line, device-hours)."""
    if n is None or not math.isfinite(n):
        return "—"
    for scale, unit in CHINESE_UNITS:
        if abs(n) >= scale:
            return _sig(n / scale, digits) + unit
    return f"{n:,.0f}" if abs(n) >= 1000 else _sig(n, digits)


def _sig(x: float, digits: int) -> str:
    """`x` to `digits` significant figures, trailing zeros dropped, no thousands separator ('7100', '67.4', '2')."""
    if x == 0:
        return "0"
    places = max(0, digits - 1 - math.floor(math.log10(abs(x))))
    text = f"{x:.{places}f}"
    return text.rstrip("0").rstrip(".") if "." in text else text
