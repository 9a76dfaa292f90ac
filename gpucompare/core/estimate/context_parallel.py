"""The context-parallel term: a long sequence split over `cp` ranks, attention computed as a ring (Liu et al. 2023,
Ring Attention, arXiv:2310.01889; Megatron-Core context parallelism). Per layer and micro-batch the keys and values
go round the ring once forward and twice backward (their gradients back), an all-gather's volume each, on the CP
group's link; most of it overlaps with the attention blocks it feeds."""

from __future__ import annotations

import numpy as np

from gpucompare.core.estimate.collectives import collective_s


def cp_time_s(cp, layers_per_stage, micro_batches, micro_tokens, hidden, kv_share, link_bytes_s, latency_s, tp=1):
    """Seconds per step moving keys and values between context-parallel ranks (before overlap); zero without CP.
    `micro_tokens` is the whole micro-batch (every rank gathers all of it); `kv_share` the keys' and values' width
    as a share of hidden (1 for multi-head attention, heads_kv / heads with grouped-query attention)."""
    f = np.float64
    payload = 2.0 * 2.0 * np.asarray(micro_tokens, f) * np.asarray(hidden, f) * np.asarray(kv_share, f)
    payload = payload / np.asarray(tp, f)  # each TP rank holds its heads' keys and values
    count = 3.0 * np.asarray(layers_per_stage, f) * np.asarray(micro_batches, f)
    return collective_s("all_gather", cp, payload, link_bytes_s, latency_s, count)
