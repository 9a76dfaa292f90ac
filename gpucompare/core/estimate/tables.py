"""The estimator's sourced tables: defaults, the utilization rows per device family (which families have their own
fitted value, which train in INT8 or FP4), the families whose FP32 matrix multiplies run as 16-bit passes, measured
benchmark throughputs, the devices whose scale-up link spans a pod. Each row carries its source; nothing here
is computed. The fitted parameters are params.py's."""

from __future__ import annotations

from functools import lru_cache

from gpucompare.core.tables import read_table


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


@lru_cache(maxsize=1)
def scaleup_pods() -> dict[str, dict[str, str]]:
    """Rows of data/scaleup_pods.csv by device id: the devices whose scale-up link (TPU ICI) spans a whole pod, so
    that a scale-out figure of 0 means 'no other network inside the pod', with the pod's size and source."""
    return {r["device_id"]: r for r in read_table("scaleup_pods")}


def utilization_for(family: str, device_id: str = "") -> dict[str, str]:
    return utilization_table()[utilization_key(device_id, family)]


@lru_cache(maxsize=1)
def fp32_matrix_table() -> dict[str, dict[str, str]]:
    """Rows of data/fp32_matrix.csv by key (a device id or a device family): where a framework's FP32 matrix multiply
    runs on the matrix units as 16-bit passes by default, at how many, and the public document that says so."""
    return {r["key"]: r for r in read_table("fp32_matrix")}


def fp32_matrix_for(device_id: str, family: str) -> dict[str, str] | None:
    """The FP32-as-16-bit-passes row that applies to a device (its own id, else its family); None: FP32 runs at the
    device's FP32 figure."""
    table = fp32_matrix_table()
    for key in (device_id, family):
        if key in table:
            return table[key]
    return None


@lru_cache(maxsize=1)
def benchmarks() -> tuple[dict[str, str], ...]:
    return read_table("benchmarks")


#: the benchmark tables' precision classes: mixed precision (FP16/BF16 tensor math), TF32, plain FP32
PRECISION_CLASS = {
    "bf16": "amp",
    "fp16": "amp",
    "fp8": "amp",
    "fp4": "amp",
    "int8": "amp",
    "tf32": "tf32",
    "fp32": "fp32",
}


def measured_throughput(device_id: str, workload_id: str, precision: str = "bf16") -> dict[str, str] | None:
    """The measured training throughput of a device on a workload at a precision (samples per second per device),
    if a vendor table gives one. Mixed precision and TF32 are different rows: never one for the other."""
    cls = PRECISION_CLASS.get(precision, precision)
    rows = [
        r
        for r in benchmarks()
        if r["device_id"] == device_id and r["workload_id"] == workload_id and r["precision"] == cls
    ]
    return rows[0] if rows else None
