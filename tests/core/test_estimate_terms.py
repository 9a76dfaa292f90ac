"""Each term of the estimator against a hand calculation (numbers worked out in the comments)."""

import numpy as np
import pytest

from gpucompare.core.estimate import compute, data_parallel, expert_parallel, memory, pipeline, scale, tensor_parallel
from gpucompare.core.estimate.layout import candidates
from gpucompare.core.workloads import model_shape


def test_compute_flops_recompute_and_time():
    # 7B, 32 layers x 4096, 4k sequence: 6 x 7e9 + 12 x 32 x 4096 x 4096 per token
    attn = 12 * 32 * 4096 * 4096
    assert compute.flops_per_token(7e9, 32, 4096, 4096, 1, 0) == pytest.approx(6 * 7e9 + attn)
    assert compute.flops_per_token(7e9, 32, 4096, 4096, 0, 0) == pytest.approx(42e9)
    # LoRA: the frozen weights get no weight gradients, 4 x N; attention stays
    assert compute.flops_per_token(7e9, 32, 4096, 4096, 1, 2) == pytest.approx(4 * 7e9 + attn)
    # a CNN's measured FLOPs per image replace the formula
    assert compute.flops_per_token(25.6e6, 50, 0, 1, 0, 0, given=12.3e9) == pytest.approx(12.3e9)
    assert compute.recompute_factor(2, 0) == pytest.approx(8 / 6)
    assert compute.recompute_factor(2, 2) == pytest.approx(6 / 4)
    assert compute.recompute_factor(1, 0) == 1.0
    # 1e12 FLOPs/token x 1e6 tokens on 8 devices x 100 TFLOPS x 0.5 = 2,500 s
    assert compute.compute_time_s(1e12, 1e6, 8, 100, 0.5) == pytest.approx(2500)
    # roofline: 1000 TFLOPS over 2,000 GB/s = 500 FLOP/byte; 200 x 500 / (72 x 4096) = 0.339 -> 1 / 1.339
    assert compute.matmul_share(4096, 1000, 2000, 200) == pytest.approx(1 / (1 + 200 * 500 / (72 * 4096)))
    assert compute.matmul_share(4096, 1000, np.nan, 200) == 1.0
    # FP4 over FP8 (Amdahl): 60% of the FP8 step at 3x -> 0.4 + 0.2 = 0.6 of the time, 1.667x; all of it at 2x -> 2x
    assert compute.fp4_gain(0.6, 3) == pytest.approx(1 / 0.6)
    assert compute.fp4_gain(1.0, 2) == pytest.approx(2.0) and compute.fp4_gain(0.0, 3) == 1.0


def test_matmul_share_follows_published_gemm_efficiency_by_model_width():
    """Small widths are not given too high a matmul efficiency: Narayanan et al. 2021 (Megatron-LM, arXiv:2104.04473,
    Table 1) sustain 137 TFLOP/s per A100 at hidden 2,304 (1.7B) and 163 at hidden 25,600 (1T): 0.84 of it. The
    roofline on an A100 (312 TFLOPS over 2,039 GB/s = 153 FLOP/byte, 200 bytes per hidden unit):
    1 / (1 + 200 x 153 / (72 x 2304)) = 0.844 and 1 / (1 + 200 x 153 / (72 x 25600)) = 0.984: 0.86 of it."""
    small, large = (compute.matmul_share(h, 312, 2039, 200) for h in (2304, 25600))
    assert small == pytest.approx(1 / (1 + 200 * 312e12 / 2039e9 / (72 * 2304)))
    assert small / large == pytest.approx(137 / 163, abs=0.03)
    # an H100 turns compute-bound later (295 FLOP/byte): a 1B-class width (2,048) loses more than on an A100
    assert compute.matmul_share(2048, 989, 3350, 200) < compute.matmul_share(2048, 312, 2039, 200) - 0.1


def test_tensor_parallel_collectives_and_overlap():
    # TP 8, 80 layers, 4 micro-batches of 4,096 tokens x 8,192 hidden (67.1 MB), 100 GB/s, 10 us:
    # 4 collectives x 80 x 4 = 1,280, each 10 us + 2 x 7/8 x 67,108,864 B / 1e11 B/s = 1.1844 ms -> 1.516 s
    t = tensor_parallel.tp_time_s(8, 80, 4, 4096, 8192, 1, 1e11, 1e-5)
    assert t == pytest.approx(1280 * (1e-5 + 1.75 * 67_108_864 / 1e11))
    # full recompute: 6 collectives per layer instead of 4
    assert tensor_parallel.tp_time_s(8, 80, 4, 4096, 8192, 2, 1e11, 1e-5) == pytest.approx(t * 1.5)
    assert tensor_parallel.tp_time_s(1, 80, 4, 4096, 8192, 1, 1e11, 1e-5) == 0
    # half hidden behind 10 s of compute; with only 0.5 s of compute, everything beyond it is exposed
    assert tensor_parallel.tp_exposed_s(t, 0.5, 10.0) == pytest.approx(t / 2)
    assert tensor_parallel.tp_exposed_s(t, 0.5, 0.5) == pytest.approx(t - 0.5)


def test_data_parallel_ring_zero_and_expert_groups():
    # 64 ranks, 2 GB of gradients, 10 GB/s, 10 us: 2 x 10 us + 2 x 63/64 x 2e9 / 1e10 = 0.39377 s
    t = data_parallel.dp_time_s(64, 1, 1, 4, 2e9, 0, 1e10, 1e-5)
    assert t == pytest.approx(2e-5 + 2 * 63 / 64 * 2e9 / 1e10)
    # ZeRO-3: reduce-scatter + two all-gathers (3x the payload) in every one of the 4 micro-batches
    assert data_parallel.dp_time_s(64, 1, 3, 4, 2e9, 0, 1e10, 1e-5) == pytest.approx(4 * (2e-5 + 3 * 63 / 64 * 0.2))
    # expert gradients reduce only over 64 / EP 8 = 8 ranks: 7/8 of the payload
    te = data_parallel.dp_time_s(64, 8, 1, 1, 0, 1e9, 1e10, 0)
    assert te == pytest.approx(2 * 7 / 8 * 1e9 / 1e10)
    # DDP hides behind the last micro-batch's backward (2/3 of compute / 4 micro-batches): 8 s -> 1.333 s window
    assert data_parallel.dp_exposed_s(t, 1, 4, 8.0) == pytest.approx(0.0)
    assert data_parallel.dp_exposed_s(2.0, 1, 4, 8.0) == pytest.approx(2.0 - 8 * (2 / 3) / 4)
    assert data_parallel.dp_exposed_s(2.0, 3, 4, 8.0) == 0.0


def test_pipeline_bubble_interleaving_and_micro_batch_rule():
    assert pipeline.bubble_share(8, 1, 16) == pytest.approx(7 / 16)
    assert pipeline.bubble_share(8, 2, 16) == pytest.approx(7 / 32)
    # GPipe: at least 4 x pp / vpp micro-batches
    assert pipeline.enough_micro_batches(8, 2, 16)
    assert not pipeline.enough_micro_batches(8, 1, 16)
    assert not pipeline.enough_micro_batches(16, 4, 8)  # Llama 3.1 405B's PP16 with 8 micro-batches
    assert pipeline.enough_micro_batches(1, 1, 1)
    # 2 sends x 8 micro-batches x 2 chunks = 32 sends of 67.1 MB at 100 GB/s + 10 us
    assert pipeline.p2p_time_s(4, 2, 8, 4096, 8192, 1e11, 1e-5) == pytest.approx(32 * (1e-5 + 67_108_864 / 1e11))


def test_expert_parallel_split_and_all_to_all():
    dense, expert = expert_parallel.split_params(671e9, 37e9, 0.3)
    assert dense == pytest.approx(11.1e9) and expert == pytest.approx(659.9e9)
    assert expert_parallel.split_params(7e9, 7e9, 0.3) == (pytest.approx(7e9), pytest.approx(0))
    # EP 8, 60 layers, 2 micro-batches of 4,096 tokens, top-8 of 7,168 hidden: 2 x 4096 x 8 x 7168 = 469.8 MB
    # 4 all-to-alls x 60 x 2 = 480, each 10 us + 7/8 x 469.8 MB / 50 GB/s
    payload = 2 * 4096 * 8 * 7168
    t = expert_parallel.a2a_time_s(8, 1, 60, 2, 4096, 7168, 8, 5e10, 1e-5)
    assert t == pytest.approx(480 * (1e-5 + 7 / 8 * payload / 5e10))
    assert expert_parallel.a2a_time_s(1, 1, 60, 2, 4096, 7168, 8, 5e10, 1e-5) == 0


def test_memory_static_lora_and_activations():
    # 7B on 8 ranks with ZeRO-3: 16 bytes per parameter, split 8 ways
    total, w, g, o = memory.static_bytes(7e9, 0, 1, 1, 1, 8, 3, 0, 0.005)
    assert total == pytest.approx(16 * 7e9 / 8)
    # ZeRO-1: only the 12 optimizer bytes are split
    total1, *_ = memory.static_bytes(7e9, 0, 1, 1, 1, 8, 1, 0, 0.005)
    assert total1 == pytest.approx(4 * 7e9 + 12 * 7e9 / 8)
    # LoRA without ZeRO: 2 bytes per frozen parameter + 14 bytes per adapter parameter (0.5%)
    lora, *_ = memory.static_bytes(7e9, 0, 1, 1, 1, 8, 0, 2, 0.005)
    assert lora == pytest.approx(2 * 7e9 + 14 * 7e9 * 0.005)
    # experts split over EP 8 and their ZeRO over 64 / 8 ranks
    moe, *_ = memory.static_bytes(0, 8e9, 1, 1, 8, 64, 1, 0, 0.005)
    assert moe == pytest.approx(4 * 1e9 + 12 * 1e9 / 8)
    # activations, selective recompute: 4,096 tokens x 32 layers x 4,096 hidden x 34 bytes
    act = memory.activation_bytes(4096, 32, 4096, 32, 4096, 1, 1)
    assert act == pytest.approx(4096 * 32 * 4096 * 34)
    none = memory.activation_bytes(4096, 32, 4096, 32, 4096, 1, 0)
    assert none == pytest.approx(4096 * 32 * 4096 * (34 + 5 * 32 * 4096 / 4096))
    assert memory.activation_bytes(4096, 32, 4096, 32, 4096, 8, 1) == pytest.approx(act / 8)


def test_batch_law_floor_and_whole_sequences():
    assert scale.law_batch_tokens(1e21) == pytest.approx(0.292 * 1e21**0.3271)
    c = 6 * 405e9 * 15.6e12  # Llama 3.1 405B: about 68M tokens
    b, how = scale.global_batch_tokens(c, 16384, 8192, 512)
    assert how == "law" and b % 8192 == 0 and b == pytest.approx(scale.law_batch_tokens(c), rel=0.01)
    b, how = scale.global_batch_tokens(1e18, 4096, 2048, 512)  # small run on many devices: the floor
    assert how == "floor" and b == 4096 * 512
    b, how = scale.global_batch_tokens(1e18, 8, 2048, 512, given=3.2e6)
    assert how == "given" and b == 1563 * 2048


def test_model_shape_from_active_parameters():
    assert model_shape(6.7e9) == (32, 4224)
    layers, hidden = model_shape(175e9)
    assert layers == 96 and hidden == 12288  # GPT-3
    layers, hidden = model_shape(37e9)  # DeepSeek-V3's active parameters: published 61 x 7,168
    assert 52 <= layers <= 64 and 6500 <= hidden <= 8000


def test_layout_candidates_respect_divisibility_and_interleaving():
    grid = candidates(64, 8, 80, True, True, {})
    assert all(64 % (t * p) == 0 and (64 // (t * p)) % e == 0 for t, p, v, e, z, r in grid)
    assert all(v == 1 or p > 1 for t, p, v, e, z, r in grid)
    fixed = candidates(64, 8, 80, True, False, {"tp": 4, "pp": 2, "zero": 1, "recompute": "full"})
    assert {(t, p, z, r, e) for t, p, v, e, z, r in fixed} == {(4, 2, 1, "full", 1)}
