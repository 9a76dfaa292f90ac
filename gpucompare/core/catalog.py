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

import numpy as np

from gpucompare.core.families import GENERIC, estimator_family
from gpucompare.core.fields import NUMERIC_FIELDS, PEAK_FIELD, PRECISION_LABEL, PRECISIONS
from gpucompare.core.tables import num, read_table
from gpucompare.errors import BadArgument
from gpucompare.i18n import Msg

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
_MEM_RE = re.compile(r"(\d+(?:\.\d+)?)\s*(?:gb|gib|g|гб)(?![a-zа-я])", re.IGNORECASE)
_FORM_RE = re.compile(r"\b(sxm\d?|pcie|oam|nvl\d*)\b", re.IGNORECASE)
#: ASCII letter/digit runs, or runs of other letters (CJK, Cyrillic); linear time
_TOKEN_RE = re.compile(r"[a-z0-9]+|[^\W\d_a-z]+")


def normalize(text: str) -> str:
    """Lower case, full-width folded, spaces and punctuation removed: 'A100-SXM4 80GB' -> 'a100sxm480gb'."""
    text = unicodedata.normalize("NFKC", text).lower().replace("гб", "gb")
    return re.sub(r"[\W_]+", "", text)


def tokens(text: str) -> tuple[str, ...]:
    """Words of a name without maker noise: 'NVIDIA GeForce RTX 4090D 24G' -> ('rtx', '4090d', '24g')."""
    low = unicodedata.normalize("NFKC", text or "").lower().replace("гб", "gb")
    return tuple(t for t in _TOKEN_RE.findall(low) if t not in _NOISE)


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


def device_from_row(row: dict[str, str], custom: bool = False) -> Device:
    """A device from a devices.csv-style row (the curated file, or a custom device stored in the workspace)."""
    values = {f: num(row.get(f)) for f in NUMERIC_FIELDS if f != "datacenter"}
    flag = (row.get("datacenter") or "").strip().lower()
    values["datacenter"] = {"yes": 1.0, "true": 1.0, "1": 1.0, "no": 0.0, "false": 0.0, "0": 0.0}.get(flag, math.nan)
    layer = "custom" if custom else "curated"
    return Device(
        id=row["id"],
        vendor=row.get("vendor", "") or "",
        model=row.get("model", "") or "",
        variant=row.get("variant", "") or "",
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
        aliases=_split(row.get("aliases")) + _split(row.get("part_numbers")),
        source=row.get("source", "") or "",
        source_date=row.get("source_date", "") or "",
        notes=row.get("notes", "") or "",
        values=values,
        custom=custom,
        short_name=row.get("short_name", "") or "",
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


def epoch_vendor(row: dict[str, str]) -> str:
    m = (row.get("Manufacturer") or "").strip()
    if m:
        return _EPOCH_VENDORS.get(m, m)
    name = (row.get("Hardware name") or "").strip()
    return name.split(" ")[0] if " " in name else ""


def epoch_device(row: dict[str, str], snapshot: str = "") -> Device:
    """One Epoch row as a base-layer device, every value with the row's datasheet link as its source."""
    name = " ".join((row.get("Hardware name") or "")[:MAX_NAME_CHARS].split())
    vendor = epoch_vendor(row)[:MAX_NAME_CHARS]
    model = name
    for prefix in (vendor, row.get("Manufacturer", ""), vendor.split(" ")[0]):
        if prefix and model.lower().startswith(prefix.lower() + " "):
            model = model[len(prefix) + 1 :]
            break
    link = (row.get("Link to datasheet") or "").strip()
    if not link.lower().startswith(("http://", "https://")):
        link = ""
    date = (row.get("Release date") or "").strip()[:10]
    checked = (row.get("Last modified") or "").strip()[:10] or snapshot
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
        if math.isfinite(v) and v > 0:
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
        if math.isfinite(v) and v > 0:
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


def layered_catalog(epoch_csv: str | os.PathLike | None = None) -> Catalog:
    """The catalog from the Epoch layer (the bundled snapshot, or `epoch_csv`) and the curated layer; cached per
    file and modification time."""
    if epoch_csv is not None and Path(epoch_csv).exists():
        p = Path(epoch_csv)
        try:
            return _layered(str(p), p.stat().st_mtime_ns)
        except (OSError, csv.Error, UnicodeDecodeError, ValueError):  # a damaged workspace copy: the snapshot serves
            pass
    return _layered(None, 0)


@lru_cache(maxsize=4)
def _layered(epoch_csv: str | None, _mtime: int) -> Catalog:
    curated_rows = read_table("devices")
    epoch_rows = read_epoch(epoch_csv)
    epoch_by_name = {" ".join((r.get("Hardware name") or "")[:MAX_NAME_CHARS].split()): r for r in epoch_rows}
    value_rows = _value_rows()
    devices: list[Device] = []
    claimed: set[str] = set()
    for row in curated_rows:
        cur = device_from_row(row)
        names = _split(row.get("epoch_names"))
        base = None
        for n in names:
            if n in epoch_by_name:
                claimed.add(n)
                if base is None:
                    base = epoch_device(epoch_by_name[n])
        d = merge(cur, base, value_rows.get(cur.id, ()))
        if names:
            d = _with_aliases(d, names)
        devices.append(d)
    ids = {d.id for d in devices}
    for name, row in epoch_by_name.items():
        if not name or name in claimed:
            continue
        d = epoch_device(row)
        if d.id in ids:  # another row took the id: keep this one under a distinct id rather than drop it
            n = 2
            while f"{d.id}-{n}" in ids:
                n += 1
            d = Device(**{**{f: getattr(d, f) for f in d.__dataclass_fields__}, "id": f"{d.id}-{n}"})
        ids.add(d.id)
        # an Epoch-only row corrected by value rows keeps Epoch's figure visible as a conflict
        devices.append(merge(d, d, value_rows.get(d.id, ())) if d.id in value_rows else d)
    return Catalog(devices)


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
    variants in `candidates` so a caller can say which were not meant.
    """

    device_id: str | None
    confidence: float
    candidates: list[str]
    how: str

    @property
    def level(self) -> str:
        """'exact', 'alias' or 'fuzzy' for a match; '' for none: what an importer warns on."""
        return {"exact": "exact", "alias": "alias", "model": "alias", "fuzzy": "fuzzy"}.get(self.how, "")


class Catalog:
    """All devices (the layers merged, plus the user's custom ones), in a stable order."""

    def __init__(self, devices: list[Device]):
        self.devices = list(devices)
        self.by_id = {d.id: d for d in self.devices}
        self._order_of = {d.id: i for i, d in enumerate(self.devices)}
        self._index: tuple | None = None  # built on the first name lookup: the window's start-up needs none

    def _build_index(self) -> tuple:
        #: normalized name -> {device id: "exact" | "alias"}
        exact: dict[str, dict[str, str]] = {}
        #: (model words joined, device id)
        keys_out: list[tuple[str, str]] = []
        #: (model words without form factor and memory, device id): tried only when no full model key is named
        bare_out: list[tuple[str, str]] = []
        model_of: dict[str, str] = {}
        for d in self.devices:
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
                    slot = exact.setdefault(k, {})
                    if slot.get(d.id) != "exact":
                        slot[d.id] = kind
            mk = "".join(tokens(d.model))
            model_of[d.id] = mk
            keys = {mk}
            for a in d.aliases:
                if not _MEM_RE.search(a) and not _FORM_RE.search(a):
                    keys.add("".join(tokens(a)))
            for k in keys:
                if len(k) >= 2:
                    keys_out.append((k, d.id))
            # 'A40 PCIe' is also named 'A40 48GB GDDR6': its model words without the form factor and memory size
            for n in (d.model, *d.aliases):
                bare = "".join(t for t in tokens(_FORM_RE.sub(" ", _MEM_RE.sub(" ", n or ""))))
                if len(bare) >= 2 and bare not in keys and any(ch.isdigit() for ch in bare):
                    bare_out.append((bare, d.id))
        return exact, keys_out, model_of, bare_out

    @property
    def _exact(self) -> dict[str, dict[str, str]]:
        if self._index is None:
            self._index = self._build_index()
        return self._index[0]

    @property
    def _keys(self) -> list[tuple[str, str]]:
        if self._index is None:
            self._index = self._build_index()
        return self._index[1]

    @property
    def _model_of(self) -> dict[str, str]:
        if self._index is None:
            self._index = self._build_index()
        return self._index[2]

    def __len__(self) -> int:
        return len(self.devices)

    def __getitem__(self, device_id: str) -> Device:
        return self.by_id[device_id]

    def with_custom(self, devices: list[Device]) -> Catalog:
        """A catalog with custom devices added; a custom device with a catalog id replaces it."""
        custom_ids = {d.id for d in devices}
        return Catalog([d for d in self.devices if d.id not in custom_ids] + list(devices))

    def _siblings(self, device_id: str) -> list[str]:
        mk = self._model_of.get(device_id, "")
        return [i for i, m in self._model_of.items() if m == mk and i != device_id and mk]

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

    def match(self, text: str) -> Match:
        """Resolve a name the way a person would read it; never raises, never substitutes another model number."""
        text = (text or "")[:MAX_NAME_CHARS]  # a name, not a document: bounded work per lookup
        key = normalize(text)
        if not key:
            return Match(None, 0.0, [], "none")
        exact = self._exact.get(key)
        if exact:
            own = [i for i, k in exact.items() if k == "exact"]
            ids = own or list(exact)
            if len(ids) == 1:
                did = ids[0]
                if own:
                    return Match(did, 1.0, [], "exact")
                return Match(did, 0.95, sorted(self._named_siblings(did, text), key=self._order), "alias")
        toks = tokens(text)
        hits: dict[str, str] = {}  # device id -> the longest of its model keys the text spells
        for keys in (self._keys, self._index[3]):  # the model words in full, else without form factor and memory
            for k, did in keys:
                if _contains(toks, k) and len(k) > len(hits.get(did, "")):
                    hits[did] = k
            if hits:
                break
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
                        for k, did in self._keys
                        if k.startswith(named)
                        and _FORM_RE.fullmatch(k[len(named) :])
                        and math.isclose(self.by_id[did].get("memory_gb"), gb, rel_tol=0.08)
                    }
                    if len(longer) == 1:
                        hits.update(longer)
                        sized = list(longer)
                cands = sized or [d for d in cands if math.isnan(self.by_id[d].get("memory_gb"))]
            # a form-factor word that is part of the model named ('NVL' of 'H100 NVL') does not narrow it
            for form in _FORM_RE.finditer(unicodedata.normalize("NFKC", text)):
                f = form.group(1).lower()
                if all(f in hits[d] for d in cands):
                    continue
                stem = re.sub(r"\d+$", "", f)
                narrowed = [d for d in cands if self._form(d).startswith(stem)]
                exact_form = [d for d in narrowed if self._form(d) == f]
                cands = exact_form or narrowed or [d for d in cands if not self._form(d)]
                break
            if len(cands) == 1:
                return Match(cands[0], 0.9, [], "model")
            if len(cands) > 1:
                # 'H200 incl. VAT': the text spells a name that only one candidate carries (the usual variant, as a
                # bare 'H200' is the SXM part): read as that one with its siblings named, as the name alone would be
                usual = {d for k, ids in self._exact.items() if len(ids) == 1 and _contains(toks, k) for d in ids}
                usual &= set(cands)
                if len(usual) == 1:
                    did = usual.pop()
                    return Match(did, 0.9, sorted(set(cands) - {did}, key=self._order), "alias")
                return Match(None, 0.0, sorted(cands, key=self._order), "ambiguous")
            return Match(None, 0.0, [], "none")
        return self._fuzzy(text, key)

    def _form(self, device_id: str) -> str:
        d = self.by_id[device_id]
        return (d.form_factor or d.variant).lower()

    def _order(self, device_id: str) -> int:
        return self._order_of.get(device_id, len(self._order_of))

    def _fuzzy(self, text: str, key: str) -> Match:
        """A typo in the letters ('Trainum', 'Guadi2'), never another model number: every word with a digit in
        the name must appear as is in the candidate."""
        from rapidfuzz import fuzz, process

        # the model-number part of each word ('4090d' of 'rtx4090d', '2' of 'trainum2') must appear as is
        numbered = {
            t[next(i for i, ch in enumerate(t) if ch.isdigit()) :] for t in tokens(text) if any(map(str.isdigit, t))
        }
        choices = [c for c in self._exact if all(t in c for t in numbered)] if numbered else list(self._exact)
        found = process.extract(key, choices, scorer=fuzz.ratio, limit=5)
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
        match, else a sentence (a near spelling, a usual variant chosen, several variants, no device)."""
        m = m or self.match(text)
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


# ---------------------------------------------------------------------------------------------------------------
# Refreshing the Epoch layer (gpucompare catalog update, File -> Update catalog)
# ---------------------------------------------------------------------------------------------------------------

EPOCH_URL = "https://epoch.ai/data/ml_hardware.csv"
#: where the workspace keeps a refreshed Epoch CSV (relative to the workspace folder)
EPOCH_WORKSPACE_FILE = ("catalog", "epoch_ml_hardware.csv")
MAX_EPOCH_BYTES = 20_000_000
MAX_EPOCH_ROWS = 20_000


@dataclass
class EpochChange:
    """One Epoch row that differs between the catalog in use and a new CSV. `kept` lists fields whose new Epoch
    value is not shown because a curated value overrides it."""

    name: str
    device_id: str
    kind: str  # "added", "changed", "removed"
    fields: dict[str, tuple[float, float]] = field(default_factory=dict)  # field -> (old, new)
    kept: tuple[str, ...] = ()


@dataclass
class EpochUpdate:
    """The preview of a catalog update: what changes in the base layer, and the new file's text to store."""

    source: str
    rows: int
    changes: list[EpochChange]
    text: str = field(repr=False, default="")

    def count(self, kind: str) -> int:
        return sum(1 for c in self.changes if c.kind == kind)

    def summary(self) -> str:
        return str(
            Msg(
                "{rows} Epoch AI rows read from {source}: {added} added, {changed} changed, {removed} removed; "
                "curated and custom rows are not touched",
                rows=self.rows,
                source=self.source,
                added=self.count("added"),
                changed=self.count("changed"),
                removed=self.count("removed"),
            )
        )

    def lines(self, limit: int = 200) -> list[str]:
        """One line per change with its values: '+ Acme X9 (acme-x9): BF16 1000', '~ NVIDIA B200: tdp_w 1000 -> 1200'."""
        out = []
        for c in self.changes[:limit]:
            mark = {"added": "+", "changed": "~", "removed": "-"}[c.kind]
            vals = ", ".join(
                f"{k} {_num_text(a)} -> {_num_text(b)}"
                if c.kind == "changed"
                else f"{k} {_num_text(b if c.kind == 'added' else a)}"
                for k, (a, b) in sorted(c.fields.items())
            )
            kept = f" [curated value kept for {', '.join(c.kept)}]" if c.kept else ""
            out.append(f"{mark} {c.name} ({c.device_id}){': ' + vals if vals else ''}{kept}")
        if len(self.changes) > limit:
            out.append(f"... {len(self.changes) - limit} more")
        return out

    def to_json(self) -> dict:
        return {
            "source": self.source,
            "rows": self.rows,
            "added": self.count("added"),
            "changed": self.count("changed"),
            "removed": self.count("removed"),
            "changes": [
                {
                    "name": c.name,
                    "device_id": c.device_id,
                    "kind": c.kind,
                    "fields": {k: {"old": _json_num(a), "new": _json_num(b)} for k, (a, b) in c.fields.items()},
                    "curated_value_kept": list(c.kept),
                }
                for c in self.changes
            ],
        }


def _num_text(v: float) -> str:
    return "—" if math.isnan(v) else f"{v:g}"


def _json_num(v: float):
    return None if math.isnan(v) else v


def parse_epoch_text(text: str) -> list[dict[str, str]]:
    """Rows of an Epoch CSV given as text, checked: the columns the catalog reads must be there; sizes bounded."""
    from gpucompare.errors import BadInputFile

    if len(text) > MAX_EPOCH_BYTES:
        raise BadInputFile(f"the catalog file is larger than {MAX_EPOCH_BYTES // 1_000_000} MB")
    reader = csv.DictReader(text.splitlines(keepends=True))
    try:
        header = reader.fieldnames or []
    except csv.Error as err:
        raise BadInputFile(f"not a readable CSV: {err}") from None
    missing = [c for c in EPOCH_REQUIRED if c not in header]
    if missing:
        raise BadInputFile("not an Epoch AI hardware CSV: missing column " + ", ".join(repr(m) for m in missing))
    rows = []
    try:
        for i, row in enumerate(reader):
            if i >= MAX_EPOCH_ROWS:
                raise BadInputFile(f"the catalog file has more than {MAX_EPOCH_ROWS} rows")
            if (row.get("Hardware name") or "").strip():
                rows.append(row)
    except csv.Error as err:
        raise BadInputFile(f"not a readable CSV at row {reader.line_num}: {err}") from None
    if not rows:
        raise BadInputFile("the catalog file has no hardware rows")
    return rows


def read_epoch_source(where: str, timeout_s: float = 30.0) -> tuple[str, str]:
    """The text of an Epoch CSV from a file or an http(s) URL, and a name for it; BadInputFile when unreadable."""
    return fetch_text(where, MAX_EPOCH_BYTES, "the catalog file", timeout_s)


def fetch_text(where: str, max_bytes: int, what: str = "the file", timeout_s: float = 30.0) -> tuple[str, str]:
    """The one downloader every update uses (catalog and prices): the UTF-8 text of a file or an http(s) URL, at
    most `max_bytes` (checked before the text is decoded), and a name for it; BadInputFile in one sentence."""
    from gpucompare.errors import BadInputFile

    if where.lower().startswith(("http://", "https://")):
        import urllib.request

        try:
            with urllib.request.urlopen(where, timeout=timeout_s) as resp:  # noqa: S310 - the user's own URL
                data = resp.read(max_bytes + 1)
        except (OSError, ValueError) as err:
            raise BadInputFile(f"could not download {where} ({err}); the data in use stays as it is") from None
        if len(data) > max_bytes:
            raise BadInputFile(f"{what} is larger than {max_bytes // 1_000_000} MB")
        return data.decode("utf-8-sig", errors="replace"), where
    p = Path(where).expanduser()
    try:
        if p.stat().st_size > max_bytes:
            raise BadInputFile(f"{p.name} is larger than {max_bytes // 1_000_000} MB")
        return p.read_text(encoding="utf-8-sig", errors="replace"), p.name
    except OSError as err:
        raise BadInputFile(f"cannot read {where}: {err.strerror or err}") from None


def preview_epoch_update(
    new_rows: list[dict[str, str]], current_csv: str | os.PathLike | None = None, source: str = "", text: str = ""
) -> EpochUpdate:
    """What replacing the Epoch layer (the workspace's copy, else the bundled snapshot) with `new_rows` changes."""
    old_rows = read_epoch(current_csv if current_csv and Path(current_csv).exists() else None)
    norm = lambda r: " ".join((r.get("Hardware name") or "")[:MAX_NAME_CHARS].split())  # noqa: E731
    old = {norm(r): epoch_device(r) for r in old_rows}
    new = {norm(r): epoch_device(r) for r in new_rows}
    curated = {}
    value_rows = _value_rows()
    for row in read_table("devices"):
        own = {f for f in NUMERIC_FIELDS if (row.get(f) or "").strip()}
        own |= {r["field"] for r in value_rows.get(row["id"], ())}
        for n in _split(row.get("epoch_names")):
            curated.setdefault(n, (row["id"], own))
    changes: list[EpochChange] = []
    for name, d in new.items():
        did, own = curated.get(name, (d.id, set()))
        if name not in old:
            fields = {k: (math.nan, v) for k, v in d.values.items() if k != "datacenter"}
            changes.append(EpochChange(name, did, "added", fields, tuple(sorted(own & set(fields)))))
            continue
        before = old[name]
        diff = {}
        for k in set(before.values) | set(d.values):
            a, b = before.get(k), d.get(k)
            if (math.isnan(a) and math.isnan(b)) or (not math.isnan(a) and not math.isnan(b) and math.isclose(a, b)):
                continue
            diff[k] = (a, b)
        if diff:
            changes.append(EpochChange(name, did, "changed", diff, tuple(sorted(own & set(diff)))))
    for name, d in old.items():
        if name not in new:
            did, own = curated.get(name, (d.id, set()))
            fields = {k: (v, math.nan) for k, v in d.values.items() if k != "datacenter"}
            changes.append(EpochChange(name, did, "removed", fields, tuple(sorted(own & set(fields)))))
    return EpochUpdate(source, len(new_rows), changes, text)


def apply_epoch_update(update: EpochUpdate, target: str | os.PathLike) -> Path:
    """Store the new Epoch CSV as the workspace's base layer (atomically); curated and custom rows are untouched."""
    path = Path(target)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(update.text, encoding="utf-8")
    os.replace(tmp, path)
    return path
