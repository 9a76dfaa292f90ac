"""Training workloads: bundled presets (GPT-3, Llama, DeepSeek-V3, BERT, ResNet, EfficientNet, ViT, CLIP...) with
their sources, and the model a user enters by its sizes (parameters, tokens or samples, the kind of model)."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from functools import lru_cache

from gpucompare.core.catalog import normalize
from gpucompare.core.tables import num, read_table
from gpucompare.errors import BadArgument
from gpucompare.i18n import N_

#: what a model is; decides its FLOPs per token, its default sequence and whether it is counted in tokens or samples
MODEL_KINDS = ("decoder", "moe", "encoder", "encoder_decoder", "cnn", "vit", "other", "recommendation")
#: a recommendation model (DLRM, DCNv2) is priced per sample, as a CNN is (core.estimate.recsys)
RECOMMENDATION = "recommendation"
VISION_KINDS = ("cnn", "vit")
#: a custom model whose kind is not given: a decoder, or an MoE when its active parameters are below its parameters
AUTO_KIND = "auto"


@lru_cache(maxsize=1)
def _model_inputs() -> dict[str, frozenset[str]]:
    """data/model_inputs.csv: input (the command line's option, without '--') -> the model kinds that take it."""
    out = {}
    for r in read_table("model_inputs"):
        kinds = frozenset(r["kinds"].split())
        if not kinds <= set(MODEL_KINDS):
            raise ValueError(f"data/model_inputs.csv: {r['input']}: unknown kind in {r['kinds']!r}")
        out[r["input"]] = kinds
    return out


def model_input_names() -> tuple[str, ...]:
    """Every model input an estimate takes, by its command-line option without '--' (data/model_inputs.csv)."""
    return tuple(_model_inputs())


def model_inputs(kind: str | None) -> frozenset[str]:
    """The model inputs a model of this kind takes (data/model_inputs.csv), by their command-line options without
    '--': the one rule the window greys out its fields by and the core refuses an input by (--attention-window on an
    encoder, --sparse-features on a decoder). `kind` blank or AUTO_KIND: a custom model whose kind follows its active
    parameters, a decoder's or an MoE's inputs."""
    k = (kind or AUTO_KIND).strip().lower()
    kinds = {"decoder", "moe"} if k == AUTO_KIND else {k}
    return frozenset(name for name, takes in _model_inputs().items() if takes & kinds)


#: a CNN or ViT trains at this image size unless told (ImageNet's usual crop)
DEFAULT_IMAGE_SIZE = 224.0
DEFAULT_PATCH_SIZE = 16.0


@dataclass(frozen=True)
class Workload:
    id: str
    name: str
    kind: str  # transformer (counted in tokens) | cnn | vit (counted in samples)
    params: float
    active_params: float
    tokens: float  # tokens, or samples (images) for a CNN or ViT
    layers: float = math.nan
    hidden: float = math.nan
    heads: float = math.nan
    seq_len: float = 2048  # tokens per sequence; a ViT's patches per image; 1 for a CNN
    global_batch_tokens: float = math.nan  # default: from compute (see core.estimate.scale)
    micro_batch_tokens: float = math.nan  # default: searched
    flops_per_token: float = math.nan  # default: 6 x active params + attention; a CNN's per sample
    activation_bytes_per_token: float = math.nan  # default: transformer formula; a CNN's per sample
    experts_per_token: float = math.nan  # MoE: routed experts per token (top-k); blank for a dense model
    #: a language model's vocabulary, where the user gives it: with its layers and hidden size, the FLOPs per token
    #: leave out the input embedding lookup (compute.matmul_params)
    vocab: float = math.nan
    source: str = "custom"
    notes: str = ""
    aliases: tuple[str, ...] = ()
    model_kind: str = ""  # decoder | moe | encoder | encoder_decoder | cnn | vit | other (blank: from kind)
    image_size: float = math.nan
    patch_size: float = math.nan
    #: used only when named, never as the nearest shape of an unnamed model: a hierarchical ViT with windowed
    #: attention (Swin), whose FLOPs per image are its own published count and not 6 x params x patches, and a
    #: ViT's 32 px variant, the same encoder as the 16 px one with a quarter of the tokens
    named_only: bool = False
    #: a named family rather than one model (the diffusion U-Net): its invariant is the positions each weight is
    #: applied at, so its FLOPs and activations per image scale with the user's parameters even when named
    per_weight: bool = False
    seq_given: bool = True  # False: the sequence is a default this module chose (said in the assumptions)
    #: False: a vision model entered without its image size and not named, trained at a size this module chose (said
    #: first: a detector at 800 px has 13x the pixels of the 224 px crop)
    image_given: bool = True
    samples_given: float = math.nan  # a language model entered by samples: tokens = samples x sequence
    #: False: a transformer over a VAE's latent entered without --patch-size, patched at the latent diffusion
    #: transformers' usual size (data/defaults.csv latent_patch_size; said in the assumptions)
    patch_given: bool = True
    mask_ratio: float = 0.0  # a ViT's share of patches dropped before the encoder (MAE 0.75; see with_mask)
    decoder_params: float = 0.0  # a masked autoencoder's decoder, which sees every patch
    #: self-supervised vision: image-equivalents each image is trained as (sum over its augmented views of
    #: (view size / image size)^2; see with_views), and the views as given ("2x224+6x96"); 1 and "" for one view
    views: float = 1.0
    views_spec: str = ""
    #: a latent diffusion transformer: the VAE's downsampling factor (1: patches of pixels, as a ViT)
    latent_factor: float = 1.0
    #: a CNN's input dimensions: 2 for an image, 3 for a volume (a 3D U-Net's 128^3 patch): its FLOPs and activations
    #: scale with (size / preset size) ** spatial_dims
    spatial_dims: float = 2.0
    #: a recommendation model: sparse features looked up per sample and their embedding dimension (its dense
    #: parameters are `active_params`, its embedding tables the rest; core.estimate.recsys)
    sparse_features: float = math.nan
    embedding_dim: float = math.nan
    #: where a CNN's activation bytes per image come from: "" the preset's figure, "derived" its FLOPs x the CNN
    #: families' median bytes per FLOP (cnn_flops.activation_bytes_per_flop), "given" --activations-per-sample
    activations_from: str = ""
    #: the preset another preset shares its plain name with (data/workloads.csv shares_name_with): a bare "U-Net" is
    #: the segmentation U-Net, not the diffusion U-Net (5.5x its FLOPs per weight); said first when it is taken
    shares_name_with: str = ""
    #: "given": a CNN's FLOPs per image from the forward multiply-adds a user gave (--flops-per-sample), said in the
    #: assumptions; "": the preset's or its parameters'
    flops_from: str = ""

    @property
    def recommendation(self) -> bool:
        return self.model_kind == RECOMMENDATION

    @property
    def embedding_params(self) -> float:
        """A recommendation model's embedding tables: the parameters its samples look up but never multiply."""
        return self.params - self.active_params if self.recommendation else 0.0

    @property
    def moe(self) -> bool:
        return self.active_params < self.params and not self.recommendation

    @property
    def architecture(self) -> str:
        """The model kind, never blank."""
        if self.model_kind:
            return self.model_kind
        if self.kind in VISION_KINDS:
            return self.kind
        return "moe" if self.moe else "decoder"

    @property
    def vision(self) -> bool:
        return self.kind in VISION_KINDS

    @property
    def micro_tokens(self) -> float:
        return self.micro_batch_tokens if not math.isnan(self.micro_batch_tokens) else self.seq_len

    @property
    def samples(self) -> float:
        """Images for a vision model, sequences for a language model."""
        return self.tokens if self.vision else self.tokens / max(self.seq_len, 1.0)


@lru_cache(maxsize=1)
def _published_shapes() -> tuple[tuple[float, float, float], ...]:
    """(parameters, layers, hidden) of the published models in data/model_shapes.csv, smallest first."""
    rows = ((float(r["params"]), float(r["layers"]), float(r["hidden"])) for r in read_table("model_shapes"))
    return tuple(sorted(rows))


def model_shape(active_params: float) -> tuple[float, float]:
    """(layers, hidden) of a transformer with this many parameters per token, read from published shapes
    (data/model_shapes.csv: ELECTRA-Small 14M 12 x 256, GPT-3's eight sizes from 125M 12 x 768 to 175B 96 x 12,288,
    Llama 2 70B, Llama 3.1 405B): between two published sizes, layers and hidden interpolated on log parameters;
    below the smallest or above the largest, its layers and a hidden size growing as the square root of the
    parameters. An MoE's shape follows its *active* parameters (DeepSeek-V3, 37B active: 62 x 6,848; published 61 x
    7,168). Layers are rounded to an even count, the hidden size to a multiple of 64.

    Small models are deep and narrow for their size (BERT-Base 12 x 768, GPT-3 Medium 24 x 1,024): a power law fitted
    on 7B-405B shapes gave a 14M model 4 x 512 and a 125M model 8 x 1,152, so the narrow matmuls and the per-layer
    memory traffic that make small models run far below peak were not in their estimate (issue 20, blind set 23).
    """
    shapes = _published_shapes()
    n = max(float(active_params), 1.0)
    if n <= shapes[0][0] or n >= shapes[-1][0]:
        p0, layers, h0 = shapes[0] if n <= shapes[0][0] else shapes[-1]
        hidden = h0 * math.sqrt(n / p0)
    else:
        i = next(k for k in range(1, len(shapes)) if shapes[k][0] >= n)
        (p0, l0, h0), (p1, l1, h1) = shapes[i - 1], shapes[i]
        t = math.log(n / p0) / math.log(p1 / p0)
        layers = math.exp(math.log(l0) + t * math.log(l1 / l0))
        hidden = math.exp(math.log(h0) + t * math.log(h1 / h0))
    return float(max(2, round(layers / 2) * 2)), float(max(64, round(hidden / 64) * 64))


#: model kinds whose layers are transformer blocks of 12 x hidden^2 weights (4 for attention, 8 for the MLP)
_TRANSFORMER_KINDS = ("decoder", "encoder", "encoder_decoder")


def shared_layer_compute_params(active_params: float, layers: float, hidden: float, kind: str) -> float:
    """The parameters a model computes with per token when its layers share weights, else `active_params`.

    A transformer block holds 12 x hidden^2 weights (attention 4 h^2, MLP 8 h^2; Kaplan et al. 2020,
    arXiv:2001.08361, Table 1). When the layers and hidden size a user gives hold at least twice the parameters given
    (12 x L x h^2 >= 2 N), the layers cannot each have their own weights: they share them (ALBERT, Lan et al. 2019,
    arXiv:1909.11942, section 3.1: "share all parameters across layers"; Universal Transformer, Dehghani et al. 2018).
    Each layer still computes, so the FLOPs per token count N + (L - 1) x 12 h^2 parameters: the ones given (one
    shared block and the embeddings) and the other L - 1 passes through the shared block. Memory keeps N. Example:
    ALBERT-base, 12M parameters, 12 x 768: 12 x 12 x 768^2 = 84.9M >= 24M, so 12M + 11 x 7.08M = 89.9M (BERT-Base's
    compute, 110M less its 23M of embeddings ALBERT factorises away). Below twice (a SwiGLU or GQA block counted as
    12 h^2 is off by a few tens of percent) the parameters given stand."""
    if kind not in _TRANSFORMER_KINDS or not (layers > 1 and hidden > 0 and active_params > 0):
        return float(active_params)
    block = 12.0 * hidden * hidden
    if block * layers < 2.0 * active_params:
        return float(active_params)
    return float(active_params + (layers - 1.0) * block)


@lru_cache(maxsize=1)
def _defaults() -> dict[str, dict[str, str]]:
    return {r["key"]: r for r in read_table("defaults")}


def default_seq_len(model_kind: str, active_params: float) -> float:
    """The sequence a model of this kind and size is usually trained at, when the user gives none (data/defaults.csv
    names the sources): 512 for encoders and encoder-decoders (BERT, T5), 2,048 for decoders below 3B active
    parameters (GPT-3's small models, Pythia, TinyLlama), 4,096 above (Llama 2)."""
    d = _defaults()
    if model_kind in ("encoder", "encoder_decoder"):
        return float(d["seq_len_encoder"]["value"])
    if active_params < float(d["seq_len_small_below_params"]["value"]):
        return float(d["seq_len_decoder_small"]["value"])
    return float(d["seq_len_decoder"]["value"])


def vision_presets(kind: str | None = None) -> tuple[Workload, ...]:
    return tuple(w for w in presets() if w.vision and (kind is None or w.kind == kind))


def _words(text: str) -> list[str]:
    """'ViT-B/16 (224px)' -> ['vit', 'b', '16', '224', 'px']: letters and digits apart, so 'ResNet50' and
    'ResNet-50' read alike."""
    return re.findall(r"[a-z]+|[0-9]+", (text or "")[:400].lower())


def find_vision_model(text: str, kind: str, params: float | None = None) -> tuple[Workload | None, str]:
    """The vision preset a run is: the one whose name or alias appears in `text` ("ResNet-50 on 8 A100"; the longest
    alias found, except that a name two presets share gives way to the other's own word: "DDPM U-Net" is the
    diffusion U-Net), else the preset of that kind nearest in parameters. Returns (preset, how: 'named' | 'nearest' |
    '')."""
    words = " " + " ".join(_words(text)) + " "
    pool = vision_presets(kind)
    hits = []
    for w in pool:
        for alias in (w.name.split(" (")[0], *w.aliases):
            a = " ".join(_words(alias))
            if a and f" {a} " in words:
                hits.append((len(a), w))
    if hits:
        best = max(hits, key=lambda t: t[0])[1]
        # a name another preset shares is the weaker reading: "DDPM (35.7M U-Net)" is the diffusion U-Net its
        # diffusion word names, a bare "U-Net" the segmentation one (data/workloads.csv shares_name_with)
        also = {w.id: w for _, w in hits}
        return also.get(best.shares_name_with, best), "named"
    plain = [w for w in pool if not w.named_only]
    if params and plain:
        return min(plain, key=lambda w: abs(math.log(w.params / params))), "nearest"
    return None, ""


#: a vision model's kind as its name is written ('ViT', never 'VIT')
_KIND_SHORT = {"vit": "ViT", "cnn": "CNN"}


def _custom_name(params: float, amount: float, what: str = "", unit: str = "tokens") -> str:
    """A custom run's name in the counts every face writes ('custom 7B params, 1T tokens', never '1000B tokens';
    'custom ViT 675M params, 1.8B images', never 'custom VIT 675M params, 1800M images')."""
    from gpucompare.core.estimate.assumptions import token_count

    head = f"custom {what} " if what else "custom "
    return f"{head}{token_count(float(params))} params, {token_count(float(amount))} {unit}"


#: an MoE given without the parameters a token uses: its compute is unknown (1.085T total could be 40B or 200B active)
MOE_NEEDS_ACTIVE = (
    "--model-kind moe needs --active-params (the parameters each token uses, below --params): without them a "
    "mixture of experts would be estimated as a dense model of its total size"
)


def custom_workload(
    params: float,
    tokens: float | None,
    active_params: float | None = None,
    seq_len: float | None = None,
    *,
    layers: float | None = None,
    hidden: float | None = None,
    experts_per_token: float | None = None,
    model_kind: str | None = None,
    samples: float | None = None,
    image_size: float | None = None,
    name: str = "",
    patch_size: float | None = None,
    latent_factor: float | None = None,
    flops_per_sample: float | None = None,
    sparse_features: float | None = None,
    embedding_dim: float | None = None,
) -> Workload:
    """A workload from --params/--tokens (or --samples for a vision model): shape from the active parameters unless
    given, the sequence from the kind and size unless given, each flagged as such."""
    kind_text = (model_kind or "").strip().lower()
    if kind_text and kind_text not in MODEL_KINDS:
        raise BadArgument("--model-kind must be one of " + ", ".join(MODEL_KINDS))
    if kind_text == RECOMMENDATION:
        return recommendation_workload(params, active_params, samples, sparse_features, embedding_dim, name)
    if (sparse_features and "sparse-features" not in model_inputs(model_kind)) or (
        embedding_dim and "embedding-dim" not in model_inputs(model_kind)
    ):
        raise BadArgument(SPARSE_NEEDS_RECOMMENDATION)
    by_samples = kind_text not in VISION_KINDS and not tokens and samples is not None
    if by_samples:  # a fine-tune as papers state it: samples (epochs x examples) of a given sequence
        if not seq_len or not math.isfinite(seq_len) or seq_len <= 0:
            raise BadArgument(SAMPLES_NEED_SEQ)
        if not math.isfinite(samples) or samples <= 0:
            raise BadArgument("--samples must be a positive number")
        tokens = float(samples) * float(seq_len)
    count = samples if kind_text in VISION_KINDS else tokens
    for label, v in (("--params", params), ("--samples" if kind_text in VISION_KINDS else "--tokens", count)):
        if v is None or not math.isfinite(v) or v <= 0:
            raise BadArgument(f"{label} must be a positive number")
    active = active_params or params
    if not math.isfinite(active) or active <= 0 or active > params:
        raise BadArgument("--active-params must be positive and cannot exceed --params")
    moe = active < params
    if kind_text == "moe" and not moe:  # never silently a dense model of the total size (est168)
        raise BadArgument(MOE_NEEDS_ACTIVE)
    kind = kind_text or ("moe" if moe else "decoder")
    if kind in VISION_KINDS:
        if moe and kind != "vit":
            raise BadArgument(ACTIVE_NEEDS_VIT)
        w = _vision_workload(params, float(count), kind, image_size, name, patch_size, latent_factor, flops_per_sample)
        return with_active(w, active) if moe else w
    if flops_per_sample:
        raise BadArgument(FLOPS_PER_SAMPLE_NEEDS_CNN)
    if patch_size:
        raise BadArgument(PATCH_NEEDS_VIT)
    if latent_factor:
        raise BadArgument(LATENT_NEEDS_VISION)
    guess_layers, guess_hidden = model_shape(active)
    given = layers is not None or hidden is not None
    layers = float(layers) if layers else guess_layers
    hidden = float(hidden) if hidden else guess_hidden
    seq = float(seq_len) if seq_len else default_seq_len(kind, active)
    note = (
        N_("layers and hidden size as given")
        if given
        else N_("layers and hidden size guessed from the active parameters")
    )
    compute = shared_layer_compute_params(active, layers, hidden, kind) if given else active
    if compute > active:
        note = N_(
            "layers share their weights: the shape given holds at least twice the parameters, so FLOPs per token "
            "follow the shape (every layer computed) and memory the parameters"
        )
    return Workload(
        id="custom",
        name=name or _custom_name(params, count),
        kind="transformer",
        params=float(params),
        active_params=float(compute),
        tokens=float(count),
        layers=layers,
        hidden=hidden,
        heads=max(1.0, hidden // 128),
        seq_len=seq,
        experts_per_token=float(experts_per_token) if moe and experts_per_token else math.nan,
        source="user input",
        notes=note,
        model_kind=kind,
        seq_given=bool(seq_len),
        samples_given=float(samples) if by_samples else math.nan,
    )


ACTIVE_NEEDS_VIT = N_(
    "--active-params below --params is a mixture of experts: among vision models it applies to a sparse MoE vision "
    "or diffusion transformer (--model-kind vit), not to a CNN."
)


def with_active(w: Workload, active_params: float) -> Workload:
    """A sparse mixture-of-experts vision or diffusion transformer (V-MoE, Riquelme et al. 2021, arXiv:2106.05974;
    MicroDiT, Sehwag et al. 2024, arXiv:2407.15811): each patch token passes through its routed experts only, so its
    FLOPs per token follow the active parameters (6 x active + attention, as a language MoE's), while its memory, the
    expert split and the MoE efficiency follow the total, as for a language model's MoE (Workload.moe). A counted
    FLOPs figure per token taken from a preset (CLIP's two towers) scales by active / total."""
    from dataclasses import replace

    a = float(active_params)
    if not (0 < a <= w.params):
        raise BadArgument("--active-params must be positive and cannot exceed --params")
    per = w.flops_per_token * a / w.params if math.isfinite(w.flops_per_token) else w.flops_per_token
    return replace(w, active_params=a, flops_per_token=per)


#: what a CNN entered with a latent downsampling factor and no preset's name is looked up as (an alias of the
#: diffusion U-Net family in data/workloads.csv)
LATENT_UNET_TEXT = "Latent Diffusion"


def _vision_workload(
    params: float,
    samples: float,
    kind: str,
    image_size: float | None,
    name: str,
    patch_size: float | None = None,
    latent_factor: float | None = None,
    flops_per_sample: float | None = None,
) -> Workload:
    """A CNN or ViT given by its parameters: the named preset's shape and FLOPs per image when `name` names one;
    else, for a CNN, the FLOPs per image of a published forward figure (--flops-per-sample) or of its parameters at
    its pixels (core.cnn_flops), for a ViT the preset nearest in parameters, scaled to these parameters (said in the
    notes)."""
    from gpucompare.core import cnn_flops

    base, how = find_vision_model(name, kind, params)
    latent_unet = False
    if kind == "cnn" and latent_factor and float(latent_factor) > 1:
        # a CNN over a VAE's latent is a latent diffusion U-Net (Rombach et al. 2022, LDM, arXiv:2112.10752,
        # section 3), which keeps its channels at the latent's resolution: it takes the diffusion U-Net family's
        # positions per weight, not a classifier's that downsamples first (data/workloads.csv: 30x apart), nor the
        # segmentation U-Net's a bare "U-Net" names (a denoiser "U-Net" given a latent is the diffusion one)
        unet, unet_how = find_vision_model(LATENT_UNET_TEXT, kind, params)
        if unet is not None and unet_how == "named" and (how == "nearest" or (base.per_weight and base.id != unet.id)):
            base, how, latent_unet = unet, "named", True
    if base is None:
        raise BadArgument(f"no {kind.upper()} preset to take a shape from; choose a --workload preset")
    if flops_per_sample is not None and (kind != "cnn" or not math.isfinite(flops_per_sample) or flops_per_sample <= 0):
        raise BadArgument(FLOPS_PER_SAMPLE_NEEDS_CNN)
    scale = params / base.params if how == "nearest" or base.per_weight else 1.0
    img = (
        float(image_size)
        if image_size
        else (base.image_size if not math.isnan(base.image_size) else DEFAULT_IMAGE_SIZE)
    )
    note = (
        N_(
            "a CNN over a latent (--latent-factor) is taken as a latent diffusion U-Net: FLOPs per image from the "
            "diffusion U-Net family's FLOPs per parameter, at these parameters and the latent's pixels"
        )
        if latent_unet
        else N_("FLOPs per image from the named family's FLOPs per parameter, at these parameters")
        if how == "named" and base.per_weight
        else N_("shape and FLOPs per image of the named preset")
        if how == "named"
        else N_("shape and FLOPs per image scaled from the preset nearest in parameters")
    )
    flops = base.flops_per_token * scale if not math.isnan(base.flops_per_token) else math.nan
    acts = base.activation_bytes_per_token * scale
    at = base.image_size
    derived_acts = False
    if kind == "cnn" and (flops_per_sample or how == "nearest"):
        # a CNN not among the presets: its work per image from a published figure at the image given, else from its
        # parameters at its pixels; its activation bytes from its pixels at the CNN families' median bytes per pixel
        # (est185: the nearest preset's in parameters gave a ResNet-101-FPN detector AlexNet's, 20x too few); at
        # another image size both follow the pixels (at_image_size)
        at = img if flops_per_sample else base.image_size
        flops = (
            cnn_flops.published_flops_per_image(flops_per_sample)
            if flops_per_sample
            else cnn_flops.derived_flops_per_image(params, at)
        )
        acts, derived_acts = cnn_flops.derived_activation_bytes(at), True
        if how == "named" and base.activation_bytes_per_token > 0 and base.image_size > 0:
            # a named preset keeps its own activation figure, carried to the image the FLOPs are given at
            dims = base.spatial_dims if base.spatial_dims == base.spatial_dims else 2.0
            acts, derived_acts = base.activation_bytes_per_token * scale * (at / base.image_size) ** dims, False
        note = (
            N_("FLOPs per image from the forward FLOPs per sample given (--flops-per-sample), x 3 passes x 2")
            if flops_per_sample
            else N_(
                "FLOPs per image from the parameters at the image's pixels: each weight applied at the positions per "
                "pixel of published CNNs (their median; half of them lie within x0.6-x1.15 of it, AlexNet at x0.07)"
            )
        )
    w = Workload(
        id=base.id if how == "named" else "custom",
        name=name or _custom_name(params, samples, _KIND_SHORT.get(kind, kind), "images"),
        kind=kind,
        params=float(params),
        active_params=float(params),
        tokens=float(samples),
        layers=base.layers,
        hidden=base.hidden if kind == "vit" else math.nan,
        heads=base.heads,
        seq_len=base.seq_len,
        flops_per_token=flops,
        activation_bytes_per_token=acts,
        source=base.source,
        notes=note,
        model_kind=kind,
        image_size=at,
        patch_size=base.patch_size,
        named_only=base.named_only,
        spatial_dims=base.spatial_dims,
        shares_name_with=base.shares_name_with if how == "named" and not latent_unet else "",
        activations_from="derived" if derived_acts else "",
        flops_from="given" if flops_per_sample else "",
        image_given=bool(image_size) or how == "named",
    )
    return at_image_size(w, img, patch_size, latent_factor)


ACTIVATIONS_NEED_CNN = N_(
    "--activations-per-sample is a CNN's stored activation bytes per image at the image size trained (16-bit, as "
    "torchinfo's 'Forward/backward pass size' of one image in FP32, halved), a positive number; give --model-kind cnn "
    "or a CNN preset"
)
#: at most 1 TB of activations per image: a larger figure is a typo, not a model
MAX_ACTIVATIONS_PER_SAMPLE = 1e12


def with_activations(w: Workload, activations_per_sample: float | None) -> Workload:
    """A CNN with the activation bytes per image a user gives (--activations-per-sample, at the image size trained,
    16-bit): they replace the preset's or the derived figure (cnn_flops.derived_activation_bytes) and drive the
    roofline's memory traffic and the memory check; at another image size they follow the pixels (at_image_size).
    None or 0: unchanged."""
    from dataclasses import replace

    if not activations_per_sample:
        return w
    v = float(activations_per_sample)
    if w.kind != "cnn" or w.recommendation or not (0 < v <= MAX_ACTIVATIONS_PER_SAMPLE):
        raise BadArgument(ACTIVATIONS_NEED_CNN)
    return replace(w, activation_bytes_per_token=v, activations_from="given")


def with_mask(w: Workload, ratio: float, decoder_params: float | None = None) -> Workload:
    """A ViT trained on a share of its patches (masked autoencoders, He et al. 2021, arXiv:2111.06377: 75% dropped;
    FLIP, Li et al. 2022, arXiv:2212.00794: 50%): the encoder sees (1 - ratio) x patches + 1 tokens per image, and a
    decoder of `decoder_params` (MAE's default, data/defaults.csv, unless given; 0 for none) sees every patch.
    FLOPs per image: 6 x encoder x visible tokens + its attention, + 6 x decoder x all tokens (plus its attention:
    8 blocks of 512 in MAE's default), counted per visible token (the sequence the encoder runs). A masked latent
    diffusion transformer (MaskDiT) has no class token: 256 latent patches at ratio 0.5 leave 128 visible."""
    from dataclasses import replace

    if w.kind != "vit" or not ratio:
        return w
    if not 0.0 < ratio < 1.0:
        raise BadArgument(f"--mask-ratio must be between 0 and 1 (got {ratio})")
    d = _defaults()
    dec = float(d["mask_decoder_params"]["value"]) if decoder_params is None else float(decoder_params)
    if not math.isfinite(dec) or dec < 0:
        raise BadArgument(f"--decoder-params must be 0 or more (got {decoder_params})")
    dec = min(dec, 0.5 * w.params)  # never more than half the model
    # a pixel ViT's sequence holds a class token, which is never masked; a latent diffusion transformer's has none
    # (at_image_size: DiT's T = (latent side / patch)^2; MaskDiT, Zheng et al. 2023, arXiv:2306.09305, drops 50% of
    # those patches before its encoder)
    cls = 1.0 if w.latent_factor == 1 else 0.0
    patches = max(1.0, w.seq_len - cls)
    visible = (1.0 - ratio) * patches + cls
    if not math.isnan(w.flops_per_token):  # a preset's counted FLOPs (e.g. CLIP's two towers): the image share drops
        per_image = w.flops_per_token * w.seq_len * visible / w.seq_len
        per_image += 6.0 * dec * w.seq_len
    else:
        enc = w.active_params - dec
        dec_layers, dec_hidden = float(d["mask_decoder_layers"]["value"]), float(d["mask_decoder_hidden"]["value"])
        lay = 0.0 if math.isnan(w.layers) else w.layers
        hid = 0.0 if math.isnan(w.hidden) else w.hidden
        per_image = (6.0 * enc + 12.0 * lay * hid * visible) * visible
        if dec > 0:
            per_image += (6.0 * dec + 12.0 * dec_layers * dec_hidden * w.seq_len) * w.seq_len
    return replace(w, seq_len=visible, flops_per_token=per_image / visible, mask_ratio=float(ratio), decoder_params=dec)


#: --views: longest text and most terms read (a spec is a few terms; a hostile one cannot make parsing slow)
MAX_VIEWS_CHARS = 200
MAX_VIEW_TERMS = 32
MAX_VIEWS_PER_TERM = 64
VIEWS_HELP = N_(
    "--views is a count of views per image ('2') or terms of count x side in pixels joined by '+' ('2x224+6x96')"
)
_VIEW_TERM = re.compile(r"^\s*(\d{1,3})\s*(?:[x×*]\s*(\d{1,6}(?:\.\d+)?)\s*(?:px)?)?\s*$", re.IGNORECASE)


def views_factor(spec: str | float | int, image_size: float) -> float:
    """Image-equivalents per image of a self-supervised vision run that passes several augmented views of each image
    through the network: sum over views of (view side / image side)^2, the share of the image's pixels (a CNN's FLOPs
    and activations scale with them; a ViT's patch tokens too). MoCo (He et al. 2019, arXiv:1911.05722) and SimCLR
    (Chen et al. 2020, arXiv:2002.05709) take 2 views of 224 px: 2; SwAV's multi-crop (Caron et al. 2020,
    arXiv:2006.09882) 2 x 224 + 6 x 96: 2 + 6 x (96/224)^2 = 3.10; DINO (Caron et al. 2021, arXiv:2104.14294) 2 x 224
    global + 10 x 96 local crops: 3.84. `spec` is a count ('2', every view at the image size) or terms 'NxS' joined
    by '+'. Counted as the views pass forward and backward; a momentum or teacher encoder's extra forward passes
    (MoCo's key encoder, DINO's teacher on the global views) are not added."""
    text = str(spec).strip()
    if not text or len(text) > MAX_VIEWS_CHARS:
        raise BadArgument(VIEWS_HELP)
    terms = text.split("+")
    if len(terms) > MAX_VIEW_TERMS:
        raise BadArgument(VIEWS_HELP)
    size = float(image_size)
    if not math.isfinite(size) or size <= 0:
        raise BadArgument("--image-size must be a positive number")
    total = 0.0
    for term in terms:
        m = _VIEW_TERM.match(term)
        if not m:
            raise BadArgument(VIEWS_HELP)
        count = int(m.group(1))
        side = float(m.group(2)) if m.group(2) else size
        if not 1 <= count <= MAX_VIEWS_PER_TERM or not 8 <= side <= 100_000:
            raise BadArgument(VIEWS_HELP)
        total += count * (side / size) ** 2
    return total


def view_count(spec: str | float | int) -> int:
    """The augmented views (crops) a self-supervised run makes of each image, whatever their sizes: '2' 2,
    '2x224+6x96' 8 (the host decodes each image and augments it once per view: configuration.host_pipeline)."""
    text = str(spec).strip()
    if not text or len(text) > MAX_VIEWS_CHARS or len(text.split("+")) > MAX_VIEW_TERMS:
        raise BadArgument(VIEWS_HELP)
    total = 0
    for term in text.split("+"):
        m = _VIEW_TERM.match(term)
        if not m:
            raise BadArgument(VIEWS_HELP)
        total += int(m.group(1))
    return total


def with_views(w: Workload, spec: str | float | int) -> Workload:
    """A vision workload whose every image is trained as several augmented views (views_factor): the images it
    processes become images x factor image-equivalents at its own size, so its FLOPs and activation traffic per image
    grow by the factor (the views' pixels over the image's); the images given stay in `tokens / views`."""
    from dataclasses import replace

    if not w.vision:
        raise BadArgument("--views applies to a CNN or ViT (--model-kind cnn|vit): augmented views per image")
    size = w.image_size if not math.isnan(w.image_size) else DEFAULT_IMAGE_SIZE
    k = views_factor(spec, size)
    return replace(w, tokens=w.tokens * k, views=w.views * k, views_spec=str(spec).strip())


def at_image_size(
    w: Workload, image_size: float | None, patch_size: float | None = None, latent_factor: float | None = None
) -> Workload:
    """A vision workload at another image size: a CNN's FLOPs and activations scale with the pixels (a volume model's
    with the voxels, spatial_dims 3), a ViT's sequence is (image / patch)^2 + 1 patch tokens. A preset's counted FLOPs
    (CLIP's two towers) follow the image tower's tokens while the text tower's stay (_two_tower_flops_per_image),
    except a windowed (named-only) one's, whose FLOPs grow with its tokens: windowed attention is linear in the pixels
    (Liu et al. 2021, Swin, arXiv:2103.14030, Table 1: Swin-B 15.4G FLOPs at 224 px, 47.0G at 384, 3.05x for 2.94x
    the pixels).

    A patch size replaces the model's (ViT-B/16: 16 px; DiT-XL/2: 2 latent pixels). A latent diffusion transformer
    patches the VAE's latent, not the image: its sequence is (image / downsampling factor / patch)^2 tokens, with no
    class token (Peebles and Xie 2022, DiT, arXiv:2212.09748, section 3.2: a 256 x 256 image is a 32 x 32 latent
    after Stable Diffusion's VAE, downsampling 8, and DiT-XL/2 makes T = (32 / 2)^2 = 256 tokens of it). The VAE
    and any text encoder run outside the transformer and are not counted (said in the assumptions)."""
    from dataclasses import replace

    if not w.vision:
        return w
    base = w.image_size if not math.isnan(w.image_size) else DEFAULT_IMAGE_SIZE
    size = float(image_size) if image_size and not math.isnan(image_size) else base
    if w.kind == "cnn":
        if patch_size:
            raise BadArgument(PATCH_NEEDS_VIT)
        # a latent diffusion U-Net convolves the VAE's latent, not the image (Rombach et al. 2022, LDM,
        # arXiv:2112.10752, section 3: an image of side H becomes a latent of side H / f; LDM-4 trains on 64 x 64
        # latents of 256 px images): its FLOPs and activations follow the latent's pixels
        latent = float(latent_factor) if latent_factor else w.latent_factor
        was = base / w.latent_factor
        now = size / latent
        if now < 1:
            raise BadArgument(LATENT_TOO_BIG)
        if abs(now - was) < 1e-9 and abs(size - base) < 1e-9:
            return w
        k = (now / was) ** (w.spatial_dims if w.spatial_dims == w.spatial_dims else 2.0)
        return replace(
            w,
            image_size=size,
            latent_factor=latent,
            flops_per_token=w.flops_per_token * k,
            activation_bytes_per_token=w.activation_bytes_per_token * k,
        )
    patch = float(patch_size) if patch_size else (w.patch_size if not math.isnan(w.patch_size) else DEFAULT_PATCH_SIZE)
    latent = float(latent_factor) if latent_factor else w.latent_factor
    if abs(size - base) < 1e-9 and not patch_size and not latent_factor:
        return w
    patch_given = w.patch_given
    if not patch_size and latent > 1 and w.latent_factor == 1:
        # a transformer over a VAE's latent given no patch: a pixel ViT's 14-16 px patches would cut a 32 x 32 latent
        # into 4 tokens where DiT-XL/2 makes 256; it takes the latent diffusion transformers' patch (said first)
        patch, patch_given = latent_patch_size(), False
    side = size / latent / patch
    if side < 1:
        raise BadArgument(PATCH_TOO_BIG)
    seq = side**2 + (1 if latent == 1 else 0)  # a pixel ViT's class token; a DiT has none
    keep = w.named_only or math.isnan(w.flops_per_token)
    per_token = w.flops_per_token if keep else _two_tower_flops_per_image(w, seq) / seq
    return replace(
        w,
        image_size=size,
        seq_len=seq,
        flops_per_token=per_token,
        patch_size=patch,
        latent_factor=latent,
        patch_given=patch_given,
    )


def latent_patch_size() -> float:
    """The patch side, in latent pixels, of a diffusion transformer over a VAE's latent given without one
    (data/defaults.csv latent_patch_size: DiT-XL/2, PixArt-alpha and Stable Diffusion 3 each patch by 2)."""
    from gpucompare.core.estimate.tables import defaults

    return float(defaults()["latent_patch_size"]["value"])


def _two_tower_flops_per_image(w: Workload, seq: float) -> float:
    """A contrastive image-text preset's counted training FLOPs per pair (CLIP's two towers) at `seq` image tokens: the
    image tower's share grows with its tokens, the text tower's does not. The text tower is the parameters beyond the
    image encoder's 12 x layers x hidden^2 (ViT-B/16: 12 x 12 x 768^2 = 85M of CLIP B/16's 149.6M), each applied to the
    text tokens (data/defaults.csv: CLIP's 77, Radford et al. 2021, arXiv:2103.00020), 6 FLOPs per parameter and
    token. CLIPA (Li et al. 2023, arXiv:2305.07017) trains at 112 px and fewer: half the side is about a quarter of the
    image tower's FLOPs."""
    per_image = w.flops_per_token * w.seq_len
    image_params = 12.0 * w.layers * w.hidden**2 if w.layers == w.layers and w.hidden == w.hidden else math.nan
    text_params = w.params - image_params
    if not (text_params > 0) or w.seq_len <= 0:
        return per_image * seq / w.seq_len if w.seq_len > 0 else per_image
    text = min(per_image, 6.0 * text_params * float(_defaults()["clip_text_tokens"]["value"]))
    return text + (per_image - text) * seq / w.seq_len


PATCH_NEEDS_VIT = N_("A patch size applies to a ViT or diffusion transformer (--model-kind vit).")
LATENT_NEEDS_VISION = N_(
    "A latent downsampling factor applies to a diffusion model over a VAE's latent: a diffusion transformer "
    "(--model-kind vit) or U-Net (--model-kind cnn)."
)
PATCH_TOO_BIG = N_("The patch is larger than the image (or its latent): give a smaller --patch-size.")
FLOPS_PER_SAMPLE_NEEDS_CNN = N_(
    "--flops-per-sample is a CNN's published forward FLOPs (multiply-adds) per sample, a positive number; give "
    "--model-kind cnn"
)
LATENT_TOO_BIG = N_("The latent downsampling factor is larger than the image: give a smaller --latent-factor.")


@lru_cache(maxsize=1)
def presets() -> tuple[Workload, ...]:
    out = []
    for r in read_table("workloads"):
        out.append(
            Workload(
                id=r["id"],
                name=r["name"],
                kind=r["kind"],
                params=num(r["params"]),
                active_params=num(r["active_params"]),
                tokens=num(r["tokens"]),
                layers=num(r["layers"]),
                hidden=num(r["hidden"]),
                heads=num(r["heads"]),
                seq_len=num(r["seq_len"]),
                global_batch_tokens=num(r["global_batch_tokens"]),
                micro_batch_tokens=num(r["micro_batch_tokens"]),
                flops_per_token=num(r["flops_per_token"]),
                activation_bytes_per_token=num(r["activation_bytes_per_token"]),
                experts_per_token=num(r.get("experts_per_token", "")),
                source=r["source"],
                notes=r["notes"],
                aliases=tuple(a for a in r["aliases"].split(";") if a),
                model_kind=r.get("model_kind", ""),
                image_size=num(r.get("image_size", "")),
                patch_size=num(r.get("patch_size", "")),
                named_only=r.get("named_only", "") in ("yes", "family"),
                per_weight=r.get("named_only", "") == "family",
                spatial_dims=num(r.get("spatial_dims", "")) if r.get("spatial_dims", "") else 2.0,
                shares_name_with=(r.get("shares_name_with") or "").strip(),
            )
        )
    return tuple(out)


def find_preset(text: str) -> Workload:
    key = normalize(text)
    for w in presets():
        if key in {normalize(w.id), normalize(w.name), *(normalize(a) for a in w.aliases)}:
            return w
    hits = [w for w in presets() if key and key in normalize(w.name + w.id)]
    if len(hits) == 1:
        return hits[0]
    names = ", ".join(w.name for w in (hits or presets()))
    raise BadArgument(f"unknown workload {text!r}; presets: {names}")


#: the one sentence every face shows for a language model given in samples without a sequence
VOCAB_POSITIVE = N_("A vocabulary is a number of tokens, 1 or more.")
VOCAB_NEEDS_LM = N_("A vocabulary applies to a language model, not to a CNN or ViT.")
SAMPLES_NEED_SEQ = N_("Samples for a language model need a sequence length: its tokens are samples × sequence length.")


RECOMMENDATION_NEEDS = N_(
    "A recommendation model needs --samples, its dense (MLP) parameters as --active-params (fewer than --params: the "
    "rest are embedding tables), --sparse-features (embedding lookups per sample) and --embedding-dim."
)
SPARSE_NEEDS_RECOMMENDATION = N_(
    "--sparse-features and --embedding-dim apply to a recommendation model (--model-kind recommendation)."
)


def recommendation_workload(
    params: float,
    dense_params: float | None,
    samples: float | None,
    sparse_features: float | None,
    embedding_dim: float | None,
    name: str = "",
) -> Workload:
    """A recommendation model (DLRM, DCNv2) priced per sample (core.estimate.recsys): its FLOPs are its dense
    parameters' and the dot interaction's, its memory-bound traffic the embedding rows it looks up; the embedding
    tables (params - dense) count in memory only. Every input is required: none has a default that suits all such
    models."""
    from gpucompare.core.estimate import recsys

    given = (params, dense_params, samples, sparse_features, embedding_dim)
    if any(v is None or not math.isfinite(float(v)) or float(v) <= 0 for v in given):
        raise BadArgument(RECOMMENDATION_NEEDS)
    if float(dense_params) >= float(params):
        raise BadArgument(RECOMMENDATION_NEEDS)
    f, d = float(sparse_features), float(embedding_dim)
    return Workload(
        id="custom",
        name=name or _custom_name(params, samples, "recommendation model", "samples"),
        kind="cnn",  # priced per sample on data-parallel devices, as a CNN is
        params=float(params),
        active_params=float(dense_params),
        tokens=float(samples),
        seq_len=1.0,
        flops_per_token=recsys.flops_per_sample(float(dense_params), f, d),
        activation_bytes_per_token=recsys.lookup_bytes_per_sample(f, d),
        source="user input",
        notes=N_("a recommendation model: dense parameters multiplied once per sample, embedding rows looked up"),
        model_kind=RECOMMENDATION,
        sparse_features=f,
        embedding_dim=d,
    )


def workload_for(
    preset: str | Workload | None = None,
    *,
    vocab: float | None = None,
    activations_per_sample: float | None = None,
    **given,
) -> Workload:
    """`_workload_for`'s workload with the vocabulary where one is given (a language model's: its FLOPs per token
    then come from its shape, compute.matmul_params), and a CNN's activation bytes per image where given
    (with_activations, at the image size trained)."""
    w = with_activations(_workload_for(preset, **given), activations_per_sample)
    if not vocab:
        return w
    v = float(vocab)
    if not (v >= 1.0 and math.isfinite(v)):
        raise BadArgument(VOCAB_POSITIVE)
    if w.vision or w.kind == "cnn":
        raise BadArgument(VOCAB_NEEDS_LM)
    from dataclasses import replace

    return replace(w, vocab=v)


def _workload_for(
    preset: str | Workload | None = None,
    *,
    params: float | None = None,
    active_params: float | None = None,
    tokens: float | None = None,
    samples: float | None = None,
    seq_len: float | None = None,
    model_kind: str | None = None,
    image_size: float | None = None,
    layers: float | None = None,
    hidden: float | None = None,
    experts_per_token: float | None = None,
    patch_size: float | None = None,
    latent_factor: float | None = None,
    flops_per_sample: float | None = None,
    sparse_features: float | None = None,
    embedding_dim: float | None = None,
) -> Workload:
    """The workload an estimate runs, for every face (command line, window, Python API): a preset (by name, id or
    itself) with its tokens, samples, shape or image size overridden where given, or the model given by its sizes
    and kind. A language model given in samples (a fine-tune as papers state it) trains samples x sequence tokens."""
    from dataclasses import replace

    if preset is not None and (params or active_params):
        family = preset if isinstance(preset, Workload) else find_preset(preset)
        if not family.per_weight or active_params:
            raise BadArgument("give either --workload or --params, not both")
        # a family preset (the diffusion U-Net) at the user's parameters: its FLOPs per parameter, these parameters
        return custom_workload(
            params,
            None,
            model_kind=family.kind,
            samples=samples or family.tokens,
            image_size=image_size,
            name=family.name,
            patch_size=patch_size,
            latent_factor=latent_factor,
        )
    if preset is not None and flops_per_sample:
        # a CNN preset with its published forward multiply-adds (a model card's GFLOPs): they replace the preset's
        # FLOPs per image at the image given (else the preset's), its shape and activations kept
        named = preset if isinstance(preset, Workload) else find_preset(preset)
        if named.kind != "cnn" or named.recommendation:
            raise BadArgument(FLOPS_PER_SAMPLE_NEEDS_CNN)
        return custom_workload(
            named.params,
            None,
            model_kind="cnn",
            samples=samples or named.tokens,
            image_size=image_size or named.image_size,
            name=named.name,
            latent_factor=latent_factor,
            flops_per_sample=flops_per_sample,
        )
    if preset is not None:
        workload = preset if isinstance(preset, Workload) else find_preset(preset)
        count = samples if workload.vision else tokens
        if not workload.vision and samples and not tokens:  # a fine-tune stated in sequences
            if not seq_len:
                raise BadArgument(SAMPLES_NEED_SEQ)
            count = float(samples) * float(seq_len)
        over = {
            k: float(v)
            for k, v in (
                ("tokens", count),
                ("layers", layers),
                ("hidden", hidden),
                ("experts_per_token", experts_per_token if workload.moe else None),
            )
            if v
        }
        workload = replace(workload, **over) if over else workload
        if not workload.vision and samples and not tokens:  # counted as given (an RL run's samples are prompts)
            workload = replace(workload, samples_given=float(samples))
        if patch_size and not workload.vision:
            raise BadArgument(PATCH_NEEDS_VIT)
        if latent_factor and not workload.vision:
            raise BadArgument(LATENT_NEEDS_VISION)
        if workload.vision and (image_size or patch_size or latent_factor):
            workload = at_image_size(workload, image_size, patch_size, latent_factor)
        return workload
    if (model_kind or "").strip().lower() == RECOMMENDATION:
        if preset is not None:
            raise BadArgument("give either --workload or --params, not both")
        return recommendation_workload(params, active_params, samples or tokens, sparse_features, embedding_dim)
    if sparse_features or embedding_dim:
        raise BadArgument(SPARSE_NEEDS_RECOMMENDATION)
    vision = (model_kind or "").strip().lower() in VISION_KINDS
    if params and (samples if vision else (tokens or samples)):
        return custom_workload(
            params,
            tokens,
            active_params,
            seq_len,
            layers=layers,
            hidden=hidden,
            experts_per_token=experts_per_token,
            model_kind=model_kind,
            samples=samples,
            image_size=image_size,
            patch_size=patch_size,
            latent_factor=latent_factor,
            flops_per_sample=flops_per_sample,
        )
    if flops_per_sample:
        raise BadArgument(FLOPS_PER_SAMPLE_NEEDS_CNN)
    if vision:
        raise BadArgument("give --workload PRESET, or --params and --samples for a CNN or ViT")
    raise BadArgument("give --workload PRESET, or --params and --tokens (or --samples and --seq-len)")
