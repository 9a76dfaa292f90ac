"""Every quote of a workspace held in columns for the Quotes view (`QuoteColumns`): read once, kept up to date from
the workspace's edits, filtered by device, sorted and paged through by numpy. Qt-free; loaded only by the view (the
window's start-up never reads it)."""

from __future__ import annotations

import datetime as dt
import math
import sqlite3

from gpucompare.store import SANE_PRICE_SQL, Workspace, _quote_dict


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
        "needs_review",
        "confidence",
        "evidence",
        "tax",
        # what the view's Offer, Date, VAT and Valid-until columns read (offer_of, quote_date, valid_until): without
        # them a server's quote read as a bare card, a quote's own date as its import's, and no quote had an end
        "units_per_item",
        "item",
        "configuration",
        "tax_rate",
        "price_excl_tax",
        "list_price",
        "offer",
        "includes",
        "condition",
        "quote_date",
        "dated",
        "valid_until",
        "lease_term_months",
        "sheet",  # the sheet the quote's row is on (core.quote_place: an import reads every offer sheet of a book)
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
            elif edit[0] == "reviewed":
                col = self._quote_field["needs_review"]
                for qid in edit[1]:
                    pos = self.pos_of.get(qid)
                    if pos is not None:
                        r = self._rows[pos]
                        self._rows[pos] = (*r[:col], int(edit[2]), *r[col + 1 :])
                self._cache.pop(("column", "needs_review"), None)
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
            q.update(vendor=imp[1], file_name=imp[2], as_of=imp[4], sheet_notes=imp[7] or "")
            q["sheet"] = q["sheet"] or imp[3]  # the quote's own sheet (its import's first where none was kept)
        else:
            q.update(vendor="", file_name="", as_of="", sheet_notes="")
        return _quote_dict(q)  # lists as lists, flags as booleans, a quote's date else its import's: as the store

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

    def needing_review(self):
        """Positions of the quotes the import marked for review and the user has not checked, oldest first."""
        np = self._np
        order = self.order()
        col = self._quote_field["needs_review"]
        marked = np.fromiter((bool(self._rows[p][col]) for p in order.tolist()), dtype=bool, count=len(order))
        return order[marked]

    def needing_device(self, known: set[str]):
        """Positions of the quotes with no device, or a device no longer in the catalog (`known` ids)."""
        np = self._np
        missing = np.array([d is None or d not in known for d in self.dev_names], dtype=bool)
        order = self.order()
        return order[missing[self.dev_code[order]]] if len(missing) else order[:0]

    def sort(self, positions, key: str, descending: bool = False, device_label=None, labels_key=None):
        """`positions` ordered by a column: date, vendor, raw_model, device (by `device_label(id)`), price, currency,
        vat, price_kind, review (confidence), from (file, then row). Stable; prices on request or missing last."""
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
        elif key == "review":  # the least sure first: how sure the import was
            col = self._quote_field["confidence"]
            k = np.array([1.0 if r[col] is None else r[col] for r in self._rows], dtype=float)
        elif key == "from":  # file, then the quote's sheet, then its row (row 5 of two sheets are two places)
            rows = np.array([r[2] for r in self._rows], dtype=np.int64)
            order = np.lexsort((rows, self._text_key("sheet"), self._import_key("file_name")))
            k = np.empty(len(order), dtype=np.int64)
            k[order] = np.arange(len(order))
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
