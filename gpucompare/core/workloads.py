"""Training workloads: bundled presets (GPT-3, Llama, DeepSeek-V3, BERT, ResNet-50...) with their sources."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from gpucompare.core.catalog import normalize
from gpucompare.core.tables import num, read_table
from gpucompare.errors import BadArgument
from gpucompare.i18n import N_


@dataclass(frozen=True)
class Workload:
    id: str
    name: str
    kind: str  # transformer | cnn
    params: float
    active_params: float
    tokens: float
    layers: float = math.nan
    hidden: float = math.nan
    heads: float = math.nan
    seq_len: float = 2048
    global_batch_tokens: float = math.nan  # default: from compute (see core.estimate.scale)
    micro_batch_tokens: float = math.nan  # default: one sequence
    flops_per_token: float = math.nan  # default: 6 x active params
    activation_bytes_per_token: float = math.nan  # default: transformer formula
    experts_per_token: float = math.nan  # MoE: routed experts per token (top-k); blank for a dense model
    source: str = "custom"
    notes: str = ""
    aliases: tuple[str, ...] = ()

    @property
    def moe(self) -> bool:
        return self.active_params < self.params

    @property
    def micro_tokens(self) -> float:
        return self.micro_batch_tokens if not math.isnan(self.micro_batch_tokens) else self.seq_len


def model_shape(active_params: float) -> tuple[float, float]:
    """(layers, hidden) of a Llama-like transformer with this many parameters per token.

    Fitted on published shapes (Llama 2 7B 32 x 4,096, GPT-3 175B 96 x 12,288, Llama 3.1 405B 126 x 16,384):
    layers ~ 0.01506 x N^0.338, hidden ~ (N / (12 x layers))^0.5. An MoE's shape follows its *active* parameters
    (DeepSeek-V3, 37B active: 56 x 7,424; published 61 x 7,168).
    """
    layers = max(2.0, round(0.01506 * active_params**0.338 / 4) * 4)
    hidden = max(256.0, round(math.sqrt(active_params / (12 * layers)) / 128) * 128)
    return layers, hidden


def custom_workload(
    params: float,
    tokens: float,
    active_params: float | None = None,
    seq_len: float | None = None,
    *,
    layers: float | None = None,
    hidden: float | None = None,
    experts_per_token: float | None = None,
) -> Workload:
    """A workload from --params/--tokens: shape from the active parameters unless given, flagged as such."""
    for v in (params, tokens):
        if v is None or not math.isfinite(v) or v <= 0:
            raise BadArgument("--params and --tokens must be positive numbers")
    active = active_params or params
    if not math.isfinite(active) or active <= 0 or active > params:
        raise BadArgument("--active-params must be positive and cannot exceed --params")
    guess_layers, guess_hidden = model_shape(active)
    given = layers is not None or hidden is not None
    layers = float(layers) if layers else guess_layers
    hidden = float(hidden) if hidden else guess_hidden
    seq_len = float(seq_len) if seq_len else 4096.0
    moe = active < params
    note = (
        N_("layers and hidden size as given")
        if given
        else N_("layers and hidden size guessed from the active parameters")
    )
    return Workload(
        id="custom",
        name=f"custom {params / 1e9:g}B params, {tokens / 1e9:g}B tokens",
        kind="transformer",
        params=float(params),
        active_params=float(active),
        tokens=float(tokens),
        layers=layers,
        hidden=hidden,
        heads=max(1.0, hidden // 128),
        seq_len=seq_len,
        experts_per_token=float(experts_per_token) if moe and experts_per_token else math.nan,
        source="user input",
        notes=note,
    )


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
