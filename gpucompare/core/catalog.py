"""The device catalog in three layers, one name resolver, and derived metrics ($/TFLOP, TFLOPS/W, GB per $).

Layers, lowest first:

1. **Epoch AI base** (`data/epoch_ml_hardware.csv`, Epoch AI, "Data on Machine Learning Hardware",
   epoch.ai/data/machine-learning-hardware, CC BY 4.0; or the copy `gpucompare catalog update` stored in the
   workspace). One device per Epoch row. Epoch's FLOP/s columns are dense; its one "Tensor-FP16/BF16" figure goes to
   FP16, and to BF16 for parts launched from 2020 (and TPUs), marked *derived*; for GeForce cards Epoch gives the
   FP16-accumulate rate, so the FP32-accumulate training rate is half of it (*derived*, from NVIDIA's Ampere and Ada
   whitepapers). Bytes become GB, byte/s GB/s, bit/s Gb/s. Each value's source is the row's datasheet link.
2. **Curated rows** (`data/devices.csv`) with what Epoch lacks (scale-up link and domain, scale-out per device,
   aliases, part numbers and Chinese spellings, family, role, die area, data-centre flag) and checked figures. A
   curated row names the Epoch rows it stands for (`epoch_names`); those merge into it. Per field: the curated value
   wins; a blank curated value takes Epoch's; where both exist and differ by more than 2% the curated value is kept
   and the difference is recorded in `Device.conflicts` (shown in the source tooltip), never dropped silently.
   `data/device_values.csv` holds values with their own source, date and confidence (*derived* gaps such as H800's
   FP32 = H100's, with how), and values withheld on purpose (an empty value: Epoch's figure is shown as a conflict).
3. **The user's devices** (custom and imported spec sheets in the workspace): a custom device with a catalog id
   replaces that device whole (the importer copies the catalog's figures into it first).

Every value has a `Provenance` (source, date, confidence: datasheet / reported / derived, how, layer).
"""

from __future__ import annotations

import csv
import math
import os
import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from gpucompare.core.families import GENERIC, estimator_family
from gpucompare.core.fields import NUMERIC_FIELDS, PEAK_FIELD, PRECISION_LABEL, PRECISIONS, spec_value_ok
from gpucompare.core.tables import num, read_table
from gpucompare.errors import BadArgument
from gpucompare.i18n import Msg
from gpucompare.safetext import fold_name, marked, shown

if TYPE_CHECKING:  # numpy loads for the table's columns, not for matching names (an import needs none)
    import numpy as np

__all__ = [
    "NUMERIC_FIELDS",
    "PRECISIONS",
    "PRECISION_LABEL",
    "Catalog",
    "Conflict",
    "Device",
    "Match",
    "Provenance",
    "bundled_catalog",
    "device_from_row",
    "layered_catalog",
    "normalize",
    "peak_tflops",
]

EPOCH_CITATION = "Epoch AI, 'Data on Machine Learning Hardware', https://epoch.ai/data/machine-learning-hardware"
EPOCH_LICENCE = "Creative Commons Attribution 4.0 (CC BY 4.0)"
#: relative difference above which two layers' values are a conflict
CONFLICT_TOLERANCE = 0.02
CONFIDENCES = ("datasheet", "reported", "derived")
#: longest device name or alias the catalog reads (longer text is cut): keeps every lookup's work bounded
MAX_NAME_CHARS = 200

_NOISE = frozenset(
    "nvidia tesla geforce intel habana labs amd instinct radeon google aws amazon annapurna datacenter data center "
    "gpu the card huawei 华为 英伟达 npu 昆仑芯 百度 寒武纪 海光 摩尔线程 沐曦 壁仞 燧原 天数智芯 英特尔 超威".split()
)
_MEM_RE = re.compile(r"(\d+(?:\.\d+)?)\s*(?:gb|gib|g|гб)(?![a-zа-я0-9])", re.IGNORECASE)
_FORM_RE = re.compile(r"\b(sxm\d?|pcie|oam|nvl\d*)\b", re.IGNORECASE)
#: words: runs of letters and digits, split where CJK script meets another ('昇腾910B' is '昇腾' and '910B'), never
#: where a Latin digit meets a Cyrillic letter ('4090Д' is one word, not '4090' and a letter to drop); linear time
_TOKEN_RE = re.compile(r"[^\W_]+")
_CJK = "\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff"  # kana, Han, Hangul


@lru_cache(maxsize=1)
def _cjk_edge() -> re.Pattern:
    """Where CJK script meets another (compiled when a name first needs it: 4 ms the window's start-up spares)."""
    return re.compile(rf"(?<=[^\W{_CJK}])(?=[{_CJK}])|(?<=[{_CJK}])(?=[^\W{_CJK}])")


def normalize(text: str) -> str:
    """Lower case, full-width and look-alike letters folded, spaces and punctuation removed: 'A100-SXM4 80GB' ->
    'a100sxm480gb', 'MI300А' (Cyrillic А) -> 'mi300a'."""
    if text.isascii():  # nothing to fold (the usual name): the regex alone
        return _NOT_WORD.sub("", text.lower())
    text = fold_name(text).lower().replace("гб", "gb")
    return _NOT_WORD.sub("", text)


_NOT_WORD = re.compile(r"[\W_]+")


def tokens(text: str) -> tuple[str, ...]:
    """Words of a name without maker noise: 'NVIDIA GeForce RTX 4090D 24G' -> ('rtx', '4090d', '24g')."""
    text = text or ""
    if len(text) <= MAX_NAME_CHARS:
        return _name_tokens(text)  # a name is read for its words several times (match, variants, typos): once
    return _tokens(text)


@lru_cache(maxsize=8192)
def _name_tokens(text: str) -> tuple[str, ...]:
    return _tokens(text)


def _tokens(text: str) -> tuple[str, ...]:
    low = text.lower() if text.isascii() else _cjk_edge().sub(" ", fold_name(text).lower().replace("гб", "gb"))
    return tuple(t for t in _TOKEN_RE.findall(low) if t not in _NOISE)


def device_keys(d: Device) -> list[tuple[str, str]]:
    """The normalized names a device answers to, each "exact" (its id, its name, with its maker, its short name)
    or "alias" (aliases, part numbers and spellings, with and without its maker)."""
    out = []
    for n, kind in (
        (d.id, "exact"),
        (d.name, "exact"),
        (f"{d.vendor} {d.name}", "exact"),
        (d.short_name, "exact"),
        *((a, "alias") for a in d.aliases),
        *((f"{d.vendor} {a}", "alias") for a in d.aliases),
    ):
        k = normalize(n or "")
        if k:
            out.append((k, kind))
    return out


@dataclass(frozen=True)
class Provenance:
    """Where one value comes from: a public URL or a citable publication, its date, how sure it is, and how."""

    source: str
    as_of: str = ""
    confidence: str = "datasheet"  # datasheet / reported / derived
    how: str = ""
    layer: str = "curated"  # epoch / curated / custom

    def text(self) -> str:
        how = f"; {self.how}" if self.how else ""
        date = f", {self.as_of}" if self.as_of else ""
        return f"{self.source}{date} ({self.confidence}{how})"


@dataclass(frozen=True)
class Conflict:
    """Two layers disagree on a field: the value kept and the one not used, each with its source."""

    field: str
    kept: float
    kept_source: str
    other: float
    other_source: str

    def text(self) -> str:
        return f"{self.field}: {self.kept:g} kept ({self.kept_source}); {self.other:g} in {self.other_source}"


@dataclass(frozen=True)
class NamedFamily:
    """A name that named a family of variants ('A100'), as an estimate read it (core.estimate.family)."""

    text: str
    variants: tuple[Device, ...]


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
    role: str = ""  # training / inference / general; "" = not said
    #: per-field provenance where it differs from the row's source
    provenance: dict[str, Provenance] = field(default_factory=dict, repr=False, compare=False)
    conflicts: tuple[Conflict, ...] = ()
    layer: str = "curated"  # epoch / curated / custom
    confidence: str = "datasheet"
    china_status: str = ""
    china_status_date: str = ""
    china_status_source: str = ""
    #: "china-only" for parts made for and sold only in China (not commercially available in the US)
    market: str = ""
    #: set only on the device an estimate reads a family's name as ('A100' -> its usual training variant): the name
    #: and every variant it names (core.estimate.family); None for a device named as itself
    named_family: NamedFamily | None = field(default=None, compare=False, repr=False)

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
        return self.get(PEAK_FIELD.get(precision, f"{precision}_tflops"))

    @property
    def sources(self) -> list[str]:
        return [s.strip() for s in self.source.split(";") if s.strip()]

    @property
    def datacenter(self) -> bool:
        v = self.get("datacenter")
        if not math.isnan(v):
            return v > 0
        return self.category in ("datacenter GPU", "accelerator")

    @property
    def is_training_device(self) -> bool:
        """A part made for data centres, not sold for inference only, with a dense BF16 or FP16 tensor figure."""
        has_peak = not (math.isnan(self.tflops("bf16")) and math.isnan(self.tflops("fp16")))
        return (
            self.category in ("datacenter GPU", "accelerator")
            and self.datacenter
            and self.role != "inference"
            and has_peak
        )

    def value_source(self, field_name: str) -> Provenance:
        """The provenance of one value (the row's own source where no per-value one is recorded)."""
        p = self.provenance.get(field_name)
        if p is not None:
            return p
        first = self.sources[0] if self.sources else ""
        return Provenance(first, self.source_date, self.confidence, "", self.layer)

    def conflicts_of(self, field_name: str) -> list[Conflict]:
        return [c for c in self.conflicts if c.field == field_name]


def _split(text: str | None) -> tuple[str, ...]:
    return tuple(a.strip() for a in (text or "").split(";") if a.strip())


def _checked(key: str, text) -> float:
    """A row's figure, or NaN (missing) when it is not a number a device can have: 0 TFLOPS, a TDP of 1e308, text
    (`fields.spec_value_ok`, the check sheet cells get)."""
    try:
        v = num(text) if not isinstance(text, int | float) else float(text)
    except (TypeError, ValueError, OverflowError):
        return math.nan
    return v if v == v and spec_value_ok(key, v) else math.nan  # most figures are blank (NaN): asked once


def device_from_row(row: dict[str, str], custom: bool = False) -> Device:
    """A device from a devices.csv-style row (the curated file, or a custom device stored in the workspace)."""
    values = {f: _checked(f, row.get(f)) for f in NUMERIC_FIELDS if f != "datacenter"}
    flag = (row.get("datacenter") or "").strip().lower()
    values["datacenter"] = {"yes": 1.0, "true": 1.0, "1": 1.0, "no": 0.0, "false": 0.0, "0": 0.0}.get(flag, math.nan)
    layer = "custom" if custom else "curated"
    return Device(
        id=row["id"],
        vendor=fold_name(row.get("vendor", "") or ""),
        model=fold_name(row.get("model", "") or ""),
        variant=fold_name(row.get("variant", "") or ""),
        category=row.get("category", "") or "",
        form_factor=row.get("form_factor", "") or "",
        architecture=row.get("architecture", "") or "",
        family=estimator_family(
            row.get("vendor", "") or "",
            f"{row.get('model', '') or ''} {row.get('variant', '') or ''}",
            row.get("architecture", "") or "",
            row.get("category", "") or "",
            row.get("family", "") or "",
        ),
        scaleup_link=row.get("scaleup_link", "") or "",
        memory_type=row.get("memory_type", "") or "",
        aliases=tuple(map(fold_name, _split(row.get("aliases")) + _split(row.get("part_numbers")))),
        source=shown(row.get("source", "") or ""),
        source_date=shown(row.get("source_date", "") or ""),
        notes=shown(row.get("notes", "") or "", newlines=True),
        values=values,
        custom=custom,
        short_name=fold_name(row.get("short_name", "") or ""),
        role=row.get("role", "") or "",
        layer=layer,
        confidence=(row.get("confidence") or "datasheet").strip() or "datasheet",
        china_status=row.get("china_status", "") or "",
        china_status_date=row.get("china_status_date", "") or "",
        china_status_source=row.get("china_status_source", "") or "",
        market=(row.get("market") or "").strip(),
    )


# ---------------------------------------------------------------------------------------------------------------
# Layer 1: Epoch AI
# ---------------------------------------------------------------------------------------------------------------

#: Epoch column -> (field, scale to our unit)
EPOCH_COLUMNS = {
    "FP64 (double precision) performance (FLOP/s)": ("fp64_tflops", 1e-12),
    "FP32 (single precision) performance (FLOP/s)": ("fp32_tflops", 1e-12),
    "TF32 (TensorFloat-32) performance (FLOP/s)": ("tf32_tflops", 1e-12),
    "Tensor-FP16/BF16 performance (FLOP/s)": ("fp16_tflops", 1e-12),
    "FP8 performance (FLOP/s)": ("fp8_tflops", 1e-12),
    "FP4 performance (FLOP/s)": ("fp4_tflops", 1e-12),
    "INT8 performance (OP/s)": ("int8_tops", 1e-12),
    "Memory size per board (Byte)": ("memory_gb", 1e-9),
    "Memory bandwidth (byte/s)": ("memory_bw_gbs", 1e-9),
    "Intranode bandwidth (byte/s)": ("scaleup_gbs", 1e-9),
    "Internode bandwidth (bit/s)": ("scaleout_gbps", 1e-9),
    "Die Size (mm^2)": ("die_area_mm2", 1.0),
    "TDP (W)": ("tdp_w", 1.0),
    "Process size (nm)": ("process_nm", 1.0),
}
EPOCH_REQUIRED = ("Hardware name", "Manufacturer", "Tensor-FP16/BF16 performance (FLOP/s)", "Link to datasheet")
#: Epoch's maker names -> the catalog's
_EPOCH_VENDORS = {
    "Amazon AWS": "AWS",
    "Kunlunxin Baidu": "Kunlunxin (Baidu)",
    "Moore Threads (Tencent)": "Moore Threads",
    "Intel": "Intel",
    "National University of Defense Technology": "NUDT",
}
_VENDOR_DOMAINS = (
    "nvidia.com",
    "amd.com",
    "intel.com",
    "habana.ai",
    "google",
    "cloud.google.com",
    "aws.amazon.com",
    "amazon.com",
    "awsdocs-neuron",
    "huawei.com",
    "hiascend.com",
    "cambricon.com",
    "mthreads.com",
    "birentech.com",
    "metax-tech.com",
    "kunlunxin.com",
    "hygon.cn",
    "microsoft.com",
    "meta.com",
    "groq.com",
)
_CONSUMER_RE = re.compile(r"geforce|titan|radeon rx", re.IGNORECASE)
_WORKSTATION_RE = re.compile(r"quadro|\brtx a\d|rtx \d+ ada|rtx pro", re.IGNORECASE)
_SLUG_RE = re.compile(r"[^a-z0-9]+")
#: makers of NPUs, TPUs and ASICs that Epoch sometimes lists with the type "GPU"
_ACCELERATOR_MAKERS = re.compile(
    r"huawei|ascend|cambricon|kunlun|google|tpu|amazon|aws|trainium|inferentia|habana|gaudi|\bmeta\b|mtia|microsoft|"
    r"maia|groq|tesla d1|dojo",
    re.IGNORECASE,
)


def slug(text: str) -> str:
    return _SLUG_RE.sub("-", unicodedata.normalize("NFKC", text).lower()).strip("-")


def read_epoch(path: str | os.PathLike | None = None) -> list[dict[str, str]]:
    """Rows of an Epoch AI hardware CSV (the bundled snapshot by default); BadInputFile-free: callers check columns."""
    if path is None:
        return list(read_table("epoch_ml_hardware"))
    with open(path, newline="", encoding="utf-8-sig") as fh:
        return list(csv.DictReader(fh))


def epoch_name(row: dict[str, str]) -> str:
    """An Epoch row's hardware name as the catalog shows it: bounded, spaces made one, look-alike letters folded."""
    return fold_name((row.get("Hardware name") or "")[:MAX_NAME_CHARS])


def epoch_key(row: dict[str, str]) -> str:
    """The stable key of an Epoch row: its name as the resolver reads it (case, spaces, punctuation and look-alike
    letters ignored), so a respelling such as '80 GB' -> '80GB' is the same row; '' for a row without a name."""
    return normalize(epoch_name(row))


def epoch_vendor(row: dict[str, str]) -> str:
    m = (row.get("Manufacturer") or "").strip()
    if m:
        return _EPOCH_VENDORS.get(m, m)
    name = (row.get("Hardware name") or "").strip()
    return name.split(" ")[0] if " " in name else ""


def epoch_device(row: dict[str, str], snapshot: str = "") -> Device:
    """One Epoch row as a base-layer device, every value with the row's datasheet link as its source."""
    name = epoch_name(row)
    vendor = fold_name(epoch_vendor(row)[:MAX_NAME_CHARS])
    model = name
    for prefix in (vendor, row.get("Manufacturer", ""), vendor.split(" ")[0]):
        if prefix and model.lower().startswith(prefix.lower() + " "):
            model = model[len(prefix) + 1 :]
            break
    link = shown(row.get("Link to datasheet") or "")[:2000].strip()
    if not link.lower().startswith(("http://", "https://")) or " " in link:
        link = ""
    date = shown(row.get("Release date") or "").strip()[:10]
    checked = shown(row.get("Last modified") or "").strip()[:10] or snapshot
    typ = (row.get("Type") or "").strip()
    if "CPU" in typ:
        category = "CPU"
    elif _CONSUMER_RE.search(name):
        category = "consumer GPU"
    elif _WORKSTATION_RE.search(name):
        category = "workstation GPU"
    elif typ in ("GPU", "GPGPU", "DCU (GPGPU)", "") and not _ACCELERATOR_MAKERS.search(f"{vendor} {name}"):
        category = "datacenter GPU"
    else:
        category = "accelerator"
    confidence = "datasheet" if any(d in link.lower() for d in _VENDOR_DOMAINS) else "reported"
    epoch_how = f"{EPOCH_CITATION} ({EPOCH_LICENCE}), row '{name}'"
    source = link or "https://epoch.ai/data/machine-learning-hardware"
    values: dict[str, float] = {}
    prov: dict[str, Provenance] = {}
    for col, (key, scale) in EPOCH_COLUMNS.items():
        text = (row.get(col) or "").strip()
        try:
            v = float(text) * scale if text else math.nan
        except ValueError:
            v = math.nan
        if spec_value_ok(key, v):
            values[key] = round(v, 6)
            prov[key] = Provenance(source, checked, confidence, epoch_how, "epoch")
    year = int(date[:4]) if date[:4].isdigit() else 0
    if year:
        values["launch_year"] = float(year)
        prov["launch_year"] = Provenance(source, checked, confidence, epoch_how, "epoch")
    half = (row.get("FP16 (half precision) performance (FLOP/s)") or "").strip()
    if "fp16_tflops" not in values and half and not re.match(r"(nvidia|amd|intel)\b", vendor, re.IGNORECASE):
        # NPUs and China's GPGPUs publish one FP16 figure, their matrix units' rate; Epoch files it as plain FP16
        try:
            v = float(half) * 1e-12
        except ValueError:
            v = math.nan
        if spec_value_ok("fp16_tflops", v):
            values["fp16_tflops"] = round(v, 6)
            prov["fp16_tflops"] = Provenance(
                source,
                checked,
                "derived",
                "Epoch lists this part's FP16 rate in its plain FP16 column and no tensor figure; NPU and GPGPU "
                "makers quote one FP16 figure, the matrix units' rate",
                "epoch",
            )
        return _epoch_finish(name, vendor, model, category, source, checked, values, prov, confidence)
    tensor = values.get("fp16_tflops", math.nan)
    if not math.isnan(tensor):
        if category == "consumer GPU" and vendor == "NVIDIA":
            half = round(tensor / 2, 3)
            values["fp16_tflops"] = half
            prov["fp16_tflops"] = Provenance(
                source,
                checked,
                "derived",
                "half of Epoch's FP16-accumulate tensor rate: GeForce cards run FP16/BF16 with FP32 accumulate "
                "at half rate (NVIDIA Ampere GA102 and Ada Lovelace whitepapers)",
                "epoch",
            )
            tensor = half
        if year >= 2020 or vendor == "Google":
            values["bf16_tflops"] = tensor
            prov["bf16_tflops"] = Provenance(
                source,
                checked,
                "derived",
                "Epoch gives one Tensor-FP16/BF16 figure; taken as BF16 for parts launched from 2020 and TPUs, "
                "which run BF16 at the FP16 rate",
                "epoch",
            )
    return _epoch_finish(name, vendor, model, category, source, checked, values, prov, confidence)


def _epoch_finish(name, vendor, model, category, source, checked, values, prov, confidence) -> Device:
    values["datacenter"] = 1.0 if category in ("datacenter GPU", "accelerator") else 0.0
    return Device(
        id=slug(name),
        vendor=vendor,
        model=model,
        variant="",
        category=category,
        form_factor="",
        architecture="",
        family=estimator_family(vendor, model, "", category),
        scaleup_link="",
        memory_type="",
        aliases=(name,),
        source=source,
        source_date=checked,
        notes=f"From {EPOCH_CITATION} ({EPOCH_LICENCE}).",
        values=values,
        provenance=prov,
        layer="epoch",
        confidence=confidence,
    )


# ---------------------------------------------------------------------------------------------------------------
# Layer 2: curated rows and per-value provenance; the merge
# ---------------------------------------------------------------------------------------------------------------


def _value_rows() -> dict[str, list[dict[str, str]]]:
    out: dict[str, list[dict[str, str]]] = {}
    for r in read_table("device_values"):
        out.setdefault(r["device_id"], []).append(r)
    return out


#: fields where layers differ by convention, not fact (TSMC 4N is entered as 4; Epoch writes 5)
_NO_CONFLICT = ("datacenter", "launch_year", "process_nm")
_TEXT_FALLBACK = ("vendor", "model", "category", "source", "source_date", "notes")


def _differs(a: float, b: float) -> bool:
    return abs(a - b) > CONFLICT_TOLERANCE * max(abs(a), abs(b))


def merge(curated: Device, base: Device | None, value_rows: list[dict[str, str]] = ()) -> Device:
    """A curated device over its Epoch row (None: no Epoch row), with per-value rows applied; see the module doc."""
    values = dict(curated.values)
    prov: dict[str, Provenance] = dict(curated.provenance)  # an Epoch-only row keeps its per-value provenance
    conflicts: list[Conflict] = []
    withheld: dict[str, str] = {}
    for r in value_rows:
        key = r["field"]
        p = Provenance(r["source"], r.get("as_of", ""), r.get("confidence", "") or "derived", r.get("how", ""))
        if (r.get("value") or "").strip():
            values[key] = float(r["value"])
            prov[key] = p
        else:
            values[key] = math.nan
            withheld[key] = r.get("how", "")
            prov[key] = p
    row_prov = curated.value_source("")
    if base is not None:
        for key, v in base.values.items():
            mine = values.get(key, math.nan)
            if key in withheld:
                if not math.isnan(v):
                    conflicts.append(Conflict(key, math.nan, withheld[key], v, base.value_source(key).text()))
                continue
            if math.isnan(mine):
                values[key] = v
                prov[key] = base.value_source(key)
            elif key not in _NO_CONFLICT and _differs(mine, v):
                kept = prov.get(key, row_prov)
                conflicts.append(Conflict(key, mine, kept.text(), v, base.value_source(key).text()))
    aliases = curated.aliases + tuple(a for a in (base.aliases if base else ()) if a not in curated.aliases)
    text = {f: getattr(curated, f) for f in curated.__dataclass_fields__}
    if base is not None:  # a curated row may only add a role or aliases: Epoch's names and source fill the rest
        for f in _TEXT_FALLBACK:
            if not text[f]:
                text[f] = getattr(base, f)
        if text["family"] == GENERIC:  # a row that names no part of its own: the family of Epoch's name for it
            text["family"] = base.family
        if not curated.source:
            text["confidence"] = base.confidence
    return Device(
        **{
            **text,
            "values": values,
            "provenance": prov,
            "conflicts": tuple(conflicts),
            "aliases": aliases,
        }
    )


#: beside the workspace's Epoch CSV: every Epoch row ever stored, key -> the id it was given (ids are never reused)
EPOCH_IDS_FILE = "epoch_ids.csv"
EPOCH_IDS_COLUMNS = ("key", "id", "name", "first_seen")


@dataclass(frozen=True)
class EpochConflict:
    """An Epoch row left out of the catalog, never a second device: its name is already another device's name
    ("name"), alias or part number ("alias"), or another row of the same file reads the same ("duplicate")."""

    name: str
    key: str
    other_id: str
    other_name: str
    kind: str

    def text(self) -> str:
        if self.kind == "duplicate":
            return Msg(
                "Epoch row '{name}' left out: it reads the same as the row '{other}' (case, spaces and punctuation "
                "ignored), which is kept",
                name=self.name,
                other=self.other_name,
            )
        what = Msg("the name") if self.kind == "name" else Msg("an alias or part number")
        return Msg(
            "Epoch row '{name}' left out: its name is {what} of {other} ({id}), which keeps it",
            name=self.name,
            what=what,
            other=self.other_name,
            id=self.other_id,
        )


def read_epoch_ids(path: str | os.PathLike | None) -> dict[str, dict[str, str]]:
    """The id registry (key -> {"id", "name", "first_seen"}); {} when there is none or it cannot be read."""
    if path is None:
        return {}
    try:
        with open(path, newline="", encoding="utf-8") as fh:
            rows = list(csv.DictReader(fh))
    except (OSError, csv.Error, UnicodeDecodeError):
        return {}
    return {r["key"]: r for r in rows if r.get("key") and r.get("id")}


def layered_catalog(epoch_csv: str | os.PathLike | None = None) -> Catalog:
    """The catalog from the Epoch layer (the bundled snapshot, or `epoch_csv` with the id registry beside it) and
    the curated layer; cached per file and modification time."""
    if epoch_csv is not None and Path(epoch_csv).exists():
        p = Path(epoch_csv)
        ids = p.with_name(EPOCH_IDS_FILE)
        try:
            ids_mtime = ids.stat().st_mtime_ns if ids.exists() else 0
            return _layered(str(p), p.stat().st_mtime_ns, ids_mtime)
        except (OSError, csv.Error, UnicodeDecodeError, ValueError):  # a damaged workspace copy: the snapshot serves
            pass
    return _layered(None, 0, 0)


@lru_cache(maxsize=4)
def _layered(epoch_csv: str | None, _mtime: int, _ids_mtime: int) -> Catalog:
    registry = read_epoch_ids(Path(epoch_csv).with_name(EPOCH_IDS_FILE)) if epoch_csv else {}
    return build_catalog(read_epoch(epoch_csv), registry)


def _row_order(row: dict[str, str]) -> tuple:
    """An order of rows that does not depend on where they stand in the file (the tie-break between rows that read
    the same): the row's text, column by column."""
    return tuple(sorted((k or "", v or "") for k, v in row.items() if isinstance(v, str)))


def epoch_ids(
    keys: list[str], registry: dict[str, dict[str, str]], names: dict[str, str], taken: set[str]
) -> dict[str, str]:
    """The id of each Epoch row key: the registry's when it has one (ids are never reused or changed), else its
    name's slug, made distinct from every id the catalog or the registry ever used; new ids are given in key
    order, so the rows' order in the file changes nothing."""
    used = set(taken) | {e["id"] for e in registry.values()}
    out: dict[str, str] = {}
    for key in keys:
        known = registry.get(key, {}).get("id")
        if known and known not in taken:
            out[key] = known
    used |= set(out.values())
    for key in sorted(k for k in keys if k not in out):
        base = slug(names[key]) or "epoch-device"
        new, n = base, 2
        while new in used:
            new, n = f"{base}-{n}", n + 1
        out[key] = new
        used.add(new)
    return out


def build_catalog(epoch_rows: list[dict[str, str]], registry: dict[str, dict[str, str]] | None = None) -> Catalog:
    """The catalog from Epoch rows, the id registry and the curated layer: the one function the window, the
    command line and an update's preview use, so a preview shows the ids that will be stored.

    Curated rows claim the Epoch rows their `epoch_names` name (compared as the resolver reads names, so a
    respelled row stays claimed) or the registry gives them. An unclaimed row whose name is a curated device's
    name, alias or part number is left out as a conflict, never a second device; of rows that read the same, one
    is kept (the one the registry knows by that exact name, else the first in an order of their content)."""
    registry = registry or {}
    value_rows = _value_rows()
    groups: dict[str, list[dict[str, str]]] = {}
    for r in epoch_rows:
        key = epoch_key(r)
        if key:
            groups.setdefault(key, []).append(r)
    conflicts: list[EpochConflict] = []
    chosen: dict[str, dict[str, str]] = {}
    for key, rows in groups.items():
        if len(rows) > 1:
            known = registry.get(key, {}).get("name")
            rows = sorted(rows, key=lambda r: (epoch_name(r) != known, _row_order(r)))
            kept = epoch_name(rows[0])
            conflicts += [EpochConflict(epoch_name(r), key, "", kept, "duplicate") for r in rows[1:]]
        chosen[key] = rows[0]
    curated_rows = read_table("devices")
    curated_ids = {row["id"] for row in curated_rows}
    # claims: by the curated rows' own epoch_names first (in their order), then the registry's (respelled rows)
    claim_keys: dict[str, list[str]] = {}
    claimed: dict[str, str] = {}  # Epoch key -> curated id
    for row in curated_rows:
        for key in (normalize(n) for n in _split(row.get("epoch_names"))):
            if key in chosen and key not in claimed:
                claimed[key] = row["id"]
                claim_keys.setdefault(row["id"], []).append(key)
    for key, entry in registry.items():
        if entry["id"] in curated_ids and key in chosen and key not in claimed:
            claimed[key] = entry["id"]
            claim_keys.setdefault(entry["id"], []).append(key)
    devices: list[Device] = []
    for row in curated_rows:
        cur = device_from_row(row)
        names = _split(row.get("epoch_names"))
        keys = claim_keys.get(cur.id, [])
        base = epoch_device(chosen[keys[0]]) if keys else None
        d = merge(cur, base, value_rows.get(cur.id, ()))
        if names:
            d = _with_aliases(d, names)
        devices.append(d)
    taken: dict[str, tuple[str, str]] = {}
    for d in devices:
        for k, kind in device_keys(d):
            if taken.get(k, ("", ""))[1] != "name":
                taken[k] = (d.id, "name" if kind == "exact" else "alias")
    free: dict[str, Device] = {}
    for key, row in chosen.items():
        if key in claimed:
            continue
        d = epoch_device(row)
        hit = next((taken[k] for k, _kind in device_keys(d)[1:] if k in taken), None)
        if hit is not None:
            other = next(x for x in devices if x.id == hit[0])
            conflicts.append(EpochConflict(d.aliases[0], key, other.id, other.display_name, hit[1]))
            continue
        free[key] = d
    ids = epoch_ids(list(free), registry, {k: d.aliases[0] for k, d in free.items()}, {d.id for d in devices})
    # the names a device had before a respelling stay its aliases: what a user typed last year still finds it
    before: dict[str, list[str]] = {}
    for entry in registry.values():
        if entry.get("name"):
            before.setdefault(entry["id"], []).append(fold_name(entry["name"][:MAX_NAME_CHARS]))
    for key, d in free.items():
        old = tuple(n for n in before.get(ids[key], ()) if n not in d.aliases and normalize(n) not in taken)
        d = Device(**{**{f: getattr(d, f) for f in d.__dataclass_fields__}, "id": ids[key], "aliases": d.aliases + old})
        # an Epoch-only row corrected by value rows keeps Epoch's figure visible as a conflict
        devices.append(merge(d, d, value_rows.get(d.id, ())) if d.id in value_rows else d)
    feed = {**claimed, **ids}
    return Catalog(devices, tuple(conflicts), feed)


def _with_aliases(d: Device, extra: tuple[str, ...]) -> Device:
    more = tuple(a for a in extra if a not in d.aliases)
    if not more:
        return d
    return Device(**{**{f: getattr(d, f) for f in d.__dataclass_fields__}, "aliases": d.aliases + more})


# ---------------------------------------------------------------------------------------------------------------
# The resolver
# ---------------------------------------------------------------------------------------------------------------


@dataclass
class Match:
    """The outcome of resolving a name: a device (or none), how sure we are, and the alternatives.

    `how`: "exact" (id or the device's own name), "alias" (an alias, part number or spelling the catalog lists),
    "model" (the model named, variant narrowed by memory or form factor), "fuzzy" (a typo), "ambiguous" (several
    variants fit: see `candidates`), "none". A match on a default alias ("H800" for the SXM part) keeps the other
    variants in `candidates` so a caller can say which were not meant. `folded` is the name as read when it held
    look-alike letters or invisible characters ("910В" read as "910B"), else "".
    """

    device_id: str | None
    confidence: float
    candidates: list[str]
    how: str
    folded: str = ""

    @property
    def level(self) -> str:
        """'exact', 'alias' or 'fuzzy' for a match; '' for none: what an importer warns on."""
        return {"exact": "exact", "alias": "alias", "model": "alias", "fuzzy": "fuzzy"}.get(self.how, "")


@dataclass
class _Index:
    """The resolver's lookups, built once per catalog on the first name: every one a dict or a sorted list, so a
    lookup costs the same with 200 devices or 20,000."""

    #: normalized name -> {device id: "exact" | "alias"}
    exact: dict[str, dict[str, str]]
    #: model words joined -> device ids, in catalog order
    keys: dict[str, list[str]]
    #: model words without form factor and memory -> device ids: tried only when no full model key is named
    bare: dict[str, list[str]]
    #: device id -> its model key; model key -> device ids
    model_of: dict[str, str]
    by_model: dict[str, list[str]]
    #: the longest key of `keys` and `bare` (no run of words longer than it can spell one)
    longest: int
    #: model keys sorted, for prefix lookups
    sorted_keys: list[str]
    #: for the typo search, built when first needed: digit-run suffixes sorted, suffix -> exact keys, and the exact
    #: keys with no digit
    suffixes: list[str] | None = None
    keys_of_suffix: dict[str, list[str]] | None = None
    no_digit: list[str] | None = None
    #: the numbered words of a name (a frozenset) -> the names a typo search compares with (spellings of one model
    #: share them: each set is looked up once)
    choices_of: dict[frozenset[str], list[str]] | None = None
    #: a (folded) name -> what `Catalog._resolve_name` made of it
    matched: dict[str, Match] | None = None


class Catalog:
    """All devices (the layers merged, plus the user's custom ones), in a stable order."""

    def __init__(
        self, devices: list[Device], conflicts: tuple[EpochConflict, ...] = (), epoch_feed: dict[str, str] | None = None
    ):
        self.devices = list(devices)
        self.by_id = {d.id: d for d in self.devices}
        self._order_of = {d.id: i for i, d in enumerate(self.devices)}
        self._index: _Index | None = None  # built on the first name lookup: the window's start-up needs none
        #: Epoch rows left out because their name is another device's name, alias or part number
        self.conflicts = tuple(conflicts)
        #: Epoch row key -> the id of the device the row feeds (a curated device that claims it, or its own)
        self.epoch_feed = dict(epoch_feed or {})

    def _build_index(self) -> _Index:
        exact: dict[str, dict[str, str]] = {}
        keys_of: dict[str, list[str]] = {}
        bare_of: dict[str, list[str]] = {}
        model_of: dict[str, str] = {}
        by_model: dict[str, list[str]] = {}
        for d in self.devices:
            for n, kind in device_keys(d):
                slot = exact.setdefault(n, {})
                if slot.get(d.id) != "exact":
                    slot[d.id] = kind
            mk = "".join(tokens(d.model))
            model_of[d.id] = mk
            if mk:
                by_model.setdefault(mk, []).append(d.id)
            keys = {mk}
            for a in d.aliases:
                if not _MEM_RE.search(a) and not _FORM_RE.search(a):
                    keys.add("".join(tokens(a)))
            for k in keys:
                if len(k) >= 2:
                    keys_of.setdefault(k, []).append(d.id)
            # 'A40 PCIe' is also named 'A40 48GB GDDR6': its model words without the form factor and memory size
            for n in (d.model, *d.aliases):
                bare = "".join(t for t in tokens(_FORM_RE.sub(" ", _MEM_RE.sub(" ", n or ""))))
                if len(bare) >= 2 and bare not in keys and any(ch.isdigit() for ch in bare):
                    ids = bare_of.setdefault(bare, [])
                    if not ids or ids[-1] != d.id:
                        ids.append(d.id)
        longest = max(map(len, [*keys_of, *bare_of]), default=0)
        return _Index(exact, keys_of, bare_of, model_of, by_model, longest, sorted(keys_of))

    @property
    def _idx(self) -> _Index:
        if self._index is None:
            self._index = self._build_index()
        return self._index

    @property
    def _exact(self) -> dict[str, dict[str, str]]:
        return self._idx.exact

    @property
    def _model_of(self) -> dict[str, str]:
        return self._idx.model_of

    def __len__(self) -> int:
        return len(self.devices)

    def __getitem__(self, device_id: str) -> Device:
        return self.by_id[device_id]

    def with_custom(self, devices: list[Device]) -> Catalog:
        """A catalog with custom devices added; a custom device with a catalog id replaces it."""
        custom_ids = {d.id for d in devices}
        return Catalog(
            [d for d in self.devices if d.id not in custom_ids] + list(devices), self.conflicts, self.epoch_feed
        )

    def _siblings(self, device_id: str) -> list[str]:
        mk = self._model_of.get(device_id, "")
        return [i for i in self._idx.by_model.get(mk, ()) if i != device_id] if mk else []

    def _named_siblings(self, device_id: str, text: str) -> list[str]:
        """The other variants of a device's model that the text's form factor and memory size still allow
        ('NVIDIA H800 SXM5' leaves no PCIe part to mention)."""
        sibs = self._siblings(device_id)
        text = unicodedata.normalize("NFKC", text)
        mem = _MEM_RE.search(text)
        if mem:
            gb = float(mem.group(1))
            sibs = [d for d in sibs if math.isclose(self.by_id[d].get("memory_gb"), gb, rel_tol=0.08)]
        mk = self._model_of.get(device_id, "")
        for form in _FORM_RE.finditer(text):
            f = form.group(1).lower()
            if f not in mk or f in self._form(device_id):
                stem = re.sub(r"\d+$", "", f)
                sibs = [d for d in sibs if self._form(d).startswith(stem)]
                break
        return sibs

    def _spelled(self, toks: tuple[str, ...], table: dict[str, list[str]]) -> dict[str, str]:
        """device id -> the longest key of `table` that whole consecutive words of the name spell ('rtx','4090'
        spell 'rtx4090'; 'rtx','4090d' do not): every run of words looked up once, never every key tried."""
        hits: dict[str, str] = {}
        longest = self._idx.longest
        n = len(toks)
        for i in range(n):
            acc = ""
            for j in range(i, n):
                acc += toks[j]
                if len(acc) > longest:
                    break
                for did in table.get(acc, ()):
                    if len(acc) > len(hits.get(did, "")):
                        hits[did] = acc
        return dict(sorted(hits.items(), key=lambda kv: self._order(kv[0])))

    def _spans(self, toks: tuple[str, ...], table: dict) -> list:
        """The entries of `table` (a normalized name -> its devices) that whole consecutive words of the name spell,
        each run of words looked up once (never every entry of the table)."""
        out = []
        n = len(toks)
        for i in range(n):
            acc = ""
            for j in range(i, n):
                acc += toks[j]
                if len(acc) > MAX_NAME_CHARS:
                    break
                got = table.get(acc)
                if got:
                    out.append(got)
        return out

    def match(self, text: str) -> Match:
        """Resolve a name the way a person would read it; never raises, never substitutes another model number.
        Look-alike letters and invisible characters are folded first (`safetext.folded`); the match then says so."""
        from gpucompare.safetext import folded

        text, changed = folded((text or "")[:MAX_NAME_CHARS])  # a name, not a document: bounded work per lookup
        m = self._match(text)
        if changed and text:
            m.folded = text
        return m

    def _match(self, text: str) -> Match:
        """`_resolve_name(text)`, once per distinct text (an importer asks for one name in several of its readings):
        each caller gets a Match of its own."""
        idx = self._idx
        if idx.matched is None or len(idx.matched) > 16384:
            idx.matched = {}  # bounded
        m = idx.matched.get(text)
        if m is None:
            m = idx.matched[text] = self._resolve_name(text)
        return Match(m.device_id, m.confidence, list(m.candidates), m.how, m.folded)

    def _resolve_name(self, text: str) -> Match:
        key = normalize(text)
        if not key:
            return Match(None, 0.0, [], "none")
        idx = self._idx
        exact = idx.exact.get(key)
        if exact:
            own = [i for i, k in exact.items() if k == "exact"]
            ids = own or list(exact)
            if len(ids) == 1:
                did = ids[0]
                if own:
                    return Match(did, 1.0, [], "exact")
                return Match(did, 0.95, sorted(self._named_siblings(did, text), key=self._order), "alias")
        toks = tokens(text)
        # the model words in full, else without form factor and memory
        hits = self._spelled(toks, idx.keys) or self._spelled(toks, idx.bare)
        if hits:
            longest = max(map(len, hits.values()))
            cands = [d for d, k in hits.items() if len(k) == longest]
            mem = _MEM_RE.search(unicodedata.normalize("NFKC", text))
            if mem:
                # a memory size the catalog does not list ('GH200 96GB') does not contradict the device
                gb = float(mem.group(1))
                sized = [d for d in cands if math.isclose(self.by_id[d].get("memory_gb"), gb, rel_tol=0.08)]
                if not sized and not _FORM_RE.search(text):
                    # 'H100 94GB': the one variant whose model adds a form factor to the one named ('H100 NVL'),
                    # never another model number ('910' is not '910B'); a form factor named ('H100 SXM 94GB') may
                    # be another part, so it is left unmatched
                    named = hits[cands[0]]
                    longer = {
                        did: k
                        for k in self._keys_starting(named)
                        if _FORM_RE.fullmatch(k[len(named) :])
                        for did in idx.keys[k]
                        if math.isclose(self.by_id[did].get("memory_gb"), gb, rel_tol=0.08)
                    }
                    if len(longer) == 1:
                        hits.update(longer)
                        sized = list(longer)
                cands = sized or [d for d in cands if math.isnan(self.by_id[d].get("memory_gb"))]
            # a form-factor word that is part of the model named ('NVL' of 'H100 NVL') does not narrow it; one that
            # no candidate has ('NVL' where the NVL part's form is 'PCIe') gives way to the next ('… NVL 141GB PCIe')
            forms = [f.group(1).lower() for f in _FORM_RE.finditer(unicodedata.normalize("NFKC", text))]
            for i, f in enumerate(forms):
                if all(f in hits[d] for d in cands):
                    continue
                stem = re.sub(r"\d+$", "", f)
                narrowed = [d for d in cands if self._form(d).startswith(stem)] or [
                    d
                    for d in cands
                    if self._names_word(d, f)  # 'NVL' in the H200 NVL's own name
                ]
                if not narrowed and i + 1 < len(forms):
                    continue
                exact_form = [d for d in narrowed if self._form(d) == f]
                cands = exact_form or narrowed or [d for d in cands if not self._form(d)]
                break
            if len(cands) == 1:
                return Match(cands[0], 0.9, [], "model")
            if len(cands) > 1:
                # 'H200 incl. VAT': the text spells a name that only one candidate carries (the usual variant, as a
                # bare 'H200' is the SXM part): read as that one with its siblings named, as the name alone would be
                usual = {next(iter(ids)) for ids in self._spans(toks, idx.exact) if len(ids) == 1} & set(cands)
                if len(usual) == 1:
                    did = usual.pop()
                    return Match(did, 0.9, sorted(set(cands) - {did}, key=self._order), "alias")
                return Match(None, 0.0, sorted(cands, key=self._order), "ambiguous")
            return Match(None, 0.0, [], "none")
        return self._fuzzy(text, key)

    def _keys_starting(self, prefix: str) -> list[str]:
        import bisect

        keys = self._idx.sorted_keys
        i = bisect.bisect_left(keys, prefix)
        out = []
        while i < len(keys) and keys[i].startswith(prefix):
            out.append(keys[i])
            i += 1
        return out

    def _names_word(self, device_id: str, word: str) -> bool:
        """Whether a device's name or one of its aliases holds the word ('nvl' in 'H200 NVL 141GB')."""
        d = self.by_id[device_id]
        return any(word in tokens(n) for n in (d.name, *d.aliases) if n)

    def _form(self, device_id: str) -> str:
        d = self.by_id[device_id]
        return (d.form_factor or d.variant).lower()

    def _order(self, device_id: str) -> int:
        return self._order_of.get(device_id, len(self._order_of))

    def _typo_choices(self, numbered: set[str]) -> list[str]:
        """The names a typo search compares with: those holding every numbered word as is (found through an index
        of the digit runs' suffixes, then checked), or, for a name without digits, the names without digits."""
        import bisect

        idx = self._idx
        if idx.suffixes is None:
            of: dict[str, list[str]] = {}
            no_digit = []
            for k in idx.exact:
                runs = _DIGITS_RE.findall(k)
                if not runs:
                    no_digit.append(k)
                for run in set(runs):
                    for i in range(len(run)):
                        of.setdefault(run[i:], []).append(k)
            idx.keys_of_suffix, idx.suffixes, idx.no_digit = of, sorted(of), no_digit
        if not numbered:
            return idx.no_digit  # a name without digits keeps only names without digits (`_same_numbers`)
        key = frozenset(numbered)
        if idx.choices_of is None or len(idx.choices_of) > 4096:
            idx.choices_of = {}  # bounded: a list may hold many names
        got = idx.choices_of.get(key)
        if got is not None:
            return got
        # the digits each numbered word starts with: a name holding the word has a digit run with such a suffix
        first = max(numbered, key=len)
        lead = _DIGITS_RE.match(first).group(0)
        found: dict[str, None] = {}
        i = bisect.bisect_left(idx.suffixes, lead)
        while i < len(idx.suffixes) and idx.suffixes[i].startswith(lead):
            found.update(dict.fromkeys(idx.keys_of_suffix[idx.suffixes[i]]))
            i += 1
        got = idx.choices_of[key] = [c for c in found if all(t in c for t in numbered)]
        return got

    def _fuzzy(self, text: str, key: str) -> Match:
        """A typo in the letters ('Trainum', 'Guadi2'), never another model number: every word with a digit in
        the name must appear as is in the candidate."""
        from rapidfuzz import fuzz, process

        # the model-number part of each word ('4090d' of 'rtx4090d', '2' of 'trainum2') must appear as is
        # (decimal digits, as `_DIGITS_RE` reads them: '❶' is a digit to str.isdigit but no number)
        numbered = {
            t[next(i for i, ch in enumerate(t) if ch.isdecimal()) :] for t in tokens(text) if any(map(str.isdecimal, t))
        }
        choices = self._typo_choices(numbered)
        # only scores of 82 or more can matter (a match needs 85, a runner-up 3 less): the cut-off skips the rest
        found = process.extract(key, choices, scorer=fuzz.ratio, limit=5, score_cutoff=82)
        found = [f for f in found if _same_numbers(key, f[0])]
        if not found or found[0][1] < 85:
            return Match(None, 0.0, [], "none")
        best_ids = set(self._exact[found[0][0]])
        runners = {d for c, s, _ in found[1:] if s >= found[0][1] - 3 for d in self._exact[c]} - best_ids
        if len(best_ids) == 1 and not runners:
            return Match(next(iter(best_ids)), round(found[0][1] / 100 * 0.8, 3), [], "fuzzy")
        return Match(None, 0.0, sorted(best_ids | runners, key=self._order), "ambiguous")

    def resolve(self, text: str) -> Device:
        """The one device a name means, or BadArgument (one line) naming the candidates."""
        m = self.match(text)
        if m.device_id:
            return self.by_id[m.device_id]
        if m.how == "ambiguous":
            names = ", ".join(f"{c} ({self.by_id[c].name})" for c in m.candidates[:8])
            raise BadArgument(
                f"device name {text!r} is ambiguous: it names a family, not one variant; it could be {names}"
            )
        near = self.suggest(text)
        hint = f"; did you mean {', '.join(near)}?" if near else "; run 'gpucompare devices' to list them"
        raise BadArgument(f"unknown device {text!r}{hint}")

    def resolution_note(self, text: str) -> str:
        """A line to show when a name resolved to one variant of several ('H800' read as the SXM part), else ''."""
        m = self.match(text)
        if m.device_id and m.candidates:
            others = ", ".join(self.by_id[c].name for c in m.candidates[:4])
            return Msg(
                "'{text}' read as {name}; other variants: {others}",
                text=text,
                name=self.by_id[m.device_id].name,
                others=others,
            )
        return ""

    def match_warning(self, text: str, m: Match | None = None) -> str:
        """What an importer should tell the user about how a name was read: '' for an exact or unambiguous alias
        match of the name as typed, else a sentence (look-alike letters or invisible characters folded, a near
        spelling, a usual variant chosen, several variants, no device)."""
        m = m or self.match(text)
        said = self._how_read(text, m)
        if m.folded and m.device_id:
            fold = Msg(
                "'{text}' has look-alike letters or invisible characters; read as '{read}' ({name})",
                text=marked(text),
                read=m.folded,
                name=self.by_id[m.device_id].name,
            )
            return fold if not said else Msg("{first}; {then}", first=fold, then=said)
        return said

    def _how_read(self, text: str, m: Match) -> str:
        text = shown(text)
        if m.how == "fuzzy":
            return Msg(
                "'{text}' read as {name} (a near spelling); check it", text=text, name=self.by_id[m.device_id].name
            )
        if m.device_id and m.candidates:
            return self.resolution_note(text)
        if m.how == "ambiguous":
            names = ", ".join(self.by_id[c].name for c in m.candidates[:4])
            return Msg("'{text}' names several variants ({names}); pick one", text=text, names=names)
        if m.how == "none":
            return Msg("'{text}' matches no device in the catalog", text=text)
        return ""

    def suggest(self, text: str, limit: int = 3) -> list[str]:
        from rapidfuzz import fuzz, process

        key = normalize((text or "")[:MAX_NAME_CHARS])
        found = process.extract(key, list(self._exact), scorer=fuzz.WRatio, limit=limit * 3)
        out: list[str] = []
        for choice, score, _ in found:
            # a suggestion is the same series with the model number at most one digit off ('H10' -> H100):
            # 'Z9000' suggests no A100
            if not _near_model(key, choice):
                continue
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
        import numpy as np

        return np.array([d.get(field_name) for d in self.devices], dtype=float)


def _contains(toks: tuple[str, ...], key: str) -> bool:
    """Whether whole consecutive words of `toks` spell `key` ('rtx','4090' spell 'rtx4090'; 'rtx','4090d' do not)."""
    n = len(toks)
    for i in range(n):
        acc = ""
        for j in range(i, n):
            acc += toks[j]
            if acc == key:
                return True
            if len(acc) >= len(key) or not key.startswith(acc):
                break
    return False


_DIGITS_RE = re.compile(r"\d+")


_MODEL_RE = re.compile(r"([^\W\d_]*)(\d+)")


def _near_model(query: str, name: str) -> bool:
    """Whether `name` could be what `query` mistyped: the letters before the first number agree (one ends the
    other: 'h' and 'nvidiah') and the numbers are at most one digit apart ('10' and '100', '9' and '2')."""
    from rapidfuzz.distance import Levenshtein

    q, n = _MODEL_RE.search(query), _MODEL_RE.search(name)
    if q is None:
        return True  # no number typed: the letters decide (the score)
    if n is None:
        return False
    (ql, qn), (nl, nn) = q.groups(), n.groups()
    return (nl.endswith(ql) or ql.endswith(nl)) and Levenshtein.distance(qn, nn) <= 1


def _same_numbers(a: str, b: str) -> bool:
    """'h20' vs 'h200', 'l4' vs 'l40s', 'h8000' vs 'h800': different model numbers are never a typo."""
    return _DIGITS_RE.findall(a)[:1] == _DIGITS_RE.findall(b)[:1]


_FORM = re.compile(r"\b(SXM\d*|PCIe|OAM|NVL\d+|module)\b", re.IGNORECASE)


def column_name(d: Device) -> str:
    """A device as a column header, the same parts for every device: its model (without a nickname in
    brackets), its form factor where the catalog says it, its memory ('H20 SXM 96GB', 'Ascend 910B OAM 64GB').
    The one name a sentence about a device uses too (an estimate's warning, a fallback peak, a risk), so a reader
    finds it under its column."""
    model = re.sub(r"\s*\([^)]*\)", "", d.model).strip() or d.label
    parts = [model]
    form = _FORM.search(d.form_factor) or _FORM.search(d.variant)
    if form and form.group(1).lower() not in model.lower():
        parts.append(form.group(1))
    mem = d.get("memory_gb")
    if not math.isnan(mem) and f"{mem:g}gb" not in model.lower().replace(" ", ""):
        parts.append(f"{mem:g}GB")
    return " ".join(parts)


def bundled_catalog() -> Catalog:
    """The catalog from the bundled Epoch snapshot and the curated rows (cached)."""
    return layered_catalog(None)


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
                name=column_name(device),
                prec=PRECISION_LABEL[precision],
                alt=PRECISION_LABEL[alt],
            )
    return math.nan, Msg(
        "{name} has no {prec} throughput figure.", name=column_name(device), prec=PRECISION_LABEL[precision]
    )


def derived_metrics(tflops: np.ndarray, price: np.ndarray, tdp_w: np.ndarray, memory_gb: np.ndarray) -> dict:
    """Per-device ratios, vectorised; NaN where an input is missing or zero."""
    import numpy as np

    with np.errstate(divide="ignore", invalid="ignore"):
        return {
            "price_per_tflop": np.where(tflops > 0, price / tflops, np.nan),
            "tflops_per_w": np.where(tdp_w > 0, tflops / tdp_w, np.nan),
            "gb_per_kprice": np.where(price > 0, memory_gb / price * 1000.0, np.nan),
        }


# ---------------------------------------------------------------------------------------------------------------
# Refreshing the Epoch layer (gpucompare catalog update, File -> Update catalog)
# ---------------------------------------------------------------------------------------------------------------

EPOCH_URL = "https://epoch.ai/data/ml_hardware.csv"
#: where the workspace keeps a refreshed Epoch CSV (relative to the workspace folder)
EPOCH_WORKSPACE_FILE = ("catalog", "epoch_ml_hardware.csv")
MAX_EPOCH_BYTES = 20_000_000
MAX_EPOCH_ROWS = 20_000


#: the update machinery lives in `core.epoch_update`; these names stay importable from here
_MOVED = (
    "EpochChange",
    "EpochUpdate",
    "apply_epoch_update",
    "parse_epoch_text",
    "preview_epoch_update",
    "read_epoch_source",
    "fetch_text",
)


def __getattr__(name: str):
    if name in _MOVED:
        if name == "fetch_text":
            from gpucompare.download import fetch_text

            return fetch_text
        from gpucompare.core import epoch_update

        return getattr(epoch_update, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
