"""The optimizer's memory per trained parameter, from data/optimizers.csv: the states each optimizer keeps (AdamW,
8-bit and paged 8-bit AdamW, Adafactor, SGD with momentum), the FP32 master copy mixed precision adds, the BF16
weights and gradients, the gradients optimizer-in-backward no longer holds, and which states a paged optimizer may
keep in host memory. One table, read here only; the memory model, the layout search, every face and the assumptions
take their bytes from `memory_of`."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from gpucompare.core.tables import read_table
from gpucompare.i18n import N_

DEFAULT = "adamw"
#: the optimizers as a reader names them (the table's keys; a test checks both lists agree)
LABELS = {
    "adamw": N_("AdamW"),
    "adamw8bit": N_("8-bit AdamW (bitsandbytes)"),
    "paged_adamw8bit": N_("paged 8-bit AdamW (bitsandbytes)"),
    "adafactor": N_("Adafactor"),
    "sgd": N_("SGD with momentum"),
}
PARTS = ("master_weights", "weights", "gradients", "optimizer_in_backward")


@lru_cache(maxsize=1)
def table() -> dict[str, dict[str, str]]:
    """Rows of data/optimizers.csv by key."""
    return {r["key"]: r for r in read_table("optimizers")}


def names() -> tuple[str, ...]:
    """The optimizers a user can choose, in the table's order (the default first)."""
    return tuple(k for k, r in table().items() if r["kind"] == "optimizer")


def _bytes(key: str, bf16_weights: bool) -> float:
    row = table()[key]
    return float(row["bytes_per_param_bf16_weights" if bf16_weights else "bytes_per_param"])


@dataclass(frozen=True)
class OptimizerMemory:
    """Bytes per parameter: `weights` for every parameter; `gradients`, `master` and `states` per trained one.
    `gradients_in_backward` is what optimizer-in-backward holds instead of `gradients` when a step has one
    micro-batch. `step_bytes` is what one optimizer step streams through memory per trained parameter."""

    optimizer: str
    bf16_weights: bool
    in_backward: bool
    weights: float
    gradients: float
    gradients_in_backward: float
    master: float
    states: float
    pages_to_host: bool = False  # the states live in unified memory the driver pages to host RAM (paged optimizers)

    @property
    def optimizer_bytes(self) -> float:
        """The optimizer's share per trained parameter (sharded from ZeRO-1): master copy + states."""
        return self.master + self.states

    @property
    def pageable_share(self) -> float:
        """The share of the optimizer's bytes (master + states) that may be held in host memory: a paged
        optimizer's states, never an FP32 master copy."""
        total = self.optimizer_bytes
        return self.states / total if self.pages_to_host and total > 0 else 0.0

    @property
    def step_bytes(self) -> float:
        """Read and written by one step per trained parameter: the weight it updates (the FP32 master, else the
        BF16 weight) and the states, both ways; the gradient read; the BF16 copy written from a master. AdamW in
        mixed precision: 2 x (4 + 8) + 2 + 2 = 28 bytes."""
        held = self.master if self.master else self.weights
        return 2.0 * (held + self.states) + self.gradients + (self.weights if self.master else 0.0)


def memory_of(optimizer: str = DEFAULT, bf16_weights: bool = False, in_backward: bool = False) -> OptimizerMemory:
    """The bytes per parameter of an optimizer choice; KeyError for a name the table lacks (configuration.check
    says so first)."""
    if table()[optimizer]["kind"] != "optimizer":
        raise KeyError(optimizer)
    return OptimizerMemory(
        optimizer=optimizer,
        bf16_weights=bf16_weights,
        in_backward=in_backward,
        weights=_bytes("weights", bf16_weights),
        gradients=_bytes("gradients", bf16_weights),
        gradients_in_backward=_bytes("optimizer_in_backward", bf16_weights)
        if in_backward
        else _bytes("gradients", bf16_weights),
        master=_bytes("master_weights", bf16_weights),
        states=_bytes(optimizer, bf16_weights),
        pages_to_host=table()[optimizer]["pages_to_host"] == "1",
    )


def source(key: str) -> str:
    return table()[key]["source"]
