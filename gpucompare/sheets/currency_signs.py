"""The currency signs of the world (data/currency_symbols.csv, from the Unicode CLDR): which ISO 4217 currencies a
sign glued to an amount stands for ('Q 228,500.00' quetzales, '₡13 250 000,00' colones, 'Gs. 189.500.000'
guaraníes), and a sign no currency writes, so that a price is never called "not a number" for its sign."""

import csv
import re
import unicodedata
from functools import lru_cache

from ..paths import data_file

#: an amount with one short token glued before or after it ('Kz 41.850.000,00', '512 500,00 MT')
_GLUED = re.compile(r"^([^\d\s]{1,5})?\s?(\d[\d.,'\u00a0\u202f ]*\d|\d)\s?([^\d\s]{1,5})?$")

#: a sign in brackets in a header ('Preço Unit. (Kz)')
_BRACKETED = re.compile(r"[(\[（]\s*([^\s()\[\]（）]{1,5})\s*[)\]）]")
_MARKED = re.compile(r"\d[.,']\d|\d[ \u00a0\u202f]\d{3}")


@lru_cache(maxsize=1)
def _rows() -> tuple[tuple[str, str, tuple[str, ...]], ...]:
    """data/currency_symbols.csv, read once: (sign, ISO code, the territories writing that sign for it)."""
    with open(data_file("currency_symbols.csv"), encoding="utf-8", newline="") as fh:
        return tuple(
            (row["sign"], row["code"], tuple(row["territories"].split()))
            for row in csv.DictReader(line for line in fh if not line.startswith("#"))
        )


@lru_cache(maxsize=1)
def signs() -> dict[str, tuple[str, ...]]:
    """sign as CLDR writes it -> the ISO codes that write it, most territories first."""
    by_sign: dict[str, dict[str, int]] = {}
    for sign, code, territories in _rows():
        codes = by_sign.setdefault(sign, {})
        codes[code] = max(codes.get(code, 0), len(territories))
    return {s: tuple(sorted(c, key=lambda k: (-c[k], k))) for s, c in by_sign.items()}


@lru_cache(maxsize=1)
def _by_territory() -> dict[tuple[str, str], str]:
    """(sign in any case, territory) -> the ISO code that territory writes the sign for ('$', 'AU' -> AUD)."""
    out: dict[tuple[str, str], str] = {}
    for sign, code, territories in _rows():
        for territory in territories:
            out.setdefault((sign.casefold(), territory.upper()), code)
    return out


def of_territory(sign: str, territory: str) -> str | None:
    """The currency a territory writes a sign for ('฿' in TH: THB; '$' in AU: AUD; 'kr' in NO: NOK), None if it
    writes no currency with that sign: what a number format's locale tag ('[$฿-th-TH]') says of its sign."""
    if not sign or not territory or len(sign) > 8 or len(territory) != 2:
        return None
    table = _by_territory()
    key = territory.upper()
    return table.get((sign.casefold(), key)) or table.get((sign.rstrip(".").casefold() + ".", key))


@lru_cache(maxsize=1)
def _folded() -> dict[str, tuple[str, ...]]:
    """The same signs in any case ('gs.', 'KZ') and without an abbreviation's dot ('Cg' for 'Cg.'), a sign several
    write in different cases joined."""
    out: dict[str, list[str]] = {}
    for sign, codes in signs().items():
        got = out.setdefault(sign.casefold(), [])
        got.extend(c for c in codes if c not in got)
    # an abbreviation's dot is often left off ('Cg 6.295,00' for CLDR's 'Cg.', 'Gs 189.500' for 'Gs.'): the sign
    # without it stands for the same currencies, after any that write it so
    for sign, codes in signs().items():
        if sign.endswith(".") and len(sign) > 2 and sign[:-1].isalpha():
            got = out.setdefault(sign[:-1].casefold(), [])
            got.extend(c for c in codes if c not in got)
    return {s: tuple(c) for s, c in out.items()}


def is_sign_like(token: str) -> bool:
    """A short token of letters (a dot may end it) or one holding a currency symbol (Unicode category Sc)."""
    if any(unicodedata.category(ch) == "Sc" for ch in token):
        return True
    word = token.rstrip(".")
    return 0 < len(word) <= 4 and word.isalpha()


def codes_of(token: str) -> tuple[str, ...]:
    """The currencies a sign stands for, most territories first; () when no currency writes it."""
    table = _folded()
    return signs().get(token) or table.get(token.casefold()) or table.get(token.rstrip(".").casefold()) or ()


def glued(text: str) -> tuple[str, str] | None:
    """(sign, amount text) of an amount with one sign-like token glued before or after it, else None."""
    m = _GLUED.match(text.strip())
    if m is None or (m.group(1) is None) == (m.group(3) is None):
        return None
    token, amount = m.group(1) or m.group(3), m.group(2)
    if not is_sign_like(token):
        return None
    symbol = any(unicodedata.category(ch) == "Sc" for ch in token)
    if not symbol and not _MARKED.search(amount):
        return None  # 'H100', '8x', '80GB', 'R 5': a model, a count or a name, not a price in a sign
    return token, amount


def resolve(codes: tuple[str, ...], hints) -> tuple[str, bool]:
    """(the currency, whether it is certain): the one code, or the column's / sheet's / default currency among
    several, else the one most territories write the sign for (to be reviewed)."""
    if len(codes) == 1:
        return codes[0], True
    for h in hints:
        if h in codes:
            return h, True
    return codes[0], False


def bracketed(header: str) -> str | None:
    """The currency a header names by a sign in brackets ('Preço Unit. (Kz)', 'Price (₲)'): a sign of one currency
    only, written as CLDR writes it (a letter sign of two letters at least, so '(M)' or '(km)' stay units)."""
    for m in _BRACKETED.finditer(header):
        token = m.group(1)
        symbol = any(unicodedata.category(ch) == "Sc" for ch in token)
        if not symbol and (len(token.rstrip(".")) < 2 or not is_sign_like(token)):
            continue
        codes = signs().get(token, ())
        if len(codes) == 1:
            return codes[0]
    return None


def bracketed_sign_of(header: str, currency: str) -> bool:
    """Whether a header's bracketed token is a sign `currency` writes ('Prais long wanpela (K)' on a sheet priced in
    kina: K is the kina's sign, not a thousand; '(K)' on a dollar sheet stays thousands)."""
    return any(currency in signs().get(m.group(1), ()) for m in _BRACKETED.finditer(header))
