"""What a device costs under a price basis: the sources' reference prices, the imported quote chosen by rule, or cloud rent.

One function, `price_column()`, gives every device's price (low, mid, high) in one currency with its source and
date, for the table, the chart, the side-by-side panel, the estimate panel and the report alike. A reference basis
names its markets in order ("reference:US+CN": the US price, else the China price); a price from the second market is
flagged in `PriceColumn.other_market` so every view marks it, and the order never depends on the display currency.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from gpucompare.core.catalog import Device
from gpucompare.core.money import FxTable
from gpucompare.core.offers import Offer, QuoteBook, QuoteChoice, in_tax_basis, quote_place
from gpucompare.core.source_texts import sourced
from gpucompare.core.tables import num, read_table
from gpucompare.errors import BadArgument
from gpucompare.i18n import N_, Msg, localize, plural, tr, trf

if TYPE_CHECKING:  # numpy loads where price columns are built, never for an import's reference-price check
    import numpy as np

#: markets a reference price belongs to; a pure market basis never borrows another market's price. A market no
#: basis names (UK: a government system's price) is kept as data, never shown as another market's price.
MARKETS = {"US": N_("US market"), "CN": N_("China market"), "UK": N_("UK market")}
#: the short tag a price from a basis's second market carries wherever it is shown (table, panel, CLI)
MARKET_TAGS = {"US": N_("US"), "CN": N_("CN"), "UK": N_("UK")}
#: basis -> label; the order is the order of the selector. A reference basis names its market(s): "reference:US"
#: is that market only, "reference:US+CN" is the US price and, for a device with none, its China price, marked.
BASES = {
    "reference:US+CN": N_("Reference price, US market first"),
    "reference:CN+US": N_("Reference price, China market first"),
    "hour:owned+rented": N_("Cost per device-hour, owned or rented"),
    "reference:US": N_("Reference price, US market"),
    "reference:CN": N_("Reference price, China market"),
    "quote": N_("Imported quote (chosen by rule)"),
    "cloud": N_("Cloud rent per device-hour"),
}
DEFAULT_BASIS = "reference:US+CN"
#: the price bases one device may take (core.tco.resolve_price reads them); here, so the command line's help needs
#: no cost model loaded
PRICE_SPEC_HELP = (
    "buy (reference price, US market first), reference:US+CN or reference:CN+US (that market's reference price, "
    "else the other's), reference:US or reference:CN (that market's only), buy=PRICE (per device; 250000, 25万, "
    "¥250000, 3.5万美元, 1.2亿: in --currency unless the price names its own), quote (the imported quote chosen by "
    "rule), rent (cheapest on-demand instance), rent=INSTANCE[/MODEL], MODEL (on-demand, reserved-1y, reserved-3y, "
    "spot, capacity-block: the cheapest instance under it), hourly=PRICE (per device-hour)"
)


def default_basis(language: str = "en") -> str:
    """The basis a new user starts with: their own market's reference price first (China for a Chinese UI), the
    other market's for a device with none there, marked; the selector and every price header name it."""
    return "reference:CN+US" if language.startswith("zh") else DEFAULT_BASIS


#: what an hour of one device costs: owned (its TCO per device-hour of use, from its reference purchase price, the
#: reader's market first) or, for a device with no purchase price, rented (on-demand), every rented figure marked
HOUR_BASIS = "hour:owned+rented"
HOURLY_BASES = ("cloud", HOUR_BASIS)
#: what a figure under the hour basis is (JSON "kind", the table's mark)
KINDS = {"owned": N_("owned"), "rented": N_("rented")}


def normalize_basis(basis: str) -> str:
    """A basis key as stored by older versions ('reference') or typed ('reference:cn+us') -> today's key; unknown
    keys are returned as they are (callers check them against BASES)."""
    if basis in BASES:
        return basis
    if basis == "reference" or not basis:
        return DEFAULT_BASIS
    if basis.lower() in BASES:
        return basis.lower()
    if basis.startswith("reference:") and "reference:" + basis.split(":", 1)[1].upper() in BASES:
        return "reference:" + basis.split(":", 1)[1].upper()
    return basis


def basis_markets(basis: str) -> tuple[str, ...]:
    """The markets a reference basis takes prices from, preferred first ('reference:US+CN' -> ('US', 'CN')); empty
    for the quote and cloud bases and for an unknown key."""
    b = normalize_basis(basis)
    return tuple(b.split(":", 1)[1].split("+")) if b.startswith("reference:") and b in BASES else ()


def basis_market(basis: str) -> str | None:
    """The (preferred) market of a reference basis ('reference:CN' and 'reference:CN+US' -> 'CN'), None for the
    other bases."""
    markets = basis_markets(basis)
    return markets[0] if markets else None


def is_mixed(basis: str) -> bool:
    """True for a basis that shows a second market's price where the first has none (every such price is marked)."""
    return len(basis_markets(basis)) > 1


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
    #: the FX rate the price was converted at, with the rate's date ('0.139 USD/CNY, rate of 2024'); "" when the
    #: price is in the currency it was given in
    fx_rate: str = ""
    #: under the hour basis: "owned" (a TCO per device-hour, derived) or "rented" (a rent per device-hour)
    kind: str = ""
    #: an owned figure's derivation (the purchase price, the node, the TCO values used and their sources)
    detail: dict = field(default_factory=dict)
    #: a quote's offer (card, server, rack: what it includes) and the choice that picked it, with what a reader must
    #: see beside it (expired, used, a server's share, the tax conversion)
    offer: Offer | None = None
    quote: QuoteChoice | None = None
    marks: tuple = ()
    #: a quote the import marked for review (its confidence below certainty) that nobody has checked yet: marked
    #: wherever the price or a cost computed from it is shown (CHECK_MARK, review_note)
    to_check: bool = False

    @property
    def mid(self) -> float:
        return (self.low + self.high) / 2


def price_age_limits() -> dict[str, int]:
    """The age limits of a price in months from data/price_age.csv: `aged` (marked where a cost is computed from
    it) and `stale` (marked 'old', never best, off the default chart). Checked: both present, whole months,
    0 < aged < stale."""
    limits = {r["key"]: r["months"] for r in read_table("price_age")}
    try:
        out = {k: int(limits[k]) for k in ("aged", "stale")}
    except (KeyError, ValueError) as exc:
        raise ValueError(f"data/price_age.csv needs whole months for 'aged' and 'stale': {exc}") from None
    if not 0 < out["aged"] < out["stale"]:
        raise ValueError(f"data/price_age.csv: need 0 < aged < stale, got {out}")
    return out


_AGE_LIMITS = price_age_limits()  # data/price_age.csv, read once
#: a price older than this is marked, left out of "best" and off the default chart (a filter brings it back)
STALE_MONTHS = _AGE_LIMITS["stale"]
#: a price older than this is marked "over N months old" where a cost is computed from it
AGED_MONTHS = _AGE_LIMITS["aged"]


def price_age_months(as_of: str, today: str | None = None) -> float:
    """Months between a price's date ('2023', '2024-10', '2026-11-20') and `today` (ISO); a year alone is read as
    its middle, a month as its 15th. NaN when the date cannot be read."""
    import datetime as dt

    parts = [p for p in str(as_of or "").strip()[:10].split("-") if p]
    try:
        year = int(parts[0])
        month = int(parts[1]) if len(parts) > 1 else 7
        day = int(parts[2]) if len(parts) > 2 else (15 if len(parts) > 1 else 1)
        when = dt.date(year, month, day)
        now = dt.date.fromisoformat(today) if today else dt.date.today()
    except (ValueError, IndexError):
        return math.nan
    return (now - when).days / (365.25 / 12)


def aged_date(shown: str, today: str | None = None, as_of: str | None = None) -> str:
    """A price's date as shown beside it (`shown`; `as_of` the full date when `shown` is cut to the month) with its
    age when older than AGED_MONTHS (data/price_age.csv) and not yet stale ('2025-12, 11 months old'); a stale one is marked old by its
    caller, an unreadable date is shown as it is."""
    age = price_age_months(as_of or shown, today)
    if AGED_MONTHS < age <= STALE_MONTHS:  # NaN compares false: never aged
        return trf("{date}, {months} months old", date=shown, months=int(age))
    return shown


def dated_age(shown: str, as_of: str, today: str | None = None, *, stale: bool = False) -> str:
    """A price's date (`shown`, cut to the month) with its age on `today` in whole months, in the reader's language:
    '2026-10, 1 month old', '2025-12, under a month old', '2026, about 5 months old' (a year alone is read as its
    middle, so its age is approximate and said so); a stale one '2023, old, about 41 months'. A date that cannot be
    read is shown as it is (with ', old' when stale)."""
    return localize(dated_age_msg(shown, as_of, today, stale=stale))


def dated_age_msg(shown: str, as_of: str, today: str | None = None, *, stale: bool = False) -> Msg | str:
    """`dated_age` as a Msg, put into the reader's language where it is shown (a cost's note is built before the
    report's language is known)."""
    age = price_age_months(as_of, today)
    if math.isnan(age):
        return Msg("{date}, old", date=shown) if stale else shown
    months = max(int(age), 0)
    about = "-" not in str(as_of).strip()[:10]  # a year alone: its age is a guess within the year
    if stale:
        fmt = N_("{date}, old, about {months} months") if about else N_("{date}, old, {months} months")
    elif about:
        fmt = N_("{date}, about {months} months old")
    elif months < 1:
        fmt = N_("{date}, under a month old")
    else:
        fmt = plural(months, N_("{date}, {months} month old"), N_("{date}, {months} months old"))
    return Msg(fmt, date=shown, months=months)


def price_date_age(as_of: str, today: str | None = None) -> Msg | str:
    """THE words for a price's date and age, on every face (the command line's price line, the window's cost cell,
    the report's cost cells and price rows, a cost's note): '2026-05, 6 months old', '2026, about 5 months old',
    '2023, old, about 41 months' past STALE_MONTHS (data/price_age.csv); '' for an undated price. The hardware
    table, spec panel and chart say the same through PriceColumn.date_tag."""
    as_of = str(as_of or "").strip()
    if not as_of:
        return ""
    return dated_age_msg(as_of[:7], as_of, today, stale=is_stale(as_of, today))


def join_marks(marks) -> str:
    """The marks beside a price or a figure joined in the reader's language, one separator per language: 'CN, 2023,
    old'; '中国，2023，旧' (never '中国, 2023，旧')."""
    marks = [m for m in marks if m]
    joined = marks[0] if marks else ""
    for mark in marks[1:]:
        joined = trf("{name}, {how}", name=joined, how=mark)
    return joined


def price_age_mark(as_of: str, today: str | None = None) -> Msg:
    """The short mark beside a cost computed from an aged or stale price: its date and age in the words of
    `price_date_age` ('(price of 2024-06, 29 months old)', '(price of 2023, old, about 41 months)'). One rule for
    the window, the report and the command line."""
    return Msg("(price of {dated})", dated=price_date_age(as_of, today) or as_of)


def is_stale(as_of: str, today: str | None = None) -> bool:
    age = price_age_months(as_of, today)
    return not math.isnan(age) and age > STALE_MONTHS


def is_aged(as_of: str, today: str | None = None) -> bool:
    """Older than AGED_MONTHS (data/price_age.csv): a cost computed from it says so."""
    age = price_age_months(as_of, today)
    return not math.isnan(age) and age > AGED_MONTHS


def price_age_note(as_of: str, today: str | None = None) -> Msg | str:
    """What a cost computed from a price of `as_of` must say about its age: '' for a price under AGED_MONTHS old
    (or undated), else its date and age in the words every face uses (`price_date_age`: '2024-07, 28 months old',
    '2023, old, about 41 months') and that today's price may differ."""
    age = price_age_months(as_of, today)
    if math.isnan(age) or age <= AGED_MONTHS:
        return ""
    return Msg("The price is of {dated}: today's price may differ.", dated=price_date_age(as_of, today))


#: beside a reference price whose source is a publication cited by title, with no web address in the price table
NO_LINK_NOTE = N_("Cited by title: the price table holds no web address for this source")


def _no_flags() -> np.ndarray:
    import numpy as np

    return np.zeros(0, dtype=bool)


@dataclass
class PriceColumn:
    """Prices of many devices under one basis, as arrays (NaN where none is known) plus per-device provenance.
    Under a basis with a second market, `other_market` marks the prices that come from it (never silently)."""

    basis: str
    currency: str
    low: np.ndarray
    mid: np.ndarray
    high: np.ndarray
    prices: list[Price | None]
    #: True where the price is the basis's second market's (a device with no price in the first)
    other_market: np.ndarray = field(default_factory=_no_flags)
    #: the markets a purchase price is taken from, preferred first (the basis's own, or the reader's for the hour
    #: basis)
    markets: tuple[str, ...] = ()
    #: under the hour basis, True where the figure is a rent (a device with no purchase price): always marked
    rented: np.ndarray = field(default_factory=_no_flags)
    #: True where the price is older than STALE_MONTHS: marked, never "best", off the default chart
    stale: np.ndarray = field(default_factory=_no_flags)
    today: str | None = None
    #: where a device has no price, why, when there is more to say than "none under this basis" (every quote of
    #: the device expired: pin one to use it)
    why_none: dict[int, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        import numpy as np

        if len(self.stale) != len(self.prices):
            self.stale = np.array([p is not None and is_stale(p.as_of, self.today) for p in self.prices], dtype=bool)
        if not self.markets:
            self.markets = basis_markets(self.basis)
        if len(self.other_market) != len(self.prices):
            first = self.markets[0] if len(self.markets) > 1 else None
            self.other_market = np.array(
                [first is not None and p is not None and p.kind != "rented" and p.market != first for p in self.prices],
                dtype=bool,
            )
        if len(self.rented) != len(self.prices):
            self.rented = np.array(
                [self.basis == HOUR_BASIS and p is not None and p.kind == "rented" for p in self.prices], dtype=bool
            )

    @property
    def preferred_market(self) -> str:
        return self.markets[0] if self.markets else ""

    def kind(self, i: int) -> str:
        """'owned' or 'rented' under the hour basis ('' under the others and for no price)."""
        p = self.prices[i]
        return p.kind if p is not None and self.basis == HOUR_BASIS else ""

    @property
    def hourly(self) -> bool:
        return self.basis in HOURLY_BASES

    def market(self, i: int) -> str:
        """The market device i's price comes from ('US', 'CN'; '' for a quote, a rent or no price)."""
        p = self.prices[i]
        return p.market if p is not None else ""

    def tag(self, i: int) -> str:
        """The short mark shown beside a price from the basis's second market ('CN'), in the user's language; ''
        for every other price."""
        if self.rented[i]:
            return tr(KINDS["rented"])
        return tr(MARKET_TAGS.get(self.market(i), self.market(i))) if self.other_market[i] else ""

    def check_tag(self, i: int) -> str:
        """'quote to check' beside device i's price when it is a quote the import marked for review and nobody has
        checked (CHECK_MARK), in the user's language; '' for every other price."""
        p = self.prices[i]
        return tr(CHECK_MARK) if p is not None and p.to_check else ""

    def date_tag(self, i: int) -> str:
        """The price's date and age as shown beside it wherever it is shown (table, spec panel, chart, report):
        '2026-10, 1 month old'; '2026, about 5 months old' for a year alone (read as its middle); '2023, old, about
        41 months' when older than STALE_MONTHS; '' for none."""
        p = self.prices[i]
        if p is None or not p.as_of:
            return ""
        return dated_age(str(p.as_of)[:7], p.as_of, self.today, stale=bool(self.stale[i]))

    def age_note(self, i: int) -> Msg | str:
        """What a cost computed from device i's price says about its age on `today`: 'The price is of 2025-09, over 6
        months old: today's price may differ.' between the aged and the stale limit of data/price_age.csv, '' for a
        fresher, undated or missing price and for a stale one (marked 'old' on its own)."""
        p = self.prices[i]
        if p is None or not p.as_of or self.stale[i]:
            return ""
        return price_age_note(p.as_of, self.today)

    def source_text(self, i: int) -> str:
        p = self.prices[i]
        if p is None:
            return self.why_none.get(i, "")
        text = Msg("{source} ({as_of})", source=p.source, as_of=p.as_of)
        for mark in p.marks:
            text = Msg("{text}. {mark}", text=text, mark=mark)
        if p.market and p.offer is None and "://" not in str(p.source):
            # a published price cited by title alone: the reader is told there is no link to open, never left looking
            text = Msg("{text}. {mark}", text=text, mark=Msg(NO_LINK_NOTE))
        if self.stale[i]:
            text = Msg(
                "{text}. Older than {months} months: marked, left out of 'best' and off the default chart",
                text=text,
                months=STALE_MONTHS,
            )
        elif note := self.age_note(i):  # every basis: a price per TFLOPS or a run cost is computed from it
            text = Msg("{text}. {mark}", text=text, mark=note)
        if self.rented[i]:
            return Msg("{why}. {text}", why=Msg(RENTED_NOTE), text=text)
        if self.basis == HOUR_BASIS:  # owned: derived from a purchase price (its source is part of p.source)
            text = p.source
            if self.stale[i]:  # the cost's price is old, or over the aged limit: said either way
                text = Msg(
                    "{text}. Older than {months} months: marked, left out of 'best' and off the default chart",
                    text=text,
                    months=STALE_MONTHS,
                )
            elif note := self.age_note(i):
                text = Msg("{text}. {mark}", text=text, mark=note)
        if self.other_market[i]:
            return Msg("{why}. {text}", why=other_market_note(p, self.basis, self.preferred_market), text=text)
        return text

    def rented_label(self) -> Msg | str:
        """The rented figures in two words, for a legend; '' when there are none."""
        return Msg(RENTED_LABEL) if self.rented.any() else ""

    def rented_key(self) -> Msg | str:
        """What the rented figures are, for a chart's note or a report's line: 'the on-demand cloud rent per
        device-hour of a device with no purchase price (...)'; '' when there are none."""
        return Msg(RENTED_KEY) if self.rented.any() else ""

    def other_market_label(self) -> Msg | str:
        """The marked prices in two words, for a legend: 'China market price'; '' when none is marked."""
        import numpy as np

        markets = list(dict.fromkeys(self.market(i) for i in np.flatnonzero(self.other_market)))
        labels = [Msg("{market} price", market=Msg(MARKETS.get(m, m))) for m in markets]
        return _joined(labels, "{a}; {b}") if labels else ""

    def other_market_key(self) -> Msg | str:
        """What the marked prices are, for a chart's key or a report's note: 'China market price (no US market
        price known), converted at 0.139 USD/CNY, rate of 2024'; '' when none is marked."""
        import numpy as np

        rates: dict[str, dict[str, None]] = {}
        for i in np.flatnonzero(self.other_market):
            p = self.prices[i]
            rates.setdefault(p.market, {})
            if p.fx_rate:
                rates[p.market][p.fx_rate] = None
        preferred = Msg(MARKETS.get(self.preferred_market, ""))
        parts = []
        for market, used in rates.items():
            m = Msg(MARKETS.get(market, market))
            if used:
                parts.append(
                    Msg(
                        "{market} price (no {preferred} price known), converted at {rate}",
                        market=m,
                        preferred=preferred,
                        rate=_joined(list(used), "{a} / {b}"),
                    )
                )
            else:
                parts.append(Msg("{market} price (no {preferred} price known)", market=m, preferred=preferred))
        return _joined(parts, "{a}; {b}") if parts else ""


def _joined(items: list, template: str):
    """Messages joined by a literal template ('{a}; {b}'), each still translated in the reader's language."""
    out = items[0]
    for x in items[1:]:
        out = Msg(template, a=out, b=x)
    return out


RENTED_LABEL = N_("rented (cloud, on-demand)")
RENTED_KEY = N_(
    "the on-demand cloud rent per device-hour of a device with no purchase price (sold only as a cloud service, or "
    "none known)"
)
RENTED_NOTE = N_(
    "Rented: the on-demand cloud rent per device-hour, for a device with no purchase price (sold only as a cloud "
    "service, or none known)"
)


def other_market_note(p: Price, basis: str, preferred: str = "") -> Msg:
    """Why a price under a two-market basis comes from its second market: 'China market price: no US market price
    is known for this device'."""
    preferred = preferred or basis_market(basis) or ""
    return Msg(
        "{market} price: no {preferred} price is known for this device",
        market=Msg(MARKETS.get(p.market, p.market)),
        preferred=Msg(MARKETS.get(preferred, preferred)),
    )


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


def reference_price(
    device_id: str, currency: str, fx: FxTable, market: str | tuple[str, ...] | None = None
) -> Price | None:
    """The newest reference price of a device in `market` (or the first of several markets that has one),
    converted to `currency` at the FX table's dated rate. Without a market: the default basis's markets in order.
    The market is never chosen by the display currency, so switching currency never changes a ratio between two
    prices."""
    if market is None:
        markets: tuple[str, ...] = basis_markets(DEFAULT_BASIS)
    elif isinstance(market, str):
        markets = (market,)
    else:
        markets = tuple(market)
    rows: list[dict[str, str]] = []
    for m in markets:
        rows = reference_prices(device_id, m)
        if rows:
            break
    if not rows:
        return None
    r = max(rows, key=lambda r: (r["as_of"], r.get("confidence") == "datasheet"))
    lo, hi = num(r["price_min"]), num(r["price_max"])
    conv = (fx.convert(lo, r["currency"], currency), fx.convert(hi, r["currency"], currency))
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
        fx_rate=fx_rate_text(fx, r["currency"], currency),
    )


def fx_rate_text(fx: FxTable, src: str, dst: str) -> Msg | str:
    """'0.139 USD/CNY, rate of 2024': the rate a price in `src` is shown at in `dst`, with the date of the FX table's
    rows, which travel with it for a caption to name their publishers (FxTable.rate_text; '' when none is needed)."""
    return fx.rate_text(src, dst)


#: the words the reference table uses for who sells at a price (data words a reader sees, so translated; a test
#: holds every seller of data/reference_prices.csv here, so a new row's words never print in English in Chinese)
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
    N_("NVIDIA (China, 8-GPU module, reported)"),
    N_("server dealer (China, 8-GPU server, reported)"),
    N_("retail and used (US)"),
    N_("OEM and retail (US, reported)"),
    N_("Huawei (CloudMatrix 384 system, reported)"),
    N_("market estimate (US, reported)"),
    N_("spot market (US, reported)"),
    N_("market (US), tracked listings"),
    N_("NVIDIA (MSRP)"),
    N_("Hugging Face (catalogue MSRP)"),
    N_("Chinese buyers' orders (Reuters, reported)"),
    N_("Huawei (8-NPU training server, reported)"),
    N_("Iluvatar CoreX (prospectus, average selling price)"),
    N_("MetaX (prospectus, revenue per GPU sold)"),
    N_("OEM (GB300 NVL72 rack, reported)"),
    N_("UK government (system of 5,448)"),
    N_("DOE/Argonne (Aurora, 63,744 GPUs)"),
    N_("DOE/LLNL (El Capitan, 44,544 APUs)"),
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
            "; {amount} {src} at {rate}",
            amount=_range(lo, hi),
            src=r["currency"],
            rate=fx_rate_text(fx, r["currency"], currency),
        )
    values = {
        "market": Msg(MARKETS[market]) if market in MARKETS else market,
        "source": sourced(r["source"]),
        "confidence": Msg(CONFIDENCE_LABELS[confidence]) if confidence in CONFIDENCE_LABELS else confidence,
        "conversion": conversion,
    }
    if not vendor or (vendor.startswith("market (") and vendor.endswith(")") and "," not in vendor):
        return Msg("{market}: {source} ({confidence}){conversion}", **values)
    return Msg("{market}, {vendor}: {source} ({confidence}){conversion}", vendor=Msg(vendor), **values)


#: the short mark beside a price (and a cost computed from it) from a quote the import marked for review and nobody has
#: checked: the table's cell, the comparison's price rows, the estimate's cost, the report's cost
CHECK_MARK = N_("quote to check")


def review_note(confidence) -> Msg:
    """What a price from a quote marked for review says beside it: how sure the import was, and that nobody has
    checked it ('the import was 62% sure of this quote...'); the CLI, the JSON, the window and the report say it."""
    sure = 1.0 if confidence is None else float(confidence)
    return Msg(
        "quote marked for review: the import was {pct:.0%} sure of it and nobody has checked it yet (Quotes: check "
        "it against its sheet, then mark it as checked)",
        pct=sure,
    )


def quote_price(q, currency: str, fx: FxTable, tax_basis: str = "net") -> Price | None:
    """An imported quote (a workspace row, or a QuoteChoice) as a price on `tax_basis`, converted; None when its
    currency is unknown or no quote was chosen. The offer (card, server share...) and every mark travel with it."""
    choice = q if isinstance(q, QuoteChoice) else None
    if choice is not None:
        q = choice.quote
    if q is None:
        return None
    cur = (q.get("currency") or "").upper()
    if cur not in fx.rates or q.get("price_min") is None or q.get("price_on_request"):
        return None
    kind = q.get("price_kind", "purchase")
    # a rent is taxed like a purchase (China: 6% VAT on cloud services): one tax basis for every kind of price
    taxed = in_tax_basis(q, tax_basis)
    lo_q, hi_q, notes = taxed.low, taxed.high, [taxed.note] if taxed.note else []
    lo, hi = fx.convert(lo_q, cur, currency), fx.convert(hi_q, cur, currency)
    if kind == "monthly":
        # a rent per device and month ('元/卡/月', a dedicated server's subscription): its hourly equivalent
        lo, hi = lo / HOURS_PER_MONTH, hi / HOURS_PER_MONTH
        notes.append(MONTHLY_RENT)
    where = f"{q['vendor']}, {q['file_name']} / {quote_place(q)[0]} row {q['source_row']}"
    kw = {"purchase": (lo + hi) / 2} if kind == "purchase" else {"hourly": (lo + hi) / 2}
    from gpucompare.core.offers import offer_of, quote_date

    offer = choice.offer if choice is not None and choice.offer is not None else offer_of(q)
    marks = tuple(notes)
    if choice is not None:
        marks = (*choice.marks, choice.text(), *marks)
    if kind == "purchase" and (offer.share or not offer.stated):
        marks = (*marks, Msg("offer: {offer}", offer=offer.words()))
    if q.get("rent_period") in RENT_PERIODS:
        # a rent by the day, week or month converted to a rate per hour at the import: never an on-demand hour silently
        marks = (*marks, RENT_PERIODS[q["rent_period"]])
    to_check = bool(q.get("needs_review"))
    if to_check:  # the import was not sure of it and nobody has checked it: said first, wherever the price is read
        marks = (review_note(q.get("confidence")), *marks)
    return Price(
        float(lo),
        float(hi),
        currency,
        where,
        quote_date(q),
        kw,
        fx_rate=fx_rate_text(fx, cur, currency),
        offer=offer,
        quote=choice,
        marks=marks,
        to_check=to_check,
    )


#: the hours of a month a monthly rent's hourly equivalent is over (8,760 h a year / 12)
HOURS_PER_MONTH = 8760 / 12
#: what the costing says of a monthly rent (price kind "monthly") it uses as a rate per device-hour
MONTHLY_RENT = Msg(
    "a rent per device and month, used at its hourly equivalent (/ 730 h a month): the month is paid whether the "
    "device is used or not, not an on-demand rate"
)

#: what the costing says of an hourly quote converted from a rent by a longer period (the quote's `rent_period`)
RENT_PERIODS = {
    "day": Msg("a rent per day converted to a rate per hour (/ 24 h): not an on-demand rate"),
    "week": Msg("a rent per week converted to a rate per hour (/ 168 h): not an on-demand rate"),
    "month": Msg("a rent per month converted to a rate per hour (/ 730 h): not an on-demand rate"),
    "year": Msg("a rent per year converted to a rate per hour (/ 8,760 h): not an on-demand rate"),
}


#: the imported price kinds the rent of a device is read from: on-demand rates, and monthly rents at their hourly
#: equivalent (said on the price)
RENT_KINDS = frozenset({"hourly", "monthly"})


def cloud_price(device_id: str, currency: str, fx: FxTable, hourly_quotes: list[dict] = ()) -> Price | None:
    """The cheapest current on-demand rent per device-hour: bundled instances and imported cloud rate sheets (their
    hourly rates, and monthly rents at their hourly equivalent over 730 h a month, said in the price's marks)."""
    best: Price | None = None
    flagged = [r for r in cloud_rates(device_id, "on-demand") if r.anomaly]
    for r in cloud_rates(device_id, "on-demand"):
        if r.anomaly:  # flagged by an anomaly rule (data/price_anomaly_rules.csv): shown, never the cheapest
            continue
        rate = fx.convert(r.usd_per_device_hour, "USD", currency)
        src = str(
            Msg(
                plural(
                    r.devices_per_instance,
                    N_("{provider} {instance}: ${usd:,.2f}/h for {n} device"),
                    N_("{provider} {instance}: ${usd:,.2f}/h for {n} devices"),
                ),
                provider=r.provider,
                instance=r.shown_instance,
                usd=r.usd_per_hour,
                n=r.devices_per_instance,
            )
        )
        p = Price(rate, rate, currency, src, r.as_of, {"cloud": r.instance})
        if best is None or p.mid < best.mid:
            best = p
    for q in hourly_quotes:
        if q.get("device_id") != device_id or q.get("price_kind") not in RENT_KINDS:
            continue
        p = quote_price(q, currency, fx)
        if p is not None and (best is None or p.mid < best.mid):
            best = p
    if best is not None and flagged:
        from gpucompare.core.cloud_prices import ANOMALY_WORDS

        cheaper = [r for r in flagged if fx.convert(r.usd_per_device_hour, "USD", currency) < best.mid]
        if cheaper:  # the tooltip says a lower price exists and why it is not used
            r = min(cheaper, key=lambda r: r.usd_per_device_hour)
            note = Msg(
                "{source}. A lower price is flagged and not used: {provider} {instance} at ${usd:,.2f} per "
                "device-hour is {why} ({as_of})",
                source=best.source,
                provider=r.provider,
                instance=r.shown_instance,
                usd=r.usd_per_device_hour,
                why=Msg(ANOMALY_WORDS.get(r.anomaly, r.anomaly)),
                as_of=r.as_of,
            )
            best = replace(best, source=note)
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
    #: an anomaly rule's key (data/price_anomaly_rules.csv) when the price is flagged: never used as "cheapest"
    anomaly: str = ""
    #: the price as the provider lists it (e.g. 5.15 CNY per card-hour), when that is not USD per instance-hour
    list_price: str = ""
    list_currency: str = ""
    list_unit: str = ""

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

    @property
    def shown_instance(self) -> str:
        """The instance's name as a reader sees it: a trailing gloss the price table adds to a name of its own ('RTX
        4090 (per card)', 'TPU v5p (per chip)') is a Msg, so that a Chinese page reads 'RTX 4090（按卡）'; the stored
        name stays the key a user types and a saved setting holds."""
        return shown_instance(self.instance)

    def label(self) -> str:
        return trf(
            N_("{name}, {how}"),
            name=f"{self.provider} {localize(self.shown_instance)}",
            how=tr(PURCHASE_MODELS.get(self.purchase_model, self.purchase_model)),
        )


#: glosses the price table writes after an instance name (data/cloud_instances.csv), each translated on display
INSTANCE_GLOSSES = (N_("per card"), N_("per chip"), N_("marketplace median"))


def shown_instance(name: str) -> str:
    """'RTX 4090 (per card)' -> Msg('{name} ({gloss})') that localize() gives as 'RTX 4090（按卡）'; a name without a
    known gloss as it is."""
    head, sep, tail = name.rpartition(" (")
    if sep and tail.endswith(")") and tail[:-1] in INSTANCE_GLOSSES:
        return Msg("{name} ({gloss})", name=head, gloss=Msg(tail[:-1]))
    return name


def all_cloud_rates() -> tuple[CloudRate, ...]:
    """Every cloud price in use, current and superseded (a superseded price still proves a dated claim): the
    bundled table with the workspace's last `prices update` on top (core.cloud_prices.cloud_rows)."""
    from gpucompare.core.cloud_prices import cloud_rows, rows_stamp

    stamp = rows_stamp()
    if _RATES and _RATES[0] == stamp:
        return _RATES[1]
    out = []
    for r in cloud_rows():
        out.append(
            CloudRate(
                provider=r["provider"],
                instance=r["instance"],
                device_id=r["device_id"],
                accelerator=r["accelerator"],
                devices_per_instance=int(float(r["devices_per_instance"])),
                purchase_model=r["purchase_model"],
                usd_per_hour=float(r["usd_per_hour"]),
                as_of=r["as_of"],
                current=r["current"] == "yes",
                confidence=r["confidence"],
                region=r["region"],
                source=r["source"],
                notes=r["notes"],
                anomaly=r.get("anomaly", ""),
                list_price=r.get("list_price", ""),
                list_currency=r.get("list_currency", ""),
                list_unit=r.get("list_unit", ""),
            )
        )
    _RATES[:] = [stamp, tuple(out)]
    return _RATES[1]


_RATES: list = []


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
    """An instance's price under a purchase model: the current one (else its newest, dated), or the newest on or
    before `as_of` (YYYY-MM)."""
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
        # a named instance no longer current keeps its last known price, dated (CloudRate.current says so), so an
        # old claim or quote on it can still be costed and its age shown
        rows = [r for r in rows if r.current] or rows
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
    rows = [r for r in cloud_rates(device_id, purchase_model) if not r.anomaly]  # a flagged price is never cheapest
    return min(rows, key=lambda r: r.usd_per_device_hour) if rows else None


def on_demand_rates(known: set[str] | None = None) -> list[CloudRate]:
    """Current on-demand prices (of the devices in `known` when given), as `gpucompare instances` lists them."""
    return [r for r in cloud_rates(purchase_model="on-demand") if known is None or r.device_id in known]


def price_column(
    devices: list[Device],
    basis: str,
    currency: str,
    fx: FxTable,
    *,
    quotes: QuoteBook | dict | None = None,
    hourly_quotes: list[dict] = (),
    today: str | None = None,
) -> PriceColumn:
    """Every device's price under `basis` in `currency`. `quotes` is the workspace's QuoteBook (the chosen quote of
    each device, the hourly quotes, the tax basis), or a dict of device id -> quote row. Prices older than STALE_MONTHS on `today` are
    marked. The hour basis (a cost of ownership) is core.tco.price_column's, which calls this for the others."""
    basis = normalize_basis(basis)
    if basis not in BASES:
        raise ValueError(f"unknown price basis {basis!r}")
    book = QuoteBook.coerce(quotes, hourly_quotes)
    hourly_quotes = book.hourly or list(hourly_quotes or [])
    if basis == HOUR_BASIS:  # an owned device's figure is a cost of ownership: core.tco, which sits above this module
        raise ValueError("the hour basis is costed by core.tco.price_column")
    markets = basis_markets(basis)
    prices: list[Price | None] = []
    why: dict[int, str] = {}
    for i, d in enumerate(devices):
        if markets:
            p = reference_price(d.id, currency, fx, markets)
        elif basis == "quote":
            c = book.choice(d.id)
            p = quote_price(c, currency, fx, book.tax_basis) if c is not None else None
            if p is None and c is not None and c.quote is None:  # every quote set aside: say why, and what to do
                why[i] = Msg("No quote prices this device: {why}", why=c.why)
        else:
            p = cloud_price(d.id, currency, fx, hourly_quotes)
        prices.append(p)
    import numpy as np

    low = np.array([p.low if p else math.nan for p in prices], dtype=float)
    high = np.array([p.high if p else math.nan for p in prices], dtype=float)
    return PriceColumn(basis, currency, low, (low + high) / 2, high, prices, today=today, why_none=why)


def _range(lo: float, hi: float) -> str:
    return f"{lo:,.0f}" if lo == hi else f"{lo:,.0f}-{hi:,.0f}"
