"""Gathering what a report shows from the core: prices, the comparison, the chart's points, the estimates and the
quotes, for a list of devices. The window passes its own estimates (what the user set up); the CLI computes them."""

from __future__ import annotations

import datetime as dt

from gpucompare.core.catalog import Catalog, Device
from gpucompare.core.chart import chart_data
from gpucompare.core.compare import compare
from gpucompare.core.estimate import Estimate, Settings
from gpucompare.core.money import FxTable
from gpucompare.core.pricing import DEFAULT_BASIS, basis_markets, price_column
from gpucompare.core.tco import Costing, PriceChoice, TcoSettings, priced_estimates, resolve_price
from gpucompare.core.workloads import Workload
from gpucompare.report.builder import ReportInput


def report_input(
    catalog: Catalog,
    devices: list[Device],
    *,
    precision: str = "bf16",
    basis: str = DEFAULT_BASIS,
    currency: str = "USD",
    fx: FxTable | None = None,
    latest_quotes: dict[str, dict] | None = None,
    hourly_quotes: list[dict] = (),
    quote_history: dict[str, list[dict]] | None = None,
    baseline: int = 0,
    workload: Workload | None = None,
    count: int = 0,
    settings: Settings | None = None,
    estimate_basis: str = "",
    estimates: dict[str, Estimate | str] | None = None,
    costings: dict[str, Costing] | None = None,
    device_bases: dict[str, str | PriceChoice] | None = None,
    tco: TcoSettings | None = None,
    currencies: tuple[str, ...] = (),
    notes: str = "",
    date: dt.date | None = None,
) -> ReportInput:
    """A ReportInput for `devices`; estimates are computed here unless given (the window passes its own)."""
    fx = fx or FxTable.bundled()
    latest_quotes = latest_quotes or {}
    prices = price_column(devices, basis, currency, fx, quotes=latest_quotes, hourly_quotes=hourly_quotes)
    comparison = compare(devices, precision, prices, baseline)
    all_prices = price_column(catalog.devices, basis, currency, fx, quotes=latest_quotes, hourly_quotes=hourly_quotes)
    chart = chart_data(catalog.devices, all_prices, precision)
    if workload is not None and estimates is None:
        # each device on its own price basis (`device_bases`: id -> "buy", "rent=p5.48xlarge/reserved-1y", ...),
        # else the report's: a reference basis -> bought at its reference price (its markets in its order), quote ->
        # the latest quote, cloud -> rented
        chosen = estimate_basis or basis
        fallback = chosen if basis_markets(chosen) else {"quote": "quote", "cloud": "rent"}.get(chosen, "buy")

        def choose(d):
            spec = (device_bases or {}).get(d.id, fallback)
            if isinstance(spec, PriceChoice):
                return spec
            return resolve_price(d, spec, currency, fx, quotes=latest_quotes, hourly_quotes=hourly_quotes)

        estimates, costings = priced_estimates(
            devices, choose, workload, count, settings, tco or TcoSettings(), fx, currency
        )
    return ReportInput(
        comparison=comparison,
        prices=prices,
        chart=chart,
        workload=workload,
        count=count,
        estimates=estimates or {},
        costings=costings or {},
        fx=fx,
        currencies=tuple(c for c in currencies if c != currency),
        quotes=quote_history or {},
        notes=notes,
        date=date,
    )
