"""The reliability report (a Markdown table for the README): every attack of the last round (hostile files, sheet
text in the window, exports, concurrent first imports, kills, a command-line fuzz) and of the catalog-update round
(`attacks24`: shadowing and respelled catalog rows, hostile downloads, non-regular sources, package bombs, look-alike
letters, impossible values, locales, faults), each with tries, crashes, tracebacks, hangs, data lost and
security-relevant findings. Everything runs in temporary folders; exit 1 unless every failure column is 0.

    .venv/bin/python tests/robustness/report.py [--quick]
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from tests.robustness.make_hostile import CONTROLS, FORMULAS, HERE, HOSTILE_VENDOR, IMG, PROBE  # noqa: E402

TRIGGERS = ("=", "+", "-", "@", "\t", "\r", "\uff1d", "\uff0b", "\uff0d", "\uff20")


def hostile_files() -> list[Path]:
    broken = ROOT / "tests" / "fixtures" / "sheets" / "broken"
    return sorted(HERE.iterdir()) + sorted(broken.iterdir())


def files_tried(tmp: Path) -> tuple[int, int]:
    """Each hostile or broken file imported (dry run and for real) by a separate process: a crash is an exit
    other than 0, 1 or 2, a traceback, or a line that is not one line."""
    tried = crashes = 0
    for f in hostile_files():
        for extra in (["--dry-run"], []):
            out = subprocess.run(
                [sys.executable, "-m", "gpucompare", "--home", str(tmp / "files"), "import", str(f), *extra],
                capture_output=True,
                text=True,
                timeout=120,
                cwd=ROOT,
            )
            tried += 1
            bad_err = out.returncode != 0 and out.stderr.count("\n") != 1
            if out.returncode not in (0, 1, 2) or "Traceback" in out.stderr or bad_err or "\x1b" in out.stdout:
                crashes += 1
                print(f"  crash: {f.name} {extra}: {out.returncode} {out.stderr[-300:]}", file=sys.stderr)
    return tried, crashes


def opens_outside(tmp: Path) -> int:
    """Hostile text through the window (custom device compared, quotes, import dialog, restart): probe opens."""
    import shutil

    from PySide6.QtCore import QModelIndex, QPoint, qInstallMessageHandler
    from PySide6.QtWidgets import QAbstractItemView, QApplication, QLabel, QToolTip, QWidget

    from gpucompare.cli import run
    from gpucompare.gui.app import build_main_window, make_app
    from tests.robustness.probe import FileProbe, available

    if not available():
        return -1
    qInstallMessageHandler(lambda *_: None)  # the offscreen platform's "does not support raise()" notes
    home = tmp / "gui"
    os.environ["GPUCOMPARE_HOME"] = str(home)
    old_cwd = os.getcwd()
    os.chdir(tmp)
    sheet = tmp / f"{IMG}.xlsx"
    shutil.copy(HERE / "html_quote.xlsx", sheet)

    def show_all(root: QWidget) -> None:
        root.grab()
        for label in root.findChildren(QLabel):
            label.grab()
        tips = [w.toolTip() for w in root.findChildren(QWidget) if w.toolTip()]
        for view in root.findChildren(QAbstractItemView):
            m = view.model()
            if m is None:
                continue
            try:
                cols = m.columnCount(QModelIndex())
            except TypeError:
                cols = 1
            for r in range(min(m.rowCount(QModelIndex()), 400)):
                tips += [str(t) for c in range(cols) if (t := m.data(m.index(r, c), 3))]
        for t in tips:
            if "img" in t:
                QToolTip.showText(QPoint(5, 5), t, root)
                QApplication.processEvents()
        QToolTip.hideText()

    from contextlib import redirect_stdout
    from io import StringIO

    with FileProbe(tmp / PROBE) as probe, redirect_stdout(StringIO()):
        run(["--home", str(home), "import", str(HERE / "html_specs.xlsx")])
        run(["--home", str(home), "import", str(sheet), "--vendor", HOSTILE_VENDOR])
        app = make_app([])
        win = build_main_window(str(home))
        win.show()
        win.finish_startup()
        s = win.session
        custom = next(d for d in s.catalog.devices if d.custom)
        s.set_basis("quote")
        s.set_comparison([custom.id, "nvidia-h800-sxm5-80gb"])
        win.quotes.set_device("nvidia-h800-sxm5-80gb")
        show_all(win)
        d = win.open_import(str(sheet))
        deadline = time.monotonic() + 60
        while d.preview is None and not d.error and time.monotonic() < deadline:
            app.processEvents()
            time.sleep(0.01)
        show_all(d)
        d.reject()
        win.save_state()
        win.shutdown()
        win.close()
        win2 = build_main_window(str(home))
        win2.show()
        win2.finish_startup()
        show_all(win2)
        win2.shutdown()
        win2.close()
        app.processEvents()
    os.chdir(old_cwd)
    return probe.opened


def injected_cells(tmp: Path) -> tuple[int, int, int]:
    """Hostile quotes and catalog rows exported to .xlsx and .csv: cells a spreadsheet would run, of all cells."""
    import csv

    from openpyxl import load_workbook

    from gpucompare.core.catalog import device_from_row
    from gpucompare.sheets.export import export_catalog, export_quotes
    from gpucompare.sheets.importer import analyse
    from gpucompare.store import Workspace

    with Workspace(tmp / "exports") as ws:
        ws.add_import(analyse(HERE / "html_quote.xlsx", vendor=FORMULAS[0]))
        quotes = ws.quotes()
        cat = ws.catalog()
    texts = FORMULAS + CONTROLS
    quotes += [{**quotes[0], "vendor": t, "raw_model": t, "notes": t, "raw_price": t} for t in texts]
    cat = cat.with_custom(
        [
            device_from_row({"id": f"custom-{i}", "vendor": t, "model": t, "source": t}, custom=True)
            for i, t in enumerate(texts)
        ]
    )
    injected = total = failed = 0
    for suffix in (".xlsx", ".csv"):
        for name, write in (
            ("quotes", lambda p: export_quotes(quotes, p)),
            ("catalog", lambda p: export_catalog(cat, p)),
        ):
            try:
                path = write(tmp / f"{name}{suffix}")
            except Exception as err:  # noqa: BLE001 - an export that fails is a figure, not the end of the report
                print(f"  export failed: {name}{suffix}: {type(err).__name__}: {err}"[:300], file=sys.stderr)
                failed += 1
                continue
            if suffix == ".xlsx":
                for row in load_workbook(path).active.iter_rows():
                    for c in row:
                        total += 1
                        bad_text = isinstance(c.value, str) and (c.value[:1] in TRIGGERS and not c.quotePrefix)
                        injected += c.data_type == "f" or bad_text or (isinstance(c.value, str) and "\x00" in c.value)
            else:
                with open(path, encoding="utf-8-sig", newline="") as fh:
                    for row in csv.reader(fh):
                        for c in row:
                            total += 1
                            injected += c[:1] in TRIGGERS or "\x00" in c or "\x1b" in c
    return injected, total, failed


def set_aside(tmp: Path, pairs: int) -> tuple[int, int, int]:
    """Concurrent first imports of two sheets into new workspaces: (pairs, workspaces set aside, imports lost)."""
    from tests.test_store import _pairs

    outcomes = _pairs(tmp / "pairs", pairs, ("cn_distributor_quote.xlsx", "us_reseller_quote.xlsx"))
    aside = sum(1 for _, _, a in outcomes if a)
    lost = sum(2 - imports for _, imports, _ in outcomes)
    return pairs, aside, lost


def kills(tmp: Path, n: int) -> tuple[int, int, int]:
    """kill -9 the moment a report or an export starts writing over a good file: (kills, landed, files lost)."""
    from gpucompare.cli import run
    from tests.test_cli_contract import kill_while_writing

    out = tmp / "out"
    out.mkdir()
    env = {**os.environ, "GPUCOMPARE_HOME": str(tmp / "kill-ws")}
    report = ["report", "--devices", "H800,Gaudi2"]
    target = out / "r.pdf"
    from contextlib import redirect_stdout
    from io import StringIO

    with redirect_stdout(StringIO()):
        run(["--home", str(tmp / "kill-ws"), *report, "--pdf", str(target)])
    good = target.read_bytes()
    landed = lost = 0
    for _ in range(n):
        landed += kill_while_writing([*report, "--pdf", str(target)], target, env)
        lost += target.read_bytes() != good
    return n, landed, lost


def fuzzed(tmp: Path, n: int) -> dict:
    from tests.robustness.test_cli_fuzz import fuzz

    return fuzz(n, seed=20261203, home=str(tmp / "fuzz"), time_limit_s=120)


def main() -> int:
    """One table: the last round's attacks (hostile files, sheet text in the window, exports, concurrent first
    imports, kills, a command-line fuzz) and this round's (`attacks24`), each with tries, crashes, tracebacks,
    hangs, data lost and security-relevant findings; exit 1 unless every failure column is 0."""
    from tests.robustness import attacks24 as a24

    quick = "--quick" in sys.argv
    rows: list[a24.Row] = []
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        tried, crashes = files_tried(tmp)
        rows.append(a24.Row("hostile and broken files imported (dry run and for real)", tried, crashes))
        opened = opens_outside(tmp)
        rows.append(
            a24.Row(
                "sheet text shown in the window (files opened outside the workspace)", 1, 0, 0, 0, 0, max(opened, 0)
            )
        )
        injected, cells, failed_exports = injected_cells(tmp)
        rows.append(
            a24.Row(
                f"hostile quotes and catalog exported ({cells} cells; cells a spreadsheet would run)",
                4,
                failed_exports,
                0,
                0,
                0,
                injected,
            )
        )
        pairs, aside, lost_imports = set_aside(tmp, 10 if quick else 50)
        rows.append(
            a24.Row("concurrent first imports into new workspaces (pairs)", pairs, 0, 0, 0, aside + lost_imports)
        )
        k, landed, lost_files = kills(tmp, 5 if quick else 20)
        rows.append(a24.Row(f"kill -9 as a report starts writing ({landed} landed mid-write)", k, 0, 0, 0, lost_files))
        f = fuzzed(tmp, 200 if quick else 1000)
        rows.append(
            a24.Row(
                "fuzzed command lines (NaN answers count as security-relevant)",
                f["runs"],
                0,
                f["tracebacks"],
                f["hangs"],
                0,
                f["nan_answers"],
            )
        )
        for attack in (
            a24.catalog_updates,
            a24.risky_updates_and_rollback,
            a24.hostile_downloads,
            a24.special_sources,
            a24.package_bombs,
            a24.lookalikes,
            a24.impossible_values,
            a24.locales,
            a24.faults,
        ):
            sub = tmp / attack.__name__
            sub.mkdir()
            t0 = time.monotonic()
            rows.append(attack(sub))
            print(f"  {attack.__name__}: {time.monotonic() - t0:.0f} s", file=sys.stderr)
    print("| attack | tries | crashes | tracebacks | hangs | data lost | security-relevant |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for r in rows:
        print(f"| {r.attack} | {r.tries} | {r.crashes} | {r.tracebacks} | {r.hangs} | {r.lost} | {r.security} |")
    total = a24.Row("**total**")
    for r in rows:
        for f_ in ("tries", "crashes", "tracebacks", "hangs", "lost", "security"):
            setattr(total, f_, getattr(total, f_) + getattr(r, f_))
    print(
        f"| **total** | **{total.tries}** | **{total.crashes}** | **{total.tracebacks}** | **{total.hangs}** | "
        f"**{total.lost}** | **{total.security}** |"
    )
    return 1 if total.failures() else 0


if __name__ == "__main__":
    sys.exit(main())
