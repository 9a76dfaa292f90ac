"""The software stack a user says the training runs on (--stack): a few classes defined by what the code does, each
with published evidence in data/software_stacks.csv, and a multiplier per class on the memory-bound elementwise bytes
(norms, activations, residuals, optimizer) fitted out of fold by publisher (tests/validation/calibrate.py:
`<class>_stack_elementwise`, at most 1). `unstated`, the default, and `generic` take the shared fitted bytes.

Fused kernels change how many bytes move, not the matmuls' rate: Liger's fused RMSNorm/SwiGLU/cross-entropy kernels
add 20% to a Hugging Face model's throughput (arXiv:2410.10989), TorchInductor 1.2-1.6x over eager PyTorch by fusing
pointwise kernels, the FlashAttention training code 3.5x over the Hugging Face GPT-2 (arXiv:2205.14135). The floor is
what a layer must store for its backward pass (34 bytes per hidden unit and token, Korthikanti et al. 2022), written
once and read once.
"""

from __future__ import annotations

from functools import lru_cache

from gpucompare.core.tables import read_table
from gpucompare.errors import BadArgument

UNSTATED = "unstated"


@lru_cache(maxsize=1)
def classes() -> tuple[str, ...]:
    """The stack classes of data/software_stacks.csv, in file order, `unstated` first."""
    out: list[str] = []
    for r in read_table("software_stacks"):
        s = r["stack"].strip()
        if s and s not in out:
            out.append(s)
    if not out or out[0] != UNSTATED:
        raise ValueError("data/software_stacks.csv: the first class must be 'unstated'")
    return tuple(out)


def evidence(stack: str) -> tuple[dict[str, str], ...]:
    """The published rows behind a class (its description first)."""
    return tuple(r for r in read_table("software_stacks") if r["stack"].strip() == stack)


def describe(stack: str) -> str:
    rows = evidence(stack)
    return rows[0]["what_the_code_does"] if rows else ""


def parse(text: str | None) -> str:
    """A stack as a user gives it (CLI, JSON, API): one of classes(), case-insensitive; None or '' is unstated."""
    if text is None:
        return UNSTATED
    t = str(text).strip().lower()[:32]
    if not t:
        return UNSTATED
    if t not in classes():
        raise BadArgument(f"--stack is one of {', '.join(classes())}")
    return t
