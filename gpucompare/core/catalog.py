"""The device catalog: devices with sources, one name resolver, and derived metrics ($/TFLOP, TFLOPS/W, GB per $)."""

from __future__ import annotations

import math
import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache

import numpy as np

from gpucompare.core.tables import num, read_table
from gpucompare.errors import BadArgument
from gpucompare.i18n import Msg

PRECISIONS = ("fp32", "tf32", "bf16", "fp16", "fp8", "int8")
PRECISION_LABEL = {"fp32": "FP32", "tf32": "TF32", "bf16": "BF16", "fp16": "FP16", "fp8": "FP8", "int8": "INT8"}
NUMERIC_FIELDS = (
    "launch_year",
    "process_nm",
    "memory_gb",
    "memory_bw_gbs",
    "fp64_tflops",
    "fp32_tflops",
    "tf32_tflops",
    "bf16_tflops",
    "fp16_tflops",
    "fp8_tflops",
    "int8_tops",
    "scaleup_gbs",
    "scaleup_domain",
    "scaleout_gbps",
    "pcie_gen",
    "tdp_w",
    "list_price_usd",
)

_NOISE = (
    "nvidia",
    "tesla",
    "geforce",
    "intel",
    "habana",
    "labs",
    "amd",
    "instinct",
    "google",
    "aws",
    "annapurna",
    "datacenter",
    "data center",
    "gpu",
    "the",
    "card",
)
_MEM_RE = re.compile(r"(\d+(?:\.\d+)?)\s*(?:gb|gib|g|гб)(?![a-zа-я])", re.IGNORECASE)
_FORM_RE = re.compile(r"\b(sxm\d?|pcie|oam|nvl\d*)\b", re.IGNORECASE)


def normalize(text: str) -> str:
    """Lower case, full-width folded, spaces and punctuation removed: 'A100-SXM4 80GB' -> 'a100sxm480gb'."""
    text = unicodedata.normalize("NFKC", text).lower().replace("гб", "gb")
    return re.sub(r"[\W_]+", "", text)


def _model_key(text: str) -> str:
    low = unicodedata.normalize("NFKC", text).lower()
    for word in _NOISE:
        low = re.sub(rf"\b{re.escape(word)}\b", " ", low)
    return normalize(low)


@dataclass(frozen=True)
class Device:
    id: str
    vendor: str
    model: str
    variant: str
    category: str
    form_factor: str
    architecture: str
    family: str
    scaleup_link: str
    memory_type: str
    aliases: tuple[str, ...]
    source: str
    source_date: str
    notes: str
    values: dict[str, float] = field(repr=False)
    custom: bool = False
    short_name: str = ""

    @property
    def name(self) -> str:
        return f"{self.model} {self.variant}".strip()

    @property
    def label(self) -> str:
        """A short name for chart labels and column headers: 'RTX 4090', 'A100 SXM4 80GB'."""
        return self.short_name or self.name

    @property
    def display_name(self) -> str:
        return f"{self.vendor} {self.name}"

    def get(self, field_name: str) -> float:
        return self.values.get(field_name, math.nan)

    def tflops(self, precision: str) -> float:
        """Dense tensor peak at a precision (INT8 in TOPS); NaN where the part has none."""
        return self.get("int8_tops" if precision == "int8" else f"{precision}_tflops")

    @property
    def sources(self) -> list[str]:
        return [s.strip() for s in self.source.split(";") if s.strip()]


def device_from_row(row: dict[str, str], custom: bool = False) -> Device:
    values = {f: num(row.get(f)) for f in NUMERIC_FIELDS}
    return Device(
        id=row["id"],
        vendor=row.get("vendor", ""),
        model=row.get("model", ""),
        variant=row.get("variant", ""),
        category=row.get("category", ""),
        form_factor=row.get("form_factor", ""),
        architecture=row.get("architecture", ""),
        family=row.get("family", "") or "generic",
        scaleup_link=row.get("scaleup_link", ""),
        memory_type=row.get("memory_type", ""),
        aliases=tuple(a.strip() for a in (row.get("aliases") or "").split(";") if a.strip()),
        source=row.get("source", ""),
        source_date=row.get("source_date", ""),
        notes=row.get("notes", ""),
        values=values,
        custom=custom,
        short_name=row.get("short_name", "") or "",
    )


@dataclass
class Match:
    """The outcome of resolving a name: a device (or none), how sure we are, and the alternatives."""

    device_id: str | None
    confidence: float
    candidates: list[str]
    how: str  # "exact", "model", "fuzzy", "ambiguous", "none"


class Catalog:
    """All devices (bundled plus the user's custom ones), in a stable order."""

    def __init__(self, devices: list[Device]):
        self.devices = list(devices)
        self.by_id = {d.id: d for d in self.devices}
        self._exact: dict[str, set[str]] = {}
        self._keys: list[tuple[str, str]] = []  # (model key, device id)
        for d in self.devices:
            names = [d.id, d.name, f"{d.vendor} {d.name}", *d.aliases]
            for n in names:
                self._exact.setdefault(normalize(n), set()).add(d.id)
            keys = {_model_key(d.model)}
            for a in d.aliases:
                if not _MEM_RE.search(a) and not _FORM_RE.search(a):
                    keys.add(_model_key(a))
            for k in keys:
                if len(k) >= 3:
                    self._keys.append((k, d.id))

    def __len__(self) -> int:
        return len(self.devices)

    def __getitem__(self, device_id: str) -> Device:
        return self.by_id[device_id]

    def with_custom(self, devices: list[Device]) -> Catalog:
        """A catalog with custom devices added; a custom device with a bundled id replaces it."""
        custom_ids = {d.id for d in devices}
        return Catalog([d for d in self.devices if d.id not in custom_ids] + list(devices))

    def match(self, text: str) -> Match:
        """Resolve a name the way a person would read it; never raises."""
        key = normalize(text or "")
        if not key:
            return Match(None, 0.0, [], "none")
        exact = self._exact.get(key)
        if exact and len(exact) == 1:
            return Match(next(iter(exact)), 1.0, [], "exact")
        model_key = _model_key(text)
        hits: dict[str, int] = {}
        for k, did in self._keys:
            if k in model_key:
                hits[did] = max(hits.get(did, 0), len(k))
        if hits:
            longest = max(hits.values())
            cands = [d for d, n in hits.items() if n == longest]
            mem = _MEM_RE.search(text)
            if mem:
                gb = float(mem.group(1))
                cands = [d for d in cands if math.isclose(self.by_id[d].get("memory_gb"), gb, rel_tol=0.05)]
            form = _FORM_RE.search(text)
            if form:
                f = form.group(1).lower()
                stem = re.sub(r"\d+$", "", f)
                narrowed = [d for d in cands if self.by_id[d].form_factor.lower().startswith(stem)]
                exact_form = [d for d in narrowed if self.by_id[d].form_factor.lower() == f]
                cands = exact_form or narrowed
            if len(cands) == 1:
                return Match(cands[0], 0.9, [], "model")
            if len(cands) > 1:
                return Match(None, 0.0, sorted(cands, key=self._order), "ambiguous")
            return Match(None, 0.0, [], "none")
        return self._fuzzy(key)

    def _order(self, device_id: str) -> int:
        return next(i for i, d in enumerate(self.devices) if d.id == device_id)

    def _fuzzy(self, key: str) -> Match:
        from rapidfuzz import fuzz, process

        choices = list(self._exact)
        found = process.extract(key, choices, scorer=fuzz.ratio, limit=5)
        if not found or found[0][1] < 85:
            return Match(None, 0.0, [], "none")
        best_ids = self._exact[found[0][0]]
        runners = {d for c, s, _ in found[1:] if s >= found[0][1] - 3 for d in self._exact[c]} - best_ids
        if len(best_ids) == 1 and not runners:
            return Match(next(iter(best_ids)), round(found[0][1] / 100 * 0.8, 3), [], "fuzzy")
        return Match(None, 0.0, sorted(best_ids | runners, key=self._order), "ambiguous")

    def resolve(self, text: str) -> Device:
        """The one device a name means, or BadArgument naming the candidates."""
        m = self.match(text)
        if m.device_id:
            return self.by_id[m.device_id]
        if m.how == "ambiguous":
            raise BadArgument(f"device name {text!r} is ambiguous: it could be {', '.join(m.candidates)}")
        near = self.suggest(text)
        hint = f"; did you mean {', '.join(near)}?" if near else "; run 'gpucompare devices' to list them"
        raise BadArgument(f"unknown device {text!r}{hint}")

    def suggest(self, text: str, limit: int = 3) -> list[str]:
        from rapidfuzz import fuzz, process

        found = process.extract(normalize(text), list(self._exact), scorer=fuzz.WRatio, limit=limit * 3)
        out: list[str] = []
        for choice, score, _ in found:
            for did in sorted(self._exact[choice]):
                if score >= 60 and did not in out:
                    out.append(did)
        return out[:limit]

    def search(self, query: str) -> list[Device]:
        """Devices whose name, vendor, id or alias contains every word of the query (case and punctuation ignored)."""
        words = [normalize(w) for w in (query or "").split() if normalize(w)]
        out = []
        for d in self.devices:
            hay = normalize(" ".join([d.id, d.vendor, d.model, d.variant, d.category, *d.aliases]))
            if all(w in hay for w in words):
                out.append(d)
        return out

    def column(self, field_name: str) -> np.ndarray:
        return np.array([d.get(field_name) for d in self.devices], dtype=float)


@lru_cache(maxsize=1)
def bundled_catalog() -> Catalog:
    return Catalog([device_from_row(r) for r in read_table("devices")])


def peak_tflops(device: Device, precision: str) -> tuple[float, str | None]:
    """Dense peak used for training at a precision, with a note when we had to fall back."""
    value = device.tflops(precision)
    if not math.isnan(value):
        return value, None
    for alt in {"bf16": ("fp16", "fp32"), "fp16": ("bf16", "fp32"), "fp8": ("bf16", "fp16"), "tf32": ("fp32",)}.get(
        precision, ()
    ):
        v = device.tflops(alt)
        if not math.isnan(v):
            return v, Msg(
                "{name} has no {prec} figure; used its {alt} peak.",
                name=device.name,
                prec=PRECISION_LABEL[precision],
                alt=PRECISION_LABEL[alt],
            )
    return math.nan, Msg("{name} has no {prec} throughput figure.", name=device.name, prec=PRECISION_LABEL[precision])


def derived_metrics(tflops: np.ndarray, price: np.ndarray, tdp_w: np.ndarray, memory_gb: np.ndarray) -> dict:
    """Per-device ratios, vectorised; NaN where an input is missing or zero."""
    with np.errstate(divide="ignore", invalid="ignore"):
        return {
            "price_per_tflop": np.where(tflops > 0, price / tflops, np.nan),
            "tflops_per_w": np.where(tdp_w > 0, tflops / tdp_w, np.nan),
            "gb_per_kprice": np.where(price > 0, memory_gb / price * 1000.0, np.nan),
        }
