"""The workspace: one transaction per import, re-import adds nothing, undo restores, damage is survived."""

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap

import pytest

from gpucompare.sheets.importer import analyse
from gpucompare.store import Workspace

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
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
