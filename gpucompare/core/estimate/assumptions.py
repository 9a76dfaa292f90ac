"""The assumption sentences an estimate lists: one function per sentence, each a translatable Msg with its values
and sources, so the window, the report and the command line show the same words in English or Chinese."""

from __future__ import annotations

import math

from gpucompare.core.catalog import PRECISION_LABEL
from gpucompare.core.estimate.tables import defaults, scenario_source
from gpucompare.i18n import N_, Msg

_WORDS = (
    N_("none"),
    N_("selective"),
    N_("full"),
    N_("user input"),
    N_("tuned benchmark run"),
    N_("production run"),
    N_("TP"),
    N_("PP"),
    N_("interleaving"),
    N_("EP"),
    N_("ZeRO stage"),
    N_("recompute"),
)
SCENARIO_LABEL = {"tuned": N_("tuned benchmark run"), "production": N_("production run")}
_LAYOUT_WORD = {
    "tp": "TP",
    "pp": "PP",
    "vpp": "interleaving",
    "ep": "EP",
    "zero": "ZeRO stage",
    "recompute": "recompute",
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
    "google-tpu-v4": "Google TPU v4",
    "google-tpu-v5e": "Google TPU v5e",
    "google-tpu-v5p": "Google TPU v5p",
    "google-tpu": N_("other Google TPUs"),
    "intel-gaudi2": "Intel Gaudi 2",
    "intel-gaudi-hl205": N_("Intel Gaudi (first generation)"),
    "intel-gaudi": N_("other Intel Gaudi parts"),
    "intel-goya": "Intel Goya",
    "intel-xe": "Intel Xe",
    "amd-mi300x": "AMD MI300X",
    "amd-mi325x": "AMD MI325X",
    "amd-cdna4": "AMD CDNA 4",
    "amd-cdna": N_("other AMD CDNA parts"),
    "aws-trainium": "AWS Trainium",
    "nvidia-blackwell-consumer": N_("NVIDIA Blackwell consumer and workstation GPUs"),
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
    return defaults()[key]["source"]


def low_precision_not_for_cnn(precision: str) -> Msg:
    return Msg(
        "{prec} speed-up not applied: the CNN time comes from a measured BF16/FP16 throughput.",
        prec=PRECISION_LABEL[precision],
    )


def no_fp8(name: str) -> Msg:
    return Msg("{name} has no FP8 tensor throughput (or no published FP8 training): ran at its BF16 peak.", name=name)


def no_fp4(name: str, fallback: str = "FP8") -> Msg:
    return Msg(
        "{name} has no FP4 tensor throughput (or its family no published FP4 training): ran at its {fallback} "
        "effective peak.",
        name=name,
        fallback=fallback,
    )


def low_precision(precision: str, gain: float, lo: float, hi: float, source: str, moe: bool) -> Msg:
    if precision == "fp4":
        return Msg(
            "FP4 (NVFP4/MXFP4) effective peak {gain:.2g} x BF16 (band {lo:.2g}-{hi:.2g}): the family's FP8 speed-up "
            "times the published FP4-over-FP8 gain, well below the datasheet FP4 peak; source: {source}.",
            gain=gain,
            lo=lo,
            hi=hi,
            source=source,
        )
    if precision == "int8":
        return Msg(
            "INT8 training (quantised matmuls, e.g. Google's AQT): effective peak {gain:.2g} x BF16; source: {source}.",
            gain=gain,
            source=source,
        )
    if moe:
        return Msg(
            "FP8 effective peak {gain:.2g} x BF16 (band {lo:.2g}-{hi:.2g}): fine-grained FP8 of an MoE gains less than "
            "dense FP8; source: {source}.",
            gain=gain,
            lo=lo,
            hi=hi,
            source=_src("fp8_speedup_moe"),
        )
    return Msg(
        "FP8 effective peak {gain:.2g} x BF16 (band {lo:.2g}-{hi:.2g}) for this family, not the datasheet's 2x; "
        "source: {source}.",
        gain=gain,
        lo=lo,
        hi=hi,
        source=source,
    )


def measured_cnn(bench: dict, workload: str, u: float) -> Msg:
    return Msg(
        "{workload}: measured {value:,.0f} samples/s per device ({as_of}; source: {source}), i.e. {util:.3g} of the "
        "dense peak; communication modelled on top.",
        workload=workload,
        value=float(bench["value"]),
        as_of=bench["as_of"],
        source=bench["source"],
        util=u,
    )


def generic_cnn(u: float, lo: float, hi: float) -> Msg:
    return Msg(
        "No measured throughput for this device on this CNN: utilization {util:g} of the dense BF16 peak (band "
        "{lo:g}-{hi:g}), the spread of published CNN training runs; source: {source}.",
        util=u,
        lo=lo,
        hi=hi,
        source=_src("cnn_utilization"),
    )


def user_utilization(u: float, precision: str, preferred: bool, key: str, row: dict) -> Msg:
    if preferred:
        return Msg(
            "Utilization {util:g} of the dense {prec} peak for {family}, set in Preferences (default {default} from "
            "{source}; band ±15%).",
            util=u,
            prec=PRECISION_LABEL[precision],
            family=family_label(key),
            default=row["utilization"],
            source=row["source"],
        )
    return Msg(
        "Utilization {util:g} of the dense {prec} peak, set by the user (band ±15%).",
        util=u,
        prec=PRECISION_LABEL[precision],
    )


def family_utilization(u: float, lo: float, hi: float, key: str, row: dict, precision: str, peak: float) -> Msg:
    if row["published"] != "yes":
        return Msg(
            "Utilization {util:g} of the dense {prec} peak ({peak:g} TFLOPS), band {lo:g}-{hi:g}: an assumption, no "
            "published training throughput for {family}; source: {source}.",
            util=u,
            prec=PRECISION_LABEL.get(precision, precision),
            peak=peak,
            lo=lo,
            hi=hi,
            family=family_label(key),
            source=row["source"],
        )
    return Msg(
        "Utilization {util:g} of the dense {prec} peak ({peak:g} TFLOPS) before communication, the {family} value, "
        "band {lo:g}-{hi:g}; source: {source}.",
        util=u,
        prec=PRECISION_LABEL.get(precision, precision),
        peak=peak,
        family=family_label(key),
        lo=lo,
        hi=hi,
        source=row["source"],
    )


def batch(tokens: float, seq: float, how: str, flops: float, floor: float, count: int, user: bool, key: str) -> Msg:
    if key == "batch_floor_samples_per_device":
        return Msg(
            "Global batch {batch:,.0f} samples ({why}); at least {floor:g} per device (source: {source}).",
            batch=tokens,
            why=Msg("given by the user")
            if user
            else Msg("the preset's published batch")
            if how == "given"
            else Msg("the per-device floor"),
            floor=floor,
            source=_src(key),
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
            source=_src("batch_floor_tokens_per_device"),
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


def no_scaleup(name: str) -> Msg:
    return Msg("{name} has no published scale-up bandwidth; assumed 32 GB/s (PCIe 3.0 x16).", name=name)


def scenario(name: str, auto: bool, factor: float, goodput: float, user_goodput: bool, own_source: str = "") -> Msg:
    why = (
        Msg(
            "chosen because the run is {longer} than {days:g} day",
            longer=Msg("longer") if name == "production" else Msg("not longer"),
            days=float(defaults()["production_after_days"]["value"]),
        )
        if auto
        else Msg("chosen by the user")
    )
    good = Msg("set by the user") if user_goodput else Msg("source: {source}", source=scenario_source(name, "goodput"))
    return Msg(
        "Scenario: {scenario} ({why}): utilization x {factor:.2f} (source: {fsource}). Goodput {goodput:g}, the share "
        "of wall time doing useful steps ({good}).",
        scenario=Msg(SCENARIO_LABEL[name]),
        why=why,
        factor=factor,
        fsource=Msg("this family's published production runs: {source}", source=own_source)
        if own_source
        else scenario_source(name, "utilization_factor"),
        goodput=goodput,
        good=good,
    )


def _listing(items: list[Msg]) -> Msg:
    """'TP, PP, ZeRO stage' as a Msg whose parts and separators translate ('TP、PP、ZeRO 阶段')."""
    out = items[0]
    for item in items[1:]:
        out = Msg("{a}, {b}", a=out, b=item)
    return out


def layout(lay, chosen: list[str]) -> Msg:
    what = _listing([Msg(_LAYOUT_WORD[k]) for k in chosen]) if chosen else ""
    head = (
        Msg(
            "{what} not given: chose the fastest layout that {how}",
            what=what,
            how=Msg("fits in memory") if lay.fits else Msg("comes closest to fitting"),
        )
        if chosen
        else Msg("Layout as given")
    )
    return Msg(
        "{head} (TP {tp}, PP {pp}, interleaving {vpp}, EP {ep}, ZeRO-{zero}, {recompute} recompute); pipelines need at "
        "least 4 x PP / interleaving micro-batches (GPipe, arXiv:1811.06965; Megatron-LM interleaving, arXiv:2104.04473).",
        head=head,
        tp=lay.tp,
        pp=lay.pp,
        vpp=lay.vpp,
        ep=lay.ep,
        zero=lay.zero,
        recompute=Msg(lay.recompute),
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


def flops(w, s, r: dict, recompute: str) -> Msg:
    if w.kind != "transformer":
        return Msg(
            "FLOPs = {per:.3g} per sample x {samples:.4g} samples = {flops:.3g}.",
            per=w.flops_per_token,
            samples=w.tokens,
            flops=r["total_flops"],
        )
    att = Msg(" + 12 x layers x hidden x sequence (attention)") if s.attention_flops else Msg(" (attention term off)")
    full = Msg(", x 8/6 for full recompute") if recompute == "full" else ""
    if s.finetune == "lora":
        return Msg(
            "LoRA fine-tune: FLOPs = 4 x {active:g}B parameters x {tokens:g}B tokens (frozen base: no weight "
            "gradients){att}{full} = {flops:.3g}.",
            active=w.active_params / 1e9,
            tokens=w.tokens / 1e9,
            att=att,
            full=full,
            flops=r["total_flops"],
        )
    kind = Msg("Full fine-tune: ") if s.finetune == "full" else ""
    return Msg(
        "{kind}FLOPs = 6 x {active:g}B active parameters x {tokens:g}B tokens{att}{full} = {flops:.3g}.",
        kind=kind,
        active=w.active_params / 1e9,
        tokens=w.tokens / 1e9,
        att=att,
        full=full,
        flops=r["total_flops"],
    )


def steps(batch_tokens: float, r: dict) -> Msg:
    return Msg(
        "{micro:,.0f} tokens per micro-batch; {m:.0f} micro-batches per data-parallel rank per step; {steps:,.0f} steps.",
        micro=r["micro_batch_tokens"],
        m=r["micro_batches"],
        steps=r["steps"],
    )


def parallelism(lay, r: dict, moe: bool) -> Msg:
    return Msg(
        "Parallelism: TP {tp} x PP {pp} x DP {dp:g}{ep}, ZeRO-{zero}, {recompute} recompute; TP collectives partly "
        "overlapped with compute ({overlap:g}; source: {source}).",
        tp=lay.tp,
        pp=lay.pp,
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


def links(device, up: float, a: dict) -> Msg:
    text = Msg(
        "Scale-up: {link} {up:g} GB/s bidirectional per device, {domain:g} devices per domain, efficiency "
        "{eff_up:g}; scale-out {out:g} Gb/s per device, efficiency {eff_out:g} (ring all-reduce; gradient "
        "reduction overlapped with the backward pass; MoE all-to-all on the scale-up link while TP x EP fits in a domain).",
        link=device.scaleup_link or "link",
        up=up,
        domain=a["scaleup_domain"],
        eff_up=a["eff_up"],
        out=a["scaleout_gbps"],
        eff_out=a["eff_out"],
    )
    if not math.isnan(device.get("scaleout_gbps")):
        return text
    return Msg(
        "{text} The catalog gives no scale-out network for this device: {out:g} Gb/s per device assumed (source: "
        "{source}).",
        text=text,
        out=a["scaleout_gbps"],
        source=_src("scaleout_gbps_unknown"),
    )


def memory(lay, finetune: str, moe: bool) -> Msg:
    if finetune == "lora":
        what = Msg(
            "LoRA: 2 bytes per frozen parameter, 16 bytes per trained adapter parameter ({share:g} of the model)",
            share=float(defaults()["lora_trainable_share"]["value"]),
        )
    else:
        what = Msg("16 bytes per parameter (BF16 weights and gradients, FP32 master weights and Adam states)")
    return Msg(
        "Memory: {what}, sharded by TP x PP{ep} and ZeRO-{zero}; activations for {recompute} recompute; {overhead:g} GB "
        "framework overhead.",
        what=what,
        ep=Msg(", experts also by EP") if moe else "",
        zero=lay.zero,
        recompute=Msg(lay.recompute),
        overhead=float(defaults()["framework_overhead_gb"]["value"]),
    )


def band(b: dict, scenario_name: str) -> Msg:
    return Msg(
        "Band {lo:,.1f}-{hi:,.1f} days: utilization {ulo:.2g}-{uhi:.2g}, widened x{slo:g}-{shi:g} for the spread of "
        "published {scenario}s around the model (README, Validation).",
        lo=b["wall_days_low"],
        hi=b["wall_days_high"],
        ulo=b["utilization_low"],
        uhi=b["utilization_high"],
        slo=b["spread_low"],
        shi=b["spread_high"],
        scenario=Msg(SCENARIO_LABEL[scenario_name]),
    )


def fit_zero3() -> str:
    return "ZeRO-3"


def fit_zero3_tp(tp: int) -> Msg:
    return Msg("ZeRO-3 with TP {tp}", tp=tp)


def fit_zero3_tp_full(tp: int) -> Msg:
    return Msg("ZeRO-3, TP {tp} and full recompute", tp=tp)


def _need(device, need_gb: float) -> Msg:
    return Msg(
        "Needs {need:.1f} GB per device but {name} has {cap:g} GB.",
        need=need_gb,
        name=device.name,
        cap=device.get("memory_gb"),
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
