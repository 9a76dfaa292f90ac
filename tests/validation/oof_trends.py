"""Systematic out-of-fold residuals: each row's log error (log predicted / published) against every input a user gives
and every quantity the model derives, read from validate.py's JSON output (no estimator run).

    python tests/validation/validate.py --json > oof.json
    python tests/validation/oof_trends.py oof.json [--markdown] [--min-publishers 4]

For a numeric input the rows are cut into bins (decades, or quantiles where the range is narrow); for a category,
one bin per value. Each bin: rows, publishers, the median log error (as a ratio, x1.20 = predicted 20% slow) and the
median |error|. Beside the pooled slope (log error per decade of the input), the **within-publisher** slope: both
the error and the input are centred on each publisher's own median before the fit, so a publisher that is simply
slower than the model (its code, its cluster) does not make a trend; and how many publishers, of those with 3 or more
rows spread over the input, have a slope of the same sign. A trend that holds within several publishers, not one, is
a mechanism the model lacks; one carried by a single publisher is that publisher.
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

from gpucompare.core.catalog import bundled_catalog  # noqa: E402
from tests.validation.runs import load_repo, publisher_of  # noqa: E402

#: AdamW mixed precision: weights 2 + gradients 2 + master 4 + states 8 bytes per parameter (ZeRO, arXiv:1910.02054)
STATE_BYTES = 16.0


def _l10(x: float) -> float:
    return math.log10(x) if x and x > 0 and math.isfinite(x) else math.nan


def features(row: dict, run, device) -> dict:
    """The inputs and derived quantities of one validated row: numeric ones as log10 (named 'log ...'), the rest as
    categories. `run` is the runs.csv row (None for a blind file's row), `device` the catalog row."""
    lay = row.get("layout") or {}
    n = float(row.get("count") or math.nan)
    f: dict = {}
    params = active = tokens = seq = gb = math.nan
    if run is not None:
        params = run.params
        active = run.active_params if run.active_params == run.active_params else run.params
        tokens = run.tokens if run.tokens == run.tokens and run.tokens > 0 else math.nan
        seq = run.seq_len
        gbs = float(run.extra.get("global_batch_seqs") or "nan") if run.extra else math.nan
        gb = gbs * seq if gbs == gbs and seq == seq else gbs
    f["log devices"] = _l10(n)
    f["log active params"] = _l10(active)
    f["log tokens per device"] = _l10(tokens / n) if tokens == tokens else math.nan
    f["log tokens per param"] = _l10(tokens / active) if tokens == tokens else math.nan
    f["log sequence (stated)"] = _l10(seq) if seq == seq and seq > 1 else math.nan
    f["log global batch tokens (stated)"] = _l10(gb)
    mem = device.get("memory_gb") if device is not None else math.nan
    f["log memory / model state bytes"] = _l10(mem * 1e9 / (STATE_BYTES * params)) if params == params else math.nan
    f["log device-hours published"] = _l10(row["published_device_hours"])
    f["log wall hours published"] = _l10(row["published_device_hours"] / n)
    b05 = row.get("baseline_0.5_error")
    err = row["error"]
    # the prediction's utilization of the dense 16-bit peak by 6ND: 0.5 x (6ND-at-0.5 device-hours / predicted)
    f["log predicted 6ND MFU"] = _l10(0.5 * (1 + b05) / (1 + err)) if b05 is not None else math.nan
    f["precision"] = row.get("precision") or "?"
    f["precision stated"] = "stated" if row.get("precision_given") else "not stated"
    f["sequence stated"] = "stated" if seq == seq and seq > 1 else "not stated"
    f["figure kind"] = row["figure_kind"]
    f["model kind"] = row["model_kind"]
    f["training kind"] = row["training_kind"]
    f["family"] = row["family"]
    f["grade"] = row["confidence"]
    f["TP"] = str(lay.get("tp", "?"))
    f["PP>1"] = "pp>1" if (lay.get("pp") or 1) > 1 else "pp=1"
    f["ZeRO"] = str(lay.get("zero", "?"))
    dp = lay.get("dp") or 1
    f["log DP"] = _l10(dp)
    f["multi-device"] = "one device" if n == 1 else ("one server (2-8)" if n <= 8 else "more than 8")
    return f


def _slope(xs: list[float], ys: list[float]) -> float:
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    sxx = sum((x - mx) ** 2 for x in xs)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / sxx if sxx > 0 else math.nan


def _ratio(v: float) -> str:
    return f"x{math.exp(v):.2f}"


def numeric_bins(vals: list[float]) -> list[tuple[float, float]]:
    """Decade bins where the values span more than two decades, else quartiles."""
    lo, hi = min(vals), max(vals)
    if hi - lo > 2.0:
        edges = list(range(math.floor(lo), math.ceil(hi) + 1))
    else:
        s = sorted(vals)
        edges = [s[0]] + [s[int(len(s) * q)] for q in (0.25, 0.5, 0.75)] + [s[-1] + 1e-9]
        edges = sorted(set(edges))
    return list(zip(edges[:-1], edges[1:], strict=True))


def analyse(rows: list[dict], feats: list[dict], pubs: list[str], min_rows: int = 3) -> dict:
    """Per feature: bins with counts and medians; numeric ones add the pooled and within-publisher slopes and the
    publishers agreeing with the within slope's sign."""
    le = [math.log(1 + r["error"]) for r in rows]
    out = {}
    for name in feats[0]:
        vals = [f[name] for f in feats]
        numeric = name.startswith("log ")
        keep = [i for i, v in enumerate(vals) if (not numeric) or (v == v)]
        if len(keep) < 10:
            continue
        res: dict = {"rows": len(keep), "bins": []}
        if numeric:
            for a, b in numeric_bins([vals[i] for i in keep]):
                idx = [i for i in keep if a <= vals[i] < b or (b == max(vals[j] for j in keep) and vals[i] == b)]
                if idx:
                    res["bins"].append(_bin(f"{10**a:.3g}-{10**b:.3g}", idx, le, rows, pubs))
            res["pooled_slope"] = _slope([vals[i] for i in keep], [le[i] for i in keep])
            by_pub = defaultdict(list)
            for i in keep:
                by_pub[pubs[i]].append(i)
            xs, ys, signs = [], [], []
            for _p, idx in by_pub.items():
                mx = statistics.median(vals[i] for i in idx)
                my = statistics.median(le[i] for i in idx)
                xs += [vals[i] - mx for i in idx]
                ys += [le[i] - my for i in idx]
                if len(idx) >= min_rows and max(vals[i] for i in idx) - min(vals[i] for i in idx) >= 0.3:
                    signs.append(_slope([vals[i] for i in idx], [le[i] for i in idx]))
            w = _slope(xs, ys)
            res["within_slope"] = w
            res["publishers_spread"] = len(signs)
            res["publishers_same_sign"] = sum(1 for s in signs if s == s and w == w and s * w > 0)
        else:
            cats = sorted({vals[i] for i in keep}, key=lambda c: -sum(1 for i in keep if vals[i] == c))
            for c in cats:
                idx = [i for i in keep if vals[i] == c]
                if len(idx) >= min_rows:
                    res["bins"].append(_bin(c, idx, le, rows, pubs))
        out[name] = res
    return out


def joint(rows: list[dict], feats: list[dict], pubs: list[str], names: tuple[str, ...]) -> dict:
    """The within-publisher least-squares slopes of the log error on several numeric inputs at once (each centred on
    its publisher's mean), so an input's slope is net of the others: tokens per device moves with devices and size."""
    import numpy as np

    idx = [i for i, f in enumerate(feats) if all(f[n] == f[n] for n in names)]
    le = np.array([math.log(1 + rows[i]["error"]) for i in idx])
    x = np.array([[feats[i][n] for n in names] for i in idx])
    g = [pubs[i] for i in idx]
    for p in set(g):
        m = np.array([q == p for q in g])
        le[m] -= le[m].mean()
        x[m] -= x[m].mean(axis=0)
    coef, *_ = np.linalg.lstsq(x, le, rcond=None)
    resid = le - x @ coef
    dof = max(len(idx) - len(set(g)) - len(names), 1)
    cov = np.linalg.inv(x.T @ x) * float(resid @ resid) / dof
    return {n: (float(c), float(math.sqrt(cov[k, k]))) for k, (n, c) in enumerate(zip(names, coef, strict=True))} | {
        "rows": len(idx)
    }


JOINT = ("log devices", "log active params", "log tokens per device")
JOINT2 = ("log devices", "log active params", "log wall hours published", "log predicted 6ND MFU")


def _bin(label: str, idx: list[int], le: list[float], rows: list[dict], pubs: list[str]) -> dict:
    return {
        "bin": label,
        "rows": len(idx),
        "publishers": len({pubs[i] for i in idx}),
        "median_log_error": statistics.median(le[i] for i in idx),
        "median_abs_error": statistics.median(abs(rows[i]["error"]) for i in idx),
    }


def load(path: Path) -> tuple[list[dict], list[dict], list[str]]:
    data = json.loads(path.read_text())
    # every comparable row, as validate.py's median counts them (a run that does not fit still has its error)
    rows = [r for r in data["rows"] if r.get("comparable") and r.get("error") is not None]
    rows = [r for r in rows if math.isfinite(r["error"]) and r["error"] > -1]
    by_id = {r.run_id: r for r in load_repo()}
    cat = bundled_catalog()
    feats, pubs = [], []
    for r in rows:
        run = by_id.get(r["run_id"])
        dev = cat.by_id.get(r["device"]) if hasattr(cat, "by_id") else None
        feats.append(features(r, run, dev))
        pubs.append(publisher_of(r["source_group"]))
    return rows, feats, pubs


def render(res: dict, markdown: bool) -> str:
    lines = []
    if markdown:
        lines.append("| input | bin | rows | publishers | median predicted/published | median abs error |")
        lines.append("|---|---|---:|---:|---:|---:|")
    for name, r in res.items():
        head = name
        if "within_slope" in r:
            head += (
                f" (per decade: pooled {_ratio(r['pooled_slope'])}, within publishers {_ratio(r['within_slope'])}; "
                f"same sign in {r['publishers_same_sign']} of {r['publishers_spread']} publishers spread over it)"
            )
        if markdown:
            lines.append(f"| **{head}** | | {r['rows']} | | | |")
            for b in r["bins"]:
                lines.append(
                    f"| | {b['bin']} | {b['rows']} | {b['publishers']} | {_ratio(b['median_log_error'])} | "
                    f"{b['median_abs_error']:.0%} |"
                )
        else:
            lines.append(f"{head}  [{r['rows']} rows]")
            for b in r["bins"]:
                lines.append(
                    f"    {b['bin']:<28} {b['rows']:>5} rows {b['publishers']:>4} pubs  "
                    f"{_ratio(b['median_log_error']):>6}  |err| {b['median_abs_error']:.0%}"
                )
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("json", type=Path, help="validate.py --json output")
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("--min-rows", type=int, default=3, help="a category bin needs this many rows")
    a = ap.parse_args(argv)
    rows, feats, pubs = load(a.json)
    print(f"{len(rows)} rows, {len(set(pubs))} publishers; ratio = median predicted / published (x>1: predicted slow)")
    print(render(analyse(rows, feats, pubs, a.min_rows), a.markdown))
    for names in (JOINT, JOINT2):
        j = joint(rows, feats, pubs, names)
        print(
            f"joint, within publishers ({j.pop('rows')} rows): "
            + "; ".join(f"{n[4:]} {_ratio(c)} per decade (+-{se:.3f} log)" for n, (c, se) in j.items())
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
