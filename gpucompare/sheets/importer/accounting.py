"""Every row of a table region accounted for: a row that is neither a quote, nor rejected, nor a header is listed.

The rules that read rows say why they leave one out; this is the last word for the rows none of them named (a table
whose header words are unknown, so its first product row was taken for the header, or products above the header
found): each such row is listed with what it holds, so that no row of an offer vanishes without a sentence."""

from __future__ import annotations

from gpucompare.i18n import Msg
from gpucompare.sheets.importer.model import ImportPreview, Rejected
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


def _shown(cells: list) -> str:
    return " | ".join(_text(v)[:_SHOWN_CHARS] for v in cells[:_SHOWN_CELLS])


def account_for_rows(preview: ImportPreview, sheets: list[Sheet], matcher) -> None:
    """Add a rejection with what the row holds for every row of the preview's regions (and every product row above
    their first header) that no quote and no rejection names."""
    if not preview.regions:
        return
    by_name = {s.name: s for s in sheets}
    seen = {q.source_row for q in preview.rows} | {r.source_row for r in preview.rejected}
    seen |= {d.source_row for d in preview.devices}
    added: list[Rejected] = []
    for g in preview.regions:
        s = by_name.get(g.get("sheet"))
        if s is None:
            continue
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
            added.append(Rejected(r, reason))
            seen.add(r)
    if added:
        preview.rejected.extend(added)
        preview.rejected.sort(key=lambda x: x.source_row)
