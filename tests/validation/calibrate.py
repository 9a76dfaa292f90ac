"""Fit the estimator's principled parameters on the validation rows: one utilization per device family (on its tuned
MLPerf pre-training rows), one fine-tuning factor (LoRA rows), one production factor (production runs), and the
band spread per scenario from leave-one-source-out residuals (`--band`). Prints the values; data/ files are edited by
hand.

    python tests/validation/calibrate.py [--rows FILE,...] [--band | --holdout]

Never per row: each parameter is the median over every row of its group.
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from gpucompare.core.estimate.tables import SCENARIOS, defaults, utilization_table  # noqa: E402
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


def source_group(row: dict) -> str:
    """The publication a row comes from: an MLPerf Training round (every submitter of it), else the first source."""
    m = re.search(r"training_results_v[0-9.]+", row["source"])
    if m:
        return "MLPerf " + m.group(0).rsplit("_", 1)[1]
    return (row["source"].split(";")[0].split() or [""])[0]


def cross_validated_band(files=FILES, coverage: float = 0.8, rounds: int = 3) -> dict:
    """The band's spread per scenario from out-of-sample residuals: leave one source out (an MLPerf round or a paper),
    refit every parameter on the rest, estimate the left-out rows, and take the (1 - coverage)/2 and (1 + coverage)/2
    quantiles of published / band end (the band ends without the spread). A family left with fewer than MIN_ROWS
    runs in a fold gets the generic row, as a family nobody measured does. Restores the tables afterwards."""
    import copy
    import csv
    import os

    from tests.validation.validate import HERE, load_rows

    rows = load_rows(files)
    fields = [k for k in rows[0] if not k.startswith("_")]
    util, dflt = utilization_table(), defaults()
    saved_u = copy.deepcopy({k: dict(v) for k, v in util.items()})
    saved_d = copy.deepcopy({k: dict(v) for k, v in dflt.items()})
    spread = {sc: (float(dflt[f"{sc}_band_low"]["value"]), float(dflt[f"{sc}_band_high"]["value"])) for sc in SCENARIOS}
    generic = {c: saved_u["generic"][c] for c in ("utilization", "utilization_low", "utilization_high")}
    groups = sorted({source_group(r) for r in rows})
    low, high = {sc: [] for sc in SCENARIOS}, {sc: [] for sc in SCENARIOS}
    errors = []
    name = "_cv_train.csv"
    try:
        for g in groups:
            for k, v in saved_u.items():
                util[k].update(v)
            for k, v in saved_d.items():
                dflt[k].update(v)
            train = [r for r in rows if source_group(r) != g]
            test = [r for r in rows if source_group(r) == g]
            with open(HERE / name, "w", newline="", encoding="utf-8") as fh:
                w = csv.DictWriter(fh, fieldnames=fields, extrasaction="ignore")
                w.writeheader()
                w.writerows(train)
            trained, _ = validate((name,))
            kept = {_key(x) for x in trained}
            counts = {k: sum(_key(x) == k for x in trained) for k in kept}
            held, _ = _validate_rows(test)
            for k in {_key(x) for x in held}:
                if counts.get(k, 0) < MIN_ROWS:
                    util[k].update(generic, production_utilization="")
            fit((name,), rounds=rounds)
            held, _ = _validate_rows(test)
            for x in held:
                errors.append(abs(x["error"]))
                lo_f, hi_f = spread[x["scenario"]]
                low[x["scenario"]].append(x["published"] / (x["band_low"] / lo_f))
                high[x["scenario"]].append(x["published"] / (x["band_high"] / hi_f))
    finally:
        if (HERE / name).exists():
            os.remove(HERE / name)
        for k, v in saved_u.items():
            util[k].update(v)
        for k, v in saved_d.items():
            dflt[k].update(v)
    out = {}
    for sc in SCENARIOS:
        q = (
            statistics.quantiles(low[sc], n=100, method="inclusive"),
            statistics.quantiles(high[sc], n=100, method="inclusive"),
        )
        tail = round(100 * (1 - coverage) / 2)
        out[sc] = {
            "rows": len(low[sc]),
            "band_low": round(float(q[0][tail - 1]), 3),
            "band_high": round(float(q[1][100 - tail - 1]), 3),
        }
    out["sources"] = len(groups)
    out["out_of_sample_median_abs_error"] = round(float(statistics.median(errors)), 3)
    return out


def _validate_rows(rows: list[dict]):
    """validate() on rows already read (written to a scratch file in tests/validation)."""
    import csv
    import os

    from tests.validation.validate import HERE

    name = "_cv_test.csv"
    fields = [k for k in rows[0] if not k.startswith("_")]
    try:
        with open(HERE / name, "w", newline="", encoding="utf-8") as fh:
            w = csv.DictWriter(fh, fieldnames=fields, extrasaction="ignore")
            w.writeheader()
            w.writerows(rows)
        return validate((name,))
    finally:
        os.remove(HERE / name)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rows", default=",".join(FILES))
    ap.add_argument("--holdout", action="store_true", help="split-half held-out check of the production runs")
    ap.add_argument("--band", action="store_true", help="band spread per scenario from leave-one-source-out residuals")
    args = ap.parse_args(argv)
    if args.band:
        for k, v in cross_validated_band(tuple(args.rows.split(","))).items():
            print(f"{k}: {v}")
        return 0
    if args.holdout:
        for r in split_half_check(tuple(args.rows.split(","))):
            print(r)
        return 0
    for k, v in fit(tuple(args.rows.split(","))).items():
        print(f"{k}: {v}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
