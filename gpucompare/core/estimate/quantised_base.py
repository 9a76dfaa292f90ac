"""A LoRA on a quantised frozen base (QLoRA's NF4, GPTQ, AWQ, LLM.int8): every micro-batch's forward, recomputed
forward and backward dequantise the base's weights to 16 bits before (or inside) each matmul. The kernels that do it
are not the tuned 16-bit GEMMs, and their cost does not shrink with the tokens in the micro-batch: a time per weight
per micro-batch, beside the matmuls, which matters most where a micro-batch is short (one sequence on one device).

Measured, not fitted: ms-swift's Benchmark table (LoRA on Qwen-7B-Chat and Qwen-14B-Chat, one A100, one 2,048-token
sequence a micro-batch, gradient checkpointing on) trains at 4.31 / 2.60 samples/s on a 16-bit base, 2.41 / 1.36 on a
4-bit bitsandbytes (NF4) base and 1.97 / 1.08 on an 8-bit GPTQ base. The extra seconds per micro-batch, times the
A100's 2,039 GB/s over the parameters, are the bytes of memory traffic a weight's dequantisation costs per micro-batch:
4-bit 48.3 (7B) and 50.5 (14B), 8-bit 72.8 and 77.9 (data/defaults.csv: dequant_bytes_4bit, dequant_bytes_8bit). Both
models give the same per-weight figure within 5%, which is what a cost per weight (not per token) predicts.
"""

from __future__ import annotations

import numpy as np

from gpucompare.core.estimate.tables import default

#: the base precisions a user can name: 16 (no quantisation: the weights' own 16 bits), 8 and 4
BASE_BITS = (16, 8, 4)


def dequant_bytes(bits: int | float | None) -> float:
    """Memory traffic, in bytes per base weight per micro-batch, that dequantising a base of `bits` bits costs; 0 for
    a 16-bit (unquantised) base or none given."""
    if bits is None or bits >= 16:
        return 0.0
    if bits == 8:
        return default("dequant_bytes_8bit")
    if bits == 4:
        return default("dequant_bytes_4bit")
    raise ValueError(f"base bits {bits!r}: 16, 8 or 4")


def dequant_time_s(bytes_per_weight, local_weights, micro_batches, memory_bw_gbs):
    """Seconds a step spends dequantising: each of its `micro_batches` costs `bytes_per_weight` of traffic for every
    weight the device holds (its `local_weights`, after tensor and pipeline parallelism), at the memory bandwidth.
    0 where the base is not quantised or the bandwidth is unknown."""
    bw = np.asarray(memory_bw_gbs, np.float64)
    with np.errstate(divide="ignore", invalid="ignore"):
        t = np.asarray(bytes_per_weight, np.float64) * local_weights * micro_batches / (bw * 1e9)
    return np.where((bw > 0) & np.isfinite(t), t, 0.0)
