"""The estimator against published training runs: per-row error, median, worst, per-family median and band coverage,
beside two baselines (6ND at 0.4 and at 0.5 of the dense BF16 peak).

    python tests/validation/validate.py [--json] [--set repo|holdout|holdout2] [--rows FILE,...] [--markdown]

Each row is entered as a user would: the preset when the run names one (with the run's token count), else the
parameter counts; the device, count and precision as published (a precision the estimator cannot train the device in,
such as INT8 on a TPU without a published INT8 figure, is entered as BF16 and the output says so); LoRA rows as `--finetune lora`; everything else
(global batch, layout, scenario, utilization) at the defaults. MLPerf rows compare minutes (run_start to run_stop),
papers compare wall-clock or device-hours, whichever they publish. Tokens are the 6ND-equivalent tokens of the file
(evaluation forward passes counted as a third of a training token; see each row's notes); LoRA rows pass 1.5x that,
since the model counts LoRA at 4ND.
"""

from __future__ import annotations

import argparse
import csv
import json
import math
import statistics
import sys
from dataclasses import replace
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from gpucompare.core.catalog import bundled_catalog  # noqa: E402
from gpucompare.core.estimate import Settings, estimate  # noqa: E402
from gpucompare.core.workloads import custom_workload, find_preset  # noqa: E402

FILES = ("published_runs.csv", "published_runs_more.csv")
#: the named sets: the repo set (calibrated on), and two held-out sets collected blind by separate researchers
SETS = {
    "repo": FILES,
    "holdout": ("published_runs_holdout.csv",),
    "holdout2": ("published_runs_holdout2.csv",),
}
BASELINES = (0.4, 0.5)


def family_of(device) -> str:
    """The family a row is reported under (the catalog's family; TPUs and Gaudis by generation)."""
    if device.family in ("google-tpu", "intel-gaudi", "amd-cdna", "amd-cdna4"):
        return device.id
    return device.family


def load_rows(names=FILES) -> list[dict]:
    rows = []
    for name in names:
        path = HERE / name
        if path.exists():
            with open(path, newline="", encoding="utf-8") as fh:
                for r in csv.DictReader(fh):
                    r["_file"] = name
                    rows.append(r)
    return rows


def _num(x) -> float:
    try:
        return float(x)
    except (TypeError, ValueError):
        return math.nan


def _estimate_trainable(device, w, count: int, precision: str, lora: bool):
    """(estimate, precision entered, why it differs from the published one): a run published in a precision the
    estimator cannot train the device in (INT8 on a TPU without a published INT8 training figure) is entered as BF16,
    as a user would have to, and the estimator's reason is kept for the output."""
    from gpucompare.errors import BadArgument

    finetune = "lora" if lora else "none"
    try:
        return (
            estimate(device, w, count, Settings(precision=precision, finetune=finetune)),
            precision,
            "",
        )
    except BadArgument as exc:
        if precision == "bf16":
            raise
        e = estimate(device, w, count, Settings(precision="bf16", finetune=finetune))
        return e, "bf16", f"published in {precision.upper()}, entered as BF16: {exc}"


def run_row(r: dict, catalog) -> dict:
    device = catalog.resolve(r["device"])
    count = int(float(r["count"]))
    lora = "lora" in (r["kind"] + r["run"]).lower()
    tokens = _num(r["tokens_6nd_equiv"]) or _num(r["tokens"])
    if math.isnan(tokens):
        tokens = _num(r["tokens"])
    train_tokens = tokens * 1.5 if lora else tokens
    params, active = _num(r["params"]), _num(r["active_params"])
    if math.isnan(active):
        active = params
    if r.get("preset"):
        w = find_preset(r["preset"])
        w = replace(w, tokens=train_tokens)
    else:
        w = custom_workload(params, train_tokens, active if active < params else None)
    published_precision = (r["precision"] or "bf16").lower()
    e, precision, fallback = _estimate_trainable(device, w, count, published_precision, lora)
    minutes = _num(r["published_minutes"])
    hours = _num(r["published_device_hours"])
    peak = device.tflops("bf16")
    if math.isnan(peak):
        peak = device.tflops("fp16")
    # 6ND, or a CNN's training FLOPs per image x images
    flops_6nd = 6.0 * active * tokens if w.kind == "transformer" else w.flops_per_token * tokens
    if not math.isnan(minutes):
        measure, published, model = "minutes", minutes, e.wall_days * 1440
        band = (e.band["wall_days_low"] * 1440, e.band["wall_days_high"] * 1440)
        base = {f: flops_6nd / (count * f * peak * 1e12) / 60 for f in BASELINES}
    else:
        measure, published, model = "device_hours", hours, e.device_hours
        band = (e.band["wall_days_low"] * 24 * count, e.band["wall_days_high"] * 24 * count)
        base = {f: flops_6nd / (f * peak * 1e12) / 3600 for f in BASELINES}
    comparable = r.get("comparable", "") or ""
    return {
        "run": r["run"],
        "file": r["_file"],
        # a row whose published figure is not what the model computes (e.g. GPU-hours that include distillation
        # teachers) says so in its 'comparable' column; it is reported apart from the medians
        "comparable": not comparable.strip().lower().startswith("no"),
        "why_not_comparable": comparable.strip(),
        "kind": r["kind"],
        "family": family_of(device),
        "device": device.id,
        "count": count,
        "precision": precision,
        "published_precision": published_precision,
        "precision_fallback": fallback,
        "scenario": e.scenario,
        "layout": f"tp{e.tp} pp{e.pp} vpp{e.vpp} ep{e.ep} z{e.zero} {e.recompute}",
        "measure": measure,
        "published": published,
        "model": model,
        "error": model / published - 1,
        "in_band": band[0] <= published <= band[1],
        "band_low": band[0],
        "band_high": band[1],
        "fits": e.fits_in_memory,
        **{f"baseline_{f:g}_error": base[f] / published - 1 for f in BASELINES},
    }


def summary(results: list[dict]) -> dict:
    def med(key, rows):
        return statistics.median(abs(x[key]) for x in rows) if rows else math.nan

    fams = sorted({x["family"] for x in results})
    out = {
        "rows": len(results),
        "families": len(fams),
        "median_abs_error": med("error", results),
        "worst_error": max((x["error"] for x in results), key=abs),
        "band_coverage": sum(x["in_band"] for x in results) / len(results),
        "within_25": sum(abs(x["error"]) <= 0.25 for x in results),
        "per_family": {f: med("error", [x for x in results if x["family"] == f]) for f in fams},
        "per_family_rows": {f: sum(x["family"] == f for x in results) for f in fams},
    }
    for f in BASELINES:
        key = f"baseline_{f:g}_error"
        out[f"baseline_{f:g}"] = {
            "median_abs_error": med(key, results),
            "worst_error": max((x[key] for x in results), key=abs),
            "per_family": {g: med(key, [x for x in results if x["family"] == g]) for g in fams},
        }
    return out


def validate(files=FILES) -> tuple[list[dict], dict]:
    """Every row whose device is in the catalog (others are listed in the summary as skipped)."""
    from gpucompare.errors import BadArgument

    cat = bundled_catalog()
    results, skipped = [], []
    for r in load_rows(files):
        try:
            cat.resolve(r["device"])
        except BadArgument:
            skipped.append(f"{r['run']} ({r['device']} not in the catalog)")
            continue
        results.append(run_row(r, cat))
    s = summary([x for x in results if x["comparable"]])
    s["skipped"] = skipped
    apart = [x for x in results if not x["comparable"]]
    s["not_comparable"] = [{"run": x["run"], "error": x["error"], "why": x["why_not_comparable"]} for x in apart]
    if apart:
        s["with_not_comparable"] = {
            k: v
            for k, v in summary(results).items()
            if k in ("rows", "median_abs_error", "worst_error", "band_coverage")
        }
    return results, s


def markdown(results: list[dict], s: dict) -> str:
    lines = [
        "| family | rows | model median abs error | 6ND at 0.4 | 6ND at 0.5 |",
        "|---|---:|---:|---:|---:|",
    ]
    for f, v in s["per_family"].items():
        lines.append(
            f"| {f} | {s['per_family_rows'][f]} | {v:.0%} | {s['baseline_0.4']['per_family'][f]:.0%} | "
            f"{s['baseline_0.5']['per_family'][f]:.0%} |"
        )
    lines.append(
        f"| **all** | {s['rows']} | **{s['median_abs_error']:.0%}** (worst {s['worst_error']:+.0%}) | "
        f"{s['baseline_0.4']['median_abs_error']:.0%} (worst {s['baseline_0.4']['worst_error']:+.0%}) | "
        f"{s['baseline_0.5']['median_abs_error']:.0%} (worst {s['baseline_0.5']['worst_error']:+.0%}) |"
    )
    lines.append("")
    lines.append(
        f"Band contains the published figure in {s['band_coverage']:.0%} of rows; {s['within_25']} of {s['rows']} rows within 25%."
    )
    if s.get("not_comparable"):
        w = s["with_not_comparable"]
        lines.append(
            f"Not comparable, reported apart ({len(s['not_comparable'])}): "
            + "; ".join(f"{x['run']} {x['error']:+.0%}" for x in s["not_comparable"])
            + f". With them: {w['rows']} rows, median {w['median_abs_error']:.0%}, band {w['band_coverage']:.0%}."
        )
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--markdown", action="store_true", help="only the summary table (as in the README)")
    ap.add_argument("--set", choices=sorted(SETS), help="a named set of rows (default: the repo set)")
    ap.add_argument("--rows", help="CSV files in tests/validation (or paths), comma-separated")
    args = ap.parse_args(argv)
    files = tuple(args.rows.split(",")) if args.rows else SETS[args.set or "repo"]
    results, s = validate(files)
    if args.json:
        json.dump({"rows": results, "summary": s}, sys.stdout, indent=1, default=str)
        print()
        return 0
    if not args.markdown:
        print(
            f"{'run':<58} {'family':<22} {'scen':<5} {'layout':<30} {'publ.':>9} {'model':>9} {'err':>6} {'6ND.4':>6} {'6ND.5':>6} band"
        )
        for x in results:
            print(
                f"{x['run'][:58]:<58} {x['family'][:22]:<22} {x['scenario'][:5]:<5} {x['layout'][:30]:<30} "
                f"{x['published']:>9.4g} {x['model']:>9.4g} {x['error']:>+6.0%} {x['baseline_0.4_error']:>+6.0%} "
                f"{x['baseline_0.5_error']:>+6.0%} {'in' if x['in_band'] else 'out'}{'' if x['fits'] else ' (no fit)'}"
                f"{' (as ' + x['precision'] + ')' if x['precision_fallback'] else ''}"
                f"{' (not comparable)' if not x['comparable'] else ''}"
            )
        print()
        for x in results:
            if x["precision_fallback"]:
                print(f"{x['run']}: {x['precision_fallback']}")
        if any(x["precision_fallback"] for x in results):
            print()
    print(markdown(results, s))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
