"""'Can I buy it?': the US export class and the China-side status of a device, computed from its specs with the
dated rule table `data/export_rules.csv`. An indication from public rules and reports, not legal advice.

From the US rule of 17 Nov 2023 (88 FR 73458):
    TPP = dense TOPS x bit length, the maximum over the precisions the part supports (no sparsity; whole package)
    PD  = TPP / logic die area (mm^2)
The rule table holds, per rule, the conditions of each class (`kind` "class", the first matching row of the newest
rule in force wins; `applies_to` "datacenter" rows skip parts not made for data centres), the US licence overlays
for China (`us_licence`: bandwidth thresholds, TPP and DRAM windows) and China's own measures (`china_measure`, for
named devices). A new rule is a new row with its date.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import date

from gpucompare.core import fields as field_registry
from gpucompare.core.catalog import Device
from gpucompare.core.tables import num, read_table
from gpucompare.i18n import N_, Msg, localize, tr

#: the words the rules table uses for a US licence and for China's measures (shown to readers, so translated)
RULE_WORDS = (
    N_("licence required (China)"),
    N_("case-by-case review (China)"),
    N_("restricted"),
    N_("discouraged"),
    N_("blocked"),
    N_("not for state-funded data centres"),
)

DISCLAIMER = "An indication from public rules and specs, not legal advice."
#: makers based in China: their parts are not US exports
DOMESTIC_VENDORS = (
    "huawei",
    "cambricon",
    "biren",
    "moore threads",
    "hygon",
    "kunlunxin",
    "metax",
    "iluvatar",
    "alibaba",
    "t-head",
    "enflame",
    "nudt",
    "sunway",
    "tianshu",
)
#: parts sold only as cloud capacity
CLOUD_ONLY_VENDORS = ("google", "aws", "amazon", "microsoft", "meta")


@dataclass(frozen=True)
class Rule:
    rule_id: str
    kind: str
    effective: str
    title: str
    citation: str
    source: str
    klass: str
    applies_to: str
    tpp_min: float
    tpp_max: float
    pd_min: float
    pd_max: float
    io_min_gbs: float
    memory_bw_min_gbs: float
    combined_min_gbs: float
    memory_bw_max_gbs: float
    device_ids: tuple[str, ...]
    china_status: str
    notes: str


def rules() -> list[Rule]:
    out = []
    for r in read_table("export_rules"):
        out.append(
            Rule(
                r["rule_id"],
                r["kind"],
                r["effective"],
                r["title"],
                r["citation"],
                r["source"],
                r["class"],
                r["applies_to"] or "all",
                num(r["tpp_min"]),
                num(r["tpp_max"]),
                num(r["pd_min"]),
                num(r["pd_max"]),
                num(r["io_min_gbs"]),
                num(r["memory_bw_min_gbs"]),
                num(r["combined_min_gbs"]),
                num(r["memory_bw_max_gbs"]),
                tuple(i.strip() for i in r["device_ids"].split(";") if i.strip()),
                r["china_status"],
                r["notes"],
            )
        )
    return out


def tpp(device: Device) -> float:
    """Total Processing Performance: the largest dense TOPS x bit length over the precisions the part has."""
    best = math.nan
    for key, bits in field_registry.BITS.items():  # each throughput field's bit length, from its registry entry
        v = device.get(key)
        if not math.isnan(v) and (math.isnan(best) or v * bits > best):
            best = v * bits
    return best


def performance_density(device: Device) -> float:
    area = device.get("die_area_mm2")
    t = tpp(device)
    return t / area if area > 0 and not math.isnan(t) else math.nan


def _ge(v: float, lo: float) -> bool:
    return math.isnan(lo) or (not math.isnan(v) and v >= lo)


def _lt(v: float, hi: float) -> bool:
    return math.isnan(hi) or (not math.isnan(v) and v < hi)


#: the classes that are not an ECCN, as words (the table and a Chinese report read them translated)
CLASS_WORDS = {
    "not 3A090": N_("not 3A090"),
    "unknown": N_("unknown"),
    "domestic (China)": N_("domestic (China)"),
    "cloud only": N_("cloud only"),
}


@dataclass(frozen=True)
class ExportStatus:
    """The class under the newest rule in force, the licence overlays and China's measures, each with its date."""

    tpp: float
    perf_density: float
    klass: str  # "3A090.a", "3A090.b", "not 3A090", "unknown", "domestic (China)", "cloud only"
    rule: Rule | None
    licences: tuple[Rule, ...]
    measures: tuple[Rule, ...]
    china: str  # "yes", "licence", "no", "unknown"

    @property
    def obtainable_in_china(self) -> bool:
        return self.china == "yes"

    @property
    def class_text(self) -> str:
        """The class in the reader's language (an ECCN stays as it is), with the date of its rule."""
        klass = tr(CLASS_WORDS[self.klass]) if self.klass in CLASS_WORDS else self.klass
        if self.rule is None:
            return klass
        return f"{klass} ({self.rule.effective[:7]})"

    def china_text(self) -> str:
        """'Obtainable', 'Licence needed (US, 2025-04)', 'Not obtainable: 3A090.a (2023-11)' ... with dates."""
        parts = []
        for lic in self.licences:
            parts.append(f"{localize(Msg(lic.klass))} ({lic.effective[:7]})")
        for m in self.measures:  # measures on this part; the general ones are in explanation()
            if "*foreign" not in m.device_ids:
                parts.append(
                    localize(Msg("China: {status} ({date})", status=Msg(m.china_status), date=m.effective[:7]))
                )
        head = {
            "yes": Msg("Obtainable"),
            "licence": Msg("US licence needed"),
            "no": Msg("Not obtainable"),
            "unknown": Msg("Unknown"),
        }[self.china]
        head = localize(head)
        return f"{head}: {'; '.join(parts)}" if parts else head

    def explanation(self) -> str:
        """A line for tooltips and reports: TPP, PD, the class with its rule and source, the China status, and
        the disclaimer."""
        lines = []
        if not math.isnan(self.tpp):
            pd = "" if math.isnan(self.perf_density) else f", PD {self.perf_density:.2f}"
            lines.append(f"TPP {self.tpp:,.0f}{pd}")
        if self.rule is not None:
            lines.append(f"{self.klass} under {self.rule.title}, {self.rule.citation}: {self.rule.source}")
        else:
            lines.append(self.klass)
        for r in (*self.licences, *self.measures):
            lines.append(f"{r.title} ({r.effective}): {r.notes} {r.source}")
        lines.append(self.china_text())
        lines.append(DISCLAIMER)
        return "\n".join(lines)


def _rules_in_force(kind: str, today: str, all_rules: list[Rule]) -> list[Rule]:
    rows = [r for r in all_rules if r.kind == kind and r.effective <= today]
    if kind != "class" or not rows:
        return rows
    newest = max(r.effective for r in rows)
    return [r for r in rows if r.effective == newest]


def _is(vendor: str, names: tuple[str, ...]) -> bool:
    low = vendor.lower()
    return any(n in low for n in names)


def status(device: Device, today: str | None = None, all_rules: list[Rule] | None = None) -> ExportStatus:
    """The device's export indication at `today` (ISO date; default: today)."""
    today = today or date.today().isoformat()
    all_rules = all_rules if all_rules is not None else rules()
    t, pd = tpp(device), performance_density(device)
    measures = tuple(
        r
        for r in all_rules
        if r.kind == "china_measure"
        and r.effective <= today
        and (
            device.id in r.device_ids
            or ("*foreign" in r.device_ids and device.datacenter and not _is(device.vendor, DOMESTIC_VENDORS))
        )
        and device.category != "CPU"
    )
    blocking = [m for m in measures if "*foreign" not in m.device_ids]
    if _is(device.vendor, DOMESTIC_VENDORS):
        return ExportStatus(t, pd, "domestic (China)", None, (), measures, "no" if blocking else "yes")
    if _is(device.vendor, CLOUD_ONLY_VENDORS) and device.category == "accelerator":
        return ExportStatus(t, pd, "cloud only", None, (), measures, "no")
    if math.isnan(t):
        return ExportStatus(t, pd, "unknown", None, (), measures, "unknown")
    dc = device.datacenter
    klass, rule = "not 3A090", None
    in_force = _rules_in_force("class", today, all_rules)
    for r in in_force:
        if r.applies_to == "datacenter" and not dc:
            continue
        io = device.get("scaleup_gbs")
        if not (_ge(t, r.tpp_min) and _lt(t, r.tpp_max)):
            continue
        if not math.isnan(r.pd_min) or not math.isnan(r.pd_max):
            if math.isnan(pd) or not (_ge(pd, r.pd_min) and _lt(pd, r.pd_max)):
                continue
        if not math.isnan(r.io_min_gbs) and not _ge(io, r.io_min_gbs):
            continue
        klass, rule = r.klass, r
        break
    if rule is None and in_force:
        rule = Rule(**{**in_force[0].__dict__, "klass": "not 3A090"})
    licences: list[Rule] = []
    bw, io = device.get("memory_bw_gbs"), device.get("scaleup_gbs")
    for r in _rules_in_force("us_licence", today, all_rules):
        if r.applies_to == "datacenter" and not dc:
            continue
        if not math.isnan(r.memory_bw_min_gbs):  # bandwidth letter: applies to parts below the class thresholds
            if klass != "not 3A090":
                continue
            hit = (
                _ge(bw, r.memory_bw_min_gbs) or _ge(io, r.io_min_gbs) or _ge((bw or 0) + (io or 0), r.combined_min_gbs)
            )
            if hit:
                licences.append(r)
        elif klass.startswith("3A090") and _lt(t, r.tpp_max) and _lt(bw, r.memory_bw_max_gbs):
            licences.append(r)
    if klass.startswith("3A090") and not licences:
        china = "no"
    elif licences:
        china = "licence"
    else:
        china = "yes"
    if blocking and china != "no":
        china = "no" if any(m.china_status in ("blocked", "restricted") for m in blocking) else china
    if any(m.china_status == "blocked" for m in blocking):
        china = "no"
    return ExportStatus(t, pd, klass, rule, tuple(licences), measures, china)
