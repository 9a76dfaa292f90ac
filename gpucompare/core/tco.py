"""What owning or renting a training cluster costs: the one total cost of ownership every face uses, the rent, and the
figures a purchase meeting reads (capital outlay line by line, the run's cost and its band, the monthly cost,
break-even, cost per million tokens).

Owned: what the offer holds (bare cards, or servers/racks as quoted) + only what it lacks: a server per node when the
offer is a card, scale-out switches and optics when the offer does not include them = the capital outlay, on the
comparison's tax basis (net of VAT or VAT included). It is recovered over the depreciation period as an annuity at the
cost of capital, net of the residual value; the facility (a colocation rate per kW of IT load), energy (IT kW x PUE x
tariff, for the hours used) and operations come on top. A run's cost is its share of that TCO: the hours it takes, at
the TCO per hour of use. Rented: an instance under a purchase model at its dated price.

Break-even compares options doing the same work within the owned cluster's life: the owned cluster works at most the
stated utilization of the 730 hours of a month; the rental is billed its own device-hours for the same work, at a rent
that follows the yearly trend of a published rental price index; owning costs its capital outlay at once, interest on
it and its running costs each month, and gets its residual value back at the end of its life. When renting stays
cheaper for the whole life, break-even is "never within its life".

The model consumes plain values of an estimate (devices, wall days and their band, the device's TDP, tokens), whatever
estimator made them. Money is computed in USD and converted once, for display.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from functools import lru_cache

from gpucompare.core.money import FxTable, format_exact, format_money, format_money_range, money_scale
from gpucompare.core.offers import INCLUDES, OFFER_KINDS, TAX_BASES, Offer, QuoteBook
from gpucompare.core.pricing import MARKETS, PRICE_SPEC_HELP, CloudRate, Price, price_date_age
from gpucompare.core.source_texts import sourced
from gpucompare.core.tables import read_table
from gpucompare.errors import BadArgument, UserError
from gpucompare.i18n import N_, Msg, is_chinese, localize, plural, tr, trf

HOURS_PER_MONTH = 8760 / 12
SITES = {"us": N_("United States"), "china": N_("China")}
FABRICS = {"infiniband": N_("InfiniBand"), "roce": N_("RoCE"), "ethernet": N_("Ethernet")}
#: the settings a user edits (Preferences, `--tco KEY=VALUE`), with their kinds
KEYS = {
    "site": "choice",
    "system": "choice",
    "fabric": "choice",
    "tax_basis": "choice",
    "years": "number",
    "residual_fraction": "fraction",
    "cost_of_capital": "fraction",
    "electricity_per_kwh": "number",
    "pue": "number",
    "facility_per_kw_month": "number",
    "utilization": "fraction",
    "operations_fraction_per_year": "fraction",
    "rent_trend": "change",
}
#: bounds beyond any real site (and short of overflow): years of depreciation, PUE, a kWh in the site's currency
#: (up to a JPY or KRW tariff), facility USD per kW-month, the yearly change of rent
SANE_RANGE = {
    "years": (0.25, 50.0),
    "pue": (1.0, 5.0),
    "electricity_per_kwh": (0.0, 1000.0),
    "facility_per_kw_month": (0.0, 10000.0),
    "rent_trend": (-0.9, 1.0),
    # the same as Preferences: a utilization is at least 1% (a run at 1e-300 of its time never ends)
    "utilization": (0.01, 1.0),
}
#: a setting is 0 or at least this (as a sheet's price: 5e-324 is not a price, nor a rate, nor a share)
SMALLEST_SETTING = 1e-6
#: how sure a figure is, in words
CONFIDENCE = {
    "published": N_("published"),
    "reported": N_("reported"),
    "derived": N_("derived"),
    "assumption": N_("assumption"),
    "unverified": N_("unverified"),
    "your quote": N_("your quote"),
}
_MODEL_NOTES = {
    "spot": N_("Spot capacity can be reclaimed at any time and its price moves by the hour: checkpoint often."),
    "capacity-block": N_("A capacity block reserves the instances for a chosen window, paid up front."),
}


# sourced defaults ------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Default:
    key: str
    site: str
    value: float
    unit: str
    as_of: str
    confidence: str
    source: str
    notes: str
    #: the range the sensitivity view moves the value over (NaN: not varied)
    low: float = math.nan
    high: float = math.nan

    def citation(self) -> Msg:
        """'SOURCE (published, 2025-02)', how sure it is in the reader's language."""
        sure = Msg(CONFIDENCE[self.confidence]) if self.confidence in CONFIDENCE else self.confidence
        if self.as_of:
            return Msg("{source} ({confidence}, {as_of})", source=self.source, confidence=sure, as_of=self.as_of)
        return Msg("{source} ({confidence})", source=self.source, confidence=sure)


def _num(text: str) -> float:
    return float(text) if text and text.strip() else math.nan


@lru_cache(maxsize=1)
def tco_defaults() -> dict[tuple[str, str], Default]:
    out = {
        (r["key"], r["site"]): Default(
            r["key"],
            r["site"],
            float(r["value"]),
            r["unit"],
            r["as_of"],
            r["confidence"],
            sourced(r["source"]),  # in the reader's language where data/source_texts_zh.csv renders it
            r["notes"],
            _num(r.get("low", "")),
            _num(r.get("high", "")),
        )
        for r in read_table("tco_defaults")
    }
    out[("rent_trend", "")] = rent_trend_default()
    return out


def default_for(key: str, site: str = "us") -> Default:
    table = tco_defaults()
    return table.get((key, site)) or table[(key, "")]


# the rent trend, from a published rental price index ------------------------------------------------------------
#: the t quantile of a two-sided 90% interval for 1-10 degrees of freedom (the index has a handful of points)
_T90 = (6.314, 2.920, 2.353, 2.132, 2.015, 1.943, 1.895, 1.860, 1.833, 1.812)


def _months(as_of: str) -> float:
    parts = [int(p) for p in as_of.split("-")[:2] if p.isdigit()]
    return parts[0] * 12 + (parts[1] - 1 if len(parts) > 1 else 6)


def rent_trend_default() -> Default:
    """The yearly change of rent: a log-linear fit to the rental price index's points (data/rent_index.csv), with the
    fit's 90% interval as the sensitivity range. Derived, and said to be so."""
    rows = read_table("rent_index")
    series = rows[0]["series"] if rows else ""
    pts = [(_months(r["as_of"]), math.log(float(r["usd_per_device_hour"]))) for r in rows if r["series"] == series]
    n = len(pts)
    mt = sum(t for t, _ in pts) / n
    mp = sum(p for _, p in pts) / n
    sxx = sum((t - mt) ** 2 for t, _ in pts)
    slope = sum((t - mt) * (p - mp) for t, p in pts) / sxx  # per month
    resid = sum((p - (mp + slope * (t - mt))) ** 2 for t, p in pts)
    se = math.sqrt(resid / (n - 2) / sxx) if n > 2 else 0.0
    t90 = _T90[min(n - 2, len(_T90)) - 1] if n > 2 else 0.0
    yearly = math.expm1(12 * slope)
    low, high = math.expm1(12 * (slope - t90 * se)), math.expm1(12 * (slope + t90 * se))
    first, last = min(rows, key=lambda r: r["as_of"]), max(rows, key=lambda r: r["as_of"])
    cited = "; ".join(dict.fromkeys(r["source"].rsplit("; ", 1)[-1] for r in rows if r["series"] == series))
    source = Msg(
        "Fitted to {n} points of the {series} index, {first} to {last} ({p0:.2f} to {p1:.2f} USD per hour): "
        "{yearly:+.0%} a year, 90% interval {low:+.0%} to {high:+.0%}; {cited}",
        n=n,
        series=series,
        first=first["as_of"],
        last=last["as_of"],
        p0=float(first["usd_per_device_hour"]),
        p1=float(last["usd_per_device_hour"]),
        yearly=yearly,
        low=low,
        high=high,
        cited=cited,
    )
    return Default(
        "rent_trend",
        "",
        yearly,
        "per year",
        last["as_of"],
        "derived",
        source,
        "How rent for the same device changes each year over the owned cluster's life (negative: it falls).",
        low,
        high,
    )


#: the systems' names as shown (translated); the table's own name is the fallback
SYSTEM_LABELS = {
    "hgx8": N_("8-GPU HGX / OAM server"),
    "pcie8": N_("8-GPU PCIe server"),
    "gb200-nvl72": N_("GB200 NVL72 rack"),
    "atlas-900-a3": N_("Huawei Atlas 900 A3 SuperPoD (CloudMatrix 384)"),
    "server8": N_("8-accelerator server (other parts)"),
}


@dataclass(frozen=True)
class System:
    """How a part is sold and installed: accelerators per node (server, rack or SuperPoD), what the node adds."""

    id: str
    name: str
    devices_per_node: int
    host_usd_per_node: float
    host_kw_per_node: float
    node_kw: float  # the whole node's IT power when published (racks), else NaN: accelerators' TDP + host
    fabric: str
    device_ids: tuple[str, ...]
    form_factors: tuple[str, ...]
    as_of: str
    confidence: str
    source: str
    notes: str

    def label(self) -> str:
        return tr(SYSTEM_LABELS[self.id]) if self.id in SYSTEM_LABELS else self.name

    def kw_per_device(self, tdp_w: float) -> float:
        if not math.isnan(self.node_kw):
            return self.node_kw / self.devices_per_node
        tdp = 0.0 if math.isnan(tdp_w) else tdp_w / 1000
        return tdp + self.host_kw_per_node / self.devices_per_node


@lru_cache(maxsize=1)
def systems() -> dict[str, System]:
    return {
        r["id"]: System(
            r["id"],
            r["name"],
            int(r["devices_per_node"]),
            _num(r["host_usd_per_node"]),
            _num(r["host_kw_per_node"]) if r["host_kw_per_node"].strip() else 0.0,
            _num(r["node_kw"]),
            r["fabric"],
            tuple(x for x in r["device_ids"].split(";") if x),
            tuple(x.lower() for x in r["form_factors"].split(";") if x),
            r["as_of"],
            r["confidence"],
            sourced(r["source"]),
            r["notes"],
        )
        for r in read_table("tco_systems")
    }


def system_for(device, choice: str = "auto") -> System:
    """The node or rack a device is sold in: named by the user, else by device id, else by form factor."""
    table = systems()
    if choice and choice != "auto":
        if choice not in table:
            raise BadArgument(
                Msg("unknown system {choice!r}; known: auto, {known}", choice=choice, known=", ".join(table))
            )
        return table[choice]
    for s in table.values():
        if device.id in s.device_ids:
            return s
    form = (getattr(device, "form_factor", "") or "").lower()
    for s in table.values():
        if form and form in s.form_factors:
            return s
    return table["server8"]


# settings -------------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class TcoSettings:
    """The TCO inputs; None means the sourced default for the site. Stored in Preferences as `tco.KEY` strings."""

    site: str = "us"
    system: str = "auto"
    fabric: str | None = None  # None: the system's usual fabric
    tax_basis: str | None = None  # "net" or "gross"; None: the site's default (offers.default_tax_basis)
    years: float | None = None
    residual_fraction: float | None = None
    cost_of_capital: float | None = None
    electricity_per_kwh: float | None = None  # in the site's tariff currency (USD for the US, CNY for China)
    pue: float | None = None
    facility_per_kw_month: float | None = None  # USD per kW of IT load per month
    utilization: float | None = None
    operations_fraction_per_year: float | None = None
    rent_trend: float | None = None  # yearly change of rent (-0.3: falls 30% a year)
    #: a compute voucher (算力券) set in the workspace (`prices voucher`): the share of a rent in yuan it pays, and
    #: its cap per company in CNY (NaN: none stated); not a TCO key, read with the workspace
    voucher_fraction: float = 0.0
    voucher_cap_cny: float = math.nan

    @classmethod
    def from_strings(cls, values: dict[str, str]) -> TcoSettings:
        """From `KEY=VALUE` strings (Preferences, the command line); every value checked, one clear error each."""
        kw: dict = {}
        for key, text in values.items():
            text = (text or "").strip()
            if key not in KEYS:
                raise BadArgument(Msg("unknown TCO setting {key!r}; known: {known}", key=key, known=", ".join(KEYS)))
            if not text:
                continue
            choices = {"site": SITES, "fabric": FABRICS, "tax_basis": TAX_BASES}
            if key in choices:
                if text.lower() not in choices[key]:
                    raise BadArgument(
                        Msg(
                            "{key} must be one of {known} (got {text!r})",
                            key=key,
                            known=", ".join(choices[key]),
                            text=text,
                        )
                    )
                kw[key] = text.lower()
            elif key == "system":
                if text != "auto" and text not in systems():
                    raise BadArgument(
                        Msg(
                            "system must be auto or one of {known} (got {text!r})",
                            known=", ".join(systems()),
                            text=text,
                        )
                    )
                kw[key] = text
            else:
                try:
                    v = float(text.rstrip("%")) / (100 if text.endswith("%") else 1)
                except ValueError:
                    raise BadArgument(
                        Msg("TCO setting {key} must be a number (got {text!r})", key=key, text=text)
                    ) from None
                signed = KEYS[key] == "change"
                if not math.isfinite(v) or (v < 0 and not signed) or (KEYS[key] == "fraction" and v > 1):
                    raise BadArgument(Msg("TCO setting {key} is out of range (got {text!r})", key=key, text=text))
                if key in ("years", "pue", "utilization") and v <= 0:
                    raise BadArgument(Msg("TCO setting {key} must be above zero (got {text!r})", key=key, text=text))
                if 0 < v < SMALLEST_SETTING:
                    raise BadArgument(
                        Msg(
                            "TCO setting {key} must be 0 or at least {least:g} (got {text!r})",
                            key=key,
                            least=SMALLEST_SETTING,
                            text=text,
                        )
                    )
                low, high = SANE_RANGE.get(key, (0.0, math.inf))
                if not low <= v <= high:
                    raise BadArgument(
                        Msg(
                            "TCO setting {key} must be between {low:g} and {high:g} (got {text!r})",
                            key=key,
                            low=low,
                            high=high,
                            text=text,
                        )
                    )
                kw[key] = v
        return cls(**kw)

    @classmethod
    def from_workspace(cls, ws, fx: FxTable | None = None) -> TcoSettings:
        """The settings stored in Preferences (`tco.KEY`); older workspaces' electricity, PUE and amortisation
        settings are read where no TCO setting replaces them."""
        values = {k: ws.setting(f"tco.{k}") for k in KEYS}
        legacy = {"pue": "pue", "years": "amortisation_years"}
        for key, old in legacy.items():
            if not values[key] and ws.setting(old):
                values[key] = ws.setting(old)
        values = {k: v if _parses(k, v) else "" for k, v in values.items()}  # garbage stored by hand: the default
        if not values["site"]:  # nothing chosen yet: the reader's site, as the currency and market follow the language
            values["site"] = "china" if is_chinese() else "us"
        base = cls.from_strings(values)
        kwh_usd = ws.setting("electricity_usd_per_kwh")
        if not _parses("electricity_per_kwh", kwh_usd):
            kwh_usd = ""
        if not values["electricity_per_kwh"] and kwh_usd:
            fx = fx or FxTable.bundled()
            base = replace(base, electricity_per_kwh=float(fx.convert(float(kwh_usd), "USD", base.tariff_currency)))
        from gpucompare.core.compute_units import voucher_from_settings

        v = voucher_from_settings(ws.setting("voucher_fraction"), ws.setting("voucher_cap_cny"))
        if v is not None:
            base = replace(base, voucher_fraction=v.fraction, voucher_cap_cny=v.cap_cny)
        return base

    def to_strings(self) -> dict[str, str]:
        return {k: ("" if getattr(self, k) is None else str(getattr(self, k))) for k in KEYS}

    def with_strings(self, values: dict[str, str]) -> TcoSettings:
        mine = {k: v for k, v in self.to_strings().items() if v}
        out = TcoSettings.from_strings({**mine, **values})
        return replace(out, voucher_fraction=self.voucher_fraction, voucher_cap_cny=self.voucher_cap_cny)

    def value(self, key: str) -> float:
        v = getattr(self, key)
        return v if v is not None else default_for(key, self.site).value

    def source(self, key: str) -> str:
        if getattr(self, key) is not None:
            return Msg("your setting")
        return default_for(key, self.site).citation()

    @property
    def tariff_currency(self) -> str:
        return default_for("electricity_per_kwh", self.site).unit.split("/")[0]

    @property
    def tax(self) -> str:
        """The comparison's tax basis: the setting, else the site's default."""
        from gpucompare.core.offers import default_tax_basis

        return self.tax_basis or default_tax_basis(self.site)

    def vat(self, what: str) -> float:
        """The site's VAT on `what` ("goods" or "services") when prices are compared VAT included, else 0."""
        return default_for(f"vat_{what}", self.site).value if self.tax == "gross" else 0.0


# what a device is priced at -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class PriceChoice:
    """How one device is paid for: bought at a price per device, or rented (a cloud instance, or a price per
    device-hour). Prices are in `currency`; `source` and `as_of` say where they came from."""

    kind: str  # "buy" or "rent"
    price: float = math.nan  # buy: per device; rent without an instance: per device-hour
    currency: str = "USD"
    source: str = ""
    as_of: str = ""
    rate: CloudRate | None = None
    #: a price given as a range (a reference estimate, a quote 'from-to'): its ends, in `currency`; `price` is its
    #: middle, which the costing uses and no sentence shows as if it were a quoted figure
    low: float = math.nan
    high: float = math.nan
    market: str = ""  # a reference price's market ("US", "CN"), shown beside the price
    #: what the price buys (a card; a server's share with host, memory, NICs...); None: a bare card (reference
    #: prices, a price typed in)
    offer: Offer | None = None
    #: how the price stands to VAT: "net", "gross", or "" (a reference price or a quote that does not say)
    tax: str = ""
    #: what a reader must see beside the price: the quote rule's choice, expiry, the tax conversion
    marks: tuple = ()
    origin: str = ""  # "reference", "quote", "typed", "cloud"
    converted: bool = False  # converted from the currency it was given in: no longer a figure to the cent
    #: a quote the import marked for review and nobody has checked (pricing.Price.to_check)
    to_check: bool = False

    @property
    def ranged(self) -> bool:
        return math.isfinite(self.low) and math.isfinite(self.high) and self.high > self.low

    @classmethod
    def rent_on(cls, rate: CloudRate) -> PriceChoice:
        return cls("rent", rate.usd_per_device_hour, "USD", rate.source, rate.as_of, rate, origin="cloud")

    @classmethod
    def buy_at(cls, ref: Price) -> PriceChoice:
        """Buying at a reference price (its range and market kept)."""
        p = ref.estimate_kwargs["purchase"]
        return cls(
            "buy",
            p,
            ref.currency,
            ref.source,
            ref.as_of,
            low=ref.low,
            high=ref.high,
            market=ref.market,
            origin="reference",
            converted=bool(ref.fx_rate),
        )

    @classmethod
    def at_quote(cls, p: Price, tax_basis: str) -> PriceChoice:
        """Paying an imported quote (its offer, its marks and its tax basis kept)."""
        kind = "buy" if "purchase" in p.estimate_kwargs else "rent"
        taxed = p.quote is not None and p.quote.quote is not None and kind == "buy"
        tax = ""
        if taxed:
            from gpucompare.core.offers import in_tax_basis

            tax = in_tax_basis(p.quote.quote, tax_basis).basis
        return cls(
            kind,
            p.mid,
            p.currency,
            p.source,
            p.as_of,
            low=p.low,
            high=p.high,
            offer=p.offer,
            tax=tax,
            marks=tuple(p.marks),
            origin="quote",
            converted=bool(p.fx_rate),
            to_check=p.to_check,
        )

    @property
    def bought(self) -> bool:
        return self.kind == "buy"


# the run ---------------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class RunFacts:
    """What the cost model needs from an estimate."""

    devices: int
    wall_days: float
    device_hours: float
    tdp_w: float
    tokens: float | None  # None for workloads counted in samples (CNNs)
    samples: float
    #: the estimate's band of wall time (NaN: no band)
    wall_days_low: float = math.nan
    wall_days_high: float = math.nan

    @classmethod
    def of(cls, est, device, workload) -> RunFacts:
        transformer = getattr(workload, "kind", "transformer") == "transformer"
        seq = getattr(workload, "seq_len", math.nan)
        samples = workload.tokens / seq if transformer and seq and not math.isnan(seq) else workload.tokens
        band = getattr(est, "band", {}) or {}
        return cls(
            int(est.devices),
            float(est.wall_days),
            float(est.device_hours),
            device.get("tdp_w"),
            float(workload.tokens) if transformer else None,
            float(samples),
            float(band.get("wall_days_low", math.nan)),
            float(band.get("wall_days_high", math.nan)),
        )

    def scaled(self, days: float) -> RunFacts:
        """The same run taking `days` (a point of the band)."""
        k = days / self.wall_days if self.wall_days else 1.0
        return replace(self, wall_days=days, device_hours=self.device_hours * k)


@dataclass(frozen=True)
class CostLine:
    """One line of the capital outlay: what it is, how much (USD, on the tax basis), how it was worked out, where
    the figure comes from, and whether the offer already holds it."""

    key: str  # "quoted", "servers", "nics", "switches", "optics"
    label: str  # a Msg
    amount_usd: float
    how: str  # a Msg: 'n x price' in the display currency
    source: str
    in_offer: bool = False  # the quote holds it: nothing added


@dataclass
class Costing:
    """One option's costs. Money fields are USD; `in_currency()` gives them in any currency for display."""

    kind: str  # "buy" or "rent"
    option: str  # what was priced, in words
    devices: int
    run_hours: float
    utilization: float
    years: float
    capital_usd: float  # paid up front (owned); 0 for rent
    capital_breakdown_usd: dict[str, float]
    monthly_usd: float  # owning or renting per month at the utilization
    monthly_breakdown_usd: dict[str, float]
    tco_usd: float | None  # owned: over the depreciation period; rent: a reservation's whole commitment
    run_cost_usd: float
    tokens: float | None
    samples: float
    # the break-even and the chart: per month of use, `fixed` accrues whatever the use, `per_hour` per hour used
    fixed_usd_per_month: float
    usd_per_run_hour: float
    rent: dict | None = None
    system: dict | None = None
    settings: dict = field(default_factory=dict)
    assumptions: list[str] = field(default_factory=list)
    break_even_months: float | None = None
    break_even_against: str = ""
    #: why there is no break-even month, or how it was reached ("never within its 4-year life")
    break_even_note: str = ""
    #: the capital outlay line by line (owned), each with its source; what the offer holds is a line with nothing added
    capital_lines: list[CostLine] = field(default_factory=list)
    #: the run's cost at the ends of the estimate's band of wall time (NaN: no band)
    run_cost_low_usd: float = math.nan
    run_cost_high_usd: float = math.nan
    residual_usd: float = 0.0
    tax_basis: str = "net"
    #: the price is older than the stale limit: never "best"
    stale: bool = False
    #: the price is older than the aged limit (data/price_age.csv): the cost says so (a note, the cell's tooltip)
    aged: bool = False
    #: the date of the price the cost is computed from ('' when undated)
    price_as_of: str = ""
    #: the day its price's age is told on (ISO; '' for the day it is read): a report's date
    today: str = ""
    #: how the option's price was chosen and what a reader must see beside it (quote rule, expiry, tax)
    price_marks: tuple = ()
    #: the price is a quote the import marked for review and nobody has checked (pricing.Price.to_check): the cost
    #: carries the mark wherever it is shown
    price_to_check: bool = False
    #: what the sensitivity view needs to cost the option again with one input moved
    inputs: dict = field(default_factory=dict)
    #: how the device is paid for, without its name ('bought', 'AWS p5.48xlarge, on-demand'): `option` less the
    #: device, for a page that has just named it (never parsed back out of `option`)
    how: str = ""

    @property
    def bought(self) -> bool:
        return self.kind == "buy"

    @property
    def cost_per_million_tokens_usd(self) -> float | None:
        return self.run_cost_usd / (self.tokens / 1e6) if self.tokens else None

    @property
    def cost_per_sample_usd(self) -> float | None:
        return self.run_cost_usd / self.samples if self.samples else None

    @property
    def life_months(self) -> float:
        return self.years * 12

    @property
    def run_months_of_use(self) -> float:
        """The months of use the run takes on this cluster, at its utilization of each month's hours."""
        return self.run_hours / (HOURS_PER_MONTH * self.utilization) if self.utilization > 0 else math.inf

    @property
    def outlasts_life(self) -> bool:
        """A bought cluster whose run takes longer than its depreciation life: its run cost counts the TCO per hour
        of use over every hour, as if the hardware were renewed at the same cost, and the buy-or-rent decision covers
        only the work done within the life. Said where the cost and the decision are read."""
        return self.bought and self.run_months_of_use > self.life_months

    def outlasts_mark(self) -> str:
        """The short mark beside the cost of a run that outlasts the cluster's life: '(outlasts its 4-year life)'."""
        return trf("(outlasts its {years:g}-year life)", years=self.years)

    def outlasts_note(self) -> Msg:
        """Why a run that outlasts the cluster's life is costed as it is (`outlasts_life`)."""
        return Msg(
            "The run takes {months:,.0f} months of use, longer than the cluster's {years:g}-year life ({life:,.0f} "
            "months): the hardware wears out before the run ends; its cost counts every hour at the TCO per hour of "
            "use, as if the hardware were renewed at the same cost.",
            months=self.run_months_of_use,
            years=self.years,
            life=self.life_months,
        )

    def life_json(self) -> dict:
        """Whether the run outlasts the bought cluster's life, as every face decides it (`outlasts_life`): the JSON
        of an estimate and of its cost carry the same fields the window's and the report's mark is drawn from."""
        months = self.run_months_of_use if self.bought else None
        return {
            "outlasts_life": self.outlasts_life,
            "run_months_of_use": months if months is None or math.isfinite(months) else None,
            "life_months": self.life_months if self.bought else None,
            "outlasts_note": str(self.outlasts_note()) if self.outlasts_life else None,
        }

    def usd_per_month_doing(self, hours_per_month: float) -> float:
        """Cost per month when the option trains `hours_per_month` (its own hours, for the shared amount of work)."""
        return self.fixed_usd_per_month + self.usd_per_run_hour * hours_per_month

    def in_currency(self, currency: str, fx: FxTable) -> dict:
        """The figures a meeting reads, in `currency` (None where they do not apply)."""

        def c(v):
            return (
                None if v is None or (isinstance(v, float) and math.isnan(v)) else float(fx.convert(v, "USD", currency))
            )

        return {
            "currency": currency,
            "capital_outlay": c(self.capital_usd),
            "capital_breakdown": {k: c(v) for k, v in self.capital_breakdown_usd.items()},
            "monthly_cost": c(self.monthly_usd),
            "monthly_breakdown": {k: c(v) for k, v in self.monthly_breakdown_usd.items()},
            "tco": c(self.tco_usd),
            "run_cost": c(self.run_cost_usd),
            "run_cost_low": c(self.run_cost_low_usd),
            "run_cost_high": c(self.run_cost_high_usd),
            "cost_per_million_tokens": c(self.cost_per_million_tokens_usd),
            "cost_per_sample": c(self.cost_per_sample_usd),
            "residual_value": c(self.residual_usd) if self.bought else None,
        }

    def outlay_quoted_in(self, currency: str) -> bool:
        """Whether the capital outlay shown in `currency` is worked from one quoted price in that currency, and so
        is printed to the cent (format_outlay); from a range's middle or a converted price it is an estimate."""
        s = self.settings
        return (
            self.bought
            and not s.get("price_range_per_device")
            and not s.get("price_converted")
            and str(s.get("price_currency", "")).upper() == currency.upper()
        )

    def _dated(self, as_of: str) -> str:
        """A price's date and age as every face says them (`pricing.price_date_age`), told on the costing's day."""
        return localize(price_date_age(as_of, self.today or None))

    def capital_lines_in(self, currency: str, fx: FxTable, localized: bool = False) -> list[dict]:
        """The capital outlay's lines in `currency`, rounded to the cent: what every face prints; `localized`: their
        words in the reader's language (the window and the report), else in English (JSON)."""
        words = localize if localized else str
        return [
            {
                "key": line.key,
                "label": words(line.label),
                "amount": round(float(fx.convert(line.amount_usd, "USD", currency)), 2),
                "how": words(line.how),
                "source": words(line.source),
                "in_offer": line.in_offer,
            }
            for line in self.capital_lines
        ]

    def price_text(self, lang: str = "en") -> str:
        """The price the option is costed at, with its market, date and age (pricing.price_date_age): '$55.04/h per
        instance, us-east-1, 2025-06, 17 months old' or '¥250,000 per device, China market, 2023, old, about 41
        months'."""
        if self.rent and "instance" in self.rent:
            r = self.rent
            text = trf(
                "{price}/h per instance", price=format_money(r["usd_per_instance_hour"], "USD", lang, exact=True)
            )
            # a region a translation knows ('China') in the reader's language; the parts joined as an option's are
            # ('，' in Chinese, never ', ' in a Chinese sentence)
            dated = self._dated(r["price_as_of"])
            return option_words(*(x for x in (text, tr(r.get("region") or "region not stated"), dated) if x))
        if self.rent:
            price = format_money(self.rent["price_per_device_hour"], self.rent["currency"], lang, exact=True)
            text = trf("{price} per device-hour", price=price)
            return option_words(*(x for x in (text, self._dated(self.price_as_of)) if x))
        s = self.settings
        rng = s.get("price_range_per_device")
        amount = (
            format_money_range(rng[0], rng[1], s["price_currency"], lang)
            if rng
            else format_money(s["price_per_device"], s["price_currency"], lang, exact=not s.get("price_converted"))
        )
        text = trf("{price} per device", price=amount)
        offer = s.get("offer")
        if offer and offer.get("kind") in ("server", "rack"):
            text += " " + trf("(a {offer}'s share)", offer=tr(OFFER_KINDS[offer["kind"]]))
        market = s.get("price_market", "")
        where = tr(MARKETS[market]) if market in MARKETS else market
        dated = self._dated(s.get("price_as_of", ""))
        return option_words(*(x for x in (text, where, dated) if x))

    def to_json(self, currency: str, fx: FxTable, also: tuple[str, ...] = ()) -> dict:
        doc = {
            "kind": self.kind,
            "option": self.option,
            **self.in_currency(currency, fx),
            "capital_lines": self.capital_lines_in(currency, fx),
            "break_even_months": self.break_even_months,
            "break_even_against": self.break_even_against or None,
            "break_even_note": str(self.break_even_note) or None,
            "utilization": self.utilization,
            "depreciation_years": self.years,
            "run_hours": self.run_hours,
            **self.life_json(),
            "tax_basis": self.tax_basis,
            "price_stale": self.stale,
            "price_aged": self.aged,
            "price_as_of": self.price_as_of or None,
            "price_notes": [str(m) for m in self.price_marks],
            # a quote the import marked for review and nobody has checked: its note is the first of price_notes
            "price_to_check": self.price_to_check,
            "rent": self.rent,
            "system": self.system,
            "settings": self.settings,
        }
        doc["in"] = {cur: self.in_currency(cur, fx) for cur in dict.fromkeys((currency, "USD", *also))}
        return doc


def annuity_factor(rate: float, years: float) -> float:
    """Yearly payment per unit of present value: r / (1 - (1 + r)^-n), or 1/n at a zero rate."""
    if rate <= 0:
        return 1.0 / years
    return rate / (1.0 - (1.0 + rate) ** -years)


def _price_words(price: PriceChoice, fx: FxTable, currency: str) -> Msg:
    """The price per device as the sentences and cost lines show it: the range as given, or the figure."""
    lang = "zh" if is_chinese() else "en"
    if price.ranged:
        return Msg(
            "{range} (costed at the middle)", range=format_money_range(price.low, price.high, price.currency, lang)
        )
    # a quoted price keeps its digits; one converted from another currency is an estimate (money's one rule)
    return Msg("{price}", price=format_money(price.price, price.currency, lang, exact=not price.converted))


#: the capital line of what an offer holds, by its kind
AS_QUOTED = {"server": N_("Servers as quoted"), "rack": N_("Racks as quoted")}


def capital_lines(
    n: int, device, price: PriceChoice, system: System, fabric: str, settings: TcoSettings, fx: FxTable, currency: str
) -> list[CostLine]:
    """The capital outlay of `n` devices bought at `price`, line by line: what the offer holds, and only what it
    lacks (a server per node for a bare card, scale-out switches and optics unless the offer includes them), on the
    settings' tax basis (the defaults are net prices: the site's VAT on goods is added when comparing gross)."""
    offer = price.offer
    money = _money_formatter(fx, currency)
    vat = settings.vat("goods")
    price_usd = float(fx.convert(price.price, price.currency, "USD"))
    lines: list[CostLine] = []
    per_item = int(offer.units_per_item) if offer is not None and offer.share and offer.units_per_item > 1 else 1
    if offer is not None and offer.share:
        items = math.ceil(n / per_item)
        count = items * per_item
        label = Msg(AS_QUOTED[offer.kind])
        how = Msg(
            "{items} x {per} devices x {price} per device ({offer})",
            items=items,
            per=per_item,
            price=_price_words(price, fx, currency),
            offer=offer.words(),
        )
    else:
        count = n
        label = Msg("Accelerators")
        how = Msg("{n} x {price}", n=n, price=_price_words(price, fx, currency))
        if offer is not None and not offer.stated:
            how = Msg("{how} ({offer})", how=how, offer=offer.words())
    lines.append(CostLine("quoted", label, count * price_usd, how, str(price.source), True))

    has = offer.includes if offer is not None else frozenset()
    nodes = math.ceil(n / system.devices_per_node)
    host = 0.0 if math.isnan(system.host_usd_per_node) else system.host_usd_per_node
    host_source = Msg(
        "{system}: {source} ({confidence}, {as_of})",
        system=system.label(),
        source=system.source,
        confidence=Msg(CONFIDENCE.get(system.confidence, system.confidence)),
        as_of=system.as_of,
    )
    if "host" in has:
        lines.append(CostLine("servers", Msg("Servers"), 0.0, Msg("in the quote: nothing added"), "", True))
    elif host == 0:
        lines.append(
            CostLine(
                "servers",
                Msg("Servers"),
                0.0,
                Msg("{system}: sold whole, the price per device includes it", system=system.label()),
                host_source,
            )
        )
    else:
        amount = nodes * host * (1 + vat)
        lines.append(
            CostLine(
                "servers",
                Msg("Servers (host beyond the accelerators)"),
                amount,
                _times(
                    nodes,
                    money(host, "USD"),
                    vat,
                    # '1 server of 8', never '1 servers of 8' (i18n.plural)
                    Msg(plural(nodes, N_("server of {per}"), N_("servers of {per}")), per=system.devices_per_node),
                ),
                host_source,
            )
        )
    if offer is not None and offer.share and "nic" not in has:
        lines.append(
            CostLine(
                "nics",
                Msg("Network adapters"),
                0.0,
                Msg("not listed in the quote; taken as part of the server (ask the vendor)"),
                "",
                True,
            )
        )
    for part, key, label in (
        ("switch", "switches", N_("Scale-out switches")),
        ("optics", "optics", N_("Optics and cables")),
    ):
        d = default_for(f"network.{fabric}.{key}")
        if part in has:
            lines.append(CostLine(key, Msg(label), 0.0, Msg("in the quote: nothing added"), "", True))
            continue
        lines.append(
            CostLine(
                key,
                Msg("{what} ({fabric})", what=Msg(label), fabric=Msg(FABRICS[fabric])),
                n * d.value * (1 + vat),
                _times(n, money(d.value, "USD"), vat, Msg("accelerators")),
                d.citation(),
            )
        )
    return lines


def _times(n: int, each: str, vat: float, what) -> Msg:
    if vat:
        return Msg("{n} {what} x {each}, plus {vat:.0%} VAT", n=n, what=what, each=each, vat=vat)
    return Msg("{n} {what} x {each}", n=n, what=what, each=each)


def cost_owned(
    facts: RunFacts,
    device,
    price: PriceChoice,
    settings: TcoSettings,
    fx: FxTable,
    currency: str = "USD",
    today: str | None = None,
) -> Costing:
    """The TCO of owning `facts.devices` accelerators bought at `price` (what its offer holds, and only what it
    lacks), and this run's share of it; its price's age told on `today` (ISO; None: the day it runs)."""
    s = settings
    n = facts.devices
    system = system_for(device, s.system)
    fabric = s.fabric or system.fabric
    years, residual, i = s.value("years"), s.value("residual_fraction"), s.value("cost_of_capital")
    pue, util = s.value("pue"), s.value("utilization")
    tariff_usd = fx.convert(s.value("electricity_per_kwh"), s.tariff_currency, "USD")
    facility_rate = s.value("facility_per_kw_month")
    ops_fraction = s.value("operations_fraction_per_year")

    lines = capital_lines(n, device, price, system, fabric, s, fx, currency)
    breakdown = {
        "accelerators": sum(x.amount_usd for x in lines if x.key == "quoted"),
        "servers": sum(x.amount_usd for x in lines if x.key == "servers"),
        "network": sum(x.amount_usd for x in lines if x.key in ("nics", "switches", "optics")),
    }
    capital = sum(breakdown.values())
    kw = n * system.kw_per_device(facts.tdp_w)
    residual_usd = residual * capital
    capital_per_year = (capital - residual_usd * (1 + i) ** -years) * annuity_factor(i, years)
    energy_per_hour = kw * pue * tariff_usd
    monthly = {
        "capital": capital_per_year / 12,
        "facility": kw * facility_rate,
        "operations": ops_fraction * capital / 12,
        "energy": energy_per_hour * HOURS_PER_MONTH * util,
    }
    monthly_total = sum(monthly.values())
    fixed_per_month = monthly["capital"] + monthly["facility"] + monthly["operations"]

    def run_cost(days: float) -> float:
        return days * 24 * (fixed_per_month / (HOURS_PER_MONTH * util) + energy_per_hour)

    run_hours = facts.wall_days * 24
    cur = price.currency
    money = _money_formatter(fx, currency)
    how_bought = Msg("bought")
    if price.offer is not None and price.offer.share:
        how_bought = Msg("bought as quoted ({offer})", offer=price.offer.words())
    if price.ranged:  # the range as given, costed at its middle (never shown as if it were a quoted figure)
        owned = Msg(
            plural(
                n,
                N_("Owned: {n} device {how} at {range}, costed at the middle of the range ({source}{as_of})."),
                N_("Owned: {n} devices {how} at {range} each, costed at the middle of the range ({source}{as_of})."),
            ),
            n=n,
            how=how_bought,
            range=format_money_range(price.low, price.high, cur, "zh" if is_chinese() else "en"),
            source=price.source,
            as_of=f", {price.as_of}" if price.as_of else "",
        )
    else:
        owned = Msg(
            plural(
                n,
                N_("Owned: {n} device {how} at {price} ({source}{as_of})."),
                N_("Owned: {n} devices {how} at {price} each ({source}{as_of})."),
            ),
            n=n,
            how=how_bought,
            price=money(price.price, cur),
            source=price.source,
            as_of=f", {price.as_of}" if price.as_of else "",
        )
    notes = [owned, *_age_notes(price.as_of, today), *[Msg("{mark}.", mark=m) for m in price.marks]]
    notes.append(
        Msg(
            "Capital outlay {total} = {lines}.",
            total=money(capital, "USD"),
            lines=_joined_lines(
                [Msg("{label} {amount}", label=x.label, amount=money(x.amount_usd, "USD")) for x in lines]
            ),
        )
    )
    notes += [
        Msg("Tax basis: {words}", words=_tax_words(s, price)),
        Msg(
            "Recovered over {years:g} years ({ysrc}) at a cost of capital of {rate:.1%} ({rsrc}), residual value "
            "{res:.0%} ({ressrc}): {per_month} a month.",
            years=years,
            ysrc=s.source("years"),
            rate=i,
            rsrc=s.source("cost_of_capital"),
            res=residual,
            ressrc=s.source("residual_fraction"),
            per_month=money(monthly["capital"], "USD"),
        ),
        Msg(
            "Power {kw:,.0f} kW of IT load ({per:.2f} kW per accelerator{node}) x PUE {pue:g} ({pue_src}) x "
            "{tariff}/kWh ({site}; {tariff_src}).",
            kw=kw,
            per=system.kw_per_device(facts.tdp_w),
            node=Msg(", the published node power") if not math.isnan(system.node_kw) else Msg(", TDP plus host"),
            pue=pue,
            pue_src=s.source("pue"),
            tariff=money(s.value("electricity_per_kwh"), s.tariff_currency),
            site=Msg(SITES[s.site]),
            tariff_src=s.source("electricity_per_kwh"),
        ),
        Msg(
            "Facility (space, cooling, power delivery): {rate} per kW of IT load a month ({src}).",
            rate=money(facility_rate, "USD"),
            src=s.source("facility_per_kw_month"),
        ),
        Msg(
            "Operations (support, spares, staff) {f:.1%} of the capital outlay a year ({src}).",
            f=ops_fraction,
            src=s.source("operations_fraction_per_year"),
        ),
        Msg(
            "Utilization {util:.0%} of the hours in a month ({src}); the run's cost is its {hours:,.0f} hours at the "
            "TCO per hour of use.",
            util=util,
            src=s.source("utilization"),
            hours=run_hours,
        ),
    ]
    offer = price.offer
    costing = Costing(
        kind="buy",
        option=option_words(_name(device), tr("bought")),
        how=tr("bought"),
        devices=n,
        run_hours=run_hours,
        utilization=util,
        years=years,
        capital_usd=capital,
        capital_breakdown_usd=breakdown,
        monthly_usd=monthly_total,
        monthly_breakdown_usd=monthly,
        tco_usd=monthly_total * 12 * years,
        run_cost_usd=run_cost(facts.wall_days),
        tokens=facts.tokens,
        samples=facts.samples,
        fixed_usd_per_month=monthly["facility"] + monthly["operations"] + capital * i / 12,
        usd_per_run_hour=energy_per_hour,
        system={
            "id": system.id,
            "name": system.name,
            "devices_per_node": system.devices_per_node,
            "nodes": math.ceil(n / system.devices_per_node),
            "fabric": fabric,
            "it_kw": kw,
            "source": system.source,
        },
        settings={
            "site": s.site,
            "years": years,
            "residual_fraction": residual,
            "cost_of_capital": i,
            "electricity_per_kwh": s.value("electricity_per_kwh"),
            "electricity_currency": s.tariff_currency,
            "pue": pue,
            "facility_usd_per_kw_month": facility_rate,
            "utilization": util,
            "operations_fraction_per_year": ops_fraction,
            "rent_trend": s.value("rent_trend"),
            "tax_basis": s.tax,
            "price_per_device": price.price,
            "price_range_per_device": [price.low, price.high] if price.ranged else None,
            "price_currency": price.currency,
            "price_converted": price.converted,
            "price_source": price.source,
            "price_as_of": price.as_of,
            "price_market": price.market,
            "price_tax": price.tax,
            "offer": None
            if offer is None
            else {
                "kind": offer.kind,
                "stated": offer.stated,
                "units_per_item": offer.units_per_item,
                "includes": sorted(offer.includes, key=list(INCLUDES).index),
                "condition": offer.condition,
            },
        },
        assumptions=notes,
        capital_lines=lines,
        run_cost_low_usd=run_cost(facts.wall_days_low),
        run_cost_high_usd=run_cost(facts.wall_days_high),
        residual_usd=residual_usd,
        tax_basis=s.tax,
        stale=_stale(price.as_of, today),
        aged=_aged(price.as_of, today),
        price_as_of=price.as_of or "",
        today=today or "",
        price_marks=tuple(price.marks),
        price_to_check=getattr(price, "to_check", False),
        inputs={"facts": facts, "device": device, "price": price, "settings": s, "fx": fx},
    )
    if costing.outlasts_life:  # said with the cost's other sentences: the run is costed as if the hardware lasted
        costing.assumptions.append(costing.outlasts_note())
    return costing


def _name(device) -> str:
    """A device in an option's words by its one display name, the one the table's columns and the spec panel use
    ('H20 SXM 96GB', 'Ascend 910B OAM 64GB'), never the catalog's long name beside it on the same page."""
    if not hasattr(device, "model"):
        return getattr(device, "id", str(device))
    from gpucompare.core.catalog import column_name

    return column_name(device)


def _squashed(text: str) -> str:
    return "".join(ch for ch in text.lower() if ch.isalnum())


def rent_words(rate: CloudRate, device) -> str:
    """A rental as an option names it beside the device: 'AWS p5.48xlarge, on-demand' (a machine id, as the cloud
    lists it); an instance the cloud names in words by a device ('H20 96GB (per card)', '1x H100 (80 GB)') is the
    device's name as quoted, said so where it differs from its display name ('UCloud Compshare (quoted as H20 96GB
    (per card)), on-demand'), so that one device never reads as two on one page."""
    instance = localize(rate.shown_instance)
    model = next((w for w in reversed(str(getattr(device, "model", "")).split()) if any(c.isdigit() for c in w)), "")
    if model and " " in rate.instance.strip() and _squashed(model) in _squashed(rate.instance):
        if _squashed(rate.instance) == _squashed(_name(device)):
            name = rate.provider
        else:
            name = trf("{provider} (quoted as {instance})", provider=rate.provider, instance=instance)
    else:
        name = f"{rate.provider} {instance}"
    return option_words(name, tr(_model_word(rate.purchase_model)))


def _stale(as_of: str, today: str | None = None) -> bool:
    from gpucompare.core.pricing import is_stale

    return bool(as_of) and is_stale(as_of, today)


def _aged(as_of: str, today: str | None = None) -> bool:
    from gpucompare.core.pricing import is_aged

    return bool(as_of) and is_aged(as_of, today)


def _age_notes(as_of: str, today: str | None = None) -> list:
    """The cost's note on its price's age on `today` (over the aged or stale limit of data/price_age.csv), or none."""
    from gpucompare.core.pricing import price_age_note

    note = price_age_note(as_of, today) if as_of else ""
    return [note] if note else []


def _joined_lines(items: list) -> Msg:
    out = items[0]
    for x in items[1:]:
        out = Msg("{a} + {b}", a=out, b=x)
    return out


def _tax_words(s: TcoSettings, price: PriceChoice) -> Msg:
    from gpucompare.core.offers import tax_basis_words

    words = tax_basis_words(s.tax, s.site)
    if price.origin == "reference":
        return Msg("{words} Reference prices do not state VAT: taken as published.", words=words)
    if price.origin == "typed":
        return Msg("{words} A price you typed is taken as given.", words=words)
    return words


def cost_rented(
    facts: RunFacts,
    device,
    price: PriceChoice,
    settings: TcoSettings,
    fx: FxTable,
    currency: str = "USD",
    today: str | None = None,
) -> Costing:
    """The rent of this run and of a month of use: on a cloud instance under its purchase model, or per device-hour.
    Compared VAT included, the site's VAT on services is added to a listed rent (lists are net). Its price's age is
    told on `today` (ISO; None: the day it runs)."""
    n, util = facts.devices, settings.value("utilization")
    run_hours = facts.wall_days * 24
    money = _money_formatter(fx, currency)
    vat = settings.vat("services") if price.origin in ("cloud", "typed") else 0.0
    rate = price.rate
    if rate is not None:
        instances = math.ceil(n / rate.devices_per_instance)
        usd_per_hour = instances * rate.usd_per_hour * (1 + vat)
        committed = rate.committed_years
        rent = {
            "provider": rate.provider,
            "instance": rate.instance,
            "purchase_model": rate.purchase_model,
            "usd_per_instance_hour": rate.usd_per_hour,
            "instances": instances,
            "devices_per_instance": rate.devices_per_instance,
            "region": rate.region,
            "price_as_of": rate.as_of,
            "confidence": rate.confidence,
            "source": rate.source,
            "notes": rate.notes,
        }
        notes = [
            Msg(
                N_(
                    "Rented: {instances} x {provider} {instance} ({per} devices each), {model}, at {usd}/h per "
                    "instance ({market}, price as of {as_of}, {confidence}); source: {source}."
                )
                if rate.devices_per_instance != 1
                else N_(
                    "Rented: {instances} x {provider} {instance} ({per} device each), {model}, at {usd}/h per "
                    "instance ({market}, price as of {as_of}, {confidence}); source: {source}."
                ),
                instances=instances,
                provider=rate.provider,
                instance=rate.shown_instance,
                per=rate.devices_per_instance,
                model=Msg(_model_word(rate.purchase_model)),
                usd=money(rate.usd_per_hour, "USD"),
                # a region a translation knows ('China') in the reader's language, as the price line says it
                market=Msg(rate.region) if rate.region else Msg("region not stated"),
                as_of=rate.as_of,
                confidence=Msg(CONFIDENCE.get(rate.confidence, rate.confidence)),
                source=rate.source,
            )
        ]
        if committed:
            notes.append(
                Msg(
                    "A {years:g}-year reservation bills every hour of its term: {total} committed.",
                    years=committed,
                    total=money(usd_per_hour * 8760 * committed, "USD"),
                )
            )
        if rate.purchase_model in ("spot", "capacity-block"):
            notes.append(Msg(_MODEL_NOTES[rate.purchase_model]))
        option = rent_words(rate, device)
    else:
        committed = 0.0
        usd_per_hour = n * float(fx.convert(price.price, price.currency, "USD")) * (1 + vat)
        rent = {"price_per_device_hour": price.price, "currency": price.currency, "source": price.source}
        notes = [
            Msg(
                "Rented at {price} per device-hour ({source}{as_of}).",
                price=money(price.price, price.currency),
                source=price.source,
                as_of=f", {price.as_of}" if price.as_of else "",
            )
        ]
        option = tr("rented per device-hour")
    notes += _age_notes(price.as_of, today)
    notes += [Msg("{mark}.", mark=m) for m in price.marks]
    if vat:
        notes.append(Msg("Compared VAT included: {vat:.0%} VAT on the rent added.", vat=vat))
    # a compute voucher (算力券) pays a share of a rent listed in yuan (a Chinese cloud's), capped per company
    from gpucompare.core.compute_units import voucher_applies_to

    in_yuan = voucher_applies_to(rate.list_currency if rate is not None else price.currency)
    voucher = settings.voucher_fraction if in_yuan else 0.0
    if voucher:
        usd_per_hour *= 1 - voucher
        cap = settings.voucher_cap_cny
        notes.append(
            Msg(
                "A compute voucher pays {share:.0%} of this rent in yuan (your setting){cap}.",
                share=voucher,
                cap=Msg(", up to {cap} per company", cap=money(float(fx.convert(cap, "CNY", "USD")), "USD"))
                if math.isfinite(cap)
                else "",
            )
        )
    trend = settings.value("rent_trend")
    notes.append(
        Msg(
            "Rent over the years of a purchase follows {trend:+.0%} a year ({src}).",
            trend=trend,
            src=settings.source("rent_trend"),
        )
    )
    if committed:
        fixed, per_hour = usd_per_hour * HOURS_PER_MONTH, 0.0
        monthly = fixed
    else:
        fixed, per_hour = 0.0, usd_per_hour
        monthly = usd_per_hour * HOURS_PER_MONTH * util
    return Costing(
        kind="rent",
        option=option_words(_name(device), option),
        how=option,
        devices=n,
        run_hours=run_hours,
        utilization=util,
        years=committed,
        capital_usd=0.0,
        capital_breakdown_usd={},
        monthly_usd=monthly,
        monthly_breakdown_usd={"rent": monthly},
        tco_usd=usd_per_hour * 8760 * committed if committed else None,
        run_cost_usd=_capped(usd_per_hour * run_hours, voucher, settings.voucher_cap_cny, fx),
        tokens=facts.tokens,
        samples=facts.samples,
        fixed_usd_per_month=fixed,
        usd_per_run_hour=per_hour,
        rent=rent,
        settings={
            "utilization": util,
            "rent_trend": trend,
            "tax_basis": settings.tax,
            "vat_added": vat,
            "voucher_fraction": voucher,
        },
        assumptions=notes,
        run_cost_low_usd=usd_per_hour * facts.wall_days_low * 24,
        run_cost_high_usd=usd_per_hour * facts.wall_days_high * 24,
        tax_basis=settings.tax,
        stale=_stale(price.as_of, today),
        aged=_aged(price.as_of, today),
        price_as_of=price.as_of or "",
        today=today or "",
        price_marks=tuple(price.marks),
        price_to_check=getattr(price, "to_check", False),
        inputs={"facts": facts, "device": device, "price": price, "settings": settings, "fx": fx},
    )


def _capped(after_voucher_usd: float, voucher: float, cap_cny: float, fx: FxTable) -> float:
    """A run's rent after a voucher whose subsidy is capped per company: the subsidy beyond the cap is paid back."""
    if not voucher or not math.isfinite(cap_cny):
        return after_voucher_usd
    subsidy = after_voucher_usd / (1 - voucher) * voucher
    cap = float(fx.convert(cap_cny, "CNY", "USD"))
    return after_voucher_usd + max(subsidy - cap, 0.0)


def cost_run(
    facts: RunFacts,
    device,
    price: PriceChoice,
    settings: TcoSettings,
    fx: FxTable,
    currency: str = "USD",
    today: str | None = None,
) -> Costing:
    """The costing of one option; its sentences show money in `currency`, its price's age on `today`."""
    return (cost_owned if price.bought else cost_rented)(facts, device, price, settings, fx, currency, today)


def settings_words(s: dict) -> dict:
    """The cost-of-ownership values a sentence names, as Msg keywords: years, rate, res, pue, tariff,
    tariff_currency, facility, util (from cost_owned's `settings`)."""
    return {
        "years": s["years"],
        "rate": s["cost_of_capital"],
        "res": s["residual_fraction"],
        "pue": s["pue"],
        "tariff": s["electricity_per_kwh"],
        "tariff_currency": s["electricity_currency"],
        "facility": s["facility_usd_per_kw_month"],
        "util": s["utilization"],
    }


# an hour of one device -------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class OwnedHour:
    """What an hour of use of one owned device costs, in USD: the TCO of one full node (server, rack or SuperPoD, as
    the device is sold) per device-hour of use at the settings' utilization, at both ends of its purchase price."""

    low_usd: float
    high_usd: float
    #: per device-hour of use at the middle price: capital (annuity net of residual), facility, operations, energy
    breakdown_usd: dict[str, float]
    #: the node it was costed in, and the TCO values used (cost_owned's `system` and `settings`)
    system: dict
    settings: dict
    #: where each TCO value comes from: the sourced default's citation, or "your setting"
    sources: dict[str, str]

    @property
    def mid_usd(self) -> float:
        return (self.low_usd + self.high_usd) / 2


#: the TCO values an hour of an owned device depends on (and whose sources it cites)
OWNED_HOUR_KEYS = (
    "years",
    "cost_of_capital",
    "residual_fraction",
    "electricity_per_kwh",
    "pue",
    "facility_per_kw_month",
    "utilization",
    "operations_fraction_per_year",
)


def owned_cost_per_device_hour(
    device, price: PriceChoice, settings: TcoSettings, fx: FxTable, cache: dict | None = None
) -> OwnedHour:
    """The cost of one hour of use of one device bought at `price`: cost_owned() of one full node of its system
    (so the host and the network are shared as they are bought), that node's TCO per hour of use divided by its
    devices. Per device-hour of use = (capital annuity + facility + operations per month) / (hours in a month x
    utilization) + energy per hour (kW x PUE x tariff).

    For one system, offer and settings that cost is affine in the price and in the device's TDP (capital and
    operations grow with the price, facility and energy with the kW), so the model runs three times per system and
    every device in it is costed from those runs; `cache` (a dict the caller keeps for one settings and FX table)
    holds them, so a column of thousands of devices costs a handful of model runs."""
    system = system_for(device, settings.system)
    offer = price.offer
    key = (system.id, None if offer is None else (offer.kind, offer.units_per_item, offer.includes))
    plane = cache.get(key) if cache is not None else None
    if plane is None:
        plane = _owned_hour_plane(device, system, settings, fx, offer)
        if cache is not None:
            cache[key] = plane
    tdp_w = device.get("tdp_w")
    kw = 0.0 if math.isnan(tdp_w) else tdp_w / 1000
    ends = (price.low, price.high) if price.ranged else (price.price, price.price)
    low_usd, high_usd = (float(fx.convert(p, price.currency, "USD")) for p in ends)
    mid_usd = (low_usd + high_usd) / 2
    base, per_usd, per_kw = plane["base"], plane["per_usd"], plane["per_kw"]
    parts = {k: base[k] + per_usd[k] * mid_usd + per_kw[k] * kw for k in base}
    fixed = sum(base[k] + per_kw[k] * kw for k in base)
    slope = sum(per_usd.values())
    return OwnedHour(
        fixed + slope * low_usd,
        fixed + slope * high_usd,
        parts,
        {**plane["system"], "it_kw": system.devices_per_node * system.kw_per_device(tdp_w)},
        plane["settings"],
        plane["sources"],
    )


def _owned_hour_plane(device, system: System, settings: TcoSettings, fx: FxTable, offer: Offer | None) -> dict:
    """The owned cost per device-hour of use of one system as a plane in the price (USD) and the TDP (kW), part by
    part: cost_owned() of one node at a price of 0 and 1 USD and a TDP of 0 and 1 kW."""
    n = system.devices_per_node
    if offer is not None and offer.share and offer.units_per_item > 1:
        n = int(offer.units_per_item)
    settings = replace(settings, system=system.id)

    def parts(price_usd: float, tdp_w: float) -> tuple[dict[str, float], Costing]:
        facts = RunFacts(n, 1 / 24, float(n), tdp_w, None, 1.0)
        c = cost_owned(facts, device, PriceChoice("buy", price_usd, "USD", offer=offer), settings, fx)
        hours = HOURS_PER_MONTH * c.utilization * n
        out = {k: c.monthly_breakdown_usd[k] / hours for k in ("capital", "facility", "operations")}
        out["energy"] = c.usd_per_run_hour / n
        return out, c

    p0, c0 = parts(0.0, 0.0)
    p_usd, _ = parts(1.0, 0.0)
    p_kw, _ = parts(0.0, 1000.0)
    return {
        "base": p0,
        "per_usd": {k: p_usd[k] - p0[k] for k in p0},
        "per_kw": {k: p_kw[k] - p0[k] for k in p0},
        "system": c0.system,
        "settings": {k: v for k, v in c0.settings.items() if not k.startswith("price_") and k != "offer"},
        "sources": {k: str(settings.source(k)) for k in OWNED_HOUR_KEYS},
    }


# the hour basis: an hour of one device, owned or rented -----------------------------------------------------------------------
def hour_markets(language: str | None = None) -> tuple[str, ...]:
    """The markets an owned device's purchase price is taken from under the hour basis: the reader's first, as the
    market-first default basis orders them (China first for a Chinese reader)."""
    from gpucompare.core.pricing import basis_markets, default_basis
    from gpucompare.i18n import language as current_language

    return basis_markets(default_basis(language if language is not None else current_language()))


def price_column(
    devices,
    basis: str,
    currency: str,
    fx: FxTable,
    *,
    quotes=None,
    hourly_quotes: list[dict] = (),
    tco: TcoSettings | None = None,
    language: str | None = None,
    today: str | None = None,
):
    """Every device's price under `basis` (core.pricing.price_column), the hour basis included: there `tco` (the
    reader's site by default) prices an hour of an owned device and `language` orders the markets a purchase price
    is taken from. The one function the faces call for a price column."""
    import numpy as np

    from gpucompare.core.pricing import HOUR_BASIS, is_stale, normalize_basis
    from gpucompare.core.pricing import price_column as plain_column

    if normalize_basis(basis) != HOUR_BASIS:
        return plain_column(devices, basis, currency, fx, quotes=quotes, hourly_quotes=hourly_quotes, today=today)
    book = QuoteBook.coerce(quotes, hourly_quotes)
    col = device_hour_column(
        devices, currency, fx, tco=tco, language=language, hourly_quotes=book.hourly or hourly_quotes
    )
    col.today = today
    col.stale = np.array([p is not None and is_stale(p.as_of, today) for p in col.prices], dtype=bool)
    return col


def device_hour_column(devices, currency: str, fx: FxTable, *, tco=None, language: str | None = None, hourly_quotes=()):
    """What an hour of each device costs (the hour basis): owned, its TCO per device-hour of use from its reference
    purchase price (core.tco.owned_cost_per_device_hour at `tco`); else rented, its cheapest current on-demand
    rent per device-hour, marked; else none. Computed once per call: callers cache the column."""
    markets = hour_markets(language)
    if tco is None:
        tco = TcoSettings(site="china" if markets[0] == "CN" else "us")
    import numpy as np

    from gpucompare.core.pricing import HOUR_BASIS, PriceColumn

    lines: dict = {}  # the TCO model's line per (system, TDP), shared by the devices that have them
    prices = [device_hour_price(d, currency, fx, tco, markets, hourly_quotes, lines) for d in devices]
    low = np.array([p.low if p else math.nan for p in prices], dtype=float)
    high = np.array([p.high if p else math.nan for p in prices], dtype=float)
    return PriceColumn(HOUR_BASIS, currency, low, (low + high) / 2, high, prices, markets=markets)


def device_hour_price(
    device, currency: str, fx: FxTable, tco, markets, hourly_quotes=(), cache: dict | None = None
) -> Price | None:
    """One device's figure under the hour basis (see device_hour_column)."""
    import numpy as np

    from gpucompare.core.pricing import _range, cloud_price, reference_price

    ref = reference_price(device.id, currency, fx, markets)
    if ref is None:
        rent = cloud_price(device.id, currency, fx, hourly_quotes)
        return None if rent is None else replace(rent, kind="rented")
    own = owned_cost_per_device_hour(device, PriceChoice.buy_at(ref), tco, fx, cache)
    lo, hi = (float(v) for v in fx.convert(np.array([own.low_usd, own.high_usd]), "USD", currency))
    source = Msg(
        "Owned, derived: the total cost of ownership per device-hour of use, from the purchase price {price} "
        "({source}, {as_of}); {system}, {per} devices per node; recovered over {years:g} years at {rate:.1%} a year, residual "
        "value {res:.0%}; power x PUE {pue:g} at {tariff:g} {tariff_currency}/kWh; facility {facility:,.0f} USD per "
        "kW a month; utilization {util:.0%} of the hours in a month (Preferences: Cost of ownership)",
        price=_range(ref.low, ref.high) + f" {currency}",
        source=ref.source,
        as_of=ref.as_of,
        system=Msg(SYSTEM_LABELS[own.system["id"]]) if own.system["id"] in SYSTEM_LABELS else own.system["name"],
        per=own.system["devices_per_node"],
        **settings_words(own.settings),
    )
    detail = {
        "purchase_price": [ref.low, ref.high],
        "purchase_currency": currency,
        "purchase_source": str(ref.source),
        "purchase_as_of": ref.as_of,
        "market": ref.market,
        "per_device_hour_usd": {k: float(v) for k, v in own.breakdown_usd.items()},
        "system": own.system,
        "tco_settings": dict(own.settings),
        "tco_sources": own.sources,
    }
    return Price(
        lo,
        hi,
        currency,
        source,
        ref.as_of,
        dict(ref.estimate_kwargs),
        market=ref.market,
        fx_rate=ref.fx_rate,
        kind="owned",
        detail=detail,
    )


# comparing options ------------------------------------------------------------------------------------------------
def reference_hours(costings: list[Costing]) -> tuple[Costing | None, float]:
    """The option whose work sets the pace (the first owned one, else the first), and its hours of use a month."""
    if not costings:
        return None, 0.0
    ref = next((c for c in costings if c.bought), costings[0])
    return ref, HOURS_PER_MONTH * ref.utilization


def _trend_integral(months: float, trend: float) -> float:
    """∫0^m (1 + trend)^(t/12) dt: months of rent at a price that changes by `trend` a year."""
    k = math.log1p(trend) / 12 if trend > -1 else -math.inf
    if abs(k) < 1e-12:
        return months
    return math.expm1(k * months) / k


def runs_per_month(owned: Costing) -> float:
    """Runs the owned cluster does a month: the hours of use a month (at most its utilization of 730) over a run's
    hours."""
    return HOURS_PER_MONTH * owned.utilization / owned.run_hours if owned.run_hours > 0 else 0.0


def owned_usd_after(owned: Costing, months: float) -> float:
    """Cash spent on the owned cluster after `months` of its use: the capital outlay, interest on it, facility,
    operations and energy; its residual value comes back at the end of its life."""
    per_month = owned.fixed_usd_per_month + owned.usd_per_run_hour * HOURS_PER_MONTH * owned.utilization
    back = owned.residual_usd if months >= owned.life_months - 1e-9 else 0.0
    return owned.capital_usd + per_month * months - back


def rent_usd_after(rented: Costing, owned: Costing, months: float, trend: float) -> float:
    """The rental's bill for the work the owned cluster does in `months` (its own device-hours for that work, at a
    rent changing by `trend` a year)."""
    return runs_per_month(owned) * rented.run_cost_usd * _trend_integral(months, trend)


@dataclass(frozen=True)
class BreakEven:
    months: float | None  # None: never within the owned cluster's life
    note: str  # a Msg: how it was reached, or why not


def break_even(owned: Costing, rented: Costing, trend: float | None = None) -> BreakEven:
    """Months of use after which owning has cost less than renting the same work, within the owned cluster's life
    (its residual value counted at the end); None ("never within its life") when renting stays cheaper."""
    trend = owned.settings.get("rent_trend", 0.0) if trend is None else trend
    life = owned.life_months
    if owned.run_hours <= 0 or rented.run_hours <= 0 or life <= 0:
        return BreakEven(None, Msg("no run to compare"))

    def gap(m: float) -> float:
        return rent_usd_after(rented, owned, m, trend) - owned_usd_after(owned, m)

    steps = max(48, int(life * 8))
    prev = 0.0
    for k in range(1, steps + 1):
        m = life * k / steps
        if k < steps and gap(m) >= 0:
            lo, hi = prev, m
            for _ in range(60):
                mid = (lo + hi) / 2
                lo, hi = (lo, mid) if gap(mid) >= 0 else (mid, hi)
            return BreakEven(hi, Msg("{months:,.1f} months of use", months=hi))
        prev = m
    if gap(life) >= 0:
        return BreakEven(
            life, Msg("at the end of its {years:g}-year life, counting its resale value", years=owned.years)
        )
    return BreakEven(None, Msg("never within its {years:g}-year life", years=owned.years))


def break_even_partner(owned: Costing, rented: list[Costing]) -> Costing:
    """The rental an owned option is weighed against, like with like: the cheapest run among the rentals of the same
    device when one is given, else the cheapest run among all (core.decision then says it weighs two devices)."""

    def device(c: Costing):
        return getattr(c.inputs.get("device"), "id", None)

    same = [r for r in rented if device(r) is not None and device(r) == device(owned)]
    return min(same or rented, key=lambda c: c.run_cost_usd)


def option_words(*parts: str) -> str:
    """An option named in the reader's language: 'NVIDIA H800 SXM5 80GB, bought', '... AWS p5.48xlarge，按需' (a
    Chinese page joins its parts with a full-width comma, never ', ')."""
    out = parts[0]
    for p in parts[1:]:
        out = trf(N_("{name}, {how}"), name=out, how=p)
    return out


def compare_costings(costings: list[Costing]) -> None:
    """Set each owned option's break-even against its rental (break_even_partner)."""
    rented = [c for c in costings if not c.bought]
    if not rented:
        for c in costings:
            if c.bought:
                c.break_even_months, c.break_even_against = None, ""
                c.break_even_note = Msg("no rented option to compare")
        return
    for c in costings:
        if c.bought:
            partner = break_even_partner(c, rented)
            be = break_even(c, partner)
            c.break_even_months, c.break_even_note = be.months, be.note
            c.break_even_against = partner.option


def chart_series(costings: list[Costing], months: float | None = None, points: int = 61) -> dict:
    """Cumulative cost (USD) over months of use for each option, doing the same work as the first owned option (the
    reference), within its life; the break-evens marked."""
    ref, _ = reference_hours(costings)
    if ref is None:
        return {"months": [], "series": [], "break_evens": []}
    # an owned option is drawn over its life; a rented one over its whole run (at least a year): a 12-month axis cut
    # a 918-day run off at a third of its cost
    per_month = runs_per_month(ref)
    run_months = 1 / per_month if per_month > 0 else 0.0
    horizon = months or (ref.life_months if ref.bought else max(12.0, math.ceil(run_months)))
    xs = [horizon * k / (points - 1) for k in range(points)]
    trend = ref.settings.get("rent_trend", 0.0)

    def line(c: Costing) -> list[float]:
        if c.bought and c is ref:
            return [owned_usd_after(c, x) for x in xs]
        if c.bought:  # another owned cluster: its cost of doing the reference's work, at most 730 h a month
            per_month = c.fixed_usd_per_month + c.usd_per_run_hour * min(
                HOURS_PER_MONTH, HOURS_PER_MONTH * ref.utilization * c.run_hours / ref.run_hours
            )
            return [c.capital_usd + per_month * x for x in xs]
        if not ref.bought:
            return [
                c.usd_per_month_doing(HOURS_PER_MONTH * ref.utilization * c.run_hours / ref.run_hours) * x for x in xs
            ]
        return [rent_usd_after(c, ref, x, trend) for x in xs]

    series = [{"label": c.option, "kind": c.kind, "usd": line(c)} for c in costings]
    marks = [
        {
            "label": c.option,
            "against": c.break_even_against,
            "months": c.break_even_months,
            "usd": owned_usd_after(c, c.break_even_months),
        }
        for c in costings
        if c is ref and c.break_even_months is not None and c.break_even_months <= horizon
    ]
    return {"months": xs, "series": series, "break_evens": marks, "reference": ref.option}


def chart_data(costings: list[Costing], fx: FxTable, currency: str) -> dict | None:
    """The rent-vs-buy chart in `currency`, as both the window and the report draw it (None: nothing to draw)."""
    series = chart_series(costings)
    if not series["series"]:
        return None
    return {
        "months": series["months"],
        "series": [
            {**s, "amounts": [float(fx.convert(v, "USD", currency)) for v in s["usd"]]} for s in series["series"]
        ],
        "break_evens": [{**m, "amount": float(fx.convert(m["usd"], "USD", currency))} for m in series["break_evens"]],
        "currency": currency,
        "title": trf("Cumulative cost by time of use (same work as {ref})", ref=series["reference"]),
    }


#: past this many months the time axis counts years: '0 50 100 150 200 months' asks the reader to divide by 12, and
#: a run of decades ran to '0 1000 2000 3000 4000' months
YEARS_AFTER_MONTHS = 100


def time_axis(last_month: float) -> tuple[str, float]:
    """The rent-or-buy chart's time axis, for the window and the print alike: (its title, months per unit) - months
    up to YEARS_AFTER_MONTHS, years past it (the data stay in months)."""
    if last_month > YEARS_AFTER_MONTHS:
        return tr("Years of use"), 12.0
    return tr("Months of use"), 1.0


# plugging into an estimate ---------------------------------------------------------------------------------------
def apply_costing(est, costing: Costing | None):
    """The estimate with the costing's sentences after its own; without a costing, unchanged."""
    if costing is None:
        return est
    return replace(est, assumptions=list(est.assumptions) + list(costing.assumptions))


def run_cost_scale(costings, currency: str, fx: FxTable, lang: str = "en") -> float:
    """The one unit of a comparison's run costs and their bands (money.money_scale of every run cost and band end of
    the options read together): the window's cost and cost-band rows, the command line's, and every cost the report
    writes (its tables, its first page's sentences) use it, so one run's cost reads alike on every face and its band
    beside it ('$0.359M ($0.229–0.915M)' beside '$0.61M ($0.39–1.56M)', never '$229,000–915,000' beside
    '$0.39–1.56M')."""
    amounts = []
    for c in costings:
        if c is None:
            continue
        m = c.in_currency(currency, fx)
        amounts += [m.get(k) for k in ("run_cost", "run_cost_low", "run_cost_high")]
    return money_scale(amounts, currency, lang)


def cost_doc(costing: Costing | None, currency: str, fx: FxTable) -> dict | None:
    """The estimate's `cost` in JSON ({amount, currency, basis} as the command-line contract says, with the band
    and the option): None without a costing (no price, or the run does not fit)."""
    if costing is None:
        return None
    if costing.bought:
        basis = "purchase"
    elif costing.rent and "instance" in costing.rent:
        basis = f"cloud {costing.rent['instance']}"
    else:
        basis = "hourly"
    m = costing.in_currency(currency, fx)
    return {
        "amount": m["run_cost"],
        "currency": currency,
        "basis": basis,
        "low": m["run_cost_low"],
        "high": m["run_cost_high"],
        "option": costing.option,
        "tax_basis": costing.tax_basis,
        "outlasts_life": costing.outlasts_life,
        # what makes the figure uncertain, beside it as the window and the report mark the cost: a price over the
        # aged limit (its date), one past the stale limit, a quote the import marked for review and nobody checked
        "price_as_of": costing.price_as_of or None,
        "price_aged": costing.aged,
        "price_stale": costing.stale,
        "price_to_check": costing.price_to_check,
    }


def cost_label(costing: Costing | None) -> str:
    """How a run's cost was priced, in words for a table cell."""
    if costing is None:
        return tr("no price under this basis")
    if costing.bought:
        return tr("purchase, TCO share")
    if costing.rent and "instance" in costing.rent:
        from gpucompare.core.pricing import shown_instance

        return trf("cloud: {instance}", instance=localize(shown_instance(costing.rent["instance"])))
    return tr("rent per device-hour")


def _model_word(model: str) -> str:
    from gpucompare.core.pricing import PURCHASE_MODELS

    return PURCHASE_MODELS.get(model, model)


def _money_formatter(fx: FxTable, display: str):
    """Money in assumption sentences: one formatter for every amount (万 and 亿 in Chinese); an amount in USD is
    shown in the display currency, a price in its own currency is shown as given."""
    lang = "zh" if is_chinese() else "en"

    def show(amount: float, currency: str) -> str:
        if currency == "USD" and display != "USD":
            return format_money(float(fx.convert(amount, "USD", display)), display, lang)
        return format_money(amount, currency, lang)

    return show


def exact(amount_usd: float, fx: FxTable, currency: str) -> str:
    """An amount to the cent in `currency` (a cost line)."""
    return format_exact(float(fx.convert(amount_usd, "USD", currency)), currency)


# price bases, per device ----------------------------------------------------------------------------------------
#: the words a basis may start with, for "did you mean"
BASIS_WORDS = (
    "buy",
    "purchase",
    "reference",
    "quote",
    "rent",
    "cloud",
    "hourly",
    "on-demand",
    "reserved-1y",
    "reserved-3y",
    "spot",
    "capacity-block",
)


def parse_amount(text: str, currency: str, what: str) -> tuple[float, float, str]:
    """'250000', '250,000 CNY', '250000-300000 CNY' -> (low, high, currency): the canonical form the faces write after
    reading a sheet-like price (gpucompare.price_args); positive finite numbers, one clear error otherwise."""
    parts = text.replace(",", "").replace("_", "").split()
    cur = currency
    if len(parts) == 2 and parts[1].isalpha():
        parts, cur = parts[:1], parts[1].upper()
    ends: list[float] = []
    if len(parts) == 1:
        head, sep, tail = parts[0][1:].partition("-")  # a range's dash, never a leading minus
        pieces = [parts[0][0] + head, tail] if sep and tail else [parts[0]]
        try:
            ends = [float(x) for x in pieces]
        except ValueError:
            ends = []
    if not ends:
        raise BadArgument(
            Msg("{what}= needs a price, e.g. {what}=25000 or {what}=25万 (got {text!r})", what=what, text=text)
        )
    if not all(math.isfinite(v) and v > 0 for v in ends):
        raise BadArgument(Msg("{what}= needs a positive price (got {text!r})", what=what, text=text))
    return min(ends), max(ends), cur


def _unknown_basis(spec: str) -> BadArgument:
    import difflib

    head = spec.partition("=")[0].strip().lower()
    near = difflib.get_close_matches(head, BASIS_WORDS, n=1, cutoff=0.5)
    hint = Msg("did you mean {near!r}? ", near=near[0]) if near else ""
    return BadArgument(
        Msg("unknown price basis {spec!r}; {hint}use {help}", spec=spec, hint=hint, help=PRICE_SPEC_HELP)
    )


def resolve_price(
    device,
    spec: str,
    currency: str,
    fx: FxTable,
    *,
    quotes: QuoteBook | dict | None = None,
    hourly_quotes: list[dict] = (),
) -> PriceChoice | None:
    """How `device` is paid for under `spec` (see PRICE_SPEC_HELP); None when the basis has no price for it.
    `quotes` is the workspace's QuoteBook (the chosen quote of each device and the tax basis)."""
    from gpucompare.core.pricing import (
        PURCHASE_MODELS,
        basis_markets,
        cheapest_cloud_rate,
        find_cloud_rate,
        purchase_model_key,
        quote_price,
        reference_price,
    )

    text = (spec or "").strip()
    head, _, arg = text.partition("=")
    head = head.strip().lower()
    arg = arg.strip()
    markets = None  # "reference:CN": that market only; "reference:CN+US": China first (core.pricing.BASES)
    if head.startswith(("reference:", "buy:")):
        head, _, market = head.partition(":")
        markets = basis_markets("reference:" + market.upper())
        if not markets:
            raise _unknown_basis(spec)
    if head in ("buy", "purchase", "reference") and arg:
        low, high, cur = parse_amount(arg, currency, "buy")
        cur = fx.check(cur)
        return PriceChoice("buy", (low + high) / 2, cur, tr("user input"), low=low, high=high, origin="typed")
    if head in ("buy", "purchase", "reference"):
        ref = reference_price(device.id, currency, fx, markets)
        return None if ref is None else PriceChoice.buy_at(ref)
    if head == "quote":
        book = QuoteBook.coerce(quotes, hourly_quotes)
        c = book.choice(device.id)
        p = quote_price(c, currency, fx, book.tax_basis) if c is not None else None
        if p is None:
            hourly = [h for h in (book.hourly or hourly_quotes) if h.get("device_id") == device.id]
            p = quote_price(hourly[-1], currency, fx) if hourly else None
        if p is None:
            return None
        return PriceChoice.at_quote(p, book.tax_basis)
    if head == "hourly":
        low, high, cur = parse_amount(arg, currency, "hourly")
        return PriceChoice("rent", (low + high) / 2, fx.check(cur), tr("user input"), origin="typed")
    if head in ("rent", "cloud") and arg:
        instance, _, model = arg.partition("/")
        rate = find_cloud_rate(instance.strip(), model.strip() or "on-demand")
        if rate.device_id != device.id:
            raise BadArgument(_wrong_instance(rate.instance, rate.accelerator, _name(device)))
        return PriceChoice.rent_on(rate)
    if head in ("rent", "cloud"):
        rate = cheapest_cloud_rate(device.id)
        return PriceChoice.rent_on(rate) if rate else None
    if head and not arg:
        try:
            model = purchase_model_key(head)
        except BadArgument:
            raise _unknown_basis(spec) from None
        rate = cheapest_cloud_rate(device.id, model)
        if rate is None:
            have = sorted({m for m in PURCHASE_MODELS if cheapest_cloud_rate(device.id, m)})
            raise BadArgument(
                Msg(
                    "no {model} price for {device} in the catalog (it has: {have}); give the price you were quoted "
                    "with hourly=PRICE",
                    model=model,
                    device=_name(device),
                    have=", ".join(have) or Msg("none"),
                )
            )
        return PriceChoice.rent_on(rate)
    raise _unknown_basis(spec)


def default_price(
    device,
    currency: str,
    fx: FxTable,
    markets: tuple[str, ...] = (),
    *,
    quotes: QuoteBook | dict | None = None,
    hourly_quotes: list[dict] = (),
) -> tuple[PriceChoice | None, str]:
    """How a device is paid for in an estimate when no basis was given for it, the one rule of every face (the
    command line's estimate, the window's estimate panel, the report): rented on its cheapest on-demand instance,
    else bought at its reference price in `markets`' order (none: the US market first). Returns (choice, spec),
    spec being the basis that priced it ("rent" or the reference basis), (None, "") when neither has a price."""
    bought = "reference:" + "+".join(markets) if markets else "buy"
    for spec in ("rent", bought):
        choice = resolve_price(device, spec, currency, fx, quotes=quotes, hourly_quotes=hourly_quotes)
        if choice is not None:
            return choice, spec
    return None, ""


def _wrong_instance(instance: str, accelerator: str, device: str) -> Msg:
    return Msg(
        "instance {instance} has {accelerator}, not {device}", instance=instance, accelerator=accelerator, device=device
    )


#: what a run that does not fit in memory says instead of a cost
NO_FIT = N_("No cost: the run does not fit in memory on {device}. {advice}")


def priced_estimate(
    device,
    workload,
    count: int,
    settings,
    choice: PriceChoice | None,
    tco: TcoSettings,
    fx,
    currency,
    today: str | None = None,
):
    """One estimate and its costing, the way every face (command line, window, report) makes them. A run that does
    not fit in memory gets no costing: its assumptions say what would fit instead. A price's age is told on `today`
    (a report's date; None: the day it runs)."""
    from gpucompare.core.estimate import estimate

    if choice is not None and choice.rate is not None and choice.rate.device_id != device.id:
        raise BadArgument(_wrong_instance(choice.rate.instance, choice.rate.accelerator, _name(device)))
    est = estimate(device, workload, count, settings)
    if not est.fits_in_memory:
        note = Msg(NO_FIT, device=_name(device), advice=est.fit_advice or "")
        return replace(est, assumptions=[*est.assumptions, note]), None
    if choice is None:
        return replace(
            est, assumptions=[*est.assumptions, Msg("No price for this device under the chosen basis: no cost.")]
        ), None
    costing = cost_run(RunFacts.of(est, device, workload), device, choice, tco, fx, currency, today)
    return apply_costing(est, costing), costing


def same_device_rental(est, device, workload, tco: TcoSettings, fx: FxTable, currency: str) -> Costing | None:
    """The same run on the cheapest on-demand instance of the same device (the break-even partner of a single
    bought device), or None when no cloud rents it."""
    from gpucompare.core.pricing import cheapest_cloud_rate

    rate = cheapest_cloud_rate(device.id)
    if rate is None:
        return None
    return cost_rented(RunFacts.of(est, device, workload), device, PriceChoice.rent_on(rate), tco, fx, currency)


def _parses(key: str, text: str) -> bool:
    """Whether a stored setting is a valid value for `key` (a workspace edited by hand can hold anything)."""
    try:
        TcoSettings.from_strings({key: text})
    except BadArgument:
        return False
    return True


def priced_estimates(
    devices, choose, workload, count: int, settings, tco: TcoSettings, fx, currency: str, today: str | None = None
):
    """Every device estimated and priced its own way (`choose(device)` gives its PriceChoice and may raise a
    UserError): (estimates, costings) by device id, where a device that cannot be estimated or priced gets the one
    sentence that says why instead of an estimate; break-evens are set among the costings."""
    estimates, costings = {}, {}
    for d in devices:
        try:
            est, costing = priced_estimate(d, workload, count, settings, choose(d), tco, fx, currency, today)
        except UserError as err:
            estimates[d.id] = str(err)
            continue
        estimates[d.id] = est
        if costing is not None:
            costings[d.id] = costing
    compare_costings([costings[d.id] for d in devices if d.id in costings])
    return estimates, costings
