"""Defaults that hold at any scale: the global batch from the training compute (DeepSeek-AI 2024, DeepSeek LLM,
arXiv:2401.02954: optimal batch B = 0.292 x C^0.3271 tokens), never fewer tokens per device than a floor, rounded
to whole sequences."""

from __future__ import annotations

import math

LAW_COEFFICIENT = 0.292
LAW_EXPONENT = 0.3271


def law_batch_tokens(compute_flops: float) -> float:
    """DeepSeek LLM's compute-optimal batch size in tokens for C training FLOPs."""
    return LAW_COEFFICIENT * compute_flops**LAW_EXPONENT


def global_batch_tokens(
    compute_flops: float, devices: int, seq_len: float, floor_tokens_per_device: float, given: float | None = None
) -> tuple[float, str]:
    """(batch tokens, how it was chosen): the given/preset batch or the law, raised to the per-device floor, in whole
    sequences. The second value is 'given', 'law' or 'floor'."""
    seq = max(1.0, seq_len)
    floor = devices * max(floor_tokens_per_device, 0.0)
    base, how = (
        (given, "given") if given and math.isfinite(given) and given > 0 else (law_batch_tokens(compute_flops), "law")
    )
    if floor > base:
        base, how = floor, "floor"
    return max(1.0, math.ceil(base / seq - 1e-9)) * seq, how
