"""What a device costs under a price basis: the sources' reference prices, the latest imported quote, or cloud rent.

One function, `price_column()`, gives every device's price (low, mid, high) in one currency with its source and
date, for the table, the chart, the side-by-side panel, the estimate panel and the report alike.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache

import numpy as np

from gpucompare.core.catalog import Device
from gpucompare.core.money import FxTable
from gpucompare.core.tables import num, read_table
from gpucompare.errors import BadArgument
from gpucompare.i18n import N_, Msg, tr

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
    market: str = ""  # a reference price's market (a MARKETS key)

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
        return "" if p is None else Msg("{source} ({as_of})", source=p.source, as_of=p.as_of)


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
    source = reference_source(r, currency, fx)
    mid_given = (lo + hi) / 2
    return Price(
        float(conv[0]),
        float(conv[1]),
        currency,
        source,
        r["as_of"],
        {"purchase": fx.convert(mid_given, r["currency"], currency)},
        market=r.get("market", ""),
    )


#: the words the reference table uses for who sells at a price (data words a reader sees, so translated)
SELLER_WORDS = (
    N_("distributors (China)"),
    N_("retail (China)"),
    N_("retail (US)"),
    N_("launch or list price (Epoch AI)"),
    N_("NVIDIA (China MSRP)"),
    N_("Intel (list, kit of 8)"),
    N_("AMD (list)"),
    N_("NVIDIA (CEO interview)"),
    N_("analyst estimate (HSBC)"),
    N_("OEM (reported)"),
    N_("market (US), rack of 72"),
    N_("NVIDIA (China, reported)"),
    N_("NVIDIA (list, DGX-2 of 16)"),
    N_("NVIDIA (list, DGX Station of 4)"),
    N_("Huawei (order value, reported)"),
    N_("Huawei (industry channel check, reported)"),
)


def reference_source(r: dict[str, str], currency: str, fx: FxTable) -> Msg:
    """Where a reference price comes from, in the reader's language: its market, who sells at it (left out when it
    only repeats the market, as 'market (US)' does), the source, how sure it is, and the conversion when there is one.
    A Msg, so a report in another language than the window's reads it in its own."""
    from gpucompare.core.fields import CONFIDENCE_LABELS

    market = r.get("market", "")
    vendor = r.get("vendor", "")
    confidence = r.get("confidence") or "reported"
    conversion = ""
    if r["currency"] != currency:
        lo, hi = num(r["price_min"]), num(r["price_max"])
        conversion = Msg(
            "; {amount} {src} at {rate:g} {dst}/{src}",
            amount=_range(lo, hi),
            src=r["currency"],
            dst=currency,
            rate=fx.convert(1.0, r["currency"], currency),
        )
    values = {
        "market": Msg(MARKETS[market]) if market in MARKETS else market,
        "source": r["source"],
        "confidence": Msg(CONFIDENCE_LABELS[confidence]) if confidence in CONFIDENCE_LABELS else confidence,
        "conversion": conversion,
    }
    if not vendor or (vendor.startswith("market (") and vendor.endswith(")") and "," not in vendor):
        return Msg("{market}: {source} ({confidence}){conversion}", **values)
    return Msg("{market}, {vendor}: {source} ({confidence}){conversion}", vendor=Msg(vendor), **values)


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
    """The cheapest current on-demand rent per device-hour: bundled instances and imported cloud rate sheets."""
    best: Price | None = None
    for r in cloud_rates(device_id, "on-demand"):
        rate = fx.convert(r.usd_per_device_hour, "USD", currency)
        src = str(
            Msg(
                "{provider} {instance}: ${usd:,.2f}/h for {n} devices",
                provider=r.provider,
                instance=r.instance,
                usd=r.usd_per_hour,
                n=r.devices_per_instance,
            )
        )
        p = Price(rate, rate, currency, src, r.as_of, {"cloud": r.instance})
        if best is None or p.mid < best.mid:
            best = p
    for q in hourly_quotes:
        if q.get("device_id") != device_id or q.get("price_kind") != "hourly":
            continue
        p = quote_price(q, currency, fx)
        if p is not None and (best is None or p.mid < best.mid):
            best = p
    return best


# cloud rent: instances, purchase models, dated prices -------------------------------------------------------
#: purchase model -> label; "committed" models bill every hour of their term whether it is used or not
PURCHASE_MODELS = {
    "on-demand": N_("on-demand"),
    "reserved-1y": N_("1-year reserved"),
    "reserved-3y": N_("3-year reserved"),
    "spot": N_("spot"),
    "capacity-block": N_("capacity block"),
}
COMMITTED_YEARS = {"reserved-1y": 1.0, "reserved-3y": 3.0}


@dataclass(frozen=True)
class CloudRate:
    """One dated price of a cloud instance under one purchase model, in USD per instance-hour, with its source."""

    provider: str
    instance: str
    device_id: str
    accelerator: str
    devices_per_instance: int
    purchase_model: str
    usd_per_hour: float
    as_of: str  # YYYY-MM
    current: bool
    confidence: str
    region: str
    source: str
    notes: str

    @property
    def usd_per_device_hour(self) -> float:
        return self.usd_per_hour / self.devices_per_instance

    @property
    def committed_years(self) -> float:
        """Years a reservation binds (billed every hour), 0 when only the hours used are billed."""
        return COMMITTED_YEARS.get(self.purchase_model, 0.0)

    @property
    def market(self) -> str:
        return f"{self.provider} {self.region}".strip()

    def label(self) -> str:
        return f"{self.provider} {self.instance}, {tr(PURCHASE_MODELS.get(self.purchase_model, self.purchase_model))}"


@lru_cache(maxsize=1)
def all_cloud_rates() -> tuple[CloudRate, ...]:
    """Every bundled cloud price, current and superseded (a superseded price still proves a dated claim)."""
    out = []
    for r in read_table("cloud_instances"):
        out.append(
            CloudRate(
                provider=r["provider"],
                instance=r["instance"],
                device_id=r["device_id"],
                accelerator=r["accelerator"],
                devices_per_instance=int(r["devices_per_instance"]),
                purchase_model=r["purchase_model"],
                usd_per_hour=float(r["usd_per_hour"]),
                as_of=r["as_of"],
                current=r["current"] == "yes",
                confidence=r["confidence"],
                region=r["region"],
                source=r["source"],
                notes=r["notes"],
            )
        )
    return tuple(out)


def cloud_rates(device_id: str | None = None, purchase_model: str | None = None) -> list[CloudRate]:
    """Current prices, optionally of one device and one purchase model."""
    return [
        r
        for r in all_cloud_rates()
        if r.current
        and (device_id is None or r.device_id == device_id)
        and (purchase_model is None or r.purchase_model == purchase_model)
    ]


def purchase_model_key(text: str) -> str:
    """'reserved-1y', '1y', 'Reserved 1 year', 'spot', 'capacity block', 'on demand' -> the model's key."""
    t = "".join(ch for ch in (text or "").lower() if ch.isalnum())
    aliases = {
        "ondemand": "on-demand",
        "od": "on-demand",
        "reserved1y": "reserved-1y",
        "reserved1year": "reserved-1y",
        "1y": "reserved-1y",
        "1year": "reserved-1y",
        "1yearreserved": "reserved-1y",
        "reserved3y": "reserved-3y",
        "reserved3year": "reserved-3y",
        "3y": "reserved-3y",
        "3year": "reserved-3y",
        "3yearreserved": "reserved-3y",
        "spot": "spot",
        "preemptible": "spot",
        "capacityblock": "capacity-block",
        "capacityblocks": "capacity-block",
        "cb": "capacity-block",
    }
    if t not in aliases:
        raise BadArgument(f"unknown purchase model {text!r}; known: {', '.join(PURCHASE_MODELS)}")
    return aliases[t]


def find_cloud_rate(instance: str, purchase_model: str = "on-demand", as_of: str | None = None) -> CloudRate:
    """An instance's price under a purchase model: the current one, or the newest on or before `as_of` (YYYY-MM)."""
    from gpucompare.core.catalog import normalize

    key, model = normalize(instance), purchase_model_key(purchase_model)
    named = [
        r for r in all_cloud_rates() if normalize(r.instance) == key or normalize(f"{r.provider} {r.instance}") == key
    ]
    if not named:
        known = ", ".join(dict.fromkeys(r.instance for r in cloud_rates()))
        raise BadArgument(f"unknown cloud instance {instance!r}; known: {known}")
    rows = [r for r in named if r.purchase_model == model]
    if as_of is None:
        rows = [r for r in rows if r.current]
    else:
        rows = [r for r in rows if r.as_of <= as_of]
    if not rows:
        have = ", ".join(dict.fromkeys(r.purchase_model for r in named if r.current))
        raise BadArgument(
            f"no {model} price for {named[0].instance} in the catalog (it has: {have}); "
            f"give the price you were quoted: {named[0].instance}:{model}=PRICE (per instance-hour)"
        )
    return max(rows, key=lambda r: r.as_of)


def is_cloud_instance(name: str) -> bool:
    from gpucompare.core.catalog import normalize

    key = normalize(name)
    return any(
        normalize(r.instance) == key or normalize(f"{r.provider} {r.instance}") == key for r in all_cloud_rates()
    )


def cheapest_cloud_rate(device_id: str, purchase_model: str = "on-demand") -> CloudRate | None:
    rows = cloud_rates(device_id, purchase_model)
    return min(rows, key=lambda r: r.usd_per_device_hour) if rows else None


def on_demand_rows() -> tuple[dict[str, str], ...]:
    """The current on-demand rows as the estimator's older interface reads them (dicts of strings)."""
    return tuple(
        r for r in read_table("cloud_instances") if r["purchase_model"] == "on-demand" and r["current"] == "yes"
    )


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
