"""Layout variants of the repo's corpora: the same sheets, the same words, the table laid out another way.

perturb_corpus.py's ``unknown`` variant measures word-independence; these measure layout independence. Each variant
is deterministic and keeps the answer key valid by remapping the cells it moves (a quote's ``source_row`` and
``price_cell``, a non-product's row). Only the offer sheet (the answer key's ``sheet``) is changed; a file the
variant cannot apply to (a table it cannot find, a layout it would not be sent in) is kept as it is, and counted.

- ``shift``: the table moved down and right, under three letterhead lines (made-up company words, a phone number)
  and behind a blank spacer column;
- ``transpose``: devices as columns, fields as rows, where the table is small enough to be sent that way (at most
  10 quote rows and 15 columns, one quote per row, no total or note row inside it, nothing beside it);
- ``extra-columns``: irrelevant numeric columns inserted in the table: a SKU number, weight (kg), power (W) and
  FP16 TFLOPS right after the model column; a quantity, the line total (quantity x price) and a delivery date after
  its last column;
- ``split``: an older copy of the offer sheet with other prices (x1.08) kept as an earlier sheet, named with a
  date five weeks back; the offer sheet stays the active (and later) sheet;
- ``notes``: the currency and tax statement moved from the header cells (a bracketed part naming a currency or a tax
  word, or a bare currency code or sign) into a note line under the table.

An .xls or .ods file is written as an .xlsx of its values; formulas as their cached values; a CSV stays a CSV (one
sheet: ``split`` keeps it as it is)."""

from __future__ import annotations

import copy
import csv
import datetime as dt
import io
import json
import re
import shutil
from functools import lru_cache
from pathlib import Path


def _sibling(name: str):
    """A module of this folder, whether run as a script or imported from the tests package."""
    import importlib

    if __package__ in (None, ""):
        return importlib.import_module(name)
    return importlib.import_module(f"{__package__}.{name}")


LAYOUTS = ("shift", "transpose", "extra-columns", "split", "notes")

#: rows of letterhead and blank columns the ``shift`` variant puts before the table
SHIFT_ROWS, SHIFT_COLS = 3, 1
#: the largest table sent transposed: quote rows and columns
TRANSPOSE_ROWS, TRANSPOSE_COLS = 10, 15
#: the older copy's prices against the offer's
OLDER_FACTOR = 1.08


# ----------------------------------------------------------------------------------------------- loading and saving


def _load(src: Path):
    """(an openpyxl workbook of the file, how to write it back: 'xlsx', 'csv' with (encoding, separator))."""
    import openpyxl

    suffix = src.suffix.lower()
    if suffix in (".xlsx", ".xlsm"):
        return openpyxl.load_workbook(src, data_only=True, keep_vba=suffix == ".xlsm"), ("xlsx",)
    if suffix == ".csv":
        decoded = _sibling("score_corpus").decode_csv(src.read_bytes())
        if decoded is None:
            return None, None
        lines, enc, sep = decoded
        wb = openpyxl.Workbook()
        ws = wb.active
        ws.title = src.stem[:31]
        for row in csv.reader(lines, delimiter=sep):
            ws.append([v if v != "" else None for v in row])
        return wb, ("csv", enc, sep)
    import python_calamine as pc

    book = pc.CalamineWorkbook.from_path(str(src))
    wb = openpyxl.Workbook()
    wb.remove(wb.active)
    for name in book.sheet_names:
        ws = wb.create_sheet(name)
        for row in book.get_sheet_by_name(name).to_python(skip_empty_area=False):
            ws.append([None if v == "" else v for v in row])
    return wb, ("xlsx",)


def _save(wb, how, dst: Path) -> None:
    if how[0] == "xlsx":
        wb.save(dst)
        return
    _, enc, sep = how
    ws = wb.worksheets[0]
    out = io.StringIO()
    writer = csv.writer(out, delimiter=sep, lineterminator="\r\n")
    for row in ws.iter_rows(values_only=True):
        writer.writerow(["" if v is None else v for v in row])
    data = out.getvalue()
    dst.write_bytes(data.encode("utf-16") if enc == "utf-16" else data.encode(enc, errors="replace"))


# ------------------------------------------------------------------------------------------------ reading the table


def _text(v) -> str:
    return "" if v is None else str(v).strip()


def _row_values(ws, r: int) -> list:
    return [ws.cell(r, c).value for c in range(1, ws.max_column + 1)]


def _filled(ws, r: int) -> list[int]:
    return [c for c in range(1, ws.max_column + 1) if _text(ws.cell(r, c).value)]


def _is_number(v) -> bool:
    return isinstance(v, int | float) and not isinstance(v, bool)


def _figures(q: dict) -> list[float]:
    """The amounts a quote's price cell may hold: its price per device, or per item (a server of n devices)."""
    n = q.get("devices_per_item") or 1
    out = []
    for k in ("price_min", "price_max"):
        v = q.get(k)
        if _is_number(v) and v > 0:
            out += [v, v * n]
    return out


def _near(a: float, b: float) -> bool:
    return abs(a - b) <= 0.005 * max(abs(b), 1e-9)


def header_row(ws, quote_rows: list[int], models: set[str]) -> int | None:
    """The table's header row: the nearest row above its first quote with two filled cells or more, none a number
    or a product name (up to six rows up)."""
    first = min(quote_rows)
    for r in range(first - 1, max(first - 7, 0), -1):
        cells = [ws.cell(r, c).value for c in _filled(ws, r)]
        if len(cells) >= 2 and not any(_is_number(v) or _text(v) in models for v in cells):
            if not any(isinstance(v, dt.datetime | dt.date) for v in cells):
                return r
    return None


def model_column(ws, q: dict) -> int | None:
    raw = _text(q.get("raw_model"))
    if not raw:
        return None
    cols = _filled(ws, q["source_row"])
    for c in cols:
        if _text(ws.cell(q["source_row"], c).value) == raw:
            return c
    for c in cols:
        if raw in _text(ws.cell(q["source_row"], c).value):
            return c
    return None


def price_column(ws, q: dict, keyed: bool = True) -> int | None:
    """The column of a quote's price: its key's ``price_cell`` (``keyed``), else the cell of its row holding its
    amount."""
    cell = str(q.get("price_cell") or "")
    m = re.fullmatch(r"([A-Z]{1,3})(\d+)", cell)
    if keyed and m and int(m.group(2)) == q["source_row"]:
        from openpyxl.utils import column_index_from_string

        return column_index_from_string(m.group(1))
    for c in _filled(ws, q["source_row"]):
        v = ws.cell(q["source_row"], c).value
        if _is_number(v) and any(_near(v, f) for f in _figures(q)):
            return c
    for c in _filled(ws, q["source_row"]):  # an amount written as text ('US$ 7,650.00', '312,500 goud')
        v = _amount(ws.cell(q["source_row"], c).value)
        if v is not None and any(_near(v, f) for f in _figures(q)):
            return c
    return None


def _amount(v) -> float | None:
    """A cell's amount: a number, or text that is one amount with a short unit around it ('US$ 7,650.00')."""
    if _is_number(v):
        return float(v)
    m = re.fullmatch(r"\D{0,6}?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\D{0,6}", v.strip()) if isinstance(v, str) else None
    return float(m.group(1).replace(",", "") + (m.group(2) or "")) if m else None


def _sheet_items(expected: dict, name: str) -> tuple[list[dict], list[dict]]:
    quotes = [q for q in expected.get("quotes", []) if q.get("sheet", expected.get("sheet")) == name]
    nots = [n for n in expected.get("not_quotes", []) if n.get("sheet", expected.get("sheet")) == name]
    return quotes, nots


# ---------------------------------------------------------------------------------- moving cells with what they hold


def _shift_sheet(ws, at_row: int, rows: int, at_col: int, cols: int) -> None:
    """Inserts rows before at_row and columns before at_col, moving merged ranges, hidden rows and columns along."""
    from openpyxl.utils import get_column_letter

    hidden_rows = sorted(r for r, d in ws.row_dimensions.items() if d.hidden)
    hidden_cols = sorted(c for c in range(1, ws.max_column + 1) if ws.column_dimensions[get_column_letter(c)].hidden)
    for r in hidden_rows:
        ws.row_dimensions[r].hidden = False
    for c in hidden_cols:
        ws.column_dimensions[get_column_letter(c)].hidden = False
    merged = [copy.copy(m) for m in ws.merged_cells.ranges]
    for m in merged:
        ws.unmerge_cells(str(m))
    if rows:
        ws.insert_rows(at_row, rows)
    if cols:
        ws.insert_cols(at_col, cols)
    for m in merged:
        r0, r1, c0, c1 = m.min_row, m.max_row, m.min_col, m.max_col
        r0, r1 = (r0 + rows if r0 >= at_row else r0), (r1 + rows if r1 >= at_row else r1)
        c0, c1 = (c0 + cols if c0 >= at_col else c0), (c1 + cols if c1 >= at_col else c1)
        ws.merge_cells(start_row=r0, end_row=r1, start_column=c0, end_column=c1)
    for r in hidden_rows:
        ws.row_dimensions[r + rows if r >= at_row else r].hidden = True
    for c in hidden_cols:
        ws.column_dimensions[get_column_letter(c + cols if c >= at_col else c)].hidden = True
    ws.auto_filter.ref = None
    for name in list(ws.tables):
        del ws.tables[name]


def _remap(expected: dict, name: str, row_of, col_of=None) -> dict:
    """The answer key with the offer sheet's rows (and price cells) moved."""
    from openpyxl.utils import column_index_from_string, get_column_letter

    out = copy.deepcopy(expected)
    for q in out.get("quotes", []):
        if q.get("sheet", out.get("sheet")) != name:
            continue
        old = q["source_row"]
        m = re.fullmatch(r"([A-Z]{1,3})(\d+)", str(q.get("price_cell") or ""))
        q["source_row"] = row_of(old)
        if m:
            c = column_index_from_string(m.group(1))
            c = col_of(c) if col_of else c
            q["price_cell"] = f"{get_column_letter(c)}{row_of(int(m.group(2)))}"
    for n in out.get("not_quotes", []):
        if n.get("sheet", out.get("sheet")) == name:
            n["source_row"] = row_of(n["source_row"])
    return out


# ------------------------------------------------------------------------------------------------------- variants


def _letterhead() -> list[str]:
    made_up = _sibling("perturb_corpus").made_up
    return [f"{made_up('letterhead one')} {made_up('letterhead two')}", "+1 555 0100 · www.example.com"]


def _offer(wb, expected: dict):
    """(the offer sheet, its name in the key): a CSV's one sheet is named by its file in the key."""
    name = expected["sheet"]
    if name in wb.sheetnames:
        return wb[name], name
    if len(wb.worksheets) == 1:
        return wb.worksheets[0], name
    return None, name


def shift(wb, expected: dict) -> dict | None:
    ws, key_name = _offer(wb, expected)
    if ws is None:
        return None
    _shift_sheet(ws, 1, SHIFT_ROWS, 1, SHIFT_COLS)
    for i, line in enumerate(_letterhead(), start=1):
        ws.cell(i, SHIFT_COLS + 1).value = line
    return _remap(expected, key_name, lambda r: r + SHIFT_ROWS, lambda c: c + SHIFT_COLS)


#: the irrelevant columns ``extra-columns`` puts after the model column and after the table's last column
_NEAR_MODEL = ("SKU", "Weight (kg)", "Power (W)", "FP16 TFLOPS")
_AFTER_TABLE = ("Qty", "Line total", "Delivery")
#: the fields of the added spec columns
_SPEC_FIELDS = frozenset({"fp16_tflops", "tdp_w"})


def extra_columns(wb, expected: dict) -> dict | None:
    ws, key_name = _offer(wb, expected)
    if ws is None:
        return None
    quotes, nots = _sheet_items(expected, key_name)
    if not quotes:
        return None
    models = {_text(q.get("raw_model")) for q in quotes}
    h = header_row(ws, [q["source_row"] for q in quotes], models)
    mc = model_column(ws, quotes[0])
    if h is None or mc is None:
        return None
    last = max(q["source_row"] for q in quotes)
    end = max(_filled(ws, h) + [c for q in quotes for c in _filled(ws, q["source_row"])])
    by_row: dict[int, dict] = {}
    for q in quotes:
        by_row.setdefault(q["source_row"], q)
    # the added spec columns are irrelevant only where the sheet has no spec column of its own (a per-TFLOPS rate
    # card's own TFLOPS column, which its rates are divided by): such a sheet is left as it is
    from gpucompare.sheets.header import match_header_cell

    own = {m.field for c in _filled(ws, h) if (m := match_header_cell(_text(ws.cell(h, c).value)[:200])) is not None}
    if own & _SPEC_FIELDS:
        return None
    prices = {r: price_column(ws, q) for r, q in by_row.items()}  # found before the columns move
    prices = {r: (c + 4 if c and c > mc else c) for r, c in prices.items()}
    # after the model column: SKU, weight, power, TFLOPS
    _shift_sheet(ws, ws.max_row + 1, 0, mc + 1, 4)
    end += 4
    for c, head in enumerate(_NEAR_MODEL, start=mc + 1):
        ws.cell(h, c).value = head
    for i, r in enumerate(sorted(by_row)):
        ws.cell(r, mc + 1).value = 400_117 + 37 * i
        ws.cell(r, mc + 2).value = round(2.4 + 0.7 * (i % 4), 1)
        ws.cell(r, mc + 3).value = 300 + 50 * (i % 5)
        ws.cell(r, mc + 4).value = (362, 989, 1979, 1307, 733)[i % 5]
    # after the table: quantity, line total, delivery date
    for c, head in enumerate(_AFTER_TABLE, start=end + 1):
        ws.cell(h, c).value = head
    for i, r in enumerate(sorted(by_row)):
        qty = 1 + (3 * i) % 5
        ws.cell(r, end + 1).value = qty
        pc = prices[r]
        unit = ws.cell(r, pc).value if pc else None
        if _is_number(unit):
            ws.cell(r, end + 2).value = round(unit * qty, 2)
        d = ws.cell(r, end + 3)
        d.value = dt.datetime(2027, 1, 4) + dt.timedelta(days=7 * (i % 4))
        d.number_format = "yyyy-mm-dd"
    del nots, last
    return _remap(expected, key_name, lambda r: r, lambda c: c + 4 if c > mc else c)


def transpose(wb, expected: dict) -> dict | None:
    ws, key_name = _offer(wb, expected)
    if ws is None:
        return None
    quotes, nots = _sheet_items(expected, key_name)
    rows = [q["source_row"] for q in quotes]
    if not quotes or len(set(rows)) != len(rows) or len(rows) > TRANSPOSE_ROWS:
        return None  # none, several on a row, or too long to send sideways
    models = {_text(q.get("raw_model")) for q in quotes}
    h = header_row(ws, rows, models)
    if h is None:
        return None
    last = max(rows)
    if any(h < n["source_row"] <= last for n in nots) or set(range(h + 1, last + 1)) - set(rows):
        return None  # a total, a note or a blank line inside the table: it is not sent sideways
    block = range(h, last + 1)
    cols = sorted({c for r in block for c in _filled(ws, r)})
    c0, c1 = cols[0], cols[-1]
    if c1 - c0 + 1 > TRANSPOSE_COLS:
        return None
    if any(m.max_row >= h and m.min_row <= last for m in ws.merged_cells.ranges):
        return None
    if any(ws.row_dimensions[r].hidden for r in block):
        return None
    found = [c for c in (price_column(ws, q) for q in quotes) if c is not None]
    own = {q["source_row"]: price_column(ws, q, keyed=False) for q in quotes}  # the cell holding the amount itself
    if not found:
        return None
    # the row of the table's price field: a quote is keyed at the row its price is read from (a table with a price
    # row per currency keys each quote at its own); a price read from a remark or a comment at the table's main
    # price row, as the importer names it
    price_row = h + max(sorted(set(found)), key=found.count) - c0
    main_col = price_row - h + c0
    # a quote with an amount of its own in the main price field is keyed there (its price may be derived from it:
    # a discount applied); one without, at the row its amount is in (a price row per currency)
    own_row = {
        r: price_row if c is None or _amount(ws.cell(r, main_col).value) is not None else h + c - c0
        for r, c in own.items()
    }
    cells = {
        (r, c): (ws.cell(r, c).value, ws.cell(r, c).number_format, ws.cell(r, c).comment)
        for r in block
        for c in range(c0, c1 + 1)
    }
    for r in block:
        for c in range(c0, c1 + 1):
            cell = ws.cell(r, c)
            cell.value, cell.comment, cell.number_format = None, None, "General"
    height, width = c1 - c0 + 1, last - h + 1
    delta = height - width
    if delta > 0:
        _shift_sheet(ws, last + 1, delta, ws.max_column + 1, 0)
    elif delta < 0:
        ws.delete_rows(h + height, -delta)  # the rows the table leaves, empty now
    for (r, c), (v, fmt, comment) in cells.items():
        cell = ws.cell(h + (c - c0), c0 + (r - h))
        cell.value, cell.number_format = v, fmt
        if comment is not None:
            cell.comment = copy.copy(comment)

    def row_of(r: int) -> int:
        if r in rows:
            return own_row[r]
        return r + delta if r > last else r

    out = _remap(expected, key_name, row_of)
    mine = [q for q in out["quotes"] if q.get("sheet", out.get("sheet")) == key_name]
    order = {id(q): q["source_row"] for q in expected["quotes"]}
    ranked = sorted(
        zip([q for q in expected["quotes"] if q.get("sheet", expected.get("sheet")) == key_name], mine, strict=True),
        key=lambda pair: order[id(pair[0])],
    )
    rest = [q for q in out["quotes"] if q.get("sheet", out.get("sheet")) != key_name]
    out["quotes"] = [q for _, q in ranked] + rest
    for q in out["quotes"]:
        if q.get("sheet", out.get("sheet")) == key_name and q.get("price_cell"):
            q["price_cell"] = None
    return out


def split(wb, expected: dict) -> dict | None:
    name = expected["sheet"]
    if name not in wb.sheetnames:
        return None
    ws = wb[name]
    quotes, _ = _sheet_items(expected, name)
    old = wb.copy_worksheet(ws)
    date = dt.date.fromisoformat(str(next((q["quote_date"] for q in quotes if q.get("quote_date")), "2026-11-30")))
    old.title = f"{name[:19]} {(date - dt.timedelta(days=35)).isoformat()}"
    for q in quotes:
        for c in _filled(old, q["source_row"]):
            cell = old.cell(q["source_row"], c)
            if _is_number(cell.value) and any(_near(cell.value, f) for f in _figures(q)):
                cell.value = round(cell.value * OLDER_FACTOR, 2)
    wb.move_sheet(old, offset=wb.sheetnames.index(name) - wb.sheetnames.index(old.title))
    for s in wb.worksheets:
        s.sheet_view.tabSelected = s.title == name
    wb.active = wb.sheetnames.index(name)
    return copy.deepcopy(expected)


_BRACKETS = re.compile(r"\s*[(（\[【]([^()（）\[\]【】]*)[)）\]】]")


@lru_cache(maxsize=1)
def _tax_finder():
    from gpucompare.sheets import lexicon as lx

    return lx.get().finder(*[c for c in lx.get().concepts() if c.startswith("tax.") and c != "tax.percent"])


def _states_money(text: str) -> bool:
    from gpucompare.sheets import lexicon as lx
    from gpucompare.sheets import prices

    return bool(
        _sibling("perturb_corpus").currency_marks(text)
        or prices.currency_in(text)[0]
        or _tax_finder().search(lx.fold(text))
    )


def header_statement(text: str) -> tuple[str, list[str]]:
    """A header cell without its currency and tax statement, and the parts taken out ('Unit price (USD, excl.
    VAT)' -> ('Unit price', ['USD, excl. VAT']); 'Price USD' -> ('Price', ['USD']))."""
    currency_marks = _sibling("perturb_corpus").currency_marks
    taken: list[str] = []

    def one(m: re.Match) -> str:
        if _states_money(m.group(1)):
            taken.append(m.group(1).strip())
            return ""
        return m.group(0)

    out = _BRACKETS.sub(one, text)
    for mark in currency_marks(out):
        if re.search(r"\w", mark) and re.search(rf"(?<!\w){re.escape(mark)}(?!\w)", out):
            taken.append(mark)
            out = re.sub(rf"\s*(?<!\w){re.escape(mark)}(?!\w)", "", out, count=1)
    out = re.sub(r"\s{2,}", " ", out).strip(" ,/;:-")
    return (out, taken) if out else (text, [])


def notes(wb, expected: dict) -> dict | None:
    ws, key_name = _offer(wb, expected)
    if ws is None:
        return None
    quotes, _ = _sheet_items(expected, key_name)
    if not quotes:
        return None
    models = {_text(q.get("raw_model")) for q in quotes}
    h = header_row(ws, [q["source_row"] for q in quotes], models)
    if h is None:
        return None
    said: list[str] = []
    for c in _filled(ws, h):
        cell = ws.cell(h, c)
        if not isinstance(cell.value, str):
            continue
        text, taken = header_statement(cell.value)
        if taken:
            cell.value = text
            said += [t for t in taken if t not in said]
    if not said:
        return None
    last = max([q["source_row"] for q in quotes])
    r = last + 1
    while _filled(ws, r):
        r += 1
    if not _filled(ws, r + 1):
        r += 1
    ws.cell(r, min(_filled(ws, h))).value = "* " + "; ".join(said)
    return copy.deepcopy(expected)


_APPLY = {"shift": shift, "transpose": transpose, "extra-columns": extra_columns, "split": split, "notes": notes}


def layout_file(src: Path, expected: dict, folder: Path, variant: str) -> tuple[Path, bool]:
    """Writes the variant's copy of one corpus file and its remapped answer key into folder: (the copy's path,
    whether the variant applied; a file it does not apply to is copied as it is)."""
    wb, how = None, None
    try:
        wb, how = _load(src)
    except Exception:  # an encrypted or broken workbook: the importer's refusal is the answer
        wb = None
    key = None
    if wb is not None:
        try:
            key = _APPLY[variant](wb, expected)
        except Exception:
            key = None
            wb, how = _load(src)
    if key is None:
        dst = folder / src.name
        shutil.copyfile(src, dst)
        key = expected
    else:
        native = how[0] == "csv" or src.suffix.lower() in (".xlsx", ".xlsm")
        dst = folder / (src.name if native else src.name + ".xlsx")
        _save(wb, how, dst)
    with open(folder / (dst.name + ".expected.json"), "w", encoding="utf-8") as fh:
        json.dump(key, fh, ensure_ascii=False)
    return dst, key is not expected


def layout_corpus(corpus: Path, folder: Path, variant: str) -> int:
    """Writes the variant's copy of every file of a corpus; how many files it changed."""
    corpus_files = _sibling("score_corpus").corpus_files
    folder.mkdir(parents=True, exist_ok=True)
    return sum(layout_file(path, exp, folder, variant)[1] for path, exp in corpus_files(corpus))
