"""Attention over a sliding window (est171): a causal decoder whose tokens attend to at most the `window` tokens
before them (Mistral 7B's 4,096, Jiang et al. 2023, arXiv:2310.06825, section 2; Gemma 2's local layers; the
modded-nanogpt and GPT-2 speedruns' FlexAttention windows) computes a smaller part of the score matrix than full
causal attention over its sequence, and the kernels that run it skip the blocks outside the window as causal ones skip
the blocks above the diagonal (FlexAttention's block masks, Dong et al. 2024, arXiv:2412.05496; FlashAttention-2's
`window_size`).

Query i of a sequence of s attends to min(i, W) keys, so the mean over the sequence is
(s W - W (W - 1) / 2) / s = W - W (W - 1) / (2 s) keys for W <= s, and (s + 1) / 2 for full causal attention. As a share
of the s keys the attention term counts (compute.flops_per_token: 12 x layers x hidden x s per token, a causal
decoder at data/defaults.csv causal_attention_share of it), the window's share is that mean over s, never above the
causal share. Llama-like 32K sequences with a 1,024 window: 1,024 - 1,024 x 1,023 / 65,536 = 1,008 keys, 0.031 of
the score matrix instead of 0.5 (x0.062 the attention FLOPs). A user gives it (`--attention-window`); without it the
attention is full causal over the sequence, said in the assumptions. Packed documents masked apart (document masks,
variable-length attention) are not a window: `document_scale` takes their mean length (`--document-length`, est224).
"""

from __future__ import annotations

import math


def window_scale(seq_len: float, window: float | None, causal_share: float) -> float:
    """The share of the full score matrix (s keys for each of s queries) a causal sliding window of `window` keys
    computes over a sequence of `seq_len`: (W - W (W - 1) / (2 s)) / s, at most `causal_share` (full causal
    attention's); `causal_share` where no window is given or the window spans the sequence."""
    if window is None or not (isinstance(window, int | float) and math.isfinite(window) and window >= 1):
        return causal_share
    s = float(seq_len)
    if not (math.isfinite(s) and s >= 1) or window >= s:
        return causal_share
    w = float(window)
    return min((w - w * (w - 1.0) / (2.0 * s)) / s, causal_share)


def document_scale(seq_len: float, document: float | None, window: float | None, causal_share: float) -> float:
    """The share of the full score matrix computed when a sequence of `seq_len` tokens packs documents of `document`
    tokens each and the kernel masks them apart (est224): each query attends only within its own document (causal,
    and within `window` where one is given), as FlashAttention-2's variable-length kernels (`flash_attn_varlen_func`,
    `cu_seqlens`) and FlexAttention's document masks run it (XTuner's `use_varlen_attn`, Megatron-LM's
    `reset_attention_mask`, torchtitan's document-masked FlexAttention). A document of d tokens computes d x d x
    (its own causal, or windowed, share), so the sequence's s / d documents compute s x d x that share of s x s:
    window_scale(d, window, causal) x d / s. Llama 2 7B at 131,072 packed tokens of 300-token documents, causal 0.5:
    0.5 x 300 / 131,072 = 0.00114 of the score matrix instead of 0.5. The documents are taken at one length; documents
    of varied length attend over their length-weighted mean (sum d^2 / sum d), longer than the plain mean.
    `document` None, not finite or at least `seq_len`: the sequence's own share (`window_scale`)."""
    s = float(seq_len)
    whole = window_scale(s, window, causal_share)
    if document is None or not (isinstance(document, int | float) and math.isfinite(document) and document >= 1):
        return whole
    if not (math.isfinite(s) and s >= 1) or document >= s:
        return whole
    d = float(document)
    return min(window_scale(d, window, causal_share) * d / s, whole)
