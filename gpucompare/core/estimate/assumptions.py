"""The assumption sentences an estimate lists: one function per sentence, each a translatable Msg with its values
and sources, so the window, the report and the command line show the same words in English or Chinese."""

from __future__ import annotations

import math

from gpucompare.core.catalog import PRECISION_LABEL, column_name
from gpucompare.core.estimate.attention_span import document_scale, window_scale
from gpucompare.core.estimate.compute import padded_samples
from gpucompare.core.estimate.results import gb_text
from gpucompare.core.estimate.tables import defaults
from gpucompare.core.link_words import link_name
from gpucompare.core.source_texts import sourced
from gpucompare.i18n import N_, Msg, plural

_WORDS = (
    N_("none"),
    N_("selective"),
    N_("full"),
    N_("user input"),
    N_("TP"),
    N_("PP"),
    N_("interleaving"),
    N_("EP"),
    N_("ZeRO stage"),
    N_("recompute"),
    N_("CP"),
    N_("micro-batch"),
)
_LAYOUT_WORD = {
    "tp": "TP",
    "pp": "PP",
    "vpp": "interleaving",
    "ep": "EP",
    "zero": "ZeRO stage",
    "recompute": "recompute",
    "cp": "CP",
    "micro_batch": "micro-batch",
}


#: device families (the utilization table's keys) as a reader names them; never the raw key
FAMILY_LABELS = {
    "nvidia-ampere": "NVIDIA Ampere",
    "nvidia-hopper": "NVIDIA Hopper",
    "nvidia-blackwell": "NVIDIA Blackwell",
    "nvidia-volta": "NVIDIA Volta",
    "nvidia-pascal": "NVIDIA Tesla P100",
    "nvidia-ada": "NVIDIA Ada",
    "nvidia-ampere-consumer": N_("NVIDIA Ampere consumer GPUs"),
    "google-tpu-v2": "Google TPU v2",
    "google-tpu-v3": "Google TPU v3",
    "google-tpu-v4": "Google TPU v4",
    "google-tpu-v5e": "Google TPU v5e",
    "google-tpu-v5p": "Google TPU v5p",
    "google-tpu-v6e": "Google TPU v6e",
    "google-tpu7x-ironwood": "Google TPU7x (Ironwood)",
    "google-tpu": N_("other Google TPUs"),
    "intel-gaudi2": "Intel Gaudi 2",
    "intel-gaudi-hl205": N_("Intel Gaudi (first generation)"),
    "intel-gaudi": N_("other Intel Gaudi parts"),
    "intel-goya": "Intel Goya",
    "intel-xe": "Intel Xe",
    "amd-mi300x": "AMD MI300X",
    "amd-mi325x": "AMD MI325X",
    "amd-cdna4": "AMD CDNA 4",
    "amd-cdna2": "AMD CDNA 2 (MI200)",
    "amd-cdna": N_("other AMD CDNA parts"),
    "aws-trainium1": N_("AWS Trainium (first generation)"),
    "aws-trainium": N_("other AWS Trainium parts"),
    "nvidia-blackwell-consumer": N_("NVIDIA Blackwell consumer and workstation GPUs"),
    "huawei-ascend-910": N_("Huawei Ascend 910 (first generation)"),
    "huawei-ascend": "Huawei Ascend",
    "cambricon-mlu": "Cambricon MLU",
    "biren": "Biren",
    "moorethreads-musa": "Moore Threads MUSA",
    "metax": "MetaX",
    "kunlunxin": "Kunlunxin",
    "hygon-dcu": "Hygon DCU",
    "iluvatar-corex": "Iluvatar CoreX",
    "alibaba-t-head": "Alibaba T-Head",
    "microsoft-maia": "Microsoft Maia",
    "tesla-dojo": "Tesla Dojo",
    "cpu": N_("CPUs"),
    "generic": N_("other devices"),
}


def family_label(key: str) -> Msg:
    """A device family as a reader names it ('NVIDIA Hopper'), in the reader's language."""
    return Msg(FAMILY_LABELS.get(key) or " ".join(w.capitalize() for w in key.split("-")))


def _src(key: str) -> str:
    """A default's source, in the reader's language where data/source_texts_zh.csv renders it."""
    return sourced(defaults()[key]["source"])


# a figure the device lacks (these go first) ------------------------------------------------------------------------
def derived_peak(name: str, used: str, peak: float, source: str, as_of: str, how: str) -> Msg:
    """A peak the maker does not publish, worked out from other figures (the catalog's 'derived' value): said first,
    with how it was worked out and its source, since the whole estimate rests on it."""
    return Msg(
        "{name}'s {used} peak of {peak:g} TFLOPS is not published by its maker but derived: {how} (source: {source}, "
        "{as_of}); the estimate rests on it.",
        name=name,
        used=PRECISION_LABEL.get(used, used),
        peak=peak,
        how=(how[len("derived") :].lstrip(",:; ") if how.lower().startswith("derived") else how)
        or Msg("from the maker's other figures"),
        source=source,
        as_of=as_of or Msg("date not stated"),
    )


def lacks_precision(name: str, asked: str, used: str, peak: float) -> Msg:
    if asked == "tf32":
        return Msg(
            "{name} has no TF32 figure (it predates TF32): estimated in FP32 at its FP32 peak ({peak:g} TFLOPS); "
            "the band is widened.",
            name=name,
            peak=peak,
        )
    return Msg(
        "{name} has no {asked} tensor figure: estimated at its {used} tensor peak ({peak:g} TFLOPS), the same 16-bit "
        "rate on devices that have both; the band is widened.",
        name=name,
        asked=PRECISION_LABEL[asked],
        used=PRECISION_LABEL[used],
        peak=peak,
    )


def fp32_convolutions_as_tf32(name: str, tf32: float, fp32: float) -> Msg:
    """A CNN asked in FP32 on a device with TF32 tensor cores: timed at TF32, as the frameworks' defaults run it."""
    return Msg(
        "FP32 on {name} is timed at its TF32 tensor rate, {tf32:g} TFLOPS, not its FP32 figure of {fp32:g}: PyTorch "
        "(torch.backends.cudnn.allow_tf32, True by default since 1.7) and TensorFlow (TF32 on by default since 2.4) run "
        "a CNN's FP32 convolutions on the TF32 tensor cores. The band's high end reaches the estimate with TF32 "
        "turned off; give --precision tf32 to say it is on.",
        name=name,
        tf32=tf32,
        fp32=fp32,
    )


def fp32_as_passes(
    name: str, asked: str, used: str, passes: float, peak: float, fp32_tflops: float, source: str
) -> Msg:
    """An FP32 run on matrix units that take FP32 inputs as 16-bit passes: timed at the 16-bit rate, said first."""
    if fp32_tflops > 0:
        return Msg(
            "{name} runs a framework's {asked} matrix multiplies on its matrix units as {used} passes ({passes:g} by "
            "default; source: {source}): estimated at its {used} matrix peak over {passes:g} pass(es), {peak:g} "
            "TFLOPS, not its FP32 figure of {fp32:g} TFLOPS; the band is widened.",
            name=name,
            asked=PRECISION_LABEL[asked],
            used=PRECISION_LABEL[used],
            passes=passes,
            peak=peak,
            fp32=fp32_tflops,
            source=source,
        )
    return Msg(
        "{name} runs a framework's {asked} matrix multiplies on its matrix units as {used} passes ({passes:g} by "
        "default; source: {source}): estimated at its {used} matrix peak over {passes:g} pass(es), {peak:g} TFLOPS; "
        "the band is widened.",
        name=name,
        asked=PRECISION_LABEL[asked],
        used=PRECISION_LABEL[used],
        passes=passes,
        peak=peak,
        source=source,
    )


def device_precision(name: str, used: str, peak: float) -> Msg:
    return Msg(
        "No precision given: estimated in {used}, the best training precision {name} has a figure for ({peak:g} "
        "TFLOPS; it has no BF16 figure); name --precision to choose another.",
        name=name,
        used=PRECISION_LABEL[used],
        peak=peak,
    )


def refuse_no_tensor(name: str, precision: str) -> Msg:
    return Msg(
        "{name} has no {prec} or other 16-bit tensor figure in the catalog, only FP32: an estimate at its FP32 peak "
        "would be many times too slow, so none is made; add its tensor figure as a custom device, or choose "
        "--precision fp32 to train in FP32.",
        name=name,
        prec=PRECISION_LABEL[precision],
    )


def refuse_no_figure(name: str, precision: str) -> Msg:
    return Msg(
        "{name} has no {prec} throughput figure in the catalog; it cannot be estimated at this precision.",
        name=name,
        prec=PRECISION_LABEL[precision],
    )


def refuse_int8(name: str) -> Msg:
    return Msg("{name} has no published INT8 training; use --precision bf16 or fp8", name=name)


def lacks_low_precision(name: str, asked: str, fallback: str) -> Msg:
    return Msg(
        "{name} has no {asked} tensor figure (or its family no published {asked} training): estimated on its "
        "{fallback} path; the band is widened.",
        name=name,
        asked=PRECISION_LABEL[asked],
        fallback=PRECISION_LABEL[fallback],
    )


def scaleup_from_pcie(name: str, gen: int, gbs: float, per: float) -> Msg:
    return Msg(
        "{name} has no scale-up figure: its devices are taken to talk over PCIe {gen}.0 x16 ({gbs:g} GB/s "
        "bidirectional) inside servers of {per:g} (source: {source}); the band is not widened for it.",
        name=name,
        gen=gen,
        gbs=gbs,
        per=per,
        source=_src(f"pcie_gen{gen}_x16_gbs"),
    )


def no_scaleup(name: str) -> Msg:
    return Msg(
        "{name} has no scale-up figure and no PCIe generation in the catalog: no fast link between devices is "
        "assumed, every device talks over the scale-out network.",
        name=name,
    )


def scaleout_assumed(name: str, gbps: float) -> Msg:
    return Msg(
        "{name} has no scale-out network figure: {gbps:g} Gb/s per device assumed between servers (source: {source}); "
        "the band is widened.",
        name=name,
        gbps=gbps,
        source=_src("scaleout_gbps_unknown"),
    )


def scaleout_given(name: str, gbps: float, catalog: float) -> Msg:
    if catalog == catalog:
        return Msg(
            "Scale-out network as given: {gbps:g} Gb/s per device between scale-up domains (the catalog's {name} "
            "figure, {catalog:g} Gb/s, not used).",
            name=name,
            gbps=gbps,
            catalog=catalog,
        )
    return Msg(
        "Scale-out network as given: {gbps:g} Gb/s per device between scale-up domains ({name} has no figure in "
        "the catalog).",
        name=name,
        gbps=gbps,
    )


def scaleout_zero(name: str, domain: float, gbps: float) -> Msg:
    return Msg(
        "{name} has no network between its scale-up domains in the catalog (scale-out 0), but {domain:g} devices do "
        "not reach a larger run: {gbps:g} Gb/s per device assumed between them (source: {source}), never the "
        "scale-up link's speed; the band is widened.",
        name=name,
        domain=domain,
        gbps=gbps,
        source=_src("scaleout_gbps_unknown"),
    )


def scaleup_spans_pod(name: str, pod: float, source: str) -> Msg:
    return Msg(
        "{name}'s scale-up link spans a whole pod of {pod:g} chips (source: {source}): every group talks over it, "
        "no data-center network is crossed.",
        name=name,
        pod=pod,
        source=source,
    )


def memory_bw_unknown(name: str, vision: bool) -> Msg:
    if vision:
        return Msg(
            "{name} has no memory bandwidth figure in the catalog: its memory-bound layers are left out and the "
            "convolutions alone are timed, so the time is a lower bound; the band is widened.",
            name=name,
        )
    return Msg(
        "{name} has no memory bandwidth figure in the catalog: the memory-bound work (elementwise kernels, the "
        "optimizer step, matrix multiplies too small to be compute-bound) is left out, so the time is a lower "
        "bound; the band is widened.",
        name=name,
    )


def memory_unknown(name: str) -> Msg:
    return Msg(
        "{name} has no memory size in the catalog: whether the run fits in memory cannot be checked, and the layout "
        "is chosen as if it did.",
        name=name,
    )


# precision ---------------------------------------------------------------------------------------------------------
def low_precision_not_for_cnn(precision: str) -> Msg:
    return Msg(
        "{prec} speed-up not applied: a CNN is timed at its mixed-precision (BF16/FP16) rate.",
        prec=PRECISION_LABEL[precision],
    )


def low_precision(precision: str, gain: float, ratio: float, share: float, moe: bool) -> Msg:
    if precision == "int8":
        return Msg(
            "INT8 training (quantised matmuls, Google's AQT): effective peak {gain:.3g} x BF16, a share {share:.2f} of "
            "the step at the datasheet INT8/BF16 ratio {ratio:.3g} (Amdahl's law; the share from published "
            "FP8-vs-BF16 training speed-ups: data/fp8_speedups.csv).",
            gain=gain,
            share=share,
            ratio=ratio,
        )
    if moe:
        return Msg(
            "FP8 effective peak {gain:.3g} x BF16: fine-grained FP8 of an MoE gains at most {cap:.3g}x (source: "
            "{source}).",
            gain=gain,
            cap=float(defaults()["fp8_speedup_moe"]["value"]),
            source=_src("fp8_speedup_moe"),
        )
    return Msg(
        "FP8 effective peak {gain:.3g} x BF16: a share {share:.2f} of the step at the datasheet FP8/BF16 ratio "
        "{ratio:.3g}, the rest at BF16 (Amdahl's law; the share from published FP8-vs-BF16 training "
        "speed-ups: data/fp8_speedups.csv).",
        gain=gain,
        share=share,
        ratio=ratio,
    )


def fp4(gain: float, share: float, ratio: float, source: str) -> Msg:
    return Msg(
        "FP4 (NVFP4/MXFP4): {gain:.3g} x the FP8 path, a share {share:g} of the FP8 step running at the datasheet "
        "FP4/FP8 ratio {ratio:.3g} (Amdahl's law); source: {source}.",
        gain=gain,
        share=share,
        ratio=ratio,
        source=source,
    )


# the model ---------------------------------------------------------------------------------------------------------
KIND_LABEL = {
    "decoder": N_("decoder-only transformer"),
    "moe": N_("mixture-of-experts transformer"),
    "encoder": N_("encoder transformer"),
    "encoder_decoder": N_("encoder-decoder transformer"),
    "cnn": N_("convolutional network"),
    "vit": N_("vision transformer"),
    "other": N_("other architecture"),
    "recommendation": N_("recommendation model"),
}


def default_image(w) -> Msg:
    """A vision model entered without its image size and not named: the size it is estimated at, said first (its
    work and activations follow the pixels: a detector trained at 800 px does 13x the work of a 224 px crop)."""
    return Msg(
        "Image size {size:g} px: none given, the usual training crop of an image classifier; the work per image and "
        "its activations follow the pixels (a detector trained at 800 px does {ratio:.0f}x as much). Give "
        "--image-size for your own.",
        size=w.image_size,
        ratio=(800.0 / w.image_size) ** 2 if w.image_size > 0 else float("nan"),
    )


def shared_name(mine, other) -> Msg:
    """A preset whose plain name another preset shares (data/workloads.csv shares_name_with: a bare "U-Net" is the
    segmentation U-Net, not the diffusion U-Net): which one was taken, what the other costs per weight at the same
    pixels, and how to name the other. Said first: the two are 5.5x apart."""

    def per_weight_pixel(w) -> float:
        return w.flops_per_token / (w.params * w.image_size**2) if w.params > 0 and w.image_size > 0 else math.nan

    words = ", ".join(other.aliases[:5])
    return Msg(
        "Taken as {mine}, a name {other} shares: {gflops:,.0f} GFLOPs per training image at {size:g} px. {other} "
        "does {ratio:.1f}x the work per weight at the same pixels; to estimate it, name it ({words}) or give "
        "--latent-factor for one over a VAE's latent.",
        mine=mine.name,
        other=other.name,
        gflops=mine.flops_per_token / 1e9,
        size=mine.image_size,
        ratio=per_weight_pixel(other) / per_weight_pixel(mine),
        words=words,
    )


def default_latent_patch(w) -> Msg:
    """A transformer over a VAE's latent entered without its patch size: the patch it is estimated at, said first (the
    tokens per image, and so the work, go as 1 / patch^2)."""
    return Msg(
        "Patch {patch:g} latent pixels: none given, the patch of latent diffusion transformers (DiT-XL/2, Stable "
        "Diffusion 3): {tokens:,.0f} tokens per image; a 16-pixel patch, a pixel ViT's, would make {ratio:.0f}x fewer. "
        "Give --patch-size for your own.",
        patch=w.patch_size,
        tokens=w.seq_len,
        ratio=(16.0 / w.patch_size) ** 2 if w.patch_size > 0 else float("nan"),
    )


def default_seq(w) -> Msg:
    return Msg(
        "Sequence {seq:,.0f} tokens: none given, the usual length for a {kind} of {size:g}B active parameters "
        "(source: {source}); attention FLOPs are counted at it. Give --seq-len for your own.",
        seq=w.seq_len,
        kind=Msg(KIND_LABEL.get(w.architecture, w.architecture)),
        size=w.active_params / 1e9,
        source=_src(
            "seq_len_encoder"
            if w.architecture in ("encoder", "encoder_decoder")
            else "seq_len_decoder_small"
            if w.seq_len < float(defaults()["seq_len_decoder"]["value"])
            else "seq_len_decoder"
        ),
    )


def encoder_decoder(factor: float, share: float, ratio: float) -> Msg:
    return Msg(
        "Encoder-decoder: tokens are the encoder's (inputs); the decoder, {dec:g} of the parameters, reads {ratio:g} "
        "target tokens per input token, so FLOPs per input token are {factor:.3g} x (6N + attention) (source: "
        "{source}).",
        dec=1.0 - share,
        ratio=ratio,
        factor=factor,
        source=_src("enc_dec_target_ratio"),
    )


def preference(kind: str, finetune: str, seqs: float, factor: float) -> Msg:
    """A fine-tune on preference pairs: what the FLOPs count (compute.preference_factors)."""
    if kind == "dpo":
        return Msg(
            "Preference pairs (DPO): each sample is a pair whose {seqs:g} completions both go through the model, "
            "forward and backward, and through a frozen reference model's forward pass: {factor:.3g} x the "
            "fine-tune's FLOPs per token, over {seqs:g} x the tokens of one sequence per pair (sources: {source}). "
            "The reference's weights are counted in memory for a full fine-tune (LoRA's reference is its own base); "
            "its ZeRO-3 gathers are not. Precomputed reference log-probabilities (TRL's precompute_ref_log_probs) "
            "make the run shorter.",
            seqs=seqs,
            factor=factor,
            source=_src("preference_sequences_per_pair") + "; " + _src("reference_forward_flops_per_param"),
        )
    return Msg(
        "Preference pairs without a reference model (ORPO, SimPO): each sample is a pair whose {seqs:g} completions "
        "both go through the model, forward and backward: {seqs:g} x the tokens of one sequence per pair (source: "
        "{source}).",
        seqs=seqs,
        source=_src("preference_sequences_per_pair"),
    )


def teacher(teacher_params: float, student_params: float, factor: float, finetune: str, weight_bytes: float) -> Msg:
    """A distillation's frozen teacher (--teacher-params): its forward pass and its weights (compute.teacher_factor)."""
    return Msg(
        "Distillation: each step also runs the frozen teacher ({teacher} parameters) forward over every token or image "
        "position, {per:g} FLOPs per teacher parameter, with no backward pass: {factor:.3g} x the student's FLOPs "
        "(the student's {student} at {train:g} FLOPs per parameter; source: {source}). The teacher's weights are held "
        "at {bytes:g} bytes each, sharded as the student's, with no gradients or optimizer states; its activations "
        "are freed as it runs. Precomputed teacher outputs (logits saved once) make the run shorter.",
        teacher=token_count(teacher_params),
        student=token_count(student_params),
        per=float(defaults()["reference_forward_flops_per_param"]["value"]),
        factor=factor,
        train=4.0 if finetune == "lora" else 6.0,
        source=_src("reference_forward_flops_per_param"),
        bytes=weight_bytes,
    )


def other_kind(efficiency: float) -> Msg:
    return Msg(
        "Other architecture (state-space, hybrid...): FLOPs are 6 x active parameters x tokens with no attention "
        "term, at {eff:.2g} x a transformer's matmul utilization (its sequence mixing runs outside the matmuls; "
        "fitted on published runs of such models); the layer shape is guessed from the size. Treat the figure as "
        "rougher than for a transformer. A model whose work per sample grows faster than its length is not this "
        "kind (a protein-structure model's pair representation, length squared x channels, and triangle updates, "
        "length cubed: AlphaFold2 entered so comes out about 100x low), nor a convolutional speech model counted in "
        "audio frames.",
        eff=efficiency,
    )


def recommendation(features: float, dim: float, dense: float, flops: float, lookup: float, table_gb: float) -> Msg:
    """What a recommendation model's estimate assumes (recsys.py), said first."""
    return Msg(
        "Recommendation model: per sample, {dense:.3g} dense parameters multiplied once ({flops:.3g} FLOPs with the "
        "dot interaction) and {features:.0f} embedding rows of {dim:.0f} FP32 values looked up, their gradients "
        "written and updated in place ({lookup:.3g} bytes at the memory bandwidth); the tables, {table_gb:.3g} GB on "
        "each device, are sharded over the devices and held in memory only. Not counted: the all-to-all between "
        "devices, the MLPs' activation traffic, multi-hot features and the input pipeline.",
        dense=dense,
        flops=flops,
        features=features,
        dim=dim,
        lookup=lookup,
        table_gb=table_gb,
    )


def vocab_shape(vocab: float, active: float, used: float, untied: bool) -> Msg:
    """How a vocabulary the user gave enters the FLOPs per token (compute.matmul_params)."""
    if untied:
        return Msg(
            "Vocabulary {vocab:,.0f}: read from the shape as untied input and output embeddings, so the matmuls use "
            "{used:.3g} of the {active:.3g} parameters (the input embedding is a lookup, no matmul; the output "
            "projection counted: Kaplan et al. 2020, section 2.1; Hoffmann et al. 2022, appendix F); memory counts "
            "all of them.",
            vocab=vocab,
            used=used,
            active=active,
        )
    return Msg(
        "Vocabulary {vocab:,.0f}: the FLOPs per token count all {active:.3g} parameters (from the shape the "
        "embedding reads as one table tied to the output projection, which is a matmul; or the layers and hidden "
        "size that would tell were not given).",
        vocab=vocab,
        active=active,
    )


def batch(tokens: float, seq: float, how: str, flops: float, floor: float, count: int, user: bool, key: str, w) -> Msg:
    if w.recommendation:
        return Msg(
            "Global batch {batch:,.0f} samples ({why}).",
            batch=tokens / seq,
            why=Msg("given by the user")
            if user
            else Msg(
                "a recommendation model's usual batch; source: {source}", source=_src("batch_recommendation_samples")
            ),
        )
    if w.vision:
        images = tokens / seq
        return Msg(
            "Global batch {batch:,.0f} images ({why}); at least {floor:g} per device (source: {source}).",
            batch=images,
            why=Msg("given by the user")
            if user
            else Msg("the per-device floor")
            if how == "floor"
            else Msg("from the training compute by the DeepSeek LLM law"),
            floor=float(defaults()["batch_floor_samples_per_device"]["value"]),
            source=_src("batch_floor_samples_per_device"),
        )
    if how == "law":
        return Msg(
            "Global batch {batch:,.0f} tokens ({seqs:,.0f} sequences of {seq:,.0f}): from the training compute "
            "({flops:.3g} FLOPs) by B = 0.292 x C^0.3271 (DeepSeek LLM, arXiv:2401.02954), rounded to whole sequences.",
            batch=tokens,
            seqs=tokens / seq,
            seq=seq,
            flops=flops,
        )
    if how == "floor":
        return Msg(
            "Global batch {batch:,.0f} tokens ({seqs:,.0f} sequences of {seq:,.0f}): raised to the floor of {floor:,.0f} "
            "tokens per device x {n} devices, so that no device idles; source: {source}.",
            batch=tokens,
            seqs=tokens / seq,
            seq=seq,
            floor=floor,
            n=count,
            source=_src(key),
        )
    if how == "finetune":
        return Msg(
            "Global batch {batch:,.0f} tokens ({seqs:,.0f} sequences of {seq:,.0f}): a fine-tune's usual batch "
            "(source: {source}).",
            batch=tokens,
            seqs=tokens / seq,
            seq=seq,
            source=_src("batch_finetune_sequences"),
        )
    who = Msg("given by the user") if user else Msg("the preset's published batch")
    return Msg(
        "Global batch {batch:,.0f} tokens ({seqs:,.0f} sequences of {seq:,.0f}), {who}.",
        batch=tokens,
        seqs=tokens / seq,
        seq=seq,
        who=who,
    )


def shape(w) -> Msg:
    return Msg(
        "Model shape {layers:g} layers x {hidden:g} hidden, {notes}; sequence {seq:,.0f} tokens.",
        layers=w.layers,
        hidden=w.hidden,
        notes=Msg(w.notes),
        seq=w.seq_len,
    )


def samples_at_full_length(w) -> Msg:
    """A language model entered by samples and a sequence length: every sample is counted at the full length, which
    is right for packed data and an upper bound for unpacked data (each batch padded to its longest sample)."""
    return Msg(
        "Tokens: {samples:,.0f} samples x {seq:,.0f} tokens = {tokens:.4g}, at the sequence length used, every "
        "sample counted at the full length. That is right for packed data; unpacked data padded to each batch's longest sample trains fewer "
        "tokens (instruction data is often far shorter than its length cap): enter the data's token count instead "
        "when it is known.",
        samples=w.samples_given,
        seq=w.seq_len,
        tokens=w.samples_given * w.seq_len,
    )


def rl(s, terms: dict, gen) -> Msg:
    """Reinforcement-learning post-training (rollout.py): what a step generates, scores and trains, and what was
    assumed where the user gave nothing."""
    kind = s.rl.upper()
    parts = [
        Msg(
            "{kind} reinforcement learning: {rollouts:,.0f} samples ({group:g} per prompt), each a prompt of {prompt:,.0f} "
            "tokens and an answer of {generated:,.0f} decoded token by token, then scored and trained on: {factor:.3g} "
            "x the actor's training FLOPs per token (sources: {source}).",
            kind=kind,
            rollouts=terms["rollouts"],
            group=terms["group"],
            prompt=terms["prompt"],
            generated=terms["generated"],
            factor=terms["factor"],
            source=_src("rl_grpo_forward_passes") + "; " + _src("rl_ppo_critic_forward_passes"),
        )
    ]
    if s.rl == "ppo":
        if s.rl_critic_params:
            parts.append(
                Msg(" Critic and reward model of {share:.3g} x the actor's size.", share=terms["critic_share"])
            )
        else:
            parts.append(Msg(" Assumed: a critic and reward model of the actor's size (give --rl-critic-params)."))
    if gen is not None and gen.seconds == gen.seconds:
        limit = {
            "engine": Msg("the engine's limit"),
            "memory": Msg("what its key/value cache holds"),
            "rollouts": Msg("the step's samples shared out"),
        }[gen.batch_limit]
        parts.append(
            Msg(
                " Generation: {engines} {of}, each decoding {batch:,.0f} sequences at once "
                "({limit}); a decode step reads the weights and the batch's key/value cache from memory, {step:.3g} ms "
                "at {eff:.2g} of the bandwidth; {tokens:.3g} generated tokens take {hours:.3g} hours on all devices, "
                "beside the training (sources: {source}).",
                # '8 engines of 1 devices' read wrong: each word agrees with its count (i18n.plural)
                engines=Msg(plural(gen.engines, N_("1 engine"), N_("{n:,d} engines")), n=gen.engines),
                of=Msg(plural(gen.engine_devices, N_("of one device"), N_("of {n:,d} devices")), n=gen.engine_devices),
                batch=gen.batch,
                limit=limit,
                step=gen.decode_step_s * 1e3,
                eff=float(defaults()["decode_bandwidth_utilization"]["value"]),
                tokens=gen.generated_tokens,
                hours=gen.seconds / 3600.0,
                source=_src("decode_bandwidth_utilization") + "; " + _src("rollout_max_sequences"),
            )
        )
        if gen.tail_seconds > 0:
            parts.append(
                Msg(
                    " Generation is synchronous: each step trains once its longest answer ({longest:,.0f} tokens, the "
                    "sequence less the prompt) is done; past the mean answer the engines read the weights alone, "
                    "{tail:.3g} of those hours (source: {source}).",
                    longest=gen.longest,
                    tail=gen.tail_seconds / 3600.0,
                    source="Fu et al. 2025, AReaL (arXiv:2505.24298), section 1: generation waits for the longest output of the batch",
                )
            )
    else:
        parts.append(Msg(" Generation is not priced: the device has no memory bandwidth figure."))
    missing = []
    if not s.rl_generated:
        missing.append(Msg("the answers' mean length (half the sequence; give --rl-generated)"))
    if not s.rl_samples_per_prompt:
        missing.append(Msg("one sample per prompt (give --rl-samples-per-prompt)"))
    if not s.rl_prompts_per_step:
        missing.append(Msg("as many prompts per step as the engines hold (give --rl-prompts-per-step)"))
    if not getattr(s, "rl_prompt", None):
        missing.append(
            Msg("the prompt is the rest of the sequence and every answer its mean length (give --rl-prompt)")
        )
    for m in missing:
        parts.append(Msg(" Assumed: {what}.", what=m))
    out = parts[0]
    for m in parts[1:]:
        out = Msg("{a}{b}", a=out, b=m)
    return out


def cnn_activations(w) -> Msg | str:
    """Where a CNN's stored activation bytes per image come from, when not the named preset's own figure."""
    a = w.activation_bytes_per_token
    how = getattr(w, "activations_from", "")
    if how == "given":
        return Msg(" Stored activations {mb:,.1f} MB per image, as given (--activations-per-sample).", mb=a / 1e6)
    if how == "derived" and a == a:
        from gpucompare.core.cnn_flops import activation_bytes_per_pixel

        d = activation_bytes_per_pixel()
        return Msg(
            " Stored activations {mb:,.1f} MB per image (16-bit): its {size:g} x {size:g} pixels x {bpp:,.0f} bytes "
            "per pixel, the median of {n} published CNN families (half within {p25:,.0f}-{p75:,.0f}: the time is "
            "uncertain; give --activations-per-sample if known).",
            mb=a / 1e6,
            size=w.image_size,
            bpp=d["value"],
            n=d["families"],
            p25=d["p25"],
            p75=d["p75"],
        )
    return ""


def utilization(p, prm, u: float) -> Msg:
    """Where the utilization comes from: the user, Preferences, the family's own fit or the global fit."""
    w, s = p.workload, p.settings
    if w.kind == "cnn":
        if p.bench is not None and p.bench.get("pixel_ratio"):
            return Msg(
                "{workload}: measured {value:,.0f} images/s per device at this precision at 224 px{other} ({as_of}, "
                "{framework}; source: {source}), carried to {size:g} px by the pixel ratio ({size:g}/224)^2 = "
                "{k:.3g}: a CNN's FLOPs and activations follow its pixels, so {rate:,.0f} images/s; communication "
                "modelled on top.",
                workload=w.name,
                value=float(p.bench["value"]),
                other=Msg(" on {other}, the same chip", other=p.bench["measured_on"])
                if p.bench.get("measured_on")
                else "",
                as_of=p.bench["as_of"],
                framework=p.bench["framework"],
                source=p.bench["source"],
                size=float(p.bench["image_size"]),
                k=float(p.bench["pixel_ratio"]),
                rate=float(p.bench["value"]) / float(p.bench["pixel_ratio"]),
            )
        if p.bench is not None and p.bench.get("measured_on"):
            return Msg(
                "{workload}: measured {value:,.0f} images/s per device at this precision on {other}, the same chip "
                "as this device under another catalog id ({as_of}, {framework}; source: {source}; same chip: "
                "{same}); communication modelled on top.",
                workload=w.name,
                value=float(p.bench["value"]),
                other=p.bench["measured_on"],
                as_of=p.bench["as_of"],
                framework=p.bench["framework"],
                source=p.bench["source"],
                same=p.bench["same_chip_source"],
            )
        if p.bench is not None:
            return Msg(
                "{workload}: measured {value:,.0f} images/s per device at this precision ({as_of}, {framework}; "
                "source: {source}); communication modelled on top.",
                workload=w.name,
                value=float(p.bench["value"]),
                as_of=p.bench["as_of"],
                framework=p.bench["framework"],
                source=p.bench["source"],
            )
        if w.recommendation:  # recsys.py: the dense matmuls at the transformer's utilization
            return Msg(
                "Recommendation model: {flops:.3g} FLOPs per sample at {util:.2g} of the dense peak (the matmuls' "
                "fitted utilization, x the family's factor) plus its embedding traffic at the memory bandwidth.",
                flops=w.flops_per_token,
                util=prm.gemm_utilization,
            )
        return Msg(
            "{workload}: no measured throughput for this device at this precision: {flops:.3g} FLOPs per image at "
            "{util:.2g} of the dense peak plus {bpf:.2g} bytes of memory traffic per byte of stored activations, both "
            "fitted on the vendors' "
            "throughput tables (NVIDIA Deep Learning Examples, Habana, MindSpore).{acts}",
            workload=w.name,
            flops=w.flops_per_token,
            util=prm.cnn_utilization,
            bpf=prm.cnn_traffic_per_activation_byte,
            acts=cnn_activations(w),
        )
    prec = PRECISION_LABEL["bf16" if s.precision in ("fp8", "fp4", "int8") else s.precision]
    lora = Msg(" x {eff:.2g} for LoRA", eff=prm.lora_efficiency) if s.finetune == "lora" and p.user_util is None else ""
    if p.user_util is None and padded_samples(s, p.workload) and prm.padded_efficiency != 1.0:
        lora = Msg(
            "{lora} x {eff:.2g} for samples shorter than the sequence given (a fine-tune given by samples pads them "
            "to their batch's longest: fitted on published fine-tunes; give --tokens for packed data or a known "
            "token count)",
            lora=lora,
            eff=prm.padded_efficiency,
        )
    if p.peak.vector and p.user_util is None and prm.factor(p.ukey) < 1.0:
        lora = Msg(
            "{lora} (on the FP32 vector units: this device's matrix units sit idle in FP32, so the time its family's "
            "runs spend beside their matmuls is counted as time at the matrix units' rate, not as a share of the "
            "vector peak)",
            lora=lora,
        )
    if p.peak.vector and p.user_util is None and prm.vector_efficiency != 1.0:
        # est225: the vector units' matmuls at their own fitted factor (configuration.inputs), at most the ceiling
        lora = Msg(
            "{lora} x {eff:.2g} for matmuls on the FP32 vector units (fitted on the published FP32 runs of devices "
            "with matrix units; at most {ceiling:.2g} of the FP32 peak, the best measured matmul's share)",
            lora=lora,
            eff=prm.vector_efficiency,
            ceiling=float(defaults()["gemm_utilization_ceiling"]["value"]),
        )
    if p.user_util is not None:
        return Msg(
            "Matmul utilization {util:.3g} of the dense {prec} peak, {who}.",
            util=u,
            prec=prec,
            who=Msg("set in Preferences for {family}", family=family_label(p.ukey))
            if p.preferred
            else Msg("set by the user"),
        )
    if p.ukey in prm.family_utilization:
        return Msg(
            "Matmul utilization {util:.3g} of the dense {prec} peak{lora}: the {family} value, fitted on its "
            "published runs with grouped cross-validation (README, Validation).",
            util=u,
            prec=prec,
            lora=lora,
            family=family_label(p.ukey),
        )
    return Msg(
        "Matmul utilization {util:.3g} of the dense {prec} peak{lora}: one value fitted on published runs of every "
        "family with grouped cross-validation (README, Validation); {why}.",
        util=u,
        prec=prec,
        lora=lora,
        why=Msg("no published run of {family} supports it: a generic assumption", family=family_label(p.ukey))
        if "generic_family" in p.flags
        else Msg(
            "{family} has published runs, but a value of its own did not predict them better",
            family=family_label(p.ukey),
        ),
    )


def _listing(items: list[Msg]) -> Msg:
    """'TP, PP, ZeRO stage' as a Msg whose parts and separators translate ('TP、PP、ZeRO 阶段')."""
    out = items[0]
    for item in items[1:]:
        out = Msg("{a}, {b}", a=out, b=item)
    return out


def layout(searched, chosen: list[str], finetune: str = "none") -> Msg:
    lay = searched.layout
    what = _listing([Msg(_LAYOUT_WORD[k]) for k in chosen]) if chosen else ""
    head = (
        Msg(
            "{what} not given: chose the fastest layout that {how}",
            what=what,
            how=Msg("fits in memory") if searched.fits else Msg("comes closest to fitting"),
        )
        if chosen
        else Msg("Layout as given")
    )
    full = (
        Msg(
            "; a full fine-tune runs sharded data parallel (ZeRO-3/FSDP) at the smallest micro-batch, as fine-tuning "
            "recipes do"
        )
        if finetune == "full"
        else ""
    )
    return Msg(
        "{head} (TP {tp}, PP {pp}, interleaving {vpp}, CP {cp}, EP {ep}, ZeRO-{zero}, {recompute} recompute, "
        "micro-batch {mb}){full}; pipelines need at least 4 x PP / interleaving micro-batches (GPipe, "
        "arXiv:1811.06965; Megatron-LM interleaving, arXiv:2104.04473).",
        head=head,
        tp=lay.tp,
        pp=lay.pp,
        vpp=lay.vpp,
        cp=lay.cp,
        ep=lay.ep,
        zero=lay.zero,
        recompute=Msg(lay.recompute),
        mb=lay.micro_batch,
        full=full,
    )


def starved_pipeline(lay, m: float) -> Msg:
    return Msg(
        "Warning: PP {pp} with interleaving {vpp} gets only {m:.0f} micro-batches per step (needs {need:.0f}); the "
        "bubble is large. A larger global batch or a shorter pipeline would help.",
        pp=lay.pp,
        vpp=lay.vpp,
        m=m,
        need=4 * lay.pp / lay.vpp,
    )


def token_count(n: float) -> str:
    """A count of tokens, images or parameters as every face writes it (the FLOPs line, the report's workload line,
    `gpucompare workloads`): '15T', '2.5B', '300M' ('15000B' read as a typo; '1.15304e+08' read as nothing), in
    Chinese '15万亿', '25亿', '3亿' (localize()); '—' for none."""
    if n is None or not math.isfinite(n):
        return "—"
    from gpucompare.core.numbers import chinese_count
    from gpucompare.i18n import Translated

    text = f"{n:,.0f}"
    for scale, unit in ((1e12, "T"), (1e9, "B"), (1e6, "M")):
        if n >= scale:
            text = f"{n / scale:.4g}{unit}"
            break
    # English as written; a Chinese face reads it in 万, 亿 and 万亿 ('67.4亿', never '6.74B'), by localize()
    return Translated(text, chinese_count(n))


def views_note(w) -> Msg | str:
    """How a self-supervised run's augmented views enter the image count (workloads.with_views), or nothing."""
    views = getattr(w, "views", 1.0)
    if views == 1.0 and not getattr(w, "views_spec", ""):
        return ""
    return Msg(
        " ({images:.4g} images x {k:.3g} image-equivalents each: views {spec}, the sum of (view side / {size:g} px)^2; "
        "a momentum or teacher encoder's extra forward passes are not counted)",
        images=w.tokens / views,
        k=views,
        spec=w.views_spec,
        size=w.image_size,
    )


def flops(w, s, r: dict, recompute: str, kind: str) -> Msg:
    if getattr(w, "recommendation", False):  # priced per sample as a CNN is, but its samples are no images
        return Msg(
            "FLOPs = {per:.3g} per sample x {samples:.4g} samples = {flops:.3g}.",
            per=w.flops_per_token,
            samples=w.tokens,
            flops=r["total_flops"],
        )
    if w.kind == "cnn":
        latent = (
            Msg(
                " (convolved at the VAE's latent: image {size:g} px / downsampling {f:g}; the VAE and any text "
                "encoder are not counted; {notes})",
                size=w.image_size,
                f=w.latent_factor,
                notes=Msg(w.notes),
            )
            if getattr(w, "latent_factor", 1.0) > 1
            else ""
        )
        if getattr(w, "flops_from", "") == "given":  # --flops-per-sample: the user's figure replaces the preset's
            latent = Msg(
                "{latent} (from the forward multiply-adds per sample given, {macs:.3g} at {size:g} px, x 3 passes x 2 "
                "FLOPs; they replace the preset's or the parameters' figure)",
                latent=latent,
                macs=w.flops_per_token / 6.0,
                size=w.image_size,
            )
        return Msg(
            "FLOPs = {per:.3g} per image{latent} x {samples:.4g} images{views} = {flops:.3g}.",
            per=w.flops_per_token,
            latent=latent,
            samples=w.tokens,
            views=views_note(w),
            flops=r["total_flops"],
        )
    causal = float(defaults()["causal_attention_share"]["value"])
    window = getattr(s, "attention_window", None)
    documents = getattr(s, "document_length", None)
    windowed = window_scale(w.seq_len, window, causal) if kind in ("decoder", "moe") else causal
    packed = document_scale(w.seq_len, documents, window, causal) if kind in ("decoder", "moe") else causal
    att = (
        Msg(" (no attention term)")
        if kind == "other"
        else Msg(
            " + {coef:.3g} x layers x hidden x {seq:,.0f} (packed documents of {doc:,.0f} tokens masked apart: each "
            "token attends only within its document{win}, {share:.3g} of the score matrix; documents of varied length "
            "attend over their length-weighted mean, longer than the plain mean)",
            coef=12.0 * packed,
            seq=w.seq_len,
            doc=documents,
            win=Msg(" and its window of {window:,.0f} tokens", window=window) if windowed < causal else "",
            share=packed,
        )
        if packed < windowed
        else Msg(
            " + {coef:.3g} x layers x hidden x {seq:,.0f} (causal attention over a sliding window of {window:,.0f} "
            "tokens: {share:.3g} of the score matrix, the blocks outside the window skipped)",
            coef=12.0 * windowed,
            seq=w.seq_len,
            window=window,
            share=windowed,
        )
        if windowed < causal
        else Msg(
            " + {coef:g} x layers x hidden x {seq:,.0f} (causal attention at the sequence used: {share:g} of the score "
            "matrix, the masked blocks skipped; source: {source})",
            coef=12.0 * causal,
            seq=w.seq_len,
            share=causal,
            source=_src("causal_attention_share"),
        )
        if kind in ("decoder", "moe")
        else Msg(" + 12 x layers x hidden x {seq:,.0f} (attention at the sequence used)", seq=w.seq_len)
    )
    full = Msg(", x 8/6 for full recompute") if recompute == "full" else ""
    tokens = Msg("{tokens} tokens", tokens=token_count(w.tokens))
    if w.kind == "vit":
        tokens = Msg(
            "{images:.4g} images x {seq:,.0f} patch tokens{views}", images=w.tokens, seq=w.seq_len, views=views_note(w)
        )
        if getattr(w, "latent_factor", 1.0) > 1:
            tokens = Msg(
                "{images:.4g} images x {seq:,.0f} latent patch tokens ((image {size:g} px / VAE downsampling {f:g} / "
                "patch {p:g})^2; the VAE and any text encoder are not counted)",
                images=w.tokens,
                seq=w.seq_len,
                size=w.image_size,
                f=w.latent_factor,
                p=w.patch_size,
            )
    if s.finetune == "lora":
        return Msg(
            "LoRA fine-tune: FLOPs = 4 x {active} parameters x {tokens} (frozen base: no weight gradients){att}"
            "{full} = {flops:.3g}.",
            active=token_count(w.active_params),
            tokens=tokens,
            att=att,
            full=full,
            flops=r["total_flops"],
        )
    head = Msg("Full fine-tune: ") if s.finetune == "full" else ""
    return Msg(
        "{kind}FLOPs = 6 x {active} active parameters x {tokens}{att}{full} = {flops:.3g}.",
        kind=head,
        active=token_count(w.active_params),
        tokens=tokens,
        att=att,
        full=full,
        flops=r["total_flops"],
    )


def steps(r: dict, w) -> Msg:
    return Msg(
        "{micro:,.0f} tokens per micro-batch; {m:,.0f} micro-batches per data-parallel rank per step; {steps:,.0f} steps.",
        micro=r["micro_batch_tokens"],
        m=r["micro_batches"],
        steps=r["steps"],
    )


def _matmuls(gemm: float) -> Msg:
    """How long the matmuls take against the achieved rate; a factor that reads x1 at three figures is no term."""
    if float(f"{gemm:.3g}") == 1.0:
        return Msg(N_("the matmuls run at the achieved rate"))
    return Msg(N_("the matmuls take x{gemm:.3g} of their time at the achieved rate"), gemm=gemm)


def attention_kernel(share: float, util: float, slowdown: float, attention: float, source: str, given: bool) -> Msg:
    """The attention core slowed to its fused kernel's share of the 16-bit peak (compute.attention_at_kernel_rate)."""
    if given:
        return Msg(
            "Attention core at {share:.0%} of the 16-bit peak (given), below the matmuls' {util:.0%}: its FLOPs "
            "({att:.0%} of the model's) take x{slow:.2f} the time they would at the matmuls' rate.",
            share=share,
            util=util,
            att=attention,
            slow=slowdown,
        )
    return Msg(
        "Attention core at {share:.0%} of the 16-bit peak, below the matmuls' {util:.0%}: the fused attention kernel's "
        "published rate on this family (source: {source}; a newer kernel may be faster, give --attention-share); its "
        "FLOPs ({att:.0%} of the model's) take x{slow:.2f} the time they would at the matmuls' rate.",
        share=share,
        util=util,
        att=attention,
        slow=slowdown,
        source=sourced(source),
    )


def efficiency(r: dict, w, arr: dict) -> Msg:
    # stragglers are named only when they cost something at the precision shown (x1 on one device is no term)
    lag = float(f"{r['straggler_factor']:.3g}") if arr["straggler_sigma"] else 1.0
    if not arr["elementwise_bytes"] and lag == 1.0:
        return Msg(
            "Shape efficiency: {matmuls} (the intensity of "
            "{micro:,.0f}-token micro-batches against hidden {hidden:g} and the device's FLOP/s per byte).",
            matmuls=_matmuls(r["gemm_factor"]),
            micro=r["micro_batch_tokens"],
            hidden=w.hidden,
        )
    if lag == 1.0:
        template = N_(
            "Shape efficiency: {matmuls} (intensity of "
            "{micro:,.0f}-token micro-batches against hidden {hidden:g}), the memory-bound kernels beside them add "
            "x{el:.3g} ({b:g} bytes per hidden unit, token and layer, fitted at 16-bit activations and doubled at "
            "32-bit)."
        )
    else:
        template = plural(
            arr["n"],
            N_(
                "Shape efficiency: {matmuls} (intensity of "
                "{micro:,.0f}-token micro-batches against hidden {hidden:g}), the memory-bound kernels beside them "
                "add x{el:.3g} ({b:g} bytes per hidden unit, token and layer, fitted at 16-bit activations and "
                "doubled at 32-bit); stragglers x{lag:.3g} on {n} device."
            ),
            N_(
                "Shape efficiency: {matmuls} (intensity of "
                "{micro:,.0f}-token micro-batches against hidden {hidden:g}), the memory-bound kernels beside them "
                "add x{el:.3g} ({b:g} bytes per hidden unit, token and layer, fitted at 16-bit activations and "
                "doubled at 32-bit); stragglers x{lag:.3g} on {n} devices."
            ),
        )
    return Msg(
        template,
        matmuls=_matmuls(r["gemm_factor"]),
        micro=r["micro_batch_tokens"],
        hidden=w.hidden,
        el=r["elementwise_factor"] - 1.0,
        b=arr["elementwise_bytes"],
        lag=r["straggler_factor"],
        n=arr["n"],
    )


def parallelism(lay, r: dict, moe: bool) -> Msg:
    return Msg(
        "Parallelism: TP {tp} x PP {pp} x CP {cp} x DP {dp:g}{ep}, ZeRO-{zero}, {recompute} recompute; collectives "
        "priced on the link each group spans, TP partly overlapped with compute ({overlap:g}; source: {source}).",
        tp=lay.tp,
        pp=lay.pp,
        cp=lay.cp,
        dp=r["dp"],
        ep=Msg(" (EP {ep} within DP)", ep=lay.ep) if moe else "",
        zero=lay.zero,
        recompute=Msg(lay.recompute),
        overlap=float(defaults()["tp_comm_overlap"]["value"]),
        source=_src("tp_comm_overlap"),
    )


def moe(top_k: float, given: bool) -> Msg:
    return Msg(
        "Mixture of experts: {k:g} routed experts per token ({how}); attention, embeddings and shared experts taken as "
        "{share:g} of the active parameters, the rest of the total is routed experts (source: {source}).",
        k=top_k,
        how=Msg("as given") if given else Msg("assumed, as DeepSeek-V3"),
        share=float(defaults()["moe_shared_share_of_active"]["value"]),
        source=_src("moe_shared_share_of_active"),
    )


def expert_gemms(r: dict, ep: int, tile: float) -> Msg:
    return Msg(
        "Routed experts' GEMMs ({share:.0%} of the FLOPs) at their own shape: {tokens:,.0f} tokens an expert per "
        "micro-batch (the micro-batch x EP {ep} x the share of the experts' weights a token uses), computed in whole "
        "{tile:g}-row tiles and against the device's FLOP/s per byte: x{f:.2f} their time at the achieved rate "
        "(Switch Transformer's expert capacity; NVIDIA's tile quantization).",
        share=r["expert_share"],
        tokens=r["expert_tokens"],
        ep=ep,
        tile=tile,
        f=r["expert_gemm_factor"],
    )


def links(device, a: dict) -> Msg:
    return Msg(
        "Scale-up: {link} {up:g} GB/s bidirectional per device, {domain:g} devices per domain, efficiency "
        "{eff_up:g}; scale-out {out:g} Gb/s per device, efficiency {eff_out:g}; each collective on the link its "
        "group spans (ring all-reduce, all-to-all), gradient reduction overlapped with the backward pass.",
        # the link's words in the reader's language, as the side by side shows them ('NVLink 4 (降速版)')
        link=link_name(device.scaleup_link) if device.scaleup_link else Msg("link"),
        up=a["scaleup_gbs"],
        domain=a["scaleup_domain"],
        eff_up=a["eff_up"],
        out=a["scaleout_gbps"],
        eff_out=a["eff_out"],
    )


def memory(lay, finetune: str, moe: bool, om=None, one_micro_batch: bool = False) -> Msg:
    """The memory sentence: the optimizer by name and its bytes per parameter (optimizers.py), then the sharding."""
    from gpucompare.core.estimate.optimizers import LABELS, memory_of
    from gpucompare.core.estimate.optimizers import source as optimizer_source

    om = om or memory_of()
    grads = om.gradients_in_backward if one_micro_batch else om.gradients
    per = grads + om.optimizer_bytes + om.weights
    name = Msg(LABELS[om.optimizer])
    if finetune == "lora":
        what = Msg(
            "LoRA with {optimizer}: {w:g} bytes per frozen parameter, {per:g} bytes per trained adapter parameter "
            "({share:g} of the model)",
            optimizer=name,
            w=om.weights,
            per=per,
            share=float(defaults()["lora_trainable_share"]["value"]),
        )
    else:
        what = Msg(
            "{per:g} bytes per parameter with {optimizer}: weights {w:g}, gradients {g:g}, FP32 master weights {m:g}, "
            "optimizer states {s:g} (source: {source})",
            per=per,
            optimizer=name,
            w=om.weights,
            g=grads,
            m=om.master,
            s=om.states,
            source=optimizer_source(om.optimizer),
        )
    bf16 = (
        Msg(
            "; BF16 weights trained directly, no FP32 master copy (source: {source})",
            source=optimizer_source("master_weights"),
        )
        if om.bf16_weights
        else ""
    )
    in_bwd = (
        Msg(
            "; the optimizer steps each parameter in the backward pass and frees its gradient (source: {source})",
            source=optimizer_source("optimizer_in_backward"),
        )
        if om.in_backward and one_micro_batch
        else ""
    )
    return Msg(
        "Memory: {what}{bf16}{in_backward}, sharded by TP x PP{ep} and ZeRO-{zero}; activations for {recompute} "
        "recompute; {overhead:g} GB framework overhead.",
        what=what,
        bf16=bf16,
        in_backward=in_bwd,
        ep=Msg(", experts also by EP") if moe else "",
        zero=lay.zero,
        recompute=Msg(lay.recompute),
        overhead=float(defaults()["framework_overhead_gb"]["value"]),
    )


def paged_to_host(host_gb: float, link_gbs: float, seconds: float) -> Msg:
    return Msg(
        "Paged optimizer: {gb:.3g} GB of its states do not fit on the device and are held in host memory, moved over "
        "PCIe ({each:g} GB/s each way) every step: +{s:.3g} s per step, not overlapped with compute.",
        gb=host_gb,
        each=link_gbs / 2,
        s=seconds,
    )


def no_host_link(name: str) -> Msg:
    return Msg(
        "Paged optimizer: {name} has no PCIe generation in the catalog, so its states are not paged to host memory "
        "here; they count on the device.",
        name=name,
    )


def gradients_held_anyway(micro_batches: float) -> Msg:
    return Msg(
        "Optimizer-in-backward needs one micro-batch per step; this layout accumulates {m:.3g}, so every gradient is "
        "held until the step, as without it (set the global batch to one micro-batch per device to free them).",
        m=micro_batches,
    )


def overhead(r: dict, a: dict, goodput: float | None, timed_region: bool = False) -> Msg:
    if goodput is not None:
        return Msg(
            "Wall-clock = steady state / goodput {goodput:g}, set by the user.",
            goodput=goodput,
        )
    if timed_region:  # --timed-region: the figure wanted starts its clock after start-up and is no campaign
        return Msg(
            "Timed region (--timed-region): wall-clock x{factor:.3g} the steady state, the failures' expected share "
            "only (one every {every:,.0f} device-hours, source: {source}). A benchmark's time-to-train starts its clock "
            "after the job's start-up (MLPerf Training allows up to 20 minutes of untimed initialisation) and scores "
            "runs that succeeded, so neither a whole job's fixed time nor the share a long campaign loses to "
            "evaluation, checkpoints, stalls and restarts is counted; a whole job takes longer.",
            factor=r["wall_factor"],
            every=1.0 / float(defaults()["fail_per_device_hour"]["value"]),
            source=_src("fail_per_device_hour"),
        )
    if not a["wall_other_share"]:  # the campaign share did not lower the out-of-fold error: held at 0
        return Msg(
            "Wall-clock x{factor:.3g} the steady state: one failure every {every:,.0f} device-hours (source: {source}) cost "
            "restarts and lost work, capped by checkpoints at the optimum interval (Young 1974). The steady state is "
            "what a throughput measurement of tuned code sees.",
            factor=r["wall_factor"],
            every=1.0 / float(defaults()["fail_per_device_hour"]["value"]),
            source=_src("fail_per_device_hour"),
        )
    return Msg(
        "Wall-clock x{factor:.3g} the steady state: one failure every {every:,.0f} device-hours (source: {source}) cost "
        "restarts and lost work, capped by checkpoints at the optimum interval (Young 1974); a long campaign also "
        "runs up to {other:.0%} longer than its steady-state rate (evaluation, checkpoints, stalls, restarts and code "
        "less tuned than a vendor's benchmark), building up over its first {tc:.3g} hours: fitted on published "
        "runs. The steady state is what a throughput measurement of tuned code sees.",
        factor=r["wall_factor"],
        every=1.0 / float(defaults()["fail_per_device_hour"]["value"]),
        source=_src("fail_per_device_hour"),
        other=a["wall_other_share"],
        tc=a["campaign_hours"],
    )


def band_spread(lo: float, hi: float, slo: float, shi: float) -> Msg:
    return Msg(
        "published runs scatter x{lo:.2f}-x{hi:.2f} around the expected wall-clock and x{slo:.2f}-x{shi:.2f} around "
        "the steady state, each predicted out of fold (10th-90th percentile)",
        lo=lo,
        hi=hi,
        slo=slo,
        shi=shi,
    )


def band_short_job(share: float, wide: float, narrow: float) -> Msg:
    return Msg(
        "the run's overheads (failures, restarts, the campaign share, a job's fixed time) are a smaller share of it "
        "than of the campaigns the wall-clock band was sized on: its band sits {share:.0%} of the way towards the "
        "steady state's (x{wide:.1f} wide -> x{narrow:.1f})",
        share=share,
        wide=wide,
        narrow=narrow,
    )


def no_widening(lo: float, hi: float) -> bool:
    """Whether a band factor pair reads x1.00-x1.00 as said (two decimals): a widening of nothing, never claimed."""
    return f"{lo:.2f}" == "1.00" and f"{hi:.2f}" == "1.00"


def band_generic(glo: float, ghi: float, generic: bool, substituted: bool) -> Msg:
    why = (
        Msg("no published run of this device family and a substituted figure")
        if generic and substituted
        else Msg("no published run of this device family")
        if generic
        else Msg("a figure the device lacks was substituted")
    )
    if no_widening(glo, ghi):
        return Msg("not widened though {why}: such runs scattered no further out of fold", why=why)
    return Msg(
        "widened x{lo:.2f}-x{hi:.2f} because {why} (the spread of the families' own typical errors)",
        lo=glo,
        hi=ghi,
        why=why,
    )


def support_family(evidence: float) -> Msg:
    return Msg(
        "this device family's factor rests on few publishers' runs ({n:g}, a publisher whose runs are all approximate "
        "counting half)",
        n=evidence,
    )


def support_kind(kind: str, publishers: float) -> Msg:
    """'2 publishers of encoder-decoder transformer runs in the fit': the kind in words (KIND_LABEL), the count in
    agreement with its noun (never '2 publisher(s)'; Chinese writes both alike)."""
    template = plural(
        publishers,
        N_("{n:g} publisher of {kind} runs in the fit"),
        N_("{n:g} publishers of {kind} runs in the fit"),
    )
    return Msg(template, n=publishers, kind=Msg(KIND_LABEL.get(kind, kind)))


def support_range(what: str, value: float, lo: float, hi: float) -> Msg:
    if what == "params":
        return Msg(
            "{v:.3g}B active parameters, outside the {lo:.2g}B-{hi:,.4g}B of the fitted runs",
            v=value / 1e9,
            lo=lo / 1e9,
            hi=hi / 1e9,
        )
    if what == "count":
        return Msg("{v:g} devices, outside the {lo:g}-{hi:g} of the fitted runs", v=value, lo=lo, hi=hi)
    return Msg("{v:,.0f} hours, outside the {lo:.2g}-{hi:,.0f} of the fitted runs", v=value, lo=lo, hi=hi)


def band_extrapolates(glo: float, ghi: float, reasons) -> Msg:
    why = reasons[0] if reasons else Msg("few published runs like it")
    for r in reasons[1:]:
        why = Msg("{a}; {b}", a=why, b=r)
    if no_widening(glo, ghi):
        return Msg(
            "the estimate extrapolates from the runs it was fitted on ({why}), but out of fold such runs scattered no "
            "further: not widened for it",
            why=why,
        )
    return Msg(
        "widened x{lo:.2f}-x{hi:.2f} because the estimate extrapolates from the runs it was fitted on ({why}; "
        "out of fold such runs scattered that much more)",
        lo=glo,
        hi=ghi,
        why=why,
    )


#: why a model priced per sample (band driver `vision`) widens the band, by its model kind (Workload.architecture):
#: the reason a user reads names what the model is, never "a vision model" for a recommendation model
PER_SAMPLE_REASON = {
    "cnn": N_("it is a vision model (input pipelines and augmentation the estimate does not see)"),
    "vit": N_("it is a vision model (input pipelines and augmentation the estimate does not see)"),
    "recommendation": N_(
        "it is a recommendation model priced per sample (its input pipeline and embedding lookups the estimate does "
        "not see; sized on the vision runs, priced per sample the same way)"
    ),
}


def band_driver(driver: str, lo: float, hi: float, kind: str = "") -> Msg:
    """Why a driver widens the band; `kind` the model's kind (Workload.architecture), which names the reason for a
    model priced per sample."""
    why = {
        "finetune": Msg("it is a fine-tune (its data, sequence lengths and evaluation are rarely what was entered)"),
        "seq_default": Msg("the sequence length was left to the default"),
        "vision": Msg(PER_SAMPLE_REASON.get(kind, PER_SAMPLE_REASON["cnn"])),
        "single_device": Msg(
            "it runs on one device (one card's runs range from eager library code to compiled, fused kernels)"
        ),
    }.get(driver, Msg("few published runs like it"))
    return Msg(
        "widened x{lo:.2f}-x{hi:.2f} because {why} (out of fold such runs scattered that much more)",
        lo=lo,
        hi=hi,
        why=why,
    )


def band_graded(name: str, scale: float, per_decade: float, value: float, mid: float) -> Msg:
    """A graded input's scale on the band (band.GRADED): the input against the middle of the fitted runs, the scale,
    and why (out of fold, the scatter per decade)."""
    if name == "size":
        what = Msg(
            "{v:.3g}B active parameters against {mid:.3g}B in the middle of the fitted runs",
            v=value / 1e9,
            mid=mid / 1e9,
        )
        why = (
            Msg("runs of larger models fell nearer") if scale < 1.0 else Msg("runs of smaller models scattered further")
        )
    else:
        template = plural(
            value,
            N_("{v:g} device against {mid:g} in the middle of the fitted runs"),
            N_("{v:g} devices against {mid:g} in the middle of the fitted runs"),
        )
        what = Msg(template, v=value, mid=mid)
        why = Msg("runs on more devices fell nearer") if scale < 1.0 else Msg("runs on fewer devices scattered further")
    if scale < 1.0:
        return Msg(
            "x{scale:.2f} as wide for {what} (out of fold, {why}: x{per:.2f} per decade)",
            scale=scale,
            what=what,
            why=why,
            per=per_decade,
        )
    return Msg(
        "x{scale:.2f} wider for {what} (out of fold, {why}: x{per:.2f} per decade)",
        scale=scale,
        what=what,
        why=why,
        per=per_decade,
    )


def band_precision_unstated(gain: float, used: str, low: str = "fp8") -> Msg:
    return Msg(
        "low end at most x{inv:.2f} (the estimate in {low}) because no precision was given: estimated in {used}, but "
        "the device has {low} tensor cores and the run may use them (the estimate's own {low} path is x{gain:.2f} "
        "faster here); name --precision to narrow it",
        inv=1.0 / gain,
        gain=gain,
        used=PRECISION_LABEL.get(used, used),
        low=PRECISION_LABEL.get(low, low.upper()),
    )


def band_precision_unstated_fp32(slowdown: float, used: str) -> Msg:
    return Msg(
        "high end at least x{slow:.2f} (the estimate in FP32) because no precision was given: estimated in {used} on "
        "the tensor cores, but the device predates BF16 and TF32, and code of its era trains in FP32 unless mixed "
        "precision is turned on (the estimate's own FP32 path is x{slow:.2f} slower here); name --precision to narrow "
        "it",
        slow=slowdown,
        used=PRECISION_LABEL.get(used, used),
    )


def band_fp32_convolutions(slowdown: float) -> Msg:
    return Msg(
        "high end at least x{slow:.2f} (the estimate on the FP32 units) because FP32 was given: estimated at TF32, the "
        "frameworks' default for convolutions, but a run that turns TF32 off (torch.backends.cudnn.allow_tf32 = False) "
        "is x{slow:.2f} slower here",
        slow=slowdown,
    )


def band_novelty(scale: float) -> Msg:
    if scale < 1.0:
        return Msg(
            "x{scale:.2f} as wide: blind runs fell that much nearer than it allowed for",
            scale=scale,
        )
    return Msg(
        "x{scale:.2f} wider again: runs collected by someone who never saw the estimator fell that much further "
        "from a band calibrated without them",
        scale=scale,
    )


def band(b: dict) -> Msg:
    if b["wall_days_low"] != b["wall_days_low"]:  # NaN: no time (the run does not fit)
        return Msg("No band: the run does not fit in memory.")
    drivers = b["drivers"][0]
    for d in b["drivers"][1:]:
        drivers = Msg("{a}; {b}", a=drivers, b=d)
    # both ranges in the one unit of the estimate's table (durations: chosen from every time it shows), so the
    # sentence reads the band as the table above it does ('66.3–692 seconds', never '1.10–11.5 minutes' below it)
    from gpucompare.core.durations import duration_range_in, duration_unit

    # the times the table's unit is chosen from (durations.estimate_times): the wall-clock, the steady state (each
    # its band's low end over its P10) and the wall-clock band's ends
    point = [b["wall_days_low"] / b["p10"] if b.get("p10") else None]
    point.append(b["steady_days_low"] / b["steady_p10"] if b.get("steady_p10") else b["steady_days_low"])
    unit = duration_unit([b["wall_days_low"], b["wall_days_high"], *point])
    return Msg(
        "Band {wall} (steady state {steady}): {drivers}.",
        wall=duration_range_in(b["wall_days_low"], b["wall_days_high"], unit),
        steady=duration_range_in(b["steady_days_low"], b["steady_days_high"], unit),
        drivers=drivers,
    )


def no_time_when_it_does_not_fit(advice) -> Msg:
    return Msg("Does not fit in memory, so no time and no cost are given. {advice}", advice=advice)


def fit_zero3() -> str:
    return "ZeRO-3"


def fit_zero3_tp(tp: int) -> Msg:
    return Msg("ZeRO-3 with TP {tp}", tp=tp)


def fit_zero3_tp_full(tp: int) -> Msg:
    return Msg("ZeRO-3, TP {tp} and full recompute", tp=tp)


def fit_light_optimizer(in_backward: bool) -> Msg:
    if in_backward:
        return Msg(
            "ZeRO-3, 8-bit AdamW, BF16 weights and the optimizer in the backward pass, one micro-batch a step "
            "(--optimizer adamw8bit --bf16-weights --optimizer-in-backward)"
        )
    return Msg("ZeRO-3, 8-bit AdamW and BF16 weights (--optimizer adamw8bit --bf16-weights)")


def _need(device, need_gb: float) -> Msg:
    return Msg(
        "Needs {need} GB per device but {name} has {cap} GB.",
        need=gb_text(need_gb),
        name=column_name(device),
        cap=gb_text(device.get("memory_gb")),
    )


def fits_with(device, need_gb: float, how, n: int) -> Msg:
    return Msg("{head} It fits with {how} on {n} devices.", head=_need(device, need_gb), how=how, n=n)


def fits_on(device, need_gb: float, n: int, tp: int) -> Msg:
    return Msg(
        "{head} It would fit on {n} devices with ZeRO-3, TP {tp} and full recompute.",
        head=_need(device, need_gb),
        n=n,
        tp=tp,
    )


def never_fits(device, need_gb: float) -> Msg:
    return Msg(
        "{head} It does not fit on any cluster size tried: activations alone exceed the device memory.",
        head=_need(device, need_gb),
    )


def host_pipeline(views: int, rate: float, host: float, per_device: float, slower: float) -> Msg:
    """A self-supervised run faster than its host's data pipeline at a measured rate (configuration.host_pipeline)."""
    return Msg(
        "The host's data pipeline may set the pace: the devices would train {rate:,.0f} images a second, each decoded "
        "and augmented once for each of its {views} views on the CPUs; an 8-device server's CPUs fed ResNet-50 about "
        "{per:,.0f} augmented images a second a device with PyTorch's DataLoader (MosaicML 2022, 8 A100: the loader, "
        "not the GPUs, set the pace), {host:,.0f} images a second here, so the run may take up to x{slower:.1f} this "
        "estimate. Not in the estimate or its band (no input gives the host's cores or its loader); a GPU loader "
        "(DALI, FFCV) or more cores a device raise the ceiling.",
        rate=rate,
        views=views,
        per=per_device,
        host=host,
        slower=slower,
    )


def job_fixed_time(hours: float, wall_hours: float) -> Msg:
    """A whole job's fixed time (overhead.job_time_h) in the expected wall-clock, said with what it counts and what
    it leaves out."""
    return Msg(
        "The wall-clock includes {seconds:,.0f} s a whole job spends whatever its length (start-up, loading the "
        "model and the data, tokenising, the final evaluation and save; fitted on published wall-clock figures of "
        "whole jobs, never on throughput figures or on benchmarks that time the training region only, as MLPerf does "
        "after up to 20 minutes of untimed initialisation): {share:.0%} of this run's wall-clock. The steady state "
        "leaves it out.",
        seconds=hours * 3600.0,
        share=hours / wall_hours if wall_hours > 0 else 0.0,
    )


def family_named(text: str, assumed, variants: list, unfit: list, has_time: bool) -> Msg:
    """The first line of an estimate made for a family's name (family.spanned): the name, the variant assumed and
    why, and that the band spans the variants (those that do not fit named)."""
    names = ", ".join(d.name for d in variants)
    if not has_time:
        return Msg(
            "'{text}' names a family of {n} variants ({names}), not one: the estimate assumes {assumed}, the family's "
            "usual training variant (a server-module part before a PCIe card, then the most memory); give the variant "
            "for its own estimate.",
            text=text,
            n=len(variants),
            names=names,
            assumed=assumed.name,
        )
    if unfit:
        return Msg(
            "'{text}' names a family of {n} variants ({names}), not one: the estimate assumes {assumed}, the family's "
            "usual training variant (a server-module part before a PCIe card, then the most memory), and its band "
            "spans the variants' bands ({unfit} would not fit in memory: left out); give the variant for its own "
            "estimate.",
            text=text,
            n=len(variants),
            names=names,
            assumed=assumed.name,
            unfit=", ".join(d.name for d in unfit),
        )
    return Msg(
        "'{text}' names a family of {n} variants ({names}), not one: the estimate assumes {assumed}, the family's "
        "usual training variant (a server-module part before a PCIe card, then the most memory), and its band spans "
        "every variant's band; give the variant for its own estimate.",
        text=text,
        n=len(variants),
        names=names,
        assumed=assumed.name,
    )


def band_family(spanned: int, variants: int) -> Msg:
    """The band driver of a family's name (family.spanned)."""
    return Msg(
        "spans the bands of {k} of the family's {n} variants (a family was named, not a variant)",
        k=spanned,
        n=variants,
    )


def quantised_base(bits: int, bytes_per_weight: float) -> Msg:
    """A LoRA on a quantised frozen base (quantised_base.py): the dequantisation every micro-batch costs."""
    return Msg(
        "LoRA on a {bits}-bit quantised base: each micro-batch dequantises every base weight the device holds, "
        "{bytes:.3g} bytes of memory traffic a weight, beside the matmuls (measured: ms-swift's benchmark, LoRA on a "
        "16-bit vs a 4-bit bitsandbytes and an 8-bit GPTQ base, one A100). It weighs most where a micro-batch is short.",
        bits=bits,
        bytes=bytes_per_weight,
    )
