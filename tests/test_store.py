"""The workspace: one transaction per import, re-import adds nothing, undo restores, damage is survived."""

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap

import pytest

from gpucompare.sheets.importer import analyse
from gpucompare.store import MIGRATIONS, Workspace

from .sheets.conftest import SHEETS, TODAY


def test_import_reimport_and_undo(tmp_path):
    with Workspace(tmp_path) as ws:
        p = analyse(SHEETS / "cn_distributor_quote.xlsx", today=TODAY)
        first = ws.add_import(p)
        assert first.added == 6 and len(ws.quotes()) == 6
        again = ws.add_import(analyse(SHEETS / "cn_distributor_quote.xlsx", today=TODAY))
        assert again.added == 0 and again.duplicate_of == first.import_id and "already imported" in again.message
        ws.add_import(analyse(SHEETS / "us_reseller_quote.xlsx", today=TODAY))
        assert len(ws.quotes()) == 11
        q = ws.quotes("nvidia-h800-sxm5-80gb")[0]
        assert (q["vendor"], q["file_name"], q["sheet"], q["source_row"], q["as_of"]) == (
            "深圳某某科技有限公司",
            "cn_distributor_quote.xlsx",
            "报价单",
            6,
            "2026-11-20",
        )
        assert ws.remove_import(first.import_id) == 6
        assert len(ws.quotes()) == 5 and all(r["file_name"] == "us_reseller_quote.xlsx" for r in ws.quotes())


def test_failed_import_writes_nothing(tmp_path):
    with Workspace(tmp_path) as ws:
        p = analyse(SHEETS / "cn_distributor_quote.xlsx", today=TODAY)

        def boom(_):
            raise RuntimeError("disk full")

        with pytest.raises(RuntimeError):
            ws.add_import(p, before_commit=boom)
        assert ws.quotes() == [] and ws.imports() == []


def test_import_killed_midway_leaves_the_workspace_as_before(tmp_path):
    code = textwrap.dedent(
        f"""
        import os, signal, sys
        sys.path.insert(0, {str(os.getcwd())!r})
        from gpucompare.sheets.importer import analyse
        from gpucompare.store import Workspace
        ws = Workspace({str(tmp_path)!r})
        p = analyse({str(SHEETS / "cn_distributor_quote.xlsx")!r})
        def die(_):
            os.kill(os.getpid(), signal.SIGKILL)
        ws.add_import(p, before_commit=die)
        """
    )
    with Workspace(tmp_path) as ws:
        ws.add_import(analyse(SHEETS / "us_reseller_quote.xlsx", today=TODAY))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, timeout=120)
    assert out.returncode == -signal.SIGKILL
    with Workspace(tmp_path) as ws:
        assert ws.notice is None
        assert len(ws.imports()) == 1 and len(ws.quotes()) == 5


def test_damaged_database_is_kept_aside(tmp_path):
    db = tmp_path / "workspace.sqlite"
    db.write_bytes(b"this is not a database" * 100)
    with Workspace(tmp_path) as ws:
        assert ws.notice and "damaged" in ws.notice
        assert ws.quotes() == []
    backups = list(tmp_path.glob("workspace.damaged-*.sqlite"))
    assert len(backups) == 1 and backups[0].read_bytes().startswith(b"this is not")


def test_schema_is_versioned(tmp_path):
    Workspace(tmp_path).close()
    conn = sqlite3.connect(tmp_path / "workspace.sqlite")
    assert conn.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


# --- temporary errors are not damage; concurrent first imports; a failed ROLLBACK ------------------------------------
def _first_import(home: str, sheet_name: str, barrier, results) -> None:
    """One process: open a (new) workspace and import one sheet, at the same moment as its partner."""
    from gpucompare.store import Workspace as W

    preview = analyse(SHEETS / sheet_name, today=TODAY)
    barrier.wait(timeout=30)
    try:
        with W(home) as ws:
            r = ws.add_import(preview)
            results.put(("ok", r.added, r.duplicate_of, ws.notice))
    except Exception as err:  # reported, not raised: the parent counts it
        results.put(("error", type(err).__name__, str(err), None))


def _pairs(tmp_path, n: int, sheets: tuple[str, str]):
    import multiprocessing as mp

    ctx = mp.get_context("fork")
    outcomes = []
    for i in range(n):
        home = str(tmp_path / f"pair{i}")
        barrier, results = ctx.Barrier(2), ctx.Queue()
        procs = [ctx.Process(target=_first_import, args=(home, s, barrier, results)) for s in sheets]
        for p in procs:
            p.start()
        got = [results.get(timeout=60) for _ in procs]
        for p in procs:
            p.join(timeout=60)
        with Workspace(home) as ws:
            imports = len(ws.imports())
        aside = [f for f in os.listdir(home) if ".damaged-" in f]
        outcomes.append((got, imports, aside))
    return outcomes


@pytest.mark.skipif(sys.platform == "win32", reason="fork")
def test_concurrent_first_imports_both_count_and_nothing_is_set_aside(tmp_path):
    outcomes = _pairs(tmp_path, 50, ("cn_distributor_quote.xlsx", "us_reseller_quote.xlsx"))
    errors = [g for got, _, _ in outcomes for g in got if g[0] != "ok"]
    assert errors == []
    assert [imports for _, imports, _ in outcomes] == [2] * 50  # both imports stored, every time
    assert [a for _, _, a in outcomes if a] == []  # no workspace set aside
    assert all(g[3] is None for got, _, _ in outcomes for g in got)  # nobody was told "damaged"


@pytest.mark.skipif(sys.platform == "win32", reason="fork")
def test_the_same_file_imported_twice_at_once_is_stored_once_without_a_traceback(tmp_path):
    outcomes = _pairs(tmp_path, 20, ("cn_distributor_quote.xlsx", "cn_distributor_quote.xlsx"))
    for got, imports, aside in outcomes:
        assert all(g[0] == "ok" for g in got), got
        assert imports == 1 and not aside
        assert sorted(g[1] for g in got) == [0, 6]  # one added the rows, the other was told it was a duplicate


@pytest.mark.parametrize(
    "message", ["database is locked", "database or disk is full", "table imports already exists", "disk I/O error"]
)
def test_a_temporary_error_is_said_and_the_workspace_is_never_set_aside(tmp_path, monkeypatch, message):
    from gpucompare.store import WorkspaceError

    with Workspace(tmp_path) as ws:
        ws.add_import(analyse(SHEETS / "cn_distributor_quote.xlsx", today=TODAY))

    def failing(conn):
        raise sqlite3.OperationalError(message)

    monkeypatch.setattr(Workspace, "_migrate", staticmethod(failing))
    with pytest.raises(WorkspaceError) as err:
        Workspace(tmp_path)
    assert "cannot be used now" in str(err.value)
    assert not [f for f in os.listdir(tmp_path) if ".damaged-" in f]
    monkeypatch.undo()
    with Workspace(tmp_path) as ws:
        assert ws.quote_count() == 6 and ws.notice is None  # the quotes are all still there


def test_a_file_sqlite_calls_corrupt_is_set_aside(tmp_path):
    (tmp_path / "workspace.sqlite").write_bytes(b"this is not a database" * 100)
    with Workspace(tmp_path) as ws:
        assert ws.notice and "damaged" in ws.notice and ws.quote_count() == 0
    assert [f for f in os.listdir(tmp_path) if ".damaged-" in f]


def test_a_failed_rollback_does_not_hide_the_real_error(tmp_path):
    from gpucompare.store import WorkspaceError

    with Workspace(tmp_path) as ws:

        def disk_full(_import_id):
            ws.conn.execute("ROLLBACK")  # the transaction is gone: the app's own ROLLBACK will fail
            raise sqlite3.OperationalError("database or disk is full")

        with pytest.raises(WorkspaceError) as err:
            ws.add_import(analyse(SHEETS / "cn_distributor_quote.xlsx", today=TODAY), before_commit=disk_full)
        assert "disk is full" in str(err.value)
        assert ws.quote_count() == 0 and ws.imports() == []


def test_numbers_stored_by_hand_are_checked(tmp_path):
    """A price of 5e-324, a rate of 0 and garbage preferences in the workspace are ignored, not fatal."""
    with Workspace(tmp_path) as ws:
        r = ws.add_import(analyse(SHEETS / "cn_distributor_quote.xlsx", today=TODAY))
        ws.conn.execute(
            "UPDATE quotes SET price_min = 5e-324, price_max = 5e-324 WHERE import_id = ? AND id % 2 = 0",
            (r.import_id,),
        )
        ws.conn.execute("INSERT INTO fx_rates VALUES ('CNY', 0, '2099-01-01', 'hand')")
        ws.conn.execute("INSERT INTO fx_rates VALUES ('EUR', 1e308, '2099-01-01', 'hand')")
        for key, value in (("pue", "abc"), ("electricity_usd_per_kwh", "nan"), ("amortisation_years", "-3")):
            ws.set_setting(key, value)
        ws.set_setting("utilization.nvidia-hopper", "lots")
        priced = [q for q in ws.quotes() if not q["price_on_request"]]
        assert priced and all(q["price_min"] > 1 for q in priced)
        assert all(q["price_min"] > 1 for q in ws.latest_quotes().values())
        fx = ws.fx()
        assert fx.rates["CNY"].per_usd > 1 and fx.rates["EUR"].per_usd < 10
        assert ws.estimate_preferences() == {}
