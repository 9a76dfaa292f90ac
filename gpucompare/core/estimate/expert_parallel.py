"""The expert-parallel term of a mixture-of-experts model: expert weights split over `ep` ranks, and per MoE layer
and micro-batch two all-to-alls forward (dispatch, combine) and two backward of top-k copies of each token's hidden
state, on the EP group's link (Lepikhin et al. 2020, GShard, arXiv:2006.16668; DeepSeek-AI 2024, DeepSeek-V3
Technical Report, arXiv:2412.19437). Part of it overlaps with expert compute.

The expert GEMMs' shape: a routed expert multiplies only the tokens routed to it, so its matmuls are as tall as the
tokens per expert, not the micro-batch. Each token goes to top-k of the E experts, so one expert of a rank gets
micro-batch tokens x top-k / E of that rank's tokens, and with EP the E / ep experts a rank holds get the tokens of
all ep ranks: micro-batch tokens x ep x top-k / E (Fedus et al. 2021, Switch Transformer, arXiv:2101.03961, section
2.2: expert capacity = tokens per batch / experts x capacity factor; Megatron-Core MoE docs, "expert parallelism":
the experts' GEMMs batch the tokens gathered from the EP group). top-k / E is the share of the routed experts' weights
a token uses, (active - shared) / (total - shared), known from the parameters a user gives whatever k and E are.
Without EP a rank holds every expert and streams all their weights for a few hundred tokens each: the GEMMs fall
below the device's ridge (efficiency.roofline_factor). An expert is also narrower than a dense MLP: its FFN width is
its parameters over 3 x hidden (a gated MLP's three matrices, as every MoE of the table: Mixtral, DeepSeek, Qwen3,
gpt-oss), its parameters the routed active ones over top-k and the layers, split over TP. Example: DeepSeek-V3 (671B,
37B active, 0.3 of it taken as shared; 62 x 6,848 as the estimator shapes it, top-8) at a 4,096-token micro-batch and
TP 4: 4,096 x 25.9 / 659.9 = 161 tokens an expert at EP 1 (10,300 at EP 64), an FFN 25.9e9 / (8 x 62 x 3 x 6,848) =
2,541 wide, 635 a TP rank: 1 / (1/161 + 1/6,848 + 1/635) = 127 FLOPs a byte in BF16, under an H100's ridge at its
fitted rate (about 150), so the experts' GEMMs take 1.2x their time at the achieved rate; at EP 64, 572, none.

Tile quantization: a GEMM is computed in whole output tiles (NVIDIA, Deep Learning Performance Guide, "Matrix
Multiplication Background", tile quantization; data/defaults.csv expert_gemm_tile_rows, 128), so an expert's rows
past a multiple of the tile cost a whole tile: on average half a tile more, and at least one tile
(`tile_padding`). DeepSeek-V3's 161 tokens an expert at EP 1 compute as 1.40 x 161; at EP 8 (1,288) 1.05 x; at EP 64
1.006 x. A dense model's micro-batch of thousands of tokens loses under 2% and is not charged."""

from __future__ import annotations

import numpy as np

from gpucompare.core.estimate.collectives import collective_s
from gpucompare.core.estimate.finite import finite


def split_params(params, active_params, shared_share):
    """(dense, expert) parameter counts: an MoE's shared part (attention, embeddings, shared experts) is taken as
    `shared_share` of its active parameters, the rest of the total is routed experts; a dense model has no experts."""
    f = np.float64
    p, pa = np.asarray(params, f), np.asarray(active_params, f)
    moe = pa < p
    dense = np.where(moe, np.asarray(shared_share, f) * pa, p)
    return dense, p - dense


def a2a_time_s(ep, tp, layers_per_stage, micro_batches, micro_tokens, hidden, top_k, link_bytes_s, latency_s):
    """Seconds per step in dispatch/combine all-to-alls (before overlap); zero without expert parallelism."""
    f = np.float64
    tokens = np.asarray(micro_tokens, f) / np.asarray(tp, f)  # sequence-parallel: each TP rank routes its share
    payload = 2.0 * tokens * np.asarray(top_k, f) * np.asarray(hidden, f)
    count = 4.0 * np.asarray(layers_per_stage, f) * np.asarray(micro_batches, f)
    return collective_s("all_to_all", ep, payload, link_bytes_s, latency_s, count)


def tokens_per_expert(micro_tokens, ep, params, active_params, shared_share):
    """Tokens one routed expert multiplies per micro-batch on one rank: micro-batch tokens x ep x the share of the
    routed experts' weights a token uses (top-k / E); the micro-batch's tokens for a dense model."""
    f = np.float64
    dense, expert = split_params(params, active_params, shared_share)
    routed = np.asarray(active_params, f) - dense
    with np.errstate(divide="ignore", invalid="ignore"):
        share = np.where(expert > 0, routed / expert, 1.0)
    share = np.clip(np.nan_to_num(share, nan=1.0), 0.0, 1.0)
    return np.asarray(micro_tokens, f) * np.where(share < 1.0, np.asarray(ep, f) * share, 1.0)


def expert_intensity(
    micro_tokens, ep, tp, params, active_params, shared_share, top_k, layers, hidden, bytes_per_element
):
    """FLOPs per byte of one routed expert's GEMMs on one rank (efficiency.gemm_intensity's form): tokens per expert
    (tokens_per_expert) x hidden x the expert's FFN width / TP."""
    f = np.float64
    dense, _expert = split_params(params, active_params, shared_share)
    routed = np.asarray(active_params, f) - dense
    m = np.maximum(tokens_per_expert(micro_tokens, ep, params, active_params, shared_share), 1.0)
    h = np.maximum(finite(hidden), 1.0)
    la = finite(layers)
    with np.errstate(divide="ignore", invalid="ignore"):
        width = routed / (np.asarray(top_k, f) * la * 3.0 * h)
    # a shape the user did not give (no layers): the dense MLP's 4 x hidden, as efficiency.gemm_intensity
    width = np.where(np.isfinite(width) & (width > 0), width, 4.0 * h)
    n = np.maximum(width / np.asarray(tp, f), 1.0)
    return 2.0 / np.asarray(bytes_per_element, f) / (1.0 / m + 1.0 / h + 1.0 / n)


def expert_flops_share(params, active_params, shared_share, flops_per_param, hardware_flops_per_token):
    """The routed experts' share of a token's hardware FLOPs: flops per parameter (6, LoRA 4) x the routed active
    parameters over the token's FLOPs (0 for a dense model)."""
    f = np.float64
    dense, expert = split_params(params, active_params, shared_share)
    routed = np.where(expert > 0, np.asarray(active_params, f) - dense, 0.0)
    with np.errstate(divide="ignore", invalid="ignore"):
        share = np.asarray(flops_per_param, f) * routed / np.asarray(hardware_flops_per_token, f)
    return np.clip(np.nan_to_num(share, nan=0.0, posinf=0.0), 0.0, 1.0)


def tile_padding(tokens, tile_rows):
    """How many times its FLOPs a GEMM of `tokens` rows costs when it is computed in whole tiles of `tile_rows`:
    max(tile / tokens, 1 + tile / (2 x tokens)): one tile at least, else half a tile more on average."""
    f = np.float64
    m = np.maximum(np.asarray(tokens, f), 1.0)
    t = np.asarray(tile_rows, f)
    return np.maximum(t / m, 1.0 + t / (2.0 * m))
