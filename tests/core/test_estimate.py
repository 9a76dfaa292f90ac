"""The estimator end to end: what the source documents claim, the mechanisms a user notices (steady state and
wall-clock, small models, precision, missing device figures, runs that do not fit, CNNs and ViTs, fine-tuning), the
one results table and the band."""

import math

import numpy as np
import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate import (
    Settings,
    estimate,
    load_params,
    sweep,
)
from gpucompare.core.estimate.band import widen
from gpucompare.core.estimate.claims import check_claims
from gpucompare.core.estimate.precision import eight_bit_gain
from gpucompare.core.estimate.results import ROWS
from gpucompare.core.estimate.scale import law_batch_tokens
from gpucompare.core.pricing import find_cloud_rate
from gpucompare.core.tables import read_table
from gpucompare.core.workloads import custom_workload, find_preset
from gpucompare.errors import BadArgument

CAT = bundled_catalog()
PRM = load_params()


def est(device, workload, n, **kw):
    w = find_preset(workload) if isinstance(workload, str) else workload
    d = device if not isinstance(device, str) else CAT.resolve(device)
    return estimate(d, w, n, Settings(**kw))


def lacking(name: str, *fields: str, **set_):
    """A catalog device with some figures removed (as a custom device or an older catalog row would be): the tests
    do not depend on which bundled rows happen to miss a figure today."""
    from dataclasses import replace

    d = CAT.resolve(name)
    values = {k: v for k, v in d.values.items() if k not in fields}
    values.update(set_)
    return replace(d, values=values, id=d.id + "-test")


@pytest.mark.parametrize(
    "fast, slow",
    [("nvidia-a100-sxm4-80gb", "nvidia-a800-sxm4-80gb"), ("nvidia-h100-sxm5-80gb", "nvidia-h800-sxm5-80gb")],
)
def test_export_variant_is_slower_only_where_nvlink_matters(fast, slow):
    big_fast, big_slow = est(fast, "llama2-70b", 64, tp=8), est(slow, "llama2-70b", 64, tp=8)
    assert big_slow.wall_days > big_fast.wall_days * 1.02
    assert big_slow.comm_fraction > big_fast.comm_fraction
    small = custom_workload(1.3e9, 1e10)  # fits on one device: no link at all
    one_fast, one_slow = est(fast, small, 1, zero=0), est(slow, small, 1, zero=0)
    assert one_fast.status == "ok" and one_fast.wall_days == pytest.approx(one_slow.wall_days, rel=1e-12)
    assert one_fast.comm_fraction == one_slow.comm_fraction == 0


def test_rtx_4090_cluster_loses_far_more_to_communication_on_a_70b_model():
    rtx = est("RTX 4090", "llama2-70b", 256)
    a100 = est("A100 SXM4 80GB", "llama2-70b", 256)
    assert rtx.status == a100.status == "ok"
    # 0.148 against 0.037 after est164's refit: the search takes ZeRO-3 over the 256 cards (TP8 PP8 before, 0.315)
    assert rtx.comm_fraction > 2.5 * a100.comm_fraction and rtx.comm_fraction > 0.14
    # the time also depends on each family's fitted utilization (RTX 4090's from its published runs): far longer
    assert rtx.wall_days > 1.4 * a100.wall_days  # x1.50 after the blind-set-12 refit (x1.5-1.8 before)


def test_claims_come_out_of_the_model_beside_the_article():
    by_key = {}
    for c in check_claims(CAT):
        by_key.setdefault(c.claim, []).append(c)
    assert all(c.holds for c in by_key["a800_slower_only_with_nvlink"])
    # the communication half of the claim comes out of the model (15% of the step against A100's 4% since est164's
    # refit, with ZeRO-3 over the 256 cards; 16% before); its "far
    # longer" half sits at the rule's edge since the blind-set-12 refit (511 against 342 days, x1.496 of the x1.5
    # the rule asks), so the verdict is the rule's, not asserted here
    rtx_claim = by_key["rtx4090_communication_too_slow"][0]
    assert rtx_claim.value > 0.14 and "against" in str(rtx_claim.model)
    p4d, trn1 = (by_key[k][0] for k in ("gpt3_days_128_p4d", "gpt3_days_96_trn1"))
    assert p4d.value > 14 and trn1.value > 14 and "need" in p4d.model
    gaudi = by_key["gaudi_cost_per_image_vs_a100"][0]
    assert gaudi.holds and -0.6 < gaudi.value < -0.15  # cheaper per image; the article says 46%
    assert all(c.source and "shared/" not in c.source for cs in by_key.values() for c in cs)


def test_steady_state_and_wall_clock_overheads_grow_with_devices_and_duration():
    """The expected wall-clock is the steady state plus what failures, restarts, checkpoints and a campaign's other
    overheads cost; those grow continuously with devices and with the run's length (no threshold)."""
    big = est("H100 SXM5 80GB", "llama3-405b", 16384)
    small = est("H100 SXM5 80GB", "llama2-7b", 64)
    assert big.wall_days > big.steady_days and small.wall_days > small.steady_days
    assert big.wall_days / big.steady_days > small.wall_days / small.steady_days
    # the campaign share builds up with the run's length: at a visible time constant (5 h; the refit on 1,725 rows put
    # it at its floor, 0.05 h, so at the shipped fit a whole job of more than minutes meets all of it) an hour meets
    # little of it, a long run all of it
    slow = PRM.with_values(campaign_hours=5.0)
    h100, tiny = CAT.resolve("H100 SXM5 80GB"), custom_workload(7e9, 2e9)  # 2B tokens: a run of about an hour
    quick = estimate(h100, tiny, 64, params=slow)
    long_ = estimate(h100, find_preset("llama2-7b"), 64, params=slow)
    assert quick.wall_days / quick.steady_days < long_.wall_days / long_.steady_days
    assert quick.wall_days / quick.steady_days < 1 + max(slow.wall_other_share / 2, 0.01)
    # the goodput a user sets replaces the overhead model
    set_ = est("H100 SXM5 80GB", "llama2-7b", 64, goodput=0.8)
    assert set_.wall_days == pytest.approx(set_.steady_days / 0.8)
    assert any("Wall-clock" in a for a in big.assumptions)


def test_small_models_get_their_own_sequence_and_their_gemm_shapes():
    """A 125M model's attention is counted at a sequence that suits it (2,048 tokens when none is given, said in the
    assumptions), not at 4,096 where attention would nearly double its FLOPs; its matmul shapes are priced by their
    intensity (a small micro-batch on a fast device is memory-bound: test_estimate_terms.py)."""
    small = estimate(CAT.resolve("H100 SXM5 80GB"), custom_workload(125e6, 300e9), 8)
    large = estimate(CAT.resolve("H100 SXM5 80GB"), custom_workload(70e9, 300e9), 512)
    assert small.seq_len == 2048 and large.seq_len == 4096
    assert small.inputs["sequence_default"] and "Sequence 2,048 tokens" in small.assumptions[0]
    at_4k = estimate(CAT.resolve("H100 SXM5 80GB"), custom_workload(125e6, 300e9, seq_len=4096), 8)
    share_2k = small.inputs["attention_share"]
    assert at_4k.total_flops / small.total_flops == pytest.approx((1 + 2 * share_2k) / (1 + share_2k))
    # at least half of the FLOPs' growth shows in the time (the memory-bound traffic beside the matmuls does not grow
    # with the sequence)
    grown = at_4k.total_flops / small.total_flops
    # at least a third of the extra FLOPs shows as time: the elementwise traffic beside the matmuls does not grow
    # with the sequence, and its fitted share (809-820 bytes per hidden unit since the blind-set-12 refit) dilutes it
    assert at_4k.steady_days > (1 + 0.33 * (grown - 1)) * small.steady_days
    assert small.inputs["gemm_factor"] >= 1.0


def test_a_figure_the_device_lacks_is_said_first_and_widens_the_band():
    # V100 has no BF16: asked for BF16, its FP16 tensor rate is used, said in the first line, flagged, the band
    # widened (asked for nothing, FP16 is its own best precision: test_estimate_device_precision.py)
    v100 = est("V100 SXM2 32GB", "llama2-7b", 8, precision="bf16")
    assert "precision_substituted" in v100.flags and "no BF16" in v100.assumptions[0]
    assert v100.band["support"] == "unseen" and v100.peak_tflops == CAT.resolve("V100 SXM2 32GB").tflops("fp16")
    # A100 has no FP8: the BF16 path, said first
    a100 = est("A100 SXM4 80GB", "llama2-7b", 8, precision="fp8")
    assert "no FP8" in a100.assumptions[0] and a100.effective_peak_tflops == a100.peak_tflops
    # a tensor-core card whose catalog row has only FP32: refused for BF16 in one sentence (never +1,300% at its FP32
    # peak), fine in FP32, and FP32 said first when no precision is named
    card = lacking("RTX 4090", "bf16_tflops", "fp16_tflops", "fp8_tflops")
    with pytest.raises(BadArgument, match="only FP32") as err:
        est(card, "llama2-7b", 8, precision="bf16")
    assert str(err.value).count(". ") <= 1
    fp32 = est(card, "llama2-7b", 8, precision="fp32")
    assert fp32.peak_tflops == card.tflops("fp32")
    unnamed = est(card, "llama2-7b", 8)
    assert unnamed.precision == "fp32" and str(unnamed.assumptions[0]).startswith("No precision given")
    # INT8 only where the family trains in it
    with pytest.raises(BadArgument, match="INT8"):
        est("H100 SXM5 80GB", "llama2-7b", 8, precision="int8")


def test_no_memory_size_means_memory_cannot_be_checked_not_nan():
    e = est(lacking("H100 SXM5 80GB", "memory_gb"), "llama2-7b", 8)
    assert "memory_unknown" in e.flags and e.status == "ok"
    text = " ".join(str(a) for a in e.assumptions)
    assert "nan" not in text.lower() and "cannot be checked" in text
    memory = next(r for r in e.results if r["key"] == "memory")
    assert memory["text"] == "cannot be checked" and memory["basis"] == "generic"
    assert e.assumptions[0] in e.missing


def test_no_scale_up_figure_is_never_assumed_silently():
    bare = lacking("L40S", "scaleup_gbs", "scaleup_domain", "pcie_gen")
    e = est(bare, "llama2-7b", 16)
    assert "scaleup_assumed" in e.flags and "no scale-up figure" in e.assumptions[0]
    assert "32 GB/s" not in " ".join(str(a) for a in e.assumptions)  # not a silent PCIe 3.0
    assert e.inputs["scaleup_domain"] == 1  # no fast link assumed: no tensor parallelism over it
    one = est(bare, "llama2-7b", 1)  # one device: no link, nothing to say
    assert "scaleup_assumed" not in one.flags
    # a PCIe card whose generation is known talks over PCIe of that generation in 8-device servers, said first
    gen4 = est(lacking("L40S", "scaleup_gbs", "scaleup_domain", pcie_gen=4.0), "llama2-7b", 16)
    assert "PCIe 4.0 x16 (64 GB/s" in gen4.assumptions[0] and gen4.inputs["scaleup_domain"] == 8


def test_a_run_that_does_not_fit_has_no_time_and_no_cost():
    e = est("RTX 4090", "llama2-70b", 8)
    assert e.status == "does_not_fit" and not e.has_time
    assert math.isnan(e.wall_days) and math.isnan(e.device_hours) and math.isnan(e.steady_days)
    assert "would fit on" in e.fit_advice and "devices" in e.fit_advice
    assert e.assumptions[0].startswith("Does not fit in memory")
    doc = e.to_json()
    assert doc["status"] == "does_not_fit"
    assert doc["wall_days"] is None and doc["device_hours"] is None and doc["band"]["wall_days_low"] is None
    rows = {r["key"]: r for r in doc["results"]}
    assert rows["status"]["note"] == e.fit_advice and rows["wall_days"]["value"] is None
    small = est("A100 SXM4 80GB", "llama2-7b", 8, tp=1, pp=1, zero=3)
    assert small.status == "ok" and small.memory_per_device_gb < 80
    assert sum(small.memory_breakdown_gb[k] for k in ("weights", "grads", "optimizer")) == pytest.approx(
        16 * 6.74e9 / 8 / 1e9
    )


def test_lora_counts_4nd_and_full_fine_tunes_run_sharded_and_communication_bound():
    w = find_preset("llama2-70b")
    lora = estimate(CAT.resolve("H100 SXM5 80GB"), w, 8, Settings(finetune="lora"))
    attention = 0.5 * 12 * 80 * 8192 * 4096 * w.tokens  # causal: half the score matrix
    assert lora.total_flops == pytest.approx(4 * 70e9 * w.tokens + attention)
    assert lora.status == "ok"
    assert lora.utilization == pytest.approx(PRM.utilization(lora.inputs["utilization_key"]) * PRM.lora_efficiency)
    # a full fine-tune of 70B on 32 devices (4 nodes) runs ZeRO-3 / FSDP, as fine-tuning recipes do: its weights are
    # gathered every micro-batch, inside each node over NVLink and a 1/8 share across the network (hierarchical), and
    # what prefetch cannot hide shows in the step
    ft = custom_workload(70e9, 1e9, seq_len=4096)
    full = estimate(CAT.resolve("H100 SXM5 80GB"), ft, 32, Settings(finetune="full"))
    assert full.zero == 3 and full.tp == 1 and full.pp == 1
    assert full.global_batch_tokens == 128 * 4096  # a fine-tune's batch, not pre-training's batch law
    assert full.comm_breakdown_s_per_step["data_parallel_exposed"] > 0.01 * full.comm_breakdown_s_per_step["compute"]
    assert any("sharded data parallel" in a for a in full.assumptions)
    # the same tokens as pre-training (searched layout, law batch) go faster: the fine-tune pays for its sharding
    pre = estimate(CAT.resolve("H100 SXM5 80GB"), ft, 32, Settings())
    assert full.steady_days > pre.steady_days


def test_low_precision_runs_at_the_fitted_gain_capped_by_the_datasheet():
    kw = dict(tp=4, pp=8, zero=1)
    bf16 = est("H100 SXM5 80GB", "gpt3-175b", 1024, **kw)
    fp8 = est("H100 SXM5 80GB", "gpt3-175b", 1024, precision="fp8", **kw)
    h100 = CAT.resolve("H100 SXM5 80GB")
    gain = eight_bit_gain(PRM.low_precision_share, h100.tflops("fp8") / h100.tflops("bf16"))
    assert 1.0 <= gain <= h100.tflops("fp8") / h100.tflops("bf16")  # never above the datasheet ratio
    assert fp8.effective_peak_tflops == pytest.approx(h100.tflops("bf16") * gain)
    assert fp8.wall_days < bf16.wall_days
    # an MoE's fine-grained FP8 gains at most the DeepSeek-V3 figure
    moe = est("H800", "deepseek-v3", 2048, precision="fp8", tp=2, pp=16, expert_parallel=8, zero=1)
    assert moe.effective_peak_tflops == pytest.approx(CAT.resolve("H800").tflops("bf16") * min(gain, 1.3))


def test_fp4_is_the_fp8_path_times_the_published_fp4_gain():
    """Effective peak = BF16 peak x the FP8 gain x 1 / (1 - s + s / r), s the family's published share (data/
    utilization.csv) and r the datasheet FP4/FP8 ratio (GB300: 15,000 / 5,000 = 3; s = 0.57 -> 1.613)."""
    gb300 = CAT.resolve("GB300")
    g8 = eight_bit_gain(PRM.low_precision_share, gb300.tflops("fp8") / gb300.tflops("bf16"))
    fp4 = est("GB300", "llama3-405b", 512, precision="fp4", tp=4, pp=8, zero=1)
    assert fp4.effective_peak_tflops == pytest.approx(2500 * g8 / (0.43 + 0.57 / 3))
    assert any("FP4 (NVFP4/MXFP4)" in a for a in fp4.assumptions)
    h100 = est("H100 SXM5 80GB", "llama2-7b", 8, precision="fp4")  # FP8 but no FP4: the FP8 path, said first
    assert "no FP4" in h100.assumptions[0]


def test_cnn_honours_precision_from_the_vendors_own_table():
    """NVIDIA's ResNet-50 table puts TF32 2.29x below mixed precision on an A100 80GB; the estimate uses each row at
    its precision, never one for the other."""
    bench = {
        (r["device_id"], r["precision"]): float(r["value"])
        for r in read_table("benchmarks")
        if r["workload_id"] == "resnet-50"
    }
    w = find_preset("resnet-50")
    amp = estimate(CAT["nvidia-a100-sxm4-80gb"], w, 1, Settings(precision="bf16"))
    tf32 = estimate(CAT["nvidia-a100-sxm4-80gb"], w, 1, Settings(precision="tf32"))
    ratio = tf32.steady_days / amp.steady_days
    assert ratio == pytest.approx(
        bench[("nvidia-a100-sxm4-80gb", "amp")] / bench[("nvidia-a100-sxm4-80gb", "tf32")], rel=0.01
    )
    images_per_s = w.tokens / (amp.steady_days * 86400)
    assert images_per_s == pytest.approx(bench[("nvidia-a100-sxm4-80gb", "amp")], rel=0.01)
    assert amp.inputs["measured_throughput"]["source"].startswith("NVIDIA Deep Learning Examples")
    # a device without a measured row: the roofline fitted on the vendor tables, by hand, scaled by the family's
    # factor (a generation's software maturity; the vendor's measured rates above are the device's own)
    h100 = estimate(CAT["nvidia-h100-sxm5-80gb"], w, 1, Settings())
    d = CAT["nvidia-h100-sxm5-80gb"]
    per_image = 24.6e9 / (
        d.tflops("bf16") * 1e12 * PRM.cnn_utilization
    ) + 90e6 * PRM.cnn_traffic_per_activation_byte / (d.get("memory_bw_gbs") * 1e9)
    per_image /= PRM.factor(h100.inputs["utilization_key"])
    assert h100.steady_days * 86400 == pytest.approx(w.tokens * per_image, rel=0.01)
    # another CNN from its FLOPs per image; ResNet-152 costs more than ResNet-50
    r152 = estimate(CAT["nvidia-h100-sxm5-80gb"], find_preset("resnet-152"), 1, Settings())
    assert r152.steady_days > 2 * h100.steady_days


def test_basic_block_resnets_are_their_own_presets_not_a_scaled_efficientnet():
    """ResNet-18 (11.7M parameters) used to be taken as the CNN preset nearest in parameters, EfficientNet-B0 scaled
    up, whose depthwise design stores ten times the activation bytes per FLOP: 3-4x too slow against FFCV's published
    ResNet-18 runs on one A100 (10,030 images/s at 160-192 px). Its own shape, by hand: He et al. Table 1's 1.8e9
    multiply-adds (x 3 x 2 for training), 21.4 MB of activations per 224 px image; both scale with the pixels."""
    w = custom_workload(11.7e6, None, model_kind="cnn", samples=20_498_672, image_size=168, name="ResNet-18 on FFCV")
    assert w.id == "resnet-18"
    k = (168 / 224) ** 2
    assert w.flops_per_token == pytest.approx(10.8e9 * k)
    assert w.activation_bytes_per_token == pytest.approx(21.4e6 * k)
    d = CAT["nvidia-a100-sxm4-40gb"]
    e = estimate(d, w, 1, Settings(precision="fp16"))
    per_image = 10.8e9 * k / (d.tflops("fp16") * 1e12 * PRM.cnn_utilization)
    per_image += 21.4e6 * k * PRM.cnn_traffic_per_activation_byte / (d.get("memory_bw_gbs") * 1e9)
    per_image /= PRM.factor(e.inputs["utilization_key"])
    assert e.steady_days * 86400 == pytest.approx(w.tokens * per_image, rel=0.01)
    images_per_s = w.tokens / (e.steady_days * 86400)
    assert 0.7 * 10_030 <= images_per_s <= 1.4 * 10_030
    # a CNN of that size entered without a name takes its parameters at its pixels (core.cnn_flops, est161): within
    # a few percent of ResNet-18's own figure; and ResNet-18 is faster than ResNet-50 at the same size, as FFCV's
    # table has it (ResNet-50: 3,042 images/s per A100)
    from gpucompare.core.cnn_flops import derived_flops_per_image

    unnamed = custom_workload(11e6, None, model_kind="cnn", samples=1e6).flops_per_token
    assert unnamed == pytest.approx(derived_flops_per_image(11e6, 224))
    assert unnamed == pytest.approx(10.8e9 * 11 / 11.7, rel=0.1)
    r50 = estimate(d, custom_workload(25.6e6, None, model_kind="cnn", samples=20_498_672, image_size=168,
                                      name="ResNet-50"), 1, Settings(precision="fp16"))  # fmt: skip
    assert 2.5 <= r50.steady_days / e.steady_days <= 4.5


def test_alexnet_and_vgg16_are_presets_by_their_own_flops():
    """AlexNet (61M parameters, most in three fully connected layers) used to be taken as the CNN nearest in
    parameters, ResNet-152, 16x its FLOPs per image: the blind set's AlexNet on two GTX 580 came out +637% once its
    90 epochs were counted. By hand from torchvision's multiply-adds (0.714e9 and 15.47e9, x 3 x 2 for training) and
    the activations their layer shapes output (10.1 MB and 120 MB per 224 px image), on one V100 in FP32 (no vendor
    table for either model, so the roofline): Krizhevsky et al. took 264 GPU-hours for 90 epochs on the GTX 580,
    Simonyan and Zisserman 2-3 weeks on four Titan Black for 74."""
    d = CAT["nvidia-v100-sxm2-32gb"]
    for name, params, flops, act in (("AlexNet", 60e6, 4.28e9, 10.1e6), ("VGG-16", 138e6, 92.8e9, 120e6)):
        w = custom_workload(params, None, model_kind="cnn", samples=1.2e6, name=f"{name} on ImageNet")
        assert w.id == name.lower() and w.flops_per_token == pytest.approx(flops)
        assert w.activation_bytes_per_token == pytest.approx(act)
        e = estimate(d, w, 1, Settings(precision="fp32"))
        per_image = flops / (d.tflops("fp32") * 1e12 * PRM.cnn_utilization)
        per_image += act * PRM.cnn_traffic_per_activation_byte * 2.0 / (d.get("memory_bw_gbs") * 1e9)
        per_image /= PRM.factor(e.inputs["utilization_key"])
        assert e.steady_days * 86400 == pytest.approx(1.2e6 * per_image, rel=0.01)
    # an unnamed CNN of AlexNet's size still takes the preset nearest in parameters (ResNet-152's shape)
    assert custom_workload(60e6, None, model_kind="cnn", samples=1e6).flops_per_token > 10 * 4.28e9


def test_vit_is_a_transformer_over_its_patches():
    vit = find_preset("vit-l-16")
    e = estimate(CAT.resolve("H100 SXM5 80GB"), vit, 8, Settings())
    assert e.seq_len == 197 and e.model_kind == "vit"
    assert e.tokens == pytest.approx(vit.tokens * 197)
    per_image = 6 * 307e6 * 197 + 12 * 24 * 1024 * 197 * 197
    assert e.total_flops == pytest.approx(per_image * vit.tokens)
    # a user's ViT by its size: the preset nearest in parameters; a larger image means more patches
    mine = custom_workload(300e6, None, model_kind="vit", samples=1e8, image_size=384)
    assert mine.seq_len == pytest.approx((384 / 16) ** 2 + 1)


def test_a_vit_named_by_its_patch_size_runs_that_many_patches():
    """ViT-B/32 at 384 px (Dosovitskiy et al. 2020): (384 / 32)^2 + 1 = 145 tokens per image, not ViT-B/16's 577; its
    training FLOPs per image are 6 x 88.22M x 145 + 12 x 12 x 768 x 145 x 145 by hand."""
    b32 = custom_workload(88.22e6, None, model_kind="vit", samples=1e6, image_size=384, name="ViT-B/32 fine-tune")
    assert b32.id == "vit-b-32" and b32.seq_len == pytest.approx(145)
    e = estimate(CAT.resolve("V100 SXM2 16GB"), b32, 8, Settings(precision="fp32"))
    per_image = 6 * 88.22e6 * 145 + 12 * 12 * 768 * 145 * 145
    assert e.total_flops == pytest.approx(per_image * 1e6)
    # DeiT-B is ViT-B/16 (Touvron et al. 2020, Table 1): named, it keeps its 16 px patches, not B/32's
    assert custom_workload(87e6, None, model_kind="vit", samples=1e6, name="DeiT-B 300 epochs").id == "vit-b-16"


def test_a_swin_named_takes_its_published_flops_and_scales_them_with_the_pixels():
    """Swin-T: 4.5G multiply-adds per 224 px image (Liu et al. 2021, Table 1), so 3 x 2 x 4.5e9 = 27e9 training FLOPs
    per image, well under 6 x 28.29M x 197 = 33.4e9 that a plain ViT of its size would have; Swin-B at 384 px:
    15.4G x (577 / 197) = 45.1G multiply-adds, against the 47.0G Table 1 publishes (4% apart)."""
    swin = custom_workload(28.29e6, None, model_kind="vit", samples=1e6, name="Swin-T (swin_tiny_patch4_window7_224)")
    assert swin.id == "swin-t"
    e = estimate(CAT.resolve("A100 SXM4 40GB"), swin, 8, Settings())
    assert e.total_flops == pytest.approx(27e9 * 1e6, rel=1e-4)
    b384 = custom_workload(87.77e6, None, model_kind="vit", samples=1, image_size=384, name="Swin-B")
    assert b384.flops_per_token * b384.seq_len / 6 == pytest.approx(47.0e9, rel=0.05)
    # an unnamed ViT of Swin-B's (or ViT-B/32's) size takes ViT-B/16's shape, never a named-only preset's
    assert custom_workload(87.77e6, None, model_kind="vit", samples=1e6).id == "custom"
    assert custom_workload(88.22e6, None, model_kind="vit", samples=1e6).seq_len == 197


def test_encoder_decoder_counts_the_decoders_share():
    enc_dec = estimate(CAT.resolve("A100 SXM4 80GB"), custom_workload(11e9, 34e9, model_kind="encoder_decoder"), 64)
    enc = estimate(CAT.resolve("A100 SXM4 80GB"), custom_workload(11e9, 34e9, seq_len=512, model_kind="encoder"), 64)
    assert enc_dec.seq_len == 512
    assert enc_dec.total_flops == pytest.approx(enc.total_flops * (0.5 + 0.5 * 0.22))
    assert any("Encoder-decoder" in a for a in enc_dec.assumptions)


def test_published_gpu_hours_of_three_famous_runs_within_a_factor_of_two():
    """A sanity check on runs everyone knows (their rows are in the validation table, which holds the real figures
    out of fold). Llama 2 70B comes out about 1.5x its published hours: Meta's GPU-hours run at the steady rate, and
    the expected wall-clock adds the campaign overhead published production runs show (README, Validation)."""
    for device, workload, count, precision, hours in (
        ("A100 SXM4 80GB", "llama2-70b", 2048, "bf16", 1_720_320),
        ("H800", "deepseek-v3", 2048, "fp8", 2_788_000),
        ("H100 SXM5 80GB", "llama3-405b", 16384, "bf16", 30_840_000),
    ):
        e = est(device, workload, count, precision=precision)
        assert hours / 2 <= e.device_hours <= hours * 2, (device, workload, e.device_hours, hours)
        assert hours / 1.5 <= e.steady_device_hours <= hours * 1.5, (device, workload, e.steady_device_hours, hours)


def test_custom_models_get_scaled_defaults():
    w = custom_workload(405e9, 15.6e12)
    e = estimate(CAT.resolve("H100 SXM5 80GB"), w, 16384)
    law = law_batch_tokens(6 * 405e9 * 15.6e12)
    assert e.global_batch_tokens >= law and e.global_batch_tokens % e.seq_len == 0
    assert 100 <= e.layers <= 140 and 14000 <= e.hidden <= 18000
    assert e.pp == 1 or e.micro_batches >= 4 * e.pp / e.vpp
    moe = custom_workload(671e9, 14.8e12, active_params=37e9)
    assert moe.layers <= 64 and moe.hidden <= 8192
    e = estimate(CAT.resolve("H800"), moe, 2048, Settings(precision="fp8"))
    assert e.status == "ok" and e.ep >= 1
    assert any("Global batch" in a and "DeepSeek LLM" in a for a in e.assumptions)


def test_expert_parallelism_shards_experts_and_adds_all_to_all():
    moe = custom_workload(671e9, 1e12, active_params=37e9)
    dev = CAT.resolve("H800")
    one = estimate(dev, moe, 2048, Settings(tp=2, pp=16, expert_parallel=1, zero=1))
    eight = estimate(dev, moe, 2048, Settings(tp=2, pp=16, expert_parallel=8, zero=1))
    assert eight.memory_per_device_gb < 0.6 * one.memory_per_device_gb
    assert eight.comm_breakdown_s_per_step["expert_parallel"] > 0 == one.comm_breakdown_s_per_step["expert_parallel"]
    assert eight.utilization == pytest.approx(PRM.utilization(eight.inputs["utilization_key"]) * PRM.moe_efficiency)
    with pytest.raises(BadArgument, match="mixture-of-experts"):
        est("H800", "llama2-70b", 64, expert_parallel=8)


def test_the_one_results_table_has_every_row_ep_included():
    e = est("H800", "deepseek-v3", 2048, precision="fp8")
    keys = [r["key"] for r in e.results]
    assert keys == [k for k, _label, _unit in ROWS]
    rows = {r["key"]: r for r in e.results}
    assert rows["ep"]["text"] == str(e.ep) and rows["layout"]["text"].startswith(f"{e.tp} × {e.pp}")
    assert rows["wall_days"]["value"] == pytest.approx(e.wall_days)
    assert {r["basis"] for r in e.results} <= {"measured", "generic", "user"}
    # a family no published run supports rests on a generic assumption, and says so (Biren: MetaX has had a FlagPerf
    # run in the table since blind set 14)
    biren = est("biren-br100", "llama2-7b", 16)
    assert "generic_family" in biren.flags
    assert {r["key"]: r for r in biren.results}["wall_days"]["basis"] == "generic"
    assert biren.band["support"] == "unseen"
    user = est("H100 SXM5 80GB", "llama2-7b", 8, utilization=0.4)
    assert {r["key"]: r for r in user.results}["wall_days"]["basis"] == "user"


def test_band_brackets_the_point_and_says_what_drives_it():
    # BF16 named: without it the low end also carries the FP8 path (test_band_unstated_precision.py)
    e = est("H100 SXM5 80GB", "llama2-70b", 1024, precision="bf16")
    assert e.band["wall_days_low"] < e.wall_days < e.band["wall_days_high"]
    assert e.band["steady_days_low"] < e.steady_days < e.band["steady_days_high"]
    lo, hi = PRM.band_for("wall")
    assert e.band["p10"] == pytest.approx(widen(lo, hi, PRM, "well", e.band["widened_for"], 1.0, e.band["graded"])[0])
    # a preset states its sequence: no driver; the novelty scale and the graded inputs' scales (a 70B model on 1,024
    # devices: above the middle of the fitted runs) widen (above 1) or narrow (below 1) about the centre
    scale = e.band["novelty"] * math.prod(e.band["scaled_for"].values())
    assert (e.band["p10"] <= lo) == (scale >= 1.0) and e.band["widened_for"] == []
    assert e.band["drivers"] and "out of fold" in e.band["drivers"][0]
    text = " ".join(str(a) for a in e.assumptions)
    for word in ("utilization", "Wall-clock", "FLOPs", "ZeRO", "Scale-up", "Memory", "batch", "Band"):
        assert word in text
    for bad in ("shared/", "estimators.md", "seed 0", "_per_kwh", "/work/"):
        assert bad not in text


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
        batch_tokens=4e6,
        scaleup_gbs=900,
        scaleup_domain=8,
        scaleout_gbps=400,
        memory_gb=80,
        memory_bw_gbs=3350,
        tp=8,
        zero=1,
        ep=rng.choice([1, 8], n),
        vpp=2,
        pp=2,
    )
    assert out["wall_days"].shape == (n,)
    assert np.all(np.isfinite(out["wall_days"])) and np.all(out["wall_days"] >= out["steady_days"])


def test_every_value_used_is_in_the_json():
    doc = est("H800", "deepseek-v3", 2048, precision="fp8").to_json()
    for key in (
        "status",
        "flags",
        "steady_days",
        "global_batch_tokens",
        "seq_len",
        "vpp",
        "ep",
        "cp",
        "micro_batch",
        "finetune",
        "model_kind",
        "layers",
        "hidden",
        "micro_batches",
        "effective_peak_tflops",
        "power_w_per_device",
        "results",
        "inputs",
    ):
        assert doc[key] is not None, key
    assert doc["inputs"]["experts_per_token"] == 8
    assert doc["band"]["drivers"]


def test_dl1_is_60_percent_cheaper_per_device_hour_than_p4d():
    dl1 = find_cloud_rate("dl1.24xlarge", as_of="2021-12").usd_per_device_hour
    p4d = find_cloud_rate("p4d.24xlarge", as_of="2021-12").usd_per_device_hour
    assert 1 - dl1 / p4d == pytest.approx(0.60, abs=0.01)


@pytest.mark.parametrize(
    "kw, message",
    [
        ({"tp": 3}, "multiple"),
        ({"utilization": 1.5}, "between 0 and 1"),
        ({"utilization": math.nan}, "between 0 and 1"),
        ({"precision": "int4"}, "precision"),
        ({"global_batch_tokens": math.inf}, "finite"),
        ({"seq_len": -5.0}, "finite"),
        ({"virtual_stages": math.nan}, "finite"),
        ({"context_parallel": 0}, "finite"),
        ({"finetune": "qlora"}, "lora or full"),
    ],
)
def test_bad_settings_are_one_clear_error(kw, message):
    with pytest.raises(BadArgument, match=message):
        est("A100 SXM4 80GB", "llama2-7b", 8, **kw)


def test_an_estimate_gives_times_not_money():
    """What a run costs is core.tco's (every face prices it the same way); the estimate has no cost of its own."""
    e = est("TPU v4", "llama2-7b", 8)
    assert not hasattr(e, "cost") and "cost" not in e.to_json()
    assert not math.isnan(e.wall_days)


def test_sources_in_the_estimator_tables_are_public():
    for table in ("utilization", "defaults", "benchmarks", "claims", "workloads", "calibration", "model_shapes"):
        for row in read_table(table):
            text = " ".join(row.values())
            for bad in ("shared/", "estimators.md", "seed 0", "/work/"):
                assert bad not in text, (table, row)


def test_a_device_without_a_scale_out_figure_gets_the_sourced_default_said_first():
    from gpucompare.core.estimate.configuration import scaleout_gbps

    h20, h100 = CAT["nvidia-h20-96gb"], CAT["nvidia-h100-sxm5-80gb"]
    assert scaleout_gbps(h20) == 200 and scaleout_gbps(h100) == h100.get("scaleout_gbps")
    e = est("nvidia-h20-96gb", "llama2-70b", 256)
    assert "scaleout_assumed" in e.flags and "200 Gb/s per device assumed" in e.assumptions[0]
    assert "docs.nvidia.com/dgx" in e.assumptions[0] and e.inputs["scaleout_gbps"] == 200


def test_the_chosen_layout_is_not_swept_twice_and_gives_the_same_figures():
    """The layout search's own sweep row is the estimate's (re-ranking every device does one sweep per device): the
    same figures as sweeping the chosen layout again, for a dense, an MoE, a LoRA and a CNN run."""
    from gpucompare.core.estimate.configuration import plan, run

    prm = load_params()
    h100, mi300x = CAT.resolve("H100 SXM5 80GB"), CAT.resolve("MI300X")
    cases = (
        (h100, find_preset("Llama 2 70B"), 256, Settings()),
        (mi300x, find_preset("DeepSeek-V3 671B (MoE)"), 512, Settings()),
        (h100, find_preset("Llama 2 7B"), 1, Settings(finetune="lora")),
        (mi300x, find_preset("ResNet-50 (ImageNet)"), 8, Settings()),
    )
    for device, w, n, s in cases:
        p = plan(device, w, n, s, prm)
        searched, _arr, once = run(p, prm)
        assert searched.row is not None
        _s, _a, again = run(p, prm, searched)
        assert set(once) == set(again)
        for k, v in again.items():
            if v is None:
                assert once[k] is None, k
            else:
                np.testing.assert_array_equal(np.asarray(once[k]), np.asarray(v), err_msg=k)


def test_fp32_on_tpu_runs_at_the_matrix_units_bf16_rate_said_first():
    # by hand: TPU v3's matrix units take FP32 as one BF16 pass by default (data/fp32_matrix.csv), so a 1B x 10B FP32
    # run on 8 chips is timed at 123 TFLOPS / 1 pass, the BF16 run's time, not 123 / 4 = ~31x longer at the vector
    # units' 4 TFLOPS (which stays the device's FP32 figure)
    tpu = CAT.resolve("google-tpu-v3")
    assert tpu.tflops("fp32") == 4.0 and tpu.tflops("bf16") == 123.0
    w = custom_workload(1e9, 10e9)
    fp32 = estimate(tpu, w, 8, Settings(precision="fp32"))
    bf16 = estimate(tpu, w, 8, Settings(precision="bf16"))
    assert fp32.peak_tflops == 123.0 / 1
    # the matmuls at the BF16 run's rate; only the activations' elementwise traffic doubles (FP32 storage), so the
    # run is a little longer, nowhere near the ~31x of the vector units
    assert bf16.wall_days <= fp32.wall_days < 1.5 * bf16.wall_days
    assert fp32.achieved_tflops_per_device > 0.66 * bf16.achieved_tflops_per_device
    assert fp32.achieved_tflops_per_device > 4.0 * 5  # far above the vector units' whole peak
    first = str(fp32.assumptions[0])
    assert "FP32 matrix multiplies on its matrix units as BF16 passes (1 by default" in first
    assert "123 TFLOPS, not its FP32 figure of 4 TFLOPS" in first and "cloud.google.com/tpu/docs/bfloat16" in first
    assert "precision_substituted" in fp32.flags and fp32.band["support"] == "unseen" and not bf16.band["widened"]
    assert fp32.inputs["precision_used"] == "bf16"
    # a TPU without an FP32 figure is estimated the same way instead of refused
    v4 = estimate(CAT.resolve("google-tpu-v4"), w, 8, Settings(precision="fp32"))
    assert v4.peak_tflops == CAT.resolve("google-tpu-v4").tflops("bf16") and "BF16 passes" in str(v4.assumptions[0])


def test_fp32_on_nvidia_stays_at_the_fp32_peak():
    # no FP32-as-passes fact for NVIDIA: an A100 FP32 run is timed at its 19.5 TFLOPS FP32 peak, nothing said or widened
    a100 = CAT.resolve("A100 SXM4 80GB")
    w = custom_workload(1e9, 10e9)
    fp32 = estimate(a100, w, 8, Settings(precision="fp32"))
    tf32 = estimate(a100, w, 8, Settings(precision="tf32"))
    assert fp32.peak_tflops == a100.tflops("fp32") == 19.5 and tf32.peak_tflops == a100.tflops("tf32") == 156.0
    assert "precision_substituted" not in fp32.flags and not fp32.band["widened"]
    assert not any("passes" in str(a) for a in fp32.assumptions + tf32.assumptions)
    # 8x the peak; FP32 matmuls on the CUDA cores at up to 0.86 of their peak (est225's fitted vector_efficiency, at
    # its ceiling) against the tensor cores' fitted GEMM utilization, and the same non-matmul time on both: > 4x
    assert fp32.wall_days > 4 * tf32.wall_days


def test_fp32_matrix_table_rows_are_sourced_and_name_known_families():
    from gpucompare.core.families import _RULES

    families = {key for _m, _n, key in _RULES}
    rows = read_table("fp32_matrix")
    assert {"google-tpu-v3", "google-tpu", "aws-trainium"} <= {r["key"] for r in rows}
    for r in rows:
        assert r["key"] in families or r["key"] in CAT.by_id, r["key"]
        assert not r["key"].startswith("nvidia"), r["key"]
        assert r["sixteen_bit"] in ("bf16", "fp16")
        assert float(r["default_passes"]) >= 1 and float(r["default_passes"]).is_integer()
        assert r["source"].startswith("https://") and r["confidence"] in ("datasheet", "reported", "derived")
        assert len(r["as_of"]) == 7 and r["how"]


def test_a_data_parallel_replica_takes_whole_sequences():
    """Llama 3.1 8B at 131,072 tokens on 8 H100 with a global batch of 2 sequences (torchtitan's long-context table
    runs it as FSDP 2 x CP 4): at most 2 data-parallel replicas, each taking a whole sequence, the rest of the devices
    splitting it (context, tensor or pipeline parallel): never 8 replicas sharing 2 sequences."""
    w = custom_workload(8.03e9, 2.62144e8, seq_len=131072)
    e = estimate(
        CAT.resolve("H100 SXM5 80GB"), w, 8, Settings(precision="fp8", seq_len=131072, global_batch_tokens=2 * 131072)
    )
    assert e.dp <= 2
    assert e.tp * e.pp * e.cp * e.dp == 8
    assert e.inputs["micro_batch_tokens"] >= 131072  # a replica's micro-batch is at least one whole sequence


def test_when_no_whole_sequence_layout_fits_the_run_does_not_fit_and_gets_no_time():
    """405B at 131,072 tokens on 512 H100 80GB with the default batch (47 sequences) and context parallelism held at
    8: every layout that gives each replica whole sequences needs more than 80 GB. The answer is "does not fit" with
    a valid layout beside it, never 512 replicas splitting 47 sequences whose smaller activations would look as if
    they fitted. (Searched freely, CP 16 fits it: 8,192 tokens per rank, as Llama 3's 131K stage ran CP 16.)"""
    w = custom_workload(405e9, 1e10, seq_len=131072)
    e = estimate(CAT.resolve("H100 SXM5 80GB"), w, 512, Settings(seq_len=131072, context_parallel=8))
    sequences = e.global_batch_tokens / 131072
    assert e.dp <= sequences and e.tp * e.pp * e.cp * e.dp == 512
    assert not e.fits_in_memory and e.memory_per_device_gb > 80
    assert math.isnan(e.wall_days) or e.status != "ok"
    free = estimate(CAT.resolve("H100 SXM5 80GB"), w, 512, Settings(seq_len=131072))
    assert free.fits_in_memory and free.cp >= 16 and free.dp <= sequences


def test_a_device_without_a_memory_bandwidth_says_so_first_and_widens_the_band():
    """Without a bandwidth the memory-bound terms (elementwise kernels, optimizer step, small matrix multiplies)
    cannot be priced: said first, the time is a lower bound of the device with one, and the band is widened."""
    full = est("H100 SXM5 80GB", "llama2-7b", 8)
    e = est(lacking("H100 SXM5 80GB", "memory_bw_gbs"), "llama2-7b", 8)
    assert "memory_bw_unknown" in e.flags and "memory_bw_unknown" not in full.flags
    assert "no memory bandwidth figure" in str(e.assumptions[0]) and "lower bound" in str(e.assumptions[0])
    assert any("memory bandwidth" in str(m) for m in e.missing)
    assert e.wall_days < full.wall_days
    # the widening for a substituted figure is sized out of fold (calibrate.py); when the refit sizes it at x1.00
    # the band says so instead of claiming a widening it does not have
    glo, ghi = e.band["p10"] / full.band["p10"], e.band["p90"] / full.band["p90"]
    if e.band["widened"]:  # never narrower than the band with the figure (which may itself be widened for thin support)
        # strictly wider than the band with the figure; not compared with the unscaled base band: since blind set
        # 20's refit the widening is sized x0.99-x1.01 and the size and novelty scales (x0.95, x0.96 here) narrow
        # both bands alike
        assert e.band["p90"] / e.band["p10"] > full.band["p90"] / full.band["p10"]
    else:  # the base band, unwidened (the full run may itself be widened for thin support: outside the fitted hours);
        # a fitted widening within x1.02 of 1 (x0.99-x1.01 since set 20's refit) is not applied at all (est136)
        p = load_params()
        gain = full.band["precision_unstated_gain"] or 1.0
        base = widen(*p.band_for("wall"), p, "well", tuple(e.band["widened_for"]), gain, e.band["graded"])
        assert (e.band["p10"], e.band["p90"]) == pytest.approx(base, rel=1e-9)
        assert full.band["support"] != "well" or (glo, ghi) == pytest.approx((1.0, 1.0))
        assert any("not widened though a figure the device lacks was substituted" in str(a) for a in e.assumptions)
    # a CNN timed by its roofline (no measured row at this image size) says it too; a measured row needs no bandwidth
    cnn = est(lacking("H100 SXM5 80GB", "memory_bw_gbs"), "resnet50", 8, image_size=320)
    assert "memory_bw_unknown" in cnn.flags and "convolutions alone" in str(cnn.assumptions[0])


def test_a_scale_out_of_zero_is_the_scale_up_link_only_where_the_data_says_it_spans_the_pod():
    """TPU v4's ICI spans its 4,096-chip pod (data/scaleup_pods.csv, sourced): a scale-out of 0 means no other
    network there, said with its source. Elsewhere a 0 is never the scale-up link's speed across servers: a run that
    leaves the domain gets the sourced 200 Gb/s default, said first, band widened; one that stays inside needs none."""
    from gpucompare.core.estimate.tables import scaleup_pods

    v4 = CAT["google-tpu-v4"]
    assert v4.get("scaleout_gbps") == 0 and float(scaleup_pods()["google-tpu-v4"]["pod_devices"]) == 4096
    t = est(v4, "llama2-70b", 1024)
    assert "scaleout_assumed" not in t.flags and not t.band["widened"]
    assert any("spans a whole pod of 4,096 chips" in str(a) and "cloud.google.com/tpu" in str(a) for a in t.assumptions)
    zero = lacking("H100 SXM5 80GB", scaleout_gbps=0.0)
    e = est(zero, "llama2-70b", 256)
    assert "scaleout_assumed" in e.flags and e.inputs["scaleout_gbps"] == 200
    assert "scale-out 0" in str(e.assumptions[0]) and "never the scale-up link" in str(e.assumptions[0])
    assert e.band["support"] == "unseen"
    inside = est(zero, "llama2-7b", 8)
    assert "scaleout_assumed" not in inside.flags


def test_every_pod_spanning_device_is_in_the_catalog_with_a_public_source():
    from gpucompare.core.estimate.tables import scaleup_pods

    for key, row in scaleup_pods().items():
        d = CAT[key]
        assert d.get("scaleout_gbps") == 0 and float(row["pod_devices"]) <= d.get("scaleup_domain")
        assert row["source"].startswith("https://") and row["confidence"] in ("datasheet", "reported", "derived")


def test_a_fine_tune_entered_by_samples_says_every_sample_is_counted_at_full_length():
    """By hand: 50,000 samples x 512 tokens = 25.6M tokens, the upper bound for unpacked data; the output says so
    (padding to each batch's longest sample trains fewer tokens), and a run entered by its tokens does not say it."""
    w = custom_workload(7e9, None, seq_len=512, samples=50_000)
    assert w.tokens == pytest.approx(25.6e6)
    by_samples = est("nvidia-h100-sxm5-80gb", w, 8, finetune="full")
    said = [a for a in by_samples.assumptions if a.startswith("Tokens: 50,000 samples x 512 tokens = 2.56e+07")]
    assert len(said) == 1 and "unpacked data padded" in said[0]
    by_tokens = est("nvidia-h100-sxm5-80gb", custom_workload(7e9, 25.6e6, seq_len=512), 8, finetune="full")
    assert not any(a.startswith("Tokens:") for a in by_tokens.assumptions)
    # the same tokens; entered by its samples the fine-tune's matmuls run at the fitted padded_efficiency (est224:
    # padding to each batch's longest sample), so the time differs from the tokens' by at most that factor
    from gpucompare.core.estimate.params import load

    pe = load().padded_efficiency
    ratio = by_samples.wall_days / by_tokens.wall_days
    if pe == 1:
        assert ratio == pytest.approx(1)
    else:
        assert min(1, 1 / pe) - 1e-9 <= ratio <= max(1, 1 / pe) + 1e-9 and ratio != pytest.approx(1)


def test_other_architecture_runs_at_its_fitted_share_of_a_transformers_utilization():
    """A state-space or hybrid model (--model-kind other): by hand, 6 x 7e9 x 1e12 = 4.2e22 FLOPs with no attention
    term, at the family's fitted utilization x `other_efficiency` (Mamba's selective scan runs outside the matmuls);
    a utilization the user gives replaces both, and the note says which factor was used."""
    w = custom_workload(7e9, 1e12, model_kind="other")
    e = estimate(CAT.resolve("H100 SXM5 80GB"), w, 256, Settings(precision="bf16"))
    assert e.status == "ok" and e.total_flops == pytest.approx(6 * 7e9 * 1e12)
    assert e.utilization == pytest.approx(PRM.utilization(e.inputs["utilization_key"]) * PRM.other_efficiency)
    assert any(f"at {PRM.other_efficiency:.2g} x a transformer's matmul utilization" in a for a in e.assumptions)
    given = estimate(CAT.resolve("H100 SXM5 80GB"), w, 256, Settings(precision="bf16", utilization=0.4))
    assert given.utilization == pytest.approx(0.4)
    assert any("at 1 x a transformer's matmul utilization" in a for a in given.assumptions)


def test_elementwise_traffic_follows_the_activations_bytes():
    """The fitted elementwise bytes are per 16-bit activation: by hand, 800 bytes x 80 layers x 8,192 hidden x 4e6
    batch tokens / 8 devices over 3,350 GB/s is 78.3 s per step; FP32/TF32 activations (4 bytes) double it, and FP8
    training keeps its activations in 16 bits (only the matmul inputs are cast), so it is not halved."""
    base = dict(
        n=8,
        peak_tflops=989.0,
        util=0.5,
        params=7e9,
        active_params=7e9,
        tokens=1e9,
        layers=80,
        hidden=8192,
        heads=64,
        seq_len=4096,
        batch_tokens=4e6,
        scaleup_gbs=900,
        scaleup_domain=8,
        scaleout_gbps=400,
        memory_gb=80,
        memory_bw_gbs=3350,
        elementwise_bytes=800.0,
    )
    el = {b: float(sweep(**base, bytes_per_element=b)["elementwise_s"]) for b in (1.0, 2.0, 4.0)}
    assert el[2.0] == pytest.approx(800 * 80 * 8192 * 4e6 / 8 / 3350e9, rel=1e-6)
    assert el[4.0] == pytest.approx(2 * el[2.0]) and el[1.0] == pytest.approx(el[2.0])


def test_a_causal_decoder_computes_half_the_attention_an_encoder_does():
    """A decoder's attention is causal: its kernels skip the score blocks above the diagonal (FlashAttention-2,
    arXiv:2307.08691, section 3.1.1), half the 12 x layers x hidden x sequence an encoder computes. By hand, 7B at 32
    layers x 4096 and 32K tokens (shape given), 1e9 tokens: the encoder 6 x 7e9 + 12 x 32 x 4096 x 32768 = 9.35e10 per
    token, the decoder 6 x 7e9 + 6 x 32 x 4096 x 32768 = 6.78e10; at 32K attention is most of the difference."""
    shape = dict(layers=32, hidden=4096, seq_len=32768)
    dec = estimate(CAT.resolve("H100 SXM5 80GB"), custom_workload(7e9, 1e9, **shape), 8)
    enc = estimate(CAT.resolve("H100 SXM5 80GB"), custom_workload(7e9, 1e9, model_kind="encoder", **shape), 8)
    assert enc.total_flops == pytest.approx(9.3541e19, rel=1e-3)
    assert dec.total_flops == pytest.approx(6.7771e19, rel=1e-3)
    assert dec.inputs["attention_share"] == pytest.approx(enc.inputs["attention_share"] / 2)
    assert dec.steady_days < enc.steady_days
    assert any("causal attention" in a and "FlashAttention-2" in a for a in dec.assumptions)
    assert not any("causal attention" in a for a in enc.assumptions)


def test_preference_pairs_train_both_completions_and_dpo_runs_the_frozen_reference_forward():
    """A DPO pair is two sequences through the policy, forward and backward, and through a frozen reference forward:
    1,000 pairs of 512 tokens on a 1B decoder (22 layers x 2,048 hidden), full fine-tune. Per token of one
    sequence: 6 x 1e9 + 0.5 x 12 x 22 x 2,048 x 512 = 6.1384e9 FLOPs; x 2 sequences x (6 + 2) / 6 = 16.369e9, so
    the run is 8.185e15 FLOPs against 3.069e15 for the same pairs counted as one SFT sequence each (2.67x). LoRA
    DPO: (4 + 2) / 4 = 3/2 over 2 sequences (3x LoRA's FLOPs); ORPO: the 2 sequences, no reference."""
    from gpucompare.core.estimate.compute import preference_factors

    assert preference_factors("dpo", "full") == (2.0, pytest.approx(4 / 3))
    assert preference_factors("dpo", "lora") == (2.0, pytest.approx(1.5))
    assert preference_factors("orpo", "full") == (2.0, 1.0) and preference_factors("none", "full") == (1.0, 1.0)
    a100 = CAT.resolve("A100 SXM4 80GB")
    w = custom_workload(1e9, None, seq_len=512, samples=1000, layers=22, hidden=2048)
    sft = estimate(a100, w, 4, Settings(finetune="full"))
    dpo = estimate(a100, w, 4, Settings(finetune="full", preference="dpo"))
    orpo = estimate(a100, w, 4, Settings(finetune="full", preference="orpo"))
    per_token = 6e9 + 0.5 * 12 * 22 * 2048 * 512
    assert sft.total_flops == pytest.approx(1000 * 512 * per_token)
    assert dpo.total_flops == pytest.approx(2 * 1000 * 512 * per_token * 4 / 3)
    assert orpo.total_flops == pytest.approx(2 * 1000 * 512 * per_token)
    assert dpo.wall_days > orpo.wall_days > sft.wall_days
    assert any("reference model" in a for a in dpo.assumptions) and dpo.preference == "dpo"
    # a full fine-tune's reference is a second 16-bit copy of the weights; LoRA's is its own base
    assert dpo.memory_breakdown_gb["weights"] > orpo.memory_breakdown_gb["weights"]
    lora, lora_dpo = (estimate(a100, w, 4, Settings(finetune="lora", preference=p)) for p in ("none", "dpo"))
    assert lora_dpo.total_flops == pytest.approx(2 * 1.5 * lora.total_flops, rel=1e-3)
    assert lora_dpo.memory_breakdown_gb["weights"] == pytest.approx(lora.memory_breakdown_gb["weights"])
    with pytest.raises(BadArgument, match="--finetune"):
        estimate(a100, w, 4, Settings(preference="dpo"))
    with pytest.raises(BadArgument, match="dpo or orpo"):
        estimate(a100, w, 4, Settings(finetune="full", preference="kto"))
