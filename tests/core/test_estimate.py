"""The estimator: what the source documents claim, and what the published training runs measured."""

import math

import numpy as np
import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate import (
    Settings,
    cloud_instances,
    estimate,
    find_instance,
    sweep,
)
from gpucompare.core.pricing import find_cloud_rate
from gpucompare.core.tables import num, read_table
from gpucompare.core.workloads import custom_workload, find_preset
from gpucompare.errors import BadArgument

CAT = bundled_catalog()


def est(device, workload, n, **kw):
    return estimate(CAT.resolve(device), find_preset(workload), n, Settings(**kw))


@pytest.mark.parametrize(
    "fast, slow",
    [("nvidia-a100-sxm4-80gb", "nvidia-a800-sxm4-80gb"), ("nvidia-h100-sxm5-80gb", "nvidia-h800-sxm5-80gb")],
)
def test_export_variant_is_slower_only_where_nvlink_matters(fast, slow):
    big_fast, big_slow = est(fast, "llama2-70b", 64, tp=8), est(slow, "llama2-70b", 64, tp=8)
    assert big_slow.wall_days > big_fast.wall_days * 1.03
    assert big_slow.comm_fraction > big_fast.comm_fraction
    one_fast, one_slow = est(fast, "llama2-7b", 1, zero=0), est(slow, "llama2-7b", 1, zero=0)
    assert one_fast.wall_days == pytest.approx(one_slow.wall_days, rel=1e-12)
    assert one_fast.comm_fraction == one_slow.comm_fraction == 0


def test_rtx_4090_cluster_is_communication_bound():
    rtx = est("RTX 4090", "llama2-7b", 64)
    a100 = est("A100 SXM4 80GB", "llama2-7b", 64)
    assert rtx.fits_in_memory and a100.fits_in_memory
    assert rtx.comm_fraction > 2.5 * a100.comm_fraction
    assert rtx.comm_fraction > 0.1


def test_memory_fit_and_advice():
    big = est("RTX 4090", "llama2-70b", 8)
    assert not big.fits_in_memory
    assert big.memory_per_device_gb > 24
    assert "would fit on" in big.fit_advice and "devices" in big.fit_advice
    small = est("A100 SXM4 80GB", "llama2-7b", 8, tp=1, pp=1, zero=3)
    assert small.fits_in_memory and small.memory_per_device_gb < 80
    # 16 bytes per parameter split eight ways
    assert sum(small.memory_breakdown_gb[k] for k in ("weights", "grads", "optimizer")) == pytest.approx(
        16 * 6.74e9 / 8 / 1e9
    )


def test_dl1_is_60_percent_cheaper_per_device_hour_than_p4d():
    # the seed's claim dates from 2021: compare the prices of then (AWS cut p4d's price in June 2025)
    dl1 = find_cloud_rate("dl1.24xlarge", as_of="2021-12").usd_per_device_hour
    p4d = find_cloud_rate("p4d.24xlarge", as_of="2021-12").usd_per_device_hour
    assert 1 - dl1 / p4d == pytest.approx(0.60, abs=0.01)


def test_cost_per_resnet50_image_gaudi_vs_a100_next_to_the_claim():
    bench = {r["device_id"]: float(r["value"]) for r in read_table("benchmarks")}
    claim = next(r for r in read_table("claims") if r["claim"] == "gaudi_cost_per_image_vs_a100")
    gaudi = find_cloud_rate("dl1.24xlarge", as_of="2021-12").usd_per_device_hour / (bench["intel-gaudi-hl205"] * 3600)
    a100 = find_cloud_rate("p4d.24xlarge", as_of="2021-12").usd_per_device_hour / (
        bench["nvidia-a100-sxm4-40gb"] * 3600
    )
    saving = gaudi / a100 - 1
    # The 2019 single-Gaudi figure gives a smaller saving than the article's 46% (measured on DL1 itself):
    # cheaper, by between a fifth and a half.
    assert -0.5 < saving < -0.2
    assert float(claim["value"]) == -0.46


@pytest.mark.parametrize("instance, count", [("p4d.24xlarge", 128), ("p3dn.24xlarge", 600), ("trn1.32xlarge", 96)])
def test_gpt3_in_two_weeks_claim(instance, count):
    row = find_instance(instance)
    devices = count * int(row["devices_per_instance"])
    e = estimate(CAT[row["device_id"]], find_preset("gpt3-175b"), devices, cloud=instance)
    assert e.fits_in_memory
    # AWS said two weeks; the model, with utilization calibrated on published runs, says 2-4 weeks.
    assert 10 < e.wall_days < 60, e.wall_days
    assert e.cost.basis == f"cloud {instance}" and e.cost.amount > 0


def _published(row):
    device = CAT[row["device_id"]]
    s = Settings(
        tp=int(row["tp"]),
        pp=int(row["pp"]),
        zero=int(row["zero"]),
        recompute=row["recompute"],
        attention_flops=row["attention"] == "1",
        virtual_stages=int(row["virtual_stages"]),
    )
    return device, estimate(device, find_preset(row["workload_id"]), int(row["devices"]), s)


@pytest.mark.parametrize("row", read_table("calibration"), ids=lambda r: r["id"])
def test_calibration_runs_come_out_within_15_percent(row):
    device, e = _published(row)
    if row["published_tflops_per_device"]:
        assert e.achieved_tflops_per_device == pytest.approx(num(row["published_tflops_per_device"]), rel=0.15)
    else:
        recompute = 6 / 8 if row["recompute"] == "full" else 1
        mfu = e.achieved_tflops_per_device * recompute / device.tflops("bf16")
        assert mfu == pytest.approx(num(row["published_mfu"]), rel=0.15)


@pytest.mark.parametrize(
    "device, workload, count, published_hours",
    [
        ("A100 SXM4 80GB", "llama2-70b", 2048, 1_720_320),
        ("H800", "deepseek-v3", 2048, 2_788_000),
        ("H100 SXM5 80GB", "llama3-405b", 16384, 30_840_000),
    ],
)
def test_published_gpu_hours(device, workload, count, published_hours):
    e = est(device, workload, count)
    assert e.device_hours == pytest.approx(published_hours, rel=0.3)


def test_sweep_is_one_vectorised_call():
    n = 100_000
    rng = np.random.default_rng(0)
    out = sweep(
        n=rng.choice([8, 64, 512, 4096], n),
        peak_tflops=rng.uniform(100, 2000, n),
        util=0.5,
        params=rng.uniform(1e9, 4e11, n),
        active_params=7e9,
        tokens=2e12,
        layers=80,
        hidden=8192,
        heads=64,
        seq_len=4096,
        micro_tokens=4096,
        batch_tokens=4e6,
        scaleup_gbs=900,
        scaleup_domain=8,
        scaleout_gbps=400,
        memory_gb=80,
        tp=8,
        zero=1,
    )
    assert out["wall_days"].shape == (n,)
    assert np.all(np.isfinite(out["wall_days"])) and np.all(out["wall_days"] > 0)


def test_band_brackets_the_point_and_assumptions_are_listed():
    e = est("H100 SXM5 80GB", "llama2-70b", 1024)
    assert e.band["wall_days_low"] < e.wall_days < e.band["wall_days_high"]
    text = " ".join(e.assumptions)
    for word in ("Utilization", "Goodput", "FLOPs", "ZeRO", "Scale-up", "Memory", "cloud instance"):
        assert word in text


def test_purchase_cost_amortises_and_counts_energy():
    e = estimate(CAT.resolve("H800"), find_preset("llama2-7b"), 8, purchase=350_000, currency="CNY")
    years = 4
    rate_cny = 350_000 / (years * 8760)
    assert e.cost.currency == "CNY" and e.cost.basis == "purchase"
    assert e.cost.amount > e.device_hours * rate_cny  # energy on top
    assert any("amortised over 4 years" in a for a in e.assumptions)


def test_moe_uses_active_params_for_flops_and_total_for_memory():
    w = custom_workload(671e9, 1e12, active_params=37e9)
    dense = custom_workload(671e9, 1e12)
    moe_e = estimate(CAT.resolve("H800"), w, 2048)
    dense_e = estimate(CAT.resolve("H800"), dense, 2048)
    assert moe_e.total_flops == pytest.approx(6 * 37e9 * 1e12)
    assert moe_e.wall_days < dense_e.wall_days / 5


@pytest.mark.parametrize(
    "kw, message",
    [({"tp": 3}, "multiple"), ({"utilization": 1.5}, "between 0 and 1"), ({"precision": "int4"}, "precision")],
)
def test_bad_settings_are_one_clear_error(kw, message):
    with pytest.raises(BadArgument, match=message):
        est("A100 SXM4 80GB", "llama2-7b", 8, **kw)


def test_cloud_instance_must_hold_the_device():
    with pytest.raises(BadArgument, match="has NVIDIA A100"):
        estimate(CAT.resolve("H800"), find_preset("llama2-7b"), 8, cloud="p4d.24xlarge")
    assert all(r["device_id"] in CAT.by_id for r in cloud_instances())


def test_no_price_anywhere_says_so():
    e = est("TPU v4", "llama2-7b", 8)
    assert e.cost.amount is None and e.cost.basis == "none"
    assert not math.isnan(e.wall_days)
