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
from gpucompare.i18n import N_, Msg, is_chinese, localize, tr

#: the words the rules table uses for a US licence and for China's measures (shown to readers, so translated)
RULE_WORDS = (
    N_("licence required (China)"),
    N_("case-by-case review (China)"),
    N_("restricted"),
    N_("discouraged"),
    N_("blocked"),
    N_("not for state-funded data centres"),
    N_("imports approved (some buyers)"),
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
    conditions: str = ""
    requires_us_market: bool = False
    confirmed: bool = True
    #: the same texts in Chinese (data/export_rules.csv: title_zh, notes_zh, conditions_zh)
    title_zh: str = ""
    notes_zh: str = ""
    conditions_zh: str = ""

    def names(self, device: Device) -> bool:
        return device.id in self.device_ids

    def _text(self, en: str, zh: str) -> str:
        return zh if zh and is_chinese() else en

    @property
    def title_text(self) -> str:
        """The title in the reader's language."""
        return self._text(self.title, self.title_zh)

    @property
    def notes_text(self) -> str:
        return self._text(self.notes, self.notes_zh)

    @property
    def conditions_text(self) -> str:
        return self._text(self.conditions, self.conditions_zh)


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
                (r.get("conditions") or "").strip(),
                (r.get("requires_us_market") or "").strip().lower() == "yes",
                (r.get("confirmed") or "yes").strip().lower() != "no",
                (r.get("title_zh") or "").strip(),
                (r.get("notes_zh") or "").strip(),
                (r.get("conditions_zh") or "").strip(),
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
    #: the terms attached to the licences (revenue share, duty), each dated
    terms: tuple[Rule, ...] = ()
    #: why a 3A090 part gets no licence window though one is in force (e.g. not sold in the US), or ""
    why_not: str = ""

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

    @property
    def china_measure(self) -> Rule | None:
        """The newest China-side measure naming this part (it decides China's side), or None."""
        own = [m for m in self.measures if "*foreign" not in m.device_ids]
        return max(own, key=lambda m: m.effective) if own else None

    def _measure_text(self, m: Rule) -> str:
        text = localize(Msg("China: {status} ({date})", status=Msg(m.china_status), date=m.effective[:7]))
        return text + (" " + localize(Msg("(reported, unconfirmed)")) if not m.confirmed else "")

    def china_short(self) -> str:
        """The table cell: a few words with dates ('Licence needed: case-by-case (2026-01); China:
        imports approved ... (2026-01)'); the whole text and the conditions are in explanation()."""
        # the words china_text() opens with: a procurement officer reads 'Obtainable', 'US licence needed', 'Not
        # obtainable' where a bare 'Yes' / 'No' left the question unsaid
        head = {
            "yes": Msg("Obtainable"),
            "licence": Msg("Licence needed"),
            "no": Msg("Not obtainable"),
            "unknown": Msg("Unknown"),
        }[self.china]
        parts = [localize(head)]
        # the status and its detail joined by the reader's colon ('需许可：逐案审查', never '需许可: 逐案审查')
        if self.china == "no" and self.klass.startswith("3A090") and self.rule is not None:
            detail = f"{self.klass} ({self.rule.effective[:7]})"
            parts[0] = localize(Msg("{status}: {detail}", status=head, detail=detail))
        elif self.licences:
            lic = self.licences[-1]
            word = Msg("case-by-case") if not math.isnan(lic.tpp_max) else Msg("licence letter")
            detail = f"{localize(word)} ({lic.effective[:7]})"
            parts[0] = localize(Msg("{status}: {detail}", status=head, detail=detail))
        m = self.china_measure
        if m is not None:
            sure = "" if m.confirmed else ", " + localize(Msg("unconfirmed"))
            parts.append(
                localize(
                    Msg("CN: {status} ({date}{sure})", status=Msg(m.china_status), date=m.effective[:7], sure=sure)
                )
            )
        return tr("; ").join(parts)

    def conditions(self) -> list[str]:
        """The conditions of each licence in force and the terms attached, one line each, dated."""
        out = []
        for lic in self.licences:
            if lic.conditions:
                out.append(_labelled(f"{localize(Msg(lic.klass))} ({lic.effective})", lic.conditions_text))
        for t in self.terms:
            out.append(_labelled(f"{t.title_text} ({t.effective})", t.conditions_text or t.notes_text))
        if self.why_not:
            out.append(self.why_not)
        return out

    def china_text(self) -> str:
        """'Obtainable', 'US licence needed: ... (2025-04)', 'Not obtainable: 3A090.a (2023-11)' ... with dates."""
        parts = []
        for lic in self.licences:
            parts.append(f"{localize(Msg(lic.klass))} ({lic.effective[:7]})")
        for t in self.terms:
            parts.append(f"{t.conditions_text or t.title_text} ({t.effective[:7]})")
        m = self.china_measure
        if m is not None:  # the newest measure on this part; the general ones are in explanation()
            parts.append(self._measure_text(m))
        head = {
            "yes": Msg("Obtainable"),
            "licence": Msg("US licence needed"),
            "no": Msg("Not obtainable"),
            "unknown": Msg("Unknown"),
        }[self.china]
        head = localize(head)
        # the reader's separators: '需美国许可证：逐案审查（中国） (2026-01)；…', never an English ': ' and '; ' in Chinese
        return localize(Msg("{label}: {source}", label=head, source=tr("; ").join(parts))) if parts else head

    def explanation(self) -> str:
        """A line for tooltips and reports: TPP, PD, the class with its rule and source, the China status, and
        the disclaimer."""
        lines = []
        if not math.isnan(self.tpp):
            pd = "" if math.isnan(self.perf_density) else f", PD {self.perf_density:.2f}"
            lines.append(f"TPP {self.tpp:,.0f}{pd}")
        if self.rule is not None:
            lines.append(
                localize(
                    Msg(
                        "{klass} under {rule}, {citation}: {source}",
                        klass=self.klass,
                        rule=self.rule.title_text,
                        citation=self.rule.citation,
                        source=self.rule.source,
                    )
                )
            )
        else:
            lines.append(self.klass)
        for r in (*self.licences, *self.terms, *self.measures):
            sure = "" if r.confirmed else " " + localize(Msg("[reported, not confirmed]"))
            lines.append(f"{r.title_text} ({r.effective}): {r.notes_text}{sure} {r.source}")
        for c in self.conditions():
            lines.append(f"- {c}")
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
    """The device's export indication at `today` (ISO date; default: today).

    The US class comes from the newest class rule in force; a licence window applies where its conditions hold
    (a bandwidth letter to parts below the class thresholds, or named in it; the Jan-2026 case-by-case review to
    3A090 parts under its TPP and DRAM limits that are commercially available in the US). China's side is the
    newest measure naming the part (a later approval replaces an earlier block); general measures (state-funded
    data centres) are shown but do not block a private buyer."""
    today = today or date.today().isoformat()
    all_rules = all_rules if all_rules is not None else rules()
    t, pd = tpp(device), performance_density(device)
    measures = tuple(
        r
        for r in all_rules
        if r.kind == "china_measure"
        and r.effective <= today
        and (
            r.names(device)
            or ("*foreign" in r.device_ids and device.datacenter and not _is(device.vendor, DOMESTIC_VENDORS))
        )
        and device.category != "CPU"
    )
    own = [m for m in measures if "*foreign" not in m.device_ids]
    latest = max(own, key=lambda m: m.effective) if own else None
    china_blocks = latest is not None and latest.china_status in ("blocked", "restricted")
    if _is(device.vendor, DOMESTIC_VENDORS):
        return ExportStatus(t, pd, "domestic (China)", None, (), measures, "no" if china_blocks else "yes")
    if _is(device.vendor, CLOUD_ONLY_VENDORS) and device.category == "accelerator":
        return ExportStatus(t, pd, "cloud only", None, (), measures, "no")
    dc = device.datacenter
    klass, rule = ("unknown", None) if math.isnan(t) else ("not 3A090", None)
    in_force = _rules_in_force("class", today, all_rules)
    io = device.get("scaleup_gbs")
    for r in in_force if not math.isnan(t) else ():
        if r.applies_to == "datacenter" and not dc:
            continue
        if not (_ge(t, r.tpp_min) and _lt(t, r.tpp_max)):
            continue
        if not math.isnan(r.pd_min) or not math.isnan(r.pd_max):
            if math.isnan(pd) or not (_ge(pd, r.pd_min) and _lt(pd, r.pd_max)):
                continue
        if not math.isnan(r.io_min_gbs) and not _ge(io, r.io_min_gbs):
            continue
        klass, rule = r.klass, r
        break
    if rule is None and in_force and klass == "not 3A090":
        rule = Rule(**{**in_force[0].__dict__, "klass": "not 3A090"})
    licences: list[Rule] = []
    why_not = ""
    bw = device.get("memory_bw_gbs")
    for r in _rules_in_force("us_licence", today, all_rules):
        if r.applies_to == "datacenter" and not dc:
            continue
        if not math.isnan(r.memory_bw_min_gbs):  # bandwidth letter: parts below the class thresholds, or named
            if klass.startswith("3A090"):
                continue
            hit = klass == "not 3A090" and (
                _ge(bw, r.memory_bw_min_gbs) or _ge(io, r.io_min_gbs) or _ge((bw or 0) + (io or 0), r.combined_min_gbs)
            )
            if hit or r.names(device):
                licences.append(r)
        elif klass.startswith("3A090") and _lt(t, r.tpp_max) and _lt(bw, r.memory_bw_max_gbs):
            if r.requires_us_market and device.market == "china-only":
                why_not = localize(
                    Msg(
                        "{what} ({date}) does not apply: the part is not commercially available in the US, so "
                        "its exports stay under presumption of denial",
                        what=Msg(r.klass),
                        date=r.effective,
                    )
                )
                continue
            licences.append(r)
    case_by_case = any(not math.isnan(r.tpp_max) for r in licences)
    terms = tuple(
        r
        for r in all_rules
        if r.kind == "licence_terms"
        and r.effective <= today
        and (r.names(device) or ("*case-by-case" in r.device_ids and case_by_case))
    )
    if klass.startswith("3A090") and not licences:
        china = "no"
    elif licences:
        china = "licence"
    elif klass == "unknown":
        china = "unknown"
    else:
        china = "yes"
    if china_blocks:
        china = "no"
    return ExportStatus(t, pd, klass, rule, tuple(licences), measures, china, terms, why_not)


def _labelled(label: str, text: str) -> str:
    """'label: text' with the reader's colon ('逐案审查（中国） (2026-01-15)：须于…', never an English ': ' in Chinese)."""
    return localize(Msg("{label}: {source}", label=label, source=text))
