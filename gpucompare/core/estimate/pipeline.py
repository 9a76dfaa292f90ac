"""The pipeline term: the bubble (p - 1) / (v x m) of a 1F1B schedule with v interleaved chunks per stage (Narayanan
et al. 2021, arXiv:2104.04473), the point-to-point sends between stages (activations split over the TP ranks, their
scatter/gather optimisation, section 4.1), and the micro-batch rule: a pipeline needs about 4 x p / v micro-batches
to keep its bubble small (Huang et al. 2019, GPipe, arXiv:1811.06965: bubble negligible when m >= 4 x stages)."""

from __future__ import annotations

import numpy as np

from gpucompare.core.estimate.collectives import collective_s

MICRO_BATCHES_PER_STAGE = 4.0


def bubble_share(pp, vpp, micro_batches):
    f = np.float64
    return (np.asarray(pp, f) - 1.0) / (np.asarray(vpp, f) * np.asarray(micro_batches, f))


def enough_micro_batches(pp, vpp, micro_batches):
    """True where the pipeline has at least 4 x pp / vpp micro-batches per step (always true without a pipeline)."""
    f = np.float64
    pp, vpp, m = np.asarray(pp, f), np.asarray(vpp, f), np.asarray(micro_batches, f)
    return (pp <= 1) | (m >= MICRO_BATCHES_PER_STAGE * pp / vpp)


def p2p_time_s(pp, vpp, micro_batches, micro_tokens, hidden, link_bytes_s, latency_s, tp=1):
    """Activations forward and gradients backward across every stage boundary (v times as many with interleaving)."""
    f = np.float64
    msg = 2.0 * np.asarray(micro_tokens, f) * np.asarray(hidden, f) / np.asarray(tp, f)
    sends = (np.asarray(pp, f) > 1) * 2.0 * np.asarray(micro_batches, f) * np.asarray(vpp, f)
    return collective_s("send", 2.0, msg, link_bytes_s, latency_s, sends)
