"""Physical plausibility of device figures, checked over every layer of the catalog (Epoch AI rows, curated rows,
the user's own devices) with rules that are data:

- `data/memory_types.csv`: per memory technology, the bandwidth and capacity of one stack or channel and how many a
  package holds. A part's bandwidth must lie within what its memory type allows for its memory size (a 64 GB HBM2e
  part has 3 to 8 stacks: 0.9 to 3.7 TB/s); a part whose type is not given must fit some memory of its launch year.
- `data/link_types.csv`: the most a named scale-up link carries per device (NVLink 4: 900 GB/s).
- `data/plausibility_rules.csv`: orders between precisions (TF32 <= BF16 <= FP8 <= FP4, FP32 vector <= a matrix
  figure), ranges (TDP, die area) and ratios (TPP per watt, performance density).
- siblings: a larger-memory variant of the same model that carries the smaller one's bandwidth.
- `data/datasheets.csv`: the vendor's headline figures of the curated training devices; a catalog value that
  differs from the datasheet, dense above the vendor's sparse figure, or a TPP that differs from the one the
  datasheet's figures give (BIS: dense TOPS x bit length), is a violation.

A violation is explained only by a row of `data/plausibility_exceptions.csv` (device, rule, public source, date,
confidence, reason). An Epoch row's violation is explained when the curated layer corrects the field (the merged
device passes and keeps the Epoch value visible as a conflict). The user's devices get the same checks as warnings.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from functools import cache

from gpucompare.core.catalog import Catalog, Device, epoch_device, read_epoch, slug
from gpucompare.core.tables import num, read_table

#: relative slack on every bound (rounding in datasheets: 3.35 TB/s, 1.2 TB/s)
SLACK = 0.03
#: relative difference from a datasheet figure that counts as a mismatch (rounding: 989.4 vs 989.5)
DATASHEET_TOLERANCE = 0.015
#: datasheet columns and the catalog field each holds the device to
DATASHEET_FIELDS = {
    "bf16_dense_tflops": "bf16_tflops",
    "fp8_dense_tflops": "fp8_tflops",
    "memory_gb": "memory_gb",
    "memory_bw_gbs": "memory_bw_gbs",
    "tdp_w": "tdp_w",
    "scaleup_gbs": "scaleup_gbs",
}


@dataclass(frozen=True)
class Violation:
    device_id: str
    rule_id: str
    layer: str  # epoch / curated / custom
    fields: tuple[str, ...]
    message: str

    def text(self) -> str:
        return f"{self.device_id}: {self.rule_id}: {self.message}"


@dataclass(frozen=True)
class MemoryType:
    type: str
    pattern: re.Pattern
    family: str
    unit: str
    first_year: int
    unit_bw_min: float
    unit_bw_max: float
    unit_gb_min: float
    unit_gb_max: float
    units_max: int
    source: str

    def bounds(self, memory_gb: float) -> tuple[int, int]:
        """How many stacks/channels a package of this memory size can have: (fewest, most); (1, 0) if none."""
        if math.isnan(memory_gb) or memory_gb <= 0:
            return 1, self.units_max
        lo = max(1, math.ceil(memory_gb / self.unit_gb_max * (1 - SLACK)))
        hi = min(self.units_max, math.floor(memory_gb / self.unit_gb_min * (1 + SLACK)))
        return lo, hi

    def bandwidth_range(self, memory_gb: float) -> tuple[float, float] | None:
        lo, hi = self.bounds(memory_gb)
        if lo > hi:
            return None
        return lo * self.unit_bw_min, hi * self.unit_bw_max


@cache
def memory_types() -> tuple[MemoryType, ...]:
    return tuple(
        MemoryType(
            r["type"],
            re.compile(r["pattern"], re.IGNORECASE),
            r["family"],
            r["unit"],
            int(r["first_year"]),
            float(r["unit_bw_min_gbs"]),
            float(r["unit_bw_max_gbs"]),
            float(r["unit_gb_min"]),
            float(r["unit_gb_max"]),
            int(r["units_max"]),
            r["source"],
        )
        for r in read_table("memory_types")
    )


@cache
def link_types() -> tuple[tuple[str, re.Pattern, float], ...]:
    return tuple(
        (r["link"], re.compile(r["pattern"], re.IGNORECASE), float(r["max_gbs"])) for r in read_table("link_types")
    )


@cache
def rules() -> tuple[dict[str, str], ...]:
    return read_table("plausibility_rules")


@cache
def exceptions() -> dict[tuple[str, str], dict[str, str]]:
    return {(r["device_id"], r["rule_id"]): r for r in read_table("plausibility_exceptions")}


@cache
def datasheets() -> dict[str, dict[str, str]]:
    """The datasheet table by device id."""
    return {r["device_id"]: r for r in read_table("datasheets")}


def memory_type_of(device: Device) -> list[MemoryType]:
    """The memory types a device's memory may be: the one its text names (first match), every generation of a
    family it names only by family ('HBM'), or, with no type given, every type out by its launch year."""
    text = (device.memory_type or "").strip()
    types = memory_types()
    if text:
        for t in types:
            if t.pattern.search(text) and t.type != "HBM":
                return [t]
        if re.search(r"hbm", text, re.IGNORECASE):
            return _by_year([t for t in types if t.family == "hbm"], device)
    return _by_year(list(types), device)


def _by_year(types: list[MemoryType], device: Device) -> list[MemoryType]:
    year = device.get("launch_year")
    if math.isnan(year):
        return types
    return [t for t in types if t.first_year <= year + 1] or types


def _fmt(v: float) -> str:
    return f"{v:,.0f}" if abs(v) >= 100 else f"{v:g}"


def check_memory(device: Device) -> list[Violation]:
    bw, gb = device.get("memory_bw_gbs"), device.get("memory_gb")
    if math.isnan(bw) and math.isnan(gb):
        return []
    candidates = memory_type_of(device)
    ranges = [(t, t.bandwidth_range(gb)) for t in candidates]
    fitting = [(t, r) for t, r in ranges if r is not None]
    if not fitting:
        names = ", ".join(t.type for t in candidates[:4])
        return [_v(device, "memory-size", ("memory_gb",), f"{_fmt(gb)} GB is no whole number of {names} units")]
    if math.isnan(bw):
        return []
    for _t, (lo, hi) in fitting:
        if lo * (1 - SLACK) <= bw <= hi * (1 + SLACK):
            return []
    t, (lo, hi) = fitting[0]
    if len(fitting) == 1:
        units = t.bounds(gb)
        why = f"{_fmt(gb)} GB of {t.type} is {units[0]}-{units[1]} {t.unit}s: {_fmt(lo)}-{_fmt(hi)} GB/s"
    else:
        top = max(r[1] for _t, r in fitting)
        why = f"no memory of its year carries it with {_fmt(gb)} GB (at most {_fmt(top)} GB/s)"
    return [_v(device, "memory-bandwidth", ("memory_bw_gbs", "memory_gb"), f"{_fmt(bw)} GB/s: {why}")]


def check_link(device: Device) -> list[Violation]:
    v = device.get("scaleup_gbs")
    text = device.scaleup_link or ""
    if math.isnan(v) or not text:
        return []
    for name, pattern, most in link_types():
        if pattern.search(text):
            if v > most * (1 + SLACK):
                return [
                    _v(
                        device,
                        "scaleup-link",
                        ("scaleup_gbs",),
                        f"{_fmt(v)} GB/s over {name}, which carries at most {_fmt(most)} GB/s",
                    )
                ]
            return []
    return []


def _value(device: Device, key: str) -> float:
    if key == "tpp":
        from gpucompare.core.export_control import tpp

        return tpp(device)
    return device.get(key)


def check_rules(device: Device) -> list[Violation]:
    out = []
    for r in rules():
        a = _value(device, r["field"])
        if math.isnan(a):
            continue
        kind, lo, hi = r["kind"], num(r["min"]), num(r["max"])
        if kind == "range":
            if (not math.isnan(lo) and a < lo) or (not math.isnan(hi) and a > hi):
                out.append(
                    _v(device, r["rule_id"], (r["field"],), f"{r['field']} {_fmt(a)} outside {r['min']}-{r['max']}")
                )
            continue
        b = _value(device, r["other"])
        if math.isnan(b) or b <= 0:
            continue
        ratio = a / b
        if (not math.isnan(hi) and ratio > hi) or (not math.isnan(lo) and ratio < lo):
            word = "above" if kind == "order" else "ratio"
            msg = (
                f"{r['field']} {_fmt(a)} {word} {r['other']} {_fmt(b)}"
                if kind == "order"
                else f"{r['field']} / {r['other']} = {ratio:.3g}, above {r['max']}"
            )
            out.append(_v(device, r["rule_id"], (r["field"], r["other"]), msg))
    return out


def check_datasheet(device: Device) -> list[Violation]:
    """The device against its datasheet row: each headline figure, dense <= the vendor's sparse figure, and TPP."""
    row = datasheets().get(device.id)
    if row is None:
        return []
    out = []
    for col, key in DATASHEET_FIELDS.items():
        want, have = num(row.get(col)), device.get(key)
        if math.isnan(want):
            continue
        if math.isnan(have) or abs(have - want) > DATASHEET_TOLERANCE * max(abs(want), 1e-9):
            out.append(_v(device, "datasheet", (key,), f"{key} {_fmt(have)} but the datasheet says {_fmt(want)}"))
    for prec in ("bf16", "fp8", "fp4"):
        dense, sparse = num(row.get(f"{prec}_dense_tflops")), num(row.get(f"{prec}_sparse_tflops"))
        if not (math.isnan(dense) or math.isnan(sparse)) and dense > sparse * (1 + SLACK):
            out.append(
                _v(
                    device,
                    "dense-le-sparse",
                    (f"{prec}_tflops",),
                    f"{prec} dense {_fmt(dense)} above sparse {_fmt(sparse)}",
                )
            )
    want = datasheet_tpp(row)
    if not math.isnan(want):
        have = _value(device, "tpp")
        if math.isnan(have) or abs(have - want) > DATASHEET_TOLERANCE * want:
            out.append(
                _v(
                    device,
                    "tpp-datasheet",
                    ("tpp",),
                    f"TPP {_fmt(have)} but the datasheet's dense figures give {_fmt(want)}",
                )
            )
    return out


#: datasheet columns that count for TPP, with their bit length (3A090 technical note: the largest TOPS x bits)
TPP_COLUMNS = {
    "bf16_dense_tflops": 16,
    "fp8_dense_tflops": 8,
    "fp6_dense_tflops": 6,
    "fp4_dense_tflops": 4,
    "int8_dense_tops": 8,
    "tf32_dense_tflops": 32,
    "fp64_tflops": 64,
    "fp32_tflops": 32,
}


def datasheet_tpp(row: dict[str, str]) -> float:
    best = math.nan
    for col, bits in TPP_COLUMNS.items():
        v = num(row.get(col))
        if not math.isnan(v) and (math.isnan(best) or v * bits > best):
            best = v * bits
    return best


def check_device(device: Device) -> list[Violation]:
    """Every single-device check of one device (no exceptions applied)."""
    return [*check_memory(device), *check_link(device), *check_rules(device), *check_datasheet(device)]


def _model_key(device: Device) -> str:
    words = re.findall(r"[a-z0-9]+", f"{device.vendor.split(' ')[0]} {device.model}".lower())
    numbered = [w for w in words if any(ch.isdigit() for ch in w)]
    return f"{words[0] if words else ''}:{numbered[0] if numbered else ''}"


def check_siblings(devices: list[Device]) -> list[Violation]:
    """A training variant with at least 1.5x the memory of a variant of the same model and the same bandwidth
    (within 1%): usually the smaller part's figure copied (more DRAM takes more stacks or channels, or faster ones);
    where it is true (denser stacks on the same bus, V100 32GB) an exception with its source says so."""
    groups: dict[str, list[Device]] = {}
    for d in devices:
        if not (math.isnan(d.get("memory_gb")) or math.isnan(d.get("memory_bw_gbs"))):
            groups.setdefault(_model_key(d), []).append(d)
    out = []
    for group in groups.values():
        for big in group:
            if not big.is_training_device:
                continue
            for small in group:
                if small is big:
                    continue
                gb_b, gb_s = big.get("memory_gb"), small.get("memory_gb")
                bw_b, bw_s = big.get("memory_bw_gbs"), small.get("memory_bw_gbs")
                if gb_b >= 1.5 * gb_s and abs(bw_b - bw_s) <= 0.01 * bw_s:
                    out.append(
                        _v(
                            big,
                            "sibling-bandwidth",
                            ("memory_bw_gbs",),
                            f"{_fmt(gb_b)} GB at {_fmt(bw_b)} GB/s, the bandwidth of its {_fmt(gb_s)} GB sibling {small.id}",
                        )
                    )
                    break
    return out


def _v(device: Device, rule: str, fields: tuple[str, ...], message: str) -> Violation:
    return Violation(device.id, rule, device.layer, fields, message)


def explained(v: Violation) -> bool:
    return (v.device_id, v.rule_id) in exceptions()


def check_devices(devices: list[Device]) -> list[Violation]:
    """Every violation among these devices (single-device checks and siblings), exceptions not yet applied."""
    out: list[Violation] = []
    for d in devices:
        out.extend(check_device(d))
    out.extend(check_siblings(devices))
    return out


def check_catalog(catalog: Catalog) -> list[Violation]:
    """Violations of the merged catalog (curated over Epoch, as users see it) that no exception explains."""
    return [v for v in check_devices(catalog.devices) if not explained(v)]


def epoch_layer_devices(epoch_csv=None) -> list[Device]:
    """Every Epoch row as it is, before any curated correction."""
    return [epoch_device(r) for r in read_epoch(epoch_csv) if (r.get("Hardware name") or "").strip()]


def _epoch_owner() -> dict[str, str]:
    """Epoch row id -> the id of the merged device it ends up in (the curated row that names it, else itself)."""
    owner = {}
    for row in read_table("devices"):
        for name in (row.get("epoch_names") or "").split(";"):
            if name.strip():
                owner.setdefault(slug(" ".join(name.split())), row["id"])
    return owner


def check_epoch_layer(catalog: Catalog, epoch_csv=None) -> tuple[list[Violation], list[Violation]]:
    """(unexplained, corrected) violations of the raw Epoch rows. One is corrected where the merged device that
    holds the row passes the rule and records the Epoch value as a conflict on a field the rule reads."""
    devices = epoch_layer_devices(epoch_csv)
    owner = _epoch_owner()
    merged_violations = {(v.device_id, v.rule_id) for v in check_devices(catalog.devices)}
    open_, fixed = [], []
    for v in check_devices(devices):
        target = owner.get(v.device_id, v.device_id)
        d = catalog.by_id.get(target)
        if explained(v) or explained(Violation(target, v.rule_id, "", (), "")):
            fixed.append(v)
            continue
        if d is not None and (target, v.rule_id) not in merged_violations:
            fixed.append(v)
            continue
        open_.append(v)
    return open_, fixed


def warnings_for(device: Device, catalog: Catalog | None = None) -> list[str]:
    """The plausibility warnings of one device (a user's custom device, or any), as sentences; exceptions apply."""
    found = [v for v in check_device(device) if not explained(v)]
    return [v.message for v in found]
