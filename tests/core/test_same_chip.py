"""One chip under two catalog ids (data/same_chip.csv): a figure measured under one id is used for the other, said
where it is used, and never another device's figure."""

import pytest

from gpucompare.core.catalog import CONFIDENCES, bundled_catalog
from gpucompare.core.estimate import Settings, estimate
from gpucompare.core.estimate.tables import measured_throughput, same_chip
from gpucompare.core.tables import read_table
from gpucompare.core.workloads import find_preset, workload_for

CAT = bundled_catalog()


def test_every_same_chip_row_names_two_catalog_devices_with_the_same_datasheet_figures_and_a_public_source():
    """A relation is only for one chip listed twice: both ids in the catalog, the same 16-bit peak and memory, and a
    public document (URL or DOI) with a date and a grade."""
    ids = {d.id: d for d in CAT.devices}
    rows = read_table("same_chip")
    assert rows
    for r in rows:
        a, b = ids[r["device_id"]], ids[r["same_as"]]
        assert a.tflops("fp16") == b.tflops("fp16") and a.get("memory_gb") == b.get("memory_gb"), r
        assert r["source"].startswith(("https://", "http://")) and r["source_date"], r
        assert r["confidence"] in CONFIDENCES, r
        assert r["name"] and r["same_as_name"], r


def test_the_910a_finds_the_910s_measured_resnet50_rate_and_says_where_it_was_measured():
    """MindSpore's 2,115 images/s was measured on the 'Ascend 910'; the 910A is that chip under Epoch AI's other
    name. The estimate uses the rate, says it was measured on the Ascend 910 and why that counts; the 910's own
    estimate is the same time, said as its own."""
    assert same_chip()["huawei-ascend-910"]["same_as"] == "huawei-ascend-910a"
    row = measured_throughput("huawei-ascend-910a", "resnet-50", "fp16")
    assert row is not None and float(row["value"]) == 2115 and row["measured_on"] == "Ascend 910"
    assert "HOTCHIPS" in row["same_chip_source"]
    assert "measured_on" not in measured_throughput("huawei-ascend-910", "resnet-50", "fp16")
    w = workload_for(find_preset("ResNet-50"), samples=115e6)
    a = estimate(CAT["huawei-ascend-910a"], w, 8, Settings(precision="fp16"))
    b = estimate(CAT["huawei-ascend-910"], w, 8, Settings(precision="fp16"))
    assert a.steady_days == pytest.approx(b.steady_days)
    said = " ".join(str(x) for x in a.assumptions)
    assert "2,115 images/s" in said and "on Ascend 910, the same chip as this device" in said


def test_no_relation_no_borrowed_rate():
    """A device without a relation gets no other device's rate: the 910A Premium (320 TFLOPS) is another grade."""
    assert measured_throughput("huawei-ascend-910a-premium", "resnet-50", "fp16") is None
    assert measured_throughput("huawei-ascend-910a", "resnet-50", "tf32") is None


def test_the_dgx2s_v100_finds_the_sxm2_32gbs_measured_rate():
    """The DGX-2's Tesla V100 SXM3 32 GB is the NVLink V100 of NVIDIA's datasheet (125 / 15.7 TFLOPS, 32 GB) on the
    NVSwitch board: Deep Learning Examples' ResNet-50 rates measured on the V100 SXM2 32GB are its rates, said so."""
    row = measured_throughput("nvidia-tesla-v100-sxm3-32-gb", "resnet-50", "fp32")
    assert row is not None and float(row["value"]) == 346 and row["measured_on"] == "V100 SXM2 32GB"
    assert float(measured_throughput("nvidia-tesla-v100-sxm3-32-gb", "resnet-50", "fp16")["value"]) == 1007
