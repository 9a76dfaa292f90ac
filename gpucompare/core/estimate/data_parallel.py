"""The data-parallel term: gradient reduction (ring all-reduce, or reduce-scatter + all-gather with ZeRO) and how
much of it hides behind the backward pass. Dense weights reduce over all data-parallel ranks; expert weights of an
MoE only over the ranks holding the same experts (data-parallel size / expert-parallel size)."""

from __future__ import annotations

import numpy as np


def ring_share(group):
    """(g - 1) / g for g > 1, else 0: the ring all-reduce's share of the payload each rank sends per pass."""
    g = np.asarray(group, np.float64)
    return np.where(g > 1, (g - 1.0) / np.maximum(g, 1.0), 0.0)


def dp_time_s(dp, ep, zero, micro_batches, dense_grad_bytes, expert_grad_bytes, link_bytes_s, latency_s):
    """Seconds per step moving gradients (and ZeRO-3 weights), before overlap.

    DDP and ZeRO-1 reduce once per step; ZeRO-2 in every micro-batch's backward; ZeRO-3 also gathers the weights
    for every forward and backward pass (3x the payload).
    """
    f = np.float64
    dp, ep, zero, m = (np.asarray(x, f) for x in (dp, ep, zero, micro_batches))
    per_step = np.where(zero >= 2, m, 1.0)
    volume = (2.0 + (zero >= 3)) * per_step
    dense = ring_share(dp) * np.asarray(dense_grad_bytes, f)
    expert = ring_share(dp / np.maximum(ep, 1.0)) * np.asarray(expert_grad_bytes, f)
    return (dp > 1) * 2.0 * latency_s * per_step + volume * (dense + expert) / link_bytes_s


def dp_exposed_s(t_dp, zero, micro_batches, compute_s):
    """What the backward pass cannot hide: ZeRO-3 prefetch hides behind all compute, ZeRO-2 behind every
    micro-batch's backward (2/3 of compute), DDP/ZeRO-1 behind the last micro-batch's backward only."""
    f = np.float64
    zero, m = np.asarray(zero, f), np.asarray(micro_batches, f)
    share = np.where(zero >= 3, 1.0, np.where(zero >= 2, 2.0 / 3.0, (2.0 / 3.0) / m))
    return np.maximum(0.0, np.asarray(t_dp, f) - np.asarray(compute_s, f) * share)
