"""Importing a vendor sheet: choose the sheet, find the header, map columns, parse prices, match devices.

`analyse()` reads and never writes; `gpucompare.store.Workspace.add_import()` stores its result in one transaction.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import math
import re
from dataclasses import asdict, dataclass, field
from functools import lru_cache
from pathlib import Path

from gpucompare.core.catalog import Catalog, bundled_catalog
from gpucompare.errors import BadInputFile
from gpucompare.sheets.header import find_header, is_total_row, norm
from gpucompare.sheets.prices import fold, header_units, parse_number, parse_price, sheet_note_units, show_value
from gpucompare.sheets.workbook import Sheet, cell_name, column_letter, read_workbook

_UNITS_IN_TEXT = re.compile(r"(\d+)\s*(?:-|x|×)?\s*(?:gpus?|卡|cards?|карт)(?![a-z])", re.IGNORECASE)
_DATE = re.compile(r"(20\d\d)\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})")
_VALID = re.compile(r"valid|有效期至|действ", re.IGNORECASE)


@dataclass
class Quote:
    """One product row read from a sheet, prices per device (or per device-hour for cloud rates)."""

    source_row: int  # 1-based, as Excel shows it
    raw_model: str
    device_id: str | None
    match_confidence: float
    price_min: float | None
    price_max: float | None
    currency: str | None
    quantity: float | None
    price_on_request: bool
    units_per_item: float = 1.0
    price_kind: str = "purchase"  # purchase | hourly | hourly_reserved
    raw_price: str = ""
    cell: str = ""
    lead_time: str = ""
    notes: str = ""
    candidates: list[str] = field(default_factory=list)

    def to_json(self) -> dict:
        return asdict(self)


@dataclass
class Rejected:
    source_row: int
    reason: str


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
    kind: str  # prices | cloud
    vendor: str
    as_of: str
    sheet_currency: str | None
    rows: list[Quote]
    rejected: list[Rejected]
    warnings: list[str]
    header_cells: list[str] = field(default_factory=list)

    def to_json(self) -> dict:
        return {
            "file": self.file_name, "sha256": self.sha256, "sheet": self.sheet, "sheets": self.sheets,
            "header_row": self.header_row, "mapping": self.mapping, "kind": self.kind, "vendor": self.vendor,
            "as_of": self.as_of, "currency": self.sheet_currency,
            "rows": [_nan_to_none(q.to_json()) for q in self.rows],
            "rejected": [asdict(r) for r in self.rejected], "warnings": self.warnings,
        }  # fmt: skip


def _nan_to_none(d: dict) -> dict:
    return {k: (None if isinstance(v, float) and math.isnan(v) else v) for k, v in d.items()}


def file_sha256(path: str | Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def analyse(
    path: str | Path, *, sheet: str | None = None, vendor: str | None = None, currency: str | None = None,
    mapping: dict[str, int] | None = None, header_row: int | None = None, catalog: Catalog | None = None,
    today: dt.date | None = None, cancelled=lambda: False,
) -> ImportPreview:
    """Read a workbook and say what importing it would add. Raises BadInputFile with one sentence."""
    path = Path(path)
    catalog = catalog or bundled_catalog()
    sheets = read_workbook(path, sheet)
    names = [s.name for s in sheets] if sheet is None else [s.name for s in read_workbook(path, names_only=True)]
    if all(not any(_filled(v) for row in s.rows for v in row) for s in sheets):
        where = f"sheet {sheets[0].name!r} is empty" if len(sheets) == 1 else "all its sheets are empty"
        raise BadInputFile(f"{path.name}: the workbook has no data ({where})")
    candidates = []
    for s in sheets:
        _fill_merges(s)
        found = (header_row - 1, mapping) if header_row and mapping else find_header(s.rows)
        if found is None:
            continue
        candidates.append((s, found))
    if not candidates:
        where = f"sheet {sheets[0].name!r}" if len(sheets) == 1 else f"any of the sheets ({', '.join(names)})"
        raise BadInputFile(
            f"{path.name}: no header row found in the first 30 rows of {where}; expected a model column "
            "(型号 / Model / Модель) and a price column (单价 / Price / Цена)"
        )
    results = [_read_table(path, s, h, m, vendor, currency, catalog, today, cancelled) for s, (h, m) in candidates]
    best = max(results, key=lambda p: (sum(1 for q in p.rows if q.device_id), len(p.rows), -len(p.rejected)))
    if len(sheets) > 1:
        others = [n for n in names if n != best.sheet]
        best.warnings.insert(0, f"used sheet {best.sheet!r}, the one with the most accelerator prices; "
                                f"other sheets: {', '.join(others)} (choose another with --sheet)")  # fmt: skip
    best.sheets = names
    if not best.rows and not best.rejected:
        raise BadInputFile(
            f"{path.name}, sheet {best.sheet!r}: the header is on row {best.header_row} but no data rows follow it"
        )
    return best


def _filled(v) -> bool:
    return v not in ("", None) and not (isinstance(v, float) and math.isnan(v))


def _fill_merges(s: Sheet) -> None:
    for (r0, c0), (r1, c1) in s.merged:
        if r0 >= len(s.rows) or c0 >= len(s.rows[r0]):
            continue
        v = s.rows[r0][c0]
        for r in range(r0, min(r1, len(s.rows) - 1) + 1):
            row = s.rows[r]
            for c in range(c0, min(c1, len(row) - 1) + 1):
                if row[c] in ("", None):
                    row[c] = v


def _sheet_notes(rows: list[list], header: int, today: dt.date) -> tuple[str | None, float | None, str, list[str]]:
    currency, scale, as_of, notes = None, None, None, []
    for row in rows[:header]:
        for v in row:
            if not isinstance(v, str) or not v.strip():
                continue
            c, s = sheet_note_units(v)
            currency = currency or c
            scale = scale or s
            for m in _DATE.finditer(fold(v)):
                before = fold(v)[: m.start()]
                if _VALID.search(before[-20:]):
                    continue
                as_of = as_of or f"{int(m.group(1)):04d}-{int(m.group(2)):02d}-{int(m.group(3)):02d}"
            if isinstance(v, dt.datetime | dt.date) and as_of is None:
                as_of = v.strftime("%Y-%m-%d")
    if as_of is None:
        notes.append(f"no quote date found above the table; dated {today.isoformat()} (the import date)")
        as_of = today.isoformat()
    return currency, scale, as_of, notes


@lru_cache(maxsize=65536)
def _match(catalog: Catalog, text: str):
    return catalog.match(text)


@lru_cache(maxsize=65536)
def _price(value, col_cur, col_scale, sheet_cur, default_cur):
    return parse_price(value, column_currency=col_cur, column_scale=col_scale, sheet_currency=sheet_cur,
                       default_currency=default_cur)  # fmt: skip


def _text(v) -> str:
    if v is None or (isinstance(v, float) and math.isnan(v)):
        return ""
    if isinstance(v, float) and v.is_integer():
        return str(int(v))
    return fold(v) if isinstance(v, str) else str(v)


def _read_table(path, s: Sheet, header: int, mapping: dict[str, int], vendor, currency, catalog, today, cancelled):
    today = today or dt.date.today()
    rows = s.rows
    head = [_text(v) for v in rows[header]] if header < len(rows) else []
    sheet_cur, sheet_scale, as_of, warnings = _sheet_notes(rows, header, today)
    warnings = list(s.warnings) + warnings
    kind = "cloud" if "hourly" in mapping else "prices"
    price_col = mapping.get("hourly" if kind == "cloud" else "price")
    col_cur, col_scale = header_units(head[price_col]) if price_col is not None and price_col < len(head) else (None, 1.0)
    if sheet_scale and col_scale == 1.0 and not re.search(r"元|yuan|usd|\$", head[price_col] if price_col is not None else "", re.I):
        col_scale = sheet_scale
    elif sheet_scale and col_scale == 1.0 and col_cur is None:
        col_scale = sheet_scale
    if currency:
        currency = currency.upper()
    cur_for_sheet = sheet_cur or col_cur
    if cur_for_sheet is None and currency is None and kind == "prices":
        warnings.append("no currency in the sheet's notes or headers; each price must name its own (or pass --currency)")
    vendor = vendor or _guess_vendor(rows, header, path)
    m = mapping
    quotes: list[Quote] = []
    rejected: list[Rejected] = []
    formulas = s.formulas_without_value
    for r in range(header + 1, len(rows)):
        if r % 4096 == 0 and cancelled():
            raise BadInputFile("import cancelled; nothing was written")
        row = rows[r]
        if not any(_filled(v) for v in row):
            continue
        def cell(f, row=row):  # noqa: E306
            c = m.get(f)
            return row[c] if c is not None and c < len(row) else ""
        total = is_total_row(row)
        if total:
            rejected.append(Rejected(r + 1, f"total row ({total!r}), not a product"))
            continue
        model = _text(cell("model"))
        raw_price = cell("hourly" if kind == "cloud" else "price")
        if not model and not _filled(raw_price):
            text = " ".join(_text(v) for v in row if _filled(v))
            warnings.append(f"row {r + 1}: note {text[:80]!r}")
            continue
        if not model:
            rejected.append(Rejected(r + 1, f"no model: column {column_letter(m['model'])} is empty"))
            continue
        pcell = cell_name(r, price_col) if price_col is not None else ""
        if (r, price_col) in formulas:
            rejected.append(Rejected(r + 1, f"the price in {pcell} is a formula with no saved result; open the file in "
                                             "Excel, save it, and import again"))  # fmt: skip
            warnings.append(f"{pcell}: formula without a cached value (not read as 0)")
            continue
        row_cur = None
        if "currency" in m:
            row_cur, _ = header_units(_text(cell("currency")))
        pp = _price(raw_price if not isinstance(raw_price, str) else raw_price, row_cur or col_cur, col_scale,
                    cur_for_sheet, currency)  # fmt: skip
        if not pp.ok:
            shown = show_value(raw_price) if _filled(raw_price) else ""
            rejected.append(Rejected(r + 1, f"price {shown + ' ' if shown else ''}in {pcell} {pp.error}"))
            continue
        if pp.note and pp.note not in warnings:
            warnings.append(pp.note)
        units = 1.0
        if "units_per_item" in m:
            u = cell("units_per_item")
            n = float(u) if isinstance(u, int | float) else parse_number(_text(u)) if _text(u) else None
            if n and n > 0:
                units = n
        elif kind == "prices":
            mm = _UNITS_IN_TEXT.search(model)
            if mm and int(mm.group(1)) > 1:
                units = float(mm.group(1))
        qty = None
        qv = cell("quantity")
        if _filled(qv):
            qty = float(qv) if isinstance(qv, int | float) else parse_number(_text(qv))
            if qty is None or qty < 0:
                warnings.append(f"row {r + 1}: quantity {_text(qv)!r} is not a number; left blank")
                qty = None
        match = _match(catalog, model)
        if match.how == "ambiguous":
            warnings.append(f"row {r + 1}: {model!r} could be {' or '.join(match.candidates)}; kept as unknown device")
        lo = pp.min / units if not pp.on_request else math.nan
        hi = pp.max / units if not pp.on_request else math.nan
        cur = pp.currency or row_cur or col_cur or cur_for_sheet or currency
        quotes.append(Quote(
            source_row=r + 1, raw_model=model, device_id=match.device_id, match_confidence=match.confidence,
            price_min=lo, price_max=hi, currency=cur, quantity=qty, price_on_request=pp.on_request,
            units_per_item=units, price_kind="hourly" if kind == "cloud" else "purchase", raw_price=_text(raw_price),
            cell=pcell, lead_time=_text(cell("lead_time")), notes=_text(cell("notes")), candidates=match.candidates,
        ))  # fmt: skip
        if kind == "cloud" and "reserved_hourly" in m and _filled(cell("reserved_hourly")):
            rc = m["reserved_hourly"]
            rp = _price(cell("reserved_hourly"), col_cur, col_scale, cur_for_sheet, currency)
            if rp.ok and not rp.on_request:
                quotes.append(Quote(
                    source_row=r + 1, raw_model=model, device_id=match.device_id, match_confidence=match.confidence,
                    price_min=rp.min / units, price_max=rp.max / units, currency=rp.currency or cur, quantity=qty,
                    price_on_request=False, units_per_item=units, price_kind="hourly_reserved",
                    raw_price=_text(cell("reserved_hourly")), cell=cell_name(r, rc), notes="1-year reserved",
                ))  # fmt: skip
        if kind == "cloud" and "instance" in m:
            for q in quotes:
                if q.source_row == r + 1:
                    q.notes = (q.notes + "; " if q.notes else "") + f"instance {_text(cell('instance'))}"
    _plausibility(quotes, warnings)
    mapping_json = {f: {"column": column_letter(c), "header": head[c] if c < len(head) else ""} for f, c in m.items()}
    return ImportPreview(
        file=str(path), file_name=path.name, sha256=file_sha256(path), sheet=s.name, sheets=[s.name],
        header_row=header + 1, mapping=mapping_json, kind=kind, vendor=vendor, as_of=as_of,
        sheet_currency=cur_for_sheet or currency, rows=quotes, rejected=rejected, warnings=warnings, header_cells=head,
    )  # fmt: skip


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


def _plausibility(quotes: list[Quote], warnings: list[str]) -> None:
    """Warn when a price is far from the device's bundled reference price (a unit or per-board mix-up)."""
    from gpucompare.core.money import FxTable
    from gpucompare.core.pricing import reference_price

    fx = FxTable.bundled()
    seen = set()
    for q in quotes:
        if q.price_kind != "purchase" or q.price_on_request or not q.device_id or q.currency not in fx.rates:
            continue
        key = (q.device_id, q.price_min, q.currency)
        if key in seen:
            continue
        seen.add(key)
        ref = reference_price(q.device_id, q.currency, fx)
        if ref is None:
            continue
        ratio = q.price_min / ref.mid
        if ratio > 5 or ratio < 0.2:
            warnings.append(
                f"row {q.source_row}: {q.raw_model} at {q.price_min:,.0f} {q.currency} is {ratio:.1f}x the reference "
                f"price ({ref.as_of}); check whether the price is per card or per server"
            )


def normalise_header_text(text: str) -> str:
    return norm(text)
