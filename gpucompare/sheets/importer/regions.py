"""Where a sheet's tables are and which way they run, from the cells themselves: a row whose cells name catalog
devices, with field words (price, quantity) down the column before them, is a table turned on its side ('型号 | H100
| A100 ...' over '单价 | 235000 | 118000 ...'). It is read as the table it is (`transposed`): a region of the sheet
seen as a sheet of its own, each cell named as on the sheet (its `origin`), its notes the sheet's cells around it.

A form typed one field per row ('Modelo' | H100 NVL, 'Preço unitário' | 689000, 'Moeda' | STN, then the next
article's block of the same fields) is read as the table its records make (`key_value_records`): one row per record,
its fields as the columns, each cell named where it is on the sheet.

Row-oriented tables are found by `choose.find_table` (header words, and the data under them); tables side by side
and (model, price) pairs repeated along a row by `choose.side_by_side`; tier rows under a device's block title by
the row rules (`rows.block_title`)."""

from __future__ import annotations

from gpucompare.sheets import lexicon as lx
from gpucompare.sheets.header import PRICE_FIELDS, lexicon, map_row, match_header_cell
from gpucompare.sheets.importer.choose import (
    HEADER_SEARCH_ROWS,
    INFER_COLS,
    SAMPLE_ROWS,
    Table,
    _device_hits,
    _device_score,
    table_at,
)
from gpucompare.sheets.prices import currency_in, fold
from gpucompare.sheets.workbook import Sheet


def _text(v) -> str:
    return v.strip()[:200] if isinstance(v, str) else ""


def _device_header_rows(s: Sheet, matcher):
    """(row index, filled columns, label column, device columns) of each visible row near the top that names
    two devices or more along it after a label: where a transposed table or a response matrix can start."""
    rows, hidden_cols = s.rows, s.hidden_cols
    for r in range(min(len(rows), HEADER_SEARCH_ROWS)):
        if r in s.hidden_rows:
            continue
        row = rows[r]
        filled = [c for c, v in enumerate(row[:INFER_COLS]) if v not in ("", None) and c not in hidden_cols]
        if len(filled) < 3:
            continue
        devices = [c for c in filled[1:] if isinstance(row[c], str) and _device_score(matcher, row[c]) >= 1.0]
        if len(devices) >= 2:
            yield r, filled, filled[0], devices


def transposed(s: Sheet, matcher) -> tuple[Sheet, Table, int] | None:
    """(the region as a sheet of its own, its table, how many devices it names) for a table whose devices run
    along a row and whose fields (a price at least) run down the column before them; None when there is none."""
    rows, hidden_cols = s.rows, s.hidden_cols
    for r, filled, label_col, devices in _device_header_rows(s, matcher):
        if len(devices) < 0.6 * (len(filled) - 1):
            continue
        labelled = []
        for r2 in range(r + 1, min(len(rows), r + 1 + SAMPLE_ROWS)):
            if r2 in s.hidden_rows:
                continue
            if rows[r2][label_col] in ("", None):
                break
            labelled.append(r2)
        labels = [_text(rows[r2][label_col]) for r2 in labelled]
        if not any(f in PRICE_FIELDS for f in map_row(labels)):
            continue
        region_rows = [r, *labelled]
        cols = [label_col, *[c for c in range(label_col + 1, max(filled) + 1) if c not in hidden_cols]]
        body = [[rows[rr][c] if c < len(rows[rr]) else "" for rr in region_rows] for c in cols]
        if len(cols) > 2 and _unit_column(body[1][1:]):
            # a column of each field's unit beside its label ('到岸价（含税）' | '元/片(台)', 'FOB单价' | 'USD'): the
            # unit is the field's, read with its label as a header's words are
            body[0] = [_with_unit(label, unit) for label, unit in zip(body[0], body[1], strict=True)]
            del body[1], cols[1]
        view = s.region(
            body,
            lambda i, j, rr=tuple(region_rows), cc=tuple(cols): (rr[j], cc[i]),
            _around(s, region_rows[0], region_rows[-1] + 1, label_col, max(filled) + 1),
        )
        found = table_at(view.rows, 0, set(), matcher, two_rows=False)
        if found is None:
            continue
        return view, found[0], len(devices)
    return None


def _unit_column(cells: list) -> bool:
    """Whether a column beside a turned table's labels holds each field's unit: short texts only, no device, at
    least two of them naming a currency ('USD', '元/片(台)')."""
    texts = [_text(v) for v in cells if v not in ("", None)]
    if len(texts) < 2 or len(texts) < len(cells) / 2 or any(not t or len(t) > _UNIT_CHARS for t in texts):
        return False
    return sum(1 for t in texts if currency_in(t)[0] is not None) >= 2


#: the longest text a unit cell holds ('元/片(台)', 'USD/GPU/hr')
_UNIT_CHARS = 16


def _with_unit(label, unit) -> object:
    if not isinstance(label, str) or not label.strip() or not _text(unit):
        return label
    return f"{label.strip()} ({_text(unit)})"


def row_devices(s: Sheet, t: Table, matcher) -> float:
    """How surely a row-oriented table's model column names devices (to weigh it against a transposed reading)."""
    col = t.columns.get("model")
    return 0.0 if col is None else _device_hits(s.rows, t.header + 1, col, matcher)


def _around(s: Sheet, r0: int, r1: int, c0: int, c1: int, limit: int = 60) -> list:
    """The cells around a region that are its notes: the rows above it, and text beside and under it."""
    out = [v for r in range(min(r0, 40)) if r not in s.hidden_rows for v in s.rows[r] if v not in ("", None)]
    for r in range(r0, min(len(s.rows), r1 + limit)):
        out.extend(
            v
            for c, v in enumerate(s.rows[r][: c1 + 40])
            if (c < c0 or c >= c1 or r >= r1) and isinstance(v, str) and v.strip()
        )
    return out[:400]


def _answer(v) -> str:
    """A cell of a bidder's row as text for its notes ('含税', '13%', 7), '' for an empty one."""
    if isinstance(v, bool) or v in ("", None):
        return ""
    if isinstance(v, float) and v.is_integer():
        v = int(v)
    return str(v).strip()[:120]


def _answered(question: str, answer: str) -> tuple[str, ...]:
    if not question:
        return (answer,)
    if answer.replace(".", "", 1).isdigit():
        return question, answer  # '报价有效期（天）' | '7': the label cell and its count
    return (f"{answer}（{question}）",)


def _is_amount(v) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and v > 0


def bidders_down(
    s: Sheet, matcher, others: list | None = None
) -> tuple[list[tuple[str, Sheet, Table]], list, list] | None:
    """A response matrix: devices along a header row, one bidder per row under it (its name in the first column,
    its offers in the device columns). Each bidder's row read as a table of its own, (name, region, table), top to
    bottom, and (row, label) of the rows that are the buyer's own figures or computed from the offers ('Target',
    'Lowest per line'), and (row, label, cell) of the bidders' rows with no price in any device column (a bidder
    declared invalid: '—' in every cell); None when the sheet is no such matrix. `others`: cells of the workbook's
    other sheets, read as notes (a sourcing tool states the currency on a header sheet)."""
    rows = s.rows
    for r, filled, label_col, devices in _device_header_rows(s, matcher):
        heads = [_text(v) for v in rows[r][: devices[0]]]
        named = map_row(heads).get("vendor")
        if named is None:
            # a bid opening result ('순번 | 업체명 | 사업자등록번호 | 대표자 | 1분류: … × 8개'): the bidder is named in
            # the column its header calls the bidder's (`bid.bidder`), not in the first column (its running number)
            finder = lexicon().finder("bid.bidder")
            named = next((c for c, h in enumerate(heads) if h and finder.search(fold(h).lower()) is not None), None)
        if named is not None and named in filled:
            # a survey's export ('序号 | 提交答卷时间 | … | 1、贵公司名称 | … | 型号A | 型号B'): the respondent is
            # named in the column of the vendor's name, not in the first column (its running number)
            label_col = named
        bidders, references, unpriced = [], [], []
        for r2 in range(r + 1, min(len(rows), r + 1 + SAMPLE_ROWS)):
            if r2 in s.hidden_rows:
                continue
            label = rows[r2][label_col] if label_col < len(rows[r2]) else ""
            if not _text(label):
                break
            cells = [rows[r2][c] if c < len(rows[r2]) else "" for c in devices]
            if any(_is_amount(v) for v in cells):
                if lexicon().finder("bid.reference").search(fold(_text(label)).lower()) is not None:
                    references.append((r2 + 1, _text(label)))
                else:
                    bidders.append(r2)
            elif said := [_answer(v) for v in cells if _answer(v)]:
                # a bidder whose every offer cell says no price ('—', '입찰무효'): a row that is no offer, listed
                unpriced.append((r2 + 1, _text(label), said[0]))
        if len(bidders) < 2 or sum(_is_amount(rows[b][c]) for b in bidders for c in devices) < len(devices):
            continue
        notes = _around(s, r, bidders[-1] + 1, label_col, max(filled) + 1) + list(others or [])
        out = []
        answers = [c for c in filled if c != label_col and c not in devices]
        for b in bidders:
            # the bidder's other answers on its row ('报价是否含税' | 不含税, '报价有效期（天）' | 7): its own notes, a
            # count after its header as its label cell, any other answer first with its question after it in brackets
            # (the answer says what holds: '不含税（3、报价是否含税）', not the question's words)
            own = [
                cell
                for c in answers
                if c < len(rows[b]) and _answer(rows[b][c])
                for cell in _answered(_text(rows[r][c]), _answer(rows[b][c]))
            ]
            view = s.region(
                [[rows[r][label_col], rows[b][label_col]], *[[rows[r][c], rows[b][c]] for c in devices]],
                # a bidder's offer is on its own row: its price cell, and its source row, are the bidder's
                lambda i, j, b=b, dc=tuple(devices), h=r, lc=label_col: (
                    (h, lc) if i == 0 and j == 0 else (b, lc) if i == 0 else (b, dc[i - 1])
                ),
                (own + notes)[:400],
            )
            texts = [_text(rows[r][label_col]), _text(rows[b][label_col])]
            out.append((texts[1], view, Table(0, 0, {"model": 0, "price": 1}, texts, "prices")))
        return out, references, unpriced
    return None


#: the most rows a field/value form is read over (records of a few fields each)
KV_ROWS = 2_000


def _field_of(v) -> str | None:
    """The field a form's label names ('Preço unitário' -> price), None for another text."""
    t = _text(v)
    if not t or len(t) > _LABEL_CHARS or _LABELLED.search(t) is not None:
        return None  # ('报价日期：2026-11-20': a label and its value in one cell, a note)
    m = match_header_cell(t)
    return m.field if m is not None and m.level >= 2 else None


#: a label with its value after a colon in the same cell ('报价日期：2026-11-20', 'Date: 20/11/2026')
_LABELLED = lx.compiled(r"[:：]\s*\S")

#: rows under a field/value form's last record read as its notes
_NOTE_ROWS = 60

#: the longest label of a field/value form ('Preço unitário (sem IVA)')
_LABEL_CHARS = 40


def key_value_records(s: Sheet, matcher) -> tuple[Sheet, Table] | None:
    """A form typed one field per row, each record a block of the same fields (a label in one column, its value in
    the next: 'Modelo' | 'NVIDIA H100 NVL', 'Preço unitário' | 689000, 'Moeda' | 'STN'), found from the cells: at
    least two records whose labels name a model and a price. Read as the table the records make (one row per record,
    the fields as columns, the first record's labels as the header, each cell named where it stands on the sheet);
    None when the sheet is no such form. Linear in the rows read."""
    rows = s.rows
    label_col = None
    records: list[dict[str, tuple[int, int]]] = []  # label text -> (row, value column), per record
    labels: list[str] = []  # the labels in the order first seen
    fields: dict[str, str] = {}  # label -> its field
    current: dict[str, tuple[int, int]] = {}
    used: set[int] = set()
    units: list = []  # the unit and terms written beside a price value ('元/台，含13%增值税')
    for r in range(min(len(rows), KV_ROWS)):
        if r in s.hidden_rows:
            continue
        filled = [c for c, v in enumerate(rows[r][:INFER_COLS]) if v not in ("", None) and c not in s.hidden_cols]
        if not filled:
            continue  # a blank row between records: the labels say where one ends
        field = _field_of(rows[r][filled[0]]) if len(filled) == 2 else None
        if (
            len(filled) == 3
            and _unit_beside(rows[r][filled[2]])
            and (f3 := _field_of(rows[r][filled[0]])) in PRICE_FIELDS
        ):
            # '单价' | 2398000 | '元/台，含13%增值税': the price's unit and terms in a cell beside it, read as a note
            field = f3
            units.append(rows[r][filled[2]])
        if field is None or (label_col is not None and filled[0] != label_col):
            continue  # a title or a note around the form
        label = " ".join(_text(rows[r][filled[0]]).split())
        if label in current:  # a label again: the next record starts
            records.append(current)
            current = {}
        label_col = filled[0]
        current[label] = (r, filled[1])
        used.add(r)
        if label not in fields:
            fields[label] = field
            labels.append(label)
    if current:
        records.append(current)
    records = [rec for rec in records if len(rec) >= 2]
    found = {fields[k] for rec in records for k in rec}
    if len(records) < 2 or "model" not in found or not found & set(PRICE_FIELDS):
        return None
    model = next(k for k in labels if fields[k] == "model")
    if sum(1 for rec in records if model in rec and _device_score(matcher, _cell(rows, *rec[model])) >= 1.0) < 2:
        return None
    body = [list(labels)]
    # the header's cells: the labels where the first record has them
    places: list[list[tuple[int, int]]] = [[(records[0].get(k, (0, 0))[0], label_col) for k in labels]]
    for rec in records:
        at = rec.get(model) or next(iter(rec.values()))
        body.append([_cell(rows, *rec[k]) if k in rec else "" for k in labels])
        places.append([rec.get(k, at) for k in labels])
    frozen = tuple(tuple(p) for p in places)
    # each record is named by its model's row (the header by its first label's)
    named = (frozen[0][0][0], *((rec.get(model) or next(iter(rec.values())))[0] for rec in records))
    first = min(used)
    # the rows around the records are its notes (a title, the date, the validity under them)
    around = range(min(len(rows), max(used) + 1 + _NOTE_ROWS))
    notes = [v for r in around if r not in used and r not in s.hidden_rows for v in rows[r][:40] if _text(v)]
    notes = units[:40] + notes
    # the rows around the records that are no field of theirs (a total under them, a bank line): listed for what
    # they are where the form is read
    beside = [
        (r, " ".join(_text(v) for v in rows[r][:INFER_COLS] if _text(v))[:200])
        for r in around
        if r not in used and r not in s.hidden_rows and r > min(used)
    ]
    view = s.region(
        body,
        # a record's field is where its value stands; a field it lacks, at its model's row
        lambda i, j, p=frozen: p[i][j] if 0 <= i < len(p) and 0 <= j < len(p[i]) else (first, 0),
        notes[:400],
        record_row=lambda i, r=named: r[i] if 0 <= i < len(r) else first,
        around=[(r, t) for r, t in beside if t][:_NOTE_ROWS],
    )
    got = table_at(view.rows, 0, set(), matcher, two_rows=False)
    if got is None or not set(got[0].columns) & set(PRICE_FIELDS):
        return None
    return view, got[0]


def form_row_header(s: Sheet, t: Table | None, matcher) -> bool:
    """Whether a table's header row is a field/value form's record row ('型号' | 'NVIDIA H200 141GB SXM 八卡服务器'):
    a model's label and a value naming a catalog device, nothing else but a unit beside it; the form is then read
    as its records, not as a table under that row."""
    if t is None or matcher is None or t.header >= len(s.rows):
        return False
    for r in range(max(0, min(t.top, t.header)), t.header + 1):
        filled = _form_cells(s, r)
        if len(filled) not in (2, 3) or (field := _field_of(s.rows[r][filled[0]])) is None:
            continue
        if field == "model" and _device_score(matcher, _text(s.rows[r][filled[1]])) >= 1.0:
            return True
        if _label_again(s, r, filled[0]):
            # '单价' | 2398000 | '元/台' read as a header whose label comes again in its column under it: the next
            # record's field, never a table's header (whatever words the header rows' values hold)
            return True
    return False


def _form_cells(s: Sheet, r: int) -> list[int]:
    return [c for c, v in enumerate(s.rows[r][:INFER_COLS]) if v not in ("", None) and c not in s.hidden_cols]


def _label_again(s: Sheet, r: int, col: int) -> bool:
    """Whether a form's label at (r, col) comes again at the head of a row of its kind further down its column (the
    next record's same field). Reads at most KV_ROWS rows."""
    label = " ".join(_text(s.rows[r][col]).split())
    for k in range(r + 1, min(len(s.rows), KV_ROWS)):
        if k in s.hidden_rows:
            continue
        filled = _form_cells(s, k)
        if filled and filled[0] == col and len(filled) in (2, 3) and " ".join(_text(s.rows[k][col]).split()) == label:
            return True
    return False


def _unit_beside(v) -> bool:
    """Whether a cell beside a form's price is its unit or terms ('元/台，含13%增值税', '电询'): a short text, no
    amount of its own."""
    t = _text(v)
    return bool(t) and v.__class__ is str and len(t) <= _LABEL_CHARS and not _is_amount(v)


def _cell(rows: list[list], r: int, c: int):
    return rows[r][c] if c < len(rows[r]) else ""
