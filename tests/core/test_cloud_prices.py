"""SkyPilot catalog prices: reading real catalog rows, per-device prices, anomalies, preview and apply, the bundled
snapshot's freshness and the units Chinese compute is priced in."""

import json
import math
from pathlib import Path

import pytest

from gpucompare.core import cloud_prices as cp
from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.compute_units import (
    Voucher,
    device_hour_to_per_pflops_year,
    per_pflops_year_to_device_hour,
    voucher_price,
    voucher_programmes,
    voucher_run_cost,
)
from gpucompare.core.money import FxTable
from gpucompare.core.pricing import cheapest_cloud_rate, cloud_price
from gpucompare.core.tables import read_table
from gpucompare.errors import BadArgument, BadInputFile

FIX = Path(__file__).parent.parent / "fixtures" / "skypilot" / "v9"
CAT = bundled_catalog()


@pytest.fixture(autouse=True)
def _bundled_prices():
    cp.use_workspace(None)
    cp._CACHE.clear()
    yield
    cp.use_workspace(None)
    cp._CACHE.clear()


def test_real_catalog_rows_become_prices_per_device():
    rows, flagged, unknown = cp.offers_to_rows(cp.read_skypilot_source(str(FIX)), CAT, as_of="2026-07")
    by = {(r["provider"], r["instance"], r["purchase_model"]): r for r in rows}
    lam = by[("Lambda", "gpu_8x_h100_sxm5", "on-demand")]
    assert lam["device_id"] == "nvidia-h100-sxm5-80gb" and float(lam["usd_per_hour"]) / 8 == pytest.approx(3.99)
    assert by[("Lambda", "gpu_1x_h100_pcie", "on-demand")]["device_id"] == "nvidia-h100-pcie-80gb"
    assert float(by[("Lambda", "gpu_8x_b200_sxm6", "on-demand")]["usd_per_hour"]) / 8 == pytest.approx(6.69)
    assert by[("OCI", "BM.GPU.A100-v2.8", "on-demand")]["device_id"] == "nvidia-a100-sxm4-80gb"
    neb = by[("Nebius", "gpu-h200-sxm_8gpu-128vcpu-1600gb", "spot")]
    assert float(neb["usd_per_hour"]) == 11.6 and neb["device_id"] == "nvidia-h200-sxm-141gb"
    p5 = by[("AWS", "p5.48xlarge", "on-demand")]
    assert float(p5["usd_per_hour"]) == 55.04 and p5["region"] == "us-east-1"  # cheapest region, not us-west-1
    assert "4 regions $55.04-$68.8" in p5["notes"]
    # an accelerator the mapping does not know is listed with its row count, never guessed
    assert unknown == {"Lambda: RTX6000": 4}
    # every row cites the catalog with its date
    assert all(r["as_of"] == "2026-07" and "skypilot-catalog" in r["source"] for r in rows)


def test_a_region_far_below_the_others_is_flagged_not_cheapest():
    rows, flagged, _ = cp.offers_to_rows(cp.read_skypilot_source(str(FIX / "aws")), CAT, as_of="2026-07")
    spot = {f.region for f in flagged if f.instance == "p5.4xlarge" and f.rule == "below_other_regions"}
    assert spot == {"eu-west-2", "us-east-2"}  # $2.11 and $2.81 against a median of $5.29
    chosen = next(r for r in rows if r["instance"] == "p5.4xlarge" and r["purchase_model"] == "spot")
    assert chosen["region"] not in spot and "flagged" in chosen["notes"]


def test_a_price_below_the_list_is_flagged_and_never_the_cheapest():
    # the bundled GCP a3-highgpu-8g row is the catalog snapshot's $43.07 (about half of Google's list)
    rows = cp.cloud_rows()
    gcp = next(r for r in rows if r["instance"] == "a3-highgpu-8g" and r["current"] == "yes")
    assert gcp["anomaly"] == "below_list"
    best = cheapest_cloud_rate("nvidia-h100-sxm5-80gb")
    assert best.provider != "GCP" and not best.anomaly


def test_a_catalog_snapshot_at_a_fraction_of_the_list_is_flagged_in_preview_table_and_json(tmp_path):
    # the case: a snapshot lists GCP's a3-highgpu-8g far below Google's list price
    f = tmp_path / "gcp" / "vms.csv"
    f.parent.mkdir()
    f.write_text(
        "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,SpotPrice,Region,AvailabilityZone\n"
        "a3-highgpu-8g,H100,8,208,1872,8.0,,us-central1,us-central1-a\n"
    )
    u = cp.preview_price_update(cp.read_skypilot_source(str(f)), CAT, tmp_path, as_of="2026-12")
    assert [c.anomaly for c in u.changes if c.instance == "a3-highgpu-8g"] == ["below_list"]
    assert any("below the provider's list price" in line for line in u.lines())
    assert u.to_json()["changes"][0]["anomaly"] == "below_list"
    cp.apply_price_update(u, tmp_path)
    cp.use_workspace(tmp_path)
    assert cheapest_cloud_rate("nvidia-h100-sxm5-80gb").instance != "a3-highgpu-8g"
    price = cloud_price("nvidia-h100-sxm5-80gb", "USD", FxTable.bundled())
    assert "flagged and not used" in str(price.source) and "a3-highgpu-8g" in str(price.source)


def test_h200_and_b200_rent_is_not_aws_on_demand_when_others_list_lower():
    for device in ("nvidia-h200-sxm-141gb", "nvidia-b200"):
        best = cheapest_cloud_rate(device)
        assert best.provider != "AWS"
        aws = [r for r in cp.cloud_rows() if r["device_id"] == device and r["provider"] == "AWS"]
        assert best.usd_per_device_hour < min(
            cp.usd_per_device_hour(r) for r in aws if r["purchase_model"] == "on-demand"
        )


def test_preview_and_apply_keep_curated_rows(tmp_path):
    files = cp.read_skypilot_source(str(FIX))
    u = cp.preview_price_update(files, CAT, tmp_path, as_of="2026-12")
    assert set(u.providers) == {"AWS", "Lambda", "Nebius", "OCI"}
    assert u.unknown == {"Lambda: RTX6000": 4}
    doc = json.loads(json.dumps(u.to_json()))
    assert doc["rows"] == len(u.rows) and doc["unknown_accelerators"]
    # a changed catalog price shows old and new
    lam = tmp_path / "lambda" / "vms.csv"
    lam.parent.mkdir()
    lam.write_text((FIX / "lambda" / "vms.csv").read_text().replace(",31.92,", ",27.92,"))
    cp.apply_price_update(u, tmp_path)
    u2 = cp.preview_price_update(cp.read_skypilot_source(str(lam)), CAT, tmp_path, as_of="2026-12")
    ch = [c for c in u2.changes if c.kind == "changed"]
    assert [(c.instance, c.old_usd, c.new_usd) for c in ch] == [("gpu_8x_h100_sxm5", 31.92, 27.92)]
    cp.apply_price_update(u2, tmp_path)
    cp.use_workspace(tmp_path)
    rows = cp.cloud_rows()
    assert any(r["provider"] == "RunPod" for r in rows)  # curated rows kept
    assert any(r["provider"] == "Suanjiayun" for r in rows)
    cur = [r for r in rows if r["instance"] == "gpu_8x_h100_sxm5" and r["current"] == "yes"]
    assert [r["usd_per_hour"] for r in cur] == ["27.92"]
    # the curated AWS p5 spot row of March 2026 is superseded (kept, current=no) by the catalog's
    old = [
        r for r in rows if r["instance"] == "p5.48xlarge" and r["purchase_model"] == "spot" and r["origin"] == "curated"
    ]
    assert old and all(r["current"] == "no" for r in old)


@pytest.mark.parametrize(
    "text, message",
    [
        ("Name,Price\nx,1\n", "missing column 'InstanceType', 'AcceleratorName', 'AcceleratorCount', 'Region'"),
        (
            "InstanceType,AcceleratorName,AcceleratorCount,Price,Region\np5,H100,8,cheap,us-east-1\n",
            "row 2, column Price: 'cheap' is not a number",
        ),
        (
            "InstanceType,AcceleratorName,AcceleratorCount,Price,Region\np5,H100,8,55,us\np5,H100,8,1e9,us\n",
            "row 3, column Price: 1e+09 USD an hour is not a plausible price",
        ),
    ],
)
def test_bad_files_get_one_sentence_naming_file_row_and_column(tmp_path, text, message):
    f = tmp_path / "aws" / "vms.csv"
    f.parent.mkdir()
    f.write_text(text)
    with pytest.raises(BadInputFile, match="aws/vms.csv") as err:
        cp.offers_to_rows(cp.read_skypilot_source(str(f)), CAT)
    assert message in str(err.value)


def test_sizes_are_checked_before_reading(tmp_path, monkeypatch):
    f = tmp_path / "gcp" / "vms.csv"
    f.parent.mkdir()
    f.write_text("InstanceType,AcceleratorName,AcceleratorCount,Price,Region\n" + "a,,,1,r\n" * 100)
    monkeypatch.setattr(cp, "MAX_FILE_BYTES", 500)
    with pytest.raises(BadInputFile, match="larger than"):
        cp.read_skypilot_source(str(f))
    with pytest.raises(BadInputFile, match="no such file or folder"):
        cp.read_skypilot_source(str(tmp_path / "gcp" / "x"))
    (tmp_path / "empty").mkdir()
    with pytest.raises(BadInputFile, match="no <cloud>/vms.csv"):
        cp.read_skypilot_source(str(tmp_path / "empty"))


def test_bundled_snapshot_is_current_and_sourced():
    rows = cp.cloud_rows()
    fresh = cp.freshness(rows, "2026-12-04")
    assert len(fresh["providers"]) >= 8
    assert len(fresh["chinese_providers"]) >= 2
    # 87 of 116 (75%); the aged rest are TPU, Trainium, GCP, undated Chinese index rows and the newest citable
    # CoreWeave (Feb 2026) and AMD neocloud (May 2026) rents, whose age every cost computed from them says
    assert fresh["fresh_rows"] >= 87 and fresh["fresh_share"] >= 0.74
    for r in rows:
        assert r["as_of"] and r["source"] and "http" in r["source"], r
        assert "/work" not in r["source"] and "mirror" not in r["source"], r
        assert r["device_id"] in CAT.by_id, r
        assert r["origin"] in ("skypilot", "curated"), r
    # every accelerator name of the mapping resolves through the catalog's resolver
    for m in read_table("skypilot_accelerators"):
        assert CAT.match(m["device_name"]).device_id, m


def test_per_pflops_year_is_the_device_hour_price_scaled_by_the_dense_peak():
    h100 = CAT["nvidia-h100-sxm5-80gb"]
    pflops = h100.tflops("bf16") / 1000  # 0.9894
    # 1,000,000 yuan per PFLOPS-year on an H100: 989,400 a year / 8,760 h = about 112.9 yuan per device-hour
    assert per_pflops_year_to_device_hour(1_000_000, pflops) == pytest.approx(112.95, rel=1e-3)
    assert device_hour_to_per_pflops_year(per_pflops_year_to_device_hour(7e5, pflops), pflops) == pytest.approx(7e5)
    assert math.isnan(per_pflops_year_to_device_hour(1e6, math.nan))


def test_a_voucher_pays_its_share_up_to_its_cap():
    v = Voucher(0.3, 500_000)
    assert voucher_price(10.0, v) == pytest.approx(7.0)
    assert voucher_run_cost(1_000_000, v) == (700_000, 300_000)
    assert voucher_run_cost(3_000_000, v) == (2_500_000, 500_000)  # capped
    with pytest.raises(BadArgument):
        Voucher(1.2)
    assert all(p["source"].startswith(("http", "'", "智")) or "http" in p["source"] for p in voucher_programmes())


def test_a_rate_card_in_yuan_converts_at_the_fx_table_in_use():
    """A Chinese row keeps its price as listed (¥ per card-hour); its dollar price is that at the bundled rate, so
    the yuan a user sees is the yuan the platform lists."""
    fx = FxTable.bundled()
    rows = [r for r in cp.cloud_rows() if r["list_currency"] == "CNY" and r["current"] == "yes"]
    assert len(rows) >= 6
    for r in rows:
        per_card = float(r["usd_per_hour"]) / float(r["devices_per_instance"])
        assert fx.convert(per_card, "USD", "CNY") == pytest.approx(float(r["list_price"]), rel=1e-3), r["instance"]


def test_the_chinese_clouds_without_a_public_list_price_are_named_with_the_pages_searched():
    note = str(cp.china_rent_note())
    missing = {p["provider"] for p in cp.unreached_china_providers()}
    assert {"Alibaba Cloud", "Volcano Engine", "Huawei Cloud", "Tencent Cloud", "Baidu AI Cloud", "AutoDL"} <= missing
    assert "https://www.aliyun.com/price/product" in note and "火山引擎" in note
    chinese = {r["provider"] for r in cp.cloud_rows() if r["current"] == "yes"} & {
        p["provider"] for p in cp.providers() if p["market"] == "CN"
    }
    assert chinese and not chinese & missing  # a provider with a current price is never listed as unreached
