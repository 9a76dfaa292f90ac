"""Fit the estimator's principled parameters on the validation rows: one utilization per device family (on its tuned
MLPerf pre-training rows), one fine-tuning factor (LoRA rows), one production factor (production runs), and the
band spread per scenario (20th/80th percentile of model/published). Prints the values; data/ files are edited by hand.

    python tests/validation/calibrate.py [--rows FILE,...]

Never per row: each parameter is the median over every row of its group.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from gpucompare.core.estimate.tables import defaults, utilization_table  # noqa: E402
from tests.validation.validate import FILES, validate  # noqa: E402

MIN_MINUTES = 5.0
MIN_PRODUCTION_ROWS = 4
MIN_ROWS = 2  # a family's utilization is fitted on at least this many runs (else the literature value stays)


def _ratio(rows):
    return statistics.median(1 + x["error"] for x in rows) if rows else 1.0


def _key(x):
    from gpucompare.core.catalog import bundled_catalog
    from gpucompare.core.estimate import utilization_key

    d = bundled_catalog()[x["device"]]
    return utilization_key(d.id, d.family)


def fit(files=FILES, rounds: int = 4) -> dict:
    util, dflt = utilization_table(), defaults()
    for _ in range(rounds):
        results, _s = validate(files)
        # CNN rows use measured throughputs; runs under 5 minutes are dominated by start-up and not fitted on
        transformer = [
            x
            for x in results
            if "resnet" not in x["run"].lower() and not (x["measure"] == "minutes" and x["published"] < MIN_MINUTES)
        ]
        tuned_pre = [x for x in transformer if x["scenario"] == "tuned" and "lora" not in x["kind"].lower()]
        lora = [x for x in transformer if "lora" in x["kind"].lower()]
        prod = [x for x in transformer if x["scenario"] == "production"]
        keys = {k for k in {_key(x) for x in tuned_pre} if sum(_key(x) == k for x in tuned_pre) >= MIN_ROWS}
        for k in keys:
            r = _ratio([x for x in tuned_pre if _key(x) == k])
            util[k]["utilization"] = f"{float(util[k]['utilization']) * r:.3f}"
        fam_lora = [x for x in lora if _key(x) in keys]
        dflt["finetune_utilization_factor"]["value"] = (
            f"{float(dflt['finetune_utilization_factor']['value']) * _ratio(fam_lora):.3f}"
        )
        for k in {_key(x) for x in lora} - keys - {_key(x) for x in prod}:
            r = _ratio([x for x in lora if _key(x) == k])
            util[k]["utilization"] = f"{float(util[k]['utilization']) * r:.3f}"
        # a family with enough production runs gets its own production utilization; the others share one factor
        own = {k for k in {_key(x) for x in prod} if sum(_key(x) == k for x in prod) >= MIN_PRODUCTION_ROWS}
        for k in own:
            r = _ratio([x for x in prod if _key(x) == k])
            current = util[k]["production_utilization"] or (
                f"{float(util[k]['utilization']) * float(dflt['production_utilization_factor']['value']):.3f}"
            )
            util[k]["production_utilization"] = f"{float(current) * r:.3f}"
        shared = [x for x in prod if _key(x) not in own]
        dflt["production_utilization_factor"]["value"] = (
            f"{float(dflt['production_utilization_factor']['value']) * _ratio(shared):.3f}"
        )
    results, s = validate(files)
    fams = sorted({_key(x) for x in results})
    out = {"families": {k: (util[k]["utilization"], util[k]["production_utilization"]) for k in fams}}
    for key in ("finetune_utilization_factor", "production_utilization_factor"):
        out[key] = dflt[key]["value"]
    for scen in ("tuned", "production"):
        ratios = sorted(1 + x["error"] for x in results if x["scenario"] == scen)
        if ratios:
            q = statistics.quantiles(ratios, n=10)
            out[f"{scen}_ratio_p20_p80"] = (round(q[1], 3), round(q[7], 3))
    out["median_abs_error"] = s["median_abs_error"]
    return out


def split_half_check(files=FILES) -> list[dict]:
    """Held-out check of the production calibration: fit on every benchmark run and half of the papers (alternate
    rows), measure on the other half, both ways round. Starts each half from blank production figures."""
    import copy
    import csv
    import os

    from tests.validation.validate import HERE, load_rows, validate

    rows = load_rows(files)
    fields = [k for k in rows[0] if not k.startswith("_")]
    util, dflt = utilization_table(), defaults()
    saved_u, saved_d = (
        copy.deepcopy({k: dict(v) for k, v in util.items()}),
        copy.deepcopy({k: dict(v) for k, v in dflt.items()}),
    )
    out = []
    try:
        for half in (0, 1):
            for k, v in saved_u.items():
                util[k].update(v, production_utilization="")
            for k, v in saved_d.items():
                dflt[k].update(v)
            train = [r for i, r in enumerate(rows) if i % 2 == half or r["kind"] != "paper"]
            test = [r for i, r in enumerate(rows) if i % 2 != half and r["kind"] == "paper"]
            for name, part in (("_train.csv", train), ("_test.csv", test)):
                with open(HERE / name, "w", newline="", encoding="utf-8") as fh:
                    w = csv.DictWriter(fh, fieldnames=fields, extrasaction="ignore")
                    w.writeheader()
                    w.writerows(part)
            fit(("_train.csv",))
            _res, s = validate(("_test.csv",))
            out.append(
                {
                    "held_out_rows": s["rows"],
                    "median_abs_error": round(s["median_abs_error"], 3),
                    "band_coverage": round(s["band_coverage"], 2),
                    "baseline_0.4": round(s["baseline_0.4"]["median_abs_error"], 3),
                    "baseline_0.5": round(s["baseline_0.5"]["median_abs_error"], 3),
                }
            )
    finally:
        for name in ("_train.csv", "_test.csv"):
            if (HERE / name).exists():
                os.remove(HERE / name)
        for k, v in saved_u.items():
            util[k].update(v)
        for k, v in saved_d.items():
            dflt[k].update(v)
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rows", default=",".join(FILES))
    ap.add_argument("--holdout", action="store_true", help="split-half held-out check of the production runs")
    args = ap.parse_args(argv)
    if args.holdout:
        for r in split_half_check(tuple(args.rows.split(","))):
            print(r)
        return 0
    for k, v in fit(tuple(args.rows.split(","))).items():
        print(f"{k}: {v}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
