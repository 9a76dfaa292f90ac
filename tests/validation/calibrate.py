"""Fit the estimator's few calibrated parameters on the validation runs, with grouped cross-validation by source,
and write them to data/ (data/calibration.csv, the `utilization` and `fitted` columns of data/utilization.csv), with
the out-of-fold figures in their notes.

    python tests/validation/calibrate.py [--write] [--ablate] [--rows FILE]

What is fitted (gpucompare/core/estimate/params.py says what each is): one GEMM utilization for every family, the
elementwise bytes of the roofline, one 8-bit (FP8/INT8) gain, the straggler spread, LoRA's efficiency and the
wall-clock share beyond failures; a family gets its own utilization only where that lowers its rows' out-of-fold
error; the band's P10/P90 come from the out-of-fold residuals. The CNN roofline's two constants are fitted on the
vendor throughput tables (data/benchmarks.csv), never on the validation runs.

How: every run is entered as a user would (runs.py) and planned once (its layout searched at the starting values);
a fit then minimises the mean |log(predicted / published)| over the rows, each source weighted by 1/sqrt(its rows)
so that one large source does not dominate, with one stacked sweep per trial (Nelder-Mead). Cross-validation leaves
one source group out at a time, refits every parameter on the rest and predicts the held-out runs with the full
estimator (layout searched again under the fold's parameters). Never per row; no row is chosen or dropped by how the
estimator does on it.
"""

from __future__ import annotations

import argparse
import csv
import math
import statistics
import sys
from collections import defaultdict
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))

from gpucompare.core.catalog import bundled_catalog  # noqa: E402
from gpucompare.core.estimate import estimate, sweep  # noqa: E402
from gpucompare.core.estimate import params as fitted  # noqa: E402
from gpucompare.core.estimate.configuration import inputs, plan, run  # noqa: E402
from gpucompare.core.estimate.tables import benchmarks, utilization_key, utilization_table  # noqa: E402
from gpucompare.core.workloads import find_preset  # noqa: E402
from gpucompare.errors import BadArgument  # noqa: E402
from tests.validation.runs import Entry, NotEntered, Run, enter, load_repo  # noqa: E402

#: the parameters fitted on the runs, their bounds and the value that switches the mechanism off
SPEC = {
    "gemm_utilization": (0.1, 0.95, None),
    "elementwise_bytes_per_hidden": (0.0, 2000.0, 0.0),
    "low_precision_gain": (1.0, 2.5, None),
    "straggler_sigma": (0.0, 0.2, 0.0),
    "lora_efficiency": (0.2, 1.5, 1.0),
    "moe_efficiency": (0.1, 1.5, 1.0),
    "wall_other_share": (0.0, 1.5, 0.0),
    "campaign_hours": (0.05, 2000.0, None),
}
#: the mechanisms kept: each lowered the out-of-fold error when it was tried (README, Validation; --ablate). The
#: elementwise roofline and the straggler spread did not (20.9% and 21.2% out of fold without them against 22.1%
#: with, before families got their own utilization): they are held at the value that switches them off
REMOVED = ("elementwise_bytes_per_hidden", "straggler_sigma")
ACTIVE = tuple(k for k in SPEC if k not in REMOVED)
#: a family is considered for its own utilization with at least this many runs from at least two sources
MIN_FAMILY_ROWS = 3
MIN_FAMILY_GROUPS = 2


@dataclass
class Prepared:
    run: Run
    entry: Entry
    plan: object
    searched: object
    target: float  # published device-hours
    note: str = ""

    @property
    def steady(self) -> bool:
        return self.run.compare == "steady"


def estimator_family(device) -> str:
    """The key of the device's row in data/utilization.csv (its family, or its own generation)."""
    return utilization_key(device.id, device.family)


def report_family(device) -> str:
    """The family a row is reported under (TPUs, Gaudis and AMD parts by generation)."""
    if device.family in ("google-tpu", "intel-gaudi", "amd-cdna", "amd-cdna4"):
        return device.id
    return device.family


def _plan(entry: Entry, params: fitted.Params):
    """(plan, note): a precision the device has no published training for (INT8) is entered as BF16, as the
    estimator's message tells the user to."""
    try:
        return plan(entry.device, entry.workload, entry.count, entry.settings, params), ""
    except BadArgument as exc:
        if entry.settings.precision == "int8":
            s = replace(entry.settings, precision="bf16")
            entry.settings = s
            return (
                plan(entry.device, entry.workload, entry.count, s, params),
                f"published in INT8, entered as BF16: {exc}",
            )
        raise NotEntered(str(exc)) from None


def prepare(runs: list[Run], params: fitted.Params, catalog=None) -> tuple[list[Prepared], list[tuple[Run, str]]]:
    """Every run entered and planned once; the runs that could not be entered, with why."""
    catalog = catalog or bundled_catalog()
    out, skipped = [], []
    for r in runs:
        try:
            e = enter(r, catalog)
            p, note = _plan(e, params)
            searched, _arr, _raw = run(p, params)
        except NotEntered as exc:
            skipped.append((r, str(exc)))
            continue
        out.append(Prepared(r, e, p, searched, r.published_device_hours, note))
    return out, skipped


class Stack:
    """The rows' sweep inputs stacked once; `days(params)` recomputes only what the calibrated parameters change
    (the effective peak, the utilization, the roofline bytes, the overheads), so a fit costs one sweep per trial."""

    def __init__(self, rows: list[Prepared], params: fitted.Params):
        dicts = [{**inputs(p.plan, params), **p.searched.layout.columns()} for p in rows]
        self.base = {k: np.array([d[k] for d in dicts], dtype=float) for k in dicts[0]} if dicts else {}
        self.peak = np.array([p.plan.peak.peak_tflops for p in rows])
        self.cap = np.array([p.plan.peak.gain_cap for p in rows])
        self.fp4 = np.array([p.plan.peak.fp4_factor for p in rows])
        self.keys = [p.plan.ukey for p in rows]
        self.lora = np.array([p.plan.settings.finetune == "lora" for p in rows])
        self.moe = np.array([p.plan.workload.moe for p in rows])
        self.steady = np.array([p.steady for p in rows])
        self.target = np.array([p.target for p in rows])
        self.groups = [p.run.group for p in rows]

    def days(self, params: fitted.Params) -> np.ndarray:
        if not self.keys:
            return np.zeros(0)
        a = dict(self.base)
        gain = np.where(
            np.isnan(self.cap), 1.0, np.minimum(params.low_precision_gain, np.nan_to_num(self.cap)) * self.fp4
        )
        a["peak_tflops"] = self.peak * gain
        u = np.array([params.utilization(k) for k in self.keys])
        u = u * np.where(self.lora, params.lora_efficiency, 1.0) * np.where(self.moe, params.moe_efficiency, 1.0)
        a["util"] = u
        a["elementwise_bytes"] = np.full_like(u, params.elementwise_bytes_per_hidden)
        a["straggler_sigma"] = np.full_like(u, params.straggler_sigma)
        a["wall_other_share"] = np.full_like(u, params.wall_other_share)
        a["campaign_hours"] = np.full_like(u, params.campaign_hours)
        r = sweep(**a)
        return np.where(self.steady, r["steady_days"], r["wall_days"])

    def device_hours(self, params: fitted.Params) -> np.ndarray:
        return self.days(params) * 24.0 * self.base["n"] if self.keys else np.zeros(0)

    def subset(self, mask: np.ndarray) -> Stack:
        out = object.__new__(Stack)
        out.base = {k: v[mask] for k, v in self.base.items()}
        for name in ("peak", "cap", "fp4", "lora", "moe", "steady", "target"):
            setattr(out, name, getattr(self, name)[mask])
        out.keys = [k for k, m in zip(self.keys, mask, strict=True) if m]
        out.groups = [g for g, m in zip(self.groups, mask, strict=True) if m]
        return out


def predict(rows: list[Prepared], params: fitted.Params) -> np.ndarray:
    """Predicted device-hours (steady state or wall-clock, as each row's figure is) for all rows in one sweep, each
    at the layout searched when it was prepared."""
    return Stack(rows, params).device_hours(params)


def weights(groups: list[str]) -> np.ndarray:
    size = defaultdict(int)
    for g in groups:
        size[g] += 1
    return np.array([1.0 / math.sqrt(size[g]) for g in groups])


def loss(stack: Stack, params: fitted.Params, w: np.ndarray | None = None) -> float:
    pred = stack.device_hours(params)
    w = weights(stack.groups) if w is None else w
    with np.errstate(divide="ignore", invalid="ignore"):
        err = np.abs(np.log(pred / stack.target))
    err = np.where(np.isfinite(err), err, 5.0)
    return float(np.sum(w * err) / np.sum(w))


def nelder_mead(f, x0: np.ndarray, step: np.ndarray, iters: int = 300, tol: float = 1e-6) -> np.ndarray:
    """A plain Nelder-Mead minimiser (Nelder and Mead 1965): no SciPy needed for six parameters."""
    n = len(x0)
    simplex = [x0] + [x0 + np.eye(n)[i] * step[i] for i in range(n)]
    vals = [f(x) for x in simplex]
    for _ in range(iters):
        order = np.argsort(vals)
        simplex, vals = [simplex[i] for i in order], [vals[i] for i in order]
        if abs(vals[-1] - vals[0]) < tol:
            break
        centroid = np.mean(simplex[:-1], axis=0)
        xr = centroid + (centroid - simplex[-1])
        fr = f(xr)
        if fr < vals[0]:
            xe = centroid + 2.0 * (centroid - simplex[-1])
            fe = f(xe)
            simplex[-1], vals[-1] = (xe, fe) if fe < fr else (xr, fr)
        elif fr < vals[-2]:
            simplex[-1], vals[-1] = xr, fr
        else:
            xc = centroid + 0.5 * (simplex[-1] - centroid)
            fc = f(xc)
            if fc < vals[-1]:
                simplex[-1], vals[-1] = xc, fc
            else:
                for i in range(1, n + 1):
                    simplex[i] = simplex[0] + 0.5 * (simplex[i] - simplex[0])
                    vals[i] = f(simplex[i])
    return simplex[int(np.argmin(vals))]


def _clip(name: str, v: float) -> float:
    lo, hi, _ = SPEC[name]
    return float(min(max(v, lo), hi))


def fit_family(stack: Stack, params: fitted.Params, family: str) -> float:
    """A family's own utilization: the value minimising its rows' loss with everything else fixed (golden section
    on the logarithm)."""
    mine = stack.subset(np.array([k == family for k in stack.keys]))
    a, b = math.log(0.05), math.log(1.0)
    g = (math.sqrt(5) - 1) / 2

    def f(x):
        fam = {**params.family_utilization, family: math.exp(x)}
        return loss(mine, replace(params, family_utilization=fam))

    c, d = b - g * (b - a), a + g * (b - a)
    fc, fd = f(c), f(d)
    for _ in range(40):
        if fc < fd:
            b, d, fd = d, c, fc
            c = b - g * (b - a)
            fc = f(c)
        else:
            a, c, fc = c, d, fd
            d = a + g * (b - a)
            fd = f(d)
    return math.exp((a + b) / 2)


def fit(
    rows,
    start: fitted.Params,
    active=ACTIVE,
    own: tuple[str, ...] = (),
    rounds: int = 2,
    step: float = 0.15,
    iters: int = 300,
) -> fitted.Params:
    """The parameters in `active` fitted on `rows` (a list of Prepared or a Stack; the others kept at `start`'s
    values), then each family in `own` its own utilization."""
    stack = rows if isinstance(rows, Stack) else Stack(rows, start)
    names = list(active)
    p = replace(start, family_utilization={})
    w = weights(stack.groups)
    x0 = np.array([getattr(p, k) for k in names], dtype=float)
    scale = np.array([max(abs(v), 0.05) for v in x0])

    def f(x):
        vals = {k: _clip(k, v * s) for k, v, s in zip(names, x, scale, strict=True)}
        return loss(stack, replace(p, **vals), w)

    fams: dict[str, float] = {}
    for _ in range(rounds):
        best = nelder_mead(f, x0 / scale, np.full(len(names), step), iters)
        x0 = best * scale
        p = replace(p, **{k: _clip(k, v) for k, v in zip(names, x0, strict=True)}, family_utilization=dict(fams))
        for fam in own:
            fams[fam] = fit_family(stack, p, fam)
            p = replace(p, family_utilization=dict(fams))
        if not own:
            break
    return p


# cross-validation ----------------------------------------------------------------------------------------------------
@dataclass
class Scored:
    prepared: Prepared
    predicted: float  # device-hours, the estimator's at the fold's parameters
    predicted_steady: float
    predicted_wall: float
    band: tuple[float, float]  # device-hours
    fits: bool
    status: str
    family: str
    flags: list

    @property
    def error(self) -> float:
        return self.predicted / self.prepared.target - 1.0


def full_estimate(p: Prepared, params: fitted.Params):
    e = p.entry
    return estimate(e.device, e.workload, e.count, e.settings, params=params)


def score(p: Prepared, params: fitted.Params) -> Scored:
    est = full_estimate(p, params)
    n = p.entry.count
    # a run that does not fit has no time: its figures as if it fitted are still scored, flagged
    if est.status == "ok":
        steady, wall = est.steady_days, est.wall_days
    else:
        searched, _a, raw = run(p.plan, params)
        steady, wall = (np.asarray(raw[k], float).reshape(-1)[0] for k in ("steady_days", "wall_days"))
    pred = (steady if p.steady else wall) * 24 * n
    return Scored(
        p,
        pred,
        steady * 24 * n,
        wall * 24 * n,
        (math.nan, math.nan),
        est.status == "ok",
        est.status,
        report_family(p.entry.device),
        list(est.flags),
    )


def candidate_families(rows: list[Prepared]) -> list[str]:
    by = defaultdict(list)
    for p in rows:
        by[estimator_family(p.entry.device)].append(p.run.group)
    return sorted(f for f, g in by.items() if len(g) >= MIN_FAMILY_ROWS and len(set(g)) >= MIN_FAMILY_GROUPS)


def _eligible(rows: list[Prepared], fam: str) -> bool:
    gs = [p.run.group for p in rows if estimator_family(p.entry.device) == fam]
    return len(gs) >= MIN_FAMILY_ROWS and len(set(gs)) >= MIN_FAMILY_GROUPS


def cross_validate(
    rows: list[Prepared], start: fitted.Params, active=ACTIVE, own=(), fast: bool = False
) -> tuple[list[Scored], dict]:
    """Leave one source group out: refit on the rest, score the held-out rows with the full estimator (`fast`: at
    the layouts searched when the rows were prepared, for choosing what to keep). Returns the out-of-fold scores (in
    the rows' order) and each group's fitted parameters."""
    groups = sorted({p.run.group for p in rows})
    out: dict[int, Scored] = {}
    fold_params = {}
    stack = Stack(rows, start)
    warm = fit(stack, start, active, own)  # every fold starts from the whole-table fit: it converges faster
    for g in groups:
        mask = np.array([p.run.group != g for p in rows])
        train = [p for p in rows if p.run.group != g]
        own_g = tuple(f for f in own if _eligible(train, f))
        prm = fit(stack.subset(mask), warm, active, own_g, step=0.05, iters=150)
        fold_params[g] = prm
        if fast:
            dh = stack.subset(~mask).device_hours(prm)
            for j, i in enumerate(np.flatnonzero(~mask)):
                p = rows[i]
                out[i] = Scored(
                    p,
                    float(dh[j]),
                    math.nan,
                    math.nan,
                    (math.nan, math.nan),
                    True,
                    "ok",
                    report_family(p.entry.device),
                    [],
                )
            continue
        for i, p in enumerate(rows):
            if p.run.group == g:
                out[i] = score(p, prm)
    return [out[i] for i in range(len(rows))], fold_params


def quantiles(ratios: list[float]) -> tuple[float, float]:
    if len(ratios) < 2:
        return (math.nan, math.nan)
    q = statistics.quantiles(sorted(ratios), n=10, method="inclusive")
    return (q[0], q[-1])


CELL_MIN_ROWS = 15


def band_tables(scored: list[Scored]) -> dict:
    """P10/P90 of published / predicted: pooled by what is compared (the wall-clock for a wall-clock or device-hours
    figure, the steady state for a throughput-derived one), by (that, grade) where a cell has enough rows, and the
    generic-family widening (the spread of the families' median ratios)."""
    ok = [s for s in scored if s.prepared.run.comparable and math.isfinite(s.predicted) and s.predicted > 0]
    ratio = {id(s): s.prepared.target / s.predicted for s in ok}
    out = {}
    for what in ("wall", "steady"):
        rs = [ratio[id(s)] for s in ok if s.prepared.run.compare == what]
        out[what] = quantiles(rs)
    cells = defaultdict(list)
    for s in ok:
        cells[(s.prepared.run.compare, s.prepared.run.confidence)].append(ratio[id(s)])
    for key, rs in cells.items():
        if len(rs) >= CELL_MIN_ROWS:
            out[key] = quantiles(rs)
    fam = defaultdict(list)
    for s in ok:
        fam[s.family].append(ratio[id(s)])
    meds = [statistics.median(v) for v in fam.values() if len(v) >= MIN_FAMILY_ROWS]
    lo, hi = quantiles(meds) if len(meds) >= 3 else (0.8, 1.25)
    out["generic"] = (min(1.0, lo), max(1.0, hi))
    return out


def band_of(s: Scored, table: dict) -> tuple[float, float]:
    """A row's band (published/predicted P10, P90) from a band table: its (what it compares, grade) cell, else what
    it compares, widened for a generic-family or substituted-figure estimate."""
    r = s.prepared.run
    lo, hi = table.get((r.compare, r.confidence)) or table.get(r.compare, (math.nan, math.nan))
    if {"generic_family", "precision_substituted"} & set(s.flags):
        glo, ghi = table["generic"]
        lo, hi = lo * glo, hi * ghi
    return lo, hi


def honest_bands(scored: list[Scored]) -> None:
    """Each row's band from the out-of-fold residuals of the OTHER source groups (its own never shapes its band)."""
    for g in {s.prepared.run.group for s in scored}:
        table = band_tables([s for s in scored if s.prepared.run.group != g])
        for s in scored:
            if s.prepared.run.group == g:
                lo, hi = band_of(s, table)
                s.band = (s.predicted * lo, s.predicted * hi)


def select_families(rows: list[Prepared], start: fitted.Params, active=ACTIVE) -> tuple[tuple[str, ...], dict]:
    """A family keeps its own utilization only where that lowers the median out-of-fold |error| of its rows by at
    least a point without raising the overall one by more than half a point (families tried in turn, each on top of
    those kept). Returns (families kept, {family: (without, with)})."""
    base, _ = cross_validate(rows, start, active, (), fast=True)
    base_all = statistics.median(abs(s.error) for s in base)
    kept, trials = [], {}
    for fam in candidate_families(rows):
        idx = [i for i, p in enumerate(rows) if estimator_family(p.entry.device) == fam]
        trial, _ = cross_validate(rows, start, active, (*kept, fam), fast=True)
        without = statistics.median(abs(base[i].error) for i in idx)
        with_ = statistics.median(abs(trial[i].error) for i in idx)
        overall = statistics.median(abs(s.error) for s in trial)
        trials[fam] = (without, with_)
        if with_ < without - 0.01 and overall <= base_all + 0.005:
            kept.append(fam)
            base, base_all = trial, overall
    return tuple(kept), trials


# the CNN roofline: fitted on vendor throughput tables ---------------------------------------------------------------
def fit_cnn(params: fitted.Params) -> tuple[float, float, float]:
    """(cnn_utilization, cnn_bytes_per_flop, median |error|) minimising the log error of the roofline against every
    measured row of data/benchmarks.csv whose device has the peak and bandwidth figures."""
    from gpucompare.core.estimate.precision import resolve as resolve_peak
    from gpucompare.core.estimate.vision import cnn_sample_time_s

    cat = bundled_catalog()
    pts = []
    for r in benchmarks():
        d = cat.by_id.get(r["device_id"])
        if d is None or math.isnan(d.get("memory_bw_gbs")):
            continue
        prec = {"amp": "bf16", "tf32": "tf32", "fp32": "fp32"}[r["precision"]]
        try:
            w = find_preset(r["workload_id"])
            pk = resolve_peak(d, prec, utilization_table()[utilization_key(d.id, d.family)], params, False, False)
        except BadArgument:
            continue
        w = replace(w, id="__fit__")  # never the measured row itself
        pts.append((d, w, prec, pk, float(r["value"])))

    def err(u, b):
        p = replace(params, cnn_utilization=u, cnn_bytes_per_flop=b)
        return [
            math.log(1.0 / cnn_sample_time_s(d, w, pr, pk.peak_tflops, pk.bytes_per_element, p)[0] / v)
            for d, w, pr, pk, v in pts
        ]

    x = nelder_mead(
        lambda x: float(np.mean(np.abs(err(math.exp(x[0]), math.exp(x[1]))))),
        np.array([math.log(0.5), math.log(0.03)]),
        np.array([0.3, 0.3]),
    )
    u, b = math.exp(x[0]), math.exp(x[1])
    return min(u, 1.0), b, float(statistics.median(abs(e) for e in err(min(u, 1.0), b)))


# writing data/ -------------------------------------------------------------------------------------------------------
def _write_csv(path: Path, rows: list[dict], fields: list[str]) -> None:
    tmp = path.with_suffix(".tmp")
    with open(tmp, "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=fields, lineterminator="\n")
        w.writeheader()
        w.writerows(rows)
    tmp.replace(path)


def write(
    final: fitted.Params, bands: dict, fold_note: str, families: dict, published: set[str], cnn_note: str
) -> None:
    data = ROOT / "data"
    src = "fitted: tests/validation/calibrate.py on tests/validation/runs.csv, grouped cross-validation by source"
    units = {
        "gemm_utilization": "fraction",
        "elementwise_bytes_per_hidden": "bytes per hidden unit per token and layer",
        "low_precision_gain": "ratio",
        "straggler_sigma": "fraction",
        "lora_efficiency": "ratio",
        "moe_efficiency": "ratio",
        "wall_other_share": "fraction",
        "campaign_hours": "hours",
        "cnn_utilization": "fraction",
        "cnn_bytes_per_flop": "bytes per FLOP",
    }
    rows = []
    for k in (*SPEC, "cnn_utilization", "cnn_bytes_per_flop"):
        v = getattr(final, k)
        if k in SPEC and k not in ACTIVE:
            note = "removed: did not lower the out-of-fold error; held at the value that switches it off"
        else:
            note = fold_note
        if k.startswith("cnn_"):
            s, note = (
                "fitted: tests/validation/calibrate.py on the vendor throughput tables of data/benchmarks.csv",
                cnn_note,
            )
        else:
            s = src
        rows.append({"key": k, "value": f"{v:.4g}", "unit": units[k], "source": s, "notes": note})
    for what, (lo, hi) in bands.items():
        name = what if isinstance(what, str) else f"{what[0]}__{what[1]}"
        for q, v in (("p10", lo), ("p90", hi)):
            rows.append(
                {
                    "key": f"band_{name}_{q}",
                    "value": f"{v:.4g}",
                    "unit": "published / predicted",
                    "source": "derived: out-of-fold residuals of tests/validation/runs.csv (tests/validation/calibrate.py)",
                    "notes": "generic: widening for a family without published runs (the spread of the families' median "
                    "ratios)"
                    if name == "generic"
                    else f"{q.upper()} of published / predicted over the out-of-fold "
                    f"predictions ({'pooled: ' + name if isinstance(what, str) else 'cell ' + name})",
                }
            )
    _write_csv(data / "calibration.csv", rows, ["key", "value", "unit", "source", "notes"])
    with open(data / "utilization.csv", newline="", encoding="utf-8") as fh:
        util = list(csv.DictReader(fh))
    fields = list(util[0].keys())
    for r in util:
        fam = r["family"]
        own = fam in final.family_utilization
        r["utilization"] = f"{final.utilization(fam):.3g}"
        r["fitted"] = "own" if own else "global"
        # "generic" (devices the family mapping does not know) is a generic assumption whatever rows it holds
        r["published"] = "yes" if fam in published and fam != "generic" else "no"
        if own:
            a, b = families[fam]
            r["source"] = f"{src}: this family's own value, fitted on its published runs"
            r["notes"] = (
                f"Own utilization: its rows' median out-of-fold |error| {b:.0%} against {a:.0%} with the global value."
            )
        elif r["published"] == "yes":
            r["source"] = f"{src}: the global value (data/calibration.csv, gemm_utilization)"
            r["notes"] = "This family has published runs, but a value of its own did not lower their out-of-fold error."
        else:
            r["source"] = "assumption: the global fitted value (data/calibration.csv, gemm_utilization)"
            r["notes"] = "No published training run of this family: flagged as a generic assumption, its band widened."
    _write_csv(data / "utilization.csv", util, fields)


def summary_line(scored: list[Scored]) -> str:
    e = [abs(s.error) for s in scored if s.prepared.run.comparable]
    return f"{len(e)} rows, median |error| {statistics.median(e):.1%}"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rows", help="a validation CSV (default: tests/validation/runs.csv)")
    ap.add_argument(
        "--write", action="store_true", help="write the fit to data/calibration.csv and data/utilization.csv"
    )
    ap.add_argument("--ablate", action="store_true", help="the out-of-fold error with each mechanism switched off")
    args = ap.parse_args(argv)
    # every fit starts from the code's neutral defaults, never from the last shipped fit: the result is reproducible
    start = replace(fitted.Params(), **{k: SPEC[k][2] for k in REMOVED})
    runs = load_repo(Path(args.rows) if args.rows else None)
    rows, skipped = prepare(runs, start)
    rows = [p for p in rows if p.run.comparable]
    print(f"{len(rows)} runs from {len({p.run.group for p in rows})} sources; {len(skipped)} not entered")
    u, b, cnn_err = fit_cnn(start)
    start = replace(start, cnn_utilization=u, cnn_bytes_per_flop=b)
    cnn_note = f"median |error| {cnn_err:.0%} against the measured rows it was fitted on"
    print(f"CNN roofline: utilization {u:.3f}, {b:.4f} bytes per FLOP ({cnn_note})")
    if args.ablate:
        every = tuple(SPEC)
        full = replace(fitted.Params(), **{k: getattr(fitted.Params(), k) for k in REMOVED})
        scored, _ = cross_validate(rows, full, every, fast=True)
        print(f"all mechanisms: {summary_line(scored)} out of fold")
        for k in every:
            if SPEC[k][2] is None:
                continue
            trial, _ = cross_validate(
                rows, replace(full, **{k: SPEC[k][2]}), tuple(x for x in every if x != k), fast=True
            )
            print(f"without {k}: {summary_line(trial)} out of fold")
        return 0
    own, trials = select_families(rows, start)
    for fam, (a, b2) in trials.items():
        print(f"family {fam}: own utilization {'kept' if fam in own else 'not kept'} ({a:.0%} -> {b2:.0%} out of fold)")
    scored, _folds = cross_validate(rows, start, ACTIVE, own)
    final = fit(rows, start, ACTIVE, own)
    bands = band_tables(scored)
    print(f"out of fold: {summary_line(scored)}")
    for k in SPEC:
        print(f"  {k} = {getattr(final, k):.4g}")
    for f, v in final.family_utilization.items():
        print(f"  {f}: {v:.3g}")
    for k, v in bands.items():
        print(f"  band {k}: {v[0]:.3f}-{v[1]:.3f}")
    if args.write:
        note = f"out of fold (leave one of {len({p.run.group for p in rows})} sources out): {summary_line(scored)}"
        published = {estimator_family(p.entry.device) for p in rows}
        write(final, bands, note, trials, published, cnn_note)
        print("written: data/calibration.csv, data/utilization.csv")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
