"""The data-parallel term: gradient reduction (ring all-reduce; ZeRO-1/2 reduce-scatter + all-gather, the same
volume) and with ZeRO-3/FSDP the weights gathered again for every forward and backward pass, and how much of it
hides behind compute (Rajbhandari et al. 2020, ZeRO, arXiv:1910.02054, section 7; Zhao et al. 2023, PyTorch FSDP,
arXiv:2304.11277). Dense weights reduce over every data-parallel rank (context-parallel ranks included, which hold
the same weights); an MoE's expert weights only over the ranks holding the same experts. A group that spans
several scale-up domains reduces hierarchically (collectives.hierarchical_s): inside each domain on the fast link,
only a 1/k share across the network."""

from __future__ import annotations

import numpy as np

from gpucompare.core.estimate.collectives import collective_s, exposed_s, hierarchical_s


def dp_time_s(
    dp,
    ep,
    zero,
    micro_batches,
    dense_grad_bytes,
    expert_grad_bytes,
    link_bytes_s,
    latency_s,
    cp=1,
    dense_weight_bytes=None,
    expert_weight_bytes=None,
    per_domain=None,
    scaleout_bytes_s=None,
):
    """Seconds per step moving gradients (and ZeRO-3 weights), before overlap.

    DDP and ZeRO-1 reduce once per step; ZeRO-2 in every micro-batch's backward; ZeRO-3 reduce-scatters the
    gradients and all-gathers the weights twice (forward and backward) in every micro-batch. The weights gathered are
    all of them (a LoRA fine-tune under FSDP gathers its frozen base too); the gradients only the trained ones.
    Without weight sizes the weights are taken as the gradients' size (full training in BF16).

    With `per_domain` (the dense group's ranks that share one scale-up domain) and `scaleout_bytes_s`, `link_bytes_s`
    is the scale-up link and the reduction is hierarchical; the expert group, whose ranks are `ep` times further
    apart, has `per_domain / ep` of them per domain. Without them the whole group talks over `link_bytes_s`.
    """
    f = np.float64
    dp, ep, zero, m = (np.asarray(x, f) for x in (dp, ep, zero, micro_batches))
    group = dp * np.asarray(cp, f)
    per_step = np.where(zero >= 2, m, 1.0)
    z3 = zero >= 3
    dense_w = dense_grad_bytes if dense_weight_bytes is None else dense_weight_bytes
    expert_w = expert_grad_bytes if expert_weight_bytes is None else expert_weight_bytes
    out = 0.0
    epf = np.maximum(ep, 1.0)
    k = None if per_domain is None else np.asarray(per_domain, f)
    for grad, weight, g, kg in (
        (dense_grad_bytes, dense_w, group, k),
        (expert_grad_bytes, expert_w, group / epf, None if k is None else k / epf),
    ):
        weight = np.asarray(weight, f)
        if not np.any(weight > 0):  # a dense model has no expert weights: nothing to reduce
            continue
        grad = np.asarray(grad, f)
        # ZeRO-3: a reduce-scatter of the gradients and two all-gathers of the weights, (g - 1)/g each, three
        # latencies; else an all-reduce, 2 (g - 1)/g of the gradients. Both are the all-gather volume of one
        # payload (computed on the small shapes first, then one pass over the configurations)
        payload = np.where(z3, grad + 2.0 * weight, 2.0 * grad)
        latency = np.asarray(latency_s, f) * np.where(z3, 3.0, 1.0)
        if kg is None:
            out = out + collective_s("all_gather", g, payload, link_bytes_s, latency, per_step)
        else:
            out = out + hierarchical_s("all_gather", g, kg, payload, link_bytes_s, scaleout_bytes_s, latency, per_step)
    return out


def hide_window_s(zero, micro_batches, compute_s):
    """Compute the reduction can hide behind: ZeRO-3 prefetch behind all of it, ZeRO-2 behind every micro-batch's
    backward (2/3 of compute), DDP/ZeRO-1 behind the last micro-batch's backward only."""
    return np.asarray(compute_s, np.float64) * hide_share(zero, micro_batches)


def hide_share(zero, micro_batches):
    """hide_window_s's share of the compute: 1 (ZeRO-3), 2/3 (ZeRO-2), 2/3 of the last micro-batch (DDP/ZeRO-1); a
    layout's alone, so a sweep works it out once for every rate it tries."""
    f = np.float64
    zero, m = np.asarray(zero, f), np.asarray(micro_batches, f)
    return np.where(zero >= 3, 1.0, np.where(zero >= 2, 2.0 / 3.0, (2.0 / 3.0) / m))


def dp_exposed_s(t_dp, zero, micro_batches, compute_s, overlap=1.0):
    """What compute cannot hide: beyond the window, and at least (1 - overlap) of it (communication kernels slow
    the compute they run beside)."""
    return exposed_s(t_dp, overlap, hide_window_s(zero, micro_batches, compute_s))
