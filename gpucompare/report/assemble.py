"""Gathering what a report shows from the core: prices, the comparison, the chart's points, the estimates and the
quotes, for a list of devices. The window passes its own estimates (what the user set up); the CLI computes them."""

from __future__ import annotations

import datetime as dt

from gpucompare.core.catalog import Catalog, Device
from gpucompare.core.chart import chart_data
from gpucompare.core.compare import compare
from gpucompare.core.decision import decisions as make_decisions
from gpucompare.core.estimate import Estimate, Settings
from gpucompare.core.money import FxTable
from gpucompare.core.offers import QuoteBook
from gpucompare.core.pricing import DEFAULT_BASIS, HOUR_BASIS, basis_markets
from gpucompare.core.tco import (
    Costing,
    PriceChoice,
    TcoSettings,
    default_price,
    price_column,
    priced_estimates,
    resolve_price,
)
from gpucompare.core.workloads import Workload
from gpucompare.i18n import is_chinese
from gpucompare.report.builder import ReportInput


def report_input(
    catalog: Catalog,
    devices: list[Device],
    *,
    precision: str = "bf16",
    basis: str = DEFAULT_BASIS,
    currency: str = "USD",
    fx: FxTable | None = None,
    latest_quotes: QuoteBook | dict[str, dict] | None = None,
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
    """A ReportInput for `devices`; estimates are computed here unless given (the window passes its own).
    `latest_quotes` is the workspace's QuoteBook (each device's quote chosen by the one rule, on the tax basis)."""
    fx = fx or FxTable.bundled()
    # every price's age (the comparison's marks, the chart's old points, a cost's 'old price') told on the report's
    # date, never on the day it happens to be printed
    today = date.isoformat() if date else None
    # the hour basis costs an owned device at `tco`; without it the site follows the reader, as in the window
    hour_tco = tco or TcoSettings(site="china" if is_chinese() else "us")
    latest_quotes = QuoteBook.coerce(latest_quotes, hourly_quotes, hour_tco.tax)
    hourly_quotes = latest_quotes.hourly or list(hourly_quotes or [])
    prices = price_column(
        devices, basis, currency, fx, quotes=latest_quotes, hourly_quotes=hourly_quotes, tco=hour_tco, today=today
    )
    comparison = compare(devices, precision, prices, baseline)
    all_prices = price_column(
        catalog.devices,
        basis,
        currency,
        fx,
        quotes=latest_quotes,
        hourly_quotes=hourly_quotes,
        tco=hour_tco,
        today=today,
    )
    # the default chart, as the window draws it: a price older than the stale limit is left off (the caption says
    # how many), except the compared devices' (marked old wherever their price is shown)
    chart = chart_data(catalog.devices, all_prices, precision).without_stale({d.id for d in devices})
    if workload is not None and estimates is None:
        # each device on its own price basis (`device_bases`: id -> "buy", "rent=p5.48xlarge/reserved-1y", ...),
        # else the report's: a reference basis -> bought at its reference price (its markets in its order), quote ->
        # the latest quote, cloud -> rented
        chosen = estimate_basis or basis
        fallback = chosen if basis_markets(chosen) else {"quote": "quote", "cloud": "rent"}.get(chosen, "buy")
        if chosen == HOUR_BASIS:  # as the basis priced it: bought in the reader's market order, else rented
            kinds = {d.id: prices.kind(i) for i, d in enumerate(devices)}
            bought = "reference:" + "+".join(prices.markets)

        def choose(d):
            if chosen == HOUR_BASIS and d.id not in (device_bases or {}):
                return resolve_price(
                    d,
                    "rent" if kinds.get(d.id) == "rented" else bought,
                    currency,
                    fx,
                    quotes=latest_quotes,
                    hourly_quotes=hourly_quotes,
                )
            spec = (device_bases or {}).get(d.id, fallback)
            if isinstance(spec, PriceChoice):
                return spec
            if d.id not in (device_bases or {}) and not estimate_basis and basis_markets(chosen):
                # no basis given for the run: the one rule of the command line and the window (rented, else bought
                # at the reference price in the report's market order); the basis prices the comparison and chart
                return default_price(
                    d, currency, fx, basis_markets(chosen), quotes=latest_quotes, hourly_quotes=hourly_quotes
                )[0]
            return resolve_price(d, spec, currency, fx, quotes=latest_quotes, hourly_quotes=hourly_quotes)

        estimates, costings = priced_estimates(
            devices, choose, workload, count, settings, tco or TcoSettings(), fx, currency, today
        )
    found = costings or {}
    decided = make_decisions([found[d.id] for d in devices if d.id in found])
    return ReportInput(
        decisions=decided,
        tax_basis=hour_tco.tax,
        site=hour_tco.site,
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
