"""Benchmarks that print figures (not part of the test run): python tests/perf/bench.py [--json]."""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _median_ms(fn, repeat: int = 15) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times)


def sweep_grid():
    """Every catalog device x 16 cluster sizes x every workload preset x TP 1/2/4/8 x ZeRO 0-3 (~100k configurations)."""
    import numpy as np

    from gpucompare.core.catalog import bundled_catalog
    from gpucompare.core.workloads import presets

    cat = bundled_catalog()
    ws = presets()

    def col(values, axis):
        shape = [1] * 5
        shape[axis] = -1
        return np.asarray(values, dtype=float).reshape(shape)

    dev = lambda key: col(np.nan_to_num(cat.column(key), nan=0.0), 0)  # noqa: E731
    wl = lambda key: col([getattr(w, key) for w in ws], 2)  # noqa: E731
    args = dict(
        n=col(2.0 ** np.arange(3, 19), 1), peak_tflops=col(np.nan_to_num(cat.column("bf16_tflops"), nan=100.0), 0),
        util=0.45, util_low=0.35, util_high=0.55, params=wl("params"), active_params=wl("active_params"),
        tokens=wl("tokens"), layers=wl("layers"), hidden=wl("hidden"), heads=wl("heads"), seq_len=wl("seq_len"),
        micro_tokens=wl("micro_tokens"), batch_tokens=wl("global_batch_tokens"), scaleup_gbs=dev("scaleup_gbs"),
        scaleup_domain=dev("scaleup_domain"), scaleout_gbps=dev("scaleout_gbps"), memory_gb=dev("memory_gb"),
        tp=col([1, 2, 4, 8], 3), zero=col([0, 1, 2, 3], 4),
    )  # fmt: skip
    return args


def bench_estimator() -> tuple[float, int]:
    from gpucompare.core.estimate import sweep

    args = sweep_grid()
    out = sweep(**args)
    return _median_ms(lambda: sweep(**args)), int(out["wall_days"].size)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    est_ms, est_n = bench_estimator()
    figures = {"estimator_100k_ms": round(est_ms * 100_000 / est_n, 2), "estimator_configs": est_n}
    budgets = {"estimator_100k_ms": 10}
    if args.json:
        print(json.dumps({**figures, "budgets_ms": budgets}, indent=1))
    else:
        for k, v in figures.items():
            print(f"{k:<28} {v:>10.2f}   budget {budgets.get(k, '-')}")


if __name__ == "__main__":
    main()
