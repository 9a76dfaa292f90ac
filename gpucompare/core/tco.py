"""What owning or renting a training cluster costs: the total cost of ownership, the rent, and the figures a purchase
meeting reads (capital outlay, the run's cost, the monthly cost, break-even months, cost per million tokens).

Owned: accelerators + servers (a host per node) + scale-out network (per accelerator, by fabric) = the capital outlay.
It is recovered over the depreciation period as an annuity at the cost of capital, net of the residual value; the
facility (a colocation rate per kW of IT load: space, cooling, power delivery), energy (IT kW x PUE x tariff, for the
hours used) and optional operations come on top. A run's cost is its share of that TCO: the hours it takes, at the
TCO per hour of use. Rented: an instance under a purchase model at its dated price; a reservation bills every hour of
its term, the other models only the hours used.

Break-even compares options doing the same work: per month of use of the first owned cluster at the stated
utilization, each other option does as many runs; owning costs its capital outlay at once plus its running costs and
interest on the outlay each month, renting costs the rent of those runs. Buying beats renting after
    months = capital outlay / (rent per month - running cost of owning per month).

The model consumes plain values of an estimate (devices, wall days, device-hours, the device's TDP, tokens), whatever
estimator made them. Money is computed in USD and converted once, for display.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from functools import lru_cache

from gpucompare.core.money import FxTable, format_money, format_money_range
from gpucompare.core.pricing import MARKETS, CloudRate, Price
from gpucompare.core.tables import read_table
from gpucompare.errors import BadArgument, UserError
from gpucompare.i18n import N_, Msg, is_chinese, tr

HOURS_PER_MONTH = 8760 / 12
SITES = {"us": N_("United States"), "china": N_("China")}
FABRICS = {"infiniband": N_("InfiniBand"), "roce": N_("RoCE"), "ethernet": N_("Ethernet")}
#: the settings a user edits (Preferences, `--tco KEY=VALUE`), with their kinds
KEYS = {
    "site": "choice",
    "system": "choice",
    "fabric": "choice",
    "years": "number",
    "residual_fraction": "fraction",
    "cost_of_capital": "fraction",
    "electricity_per_kwh": "number",
    "pue": "number",
    "facility_per_kw_month": "number",
    "utilization": "fraction",
    "operations_fraction_per_year": "fraction",
}
#: bounds beyond any real site (and short of overflow): years of depreciation, PUE, a kWh in the site's currency
#: (up to a JPY or KRW tariff), facility USD per kW-month
SANE_RANGE = {
    "years": (0.25, 50.0),
    "pue": (1.0, 5.0),
    "electricity_per_kwh": (0.0, 1000.0),
    "facility_per_kw_month": (0.0, 10000.0),
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
#: what estimate() says when it was asked not to price a run; replaced by the costing's own sentences
_NO_PRICE_NOTE = "No price for this device under the chosen price basis: cost not estimated."


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

    def citation(self) -> Msg:
        """'SOURCE (published, 2025-02)', how sure it is in the reader's language."""
        sure = Msg(CONFIDENCE[self.confidence]) if self.confidence in CONFIDENCE else self.confidence
        if self.as_of:
            return Msg("{source} ({confidence}, {as_of})", source=self.source, confidence=sure, as_of=self.as_of)
        return Msg("{source} ({confidence})", source=self.source, confidence=sure)


@lru_cache(maxsize=1)
def tco_defaults() -> dict[tuple[str, str], Default]:
    return {
        (r["key"], r["site"]): Default(
            r["key"], r["site"], float(r["value"]), r["unit"], r["as_of"], r["confidence"], r["source"], r["notes"]
        )
        for r in read_table("tco_defaults")
    }


def default_for(key: str, site: str = "us") -> Default:
    table = tco_defaults()
    return table.get((key, site)) or table[(key, "")]


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


def _num(text: str) -> float:
    return float(text) if text.strip() else math.nan


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
            r["source"],
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
    years: float | None = None
    residual_fraction: float | None = None
    cost_of_capital: float | None = None
    electricity_per_kwh: float | None = None  # in the site's tariff currency (USD for the US, CNY for China)
    pue: float | None = None
    facility_per_kw_month: float | None = None  # USD per kW of IT load per month
    utilization: float | None = None
    operations_fraction_per_year: float | None = None

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
            if key == "site":
                if text.lower() not in SITES:
                    raise BadArgument(
                        Msg("site must be one of {known} (got {text!r})", known=", ".join(SITES), text=text)
                    )
                kw[key] = text.lower()
            elif key == "fabric":
                if text.lower() not in FABRICS:
                    raise BadArgument(
                        Msg("fabric must be one of {known} (got {text!r})", known=", ".join(FABRICS), text=text)
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
                    v = float(text)
                except ValueError:
                    raise BadArgument(
                        Msg("TCO setting {key} must be a number (got {text!r})", key=key, text=text)
                    ) from None
                if not math.isfinite(v) or v < 0 or (KEYS[key] == "fraction" and v > 1):
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
        return base

    def to_strings(self) -> dict[str, str]:
        return {k: ("" if getattr(self, k) is None else str(getattr(self, k))) for k in KEYS}

    def with_strings(self, values: dict[str, str]) -> TcoSettings:
        mine = {k: v for k, v in self.to_strings().items() if v}
        return TcoSettings.from_strings({**mine, **values})

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

    @property
    def ranged(self) -> bool:
        return math.isfinite(self.low) and math.isfinite(self.high) and self.high > self.low

    @classmethod
    def rent_on(cls, rate: CloudRate) -> PriceChoice:
        return cls("rent", rate.usd_per_device_hour, "USD", rate.source, rate.as_of, rate)

    @classmethod
    def buy_at(cls, ref: Price) -> PriceChoice:
        """Buying at a reference price (its range and market kept)."""
        p = ref.estimate_kwargs["purchase"]
        return cls("buy", p, ref.currency, ref.source, ref.as_of, low=ref.low, high=ref.high, market=ref.market)

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

    @classmethod
    def of(cls, est, device, workload) -> RunFacts:
        transformer = getattr(workload, "kind", "transformer") == "transformer"
        seq = getattr(workload, "seq_len", math.nan)
        samples = workload.tokens / seq if transformer and seq and not math.isnan(seq) else workload.tokens
        return cls(
            int(est.devices),
            float(est.wall_days),
            float(est.device_hours),
            device.get("tdp_w"),
            float(workload.tokens) if transformer else None,
            float(samples),
        )


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

    @property
    def bought(self) -> bool:
        return self.kind == "buy"

    @property
    def cost_per_million_tokens_usd(self) -> float | None:
        return self.run_cost_usd / (self.tokens / 1e6) if self.tokens else None

    @property
    def cost_per_sample_usd(self) -> float | None:
        return self.run_cost_usd / self.samples if self.samples else None

    def usd_per_month_doing(self, hours_per_month: float) -> float:
        """Cost per month when the option trains `hours_per_month` (its own hours, for the shared amount of work)."""
        return self.fixed_usd_per_month + self.usd_per_run_hour * hours_per_month

    def in_currency(self, currency: str, fx: FxTable) -> dict:
        """The figures a meeting reads, in `currency` (None where they do not apply)."""

        def c(v):
            return None if v is None else float(fx.convert(v, "USD", currency))

        return {
            "currency": currency,
            "capital_outlay": c(self.capital_usd),
            "capital_breakdown": {k: c(v) for k, v in self.capital_breakdown_usd.items()},
            "monthly_cost": c(self.monthly_usd),
            "monthly_breakdown": {k: c(v) for k, v in self.monthly_breakdown_usd.items()},
            "tco": c(self.tco_usd),
            "run_cost": c(self.run_cost_usd),
            "cost_per_million_tokens": c(self.cost_per_million_tokens_usd),
            "cost_per_sample": c(self.cost_per_sample_usd),
        }

    def price_text(self, lang: str = "en") -> str:
        """The price the option is costed at, with its market and date: '$55.04/h per instance, us-east-1,
        2025-06' or '¥250,000 per device, 2026-11'."""
        if self.rent and "instance" in self.rent:
            r = self.rent
            text = tr("{price}/h per instance").format(price=format_money(r["usd_per_instance_hour"], "USD", lang))
            return ", ".join(x for x in (text, r.get("region") or tr("region not stated"), r["price_as_of"]) if x)
        if self.rent:
            price = format_money(self.rent["price_per_device_hour"], self.rent["currency"], lang)
            return tr("{price} per device-hour").format(price=price)
        s = self.settings
        rng = s.get("price_range_per_device")
        amount = (
            format_money_range(rng[0], rng[1], s["price_currency"], lang)
            if rng
            else format_money(s["price_per_device"], s["price_currency"], lang)
        )
        text = tr("{price} per device").format(price=amount)
        market = s.get("price_market", "")
        where = tr(MARKETS[market]) if market in MARKETS else market
        return ", ".join(x for x in (text, where, s.get("price_as_of", "")) if x)

    def to_json(self, currency: str, fx: FxTable, also: tuple[str, ...] = ()) -> dict:
        doc = {
            "kind": self.kind,
            "option": self.option,
            **self.in_currency(currency, fx),
            "break_even_months": self.break_even_months,
            "break_even_against": self.break_even_against or None,
            "utilization": self.utilization,
            "depreciation_years": self.years,
            "run_hours": self.run_hours,
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


def cost_owned(
    facts: RunFacts, device, price: PriceChoice, settings: TcoSettings, fx: FxTable, currency: str = "USD"
) -> Costing:
    """The TCO of owning `facts.devices` accelerators bought at `price`, and this run's share of it."""
    s = settings
    n = facts.devices
    system = system_for(device, s.system)
    fabric = s.fabric or system.fabric
    years, residual, i = s.value("years"), s.value("residual_fraction"), s.value("cost_of_capital")
    pue, util = s.value("pue"), s.value("utilization")
    tariff_usd = fx.convert(s.value("electricity_per_kwh"), s.tariff_currency, "USD")
    facility_rate = s.value("facility_per_kw_month")
    ops_fraction = s.value("operations_fraction_per_year")

    price_usd = float(fx.convert(price.price, price.currency, "USD"))
    nodes = math.ceil(n / system.devices_per_node)
    host = 0.0 if math.isnan(system.host_usd_per_node) else system.host_usd_per_node
    breakdown = {
        "accelerators": n * price_usd,
        "servers": nodes * host,
        "network": n * default_for(f"network.{fabric}").value,
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
    run_hours = facts.wall_days * 24
    fixed_per_month = monthly["capital"] + monthly["facility"] + monthly["operations"]
    run_cost = run_hours * (fixed_per_month / (HOURS_PER_MONTH * util) + energy_per_hour)

    cur = price.currency
    lang_money = _money_formatter(fx, currency)
    if price.ranged:  # the range as given, costed at its middle (never shown as if it were a quoted figure)
        owned = Msg(
            "Owned: {n} devices bought at {range} each, costed at the middle of the range ({source}{as_of}).",
            n=n,
            range=format_money_range(price.low, price.high, cur, "zh" if is_chinese() else "en"),
            source=price.source,
            as_of=f", {price.as_of}" if price.as_of else "",
        )
    else:
        owned = Msg(
            "Owned: {n} devices {how} at {price} each ({source}{as_of}).",
            n=n,
            how=Msg("bought"),
            price=lang_money(price.price, cur),
            source=price.source,
            as_of=f", {price.as_of}" if price.as_of else "",
        )
    notes = [
        owned,
        Msg(
            "Servers: {system}, {per} accelerators per node, {nodes} nodes at {host} each beyond the accelerators; "
            "source: {source} ({confidence}, {as_of}).",
            system=system.label(),
            per=system.devices_per_node,
            nodes=nodes,
            host=lang_money(host, "USD"),
            source=system.source,
            confidence=Msg(CONFIDENCE.get(system.confidence, system.confidence)),
            as_of=system.as_of,
        ),
        Msg(
            "Scale-out network: {fabric}, {cost} per accelerator; source: {source}.",
            fabric=FABRICS[fabric],
            cost=lang_money(default_for(f"network.{fabric}").value, "USD"),
            source=default_for(f"network.{fabric}").citation(),
        ),
        Msg(
            "Capital outlay {total} = accelerators {acc} + servers {srv} + network {net}.",
            total=lang_money(capital, "USD"),
            acc=lang_money(breakdown["accelerators"], "USD"),
            srv=lang_money(breakdown["servers"], "USD"),
            net=lang_money(breakdown["network"], "USD"),
        ),
        Msg(
            "Recovered over {years:g} years ({ysrc}) at a cost of capital of {rate:.1%} ({rsrc}), residual value "
            "{res:.0%} ({ressrc}): {per_month} a month.",
            years=years,
            ysrc=s.source("years"),
            rate=i,
            rsrc=s.source("cost_of_capital"),
            res=residual,
            ressrc=s.source("residual_fraction"),
            per_month=lang_money(monthly["capital"], "USD"),
        ),
        Msg(
            "Power {kw:,.0f} kW of IT load ({per:.2f} kW per accelerator{node}) x PUE {pue:g} ({pue_src}) x "
            "{tariff}/kWh ({site}; {tariff_src}).",
            kw=kw,
            per=system.kw_per_device(facts.tdp_w),
            node=Msg(", the published node power") if not math.isnan(system.node_kw) else Msg(", TDP plus host"),
            pue=pue,
            pue_src=s.source("pue"),
            tariff=lang_money(s.value("electricity_per_kwh"), s.tariff_currency),
            site=Msg(SITES[s.site]),
            tariff_src=s.source("electricity_per_kwh"),
        ),
        Msg(
            "Facility (space, cooling, power delivery): {rate} per kW of IT load a month ({src}).",
            rate=lang_money(facility_rate, "USD"),
            src=s.source("facility_per_kw_month"),
        ),
        Msg(
            "Utilization {util:.0%} of the hours in a month ({src}); the run's cost is its {hours:,.0f} hours at the "
            "TCO per hour of use.",
            util=util,
            src=s.source("utilization"),
            hours=run_hours,
        ),
    ]
    if ops_fraction:
        notes.append(Msg("Operations {f:.1%} of the capital outlay a year (your setting).", f=ops_fraction))
    else:
        notes.append(Msg("Operations (staff, support contracts) not counted: set them in Preferences."))
    return Costing(
        kind="buy",
        option=f"{device.display_name if hasattr(device, 'display_name') else device.id}, " + tr("bought"),
        devices=n,
        run_hours=run_hours,
        utilization=util,
        years=years,
        capital_usd=capital,
        capital_breakdown_usd=breakdown,
        monthly_usd=monthly_total,
        monthly_breakdown_usd=monthly,
        tco_usd=monthly_total * 12 * years,
        run_cost_usd=run_cost,
        tokens=facts.tokens,
        samples=facts.samples,
        fixed_usd_per_month=monthly["facility"] + monthly["operations"] + capital * i / 12,
        usd_per_run_hour=energy_per_hour,
        system={
            "id": system.id,
            "name": system.name,
            "devices_per_node": system.devices_per_node,
            "nodes": nodes,
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
            "price_per_device": price.price,
            "price_range_per_device": [price.low, price.high] if price.ranged else None,
            "price_currency": price.currency,
            "price_source": price.source,
            "price_as_of": price.as_of,
            "price_market": price.market,
        },
        assumptions=notes,
    )


def cost_rented(
    facts: RunFacts, device, price: PriceChoice, settings: TcoSettings, fx: FxTable, currency: str = "USD"
) -> Costing:
    """The rent of this run and of a month of use: on a cloud instance under its purchase model, or per device-hour."""
    n, util = facts.devices, settings.value("utilization")
    run_hours = facts.wall_days * 24
    lang_money = _money_formatter(fx, currency)
    rate = price.rate
    if rate is not None:
        instances = math.ceil(n / rate.devices_per_instance)
        usd_per_hour = instances * rate.usd_per_hour
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
                "Rented: {instances} x {provider} {instance} ({per} devices each), {model}, at {usd}/h per instance "
                "({market}, price as of {as_of}, {confidence}); source: {source}.",
                instances=instances,
                provider=rate.provider,
                instance=rate.instance,
                per=rate.devices_per_instance,
                model=Msg(_model_word(rate.purchase_model)),
                usd=lang_money(rate.usd_per_hour, "USD"),
                market=rate.region or Msg("region not stated"),
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
                    total=lang_money(usd_per_hour * 8760 * committed, "USD"),
                )
            )
        if rate.purchase_model in ("spot", "capacity-block"):
            notes.append(Msg(_MODEL_NOTES[rate.purchase_model]))
        option = rate.label()
    else:
        committed = 0.0
        usd_per_hour = n * float(fx.convert(price.price, price.currency, "USD"))
        rent = {"price_per_device_hour": price.price, "currency": price.currency, "source": price.source}
        notes = [
            Msg(
                "Rented at {price} per device-hour ({source}{as_of}).",
                price=lang_money(price.price, price.currency),
                source=price.source,
                as_of=f", {price.as_of}" if price.as_of else "",
            )
        ]
        option = tr("rented per device-hour")
    if committed:
        fixed, per_hour = usd_per_hour * HOURS_PER_MONTH, 0.0
        monthly = fixed
    else:
        fixed, per_hour = 0.0, usd_per_hour
        monthly = usd_per_hour * HOURS_PER_MONTH * util
    name = device.display_name if hasattr(device, "display_name") else device.id
    return Costing(
        kind="rent",
        option=f"{name}, {option}",
        devices=n,
        run_hours=run_hours,
        utilization=util,
        years=committed,
        capital_usd=0.0,
        capital_breakdown_usd={},
        monthly_usd=monthly,
        monthly_breakdown_usd={"rent": monthly},
        tco_usd=usd_per_hour * 8760 * committed if committed else None,
        run_cost_usd=usd_per_hour * run_hours,
        tokens=facts.tokens,
        samples=facts.samples,
        fixed_usd_per_month=fixed,
        usd_per_run_hour=per_hour,
        rent=rent,
        settings={"utilization": util},
        assumptions=notes,
    )


def cost_run(
    facts: RunFacts, device, price: PriceChoice, settings: TcoSettings, fx: FxTable, currency: str = "USD"
) -> Costing:
    """The costing of one option; its sentences show money in `currency`."""
    return (cost_owned if price.bought else cost_rented)(facts, device, price, settings, fx, currency)


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

    For one system and settings that cost is affine in the price and in the device's TDP (capital and operations
    grow with the price, facility and energy with the kW), so the model runs three times per system and every
    device in it is costed from those runs; `cache` (a dict the caller keeps for one settings and FX table) holds
    them, so a column of thousands of devices costs a handful of model runs."""
    system = system_for(device, settings.system)
    plane = cache.get(system.id) if cache is not None else None
    if plane is None:
        plane = _owned_hour_plane(device, system, settings, fx)
        if cache is not None:
            cache[system.id] = plane
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


def _owned_hour_plane(device, system: System, settings: TcoSettings, fx: FxTable) -> dict:
    """The owned cost per device-hour of use of one system as a plane in the price (USD) and the TDP (kW), part by
    part: cost_owned() of one node at a price of 0 and 1 USD and a TDP of 0 and 1 kW."""
    n = system.devices_per_node
    settings = replace(settings, system=system.id)

    def parts(price_usd: float, tdp_w: float) -> tuple[dict[str, float], Costing]:
        facts = RunFacts(n, 1 / 24, float(n), tdp_w, None, 1.0)
        c = cost_owned(facts, device, PriceChoice("buy", price_usd, "USD"), settings, fx)
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
        "settings": {k: v for k, v in c0.settings.items() if not k.startswith("price_")},
        "sources": {k: str(settings.source(k)) for k in OWNED_HOUR_KEYS},
    }


# comparing options ------------------------------------------------------------------------------------------------
def reference_hours(costings: list[Costing]) -> tuple[Costing | None, float]:
    """The option whose work sets the pace (the first owned one, else the first), and its hours of use a month."""
    if not costings:
        return None, 0.0
    ref = next((c for c in costings if c.bought), costings[0])
    return ref, HOURS_PER_MONTH * ref.utilization


def cumulative_usd(c: Costing, ref: Costing, months: float) -> float:
    """What option `c` has cost after `months` of doing the work `ref` does in a month of use."""
    hours = HOURS_PER_MONTH * ref.utilization * c.run_hours / ref.run_hours
    return c.capital_usd + months * c.usd_per_month_doing(hours)


def break_even(owned: Costing, rented: Costing, ref: Costing) -> float | None:
    """Months of use after which owning beats renting, doing the same work; None when renting stays cheaper."""
    per = HOURS_PER_MONTH * ref.utilization
    own = owned.usd_per_month_doing(per * owned.run_hours / ref.run_hours)
    rent = rented.usd_per_month_doing(per * rented.run_hours / ref.run_hours)
    if rent <= own:
        return None
    return (owned.capital_usd - rented.capital_usd) / (rent - own)


def compare_costings(costings: list[Costing]) -> None:
    """Set each owned option's break-even against the rented option that is cheapest per run."""
    ref, _ = reference_hours(costings)
    rented = [c for c in costings if not c.bought]
    if ref is None or not rented:
        return
    partner = min(rented, key=lambda c: c.run_cost_usd)
    for c in costings:
        if c.bought:
            c.break_even_months = break_even(c, partner, ref)
            c.break_even_against = partner.option


def chart_series(costings: list[Costing], months: float | None = None, points: int = 61) -> dict:
    """Cumulative cost (USD) over months of use for each option, doing the same work; the break-evens marked."""
    ref, _ = reference_hours(costings)
    if ref is None:
        return {"months": [], "series": [], "break_evens": []}
    be = [c.break_even_months for c in costings if c.bought and c.break_even_months]
    horizon = months or max([ref.years * 12 if ref.bought else 12.0, *(1.5 * m for m in be)])
    xs = [horizon * k / (points - 1) for k in range(points)]
    series = [{"label": c.option, "kind": c.kind, "usd": [cumulative_usd(c, ref, x) for x in xs]} for c in costings]
    marks = [
        {
            "label": c.option,
            "against": c.break_even_against,
            "months": c.break_even_months,
            "usd": cumulative_usd(c, ref, c.break_even_months),
        }
        for c in costings
        if c.bought and c.break_even_months is not None and c.break_even_months <= horizon
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
        "title": tr("Cumulative cost over months of use (same work as {ref})").format(ref=series["reference"]),
    }


# plugging into an estimate ---------------------------------------------------------------------------------------
def apply_costing(est, costing: Costing | None, fx: FxTable, currency: str):
    """The estimate with its `cost` set from the costing (the run's cost) and the costing's sentences in its
    assumptions; without a costing, unchanged."""
    from gpucompare.core.estimate import Cost

    if costing is None:
        return est
    notes = [a for a in est.assumptions if getattr(a, "template", str(a)) != _NO_PRICE_NOTE]
    amount = float(fx.convert(costing.run_cost_usd, "USD", currency))
    per_device_hour = costing.run_cost_usd / max(costing.run_hours * costing.devices, 1e-9)
    if costing.bought:
        basis = "purchase"
    elif costing.rent and "instance" in costing.rent:
        basis = f"cloud {costing.rent['instance']}"
    else:
        basis = "hourly"
    cost = Cost(amount, currency, basis, per_device_hour, costing.option)
    return replace(est, cost=cost, assumptions=notes + list(costing.assumptions))


def _model_word(model: str) -> str:
    from gpucompare.core.pricing import PURCHASE_MODELS

    return PURCHASE_MODELS.get(model, model)


def _money_formatter(fx: FxTable, display: str):
    """Money in assumption sentences: one formatter for every amount (万 and 亿 in Chinese); an amount in USD is
    shown in the display currency, a price in its own currency is shown as given."""
    from gpucompare.i18n import is_chinese

    lang = "zh" if is_chinese() else "en"

    def show(amount: float, currency: str) -> str:
        if currency == "USD" and display != "USD":
            return format_money(float(fx.convert(amount, "USD", display)), display, lang)
        return format_money(amount, currency, lang)

    return show


# price bases, per device ----------------------------------------------------------------------------------------
PRICE_SPEC_HELP = (
    "buy (reference price, US market first), reference:US+CN or reference:CN+US (that market's reference price, "
    "else the other's), reference:US or reference:CN (that market's only), buy=PRICE (per device, "
    "in --currency), quote (latest imported quote), "
    "rent (cheapest on-demand instance), rent=INSTANCE[/MODEL], MODEL (on-demand, reserved-1y, reserved-3y, spot, "
    "capacity-block: the cheapest instance under it), hourly=PRICE (per device-hour)"
)


def resolve_price(
    device,
    spec: str,
    currency: str,
    fx: FxTable,
    *,
    quotes: dict[str, dict] | None = None,
    hourly_quotes: list[dict] = (),
) -> PriceChoice | None:
    """How `device` is paid for under `spec` (see PRICE_SPEC_HELP); None when the basis has no price for it."""
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
            raise BadArgument(Msg("unknown price basis {spec!r}; use {help}", spec=spec, help=PRICE_SPEC_HELP))
    if head in ("buy", "purchase", "reference") and arg:
        return PriceChoice("buy", _positive(arg, "buy"), currency, tr("user input"))
    if head in ("buy", "purchase", "reference"):
        ref = reference_price(device.id, currency, fx, markets)
        return None if ref is None else PriceChoice.buy_at(ref)
    if head == "quote":
        q = (quotes or {}).get(device.id)
        p = quote_price(q, currency, fx) if q else None
        if p is None:
            hourly = [h for h in hourly_quotes if h.get("device_id") == device.id]
            p = quote_price(hourly[-1], currency, fx) if hourly else None
        if p is None:
            return None
        kind = "buy" if "purchase" in p.estimate_kwargs else "rent"
        return PriceChoice(kind, p.mid, currency, p.source, p.as_of, low=p.low, high=p.high)
    if head == "hourly":
        return PriceChoice("rent", _positive(arg, "hourly"), currency, tr("user input"))
    if head in ("rent", "cloud") and arg:
        instance, _, model = arg.partition("/")
        rate = find_cloud_rate(instance.strip(), model.strip() or "on-demand")
        if rate.device_id != device.id:
            raise BadArgument(_wrong_instance(rate.instance, rate.accelerator, device.name))
        return PriceChoice.rent_on(rate)
    if head in ("rent", "cloud"):
        rate = cheapest_cloud_rate(device.id)
        return PriceChoice.rent_on(rate) if rate else None
    if head and not arg:
        model = purchase_model_key(head)  # raises with the known models
        rate = cheapest_cloud_rate(device.id, model)
        if rate is None:
            have = sorted({m for m in PURCHASE_MODELS if cheapest_cloud_rate(device.id, m)})
            raise BadArgument(
                Msg(
                    "no {model} price for {device} in the catalog (it has: {have}); give the price you were quoted "
                    "with hourly=PRICE",
                    model=model,
                    device=device.name,
                    have=", ".join(have) or Msg("none"),
                )
            )
        return PriceChoice.rent_on(rate)
    raise BadArgument(Msg("unknown price basis {spec!r}; use {help}", spec=spec, help=PRICE_SPEC_HELP))


def _wrong_instance(instance: str, accelerator: str, device: str) -> Msg:
    return Msg(
        "instance {instance} has {accelerator}, not {device}", instance=instance, accelerator=accelerator, device=device
    )


def _positive(text: str, what: str) -> float:
    try:
        v = float(text.replace(",", "").replace("_", ""))
    except ValueError:
        raise BadArgument(
            Msg("{what}= needs a price, e.g. {what}=25000 (got {text!r})", what=what, text=text)
        ) from None
    if not math.isfinite(v) or v <= 0:
        raise BadArgument(Msg("{what}= needs a positive price (got {text!r})", what=what, text=text))
    return v


def priced_estimate(device, workload, count: int, settings, choice: PriceChoice | None, tco: TcoSettings, fx, currency):
    """One estimate and its costing, the way every face (command line, window, report) makes them."""
    from gpucompare.core.estimate import estimate

    if choice is not None and choice.rate is not None and choice.rate.device_id != device.id:
        raise BadArgument(_wrong_instance(choice.rate.instance, choice.rate.accelerator, device.name))
    est = estimate(device, workload, count, settings, fx=fx, currency=currency, price_fallback=False)
    if choice is None:
        return est, None
    costing = cost_run(RunFacts.of(est, device, workload), device, choice, tco, fx, currency)
    return apply_costing(est, costing, fx, currency), costing


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


def priced_estimates(devices, choose, workload, count: int, settings, tco: TcoSettings, fx, currency: str):
    """Every device estimated and priced its own way (`choose(device)` gives its PriceChoice and may raise a
    UserError): (estimates, costings) by device id, where a device that cannot be estimated or priced gets the one
    sentence that says why instead of an estimate; "best" is then marked among the costings, like with like."""
    estimates, costings = {}, {}
    for d in devices:
        try:
            est, costing = priced_estimate(d, workload, count, settings, choose(d), tco, fx, currency)
        except UserError as err:
            estimates[d.id] = str(err)
            continue
        estimates[d.id] = est
        if costing is not None:
            costings[d.id] = costing
    compare_costings([costings[d.id] for d in devices if d.id in costings])
    return estimates, costings
