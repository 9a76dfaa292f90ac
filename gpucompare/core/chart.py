"""The price/throughput chart's data and geometry, Qt-free: points, the Pareto frontier, iso-cost guide lines, colours.

The window draws it with pyqtgraph, the report paints it for print; both take a `ChartData` from `chart_data()`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from gpucompare.core.catalog import PRECISION_LABEL, Device
from gpucompare.core.money import money_unit, per_money
from gpucompare.core.pricing import HOUR_BASIS, PriceColumn
from gpucompare.core.tables import read_table
from gpucompare.i18n import N_, Msg, is_chinese, tr, trf

METRICS = {
    "peak": N_("Dense peak at the chosen precision"),
    "resnet50": N_("ResNet-50 training throughput"),
    "run": N_("My run: its cost and speed"),
}

#: one colour per vendor (colour-blind-safe: Okabe-Ito for the first six, Paul Tol's muted scheme for China's
#: vendors, whose parts share a chart with them in every Chinese quote), the rest grey
VENDOR_COLORS = {
    "NVIDIA": "#009E73",
    "AMD": "#D55E00",
    "Intel": "#0072B2",
    "Intel (Habana Labs)": "#56B4E9",
    "Google": "#E69F00",
    "AWS (Annapurna Labs)": "#CC79A7",
    "AWS": "#CC79A7",
    "Huawei": "#882255",
    "Cambricon": "#332288",
    "MetaX": "#999933",
    "Iluvatar CoreX": "#DDCC77",
    "Kunlunxin (Baidu)": "#661100",
    "Moore Threads": "#AA4499",
    "Hygon": "#44AA99",
    "Biren": "#6699CC",
    "custom": "#000000",
}
OTHER_COLOR = "#7F7F7F"


def vendor_color(vendor: str) -> str:
    return VENDOR_COLORS.get(vendor, OTHER_COLOR)


@dataclass
class ChartData:
    """Points with a positive price and throughput; everything else is left out and counted."""

    ids: np.ndarray
    names: np.ndarray
    vendors: np.ndarray
    x: np.ndarray  # price (mid) per device or per device-hour
    y: np.ndarray  # throughput
    x_low: np.ndarray
    x_high: np.ndarray
    x_label: str
    y_label: str
    y_unit: str
    currency: str
    hourly: bool
    left_out: int = 0  # no price or no throughput
    filtered_out: int = 0  # hidden by the table's filters
    #: per point, True when its price is the basis's second market's (drawn hollow, never mixed in silently)
    other_market: np.ndarray | None = None
    #: the key's line for the hollow points: "Hollow: China market price (no US market price known), converted at
    #: 0.139 USD/CNY, rate of 2024"; "" when there are none
    other_market_key: str = ""
    other_market_label: str = ""  # the same in two words, for the legend: "China market price"
    #: under the hour basis, per point, True when its figure is a rent (a device with no purchase price): drawn as
    #: a hollow diamond, with a key entry and a note saying so
    rented: np.ndarray | None = None
    rented_key: str = ""
    rented_label: str = ""
    #: per point, a line for the tooltip: under the hour basis where its figure comes from (an owned one: derived,
    #: from which price, at which TCO values; a rented one: which instance), under the other bases and for my run the
    #: price's age when over the aged limit of data/price_age.csv ('' for a fresher one)
    notes: np.ndarray | None = None
    #: per point, True when its price is older than the stale limit: off the default chart (a filter brings it back)
    stale: np.ndarray | None = None
    stale_out: int = 0  # old prices left off
    #: per point, True when its price is over the aged limit (data/price_age.csv) and not yet stale: drawn, said in
    #: its tooltip (notes) and counted in a printed chart's caption
    aged: np.ndarray | None = None
    #: False when equal price-performance lines mean nothing (my run: its cost against runs a year)
    iso: bool = True
    #: per point, the rate its price was converted to `currency` at, with the rate's date and publisher
    #: (FxTable.rate_text); '' for a price in the chart's own currency
    fx_rates: np.ndarray | None = None
    #: every conversion text of the price column the chart was drawn from (the hollow key's included, which is
    #: worked from the whole column): the caption names their publishers
    rate_texts: tuple = ()
    #: per point, its price's date and age as the table and the spec panel say it (PriceColumn.date_tag: '2026-05,
    #: 6 months old', '2023, old, about 41 months'), for the tooltip; '' for none
    price_dates: np.ndarray | None = None

    def __post_init__(self) -> None:
        if self.stale is None or len(self.stale) != len(self.ids):
            self.stale = np.zeros(len(self.ids), dtype=bool)
        if self.aged is None or len(self.aged) != len(self.ids):
            self.aged = np.zeros(len(self.ids), dtype=bool)
        if self.other_market is None or len(self.other_market) != len(self.ids):
            self.other_market = np.zeros(len(self.ids), dtype=bool)
        if self.rented is None or len(self.rented) != len(self.ids):
            self.rented = np.zeros(len(self.ids), dtype=bool)
        if self.fx_rates is None or len(self.fx_rates) != len(self.ids):
            self.fx_rates = np.full(len(self.ids), "", dtype=object)

    def __len__(self) -> int:
        return len(self.ids)

    @property
    def converted_key(self) -> Msg | str:
        """The rates the filled points' prices were converted at, with their dates ('Prices converted to GBP at 0.797
        GBP/USD, rate of 2024-12-23.'), the hollow points' rates being in their own key; '' when no filled point's price
        was converted. A caption that leaves it out would convert silently."""
        rates = list(dict.fromkeys(r for r, o in zip(self.fx_rates, self.other_market, strict=True) if r and not o))
        if not rates:
            return ""
        hollow = str(self.other_market_key) if self.other_market.any() else ""
        in_key = {str(r) for r in (*self.rate_texts, *self.fx_rates) if r and str(r) in hollow}
        if len(rates) == 1 and in_key == {str(rates[0])}:
            # the hollow points' key has just said this one rate with its date: said once ('按 6.71 CNY/USD（汇率日期
            # 2026-09-25）折算。价格按 6.71 CNY/USD（汇率日期 2026-09-25）折算为 CNY。' read as two conversions);
            # where the key names several rates, 'the same rate' would not say which, and the rate is named
            return Msg(
                "Other prices in another currency converted to {currency} at the same rate.", currency=self.currency
            )
        out = rates[0]
        for more in rates[1:]:
            out = Msg("{a} / {b}", a=out, b=more)
        return Msg("Prices converted to {currency} at {rates}.", currency=self.currency, rates=out)

    @property
    def rate_rows(self) -> tuple:
        """The FX rows (core.money.Rate) behind every conversion the caption names: the caption says who published
        them (the window's in words, the report's as footnotes with the whole source)."""
        from gpucompare.core.money import rate_rows

        return rate_rows([*self.rate_texts, *(r for r in self.fx_rates if r)])

    def subset(self, keep: np.ndarray) -> ChartData:
        """The points where `keep` (a boolean per point) is true: the chart of a filtered table."""
        keep = np.asarray(keep, dtype=bool)
        return ChartData(
            self.ids[keep],
            self.names[keep],
            self.vendors[keep],
            self.x[keep],
            self.y[keep],
            self.x_low[keep],
            self.x_high[keep],
            self.x_label,
            self.y_label,
            self.y_unit,
            self.currency,
            self.hourly,
            self.left_out,
            self.filtered_out + int((~keep).sum()),
            other_market=self.other_market[keep],
            other_market_key=self.other_market_key if self.other_market[keep].any() else "",
            other_market_label=self.other_market_label if self.other_market[keep].any() else "",
            rented=self.rented[keep],
            rented_key=self.rented_key if self.rented[keep].any() else "",
            rented_label=self.rented_label if self.rented[keep].any() else "",
            fx_rates=self.fx_rates[keep],
            rate_texts=self.rate_texts,
            notes=None if self.notes is None else self.notes[keep],
            stale=self.stale[keep],
            stale_out=self.stale_out,
            aged=self.aged[keep],
            iso=self.iso,
            price_dates=None if self.price_dates is None else self.price_dates[keep],
        )

    @property
    def old_points_note(self) -> Msg | None:
        """How many of the drawn points carry a price older than the stale limit (a compared device stays on the
        default chart whatever its price's age): said under the chart in the window and the report alike, since an
        old price drawn as if current would be silently wrong. None when there are none."""
        from gpucompare.core.pricing import STALE_MONTHS
        from gpucompare.i18n import plural

        old = int(self.stale.sum()) if self.stale is not None else 0
        if not old:
            return None
        return Msg(
            plural(
                old,
                N_("{n} of the points has a price older than {months} months."),
                N_("{n} of the points have a price older than {months} months."),
            ),
            n=old,
            months=STALE_MONTHS,
        )

    def without_stale(self, keep_ids=()) -> ChartData:
        """The chart without points whose price is older than the stale limit (the default chart); `keep_ids` (the
        compared devices) stay. The count left off is kept for the caption."""
        keep = ~self.stale | np.isin(self.ids, list(keep_ids))
        out = self.subset(keep)
        out.filtered_out = self.filtered_out
        out.stale_out = self.stale_out + int((~keep).sum())
        return out

    def per(self) -> float:
        """Iso-cost lines read 'TFLOPS per 1,000 ¥' for purchase prices and 'per ¥1/h' for rent."""
        return 1.0 if self.hourly else 1000.0


def chart_data(devices: list[Device], prices: PriceColumn, precision: str, metric: str = "peak", run=None) -> ChartData:
    """The chart's points for `devices` under a price column (same order) and a throughput metric; the "run" metric
    plots my run (`run`, a core.workload_costs.WorkloadColumn over the same devices): its cost against how many such
    runs a device's cluster does a year."""
    if metric == "run":
        return _run_chart(devices, prices, run)
    if metric == "resnet50":
        bench = {
            r["device_id"]: float(r["value"])
            for r in read_table("benchmarks")
            if r["benchmark"] == "ResNet-50 training"
        }
        y = np.array([bench.get(d.id, math.nan) for d in devices], dtype=float)
        y_label, unit = tr("ResNet-50 training"), tr("images/s")
    else:
        y = np.array([d.tflops(precision) for d in devices], dtype=float)
        unit = "TOPS" if precision == "int8" else "TFLOPS"
        y_label = trf("{prec} dense", prec=PRECISION_LABEL[precision])
    if prices.basis == HOUR_BASIS:
        title = tr("Cost per device-hour, owned or rented")
    else:
        title = tr("Rent per device-hour") if prices.hourly else tr("Price per device")
    x_label = title + f" ({money_unit(prices.currency, prices.hourly)})"
    ages = _age_notes(prices)
    rates = _fx_rates(prices)  # per device, the rate its price was converted at (the points and the caption)
    data = make_chart_data(
        np.array([d.id for d in devices], dtype=object),
        np.array([d.label for d in devices], dtype=object),
        np.array(["custom" if d.custom else d.vendor for d in devices], dtype=object),
        prices.mid,
        y,
        prices.low,
        prices.high,
        x_label,
        f"{y_label} ({unit})",
        unit,
        prices.currency,
        prices.hourly,
        other_market=prices.other_market,
        other_market_key=prices.other_market_key(),
        other_market_label=prices.other_market_label(),
        rented=prices.rented,
        rented_key=prices.rented_key(),
        rented_label=prices.rented_label(),
        notes=(
            np.array([prices.source_text(i) for i in range(len(devices))], dtype=object)
            if prices.basis == HOUR_BASIS
            else _with_checks(prices, ages)
        ),
        stale=prices.stale,
        aged=ages.astype(bool),
        fx_rates=rates,
        price_dates=_price_dates(prices),
    )
    data.rate_texts = tuple(dict.fromkeys(r for r in rates if r))
    return data


def _price_dates(prices: PriceColumn) -> np.ndarray:
    """Per device, its price's date and age ('' for no price or an undated one)."""
    return np.array([prices.date_tag(i) for i in range(len(prices.prices))], dtype=object)


def _fx_rates(prices: PriceColumn) -> np.ndarray:
    """Per device, the rate its price was converted at ('' for none, or for no price)."""
    return np.array([(p.fx_rate if p is not None else "") or "" for p in prices.prices], dtype=object)


def _run_chart(devices: list[Device], prices: PriceColumn, run) -> ChartData:
    """My run on every device: x its cost (the table's "Cost of ..." column), y runs a year (365 / its days)."""
    n = len(devices)
    cost = np.full(n, math.nan) if run is None else np.asarray(run.cost, float)
    with np.errstate(divide="ignore", invalid="ignore"):
        per_year = np.full(n, math.nan) if run is None else 365.0 / np.asarray(run.days, float)
    sym = money_unit(prices.currency)
    what = str(run.label()) if run is not None else tr("my run")
    ages = _age_notes(prices)
    rates = _fx_rates(prices)
    data = make_chart_data(
        np.array([d.id for d in devices], dtype=object),
        np.array([d.label for d in devices], dtype=object),
        np.array(["custom" if d.custom else d.vendor for d in devices], dtype=object),
        cost,
        per_year,
        cost,
        cost,
        trf("Cost of {run}", run=what) + f" ({sym})",
        tr("Runs a year (365 / days)"),
        tr("runs a year"),
        prices.currency,
        False,
        other_market=prices.other_market,
        other_market_key=prices.other_market_key(),
        other_market_label=prices.other_market_label(),
        notes=None if run is None else _with_checks(prices, _run_notes(run, ages)),
        stale=prices.stale,
        aged=ages.astype(bool),
        fx_rates=rates,
        price_dates=_price_dates(prices),
    )
    data.iso = False
    data.rate_texts = tuple(dict.fromkeys(r for r in rates if r))
    return data


def _run_notes(run, ages: np.ndarray) -> np.ndarray:
    """Per device, what its point on the "my run" chart says beside its price's age: the run's own note where its
    time rests on a figure the device lacks (WorkloadColumn.why, which carries the age too), as the table says it."""
    assumed = getattr(run, "assumed", None)
    if assumed is None or len(assumed) != len(ages) or not np.any(assumed):
        return ages
    out = ages.copy()
    for i in np.flatnonzero(assumed):
        out[i] = run.why[i] or ages[i]
    return out


def _with_checks(prices: PriceColumn, ages: np.ndarray) -> np.ndarray:
    """Per device, its tooltip's note: its price's age, and first of all, for a quote the import marked for review
    and nobody has checked, that note (pricing.review_note), as the table's cell and the estimate's cost mark it."""
    out = ages.copy()
    for i, p in enumerate(prices.prices):
        if p is not None and p.to_check:
            note = p.marks[0]  # quote_price says it first
            out[i] = Msg("{a}. {b}", a=note, b=ages[i]) if ages[i] else note
    return out


def _age_notes(prices: PriceColumn) -> np.ndarray:
    """Per device, what its price's age says ('' under the aged limit of data/price_age.csv, and once stale): the
    tooltip's line, and (non-empty) the aged flag."""
    return np.array([prices.age_note(i) for i in range(len(prices.prices))], dtype=object)


def make_chart_data(
    ids,
    names,
    vendors,
    x,
    y,
    x_low,
    x_high,
    x_label,
    y_label,
    y_unit,
    currency,
    hourly,
    other_market=None,
    other_market_key: str = "",
    other_market_label: str = "",
    rented=None,
    rented_key: str = "",
    rented_label: str = "",
    notes=None,
    stale=None,
    aged=None,
    fx_rates=None,
    price_dates=None,
) -> ChartData:
    """Keep the points a log-log chart can show (positive and finite). `other_market` (a boolean per device) marks
    the prices from the basis's second market; `other_market_key` says what they are."""
    x, y = np.asarray(x, float), np.asarray(y, float)
    with np.errstate(invalid="ignore"):
        keep = np.isfinite(x) & np.isfinite(y) & (x > 0) & (y > 0)
    lo = np.where(np.isfinite(x_low) & (np.asarray(x_low) > 0), x_low, x)[keep]
    hi = np.where(np.isfinite(x_high) & (np.asarray(x_high) > 0), x_high, x)[keep]
    other = (np.zeros(len(x), dtype=bool) if other_market is None else np.asarray(other_market, dtype=bool))[keep]
    rent = (np.zeros(len(x), dtype=bool) if rented is None else np.asarray(rented, dtype=bool))[keep]
    return ChartData(
        np.asarray(ids)[keep],
        np.asarray(names)[keep],
        np.asarray(vendors)[keep],
        x[keep],
        y[keep],
        lo,
        hi,
        x_label,
        y_label,
        y_unit,
        currency,
        hourly,
        int((~keep).sum()),
        other_market=other,
        other_market_key=other_market_key if other.any() else "",
        other_market_label=other_market_label if other.any() else "",
        rented=rent,
        rented_key=rented_key if rent.any() else "",
        rented_label=rented_label if rent.any() else "",
        notes=None if notes is None else np.asarray(notes, dtype=object)[keep],
        stale=None if stale is None else np.asarray(stale, dtype=bool)[keep],
        aged=None if aged is None else np.asarray(aged, dtype=bool)[keep],
        fx_rates=None if fx_rates is None else np.asarray(fx_rates, dtype=object)[keep],
        price_dates=None if price_dates is None else np.asarray(price_dates, dtype=object)[keep],
    )


def pareto_front(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Indices of the points no other point beats on both price (lower) and throughput (higher), by price."""
    if len(x) == 0:
        return np.array([], dtype=int)
    order = np.lexsort((-y, x))  # cheapest first; at equal price the fastest first
    best = np.maximum.accumulate(y[order])
    prev = np.concatenate([[-np.inf], best[:-1]])
    return order[y[order] > prev]


def pareto_steps(x: np.ndarray, y: np.ndarray, idx: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The frontier as a staircase: from each point right at its throughput, then up to the next point."""
    px, py = x[idx], y[idx]
    sx = np.repeat(px, 2)[1:]
    sy = np.repeat(py, 2)[:-1]
    return sx, sy


@dataclass(frozen=True)
class IsoLine:
    per_unit: float  # throughput per `per` units of money
    label: str


def _iso_value(v: float) -> str:
    """An iso-line's round value as the amount beside it is written: '1,000 TFLOPS per $1,000', never '1000' (or
    '1e+06') beside '$1,000'; '0.1' below one."""
    return f"{v:,.0f}" if v >= 1 else f"{v:g}"


def iso_lines(d: ChartData, max_lines: int = 4) -> list[IsoLine]:
    """Constant throughput-per-money lines at round values (1, 10, 100...) that cross the data."""
    if len(d) == 0 or not d.iso:
        return []
    ratio = d.y / d.x * d.per()
    lo, hi = math.floor(math.log10(ratio.min())), math.ceil(math.log10(ratio.max()))
    decades = list(range(lo, hi + 1))
    while len(decades) > max_lines:
        decades = decades[::2]
    money = per_money(d.currency, "1" if d.hourly else "1,000", d.hourly)
    return [
        IsoLine(10.0**k, trf("{v} {unit} per {money}", v=_iso_value(10.0**k), unit=d.y_unit, money=money))
        for k in decades
    ]


def iso_segment(line: IsoLine, d: ChartData, x_range: tuple[float, float]) -> tuple[np.ndarray, np.ndarray]:
    """Two points (in data units) of an iso-cost line across a price range."""
    xs = np.array(x_range, dtype=float)
    return xs, xs * line.per_unit / d.per()


# axis ticks -------------------------------------------------------------------------------------------------------
def uses_wan(currency: str) -> bool:
    """Yuan amounts read in 万 for a Chinese reader, on the chart's axis as in the table."""
    return is_chinese() and currency.upper() == "CNY"


def tick_label(value: float, currency: str = "") -> str:
    """A log-axis tick: '2,000', '5M', '0.5'; yuan in Chinese as '2万', '500万', '1亿'."""
    if value >= 1e4 and uses_wan(currency):
        if value >= 1e8:
            return f"{value / 1e8:g}亿"
        return f"{value / 1e4:g}万"
    if value >= 1e6:
        return f"{value / 1e6:g}M"
    return f"{value:,.0f}" if value >= 1 else f"{value:g}"


def thin_ticks(leads: list[float], centres: list[float], widths: list[float], gap: float = 8.0) -> set[float]:
    """Which leading digits (1, 2, 5) of each decade to label so that no two labels along an axis touch: all three,
    then 1 and 5, then 1 alone. Per candidate tick: its leading digit, its centre and its label's width (pixels)."""
    for keep in ((1.0, 2.0, 5.0), (1.0, 5.0), (1.0,)):
        shown = sorted((c, w) for lead, c, w in zip(leads, centres, widths, strict=True) if lead in keep)
        if all(c2 - c1 >= (w1 + w2) / 2 + gap for (c1, w1), (c2, w2) in zip(shown, shown[1:], strict=False)):
            return set(keep)
    return {1.0}


# label placement --------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Placed:
    """A label's box in pixels (y down, top-left corner), and whether a leader line joins it to its point."""

    index: int
    x: float
    y: float
    w: float
    h: float
    leader: bool = False


def place_labels(
    px: np.ndarray,
    py: np.ndarray,
    sizes: dict[int, tuple[float, float]],
    must: set[int],
    bounds: tuple[float, float, float, float],
    taken: list[tuple[float, float, float, float]] = (),
    marker: float = 5.0,
) -> list[Placed]:
    """Boxes for the labels of the points in `sizes` (index -> width, height in pixels), in the order given.

    A box sits beside its own point and covers no other point's marker and no box already placed, so a name is never
    read as another point's (two devices at the same throughput, a few pixels apart, get their names on their own
    sides) and is nearer its own point than any other. When no spot next to the point is free, one further out is
    tried with a leader line. Points in `must` (the compared devices) always get a label: if nothing is free, the
    least-covered spot inside the plot. `bounds` is (left, top, right, bottom); `taken` boxes (x0, y0, x1, y1) are
    already occupied (guide-line labels)."""
    left, top, right, bottom = bounds
    boxes: list[tuple[float, float, float, float]] = list(taken)
    out: list[Placed] = []
    pts = np.column_stack([np.asarray(px, float), np.asarray(py, float)]) if len(px) else np.zeros((0, 2))

    def cover(b, local: np.ndarray, own: int) -> float:
        """How much a box is in the way: area over placed boxes plus a large weight per foreign marker covered."""
        x0, y0, x1, y1 = b
        area = 0.0
        for c in boxes:
            w = min(x1, c[2]) - max(x0, c[0])
            h = min(y1, c[3]) - max(y0, c[1])
            if w > 0 and h > 0:
                area += w * h
        q = pts[local]
        inside = (q[:, 0] + marker > x0) & (q[:, 0] - marker < x1) & (q[:, 1] + marker > y0) & (q[:, 1] - marker < y1)
        inside[own] = False
        return area + 400.0 * int(inside.sum())

    def fits(b) -> bool:
        return left <= b[0] and b[2] <= right and top <= b[1] and b[3] <= bottom

    def owner(b, local: np.ndarray) -> int:
        """The point nearest the box (the one a reader takes the name for), as a position in `local`; -1 when
        another point is about as near (a tie reads either way)."""
        q = pts[local]
        dx = np.maximum(0, np.maximum(b[0] - q[:, 0], q[:, 0] - b[2]))
        dy = np.maximum(0, np.maximum(b[1] - q[:, 1], q[:, 1] - b[3]))
        dist = np.hypot(dx, dy)
        order = np.argsort(dist, kind="stable")
        if len(order) > 1 and dist[order[1]] - dist[order[0]] < 2.0:
            return -1
        return int(order[0])

    for i, (w, h) in sizes.items():
        cx, cy = float(pts[i, 0]), float(pts[i, 1])
        g = marker + 1
        near = [
            (cx + g, cy - h - 1),  # right, above
            (cx + g, cy + 1),  # right, below
            (cx - g - w, cy - h - 1),  # left, above
            (cx - g - w, cy + 1),  # left, below
            (cx + g, cy - h / 2),  # right, centred
            (cx - g - w, cy - h / 2),  # left, centred
            (cx - w / 2, cy - g - h),  # above
            (cx - w / 2, cy + g),  # below
        ]
        far = [
            (x + dx, y + dy)
            for x, y in near[:4]
            for dx, dy in ((0, -1.6 * h), (0, 1.6 * h), (1.5 * h, -1.6 * h), (-1.5 * h, 1.6 * h))
        ]
        # only the points a candidate box could reach matter (10k points, a few labels: stay under a millisecond);
        # a point outside this window is farther from every candidate than the label's own point
        reach_x, reach_y = 2 * w + 3 * h + 20, 5 * h + 20
        local = np.flatnonzero((np.abs(pts[:, 0] - cx) <= reach_x) & (np.abs(pts[:, 1] - cy) <= reach_y))
        own = int(np.flatnonzero(local == i)[0])
        spot, leader = None, False
        cands = []  # (how much in the way, candidate number, box), for the compared devices' fallback
        outside = []
        for k, (x, y) in enumerate(near + far):
            b = (x, y, x + w, y + h)
            if not fits(b):
                outside.append(k)
                continue
            cost = cover(b, local, own) + (10_000.0 if owner(b, local) != own else 0.0)
            if cost == 0:
                spot, leader = b, k >= len(near)
                break
            cands.append((cost, k, b))
        if spot is None and i in must:
            # the compared devices are always named: the least-covered spot, pushed inside the plot if need be
            for k in outside:
                x, y = (near + far)[k]
                x, y = min(max(x, left), right - w), min(max(y, top), bottom - h)
                b = (x, y, x + w, y + h)
                cands.append((cover(b, local, own) + (10_000.0 if owner(b, local) != own else 0.0), k, b))
            if cands:
                _c, k, spot = min(cands)
                # far out, or as near another point: a line to its own point says whose name it is
                leader = k >= len(near) or owner(spot, local) != own
        if spot is None:
            continue
        boxes.append(spot)
        out.append(Placed(i, spot[0], spot[1], spot[2] - spot[0], spot[3] - spot[1], leader))
    return out
