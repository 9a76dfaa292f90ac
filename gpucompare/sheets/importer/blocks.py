"""Several sellers' rates on one row, one block of rate columns each under a title of its own.

A buyer's comparison of clouds (or of dealers) writes each seller's name once, in a cell merged over that seller's
rate columns ('Northwind GPU Cloud — per GPU-hour' over 'On-demand | 1-yr reserved | Spot', 'Meridian Compute — per
8-GPU instance-hour' over 'On-demand | 1-yr reserved'), the items down the left. The blocks need not hold the same
columns, so the repeated-columns shape of a bid comparison (`offers.offer_groups`) does not find them. Each block is
read as a table of its own: the columns left of the first block (the item) and the block's own columns, its title
giving what its rates are per; its quotes are that seller's, left to right. Columns right of the blocks (a computed
'cheapest' column, comments) are no seller's offer. Only where the table read whole would read no column of some
block (a seller left out): regions of one seller's rates ('US East' | 'EU West') are read by the table's own further
rates and terms. No word list: the merged titles decide.
"""

from __future__ import annotations

from gpucompare.sheets.header import PRICE_FIELDS
from gpucompare.sheets.importer.choose import Table
from gpucompare.sheets.workbook import Sheet

#: the data rows looked at for numbers under a block
_SAMPLE = 40


def titled_blocks(s: Sheet, t: Table) -> list[tuple[str, int, int]]:
    """(title, first column, stop) of each block of rate columns under a title merged over two or more columns in
    the table's upper header row, left to right; [] unless two or more such blocks hold numbers under them, the
    table's price column is in one and its item column left of them all (the reader then finds each block's price
    columns as for any table, and reads none of them unless it finds them in every block)."""
    if t.top == t.header or "model" not in t.columns:
        return []
    model = t.columns["model"]
    hidden = s.hidden_cols
    out: list[tuple[str, int, int]] = []
    for (r0, c0), (r1, c1) in s.merged:
        if r0 != t.top or r1 >= t.header or c1 <= c0 or c0 <= model:
            continue
        title = s.rows[r0][c0] if c0 < len(s.rows[r0]) else None
        if title.__class__ is not str or not title.strip():
            continue
        cols = [c for c in range(c0, c1 + 1) if c not in hidden]
        if not _numbers_under(s.rows, t.header + 1, cols):
            continue
        out.append((title.strip()[:80], c0, c1 + 1))
    out.sort(key=lambda b: b[1])
    if len(out) < 2 or any(a[2] > b[1] for a, b in zip(out, out[1:], strict=False)):
        return []
    price = next((t.columns[f] for f in PRICE_FIELDS if f in t.columns), None)
    if price is None or not any(a <= price < b for _n, a, b in out):
        return []
    # where the table's own reading takes a rate from every block ('US East' | 'EU West' over 'On-demand | 1-yr':
    # one seller's regions, its further rates and terms), it stands; a block none of whose columns it reads is a
    # seller it would leave out
    # (a column only said beside the offer, a spot or list price, is no rate read)
    read = {
        *(t.columns[f] for f in PRICE_FIELDS if f in t.columns),
        *(c for c, _m in t.terms),
        *t.more_rates,
        *(c for c, _n in t.counts),
        *(c for c, _k in t.conditions),
    }
    if all(any(a <= c < b for c in read) for _n, a, b in out):
        return []
    return out


def _numbers_under(rows: list[list], start: int, cols: list[int]) -> bool:
    for row in rows[start : start + _SAMPLE]:
        if any(c < len(row) and row[c].__class__ in (int, float) for c in cols):
            return True
    return False


def block_view(s: Sheet, first: int, start: int, stop: int) -> Sheet:
    """The sheet's columns left of the first block and one block's own columns, as a sheet of their own (each cell
    named by where it is on the sheet)."""
    cols = [*range(first), *range(start, stop)]
    at = {c: i for i, c in enumerate(cols)}
    merged = []
    for (r0, c0), (r1, c1) in s.merged:
        inside = [at[c] for c in range(c0, c1 + 1) if c in at]
        if inside and inside[-1] - inside[0] == len(inside) - 1:
            merged.append(((r0, inside[0]), (r1, inside[-1])))
    return s.region(
        [[row[c] if c < len(row) else "" for c in cols] for row in s.rows],
        lambda r, c: (r, cols[c]) if c < len(cols) else (r, c),
        None,
        merged=merged,
        hidden_rows=s.hidden_rows,
        hidden_cols={at[c] for c in s.hidden_cols if c in at},
    )
