"""Memory per device: weights, gradients and the optimizer's master copy and states (AdamW in mixed precision: 16
bytes per trained parameter; other optimizers, BF16 weights and optimizer-in-backward per optimizers.py), sharded by
TP x PP, experts also by EP, and by ZeRO over the data-parallel ranks; LoRA keeps only the weights of a frozen
parameter; activations after Korthikanti et al. 2022 (arXiv:2205.05198) with sequence parallelism; a fixed
framework overhead."""

from __future__ import annotations

import numpy as np

from gpucompare.core.estimate.compute import FINETUNE
from gpucompare.core.estimate.finite import finite


def static_bytes(
    dense, expert, tp, pp, ep, dp, zero, finetune, lora_share, weight_bytes=2.0, grad_bytes=2.0, optimizer_bytes=12.0
):
    """Weights + gradients + optimizer states per device, bytes; also the three parts separately. The bytes per
    parameter default to AdamW in mixed precision (2 + 2 + 12); optimizers.memory_of gives the others."""
    f = np.float64
    tp, pp, ep, dp, zero = (np.asarray(x, f) for x in (tp, pp, ep, dp, zero))
    shard = tp * pp
    d_dev = np.asarray(dense, f) / shard
    e_dev = np.asarray(expert, f) / (shard * ep)
    dp_e = np.maximum(dp / ep, 1.0)

    def sharded(stage, dense_bytes, expert_bytes):
        on = zero >= stage
        return d_dev * dense_bytes / np.where(on, dp, 1.0) + e_dev * expert_bytes / np.where(on, dp_e, 1.0)

    lora = np.asarray(finetune, f) == FINETUNE["lora"]
    trained = np.where(lora, np.asarray(lora_share, f), 1.0)
    wb, gb, ob = (np.asarray(x, f) for x in (weight_bytes, grad_bytes, optimizer_bytes))
    weights = sharded(3, wb, wb)
    grads = sharded(2, gb, gb) * trained
    optimizer = sharded(1, ob, ob) * trained
    return weights + grads + optimizer, weights, grads, optimizer


def activation_bytes(micro_tokens, layers, hidden, heads, seq_len, tp, recompute, given=np.nan, pp=1, logit_bytes=0.0):
    """Activations held per device: one micro-batch's worth for every layer (1F1B keeps pp micro-batches of L/pp
    layers in flight on the first stage, the same total). Per token and layer: 34 x hidden / tp bytes (selective
    recompute), + 5 x heads x seq / tp without recompute, 2 x hidden with full recompute. Full recompute stores only
    each layer's input, but the backward pass recomputes one layer at a time and holds that layer's activations while
    it runs (Korthikanti et al. 2022, arXiv:2205.05198, section 5: full recomputation keeps the 2sbh input of each
    layer and recomputes the rest during backpropagation): + one layer's 34 x hidden / tp per token of the
    micro-batch, which is small at 4K tokens (0.6 GB at hidden 4,096) and 18 GB at 131K tokens per device.

    A language model's output logits: `logit_bytes` per token of the micro-batch (4 x vocabulary: the cross-entropy
    loss keeps the logits in 32-bit floating point, "4sbv/t bytes", Korthikanti et al. 2022, section 4.2, split over
    the tensor-parallel ranks by Megatron's vocabulary-parallel loss), held on the last pipeline stage beside its
    L / pp layers of one micro-batch (1F1B): the device holds the larger of the first stage's activations and the last
    stage's. Under context parallelism each rank holds its own tokens' logits (micro_tokens is per device). Example:
    8,192 tokens x 128,256 (Llama 3) x 4 bytes = 4.2 GB on one device."""
    f = np.float64
    mt, la, h, a, s, tp, rc = (finite(x) for x in (micro_tokens, layers, hidden, heads, seq_len, tp, recompute))
    with np.errstate(divide="ignore", invalid="ignore"):
        attn = 5.0 * a * s / np.where(h > 0, h, 1.0)
    per_layer = np.where(rc == 2, 2.0 * tp, np.where(rc == 1, 34.0, 34.0 + attn)) / tp
    formula = mt * la * h * per_layer + np.where(rc == 2, mt * h * 34.0 / tp, 0.0)
    lb = np.asarray(logit_bytes, f)
    if np.any(lb > 0):
        logits = mt * lb / tp
        stages = np.maximum(finite(pp), 1.0)
        formula = np.maximum(formula, formula / stages + logits)
    g = np.asarray(given, f)  # per sample, e.g. a CNN's measured activation bytes per image
    return np.where(np.isnan(g), formula, mt * g / tp)
