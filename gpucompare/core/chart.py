"""The price/throughput chart's data and geometry, Qt-free: points, the Pareto frontier, iso-cost guide lines, colours.

The window draws it with pyqtgraph, the report paints it for print; both take a `ChartData` from `chart_data()`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from gpucompare.core.catalog import PRECISION_LABEL, Device
from gpucompare.core.money import SYMBOLS
from gpucompare.core.pricing import PriceColumn
from gpucompare.core.tables import read_table
from gpucompare.i18n import N_, tr

METRICS = {"peak": N_("Dense peak at the chosen precision"), "resnet50": N_("ResNet-50 training throughput")}

#: one colour per vendor (colour-blind-safe Okabe-Ito order), the rest grey
VENDOR_COLORS = {
    "NVIDIA": "#009E73",
    "AMD": "#D55E00",
    "Intel": "#0072B2",
    "Intel (Habana Labs)": "#56B4E9",
    "Google": "#E69F00",
    "AWS (Annapurna Labs)": "#CC79A7",
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
    left_out: int = 0

    def __len__(self) -> int:
        return len(self.ids)

    def per(self) -> float:
        """Iso-cost lines read 'TFLOPS per 1,000 ¥' for purchase prices and 'per ¥1/h' for rent."""
        return 1.0 if self.hourly else 1000.0


def chart_data(devices: list[Device], prices: PriceColumn, precision: str, metric: str = "peak") -> ChartData:
    """The chart's points for `devices` under a price column (same order) and a throughput metric."""
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
        y_label = tr("{prec} dense").format(prec=PRECISION_LABEL[precision])
    sym = SYMBOLS.get(prices.currency, prices.currency)
    x_label = (
        tr("Rent per device-hour") if prices.hourly else tr("Price per device")
    ) + f" ({sym}{'/h' if prices.hourly else ''})"
    return make_chart_data(
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
    )


def make_chart_data(ids, names, vendors, x, y, x_low, x_high, x_label, y_label, y_unit, currency, hourly) -> ChartData:
    """Keep the points a log-log chart can show (positive and finite)."""
    x, y = np.asarray(x, float), np.asarray(y, float)
    with np.errstate(invalid="ignore"):
        keep = np.isfinite(x) & np.isfinite(y) & (x > 0) & (y > 0)
    lo = np.where(np.isfinite(x_low) & (np.asarray(x_low) > 0), x_low, x)[keep]
    hi = np.where(np.isfinite(x_high) & (np.asarray(x_high) > 0), x_high, x)[keep]
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


def iso_lines(d: ChartData, max_lines: int = 4) -> list[IsoLine]:
    """Constant throughput-per-money lines at round values (1, 10, 100...) that cross the data."""
    if len(d) == 0:
        return []
    ratio = d.y / d.x * d.per()
    lo, hi = math.floor(math.log10(ratio.min())), math.ceil(math.log10(ratio.max()))
    decades = list(range(lo, hi + 1))
    while len(decades) > max_lines:
        decades = decades[::2]
    sym = SYMBOLS.get(d.currency, d.currency)
    money = f"{sym}1/h" if d.hourly else f"{sym}1,000"
    return [
        IsoLine(10.0**k, tr("{v} {unit} per {money}").format(v=f"{10.0**k:g}", unit=d.y_unit, money=money))
        for k in decades
    ]


def iso_segment(line: IsoLine, d: ChartData, x_range: tuple[float, float]) -> tuple[np.ndarray, np.ndarray]:
    """Two points (in data units) of an iso-cost line across a price range."""
    xs = np.array(x_range, dtype=float)
    return xs, xs * line.per_unit / d.per()
