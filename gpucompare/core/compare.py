"""Side by side: the rows of a comparison of 2-5 devices, grouped, with the best value per row and ratios to a baseline.

Qt-free; the window's spec panel and the printed report both show exactly these rows.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from gpucompare.core import fields as field_registry
from gpucompare.core.catalog import PRECISION_LABEL, Device, column_name
from gpucompare.core.fields import FIELD_BY_KEY, KINDS, PEAK_FIELD, figure_kind
from gpucompare.core.fields import GROUPS as FIELD_GROUPS
from gpucompare.core.link_words import link_text
from gpucompare.core.money import format_amount, money_unit, per_money
from gpucompare.core.pricing import PriceColumn, join_marks
from gpucompare.core.tables import read_table
from gpucompare.i18n import Msg, beside, localize, tr, trf

GROUPS = FIELD_GROUPS
#: the most devices side by side, in the window and the report: the design's 2-4 picked devices (a purchase
#: meeting's shortlist; a longer list is sorted in the hardware table first)
MAX_COMPARED = 4


@dataclass
class Row:
    """One line of the comparison: a label with its unit, a value per device, the best ones, ratios to the baseline."""

    group: str
    key: str
    label: str
    unit: str
    values: list  # float (NaN = unknown) or str
    better: str | None  # "high", "low" or None (not ranked)
    best: set[int]
    ratios: list[float]  # value / baseline value; NaN where it makes no sense
    sources: list[str]
    digits: int = 0
    currency: str = ""  # a money row: its values are in this currency
    #: what a cell shows where it is not the value itself (a price range), per device; None: the value
    display: list | None = None
    #: per device, what its figure measures where that is not what the row's field measures ('matrix' for an
    #: 'FP32 vector' figure that is a matrix rate), else ''; such a figure is shown with its kind, never ranked
    kinds: list[str] | None = None
    #: the row's ratios change with the price basis (its market): a price, or a figure made from one
    basis_dependent: bool = False
    #: whether "best" means anything for the row (TDP has a direction but no best)
    ranked: bool = True
    #: per device, the whole text a short cell stands for (the export indication with its conditions), or None
    details: list[str] | None = None

    @property
    def numeric(self) -> bool:
        return self.better is not None or any(isinstance(v, float) for v in self.values)

    def text(self, i: int) -> str:
        if self.display is not None and self.display[i]:
            return self.display[i]
        v = self.values[i]
        if isinstance(v, str):
            return v or "—"
        if v is None or math.isnan(v):
            return "—"
        if self.currency:
            return format_amount(v, self.currency, self.digits)
        digits = self.digits if abs(v) >= 10 or v == int(v) else max(self.digits, 2)
        text = f"{v:,.{digits}f}"
        kind = self.kind(i)
        return f"{text} ({tr(KINDS[kind])})" if kind else text

    def kind(self, i: int) -> str:
        """What device i's figure measures when it is not what the row's field measures, else ''."""
        return self.kinds[i] if self.kinds is not None and i < len(self.kinds) else ""

    def ratio_text(self, i: int) -> str:
        """'2.00×'; a ratio that changes with the price basis is marked '2.00× †' (the legend says what † means)."""
        r = self.ratios[i]
        if math.isnan(r):
            return ""
        return f"{r:.2f}×" + (f" {BASIS_MARK}" if self.basis_dependent else "")

    @property
    def title(self) -> str:
        return f"{self.label} ({self.unit})" if self.unit else self.label


@dataclass
class Comparison:
    devices: list[Device]
    baseline: int
    precision: str
    currency: str
    rows: list[Row]
    basis: str = ""  # the price basis the price rows are under

    @property
    def headers(self) -> list[str]:
        """The devices' column headers, all in one form: model, form factor, memory ('H100 SXM5 80GB', 'H20 SXM
        96GB', 'Ascend 910B OAM 64GB')."""
        return [column_name(d) for d in self.devices]

    def basis_note(self) -> str:
        """The line under a table whose price ratios are marked: they hold for this price basis only."""
        if not any(r.basis_dependent and any(not math.isnan(x) for x in r.ratios) for r in self.rows):
            return ""
        from gpucompare.core.pricing import basis_title

        return localize(
            Msg(
                "{mark} The ratio changes with the price basis ({basis}): prices in another market, a quote or a "
                "rent give other ratios.",
                mark=BASIS_MARK,
                basis=basis_title(self.basis) if self.basis else "",
            )
        )

    def groups(self) -> list[tuple[str, list[Row]]]:
        out: list[tuple[str, list[Row]]] = []
        for g in GROUPS:
            rows = [r for r in self.rows if r.group == g]
            if rows:
                out.append((g, rows))
        return out

    def notes(self) -> list[str]:
        """Lines a report prints under the comparison: the export indication's caveat, and the credit Epoch AI's
        licence asks for when any compared figure comes from its data."""
        out = [
            localize(
                Msg(
                    "Export class and China status are computed from public specs and the dated rules in the "
                    "catalog (US 88 FR 73458 and later); an indication, not legal advice."
                )
            )
        ]
        if any(d.value_source(k).layer == "epoch" for d in self.devices for k in d.values):
            from gpucompare.core.catalog import EPOCH_CITATION, EPOCH_LICENCE

            out.append(localize(Msg("Some device figures: {cite}, {lic}.", cite=EPOCH_CITATION, lic=EPOCH_LICENCE)))
        return out

    def headline(self) -> list[str]:
        """'H100 SXM5 80GB = 3.17× A100 SXM4 80GB at BF16 dense', one per non-baseline device."""
        peak = next(r for r in self.rows if r.key == "peak")
        base = self.devices[self.baseline]
        out = []
        said = {self.devices[self.baseline].id}
        for i, d in enumerate(self.devices):
            if i == self.baseline or math.isnan(peak.ratios[i]) or d.id in said:
                continue  # a device compared twice (bought and rented) is one ratio
            said.add(d.id)
            out.append(
                Msg(
                    "{a} = {ratio:.2f}× {b} at {prec} dense",
                    a=column_name(d),
                    ratio=peak.ratios[i],
                    b=column_name(base),
                    prec=PRECISION_LABEL[self.precision],
                )
            )
        return out


def _benchmarks() -> dict[str, dict[str, str]]:
    return {r["device_id"]: r for r in read_table("benchmarks") if r["benchmark"] == "ResNet-50 training"}


def compare(
    devices: list[Device], precision: str, prices: PriceColumn, baseline: int = 0, today: str | None = None
) -> Comparison:
    """The comparison rows for `devices` (prices: a PriceColumn over the same devices, in the same order); the rows
    and their labels, units, digits and better-direction come from the field registry (`core.fields`)."""
    from gpucompare.core.export_control import rules, status
    from gpucompare.core.hwtable import price_text, value_source_text

    if not devices:
        raise ValueError("nothing to compare")
    baseline = min(max(0, baseline), len(devices) - 1)
    n = len(devices)
    rows: list[Row] = []
    sym = money_unit(prices.currency, prices.hourly)

    def add(group, key, label, unit, values, better, digits=0, sources=None, currency="", ranked=True, kinds=None):
        vals = [float(v) if isinstance(v, int | float | np.floating) else v for v in values]
        kinds = kinds if kinds is not None and any(kinds) else None
        rows.append(
            Row(
                group,
                key,
                label,
                unit,
                vals,
                better,
                _best(vals, better if ranked else None, kinds),
                _ratios(vals, baseline, better, kinds),
                sources or [value_source_text(d, key) for d in devices],
                digits,
                currency,
                kinds=kinds,
                basis_dependent=group == "price",
                ranked=ranked and better is not None,
            )
        )

    def kinds_of(key: str) -> list[str]:
        """Per device, its figure's kind where it differs from the field's ('' where it is the same)."""
        own = figure_kind("", key)
        return [k if (k := figure_kind(d.id, key)) != own else "" for d in devices]

    def add_field(key: str, label=None):
        f = FIELD_BY_KEY[key]
        if f.numeric:
            values = [d.get(key) for d in devices]
        else:
            values = [getattr(d, key, "") for d in devices]
            if key == "scaleup_link":  # its words in the reader's language, the product names as written
                values = [link_text(v) for v in values]
        if all(isinstance(v, float) and math.isnan(v) for v in values):
            return  # no compared device has the figure: a row of dashes says nothing
        add(
            f.group,
            key,
            label or tr(f.label),
            f.unit,
            values,
            f.better,
            f.digits,
            ranked=f.marks_best,
            kinds=kinds_of(key) if f.numeric else None,
        )

    peak_field = PEAK_FIELD[precision]
    tp = "TOPS" if precision == "int8" else "TFLOPS"
    peak = [d.tflops(precision) for d in devices]
    add(
        "compute",
        "peak",
        Msg("{prec} dense", prec=PRECISION_LABEL[precision]),
        tp,
        peak,
        "high",
        1,
        sources=[value_source_text(d, peak_field) for d in devices],
        kinds=kinds_of(peak_field),
    )
    for f in field_registry.FIELDS:
        if f.group == "compute" and f.key != peak_field and f.compare:
            add_field(f.key)
    bench = _benchmarks()
    if any(d.id in bench for d in devices):
        add(
            "compute",
            "resnet50",
            tr("ResNet-50 training"),
            tr("images/s"),
            [float(bench[d.id]["value"]) if d.id in bench else math.nan for d in devices],
            "high",
            sources=[f"{bench[d.id]['source']} ({bench[d.id]['as_of']})" if d.id in bench else "" for d in devices],
        )
    for f in field_registry.FIELDS:
        if f.group in ("identity", "memory", "interconnect", "power") and f.compare:
            add_field(f.key)
    with np.errstate(divide="ignore", invalid="ignore"):
        tdp = np.array([d.get("tdp_w") for d in devices])
        add(
            "power",
            "tflops_per_w",
            Msg("{prec} TFLOPS per watt", prec=PRECISION_LABEL[precision]),
            "TFLOPS/W",
            list(np.array(peak) / tdp),
            "high",
            2,
            sources=[tr("Dense peak ÷ TDP")] * n,
            kinds=kinds_of(peak_field),
        )
    all_rules = rules()
    export = [status(d, today, all_rules) for d in devices]
    why = [e.explanation() for e in export]
    add("export", "tpp", tr(FIELD_BY_KEY["tpp"].label), "", [e.tpp for e in export], None, sources=why)
    add(
        "export",
        "perf_density",
        tr(FIELD_BY_KEY["perf_density"].label),
        FIELD_BY_KEY["perf_density"].unit,
        [e.perf_density for e in export],
        None,
        2,
        sources=why,
    )
    add(
        "export",
        "export_class",
        tr(FIELD_BY_KEY["export_class"].label),
        "",
        [e.class_text for e in export],
        None,
        sources=why,
    )
    add(
        "export",
        "china_status",
        tr(FIELD_BY_KEY["china_status"].label),
        "",
        [e.china_short() for e in export],  # the few words a cell holds; the whole text and conditions below
        None,
        sources=why,
    )
    rows[-1].details = ["\n".join([e.china_text(), *e.conditions()]) for e in export]
    if any(e.conditions() for e in export):
        add(
            "export",
            "licence_terms",
            tr("US licence conditions and terms"),
            "",
            ["; ".join(e.conditions()) or "—" for e in export],
            None,
            sources=why,
        )
    with np.errstate(divide="ignore", invalid="ignore"):
        psrc = [prices.source_text(i) or tr("No price under this basis") for i in range(n)]
        add(
            "price",
            "price",
            basis_label(prices.basis),
            sym,
            list(prices.mid),
            "low",
            sources=psrc,
            currency=prices.currency,
        )
        # a price given as a range shows the range (the midpoint only ranks it)
        rows[-1].display = [price_text(lo, hi, prices.currency) for lo, hi in zip(prices.low, prices.high, strict=True)]
        add(
            "price",
            "price_per_tflop",
            Msg("Price per {prec} TFLOPS", prec=PRECISION_LABEL[precision]),
            sym,
            list(prices.mid / np.array(peak)),
            "low",
            4 if prices.hourly else 1,  # a rent per TFLOPS is a fraction of a cent an hour: 0.0017, not 0.00
            sources=psrc,
        )
        _show_range(rows[-1], prices.low / np.array(peak), prices.high / np.array(peak))
        mem = np.array([d.get("memory_gb") for d in devices])
        add(
            "price",
            "gb_per_kprice",
            Msg("Memory per {per_k}", per_k=per_money(prices.currency, "1,000", prices.hourly)),
            "GB",
            list(mem / prices.mid * 1000),
            "high",
            2,
            sources=psrc,
        )
        _show_range(rows[-1], mem / prices.high * 1000, mem / prices.low * 1000)
        # a price from the basis's second market is marked in every money cell, as in the table; the price itself
        # carries its date, an old one marked, and an old price is never "best"
        tags = [prices.tag(i) for i in range(n)]
        dates = [prices.date_tag(i) for i in range(n)]
        checks = [prices.check_tag(i) for i in range(n)]  # a quote nobody has checked, as the table marks it
        for r in rows:
            if r.group != "price":
                continue
            shown = [r.text(i) for i in range(n)]
            marks = [[x for x in (g, c) if x] for g, c in zip(tags, checks, strict=True)]
            if r.key == "price":
                marks = [m + ([d] if d else []) for m, d in zip(marks, dates, strict=True)]
            # in the reader's brackets: '35万–45万（2023，旧，约 41 个月）' on a Chinese page, never '35万–45万 (2023，…)'
            r.display = [
                t + beside(trf("({text})", text=join_marks(m))) if m and t != "—" else t
                for t, m in zip(shown, marks, strict=True)
            ]
            r.best = _best(
                [math.nan if prices.stale[i] else v for i, v in enumerate(r.values)],
                r.better if r.ranked else None,
                r.kinds,
            )
    return Comparison(list(devices), baseline, precision, prices.currency, rows, prices.basis)


def basis_label(basis: str) -> str:
    from gpucompare.core.pricing import basis_title

    return basis_title(basis)


def _best(values: list, better: str | None, kinds: list[str] | None = None) -> set[int]:
    """Indices holding the best value; none when fewer than two devices have the figure or all of them tie. A figure
    of another kind than its field's (a matrix rate in a vector row) is never ranked against the others."""
    if better is None:
        return set()
    nums = [
        (i, v) for i, v in enumerate(values) if isinstance(v, float) and not math.isnan(v) and not (kinds and kinds[i])
    ]
    if len(nums) < 2:
        return set()
    target = max(v for _, v in nums) if better == "high" else min(v for _, v in nums)
    best = {i for i, v in nums if math.isclose(v, target, rel_tol=1e-9)}
    return set() if len(best) == len(nums) else best  # all equal: nothing stands out


def _ratios(values: list, baseline: int, better: str | None, kinds: list[str] | None = None) -> list[float]:
    """Each value over the baseline's; NaN where one of the two is missing or measures something else."""
    base = values[baseline]
    if better is None or not isinstance(base, float) or math.isnan(base) or base == 0:
        return [math.nan] * len(values)
    other = kinds or [""] * len(values)
    return [
        v / base if isinstance(v, float) and not math.isnan(v) and other[i] == other[baseline] else math.nan
        for i, v in enumerate(values)
    ]


#: the mark of a ratio that changes with the price basis
BASIS_MARK = "†"


def _show_range(row: Row, low, high) -> None:
    """A ratio computed from a price given as a range shows the range it spans ('52.2–67.1'), never its middle
    alone as if the price were one figure; the middle still ranks it."""
    display = []
    for lo, hi in zip(low, high, strict=True):
        if math.isnan(lo) or math.isnan(hi) or math.isclose(lo, hi, rel_tol=1e-9):
            display.append("")  # one figure: shown as the row formats it
            continue
        lo, hi = sorted((float(lo), float(hi)))
        digits = row.digits if abs(lo) >= 10 else max(row.digits, 2)
        display.append(f"{lo:,.{digits}f}–{hi:,.{digits}f}")
    row.display = display
