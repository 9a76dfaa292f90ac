"""The compute term: FLOPs per token (pre-training, full fine-tune, LoRA, encoder-decoder), attention at the
sequence used, the recompute factor, FP4's gain over FP8, and the compute time of one step."""

from __future__ import annotations

import math

import numpy as np

from gpucompare.core.estimate.finite import finite
from gpucompare.core.estimate.tables import default

FINETUNE = {"none": 0, "full": 1, "lora": 2}
#: preference tuning: whether a frozen reference model runs beside the policy
PREFERENCE = {"none": False, "dpo": True, "orpo": False}


def preference_factors(preference: str, finetune: str) -> tuple[float, float]:
    """(sequences per sample, FLOPs factor) of a fine-tune on preference pairs, each sample a pair.

    Both completions of a pair, chosen and rejected, go through the policy, forward and backward (Rafailov et al.
    2023, DPO, arXiv:2305.18290, eq. 7: the loss reads both log-probabilities; Hong et al. 2024, ORPO,
    arXiv:2403.07691, eq. 6, the same without a reference): twice the tokens of a pair counted as one sequence
    (data/defaults.csv preference_sequences_per_pair). DPO also runs a frozen reference model forward over both:
    2 FLOPs per parameter and token (a forward pass, a third of 6N), on top of the policy's 6N (4N for LoRA, whose
    reference is its own base with the adapters off), so (6 + 2) / 6 = 4/3 for a full fine-tune and (4 + 2) / 4 =
    3/2 for LoRA. Example: 1,000 pairs of 512 tokens on a 1B model, full DPO: 2 x 1,000 x 512 tokens x 6 x 1e9 x 4/3
    = 8.2e15 FLOPs, 2.67 x the 3.1e15 of the same pairs counted as one SFT sequence each."""
    if preference in (None, "", "none"):
        return 1.0, 1.0
    seqs = default("preference_sequences_per_pair")
    if not PREFERENCE[preference]:
        return seqs, 1.0
    return seqs, 1.0 + default("reference_forward_flops_per_param") / training_flops_per_param(finetune)


def teacher_factor(teacher_params: float | None, student_params: float, finetune: str) -> float:
    """A distillation's FLOPs over the student's alone: each step also runs the frozen teacher forward over the same
    tokens (or image positions), 2 FLOPs per teacher parameter and token, no backward (Hinton et al. 2015,
    arXiv:1503.02531: the student is trained on the teacher's soft targets, computed each step; Kaplan et al. 2020,
    arXiv:2001.08361, section 2.1: a forward pass is 2N of training's 6N; data/defaults.csv
    reference_forward_flops_per_param, as DPO's frozen reference): 1 + 2 x teacher / (6 x student), 4 for a LoRA
    student. A CNN's or diffusion U-Net's FLOPs per image are its weights applied at its positions, so the teacher's
    forward per image is the student's forward (a third of its training FLOPs) x teacher / student at the same image:
    the same ratio. Example: BK-SDM-Base (arXiv:2305.15798), a 0.58B U-Net distilled from SD-v1.4's 0.86B U-Net:
    1 + 2 x 0.86 / (6 x 0.58) = 1.49. None or 0: no teacher, 1."""
    if not teacher_params or not student_params or student_params <= 0:
        return 1.0
    per = training_flops_per_param(finetune)
    return 1.0 + default("reference_forward_flops_per_param") * float(teacher_params) / (per * float(student_params))


def training_flops_per_param(finetune: str) -> float:
    """Training FLOPs per parameter and token: 6 (forward 2, backward 4; Kaplan et al. 2020, arXiv:2001.08361,
    section 2.1), 4 for LoRA (no weight gradients for the frozen base: Hu et al. 2021, arXiv:2106.09685)."""
    return 4.0 if finetune == "lora" else 6.0


def matmul_params(active_params: float, layers: float, hidden: float, vocab: float) -> tuple[float, bool]:
    """(the parameters each token's matmuls use, whether the input and output embeddings are taken as untied) of a
    language model whose layers, hidden size and vocabulary the user gives; the active parameters unchanged where
    any of them is missing.

    A token's forward pass multiplies by every weight matrix, the output (unembedding) projection of hidden x vocab
    included, but the input embedding is a table lookup, no matmul (Kaplan et al. 2020, arXiv:2001.08361, section
    2.1 and Table 1: the embedding's FLOPs are left out of C = 6N, the de-embedding's 2 x hidden x vocab counted;
    Hoffmann et al. 2022, arXiv:2203.15556, appendix F counts the logits' matmul the same way). With tied
    embeddings (GPT-2, BERT) the one table is the unembedding and the total is right as it is; with untied ones
    (Llama, Pythia) the input table's vocab x hidden parameters do no matmul. Which one the total is, is read from
    the shape: the layers' own parameters are about 12 x layers x hidden^2 (Kaplan's count: attention 4h^2 and an
    MLP of 4h, or SwiGLU's 3 x 8h/3), so the total less one table (tied) or less two (untied), whichever is nearer
    that count (as a ratio), gives the reading. Example: Pythia-70M, 70.4M parameters, 6 layers x 512, vocab
    50,304 (25.8M a table): less two tables 18.9M against 12 x 6 x 512^2 = 18.9M, untied, so 44.6M a token,
    not 70.4M."""
    a, la, h, v = (float(x) for x in (active_params, layers, hidden, vocab))
    if not all(math.isfinite(x) and x > 0 for x in (a, la, h, v)):
        return a, False
    table = v * h
    body = 12.0 * la * h * h
    tied, untied = a - table, a - 2.0 * table
    if tied <= 0:  # the table is larger than the model: not a reading the shape can settle
        return a, False
    if untied > 0 and abs(math.log(untied / body)) < abs(math.log(tied / body)):
        return a - table, True
    return a, False


def flops_per_token(
    active_params, layers, hidden, seq_len, finetune, given=np.nan, kind_factor=1.0, attention_scale=1.0
):
    """Model FLOPs per token: 6 x active params + 12 x layers x hidden x sequence (attention: PaLM's count,
    Chowdhery et al. 2022, arXiv:2204.02311, appendix B; Megatron-LM's, Narayanan et al. 2021, arXiv:2104.04473).

    `attention_scale` is the share of that score-matrix count a model computes: 1 for bidirectional attention
    (encoders, ViTs), about 1/2 for a causal decoder, whose attention kernels skip the blocks above the diagonal
    (Dao 2023, FlashAttention-2, arXiv:2307.08691, section 3.1.1: "about half the blocks" for long sequences;
    data/defaults.csv causal_attention_share).

    LoRA freezes the base weights: no weight-gradient GEMMs, so 4 x params (forward 2 + input-gradient 2) instead of 6
    (Hu et al. 2021, arXiv:2106.09685; MLPerf Training's Llama 2 70B LoRA rules count it the same way).
    `kind_factor` scales an encoder-decoder's count per input token (its decoder reads fewer tokens; see
    configuration). `given` (per sample, e.g. a CNN's training FLOPs per image) replaces the formula where it is a
    number.
    """
    f = np.float64
    pa, la, h, s = (finite(x) for x in (active_params, layers, hidden, seq_len))
    lora = np.asarray(finetune, f) == FINETUNE["lora"]
    attention = 12.0 * np.asarray(attention_scale, f) * la * h * s
    transformer = (np.where(lora, 4.0, 6.0) * pa + attention) * np.asarray(kind_factor, f)
    g = np.asarray(given, f)
    return np.where(np.isnan(g), transformer, g)


def attention_core_flops(layers, hidden, seq_len, kind_factor=1.0, attention_scale=1.0, given=np.nan):
    """The attention core's FLOPs per token (the score and value matmuls of flops_per_token's attention term:
    12 x scale x layers x hidden x sequence, times the kind factor); 0 where a per-sample count replaces the formula."""
    f = np.float64
    la, h, s = (finite(x) for x in (layers, hidden, seq_len))
    core = 12.0 * np.asarray(attention_scale, f) * la * h * s * np.asarray(kind_factor, f)
    return np.where(np.isnan(np.asarray(given, f)), core, 0.0)


def attention_at_16bit(flops_per_token, attention_flops, low_precision_gain):
    """Hardware FLOPs per token as the effective (low-precision) peak sees them, when the attention core runs at the
    16-bit peak: FP8 and FP4 recipes cast only the linear layers' matmuls; the dot-product attention (the score and
    value matmuls, FlashAttention's kernels) stays in BF16 unless asked (NVIDIA Transformer Engine's
    `fp8_dpa`/NeMo's `fp8_dot_product_attention`, off by default; DeepSeek-V3, arXiv:2412.19437, section 3.3.2,
    keeps attention in BF16/FP32; compute.fp4_gain and precision.eight_bit_gain already leave it out of the
    low-precision share). The `low_precision_gain` (effective / 16-bit peak) the matmuls get is therefore taken off
    the attention FLOPs again: counted `gain` times at the effective peak. A 16-bit run (gain 1) is unchanged; a
    1M-token Llama 2 7B sequence, whose attention is 95% of its FLOPs, runs about `gain` times slower."""
    f = np.float64
    g = np.maximum(np.asarray(low_precision_gain, f), 1.0)
    return np.asarray(flops_per_token, f) + np.asarray(attention_flops, f) * (g - 1.0)


def attention_at_kernel_rate(flops_per_token, attention_flops, low_precision_gain, kernel_slowdown):
    """Hardware FLOPs per token as the matmuls' rate sees them, when the attention core runs both at the 16-bit peak
    (attention_at_16bit) and at its fused kernel's own published share of that peak where it is below the matmuls'
    utilization: `kernel_slowdown` = matmul utilization / kernel share (at least 1; data/attention_kernels.csv, e.g.
    FlashAttention-2 at 35% of an H100's peak, Shah et al. 2024, arXiv:2407.08608). The core's FLOPs count
    `gain x slowdown` times; everything else once. With a slowdown of 1 this is attention_at_16bit."""
    f = np.float64
    g = np.maximum(np.asarray(low_precision_gain, f), 1.0) * np.maximum(np.asarray(kernel_slowdown, f), 1.0)
    return np.asarray(flops_per_token, f) + np.asarray(attention_flops, f) * (g - 1.0)


def attention_kernel_slowdown(matmul_utilization: float, kernel_share: float) -> float:
    """How many times slower the attention core runs than the matmuls: their utilization over the kernel's published
    share of the 16-bit peak, never below 1 (a kernel faster than the matmuls' fitted rate is not assumed)."""
    if not (math.isfinite(kernel_share) and kernel_share > 0 and math.isfinite(matmul_utilization)):
        return 1.0
    return max(matmul_utilization / kernel_share, 1.0)


def attention_share(active_params, layers, hidden, seq_len, attention_scale=1.0):
    """The attention term's share of 6N: 2 x scale x layers x hidden x sequence / N (about sequence / (6 x hidden)
    for bidirectional attention, half that for a causal decoder)."""
    f = np.float64
    return (
        2.0
        * np.asarray(attention_scale, f)
        * np.asarray(layers, f)
        * np.asarray(hidden, f)
        * np.asarray(seq_len, f)
        / np.asarray(active_params, f)
    )


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


def padded_samples(settings, workload) -> bool:
    """A language-model fine-tune given by samples x a sequence length (est224): the sequence is its cap, and its
    samples, padded to their batch's longest rather than packed, are shorter (instruction data is often far shorter
    than its cap: README, How the estimate is made). Its matmuls run at the fitted padded_efficiency on the cap's
    tokens (configuration.inputs); the steps and their communication stay those of the samples given. A fine-tune
    given by tokens (packed data, or its token count known) is taken at its tokens; RL's samples are prompts, priced
    by rollout.py."""
    return (
        getattr(settings, "finetune", "none") != "none"
        and getattr(settings, "rl", "none") == "none"
        and not getattr(workload, "vision", False)
        and getattr(workload, "kind", "") not in ("cnn", "recommendation")
        and not math.isnan(getattr(workload, "samples_given", math.nan))
    )
