"""The catalog's layers: Epoch AI as the base, curated rows on top with per-value provenance, conflicts kept visible,
derived gaps filled with their reason, and dense datasheet figures as the datasheets print them."""

import math

import pytest

from gpucompare.core.catalog import (
    CONFIDENCES,
    Provenance,
    bundled_catalog,
    device_from_row,
    epoch_device,
    merge,
    read_epoch,
)
from gpucompare.core.fields import NUMERIC_FIELDS
from gpucompare.core.money import FxTable
from gpucompare.core.pricing import price_column

MARKET_2026_SECTION_1 = [
    "H20",
    "L20",
    "H800 PCIe",
    "A800 40GB",
    "RTX 4090D",
    "RTX 5090",
    "5090D V2",
    "RTX PRO 6000",
    "RTX PRO 6000D",
    "Ascend 910B",
    "Ascend 910C",
    "Ascend 950PR",
    "MLU370-X8",
    "BR100",
    "MTT S4000",
    "MTT S5000",
    "K100_AI",
    "P800",
    "B300",
    "GB300",
    "MI350X",
    "MI355X",
    "TPU v6e",
    "TPU7x",
    "Trainium3",
]


@pytest.fixture(scope="module")
def cat():
    return bundled_catalog()


def test_150_devices_every_one_with_an_openable_source(cat):
    assert len(cat) >= 150
    for d in cat.devices:
        assert d.sources and all(s.startswith(("https://", "http://")) for s in d.sources), d.id
        for key, v in d.values.items():
            if not math.isnan(v) and key != "datacenter":
                p = d.value_source(key)
                assert p.source and p.confidence in CONFIDENCES, (d.id, key)
                assert "shared/" not in p.source and "seed 0" not in p.source


@pytest.mark.parametrize("name", MARKET_2026_SECTION_1)
def test_every_device_of_the_2026_market_is_there(cat, name):
    assert cat.match(name).device_id, name


def test_every_epoch_row_is_in_the_catalog_once(cat):
    epoch_names = {" ".join(r["Hardware name"].split()) for r in read_epoch()}
    aliases = {a for d in cat.devices for a in d.aliases}
    assert len(epoch_names) == 170
    assert epoch_names <= aliases
    assert len({d.id for d in cat.devices}) == len(cat.devices)


# Dense figures as the datasheets print them (sparse figures halved where the datasheet gives only sparse ones),
# entered by hand from the documents each row cites.
DATASHEET = [
    # NVIDIA A100 datasheet: TF32 156, BF16/FP16 312, INT8 624 (dense); 1,555 / 2,039 GB/s
    ("nvidia-a100-sxm4-40gb", "bf16_tflops", 312, "nvidia-a100-datasheet"),
    ("nvidia-a100-sxm4-80gb", "memory_bw_gbs", 2039, "nvidia-a100-datasheet"),
    ("nvidia-a100-sxm4-80gb", "int8_tops", 624, "nvidia-a100-datasheet"),
    # NVIDIA H100 datasheet (SXM): BF16 1,979 with sparsity -> 989.4 dense; FP8 3,958 -> 1,978.9; 3.35 TB/s; 700 W
    ("nvidia-h100-sxm5-80gb", "bf16_tflops", 989.4, "nvidia-tensor-core-gpu-datasheet"),
    ("nvidia-h100-sxm5-80gb", "fp8_tflops", 1978.9, "nvidia-tensor-core-gpu-datasheet"),
    ("nvidia-h100-sxm5-80gb", "tdp_w", 700, "nvidia-tensor-core-gpu-datasheet"),
    # H100 PCIe column: BF16 1,513 sparse -> 756 dense
    ("nvidia-h100-pcie-80gb", "bf16_tflops", 756, "nvidia-tensor-core-gpu-datasheet"),
    # AMD Instinct MI300X data sheet: BF16 1,307.4 dense, 192 GB, 5.3 TB/s
    ("amd-mi300x", "bf16_tflops", 1307.4, "amd"),
    ("amd-mi300x", "memory_gb", 192, "amd"),
    # Google Cloud TPU v5p docs: BF16 459, INT8 918, 95 GB
    ("google-tpu-v5p", "bf16_tflops", 459, "cloud.google.com"),
    ("google-tpu-v5p", "int8_tops", 918, "cloud.google.com"),
]


@pytest.mark.parametrize("device_id, field, expected, cited", DATASHEET)
def test_dense_figures_match_the_datasheets_they_cite(cat, device_id, field, expected, cited):
    d = cat[device_id]
    assert d.get(field) == pytest.approx(expected, rel=1e-3)
    assert cited in " ".join(d.sources) + d.value_source(field).source


def test_known_gaps_are_filled_as_derived_with_the_reason(cat):
    h100, h800 = cat["nvidia-h100-sxm5-80gb"], cat["nvidia-h800-sxm5-80gb"]
    for key in ("fp32_tflops", "tf32_tflops"):
        assert h800.get(key) == h100.get(key)
        p = h800.value_source(key)
        assert p.confidence == "derived" and "H100" in p.how
    gaudi2 = cat["intel-gaudi2"]
    assert gaudi2.get("fp16_tflops") == gaudi2.get("bf16_tflops") == 432
    assert gaudi2.value_source("fp16_tflops").confidence == "derived"


def test_a_conflict_between_layers_is_kept_visible(cat):
    """Epoch lists the RTX 4090's FP16-accumulate rate (330) where the curated row keeps the training rate 165.2, and
    Epoch's Gaudi2 BF16 450 differs from Intel's 432: the curated value wins, the other stays in `conflicts`."""
    gaudi2 = cat["intel-gaudi2"]
    c = gaudi2.conflicts_of("bf16_tflops")
    assert gaudi2.get("bf16_tflops") == 432 and c and c[0].other == pytest.approx(450)
    assert "epoch" in c[0].other_source.lower() or "Epoch" in c[0].other_source
    h800 = cat["nvidia-h800-sxm5-80gb"]
    assert math.isnan(h800.get("fp64_tflops"))  # withheld on purpose, Epoch's figure shown as a conflict
    assert h800.conflicts_of("fp64_tflops")[0].other == pytest.approx(29.65, rel=0.01)


def test_merge_rules_on_hand_made_layers():
    epoch_row = {
        "Hardware name": "Acme X9",
        "Manufacturer": "Acme",
        "Type": "GPU",
        "Release date": "2025-01-01",
        "Tensor-FP16/BF16 performance (FLOP/s)": "1.0e15",
        "Memory size per board (Byte)": "9.6e10",
        "TDP (W)": "700",
        "Link to datasheet": "https://acme.example/x9.pdf",
        "Last modified": "2025-12-01",
    }
    base = epoch_device(epoch_row)
    assert base.get("bf16_tflops") == 1000 and base.get("memory_gb") == 96 and base.layer == "epoch"
    assert base.value_source("bf16_tflops").confidence == "derived"  # one FP16/BF16 figure taken as BF16
    curated = device_from_row(
        {"id": "acme-x9", "vendor": "Acme", "model": "X9", "tdp_w": "750", "scaleup_gbs": "900", "source": "https://a"}
    )
    values = [
        {
            "device_id": "acme-x9",
            "field": "fp8_tflops",
            "value": "2000",
            "source": "https://b",
            "as_of": "2026",
            "confidence": "derived",
            "how": "2x BF16",
        }
    ]
    d = merge(curated, base, values)
    assert d.get("tdp_w") == 750 and d.get("memory_gb") == 96 and d.get("scaleup_gbs") == 900
    assert d.get("fp8_tflops") == 2000 and d.value_source("fp8_tflops") == Provenance(
        "https://b", "2026", "derived", "2x BF16"
    )
    assert d.value_source("memory_gb").layer == "epoch"
    assert [c.field for c in d.conflicts] == ["tdp_w"] and d.conflicts[0].other == 700
    assert set(d.values) <= set(NUMERIC_FIELDS)


def test_custom_devices_replace_catalog_rows(cat):
    mine = device_from_row(
        {"id": "nvidia-h20-96gb", "model": "H20", "bf16_tflops": "150", "source": "https://me"}, True
    )
    both = cat.with_custom([mine])
    assert both["nvidia-h20-96gb"].get("bf16_tflops") == 150 and both["nvidia-h20-96gb"].custom
    assert len(both) == len(cat)


def test_training_devices_priced_under_the_default_basis(cat):
    """The chart under the default basis (US market first) shows every training part with a sourced reference price:
    its US-market price, else its China-market price, marked as such. The catalog issue asks for 60% of the 81
    training devices; 11 are rented as cloud services only (TPU, Trainium, Maia: no purchase price exists) and 3 were
    never sold (Dojo D1, Sunway, PEZY). Sourced prices reach 43 (30 US, 13 more from the China market); this
    guards the coverage reached, not the target. The pure US basis never borrows a China price."""
    from gpucompare.core.pricing import DEFAULT_BASIS, reference_prices

    assert DEFAULT_BASIS == "reference:US+CN"
    training = [d for d in cat.devices if d.is_training_device]
    prices = price_column(training, DEFAULT_BASIS, "USD", FxTable.bundled())
    priced = {d.id for d, v in zip(training, prices.mid, strict=True) if not math.isnan(v)}
    assert {"intel-gaudi2", "intel-gaudi3", "nvidia-h200-sxm-141gb", "nvidia-b200", "amd-mi300x"} <= priced
    assert {
        "amd-mi355x",
        "nvidia-b300-hgx",
        "nvidia-gb200",
        "nvidia-h100-pcie-80gb",
        "nvidia-tesla-v100-sxm3-32-gb",
    } <= priced
    china_parts = {"nvidia-h800-sxm5-80gb", "nvidia-h20-96gb", "huawei-ascend-910b", "huawei-ascend-910c"}
    assert china_parts <= priced  # shown under the default basis, from the China market
    assert {"nvidia-a100-pcie-40gb", "nvidia-l40", "amd-instinct-mi300a", "intel-max-1550"} <= priced
    assert "nvidia-gh200" not in priced  # its only price is a UK government system's, never shown as the US's
    marked = {d.id for d, o in zip(training, prices.other_market, strict=True) if o}
    assert china_parts <= marked and not marked & {"nvidia-h100-sxm5-80gb", "amd-mi300x"}
    assert all(prices.market(i) == "CN" for i, d in enumerate(training) if d.id in marked)
    assert len(priced) >= 42, f"{len(priced)} of {len(training)}"
    us = price_column(training, "reference:US", "USD", FxTable.bundled())
    us_priced = {d.id for d, v in zip(training, us.mid, strict=True) if not math.isnan(v)}
    assert len(us_priced) >= 29 and not us_priced & china_parts and not us.other_market.any()
    assert us_priced == priced - marked  # the US-first basis adds China prices only where the US has none
    china = price_column(training, "reference:CN", "CNY", FxTable.bundled())
    cn = {d.id for d, v in zip(training, china.mid, strict=True) if not math.isnan(v)}
    assert china_parts <= cn
    assert {"huawei-ascend-910b3", "huawei-ascend-910b4", "tianshu-zhixin-tiangai-100-bi-v100", "metax-c500"} <= cn
    cloud_only = [d.id for d in training if d.id.startswith(("google-tpu", "aws-trainium", "maia-"))]
    assert len(cloud_only) == 11 and not any(reference_prices(i) for i in cloud_only)  # rent, never a made-up price


def test_npu_fp16_from_epochs_plain_column_is_marked_derived(cat):
    d = cat["huawei-ascend-910b2"]
    assert d.get("fp16_tflops") == 376 and d.value_source("fp16_tflops").confidence == "derived"
    assert "matrix" in d.value_source("fp16_tflops").how
    assert math.isnan(cat["nvidia-tesla-p100-sxm2"].get("fp16_tflops"))  # a GPU's plain FP16 is not a tensor rate


# BF16 where the catalog had only FP16 but the part runs BF16 at its FP16 rate: each value is the grade's own FP16
# figure, derived under a rule a user can open (no grade borrows another's figure).
BF16_AT_FP16_RATE = {
    "huawei-ascend-910b1-v1": (400, "ai.gitee.com"),
    "huawei-ascend-910b2": (376, "ai.gitee.com"),
    "huawei-ascend-910b3": (313, "ai.gitee.com"),
    "huawei-ascend-910b4": (280, "ai.gitee.com"),
    "huawei-ascend-910b-pro": (280, "ai.gitee.com"),
    "huawei-ascend-800t-a2": (256, "ai.gitee.com"),
    "tianshu-zhixin-tiangai-100-bi-v100": (128, "geektopia.es"),
    "metax-c500": (280, "github.com/zzc0721/torch-performance-test-data"),
    "metax-mxc500-pcie": (240, "github.com/zzc0721/torch-performance-test-data"),
    "cambricon-mlu370-x4": (96, "guangxilong.com"),
}


@pytest.mark.parametrize("device_id", sorted(BF16_AT_FP16_RATE))
def test_bf16_filled_at_the_fp16_rate_with_its_rule(cat, device_id):
    value, host = BF16_AT_FP16_RATE[device_id]
    d = cat[device_id]
    assert d.tflops("bf16") == value == d.tflops("fp16")
    p = d.value_source("bf16_tflops")
    assert p.confidence == "derived" and host in p.source and p.source.startswith(("https://", "http://"))
    assert "FP16 rate" in p.how and f"({value:g}," in p.how  # names the grade's own FP16 figure it was applied to
    assert d.value_source("fp16_tflops").confidence == "derived"  # Epoch's FP16 keeps its own provenance
    assert d.is_training_device


def test_volta_stays_without_bf16_and_the_chart_gains_the_filled_parts(cat):
    from gpucompare.core.pricing import DEFAULT_BASIS

    for d in cat.devices:
        if d.id.startswith(("nvidia-v100", "nvidia-tesla-v100")):
            assert math.isnan(d.tflops("bf16")), d.id  # Volta has no BF16: never invented
    training = [d for d in cat.devices if d.is_training_device]
    prices = price_column(training, DEFAULT_BASIS, "USD", FxTable.bundled())
    on_chart = {
        d.id
        for d, v in zip(training, prices.mid, strict=True)
        if not math.isnan(v) and not math.isnan(d.tflops("bf16"))
    }
    assert {"huawei-ascend-910b3", "huawei-ascend-910b4", "huawei-ascend-800t-a2"} <= on_chart
    assert {"tianshu-zhixin-tiangai-100-bi-v100", "metax-c500"} <= on_chart
    assert len(on_chart) >= 37, f"{len(on_chart)} of {len(training)}"
