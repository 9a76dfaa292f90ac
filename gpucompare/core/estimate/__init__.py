"""Training time, memory, communication and cost: one numpy-vectorised model with one module per term, and a
single-configuration wrapper that fills it from a catalog device and a workload and lists every assumption.

Terms: compute (FLOPs, precision speed-ups), tensor_parallel, data_parallel (ZeRO), pipeline (bubble, interleaving,
micro-batch rule), expert_parallel (MoE), memory; scale (batch from compute), layout (search), cost, assumptions.
`sweep()` takes broadcastable arrays (devices x cluster sizes x models is one call); `estimate()` returns an
`Estimate` whose fields are documented in configuration.py.
"""

from gpucompare.core.estimate.configuration import TRAIN_PRECISIONS, Estimate, Settings, check, estimate, fit_advice
from gpucompare.core.estimate.cost import (
    Cost,
    cheapest_instance,
    cloud_instances,
    find_instance,
    instance_usd_per_device_hour,
)
from gpucompare.core.estimate.layout import RECOMPUTE, Layout, search
from gpucompare.core.estimate.sweep import derived, sweep
from gpucompare.core.estimate.tables import (
    SCENARIOS,
    default,
    defaults,
    measured_throughput,
    utilization_assumed,
    utilization_for,
    utilization_key,
    utilization_table,
)

__all__ = [
    "RECOMPUTE",
    "SCENARIOS",
    "TRAIN_PRECISIONS",
    "Cost",
    "Estimate",
    "Layout",
    "Settings",
    "check",
    "cheapest_instance",
    "cloud_instances",
    "default",
    "defaults",
    "derived",
    "estimate",
    "find_instance",
    "fit_advice",
    "instance_usd_per_device_hour",
    "measured_throughput",
    "search",
    "sweep",
    "utilization_assumed",
    "utilization_for",
    "utilization_key",
    "utilization_table",
]
