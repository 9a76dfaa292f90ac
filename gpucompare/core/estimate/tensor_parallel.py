"""The tensor-parallel term: per layer and micro-batch, two collectives forward and two backward (two more with full
recompute) of one micro-batch of BF16 activations (Megatron-LM with sequence parallelism: a reduce-scatter and an
all-gather, the volume of an all-reduce; Korthikanti et al. 2022, arXiv:2205.05198), on the TP group's link. Part of
it overlaps with the GEMMs it feeds (Wang et al. 2023, "Overlap Communication with Dependent Computation via
Decomposition", ASPLOS '23; Transformer Engine's TP communication overlap)."""

from __future__ import annotations

import numpy as np

from gpucompare.core.estimate.collectives import collective_s, exposed_s


def tp_time_s(tp, layers_per_stage, micro_batches, micro_tokens, hidden, recompute, link_bytes_s, latency_s):
    """Seconds per step spent in TP collectives (before overlap). `micro_tokens` are the tokens one rank's
    micro-batch holds (a context-parallel rank holds its share)."""
    f = np.float64
    full = np.asarray(recompute, f) == 2
    count = (4.0 + 2.0 * full) * np.asarray(layers_per_stage, f) * np.asarray(micro_batches, f)
    payload = 2.0 * np.asarray(micro_tokens, f) * np.asarray(hidden, f)  # BF16 activations of one micro-batch
    return collective_s("all_reduce", tp, payload, link_bytes_s, latency_s, count)


def tp_exposed_s(t_tp, overlap, compute_s):
    """The part not hidden behind compute: at least (1 - overlap) of it, and all of what exceeds the compute."""
    return exposed_s(t_tp, overlap, compute_s)
