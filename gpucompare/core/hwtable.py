"""The hardware table as numpy columns: which columns exist (units and precision in every title), their values for
a precision, price basis and currency, and the filter mask. Qt-free: the window's model shows it, exports write it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from gpucompare.core.catalog import PRECISION_LABEL, PRECISIONS, Catalog, derived_metrics, normalize
from gpucompare.core.money import SYMBOLS, format_amount
from gpucompare.core.pricing import PriceColumn
from gpucompare.i18n import N_, tr


@dataclass(frozen=True)
class Column:
    """One table column. `title` may hold {prec} and {cur}; `unit` too. Numbers are formatted on demand."""

    key: str
    title: str
    unit: str = ""
    numeric: bool = True
    digits: int = 0
    visible: bool = True  # shown before the user chooses columns
    #: "spec" (tooltip: the device's source), "price" (the price's source), "derived" (the formula)
    kind: str = "spec"
    precision: str = ""  # a fixed precision (the per-precision columns); else the selector's

    def header(self, precision: str = "bf16", currency: str = "USD", hourly: bool = False) -> str:
        sym = SYMBOLS.get(currency, currency)
        prec = self.precision or precision
        fill = {
            "prec": PRECISION_LABEL[prec],
            "cur": sym + ("/h" if hourly and self.kind != "spec" else ""),
            "tp": _tp(prec),
        }
        title = tr(self.title).format(**fill)
        unit = tr(self.unit).format(**fill)
        return f"{title} ({unit})" if unit else title


def _tp(precision: str) -> str:
    return "TOPS" if precision == "int8" else "TFLOPS"


#: Every column the table can show, in order; `peak`, `price` and the derived ones follow the selectors.
COLUMNS: tuple[Column, ...] = (
    Column("name", N_("Device"), numeric=False),
    Column("vendor", N_("Vendor"), numeric=False),
    Column("category", N_("Category"), numeric=False),
    Column("form_factor", N_("Form factor"), numeric=False, visible=False),
    Column("architecture", N_("Architecture"), numeric=False, visible=False),
    Column("launch_year", N_("Year")),
    Column("memory_gb", N_("Memory"), "GB"),
    Column("memory_bw_gbs", N_("Memory bandwidth"), "GB/s"),
    Column("peak", N_("{prec} dense"), "{tp}", digits=1),
    *(Column(f"{p}_peak", N_("{prec} dense"), "{tp}", digits=1, visible=False, precision=p) for p in PRECISIONS),
    Column("fp64_tflops", N_("FP64 vector"), "TFLOPS", digits=1, visible=False),
    Column("scaleup_link", N_("Scale-up link"), numeric=False),
    Column("scaleup_gbs", N_("Scale-up bandwidth"), "GB/s"),
    Column("scaleup_domain", N_("Devices per scale-up domain"), visible=False),
    Column("scaleout_gbps", N_("Scale-out network"), "Gb/s"),
    Column("tdp_w", N_("TDP"), "W"),
    Column("price", N_("Price"), "{cur}", kind="price"),
    Column("price_per_tflop", N_("Price per {prec} TFLOPS"), "{cur}", digits=1, kind="derived"),
    Column("tflops_per_w", N_("{prec} TFLOPS per watt"), "TFLOPS/W", digits=2, kind="derived"),
    Column("gb_per_kprice", N_("Memory per 1,000 {cur}"), "GB", digits=2, kind="derived", visible=False),
    Column("source_date", N_("Checked"), numeric=False, visible=False),
)
COLUMN_KEYS = tuple(c.key for c in COLUMNS)


def column(key: str) -> Column:
    return COLUMNS[COLUMN_KEYS.index(key)]


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
    link_kind: np.ndarray = field(default_factory=lambda: np.array([], dtype="U8"))

    def __len__(self) -> int:
        return len(self.ids)

    def header(self, key: str) -> str:
        return column(key).header(self.precision, self.currency, self.hourly)

    def tooltip(self, key: str, row: int) -> str:
        col = column(key)
        if col.kind == "price":
            return self.price_source[row] or tr("No price under this basis")
        if col.kind == "derived":
            formula = {
                "price_per_tflop": tr("Price ÷ dense peak"),
                "tflops_per_w": tr("Dense peak ÷ TDP"),
                "gb_per_kprice": tr("Memory ÷ price × 1,000"),
            }[key]
            return f"{formula}. {self.price_source[row]}" if key != "tflops_per_w" else formula
        return self.device_source[row]


def link_kind(scaleup_link: str) -> str:
    """'nvlink', 'other' (Infinity Fabric, ICI, RoCE, Xe Link, NeuronLink) or 'pcie' for the link filter."""
    low = scaleup_link.lower()
    if "nvlink" in low and "bridge" not in low:
        return "nvlink"
    if not low or low.startswith("pcie") or "bridge" in low or low == "none":
        return "pcie"
    return "other"


#: the catalog's categories, marked for translation (the table shows them in the user's language)
CATEGORIES = (N_("datacenter GPU"), N_("accelerator"), N_("consumer GPU"), N_("CPU"))

LINK_KINDS = {"nvlink": N_("NVLink"), "other": N_("Other fabric (IF, ICI, RoCE, NeuronLink)"), "pcie": N_("PCIe only")}


def build_frame(catalog: Catalog, precision: str, prices: PriceColumn) -> Frame:
    """The catalog as table columns at a precision, with prices (and the ratios that need them) in one currency."""
    devs = catalog.devices
    data: dict[str, np.ndarray] = {}
    for key, getter in (
        ("name", lambda d: d.name),
        ("vendor", lambda d: d.vendor),
        ("category", lambda d: d.category),
        ("form_factor", lambda d: d.form_factor),
        ("architecture", lambda d: d.architecture),
        ("scaleup_link", lambda d: d.scaleup_link),
        ("source_date", lambda d: d.source_date),
    ):
        data[key] = np.array([getter(d) for d in devs], dtype=object)
    for key in (
        "launch_year",
        "memory_gb",
        "memory_bw_gbs",
        "fp64_tflops",
        "scaleup_gbs",
        "scaleup_domain",
        "scaleout_gbps",
        "tdp_w",
    ):
        data[key] = catalog.column(key)
    for p in PRECISIONS:
        data[f"{p}_peak"] = np.array([d.tflops(p) for d in devs], dtype=float)
    data["peak"] = data[f"{precision}_peak"]
    data["price"] = prices.mid
    data.update(derived_metrics(data["peak"], prices.mid, data["tdp_w"], data["memory_gb"]))
    search = np.array([normalize(" ".join([d.id, d.vendor, d.model, d.variant, d.category, *d.aliases])) for d in devs])
    sources = [_device_source(d) for d in devs]
    return Frame(
        ids=np.array([d.id for d in devs], dtype=object),
        data=data,
        search=search,
        device_source=sources,
        price_source=[prices.source_text(i) for i in range(len(devs))],
        precision=precision,
        currency=prices.currency,
        hourly=prices.hourly,
        link_kind=np.array([link_kind(d.scaleup_link) for d in devs]),
    )


def _device_source(d) -> str:
    first = d.sources[0] if d.sources else tr("no source")
    more = len(d.sources) - 1
    extra = tr(" (+{n} more)").format(n=more) if more > 0 else ""
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
    if col.key == "price" and currency:
        return format_amount(v, currency, col.digits)
    digits = col.digits
    if col.kind in ("price", "derived") and abs(v) < 10 and v != 0:
        digits = max(digits, 2)
    return f"{v:,.{digits}f}"
