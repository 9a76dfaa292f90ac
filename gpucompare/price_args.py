"""Prices typed on the command line, in the API or in a dialog, read by the same parser as the price sheets
(gpucompare.sheets.prices): 'buy=25万', 'buy=1.2亿', 'buy=¥250,000', 'buy=3.5万美元', 'hourly=12.5', a range
'buy=2.5万-3万'. The price is rewritten in the canonical words core.tco.resolve_price reads ('buy=250000 CNY').

Here, above the core, because the core never imports the sheet reader; the one parser serves both.
"""

from __future__ import annotations

import math

from gpucompare.errors import BadArgument
from gpucompare.i18n import Msg

#: the bases whose argument is a price (rent=INSTANCE names an instance)
PRICED = ("buy", "purchase", "reference", "hourly")


def read_price(text: str, currency: str, what: str = "buy") -> tuple[float, float, str]:
    """(low, high, currency) of a typed price; a price naming no currency is in `currency`, one in 万 or 亿 naming
    none is in yuan (as sheets are written). One clear sentence when it is not a price."""
    from gpucompare.sheets.prices import parse_price

    got = parse_price(text.strip())
    unnamed = got.currency is None and not math.isnan(got.min)  # a number alone: in the currency in use
    if (not got.ok and not unnamed) or got.on_request or math.isnan(got.min):
        why = got.error or "is not a number"
        raise BadArgument(
            Msg(
                "{what}={text} {why}; write e.g. {what}=250000, {what}=25万 or {what}=¥250,000",
                what=what,
                text=text,
                why=why,
            )
        )
    # a number alone is in the currency in use; one in 万 or 亿 naming none is in yuan, as the sheet parser reads it
    cur = (currency or "USD").upper() if unnamed else got.currency.upper()
    if cur == "YEN":
        cur = "CNY"
    if got.min <= 0:
        raise BadArgument(Msg("{what}= needs a positive price (got {text!r})", what=what, text=text))
    return float(got.min), float(got.max), cur


def canonical_spec(spec: str, currency: str) -> str:
    """A NAME:BASIS basis with its price rewritten for core.tco.resolve_price: 'buy=25万' -> 'buy=250000.0 CNY',
    'hourly=12.5' -> 'hourly=12.5 USD'; any other basis unchanged."""
    head, eq, arg = (spec or "").partition("=")
    if not eq or head.strip().lower() not in PRICED or not arg.strip():
        return spec
    low, high, cur = read_price(arg, currency, head.strip().lower())
    amount = f"{low!r}" if low == high else f"{low!r}-{high!r}"
    return f"{head.strip()}={amount} {cur}"
