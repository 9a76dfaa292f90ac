"""The tensor-parallel term: per layer and micro-batch, two collectives forward and two backward (two more with full
recompute) of one micro-batch of BF16 activations, on the scale-up link when the TP group fits in one domain.
Part of it overlaps with the GEMMs it feeds (Megatron-LM/Transformer Engine TP communication overlap; Wang et al.
2023, "Overlap Communication with Dependent Computation via Decomposition", ASPLOS '23)."""

from __future__ import annotations

import numpy as np


def tp_time_s(tp, layers_per_stage, micro_batches, micro_tokens, hidden, recompute, link_bytes_s, latency_s):
    """Seconds per step spent in TP collectives (before overlap)."""
    f = np.float64
    tp = np.asarray(tp, f)
    full = np.asarray(recompute, f) == 2
    msg = 2.0 * np.asarray(micro_tokens, f) * np.asarray(hidden, f)  # bytes of one micro-batch's activations
    count = (tp > 1) * (4.0 + 2.0 * full) * np.asarray(layers_per_stage, f) * np.asarray(micro_batches, f)
    return count * (latency_s + (2.0 * (tp - 1.0) / tp) * msg / link_bytes_s)


def tp_exposed_s(t_tp, overlap, compute_s):
    """The part not hidden behind compute: at least (1 - overlap) of it, and all of what exceeds the compute."""
    f = np.float64
    t_tp = np.asarray(t_tp, f)
    return np.maximum(t_tp * (1.0 - np.asarray(overlap, f)), t_tp - np.asarray(compute_s, f))
