"""How much of the peak the matmuls of one step reach, from the shapes: three mechanisms, each a roofline term.

- Elementwise traffic: per token and layer the matmuls do 72 x hidden^2 FLOPs (6 x 12 hidden^2 parameters) while
  the memory-bound kernels beside them (norms, activations, residuals, dropout, softmax) move about `b` x hidden
  bytes; at the achieved matmul rate that adds b x rate / (72 x hidden x bandwidth) to the step (Williams et al.
  2009, "Roofline", CACM 52(4); Korthikanti et al. 2022, arXiv:2205.05198, section 4: 34 x hidden bytes of
  activations per token and layer, each written and read again). A 125M model (hidden 768) on an H100 loses far more
  than a 70B one (hidden 8,192): the small-model effect.
- GEMM intensity: a (M x K) x (K x N) matmul does 2MKN FLOPs on 2(MK + KN + MN) bytes (BF16), so its intensity is
  1 / (1/M + 1/N + 1/K) FLOP per byte; below the device's ridge (achieved FLOP/s over bandwidth) it is memory-bound.
  M is the micro-batch's tokens, K and N the hidden size split over TP.
- Stragglers: every step waits for the slowest of n devices; with per-device jitter of relative spread sigma the
  expected maximum of n is about sigma x sqrt(2 ln n) above the mean (the Gaussian extreme-value bound; Dean and
  Barroso 2013, "The Tail at Scale", CACM 56(2), for the effect).
"""

from __future__ import annotations

import numpy as np


def elementwise_factor(hidden, achieved_tflops, memory_bw_gbs, bytes_per_hidden):
    """1 + the elementwise kernels' time as a share of the matmuls' (1 where the bandwidth or the shape is unknown)."""
    f = np.float64
    h = np.asarray(hidden, f)
    bw = np.asarray(memory_bw_gbs, f) * 1e9
    ridge = np.asarray(achieved_tflops, f) * 1e12 / bw
    extra = np.asarray(bytes_per_hidden, f) * ridge / (72.0 * np.where(h > 0, h, np.nan))
    return 1.0 + np.where(np.isfinite(extra), extra, 0.0)


def gemm_intensity(micro_tokens, hidden, tp, bytes_per_element=2.0):
    """FLOPs per byte of a layer's matmuls on one TP rank: (micro-batch tokens) x (hidden) x (hidden / tp x 4, the
    MLP's wider side) operands of `bytes_per_element` bytes."""
    f = np.float64
    m = np.maximum(np.asarray(micro_tokens, f), 1.0)
    h = np.maximum(np.nan_to_num(np.asarray(hidden, f)), 1.0)
    n = np.maximum(4.0 * h / np.asarray(tp, f), 1.0)
    return 2.0 / np.asarray(bytes_per_element, f) / (1.0 / m + 1.0 / h + 1.0 / n)


def gemm_factor(micro_tokens, hidden, tp, achieved_tflops, memory_bw_gbs, bytes_per_element=2.0):
    """How much longer the matmuls take than at the achieved rate: max(1, ridge / intensity) (1 where the bandwidth
    or the shape is unknown)."""
    f = np.float64
    ridge = np.asarray(achieved_tflops, f) * 1e12 / (np.asarray(memory_bw_gbs, f) * 1e9)
    ratio = ridge / gemm_intensity(micro_tokens, hidden, tp, bytes_per_element)
    known = np.isfinite(ratio) & (np.nan_to_num(np.asarray(hidden, f)) > 0)
    return np.where(known, np.maximum(1.0, np.nan_to_num(ratio)), 1.0)


def straggler_factor(devices, sigma):
    """1 + sigma x sqrt(2 ln n): the expected slowest of n devices (1 for one device)."""
    f = np.float64
    n = np.maximum(np.asarray(devices, f), 1.0)
    return 1.0 + np.asarray(sigma, f) * np.sqrt(2.0 * np.log(n))
