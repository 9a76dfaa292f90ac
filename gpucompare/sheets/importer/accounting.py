"""Every row of a table region accounted for: a row that is neither a quote, nor rejected, nor a header is listed.

The rules that read rows say why they leave one out; this is the last word for the rows none of them named (a table
whose header words are unknown, so its first product row was taken for the header, or products above the header
found): each such row is listed with what it holds, so that no row of an offer vanishes without a sentence."""

from __future__ import annotations

from operator import itemgetter

from gpucompare.i18n import Msg
from gpucompare.sheets.header import row_kind
from gpucompare.sheets.importer.model import ImportPreview, Rejected
from gpucompare.sheets.importer.rows import _not_product
from gpucompare.sheets.prices import parse_number, parse_price
from gpucompare.sheets.workbook import Sheet

#: cells of a row quoted in a reason, and characters of each
_SHOWN_CELLS = 4
_SHOWN_CHARS = 40
#: rows above a table's header looked at for products (a title block is short; a long one is another table)
_ABOVE = 40


def _text(v) -> str:
    if isinstance(v, float) and v.is_integer():
        v = int(v)
    return str(v).strip()


def _cells(row: list, hidden_cols: set[int]) -> list:
    return [v for c, v in enumerate(row) if c not in hidden_cols and v not in ("", None) and _text(v)]


def _device(cells: list, matcher) -> str | None:
    """The first cell that names a catalog device surely (not by a fuzzy guess)."""
    for v in cells:
        if not isinstance(v, str) or not any(ch.isalpha() for ch in v):
            continue
        text = v.strip()[:200]
        if parse_number(text) is None and parse_price(text, default_currency="XXX").ok:
            continue  # a price with its units ('¥19,999', '5.5万') names no device
        m = matcher.resolve(text)
        if (m.device_id is not None and m.how != "fuzzy") or m.how == "ambiguous":
            return text  # 'NVIDIA H100 80GB HBM3': a device, even when its variant is not told
    return None


def _amounts(cells: list) -> list[str]:
    """The cells that read as prices: a number of 10 or more, or text that parses as one ('$2.99', '1,085,000/=',
    '2.35万'); small whole numbers are counts, not prices."""
    out = []
    for v in cells:
        if isinstance(v, bool):
            continue
        if isinstance(v, int | float):
            if v >= 10 or not float(v).is_integer():
                out.append(_text(v))
            continue
        text = str(v).strip()[:80]
        if any(ch.isdigit() for ch in text):
            p = parse_price(text, default_currency="XXX")
            if p.ok and p.min == p.min and (p.min >= 10 or not float(p.min).is_integer()):
                out.append(text)
    return out


#: kinds of line a row of a sheet not read is said to be by its label's words
_LABEL_KINDS = frozenset({"subtotal", "tax", "shipping", "installation", "service", "bank", "discount"})


def _label_kind(cells: list) -> str | None:
    """The kind of line a row's first text (its label) names ('合计', 'Total', 'Shipping'), else None."""
    label = next((v for v in cells if isinstance(v, str) and any(ch.isalpha() for ch in v)), None)
    kind = row_kind(label.strip()[:200]) if label is not None else None
    return kind if kind in _LABEL_KINDS else None


def _shown(cells: list) -> str:
    return " | ".join(_text(v)[:_SHOWN_CHARS] for v in cells[:_SHOWN_CELLS])


def account_for_rows(preview: ImportPreview, sheets: list[Sheet], matcher) -> None:
    """Add a rejection with what the row holds for every row of the preview's regions (and every product row above
    their first header) that no quote and no rejection names."""
    if not preview.regions:
        return
    by_name = {s.name: s for s in sheets}
    several = len({g.get("sheet") for g in preview.regions}) > 1  # an import of several offer sheets
    if several:
        # rows are told apart by their sheet: each sheet's rows accounted for against its own quotes and rejections
        rows_of: dict[str, set[int]] = {}
        for q in preview.rows:
            rows_of.setdefault(q.sheet or preview.sheet, set()).add(q.source_row)
        for x in preview.rejected:
            rows_of.setdefault(x.sheet or preview.sheet, set()).add(x.source_row)
    else:
        seen = set(map(itemgetter(0), preview.rows)) | {r.source_row for r in preview.rejected}  # 0: source_row
        seen |= {d.source_row for d in preview.devices}
    added: list[Rejected] = []
    for g in preview.regions:
        s = by_name.get(g.get("sheet"))
        if s is None:
            continue
        if several:
            seen = rows_of.setdefault(s.name, set())
        heads = set(g.get("header_rows") or [])
        first, last = int(g.get("first_row") or 1), int(g.get("last_row") or 0)
        turned = g.get("orientation") == "columns"
        top = min(heads) if heads else first
        for r in range(max(1, top - _ABOVE), min(last, len(s.rows)) + 1):
            if r in seen or r - 1 in s.hidden_rows:
                continue
            cells = _cells(s.rows[r - 1], s.hidden_cols)
            if not cells:
                continue
            inside = first <= r <= last
            device = _device(cells, matcher) if not turned else None
            amounts = _amounts(cells) if not inside and r not in heads else []
            if r in heads:
                if device is None:
                    continue  # a header naming fields
                reason = Msg(
                    "read as the table's header (the words of the row above it are not known), though it names "
                    "{device!r} ({cells}): not imported; choose the header row with --header-row N (or in the "
                    "import dialog)",
                    device=device[:60],
                    cells=_shown(cells),
                )
            elif not inside:
                if not (device is not None and (amounts or len(cells) >= 3)) and not (
                    len(amounts) >= 2 and len(cells) >= 4 and any(isinstance(v, str) and v[:1].isalpha() for v in cells)
                ):
                    continue  # a title, a note or the vendor's address above the table
                reason = Msg(
                    "a line with a device or prices above the table's header (row {header}) ({cells}): read as "
                    "outside the table, not imported; if it belongs to it, choose the header row with --header-row N "
                    "(or in the import dialog)",
                    header=top,
                    cells=_shown(cells),
                )
            elif turned:
                reason = Msg(
                    "a row of other figures of the devices along the table's header ({cells}), not a price",
                    cells=_shown(cells),
                )
            elif device is not None:
                reason = Msg(
                    "names {device!r} but no price was read from the table's price column on this row ({cells}): "
                    "not imported; check the columns (--map price=COLUMN)",
                    device=device[:60],
                    cells=_shown(cells),
                )
            else:
                reason = Msg(
                    "names no device the catalog knows ({cells}): not read as a product line",
                    cells=_shown(cells),
                )
            added.append(Rejected(r, reason, s.name if several else ""))
            seen.add(r)
    if added:
        preview.rejected.extend(added)
        order = {g.get("sheet"): i for i, g in reversed(list(enumerate(preview.regions)))}
        preview.rejected.sort(key=lambda x: (order.get(x.sheet or preview.sheet, 0), x.source_row))


#: rows of a sheet that is not read looked at for figures (a summary or an older copy; bounded per sheet)
_OTHER_SHEET_ROWS = 500


def _figures(cells: list) -> list[float]:
    """The amounts of a row as numbers (`_amounts`: counts and small whole numbers left out)."""
    out = []
    for text in _amounts(cells):
        x = parse_number(text)
        if x is None:
            p = parse_price(text, default_currency="XXX")
            x = p.min if p.ok and p.min == p.min else None
        if x is not None:
            out.append(round(float(x), 2))
    return out


def account_for_other_sheets(preview: ImportPreview, sheets: list[Sheet], versions: dict[str, tuple]) -> None:
    """Rows with figures on the visible sheets the import did not read, each listed with why: a row repeating a
    figure of a sheet read (a summary sheet: '开标一览表' giving the bid's total that the item sheet totals) names
    the row it repeats and what that row is, so it is not counted twice; any other row says why its sheet was not
    read (`versions`: sheet -> (why, {row: its own reason}) for the sheets read and left, another version of the
    offer or a sheet without an accelerator's quote, whose own reason for a row is kept; else no table of models
    and prices was found on it). Bounded: the first `_OTHER_SHEET_ROWS` rows of each sheet."""
    read = {preview.sheet} | {g.get("sheet") for g in preview.regions}
    others = [s for s in sheets if s.name not in read and s.rows]
    if not others:
        return
    by_name = {s.name: s for s in sheets}
    said = {(x.sheet or preview.sheet, x.source_row): x.reason for x in preview.rejected}
    held: dict[float, tuple[str, int, str]] = {}  # a figure on a sheet read -> (sheet, row, what the row is)
    for (name, r), what in said.items():  # the rows left out (totals, taxes, shipping: few), their cells
        s = by_name.get(name)
        if s is not None and 0 < r <= len(s.rows):
            for x in _figures(_cells(s.rows[r - 1], s.hidden_cols)):
                held.setdefault(x, (name, r, what))
    prices: dict[str, float | None] = {}  # each price as written, parsed once (50k quotes of a few prices)
    for q in preview.rows:
        x = prices.get(q.raw_price, 0.0)
        if x == 0.0:
            got = _figures([q.raw_price]) if q.raw_price else []
            x = prices[q.raw_price] = got[0] if got else None
        if x is not None:
            held.setdefault(x, (q.sheet or preview.sheet, q.source_row, Msg("a quote's price")))
    added: list[Rejected] = []
    for s in others:
        why, own = versions.get(s.name) or (Msg("no table of models and prices was found on it"), {})
        for r in range(1, min(len(s.rows), _OTHER_SHEET_ROWS) + 1):
            if r - 1 in s.hidden_rows:
                continue
            cells = _cells(s.rows[r - 1], s.hidden_cols)
            figures = _figures(cells) if cells else []
            if not figures:
                continue  # a title, a note, a header: no figure to count twice or to lose
            same = next((held[x] for x in figures if x in held), None)
            if same is not None:
                sheet, row, what = same
                reason = Msg(
                    "sheet {sheet!r} is not read: this row repeats a figure of sheet {other!r} row {row} ({what}); "
                    "not counted twice ({cells})",
                    sheet=s.name,
                    other=sheet,
                    row=row,
                    what=what,
                    cells=_shown(cells),
                )
            elif r in own:
                reason = Msg("sheet {sheet!r} is not read ({why}): {reason}", sheet=s.name, why=why, reason=own[r])
            elif (kind := _label_kind(cells)) is not None:
                # '合计 | 10196235.72' under a repayment plan: said for what it is, as on a sheet read
                reason = Msg(
                    "sheet {sheet!r} is not read ({why}): {what}", sheet=s.name, why=why, what=_not_product(kind)
                )
            else:
                reason = Msg(
                    "sheet {sheet!r} is not read ({why}): not imported ({cells})",
                    sheet=s.name,
                    why=why,
                    cells=_shown(cells),
                )
            added.append(Rejected(r, reason, s.name))
    if added:
        if not any(x.sheet for x in preview.rejected):
            preview.rejected = [Rejected(x.source_row, x.reason, preview.sheet) for x in preview.rejected]
        preview.rejected.extend(added)


#: rows under a header looked at for a line total's arithmetic, and how close a product must come (a rounded cent)
_TOTAL_ROWS = 200
_TOTAL_TOLERANCE = 0.005
#: the largest count a quantity cell holds on a quote line
_MOST_UNITS = 10_000
#: columns looked at for a line's unit price, count and total: each count column is tried against each amount
#: column, so a 16,384-column sheet of counts must not make that square
_TOTAL_COLS = 60


def _amount(v) -> float | None:
    if isinstance(v, bool):
        return None
    if isinstance(v, int | float):
        return float(v)
    if isinstance(v, str) and v.strip() and len(v) <= 30:
        return parse_number(v.strip())
    return None


def line_totals(rows: list[list], header: int, price_col: int, hidden_rows: set[int]) -> tuple[int, int, int] | None:
    """(unit price column, quantity column, line total column) where the column read as the price is one of a line's
    unit price and total: on every line where all three are numbers the total equals the unit price times a column
    of small whole counts, at least two such lines and one count above 1 ('Fegib' 7,490 | 'Pamid' 4 | 'Tesog'
    29,960). Arithmetic, not words: it holds in any language; None where no columns make it."""
    lines = [
        rows[r]
        for r in range(header + 1, min(len(rows), header + 1 + _TOTAL_ROWS))
        if r not in hidden_rows and price_col < len(rows[r])
    ]
    if len(lines) < 2:
        return None
    width = min(max(len(row) for row in lines), _TOTAL_COLS)
    cols = {c: [_line_amount(row[c]) if c < len(row) else None for row in lines] for c in {*range(width), price_col}}
    if sum(x is not None and x > 0 for x in cols[price_col]) < 2:
        return None
    counts = [
        c
        for c, xs in cols.items()
        if c != price_col
        and all(x is None or (x.is_integer() and 0 < x <= _MOST_UNITS) for x in xs)
        and sum(x is not None for x in xs) >= 2
    ]
    amounts = [c for c, xs in cols.items() if sum(x is not None and x > 0 for x in xs) >= 2]  # a unit or total
    for q in counts:
        for other in amounts:
            if other in (q, price_col):
                continue
            for unit, total in ((other, price_col), (price_col, other)):
                if _multiplies(cols[unit], cols[q], cols[total]):
                    return unit, q, total
    return None


def totals_of(
    rows: list[list], header: int, unit_col: int, qty_col: int, total_col: int, hidden_rows: set[int]
) -> bool:
    """Whether a table's line totals are a given unit price column times its quantity column (unit x count = total
    on every line holding all three, at least two, one count above 1): which of two price columns the vendor's own
    amounts are made of ('含税单价' x '数量' = '含税金额', 'Net price' x 'Qty' = 'Amount'). Arithmetic, any language."""
    cols = (unit_col, qty_col, total_col)
    values: list[list] = [[], [], []]
    for r in range(header + 1, min(len(rows), header + 1 + _TOTAL_ROWS)):
        row = rows[r]
        if r in hidden_rows or max(cols) >= len(row):
            continue
        for out, c in zip(values, cols, strict=True):
            out.append(_amount(row[c]))
    return _multiplies(*values)


def _multiplies(units: list, counts: list, totals: list) -> bool:
    """Whether unit x count = total on every line holding all three (at least two, one count above 1, 60% of the
    totals), the count the smaller of the two factors (a card costs more than the number of cards bought)."""
    checked = above_one = filled = 0
    for unit, n, total in zip(units, counts, totals, strict=True):
        if total is None or total <= 0:
            continue
        filled += 1
        if unit is None or n is None:
            continue
        if unit <= 0 or n >= unit or abs(unit * n - total) > _TOTAL_TOLERANCE * total:
            return False
        checked += 1
        above_one += n > 1
    return checked >= 2 and above_one >= 1 and checked >= 0.6 * filled


#: how close two columns' ratio must come to 1 + the rate on each line (prices rounded to a cent or a unit)
_RATIO_TOLERANCE = 0.002


def _price_value(v) -> float | None:
    x = _amount(v)
    if x is None and isinstance(v, str) and v.strip() and len(v) <= 40:
        p = parse_price(v)
        x = p.min if p.ok and not p.on_request else None
    return x


def common_ratio(rows: list[list], header: int, hi_col: int, lo_col: int, hidden_rows: set[int]) -> float | None:
    """The one ratio (between 1 and 1.35) in which a column's amounts stand to another's on every line holding both
    (at least two, agreeing within rounding): 'Unit Price (KES)' over 'Unit Price Excl. (KES)' is 1.16 on each line;
    None where the lines disagree or no such pair is there."""
    both = []
    for r in range(header + 1, min(len(rows), header + 1 + _TOTAL_ROWS)):
        row = rows[r]
        if r in hidden_rows or max(hi_col, lo_col) >= len(row):
            continue
        a, b = _price_value(row[hi_col]), _price_value(row[lo_col])
        if a is not None and b is not None and b > 0:
            both.append(a / b)
    if len(both) < 2:
        return None
    ratio = both[0]
    if not 1.0 < ratio <= 1.35 or any(abs(x - ratio) > _RATIO_TOLERANCE * 3 for x in both):
        return None
    return ratio


def tax_pair(rows: list[list], header: int, price_col: int, taken: set[int], rate: float, hidden_rows: set[int]):
    """(the VAT-inclusive column, the column without VAT) where the price column and another amount column stand
    in the ratio 1 + `rate` (the standard VAT rate of the sheet's currency) on every line holding both, at least
    three lines (or two whose amounts agree to the cent): the larger is the price with VAT whatever words head them; None where no column does."""
    lines = [
        rows[r]
        for r in range(header + 1, min(len(rows), header + 1 + _TOTAL_ROWS))
        if r not in hidden_rows and price_col < len(rows[r])
    ]
    prices = [_price_value(row[price_col]) for row in lines]
    if sum(x is not None and x > 0 for x in prices) < 2:
        return None
    width = max(len(row) for row in lines)
    for c in range(width):
        if c == price_col or c in taken:
            continue
        others = [_price_value(row[c]) if c < len(row) else None for row in lines]
        for hi, lo, incl in ((prices, others, price_col), (others, prices, c)):
            both = [(a, b) for a, b in zip(hi, lo, strict=True) if a is not None and b is not None and b > 0]
            if len(both) >= 2 and all(abs(a / b - (1 + rate)) <= _RATIO_TOLERANCE for a, b in both):
                if len(both) == 2 and not all(abs(a - b * (1 + rate)) <= 0.011 for a, b in both):
                    continue  # two lines near the ratio but not to the cent: a coincidence, no tax pair
                return incl, (c if incl == price_col else price_col)
    return None


def _line_amount(v) -> float | None:
    """A cell's amount for a line's arithmetic: a number, or text read as a price ('2.790,00 €', 'Rs. 7,85,000/-')."""
    if isinstance(v, bool):
        return None
    if isinstance(v, int | float):
        return float(v)
    if isinstance(v, str) and v.strip() and len(v) <= 40 and any(ch.isdigit() for ch in v):
        p = parse_price(v.strip(), default_currency="XXX")
        return float(p.min) if p.ok and not p.on_request and p.min == p.min else None
    return None


def unit_price_of_total(
    rows: list[list], header: int, price_col: int, qty_col: int, total_col: int, others: list[int], hidden_rows
) -> int | None:
    """The column that is a line's unit price where the column read as the price is not: on every line the line
    total equals that column times the quantity, and not the price column times it ('P. Unit. S/ | P. Unit. US$
    (ref.) | Importe S/': the amount is in soles; 'Preço Unit. | Desc. % | Preço Líq. | Total Líquido': the total is
    the net price times the quantity). What the buyer pays is what the line's amount is made of: arithmetic, not
    words, so it holds in any language. None where the price column agrees with the total, or no other one does."""
    lines = [
        rows[r]
        for r in range(header + 1, min(len(rows), header + 1 + _TOTAL_ROWS))
        if r not in hidden_rows and max(price_col, qty_col, total_col) < len(rows[r])
    ]
    if len(lines) < 2:
        return None
    width = min(max(len(row) for row in lines), _TOTAL_COLS)

    def column(c: int) -> list:
        return [_line_amount(row[c]) if c < len(row) else None for row in lines]

    counts, totals = column(qty_col), column(total_col)
    if _multiplies(column(price_col), counts, totals):
        return None
    fits = [c for c in others if c < width and c not in (qty_col, total_col) and _multiplies(column(c), counts, totals)]
    return fits[0] if len(fits) == 1 else None


#: tax rates are stated in steps of a fortieth of a percent at the finest (8.875 %, 14.975 %)
_RATE_STEP = 0.00025


def rate_of_tax_line(tax: float, lines: list[float]) -> float | None:
    """The rate a tax line's amount is of the line amounts it is levied on (476,590.40 on 3,666,080.00: 13 %), when
    that share is a tax rate to the cent: a multiple of 0.025 % between 1 % and 30 % that gives the tax amount within
    the rounding of one cent per line. None for fewer than one line or a share that is no such rate (the tax line
    taxes something else too: shipping, a service)."""
    base = sum(a for a in lines if a > 0)
    if base <= 0 or tax <= 0 or not lines:
        return None
    share = tax / base
    rate = round(share / _RATE_STEP) * _RATE_STEP
    if not 0.01 <= rate < 0.3 or abs(rate * base - tax) > 0.01 * (len(lines) + 1):
        return None
    return round(rate, 5)
