""" "For my workload": the days and the cost of one training run (a workload on a cluster size) for every training
device of the table, each at its price under the table's basis, so the table sorts by "which device is cheapest for my
run" and the chart can plot it. A device that cannot be estimated, does not fit, or has no price says why.

The days are the estimator's (the same call the estimate panel makes); the cost is the run's device-hours at the cost
of a device-hour: owned, the TCO per device-hour of use of one full node bought at the device's price (core.tco's
owned_cost_per_device_hour, the estimate panel's run cost for a cluster of whole nodes); rented, its rent per
device-hour; under the hour basis, the figure itself. Never a cost for a run that does not fit.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from gpucompare.core.estimate.results import BASIS_LABEL, rests_on_assumption
from gpucompare.core.money import FxTable
from gpucompare.core.pricing import HOUR_BASIS, STALE_MONTHS, PriceColumn
from gpucompare.core.tco import PriceChoice, TcoSettings, owned_cost_per_device_hour
from gpucompare.errors import UserError
from gpucompare.i18n import N_, Msg

WHY = {
    "not_training": N_("not a training device (inference, consumer or CPU part): not estimated"),
    "no_price": N_("no price under this basis: days only"),
    "stale": N_("its price is older than {months} months: marked, never best"),
}


@dataclass
class WorkloadColumn:
    """Per device of the table (its order): the run's wall days, its cost in `currency` (NaN where there is none)
    and, where a figure is missing or marked, the sentence that says why."""

    workload: str
    count: int
    currency: str
    days: np.ndarray
    cost: np.ndarray
    kind: list[str]  # "owned", "rented" or "" per device
    why: list[str] = field(default_factory=list)
    fits: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=bool))
    #: per device, True where the run was estimated and does not fit in memory: said in the cell, never a bare '—'
    misfit: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=bool))
    #: per device, True where the run's time rests on a figure the device lacks (results.rests_on_assumption):
    #: marked '*' in the cell, why on hover, as the estimate panel marks it
    assumed: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=bool))

    def label(self) -> Msg:
        return Msg("{workload} on {n:,}", workload=self.workload, n=self.count)


def workload_column(
    devices,
    workload,
    count: int,
    settings,
    prices: PriceColumn,
    tco: TcoSettings,
    fx: FxTable,
) -> WorkloadColumn:
    """The run's days and cost for every device under `prices` (same order as `devices`)."""
    from gpucompare.core.estimate import estimate

    n = len(devices)
    days = np.full(n, math.nan)
    cost = np.full(n, math.nan)
    fits = np.zeros(n, dtype=bool)
    misfit = np.zeros(n, dtype=bool)
    assumed = np.zeros(n, dtype=bool)
    kind = [""] * n
    why = [""] * n
    cache: dict = {}
    for i, d in enumerate(devices):
        if not d.is_training_device:
            why[i] = Msg(WHY["not_training"])
            continue
        try:
            est = estimate(d, workload, count, settings)
        except UserError as err:
            why[i] = str(err)
            continue
        days[i] = est.wall_days
        if not est.fits_in_memory:
            why[i] = Msg("does not fit in memory: {advice}", advice=est.fit_advice or "")
            misfit[i] = True
            continue
        fits[i] = True
        said = ""
        if rests_on_assumption(est):  # a figure the device lacks: said with the cell, as the panel says it
            assumed[i] = True
            note = next((r["note"] for r in est.results if r["key"] == "wall_days"), "")
            said = Msg("{basis}: {why}", basis=Msg(BASIS_LABEL["generic"]), why=note) if note else ""
            why[i] = said
        p = prices.prices[i]
        if p is None:
            why[i] = _then(said, Msg(WHY["no_price"]))
            continue
        per_hour = _per_device_hour(d, p, prices, tco, fx, cache)
        if per_hour is None:
            why[i] = Msg(WHY["no_price"])
            continue
        kind[i], rate = per_hour
        cost[i] = est.device_hours * rate
        age = Msg(WHY["stale"], months=STALE_MONTHS) if prices.stale[i] else prices.age_note(i)
        if age:  # over the aged limit of data/price_age.csv: the cost says so
            why[i] = _then(said, age)
    return WorkloadColumn(workload.name, count, prices.currency, days, cost, kind, why, fits, misfit, assumed)


def _then(said, more) -> Msg:
    """An assumption's sentence, then another ('... the band is widened. The price is of 2025-09, ...'); `more` alone
    when nothing was assumed."""
    if not said:
        return more
    return (
        Msg("{a} {b}", a=said, b=more) if str(said).rstrip().endswith((".", "。")) else Msg("{a}. {b}", a=said, b=more)
    )


def _per_device_hour(d, p, prices: PriceColumn, tco: TcoSettings, fx: FxTable, cache: dict):
    """('owned' | 'rented', the cost of one device-hour in the column's currency), or None."""
    cur = prices.currency
    if prices.basis == HOUR_BASIS:
        return (p.kind or "owned"), p.mid
    if prices.hourly:
        return "rented", p.mid
    if "purchase" not in p.estimate_kwargs:
        return None
    choice = PriceChoice("buy", p.mid, cur, p.source, p.as_of, low=p.low, high=p.high, offer=p.offer)
    own = owned_cost_per_device_hour(d, choice, tco, fx, cache)
    return "owned", float(fx.convert(own.mid_usd, "USD", cur))
