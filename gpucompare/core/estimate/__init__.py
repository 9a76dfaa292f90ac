"""Training time, memory and communication: one numpy-vectorised model with one module per term, and a
single-configuration wrapper that fills it from a catalog device and a workload and lists every assumption.

Terms: compute (FLOPs, precision gains), efficiency (GEMM shapes, elementwise traffic, stragglers),
tensor_parallel, context_parallel, data_parallel (ZeRO), pipeline (bubble, interleaving), expert_parallel (MoE),
memory, overhead (steady state to wall-clock); collectives (the one collective-cost helper), parallel (the typed
layout and its dimensions), layout (search), scale (batch from compute), precision (which datasheet figure, what
when it is missing), vision (CNN throughputs), params (the calibrated parameters), band, results (the one results
table), assumptions; what a run costs is core.tco's (an estimate gives times, not money). `sweep()` takes broadcastable arrays (devices x cluster sizes x models is one call);
`estimate()` returns an `Estimate` whose fields are documented in configuration.py.
"""

from gpucompare.core.estimate.configuration import (
    STATUSES,
    TRAIN_PRECISIONS,
    Estimate,
    Settings,
    check,
    estimate,
    fit_advice,
)
from gpucompare.core.estimate.layout import search
from gpucompare.core.estimate.parallel import RECOMPUTE, Layout
from gpucompare.core.estimate.params import Params
from gpucompare.core.estimate.params import load as load_params
from gpucompare.core.estimate.results import ResultRow, build_rows
from gpucompare.core.estimate.sweep import derived, sweep
from gpucompare.core.estimate.tables import (
    default,
    defaults,
    measured_throughput,
    utilization_for,
    utilization_key,
    utilization_table,
)

__all__ = [
    "RECOMPUTE",
    "STATUSES",
    "TRAIN_PRECISIONS",
    "Estimate",
    "Layout",
    "Params",
    "ResultRow",
    "Settings",
    "build_rows",
    "check",
    "default",
    "defaults",
    "derived",
    "estimate",
    "fit_advice",
    "load_params",
    "measured_throughput",
    "search",
    "sweep",
    "utilization_for",
    "utilization_key",
    "utilization_table",
]
