"""The one results table of an estimate, built here and rendered as it is by the estimate panel, the report and the
command line (and listed in `estimate --json` as `results`): rows of key, label, value, unit, display text and the
basis the value rests on: "measured" (published runs of this device family and the device's own datasheet figures),
"generic" (a family no published run supports, a figure the device lacks and the estimate assumed, a memory size
nobody published) or "user" (a utilization or goodput the user set). A run that does not fit in memory has no time
rows' values: its status row carries what would make it fit."""

from __future__ import annotations

import math
from dataclasses import dataclass

from gpucompare.core.money import sig_text
from gpucompare.i18n import N_, Msg, is_chinese

BASES = ("measured", "generic", "user")
GENERIC_FAMILY = N_("no published training run of this device family: its utilization is the global fitted value")
BASIS_LABEL = {
    "measured": N_("rests on published runs and datasheet figures"),
    "generic": N_("rests on a generic assumption"),
    "user": N_("rests on a value you set"),
}


@dataclass(frozen=True)
class ResultRow:
    key: str
    label: str  # an N_() text: translate with tr() where shown
    value: float | int | str | None
    unit: str
    text: str  # the value as shown ("—" when there is none); a Msg where it holds words
    basis: str  # measured | generic | user
    note: str = ""  # what a tooltip says (the fit advice, why a value is generic)

    def to_json(self) -> dict:
        """A plain dict; `text`, `label` and `note` stay Msg/str (JSON sees the English, localize() translates)."""
        v = self.value
        if isinstance(v, float) and not math.isfinite(v):
            v = None
        return {
            "key": self.key,
            "label": self.label,
            "value": v,
            "unit": self.unit,
            "text": self.text,
            "basis": self.basis,
            "note": self.note,
        }


#: (key, label, unit) in the order every face shows them; keys are stable (tests and scripts read them)
ROWS = (
    ("status", N_("Status"), ""),
    ("wall_days", N_("Wall-clock"), "days"),
    ("band", N_("Band P10–P90"), "days"),
    ("steady_days", N_("Steady state"), "days"),
    ("device_hours", N_("Device-hours"), "device-hours"),
    ("overhead", N_("Overhead"), "share"),
    ("throughput", N_("TFLOP/s per device"), "TFLOP/s"),
    ("mfu", N_("MFU"), "share"),
    ("layout", N_("TP × PP × CP × DP"), ""),
    ("vpp", N_("Interleaving (VPP)"), "chunks per stage"),
    ("ep", N_("EP"), ""),
    ("zero", N_("ZeRO, recompute"), ""),
    ("micro_batch", N_("Micro-batch"), "sequences"),
    ("memory", N_("Memory per device (GB)"), "GB"),
    ("fits", N_("Fits in memory"), ""),
    ("comm", N_("Communication"), "share"),
    ("bubble", N_("Pipeline bubble"), "share"),
)
LABELS = {k: label for k, label, _ in ROWS}
TIME_KEYS = ("wall_days", "band", "steady_days", "device_hours", "overhead", "throughput", "mfu")


#: the figures an estimate may assume, by the flags that say so: the device's speed (its utilization, precision or
#: memory bandwidth), its links (scale-up, scale-out) and its memory size
ASSUMED_FLAGS = {
    "speed": frozenset({"generic_family", "precision_substituted", "memory_bw_unknown", "family_named"}),
    "links": frozenset({"scaleup_assumed", "scaleout_assumed", "family_named"}),
    "memory": frozenset({"memory_unknown", "family_named"}),
}
#: each assumed figure in a few words, as a risk names it ("H20 SXM 96GB: the time rests on an assumed figure: its
#: scale-out network (200 Gb/s per device assumed)"); the value stood in where the estimate's inputs keep it;
#: ordered as a reader weighs them, the speed first
ASSUMED_WHAT = {
    "family_named": N_("its variant (a family was named: its usual training variant assumed)"),
    "generic_family": N_("its utilization (no published training run of its family)"),
    "precision_substituted": N_("its peak at the chosen precision (another precision's stands in)"),
    "memory_bw_unknown": N_("its memory bandwidth"),
    "scaleup_assumed": N_("its scale-up link ({scaleup_gbs:g} GB/s per device assumed)"),
    "scaleout_assumed": N_("its scale-out network ({scaleout_gbps:g} Gb/s per device assumed)"),
    "memory_unknown": N_("its memory size"),
}
#: the same figures named without their value, for an estimate whose inputs do not keep it
ASSUMED_BARE = {"scaleup_assumed": N_("its scale-up link"), "scaleout_assumed": N_("its scale-out network")}
#: what each row's value depends on: a time rests on the speed and on the links (communication is part of every
#: step, so an assumed link moves the wall-clock as it moves the communication share); the layout is chosen by the
#: links; the memory rows by the memory size
DEPENDS = {
    **{k: ("speed", "links") for k in ("wall_days", "band", "steady_days", "device_hours", "throughput", "mfu")},
    **{k: ("links",) for k in ("layout", "vpp", "ep", "comm", "bubble")},
    **{k: ("memory",) for k in ("status", "memory", "fits")},
}


def row_basis(key: str, flags, user_utilization: bool = False) -> str:
    """The basis of one row: 'generic' when any figure it depends on (DEPENDS) was assumed, else 'user' for a time
    computed from the user's utilization (which replaces the device's fitted speed, not its links), else 'measured'.
    The one rule the panel, the report and the command line mark their rows by."""
    flags = set(flags)
    deps = DEPENDS.get(key, ())
    if user_utilization and "speed" in deps:
        deps = tuple(d for d in deps if d != "speed")
    if any(flags & ASSUMED_FLAGS[d] for d in deps):
        return "generic"
    return "user" if user_utilization and "speed" in DEPENDS.get(key, ()) else "measured"


def _num(v, fmt: str) -> str:
    return "—" if v is None or (isinstance(v, float) and not math.isfinite(v)) else format(v, fmt)


def days_text(v) -> str:
    """A number of days as every face shows it: three significant figures, whole days from 100 up (1,055, not
    1,055.0 under a band that spans a factor of four; 0.411, not 0.4, for a ten-hour run); "—" for none."""
    if v is None or (isinstance(v, float) and not math.isfinite(v)):
        return "—"
    v = float(v)
    if v == 0:
        return "0"
    rounded = float(f"{v:.3g}")  # 9.996 is 10.0, not 10.00
    return f"{v:,.{max(0, 2 - math.floor(math.log10(abs(rounded))))}f}"


def gb_text(v) -> str:
    """A memory size in GB as every face writes it (the table's memory row, the sentence saying a run does not fit):
    one decimal and a thousands separator, '49.9', '1,128.5', never '1128.5'; a capacity without its '.0' ('80',
    '1,536'); "—" for none."""
    if v is None or (isinstance(v, float) and not math.isfinite(v)):
        return "—"
    v = float(v)
    return f"{v:,.0f}" if v == int(v) else f"{v:,.1f}"


def count_text(v) -> str:
    """An estimated count (device-hours) to three significant figures as every face shows it: '14.1', '82,200',
    '5.88M' - never '5,875,694' under a band that spans a factor of four; in Chinese '588万', '1.23亿' (the reader's
    language decides, as for money); "—" for none."""
    if v is None or (isinstance(v, float) and not math.isfinite(v)):
        return "—"
    rounded = float(f"{float(v):.3g}")
    if is_chinese() and abs(rounded) >= 1e4:
        # in Chinese counts read in 万 and 亿, as money does ('564万' beside '¥6810万', never '5.64M')
        unit, scale = ("亿", 1e8) if abs(rounded) >= 1e8 else ("万", 1e4)
        return sig_text(rounded / scale, 3) + unit
    if abs(rounded) >= 1e9:
        return days_text(rounded / 1e9) + "B"
    if abs(rounded) >= 1e6:
        return days_text(rounded / 1e6) + "M"
    return f"{rounded:,.0f}" if abs(rounded) >= 1000 else days_text(v)


def days_range_text(low, high) -> str:
    """A band of days, each end as days_text() shows it."""
    return f"{days_text(low)} – {days_text(high)}"


#: a duration's units, largest first: (days in one, the template of a time, of a band in it)
DURATION_UNITS = (
    (1.0, N_("{n} days"), N_("{a}–{b} days")),
    (1 / 24, N_("{n} hours"), N_("{a}–{b} hours")),
    (1 / 1440, N_("{n} minutes"), N_("{a}–{b} minutes")),
    (1 / 86400, N_("{n} seconds"), N_("{a}–{b} seconds")),
)


def _unit_of(days: float):
    return next((u for u in DURATION_UNITS if days >= u[0]), DURATION_UNITS[-1])


def duration_text(days) -> Msg | str:
    """A time as every face says it, in the unit it reads in: '53.0 days', '4.58 hours', '11.0 minutes' - never
    '0.00764 days' - to three significant figures (days_text); '—' for none. A Msg: '53.0 天' in Chinese."""
    if days is None or (isinstance(days, float) and not math.isfinite(days)):
        return "—"
    scale, one, _ = _unit_of(float(days))
    return Msg(one, n=days_text(float(days) / scale))


def duration_range_text(low, high) -> Msg | str:
    """A band of time in the high end's unit, the unit said once ('0.262–3.85 days', '2.12–15.5 hours'); an end
    under a tenth of that unit is said in its own ('20.0 minutes – 3.85 days')."""
    if any(v is None or (isinstance(v, float) and not math.isfinite(v)) for v in (low, high)):
        return "—"
    scale, _, both = _unit_of(float(high))
    if float(low) / scale >= 0.1:
        return Msg(both, a=days_text(float(low) / scale), b=days_text(float(high) / scale))
    return Msg("{a} – {b}", a=duration_text(low), b=duration_text(high))


def _pct(v) -> str:
    return "—" if v is None or (isinstance(v, float) and not math.isfinite(v)) else f"{v:.0%}"


def _joined(parts) -> str:
    """Reasons joined as one Msg, so localize() reads each in the reader's language (a plain N_() text is carried
    as a Msg): after a whole sentence a space ('。' needs none in Chinese), else '; ' ('；'); '' for none."""
    out = ""
    for p in parts:
        if not p:
            continue
        m = p if isinstance(p, Msg) else Msg(str(p))
        if not out:
            out = m
        elif str(out).rstrip().endswith("."):
            out = Msg("{a} {b}", a=out, b=m)
        else:
            out = Msg("{a}; {b}", a=out, b=m)
    return out


def build_rows(e) -> list[ResultRow]:
    """The table for one Estimate (configuration.Estimate): each row's value and text here, its basis from
    row_basis alone (one rule, DEPENDS, marks every row on every face)."""
    flags = set(e.flags)
    user_util = e.inputs.get("utilization_source") == "user"
    mem_known = "memory_unknown" not in flags
    ok = e.status == "ok"
    # the reasons stay Msg (joined as a Msg), so every face reads them in its language: str() here gave the Chinese
    # window English tooltips
    reasons = [*e.missing, *([GENERIC_FAMILY] if "generic_family" in flags else [])]
    why_generic = _joined(reasons)
    overhead = (1.0 / e.goodput - 1.0) if ok and e.goodput else math.nan
    # the estimate's times in one unit chosen from all of them (durations, the one place that decides it for every
    # face): '168 seconds' beside '66.3–692 seconds', as the table of the command line and the window print it
    from gpucompare.core.durations import estimates_unit, time_texts

    times = time_texts(e, estimates_unit([e])) if ok else {}
    values = {  # key: (value, text)
        "status": (e.status, N_("fits") if ok else N_("does not fit in memory")),
        "wall_days": (e.wall_days, times.get("wall_days", "—")),
        "band": (
            [e.band["wall_days_low"], e.band["wall_days_high"]] if ok else None,
            times.get("band", "—"),
        ),
        "steady_days": (e.steady_days, times.get("steady_days", "—")),
        "device_hours": (e.device_hours, count_text(e.device_hours)),  # 6.77, not 7; 5.88M, not 5,875,694
        "overhead": (overhead, _pct(overhead)),
        "throughput": (e.achieved_tflops_per_device, _num(e.achieved_tflops_per_device, ",.0f")),
        "mfu": (e.mfu, _pct(e.mfu)),
        "layout": (f"{e.tp}x{e.pp}x{e.cp}x{e.dp:g}", f"{e.tp} × {e.pp} × {e.cp} × {e.dp:g}"),
        # the pipeline's interleaving (model chunks per stage) on its own row, as every face shows the table: a
        # tooltip alone was lost where an assumption's note took its place; no pipeline, no interleaving ("—")
        "vpp": (e.vpp, str(e.vpp) if e.pp > 1 else "—"),
        "ep": (e.ep, str(e.ep) if e.active_params < e.params else "—"),
        "zero": (e.zero, Msg("ZeRO-{zero}, {recompute}", zero=e.zero, recompute=Msg(e.recompute))),
        "micro_batch": (e.micro_batch, str(e.micro_batch)),
        "memory": (
            e.memory_per_device_gb,
            f"{gb_text(e.memory_per_device_gb)} / {gb_text(e.memory_capacity_gb)}"
            if mem_known
            else N_("cannot be checked"),
        ),
        "fits": (
            e.fits_in_memory if mem_known else None,
            (N_("yes") if e.fits_in_memory else N_("no")) if mem_known else N_("unknown"),
        ),
        "comm": (e.comm_fraction, _pct(e.comm_fraction)),
        "bubble": (e.bubble_fraction, _pct(e.bubble_fraction)),
    }
    out = []
    for key, label, unit in ROWS:
        value, text = values[key]
        basis = row_basis(key, flags, user_util)
        if not ok and key in TIME_KEYS:
            value, text = None, "—"
        if text == "—" and basis == "generic":  # no value ("—": a dense model's EP, no time) rests on nothing
            basis = "measured"
        notes = []
        if key == "status" and not ok:
            notes.append(e.fit_advice)
        elif basis == "generic" and why_generic:
            notes.append(why_generic)
        if key == "vpp" and e.vpp > 1:  # said beside any assumption, never instead of it
            notes.append(Msg("interleaving {vpp} model chunks per pipeline stage", vpp=e.vpp))
        note = _joined(notes)
        out.append(ResultRow(key, label, value, unit, text, basis, note))
    return out


def assumed_figures(e) -> list[Msg]:
    """The figures an estimate assumed for its device, in a few words each with the value that stood in
    (ASSUMED_WHAT; localize() where shown); [] for an estimate that assumed none, an error text or no estimate."""
    flags = set(getattr(e, "flags", ()) or ())
    inputs = getattr(e, "inputs", None) or {}
    out = []
    for flag, what in ASSUMED_WHAT.items():
        if flag not in flags:
            continue
        keys = [k for k in ("scaleup_gbs", "scaleout_gbps") if "{" + k in what]
        if keys and all(isinstance(inputs.get(k), int | float) and math.isfinite(inputs[k]) for k in keys):
            out.append(Msg(what, **{k: float(inputs[k]) for k in keys}))
        else:  # no value kept: the figure named without one
            out.append(Msg(ASSUMED_BARE.get(flag, what)))
    return out


def rests_on_assumption(e) -> bool:
    """Whether an estimate's time rests on a generic assumption (its wall-clock row's basis), for the faces that
    mark a whole column: an error text or a missing estimate does not."""
    rows = getattr(e, "results", None) or []
    return any(r["key"] == "wall_days" and r["basis"] == "generic" for r in rows)
