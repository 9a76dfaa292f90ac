"""The one price parser: '10w~12w', '2.5万-3万美元', '¥19,999', '27.450,00 €', 'от 25 000 до 30 000', '价格面议'..."""

from __future__ import annotations

import datetime as dt
import math
import re
import unicodedata
from dataclasses import dataclass

from gpucompare.i18n import Msg

ON_REQUEST = (
    "价格面议",
    "面议",
    "询价",
    "电询",
    "来电",
    "待定",
    "tbd",
    "tba",
    "call",
    "poa",
    "p.o.a",
    "on request",
    "upon request",
    "ask",
    "contact",
    "по запросу",
    "договорная",
    "уточняйте",
    "звоните",
)

# currency words and symbols -> ISO code; longest first so '美元' wins over '元'
_CURRENCY = [
    ("人民币", "CNY"),
    ("rmb", "CNY"),
    ("cny", "CNY"),
    ("美元", "USD"),
    ("美金", "USD"),
    ("us$", "USD"),
    ("usd", "USD"),
    ("欧元", "EUR"),
    ("eur", "EUR"),
    ("евро", "EUR"),
    ("руб", "RUB"),
    ("rub", "RUB"),
    ("日元", "JPY"),
    ("jpy", "JPY"),
    ("円", "JPY"),
    ("元", "CNY"),
    ("$", "USD"),
    ("€", "EUR"),
    ("₽", "RUB"),
    ("¥", "YEN"),
    ("￥", "YEN"),
]
_SCALE = [
    ("亿", 1e8),
    ("万", 1e4),
    ("千", 1e3),
    ("млн", 1e6),
    ("тыс", 1e3),
    ("mln", 1e6),
    ("w", 1e4),
    ("k", 1e3),
    ("m", 1e6),
]
_NUM = r"\d[\d\s.,']*\d|\d"
_RANGE = re.compile(
    rf"^(?:от\s*|from\s*)?({_NUM})\s*([^\d\s~～\-–—]*)\s*(?:~|～|-|–|—|至|到|to|до)\s*({_NUM})\s*(\S*)$"
)
_SINGLE = re.compile(rf"^(?:от\s*|from\s*|约\s*|about\s*|~\s*)?({_NUM})\s*(\S*)$")
MAX_PRICE = 1e10  # more than any accelerator costs, in any currency we know per unit
_TEXT_NUM = re.compile(r"^[+-]?\d+(\.\d+)?([eE][+-]?\d+)?$")


@dataclass(frozen=True)
class ParsedPrice:
    """A price cell read: min/max in `currency` (NaN for on request), or `error` saying why it is not a price."""

    min: float = math.nan
    max: float = math.nan
    currency: str | None = None
    currency_from: str | None = None  # "cell", "column", "sheet", "default"
    on_request: bool = False
    error: str | None = None
    note: str | None = None

    @property
    def ok(self) -> bool:
        return self.error is None


def fold(text: str) -> str:
    """Full-width to ASCII, non-breaking and thin spaces to plain spaces, trimmed."""
    text = unicodedata.normalize("NFKC", str(text))
    return re.sub(r"[\s\u00a0\u2009\u202f]+", " ", text).strip()


def parse_number(text: str) -> float | None:
    """'19,999' 289,000.00' '27.450,00' '15 000' '10.5' "1'200" -> float; None if it is not a number."""
    t = text.replace(" ", "").replace("'", "")
    if not t or not re.fullmatch(r"[\d.,]+", t):
        return None
    if "," in t and "." in t:
        dec = "," if t.rfind(",") > t.rfind(".") else "."
        thou = "." if dec == "," else ","
        t = t.replace(thou, "").replace(dec, ".")
    elif "," in t:
        if re.fullmatch(r"\d{1,3}(,\d{3})+", t):
            t = t.replace(",", "")
        elif t.count(",") == 1:
            t = t.replace(",", ".")
        else:
            return None
    elif t.count(".") > 1:
        if re.fullmatch(r"\d{1,3}(\.\d{3})+", t):
            t = t.replace(".", "")
        else:
            return None
    try:
        return float(t)
    except ValueError:
        return None


def _units(text: str) -> tuple[str | None, float | None, str]:
    """Currency and scale words in a piece of text, and the text without them."""
    low = text.lower()
    currency = None
    for word, code in _CURRENCY:
        if word in low:
            currency = currency or code
            low = low.replace(word, " ")
    scale = None
    for word, factor in _SCALE:
        if re.search(rf"(?<![a-zа-я]){re.escape(word)}(?![a-zа-я])", low) or (word in "亿万千" and word in low):
            scale = factor
            low = (
                re.sub(rf"(?<![a-zа-я]){re.escape(word)}(?![a-zа-я])", " ", low)
                if word not in "亿万千"
                else low.replace(word, " ")
            )
            break
    low = re.sub(
        r"(руб\.?|р\.|\.-|/шт\.?|/pcs|/pc|/台|/张|/片|/个|每台|每张|含税|不含税|起|以上|左右|上下|约)", " ", low
    )
    return currency, scale, fold(low)


def parse_price(
    value,
    *,
    column_currency: str | None = None,
    column_scale: float = 1.0,
    sheet_currency: str | None = None,
    default_currency: str | None = None,
) -> ParsedPrice:
    """Read one price cell. Numbers take the column's scale (e.g. 万元); text carries its own units."""
    ctx = [(column_currency, "column"), (sheet_currency, "sheet"), (default_currency, "default")]

    def finish(lo: float, hi: float, cur: str | None, cur_from: str | None) -> ParsedPrice:
        if cur is None:
            for c, where in ctx:
                if c:
                    cur, cur_from = c, where
                    break
        note = None
        if cur == "YEN":
            hint = next((c for c, _ in ctx if c in ("CNY", "JPY")), None)
            if hint:
                cur = hint
            else:
                cur, note = "CNY", Msg("¥ read as Chinese yuan (CNY); it could be Japanese yen")
        for v in (lo, hi):
            if math.isinf(v) or v > MAX_PRICE:
                return ParsedPrice(error=Msg("is too large to be a price"))
            if v < 0:
                return ParsedPrice(error=Msg("is negative"))
            if v == 0:
                return ParsedPrice(error=Msg("is 0 (a quote needs a price, or 'price on request')"))
        if hi < lo:
            lo, hi = hi, lo
        if cur is None:
            return ParsedPrice(
                min=lo, max=hi, error=Msg("has no currency, and none is set for the sheet (pass --currency)")
            )
        return ParsedPrice(min=lo, max=hi, currency=cur, currency_from=cur_from, note=note)

    if (
        value is None
        or (isinstance(value, float) and math.isnan(value))
        or (isinstance(value, str) and not value.strip())
    ):
        return ParsedPrice(error=Msg("is empty"))
    if isinstance(value, bool):
        return ParsedPrice(error=Msg("is not a number"))
    if isinstance(value, dt.date | dt.time | dt.timedelta):
        return ParsedPrice(error=Msg("is a date, not a price"))
    if isinstance(value, int | float):
        v = float(value) * column_scale
        return finish(v, v, None, None)
    text = fold(value)
    low = text.lower()
    if not re.search(r"\d", low) and any(word in low for word in ON_REQUEST):
        return ParsedPrice(on_request=True, currency=next((c for c, _ in ctx if c), None))
    if _TEXT_NUM.match(text):  # a number stored as text, maybe '1e400'
        v = float(text) * column_scale
        return finish(v, v, None, None)
    currency, scale, rest = _units(text)
    rest = rest.replace(" ", " ").strip()
    m = _RANGE.match(rest)
    if m:
        a, a_unit, b, b_unit = m.groups()
        lo, hi = parse_number(a), parse_number(b)
        if lo is None or hi is None:
            return ParsedPrice(error=Msg("is not a number"))
        s_lo = _SCALE_OF(a_unit) or scale or (column_scale if not scale else 1.0)
        s_hi = _SCALE_OF(b_unit) or scale or (column_scale if not scale else 1.0)
        if _SCALE_OF(a_unit) is None and _SCALE_OF(b_unit) is not None and scale is None:
            s_lo = s_hi  # '10~12w': the unit after the range applies to both ends
        return finish(lo * s_lo, hi * s_hi, currency, "cell" if currency else None)
    m = _SINGLE.match(rest)
    if m:
        v = parse_number(m.group(1))
        if v is None:
            return ParsedPrice(error=Msg("is not a number"))
        extra = _SCALE_OF(m.group(2))
        if m.group(2) and extra is None:
            return ParsedPrice(error=Msg("is not a number"))
        s = extra or scale or column_scale
        return finish(v * s, v * s, currency, "cell" if currency else None)
    return ParsedPrice(error=Msg("is not a number"))


def _SCALE_OF(unit: str) -> float | None:  # noqa: N802 - reads like a table lookup
    u = (unit or "").strip().lower()
    if not u:
        return None
    for word, factor in _SCALE:
        if u == word:
            return factor
    return None


def header_units(text: str) -> tuple[str | None, float]:
    """Units a column header states: '单价(万元)' -> (CNY, 1e4); 'Price (USD)' -> (USD, 1); 'Цена, USD' -> (USD, 1)."""
    currency, scale, _ = _units(fold(text))
    if currency == "YEN":
        currency = None
    return currency, scale or 1.0


def sheet_note_units(text: str) -> tuple[str | None, float | None]:
    """Units a note above the table states: '单位：人民币元', '单位：万元', '币种: USD', 'Price List (USD)'."""
    t = fold(text)
    m = re.search(
        r"(?:单位|币种|货币|currency|валюта|цены\s+в|prices?\s+in)\s*[:：]?\s*([^\s,，;；)]+)", t, re.IGNORECASE
    )
    if m:
        cur, scale, _ = _units(m.group(1))
        return (None if cur == "YEN" else cur), scale
    m = re.search(r"\((usd|cny|rmb|eur|rub)\)", t, re.IGNORECASE)
    if m:
        cur, _, _ = _units(m.group(1))
        return cur, None
    return None, None


def show_value(value) -> str:
    """A cell value quoted for a message: 'fifteen thousand', -5, '1e400'."""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, int | float):
        return str(value)
    text = str(value)
    return repr(text if len(text) <= 40 else text[:37] + "...")


def format_plain(v: float, style: str) -> str:
    """Write a number the way a sheet might: used by tests that read formatted prices back."""
    if style == "comma":
        return f"{v:,.2f}"
    if style == "euro":
        return f"{v:,.2f}".replace(",", " ").replace(".", ",").replace(" ", ".")
    if style == "space":
        return f"{v:,.0f}".replace(",", " ")
    if style == "wan":
        return f"{v / 1e4:g}万"
    return f"{v:.2f}"
