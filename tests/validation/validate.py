"""The estimator against published training runs, out of fold first: per-row errors of device-hours, medians
overall, per family, per model kind, per training kind, per grade and per figure kind, beside two baselines (6ND at
0.4 and at 0.5 of the dense peak) and beside the in-sample figure; the band's coverage; the runs it could not enter.

    python tests/validation/validate.py [--json] [--markdown] [--rows FILE]   # the repo's table, cross-validated
    python tests/validation/validate.py --blind FILE [--json]                # score a blind file with the shipped fit

Each run is entered as a user would (runs.py): defaults only. The default mode leaves one source group out at a
time, refits every calibrated parameter on the rest (calibrate.py) and predicts the held-out runs with the full
estimator: those are the out-of-fold errors; the in-sample column fits once on every run. A throughput-derived
figure is compared with the steady-state prediction, a wall-clock or device-hours figure with the expected
wall-clock. Each row's band comes from the out-of-fold residuals of the other sources (by what it compares, between
and within sources: calibrate.quantiles), widened for a family with no published run, as the app gives it.

A blind file is scored once with the parameters shipped in data/ (nothing is refitted on it). Its columns:
run_id, run, source_group, model_kind (decoder|moe|encoder|encoder_decoder|cnn|vit|other), training_kind
(pretrain|finetune_full|finetune_lora|benchmark), device (name as published), count, params, active_params, tokens,
samples, epochs, image_size, seq_len, global_batch, precision, layers, hidden, published_wall_hours,
published_device_hours, figure_kind (wall_clock|device_hours|throughput_derived), confidence
(exact|derived|approximate), framework, source_url, source_title, source_date, quote, notes. A device name that does
not resolve is not guessed: the row is printed with why, and counted as not entered. `samples` is every image or
sequence trained (a data set's size x its epochs), as in tests/validation/runs.csv; `epochs` only documents it (blind
set 5 gave the size and the epochs apart, and was scored on one epoch). Optional columns: mask_ratio, patch_size and
latent_factor (a latent diffusion transformer: tokens per image = (image_size / latent_factor / patch_size)^2), views
(self-supervised vision: augmented views per image as `--views` takes them, "2" or "2x224+6x96").
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from gpucompare.core.estimate import params as fitted  # noqa: E402
from tests.validation import calibrate as cal  # noqa: E402
from tests.validation.runs import load_blind, load_repo  # noqa: E402

BASELINES = (0.4, 0.5)


def baseline_device_hours(p: cal.Prepared, fraction: float) -> float:
    """6ND / (fraction x dense peak): D tokens (a ViT's patch tokens); a CNN's training FLOPs per image x images;
    the dense BF16 peak, else FP16, else the precision entered."""
    e = p.entry
    w = e.workload
    if w.kind == "cnn":
        flops = w.flops_per_token * w.tokens
    else:
        tokens = w.tokens * w.seq_len if w.kind == "vit" else w.tokens
        # the rule of thumb's N is the parameters as published: a model whose layers share weights computes with
        # more (core.workloads.shared_layer_compute_params), which the baseline does not know
        flops = 6.0 * min(w.active_params, w.params) * tokens
    d = e.device
    peak = next(
        (v for v in (d.tflops("bf16"), d.tflops("fp16"), d.tflops(e.settings.precision or "bf16")) if v == v and v > 0),
        math.nan,
    )
    return flops / (fraction * peak * 1e12) / 3600.0


def row_result(s: cal.Scored, in_sample: cal.Scored | None) -> dict:
    p = s.prepared
    r = p.run
    out = {
        "run_id": r.run_id,
        "run": r.run,
        "source_group": r.group,
        "family": s.family,
        "device": p.entry.device.id,
        "count": p.entry.count,
        "model_kind": p.entry.workload.architecture,
        "training_kind": r.training_kind,
        "figure_kind": r.figure_kind,
        "confidence": r.confidence,
        "origin": origin(r),
        "support": cal.support_level(s),
        "compare": r.compare,
        "precision": p.plan.settings.precision,
        "precision_given": p.entry.settings.precision is not None,
        "entry_note": p.note,
        "comparable": r.comparable,
        "why_not_comparable": r.why_not_comparable,
        "published_device_hours": p.target,
        "predicted_device_hours": s.predicted,
        "predicted_steady_device_hours": s.predicted_steady,
        "predicted_wall_device_hours": s.predicted_wall,
        "error": s.error,
        "in_sample_error": in_sample.error if in_sample else math.nan,
        "band_low": s.band[0],
        "band_high": s.band[1],
        "in_band": s.band[0] <= p.target <= s.band[1],
        "status": s.status,
        "flags": s.flags,
        "layout": p.searched.layout.as_dict(),
    }
    for f in BASELINES:
        out[f"baseline_{f:g}_error"] = baseline_device_hours(p, f) / p.target - 1.0
    return out


def origin(r) -> str:
    """Where a row of the table came from: a blind set (collected by someone who never saw the estimator, scored
    once, then folded in) or the table before them. The blind sets' rows are the nearest thing to a new source."""
    return "blind sets" if "[from blind set" in r.extra.get("notes", "") else "before the blind sets"


def _med(xs) -> float:
    xs = [abs(x) for x in xs if x == x]
    return statistics.median(xs) if xs else math.nan


def group_table(results: list[dict], key: str) -> dict:
    by = defaultdict(list)
    for x in results:
        by[x[key]].append(x)
    return {k: stats(v) for k, v in sorted(by.items())}


def stats(rows: list[dict]) -> dict:
    return {
        "rows": len(rows),
        "median_abs_error": _med(x["error"] for x in rows),
        "in_sample": _med(x["in_sample_error"] for x in rows),
        "baseline_0.4": _med(x["baseline_0.4_error"] for x in rows),
        "baseline_0.5": _med(x["baseline_0.5_error"] for x in rows),
        "band_coverage": sum(x["in_band"] for x in rows) / len(rows) if rows else math.nan,
        "worst_error": max((x["error"] for x in rows), key=abs) if rows else math.nan,
        "beats_both": sum(
            abs(x["error"]) < min(abs(x["baseline_0.4_error"]), abs(x["baseline_0.5_error"])) for x in rows
        ),
    }


def summarize(results: list[dict], skipped: list) -> dict:
    ok = [x for x in results if x["comparable"]]
    return {
        "overall": stats(ok),
        "per_family": group_table(ok, "family"),
        "per_model_kind": group_table(ok, "model_kind"),
        "per_training_kind": group_table(ok, "training_kind"),
        "per_grade": group_table(ok, "confidence"),
        "per_figure_kind": group_table(ok, "figure_kind"),
        "per_origin": group_table(ok, "origin"),
        "per_support": group_table(ok, "support"),
        "exact_vs_baseline": {
            "rows": sum(x["confidence"] == "exact" for x in ok),
            "model": _med(x["error"] for x in ok if x["confidence"] == "exact"),
            "baseline_0.5": _med(x["baseline_0.5_error"] for x in ok if x["confidence"] == "exact"),
        },
        "not_comparable": [
            {"run": x["run"], "error": x["error"], "why": x["why_not_comparable"]}
            for x in results
            if not x["comparable"]
        ],
        "not_entered": [{"run_id": r.run_id, "run": r.run, "device": r.device, "why": why} for r, why in skipped],
        "sources": len({x["source_group"] for x in ok}),
        "band_width": band_widths(ok),
    }


def band_widths(rows: list[dict]) -> dict:
    """The band's width as its P90/P10 ratio: the median over the rows, and over the well-supported throughput-derived
    rows (the steady state of a run like the table's), which a wider band should not cost."""

    def med(sel):
        w = [x["band_high"] / x["band_low"] for x in sel if x["band_low"] > 0 and x["band_high"] == x["band_high"]]
        return statistics.median(w) if w else math.nan

    well_thr = [x for x in rows if x["figure_kind"] == "throughput_derived" and x["support"] == "well"]
    return {"median": med(rows), "throughput_well_median": med(well_thr)}


def cross_validated(runs, start: fitted.Params | None = None):
    """(results, summary): out of fold with the in-sample error beside each row."""
    start = start or cal.starting_point()[0]
    rows, skipped = cal.prepare(runs, start)
    fitting = [p for p in rows if p.run.comparable]
    whole = cal.fit(fitting, start, cal.ACTIVE)  # in sample, and where every fold's fit starts: fitted once
    oof, _ = cal.cross_validate(fitting, start, cal.ACTIVE, warm=whole)
    cal.honest_bands(oof)
    held_out_sets = cal.blind_set_coverage(oof)
    everything = cal.with_support(whole, fitting)
    ins = [cal.score(p, everything) for p in fitting]
    by_id = {id(s.prepared): (s, i) for s, i in zip(oof, ins, strict=True)}
    apart = [p for p in rows if not p.run.comparable]
    results = []
    for p in rows:
        if p in apart:
            s = cal.score(p, everything)
            s.band = (math.nan, math.nan)
            results.append(row_result(s, s))
        else:
            s, i = by_id[id(p)]
            results.append(row_result(s, i))
    summary = summarize(results, skipped)
    summary["per_held_out_blind_set"] = held_out_sets
    return results, summary


def scored_blind(path: Path):
    """The blind file scored once with the shipped parameters and bands (nothing refitted)."""
    return scored_shipped(load_blind(path))


def scored_shipped(runs):
    """Runs scored with the shipped parameters and bands (nothing refitted): a blind file, or rows of the table
    (then in sample: the shipped fit has seen them)."""
    prm = fitted.load()
    rows, skipped = cal.prepare(runs, prm)
    table = dict(prm.band)  # every band entry the app reads: base, support levels, drivers, novelty
    results = []
    for p in rows:
        s = cal.score(p, prm)
        lo, hi = cal.band_of(s, table)
        s.band = (s.predicted * lo, s.predicted * hi)
        results.append(row_result(s, None))
    return results, summarize(results, skipped)


def _pct(v) -> str:
    return "—" if v != v else f"{v:.0%}"


def markdown(s: dict, in_sample: bool = True, error_header: str = "out of fold") -> str:
    """The out-of-fold table (beside both baselines and the band's coverage), then the in-sample one; rows scored with
    the shipped parameters name their error column by what it is (`error_header`: in sample, blind)."""
    groups = (
        ("family", "per_family"),
        ("model kind", "per_model_kind"),
        ("training kind", "per_training_kind"),
        ("grade", "per_grade"),
        ("figure kind", "per_figure_kind"),
        ("rows from", "per_origin"),
        ("support", "per_support"),
    )
    lines = [
        f"| | rows | {error_header} | 6ND at 0.4 | 6ND at 0.5 | band holds |",
        "|---|---:|---:|---:|---:|---:|",
    ]

    def line(name, st):
        cells = [name, str(st["rows"]), _pct(st["median_abs_error"]), _pct(st["baseline_0.4"])]
        cells += [_pct(st["baseline_0.5"]), _pct(st["band_coverage"])]
        return "| " + " | ".join(cells) + " |"

    lines.append(line("**all**", s["overall"]))
    for title, key in groups:
        for k, st in s[key].items():
            lines.append(line(f"{title}: {k}", st))
    if not in_sample:
        return "\n".join(lines)
    lines += ["", "| in sample | rows | median abs error |", "|---|---:|---:|"]
    lines.append(f"| **all** | {s['overall']['rows']} | {_pct(s['overall']['in_sample'])} |")
    for title, key in groups:
        for k, st in s[key].items():
            lines.append(f"| {title}: {k} | {st['rows']} | {_pct(st['in_sample'])} |")
    return "\n".join(lines)


def print_rows(results: list[dict]) -> None:
    print(
        f"{'run':<52} {'family':<20} {'figure':<9} {'grade':<6} {'layout':<22} {'publ. dh':>10} {'model dh':>10} "
        f"{'err':>6} {'in-s':>6} {'6ND.4':>6} {'6ND.5':>6} band"
    )
    for x in results:
        lay = x["layout"]
        lay_text = f"tp{lay['tp']} pp{lay['pp']} cp{lay['cp']} ep{lay['ep']} z{lay['zero']} mb{lay['micro_batch']}"
        print(
            f"{x['run'][:52]:<52} {x['family'][:20]:<20} {x['figure_kind'][:9]:<9} {x['confidence'][:6]:<6} "
            f"{lay_text[:22]:<22} {x['published_device_hours']:>10.4g} {x['predicted_device_hours']:>10.4g} "
            f"{x['error']:>+6.0%} {x['in_sample_error']:>+6.0%} {x['baseline_0.4_error']:>+6.0%} "
            f"{x['baseline_0.5_error']:>+6.0%} {'in' if x['in_band'] else 'out'}"
            f"{'' if x['status'] == 'ok' else ' (does not fit)'}{' (not comparable)' if not x['comparable'] else ''}"
            f"{' [' + x['entry_note'][:40] + ']' if x['entry_note'] else ''}"
        )


def print_summary(s: dict, blind: bool = False, label: str | None = None, error_header: str = "") -> None:
    o = s["overall"]
    label = label or ("blind (shipped parameters)" if blind else "out of fold")
    print()
    print(
        f"{label}: {o['rows']} rows from {s['sources']} sources, median |error| of device-hours {_pct(o['median_abs_error'])}"
        f" (6ND at 0.4: {_pct(o['baseline_0.4'])}, at 0.5: {_pct(o['baseline_0.5'])})"
        + ("" if blind else f"; in sample {_pct(o['in_sample'])}")
        + f"; band holds {_pct(o['band_coverage'])}; beats both baselines on {o['beats_both']} of {o['rows']}"
    )
    ex = s["exact_vs_baseline"]
    print(f"exact-grade rows: {ex['rows']}, model {_pct(ex['model'])} against 6ND at 0.5 {_pct(ex['baseline_0.5'])}")
    print()
    header = error_header or ("blind" if blind else "out of fold")
    print(markdown(s, in_sample=not blind, error_header=header))
    if s["not_comparable"]:
        print()
        print(
            "Not comparable, reported apart: " + "; ".join(f"{x['run']} {x['error']:+.0%}" for x in s["not_comparable"])
        )
    bw = s.get("band_width", {})
    if bw:
        print()
        print(
            f"band width (P90/P10): median x{bw['median']:.2f}, well-supported throughput-derived rows "
            f"x{bw['throughput_well_median']:.2f}"
        )
    if s.get("per_held_out_blind_set"):
        print()
        print("| held out as a whole set | rows | band holds | median width | novelty scale |")
        print("|---|---:|---:|---:|---:|")
        for k, v in s["per_held_out_blind_set"].items():
            name = f"blind set {k}" if k else "the rows before the blind sets"
            print(f"| {name} | {v['rows']} | {_pct(v['band_coverage'])} | x{v['width']:.2f} | x{v['novelty']:.2f} |")
        blind = [v["band_coverage"] for k, v in s["per_held_out_blind_set"].items() if k]
        if blind:
            print(
                f"held out as whole sets, the blind sets: mean {_pct(statistics.mean(blind))}, "
                f"{_pct(min(blind))}-{_pct(max(blind))} (by publisher: {_pct(o['band_coverage'])})"
            )
    print()
    print(f"Not entered: {len(s['not_entered'])}")
    for x in s["not_entered"]:
        print(f"  {x['run_id']} ({x['device']}): {x['why']}")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--markdown", action="store_true", help="only the summary tables (as in the README)")
    ap.add_argument("--rows", help="a validation CSV in the repo's layout (default: tests/validation/runs.csv)")
    ap.add_argument("--blind", help="score a blind CSV once with the shipped parameters")
    ap.add_argument(
        "--shipped-notes",
        metavar="TEXT",
        help="score the table's rows whose notes contain TEXT with the shipped parameters (in sample), e.g. a folded "
        "blind set: '[from blind set 1'",
    )
    ap.add_argument(
        "--fold-by",
        choices=("publisher", "source"),
        default=cal.FOLD_BY,
        help="what cross-validation holds out together (default: every source of one publisher)",
    )
    args = ap.parse_args(argv)
    cal.set_fold_by(args.fold_by)
    if args.shipped_notes:
        runs = load_repo(Path(args.rows) if args.rows else None)
        results, s = scored_shipped([r for r in runs if args.shipped_notes in r.extra.get("notes", "")])
    elif args.blind:
        results, s = scored_blind(Path(args.blind))
    else:
        results, s = cross_validated(load_repo(Path(args.rows) if args.rows else None))
    if args.json:
        json.dump({"rows": results, "summary": s}, sys.stdout, indent=1, default=str)
        print()
        return 0
    if not args.markdown:
        print_rows(results)
    label = "in sample (shipped parameters, rows the fit has seen)" if args.shipped_notes else None
    header = "in sample" if args.shipped_notes else ""  # rows the shipped fit has seen: never "out of fold"
    print_summary(s, blind=bool(args.blind or args.shipped_notes), label=label, error_header=header)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
