"""Training workloads: bundled presets (GPT-3, Llama, DeepSeek-V3, BERT, ResNet-50...) with their sources."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from gpucompare.core.catalog import normalize
from gpucompare.core.tables import num, read_table
from gpucompare.errors import BadArgument


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
    global_batch_tokens: float = 4_000_000
    micro_batch_tokens: float = math.nan  # default: one sequence
    flops_per_token: float = math.nan  # default: 6 x active params
    activation_bytes_per_token: float = math.nan  # default: transformer formula
    source: str = "custom"
    notes: str = ""
    aliases: tuple[str, ...] = ()

    @property
    def micro_tokens(self) -> float:
        return self.micro_batch_tokens if not math.isnan(self.micro_batch_tokens) else self.seq_len


def custom_workload(
    params: float, tokens: float, active_params: float | None = None, seq_len: float = 4096
) -> Workload:
    """A workload from --params/--tokens: shape guessed from the size (a Llama-like aspect ratio), flagged as such."""
    if not params or params <= 0 or not tokens or tokens <= 0:
        raise BadArgument("--params and --tokens must be positive numbers")
    active = active_params or params
    if active > params:
        raise BadArgument("--active-params cannot exceed --params")
    # Llama-family shapes: h ~ (N / (12 * L))^0.5 with L ~ 0.45 * N^0.23 fits 7B..405B within ~20%.
    layers = max(2.0, round(0.45 * params**0.23 / 4) * 4 or 2)
    hidden = max(256.0, round(math.sqrt(params / (12 * layers)) / 128) * 128)
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
        source="user input",
        notes="layers and hidden size guessed from the parameter count (Llama-like shape)",
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
