"""A whole job's fixed time, which does not scale with the run's FLOPs, against a hand calculation: a 125M model
(GPT-2 small's shape: 12 layers of 768) trained on one A100 80GB (312 TFLOPS BF16, 2,039 GB/s)."""

import pytest

from gpucompare.core.estimate import overhead
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


def test_a_125m_models_step_on_one_gpu_by_hand():
    # FLOPs per token: 6 x 125e6 + 12 x 0.5 (causal) x 12 x 768 x 1,024 = 750e6 + 56.6e6 = 806.6e6; a 65,536-token
    # step is 5.286e13 FLOPs at 0.5 x 312 TFLOPS = 156e12 FLOP/s: 0.3389 s of matmuls. The Adam step streams 28 bytes
    # per parameter (FP32 master and moments read and written, the gradient read, the BF16 copy written):
    # 28 x 125e6 = 3.5e9 bytes at 2,039 GB/s = 1.717 ms. 1,000 steps: 340.6 s, 5.68 minutes at steady state
    base = sweep(**A100, **GPT2_SMALL)
    fpt = 6 * 125e6 + 12 * 0.5 * 12 * 768 * 1024
    assert float(base["matmul_s"]) == pytest.approx(fpt * 65_536 / 156e12, rel=1e-6)
    assert float(base["matmul_s"]) == pytest.approx(0.3389, rel=1e-3)
    assert float(base["optimizer_s"]) == pytest.approx(28 * 125e6 / 2039e9, rel=1e-9)
    assert float(base["optimizer_s"]) == pytest.approx(1.717e-3, rel=1e-3)
    assert float(base["steady_days"]) * 1440 == pytest.approx(5.68, rel=1e-3)


def test_a_whole_jobs_fixed_time_is_added_to_the_wall_clock_only():
    # 0.25 hours of start-up, loading, tokenising and the final save: a 1,000-step run of a 125M model (5.7 minutes at
    # steady state) takes 15 minutes more on the wall clock, and its one device 0.25 device-hours more; the steady state (what
    # a throughput measurement sees) does not change
    assert float(overhead.job_time_h(0.25)) == 0.25
    base = sweep(**A100, **GPT2_SMALL)
    job = sweep(**A100, **GPT2_SMALL, job_hours=0.25)
    assert float(job["steady_days"]) == float(base["steady_days"])
    assert float(job["wall_days"] - base["wall_days"]) * 24 == pytest.approx(0.25, rel=1e-9)
    assert float(job["device_hours"] - base["device_hours"]) == pytest.approx(0.25, rel=1e-9)
    # on 8 devices every device waits through it: 8 x 0.25 = 2 device-hours
    eight = sweep(**{**A100, "n": 8}, **GPT2_SMALL, job_hours=0.25)
    eight0 = sweep(**{**A100, "n": 8}, **GPT2_SMALL)
    assert float(eight["device_hours"] - eight0["device_hours"]) == pytest.approx(2.0, rel=1e-9)


def test_an_estimate_says_the_jobs_fixed_time_and_counts_it_in_wall_clock_only():
    from gpucompare.core.catalog import bundled_catalog
    from gpucompare.core.estimate import estimate
    from gpucompare.core.estimate import params as fitted
    from gpucompare.core.workloads import custom_workload

    dev = bundled_catalog().resolve("A100 SXM4 80GB")
    w = custom_workload(125e6, 65_536_000.0)
    off = fitted.load().with_values(job_fixed_h=0.0)
    on = off.with_values(job_fixed_h=0.25)
    a, b = estimate(dev, w, 1, params=off), estimate(dev, w, 1, params=on)
    assert b.steady_days == a.steady_days  # what a throughput measurement sees is unchanged
    assert (b.wall_days - a.wall_days) * 24 == pytest.approx(0.25, rel=1e-9)
    assert b.goodput == pytest.approx(b.steady_days / b.wall_days)
    said = [str(m) for m in b.assumptions]
    assert any("900 s a whole job spends" in m for m in said)
    assert not any("a whole job spends" in str(m) for m in a.assumptions)


def test_the_jobs_checkpoint_time_grows_with_the_model_by_hand():
    """est136: beside the constant, passes over a BF16 checkpoint (2 bytes per parameter) at the storage read rate
    (data/defaults.csv checkpoint_read_gbs, 1 GB/s): a 70B model's 140 GB take 140 s a pass, 2 passes 280 s; a 1B
    model's 2 GB 4 s; 0 passes switch it off."""
    from gpucompare.core.catalog import bundled_catalog
    from gpucompare.core.estimate import estimate
    from gpucompare.core.estimate import params as fitted
    from gpucompare.core.estimate.tables import default
    from gpucompare.core.workloads import custom_workload

    assert default("checkpoint_bytes_per_param") == 2 and default("checkpoint_read_gbs") == 1.0
    assert float(overhead.checkpoint_hours(70e9, 2.0)) * 3600 == pytest.approx(280.0, rel=1e-9)
    assert float(overhead.checkpoint_hours(1e9, 2.0)) * 3600 == pytest.approx(4.0, rel=1e-9)
    assert float(overhead.checkpoint_hours(70e9, 0.0)) == 0.0
    dev = bundled_catalog().resolve("H100 SXM5 80GB")
    w = custom_workload(70e9, 1e8)
    off = fitted.load().with_values(job_fixed_h=0.0, checkpoint_passes=0.0)
    on = off.with_values(checkpoint_passes=2.0)
    a, b = estimate(dev, w, 64, params=off), estimate(dev, w, 64, params=on)
    assert b.steady_days == a.steady_days  # a throughput measurement never sees it
    assert (b.wall_days - a.wall_days) * 86400 == pytest.approx(280.0, rel=1e-9)
