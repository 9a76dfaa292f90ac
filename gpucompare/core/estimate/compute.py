"""The compute term: FLOPs per token (pre-training, full fine-tune, LoRA), the recompute factor, the effective
peak at a precision (FP8 and INT8 speed-ups per family, FP4's gain over FP8) and the compute time of one step."""

from __future__ import annotations

import numpy as np

FINETUNE = {"none": 0, "full": 1, "lora": 2}


def flops_per_token(active_params, layers, hidden, seq_len, attention, finetune, given=np.nan):
    """Model FLOPs per token: 6 x active params (+ 12 x layers x hidden x seq for attention, PaLM's count).

    LoRA freezes the base weights: no weight-gradient GEMMs, so 4 x params (forward 2 + input-gradient 2) instead of 6
    (Hu et al. 2021, arXiv:2106.09685; MLPerf Training's Llama 2 70B LoRA rules count it the same way). `given`
    (per sample, e.g. a CNN's measured training FLOPs per image) replaces the formula where it is a number.
    """
    f = np.float64
    pa, la, h, s = (np.nan_to_num(np.asarray(x, f)) for x in (active_params, layers, hidden, seq_len))
    lora = np.asarray(finetune, f) == FINETUNE["lora"]
    # LoRA drops the weight gradients of the frozen matmuls; attention still runs forward and backward
    transformer = np.where(lora, 4.0, 6.0) * pa + np.asarray(attention, f) * 12.0 * la * h * s
    g = np.asarray(given, f)
    return np.where(np.isnan(g), transformer, g)


def recompute_factor(recompute, finetune):
    """Hardware FLOPs / model FLOPs: full recompute runs the forward pass twice (8/6; 6/4 for LoRA)."""
    f = np.float64
    full = np.asarray(recompute, f) == 2
    per = np.where(np.asarray(finetune, f) == FINETUNE["lora"], 4.0, 6.0)
    return 1.0 + full * (2.0 / per)


def fp4_gain(share, fp4_over_fp8):
    """FP4 (NVFP4/MXFP4) training's speed-up over the FP8 path, by Amdahl's law: the `share` of the FP8 step whose
    matmuls run in FP4 goes `fp4_over_fp8` (the datasheet FP4/FP8 ratio: 2 on B200/GB200, 3 on B300/GB300) times
    faster, the rest (attention kept in higher precision, quantization, elementwise work) is unchanged."""
    return 1.0 / ((1.0 - share) + share / fp4_over_fp8)


def compute_time_s(hardware_flops_per_token, batch_tokens, n, peak_tflops, util):
    """Seconds of pure compute per step: the step's FLOPs over the cluster's sustained FLOP/s."""
    f = np.float64
    return (np.asarray(hardware_flops_per_token, f) * np.asarray(batch_tokens, f)) / (
        np.asarray(n, f) * np.asarray(peak_tflops, f) * 1e12 * np.asarray(util, f)
    )


def matmul_share(hidden, peak_tflops, memory_bw_gbs, bytes_per_token_layer):
    """Share of a transformer layer's time spent in its matmuls, from a roofline: per token and layer the matmuls do
    72 x hidden^2 FLOPs (6 x 12 hidden^2 parameters), the elementwise work (norms, activations, residuals, saved
    activations) moves about `bytes_per_token_layer` x hidden bytes. A small model on a fast device is bandwidth-bound
    longer (Williams et al. 2009, Roofline, CACM 52(4)); 1 where the bandwidth or the shape is unknown."""
    f = np.float64
    h = np.asarray(hidden, f)
    bw = np.asarray(memory_bw_gbs, f) * 1e9
    ratio = np.asarray(peak_tflops, f) * 1e12 / bw  # FLOPs per byte at which the device turns compute-bound
    extra = np.asarray(bytes_per_token_layer, f) * ratio / (72.0 * np.where(h > 0, h, np.nan))
    return np.where(np.isfinite(extra), 1.0 / (1.0 + np.nan_to_num(extra)), 1.0)
