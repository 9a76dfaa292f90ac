"""Where the out-of-fold error lives: each row's out-of-fold log residual (log published / predicted) against the
inputs a user gives and the model's own intermediate terms, and the exact-grade runs that disagree most.

    python tests/validation/residuals.py [--json FILE] [--top N]

Rows are held out by publisher as in validate.py, scored at the layouts searched when they were prepared (the fast
cross-validation calibrate.py --ablate uses), so a term's share is the one the fold's own parameters give. For each
input or term the rows are cut into terciles; a term carries residual when the terciles' median residuals differ
(the spread column) and Spearman's rank correlation is away from 0. A positive residual is a run slower than
predicted.
"""

from __future__ import annotations

import argparse
import json
import math
import re
import statistics
import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from gpucompare.core.estimate.configuration import run as run_plan  # noqa: E402
from gpucompare.core.estimate.sweep import derived  # noqa: E402
from tests.validation import calibrate as cal  # noqa: E402
from tests.validation.runs import load_repo  # noqa: E402


def _f(x) -> float:
    try:
        v = float(np.asarray(x, float).reshape(-1)[0])
    except (TypeError, ValueError):
        return math.nan
    return v


# What a source says about its software stack, read from the row's own words (name, quote, notes). The estimator has
# no such input; the cut shows how much of the residual it would carry. Fused first: a run naming both (an HF model
# under torch.compile) counts as fused.
_FUSED = re.compile(
    r"torch[. ]compile|compiled|llm\.c|flash[- _]?att|modded|nanochat|fused|triton|liger|maxtext|megatron|nemo\b|"
    r"splash|flexattention|transformer engine|cuda kernels",
    re.IGNORECASE,
)
_EAGER = re.compile(r"transformers|hugging ?face|hf trainer|\btrl\b|eager|compile no|no compile", re.IGNORECASE)
#: a compiler named only to say it was off ("torch.compile is off for the planner", "compile no", "without
#: torch.compile"): eager, whatever else the text names
_COMPILE_OFF = re.compile(
    r"compile\w*\s+(?:is\s+|was\s+)?(?:off|no|disabled|false)\b|\bno[- ]compile|without\s+(?:torch[. ])?compile",
    re.IGNORECASE,
)


def stated_stack(text: str) -> str:
    """'eager' when the source says its compiler was off, else 'fused' when it names compiled or fused kernels,
    'eager' when it names an eager stack only, else 'unstated'."""
    if _COMPILE_OFF.search(text):
        return "eager"
    if _FUSED.search(text):
        return "fused"
    if _EAGER.search(text):
        return "eager"
    return "unstated"


def row_terms(p: cal.Prepared, prm) -> dict:
    """The user's inputs and the model's intermediate terms for one row under its fold's parameters."""
    r, e = p.run, p.entry
    w, s = e.workload, p.plan.settings
    _searched, arr, raw = run_plan(p.plan, prm, p.searched)
    n = e.count
    d = derived(raw, n, arr["peak_tflops"])
    step = _f(raw["step_s"])
    compute = _f(raw["compute_s"])
    steady = _f(raw["steady_days"]) * 24.0
    lay = p.searched.layout
    model_flops = _f(raw["model_flops"])
    attn = math.nan
    if w.kind not in ("cnn",) and w.active_params == w.active_params:
        dense = 6.0 * w.active_params * w.tokens
        attn = 1.0 - dense / model_flops if model_flops > 0 else math.nan
    return {
        # what the user gives
        "params": w.params,
        "active_params": w.active_params,
        "tokens": w.tokens,
        "tokens_per_device": w.tokens / n,
        "count": n,
        "seq_len": _f(arr.get("seq_len", math.nan)),
        "seq_given": bool(getattr(w, "seq_given", False)),
        "batch_tokens": _f(arr.get("batch_tokens", math.nan)),
        "batch_tokens_per_device": _f(arr.get("batch_tokens", math.nan)) / n,
        "hidden": _f(arr.get("hidden", math.nan)),
        "layers": _f(arr.get("layers", math.nan)),
        "precision": s.precision,
        "device": e.device.id,
        "family": cal.report_family(e.device),
        # whether the fold that predicts the row kept any run of its family: held out by publisher, a family whose
        # runs all come from the row's publisher is predicted as a family the fit has never seen (the unseen-family
        # factor), whatever its own runs say
        "family_seen_in_fold": prm.measured(p.plan.ukey),
        "model_kind": r.model_kind,
        "training_kind": r.training_kind,
        "figure_kind": r.figure_kind,
        "confidence": r.confidence,
        "published_hours": r.published_device_hours / n,
        "stated_stack": stated_stack(" ".join((r.run, r.extra.get("quote", ""), r.extra.get("notes", "")))),
        # the model's own terms
        "mfu": _f(d["mfu"]),
        "util": _f(arr["util"]),
        "attention_share": attn,
        "gemm_factor": _f(raw["gemm_factor"]),
        "elementwise_share": _f(raw["elementwise_s"]) / step if step > 0 else math.nan,
        "comm_share": _f(d["comm_fraction"]),
        "bubble_share": _f(d["bubble_fraction"]),
        "compute_share": compute / step if step > 0 else math.nan,
        "wall_factor": _f(raw["wall_factor"]),
        "predicted_steady_hours": steady,
        "device_hours_x_count": steady * n,
        "tp": _f(lay.tp),
        "pp": _f(lay.pp),
        "dp": _f(raw["dp"]),
        "ep": _f(lay.ep),
        "zero": _f(lay.zero),
        "micro_batch_tokens": _f(raw["micro_batch_tokens"]),
    }


def spearman(x: np.ndarray, y: np.ndarray) -> float:
    ok = np.isfinite(x) & np.isfinite(y)
    if ok.sum() < 8:
        return math.nan
    rx = np.argsort(np.argsort(x[ok])).astype(float)
    ry = np.argsort(np.argsort(y[ok])).astype(float)
    return float(np.corrcoef(rx, ry)[0, 1])


def terciles(x: np.ndarray, y: np.ndarray) -> list[tuple[str, int, float]]:
    ok = np.isfinite(x) & np.isfinite(y)
    if ok.sum() < 9:
        return []
    xs, ys = x[ok], y[ok]
    cuts = np.quantile(xs, [1 / 3, 2 / 3])
    out = []
    for lo, hi, name in ((-np.inf, cuts[0], "low"), (cuts[0], cuts[1], "mid"), (cuts[1], np.inf, "high")):
        sel = (xs > lo) & (xs <= hi) if name != "low" else xs <= hi
        if sel.any():
            out.append(
                (
                    f"{name} (<= {hi:.3g})" if math.isfinite(hi) else f"{name} (> {lo:.3g})",
                    int(sel.sum()),
                    float(np.median(ys[sel])),
                )
            )
    return out


NUMERIC = (
    "params",
    "active_params",
    "tokens",
    "tokens_per_device",
    "count",
    "seq_len",
    "batch_tokens",
    "batch_tokens_per_device",
    "hidden",
    "published_hours",
    "mfu",
    "util",
    "attention_share",
    "gemm_factor",
    "elementwise_share",
    "comm_share",
    "bubble_share",
    "wall_factor",
    "predicted_steady_hours",
    "device_hours_x_count",
    "tp",
    "pp",
    "dp",
    "micro_batch_tokens",
)
CATEGORICAL = (
    "precision",
    "family",
    "model_kind",
    "training_kind",
    "figure_kind",
    "confidence",
    "seq_given",
    "stated_stack",
    "family_seen_in_fold",
)


def analyse(rows: list[dict], label: str) -> dict:
    y = np.array([x["log_residual"] for x in rows])
    out = {
        "rows": len(rows),
        "median_abs_error": float(np.median(np.abs(np.expm1(-y)))) if rows else math.nan,
        "numeric": {},
        "categorical": {},
    }
    for k in NUMERIC:
        x = np.array([float(r[k]) for r in rows])
        if k in (
            "params",
            "active_params",
            "tokens",
            "tokens_per_device",
            "count",
            "batch_tokens",
            "batch_tokens_per_device",
            "hidden",
            "published_hours",
            "predicted_steady_hours",
            "device_hours_x_count",
            "micro_batch_tokens",
        ):
            with np.errstate(divide="ignore", invalid="ignore"):
                x = np.log(x)
        t = terciles(x, y)
        med = [m for _, _, m in t]
        out["numeric"][k] = {
            "spearman": spearman(x, y),
            "terciles": t,
            "spread": (max(med) - min(med)) if med else math.nan,
        }
    for k in CATEGORICAL:
        groups: dict[str, list[float]] = {}
        for r, v in zip(rows, y, strict=True):
            groups.setdefault(str(r[k]), []).append(float(v))
        out["categorical"][k] = {g: (len(v), statistics.median(v)) for g, v in sorted(groups.items()) if len(v) >= 3}
    return out


def print_analysis(a: dict, label: str) -> None:
    print(f"\n== {label}: {a['rows']} rows, out-of-fold median |error| {a['median_abs_error']:.1%}")
    print("  log residual = log(published / predicted); > 0: slower than predicted")
    ranked = sorted(
        a["numeric"].items(), key=lambda kv: -(kv[1]["spread"] if kv[1]["spread"] == kv[1]["spread"] else 0)
    )
    for k, v in ranked:
        cells = "  ".join(f"{name}: {n} rows {m:+.2f}" for name, n, m in v["terciles"])
        print(f"  {k:26s} rho {v['spearman']:+.2f}  spread {v['spread']:.2f}  | {cells}")
    for k, g in a["categorical"].items():
        cells = "  ".join(f"{name}: {n} {m:+.2f}" for name, (n, m) in g.items())
        print(f"  {k:26s} {cells}")


def _median_abs_error(y) -> float:
    return float(np.median(np.abs(np.expm1(-np.asarray(y, float))))) if len(y) else math.nan


def label_factor_out_of_fold(rows: list[dict], label: str, key: str = "stated_stack") -> dict:
    """What one fitted factor for the rows whose `key` is `label` (a user input that would tell them apart, e.g. the
    software stack) would do out of fold: each such row's log residual less the median, over the other publishers
    (one vote each, the median of its rows), of that label's residuals; the other rows unchanged. Returns the median
    |error| of all rows and of the labelled rows before and after, and each publisher's vote. A factor that does not
    lower the first is no reason for an input."""
    votes: dict[str, list[float]] = {}
    for r in rows:
        if r[key] == label:
            votes.setdefault(r["publisher"], []).append(r["log_residual"])
    vote = {k: float(np.median(v)) for k, v in votes.items()}
    after, hit = [], []
    for r in rows:
        y = r["log_residual"]
        if r[key] == label:
            others = [v for k, v in vote.items() if k != r["publisher"]]
            y = y - float(np.median(others)) if others else y
            hit.append((r["log_residual"], y))
        after.append(y)
    return {
        "rows": len(hit),
        "publishers": len(vote),
        "votes": vote,
        "all_before": _median_abs_error([r["log_residual"] for r in rows]),
        "all_after": _median_abs_error(after),
        "labelled_before": _median_abs_error([a for a, _ in hit]),
        "labelled_after": _median_abs_error([b for _, b in hit]),
    }


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--json", help="write every row's inputs, terms and residual to this file")
    ap.add_argument("--top", type=int, default=15, help="exact-grade rows listed, largest |residual| first")
    args = ap.parse_args(argv)
    start, _ = cal.starting_point()
    rows, _skipped = cal.prepare(load_repo(), start)
    rows = [p for p in rows if p.run.comparable]
    scored, folds = cal.cross_validate(rows, start, cal.ACTIVE, fast=True)
    table = []
    for s in scored:
        p = s.prepared
        prm = folds[cal.fold_of(p.run)]
        t = row_terms(p, prm)
        t.update(
            run_id=p.run.run_id,
            run=p.run.run,
            group=p.run.group,
            publisher=p.run.publisher,
            log_residual=math.log(p.target / s.predicted),
            error=s.error,
        )
        table.append(t)
    print_analysis(analyse(table, "all"), "all rows")
    dec = [x for x in table if x["model_kind"] in ("decoder", "moe")]
    print_analysis(analyse(dec, "decoders"), "decoder and MoE rows")
    small = [x for x in table if x["params"] < 1e9 and x["model_kind"] not in ("cnn", "vit")]
    print_analysis(analyse(small, "small"), "language models under 1B parameters")
    single = [x for x in table if x["count"] == 1]
    print_analysis(analyse(single, "single"), "single-device runs")
    bench = [x for x in table if x["training_kind"] == "benchmark"]
    print_analysis(analyse(bench, "benchmarks"), "vendor benchmark rows")
    print("\n== a factor for a stated software stack, held out by publisher (what a --stack input could do)")
    for label in ("eager", "fused"):
        s = label_factor_out_of_fold(table, label)
        print(
            f"  {label:6s} {s['rows']} rows of {s['publishers']} publishers: all rows {s['all_before']:.1%} -> "
            f"{s['all_after']:.1%}; those rows {s['labelled_before']:.1%} -> {s['labelled_after']:.1%}"
        )
    exact = sorted((x for x in table if x["confidence"] == "exact"), key=lambda x: -abs(x["log_residual"]))
    print(f"\n== exact-grade rows that disagree most (of {len(exact)})")
    for x in exact[: args.top]:
        print(
            f"  {x['error']:+7.1%} {x['run'][:48]:48s} {x['device']:14s} x{x['count']:<6g} {x['figure_kind'][:10]:10s} "
            f"mfu {x['mfu']:.2f} attn {x['attention_share']:.2f} comm {x['comm_share']:.2f} "
            f"wall x{x['wall_factor']:.2f} gemm x{x['gemm_factor']:.2f} [{x['group']}]"
        )
    if args.json:
        Path(args.json).write_text(json.dumps(table, indent=1, default=str))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
