"""The user's workspace in SQLite: imports with provenance, quotes, custom devices, FX rates, settings.

WAL journal, a versioned schema with migrations, and one transaction per import: all of it or none of it.
A damaged database is kept aside as a backup and a fresh workspace is started, with a message saying so.
"""

from __future__ import annotations

import datetime as dt
import json
import math
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from gpucompare.errors import UserError
from gpucompare.paths import workspace_dir

DB_NAME = "workspace.sqlite"

MIGRATIONS: list[str] = [
    # 1: the first schema
    """
    CREATE TABLE imports (
        id INTEGER PRIMARY KEY,
        file_name TEXT NOT NULL, file_path TEXT NOT NULL, sha256 TEXT NOT NULL, sheet TEXT NOT NULL,
        kind TEXT NOT NULL, vendor TEXT NOT NULL, header_row INTEGER NOT NULL, mapping_json TEXT NOT NULL,
        rows_count INTEGER NOT NULL, rejected_count INTEGER NOT NULL, warnings_json TEXT NOT NULL,
        as_of TEXT NOT NULL, imported_at TEXT NOT NULL,
        UNIQUE (sha256, sheet)
    );
    CREATE TABLE quotes (
        id INTEGER PRIMARY KEY,
        import_id INTEGER NOT NULL REFERENCES imports(id) ON DELETE CASCADE,
        vendor TEXT NOT NULL, file_name TEXT NOT NULL, sheet TEXT NOT NULL, source_row INTEGER NOT NULL,
        raw_model TEXT NOT NULL, raw_price TEXT NOT NULL, cell TEXT NOT NULL,
        device_id TEXT, match_confidence REAL NOT NULL,
        price_min REAL, price_max REAL, currency TEXT, price_kind TEXT NOT NULL, price_on_request INTEGER NOT NULL,
        quantity REAL, units_per_item REAL NOT NULL, lead_time TEXT NOT NULL, notes TEXT NOT NULL, as_of TEXT NOT NULL
    );
    CREATE INDEX quotes_device ON quotes(device_id, as_of);
    CREATE TABLE custom_devices (
        id TEXT PRIMARY KEY, row_json TEXT NOT NULL,
        import_id INTEGER REFERENCES imports(id) ON DELETE CASCADE, created_at TEXT NOT NULL
    );
    CREATE TABLE fx_rates (
        currency TEXT NOT NULL, per_usd REAL NOT NULL, as_of TEXT NOT NULL, source TEXT NOT NULL,
        PRIMARY KEY (currency, as_of)
    );
    CREATE TABLE vendor_mappings (vendor TEXT PRIMARY KEY, mapping_json TEXT NOT NULL, updated_at TEXT NOT NULL);
    CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    """,
]

QUOTE_FIELDS = ("source_row", "raw_model", "raw_price", "cell", "device_id", "match_confidence", "price_min",
                "price_max", "currency", "price_kind", "price_on_request", "quantity", "units_per_item", "lead_time",
                "notes")  # fmt: skip


class WorkspaceError(UserError):
    exit_code = 1


@dataclass
class ImportResult:
    import_id: int | None
    added: int
    duplicate_of: int | None = None
    message: str = ""


def _now() -> str:
    return dt.datetime.now().isoformat(timespec="seconds")


class Workspace:
    """One SQLite file in the workspace folder. Use as a context manager or call close()."""

    def __init__(self, home: str | Path | None = None, path: Path | None = None):
        self.dir = Path(path).parent if path else workspace_dir(home)
        self.path = Path(path) if path else self.dir / DB_NAME
        self.notice: str | None = None  # set when a damaged file was set aside
        self.conn = self._open()

    def _connect(self) -> sqlite3.Connection:
        conn = sqlite3.connect(self.path, timeout=10, isolation_level=None)
        conn.row_factory = sqlite3.Row
        conn.execute("PRAGMA foreign_keys = ON")
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = NORMAL")
        return conn

    def _open(self) -> sqlite3.Connection:
        try:
            conn = self._connect()
            ok = conn.execute("PRAGMA quick_check").fetchone()[0]
            if ok != "ok":
                raise sqlite3.DatabaseError(ok)
            self._migrate(conn)
            return conn
        except sqlite3.DatabaseError as err:
            try:
                conn.close()
            except Exception:  # noqa: BLE001 - the connection may never have opened
                pass
            import shutil  # only here: a damaged file is rare, and shutil is not free at start-up

            stamp = dt.datetime.now().strftime("%Y%m%d-%H%M%S")
            backup = self.path.with_name(f"{self.path.stem}.damaged-{stamp}{self.path.suffix}")
            shutil.move(str(self.path), backup)
            for extra in ("-wal", "-shm"):
                side = Path(str(self.path) + extra)
                if side.exists():
                    shutil.move(str(side), str(backup) + extra)
            self.notice = (f"The workspace file was damaged ({str(err)[:60]}); it was kept as {backup.name} "
                           "and a fresh workspace was started.")  # fmt: skip
            conn = self._connect()
            self._migrate(conn)
            return conn

    @staticmethod
    def _migrate(conn: sqlite3.Connection) -> None:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version > len(MIGRATIONS):
            raise WorkspaceError(
                f"the workspace was written by a newer gpucompare (schema {version}); update the app to open it"
            )
        for i in range(version, len(MIGRATIONS)):
            conn.execute("BEGIN IMMEDIATE")
            try:
                for stmt in [s for s in MIGRATIONS[i].split(";") if s.strip()]:
                    conn.execute(stmt)
                conn.execute(f"PRAGMA user_version = {i + 1}")
                conn.execute("COMMIT")
            except BaseException:
                conn.execute("ROLLBACK")
                raise

    def close(self) -> None:
        self.conn.close()

    def __enter__(self) -> Workspace:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # imports -------------------------------------------------------------------------------------------
    def find_import(self, sha256: str, sheet: str) -> sqlite3.Row | None:
        return self.conn.execute("SELECT * FROM imports WHERE sha256 = ? AND sheet = ?", (sha256, sheet)).fetchone()

    def add_import(self, preview, *, before_commit=None) -> ImportResult:
        """Store a preview's quotes in one transaction; an identical file and sheet adds nothing."""
        dup = self.find_import(preview.sha256, preview.sheet)
        if dup is not None:
            return ImportResult(None, 0, dup["id"], f"{preview.file_name} (sheet {preview.sheet!r}) was already "
                                                    f"imported on {dup['imported_at'][:10]} as import #{dup['id']}; "
                                                    "nothing added")  # fmt: skip
        c = self.conn
        c.execute("BEGIN IMMEDIATE")
        try:
            cur = c.execute(
                "INSERT INTO imports (file_name, file_path, sha256, sheet, kind, vendor, header_row, mapping_json,"
                " rows_count, rejected_count, warnings_json, as_of, imported_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
                (preview.file_name, preview.file, preview.sha256, preview.sheet, preview.kind, preview.vendor,
                 preview.header_row, json.dumps(preview.mapping, ensure_ascii=False), len(preview.rows),
                 len(preview.rejected), json.dumps(preview.warnings, ensure_ascii=False), preview.as_of, _now()),
            )  # fmt: skip
            import_id = cur.lastrowid
            c.executemany(
                f"INSERT INTO quotes (import_id, vendor, file_name, sheet, as_of, {', '.join(QUOTE_FIELDS)}) "
                f"VALUES (?,?,?,?,?,{','.join('?' * len(QUOTE_FIELDS))})",
                (
                    (import_id, preview.vendor, preview.file_name, preview.sheet, preview.as_of,
                     *(_sql(getattr(q, f)) for f in QUOTE_FIELDS))
                    for q in preview.rows
                ),
            )  # fmt: skip
            if before_commit is not None:
                before_commit(import_id)
            c.execute("COMMIT")
        except BaseException:
            c.execute("ROLLBACK")
            raise
        return ImportResult(import_id, len(preview.rows), None,
                            f"imported {len(preview.rows)} quotes from {preview.file_name} (sheet {preview.sheet!r})"
                            f"{_rejected_text(len(preview.rejected))}")  # fmt: skip

    def remove_import(self, import_id: int) -> int:
        """Undo an import: its quotes and custom devices go with it. Returns the number of quotes removed."""
        c = self.conn
        c.execute("BEGIN IMMEDIATE")
        try:
            n = c.execute("SELECT COUNT(*) FROM quotes WHERE import_id = ?", (import_id,)).fetchone()[0]
            deleted = c.execute("DELETE FROM imports WHERE id = ?", (import_id,)).rowcount
            c.execute("COMMIT")
        except BaseException:
            c.execute("ROLLBACK")
            raise
        if not deleted:
            raise WorkspaceError(f"there is no import #{import_id}")
        return n

    def imports(self) -> list[dict]:
        return [dict(r) for r in self.conn.execute("SELECT * FROM imports ORDER BY id")]

    def last_import_id(self) -> int | None:
        row = self.conn.execute("SELECT MAX(id) FROM imports").fetchone()
        return row[0]

    # quotes --------------------------------------------------------------------------------------------
    def quotes(self, device_id: str | None = None, unknown_only: bool = False) -> list[dict]:
        sql = "SELECT * FROM quotes"
        args: tuple = ()
        if device_id:
            sql += " WHERE device_id = ?"
            args = (device_id,)
        elif unknown_only:
            sql += " WHERE device_id IS NULL"
        sql += " ORDER BY as_of, id"
        return [dict(r) for r in self.conn.execute(sql, args)]

    def latest_quotes(self, price_kind: str = "purchase") -> dict[str, dict]:
        """The newest priced quote per device (on-request quotes are skipped)."""
        rows = self.conn.execute(
            "SELECT * FROM quotes WHERE device_id IS NOT NULL AND price_kind = ? AND price_on_request = 0 "
            "ORDER BY as_of, id",
            (price_kind,),
        )
        out: dict[str, dict] = {}
        for r in rows:
            out[r["device_id"]] = dict(r)
        return out

    def quotes_of_kind(self, price_kind: str) -> list[dict]:
        """Priced quotes of one kind ("purchase", "hourly", "hourly_reserved") that name a device."""
        rows = self.conn.execute(
            "SELECT * FROM quotes WHERE device_id IS NOT NULL AND price_kind = ? AND price_on_request = 0 "
            "ORDER BY as_of, id",
            (price_kind,),
        )
        return [dict(r) for r in rows]

    def set_quote_device(self, quote_id: int, device_id: str | None) -> None:
        with self.conn:
            self.conn.execute("UPDATE quotes SET device_id = ?, match_confidence = 1.0 WHERE id = ?",
                              (device_id, quote_id))  # fmt: skip

    # vendor mappings, settings, fx ---------------------------------------------------------------------
    def save_vendor_mapping(self, vendor: str, mapping: dict) -> None:
        self.conn.execute(
            "INSERT INTO vendor_mappings VALUES (?,?,?) ON CONFLICT(vendor) DO UPDATE SET mapping_json = excluded."
            "mapping_json, updated_at = excluded.updated_at",
            (vendor, json.dumps(mapping, ensure_ascii=False), _now()),
        )

    def vendor_mapping(self, vendor: str) -> dict | None:
        row = self.conn.execute("SELECT mapping_json FROM vendor_mappings WHERE vendor = ?", (vendor,)).fetchone()
        return json.loads(row[0]) if row else None

    def set_fx_rate(self, currency: str, per_usd: float, as_of: str, source: str = "user") -> None:
        if not (per_usd > 0 and math.isfinite(per_usd)):
            raise WorkspaceError(f"an exchange rate must be a positive number (got {per_usd})")
        self.conn.execute("INSERT OR REPLACE INTO fx_rates VALUES (?,?,?,?)", (currency.upper(), per_usd, as_of, source))

    def fx_rates(self) -> list[dict]:
        return [dict(r) for r in self.conn.execute("SELECT * FROM fx_rates ORDER BY currency, as_of")]

    def setting(self, key: str, default: str = "") -> str:
        row = self.conn.execute("SELECT value FROM settings WHERE key = ?", (key,)).fetchone()
        return row[0] if row else default

    def set_setting(self, key: str, value: str) -> None:
        self.conn.execute("INSERT OR REPLACE INTO settings VALUES (?, ?)", (key, str(value)))

    def custom_devices(self) -> list[dict]:
        return [json.loads(r[0]) for r in self.conn.execute("SELECT row_json FROM custom_devices ORDER BY created_at")]


def _sql(v):
    if isinstance(v, float) and math.isnan(v):
        return None
    if isinstance(v, bool):
        return int(v)
    return v


def _rejected_text(n: int) -> str:
    return "" if not n else ", 1 row rejected" if n == 1 else f", {n} rows rejected"
