"""An amount merged over a block of item lines is the block's, not a line's unit price.

An order transcribed into a sheet ('订单编号' | '单价' | '数量' | '实付款' merged over the order's two item lines): the
paid amount, a coupon or the freight are written once per order, their cells merged down over its lines, while each
line carries its own unit price. Such a column is the order's amount, never a line's price; the price column beside
it that holds a figure on each line of the block is."""

from __future__ import annotations

from gpucompare.i18n import Msg
from gpucompare.sheets.importer.choose import Table, fallback_prices, price_moved
from gpucompare.sheets.prices import parse_price
from gpucompare.sheets.workbook import Sheet, column_letter

#: the most merged ranges looked at (a sheet of thousands of merges is read as it is)
MAX_MERGES = 2_000


def _blocks(s: Sheet, col: int, below: int) -> list[tuple[int, int]]:
    """(first row, last row) of the merges running down over two or more rows of one column, under the header."""
    out = []
    for (r0, c0), (r1, c1) in s.merged[:MAX_MERGES]:
        if c0 <= col <= c1 and c0 == c1 and r1 > r0 and r0 > below:
            out.append((r0, min(r1, len(s.rows) - 1)))
    return out


def _figure(v) -> bool:
    if isinstance(v, bool):
        return False
    if isinstance(v, (int, float)):
        return True
    if not isinstance(v, str) or not v.strip():
        return False
    got = parse_price(v[:60], default_currency="XXX")  # '¥16,999.00' typed as text: a figure too
    return got.error is None and got.min == got.min


def not_block_amount(s: Sheet, t: Table) -> Table:
    """Where the price column's cells are merged down over blocks of item lines and another price column holds a
    figure on every line of each such block (each line its own unit price), that column is the price and the merged
    one the block's amount (an order's paid amount), said in a convention. Otherwise the table as it is."""
    if t.kind != "prices" or "price" not in t.columns or not s.merged:
        return t
    c = t.columns["price"]
    blocks = _blocks(s, c, t.header)
    if not blocks:
        return t
    for o in [x for x in (t.fallbacks or fallback_prices(t.texts, s.hidden_cols, c)) if x != c]:
        if _blocks(s, o, t.header):
            continue  # merged the same way: the block's too
        if not all(all(o < len(s.rows[r]) and _figure(s.rows[r][o]) for r in range(r0, r1 + 1)) for r0, r1 in blocks):
            continue
        said = Msg(
            "price: column {old} ({old_head}) is merged over the item lines of a block (an order's amount, not a "
            "line's price): the price is column {new} ({new_head}), which each line gives",
            old=column_letter(c),
            old_head=t.texts[c][:30],
            new=column_letter(o),
            new_head=t.texts[o][:30],
        )
        return price_moved(t, o, said)
    return t
