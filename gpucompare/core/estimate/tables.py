"""The estimator's sourced parameters: defaults, utilization and FP8/INT8 speed-ups per device family, scenarios,
measured benchmark throughputs. Each row carries its source; nothing here is computed."""

from __future__ import annotations

import math
from functools import lru_cache

from gpucompare.core.tables import num, read_table

SCENARIOS = ("tuned", "production")


@lru_cache(maxsize=1)
def defaults() -> dict[str, dict[str, str]]:
    return {r["key"]: r for r in read_table("defaults")}


def default(key: str) -> float:
    return float(defaults()[key]["value"])


@lru_cache(maxsize=1)
def utilization_table() -> dict[str, dict[str, str]]:
    """Rows of data/utilization.csv by key: a device id (one generation) or a device family."""
    return {r["family"]: r for r in read_table("utilization")}


def utilization_key(device_id: str, family: str) -> str:
    """The row that applies to a device: its own id, else its family, else 'generic'."""
    table = utilization_table()
    for key in (device_id, family):
        if key in table:
            return key
    return "generic"


def utilization_for(family: str, device_id: str = "") -> dict[str, str]:
    return utilization_table()[utilization_key(device_id, family)]


def speedup(row: dict[str, str], column: str) -> float:
    """A speed-up column of a utilization row; 1.0 (no speed-up) where blank."""
    v = num(row.get(column, ""))
    return 1.0 if math.isnan(v) else v


@lru_cache(maxsize=1)
def benchmarks() -> tuple[dict[str, str], ...]:
    return read_table("benchmarks")


def measured_throughput(device_id: str, workload_id: str) -> dict[str, str] | None:
    """The measured training throughput of a device on a workload (samples per second per device), if any."""
    rows = [r for r in benchmarks() if r["device_id"] == device_id and r["workload_id"] == workload_id]
    return rows[0] if rows else None


def _scenario_key(scenario: str, what: str) -> str:
    # the production goodput is the long-standing 'goodput' row (Preferences and reports name it)
    return "goodput" if (scenario, what) == ("production", "goodput") else f"{scenario}_{what}"


def scenario_value(scenario: str, what: str) -> float:
    """A per-scenario parameter, e.g. scenario_value('production', 'goodput')."""
    return default(_scenario_key(scenario, what))


def scenario_source(scenario: str, what: str) -> str:
    return defaults()[_scenario_key(scenario, what)]["source"]


def utilization_assumed(device_id: str, family: str) -> bool:
    """Whether the utilization a device is estimated at is an assumption (its row rests on no published training
    throughput: the 'generic' row, or a family row marked so), not a measured one: faces mark such estimates."""
    row = utilization_for(family, device_id)
    return (row.get("published") or "no").strip().lower() != "yes"
