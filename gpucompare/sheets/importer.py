"""Importing a vendor sheet: choose the sheet, find the header, map columns, parse prices, match devices.

`analyse()` reads and never writes; `gpucompare.store.Workspace.add_import()` stores its result in one transaction.
Three kinds of sheet: price quotes, cloud rate cards (instance, accelerators, $/hr) and spec sheets (new or edited
devices). Rows are read column-wise with a cache per distinct cell value: vendor sheets repeat the same models and
prices, so a 50k-row sheet costs little more than reading it.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import math
import re
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import NamedTuple

from gpucompare.core.catalog import Catalog, bundled_catalog, normalize
from gpucompare.errors import BadInputFile
from gpucompare.i18n import Msg
from gpucompare.sheets.header import PRICE_FIELDS, SPEC_FIELDS, TOTAL_WORDS, find_header, norm
from gpucompare.sheets.prices import fold, header_units, parse_number, parse_price, sheet_note_units, show_value
from gpucompare.sheets.workbook import Sheet, column_letter, read_workbook

_UNITS_IN_TEXT = re.compile(r"(\d+)\s*(?:-|x|×)?\s*(?:gpus?|卡|cards?|карт)(?![a-z])", re.IGNORECASE)
_DATE = re.compile(r"(20\d\d)\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})")
_VALID = re.compile(r"valid|有效期至|действ", re.IGNORECASE)
MAX_MODEL_CHARS = 300  # a "model" longer than this is a pasted paragraph, not a product name
PROGRESS_EVERY = 2048
#: spec-sheet columns -> catalog fields
SPEC_COLUMNS = {"memory_gb": "memory_gb", "memory": "memory_gb", **{f: f for f in SPEC_FIELDS}}


class ImportCancelled(BadInputFile):
    """The user cancelled; nothing was written."""


class Quote(NamedTuple):
    """One product row read from a sheet, prices per device (or per device-hour for cloud rates).

    A tuple (built 50k times per big sheet, stored as is); change a field with `_replace`."""

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

    def to_json(self) -> dict:
        d = self._asdict()
        d["candidates"] = list(self.candidates)
        return d


@dataclass
class Rejected:
    source_row: int
    reason: str  # a Msg: one sentence a person understands, in their language


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
            out.update({k: "" if math.isnan(v) else repr(v) for k, v in base.values.items()})
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
        out.update({k: repr(v) for k, v in self.values.items()})
        out["source"] = self.source
        out["source_date"] = dt.date.today().isoformat()
        return out


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

    def to_json(self) -> dict:
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
            "rows": [_nan_to_none(q.to_json()) for q in self.rows],
            "rejected": [asdict(r) for r in self.rejected],
            "warnings": self.warnings,
        }
        if self.kind == "specs":
            doc["devices"] = [asdict(d) for d in self.devices]
        return doc

    @property
    def count(self) -> int:
        return len(self.devices) if self.kind == "specs" else len(self.rows)


def _nan_to_none(d: dict) -> dict:
    return {k: (None if isinstance(v, float) and math.isnan(v) else v) for k, v in d.items()}


def file_sha256(path: str | Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def analyse(
    path: str | Path,
    *,
    sheet: str | None = None,
    vendor: str | None = None,
    currency: str | None = None,
    mapping: dict[str, int] | None = None,
    header_row: int | None = None,
    catalog: Catalog | None = None,
    today: dt.date | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> ImportPreview:
    """Read a workbook and say what importing it would add. Raises BadInputFile with one sentence.

    `mapping` (field -> 0-based column) and `header_row` (1-based) override the detection, as the import dialog
    does when the user corrects a column. `progress(done, total)` is called now and then; it may raise
    ImportCancelled to stop.
    """
    path = Path(path)
    catalog = catalog or bundled_catalog()
    sheets = read_workbook(path, sheet)
    names = [s.name for s in sheets] if sheet is None else [s.name for s in read_workbook(path, names_only=True)]
    if all(not any(_filled(v) for row in s.rows for v in row) for s in sheets):
        where = (
            Msg("sheet {sheet!r} is empty", sheet=sheets[0].name)
            if len(sheets) == 1
            else Msg("all its sheets are empty")
        )
        raise BadInputFile(Msg("{file}: the workbook has no data ({where})", file=path.name, where=where))
    candidates = []
    for s in sheets:
        _fill_merges(s)
        if mapping and header_row:
            found = (header_row - 1, dict(mapping))
        else:
            found = find_header(s.rows)
        if found is not None:
            candidates.append((s, found))
    if not candidates:
        where = (
            Msg("sheet {sheet!r}", sheet=sheets[0].name)
            if len(sheets) == 1
            else Msg("any of the sheets ({names})", names=", ".join(names))
        )
        raise BadInputFile(
            Msg(
                "{file}: no header row found in the first 30 rows of {where}; expected a model column "
                "(型号 / Model / Модель) and a price column (单价 / Price / Цена)",
                file=path.name,
                where=where,
            )
        )
    sha = file_sha256(path)
    results = [
        _read_table(path, sha, s, h, m, vendor, currency, catalog, today or dt.date.today(), progress)
        for s, (h, m) in candidates
    ]
    best = (
        results[0]
        if len(results) == 1
        else max(
            results, key=lambda p: (sum(1 for q in p.rows if q.device_id) + len(p.devices), p.count, -len(p.rejected))
        )
    )
    if len(sheets) > 1:
        others = [n for n in names if n != best.sheet]
        best.warnings.insert(
            0,
            Msg(
                "used sheet {sheet!r}, the one with the most accelerator prices; other sheets: "
                "{others} (choose another with --sheet)",
                sheet=best.sheet,
                others=", ".join(others),
            ),
        )
    best.sheets = names
    if not best.count and not best.rejected:
        raise BadInputFile(
            Msg(
                "{file}, sheet {sheet!r}: the header is on row {row} but no data rows follow it",
                file=path.name,
                sheet=best.sheet,
                row=best.header_row,
            )
        )
    return best


def analyse_remembering(path: str | Path, lookup: Callable[[str], dict | None], **kw) -> ImportPreview:
    """`analyse()`, then, if the user once confirmed a column mapping for this vendor and the sheet has those
    headers, again with that mapping. `lookup(vendor)` gives {field: header text} or None."""
    preview = analyse(path, **kw)
    if kw.get("mapping"):
        return preview
    saved = lookup(preview.vendor)
    cols = columns_for(saved, preview.header_cells) if saved else None
    if cols and cols != preview.columns:
        preview = analyse(path, **{**kw, "sheet": preview.sheet, "mapping": cols, "header_row": preview.header_row})
        preview.warnings.insert(0, Msg("used the column mapping you confirmed for {vendor}", vendor=preview.vendor))
    return preview


def mapping_to_remember(preview: ImportPreview) -> dict[str, str]:
    """What to remember of a confirmed mapping: each field's header text (column letters move between sheets)."""
    return {f: preview.header_cells[c] for f, c in preview.columns.items() if c < len(preview.header_cells)}


def columns_for(saved: dict[str, str], header_cells: list[str]) -> dict[str, int] | None:
    """A remembered {field: header text} placed on this sheet's header, or None if a header is missing."""
    where = {h: i for i, h in enumerate(header_cells) if h}
    if not saved or any(h not in where for h in saved.values()):
        return None
    return {f: where[h] for f, h in saved.items()}


def _filled(v) -> bool:
    return v not in ("", None) and not (isinstance(v, float) and math.isnan(v))


def _fill_merges(s: Sheet) -> None:
    """Copy each merged range's value into its empty cells (a merged model cell spans several rows)."""
    for (r0, c0), (r1, c1) in s.merged:
        if r0 >= len(s.rows) or c0 >= len(s.rows[r0]):
            continue
        v = s.rows[r0][c0]
        for r in range(r0, min(r1, len(s.rows) - 1) + 1):
            row = s.rows[r]
            for c in range(c0, min(c1, len(row) - 1) + 1):
                if row[c] in ("", None):
                    row[c] = v


def _sheet_notes(rows: list[list], header: int, today: dt.date) -> tuple[str | None, float | None, str, list]:
    """Currency, scale and quote date stated above the header ('单位：万元', '币种: USD', '报价日期：2026-11-20')."""
    currency, scale, as_of, notes = None, None, None, []
    for row in rows[:header]:
        for v in row:
            if isinstance(v, dt.datetime | dt.date) and as_of is None:
                as_of = v.strftime("%Y-%m-%d")
            if not isinstance(v, str) or not v.strip():
                continue
            c, s = sheet_note_units(v)
            currency = currency or c
            scale = scale or s
            text = fold(v)
            for m in _DATE.finditer(text):
                if _VALID.search(text[: m.start()][-20:]):
                    continue  # 'valid through 2026-12-31' is not the quote date
                as_of = as_of or f"{int(m.group(1)):04d}-{int(m.group(2)):02d}-{int(m.group(3)):02d}"
    if as_of is None:
        notes.append(
            Msg("no quote date found above the table; dated {today} (the import date)", today=today.isoformat())
        )
        as_of = today.isoformat()
    return currency, scale, as_of, notes


class _Cache(dict):
    """Text of a cell value, computed once per distinct value."""

    def __missing__(self, v):
        if v is None or (isinstance(v, float) and math.isnan(v)):
            t = ""
        elif isinstance(v, float) and v.is_integer():
            t = str(int(v))
        elif isinstance(v, str):
            t = fold(v) if len(v) <= 4 * MAX_MODEL_CHARS else fold(v[: 4 * MAX_MODEL_CHARS])
        else:
            t = str(v)
        self[v] = t
        return t


def _read_table(
    path: Path,
    sha: str,
    s: Sheet,
    header: int,
    m: dict[str, int],
    vendor,
    currency,
    catalog: Catalog,
    today: dt.date,
    progress,
) -> ImportPreview:
    rows = s.rows
    text = _Cache()
    head = [text[v] for v in rows[header]] if header < len(rows) else []
    sheet_cur, sheet_scale, as_of, warnings = _sheet_notes(rows, header, today)
    warnings = list(s.warnings) + warnings
    specs = not any(f in m for f in PRICE_FIELDS)
    kind = "specs" if specs else "cloud" if "hourly" in m else "prices"
    price_col = None if specs else m.get("hourly" if kind == "cloud" else "price")
    col_cur, col_scale = (
        header_units(head[price_col]) if price_col is not None and price_col < len(head) else (None, 1.0)
    )
    if (
        sheet_scale
        and col_scale == 1.0
        and (col_cur is None or not re.search(r"元|yuan|usd|\$", head[price_col], re.I))
    ):
        col_scale = sheet_scale  # '单位：万元' above a '单价' column
    currency = currency.upper() if currency else None
    cur_for_sheet = sheet_cur or col_cur
    if cur_for_sheet is None and currency is None and kind == "prices":
        warnings.append(
            Msg("no currency in the sheet's notes or headers; each price must name its own (or pass --currency)")
        )
    vendor = vendor or _guess_vendor(rows, header, path)
    mapping_json = {f: {"column": column_letter(c), "header": head[c] if c < len(head) else ""} for f, c in m.items()}
    preview = ImportPreview(
        file=str(path),
        file_name=path.name,
        sha256=sha,
        sheet=s.name,
        sheets=[s.name],
        header_row=header + 1,
        mapping=mapping_json,
        kind=kind,
        vendor=vendor,
        as_of=as_of,
        sheet_currency=cur_for_sheet or currency,
        rows=[],
        rejected=[],
        warnings=warnings,
        header_cells=head,
        columns=dict(m),
        head_rows=[[text[v] for v in row] for row in rows[: header + 41]],
    )
    if specs:
        preview.warnings = list(s.warnings)  # a spec sheet needs no quote date
        _read_specs(preview, rows, header, m, text, catalog, progress)
        return preview

    width = len(rows[header]) if header < len(rows) else 0  # calamine and the CSV reader give rectangular rows
    if any(c >= width for c in m.values()):
        raise BadInputFile(
            Msg("{file}, sheet {sheet!r}: the column mapping points past the last column", file=path.name, sheet=s.name)
        )
    model_col = m["model"]
    model_letter, price_letter = column_letter(model_col), column_letter(price_col)
    cur_col, units_col, qty_col = m.get("currency"), m.get("units_per_item"), m.get("quantity")
    lead_col, notes_col, inst_col = m.get("lead_time"), m.get("notes"), m.get("instance")
    reserved_col = m.get("reserved_hourly") if kind == "cloud" else None
    price_kind = "hourly" if kind == "cloud" else "purchase"
    totals = _TotalCache()
    matches: dict[str, object] = {}
    ambiguous: dict[str, list[int]] = {}
    quotes, rejected = preview.rows, preview.rejected
    n = len(rows)
    nan = math.nan
    new_quote = tuple.__new__  # a Quote without NamedTuple's Python-level __new__ (50k times)
    plausible = _Plausibility() if kind == "prices" else None

    def reject(r: int, reason) -> None:
        rejected.append(Rejected(r + 1, reason))

    resolved: dict[tuple, tuple] = {}

    def resolve(model: str, raw_price, raw_cur, raw_units) -> tuple:
        """(problem, match, low, high, currency, devices per item, plausibility key) for one combination of cells."""
        row_cur = header_units(text[raw_cur])[0] if raw_cur is not None else None
        pp = parse_price(
            raw_price,
            column_currency=row_cur or col_cur,
            column_scale=col_scale,
            sheet_currency=cur_for_sheet,
            default_currency=currency,
        )
        if pp.error is not None:
            return pp.error, None, nan, nan, None, 1.0, None
        if pp.note and pp.note not in warnings:
            warnings.append(pp.note)
        if raw_units is not None:
            u = raw_units
            units = float(u) if u.__class__ in (float, int) and u > 0 else (parse_number(text[u]) or 1.0)
        elif kind == "prices":
            mm = _UNITS_IN_TEXT.search(model)
            units = float(mm.group(1)) if mm and int(mm.group(1)) > 1 else 1.0
        else:
            units = 1.0
        match = matches.get(model)
        if match is None:
            match = matches[model] = catalog.match(model)
        lo, hi = (nan, nan) if pp.on_request else (pp.min / units, pp.max / units)
        cur = pp.currency or row_cur or col_cur or cur_for_sheet or currency
        far_key = None
        if plausible is not None and match.device_id and not pp.on_request:
            far_key = plausible.judge(match.device_id, model, lo, cur)
        return None, match, lo, hi, cur, units, far_key

    # One pass, column values looked up in per-distinct-value caches; the common row costs a few dict lookups.
    for r in range(header + 1, n):
        if progress is not None and (r - header) % PROGRESS_EVERY == 0:
            progress(r - header, n - header - 1)
        row = rows[r]
        model = text[row[model_col]]
        raw_price = row[price_col]
        first = row[0]
        total = totals[model] or (first.__class__ is str and totals[first])
        if total:
            reject(r, Msg("total row ({word!r}), not a product", word=total))
            continue
        if not model:
            if raw_price == "" or raw_price is None:
                if any(v != "" and v is not None for v in row):
                    note = " ".join(text[v] for v in row if v != "" and v is not None)
                    warnings.append(Msg("row {row}: note {text!r}", row=r + 1, text=note[:80]))
            else:
                reject(r, Msg("no model: column {col} is empty", col=model_letter))
            continue
        if len(model) > MAX_MODEL_CHARS:
            reject(
                r,
                Msg(
                    "the model in {cell} is {n:,} characters long, not a product name",
                    cell=f"{model_letter}{r + 1}",
                    n=len(model),
                ),
            )
            continue
        pcell = f"{price_letter}{r + 1}"
        if (raw_price == "" or raw_price is None) and (r, price_col) in s.formulas_without_value:
            reject(
                r,
                Msg(
                    "the price in {cell} is a formula with no saved result; open the file in Excel, save it, "
                    "and import again",
                    cell=pcell,
                ),
            )
            warnings.append(Msg("{cell}: formula without a cached value (not read as 0)", cell=pcell))
            continue
        # Everything but the row number, quantity and notes follows from these four cells: work it out once.
        key = (
            model,
            raw_price,
            row[cur_col] if cur_col is not None else None,
            row[units_col] if units_col is not None else None,
        )
        done = resolved.get(key)
        if done is None:
            done = resolved[key] = resolve(model, raw_price, key[2], key[3])
        problem, match, lo, hi, cur, units, far_key = done
        if problem is not None:
            shown = show_value(raw_price) if _filled(raw_price) else ""
            reject(
                r,
                Msg(
                    "price {value}in {cell} {problem}", value=shown + " " if shown else "", cell=pcell, problem=problem
                ),
            )
            continue
        qty = None
        if qty_col is not None:
            qv = row[qty_col]
            if qv.__class__ in (float, int):
                qty = float(qv) if qv >= 0 else None
            elif _filled(qv):
                qty = parse_number(text[qv])
            if qty is None and _filled(qv):
                warnings.append(
                    Msg("row {row}: quantity {value!r} is not a number; left blank", row=r + 1, value=text[qv])
                )
        if match.how == "ambiguous":
            ambiguous.setdefault(model, []).append(r + 1)
        notes = text[row[notes_col]] if notes_col is not None else ""
        if inst_col is not None:
            inst = str(Msg("instance {name}", name=text[row[inst_col]]))
            notes = f"{notes}; {inst}" if notes else inst
        quotes.append(
            new_quote(
                Quote,
                (
                    r + 1,
                    model,
                    match.device_id,
                    match.confidence,
                    lo,
                    hi,
                    cur,
                    qty,
                    lo != lo,
                    units,
                    price_kind,
                    text[raw_price],
                    pcell,
                    text[row[lead_col]] if lead_col is not None else "",
                    notes,
                    match.candidates,
                ),
            )
        )
        if far_key is not None:
            plausible.far.setdefault(far_key, []).append(r + 1)
        if reserved_col is not None and _filled(row[reserved_col]):
            rp = parse_price(
                row[reserved_col],
                column_currency=col_cur,
                column_scale=col_scale,
                sheet_currency=cur_for_sheet,
                default_currency=currency,
            )
            if rp.ok and not rp.on_request:
                quotes.append(
                    Quote(
                        r + 1,
                        model,
                        match.device_id,
                        match.confidence,
                        rp.min / units,
                        rp.max / units,
                        rp.currency or cur,
                        qty,
                        False,
                        units,
                        "hourly_reserved",
                        text[row[reserved_col]],
                        f"{column_letter(reserved_col)}{r + 1}",
                        "",
                        notes,
                        match.candidates,
                    )
                )
    for model, at in ambiguous.items():
        cands = matches[model].candidates
        warnings.append(
            Msg(
                "{rows}: {model!r} could be {candidates}; kept as unknown device (pick the device in the "
                "import dialog)",
                rows=_rows_text(at),
                model=model,
                candidates=" or ".join(cands),
            )
        )
    if plausible is not None:
        plausible.report(warnings)
    if progress is not None:
        progress(n - header - 1, n - header - 1)
    return preview


class _TotalCache(dict):
    """The total word a cell holds ('合计', 'Total', 'Итого'), or '' — once per distinct text."""

    def __missing__(self, v: str) -> str:
        t = v.strip() if norm(v) in TOTAL_WORDS else ""
        self[v] = t
        return t


def _rows_text(rows: list[int]) -> str:
    shown = ", ".join(str(r) for r in rows[:5])
    more = f" (+{len(rows) - 5})" if len(rows) > 5 else ""
    return Msg("row {rows}", rows=shown + more) if len(rows) == 1 else Msg("rows {rows}", rows=shown + more)


def _read_specs(
    preview: ImportPreview, rows, header: int, m: dict[str, int], text: _Cache, catalog: Catalog, progress
) -> None:
    """A spec sheet: each row becomes a custom device, or new figures for the catalog device it names."""
    fields = {SPEC_COLUMNS[f]: c for f, c in m.items() if f in SPEC_COLUMNS}
    model_col = m["model"]
    src_col = m.get("source")
    seen: set[str] = set()
    unchanged = 0
    for r in range(header + 1, len(rows)):
        if progress is not None and (r - header) % PROGRESS_EVERY == 0:
            progress(r - header, len(rows) - header - 1)
        row = rows[r]
        model = text[row[model_col] if model_col < len(row) else ""]
        if not model:
            if any(_filled(v) for v in row):
                preview.rejected.append(
                    Rejected(r + 1, Msg("no model: column {col} is empty", col=column_letter(model_col)))
                )
            continue
        values: dict[str, float] = {}
        bad = None
        for f, c in fields.items():
            v = row[c] if c < len(row) else ""
            if not _filled(v):
                continue
            num = (
                float(v)
                if isinstance(v, int | float) and not isinstance(v, bool)
                else parse_number(re.sub(r"[^\d.,\s]", "", text[v]))
            )
            if num is None or not math.isfinite(num) or num < 0 or (num == 0 and f != "scaleout_gbps") or num > 1e7:
                bad = Msg(
                    "{field} {value} in {cell} is not a positive number",
                    field=f,
                    value=show_value(v),
                    cell=f"{column_letter(c)}{r + 1}",
                )
                break
            values[f] = num
        if bad:
            preview.rejected.append(Rejected(r + 1, bad))
            continue
        if not values:
            preview.rejected.append(Rejected(r + 1, Msg("no figures: every spec column is empty")))
            continue
        given_id = text[row[m["device_id"]]] if "device_id" in m and m["device_id"] < len(row) else ""
        if given_id in catalog.by_id:
            device_id = given_id
        else:
            device_id = catalog.match(model).device_id or given_id or "custom-" + (normalize(model)[:40] or f"r{r + 1}")
        if device_id in seen:
            preview.rejected.append(Rejected(r + 1, Msg("{model!r} appears twice; the first row counts", model=model)))
            continue
        seen.add(device_id)
        base = catalog.by_id.get(device_id)
        before = {}
        if base is not None:
            before = {f: base.get(f) for f, v in values.items() if not math.isclose(base.get(f), v, rel_tol=1e-9)}
            if not before:
                unchanged += 1  # the catalog already says so: nothing to store
                continue
        source = text[row[src_col]] if src_col is not None and src_col < len(row) else ""
        preview.devices.append(
            DeviceChange(
                r + 1,
                device_id,
                model if base is None else base.name,
                base is None,
                values,
                before,
                source or f"{preview.file_name} / {preview.sheet} row {r + 1} ({preview.vendor})",
            )
        )
    if unchanged:
        preview.warnings.append(Msg("{n} rows match the catalog already; nothing to change there", n=unchanged))


def _guess_vendor(rows, header, path: Path) -> str:
    """The company named in the title rows ('深圳某某科技有限公司', 'ACME Compute Supply'), else the file name."""
    for row in rows[:header]:
        for v in row:
            if not isinstance(v, str) or not v.strip():
                continue
            t = fold(v)
            m = re.match(r"(.+?(?:有限公司|公司|集团))", t)
            if m:
                return m.group(1).strip()
            m = re.match(r"(.+?)\s+[-–—|:]\s+", t)
            if m and re.search(r"price|quote|报价|прайс|предложение", t, re.IGNORECASE):
                return m.group(1).strip()
            m = re.match(r"(.+?(?:Inc\.?|LLC|Ltd\.?|GmbH|Corp\.?|ООО\s*\S+))(?:\s|$)", t)
            if m:
                return m.group(1).strip()
    return path.stem


class _Plausibility:
    """Prices far from the device's bundled reference price (a unit or per-board mix-up), once per distinct price."""

    def __init__(self):
        from gpucompare.core.money import FxTable

        self.fx = FxTable.bundled()
        self.verdict: dict[tuple, tuple | None] = {}
        self.far: dict[tuple, list[int]] = {}

    def judge(self, device_id: str, model: str, price: float, currency: str | None) -> tuple | None:
        """The key under which rows with this price are reported as far from the reference, or None."""
        key = (device_id, model, price, currency)
        if key not in self.verdict:
            self.verdict[key] = self._judge(device_id, price, currency)
        return key if self.verdict[key] is not None else None

    def _judge(self, device_id: str, price: float, currency: str | None):
        from gpucompare.core.pricing import reference_price

        if currency not in self.fx.rates:
            return None
        ref = reference_price(device_id, currency, self.fx)
        if ref is None:
            return None
        ratio = price / ref.mid
        return (round(ratio, 1), ref.as_of) if ratio > 5 or ratio < 0.2 else None

    def report(self, warnings: list, limit: int = 5) -> None:
        for i, (key, at) in enumerate(self.far.items()):
            if i == limit:
                warnings.append(Msg("{n} more prices are far from the reference price", n=len(self.far) - limit))
                break
            _d, model, price, cur = key
            ratio, as_of = self.verdict[key]
            warnings.append(
                Msg(
                    "{rows}: {model} at {price:,.0f} {cur} is {ratio}x the reference price ({as_of}); "
                    "check whether the price is per card or per server",
                    rows=_rows_text(at),
                    model=model,
                    price=price,
                    cur=cur,
                    ratio=ratio,
                    as_of=as_of,
                )
            )
