"""How long one step's compute takes beside its matmuls at the achieved rate: roofline terms from the shapes and the
device's memory bandwidth, each with a source.

- GEMM intensity: a (M x K) x (K x N) matmul does 2MKN FLOPs on 2(MK + KN + MN) bytes (BF16), so its intensity is
  1 / (1/M + 1/N + 1/K) FLOP per byte; below the device's ridge (achieved FLOP/s over bandwidth) it is memory-bound
  (Williams et al. 2009, "Roofline", CACM 52(4)). M is the micro-batch's tokens, K and N the hidden size split over TP.
- Elementwise traffic: beside the matmuls, every layer's memory-bound kernels (norms, activations, residual adds,
  dropout, rotary embeddings, the softmax's inputs) read and write about `b` bytes per hidden unit and token
  (Korthikanti et al. 2022, arXiv:2205.05198, section 4: 34 x hidden bytes of activations per token and layer, each
  written and read again). Those bytes go at the memory bandwidth whatever the FLOPs: b x layers x hidden / TP x
  tokens / bandwidth seconds. A 135M model with 30 layers of width 576 on an H100 moves as many bytes per FLOP of
  its layers as any model, but its layers are most of its FLOPs and the H100's ridge is high: the small-model effect.
  (The term is added in time, never as a share of the layers' 72 x hidden^2 FLOPs: the embedding and the attention
  scores are FLOPs too, so a model whose vocabulary or sequence dominates its FLOPs is not penalised twice.)
- Per-layer launch overhead: each micro-batch runs each layer's kernels forward and backward, and every launch and
  framework step between them costs a few microseconds whatever the size (NVIDIA, CUDA C++ Best Practices Guide,
  "Kernel launch overhead"; PyTorch's CUDA Graphs note, 2021: launch-bound small models): o x layers x micro-batches.
- Stragglers: every step waits for the slowest of n devices; with per-device jitter of relative spread sigma the
  expected maximum of n is about sigma x sqrt(2 ln n) above the mean (the Gaussian extreme-value bound; Dean and
  Barroso 2013, "The Tail at Scale", CACM 56(2), for the effect).
"""

from __future__ import annotations

import numpy as np

from gpucompare.core.estimate.finite import finite


def elementwise_time_s(bytes_per_hidden, layers, hidden, tp, tokens, memory_bw_gbs):
    """Seconds of memory-bound elementwise traffic per step on one device: bytes x layers x hidden / TP x tokens over
    the bandwidth (0 where the bandwidth or the shape is unknown)."""
    f = np.float64
    bw = np.asarray(memory_bw_gbs, f) * 1e9
    moved = (
        np.asarray(bytes_per_hidden, f) * finite(layers) * finite(hidden) / np.asarray(tp, f) * np.asarray(tokens, f)
    )
    with np.errstate(divide="ignore", invalid="ignore"):
        t = moved / bw
    return np.where(np.isfinite(t), t, 0.0)


def layer_overhead_s(overhead_us, layers, micro_batches):
    """Seconds per step of per-layer launch and framework overhead on one device: o microseconds x layers x
    micro-batches."""
    f = np.float64
    return np.asarray(overhead_us, f) * 1e-6 * finite(layers) * np.maximum(np.asarray(micro_batches, f), 1.0)


def gemm_intensity(micro_tokens, hidden, tp, bytes_per_element=2.0):
    """FLOPs per byte of a layer's matmuls on one TP rank: (micro-batch tokens) x (hidden) x (hidden / tp x 4, the
    MLP's wider side) operands of `bytes_per_element` bytes."""
    f = np.float64
    m = np.maximum(np.asarray(micro_tokens, f), 1.0)
    h = np.maximum(finite(hidden), 1.0)
    n = np.maximum(4.0 * h / np.asarray(tp, f), 1.0)
    return 2.0 / np.asarray(bytes_per_element, f) / (1.0 / m + 1.0 / h + 1.0 / n)


def gemm_factor(micro_tokens, hidden, tp, achieved_tflops, memory_bw_gbs, bytes_per_element=2.0):
    """How much longer the matmuls take than at the achieved rate: max(1, ridge / intensity) (1 where the bandwidth
    or the shape is unknown)."""
    return roofline_factor(
        achieved_tflops, memory_bw_gbs, gemm_intensity(micro_tokens, hidden, tp, bytes_per_element), hidden
    )


def roofline_factor(achieved_tflops, memory_bw_gbs, intensity, hidden):
    """gemm_factor from the matmuls' intensity (gemm_intensity), which depends only on the shapes and the layout: a
    sweep works it out once for every rate it tries."""
    f = np.float64
    ridge = np.asarray(achieved_tflops, f) * 1e12 / (np.asarray(memory_bw_gbs, f) * 1e9)
    ratio = ridge / intensity
    known = np.isfinite(ratio) & (finite(hidden) > 0)
    return np.where(known, np.maximum(1.0, finite(ratio)), 1.0)


def straggler_factor(devices, sigma):
    """1 + sigma x sqrt(2 ln n): the expected slowest of n devices (1 for one device)."""
    f = np.float64
    n = np.maximum(np.asarray(devices, f), 1.0)
    return 1.0 + np.asarray(sigma, f) * np.sqrt(2.0 * np.log(n))
