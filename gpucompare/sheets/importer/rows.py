"""Reading quote rows, one step per concern: hidden rows, another table's header, rows that are not products
(subtotal, tax, shipping, installation, service, bank, notes, server configuration lines), the price, the devices
per item (servers and instances), the device match, VAT and list-price context, and plausibility.

Each step works from per-distinct-value caches: vendor sheets repeat the same models and prices, so a 50k-row sheet
costs little more than reading it."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from operator import itemgetter

from gpucompare.i18n import Msg
from gpucompare.sheets import lexicon as lx
from gpucompare.sheets.header import (
    PERIOD_HOURS,
    is_equipment,
    lexicon,
    names_pack,
    price_period,
    price_roles,
    row_kind,
    row_kind_leading,
)
from gpucompare.sheets.importer.choose import (
    HEADER_SEARCH_COLS,
    MAX_LATER_TABLES,
    PERIOD_NAMES,
    PERIOD_UNITS,
    Table,
    _hour_word,
    _long_period,
    later_header,
    later_table,
    period_hours,
)
from gpucompare.sheets.importer.counts import (
    MAX_MODEL_CHARS,
    gpu_phrases,
    names_server,
    per_device_memory,
    units_in_text,
)
from gpucompare.sheets.importer.model import Quote, Rejected
from gpucompare.sheets.importer.tiers import tier_label, tier_row, tier_text
from gpucompare.sheets.prices import SIGN, fold, header_units, parse_number, parse_price, resolve_sign, show_value
from gpucompare.sheets.workbook import column_letter

MAX_MERGED_CELLS = 2_000_000  # merged-cell lookups built for the mapped columns
_KIND_NAMES = {
    "subtotal": Msg("a subtotal or total line"),
    "tax": Msg("a tax line"),
    "shipping": Msg("a shipping or delivery line"),
    "installation": Msg("an installation or setup line"),
    "service": Msg("a service, support or warranty line"),
    "bank": Msg("a bank or payment details line"),
    "discount": Msg("a discount line"),
    "note:discount": Msg("a note on discounts"),
    "note": Msg("a note"),
    "note:tax": Msg("a note on tax"),
    "note:shipping": Msg("a note on shipping or delivery"),
    "note:installation": Msg("a note on installation or setup"),
    "note:service": Msg("a note on service, support or warranty"),
    "configuration": Msg("a configuration or component line"),
    "equipment": Msg("a switch, cable, network card or other component that is not an accelerator"),
}


@dataclass
class Context:
    """What the rows of one table share: units and currency from the header and notes, caches, and results."""

    file: str
    sheet: object  # workbook.Sheet
    table: Table
    kind: str
    matcher: object
    col_cur: str | None
    col_scale: float
    sheet_cur: str | None
    default_cur: str | None
    tax: str | None
    tax_rate: float | None
    home: str | None  # the currency the sheet's language assumes ('¥' on a Japanese sheet is JPY)
    languages: tuple = ()  # the sheet's languages, surest first
    quotes: list = field(default_factory=list)
    rejected: list = field(default_factory=list)
    warnings: list = field(default_factory=list)
    unmatched: dict = field(default_factory=dict)  # warning -> rows
    ambiguous: dict = field(default_factory=dict)  # model -> rows
    skipped_hidden: int = 0
    plausible: object = None
    no_currency: int = 0  # prices rejected because neither they nor the sheet name a currency
    tick: object = None
    quote_cols: tuple = (None, None, None, None)  # quantity, notes, instance, lead time columns of the table
    prices: dict = field(default_factory=dict)  # (price cell, its units) -> ParsedPrice, parsed once


def _units_beside_name(ctx: Context, model: str, match) -> int:
    """`units_in_text`, not counting a suffix that is part of a catalog model's name: 'MLU370-X8' is one card, '8x
    MLU370-X8' eight (the names of the match and of its candidates are taken out before counting)."""
    units = units_in_text(model)
    if units > 1:
        ids = ([match.device_id] if match.device_id else []) + list(match.candidates or ())
        if not ids:
            found = ctx.matcher.resolve(model).device_id
            ids = [found] if found else []
        if ids:
            rest = ctx.matcher.strip_names(model[:MAX_MODEL_CHARS], ids[:8])
            if rest != model[:MAX_MODEL_CHARS]:
                units = units_in_text(rest)
    return units


def _merged_lookup(sheet, cols: set[int], nrows: int) -> dict[tuple[int, int], tuple[int, int]]:
    """(row, col) -> the merge's top-left cell, for covered cells of the mapped columns only (bounded work)."""
    out: dict[tuple[int, int], tuple[int, int]] = {}
    budget = MAX_MERGED_CELLS
    for (r0, c0), (r1, c1) in sheet.merged:
        if r0 >= nrows:
            continue
        for c in cols:
            if c0 <= c <= c1:
                for r in range(r0 + 1, min(r1, nrows - 1) + 1):  # rows under the top: a block merged down
                    out[(r, c)] = (r0, c0)
                budget -= min(r1, nrows - 1) - r0 + 1
        if budget <= 0:
            break
    return out


def read_quotes(ctx: Context, rows: list[list], text) -> None:
    """Every data row of a table: a quote, a rejected row with its reason, or a configuration line of a server."""
    t = ctx.table
    m = t.columns
    hidden_rows = ctx.sheet.hidden_rows
    hidden_cols = ctx.sheet.hidden_cols
    n = len(rows)
    model_col = m["model"]
    pn_col = m.get("part_number") if m.get("part_number") != model_col else None
    other_col = t.other_model if t.other_model is not None else pn_col
    price_col = m.get("hourly" if ctx.kind == "cloud" else "price")
    merged = _merged_lookup(ctx.sheet, {model_col, price_col}, n) if ctx.sheet.merged else {}
    resolved: dict[tuple, tuple] = {}
    block: Quote | None = None  # the server whose configuration lines follow
    block_index = -1
    config_lines: list[str] = []

    def close_block() -> None:
        nonlocal block, config_lines
        if block is not None and config_lines:
            ctx.quotes[block_index] = ctx.quotes[block_index]._replace(
                configuration="; ".join(config_lines)[:2000],
                notes=_join(
                    ctx.quotes[block_index].notes, Msg("configuration: {lines}", lines="; ".join(config_lines))[:400]
                ),
            )
        block, config_lines = None, []

    def columns_of(m: dict) -> tuple:
        inst = m.get("instance")
        ctx.quote_cols = (m.get("quantity"), m.get("notes"), inst if inst != m["model"] else None, m.get("lead_time"))
        cfg = m.get("config")
        return (
            cfg if cfg != m["model"] else None,
            m.get("units_per_item"),
            m.get("currency"),
            m.get("quantity") if ctx.table.per_quantity else None,
            m.get("reserved_hourly") if ctx.kind == "cloud" else None,
            m.get("period") if ctx.kind == "cloud" else None,
        )

    cfg_col, units_col, cur_col, line_qty_col, res_col, period_col = columns_of(m)
    context_cols = [m[f] for f in ("memory", "memory_gb", "form") if f in m and m[f] != model_col]
    price_letter = column_letter(price_col)
    fast: set = set()  # (model, price) pairs that read as an ordinary product row
    # a row whose mapped cells equal those of an ordinary product row read before adds the same quote but for its
    # row number: replayed from `plain` (mapped cells -> what that row added) without reading it again
    plain: dict = {}
    plain_key, plain_qty = _mapped_cells(t)
    add_quote = ctx.quotes.append
    quantities = _PerValue(lambda v: _quantity(text, v))
    sums = [0.0, 0.0]  # the prices above, and the prices times their quantities (an unlabelled total is one)
    r = t.header + 1
    tables_read = 0  # later tables looked at (bounded: MAX_LATER_TABLES)
    tick = ctx.tick
    while r < n:
        if tick is not None and not r & 127:
            tick(r - t.header, n - t.header - 1)
        if r in hidden_rows:
            ctx.skipped_hidden += 1
            if any(v != "" and v is not None for v in rows[r]):
                _reject(ctx, r, Msg("a hidden row, not part of the offer"))
            r += 1
            continue
        row = rows[r]
        if block is None and not merged and plain:
            seen = plain.get(plain_key(row))
            if seen is not None:
                while True:  # the rows that follow, as long as they replay too (ticks and hidden rows outside)
                    fields, more = seen
                    n1 = fields[0] = r + 1
                    fields[12] = f"{price_letter}{n1}"
                    if plain_qty is not None:
                        fields[7] = quantities[row[plain_qty]]
                    add_quote(_new_quote(Quote, fields))
                    if more is not None:  # a reserved rate, rows listed in warnings, an amount in the running sums
                        extra, targets, add = more
                        if extra is not None:
                            add_quote(extra._replace(source_row=n1, cell=extra.cell.rstrip("0123456789") + str(n1)))
                        for at in targets:
                            at.append(n1)
                        if add is not None:
                            sums[0] += add
                            sums[1] += add * (fields[7] or 1)
                    r = n1
                    if r == n or not r & 127 or r in hidden_rows:
                        break
                    row = rows[r]
                    seen = plain.get(plain_key(row))
                    if seen is None:
                        break
                continue
        model = text[row[model_col]]
        if not model and pn_col is not None:
            model = text[row[pn_col]]
        if other_col is not None and model and ctx.matcher.match(model)[0].how == "none":
            # a part number the catalog lacks beside a product name it knows (or the other way round): the row is
            # read by the column that names a device
            other = text[row[other_col]] if other_col < len(row) else ""
            if other and ctx.matcher.match(other)[0].device_id is not None:
                model = other
        cell_model = model  # what the quote shows; the configuration column only helps to read it
        if cfg_col is not None and model and row[cfg_col] not in ("", None):
            model = f"{model} {text[row[cfg_col]]}"
        if context_cols and model and ctx.matcher.match(model)[0].how == "ambiguous":
            # 'H100' with '80GB' and 'SXM5' in columns of their own: read together they name one variant
            extra = " ".join(text[row[c]] for c in context_cols if row[c] not in ("", None))
            if extra and ctx.matcher.match(f"{model} {extra}")[0].device_id is not None:
                model = f"{model} {extra}"
        raw_price = row[price_col]
        price_covered = model_covered = None
        if merged:
            price_covered = merged.get((r, price_col))
            model_covered = merged.get((r, model_col))
            if model_covered is not None and not model and _filled(raw_price) and price_covered is None:
                top_r, top_c = model_covered
                model = cell_model = text[rows[top_r][top_c]]  # one model merged down over priced rows
                model_covered = None
        # the common row (no block open, no merged cells, a price of its own) was classified once per model/price
        quick = block is None and not merged and (model, raw_price) in fast
        replayable = block is None and not merged
        if not quick:
            if raw_price.__class__ not in (int, float) and not (raw_price.__class__ is str and _parses(raw_price)):
                found = None
                if tables_read < MAX_LATER_TABLES and later_header(rows, r, hidden_rows, hidden_cols, ctx.matcher):
                    tables_read += 1
                    found = later_table(rows, r, hidden_cols, ctx.matcher)
                if found is not None:  # another table's header further down the sheet: read with its own columns
                    close_block()
                    t = ctx.table = found[0]
                    ctx.kind = t.kind
                    m = t.columns
                    model_col = m["model"]
                    pn_col = m.get("part_number") if m.get("part_number") != model_col else None
                    other_col = t.other_model if t.other_model is not None else pn_col
                    price_col = m["hourly" if ctx.kind == "cloud" else "price"]
                    ctx.col_cur, ctx.col_scale = header_units(t.texts[price_col])
                    merged = _merged_lookup(ctx.sheet, {model_col, price_col}, n) if ctx.sheet.merged else {}
                    cfg_col, units_col, cur_col, line_qty_col, res_col, period_col = columns_of(m)
                    context_cols = [m[f] for f in ("memory", "memory_gb", "form") if f in m and m[f] != model_col]
                    price_letter = column_letter(price_col)
                    fast, resolved = set(), {}
                    plain = {}
                    plain_key, plain_qty = _mapped_cells(t)
                    ctx.warnings.append(
                        Msg("row {row}: another table starts here; read with its own header", row=r + 1)
                    )
                    for convention in t.conventions:
                        ctx.warnings.append(Msg("row {row}: {what}", row=r + 1, what=convention))
                    for f in t.inferred:
                        what = Msg(
                            "the {field} column ({col}) was recognised from the data under it, not from its header",
                            field=f,
                            col=column_letter(m[f]),
                        )
                        ctx.warnings.append(Msg("row {row}: {what}", row=r + 1, what=what))
                    r = t.header + 1
                    continue
            if not model and (raw_price == "" or raw_price is None) and not price_covered:
                filled = [text[v] for c, v in enumerate(row) if v != "" and v is not None and c not in hidden_cols]
                if filled:
                    note = " ".join(filled)
                    kind = row_kind(filled[0]) or "note"
                    if all(
                        v.__class__ in (int, float) for c, v in enumerate(row) if _filled(v) and c not in hidden_cols
                    ):
                        kind = "subtotal"  # amounts with no label under the table: a total
                    elif kind in _PRICED_KINDS and not _has_amount(row):
                        kind = f"note:{kind}"  # 'Prezzi IVA esclusa', 'GST not applicable': a note on tax
                    if block is not None and kind == "configuration":
                        config_lines.append(note[:120])
                        _reject(ctx, r, _not_product(kind, block.source_row))
                    else:
                        _reject(ctx, r, _not_product(kind))
                        if kind.startswith("note"):
                            ctx.warnings.append(Msg("row {row}: note {text!r}", row=r + 1, text=note[:120]))
                r += 1
                continue
            if len(model) > MAX_MODEL_CHARS:
                _reject(
                    ctx,
                    r,
                    Msg(
                        "the model in {cell} is {n:,} characters long, not a product name",
                        cell=f"{column_letter(model_col)}{r + 1}",
                        n=len(model),
                    ),
                )
                r += 1
                continue
            if raw_price.__class__ is str and tier_label(raw_price) and tier_row(row[:HEADER_SEARCH_COLS]):
                _reject(ctx, r, Msg("a row of quantity-tier labels (part of the header), not a product"))
                r += 1
                continue
            first_text = model or next((text[v] for v in row if isinstance(v, str) and v.strip()), "")
            kind = row_kind(first_text)
            if kind is None and model_col and ctx.kind != "cloud":
                kind = _category_kind(ctx, text, row, model_col, model)  # '物流运费 | 顺丰到付改寄付': carriage
            if kind in _PRICED_KINDS and not _filled(raw_price) and not _has_amount(row):
                kind = f"note:{kind}"  # a tax, shipping or service word in a line without an amount: a note on it
            # lines of a server block: the model cell merged down from the server row, or no price of their own
            in_block = block is not None and (
                (model_covered is not None and model_covered[0] == block.source_row - 1)
                or (price_covered is not None and price_covered[0] == block.source_row - 1)
                or (raw_price.__class__ is str and _says_included(raw_price))
                or (
                    (raw_price == "" or raw_price is None)
                    and kind in (None, "configuration")
                    and (kind == "configuration" or not _is_sentence(model))
                    and (kind == "configuration" or units_in_text(model) > 1 or not _device_of(ctx, model))
                )
            )
            if in_block:
                config_lines.append(" ".join(text[v] for v in row if v != "" and v is not None)[:160])
                _reject(ctx, r, _not_product("configuration", block.source_row))
                r += 1
                continue
            if model_covered is not None and not _filled(raw_price):
                _reject(ctx, r, _not_product("configuration", model_covered[0] + 1))
                r += 1
                continue
            if kind in _TOTAL_KINDS and row_kind_leading(first_text) is None and _device_of(ctx, model):
                kind = None  # 'NVIDIA H100 80GB (c/ impostos)': a device whose text names the tax, not a tax line
            if kind in (None, "configuration") and _filled(raw_price) and not _names_accelerators(ctx, model, kind):
                if is_equipment(model) or kind == "configuration":
                    # 'IB交换机 QM9700', 'ConnectX-7 NIC', 'CPU Xeon 8558' with a price of its own: equipment that
                    # is not an accelerator, never an unknown device
                    close_block()
                    _reject(ctx, r, _not_product("equipment"))
                    r += 1
                    continue
            if kind in _TOTAL_KINDS or (kind is not None and not _device_of(ctx, model)):
                if kind == "configuration" and _filled(raw_price) and _parses(raw_price):
                    kind = None  # a server named by its components ('R760xa, 2x Xeon 6548Y+') with a price of its own
                else:
                    close_block()
                    _reject(ctx, r, _not_product(kind))
                    r += 1
                    continue
            if not _filled(raw_price) and not _device_of(ctx, model):
                others = [v for c, v in enumerate(row) if c != model_col and _filled(v) and c not in hidden_cols]
                if not others:  # 'Раздел 2. Серверы', '二、整机服务器': a heading over the next rows
                    close_block()
                    _reject(ctx, r, Msg("a section heading or note without a price, not a product"))
                    r += 1
                    continue
                qty_col = ctx.quote_cols[0]
                if (qty_col is None or not _filled(row[qty_col])) and _has_amount(others):
                    # 'Szállítás | | 45 000', 'Összesen | | 27 445 000': an amount beside words that name no device
                    close_block()
                    _reject(ctx, r, Msg("a charge or total line (an amount, no unit price, no device), not a product"))
                    r += 1
                    continue
            if not model:
                close_block()
                if _is_running_total(raw_price, sums) and not any(
                    isinstance(v, str) and v.strip() for c, v in enumerate(row) if c not in hidden_cols
                ):
                    _reject(ctx, r, _not_product("subtotal"))  # an unlabelled sum of the amounts above
                else:
                    _reject(ctx, r, Msg("no model: column {col} is empty", col=column_letter(model_col)))
                r += 1
                continue
            if (raw_price == "" or raw_price is None) and (r, price_col) in ctx.sheet.formulas_without_value:
                pcell = f"{price_letter}{r + 1}"
                _reject(
                    ctx,
                    r,
                    Msg(
                        "the price in {cell} is a formula with no saved result; open the file in Excel, save it, "
                        "and import again",
                        cell=pcell,
                    ),
                )
                ctx.warnings.append(Msg("{cell}: formula without a cached value (not read as 0)", cell=pcell))
                r += 1
                continue
        pcell = f"{price_letter}{r + 1}"
        if block is not None:
            close_block()
        key = (
            model,
            raw_price,
            row[cur_col] if cur_col is not None else None,
            row[units_col] if units_col is not None else None,
            row[line_qty_col] if line_qty_col is not None else None,
            row[period_col] if period_col is not None else None,
        )
        done = resolved.get(key)
        if done is None:
            done = _resolve(ctx, text, model, raw_price, key[2], key[3], key[4], key[5])
            if done[0] is None:
                done = (*done, _static(ctx, model, *done[1:4], *done[5:10]))
            else:
                done = (*done, None)
            resolved[key] = done
        problem, match, warn, lo, hi, cur, units, tax, _per_device, _period, static = done
        if problem is not None:
            shown = show_value(raw_price) if _filled(raw_price) else ""
            _reject(
                ctx,
                r,
                Msg(
                    "price {value}in {cell} {problem}", value=shown + " " if shown else "", cell=pcell, problem=problem
                ),
            )
            r += 1
            continue
        before = len(ctx.quotes)
        quote = _quote(ctx, text, row, r, model, match, warn, lo, hi, cur, units, tax, raw_price, pcell, static)
        if cell_model != model:
            quote = quote._replace(raw_model=cell_model)
        if t.tiers and lo == lo:
            quote = _tiered(ctx, text, row, quote, t.tiers, static[5])
        ctx.quotes.append(quote)
        if raw_price.__class__ in (int, float):
            sums[0] += raw_price
            sums[1] += raw_price * (quote.quantity or 1)
        if not quick and block is None and not merged and raw_price is not None and raw_price != "":
            fast.add((model, raw_price))
        if res_col is not None and _filled(row[res_col]):
            rp = parse_price(
                row[res_col], column_currency=ctx.col_cur, sheet_currency=ctx.sheet_cur, default_currency=cur
            )
            if rp.ok and not rp.on_request:
                div = static[5]
                ctx.quotes.append(
                    quote._replace(
                        price_min=rp.min / div,
                        price_max=rp.max / div,
                        price_kind="hourly_reserved",
                        raw_price=text[row[res_col]],
                        cell=f"{column_letter(res_col)}{r + 1}",
                    )
                )
        buy_col = t.alt.get("purchase")  # a rental list that also sells: the purchase price per device
        if buy_col is not None and _filled(row[buy_col]):
            bp = parse_price(
                row[buy_col], column_currency=ctx.col_cur, sheet_currency=ctx.sheet_cur, default_currency=cur
            )
            # a price that is no rate: thousands of hours' rent (a rate per GPU or per month is not a purchase)
            if bp.ok and not bp.on_request and bp.period is None and lo == lo and bp.min / units >= 2000 * lo:
                item = Msg("server of {n:g}", n=units) if units > 1 else ""
                ctx.quotes.append(
                    quote._replace(
                        price_min=bp.min / units,
                        price_max=bp.max / units,
                        price_kind="purchase",
                        raw_price=text[row[buy_col]],
                        cell=f"{column_letter(buy_col)}{r + 1}",
                        item=str(item),
                        notes=Msg("{item}; price per device = item price / {n:g}", item=item, n=units) if item else "",
                    )
                )
        if static[6]:
            block, block_index, config_lines = quote, len(ctx.quotes) - 1, []
        elif replayable and _filled(raw_price):
            _remember_plain(ctx, plain, plain_key(row), r, before, model, match, warn, lo, cur, raw_price)
        r += 1
    close_block()


def _mapped_cells(t: Table) -> tuple:
    """(the cells of a row that can change its quote, the quantity column read for each row replayed): every mapped
    column but the line number ('序号', 'No.') and the quantity (unless the price is a line amount)."""
    qty_col = t.columns.get("quantity") if not t.per_quantity else None
    cols = {c for f, c in t.columns.items() if f != "index" and c != qty_col} | set(t.alt.values())
    cols |= {c for c, _q in t.tiers or ()}  # quantity-break tiers: every tier's price makes the quote
    return itemgetter(*sorted(cols | {t.columns["model"]})), qty_col


def _remember_plain(
    ctx: Context, plain: dict, key, r: int, before: int, model, match, warn, lo, cur, raw_price
) -> None:
    """What row r added (its quote, a reserved-rate quote, its row number in the unmatched, ambiguous and
    far-from-reference lists, its amount in the running sums), kept for rows with the same mapped cells."""
    added = ctx.quotes[before:]
    n1 = r + 1
    if not 1 <= len(added) <= 2 or added[0].source_row != n1 or not added[0].cell.endswith(str(n1)):
        return
    targets = []
    if warn is not None:
        targets.append(ctx.unmatched.get(warn))
    if match.how == "ambiguous":
        targets.append(ctx.ambiguous.get(model))
    if ctx.plausible is not None and match.device_id and lo == lo:
        far = ctx.plausible.judge(match.device_id, model, lo, cur)
        if far is not None and far in ctx.plausible.far:
            targets.append(ctx.plausible.far[far])
    if any(at is None or not at or at[-1] != n1 for at in targets):
        return  # not what the row added: read every such row in full
    q = added[0]
    add = raw_price if raw_price.__class__ in (int, float) else None
    if len(plain) < 100_000:
        # the quote's fields, its row number (0) and price cell (12) written over for each row replayed
        extra = added[1] if len(added) > 1 else None
        plain[key] = (list(q), (extra, targets, add) if extra is not None or targets or add is not None else None)


def _SIGNS() -> frozenset[str]:  # noqa: N802 - a constant of the lexicon
    return frozenset(SIGN + w for w in lexicon().ambiguous_signs())


_LEADING_NUMBER = re.compile(r"[\d.,\s]{0,20}")  # '8 pcs', '2 шт.', '4台'


def _says_included(cell: str) -> bool:
    """A price cell saying the part comes with the server ('incl.', '含', '标配', '-', '0'): a whole cell."""
    return lx.fold(cell.strip()[:20]) in lexicon().phrases("included.words")


_AMOUNT_IN_TEXT = re.compile(r"\d[\d .,']{2,12}\d")  # 'на сумму 55 635 000.00 руб.'


def _is_sentence(text: str) -> bool:
    """Words without a number ('Data transfer charged separately'): a note, not a component of a server."""
    return len(text.split()) >= 3 and not any(ch.isdigit() for ch in text[:MAX_MODEL_CHARS])


def _is_running_total(v, sums: list[float]) -> bool:
    return v.__class__ in (int, float) and v > 0 and any(s > 0 and abs(v - s) <= 0.005 * s for s in sums)


#: kinds whose words also open notes ('Prezzi IVA esclusa', 'GST not applicable'): without an amount, a note
#: kinds of rows that are never a product, even beside a device's name ('Discount on H100', 'Total H100')
_TOTAL_KINDS = frozenset({"subtotal", "tax", "bank", "discount"})
_PRICED_KINDS = frozenset({"tax", "shipping", "installation", "service", "discount"})


def _has_amount(row: list) -> bool:
    """Whether a row holds a number, a price or a rate ('18 %') anywhere: a tax or total line has one, a note not."""
    for v in row:
        if v.__class__ in (int, float):
            return True
        if isinstance(v, str) and v.strip() and any(ch.isdigit() for ch in v[:MAX_MODEL_CHARS]):
            if (
                "%" in v
                or _parses(v)
                or _parses(v.strip().lstrip("-−–(").rstrip(")"))
                or _AMOUNT_IN_TEXT.search(v[:MAX_MODEL_CHARS])
            ):  # '-٢٬٠٠٠', '(5,000)': a discount is an amount too
                return True
    return False


def _category_kind(ctx: Context, text, row: list, model_col: int, model: str) -> str | None:
    """'shipping' for a line whose category cell left of the model says carriage ('物流运费', 'Versand') while the
    model names no device ('顺丰到付改寄付', 'DHL Express'): a shipping line, not an unknown product."""
    for v in row[:model_col]:
        if v.__class__ is str and v.strip() and row_kind(text[v]) == "shipping":
            return None if _device_of(ctx, model) or units_in_text(model) > 1 else "shipping"
    return None


def _names_accelerators(ctx: Context, model: str, kind: str | None) -> bool:
    """Whether a line names accelerators: a catalog device, or a server or instance of several ('8卡H800 服务器',
    'Server: 8 x H200 141GB, 2x EPYC 9654'); a server named with components only ('CPU ... server') is one too,
    a storage server or a switch is not."""
    if _device_of(ctx, model) or units_in_text(model) > 1:
        return True
    return kind == "configuration" and names_server(model) and not is_equipment(model)


def _device_of(ctx: Context, model: str) -> bool:
    if not model:
        return False
    match, _w = ctx.matcher.match(model)
    return match.device_id is not None or match.how == "ambiguous"


_PARSES: dict = {}


def _parses(v) -> bool:
    """Whether a cell reads as a price (or price on request), once per distinct text."""
    if v.__class__ in (int, float):
        return True
    got = _PARSES.get(v)
    if got is None:
        p = parse_price(v, default_currency="XXX")
        got = p.ok or p.on_request
        if len(_PARSES) > 100_000:
            _PARSES.clear()
        _PARSES[v] = got
    return got


def _filled(v) -> bool:
    return v not in ("", None) and not (isinstance(v, float) and math.isnan(v))


def _join(a: str, b: str) -> str:
    return f"{a}; {b}" if a and b else a or b


def _not_product(kind: str | None, server_row: int | None = None) -> Msg:
    if kind == "configuration" and server_row is not None:
        return Msg("a configuration line of the server in row {row}, not a product of its own", row=server_row)
    what = _KIND_NAMES.get(kind or "note", _KIND_NAMES["note"])
    return Msg("{what}, not a product", what=what)


def _reject(ctx: Context, r: int, reason) -> None:
    ctx.rejected.append(Rejected(r + 1, reason))


def _resolve(ctx: Context, text, model: str, raw_price, raw_cur, raw_units, raw_qty=None, raw_period=None) -> tuple:
    """(problem, match, warning, low, high, currency, devices per item, tax, whether the price is per device, the
    rental period its price was divided by or None) for one combination of cells."""
    nan = math.nan
    row_cur = None
    if raw_cur is not None and _filled(raw_cur):
        row_cur = header_units(text[raw_cur])[0]
        code = text[raw_cur].strip()
        if row_cur is None and SIGN + lx.fold(code) in _SIGNS():
            row_cur = resolve_sign(SIGN + lx.fold(code), [ctx.sheet_cur, ctx.home], ctx.languages)[0]
        if row_cur is None and len(code) == 3 and code.isascii() and code.isalpha():
            row_cur = code.upper()  # an ISO code in a currency column ('PLN', 'SEK'), known or not
    column_cur = row_cur or ctx.col_cur
    sheet_cur = ctx.sheet_cur or ctx.home
    # one parse per distinct price cell and units (a sheet repeats its prices under many models); the class is
    # part of the key, so 1, 1.0 and True stay apart
    price_key = (raw_price.__class__, raw_price, column_cur, ctx.col_scale, sheet_cur, ctx.default_cur)
    pp = ctx.prices.get(price_key)
    if pp is None:
        pp = ctx.prices[price_key] = parse_price(
            raw_price,
            column_currency=column_cur,
            column_scale=ctx.col_scale,
            sheet_currency=sheet_cur,
            default_currency=ctx.default_cur,
        )
    if pp.error is not None:
        if pp.currency is None and pp.min == pp.min:
            ctx.no_currency += 1
        return pp.error, None, None, nan, nan, None, 1.0, None, False, None
    if pp.period is not None and ctx.kind != "cloud":
        problem = Msg(
            "is a rental price per {period} ({unit!r}) in a column of purchase prices; not read as either",
            period=PERIOD_UNITS[pp.period],
            unit=pp.per[:20],
        )
        return problem, None, None, nan, nan, None, 1.0, None, False, None
    if pp.note and pp.note not in ctx.warnings:
        ctx.warnings.append(pp.note)
    match, warn = ctx.matcher.match(model)
    units = 1.0
    if raw_units is not None and _filled(raw_units):
        u = raw_units
        if u.__class__ in (float, int):
            units = float(u) if 0 < u <= 1024 else 1.0
        else:  # '8', '8 GPUs', '8x', '8卡'
            t = text[u][:40]
            n = parse_number(t) or parse_number(_LEADING_NUMBER.match(t).group(0).strip())
            units = n if n and 0 < n <= 1024 and float(n).is_integer() else 1.0
    elif ctx.kind in ("prices", "cloud"):
        units = float(_units_beside_name(ctx, model, match))
        if units == 1 and raw_price.__class__ is str:
            units = float(units_in_text(raw_price))  # '$415,000 / system (8 GPUs)'
    if units > 1:
        # the accelerator after the multiplier (the longest words naming a device), or the system's memory per
        # device ('DGX H100 640GB' is 8 x 80GB); a server's whole text may name CPUs and NICs too
        tries = gpu_phrases(model)
        if match.device_id is None:
            tries.append(per_device_memory(model, units))
        for part in tries:
            if part:
                m2, w2 = ctx.matcher.match(part)
                if m2.device_id is not None:
                    match, warn = m2, w2
                    break
    row_period = _row_period(ctx, text[raw_period]) if raw_period is not None and _filled(raw_period) else None
    if row_period is None and raw_period is not None and _filled(raw_period) and _billed_per_month(text[raw_period]):
        problem = Msg("is billed {unit!r}: a monthly or yearly price, not an hourly rate", unit=text[raw_period][:40])
        return problem, match, warn, nan, nan, None, 1.0, None, False, None
    per_device = _billed_per_device(text[raw_period]) if raw_period is not None and _filled(raw_period) else None
    if pp.period is not None:  # '$2.99 per GPU-hour', '€52/Tag': the cell names its period (and what it counts)
        row_period = row_period or (pp.period if pp.period != "hour" else None)
        per_device = per_device if per_device is not None else _billed_per_device(pp.per)
    if per_device is None:
        per_device = "per_device" in ctx.table.roles
    if not per_device and units > 1 and raw_units is not None and pack_column(ctx) and not price_per_pack(ctx):
        # 'Unit price' beside 'Pcs per box': a price per piece of a product sold in boxes; a price header that says
        # neither ('Price (EUR)') is read the way its devices' reference prices fit, and said so
        per_device = _piece_price(ctx) or not _fits_per_box(ctx, match, pp.min, units, pp.currency or row_cur)
    divide = 1.0 if per_device else units
    if raw_qty is not None:  # a line amount: per unit is amount / quantity
        qty = float(raw_qty) if raw_qty.__class__ in (int, float) else parse_number(text[raw_qty])
        if not qty or qty != qty or qty <= 0 or qty > 1e7:
            return (
                Msg("is a line amount and the quantity beside it is not a number"),
                None,
                None,
                nan,
                nan,
                None,
                1.0,
                None,
                False,
                None,
            )
        divide *= qty
    # a rental list priced per day, week or month (by its column, or row by row): per device-hour
    hours = PERIOD_HOURS[row_period] if row_period is not None else period_hours(ctx.table.roles)
    lo, hi = (nan, nan) if pp.on_request else (pp.min / divide / hours, pp.max / divide / hours)
    cur = pp.currency or row_cur or ctx.col_cur or ctx.sheet_cur or ctx.default_cur
    return None, match, warn, lo, hi, cur, units, pp.tax, per_device, row_period


def _row_period(ctx: Context, unit: str) -> str | None:
    """The rental period a row's billing unit names, when its price is converted to an hourly one: a day or a week
    always ('per day', 'pro Woche'); a month or a year only in a list billed by such periods row by row (in an
    hourly rate card a monthly row is a subscription, rejected)."""
    period = price_period(unit[:80])
    if period in ("day", "week") or (period in ("month", "year") and "period_by_row" in ctx.table.roles):
        return period
    return None


def _billed_per_month(unit: str) -> bool:
    """Whether a billing-unit cell names a month or a year ('per month', '元/月'), not an hour."""
    return _long_period(unit) and not _hour_word(unit)


def _billed_per_device(unit: str) -> bool | None:
    """What a billing-unit cell says: per device ('GPU-hour', 'per chip-hour', '卡时') True, per instance
    ('instance-hour', 'per node') False, else None (the header decides)."""
    u = lx.fold(unit[:80])
    if _billing("billing.per_instance", u):
        return False
    if _billing("billing.per_device", u):
        return True
    return None


def _billing(concept: str, folded: str) -> bool:
    """A billing unit's word found inside the cell ('GPU-hour', 'instance-hour', '卡时', 'per node')."""
    return any(w in folded for w in lexicon().phrases(concept))


def _static(ctx: Context, model, match, warn, lo, cur, units, tax, per_device, row_period=None) -> tuple:
    """What a quote takes from its model and price alone, worked out once per distinct combination:
    (warnings, item, notes suffix, tax basis, tax rate, divisor)."""
    t = ctx.table
    warnings: list = []
    if warn is not None:
        warnings.append(warn)
    if match.how == "ambiguous":
        warnings.append(
            Msg(
                "{model!r} could be {candidates}; kept as an unknown device",
                model=model[:80],
                candidates=" or ".join(match.candidates),
            )
        )
    item = ""
    extra = ""
    if units > 1:
        item = str(Msg("instance of {n:g}", n=units) if ctx.kind == "cloud" else Msg("server of {n:g}", n=units))
        if pack_column(ctx):
            item = str(Msg("box of {n:g}", n=units))  # 'Units per box' | 'Price per box (EUR)'
        extra = item if per_device else Msg("{item}; price per device = item price / {n:g}", item=item, n=units)
    period = row_period or next((p for p in PERIOD_NAMES if f"period_{p}" in t.roles), None)
    if period is not None:
        hours = PERIOD_HOURS[period]
        extra = _join(
            extra,
            Msg(
                "price per hour = the {period} price / {hours:g} h (a day is 24 h, a week 168 h, a month 730 h, a "
                "year 8,760 h)",
                period=PERIOD_NAMES[period],
                hours=hours,
            ),
        )
    basis = "incl" if "vat_incl" in t.roles else "excl" if "vat_excl" in t.roles else tax or ctx.tax or ""
    rate = ctx.tax_rate
    if basis:
        tax_text = (
            Msg("VAT included ({rate:.0%})", rate=rate)
            if basis == "incl" and rate is not None
            else Msg("VAT included")
            if basis == "incl"
            else Msg("without VAT ({rate:.0%})", rate=rate)
            if rate is not None
            else Msg("without VAT")
        )
        extra = _join(extra, tax_text)
    if ctx.plausible is not None and match.device_id and lo == lo:
        far = ctx.plausible.judge(match.device_id, model, lo, cur, hourly=ctx.kind == "cloud")
        if far is not None:
            warnings.append(ctx.plausible.sentence(far))
    server = units > 1 or names_server(model)
    return tuple(warnings), item, extra, basis, rate, 1.0 if per_device else units, server


def _tiered(ctx: Context, text, row: list, quote: Quote, tiers: list, divide: float) -> Quote:
    """A quote over quantity-break tiers: the range from the lowest tier price to the highest (the single-unit
    price), each tier's price in the notes."""
    got = []
    for c, _q in tiers:
        if c >= len(row) or not _filled(row[c]):
            continue
        p = parse_price(
            row[c],
            column_currency=ctx.col_cur,
            column_scale=ctx.col_scale,
            sheet_currency=ctx.sheet_cur,
            default_currency=quote.currency,
        )
        if p.ok and not p.on_request and (p.currency or quote.currency) == quote.currency:
            got.append((c, p.min / divide))
    if len(got) < 2:
        return quote
    heads = ctx.table.texts
    shown = "; ".join(f"{tier_text(heads[c])} {price:,.2f}" for c, price in got)
    return quote._replace(
        price_min=min(min(p for _c, p in got), quote.price_min),
        price_max=max(max(p for _c, p in got), quote.price_max),
        notes=_join(quote.notes, Msg("quantity tiers: {tiers} {cur}", tiers=shown, cur=quote.currency or "")),
    )


def _piece_price(ctx: Context) -> bool:
    """Whether the price header says it is the price of one piece ('Unit price', '单价', 'Stückpreis', 'each')."""
    t = ctx.table
    col = t.columns.get("hourly" if ctx.kind == "cloud" else "price")
    return col is not None and col < len(t.texts) and "per_piece" in price_roles(t.texts[col])


def _fits_per_box(ctx: Context, match, price: float, units: float, cur: str | None) -> bool:
    """For a price header that says neither per box nor per piece: whether the price divided by the box's units
    sits nearer the device's reference price than the price itself (said in a warning either way)."""
    head = ctx.table.texts[ctx.table.columns["price"]] if "price" in ctx.table.columns else ""
    per_box = False
    if match is not None and match.device_id and ctx.plausible is not None and cur in ctx.plausible.fx.rates:
        from gpucompare.core.pricing import reference_price

        ref = reference_price(match.device_id, cur, ctx.plausible.fx)
        if ref is not None and ref.mid > 0 and price > 0:
            per_box = abs(math.log(price / units / ref.mid)) < abs(math.log(price / ref.mid))
    warn = Msg(
        "the price column {head!r} does not say whether it prices a box or one piece; read as {how}, the way the "
        "devices' reference prices fit (check)",
        head=head[:40],
        how=Msg("the price of a box") if per_box else Msg("the price of one piece"),
    )
    if warn not in ctx.warnings:
        ctx.warnings.append(warn)
    return per_box


def price_per_pack(ctx: Context) -> bool:
    """Whether the price column's header prices a box or pack ('Price per box (EUR)', '整箱价', 'Preis pro Karton')."""
    t = ctx.table
    col = t.columns.get("hourly" if ctx.kind == "cloud" else "price")
    return col is not None and col < len(t.texts) and names_pack(t.texts[col])


def pack_column(ctx: Context) -> bool:
    """Whether the table's devices-per-item column counts the units in a box or pack ('Units per box', '每箱数量')."""
    col = ctx.table.columns.get("units_per_item")
    texts = ctx.table.texts
    return col is not None and col < len(texts) and names_pack(texts[col])


def _quote(ctx, text, row, r, model, match, warn, lo, hi, cur, units, tax, raw_price, pcell, static) -> Quote:
    t = ctx.table
    warnings, item, extra, basis, rate, divide, _server = static
    qty_col, notes_col, inst_col, lead_col = ctx.quote_cols
    qty = _quantity(text, row[qty_col]) if qty_col is not None else None
    if warn is not None:
        ctx.unmatched.setdefault(warn, []).append(r + 1)
    if match.how == "ambiguous":
        ctx.ambiguous.setdefault(model, []).append(r + 1)
    notes = text[row[notes_col]] if notes_col is not None else ""
    if extra:
        notes = f"{notes}; {extra}" if notes else extra
    if inst_col is not None:
        notes = _join(notes, Msg("instance {name}", name=text[row[inst_col]]))
    excl = list_price = None
    if t.alt:
        if "excl" in t.alt:
            pe = parse_price(row[t.alt["excl"]], column_currency=cur, column_scale=ctx.col_scale, default_currency=cur)
            if pe.ok and not pe.on_request:
                excl = pe.min / divide
                if basis == "incl" and lo == lo and 0 < lo / excl - 1 < 0.3:
                    rate = round(lo / excl - 1, 3)
        if "list" in t.alt:
            pl = parse_price(row[t.alt["list"]], column_currency=cur, column_scale=ctx.col_scale, default_currency=cur)
            if pl.ok and not pl.on_request:
                list_price = pl.min / divide
                notes = _join(notes, Msg("list price {price:,.2f} {cur}", price=list_price, cur=cur or ""))
        for period, name in PERIOD_NAMES.items():  # a rental list's other periods, per device
            if f"per_{period}" in t.alt:
                pm = parse_price(
                    row[t.alt[f"per_{period}"]], column_currency=cur, column_scale=ctx.col_scale, default_currency=cur
                )
                if pm.ok and not pm.on_request:
                    notes = _join(
                        notes,
                        Msg(
                            "{period} price {price:,.2f} {cur} per device", period=name, price=pm.min / divide, cur=cur
                        ),
                    )
        if "discount" in t.alt and _filled(row[t.alt["discount"]]):
            notes = _join(notes, Msg("discount {value}", value=text[row[t.alt["discount"]]][:20]))
    if warnings and ctx.plausible is not None and match.device_id and lo == lo:
        far = ctx.plausible.judge(match.device_id, model, lo, cur, hourly=ctx.kind == "cloud")
        if far is not None:
            ctx.plausible.far.setdefault(far, []).append(r + 1)
    return _new_quote(
        Quote,
        (
            r + 1,
            model,
            match.device_id,
            match.confidence if match.device_id else 0.0,
            lo,
            hi,
            cur,
            qty,
            lo != lo,
            units,
            "hourly" if ctx.kind == "cloud" else "purchase",
            text[raw_price],
            pcell,
            text[row[lead_col]] if lead_col is not None else "",
            notes,
            match.candidates,
            item,
            "",
            basis,
            rate,
            excl,
            list_price,
            warnings,
        ),
    )


def _quantity(text, qv) -> float | None:
    """The quantity cell of a quote: a number, or the number a text starts with ('8 pcs', '2 шт.', '4台')."""
    if qv.__class__ in (float, int):
        return float(qv) if 0 <= qv < 1e9 else None
    if _filled(qv):
        qt = text[qv]
        return parse_number(qt) or parse_number(_LEADING_NUMBER.match(qt[:40]).group(0))
    return None


class _PerValue(dict):
    """fn(value), computed once per distinct cell value."""

    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def __missing__(self, v):
        out = self[v] = self.fn(v)
        return out


_new_quote = tuple.__new__  # a Quote without NamedTuple's Python-level __new__ (50k times)


def rows_text(rows: list[int]) -> str:
    shown = ", ".join(str(r) for r in rows[:5])
    more = f" (+{len(rows) - 5})" if len(rows) > 5 else ""
    return Msg("row {rows}", rows=shown + more) if len(rows) == 1 else Msg("rows {rows}", rows=shown + more)


def sheet_text(v, limit: int = 4 * MAX_MODEL_CHARS) -> str:
    """One cell as text for the importer ('', numbers without '.0', folded and bounded strings)."""
    if v is None or (isinstance(v, float) and math.isnan(v)):
        return ""
    if isinstance(v, float) and v.is_integer():
        return str(int(v))
    if isinstance(v, str):
        return fold(v) if len(v) <= limit else fold(v[:limit])
    return str(v)
