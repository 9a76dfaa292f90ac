"""What a device costs under a price basis: the sources' reference prices, the latest imported quote, or cloud rent.

One function, `price_column()`, gives every device's price (low, mid, high) in one currency with its source and
date, for the table, the chart, the side-by-side panel, the estimate panel and the report alike.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from gpucompare.core.catalog import Device
from gpucompare.core.money import FxTable
from gpucompare.core.tables import num, read_table
from gpucompare.i18n import N_, Msg

#: markets a reference price belongs to; a price from one market never stands in for another's
MARKETS = {"US": N_("US market"), "CN": N_("China market")}
#: basis -> label; the order is the order of the selector. A reference basis names its market.
BASES = {
    "reference:US": N_("Reference price, US market"),
    "reference:CN": N_("Reference price, China market"),
    "quote": N_("Latest imported quote"),
    "cloud": N_("Cloud rent per device-hour"),
}
DEFAULT_BASIS = "reference:US"


def default_basis(language: str = "en") -> str:
    """The basis a new user starts with: the reference price of their market (China for a Chinese UI); the
    selector and every price header name it, so it is never implied."""
    return "reference:CN" if language.startswith("zh") else DEFAULT_BASIS


HOURLY_BASES = ("cloud",)


def normalize_basis(basis: str) -> str:
    """A basis key as stored by older versions ('reference') -> today's key; unknown keys -> the default."""
    if basis in BASES:
        return basis
    if basis == "reference" or not basis:
        return DEFAULT_BASIS
    if basis.startswith("reference:") and basis.split(":", 1)[1].upper() in MARKETS:
        return "reference:" + basis.split(":", 1)[1].upper()
    return basis


def basis_market(basis: str) -> str | None:
    """The market of a reference basis ('reference:CN' -> 'CN'), None for the other bases."""
    b = normalize_basis(basis)
    return b.split(":", 1)[1] if b.startswith("reference:") else None


def basis_title(basis: str) -> str:
    """The basis as the selector and headers show it, in the user's language."""
    from gpucompare.i18n import tr

    return tr(BASES.get(normalize_basis(basis), basis))


@dataclass(frozen=True)
class Price:
    """One device's price: a range in `currency`, where it came from, and how the app could use it in an estimate."""

    low: float
    high: float
    currency: str
    source: str
    as_of: str
    #: estimate() keyword for this price: {"purchase": x} or {"cloud": instance} or {"hourly": x}, in `currency`
    estimate_kwargs: dict = field(default_factory=dict)

    @property
    def mid(self) -> float:
        return (self.low + self.high) / 2


@dataclass
class PriceColumn:
    """Prices of many devices under one basis, as arrays (NaN where none is known) plus per-device provenance."""

    basis: str
    currency: str
    low: np.ndarray
    mid: np.ndarray
    high: np.ndarray
    prices: list[Price | None]

    @property
    def hourly(self) -> bool:
        return self.basis in HOURLY_BASES

    def source_text(self, i: int) -> str:
        p = self.prices[i]
        return "" if p is None else f"{p.source} ({p.as_of})"


def reference_prices(device_id: str, market: str | None = None) -> list[dict[str, str]]:
    """The reference price rows of a device (of one market when given)."""
    return [r for r in _reference_by_device().get(device_id, ()) if market is None or r.get("market", "") == market]


def _reference_by_device() -> dict[str, list[dict[str, str]]]:
    global _REF
    if _REF is None:
        _REF = {}
        for r in read_table("reference_prices"):
            _REF.setdefault(r["device_id"], []).append(r)
    return _REF


_REF: dict[str, list[dict[str, str]]] | None = None


def reference_price(device_id: str, currency: str, fx: FxTable, market: str | None = None) -> Price | None:
    """The newest reference price of a device in `market`, converted to `currency`. Without a market: the default
    basis's market first, then the others in a fixed order; never chosen by the display currency, so switching
    currency never changes a ratio between two prices."""
    markets = (
        [market] if market else [basis_market(DEFAULT_BASIS), *[m for m in MARKETS if m != basis_market(DEFAULT_BASIS)]]
    )
    rows: list[dict[str, str]] = []
    for m in markets:
        rows = reference_prices(device_id, m)
        if rows:
            break
    if not rows:
        return None
    r = max(rows, key=lambda r: (r["as_of"], r.get("confidence") == "datasheet"))
    lo, hi = num(r["price_min"]), num(r["price_max"])
    conv = fx.convert(np.array([lo, hi]), r["currency"], currency)
    market_name = MARKETS.get(r.get("market", ""), r.get("market", ""))
    source = f"{market_name}, {r['vendor']}: {r['source']} ({r.get('confidence', 'reported')})"
    if r["currency"] != currency:
        source += str(
            Msg(
                "; {amount} {src} at {rate:g} {dst}/{src}",
                amount=_range(lo, hi),
                src=r["currency"],
                dst=currency,
                rate=fx.convert(1.0, r["currency"], currency),
            )
        )
    mid_given = (lo + hi) / 2
    return Price(
        float(conv[0]),
        float(conv[1]),
        currency,
        source,
        r["as_of"],
        {"purchase": fx.convert(mid_given, r["currency"], currency)},
    )


def quote_price(q: dict, currency: str, fx: FxTable) -> Price | None:
    """An imported quote (a workspace row) as a price, converted; None when its currency is unknown."""
    cur = (q.get("currency") or "").upper()
    if cur not in fx.rates or q.get("price_min") is None or q.get("price_on_request"):
        return None
    lo, hi = fx.convert(float(q["price_min"]), cur, currency), fx.convert(float(q["price_max"]), cur, currency)
    where = f"{q['vendor']}, {q['file_name']} / {q['sheet']} row {q['source_row']}"
    kind = q.get("price_kind", "purchase")
    kw = {"purchase": (lo + hi) / 2} if kind == "purchase" else {"hourly": (lo + hi) / 2}
    return Price(lo, hi, currency, where, q["as_of"], kw)


def cloud_price(device_id: str, currency: str, fx: FxTable, hourly_quotes: list[dict] = ()) -> Price | None:
    """The cheapest on-demand rent per device-hour: bundled instances and imported cloud rate sheets."""
    from gpucompare.core.estimate import cloud_instances, instance_usd_per_device_hour

    best: Price | None = None
    for r in cloud_instances():
        if r["device_id"] != device_id:
            continue
        usd = instance_usd_per_device_hour(r)
        rate = fx.convert(usd, "USD", currency)
        src = str(
            Msg(
                "{provider} {instance}: ${usd:,.2f}/h for {n} devices",
                provider=r["provider"],
                instance=r["instance"],
                usd=float(r["usd_per_hour"]),
                n=r["devices_per_instance"],
            )
        )
        p = Price(rate, rate, currency, src, r["price_as_of"].split(" (")[0], {"cloud": r["instance"]})
        if best is None or p.mid < best.mid:
            best = p
    for q in hourly_quotes:
        if q.get("device_id") != device_id or q.get("price_kind") != "hourly":
            continue
        p = quote_price(q, currency, fx)
        if p is not None and (best is None or p.mid < best.mid):
            best = p
    return best


def price_column(
    devices: list[Device],
    basis: str,
    currency: str,
    fx: FxTable,
    *,
    quotes: dict[str, dict] | None = None,
    hourly_quotes: list[dict] = (),
) -> PriceColumn:
    """Every device's price under `basis` in `currency`. `quotes` maps device id -> latest purchase quote."""
    basis = normalize_basis(basis)
    if basis not in BASES:
        raise ValueError(f"unknown price basis {basis!r}")
    market = basis_market(basis)
    prices: list[Price | None] = []
    for d in devices:
        if market:
            p = reference_price(d.id, currency, fx, market)
        elif basis == "quote":
            q = (quotes or {}).get(d.id)
            p = quote_price(q, currency, fx) if q else None
        else:
            p = cloud_price(d.id, currency, fx, hourly_quotes)
        prices.append(p)
    low = np.array([p.low if p else math.nan for p in prices], dtype=float)
    high = np.array([p.high if p else math.nan for p in prices], dtype=float)
    return PriceColumn(basis, currency, low, (low + high) / 2, high, prices)


def _range(lo: float, hi: float) -> str:
    return f"{lo:,.0f}" if lo == hi else f"{lo:,.0f}-{hi:,.0f}"


def estimate_price_kwargs(
    device_id: str,
    basis: str,
    currency: str,
    fx: FxTable,
    *,
    quotes: dict[str, dict] | None = None,
    hourly_quotes: list[dict] = (),
    price: float = 0.0,
) -> dict:
    """The price argument of `core.estimate.estimate()` for a device under a basis ({} when there is none);
    `price` (in `currency`) is the user's own for the "hourly" and "purchase" bases."""
    if basis in ("hourly", "purchase"):
        return {basis: price} if price > 0 else {}
    basis = normalize_basis(basis)
    if basis == "cloud":
        p = cloud_price(device_id, currency, fx, hourly_quotes)
    elif basis_market(basis):
        p = reference_price(device_id, currency, fx, basis_market(basis))
    else:
        q = (quotes or {}).get(device_id)
        p = quote_price(q, currency, fx) if q else None
    if p is None:
        return {}
    kw = dict(p.estimate_kwargs)
    if "cloud" not in kw:  # a bought or rented price from a quote or the reference prices: say which
        kw["price_source"] = f"{p.source}, {p.as_of}"
    return kw
