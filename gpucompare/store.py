"""The user's workspace in SQLite: imports with provenance, quotes, custom devices, FX rates, settings.

WAL journal, a versioned schema with migrations, and one transaction per import: all of it or none of it.
A file SQLite calls corrupt is kept aside as a backup and a fresh workspace is started, with a message saying so;
a busy, locked or full one is an error that changes nothing. Stored numbers are checked before they are used.
Quotes keep their sheet row; the file, sheet, vendor and date live once on their import (view `quote_rows`).
"""

from __future__ import annotations

import datetime as dt
import json
import math
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from gpucompare.errors import UserError
from gpucompare.i18n import Msg
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
        source_row INTEGER NOT NULL, raw_model TEXT NOT NULL, device_id TEXT, match_confidence REAL NOT NULL,
        price_min REAL, price_max REAL, currency TEXT, quantity REAL, price_on_request INTEGER NOT NULL,
        units_per_item REAL NOT NULL, price_kind TEXT NOT NULL, raw_price TEXT NOT NULL, cell TEXT NOT NULL,
        lead_time TEXT NOT NULL, notes TEXT NOT NULL
    );
    CREATE INDEX quotes_device ON quotes(device_id);
    CREATE INDEX quotes_import ON quotes(import_id);
    CREATE VIEW quote_rows AS
        SELECT q.*, i.vendor, i.file_name, i.sheet, i.as_of FROM quotes q JOIN imports i ON i.id = q.import_id;
    CREATE TABLE custom_devices (
        id TEXT NOT NULL, row_json TEXT NOT NULL,
        import_id INTEGER NOT NULL REFERENCES imports(id) ON DELETE CASCADE, created_at TEXT NOT NULL,
        PRIMARY KEY (id, import_id)
    );
    CREATE TABLE fx_rates (
        currency TEXT NOT NULL, per_usd REAL NOT NULL, as_of TEXT NOT NULL, source TEXT NOT NULL,
        PRIMARY KEY (currency, as_of)
    );
    CREATE TABLE vendor_mappings (vendor TEXT PRIMARY KEY, mapping_json TEXT NOT NULL, updated_at TEXT NOT NULL);
    CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    """,
    # 2 (reliability): the queries a large workspace makes stay indexed (quotes of a device by kind, imports by date
    # and vendor), and names stored before look-alike letters and invisible characters were folded are folded now
    # (three spellings of one vendor become one)
    """
    CREATE INDEX IF NOT EXISTS quotes_device_kind ON quotes(device_id, price_kind);
    CREATE INDEX IF NOT EXISTS quotes_kind ON quotes(price_kind, device_id);
    CREATE INDEX IF NOT EXISTS imports_as_of ON imports(as_of, id);
    CREATE INDEX IF NOT EXISTS imports_vendor ON imports(vendor);
    UPDATE imports SET vendor = fold_name(vendor) WHERE vendor != fold_name(vendor);
    UPDATE quotes SET raw_model = fold_name(raw_model) WHERE raw_model != fold_name(raw_model);
    """,
]

#: quote columns, in the order of `sheets.importer.Quote` (its last field, the candidates, is not stored)
QUOTE_COLUMNS = (
    "source_row",
    "raw_model",
    "device_id",
    "match_confidence",
    "price_min",
    "price_max",
    "currency",
    "quantity",
    "price_on_request",
    "units_per_item",
    "price_kind",
    "raw_price",
    "cell",
    "lead_time",
    "notes",
)


class WorkspaceError(UserError):
    exit_code = 1


#: how long a writer waits for another process's transaction before giving up (SQLite's busy timeout)
BUSY_TIMEOUT_S = 15.0

#: SQLite's primary result codes for a damaged file: SQLITE_CORRUPT, SQLITE_NOTADB
_CORRUPT_CODES = {11, 26}


class _Corrupt(Exception):
    """PRAGMA quick_check found damage."""


def is_corrupt(err: BaseException) -> bool:
    """True only when SQLite says the file is damaged or not a database (never for locked, busy, full, I/O)."""
    code = getattr(err, "sqlite_errorcode", None)
    if code is not None:
        return (code & 0xFF) in _CORRUPT_CODES
    text = str(err).lower()
    return "file is not a database" in text or "malformed" in text


def _workspace_error(err: sqlite3.Error, path: Path) -> WorkspaceError:
    """A temporary or environmental database error, said in one sentence; the workspace file is left alone."""
    text = str(err)
    code = (getattr(err, "sqlite_errorcode", 0) or 0) & 0xFF
    if code in (5, 6) or "locked" in text or "busy" in text:  # SQLITE_BUSY, SQLITE_LOCKED
        what = Msg("another gpucompare is writing to it; try again in a moment")
    elif code == 13 or "full" in text:  # SQLITE_FULL
        what = Msg("the disk is full; free some space and try again")
    elif code in (8, 14, 23):  # SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_AUTH
        what = Msg("it cannot be opened for writing ({error})", error=text)
    else:
        what = Msg("{error}", error=text)
    return WorkspaceError(Msg("the workspace {path} cannot be used now: {what}", path=str(path), what=what))


def _retry_busy(fn, attempts: int = 50):
    """Run `fn`, retrying while SQLite answers "busy" or "locked" for statements its busy handler skips (switching
    to WAL, the first read of a file another process is creating)."""
    import time

    for i in range(attempts):
        try:
            return fn()
        except sqlite3.OperationalError as err:
            code = (getattr(err, "sqlite_errorcode", 0) or 0) & 0xFF
            if i == attempts - 1 or not (code in (5, 6) or "locked" in str(err)):
                raise
            time.sleep(0.02 + 0.01 * i)
    return None


class _transaction:
    """BEGIN IMMEDIATE ... COMMIT, or ROLLBACK on any error; a failing ROLLBACK never hides the error that
    caused it (a full disk stays "disk full")."""

    def __init__(self, conn: sqlite3.Connection):
        self.conn = conn

    def __enter__(self):
        self.conn.execute("BEGIN IMMEDIATE")
        return self.conn

    def __exit__(self, exc_type, exc, tb) -> bool:
        if exc_type is None:
            try:
                self.conn.execute("COMMIT")
                return False
            except BaseException:
                self._rollback()
                raise
        self._rollback()
        return False

    def _rollback(self) -> None:
        try:
            if self.conn.in_transaction:
                self.conn.execute("ROLLBACK")
        except sqlite3.Error:
            pass  # the transaction is gone with the connection's state; the original error is what matters


@dataclass
class ImportResult:
    import_id: int | None
    added: int
    duplicate_of: int | None = None
    message: str = ""


#: what a stored number must be to be used: finite and within these bounds (any currency: JPY and KRW included)
PRICE_RANGE = (1e-6, 1e13)
FX_RANGE = (1e-6, 1e7)  # units per USD
PREFERENCE_RANGES = {
    "electricity_usd_per_kwh": (0.0, 10.0),
    "pue": (1.0, 5.0),
    "amortisation_years": (0.25, 50.0),
    "utilization": (0.01, 1.0),
}


def sane_number(value, low: float, high: float) -> bool:
    """A finite number in [low, high] (a bool, None, text or NaN is not)."""
    return (
        isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value) and low <= value <= high
    )


#: a stored setting is 0 or at least this: 5e-324 kWh prices print as 300 digits and divide into infinity
SMALLEST_SETTING = 1e-6


def setting_number(text, low: float, high: float) -> float | None:
    """A stored setting read as a number in [low, high], 0 or at least SMALLEST_SETTING; None (the default
    applies) for garbage."""
    try:
        value = float(text)
    except (TypeError, ValueError, OverflowError):
        return None
    if not sane_number(value, low, high) or 0 < abs(value) < SMALLEST_SETTING:
        return None
    return value


def sane_price(q: dict) -> bool:
    """A priced quote whose prices are finite, positive and in PRICE_RANGE (a stored 5e-324 or 1e308 is not)."""
    lo, hi = q.get("price_min"), q.get("price_max")
    return sane_number(lo, *PRICE_RANGE) and sane_number(hi, *PRICE_RANGE) and lo <= hi


def _fold_sql(text):
    """`safetext.fold_name` for SQL (the migration that folds names stored before)."""
    from gpucompare.safetext import fold_name

    return fold_name(text) if isinstance(text, str) else text


#: a priced quote SQLite can use: numbers, finite, positive and in PRICE_RANGE (as `sane_price`)
SANE_PRICE_SQL = (
    "typeof(q.price_min) IN ('real', 'integer') AND typeof(q.price_max) IN ('real', 'integer') "
    "AND q.price_min >= 1e-6 AND q.price_max <= 1e13 AND q.price_min <= q.price_max"
)


def _now() -> str:
    return dt.datetime.now().isoformat(timespec="seconds")


class Workspace:
    """One SQLite file in the workspace folder. Use as a context manager or call close()."""

    def __init__(self, home: str | Path | None = None, path: Path | None = None):
        self.dir = Path(path).parent if path else workspace_dir(home)
        self.path = Path(path) if path else self.dir / DB_NAME
        self.notice: str | None = None  # set when a damaged file was set aside
        #: what this object changed in the quotes, oldest first: ("added", import id), ("removed", import id, device
        #: ids), ("device", quote id, old device, new device); caches and the Quotes view catch up from it
        self.edits: list[tuple] = []
        self._latest: dict[str, tuple] = {}  # price kind -> (data version, edits seen, {device id: quote})
        self.conn = self._open()
        from gpucompare.core.cloud_prices import use_workspace

        use_workspace(self.dir)  # the cloud prices of this workspace's last `prices update`

    def _connect(self) -> sqlite3.Connection:
        conn = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_S, isolation_level=None, check_same_thread=False)
        try:
            conn.row_factory = sqlite3.Row
            conn.create_function("fold_name", 1, _fold_sql, deterministic=True)
            conn.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
            conn.execute("PRAGMA foreign_keys = ON")
            _retry_busy(lambda: conn.execute("PRAGMA journal_mode = WAL").fetchone())
            conn.execute("PRAGMA synchronous = NORMAL")
        except BaseException:
            conn.close()
            raise
        return conn

    def _open(self) -> sqlite3.Connection:
        """Open, check and migrate the workspace. Only a file SQLite itself calls corrupt ("file is not a
        database", a failed quick_check) is set aside; locked, busy, full or unreadable is an error that says so,
        and the file stays where it is."""
        conn = None
        try:
            conn = self._connect()
            ok = _retry_busy(lambda: conn.execute("PRAGMA quick_check").fetchone()[0])
            if ok != "ok":
                raise _Corrupt(ok)
            self._migrate(conn)
            return conn
        except WorkspaceError:
            conn.close()
            raise
        except (sqlite3.DatabaseError, _Corrupt) as err:
            if conn is not None:
                conn.close()
            if not isinstance(err, _Corrupt) and not is_corrupt(err):
                raise _workspace_error(err, self.path) from None
            backup = self._set_aside()
            self.notice = Msg(
                "The workspace file was damaged ({error}); it was kept as {backup} and a fresh workspace was started.",
                error=str(err)[:60],
                backup=backup.name,
            )
            try:
                conn = self._connect()
                self._migrate(conn)
            except sqlite3.Error as again:
                raise _workspace_error(again, self.path) from None
            return conn

    def _set_aside(self) -> Path:
        import shutil  # only here: a damaged file is rare, and shutil is not free at start-up

        stamp = dt.datetime.now().strftime("%Y%m%d-%H%M%S")
        backup = self.path.with_name(f"{self.path.stem}.damaged-{stamp}{self.path.suffix}")
        shutil.move(str(self.path), backup)
        for extra in ("-wal", "-shm"):
            side = Path(str(self.path) + extra)
            if side.exists():
                shutil.move(str(side), str(backup) + extra)
        return backup

    @staticmethod
    def _migrate(conn: sqlite3.Connection) -> None:
        """Bring the schema up to date inside one BEGIN IMMEDIATE: the version is read under the write lock, so two
        processes opening a new workspace at once migrate it once (the second waits, then finds it done)."""
        if conn.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS):
            return
        with _transaction(conn):
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version > len(MIGRATIONS):
                raise WorkspaceError(
                    Msg(
                        "the workspace was written by a newer gpucompare (schema {version}); update the app to open it",
                        version=version,
                    )
                )
            for i in range(version, len(MIGRATIONS)):
                for stmt in [s for s in MIGRATIONS[i].split(";") if s.strip()]:
                    conn.execute(stmt)
                conn.execute(f"PRAGMA user_version = {i + 1}")

    def close(self) -> None:
        self.conn.close()

    def __enter__(self) -> Workspace:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # imports -------------------------------------------------------------------------------------------
    def find_import(self, sha256: str, sheet: str) -> sqlite3.Row | None:
        return self.conn.execute("SELECT * FROM imports WHERE sha256 = ? AND sheet = ?", (sha256, sheet)).fetchone()

    def add_import(self, preview, *, catalog=None, before_commit=None) -> ImportResult:
        """Store a preview (quotes, or custom devices from a spec sheet) in one transaction; the same file and
        sheet again adds nothing. `before_commit(import_id)` runs inside the transaction (tests kill it there)."""
        c = self.conn
        try:
            with _transaction(c):
                # the duplicate check runs under the write lock: two imports of one file at once add it once
                dup = self.find_import(preview.sha256, preview.sheet)
                if dup is not None:
                    return self._already_imported(preview, dup)
                import_id = self._insert_import(preview, catalog)
                if before_commit is not None:
                    before_commit(import_id)
        except sqlite3.IntegrityError:
            dup = self.find_import(preview.sha256, preview.sheet)
            if dup is None:
                raise
            return self._already_imported(preview, dup)
        except sqlite3.OperationalError as err:
            raise _workspace_error(err, self.path) from None
        self.edits.append(("added", import_id))
        what = (
            Msg("imported {n} devices", n=len(preview.devices))
            if preview.kind == "specs"
            else Msg("imported {n} quotes", n=len(preview.rows))
        )
        rejected = Msg(", {n} rows rejected", n=len(preview.rejected)) if preview.rejected else ""
        return ImportResult(
            import_id,
            preview.count,
            None,
            Msg(
                "{what} from {file} (sheet {sheet!r}){rejected}",
                what=what,
                file=preview.file_name,
                sheet=preview.sheet,
                rejected=rejected,
            ),
        )

    @staticmethod
    def _already_imported(preview, dup) -> ImportResult:
        return ImportResult(
            None,
            0,
            dup["id"],
            Msg(
                "{file} (sheet {sheet!r}) was already imported on {date} as import #{id}; nothing added",
                file=preview.file_name,
                sheet=preview.sheet,
                date=dup["imported_at"][:10],
                id=dup["id"],
            ),
        )

    def _insert_import(self, preview, catalog) -> int:
        from gpucompare.safetext import fold_name, shown

        c = self.conn
        cur = c.execute(
            "INSERT INTO imports (file_name, file_path, sha256, sheet, kind, vendor, header_row, mapping_json,"
            " rows_count, rejected_count, warnings_json, as_of, imported_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                shown(preview.file_name),
                preview.file,
                preview.sha256,
                shown(preview.sheet),
                preview.kind,
                fold_name(preview.vendor),  # one vendor however its name was typed (look-alikes, invisible marks)
                preview.header_row,
                json.dumps(preview.mapping, ensure_ascii=False),
                preview.count,
                len(preview.rejected),
                json.dumps([str(w) for w in preview.warnings], ensure_ascii=False),
                preview.as_of,
                _now(),
            ),
        )
        import_id = cur.lastrowid
        # SQLite stores NaN as NULL and a bool as 0/1: the quote tuples go in as they are
        model = QUOTE_COLUMNS.index("raw_model")
        c.executemany(
            f"INSERT INTO quotes (import_id, {', '.join(QUOTE_COLUMNS)}) VALUES (?{',?' * len(QUOTE_COLUMNS)})",
            ((import_id, *q[:model], fold_name(q[model]), *q[model + 1 : len(QUOTE_COLUMNS)]) for q in preview.rows),
        )
        if preview.kind == "specs":
            from gpucompare.core.catalog import bundled_catalog

            cat = catalog or bundled_catalog()
            c.executemany(
                "INSERT INTO custom_devices VALUES (?,?,?,?)",
                [(d.device_id, json.dumps(d.row(cat), ensure_ascii=False), import_id, _now()) for d in preview.devices],
            )
        return import_id

    def remove_import(self, import_id: int) -> int:
        """Undo an import: its quotes and custom devices go with it. Returns the number of rows removed."""
        c = self.conn
        with _transaction(c):
            row = c.execute("SELECT rows_count FROM imports WHERE id = ?", (import_id,)).fetchone()
            devices = [
                r[0] for r in c.execute("SELECT DISTINCT device_id FROM quotes WHERE import_id = ?", (import_id,))
            ]
            c.execute("DELETE FROM imports WHERE id = ?", (import_id,))
        if row is None:
            raise WorkspaceError(Msg("there is no import #{id}", id=import_id))
        self.edits.append(("removed", import_id, tuple(devices)))
        return row[0]

    def imports(self) -> list[dict]:
        return [dict(r) for r in self.conn.execute("SELECT * FROM imports ORDER BY id")]

    def last_import_id(self) -> int | None:
        return self.conn.execute("SELECT MAX(id) FROM imports").fetchone()[0]

    # quotes --------------------------------------------------------------------------------------------
    def quotes(
        self, device_id: str | None = None, unknown_only: bool = False, import_id: int | None = None
    ) -> list[dict]:
        """Quotes with their provenance (vendor, file, sheet, row, date), oldest first. A quote whose stored price
        is not a sane number (NaN, 0, 5e-324, 1e308: written by hand or by an old version) is left out."""
        sql, args = "SELECT * FROM quote_rows", ()
        if device_id:
            sql, args = sql + " WHERE device_id = ?", (device_id,)
        elif unknown_only:
            sql += " WHERE device_id IS NULL"
        elif import_id is not None:
            sql, args = sql + " WHERE import_id = ?", (import_id,)
        rows = map(dict, self.conn.execute(sql + " ORDER BY as_of, id", args))
        return [q for q in rows if q["price_on_request"] or sane_price(q)]

    def quote_count(self) -> int:
        return self.conn.execute("SELECT COUNT(*) FROM quotes").fetchone()[0]

    def quote_counts(self) -> dict[str, int]:
        """Quotes per device id (from the device index, no row read)."""
        rows = self.conn.execute(
            "SELECT device_id, COUNT(*) FROM quotes WHERE device_id IS NOT NULL GROUP BY device_id"
        )
        return {r[0]: r[1] for r in rows}

    def data_version(self) -> int:
        """Changes when another connection (another gpucompare) commits to this workspace."""
        return self.conn.execute("PRAGMA data_version").fetchone()[0]

    def latest_quotes(self, price_kind: str = "purchase") -> dict[str, dict]:
        """The newest priced quote per device (on-request quotes are skipped): one grouped query the first time,
        then kept up to date from this object's edits (only the devices an import, a removal or an assignment
        touched are asked again, through the device index); asked again whole after another process wrote."""
        version = self.data_version()
        got = self._latest.get(price_kind)
        if got is None or got[0] != version:
            latest = self._latest_of(price_kind, None)
        else:
            latest = dict(got[2])
            touched = self._touched(got[1])
            if touched:
                fresh = self._latest_of(price_kind, touched)
                for did in touched:
                    if did in fresh:
                        latest[did] = fresh[did]
                    else:
                        latest.pop(did, None)
        self._latest[price_kind] = (version, len(self.edits), latest)
        return dict(latest)

    def _touched(self, since: int) -> set[str]:
        """Device ids whose quotes changed through this object's edits since edit number `since`."""
        out: set[str] = set()
        for edit in self.edits[since:]:
            if edit[0] == "added":
                rows = self.conn.execute("SELECT DISTINCT device_id FROM quotes WHERE import_id = ?", (edit[1],))
                out.update(r[0] for r in rows)
            elif edit[0] == "removed":
                out.update(edit[2])
            elif edit[0] == "device":
                out.update(edit[2:4])
        out.discard(None)
        return out

    def _latest_of(self, price_kind: str, devices: set[str] | None) -> dict[str, dict]:
        """The newest sane priced quote of each device (of `devices`, through the device index; else of all)."""
        where = f"q.device_id IS NOT NULL AND q.price_kind = ? AND q.price_on_request = 0 AND {SANE_PRICE_SQL}"
        if devices is None:
            best = self.conn.execute(
                "SELECT MAX(i.as_of || printf('%020d', q.id)) FROM quotes q JOIN imports i ON i.id = q.import_id "
                f"WHERE {where} GROUP BY q.device_id",
                (price_kind,),
            )
            ids = [int(r[0][-20:]) for r in best if r[0]]
        else:
            ids = []
            for did in devices:
                row = self.conn.execute(
                    "SELECT q.id FROM quotes q JOIN imports i ON i.id = q.import_id "
                    f"WHERE q.device_id = ? AND {where} ORDER BY i.as_of DESC, q.id DESC LIMIT 1",
                    (did, price_kind),
                ).fetchone()
                if row is not None:
                    ids.append(row[0])
        out: dict[str, dict] = {}
        for i in range(0, len(ids), 500):
            chunk = ids[i : i + 500]
            rows = self.conn.execute(f"SELECT * FROM quote_rows WHERE id IN ({','.join('?' * len(chunk))})", chunk)
            for r in map(dict, rows):
                out[r["device_id"]] = r
        return out

    def price_history(self, device_id: str, price_kind: str = "purchase") -> list[dict]:
        """A device's priced quotes grouped by vendor, date and currency (indexed by device and kind): each group's
        lowest and highest price, the sum of its midpoints and its count. What the price-history chart draws, in
        rows that grow with vendors and dates, never with quotes."""
        rows = self.conn.execute(
            "SELECT i.vendor AS vendor, i.as_of AS as_of, q.currency AS currency, MIN(q.price_min) AS low, "
            "MAX(q.price_max) AS high, SUM((q.price_min + q.price_max) / 2) AS mid_sum, COUNT(*) AS n "
            "FROM quotes q JOIN imports i ON i.id = q.import_id "
            f"WHERE q.device_id = ? AND q.price_kind = ? AND q.price_on_request = 0 AND {SANE_PRICE_SQL} "
            "GROUP BY i.vendor, i.as_of, q.currency",
            (device_id, price_kind),
        )
        return [dict(r) for r in rows]

    def quotes_of_kind(self, price_kind: str) -> list[dict]:
        """Priced quotes of one kind ("purchase", "hourly", "hourly_reserved") that name a device, oldest first."""
        rows = self.conn.execute(
            "SELECT * FROM quote_rows WHERE device_id IS NOT NULL AND price_kind = ? AND price_on_request = 0 "
            "ORDER BY as_of, id",
            (price_kind,),
        )
        return [q for q in map(dict, rows) if sane_price(q)]

    def set_quote_device(self, quote_id: int, device_id: str | None) -> str | None:
        """Point a quote at another device (or none); returns the device it had, for undo."""
        row = self.conn.execute("SELECT device_id FROM quotes WHERE id = ?", (quote_id,)).fetchone()
        if row is None:
            raise WorkspaceError(Msg("there is no quote #{id}", id=quote_id))
        self.conn.execute("UPDATE quotes SET device_id = ?, match_confidence = 1.0 WHERE id = ?", (device_id, quote_id))
        self.edits.append(("device", quote_id, row[0], device_id))
        return row[0]

    # vendor mappings, settings, fx ---------------------------------------------------------------------
    def save_vendor_mapping(self, vendor: str, mapping: dict) -> None:
        self.conn.execute(
            "INSERT INTO vendor_mappings VALUES (?,?,?) ON CONFLICT(vendor) DO UPDATE SET mapping_json = excluded."
            "mapping_json, updated_at = excluded.updated_at",
            (vendor, json.dumps(mapping, ensure_ascii=False), _now()),
        )

    def vendor_mappings(self) -> list[dict]:
        return [
            {"vendor": r[0], "mapping": json.loads(r[1]), "updated_at": r[2]}
            for r in self.conn.execute("SELECT vendor, mapping_json, updated_at FROM vendor_mappings")
        ]

    def vendor_mapping(self, vendor: str) -> dict | None:
        row = self.conn.execute("SELECT mapping_json FROM vendor_mappings WHERE vendor = ?", (vendor,)).fetchone()
        return json.loads(row[0]) if row else None

    def set_fx_rate(self, currency: str, per_usd: float, as_of: str, source: str = "user") -> None:
        if not (per_usd > 0 and math.isfinite(per_usd)):
            raise WorkspaceError(Msg("an exchange rate must be a positive number (got {value})", value=per_usd))
        self.conn.execute(
            "INSERT OR REPLACE INTO fx_rates VALUES (?,?,?,?)", (currency.upper(), per_usd, as_of, source)
        )

    def delete_fx_rate(self, currency: str, as_of: str) -> None:
        self.conn.execute("DELETE FROM fx_rates WHERE currency = ? AND as_of = ?", (currency.upper(), as_of))

    def fx_rates(self) -> list[dict]:
        return [dict(r) for r in self.conn.execute("SELECT * FROM fx_rates ORDER BY currency, as_of")]

    def setting(self, key: str, default: str = "") -> str:
        row = self.conn.execute("SELECT value FROM settings WHERE key = ?", (key,)).fetchone()
        return row[0] if row else default

    def number_setting(self, key: str, default: float) -> float:
        """A numeric preference (electricity, PUE, amortisation, utilization.FAMILY) checked against its sane range;
        `default` when it is missing or garbage (text, NaN, out of range)."""
        low, high = PREFERENCE_RANGES["utilization" if key.startswith("utilization.") else key]
        value = setting_number(self.setting(key), low, high)
        return default if value is None else value

    def set_setting(self, key: str, value) -> None:
        if value is None or value == "":
            self.conn.execute("DELETE FROM settings WHERE key = ?", (key,))
        else:
            self.conn.execute("INSERT OR REPLACE INTO settings VALUES (?, ?)", (key, str(value)))

    #: saved comparisons live in the workspace (they travel with --home): name -> {"ids": [...], "baseline": id}
    SAVED_COMPARISONS = "saved_comparisons"

    def saved_comparisons(self) -> dict[str, dict]:
        """Name -> {"ids": [...], "baseline": id}, in the order they were saved; garbage entries are left out."""
        text = self.setting(self.SAVED_COMPARISONS, "{}") or "{}"
        cached = getattr(self, "_saved", None)
        if cached is not None and cached[0] == text:  # tens of thousands of names are parsed once, not per menu
            return dict(cached[1])
        try:
            saved = json.loads(text)
        except ValueError:
            saved = {}
        if not isinstance(saved, dict):
            saved = {}
        saved = {str(k): v for k, v in saved.items() if isinstance(v, dict) and isinstance(v.get("ids"), list)}
        self._saved = (text, saved)
        return dict(saved)

    def set_saved_comparisons(self, saved: dict[str, dict]) -> None:
        text = json.dumps(saved, ensure_ascii=False) if saved else ""
        self.set_setting(self.SAVED_COMPARISONS, text)
        self._saved = (text or "{}", dict(saved))  # what was just written needs no parsing back

    def catalog(self):
        """The bundled catalog with this workspace's custom devices (a custom device with a bundled id replaces it)."""
        from gpucompare.core.catalog import EPOCH_WORKSPACE_FILE, device_from_row, layered_catalog

        base = layered_catalog(self.dir.joinpath(*EPOCH_WORKSPACE_FILE))  # a refreshed Epoch layer, else bundled
        rows = self.custom_devices()
        if not rows:
            return base
        # the same base and custom rows give the same catalog object (its indexes and table columns are kept)
        key = (id(base), json.dumps(rows, sort_keys=True, ensure_ascii=False))
        memo = getattr(self, "_catalog_memo", None)
        if memo is not None and memo[0] == key:
            return memo[1]
        cat = base.with_custom([device_from_row(r, custom=True) for r in rows])
        self._catalog_memo = (key, cat)
        return cat

    def device_names(self) -> dict[str, str]:
        """Device id -> the name it had, for every Epoch row this workspace's catalog ever held (from the catalog's
        id registry): how a quote whose device left the catalog says which device it was."""
        from gpucompare.core.catalog import EPOCH_IDS_FILE, EPOCH_WORKSPACE_FILE, read_epoch_ids

        registry = read_epoch_ids(self.dir.joinpath(*EPOCH_WORKSPACE_FILE).with_name(EPOCH_IDS_FILE))
        return {e["id"]: e.get("name") or e["id"] for e in registry.values()}

    def fx(self):
        """The bundled exchange rates with the user's own dated rates on top."""
        from gpucompare.core.money import FxTable, Rate

        return FxTable.bundled().with_overrides(
            [
                Rate(r["currency"], r["per_usd"], r["as_of"], r["source"])
                for r in self.fx_rates()
                if sane_number(r["per_usd"], *FX_RANGE)  # a rate of 0, NaN or 1e308 written by hand is ignored
            ]
        )

    #: preferences that change an estimate: Settings field -> workspace setting key
    ESTIMATE_PREFERENCES = ("electricity_usd_per_kwh", "pue", "amortisation_years")

    def estimate_preferences(self) -> dict:
        """The user's electricity price, PUE, amortisation and utilization per family, where set (Preferences),
        as `core.estimate.Settings` keywords."""
        out: dict = {}
        for key in self.ESTIMATE_PREFERENCES:
            v = setting_number(self.setting(key), *PREFERENCE_RANGES[key])
            if v is not None:
                out[key] = v
        fam = {}
        for key, value in self.conn.execute("SELECT key, value FROM settings WHERE key LIKE 'utilization.%'"):
            v = setting_number(value, *PREFERENCE_RANGES["utilization"])
            if v is not None:
                fam[key[len("utilization.") :]] = v
        if fam:
            out["family_utilization"] = fam
        return out

    def custom_devices(self) -> list[dict]:
        """Custom devices from spec sheets, as devices.csv rows; the newest import of an id wins."""
        rows = self.conn.execute("SELECT id, row_json FROM custom_devices ORDER BY import_id")
        return list({r[0]: json.loads(r[1]) for r in rows}.values())


class QuoteColumns:
    """Every quote of a workspace held in columns, read once (one query for the quotes, one for their imports) and
    kept up to date from the workspace's edits: what the Quotes view shows, filters by device, sorts and pages
    through at the cost of the rows involved (numpy), never a query per action. Rows keep their load position;
    removed ones are masked. A workspace another process changed is read again whole."""

    QUOTE = (
        "id",
        "import_id",
        "source_row",
        "raw_model",
        "device_id",
        "price_min",
        "price_max",
        "currency",
        "price_on_request",
        "price_kind",
        "raw_price",
        "cell",
        "notes",
        "quantity",
        "lead_time",
    )
    IMPORT = ("id", "vendor", "file_name", "sheet", "as_of", "imported_at", "rows_count", "warnings_json")
    #: the quote's fields, then whether it is shown (priced sanely or on request) and its price as a sort key
    _SELECT = (
        f"SELECT {', '.join('q.' + f for f in QUOTE)}, "
        f"(q.price_on_request != 0 OR ({SANE_PRICE_SQL})), "
        "CASE WHEN q.price_on_request != 0 THEN 9e999 "
        "WHEN typeof(q.price_min) IN ('real', 'integer') THEN q.price_min END "
        "FROM quotes q"
    )

    def __init__(self, workspace: Workspace, conn: sqlite3.Connection | None = None):
        self.ws = workspace
        self.reload(conn)

    # reading ---------------------------------------------------------------------------------------------------
    def reload(self, conn: sqlite3.Connection | None = None) -> None:
        """Read everything again (`conn`: a connection of the calling thread, for a load off the GUI thread)."""
        import numpy as np

        conn = conn or self.ws.conn
        self._seen = len(self.ws.edits)
        self._version = self.ws.data_version() if conn is self.ws.conn else None
        self.imports: dict[int, tuple] = {}
        self._rows: list[tuple] = []
        self._empty()
        self._np = np
        self._add_imports(conn.execute(f"SELECT {', '.join(self.IMPORT)} FROM imports").fetchall())
        self._append(conn.execute(f"{self._SELECT} ORDER BY q.id").fetchall())

    def _empty(self) -> None:
        import numpy as np

        self.ids = np.zeros(0, dtype=np.int64)
        self.import_ids = np.zeros(0, dtype=np.int64)
        self.dev_code = np.zeros(0, dtype=np.int32)
        self.price = np.zeros(0, dtype=float)
        self.shown = np.zeros(0, dtype=bool)  # alive, and priced sanely or on request
        self.dev_names: list[str | None] = []
        self._dev_index: dict[str | None, int] = {}
        self.pos_of: dict[int, int] = {}
        self._cache: dict = {}
        #: counts the changes taken in (a view redraws what depends on the quotes when it moves)
        self.version = getattr(self, "version", 0) + 1

    def _add_imports(self, rows) -> None:
        for r in rows:
            self.imports[r[0]] = tuple(r)

    def _code(self, device_id: str | None) -> int:
        code = self._dev_index.get(device_id)
        if code is None:
            code = self._dev_index[device_id] = len(self.dev_names)
            self.dev_names.append(device_id)
        return code

    def _append(self, rows) -> None:
        np = self._np
        rows = [r for r in rows if r[0] not in self.pos_of]  # read already (an import during a load off-thread)
        if not rows:
            return
        start = len(self._rows)
        self._rows.extend(rows)
        cols = list(zip(*rows, strict=True))
        code = self._code
        self.ids = np.concatenate([self.ids, np.array(cols[0], dtype=np.int64)])
        self.import_ids = np.concatenate([self.import_ids, np.array(cols[1], dtype=np.int64)])
        self.dev_code = np.concatenate([self.dev_code, np.array([code(d) for d in cols[4]], dtype=np.int32)])
        self.shown = np.concatenate([self.shown, np.array(cols[-2], dtype=bool)])
        self.price = np.concatenate([self.price, np.array(cols[-1], dtype=float)])
        self.pos_of.update(zip(cols[0], range(start, start + len(rows)), strict=True))
        # per-row columns grow by the new rows (an import of 20 rows costs 20 rows); orders and ranks are redone
        kept = {}
        for key, arr in self._cache.items():
            if key[0] == "column" and key[1] != "day" and key[1] not in self._import_field:
                kept[key] = np.concatenate([arr, self._column_values(key[1], rows)])
        self._cache = kept

    def sync(self) -> bool:
        """Catch up with the workspace: its own edits since the last call (an import, a removal, a device chosen),
        or everything when another process wrote. Whether anything changed."""
        version = self.ws.data_version()
        if self._version is not None and version != self._version:
            self.reload()
            return True
        self._version = version
        edits = self.ws.edits[self._seen :]
        self._seen = len(self.ws.edits)
        changed = set()
        for edit in edits:
            changed.add(edit[0])
            if edit[0] == "added":
                c = self.ws.conn
                self._add_imports(c.execute(f"SELECT {', '.join(self.IMPORT)} FROM imports WHERE id = ?", (edit[1],)))
                self._append(c.execute(f"{self._SELECT} WHERE q.import_id = ? ORDER BY q.id", (edit[1],)).fetchall())
            elif edit[0] == "removed":
                gone = self.import_ids == edit[1]
                self.shown &= ~gone
                for qid in self.ids[gone].tolist():  # SQLite may give the ids again (an undone import redone)
                    if self.pos_of.get(qid) is not None and gone[self.pos_of[qid]]:
                        del self.pos_of[qid]
                self.import_ids[gone] = -1
                self.imports.pop(edit[1], None)
                self._drop_hidden()
            elif edit[0] == "device":
                pos = self.pos_of.get(edit[1])
                if pos is not None:
                    self._move(pos, self._code(edit[3]))
                    r = self._rows[pos]
                    self._rows[pos] = (*r[:4], edit[3], *r[5:])  # the 5th field is the device
        if changed:
            # an import redid what it had to in `_append`; a removal and a device chosen kept the orders up to date
            self._cache.pop("device", None)
            if "device" in changed:
                self._cache.pop(("column", "device_id"), None)
            self.version += 1
        return bool(edits)

    def _drop_hidden(self) -> None:
        """Rows just hidden leave the cached orders (a filter: the orders stay sorted)."""
        for key in ("order", "by_device", "order_rank"):
            got = self._cache.get(key)
            if got is None:
                continue
            if key == "order":
                self._cache[key] = got[self.shown[got]]
            elif key == "by_device":
                keep = self.shown[got[0]]
                self._cache[key] = (got[0][keep], got[1][keep])
            else:
                self._cache.pop(key)

    def _move(self, pos: int, code: int) -> None:
        """A row now counts for another device: moved from its group to the other's place in date order (a few
        array copies, not a new sort of every row)."""
        np = self._np
        old = int(self.dev_code[pos])
        self.dev_code[pos] = code
        got = self._cache.get("by_device")
        if got is None or old == code:
            return
        grouped, codes = got
        at = np.flatnonzero(grouped == pos)
        if not len(at):
            return
        grouped, codes = np.delete(grouped, at[0]), np.delete(codes, at[0])
        rank = self._order_rank()
        lo, hi = np.searchsorted(codes, code, "left"), np.searchsorted(codes, code, "right")
        where = lo + int(np.searchsorted(rank[grouped[lo:hi]], rank[pos]))
        self._cache["by_device"] = (np.insert(grouped, where, pos), np.insert(codes, where, code))

    def _order_rank(self):
        """Per row: its place in `order()` (rows not shown: past the end)."""
        np = self._np
        got = self._cache.get("order_rank")
        if got is None:
            order = self.order()
            got = np.full(len(self._rows), len(order), dtype=np.int64)
            got[order] = np.arange(len(order))
            self._cache["order_rank"] = got
        return got

    # rows --------------------------------------------------------------------------------------------------------
    def __len__(self) -> int:
        return int(self.shown.sum())

    def record(self, pos: int) -> dict:
        """One quote as `Workspace.quotes` gives it (with its import's vendor, file, sheet and date)."""
        q = dict(zip(self.QUOTE, self._rows[pos][: len(self.QUOTE)], strict=True))
        imp = self.imports.get(q["import_id"])
        if imp is not None:
            q.update(zip(("vendor", "file_name", "sheet", "as_of"), imp[1:5], strict=True))
            q["sheet_notes"] = imp[7] or ""
        else:
            q.update(vendor="", file_name="", sheet="", as_of="", sheet_notes="")
        return q

    def value(self, pos: int, field: str):
        """One field of one quote (import fields through its import)."""
        if field in self._quote_field:
            return self._rows[pos][self._quote_field[field]]
        imp = self.imports.get(self._rows[pos][1])
        return imp[self._import_field[field]] if imp is not None else ""

    _quote_field = {f: i for i, f in enumerate(QUOTE)}
    _import_field = {f: i for i, f in enumerate(IMPORT)}

    def _import_key(self, field: str):
        """Per row: the rank of its import's `field` (imports are few: ranked once, mapped to rows by numpy)."""
        np = self._np
        key = ("import", field)
        got = self._cache.get(key)
        if got is None:
            ids = np.fromiter(self.imports, dtype=np.int64, count=len(self.imports))
            col = self._import_field[field]
            values = [str(self.imports[i][col] or "") for i in ids.tolist()]
            rank = np.unique(np.array(values, dtype=str), return_inverse=True)[1].reshape(-1)
            order = np.argsort(ids)
            ids, rank = ids[order], rank[order]
            at = np.searchsorted(ids, self.import_ids).clip(0, max(len(ids) - 1, 0))
            got = np.where(ids[at] == self.import_ids, rank[at], -1) if len(ids) else np.zeros(len(self.ids), int)
            self._cache[key] = got
        return got

    def _text_key(self, field: str):
        """Per row: the dense rank of a text field (equal texts share a rank), worked out once per change."""
        np = self._np
        key = ("text", field)
        got = self._cache.get(key)
        if got is None:
            col = self._quote_field[field]
            values = np.empty(len(self._rows), dtype=object)
            values[:] = [r[col] or "" for r in self._rows]
            got = self._cache[key] = _dense_rank(values)
        return got

    def column(self, name: str):
        """One field for every row, as an array (cached until the next change): price_min and price_max (floats,
        NaN where not a number), a quote's text field, an import's field (vendor, as_of...), or day (the import's
        date as a POSIX time, NaN where unreadable)."""
        np = self._np
        key = ("column", name)
        got = self._cache.get(key)
        if got is not None:
            return got
        if name in self._quote_field:
            got = self._column_values(name, self._rows)
        elif name == "day":
            stamps = {i: _day_stamp(r[4]) for i, r in self.imports.items()}
            got = np.array([stamps.get(i, math.nan) for i in self.import_ids.tolist()], dtype=float)
        elif name in self._import_field:
            col = self._import_field[name]
            values = {i: r[col] for i, r in self.imports.items()}
            got = np.empty(len(self._rows), dtype=object)
            got[:] = [values.get(i, "") for i in self.import_ids.tolist()]
        else:
            raise KeyError(name)
        self._cache[key] = got
        return got

    def _column_values(self, name: str, rows):
        np = self._np
        col = self._quote_field[name]
        if name in ("price_min", "price_max"):
            return np.array([r[col] if isinstance(r[col], int | float) else None for r in rows], dtype=float)
        out = np.empty(len(rows), dtype=object)
        out[:] = [r[col] for r in rows]
        return out

    def vat(self, pos: int) -> str:
        """'incl', 'excl' or '' for one quote (`core.quotes.vat_basis` over its text and its sheet's notes)."""
        from gpucompare.core.quotes import vat_basis

        q = self.record(pos)
        return vat_basis(q, q["sheet_notes"])

    def warm(self) -> None:
        """Work out every sort key and index once (on the loading thread): the first sort of a column is then as
        quick as the next."""
        self.order()
        self.of_device("")
        for field in ("raw_model", "currency", "price_kind"):
            self._text_key(field)
        for field in ("vendor", "file_name"):
            self._import_key(field)
        for name in ("currency", "price_kind", "price_min", "price_max", "day", "vendor"):
            self.column(name)
        self._vat_codes()

    def _vat_codes(self):
        np = self._np
        got = self._cache.get("vat")
        if got is None:
            codes = {"": 0, "incl": 1, "excl": 2}
            got = self._cache["vat"] = np.fromiter(
                (codes[self.vat(p)] for p in range(len(self._rows))), dtype=np.int8, count=len(self._rows)
            )
        return got

    def order(self):
        """Positions of the quotes shown, oldest first (their import's date, then as stored)."""
        np = self._np
        got = self._cache.get("order")
        if got is None:
            pos = np.flatnonzero(self.shown)
            got = pos[np.lexsort((self.ids[pos], self._import_key("as_of")[pos]))]
            self._cache["order"] = got
        return got

    def of_device(self, device_id: str):
        """Positions of one device's quotes, oldest first: a slice of the order grouped by device (built once per
        change, then a binary search per device)."""
        np = self._np
        code = self._dev_index.get(device_id)
        if code is None:
            return np.zeros(0, dtype=np.int64)
        got = self._cache.get("by_device")
        if got is None:
            order = self.order()
            grouped = order[np.argsort(self.dev_code[order], kind="stable")]
            got = self._cache["by_device"] = (grouped, self.dev_code[grouped])
        grouped, codes = got
        lo, hi = np.searchsorted(codes, code, "left"), np.searchsorted(codes, code, "right")
        return grouped[lo:hi]

    def needing_device(self, known: set[str]):
        """Positions of the quotes with no device, or a device no longer in the catalog (`known` ids)."""
        np = self._np
        missing = np.array([d is None or d not in known for d in self.dev_names], dtype=bool)
        order = self.order()
        return order[missing[self.dev_code[order]]] if len(missing) else order[:0]

    def sort(self, positions, key: str, descending: bool = False, device_label=None, labels_key=None):
        """`positions` ordered by a column: date, vendor, raw_model, device (by `device_label(id)`), price, currency,
        vat, price_kind, from (file, then row). Stable; prices on request or missing last."""
        np = self._np
        positions = np.asarray(positions)
        if key == "date":
            k = self._import_key("as_of")
        elif key in ("vendor", "file_name", "as_of"):
            k = self._import_key(key)
        elif key in ("raw_model", "currency", "price_kind"):
            k = self._text_key(key)
        elif key == "price":
            k = self.price
        elif key == "device":
            cached = self._cache.get("device")
            if cached is None or cached[0] != (labels_key, len(self.dev_names)):
                labels = np.empty(len(self.dev_names), dtype=object)
                labels[:] = [device_label(d) for d in self.dev_names]
                cached = self._cache["device"] = ((labels_key, len(self.dev_names)), _dense_rank(labels))
            k = cached[1][self.dev_code]
        elif key == "vat":
            k = self._vat_codes()
        elif key == "from":
            rows = np.array([r[2] for r in self._rows], dtype=np.int64)
            k = self._import_key("file_name") * (1 << 32) + rows
        else:
            raise KeyError(key)
        keys = k[positions]
        if descending and keys.dtype.kind in "if":
            idx = np.argsort(-keys, kind="stable")
        else:
            idx = np.argsort(keys, kind="stable")
            if descending:
                idx = idx[::-1]
        out = positions[idx]
        if key == "price":  # on request (inf) and missing (NaN) last, whichever the direction
            vals = self.price[out]
            out = np.concatenate([out[np.isfinite(vals)], out[~np.isfinite(vals)]])
        return out


def _day_stamp(text) -> float:
    """'2026-11-20' (or '2023', '2022-10') as a POSIX time; NaN when it is not a date."""
    parts = [int(p) for p in str(text or "").split("-")[:3] if p.isdigit()]
    parts += [1] * (3 - len(parts))
    try:
        return dt.datetime(*parts[:3]).timestamp()
    except (ValueError, OverflowError, OSError):
        return math.nan


def _dense_rank(values):
    """Ranks of an object array of texts, equal texts equal (numpy sorts, Python compares the strings)."""
    import numpy as np

    n = len(values)
    if not n:
        return np.zeros(0, dtype=np.int64)
    order = np.argsort(values, kind="stable")
    ordered = values[order]
    new = np.empty(n, dtype=bool)
    new[0] = True
    new[1:] = ordered[1:] != ordered[:-1]
    rank = np.empty(n, dtype=np.int64)
    rank[order] = np.cumsum(new) - 1
    return rank
