"""The parallel layout as one typed record, and the registry of its dimensions.

A layout is a `Layout` (TP, PP, VPP, DP, EP, CP, ZeRO, recompute, micro-batch), never a positional tuple. Each
searchable dimension is one `Dimension` entry: its field, the values the search tries, and the term module that
prices it; a grid of candidates is a dict of numpy columns keyed by field. Adding a parallel dimension is one term
module, one field here and one entry in DIMENSIONS.

Placement (innermost first), which decides the link each group talks over: TP, then CP, then EP (carved out of the
data-parallel ranks), then DP; PP stages are outermost (Narayanan et al. 2021, arXiv:2104.04473, section 3:
tensor parallelism inside a server, pipeline across servers).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, fields

import numpy as np

RECOMPUTE = {"none": 0, "selective": 1, "full": 2}
RECOMPUTE_NAME = {v: k for k, v in RECOMPUTE.items()}


@dataclass(frozen=True)
class Layout:
    """How the devices split the work. `dp` follows from the others: devices / (tp x pp x cp)."""

    tp: int = 1  # tensor parallel (Megatron-LM), inside a scale-up domain where it fits
    pp: int = 1  # pipeline stages
    vpp: int = 1  # interleaved model chunks per pipeline stage
    dp: int = 1  # data-parallel replicas
    ep: int = 1  # expert parallel (MoE), within the data-parallel ranks
    cp: int = 1  # context parallel (the sequence split over ranks, ring attention)
    zero: int = 1  # ZeRO stage (3 = FSDP: weights, gradients and optimizer states sharded)
    recompute: str = "selective"  # activation recomputation: none | selective | full
    micro_batch: int = 1  # sequences (or samples) per micro-batch

    def as_dict(self) -> dict:
        return asdict(self)

    def columns(self) -> dict[str, float]:
        """The layout as the sweep's keyword arguments (recompute as its number)."""
        d = asdict(self)
        d["recompute"] = RECOMPUTE[self.recompute]
        return {k: float(v) for k, v in d.items()}

    @classmethod
    def from_grid(cls, grid: dict[str, np.ndarray], i: int) -> Layout:
        kw = {}
        for f in fields(cls):
            v = grid[f.name][i]
            kw[f.name] = RECOMPUTE_NAME[int(v)] if f.name == "recompute" else int(v)
        return cls(**kw)


@dataclass(frozen=True)
class SearchContext:
    """What limits the choices: devices, the scale-up domain, layers, sequence, model kind."""

    devices: int
    domain: int
    layers: int
    seq_len: float
    transformer: bool
    moe: bool
    finetune: str = "none"
    image_size: float = 224.0  # a CNN's input pixels per side (the micro-batch's images scale with it)
    spatial_dims: float = 2.0  # a CNN's input dimensions: 3 for a volume, whose voxels size its micro-batch
    accumulate: bool = True  # gradients may accumulate over micro-batches (not with the optimizer in the backward)


@dataclass(frozen=True)
class Dimension:
    field: str
    choices: Callable[[SearchContext], tuple]
    term: str  # the module that prices it


def _tp(c: SearchContext) -> tuple:
    if c.finetune == "full":  # fine-tuning recipes shard data parallel (FSDP / ZeRO-3), no model parallelism
        return (1,)
    return tuple(t for t in (1, 2, 4, 8, 16) if t <= max(1, min(c.domain, c.devices))) if c.transformer else (1,)


def _pp(c: SearchContext) -> tuple:
    if c.finetune == "full":
        return (1,)
    return tuple(p for p in (1, 2, 4, 8, 16, 32, 64) if p <= max(1, c.layers)) if c.transformer else (1,)


def _vpp(c: SearchContext) -> tuple:
    return (1, 2, 4, 8) if c.transformer else (1,)


#: context parallelism splits sequences of at least this many tokens per rank (shorter chunks waste the ring)
CP_MIN_TOKENS_PER_RANK = 4096


#: the context-parallel degrees searched: beyond 8 only for sequences long enough to give each rank its 4,096 tokens
#: (Meta 2024, The Llama 3 Herd of Models, arXiv:2407.21783, Table 4: CP 16 for the 131,072-token stage; Gradient's
#: Llama-3 1048K context extension on L40S, huggingface.co/gradientai/Llama-3-70B-Instruct-Gradient-262k: ring
#: parallelism 16 and 64)
CP_DEGREES = (1, 2, 4, 8, 16, 32, 64)


def _cp(c: SearchContext) -> tuple:
    if not c.transformer:
        return (1,)
    return tuple(x for x in CP_DEGREES if x == 1 or c.seq_len / x >= CP_MIN_TOKENS_PER_RANK)


def _ep(c: SearchContext) -> tuple:
    return (1, 2, 4, 8, 16, 32, 64) if c.moe else (1,)


def _zero(c: SearchContext) -> tuple:
    # a full fine-tune runs sharded data parallel (FSDP / ZeRO-3) as the fine-tuning recipes do; see configuration
    return (3,) if c.finetune == "full" else (1, 3)


def _recompute(c: SearchContext) -> tuple:
    return (RECOMPUTE["selective"], RECOMPUTE["full"])


#: a micro-batch of at least this many tokens keeps the matmuls compute-bound (efficiency.py); short sequences
#: (BERT's 512, a ViT's 197 patches) are grouped so that one micro-batch holds about this many
MICRO_BATCH_TOKENS = 2048


#: images per device at which Goyal et al. 2017 (arXiv:1706.02677) train ResNet-50 on 224-pixel ImageNet
CNN_IMAGES_PER_DEVICE = 32
CNN_REFERENCE_PIXELS = 224.0


def cnn_micro_batches(image_size: float, spatial_dims: float = 2.0) -> tuple:
    """Images per micro-batch a CNN is tried at: 32, 64, 128, 256 at 224 pixels (Goyal et al. 2017). A CNN's
    activations grow with the pixels, so above 224 x 224 pixels the smallest is 32 x 224^2 / pixels, rounded down, at
    least one: at 800 pixels 32 x 0.078 = 2.5 -> 2, as Detectron trains its 800-pixel detectors at 2 images per GPU
    (Girshick et al., Detectron, 2018; maskrcnn-benchmark's 'im / gpu 2'). A volume (`spatial_dims` 3) counts its
    voxels, size^3: a 3D U-Net's 128^3 patch holds 42x the pixels of a 224 px image, so 32 x 224^2 / 128^3 = 0.77 ->
    1, 2, 4, 8 (MLPerf's 3D U-Net reference trains at 2 patches per GPU), never the 32 its 128 px side gave a 2D
    image."""
    dims = spatial_dims if spatial_dims and spatial_dims == spatial_dims else 2.0
    size = float(image_size) if image_size and image_size == image_size else CNN_REFERENCE_PIXELS
    points = max(size**dims, CNN_REFERENCE_PIXELS**2)
    base = max(1, int(CNN_IMAGES_PER_DEVICE * CNN_REFERENCE_PIXELS**2 / points))
    return tuple(base * k for k in (1, 2, 4, 8))


#: a full fine-tune's micro-batch as its recipes set it: the smallest the search tries (about 2,048 tokens), with
#: gradient accumulation making up the batch, never the largest that fits. Stanford Alpaca (Taori et al. 2023,
#: github.com/tatsu-lab/stanford_alpaca, README "Fine-tuning"): 4 sequences of 512 tokens per device, 8 accumulation
#: steps, FSDP full_shard on 4 A100; torchtune's full fine-tune configs (github.com/pytorch/torchtune,
#: recipes/configs/llama3/8B_full.yaml): batch_size 2; AI2's Tulu 3 SFT (github.com/allenai/open-instruct,
#: scripts/train/finetune/tulu_finetune_mix.sh, Lambert et al. 2024, arXiv:2411.15124): 1 sequence of 4,096 tokens per
#: device, 16 accumulation steps, DeepSpeed ZeRO-3. ZeRO-3 and FSDP gather the weights and reduce-scatter the gradients
#: in every micro-batch (data_parallel.dp_time_s), so the micro-batch decides the traffic. A run that steps the
#: optimizer in the backward pass cannot accumulate (torchtune's optimizer_in_bwd needs gradient_accumulation_steps
#: 1), so its micro-batch is its batch and is searched as before.
FINETUNE_MICRO_BATCH_STEPS = (1,)


def _micro_batch(c: SearchContext) -> tuple:
    if not c.transformer:
        return cnn_micro_batches(c.image_size, c.spatial_dims)
    base = max(1, round(MICRO_BATCH_TOKENS / max(c.seq_len, 1.0)))
    steps = FINETUNE_MICRO_BATCH_STEPS if c.finetune == "full" and c.accumulate else (1, 2, 4, 8)
    return tuple(base * k for k in steps)


DIMENSIONS: tuple[Dimension, ...] = (
    Dimension("tp", _tp, "tensor_parallel"),
    Dimension("pp", _pp, "pipeline"),
    Dimension("vpp", _vpp, "pipeline"),
    Dimension("cp", _cp, "context_parallel"),
    Dimension("ep", _ep, "expert_parallel"),
    Dimension("zero", _zero, "data_parallel"),
    Dimension("recompute", _recompute, "memory"),
    Dimension("micro_batch", _micro_batch, "compute"),
)
SEARCHED = tuple(d.field for d in DIMENSIONS)


def candidates(ctx: SearchContext, fixed: dict) -> dict[str, np.ndarray]:
    """Every layout worth trying as columns keyed by field; `fixed` holds the fields the user gave (recompute by
    name). Keeps only layouts whose groups divide the devices: tp x pp x cp divides them and ep divides dp; an
    interleaved pipeline needs a pipeline and enough layers."""
    axes = []
    for d in DIMENSIONS:
        v = fixed.get(d.field)
        if v is not None:
            v = RECOMPUTE[v] if d.field == "recompute" and isinstance(v, str) else v
            axes.append(np.array([float(v)]))
        else:
            axes.append(np.array(d.choices(ctx), dtype=float))
    mesh = np.meshgrid(*axes, indexing="ij")
    grid = {d.field: m.ravel() for d, m in zip(DIMENSIONS, mesh, strict=True)}
    n = float(ctx.devices)
    shard = grid["tp"] * grid["pp"] * grid["cp"]
    dp = n / shard
    ok = (np.mod(n, shard) == 0) & (np.mod(np.floor(dp), grid["ep"]) == 0)
    if fixed.get("vpp") is None:
        ok &= (grid["vpp"] == 1) | ((grid["pp"] > 1) & (grid["pp"] * grid["vpp"] <= max(ctx.layers, 1)))
    grid = {k: v[ok] for k, v in grid.items()}
    grid["dp"] = n / (grid["tp"] * grid["pp"] * grid["cp"])
    return grid


def fallback(ctx: SearchContext, fixed: dict) -> dict[str, np.ndarray]:
    """The one layout left when nothing divides: the user's fields, else no model parallelism."""
    base = Layout()
    row = {}
    for f in fields(Layout):
        v = fixed.get(f.name)
        if f.name == "recompute":
            row[f.name] = float(RECOMPUTE[v if v is not None else base.recompute])
        else:
            row[f.name] = float(v if v is not None else getattr(base, f.name))
    row["dp"] = ctx.devices / (row["tp"] * row["pp"] * row["cp"])
    return {k: np.array([v]) for k, v in row.items()}
