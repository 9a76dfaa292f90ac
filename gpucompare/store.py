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


def setting_number(text, low: float, high: float) -> float | None:
    """A stored setting read as a number in [low, high]; None (the default applies) for garbage."""
    try:
        value = float(text)
    except (TypeError, ValueError):
        return None
    return value if sane_number(value, low, high) else None


def sane_price(q: dict) -> bool:
    """A priced quote whose prices are finite, positive and in PRICE_RANGE (a stored 5e-324 or 1e308 is not)."""
    lo, hi = q.get("price_min"), q.get("price_max")
    return sane_number(lo, *PRICE_RANGE) and sane_number(hi, *PRICE_RANGE) and lo <= hi


def _now() -> str:
    return dt.datetime.now().isoformat(timespec="seconds")


class Workspace:
    """One SQLite file in the workspace folder. Use as a context manager or call close()."""

    def __init__(self, home: str | Path | None = None, path: Path | None = None):
        self.dir = Path(path).parent if path else workspace_dir(home)
        self.path = Path(path) if path else self.dir / DB_NAME
        self.notice: str | None = None  # set when a damaged file was set aside
        self.conn = self._open()
        from gpucompare.core.cloud_prices import use_workspace

        use_workspace(self.dir)  # the cloud prices of this workspace's last `prices update`

    def _connect(self) -> sqlite3.Connection:
        conn = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_S, isolation_level=None, check_same_thread=False)
        try:
            conn.row_factory = sqlite3.Row
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
        c = self.conn
        cur = c.execute(
            "INSERT INTO imports (file_name, file_path, sha256, sheet, kind, vendor, header_row, mapping_json,"
            " rows_count, rejected_count, warnings_json, as_of, imported_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                preview.file_name,
                preview.file,
                preview.sha256,
                preview.sheet,
                preview.kind,
                preview.vendor,
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
        c.executemany(
            f"INSERT INTO quotes (import_id, {', '.join(QUOTE_COLUMNS)}) VALUES (?{',?' * len(QUOTE_COLUMNS)})",
            ((import_id, *q[: len(QUOTE_COLUMNS)]) for q in preview.rows),
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
            c.execute("DELETE FROM imports WHERE id = ?", (import_id,))
        if row is None:
            raise WorkspaceError(Msg("there is no import #{id}", id=import_id))
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

    def latest_quotes(self, price_kind: str = "purchase") -> dict[str, dict]:
        """The newest priced quote per device (on-request quotes are skipped)."""
        out: dict[str, dict] = {}
        for r in self.quotes_of_kind(price_kind):
            out[r["device_id"]] = r
        return out

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

    def catalog(self):
        """The bundled catalog with this workspace's custom devices (a custom device with a bundled id replaces it)."""
        from gpucompare.core.catalog import EPOCH_WORKSPACE_FILE, device_from_row, layered_catalog

        base = layered_catalog(self.dir.joinpath(*EPOCH_WORKSPACE_FILE))  # a refreshed Epoch layer, else bundled
        custom = [device_from_row(r, custom=True) for r in self.custom_devices()]
        return base.with_custom(custom) if custom else base

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
