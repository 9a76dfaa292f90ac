"""Training time, memory and communication: one numpy-vectorised model with one module per term, and a
single-configuration wrapper that fills it from a catalog device and a workload and lists every assumption.

Terms: compute (FLOPs, precision speed-ups), tensor_parallel, data_parallel (ZeRO), pipeline (bubble, interleaving,
micro-batch rule), expert_parallel (MoE), memory; scale (batch from compute), layout (search), assumptions. What a run
costs is core.tco's (the estimate gives times, not money).
`sweep()` takes broadcastable arrays (devices x cluster sizes x models is one call); `estimate()` returns an
`Estimate` whose fields are documented in configuration.py.
"""

from gpucompare.core.estimate.configuration import TRAIN_PRECISIONS, Estimate, Settings, check, estimate, fit_advice
from gpucompare.core.estimate.layout import RECOMPUTE, Layout, search
from gpucompare.core.estimate.sweep import derived, sweep
from gpucompare.core.estimate.tables import (
    SCENARIOS,
    default,
    defaults,
    measured_throughput,
    utilization_for,
    utilization_key,
    utilization_table,
)

__all__ = [
    "RECOMPUTE",
    "SCENARIOS",
    "TRAIN_PRECISIONS",
    "Estimate",
    "Layout",
    "Settings",
    "check",
    "default",
    "defaults",
    "derived",
    "estimate",
    "fit_advice",
    "measured_throughput",
    "search",
    "sweep",
    "utilization_for",
    "utilization_key",
    "utilization_table",
]
