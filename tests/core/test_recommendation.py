"""A recommendation model (DLRM, DCNv2) priced per sample: dense matmuls plus embedding traffic (core.estimate.recsys),
checked by hand on MLPerf's DLRM-DCNv2 reference shape (26 sparse features of dimension 128, a 512-256-128 bottom MLP
and a 1024-1024-512-256-1 top MLP: 2,368,897 dense parameters with biases)."""

from __future__ import annotations

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate import Settings, estimate, recsys
from gpucompare.core.workloads import workload_for
from gpucompare.errors import BadArgument

DENSE = 2_368_897
SAMPLES = 4_195_197_692  # one epoch of Criteo 1TB (days 0-22), MLPerf's TOTAL_TRAINING_SAMPLES


def _w(params=22.8e9, **kw):
    given = dict(params=params, active_params=DENSE, samples=SAMPLES, model_kind="recommendation")
    given.update(sparse_features=26, embedding_dim=128)
    given.update(kw)
    return workload_for(**given)


def test_per_sample_work_by_hand():
    # 6 x 2,368,897 = 14,213,382 FLOPs of MLPs + the dot interaction 3 x 26 x 27 x 128 = 269,568
    assert recsys.flops_per_sample(DENSE, 26, 128) == 6 * DENSE + 269_568
    # 26 rows x 128 values x 4 bytes (FP32 tables) x 4 passes (read, gradient, update read and write) = 53,248 bytes
    assert recsys.lookup_bytes_per_sample(26, 128) == 53_248
    # 22.8B parameters less the dense ones, 4 bytes each, over 8 devices: 11.4 GB a device
    assert recsys.embedding_memory_gb(22.8e9 - DENSE, 8) == pytest.approx(11.398, rel=1e-3)
    # one A100 in TF32 at 0.6 of 156 TFLOPS and 2,039 GB/s: 14,482,950 / 93.6e12 + 53,248 / 2.039e12 = 180.8 ns
    t = recsys.sample_time_s(6 * DENSE + 269_568, 53_248, 156.0, 0.6, 2039.0)
    assert t == pytest.approx(14_482_950 / 93.6e12 + 53_248 / 2.039e12, rel=1e-9)
    assert t == pytest.approx(180.8e-9, rel=1e-3)
    # a device without a bandwidth figure: the matmuls only (said in the assumptions as for a CNN)
    assert recsys.sample_time_s(6 * DENSE, 53_248, 156.0, 0.6, float("nan")) == pytest.approx(6 * DENSE / 93.6e12)


def test_workload_counts_dense_parameters_and_tables_in_memory_only():
    w = _w()
    assert w.recommendation and not w.moe and w.kind == "cnn"  # priced per sample on data-parallel devices
    assert w.flops_per_token == recsys.flops_per_sample(DENSE, 26, 128)
    assert w.embedding_params == pytest.approx(22.8e9 - DENSE)
    assert w.tokens == SAMPLES


def test_estimate_says_what_it_assumed_first_and_tables_set_memory():
    a100 = bundled_catalog().resolve("A100 SXM4 80GB")
    e = estimate(a100, _w(), 8, Settings(precision="tf32"))
    assert e.status == "ok"
    first = str(e.assumptions[0])
    assert first.startswith("Recommendation model: per sample") and "11.4 GB on each device" in first
    assert "all-to-all" in first  # what is not counted is said
    # the 22.8B tables (91 GB) do not fit on one 80 GB device: no time, never a time as if they did
    one = estimate(a100, _w(), 1, Settings(precision="tf32"))
    assert one.status == "does_not_fit" and not one.has_time
    small = estimate(a100, _w(params=4.2e9), 1, Settings(precision="tf32"))
    assert small.status == "ok"
    # 8 devices share the samples: about an eighth of the steady time of one (the dense all-reduce is small)
    e8 = estimate(a100, _w(params=4.2e9), 8, Settings(precision="tf32"))
    assert e8.steady_days == pytest.approx(small.steady_days / 8, rel=0.1)
    assert e8.global_batch_tokens == 65_536  # MLPerf's DLRM-DCNv2 batch when none is given (data/defaults.csv)


@pytest.mark.parametrize(
    "kw",
    [
        dict(sparse_features=None),
        dict(embedding_dim=None),
        dict(active_params=None),
        dict(active_params=22.8e9),  # the dense parameters must be fewer than the total: the rest are tables
    ],
)
def test_a_recommendation_model_needs_its_inputs(kw):
    with pytest.raises(BadArgument, match="recommendation model needs"):
        _w(**kw)


def test_sparse_features_apply_to_recommendation_models_only():
    with pytest.raises(BadArgument, match="apply to a recommendation model"):
        workload_for(params=7e9, tokens=1e9, sparse_features=26)
