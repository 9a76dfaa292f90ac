"""The expert-parallel term of a mixture-of-experts model: expert weights split over `ep` ranks, and per MoE layer
and micro-batch two all-to-alls forward (dispatch, combine) and two backward of top-k copies of each token's hidden
state, on the EP group's link (Lepikhin et al. 2020, GShard, arXiv:2006.16668; DeepSeek-AI 2024, DeepSeek-V3
Technical Report, arXiv:2412.19437). Part of it overlaps with expert compute."""

from __future__ import annotations

import numpy as np

from gpucompare.core.estimate.collectives import collective_s


def split_params(params, active_params, shared_share):
    """(dense, expert) parameter counts: an MoE's shared part (attention, embeddings, shared experts) is taken as
    `shared_share` of its active parameters, the rest of the total is routed experts; a dense model has no experts."""
    f = np.float64
    p, pa = np.asarray(params, f), np.asarray(active_params, f)
    moe = pa < p
    dense = np.where(moe, np.asarray(shared_share, f) * pa, p)
    return dense, p - dense


def a2a_time_s(ep, tp, layers_per_stage, micro_batches, micro_tokens, hidden, top_k, link_bytes_s, latency_s):
    """Seconds per step in dispatch/combine all-to-alls (before overlap); zero without expert parallelism."""
    f = np.float64
    tokens = np.asarray(micro_tokens, f) / np.asarray(tp, f)  # sequence-parallel: each TP rank routes its share
    payload = 2.0 * tokens * np.asarray(top_k, f) * np.asarray(hidden, f)
    count = 4.0 * np.asarray(layers_per_stage, f) * np.asarray(micro_batches, f)
    return collective_s("all_to_all", ep, payload, link_bytes_s, latency_s, count)
