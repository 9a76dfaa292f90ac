"""An MoE's routed experts' GEMMs at their own shape (expert_parallel.py): tokens per expert, the expert's width, tile
quantization, and what it does to the layout search (est211, issue 20)."""

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate import Settings, estimate, expert_parallel
from gpucompare.core.workloads import custom_workload, find_preset

CAT = bundled_catalog()


def test_tokens_per_expert_grow_with_expert_parallelism_and_need_no_expert_count():
    # DeepSeek-V3: 671B, 37B active, 0.3 of the active shared: routed 25.9B of 659.9B, so a token uses 3.92% of the
    # experts' weights (top-8 of 256 is 3.125%; the rest of the gap is the 0.3 taken for shared). A 4,096-token
    # micro-batch gives 4,096 x 25.9 / 659.9 = 160.8 tokens an expert at EP 1, 64 times that at EP 64
    one = expert_parallel.tokens_per_expert(4096, 1, 671e9, 37e9, 0.3)
    assert one == pytest.approx(4096 * 25.9 / 659.9)
    assert expert_parallel.tokens_per_expert(4096, 64, 671e9, 37e9, 0.3) == pytest.approx(64 * one)
    # a dense model: the micro-batch's tokens whatever EP
    assert expert_parallel.tokens_per_expert(4096, 8, 70e9, 70e9, 0.3) == 4096


def test_tile_padding_charges_half_a_tile_and_at_least_one():
    # 161 rows in 128-row tiles: 1 + 128 / 322 = 1.398 on average; 64 rows take a whole tile (2x); 10,290 rows 1.006
    assert expert_parallel.tile_padding(161, 128) == pytest.approx(1 + 128 / 322)
    assert expert_parallel.tile_padding(64, 128) == pytest.approx(2.0)
    assert expert_parallel.tile_padding(10290, 128) == pytest.approx(1.0062, abs=1e-4)


def test_expert_intensity_from_the_experts_shape():
    # DeepSeek-V3 as the estimator shapes it (62 layers x 6,848), top-8, TP 4, BF16, a 4,096-token micro-batch at EP 1:
    # M = 160.8 tokens, FFN = 25.9e9 / (8 x 62 x 3 x 6,848) = 2,541.9 wide, 635.5 a TP rank;
    # intensity = 2 / 2 / (1/160.8 + 1/6,848 + 1/635.5) = 125.9 FLOPs a byte
    m = 4096 * 25.9 / 659.9
    n = 25.9e9 / (8 * 62 * 3 * 6848) / 4
    want = 1.0 / (1 / m + 1 / 6848 + 1 / n)
    got = expert_parallel.expert_intensity(4096, 1, 4, 671e9, 37e9, 0.3, 8, 62, 6848, 2.0)
    assert got == pytest.approx(want) and got == pytest.approx(125.9, abs=0.1)
    # the experts' share of a token's FLOPs: 6 x 25.9B over 6 x 37B (no attention) = 0.7
    assert expert_parallel.expert_flops_share(671e9, 37e9, 0.3, 6.0, 6 * 37e9) == pytest.approx(0.7)
    assert expert_parallel.expert_flops_share(70e9, 70e9, 0.3, 6.0, 6 * 70e9) == 0.0


def test_an_moe_at_ep_1_pays_for_its_small_expert_gemms_and_the_search_takes_expert_parallelism():
    dev = CAT.resolve("H100 SXM5 80GB")
    w = find_preset("deepseek-v3")
    one = estimate(dev, w, 1024, Settings(precision="bf16", expert_parallel=1, tp=4, pp=16, micro_batch=1))
    wide = estimate(dev, w, 1024, Settings(precision="bf16", expert_parallel=64, tp=2, pp=8, micro_batch=1))
    # at EP 1 a 4,096-token micro-batch gives each expert about 161 tokens: padded to 256 (x1.40) and under the
    # ridge; at EP 64 about 10,300: under 1% lost
    assert one.inputs["gemm_factor"] > 1.2 > 1.01 > wide.inputs["gemm_factor"]
    said = [a for a in one.assumptions if a.startswith("Routed experts' GEMMs")]
    assert len(said) == 1 and "161 tokens an expert" in said[0] and "EP 1" in said[0]
    searched = estimate(dev, w, 1024, Settings(precision="bf16"))
    assert searched.ep > 1


def test_a_dense_model_is_not_touched():
    dev = CAT.resolve("H100 SXM5 80GB")
    w = custom_workload(70e9, 1e12)
    e = estimate(dev, w, 64, Settings(precision="bf16", tp=8, pp=1, micro_batch=1))
    assert not any(a.startswith("Routed experts' GEMMs") for a in e.assumptions)
    assert e.inputs["gemm_factor"] == pytest.approx(1.0)
