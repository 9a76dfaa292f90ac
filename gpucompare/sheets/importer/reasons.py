"""What a row kept out of the quotes is, said from its own cells.

The table reader rejects a row where it stands (a line under a server, a line of text under the table, an amount
beside words naming no device) and says so in the terms of that place. Where the row's own cells say more of what
it is, those words decide the sentence the user reads (issue 22: every row that is not imported is listed with a
TRUE reason, never a blank or a wrong one):

- a price per unit of use ('0.30 元/GB/月', '1.00 元/Mbps·时', '$0.08/GB') naming no accelerator is a data centre's
  service billed by use (storage, traffic, bandwidth), not a part of the server above, a note or a total;
- a negative amount beside words naming no device is a credit or discount ('Projektrabatt 3 % | - CHF 7'302.75');
- a note whose words name what it is about (shipping, tax, bank details) says so;
- a label naming both a tax and a total, that is no total of the tax itself ('含税合计', 'Total incl. VAT'), is a
  total, not a tax line;
- a rent by the day, week or month beside a table's hourly rates is not read as a quote of its own: each row that
  holds one is listed, with the cells and the reason (`unread_periods`).

Only reasons that say where a row stood, not what it is, are replaced (`_WEAK`); no row is imported or dropped here.
Words come from the lexicon (`facility.usage_unit`, `facility.colocation`, the row kinds).
"""

from __future__ import annotations

import re
from functools import lru_cache

from gpucompare.i18n import Msg
from gpucompare.sheets import lexicon as lx
from gpucompare.sheets.header import PERIOD_HOURS, kinds_in, lexicon
from gpucompare.sheets.importer.choose import PERIOD_UNITS
from gpucompare.sheets.importer.model import ImportPreview, Rejected
from gpucompare.sheets.importer.rows import (
    _KIND_NAMES,
    _not_product,
    _note_on,
    _tax_total,
    sheet_text,
)
from gpucompare.sheets.workbook import column_letter

#: reasons that say where a row stood, not what it is: its own words may say more
_WEAK_TEXTS = frozenset(
    str(m)
    for m in (
        _not_product("note"),
        Msg("a charge or total line (an amount, no unit price, no device), not a product"),
        Msg("a section heading or note without a price, not a product"),
    )
)
_WEAK_TEMPLATES = frozenset(
    {
        "a configuration line of the server in row {row}, not a product of its own",
        "a line that names no device, model or maker ({text!r}), not a product",
    }
)
_TAX_LINE = str(_not_product("tax"))
_NEGATIVE = re.compile(r"(?:^|\s)[-−–]\s*(?:[^\d\s]{1,4}\s*)?\d")


@lru_cache(maxsize=1)
def _usage_unit() -> re.Pattern:
    """An amount per unit of use: '/GB', '/ TB', '/Mbps' after a figure somewhere before it on the line."""
    units = sorted(lexicon().phrases("facility.usage_unit"), key=len, reverse=True)
    if not units:
        return re.compile(r"(?!)")
    return re.compile(r"\d[^/\n]{0,12}/\s*(?:" + "|".join(map(re.escape, units)) + r")(?![a-z])")


def billed_by_use(text: str) -> bool:
    """Whether a line's text prices something per unit of use (storage per GB, traffic per GB, bandwidth per Mbps)."""
    return _usage_unit().search(lx.fold(text[:400])) is not None


def _weak(reason) -> bool:
    return str(reason) in _WEAK_TEXTS or getattr(reason, "template", None) in _WEAK_TEMPLATES


def _row_text(cells: list) -> str:
    return " | ".join(t for v in cells[:40] if (t := sheet_text(v)))[:400]


def _negative(cells: list) -> bool:
    for v in cells[:40]:
        if v.__class__ in (int, float) and v < 0:
            return True
        if isinstance(v, str) and _NEGATIVE.search(v[:60]):
            return True
    return False


#: a cell that is a negative amount alone ('-4000.00', '− 1,650', '-520'): no words, no percent
_NEGATIVE_CELL = re.compile(r"\s*[-−–]\s*\d[\d.,\s]*$")


def _negative_amount_cell(cells: list) -> bool:
    for v in cells[:40]:
        if v.__class__ in (int, float) and v < 0:
            return True
        if isinstance(v, str) and _NEGATIVE_CELL.match(v[:40]):
            return True
    return False


def truer_reason(reason, cells: list, names_device) -> Msg | None:
    """A truer sentence for a rejected row from its own cells, or None to keep the reason it has."""
    text = _row_text(cells)
    if not text:
        return None
    if str(reason) == _TAX_LINE:
        label = next((sheet_text(v) for v in cells if isinstance(v, str) and v.strip()), "")
        if "subtotal" in kinds_in(label[:300]) and not _tax_total(label):
            return _not_product("subtotal")  # '含税合计（元）', 'Total incl. VAT': the total, not its tax
        return None
    if not _weak(reason) or names_device(text):
        return None
    if billed_by_use(text):
        return _not_product("colocation")
    if _negative(cells) and ("note" not in str(reason) or _negative_amount_cell(cells)):
        # (a note's words may carry a minus, '-5 % on lines 1-3'; a cell that is a negative amount and nothing
        # else, '-4000.00' under 金额 on an invoice's line naming no device, is a credit whatever the words beside)
        return _not_product("discount")
    said = tuple(k for k in kinds_in(text[:300]) if k in _KIND_NAMES and k != "note")
    if said and str(reason) == str(_not_product("note")):
        return _note_on(said)
    return None


def say_what_rows_are(preview: ImportPreview, sheets: list, matcher) -> None:
    """Replace a rejected row's reason by what its own cells say it is, where the reason only said where it stood."""
    by_name = {s.name: s for s in sheets if s.origin is None}

    def names_device(text: str) -> bool:
        match, _w = matcher.match(text[:200])
        return match.device_id is not None or match.how == "ambiguous"

    for j in preview.rejected:
        s = by_name.get(j.sheet or preview.sheet)
        if s is None or not 0 < j.source_row <= len(s.rows):
            continue
        better = truer_reason(j.reason, s.rows[j.source_row - 1], names_device)
        if better is not None:
            j.reason = better


def unread_periods(preview: ImportPreview, rows: list, t, s, price_col: int | None, matcher) -> None:
    """A table that rents by the hour and also by the day, week or month ('按小时 | 日租 | 周租'): its quotes are the
    hourly rates, and a rent by a longer period is read (as a rate per hour) only in a table without one. Each row
    that holds such a rent is listed with its cells and that reason, so no figure of the sheet goes unsaid."""
    terms = {c for c, _m in t.terms}
    periods = sorted(
        (c, k[4:])
        for k, c in t.alt.items()
        if k.startswith("per_") and k[4:] in PERIOD_HOURS and k[4:] != "hour" and c != price_col and c not in terms
    )
    if not periods or "hourly" not in t.columns or s.origin is not None:
        return
    model_col = t.columns.get("model", 0)
    quoted = {q.source_row for q in preview.rows}
    kept_out = {j.source_row for j in preview.rejected}
    said = set()
    for r in range(t.header + 1, len(rows)):
        n = r + 1
        if n in said or (n not in quoted and n not in kept_out):
            continue
        cells = rows[r]
        held = [(c, p) for c, p in periods if c < len(cells) and _figure(cells[c])]
        if not held:
            continue
        if n not in quoted:
            model = sheet_text(cells[model_col]) if model_col < len(cells) else ""
            match, _w = matcher.match(model[:200]) if model else (None, None)
            if match is None or match.device_id is None:
                continue
        said.add(n)
        where = ", ".join(f"{column_letter(c)}{n}" for c, _p in held)
        units = [PERIOD_UNITS[p] for _c, p in held]
        what = units[0]
        for u in units[1:-1]:
            what = Msg("{first}, {then}", first=what, then=u)
        if len(units) > 1:
            what = Msg("{first} and {then}", first=what, then=units[-1])
        preview.rejected.append(
            Rejected(
                n,
                Msg(
                    "{cells}: rents per {periods}, not read as a quote of its own: this table's quotes are its "
                    "hourly rates (a rent by the day, week, month or year is read as a rate per hour only in a "
                    "table without one)",
                    cells=where,
                    periods=what,
                ),
            )
        )


def _figure(v) -> bool:
    if v.__class__ in (int, float):
        return v > 0
    return isinstance(v, str) and any(ch.isdigit() for ch in v[:40])
