"""The per-step time that does not scale with a run's FLOPs, against a hand calculation: a 125M model
(GPT-2 small's shape: 12 layers of 768) trained on one A100 80GB (312 TFLOPS BF16, 2,039 GB/s)."""

import pytest

from gpucompare.core.estimate import efficiency
from gpucompare.core.estimate.sweep import sweep

A100 = dict(
    n=1,
    peak_tflops=312.0,
    memory_bw_gbs=2039.0,
    scaleup_gbs=600.0,
    scaleup_domain=8,
    scaleout_gbps=200.0,
    memory_gb=80.0,
)
#: 125M parameters, 12 layers of 768, 1,024-token sequences, 64 sequences (65,536 tokens) a step, 1,000 steps
GPT2_SMALL = dict(
    params=125e6,
    active_params=125e6,
    tokens=65_536_000.0,
    layers=12,
    hidden=768,
    heads=12,
    seq_len=1024,
    batch_tokens=65_536.0,
    micro_batch=64,
    util=0.5,
    attention_scale=0.5,
    optimizer_bytes=28.0,
)


def test_step_time_of_a_125m_model_on_one_gpu_by_hand():
    # FLOPs per token: 6 x 125e6 + 12 x 0.5 (causal) x 12 x 768 x 1,024 = 750e6 + 56.6e6 = 806.6e6; a 65,536-token
    # step is 5.286e13 FLOPs at 0.5 x 312 TFLOPS = 156e12 FLOP/s: 0.3389 s of matmuls. The Adam step streams 28 bytes
    # per parameter (FP32 master and moments read and written, the gradient read, the BF16 copy written):
    # 28 x 125e6 = 3.5e9 bytes at 2,039 GB/s = 1.717 ms, half a per cent of the step
    base = sweep(**A100, **GPT2_SMALL)
    fpt = 6 * 125e6 + 12 * 0.5 * 12 * 768 * 1024
    assert float(base["matmul_s"]) == pytest.approx(fpt * 65_536 / 156e12, rel=1e-6)
    assert float(base["matmul_s"]) == pytest.approx(0.3389, rel=1e-3)
    assert float(base["optimizer_s"]) == pytest.approx(28 * 125e6 / 2039e9, rel=1e-9)
    assert float(base["optimizer_s"]) == pytest.approx(1.717e-3, rel=1e-3)
    # 30 ms of host time per step (launches, the optimizer's Python, clipping, zeroing, the next batch, logging) is
    # added whatever the FLOPs: 9% of this step, over 1,000 steps 30 s of the 5.7-minute run
    assert efficiency.step_overhead_s(30.0) == pytest.approx(0.030)
    with_host = sweep(**A100, **GPT2_SMALL, step_overhead_ms=30.0)
    assert float(with_host["step_s"]) - float(base["step_s"]) == pytest.approx(0.030, rel=1e-9)
    assert float(with_host["steady_days"] - base["steady_days"]) * 86400 == pytest.approx(1000 * 0.030, rel=1e-9)
    # the same 30 ms is 0.05% of a 70B model's step on 64 devices: a small, short job's cost, not a large one's
    big = sweep(
        **{**A100, "n": 64},
        **{
            **GPT2_SMALL,
            "params": 70e9,
            "active_params": 70e9,
            "layers": 80,
            "hidden": 8192,
            "batch_tokens": 4_194_304.0,
        },
        tp=8,
        zero=1,
    )
    big_host = sweep(
        **{**A100, "n": 64},
        **{
            **GPT2_SMALL,
            "params": 70e9,
            "active_params": 70e9,
            "layers": 80,
            "hidden": 8192,
            "batch_tokens": 4_194_304.0,
        },
        tp=8,
        zero=1,
        step_overhead_ms=30.0,
    )
    assert float(big_host["step_s"] / big["step_s"]) - 1 < 0.001
    assert float(with_host["step_s"] / base["step_s"]) - 1 > 0.08
