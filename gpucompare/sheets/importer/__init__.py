"""Importing a vendor sheet: choose the sheet and header, read quote rows, match devices, check plausibility.

`analyse()` reads and never writes; `gpucompare.store.Workspace.add_import()` stores its result in one transaction.
Three kinds of sheet: price quotes, cloud rate cards (instance, accelerators, $/hr) and spec sheets (new or edited
devices). The seams: `choose` (header and columns), `rows` (quote rows, one step per concern), `specs`, `notes`
(currency, VAT, date and vendor around the table), `matching` (the catalog's resolver plus a model-number check)
and `plausibility`.

Conventions (issue 13, said in the import dialog and the README): a quote is a price per device (a server's or an
instance's price divided by its accelerators, what it was kept beside it); the VAT-inclusive price is the price,
with the tax basis and rate recorded and the exclusive price kept; the net or contract price beats list price and
MSRP (kept as context); hidden rows, columns and sheets are not part of the offer; of several sheets the newest
visible price sheet is read; subtotal, tax, shipping, installation, service and bank rows are not products. A box's
price is divided by the units in it; quantity-break tiers give a price range (largest tier to single unit); switches,
cables, transceivers and network cards priced on their own line are equipment, not accelerators (`tiers` reads the
tiers).
"""

from __future__ import annotations

import bisect
import dataclasses
import datetime as dt
import hashlib
import math
import re
from collections import Counter
from collections.abc import Callable
from functools import lru_cache
from itertools import compress
from operator import attrgetter, itemgetter, lt
from pathlib import Path

from gpucompare.core.catalog import Catalog, bundled_catalog
from gpucompare.errors import BadInputFile
from gpucompare.i18n import N_, Msg
from gpucompare.sheets.currency_signs import bracketed_sign_of
from gpucompare.sheets.header import (
    PERIOD_HOURS,
    PRICE_FIELDS,
    adds_tax,
    is_tax_rate_header,
    lexicon,
    match_header_cell,
    price_period,
    price_roles,
    row_kind,
    row_kind_leading,
)
from gpucompare.sheets.importer.accounting import (
    account_for_other_sheets,
    account_for_rows,
    common_ratio,
    line_totals,
    rate_of_tax_line,
    tax_pair,
    totals_of,
    unit_price_of_total,
)
from gpucompare.sheets.importer.blocks import block_view, titled_blocks
from gpucompare.sheets.importer.choose import (
    HEADER_SEARCH_COLS,
    PER_LOT_CONVENTION,
    PERIOD_UNITS,
    Table,
    _header_date,
    buyback_words,
    estimate_words,
    fallback_prices,
    find_table,
    header_refusal_detail,
    is_asset_register,
    is_freight_quote,
    is_insurance_schedule,
    net_is_the_offer,
    net_is_the_offer_why,
    price_moved,
    price_rank,
    prices_tokens,
    rate_beside_period,
    sell_side_column,
    side_by_side,
    table_at,
)
from gpucompare.sheets.importer.freetext import text_lines
from gpucompare.sheets.importer.margins import review_margins
from gpucompare.sheets.importer.matching import Matcher
from gpucompare.sheets.importer.merged_amounts import not_block_amount
from gpucompare.sheets.importer.model import (
    DeviceChange,
    ImportCancelled,
    ImportPreview,
    Quote,
    Rejected,
    Ticker,
    cancelled,
    checkpoint,
    done_ticking,
    field_words,
    ticking,
)
from gpucompare.sheets.importer.note_order import in_row_order
from gpucompare.sheets.importer.notes import (
    _tax_words,
    guess_vendor,
    labelled_seller,
    line_tax,
    names_tax,
    rate_of,
    read_notes,
    sheet_name_date,
    sheet_name_days,
    tax_code_rate,
    vendor_column,
    vendor_from_file_name,
)
from gpucompare.sheets.importer.offers import (
    currency_groups,
    group_head_cells,
    head_label_groups,
    history_newest,
    label_groups,
    offer_groups,
    pivot_offers,
    promo_start,
    promo_window,
    round_groups,
    seller_groups,
    seller_head_groups,
    survey_groups,
    table_of,
    term_groups,
    where_when_groups,
    zone_groups,
)
from gpucompare.sheets.importer.plausibility import PAYBACK_HOURS, Plausibility
from gpucompare.sheets.importer.reasons import say_what_rows_are, unread_periods
from gpucompare.sheets.importer.regions import (
    bidders_down,
    form_row_header,
    key_value_records,
    row_devices,
    transposed,
)
from gpucompare.sheets.importer.rows import (
    _DMY_DATE,
    _ISO_DATE,
    EMPTY_PRICE_TEMPLATES,
    Context,
    _date_cell,
    _excl_of,
    _for_review,
    _not_product,
    _tax_text,
    asks_to_buy,
    cell_column,
    gpu_phrases,
    holds_no_accelerator,
    names_server,
    not_applicable,
    pack_column,
    price_per_pack,
    read_quotes,
    rows_text,
    sheet_text,
    units_in_text,
)
from gpucompare.sheets.importer.sections import SECTION_ROWS, clauses_by_section, section_of, sections, single_text
from gpucompare.sheets.importer.specs import read_specs
from gpucompare.sheets.lexicon import squash
from gpucompare.sheets.prices import (
    SIGN,
    currency_in,
    fold,
    header_units,
    is_date_or_time,
    median,
    parse_price,
    resolve_sign,
    tax_note,
)
from gpucompare.sheets.vat_rates import standard_rate
from gpucompare.sheets.workbook import Sheet, column_letter, paused_gc, read_workbook
from gpucompare.sheets.workbook import column_index as column_index_of

__all__ = [
    "DeviceChange",
    "ImportCancelled",
    "ImportPreview",
    "Quote",
    "Rejected",
    "analyse",
    "analyse_remembering",
    "cancelled",
    "columns_for",
    "file_sha256",
    "mapping_to_remember",
]


class _Text(dict):
    """Text of a cell value, computed once per distinct value."""

    def __missing__(self, v):
        t = sheet_text(v)
        self[v] = t
        return t


def file_sha256(path: str | Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def _filled(v) -> bool:
    return v not in ("", None) and not (isinstance(v, float) and math.isnan(v))


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
    cancel: Callable[[], None] | None = None,
) -> ImportPreview:
    """Read a workbook and say what importing it would add. Raises BadInputFile with one sentence.

    `mapping` (field -> 0-based column) and `header_row` (1-based) override the detection, as the import dialog and
    `gpucompare import --header-row N --map field=COLUMN` do. `progress(done, total)` is called now and then;
    `cancel()` is called at least every 100 ms and may raise ImportCancelled to stop (so may `progress`)."""
    path = Path(path)
    catalog = catalog or bundled_catalog()
    tick = Ticker(cancel, progress)
    with paused_gc():
        sheets = read_workbook(path, sheet, cancel=tick.check)
        token = ticking(tick)
        try:
            preview = _analyse(path, sheets, sheet, vendor, currency, mapping, header_row, catalog, today, tick)
            preview.warnings = in_row_order(preview.warnings)  # every face lists them so: the CLI, JSON, the dialog
            return preview
        finally:
            done_ticking(token)
            pkg = next((s.package for s in sheets if s.package is not None), None)
            if pkg is not None:
                pkg.close()


def _analyse(path, sheets, sheet, vendor, currency, mapping, header_row, catalog, today, tick) -> ImportPreview:
    names = [s.name for s in sheets]
    if sheet is not None:
        sheets = [s for s in sheets if s.name == sheet]
    hidden = [s.name for s in sheets if s.hidden and sheet is None]
    visible = [s for s in sheets if not (s.hidden and sheet is None)]
    if all(not any(_filled(v) for row in s.rows for v in row) for s in visible):
        pictured = [s.name for s in visible if s.pictures]
        if pictured:
            raise BadInputFile(
                Msg(
                    "{file}: sheet {sheet!r} holds a picture and no cells: a price list pasted or scanned as an "
                    "image cannot be read; ask the vendor for the table itself (.xlsx or .csv)",
                    file=path.name,
                    sheet=pictured[0],
                )
            )
        where = (
            Msg("sheet {sheet!r} is empty", sheet=sheets[0].name)
            if len(sheets) == 1
            else Msg("all its visible sheets are empty")
        )
        raise BadInputFile(Msg("{file}: the workbook has no data ({where})", file=path.name, where=where))
    matcher = Matcher(catalog)
    candidates: list[tuple[Sheet, Table]] = []
    matrices: dict[int, tuple] = {}
    pivots: dict[int, list] = {}  # a pivot table's column labels, each an offer of its own
    registers: list[str] = []  # sheets that are fixed-asset registers: no offer
    insured: list[str] = []  # sheets that are insurance schedules: the insurer's valuations, no offer
    tokens: list[tuple[str, str]] = []  # sheets that price a model API's tokens: no offer of a device
    freights: list[str] = []  # sheets that are freight quotations: charges for carrying goods, no offer of them
    buybacks: list[tuple[str, list[str]]] = []  # sheets that are buy-back guides: prices paid, no offer to sell
    estimates: list[tuple[str, list[str]]] = []  # purchase requisitions: the buyer's estimates, no offer
    one_side: set[int] = set()  # tables of two-way boards read on their selling side alone (no column groups)
    turned_ids: set[int] = set()  # regions read turned (devices along a row, fields down a column)
    for s in visible:
        tick.check()
        if not s.rows:
            continue
        if header_row:
            h = header_row - 1
            if h >= len(s.rows):
                continue
            found = table_at(s.rows, h, s.hidden_cols, matcher, two_rows=False)
            t = found[0] if found else None
            if mapping:
                texts = [sheet_text(v) for v in s.rows[h][:HEADER_SEARCH_COLS]]
                cols = dict(mapping)
                if "model" not in cols and "part_number" in cols:
                    cols["model"] = cols["part_number"]
                kind = "cloud" if "hourly" in cols else "prices" if "price" in cols else "specs"
                same = t is not None and t.columns.get("price") == cols.get("price")
                t = Table(h, h, cols, texts, kind, t.alt if same else {}, t.roles if same else frozenset(), [], [])
            if t is not None and "model" in t.columns:
                candidates.append((s, t))
            continue
        # each whole-sheet pass is linear; the cancel check between them keeps a long sheet stoppable (the readers
        # promise a check every 100 ms)
        _markdown_rows(s)
        tick.check()
        _fill_header_merges(s)
        _models_in_comments(s, matcher)
        tick.check()
        _footnote_marks(s)
        tick.check()
        pivot = pivot_offers(s.rows, s.hidden_rows, s.hidden_cols) if not mapping else None
        tick.check()
        if pivot is not None:
            # a pivot table pasted as values: one offer per column label (a supplier), the grand total none
            candidates.append((s, pivot[0]))
            pivots[id(pivot[0])] = pivot[1]
            continue
        t = find_table(s.rows, s.hidden_rows, s.hidden_cols, matcher)
        tick.check()
        if not mapping and (bought := buyback_words(s.rows)):
            sell = sell_side_column(t)
            if sell is None:
                buybacks.append((s.name, bought))  # 'We pay – Grade A': what the sender pays for devices, not a sale
                continue
            # 'We buy (EUR)' | 'We sell (EUR)': a two-way board; its selling side is the offer, read alone
            t = table_of(t, sell, None)
            one_side.add(id(t))
        if t is not None and not mapping and (guessed := estimate_words(s.rows, t)):
            estimates.append((s.name, guessed))  # 'Est. unit cost' on a purchase requisition: no supplier's offer
            continue
        if t is not None and not mapping and is_asset_register(t.texts):
            registers.append(s.name)  # original cost, depreciation, book value: the company's own assets
            continue
        if t is not None and not mapping and is_insurance_schedule(t.texts):
            insured.append(s.name)  # replacement value, sum insured: what an insurance covers, not a sale
            continue
        if t is not None and not mapping and (token_head := _prices_tokens_only(t)) is not None:
            tokens.append((s.name, token_head))  # a model API's prices per token: the GPUs it names run the models
            continue
        if t is not None and not mapping and is_freight_quote(t.texts):
            freights.append(s.name)  # a rate per kg of cargo: the goods carried are the customer's, not offered
            continue
        if t is not None and not mapping:
            t = _not_struck(s, t)
            t = not_block_amount(s, t)  # '实付款' merged over an order's lines: the order's amount
        turned = transposed(s, matcher) if not mapping else None
        if turned is not None and (t is None or turned[2] > row_devices(s, t, matcher)):
            # devices along a row, fields down a column: the region read the way it runs
            candidates.append((turned[0], turned[1]))
            turned_ids.add(id(turned[0]))
            continue
        # (a table found under a form's record row, '型号' | 'NVIDIA H200 …', is no table: the form is read)
        unpriced = t is None or not set(t.columns) & {"price", "hourly"} or form_row_header(s, t, matcher)
        form = key_value_records(s, matcher) if turned is None and not mapping and unpriced else None
        if form is not None:
            # one field per row, a block of the same fields per record: the records read as the table they make
            candidates.append(form)
            continue
        if turned is None and not mapping and (t is None or row_devices(s, t, matcher) == 0):
            # (a table whose model column names no device may be a survey's answers: one respondent a row, one
            # column per model asked about)
            # the other sheets' rows as lines ('Currency | EUR' read as 'Currency EUR')
            others = [
                " ".join(str(v)[:200] for v in row[:20] if v not in ("", None))
                for o in visible
                if o is not s
                for row in o.rows[:40]
            ]
            others = [line for line in others if line]
            matrix = bidders_down(s, matcher, others[:200])
            if matrix is not None:
                # devices along the header, a bidder on each row under it: each bidder's row read as its own offer
                matrices[id(matrix[0][0][1])] = matrix
                candidates.append((matrix[0][0][1], matrix[0][0][2]))
                continue
        if t is not None:
            if mapping:
                t.columns = {**t.columns, **mapping}
            candidates.append((s, t))
    if not candidates and header_row:
        raise BadInputFile(
            Msg(
                "{file}: row {row} names no model column and no price column that can be told; add "
                "--map model=COLUMN --map price=COLUMN (or pick them in the import dialog)",
                file=path.name,
                row=header_row,
            )
        )
    free_text: set[int] = set()
    if not candidates and not header_row and not mapping:
        for s in visible:
            lines = text_lines(s, matcher)
            if lines is not None:
                candidates.append(lines)
                free_text.add(id(lines[0]))
                break
    if not candidates and freights:
        raise BadInputFile(
            Msg(
                "{file}: sheet {sheet!r} is a freight quotation (charges per kilogram of cargo for carrying goods its "
                "lines name): it prices no device, so there is nothing to import",
                file=path.name,
                sheet=freights[0],
            )
        )
    if not candidates and buybacks:
        raise BadInputFile(
            Msg(
                "{file}: sheet {sheet!r} is a buy-back price guide ({words}): its prices are what the sender pays for "
                "devices it buys, not offers to sell them, so there is nothing to import",
                file=path.name,
                sheet=buybacks[0][0],
                words=", ".join(repr(w) for w in buybacks[0][1][:3]),
            )
        )
    if not candidates and estimates:
        raise BadInputFile(
            Msg(
                "{file}: sheet {sheet!r} is a purchase requisition or budget estimate ({words}): its prices are the "
                "buyer's own estimates asked for approval, not an offer from a supplier, so there is nothing to import",
                file=path.name,
                sheet=estimates[0][0],
                words=", ".join(repr(w) for w in estimates[0][1][:3]),
            )
        )
    if not candidates and registers:
        raise BadInputFile(
            Msg(
                "{file}: sheet {sheet!r} is a fixed-asset register (original cost, depreciation and book value of "
                "assets already owned): it holds no offer, so there is nothing to import",
                file=path.name,
                sheet=registers[0],
            )
        )
    if not candidates and insured:
        raise BadInputFile(
            Msg(
                "{file}: sheet {sheet!r} is an insurance schedule (the replacement value and sum insured of the items "
                "a policy covers): an insurer's valuation of what the insured owns, not an offer, so there is nothing "
                "to import",
                file=path.name,
                sheet=insured[0],
            )
        )
    if not candidates and not tokens:
        tokens = _token_heads(visible)
    if not candidates and tokens:
        raise BadInputFile(
            Msg(
                "{file}: sheet {sheet!r} is a model API's price list, priced per token ({head!r}): the accelerators "
                "it names are what the models run on, not offers, so there is nothing to import",
                file=path.name,
                sheet=tokens[0][0],
                head=tokens[0][1],
            )
        )
    if not candidates:
        first = visible[0] if visible else sheets[0]
        listed = _devices_without_prices(visible, matcher)
        if listed is not None and listed[2] is not None:
            name, devices, (cell, text, why) = listed
            raise BadInputFile(
                Msg(
                    "{file}: sheet {sheet!r} lists devices ({devices}) beside amounts it cannot read as prices "
                    "({text!r} in {cell} {why}); name the price column and its currency with --header-row N "
                    "--map model=B --map price=E --currency CODE",
                    file=path.name,
                    sheet=name,
                    devices=devices,
                    text=text,
                    cell=cell,
                    why=why,
                )
            )
        if listed is not None:
            name, devices, _unread = listed
            raise BadInputFile(
                Msg(
                    "{file}: sheet {sheet!r} lists devices ({devices}) but no prices: a stock or availability list "
                    "without a price column has nothing to import; if a column holds prices, name it with "
                    "--header-row N --map model=B --map price=E",
                    file=path.name,
                    sheet=name,
                    devices=devices,
                )
            )
        detail = header_refusal_detail(first.rows, first.hidden_cols)
        raise BadInputFile(
            Msg(
                "{file}: no header with a model column and a price column in the first 40 rows of {where}{found}; "
                "name them with --header-row N --map model=B --map price=E (or pick them in the import dialog)",
                file=path.name,
                where=Msg("sheet {sheet!r}", sheet=first.name)
                if len(visible) <= 1
                else Msg("any sheet ({names})", names=_names([s.name for s in visible])),
                found=Msg(" ({detail})", detail=detail) if detail else "",
            )
        )
    sha = file_sha256(path)
    today = today or dt.date.today()
    results = []
    joined_from: dict[str, str] = {}  # sheet -> the sheet its part numbers' descriptions were joined from
    for s, t in candidates:
        if s.origin is None and (by := _join_descriptions(s, t, [o for o in visible if o is not s])) is not None:
            joined_from[s.name] = by
        if id(t) in one_side:
            got = _read_table(path, sha, s, t, vendor, currency, catalog, matcher, today, tick)
            got.warnings.insert(
                0,
                Msg(
                    "a two-way board: the prices under {sell!r} are what the sender sells at, the offers; what it "
                    "pays for devices it buys is no offer",
                    sell=t.texts[t.columns["price"]][:40],
                ),
            )
            results.append(got)
            continue
        blocks = side_by_side(s.rows, t, s.hidden_cols) if not mapping and id(t) not in pivots else []
        if id(s) in free_text:
            results.append(_from_text(s, _read_table(path, sha, s, t, vendor, currency, catalog, matcher, today, tick)))
            continue
        if id(s) in matrices:
            parts_of, references, unpriced = matrices[id(s)]
            joined = _join_offers(
                [
                    (name, _read_table(path, sha, view, vt, vendor, currency, catalog, matcher, today, tick))
                    for name, view, vt in parts_of
                ]
            )
            joined.rejected.extend(
                Rejected(
                    row,
                    Msg(
                        "{label!r}: the buyer's own figures or ones computed from the offers, not an offer",
                        label=label[:60],
                    ),
                )
                for row, label in references
            )
            joined.rejected.extend(
                Rejected(
                    row,
                    Msg(
                        "{label}: no price in any of the offer's columns ({cell!r}): no offer",
                        label=label[:60],
                        cell=cell,
                    ),
                )
                for row, label, cell in unpriced
            )
            joined.rejected.sort(key=attrgetter("source_row"))
            joined.header_row = parts_of[0][1].row_number(0, 0)  # the row naming the devices, as on the sheet
            results.append(joined)
            continue
        groups = pivots.get(id(t)) or (offer_groups(t) if not blocks and not mapping else [])
        rounds = round_groups(groups) if groups and id(s) not in pivots else None
        if rounds is not None:
            # 'Runde 1 (12.11.2026)' | 'Runde 2 – BAFO (02.12.2026)': one seller's offer in rounds, the newest read;
            # where its price is empty the round before stands (read from it, marked)
            (name, p, tot), older = rounds
            newest = dataclasses.replace(
                table_of(t, p, tot), alt={"superseded": older[0]}, fallbacks=older, rounds=True
            )
            got = _read_table(path, sha, s, newest, vendor, currency, catalog, matcher, today, tick)
            got.warnings.insert(
                0,
                Msg(
                    "the price columns are rounds of one offer ({names}): the newest, {name!r} (column {col}), is "
                    "the offer; the earlier rounds' prices are history",
                    names=", ".join(n[:40] for n, _p, _t in groups),
                    name=name[:60],
                    col=column_letter(p),
                ),
            )
            results.append(got)
            continue
        if not groups and not blocks and not mapping and id(s) not in pivots:
            # 'Unit price per bidder (ZAR)' merged over 'Lesedi Tech | Kalahari Systems | …': one offer per seller
            groups = seller_groups(t, s.rows)
            if not groups:
                # 'Supplier A: Nordvik AS' | 'Supplier B: Bryggen AS' | 'Estimated street price': one offer per seller
                groups = seller_head_groups(t, s.rows)
                if groups:
                    own = {c for _n, c, _t in groups}
                    columns = {f: c for f, c in t.columns.items() if f == "price" or c not in own}
                    t = dataclasses.replace(t, columns=columns)
                    if t.per_lot and not any("per_lot" in price_roles(t.texts[c]) for c in own):
                        # whole lots read from another column's head (an 'Estimated …' price beside the sellers'):
                        # the sellers' own heads say nothing of lots
                        kept = [m for m in t.conventions if getattr(m, "template", None) != PER_LOT_CONVENTION]
                        t = dataclasses.replace(t, per_lot=False, conventions=kept)
        by_term = ""
        devices: Table | None = None  # the table read per group where each group's label names the device
        own_roles = bool(groups)  # each bidder's price read with its own header's roles (its tax basis)
        if not groups and not blocks and not mapping:
            groups = term_groups(t)  # 'FOB Hong Kong' | 'DDP Shenzhen': one vendor's two ways to deliver
            by_term = "term" if groups else ""
        labelled = False
        if not groups and not blocks and not mapping:
            groups = label_groups(t)  # 'Singapore SIN1 ($/GPU/hr)' | 'Tokyo TYO2 ($/GPU/hr)': one rate per region
            if not groups and id(s) not in pivots:
                groups = head_label_groups(t, s.rows)  # 'Unit price (EUR)' merged over 'Aurora | Nordlys | Tallinn'
                devices = _device_labels(t, groups, matcher)
            by_term = "column" if groups else ""
            labelled = bool(groups)
        if not groups and not blocks and not mapping:
            # 'Unit Price HK$' | 'Unit Price US$' | '人民币单价': one offer per currency, each with its own tax basis
            groups = currency_groups(t, s.rows)
            by_term = "column" if groups else ""
            own_roles = bool(groups)
        survey_stats: list[int] = []
        if not groups and not blocks and not mapping:
            # '澳電數碼 | 港澳電腦 | 最高價 | 最低價 | 平均價': a price survey's sellers, one offer each; the statistics
            # computed from them are none
            groups, survey_stats = survey_groups(t, s.rows)
        if not groups and not blocks and not mapping:
            # '华北2（北京）可用区L' | '华东2（上海）可用区N': a cloud's instance rented in each zone, one rate per column
            groups = zone_groups(t, s.rows)
            by_term = "place" if groups else by_term
            if groups:
                t = _zone_rates(t, groups)
        if not groups and not blocks and not mapping:
            # '現貨' | '2026 W52 到貨' | '2027 W03 到貨', 'price_usd_nbo_…' | 'price_usd_kla_…': one item offered at several
            # places or delivery dates on a row, one quote per priced column, each with its own head's tax
            groups = where_when_groups(t, s.rows)
            by_term = "place" if groups else by_term
            if t.columns.get("lead_time") in {c for _n, c, _t in groups}:
                t = dataclasses.replace(t, columns={f: c for f, c in t.columns.items() if f != "lead_time"})
            own_roles = own_roles or bool(groups)
        promo = promo_window(t, s.rows) if not groups and not blocks and not mapping else None
        if promo is not None:
            # 'Price' | 'SpecialPrice' | 'SpecialFromDate' | 'SpecialToDate': the regular price and a special one,
            # each an offer; the special one holds until its own end day, and one that has ended is none
            results.append(_promo_offers(path, sha, s, t, promo, (vendor, currency, catalog, matcher, today, tick)))
            continue
        titled = titled_blocks(s, t) if not groups and not blocks and not mapping else []
        if titled:
            # 'Northwind GPU Cloud — per GPU-hour' | 'Meridian Compute — per 8-GPU instance-hour': each seller's
            # block of rate columns read as a table of its own, its quotes that seller's
            parts = []
            for name, start, stop in titled:
                view = block_view(s, titled[0][1], start, stop)
                found = table_at(view.rows, t.top, view.hidden_cols, matcher)
                if found is not None:
                    got = _read_table(path, sha, view, found[0], vendor, currency, catalog, matcher, today, tick)
                    parts.append((name, got))
                    spot = _spot_part(
                        path, sha, view, found[0], name, (vendor, currency, catalog, matcher, today, tick)
                    )
                    if spot is not None:
                        parts.append(spot)
            if len({n for n, _p in parts}) == len(titled):
                results.append(_join_offers(parts))
                continue
        if groups:
            # several offers on a row (bidders as column groups): each group read on its own price column
            parts = [
                (
                    name,
                    _read_table(
                        path,
                        sha,
                        s,
                        dataclasses.replace(
                            _own_roles(table_of(t, p, tot), groups) if own_roles else table_of(devices or t, p, tot),
                            one_of_offers=True,
                            offer_columns=tuple(c for _n, c, _t in groups),
                            head_device=name if devices is not None else "",
                        ),
                        vendor,
                        currency,
                        catalog,
                        matcher,
                        today,
                        tick,
                    ),
                )
                for name, p, tot in groups
            ]
            _own_head_fields(parts, groups, s.rows, t.header + 1, today)
            if labelled:
                _label_taxes(parts, s.rows, t)
            elif not by_term and not survey_stats:
                # bidders side by side: a note naming one bidder ('供应商C（恒通电子）…均为不含税价') gives its tax
                _label_taxes(parts, s.rows, t, bidders=True)
            joined = _join_offers(parts, by_term, s.rows)
            if devices is not None:
                # the header's lower row is read: its labels name each column's device
                joined.rejected.append(
                    Rejected(
                        t.header + 1,
                        Msg(
                            "the price columns' labels ({labels}): each names the device of its column's offers, one "
                            "quote per column; not a product line",
                            labels=" | ".join(n[:40] for n, _p, _t in groups)[:160],
                        ),
                    )
                )
                joined.rejected.sort(key=attrgetter("source_row"))
            if not by_term and not vendor:
                _bidders_as_vendor(joined, [name for name, _p, _t in groups])
            if survey_stats:
                joined.warnings.append(
                    Msg(
                        "a price survey: one offer per seller's column ({names}); {stats} computed from them, not "
                        "offers",
                        names=", ".join(n[:30] for n, _p, _t in groups)[:160],
                        stats=", ".join(repr(t.texts[c].strip()[:30]) for c in survey_stats),
                    )
                )
            results.append(joined)
            continue
        history = history_newest(t, s.rows) if not blocks and not mapping else None
        if history is not None:  # '2025 (USD) | 2026 (USD)': a price history, the newest price is the offer
            col, label, labels = history
            newest = table_of(t, col, t.columns.get("total"))
            got = _read_table(path, sha, s, newest, vendor, currency, catalog, matcher, today, tick)
            got.warnings.insert(
                0,
                Msg(
                    "the price columns are one price history ({labels}): the newest, {label!r} (column {col}), read",
                    labels=", ".join(labels),
                    label=label,
                    col=column_letter(col),
                ),
            )
            results.append(got)
            continue
        if not blocks:
            results.append(_read_table(path, sha, s, t, vendor, currency, catalog, matcher, today, tick))
            if id(s) in turned_ids:
                _field_rows(s, t, results[-1])
            elif not mapping:
                # 'البديل' | 'ثمن البديل', 'Replacement' | 'Replacement price': each line's replacement, a quote too
                _replacements(results[-1], path, sha, s, t, (vendor, currency, catalog, matcher, today, tick))
            continue
        # tables side by side: each read on its own columns, their quotes and rejections put together
        parts = []
        for start, stop in blocks:
            sub = _columns_of(s, start, stop, t.top)
            found = table_at(sub.rows, t.top, sub.hidden_cols, matcher)
            if found is not None:
                parts.append(
                    (start, _read_table(path, sha, sub, found[0], vendor, currency, catalog, matcher, today, tick))
                )
        if not parts:
            results.append(_read_table(path, sha, s, t, vendor, currency, catalog, matcher, today, tick))
            continue
        results.append(_join_side_by_side(s, parts))
    opens_on = next((s.package.active_sheet for s in sheets if s.package is not None), None)
    for p in results:
        if p.sheet in joined_from:
            p.conventions.append(
                Msg(
                    "model: each part number's description joined from sheet {other!r} (the same part number there)",
                    other=joined_from[p.sheet],
                )
            )
    compared = _compared_sheets(results, visible, matcher) if len(results) > 2 else None
    summaries: dict[str, str | None] = {}
    if compared is not None:
        best, *also = compared[1]
        best.warnings.insert(
            0,
            Msg(
                "sheet {summary!r} repeats the prices of {sheets} side by side, each in a column of its own (a "
                "comparison of their offers{how}): each of those sheets is read as an offer of its own, {summary!r} "
                "is not read twice",
                summary=compared[0],
                sheets=_names([p.sheet for p in compared[1]]),
                how=Msg(", its prices formulas reading those sheets") if compared[2] else "",
            ),
        )
    else:
        summaries = _summary_sheets(results) if len(results) > 1 else {}
        best, also = (results[0], []) if len(results) == 1 else _newest(results, opens_on, summaries)
    if also:
        best = _join_sheets(best, also)
    if (not best.dated or best.dated_by_report) and best.kind != "specs":
        _date_from_other_sheets(best, visible, today)
    if best.kind == "prices" and best.rows and not any(map(_VALID_UNTIL, best.rows)):
        _validity_from_other_sheets(best, visible, today)
    if best.kind == "prices" and best.rows:
        _section_terms(best, visible, today)
    if len(sheets) > 1:
        read = {best.sheet, *(p.sheet for p in also)}
        others = [n for n in names if n not in read]
        if also and compared is not None:
            best.warnings.insert(
                0,
                Msg(
                    "read {n} offer sheets, each its own offer (compared side by side on another sheet): {sheets}; "
                    "each quote names its sheet{rest}",
                    n=len(read),
                    sheets=_names([best.sheet, *(p.sheet for p in also)]),
                    rest=Msg("; other sheets: {others}", others=_names(others)) if others else "",
                ),
            )
        elif also:
            best.warnings.insert(
                0,
                Msg(
                    "read {n} offer sheets, each its own offer (the same date, another currency or other devices): "
                    "{sheets}; each quote names its sheet{rest}",
                    n=len(read),
                    sheets=_names([best.sheet, *(p.sheet for p in also)]),
                    rest=Msg("; other sheets: {others}", others=_names(others)) if others else "",
                ),
            )
        elif len(results) > 1:
            best.warnings.insert(
                0,
                Msg(
                    "used sheet {sheet!r}, the newest visible price sheet; other sheets: {others} (choose another "
                    "with --sheet or in the import dialog)",
                    sheet=best.sheet,
                    others=_names(others),
                ),
            )
    if hidden:
        best.warnings.insert(0, Msg("hidden sheets skipped (not part of the offer): {names}", names=_names(hidden)))
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
    account_for_rows(best, visible, matcher)
    # the sheets read as candidates and left: why each was left, and its own reasons for its rows
    versions = {
        p.sheet: (
            (
                Msg("a comparison of the offer sheets read: its prices are formulas reading them")
                if compared[2]
                else Msg("a comparison of the offer sheets read: it repeats their prices")
            )
            if compared is not None and p.sheet == compared[0]
            else Msg(
                "a summary: its amounts total the lines of sheet {sheet!r} (quantity times unit price)",
                sheet=best.sheet,
            )
            if summaries.get(p.sheet) == best.sheet
            else Msg("another version of the offer: sheet {sheet!r} was read as the newest", sheet=best.sheet)
            if p.count
            else Msg("it holds no quote of an accelerator"),
            {r.source_row: r.reason for r in p.rejected},
        )
        for p in results
        if p is not best and p not in also
    }
    account_for_other_sheets(best, visible, versions)
    say_what_rows_are(best, visible, matcher)
    _say_no_accelerator(best)
    _tax_ratios_disagree(best)
    return best


#: lines whose prices with and without VAT lie further apart than this are of different rates (rounding to the cent,
#: or to 0.01 万元 on a 2 万元 card, moves a ratio by less)
_RATE_GAP = 0.003
#: the most rates one sheet's lines may hold before their ratios are no rates at all: goods at one rate and, at
#: most, one reduced rate (13% and 9%)
_MOST_RATES = 2


_TAX_FIELDS = itemgetter(18, 19, 20, 4)  # a quote's tax, tax_rate, price_excl_tax, price_min: by place (50k quotes)
_TAX_BASIS = itemgetter(18)  # a quote's tax


def _tax_ratios_disagree(p: ImportPreview) -> None:
    """When a ratio is a tax rate: the VAT-inclusive price over the price without VAT gives the rate only where the
    lines agree on it. Lines whose ratios scatter over more than two rates (15.7%, 8.5%, 14%, 10.5% ...: a stale or
    another price taken beside the net one) carry no rate: each is marked for review and its rate dropped, never
    recorded as the sheet's."""
    if "incl" not in map(_TAX_BASIS, p.rows):
        return  # no line priced with VAT (the usual sheet): one C-level pass, no tuple a line (50k quotes: 15 -> 4 ms)
    # the lines whose rate is their ratio (a rate the sheet states is not judged here); their ratios first, the
    # lines themselves only when the ratios scatter (50,000 quotes at one rate: no tuple a line, no sort)
    rates = [
        ratio
        for tax, rate, excl, lo in map(_TAX_FIELDS, p.rows)
        if tax == "incl" and rate is not None and excl and excl > 0
        if lo == lo and abs((ratio := lo / excl - 1) - rate) < _RATE_GAP
    ]
    if len(rates) <= _MOST_RATES or max(rates) - min(rates) <= _RATE_GAP:  # no neighbours further apart than the ends
        return
    rates.sort()
    groups = 1 + sum(1 for a, b in zip(rates, rates[1:], strict=False) if b - a > _RATE_GAP)
    if groups <= _MOST_RATES:
        return
    said = Msg(
        "the prices with and without VAT give {n} different rates on its lines ({lo:.1%} to {hi:.1%}): one of the "
        "two columns is not this price with or without tax; check which column is the price",
        n=groups,
        lo=rates[0],
        hi=rates[-1],
    )
    pairs = [
        i
        for i, (tax, rate, excl, lo) in enumerate(map(_TAX_FIELDS, p.rows))
        if tax == "incl" and rate is not None and excl and excl > 0
        if lo == lo and abs((lo / excl - 1) - rate) < _RATE_GAP
    ]
    for i in pairs:
        q = p.rows[i]
        p.rows[i] = q._replace(
            tax_rate=None,
            needs_review=True,
            confidence=min(q.confidence, 0.5),
            warnings=(*q.warnings, said),
        )
    p.warnings.append(said)


def _prices_tokens_only(t: Table) -> str | None:
    """The header of a table's first price column priced per token ('输出（元/百万tokens）', `prices_tokens`) where no
    column of the header names a device's price (the price taken was found from the amounts alone, such as a
    context length '128K'): the table is a model API's price list, no offer of the devices it names. Else None."""
    heads = [x for x in t.texts if x]
    token = next((x for x in heads if prices_tokens(x)), None)
    if token is None:
        return None
    for key in ("price", "hourly", "reserved_hourly"):
        c = t.columns.get(key)
        if c is not None and c < len(t.texts) and t.texts[c] and not prices_tokens(t.texts[c]):
            m = match_header_cell(t.texts[c])
            if m is not None and m.field in ("price", "hourly", "reserved_hourly"):
                return None  # a device's own price column beside the token prices
    return token


def _token_heads(visible: list[Sheet]) -> list[tuple[str, str]]:
    """(sheet, header) of the first cell priced per token ('Output (USD / 1M tokens)') in the first 40 rows of the
    sheets, for a file no table was found in: it is a model API's price list."""
    for s in visible:
        for row in s.rows[:40]:
            for v in row[:HEADER_SEARCH_COLS]:
                if isinstance(v, str) and v and prices_tokens(v):
                    return [(s.name, v.strip()[:60])]
    return []


def _say_no_accelerator(p: ImportPreview) -> None:
    """A file whose priced lines all hold no accelerator says so in one sentence: a colocation quote (racks, power,
    bandwidth) or a quote of servers without their GPUs has nothing to import."""
    if p.count or not p.rejected:
        return
    kinds = {holds_no_accelerator(j.reason) for j in p.rejected} - {None}
    if not kinds:
        return
    if "colocation" in kinds:
        said = Msg("a colocation quote with no accelerator prices (racks, power, bandwidth): nothing to import")
    else:
        said = Msg("a quote of servers or chassis without accelerators (barebones): nothing to import")
    p.warnings.insert(0, said)


def _from_text(s: Sheet, p: ImportPreview) -> ImportPreview:
    """A preview read from lines of text: every quote marked for review, the region the sheet's lines, the
    mapping said to be the lines' own."""
    said = Msg("read from a line of text (a chat or an e-mail, not a table): check it")
    p.rows = [
        q._replace(needs_review=True, confidence=min(q.confidence, 0.8), evidence=(*q.evidence, said)) for q in p.rows
    ]
    no_price = Msg("a line of text without a price in a currency, not a quote")
    # a chat exported in columns, its messages dated or signed: a message without a price ('[图片]', a question, a
    # recalled message) holds no amount to be a charge and is no configuration line of a server above it
    chat = any(row[3] or row[4] for row in s.rows[1:] if len(row) > 4)
    for j in p.rejected:
        r = _row_at(s, j.source_row)
        said = _generic_empty(str(j.reason)) or getattr(j.reason, "template", None) in EMPTY_PRICE_TEMPLATES
        said = said or (chat and str(getattr(j.reason, "template", "")).startswith(_NO_AMOUNT_REASONS))
        if r is not None and not s.rows[r][1] and said:
            j.reason = no_price  # 'price in A9 is empty': the line has no price, there is no cell A9 to fill
    _other_side(s, p)
    _replaced_by_later_lines(s, p)
    lines = sorted({s.row_number(r) for r in range(1, len(s.rows))})
    if lines:
        p.regions = [
            {"sheet": s.name, "orientation": "rows", "header_rows": [], "first_row": lines[0], "last_row": lines[-1]}
        ]
    p.conventions.append(
        Msg(
            "the sheet is text, not a table: each line was split into a name and a price; every quote is marked for review"
        )
    )
    return p


def _other_side(s: Sheet, p: ImportPreview) -> None:
    """A chat between two people whose lines are signed: the messages of the sender other than the one whose lines
    were read as quotes (the buyer asking, or repeating a price to haggle) are said to be that side's, not offers."""
    if len(s.rows) < 2 or len(s.rows[0]) < 5 or not p.rows:
        return
    by_source = {s.row_number(r): sheet_text(s.rows[r][4]) for r in range(1, len(s.rows)) if len(s.rows[r]) > 4}
    if len({w for w in by_source.values() if w}) != 2:
        return  # (a group chat of several dealers: no one side asks)
    count: dict[str, int] = {}
    for q in p.rows:
        who = by_source.get(q.source_row, "")
        if who:
            count[who] = count.get(who, 0) + 1
    if not count:
        return
    seller = max(count, key=lambda w: count[w])
    for j in p.rejected:
        who = by_source.get(j.source_row, "")
        if who and who != seller:
            j.reason = Msg(
                "a message from {who}, the other side of the chat ({seller} quotes the prices): a question or a "
                "counter-offer, not an offer",
                who=who[:40],
                seller=seller[:40],
            )


#: reasons the table reader gives a line that a chat's message without a price cannot be
_NO_AMOUNT_REASONS = ("a charge or total line", "a configuration line of the server")


def _replaced_by_later_lines(s: Sheet, p: ImportPreview) -> None:
    """A chat's later message for the same device and offer from the same sender replaces the earlier one ('更正一下：
    4090 涡轮 … 2.09w', '11.8改11.5'): the earlier quote is not imported; it is listed among the rejected rows with
    the row that replaced it and its price, kept as the chat's history. Only where the chat names its senders."""
    if len(s.rows) < 2 or len(s.rows[0]) < 5:
        return
    latest: dict[tuple, int] = {}
    sender_of: list[str] = []
    lines_table = Table(0, 0, {"model": 0}, [], "prices", {}, frozenset(), [], [])
    lines = _lines_by_source(s, s.rows, lines_table)
    for i, q in enumerate(p.rows):
        r = _line_of(s, s.rows, lines_table, q, lines)
        who = sheet_text(s.rows[r][4]) if 0 <= r < len(s.rows) and len(s.rows[r]) > 4 else ""
        sender_of.append(who)
        if who and q.device_id is not None and q.price_kind == "purchase":
            latest[(who, q.device_id, q.units_per_item, q.condition)] = i
    kept = []
    for i, q in enumerate(p.rows):
        key = (sender_of[i], q.device_id, q.units_per_item, q.condition)
        j = latest.get(key, i) if sender_of[i] and q.device_id is not None and q.price_kind == "purchase" else i
        if j != i and p.rows[j].source_row > q.source_row:
            later = p.rows[j]
            p.rejected.append(
                Rejected(
                    q.source_row,
                    Msg(
                        "{model} at {price:,.0f} {cur}: replaced by the same sender's later message in row {row} "
                        "({new:,.0f} {cur}); kept here as the chat's history, not imported",
                        model=q.raw_model[:60],
                        price=q.price_min,
                        cur=q.currency or "",
                        row=later.source_row,
                        new=later.price_min,
                    ),
                    q.sheet,
                )
            )
            continue
        kept.append(q)
    p.rows = kept


def _credit_value(header, notes: list) -> tuple[float, str, str] | None:
    """(the money one credit is worth, its currency, the note) for a price column counted in credits ('Crédits par
    GPU·heure', 'Credits per hour'; `price_role.credits`) under a note stating a credit's value ('1 crédit = 1,78
    FDJ', '1 credit = USD 0.01'); else None. A sheet naming several values (packs bought cheaper) takes the one its
    note states as 1 credit = …; packs priced elsewhere never change it."""
    if not isinstance(header, str) or "credits" not in price_roles(header):
        return None
    words = "|".join(re.escape(w) for w in lexicon().phrases("price_role.credits"))
    sign = r"(?:[^\W\d_]{1,4}\.?|[^\w\s=.,;()])"
    rule = re.compile(rf"(?<![\d.,])1\s?(?:{words})\s?=\s?((?:{sign}\s?)?\d+(?:[.,]\d+)*(?:\s?{sign}(?![^\W\d_]))?)")
    for v in notes:
        if not isinstance(v, str):
            continue
        m = rule.search(fold(v[:400]).lower())
        if m is None:
            continue
        p = parse_price(m.group(1).strip(" .,"), default_currency=None)
        if p.ok and not p.on_request and p.min == p.min and p.min > 0 and p.currency and p.min == p.max:
            return p.min, p.currency, v
    return None


def spelled_amount(text: str) -> float | None:
    """The amount a price written out in words says ('Huit cent cinquante-quatre mille francs CFP': 854,000; 'One
    hundred and twelve thousand dollars': 112,000), from the lexicon's `number_word` values; the words after the
    amount (its currency) end it. None where the text holds no number word or holds a figure."""
    table = lexicon().values("number_word")
    if not text or any(ch.isdigit() for ch in text[:200]):
        return None
    total = cur = 0.0
    prev = None
    seen = False
    for w in re.findall(r"[^\W\d_]+", fold(text[:200]).lower()):
        v = table.get(w)
        if v is None:
            if seen:
                break
            continue
        if v == "and":
            continue
        n = float(v)
        seen = True
        if n >= 1000:
            total += (cur or 1) * n
            cur = 0.0
        elif n == 100:
            cur = (cur or 1) * 100
        elif n == 20 and prev == 4 and cur % 100 == 4:
            cur += 76  # 'quatre-vingt(s)': four twenties
        else:
            cur += n
        prev = n
    return total + cur if seen else None


def _words_column(t: Table) -> int | None:
    """The column of a price form that writes each price in words beside the figures ('Rate in words', 'Prix
    unitaire HT en lettres'; `price_role.in_words`), or None."""
    price_col = t.columns.get("price")
    if price_col is None:
        return None
    return next(
        (
            c
            for c, h in enumerate(t.texts[:HEADER_SEARCH_COLS])
            if h and c != price_col and "in_words" in price_roles(h)
        ),
        None,
    )


def _figures_from_words(s: Sheet, t: Table) -> tuple[Sheet, set[int]]:
    """(the sheet with each line's price in figures that is blank taken from its price in words, the sheet rows so
    filled): a form writing a price in words only ('Twenty-one thousand nine hundred and fifty dollars only', the
    figures cell left empty) prices that line all the same; each line is then read as any other (its count, its
    device). Only the lines so filled are copied; the sheet is returned as it was where none is."""
    col, price_col = _words_column(t), t.columns.get("price")
    if col is None or price_col is None:
        return s, set()
    rows = s.rows
    filled: dict[int, list] = {}
    for r in range(t.header + 1, len(rows)):
        row = rows[r]
        if r in s.hidden_rows or col >= len(row) or price_col >= len(row) or row[price_col] not in ("", None):
            continue
        amount = spelled_amount(row[col]) if isinstance(row[col], str) else None
        if amount is not None and amount > 0:
            filled[r] = [*row[:price_col], amount, *row[price_col + 1 :]]
    if not filled:
        return s, set()
    new_rows = [filled.get(r, row) for r, row in enumerate(rows)]
    return dataclasses.replace(s, rows=new_rows), {s.row_number(r, price_col) for r in filled}


def _price_in_words(preview: ImportPreview, rows, t: Table, s: Sheet, notes: list, words_only: set[int]) -> None:
    """A price form that writes each price twice, in figures and in words ('Prix unitaire HT en chiffres' | '… en
    lettres'; `price_role.in_words`): where the two disagree, the words prevail if the form says so ('le prix en
    lettres prévaut', `note.words_prevail`) and the quote takes them; else the figures stay. Either way the quote is
    marked for review, naming both. A line priced in words only (`words_only`, its figures blank) names the words'
    cell as its price's and says so."""
    price_col = t.columns.get("price")
    col = _words_column(t)
    if col is None or price_col is None or not preview.rows:
        return
    if words_only:
        said_words = Msg(
            "price: written in words only (column {col}; the figures cell is blank)", col=column_letter(col)
        )
        preview.rows[:] = [
            q._replace(cell=f"{column_letter(col)}{q.source_row}", evidence=(*q.evidence, said_words))
            if q.source_row in words_only and not q.price_on_request
            else q
            for q in preview.rows
        ]
    prevail = any(
        isinstance(v, str) and lexicon().finder("note.words_prevail").search(fold(v[:400]).lower()) for v in notes
    )
    said: dict[int, float] = {}
    for r in range(t.header + 1, len(rows)):
        if col < len(rows[r]) and isinstance(rows[r][col], str):
            amount = spelled_amount(rows[r][col])
            if amount is not None:
                said[s.row_number(r)] = amount
    out = []
    for q in preview.rows:
        amount = said.get(q.source_row)
        units = q.units_per_item or 1.0
        figures = q.price_min * units
        if (
            amount is None
            or q.price_on_request
            or q.price_min != q.price_max
            or abs(amount - figures) <= 0.005 * figures
        ):
            out.append(q)
            continue
        msg = Msg(
            "row {row}: the price in figures ({figures:,.0f}) and in words ({words:,.0f}, column {col}) disagree; "
            "{which}",
            row=q.source_row,
            figures=figures,
            words=amount,
            col=column_letter(col),
            which=Msg("the form says the words prevail: the words are taken")
            if prevail
            else Msg("the figures are kept: check it"),
        )
        if prevail:
            q = q._replace(
                price_min=amount / units,
                price_max=amount / units,
                price_excl_tax=amount / units if q.price_excl_tax == q.price_min else q.price_excl_tax,
                cell=f"{column_letter(col)}{q.source_row}",
            )
        out.append(_for_review(q, msg))
    preview.rows[:] = out


def _bids_replaced_by_later_ones(preview: ImportPreview, rows, t: Table, s: Sheet) -> None:
    """A bid log (a reverse auction's, a tender's rounds) names who bid in a column of its own ('Licitador',
    'Bidder', `bid.bidder`): a bidder's later line for the same item (its item number and text) replaces its earlier
    bids, so only its last bid is its offer. An earlier bid is listed among the rejected rows with the row that
    replaced it; a last line without a price (the bidder withdrew: '—', 'Retiro') leaves the item without its offer.
    Only where some bidder bid more than once on an item; the rows are read in the sheet's order."""
    mc = t.columns.get("model")
    if mc is None or not preview.rows:
        return
    finder = lexicon().finder("bid.bidder")
    mapped = set(t.columns.values())
    who_col = next(
        (
            c
            for c, h in enumerate(t.texts[:HEADER_SEARCH_COLS])
            if h and c not in mapped and finder.search(fold(str(h)[:60]).lower()) is not None
        ),
        None,
    )
    if who_col is None:
        return
    item_col = t.columns.get("index")
    last: dict[tuple, int] = {}
    key_of: dict[int, tuple] = {}
    for r in range(t.header + 1, len(rows)):
        row = rows[r]
        if r in s.hidden_rows or who_col >= len(row) or mc >= len(row):
            continue
        who, model = sheet_text(row[who_col]).strip(), sheet_text(row[mc]).strip()
        item = sheet_text(row[item_col]).strip() if item_col is not None and item_col < len(row) else ""
        if not who or not model:
            continue
        key = (fold(who).lower(), item, fold(model).lower())
        n = s.row_number(r)
        last[key] = max(n, last.get(key, n))
        key_of[n] = key
    if len(set(key_of.values())) == len(key_of):
        return  # one bid per bidder and item: nothing replaced
    kept = []
    for q in preview.rows:
        key = key_of.get(q.source_row)
        later = last.get(key) if key is not None else None
        if later is None or later <= q.source_row:
            kept.append(q)
            continue
        preview.rejected.append(
            Rejected(
                q.source_row,
                Msg(
                    "{model} at {price:,.0f} {cur}: a bid replaced by the same bidder's later bid on the item in row "
                    "{row}; kept as the log's history, not imported",
                    model=q.raw_model[:60],
                    price=q.price_min,
                    cur=q.currency or "",
                    row=later,
                ),
                q.sheet,
            )
        )
    preview.rows[:] = kept


_PERCENT = re.compile(r"(?<![\d.,])(\d{1,2}(?:[.,]\d{1,2})?)\s?%")


def _glued_rates(text: str) -> set[float]:
    """The rates a field name gives as a tax word with its number glued on ('price_usd_nbo_ke_vat16_excl': 16 %),
    the tax words those of data/lexicon `tax.word`."""
    low = fold(text).lower()
    out = set()
    for _c, _s, e in lexicon().finder("tax.word").finditer(low):
        m = _GLUED_RATE.match(low, e)
        if m is not None:
            out.add(float(m.group(1) + "." + (m.group(2) or "0")) / 100)
    return out


#: the number right after a tax word in a field name, with no space ('vat16', 'gst_18'): a rate in percent; its
#: decimals after another underscore where a field name cannot hold a comma ('hors_tva_8_1': 8.1 %)
_GLUED_RATE = re.compile(r"_?(\d{1,2})(?:_(\d{1,2})(?![\d.,%]))?(?![\d.,%])")


def _header_rate(t: Table, head: list[str], price_col: int | None) -> float | None:
    """The rate a price column's header gives with its tax basis ('Preis inkl. 19 % MwSt.', 'Хакĕ (НДС 22 %
    шутласа)'), else None."""
    if price_col is None or price_col >= len(head) or not {"vat_incl", "vat_excl"} & t.roles:
        return None
    text = str(head[price_col])[:80]
    rates = {float(m.group(1).replace(",", ".")) / 100 for m in _PERCENT.finditer(text)}
    if not rates:
        rates = _glued_rates(text)
    rate = rates.pop() if len(rates) == 1 else None
    return rate if rate is not None and 0 < rate < 0.3 else None


def _assumed_rate(preview: ImportPreview, notes, t: Table) -> float | None:
    """A sheet that says its prices are with or without VAT but names no rate ('Alle priser er i DKK ekskl. moms'):
    the standard rate of its currency's country, said in the conventions (the price itself does not change)."""
    if not (notes.tax or {"vat_incl", "vat_excl"} & t.roles):
        return None
    std = standard_rate(preview.sheet_currency)
    if std is None:
        return None
    preview.conventions.append(
        Msg(
            "tax rate: the sheet names none; {rate:.1%} is the standard rate in {country} ({cur}), assumed",
            rate=std.rate,
            country=std.country,
            cur=std.currency,
        )
    )
    return std.rate


def _unmarked_over_excl(rows, t, head: list, price_col: int, hidden_rows) -> None:
    """A price column whose header names no tax beside one headed as the price without VAT ('Unit Price Excl.' | 'VAT
    16%' | 'Unit Price (KES)'), its amounts above those by one ratio on every line: the price with VAT, whatever a
    note says of the sheet's prices (the note speaks of the other column, or of the totals); the excl column is kept
    beside it and the ratio gives the rate."""
    mapped = set(t.columns.values()) | set(t.alt.values())
    for c, text in enumerate(head[:HEADER_SEARCH_COLS]):
        if c == price_col or c in mapped or not text or "vat_excl" not in price_roles(text):
            continue
        m = match_header_cell(text)
        if m is None or m.field != "price":
            continue
        ratio = common_ratio(rows, t.header, price_col, c, hidden_rows)
        if ratio is None or not _rate_stated(head, ratio - 1):
            continue  # (a constant discount stands in one ratio too: the header must state the rate)
        t.alt["excl"] = c
        t.roles = t.roles | {"vat_incl"}
        t.conventions.append(
            Msg(
                "column {incl} ({head}) is column {excl} ({other}, without VAT) times {ratio:.4g} on every line: read "
                "as the price with VAT, the price without it kept beside it",
                incl=column_letter(price_col),
                head=head[price_col][:30],
                excl=column_letter(c),
                other=text[:30],
                ratio=ratio,
            )
        )
        return


def _rate_stated(head: list, rate: float) -> bool:
    """Whether a header row states a percentage equal to `rate` ('VAT 16% (KES)', 'ÁFA 27%'), to the rounding."""
    for text in head[:HEADER_SEARCH_COLS]:
        if isinstance(text, str) and "%" in text:
            for m in _PERCENT.finditer(text[:80]):
                if abs(float(m.group(1).replace(",", ".")) / 100 - rate) <= 0.003:
                    return True
    return False


def _net_where_rates_differ(rows: list[list], t: Table, head: list[str], hidden_rows: set[int]) -> None:
    """A net price beside the price with tax, and a column of rates that differ by line ('无税单价' | '含税单价' |
    '税率(%)' 13 on the cards, 6 on a service): the tax depends on the line, so the offer compared is the price before
    it; the inclusive price stays beside it and gives each line's rate."""
    mapped = set(t.columns.values())
    for c, h in enumerate(head[:HEADER_SEARCH_COLS]):
        if c in mapped or not isinstance(h, str) or len(h) > 40 or not is_tax_rate_header(h):
            continue
        found: set[float] = set()
        for r in range(t.header + 1, min(len(rows), t.header + 1 + 500)):
            v = rows[r][c] if r not in hidden_rows and c < len(rows[r]) else None
            rate = rate_of(v) if not isinstance(v, str) else rate_of(v if "%" in v else f"{v.strip()}%")
            if rate is not None:
                found.add(round(rate, 4))
        if len(found) >= 2:
            break
    else:
        return
    if net_is_the_offer_why(t.texts, [], t.columns, t.columns["price"], found) is None:
        return
    if _totals_are_inclusive(rows, t, hidden_rows):
        return
    conventions = list(t.conventions)
    conventions.append(net_is_the_offer(head, t.columns, t.alt, conventions))
    net = t.columns["price"]
    t.roles = price_roles(head[net]) if isinstance(head[net], str) else frozenset({"vat_excl"})
    t.conventions = conventions


def _totals_are_inclusive(rows: list[list], t: Table, hidden_rows: set[int]) -> bool:
    """Whether the vendor's own line totals are the VAT-inclusive unit price times the quantity, not the net one
    ('含税单价' x '数量' = '含税金额' beside '未税单价' and a column of rates that differ by line): what the buyer is
    charged per line is the inclusive price, which then stays the offer (the net one beside it). Arithmetic, any
    language; the convention says so."""
    qty, total, incl, net = (
        t.columns.get("quantity"),
        t.columns.get("total"),
        t.columns.get("price"),
        t.alt.get("excl"),
    )
    if qty is None or total is None or incl is None or net is None:
        return False
    if not totals_of(rows, t.header, incl, qty, total, hidden_rows) or totals_of(
        rows, t.header, net, qty, total, hidden_rows
    ):
        return False
    t.conventions = [
        *t.conventions,
        Msg(
            "price: the VAT-inclusive column {col} is the offer: the line totals in column {total} are its price "
            "times the quantity; the price without VAT ({other}) is kept beside it",
            col=column_letter(incl),
            total=column_letter(total),
            other=column_letter(net),
        ),
    ]
    return True


def _basis_of_the_totals(rows: list[list], t: Table, head: list, hidden_rows: set[int]) -> None:
    """A price column naming no tax basis beside line totals that name one ('单价（元）' | '发票金额（元，价税合计）',
    'Unit price' | 'Amount incl. VAT') and are its price times the quantity on every line: the price has the
    totals' basis. Arithmetic and the totals' own header, any language; the convention says so."""
    qty, total, price = t.columns.get("quantity"), t.columns.get("total"), t.columns.get("price")
    if qty is None or total is None or price is None or total >= len(head) or not isinstance(head[total], str):
        return
    basis = price_roles(head[total]) & {"vat_incl", "vat_excl"}
    if len(basis) != 1 or not totals_of(rows, t.header, price, qty, total, hidden_rows):
        return
    t.roles = t.roles | basis
    t.conventions = [
        *t.conventions,
        Msg(
            "tax: the prices in column {col} are on the basis of the line totals in column {total} ({head}): the "
            "totals are the price times the quantity",
            col=column_letter(price),
            total=column_letter(total),
            head=head[total][:30],
        ),
    ]


def _rate_column(rows: list[list], t: Table, head: list[str], hidden_rows: set[int]) -> tuple[float | None, int | None]:
    """The tax rate a column of rates gives every row ('GST %' | 18%, 'Stawka VAT' | 23%, 'Sazba DPH' | 21 %): the
    one rate its filled cells agree on under the header, and the column; where its lines' rates differ ('Alíc. IVA'
    | 10,5 % on a card, 21 % on freight), no sheet's rate but the column, read per line."""
    mapped = set(t.columns.values())
    amount = t.columns.get("tax_amount")
    for c, h in enumerate(head[:HEADER_SEARCH_COLS]):
        low = h.lower() if isinstance(h, str) else ""
        # a column read as the tax amount whose cells are written as percentages ('СтавкаНДС' | 16%) is the rate
        signed = c == amount
        # a tax's posting group whose codes carry the rate ('VAT Bus. Posting Gr.' | GST9, VAT20)
        coded = not signed and c not in mapped and bool(low) and tax_code_rate(low) is None and names_tax(low)
        if (c in mapped and not signed) or not low or len(low) > 40:
            continue
        if not (signed or coded or is_tax_rate_header(h)):
            continue
        found: set[float] = set()
        for r in range(t.header + 1, min(len(rows), t.header + 1 + 500)):
            if r in hidden_rows or c >= len(rows[r]):
                continue
            v = rows[r][c]
            if signed and not (isinstance(v, str) and ("%" in v[:12] or tax_code_rate(v) is not None)):
                pc = t.columns.get("price")
                if pc is not None and (pc >= len(rows[r]) or rows[r][pc] in ("", None)):
                    continue  # a label under the table ('Total Exclusive' | '' ): no line's rate
                if v not in ("", None):
                    found.add(-1.0)  # an amount among the rates: no column of rates
                continue
            if coded and not is_tax_rate_header(h):
                if v not in ("", None):
                    code = tax_code_rate(v) if isinstance(v, str) else None
                    found.add(code if code is not None else -1.0)  # anything but codes: no column of rates
                continue
            rate = rate_of(v, text_number=True)  # a CSV's '21,00' under '% IVA' too
            if rate is not None:
                found.add(round(rate, 4))
        if -1.0 in found or not found:
            continue
        return (found.pop() if len(found) == 1 else None), c
    return None, None


def _say_on_dated(preview, as_of, said) -> None:
    """`said` on every quote dated `as_of` by the sheet (where the user looks at the date): a date the importer had to
    assume or choose between readings of."""
    preview.rows[:] = [
        q._replace(warnings=(*q.warnings, said)) if q.quote_date == as_of and q.dated else q for q in preview.rows
    ]


def _review_partly_read_rows(preview) -> None:
    """A row that gave only a price on request while another of its prices was rejected was read in part: that quote
    is marked for review, naming the rejection (a package on request kept while the row's priced packages had no
    currency would otherwise stand for the whole offer). A priced quote beside a cell that is not offered ('—') is
    the row read whole and is left alone. One pass over the rows: cost grows with them."""
    rejected_at: dict[int, object] = {}
    for j in preview.rejected:
        rejected_at.setdefault(j.source_row, j.reason)
    if not rejected_at:
        return
    rows = preview.rows
    # only the quotes priced on request, found in C (field 8, `price_on_request`): 50,000 priced quotes cost no step
    for i in compress(range(len(rows)), map(_ON_REQUEST, rows)):
        q = rows[i]
        if q.source_row in rejected_at:
            rows[i] = _for_review(
                q,
                Msg(
                    "row {row} was read in part: another of its prices was not imported ({reason})",
                    row=q.source_row,
                    reason=rejected_at[q.source_row],
                ),
            )


def _field_rows(s: Sheet, t: Table, p: ImportPreview) -> None:
    """The rows of a turned table (devices along a row, fields down a column) that are not read, each listed with
    what it is: a cost line by its words (freight, a duty or VAT, an agent's fee), another price of the same
    devices by its header (FOB, CIF: a step of the build-up before the lines under it, not the price read)."""
    if not p.rows or not s.rows:
        return
    read = {t.columns.get(f) for f in ("model", "price", "hourly", "quantity")}  # (a tax amount's row is a tax line)
    price_col = t.columns.get("price")
    price_row = s.row_number(0, price_col) if price_col is not None else None
    said = {r.source_row for r in p.rejected}
    for c, label in enumerate(s.rows[0]):
        text = sheet_text(label) if isinstance(label, str) else ""
        row = s.row_number(0, c)
        if c in read or not text or row in said:
            continue
        kind = row_kind(text)
        if kind is not None:
            p.rejected.append(Rejected(row, _not_product(kind)))
        elif price_row is not None and (m := match_header_cell(text)) is not None and m.field in PRICE_FIELDS:
            p.rejected.append(
                Rejected(
                    row,
                    Msg(
                        "{label!r}: another price of the same devices, a step of the cost build-up before the lines "
                        "under it (a subtotal), not the price read (row {row})",
                        label=text[:60],
                        row=price_row,
                    ),
                )
            )
    p.rejected.sort(key=attrgetter("source_row"))


def _line_of(s: Sheet | None, rows: list[list], t: Table, q: Quote, lines: dict | None = None) -> int:
    """The row of `rows` a quote was read from: its source row's, or on a region read as a sheet of its own (lines
    of a chat, several quotes of one message each a line) the line of that source row whose model is the quote's;
    -1 where none is. `lines` (from `_lines_by_source`) saves a pass over the rows per quote."""
    if s is None or s.origin is None:
        return q.source_row - 1
    col = t.columns.get("model", 0)
    here = (lines if lines is not None else _lines_by_source(s, rows, t)).get(q.source_row, ())
    for r in here:
        if col < len(rows[r]) and sheet_text(rows[r][col]) == q.raw_model:
            return r
    return here[0] if here else -1


def _lines_by_source(s: Sheet, rows: list[list], t: Table) -> dict[int, list[int]]:
    """Source row -> the rows of a region read as a sheet of its own that stand for it, in order (one pass)."""
    col = t.columns.get("model", 0)
    out: dict[int, list[int]] = {}
    for r in range(t.header + 1, len(rows)):
        out.setdefault(s.row_number(r, col), []).append(r)
    return out


#: the most rows searched for part numbers and their descriptions (on each side of a join)
_JOIN_ROWS = 2_000


def _join_descriptions(s: Sheet, t: Table, others: list[Sheet]) -> str | None:
    """A priced table whose lines are part numbers only ('SKU' | List | Net, no description) in a workbook whose other
    sheet describes the same part numbers ('Configuration': 'SKU' | 'Description'): each line's model text becomes
    'part number + description', as the sheets join them. Two part numbers described at least; the sheet described
    from is returned (None where no join). Linear in the rows read on each side."""
    mc = t.columns.get("model")
    if mc is None or t.columns.get("part_number") != mc or not others:
        return None
    lines: dict[str, list[int]] = {}
    for r in range(t.header + 1, min(len(s.rows), t.header + 1 + _JOIN_ROWS)):
        v = s.rows[r][mc] if mc < len(s.rows[r]) else ""
        code = v.strip() if isinstance(v, str) else ""
        if 3 <= len(code) <= 40 and " " not in code and any(ch.isdigit() or ch in "-_/." for ch in code):
            lines.setdefault(code, []).append(r)
    if len(lines) < 2:
        return None
    for o in others:
        found: dict[str, str] = {}
        for row in o.rows[:_JOIN_ROWS]:
            texts = [v.strip() for v in row[:HEADER_SEARCH_COLS] if isinstance(v, str) and v.strip()]
            codes = [v for v in texts if v in lines]
            if len(codes) != 1:
                continue
            # the row's description: its longest text of words beside the part number
            said = max((v for v in texts if v != codes[0] and " " in v), key=len, default="")
            if len(said) >= 8:
                found.setdefault(codes[0], said[:200])
        if len(found) < 2:
            continue
        for code, said in found.items():
            for r in lines[code]:
                s.rows[r][mc] = f"{code} {said}"
        return o.name
    return None


def _tax_in_line_notes(
    preview: ImportPreview, rows: list[list], t: Table, s: Sheet | None = None, assumed: float | None = None
) -> None:
    """Each line's tax basis as its own note or model cell states it ('备注' | 含税含运 on one line, 不含税 on the
    next; '... 含13%专票 算力卡'): the line's words over the sheet's, unless the price column's header says the basis.
    `assumed`: the standard rate of the sheet's country where the sheet names none; it is the rate of a line that
    says only its basis, either way ('+ GST' and 'incl. GST' listings in one export)."""
    cols = [c for f in ("notes", "model") if (c := t.columns.get(f)) is not None]
    if not cols or {"vat_incl", "vat_excl"} & t.roles:
        return
    # (a price-basis or unit cell says the line's basis too: 'Price basis' | per card, incl. VAT 18%)
    own = _tax_columns(rows, t)
    cols = [*own, *cols, *(c for f in ("period",) if (c := t.columns.get(f)) is not None)]
    heads = _taxed_heads(t, own)
    said = _line_taxes(rows, cols, heads)
    if not any(said.values()):
        return  # no line states a basis: nothing to change, without a pass over every quote
    lines = _lines_by_source(s, rows, t) if s is not None and s.origin is not None else None
    for i, q in enumerate(preview.rows):
        r = _line_of(s, rows, t, q, lines)
        # (a rental row in a quotation of goods: '元/卡·时' | '租赁含6%增值税' states its own basis too)
        rented = q.price_kind == "hourly" and t.kind == "prices"
        if not 0 <= r < len(rows):
            continue
        # (a rate in a rate list takes only a column of its own for the basis, every line of which states one:
        # '发票' | 6%专票 beside '挂牌价(元/卡·时)'; a rate's note or model words may name another price's tax)
        line_cols = cols if q.price_kind == "purchase" or rented else own
        found = v = None
        for c in line_cols:
            v = rows[r][c] if c < len(rows[r]) else None
            if isinstance(v, str) and v.strip():
                key = f"{heads[c]} {v}" if c in heads else v
                if key not in said:
                    said[key] = line_tax(key[:200])
                found = said[key]
                if found is not None:
                    break
        if found is None:
            continue
        basis, rate = found
        # (a rate the sheet names for its tax, '營業稅額 (5%)', stays where the line says only the basis: '2.應稅外加')
        # (the assumed rate is the sheet currency's country's: a line in another currency has its own, unknown)
        standard = assumed if q.currency == preview.sheet_currency else None
        rate = rate if rate is not None else (q.tax_rate if basis == q.tax or not q.tax else standard)
        if q.price_on_request:
            excl = None  # a price on request: the basis it will be given on, no amount
        elif basis == "incl":
            excl = round(q.price_min / (1 + rate), 2) if rate is not None and q.price_min == q.price_max else None
        else:
            excl = q.price_min
        old = str(_tax_text(q.tax, q.tax_rate)) if q.tax else ""
        preview.rows[i] = q._replace(
            tax=basis,
            tax_rate=rate,
            price_excl_tax=excl,
            # (the sheet's basis said in the quote's notes is the line's now: 'VAT included (15%)' would be untrue)
            notes=q.notes.replace(old, str(_tax_text(basis, rate))) if old and old in q.notes else q.notes,
            evidence=(
                *(e for e in q.evidence if not str(e).startswith("tax:")),
                Msg("tax: {what} (the line's note {text!r})", what=_tax_text(basis, rate), text=v.strip()[:40]),
            ),
        )


#: data rows looked at for a column of per-line tax words
_TAX_COLUMN_ROWS = 400


def _tax_columns(rows: list[list], t: Table) -> list[int]:
    """Columns whose every filled cell states a tax basis ('开票' | 含13%专票 / 含普票 / 未税, 'VAT' | incl. /
    excl.): each line's basis, read like a line's note. A column unmapped, or one whose header names the tax over
    cells in words ('IVA' | 15% não incluído: the header's tax is what the words speak of). Two filled lines at least;
    bounded to `_TAX_COLUMN_ROWS` rows, each distinct text read once."""
    taken = {c: f for f, c in t.columns.items()}
    data = rows[t.header + 1 : t.header + 1 + _TAX_COLUMN_ROWS]
    out = []
    for c in range(min(HEADER_SEARCH_COLS, max((len(r) for r in data), default=0))):
        head = t.texts[c] if c < len(t.texts) else ""
        named = taken.get(c) in _TAX_COLUMN_FIELDS and names_tax(head)
        if c in taken and not named:
            continue
        texts = {r[c].strip() for r in data if c < len(r) and isinstance(r[c], str) and r[c].strip()}
        filled = sum(1 for r in data if c < len(r) and isinstance(r[c], str) and r[c].strip())
        if filled < 2:
            continue
        # (stops at the first text that states none)
        if all(line_tax((f"{head} {v}" if named else v)[:200]) is not None for v in texts):
            out.append(c)
    return out


#: the fields a column naming the tax is mapped to (its amount, its rate) whose cells may say the basis in words
_TAX_COLUMN_FIELDS = frozenset({"tax_amount", "tax_rate"})


def _taxed_heads(t: Table, own: list[int]) -> dict[int, str]:
    """The per-line tax columns (`_tax_columns`) mapped to a tax field: column -> its header, read before each cell."""
    fields = {c: f for f, c in t.columns.items()}
    return {c: t.texts[c] for c in own if fields.get(c) in _TAX_COLUMN_FIELDS}


def _line_taxes(
    rows: list[list], cols: list[int], heads: dict[int, str] | None = None
) -> dict[str, tuple[str, float | None] | None]:
    """Each distinct text of the note and model columns -> the basis it states (`line_tax`), read once per text: the
    columns' texts repeat (a model on thousands of lines). A column in `heads` is read with its header before it."""
    said: dict[str, tuple[str, float | None] | None] = {}
    shortest = min(map(len, rows), default=0)
    for c in cols:
        head = (heads or {}).get(c)
        # (every row reaches the column, the usual table: its distinct values in one C-level pass)
        values = set(map(itemgetter(c), rows)) if c < shortest else {cells[c] for cells in rows if c < len(cells)}
        for i, v in enumerate(values):
            if not i & 0xFFF:
                checkpoint()  # a text each: a column of 300,000 distinct models stays stoppable
            if isinstance(v, str) and v.strip():
                key = f"{head} {v}" if head else v
                said[key] = line_tax(key[:200])
    return said


_BRACKETED = re.compile(r"\([^()]*\)|（[^（）]*）|\[[^\[\]]*\]")


def _section_conditions(preview: ImportPreview, rows: list[list], t: Table, hidden_rows: set[int]) -> None:
    """A section heading's condition for the lines under it that state none ('Dafar eil dorn (amprouet)' above three
    cards: used; '二手卡' then '全新卡'): a heading is a row of one text cell between quotes; the next heading ends
    it."""
    from gpucompare.sheets.importer.rows import _condition

    if not preview.rows:
        return
    quoted = {q.source_row - 1 for q in preview.rows}
    last = max(quoted)
    stop = min(len(rows), last + 1)
    heads = {}  # row -> its heading: read first, so a table without a heading of a condition costs no pass by quote
    for r in range(t.header + 1, stop):
        if r not in quoted and r not in hidden_rows:
            heading = _section_heading(rows[r])
            if heading is not None:
                heads[r] = heading
    if not any(_condition(h) for h in heads.values()):
        return
    by_row: dict[int, int] = {}
    for i, q in enumerate(preview.rows):
        by_row.setdefault(q.source_row - 1, i)  # a row's first quote: the others of the row follow it
    current, heading = "", ""
    for r in range(t.header + 1, stop):
        if r in hidden_rows:
            continue
        i = by_row.get(r)
        if i is None:
            if r in heads:
                heading = heads[r]
                current = _condition(heading)
            continue
        # every quote of the row (a purchase and its lease, tiers, terms) shares its heading
        for j in range(i, len(preview.rows)):
            q = preview.rows[j]
            if q.source_row - 1 != r:
                break
            if current and not q.condition and not q.price_kind.startswith("hourly"):
                preview.rows[j] = q._replace(
                    condition=current,
                    evidence=(
                        *q.evidence,
                        Msg("condition: {c} (the section heading {text!r})", c=current, text=heading[:40]),
                    ),
                )


def _section_taxes(preview: ImportPreview, rows: list[list], t: Table, hidden_rows: set[int], today) -> None:
    """A section heading inside the table that states a tax basis ('一、顯示卡（以下單價均含5%營業稅）' | '二、伺服器（以下為
    未稅價，另加5%營業稅）', 'Servers (prices excl. VAT)') holds for the lines under it, up to the next heading: their
    basis is the heading's, not the one read for the whole sheet, unless a line's own column or cell states one."""
    from gpucompare.sheets.importer.rows import _tax_text

    if not preview.rows:
        return
    quoted = {q.source_row - 1 for q in preview.rows}
    stop = min(len(rows), max(quoted) + 1)
    heads = {}
    for r in range(t.header + 1, stop):
        if r not in quoted and r not in hidden_rows:
            heading = _section_heading(rows[r])
            if heading is not None:
                # (the notes reader only for a heading that names a tax: a sheet of many headings stays cheap)
                said = read_notes([heading], today) if names_tax(heading[:60]) or names_tax(heading[60:]) else None
                heads[r] = (heading, said and said.tax, said and said.tax_rate)
    if not any(tax for _h, tax, _r in heads.values()):
        return
    if "excl" in t.alt:
        return  # the sheet prices each line with and without the tax: each line's basis is its own columns'
    starts = sorted(heads)
    for i, q in enumerate(preview.rows):
        k = bisect.bisect_left(starts, q.source_row - 1)  # the last heading above the quote's row
        current = heads[starts[k - 1]] if k else None
        if current is None or not current[1] or not _taxed_by_a_note(q):
            continue
        heading, tax, rate = current
        rate = rate if rate is not None else q.tax_rate
        if q.tax == tax and q.tax_rate == rate:
            continue
        old = str(_tax_text(q.tax, q.tax_rate)) if q.tax else ""
        new = _tax_text(tax, rate)
        price = q.price_min
        excl = None if price != price else price if tax == "excl" else round(price / (1 + rate), 2) if rate else None
        preview.rows[i] = q._replace(
            tax=tax,
            tax_rate=rate,
            price_excl_tax=excl,
            notes=q.notes.replace(old, str(new)) if old and old in q.notes else q.notes,
            evidence=(
                *(e for e in q.evidence if getattr(e, "template", "") != "tax: {basis} ({where})"),
                Msg("tax: {basis} (the section heading {text!r})", basis=new, text=heading[:40]),
            ),
        )


def _taxed_by_a_note(q: Quote) -> bool:
    """Whether a quote's tax basis is none, or the one a note on the sheet gave (not its own column or cell)."""
    if not q.tax:
        return True
    for e in q.evidence:
        if getattr(e, "template", "") == "tax: {basis} ({where})":
            where = e.values.get("where")
            return getattr(where, "template", "") in ("the note {text!r}", "a note on the sheet")
    return False


#: the longest cell read for a condition word in a column the table does not map (a description, not an essay)
_DESCRIPTION_CHARS = 400


def _description_conditions(preview: ImportPreview, rows: list[list], t: Table) -> None:
    """A condition written only in a column the table does not map, beside the model ('型號' | RTX 4090, '描述' |
    'NVIDIA GeForce RTX 4090 24GB 二手（九成新）'): a purchase or lease quote that states none takes it, said in its
    evidence. A cell of figures (a price, a count) says no condition; a table of condition price columns has its
    own rule. Each distinct text is read once (50k rows of the same descriptions cost a dict lookup each)."""
    from gpucompare.sheets.importer.rows import _condition

    if not preview.rows or t.conditions:
        return
    mapped = {*t.columns.values(), *t.alt.values()}
    body = rows[t.header + 1 :]
    # the columns a header is read from (a description column stands beside the model, never past column 256)
    width = min(max(map(len, body), default=0), HEADER_SEARCH_COLS)
    found: dict[int, dict] = {}  # column -> {text: condition} for the unmapped columns that say one somewhere
    for c in range(width):
        if c in mapped:
            continue
        # each distinct text of the column once (a C-level set: 50k rows of a few descriptions)
        texts = {row[c] for row in body if c < len(row)}
        said = {
            v: cond
            for v in texts
            if isinstance(v, str) and any(ch.isalpha() for ch in v[:_DESCRIPTION_CHARS])
            if (cond := _condition(v[:_DESCRIPTION_CHARS]))
        }
        if said:
            found[c] = said
    if not found:
        return
    for i, q in enumerate(preview.rows):
        if q.condition or q.price_kind.startswith("hourly"):
            continue
        r = q.source_row - 1
        if not 0 <= r < len(rows):
            continue
        row = rows[r]
        for c, said in found.items():
            cond = said.get(row[c]) if c < len(row) and isinstance(row[c], str) else None
            if cond:
                head = t.texts[c][:20] if c < len(t.texts) else column_letter(c)
                preview.rows[i] = q._replace(
                    condition=cond,
                    evidence=(*q.evidence, Msg("condition: {c} (column {head!r})", c=cond, head=head)),
                )
                break


_CELL_COLUMN = re.compile(r"([A-Z]+)\d+$")
_SHEET_ROW = attrgetter("sheet", "source_row")  # a quote's place
_SOURCE_ROW = itemgetter(0)  # a quote's row (`Quote.source_row`)
_ON_REQUEST = itemgetter(8)  # whether a quote's price is on request (`Quote.price_on_request`)


def _sums_up(v: float, seen: tuple[set, float, int] | None) -> bool:
    """Whether an amount repeats one of its column's amounts above (a minimum, maximum or median is one of them)
    or is their mean or sum: a figure computed from the rows above, not an offer."""
    if seen is None:
        return False
    values, total, n = seen
    if round(v, 4) in values:
        return True
    return n >= 2 and (math.isclose(v, total / n, rel_tol=0.005) or math.isclose(v, total, rel_tol=0.005))


def _summary_rows(preview: ImportPreview) -> None:
    """A row that names no catalog device and whose amounts (two or more) each repeat an amount of its column in
    the rows above, or are their mean or sum ('Median | H100 | 2.49 | 1.89', 'Cheapest', 'Average',
    'Gjennomsnitt'), sums the offers up: it is no offer of its own, in any language. Its quotes are dropped, the
    row listed with the reason. One pass over the quotes, each amount looked up once."""
    # two amounts or more are two quotes or more at one row: where every quote has a row of its own (the usual
    # sheet, read down: its rows rising) none is a summary, told without a Python step per quote (50k rows)
    numbers = list(map(_SOURCE_ROW, preview.rows))
    if all(map(lt, numbers, numbers[1:])) or len(set(map(_SHEET_ROW, preview.rows))) == len(numbers):
        return
    rows: dict[tuple[str, int], list] = {}
    for q in preview.rows:
        rows.setdefault((q.sheet, q.source_row), []).append(q)
    if len(rows) < 3:
        return
    seen: dict[tuple[str, str], tuple[set, float, int]] = {}
    summary: set[tuple[str, int]] = set()
    for key in sorted(rows):
        qs = rows[key]
        amounts = []
        for q in qs:
            m = _CELL_COLUMN.search(q.cell or "")
            if m is not None and not q.price_on_request and q.price_min == q.price_min:
                amounts.append(((key[0], m.group(1)), q.price_min))
        if (
            len(amounts) >= 2
            and all(q.device_id is None for q in qs)
            and all(_sums_up(v, seen.get(c)) for c, v in amounts)
        ):
            summary.add(key)
            continue
        for c, v in amounts:
            values, total, n = seen.get(c) or (set(), 0.0, 0)
            values.add(round(v, 4))
            seen[c] = (values, total + v, n + 1)
    if not summary:
        return
    preview.rows = [q for q in preview.rows if (q.sheet, q.source_row) not in summary]
    for sheet, row in sorted(summary):
        preview.rejected.append(
            Rejected(
                row,
                Msg(
                    "a summary row: each of its amounts repeats or sums up the amounts of its column above (a "
                    "median, cheapest, average or total), not an offer"
                ),
                sheet if sheet != preview.sheet else "",
            )
        )


def _priced_for_its_count(preview: ImportPreview, t: Table) -> None:
    """Under a header or title saying its prices are per device ('Price per GPU', 'prices per GPU per hour'): a row
    naming N devices ('8x H100 SXM') whose price, read per device as the header says, is about N times (over the
    square root of N times: halfway, on a log scale, between 1 and N) the median price of the same device on the
    table's rows of one device is priced for its count: the price is the item's, or the header is wrong for it.
    It is read as the header says (never divided unasked) and marked for review, saying so."""
    if "per_device" not in t.roles or not preview.rows:
        return
    if not any(q.units_per_item > 1 for q in preview.rows):
        return  # one C-level pass: no row of several devices, nothing to compare
    singles: dict[tuple, list[float]] = {}
    for q in preview.rows:
        if q.units_per_item == 1 and q.device_id and q.price_min == q.price_min and q.price_min > 0:
            singles.setdefault((q.device_id, q.currency, q.price_kind), []).append(q.price_min)
    for i, q in enumerate(preview.rows):
        n = q.units_per_item
        if n <= 1 or not q.device_id or q.price_min != q.price_min:
            continue
        ref = singles.get((q.device_id, q.currency, q.price_kind))
        if not ref:
            continue
        one = median(ref)
        if q.price_min < math.sqrt(n) * one:
            continue
        said = Msg(
            "names {n:g} devices and its price, read per device as the header says, is {x:.1f} times the price of "
            "one {device} on the rows of one device: it may be the whole item's price ({each:,.2f} per device "
            "if so) or the header does not hold for this row; check it",
            n=n,
            x=q.price_min / one,
            device=q.device_id,
            each=q.price_min / n,
        )
        preview.rows[i] = q._replace(warnings=(*q.warnings, said), needs_review=True, confidence=min(q.confidence, 0.6))


def _second_products(preview: ImportPreview, rows: list[list], t: Table, matcher) -> None:
    """A second product with its own price on each row ('Recommended replacement' | 'Replacement price (EUR)' beside
    a last-time-buy line): a column outside the table's fields whose cells name catalog devices other than the
    row's, and right of it a price column of its own; each such product priced on a row is a quote of its own, after
    the row's (the row's currency and tax; not the row's validity, which is the first product's)."""
    if t.kind != "prices" or "price" not in t.columns or not preview.rows:
        return
    taken = set(t.columns.values())
    width = min(len(t.texts), 40)
    by_row: dict[int, Quote] | None = None  # made for the first column that may hold one (most tables have none)
    for c in range(width):
        if c in taken or c + 1 >= width or (c + 1) in taken:
            continue
        head = getattr(match_header_cell(t.texts[c + 1]), "field", None) if t.texts[c + 1] else None
        if head != "price" or (t.texts[c] and match_header_cell(t.texts[c]) is not None):
            continue
        if by_row is None:
            by_row = {}
            for q in preview.rows:
                by_row.setdefault(q.source_row, q)
        found: list[tuple[Quote, str, str, float]] = []
        named = 0
        for row_no, q in by_row.items():
            r = row_no - 1
            if not 0 <= r < len(rows):
                continue  # (a row of another region or sheet: not this table's)
            v = rows[r][c] if c < len(rows[r]) else None
            if not isinstance(v, str) or not v.strip() or len(v) > 200:
                continue
            m, _w = matcher.match(v)
            if m.device_id is None:
                continue
            named += 1
            price = rows[r][c + 1] if c + 1 < len(rows[r]) else None
            if m.device_id != q.device_id and price.__class__ in (int, float) and price > 0 and units_in_text(v) <= 1:
                found.append((q, v, m.device_id, float(price)))
        if named * 2 < len(by_row) or not found:
            continue
        extra = {}
        for q, name, device, price in found:
            how = Msg(
                "a second product on the row: {name!r} in column {col}, priced in {cell}",
                name=name[:60],
                col=column_letter(c),
                cell=f"{column_letter(c + 1)}{q.source_row}",
            )
            extra[id(q)] = q._replace(
                raw_model=name[:200],
                device_id=device,
                price_min=price,
                price_max=price,
                raw_price=str(price),
                cell=f"{column_letter(c + 1)}{q.source_row}",
                units_per_item=1.0,
                item="",
                quantity=None,
                list_price=None,
                price_excl_tax=None,
                valid_until=None,
                candidates=[],
                evidence=(*q.evidence, how),
            )
        out = []
        for q in preview.rows:
            out.append(q)
            if id(q) in extra:
                out.append(extra.pop(id(q)))
        preview.rows[:] = out
        return


#: hours in a month of a reserved term (a year of 8,760 hours over 12 months)


def _upfront_pairs(rows: list[list], t: Table) -> list[tuple[int, int, float, str]]:
    """(upfront column, hourly column, term in months, the option's header) of a reserved-instance matrix: a header
    row of 'Upfront' and 'Hourly' pairs under the term ('1-year term') and payment ('Partial Upfront') headers above
    them, each header carried right over the columns it spans. [] unless two pairs at least name their terms."""
    from gpucompare.sheets.header import term_months

    if t.kind != "cloud" or "hourly" not in t.columns:
        return []
    below = t.header + 1
    if below >= len(rows):
        return []
    first = t.columns["hourly"] + 1
    sub = [sheet_text(v) if isinstance(v, str) else "" for v in rows[below]]
    heads = [[sheet_text(v) if isinstance(v, str) else "" for v in rows[r]] for r in range(max(0, t.top), t.header + 1)]

    def above(c: int) -> str:
        out = []
        for row in heads:
            label = next((row[k] for k in range(min(c, len(row) - 1), first - 1, -1) if row[k].strip()), "")
            if label and label not in out:
                out.append(label)
        return " ".join(out)

    pairs = []
    c = first
    while c + 1 < len(sub):
        a, b = sub[c], sub[c + 1]
        if "upfront" in price_roles(a) and price_period(b) == "hour" and "upfront" not in price_roles(b):
            said = above(c)
            months = term_months(said)
            if months:
                pairs.append((c, c + 1, float(months), said))
            c += 2
            continue
        c += 1
    return pairs if len(pairs) >= 2 else []


def _upfront_and_hourly(preview: ImportPreview, rows: list[list], t: Table) -> None:
    """A reserved-instance matrix's options beside each on-demand rate: one reserved quote per option, the upfront
    payment spread over the term's hours plus the hourly rate, per device ('All Upfront' 205,269 over 8,760 h is
    23.43 an instance-hour, 2.93 a GPU-hour of 8); an option with neither is no offer."""
    pairs = _upfront_pairs(rows, t)
    if not pairs:
        return
    taken = {c for u, h, _m, _s in pairs for c in (u, h)}
    out = []
    for q in preview.rows:
        if cell_column(q) in taken:
            continue  # a pair's column read as a rate of its own: replaced by the option below
        out.append(q)
        r = q.source_row - 1
        if q.price_kind != "hourly" or q.price_on_request or not 0 <= r < len(rows):
            continue
        for u, h, months, said in pairs:
            up = rows[r][u] if u < len(rows[r]) else None
            rate = rows[r][h] if h < len(rows[r]) else None
            up = up if up.__class__ in (int, float) and up >= 0 else None
            rate = rate if rate.__class__ in (int, float) and rate >= 0 else None
            if up is None and rate is None or not (up or rate):
                continue
            each = ((up or 0.0) / (months * PERIOD_HOURS["month"]) + (rate or 0.0)) / (q.units_per_item or 1.0)
            cell = f"{column_letter(h if rate else u)}{q.source_row}"
            how = Msg(
                "{option}: upfront {up:,.2f} over {hours:,.0f} hours plus {rate:g} an hour ({u}{row}, {h}{row})",
                option=said[:60],
                up=up or 0.0,
                hours=months * PERIOD_HOURS["month"],
                rate=rate or 0.0,
                u=column_letter(u),
                h=column_letter(h),
                row=q.source_row,
            )
            out.append(
                q._replace(
                    price_min=each,
                    price_max=each,
                    price_kind="hourly_reserved",
                    lease_term_months=months,
                    cell=cell,
                    raw_price=str(rate if rate else up),
                    notes=f"{said[:60]}; {q.notes}" if q.notes else said[:60],
                    evidence=(*q.evidence, how),
                )
            )
    preview.rows[:] = out


_STAMP = re.compile(
    r"^\s*(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?\s*$"
)


def _stamp(v) -> str | None:
    """The sortable time of a timestamp cell ('2026-12-05T21:14:07+00:00', a date cell), else None."""
    if isinstance(v, dt.datetime | dt.date):
        return v.isoformat()
    if isinstance(v, str) and len(v) <= 40 and _STAMP.match(v):
        return v.strip()
    return None


def _superseded_history(preview: ImportPreview, rows: list[list], t: Table, dated: bool) -> None:
    """A price history (a cloud CLI's spot-price dump, a tracker's log): rows of one item, each with its own
    timestamp in the column of dates; the newest row of each item is its price now (dated by its own day where the
    sheet gives none), the older ones are superseded and not imported, each said with the row that replaced it."""
    col = t.columns.get("timestamp", t.columns.get("quote_date"))
    if col is None or len(preview.rows) < 2:
        return
    when: dict[int, str] = {}
    for q in preview.rows:
        r = q.source_row - 1
        got = _stamp(rows[r][col]) if 0 <= r < len(rows) and col < len(rows[r]) else None
        if got is None:
            return  # not every priced row is dated by the column: no history read
        when[id(q)] = got
    groups: dict[tuple, list[Quote]] = {}
    for q in preview.rows:
        # one item's rows are the same but for their time and price (the same instance in the same zone); rows of
        # other sellers, suppliers or listings of one model are offers of their own, never its history
        price = cell_column(q)
        rest = tuple(str(v) for c, v in enumerate(rows[q.source_row - 1][:40]) if c not in (col, price))
        # (every quote's row is in `rows`: `when` holds a time for each, read from that row)
        groups.setdefault((rest, price, q.device_id, q.price_kind, q.offered_by, q.sheet), []).append(q)
    if all(len(g) == 1 for g in groups.values()):
        return
    keep: dict[int, Quote] = {}
    for g in groups.values():
        newest = max(g, key=lambda q: (when[id(q)], -q.source_row))
        for q in g:
            if q is newest:
                continue
            keep[id(q)] = newest
    if not keep:
        return
    out = []
    for q in preview.rows:
        newer = keep.get(id(q))
        if newer is None:
            if not dated and t.columns.get("quote_date") is None:
                # the newest row's own day dates its price, not the import's
                q = q._replace(quote_date=when[id(q)][:10], dated=True)
            out.append(q)
            continue
        preview.rejected.append(
            Rejected(
                q.source_row,
                Msg(
                    "superseded: an older price of {model} in the sheet's price history ({at}); the newest, row "
                    "{row} ({newest}), is the quote",
                    model=q.raw_model[:40],
                    at=when[id(q)][:19],
                    row=newer.source_row,
                    newest=when[id(newer)][:19],
                ),
            )
        )
    preview.rows[:] = out
    preview.rejected.sort(key=attrgetter("source_row"))


_MONTH_CELL = re.compile(r"^\s*(\d{4})\s?[-/.年]\s?(\d{1,2})\s?月?\s*$")


def _billed_months(preview: ImportPreview, rows: list[list], t: Table) -> None:
    """A cloud bill's lines (a column of billing months beside the rates: '账期' | 2026-11, 'Billing period' |
    2026/11): each rate is what was charged for that month, not a price offered on a day; the sheet's date (often
    the export time) is no quote date, so every such quote is marked for the user to check its date."""
    # ('Billing period' may be read as the billing unit's column: its cells say which it is)
    mapped = {c for f, c in t.columns.items() if f not in ("period", "quote_date", "timestamp")}
    by_row = {q.source_row: q for q in preview.rows}
    width = min(max((len(rows[r]) for r in range(t.header + 1, min(len(rows), t.header + 60))), default=0), 40)
    for c in range(width):
        if c in mapped:
            continue
        months: dict[int, str] = {}
        other = 0
        for source_row in by_row:
            r = source_row - 1
            v = rows[r][c] if 0 <= r < len(rows) and c < len(rows[r]) else None
            m = _MONTH_CELL.match(v) if isinstance(v, str) else None
            if m is not None and 1 <= int(m.group(2)) <= 12:
                months[source_row] = f"{m.group(1)}-{int(m.group(2)):02d}"
            else:
                other += 1
        if len(months) >= 2 and not other:
            break
    else:
        return
    for i, q in enumerate(preview.rows):
        month = months.get(q.source_row)
        if month is None:
            continue
        said = Msg(
            "a bill's line: the rate charged for {month} (column {col}), not a price offered on a day; the sheet's "
            "date is not a quote date: check it",
            month=month,
            col=column_letter(c),
        )
        preview.rows[i] = q._replace(warnings=(*q.warnings, said), needs_review=True, confidence=min(q.confidence, 0.8))


#: a heading's own number before its words ('1. Cards', '2) Servers', 'B. Services'): no figure of the heading
_ENUMERATOR = re.compile(r"^\s*(?:\d{1,2}|[A-Za-z])[.)]\s+(?=\D)")


def _section_heading(cells: list) -> str | None:
    """A row's section heading (its one text cell, trimmed), or None: a row of one short text with no figure outside
    brackets."""
    filled = [v for v in cells if v not in ("", None)]
    if len(filled) == 1 and isinstance(filled[0], str) and len(filled[0]) <= 120:
        if any(ch.isdigit() for ch in _BRACKETED.sub("", _ENUMERATOR.sub("", filled[0][:120], count=1))):
            # a note with a figure ('二手卡保修3个月': a warranty) heads no section; a heading's own details are in
            # brackets ('Dafar eil dorn (amprouet, gwarant 6 miz)')
            return None
        return filled[0].strip()
    return None


#: the price kinds a tax line below a table is added to (a lease's payments carry their own terms)
_BILLED_KINDS = frozenset({"purchase", "hourly", "hourly_reserved"})


def _tax_line_below(preview: ImportPreview, rows: list[list], t: Table, hidden_rows: set[int]) -> None:
    """Quotes whose basis nothing states, under a table whose totals add a tax line ('Sub Total' | 'VAT 7.5%' |
    'Grand Total'): their prices are before that tax, at its rate. A tax line saying it is inside the total ('davon
    MwSt.', 'of which VAT') says nothing of the kind."""
    taxes = set(map(_TAX, preview.rows))  # one C pass: no quote without a basis or without tax, nothing to do
    if "excl" not in taxes and all(taxes):
        return
    # a usage statement's rates are billed before the sales tax its tax line adds, as a quote's prices are
    silent = [i for i, q in enumerate(preview.rows) if not q.tax and q.price_kind in _BILLED_KINDS]
    # quotes said to be without a tax whose rate nothing names ("'oku ta'e kau ai e CT" over 'CT 15%' below)
    unrated = [
        i
        for i, q in enumerate(preview.rows)
        if q.tax == "excl" and q.tax_rate is None and q.price_kind in _BILLED_KINDS
    ]
    if not silent and not unrated:
        return
    last = max(q.source_row for q in preview.rows) - 1  # 0-based: the tax line is below every quote
    incl = lexicon().finder("tax.note_incl", "tax.cell_incl")
    for r in range(last + 1, min(len(rows), last + 12)):
        if r in hidden_rows:
            continue
        label = next((v for v in rows[r][:HEADER_SEARCH_COLS] if isinstance(v, str) and v.strip()), "")
        if not label or len(label) > 40:
            continue
        if row_kind_leading(label) == "subtotal" and "total" in t.columns:
            # '合计（含13%增值税）' summing the line amounts, no tax line above it: the lines are priced with VAT at the
            # rate it states (a bare '合计金额(含税)' says what the total is, not the lines' basis)
            said = tax_note(label) or _tax_words(label)
            if said == "excl" and names_tax(fold(label).lower()):
                if _sums_the_lines(rows, t, r, hidden_rows):
                    continue  # 'Total excl. VAT' summing the line amounts: the lines are before the tax line under it
                return  # ('Total Before Discount' names no tax: its 'before' says nothing of the basis)
            if said == "incl" and _tax_rate_in_label(label) is not None and _sums_the_lines(rows, t, r, hidden_rows):
                _lines_incl(preview, silent, label)
                return
            continue
        if row_kind_leading(label) != "tax" and not _rated_tax_line(label):
            continue
        if incl.search(fold(label).lower()) is not None:
            return
        if lexicon().finder("tax.none").search(fold(label).lower()) is not None:
            return  # 'TVA non applicable, art. 293 B du CGI': no tax is charged, the prices are neither basis
        rate = _tax_rate_in_label(label)
        if rate is None:  # 'Sales Tax' | 'New York 8.875%': the rate in the line's next text cell
            said = (v for v in rows[r][:HEADER_SEARCH_COLS] if isinstance(v, str) and v.strip() and v is not label)
            rate = next((x for v in said if len(v) <= 40 and (x := _tax_rate_in_label(v)) is not None), None)
        why = Msg("tax: without VAT (the tax line {label!r} below the table)", label=label[:30])
        share = None
        if rate is None and (share := _tax_share(preview, rows, t, r)) is not None:
            # 'Tax' | 476,590.40 under lines summing to 3,666,080.00: the rate is the tax line's share of them
            rate = share
            why = Msg(
                "tax: without VAT (the tax line {label!r} below the table is {rate:.1%} of the lines' amounts)",
                label=label[:30],
                rate=rate,
            )
        for i in unrated if rate is not None else ():
            q = preview.rows[i]
            preview.rows[i] = q._replace(
                tax_rate=rate,
                evidence=(
                    *q.evidence,
                    Msg("tax rate: {rate:.1%} (the tax line {label!r})", rate=rate, label=label[:30]),
                ),
            )
        for i in silent:
            q = preview.rows[i]
            preview.rows[i] = q._replace(
                tax="excl",
                tax_rate=q.tax_rate if q.tax_rate is not None else rate,
                price_excl_tax=q.price_min,
                evidence=(*q.evidence, why),
            )
        return


def _machines_of_one(preview: ImportPreview, t: Table) -> None:
    """A line of one device in a table of machines whose own column counts each line's devices ('gpu_qty' | 8, 4, 2,
    1 beside 'Supermicro ARS-111GL-NHR Grace Hopper', 'NVIDIA GH200 144GB') and whose price header prices a machine
    ('price_per_system_nzd_excl_gst'): a machine of one, as the other lines are, never a card the sheet does not say
    it is (its offer was read as one only for want of a word). Every other purchase line of the table must be a
    server; a list of systems and single cards under a plain price ('Preis (TEUR)') is left as it reads. Linear in
    the quotes."""
    if "units_per_item" not in t.columns or t.kind != "prices":
        return
    heads = [t.texts[c] for c in (t.columns.get("price"), *t.alt.values()) if c is not None and c < len(t.texts)]
    if not any(names_server(h) for h in heads):
        return
    several = [q.offer for q in preview.rows if q.units_per_item > 1 and q.price_kind == "purchase"]
    if len(several) < 2 or any(o != "server" for o in several):
        return
    said = Msg(
        "offer: a server of one device (the column {col} counts each line's devices, and the table's other lines "
        "are servers)",
        col=column_letter(t.columns["units_per_item"]),
    )
    for i, q in enumerate(preview.rows):
        if q.units_per_item == 1 and not q.offer and q.price_kind == "purchase":
            preview.rows[i] = q._replace(offer="server", evidence=(*q.evidence, said))


def _rated_tax_line(label: str) -> bool:
    """A short line adding a tax at its rate, its tax word after a word of addition ('zzgl. 19 % MwSt.', '+ 20 %
    VAT'): a tax line, as one that starts with the tax's word is ('进口增值税 13%', an import VAT paid at customs, says
    nothing of the seller's prices)."""
    return (
        len(label) <= 30
        and row_kind(label) == "tax"
        and _tax_rate_in_label(label) is not None
        and _tax_words(label) == "excl"
    )


def _tax_share(preview: ImportPreview, rows: list[list], t: Table, r: int) -> float | None:
    """The rate a tax line's amount is of the quoted lines' amounts (`accounting.rate_of_tax_line`), in the table's
    total column; None without such a column or when the share is no tax rate."""
    col = t.columns.get("total")
    if col is None or col >= len(rows[r]):
        return None
    lines = {q.source_row - 1 for q in preview.rows if q.price_kind == "purchase"}
    amounts = [_amount(rows[x][col]) for x in sorted(lines) if x < len(rows) and col < len(rows[x])]
    return rate_of_tax_line(_amount(rows[r][col]), amounts)


def _sums_the_lines(rows: list[list], t: Table, r: int, hidden_rows: set[int]) -> bool:
    """Whether the amount on total row r is the sum of the line amounts above it (within half a percent)."""
    col = t.columns["total"]
    total = _amount(rows[r][col]) if col < len(rows[r]) else 0.0
    if total <= 0:
        total = max((_amount(v) for v in rows[r][:HEADER_SEARCH_COLS]), default=0.0)
    lines = sum(_amount(rows[x][col]) for x in range(t.header + 1, r) if x not in hidden_rows and col < len(rows[x]))
    return total > 0 and abs(lines - total) <= 0.005 * total


def _lines_incl(preview: ImportPreview, silent: list[int], label: str) -> None:
    rate = _tax_rate_in_label(label)
    why = Msg("tax: VAT included (the total {label!r} below the table sums the lines)", label=label[:30])
    for i in silent:
        q = preview.rows[i]
        rate_i = q.tax_rate if q.tax_rate is not None else rate
        preview.rows[i] = q._replace(
            tax="incl",
            tax_rate=rate_i,
            price_excl_tax=round(q.price_min / (1 + rate_i), 2) if rate_i else q.price_excl_tax,
            evidence=(*q.evidence, why),
        )


def _tax_rate_in_label(label: str) -> float | None:
    m = re.search(r"(\d{1,2}(?:[.,]\d{1,3})?)\s?%", label)
    rate = float(m.group(1).replace(",", ".")) / 100 if m else None
    return rate if rate is not None and 0 < rate < 0.3 else None


def _bare_prices(rows: list[list], t: Table, col: int) -> bool:
    """Whether a price column's first filled cells name no currency of their own (9500, not 'S$ 12,000')."""
    seen = 0
    for r in range(t.header + 1, min(len(rows), t.header + 201)):
        v = rows[r][col] if col < len(rows[r]) else None
        if isinstance(v, str) and v.strip():
            if currency_in(v[:60])[0] is not None:
                return False
            seen += 1
        elif isinstance(v, int | float) and not isinstance(v, bool):
            seen += 1
        if seen >= 40:
            break
    return seen > 0


def _tax_shown_apart(rows: list[list], t: Table, head: list[str]) -> int | None:
    """The column that shows a line's tax apart from a unit price whose header says no basis, so the price is without
    it: a tax amount beside it ('Unit Price (KES)' | 'VAT 16%' holding 435,200 | 'Total'), or a line total headed
    without tax ('Vrednost brez DDV'). A tax column saying it is inside the price ('в т.ч. НДС') or holding rates
    says nothing. Returns the column, or None."""
    if {"vat_incl", "vat_excl"} & t.roles:
        return None
    incl = lexicon().finder("tax.note_incl", "tax.cell_incl")

    def amounts_under(c: int) -> bool:
        cells = [rows[r][c] for r in range(t.header + 1, min(len(rows), t.header + 41)) if c < len(rows[r])]
        amounts = [v for v in cells if _amount(v) >= 30]  # 435200, '173,600/='; not 16%, GST9
        # (a freight line's tax of 19,95 or a discount's negative one among them: most lines, not all)
        return bool(amounts) and len(amounts) >= len([v for v in cells if v not in ("", None)]) * 0.6

    def on_the_price(c: int) -> bool:
        # the tax of the line's price: its amount is the header's rate (or a plausible one) of the unit price or of
        # the line's price; a tax on another base ('TVA 19 %' on a customs value in francs beside a 'PU FOB (USD)')
        # says nothing of the price's basis
        return _taxes_the_price(rows, t, c, _tax_rate_in_label(head[c]) if isinstance(head[c], str) else None)

    c = t.columns.get("tax_amount")
    if (
        c is not None
        and c < len(head)
        and incl.search(fold(str(head[c])[:60]).lower()) is None
        and amounts_under(c)
        and on_the_price(c)
    ):
        return c
    mapped = set(t.columns.values())
    for c, h in enumerate(head[:HEADER_SEARCH_COLS]):
        if c in mapped or not isinstance(h, str) or not is_tax_rate_header(h):
            continue
        if amounts_under(c) and on_the_price(c):
            return c  # 'VAT 16%' over amounts: each line's tax, not its rate
    taxed = lexicon().finder("tax.word", "field.tax_amount")
    mapped |= set(t.alt.values())
    for c, h in enumerate(head[:HEADER_SEARCH_COLS]):
        if c in mapped or not isinstance(h, str) or len(h) > 40 or price_roles(h) & {"vat_incl", "vat_excl"}:
            continue
        if (
            incl.search(fold(h).lower()) is None
            and taxed.search(fold(h).lower())
            and amounts_under(c)
            and on_the_price(c)
        ):
            return c  # 'Item Tax' | 470.25 beside 'Purchase PPU' (its header read as another field): the tax apart
    c = t.columns.get("total")
    h = head[c] if c is not None and c < len(head) and isinstance(head[c], str) else ""
    if h and "vat_excl" in price_roles(h) and lexicon().finder("tax.word").search(fold(h[:60]).lower()) is not None:
        return c  # the line's total is without tax ('Vrednost brez DDV'; not a CPQ 'NetTotal'), so is its unit price
    return None


def _taxes_the_price(rows: list[list], t: Table, c: int, rate: float | None) -> bool:
    """Whether a tax amount column is the tax of the table's price: on most lines holding both, its amount is the
    rate (the header's, else any up to 35 %) of the unit price or of the unit price times the line's count. A tax
    computed on another amount (a customs value in another currency) is not. True where no line tells."""
    price_col, qty_col = t.columns.get("price"), t.columns.get("quantity")
    if price_col is None:
        return True
    told = held = 0
    for r in range(t.header + 1, min(len(rows), t.header + 41)):
        row = rows[r]
        if max(c, price_col) >= len(row):
            continue
        tax, price = _amount(row[c]), _amount(row[price_col])
        if tax <= 0 or price <= 0:
            continue
        told += 1
        count = _amount(row[qty_col]) if qty_col is not None and qty_col < len(row) else 0.0
        for base in (price, price * count) if count > 0 else (price,):
            share = tax / base
            if (rate is None and 0 < share <= 0.35) or (rate is not None and abs(share - rate) <= max(0.01, rate / 10)):
                held += 1
                break
    return told == 0 or 2 * held >= told


def _amount(v) -> float:
    """A cell's amount ('173,600/=', 435200), or 0 when it holds none."""
    if isinstance(v, bool):
        return 0.0
    if isinstance(v, int | float):
        return float(v)
    if isinstance(v, str) and v.strip():
        p = parse_price(v[:40], default_currency="XXX")
        return p.min if p.ok and p.min == p.min else 0.0
    return 0.0


def _generic_empty(reason: str) -> bool:
    """'price in A9 is empty': the reason a line without a price gets from the table reader."""
    return re.fullmatch(r"price in [A-Z]{1,3}\d{1,7} is empty", reason) is not None


def _row_at(s: Sheet, source_row: int) -> int | None:
    """The row of a sheet read from lines of text that stands for a row of the file (1-based)."""
    for r in range(1, len(s.rows)):
        if s.row_number(r) == source_row:
            return r
    return None


def _devices_without_prices(visible: list[Sheet], matcher) -> tuple[str, str, tuple | None] | None:
    """(sheet, the devices it names) for a sheet whose column names catalog devices under a header, with no column
    of prices anywhere in it (a stock list, an availability list): said so when nothing can be imported."""
    from gpucompare.sheets.importer.choose import INFER_COLS, _device_hits, _infer_price

    for s in visible:
        rows = s.rows
        for c in range(min(INFER_COLS, max((len(r) for r in rows[:40]), default=0))):
            for start in range(0, min(len(rows), 10)):
                if _device_hits(rows, start, c, matcher) >= 2:
                    if _infer_price(rows, start, s.hidden_cols, {c}) is not None:
                        return None
                    names = [
                        sheet_text(rows[r][c])
                        for r in range(start, min(len(rows), start + 20))
                        if c < len(rows[r]) and isinstance(rows[r][c], str) and matcher.resolve(rows[r][c]).device_id
                    ]
                    shown = ", ".join(dict.fromkeys(n[:40] for n in names[:4]))
                    return s.name, shown, _unread_amounts(rows, start, c, s)
    return None


#: an amount written as text, a short sign before or after it at most ('M 38,750.00', '5 000 000,00', '41,500 ናቕፋ')
_AMOUNT_LIKE = re.compile(r"\s*[^\d\s]{0,5}\s?\d{1,3}(?:[.,'\u00a0\u202f ]\d{3})+(?:[.,]\d{1,2})?\s?[^\d\s]{0,5}\s*")


def _unread_amounts(rows: list[list], start: int, model_col: int, s: Sheet) -> tuple[str, str, object] | None:
    """(cell, its text, why it is no price) of the first of a column's amounts written as text ('M 38,750.00') that
    the importer cannot read as prices, on two rows or more under the devices; None when no column holds them (a
    stock list)."""
    from gpucompare.sheets.importer.choose import INFER_COLS

    width = min(INFER_COLS, max((len(r) for r in rows[start : start + 20]), default=0))
    for c in range(width):
        if c == model_col or c in s.hidden_cols:
            continue
        unread = []
        for r in range(start, min(len(rows), start + 20)):
            v = rows[r][c] if c < len(rows[r]) else None
            if isinstance(v, str) and _AMOUNT_LIKE.fullmatch(v[:40]):
                p = parse_price(v[:80])
                if p.error:
                    unread.append((s.row_number(r, c), v[:40], p.error))
        if len(unread) >= 2:
            row, text, why = unread[0]
            return f"{column_letter(c)}{row}", text, why
    return None


def _date_from_other_sheets(best: ImportPreview, visible: list[Sheet], today: dt.date) -> None:
    """A quote dated on its cover sheet ('Date: 2026-11-28' on 'Cover'): the first date in another visible sheet's
    first rows, said in a warning, when the price sheet has none."""
    for s in visible:
        if s.name == best.sheet:
            continue
        cells = [v for row in s.rows[:40] for v in row[:20] if v not in ("", None)][:MAX_NOTES]
        notes = read_notes(cells, today)
        if notes.as_of is not None and not (best.dated_by_report and (notes.report_date or not notes.labelled_date)):
            # (a report's generation day gives way only to a date its cover sheet labels: the bid's due date)
            old = best.as_of
            best.rows = [
                q._replace(quote_date=notes.as_of, dated=True) if q.quote_date == old else q for q in best.rows
            ]
            best.as_of, best.dated, best.dated_by_report = notes.as_of, True, False
            best.warnings = [w for w in best.warnings if not str(w).startswith("no quote date found")]
            best.warnings.append(Msg("quote date {date} taken from sheet {sheet!r}", date=notes.as_of, sheet=s.name))
            best.rejected.extend(_cover_totals(s))
            return


def _cover_totals(s: Sheet) -> list[Rejected]:
    """The quote's total on the cover sheet it is dated from ('御見積金額 | ¥77,377,000－（税込）' on '表紙'): listed
    on that sheet as the quote's total, not a product (its label is a total's words and the row holds an amount)."""
    from gpucompare.sheets.header import row_kind
    from gpucompare.sheets.importer.rows import _has_amount

    out = []
    for r, row in enumerate(s.rows[:40]):
        if r in s.hidden_rows:
            continue
        cells = [v for v in row[:HEADER_SEARCH_COLS] if _filled(v)]
        label = next((v for v in cells if isinstance(v, str) and not any(ch.isdigit() for ch in v[:40])), "")
        if label and row_kind(label[:200]) == "subtotal" and _has_amount(cells):
            out.append(
                Rejected(
                    s.row_number(r),
                    Msg("the quote's total on the cover sheet {sheet!r}, not a product", sheet=s.name),
                    s.name,
                )
            )
    return out


def _not_struck(s: Sheet, t: Table) -> Table:
    """A price column whose amounts are struck through (the old price a vendor strikes out beside the new one) is
    never the price: the next price column not struck is, the struck one kept as the list price beside it."""
    if t.kind != "prices" or "price" not in t.columns or s.package is None:
        return t
    c = t.columns["price"]
    hit, seen = s.struck(c)
    if not hit or hit * 2 < seen:
        return t
    for o in [x for x in (t.fallbacks or fallback_prices(t.texts, s.hidden_cols, c)) if x != c]:
        h, n = s.struck(o)
        if h * 2 >= max(n, 1):
            continue
        said = Msg(
            "price: column {old} ({old_head}) is struck through (an old price): the price is column {new} ({new_head})",
            old=column_letter(c),
            old_head=t.texts[c][:30],
            new=column_letter(o),
            new_head=t.texts[o][:30],
        )
        return price_moved(t, o, said, old_as="list")
    return t


def _section_terms(best: ImportPreview, visible: list[Sheet], today: dt.date) -> None:
    """A sheet in sections under title lines ('一、现货' | '二、期货预订'), a note whose clauses each name a section
    ('现货价格含13%增值税，当日有效；期货价格不含税…锁定至2026-12-10'): each section's quotes read with their own
    clauses' tax basis and validity (with the clauses naming no section), not the whole note's; said in a warning."""
    s = next((v for v in visible if v.name == best.sheet), None)
    if s is None:
        return
    titles = sections(s.rows, s.hidden_rows)
    if len(titles) < 2:
        return
    at = {r for r, _u in titles}
    texts = [
        text
        for r, row in enumerate(s.rows[:SECTION_ROWS])
        if r not in at and r not in s.hidden_rows and (text := single_text(row)) is not None
    ][:MAX_NOTES]
    common, each = clauses_by_section(texts, titles)
    if not any(each):
        return
    mine = {section_of(q.source_row - 1, titles) for q in best.rows if q.sheet in ("", best.sheet)}
    if len(mine - {None}) < 2:
        return  # the quotes in one section only: the note is the sheet's
    own = [read_notes([*common, *mine], today) if mine else None for mine in each]
    changed = {}
    rows = []
    for q in best.rows:
        k = section_of(q.source_row - 1, titles) if q.sheet in ("", best.sheet) else None
        n = own[k] if k is not None else None
        if n is None:
            rows.append(q)
            continue
        new = q
        if n.tax and n.tax != q.tax and not (q.price_kind == "purchase" and _rent_only(n.tax_text)):
            new = new._replace(
                tax=n.tax,
                tax_rate=n.tax_rate or q.tax_rate,
                price_excl_tax=None if n.tax == "incl" else new.price_excl_tax,
            )
        if n.valid_until is not None or n.valid_days is not None:
            valid = _valid_until(n, q.quote_date)
            if valid and valid != q.valid_until:
                new = new._replace(valid_until=valid)
        if new is not q:
            changed[k] = "; ".join(each[k])[:120]
        rows.append(new)
    if not changed:
        return
    best.rows = rows
    for k, said in sorted(changed.items()):
        best.warnings.append(
            Msg(
                "the rows under the section title on row {row} are read with the note's own words for that section ({said})",
                row=titles[k][0] + 1,
                said=said,
            )
        )


def _validity_from_other_sheets(best: ImportPreview, visible: list[Sheet], today: dt.date) -> None:
    """An offer whose validity is stated on its cover sheet ('Bid validity' | '60 days from due date' on 'Event
    Details'), the price sheet saying none: the cover's last day (counted from the cover's own date, else the quote
    date) on every quote, said in a warning."""
    for s in visible:
        if s.name == best.sheet:
            continue
        cells = [v for row in s.rows[:40] for v in row[:20] if v not in ("", None)][:MAX_NOTES]
        notes = read_notes(cells, today)
        if notes.valid_until is None and notes.valid_days is None:
            continue
        until = _valid_until(notes, notes.as_of or best.as_of)
        if until is None:
            continue
        best.rows = [q._replace(valid_until=until) if q.price_kind == "purchase" else q for q in best.rows]
        best.warnings.append(Msg("offer valid until {date}, as sheet {sheet!r} says", date=until, sheet=s.name))
        return


def _columns_of(s: Sheet, start: int, stop: int, top: int = 0) -> Sheet:
    """The columns [start, stop) of a sheet as a sheet of their own (a table beside another)."""
    merged = [
        ((r0, max(c0, start) - start), (r1, min(c1, stop - 1) - start))
        for (r0, c0), (r1, c1) in s.merged
        if c1 >= start and c0 < stop
    ]
    return s.region(
        [row[start:stop] for row in s.rows],
        lambda r, c: (r, c + start),
        _region_notes(s, top, len(s.rows), start, stop),
        merged=merged,
        hidden_rows=s.hidden_rows,
        hidden_cols={c - start for c in s.hidden_cols if start <= c < stop},
    )


def _region_notes(s: Sheet, r0: int, r1: int, c0: int, c1: int, limit: int = 60) -> list:
    """The cells around a region of a sheet that are its notes: the rows above it, and the text cells beside and
    under it (a title 'Price list (USD)' over tables side by side; a note under a transposed table)."""
    out = [v for r in range(min(r0, 40)) if r not in s.hidden_rows for v in s.rows[r] if v not in ("", None)]
    for r in range(r0, min(len(s.rows), r1 + limit)):
        row = s.rows[r]
        out.extend(
            v for c, v in enumerate(row[:HEADER_SEARCH_COLS]) if (c < c0 or c >= c1 or r >= r1) and isinstance(v, str)
        )
    return out[:MAX_NOTES]


_SENTENCE_END = re.compile(r"[;；。\n]|\.(?=\s)")


def _label_taxes(parts: list[tuple[str, ImportPreview]], rows: list[list], t: Table, bidders: bool = False) -> None:
    """Each labelled price column's own tax, where a sentence of the notes around the table names its label and no
    other's ('校内收费为内部结算（不涉及税费）；校外收费含6%增值税' over '校内收费（元）' | '校外收费（元）', 'Members: no
    VAT applicable. Public rates include 20% VAT'): that column's quotes take the sentence's basis and rate (no tax
    where it says none is charged) over the sheet's, and say so. With `bidders`, the columns are bidders' offers
    ('供应商C：恒通电子'), each named by its heading, its label or its name ('供应商C（恒通电子）报价…均为不含税价')."""
    names = [name for name, _p in parts]
    if len(names) < 2 or not all(n.strip() for n in names):
        return
    forms = [{fold(n).lower()} for n in names]
    if bidders:
        for k, n in enumerate(names):
            m = _BIDDER_LABEL.match(n)
            if m is not None:
                forms[k] |= {fold(n[m.end() :]).lower().strip(), fold(m.group(0)).lower().rstrip(":： ")}
            forms[k] = {f for f in forms[k] if len(f) >= 2}
    # (a bidder's heading is its own column's, read with it: only the lines above the header and the notes under it)
    texts = [
        v for row in rows[: t.top if bidders else t.header] for v in row[:HEADER_SEARCH_COLS] if isinstance(v, str)
    ]
    texts += [v for v in _tail_notes(rows, t) if isinstance(v, str)]
    said: dict[int, tuple[str, float | None, str]] = {}
    none = lexicon().finder("tax.none")
    for text in texts[:60]:
        for sentence in _SENTENCE_END.split(fold(text[:400])):
            low = sentence.lower()
            named = [k for k, f in enumerate(forms) if any(x in low for x in f)]
            if len(named) != 1 or named[0] in said:
                continue
            if none.search(low) is not None:
                said[named[0]] = ("", None, sentence.strip())
            elif (got := line_tax(sentence)) is not None:
                said[named[0]] = (got[0], got[1], sentence.strip())
    for k, (basis, rate, sentence) in said.items():
        name, p = parts[k]
        changed = []
        for q in p.rows:
            if (q.tax, q.tax_rate) == (basis, rate if basis else None) or (
                bidders and basis and q.tax == basis and rate is None
            ):
                changed.append(q)  # (a sentence naming no rate leaves the rate the bidder's quote has)
                continue
            old = str(_tax_text(q.tax, q.tax_rate)) if q.tax else ""
            pieces = [x for x in q.notes.split("; ") if x and x != old]
            if basis:
                pieces.append(str(_tax_text(basis, rate)))
            evidence = Msg(
                "tax: {basis} (the note {text!r}, which names the column {name!r})",
                basis=_tax_text(basis, rate) if basis else Msg("none charged"),
                text=sentence[:60],
                name=name[:30],
            )
            changed.append(
                q._replace(
                    tax=basis,
                    tax_rate=rate if basis else None,
                    price_excl_tax=_excl_of(q._replace(tax=basis, tax_rate=rate if basis else None), q.price_min),
                    notes="; ".join(pieces),
                    evidence=(*[e for e in q.evidence if not str(e).startswith(("tax:", "tax basis"))], evidence),
                )
            )
        p.rows[:] = changed


def _join_side_by_side(s: Sheet, parts: list[tuple[int, ImportPreview]]) -> ImportPreview:
    """One preview of tables read beside each other: quotes, rejections and warnings together, cells named as on
    the sheet."""
    first = parts[0][1]
    quotes, rejected, warnings, columns, mapping = [], [], [], {}, {}
    for start, p in parts:
        quotes.extend(p.rows)  # each part named its cells as on the sheet
        rejected.extend(p.rejected)
        warnings.extend(w for w in p.warnings if w not in warnings)
        for f, c in p.columns.items():
            columns.setdefault(f, c + start)
        for f, m in p.mapping.items():
            key = f if f not in mapping else f"{f}_{column_letter(start)}"
            mapping[key] = {"column": column_letter(column_index_of(m["column"]) + start), "header": m["header"]}
    quotes.sort(key=lambda q: q.source_row)
    rejected.sort(key=lambda r: r.source_row)
    seen: set[tuple] = set()
    rejected = [
        r for r in rejected if (r.source_row, str(r.reason)) not in seen and not seen.add((r.source_row, str(r.reason)))
    ]
    warnings.insert(0, Msg("{n} tables side by side on this sheet; each read with its own header", n=len(parts)))
    first.rows, first.rejected, first.warnings = quotes, rejected, warnings
    first.regions = [g for _start, p in parts for g in p.regions]
    first.columns, first.mapping = columns, mapping
    first.header_cells = [sheet_text(v) for v in s.rows[first.header_row - 1][:HEADER_SEARCH_COLS]]
    first.head_rows = [[sheet_text(v) for v in row] for row in s.rows[: first.header_row + 40]]
    return first


_TAX_ROLES = frozenset({"vat_incl", "vat_excl"})


def _promo_offers(path, sha, s: Sheet, t: Table, promo: tuple[int, int, int], args) -> ImportPreview:
    """A table's regular price and its promotional price read as two offers per row (`promo_window`): the special one
    valid until its row's end day; a special whose end day is before the quote date (the import day where the sheet
    gives none) is no offer, listed with its day, and the row's regular price stands."""
    vendor, currency, catalog, matcher, today, tick = args
    regular, special, end = promo
    begins = promo_start(t, special)
    # the promotion's window ('sale_start' | 'sale_end') is the special price's, never the regular price's validity
    # or any other field of it
    window = {end} | ({begins} if begins is not None else set())
    base = dataclasses.replace(
        t,
        fallbacks=[c for c in t.fallbacks if c not in (regular, special)],
        columns={f: c for f, c in t.columns.items() if c not in window},
    )
    own = dataclasses.replace(table_of(base, special, None), one_of_offers=True, offer_columns=(regular, special))
    own.columns["valid_until"] = end
    parts = [
        (t.texts[regular], table_of(base, regular, None)),
        (t.texts[special], own),
    ]
    read = []
    for name, pt in parts:
        pt = dataclasses.replace(pt, one_of_offers=True, offer_columns=(regular, special))
        got = _read_table(path, sha, s, pt, vendor, currency, catalog, matcher, today, tick)
        if name == t.texts[special]:
            kept = []
            for q in got.rows:
                day = q.valid_until
                row = s.rows[q.source_row - 1] if 0 < q.source_row <= len(s.rows) else []
                first = _header_date(row[begins]) if begins is not None and begins < len(row) else None
                if first and first > (q.quote_date if q.dated else today.isoformat()):
                    # 'sale_start' | 2026-12-10 on an export of 6 December: the sale has not begun; the regular
                    # price is what the listing sells at
                    got.rejected.append(
                        Rejected(
                            q.source_row,
                            Msg(
                                "the special price {price} starts on {day} (column {col}), not yet an offer; the "
                                "row's regular price is",
                                price=q.raw_price[:30],
                                day=first,
                                col=column_letter(begins),
                            ),
                        )
                    )
                elif day and day < (q.quote_date if q.dated else today.isoformat()):
                    got.rejected.append(
                        Rejected(
                            q.source_row,
                            Msg(
                                "the special price {price} ended on {day} (column {col}), not an offer; the row's "
                                "regular price is",
                                price=q.raw_price[:30],
                                day=day,
                                col=column_letter(end),
                            ),
                        )
                    )
                else:
                    kept.append(q)
            got.rows[:] = kept
        read.append((name, got))
    running = {q.source_row: q for q in read[1][1].rows}
    said = []
    for q in read[0][1].rows:
        sale = running.get(q.source_row)
        if sale is None:
            said.append(q)
            continue
        # a sale running on the quote date: the listing sells at the special price now, the regular price after it
        # ends; both are offers, the regular one marked so that the price a buyer pays today is never missed
        note = Msg(
            "row {row}: a special price {price} runs until {day} (column {col}): the listing sells at it now; this "
            "regular price holds after",
            row=q.source_row,
            price=sale.raw_price[:30],
            day=sale.valid_until or "?",
            col=column_letter(special),
        )
        said.append(q._replace(warnings=(*q.warnings, note), needs_review=True))
    read[0][1].rows[:] = said
    joined = _join_offers(read, "column", s.rows)
    joined.conventions.insert(
        0,
        Msg(
            "price: the regular price (column {regular}) and a special price (column {special}) on a row are two "
            "offers, the special one valid until its end day (column {end}); a special price that has ended is none",
            regular=column_letter(regular),
            special=column_letter(special),
            end=column_letter(end),
        ),
    )
    return joined


def _zone_rates(t: Table, groups: list[tuple[str, int, int | None]]) -> Table:
    """The rate table read once per availability zone's column: the zones' rates are the table's (the unit its title
    says), so a rental period or subscription column chosen before them ('包年包月（元/月）') is none of its prices,
    its reading of a period dropped and the zones said in the conventions."""
    old = t.columns.get("hourly", t.columns.get("price"))
    gone = column_letter(old) if old is not None else None
    conventions = [m for m in t.conventions if gone is None or getattr(m, "values", {}).get("col") != gone]
    zones = {c for _n, c, _t in groups}
    columns = {f: c for f, c in t.columns.items() if not (f == "lead_time" and c in zones)}
    conventions.insert(
        0,
        Msg(
            "price: one rate per availability zone's column ({names}), each a quote of its own; a zone's '—' or "
            "sold-out cell is no offer there",
            names=", ".join(f"{column_letter(c)} ({n})" for n, c, _t in groups)[:200],
        ),
    )
    return dataclasses.replace(
        t,
        columns=columns,
        roles=frozenset(r for r in t.roles if not r.startswith("period_")),
        conventions=conventions,
    )


def _own_roles(t: Table, groups: list) -> Table:
    """A table read on one of a row's price columns with that column's own roles (its tax basis, its kind), not
    those of the column the table was first read on. Where another of the row's price columns names its tax basis
    and this one names none ('人民币单价（含13%专票）' beside 'Unit Price HK$'), the sheet's note on tax is that
    column's: this one's tax is left unstated ('tax_unstated')."""
    roles = price_roles(t.texts[t.columns["price"]])
    said = any(price_roles(t.texts[c]) & _TAX_ROLES for _n, c, _t in groups if c < len(t.texts))
    if said and not roles & _TAX_ROLES:
        roles = roles | {"tax_unstated"}
    return dataclasses.replace(t, roles=roles)


def _device_labels(t: Table, groups: list, matcher) -> Table | None:
    """The table to read each labelled price column with where every label names a device and the lines name none
    ('整機單價（未稅）' over '選配 A：NVIDIA L40S 48GB' | '選配 B：NVIDIA RTX PRO 6000 Blackwell Server 96GB', the lines
    'Supermicro SYS-421GE-TNRT' | 8): one offer per column, the line's machine fitted with that column's device. The
    line is named by its machine column ('機型', an instance's or a part's) where the model column was only taken
    from the configuration's ('基本配置'); None where a label names no device."""
    if len(groups) < 2 or not all(matcher.match(name)[0].device_id is not None for name, _p, _t in groups):
        return None
    columns = dict(t.columns)
    if columns.get("model") == columns.get("config"):
        machine = next((columns[f] for f in ("instance", "part_number") if f in columns), None)
        if machine is not None:
            columns["model"] = machine
    return dataclasses.replace(t, columns=columns)


def _own_head_fields(parts: list[tuple[str, ImportPreview]], groups, rows: list[list], start: int, today) -> None:
    """Each offer group's own quote date and validity, where in-table lines give them per group ('报价日期' |
    2026-11-30 | 2026-12-01 | 2026-12-02, '报价有效期' | 15天 | 7天 | 30天 under the suppliers' price columns): the
    group's quotes take them over the sheet's (the validity counted from the group's own date), and say so."""
    cells = group_head_cells(rows, start, groups)
    if not cells:
        return
    for k, (name, p) in enumerate(parts):
        texts = cells.get(groups[k][1])
        if not texts:
            continue
        notes = read_notes(texts, today)
        day = notes.as_of if notes.labelled_date else None
        if day is None and notes.valid_until is None and notes.valid_days is None:
            continue
        changed = []
        counted = notes.valid_until is None and notes.valid_days is not None
        undated = False
        for q in p.rows:
            own = day or q.quote_date
            if counted and day is None and not q.dated:
                # '90 jours' under a bidder's column, and no day in the sheet to count them from (the import date is
                # not the offer's): no expiry date is read
                valid, undated = q.valid_until, True
            else:
                valid = _valid_until(notes, own) or q.valid_until
            if (own, valid) != (q.quote_date, q.valid_until):
                changed.append(q._replace(quote_date=own, dated=q.dated or day is not None, valid_until=valid))
            else:
                changed.append(q)
        p.rows[:] = changed
        p.warnings.append(
            Msg(
                "{name}: its own quote date and validity read from the lines under the header ({said})",
                name=name[:60],
                said="; ".join(texts)[:120],
            )
        )
        if undated:
            p.warnings.append(
                Msg(
                    "{name}: valid {n} days from a day the sheet does not give; no expiry date read",
                    name=name[:60],
                    n=notes.valid_days,
                )
            )


def _spot_part(path, sha, view: Sheet, t: Table, name: str, args: tuple) -> tuple[str, ImportPreview] | None:
    """A seller's interruptible (spot) rates in its block of a comparison of sellers ('Northwind GPU Cloud' over
    'On-demand | 1-yr reserved | Spot'): each a quote of that seller's, marked for review as a rate that can be
    preempted (beside one seller's own on-demand rate, as in a rate card, it is only said on that quote)."""
    col = t.alt.get("spot")
    if col is None or t.kind != "cloud":
        return None
    spot = dataclasses.replace(table_of(t, col, None), roles=price_roles(t.texts[col]), more_rates=[])
    got = _read_table(path, sha, view, spot, *args)
    said = Msg("an interruptible (spot) rate: it can be preempted, and changes often")
    got.rows = [q._replace(warnings=(*q.warnings, said), needs_review=True) for q in got.rows]
    got.rejected = []  # its rows' rejections are the block's, said once by the block's own reading
    return name, got


def _join_offers(
    parts: list[tuple[str, ImportPreview]], by_term: str = "", rows: list[list] | None = None
) -> ImportPreview:
    """One preview of a row's several offers (one per column group): on each row the groups' quotes left to right,
    each naming its offer; a group's rejection of a product row says whose offer it is, other rows are said once.
    Groups that are delivery terms (`by_term` "term": 'FOB Hong Kong' | 'DDP Shenzhen') or labelled columns of one
    vendor (`by_term` "column": a region's or a site's rates) are one vendor's offers: the term or the column's
    label goes in the quote's notes, nobody is named as the bidder."""
    first = parts[0][1]
    quotes: list[Quote] = []
    group_of: dict[int, str] = {}  # a quote's id -> its group's name, for the rejections below
    # every offer's own price column: a quote one offer's reading took from another's is that other's
    theirs = {column_letter(p.columns["price"]) for _n, p in parts if "price" in p.columns}
    empty: list[Rejected] = []
    for name, p in parts:
        if by_term == "term":
            whose = Msg("delivery term: {name!r} (one of {n} ways the row is offered)", name=name[:60], n=len(parts))
            said = str(Msg("delivery term {name}", name=name[:80]))
        elif by_term in ("column", "place"):
            whose = Msg("column: {name!r} (one of {n} price columns of the row)", name=name[:60], n=len(parts))
            said = str(Msg("column {name}", name=name[:80]))
        else:
            whose = Msg("offer: {name!r} (one of {n} offers on the row)", name=name[:60], n=len({x for x, _p in parts}))
            # the bidder in the notes too: the workspace keeps a quote's notes, so the stored quote still says whose
            said = str(Msg("offer of {name}", name=name[:80]))
        # a place's, a date's or a labelled column's (a grade's: 'A级售价' | 'B级售价' | 'C级售价') own cell: empty on a line,
        # the offer is not made there
        own = column_letter(p.columns["price"]) if by_term in ("place", "column") and "price" in p.columns else None
        mine = p.columns.get("price") if own is None and rows is not None else None
        for q in p.rows:
            if mine is not None and q.cell and q.cell.rstrip("0123456789") in theirs - {column_letter(mine)}:
                # a bidder's cell with no figure ('不参与'): its reading found another bidder's price on the line,
                # which is that bidder's own offer
                row = rows[q.source_row - 1] if rows is not None and 0 < q.source_row <= len(rows) else []
                text = sheet_text(row[mine])[:30] if mine < len(row) else ""
                empty.append(
                    Rejected(
                        q.source_row,
                        Msg(
                            "{name}: no offer for this line ({text!r} in column {col})",
                            name=name[:60],
                            text=text,
                            col=column_letter(mine),
                        ),
                    )
                )
                continue
            if (
                own is not None
                and q.cell
                and q.cell.rstrip("0123456789") != own
                and (by_term == "place" or _blank_at(rows, q.source_row, p.columns["price"]))
            ):
                # a place's or a date's column left empty on this line: its reading found another column's price,
                # which is that column's own offer
                empty.append(
                    Rejected(q.source_row, Msg("{name}: no offer for this line (its cell is empty)", name=name[:60]))
                )
                continue
            if by_term == "column" and not q.condition and _graded(name):
                # 'A级' | 'B级' | 'C级': a grade of second-hand stock, each column's offer used
                q = q._replace(
                    condition="used", evidence=(*q.evidence, Msg("condition: used (a grade: {name!r})", name=name[:20]))
                )
            q = q._replace(
                offered_by="" if by_term else name[:80],
                notes=f"{said}; {q.notes}" if q.notes else said,
                evidence=(*q.evidence, whose),
            )
            group_of[id(q)] = name
            quotes.append(q)
    quotes.sort(key=attrgetter("source_row"))  # stable: the groups' order on each row
    products = {q.source_row for q in quotes}
    rejected: list[Rejected] = []
    # words the importer does not know in one offer's price cell, where another offer on the row names a price: that
    # bidder made no offer for the line ('nije ponuđeno'), not a price on request
    priced = {q.source_row for q in quotes if not q.price_on_request}
    asks = lexicon().finder("price_text.on_request")
    kept = []
    for q in quotes:
        if (
            q.price_on_request
            and q.source_row in priced
            and (asks.search(fold(q.raw_price).lower()) is None or not_applicable(q.raw_price))
        ):
            rejected.append(
                Rejected(
                    q.source_row,
                    Msg(
                        "{name}: no offer for this line ({text!r} in {cell}, while other offers on the row name a "
                        "price)",
                        name=group_of[id(q)][:60],
                        text=q.raw_price[:40],
                        cell=q.cell,
                    ),
                )
            )
            continue
        kept.append(q)
    quotes = kept
    rejected.extend(empty)
    said = {j.source_row for j in first.rejected}  # a row that is no product: said once, as the first offer read it
    for k, (name, p) in enumerate(parts):
        col = p.columns.get("price") if by_term == "place" and rows is not None else None
        for j in p.rejected:
            if j.source_row in products:
                cell = _cell_at(rows, j.source_row, col) if col is not None else None
                if cell is not None and _amount(cell) == 0 and not str(j.reason).startswith("price"):
                    # a place's or a date's cell with no figure on a line other columns price: no offer there,
                    # whatever the reading without a price made of the line
                    reason = Msg(
                        "no offer for this line ({text!r} in column {col})",
                        text=sheet_text(cell)[:30],
                        col=column_letter(col),
                    )
                    rejected.append(Rejected(j.source_row, Msg("{name}: {reason}", name=name[:60], reason=reason)))
                    continue
                rejected.append(Rejected(j.source_row, Msg("{name}: {reason}", name=name[:60], reason=j.reason)))
            elif k == 0 or j.source_row not in said:
                said.add(j.source_row)
                rejected.append(j)
    rejected.sort(key=attrgetter("source_row"))
    warnings = list(first.warnings)
    for _name, p in parts[1:]:
        warnings.extend(w for w in p.warnings if str(w) not in {str(x) for x in warnings})
    warnings.insert(
        0,
        Msg(
            "{n} offers on each row ({names}): each offer's price is its own quote; columns outside them are not offers",
            n=len(names := list(dict.fromkeys(n for n, _p in parts))),  # a seller's spot part is still its offer
            names=_names(names),
        ),
    )
    first.rows, first.rejected, first.warnings = quotes, rejected, warnings
    for name, p in parts[1:]:
        col = p.columns.get("price", p.columns.get("hourly"))
        if col is None:
            continue
        first.mapping["price_" + column_letter(col)] = {"column": column_letter(col), "header": name}
    return first


#: a bidder's label before its name in a column group's heading ('供应商A：深圳华鑫达科技有限公司', 'Supplier B: Acme')
_BIDDER_LABEL = re.compile(r"^[^:：]{1,12}[:：]\s*(?=\S)")


def _bidders_as_vendor(p: ImportPreview, names: list[str]) -> None:
    """Several bidders' offers side by side (one column group each): the file has no one vendor. A column of the
    sheet or a company in its title is not the sender (an RFQ's title is the buyer's), so the import's vendor names
    the bidders, each quote naming its own in `offered_by`; said in a warning."""
    bidders = list(dict.fromkeys(_BIDDER_LABEL.sub("", n).strip()[:40] for n in names if n.strip()))
    if len(bidders) < 2:
        return
    was = p.vendor
    p.vendor, p.vendor_from_file = " / ".join(bidders)[:120], False
    p.warnings.append(
        Msg(
            "vendor: {n} bidders' offers side by side, each quote its own bidder's; the import names them all "
            "({vendor}), not '{was}'",
            n=len(bidders),
            vendor=p.vendor,
            was=was[:60],
        )
    )


def _graded(label: str) -> bool:
    """Whether a labelled column's label is a grade of second-hand stock ('A级', 'B級')."""
    return squash(label[:20]) in lexicon().words("condition.grade")


def _blank_at(rows: list[list] | None, source_row: int, col: int) -> bool:
    """Whether a sheet's cell is empty (nothing in it at all; a labelled column's line without its offer)."""
    if rows is None:
        return False
    v = _cell_at(rows, source_row, col)
    return v is None or (isinstance(v, str) and not v.strip()) or (isinstance(v, float) and v != v)


def _cell_at(rows: list[list], source_row: int, col: int):
    """The value of a sheet's cell by its row number as shown and its 0-based column ('' where there is none)."""
    row = rows[source_row - 1] if 0 < source_row <= len(rows) else []
    return row[col] if col < len(row) else ""


def _shift_cell(cell: str, start: int) -> str:
    letters = cell.rstrip("0123456789")
    return column_letter(column_index_of(letters) + start) + cell[len(letters) :]


def _newest(
    results: list[ImportPreview], opens_on: str | None = None, summaries: dict[str, str | None] | None = None
) -> tuple[ImportPreview, list[ImportPreview]]:
    """The newest visible price sheet: the latest date in the sheet or its name (a month and day without a year,
    '12.04', after '11.27'), stale-named sheets last, then the sheet the workbook opens on (the one its sender had
    open: an older copy kept beside it is history), then the one with the most device prices. Where sheets with
    the same devices tie on every date, the choice is unsure: each quote read is marked for review, saying why.

    With it, the other offer sheets (`_other_offer_sheets`): sheets of the same date that are offers of their own,
    read too; a sheet that only repeats the prices of the one read is said and not read twice."""

    days = sheet_name_days([p.sheet for p in results])  # '11.20', '11.27', '12.04': one sheet per week
    opened = next((p for p in results if p.sheet == opens_on and p.count > 0), None)
    # a date in a sheet's name says which of the dated sheets is newest; against the sheet the workbook opens on,
    # undated and pricing the same devices, it says nothing (an archived copy is named with its day, the live
    # sheet is not): there the names' dates are not compared
    names_compared = (
        opened is None
        or bool(sheet_name_date(opened.sheet) or days.get(opened.sheet) or opened.dated)
        or not any(
            p is not opened and {q.device_id for q in p.rows if q.device_id} & {q.device_id for q in opened.rows}
            for p in results
        )
    )

    summaries = _summary_sheets(results) if summaries is None else summaries

    def key(p: ImportPreview):
        matched = sum(1 for q in p.rows if q.device_id) + len(p.devices)
        name = p.sheet.lower()
        stale = any(w in name for w in lexicon().phrases("sheet.stale"))
        named = (sheet_name_date(p.sheet) or "") if names_compared else ""
        dated = p.as_of if p.dated else ""
        day = days.get(p.sheet, 0) if names_compared else 0
        return (
            p.count > 0,
            not stale,
            max(named, dated[:7]),
            dated,
            day,
            summaries.get(p.sheet) is None,
            p.sheet == opens_on,
            matched,
            p.count,
            -len(p.rejected),
        )

    best = max(results, key=key)
    if summaries.get(best.sheet) is None and any(summaries.values()):
        names = [n for n, of in summaries.items() if of is not None]
        best.warnings.append(
            Msg(
                "{sheets} only total the lines of sheet {sheet!r} (each amount is a line's quantity times its unit "
                "price there): a summary, not read as the offer",
                sheets=_names(names),
                sheet=best.sheet,
            )
        )
        results = [p for p in results if p.sheet not in names]
    also, repeats = _other_offer_sheets(best, [p for p in results if key(p)[:5] == key(best)[:5]])
    kinds = {q.price_kind for q in best.rows}
    first = min(also, key=results.index, default=best)
    if results.index(first) < results.index(best) and not {q.price_kind for q in first.rows} & kinds:
        # a cloud's on-demand sheet before its subscription sheet ('按量付费' | '包年包月'): offers of their own
        # read together, the import named by the first in the workbook's order
        best, also = first, [p for p in (best, *also) if p is not first]
    if repeats:
        best.warnings.append(
            Msg(
                "{sheets} only repeat the prices of sheet {sheet!r} (a summary or a copy): not read twice",
                sheets=_names(repeats),
                sheet=best.sheet,
            )
        )
    same = {q.device_id for q in best.rows if q.device_id}
    tied = [
        p.sheet
        for p in results
        if p is not best
        and p not in also
        and p.sheet not in repeats
        and key(p)[:5] == key(best)[:5]
        and same & {q.device_id for q in p.rows if q.device_id}
    ]
    if tied and best.rows:
        why = (
            Msg(
                "the sheet the workbook opens on; {others} price the same devices with the same date",
                others=_names(tied),
            )
            if best.sheet == opens_on
            else Msg("{others} price the same devices with the same date", others=_names(tied))
        )
        said = Msg("sheet {sheet!r} read as the offer: {why}", sheet=best.sheet, why=why)
        best.rows = [
            q._replace(needs_review=True, confidence=min(q.confidence, 0.8), evidence=(*q.evidence, said))
            for q in best.rows
        ]
    return best, also


def _summary_sheets(results: list[ImportPreview]) -> dict[str, str | None]:
    """Sheet -> the sheet it summarises, for every sheet whose priced items are each a line total of another sheet's
    quote of the same device (that quote's item price times its quantity; at least two, one of a quantity above 1):
    a 'Summary' of extended amounts beside the line items, which hold the unit prices and are the offer. Arithmetic,
    not the sheets' names: it holds in any language. One index of every sheet's line totals (to the unit), looked up
    once per quote: linear in the quotes, whatever the number of sheets."""
    out: dict[str, str | None] = dict.fromkeys((p.sheet for p in results), None)
    if len(results) < 2:
        return out
    lines: dict[tuple[str, int], dict[str, bool]] = {}  # (device, line total) -> sheet -> a quantity above 1
    for o in results:
        for q in o.rows:
            if q.device_id and not q.price_on_request and q.price_min == q.price_min and q.quantity:
                item = q.price_min * q.units_per_item
                more = lines.setdefault((q.device_id, round(item * q.quantity)), {})
                more[o.sheet] = more.get(o.sheet, False) or abs(q.quantity - 1) > 1e-9
    for p in results:
        mine = [q for q in p.rows if q.device_id and not q.price_on_request and q.price_min == q.price_min]
        if len(mine) < 2:
            continue
        common: dict[str, bool] | None = None
        for q in mine:
            item = round(q.price_min * q.units_per_item)
            found: dict[str, bool] = {}
            for k in (item - 1, item, item + 1):  # (a cent of rounding either way)
                for sheet, more in lines.get((q.device_id, k), {}).items():
                    if sheet != p.sheet:
                        found[sheet] = found.get(sheet, False) or more
            common = found if common is None else {x: common[x] or m for x, m in found.items() if x in common}
            if not common:
                break
        if common:
            totalled = [x for x, more in common.items() if more]
            if totalled:
                out[p.sheet] = totalled[0]
    return out


def _priced(p: ImportPreview) -> set[tuple]:
    """(device, currency, price) of a sheet's priced quotes (a price on request is no figure to repeat)."""
    return {(q.device_id, q.currency, round(q.price_min, 2)) for q in p.rows if q.device_id and not q.price_on_request}


def _other_offer_sheets(best: ImportPreview, peers: list[ImportPreview]) -> tuple[list[ImportPreview], list[str]]:
    """(the other sheets read as offers of their own beside `best`, the sheets that only repeat another's prices).

    `peers` are the sheets that tie with `best` on every date (the same quote date, or none). One of them is an
    offer of its own where it holds quotes of the same kind and either quotes in another currency (one vendor's two
    selling entities, 'Quote AU' in AUD and 'Quote SG' in SGD), prices devices `best` does not (cards on one
    sheet, servers on the next), or prices of another kind only (on-demand rates, then subscription plans). A sheet whose every priced quote (device, currency, price) is one the sheets read
    already hold repeats them (a summary sheet): listed, not read twice. Sheets pricing the same devices in the same
    currency at other prices are rival versions of one offer: the newest rule chose among them (and says so)."""
    if best.kind not in ("prices", "cloud"):
        return [], []
    also: list[ImportPreview] = []
    repeats: list[str] = []
    held = _priced(best)
    devices = {q.device_id for q in best.rows if q.device_id}
    for p in peers:
        if p is best or p.kind != best.kind or not p.rows:
            continue
        mine = _priced(p)
        if mine and mine <= held:
            repeats.append(p.sheet)
            continue
        theirs = {q.device_id for q in p.rows if q.device_id}
        other_currency = p.sheet_currency is not None and best.sheet_currency is not None
        other_currency = other_currency and p.sheet_currency != best.sheet_currency
        # a cloud's on-demand rates on one sheet and its subscription plans on the next ('按量付费' | '包年包月'):
        # prices of another kind are another offer, never another version of the same prices
        other_kind = not {q.price_kind for q in p.rows} & {q.price_kind for q in best.rows}
        if not theirs or not (other_currency or other_kind or not theirs & devices):
            continue
        also.append(p)
        held |= mine
        devices |= theirs
    return also, repeats


#: rows and columns of a sheet looked at for the prices of other sheets it repeats (a comparison is short)
_COMPARE_ROWS = 500
_COMPARE_COLS = 40
#: the leading cells of a row looked at for the device it names
_COMPARE_NAME_COLS = 6


def _compared_sheets(
    results: list[ImportPreview], visible: list[Sheet], matcher
) -> tuple[str, list[ImportPreview], bool] | None:
    """(a summary sheet, the sheets it compares, whether its columns are formulas reading them) where one visible
    sheet repeats the prices of two or more other sheets side by side: on its rows naming a device, one column holds
    most of one sheet's (device, price) pairs, or its numbers are formulas reading that sheet ("='Vendor A'!D6"),
    another column another sheet's (a buyer's 比价汇总 beside one sheet per supplier; a 最低价 column repeats some of
    each). Those sheets are offers of their own (several suppliers compared, whatever their dates), read together,
    in workbook order; the summary, whose own quotes are all among theirs, is the repeat. Decided from the figures,
    never from what a sheet is called (but sheets all named by a date, '11.27 | 12.04', are versions of one list,
    whose summary is a price history: the newest rule stands). Bounded: `_COMPARE_ROWS` rows and `_COMPARE_COLS` columns of each sheet."""
    priced = {
        p.sheet: {
            (q.device_id, round(q.price_min, 2))
            for q in p.rows
            if q.device_id and not q.price_on_request and q.price_min == q.price_min
        }
        for p in results
        if p.kind in ("prices", "cloud")
    }
    # a server's price as the summary may repeat it: per item (1,118,000 a server of 8), not per device
    per_item = {
        p.sheet: {
            (q.device_id, round(q.price_min, 2)): (q.device_id, round(q.price_min * q.units_per_item, 2))
            for q in p.rows
            if q.device_id and not q.price_on_request and q.price_min == q.price_min and q.units_per_item > 1
        }
        for p in results
        if p.kind in ("prices", "cloud")
    }
    by_sheet = {p.sheet: p for p in results}
    devices: dict[str, str | None] = {}  # a cell's text -> the device it names surely, read once
    for s in visible:
        cols: dict[int, set[tuple[str, float]]] = {}
        seen_rows: list[int] = []
        for r, row in enumerate(s.rows[:_COMPARE_ROWS]):
            cells = row[:_COMPARE_COLS]
            dev = None
            for v in cells[:_COMPARE_NAME_COLS]:
                if isinstance(v, str) and any(ch.isalpha() for ch in v):
                    text = v.strip()[:200]
                    if text not in devices:
                        m = matcher.resolve(text)
                        devices[text] = m.device_id if m.device_id is not None and m.how != "fuzzy" else None
                    dev = devices[text]
                    if dev is not None:
                        break
            if dev is None:
                continue
            seen_rows.append(r)
            for c, v in enumerate(cells):
                x = float(v) if v.__class__ in (int, float) else None
                if x is not None and x > 0:
                    cols.setdefault(c, set()).add((dev, round(x, 2)))
        if not cols:
            continue
        linked = _linked_columns(s, cols, seen_rows)
        compared: dict[str, int] = {}
        used: set[int] = set()
        for p in results:
            mine = priced.get(p.sheet)
            if p.sheet == s.name or not mine:
                continue
            items = per_item.get(p.sheet, {})
            c, hits = max(
                ((c, sum(1 for x in mine if x in got or items.get(x) in got)) for c, got in cols.items()),
                key=lambda x: (x[1], -x[0]),
            )
            if hits >= 2 and hits * 2 > len(mine) and c not in used:
                compared[p.sheet] = c
                used.add(c)
            elif (c := linked.get(p.sheet)) is not None and c not in used:
                compared[p.sheet] = c  # its column's prices are formulas reading that sheet, whatever the figures
                used.add(c)
        if len(compared) < 2:
            continue
        days = sheet_name_days(list(compared))
        if all(sheet_name_date(n) or days.get(n) for n in compared):
            continue  # sheets named by their dates ('11.27', '12.04') are versions of one list: a history, not rivals
        own = priced.get(s.name, set())
        if (
            own
            and not own <= set().union(*(priced[n] for n in compared))
            and not all(linked.get(n) == c for n, c in compared.items())
        ):
            continue  # a price of its own: not only a comparison (unless its prices are formulas reading the others)
        offers = [by_sheet[v.name] for v in visible if v.name in compared]
        return s.name, offers, all(linked.get(n) == c for n, c in compared.items())
    return None


#: lines looked at for a replacement model column's models and prices
_REPLACEMENT_ROWS = 60


def _replacement_columns(t: Table, rows: list[list], matcher) -> tuple[int, int] | None:
    """(the model column, its price column) of a replacement named on each line of an end-of-life notice beside the
    discontinued product ('البديل' | 'ثمن البديل (درهم HT)', 'Replacement' | 'Replacement price'): a column the table
    did not map whose head holds a replacement word (data/lexicon `model_column.replacement`), the next column's head
    the same word, and a line naming an accelerator in the first with an amount in the second."""
    if t.kind != "prices" or "model" not in t.columns or "price" not in t.columns:
        return None
    finder = lexicon().finder("model_column.replacement")
    taken = set(t.columns.values()) | set(t.alt.values())
    for c in range(len(t.texts) - 1):
        head, nxt = t.texts[c], t.texts[c + 1]
        if c in taken or c + 1 in taken or not head or not nxt:
            continue
        if finder.search(fold(head[:60]).lower()) is None or finder.search(fold(nxt[:60]).lower()) is None:
            continue
        if price_roles(head) or getattr(match_header_cell(head), "field", None) == "price":
            continue
        for row in rows[t.header + 1 : t.header + 1 + _REPLACEMENT_ROWS]:
            model = row[c] if c < len(row) else ""
            amount = _amount(row[c + 1]) if c + 1 < len(row) else 0.0
            if isinstance(model, str) and model.strip() and amount > 0:
                m = matcher.resolve(model.strip()[:200])
                if m.device_id is not None and m.how != "fuzzy":
                    return c, c + 1
    return None


def _replacements(p: ImportPreview, path, sha, s: Sheet, t: Table, args: tuple) -> None:
    """Each line's replacement product and its price, in columns of their own beside the discontinued product's
    (`_replacement_columns`): read as a table of their own (the replacement's model and price only: the line's
    part number, condition and last order day are the discontinued product's), each a quote beside the line's own,
    said in its notes; a line whose replacement is '—' has none."""
    got = _replacement_columns(t, s.rows, args[3])
    if got is None:
        return
    model, price = got
    keep = ("quantity", "currency", "lead_time")
    columns = {f: c for f, c in t.columns.items() if f in keep}
    columns.update(model=model, price=price)
    t2 = dataclasses.replace(
        t,
        columns=columns,
        alt={},
        fallbacks=[],
        tiers=[],
        conditions=[],
        terms=[],
        tax_flag=None,
        roles=price_roles(t.texts[price]),
        inferred=[],
    )
    other = _read_table(path, sha, s, t2, *args)
    have = {(q.source_row, q.cell) for q in p.rows}
    other.rows = [
        q for q in other.rows if (q.source_row, q.cell) not in have
    ]  # (read already as the row's other offer)
    if not other.rows:
        return
    why = Msg(
        "the replacement in column {col} ({head}), priced in column {pcol}: a quote of its own on the line",
        col=column_letter(model),
        head=t.texts[model][:40],
        pcol=column_letter(price),
    )
    said = str(Msg("replacement offered on the line"))
    p.rows = sorted(
        [*p.rows, *(q._replace(notes=f"{q.notes}; {said}" if q.notes else said) for q in other.rows)],
        key=attrgetter("source_row"),
    )
    p.conventions.append(why)


def _linked_columns(s: Sheet, cols: dict, rows: list[int]) -> dict[str, int]:
    """Another sheet's name -> the column of `s` whose numbers, on the rows naming a device, are formulas reading that
    sheet alone ("='Vendor A - Northwind'!D6", "='Vendor B'!D9/8"): two such cells at least, and most of the column's
    numbers. A column reading several sheets is none's. The formulas are read from the XML once, only for a sheet
    with numbers beside its devices."""
    if s.origin is not None or not cols or not rows:
        return {}
    refs = s.sheet_references
    if not refs:
        return {}
    out: dict[str, int] = {}
    for c in sorted(cols):
        names: dict[str, int] = {}
        numbers = 0
        for r in rows:
            v = s.rows[r][c] if c < len(s.rows[r]) else ""
            if v.__class__ not in (int, float) or v <= 0:
                continue
            numbers += 1
            got = refs.get((r, c))
            if got is not None and len(got) == 1 and s.name not in got:
                (name,) = got
                names[name] = names.get(name, 0) + 1
        if len(names) == 1:
            ((name, n),) = names.items()
            if n >= 2 and n * 2 > numbers and name not in out:
                out[name] = c
    return out


def _join_sheets(best: ImportPreview, also: list[ImportPreview]) -> ImportPreview:
    """One import of several offer sheets: every quote and rejected row names its sheet, each sheet's regions,
    warnings (prefixed with its sheet) and conventions kept; the first sheet's header and mapping stand for the
    import."""
    best.rows = [q._replace(sheet=best.sheet) for q in best.rows]
    best.rejected = [Rejected(r.source_row, r.reason, r.sheet or best.sheet) for r in best.rejected]
    for p in also:
        # the cell as Excel names a cell of another sheet ("'Quote SG'!D5"): the workspace keeps the cell, not the
        # JSON's `sheet`, so a stored quote still says where it came from (a name JSON would have to escape is left
        # out of the cell; `sheet` names it)
        safe = p.sheet.isprintable() and not any(ch in p.sheet for ch in '"\\')
        ref = "'" + p.sheet.replace("'", "''") + "'!" if safe else ""
        best.rows.extend(q._replace(sheet=p.sheet, cell=ref + q.cell if q.cell else q.cell) for q in p.rows)
        best.rejected.extend(
            Rejected(r.source_row, Msg("sheet {sheet!r}: {what}", sheet=p.sheet, what=r.reason), r.sheet or p.sheet)
            for r in p.rejected
        )
        best.warnings.extend(Msg("sheet {sheet!r}: {what}", sheet=p.sheet, what=w) for w in p.warnings)
        best.conventions.extend(c for c in p.conventions if c not in best.conventions)
        best.regions.extend(p.regions)
    return best


#: at most this many comments are read as models (a sheet annotated cell by cell is read by its cells)
_MAX_COMMENT_MODELS = 2_000


def _models_in_comments(s: Sheet, matcher) -> None:
    """Cells that name no device ('GPU加速卡 A型（详见批注）', 'Accelerator, see note') whose comment does ('NVIDIA H20
    96GB SXM'): the comment is the row's model, read in the cell's place; each such quote is marked for review
    (`_review_comment_models`). A row with a cell naming a device keeps its own words."""
    if s.package is None or not s.part or s.origin is not None:
        return
    comments = s.comments
    if not comments or len(comments) > _MAX_COMMENT_MODELS:
        return
    for (r, c), note in sorted(comments.items()):
        if r >= len(s.rows) or c >= len(s.rows[r]) or not isinstance(note, str):
            continue
        cell = s.rows[r][c]
        if not isinstance(cell, str) or not cell.strip():
            continue
        said = " ".join(note.split())[:200]
        if not said or matcher.match(said)[0].device_id is None:
            continue
        if any(isinstance(v, str) and v.strip() and matcher.match(v[:300])[0].device_id for v in s.rows[r][:40]):
            continue
        s.models_from_comments[r + 1] = (s.cell(r, c), cell[:80])
        s.rows[r][c] = said


#: a footnote's mark: stars, daggers, a section sign, or one or two superscript digits
_MARK = "(?:[*†‡§]{1,3}|[¹²³⁰⁴-⁹]{1,2})"
#: a line explaining a mark ('¹ Produit reconditionné (remis à neuf)', '* Promotional price while stocks last')
_FOOTNOTE_LINE = re.compile(rf"^\s*({_MARK})\s*(\S.{{2,}})$", re.DOTALL)
#: a cell ending in a mark after its own words or amount ('3 290,00 €*', 'sur devis³')
_MARKED_CELL = re.compile(rf"^(.{{0,200}}?[^\s*†‡§¹²³⁰⁴-⁹])\s?({_MARK})$")
#: rows and columns read for footnotes (a footnote block sits under a list's last rows)
_FOOTNOTE_ROWS, _FOOTNOTE_COLS = 20_000, 40


#: a markdown table's row typed into one cell ('| 1 | H20 96GB | 2台 | ¥1,028,000 |') and its separator ('|---|:--:|')
_MD_ROW = re.compile(r"\s*\|(?:[^|\n]*\|){2,64}\s*")
_MD_RULE = re.compile(r"\s*\|(?:\s*:?-{3,}:?\s*\|){2,64}\s*")
#: the most characters of a cell read as a markdown row
_MD_CHARS = 4_000


def _markdown_rows(s: Sheet) -> None:
    """A markdown table pasted into one column (an AI assistant's answer copied into a sheet: '| 序号 | 型号 | 单价（元） |',
    '|---|---|---|', '| 1 | **H20 96GB** | ¥1,028,000 |'): each of its rows split at its '|' into the cells it names,
    bold marks ('**') taken off (the separator row kept as typed, a note), and said in the sheet's warnings. Only where a separator
    row stands under a row of the same number of cells and every such row fills the first column alone; bounded (a
    cell's first 4,000 characters, 64 cells) and linear in the cells."""
    rows = s.rows
    found: list[int] = []
    width = 0
    rule = False
    for r, row in enumerate(rows):
        v = row[0] if row else None
        # the cheap tests first (a cell without a '|' is no markdown row): one pass over a long sheet costs a few
        # C-level operations per row, so the cancel check the readers promise every 100 ms is not held up here
        if v.__class__ is not str or "|" not in v or len(v) > _MD_CHARS or any(x not in ("", None) for x in row[1:]):
            continue
        if _MD_RULE.fullmatch(v):
            rule = rule or (bool(found) and found[-1] == r - 1)
            found.append(r)
        elif _MD_ROW.fullmatch(v):
            found.append(r)
            width = max(width, v.strip().count("|") - 1)
    if not rule or len(found) < 3:
        return
    wide = max(len(rows[0]) if rows else 0, width)
    for r in range(len(rows)):
        if len(rows[r]) < wide:
            rows[r] = [*rows[r], *([""] * (wide - len(rows[r])))]
    for r in found:
        v = rows[r][0]
        if _MD_RULE.fullmatch(v):
            continue  # the separator stays as typed: a line of the sheet, no product
        cells = [c.strip().replace("**", "").strip() for c in v.strip()[1:-1].split("|")]
        rows[r][: len(cells)] = cells
    s.warnings.append(
        Msg(
            "rows {first}-{last}: a markdown table typed into column A, read split at its '|' (each part named as the "
            "column it becomes)",
            first=found[0] + 1,
            last=found[-1] + 1,
        )
    )


def _footnote_marks(s: Sheet) -> None:
    """Marks on cells that a line of the sheet explains ('1 690,00 €¹' and, below the table, '¹ Produit
    reconditionné'): the mark is taken off the cell, which reads as it would without it (a superscript digit is
    never a digit of the amount), and the footnote is kept as the cell's (`Sheet.footnotes`), which tells the row's
    condition. A mark no line explains is left as it is. One pass over the rows, each cell matched once."""
    if s.origin is not None:
        return
    rows = s.rows[:_FOOTNOTE_ROWS]
    notes: dict[str, str] = {}
    lines: set[int] = set()
    for r, row in enumerate(rows):
        # the first filled cell; a row's first cell is filled on most rows (its number, its name): taken without a
        # generator a row (20,000 rows)
        first = row[0] if row else None
        if first is None or first == "":
            first = next((v for v in row[:_FOOTNOTE_COLS] if v not in ("", None)), None)
        if first.__class__ is str and len(first) <= 400 and (m := _FOOTNOTE_LINE.match(first)) is not None:
            notes.setdefault(m[1], " ".join(m[2].split()))
            lines.add(r)
    if not notes:
        return
    for r, row in enumerate(rows):
        if r in lines:
            continue
        for c, v in enumerate(row[:_FOOTNOTE_COLS]):
            if v.__class__ is str and v and v[-1] in _MARK_CHARS and (m := _MARKED_CELL.match(v)) is not None:
                said = notes.get(m[2])
                if said is not None:
                    row[c] = m[1]
                    s.footnotes[(r, c)] = said


_MARK_CHARS = frozenset("*†‡§¹²³⁰⁴⁵⁶⁷⁸⁹")


def _review_comment_models(s: Sheet, preview: ImportPreview) -> None:
    """The quotes whose model was read from a cell's comment: marked for review, the cell's own words kept."""
    for i, q in enumerate(preview.rows):
        got = s.models_from_comments.get(q.source_row)
        if got is None:
            continue
        said = Msg(
            "model read from the comment on cell {cell} (the cell says {text!r}): check it",
            cell=got[0],
            text=got[1],
        )
        preview.rows[i] = q._replace(
            needs_review=True,
            confidence=round(min(q.confidence, 0.8), 3),
            warnings=(*q.warnings, said),
            evidence=(*q.evidence, said),
        )


def _fill_header_merges(s: Sheet) -> None:
    """Copy a horizontally merged header cell into the cells it covers, in the header area only (bounded)."""
    limit = 45
    for (r0, c0), (r1, c1) in s.merged:
        if r0 >= min(limit, len(s.rows)) or c1 <= c0:
            continue
        row = s.rows[r0]
        if c0 >= len(row):
            continue
        v = row[c0]
        if not isinstance(v, str) or r1 > r0 + 1:
            continue  # a title spanning the sheet or a block merged down is not a header label
        for c in range(c0 + 1, min(c1, len(row) - 1) + 1):
            if row[c] in ("", None) and s.rows[min(r0 + 1, len(s.rows) - 1)][c] not in ("", None):
                row[c] = ""  # a second header row fills this column; the header reader joins the texts


def _price_the_total_is_made_of(rows: list[list], t: Table, hidden_rows: set[int], hidden_cols: set[int]) -> None:
    """Where the line total is another column times the quantity, not the column read as the price, that column is
    the price a buyer pays (`accounting.unit_price_of_total`): a net price after a discount column beside the list
    price, the price in the sheet's own currency beside a reference conversion. The column first read stays as
    context: a list price where both name one currency, else a reference figure. A VAT pair (the same offer with and
    without tax) is read by its own rules, not this one."""
    cols = t.columns
    if not {"price", "quantity", "total"} <= cols.keys():
        return
    price, pair = cols["price"], {t.alt.get("excl"), t.alt.get("incl")}
    taken = {cols[f] for f in ("model", "part_number", "quantity", "total") if f in cols} | pair | hidden_cols
    others = [c for c, x in enumerate(t.texts) if x and c != price and c not in taken]
    unit = unit_price_of_total(rows, t.header, price, cols["quantity"], cols["total"], others, hidden_rows)
    if unit is None or price_rank(price_roles(t.texts[unit]))[0] < price_rank(t.roles)[0]:
        return  # ('预算单价' | '询价单价': a budget or list price the total is made of is still no offer)
    if "cost" in price_roles(t.texts[cols["total"]]) and "cost" not in t.roles:
        # 'PU FOB (USD)' beside 'Prix de revient unitaire (FCFA)' | 'Prix de revient total': line totals that are a
        # cost (a broker's landed cost, the duties and import VAT added) are what the goods cost the buyer, made
        # of a cost price, never the supplier's offer
        return
    old_cur, new_cur = header_units(t.texts[price])[0], header_units(t.texts[unit])[0]
    for k, v in list(cols.items()):
        if v == unit and k != "price":
            cols.pop(k)  # ('P. Unit. S/' read as a count by its word 'unit': the arithmetic says what it is)
    cols["price"] = unit
    t.alt = {k: v for k, v in t.alt.items() if v != unit}
    if old_cur is None or old_cur == new_cur:
        t.alt.setdefault("list", price)
    t.roles = price_roles(t.texts[unit])
    t.fallbacks = [c for c in t.fallbacks if c not in (unit, price)]
    t.conventions.append(
        Msg(
            "price: each line's total (column {total}) is column {unit} ({head}) times the quantity, not column "
            "{old} ({old_head}): column {unit} is the price paid; column {old} is kept as context",
            total=column_letter(cols["total"]),
            unit=column_letter(unit),
            head=t.texts[unit][:30],
            old=column_letter(price),
            old_head=t.texts[price][:30],
        )
    )


def _lease_schedule(rows: list[list], t: Table, head: list[str], above: list, hidden_rows, hidden_cols) -> None:
    """A lease schedule ('LEASE SCHEDULE No. 3 to Master Lease Agreement', 'Term: 36 months' above 'Equipment cost' |
    'Monthly rental ex GST' | 'Monthly rental per unit ex GST'): the monthly rental is a lease quote of its own, the
    one per unit where the sheet gives one, with the term its notes state; the equipment cost stays the purchase
    price. Where a rental column is the per-unit one times the row's count on every line, the amounts not said to be
    per unit are the line's: the equipment cost is divided by the count too. Nothing happens unless the notes above
    the table name a lease."""
    from gpucompare.sheets.header import term_months

    lex = lexicon()
    texts = [sheet_text(v)[:400] for v in above if isinstance(v, str)][:40]
    if not any(lex.finder("lease.words").search(fold(x).lower()) is not None for x in texts):
        return
    taken = {*t.columns.values(), *t.alt.values()}
    price = t.columns.get("price")
    monthly = []
    for c, h in enumerate(head[:HEADER_SEARCH_COLS]):
        if c in hidden_cols or not h or c == price or (c in taken and c not in t.alt.values()):
            continue
        roles = price_roles(h)
        m = match_header_cell(h)
        if "per_month" in roles and m is not None and m.field == "price" and not roles & {"book", "cost"}:
            monthly.append((c, bool(roles & {"per_piece", "per_device"})))
    if not monthly:
        return
    col = next((c for c, unit in monthly if unit), monthly[0][0])
    term = next(
        (
            n
            for x in texts
            for part in _SPACED.split(x)
            if lex.finder("lease.term").search(fold(part[:60]).lower()) is not None and (n := term_months(part))
        ),
        None,
    )
    t.lease_terms = [(col, term)]
    t.alt = {k: v for k, v in t.alt.items() if v != col}
    t.conventions.append(
        Msg(
            "price: a lease schedule: the monthly rental in column {col} ({head}) is a lease quote of its own{term}; "
            "the price in column {price} stays the purchase price",
            col=column_letter(col),
            head=head[col][:40],
            term=f", {term} months" if term else "",
            price=column_letter(price) if price is not None else "-",
        )
    )
    qty = t.columns.get("quantity")
    line = next((c for c, unit in monthly if not unit), None)
    if price is None or qty is None or line is None or col == line:
        return
    seen = 0
    for r in range(t.header + 1, min(len(rows), t.header + 1 + 2000)):
        row = rows[r]
        if r in hidden_rows or max(col, line, qty, price) >= len(row):
            continue
        n, each, whole = row[qty], row[col], row[line]
        if not all(v.__class__ in (int, float) for v in (n, each, whole)) or row[price].__class__ not in (int, float):
            continue
        if n <= 0 or abs(each * n - whole) > 0.005 * max(abs(whole), 1):
            return  # a rental that is not the per-unit one times the count: the amounts say nothing of lines
        seen += 1
    if seen >= 2:
        t.per_quantity = True
        t.conventions.append(
            Msg(
                "column {line} is the rental per unit in column {col} times the count in column {qty} on every line: "
                "the amounts not said to be per unit are the line's, and the price in column {price} is divided by "
                "the count",
                line=column_letter(line),
                col=column_letter(col),
                qty=column_letter(qty),
                price=column_letter(price),
            )
        )


def _around_records(s: Sheet) -> list[Rejected]:
    """The rows between and under a form's records that are no field of theirs and say what they are ('合计（不含电询项）
    | 8590400', '开户行：…'): a total, a bank line, a tax line, listed as such (a plain note stays a note)."""
    from gpucompare.sheets.header import row_kind
    from gpucompare.sheets.importer.rows import _not_product

    out = []
    for r, said in s.around:
        kind = row_kind(said)
        if kind is not None and kind != "note":
            out.append(Rejected(r + 1, _not_product(kind, text=said)))
    return out


#: parts of a note line set apart by runs of spaces ('Term: 36 months    Payments: monthly in advance')
_SPACED = re.compile(r"\s{3,}|\t")


def _read_table(path, sha, s: Sheet, t: Table, vendor, currency, catalog, matcher, today, tick) -> ImportPreview:
    s, words_only = _figures_from_words(s, t)
    rows = s.rows
    text = _Text()
    head = t.texts
    width = len(rows[t.header]) if t.header < len(rows) else 0
    if any(c >= width for c in t.columns.values()):
        raise BadInputFile(
            Msg("{file}, sheet {sheet!r}: the column mapping points past the last column", file=path.name, sheet=s.name)
        )
    # the notes: title rows above the header, and text cells under and beside the table
    if s.notes is not None:  # a region of a sheet: its notes are the sheet's cells around it
        above = list(s.notes)
    else:
        above = [v for r in range(t.top) if r not in s.hidden_rows for v in rows[r] if v not in ("", None)]
    above = above[:MAX_NOTES]
    # a header row's cells that name no column ('2026/11/3' at the end of a WPS quotation's header) are notes too
    mapped = set(t.columns.values()) | set(t.alt.values()) | {c for c, _q in t.tiers}
    above += [
        v
        for r in range(t.top, t.header + 1)
        for c, v in enumerate(rows[r][:HEADER_SEARCH_COLS])
        if c not in mapped and v not in ("", None) and (not isinstance(v, str) or _dated_note(v))
    ][:MAX_NOTES]
    below = _tail_notes(rows, t)[:MAX_NOTES] if s.notes is None else []
    notes = read_notes(above + below, today)
    if notes.tax_text and below and fold(notes.tax_text) in (lines := _line_cells(rows, t)):
        # a line's own words ('备注' | 不含税，开票加6个点) say that line's tax (`_tax_in_line_notes`), not the sheet's
        rest = read_notes([v for v in above + below if not (isinstance(v, str) and fold(v) in lines)], today)
        notes.tax, notes.tax_text, notes.tax_rate = rest.tax, rest.tax_text, rest.tax_rate
        notes.tax_by_currency, notes.tax_general = rest.tax_by_currency, rest.tax_general
    warnings: list = list(s.warnings)
    specs = not any(f in t.columns for f in PRICE_FIELDS)
    kind = "specs" if specs else t.kind
    if kind != "specs" and not t.roles & {"per_device", "per_instance"} and _notes_say_per_device(above):
        # 'prices per GPU per hour' in the title, '* $/GPU/hr' under the table: the statement a header would make,
        # made for the whole table: a price is one device's, never divided by the count in the row's name; a row
        # naming its own unit per rack or instance ('$ per rack-hour') is read by it, that row alone (rows._item)
        t.roles = t.roles | {"per_device", "per_device_title"}
    if kind == "prices" and "excl" in t.alt and "vat_incl" in t.roles:
        _net_where_rates_differ(rows, t, head, s.hidden_rows)
    if kind == "prices" and not t.roles & {"vat_incl", "vat_excl"} and "excl" not in t.alt:
        _basis_of_the_totals(rows, t, head, s.hidden_rows)
    if kind == "prices" and "price" in t.inferred and not t.per_quantity and not t.tiers:
        # a price column found from its amounts alone, beside a column of counts and another amount column that
        # multiply to a line's total: arithmetic says which is the unit price and which the quantity, whatever
        # words head them
        found = line_totals(rows, t.header, t.columns["price"], s.hidden_rows)
        if found is not None and found[0] not in t.alt.values() and t.columns.get("quantity", found[1]) == found[1]:
            unit, qty, total = found
            for k in [k for k, v in t.columns.items() if v == unit and k in ("notes", "lead_time")]:
                t.columns.pop(k)  # ('Moni no te hoʻē (F CFP, TVA 16 % i roto)': a word read as notes)
            t.columns["price"], t.columns["quantity"] = unit, qty
            t.roles = price_roles(head[unit]) if isinstance(head[unit], str) else frozenset()
            t.conventions.append(
                Msg(
                    "column {total} is each line's total (column {unit} times the count in column {qty} on every "
                    "line): the unit price is read from column {unit} and the quantity from column {qty}, not from "
                    "a header word: check them",
                    total=column_letter(total),
                    unit=column_letter(unit),
                    qty=column_letter(qty),
                )
            )
    if kind == "prices" and not t.per_quantity and not t.tiers and not t.lease_terms and "lease" not in t.alt:
        _lease_schedule(rows, t, head, above, s.hidden_rows, s.hidden_cols)
    if kind == "prices" and not t.per_quantity and not t.tiers and not t.conditions:
        _price_the_total_is_made_of(rows, t, s.hidden_rows, s.hidden_cols)
    price_col = None if specs else t.columns.get("hourly" if kind == "cloud" else "price")
    col_cur, col_scale = header_units(head[price_col]) if price_col is not None else (None, 1.0)
    credit = _credit_value(head[price_col], above + below) if price_col is not None and col_cur is None else None
    if credit is not None:
        # 'Crédits par GPU·heure' under '1 crédit = 1,78 FDJ': each price is its credits times the credit's value
        col_scale, col_cur = credit[0], credit[1]
        t.conventions.append(
            Msg(
                "prices in credits (column {col}, {head}): one credit is {value:g} {cur}, as the note {text!r} says; "
                "each price is its credits times that",
                col=column_letter(price_col),
                head=str(head[price_col])[:30],
                value=credit[0],
                cur=credit[1],
                text=credit[2][:60],
            )
        )
    if price_col is not None and col_cur is None and currency is None:
        col_cur = _header_block_currency(rows, t, price_col, matcher)
    if notes.scale and col_scale == 1.0 and col_cur is None:
        col_scale = notes.scale  # '单位：万元' above a '单价' column
        warnings.append(
            Msg(
                "prices read in units of {scale:,}, as the note {text!r} says",
                scale=int(notes.scale),
                text=notes.scale_text[:60],
            )
        )
    currency = currency.upper() if currency else None
    sheet_cur = notes.currency
    if (
        sheet_cur is not None
        and price_col is not None
        and col_cur is None
        and _marks_some(rows, t, price_col, sheet_cur)
    ):
        # 'USD 238k' on a few rows, '21.5w' on the others, and a note 'USD 报价为香港交货价': when the bare prices
        # sit near the reference prices in another currency far from the note's, the note speaks of the rows that
        # name their currency, not of the others
        fits = _currency_from_prices(
            rows, t, price_col, col_scale, tuple(lexicon().sheet_languages(notes.texts + head)), matcher
        )
        if fits is not None and fits != sheet_cur and _far_apart(fits, sheet_cur):
            sheet_cur = None
    if col_cur == "USD" and sheet_cur not in (None, "USD") and _bare_dollar(head[price_col]):
        # 'Precio ($ MM)' under 'Valores en millones de pesos colombianos': the note names which dollar sign it is
        from gpucompare.sheets.prices import dollar_currencies

        col_cur = sheet_cur if sheet_cur in dollar_currencies() else col_cur
    if (
        col_scale != 1.0
        and col_cur is None
        and (sheet_cur or currency)
        and isinstance(head[price_col], str)
        and bracketed_sign_of(head[price_col][:80], sheet_cur or currency)
    ):
        col_scale = 1.0  # 'Prais long wanpela (K)' under 'Olgeta prais i long Kina (PGK)': K is the kina's sign
    confidence = 1.0
    cur_how = Msg("the note {text!r}", text=notes.currency_text[:60]) if sheet_cur else None
    if price_col is not None and col_cur is None and currency is None:
        stated = _format_currency(s, price_col, outright=True)
        if stated is not None and stated != sheet_cur:
            sheet_cur, cur_how = stated, Msg("the price column's number format (its currency and locale)")
    languages = tuple(lexicon().sheet_languages(notes.texts + head))
    if price_col is not None and col_cur is None and sheet_cur is None:
        sheet_cur = _format_currency(s, price_col)
        cur_how = Msg("the price column's number format") if sheet_cur else None
        sign = _bare_shared_sign(s, price_col, sheet_cur) if sheet_cur and not notes.codes_named else None
        if sign is not None:
            # '"$"#,##0.00' on a Fijian sheet, '£#,##0.00' on a St Helena one: a shared sign without a locale is the
            # sheet's own currency that writes it, as the sign in its header would be (unless a note names a
            # currency code: '* USD' says which dollar)
            told = _shared_sign_currency(rows, t, price_col, sign, languages, notes.texts)
            if told is not None and told[0] != sheet_cur:
                # the sign is shown by the cells' format alone, and another currency writes it too: the place, tax
                # or language read it, and the user checks (the St Helena pound and sterling are both '£', at par)
                warnings.append(
                    Msg(
                        "the prices' currency is only the sign {sign!r} in the price column's number format; read "
                        "as {cur} ({how}), though {other} writes the same sign (pass --currency if not)",
                        sign=sign,
                        cur=told[0],
                        how=told[1],
                        other=sheet_cur,
                    )
                )
                confidence *= 0.8
                sheet_cur, cur_how = told[0], Msg("the price column's number format")
                t.conventions.append(told[1])
    if price_col is not None and currency is None and (sheet_cur is None or col_cur is None):
        # 'Rs', 'FCFA', 'Shs', 'kr' or a bare '$' or '£' in the price column: the sheet's own place or language says
        # which currency it is; a note naming a currency the sign never writes ('Prices subject to dollar rate' over
        # 'Rs. 7,85,000/-') speaks of something else, not of the cells' money
        told = _shared_sign_currency(rows, t, price_col, head[price_col], languages, notes.texts, sheet_cur)
        if told is not None and told[0] != col_cur:
            col_cur = told[0]
            t.conventions.append(told[1])
            if _weak_sign(told):
                warnings.append(told[1])
                confidence *= 0.8
            if sheet_cur is not None and sheet_cur != col_cur:
                sheet_cur, cur_how = col_cur, told[1]
    if price_col is not None and col_cur is None and sheet_cur is None and currency is None:
        col_cur = _header_sign(head[price_col], languages)
    if (
        price_col is not None
        and col_cur is None
        and sheet_cur is None
        and currency is None
        and not _priced_with_currency(rows, t, price_col)
    ):
        said = _currency_of_other_headers(head, price_col, languages)
        if said is not None:
            # '单价' | … | '原价（元）' | '应付金额（元）': the line's other amounts name the one currency the table is in
            sheet_cur, cur_how = said[0], Msg("the headers of the table's other amounts ({heads})", heads=said[1])
            warnings.append(
                Msg(
                    "the price column names no currency; read as {cur}, the one currency the headers of the "
                    "table's other amounts name ({heads})",
                    cur=said[0],
                    heads=said[1],
                )
            )
    if price_col is not None and sheet_cur is None and col_cur is None and currency is None:
        # 'Prix unitaires en FCFA HT' above bare amounts, or a '"K"#,##0.00' number format: a sign several
        # currencies share, decided by the place, tax or language the sheet names; undecided, it stays unread
        told = _note_or_format_sign(s, price_col, notes, languages)
        if told is not None:
            sheet_cur, cur_how = told
            t.conventions.append(told[1])
            if _weak_sign(told):
                warnings.append(told[1])
                confidence *= 0.8
            if (
                col_scale != 1.0
                and isinstance(head[price_col], str)
                and bracketed_sign_of(head[price_col][:80], sheet_cur)
            ):
                col_scale = 1.0  # 'Replacement cost new per unit (K)' on a kwacha sheet: K is the sign, not thousands
    if sheet_cur is not None and sheet_cur.startswith(SIGN):  # '¥' is yen in a Japanese sheet, yuan in a Chinese one
        sign = sheet_cur[len(SIGN) :]
        resolved, note = resolve_sign(sheet_cur, [currency], languages)
        told = None
        if currency is None:
            # '"Rs. "#,##0.00' is the only currency the sheet writes: the place, tax or language it names settles
            # the sign as a header's would; else its usual currency is read, and each quote says so
            codes = set(lexicon().ambiguous_signs().get(sign, ()))
            told = _sign_by_sheet(sign, codes, languages, notes.texts) if len(codes) > 1 else None
        if told is not None:
            resolved = told[0]
            t.conventions.append(told[1])
        if (note is not None and told is None) or _weak_sign(told):
            warnings.append(told[1] if told is not None else note)
            confidence *= 0.8
        sheet_cur = resolved
    dollars = (sheet_cur or col_cur or currency) == "USD" or (
        (sheet_cur or col_cur or currency) is None and price_col is not None and _dollar_cells(rows, t, price_col)
    )
    if dollars and notes.as_of is not None:
        us = read_notes(above + below, today, usd=True)  # a US quote writes the month first
        if notes.valid_until is not None and us.valid_until is not None and us.valid_until >= (us.as_of or ""):
            notes.valid_until = us.valid_until  # ('Updated 12/4/26 — prices good thru 12/11/26': both month first)
        notes.as_of, notes.month_only, notes.order_guessed = us.as_of, us.month_only, us.order_guessed
    if (
        notes.order_guessed
        and notes.as_of is not None
        and not dollars
        and sheet_cur not in (None, "USD")
        and not any(isinstance(v, str) and ("USD" in v[:400].upper() or "US$" in v[:400]) for v in above + below)
    ):
        # 'Exported 05/12/2026' beside a fee of '$249' on a sheet in New Zealand dollars: the '$' that made the
        # month first a guess is not the US dollar's (no note names the US dollar); the sheet's currency writes the
        # day first
        other = read_notes(above + below, today, day_first=True)
        if other.as_of is not None and other.as_of != notes.as_of:
            notes.as_of, notes.month_only = other.as_of, other.month_only
            if other.valid_until is not None:
                notes.valid_until = other.valid_until
    day_first = None  # the quote date read day first, where the month was read first by a guess
    if notes.order_guessed and notes.as_of is not None:
        other = read_notes(above + below, today, day_first=True).as_of
        day_first = other if other != notes.as_of else None
    month_first = None  # the quote date read month first, where the day first reading was taken for its validity
    if day_first is not None and _holds_only_day_first(notes.as_of, day_first, notes, today):
        notes.as_of, month_first, day_first = day_first, notes.as_of, None
    if t.dated_price is not None:
        notes.as_of = t.dated_price  # a price history's newest column: its date is the quote's
    opened = None  # the bid opening day taken as the quote date, the sheet giving no other
    if notes.as_of is None and notes.opening_date is not None and t.dated_price is None:
        # 'Bid opening: 3 December 2026' and no other day: the bids were made by then and read out that day (a
        # record of the opening is dated by it); the quote date is the opening day, marked for the user to check
        notes.as_of = opened = notes.opening_date
    if notes.as_of is None:
        as_of = today.isoformat()
        if not specs and "quote_date" in t.columns:
            # an order report's 'Order Date' column: each line is dated by its own cell
            warnings.append(
                Msg(
                    "no quote date found in the sheet's notes: each line is dated by its own date in column {col}; a "
                    "line without one is dated {today} (the import date)",
                    col=column_letter(t.columns["quote_date"]),
                    today=today.isoformat(),
                )
            )
        elif not specs:
            warnings.append(
                Msg("no quote date found in the sheet; dated {today} (the import date)", today=today.isoformat())
            )
    else:
        as_of = notes.as_of
        if notes.month_only and t.dated_price is None:
            warnings.append(
                Msg(
                    "quote date: the sheet names a month, not a day; read as the month's first day, {date} (the "
                    "day is not stated)",
                    date=as_of,
                )
            )
        if notes.year_assumed:
            warnings.append(
                Msg(
                    "quote date: the sheet gives its day and month without the year; read as {date}, the latest "
                    "such day up to a week after the import date",
                    date=as_of,
                )
            )
    script_cur = _assumed_currency(languages)
    if (sheet_cur or col_cur) is None and currency is None and kind == "prices" and "currency" not in t.columns:
        taxed = (
            _currency_from_tax_word(
                rows, t, price_col, col_scale, languages, [*head, *notes.texts], matcher, notes.tax_rate
            )
            if script_cur is None
            else None
        )
        weak = None  # (the currency, how it was found, the warning) read from weak evidence, marked for review
        if taxed is not None:
            weak = (
                taxed[0],
                Msg("the sheet's language and its tax word {word!r} (no currency in the sheet)", word=taxed[1]),
                Msg(
                    "no currency named in the sheet; prices read as {cur}, the currency of its language ({language}) "
                    "whose tax word {word!r} it writes and in which its prices fit the devices' reference prices: "
                    "weak evidence (pass --currency if not)",
                    cur=taxed[0],
                    language=lexicon().languages[languages[0]].name,
                    word=taxed[1],
                ),
            )
        elif script_cur is None:
            guessed = _currency_from_prices(rows, t, price_col, col_scale, languages, matcher)
            placed = (
                _currency_of_places(rows, t, price_col, col_scale, [*head, *notes.texts], matcher)
                if guessed is None
                else None
            )
            if placed is not None:
                weak = (
                    placed[0],
                    Msg("the place the sheet names, {place!r} (no currency in the sheet)", place=placed[1]),
                    Msg(
                        "no currency named in the sheet; prices read as {cur}, the currency of the place it names "
                        "({place!r}), in which its prices fit the devices' reference prices: weak evidence (pass "
                        "--currency if not)",
                        cur=placed[0],
                        place=placed[1],
                    ),
                )
            elif guessed is None and (
                spoken := _currency_of_language(rows, t, price_col, col_scale, languages, matcher)
            ):
                # '原價' | '售價' in NT$ with no currency written: of the currencies its language is priced in
                # (中文: CNY, TWD, HKD), the one its prices fit
                weak = (
                    spoken[0],
                    Msg("the currencies the sheet's language is priced in (no currency in the sheet)"),
                    Msg(
                        "no currency named in the sheet; prices read as {cur}: of the currencies sheets in {language} "
                        "are priced in ({codes}), the only one in which its prices fit the devices' reference prices: "
                        "weak evidence (pass --currency if not)",
                        cur=spoken[0],
                        language=spoken[1],
                        codes=", ".join(spoken[2]),
                    ),
                )
            elif guessed is None and (signed := _currency_of_sign(rows, t, price_col, col_scale, languages, matcher)):
                # '$103,990 ~ $112,900' on a Taiwan price-comparison page: a '$' its prices do not fit as US dollars,
                # of the currencies its language is priced in that write '$', the one they fit
                weak = (
                    signed[0],
                    Msg("the currencies the sheet's language is priced in that write {sign!r}", sign=signed[1]),
                    Msg(
                        "the prices are written with {sign!r} alone; read as {cur}: of the currencies sheets in "
                        "{language} are priced in that write it, the only one in which its prices fit the devices' "
                        "reference prices (not {usual}): weak evidence (pass --currency if not)",
                        sign=signed[1],
                        cur=signed[0],
                        language=signed[2],
                        usual=signed[3],
                    ),
                )
            elif guessed is not None:
                weak = (
                    guessed,
                    Msg("the reference prices of the devices named (no currency in the sheet)"),
                    Msg(
                        "no currency named in the sheet; prices read as {cur}, the currency in which they match the "
                        "reference prices of the devices named (pass --currency if not)",
                        cur=guessed,
                    ),
                )
        if weak is not None:
            sheet_cur, cur_how, weak_warning = weak
            confidence *= 0.7
            warnings.append(weak_warning)
    if (
        (sheet_cur or col_cur) is None
        and currency is None
        and kind == "prices"
        and "currency" not in t.columns
        and script_cur is None
        and len(notes.amount_currencies) == 1
        and price_col is not None
        and _bare_prices(rows, t, price_col)
    ):
        # bare prices the reference prices do not place, and one currency written beside amounts in the notes
        # ('Tipo de cambio ref.: S/ 3,38'): the sheet's money, inferred, so every quote is marked for review
        sheet_cur = next(iter(notes.amount_currencies))
        confidence *= 0.7
        cur_how = Msg("the amounts in the sheet's notes (no currency beside the prices)")
        warnings.append(
            Msg(
                "no currency beside the prices; read as {cur}, the only currency the sheet's notes write beside an "
                "amount (pass --currency if not)",
                cur=sheet_cur,
            )
        )
    if (sheet_cur or col_cur) is None and currency is None and kind in ("prices", "cloud"):
        if script_cur is not None and "currency" not in t.columns:
            sheet_cur = script_cur
            confidence *= 0.8
            cur_how = Msg("the sheet's language (no currency in the sheet)")
            warnings.append(
                Msg(
                    "no currency named in the sheet; prices read as {cur}, the currency of the sheet's language "
                    "(pass --currency if not)",
                    cur=script_cur,
                )
            )
    if (
        (sheet_cur or col_cur) is None
        and currency is None
        and kind in ("prices", "cloud")
        and "currency" not in t.columns
        and len(notes.codes_named) == 1
        and price_col is not None
        and _bare_prices(rows, t, price_col)
    ):
        # no word about prices the lexicon reads, but the sheet writes one currency's code or own sign somewhere
        # around the table ('Dezorim: USD', a lone 'HKD', '(€)'): its money, inferred from the code alone, so every
        # quote is marked for review and says where the code stood
        sheet_cur, named = next(iter(notes.codes_named.items()))
        confidence *= 0.7
        cur_how = Msg("the only currency code or sign the sheet writes ({text!r})", text=named[:60])
        warnings.append(
            Msg(
                "no currency beside the prices; read as {cur}, the only currency the sheet names ({text!r}; pass "
                "--currency if not)",
                cur=sheet_cur,
                text=named[:60],
            )
        )
    std = None
    if kind == "prices" and "price" in t.inferred and price_col is not None:
        std = standard_rate(sheet_cur or col_cur or currency or _cells_currency(rows, t, price_col))
    if std is not None and not t.alt and not t.roles and price_col is not None:
        # two amount columns no header word names, standing in the ratio 1 + the standard VAT rate of the sheet's
        # currency on every line: the larger is the price with VAT, the smaller the same price without it
        taken = set(t.columns.values()) - {price_col}
        pair = tax_pair(rows, t.header, price_col, taken, std.rate, s.hidden_rows)
        if pair is not None:
            t.columns["price"], t.alt["excl"] = pair
            t.roles = frozenset({"vat_incl"})
            price_col = pair[0]
            t.conventions.append(
                Msg(
                    "columns {incl} and {excl} stand in the ratio 1 + {rate:g}% on every line, the standard VAT "
                    "rate of {country} ({cur}): {incl} is read as the price with VAT and {excl} as the price without, "
                    "not from a header word: check them",
                    incl=column_letter(pair[0]),
                    excl=column_letter(pair[1]),
                    rate=round(std.rate * 100, 3),
                    country=std.country,
                    cur=std.currency,
                )
            )
    if kind == "prices" and price_col is not None and "excl" not in t.alt and not t.roles & {"vat_incl", "vat_excl"}:
        _unmarked_over_excl(rows, t, head, price_col, s.hidden_rows)
    # said after the rows are read, and only when a price named no currency of its own ('CHF 28,500' does)
    warn_no_currency = (
        (sheet_cur or col_cur) is None and currency is None and kind == "prices" and "currency" not in t.columns
    )
    rates_not_prices = None
    beside = (
        rate_beside_period(rows, t.header + 1, price_col, range(min(len(head), 60)))
        if kind == "prices" and "price" in t.inferred
        else None
    )
    if beside is not None and (
        _other_currency(head, price_col, beside[0])
        or _prices_by_size(rows, t, price_col, col_scale, sheet_cur or col_cur or currency, matcher)
    ):
        # the ratio is an exchange rate, not a period's hours ('Morva (USD) | Zentu (ZAR)', 18 to 1 like a day's
        # hours; USD beside INR like a week's): the headers name two currencies, or the amounts are purchase prices
        beside = None
    if beside is not None:
        # no header word says what the amounts are, and a column beside them is they times the hours of a month
        # (or day, week) on every row: an hourly rate and the longer period's rate, whatever the currency
        t.columns["hourly"] = t.columns.pop("price")
        t.kind = kind = "cloud"
        t.inferred = [("hourly" if f == "price" else f) for f in t.inferred]
        if beside[0] not in t.columns.values() and all(c != beside[0] for c, _m in t.terms):
            t.terms = [*t.terms, (beside[0], None)]  # the longer period's rate: a committed rate of its own
        t.conventions.append(
            Msg(
                "price: column {col} names no price kind; column {other} beside it is its amounts times the hours "
                "of a {period} on its rows: read as rates per hour, and column {other} as a committed rate",
                col=column_letter(price_col),
                other=column_letter(beside[0]),
                period=PERIOD_UNITS[beside[1]],
            )
        )
    elif (
        kind == "prices"
        and "price" not in t.inferred
        and not any(r.startswith("period") or r == "lease" for r in t.roles)
        and not t.lease_terms
        and price_col is not None
        and _rates_by_size(rows, t, price_col, col_scale, sheet_cur or col_cur or currency, matcher)
    ):
        # the header's words say a price ('Rate (USD)', 'Price'), its amounts are the size of hourly rates for the
        # devices on their rows: words and values disagree, so every quote read from it is for the user to check
        rates_not_prices = Msg(
            "column {col} ({head}): its amounts are the size of hourly rates for the devices on their rows (their "
            "reference prices paid back in {low:,.0f}-{high:,.0f} hours), not of purchase prices: check whether "
            "they are rates per hour",
            col=column_letter(price_col),
            head=head[price_col][:30] if price_col < len(head) else "",
            low=PAYBACK_HOURS[0],
            high=PAYBACK_HOURS[1],
        )
    elif (
        kind == "prices"
        and "price" in t.inferred
        and _rates_by_size(rows, t, price_col, col_scale, sheet_cur or col_cur or currency, matcher)
    ):
        # no header word says what the amounts are, and they are the size of hourly rates for the devices on their
        # rows (an H100 at 2.49, not at 25,000): the table is a rate card
        t.columns["hourly"] = t.columns.pop("price")
        t.kind = kind = "cloud"
        t.inferred = [("hourly" if f == "price" else f) for f in t.inferred]
        t.conventions.append(
            Msg(
                "price: column {col} names no price kind; its amounts are the size of hourly rates for the devices "
                "on their rows (their reference prices paid back in {low:,.0f}-{high:,.0f} hours): read as rates "
                "per hour",
                col=column_letter(price_col),
                low=PAYBACK_HOURS[0],
                high=PAYBACK_HOURS[1],
            )
        )
    for f in t.inferred:
        warnings.append(
            Msg(
                "the {field} column ({col}) was recognised from the data under it, not from its header",
                field=field_words(f),
                col=column_letter(t.columns[f]),
            )
        )
    if s.hidden_cols:
        warnings.append(
            Msg(
                "hidden columns skipped (not part of the offer): {cols}",
                cols=", ".join(column_letter(c) for c in sorted(s.hidden_cols)[:12]),
            )
        )
    # who sent it: as given; else a per-line supplier column ('供应商' in a Feishu or Lark export); else a seller's
    # label anywhere on the sheet (a fapiao's '销售方名称', often under the lines); else a company in the title rows;
    # the file's name only as a last resort, shortened
    from_column, suppliers = ("", [])
    if not vendor and "vendor" in t.columns:
        from_column, suppliers = vendor_column(rows, t.header + 1, t.columns["vendor"])
        if len(suppliers) > 1:
            warnings.append(
                Msg(
                    "the {col} column names {n} suppliers ({names}): the import keeps one vendor for the file, "
                    "'{vendor}'; import each supplier's lines apart (or give the vendor) to tell their quotes apart",
                    col=column_letter(t.columns["vendor"]),
                    n=len(suppliers),
                    names=", ".join(suppliers[:5]) + (", …" if len(suppliers) > 5 else ""),
                    vendor=from_column,
                )
            )
    end = len(rows)
    tail = [v for r in range(max(t.header + 1, end - 60), end) for v in rows[r] if isinstance(v, str) and v.strip()]
    named = vendor or from_column or labelled_seller(above + tail) or guess_vendor(above, "")
    vendor = named or vendor_from_file_name(path.stem)  # the sheet names none: a short name from the file's
    mapping_json = {
        f: {"column": column_letter(c), "header": head[c] if c < len(head) else ""} for f, c in t.columns.items()
    }
    for role, c in t.alt.items():
        mapping_json[f"price_{role}"] = {"column": column_letter(c), "header": head[c]}
    for c, months in t.terms:  # committed-term rates beside the on-demand one
        mapping_json[f"price_term_{months or column_letter(c)}"] = {"column": column_letter(c), "header": head[c]}
    for i, (c, _q) in enumerate(t.tiers, 1):  # quantity-break tiers, fewest units first
        mapping_json[f"price_tier_{i}"] = {"column": column_letter(c), "header": head[c] if c < len(head) else ""}
    preview = ImportPreview(
        file=str(path),
        file_name=path.name,
        sha256=sha,
        sheet=s.name,
        sheets=[s.name],
        header_row=t.header + 1,
        mapping=mapping_json,
        kind=kind,
        vendor=vendor,
        vendor_from_file=not named,
        as_of=as_of,
        sheet_currency=sheet_cur or col_cur or currency,
        rows=[],
        rejected=[],
        warnings=warnings,
        header_cells=head,
        columns=dict(t.columns),
        head_rows=[[text[v] for v in row] for row in rows[: t.header + 41]],
        dated=notes.as_of is not None,
        dated_by_report=notes.report_date,
        conventions=list(t.conventions),
    )
    if specs:
        preview.warnings = list(s.warnings)
        read_specs(preview, rows, t.header, t.columns, text, catalog, tick)
        return preview
    col_rate, rate_col = _rate_column(rows, t, head, s.hidden_rows)
    if notes.tax == "excl" and price_col is not None and "excl" not in t.alt and adds_tax(head[price_col]):
        # 'Paket Fiyatı (USD + KDV)' as the only price, under 'KDV (%20) hariçtir': the tax is to be added to it,
        # as the note says, not already in it
        t.roles = t.roles - {"vat_incl"}
    apart = _tax_shown_apart(rows, t, head) if notes.tax is None else None
    if apart is not None:
        notes.tax = "excl"  # 'Unit Price' | 'VAT 16%' | 'Total': the line's tax is added to its unit price
        notes.tax_text = head[apart]
    ctx = Context(
        file=path.name,
        sheet=s,
        table=t,
        kind=kind,
        matcher=matcher,
        col_cur=col_cur,
        col_scale=col_scale,
        sheet_cur=sheet_cur,
        default_cur=currency,
        tax=notes.tax,
        tax_by_currency=notes.tax_by_currency,
        tax_general=notes.tax_general,
        home=script_cur,
        languages=languages,
        # a column of rates that differ by line gives each line its own rate: no sheet rate is assumed
        tax_rate=col_rate
        or notes.tax_rate
        or _header_rate(t, head, price_col)
        # a zero-rated sale ('零稅率') states its rate, 0: no standard rate is assumed for it
        or (notes.tax_rate if notes.tax_rate == 0 or rate_col is not None else _assumed_rate(preview, notes, t)),
        rate_stated=bool(col_rate or notes.tax_rate is not None or _header_rate(t, head, price_col)),
        rate_col=rate_col,
        quote_date=as_of,
        dated=notes.as_of is not None,
        valid_until=None if _undated_validity(notes) else _valid_until(notes, as_of),
        valid_days=(
            notes.valid_days
            if notes.valid_days is not None
            and not notes.valid_until
            and not notes.valid_from_opening
            and not notes.valid_business_days
            else None
        ),
        condition=_sheet_condition([sheet_text(v) for v in above if isinstance(v, str)], matcher)
        or _notes_condition([sheet_text(v) for v in below if isinstance(v, str)], matcher),
        bidding=asks_to_buy(above),
        evidence=_table_evidence(t, price_col, head),
        sheet_currency_evidence=(
            Msg("sheet currency {cur} from {how}", cur=sheet_cur, how=cur_how) if sheet_cur and cur_how else None
        ),
        confidence=confidence * (0.85 if {"price", "hourly", "model"} & set(t.inferred) else 1.0),
        tax_from=Msg("the note {text!r}", text=notes.tax_text[:60]) if notes.tax_text else "",
        quotes=preview.rows,
        rejected=preview.rejected,
        warnings=warnings,
        plausible=Plausibility(),  # purchase prices and hourly rates, judged per row by the table's kind
        tick=tick,
    )
    preview.rejected.extend(_totals_above(rows, t, s.hidden_rows, text))
    if _undated_validity(notes):
        warnings.append(
            Msg("valid {n} days from a day the sheet does not give; no expiry date read", n=notes.valid_days)
        )
    if s.notes is None:  # (a region of a sheet, read turned, has no rows above of its own)
        preview.rejected.extend(_offers_above(rows, t, s.hidden_rows, text, matcher, preview.rejected))
    tick.check()
    read_quotes(ctx, rows, text)
    if s.record_row is not None:
        preview.rejected.extend(_around_records(s))
        # a form's record: its columns above are the records' fields, not the sheet's; the cells are said here
        for i, q in enumerate(preview.rows):
            said = Msg(
                "a record of field/value rows: the model in row {row}, the price in {cell}",
                row=q.source_row,
                cell=q.cell,
            )
            preview.rows[i] = q._replace(evidence=(*q.evidence, said))
    tick.check()  # the passes over the quotes below are linear each; checked between them
    if t.converted is not None and s.origin is None and s.record_row is None:
        preview.rejected.extend(_converted_amounts(preview, rows, t))
    if s.origin is None and s.record_row is None:
        _sums_of_lines(preview, rows, t)
        _price_changes(preview, rows, t, as_of, text)
    _superseded_history(preview, rows, t, dated=notes.as_of is not None)
    _machines_of_one(preview, t)
    _upfront_and_hourly(preview, rows, t)
    _second_products(preview, rows, t, matcher)
    unread_periods(preview, rows, t, s, price_col, matcher)
    if notes.month_only and t.dated_price is None and notes.as_of == as_of:
        # the day of the quote date is assumed: said on every quote dated by it, where the user looks at the date
        said = Msg("quote date {date}: the sheet names a month, not a day (its first day assumed)", date=as_of)
        _say_on_dated(preview, as_of, said)
    _review_change_dates(preview, t, head, notes.as_of is None)
    _fixed_blocks(preview, rows, t)
    _line_quote_dates(preview, rows, t)
    tick.check()
    if {"excl", "incl"} & t.alt.keys():
        _pair_rate_on_request(preview)
    if notes.dated_otherwise and t.dated_price is None and notes.as_of == as_of:
        # two days the sheet gives: the offer's own date and the day its prices take effect; the latter is read, the
        # former said on every quote dated by it (a price-change notice, a list 'valid from' a later day)
        said = Msg(
            "quote date {date}: the day the prices take effect; the sheet itself is dated {other}: check which "
            "one the offer holds",
            date=as_of,
            other=notes.dated_otherwise,
        )
        _say_on_dated(preview, as_of, said)
    if month_first is not None and t.dated_price is None and notes.as_of == as_of:
        said = Msg(
            "quote date {date}: read day first, the one order under which the offer's {days} days of validity hold "
            "on the import day; month first it is {other}: check",
            date=as_of,
            days=notes.valid_days,
            other=month_first,
        )
        _say_on_dated(preview, as_of, said)
    if day_first is not None and t.dated_price is None and notes.as_of == as_of:
        # '02/12/2026' on a US-dollar sheet in English, no date on it that only one order reads: the month is read
        # first (US order) but the sheet may be from anywhere dollars are quoted; said on every quote dated by it
        said = Msg(
            "quote date {date}: read month first (a US-dollar sheet in English, no date on it says the order); day "
            "first it is {other}: check",
            date=as_of,
            other=day_first,
        )
        _say_on_dated(preview, as_of, said)
    if opened is not None and notes.as_of == as_of:
        said = Msg("quote date {date}: the bid opening day (the sheet gives no other): check", date=as_of)
        preview.rows[:] = [
            q._replace(needs_review=True, warnings=(*q.warnings, said)) if q.quote_date == as_of and q.dated else q
            for q in preview.rows
        ]
    _review_partly_read_rows(preview)
    if s.models_from_comments and s.origin is None:
        _review_comment_models(s, preview)
    if t.tax_flag is None:
        _tax_in_line_notes(preview, rows, t, s, None if ctx.rate_stated else ctx.tax_rate)
    tick.check()
    _section_conditions(preview, rows, t, s.hidden_rows)
    _section_taxes(preview, rows, t, s.hidden_rows, today)
    _description_conditions(preview, rows, t)
    _priced_for_its_count(preview, t)
    _summary_rows(preview)
    _bids_replaced_by_later_ones(preview, rows, t, s)
    _price_in_words(preview, rows, t, s, above + below, words_only)
    tick.check()
    if notes.tax in (None, "excl") and t.tax_flag is None:
        _tax_line_below(preview, rows, t, s.hidden_rows)
    rent_note = notes.tax_text or next((x for x in notes.texts if names_tax(x[:400].lower()) and _rent_only(x)), "")
    if _rent_only(rent_note):
        _rent_tax_not_on_purchases(preview, rent_note)
    review_margins(preview, s, t, head, notes, price_col, matcher)  # decisions with a thin margin: marked for review
    tick.check()
    if kind == "cloud":
        _billed_months(preview, rows, t)
    if price_col is not None and {"price", "hourly"} & set(t.inferred):
        # no header word stands behind the price column: every quote read from it is for the user to check
        said = Msg(
            "price column {col} was recognised from its amounts, not from a header word: check it",
            col=column_letter(price_col),
        )
        preview.rows[:] = [
            q._replace(needs_review=True, confidence=min(q.confidence, 0.8), evidence=(*q.evidence, said))
            for q in preview.rows
        ]
    if rates_not_prices is not None:
        preview.rows[:] = [
            _for_review(q, rates_not_prices) if q.price_kind == "purchase" and cell_column(q) == price_col else q
            for q in preview.rows
        ]
    preview.regions.append(_region(s, ctx, len(rows)))
    if warn_no_currency and (ctx.no_currency or not preview.rows):
        warnings.append(
            Msg(
                "no currency in the sheet's notes, headers or number formats; each price must name its own (or pass --currency)"
            )
        )
    if ctx.skipped_hidden:
        warnings.append(Msg("{n} hidden rows skipped (not part of the offer)", n=ctx.skipped_hidden))
    unmatched = [(warn, at) for warn, at in ctx.unmatched.items() if at]  # (a row a later line resolved leaves)
    for i, (warn, at) in enumerate(unmatched):
        if i == MAX_MATCH_WARNINGS:
            warnings.append(
                Msg(
                    "{n} more models are unmatched or uncertain; each row says so in its warnings",
                    n=len(unmatched) - MAX_MATCH_WARNINGS,
                )
            )
            break
        warnings.append(Msg("{rows}: {what}", rows=rows_text(at), what=warn))
    for model, at in ctx.ambiguous.items():
        cands = matcher.match(model)[0].candidates
        warnings.append(
            Msg(
                "{rows}: {model!r} could be {candidates}; kept as unknown device (pick the device in the "
                "import dialog)",
                rows=rows_text(at),
                model=model[:80],
                candidates=" or ".join(cands),
            )
        )
    if ctx.plausible is not None:
        ctx.plausible.report(warnings)
    units = {u for u in set(map(_UNITS, preview.rows)) if u > 1}  # distinct values first: one C pass over the rows
    if units and pack_column(ctx):
        if price_per_pack(ctx):  # a 'Unit price' beside 'Pcs per box' is per device already
            preview.conventions.append(Msg("a box's price is divided by the units in it: the quote is per device"))
    elif units:
        preview.conventions.append(
            Msg("a server's or an instance's price is divided by its accelerators: the quote is per device")
        )
    if "incl" in map(_TAX, preview.rows):
        preview.conventions.append(Msg("prices include VAT (what is paid); the basis and rate are recorded"))
    if any(q.condition == "" and not q.price_kind.startswith("hourly") for q in preview.rows):
        preview.conventions.append(
            Msg(
                "condition: where the sheet does not say, a quote is read as new (its condition stays empty; "
                "condition_when_unstated says so)"
            )
        )
    preview.warnings = warnings
    return preview


#: a date in a price header: '01.01.2027' (day first, as a dotted date is written), '2027-01-01'
_HEAD_DATE = re.compile(r"(?<!\d)(\d{1,2})\.(\d{1,2})\.(\d{4})(?!\d)|(?<!\d)(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)")


@lru_cache(maxsize=1024)
def _head_start(text: str) -> str | None:
    """The day a price header's prices start ('On-demand from 01.01.2027', 'Preis gültig ab 01.01.2027'): a date
    right after a start word (data/lexicon price_text.from, date.valid_from), ISO; else None."""
    low = fold(str(text)[:80]).lower()
    m = _HEAD_DATE.search(low)
    if m is None:
        return None
    before = low[: m.start()].rstrip(" :")
    words = [fold(w).lower() for w in (*lexicon().words("price_text.from"), *lexicon().words("date.valid_from")) if w]
    if not any(before.endswith(w) for w in words):
        return None
    d, mo, y = (m.group(1), m.group(2), m.group(3)) if m.group(1) else (m.group(6), m.group(5), m.group(4))
    try:
        return dt.date(int(y), int(mo), int(d)).isoformat()
    except ValueError:
        return None


def _price_changes(preview: ImportPreview, rows: list[list], t: Table, as_of: str, text) -> None:
    """A price-change notice's columns ('On-demand current' | 'On-demand from 01.01.2027', the same for a committed
    term): on a row, the rate from a later day is the offer (as a revised price is, data/lexicon price_role.revised)
    and the rate it replaces, of the same kind and term from a column naming no start, is history kept in the
    offer's notes, never a second quote beside it. A row whose later column says it is retired or off sale
    ('retired 31.12.2026'; data/lexicon status) and holds no rate has no offer from that day: its current rates
    are no quotes, and the row is rejected saying so."""
    starts = {c: d for c, h in enumerate(t.texts[:HEADER_SEARCH_COLS]) if h and (d := _head_start(h)) and d > as_of}
    if not starts or not preview.rows:
        return
    ended = lexicon().finder("status.off_sale", "status.withdrawn", "status.expired")
    groups: dict[tuple, list[int]] = {}
    for i, q in enumerate(preview.rows):
        groups.setdefault((q.sheet, q.source_row, q.price_kind, q.lease_term_months), []).append(i)
    drop: set[int] = set()
    retired: dict[int, tuple[str, str]] = {}
    for (sheet, row, _kind, _term), idx in groups.items():
        cols = {i: cell_column(preview.rows[i]) for i in idx}
        new = [i for i in idx if cols[i] in starts]
        old = [i for i in idx if cols[i] not in starts]
        if len(new) == 1 and old:
            i = new[0]
            q = preview.rows[i]
            said = "; ".join(
                Msg(
                    "the rate it replaces from {day}: {raw} ({head})",
                    day=starts[cols[i]],
                    raw=preview.rows[j].raw_price,
                    head=t.texts[cols[j]][:30] if 0 <= cols[j] < len(t.texts) else "",
                )
                for j in old
            )
            preview.rows[i] = q._replace(
                # (a validity ending before the change is the replaced rate's: 'current rates apply until 31 Dec')
                valid_until=None if q.valid_until and q.valid_until < starts[cols[i]] else q.valid_until,
                notes=f"{q.notes}; {said}" if q.notes else said,
                evidence=(
                    *q.evidence,
                    Msg("the rate from {day} of a price-change notice: the offer", day=starts[cols[i]]),
                ),
            )
            drop.update(old)
        elif not new and old and not sheet:
            r = row - 1
            cells = rows[r] if 0 <= r < len(rows) else []
            said = next(
                (
                    (text[cells[c]], d)
                    for c, d in starts.items()
                    if c < len(cells) and isinstance(cells[c], str) and ended.search(fold(text[cells[c]]).lower())
                ),
                None,
            )
            if said is not None:
                drop.update(old)
                retired[row] = said
    if not drop:
        return
    preview.rows[:] = [q for i, q in enumerate(preview.rows) if i not in drop]
    for row, (word, day) in retired.items():
        preview.rejected[:] = [j for j in preview.rejected if not (j.source_row == row and not j.sheet)]
        preview.rejected.append(
            Rejected(
                row,
                Msg(
                    "a line the price-change notice retires ({word!r}): no rate from {day} on, its current rate is "
                    "no offer",
                    word=word[:40],
                    day=day,
                ),
            )
        )


#: the lines above a row summed at most, for `_sums_of_lines` (a longer table's total is named by its words)
SUM_LINES = 400


def _line_amount(v, signed: bool = False) -> float | None:
    """A cell's amount: a number, or a text amount ('₱568,500.00'; with `signed`, only one naming its currency: a
    lead time's '4周' or 'in stock (6 units)' is no amount)."""
    if v.__class__ in (int, float) and not isinstance(v, bool):
        return float(v) if v == v else None
    if isinstance(v, str) and v.strip() and any(ch.isdigit() for ch in v[:40]):
        p = parse_price(v[:60], default_currency="XXX")
        if signed and p.currency in (None, "XXX"):
            return None
        return p.min if p.ok and not p.on_request and p.min == p.max else None
    return None


def _summable(reason) -> bool:
    """Whether a line's reason names no kind a sum of the lines above would contradict: a tax line (a tax word beside
    a total, 'Sommen dhien (heb VAT)') or a line naming no device at all."""
    template = getattr(reason, "template", "")
    if template == "a line that names no device, model or maker ({text!r}), not a product":
        return True
    return template == "{what}, not a product" and str(reason.values.get("what")) in (
        "a tax line",
        "a tax total line (the sum of a tax on the lines above)",  # a sum of the lines is no tax's sum
    )


def _sums_of_lines(preview: ImportPreview, rows: list[list], t: Table) -> None:
    """A line not imported whose amount is the sum of the line amounts above it in the table ('Sommen dhien (heb
    VAT) | 301,485', 'KABILUGAN (upod na ang VAT) | ₱18,326,000.00', whatever the language): a total, and its reason
    says so (a word of tax beside it named it a tax line). Each line's amount is its total column's, else its
    rightmost amount from the price column on; a row counts once, in one pass down the table (linear)."""
    price, total = t.columns.get("price"), t.columns.get("total")
    if price is None or not preview.rejected:
        return
    # (only a reason that names no other kind: a tax word beside the total, or no word of a kind at all; a discount,
    # a rebate or an installation line keeps what it was said to be)
    at = {j.source_row: i for i, j in enumerate(preview.rejected) if not j.sheet and _summable(j.reason)}
    if not at:
        return
    last = min(max(at), t.header + 1 + SUM_LINES, len(rows))
    running, lines, top = 0.0, 0, 0.0
    for r in range(t.header + 1, last):
        row = rows[r]
        i = at.get(r + 1)
        if i is not None and lines >= 2 and running > top:
            amounts = [a for v in row[:HEADER_SEARCH_COLS] if (a := _line_amount(v)) is not None and a > 0]
            hit = next((a for a in amounts if abs(a - running) <= 0.0005 * running), None)
            if hit is not None:
                preview.rejected[i] = dataclasses.replace(
                    preview.rejected[i],
                    reason=Msg(
                        "a total line: its amount {amount:,.2f} is the sum of the lines above it, not a product",
                        amount=hit,
                    ),
                )
                continue
        line = _line_amount(row[total]) if total is not None and total < len(row) else None
        if line is None:
            # the line's amount is its rightmost amount at or right of the price column (the price, or its line
            # total beside it; a charge line's one amount, 'Karyans … | 95'); a row priced in words adds nothing
            right = [
                a for v in row[price:HEADER_SEARCH_COLS] if (a := _line_amount(v, signed=True)) is not None and a > 0
            ]
            line = right[-1] if right else None
        if line is not None and line > 0:
            running += line
            lines += 1
            top = max(top, line)


def _converted_amounts(preview: ImportPreview, rows: list[list], t: Table) -> list[Rejected]:
    """Each read line's amount in a price column that is the price converted at a rate stated above the table ('單價
    RMB' = 'Unit Price HK$' x 0.92): not imported as a second quote, and said so on the line, with the rate (the
    user may pay in that currency; the offer is the one price)."""
    col, src, rate = t.converted
    from gpucompare.sheets.importer.choose import header_units

    head = t.texts[col] if col < len(t.texts) else ""
    cur = header_units(head)[0] or ""
    out: list[Rejected] = []
    seen: set[int] = set()
    for q in preview.rows:
        r = q.source_row - 1
        if q.source_row in seen or not 0 <= r < len(rows) or col >= len(rows[r]):
            continue
        v = rows[r][col]
        if v.__class__ not in (int, float) or v <= 0:
            continue
        seen.add(q.source_row)
        out.append(
            Rejected(
                q.source_row,
                Msg(
                    "{cell} ({head}): {amount:,.2f} {cur} is the price in column {src} converted at the rate the sheet "
                    "states above the table ({rate:g}): the same offer in another currency, not read as a second "
                    "quote",
                    cell=column_letter(col) + str(q.source_row),
                    head=head.strip()[:30],
                    amount=float(v),
                    cur=cur,
                    src=column_letter(src),
                    rate=rate,
                ),
                q.sheet,
            )
        )
    return out


def _region(s: Sheet, ctx, n: int) -> dict:
    """The table just read, as rows of its sheet: its header rows and the rows its data spans."""
    turned = s.origin is not None and s.origin(0, 1)[0] != s.origin(0, 0)[0]
    if not turned:  # a sheet, or a block of its columns beside another: the sheet's rows
        heads = sorted({r + 1 for r in ctx.headers})
        return {"sheet": s.name, "orientation": "rows", "header_rows": heads, "first_row": heads[0], "last_row": n}
    rows = sorted({s.origin(0, c)[0] + 1 for c in range(max((len(r) for r in s.rows), default=0))})
    quoted = {q.source_row for q in ctx.quotes}
    return {
        "sheet": s.name,
        "orientation": "columns",  # devices along a row: every row of the region that prices none is a header
        "header_rows": [r for r in rows if r not in quoted],
        "first_row": rows[0],
        "last_row": rows[-1],
    }


def _dated_note(text: str) -> bool:
    """A header cell that is a note, not a column's name: it holds a date or a figure ('2026/11/3', '报价日期
    2026-11-03', '有效期3天') and names no field."""
    return any(ch.isdigit() for ch in text[:200]) and match_header_cell(text) is None


def _undated_validity(notes) -> bool:
    """A validity in days ('Validité de l'offre' | '90 jours') on a sheet that gives no day to count them from (no
    quote date; no opening day they run from): the import date is not the offer's, so no expiry date is read."""
    if notes.as_of is not None or notes.valid_until or not notes.valid_days:
        return False
    return not (notes.valid_from_opening and notes.opening_date)


def _valid_until(notes, as_of: str) -> str | None:
    """The last day the offer holds: a date the sheet gives ('gültig bis 31.12.2026'), or its quote date plus the
    days it says ('报价有效期3天', 'valid 14 days')."""
    if notes.valid_until:
        return notes.valid_until
    if notes.valid_from_opening and notes.valid_days:
        # 'valid 90 days from bid opening': from the opening day the sheet gives, else not known (never from the
        # quote's own date, which comes before the opening)
        if notes.opening_date is None:
            return None
        as_of = notes.opening_date
    if notes.valid_days == 0:
        return as_of  # valid on the day quoted only
    if notes.valid_days and notes.valid_business_days:
        day, left = dt.date.fromisoformat(as_of), notes.valid_days
        while left:  # 'valid 5 business days': weekends do not count
            day += dt.timedelta(days=1)
            left -= day.weekday() < 5
        return day.isoformat()
    if notes.valid_days:
        return (dt.date.fromisoformat(as_of) + dt.timedelta(days=notes.valid_days)).isoformat()
    if notes.valid_month_day:  # 'valid until December 9': that day of the quote's year, or of the next one
        day = dt.date.fromisoformat(as_of)
        month, d = notes.valid_month_day
        for year in (day.year, day.year + 1):
            try:
                got = dt.date(year, month, d)
            except ValueError:
                return None
            if got >= day:
                return got.isoformat()
    if notes.valid_weekday:  # 'valid until next Monday', '有效到下礼拜一': a day of the week from the quote date (a day
        # and month beside it, 'Friday 11-Dec', read above, wins)
        day = dt.date.fromisoformat(as_of)
        wd, next_week = notes.valid_weekday
        if next_week:  # that day of the week after the quote's
            return (day - dt.timedelta(days=day.weekday()) + dt.timedelta(days=7 + wd - 1)).isoformat()
        return (day + dt.timedelta(days=(wd - 1 - day.weekday()) % 7)).isoformat()  # the next such day
    return None


#: a word then a day's number ('Nov 1', 'Dec. 30,'): a month and its day when the word is a month's name
_MONTH_DAY = re.compile(r"(?<![^\W\d_])([^\W\d_]{3,12})\.?\s(\d{1,2})(?![\d.:])")


def _sheet_condition(texts: list[str], matcher=None) -> str:
    """A condition the sheet's title or notes give all its products ('二手显卡报价', 'Refurbished GPUs'), else ''. A
    line naming a device ('3) NVIDIA RTX 4090 24GB (वापरलेले) – ₹1,68,000') says its own product's condition only."""
    from gpucompare.sheets.importer.notes import _month
    from gpucompare.sheets.importer.rows import _condition

    def undated(t: str) -> str:
        # 'Statement period: Nov 1 – Nov 30': a month's name before a day is a date, not a condition ('nov' is new)
        return _MONTH_DAY.sub(lambda m: " " if _month(m.group(1)) else m.group(0), t)

    found = set()
    long = []
    for t in texts[:40]:
        if len(t) > 80:
            long.append(t)  # a paragraph of terms: only a sentence of it that speaks of all the goods is read below
            continue
        if not (c := _condition(undated(t))):
            continue
        if matcher is not None and (m := matcher.resolve(t[:200])).device_id is not None and m.how != "fuzzy":
            continue
        found.add(c)
    if long and (c := _notes_condition(long, matcher, _SENTENCES)):
        # 'RÉSULTATS — Frais acheteur : 25 % … Matériel d'occasion vendu en l'état, sans garantie.': the head's
        # sentence selling every lot as it stands gives them all its condition
        found.add(c)
    return found.pop() if len(found) == 1 else ""


def _holds_only_day_first(month_first: str | None, day_first: str, notes, today: dt.date) -> bool:
    """Whether, of a guessed order's two readings of a quote date ('02/12/2026' on a dollar sheet), only the day-first
    one leaves the offer's stated days of validity holding on the import day (neither reading after it): a quote
    under import is a current one ('Date: 02/12/2026 … Validity: 15 days' imported on 2026-12-06 is 2 December, not
    12 February, long lapsed)."""
    days = notes.valid_days
    if not days or notes.valid_business_days or notes.valid_until or month_first is None:
        return False
    mf, df = dt.date.fromisoformat(month_first), dt.date.fromisoformat(day_first)
    if mf > today or df > today:
        return False
    return mf + dt.timedelta(days=days) < today <= df + dt.timedelta(days=days)


#: where a note's clauses part: a condition said of all items is read in its own clause ('均为二手设备（…）')
_NOTE_CLAUSES = re.compile(r"[，,;；。]|\.\s")  # (a full stop ends a sentence where a space follows it)
#: where a head paragraph's sentences part (its commas join the clauses of one sentence: 'd'occasion, vendu en l'état')
_SENTENCES = re.compile(r"[;；。]|\.\s")


def _notes_condition(texts: list[str], matcher=None, clauses: re.Pattern | None = None) -> str:
    """A condition a note under the table gives every item: only a clause that says all of them ('标的按现状拍卖，
    均为二手设备', 'All items are used, sold as is'), names no device and holds one condition; else ''. A note that
    speaks of some items ('二手卡保修3个月') is not read for all."""
    from gpucompare.sheets.importer.rows import _condition

    said = lexicon().finder("condition.all")
    found = set()
    for t in texts[:40]:
        for clause in (clauses or _NOTE_CLAUSES).split(t[:400]):
            low = fold(clause).lower()
            if len(clause) > 80 or said.search(low) is None or not (c := _condition(clause)):
                continue
            if matcher is not None and (m := matcher.resolve(clause[:200])).device_id is not None and m.how != "fuzzy":
                continue
            found.add(c)
    return found.pop() if len(found) == 1 else ""


def _table_evidence(t: Table, price_col, head: list[str]) -> tuple:
    """What every quote of a table rests on: its price column."""
    out = []
    if price_col is not None:
        how = (
            Msg("found from the data under it") if {"price", "hourly"} & set(t.inferred) else Msg("named by its header")
        )
        out.append(
            Msg(
                "price: column {col} ({head}), {how}",
                col=column_letter(price_col),
                head=head[price_col][:40] if price_col < len(head) else "",
                how=how,
            )
        )
    return tuple(out)


def _totals_above(rows: list[list], t: Table, hidden_rows: set[int], text) -> list[Rejected]:
    """A total written above the table ('御見積金額（税込） ¥101,000,900', 'Total: $1,250,000'): said to be the
    quote's total, not a product (its label is a total's words and the row holds an amount)."""
    from gpucompare.sheets.header import row_kind
    from gpucompare.sheets.importer.rows import _has_amount, _note_on

    out = []
    heads: dict[
        int, str
    ] = {}  # the columns a small table above heads with a total's words ('中标（成交）金额（万元）')
    for r in range(min(t.top, 40)):
        if r in hidden_rows:
            continue
        cells = [v for v in rows[r][:HEADER_SEARCH_COLS] if _filled(v)]
        words = [text[v] for v in cells if isinstance(v, str)]
        if len(words) >= 3 and len(words) == len(cells):
            found = {}
            for c, v in enumerate(rows[r][:HEADER_SEARCH_COLS]):
                if isinstance(v, str) and v.strip() and (m := match_header_cell(text[v][:60])) is not None:
                    if m.field == "total":
                        found[c] = text[v][:40]
            if found:
                heads = found
                continue
        under = next((h for c, h in heads.items() if c < len(rows[r]) and rows[r][c].__class__ in (int, float)), None)
        if under is not None:
            # '包1' | 湖北楚天… | 926 under '中标（成交）金额（万元）': a lot's or an order's total, no unit price
            out.append(
                Rejected(r + 1, Msg("an amount under {head!r} above the table: a total, not a product", head=under))
            )
            continue
        # the label: a cell of words alone, else the first cell's words with their amount ('御見積金額 ¥78,919,500－')
        label = next((w for w in words if not any(ch.isdigit() for ch in w[:40])), words[0] if words else "")
        kind = row_kind(label) if label else None
        if kind == "subtotal" and _has_amount(cells):
            out.append(Rejected(r + 1, Msg("the quote's total above the table, not a product")))
        elif kind == "bank" and sum(ch.isdigit() for w in words for ch in w[:120]) >= 8:
            # the seller's account above the table, its number with it ('ЖСК (IIK): KZ86 …', 'IBAN …'): said for
            # what it is ('Usage statement — Account 4410' is a title, no bank details)
            out.append(Rejected(r + 1, _note_on(("bank",))))
    return out


def _offers_above(rows: list[list], t: Table, hidden_rows: set[int], text, matcher, said) -> list[Rejected]:
    """Rows above the table read that name a catalog device beside an amount (a first table whose header words
    were not recognised, or an offer in the title): listed with what they hold, never left to vanish."""
    from gpucompare.sheets.prices import parse_price

    done = {j.source_row for j in said}
    out = []
    for r in range(min(t.top, 40)):
        if r in hidden_rows or r + 1 in done:
            continue
        cells = [v for v in rows[r][:HEADER_SEARCH_COLS] if _filled(v)]
        amount = any(
            (v.__class__ in (int, float) and abs(v) >= 100)
            or (isinstance(v, str) and (p := parse_price(v[:60], default_currency="XXX")).ok and p.currency != "XXX")
            for v in cells
        )
        if len(cells) < 2 or not amount:
            continue
        for v in cells:
            if isinstance(v, str) and any(ch.isalpha() for ch in v[:200]):
                m = matcher.resolve(text[v][:200])
                if m.device_id is not None and m.how != "fuzzy":
                    out.append(
                        Rejected(
                            r + 1,
                            Msg(
                                "above the table read (its header is row {head}): names {model!r} beside an "
                                "amount but is no row of that table; if it is an offer, read it with --header-row",
                                head=t.header + 1,
                                model=text[v][:60],
                            ),
                        )
                    )
                    break
    return out


_TAX = attrgetter("tax")
_VALID_UNTIL = attrgetter("valid_until")
_UNITS = attrgetter("units_per_item")


MAX_MATCH_WARNINGS = 50  # sheet-level match warnings listed one by one; every row keeps its own
MAX_NOTES = 400  # note cells read around a table (a wide sheet full of text is not 16,384 notes)


def _names(names: list[str], limit: int = 12) -> str:
    shown = ", ".join(n[:40] for n in names[:limit])
    return shown + (f" (+{len(names) - limit})" if len(names) > limit else "")


def _device_prices(rows, t: Table, price_col: int, scale: float, matcher, limit: int = 200) -> list[tuple]:
    """(device id, price per device, the cell's own currency or None) of the first rows under the header whose model
    names a catalog device and whose price cell holds an amount (a server of 8 compared per device)."""
    from gpucompare.sheets.prices import parse_price

    out: list[tuple[str, float, str | None]] = []
    model_col = t.columns["model"]
    for r in range(t.header + 1, min(len(rows), t.header + 1 + limit)):
        row = rows[r]
        model = row[model_col] if model_col < len(row) else ""
        if not isinstance(model, str) or not model.strip() or price_col >= len(row):
            continue
        m, _w = matcher.match(model[:300])
        if m.device_id is None:
            continue
        p = parse_price(row[price_col], column_scale=scale, default_currency="XXX")
        if p.ok and not p.on_request:
            units = units_in_text(model[:300])
            if units > 1:
                for part in gpu_phrases(model[:300]):
                    m2, _w2 = matcher.match(part)
                    if m2.device_id is not None:
                        m = m2
                        break
            out.append((m.device_id, p.min / units, None if p.currency == "XXX" else p.currency))
    return out


#: the rows under a header read as more of it (a template's names, required-field marks and instructions)
HEADER_BLOCK_ROWS = 4


def _header_block_currency(rows: list[list], t: Table, price_col: int, matcher) -> str | None:
    """The one currency the price column's text names in the rows between the header and the first line, where
    those rows hold no number and name no device (an upload template's header block: field keys, field names, '必填',
    then the instructions '請輸入 NT$10 ~ NT$1,000,000 之間的數字' under the price): what the column is in, as its
    header would say. None where no such row names one, or they name several."""
    found: set[str] = set()
    model = t.columns.get("model")
    if {"price", "hourly", "model"} & set(t.inferred):
        return None  # a header found from the data under it: the rows under it may be the real header, not its block
    for r in range(t.header + 1, min(len(rows), t.header + 1 + HEADER_BLOCK_ROWS)):
        row = rows[r]
        if any(v.__class__ in (int, float) for v in row):
            break  # a line: the header block has ended
        name = row[model] if model is not None and model < len(row) else None
        if model is None or (isinstance(name, str) and name.strip() and matcher.resolve(name[:200]).device_id):
            break  # a line naming a device ('RTX 4090' | '$15,800', every cell text): no header row
        v = row[price_col] if price_col < len(row) else None
        if isinstance(v, str) and v.strip():
            cur, scale = header_units(v[:120])
            if cur is not None and scale == 1.0:
                found.add(cur)
    return found.pop() if len(found) == 1 else None


def _currency_from_tax_word(rows, t: Table, price_col: int, scale: float, languages, texts, matcher, rate=None):
    """For a sheet that names no currency: (currency, the tax word) where the sheet's surest language writes its own
    tax word in the header or notes ('% IVA' | 21,00 on a Spanish ERP export) and exactly one of that language's
    currencies fits the prices of the devices it names (`_fitting_currency`): weak evidence, said so; else None.
    A tax rate the sheet states ('Prezzi IVA esclusa (aliquota 22%)') rules out the language's currencies of a
    country whose standard rate (data/vat_rates.csv) is another (Italian: EUR or CHF; 22 % is no Swiss rate)."""
    if not languages:
        return None
    lex = lexicon()
    lang = lex.languages.get(languages[0])
    if lang is None or not lang.currencies:
        return None
    own = tuple(
        sorted(
            {
                e.phrase
                for concept in ("tax.word", "row.tax", "field.tax_amount")
                for e in lex.entries(concept)
                if e.language == lang.code and len(e.phrase) >= 3
            },
            key=len,
            reverse=True,
        )
    )
    if not own:
        return None
    rx = re.compile(r"(?<![^\W\d_])(?:" + "|".join(re.escape(w) for w in own) + r")(?![^\W\d_])")
    said = next(
        (m.group(0) for v in list(texts)[:60] if isinstance(v, str) for m in [rx.search(fold(v[:300]).lower())] if m),
        None,
    )
    if said is None:
        return None
    currencies = tuple(lang.currencies)
    if rate and len(currencies) > 1:
        kept = tuple(c for c in currencies if (std := standard_rate(c)) is None or abs(std.rate - rate) < 0.0005)
        if kept and kept != currencies:
            said = f"{said} … {rate * 100:g} %"  # the rate said with the word: it ruled the others out
        currencies = kept or currencies
    cur = _fitting_currency(rows, t, price_col, scale, matcher, currencies)
    return (cur, said) if cur is not None else None


def _currency_from_prices(rows, t: Table, price_col: int, scale: float, languages, matcher) -> str | None:
    """For a sheet that names no currency: its language's home currency or USD (Russian: RUB or USD; Chinese: CNY
    or USD), whichever the prices of the catalog devices it names sit near their reference prices in; None unless
    exactly one fits (within a factor of 3 at the median)."""
    home = next((lexicon().languages[x].home_currency for x in languages if lexicon().languages[x].home_currency), None)
    if home is None:
        return None
    return _fitting_currency(rows, t, price_col, scale, matcher, (home, "USD"))


def _currency_of_language(
    rows, t: Table, price_col: int, scale: float, languages, matcher
) -> tuple[str, str, tuple[str, ...]] | None:
    """For a sheet that names no currency and whose prices fit neither its language's home currency nor USD: (the
    currency, the language's name, its currencies) where, of the currencies its language's sheets are priced in
    (`[language] currencies`: 中文 CNY, TWD, HKD), its prices fit the devices' reference prices in exactly one."""
    # the language whose home currency was tried first (`_currency_from_prices`): its other currencies
    for code in [x for x in languages if lexicon().languages[x].home_currency][:1]:
        lang = lexicon().languages[code]
        if len(lang.currencies) < 2:
            return None
        fit = _fitting_currency(rows, t, price_col, scale, matcher, lang.currencies)
        if fit is not None and fit != lang.home_currency:
            return fit, lang.name, tuple(lang.currencies)
    return None


def _currency_of_sign(
    rows, t: Table, price_col: int, scale: float, languages, matcher
) -> tuple[str, str, str, str] | None:
    """For a sheet whose price cells name their currency only by one sign several currencies write ('$103,990 ~
    $112,900'): (the currency, the sign, the language's name, the sign's usual currency) where the prices do not fit
    the devices' reference prices in the sign's usual currency and, of the currencies the sheet's language is priced
    in that write the sign (中文: TWD, HKD for '$'; the sheet's three likeliest languages), fit them in exactly one;
    None otherwise."""
    from gpucompare.sheets.prices import currencies_writing, currency_in

    langs = [lexicon().languages[x] for x in languages[:3] if lexicon().languages[x].home_currency]
    if not langs or price_col is None or "model" not in t.columns:
        return None
    signs: dict[str, str] = {}
    for row in rows[t.header + 1 : t.header + 1 + 200]:
        v = row[price_col] if price_col < len(row) else None
        if isinstance(v, str) and v.strip():
            code, s, e = currency_in(v[:60])
            if code is not None:
                signs[v[s:e]] = code
    if len(signs) != 1:
        return None
    ((sign, usual),) = signs.items()
    writing = currencies_writing(sign)
    spoken = tuple(dict.fromkeys(c for lang in langs for c in lang.currencies if c in writing and c != usual))
    if not spoken:
        return None
    fit = _fitting_currency(rows, t, price_col, scale, matcher, (usual, *spoken), own=usual)
    if fit is None or fit == usual:
        return None
    return fit, sign, next(lang.name for lang in langs if fit in lang.currencies), usual


def _currency_of_places(rows, t: Table, price_col: int, scale: float, texts, matcher) -> tuple[str, str] | None:
    """For a sheet that names no currency and whose prices fit neither its language's home currency nor USD: (the
    currency, the place as written) of the one place-bound currency the sheet's own words name ('所在地' | '台北市', a
    title's '台灣公司貨': `currency_place`), where its prices fit the devices' reference prices in that currency and
    in no other named; None otherwise. Weak evidence, said as such."""
    lines = [*texts[:20]]
    for row in rows[t.header : t.header + 30]:
        line = " ".join(v[:60] for v in row[:30] if isinstance(v, str) and v.strip())
        if line:
            lines.append(line)
    named: dict[str, str] = {}
    for code, word in lexicon().places_named(lines):
        named.setdefault(code, word)
    if not named:
        return None
    fit = _fitting_currency(rows, t, price_col, scale, matcher, tuple(named))
    return (fit, named[fit]) if fit is not None else None


def _fitting_currency(
    rows, t: Table, price_col: int, scale: float, matcher, candidates, own: str | None = None
) -> str | None:
    """The one currency of `candidates` in which the bare prices of the catalog devices a sheet names (and those its
    cells write in `own`) sit near their reference prices (within a factor of 3 at the median); None unless exactly
    one does."""
    from gpucompare.core.money import FxTable
    from gpucompare.core.pricing import reference_price

    fx = FxTable.bundled()
    # a currency the rate table lacks cannot be compared with a reference price: it is no candidate (and never a
    # reason to refuse the file)
    candidates = tuple(c for c in dict.fromkeys(candidates) if c in fx.rates)
    prices = [(d, x) for d, x, cur in _device_prices(rows, t, price_col, scale, matcher) if cur is None or cur == own]
    if len(prices) < 1:
        return None
    fits = []
    for cur in candidates:
        ratios = []
        for device_id, price in prices:
            ref = reference_price(device_id, cur, fx)
            if ref is not None and ref.mid > 0:
                ratios.append(price / ref.mid)
        if ratios and 1 / 3 <= median(ratios) <= 3:
            fits.append(cur)
    return fits[0] if len(fits) == 1 else None


#: the least rows priced against a reference before a column found from its data is read as hourly rates
_RATE_ROWS = 2


def _rates_by_size(rows, t: Table, price_col: int, scale: float, currency: str | None, matcher) -> bool:
    """Whether a price column found from its data alone (no header word says what it is) holds hourly rates: the
    amounts of the catalog devices on its rows, in the sheet's currency (or their own), pay for the devices'
    reference prices in cloud-rate hours (`PAYBACK_HOURS`) at the median and at least 3 of 4 rows, where a purchase
    price sits near the reference itself."""
    hours = _payback_hours(rows, t, price_col, scale, currency, matcher)
    if len(hours) < _RATE_ROWS:
        return False
    low, high = PAYBACK_HOURS
    inside = sum(1 for h in hours if low <= h <= high)
    return low <= median(hours) <= high and inside >= 0.75 * len(hours)


def _other_currency(head: list, col: int, other: int) -> bool:
    """Whether the headers of two amount columns name two different currencies ('Morva (USD)', 'Zentu (ZAR)')."""
    curs = {header_units(head[c][:80])[0] if c < len(head) and isinstance(head[c], str) else None for c in (col, other)}
    curs.discard(None)
    return len(curs) > 1


def _prices_by_size(rows, t: Table, price_col: int, scale: float, currency: str | None, matcher) -> bool:
    """Whether the amounts of a price column, in a currency the bundled rates know, are the size of purchase prices
    for the devices on their rows (their reference prices paid back in fewer hours than any rate takes, at the median
    and at least 3 of 4 rows): no reading of them as rates per hour stands, whatever a column beside them is."""
    hours = _payback_hours(rows, t, price_col, scale, currency, matcher)
    if len(hours) < _RATE_ROWS:
        return False
    low = PAYBACK_HOURS[0]
    return median(hours) < low and sum(1 for h in hours if h < low) >= 0.75 * len(hours)


def _payback_hours(rows, t: Table, price_col: int, scale: float, currency: str | None, matcher) -> list[float]:
    """For each catalog device on the rows whose amount's currency the bundled rates know: its reference price
    divided by the amount (the hours a rate of that size takes to pay for the device)."""
    from gpucompare.core.money import FxTable
    from gpucompare.core.pricing import reference_price

    fx = FxTable.bundled()
    hours = []
    for device_id, price, own in _device_prices(rows, t, price_col, scale, matcher):
        cur = own or currency
        if cur not in fx.rates:
            continue
        ref = reference_price(device_id, cur, fx)
        if ref is not None and ref.mid > 0 and price > 0:
            hours.append(ref.mid / price)
    return hours


def _currency_of_other_headers(head: list, price_col: int, languages: tuple[str, ...]) -> tuple[str, str] | None:
    """(the currency, the headers naming it) where the price column names none and the table's other amount
    headers name one and the same ('单价' beside '原价（元）', '应付金额（元）'; 'Rate' beside 'Amount (EUR)'): the
    bill's own word for its money. Never from a reference, conversion or conditional column ('美元参考价（US$）',
    'Price in USD (ref.)'); None where they name none or several."""
    found: dict[str, list[str]] = {}
    for c, h in enumerate(head[:HEADER_SEARCH_COLS]):
        if c == price_col or not isinstance(h, str) or not h.strip() or len(h) > 60:
            continue
        roles = price_roles(h)
        if roles & {"conditional", "fx", "reference", "discount"}:
            continue  # ('Discount from CLP': the commercial list price, no currency)
        field = getattr(match_header_cell(h), "field", None)
        if field not in ("total", "price", "tax_amount") and not roles & {"list", "net", "vat_incl", "vat_excl"}:
            continue  # an amount of the line only: a column of another kind names no currency of the price
        cur, _scale = header_units(h)
        if cur is not None and cur.startswith(SIGN):
            cur = resolve_sign(cur, [], languages)[0]
        if cur is not None and not cur.startswith(SIGN):
            found.setdefault(cur, []).append(h.strip()[:20])
    if len(found) != 1:
        return None
    cur, heads = next(iter(found.items()))
    return cur, ", ".join(heads[:3])


def _priced_with_currency(rows: list[list], t: Table, price_col: int) -> bool:
    """Whether the price column's own cells name a currency ('$38,995.00', 'S$4,380.00') on its first lines."""
    for r in range(t.header + 1, min(len(rows), t.header + 21)):
        v = rows[r][price_col] if price_col < len(rows[r]) else None
        if isinstance(v, str) and v.strip() and currency_in(v[:40])[0] is not None:
            return True
    return False


def _header_sign(text, languages: tuple[str, ...]) -> str | None:
    """The currency of a sign several currencies share in a price header, where the sheet's language tells which:
    'दर (रु.)' on a Nepali sheet is Nepalese rupees, on a Hindi one Indian rupees; None where the language does not
    tell (the sign is then read as before, with its note)."""
    if not isinstance(text, str):
        return None
    code, _s, _e = currency_in(text[:80])
    if code is None or not code.startswith(SIGN):
        return None
    cur, note = resolve_sign(code, [], languages)
    return cur if note is None else None


def _shared_sign_currency(
    rows: list[list], t: Table, col: int, header, languages, texts, note_cur: str | None = None
) -> tuple[str, Msg] | None:
    """(the currency, how the sheet says so) of a sign several currencies share that the price column writes ('Rs':
    Indian, Pakistani or Mauritian rupees; 'FCFA': West or Central African francs; 'Shs'; a bare '$'), from the
    sheet's own evidence: the one country or city (or phone calling code) its notes name whose currency writes the
    sign ('Port Louis', '+679'), else its language's word file ('Rs' in Mauritian Creole is MUR). None when the
    column names its currency outright, writes no shared sign, or nothing in the sheet tells (the sign's usual
    currency is then read with a note, for review)."""
    from gpucompare.sheets.prices import currencies_writing

    lex = lexicon()
    shared = lex.ambiguous_signs()
    codes: set[str] | None = None
    sign = ""
    cells = [header] + [rows[r][col] for r in range(t.header + 1, min(len(rows), t.header + 21)) if col < len(rows[r])]
    filled = signed = 0
    for i, v in enumerate(cells):
        if i and v not in ("", None):
            filled += 1
        if not isinstance(v, str) or not v.strip():
            continue
        code, a, b = currency_in(v[:60])
        if code is None:
            continue
        if code.startswith(SIGN):
            got = set(shared.get(code[len(SIGN) :], ()))
        elif currencies_writing(v[a:b].strip()):
            got = set(currencies_writing(v[a:b].strip()))  # '$', '£': read as USD, GBP unless the sheet says
        elif i and "currency" in t.columns:
            # 'U$S 33.900,00' on a row whose currency column says so, beside '$ 5.490.000,00' on others: that row
            # names its own currency; the sign of the others is still the sheet's to tell
            filled -= 1
            continue
        else:
            return None  # 'USD', 'MUR', 'XOF': the column names its currency outright
        if got:
            codes = got if codes is None else codes & got
            sign = sign or v[a:b].strip()
            signed += 1 if i else len(cells)  # the header's sign speaks for the whole column
    if not codes or signed < 0.6 * filled:
        return None  # one '¥24,900' among bare numbers says nothing of the column's currency
    if note_cur is not None and note_cur in codes:
        return None  # a note naming one of the sign's currencies ('Prices in NZD' over '$') has said which
    return _sign_by_sheet(sign, codes, languages, texts)


def _note_or_format_sign(s: Sheet, price_col: int, notes, languages) -> tuple[str, Msg] | None:
    """(the currency, how) of a shared sign a note on the prices names ('Prix unitaires en FCFA HT') or the price
    column's number format shows ('"K"#,##0.00': the kwacha's, the kyat's and the kina's sign), when the sheet's
    own place, tax or language decides it; None otherwise."""
    from gpucompare.sheets.currency_signs import codes_of
    from gpucompare.sheets.prices import _FMT_QUOTED

    if notes.shared_sign.startswith(SIGN):
        sign = notes.shared_sign[len(SIGN) :]
        codes = set(lexicon().ambiguous_signs().get(sign, ()))
        if len(codes) > 1:
            return _sign_by_sheet(sign, codes, languages, notes.texts)
    shown = Counter()
    for code in s.number_formats(price_col, limit=60):
        for a, _b, c in _FMT_QUOTED.findall(code):
            if (a or c) and not (c or "").startswith("$"):
                shown[(a or c).split("-", 1)[0].strip()] += 1
    for sign, _n in shown.most_common(1):
        codes = set(codes_of(sign))
        if len(codes) > 1 and sign.isalpha():
            return _sign_by_sheet(sign, codes, languages, notes.texts)
    return None


def _sign_by_sheet(sign: str, codes: set[str], languages, texts) -> tuple[str, Msg] | None:
    """The one currency of `codes` (those a shared sign stands for) that the sheet's place, tax word or languages
    name, with how; None when they do not decide."""
    from gpucompare.sheets.lexicon import fold as lx_fold

    lex = lexicon()
    places = [(c, w) for c, w in lex.places_named(texts) if c in codes]
    if places and len({c for c, _w in places}) == 1:
        code, where = places[0]
        return code, Msg("{sign} read as {cur}: the sheet names {place}", sign=sign, cur=code, place=where)
    # the tax the sheet names, when its word is one country's ('MVA' is Norway's; 'moms' Denmark's and Sweden's, so
    # it tells nothing): 'kr' on a sheet that adds MVA is Norwegian kroner, whatever language its other words are in
    taxed = lex.tax_word_currencies(texts, codes)
    if len(taxed) == 1:
        code, word = next(iter(taxed.items()))
        return code, Msg("{sign} read as {cur}: the sheet's tax is {word}", sign=sign, cur=code, word=word)
    # the languages the sheet is written in whose own word file writes the sign for one of its currencies ('rs' in
    # Mauritian Creole is MUR; '$' is each language's own dollar): they must agree (an English sheet that a
    # Portuguese word slipped into says nothing about '$'; English, written from Lahore to Port Louis, names no rupee)
    folded = lx_fold(sign)
    own: dict[str, str] = {}
    by: set[str] = set()
    for lang in languages:
        if lang not in lex.languages:
            continue
        for c in lex.languages[lang].currencies:
            if c in codes and (
                folded == "$" or any(e.language == lang and e.phrase == folded for e in lex.entries(f"currency.{c}"))
            ):
                own.setdefault(c, lex.languages[lang].name)
                by.add(lang)
    if len(own) == 1:
        code, name = next(iter(own.items()))
        if languages and languages[0] not in by:
            # 'Unit price (Rs.)' on an English quote whose 'Item description' and 'Sub total' are Indian English
            # words too: a language the sheet only borrows words from does not settle the sign (Colombo, Kathmandu
            # and Karachi write the same words); read as its currency, marked for review
            return code, Msg(
                WEAK_SIGN,
                sign=sign,
                cur=code,
                language=name,
                others=" / ".join(sorted(c for c in codes if c != code)),
            )
        return code, Msg(
            "{sign} read as {cur}: the currency of the sheet's language ({language})",
            sign=sign,
            cur=code,
            language=name,
        )
    return None


#: a shared sign read by the words of a language the sheet borrows from, not the one it is written in: a guess the
#: user is told of (`_sign_by_sheet`)
WEAK_SIGN = N_(
    "{sign} read as {cur}, the currency of {language}, whose words the sheet uses; nothing in it names a place or a "
    "tax that settles the sign, which {others} write too (pass --currency if not)"
)


def _weak_sign(told) -> bool:
    """Whether a shared sign's currency was only guessed from a language the sheet borrows words from."""
    return told is not None and getattr(told[1], "template", None) == WEAK_SIGN


def _assumed_currency(languages) -> str | None:
    """The home currency of a sheet's language when its quotes name no other without saying so (Japanese: JPY,
    Korean: KRW); None for languages priced in several (Chinese, Russian: their prices are checked instead)."""
    lex = lexicon()
    for code in languages[:1]:
        lang = lex.languages.get(code)
        if lang is not None and lang.assume_currency and lang.home_currency:
            return lang.home_currency
    return None


def _cells_currency(rows: list[list], t: Table, col: int) -> str | None:
    """The one currency the first price cells under the header name outright ('١٬٢٥٠٬٠٠٠٫٠٠ ر.س', 'CHF 28,500'),
    where most name it and none names another; None otherwise."""
    seen, codes = 0, []
    for r in range(t.header + 1, min(len(rows), t.header + 21)):
        v = rows[r][col] if col < len(rows[r]) else ""
        if isinstance(v, str) and v.strip():
            seen += 1
            code = currency_in(v[:40])[0]
            if code is not None and code.isalpha():
                codes.append(code)
    if not codes or len(set(codes)) > 1 or len(codes) < 0.6 * seen:
        return None
    return codes[0]


def _dollar_cells(rows: list[list], t: Table, col: int) -> bool:
    """Whether the first price cells under the header are written in US dollars ('$30,000.00', 'USD 30,000')."""
    seen = dollars = 0
    for r in range(t.header + 1, min(len(rows), t.header + 21)):
        v = rows[r][col] if col < len(rows[r]) else ""
        if isinstance(v, str) and v.strip():
            seen += 1
            dollars += currency_in(v[:40])[0] == "USD"
    return seen > 0 and dollars >= 0.6 * seen


def _far_apart(a: str, b: str) -> bool:
    """Whether two currencies differ in value by more than a factor of 3 (what reference prices can tell apart)."""
    from gpucompare.core.money import FxTable
    from gpucompare.errors import BadArgument

    try:
        rate = FxTable.bundled().convert(1.0, a, b)
    except (BadArgument, KeyError):
        return False
    return rate > 0 and not 1 / 3 <= rate <= 3


def _marks_some(rows: list[list], t: Table, col: int, cur: str) -> bool:
    """Whether some figures in a price column name a currency (`cur`, and no other) while others name none: a
    sheet in one currency does not name it on a few rows only."""
    marked = bare = 0
    for r in range(t.header + 1, min(len(rows), t.header + 41)):
        v = rows[r][col] if col < len(rows[r]) else ""
        if isinstance(v, str) and v.strip() and any(ch.isdigit() for ch in v):
            got = currency_in(v[:40])[0]
            if got is None:
                bare += 1
            elif got == cur:
                marked += 1
            else:
                return False
    return marked >= 1 and bare >= 2


def _bare_dollar(text: str) -> bool:
    """A header whose only currency is the '$' sign ('Precio ($ MM)'), not 'USD' or 'US$'."""
    low = str(text or "").lower()
    return "$" in low and not re.search(r"usd|us\$|u\.s\.", low)


def _rent_only(note: str) -> bool:
    """Whether a tax note names the rent as what it taxes ('Rent payments plus applicable sales/use tax')."""
    return bool(note) and lexicon().finder("tax.on_rent").search(note[:400].lower()) is not None


def _rent_tax_not_on_purchases(preview: ImportPreview, note: str) -> None:
    """A tax note that names the rent as what it taxes ('Rent payments plus applicable sales/use tax', '租金另加税费')
    speaks of a lease's payments, not of the equipment's purchase price in another table of the sheet: a purchase
    quote whose basis came from that note alone has no basis stated (said in its evidence)."""
    said = Msg("tax: not stated for the purchase (the note {text!r} speaks of rent payments only)", text=note[:60])
    prefix = f"the note {note[:60]!r}"
    for i, q in enumerate(preview.rows):
        if q.price_kind != "purchase" or not (q.tax or q.tax_rate is not None):
            continue
        from_note = [e for e in q.evidence if str(e).startswith("tax:") and prefix in str(e)]
        if q.tax and not from_note:
            continue  # (the price column's header or the line's own words said the basis)
        if not q.tax and any(str(e).startswith(("tax:", "tax rate")) for e in q.evidence):
            continue  # (a rate the line's own words or columns gave)
        preview.rows[i] = q._replace(
            tax="",
            tax_rate=None,
            price_excl_tax=None,
            evidence=(*(e for e in q.evidence if e not in from_note), said),
        )


def _pair_rate_on_request(preview: ImportPreview) -> None:
    """A line priced on request in both columns of a VAT pair ('Presyo VAT-Ex' | 'Presyo VAT-Inc': 'Pangutana lang'
    in each) has no two figures whose ratio gives its rate; where every priced line's two prices give one rate, that
    rate is the table's and the line's too (its basis the columns' own)."""
    rates = {q.tax_rate for q in preview.rows if not q.price_on_request and q.tax}
    if len(rates) != 1 or None in rates:
        return
    (rate,) = rates
    said = Msg("tax rate: {rate:.1%}, the one every other line's two prices give", rate=rate)
    preview.rows[:] = [
        q._replace(tax_rate=rate, evidence=(*q.evidence, said))
        if q.price_on_request and q.tax and q.tax_rate is None
        else q
        for q in preview.rows
    ]


def _block_columns(texts: list[str]) -> tuple[int, int] | None:
    """The columns a table heads as a rented block's first and last day ('start_utc' | 'end_utc', 'Mietbeginn' |
    'Mietende'), each the whole header but for a time zone, else None."""
    found: dict[str, int] = {}
    finder = lexicon().finder("date.block_start", "date.block_end")
    for c, text in enumerate(texts[:HEADER_SEARCH_COLS]):
        if not text or len(text) > 40:
            continue
        words = _ZONE_WORD.sub(" ", fold(text).lower().replace("_", " ")).strip(" ()")
        hit = finder.search(words)
        if hit is not None and hit[1] == 0 and hit[2] == len(words):
            found.setdefault(hit[0], c)
    start, end = found.get("date.block_start"), found.get("date.block_end")
    return (start, end) if start is not None and end is not None and start != end else None


_ZONE_WORD = re.compile(r"\b(?:utc|gmt)\b|[()]")


def _fixed_blocks(preview: ImportPreview, rows: list[list], t: Table) -> None:
    """A rate whose line gives its own first and last day ('start_utc' 2026-12-07, 'end_utc' 2026-12-14 on an
    exchange's order book) is the price of a fixed block of capacity: reserved for those days, not an on-demand rate
    one may stop at any hour. Read as reserved and said on the quote: a short block is close to on-demand."""
    if t.kind != "cloud" or not any(q.price_kind == "hourly" for q in preview.rows):
        return
    cols = _block_columns(t.texts)
    if cols is None:
        return
    a, b = cols
    out = []
    for q in preview.rows:
        r = q.source_row - 1
        if q.price_kind != "hourly" or q.price_on_request or not 0 <= r < len(rows) or max(a, b) >= len(rows[r]):
            out.append(q)
            continue
        first, last = _date_cell(rows[r][a]), _date_cell(rows[r][b])
        if first is None or last is None or last <= first:
            out.append(q)
            continue
        days = (dt.date.fromisoformat(last) - dt.date.fromisoformat(first)).days
        said = Msg(
            "a block from {first} to {last} ({days} days; columns {a} and {b}): read as a reserved rate for those "
            "days, not an on-demand one; check",
            first=first,
            last=last,
            days=days,
            a=column_letter(a),
            b=column_letter(b),
        )
        out.append(q._replace(price_kind="hourly_reserved", warnings=(*q.warnings, said)))
    preview.rows[:] = out


def _one_day_in(text: str) -> str | None:
    """The one date a short text holds beside its words ('Q2 – 14.11.2026', 'Darwin 2026-11-14'), day first where
    it is written with dots or the order is plain, else None."""
    iso = list(_ISO_DATE.finditer(text))
    dmy = list(_DMY_DATE.finditer(text))
    if len(iso) + len(dmy) != 1:
        return None
    if iso:
        y, mo, d = iso[0].groups()
    else:
        d, mo, y = dmy[0].groups()
        if int(d) <= 12 and int(mo) <= 12 and "." not in dmy[0].group(0):
            return None  # '03/11/2026' without the sheet's order: either day
    try:
        return dt.date(int(y), int(mo), int(d)).isoformat()
    except ValueError:
        return None


def _line_quote_dates(preview: ImportPreview, rows: list[list], t: Table) -> None:
    """A column naming, per line, the vendor's quote it took ('Selected quote' | 'Q2 – 14.11.2026' in a grant's
    budget of three quotes a line): the date in it is that line's quote date, not the day the document was made.
    Read only where the table maps no date column and every quoted line's cell there holds one date."""
    if not preview.rows or "quote_date" in t.columns or "timestamp" in t.columns:
        return
    taken = set(t.columns.values())
    finder = lexicon().finder("date.line_quote")
    for c, text in enumerate(t.texts[:HEADER_SEARCH_COLS]):
        if c in taken or not text or len(text) > 40:
            continue
        words = fold(re.sub(r"\([^()]{0,30}\)", " ", text)).lower().strip()
        hit = finder.search(words)
        if hit is None or hit[1] != 0 or hit[2] != len(words):
            continue
        days = {}
        for q in preview.rows:
            r = q.source_row - 1
            v = rows[r][c] if 0 <= r < len(rows) and c < len(rows[r]) else None
            day = _date_cell(v) if not isinstance(v, str) else _one_day_in(v[:60])
            if day is None:
                break
            days[id(q)] = (day, str(v)[:30])
        else:
            col = column_letter(c)
            preview.rows[:] = [
                q._replace(
                    quote_date=days[id(q)][0],
                    dated=True,
                    evidence=(
                        *q.evidence,
                        Msg(
                            "quote date {date}: the line's own quote (column {col}, {value!r})",
                            date=days[id(q)][0],
                            col=col,
                            value=days[id(q)][1],
                        ),
                    ),
                )
                for q in preview.rows
            ]
            return


def _review_change_dates(preview: ImportPreview, t: Table, head: list, undated: bool) -> None:
    """A line dated by its own cell in a column that names when the line was last changed ('Updated',
    'ДатаИзменения', '更新时间'), in a sheet that gives no date of its own: that day is when the price was last set,
    not when the offer was made (an export is made later). The date is kept and said on the quote, for the user to
    check."""
    col = t.columns.get("quote_date")
    if not undated or col is None or col >= len(head) or not isinstance(head[col], str):
        return
    words = fold(head[col][:80]).lower().replace("_", " ")
    if lexicon().finder("date.changed").search(words) is None:
        return
    name = column_letter(col)
    preview.rows[:] = [
        q._replace(
            warnings=(
                *q.warnings,
                Msg(
                    "quote date {date}: the day this line was last changed (column {col}, {head}); the sheet gives "
                    "no date of its own: check when the offer was made",
                    date=q.quote_date,
                    col=name,
                    head=head[col][:30],
                ),
            )
        )
        if q.dated
        else q
        for q in preview.rows
    ]


def _tail_notes(rows: list[list], t: Table, limit: int = 60) -> list:
    """Text cells that are notes: under the last rows of the table and in its header area (bounded). A priced
    line's cells in a column of values ('Availability' | Dec 2026, 'Lead time' | 2027年1月) are that line's, never
    the sheet's date or terms; its free text (model, notes) is read."""
    out = []
    n = len(rows)
    price = t.columns.get("price", t.columns.get("hourly"))
    values = {c for f, c in t.columns.items() if f not in ("model", "notes", "config", "price", "hourly")}
    created = _created_columns(rows, t)
    own = {c for f, c in t.columns.items() if f in ("model", "notes", "config")}
    start = max(t.header + 1, n - limit)
    dated = _line_date_columns(rows, range(start, n), price, own)
    until = t.columns.get("valid_until")
    for r in range(start, n):
        row = rows[r]
        line = price is not None and price < len(row) and row[price] not in ("", None)
        out.extend(
            v
            for c, v in enumerate(row)
            # (the day a line's offer ends is that line's, on a line without a price too: an auction-only listing's
            # 'Closes' date is no date of the sheet's)
            if isinstance(v, str)
            and len(v) > 6
            and not ((line and (c in values or c in created or c in dated)) or c == until)
        )
    return out


def _line_date_columns(rows: list[list], lines: range, price: int | None, own: set[int]) -> set[int]:
    """The columns whose dates belong to their lines, not to the sheet: dates that differ from line to line (an ERP
    export's 'ДатаИзменения'), or a date on some lines only and not on the first (a distributor feed's 'Verwacht':
    when that line's stock is expected). A date repeated on every priced line, or written on the first line alone (a
    document's head fields), is still the sheet's."""
    if price is None:
        return set()
    priced = [r for r in lines if price < len(rows[r]) and rows[r][price] not in ("", None)]
    seen: dict[int, list[tuple[int, str]]] = {}
    for r in priced:
        for c, v in enumerate(rows[r][:HEADER_SEARCH_COLS]):
            if c not in own and isinstance(v, str) and len(v) > 6 and is_date_or_time(v):
                seen.setdefault(c, []).append((r, v.strip()))
    out = set()
    for c, found in seen.items():
        varies = len({v for _r, v in found}) > 1
        head_only = len(found) == 1 and found[0][0] == priced[0]
        if varies or (len(found) < len(priced) and not head_only):
            out.add(c)
    return out


def _created_columns(rows: list[list], t: Table) -> set[int]:
    """The columns whose header names the day a record was created or listed ('listing_created', 'Created at',
    '创建时间', '上架时间'): on a priced line such a cell is when the line was entered, never the quote's date."""
    head = rows[t.header] if t.header < len(rows) else []
    find = lexicon().finder("date.created")
    out = set()
    for c, v in enumerate(head[:HEADER_SEARCH_COLS]):
        if isinstance(v, str) and v and find.search(fold(v[:80]).replace("_", " ")) is not None:
            out.add(c)
    return out


def _line_cells(rows: list[list], t: Table, limit: int = 60) -> set[str]:
    """The model and note cells of the priced lines among `_tail_notes`' rows (folded as notes are read): each
    speaks for its own line (`_tax_in_line_notes`), never for the whole sheet's tax."""
    own = [c for f in ("notes", "model") if (c := t.columns.get(f)) is not None]
    price = t.columns.get("price", t.columns.get("hourly"))
    out: set[str] = set()
    if price is None:
        return out
    for r in range(max(t.header + 1, len(rows) - limit), len(rows)):
        if price < len(rows[r]) and rows[r][price] not in ("", None):
            out.update(fold(v) for c in own if c < len(rows[r]) and isinstance(v := rows[r][c], str))
    return out


@lru_cache(maxsize=1)
def _per_device_words() -> re.Pattern:
    """A 'per' word right before a device's billing noun ('per GPU', '/GPU', '每卡', 'pro GPU')."""
    lex = lexicon()
    per = "|".join(re.escape(w) for w in sorted(lex.phrases("period.per"), key=len, reverse=True))
    dev = "|".join(re.escape(w) for w in sorted(lex.phrases("billing.per_device"), key=len, reverse=True))
    return re.compile(rf"(?<![^\W\d_])(?:{per})\s?(?:{dev})")


_SENTENCES = re.compile(r"(?<=[.;!?])\s+|[。；！？]")


def _notes_say_per_device(above: list) -> bool:
    """Whether a title above the table says its prices are per device ('prices per GPU per hour', 'Preise pro
    GPU-Stunde'): a note about prices with a 'per' word before the device noun, no word of a price per server or
    instance, and no amount of its own. Lines under a table are not read so: 'Bare metal, billed per card' or a
    header 'Per card-hour ($)' there heads the next table."""
    parts = []
    for v in above:
        if isinstance(v, str) and len(v) <= 600:
            # a note of several sentences ('New rates apply from … . All rates in EUR per GPU-hour, excl. VAT'):
            # each sentence on its own, where it names a rate per device-hour (a long note's 'GPUs are option lines
            # priced per card' speaks of some lines, not of every price)
            parts.extend((x for x in _SENTENCES.split(v) if price_period(x) == "hour") if len(v) > 160 else (v,))
    for v in parts:
        if not isinstance(v, str) or len(v) > 160:
            continue
        roles = price_roles(v)
        if "per_device" not in roles or "per_instance" in roles:
            continue
        f = fold(v)
        if _per_device_words().search(f.lower()) is None:
            continue  # 'GPU server rental price list': a title naming GPUs, not a price per GPU
        code, at, end = currency_in(f)
        if code is not None and (re.match(r"\s?\d", f[end : end + 2]) or re.search(r"\d\s?$", f[max(0, at - 2) : at])):
            continue  # '$2.99 per GPU-hour': a price of its own, which says its unit for itself
        if lexicon().finder("note.price_word").search(f.lower()) is not None:
            return True
    return False


def _bare_dollar_format(s: Sheet, col: int) -> bool:
    """Whether the price column's number formats show a '$' without a locale ('"$"#,##0.00', not '[$$-409]') and
    without letters naming its dollar ('"US$"', '"S$"', '"A$"' say which one)."""
    codes = [c for c in s.number_formats(col, limit=60) if c and "$" in c]
    return bool(codes) and not any("[$" in c or _LETTERED_DOLLAR.search(c) for c in codes)


def _bare_shared_sign(s: Sheet, col: int, cur: str) -> str | None:
    """The sign several currencies write (`currency_sign`: '$', '£') that the price column's number formats show
    without a locale or letters naming which currency, where `cur` (read from the format) is one of them; else None."""
    if cur == "USD":
        return "$" if _bare_dollar_format(s, col) else None
    from gpucompare.sheets.prices import currencies_writing

    for sign in lexicon().keys("currency_sign"):
        if sign == "$" or cur not in currencies_writing(sign):
            continue
        codes = [c for c in s.number_formats(col, limit=60) if c and sign in c]
        if codes and not any("[$" in c or re.search(rf"[A-Za-z]{re.escape(sign)}", c) for c in codes):
            return sign
    return None


#: a dollar sign its letters name ('US$', 'S$', 'NZ$', '$US')
_LETTERED_DOLLAR = re.compile(r"[A-Za-z]\$|\$[A-Za-z]")


def _format_currency(s: Sheet, col: int, outright: bool = False) -> str | None:
    """The currency the price column's number format shows ('"¥"#,##0', '[$$-409]#,##0.00'), read lazily;
    `outright`: only one stated with a sign and a locale ('[$R-1C09]')."""
    from gpucompare.sheets.prices import format_currency, format_locale_currency

    codes = s.number_formats(col, limit=60)
    read = format_locale_currency if outright else format_currency
    found = [c for c in (read(code) for code in codes) if c]
    if not found:
        return None
    return max(set(found), key=found.count)


def analyse_remembering(path: str | Path, lookup: Callable[[str], dict | None], **kw) -> ImportPreview:
    """`analyse()`, then, if the user once confirmed a column mapping for this vendor and the sheet has those
    headers, again with that mapping. `lookup(vendor)` gives {field: header text} or None."""
    preview = analyse(path, **kw)
    if kw.get("mapping"):
        return preview
    saved = lookup(preview.vendor)
    cols = columns_for(saved, preview.header_cells) if saved else None
    if cols and cols != preview.columns:
        kw = {**kw, "sheet": preview.sheet, "mapping": cols, "header_row": preview.header_row}
        preview = analyse(path, **kw)
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
