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
def attention_kernel_table() -> dict[str, dict[str, str]]:
    """Rows of data/attention_kernels.csv by key (a device id or a device family): the share of the dense 16-bit peak
    the fused attention kernel (score and value matmuls, forward and backward) is published to reach there."""
    return {r["key"]: r for r in read_table("attention_kernels")}


def attention_kernel_for(device_id: str, family: str) -> dict[str, str] | None:
    """The attention-kernel row that applies to a device (its own id, else its family); None: no published figure,
    the attention core runs at the matmuls' utilization."""
    table = attention_kernel_table()
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


@lru_cache(maxsize=1)
def same_chip() -> dict[str, dict[str, str]]:
    """data/same_chip.csv by device id: catalog ids that name one chip (Epoch AI lists the first Ascend 910 twice, as
    '910' and '910A'), each row with the id it is the same chip as and the public document that says so. Both ids
    map to their row, so a figure measured under either is found from the other."""
    out: dict[str, dict[str, str]] = {}
    for r in read_table("same_chip"):
        out[r["device_id"]] = r
        mirror = {"device_id": r["same_as"], "name": r["same_as_name"], "same_as": r["device_id"]}
        out.setdefault(r["same_as"], {**r, **mirror, "same_as_name": r["name"]})
    return out


def measured_throughput(device_id: str, workload_id: str, precision: str = "bf16") -> dict[str, str] | None:
    """The measured training throughput of a device on a workload at a precision (samples per second per device),
    if a vendor table gives one. Mixed precision and TF32 are different rows: never one for the other.

    Measured under the device's own id first; else under the id of the same chip (`same_chip`), never another
    device's figure: that row comes back with `measured_on` (the id it was measured under) and `same_chip_source`,
    which the assumptions say."""
    cls = PRECISION_CLASS.get(precision, precision)

    def under(key: str) -> dict[str, str] | None:
        for r in benchmarks():
            if r["device_id"] == key and r["workload_id"] == workload_id and r["precision"] == cls:
                return r
        return None

    own = under(device_id)
    if own is not None:
        return own
    rel = same_chip().get(device_id)
    other = under(rel["same_as"]) if rel else None
    if other is None:
        return None
    return {**other, "measured_on": rel["same_as_name"], "same_chip_source": rel["source"]}
