"""What an import reads: quotes (one price per device), rejected rows with their reason, spec-sheet changes, and the
preview that holds them.

The offer contract (the JSON `rows`, this `Quote`, and the workspace's `quotes` table, so `Workspace.quotes()` and
`latest_quotes()` return it):

- `offer`: what one priced item is: "card", "server", "baseboard" (devices on their board, no host: 'HGX H200
  8-GPU baseboard', '8卡模组'), "rack", "instance", or "" (not stated: read as a card, and
  said so in the evidence). `units_per_item` is how many accelerators it holds; `price_min`/`price_max` are always
  per device. The JSON states the offer always, as the costing reads it (`core.offers.offer_of`: an unstated
  purchase is one card, an unstated hourly rate or lease an instance), with `offer_stated` false where the sheet
  did not say so; the workspace keeps "" for not stated.
- `includes`: what the item comes with, from its configuration lines and wording, from a fixed vocabulary: "host"
  (CPU, board, chassis, power), "memory", "storage", "nic" (scale-out network cards), "switch", "optics",
  "support" (warranty, service), "software".
- `condition`: "new", "used" (used, pulled from servers, 二手, 拆机), "refurbished" (翻新, B-stock), or "" (the
  sheet does not say: a purchase or a lease is read as new by convention, the JSON's top-level `condition_when_unstated`).
- `tax` ("incl", "excl", ""), `tax_rate` (0.13 or None) and `price_excl_tax` (per device, or None).
- `quote_date`: the sheet's date (ISO), else the import date with `dated` false; `valid_until`: the last day the
  offer holds (ISO) or None.
- `price_kind`: "purchase", "hourly", "hourly_reserved" or "lease" (a lease or financing payment per device and
  month, never a purchase price), with `lease_term_months` (or None).
- `confidence` (0-1), `evidence` (short sentences: which cells, which rule, in the user's language; the JSON's
  `evidence_en` gives them in English for scripts) and `needs_review` (true below
  certainty, or when a warning names the row; the user clears it in the workspace).
- `rent_period`: where the sheet rents by the day, week, month or year ('元/卡/天', 'Weekly rate per GPU') and
  gives no hourly price, the period it priced by ("day", "week", "month", "year"; "" for a rate per hour). The
  price is then that rent / the period's hours, said in the evidence, and the quote is marked for review: a rent
  by the day is not an on-demand hour, and the costing says so where it uses one.
- `sheet`: the sheet the row is on. An import reads every offer sheet of a workbook (another currency's, other
  devices'), so the JSON names each quote's and each rejected row's sheet; the tuple keeps "" where the row is on the
  import's own `sheet` (a one-sheet import writes none of them), and the JSON writes that sheet's name then.
"""

from __future__ import annotations

import datetime as dt
import math
from collections.abc import Callable
from contextvars import ContextVar
from dataclasses import asdict, dataclass, field
from itertools import repeat
from operator import itemgetter
from typing import NamedTuple

from gpucompare.core.catalog import Catalog
from gpucompare.core.fields import import_fields
from gpucompare.errors import BadInputFile
from gpucompare.i18n import Msg, Translated


class ImportCancelled(BadInputFile):
    """The user cancelled; nothing was written."""


class Quote(NamedTuple):
    """One product row read from a sheet, prices per device (or per device-hour for cloud rates).

    A tuple (built 50k times per big sheet, stored as is); change a field with `_replace`. The store keeps the
    fields up to `notes`; `notes` carries what the quote was and its tax basis in words, so they are kept too."""

    source_row: int  # 1-based, as Excel shows it
    raw_model: str
    device_id: str | None
    match_confidence: float
    price_min: float  # NaN for price on request
    price_max: float
    currency: str | None
    quantity: float | None
    price_on_request: bool
    units_per_item: float = 1.0
    price_kind: str = "purchase"  # purchase | hourly | hourly_reserved
    raw_price: str = ""
    cell: str = ""
    lead_time: str = ""
    notes: str = ""
    candidates: list[str] = []  # noqa: RUF012 - shared and never mutated
    item: str = ""  # what was quoted when it is more than one device: "server of 8", "instance of 8"
    configuration: str = ""  # the server's configuration lines
    tax: str = ""  # "incl" | "excl" | "" (the sheet does not say)
    tax_rate: float | None = None  # e.g. 0.13
    price_excl_tax: float | None = None  # per device, when the sheet gives it beside the VAT-inclusive price
    list_price: float | None = None  # per device: list price or MSRP kept as context
    warnings: tuple = ()  # one sentence each: unmatched device, low-confidence match, far from the reference
    offer: str = ""  # card | server | baseboard | rack | instance | "" (not stated)
    includes: tuple = ()  # of INCLUDES: what the item comes with
    condition: str = ""  # new | used | refurbished | ""
    quote_date: str = ""  # ISO date of the quote (the sheet's, else the import date)
    dated: bool = False  # the quote date was found in the sheet
    valid_until: str | None = None  # ISO date the offer holds until, when the sheet says
    lease_term_months: float | None = None  # a lease's term, or a committed rate's (hourly_reserved)
    confidence: float = 1.0  # how sure the quote is, 0-1
    evidence: tuple = ()  # short sentences: which cells and which rule made the quote
    needs_review: bool = False  # below certainty, or a warning names the row: the user should look
    offered_by: str = ""  # the bidder or participant whose offer it is, where a row holds several offers
    sheet: str = ""  # the sheet the row is on where one import reads several offer sheets ("": the import's `sheet`)
    rent_period: str = ""  # day | week | month | year: the period a rent was priced by, converted to an hourly rate

    def to_json(self) -> dict:
        d = dict(zip(_FIELDS, self, strict=True))
        if self.price_on_request:
            d["price_min"] = d["price_max"] = None  # NaN is not JSON
        return d


_FIELDS = Quote._fields
#: what an item may come with (`Quote.includes`)
INCLUDES = ("host", "memory", "storage", "nic", "switch", "optics", "support", "software")
OFFERS = ("card", "server", "baseboard", "rack", "instance")
CONDITIONS = ("new", "used", "refurbished")
#: how a purchase or lease quote whose sheet says nothing of its condition is read (its `condition` stays ""): an
#: offer of goods is of new goods unless it says otherwise; the JSON carries it as `condition_when_unstated` (an
#: hourly rate of a cloud has no condition)
CONDITION_WHEN_UNSTATED = "new"
PRICE_KINDS = ("purchase", "hourly", "hourly_reserved", "lease")
#: below this confidence a quote is marked for review
REVIEW_BELOW = 0.9


@dataclass
class Rejected:
    source_row: int
    reason: str  # a Msg: one sentence a person understands, in their language
    sheet: str = ""  # the row's sheet where one import reads several offer sheets ("": the import's `sheet`)


@dataclass
class DeviceChange:
    """A spec-sheet row: a new custom device, or new figures for a catalog device."""

    source_row: int
    device_id: str
    name: str
    is_new: bool
    values: dict[str, float]  # catalog field -> value from the sheet
    before: dict[str, float]  # the catalog's value where it differs
    source: str
    texts: dict[str, str] = field(default_factory=dict)  # catalog text field (vendor, form_factor ...) -> sheet's
    texts_before: dict[str, str] = field(default_factory=dict)  # the catalog's text where it differs
    checked: str = ""  # the sheet's 'Checked' date for the figures (ISO), else the import date

    def changes(self) -> list[str]:
        """What the row changes, one 'field old -> new' per figure or text ('field new' for a new device)."""
        if self.is_new:
            return [f"{k} {_shown(v)}" for k, v in {**self.texts, **self.values}.items()]
        out = [f"{k} {_shown(self.before[k])} → {_shown(v)}" for k, v in self.values.items() if k in self.before]
        out += [f"{k} {self.texts_before[k]!r} → {v!r}" for k, v in self.texts.items() if k in self.texts_before]
        return out

    def row(self, catalog: Catalog) -> dict[str, str]:
        """The custom device as a devices.csv row (an edited device keeps its other catalog figures)."""
        base = catalog.by_id.get(self.device_id)
        out: dict[str, str] = {"id": self.device_id}
        if base is not None:
            out.update(
                vendor=base.vendor,
                model=base.model,
                variant=base.variant,
                short_name=base.label,
                category=base.category,
                form_factor=base.form_factor,
                architecture=base.architecture,
                family=base.family,
                scaleup_link=base.scaleup_link,
                memory_type=base.memory_type,
                aliases=";".join(base.aliases),
                notes=base.notes,
            )
            out.update({k: _csv_value(k, v) for k, v in base.values.items()})
        else:
            out.update(
                vendor="custom",
                model=self.name,
                variant="",
                short_name=self.name[:24],
                category="accelerator",
                family="generic",
                aliases=self.name,
            )
        out.update({k: v for k, v in self.texts.items() if v})
        out.update({k: _csv_value(k, v) for k, v in self.values.items()})
        out["source"] = self.source
        out["source_date"] = self.checked or dt.date.today().isoformat()
        return out


def _shown(v) -> str:
    return f"{v:g}" if isinstance(v, float) else str(v)


_CELL = itemgetter(12)  # `Quote.cell`


def _column_of(cell: str) -> str:
    """A cell's column letters ('D8' -> 'D'; '' for none)."""
    letters = cell[: len(cell) - len(cell.lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ"))]
    return letters if letters and cell[len(letters) :].isdigit() else ""


def _csv_value(key: str, v: float) -> str:
    """A figure as devices.csv writes it: 'yes'/'no' for the data-centre flag, '' for unknown."""
    if math.isnan(v):
        return ""
    if key == "datacenter":
        return "yes" if v else "no"
    return repr(v)


@dataclass
class ImportPreview:
    """What an import would add: the sheet, its header and mapping, the quotes, the rejected rows and why."""

    file: str
    file_name: str
    sha256: str
    sheet: str
    sheets: list[str]
    header_row: int  # 1-based
    mapping: dict[str, dict]
    kind: str  # prices | cloud | specs
    vendor: str
    as_of: str
    sheet_currency: str | None
    rows: list[Quote]
    rejected: list[Rejected]
    warnings: list[str]
    header_cells: list[str] = field(default_factory=list)
    devices: list[DeviceChange] = field(default_factory=list)
    columns: dict[str, int] = field(default_factory=dict)  # field -> 0-based column, for the dialog
    head_rows: list[list[str]] = field(default_factory=list)  # the sheet's first rows as text, for the preview grid
    dated: bool = False  # the date was found in the sheet (not the import date)
    vendor_from_file: bool = False  # no company named in the sheet nor given: `vendor` is from the file's name
    dated_by_report: bool = False  # the sheet's only date is the day its report was generated, not the offer's
    conventions: list[str] = field(default_factory=list)  # which convention decided what (VAT, list vs net...)
    #: the tables read: {sheet, orientation ('rows' or 'columns'), header_rows, first_row, last_row} (1-based): every
    #: filled row between first_row and last_row is a quote, a rejected row or a header row
    regions: list[dict] = field(default_factory=list)

    def to_json_text(self, localize: Callable[[str], str] = str, **extra) -> str:
        """`to_json()` as text, with the quotes encoded by the fast path; `extra` keys are added at the top."""
        out: list[str] = []
        self.write_json(out.append, localize, **extra)
        return "".join(out)

    def write_json(self, write: Callable[[str], object], localize: Callable[[str], str] = str, **extra) -> None:
        """`to_json_text()` written in pieces (a 50k-row sheet's JSON is tens of megabytes: never one string)."""
        self._write_json(write, localize, None, "strict", extra)

    def write_json_utf8(
        self, write: Callable[[bytes], object], localize: Callable[[str], str] = str, errors: str = "strict", **extra
    ) -> None:
        """`write_json()` as UTF-8 bytes, for a stream's binary layer: each shared part of the quotes is encoded
        once (a text of tens of megabytes with one Chinese character is widened and encoded whole otherwise).
        `errors` is the text stream's, so the bytes are those it would have written."""
        self._write_json(write, localize, "utf-8", errors, extra)

    def _write_json(self, write, localize, encoding: str | None, errors: str, extra: dict) -> None:
        import json
        import uuid

        doc = self.to_json(rows=False)
        doc["warnings"] = [localize(w) for w in self.warnings]
        doc["conventions"] = [localize(w) for w in self.conventions]
        doc["rejected"] = [_rejected_json(r, localize(r.reason), self.sheet) for r in self.rejected]
        doc.update(extra)
        mark = uuid.uuid4().hex
        doc["rows"] = mark
        head, tail = json.dumps(doc, ensure_ascii=False, allow_nan=False, separators=(",", ":")).split(f'"{mark}"', 1)
        head, tail = head + "[", "]" + tail
        if encoding is not None:
            head, tail = head.encode(encoding, errors), tail.encode(encoding, errors)
        write(head)
        for chunk in _row_json_chunks(self.rows, localize, encoding=encoding, errors=errors, sheet=self.sheet):
            write(chunk)
        write(tail)

    def price_columns_differ(self) -> bool:
        """Whether the quotes' prices come from more than one column (found once per preview)."""
        several = self.__dict__.get("_several_price_columns")
        if several is None:
            # the cells without their row numbers, in C-level passes (50,000 quotes): a cell of letters and digits
            # ('D8') has the column of its letters and any digits ('D' + '0'), so each distinct stem is read once;
            # a cell with no digits at its end (none the importer writes) is read one by one
            cells = list(filter(None, map(_CELL, self.rows)))
            stems = list(map(str.rstrip, cells, repeat("0123456789")))
            if any(map(str.__eq__, cells, stems)):
                columns = {_column_of(c) for c in cells}
            else:
                columns = {_column_of(s + "0") for s in set(stems)}
            several = len(columns) > 1
            self.__dict__["_several_price_columns"] = several
        return several

    def price_column(self, q: Quote) -> str:
        """The column a quote's price was read from, said where the sheet's quotes come from more than one column
        (a matrix of one price column per GPU count, per condition, per term): 'D (Nombre de GPU per servidor 2)';
        '' when every quote comes from one column. One rule for the import dialog and the command line."""
        col = _column_of(q.cell) if self.price_columns_differ() else ""
        if not col:
            return ""
        index = 0
        for ch in col:
            index = index * 26 + ord(ch) - 64
        own = q.sheet in ("", self.sheet)  # the header cells are the preview's own sheet's
        head = self.header_cells[index - 1].strip() if own and index <= len(self.header_cells) else ""
        return f"{col} ({head[:40]})" if head else col

    def to_json(self, rows: bool = True) -> dict:
        doc = {
            "file": self.file_name,
            "sha256": self.sha256,
            "sheet": self.sheet,
            "sheets": self.sheets,
            "header_row": self.header_row,
            "mapping": self.mapping,
            "kind": self.kind,
            "vendor": self.vendor,
            "as_of": self.as_of,
            "currency": self.sheet_currency,
            "rows": _rows_json(self.rows, self.sheet) if rows else [],
            "rejected": [_rejected_json(r, r.reason, self.sheet) for r in self.rejected],
            "warnings": self.warnings,
            "conventions": self.conventions,
            "regions": self.regions,
            "condition_when_unstated": CONDITION_WHEN_UNSTATED,
        }
        if self.kind == "specs":
            doc["devices"] = [asdict(d) for d in self.devices]
        return doc

    @property
    def count(self) -> int:
        return len(self.devices) if self.kind == "specs" else len(self.rows)


def _rejected_json(r: Rejected, reason: str, sheet: str) -> dict:
    """A rejected row as JSON, naming its sheet (the import's `sheet` unless the row is on another one it read)."""
    return {"source_row": r.source_row, "reason": reason, "sheet": r.sheet or sheet}


def offer_in_json(offer: str, price_kind: str) -> tuple[str, bool]:
    """(the offer as the costing reads it, whether the sheet stated it): '' on a purchase is ('card', False)."""
    if offer:
        return offer, True
    from gpucompare.core.offers import offer_of

    return offer_of({"offer": "", "price_kind": price_kind}).kind, False


def _rows_json(rows: list[Quote], sheet: str = "") -> list[dict]:
    """Quotes as JSON objects, built with C-level dict(zip()) (50k rows): only prices on request need a change; each
    names its sheet (`sheet`, the import's, unless the quote is on another sheet the import read)."""
    keys = _FIELDS
    out = [dict(zip(keys, q, strict=True)) for q in rows]
    for d in out:
        if d["price_on_request"]:
            d["price_min"] = d["price_max"] = None
        d["offer"], d["offer_stated"] = offer_in_json(d["offer"], d["price_kind"])
        d["includes"] = list(d["includes"])
        d["evidence"] = list(d["evidence"])
        d["evidence_en"] = [str(e) for e in d["evidence"]]  # English for scripts, whatever the user's language
        d["warnings"] = list(d["warnings"])
        d["sheet"] = d["sheet"] or sheet
    return out


#: `repr` of a float that is not a whole number, by its value, where the row loop wrote it already (the number in a
#: price cell as `raw_price` gives it): a row's price is most often that float itself, and the JSON writer takes its
#: text from here (50,000 distinct prices: `repr` of each twice otherwise). `repr` of a float is a function of its
#: value, and only floats that are not whole numbers are kept (no zero, whose two signs compare equal; no int, which
#: a whole float would equal); cleared as each table's reading starts, so it holds one table's prices at most
FLOAT_TEXTS: dict[float, str] = {}

#: the fields a row's own cells give its quote; the others come from its model and the sheet, and repeat
_ROW_FIELDS = ("source_row", "price_min", "price_max", "quantity", "raw_price", "cell", "lead_time", "notes")
_ROW_FLOATS = ("price_excl_tax", "list_price", "lease_term_months")


def rows_json_text(rows: list[Quote], localize: Callable[[str], str] = str) -> str:
    """The quotes as a JSON array (`_row_json_chunks`)."""
    return "[" + "".join(_row_json_chunks(rows, localize)) + "]"


def _row_json_chunks(
    rows: list[Quote],
    localize: Callable[[str], str] = str,
    size: int = 2000,
    encoding: str | None = None,
    errors: str = "strict",
    sheet: str = "",
):
    """The quotes as JSON objects separated by commas, `size` rows a piece, fast: the fields a quote shares with
    others of the same model (its device, currency, offer, tax basis, warnings, evidence ...) are encoded once per
    distinct set, and each row adds only its own (row, price, quantity, price as written, cell, lead time, notes).
    A row's own text and its shared text are joined once, in the piece (never copied into a row string first).
    With an `encoding` the pieces are bytes, the shared text encoded once per distinct set."""
    import json
    from operator import itemgetter

    enc = json.JSONEncoder(ensure_ascii=False, allow_nan=False, separators=(",", ":")).encode
    string = json.encoder.encode_basestring  # the C encoder of one string, quotes included
    own = _ROW_FIELDS + _ROW_FLOATS
    shared = [k for k in _FIELDS if k not in own]
    idx = [_FIELDS.index(k) for k in shared]
    tuples = {_FIELDS.index(k) for k in ("candidates", "warnings", "includes", "evidence")}
    pick = itemgetter(*[i for i in idx if i not in tuples])  # a C-level tuple of the fields quotes share
    # the tuple fields by identity (quotes of one model share the objects), each taken by its index: a key made
    # without map() and unpacking (50k rows)
    t1, t2, t3, t4 = sorted(tuples)
    cache: dict[tuple, str] = {}
    texts: dict[str, str] = {}  # notes (a Msg reads in the user's language) -> its JSON string
    offers: dict[tuple, tuple[str, bool]] = {}  # (offer, price kind) -> the offer as JSON gives it
    said_in: dict[int, list[str]] = {}  # a warnings or evidence tuple (by identity) -> its sentences localized
    english: dict[int, list[str]] = {}  # an evidence tuple (by identity) -> its sentences in English
    float_text = FLOAT_TEXTS.get
    binary = encoding is not None
    glue = b"" if binary else ""
    parts: list = []
    add = parts.append
    n = 0
    sep, empty = "", '""'
    # a row's own fields in one C-level call (row, prices, quantity, on request, price as written, cell, lead time,
    # notes, price without tax, list price, term)
    own_of = itemgetter(
        *(_FIELDS.index(k) for k in ("source_row", "price_min", "price_max", "quantity")),
        _FIELDS.index("price_on_request"),
        *(_FIELDS.index(k) for k in _ROW_FIELDS[4:] + _ROW_FLOATS),
    )
    # the last shared part met with each evidence tuple (by identity: quotes of one model share it): a row like it
    # is matched by comparing its fields with that one's, with no key built and hashed (50k rows: 39 -> 28 ms)
    last: dict[int, tuple] = {}
    for q in rows:
        picked, ev = pick(q), q[t4]
        seen = last.get(id(ev))
        if seen is not None and seen[0] == picked and seen[1] is q[t1] and seen[2] is q[t2] and seen[3] is q[t3]:
            frag = seen[4]
        else:
            key = (picked, id(q[t1]), id(q[t2]), id(q[t3]), id(ev))
            frag = cache.get(key)
            if frag is None:
                d = {k: q[i] for k, i in zip(shared, idx, strict=True)}
                offer = offers.get(okey := (d["offer"], d["price_kind"]))
                if offer is None:
                    offer = offers[okey] = offer_in_json(*okey)
                d["offer"], d["offer_stated"] = offer
                en = english.get(id(d["evidence"]))
                if en is None:
                    en = english[id(d["evidence"])] = [str(e) for e in d["evidence"]]
                for k in ("warnings", "evidence"):
                    # quotes of one model share the tuple (alive in `rows` while this runs): localized once
                    said = said_in.get(id(d[k]))
                    if said is None:
                        said = said_in[id(d[k])] = [localize(w) for w in d[k]]
                    d[k] = said
                d["evidence_en"] = en  # English for scripts, whatever the user's language
                d["candidates"] = list(d["candidates"])
                d["includes"] = list(d["includes"])
                d["sheet"] = d["sheet"] or sheet  # each quote names its sheet (the import's unless it is on another)
                frag = enc(d)[1:]
                if binary:
                    frag = frag.encode(encoding, errors)
                cache[key] = frag
                if len(cache) > 200_000:
                    cache.clear()
                    last.clear()
            last[id(ev)] = (picked, q[t1], q[t2], q[t3], frag)
        src, lo, hi, qty, asked, raw, cell, lead, notes, excl, lst, term = own_of(q)
        if asked:  # a price on request: no figures
            lo = hi = "null"
        elif hi != lo:
            lo, hi = repr(lo), repr(hi)
        else:
            lo = hi = float_text(lo) or repr(lo)
        note = texts.get(notes)
        if note is None:
            note = texts[notes] = string(localize(notes) if notes else "")
            if len(texts) > 200_000:
                texts.clear()
        # (a NaN is the one float not equal to itself: `isnan` without a call)
        row_text = (
            f'{sep}{{"source_row":{src},"price_min":{lo},"price_max":{hi},'
            f'"quantity":{"null" if qty is None else repr(qty)},"raw_price":{string(raw)},"cell":"{cell}",'
            f'"lead_time":{string(lead) if lead else empty},"notes":{note},'
            f'"price_excl_tax":{"null" if excl is None or excl != excl else repr(excl)},'
            f'"list_price":{"null" if lst is None else repr(lst)},'
            f'"lease_term_months":{"null" if term is None else repr(term)},'
        )
        add(row_text.encode(encoding, errors) if binary else row_text)
        add(frag)
        sep = ","
        n += 1
        if not n % size:
            yield glue.join(parts)
            parts.clear()
    if parts:
        yield glue.join(parts)


class Ticker:
    """Calls `cancel()` at most every few milliseconds from hot loops; `cancel` raises ImportCancelled to stop.
    `progress(done, total)` is reported at the same rhythm."""

    __slots__ = ("_cancel", "_progress", "_next", "_clock")

    def __init__(self, cancel: Callable[[], None] | None, progress: Callable[[int, int], None] | None):
        import time

        self._cancel, self._progress, self._clock = cancel, progress, time.monotonic
        self._next = 0.0

    def __call__(self, done: int = 0, total: int = 0) -> None:
        now = self._clock()
        if now < self._next:
            return
        self._next = now + 0.03
        if self._cancel is not None:
            self._cancel()
        if self._progress is not None and total:
            self._progress(done, total)

    def check(self) -> None:
        """The cancel check alone, for the readers (no progress figures)."""
        self(0, 0)


#: the ticker of the import running in this thread (each thread has its own context), for the passes over every
#: distinct value of a column that take no ticker of their own
_CURRENT: ContextVar[Ticker | None] = ContextVar("gpucompare_import_ticker", default=None)


def checkpoint() -> None:
    """The running import's cancel check (nothing outside an import): called every few thousand items of a pass."""
    tick = _CURRENT.get()
    if tick is not None:
        tick.check()


def ticking(tick: Ticker):
    """Makes `tick` the running import's ticker; returns the token `_CURRENT.reset` takes."""
    return _CURRENT.set(tick)


def done_ticking(token) -> None:
    _CURRENT.reset(token)


def cancelled() -> ImportCancelled:
    return ImportCancelled(Msg("import cancelled; nothing was written"))


#: a field as a sentence names it ('the model column (B) was recognised from the data under it'): the words of the one
#: field word table (data/import_fields.csv, core.fields.import_fields), which the import dialog's labels read too;
#: never the JSON key in a Chinese window
FIELD_WORDS = {k: f.words for k, f in import_fields().items() if f.words}


def field_words(key: str) -> str:
    """A field as a sentence names it: its words in the reader's language (the table's Chinese in a Chinese window),
    else the key as it is."""
    f = import_fields().get(key)
    return Translated(f.words, f.zh) if f is not None and f.words else key
