"""The hardware table as numpy columns: which columns exist (units and precision in every title), their values for
a precision, price basis and currency, and the filter mask. Qt-free: the window's model shows it, exports write it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

import numpy as np

from gpucompare.core.catalog import PRECISION_LABEL, PRECISIONS, Catalog, Device, derived_metrics, normalize
from gpucompare.core.compute_units import device_hour_to_per_pflops_year
from gpucompare.core.fields import FIELD_BY_KEY, PEAK_FIELD
from gpucompare.core.link_words import link_text
from gpucompare.core.money import format_amount, money_unit, per_money, round_sig
from gpucompare.core.pricing import PriceColumn, join_marks
from gpucompare.i18n import N_, localize, tr, trf

if TYPE_CHECKING:
    from gpucompare.core.durations import Unit


@dataclass(frozen=True)
class Column:
    """One table column. `title` may hold {prec} and {cur}; `unit` too. Numbers are formatted on demand.
    `field` is the registry key (`core.fields`) the column shows; its tooltip says what the column means."""

    key: str
    title: str
    unit: str = ""
    numeric: bool = True
    digits: int = 0
    visible: bool = True  # shown before the user chooses columns
    #: "spec" (tooltip: the value's source), "price" (the price's source), "derived" (the formula),
    #: "export" (the rule and its date)
    kind: str = "spec"
    precision: str = ""  # a fixed precision (the per-precision columns); else the selector's
    meaning: str = ""  # what the column means (header tooltip), marked with N_()

    def header(self, precision: str = "bf16", currency: str = "USD", hourly: bool = False, run: str = "") -> str:
        sym = money_unit(currency)
        prec = self.precision or precision
        fill = {
            "prec": PRECISION_LABEL[prec],
            "sym": sym,
            "cur": sym + ("/h" if hourly and self.kind not in ("spec", "run") else ""),
            # 'Memory per $1,000 (GB)': the amount as every 'per' label writes it (the chart's 'TFLOPS per $1,000')
            "per_k": per_money(currency, "1,000", hourly and self.kind not in ("spec", "run")),
            "tp": _tp(prec),
            "run": run or tr("my run"),
        }
        title = trf(self.title, **fill)
        unit = trf(self.unit, **fill)
        return f"{title} ({unit})" if unit else title

    def header_tooltip(
        self, precision: str = "bf16", currency: str = "USD", hourly: bool = False, run: str = ""
    ) -> str:
        """The header and what the column means: 'Memory (GB)' + 'Accelerator memory per device ...'."""
        head = self.header(precision, currency, hourly, run)
        return f"{head}\n{tr(self.meaning)}" if self.meaning else head


def _tp(precision: str) -> str:
    return "TOPS" if precision == "int8" else "TFLOPS"


def _from_field(key: str, **over) -> Column:
    f = FIELD_BY_KEY[key]
    kw = dict(
        key=f.key,
        title=f.label,
        unit=f.unit,
        numeric=f.numeric,
        digits=f.digits,
        visible=f.visible,
        kind="export" if f.group == "export" else "spec",
        meaning=f.tooltip,
    )
    kw.update(over)
    return Column(**kw)


_PEAK_MEANING = N_(
    "Peak tensor/matrix throughput at the precision chosen above, dense (no 2:4 sparsity), summed over all dies of "
    "the package; hover a cell for its source."
)
_PER_PREC = {p: FIELD_BY_KEY[PEAK_FIELD[p]] for p in PRECISIONS}

#: Every column the table can show, in order; `peak`, `price` and the derived ones follow the selectors.
COLUMNS: tuple[Column, ...] = (
    _from_field("name"),
    _from_field("vendor"),
    _from_field("category"),
    _from_field("form_factor"),
    _from_field("architecture"),
    _from_field("launch_year"),
    _from_field("memory_gb"),
    _from_field("memory_type"),
    _from_field("memory_bw_gbs"),
    Column("peak", N_("{prec} dense"), "{tp}", digits=1, meaning=_PEAK_MEANING),
    *(
        Column(f"{p}_peak", N_("{prec} dense"), "{tp}", digits=1, visible=False, precision=p, meaning=f.tooltip)
        for p, f in _PER_PREC.items()
    ),
    _from_field("fp6_tflops"),
    _from_field("fp4_tflops"),
    _from_field("fp64_tflops"),
    _from_field("scaleup_link"),
    _from_field("scaleup_gbs", title=N_("Scale-up bandwidth")),
    _from_field("scaleup_domain"),
    _from_field("scaleout_gbps", title=N_("Scale-out network")),
    _from_field("tdp_w"),
    _from_field("pcie_gen"),
    _from_field("process_nm"),
    _from_field("die_area_mm2"),
    _from_field("datacenter", numeric=False),
    _from_field("tpp"),
    _from_field("perf_density"),
    _from_field("export_class"),
    _from_field("china_status"),
    Column(
        "price",
        N_("Price"),
        "{cur}",
        kind="price",
        meaning=N_(
            "Price per device under the price basis chosen above (its market is in the basis; a 'market first' "
            "basis marks a price from its second market with that market, e.g. (CN)), with its date; a price older "
            "than 18 months is marked 'old' and never counted best. A range sorts by its middle. Hover a cell for "
            "its source, date and FX rate."
        ),
    ),
    Column(
        "price_per_tflop",
        N_("Price per {prec} TFLOPS"),
        "{cur}",
        digits=1,
        kind="derived",
        meaning=N_("Price ÷ dense peak at the chosen precision."),
    ),
    Column(
        "rent_per_pflops_year",
        N_("Per PFLOPS-year"),
        N_("{sym}/P/yr"),
        digits=0,
        kind="derived",
        visible=False,
        meaning=N_(
            "An hourly price (a cloud basis, or owned and rented per device-hour) in the unit China's computing "
            "centres quote (元/P/年): the price per device-hour × 8,760 h ÷ the dense BF16 peak in PFLOPS, whatever "
            "precision is chosen above. Empty under a purchase basis or for a device without a BF16 figure. Compute "
            "vouchers are not deducted."
        ),
    ),
    Column(
        "tflops_per_w",
        N_("{prec} TFLOPS per watt"),
        "TFLOPS/W",
        digits=2,
        kind="derived",
        meaning=N_("Dense peak at the chosen precision ÷ TDP."),
    ),
    Column(
        "gb_per_kprice",
        N_("Memory per {per_k}"),
        "GB",
        digits=2,
        kind="derived",
        visible=False,
        meaning=N_("Memory ÷ price × 1,000."),
    ),
    Column(
        "run_days",
        N_("Days for {run}"),
        N_("days"),
        digits=1,
        kind="run",
        meaning=N_(
            "For my workload: the wall-clock time of the workload chosen in the estimate panel on its cluster size, for "
            "every training device (the estimator's figure, its band in the estimate), in one unit for the rows shown "
            "(days, hours, minutes or seconds; sorted by the time); hover a blank cell for why there is none."
        ),
    ),
    Column(
        "run_cost",
        N_("Cost of {run}"),
        "{cur}",
        kind="run",
        meaning=N_(
            "For my workload: what that run costs on each device at its price under the basis chosen above: owned, the "
            "run's device-hours at the TCO per device-hour of use (a full server's share); rented, at its rent. No cost "
            "for a run that does not fit. Sort to rank the devices for your run."
        ),
    ),
    _from_field("source_date"),
)


def _with_registry(columns: tuple[Column, ...]) -> tuple[Column, ...]:
    """Every field of the registry gets a column: one not placed above goes after the last column of its group (a
    field added to `core.fields` is in the table and its column chooser with no change here)."""
    from gpucompare.core import fields

    placed = {c.key for c in columns} | set(PEAK_FIELD.values())
    out = list(columns)
    for f in fields.FIELDS:
        if f.key in placed:
            continue
        same = [i for i, c in enumerate(out) if c.key in FIELD_BY_KEY and FIELD_BY_KEY[c.key].group == f.group]
        out.insert(same[-1] + 1 if same else len(out) - 1, _from_field(f.key))
    return tuple(out)


COLUMNS = _with_registry(COLUMNS)
COLUMN_KEYS = tuple(c.key for c in COLUMNS)


def column(key: str) -> Column:
    return COLUMNS[COLUMN_KEYS.index(key)]


#: the "for my workload" time column's title and unit in each unit core.durations.duration_unit may choose (keyed by
#: the unit's template): a short run reads 'Hours for Llama 2 7B on 8 (hours)' over '4.58', never '0.191' days
RUN_TIME_HEADERS = {
    "{n} days": (N_("Days for {run}"), N_("days")),
    "{n} hours": (N_("Hours for {run}"), N_("hours")),
    "{n} minutes": (N_("Minutes for {run}"), N_("minutes")),
    "{n} seconds": (N_("Seconds for {run}"), N_("seconds")),
}

#: the unit the run-time column is in when no rows are given: days, as its figures are held (and exported); None
#: stands for it so the estimator's modules load only when a run's times are shown (never before the first paint)
DAYS = None


def run_time_unit(days: np.ndarray, rows: np.ndarray | None = None) -> Unit | None:
    """The one unit of the run-time column over the rows shown (core.durations.duration_unit, as the estimate panel
    chooses its own): from the shortest and longest time among them, vectorised (100k rows in well under a
    millisecond); days when none has a time."""
    v = np.asarray(days, dtype=float)
    if rows is not None:
        v = v[rows]
    with np.errstate(invalid="ignore"):
        v = v[np.isfinite(v) & (v > 0)]
    if not len(v):
        return DAYS
    from gpucompare.core.durations import duration_unit

    return duration_unit((float(v.min()), float(v.max())))


@dataclass
class Frame:
    """The table's data: one numpy array per column key, plus per-row ids, search text and provenance."""

    ids: np.ndarray  # object
    data: dict[str, np.ndarray]
    search: np.ndarray  # unicode: normalized id, vendor, model, variant, aliases
    device_source: list[str]
    price_source: list[str]
    precision: str = "bf16"
    currency: str = "USD"
    hourly: bool = False
    basis: str = ""  # the price basis key (core.pricing.BASES)
    link_kind: np.ndarray = field(default_factory=lambda: np.array([], dtype="U8"))
    devices: list = field(default_factory=list)
    export: list = field(default_factory=list)
    #: obtainable in China today (the export indication), per row
    china_ok: np.ndarray = field(default_factory=lambda: np.array([], dtype=bool))
    #: per row, the mark of a price from the basis's second market ('CN' under 'US market first'), '' for the others
    price_tag: np.ndarray = field(default_factory=lambda: np.array([], dtype=object))
    #: per row, the price's date ('2023'; '2019, old' past the stale limit) and whether it is old
    price_date: np.ndarray = field(default_factory=lambda: np.array([], dtype=object))
    #: per row, 'quote to check' where the price is a quote the import marked for review and nobody has checked
    price_check: np.ndarray = field(default_factory=lambda: np.array([], dtype=object))
    stale: np.ndarray = field(default_factory=lambda: np.array([], dtype=bool))
    #: "for my workload": what the run columns are about ('Llama 2 70B on 256'), and per row why a figure is missing
    run_label: str = ""
    run_why: list = field(default_factory=list)
    #: per row, True where the run was estimated and does not fit in memory (its cells say so)
    run_misfit: np.ndarray = field(default_factory=lambda: np.array([], dtype=bool))
    #: per row, True where the run's time rests on a figure the device lacks (its cells marked '*')
    run_assumed: np.ndarray = field(default_factory=lambda: np.array([], dtype=bool))

    def __len__(self) -> int:
        return len(self.ids)

    def with_workload(self, col) -> None:
        """Fill the "for my workload" columns from a core.workload_costs.WorkloadColumn over the same devices."""
        self.data["run_days"] = np.asarray(col.days, dtype=float)
        self.data["run_cost"] = np.asarray(col.cost, dtype=float)
        self.run_label = localize(col.label())  # in the reader's language: "Llama 2 70B，256 台的天数"
        self.run_why = list(col.why)
        self.run_misfit = np.asarray(getattr(col, "misfit", ()), dtype=bool)
        self.run_assumed = np.asarray(getattr(col, "assumed", ()), dtype=bool)

    def header(self, key: str, run_unit: Unit | None = DAYS) -> str:
        """A column's header; the price column names its basis, market included ('Reference price, US market ($)'),
        so a price is never read without knowing where it comes from; the run-time column its unit (`run_unit`, the
        one its cells are written in: run_time_unit of the rows shown; days, as the figures are held, by default)."""
        if key == "price" and self.basis:
            from gpucompare.core.pricing import basis_title

            return f"{basis_title(self.basis)} ({money_unit(self.currency, self.hourly)})"
        col = column(key)
        if key == "run_days":
            title, unit = RUN_TIME_HEADERS.get(run_unit[1] if run_unit else "", RUN_TIME_HEADERS["{n} days"])
            col = replace(col, title=title, unit=unit)
        return col.header(self.precision, self.currency, self.hourly, self.run_label)

    def tooltip(self, key: str, row: int) -> str:
        col = column(key)
        if col.kind == "run":
            why = self.run_why[row] if row < len(self.run_why) else ""
            if not self.run_label:
                return tr("Choose a workload and a cluster size in the estimate panel to fill this column.")
            text = trf("{run}: see the estimate panel for the band and every assumption.", run=self.run_label)
            return f"{localize(why)}\n{text}" if why else text
        if col.kind == "price":
            return localize(self.price_source[row]) if self.price_source[row] else tr("No price under this basis")
        if col.kind == "derived":
            formula = {
                "price_per_tflop": tr("Price ÷ dense peak"),
                "tflops_per_w": tr("Dense peak ÷ TDP"),
                "gb_per_kprice": tr("Memory ÷ price × 1,000"),
                "rent_per_pflops_year": tr("Price per device-hour × 8,760 h ÷ dense BF16 PFLOPS"),
            }[key]
            return f"{formula}. {localize(self.price_source[row])}" if key != "tflops_per_w" else formula
        if col.kind == "export":
            return self.export[row].explanation() if self.export else ""
        if self.devices and col.kind == "spec":
            return value_source_text(self.devices[row], field_of(key, self.precision))
        return self.device_source[row]

    def cell_text(self, col: Column, row: int, run_unit: Unit | None = DAYS) -> str:
        """What a cell shows; a price given as a range shows the range, never a falsely precise midpoint; a run's time
        in the column's one unit (`run_unit`, as its header says), to three significant figures."""
        if col.key == "price":
            text = price_text(self.data["price_low"][row], self.data["price_high"][row], self.currency)
        elif col.key == "run_days":
            v = float(self.data["run_days"][row])
            text = format_cell(col, v / (run_unit[0] if run_unit else 1.0))
        else:
            text = format_cell(col, self.data[col.key][row], self.currency)
        if col.kind == "run" and text == "—" and row < len(self.run_misfit) and self.run_misfit[row]:
            return tr("does not fit")  # said where it is read, the advice on hover: never a bare '—'
        marks = []
        if col.kind in ("price", "derived", "run") and col.key not in ("tflops_per_w", "run_days") and text != "—":
            if len(self.price_tag) and self.price_tag[row]:
                marks.append(self.price_tag[row])  # a second market's price is never shown unmarked
            if len(self.price_check) and self.price_check[row]:
                marks.append(self.price_check[row])  # a quote nobody has checked, in every figure made from it
            if col.key == "price" and len(self.price_date) and self.price_date[row]:
                marks.append(self.price_date[row])  # the date beside every price; an old one marked
            elif len(self.stale) and self.stale[row]:
                marks.append(tr("old"))
        if col.kind == "run" and text != "—" and row < len(self.run_assumed) and self.run_assumed[row]:
            text += " *"  # rests on a figure the device lacks, as the estimate panel marks it; why on hover
        # the sort stays on the number; one separator per language: '(US, 2017-06, old)', '(美国，2017-06，旧)'
        return f"{text} ({join_marks(marks)})" if marks else text

    def header_tooltip(self, key: str, run_unit: Unit | None = DAYS) -> str:
        if key == "run_days":  # the header as shown, in the column's unit, and what the column means
            return f"{self.header(key, run_unit)}\n{tr(column(key).meaning)}"
        return column(key).header_tooltip(self.precision, self.currency, self.hourly, self.run_label)


def link_kind(scaleup_link: str) -> str:
    """'nvlink', 'other' (Infinity Fabric, ICI, RoCE, Xe Link, NeuronLink) or 'pcie' for the link filter."""
    low = scaleup_link.lower()
    if "nvlink" in low and "bridge" not in low:
        return "nvlink"
    if not low or low.startswith("pcie") or "bridge" in low or low == "none":
        return "pcie"
    return "other"


#: the catalog's categories, marked for translation (the table shows them in the user's language)
CATEGORIES = (N_("datacenter GPU"), N_("accelerator"), N_("workstation GPU"), N_("consumer GPU"), N_("CPU"))

LINK_KINDS = {"nvlink": N_("NVLink"), "other": N_("Other fabric (IF, ICI, RoCE, NeuronLink)"), "pcie": N_("PCIe only")}


def build_frame(catalog: Catalog, precision: str, prices: PriceColumn, today: str | None = None) -> Frame:
    """The catalog as table columns at a precision, with prices (and the ratios that need them) in one currency,
    and the export indication under the rules in force on `today`. The columns that depend on the catalog alone
    are built once per catalog, precision and day (`_catalog_part`): new prices (an import, another currency or
    basis) cost the price columns only."""
    part = _catalog_part(catalog, precision, today)
    devs = part["devices"]
    data = dict(part["data"])
    data["price"] = prices.mid
    data["price_low"], data["price_high"] = prices.low, prices.high
    data.update(derived_metrics(data["peak"], prices.mid, data["tdp_w"], data["memory_gb"]))
    data["rent_per_pflops_year"] = rent_per_pflops_year(prices.mid, data["bf16_peak"], prices.hourly)
    data["run_days"] = np.full(len(devs), np.nan)  # "for my workload": filled by Frame.with_workload
    data["run_cost"] = np.full(len(devs), np.nan)
    return Frame(
        ids=part["ids"],
        data=data,
        search=part["search"],
        device_source=part["device_source"],
        price_source=[prices.source_text(i) for i in range(len(devs))],
        precision=precision,
        currency=prices.currency,
        hourly=prices.hourly,
        basis=prices.basis,
        link_kind=part["link_kind"],
        devices=list(devs),
        export=part["export"],
        china_ok=part["china_ok"],
        price_tag=np.array([prices.tag(i) for i in range(len(devs))], dtype=object),
        price_date=np.array([prices.date_tag(i) for i in range(len(devs))], dtype=object),
        price_check=np.array([prices.check_tag(i) for i in range(len(devs))], dtype=object),
        stale=np.asarray(prices.stale, dtype=bool),
        run_why=[""] * len(devs),
    )


def rent_per_pflops_year(price_mid: np.ndarray, bf16_tflops: np.ndarray, hourly: bool) -> np.ndarray:
    """Hourly rents as a price per PFLOPS-year of dense BF16 (元/P/年 in CNY), per device; NaN under a purchase
    basis or where a device has no BF16 figure."""
    price = np.asarray(price_mid, dtype=float)
    if not hourly:
        return np.full(price.shape, np.nan)
    return device_hour_to_per_pflops_year(price, np.asarray(bf16_tflops, dtype=float) / 1000.0)


def _catalog_part(catalog: Catalog, precision: str, today: str | None) -> dict:
    """The columns of the table that depend on the catalog, the precision and the day only (cached on the
    catalog, as `_export_statuses`)."""
    import datetime as dt

    from gpucompare.i18n import language

    day = today or dt.date.today().isoformat()
    cache = catalog.__dict__.setdefault("_frame_cache", {})
    cache_key = (precision, day, language())  # the texts ('yes', export words) are in the reader's language
    got = cache.get(cache_key)
    if got is not None:
        return got
    devs = catalog.devices
    data: dict[str, np.ndarray] = {}
    for key, getter in (
        ("name", lambda d: d.name),
        ("vendor", lambda d: d.vendor),
        ("category", lambda d: d.category),
        ("form_factor", lambda d: d.form_factor),
        ("architecture", lambda d: d.architecture),
        ("scaleup_link", lambda d: link_text(d.scaleup_link)),  # its words in the reader's language
        ("memory_type", lambda d: d.memory_type),
        ("source_date", lambda d: d.source_date),
        ("datacenter", lambda d: tr("yes") if d.datacenter else tr("no")),
    ):
        data[key] = np.array([getter(d) for d in devs], dtype=object)
    for col in COLUMNS:
        if col.numeric and col.key in FIELD_BY_KEY and not FIELD_BY_KEY[col.key].derived:
            data[col.key] = catalog.column(col.key)
    for p in PRECISIONS:
        data[f"{p}_peak"] = np.array([d.tflops(p) for d in devs], dtype=float)
    data["peak"] = data[f"{precision}_peak"]
    export = _export_statuses(catalog, day)
    data["tpp"] = np.array([e.tpp for e in export], dtype=float)
    data["perf_density"] = np.array([e.perf_density for e in export], dtype=float)
    data["export_class"] = np.array([e.class_text for e in export], dtype=object)
    data["china_status"] = np.array([e.china_short() for e in export], dtype=object)
    search = np.array([normalize(" ".join([d.id, d.vendor, d.model, d.variant, d.category, *d.aliases])) for d in devs])
    got = {
        "devices": devs,
        "data": data,
        "ids": np.array([d.id for d in devs], dtype=object),
        "search": search,
        "device_source": [_device_source(d) for d in devs],
        "link_kind": np.array([link_kind(d.scaleup_link) for d in devs]),
        "export": export,
        # training devices only: the filter answers "what can I train on in China", not which CPU is unrestricted
        "china_ok": np.array(
            [e.obtainable_in_china and d.is_training_device for e, d in zip(export, devs, strict=True)], dtype=bool
        ),
    }
    cache[cache_key] = got
    return got


def _export_statuses(catalog: Catalog, today: str | None) -> list:
    """Every device's export indication, computed once per catalog and day (a currency or precision switch reuses
    it)."""
    import datetime as dt

    from gpucompare.core.export_control import rules, status

    day = today or dt.date.today().isoformat()
    cache = catalog.__dict__.setdefault("_export_cache", {})
    if day not in cache:
        all_rules = rules()
        cache[day] = [status(d, day, all_rules) for d in catalog.devices]
    return cache[day]


def field_of(key: str, precision: str) -> str:
    """The registry field a table column shows ('peak' at BF16 -> 'bf16_tflops')."""
    if key == "peak":
        return PEAK_FIELD[precision]
    if key.endswith("_peak"):
        return PEAK_FIELD[key[: -len("_peak")]]
    return key


def value_source_text(d: Device, field_key: str) -> str:
    """One value's source, date and confidence, and any conflict between the catalog's layers over it."""
    if d.custom:
        return tr("Custom device. ") + _device_source(d)
    prov = d.value_source(field_key)
    src = prov.source or tr("no source")
    how = f"; {prov.how}" if prov.how else ""
    text = f"{tr('Source')} ({prov.as_of or d.source_date}, {tr(prov.confidence)}{how}): {src}"
    for c in d.conflicts_of(field_key):
        other = f"{c.other:g}"
        text += "\n" + trf(
            "Conflict: {other} in {where}; kept {kept}",
            other=other,
            where=c.other_source,
            kept="—" if math.isnan(c.kept) else f"{c.kept:g}",
        )
    return text


def _device_source(d) -> str:
    first = d.sources[0] if d.sources else tr("no source")
    more = len(d.sources) - 1
    extra = trf(" (+{n} more)", n=more) if more > 0 else ""
    custom = tr("Custom device. ") if d.custom else ""
    return f"{custom}{tr('Source')} ({d.source_date}): {first}{extra}"


@dataclass
class Filter:
    """What the user narrowed the table to; empty fields do not filter."""

    text: str = ""
    categories: frozenset[str] = frozenset()
    vendors: frozenset[str] = frozenset()
    min_memory_gb: float = 0.0
    min_peak: float = 0.0  # at the frame's precision
    link: str = ""  # "", or a LINK_KINDS key
    priced_only: bool = False
    #: only parts the export indication says can be bought in China today
    china_obtainable: bool = False

    @property
    def active(self) -> bool:
        return bool(
            self.text.strip()
            or self.categories
            or self.vendors
            or self.min_memory_gb
            or self.min_peak
            or self.link
            or self.priced_only
            or self.china_obtainable
        )


def filter_mask(frame: Frame, f: Filter) -> np.ndarray | None:
    """Boolean mask of the rows that pass (None: all pass). Vectorised: 100k rows in a few milliseconds."""
    if not f.active:
        return None
    mask = np.ones(len(frame), dtype=bool)
    for word in f.text.split():
        w = normalize(word)
        if w:
            mask &= np.strings.find(frame.search, w) >= 0
    if f.categories:
        mask &= np.isin(frame.data["category"], list(f.categories))
    if f.vendors:
        mask &= np.isin(frame.data["vendor"], list(f.vendors))
    with np.errstate(invalid="ignore"):
        if f.min_memory_gb:  # accelerator memory: a CPU's host RAM is not what the filter asks about
            mask &= (frame.data["memory_gb"] >= f.min_memory_gb) & (frame.data["category"] != "CPU")
        if f.min_peak:
            mask &= frame.data["peak"] >= f.min_peak
    if f.link:
        mask &= frame.link_kind == f.link
    if f.priced_only:
        mask &= ~np.isnan(frame.data["price"])
    if f.china_obtainable and len(frame.china_ok) == len(frame):
        mask &= frame.china_ok
    return mask


def format_cell(col: Column, value, currency: str = "") -> str:
    """Display text of one cell: thousands separators, the column's digits, an em dash for missing; money in 万 for
    Chinese readers of yuan prices."""
    if not col.numeric:
        if value is None:
            return ""
        return tr(value) if col.key == "category" else str(value)
    v = float(value)
    if math.isnan(v):
        return "—"
    if col.key == "launch_year":
        return f"{v:.0f}"
    if col.key == "run_days":
        # an estimate's time (in the unit the caller divided it into: Frame.cell_text) as the estimate panel, the
        # report and the command line write it: three figures, whole from 100 up ('394', never '394.3' nor '2,438.9')
        from gpucompare.core.estimate.results import days_text

        return days_text(v)
    if col.key in ("price", "run_cost") and currency:
        return format_amount(round_sig(v) if col.key == "run_cost" else v, currency, col.digits)
    digits = col.digits
    if col.kind in ("price", "derived") and abs(v) < 10 and v != 0:
        digits = max(digits, 2)
    return f"{v:,.{digits}f}"


def price_text(low: float, high: float, currency: str) -> str:
    """'350,000–450,000' (or '35万–45万' in Chinese for yuan); one figure when the ends agree; an em dash for none."""
    if math.isnan(low) or math.isnan(high):
        return "—"
    if math.isclose(low, high, rel_tol=1e-9):
        return format_amount(round_sig(low), currency)
    return f"{format_amount(round_sig(low), currency)}–{format_amount(round_sig(high), currency)}"
