"""An FP32 run on the vector units of a device with matrix units (`precision.beside_matrix_units`: V100's 15.7 FP32
TFLOPS beside its 125 tensor TFLOPS): the utilization its matmuls reach (est171).

A family's factor on the global utilization (`params.Params.factor`) is fitted on its published runs, nearly all of
them 16-bit runs on the matrix units; a factor below 1 says the family's steps spend time beside the matmuls at that
rate: kernels that keep the matrix units waiting for operands, launches, host time. That time goes with the work and the
software, not with the FLOP rate of the unit the matmuls run on, so when a run leaves the matrix units idle (a plain
FP32 run) it is the same time again and not the same fraction of a peak eight times lower. Taken as a fraction of the
FP32 peak it would make an FP32 run as many times slower than the 16-bit run as the datasheet ratio says (7.96x on
V100); NVIDIA's own tables of one network on one V100 in FP32 and in mixed precision (data/benchmarks.csv: ResNet-50
357 against 1,040 images/s, ResNeXt-101 151 against 520, Deep Learning Examples) are 2.9x and 3.4x apart, and the
same publisher's BERT-Large pre-training on 512 and 1,024 V100 3.8x and 3.9x (tests/validation/runs.csv).

So the vector units run the matmuls at the utilization without the family's shortfall (at most the ceiling), and the
shortfall is added as time at the matrix units' rate: per FLOP, 1 / (u0 x P_vector) + (1 / u - 1 / u0) / P_matrix,
u the family's utilization, u0 = u / factor. A family with a factor of 1 or more has no shortfall: its value stands.
No fitted parameter; the memory-bound terms move FP32's 4 bytes an element as before.
"""

from __future__ import annotations

import math

import numpy as np


def matrix_over_vector(device) -> float:
    """The device's dense 16-bit matrix peak over its FP32 peak (V100 SXM2: 125 / 15.7 = 7.96); NaN without both."""
    fp32 = device.tflops("fp32")
    sixteen = max((v for v in (device.tflops("bf16"), device.tflops("fp16")) if v == v and v > 0), default=math.nan)
    return sixteen / fp32 if fp32 > 0 else math.nan


def vector_utilization(u, factor, ratio, ceiling: float):
    """The matmul utilization of the FP32 (vector) peak for a run whose family's utilization is `u` (the global value
    x the family's `factor`, with LoRA's, MoE's or another architecture's efficiency), on a device whose matrix peak is
    `ratio` times its vector peak. u = 0.25, factor 0.5, ratio 8: u0 = 0.5, the shortfall (1 / 0.25 - 1 / 0.5) / 8
    = 0.25 per FLOP at the vector peak, 1 / (2 + 0.25) = 0.444. Works on numbers and numpy arrays."""
    u = np.asarray(u, dtype=float)
    factor = np.asarray(factor, dtype=float)
    ratio = np.asarray(ratio, dtype=float)
    with np.errstate(divide="ignore", invalid="ignore"):
        u0 = np.maximum(np.minimum(u / np.where(factor > 0, factor, 1.0), ceiling), u)
        shortfall = np.where(ratio > 0, np.maximum(1.0 / u - 1.0 / u0, 0.0) / ratio, 0.0)
        out = 1.0 / (1.0 / u0 + np.nan_to_num(shortfall, nan=0.0))
    out = np.where(np.isfinite(out) & (u > 0), out, u)
    return float(out) if out.ndim == 0 else out
