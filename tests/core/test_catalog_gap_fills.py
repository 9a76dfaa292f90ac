"""Figures the estimator needs, filled from the documents each value cites (consumer and workstation cards, TPU v3,
AMD CDNA 4), capabilities a part lacks recorded as absent with the reason, and estimates that now run on the filled
devices, each saying which figure it used and where that figure comes from."""

import math

import pytest

from gpucompare.core.catalog import CONFIDENCES, bundled_catalog
from gpucompare.core.estimate import Settings, estimate
from gpucompare.core.fields import PEAK_FIELD
from gpucompare.core.tables import read_table
from gpucompare.core.workloads import custom_workload

CAT = bundled_catalog()

# device, field, value, confidence, a host or file name of the cited document, words its reason names
FILLED = [
    ("nvidia-geforce-rtx-4070", "bf16_tflops", 58.3, "derived", "rtx-4070-family", "466 AI TOPS"),
    ("nvidia-geforce-rtx-4070", "fp16_tflops", 58.3, "derived", "rtx-4070-family", "466 AI TOPS"),
    ("nvidia-geforce-rtx-4070", "tf32_tflops", 29.1, "derived", "rtx-4070-family", "466 AI TOPS"),
    ("nvidia-geforce-rtx-4080", "bf16_tflops", 97.5, "datasheet", "nvidia-ada-gpu-architecture.pdf", "RTX 4080"),
    ("nvidia-geforce-rtx-4080", "tf32_tflops", 48.7, "datasheet", "nvidia-ada-gpu-architecture.pdf", "RTX 4080"),
    ("nvidia-geforce-rtx-3080", "bf16_tflops", 59.5, "datasheet", "ga-102-gpu-architecture", "RTX 3080"),
    ("nvidia-geforce-rtx-3080", "tf32_tflops", 29.8, "datasheet", "ga-102-gpu-architecture", "RTX 3080"),
    ("nvidia-a10-pcie", "bf16_tflops", 125, "datasheet", "a10-datasheet.pdf", "A10 datasheet"),
    ("nvidia-a10-pcie", "tf32_tflops", 62.5, "datasheet", "a10-datasheet.pdf", "A10 datasheet"),
    ("nvidia-tesla-t4", "fp16_tflops", 65, "datasheet", "t4-tensor-core-datasheet", "T4 datasheet"),
    ("nvidia-l40", "tf32_tflops", 90.5, "datasheet", "NVIDIA-L40-Datasheet", "L40 datasheet"),
    ("nvidia-rtx-4090d", "tf32_tflops", 73.5, "derived", "nvidia-ada-gpu-architecture.pdf", "147.1"),
    ("nvidia-rtx-6000-ada", "tf32_tflops", 91.1, "derived", "rtx-6000", "1,457"),
    ("nvidia-rtx-a6000", "tf32_tflops", 77.4, "derived", "a40-datasheet", "154.8"),
    ("nvidia-rtx-a5000", "tf32_tflops", 55.6, "derived", "a40-datasheet", "111.1"),
    ("nvidia-rtx-a4000", "tf32_tflops", 38.4, "derived", "a40-datasheet", "76.7"),
    ("google-tpu-v3", "fp32_tflops", 4, "reported", "10.1145/3360307", "4 at 32 bits"),
    ("amd-mi355x", "fp32_tflops", 157.3, "datasheet", "mi355x.html", "157.3"),
    ("amd-mi350x", "fp32_tflops", 144.2, "datasheet", "mi350x.html", "144.2"),
    ("nvidia-gh200", "memory_gb", 144, "derived", "grace-hopper-superchip", "4,900 GB/s"),
    ("nvidia-l40", "fp8_tflops", 362, "datasheet", "NVIDIA-L40-Datasheet", "L40 datasheet"),
    ("nvidia-rtx-5090d", "bf16_tflops", 148.4, "derived", "tomshardware.com", "2,375 AI TOPS"),
    ("nvidia-rtx-5090d-v2", "fp16_tflops", 148.4, "derived", "tomshardware.com", "2,375 AI TOPS"),
    ("nvidia-tesla-p100-sxm2", "memory_bw_gbs", 732, "datasheet", "nvidia-tesla-p100-datasheet.pdf", "732 GB/s"),
    ("nvidia-tesla-p100-sxm2", "scaleup_gbs", 160, "datasheet", "nvidia-tesla-p100-datasheet.pdf", "160 GB/s"),
    ("nvidia-tesla-p100-dgxs", "memory_bw_gbs", 732, "datasheet", "nvidia-tesla-p100-datasheet.pdf", "732 GB/s"),
    ("nvidia-tesla-p100-pcie-16gb", "scaleup_gbs", 32, "datasheet", "p100-pcie-datasheet.pdf", "PCIe 32 GB/s"),
    ("google-tpu-v5e", "scaleout_gbps", 25, "datasheet", "tpu/docs/v5e", "6.4 Tbps"),
    ("nvidia-tesla-v100-sxm3-32-gb", "memory_gb", 32, "reported", "dgx2h_ngc20.06_pytorch.json", "32 GB"),
    ("nvidia-tesla-v100-sxm3-32-gb", "scaleup_domain", 16, "reported", "dgx2h_ngc20.06_pytorch.json", "NVSWITCH"),
    ("huawei-ascend-910", "scaleup_gbs", 180, "derived", "HOTCHIPS.2019", "three HCCS ports of 240 Gb/s"),
    ("huawei-ascend-910", "scaleup_domain", 4, "derived", "HOTCHIPS.2019", "full mesh of four"),
    ("huawei-ascend-910a", "scaleup_gbs", 180, "derived", "HOTCHIPS.2019", "three HCCS ports of 240 Gb/s"),
    ("huawei-ascend-910a", "scaleup_domain", 4, "derived", "HOTCHIPS.2019", "full mesh of four"),
    ("nvidia-a10g", "bf16_tflops", 70, "derived", "baseten.co", "80 SMs x 4 tensor cores x 1.71 GHz"),
    ("nvidia-a10g", "fp16_tflops", 70, "derived", "baseten.co", "UNCERTAIN"),
    ("nvidia-a10g", "tf32_tflops", 35, "derived", "baseten.co", "half the 16-bit rate"),
    ("nvidia-geforce-rtx-3060", "bf16_tflops", 25.5, "derived", "rtx-3060-12-gb", "28 SMs x 4 tensor cores"),
    ("nvidia-geforce-rtx-3060", "tf32_tflops", 12.7, "derived", "rtx-3060-12-gb", "half the 16-bit rate"),
]


@pytest.mark.parametrize("device_id, field, value, confidence, cited, words", FILLED)
def test_a_filled_figure_is_the_cited_documents_with_its_reason(device_id, field, value, confidence, cited, words):
    d = CAT[device_id]
    assert d.get(field) == pytest.approx(value)
    p = d.value_source(field)
    assert p.confidence == confidence and p.source.startswith("https://") and cited in p.source
    assert words in p.how and p.as_of


def test_consumer_16_bit_rates_are_the_fp32_accumulate_training_rate():
    """GeForce cards run FP16 with FP32 accumulate at half their FP16-accumulate rate; the catalog keeps the training
    rate, and TF32 is half of it, as NVIDIA's Ampere and Ada whitepapers give for the RTX 3090 and 4090."""
    geforce_rate = ("nvidia-geforce-rtx-4070", "nvidia-geforce-rtx-4080", "nvidia-geforce-rtx-3080", "nvidia-rtx-4090")
    for geforce in (*geforce_rate, "nvidia-geforce-rtx-3060", "nvidia-a10g"):
        d = CAT[geforce]
        assert d.tflops("bf16") == d.tflops("fp16")
        assert d.tflops("tf32") == pytest.approx(d.tflops("bf16") / 2, rel=0.01), geforce


ABSENT = {
    "bf16_tflops": (
        "nvidia-v100-sxm2-16gb",
        "nvidia-v100-pcie-32gb",
        "nvidia-tesla-v100s-pcie-32-gb",
        "nvidia-titan-v",
        "nvidia-tesla-t4",
        "nvidia-quadro-rtx-8000",
        "nvidia-geforce-rtx-2080-ti-11gb",
        "nvidia-titan-rtx",
    ),
    "tf32_tflops": (
        "nvidia-v100-sxm2-32gb",
        "nvidia-tesla-t4",
        "nvidia-titan-rtx",
        "google-tpu-v3",
        "google-tpu-v5p",
        "google-tpu-v6e",
        "amd-mi250x",
        "amd-mi355x",
    ),
}


@pytest.mark.parametrize("field, device_id", [(f, d) for f, ids in ABSENT.items() for d in ids])
def test_a_capability_the_part_lacks_is_absent_with_its_reason_never_another_precision(field, device_id):
    d = CAT[device_id]
    assert math.isnan(d.get(field)), device_id
    p = d.value_source(field)
    assert p.how.startswith("absent: ") and p.source.startswith("https://") and p.confidence in CONFIDENCES


def test_an_fp32_matrix_rate_listed_as_tf32_stays_visible_as_a_conflict():
    """Epoch lists the MI250X's FP32 matrix rate (95.7) as TF32; CDNA 2 has no TF32, so the catalog shows none and
    keeps Epoch's figure beside it as a conflict, never silently dropped."""
    d = CAT["amd-mi250x"]
    assert math.isnan(d.tflops("tf32"))
    assert d.conflicts_of("tf32_tflops")[0].other == pytest.approx(95.7)


def test_every_empty_per_value_row_says_whether_it_is_withheld_or_absent():
    """An empty value in data/device_values.csv is either a figure withheld on purpose (a published one is doubted)
    or a capability the part lacks; the reason says which, so neither reads as a gap nobody looked at."""
    ids = {d.id for d in CAT.devices}
    for r in read_table("device_values"):
        assert r["device_id"] in ids, r["device_id"]
        assert r["source"].startswith(("https://", "http://")) and r["confidence"] in CONFIDENCES, r
        if not (r["value"] or "").strip():
            assert r["how"].startswith(("withheld: ", "absent: ")), r
        else:
            assert float(r["value"]) > 0, r


SMALL = custom_workload(1.0e8, 1.0e9)


@pytest.mark.parametrize(
    "device_id, precision, field, cited",
    [
        ("nvidia-geforce-rtx-4070", "bf16", "bf16_tflops", "rtx-4070-family"),
        ("nvidia-geforce-rtx-4070", "fp16", "fp16_tflops", "rtx-4070-family"),
        ("nvidia-geforce-rtx-4080", "bf16", "bf16_tflops", "nvidia-ada-gpu-architecture.pdf"),
        ("nvidia-geforce-rtx-3080", "fp16", "fp16_tflops", "ga-102-gpu-architecture"),
        ("nvidia-a10-pcie", "bf16", "bf16_tflops", "a10-datasheet.pdf"),
        ("nvidia-tesla-t4", "fp16", "fp16_tflops", "t4-tensor-core-datasheet"),
        ("nvidia-a10g", "bf16", "bf16_tflops", "baseten.co"),
        ("nvidia-geforce-rtx-3060", "bf16", "bf16_tflops", "rtx-3060-12-gb"),
        ("nvidia-titan-rtx", "fp16", "fp16_tflops", "titan-rtx"),
        ("amd-mi355x", "fp32", "fp32_tflops", "mi355x.html"),
    ],
)
def test_the_estimator_now_accepts_runs_on_the_filled_devices(device_id, precision, field, cited):
    """Runs a user could not enter before (the catalog lacked the figure): a time, at the filled figure, with no
    substitution, and the figure's source is the document the catalog cites for it."""
    d = CAT[device_id]
    r = estimate(d, SMALL, 8 if device_id.startswith("google") else 1, Settings(precision=precision))
    assert r.status == "ok" and math.isfinite(r.wall_days) and r.wall_days > 0
    assert PEAK_FIELD.get(precision, f"{precision}_tflops") == field
    assert r.peak_tflops == pytest.approx(d.get(field))
    assert "precision_substituted" not in r.flags
    assert cited in d.value_source(field).source


def test_tpu_v3_keeps_its_fp32_vector_figure_while_fp32_runs_go_at_the_matrix_units_rate():
    """TPU v3's filled FP32 figure (the vector units' 4 TFLOPS) stays its catalog figure, with its source; an FP32
    run is timed on the matrix units as BF16 passes (data/fp32_matrix.csv), said first."""
    d = CAT["google-tpu-v3"]
    assert d.get("fp32_tflops") == 4.0 and "10.1145/3360307" in d.value_source("fp32_tflops").source
    r = estimate(d, SMALL, 8, Settings(precision="fp32"))
    assert r.status == "ok" and r.peak_tflops == d.tflops("bf16") and "precision_substituted" in r.flags
    assert "not its FP32 figure of 4 TFLOPS" in str(r.assumptions[0])


def test_a_training_rate_beats_the_fp32_rate_it_used_to_be_refused_at():
    """The RTX 4070's 16-bit run is now timed at its tensor rate, several times faster than the same run in FP32 (the
    only precision it could be entered at before)."""
    d = CAT["nvidia-geforce-rtx-4070"]
    bf16 = estimate(d, SMALL, 1, Settings(precision="bf16"))
    fp32 = estimate(d, SMALL, 1, Settings(precision="fp32"))
    assert 1.5 < fp32.steady_days / bf16.steady_days < 3.0  # 58.3 vs 29.15 TFLOPS, elementwise work unchanged


def test_p100_sxm2_cnn_roofline_moves_its_activations_at_the_datasheet_bandwidth():
    """Hand calculation: the P100 SXM2 had no memory bandwidth, so a ResNet-50 on it was timed on its convolutions
    alone, twice as fast as the PCIe card with a lower FP32 peak. With NVIDIA's 732 GB/s, FP32 seconds per image =
    24.6e9 FLOPs / (10.61e12 x cnn_utilization) + 90e6 activation bytes x traffic per byte x 2 (32-bit) / 732e9."""
    from gpucompare.core.estimate import params as fitted
    from gpucompare.core.estimate.vision import cnn_sample_time_s
    from gpucompare.core.workloads import find_preset

    p = fitted.load()
    rn50 = find_preset("ResNet-50")
    sxm2, pcie = CAT["nvidia-tesla-p100-sxm2"], CAT["nvidia-tesla-p100-pcie-16gb"]
    t, bench = cnn_sample_time_s(sxm2, rn50, "fp32", sxm2.tflops("fp32"), 4.0, p)
    assert bench is None
    hand = 24.6e9 / (10.61e12 * p.cnn_utilization) + 90e6 * p.cnn_traffic_per_activation_byte * 2.0 / 732e9
    assert t == pytest.approx(hand, rel=1e-9)
    t_pcie, _ = cnn_sample_time_s(pcie, rn50, "fp32", pcie.tflops("fp32"), 4.0, p)
    assert t_pcie > t > 0.8 * t_pcie  # the same GP100 and HBM2: the SXM2's higher clock gains a little, not 2x


def test_tpu_v5e_multislice_data_parallelism_crosses_the_data_center_network():
    """Between v5e slices the gradients cross the data-center network (25 Gb/s per chip), not ICI: the same run on
    32 slices of 256 chips is said to use that scale-out figure and costs more communication per step than on one
    slice's ICI would."""
    d = CAT["google-tpu-v5e"]
    assert d.get("scaleout_gbps") == 25 and d.get("scaleup_domain") == 256
    w = custom_workload(params=3.2e10, tokens=1e10)
    r = estimate(d, w, 8192, Settings(precision="bf16"))
    assert r.status == "ok" and "scaleout_assumed" not in r.flags
    assert any("scale-out 25 Gb/s" in str(a) for a in r.assumptions)


def test_ascend_910_and_910a_are_one_chip_with_one_set_of_figures():
    """The first Ascend 910 is listed twice (Epoch's 'Ascend 910' and 'Ascend 910A'): the same peak, memory and HCCS
    link and domain on both rows."""
    a, b = CAT["huawei-ascend-910"], CAT["huawei-ascend-910a"]
    for field in ("fp16_tflops", "memory_gb", "memory_bw_gbs", "scaleup_gbs", "scaleup_domain"):
        assert a.get(field) == pytest.approx(b.get(field)), field


def test_an_eight_npu_ascend_910_server_is_two_hccs_meshes_of_four():
    """Three HCCS ports per chip reach the three other NPUs of a mesh of four: inside it the 180 GB/s HCCS link,
    beyond it the network (said first, as for any part without a scale-out figure)."""
    from gpucompare.core.estimate.configuration import scaleup

    lacks, flags = [], []
    assert scaleup(CAT["huawei-ascend-910"], 8, lacks, flags) == (180, 4)
    assert "scaleup_assumed" not in flags


def test_devices_blind_runs_named_resolve_with_their_published_figures():
    """Blind sets 14 and 15 named three cards the catalog lacked or held without a 16-bit figure: TITAN RTX (NVIDIA's
    130 tensor TFLOPS, FP16 with FP32 accumulate; 672 GB/s), RTX 3060 12 GB (360 GB/s) and the A10G. A run without a
    precision now takes the card's 16-bit tensor figure (FP16 on Turing, which has no BF16), not its FP32 peak."""
    titan = CAT.resolve("TITAN RTX 24GB")
    assert titan.id == "nvidia-titan-rtx" and titan.tflops("fp16") == 130 and titan.get("memory_bw_gbs") == 672
    assert math.isnan(titan.tflops("bf16")) and titan.tflops("fp32") == pytest.approx(16.3)
    assert "titan-rtx" in titan.value_source("fp16_tflops").source
    rtx3060 = CAT.resolve("GeForce RTX 3060 12GB")
    assert rtx3060.id == "nvidia-geforce-rtx-3060" and rtx3060.get("memory_gb") == 12
    assert rtx3060.get("memory_bw_gbs") == 360
    # 28 SMs x 4 tensor cores x 1.777 GHz x 128 FLOP/clock (FP32 accumulate, the GeForce rate) = 25.5 TFLOPS
    assert rtx3060.tflops("bf16") == pytest.approx(28 * 4 * 1.777e9 * 128 / 1e12, rel=0.01)
    # A10G: 80 SMs x 4 x 1.71 GHz x 128 = 70.0 TFLOPS, below the A10's datasheet 125 (Baseten: lower tensor compute)
    a10g = CAT.resolve("A10G")
    assert a10g.tflops("bf16") == pytest.approx(80 * 4 * 1.71e9 * 128 / 1e12, rel=0.01)
    assert a10g.tflops("bf16") < CAT["nvidia-a10-pcie"].tflops("bf16")
    for device, precision in ((titan, "fp16"), (rtx3060, "bf16"), (a10g, "bf16")):
        r = estimate(device, SMALL, 1, Settings())
        assert r.status == "ok" and r.peak_tflops == device.tflops(precision), device.id
