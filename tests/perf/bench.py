"""Benchmarks that print figures (not part of the test run): python tests/perf/bench.py [--json] [--only NAME,...].

Each figure is a median of repeated runs; floors (a bare Qt window, a raw calamine read) are measured in the same run
so the ratios hold on a noisy machine. Budgets are DESIGN.md's.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

BUDGETS = {
    "startup_table_ms": 400,
    "startup_ready_ms": 1000,
    "startup_table_ratio_vs_bare": 2.5,
    "startup_table_no_bytecode_ratio_vs_bare": 2.5,
    "sort_100k_ms": 50,
    "filter_100k_ms": 50,
    "estimator_100k_ms": 10,
    "chart_10k_ms": 20,
    "hour_sort_100k_ms": 50,
    "hour_filter_100k_ms": 50,
    "hour_chart_10k_ms": 20,
    "report_pdf_ms": 500,
    "rerank_training_by_run_cost_ms": 100,
    # the importer's budgets are whole processes against pandas (issue 22): on a sheet with a distinct price and
    # quantity on every row, the in-process ratio to a bare calamine read (which parses nothing) is information
    "import_dry_run_process_ratio_vs_pandas": 1.5,
    "import_json_process_ratio_vs_pandas": 1.7,
    # a workspace used for years (issue 24): 100,000 quotes from 5,000 imports, a 20,000-device catalog
    "scale_quotes_view_action_max_ms": 100,
    "scale_xlsx_export_40k_s": 5.0,
    "scale_unknown_names_2000_s": 5.0,
    "scale_open_comparison_menu_40k_ms": 100,
}


def median_ms(fn, repeat: int = 15, warmup: int = 1) -> float:
    for _ in range(warmup):
        fn()
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times)


# estimator ----------------------------------------------------------------------------------------------------
def sweep_grid():
    """Every catalog device x 16 cluster sizes x every workload preset x TP 1/2/4/8 x ZeRO 0-3 (~180k
    configurations), every term on: the shipped calibrated parameters, roofline, stragglers, failures and campaign
    overheads, micro-batches, the band."""
    import numpy as np

    from gpucompare.core.catalog import bundled_catalog
    from gpucompare.core.estimate import load_params
    from gpucompare.core.estimate.tables import default
    from gpucompare.core.workloads import presets

    cat = bundled_catalog()
    ws = presets()
    prm = load_params()

    def col(values, axis):
        shape = [1] * 5
        shape[axis] = -1
        return np.asarray(values, dtype=float).reshape(shape)

    # a device without a figure: no scale-up link (a domain of one), the sourced 200 Gb/s scale-out, no bandwidth
    fill = {"scaleup_gbs": 0.0, "scaleup_domain": 1.0, "scaleout_gbps": 200.0, "memory_bw_gbs": np.nan}
    dev = lambda key: col(np.nan_to_num(cat.column(key), nan=fill.get(key, 0.0)), 0)  # noqa: E731
    wl = lambda key: col([getattr(w, key) for w in ws], 2)  # noqa: E731
    return dict(
        n=col(2.0 ** np.arange(3, 19), 1),
        peak_tflops=col(np.nan_to_num(cat.column("bf16_tflops"), nan=100.0), 0),
        memory_bw_gbs=col(cat.column("memory_bw_gbs"), 0),
        util=prm.gemm_utilization,
        elementwise_bytes=prm.elementwise_bytes_per_hidden,
        straggler_sigma=prm.straggler_sigma,
        wall_other_share=prm.wall_other_share,
        campaign_hours=prm.campaign_hours,
        campaign_one_server=prm.campaign_one_server,
        fail_per_device_hour=default("fail_per_device_hour"),
        restart_h=default("restart_h"),
        checkpoint_h=default("checkpoint_h"),
        optimizer_bytes=default("optimizer_bytes_per_param"),
        band_low=prm.band_for("wall")[0],
        band_high=prm.band_for("wall")[1],
        params=wl("params"),
        active_params=wl("active_params"),
        tokens=wl("tokens"),
        layers=wl("layers"),
        hidden=wl("hidden"),
        heads=wl("heads"),
        seq_len=wl("seq_len"),
        micro_batch=2.0,
        batch_tokens=np.nan_to_num(wl("global_batch_tokens"), nan=4e6),  # presets without one: 4M tokens
        scaleup_gbs=dev("scaleup_gbs"),
        scaleup_domain=dev("scaleup_domain"),
        scaleout_gbps=dev("scaleout_gbps"),
        memory_gb=dev("memory_gb"),
        tp=col([1, 2, 4, 8], 3),
        zero=col([0, 1, 2, 3], 4),
    )


def bench_estimator() -> dict:
    from gpucompare.core.estimate import sweep

    args = sweep_grid()
    n = int(sweep(**args)["wall_days"].size)
    ms = median_ms(lambda: sweep(**args))
    return {"estimator_100k_ms": round(ms * 100_000 / n, 2), "estimator_configs": n}


# the hardware table -------------------------------------------------------------------------------------------
def synthetic_frame(rows: int = 100_000, basis: str = "cloud"):
    """The catalog repeated to `rows` rows, numbers jittered, names numbered: a realistic 100k-row table."""
    import numpy as np

    from gpucompare.core.catalog import bundled_catalog
    from gpucompare.core.hwtable import build_frame
    from gpucompare.core.money import FxTable
    from gpucompare.core.tco import price_column

    cat = bundled_catalog()
    base = build_frame(cat, "bf16", price_column(cat.devices, basis, "USD", FxTable.bundled()))
    reps = -(-rows // len(base))
    rng = np.random.default_rng(1)
    take = lambda a: np.tile(a, reps)[:rows]  # noqa: E731
    data = {}
    for k, v in base.data.items():
        t = take(v)
        data[k] = t * rng.uniform(0.8, 1.25, rows) if t.dtype == float else t
    data["name"] = np.array([f"{n} #{i}" for i, n in enumerate(take(base.data["name"]))], dtype=object)
    frame = type(base)(
        ids=np.array([f"dev-{i}" for i in range(rows)], dtype=object),
        data=data,
        search=np.array([f"{s}{i}" for i, s in enumerate(take(base.search))]),
        device_source=list(take(np.array(base.device_source, dtype=object))),
        price_source=list(take(np.array(base.price_source, dtype=object))),
        precision="bf16",
        currency="USD",
        hourly=True,
        link_kind=take(base.link_kind),
        basis=base.basis,
        price_tag=take(base.price_tag),
    )
    return frame


def bench_table(basis: str = "cloud", prefix: str = "") -> dict:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication, QTableView

    from gpucompare.core.hwtable import COLUMNS, Filter, filter_mask
    from gpucompare.gui.table_model import HardwareTableModel

    app = QApplication.instance() or QApplication([])
    frame = synthetic_frame(basis=basis)
    model = HardwareTableModel()
    model.set_frame(frame)
    view = QTableView()
    view.setModel(model)
    for i, c in enumerate(COLUMNS):  # the columns the window shows by default
        view.setColumnHidden(i, not c.visible)
    view.resize(1400, 800)
    view.show()
    app.processEvents()
    cols = [model.column_index(k) for k in ("peak", "memory_bw_gbs", "price", "name", "vendor")]
    state = {"i": 0}

    def sort_once():
        i = state["i"]
        state["i"] += 1
        model.sort(cols[i % len(cols)], Qt.SortOrder.AscendingOrder if i % 2 else Qt.SortOrder.DescendingOrder)
        app.processEvents()  # the view repaints the new first screen

    sort_ms = median_ms(sort_once, repeat=20, warmup=len(cols))
    filters = [
        Filter(text="h100"),
        Filter(min_memory_gb=80, link="nvlink"),
        Filter(text="nvidia sxm", min_peak=300),
        Filter(),
    ]

    def filter_once():
        i = state["i"]
        state["i"] += 1
        model.set_filter(filter_mask(frame, filters[i % len(filters)]))
        app.processEvents()

    filter_ms = median_ms(filter_once, repeat=20, warmup=len(filters))
    view.close()
    return {f"{prefix}sort_100k_ms": round(sort_ms, 1), f"{prefix}filter_100k_ms": round(filter_ms, 1)}


def bench_chart(hour: bool = False) -> dict:
    import numpy as np
    from PySide6.QtWidgets import QApplication

    from gpucompare.core.chart import make_chart_data

    app = QApplication.instance() or QApplication([])
    from gpucompare.gui.chart import ChartView

    rng = np.random.default_rng(2)
    n = 10_000
    vendors = np.array(
        ["NVIDIA", "AMD", "Intel", "Google", "AWS (Annapurna Labs)", "Intel (Habana Labs)"], dtype=object
    )
    datasets = []
    for k in range(4):
        x = 10 ** rng.uniform(3, 5.5, n)
        datasets.append(
            make_chart_data(
                np.array([f"d{k}-{i}" for i in range(n)], dtype=object),
                np.array([f"Device {i}" for i in range(n)], dtype=object),
                vendors[rng.integers(0, len(vendors), n)],
                x,
                10 ** rng.uniform(1, 3.5, n),
                x * 0.9,
                x * 1.1,
                "Price per device ($)",
                "BF16 dense (TFLOPS)",
                "TFLOPS",
                "USD",
                hour,
                # the hour basis: a third of the points rented (hollow diamonds), a tenth from a second market
                other_market=rng.uniform(size=n) < 0.1 if hour else None,
                other_market_key="China market price" if hour else "",
                other_market_label="China market price" if hour else "",
                rented=rng.uniform(size=n) < 0.33 if hour else None,
                rented_key="the on-demand cloud rent" if hour else "",
                rented_label="rented" if hour else "",
                notes=np.array([f"Owned, derived {i}" for i in range(n)], dtype=object) if hour else None,
            )
        )
    chart = ChartView()
    chart.resize(900, 600)
    chart.show()
    app.processEvents()
    state = {"i": 0}

    def update():
        chart.set_data(datasets[state["i"] % len(datasets)])
        state["i"] += 1
        chart.plot.viewport().repaint()  # one frame drawn

    ms = median_ms(update, repeat=40, warmup=4)
    chart.close()
    return {("hour_chart_10k_ms" if hour else "chart_10k_ms"): round(ms, 1)}


def bench_hour() -> dict:
    """The hour basis: its column computed once per settings change (every catalog device costed by the TCO model),
    then the table and the chart under it, against the same budgets."""
    import time

    from gpucompare.core.catalog import bundled_catalog
    from gpucompare.core.money import FxTable
    from gpucompare.core.pricing import HOUR_BASIS
    from gpucompare.core.tco import price_column

    cat, fx = bundled_catalog(), FxTable.bundled()
    runs = []
    for _ in range(7):
        t = time.perf_counter()
        price_column(cat.devices, HOUR_BASIS, "USD", fx)
        runs.append((time.perf_counter() - t) * 1000)
    runs.sort()
    return {
        "hour_column_catalog_ms": round(runs[len(runs) // 2], 1),
        **bench_table(HOUR_BASIS, "hour_"),
        **bench_chart(hour=True),
    }


def bench_rerank() -> dict:
    """ "Which device is cheapest for my run": after a workload change, the days and cost of Llama 2 70B on 256 devices
    for every training device (core.workload_costs, the estimator per device and the TCO per device-hour), put in the
    table's frame and sorted by cost. Each run starts from another workload (nothing cached)."""
    import numpy as np

    from gpucompare.core.catalog import bundled_catalog
    from gpucompare.core.estimate import Settings
    from gpucompare.core.hwtable import build_frame
    from gpucompare.core.money import FxTable
    from gpucompare.core.tco import TcoSettings, price_column
    from gpucompare.core.workload_costs import workload_column
    from gpucompare.core.workloads import find_preset

    cat, fx = bundled_catalog(), FxTable.bundled()
    prices = price_column(cat.devices, "reference:CN+US", "CNY", fx)
    frame = build_frame(cat, "bf16", prices)
    tco = TcoSettings(site="china")
    target, other = find_preset("Llama 2 70B"), find_preset("Llama 2 7B")
    training = sum(d.is_training_device for d in cat.devices)

    times = []
    for _ in range(7):
        workload_column(cat.devices, other, 256, Settings(), prices, tco, fx)  # the workload before the change
        t0 = time.perf_counter()
        col = workload_column(cat.devices, target, 256, Settings(), prices, tco, fx)
        frame.with_workload(col)
        cost = frame.data["run_cost"]
        np.argsort(np.where(np.isnan(cost), np.inf, cost), kind="stable")
        times.append((time.perf_counter() - t0) * 1000)
    ranked = int(np.isfinite(col.cost).sum())
    return {
        "rerank_training_by_run_cost_ms": round(statistics.median(times), 1),
        "rerank_training_devices": training,
        "rerank_devices_with_a_cost": ranked,
    }


# import -------------------------------------------------------------------------------------------------------
def make_quote_sheet(path: Path, rows: int = 50_000) -> Path:
    """`quote_sheet_rows` written as an .xlsx sheet ('报价单')."""
    import openpyxl

    wb = openpyxl.Workbook(write_only=True)
    ws = wb.create_sheet("报价单")
    for row in quote_sheet_rows(rows):
        ws.append(row)
    wb.save(path)
    return path


def quote_sheet_rows(rows: int = 50_000):
    """A distributor's 50,000-line price export as they come: title, a note with the unit and date, the header on
    row 4, a total row; every row has a price and a quantity of its own (no two rows alike): prices mostly as
    numbers with cents (as ERP exports write them), one in six typed as text ('¥' amounts, 万 amounts and ranges,
    full-width digits, now and then 'on request'), over a few hundred model spellings (memory, form factor, brand
    prefixes, servers of 8)."""
    import random

    rnd = random.Random(3)
    yield ["深圳某某科技有限公司 GPU 报价单"]
    yield ["单位：人民币元，含13%增值税", None, None, "报价日期：2026-11-20"]
    yield []
    yield ["序号", "产品型号", "显存", "单价(元)", "数量", "备注"]
    devices = [
        ("A100", "80GB", 120000),
        ("H800", "80GB", 260000),
        ("RTX 4090", "24GB", 19000),
        ("V100", "32GB", 30000),
        ("H100", "80GB", 230000),
        ("A800", "80GB", 110000),
        ("H20", "96GB", 110000),
        ("L40S", "48GB", 60000),
        ("L20", "48GB", 32000),
        ("MI300X", "192GB", 150000),
        ("Gaudi2", "96GB", 80000),
        ("某国产加速卡 X1", "32GB", 50000),
    ]
    prefixes = ["", "NVIDIA ", "英伟达 ", "Nvidia "]
    forms = ["", " PCIe", " SXM", " SXM5", " 服务器版"]
    models = []
    for name, mem, base in devices:
        for pre in prefixes:
            for form in forms:
                for m in (f" {mem}", f" {mem[:-1]}", ""):
                    models.append((f"{pre}{name}{form}{m}".strip(), base))
    models += [(f"8卡{name}服务器", base * 8) for name, _m, base in devices[:8]]
    quantities = rnd.sample(range(1, 10 * rows), rows)
    cents = rnd.sample(range(0, 100 * rows), rows)  # makes every price distinct
    for i in range(rows):
        model, base = rnd.choice(models)
        price = round(base * rnd.uniform(0.85, 1.25)) + cents[i] / (100 * rows)
        style = rnd.random()
        if style < 0.83:
            cell = round(price, 2)
        elif style < 0.88:
            cell = f"¥{price:,.2f}"
        elif style < 0.92:
            cell = f"{price / 1e4:.4f}万"
        elif style < 0.95:
            cell = f"{price / 1e4:.3f}w~{price * 1.1 / 1e4:.3f}w"
        elif style < 0.98:
            cell = f"{price:,.2f}".translate(str.maketrans("0123456789,.", "０１２３４５６７８９，．"))
        else:
            cell = rnd.choice(["价格面议", "询价", "电询"])
        yield [i + 1, model, "", cell, quantities[i], ""]
    yield ["合计", None, None, None, None, None]


def bench_import() -> dict:
    import python_calamine as pc

    from gpucompare.sheets.importer import analyse
    from gpucompare.store import Workspace

    path = Path(tempfile.gettempdir()) / "gpucompare-bench-50k-distinct-v2.xlsx"
    if not path.exists():
        make_quote_sheet(path)

    def raw():
        wb = pc.CalamineWorkbook.from_path(str(path))
        return [wb.get_sheet_by_name(n).to_python() for n in wb.sheet_names]

    # interleaved, so both see the same machine load; each call starts from a clean cycle collector, so neither pays
    # for the other's garbage
    raw_t, imp_t, store_t, raw_cpu, imp_cpu = [], [], [], [], []
    preview = analyse(path)

    def timed(fn, wall: list, cpu: list) -> None:
        gc.collect()
        c0, t0 = time.process_time(), time.perf_counter()
        fn()
        wall.append((time.perf_counter() - t0) * 1000)
        cpu.append((time.process_time() - c0) * 1000)  # all threads of this process; others' load does not count

    for _ in range(9):
        timed(raw, raw_t, raw_cpu)
        timed(lambda: analyse(path), imp_t, imp_cpu)
        with tempfile.TemporaryDirectory() as d, Workspace(d) as ws:
            t0 = time.perf_counter()
            ws.add_import(preview)
            store_t.append((time.perf_counter() - t0) * 1000)
    r, i, st = statistics.median(raw_t), statistics.median(imp_t), statistics.median(store_t)
    # the ratio of each import to the raw read next to it, then their median: the pairs share the machine's load
    paired = statistics.median(a / b for a, b in zip(imp_t, raw_t, strict=True))
    return {
        "import_50k_ms": round(i),
        "import_50k_min_ms": round(min(imp_t)),
        "raw_calamine_50k_ms": round(r),
        "raw_calamine_50k_min_ms": round(min(raw_t)),
        "import_50k_ratio_vs_calamine": round(i / r, 2),
        "import_50k_min_ratio": round(min(imp_t) / min(raw_t), 2),
        "import_50k_paired_ratio": round(paired, 2),
        "import_50k_cpu_ms": round(statistics.median(imp_cpu)),
        "raw_calamine_50k_cpu_ms": round(statistics.median(raw_cpu)),
        "import_50k_cpu_ratio": round(statistics.median(imp_cpu) / statistics.median(raw_cpu), 2),
        "import_50k_store_ms": round(st),
        "import_50k_with_store_ratio": round((i + st) / r, 2),
        "import_50k_quotes": len(preview.rows),
    }


def bench_import_process(repeat: int = 7) -> dict:
    """Whole processes on the same 50k-row file: `gpucompare import --dry-run` and `--dry-run --json` against a raw
    `pandas.read_excel(engine="calamine")` (each a fresh Python), interleaved so all see the same machine load.
    gpucompare runs as installed, with its bytecode cached as pandas' is (PYTHONDONTWRITEBYTECODE dropped, a
    PYTHONPYCACHEPREFIX of its own); the same runs without bytecode and the processes' CPU times are given too."""
    path = Path(tempfile.gettempdir()) / "gpucompare-bench-50k-distinct-v2.xlsx"
    if not path.exists():
        make_quote_sheet(path)
    py = sys.executable
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        cached = {k: v for k, v in env.items() if k != "PYTHONDONTWRITEBYTECODE"}
        cached["PYTHONPYCACHEPREFIX"] = os.path.join(home, "pycache")
        cached["GPUCOMPARE_CACHE"] = os.path.join(home, "cache")  # the lexicon's copies, warmed below
        uncached = {**env, "PYTHONDONTWRITEBYTECODE": "1"}
        uncached.pop("PYTHONPYCACHEPREFIX", None)
        gc = [py, "-m", "gpucompare", "--home", home, "import", str(path), "--dry-run"]
        runs = {
            "pandas": ([py, "-c", f"import pandas as pd; pd.read_excel({str(path)!r}, engine='calamine')"], env),
            "dry_run": (gc, cached),
            "json": ([*gc, "--json"], cached),
            "dry_run_nopyc": (gc, uncached),
            "json_nopyc": ([*gc, "--json"], uncached),
            # a first run after installing (or clearing the cache): bytecode, but no lexicon copy or kept patterns
            "dry_run_cold_cache": (gc, cached),
        }
        times: dict[str, list[float]] = {k: [] for k in runs}
        cpu: dict[str, list[float]] = {k: [] for k in runs}
        # run from the tree measured: `python -m` puts the working directory before PYTHONPATH
        for cmd, e in runs.values():  # warm the file cache, the workspace and the bytecode
            subprocess.run(cmd, env=e, stdout=subprocess.DEVNULL, check=True, cwd=ROOT)
        loads = []  # the machine's load while measuring: wall-clock ratios swing with it, CPU ratios hold
        cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
        for _ in range(repeat):
            loads.append(os.getloadavg()[0])
            for k, (cmd, e) in runs.items():
                if k == "dry_run_cold_cache":
                    e = {**e, "GPUCOMPARE_CACHE": tempfile.mkdtemp(dir=home)}  # an empty cache folder each time
                t0 = time.perf_counter()
                proc = subprocess.Popen(cmd, env=e, stdout=subprocess.DEVNULL, cwd=ROOT)
                _pid, status, usage = os.wait4(proc.pid, 0)
                times[k].append((time.perf_counter() - t0) * 1000)
                cpu[k].append((usage.ru_utime + usage.ru_stime) * 1000)
                proc.returncode = os.waitstatus_to_exitcode(status)
                if proc.returncode:
                    raise RuntimeError(f"{k} failed: {proc.returncode}")
    med = {k: statistics.median(v) for k, v in times.items()}
    cmed = {k: statistics.median(v) for k, v in cpu.items()}
    return {
        "pandas_read_excel_50k_process_ms": round(med["pandas"]),
        "import_dry_run_50k_process_ms": round(med["dry_run"]),
        "import_json_50k_process_ms": round(med["json"]),
        "import_dry_run_process_ratio_vs_pandas": round(med["dry_run"] / med["pandas"], 2),
        "import_json_process_ratio_vs_pandas": round(med["json"] / med["pandas"], 2),
        "import_dry_run_cpu_ratio_vs_pandas": round(cmed["dry_run"] / cmed["pandas"], 2),
        "import_json_cpu_ratio_vs_pandas": round(cmed["json"] / cmed["pandas"], 2),
        "import_dry_run_no_bytecode_ratio_vs_pandas": round(med["dry_run_nopyc"] / med["pandas"], 2),
        "import_dry_run_cold_cache_50k_process_ms": round(med["dry_run_cold_cache"]),
        "import_dry_run_cold_cache_ratio_vs_pandas": round(med["dry_run_cold_cache"] / med["pandas"], 2),
        "import_json_no_bytecode_ratio_vs_pandas": round(med["json_nopyc"] / med["pandas"], 2),
        "import_process_load_average": f"{min(loads):.1f}-{max(loads):.1f}",
        # the workbook is read on a thread of its own only with a core to spare (load under the cores): how many runs
        "import_process_runs_reading_ahead": f"{sum(load < cores for load in loads)} of {len(loads)}",
    }


# report -------------------------------------------------------------------------------------------------------
def bench_report() -> dict:
    from PySide6.QtGui import QGuiApplication

    from gpucompare.core.catalog import bundled_catalog
    from gpucompare.core.workloads import find_preset
    from gpucompare.qtkit.report_doc import chart_image, write_pdf
    from gpucompare.report.assemble import report_input
    from gpucompare.report.builder import build_report

    QGuiApplication.instance() or QGuiApplication([])
    cat = bundled_catalog()
    devices = [cat.resolve(n) for n in ("A100 SXM4 80GB", "H100 SXM5 80GB", "H800")]
    out = Path(tempfile.gettempdir()) / "gpucompare-bench-report.pdf"
    pages = {}

    def once():
        inp = report_input(cat, devices, workload=find_preset("llama2-70b"), count=256)
        r = build_report(inp)
        pages["n"] = write_pdf(r, chart_image(inp.chart, {d.id for d in devices}), out)

    ms = median_ms(once, repeat=9, warmup=1)
    return {"report_pdf_ms": round(ms), "report_pages": pages["n"], "report_bytes": out.stat().st_size}


# start-up -----------------------------------------------------------------------------------------------------
_BARE = """
import json, sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QLabel
app = QApplication([])
w = QMainWindow(); w.setCentralWidget(QLabel("floor")); w.resize(800, 600)
class F(QObject):
    def eventFilter(self, o, e):
        if e.type() == QEvent.Type.Paint:
            print(json.dumps({"table": time.time()}), flush=True); QTimer.singleShot(0, app.quit)
        return False
f = F(); w.centralWidget().installEventFilter(f); w.show(); app.exec()
"""


def _launch(argv: list[str], env: dict) -> dict:
    t0 = time.time()
    out = subprocess.run(argv, capture_output=True, text=True, env=env, timeout=120)
    line = next((ln for ln in out.stdout.splitlines() if ln.startswith("{")), None)
    if line is None:
        raise RuntimeError(f"start-up probe printed nothing: {out.stderr[-500:]}")
    doc = json.loads(line)
    return {k: (v - t0) * 1000 for k, v in doc.items() if k in ("table", "ready")}


def bench_startup(repeat: int = 11) -> dict:
    """Process launch to the table's first paint and to the chart being ready, against a bare Qt window launched
    in the same run (interleaved, so both see the same load). Measured twice: with the bytecode cache an installed
    app has (pip compiles it at install; here a private cache written by a warm-up launch), and with none (the first
    launch after an update, or PYTHONDONTWRITEBYTECODE set): the difference is compiling gpucompare's sources.
    The ratios are medians of each launch over the bare window launched next to it."""
    home = tempfile.mkdtemp(prefix="gpucompare-bench-")
    env = {**os.environ, "GPUCOMPARE_HOME": home, "GPUCOMPARE_STARTUP_PROBE": "1", "QT_QPA_PLATFORM": "offscreen"}
    cached = {k: v for k, v in env.items() if k != "PYTHONDONTWRITEBYTECODE"}
    cached["PYTHONPYCACHEPREFIX"] = os.path.join(home, "pycache")
    uncached = {**env, "PYTHONDONTWRITEBYTECODE": "1"}
    uncached.pop("PYTHONPYCACHEPREFIX", None)
    app, bare = [sys.executable, "-m", "gpucompare"], [sys.executable, "-c", _BARE]
    for argv in (app, bare):  # warm-up: writes the bytecode cache, fills the OS file cache
        _launch(argv, cached)
    runs: dict[str, list] = {"app": [], "bare": [], "app_nopyc": [], "bare_nopyc": []}
    for _ in range(repeat):
        runs["bare"].append(_launch(bare, cached)["table"])
        runs["app"].append(_launch(app, cached))
        runs["bare_nopyc"].append(_launch(bare, uncached)["table"])
        runs["app_nopyc"].append(_launch(app, uncached))
    med = statistics.median

    def ratio(app_runs, bare_runs) -> float:  # each launch against the bare window launched next to it
        return round(med(a["table"] / b for a, b in zip(app_runs, bare_runs, strict=True)), 2)

    return {
        "startup_table_ms": round(med(r["table"] for r in runs["app"])),
        "startup_ready_ms": round(med(r["ready"] for r in runs["app"])),
        "floor_bare_qt_window_ms": round(med(runs["bare"])),
        "startup_table_ratio_vs_bare": ratio(runs["app"], runs["bare"]),
        "startup_table_no_bytecode_ms": round(med(r["table"] for r in runs["app_nopyc"])),
        "startup_ready_no_bytecode_ms": round(med(r["ready"] for r in runs["app_nopyc"])),
        "floor_bare_no_bytecode_ms": round(med(runs["bare_nopyc"])),
        "startup_table_no_bytecode_ratio_vs_bare": ratio(runs["app_nopyc"], runs["bare_nopyc"]),
    }


# a workspace used for years ---------------------------------------------------------------------------------
def bench_scale() -> dict:
    """The scale run of issue 24 (tests/perf/scale.py builds the workspace: 100,000 quotes with distinct values
    from 5,000 imports, a 20,000-device catalog): every Quotes-view action (its own slot, the median of 5; the
    whole window's answer, other views included, beside it), an .xlsx and a .csv export of 40,000 quotes,
    importing a sheet of 2,000 distinct unknown names, and the Open-comparison menu over 40,000 saved names."""
    from PySide6.QtCore import Qt

    from tests.perf.scale import build

    out: dict = {}
    with tempfile.TemporaryDirectory() as d:
        home = Path(d) / "ws"
        t0 = time.perf_counter()
        picks = build(home)
        out["scale_build_s"] = round(time.perf_counter() - t0, 1)
        out.update(_scale_window(home, picks, Qt))
        out.update(_scale_exports(home, Path(d)))
        out.update(_scale_names(home, Path(d)))
    return out


def _scale_window(home: Path, picks: dict, Qt) -> dict:
    from gpucompare.gui.app import build_main_window, make_app
    from gpucompare.gui.commands import AssignDeviceCommand

    app = make_app([])
    t0 = time.perf_counter()
    win = build_main_window(str(home))
    win.show()
    win.finish_startup()
    app.processEvents()
    out = {"scale_window_open_s": round(time.perf_counter() - t0, 2)}
    qv = win.quotes
    t0 = time.perf_counter()
    # the Quotes view's columns and every device's chosen quote, both read off the GUI thread
    pending = getattr(win.session, "quotes_pending", False)
    while (qv.table is None or getattr(win.session, "quotes_pending", False)) and time.perf_counter() - t0 < 120:
        app.processEvents()
        time.sleep(0.005)
    out["scale_quotes_pending_after_open"] = bool(pending)
    out["scale_quotes_read_off_thread_s"] = round(time.perf_counter() - t0, 2)
    actions: dict[str, float] = {}

    def timed(name: str, fn, repeat: int = 5, undo=None, before=None) -> None:
        times = []
        for _ in range(repeat):
            if before is not None:
                before()
                app.processEvents()
            t = time.perf_counter()
            fn()
            app.processEvents()
            qv.view.viewport().repaint()
            times.append((time.perf_counter() - t) * 1000)
            if undo is not None:
                undo()
                app.processEvents()
        actions[name] = round(statistics.median(times), 1)

    show = qv.show_box
    devices = [picks["hot"], picks["warm"], picks["cold"]]
    for label, pick, other in (
        ("20,000 quotes", "hot", "warm"),
        ("2,000 quotes", "warm", "hot"),
        ("one quote", "cold", "hot"),
    ):
        timed(
            f"switch device ({label})",
            lambda pick=pick: qv.set_device(picks[pick]),
            before=lambda other=other: qv.set_device(picks[other]),
        )
    timed(
        "all quotes",
        lambda: show.setCurrentIndex(show.findData("all")),
        before=lambda: show.setCurrentIndex(show.findData("device")),
    )
    flip = [Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder]
    for c, col in enumerate(qv.model.columns):  # from another column's order each time, both directions in turn

        def sort_once(c=c) -> None:
            flip.reverse()
            qv.view.sortByColumn(c, flip[0])

        timed(f"sort all by {col.title}", sort_once, before=lambda c=c: qv.view.sortByColumn((c + 4) % 9, flip[1]))
    timed("scroll to the last quote", lambda: (qv.view.scrollToTop(), qv.view.scrollToBottom()))
    timed(
        "quotes that need a device",
        lambda: show.setCurrentIndex(show.findData("unknown")),
        before=lambda: show.setCurrentIndex(show.findData("all")),
    )
    show.setCurrentIndex(show.findData("device"))
    qv.set_device(devices[0])
    app.processEvents()
    s = win.session
    quote_id = int(qv.table.ids[qv.table.of_device(devices[0])[0]])
    # the Quotes view's own answer to a device chosen for a quote (its slot), and the whole window's
    view_only = []
    whole = []
    for _ in range(5):
        s.workspace.set_quote_device(quote_id, devices[2])
        t = time.perf_counter()
        qv.refresh()
        view_only.append((time.perf_counter() - t) * 1000)
        s.workspace.set_quote_device(quote_id, devices[0])
        qv.refresh()
        t = time.perf_counter()
        s.undo_stack.push(AssignDeviceCommand(s, quote_id, devices[2]))
        app.processEvents()
        whole.append((time.perf_counter() - t) * 1000)
        s.undo_stack.undo()
        app.processEvents()
    actions["choose a quote's device (the view)"] = round(statistics.median(view_only), 1)
    out["scale_choose_device_whole_window_ms"] = round(statistics.median(whole), 1)
    imp = max(qv.table.imports)
    n = s.workspace.remove_import(imp)
    t = time.perf_counter()
    qv.refresh()
    actions["remove an import (the view)"] = round((time.perf_counter() - t) * 1000, 1)
    assert n > 0
    out["scale_quotes_view_actions_ms"] = actions
    out["scale_quotes_view_action_max_ms"] = max(actions.values())
    # Open comparison over 40,000 saved names: the menu as it opens
    s.workspace.set_saved_comparisons(
        {f"Option {i:05d}": {"ids": devices[:2], "baseline": devices[0]} for i in range(40_000)}
    )
    t = time.perf_counter()
    win._fill_open_comparison_menu()
    out["scale_open_comparison_menu_40k_ms"] = round((time.perf_counter() - t) * 1000, 1)
    win.shutdown()
    win.close()
    app.processEvents()
    return out


def _scale_exports(home: Path, folder: Path) -> dict:
    from gpucompare.sheets.export import export_quotes
    from gpucompare.store import Workspace

    with Workspace(str(home)) as ws:
        quotes = ws.quotes()[:40_000]
    out = {}
    for suffix in (".xlsx", ".csv"):
        t = time.perf_counter()
        export_quotes(quotes, folder / f"q{suffix}")
        out[f"scale_{suffix[1:]}_export_40k_s"] = round(time.perf_counter() - t, 2)
    return out


def _scale_names(home: Path, folder: Path) -> dict:
    """A vendor sheet of 2,000 rows, each a model no catalog holds (distinct names, prices), imported (dry run)
    against the 20,000-device catalog: the resolver's index and prefilter at work."""
    import random

    from openpyxl import Workbook

    from gpucompare.sheets.importer import analyse
    from gpucompare.store import Workspace

    rng = random.Random(5)
    words = ("Ultra", "Pro", "Max", "Edge", "Prime", "Turbo", "Neo", "Quant", "Hyper", "Apex")
    names: set[str] = set()
    while len(names) < 2000:
        names.add(
            f"{rng.choice(('Zeta', 'Omni', 'Vortex', 'Stratos', 'Helix'))} {rng.choice(words)} "
            f"{rng.randint(100, 99999)}{rng.choice('ABCDXZ')} {rng.choice((16, 24, 48, 96))}GB"
        )
    wb = Workbook()
    ws = wb.active
    ws.append(["型号", "单价(元)", "数量"])
    for i, n in enumerate(sorted(names)):
        ws.append([n, 50_000 + i * 13, 1 + i % 8])
    path = folder / "unknown_names.xlsx"
    wb.save(path)
    with Workspace(str(home)) as w:
        cat = w.catalog()
        t = time.perf_counter()
        preview = analyse(path, catalog=cat)
        took = time.perf_counter() - t
    unknown = sum(1 for q in preview.rows if q[2] is None)
    return {"scale_unknown_names_2000_s": round(took, 2), "scale_unknown_names_kept_unknown": unknown}


BENCHES = {
    "estimator": bench_estimator,
    "table": bench_table,
    "chart": bench_chart,
    "import": bench_import,
    "import_process": bench_import_process,
    "report": bench_report,
    "hour": bench_hour,
    "rerank": bench_rerank,
    "startup": bench_startup,
    "scale": bench_scale,
}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--only", default="", help="comma-separated: " + ",".join(BENCHES))
    args = ap.parse_args()
    wanted = [b for b in args.only.split(",") if b] or list(BENCHES)
    figures: dict = {}
    for name in wanted:
        figures.update(BENCHES[name]())
    if args.json:
        print(json.dumps({**figures, "budgets": {k: v for k, v in BUDGETS.items() if k in figures}}, indent=1))
        return
    for k, v in figures.items():
        if isinstance(v, dict):
            for name, ms in v.items():
                print(f"  {name:<38} {ms:>10}")
            continue
        budget = BUDGETS.get(k)
        verdict = "" if budget is None else ("ok" if v <= budget else "OVER BUDGET")
        print(f"{k:<40} {v:>10}   {'budget ' + str(budget) if budget else 'floor/info':<14} {verdict}")


if __name__ == "__main__":
    main()
