"""Physical plausibility over every layer (Epoch rows as they are, the merged catalog, a user's device), and the
datasheet table that holds the curated training devices to their vendors' figures."""

import math
import re

import pytest

from gpucompare.core import plausibility as P
from gpucompare.core.catalog import CONFIDENCES, bundled_catalog, device_from_row
from gpucompare.core.export_control import tpp
from gpucompare.core.tables import read_table


@pytest.fixture(scope="module")
def cat():
    return bundled_catalog()


def test_no_unexplained_violation_in_the_merged_catalog(cat):
    found = P.check_catalog(cat)
    assert not found, "\n".join(v.text() for v in found)


def test_every_epoch_row_is_checked_and_each_violation_is_corrected_or_explained(cat):
    rows = P.epoch_layer_devices()
    assert len(rows) >= 170
    open_, fixed = P.check_epoch_layer(cat)
    assert not open_, "\n".join(v.text() for v in open_)
    # the Epoch layer's own errors are found (and stay Epoch's: corrected in the curated layer)
    found = {(v.device_id, v.rule_id) for v in fixed}
    assert ("metax-mxc500-oam", "memory-bandwidth") in found  # 18,000 GB/s from 64 GB of HBM2e
    assert ("amd-radeon-instinct-mi308x", "memory-bandwidth") in found  # the full MI300X's 10.3 TB/s


def test_the_issue_s_wrong_figures_are_found_by_the_checks_not_by_name():
    rows = {r["id"]: dict(r) for r in read_table("devices")}

    def check(device_id, **changes):
        row = {**rows[device_id], **{k: str(v) for k, v in changes.items()}}
        return {v.rule_id for v in P.check_device(device_from_row(row))}

    assert "memory-bandwidth" in check("metax-c500", memory_gb=64, memory_bw_gbs=18000)
    assert "scaleup-link" in check("biren-br100", scaleup_gbs=2300)
    assert "memory-bandwidth" in check("amd-mi300x", memory_bw_gbs=10300)
    # a 64 GB part with its 32 GB sibling's bandwidth: found among siblings
    big = device_from_row({**rows["huawei-ascend-910b"], "memory_bw_gbs": "1228"})
    small = device_from_row(
        {**rows["huawei-ascend-910b"], "id": "x-910b-32", "memory_gb": "32", "memory_bw_gbs": "1228"}
    )
    assert [v.rule_id for v in P.check_siblings([big, small])] == ["sibling-bandwidth"]


def test_corrections_keep_the_epoch_value_visible(cat):
    for device_id, field in (
        ("huawei-ascend-910b", "memory_bw_gbs"),
        ("metax-c500", "memory_bw_gbs"),
        ("metax-mxc500-pcie", "memory_bw_gbs"),
        ("amd-instinct-mi308x", "memory_bw_gbs"),
        ("biren-br100", "scaleup_gbs"),
    ):
        d = cat[device_id]
        assert d.conflicts_of(field), device_id
    assert cat["huawei-ascend-910b"].get("memory_bw_gbs") == 1600
    assert cat["biren-br100"].get("scaleup_gbs") == 512
    assert math.isnan(cat["metax-c500"].get("memory_bw_gbs"))


def test_a_users_device_gets_warnings():
    row = {
        "id": "my-card",
        "vendor": "Acme",
        "model": "X1",
        "memory_gb": "16",
        "memory_type": "GDDR6",
        "memory_bw_gbs": "5000",
        "bf16_tflops": "100",
        "fp8_tflops": "50",
        "scaleup_link": "NVLink 4",
        "scaleup_gbs": "1800",
    }
    warnings = P.warnings_for(device_from_row(row, custom=True))
    assert len(warnings) == 3 and any("GDDR6" in w for w in warnings)


def test_exceptions_have_public_sources():
    for r in read_table("plausibility_exceptions"):
        assert r["source"].startswith("http") and r["confidence"] in CONFIDENCES and r["reason"]
    for name in ("memory_types", "link_types", "plausibility_rules"):
        for r in read_table(name):
            assert r["source"].startswith("http"), (name, r)


def test_every_curated_training_device_has_a_datasheet_row(cat):
    sheets = P.datasheets()
    training = [r["id"] for r in read_table("devices") if r["role"] == "training" and r.get("vendor")]
    assert len(training) >= 70
    missing = [i for i in training if i not in sheets]
    assert not missing
    for i in training:
        row = sheets[i]
        assert re.match(r"https?://", row["url"]) and row["as_of"] and row["confidence"] in CONFIDENCES
        assert row["status"] in ("shipping", "announced")


def test_the_catalog_holds_to_the_datasheets(cat):
    bad = [v.text() for d in cat.devices for v in P.check_datasheet(d)]
    assert not bad, "\n".join(bad)
    ds = P.datasheets()
    # headline spot checks against the vendors' own pages
    assert float(ds["nvidia-h100-nvl"]["bf16_dense_tflops"]) == pytest.approx(835.5)
    assert float(ds["nvidia-h200-nvl"]["fp8_sparse_tflops"]) == pytest.approx(3341)
    assert tpp(cat["amd-mi355x"]) == pytest.approx(P.datasheet_tpp(ds["amd-mi355x"]))


def test_gaps_are_filled_or_said(cat):
    for device_id in ("nvidia-rtx-a4000", "nvidia-rtx-a5000", "nvidia-rtx-a6000"):
        assert cat[device_id].tflops("bf16") > 0
    for device_id in ("nvidia-quadro-rtx-4000", "nvidia-quadro-rtx-6000", "nvidia-quadro-rtx-8000"):
        assert cat[device_id].tflops("fp16") > 0
    assert cat["huawei-ascend-910"].get("memory_gb") == 32
    assert cat["google-tpu-v3"].get("scaleup_gbs") > 0
    assert cat["nvidia-h100-nvl"].tflops("bf16") == pytest.approx(835.5)
    for device_id in ("kunlunxin-p800", "hygon-dcu-k100-ai", "nvidia-rtx-pro-6000d", "cambricon-mlu590"):
        d = cat[device_id]
        assert math.isnan(d.tflops("bf16")) and ("no" in d.notes.lower() or "not" in d.notes.lower())
