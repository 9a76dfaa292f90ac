"""Scores the importer on the vendor price-sheet corpus (tests/fixtures/sheets/corpus) through its stable contract.

Each corpus file is imported with `gpucompare --home TMP import FILE --dry-run --json` (in-process through
`gpucompare.cli.run` with stdout captured, or as a subprocess with `--subprocess`), and its JSON is compared with the
`<file>.expected.json` that the corpus generator wrote from the same numbers it put in the sheet.

    python tests/sheets/score_corpus.py             # a table per file, totals and % right
    python tests/sheets/score_corpus.py --details   # plus every quote that is not right, and why
    python tests/sheets/score_corpus.py --json      # one JSON document (for scripts and the tests)
    python tests/sheets/score_corpus.py --markdown  # the table for the README

Scoring rules
-------------
Expected quotes. Each is looked up among the imported rows by `source_row` (1-based, as Excel shows it), on the sheet
the expected answer names; when the importer reports `price_kind` ("purchase", "hourly", "hourly_reserved", "lease",
"monthly"), the row
with the expected kind is taken, otherwise the first unused row at that source row (a wrong kind, such as an hourly
rate read as a purchase price, makes the quote wrong); where several quotes are keyed at one row, the one whose model
text is the expected one (width forms and spaces folded), else the first whose model text no other quote of that row
expects (none if every one is another's, even a lone one: a quote the importer missed is dropped, not paired with its
neighbour's). A quote is

- right: all three hold
    * device: `device_id` equals the expected catalog id; the expected id is `device`, or the first id of
      `device_when_catalogued` that the catalog the importer uses holds now. Where neither applies (ambiguous or
      unknown names) the right answer is `device_id` null WITH a warning on that row (see "a warning on the row");
    * price: per device (servers and instances divided by their accelerators), in the sheet's currency, `price_min`
      and `price_max` each within 0.5% of the expected values; for a price on request, `price_on_request` is true
      (any currency then);
    * currency: the ISO code equals the expected one (HK$ is HKD, у.е. is USD, 万/w with no currency is CNY).
- silently wrong: imported, not right, and no warning on that row;
- flagged: imported, not right, but a warning names that row (the user was told to look);
- rejected with a reason: in `rejected` at that row with a reason that says why (anything but the generic
  "no model: column X is empty", "... is not a number", "price in X is empty" or an empty reason);
- rejected without a reason: in `rejected` with one of those generic reasons, or silently dropped (neither imported
  nor rejected). The quotes of a file read from the wrong sheet are dropped.
- refused: the whole file was refused (non-zero exit); every quote in it counts as refused.

Rows that are not products (`not_quotes`: subtotal, total, tax, shipping, installation, service, discount, bank,
note, config lines of a server, section headings, hidden rows). Imported as a quote, such a row is a false quote.
Not imported, the row is explained when a rejection or a warning naming the row says what it is (words of its kind,
e.g. "shipping" or "freight" for a shipping line, "hidden" for a hidden row); an unexplained exclusion is counted only
for the kinds a user must be told about (total, subtotal, tax, shipping, installation, service, discount, bank,
hidden_row), not for notes, section headings and configuration lines. Rows imported from a sheet that is not the
offer (an older or hidden price list) are false quotes too.

A warning on the row: the row's own `warning`/`warnings` field when the importer gives one, its `needs_review` flag,
or a top-level warning that names the row ("row 12", "rows 5, 6, 7-9") or quotes its model text.

Offer details, checked when the expected quote has them (a mismatch makes the quote wrong): `tax` ("incl"/"excl"),
`tax_rate` (within 0.001), `condition`, `offer`, `quote_date`, `valid_until`, `lease_term_months`.

Conventions the answer keys and the importer share, so the strict score measures the importer and not spelling:

- condition: "not stated" is written "" by some keys (blind corpus 5) and by the importer, which documents how it
  reads silence in the JSON's top-level `condition_when_unstated` ("new"). On a purchase or a lease an empty
  condition on either side is that reading; an hourly rate has no condition. "refurbished" is a kind of "used": a key
  that says "used" of a refurbished card (ex-lease, Grade A, 'generalüberholt') is matched by the importer's finer
  "refurbished" (the condition lexicons and earlier keys tell the two apart); a key's "refurbished" still wants
  "refurbished", and a key's "new" never matches either.
- offer: the importer's JSON always states what one priced item is ("card", "server", "baseboard", "rack",
  "instance"), as the costing reads it (an unstated purchase or lease of one device is a card, an unstated hourly
  rate an instance), with `offer_stated` false where the sheet did not say; keys name it the same way, and a key's
  "" (a baseboard or kit the key leaves unnamed, neither a card nor a server) is matched by "baseboard" alone. One
  device without a host is a card, whatever its form: a lone SXM or OAM module ('H100 SXM5 单模组', 'H20 (модуль
  SXM)') is costed as one device, as a PCIe card is; corpora 5 and 9-13 key it "card", 14-17 "" (neither card nor
  server), so a key's "" on an item of one device is matched by "card" too (a module on an 8-GPU board stays a
  baseboard, and a server never matches ""). A rented item of several devices is an "instance" unless the sheet's
  words say a whole physical machine is rented: bare metal or a whole machine ('裸金属', '整机', 'bare-metal') or a
  price per machine ('元/台/月', '元/台·时'); then it is a "server" (corpora 18, 24, 26 and 28 key it so). A node alone
  ('8x H100 SXM node', '元/节点·小时') names no physical machine (clouds call virtual machines nodes too) and stays an
  "instance" (corpora 5, 16, 19, 21, 27 and 28 key it so).
- a price with and without VAT on one row: the importer's price is the VAT-inclusive one, with `price_excl_tax`
  beside it; a key that keyed the price without VAT (tax "excl") is matched by that `price_excl_tax`. A price on
  request in both columns of such a pair (the sheet's other quotes carry `price_excl_tax`) has no figure to take
  apart: a key's "excl" at the same rate is matched by the importer's "incl".
- a form typed one field per row (a record of label/value rows): corpus 35's key names a record by its model's row,
  corpus 54's by its price's row; the importer names it by its model's row with its price cell in `cell`, so a key's
  quote whose row holds no quote is matched by the quote whose `cell` is the key's `price_cell`, and a quote's price
  cell's row is a row the import read (no vanished row).
- several offer sheets: each quote and rejected row names its `sheet` (a row without one is on the import's
  `sheet`); a key's quote is looked up on its own sheet, and rows, vanished rows and exclusions are counted per
  sheet. A key whose `sheet` holds none of its quotes (the comparison sheet a reader lands on, its quotes all on
  the vendor sheets it compares: corpus 59) is read from the right sheet by an import whose `sheet` is one of them.
- committed terms: the keys of blind corpora 4 and 5 key a row's committed-term rates as one reserved quote, the
  range over the terms; the importer gives one reserved quote per term (left to right, as later keys do). A range
  key is matched by the row's reserved quotes whose prices together span exactly that range.
- quantity tiers: the keys of blind corpora 4 and 16 and of the repo corpus key a row's quantity-break prices as one
  range (the dearest, single-unit price its top); the importer's one rule (README, "Quantity breaks") is the
  single-unit price as the quote, the prices for more units in its notes. Such a range key is matched by the quote
  at the range's top whose notes list the tiers down to the range's bottom (later keys, blind 48 on, key the
  single-unit price itself).
- a monthly rent: a rent of cards or whole machines by the month ('元/卡/月', '月租金(元/台)', a per-card-month
  subscription) is its own price kind, "monthly", per device and month (corpora 57 and 58 key it so; a cloud
  instance's monthly plan, 包月, stays a reserved rate per device-hour, as corpus 58 keys it). Keys written before the
  kind existed gave the same rent another kind: per device-hour over 730 h (corpora 5, 18 and 26: a reserved rate for
  a month, or an hourly rate) or a lease per device-month (corpus 56). An imported monthly quote matches such a key
  read in the key's kind: its price / 730 per device-hour (a reserved rate's term a month where the sheet gives
  none), or the same price as a lease.
- quote date: a sheet that gives none is dated the import day with `dated` false; that is "not stated" (a key's
  null). With `--price-only` they are not checked: a quote is right on device, price per device, currency and price kind alone (the
definition the earlier blind corpora were scored by).

Vanished rows: rows of a table region (the import's `regions`: from its first to its last row) that hold a cell
(read from the file independently of the importer) and are neither imported, nor rejected, nor one of the region's
header rows; plus expected quotes, and expected non-products inside a region, neither imported nor rejected. Each
counts once.

% right = right / expected quotes. The strict goal (issue 13): at least 95% right, none silently wrong, no false
quotes.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import io
import json
import math
import re
import subprocess
import sys
import tempfile
from collections import OrderedDict
from dataclasses import dataclass, field
from pathlib import Path

CORPUS = Path(__file__).resolve().parents[1] / "fixtures" / "sheets" / "corpus"
PRICE_TOLERANCE = 0.005
SHEET_SUFFIXES = (".xlsx", ".xls", ".csv")

GENERIC_REASONS = (
    re.compile(r"^\s*$"),
    re.compile(r"no model: column [A-Z]+ is empty", re.IGNORECASE),
    re.compile(r"is not a number", re.IGNORECASE),
    re.compile(r"^price in [A-Z]+\d+ is empty", re.IGNORECASE),
)

_SHEET_PREFIX = re.compile(r"^sheet '(?:[^']|'')*': ")

#: words a reason or warning uses for each kind of non-product row (English, as the JSON reports by default)
KIND_WORDS = {
    "total": r"total|sum",
    "subtotal": r"subtotal|total|sum",
    "tax": r"tax|vat|gst",
    "shipping": r"shipping|freight|delivery|carriage|postage|transport",
    "installation": r"install|integration|setup|set-up",
    "service": r"service|support|warranty|maintenance",
    "discount": r"discount|rebate",
    "bank": r"bank|payment|account|iban",
    "note": r"note|comment|remark|text",
    "config": r"config|component|part of|included",
    "section": r"section|heading|title|note",
    "hidden_row": r"hidden",
}
MUST_SAY = {"total", "subtotal", "tax", "shipping", "installation", "service", "discount", "bank", "hidden_row"}

_ROWS = re.compile(r"\brows?\s+((?:\d+\s*(?:[-–]\s*\d+)?\s*(?:,|and)?\s*)+)", re.IGNORECASE)


def rows_named(text: str) -> set[int]:
    """Row numbers a message names: 'row 12', 'rows 5, 6, 9-11'."""
    out: set[int] = set()
    for m in _ROWS.finditer(text):
        for part in re.split(r",|and", m.group(1)):
            part = part.strip()
            if not part:
                continue
            if re.match(r"^\d+\s*[-–]\s*\d+$", part):
                a, b = (int(x) for x in re.split(r"[-–]", part))
                if 0 < b - a < 10_000:
                    out.update(range(a, b + 1))
            elif part.isdigit():
                out.add(int(part))
    return out


def close(got, want) -> bool:
    if got is None or want is None:
        return False
    try:
        got = float(got)
    except (TypeError, ValueError):
        return False
    if math.isnan(got):
        return False
    if want == 0:
        return got == 0
    return abs(got - want) <= PRICE_TOLERANCE * abs(want)


def catalog_ids() -> set[str]:
    from gpucompare.core.catalog import bundled_catalog

    return set(bundled_catalog().by_id)


#: the last imports of this process by (file, its bytes' digest, workspace, how run): a corpus scored price only and
#: then with the offer details is imported once, not twice (the dry-run import of the same bytes into the same
#: workspace gives the same document)
_RECENT: OrderedDict[tuple, tuple[str | None, str | None]] = OrderedDict()
_RECENT_SIZE = 64


def run_import(path: Path, home: Path, subprocess_mode: bool = False) -> tuple[dict | None, str | None]:
    """(the import JSON, None) or (None, the one-line error) for one file."""
    key = (str(Path(path).resolve()), hashlib.sha256(Path(path).read_bytes()).hexdigest(), str(home), subprocess_mode)
    if key in _RECENT:
        _RECENT.move_to_end(key)
    else:
        _RECENT[key] = _import_text(path, home, subprocess_mode)
        while len(_RECENT) > _RECENT_SIZE:
            _RECENT.popitem(last=False)
    out, error = _RECENT[key]
    return (json.loads(out), None) if out is not None else (None, error)


def _import_text(path: Path, home: Path, subprocess_mode: bool) -> tuple[str | None, str | None]:
    argv = ["--home", str(home), "import", str(path), "--dry-run", "--json"]
    if subprocess_mode:
        proc = subprocess.run(
            [sys.executable, "-m", "gpucompare", *argv], capture_output=True, text=True, encoding="utf-8", check=False
        )
        code, out, err = proc.returncode, proc.stdout, proc.stderr
    else:
        from gpucompare.cli import run

        out_buf, err_buf = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out_buf), contextlib.redirect_stderr(err_buf):
            code = run(argv)
        out, err = out_buf.getvalue(), err_buf.getvalue()
    if code != 0:
        return None, (err.strip().splitlines() or [f"exit code {code}"])[-1]
    return out, None


@dataclass
class FileScore:
    file: str
    quotes: int = 0
    right: int = 0
    silent: int = 0
    flagged: int = 0
    rejected_reason: int = 0
    rejected_no_reason: int = 0
    refused: int = 0
    false_quotes: int = 0
    unexplained: int = 0
    vanished: int = 0
    sheet_read: str | None = None
    sheet_expected: str | None = None
    error: str | None = None
    crash: str | None = None
    details: list[dict] = field(default_factory=list)

    @property
    def status(self) -> str:
        if self.crash:
            return "crash"
        if self.error:
            return "refused"
        if self.sheet_read != self.sheet_expected:
            return "wrong sheet"
        return "ok"

    def to_json(self) -> dict:
        d = dict(self.__dict__)
        d["status"] = self.status
        return d


def _warned_rows(doc: dict) -> tuple[set[int], list[str]]:
    texts = [str(w) for w in doc.get("warnings") or []]
    rows: set[int] = set()
    for t in texts:
        rows |= rows_named(t)
    return rows, texts


def _row_warned(row: dict, source_row: int, raw_model: str, warned: set[int], texts: list[str]) -> bool:
    own = row.get("warning") or row.get("warnings") or row.get("needs_review") if row else None
    if own:
        return True
    if source_row in warned:
        return True
    model = (raw_model or "").strip().lower()
    return len(model) >= 3 and any(model in t.lower() for t in texts)


def _model_key(text) -> str:
    """A model text as the user reads it: width forms and spaces folded ('英伟达（NVIDIA）' is '英伟达(NVIDIA)')."""
    import unicodedata

    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", str(text or ""))).casefold()


def _same_number(got, want, tol: float) -> bool:
    if want is None or got is None:
        return want is None and got is None
    try:
        return abs(float(got) - float(want)) <= tol
    except (TypeError, ValueError):
        return False


def decode_csv(raw: bytes) -> tuple[list[str], str, str] | None:
    """(lines, encoding, separator) of a CSV read independently of the importer: UTF-16 by its mark (Excel's
    'Unicode Text'), else UTF-8, GBK or cp1252; the separator the lines use most (';' from a European Excel, tab,
    '|', else ','). None when no encoding reads it."""
    encodings = ("utf-16",) if raw[:2] in (b"\xff\xfe", b"\xfe\xff") else ("utf-8-sig", "gbk", "cp1252")
    for enc in encodings:
        try:
            lines = raw.decode(enc).splitlines()
        except UnicodeDecodeError:
            continue
        return lines, enc, max(",;\t|", key=lambda c: sum(line.count(c) for line in lines[:50]))
    return None


def sheet_cells(path: Path, sheet: str) -> list[list]:
    """The sheet's cells, read independently of the importer (calamine; a CSV as UTF-16 by its mark, UTF-8 or GBK)."""
    import csv

    if path.suffix.lower() == ".csv":
        decoded = decode_csv(path.read_bytes())
        if decoded is None:
            return []
        lines, _enc, sep = decoded
        return [list(r) for r in csv.reader(lines, delimiter=sep)]
    import python_calamine as pc

    wb = pc.CalamineWorkbook.from_path(str(path))
    if sheet not in wb.sheet_names:
        return []
    return wb.get_sheet_by_name(sheet).to_python(skip_empty_area=False)


def vanished_rows(path: Path, doc: dict, sheet: str, expected: dict) -> set:
    """Rows of the import's table regions that hold a cell and are neither imported, nor rejected, nor a header;
    and expected rows (quotes, non-products) neither imported nor rejected. Rows are told apart by their sheet (a
    row or key without one is on the import's, the key's `sheet`): each sheet the import read or the key names is
    counted on its own."""
    main = doc.get("sheet")
    sheets = {sheet} | {g.get("sheet") for g in doc.get("regions") or []}
    sheets |= {q.get("sheet") or sheet for q in expected.get("quotes", [])}
    out: set = set()
    for name in sorted(x for x in sheets if x):
        if name != sheet and not any(g.get("sheet") == name for g in doc.get("regions") or []):
            if not any((q.get("sheet") or sheet) == name for q in expected.get("quotes", [])):
                continue
        part = {k: v for k, v in expected.items() if k not in ("quotes", "not_quotes")}
        part["quotes"] = [q for q in expected.get("quotes", []) if (q.get("sheet") or sheet) == name]
        part["not_quotes"] = [q for q in expected.get("not_quotes", []) if (q.get("sheet") or sheet) == name]
        got = _vanished_on(path, doc, name, part, main)
        out |= {r if name == sheet else (name, r) for r in got}
    return out


def _vanished_on(path: Path, doc: dict, sheet: str, expected: dict, main: str | None) -> set[int]:
    """`vanished_rows` on one sheet (`main`: the import's sheet, which rows without a sheet of their own are on)."""
    seen = {r.get("source_row") for r in doc.get("rows") or [] if (r.get("sheet") or main) == sheet} | {
        r.get("source_row") for r in doc.get("rejected") or [] if (r.get("sheet") or main) == sheet
    }
    # a quote's price cell is on a row the import read too (a form's record, named by its model's row)
    seen |= {_cell_row(r.get("cell")) for r in doc.get("rows") or [] if (r.get("sheet") or main) == sheet}
    out = set()
    regions = [g for g in doc.get("regions") or [] if g.get("sheet") == sheet]
    if regions:
        try:
            cells = sheet_cells(path, sheet)
        except Exception:  # the scorer reports what it can; the import itself is judged above
            cells = []
        for g in regions:
            heads = set(g.get("header_rows") or [])
            for r in range(int(g.get("first_row") or 1), int(g.get("last_row") or 0) + 1):
                if r in seen or r in heads or r - 1 >= len(cells):
                    continue
                if any(v not in ("", None) and str(v).strip() for v in cells[r - 1]):
                    out.add(r)
    for q in expected.get("quotes", []):
        if q["source_row"] not in seen:
            out.add(q["source_row"])
    spans = [(int(g.get("first_row") or 1), int(g.get("last_row") or 0)) for g in regions]
    heads = {h for g in regions for h in g.get("header_rows") or []}  # a turned table's rows of other figures
    for n in expected.get("not_quotes", []):
        r = n["source_row"]
        if r not in seen and r not in heads and n.get("kind") != "hidden_row" and any(a <= r <= b for a, b in spans):
            out.add(r)  # a non-product inside a table (a title or note above the table is no row of it)
    return out


def _cell_row(cell) -> int | None:
    """The row of a cell's name ('B8' -> 8), None for none."""
    m = re.fullmatch(r"[A-Z]{1,3}(\d{1,7})", str(cell or ""))
    return int(m.group(1)) if m else None


def _generic(reason: str) -> bool:
    reason = _SHEET_PREFIX.sub("", reason or "")  # a row of another sheet read says its sheet first
    return any(p.search(reason) for p in GENERIC_REASONS)


def _term_quotes(rows: list[dict], kinds: list[int], q: dict) -> list[int]:
    """The row's reserved quotes, one per committed term, whose prices together span a key's reserved range (keys of
    blind corpora 4 and 5 key the terms as one range); [] when the key is no range or they do not span it."""
    if q["price_kind"] != "hourly_reserved" or q["price_on_request"] or not q["price_min"] < q["price_max"]:
        return []
    priced = [
        j
        for j in kinds
        if rows[j].get("price_kind") == "hourly_reserved"
        and rows[j].get("price_min") is not None
        and rows[j].get("price_max") is not None
    ]
    terms = [rows[j].get("lease_term_months") for j in priced]
    if len(priced) < 2 or None in terms or len(set(terms)) < len(terms):
        return []  # one quote per committed term: two at least, each with a term of its own

    def inside(v: float) -> bool:
        return (q["price_min"] <= v or close(v, q["price_min"])) and (v <= q["price_max"] or close(v, q["price_max"]))

    if not all(inside(rows[j]["price_min"]) and inside(rows[j]["price_max"]) for j in priced):
        return []
    lo = min(rows[j]["price_min"] for j in priced)
    hi = max(rows[j]["price_max"] for j in priced)
    return priced if close(lo, q["price_min"]) and close(hi, q["price_max"]) else []


_NOTE_AMOUNT = re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.\d+|\d+")


def _tier_range(r: dict, q: dict) -> tuple[float, float] | None:
    """(low, high) where a key's price range is a row's quantity tiers (the keys of blind corpora 4 and 16 and of the
    repo corpus) and the importer's quote is the single-unit price (its one rule for quantity breaks) at the range's
    top, with the tiers in its notes reaching the range's bottom; None otherwise."""
    lo, hi = q.get("price_min"), q.get("price_max")
    notes = str(r.get("notes") or "")
    if lo is None or hi is None or not lo < hi or ("quantity tier" not in notes and "quantity break" not in notes):
        return None
    if not (close(r.get("price_min"), hi) and close(r.get("price_max"), hi)):
        return None
    amounts = [float(x.replace(",", "")) for x in _NOTE_AMOUNT.findall(notes)]
    return (lo, hi) if any(close(x, lo) for x in amounts) else None


def score_file(
    path: Path, expected: dict, ids: set[str], home: Path, subprocess_mode: bool = False, offer_details: bool = True
) -> FileScore:
    s = FileScore(path.name, quotes=len(expected["quotes"]), sheet_expected=expected["sheet"])
    try:
        doc, error = run_import(path, home, subprocess_mode)
    except Exception as err:  # the scorer records it; the test fails on it
        s.crash = f"{type(err).__name__}: {err}"
        s.refused = s.quotes
        return s
    if doc is None:
        s.error = error
        s.refused = s.quotes
        return s
    s.sheet_read = doc.get("sheet")
    quote_sheets = {q.get("sheet") or s.sheet_expected for q in expected["quotes"]}
    if quote_sheets and s.sheet_expected not in quote_sheets and s.sheet_read in quote_sheets:
        # a key naming the sheet a reader lands on (a comparison of vendor sheets) while every quote it keys names
        # another sheet (corpus 59): the offer is on those sheets, and an import reading them reads the right one
        s.sheet_expected = s.sheet_read
    same_sheet = s.sheet_read == s.sheet_expected
    main = s.sheet_expected

    def at_row(sheet: str | None, row):
        """A row's key: its number on the key's sheet, (sheet, number) on another sheet the import read."""
        sheet = sheet or s.sheet_read
        return row if sheet in (main, None) else (sheet, row)

    def keyed(q: dict):
        return at_row(q.get("sheet") or main, q["source_row"])

    rows = doc.get("rows") or []
    rejected = {}
    for r in doc.get("rejected") or []:
        rejected.setdefault(at_row(r.get("sheet"), r.get("source_row")), []).append(str(r.get("reason") or ""))
    warned, texts = _warned_rows(doc)
    used: set[int] = set()
    by_row: dict = {}
    for i, r in enumerate(rows):
        by_row.setdefault(at_row(r.get("sheet"), r.get("source_row")), []).append(i)

    keyed_texts: dict = {}  # the model texts the key expects at each row
    for q in expected["quotes"]:
        keyed_texts.setdefault(keyed(q), set()).add(_model_key(q.get("raw_model")))
    for q in expected["quotes"]:
        want_dev = q["device"] or next((i for i in q["device_when_catalogued"] if i in ids), None)
        at = [i for i in by_row.get(keyed(q), []) if i not in used] if same_sheet else []
        if not at and same_sheet and q.get("price_cell"):
            # a record of a field/value form: keyed at its price's row (corpus 54) where the importer names it by its
            # model's row (as corpus 35's key does); the same quote when its price cell is the key's
            at = [
                i
                for i, r in enumerate(rows)
                if i not in used
                and r.get("cell") == q["price_cell"]
                and at_row(r.get("sheet"), 0) == at_row(q.get("sheet") or main, 0)
            ]
        kinds = [i for i in at if _same_kind(rows[i].get("price_kind", q["price_kind"]), q["price_kind"])]
        pool = kinds or at
        if len(pool) > 1 or (pool and len(keyed_texts.get(keyed(q), ())) > 1):
            # several quotes keyed at one row (offers side by side, a transposed table keyed by its price row):
            # the one with the expected model text is this quote's, whatever order the importer wrote them in
            want_text = _model_key(q.get("raw_model"))
            others = keyed_texts.get(keyed(q), set()) - {want_text}
            # (none: the first whose model text no other quote of the row expects, or none at all: a quote the
            # importer missed does not take another's)
            pool = [i for i in pool if _model_key(rows[i].get("raw_model")) == want_text] or [
                i for i in pool if _model_key(rows[i].get("raw_model")) not in others
            ]
        pick = pool[:1]  # a row of another kind (a rate read as a purchase price) is scored, and wrong
        detail = {"row": q["source_row"], "model": q["raw_model"], "expected_device": want_dev}
        if not pick:
            reasons = rejected.get(keyed(q), []) if same_sheet else []
            if reasons and not all(_generic(x) for x in reasons):
                s.rejected_reason += 1
                verdict = "rejected"
            else:
                s.rejected_no_reason += 1
                verdict = "rejected without a reason" if reasons else "dropped"
            s.details.append({**detail, "verdict": verdict, "reason": "; ".join(reasons)})
            continue
        i = pick[0]
        used.add(i)
        r = _monthly_as_keyed(rows[i], q)
        terms = _term_quotes(rows, kinds, q)
        if terms:
            # a key's one reserved range over a row's committed terms: the importer's quote per term, spanning it
            used.update(terms)
            r = {
                **r,
                "price_min": min(rows[j]["price_min"] for j in terms),
                "price_max": max(rows[j]["price_max"] for j in terms),
            }
        tiered = _tier_range(r, q)
        if tiered is not None:
            # an earlier key's range over a row's quantity tiers: the importer's single-unit quote, its tiers in the notes
            r = {**r, "price_min": tiered[0], "price_max": tiered[1]}
        is_warned = _row_warned(r, q["source_row"], q["raw_model"], warned, texts)
        wrong = []
        if want_dev is not None:
            if r.get("device_id") != want_dev:
                wrong.append(f"device {r.get('device_id')} (want {want_dev})")
        elif r.get("device_id") is not None:
            wrong.append(f"device {r.get('device_id')} (want unknown with a warning)")
        elif not is_warned:
            wrong.append("unknown device without a warning")
        got_kind = r.get("price_kind", q["price_kind"])
        if got_kind != q["price_kind"]:
            wrong.append(f"price kind {got_kind} (want {q['price_kind']})")
        goods = not str(q["price_kind"]).startswith("hourly")  # a purchase or a lease has a condition
        excl = r.get("price_excl_tax")
        if (
            q.get("tax") == "excl"
            and r.get("tax") == "incl"
            and excl is not None
            and q["price_min"] == q["price_max"]
            and close(excl, q["price_min"])
        ):
            # a row with a price with and without VAT: the importer's price is the VAT-inclusive one (its documented
            # convention) with the price without VAT beside it; a key that chose the other of the pair is the same offer
            r = {**r, "price_min": excl, "price_max": excl, "tax": "excl"}
        elif (
            q.get("tax") == "excl"
            and r.get("tax") == "incl"
            and q["price_on_request"]
            and r.get("price_on_request")
            and _same_number(r.get("tax_rate"), q.get("tax_rate"), 0.001)
            and any(x.get("price_excl_tax") is not None and (x.get("sheet") == r.get("sheet")) for x in rows)
        ):
            # the same pair of columns, on a row whose price is on request in both: no figure to take apart, the
            # basis is the column the importer reads (its convention above), the rate the same
            r = {**r, "tax": "excl"}
        for key in ("tax", "condition", "offer", "quote_date", "valid_until") if offer_details else ():
            got, want = r.get(key) or "", q.get(key) or ""
            if key == "condition" and goods:
                # silence read one way: the importer's documented reading of an unstated condition, in either key
                unstated = doc.get("condition_when_unstated") or ""
                got, want = got or unstated, want or unstated
                if want == "used" and got == "refurbished":
                    got = "used"  # refurbished is a kind of used (see the module's docstring)
            if key == "quote_date" and r.get("dated") is False:
                got = ""  # the import day stands in for a date the sheet does not give ('dated' false says so)
            if key == "offer" and want == "" and got == "baseboard":
                got = ""  # the keys' name for devices on their board, no host (see the module's docstring)
            if key == "offer" and want == "" and got == "card" and (q.get("devices_per_item") or 1) == 1:
                got = ""  # one device without a host (a lone SXM/OAM module) is a card (see the module's docstring)
            if key in q and got != want:
                wrong.append(f"{key} {r.get(key)!r} (want {q[key]!r})")
        for key, tol in (("tax_rate", 0.001), ("lease_term_months", 0.01)) if offer_details else ():
            if key in q and not _same_number(r.get(key), q[key], tol):
                wrong.append(f"{key} {r.get(key)!r} (want {q[key]!r})")
        if q["price_on_request"]:
            if not r.get("price_on_request"):
                wrong.append(f"price {r.get('price_min')} (want on request)")
        else:
            if r.get("price_on_request") or not (
                close(r.get("price_min"), q["price_min"]) and close(r.get("price_max"), q["price_max"])
            ):
                wrong.append(
                    f"price {r.get('price_min')}-{r.get('price_max')} (want {q['price_min']}-{q['price_max']})"
                )
            if r.get("currency") != q["currency"]:
                wrong.append(f"currency {r.get('currency')} (want {q['currency']})")
        if not wrong:
            s.right += 1
            continue
        verdict = "flagged" if is_warned else "silently wrong"
        if is_warned:
            s.flagged += 1
        else:
            s.silent += 1
        s.details.append({**detail, "verdict": verdict, "wrong": wrong})

    expected_rows = {keyed(q) for q in expected["quotes"]}
    not_quotes = {keyed(n): n for n in expected["not_quotes"]}
    for i, r in enumerate(rows):
        if i in used:
            continue
        here = at_row(r.get("sheet"), r.get("source_row"))
        n = not_quotes.get(here) if same_sheet else None
        if n is None and same_sheet and here in expected_rows:
            continue  # an extra quote of a product row (e.g. a reserved rate the answer does not list)
        s.false_quotes += 1
        other = not same_sheet or (
            isinstance(here, tuple) and here[0] not in {q.get("sheet") for q in expected["quotes"]}
        )
        kind = n["kind"] if n else ("row of another sheet" if other else "row that is no product")
        s.details.append(
            {"row": r.get("source_row"), "model": r.get("raw_model"), "verdict": "false quote", "kind": kind}
        )
    if same_sheet:
        s.vanished = len(vanished_rows(path, doc, s.sheet_expected, expected))
        imported = {at_row(r.get("sheet"), r.get("source_row")) for r in rows}
        for n in expected["not_quotes"]:
            if keyed(n) in imported or n["kind"] not in MUST_SAY:
                continue
            words = re.compile(KIND_WORDS[n["kind"]], re.IGNORECASE)
            said = [x for x in rejected.get(keyed(n), []) if words.search(x)]
            said += [t for t in texts if n["source_row"] in rows_named(t) and words.search(t)]
            if n["kind"] == "hidden_row":
                said += [t for t in texts if words.search(t) and n["source_row"] in rows_named(t)]
            if not said:
                s.unexplained += 1
                s.details.append(
                    {
                        "row": n["source_row"],
                        "model": n["text"][:60],
                        "verdict": "excluded without saying why",
                        "kind": n["kind"],
                        "reason": "; ".join(rejected.get(keyed(n), [])),
                    }
                )
    return s


#: the hours of a month a monthly rent's hourly equivalent is over (the importer's and the costing's 730)
HOURS_PER_MONTH = 8760 / 12


def _same_kind(got: str, want: str) -> bool:
    """Whether an imported quote's price kind is the key's, a monthly rent standing for the kinds keys written before
    the kind existed gave it (see the module's docstring)."""
    return got == want or (got == "monthly" and want in ("hourly", "hourly_reserved", "lease"))


def _monthly_as_keyed(r: dict, q: dict) -> dict:
    """A monthly rent (price kind 'monthly') read in the kind an earlier key gave the same rent: per device-hour over
    730 h (a reserved rate for a month, or an hourly rate), or a lease per device-month."""
    if r.get("price_kind") != "monthly" or q["price_kind"] not in ("hourly", "hourly_reserved", "lease"):
        return r
    if q["price_kind"] == "lease":
        return {**r, "price_kind": "lease"}
    per_hour = {k: r[k] / HOURS_PER_MONTH for k in ("price_min", "price_max") if r.get(k) is not None}
    term = r.get("lease_term_months") or (1.0 if q["price_kind"] == "hourly_reserved" else None)
    return {**r, **per_hour, "price_kind": q["price_kind"], "lease_term_months": term}


def corpus_files(folder: Path = CORPUS) -> list[tuple[Path, dict]]:
    out = []
    for exp in sorted(folder.glob("*.expected.json")):
        sheet = folder / exp.name[: -len(".expected.json")]
        with open(exp, encoding="utf-8") as fh:
            out.append((sheet, json.load(fh)))
    return out


def score_corpus(folder: Path = CORPUS, subprocess_mode: bool = False, offer_details: bool = True) -> list[FileScore]:
    ids = catalog_ids()
    scores = []
    with tempfile.TemporaryDirectory(prefix="gpucompare-corpus-") as tmp:
        for path, expected in corpus_files(folder):
            scores.append(score_file(path, expected, ids, Path(tmp), subprocess_mode, offer_details))
    return scores


COLUMNS = (
    ("quotes", "quotes"),
    ("right", "right"),
    ("silent", "silently wrong"),
    ("flagged", "flagged"),
    ("rejected_reason", "rejected+reason"),
    ("rejected_no_reason", "rejected, no reason"),
    ("refused", "refused"),
    ("false_quotes", "false quotes"),
    ("unexplained", "unexplained exclusions"),
    ("vanished", "vanished rows"),
)


def totals(scores: list[FileScore]) -> dict:
    t = {k: sum(getattr(s, k) for s in scores) for k, _ in COLUMNS}
    t["files"] = len(scores)
    t["refused_files"] = sum(1 for s in scores if s.error or s.crash)
    t["crashed_files"] = sum(1 for s in scores if s.crash)
    t["wrong_sheet_files"] = sum(1 for s in scores if s.status == "wrong sheet")
    t["percent_right"] = round(100 * t["right"] / t["quotes"], 1) if t["quotes"] else 0.0
    return t


def table(scores: list[FileScore]) -> str:
    name_w = max(len(s.file) for s in scores) + 2
    head = f"{'file':<{name_w}}" + "".join(f"{label:>{max(len(label), 6) + 2}}" for _, label in COLUMNS) + "  status"
    lines = [head, "-" * len(head)]
    for s in scores:
        cells = "".join(f"{getattr(s, k):>{max(len(label), 6) + 2}}" for k, label in COLUMNS)
        status = s.status + (f" ({s.error or s.crash})" if s.error or s.crash else "")
        if s.status == "wrong sheet":
            status += f" (read {s.sheet_read!r}, offer is {s.sheet_expected!r})"
        lines.append(f"{s.file:<{name_w}}{cells}  {status[:140]}")
    t = totals(scores)
    lines.append("-" * len(head))
    lines.append(f"{'total':<{name_w}}" + "".join(f"{t[k]:>{max(len(label), 6) + 2}}" for k, label in COLUMNS))
    lines.append(
        f"{t['right']} of {t['quotes']} quotes right ({t['percent_right']}%); {t['silent']} silently wrong, "
        f"{t['flagged']} wrong but flagged, {t['rejected_reason']} rejected with a reason, {t['rejected_no_reason']} "
        f"rejected without one, {t['refused']} in {t['refused_files']} refused files; {t['false_quotes']} false "
        f"quotes; {t['unexplained']} non-product rows excluded without saying why; {t['vanished']} vanished rows; "
        f"{t['wrong_sheet_files']} files read from the wrong sheet"
    )
    return "\n".join(lines)


def markdown(scores: list[FileScore]) -> str:
    """The table as Markdown (for the README)."""
    head = "| file | " + " | ".join(label for _, label in COLUMNS) + " | status |"
    lines = [head, "|---|" + "---:|" * len(COLUMNS) + "---|"]
    for s in scores:
        lines.append(f"| {s.file} | " + " | ".join(str(getattr(s, k)) for k, _ in COLUMNS) + f" | {s.status} |")
    t = totals(scores)
    lines.append("| **total** | " + " | ".join(f"**{t[k]}**" for k, _ in COLUMNS) + f" | {t['percent_right']}% right |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--json", action="store_true", help="print one JSON document")
    ap.add_argument("--markdown", action="store_true", help="print the table as Markdown (for the README)")
    ap.add_argument("--details", action="store_true", help="list every quote that is not right")
    ap.add_argument("--subprocess", action="store_true", help="run `python -m gpucompare` per file")
    ap.add_argument("--corpus", type=Path, default=CORPUS)
    ap.add_argument(
        "--price-only", action="store_true", help="right on device, price, currency and kind alone (no offer details)"
    )
    args = ap.parse_args(argv)
    scores = score_corpus(args.corpus, args.subprocess, offer_details=not args.price_only)
    if args.json:
        doc = {"totals": totals(scores), "files": [s.to_json() for s in scores]}
        json.dump(doc, sys.stdout, ensure_ascii=False, indent=1)
        print()
        return 0
    print(markdown(scores) if args.markdown else table(scores))
    if args.details:
        for s in scores:
            for d in s.details:
                what = "; ".join(d.get("wrong", [])) or d.get("kind", "") or d.get("reason", "")
                print(f"{s.file}:{d['row']}  {d['verdict']:<28} {str(d.get('model'))[:50]:<50} {what}"[:220])
    return 0


if __name__ == "__main__":
    sys.exit(main())
