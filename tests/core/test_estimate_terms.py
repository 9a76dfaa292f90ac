"""Each term and mechanism of the estimator against a hand calculation (numbers worked out in the comments)."""

import math

import numpy as np
import pytest

from gpucompare.core.estimate import (
    collectives,
    compute,
    context_parallel,
    data_parallel,
    efficiency,
    expert_parallel,
    memory,
    overhead,
    parallel,
    pipeline,
    scale,
    tensor_parallel,
)
from gpucompare.core.workloads import default_seq_len, model_shape


def test_one_collective_helper_ring_volumes_and_link_chosen_once():
    # 8 ranks, 1 GB, 100 GB/s, 10 us: all-reduce 2 x 7/8, all-gather and reduce-scatter and all-to-all 7/8, send 1
    for kind, share in (("all_reduce", 1.75), ("all_gather", 0.875), ("reduce_scatter", 0.875), ("all_to_all", 0.875)):
        assert collectives.collective_s(kind, 8, 1e9, 1e11, 1e-5) == pytest.approx(1e-5 + share * 0.01)
    assert collectives.collective_s("send", 2, 1e9, 1e11, 1e-5, count=3) == pytest.approx(3 * (1e-5 + 0.01))
    assert collectives.collective_s("all_reduce", 1, 1e9, 1e11, 1e-5) == 0  # a group of one moves nothing
    # a group spanning 8 devices stays on the scale-up link of an 8-device domain; 16 go over the network
    up, out = 4.5e11, 5e10
    assert collectives.link_bytes_s(8, 8, up, out) == up and collectives.link_bytes_s(16, 8, up, out) == out
    assert collectives.exposed_s(1.0, 0.5, 10.0) == pytest.approx(0.5)
    assert collectives.exposed_s(1.0, 0.5, 0.2) == pytest.approx(0.8)


def test_hierarchical_collective_reduces_inside_domains_and_sends_a_share_across():
    # 64 ranks in 8 domains of 8, 1 GB, scale-up 100 GB/s, network 10 GB/s, no latency: inside each domain
    # reduce-scatter + all-gather, 2 x 7/8 x 1e9 / 1e11 = 0.0175 s; across the 8 domains an all-reduce of
    # 1e9 / 8 bytes, 2 x 7/8 x 1.25e8 / 1e10 = 0.021875 s; 0.039375 s in all, against a flat ring over the
    # network, 2 x 63/64 x 1e9 / 1e10 = 0.196875 s (5 times more)
    h = collectives.hierarchical_s("all_reduce", 64, 8, 1e9, 1e11, 1e10, 0.0)
    assert h == pytest.approx(0.0175 + 0.021875)
    assert collectives.collective_s("all_reduce", 64, 1e9, 1e10, 0.0) == pytest.approx(0.196875)
    # one latency per phase: 2 x 10 us more
    assert collectives.hierarchical_s("all_reduce", 64, 8, 1e9, 1e11, 1e10, 1e-5) == pytest.approx(h + 2e-5)
    # a group inside one domain never touches the network; one rank per domain is the flat ring on the network
    assert collectives.hierarchical_s("all_reduce", 8, 8, 1e9, 1e11, 1e10, 0.0) == pytest.approx(0.0175)
    assert collectives.hierarchical_s("all_reduce", 64, 1, 1e9, 1e11, 1e10, 0.0) == pytest.approx(0.196875)
    # TPU v5e multislice, 32 slices of 256 chips, FSDP inside a slice (TP 1): 8192 ranks, 256 per slice; 2 GB of
    # gradients, ICI 200 GB/s x 0.65 one way, DCN 25 Gb/s x 0.9 per chip = 2.8125 GB/s. Inside: 2 x 255/256 x 2e9
    # / 1.3e11 = 0.030649 s; across: 2 x 31/32 x (2e9 / 256) / 2.8125e9 = 0.005382 s. A flat ring would take
    # 2 x 8191/8192 x 2e9 / 2.8125e9 = 1.4221 s per step
    up, dcn = 400 * 0.5e9 * 0.65, 25 * 1e9 / 8 * 0.9
    t = data_parallel.dp_time_s(8192, 1, 1, 1, 2e9, 0, up, 0.0, per_domain=256, scaleout_bytes_s=dcn)
    assert t == pytest.approx(2 * 255 / 256 * 2e9 / up + 2 * 31 / 32 * (2e9 / 256) / dcn)
    assert t == pytest.approx(0.030649 + 0.005382, rel=1e-3)
    # an MoE's expert replicas are EP times further apart: 256 / EP 8 = 32 of their 8192 / 8 = 1024 ranks per slice
    te = data_parallel.dp_time_s(8192, 8, 1, 1, 0, 1e9, up, 0.0, per_domain=256, scaleout_bytes_s=dcn)
    assert te == pytest.approx(2 * 31 / 32 * 1e9 / up + 2 * 31 / 32 * (1e9 / 32) / dcn)


def test_compute_flops_attention_lora_encoder_decoder_and_recompute():
    # 7B, 32 layers x 4096, 4k sequence: 6 x 7e9 + 12 x 32 x 4096 x 4096 per token, at the sequence used
    attn = 12 * 32 * 4096 * 4096
    assert compute.flops_per_token(7e9, 32, 4096, 4096, 0) == pytest.approx(6 * 7e9 + attn)
    # at 2,048 tokens the attention term halves: a small model's sequence matters
    assert compute.flops_per_token(7e9, 32, 4096, 2048, 0) == pytest.approx(6 * 7e9 + attn / 2)
    # LoRA: the frozen weights get no weight gradients, 4 x N; attention stays
    assert compute.flops_per_token(7e9, 32, 4096, 4096, 2) == pytest.approx(4 * 7e9 + attn)
    # an encoder-decoder with half its parameters in the decoder reading 0.22 targets per input: x (0.5 + 0.5 x 0.22)
    assert compute.flops_per_token(7e9, 32, 4096, 512, 0, kind_factor=0.61) == pytest.approx(
        0.61 * (6 * 7e9 + 12 * 32 * 4096 * 512)
    )
    # a causal decoder computes half the score matrix (FlashAttention-2 skips the blocks above the diagonal):
    # 6 x 7e9 + 0.5 x 12 x 32 x 4096 x 4096 = 4.2e10 + 3.22e9 per token
    assert compute.flops_per_token(7e9, 32, 4096, 4096, 0, attention_scale=0.5) == pytest.approx(6 * 7e9 + attn / 2)
    assert compute.flops_per_token(7e9, 32, 4096, 4096, 0, attention_scale=0.5) == pytest.approx(4.5221e10, rel=1e-4)
    # a CNN's training FLOPs per image replace the formula
    assert compute.flops_per_token(25.6e6, 50, 0, 1, 0, given=24.6e9) == pytest.approx(24.6e9)
    # attention's share of 6N is about sequence / (6 x hidden): 125M at hidden 768, 2k tokens: 2 x 12 x 768 x 2048 / 125e6
    assert compute.attention_share(125e6, 12, 768, 2048) == pytest.approx(2 * 12 * 768 * 2048 / 125e6)
    assert compute.attention_share(125e6, 12, 768, 2048, 0.5) == pytest.approx(12 * 768 * 2048 / 125e6)
    assert compute.recompute_factor(2, 0) == pytest.approx(8 / 6)
    assert compute.recompute_factor(2, 2) == pytest.approx(6 / 4)
    assert compute.recompute_factor(1, 0) == 1.0
    # 1e12 FLOPs/token x 1e6 tokens on 8 devices x 100 TFLOPS x 0.5 = 2,500 s
    assert compute.compute_time_s(1e12, 1e6, 8, 100, 0.5) == pytest.approx(2500)
    # FP4 over FP8 (Amdahl): 60% of the FP8 step at 3x -> 0.4 + 0.2 = 0.6 of the time, 1.667x
    assert compute.fp4_gain(0.6, 3) == pytest.approx(1 / 0.6)


def test_gemm_shape_efficiency_by_hand():
    # elementwise traffic in time: 236 bytes per hidden unit, token and layer; SmolLM-135M (30 layers of 576) on one
    # H100 (3,350 GB/s), a 2,048 x 8 = 16,384-token step: 236 x 30 x 576 x 16,384 = 6.68e10 bytes -> 19.9 ms; its
    # matmuls (6 x 135e6 x 16,384 = 1.33e13 FLOPs at 0.5 x 989 TFLOPS) take 26.8 ms: a 74% extra. Llama 70B's
    # 80 layers of 8,192 on TP 8 move 236 x 80 x 1,024 x 16,384 = 3.17e11 bytes (94.5 ms) against 6 x 70e9 / 8 x
    # 16,384 / 494.5e12 = 1.74 s of matmuls: a 5% extra. The small-model effect.
    small = efficiency.elementwise_time_s(236, 30, 576, 1, 16384, 3350)
    large = efficiency.elementwise_time_s(236, 80, 8192, 8, 16384, 3350)
    assert small == pytest.approx(236 * 30 * 576 * 16384 / 3350e9)
    assert small == pytest.approx(0.01993, rel=1e-3)
    assert large == pytest.approx(0.0945, rel=1e-3)
    small_matmul = 6 * 135e6 * 16384 / (989e12 * 0.5)
    large_matmul = 6 * 70e9 / 8 * 16384 / (989e12 * 0.5)
    assert small / small_matmul > 0.7 and large / large_matmul < 0.06
    assert efficiency.elementwise_time_s(236, 30, 576, 1, 16384, np.nan) == 0.0  # no bandwidth figure: not guessed
    # per-layer launch overhead: 20 us x 12 layers x 4 micro-batches = 0.96 ms; at least one micro-batch
    assert efficiency.layer_overhead_s(20, 12, 4) == pytest.approx(0.96e-3)
    assert efficiency.layer_overhead_s(20, 12, 0) == pytest.approx(0.24e-3)
    ridge = 989e12 * 0.5 / 3350e9
    # GEMM intensity: M = 2,048 tokens, K = 4,096, N = 4 x 4,096 / TP 8 = 2,048 -> 1 / (1/2048 + 1/4096 + 1/2048)
    assert efficiency.gemm_intensity(2048, 4096, 8) == pytest.approx(1 / (1 / 2048 + 1 / 4096 + 1 / 2048))
    # FP8 operands are one byte: twice the intensity
    assert efficiency.gemm_intensity(2048, 4096, 8, 1.0) == pytest.approx(2 * efficiency.gemm_intensity(2048, 4096, 8))
    # 64-token micro-batches (intensity ~62) on a device whose ridge is 147.6 are memory-bound: x 147.6 / 62.0
    i = efficiency.gemm_intensity(64, 4096, 1)
    assert efficiency.gemm_factor(64, 4096, 1, 989 * 0.5, 3350) == pytest.approx(ridge / i)
    assert efficiency.gemm_factor(8192, 8192, 1, 989 * 0.5, 3350) == 1.0
    # stragglers: 1 + sigma x sqrt(2 ln n); one device waits for nobody
    assert efficiency.straggler_factor(1024, 0.02) == pytest.approx(1 + 0.02 * math.sqrt(2 * math.log(1024)))
    assert efficiency.straggler_factor(1, 0.02) == 1.0


def test_overhead_from_devices_and_duration_by_hand():
    # Llama 3 scale: 16,384 devices x 2.2e-5 failures per device-hour = 0.3604 per hour; checkpoint 0.01 h, restart
    # 0.1 h: sqrt(2 x 0.01 x 0.3604) + 0.3604 x 0.1 = 0.0849 + 0.0360 = 0.121 for a long run (about 89% goodput)
    rate = 16384 * 2.2e-5
    long = overhead.failure_share(16384, 1000, 2.2e-5, 0.1, 0.01)
    assert long == pytest.approx(math.sqrt(2 * 0.01 * rate) + rate * 0.1)
    assert 1 / (1 + long) == pytest.approx(0.89, abs=0.01)
    # a one-hour run on 512 devices: 0.01126 failures per hour; it does not checkpoint (0.00563 < 0.0150 of lost
    # work) and restarts cost 0.00113: 0.0068 in all
    short = overhead.failure_share(512, 1.0, 2.2e-5, 0.1, 0.01)
    assert short == pytest.approx(512 * 2.2e-5 * (1.0 / 2 + 0.1))
    # Young's interval: sqrt(2 C / rate) hours
    assert overhead.checkpoint_interval_h(16384, 2.2e-5, 0.01) == pytest.approx(math.sqrt(2 * 0.01 / rate))
    # the campaign share builds up with the run's length: o x (1 - exp(-T / T_c))
    assert overhead.campaign_share(10.0, 0.3, 10.0) == pytest.approx(0.3 * (1 - math.exp(-1)))
    assert overhead.campaign_share(0.1, 0.3, 10.0) < 0.01 < overhead.campaign_share(1000.0, 0.3, 10.0) - 0.29
    assert overhead.campaign_share(5.0, 0.3, 0.0) == pytest.approx(0.3)  # T_c = 0: a constant share
    wall = overhead.wall_factor(16384, 1000, 2.2e-5, 0.1, 0.01, 0.3, 10.0)
    assert wall == pytest.approx(1 + 0.3 * (1 - math.exp(-100)) + long)


def test_campaign_share_grows_with_the_servers_a_job_spans_by_hand():
    # a = 0.2 of the share inside one server; across s servers a + (1 - a)(s - 1) / s
    assert overhead.campaign_scale(1, 0.2, 8) == pytest.approx(0.2)
    assert overhead.campaign_scale(8, 0.2, 8) == pytest.approx(0.2)  # one 8-device server
    assert overhead.campaign_scale(9, 0.2, 8) == pytest.approx(0.2 + 0.8 * 0.5)  # two servers: 0.6
    assert overhead.campaign_scale(64, 0.2, 8) == pytest.approx(0.2 + 0.8 * 7 / 8)  # eight: 0.9
    assert overhead.campaign_scale(16384, 0.2, 8) == pytest.approx(1.0, abs=1e-3)
    assert overhead.campaign_scale(4, 1.0, 8) == 1.0  # a = 1 switches it off
    # a week on 8 devices meets 0.2 x o of the campaign share; on 64 devices 0.9 x o (o 0.5, T_c 5 h, no failures)
    one = overhead.wall_factor(8, 168, 0.0, 0.1, 0.01, 0.5, 5.0, 0.2, 8)
    many = overhead.wall_factor(64, 168, 0.0, 0.1, 0.01, 0.5, 5.0, 0.2, 8)
    ramp = 1 - math.exp(-168 / 5)
    assert one == pytest.approx(1 + 0.5 * 0.2 * ramp)
    assert many == pytest.approx(1 + 0.5 * 0.9 * ramp)
    assert overhead.wall_factor(64, 168, 0.0, 0.1, 0.01, 0.5, 5.0) == pytest.approx(1 + 0.5 * ramp)


def test_tensor_parallel_collectives_and_overlap():
    # TP 8, 80 layers, 4 micro-batches of 4,096 tokens x 8,192 hidden (67.1 MB), 100 GB/s, 10 us:
    # 4 collectives x 80 x 4 = 1,280, each 10 us + 2 x 7/8 x 67,108,864 B / 1e11 B/s = 1.1844 ms -> 1.516 s
    t = tensor_parallel.tp_time_s(8, 80, 4, 4096, 8192, 1, 1e11, 1e-5)
    assert t == pytest.approx(1280 * (1e-5 + 1.75 * 67_108_864 / 1e11))
    assert tensor_parallel.tp_time_s(8, 80, 4, 4096, 8192, 2, 1e11, 1e-5) == pytest.approx(t * 1.5)
    assert tensor_parallel.tp_time_s(1, 80, 4, 4096, 8192, 1, 1e11, 1e-5) == 0
    assert tensor_parallel.tp_exposed_s(t, 0.5, 10.0) == pytest.approx(t / 2)
    assert tensor_parallel.tp_exposed_s(t, 0.5, 0.5) == pytest.approx(t - 0.5)


def test_data_parallel_ring_zero_and_expert_groups():
    # 64 ranks, 2 GB of gradients, 10 GB/s, 10 us: 10 us + 2 x 63/64 x 2e9 / 1e10 = 0.39376 s
    t = data_parallel.dp_time_s(64, 1, 1, 4, 2e9, 0, 1e10, 1e-5)
    assert t == pytest.approx(1e-5 + 2 * 63 / 64 * 2e9 / 1e10)
    # ZeRO-3: reduce-scatter + two all-gathers in every one of 4 micro-batches: 4 x (3 x 10 us + 3 x 63/64 x 0.2 s)
    assert data_parallel.dp_time_s(64, 1, 3, 4, 2e9, 0, 1e10, 1e-5) == pytest.approx(4 * (3e-5 + 3 * 63 / 64 * 0.2))
    # LoRA under FSDP: 1% of the gradients, but all the (frozen) weights gathered twice per micro-batch
    lora = data_parallel.dp_time_s(64, 1, 3, 1, 2e7, 0, 1e10, 0, dense_weight_bytes=2e9)
    assert lora == pytest.approx(63 / 64 * (2e7 + 2 * 2e9) / 1e10)
    # a context-parallel rank holds the same weights: CP 2 doubles the gradient group
    assert data_parallel.dp_time_s(32, 1, 1, 1, 2e9, 0, 1e10, 0, cp=2) == pytest.approx(2 * 63 / 64 * 0.2)
    # expert gradients reduce only over 64 / EP 8 = 8 ranks: 7/8 of the payload
    te = data_parallel.dp_time_s(64, 8, 1, 1, 0, 1e9, 1e10, 0)
    assert te == pytest.approx(2 * 7 / 8 * 1e9 / 1e10)
    # DDP hides behind the last micro-batch's backward (2/3 of compute / 4 micro-batches); at least 1 - overlap shows
    assert data_parallel.dp_exposed_s(2.0, 1, 4, 8.0) == pytest.approx(2.0 - 8 * (2 / 3) / 4)
    assert data_parallel.dp_exposed_s(2.0, 3, 4, 8.0, overlap=0.8) == pytest.approx(0.4)


def test_zero3_traffic_of_a_7b_full_fine_tune_on_two_a100_servers_by_hand():
    # 7B in BF16 on 16 A100 in two servers of 8 (NVLink 300 GB/s a direction x 0.65 = 195 GB/s; one 200 Gb/s adapter
    # per GPU x 0.90 = 22.5 GB/s), ZeRO-3, micro-batch 1 x 2,048 tokens. Each micro-batch reduce-scatters 14 GB of
    # gradients and all-gathers 14 GB of weights twice (forward, backward): 42 GB. Inside each server 7/8 of it on
    # NVLink, 36.75 GB / 195 GB/s = 0.1885 s; across the two servers 1/2 of an eighth, 2.625 GB / 22.5 GB/s =
    # 0.1167 s; 3 collectives x 2 phases x 15 us. About 0.305 s per micro-batch
    up, out, lat = 300e9 * 0.65, 200e9 / 8 * 0.90, 15e-6
    per_mb = 36.75e9 / up + 2.625e9 / out + 6 * lat
    assert per_mb == pytest.approx(0.30522, rel=1e-4)
    one = data_parallel.dp_time_s(16, 1, 3, 1, 14e9, 0, up, lat, 1, 14e9, 0, 8, out)
    assert one == pytest.approx(per_mb)
    # a fine-tune's batch of 128 sequences is 8 per rank: at 1 sequence per micro-batch 8 micro-batches, 8 times the
    # traffic of one micro-batch of 8 sequences (ZeRO-3 gathers per micro-batch, not per step)
    assert data_parallel.dp_time_s(16, 1, 3, 8, 14e9, 0, up, lat, 1, 14e9, 0, 8, out) == pytest.approx(8 * per_mb)
    # DDP (ZeRO-1) all-reduces 14 GB once per step whatever the micro-batches: 2 x 14 GB in the same two phases
    ddp = data_parallel.dp_time_s(16, 1, 1, 8, 14e9, 0, up, lat, 1, 14e9, 0, 8, out)
    assert ddp == pytest.approx(2 * (7 / 8 * 14e9 / up + 1 / 2 * 14e9 / 8 / out + lat))


def test_full_fine_tune_runs_its_recipes_smallest_micro_batch():
    # a full fine-tune is laid out as its recipes run it: the smallest micro-batch (about 2,048 tokens), accumulation
    # making up the batch; pre-training and LoRA still search 1, 2, 4 and 8 times it
    ft = parallel.candidates(parallel.SearchContext(16, 8, 32, 2048, True, False, "full"), {})
    assert set(ft["micro_batch"]) == {1.0}
    alpaca = parallel.candidates(parallel.SearchContext(4, 8, 32, 512, True, False, "full"), {})
    assert set(alpaca["micro_batch"]) == {4.0}  # Alpaca's 4 sequences of 512 tokens per device
    pre = parallel.candidates(parallel.SearchContext(16, 8, 32, 2048, True, False), {})
    assert set(pre["micro_batch"]) == {1.0, 2.0, 4.0, 8.0}
    lora = parallel.candidates(parallel.SearchContext(16, 8, 32, 2048, True, False, "lora"), {})
    assert set(lora["micro_batch"]) == {1.0, 2.0, 4.0, 8.0}
    # the optimizer stepped in the backward pass cannot accumulate: the micro-batch is searched (it is the batch)
    inbwd = parallel.SearchContext(1, 8, 32, 2048, True, False, "full", accumulate=False)
    assert set(parallel.candidates(inbwd, {})["micro_batch"]) == {1.0, 2.0, 4.0, 8.0}
    # a micro-batch the user gives is kept
    given = parallel.candidates(parallel.SearchContext(16, 8, 32, 2048, True, False, "full"), {"micro_batch": 2})
    assert set(given["micro_batch"]) == {2.0}


def test_pipeline_bubble_interleaving_and_micro_batch_rule():
    assert pipeline.bubble_share(8, 1, 16) == pytest.approx(7 / 16)
    assert pipeline.bubble_share(8, 2, 16) == pytest.approx(7 / 32)
    assert pipeline.enough_micro_batches(8, 2, 16)
    assert not pipeline.enough_micro_batches(8, 1, 16)
    assert pipeline.enough_micro_batches(1, 1, 1)
    # 2 sends x 8 micro-batches x 2 chunks = 32 sends of 67.1 MB / TP 2 at 100 GB/s + 10 us
    assert pipeline.p2p_time_s(4, 2, 8, 4096, 8192, 1e11, 1e-5, tp=2) == pytest.approx(
        32 * (1e-5 + 67_108_864 / 2 / 1e11)
    )


def test_expert_and_context_parallel_by_hand():
    dense, expert = expert_parallel.split_params(671e9, 37e9, 0.3)
    assert dense == pytest.approx(11.1e9) and expert == pytest.approx(659.9e9)
    # EP 8, 60 layers, 2 micro-batches of 4,096 tokens, top-8 of 7,168 hidden: 2 x 4096 x 8 x 7168 = 469.8 MB;
    # 4 all-to-alls x 60 x 2 = 480, each 10 us + 7/8 x 469.8 MB / 50 GB/s
    payload = 2 * 4096 * 8 * 7168
    t = expert_parallel.a2a_time_s(8, 1, 60, 2, 4096, 7168, 8, 5e10, 1e-5)
    assert t == pytest.approx(480 * (1e-5 + 7 / 8 * payload / 5e10))
    assert expert_parallel.a2a_time_s(1, 1, 60, 2, 4096, 7168, 8, 5e10, 1e-5) == 0
    # CP 4 over 32k tokens, 32 layers, hidden 4,096, keys+values a quarter of hidden: gather 2 x 2 x 32768 x 4096 x
    # 0.25 bytes = 134.2 MB, 3/4 of it on the wire, 3 times per layer (forward, backward twice)
    cp = context_parallel.cp_time_s(4, 32, 1, 32768, 4096, 0.25, 1e11, 0)
    assert cp == pytest.approx(3 * 32 * 0.75 * (2 * 2 * 32768 * 4096 * 0.25) / 1e11)
    assert context_parallel.cp_time_s(1, 32, 1, 32768, 4096, 0.25, 1e11, 1e-5) == 0


def test_memory_static_lora_and_activations():
    total, w, g, o = memory.static_bytes(7e9, 0, 1, 1, 1, 8, 3, 0, 0.005)
    assert total == pytest.approx(16 * 7e9 / 8)
    total1, *_ = memory.static_bytes(7e9, 0, 1, 1, 1, 8, 1, 0, 0.005)
    assert total1 == pytest.approx(4 * 7e9 + 12 * 7e9 / 8)
    lora, *_ = memory.static_bytes(7e9, 0, 1, 1, 1, 8, 0, 2, 0.005)
    assert lora == pytest.approx(2 * 7e9 + 14 * 7e9 * 0.005)
    act = memory.activation_bytes(4096, 32, 4096, 32, 4096, 1, 1)
    assert act == pytest.approx(4096 * 32 * 4096 * 34)
    assert memory.activation_bytes(4096, 32, 4096, 32, 4096, 8, 1) == pytest.approx(act / 8)
    # full recompute: every layer's 2-byte input, plus the one layer being recomputed in the backward pass (its 34 x
    # hidden per token): at 131,072 tokens per device (a 262K context over CP 2), 32 x 4,096 layers, by hand
    full = memory.activation_bytes(131072, 32, 4096, 32, 262144, 1, 2)
    assert full == pytest.approx(131072 * 32 * 4096 * 2 + 131072 * 4096 * 34)
    assert full / 1e9 == pytest.approx(34.36 + 18.25, abs=0.01)  # the transient layer is a third of it


def test_batch_law_floor_and_whole_sequences():
    assert scale.law_batch_tokens(1e21) == pytest.approx(0.292 * 1e21**0.3271)
    c = 6 * 405e9 * 15.6e12
    b, how = scale.global_batch_tokens(c, 16384, 8192, 512)
    assert how == "law" and b % 8192 == 0 and b == pytest.approx(scale.law_batch_tokens(c), rel=0.01)
    b, how = scale.global_batch_tokens(1e18, 4096, 2048, 512)
    assert how == "floor" and b == 4096 * 512


def test_model_shape_and_default_sequence_by_kind_and_size():
    assert model_shape(6.7e9) == (32, 4096)  # GPT-3 6.7B, a published shape (data/model_shapes.csv)
    assert model_shape(175e9) == (96, 12288)
    # small models are deep and narrow: ELECTRA-Small 14M 12 x 256, GPT-3 Small 125M 12 x 768, Medium 350M 24 x 1,024
    assert model_shape(14e6) == (12, 256) and model_shape(125e6) == (12, 768) and model_shape(350e6) == (24, 1024)
    # between two published sizes, on log parameters: 220M is log(220/125) / log(350/125) = 0.549 of the way from
    # GPT-3 Small to Medium: layers 12 x 2^0.549 = 17.6 -> 18 (even), hidden 768 x (1024/768)^0.549 = 903 -> 896 (x64)
    assert model_shape(220e6) == (18, 896)
    # below the smallest: its layers, hidden as the square root of the parameters (4M: 256 x sqrt(4/14) = 137 -> 128)
    assert model_shape(4e6) == (12, 128)
    # above the largest (Llama 3.1 405B, 126 x 16,384): 1T -> 16,384 x sqrt(1000/405) = 25,745 -> 25,728
    assert model_shape(1e12) == (126, 25728)
    # the sequence a model of its kind and size is usually trained at (data/defaults.csv names the sources)
    assert default_seq_len("decoder", 125e6) == 2048  # GPT-3 Small, Pythia
    assert default_seq_len("decoder", 1.3e9) == 2048
    assert default_seq_len("decoder", 7e9) == 4096  # Llama 2
    assert default_seq_len("moe", 37e9) == 4096
    assert default_seq_len("encoder", 340e6) == 512  # BERT
    assert default_seq_len("encoder_decoder", 11e9) == 512  # T5


def test_layers_that_share_weights_are_computed_from_their_shape():
    """ALBERT shares one block across its layers (Lan et al. 2019): the parameters given understate its compute."""
    from gpucompare.core.workloads import custom_workload, shared_layer_compute_params

    # ALBERT-base: 12M parameters, 12 layers x 768. A block holds 12 x 768^2 = 7,077,888 weights; 12 blocks hold
    # 84.9M >= 2 x 12M, so the layers share: 12M + 11 x 7,077,888 = 89,856,768 parameters computed per token
    assert shared_layer_compute_params(12e6, 12, 768, "encoder") == 12e6 + 11 * 12 * 768**2 == 89_856_768
    # ALBERT-xxlarge: 223M, 12 x 4,096: 223M + 11 x 12 x 4,096^2 = 2.44B
    assert shared_layer_compute_params(223e6, 12, 4096, "encoder") == pytest.approx(2.438e9, rel=1e-3)
    # a model whose shape holds its parameters (Llama 2 7B: 32 x 12 x 4,096^2 = 6.4B, under 2 x 7B) keeps them
    assert shared_layer_compute_params(7e9, 32, 4096, "decoder") == 7e9
    # 1.84 x (Mamba's 64 x 4,096 for 7B) is under twice, and an SSM's layers are not 12 h^2 blocks anyway
    assert shared_layer_compute_params(7e9, 64, 4096, "other") == 7e9
    w = custom_workload(12e6, 1e9, layers=12, hidden=768, model_kind="encoder")
    assert (w.params, w.active_params) == (12e6, 89_856_768) and not w.moe  # memory from 12M, FLOPs from 89.9M
    assert "share their weights" in w.notes
    # without a shape the parameters stand (the estimator cannot know), and the default shape is the published one
    assert custom_workload(12e6, 1e9, model_kind="encoder").active_params == 12e6


def test_layout_is_one_record_and_candidates_divide_the_devices():
    lay = parallel.Layout(tp=4, pp=2, vpp=2, dp=8, ep=2, cp=1, zero=1, recompute="full", micro_batch=2)
    assert lay.columns()["recompute"] == 2.0 and lay.as_dict()["ep"] == 2
    ctx = parallel.SearchContext(devices=64, domain=8, layers=80, seq_len=4096, transformer=True, moe=True)
    grid = parallel.candidates(ctx, {})
    n = len(grid["tp"])
    assert n > 100 and set(grid) == {d.field for d in parallel.DIMENSIONS} | {"dp"}
    assert np.all(64 % (grid["tp"] * grid["pp"] * grid["cp"]) == 0)
    assert np.all(grid["dp"] % grid["ep"] == 0)
    assert np.all((grid["vpp"] == 1) | (grid["pp"] > 1))
    # context parallelism only where each rank keeps at least 4,096 tokens: none at 4k
    assert set(grid["cp"]) == {1.0}
    long = parallel.candidates(parallel.SearchContext(64, 8, 80, 32768, True, False), {})
    assert set(long["cp"]) == {1.0, 2.0, 4.0, 8.0}
    # a micro-batch holds about 2,048 tokens at least: BERT's 512-token sequences go four at a time
    bert = parallel.candidates(parallel.SearchContext(8, 8, 24, 512, True, False), {})
    assert set(bert["micro_batch"]) == {4.0, 8.0, 16.0, 32.0}
    fixed = parallel.candidates(ctx, {"tp": 4, "pp": 2, "zero": 1, "recompute": "full", "ep": 1, "micro_batch": 1})
    picked = parallel.Layout.from_grid(fixed, 0)
    assert (picked.tp, picked.pp, picked.zero, picked.recompute, picked.ep) == (4, 2, 1, "full", 1)
    # a full fine-tune runs sharded data parallel (ZeRO-3 / FSDP)
    ft = parallel.candidates(parallel.SearchContext(16, 8, 80, 4096, True, False, "full"), {})
    assert set(ft["zero"]) == {3.0}


def test_cnn_images_per_micro_batch_scale_with_pixels():
    """Goyal et al. 2017 train 224-pixel ImageNet at 32 images per GPU; activations grow with the pixels, so an
    800-pixel detector starts at 32 x (224/800)^2 = 2.5 -> 2 images (Detectron's 2 images per GPU) and fits a 16 GB
    V100, where 32 images of 800 pixels would not."""
    from gpucompare.core.catalog import bundled_catalog
    from gpucompare.core.estimate import Settings, estimate
    from gpucompare.core.estimate.parallel import cnn_micro_batches
    from gpucompare.core.workloads import custom_workload

    assert cnn_micro_batches(224) == (32, 64, 128, 256)
    assert cnn_micro_batches(160) == (32, 64, 128, 256)  # never above the 224-pixel start
    assert cnn_micro_batches(800) == (2, 4, 8, 16)
    assert cnn_micro_batches(4000) == (1, 2, 4, 8)  # at least one image
    v100 = bundled_catalog().resolve("nvidia-v100-sxm2-16gb")
    detector = custom_workload(41.8e6, None, samples=4.32e6, image_size=800, model_kind="cnn")
    e = estimate(v100, detector, 8, Settings(precision="fp32"))
    assert e.fits_in_memory
    assert e.micro_batch == 2
    assert e.memory_per_device_gb < 16


def test_context_parallel_degrees_follow_the_sequence():
    """CP splits a sequence into chunks of at least 4,096 tokens: up to 8 at 32K, 64 at 262K (Gradient's Llama-3 70B
    262K stage ran ring parallelism 16 on 512 L40S; Llama 3's 131K stage CP 16)."""
    from gpucompare.core.estimate.parallel import SearchContext, _cp

    def degrees(seq):
        return _cp(SearchContext(devices=512, domain=8, layers=80, seq_len=seq, transformer=True, moe=False))

    assert degrees(4096) == (1,)
    assert degrees(32768) == (1, 2, 4, 8)
    assert degrees(131072) == (1, 2, 4, 8, 16, 32)
    assert degrees(262144) == (1, 2, 4, 8, 16, 32, 64)


def test_attention_core_stays_at_the_16bit_peak_by_hand():
    """est147: an FP8 run's attention core (score and value matmuls) runs at the 16-bit peak, not at the low-precision
    gain its linear layers get. Llama 2 7B (32 layers, hidden 4,096, 6.74B) at a 1,048,576-token causal sequence:
    attention 12 x 0.5 x 32 x 4,096 x 1,048,576 = 8.246e11 FLOPs a token beside 6N = 4.044e10; at a gain of 1.4 the
    effective peak sees 4.044e10 + 8.246e11 x 1.4 = 1.1949e12, so the step takes 1.1949e12 / 8.650e11 = 1.381x as
    long as with attention in FP8; a BF16 run (gain 1) is unchanged."""
    import numpy as np

    from gpucompare.core.estimate.compute import attention_at_16bit, attention_core_flops, flops_per_token
    from gpucompare.core.estimate.sweep import sweep

    L, h, s, n6 = 32, 4096, 1_048_576, 6 * 6.74e9
    core = float(attention_core_flops(L, h, s, 1.0, 0.5))
    assert core == pytest.approx(12 * 0.5 * 32 * 4096 * 1_048_576)
    fpt = float(flops_per_token(6.74e9, L, h, s, 0, attention_scale=0.5))
    assert fpt == pytest.approx(n6 + core)
    assert float(attention_at_16bit(fpt, core, 1.4)) == pytest.approx(n6 + core * 1.4)
    assert float(attention_at_16bit(fpt, core, 1.0)) == pytest.approx(fpt)
    assert float(attention_at_16bit(fpt, core, 1.4)) / fpt == pytest.approx(1.381, abs=1e-3)
    # a per-sample count (a CNN's) has no attention core to move
    assert float(attention_core_flops(L, h, s, 1.0, 0.5, given=1e9)) == 0.0

    common = dict(
        n=8, peak_tflops=989.0 * 1.4, params=6.74e9, active_params=6.74e9, tokens=1e10, layers=L, hidden=h, heads=32,
        seq_len=s, batch_tokens=4 * s, scaleup_gbs=900.0, scaleup_domain=8, scaleout_gbps=400.0, memory_gb=80.0,
        attention_scale=0.5, util=0.5,
    )  # fmt: skip
    fp8 = sweep(**common, attention_gain=1.4)
    same = sweep(**common)
    ratio = float(np.asarray(fp8["steady_days"]).ravel()[0] / np.asarray(same["steady_days"]).ravel()[0])
    assert 1.25 < ratio <= 1.3814  # the compute term grows 1.381x; the other terms do not move
