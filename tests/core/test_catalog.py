"""The catalog: every source device present with sources, and one resolver that reads names as people write them."""

import math

import pytest

from gpucompare.core.catalog import bundled_catalog, peak_tflops
from gpucompare.core.tables import read_table
from gpucompare.errors import BadArgument


@pytest.fixture(scope="module")
def cat():
    return bundled_catalog()


def test_every_fact_row_is_in_the_catalog_with_a_source(cat):
    assert len(cat) >= 150
    for d in cat.devices:
        assert d.sources, d.id
        assert all(s.startswith("https://") or s.startswith("http://") for s in d.sources), d.id
        assert d.source_date
    names = {(d.model, d.variant) for d in cat.devices}
    for model in [
        "A100",
        "A800",
        "H100",
        "H800",
        "V100",
        "GeForce RTX 4090",
        "Gaudi2",
        "Trainium",
        "Goya HL-1000",
        "Data Center GPU Max 1550",
        "Xeon Platinum 8380",
        "EPYC 9654",
        "TPU v4",
    ]:
        assert any(m == model for m, _ in names), model


def test_every_bundled_table_row_has_a_source():
    for table in [
        "cloud_instances",
        "reference_prices",
        "workloads",
        "benchmarks",
        "fx",
        "utilization",
        "defaults",
        "calibration",
        "model_shapes",
    ]:
        for row in read_table(table):
            assert row.get("source", "").strip(), (table, row)


def test_export_variants_differ_from_their_parents_only_in_the_link(cat):
    a100, a800 = cat["nvidia-a100-sxm4-80gb"], cat["nvidia-a800-sxm4-80gb"]
    assert a100.tflops("bf16") == a800.tflops("bf16") == 312
    assert a100.get("memory_gb") == a800.get("memory_gb") == 80
    assert (a100.get("scaleup_gbs"), a800.get("scaleup_gbs")) == (600, 400)
    h100, h800 = cat["nvidia-h100-sxm5-80gb"], cat["nvidia-h800-sxm5-80gb"]
    assert h100.tflops("bf16") == h800.tflops("bf16")
    assert (h100.get("scaleup_gbs"), h800.get("scaleup_gbs")) == (900, 400)


@pytest.mark.parametrize(
    "text, device_id",
    [
        ("A100-SXM4-80GB", "nvidia-a100-sxm4-80gb"),
        ("a100 sxm 80gb", "nvidia-a100-sxm4-80gb"),
        ("H800", "nvidia-h800-sxm5-80gb"),
        ("TPU v4", "google-tpu-v4"),
        ("tpuv4", "google-tpu-v4"),
        ("Gaudi2", "intel-gaudi2"),
        ("nvidia-h100-sxm5-80gb", "nvidia-h100-sxm5-80gb"),
        ("NVIDIA A100 80GB PCIe", "nvidia-a100-pcie-80gb"),
        ("GeForce RTX 4090 24G", "nvidia-rtx-4090"),
        ("NVIDIA H100 80 ГБ SXM", "nvidia-h100-sxm5-80gb"),
        ("ＮＶＩＤＩＡ Ｈ８００", "nvidia-h800-sxm5-80gb"),
        ("Intel Gaudi2 HL-225H mezzanine", "intel-gaudi2"),
        ("Ponte Vecchio", "intel-max-1550"),
    ],
)
def test_names_resolve(cat, text, device_id):
    assert cat.resolve(text).id == device_id


def test_ambiguous_name_lists_candidates(cat):
    with pytest.raises(BadArgument) as err:
        cat.resolve("A100")
    msg = str(err.value)
    assert "ambiguous" in msg and "nvidia-a100-sxm4-80gb" in msg and "nvidia-a100-pcie-40gb" in msg


def test_unknown_name_suggests(cat):
    with pytest.raises(BadArgument) as err:
        cat.resolve("H10")
    assert "nvidia-h100" in str(err.value)
    assert cat.match("ConnectX-7 400G NDR").device_id is None


def test_precision_fallback_is_reported(cat):
    v100 = cat["nvidia-v100-sxm2-32gb"]
    peak, note = peak_tflops(v100, "bf16")
    assert peak == 125 and "FP16" in note
    assert math.isnan(cat["intel-goya-hl1000"].tflops("bf16"))
