"""Published training runs as the validation scripts read them, and each run entered into the estimator as a user
would enter it: defaults only.

A user gives the device (its name as published), the device count, the parameter counts (total and active), the
training tokens (or, for a CNN or ViT, the images), the precision, the kind of fine-tune, the model's kind (decoder,
MoE, encoder, encoder-decoder, CNN, ViT, other) and, when the run states it, the sequence length (a vision model's
image size). Nothing else: no layout, batch, shape, utilization or scenario; the one exception is a model whose
stated layers and hidden size hold at least twice its parameters (its layers share weights, ALBERT): its shape, which a
user must give for the estimator to count the compute (core.workloads.shared_layer_compute_params). A vision model is named by the run's
title when it names a preset ("ResNet-50", "ViT-L/16"), as a user picks it from the list; else the preset of its kind
nearest in parameters. A run published in a precision the device has no published training for (INT8 on a TPU
without it) is entered as BF16, as the estimator's message tells the user to; the output says so.

Two layouts of rows are read: tests/validation/runs.csv (the repo's validation table; README.md beside it says what
each column means) and a blind file (`--blind`; see validate.py for its columns).
"""

from __future__ import annotations

import csv
import math
import re
import sys
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from urllib.parse import urlparse

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from gpucompare.core.estimate import Settings  # noqa: E402
from gpucompare.core.estimate.family import resolve_named  # noqa: E402
from gpucompare.core.estimate.precision import best_training_precision  # noqa: E402
from gpucompare.core.workloads import VISION_KINDS, custom_workload, shared_layer_compute_params  # noqa: E402
from gpucompare.errors import BadArgument  # noqa: E402

RUNS = HERE / "runs.csv"
FIGURE_KINDS = ("wall_clock", "device_hours", "throughput_derived")
GRADES = ("exact", "derived", "approximate")
#: the published figure an estimate is compared with: the steady state for a throughput-derived figure
COMPARE = {"wall_clock": "wall", "device_hours": "wall", "throughput_derived": "steady"}
MAX_ROWS = 100_000


def _num(x) -> float:
    try:
        v = float(str(x).replace(",", "").strip())
    except (TypeError, ValueError):
        return math.nan
    return v if math.isfinite(v) else math.nan


@dataclass
class Run:
    """One published run, whatever file it came from."""

    run_id: str
    run: str
    group: str  # its source: rows of one source are held out together
    model_kind: str
    training_kind: str
    device: str
    count: float
    params: float
    active_params: float
    tokens: float
    samples: float
    image_size: float
    seq_len: float
    precision: str
    wall_hours: float
    device_hours: float
    figure_kind: str
    confidence: str
    comparable: bool = True
    why_not_comparable: str = ""
    mask_ratio: float = math.nan  # a ViT trained on a share of its patches (MAE)
    patch_size: float = math.nan  # a ViT's or diffusion transformer's patch (in latent pixels for a latent model)
    latent_factor: float = math.nan  # a latent diffusion transformer's or U-Net's VAE downsampling factor
    views: str = ""  # self-supervised vision: augmented views per image as a user gives --views ('2x224+6x96')
    preference: str = ""  # a fine-tune on preference pairs as a user gives --preference: dpo | orpo
    rl: str = ""  # reinforcement-learning post-training as a user gives --rl: grpo | ppo
    rl_samples_per_prompt: float = math.nan  # --rl-samples-per-prompt
    rl_generated: float = math.nan  # --rl-generated: mean generated tokens per sample
    rl_prompts_per_step: float = math.nan  # --rl-prompts-per-step
    rl_prompt: float = math.nan  # --rl-prompt: mean prompt tokens per sample (est224)
    rl_critic_params: float = math.nan  # --rl-critic-params (PPO)
    base_bits: float = math.nan  # --base-bits: a LoRA's quantised frozen base (4 QLoRA/GPTQ/AWQ, 8 LLM.int8)
    attention_window: float = math.nan  # --attention-window: a causal decoder's sliding window (est171)
    document_length: float = math.nan  # --document-length: packed documents masked apart, their mean length (est224)
    teacher_params: float = math.nan  # --teacher-params: a distillation's frozen teacher, where the source states it
    #: --flops-per-sample: a CNN's forward multiply-adds per sample, only where the run's own source states them
    flops_per_sample: float = math.nan
    layers: float = math.nan  # as published; entered only for a model whose layers share weights (enter())
    hidden: float = math.nan
    #: tokens such that 6 x active params x this = the training FLOPs the row stands for (the table's column; NaN in
    #: a blind file): what physically_impossible() reads
    tokens_6nd: float = math.nan
    extra: dict = field(default_factory=dict)

    @property
    def published_device_hours(self) -> float:
        """The published figure as device-hours (the error of device-hours and of wall-clock hours is the same)."""
        if not math.isnan(self.device_hours):
            return self.device_hours
        return self.wall_hours * self.count

    @property
    def publisher(self) -> str:
        return publisher_of(self.group)

    @property
    def compare(self) -> str:
        return COMPARE.get(self.figure_kind, "wall")

    @property
    def timed_region(self) -> bool:
        """Whether the published time is a benchmark's timed region, as a user entering it says with --timed-region:
        a benchmark's time-to-train (`training_kind` benchmark) or any MLPerf Training result, whatever training
        kind the table enters it under (its LoRA and pre-training rows; MLPerf's rules start the clock after up to 20
        minutes of untimed initialisation and score runs that succeeded)."""
        return self.training_kind == "benchmark" or self.group.startswith("mlperf-")


def source_group_of(url: str) -> str:
    """The group of a row without one: an MLPerf round (every submitter of it), else the first URL's host and path."""
    m = re.search(r"training_results_v([0-9.]+)", url or "")
    if m:
        return "mlperf-v" + m.group(1)
    first = (url or "").split(";")[0].split()
    if not first:
        return "unknown"
    u = urlparse(first[0])
    path = re.sub(r"/(abs|pdf)/", "/", u.path).rstrip("/")
    path = re.sub(r"v\d+$", "", path)
    return (u.netloc + path).lower() or first[0].lower()


#: organisations whose source groups carry another name (a parent company, the repository a benchmark lives in, a
#: paper's lab); a group's publisher is otherwise the first word of its name
PUBLISHER_ALIASES = {
    "facebook": "meta",  # Facebook AI Research became Meta AI
    "deepmind": "google",  # Gopher: DeepMind on Google's TPU v3
    "you2019": "google",  # LAMB: Google Brain on TPU v3 pods
    "trainy": "pytorch",  # a torchtitan benchmark in the pytorch/torchtitan repository
    "hf": "huggingface",
    "tencentarc": "tencent",  # Tencent's ARC Lab (IBQ; LLaMA-Pro is already under Tencent)
    "modded": "kellerjordan",  # modded-nanogpt is Keller Jordan's repository, as are his CIFAR-10 speed runs
    "databricks": "mosaicml",  # Databricks bought MosaicML; its Gaudi 2 figures are LLM Foundry's, MosaicML's code
}
#: source groups named after a co-author first whose runs a publisher above made: Google Brain co-authored XLNet and
#: ELECTRA and trained them on Google's TPU v3 (ELECTRA's repository is already `google-electra`)
GROUP_PUBLISHERS = {
    "cmu-google-xlnet": "google",
    "stanford-google-electra": "google",
}


@lru_cache(maxsize=4096)  # a pure function of the group name, read for every row at every band table (est101)
def publisher_of(group: str) -> str:
    """Who published a source group: an MLPerf submitter across its rounds (`mlperf-v4.0-nvidia` and
    `mlperf-v5.0-coreweave-ibm-nvidia` are both NVIDIA's submissions, with the same code), else the organisation
    (`meta-llama2` and `meta-mae` are both Meta's). Sources of one publisher share code, hardware and how they
    report, which a new publisher does not: cross-validation by publisher holds them out together."""
    g = group.strip().lower()
    if g in GROUP_PUBLISHERS:
        return GROUP_PUBLISHERS[g]
    m = re.match(r"mlperf-v[0-9.]+-(.+)$", g)
    if m:
        return "mlperf-" + m.group(1).split("-")[-1]
    first = g.split("-")[0]
    return PUBLISHER_ALIASES.get(first, first)


def from_repo_row(r: dict, file: str = "") -> Run:
    """A row of runs.csv."""
    group = r.get("source_group") or source_group_of(r.get("source", ""))
    minutes = _num(r.get("published_minutes"))
    comparable = r.get("comparable", "") or ""
    return Run(
        run_id=r.get("run_id") or r["run"],
        run=r["run"],
        group=group,
        model_kind=(r.get("model_kind") or "decoder").strip().lower(),
        training_kind=(r.get("training_kind") or "pretrain").strip().lower(),
        device=r["device"],
        count=_num(r["count"]),
        params=_num(r["params"]),
        active_params=_num(r.get("active_params")),
        tokens=_num(r.get("tokens")),
        samples=_num(r.get("samples"))
        if r.get("samples")
        else (_num(r.get("tokens")) if r.get("unit") == "images" else math.nan),
        image_size=_num(r.get("image_size")),
        seq_len=_num(r.get("seq_len")),
        precision=(r.get("precision") or "").strip().lower(),
        wall_hours=minutes / 60.0,
        device_hours=_num(r.get("published_device_hours")),
        figure_kind=(r.get("figure_kind") or "wall_clock").strip().lower(),
        confidence=(r.get("confidence") or "approximate").strip().lower(),
        comparable=not comparable.strip().lower().startswith("no"),
        why_not_comparable=comparable.strip(),
        mask_ratio=_num(r.get("mask_ratio")),
        patch_size=_num(r.get("patch_size")),
        latent_factor=_num(r.get("latent_factor")),
        views=(r.get("views") or "").strip(),
        preference=(r.get("preference") or "").strip().lower(),
        rl=(r.get("rl") or "").strip().lower(),
        rl_samples_per_prompt=_num(r.get("rl_samples_per_prompt")),
        rl_generated=_num(r.get("rl_generated")),
        rl_prompts_per_step=_num(r.get("rl_prompts_per_step")),
        rl_prompt=_num(r.get("rl_prompt")),
        rl_critic_params=_num(r.get("rl_critic_params")),
        base_bits=_num(r.get("base_bits")),
        attention_window=_num(r.get("attention_window")),
        document_length=_num(r.get("document_length")),
        teacher_params=_num(r.get("teacher_params")),
        flops_per_sample=_num(r.get("flops_per_sample")),
        layers=_num(r.get("layers")),
        hidden=_num(r.get("hidden")),
        tokens_6nd=_num(r.get("tokens_6nd_equiv")),
        extra={"file": file, "notes": r.get("notes") or "", "quote": r.get("quote") or ""},
    )


BLIND_COLUMNS = (
    "run_id", "run", "source_group", "model_kind", "training_kind", "device", "count", "params", "active_params",
    "tokens", "samples", "epochs", "image_size", "seq_len", "global_batch", "precision", "layers", "hidden",
    "published_wall_hours", "published_device_hours", "figure_kind", "confidence", "framework", "source_url",
    "source_title", "source_date", "quote", "notes",
)  # fmt: skip


#: a diffusion model as a user enters it (the app has no diffusion kind): a denoising transformer is a ViT, any other
#: network a U-Net (a CNN, the kind the Diffusion U-Net preset is); latent when its own name or notes say so, at the
#: usual 8x VAE downsampling (Rombach et al. 2021), as a user who trains it gives --latent-factor 8
_DIFFUSION_TRANSFORMER = re.compile(r"DiT\b|\bSiT\b|U-ViT|PixArt|[Tt]ransformer")
_LATENT = re.compile(r"\blatent\b|\bldm\b|stable diffusion|\bsd ?(?:xl|1\.\d|2(?:\.\d)?|3)\b", re.IGNORECASE)


def blind_diffusion(run: str, notes: str) -> tuple[str, float]:
    """The kind and latent factor a user enters a blind row of model_kind 'diffusion' as."""
    kind = "vit" if _DIFFUSION_TRANSFORMER.search(run) else "cnn"
    return kind, 8.0 if _LATENT.search(run) or _LATENT.search(notes) else math.nan


def from_blind_row(r: dict) -> Run:
    """A row of a blind file (the columns in BLIND_COLUMNS)."""
    kind = (r.get("model_kind") or "decoder").strip().lower()
    latent = _num(r.get("latent_factor"))
    if kind == "diffusion":
        kind, guessed = blind_diffusion(r.get("run", ""), r.get("notes", ""))
        latent = latent if latent > 0 else guessed
    return Run(
        run_id=r.get("run_id", "") or r.get("run", ""),
        run=r.get("run", "") or r.get("run_id", ""),
        group=r.get("source_group") or source_group_of(r.get("source_url", "")),
        model_kind=kind,
        training_kind=(r.get("training_kind") or "pretrain").strip().lower(),
        device=r.get("device", ""),
        count=_num(r.get("count")),
        params=_num(r.get("params")),
        active_params=_num(r.get("active_params")),
        tokens=_num(r.get("tokens")),
        samples=_num(r.get("samples")),
        image_size=_num(r.get("image_size")),
        seq_len=_num(r.get("seq_len")),
        precision=(r.get("precision") or "").strip().lower(),
        wall_hours=_num(r.get("published_wall_hours")),
        device_hours=_num(r.get("published_device_hours")),
        figure_kind=(r.get("figure_kind") or "wall_clock").strip().lower(),
        confidence=(r.get("confidence") or "approximate").strip().lower(),
        mask_ratio=_num(r.get("mask_ratio")),
        patch_size=_num(r.get("patch_size")),
        latent_factor=latent,
        views=(r.get("views") or "").strip(),
        preference=(r.get("preference") or "").strip().lower(),
        layers=_num(r.get("layers")),
        hidden=_num(r.get("hidden")),
    )


def _read(path: Path) -> list[dict]:
    with open(path, newline="", encoding="utf-8-sig") as fh:
        rows = []
        for i, r in enumerate(csv.DictReader(fh)):
            if i >= MAX_ROWS:
                raise SystemExit(f"{path}: more than {MAX_ROWS} rows")
            rows.append({(k or "").strip(): (v or "").strip() for k, v in r.items()})
        return rows


def load_repo(path: Path | None = None) -> list[Run]:
    """The validation table (tests/validation/runs.csv unless another path is given); a row whose published figure
    is physically impossible is marked not comparable, with the reason (physically_impossible)."""
    path = path or RUNS
    return mark_impossible([from_repo_row(r, path.name) for r in _read(path)])


#: the precisions a run whose source states none may have run in: its device's 16-bit-or-wider figures and the low
#: -precision paths an unstated run may take (precision.low_precision_paths); INT8 only where a row states it
_UNSTATED_PATHS = ("fp4", "fp8", "bf16", "fp16", "tf32", "fp32")


def _upper_bound_tokens(run: Run) -> bool:
    """Tokens entered as samples x the maximum sequence length (the table's rule for a fine-tune given by its
    samples: an upper bound, since shorter samples are padded or packed): the work may be far less."""
    return (
        run.samples > 0
        and run.seq_len > 0
        and run.tokens > 0
        and abs(run.tokens - run.samples * run.seq_len) <= (0.01 * run.tokens)
    )


def physically_impossible(run: Run, device) -> str:
    """Why a row's published figure cannot be true, or "": the least work it stands for, 6 x N x tokens_6nd_equiv
    (N its active parameters, or only its blocks' 12 x layers x hidden^2 matmul weights where it gives the shape and
    they are fewer: an embedding table does no matmul work per token), over its device-seconds, above the device's
    dense datasheet peak at its precision, its own best training precision or, with no precision stated, any path
    it may have taken (FP8, FP4). No margin: the figure would need the device above its peak. Skipped where the
    tokens are samples x the maximum length (an upper bound: the real work may be far less) and where the table
    gives no tokens_6nd_equiv."""
    n = run.active_params if run.active_params > 0 else run.params
    if run.layers > 0 and run.hidden > 0:
        n = min(n, 12.0 * run.layers * run.hidden**2)
    seconds = run.published_device_hours * 3600.0
    if not (n > 0 and run.tokens_6nd > 0 and seconds > 0) or _upper_bound_tokens(run):
        return ""
    stated = precision_of(run.precision)
    paths = _UNSTATED_PATHS if stated is None or stated_nowhere(run) else (stated, best_training_precision(device))
    peaks = [(device.tflops(p), p) for p in paths]
    peaks = [(v, p) for v, p in peaks if v == v and v > 0]
    if not peaks:
        return ""
    peak, at = max(peaks)
    achieved = 6.0 * n * run.tokens_6nd / seconds / 1e12
    if achieved <= peak:
        return ""
    return (
        f"no: physically impossible: 6 x {n:.3g} parameters x {run.tokens_6nd:.3g} tokens in "
        f"{run.published_device_hours:.4g} device-hours is {achieved:,.0f} TFLOPS a device, {achieved / peak:.1f}x "
        f"the device's dense {at.upper()} peak of {peak:g} TFLOPS"
    )


def mark_impossible(runs: list[Run], catalog=None) -> list[Run]:
    """The runs with each physically impossible one (physically_impossible) marked not comparable, with why."""
    from gpucompare.core.catalog import bundled_catalog

    catalog = catalog or bundled_catalog()
    for run in runs:
        if not run.comparable or not run.device:
            continue
        try:
            device = resolve_named(catalog, run.device)
        except BadArgument:
            continue
        why = physically_impossible(run, device)
        if why:
            run.comparable, run.why_not_comparable = False, why
    return runs


def load_blind(path: Path) -> list[Run]:
    rows = _read(path)
    if rows:
        missing = [c for c in ("device", "count", "params", "figure_kind") if c not in rows[0]]
        if missing:
            raise SystemExit(f"{path}: missing columns {', '.join(missing)} (expected {', '.join(BLIND_COLUMNS)})")
    return [from_blind_row(r) for r in rows]


# entering a run -----------------------------------------------------------------------------------------------------
class NotEntered(Exception):
    """A run the estimator could not take as a user would enter it; the message says why."""


@dataclass
class Entry:
    run: Run
    device: object
    workload: object
    count: int
    settings: Settings
    note: str = ""  # how the entry differs from the publication (a precision entered as BF16)


FINETUNE = {"finetune_lora": "lora", "finetune_full": "full"}
#: how precisions are written in papers and tables -> the estimator's names (first match wins)
PRECISIONS = (
    (r"nvfp4|mxfp4|fp4", "fp4"),
    (r"mxfp8|fp8|e4m3|e5m2", "fp8"),
    (r"int8|aqt", "int8"),
    (r"bf16|bfloat16", "bf16"),
    (r"fp16|float16|half", "fp16"),
    (r"tf32", "tf32"),
    (r"fp32|float32|single", "fp32"),
    (r"mixed|amp", "bf16"),
)


def precision_of(text: str) -> str | None:
    """The estimator's precision for a published one ('FP8-MX', 'bfloat16', 'mixed'); None when none is stated (a
    user who names none: the estimator takes the device's own best training precision); BF16 for an unknown name."""
    t = (text or "").lower().strip()
    if not t:
        return None
    for pattern, name in PRECISIONS:
        if re.search(pattern, t):
            return name
    return "bf16"


#: how the table's notes say a source gives no precision (the column then holds the device's default, said so)
UNSTATED = re.compile(r"precision (is )?not stated", re.IGNORECASE)


def stated_nowhere(run: Run) -> bool:
    """True for a row of the table whose source states no precision: the `precision` column must hold one, so the
    fold-ins wrote the device's own default and said so in the notes ("Precision not stated; entered as BF16 ...",
    "precision not stated (bf16 assumed)"). A user who does not know it names none; enter() then gives none where
    the column holds what the estimator would choose anyway (the central estimate is the same), so the band carries
    the low-precision path the run may have taken, as it does for a user."""
    return bool(UNSTATED.search(run.extra.get("notes", "") if run.extra else ""))


def enter(run: Run, catalog) -> Entry:
    """The run as a user would enter it (see the module docstring); NotEntered with the reason otherwise."""
    if not run.device:
        raise NotEntered("no device named")
    try:  # a family's name ('A100') as a user now gets it: its usual training variant (core.estimate.family)
        device = resolve_named(catalog, run.device)
    except BadArgument as exc:
        raise NotEntered(f"device {run.device!r} does not resolve: {exc}") from None
    if math.isnan(run.count) or run.count < 1:
        raise NotEntered("no device count")
    if math.isnan(run.params) or run.params <= 0:
        raise NotEntered("no parameter count")
    if math.isnan(run.published_device_hours) or run.published_device_hours <= 0:
        raise NotEntered("no published wall-clock or device-hours figure")
    kind = (
        run.model_kind
        if run.model_kind in ("decoder", "moe", "encoder", "encoder_decoder", "cnn", "vit", "other", "recommendation")
        else "decoder"
    )
    active = run.active_params if not math.isnan(run.active_params) and run.active_params < run.params else None
    if kind == "moe" and active is None:  # as the estimator refuses it (workloads.MOE_NEEDS_ACTIVE)
        raise NotEntered("an MoE without its active parameters per token")
    if kind == "decoder" and active is not None:
        kind = "moe"
    try:
        if kind == "recommendation":  # as a user enters it: samples, dense parameters, sparse features, width
            # the table's seq_len holds the sparse features per sample, hidden the embedding dimension (README)
            w = custom_workload(
                run.params,
                None,
                active,
                model_kind=kind,
                samples=run.samples,
                name=run.run,
                sparse_features=None if math.isnan(run.seq_len) else run.seq_len,
                embedding_dim=None if math.isnan(run.hidden) else run.hidden,
            )
        elif kind in VISION_KINDS:
            samples = run.samples  # never its tokens: the command line refuses a CNN or ViT given tokens
            if math.isnan(samples) or samples <= 0:
                raise NotEntered("a vision run without its image count (a CNN or ViT is given images, not tokens)")
            w = custom_workload(
                run.params,
                None,
                model_kind=kind,
                samples=samples,
                image_size=None if math.isnan(run.image_size) else run.image_size,
                name=run.run,
                # as the command line passes --latent-factor to the workload (core.workloads.workload_for): a CNN
                # over a latent is a latent diffusion U-Net
                latent_factor=run.latent_factor if run.latent_factor > 0 else None,
                # a CNN's forward multiply-adds where its source states them, as a user gives --flops-per-sample
                flops_per_sample=run.flops_per_sample if kind == "cnn" and run.flops_per_sample > 0 else None,
            )
        else:
            seq = None if math.isnan(run.seq_len) or run.seq_len <= 1 else run.seq_len
            by_samples = (math.isnan(run.tokens) or run.tokens <= 0) and run.samples > 0 and seq is not None
            # a fine-tune whose tokens are its samples x its sequence (the table's upper bound) is entered as a user
            # enters it, --samples N --seq-len L (est224: the estimator then knows its sequence is a cap); RL's
            # samples are rollouts in the table but prompts on the command line, so RL rows keep their tokens
            if (
                not by_samples
                and run.training_kind in ("finetune_full", "finetune_lora")
                and run.rl not in ("grpo", "ppo")
                and seq is not None
                and _upper_bound_tokens(run)
            ):
                by_samples = True
            if (math.isnan(run.tokens) or run.tokens <= 0) and not by_samples:
                why = "no token count" + (", and samples without a sequence length" if run.samples > 0 else "")
                raise NotEntered(why)
            # a model whose stated shape holds at least twice its parameters shares its layers' weights (ALBERT):
            # its parameters alone misstate its compute, so a user gives the shape, as the estimator asks (est154)
            shape = {}
            if shared_layer_compute_params(active or run.params, run.layers, run.hidden, kind) > (active or run.params):
                shape = {"layers": run.layers, "hidden": run.hidden}
            w = custom_workload(
                run.params,
                None if by_samples else run.tokens,
                active,
                seq,
                **shape,
                model_kind=kind,
                samples=run.samples if by_samples else None,  # as a user enters --samples N --seq-len L
                name=run.run,
            )
    except BadArgument as exc:
        raise NotEntered(str(exc)) from None
    # a precision not stated stays not given (None): the estimator resolves it as for a user who names none (the
    # device's own best training precision, said first when not BF16) and widens the band for the FP8 path it may take
    precision = precision_of(run.precision)
    if precision is not None and stated_nowhere(run) and precision == best_training_precision(device):
        precision = None  # the table's column holds the device's default; the source states none (est140)
    vit = kind == "vit"
    rl = run.rl if run.rl in ("grpo", "ppo") and kind not in VISION_KINDS else "none"

    def _given(v: float) -> float | None:
        return None if rl == "none" or math.isnan(v) or v <= 0 else float(v)

    s = Settings(
        precision=precision,
        timed_region=run.timed_region and run.compare == "wall",
        # an RL run post-trains a trained model: a benchmark's RL step is a full fine-tune unless it says LoRA
        finetune=FINETUNE.get(run.training_kind, "full" if rl != "none" else "none"),
        rl=rl,
        rl_samples_per_prompt=_given(run.rl_samples_per_prompt),
        rl_generated=_given(run.rl_generated),
        rl_prompts_per_step=_given(run.rl_prompts_per_step),
        rl_prompt=_given(run.rl_prompt),
        rl_critic_params=_given(run.rl_critic_params) if rl == "ppo" else None,
        base_bits=int(run.base_bits) if run.training_kind == "finetune_lora" and run.base_bits in (4, 8) else None,
        preference=run.preference if run.preference and run.training_kind in FINETUNE else "none",
        mask_ratio=run.mask_ratio if vit and run.mask_ratio > 0 else None,
        patch_size=run.patch_size if vit and run.patch_size > 0 else None,
        latent_factor=run.latent_factor if kind in VISION_KINDS and run.latent_factor > 0 else None,
        views=run.views if kind in VISION_KINDS and run.views else None,
        attention_window=run.attention_window if kind in ("decoder", "moe") and run.attention_window > 0 else None,
        document_length=run.document_length if kind in ("decoder", "moe") and run.document_length > 0 else None,
        teacher_params=run.teacher_params if run.teacher_params > 0 and kind != "recommendation" else None,
    )
    return Entry(run, device, w, int(run.count), s)
