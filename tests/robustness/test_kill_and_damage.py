"""Imports killed with SIGKILL at random moments leave the workspace all-or-nothing; a damaged workspace file is
kept aside, the user is told, and work goes on in a fresh one."""

import csv
import os
import random
import signal
import subprocess
import sys
import time

import pytest

from gpucompare.cli import run
from gpucompare.store import Workspace

ROWS = 30_000


@pytest.fixture(scope="module")
def big_csv(tmp_path_factory):
    path = tmp_path_factory.mktemp("big") / "quote.csv"
    with open(path, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["Model", "Unit Price (USD)", "Qty"])
        for i in range(ROWS):
            w.writerow([("H100 SXM5 80GB", "A100 80GB PCIe", "L40S")[i % 3], 10_000 + i, 1 + i % 8])
    return path


def _import(home, path) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "gpucompare", "--home", str(home), "import", str(path)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_import_killed_at_random_moments_is_all_or_nothing(tmp_path, big_csv):
    t0 = time.perf_counter()
    full = _import(tmp_path / "full", big_csv)
    assert full.wait(timeout=120) == 0, full.stderr.read()
    duration = time.perf_counter() - t0
    rng = random.Random(7)
    outcomes = []
    for k in range(6):
        home = tmp_path / f"kill{k}"
        proc = _import(home, big_csv)
        time.sleep(rng.uniform(0.05, 1.0) * duration)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=60)
        with Workspace(home) as ws:
            assert ws.notice is None  # SQLite's journal rolled the half-done import back: nothing damaged
            n, imports = ws.quote_count(), len(ws.imports())
        assert (n, imports) in ((0, 0), (ROWS, 1)), (k, n, imports)
        outcomes.append(n)
    # and an import into a workspace that was killed mid-way goes through afterwards
    assert run(["--home", str(tmp_path / "kill0"), "import", str(big_csv)]) == 0
    with Workspace(tmp_path / "kill0") as ws:
        assert ws.quote_count() == ROWS


def _damage(home, how: str):
    with Workspace(home) as ws:
        from gpucompare.sheets.importer import analyse
        from tests.sheets.conftest import SHEETS

        ws.add_import(analyse(SHEETS / "cn_distributor_quote.xlsx"))
    db = home / "workspace.sqlite"
    data = db.read_bytes()
    if how == "garbage":
        db.write_bytes(b"not a database at all " * 200)
    elif how == "truncated":
        db.write_bytes(data[: len(data) // 2])
    else:  # a page in the middle overwritten
        db.write_bytes(data[:4096] + os.urandom(4096) + data[8192:])


@pytest.mark.parametrize("how", ["garbage", "truncated", "scribbled"])
def test_a_damaged_workspace_is_kept_aside_and_a_fresh_one_started(tmp_path, capsys, how):
    home = tmp_path / "ws"
    _damage(home, how)
    assert run(["--home", str(home), "quotes", "--json"]) == 0
    err = capsys.readouterr().err
    assert "damaged" in err and "kept as workspace.damaged-" in err and err.count("\n") == 1
    backups = list(home.glob("workspace.damaged-*.sqlite"))
    assert len(backups) == 1 and backups[0].stat().st_size > 0
    with Workspace(home) as ws:
        assert ws.notice is None and ws.quote_count() == 0  # the fresh one is healthy


def test_the_window_starts_on_a_damaged_workspace_and_says_so(tmp_path, qtbot):
    from gpucompare.gui.app import build_main_window, make_app

    home = tmp_path / "ws"
    _damage(home, "garbage")
    make_app([])
    win = build_main_window(str(home))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitUntil(lambda: bool(win.reporter.shown), timeout=5000)
    try:
        assert "damaged" in win.reporter.shown[0] and win.hardware.model.rowCount() >= 35
    finally:
        win.shutdown()
