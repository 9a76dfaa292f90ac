"""One configuration, end to end: resolve the inputs (precision and the device's figures, model kind and sequence,
batch, links, utilization), search the layout, run the vectorised model once, and return an `Estimate` with the
steady-state and the expected wall-clock time, a calibrated band, a status, every value used and every assumption
spelled out (a figure the device lacks first).

`plan()` and `inputs()` are separate so that validation can refit the calibrated parameters (params.py) on many
runs without searching their layouts again."""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field, replace

import numpy as np

from gpucompare.core.catalog import Device, column_name
from gpucompare.core.estimate import assumptions as say
from gpucompare.core.estimate import params as fitted
from gpucompare.core.estimate import recsys
from gpucompare.core.estimate.attention_span import document_scale, window_scale
from gpucompare.core.estimate.band import band_for, drivers_of, graded_of, support_of
from gpucompare.core.estimate.compute import (
    FINETUNE,
    PREFERENCE,
    attention_kernel_slowdown,
    attention_share,
    matmul_params,
    padded_samples,
    preference_factors,
    teacher_factor,
    training_flops_per_param,
)
from gpucompare.core.estimate.layout import Searched, search
from gpucompare.core.estimate.optimizers import memory_of
from gpucompare.core.estimate.optimizers import names as optimizer_names
from gpucompare.core.estimate.overhead import checkpoint_hours
from gpucompare.core.estimate.parallel import RECOMPUTE, SearchContext
from gpucompare.core.estimate.precision import Peak, best_training_precision, fp32_in_reach, unstated_alternative
from gpucompare.core.estimate.precision import resolve as resolve_peak
from gpucompare.core.estimate.quantised_base import BASE_BITS, dequant_bytes
from gpucompare.core.estimate.rollout import RL_KINDS, Generation, generation_s, prefill_share
from gpucompare.core.estimate.rollout import flops_factor as rl_flops_factor
from gpucompare.core.estimate.scale import global_batch_tokens
from gpucompare.core.estimate.sweep import derived, sweep
from gpucompare.core.estimate.tables import (
    attention_kernel_for,
    default,
    scaleup_pods,
    utilization_key,
    utilization_table,
)
from gpucompare.core.estimate.vector_units import matrix_over_vector, vector_utilization
from gpucompare.core.estimate.vision import cnn_sample_time_s
from gpucompare.core.workloads import (
    LATENT_NEEDS_VISION,
    PATCH_NEEDS_VIT,
    Workload,
    at_image_size,
    model_inputs,
    presets,
    view_count,
    with_mask,
    with_views,
)
from gpucompare.errors import BadArgument
from gpucompare.i18n import N_

TRAIN_PRECISIONS = ("bf16", "fp16", "fp8", "fp4", "int8", "tf32", "fp32")
STATUSES = ("ok", "does_not_fit")
TEACHER_POSITIVE = N_(
    "--teacher-params is the frozen teacher's parameter count in a distillation, a positive number (0: no teacher)."
)
TEACHER_NOT_RECOMMENDATION = N_(
    "--teacher-params applies to a model trained on a teacher's outputs, not to a recommendation model."
)
#: model kinds whose attention is causal (a token attends to the ones before it): their kernels skip the masked half
CAUSAL_KINDS = ("decoder", "moe")


@dataclass
class Settings:
    """Every knob of an estimate; None means 'the sourced default' (or, for a layout field, 'searched')."""

    precision: str | None = None  # None: the device's own best training precision (BF16 where it has it), said
    tp: int | None = None
    pp: int | None = None
    zero: int | None = None
    utilization: float | None = None  # of the dense peak; replaces the fitted GEMM utilization
    goodput: float | None = None  # steady-state / wall-clock; replaces the overhead model
    #: the time wanted is a benchmark's timed region (MLPerf Training's time-to-train, a vendor's time-to-train
    #: table, a speed record's loop): no whole job's fixed time and no campaign share, only failures (--timed-region)
    timed_region: bool = False
    #: the share of the dense 16-bit peak the fused attention kernel reaches (forward and backward); None: the
    #: family's published figure (data/attention_kernels.csv), else the matmuls' utilization
    attention_share: float | None = None
    #: a causal decoder's sliding attention window in tokens (attention_span); None: full causal over the sequence
    attention_window: float | None = None
    #: packed documents masked apart (variable-length attention): their mean length in tokens (attention_span,
    #: est224); None: the attention spans the whole sequence
    document_length: float | None = None
    recompute: str | None = None
    virtual_stages: int | None = None  # interleaved pipeline schedule: model chunks per pipeline stage (vpp)
    expert_parallel: int | None = None  # MoE: devices the experts are split over (ep)
    context_parallel: int | None = None  # long sequences split over devices (cp)
    micro_batch: int | None = None  # sequences (samples) per micro-batch
    #: the scale-out network between scale-up domains, Gb/s per device (--network-gbps): replaces the catalog's figure
    #: or the assumed one (a cluster on 25 Gb/s Ethernet, fast.ai's DAWNBench run; 400 Gb/s InfiniBand)
    network_gbps: float | None = None
    global_batch_tokens: float | None = None
    seq_len: float | None = None  # None: the workload's, else a default for its kind and size
    image_size: float | None = None  # vision: pixels per side
    patch_size: float | None = None  # ViT / diffusion transformer: patch side (in latent pixels for a latent model)
    latent_factor: float | None = None  # latent diffusion: the VAE's downsampling factor (Stable Diffusion's: 8)
    mask_ratio: float | None = None  # ViT: share of patches dropped before the encoder (MAE 0.75, FLIP 0.5)
    decoder_params: float | None = None  # with mask_ratio: the decoder that sees every patch (None: MAE's default)
    views: str | None = None  # self-supervised vision: augmented views per image, '2' or '2x224+6x96' (with_views)
    #: knowledge distillation: the frozen teacher's parameters (its active ones for an MoE teacher); each step also
    #: runs its forward pass over every token or image position and holds its weights (compute.teacher_factor)
    teacher_params: float | None = None
    finetune: str = "none"  # none (pre-training) | full | lora
    #: a fine-tune on preference pairs: "dpo" (two sequences through the policy and a frozen reference model's
    #: forward passes: DPO, IPO) or "orpo" (two sequences, no reference: ORPO, SimPO); samples are pairs
    preference: str = "none"
    #: reinforcement-learning post-training (rollout.py): "grpo" or "ppo"; samples count prompts, each sampled
    #: `rl_samples_per_prompt` times, each answer `rl_generated` tokens long (mean), decoded before it is trained on
    rl: str = "none"
    rl_samples_per_prompt: float | None = None  # None: 1 (a GRPO group size the user gives)
    rl_generated: float | None = None  # mean generated tokens per sample; None: a share of the sequence, said
    rl_prompts_per_step: float | None = None  # prompts per step (the rollout batch); None: as many as fit
    #: mean prompt tokens per sample (est224); None: the sequence less the mean answer, every answer at its mean length.
    #: Given, the sequence is the cap (prompt + longest answer) and a step's decoding lasts until its longest answer
    rl_prompt: float | None = None
    rl_critic_params: float | None = None  # PPO: the critic's and reward model's size; None: the actor's
    #: a LoRA on a quantised frozen base (QLoRA NF4, GPTQ, AWQ: 4; LLM.int8, GPTQ int8: 8); 16 or None: not quantised
    base_bits: int | None = None
    optimizer: str = "adamw"  # a key of data/optimizers.csv: adamw | adamw8bit | paged_adamw8bit | adafactor | sgd
    bf16_weights: bool = False  # BF16 weights trained directly, no FP32 master copies (torchtune's dtype: bf16)
    optimizer_in_backward: bool = False  # each parameter stepped in the backward pass, its gradient freed
    #: Preferences: a utilization per device family, used where `utilization` is not given
    family_utilization: dict[str, float] = field(default_factory=dict)


@dataclass
class Estimate:
    """The result. Fields are stable (the CLI's JSON, the window, the report and core.tco read them): times in
    days/hours, memory in GB, FLOPs as counts, shares as fractions.

    `status` is "ok" or "does_not_fit": a run that does not fit in memory has no time and no cost (NaN here, null
    in JSON) and `fit_advice` says what would make it fit. `flags` name what the estimate could not take from the
    device (precision_substituted, memory_unknown, scaleup_assumed, scaleout_assumed) and whether its family rests
    on a generic assumption (generic_family)."""

    device_id: str
    device_name: str
    workload: str
    devices: int
    precision: str
    tp: int
    pp: int
    dp: float
    zero: int
    total_flops: float  # model FLOPs: 6 (LoRA: 4) x active params x tokens + attention
    hardware_flops: float  # what the devices execute, recompute included
    wall_days: float  # expected wall-clock: the headline
    device_hours: float  # devices x wall-clock hours
    utilization: float  # of the effective peak, for the matmuls
    goodput: float  # steady-state / wall-clock time
    achieved_tflops_per_device: float
    memory_per_device_gb: float
    memory_capacity_gb: float
    memory_breakdown_gb: dict[str, float]
    fits_in_memory: bool
    fit_advice: str
    comm_fraction: float
    comm_breakdown_s_per_step: dict[str, float]
    bubble_fraction: float
    band: dict[str, float]
    assumptions: list = field(default_factory=list)
    status: str = "ok"
    flags: list[str] = field(default_factory=list)
    missing: list = field(default_factory=list)  # what the device lacks and the estimate assumed (said first)
    steady_days: float = math.nan  # steady state (what a throughput measurement sees)
    steady_device_hours: float = math.nan
    vpp: int = 1
    ep: int = 1
    cp: int = 1
    micro_batch: int = 1
    recompute: str = "selective"
    finetune: str = "none"
    preference: str = "none"
    rl: str = "none"
    base_bits: int = 16
    optimizer: str = "adamw"
    bf16_weights: bool = False
    optimizer_in_backward: bool = False
    timed_region: bool = False  # --timed-region: a benchmark's timed region, no start-up and no campaign share
    teacher_params: float = math.nan  # a distillation's frozen teacher (--teacher-params); NaN (null): none
    model_kind: str = "decoder"
    global_batch_tokens: float = math.nan
    seq_len: float = math.nan
    layers: float = math.nan
    hidden: float = math.nan
    micro_batches: float = math.nan
    steps: float = math.nan
    tokens: float = math.nan
    samples: float = math.nan
    params: float = math.nan
    active_params: float = math.nan
    peak_tflops: float = math.nan  # dense peak at the precision used, per device
    effective_peak_tflops: float = math.nan  # after the FP8/INT8/FP4 gain, per device
    mfu: float = math.nan  # model FLOPs / (busy time x effective peak)
    power_w_per_device: float = math.nan  # TDP, for energy and TCO
    results: list = field(default_factory=list)  # the one results table (results.py), every face renders it
    inputs: dict = field(default_factory=dict)
    #: a family's name read as its usual variant (family.spanned): the name, the variant assumed and each variant's
    #: estimate; None for a device named as itself
    family: dict | None = None

    @property
    def has_time(self) -> bool:
        """False when the run does not fit: no time, no cost."""
        return self.status == "ok"

    def to_json(self) -> dict:
        return _clean(asdict(self))


def _clean(x):
    if isinstance(x, dict):
        return {k: _clean(v) for k, v in x.items()}
    if isinstance(x, list | tuple):
        return [_clean(v) for v in x]
    if isinstance(x, np.generic):
        x = x.item()
    if isinstance(x, float) and (math.isnan(x) or math.isinf(x)):
        return None
    return x


def _finite(name: str, v, lo: float | None = None, hi: float | None = None) -> None:
    if v is None:
        return
    try:
        ok = math.isfinite(float(v))
    except (TypeError, ValueError):
        ok = False
    if not ok or (lo is not None and float(v) < lo) or (hi is not None and float(v) > hi):
        rng = (
            f" between {lo:g} and {hi:g}"
            if lo is not None and hi is not None
            else (f" of at least {lo:g}" if lo is not None else "")
        )
        raise BadArgument(f"{name} must be a finite number{rng} (got {v})")


def check(s: Settings, count: int, workload: Workload) -> None:
    """One clear error per bad setting (the CLI prints it on one line and exits 2)."""
    if count < 1:
        raise BadArgument("--count must be at least 1")
    if s.precision is not None and s.precision not in TRAIN_PRECISIONS:
        raise BadArgument("--precision must be one of " + ", ".join(TRAIN_PRECISIONS))
    for name, v in (("--mfu", s.utilization), ("--goodput", s.goodput), ("--attention-share", s.attention_share)):
        if v is not None and not (isinstance(v, int | float) and math.isfinite(v) and 0 < v <= 1):
            raise BadArgument(f"{name} must be between 0 and 1 (got {v})")
    for name, v in (
        ("--tp", s.tp),
        ("--pp", s.pp),
        ("--vpp", s.virtual_stages),
        ("--ep", s.expert_parallel),
        ("--cp", s.context_parallel),
        ("--micro-batch", s.micro_batch),
    ):
        _finite(name, v, 1, 1_000_000)
    _finite("--global-batch", s.global_batch_tokens, 1, 1e12)
    _finite("--network-gbps", s.network_gbps, 0.1, 1e5)
    _finite("--seq-len", s.seq_len, 1, 1e8)
    _finite("--attention-window", s.attention_window, 1, 1e8)
    if s.attention_window is not None and "attention-window" not in model_inputs(workload.architecture):
        raise BadArgument("--attention-window is a causal decoder's sliding window: give --model-kind decoder or moe")
    _finite("--document-length", s.document_length, 1, 1e8)
    if s.document_length is not None and "attention-window" not in model_inputs(workload.architecture):
        raise BadArgument(
            "--document-length is the mean length of a causal decoder's packed documents: give --model-kind decoder "
            "or moe"
        )
    _finite("--image-size", s.image_size, 8, 100_000)
    _finite("--mask-ratio", s.mask_ratio, 0, 0.99)
    _finite("--patch-size", s.patch_size, 1, 100_000)
    _finite("--latent-factor", s.latent_factor, 1, 1024)
    if s.patch_size and workload.kind != "vit":
        raise BadArgument(PATCH_NEEDS_VIT)
    if s.latent_factor and not workload.vision:
        raise BadArgument(LATENT_NEEDS_VISION)
    _finite("--decoder-params", s.decoder_params, 0, 1e13)
    if s.teacher_params is not None and not (
        isinstance(s.teacher_params, int | float) and math.isfinite(s.teacher_params) and 0 <= s.teacher_params <= 1e15
    ):
        raise BadArgument(TEACHER_POSITIVE)
    if s.teacher_params and workload.recommendation:
        raise BadArgument(TEACHER_NOT_RECOMMENDATION)
    if s.views and not workload.vision:
        raise BadArgument("--views applies to a CNN or ViT (--model-kind cnn|vit): augmented views per image")
    if s.mask_ratio and workload.kind != "vit":
        raise BadArgument("--mask-ratio applies to a ViT (--model-kind vit): the share of patches its encoder drops")
    if s.recompute is not None and s.recompute not in RECOMPUTE:
        raise BadArgument("--recompute must be none, selective or full")
    if s.zero is not None and s.zero not in (0, 1, 2, 3):
        raise BadArgument("--zero must be 0, 1, 2 or 3")
    if s.finetune not in FINETUNE:
        raise BadArgument("--finetune must be lora or full")
    if s.preference not in PREFERENCE:
        raise BadArgument("--preference must be dpo or orpo")
    if s.preference != "none" and s.finetune == "none":
        raise BadArgument("--preference tunes a trained model on preference pairs: it needs --finetune full or lora")
    if s.base_bits is not None and s.base_bits not in BASE_BITS:
        raise BadArgument("--base-bits must be 16, 8 or 4")
    if s.base_bits is not None and s.base_bits < 16 and s.finetune != "lora":
        raise BadArgument("--base-bits is a LoRA's frozen base quantised (QLoRA): it needs --finetune lora")
    if s.rl not in RL_KINDS:
        raise BadArgument("--rl must be grpo or ppo")
    if s.rl != "none" and s.finetune == "none":
        raise BadArgument("--rl post-trains a trained model: it needs --finetune full or lora")
    if s.rl != "none" and (workload.vision or workload.kind == "cnn"):
        raise BadArgument("--rl applies to a language model: its samples are generated token by token")
    _finite("--rl-samples-per-prompt", s.rl_samples_per_prompt, 1, 100_000)
    _finite("--rl-generated", s.rl_generated, 1, 1e8)
    _finite("--rl-prompts-per-step", s.rl_prompts_per_step, 1, 1e9)
    _finite("--rl-prompt", s.rl_prompt, 1, 1e8)
    _finite("--rl-critic-params", s.rl_critic_params, 1, 1e14)
    if s.rl == "none" and any(
        v is not None
        for v in (s.rl_samples_per_prompt, s.rl_generated, s.rl_prompts_per_step, s.rl_critic_params, s.rl_prompt)
    ):
        raise BadArgument(
            "--rl-samples-per-prompt, --rl-generated, --rl-prompts-per-step, --rl-prompt and --rl-critic-params need "
            "--rl"
        )
    if s.rl_critic_params is not None and s.rl != "ppo":
        raise BadArgument("--rl-critic-params is PPO's critic: it needs --rl ppo")
    if s.optimizer not in optimizer_names():
        raise BadArgument("--optimizer must be one of " + ", ".join(optimizer_names()))
    if s.bf16_weights and s.precision in ("fp16", "tf32", "fp32"):
        raise BadArgument(f"--bf16-weights trains BF16 weights; it needs --precision bf16 or fp8 (got {s.precision})")
    tp, pp, ep, cp = s.tp or 1, s.pp or 1, s.expert_parallel or 1, s.context_parallel or 1
    if count % (tp * pp * cp):
        raise BadArgument(
            f"--count {count} is not a multiple of tp x pp x cp = {tp * pp * cp}; "
            "devices are split into tensor-, pipeline-, context- and data-parallel groups"
        )
    if (count // (tp * pp * cp)) % ep:
        raise BadArgument(
            f"--ep {ep} must divide the data-parallel size {count // (tp * pp * cp)} (count / (tp x pp x cp))"
        )
    if ep > 1 and not workload.moe:
        raise BadArgument(f"expert parallelism needs a mixture-of-experts model; {workload.name} is dense")
    if (s.virtual_stages or 1) > 1 and pp == 1 and s.pp is not None:
        raise BadArgument("--vpp needs a pipeline (--pp 2 or more)")
    if workload.kind == "cnn" and (tp > 1 or pp > 1 or cp > 1):
        raise BadArgument(
            f"tensor, pipeline and context parallelism are modelled for transformers only; {workload.name} needs "
            "--tp 1 --pp 1"
        )


#: flags that mark a figure the device lacks, replaced by an assumption said first: each widens the band as a
#: substituted figure (band.support_of) and counts so in the validation's support levels (calibrate.support_level)
SUBSTITUTED_FLAGS = frozenset({"precision_substituted", "scaleout_assumed", "memory_bw_unknown"})


def scaleout_gbps(device: Device) -> float:
    """The device's scale-out network per device; where the catalog gives none, the sourced default (one 200 Gb/s
    adapter per accelerator), never the scale-up link's speed across nodes. 0 stays 0 (no network: one node)."""
    v = device.get("scaleout_gbps")
    return default("scaleout_gbps_unknown") if math.isnan(v) else v


def scaleout(device: Device, count: int, domain: float, lacks: list, notes: list, flags: list) -> float:
    """The scale-out Gb/s per device the sweep uses, decided once, never silently. A figure the catalog gives is
    used. A scale-out of 0 means no network beside the scale-up link: right for a device whose scale-up link spans
    its pod (data/scaleup_pods.csv, sourced) within that pod, where the sweep prices every group on the scale-up
    link (said); a run that leaves the domain otherwise gets the sourced default, said first, band widened. A device
    without a figure gets the same default when the run leaves one domain."""
    v = device.get("scaleout_gbps")
    if v == v and v > 0:
        return v
    pods = scaleup_pods()
    pod = pods.get(device.id)
    if v == 0 and pod is not None and count <= float(pod["pod_devices"]):
        if count > 1:
            notes.append(say.scaleup_spans_pod(column_name(device), float(pod["pod_devices"]), pod["source"]))
        return 0.0
    if count <= domain:  # the run stays in one scale-up domain: no network is crossed
        return scaleout_gbps(device)
    fallback = default("scaleout_gbps_unknown")
    lacks.append(
        say.scaleout_zero(column_name(device), domain, fallback)
        if v == 0
        else say.scaleout_assumed(column_name(device), fallback)
    )
    flags.append("scaleout_assumed")
    return fallback


def host_link_gbs(device: Device) -> float:
    """The device's link to host memory, bidirectional GB/s: PCIe x16 of its generation (a paged optimizer's states
    cross it); NaN where the generation is unknown (nothing is paged then)."""
    from gpucompare.core.estimate.tables import defaults

    gen = device.get("pcie_gen")
    key = f"pcie_gen{int(gen)}_x16_gbs" if not math.isnan(gen) else ""
    return default(key) if key in defaults() else math.nan


def scaleup(device: Device, count: int, lacks: list, flags: list) -> tuple[float, float]:
    """(scale-up GB/s bidirectional, devices per domain). A device without a scale-up figure is never given one
    silently: a PCIe card whose generation is known talks over PCIe x16 inside an 8-device server (said first);
    otherwise every device talks over the scale-out network (domain of one, said first)."""
    up, domain = device.get("scaleup_gbs"), device.get("scaleup_domain")
    if not math.isnan(up) and up > 0:
        return up, (1.0 if math.isnan(domain) else domain)
    gen = device.get("pcie_gen")
    key = f"pcie_gen{int(gen)}_x16_gbs" if not math.isnan(gen) else ""
    from gpucompare.core.estimate.tables import defaults

    if key in defaults():
        per = default("pcie_server_devices")
        if count > 1:
            lacks.append(say.scaleup_from_pcie(column_name(device), int(gen), default(key), per))
            flags.append("scaleup_assumed")
        return default(key), per
    if count > 1:
        lacks.append(say.no_scaleup(column_name(device)))
        flags.append("scaleup_assumed")
    return 0.0, 1.0


@dataclass
class Plan:
    """Everything an estimate needs before the calibrated parameters and the layout: the sweep's inputs that do not
    depend on them (`base`), and the ingredients `inputs()` combines with a `Params`."""

    device: Device
    workload: Workload
    count: int
    settings: Settings
    peak: Peak
    base: dict
    ctx: SearchContext
    fixed: dict
    ukey: str
    user_util: float | None
    preferred: bool
    lacks: list
    notes: list
    flags: list
    batch_how: str
    seq_default: bool
    bench: dict | None = None
    #: no precision given, estimated in 16 bits on a device with FP8: the FP8 path it may take (the band's low end)
    unstated: Peak | None = None
    #: reinforcement learning: what generating the rollouts costs (rollout.generation_s), None without --rl
    generation: Generation | None = None
    #: knowledge distillation: the step's FLOPs over the student's alone (compute.teacher_factor; 1 without a teacher)
    teacher: float = 1.0
    #: no precision given, estimated in FP16 on a device without BF16 and TF32: the run may have trained in FP32
    #: (precision.fp32_in_reach; the band's high end reaches the estimate in FP32); also a CNN given FP32 and timed at
    #: TF32, the frameworks' default for convolutions (precision.fp32_convolutions_as_tf32)
    unstated_fp32: bool = False


def _resolve_workload(workload: Workload, s: Settings) -> tuple[Workload, bool]:
    """The workload at the user's sequence or image size; (workload, whether the sequence is a default)."""
    if workload.vision:
        if s.image_size or s.patch_size or s.latent_factor:
            workload = at_image_size(workload, s.image_size, s.patch_size, s.latent_factor)
        if s.mask_ratio:
            workload = with_mask(workload, float(s.mask_ratio), s.decoder_params)
        if s.views:
            workload = with_views(workload, s.views)
        return workload, False
    if s.seq_len:
        seq = float(s.seq_len)
        samples = getattr(workload, "samples_given", math.nan)
        # a workload entered by samples trains samples x the sequence length used, not the one it was entered at
        tokens = workload.tokens if math.isnan(samples) else samples * seq
        return replace(workload, seq_len=seq, tokens=tokens, micro_batch_tokens=math.nan, seq_given=True), False
    return workload, not workload.seq_given


def rl_terms(workload: Workload, s: Settings, seq: float, tokens: float) -> dict:
    """Reinforcement learning's amounts (rollout.py): the rollout tokens trained (a workload entered by samples
    counts prompts, each sampled `rl_samples_per_prompt` times), the rollouts, the mean generated and prompt length
    (a share of the sequence where not given), the rollouts per step and the FLOPs factor of scoring, prefill and
    training on the actor's training FLOPs. Without --rl: the tokens and a factor of 1."""
    if s.rl == "none":
        return {"tokens": tokens, "factor": 1.0}
    group = float(s.rl_samples_per_prompt or 1.0)
    if not math.isnan(getattr(workload, "samples_given", math.nan)):
        tokens *= group  # the samples are prompts: each is sampled `group` times
    generated = float(s.rl_generated) if s.rl_generated else seq * default("rl_generated_share_unstated")
    prompt = max(seq - generated, 0.0)
    mean_seq, longest = seq, generated  # every answer at its mean length: the prompt fills the sequence
    if s.rl_prompt:  # a mean prompt given (est224): the sequence is the cap, prompt + the longest answer
        prompt = float(s.rl_prompt)
        generated = min(generated, max(seq - prompt, 1.0))
        mean_seq, longest = prompt + generated, max(seq - prompt, generated)
    by_samples = not math.isnan(getattr(workload, "samples_given", math.nan))
    critic = (
        float(s.rl_critic_params) / workload.active_params if s.rl_critic_params and workload.active_params > 0 else 1.0
    )
    factor = rl_flops_factor(s.rl, s.finetune, critic) + prefill_share(prompt, mean_seq, s.finetune)
    return {
        "tokens": tokens,
        "factor": factor,
        # a workload entered by samples counts its rollouts; one entered by tokens trains rollouts of the mean length
        "rollouts": (tokens / seq if by_samples else tokens / mean_seq) if seq > 0 else math.nan,
        "generated": generated,
        "longest": longest,
        "prompt": prompt,
        "group": group,
        "per_step": float(s.rl_prompts_per_step) * group if s.rl_prompts_per_step else None,
        "critic_share": critic,
    }


def plan(
    device: Device, workload: Workload, count: int, s: Settings, params: fitted.Params, fp32_as_asked: bool = False
) -> Plan:
    """What an estimate runs: the precision resolved, the workload at its size, the batch, the sweep's inputs.
    `fp32_as_asked`: a CNN's FP32 stays on the FP32 units (the band's high end, fp32_slowdown), never taken as the
    frameworks' default TF32 (precision.fp32_convolutions_as_tf32)."""
    chosen = s.precision is None
    if chosen:  # none given: the device's own best training precision, said first when it is not BF16
        s = replace(s, precision=best_training_precision(device))
    check(s, count, workload)
    workload, seq_default = _resolve_workload(workload, s)
    lacks: list = []
    notes: list = []
    flags: list[str] = []
    kind = workload.architecture
    transformer = workload.kind != "cnn"
    ukey = utilization_key(device.id, device.family)
    urow = utilization_table()[ukey]
    convolutions = workload.kind == "cnn" and not workload.recommendation and not fp32_as_asked
    peak = resolve_peak(device, s.precision, urow, params, transformer, workload.moe, convolutions)
    lacks.extend(peak.lacks)
    notes.extend(peak.notes)
    if not peak.lacks:  # a peak the maker does not publish (derived in the catalog) is said first, with its source
        prov = device.value_source(f"{peak.used}_tflops")
        if prov.confidence == "derived" and prov.layer != "custom":
            lacks.append(
                say.derived_peak(column_name(device), peak.used, peak.peak_tflops, prov.source, prov.as_of, prov.how)
            )
    if peak.substituted:
        flags.append("precision_substituted")
    if peak.tf32_by_default:
        flags.append("precision_fp32_as_tf32")
    unstated = None
    if chosen:
        flags.append("precision_device_default")
        if s.precision != "bf16":
            lacks.insert(0, say.device_precision(column_name(device), peak.used, peak.peak_tflops))
        if not peak.substituted:
            unstated = unstated_alternative(device, peak.used, urow, params, transformer, workload.moe)
        if unstated is not None:
            flags.append("precision_unstated")
        if not peak.substituted and fp32_in_reach(device, peak.used):
            flags.append("precision_unstated_fp32")

    seq = workload.seq_len if transformer else 1.0
    tokens = workload.tokens * seq if workload.kind == "vit" else workload.tokens  # a ViT trains on patch tokens
    pair = preference_factors(s.preference, s.finetune)  # (sequences per sample, FLOPs factor of a reference)
    tokens *= pair[0]
    rl = rl_terms(workload, s, seq, tokens)
    tokens = rl["tokens"]
    if workload.kind == "cnn":
        flops_guess = workload.flops_per_token * workload.tokens
    else:
        per = training_flops_per_param(s.finetune) * workload.active_params
        flops_guess = per * tokens * pair[1] * rl["factor"]
    given_batch = s.global_batch_tokens or workload.global_batch_tokens
    if given_batch is not None and math.isnan(given_batch):
        given_batch = None
    if workload.vision and not s.global_batch_tokens:
        # a vision preset's batch is in images: in patch tokens for a ViT; a CNN entered by its size takes the floor
        preset = workload.global_batch_tokens
        given_batch = (
            preset * seq if not math.isnan(preset) else default("batch_floor_samples_per_device") * count * seq
        )
    floor_key = "batch_floor_tokens_per_device" if workload.kind == "transformer" else "batch_floor_samples_per_device"
    floor = default(floor_key)
    if workload.kind == "vit":
        floor = default("batch_floor_samples_per_device") * seq  # a floor of images, in patch tokens
    if workload.recommendation and not s.global_batch_tokens:  # large steps for small MLPs (data/defaults.csv)
        given_batch = max(default("batch_recommendation_samples"), default("batch_floor_samples_per_device") * count)
    if s.finetune != "none" and not given_batch and not workload.vision:
        # a fine-tune's batch, not pre-training's law; a batch of preference pairs holds two sequences each
        given_batch = default("batch_finetune_sequences") * seq * pair[0]
    batch, how = global_batch_tokens(flops_guess, count, seq, floor, given_batch)
    if s.finetune != "none" and how == "given" and not s.global_batch_tokens:
        how = "finetune"
    notes.append(
        say.batch(batch, seq, how, flops_guess, floor, count, bool(s.global_batch_tokens), floor_key, workload)
    )
    if workload.id == "custom" and not workload.vision:
        notes.append(say.shape(workload))
    if not math.isnan(getattr(workload, "samples_given", math.nan)):
        notes.append(say.samples_at_full_length(workload))
    if seq_default:
        notes.insert(0, say.default_seq(workload))
    if workload.vision and not getattr(workload, "patch_given", True):
        notes.insert(0, say.default_latent_patch(workload))
    if workload.vision and not getattr(workload, "image_given", True):
        notes.insert(0, say.default_image(workload))
    other = next((w for w in presets() if w.id == workload.shares_name_with), None) if workload.vision else None
    if other is not None:  # a bare "U-Net": which of the two was taken, said first
        notes.insert(0, say.shared_name(workload, other))
    kind_factor = 1.0
    if kind == "encoder_decoder":
        share, ratio = default("enc_dec_encoder_share"), default("enc_dec_target_ratio")
        kind_factor = share + (1.0 - share) * ratio
        notes.append(say.encoder_decoder(kind_factor, share, ratio))
    if s.preference != "none":
        kind_factor *= pair[1]
        notes.append(say.preference(s.preference, s.finetune, pair[0], pair[1]))
    if s.rl != "none":
        kind_factor *= rl["factor"]
    teacher = teacher_factor(s.teacher_params, workload.active_params, s.finetune)
    if s.teacher_params:
        kind_factor *= teacher  # a CNN's FLOPs per image take it below (its count replaces the formula)
    # a causal decoder's attention kernels compute about half the score matrix (compute.flops_per_token)
    attention_scale = default("causal_attention_share") if kind in CAUSAL_KINDS else 1.0
    if s.attention_window is not None and kind in CAUSAL_KINDS:  # a sliding window (attention_span, est171)
        attention_scale = window_scale(seq, s.attention_window, attention_scale)
    if s.document_length is not None and kind in CAUSAL_KINDS:  # packed documents masked apart (est224)
        attention_scale = document_scale(seq, s.document_length, s.attention_window, default("causal_attention_share"))
    other_at = len(notes)  # the other-kind note goes here once the user's utilization is known

    up, domain = scaleup(device, count, lacks, flags)
    if s.network_gbps is not None:  # the user's network replaces the catalog's or the assumed one, said
        out_gbps = float(s.network_gbps)
        had = device.get("scaleout_gbps")
        notes.append(say.scaleout_given(column_name(device), out_gbps, had if had == had else math.nan))
    else:
        out_gbps = scaleout(device, count, domain, lacks, notes, flags)
    generation = None
    if s.rl != "none":
        generation = generation_s(
            params=workload.params,
            layers=workload.layers,
            hidden=workload.hidden,
            kv_share=default("kv_share"),
            rollouts=rl["rollouts"],
            generated=rl["generated"],
            longest=rl["longest"],
            prompt=rl["prompt"],
            rollouts_per_step=rl["per_step"],
            devices=count,
            memory_gb=device.get("memory_gb"),
            bw_gbs=device.get("memory_bw_gbs"),
        )
        notes.append(say.rl(s, rl, generation))
    if s.finetune == "lora" and s.base_bits is not None and s.base_bits < 16:
        notes.append(say.quantised_base(s.base_bits, dequant_bytes(s.base_bits)))
    if math.isnan(device.get("memory_gb")):
        lacks.append(say.memory_unknown(column_name(device)))
        flags.append("memory_unknown")
    if not params.measured(ukey):  # no published run of this family in the fit: a generic assumption
        flags.append("generic_family")

    preferred_u = s.family_utilization.get(ukey) or s.family_utilization.get(device.family)
    user_util = s.utilization if s.utilization is not None else preferred_u
    if kind == "other":  # a utilization the user gives replaces the fitted one and its factor (inputs())
        notes.insert(other_at, say.other_kind(params.other_efficiency if user_util is None else 1.0))
    om = memory_of(s.optimizer, s.bf16_weights, s.optimizer_in_backward)
    mm_params, untied = (
        matmul_params(workload.active_params, workload.layers, workload.hidden, workload.vocab)
        if transformer
        else (workload.active_params, False)
    )
    if transformer and math.isfinite(workload.vocab):
        notes.append(say.vocab_shape(workload.vocab, workload.active_params, mm_params, untied))
    # a distillation's frozen teacher: its weights at the training precision (16 bits for FP8 and below, whose
    # recipes keep 16-bit master weights), no gradients or optimizer states, sharded as the student's weights are
    teacher_bytes = max(peak.bytes_per_element, 2.0)
    # a language model's vocabulary for its output logits: the user's, else the sourced default (said in memory's note)
    logits_vocab = 0.0
    if workload.kind == "transformer" and not workload.recommendation:
        logits_vocab = workload.vocab if math.isfinite(workload.vocab) else default("logits_vocab_unstated")
    table_gb = 0.0
    if workload.recommendation:  # the tables are memory only; the step's parameters are the dense ones (recsys.py)
        table_gb = recsys.embedding_memory_gb(workload.embedding_params, count)
        notes.insert(
            0,
            say.recommendation(
                workload.sparse_features,
                workload.embedding_dim,
                workload.active_params,
                workload.flops_per_token,
                workload.activation_bytes_per_token,
                table_gb,
            ),
        )
    base = dict(
        n=count,
        peak_tflops=peak.peak_tflops,
        memory_bw_gbs=device.get("memory_bw_gbs"),
        params=workload.active_params if workload.recommendation else workload.params,
        active_params=workload.active_params,
        tokens=tokens,
        layers=workload.layers if transformer else math.nan,
        hidden=workload.hidden if transformer else math.nan,
        heads=workload.heads,
        seq_len=seq,
        batch_tokens=batch,
        scaleup_gbs=up,
        scaleup_domain=domain,
        scaleout_gbps=out_gbps,
        memory_gb=device.get("memory_gb"),
        bytes_per_element=peak.bytes_per_element,
        flops_per_token=workload.flops_per_token,
        matmul_params=mm_params if untied else math.nan,
        act_bytes_per_token=workload.activation_bytes_per_token if workload.kind == "cnn" else math.nan,
        # a language model's output logits per token, in 32-bit for the loss (memory.activation_bytes)
        logit_bytes=default("logit_bytes_per_value") * logits_vocab if logits_vocab else 0.0,
        kind_factor=kind_factor,
        attention_scale=attention_scale,
        finetune=FINETUNE[s.finetune],
        lora_share=default("lora_trainable_share"),
        top_k=workload.experts_per_token if workload.moe and not math.isnan(workload.experts_per_token) else 8.0,
        shared_share=default("moe_shared_share_of_active"),
        expert_tile_rows=default("expert_gemm_tile_rows"),
        kv_share=default("kv_share"),
        eff_up=default("link_efficiency_scaleup"),
        eff_out=default("link_efficiency_scaleout"),
        latency_us=default("collective_latency_us"),
        overhead_gb=default("framework_overhead_gb") + table_gb,
        tp_overlap=default("tp_comm_overlap"),
        ep_overlap=default("ep_comm_overlap"),
        dp_overlap=default("dp_comm_overlap"),
        cp_overlap=default("cp_comm_overlap"),
        # what a step streams: AdamW in mixed precision is the sourced 28 bytes; the others scale with their bytes
        optimizer_bytes=default("optimizer_bytes_per_param") * om.step_bytes / memory_of().step_bytes,
        # a full fine-tune's frozen reference model is a second copy of the weights, held in 16 bits (sharded as
        # the policy's are); a LoRA policy's reference is its own base with the adapters switched off
        weight_bytes=om.weights
        + (2.0 if s.preference == "dpo" and s.finetune == "full" else 0.0)
        + teacher_bytes * (float(s.teacher_params or 0.0) / workload.params if workload.params > 0 else 0.0),
        grad_bytes=om.gradients,
        grad_bytes_one_micro_batch=om.gradients_in_backward,
        optimizer_state_bytes=om.optimizer_bytes,
        pageable_share=om.pageable_share,
        host_link_gbs=host_link_gbs(device),
        fail_per_device_hour=default("fail_per_device_hour"),
        restart_h=default("restart_h"),
        checkpoint_h=default("checkpoint_h"),
        sample_time_s=math.nan,
        rollout_s=generation.seconds if generation is not None and math.isfinite(generation.seconds) else 0.0,
        dequant_bytes=dequant_bytes(s.base_bits) if s.finetune == "lora" else 0.0,
    )
    if kind == "other" and math.isnan(workload.flops_per_token):
        # an architecture without attention we can see (SSMs, hybrids): 6N (LoRA 4N) only; the shape still drives
        # the efficiency terms
        base["flops_per_token"] = training_flops_per_param(s.finetune) * workload.active_params
    if s.teacher_params:
        notes.append(say.teacher(float(s.teacher_params), workload.active_params, teacher, s.finetune, teacher_bytes))
        if math.isfinite(base["flops_per_token"]):  # a count per image or token replaces the formula (kind_factor)
            base["flops_per_token"] = base["flops_per_token"] * teacher
    fixed = {
        "tp": s.tp,
        "pp": s.pp,
        "vpp": s.virtual_stages,
        "cp": s.context_parallel,
        "ep": s.expert_parallel,
        "zero": s.zero,
        "recompute": s.recompute,
        "micro_batch": s.micro_batch,
    }
    layers = int(workload.layers) if transformer and not math.isnan(workload.layers) else 1
    ctx = SearchContext(
        devices=count,
        domain=int(domain) or 1,
        layers=layers,
        seq_len=seq,
        transformer=transformer,
        moe=workload.moe,
        finetune=s.finetune,
        accumulate=not s.optimizer_in_backward,
        image_size=workload.image_size if workload.kind == "cnn" and not math.isnan(workload.image_size) else 224.0,
        spatial_dims=workload.spatial_dims if workload.kind == "cnn" else 2.0,
    )
    bench = None
    if workload.kind == "cnn":
        at = peak.used if peak.tf32_by_default else s.precision  # a vendor's TF32 row is what FP32 runs as
        _t, bench = cnn_sample_time_s(device, workload, at, peak.peak_tflops, peak.bytes_per_element, params)
    bw = device.get("memory_bw_gbs")
    if not (bw > 0) and bench is None:  # NaN or 0: the memory-bound terms cannot be priced (efficiency.py, vision.py)
        lacks.append(say.memory_bw_unknown(column_name(device), workload.kind == "cnn"))
        flags.append("memory_bw_unknown")
    return Plan(
        device,
        workload,
        count,
        s,
        peak,
        base,
        ctx,
        fixed,
        ukey,
        user_util,
        bool(preferred_u and s.utilization is None),
        lacks,
        notes,
        flags,
        how,
        seq_default,
        bench,
        unstated,
        generation,
        teacher,
        unstated_fp32="precision_unstated_fp32" in flags or peak.tf32_by_default,
    )


def _finite_or_none(x: float) -> float | None:
    return x if math.isfinite(x) else None


def attention_kernel_share(p: Plan) -> float:
    """The share of the dense 16-bit peak the attention core runs at: the user's (--attention-share), else the
    family's published kernel figure (data/attention_kernels.csv) unless the user gave the utilization (then taken
    whole, attention included); NaN: at the matmuls' utilization."""
    if p.settings.attention_share is not None:
        return float(p.settings.attention_share)
    kernel = attention_kernel_for(p.device.id, p.device.family) if p.user_util is None else None
    return float(kernel["share_of_16bit_peak"]) if kernel is not None else math.nan


def inputs(p: Plan, params: fitted.Params) -> dict:
    """The sweep's keyword arguments (without the layout) for a plan under a set of calibrated parameters."""
    a = dict(p.base)
    gain = p.peak.gain(params.low_precision_share)
    a["peak_tflops"] = p.peak.peak_tflops * gain
    a["attention_gain"] = gain  # the attention core stays at the 16-bit peak (compute.attention_at_16bit)
    u = p.user_util if p.user_util is not None else params.utilization(p.ukey)
    if p.settings.finetune == "lora" and p.user_util is None:
        u *= params.lora_efficiency
    if p.user_util is None and padded_samples(p.settings, p.workload):
        u *= params.padded_efficiency
    a["moe_efficiency"] = 1.0
    if p.workload.moe and p.user_util is None:
        u *= params.moe_efficiency
        a["moe_efficiency"] = params.moe_efficiency  # the expert GEMMs' ridge is at the GEMM's rate (sweep_at)
    if p.workload.architecture == "other" and p.user_util is None:
        u *= params.other_efficiency
    if p.peak.vector and p.user_util is None:  # the family's shortfall as time at the matrix units' rate (est171)
        u = vector_utilization(u, params.factor(p.ukey), matrix_over_vector(p.device), fitted.ceiling())
        u = min(u * params.vector_efficiency, fitted.ceiling())
    a["util"] = u
    # the attention core at its fused kernel's published share of the 16-bit peak where that is below the matmuls'
    # utilization (data/attention_kernels.csv; compute.attention_at_kernel_rate); a user's utilization is taken whole
    a["attention_slowdown"] = attention_kernel_slowdown(u, attention_kernel_share(p))
    a["elementwise_bytes"] = params.elementwise_bytes_per_hidden
    a["layer_overhead_us"] = params.layer_overhead_us
    a["straggler_sigma"] = params.straggler_sigma
    a["wall_other_share"] = params.wall_other_share
    a["campaign_hours"] = params.campaign_hours
    a["campaign_one_server"] = params.campaign_one_server
    a["job_hours"] = params.job_fixed_h + float(checkpoint_hours(p.workload.params, params.checkpoint_passes))
    if p.settings.timed_region:  # a benchmark's timed region: its clock starts after start-up, and it is no campaign
        a["job_hours"] = 0.0
        a["wall_other_share"] = 0.0
    if p.workload.kind == "cnn":
        at = p.peak.used if p.peak.tf32_by_default else p.settings.precision
        t, bench = cnn_sample_time_s(p.device, p.workload, at, p.peak.peak_tflops, p.peak.bytes_per_element, params)
        # the roofline's constants are every vendor's; a family's maturity scales it (a measured rate is the device's)
        a["sample_time_s"] = t if bench is not None or p.user_util is not None else t / params.factor(p.ukey)
        a["sample_time_s"] *= p.teacher  # a distillation's teacher forward (its FLOPs per image are the student's)
    if p.settings.goodput is not None:  # the user's goodput replaces the overhead model
        a["fail_per_device_hour"] = 0.0
        a["wall_other_share"] = 1.0 / p.settings.goodput - 1.0
        a["campaign_hours"] = 0.0
        a["campaign_one_server"] = 1.0
        a["job_hours"] = 0.0
    return a


def host_pipeline(w: Workload, count: int, r: dict) -> tuple[int, float, float, float, float] | None:
    """A self-supervised vision run (--views) whose devices would train more images a second than a device's share
    of a server's CPUs decodes and augments over its views (data/defaults.csv host_pipeline_images_per_s_per_device,
    with its source): (views, the estimate's images a second, the host's, its rate a device, the slowdown); None
    otherwise. Said only: no input gives the host's cores or loader, so neither the estimate nor its band moves."""
    if not w.views_spec or not w.vision or not (r["steady_days"] > 0):
        return None
    try:
        views = view_count(w.views_spec)
    except BadArgument:
        return None
    per_device = default("host_pipeline_images_per_s_per_device")
    images = w.tokens / w.views if w.views > 0 else w.tokens
    rate = images / (r["steady_days"] * 86400.0)
    host = per_device * count / max(views, 1)
    if not (rate > host):
        return None
    return (views, rate, host, per_device, rate / host)


def run(p: Plan, params: fitted.Params, searched: Searched | None = None) -> tuple[Searched, dict, dict]:
    """Search the layout (unless given) and run the model: (searched, sweep inputs, raw results). A layout searched
    here brings its sweep row with it (the search swept it with these inputs); a given one is swept again, as it
    may have been searched under other parameters."""
    arr = inputs(p, params)
    if searched is None:
        searched = search(arr, p.ctx, p.fixed)
        return searched, arr, dict(searched.row)
    raw = sweep(**arr, **searched.layout.columns())
    return searched, arr, raw


def estimate(
    device: Device,
    workload: Workload,
    count: int,
    settings: Settings | None = None,
    *,
    params: fitted.Params | None = None,
) -> Estimate:
    """One configuration, with the assumptions spelled out: times, memory and communication (what it costs is
    core.tco's). `params` replaces the shipped calibration (validation passes each fold's). A device that stands for
    a family's name (family.resolve_named: 'A100') is estimated on every variant, its band spanning them
    (family.spanned)."""
    named = device.named_family
    if named is None or len(named.variants) < 2:
        return _estimate_one(device, workload, count, settings, params)
    from gpucompare.core.estimate.family import spanned

    plain = replace(device, named_family=None)
    point = _estimate_one(plain, workload, count, settings, params)
    others = [(v, _estimate_one(v, workload, count, settings, params)) for v in named.variants if v.id != device.id]
    return spanned(point, plain, others, named)


def fp32_slowdown(
    p: Plan, device: Device, workload: Workload, count: int, settings: Settings | None, prm: fitted.Params, r: dict
) -> tuple[float, float]:
    """(wall-clock, steady state) of the estimate in FP32 over this one, for a run without a stated precision on a
    device without BF16 and TF32, or a CNN given FP32 and timed at TF32 (Plan.unstated_fp32: the band's high end
    reaches it, band.unstated_high; the FP32 plan keeps the FP32 units, fp32_as_asked); (1, 1)
    otherwise or where the FP32 estimate cannot be made. The same estimator at --precision fp32, its layout searched
    again (FP32 doubles the bytes a step moves and keeps)."""
    if not p.unstated_fp32 or not (r["wall_days"] > 0):
        return (1.0, 1.0)
    try:
        p32 = plan(device, workload, count, replace(settings or Settings(), precision="fp32"), prm, fp32_as_asked=True)
        _searched, _arr, raw = run(p32, prm)
    except BadArgument:
        return (1.0, 1.0)
    wall, steady = (float(np.asarray(raw[k], float).reshape(-1)[0]) for k in ("wall_days", "steady_days"))
    return (
        max(1.0, wall / r["wall_days"]) if wall > 0 else 1.0,
        max(1.0, steady / r["steady_days"]) if steady > 0 and r["steady_days"] > 0 else 1.0,
    )


def _estimate_one(
    device: Device, workload: Workload, count: int, settings: Settings | None, params: fitted.Params | None
) -> Estimate:
    """`estimate()` for one device as itself."""
    from gpucompare.core.estimate.results import build_rows

    prm = params or fitted.load()
    p = plan(device, workload, count, settings or Settings(), prm)
    s = p.settings  # the precision resolved (the device's own when none was given)
    w = p.workload
    searched, arr, raw = run(p, prm)
    lay = searched.layout
    notes = list(p.notes)
    notes.append(say.utilization(p, prm, arr["util"]))
    chosen = [k for k, v in p.fixed.items() if v is None and (k != "ep" or w.moe) and (w.kind != "cnn" or k == "zero")]
    notes.append(say.layout(searched, chosen, s.finetune))
    if lay.pp > 1 and not searched.enough_micro_batches:
        notes.append(say.starved_pipeline(lay, float(raw["micro_batches"])))

    raw.update(derived(raw, count, arr["peak_tflops"]))
    r = {k: (v.item() if isinstance(v, np.ndarray) else v) for k, v in raw.items()}
    notes.append(say.flops(w, s, r, lay.recompute, p.workload.architecture))
    if w.kind != "cnn":
        notes.append(say.steps(r, w))
        notes.append(say.efficiency(r, w, arr))
        if arr["attention_slowdown"] > 1.0:
            kernel = attention_kernel_for(device.id, device.family)
            of_6n = float(attention_share(w.active_params, w.layers, w.hidden, arr["seq_len"], arr["attention_scale"]))
            notes.append(
                say.attention_kernel(
                    attention_kernel_share(p),
                    float(arr["util"]),
                    float(arr["attention_slowdown"]),
                    of_6n / (1.0 + of_6n),  # the attention core's share of the model's FLOPs
                    kernel["cite"] if kernel is not None else "",
                    s.attention_share is not None,
                )
            )
    notes.append(say.parallelism(lay, r, w.moe))
    if w.moe:
        notes.append(say.moe(arr["top_k"], not math.isnan(w.experts_per_token)))
        if r.get("expert_share", 0.0) > 0:
            notes.append(say.expert_gemms(r, lay.ep, float(arr["expert_tile_rows"])))
    notes.append(say.links(device, arr))
    om = memory_of(s.optimizer, s.bf16_weights, s.optimizer_in_backward)
    notes.append(say.memory(lay, s.finetune, w.moe, om, float(raw["micro_batches"]) <= 1.0))
    if float(raw["memory_host_bytes"]) > 0:
        notes.append(
            say.paged_to_host(float(raw["memory_host_bytes"]) / 1e9, arr["host_link_gbs"], float(raw["paging_s"]))
        )
    elif om.pages_to_host and math.isnan(arr["host_link_gbs"]) and not bool(raw["fits_in_memory"]):
        notes.append(say.no_host_link(column_name(device)))
    if s.optimizer_in_backward and float(raw["micro_batches"]) > 1.0:
        notes.append(say.gradients_held_anyway(float(raw["micro_batches"])))
    notes.append(say.overhead(r, arr, s.goodput, s.timed_region))
    if arr["job_hours"] and r["wall_days"] > 0:
        notes.append(say.job_fixed_time(float(arr["job_hours"]), float(r["wall_days"]) * 24.0))

    fits = bool(r["fits_in_memory"])
    status = "ok" if fits else "does_not_fit"
    advice = "" if fits else fit_advice(device, w, count, lay, arr, r["memory_per_device_gb"], s.precision)
    flags = list(p.flags)
    if not fits:
        flags.append("does_not_fit")
    generic = "generic_family" in flags and p.user_util is None
    substituted = bool(SUBSTITUTED_FLAGS & set(flags))
    wall_hours = r["wall_days"] * 24.0 if fits else math.nan
    level, reasons = support_of(prm, w.architecture, p.ukey, w.active_params, count, wall_hours, generic, substituted)
    if level == "thin":
        flags.append("thin_support")
    elif level == "unseen" and not (generic or substituted):
        flags.append("unseen_kind")
    fp8_gain = p.unstated.gain(prm.low_precision_share) if p.unstated is not None else 1.0
    b = band_for(
        prm,
        r,
        status == "ok",
        level,
        tuple(reasons),
        generic,
        substituted,
        tuple(drivers_of(w, s, count)),
        fp8_gain,
        p.peak.used,
        graded_of(prm, w.active_params, count),
        {"size": w.active_params, "devices": float(count)},
        p.unstated.used if p.unstated is not None else "fp8",
        w.architecture,
        fp32_slowdown(p, device, workload, count, settings, prm, r),
    )
    notes.append(say.band(b))
    host = host_pipeline(w, count, r) if status == "ok" else None
    if host is not None:
        notes.append(say.host_pipeline(*host))
    if status != "ok":
        notes.insert(0, say.no_time_when_it_does_not_fit(advice))
        for k in ("wall_days", "device_hours", "steady_days", "steady_device_hours", "achieved_tflops", "mfu"):
            r[k] = math.nan
    lacks = list(p.lacks)
    e = Estimate(
        device_id=device.id,
        device_name=device.display_name,
        workload=w.name,
        devices=count,
        precision=s.precision,
        tp=lay.tp,
        pp=lay.pp,
        dp=r["dp"],
        zero=lay.zero,
        total_flops=r["model_flops"],
        hardware_flops=r["total_flops"],
        wall_days=r["wall_days"],
        device_hours=r["device_hours"],
        utilization=arr["util"],
        # steady-state / wall-clock: the campaign's and failures' factor, and a whole job's fixed time where counted
        goodput=r["steady_days"] / r["wall_days"] if arr["job_hours"] and fits else 1.0 / r["wall_factor"],
        achieved_tflops_per_device=r["achieved_tflops"],
        memory_per_device_gb=r["memory_per_device_gb"],
        memory_capacity_gb=device.get("memory_gb"),
        memory_breakdown_gb={
            k[7:-3]: r[k]
            for k in ("memory_weights_gb", "memory_grads_gb", "memory_optimizer_gb", "memory_activations_gb")
        },
        fits_in_memory=fits,
        fit_advice=advice,
        comm_fraction=r["comm_fraction"],
        comm_breakdown_s_per_step={
            "compute": r["compute_s"],
            "tensor_parallel": r["tp_exposed_s"],
            "context_parallel": r["cp_exposed_s"],
            "data_parallel_exposed": r["dp_exposed_s"],
            "expert_parallel": r["ep_exposed_s"],
            "pipeline_p2p": r["pp_comm_s"],
            "pipeline_bubble": r["bubble_s"],
        },
        bubble_fraction=r["bubble_fraction"],
        band=b,
        assumptions=lacks + notes,
        status=status,
        flags=flags,
        missing=lacks,
        steady_days=r["steady_days"],
        steady_device_hours=r["steady_device_hours"],
        vpp=lay.vpp,
        ep=lay.ep,
        cp=lay.cp,
        micro_batch=lay.micro_batch,
        recompute=lay.recompute,
        finetune=s.finetune,
        preference=s.preference,
        rl=s.rl,
        base_bits=int(s.base_bits) if s.base_bits else 16,
        optimizer=s.optimizer,
        bf16_weights=s.bf16_weights,
        optimizer_in_backward=s.optimizer_in_backward,
        timed_region=s.timed_region,
        teacher_params=float(s.teacher_params) if s.teacher_params else math.nan,
        model_kind=w.architecture,
        global_batch_tokens=arr["batch_tokens"],
        seq_len=arr["seq_len"],
        layers=w.layers,
        hidden=w.hidden,
        micro_batches=r["micro_batches"],
        steps=r["steps"],
        tokens=arr["tokens"],
        samples=w.samples,
        params=w.params,
        active_params=w.active_params,
        peak_tflops=p.peak.peak_tflops,
        effective_peak_tflops=arr["peak_tflops"],
        mfu=r["mfu"],
        power_w_per_device=device.get("tdp_w"),
        inputs={
            "utilization_key": p.ukey,
            "utilization_source": "user"
            if p.user_util is not None
            else ("family" if prm.measured(p.ukey) else "unseen_family"),
            "precision_used": p.peak.used,
            "low_precision_gain": p.peak.gain(prm.low_precision_share),
            "gemm_factor": r["gemm_factor"],
            "elementwise_factor": r["elementwise_factor"],
            "elementwise_s_per_step": r["elementwise_s"],
            "layer_overhead_s_per_step": r["layer_overhead_s"],
            "straggler_factor": r["straggler_factor"],
            "wall_factor": r["wall_factor"],
            "attention_share": float(
                attention_share(w.active_params, w.layers, w.hidden, arr["seq_len"], arr["attention_scale"])
            )
            if w.kind != "cnn"
            else None,
            "attention_kernel_share": _finite_or_none(attention_kernel_share(p)),
            "attention_window": p.settings.attention_window,  # None: full causal attention over the sequence
            "document_length": p.settings.document_length,  # None: the attention spans the whole packed sequence
            "attention_scale": float(arr["attention_scale"]),  # the share of the score matrix the attention computes
            "attention_slowdown": arr["attention_slowdown"],
            "tp_comm_overlap": arr["tp_overlap"],
            "ep_comm_overlap": arr["ep_overlap"],
            "dp_comm_overlap": arr["dp_overlap"],
            "experts_per_token": arr["top_k"] if w.moe else None,
            "link_efficiency_scaleup": arr["eff_up"],
            "link_efficiency_scaleout": arr["eff_out"],
            "scaleup_gbs": arr["scaleup_gbs"],
            "scaleup_domain": arr["scaleup_domain"],
            "scaleout_gbps": arr["scaleout_gbps"],
            "collective_latency_us": arr["latency_us"],
            "framework_overhead_gb": arr["overhead_gb"],
            "weight_bytes_per_param": arr["weight_bytes"],
            "gradient_bytes_per_trained_param": float(
                arr["grad_bytes_one_micro_batch"] if float(r["micro_batches"]) <= 1.0 else arr["grad_bytes"]
            ),
            "optimizer_bytes_per_trained_param": arr["optimizer_state_bytes"],
            "optimizer_step_bytes_per_trained_param": arr["optimizer_bytes"],
            "optimizer_paged_to_host_gb": float(raw["memory_host_bytes"]) / 1e9,
            "paging_s_per_step": float(raw["paging_s"]),
            "micro_batch_tokens": r["micro_batch_tokens"],
            "sequence_default": p.seq_default,
            "measured_throughput": dict(p.bench) if p.bench else None,
            "rollout": asdict(p.generation) if p.generation is not None else None,
            "teacher_flops_factor": p.teacher,  # a distillation's FLOPs over the student's alone (1: no teacher)
        },
    )
    e.results = [row.to_json() for row in build_rows(e)]
    return e


def fit_advice(device: Device, w: Workload, count: int, lay, arr: dict, need_gb: float, precision: str = "bf16") -> str:
    """What would make it fit: ZeRO-3, more TP, full recompute, 8-bit AdamW with BF16 weights, or more devices."""
    cap = device.get("memory_gb")
    domain = int(arr["scaleup_domain"]) or 1
    cols = lay.columns()

    def mem(**over) -> float:
        return float(sweep(**{**arr, **cols, **over})["memory_bytes"]) / 1e9

    tries = []
    if lay.zero < 3:
        tries.append(({"zero": 3}, say.fit_zero3()))
    tp8 = min(8, domain, count)
    transformer = w.kind != "cnn"
    if transformer and tp8 > lay.tp and count % (tp8 * lay.pp * lay.cp) == 0:
        tries.append(({"zero": 3, "tp": tp8}, say.fit_zero3_tp(tp8)))
        tries.append(({"zero": 3, "tp": tp8, "recompute": 2}, say.fit_zero3_tp_full(tp8)))
    # a fine-tune: the memory-light optimizer choices torchtune's single-device recipes make, where lighter than the
    # user's (never advised for pre-training, where 8-bit states and no FP32 master copy are a risk to the run)
    light_ok = precision in ("bf16", "fp8") and arr["finetune"] != FINETUNE["none"]
    for in_bwd in (False, True) if light_ok else ():
        light = memory_of("adamw8bit", True, in_bwd)
        if light.optimizer_bytes < arr["optimizer_state_bytes"] or (in_bwd and arr["grad_bytes_one_micro_batch"] > 0):
            over = dict(
                zero=3,
                weight_bytes=light.weights,
                grad_bytes=light.gradients,
                grad_bytes_one_micro_batch=light.gradients_in_backward,
                optimizer_state_bytes=light.optimizer_bytes,
                pageable_share=0.0,
            )
            tries.append((over, say.fit_light_optimizer(in_bwd)))
    for over, label in tries:
        if mem(**over) <= cap:
            return say.fits_with(device, need_gb, label, count)
    base = {"zero": 3, "recompute": 2, "tp": max(lay.tp, tp8 if transformer else 1), "micro_batch": 1}
    n = count
    for _ in range(24):
        n *= 2
        if mem(n=n, **base) <= cap:
            return say.fits_on(device, need_gb, n, base["tp"])
    return say.never_fits(device, need_gb)
