"""The user's workspace in SQLite: imports with provenance, quotes, custom devices, FX rates, settings.

WAL journal, a versioned schema with migrations, and one transaction per import: all of it or none of it.
A file SQLite calls corrupt is kept aside as a backup and a fresh workspace is started, with a message saying so;
a busy, locked or full one is an error that changes nothing. Stored numbers are checked before they are used.
Quotes keep their sheet and row (core.quote_place: one import may read several sheets); the file, vendor and date live
once on their import (view `quote_rows`).
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
from gpucompare.paths import opened_workspace, workspace_dir

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
    # 2 (reliability): the queries a large workspace makes stay indexed (quotes of a kind, imports by date and
    # vendor; a device's quotes have their index since 1), and names stored before look-alike letters and invisible characters were folded are folded now
    # (three spellings of one vendor become one)
    """
    CREATE INDEX IF NOT EXISTS quotes_kind ON quotes(price_kind, device_id);
    CREATE INDEX IF NOT EXISTS imports_as_of ON imports(as_of, id);
    CREATE INDEX IF NOT EXISTS imports_vendor ON imports(vendor);
    UPDATE imports SET vendor = fold_name(vendor) WHERE vendor != fold_name(vendor);
    UPDATE quotes SET raw_model = fold_name(raw_model) WHERE raw_model != fold_name(raw_model);
    """,
    # 3 (importer): the offer contract (sheets/importer/model.py): what an item is and comes with, its condition,
    # tax basis, dates and lease terms, and how sure the import was (confidence, evidence, needs_review: the user
    # clears it)
    """
    ALTER TABLE quotes ADD COLUMN item TEXT NOT NULL DEFAULT '';
    ALTER TABLE quotes ADD COLUMN configuration TEXT NOT NULL DEFAULT '';
    ALTER TABLE quotes ADD COLUMN tax TEXT NOT NULL DEFAULT '';
    ALTER TABLE quotes ADD COLUMN tax_rate REAL;
    ALTER TABLE quotes ADD COLUMN price_excl_tax REAL;
    ALTER TABLE quotes ADD COLUMN list_price REAL;
    ALTER TABLE quotes ADD COLUMN offer TEXT NOT NULL DEFAULT '';
    ALTER TABLE quotes ADD COLUMN includes TEXT NOT NULL DEFAULT '';
    ALTER TABLE quotes ADD COLUMN condition TEXT NOT NULL DEFAULT '';
    ALTER TABLE quotes ADD COLUMN quote_date TEXT;
    ALTER TABLE quotes ADD COLUMN dated INTEGER NOT NULL DEFAULT 1;
    ALTER TABLE quotes ADD COLUMN valid_until TEXT;
    ALTER TABLE quotes ADD COLUMN lease_term_months REAL;
    ALTER TABLE quotes ADD COLUMN confidence REAL NOT NULL DEFAULT 1.0;
    ALTER TABLE quotes ADD COLUMN evidence TEXT NOT NULL DEFAULT '';
    ALTER TABLE quotes ADD COLUMN warnings TEXT NOT NULL DEFAULT '';
    ALTER TABLE quotes ADD COLUMN needs_review INTEGER NOT NULL DEFAULT 0;
    UPDATE quotes SET quote_date = (SELECT as_of FROM imports WHERE imports.id = quotes.import_id);
    CREATE INDEX quotes_review ON quotes(needs_review);
    """,
    # 4 (imp70): a quote keeps the sheet its row is on (core.quote_place): one import reads every offer sheet of a
    # workbook, and row 5 of its second sheet is not row 5 of its first. A quote stored before learns its sheet from
    # its cell where the cell names one as Excel does ("'Quote SG'!D5"), else its import's; the view gives the
    # quote's own sheet. Pins and offer corrections that named a quote of a second sheet by its import's first
    # sheet (and still point at it) are written again with the quote's own sheet, so they keep holding (the JSON is
    # read by two functions of the app's own: JSON1 is not in every SQLite a Python brings).
    """
    ALTER TABLE quotes ADD COLUMN sheet TEXT NOT NULL DEFAULT '';
    UPDATE quotes SET sheet = coalesce(cell_sheet(cell), (SELECT sheet FROM imports WHERE imports.id = quotes.import_id));
    DROP VIEW quote_rows;
    CREATE VIEW quote_rows AS
        SELECT q.*, i.vendor, i.file_name, i.as_of, i.sheet AS import_sheet FROM quotes q JOIN imports i ON i.id = q.import_id;
    CREATE INDEX quotes_import_sheet ON quotes(import_id, sheet);
    UPDATE settings SET value = json_with(value, '$.sheet', (SELECT q.sheet FROM quotes q
            WHERE q.id = CAST(json_field(settings.value, '$.quote_id') AS INTEGER)))
        WHERE substr(key, 1, 10) = 'quote_pin.' AND json_field(value, '$.sha256') IS NOT NULL AND EXISTS (SELECT 1 FROM quotes q
            JOIN imports i ON i.id = q.import_id WHERE q.id = CAST(json_field(settings.value, '$.quote_id') AS INTEGER)
            AND i.sha256 = json_field(settings.value, '$.sha256') AND i.sheet = json_field(settings.value, '$.sheet')
            AND q.source_row = json_field(settings.value, '$.row'));
    UPDATE settings SET value = json_with(value, '$.sheet', (SELECT q.sheet FROM quotes q
            WHERE q.id = CAST(substr(settings.key, 12) AS INTEGER)))
        WHERE substr(key, 1, 11) = 'quote_edit.' AND json_field(value, '$.sha256') IS NOT NULL AND EXISTS (SELECT 1 FROM quotes q
            JOIN imports i ON i.id = q.import_id WHERE q.id = CAST(substr(settings.key, 12) AS INTEGER)
            AND i.sha256 = json_field(settings.value, '$.sha256') AND i.sheet = json_field(settings.value, '$.sheet')
            AND q.source_row = json_field(settings.value, '$.row'))
    """,
    # 5 (imp85): a rent the sheet priced by the day, week or month and the import converted to an hourly rate keeps
    # that period (sheets/importer/model.py `rent_period`), so the costing says the rate is a converted rent
    """
    ALTER TABLE quotes ADD COLUMN rent_period TEXT NOT NULL DEFAULT '';
    """,
]

#: quote columns stored as they are (fields of `sheets.importer.Quote`; its candidates are not stored)
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
    "item",
    "configuration",
    "tax",
    "tax_rate",
    "price_excl_tax",
    "list_price",
    "offer",
    "condition",
    "quote_date",
    "dated",
    "valid_until",
    "lease_term_months",
    "confidence",
    "needs_review",
    "sheet",
    "rent_period",
)
#: quote fields stored as text: a list of words ('host,memory') or of sentences (JSON)
QUOTE_LISTS = ("includes", "evidence", "warnings")
#: the columns a quote had before the offer contract (migration 3), and what the later ones are when a caller
#: still gives a plain tuple of those
_FIRST_COLUMNS = QUOTE_COLUMNS.index("notes") + 1
QUOTE_DEFAULTS = {
    "item": "",
    "configuration": "",
    "tax": "",
    "tax_rate": None,
    "price_excl_tax": None,
    "list_price": None,
    "offer": "",
    "condition": "",
    "quote_date": None,
    "dated": True,
    "valid_until": None,
    "lease_term_months": None,
    "confidence": 1.0,
    "needs_review": False,
    "sheet": "",
    "rent_period": "",
}


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


def _list_text(value) -> str:
    """A quote's list as stored: vocabulary words joined by commas ('host,memory'), sentences as a JSON array. A
    sentence built from a template (`i18n.Msg`: evidence, warnings) is stored as its English text with its template
    and values ({"text", "msg", "args"}), so it is read back in the user's language (`stored_list`)."""
    items = list(value or ())
    texts = [str(v) for v in items]
    if all(v.isascii() and v.isalnum() for v in texts):
        return ",".join(texts)
    return json.dumps([_msg_json(v) if isinstance(v, Msg) else str(v) for v in items], ensure_ascii=False)


def _msg_json(m, depth: int = 0):
    """A Msg as JSON: its English text, template and values (a value that is a Msg nested the same way; a value that
    JSON cannot hold as it is, its text)."""
    if not isinstance(m, Msg) or depth > 3:
        return m if m is None or isinstance(m, bool | int | float) else str(m)
    args = {k: _msg_json(v, depth + 1) for k, v in m.values.items()}
    return {"text": str(m), "msg": m.template, "args": args}


def _msg_of(d):
    """A stored {"text", "msg", "args"} read back as the Msg it was (English text unchanged), else its text."""
    if not isinstance(d, dict):
        return d
    text = str(d.get("text", ""))
    template, args = d.get("msg"), d.get("args")
    if not isinstance(template, str) or not isinstance(args, dict):
        return text
    try:
        m = Msg(template, **{str(k): _msg_of(v) for k, v in args.items()})
    except (KeyError, IndexError, ValueError, TypeError):
        return text
    return m if str(m) == text else text  # a value that did not survive JSON as it was: the English as stored


def stored_list(text) -> list[str]:
    """A stored list (`_list_text`) read back (a stored Msg as a Msg: it reads as English and localizes)."""
    if not text:
        return []
    if text.startswith("["):
        try:
            return [_msg_of(v) if isinstance(v, dict) else str(v) for v in json.loads(text)]
        except (ValueError, TypeError):
            return []
    return text.split(",")


def _quote_dict(row) -> dict:
    """A stored quote as a dict: its lists as lists, its flags as booleans; an older quote without a quote date
    takes its import's."""
    q = dict(row)
    for k in QUOTE_LISTS:
        if k in q:
            q[k] = stored_list(q[k])
    for k in ("needs_review", "dated"):
        if k in q:
            q[k] = bool(q[k])
    if not q.get("quote_date"):
        q["quote_date"] = q.get("as_of")
    import_sheet = q.pop("import_sheet", None)
    if not q.get("sheet") and import_sheet is not None:  # a quote written without its sheet is on its import's
        q["sheet"] = import_sheet
    return q


def _sane_quotes(rows) -> list[dict]:
    """Stored quote rows as dicts, leaving out a price that is not a sane number unless the quote is on request."""
    return [q for q in map(_quote_dict, rows) if q["price_on_request"] or sane_price(q)]


def _fold_sql(text):
    """`safetext.fold_name` for SQL (the migration that folds names stored before)."""
    from gpucompare.safetext import fold_name

    return fold_name(text) if isinstance(text, str) else text


def _cell_sheet_sql(cell):
    """`core.quote_place.cell_sheet` for SQL (the migration that gives stored quotes their sheet)."""
    from gpucompare.core.quote_place import cell_sheet

    return cell_sheet(cell) if isinstance(cell, str) else None


def _json_object(text) -> dict | None:
    try:
        value = json.loads(text) if isinstance(text, str) else None
    except ValueError:
        return None
    return value if isinstance(value, dict) else None


def _json_field_sql(text, path):
    """A top-level field of a JSON object ('$.sheet'), as JSON1's json_extract gives it; None for anything else."""
    obj = _json_object(text)
    value = None if obj is None or not isinstance(path, str) else obj.get(path.removeprefix("$."))
    return value if isinstance(value, str | int | float) and not isinstance(value, bool) else None


def _json_with_sql(text, path, value):
    """A JSON object with one top-level field set (JSON1's json_set for '$.name'); text that is not one as it is."""
    obj = _json_object(text)
    if obj is None or not isinstance(path, str):
        return text
    obj[path.removeprefix("$.")] = value
    return json.dumps(obj, ensure_ascii=False)


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
        #: ids), ("device", quote id, old device, new device), ("reviewed", quote ids, needs_review, device ids);
        #: caches and the Quotes view catch up from it
        self.edits: list[tuple] = []
        self._latest: dict[str, tuple] = {}  # price kind -> (data version, edits seen, {device id: quote})
        self._ledger: tuple | None = None  # (data version, edits seen, core.offers.QuoteLedger): quote_book()
        self.conn = self._open()
        # the cloud prices of this workspace's last `prices update` (core.cloud_prices reads it when it loads)
        opened_workspace[0] = self.dir

    def _connect(self) -> sqlite3.Connection:
        conn = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_S, isolation_level=None, check_same_thread=False)
        try:
            conn.row_factory = sqlite3.Row
            conn.create_function("fold_name", 1, _fold_sql, deterministic=True)
            conn.create_function("cell_sheet", 1, _cell_sheet_sql, deterministic=True)
            conn.create_function("json_field", 2, _json_field_sql, deterministic=True)
            conn.create_function("json_with", 3, _json_with_sql, deterministic=True)
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
    def find_import(self, sha256: str, sheet: str, sheets=()) -> sqlite3.Row | None:
        """The import of this file that holds `sheet`, or one of `sheets`: as its first sheet, or as a sheet one of
        its quotes is on (one import reads every offer sheet of a workbook; reading one of them again on its own
        would store its quotes twice)."""
        c = self.conn
        got = c.execute("SELECT * FROM imports WHERE sha256 = ? AND sheet = ?", (sha256, sheet)).fetchone()
        if got is not None:
            return got
        names = sorted({sheet, *sheets} - {""})
        if not names:
            return None
        marks = ",".join("?" * len(names))
        return c.execute(
            "SELECT * FROM imports i WHERE i.sha256 = ? AND EXISTS (SELECT 1 FROM quotes q WHERE q.import_id = i.id "
            f"AND q.sheet IN ({marks})) ORDER BY i.id LIMIT 1",
            (sha256, *names),
        ).fetchone()

    @staticmethod
    def _sheets_of(preview) -> list[str]:
        """The sheets a preview's quotes are on (its own first sheet and the others it read)."""
        from gpucompare.safetext import shown

        return sorted({shown(q.sheet) for q in preview.rows if getattr(q, "sheet", "")} | {shown(preview.sheet)})

    def add_import(self, preview, *, catalog=None, before_commit=None) -> ImportResult:
        """Store a preview (quotes, or custom devices from a spec sheet) in one transaction; the same file and
        sheet again adds nothing. `before_commit(import_id)` runs inside the transaction (tests kill it there)."""
        c = self.conn
        try:
            with _transaction(c):
                # the duplicate check runs under the write lock: two imports of one file at once add it once
                dup = self.find_import(preview.sha256, preview.sheet, self._sheets_of(preview))
                if dup is not None:
                    return self._already_imported(preview, dup)
                import_id = self._insert_import(preview, catalog)
                if before_commit is not None:
                    before_commit(import_id)
        except sqlite3.IntegrityError:
            dup = self.find_import(preview.sha256, preview.sheet, self._sheets_of(preview))
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
        # SQLite stores NaN as NULL and a bool as 0/1: the fields go in as they are; the lists of a quote are shared
        # by the quotes of one model, so each is written out once
        from operator import attrgetter

        fields = attrgetter(*QUOTE_COLUMNS)
        lists = attrgetter(*QUOTE_LISTS)
        texts: dict[int, str] = {}
        model = QUOTE_COLUMNS.index("raw_model")
        folds: dict = {}  # a sheet repeats its model texts: each folded once
        sheet = QUOTE_COLUMNS.index("sheet")
        own_sheet = shown(preview.sheet)
        sheets: dict = {"": own_sheet, None: own_sheet, preview.sheet: own_sheet}

        def sheet_of(name) -> str:
            got = sheets.get(name)
            if got is None:
                got = sheets[name] = shown(name)
            return got

        def text_of(value) -> str:
            got = texts.get(id(value))
            if got is None:
                got = texts[id(value)] = _list_text(value)
            return got

        def fold(text):
            got = folds.get(text)
            if got is None:
                got = folds[text] = fold_name(text)
            return got

        def row(q) -> tuple:
            if hasattr(q, "_fields"):
                f, extra = fields(q), map(text_of, lists(q))
            else:  # a plain tuple in the first columns' order (what a quote was before the offer contract)
                f = (*q[:_FIRST_COLUMNS], *(QUOTE_DEFAULTS[k] for k in QUOTE_COLUMNS[_FIRST_COLUMNS:]))
                extra = ("",) * len(QUOTE_LISTS)
            # the sheet the row is on: its own where the import read several sheets, else the import's
            return (
                import_id,
                *f[:model],
                fold(f[model]),
                *f[model + 1 : sheet],
                sheet_of(f[sheet]),
                *f[sheet + 1 :],
                *extra,
            )

        columns = (*QUOTE_COLUMNS, *QUOTE_LISTS)
        c.executemany(
            f"INSERT INTO quotes (import_id, {', '.join(columns)}) VALUES (?{',?' * len(columns)})",
            map(row, preview.rows),
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
        return _sane_quotes(self.conn.execute(sql + " ORDER BY as_of, id", args))

    def _quotes_by_id(self, ids) -> list[dict]:
        """The quotes of these ids as they are now (a gone one, or one with an insane price, is left out)."""
        ids, out = list(ids), []
        for i in range(0, len(ids), 500):
            chunk = ids[i : i + 500]
            sql = f"SELECT * FROM quote_rows WHERE id IN ({','.join('?' * len(chunk))}) ORDER BY as_of, id"
            out += _sane_quotes(self.conn.execute(sql, chunk))
        return out

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
            elif edit[0] == "reviewed":
                out.update(edit[3])
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
            for r in map(_quote_dict, rows):
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
        return [q for q in map(_quote_dict, rows) if sane_price(q)]

    def quotes_to_review(self) -> list[dict]:
        """Quotes the import was not sure of (`needs_review`) and the user has not cleared, oldest first."""
        rows = self.conn.execute("SELECT * FROM quote_rows WHERE needs_review = 1 ORDER BY as_of, id")
        return [_quote_dict(r) for r in rows]

    def set_reviewed(self, quote_ids, reviewed: bool = True) -> int:
        """Clear (or set again) the mark for review on these quotes: the user has looked at them. Returns how many
        quotes changed."""
        ids = [int(i) for i in quote_ids]
        if not ids:
            return 0
        devices: set[str] = set()
        with _transaction(self.conn):
            n = 0
            for start in range(0, len(ids), 500):
                part = ids[start : start + 500]
                marks = ",".join("?" * len(part))
                cur = self.conn.execute(
                    f"UPDATE quotes SET needs_review = ? WHERE id IN ({marks})", (0 if reviewed else 1, *part)
                )
                n += cur.rowcount
                rows = self.conn.execute(f"SELECT DISTINCT device_id FROM quotes WHERE id IN ({marks})", part)
                devices.update(r[0] for r in rows if r[0])
        self.edits.append(("reviewed", tuple(ids), not reviewed, tuple(devices)))
        return n

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

    def estimate_preferences(self) -> dict:
        """The user's utilization per device family, where set (Preferences), as `core.estimate.Settings` keywords
        (electricity, PUE and depreciation are cost-of-ownership settings: core.tco.TcoSettings.from_workspace)."""
        out: dict = {}
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

    # offers, pins and price bases (what the cost of ownership reads; the quotes' own columns are the importer's) ----
    #: a quote's offer as the user corrected it in the Quotes view: kind and what it includes, by quote id
    QUOTE_EDIT_KEY = "quote_edit."
    #: the quote a device is pinned to, by device id
    PIN_KEY = "quote_pin."
    #: each device's price basis in the estimate (NAME:BASIS words), kept across restarts
    DEVICE_BASES_KEY = "estimate.device_bases"

    def quote_place(self, quote_id: int, conn: sqlite3.Connection | None = None):
        """Where a quote came from (core.quote_place.QuotePlace: file digest, its own sheet, row, cell), or None."""
        from gpucompare.core.quote_place import QuotePlace

        row = (
            (conn or self.conn)
            .execute(
                "SELECT i.sha256, q.sheet, q.source_row, q.cell FROM quotes q JOIN imports i ON i.id = q.import_id "
                "WHERE q.id = ?",
                (quote_id,),
            )
            .fetchone()
        )
        return None if row is None else QuotePlace(row[0], row[1], row[2], row[3] or "")

    def _quote_identity(self, quote_id: int, conn: sqlite3.Connection | None = None) -> dict | None:
        place = self.quote_place(quote_id, conn)
        return None if place is None else place.as_dict()

    def _identity_matches(self, quote_id: int, stored: dict, conn: sqlite3.Connection | None = None) -> bool:
        """A stored edit or pin still points at the same quote: same file, sheet (the quote's own), row and cell (an
        id SQLite gave again after an import was removed would not; nor would row 5 of another sheet)."""
        place = self.quote_place(quote_id, conn)
        return place is not None and place.matches(stored)

    def set_quote_offer(self, quote_id: int, offer: str | None, includes: list[str] | None) -> dict | None:
        """Correct what a quote offers (a card, a server, a rack, an instance; what it includes); None for both
        drops the correction. Returns the correction it had, for undo."""
        before = self.quote_edits().get(quote_id)
        ident = self._quote_identity(quote_id)
        if ident is None:
            raise WorkspaceError(Msg("there is no quote #{id}", id=quote_id))
        key = f"{self.QUOTE_EDIT_KEY}{quote_id}"
        if offer is None and includes is None:
            self.set_setting(key, None)
        else:
            value = {**ident, "offer": offer or "", "includes": list(includes or [])}
            self.set_setting(key, json.dumps(value, ensure_ascii=False))
        return before

    def quote_edits(self, conn: sqlite3.Connection | None = None) -> dict[int, dict]:
        """Quote id -> {"offer": ..., "includes": [...]} for the quotes whose offer the user corrected."""
        out: dict[int, dict] = {}
        rows = (conn or self.conn).execute(
            "SELECT key, value FROM settings WHERE key LIKE ?", (self.QUOTE_EDIT_KEY + "%",)
        )
        for key, value in rows:
            try:
                quote_id, stored = int(key[len(self.QUOTE_EDIT_KEY) :]), json.loads(value)
            except (ValueError, TypeError):
                continue
            if isinstance(stored, dict) and self._identity_matches(quote_id, stored, conn):
                includes = stored.get("includes")
                out[quote_id] = {
                    "offer": str(stored.get("offer") or ""),
                    "includes": [str(x) for x in includes] if isinstance(includes, list) else [],
                }
        return out

    def pin_quote(self, device_id: str, quote_id: int | None) -> int | None:
        """Price `device_id` at one quote whatever the rule would choose (None: back to the rule). Returns the pin it
        had, for undo."""
        before = self.pins().get(device_id)
        key = f"{self.PIN_KEY}{device_id}"
        if quote_id is None:
            self.set_setting(key, None)
            return before
        ident = self._quote_identity(quote_id)
        if ident is None:
            raise WorkspaceError(Msg("there is no quote #{id}", id=quote_id))
        self.set_setting(key, json.dumps({**ident, "quote_id": quote_id}))
        return before

    def pins(self, conn: sqlite3.Connection | None = None) -> dict[str, int]:
        """Device id -> the quote id it is pinned to (pins whose quote is gone are dropped)."""
        out: dict[str, int] = {}
        for key, value in (conn or self.conn).execute(
            "SELECT key, value FROM settings WHERE key LIKE ?", (self.PIN_KEY + "%",)
        ):
            try:
                stored = json.loads(value)
                quote_id = int(stored["quote_id"])
            except (ValueError, TypeError, KeyError):
                continue
            if self._identity_matches(quote_id, stored, conn):
                out[key[len(self.PIN_KEY) :]] = quote_id
        return out

    def quote_book(self, tax_basis: str = "net", today: str | None = None):
        """The quotes as prices read them (core.offers.QuoteBook): each device's quote chosen by the one rule, with
        the user's pins and offer corrections, on `tax_basis`. Read whole the first time (or after another process
        wrote), then kept up to date from this object's edits: only the quotes an edit touched are read again and only
        their devices chosen again (core.offers.QuoteLedger)."""
        from gpucompare.core.offers import today_iso

        today = today or today_iso()
        version = self.data_version()
        got = self._ledger
        if got is None or got[0] != version:
            ledger = self.read_quote_ledger(today=today)
        else:
            ledger = got[2]
            rows, removed = self._quote_changes(got[1], ledger)
            ledger.update(rows=rows, removed=removed, pins=self.pins(), edits=self.quote_edits(), today=today)
        self._ledger = (version, len(self.edits), ledger)
        return ledger.book(tax_basis)

    def read_quote_ledger(self, conn: sqlite3.Connection | None = None, today: str | None = None):
        """Every quote that names a device, with its sheet's notes, and each device's choice (core.offers.QuoteLedger),
        read through `conn` (a reader thread's own connection) or this workspace's."""
        from gpucompare.core.offers import QuoteLedger

        c = conn or self.conn
        # what each sheet said besides its rows ('注:以上价格含13%增值税', 'zzgl. 19 % MwSt.') travels with its quotes
        notes = {r[0]: r[1] or "" for r in c.execute("SELECT id, warnings_json FROM imports")}
        rows = _sane_quotes(c.execute("SELECT * FROM quote_rows WHERE device_id IS NOT NULL ORDER BY as_of, id"))
        for q in rows:
            q["sheet_notes"] = notes.get(q["import_id"], "")
        return QuoteLedger(rows, pins=self.pins(c), edits=self.quote_edits(c), today=today)

    def has_quote_ledger(self) -> bool:
        """The quotes are read and chosen already: the next quote_book() costs only what changed since."""
        return self._ledger is not None and self._ledger[0] == self.data_version()

    def adopt_quote_ledger(self, ledger, version: int, edits_seen: int) -> bool:
        """Take a ledger a reader thread built (`version` and `edits_seen` as they were when it started): the next
        quote_book() catches up on the edits made since. False when another process wrote meanwhile (read again)."""
        if version != self.data_version():
            return False
        self._ledger = (version, edits_seen, ledger)
        return True

    def _quote_changes(self, since: int, ledger) -> tuple[list[dict], set]:
        """The quotes this object's edits since edit number `since` added or changed (read again, with their sheet
        notes) and the ids of those removed."""
        reread: set[int] = set()
        removed: set = set()
        added: list[int] = []
        for edit in self.edits[since:]:
            if edit[0] == "added":
                added.append(edit[1])
            elif edit[0] == "removed":
                for device_id in edit[2]:
                    removed.update(
                        k for k, q in ledger.rows.get(device_id, {}).items() if q.get("import_id") == edit[1]
                    )
            elif edit[0] == "device":
                reread.add(edit[1])
            elif edit[0] == "reviewed":
                reread.update(edit[1])
        removed |= reread
        rows = self._quotes_by_id(reread)
        for import_id in added:
            rows += self.quotes(import_id=import_id)
        rows = [q for q in rows if q.get("device_id")]
        if rows:
            ids = sorted({q["import_id"] for q in rows})
            notes = {}
            for i in range(0, len(ids), 500):
                chunk = ids[i : i + 500]
                sql = f"SELECT id, warnings_json FROM imports WHERE id IN ({','.join('?' * len(chunk))})"
                notes.update((r[0], r[1] or "") for r in self.conn.execute(sql, chunk))
            for q in rows:
                q["sheet_notes"] = notes.get(q["import_id"], "")
        return rows, removed

    def device_bases(self) -> dict[str, str]:
        """Device id -> the price basis chosen for it in the estimate (kept across restarts)."""
        try:
            stored = json.loads(self.setting(self.DEVICE_BASES_KEY, "{}"))
        except ValueError:
            return {}
        if not isinstance(stored, dict):
            return {}
        return {str(k): str(v)[:200] for k, v in stored.items() if isinstance(v, str)}

    def set_device_bases(self, bases: dict[str, str]) -> None:
        self.set_setting(self.DEVICE_BASES_KEY, json.dumps(bases, ensure_ascii=False) if bases else None)
