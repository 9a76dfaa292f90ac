"""Reading a table's rows as named rules. Each data row goes through `RULES` in order; the first rule that decides
the row makes it a quote or a rejection with its reason, each rule one convention (a hidden row is not part of the
offer; a row of header words starts another table; a line that names a tax, shipping or a total is not a product;
a server's configuration lines belong to it; ...). Every filled row of the table is accounted for: no row
vanishes.

Cost follows the distinct values, not the rows: a model text is read once per distinct text (its device, count,
kind, what the item is), a price cell once per distinct cell, a quantity once per distinct cell; a row whose model
and price shape were read before goes straight to its quote (`known_product`)."""

from __future__ import annotations

import dataclasses
import datetime as dt
import math
import re
from bisect import bisect_left
from dataclasses import dataclass, field
from functools import lru_cache
from operator import itemgetter

from gpucompare.core.compute_units import device_pflops
from gpucompare.i18n import N_, Msg, plural
from gpucompare.sheets import lexicon as lx
from gpucompare.sheets.header import (
    PERIOD_HOURS,
    billed_per,
    is_equipment,
    kinds_in,
    lexicon,
    match_header_cell,
    names_pack,
    names_uom,
    norm,
    package_hours,
    package_priced_per_hour,
    per_pflops,
    price_period,
    price_roles,
    row_kind,
    row_kind_leading,
    term_months,
)
from gpucompare.sheets.importer.choose import (
    HEADER_SEARCH_COLS,
    MAX_LATER_TABLES,
    PERIOD_NAMES,
    PERIOD_UNITS,
    Table,
    _hour_word,
    _long_period,
    _price_rank,
    later_header,
    later_table,
    lease_total,
    period_hours,
    tax_answers,
    yes_no_word,
)
from gpucompare.sheets.importer.counts import (
    MAX_MODEL_CHARS,
    gpu_phrases,
    in_machines,
    machine_type_count,
    names_server,
    per_device_memory,
    rents_machine,
    units_in_text,
)
from gpucompare.sheets.importer.model import FLOAT_TEXTS, REVIEW_BELOW, Quote, Rejected, field_words
from gpucompare.sheets.importer.notes import ascii_digits, labelled_era_date, rate_of
from gpucompare.sheets.importer.tiers import tier_label, tier_row, tier_text
from gpucompare.sheets.prices import (
    SIGN,
    SIGN_NOTE,
    currencies_writing,
    currency_in,
    fold,
    header_units,
    median,
    parse_number,
    parse_price,
    resolve_sign,
    says_not_offered,
    says_unavailable,
    show_value,
    sign_by_language,
    simple_amount,
)
from gpucompare.sheets.workbook import column_index, column_letter

MAX_MERGED_CELLS = 2_000_000  # merged-cell lookups built for the mapped columns
_KIND_NAMES = {
    "subtotal": Msg("a subtotal or total line"),
    "tax": Msg("a tax line"),
    "shipping": Msg("a shipping or delivery line"),
    "installation": Msg("an installation or setup line"),
    "service": Msg("a service, support or warranty line"),
    "bank": Msg("a bank or payment details line"),
    "discount": Msg("a credit or discount line (a trade-in, a rebate)"),
    "note:discount": Msg("a note on discounts"),
    "note": Msg("a note"),
    "note:tax": Msg("a note on tax"),
    "note:shipping": Msg("a note on shipping or delivery"),
    "note:installation": Msg("a note on installation or setup"),
    "note:service": Msg("a note on service, support or warranty"),
    "configuration": Msg("a configuration or component line"),
    "equipment": Msg(
        "network or other equipment, not an accelerator (a switch, network card, cable, transceiver or CPU)"
    ),
    "no_accelerator": Msg(
        "a line sold without accelerators (a barebone server or chassis, or a card's parts without the card)"
    ),
    "accessory": Msg("a part or accessory for a card (a fan, a bracket, a box), priced far below the card"),
    "accessory_for": Msg("a part or accessory named for the cards it fits (a bridge, a fan, a bracket)"),
    "device_change": Msg("a change from one device to another, priced as the difference between them"),
    "cto_base": Msg(
        "the base system of a configure-to-order quote (priced before the option lines that add, remove or replace "
        "its cards)"
    ),
    "colocation": Msg(
        "a data centre service line (rack space, power, bandwidth, storage or IP addresses) with no accelerator"
    ),
}
#: kinds of rows that are never a product, even beside a device's name ('Discount on H100', 'Total H100')
_TOTAL_KINDS = frozenset({"subtotal", "tax", "bank", "discount"})
#: kinds whose words turn up in other lines by the way ('account team pricing' in a switch's line): a line that
#: names equipment before such a word is the equipment ('机柜安装' is an installation: its kind word is no aside)
_INCIDENTAL_KINDS = frozenset({"bank", "note"})
#: kinds whose words also open notes ('Prezzi IVA esclusa', 'GST not applicable'): without an amount, a note
_PRICED_KINDS = frozenset({"tax", "shipping", "installation", "service", "discount"})
#: the words of a price header that state its tax basis
_TAX_BASIS = frozenset({"vat_incl", "vat_excl"})
_nan = math.nan


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
    quote_date: str = ""  # the sheet's date (ISO), else the import date
    dated: bool = False
    valid_until: str | None = None
    #: the days the notes say the prices hold from the quote's day ('以上价格今天有效' 0, 'valid 14 days'), where
    #: they give no date: a line dated by its own date cell holds that many days from it
    valid_days: int | None = None
    condition: str = ""  # a condition the sheet's notes give every quote ('二手显卡报价')
    lease: bool = False  # the sheet's notes say its prices are lease payments
    bidding: bool = False  # the title above the table asks to buy ('Offerta għax-xiri lura', 'WTB'): no offers
    evidence: tuple = ()  # what every quote of the table rests on (its price column)
    sheet_currency_evidence: object = None  # where the sheet's currency was read, for quotes priced in it
    confidence: float = 1.0  # how sure the table's reading is (columns found from data, a guessed currency)
    comments: dict = field(default_factory=dict)  # (row, col) -> a cell comment's text
    rate_stated: bool = False  # `tax_rate` is one the sheet states (a note, a header, a column), not a default
    rate_col: int | None = None  # a column of tax rates whose lines differ ('Alíc. IVA' | 10,5 % / 21 %): per line
    headers: list = field(default_factory=list)  # 0-based rows read as a header (of this table or a later one)
    tax_from: str = ""  # where the sheet's tax basis was read ('the note in row 2 ...')
    # the notes' tax clauses that name one currency's prices: currency -> (basis, rate, clause); they hold for that
    # currency's quotes only, the others take `tax_general` (the clauses naming no currency) or nothing
    tax_by_currency: dict = field(default_factory=dict)
    tax_general: tuple = (None, None, "")


class RowView:
    """One data row as the rules see it (computed once, shared by every rule)."""

    __slots__ = (
        "r",
        "cells",
        "model",
        "cell_model",
        "raw_price",
        "price_covered",
        "model_covered",
        "_kind",
        "first",
        "price_from",
        "named",
    )

    def __init__(self, r: int, cells: list):
        self.r = r
        self.cells = cells
        self.model = ""
        self.cell_model = ""
        self.raw_price = ""
        self.price_covered = None
        self.model_covered = None
        self._kind = False
        self.first = ""
        self.price_from = None  # the merge's top cell a price spanning several rows was read from
        self.named = ""  # the model column's text where the row is read by another column that names a device


@dataclass
class Item:
    """What a model text (with its units and billing cells) says, once per distinct combination."""

    problem: object  # a Msg when the row's billing unit rules it out
    match: object
    warn: object
    units: float
    row_period: str | None
    per_device: bool | None  # what a billing-unit cell says (None: the header decides)
    units_from_column: bool
    units_from_name: str = ""  # the machine type whose name gave the count ('ct6e-standard-4t'), else ""
    units_from_pack: str = ""  # the unit of measure whose pack gave the count ('BOX of 8'), else ""
    machine: bool = False  # the row's unit cell counts machines ('台', 'daiz'): several devices in one machine
    card_unit: bool = False  # the row's unit cell counts cards ('张', 'card'): one priced item is one card
    rent: bool = False  # a rent by the month or year in an hourly rate card: reserved, for its minimum term
    per_pflops: bool = False  # the row's billing unit prices a PFLOPS of compute ('元/P/月'), not a device


#: a clause of a price cell: words saying what it prices ('单卡', '8卡整机'), its amount ('10.8万', '13.2万/张'), and
#: words after it ('二手')
_CLAUSE_PRICE = lx.compiled(
    r"^(?P<lead>[^，,;；]{0,24}?)\s?(?P<amount>(?<![\d.])\d[\d.,]{0,14}\s?[^\W\d_]{0,2}(?:/[^\W\d_\s]{1,2})?)"
    r"\s?(?P<tail>[^\d，,;；]{0,12})$"
)
#: what separates the clauses of such a cell
_CLAUSE_SEP = lx.compiled(r"[，,;；]\s*")


def _clause_prices(rd: Reader, cells: list) -> list[list] | None:
    """The row once per clause of a price cell that holds words the lexicon knows beside its amount: each clause
    ('单卡10.8万，8卡整机98万': a single card, then a server of 8) names what it prices or its condition ('13.2万/张
    二手': used) and holds one amount; the row's model gains the clause's words and its price cell the amount. None
    unless the cell is no price as a whole and each of its one to four clauses reads so."""
    pc, mc = rd.price_col, rd.model_col
    if pc is None or mc is None or pc >= len(cells) or mc >= len(cells) or cells[pc].__class__ is not str:
        return None
    raw = cells[pc].strip()
    if not 3 <= len(raw) <= 80 or not any(ch.isdigit() for ch in raw):
        return None
    parts = [p.strip() for p in _CLAUSE_SEP.split(raw) if p.strip()]
    if not 1 <= len(parts) <= 4:
        return None
    if _price(rd, raw, None)[0].error is None:
        return None  # a price as a whole ('10,800' with a thousands comma, '约23.5万/张')
    known = lexicon().finder(
        "count.single",
        "offer.server",
        "offer.card",
        "offer.instance",
        "offer.card_count",
        "condition.new",
        "condition.used",
        "condition.refurbished",
    )
    out = []
    for part in parts:
        m = _CLAUSE_PRICE.match(part)
        if m is None:
            return None
        words = f"{m['lead']} {m['tail']}".strip()
        if not words or known.search(lx.fold(words)) is None:
            return None
        if _price(rd, m["amount"], None)[0].error is not None:
            return None
        row = list(cells)
        row[mc] = f"{cells[mc]} {words}" if cells[mc].__class__ is str else words
        row[pc] = m["amount"]
        out.append(row)
    return out


#: what parts the items of a cell listing several side by side ('RTX 5090 / RTX 4090', '11 900 / 8 400'): a slash
#: with space on both sides (a slash inside a name, '12V-2x6/3x8pin' or 'A/B', parts nothing)
_LIST_SEP = lx.compiled(r"\s+/\s+")


def _paired_lists(rd: Reader, cells: list) -> list[list] | None:
    """The row once per item where its model cell and its price cell each list the same number of items (two to
    four) parted by a spaced slash, in the same order ('NVIDIA L40S / L4' | '48 / 24' | '29 500 / 8 900'): item i
    of every cell that lists as many is the i-th row's cell, the other cells are kept whole. None unless the price
    cell is no price as a whole and each of its items is one."""
    pc, mc = rd.price_col, rd.model_col
    if pc is None or mc is None or pc >= len(cells) or mc >= len(cells):
        return None
    raw, name = cells[pc], cells[mc]
    if raw.__class__ is not str or name.__class__ is not str or " /" not in raw or " /" not in name:
        return None
    prices = _LIST_SEP.split(raw.strip())
    models = _LIST_SEP.split(name.strip())
    if not 2 <= len(prices) <= 4 or len(models) != len(prices) or not all(p.strip() for p in prices + models):
        return None
    if _price(rd, raw, None)[0].error is None:
        return None  # a price as a whole
    if any(_price(rd, p, None)[0].error is not None for p in prices):
        return None
    k = len(prices)
    split = {}
    for c, v in enumerate(cells):
        if v.__class__ is str and " /" in v:
            parts = _LIST_SEP.split(v.strip())
            if len(parts) == k:
                split[c] = parts
    return [[split[c][i] if c in split else v for c, v in enumerate(cells)] for i in range(k)]


#: the most characters of a cell read for the variants it packs, and the most variants ('版本:涡轮|价格:13580.00|…;…')
_SKU_CELL_CHARS = 4_000
_SKU_RECORDS = 32
#: a variant's fields ('版本:涡轮|价格:13580.00|库存:5'), its key-value pairs ('显存:24G,版本:涡轮')
_SKU_FIELD_SEP = lx.compiled(r"[|｜]")
_SKU_PAIR_SEP = lx.compiled(r"[,，、]")
_SKU_KV = lx.compiled(r"\s*([^:：]{1,20})[:：]\s*(.{1,120}?)\s*")


def _sku_fields(record: str) -> list[tuple[str, str, str | None]] | None:
    """(key, value, the field the key names) of each 'key:value' pair of one variant, None where a part is none."""
    out = []
    for part in _SKU_FIELD_SEP.split(record):
        for pair in _SKU_PAIR_SEP.split(part):
            m = _SKU_KV.fullmatch(pair)
            if m is None:
                return None
            key = m.group(1).strip()
            found = match_header_cell(key)
            out.append((key, m.group(2), found.field if found is not None else None))
    return out


def _sku_records(rd: Reader, cells: list) -> list[list] | None:
    """The row once per variant where one text cell packs a listing's variants, each with its own price ('显存:24G,
    版本:涡轮|价格:13580.00|库存:5|编码:4090D-T;显存:24G,版本:三风扇|价格:13880.00|…', a shop export's 规格信息):
    variants parted by ';', fields by '|', each field 'key:value'. Each variant's row takes its price from its own
    price field (a key naming the price, no list or original price) and its name is the listing's with the variant's
    describing values after it ('… 涡轮'); the other cells are kept. None unless two variants or more, each priced.
    Bounded: the cell's first characters and variants only, each pair matched in linear time."""
    pc, mc = rd.price_col, rd.model_col
    if pc is None or mc is None or pc >= len(cells) or mc >= len(cells) or cells[mc].__class__ is not str:
        return None
    for c, v in enumerate(cells):
        if c in (pc, mc) or v.__class__ is not str or v.count(";") < 1 or ":" not in v and "：" not in v:
            continue
        records = [x for x in v[:_SKU_CELL_CHARS].split(";") if x.strip()]
        if not 2 <= len(records) <= _SKU_RECORDS:
            continue
        out = []
        for record in records:
            fields = _sku_fields(record)
            if fields is None:
                break
            prices = [val for key, val, f in fields if f == "price" and not price_roles(key) & {"list", "cost"}]
            if len(prices) != 1 or _price(rd, prices[0], None)[0].error is not None:
                break
            said = [val for key, val, f in fields if f in (None, "memory", "config", "form") and not _code_like(val)]
            row = list(cells)
            row[pc] = prices[0]
            row[mc] = _variant_name(cells[mc], said)
            row[c] = record.strip()
            out.append(row)
        else:
            return out
    return None


def _variant_name(name: str, said: list[str]) -> str:
    """A listing's name for one of its variants: where the name lists the variants as alternatives ('H20 141G
    单模组/八卡整机'), the alternative the variant's value names is replaced by that value ('H20 141G 单模组'), so no
    other variant's words stay in it; the variant's other values after the name."""
    words = name.split(" ")
    rest = []
    for val in said:
        for i, w in enumerate(words):
            alts = [a for a in w.split("/") if a] if "/" in w else []
            if len(alts) >= 2 and any(a == val or a in val or val in a for a in alts):
                words[i] = val
                break
        else:
            rest.append(val)
    return " ".join([*words, *rest]).strip()


#: a part number or code: one word holding a digit ('900-21010-0020-000', 'NV-A6000', '4090D-T', 'P6K-S')
_CODE = re.compile(r"(?=\S*\d)[\w./#-]{4,40}")


def _code_like(value: str) -> bool:
    """A code, not a description (the part-number pattern _title_name tells a code beside a name by)."""
    return _CODE.fullmatch(value.strip()) is not None


class Reader:
    """The rules' shared state for one table: its columns, the server block open above, the block title, caches."""

    def __init__(self, ctx: Context, rows: list[list], text):
        self.ctx = ctx
        self.rows = rows
        self.text = text
        self.n = len(rows)
        self.items: dict = {}
        self.statics: dict = {}
        self.conditions: dict = {}  # notes text -> the condition it names
        self.prices: dict = {}  # (price cell, its column's currency) -> ParsedPrice
        self.currencies: dict = {}  # currency cell -> ISO code
        # the currency cell of the document line above: an ERP export (Odoo, Kingdee) writes a document's currency
        # on its first line only, and the lines under it are in it (found by one top-down walk of the column)
        self.carried_raw = None
        self.cur_scan = 0
        self.known: set = set()  # (model, price class) of rows that were plain products
        self.qty_of = _PerValue(lambda v: _quantity(text, v))
        self.sums = [0.0, 0.0]  # the prices above, and the prices times their quantities (an unlabelled total)
        self.block: Quote | None = None  # the server whose configuration lines follow
        self.block_index = -1
        self.config_lines: list[str] = []
        self.config_models: list[tuple[int, str]] = []  # (row, model text) of those lines
        self.rolled: dict[int, bool] = {}  # parent line's row -> whether its price rolls up its sub-lines
        self.tables_read = 0
        self.decided: set[int] = set()
        self.title: tuple[str, int] | None = None  # a device named alone on a row, and that row (a block title)
        self.title_quote: int | None = None  # the quote its quantity tiers widen
        self.title_cell = ""  # the block title's cell ('B3'), named in the evidence of the quotes read under it
        self.title_priced = False  # a priced row has been read under the block title (its description lines end)
        self.title_said: tuple[int, object] | None = None  # (row, evidence line) for the quotes that row makes
        self.bidding = ctx.bidding  # under a heading that asks to buy ('【收】求购', 'WTB'): its rows are no offers
        # committed-term column -> the hours its figures are per, and whether no unit of its header said so
        self.term_hours: dict[int, tuple[float, bool]] = {}
        self.set_table(ctx.table)

    def set_table(self, t: Table) -> None:
        ctx = self.ctx
        ctx.table = t
        self.carried_raw, self.cur_scan = None, t.header + 1
        self.term_hours = {}  # a later table's term columns have headers (and billing units) of their own
        self._item_cols: dict[int, bool] = {}
        self._kinds_of_devices: dict[int, frozenset] = {}
        self._accelerator_categories: frozenset | None = None
        self.head_count: int | None = None
        m = t.columns
        self.model_col = m["model"]
        self.pn_col = m.get("part_number") if m.get("part_number") != self.model_col else None
        self.other_col = t.other_model if t.other_model is not None else self.pn_col
        self.price_col = m.get("hourly" if ctx.kind == "cloud" else "price")
        self.price_letter = column_letter(self.price_col)
        self.merged = _merged_lookup(ctx.sheet, {self.model_col, self.price_col}, self.n) if ctx.sheet.merged else {}
        inst = m.get("instance")
        cfg = m.get("config")
        self.cfg_col = cfg if cfg != self.model_col else None
        self.units_col = m.get("units_per_item")
        self.cur_col = m.get("currency")
        if self.cur_col is not None and self.price_col is not None and _names_anothers_currency(t, self.price_col):
            self.cur_col = None  # '原价' | '币种' | ... | '到手价（元）': the currency column is the shop price's
        self.line_qty_col = m.get("quantity") if t.per_quantity or t.per_lot else None
        self.res_col = m.get("reserved_hourly") if ctx.kind == "cloud" else None
        # (in a quotation of goods, a unit column may say a row rents by the hour: '台' | '张' | '卡·时')
        self.period_col = m.get("period") if ctx.kind in ("cloud", "prices") else None
        self.qty_col = m.get("quantity")
        self.index_col = m.get("index")
        self.sums_of = _ColumnSums(self, t.header + 1)
        self.notes_col = m.get("notes")
        self.inst_col = inst if inst != self.model_col else None
        self.lead_col = m.get("lead_time")
        self.cond_col = m.get("condition")
        self.term_col = m.get("lease_term")
        self.valid_col = m.get("valid_until")
        self.date_col = m.get("quote_date")
        # an ERP document's head fields ('日期', '失效日期') written on its first line only: every line's
        self.head_valid = _head_date(ctx.sheet.rows, t.header + 1, self.valid_col)
        self.head_date = _head_date(ctx.sheet.rows, t.header + 1, self.date_col)
        self.date_month_first = _month_first(ctx.sheet.rows, t.header + 1, self.date_col)
        self.disabled_col = m.get("disabled")
        self.status_col = m.get("status")
        # a second condition or status column the mapping left aside ('成色' | 95新 beside '状态' | 已售出): where a
        # listing is sold or taken off sale
        self.spare_status_cols = _spare_status_columns(t.texts, m, ctx.sheet.hidden_cols)
        # a per-PFLOPS price list's own TFLOPS per card, which its prices are per
        self.tflops_col = next((m[f] for f in ("bf16_tflops", "fp16_tflops") if f in m), None)
        if "per_pflops" not in t.roles and self.period_col is None:
            self.tflops_col = None  # (a unit column may price some rows per PFLOPS: '元/P/月' beside '元/卡/月')
        # a rate card's lines that rent a whole machine: the table's model or price header names one ('节点型号',
        # '月付（元/台/月）', 'Node type'), else each line's own category or billing cells ('裸金属节点' | H100)
        self.cat_col = m.get("category") if m.get("category") != self.model_col else None
        # (and its instance's name: 'ebmgn8r.32xlarge（裸金属）' rents a bare-metal machine)
        self.machine_cols = tuple(
            c for c in (self.cat_col, self.cur_col, self.period_col, self.inst_col) if c is not None
        )
        # columns saying per line what is rented ('资源形态' | 裸金属整机): a whole machine there is one even priced per card
        self.form_cols = _rent_form_columns(self.rows, t) if ctx.kind == "cloud" else ()
        self.machine_table = any(
            rents_machine(t.texts[c]) for c in (self.model_col, self.price_col) if c is not None and c < len(t.texts)
        ) or (
            # (only for rates by the hour: blind corpus 16's key reads a '整机裸金属' title's day and month node rents
            # as instances, where corpora 18, 26 and 55 key rented machines as servers)
            ctx.kind == "cloud"
            and self.price_col is not None
            and self.price_col < len(t.texts)
            and price_period(t.texts[self.price_col]) == "hour"
            and _machine_title(ctx.sheet.rows, t.top)
        )
        self.tax_said = None  # the last yes/no of the table's tax column, carried down its blank lines
        self.context_cols = [m[f] for f in ("memory", "memory_gb", "form") if f in m and m[f] != self.model_col]
        nxt = self.model_col + 1 if self.model_col is not None else None
        if nxt is not None and nxt < len(t.texts) and not t.texts[nxt] and nxt not in m.values():
            # a headless column right of the model's ('产品名称' over 'NVIDIA A800 80G' | 'PCIe': a PDF converted to
            # a sheet splits a name over two cells): read with the name where together they name a device
            self.context_cols.append(nxt)
        # a column of a listing's variant attributes ('销售属性' | '显存:24G;版本:5090 D V2涡轮', 'Options' | 'Memory:
        # 24GB; Edition: D V2'): the row's variant of the listing its name is, read with the name as above
        self.attribute_cols = _attribute_columns(ctx.sheet.rows, t, ctx.sheet.hidden_cols, self.context_cols)
        self.context_cols.extend(self.attribute_cols)
        self.items, self.statics = {}, {}
        # the templates of the table's plain product rows (`product_row`), and beside them the inline parts of those
        # read from a number in the price column (`number_key`): the row loop's one lookup for its common row
        self.number_parts: dict[tuple, tuple] = {}
        self.known = _Templates(self.number_parts)
        self.model_parts, self.price_parts = {}, {}
        self.prices, self.currencies = {}, {}  # a later table may have other units
        self.scale = ctx.col_scale
        probe = parse_price(
            1000.0,
            column_currency=ctx.col_cur,
            column_scale=ctx.col_scale,
            sheet_currency=ctx.sheet_cur or ctx.home,
            default_currency=ctx.default_cur,
        )
        # how a number in the price column reads (its currency and where it comes from), when no row changes it
        self.number_key = (probe.currency_from, None, probe.currency) if self.cur_col is None else None
        # the cells a row's quote depends on besides its price, quantity and notes: rows equal in them share a
        # template (`known_product`)
        cols = {self.model_col, *self.context_cols}
        cols |= {
            c
            for c in (
                self.pn_col,
                self.other_col,
                self.cfg_col,
                self.units_col,
                self.cur_col,
                self.period_col,
                self.line_qty_col,
                self.inst_col,
                self.valid_col,
                self.tflops_col,
                self.disabled_col,
                self.status_col,  # a line's own status, date and tax rate are its own: no line stands for another
                self.cond_col,  # ('状态' | 已撤牌 read as the condition column: a status `disabled_line` reads)
                *self.spare_status_cols,
                self.cat_col,  # a line's category ('容器实例' | '裸金属节点'): what one rented item is
                self.date_col,
                ctx.rate_col,
            )
            if c is not None
        }
        got = itemgetter(*sorted(cols))
        self.key_of = got if len(cols) > 1 else (lambda cells: (got(cells),))
        ctx.headers.extend(range(t.top, t.header + 1))
        if ctx.tick is not None:
            ctx.tick()
        self.dittos = _dittos(self, t.header + 1)
        if ctx.tick is not None:
            ctx.tick()

    def said_ditto(self, r: int, before: int) -> None:
        """The quotes of a line whose model cell says '同上' (ditto) name the line above's device: said in their
        evidence and notes."""
        cells_above = self.dittos[r][1]
        ctx = self.ctx
        for i in range(before, len(ctx.quotes)):
            q = ctx.quotes[i]
            said = tuple(
                Msg("model from row {row} ({word!r}: as the line above)", row=self.row_no(up, c), word=word)
                for c, up, word in cells_above
            )
            ctx.quotes[i] = q._replace(evidence=(*q.evidence, *said), notes=_join(q.notes, said[0]))

    # -- the loop ----------------------------------------------------------------------------------------
    def run(self) -> None:
        ctx = self.ctx
        rows = self.rows
        tick = ctx.tick
        r = ctx.table.header + 1
        start = r
        n = self.n
        hidden = ctx.sheet.hidden_rows
        # the rule, taken before a RowView is made (tests take the rule out); a region's cells are named apart
        fast = known_product in RULES and ctx.sheet.origin is None and not ctx.sheet.footnotes
        rules = tuple(x for x in RULES if x is not known_product) if fast else RULES
        append = ctx.quotes.append
        text = self.text
        new_quote = _new_quote
        float_texts = FLOAT_TEXTS
        float_texts.clear()
        table = None
        while r < n:
            if table is not ctx.table:  # the table's columns, as locals (a later table brings others)
                table = ctx.table
                known, key_of, pc, scale = self.known, self.key_of, self.price_col, self.scale
                qc, nc, lc, letter, sums = self.qty_col, self.notes_col, self.lead_col, self.price_letter, self.sums
                prices, col_cur = self.prices, ctx.col_cur
                known_get, conditions, qty_of = known.get, self.conditions, self.qty_of
                number_get = self.number_parts.get
            if fast and not self.merged:
                # the common row (50k rows), in a loop of its own: its model cells read before (a template) and a
                # plain price, made into its quote here with no rule called. What only a rule changes (the dittos,
                # the merged cells, the table) is read once per run of such rows; the first row that is not one
                # leaves the loop, untouched, for the rules below.
                dittos = self.dittos
                skip = dittos or hidden  # rows the rules read (a ditto's model, a hidden row): most sheets none
                # the running sums as locals, written back as the loop ends: the same additions in the same order
                s0, s1 = sums
                while r < n:
                    if skip and (r in dittos or r in hidden):
                        break
                    cells = rows[r]
                    key = key_of(cells)
                    if qc is None:
                        qty = None
                    elif qc < len(cells):
                        # goods given back: the rules say so (`returned_line`); a number is told here, a text cell
                        # (rare) by `_negative_quantity`
                        qty = cells[qc]
                        qcls = qty.__class__
                        if qcls is int or qcls is float:
                            if qty < 0:
                                break
                            qty = float(qty) if qty < 1e9 else None
                        elif qcls is str and _negative_quantity(self, cells) is not None:
                            break
                        elif qty is not None:
                            qty = qty_of[qty]
                    else:
                        qty = cells[qc]  # (a row short of the quantity column: as before, not read here)
                    raw = cells[pc]
                    cls = raw.__class__
                    if cls is float or cls is int:  # a number for a price: its template's parts in one lookup
                        parts = number_get(key)
                        if parts is None:
                            break
                        v = raw * scale
                        if not 1e-4 <= v <= 1e10:
                            break
                        low, high, extra, excl_is_price, divisor, regs, server, fields, condition, factor = parts
                        lo = hi = v / factor
                        if cls is int or raw.is_integer():
                            shown = str(int(raw))
                        else:  # (kept for the JSON writer: the quote's price is most often this float)
                            shown = float_texts[raw] = repr(raw)
                    elif cls is str:  # a plain amount typed as text ('¥19,999.00', '12.5万'), parsed once
                        tpls = known_get(key)
                        if tpls is None:
                            break
                        pp = prices.get((raw, col_cur))
                        if pp is None:
                            pp = _price(self, raw, None)[0]
                        if not pp.plain or pp.error is not None or pp.note or pp.on_request:
                            break
                        tpl = tpls.get((pp.currency_from, pp.tax, pp.currency))
                        if tpl is None or tpl.inline is None:
                            break
                        lo, hi, shown = pp.min / tpl.factor, pp.max / tpl.factor, text[raw]
                        low, high, extra, excl_is_price, divisor, regs, server, fields, condition = tpl.inline
                    else:
                        break
                    if not low <= lo <= high:
                        break  # outside the device's plausible prices: the full reading adds its warning
                    if tick is not None and not r & 127:
                        tick(r - start, n - start)
                    if self.block is not None:
                        self.close_block()
                    notes = text[cells[nc]] if nc is not None else ""
                    if notes and not condition:
                        cond = conditions.get(notes)
                        if cond is None:
                            cond = conditions[notes] = _condition(notes)
                    else:
                        cond = None
                    if extra:
                        notes = f"{notes}; {extra}" if notes else extra
                    r1 = r + 1
                    for reg in regs:
                        reg.append(r1)
                    # the template's 36 fields (one list, its own fields set in place for each row: the quote
                    # copies them) with the row's ten
                    fields[0] = r1
                    fields[4], fields[5], fields[7] = lo, hi, qty
                    fields[11], fields[12] = shown, f"{letter}{r1}"
                    fields[13] = text[cells[lc]] if lc is not None else ""
                    fields[14] = notes
                    # the price without VAT: the price itself, or less its rate (1 + rate taken once per template)
                    fields[20] = lo if excl_is_price else round(lo / divisor, 2) if divisor is not None else None
                    fields[25] = cond or condition
                    quote = new_quote(Quote, fields)
                    append(quote)
                    if cls is not str:
                        s0 += raw
                        s1 += raw * (qty or 1)
                    if server:
                        self.open_block(quote)  # its configuration lines may follow
                    r = r1
                sums[0], sums[1] = s0, s1
                if r >= n:
                    break
            if tick is not None and not r & 127:
                tick(r - start, n - start)
            cells = rows[r]
            ditto = self.dittos.get(r) if self.dittos else None
            if ditto is not None:
                cells = ditto[0]  # '同上' in a model cell: the line above's words
            if fast and known and not self.merged and r not in hidden and ditto is None:
                # a row like a product row read before whose price the loop above does not take (another currency
                # or shape, a price outside the device's plausible range): the template's full reading
                tpls = known_get(key_of(cells))
                if tpls is not None and _negative_quantity(self, cells) is not None:
                    tpls = None
                if tpls is not None and (_from_template(self, r, cells, tpls) or _sibling(self, r, cells, tpls)):
                    r += 1
                    continue
            clauses = _clause_prices(self, cells) or _paired_lists(self, cells) or _sku_records(self, cells)
            if clauses:
                # '单卡10.8万，8卡整机98万': one cell quoting a card and a server, each read as a row of its own
                for part in clauses:
                    row = RowView(r, part)
                    for rule in rules:
                        if rule(self, row):
                            break
                r += 1
                continue
            shifted = _shifted_right(self, cells)
            row = RowView(r, cells[1:] + [""] if shifted else cells)
            before = len(ctx.quotes)
            nxt = None
            for rule in rules:
                got = rule(self, row)
                if got:
                    nxt = got if got.__class__ is int else None
                    break
            if shifted:
                _said_shifted(self, r, before)
            if self.title_said is not None:
                at, said = self.title_said
                self.title_said = None
                if at == r:
                    for i in range(before, len(ctx.quotes)):
                        q = ctx.quotes[i]
                        ctx.quotes[i] = q._replace(evidence=(*q.evidence, said))
            if ditto is not None and len(ctx.quotes) > before:
                self.said_ditto(r, before)
            r = nxt if nxt is not None else r + 1
        self.close_block()
        if ctx.sheet.origin is None:
            self.account(start)

    def account(self, start: int) -> None:
        """Every filled row of the table is a quote, a rejection or a header: one that is none of them (which no
        rule should leave) is listed with what it holds."""
        ctx = self.ctx
        # the quotes' 0-based rows (source_row is field 0), by index: a comprehension is quicker here than a map of
        # `(-1).__add__` (a method call per quote)
        done = self.decided | {q[0] - 1 for q in ctx.quotes}
        done |= {x.source_row - 1 for x in ctx.rejected}
        done |= set(ctx.headers)
        hidden = ctx.sheet.hidden_cols
        for r in range(start, self.n):
            if r in done:
                continue
            filled = [v for c, v in enumerate(self.rows[r]) if c not in hidden and _filled(v)]
            if filled:
                shown = " | ".join(self.text[v] for v in filled)[:120]
                _reject(ctx, r, Msg("a row that names no product and no price: {text!r}", text=shown))

    # -- shared steps ----------------------------------------------------------------------------------
    def cell(self, r: int, c: int) -> str:
        """A cell's name as the sheet shows it ('D7'; for a region read on its own, its place on the sheet)."""
        return self.ctx.sheet.cell(r, c)

    def row_no(self, r: int, c: int | None = None) -> int:
        """A row's number as the sheet shows it (for a region, the row of its cell in column c, or its model's)."""
        return self.ctx.sheet.row_number(r, self.model_col if c is None else c)

    def close_block(self) -> None:
        ctx = self.ctx
        if self.block is not None and self.config_models and ctx.quotes[self.block_index].device_id is None:
            self._device_from_configuration()
        if self.block is not None and self.config_lines:
            q = ctx.quotes[self.block_index]
            joined = f"{q.raw_model} {self.config_lines[0]}"
            if q.offer == "server" and q.units_per_item == 1 and not names_server(joined):
                # 'RTX PRO 6000 Blackwell Server' | 'Edition 96GB, passive': a card's name wrapped onto the next
                # row (a PDF turned into a sheet), not a server and its configuration
                ctx.quotes[self.block_index] = q._replace(offer="card", raw_model=joined[:MAX_MODEL_CHARS])
                self.block, self.config_lines = None, []
                return
            lines = "; ".join(self.config_lines)
            includes = _includes(f"{q.configuration} {lines}") or q.includes
            ctx.quotes[self.block_index] = q._replace(
                configuration=lines[:2000],
                notes=_join(q.notes, Msg("configuration: {lines}", lines=lines)[:400]),
                includes=includes,
            )
        self.block, self.config_lines = None, []

    def row_currency(self, raw_cur) -> str | None:
        """A currency column's cell as an ISO code ('USD', '€', '¥' by the sheet's language, an unknown 'PLN'), once
        per distinct cell."""
        got = self.currencies.get(raw_cur, False)
        if got is not False:
            return got
        ctx, text = self.ctx, self.text
        row_cur = None
        if _filled(raw_cur):
            row_cur = header_units(text[raw_cur])[0]
            code = text[raw_cur].strip()
            sign = SIGN + lx.fold(code)
            if row_cur is not None and row_cur not in (ctx.col_cur, ctx.sheet_cur, ctx.home):
                # a bare sign several currencies write ('$' beside 'U$S' on an Argentine presupuesto): the price
                # column's or the sheet's own currency (by its place or notes) where it is one of them
                shared = currencies_writing(code)
                row_cur = next((h for h in (ctx.col_cur, ctx.sheet_cur, ctx.home) if h in shared), row_cur)
            if row_cur is None and sign in _signs():
                row_cur = resolve_sign(sign, [ctx.sheet_cur, ctx.home], ctx.languages)[0]
            if row_cur is None and len(code) == 3 and code.isascii() and code.isalpha():
                row_cur = code.upper()  # an ISO code in a currency column ('PLN', 'SEK'), known or not
        self.currencies[raw_cur] = row_cur
        return row_cur

    def row_scale(self, raw_cur) -> float | None:
        """The amount scale a row's currency cell gives ('万元/台': 10,000), or None."""
        if not _filled(raw_cur) or raw_cur.__class__ is not str:
            return None
        scale = header_units(self.text[raw_cur])[1]
        return scale if scale and scale != 1.0 else None

    def open_block(self, quote: Quote) -> None:
        self.block, self.block_index, self.config_lines = quote, len(self.ctx.quotes) - 1, []
        self.config_models = []

    def _device_from_configuration(self) -> None:
        """A configurator's base line ('PowerEdge XE9680 Rack Server') names no device the catalog has; the unpriced
        line below it that does ('GPU: NVIDIA HGX H200 141GB 8-GPU SXM5') names what the server holds: the quote is
        that device's, its price divided by the count that line gives, said in its evidence."""
        ctx = self.ctx
        q = ctx.quotes[self.block_index]
        for r, text in self.config_models:
            match, _w = ctx.matcher.match(text)
            if match.device_id is None:
                continue
            n = float(units_in_text(text))
            if not n >= 1:
                return
            qty = self.rows[r][self.qty_col] if self.qty_col is not None and self.qty_col < len(self.rows[r]) else None
            if qty.__class__ in (int, float) and qty > 1 and qty == int(qty) and qty not in (n, q.quantity):
                # 'NVIDIA L20 48GB PCIe' | 数量 8: the configuration line's quantity counts the devices where its text
                # counts none, and over a count in its words ('可选配至8卡': up to 8 as an option), marked where both
                # count and differ; not where it repeats the server's own quantity (a configurator's sub-lines do)
                if n > 1:
                    q = q._replace(
                        needs_review=True,
                        warnings=(
                            *q.warnings,
                            Msg(
                                "the configuration line on row {row} counts {n:g} devices in its quantity and {t:g} in "
                                "its text; read as {n:g}: check it",
                                row=self.row_no(r),
                                n=float(qty),
                                t=n,
                            ),
                        ),
                    )
                n = float(qty)
            said = Msg(
                "device: {device}, {n:g} in the server, from its configuration line on row {row} ({text!r}); the "
                "server's price divided by {n:g}",
                device=match.device_id,
                n=n,
                row=self.row_no(r),
                text=text[:80],
            )
            row_no = q.source_row
            for rows in ctx.unmatched.values():
                while row_no in rows:
                    rows.remove(row_no)  # the base line's name is no longer an unknown device
            confidence = round(min(q.confidence, match.confidence) if q.device_id else match.confidence, 3)
            ctx.quotes[self.block_index] = q._replace(
                raw_model=f"{q.raw_model} — {text}"[:MAX_MODEL_CHARS],
                device_id=match.device_id,
                match_confidence=match.confidence,
                price_min=q.price_min * q.units_per_item / n,
                price_max=q.price_max * q.units_per_item / n,
                price_excl_tax=None if q.price_excl_tax is None else q.price_excl_tax * q.units_per_item / n,
                list_price=None if q.list_price is None else q.list_price * q.units_per_item / n,
                units_per_item=n,
                item=str(Msg("server of {n:g}", n=n)) if n > 1 else q.item,
                offer="server",
                confidence=confidence,
                needs_review=confidence < REVIEW_BELOW or bool(q.warnings),
                evidence=(*q.evidence, said),
            )
            return

    def device_of(self, model: str) -> bool:
        if not model:
            return False
        match, _w = self.ctx.matcher.match(model)
        return match.device_id is not None or match.how == "ambiguous"

    def kind(self, row: RowView) -> str | None:
        """The kind of a row that is not a product, from its leading text (once per row)."""
        if row._kind is False:
            ctx = self.ctx
            model = row.model
            first = model or next((self.text[v] for v in row.cells if isinstance(v, str) and v.strip()), "")
            row.first = first
            kind = row_kind(first)
            if kind is None and (said := self.service_named(row)) is not None:
                # '项目' | 整机原厂维保续保1年 beside '型号/说明' | 浪潮 NF5688M7（8×H100 SXM5）: the item cell says what
                # the line charges for (a service); the device the description names is what the service covers
                kind = said
            if kind is None and model and not _product_like(model) and not self.names_accelerators(model, None):
                # 'Rabat | ved 36 mdr. binding på månedspriser | 15 %': the model cell names nothing; the row's
                # other words say what it is
                for c, v in enumerate(row.cells[:HEADER_SEARCH_COLS]):
                    if c != self.model_col and v.__class__ is str and v.strip() and not _parses(v):
                        kind = row_kind(self.text[v][:120])
                        if kind is not None:
                            break
            if kind is None and model and self.model_col and not self.device_of(model) and not _names_maker(model):
                # '上门部署及培训' | '2人×3天', '数据迁移服务' | '—': the item's name left of the model column says the
                # line charges for a service; the model cell beside it names no device (a count of people or hours
                # is no server's)
                kind = self._charge_named_left(row)
            if kind is None and self.model_col and ctx.kind != "cloud":
                kind = _category_kind(self, row.cells, model)  # '物流运费 | 顺丰到付改寄付': carriage
            elif kind == "configuration" and self.model_col and ctx.kind != "cloud":
                # '설치비 | 랙 마운트, OS 및 드라이버 설치': the name cell says the charge; a component word ('OS')
                # in the description under it does not make the line a part of a server
                said = _category_kind(self, row.cells, model)
                kind = said if said in _CHARGE_KINDS else kind
            if kind == "configuration" and ctx.kind == "cloud" and _has_amount(row.cells):
                # 'Shared NVMe storage | per TB-month | 19,000', 'Dedicated InfiniBand fabric | per cluster-month': a
                # cloud sells no parts; a component it charges for on a line of its own is a resource it rents out
                kind = "service"
            if kind in _PRICED_KINDS and not _filled(row.raw_price) and not _has_amount(row.cells):
                kind = f"note:{kind}"  # a tax, shipping or service word in a line without an amount: a note on it
            if kind in _TOTAL_KINDS and row_kind_leading(first) is None and self.names_accelerators(model, None):
                kind = None  # 'NVIDIA H100 80GB (c/ impostos)', 'DGX H100 (total 8 GPUs)': a product
            elif kind in _CHARGE_KINDS and row_kind_leading(first) is None and _included_charge(first, kind):
                kind = None  # '推理加速卡 | PCIe 推理卡，含安装': a card whose price includes fitting it
            elif kind in _INCIDENTAL_KINDS and row_kind_leading(first) is None and _equipment_first(first, kind):
                # 'QM9700 InfiniBand switch, ... account team pricing': what the line names first is what it is
                kind = "configuration"
            row._kind = kind
        return row._kind

    def _charge_named_left(self, row: RowView) -> str | None:
        """The service kind ('service', 'installation', 'shipping') a text cell left of the model column names (the
        item's name or category; never the line number), else None; never a category the column also gives lines
        whose model names a device ('算力服务' | H100 8卡 and '算力服务' | a model the catalog lacks: a category of
        products, not a charge)."""
        for c in range(min(self.model_col, len(row.cells))):
            v = row.cells[c]
            if c == self.index_col or v.__class__ is not str or not v.strip() or _parses(v):
                continue
            kind = row_kind(self.text[v][:120])
            if kind in _SERVICE_KINDS and kind not in self._device_kinds(c):
                return kind
        return None

    def _device_kinds(self, c: int) -> frozenset:
        """The row kinds column `c` gives lines whose model names a catalog device (once per column)."""
        got = self._kinds_of_devices.get(c)
        if got is None:
            start, m = self.ctx.table.header + 1, self.model_col
            kinds = set()
            for cells in self.rows[start : min(self.n, start + _ITEM_ROWS)]:
                v = cells[c] if c < len(cells) else None
                w = cells[m] if m < len(cells) else None
                if v.__class__ is str and w.__class__ is str and self.device_of(self.text[w][:120]):
                    kinds.add(row_kind(self.text[v][:120]))
            got = self._kinds_of_devices[c] = frozenset(kinds)
        return got

    def accelerator_categories(self) -> frozenset:
        """The values of the table's category column ('Graphics', 'GPU服务器') that a line naming accelerators has
        (folded; once per table): the kinds of goods the table's accelerators are sold as."""
        got = self._accelerator_categories
        if got is None:
            c, m, text = self.cat_col, self.model_col, self.text
            held = set()
            if c is not None and m is not None:
                for cells in self.rows[self.ctx.table.header + 1 : self.n]:
                    v = cells[c] if c < len(cells) else None
                    w = cells[m] if m < len(cells) else None
                    if v.__class__ is str and w.__class__ is str and v.strip() and w.strip():
                        key = lx.fold(v[:60])
                        if key not in held and self.names_accelerators(text[w][:MAX_MODEL_CHARS], None):
                            held.add(key)
            got = self._accelerator_categories = frozenset(held)
        return got

    def service_named(self, row: RowView) -> str | None:
        """The service kind ('service', 'installation', 'shipping') the row's item cell names where the device is
        named only by the description beside it: the model column's own text where the row is read by another
        column, or the unmapped text cell right before the model column ('GPU卡延保2年' | 'H100 SXM5 80GB 模组 每片',
        'Warranty extension 2 years' | 'H100 SXM5 80GB module'), never a shop's or vendor's name ('华为昇腾授权专营店');
        None where no such cell says so."""
        if row.named:
            kind = row_kind(row.named)
            return kind if kind in _SERVICE_KINDS else None
        c = self.model_col - 1  # the item cell right before the description, a column no field of its own
        if c < 0 or c == self.index_col or c in self.ctx.table.columns.values():
            return None
        v = row.cells[c] if c < len(row.cells) else None
        if v.__class__ is not str or not v.strip() or _parses(v):
            return None
        kind = row_kind(self.text[v][:120])
        return kind if kind in _SERVICE_KINDS and self._names_items(c) else None

    def _names_items(self, c: int) -> bool:
        """Whether a column names the table's items: on some line it names a catalog device ('项目' | 'H100 SXM5
        80GB 模组（备件）'), as a shop's or a vendor's column never does (once per column)."""
        got = self._item_cols.get(c)
        if got is None:
            start = self.ctx.table.header + 1
            got = self._item_cols[c] = any(
                c < len(cells) and cells[c].__class__ is str and self.device_of(self.text[cells[c]][:120])
                for cells in self.rows[start : min(self.n, start + _ITEM_ROWS)]
            )
        return got

    def names_accelerators(self, model: str, kind: str | None) -> bool:
        """Whether a line names accelerators: a catalog device, or a server or instance of several ('8卡H800 服务器',
        'Server: 8 x H200 141GB, 2x EPYC 9654'); a server named with components only ('CPU ... server') is one too,
        a storage server or a switch is not."""
        if self.device_of(model):
            return True
        if units_in_text(model) > 1:
            if kind == "configuration" and _rated_part().search(model) and not names_server(model):
                return False  # '3000W 钛金 ×6 / 6U 机箱': a BOM line counting power supplies, not accelerators
            # '4 x Quantum-2 QM9700 InfiniBand switches' counts switches, unless a server word comes first
            return not (is_equipment(model) and not _server_before_equipment(model))
        return kind == "configuration" and names_server(model) and not is_equipment(model)


# -- the rules ---------------------------------------------------------------------------------------------
def hidden_row(rd: Reader, row: RowView):
    """A hidden row is not part of the offer."""
    ctx = rd.ctx
    if row.r not in ctx.sheet.hidden_rows:
        return False
    ctx.skipped_hidden += 1
    if any(v != "" and v is not None for v in row.cells):
        _reject(ctx, row.r, Msg("a hidden row, not part of the offer"))
    else:
        rd.decided.add(row.r)
    return True


@lru_cache(maxsize=1)
def _ditto_words() -> frozenset[str]:
    return frozenset(lexicon().phrases("ditto.words"))


def _dittos(rd: Reader, start: int) -> dict[int, tuple[list, list[tuple[int, int, str]]]]:
    """Lines whose model cells say '同上' / 'ditto' / '〃' (a comparison of several suppliers per product writes the
    product once): row -> (its cells with each such cell replaced by the nearest cell above it in that column that
    is no ditto, [(column, that row, the word)]). One pass per model column; empty where no cell says it."""
    words = _ditto_words()
    cols = [c for c in (rd.model_col, rd.pn_col, rd.other_col, rd.cfg_col, *rd.context_cols) if c is not None]
    out: dict[int, tuple[list, list[tuple[int, int, str]]]] = {}
    rows = rd.rows
    part = rows[start : rd.n]
    shortest = min(map(len, part), default=0)
    for c in dict.fromkeys(cols):
        if c < shortest:  # every row reaches the column (the usual table): no length check per row
            column = [cells[c] for cells in part]
        else:
            column = [cells[c] if c < len(cells) else None for cells in part]
        # each distinct short text of the column read once; a column without one costs no more
        hits = {v for v in set(column) if v.__class__ is str and len(v) <= 12 and lx.fold(v).strip() in words}
        if not hits:
            continue
        above: tuple[int, object] | None = None
        for r, v in enumerate(column, start):
            cells = rows[r]
            if v in hits:
                if above is None:
                    continue  # nothing above it in the table: the row says what it is as it stands
                got = out.get(r)
                if got is None:
                    got = out[r] = (list(cells), [])
                got[0][c] = above[1]
                got[1].append((c, above[0], v.strip()))
            elif _filled(v):
                above = (r, v)
    return out


def read_cells(rd: Reader, row: RowView):
    """Not a decision: the row's model (or part number, or the other column that names a device), merged cells
    and configuration columns, read once for the rules after it."""
    ctx, text, cells = rd.ctx, rd.text, row.cells
    model = text[cells[rd.model_col]]
    if not model and rd.pn_col is not None:
        model = text[cells[rd.pn_col]]
    if rd.other_col is not None and model and ctx.matcher.match(model)[0].how == "none":
        # a part number the catalog lacks beside a product name it knows (or the other way round): the row is
        # read by the column that names a device
        other = text[cells[rd.other_col]] if rd.other_col < len(cells) else ""
        if other and ctx.matcher.match(other)[0].device_id is not None:
            row.named, model = model, other
        elif other and rd.other_col != rd.pn_col and not _product_like(model) and _names_maker(other):
            # '名称' | 推理加速卡 beside '品牌型号' | 华为 Atlas 300I Duo 96GB: a product the catalog lacks, named by
            # both (the item's kind, its maker and model)
            model = f"{model} {other}"[:MAX_MODEL_CHARS]
    if rd.inst_col is not None and rd.inst_col < len(cells) and cells[rd.inst_col].__class__ is str:
        # 'Linux/UNIX' as the product beside 'p5.48xlarge': the row is read by the instance the bundled list knows
        inst = text[cells[rd.inst_col]]
        if known_instance(inst) is not None and (not model or ctx.matcher.match(model)[0].how == "none"):
            row.named, model = model, inst
    label = ctx.table.head_device
    if label and model and row_kind(model) is None and ctx.matcher.match(model)[0].device_id is None:
        # a machine priced under a column whose label names the device it is fitted with ('選配 A：NVIDIA L40S 48GB'):
        # the quote is that machine with that device (an installation line under it stays what it is)
        model = f"{model}（{label}）"[:MAX_MODEL_CHARS]
    row.cell_model = model  # what the quote shows; the configuration column only helps to read it
    if rd.cfg_col is not None and model and cells[rd.cfg_col] not in ("", None):
        cfg = text[cells[rd.cfg_col]]
        both = f"{model} {cfg}"
        # the configuration only helps: a name the catalog knows stays known when the words beside it ('PCIe'
        # for a card the catalog has in another form) would leave no device and count nothing
        if (
            ctx.matcher.match(both)[0].device_id is not None
            or ctx.matcher.match(model)[0].device_id is None
            or units_in_text(cfg) > 1
        ):
            model = both
    if rd.other_col is not None and model and rd.other_col < len(cells) and cells[rd.other_col].__class__ is str:
        # the second column headed as a product's ('规格型号' | 'HGX 模组 8卡/套' beside '存货名称'): its count of
        # devices per item is the row's when the name has none and the device stays the same
        other = text[cells[rd.other_col]]
        worded = " " in other.strip() or not other.isascii()  # words, not a code ('X2', 'SKU-8X')
        if worded and other != model and units_in_text(other) > 1 and units_in_text(model) <= 1:
            both = f"{model} {other}"
            if ctx.matcher.match(both)[0].device_id == ctx.matcher.match(model)[0].device_id:
                model = both
    if rd.context_cols and model:
        # 'H100' with '80GB' and 'SXM5' in columns of their own: read together they name one variant (also where
        # the name alone reads as the usual variant: 'A100 PCIe' beside '80GB' is the 80 GB card, and where they
        # name another device: 'H20' beside '141G' is the H20 with 141 GB, not the 96 GB card the name alone is)
        extra = " ".join(text[cells[c]] for c in rd.context_cols if c < len(cells) and cells[c] not in ("", None))
        if extra and not extra.isascii():
            extra = ascii_digits(extra)  # '৮০ জিবি' is 80 GB
        if extra:
            alone = ctx.matcher.match(model)[0]
            together = ctx.matcher.match(f"{model} {extra}")[0].device_id
            if together is not None and (_has_variants(alone) or together != alone.device_id):
                model = f"{model} {extra}"
                if together != alone.device_id and rd.attribute_cols:
                    # the variant a listing's attributes name is shown with its name ('RTX5090 … / 版本:5090 D V2')
                    said = "; ".join(
                        text[cells[c]] for c in rd.attribute_cols if c < len(cells) and cells[c] not in ("", None)
                    )
                    if said:
                        row.cell_model = f"{row.cell_model} / {said}"[:MAX_MODEL_CHARS]
    row.raw_price = cells[rd.price_col]
    if rd.merged:
        row.price_covered = rd.merged.get((row.r, rd.price_col))
        row.model_covered = rd.merged.get((row.r, rd.model_col))
        if row.model_covered is not None and not model and _filled(row.raw_price) and row.price_covered is None:
            top_r, top_c = row.model_covered
            model = row.cell_model = text[rd.rows[top_r][top_c]]  # one model merged down over priced rows
            row.model_covered = None
        if row.price_covered is not None and not _filled(row.raw_price) and row.model_covered is None and model:
            _price_of_merge(rd, row, model)
    row.model = model
    return False


def _price_of_merge(rd: Reader, row: RowView, model: str) -> None:
    """A price cell merged down over variants of one device (brands of one card sharing a price: 'E3:E5' beside
    three rows of RTX 5090) is each row's price: the merge's value belongs to every row it spans. Not where the
    merge runs down from a server's row over its configuration lines, nor over a row naming another device or
    another count of it."""
    top_r, top_c = row.price_covered
    if rd.block is not None and top_r == rd.block.source_row - 1:
        return
    value = rd.rows[top_r][top_c]
    if not _filled(value):
        return
    top_model = rd.text[rd.rows[top_r][rd.model_col]]
    if not top_model:
        return
    match = rd.ctx.matcher.match(model)[0]
    if match.device_id is None or rd.ctx.matcher.match(top_model)[0].device_id != match.device_id:
        return
    if units_in_text(model) != units_in_text(top_model):
        return
    row.raw_price = value
    row.price_from = (top_r, top_c)


def _has_variants(m) -> bool:
    """Whether a match leaves the variant open: ambiguous, or read as the usual one of several siblings."""
    return m.how == "ambiguous" or bool(m.candidates)


def known_product(rd: Reader, row: RowView):
    """A row like an ordinary product row read before (the same model and item cells, a plain price, no server
    block or merged cells around it) is a product: straight to its quote (`Template`)."""
    if rd.block is not None or rd.merged or not rd.known:
        return False
    tpls = rd.known.get(rd.key_of(row.cells))
    if tpls is not None and _negative_quantity(rd, row.cells) is not None:
        return False  # the same card given back ('Return' | -2): a credit (`returned_line`), not the product again
    return tpls is not None and _from_template(rd, row.r, row.cells, tpls)


#: the rows a block title may stand above its first price row, its description lines between ('NVIDIA H100 NVL 94GB'
#: over '94 GB HBM3, PCIe Gen5' | 'passive, 400 W' | '3-year warranty' | 'new | 2 | 27,900')
BLOCK_TITLE_ROWS = 6
#: an item's position number beside a block title ('1', '2.', '10)')
_POSITION = re.compile(r"\d{1,4}[.)]?")


def _title_name(rd: Reader, cells: list) -> str | None:
    """The text of a row that holds one text and nothing else but its position number ('1' | 'NVIDIA L40S 48GB'),
    its price cell empty; else None."""
    hidden = rd.ctx.sheet.hidden_cols
    texts = []
    for c, v in enumerate(cells[:HEADER_SEARCH_COLS]):
        if v in ("", None) or c in hidden:
            continue
        if c == rd.price_col:
            return None
        if v.__class__ is str and not _POSITION.fullmatch(v.strip()):
            texts.append(v)
        elif v.__class__ is str or (v.__class__ is int and 0 < v < 10_000):
            continue  # the item's position
        else:
            return None
    if len(texts) == 2 and any(_CODE.fullmatch(rd.text[v]) for v in texts):
        # a part number beside the name ('900-21010-0020-000' | 'NVIDIA H100 NVL 94GB PCIe'): the one naming a device
        # (a row with more words, its stock or its specs, is a product row whose price is elsewhere: merged, absent)
        texts = [v for v in texts if rd.names_accelerators(rd.text[v], None)]
        mine = cells[rd.model_col] if rd.model_col is not None and rd.model_col < len(cells) else None
        if len(texts) > 1 and mine in texts:
            texts = [mine]  # both name it (a catalog part number): the model column's words
    return rd.text[texts[0]] if len(texts) == 1 else None


def _bare_price_row(rd: Reader, row: RowView) -> bool:
    """A row holding a price and nothing to name it (no text but its position; a quantity at most): under a block
    title, the title's device's price row."""
    hidden = rd.ctx.sheet.hidden_cols
    for c, v in enumerate(row.cells[:HEADER_SEARCH_COLS]):
        if c in hidden or c == rd.price_col or v in ("", None):
            continue
        if v.__class__ is str and not _POSITION.fullmatch(v.strip()):
            return False
    return True


def block_title(rd: Reader, row: RowView):
    """A device named alone on its row (beside its position number at most), over rows priced without a device of
    their own ('NVIDIA H100 SXM5 80GB' over '1-7 | 28,500'), is the title of those rows: each is that device's (a
    quantity tier, a variant, a condition). Lines describing it may stand between the title and its first price
    row (up to `BLOCK_TITLE_ROWS`: its memory, cooling, warranty). A row naming another device ends the block."""
    cells = row.cells
    name = _title_name(rd, cells)
    if name is None:
        if row.model and rd.title is not None and _another_device(rd, row.model, rd.title[0]):
            rd.title = rd.title_quote = None
        return False
    if not rd.names_accelerators(name, None):
        if (
            rd.title is not None
            and rd.title_priced
            and _priced_below(rd, row.r, own_devices=True)
            and row_kind(name) is None
        ):
            # a heading of its own over priced rows ('选配件（单独采购，不随整机）': spare parts bought apart) ends the
            # block above: the rows under it are no longer the titled device's (a line describing the device
            # before its first price is none)
            rd.title = rd.title_quote = None
        return False
    if row_kind(name) == "note":
        return False  # a remark naming a device ('备注：... H20服务器交期4-6周') titles no rows
    if not _priced_below(rd, row.r) and not _priced_after_description(rd, row.r, name):
        return False
    rd.close_block()
    rd.title, rd.title_quote, rd.title_priced = (name, row.r), None, False
    col = next((c for c, v in enumerate(cells[:HEADER_SEARCH_COLS]) if v.__class__ is str and rd.text[v] == name), 0)
    rd.title_cell = rd.cell(row.r, col)
    _reject(rd.ctx, row.r, Msg("the title of the rows under it ({device}), not a product of its own", device=name[:80]))
    return True


def _priced_after_description(rd: Reader, r: int, title: str) -> bool:
    """Whether, within `BLOCK_TITLE_ROWS` rows under a device named alone, lines without a price that name no device
    (its description) lead to a priced row naming no device of its own: a product block whose title is several rows
    above its price."""
    hidden = rd.ctx.sheet.hidden_rows
    seen = 0
    for r2 in range(r + 1, min(rd.n, r + 1 + BLOCK_TITLE_ROWS)):
        if r2 in hidden:
            continue
        cells = rd.rows[r2]
        price = cells[rd.price_col] if rd.price_col < len(cells) else ""
        model = rd.text[cells[rd.model_col]] if rd.model_col < len(cells) else ""
        if _filled(price):
            if not _parses(price) or not seen:
                return False
            return not rd.device_of(model) or not _another_device(rd, model, title)
        if model and rd.device_of(model):
            return False  # another device's row (or its own again): no block
        seen += 1
    return False


def titled_row(rd: Reader, row: RowView):
    """A priced row under a block title whose own label names no device: a quantity tier of the title's device
    ('1-7', '8-31', '32+': one quote at the first tier's price, the others in its notes, as for tiers in columns), or
    a variant or condition of it ('PCIe', 'used'), read with the title's name."""
    if rd.title is None:
        return False
    if not row.model:
        if not _filled(row.raw_price) or not _parses(row.raw_price) or not _bare_price_row(rd, row):
            return False
        row.model = row.cell_model = rd.title[0]  # '| | 2 | 27,900' under its block's title: the title's price
    if not _filled(row.raw_price):
        if not rd.title_priced and rd.kind(row) is None and not rd.device_of(row.model):
            # a line describing the titled device above its price ('94 GB HBM3, PCIe Gen5', 'passive, 400 W')
            _reject(
                rd.ctx,
                row.r,
                Msg(
                    "a line describing {device} (the title of its block in row {row}), not a product of its own",
                    device=rd.title[0][:80],
                    row=rd.row_no(rd.title[1]),
                ),
            )
            return True
        return False
    if _another_device(rd, row.model, rd.title[0]):
        return False
    rd.title_priced = True
    rd.title_said = (
        row.r,
        Msg(
            "model: the block's title in {cell} ({title!r}), {n} rows above the price",
            cell=rd.title_cell,
            title=rd.title[0][:60],
            n=row.r - rd.title[1],
        ),
    )
    if rd.kind(row) not in (None, "configuration"):
        return False  # a shipping or total line after the blocks ('TRASP | Spese di trasporto'), not a variant
    title, title_row = rd.title
    label = row.model
    if label == title:
        return False  # the row already reads with its title's name (a chat's price line under the device named)
    skip = {rd.model_col, rd.price_col, rd.notes_col, rd.lead_col, rd.cur_col}
    words = [
        rd.text[v]
        for c, v in enumerate(row.cells[:HEADER_SEARCH_COLS])
        if c not in skip and v.__class__ is str and v.strip() and not _parses(v) and rd.text[v] != label
    ]
    if units_in_text(title) > 1 or names_server(title):
        # a configured server's title over its parts ('配置一：浪潮 NF5468G7 8卡 L20 推理服务器（×1台）' over
        # '机箱 | CPU | GPU | 网卡' lines, each with its own price): a part is the server's, no quote of the title's
        # device; the server's cards on a line of their own are priced by that line's own words, per card
        own = " ".join([label, *words])[:MAX_MODEL_CHARS]
        cell = rd.text[row.cells[rd.model_col]]
        # '内存', '机箱' in the name cell; not a card's own cooling ('NVIDIA L40S 48GB PCIe 被动散热' is the card)
        named = row_kind(cell) == "configuration" and (
            row_kind_leading(cell) == "configuration" or rd.ctx.matcher.match(cell)[0].device_id is None
        )
        if not named and rd.ctx.matcher.match(own)[0].device_id is not None:
            row.model = row.cell_model = own
            return False
        # the server's chassis on a line of its own ('超微 SYS-4029GP-TRT2 4U 8卡 准系统', 'Barebone …'): no card in
        # it, the cards priced on their own line
        chassis = _says_no_accelerator(own) is not None and rd.ctx.matcher.match(own)[0].device_id is None
        if named or chassis or rd.kind(row) == "configuration":
            _reject(
                rd.ctx,
                row.r,
                Msg("a part of the server configured under its title ({title}), not a quote", title=title[:80]),
            )
            return True
    if tier_label(label) is None:
        # the row's own words say what of the title's device it prices ('confezione da 4 schede', 'kit HGX A100
        # 8-GPU', 'ricondizionato'): read with the title
        row.model = row.cell_model = " ".join([title, label, *words])[:MAX_MODEL_CHARS]
        return False
    if rd.title_quote is None:
        row.model = row.cell_model = title
        before = len(rd.ctx.quotes)
        product_row(rd, row)
        if len(rd.ctx.quotes) > before:
            rd.title_quote = before
            q = rd.ctx.quotes[before]
            rd.ctx.quotes[before] = q._replace(
                notes=_join(q.notes, Msg("quantity tier {tier}: {price:,.2f}", tier=label, price=q.price_min))
            )
        return True
    q = rd.ctx.quotes[rd.title_quote]
    pp, _cur = _price(rd, row.raw_price, None)
    if pp.ok and not pp.on_request and (pp.currency or q.currency) == q.currency:
        lo = (
            pp.min / (q.units_per_item if "per_device" not in rd.ctx.table.roles else 1)
            if q.units_per_item > 1
            else pp.min
        )
        # the quote is the price for the fewest units (its first tier); a tier for more units is an alternative,
        # kept in its notes (one rule for every quantity ladder: README, "Quantity breaks")
        rd.ctx.quotes[rd.title_quote] = q._replace(
            notes=_join(q.notes, Msg("quantity tier {tier}: {price:,.2f}", tier=label, price=lo)),
        )
        _reject(
            rd.ctx,
            row.r,
            Msg(
                "a quantity tier of the quote in row {row} ({device}): the price for more units, kept in that "
                "quote's notes",
                row=q.source_row,
                device=title[:80],
            ),
        )
        return True
    return False


def _another_device(rd: Reader, model: str, title: str) -> bool:
    """Whether a row under a block title names a device of its own, not the title's: one the resolver names
    surely and the title does not ('kit HGX A100 8-GPU' under 'NVIDIA A100 SXM4 80GB' is the title's device; an
    ambiguous 'A100' too)."""
    match, _w = rd.ctx.matcher.match(model)
    if match.device_id is None:
        # a model number of the title's shape that is not its ('PRIME-RTX5080-O16G' under '❤ RTX 5090 32G 系列 ❤'):
        # a sibling the catalog does not hold, never the title's device
        mine = rd.ctx.matcher.resolve(title).device_id
        return mine is not None and rd.ctx.matcher.names_another_model(model, mine)
    mine, _w2 = rd.ctx.matcher.match(title)
    if mine.device_id == match.device_id:
        return False
    if match.how in ("exact", "alias", "model") and not _has_variants(match) and mine.device_id is not None:
        return True  # named surely by its own words ('H100 SXM5 80GB' under 'NVIDIA L40S 48GB PCIe')
    both, _w3 = rd.ctx.matcher.match(f"{title} {model}")
    return both.device_id != mine.device_id or mine.device_id is None


def _priced_below(rd: Reader, r: int, own_devices: bool = False) -> bool:
    """Whether the next visible row has a price and names no device of its own (or, with `own_devices`, any)."""
    hidden = rd.ctx.sheet.hidden_rows
    for r2 in range(r + 1, min(rd.n, r + 4)):
        if r2 in hidden:
            continue
        cells = rd.rows[r2]
        model = rd.text[cells[rd.model_col]]
        if not (_filled(cells[rd.price_col]) and _parses(cells[rd.price_col])):
            return False
        return (
            own_devices
            or not rd.device_of(model)
            or not _another_device(
                rd,
                model,
                rd.text[rd.rows[r][rd.model_col]]
                or next((rd.text[v] for v in rd.rows[r] if v.__class__ is str and v.strip()), ""),
            )
        )
    return False


def _committed_beside_on_demand(prev: Table, t: Table) -> Table:
    """A later table of the sheet renting by the day, week or month only ('按天（元/节点/天） | 包月（元/节点/月）'),
    under a table whose rates are by the hour, on demand ('按量（元/卡时）'): the sheet's on-demand offer is the
    hourly one, so each period price here is a commitment to that period, a reserved rate per device-hour (the
    shortest period's price the quote, the others each a committed term of their own), never on-demand."""
    if prev.kind != "cloud" or t.kind != "cloud" or "hourly" not in prev.columns:
        return t
    if any(r.startswith("period_") for r in prev.roles) or "reserved" in prev.roles:
        return t  # the table above rents by a period too, or is reserved itself: no on-demand rate to stand beside
    if not any(r.startswith("period_") for r in t.roles):
        return t
    chosen = t.columns.get("hourly")
    periods = {k: c for k, c in t.alt.items() if k.startswith("per_") and k[4:] in PERIOD_HOURS and c != chosen}
    # each with the term its header names ('预付3年（元/台/月）': 36 months, billed monthly), else none
    terms = [
        *t.terms,
        *((c, term_months(t.texts[c])) for c in sorted(periods.values()) if c not in {x for x, _m in t.terms}),
    ]
    alt = {k: c for k, c in t.alt.items() if k not in periods}
    said = Msg(
        "price: the day, week or month prices of this table stand beside the on-demand hourly rates above: each is "
        "a committed rate, read as a reserved rate per device-hour"
    )
    return dataclasses.replace(
        t, roles=t.roles | {"reserved"}, terms=terms, alt=alt, conventions=[*t.conventions, said]
    )


def another_table(rd: Reader, row: RowView):
    """A row of header words after a gap ('卡型 | 显存 | 单卡按量（元/卡/小时）') starts another table, read with its
    own columns from the row under it."""
    raw = row.raw_price
    if raw.__class__ in (int, float) or (raw.__class__ is str and _parses(raw)) or rd.tables_read >= MAX_LATER_TABLES:
        return False
    ctx = rd.ctx
    if not later_header(rd.rows, row.r, ctx.sheet.hidden_rows, ctx.sheet.hidden_cols, ctx.matcher):
        return False
    rd.tables_read += 1
    found = later_table(rd.rows, row.r, ctx.sheet.hidden_cols, ctx.matcher)
    if found is None:
        return False
    rd.close_block()
    t = found[0]
    prev = ctx.table
    under = row.r == prev.header + 1
    if under:
        # a second header row right under the first (an ERP export's field keys over its captions): one table,
        # the fields only the first row names kept where the second leaves their columns free
        used = set(t.columns.values())
        for f, c in prev.columns.items():
            if f not in t.columns and c not in used:
                t.columns[f] = c
                used.add(c)
        same = t.columns.get("price") is not None and t.columns.get("price") == prev.columns.get("price")
        if same and not _TAX_BASIS & t.roles and len(_TAX_BASIS & prev.roles) == 1:
            # "Trendyol'da Satılacak Fiyat (KDV Dahil)" over a template's 'Satış fiyatı': the first row's tax basis
            # is the same column's, which the second row's caption does not repeat
            t.roles = t.roles | (_TAX_BASIS & prev.roles)
    if not under:
        t = _committed_beside_on_demand(prev, t)
    ctx.kind = t.kind
    price_col = t.columns["hourly" if ctx.kind == "cloud" else "price"]
    cur, scale = header_units(t.texts[price_col])
    # the table's own header again (a PDF's page break, 'Page 1 of 2' above it): the same table goes on, in the
    # currency and scale read for it (a rupee sign settled by the sheet's place, lakhs)
    repeated = not under and [str(x).strip().lower() for x in t.texts] == [str(x).strip().lower() for x in prev.texts]
    if not (under and cur is None and scale == 1.0) and not repeated:
        # (a second header row naming no currency keeps the one the table's header block named: 'price' over '售價'
        # over '請填入 NT$1 ~ NT$500,000')
        ctx.col_cur, ctx.col_scale = cur, scale
    rd.set_table(t)
    ctx.warnings.append(
        Msg("row {row}: a second header row; the table is read with both", row=rd.row_no(row.r))
        if under
        else Msg("row {row}: the table's header again (a new page); the table goes on", row=rd.row_no(row.r))
        if repeated
        else Msg("row {row}: another table starts here; read with its own header", row=rd.row_no(row.r))
    )
    for convention in t.conventions:
        ctx.warnings.append(Msg("row {row}: {what}", row=rd.row_no(row.r), what=convention))
    for f in t.inferred:
        what = Msg(
            "the {field} column ({col}) was recognised from the data under it, not from its header",
            field=field_words(f),
            col=column_letter(t.columns[f]),
        )
        ctx.warnings.append(Msg("row {row}: {what}", row=rd.row_no(row.r), what=what))
    return t.header + 1


def words_without_model_or_price(rd: Reader, row: RowView):
    """A row with neither a model nor a price: a note, a total of the amounts above (numbers with no label), a
    heading, or a configuration line of the server above."""
    if row.model or _filled(row.raw_price) or row.price_covered:
        return False
    ctx, text = rd.ctx, rd.text
    hidden = ctx.sheet.hidden_cols
    filled = [text[v] for c, v in enumerate(row.cells) if v != "" and v is not None and c not in hidden]
    if not filled:
        rd.decided.add(row.r)
        return True
    note = " ".join(filled)
    bidding = _asks_to_buy(note[:200])
    if bidding and not rd.bidding:
        rd.known.clear()  # a device offered above and wanted below: its rows here are read, not replayed
    rd.bidding = bidding
    kind = row_kind(filled[0]) or "note"
    if all(v.__class__ in (int, float) for c, v in enumerate(row.cells) if _filled(v) and c not in hidden):
        kind = "subtotal"  # amounts with no label under the table: a total
    elif kind in _PRICED_KINDS and not _has_amount(row.cells):
        kind = f"note:{kind}"  # 'Prezzi IVA esclusa', 'GST not applicable': a note on tax
    if rd.block is not None and kind == "configuration":
        rd.config_lines.append(note[:120])
        _reject(ctx, row.r, _not_product(kind, rd.block.source_row))
        return True
    said = kinds_in(note[:300]) if len(filled) == 1 and _is_prose(note) else ()
    if len(said) > 1 or (said and said[0] != kind.removeprefix("note:")):
        # a sentence that speaks of several things ('GST 9% applicable ... Payment: TT ... OCBC 601-...'):
        # said as a note on each of them
        _reject(ctx, row.r, _note_on(said))
        ctx.warnings.append(Msg("row {row}: note {text!r}", row=rd.row_no(row.r), text=note[:120]))
        return True
    _reject(ctx, row.r, _not_product(kind, text=filled[0]))
    if kind.startswith("note"):
        ctx.warnings.append(Msg("row {row}: note {text!r}", row=rd.row_no(row.r), text=note[:120]))
    return True


#: what each kind of line is called in a note that speaks of several ('a note on tax, bank or payment details')
_KIND_TOPICS = {
    "subtotal": Msg("totals"),
    "tax": Msg("tax"),
    "shipping": Msg("shipping or delivery"),
    "installation": Msg("installation"),
    "service": Msg("service or warranty"),
    "bank": Msg("bank or payment details"),
    "discount": Msg("discounts"),
    "configuration": Msg("configuration"),
}


#: one attribute of a listing's variant: a name, a colon, a value ('显存:24G', 'Memory: 24GB')
_ATTRIBUTE = lx.compiled(r"^[^:：;；]{1,12}[:：][^:：;；]{1,40}$")
#: data rows looked at for a column of variant attributes
_ATTRIBUTE_ROWS = 60


def _attribute_columns(rows: list[list], t, hidden, taken: list[int]) -> list[int]:
    """Unmapped columns whose filled cells are all variant attributes ('显存:24G;版本:涡轮;成色:全新'): every cell
    one or more 'name:value' pairs parted by semicolons, some cell two pairs or more, two cells at least."""
    used = set(t.columns.values()) | set(taken)
    data = rows[t.header + 1 : t.header + 1 + _ATTRIBUTE_ROWS]
    out = []
    for c in range(min(HEADER_SEARCH_COLS, max((len(r) for r in data), default=0))):
        if c in used or c in hidden:
            continue
        cells = [r[c].strip() for r in data if c < len(r) and r[c].__class__ is str and r[c].strip()]
        if len(cells) < 2:
            continue
        parts = [[x.strip() for x in re.split(r"[;；]", v) if x.strip()] for v in cells]
        if all(p and all(_ATTRIBUTE.match(x) for x in p) for p in parts) and any(len(p) > 1 for p in parts):
            out.append(c)
    return out


def _bare_status(rd: Reader, c: int, s: int | None) -> bool:
    """Whether column `c` is a status column only by the bare word 'Status' (`status.header`), not one the mapping
    read: a tracker's 'Expired' there restates the line's past validity (the quote stays, dated), no ERP line's."""
    texts = rd.ctx.table.texts
    return c not in (s, rd.cond_col) and c < len(texts) and lx.squash(texts[c]) in lexicon().words("status.header")


def _spare_status_columns(texts, mapping: dict, hidden) -> tuple[int, ...]:
    """Columns whose header names a condition or a status ('状态', 'Status') that the mapping did not take (another
    column holds the condition): they may still say a listing is sold or off sale."""
    taken = set(mapping.values())
    out = []
    for c, t in enumerate(texts[:HEADER_SEARCH_COLS]):
        if c in taken or c in hidden or not t:
            continue
        m = match_header_cell(t)
        if (m is not None and m.field in ("condition", "status")) or lx.squash(t) in lexicon().words("status.header"):
            out.append(c)  # ('Status' alone: a marketplace's Sold / Reserved, never mapped as a field)
    return tuple(out)


def _negative_quantity(rd: Reader, cells: list) -> float | None:
    """The row's quantity where it is below zero (goods returned), else None."""
    q = rd.qty_col
    if q is None or q >= len(cells):
        return None
    raw = cells[q]
    if raw.__class__ in (int, float):
        n = raw
    elif raw.__class__ is str and raw.strip()[:1] in ("-", "\u2212"):
        # the number reader takes no sign (a price is never below zero): read the magnitude after the minus
        m = parse_number(rd.text[raw].strip()[1:21].strip())
        n = -m if m is not None else None
    else:
        return None
    return n if n is not None and n < 0 else None


def _buyers_request(texts: list[str]) -> bool:
    """Whether a table's header names a purchase request's requester ('申请人', 'Requester'; data/lexicon
    status.requester): its rows are the buyer's requests, their approval status the buyer's decision."""
    finder = lexicon().finder("status.requester")
    return any(t and finder.search(lx.fold(t[:40]).lower()) is not None for t in texts[:HEADER_SCAN_COLS])


HEADER_SCAN_COLS = 256


def returned_line(rd: Reader, row: RowView):
    """A line whose quantity is below zero ('销售退货' | -2, 'Return' | -1 on a statement or an invoice) gives goods
    back: a credit against the lines above, never an offer at its price."""
    n = _negative_quantity(rd, row.cells)
    if n is None or not row.model:
        return False
    rd.close_block()
    _reject(
        rd.ctx, row.r, Msg("a credit or discount line (goods returned: quantity {qty}), not a product", qty=f"{n:g}")
    )
    return True


def disabled_line(rd: Reader, row: RowView):
    """A line its table marks disabled or discontinued ('禁用状态' | 是, 'Discontinued' | Yes) is no offer."""
    s = rd.status_col
    if s is not None and row.model and s < len(row.cells) and row.cells[s].__class__ is str:
        # '审批状态' | 已撤销, 'Status' | Withdrawn: an answer taken back or replaced is no offer
        said = row.cells[s][:40]
        if lexicon().finder("status.withdrawn").search(lx.fold(said).lower()) is not None:
            if _buyers_request(rd.ctx.table.texts):
                # '申请人' | '审批状态' 已驳回: the buyer's own request turned down; the supplier's price it holds
                # stands, said where the user looks
                rd.ctx.warnings.append(
                    Msg(
                        "row {row}: the purchase request is marked {value!r} (the buyer's approval, not the "
                        "supplier's); the supplier's price is read",
                        row=rd.row_no(row.r),
                        value=said,
                    )
                )
            else:
                msg = Msg(
                    "a line its table marks {value!r} (withdrawn, superseded or rejected), not an offer", value=said
                )
                _reject(rd.ctx, row.r, msg)
                return True
    n = rd.notes_col
    if n is not None and n != s and row.model and n < len(row.cells) and row.cells[n].__class__ is str:
        # 'Bemærkning' | UDGÅR, 'Remarks' | Cancelled: a remark that is only a withdrawal word takes the line out
        # of the offer (a longer remark naming one, 'replaces the cancelled order', is the line's note)
        said = row.cells[n].strip()[:40]
        hit = lexicon().finder("status.withdrawn").search(lx.fold(said).lower()) if 0 < len(said) <= 20 else None
        if (
            hit is not None
            and _withdrawn_by_the_seller(lx.fold(said).lower()[: hit[1]])
            and not _buyers_request(rd.ctx.table.texts)  # ('驳回意见：预算不足' on a request: the buyer's word)
        ):
            msg = Msg("a line its table marks {value!r} (withdrawn, superseded or rejected), not an offer", value=said)
            _reject(rd.ctx, row.r, msg)
            return True
    p = rd.price_col
    if p is not None and row.model and p < len(row.cells) and row.cells[p].__class__ is str:
        said = row.cells[p].strip()[:40]
        if (
            said
            and not any(ch.isdigit() for ch in said)
            and lexicon().finder("status.unsold").search(lx.fold(said).lower()) is not None
        ):
            # '成交價' | 流拍 Unsold: the price cell of an auction lot says it found no buyer; there is no price
            msg = Msg("a line its table marks {value!r} (no sale: unsold or suspended), not an offer", value=said)
            _reject(rd.ctx, row.r, msg)
            return True
        if (
            said
            and not (rd.ctx.table.channels or rd.ctx.table.conditions)
            and not any(ch.isdigit() for ch in said)
            and lx.squash(said) in lexicon().words("status.off_sale")
        ):
            # '实际售价' | 已下架: the listing's price cell says it was taken off sale; no price (never the brand's
            # price beside it); in one of several channel or condition columns ('行貨價' | 已停售 beside '水貨價'),
            # that column's offer alone is off sale
            _reject(rd.ctx, row.r, Msg("a line its table marks {value!r} (off sale), not an offer", value=said))
            return True
    v = rd.valid_col
    # 'Contract ends' | 'SUSPENDED – vendor under review': a validity written as a status, no day, says it too
    words_end = (
        v is not None
        and v < len(row.cells)
        and row.cells[v].__class__ is str
        and not any(ch.isdigit() for ch in row.cells[v][:80])
    )
    for c in (s, rd.cond_col, *rd.spare_status_cols, *((v,) if words_end else ())):
        if c is not None and row.model and c < len(row.cells) and row.cells[c].__class__ is str:
            # '状态' | 已下架, 'Status' | Delisted: a shop's listing taken off sale is no offer
            said = row.cells[c][:40]
            if c != s and lexicon().finder("status.withdrawn").search(lx.fold(said).lower()) is not None:
                # '状态' | 已撤回 under a header the mapping read as the condition: a lot taken back is no offer
                msg = Msg(
                    "a line its table marks {value!r} (withdrawn, superseded or rejected), not an offer", value=said
                )
                _reject(rd.ctx, row.r, msg)
                return True
            if "final" in rd.ctx.table.roles and lx.squash(said) in lexicon().words("status.sold"):
                continue  # 'Sold price' | 'Status' Sold, '成交价' | 已成交: the sale whose price the line records
            if lexicon().finder("status.off_sale").search(lx.fold(said).lower()) is not None or lx.squash(
                said
            ) in lexicon().words("status.sold"):
                _reject(rd.ctx, row.r, Msg("a line its table marks {value!r} (off sale), not an offer", value=said))
                return True
            if lexicon().finder("status.unsold").search(lx.fold(said).lower()) is not None:
                # '状态' | 流拍, 'Status' | Unsold: an auction lot that found no buyer (or whose sale was suspended)
                # has no price, whatever its opening bid or appraisal says
                msg = Msg("a line its table marks {value!r} (no sale: unsold or suspended), not an offer", value=said)
                _reject(rd.ctx, row.r, msg)
                return True
            if lexicon().finder("status.broken").search(lx.fold(said).lower()) is not None:
                # 'Condition' | For parts or not working: a broken card's price is no price of a working one
                msg = Msg("a line its table marks {value!r} (sold broken, for parts), not an offer", value=said)
                _reject(rd.ctx, row.r, msg)
                return True
            if lexicon().finder("status.draft").search(lx.fold(said).lower()) is not None:
                # '报价状态' | 草稿, 'Status' | Draft: a quote saved but never sent is no offer
                msg = Msg("a line its table marks {value!r} (a draft never sent), not an offer", value=said)
                _reject(rd.ctx, row.r, msg)
                return True
            if (
                not _bare_status(rd, c, s)
                and lexicon().finder("status.expired").search(lx.fold(said).lower()) is not None
            ):
                # '状态' | 已失效: an ERP price line whose validity has ended
                msg = Msg(
                    "a line its table marks {value!r} (expired: its price no longer holds), not an offer", value=said
                )
                _reject(rd.ctx, row.r, msg)
                return True
    c = rd.disabled_col
    if c is None or not row.model or c >= len(row.cells):
        return False
    v = row.cells[c]
    if v.__class__ is not str or not _flag_set(v):
        return False
    head = rd.ctx.table.texts[c][:30]
    _reject(rd.ctx, row.r, Msg("a line marked {head!r} (disabled or discontinued), not an offer", head=head))
    return True


def _withdrawn_by_the_seller(before: str) -> bool:
    """Whether the words before a remark's withdrawal word leave it the line's own withdrawal: none ('Cancelled'), or
    only the seller who withdrew ('供应商已撤回报价', 'Supplier withdrew'), never another subject ('replaces the
    cancelled order')."""
    rest = lx.squash(before)
    return not rest or rest in lexicon().words("field.vendor")


def _flag_set(v: str) -> bool:
    """Whether a flag column's cell sets the flag: a yes-word ('是', 'Yes'), or a lone mark that is no no-word (an
    ERP's deletion indicator 'L' or 'X', a tick '√')."""
    s = lx.squash(v[:8])
    if s in lexicon().words("flag.yes"):
        return True
    mark = v.strip()
    return len(mark) == 1 and not mark.isdigit() and s not in lexicon().words("flag.no")


def wanted_line(rd: Reader, row: RowView):
    """A row under a heading that asks to buy ('【收】求购', 'WTB'), or whose category cell says so ('收' beside
    '出'), is a request to buy, not an offer: listed with that reason, whatever price it names."""
    if not row.model:
        return False
    if not _filled(row.raw_price) and not rd.names_accelerators(row.model, None):
        # a heading in the model column starts a wanted section or ends one; the rules after it say what it is
        bidding = _asks_to_buy(row.model[:200])
        if bidding and not rd.bidding:
            rd.known.clear()
        rd.bidding = bidding
        return False
    cells = row.cells
    asked = (
        rd.bidding
        or any(v.__class__ is str and v.strip() and lx.squash(v[:12]) in _bid_cells() for v in cells[: rd.model_col])
        or _opens_asking(row.model)
    )
    if not asked:
        return False
    _reject(rd.ctx, row.r, Msg("a request to buy (wanted), not an offer to sell"))
    return True


@lru_cache(maxsize=1)
def _bid_cells() -> frozenset[str]:
    return frozenset(lexicon().words("bid.cell"))


def asks_to_buy(texts) -> bool:
    """Whether the title rows above a table ask to buy (a buy-back offer: 'Aħna nixtru ...', 'WTB')."""
    return any(isinstance(t, str) and _asks_to_buy(t[:200]) for t in texts)


def _opens_asking(model) -> bool:
    """Whether a listing's own title opens by asking to buy ('高价回收 RTX 4090D/4090/5090D 显卡 上门', 'WTB: H100
    NVL'): a buyer's ad among sellers' listings."""
    if model.__class__ is not str:
        return False
    found = lexicon().finder("bid.words").search(lx.fold(model[:60]).lstrip("【[(（ "))
    return found is not None and found[1] == 0


def _asks_to_buy(text: str) -> bool:
    """Whether a heading asks to buy ('【收】求购', 'WTB - we buy', 'Ankauf')."""
    return lexicon().finder("bid.words").search(lx.fold(text)) is not None


def _note_on(kinds: tuple) -> Msg:
    topics = [_KIND_TOPICS[k] for k in kinds if k in _KIND_TOPICS]
    if not topics:
        return _not_product("note")
    said = topics[0]
    for t in topics[1:]:
        said = Msg("{first}; {then}", first=said, then=t)  # each topic a Msg of its own: said in the user's language
    return Msg("a note on {topics}, not a product", topics=said)


def _is_prose(text: str) -> bool:
    """A sentence or two, not a label: four words or more, or words with a colon ('Payment: TT')."""
    return len(text.split()) >= 4 or (":" in text and len(text.split()) >= 2)


def overlong_model(rd: Reader, row: RowView):
    """A 'model' of more than MAX_MODEL_CHARS characters is a pasted paragraph, not a product name."""
    if len(row.model) <= MAX_MODEL_CHARS:
        return False
    cell = rd.cell(row.r, rd.model_col)
    _reject(
        rd.ctx,
        row.r,
        Msg("the model in {cell} is {n:,} characters long, not a product name", cell=cell, n=len(row.model)),
    )
    return True


def tier_label_row(rd: Reader, row: RowView):
    """A row of quantity-tier labels ('1-9 units | 10-49 units') is part of the header, not a product."""
    raw = row.raw_price
    if raw.__class__ is str and tier_label(raw) and tier_row(row.cells[:HEADER_SEARCH_COLS]):
        _reject(rd.ctx, row.r, Msg("a row of quantity-tier labels (part of the header), not a product"))
        return True
    return False


def server_configuration_line(rd: Reader, row: RowView):
    """Under a server's row, its configuration lines (the model cell merged down from it, 'incl.' or no price of
    its own, components such as CPU, memory, drives) belong to it."""
    block = rd.block
    if block is None:
        return False
    raw, model = row.raw_price, row.model
    sub = False
    if rd.index_col is not None and rd.index_col != rd.model_col and _filled(row.cells[rd.index_col]):
        sub = _sub_number(rd.text[row.cells[rd.index_col]], rd.text[rd.rows[block.source_row - 1][rd.index_col]])
        if not (row.model_covered is not None or row.price_covered is not None) and not sub:
            # a numbered line of the offer is an item of its own, not a part of the server above (but '1.3'
            # under '1.0' is a part of line 1)
            return False
    kind = rd.kind(row)
    in_block = (
        (sub and _rolled_up(rd, block.source_row - 1))
        or (row.model_covered is not None and row.model_covered[0] == block.source_row - 1)
        or (row.price_covered is not None and row.price_covered[0] == block.source_row - 1)
        or (
            raw.__class__ is str
            and _says_included(raw)
            and not _priced_elsewhere(rd, row)
            and not _another_device_than(rd, model, block)
        )
        or (
            (raw == "" or raw is None)
            and kind in (None, "configuration")
            and (kind == "configuration" or not _is_sentence(model))
            and (kind == "configuration" or units_in_text(model) > 1 or not rd.device_of(model))
        )
    )
    if not in_block:
        return False
    rd.config_lines.append(" ".join(rd.text[v] for v in row.cells if v != "" and v is not None)[:160])
    if model:
        rd.config_models.append((row.r, model))
    _reject(rd.ctx, row.r, _not_product("configuration", block.source_row))
    return True


def _another_device_than(rd: Reader, model: str, block: Quote) -> bool:
    """Whether a row names a catalog device other than the one of the item above it ('8卡 H20 96G 服务器' under 'RTX
    4090 涡轮卡'): an item of its own, not a part included in that item, whatever its price cell says."""
    if not model or block.device_id is None:
        return False
    match, _w = rd.ctx.matcher.match(model)
    return match.device_id is not None and match.device_id != block.device_id


def _priced_elsewhere(rd: Reader, row: RowView) -> bool:
    """Whether a row naming a device holds a price or words in another of the table's price columns (a list price
    beside a dash in the subsidised one, '咨询客户经理'): a line of its own, not a part included in the server above."""
    if not row.model or not rd.device_of(row.model):
        return False
    t = rd.ctx.table
    for c in (*t.fallbacks, t.alt.get("list"), *t.offer_columns):
        if c is None or c >= len(row.cells) or not _filled(v := row.cells[c]):
            continue
        if not (v.__class__ is str and _says_included(v)):
            return True
    return False


def _line_amount(rd: Reader, r: int) -> float | None:
    """A line's amount: its unit price times its quantity (one where no quantity is given), or None."""
    row = rd.rows[r]
    v = row[rd.price_col] if rd.price_col < len(row) else None
    if v.__class__ is str:
        p = parse_price(v[:60], default_currency="XXX")
        v = p.min if p.ok and not p.on_request else None
    if v.__class__ not in (int, float) or v != v:
        return None
    q = row[rd.qty_col] if rd.qty_col is not None and rd.qty_col < len(row) else 1
    return float(v) * (float(q) if q.__class__ in (int, float) and q > 0 else 1.0)


def _rolled_up(rd: Reader, parent: int) -> bool:
    """Whether the priced line on row `parent` (0-based) rolls up its numbered sub-lines ('1.1', '1.2' ... under
    '1'): its unit price equals the sum of their amounts (each its unit price times its quantity), within a cent in
    a thousand. A configurator's parent line then prices the whole configuration and each sub-line, however priced,
    is a part of it, never an offer of its own. Arithmetic over the lines, read once per parent."""
    cache = rd.rolled
    if parent in cache:
        return cache[parent]
    head = rd.rows[parent]
    number = rd.text[head[rd.index_col]] if rd.index_col < len(head) else ""
    own = _line_amount(rd, parent)
    if own is not None and rd.qty_col is not None:
        q = head[rd.qty_col] if rd.qty_col < len(head) else None
        own = own / float(q) if q.__class__ in (int, float) and q > 0 else own
    total, n = 0.0, 0
    for r in range(parent + 1, min(rd.n, parent + 1 + 500)):
        cells = rd.rows[r]
        line = rd.text[cells[rd.index_col]] if rd.index_col < len(cells) else ""
        if not _filled(line):
            continue
        if not _sub_number(line, number):
            break
        amount = _line_amount(rd, r)
        if amount is not None:
            total, n = total + amount, n + 1
    cache[parent] = own is not None and n >= 2 and abs(total - own) <= 0.001 * own
    return cache[parent]


_LINE_NUMBER = lx.compiled(r"^\s*(\d{1,4})(?:\.(\d{1,3}))?\s*$")


def _sub_number(line: str, parent: str) -> bool:
    """Whether a line number is a part of another's ('1.3' of '1.0' or '1'): a configurator's sub-line."""
    a, b = _LINE_NUMBER.match(line or ""), _LINE_NUMBER.match(parent or "")
    if a is None or b is None or a.group(2) is None or int(a.group(2)) == 0:
        return False
    return a.group(1) == b.group(1) and (b.group(2) is None or int(b.group(2)) == 0)


def merged_configuration_line(rd: Reader, row: RowView):
    """A row under a merged model cell, without a price of its own, is a line of that item's configuration."""
    if row.model_covered is None or _filled(row.raw_price):
        return False
    _reject(rd.ctx, row.r, _not_product("configuration", row.model_covered[0] + 1))
    return True


@lru_cache(maxsize=1024)
def not_applicable(text: str) -> bool:
    """Whether a price cell says 'not applicable' ('n/a', 'N.A.'): not sold, where other prices of its row are
    given."""
    return lexicon().finder("price_text.not_applicable").search(lx.fold(text[:40])) is not None


@lru_cache(maxsize=4096)
def _says_no_accelerator(text: str) -> str | None:
    """'none' when a line's words say it holds no accelerator ('8卡GPU准系统，不含GPU', 'barebone, without GPUs'),
    'barebone' when they only name a barebone chassis (which may hold a GPU baseboard: 'barebone + 8x H100'), else
    None."""
    low = lx.fold(text[:300])
    if lexicon().finder("facility.no_accelerator").search(low) is not None:
        return "none"
    return "barebone" if lexicon().finder("facility.barebone").search(low) is not None else None


@lru_cache(maxsize=4096)
def _colocation_words(text: str) -> bool:
    """Whether a line's words name a data centre's charge: rack space, power, bandwidth, IP addresses."""
    return lexicon().finder("facility.colocation").search(lx.fold(text[:400])) is not None


def holds_no_accelerator(reason) -> str | None:
    """'colocation' or 'no_accelerator' when a rejection says its line holds no accelerator, else None."""
    text = str(reason)
    for kind in ("colocation", "no_accelerator"):
        if text == str(_not_product(kind)):
            return kind
    return None


def no_accelerator_line(rd: Reader, row: RowView):
    """A priced line that holds no accelerator is no quote: a server or chassis sold without its GPUs ('8卡GPU准系统，
    不含GPU', 'barebone, without GPU') and a data centre's charges naming no device ('42U机柜 | 元/柜/月', '超额电费 |
    元/kWh', 'BGP带宽 | 元/Mbps/月': rack space, power, bandwidth, IP addresses), each said for what it is."""
    if not row.model or not _filled(row.raw_price):
        return False
    said = _says_no_accelerator(row.model)
    if said == "none" or (said == "barebone" and not rd.device_of(row.model)):
        rd.close_block()
        _reject(rd.ctx, row.r, _not_product("no_accelerator"))
        return True
    if rd.device_of(row.model):
        return False
    # storage billed per TB and month is a data centre's service, not equipment bought
    equipment = is_equipment(row.model)
    rented = equipment and _billed_by_period(rd, row)
    if equipment and not rented:
        return False
    text = rd.text
    words = " ".join(text[v] for v in row.cells[:HEADER_SEARCH_COLS] if v.__class__ is str and v)
    if not (rented or _colocation_words(words)) or rd.names_accelerators(row.model, None):
        return False
    rd.close_block()
    _reject(rd.ctx, row.r, _not_product("colocation"))
    return True


#: a part priced under this share of the reference price of every card its line names is the part, not the card
ACCESSORY_SHARE = 0.05


def accessory_line(rd: Reader, row: RowView):
    """A part sold for a card ('4090/5090 涡轮显卡 替换风扇', 'GPU support bracket for RTX 4090'): its line names a part
    and cards, and its price is under a twentieth of the reference price of each card it names (a card 'with twin
    fans' is priced as a card): the part, never the card."""
    ctx = rd.ctx
    if not row.model or ctx.kind == "cloud" or ctx.plausible is None or not _filled(row.raw_price):
        return False
    folded = lx.fold(row.model[:200])
    part = lexicon().finder("facility.accessory").search(folded)
    if part is None:
        return False
    if _part_for_device(rd, folded, part):
        rd.close_block()
        _reject(ctx, row.r, _not_product("accessory_for"))
        return True
    match, _w = ctx.matcher.match(row.model)
    ids = [match.device_id] if match.device_id else list(match.candidates or ())
    pp = _price(rd, row.raw_price, None)[0]
    if not ids or pp.error is not None or pp.on_request or not pp.min > 0:
        return False
    cur = pp.currency or ctx.col_cur or ctx.sheet_cur or ctx.home
    # 'NVIDIA RTX A6000 NVLink Bridge 2-slot': the part's word right after the card's name, no word joining them
    # ('with', 'e', 'con'), is the line's head noun: the card names what the part is for; such a line is the part
    # wherever its price is under the least a card is plausibly priced at (a fifth of its reference)
    before = folded[: part[1]].strip()
    headed = (
        bool(before)
        and rd.device_of(before)
        and lexicon().finder("conjunction.words").search(before) is None
        and not rd.device_of(folded[part[2] :])
    )
    for i in ids:
        near = ctx.plausible.bounds(i, cur)
        floor = near[0] if headed and near is not None else None
        if floor is None and (near is None or pp.min >= near[0] / 0.2 * ACCESSORY_SHARE):
            return False  # (bounds start at a fifth of the reference)
        if floor is not None and pp.min >= floor:
            return False
    rd.close_block()
    _reject(ctx, row.r, _not_product("accessory"))
    return True


#: an arrow between two things: a change from one to the other ('HGX H200 8-GPU → HGX B200 8-GPU')
_ARROW = lx.compiled(r"\s(?:→|⟶|⇒|->|=>)\s")
#: a label before a colon at a line's start ('BASE:', 'Base system:')
_LABEL = lx.compiled(r"^\s*([^\W\d_][^:：]{0,24}?)\s*[:：]")


def option_line(rd: Reader, row: RowView):
    """Two lines of a configure-to-order quote that price no device: a change from one device to another, an arrow
    between them ('OPTION (upgrade): HGX H200 8-GPU → HGX B200 8-GPU': the price is the difference, never either
    device's price), and the base system its label names ('BASE: Supermicro SYS-421GE-TNRT, …, 2× L4 default': the
    system before the option lines that add, remove or replace its cards)."""
    if not row.model or rd.ctx.kind == "cloud":
        return False
    text = row.model[:300]
    arrow = _ARROW.search(text) if ">" in text or "→" in text or "⟶" in text or "⇒" in text else None
    if arrow is not None and rd.device_of(text[: arrow.start()]) and rd.device_of(text[arrow.end() :]):
        rd.close_block()
        _reject(rd.ctx, row.r, _not_product("device_change"))
        return True
    label = _LABEL.match(text)
    if label is not None and lx.fold(label[1]).lower().strip() in lexicon().phrases("facility.cto_base"):
        rd.close_block()
        _reject(rd.ctx, row.r, _not_product("cto_base"))
        return True
    return False


def _part_for_device(rd: Reader, folded: str, part: tuple) -> bool:
    """Whether a line names a part and then the cards it is for ('NVLink bridge 2-way for H200 NVL / H100 NVL',
    'Support bracket for RTX 4090'): the part word comes before a word of purpose (`offer.purpose`), no device is
    named before that word and one is after it. Read from the words alone, so it holds where no reference price in
    the sheet's currency can say the part is priced as a part."""
    purpose = lexicon().finder("offer.purpose").search(folded[part[2] :])
    if purpose is None:
        return False
    at = part[2] + purpose[1]
    before, after = folded[:at], folded[part[2] + purpose[2] :]
    return not rd.device_of(before) and rd.device_of(after)


def _billed_by_period(rd: Reader, row: RowView) -> bool:
    """Whether a line's unit column bills it per month or year ('TB·月', '条·月', 'per TB-month'): a charge that
    recurs, a service rented, not goods bought."""
    cols = [rd.period_col]
    if rd.ctx.kind == "cloud":
        cols.append(rd.notes_col)  # a rate card's unit written in its remarks ('元/GB·月，另计' beside 0.65)
    for c in cols:
        if c is None or c >= len(row.cells) or row.cells[c].__class__ is not str:
            continue
        said = lx.fold(row.cells[c][:40]).lower()
        if lexicon().finder("period.month", "period.year").search(said) is not None:
            return True
    return False


def equipment_line(rd: Reader, row: RowView):
    """Switches, cables, transceivers, network cards and CPUs priced on their own line ('IB交换机 QM9700',
    'ConnectX-7 NIC', 'CPU Xeon 8558') are equipment that is not an accelerator, never an unknown device."""
    kind = rd.kind(row)
    if kind not in (None, "configuration") or not _filled(row.raw_price):
        return False
    if rd.names_accelerators(row.model, kind) and not _equipment_for_devices(rd, row.model):
        return False
    if _billed_by_period(rd, row):
        return False  # storage or a line rented by the month: a data centre's service (`no_accelerator_line`)
    if is_equipment(row.model) or kind == "configuration" or (kind is None and _named_equipment(rd, row)):
        rd.close_block()
        _reject(rd.ctx, row.r, _not_product("equipment"))
        return True
    return False


#: what each part of a computer a line names is (`pc_part`), said in the line's reason
_PC_PARTS = {
    "cpu": Msg("a CPU (a processor), not an accelerator: a part of a computer, not a product"),
    "motherboard": Msg("a motherboard, not an accelerator: a part of a computer, not a product"),
    "memory": Msg("system memory (RAM), not an accelerator: a part of a computer, not a product"),
    "storage": Msg("a drive (an SSD or a disk), not an accelerator: a part of a computer, not a product"),
    "power_supply": Msg("a power supply, not an accelerator: a part of a computer, not a product"),
    "case": Msg("a computer case, not an accelerator: a part of a computer, not a product"),
    "cooler": Msg("a CPU cooler, not an accelerator: a part of a computer, not a product"),
}


def pc_part(text: str) -> str | None:
    """The part of a computer a line names first ('AMD Threadripper 7960X': cpu, 'ASUS Pro WS TRX50-SAGE':
    motherboard, 'Seasonic PRIME TX-1600': power_supply), by the words of `pc_part`; None for any other line."""
    if not text:
        return None
    low = lx.fold(text[:200]).lower()
    counted = _COUNTED.search(low)
    for concept, a, b in lexicon().finder(*(f"pc_part.{k}" for k in _PC_PARTS)).finditer(low):
        if (a and low[a - 1].isalnum()) or (b < len(low) and low[b].isalnum()):
            continue  # a chipset's letters inside a longer model number ('w790' in 'W7900')
        if counted is not None and counted.start() < a:
            return None  # '4× RTX PRO 6000 (Threadripper 7985WX)': devices counted first, the part is the host's
        return concept.split(".", 1)[1]
    return None


#: a count of items before or after a name ('4× RTX PRO 6000', '2 x', '×2')
_COUNTED = re.compile(r"\d{1,3}\s?[x×]\s?(?=\S)|[x×]\s?\d{1,3}\b")


def pc_part_line(rd: Reader, row: RowView):
    """A priced line that names a part of a computer and no accelerator (a PC builder's quote lists a build's CPU,
    board, memory, drives, power supply, case and cooler beside its cards): that part, never an unknown device. A
    server, or a line that names a catalog device, is no part ('Server, 8x H100, 2x Xeon, DDR5')."""
    if rd.kind(row) not in (None, "configuration") or not _filled(row.raw_price):
        return False
    if rd.device_of(row.model) or names_server(row.model) or is_equipment(row.model):
        return False
    part = pc_part(row.model)
    if part is None:
        return False
    rd.close_block()
    _reject(rd.ctx, row.r, _PC_PARTS[part])
    return True


#: the longest name cell beside the model read for what the line is ('高速网络交换机', 'InfiniBand switch')
_NAME_CHARS = 30


def _named_equipment(rd: Reader, row: RowView) -> bool:
    """A line whose model cell names no device ('CloudEngine CE9860-4C-EI') while its name cell beside it says what
    it is ('货物名称' | '高速网络交换机', 'Item' | 'Network switch'): equipment, never an unknown device. Notes and
    configuration columns are not names ('含IB交换机' under a server is a part of it)."""
    if rd.device_of(row.model):
        return False
    skip = {c for f, c in rd.ctx.table.columns.items() if f in ("notes", "config", "model")}
    for c, v in enumerate(row.cells[:HEADER_SEARCH_COLS]):
        if c in skip or v.__class__ is not str or not v or len(v) > _NAME_CHARS:
            continue
        if is_equipment(v) and not rd.names_accelerators(v, None):
            return True
    return False


def not_a_product_line(rd: Reader, row: RowView):
    """Subtotal, tax, shipping, installation, service, bank and discount lines, notes and section words are not
    products (each rejected with what it is); a server named by its components with a price of its own is."""
    kind = rd.kind(row)
    if kind is None:
        return False
    if (
        kind not in _TOTAL_KINDS
        and rd.device_of(row.model)
        and rd.service_named(row) is None
        and not _charge_for_devices(rd, row.model, kind)
    ):
        return False
    if kind == "configuration" and _filled(row.raw_price) and _parses(row.raw_price):
        row._kind = None  # 'R760xa, 2x Xeon 6548Y+' with a price of its own: a server named by its components
        return False
    rd.close_block()
    if kind in ("subtotal", "tax"):
        rd.sums_of.note(row, kind)
    text = row.first or row.model
    prose = _is_prose(text) and not (_filled(row.raw_price) and _parses(row.raw_price))
    said = kinds_in(text[:300]) if kind in ("note", "bank", "tax") and prose else ()
    if len(said) > 1 or (said and said[0] != kind and kind != "tax"):
        _reject(rd.ctx, row.r, _note_on(said))  # 'Betaling binnen 30 dagen ... NL91 ABNA ...': payment and bank
        return True
    if kind in _SERVICE_KINDS:
        words = " ".join(v[:100] for v in row.cells[:HEADER_SEARCH_COLS] if v.__class__ is str and v)
        both = tuple(k for k in kinds_in(words[:300]) if k in _SERVICE_KINDS)
        if len(both) > 1:  # '部署实施及三年原厂维保': installation and a warranty on one priced line, said as both
            _reject(rd.ctx, row.r, _line_of(both))
            return True
    _reject(rd.ctx, row.r, _not_product(kind, text=text))
    return True


#: lines looked at for whether a column names the table's items
_ITEM_ROWS = 200
#: the kinds of priced lines that charge for something besides the products (one line may charge for several)
_SERVICE_KINDS = frozenset({"shipping", "installation", "service"})


def _line_of(kinds: tuple) -> Msg:
    """'a line of installation; service or warranty, not a product': a line charging for several things."""
    topics = [_KIND_TOPICS[k] for k in kinds if k in _KIND_TOPICS]
    said = topics[0]
    for t in topics[1:]:
        said = Msg("{first}; {then}", first=said, then=t)
    return Msg("a line charging for {topics}, not a product", topics=said)


def sum_line(rd: Reader, row: RowView):
    """A line under the products that names no device and holds an amount equal to the sum of the amounts above it
    in its column (a total), that sum with or without a tax rate (a total with tax, a subtotal before it), or the tax
    alone (a tax line): whatever its words, in a language the lexicon may not know ('סה"כ לתשלום', 'Разом з ПДВ:')."""
    if rd.ctx.kind == "cloud":
        return False  # rates are not summed
    if rd.qty_col is not None and _filled(row.cells[rd.qty_col]):
        return False  # a line item with a quantity (shipping, a product), not a total
    if rd.index_col is not None and rd.index_col != rd.model_col and _filled(row.cells[rd.index_col]):
        return False  # a numbered line of the offer
    if row.model and (rd.names_accelerators(row.model, None) or _product_like(row.model)):
        return False
    found = rd.sums_of.judge(row)
    if found is None:
        return False
    kind, amount, rate = found
    rd.close_block()
    _reject(rd.ctx, row.r, _sum_reason(kind, amount, rate))
    return True


def _sum_reason(kind: str, amount: float, rate: float | None) -> Msg:
    """What a line whose amount is made of the lines above is (`_ColumnSums.judge`), in one sentence."""
    if kind == "average":
        reason = Msg(
            "a summary line: its amount {amount:,.2f} is the average of the {n:.0f} lines above (their sum / {n:.0f}), "
            "not a product",
            amount=amount,
            n=rate,
        )
    elif kind == "tax":
        reason = Msg(
            "a tax line: its amount {amount:,.2f} is the {rate:.1%} tax on the lines above, not a product",
            amount=amount,
            rate=rate,
        )
    elif rate:
        reason = Msg(
            "a subtotal or total line: its amount {amount:,.2f} is the lines above {how} {rate:.1%} tax, not a product",
            amount=amount,
            how=Msg("with") if kind == "with_tax" else Msg("without"),
            rate=rate,
        )
    else:
        reason = Msg(
            "a subtotal or total line: its amount {amount:,.2f} is the sum of the lines above, not a product",
            amount=amount,
        )
    return reason


class _ColumnSums:
    """The sums of each column's amounts over a table's rows above a given row (built once per column when first
    asked: linear), less the amounts of lines already read as totals or taxes; and those totals, so a tax or a
    grand total is also told from them ('Sum eks. mva' 14,512,100, 'Mva 25 %' 3,628,025, 'Totalt' 18,140,125)."""

    RATE_STEP = 0.005  # tax rates are whole or half percents
    TOLERANCE = 0.005

    def __init__(self, rd: Reader, start: int):
        self.rd = rd
        self.start = start
        self.prefix: dict[int, list[float]] = {}
        self.counts: dict[int, list[int]] = {}  # column -> how many amounts lie above each row
        self.taken: dict[int, list[tuple[int, float]]] = {}  # column -> (row, amount) of lines read as sums
        # the same rows in the order read and the running sum of their amounts: what lies above a row is found by
        # bisection, not by a pass over every sum line (thousands of total lines were a square of passes)
        self._taken_rows: dict[int, list[int]] = {}
        self._taken_sums: dict[int, list[float]] = {}
        self._unordered: set[int] = set()  # columns whose sum lines came out of row order: summed line by line
        self.totals: list[float] = []
        self.checks = 0

    def _amount(self, v) -> float | None:
        if v.__class__ in (int, float) and not isinstance(v, bool):
            return float(v) if v == v and 0 < v < 1e13 else None
        if isinstance(v, str) and v.strip() and any(ch.isdigit() for ch in v[:60]) and "%" not in v:
            p = _amount_text(v[:60])
            return p
        return None

    def _before(self, c: int, r: int) -> float:
        pre = self.prefix.get(c)
        if pre is None:
            rows, hidden = self.rd.rows, self.rd.ctx.sheet.hidden_rows
            pre, acc, cnt, n = [0.0], 0.0, [0], 0
            for rr in range(self.start, self.rd.n):
                if rr not in hidden and c < len(rows[rr]):
                    a = self._amount(rows[rr][c])
                    if a is not None:
                        acc += a
                        n += 1
                pre.append(acc)
                cnt.append(n)
            self.prefix[c], self.counts[c] = pre, cnt
        k = min(max(r - self.start, 0), len(pre) - 1)
        return pre[k] - self._taken_above(c, r)[0]

    def _take(self, c: int, r: int, a: float) -> None:
        """Row r's amount a in column c is a sum line's: it leaves the sums of the rows below."""
        self.taken.setdefault(c, []).append((r, a))
        rows = self._taken_rows.setdefault(c, [])
        if rows and r < rows[-1]:
            self._unordered.add(c)
        rows.append(r)
        sums = self._taken_sums.setdefault(c, [0.0])
        sums.append(sums[-1] + a)

    def _taken_above(self, c: int, r: int) -> tuple[float, int, int | None]:
        """(sum, count, last row) of the sum lines above row r in column c."""
        if c in self._unordered:
            above = [(rr, a) for rr, a in self.taken.get(c, ()) if rr < r]
            return sum(a for _rr, a in above), len(above), max((rr for rr, _a in above), default=None)
        rows = self._taken_rows.get(c)
        if not rows:
            return 0.0, 0, None
        i = bisect_left(rows, r)
        return self._taken_sums[c][i], i, rows[i - 1] if i else None

    def _since_last_sum(self, c: int, r: int) -> tuple[float, int]:
        """(sum, count) of the amounts between the last line read as a sum in column c and row r."""
        last = self._taken_above(c, r)[2]
        if last is None:
            return 0.0, 0
        pre, cnt = self.prefix[c], self.counts[c]
        k = min(max(r - self.start, 0), len(pre) - 1)
        j = min(max(last + 1 - self.start, 0), len(pre) - 1)
        return pre[k] - pre[j], cnt[k] - cnt[j]

    def _lines_before(self, c: int, r: int) -> int:
        """How many amounts the sum above row r in column c adds (lines read as sums left out)."""
        cnt = self.counts[c]
        k = min(max(r - self.start, 0), len(cnt) - 1)
        return cnt[k] - self._taken_above(c, r)[1]

    def note(self, row: RowView, kind: str) -> None:
        """A total or tax line told by its words: its amounts leave the sums of the lines above the next rows."""
        hidden = self.rd.ctx.sheet.hidden_cols
        for c, v in enumerate(row.cells[:HEADER_SEARCH_COLS]):
            if c not in hidden and (a := self._amount(v)) is not None:
                self._take(c, row.r, a)
                if kind == "subtotal":
                    self.totals.append(a)

    def judge(self, row: RowView) -> tuple[str, float, float | None] | None:
        """('total' | 'with_tax' | 'without_tax' | 'tax', the amount, the rate) when one of the row's amounts is a
        sum of the lines above, else None."""
        if self.checks > 10_000:
            return None  # a sheet of thousands of unlabelled lines: bounded work
        self.checks += 1
        hidden = self.rd.ctx.sheet.hidden_cols
        amounts = [
            (c, a)
            for c, v in enumerate(row.cells[:HEADER_SEARCH_COLS])
            if c not in hidden and (a := self._amount(v)) is not None
        ]
        if not amounts or len(amounts) > 3:
            return None
        for c, a in amounts:
            s = self._before(c, row.r)
            n = self._lines_before(c, row.r)
            for total, lines in ((s, n), self._since_last_sum(c, row.r)):
                if total > 0 and lines >= 2 and abs(a - total / lines) <= max(0.006, 1e-5 * total):
                    # the mean of the lines above, or of the section since the last sum line ('平均值'): a fifth of
                    # five lines' sum, never a 20% tax on them, unless the line itself states that rate ('VAT 20 %')
                    rate = self._stated_rate(row, a, total)
                    self._take(c, row.r, a)
                    if rate is not None:
                        return "tax", a, rate
                    return "average", a, float(lines)
            got = self._relation(a, s) if s > 0 else None
            if got is None:
                for t in self.totals:
                    got = self._relation(a, t, tax_only=True)
                    if got is not None:
                        break
            if got is not None and got[0] == "tax" and a < 100 and float(a).is_integer():
                got = None  # a small whole number (a line's quantity, 1) is some rate of almost any sum: no tax line
            if got is not None:
                self._take(c, row.r, a)
                if got[0] != "tax":
                    self.totals.append(a)
                return got[0], a, got[1]
        return None

    def _stated_rate(self, row: RowView, a: float, s: float) -> float | None:
        """The percentage a line's own words state ('VAT 20 %', 'TVA (20%)') when its amount is that share of the
        sum of the lines above, else None."""
        text = self.rd.text
        words = " ".join(text[v] for v in row.cells[:HEADER_SEARCH_COLS] if v.__class__ is str and v)
        tol = max(0.006, min(1.0, 1e-4 * s), 1e-5 * s)
        for m in _STATED_PERCENT.finditer(words[:300]):
            rate = float(m.group(1).replace(",", ".")) / 100
            if 0 < rate < 1 and (abs(a - s * rate) <= tol or abs(a - s * rate / (1 + rate)) <= tol):
                return rate
        return None

    def _relation(self, a: float, s: float, tax_only: bool = False) -> tuple[str, float | None] | None:
        """How an amount is made of a sum: equal to it, the sum with or without a tax rate (whole or half percents,
        1-30%), or the tax alone; to the rounding of its cents (a random price is almost never any of them)."""
        if s <= 0:
            return None
        tol = max(0.006, min(1.0, 1e-4 * s), 1e-5 * s)  # cents, or a unit where amounts are whole
        if not tax_only and abs(a - s) <= tol:
            return "total", None
        for step in range(2, 61):
            rate = step * self.RATE_STEP
            if abs(a - s * rate) <= tol or abs(a - s * rate / (1 + rate)) <= tol:
                return "tax", rate
            if not tax_only and (abs(a - s * (1 + rate)) <= tol * (1 + rate)):
                return "with_tax", rate
            if not tax_only and abs(a - s / (1 + rate)) <= tol:
                return "without_tax", rate
        return None


_STATED_PERCENT = lx.compiled(r"(?<![\d.,])(\d{1,2}(?:[.,]\d{1,3})?)\s?%")
_MODEL_TOKEN = lx.compiled(
    r"(?<![\w.])(?=[a-z]*\d)(?=\d*[a-z])[a-z0-9]{2,}|(?<![\d.,])\d{3,}(?![\d.,%]|\s%)", re.IGNORECASE
)


def _product_like(text: str) -> bool:
    """Whether a line's text names a model number ('H100', 'MI210', 'RTX 5080') or a maker's product line ('DGX
    Spark', 'NVIDIA', '昇腾'): a product the catalog may lack, never taken for a total by its amount alone."""
    head = text[:MAX_MODEL_CHARS]
    if _MODEL_TOKEN.search(head) is not None:
        return True
    lex = lexicon()
    if lex.finder("model_name.prefix").search(lx.fold(head)) is not None:
        return True
    return any(word in head for word in lex.values("brand"))


def credit_line(rd: Reader, row: RowView):
    """A line whose count or line amount is negative ('NVIDIA RTX 6000 Ada – returneret' | -2, 'Tesla V100 (del
    cliente)' | Subtotal -13,200.00): a credit (goods returned, a trade-in taken, a price adjusted down), money going
    back to the buyer, never an offer of the device it names (a negative price alone is said as such where it is
    read)."""
    if not row.model:
        return False
    total = rd.ctx.table.columns.get("total")
    for c in (rd.qty_col, total):
        if c is None or c >= len(row.cells):
            continue
        v = row.cells[c]
        if v.__class__ in (int, float) and v < 0:
            break
        if v.__class__ is str and _NEGATIVE_AMOUNT.match(v[:40]) is not None:
            break
    else:
        return False
    rd.close_block()
    _reject(rd.ctx, row.r, _not_product("discount"))
    return True


#: a negative amount written as text ('-13.200,00', '− 1,650.00', '-2'): a minus sign right before its digits
_NEGATIVE_AMOUNT = lx.compiled(r"\s*[-−–]\s?\d")


def _names_maker(text: str) -> bool:
    """Whether a line's text names a maker or a maker's product line ('昇腾', 'NVIDIA', 'DGX'): a product the catalog
    may lack, whatever a shop's name beside it says."""
    head = text[:MAX_MODEL_CHARS]
    lex = lexicon()
    if lex.finder("model_name.prefix").search(lx.fold(head)) is not None:
        return True
    return any(word in head for word in lex.values("brand"))


def nameless_line(rd: Reader, row: RowView):
    """A priced line whose text names no device, no model number and no maker ('Egress', 'Blok-storage', 'First 50
    TB/month free'): a charge or note of the offer, not a product (an unknown device is kept only when its text
    names a model or a maker: 'RTX 5080 16GB', 'DGX Spark')."""
    model = row.model
    if not model or rd.names_accelerators(model, None) or _product_like(model) or rd.title is not None:
        return False
    if not _filled(row.raw_price):
        return False
    rd.close_block()
    if lexicon().finder("staff.words").search(lx.fold(model[:300])) is not None:
        # a budget's staff line ('Research assistant (100 % FTE)' | month | 24): people's time, no device offered
        _reject(
            rd.ctx,
            row.r,
            Msg(
                "a staff cost (a person's role or months of effort: {text!r}), not an offer of a device",
                text=model[:60],
            ),
        )
        return True
    said = [k for k in kinds_in(model[:300]) if k in _KIND_NAMES and k != "note"]
    raw = row.raw_price
    if (raw.__class__ in (int, float) and raw < 0) or (isinstance(raw, str) and raw.strip()[:1] in ("-", "−")):
        said = ["discount"]  # a negative amount beside words naming no device: a credit (a trade-in, a rebate)
    if said:  # its words say what it is ('Aflewering (koerier)', 'Clearing & forwarding'): said in the user's terms
        _reject(rd.ctx, row.r, _not_product(said[0]))
        return True
    _reject(
        rd.ctx, row.r, Msg("a line that names no device, model or maker ({text!r}), not a product", text=model[:60])
    )
    return True


def _amount_text(text: str) -> float | None:
    """The amount a text cell holds when it is one ('5 209 980,00', '₪ 1,925,500', '٣٬٧٨٥٬٣٠٠٫٠٠ ر.س'), else None."""
    p = parse_price(text, default_currency="XXX")
    return p.min if p.ok and not p.on_request and p.period is None else None


def heading_or_charge_without_price(rd: Reader, row: RowView):
    """A row without a price that names no device: a section heading ('二、整机服务器'), or an amount beside words
    that name no device ('Szállítás | | 45 000'): a charge or total line."""
    if _filled(row.raw_price) or rd.device_of(row.model):
        return False
    ctx = rd.ctx
    hidden = ctx.sheet.hidden_cols
    others = [v for c, v in enumerate(row.cells) if c != rd.model_col and _filled(v) and c not in hidden]
    # what the words say it is, where they say ('Import duty 0%', 'Clearing & forwarding', an account number)
    said = [k for k in kinds_in((row.first or row.model)[:300]) if k in _KIND_NAMES and k != "note"]
    if not others:
        rd.close_block()
        why = _note_on(tuple(said)) if said else Msg("a section heading or note without a price, not a product")
        _reject(ctx, row.r, why)
        return True
    if (rd.qty_col is None or not _filled(row.cells[rd.qty_col])) and _has_amount(others):
        rd.close_block()
        why = (
            _not_product(said[0])
            if said
            # a rental order's line naming no device ('Managed Kubernetes control plane | 12 months | 450'): a
            # service rented beside the accelerators
            else _not_product("service")
            if ctx.kind == "cloud"
            else Msg("a charge or total line (an amount, no unit price, no device), not a product")
        )
        _reject(ctx, row.r, why)
        return True
    return False


def no_model(rd: Reader, row: RowView):
    """A price with no model: the unlabelled sum of the amounts above is a total; otherwise the model cell is
    empty."""
    if row.model:
        return False
    ctx = rd.ctx
    rd.close_block()
    labelled = any(isinstance(v, str) and v.strip() for c, v in enumerate(row.cells) if c not in ctx.sheet.hidden_cols)
    kind = _kind_of_texts(rd, row) if labelled else None
    if _is_running_total(row.raw_price, rd.sums) and not labelled:
        _reject(ctx, row.r, _not_product("subtotal"))
    elif kind is not None:
        # the line's words, in another column than the model's ('| | | | Tilsamans við MVG | —'), say what it is
        words = " ".join(v[:100] for c, v in enumerate(row.cells[:40]) if v.__class__ is str and v)
        _reject(ctx, row.r, _not_product(kind, text=words))
    elif labelled and (found := rd.sums_of.judge(row)) is not None:
        _reject(ctx, row.r, _sum_reason(*found))  # '国产 平均值 | 63625': the mean of the lines above
    else:
        _reject(
            ctx,
            row.r,
            _label_line(rd, row) or Msg("no model: column {col} is empty", col=column_letter(rd.model_col)),
        )
    return True


def other_goods_line(rd: Reader, row: RowView):
    """A line whose category cell ('Monitors', 'Input devices', 'Notebooks') no line naming an accelerator has, in a
    table where other categories hold them ('Graphics' | 'ASUS TUF GeForce RTX 5090'), and whose own text names
    none: goods of another kind from a mixed stock list (a mouse, a toner, a laptop), never an unknown device. Read
    from the table's own categories, in any language; a list of goods only."""
    c = rd.cat_col
    if c is None or c >= len(row.cells) or not row.model or rd.title is not None or rd.ctx.kind != "prices":
        return False  # (a cloud's resource types, storage or network, are services its other rules name)
    v = row.cells[c]
    if v.__class__ is not str or not v.strip():
        return False
    held = rd.accelerator_categories()
    if not held or lx.fold(v[:60]) in held or rd.names_accelerators(row.model, None):
        return False
    rd.close_block()
    _reject(
        rd.ctx,
        row.r,
        Msg(
            "goods of another kind, not an accelerator (category {category!r}: no line of it names one, while "
            "{held!r} does)",
            category=rd.text[v][:40],
            held=_category_shown(rd, held),
        ),
    )
    return True


def _category_shown(rd: Reader, held: frozenset) -> str:
    """The first category, as the sheet writes it, whose lines name accelerators."""
    c = rd.cat_col
    for cells in rd.rows[rd.ctx.table.header + 1 : rd.n]:
        v = cells[c] if c < len(cells) else None
        if v.__class__ is str and lx.fold(v[:60]) in held:
            return rd.text[v][:40]
    return ""


def formula_without_value(rd: Reader, row: RowView):
    """A price that is a formula never calculated and saved is not 0: the user is asked to save the file in
    Excel."""
    raw = row.raw_price
    if not (raw == "" or raw is None) or (row.r, rd.price_col) not in rd.ctx.sheet.formulas_without_value:
        return False
    pcell = rd.cell(row.r, rd.price_col)
    _reject(
        rd.ctx,
        row.r,
        Msg(
            "the price in {cell} is a formula with no saved result; open the file in Excel, save it, and import again",
            cell=pcell,
        ),
    )
    rd.ctx.warnings.append(Msg("{cell}: formula without a cached value (not read as 0)", cell=pcell))
    return True


#: an amount with at most a short sign or word before and after it, inside a note ('special price $26,800 until
#: 30.11.'): (the amount with what precedes it, a word after it)
_AMOUNT_IN_NOTE = lx.compiled(r"((?<![\w.,])[^\s\d:;(（]{0,4}\s?\d[\d,.' ]*\d(?:\s?[万wk])?)(\s?[^\s\d,.;:)）]{1,4})?")


def _price_each_column(rd: Reader, row: RowView, filled, patch, count_units: bool = False) -> None:
    """The row priced once per filled column of a row of several prices (condition columns, count columns): each
    `(column, value)` in `filled` is read as the row's price column through `product_row`, and each quote it makes is
    given `patch(quote, column, value)`. With `count_units`, the value is the devices per item of that column's price
    (read as an extra cell the row's units column points to). The reader's price and units columns and the row's cells
    are restored after."""
    ctx = rd.ctx
    cells = row.cells
    main, letter, units_col = rd.price_col, rd.price_letter, rd.units_col
    table_evidence = ctx.evidence
    try:
        for c, v in filled:
            rd.price_col, rd.price_letter = c, column_letter(c)
            # the quote's price line names the column it was read from (a matrix's 2-GPU price says column D, never
            # the table's first price column C)
            ctx.evidence = _column_evidence(
                table_evidence, c, ctx.table.texts[c][:40] if c < len(ctx.table.texts) else ""
            )
            if count_units:
                row.cells = [*cells, float(v)]  # the column's count read as the row's devices per item
                rd.units_col = len(cells)
            row.raw_price = cells[c]
            before = len(ctx.quotes)
            product_row(rd, row)
            for i in range(before, len(ctx.quotes)):
                ctx.quotes[i] = patch(ctx.quotes[i], c, v)
    finally:
        rd.price_col, rd.price_letter, rd.units_col = main, letter, units_col
        row.cells = cells
        ctx.evidence = table_evidence


#: the table's price-column line (importer._table_evidence), replaced per column for a row priced in several
_PRICE_LINE = "price: column {col} ({head}), {how}"


def _column_evidence(evidence: tuple, col: int, head: str) -> tuple:
    """The table's evidence with its price-column line naming column `col` (one of a row's several price columns)."""
    return tuple(
        Msg(
            "price: column {col} ({head}), one of the row's price columns",
            col=column_letter(col),
            head=head,
        )
        if getattr(e, "template", None) == _PRICE_LINE
        else e
        for e in evidence
    )


def condition_columns(rd: Reader, row: RowView):
    """A device's row under condition columns ('Új | Használt | Felújított'): one quote per filled cell, each read
    as the row's price in that column and given the column's condition."""
    t = rd.ctx.table
    if not t.conditions or not row.model:
        return False
    if not (rd.names_accelerators(row.model, None) or _product_like(row.model)):
        return False  # (a product the catalog does not know, 'RTX 4090 48G 魔改', is priced per condition too)
    cells = row.cells
    filled = [(c, k) for c, k in t.conditions if c < len(cells) and _filled(cells[c])]
    if not filled:
        return False

    def patch(q, c, k):
        said = Msg("condition: {cond} (the column {head!r})", cond=k, head=t.texts[c][:20])
        return q._replace(condition=k, evidence=(*q.evidence, said))

    _price_each_column(rd, row, filled, patch)
    return True


def channel_columns(rd: Reader, row: RowView):
    """A device's row under price columns each for a sales channel ('行貨價' | '水貨價', `Table.channels`): one quote
    per cell that holds a price or says one is on request, each naming its column; a cell saying the channel does
    not sell it ('已停售', '—') is no offer of that channel, and the row's other channel still is."""
    t = rd.ctx.table
    if not t.channels or not row.model:
        return False
    cells = row.cells
    filled = [
        (c, t.texts[c])
        for c in t.channels
        if c < len(cells)
        and _filled(cells[c])
        and not (
            cells[c].__class__ is str
            and (not_applicable(cells[c]) or says_not_offered(cells[c]) or says_unavailable(cells[c]))
        )
    ]
    if not filled:
        return False

    def patch(q, c, head):
        said = Msg("sales channel: the column {head!r}", head=head[:20])
        return q._replace(notes=_join(q.notes, str(said)), evidence=(*q.evidence, said))

    _price_each_column(rd, row, filled, patch)
    return True


def count_columns(rd: Reader, row: RowView):
    """A device's row under columns that count the devices of a machine ('Nombre de GPU per servidor' over 1 | 2 |
    4 | 8, `Table.counts`): one quote per filled cell, each the price of a machine of its column's count, per device
    once divided by it; a dash is no machine of that size offered."""
    t = rd.ctx.table
    if not t.counts or not row.model or not rd.names_accelerators(row.model, None):
        return False
    cells = row.cells
    filled = [
        (c, n)
        for c, n in t.counts
        if c < len(cells) and _filled(cells[c]) and not (cells[c].__class__ is str and not_applicable(cells[c]))
    ]  # ('n/a': no machine of that size, as a dash)
    if not filled:
        return False

    def patch(q, c, n):
        said = Msg(
            plural(
                n,
                N_("a machine of {n} device (the column {head!r})"),
                N_("a machine of {n} devices (the column {head!r}), per device / {n}"),
            ),
            n=n,
            head=t.texts[c][:40],
        )
        return q._replace(offer="server", evidence=(*q.evidence, said))

    _price_each_column(rd, row, filled, patch, count_units=True)
    return True


def purchase_without_rate(rd: Reader, row: RowView):
    """A list that rents and sells (a rate column and a purchase column, `alt['purchase']`) whose row has no rate but
    a purchase price ('Köp: server 8× H200' | Hårdvarupris 3 180 000 | Molnpris empty): the row is a purchase quote,
    read from its purchase column as any price list's row (per device, its tax and dates); a row with both is the
    rate and the purchase beside it (`_purchase_beside_rent`)."""
    ctx = rd.ctx
    col = ctx.table.alt.get("purchase")
    cells = row.cells
    if col is None or ctx.kind != "cloud" or not row.model or _filled(row.raw_price) or col >= len(cells):
        return False
    if not _filled(cells[col]) or not _parses(cells[col]) or not rd.names_accelerators(row.model, None):
        return False
    main, letter = rd.price_col, rd.price_letter
    try:
        rd.price_col, rd.price_letter = col, column_letter(col)
        kind, ctx.kind = ctx.kind, "prices"
        roles, ctx.table.roles = ctx.table.roles, price_roles(ctx.table.texts[col])  # what the purchase column says
        # (the parts read once per kind of price are the rate's: a purchase's are its own)
        caches = rd.price_parts, rd.model_parts, rd.items
        rd.price_parts, rd.model_parts, rd.items = {}, {}, {}
        row.raw_price = cells[col]
        before = len(ctx.quotes)
        product_row(rd, row)
        for i in range(before, len(ctx.quotes)):
            q = ctx.quotes[i]
            said = Msg("a purchase: the row has no rate; its price is column {col}'s", col=column_letter(col))
            ctx.quotes[i] = q._replace(evidence=(*q.evidence, said))
    finally:
        rd.price_col, rd.price_letter = main, letter
        ctx.kind, ctx.table.roles = kind, roles
        rd.price_parts, rd.model_parts, rd.items = caches
    return True


def price_elsewhere(rd: Reader, row: RowView):
    """A device row whose price cell is empty or says to look elsewhere ('see note', '见备注') takes the price
    a note on the row gives: its notes column, a comment on its price or model cell, another text cell ('special
    price $26,800'). The quote names that cell and is marked for review."""
    raw = row.raw_price
    if (_filled(raw) and _parses(raw)) or not row.model or not rd.names_accelerators(row.model, None):
        return False
    if raw.__class__ is str and (says_unavailable(raw) or (says_not_offered(raw) and any(ch.isalpha() for ch in raw))):
        return False  # '无法报价', 'sold out', '待报价': the cell answers, no price is to be looked for elsewhere
    ctx, cells, r = rd.ctx, row.cells, row.r
    # a dash in a special or net price column ('企业专享价' | —) beside a price in another: no special price for this
    # line, not an item not offered; the other column's price stands, marked
    # ('限时补贴价' | —: no subsidy for this line, its list price stands)
    dash = (
        isinstance(raw, str)
        and not any(ch.isalnum() for ch in raw[:20])
        and not ctx.table.roles.isdisjoint(("net", "subsidised"))
    )
    if (not _filled(raw) or dash) and _from_fallback(rd, row, also=(ctx.table.alt.get("list"),) if dash else ()):
        return True
    if (
        isinstance(raw, str)
        and not any(ch.isalnum() for ch in raw[:20])
        and any(c < len(cells) and _filled(cells[c]) for c, _m in ctx.table.terms)
    ):
        return False  # '按需' | — beside '预留1年' | 面议: not offered on demand, only on the terms beside it
    if not _filled(raw) and _from_line_amount(rd, row):
        return True  # '单价' empty, '金额' 2194690.27 for '数量' 1: an e-invoice line's unit price is amount / quantity
    named = _price_column_named(rd, raw)
    if named is not None and _from_fallback(rd, row, only=named):
        return True  # '批复价' | '驳回，按渠道价执行': the cell says which other price column holds the line's price
    places = []
    if rd.notes_col is not None and isinstance(cells[rd.notes_col], str):
        places.append((rd.notes_col, cells[rd.notes_col], Msg("the notes column")))
    comments = ctx.sheet.comments if ctx.sheet.origin is None else {}
    for c in (rd.price_col, rd.model_col):
        if (r, c) in comments:
            places.append((c, comments[(r, c)], Msg("a comment on the cell")))
    for c, v in enumerate(cells[:HEADER_SEARCH_COLS]):
        if (
            isinstance(v, str)
            and c not in (rd.model_col, rd.price_col, rd.notes_col, rd.pn_col, rd.other_col, rd.cfg_col)
            and c not in rd.context_cols  # a part number or a spec ('H20-96G-SXM') names the product, no price
            and c not in ctx.sheet.hidden_cols
            # another party's price ('prix_rachat_chf', what a broker pays for the item): never this offer's
            and not (c < len(ctx.table.texts) and "elsewhere" in price_roles(ctx.table.texts[c]))
        ):
            places.append((c, v, Msg("a text cell of the row")))
    for c, note, where in places:
        if _code_or_date(note):
            continue  # '资产编号' | '20230221', an invoice number: a code or a date kept as text, never a price
        found = _price_in_note(rd, rd.text[note] if isinstance(note, str) and len(note) < 400 else str(note)[:400])
        if found is None and _asks(rd.text[note] if isinstance(note, str) else ""):
            found = rd.text[note][:MAX_MODEL_CHARS]  # 'POA, allocation only' in the remarks: price on request
        if found is None:
            continue
        row.raw_price = found
        before = len(ctx.quotes)
        product_row(rd, row)
        if len(ctx.quotes) > before:
            q = ctx.quotes[before]
            evidence = (
                *q.evidence,
                Msg(
                    "price read from {where} ({cell}: {text!r})",
                    where=where,
                    cell=rd.cell(r, c),
                    text=rd.text[note][:60],
                ),
            )
            ctx.quotes[before] = _for_review(
                q, Msg("price read from a note, not the price column; check it"), cell=rd.cell(r, c), evidence=evidence
            )
        return True
    return False


def _month_day_alone(text: str) -> bool:
    """Whether a text is a day and month with their marks and nothing else ('11月28日', '12월 3일')."""
    from gpucompare.sheets.importer.notes import _patterns

    md = _patterns().get("month_day")
    return md is not None and len(text) <= 12 and md.fullmatch(text) is not None


def _code_or_date(v) -> bool:
    """Whether a text cell is a run of digits alone that no price is written as: a date ('20230221', a valid
    YYYYMMDD day, or '11月28日') or a code of nine digits or more (an asset, invoice or account number)."""
    if v.__class__ is not str:
        return False
    t = v.strip()
    if not t.isascii() and _month_day_alone(t):
        return True  # '11月28日' in a 'last updated' column: a day, never an amount
    if not t.isascii() or not t.isdigit() or len(t) < 8:
        return False
    if len(t) >= 9:
        return True
    try:
        dt.date(int(t[:4]), int(t[4:6]), int(t[6:]))
    except ValueError:
        return False
    return 1990 <= int(t[:4]) <= 2100


def _asks(note: str) -> bool:
    """Whether a note says the price is on request ('POA, allocation only', '价格请咨询客服'), with no figure."""
    if not note or any(ch.isdigit() for ch in note[:120]):
        return False
    return parse_price(note[:120], default_currency="XXX").on_request


def _price_column_named(rd: Reader, raw) -> int | None:
    """The other price column a price cell of words names by its header's own words ('驳回，按渠道价执行' under
    '批复价' beside '渠道价（元）'; 'Rejected: list price applies' beside 'List price (EUR)'), or None: a cell with a
    figure names none, and a header's words before its brackets must be two characters at least."""
    if raw.__class__ is not str or len(raw) > 80 or any(ch.isdigit() for ch in raw):
        return None
    said = lx.fold(raw).lower()
    t = rd.ctx.table
    for c in t.fallbacks:
        head = t.texts[c] if c < len(t.texts) else ""
        words = lx.fold(re.split(r"[（(]", head, maxsplit=1)[0]).lower().strip()
        if len(words) >= 2 and words in said:
            return c
    return None


#: the most lines read to tell which column holds each line's amount (the unit price times the quantity)
AMOUNT_ROWS = 2_000


def _number_in(v) -> float | None:
    if v.__class__ in (int, float):
        return float(v) if v == v else None
    if v.__class__ is str and v.strip():
        return parse_number(v.strip()[:30])
    return None


def _amount_column(rd: Reader) -> int | None:
    """The column headed as an amount ('金额', 'Amount') that is each line's unit price times its quantity, on every
    line that fills all three (two lines at least, within 0.5%: rounding), or None: read from the data, so an
    invoice's total with tax ('价税合计') or a whole document's total repeated on each line is never taken for it.
    Once per table, linear in its lines."""
    if "amount_col" in rd.statics:
        return rd.statics["amount_col"]
    found = None
    t, q, p = rd.ctx.table, rd.qty_col, rd.price_col
    if q is not None and p is not None:
        cols = [
            c
            for c, h in enumerate(t.texts[:HEADER_SEARCH_COLS])
            if h and c not in (p, q) and getattr(match_header_cell(h), "field", None) == "total"
        ]
        agree = dict.fromkeys(cols, 0)
        for cells in rd.rows[t.header + 1 : t.header + 1 + AMOUNT_ROWS]:
            price = _number_in(cells[p]) if p < len(cells) else None
            qty = _number_in(cells[q]) if q < len(cells) else None
            if not price or not qty or price <= 0 or qty <= 0:
                continue
            for c in cols:
                amount = _number_in(cells[c]) if c < len(cells) and agree[c] >= 0 else None
                if amount is not None:
                    ok = abs(price * qty - amount) <= 0.005 * amount
                    agree[c] = agree[c] + 1 if ok else -1
        fit = [c for c, n in agree.items() if n >= 2]
        found = fit[0] if len(fit) == 1 else None
    rd.statics["amount_col"] = found
    return found


def _from_line_amount(rd: Reader, row: RowView) -> bool:
    """A device line whose unit price is empty while its amount and its quantity are given (a fully digital VAT
    invoice, 数电票, may leave '单价' empty: '金额' 2194690.27 for '数量' 1): the unit price is the amount divided by
    the quantity, where the table's amount column is the unit price times the quantity on its other lines (checked,
    never assumed). The quote names the amount cell and is marked for review."""
    col, q = _amount_column(rd), rd.qty_col
    if col is None or q is None or col >= len(row.cells) or q >= len(row.cells):
        return False
    amount, qty = _number_in(row.cells[col]), _number_in(row.cells[q])
    if not amount or not qty or amount <= 0 or qty <= 0:
        return False
    ctx = rd.ctx
    empty = rd.cell(row.r, rd.price_col)
    saved = rd.price_col, row.raw_price
    row.raw_price = amount / qty
    before = len(ctx.quotes)
    rd.price_col = col  # the cell the quote names
    try:
        product_row(rd, row)
    finally:
        rd.price_col = saved[0]
    if len(ctx.quotes) == before:
        row.raw_price = saved[1]
        return False
    head = ctx.table.texts[col][:30]
    said = Msg(
        "the unit price is empty ({empty}); read as the amount in {cell} ({head}) / the quantity {qty:g}",
        empty=empty,
        cell=rd.cell(row.r, col),
        head=head,
        qty=qty,
    )
    for i in range(before, len(ctx.quotes)):
        qu = ctx.quotes[i]
        ctx.quotes[i] = qu._replace(needs_review=True, evidence=(*qu.evidence, said), warnings=(*qu.warnings, said))
    return True


def _from_fallback(rd: Reader, row: RowView, also: tuple = (), only: int | None = None) -> bool:
    """A device row whose price cell is empty takes the next price column that holds one (the coupon price where
    the final price is empty; `also`: the list price where a special price is a dash; `only`: the column the price
    cell names), said in its evidence and marked for review."""
    ctx, cells = rd.ctx, row.cells
    for c in [only] if only is not None else [*ctx.table.fallbacks, *(c for c in also if c is not None)]:
        if c >= len(cells) or not _filled(cells[c]) or not _parses(cells[c]):
            continue
        empty = rd.cell(row.r, rd.price_col)
        row.raw_price = cells[c]
        before = len(ctx.quotes)
        saved = rd.price_col, ctx.col_cur, ctx.col_scale
        rd.price_col = c  # the cell the quote names
        head_cur, head_scale = header_units(ctx.table.texts[c]) if c < len(ctx.table.texts) else (None, 1.0)
        if head_cur is not None:  # 'Precio Unit. US$' empty, 'Precio Unit. RD$' filled: the column's own currency
            ctx.col_cur, ctx.col_scale = head_cur, head_scale
        try:
            product_row(rd, row)
        finally:
            rd.price_col, ctx.col_cur, ctx.col_scale = saved
        if len(ctx.quotes) > before:
            q = ctx.quotes[before]
            head = ctx.table.texts[c] if c < len(ctx.table.texts) else ""
            ctx.quotes[before] = q._replace(
                confidence=round(q.confidence * 0.85, 3),
                needs_review=True,
                evidence=(
                    *q.evidence,
                    Msg(
                        "price: {empty} is empty; read from column {col} ({head})",
                        empty=empty,
                        col=column_letter(c),
                        head=head[:30],
                    ),
                ),
                warnings=(
                    *q.warnings,
                    Msg(
                        "the price column is empty on this row; the price is column {col}'s ({head})",
                        col=column_letter(c),
                        head=head[:30],
                    ),
                ),
            )
        return True
    return False


#: dates and times inside a note ('2026-12-03 10:35:05', '03.12.2026', '10:35'): never read as a price
_DATE_IN_NOTE = lx.compiled(r"\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}|\d{1,2}:\d{2}(?::\d{2})?")


def _price_in_note(rd: Reader, text: str) -> str | None:
    """The first amount in a note that reads as a price in a currency ('$26,800', 'USD 7,650', '12.5万元'), not
    a date, a percentage or a count."""
    ctx = rd.ctx
    found = []
    text = _DATE_IN_NOTE.sub(" ", text)
    count = units_in_text(text)  # '64卡' (a minimum of 64 cards), '8台': a count of devices, never their price
    for m in _AMOUNT_IN_NOTE.finditer(text):
        for candidate in (m.group(0).strip(), m.group(1).strip()):
            p = parse_price(
                candidate,
                column_currency=ctx.col_cur,
                column_scale=ctx.col_scale,
                sheet_currency=ctx.sheet_cur or ctx.home,
                default_currency=ctx.default_cur,
            )
            if p.ok and not p.on_request and p.period is None and p.min >= 1:
                if count > 1 and p.min == count and p.currency_from != "cell":
                    break
                found.append((p.currency_from != "cell", candidate))  # a currency named in the note first
                break
    named = [c for guessed, c in found if not guessed]
    if named:
        return named[0]
    return found[0][1] if found and ctx.col_cur is not None else None


def product_row(rd: Reader, row: RowView):
    """A product: its price read (once per distinct cell), per device (a server's or box's price divided by what
    it holds), with its currency, tax basis, offer and condition; or rejected with what is wrong with its price."""
    ctx, cells, r = rd.ctx, row.cells, row.r
    if rd.block is not None:
        rd.close_block()
    raw = row.raw_price
    pcell = rd.cell(r, rd.price_col) if row.price_from is None else rd.cell(*row.price_from)
    unchanged = _unchanged(rd, cells, raw)
    if unchanged is not None:
        # '调后价' | 不变: the adjustment leaves the price as it was; the price before it is the price now
        raw, said_cell = cells[unchanged], pcell
        pcell = rd.cell(r, unchanged)
    item = _item(
        rd,
        row.model,
        cells[rd.units_col] if rd.units_col is not None else None,
        cells[rd.period_col] if rd.period_col is not None else None,
        cells[rd.inst_col] if rd.inst_col is not None else None,
        cells[rd.cur_col] if rd.cur_col is not None and rd.ctx.kind == "cloud" else None,
    )
    pp, row_cur = _price(rd, raw, _currency_cell(rd, r, cells), _own_unit_unscaled(rd, cells))
    if pp.error is not None and rd.notes_col is not None and _filled(cells[rd.notes_col]) and _zero(raw):
        said = rd.text[cells[rd.notes_col]]
        if lexicon().finder("price_text.on_request").search(fold(said[:200]).lower()) is not None:
            # 0.00 beside 'TBD - pending allocation': a price still to come, never a price of 0
            pp = pp._replace(
                error=None,
                on_request=True,
                note=Msg(
                    "price 0 in {cell} beside the note {note!r}: read as price on request", cell=pcell, note=said[:60]
                ),
            )
    if (
        pp.on_request
        and raw.__class__ is str
        and not_applicable(raw)
        and any(c < len(cells) and cells[c].__class__ in (int, float) for c, _m in ctx.table.terms)
    ):
        # 'n/a (reserved only)' as the on-demand rate beside priced committed terms: not rented on demand, never a
        # rate on request; the terms are the row's offers
        pp = pp._replace(
            on_request=False, error=Msg("is not offered at this rate, only on the committed terms beside it")
        )
    if pp.per == "lot" and rd.line_qty_col is None:
        # '整批打包 19.5万' beside 数量 30: one price for the line's cards, per card once divided by them (said)
        said = Msg(
            "{cell}: {text} is a price for the whole lot, divided by the line's quantity {qty}",
            cell=pcell,
            text=show_value(raw)[:40],
            qty=rd.text[cells[rd.qty_col]] if rd.qty_col is not None else "?",
        )
        pp = pp._replace(note=said) if rd.qty_col is not None else pp._replace(per="")
    got = _combine(
        rd,
        row.model,
        item,
        pp,
        row_cur,
        raw,
        cells[rd.units_col] if rd.units_col is not None else None,
        cells[rd.line_qty_col]
        if rd.line_qty_col is not None
        else (cells[rd.qty_col] if pp.per == "lot" and rd.qty_col is not None else None),
        cells[rd.tflops_col] if rd.tflops_col is not None else None,
    )

    if got[0] is not None and pp.words and rd.names_accelerators(row.model, None):
        # words the lexicon does not know in the price cell of a device's row ('לפי בקשה' before Hebrew was read,
        # 'Kontakt salg'): no figure, so no price; kept as a price on request, marked for the user to check
        return _words_for_price(rd, row, item, pp, raw, pcell)
    if got[0] is not None and not rd.names_accelerators(row.model, None):
        # no price on a line that names no device, whose words say what it is ('Is-gyfanswm | —', 'TAW @ 20%'):
        # said in the user's terms, not as a price problem
        kind = _kind_of_texts(rd, row)
        if kind is not None:
            _reject(ctx, r, _not_product(kind))
            return True
    if got[0] is not None:
        shown = show_value(raw) if _filled(raw) else ""
        said = None if shown else _not_offered_elsewhere(rd, cells)
        _reject(
            ctx,
            r,
            Msg("not offered: the line says {said!r} (price in {cell} is empty)", cell=pcell, said=said)
            if said
            else (None if shown else empty_price_reason(rd, row, pcell))
            or Msg("price {value}in {cell} {problem}", value=shown + " " if shown else "", cell=pcell, problem=got[0]),
        )
        if ctx.table.terms and rd.names_accelerators(row.model, None):
            # not offered on demand ('—'), committed terms priced: the reserved quote stands on its own
            base = _asked_quote(rd, row, item, pp, raw, pcell)
            if base is not None:
                divide = 1.0 if "per_device" in ctx.table.roles else base.units_per_item
                _committed_rates(rd, cells, r, base._replace(notes=""), base.currency, divide)
        return True
    _problem, lo, hi, cur, units, tax, per_device, row_period = got
    whole = _rents_machine(rd, row.model, cells)
    key = (row.model, item.match.device_id, cur, units, tax, per_device, row_period, pp.currency_from, pp.note, whole)
    static = rd.statics.get(key)
    if static is None:
        static = rd.statics[key] = _static(rd, row.model, item, cur, units, tax, per_device, row_period, pp, whole)
    quote = _quote(rd, row, item, lo, hi, cur, units, raw, pcell, static)
    if row.cell_model != row.model:
        quote = quote._replace(raw_model=row.cell_model)
    if unchanged is not None:
        said = Msg(
            "price: {cell} says the adjustment leaves it unchanged ({text}): the price before it, {before}, holds",
            cell=said_cell,
            text=show_value(row.raw_price)[:20],
            before=pcell,
        )
        quote = quote._replace(evidence=(*quote.evidence, said))
    t = ctx.table
    if t.tiers and lo == lo:
        quote = _tiered(rd, cells, quote, t.tiers, static.divide)
    if t.buyer_tiers:
        quote = _buyer_tiered(rd, cells, quote, static.divide)
    elif t.fallbacks and not t.tiers and not t.conditions and not t.rounds and lo == lo:
        quote = _alternative_prices(rd, cells, quote, static.divide)
    if "lease_or_reserved" in t.roles and quote.price_kind == "lease" and lo == lo:
        quote = _lease_or_reserved(quote)
    if "superseded" in t.alt:
        quote = _price_before(rd, cells, quote, static.divide)
    if t.terms and term_months(t.texts[rd.price_col]) is not None:
        # the price column names a term itself ('租期12个月 | 24个月 | 36个月'): one of several alternatives
        quote = _for_review(
            quote,
            Msg(
                "price read from column {col} ({head}), one of several term columns ({others}) offering the same "
                "item at other prices: check which term is yours",
                col=column_letter(rd.price_col),
                head=t.texts[rd.price_col][:30],
                others=", ".join(_named_column(t, c) for c, _m in t.terms),
            ),
        )
    if t.tax_flag is not None:
        quote = _flagged_tax(rd, cells, quote)
    if row.price_from is not None:
        said = Msg(
            "price read from the merged cell {cell}, which spans this row and its neighbours (one price for "
            "each of them)",
            cell=pcell,
        )
        quote = quote._replace(evidence=(*quote.evidence, said))
    ctx.quotes.append(quote)
    if raw.__class__ in (int, float) and row.price_from is None:
        rd.sums[0] += raw
        rd.sums[1] += raw * (quote.quantity or 1)
    _reserved_rate(rd, cells, r, quote, cur, static.divide)
    _purchase_beside_rent(rd, cells, r, quote, cur, units, lo)
    _machine_beside_card(rd, cells, r, quote, cur)
    if static.server:
        rd.open_block(quote)
    if (
        not rd.merged
        and _filled(raw)
        and "machine" not in t.alt  # a machine's price beside the card's is read row by row
        and "lease_or_reserved" not in t.roles  # each lease says its reserved reading (`_lease_or_reserved`)
        and not t.tiers
        and not t.buyer_tiers
        and not t.conditions
        and t.tax_flag is None
        and pp.plain
        and rd.title is None
        and units == item.units
    ):
        factor = pp.min / lo  # the item's devices times the hours of its period (1 for a price per device)
        tpl = Template(row.model, row.cell_model, item, static, cur, units, tax, pp.currency_from, factor)
        tpl.lean = _lean_parts(rd, tpl)
        if tpl.lean is not None:
            regs = []
            if item.warn is not None:
                regs.append(ctx.unmatched.setdefault(item.warn, []))
            if item.match.how == "ambiguous":
                regs.append(ctx.ambiguous.setdefault(row.model, []))
            a, b, c, low, high = tpl.lean
            tpl.inline = (
                low,
                high,
                static.extra,
                static.basis == "excl",  # the price without VAT is the price
                # what a VAT-inclusive price is divided by for the price without VAT, else None
                1 + static.rate if static.basis == "incl" and static.rate else None,
                regs,
                static.server,
                # the quote's 36 fields with the template's own in place: a row copies it and sets its ten
                [None, *a, None, None, cur, None, False, units, static.price_kind, "", "", "", "", *b, None, None, *c],
                c[3],  # the condition its model says
            )
        rd.known.remember(rd.key_of(cells), (pp.currency_from, pp.tax, cur), tpl, rd.number_key)
    return True


def _words_for_price(rd: Reader, row: RowView, item: Item, pp, raw, pcell) -> bool:
    """A device's row whose price cell holds words without a figure that the lexicon does not know: a quote with
    the price on request, marked for review, its warning quoting the words (never a silent drop, never 'not a
    number')."""
    ctx = rd.ctx
    quote = _asked_quote(rd, row, item, pp, raw, pcell)
    if quote is None:
        return True
    said = Msg(
        "the price cell {cell} says {text!r}, words the importer does not know: read as price on request; check it",
        cell=pcell,
        text=rd.text[raw][:60],
    )
    quote = quote._replace(
        confidence=round(quote.confidence * 0.6, 3),
        needs_review=True,
        warnings=(*quote.warnings, said),
        evidence=(
            *quote.evidence,
            Msg("price: {text!r} in {cell}, read as on request", text=rd.text[raw][:40], cell=pcell),
        ),
    )
    ctx.quotes.append(quote)
    if ctx.table.terms:
        _committed_rates(
            rd,
            row.cells,
            row.r,
            quote,
            quote.currency,
            quote.units_per_item if "per_device" not in ctx.table.roles else 1.0,
        )
    return True


def _asked_quote(rd: Reader, row: RowView, item: Item, pp, raw, pcell) -> Quote | None:
    """The quote of a device's row as if its price were on request (to carry what else the row prices: its committed
    terms, a lease); None (the row rejected with the reason) when the row rules it out otherwise."""
    ctx = rd.ctx
    cur = ctx.col_cur or ctx.sheet_cur or ctx.home or ctx.default_cur
    asked = pp._replace(error=None, on_request=True, words=False, currency=cur, currency_from=None, plain=False)
    got = _combine(
        rd,
        row.model,
        item,
        asked,
        None,
        raw,
        row.cells[rd.units_col] if rd.units_col is not None else None,
        None,
    )
    if got[0] is not None:
        _reject(ctx, row.r, Msg("price {value} in {cell} {problem}", value=show_value(raw), cell=pcell, problem=got[0]))
        return None
    _problem, lo, hi, cur, units, tax, per_device, row_period = got
    static = _static(rd, row.model, item, cur, units, tax, per_device, row_period, asked)
    quote = _quote(rd, row, item, lo, hi, cur, units, raw, pcell, static)
    return quote._replace(raw_model=row.cell_model or quote.raw_model)


class _Templates(dict):
    """The templates of a table's plain product rows: model cells -> {price's kind -> Template}. Beside it, kept in
    step by `remember` and `clear` (its only writers), the parts the row loop reads for a number price: model cells
    -> (the template's inline parts, its factor), for the templates of the price column's number kind that have
    them; so the common row's reading is one lookup, and any template change shows in both."""

    __slots__ = ("number_parts",)

    def __init__(self, number_parts: dict):
        super().__init__()
        self.number_parts = number_parts

    def remember(self, key: tuple, shape: tuple, tpl: Template, number_key: tuple | None) -> None:
        self.setdefault(key, {})[shape] = tpl
        if number_key is not None and shape == number_key:
            if tpl.inline is not None:
                self.number_parts[key] = (*tpl.inline, tpl.factor)
            else:
                self.number_parts.pop(key, None)

    def clear(self) -> None:
        super().clear()
        self.number_parts.clear()


@dataclass
class Template:
    """What a plain product row made of its model and item cells: the next row with the same cells needs only its
    price read (a plain amount in the same currency) to make its quote."""

    model: str
    cell_model: str
    item: Item
    static: Static
    cur: str | None
    units: float
    tax: str | None
    currency_from: str | None
    factor: float  # what the price is divided by: the devices per item, times the hours of a rental period
    lean: tuple | None = None  # the quote's fixed parts, when a row's own cells are only its price, quantity, notes
    inline: tuple | None = None  # the same for the loop's inlined reading of a number price (`Reader.run`)


def _lean_parts(rd: Reader, tpl: Template) -> tuple | None:
    """The parts of a template's quotes that no row changes, and the prices that are plausible for its device
    (outside them the full reading adds its warning): for tables whose rows add only a price, a quantity, notes
    and a lead time (no alternative price columns, tiers or per-row condition, term or instance cells)."""
    ctx, t, st, item = rd.ctx, rd.ctx.table, tpl.static, tpl.item
    if (
        t.alt
        or t.tiers
        or t.terms
        or t.lease_terms
        or t.more_rates
        or rd.res_col is not None
        or rd.cond_col is not None
    ):
        return None
    if rd.term_col is not None:
        return None
    if rd.inst_col is not None or rd.valid_col is not None or ctx.rate_col is not None:
        return None  # a column of rates gives each line its own rate and note
    low, high = 0.0, math.inf
    if ctx.plausible is not None and item.match.device_id:
        got = ctx.plausible.bounds(item.match.device_id, tpl.cur, hourly=ctx.kind == "cloud")
        if got is not None:
            low, high = got
    match = item.match
    a = (tpl.cell_model, match.device_id, match.confidence if match.device_id else 0.0)
    b = (match.candidates, st.item, "", st.basis, st.rate)
    c = (
        st.warnings,
        st.offer,
        st.includes,
        st.condition,
        ctx.quote_date,
        ctx.dated,
        ctx.valid_until,
        None,
        st.confidence,
        st.evidence,
        st.confidence < REVIEW_BELOW or bool(st.warnings),
        "",  # offered_by: set where a row holds several offers
        "",  # sheet: set where an import reads several offer sheets
        st.rent_period,
    )
    return a, b, c, low, high


def _lean_quote(rd: Reader, r: int, cells: list, raw, lo: float, hi: float, tpl: Template, lean: tuple) -> Quote:
    """A quote made of its template's fixed parts and the row's own price, quantity, notes and lead time."""
    a, b, c, _low, _high = lean
    st = tpl.static
    text = rd.text
    item = tpl.item
    if item.warn is not None:
        rd.ctx.unmatched.setdefault(item.warn, []).append(rd.row_no(r))
    if item.match.how == "ambiguous":
        rd.ctx.ambiguous.setdefault(tpl.model, []).append(rd.row_no(r))
    notes = text[cells[rd.notes_col]] if rd.notes_col is not None else ""
    if notes and not st.condition:
        cond = rd.conditions.get(notes)
        if cond is None:
            cond = rd.conditions[notes] = _condition(notes)
        if cond:
            c = (*c[:3], cond, *c[4:])
    extra = st.extra
    if extra:
        notes = f"{notes}; {extra}" if notes else extra
    qcell = cells[rd.qty_col] if rd.qty_col is not None else None
    qcls = qcell.__class__
    qty = (
        (float(qcell) if 0 <= qcell < 1e9 else None)
        if qcls is float or qcls is int
        else rd.qty_of[qcell]
        if rd.qty_col is not None
        else None
    )
    basis = st.basis
    excl = lo if basis == "excl" else round(lo / (1 + st.rate), 2) if basis == "incl" and st.rate else None
    return _new_quote(
        Quote,
        (r + 1,)
        + a
        + (
            lo,
            hi,
            tpl.cur,
            qty,
            False,
            tpl.units,
            st.price_kind,
            text[raw],
            f"{rd.price_letter}{r + 1}",
            text[cells[rd.lead_col]] if rd.lead_col is not None else "",
            notes,
        )
        + b
        + (excl, None)
        + c,
    )


def _asked_as_lean(rd: Reader, static: Static) -> bool:
    """Whether a template's quote priced on request is made from its parts (`_lean_quote`) as `_quote` would make it:
    the sheet's rows numbered as they stand (no region, no record rows), no line's own date, and a price kind no row
    changes (an hourly rate may be a committed one by the row's words or its rent's period)."""
    sheet = rd.ctx.sheet
    return sheet.origin is None and sheet.record_row is None and rd.date_col is None and static.price_kind != "hourly"


def _from_template(rd: Reader, r: int, cells: list, tpls: dict) -> bool:
    """The quote of a row whose model and item cells repeat a plain product row's, when its price is a plain
    amount read the same way (its currency found in the same place, the same tax basis; else False: the rules read it)."""
    raw = cells[rd.price_col]
    cls = raw.__class__
    if cls is not str and cls is not float and cls is not int:
        return False
    pp, _row_cur = _price(rd, raw, _currency_cell(rd, r, cells))
    if not pp.plain or pp.error is not None or pp.note:
        return False
    tpl = tpls.get((pp.currency_from, pp.tax, pp.currency))
    if tpl is None:
        return False
    if rd.block is not None:
        rd.close_block()  # a priced product row is never a configuration line of the server above
    ctx = rd.ctx
    static = tpl.static
    factor = tpl.factor
    lo, hi = pp.min / factor, pp.max / factor
    lean = tpl.lean
    if lean is not None and lean[3] <= lo <= lean[4]:
        quote = _lean_quote(rd, r, cells, raw, lo, hi, tpl, lean)
    elif lean is not None and lo != lo and _asked_as_lean(rd, static):
        # a price on request ('价格面议', '询价') under a template: its quote as `_quote` makes it, from the template's
        # parts (no price, so no price without VAT and no plausibility to judge; the cell's sign said)
        quote = _lean_quote(rd, r, cells, raw, lo, hi, tpl, lean)._replace(
            price_on_request=True,
            price_excl_tax=None,
            evidence=_shared_sign_said(static.evidence, raw, tpl.cur),
        )
    else:
        row = RowView(r, cells)
        row.model, row.cell_model, row.raw_price = tpl.model, tpl.cell_model, raw
        quote = _quote(rd, row, tpl.item, lo, hi, tpl.cur, tpl.units, raw, rd.cell(r, rd.price_col), static)
        if row.cell_model != row.model:
            quote = quote._replace(raw_model=row.cell_model)
    ctx.quotes.append(quote)
    if cls is not str:
        rd.sums[0] += raw
        rd.sums[1] += raw * (quote.quantity or 1)
    if rd.res_col is not None or ctx.table.alt or ctx.table.terms or ctx.table.lease_terms or ctx.table.more_rates:
        _reserved_rate(rd, cells, r, quote, tpl.cur, static.divide)
        _purchase_beside_rent(rd, cells, r, quote, tpl.cur, tpl.units, quote.price_min)
    if static.server:
        rd.open_block(quote)  # its configuration lines may follow
    return True


def _sibling(rd: Reader, r: int, cells: list, tpls: dict) -> bool:
    """A row whose model and item cells repeat a plain product row's, with a plain price of another kind (a text
    amount where the first had a number, another currency): a product row too, read by `product_row` without the
    rules before it (they decide by the model cells and a missing price, both the same as the first row's)."""
    if rd.block is not None or rd.title is not None:
        return False
    raw = cells[rd.price_col]
    cls = raw.__class__
    if cls is not str and cls is not float and cls is not int:
        return False
    pp = _price(rd, raw, _currency_cell(rd, r, cells))[0]
    if not pp.plain or pp.error is not None or pp.note:
        return False
    first = next(iter(tpls.values()))
    row = RowView(r, cells)
    row.model, row.cell_model, row.raw_price = first.model, first.cell_model, raw
    return product_row(rd, row)


#: the rules a data row goes through, in order; the first that decides the row (True, or the next row to read)
#: wins. `read_cells` decides nothing: it reads the row for the rules after it.
RULES = (
    hidden_row,
    read_cells,
    known_product,
    block_title,
    titled_row,
    another_table,
    words_without_model_or_price,
    disabled_line,
    returned_line,
    wanted_line,
    overlong_model,
    tier_label_row,
    purchase_without_rate,
    server_configuration_line,
    merged_configuration_line,
    no_accelerator_line,
    accessory_line,
    option_line,
    pc_part_line,
    equipment_line,
    not_a_product_line,
    credit_line,
    sum_line,
    heading_or_charge_without_price,
    no_model,
    other_goods_line,
    formula_without_value,
    condition_columns,
    channel_columns,
    count_columns,
    price_elsewhere,
    nameless_line,
    product_row,
)


def read_quotes(ctx: Context, rows: list[list], text) -> None:
    """Every data row of a table: a quote, a rejected row with its reason, or a configuration line of a server."""
    Reader(ctx, rows, text).run()


# -- reading a product row -----------------------------------------------------------------------------
def _item(rd: Reader, model: str, raw_units, raw_period, raw_instance=None, raw_unit=None) -> Item:
    """The device, its count and its billing unit for a model text with its units, billing and machine-type cells
    (and the price's unit cell, '元/节点·月', where a currency column holds one), once per distinct combination."""
    key = (model, raw_units, raw_period, raw_instance, raw_unit)
    got = rd.items.get(key)
    if got is not None:
        return got
    ctx, text = rd.ctx, rd.text
    match, warn = ctx.matcher.match(model)
    known = None
    if match.device_id is None and match.how != "ambiguous":
        # 'p5.48xlarge', 'g6e.xlarge': a cloud instance the bundled list knows (its device and how many it holds)
        known = known_instance(model) or (known_instance(text[raw_instance]) if raw_instance.__class__ is str else None)
        if known is not None and known[0] in ctx.matcher.catalog.by_id:
            from gpucompare.core.catalog import Match

            match, warn = Match(known[0], 0.9, [], "alias"), None
        else:
            known = None
    if match.device_id is None and match.how != "ambiguous" and known is None and raw_units.__class__ is str:
        # 'g6e.xlarge' beside 'Accelerators' | '1 x NVIDIA L40S 48GB': the count's cell names the device too
        beside, said = ctx.matcher.match(text[raw_units][:MAX_MODEL_CHARS])
        if beside.device_id is not None:
            match, warn = beside, said
    units = 1.0
    from_column = False
    if raw_units is not None and _filled(raw_units):
        from_column = True
        u = raw_units
        if u.__class__ in (float, int):
            units = float(u) if 0 < u <= 1024 else 1.0
        else:  # '8', '8 GPUs', '8x', '8卡'
            t = text[u][:40]
            n = parse_number(t) or parse_number(_LEADING_NUMBER.match(t).group(0).strip())
            units = n if n and 0 < n <= 1024 and float(n).is_integer() else 1.0
    elif ctx.kind in ("prices", "cloud"):
        units = float(_units_beside_name(rd, model, match))
    if from_column and units == 1 and ctx.kind == "prices" and uom_column(ctx):
        units = float(_units_beside_name(rd, model, match))  # a kit of one unit of measure that holds 8 GPUs
    elif from_column and units > 1:
        said = _units_beside_name(rd, model, match)
        if 1 < said < units and units % said == 0:
            # 'GPUs' | 512 beside 'HGX B200 (8 GPUs per node)': the column counts the devices ordered, the text
            # what one item holds
            units = float(said)
    named = ""
    if known is not None and not from_column and units == 1 and known[1] > 1:
        units, named = float(known[1]), model[:40]
    if not from_column and units == 1 and raw_instance.__class__ is str:
        # a machine type that ends in its count ('ct6e-standard-4t', 'a3-highgpu-8g') when the text says none
        n = machine_type_count(text[raw_instance])
        if n is not None and n > 1:
            units, named = float(n), text[raw_instance][:40]
    if not from_column and units == 1 and (n := _head_count(rd)) > 1:
        # 'Meridian Compute — per 8-GPU instance-hour' over 'NVIDIA H100 SXM5 80GB': the price column's header
        # counts the devices of the machine each rate is for; the row names the device only (a count written out,
        # not read from a naming convention: nothing to check)
        units = float(n)
    if units > 1:
        match, warn = _device_in_server(rd, model, units, match, warn)
    problem = None
    row_period = per_device = None
    pack = ""
    rent = False
    if raw_period is not None and _filled(raw_period):
        unit = text[raw_period]
        row_period = _row_period(ctx, unit)
        if ctx.kind != "cloud":
            # goods priced per piece: only a row that rents by the hour ('卡·时') is read from its unit
            if row_period == "hour":
                per_device = _billed_per_device(unit)
            else:
                row_period = None
                n = units_in_text(unit[:40]) if units == 1 and not from_column and _pack_unit(unit) else 1
                if n > 1:
                    # a unit of measure that packs several cards ('UOM' | 'BOX of 8', 'Caja de 4'): the price is
                    # that unit's, per device once divided by the cards it holds
                    units, named = float(n), ""
                    pack = unit[:40]
        else:
            per_device = _billed_per_device(unit)
            if row_period is None and _billed_per_month(unit) and not _committed_term(unit):
                # '包月' | 85000 | '元/节点·月' in a card of hourly rates: a rent by the month (the price's own unit
                # names its period and what it counts, over the billing word: '包年（按月付）' | '元/节点·月' is a
                # month's rent), read per device-hour (rent / devices / 730 h) and reserved for its minimum term
                said = text[raw_unit][:40] if raw_unit.__class__ is str else ""
                own = price_period(said) if said else None
                row_period = own if own in ("month", "year") else price_period(unit[:80])
                if row_period in ("month", "year"):
                    rent = True
                    if said and per_device is None:
                        per_device = _billed_per_device(said)
                else:
                    row_period = None
                    problem = Msg("is billed {unit!r}: a monthly or yearly price, not an hourly rate", unit=unit[:40])
    if per_device is None and units > 1 and "per_device_title" in ctx.table.roles and _priced_per_instance(model):
        # 'GB200 NVL72 (rack of 72 GPUs, $ per rack-hour)' under a title 'prices per GPU per hour': the row names
        # its own unit, for itself alone; the title still speaks for every other row
        per_device = False
    machine = (
        units > 1
        and raw_period is not None
        and raw_period.__class__ is str
        and lexicon().finder("offer.machine_unit").search(lx.fold(text[raw_period][:20])) is not None
    )
    card_unit = (
        units == 1
        and raw_period.__class__ is str
        and lexicon().finder("offer.card_unit").search(lx.fold(text[raw_period][:20]).lower()) is not None
    )
    # '元/P/月' in a unit column beside '元/卡/月': this row's price is per PFLOPS of compute (`per_pflops`)
    by_pflops = raw_period.__class__ is str and per_pflops(text[raw_period][:40])
    got = rd.items[key] = Item(
        problem,
        match,
        warn,
        units,
        row_period,
        per_device,
        from_column,
        named,
        pack,
        machine,
        card_unit,
        rent,
        by_pflops,
    )
    return got


def _head_count(rd: Reader) -> int:
    """The devices the price column's header counts in the machine it prices ('per 8-GPU instance-hour': 8), where
    it says the price is per machine and not per device; else 1 (once per table)."""
    got = rd.head_count
    if got is None:
        got = 1
        c = rd.price_col
        texts = rd.ctx.table.texts
        if c is not None and c < len(texts) and texts[c]:
            roles = price_roles(texts[c])
            if "per_instance" in roles and "per_device" not in roles:
                got = max(1, units_in_text(texts[c][:120]))
        rd.head_count = got
    return got


def _pack_unit(unit: str) -> bool:
    """Whether a unit of measure names a pack of cards ('BOX of 8', 'Lote de 2'), not a device's own unit ('EA')."""
    return lexicon().finder("pack.words").search(lx.fold(unit[:40])) is not None


def _device_in_server(rd: Reader, model: str, units: float, match, warn):
    """The accelerator after a server's multiplier (the longest words naming a device), or the system's memory
    per device ('DGX H100 640GB' is 8 x 80GB); a server's whole text may name CPUs and NICs too."""
    tries = gpu_phrases(model)
    if match.device_id is None:
        tries.append(per_device_memory(model, units))
    by_id = rd.ctx.matcher.catalog.by_id
    for part in tries:
        if part:
            m2, w2 = rd.ctx.matcher.match(part)
            if m2.device_id is not None:
                if match.device_id is not None and _holds(by_id[match.device_id].model, by_id[m2.device_id].model):
                    return match, warn  # 'GB300 ... tray: 4x B300 GPU': the superchip named first holds that GPU
                return m2, w2
    return match, warn


def _holds(whole: str, part: str) -> bool:
    """Whether a device's model name ends in another's as a longer name ('GB300' holds 'B300')."""
    a, b = whole.lower().strip(), part.lower().strip()
    return len(b) >= 3 and len(a) > len(b) and a.endswith(b)


def _percent_off(rd: Reader, cells: list) -> float | None:
    """The percentage a line's discount column takes off its price, when the column's header says it is a
    percentage ('Descuento (%)', 'Rabatt %') and the cell holds a number between 0 and 100, or the cell holds a
    fraction below one (a percent-formatted rate); else None."""
    t = rd.ctx.table
    col = t.alt["discount"]
    raw = cells[col]
    if "%" not in t.texts[col]:
        # no '%' in the header: only a fraction below one is a rate ('承诺优惠率' | 0.05); other numbers may be amounts
        return float(raw) * 100 if raw.__class__ is float and 0 < raw < 1 else None
    v = raw if raw.__class__ in (int, float) else parse_number(rd.text[raw].replace("%", ""))
    if v is None or v != v or not 0 <= v < 100:
        return None
    if raw.__class__ is float and 0 < v < 1:
        # a number under a '%' header below one is a percent-formatted cell's fraction (0.08 shown as 8 %); a
        # percentage typed as text ('0,5 %') keeps its sign and is read as written
        return float(v) * 100
    return float(v)


def _below_list(rd: Reader, cells: list, lo: float, cur, divide: float) -> bool:
    """Whether the price read lies below the list price of its own line (by more than rounding): it is then the
    price after the line's discount, not the one the discount is taken from."""
    col = rd.ctx.table.alt["list"]
    if col == rd.price_col or col >= len(cells) or lo != lo:
        return False
    pl = parse_price(cells[col], column_currency=cur, column_scale=rd.ctx.col_scale, default_currency=cur)
    return pl.ok and not pl.on_request and pl.min == pl.min and 0 < lo < pl.min / divide * 0.995


def _a_discount(raw) -> bool:
    """Whether a discount cell holds a discount (a number other than 0, or text with a digit other than 0)."""
    if raw.__class__ in (int, float):
        return raw == raw and raw != 0
    return any(ch in "123456789" for ch in str(raw)[:20])


def _names_anothers_currency(t: Table, price_col: int) -> bool:
    """Whether a table's currency column names the currency of another amount than the price: the price column's own
    header names its currency ('到手价（元）') and another price column stands nearer the currency column (a purchasing
    agent's '原价' | '币种' in JPY or USD, converted into the yuan price the buyer pays)."""
    cur_col, texts = t.columns["currency"], t.texts
    if price_col >= len(texts) or header_units(texts[price_col])[0] is None:
        return False
    for c in range(min(cur_col, price_col) + 1, max(cur_col, price_col)):
        if abs(c - cur_col) < abs(price_col - cur_col) and c < len(texts):
            m = match_header_cell(texts[c]) if texts[c] else None
            if m is not None and m.field == "price" and header_units(texts[c])[0] is None:
                return True
    for c in (cur_col - 1, cur_col + 1):
        if 0 <= c < len(texts) and c != price_col and texts[c]:
            m = match_header_cell(texts[c])
            if m is not None and m.field == "price" and header_units(texts[c])[0] is None:
                return True
    return False


def _currency_cell(rd: Reader, r: int, cells: list):
    """The row's currency cell; a blank one under a document's first line is that line's (an ERP export writes the
    document's currency once): the column is walked top-down once, as the rows are read."""
    col = rd.cur_col
    if col is None:
        return None
    raw = cells[col]
    if _filled(raw):
        return raw
    i = rd.cur_scan
    if i > r:  # read again from the top (a later table)
        i, rd.carried_raw = rd.ctx.table.header + 1, None
    rows = rd.rows
    while i < r:
        row = rows[i]
        v = row[col] if col < len(row) else None
        if _filled(v):
            rd.carried_raw = v
        i += 1
    rd.cur_scan = r
    return raw if rd.carried_raw is None else rd.carried_raw


def _own_unit_unscaled(rd: Reader, cells: list) -> bool:
    """Whether a row's unit cell names its money unit without the scale the price column or a note gives every row
    ('单价（万元）' or '单位：万元' above, '元/卡·时' in the row's unit cell; 'EUR thousand' above, 'EUR/GPU-hour' in
    the row): the row's own unit beats the header's, and its price is read as written."""
    c = rd.period_col
    if c is None or rd.ctx.col_scale == 1.0 or c >= len(cells) or cells[c].__class__ is not str:
        return False
    cur, scale = header_units(rd.text[cells[c]][:40])
    return cur is not None and scale == 1.0


def _price(rd: Reader, raw_price, raw_cur, unscaled: bool = False):
    """The price cell read (once per distinct cell and currency), and the row's own currency cell's code; where the
    row's own unit cell names its money unit unscaled (`_own_unit_unscaled`), read without the column's scale."""
    row_cur = rd.row_currency(raw_cur) if raw_cur is not None else None
    # a row's unit cell with a scale ('计价单位' | 万元/台): the row's price is in tens of thousands
    scale = rd.row_scale(raw_cur) if row_cur is not None else None
    if unscaled and scale is None:
        scale = 1.0
    column_cur = row_cur or rd.ctx.col_cur
    # True is no price: its own key, apart from 1 (which reads as 1.0 does)
    key = (raw_price, column_cur) if raw_price.__class__ is not bool else (repr(raw_price), column_cur)
    if scale is not None:
        key = (*key, scale)
    pp = rd.prices.get(key)
    if pp is None:
        ctx = rd.ctx
        pp = rd.prices[key] = parse_price(
            raw_price,
            column_currency=column_cur,
            column_scale=scale or ctx.col_scale,
            sheet_currency=ctx.sheet_cur or ctx.home,
            default_currency=ctx.default_cur,
        )
        if pp.note is not None:
            pp = rd.prices[key] = sign_by_language(pp, ctx.languages)  # 'Fr.' on a Swiss German sheet: CHF
        if len(rd.prices) > 400_000:
            rd.prices.clear()
    return pp, row_cur


def _combine(rd: Reader, model: str, item: Item, pp, row_cur, raw_price, raw_units, raw_qty, raw_tflops=None) -> tuple:
    """(problem, low, high, currency, devices per item, tax, per device, rental period) of a row: its price per
    device (and per device-hour for a rental period), or what rules it out."""
    ctx = rd.ctx
    if pp.error is not None:
        if pp.currency is None and pp.min == pp.min:
            ctx.no_currency += 1
        return (pp.error,)
    if pp.period is not None and ctx.kind != "cloud":
        return (
            Msg(
                "is a rental price per {period} ({unit!r}) in a column of purchase prices; not read as either",
                period=PERIOD_UNITS[pp.period],
                unit=pp.per[:20],
            ),
        )
    if item.problem is not None:
        return (item.problem,)
    if pp.note and pp.note not in ctx.warnings:
        ctx.warnings.append(pp.note)
    if (
        not pp.on_request
        and 0 < pp.max <= 1
        and lexicon().finder("price_text.on_request").search(fold(model[:MAX_MODEL_CHARS]).lower()) is not None
    ):
        # '价格' ¥1.00 on a listing whose own text says '价格私聊' (ask me): a placeholder the platform requires, the
        # price on request
        pp = pp._replace(min=_nan, max=_nan, on_request=True)
    units = item.units
    if units == 1 and not item.units_from_column and ctx.kind in ("prices", "cloud") and raw_price.__class__ is str:
        if not simple_amount(raw_price):
            units = float(units_in_text(raw_price))  # '$415,000 / system (8 GPUs)'
    row_period, per_device = item.row_period, item.per_device
    if pp.period is not None:  # '$2.99 per GPU-hour', '€52/Tag': the cell names its period (and what it counts)
        row_period = row_period or (pp.period if pp.period != "hour" else None)
        per_device = per_device if per_device is not None else _billed_per_device(pp.per)
        if per_device is None and units > 1 and _per_machine(pp.per):
            # '158.40 元/台·时' under '按量（元/卡·时）': the cell's own unit is a machine's hour, over the header's
            per_device = False
    if per_device is None:
        per_device = "per_device" in ctx.table.roles
    if not per_device and units > 1 and raw_units is not None and uom_column(ctx):
        per_device = False  # an ERP's 'Unit Price' is the price of its unit of measure (a BOX4, a kit of 8)
    elif not per_device and units > 1 and raw_units is not None and pack_column(ctx) and not price_per_pack(ctx):
        # 'Unit price' beside 'Pcs per box': a price per piece of a product sold in boxes; a price header that says
        # neither ('Price (EUR)') is read the way its devices' reference prices fit, and said so
        per_device = _piece_price(ctx) or not _fits_per_box(ctx, item.match, pp.min, units, pp.currency or row_cur)
    # (a price per PFLOPS is per device once times the device's PFLOPS: the node it sits in divides nothing)
    pflops_priced = "per_pflops" in ctx.table.roles or item.per_pflops
    divide = 1.0 if per_device or pflops_priced else units
    if raw_qty is not None:  # a line amount: per unit is amount / quantity
        # a number, or the number a text starts with ('1 Stk.', '4 pcs'), as a quote's quantity is read
        qty = float(raw_qty) if raw_qty.__class__ in (int, float) else _quantity(rd.text, raw_qty)
        if not qty or qty != qty or qty <= 0 or qty > 1e7:
            return (Msg("is a line amount and the quantity beside it is not a number"),)
        each = _each(model) if ctx.table.per_lot else None
        if each is not None:
            divide = float(units_in_text(each)) * qty  # '3 x server, each 8x H100' with Qty 3: a lot of 24
        elif ctx.table.per_lot and item.machine:
            divide *= qty  # a lot of 2 '台' of 8-GPU servers: the quantity counts machines, 16 devices in all
        elif ctx.table.per_lot and divide > 1:
            divide = max(divide, qty)  # '8 x A100 modules' with Qty 8 is a lot of eight
        else:
            divide *= qty
    # a rental list priced per day, week or month (by its column, or row by row): per device-hour
    hours = PERIOD_HOURS[row_period] if row_period is not None else period_hours(ctx.table.roles)
    lo, hi = (_nan, _nan) if pp.on_request else (pp.min / divide / hours, pp.max / divide / hours)
    if pflops_priced and item.match.device_id is not None and not pp.on_request:
        # '元/P/年': a device's price is the price of its dense BF16 PFLOPS (core.compute_units, the one conversion),
        # or of the TFLOPS the sheet itself gives each card ('单卡 FP16 算力（TFLOPS）' | 313), which it prices by
        pflops = _sheet_pflops(raw_tflops) or device_pflops(ctx.matcher.catalog.by_id[item.match.device_id], "bf16")
        if not pflops > 0:
            return (
                Msg(
                    "is priced per PFLOPS of compute and the catalog has no dense BF16 figure for {device} to "
                    "convert it to a price per device",
                    device=item.match.device_id,
                ),
            )
        if "per_tflops" in ctx.table.roles:
            pflops *= 1000  # priced per TFLOPS: a PFLOPS is a thousand of them
        lo, hi = lo * pflops, hi * pflops
    cur = pp.currency or row_cur or ctx.col_cur or ctx.sheet_cur or ctx.default_cur
    return None, lo, hi, cur, units, pp.tax, per_device, row_period


@dataclass
class Static:
    """What a quote takes from its model and its price's kind alone, worked out once per distinct combination."""

    warnings: tuple
    item: str
    extra: str  # notes on how the price was read
    basis: str
    rate: float | None
    divide: float
    server: bool
    offer: str
    condition: str
    includes: tuple
    price_kind: str
    confidence: float
    evidence: tuple
    rent_period: str = ""  # day | week | month | year: a rent converted to an hourly rate from that period


def _tax_text(basis: str, rate: float | None) -> Msg:
    if basis == "incl":
        return Msg("VAT included ({pct:.3g}%)", pct=rate * 100) if rate is not None else Msg("VAT included")
    return Msg("without VAT ({pct:.3g}%)", pct=rate * 100) if rate is not None else Msg("without VAT")


#: data rows looked at for a column that says per line what is rented
_RENT_FORM_ROWS = 400


def _rent_form_columns(rows: list[list], t: Table) -> tuple[int, ...]:
    """Unmapped columns of a rate card whose filled cells say what one line rents, a whole machine or an instance
    ('资源形态' | 裸金属整机 / 云主机, 'Type' | bare-metal / VM), two in three of them at least (a wanted line's '不限',
    any, says neither) and one a whole machine: each line's own cell read as its category's would be
    (`_rents_machine`). Two filled lines at least, at most 8 distinct texts; bounded to `_RENT_FORM_ROWS` rows, each
    distinct text read once."""
    taken = set(t.columns.values())
    data = rows[t.header + 1 : t.header + 1 + _RENT_FORM_ROWS]
    lex = lx.get()
    instance = lex.finder("offer.instance")
    out = []
    for c in range(min(HEADER_SEARCH_COLS, max((len(r) for r in data), default=0))):
        if c in taken:
            continue
        texts = [r[c] for r in data if c < len(r) and r[c].__class__ is str and r[c].strip()]
        distinct = set(texts)
        if len(texts) < 2 or len(distinct) > 8:
            continue
        whole = {v for v in distinct if rents_machine(v)}
        said = whole | {v for v in distinct - whole if instance.search(lx.fold(v[:80])) is not None}
        if whole and 3 * sum(v in said for v in texts) >= 2 * len(texts):
            out.append(c)
    return tuple(out)


#: the rows above a table's header read for its section title
_TITLE_ROWS = 2


def _machine_title(rows: list[list], top: int) -> bool:
    """Whether the section title right above a rate table (a row holding one text cell, within two rows) says its
    lines rent whole machines ('A. Bare-metal nodes — price per node-hour', '裸金属服务器')."""
    for r in range(max(0, top - _TITLE_ROWS), min(top, len(rows))):
        filled = [v for v in rows[r][:40] if v not in ("", None)]
        if len(filled) == 1 and isinstance(filled[0], str) and rents_machine(filled[0][:200]):
            return True
    return False


def _rents_machine(rd: Reader, model: str, cells: list) -> bool | int:
    """Whether a rate card's line rents a whole machine (`rents_machine`): its table's model or price header, its
    model text, or its own category or billing cells say so; 2 where its own form cell (`Reader.form_cols`) does."""
    if rd.ctx.kind != "cloud" and rd.period_col is None:
        return False  # a quotation of goods without a billing column: no rent, no instance
    if any((v := cells[c]).__class__ is str and rents_machine(v) for c in rd.form_cols if c < len(cells)):
        return 2  # the line's own form cell: a whole machine, however its price is written
    if rd.machine_table or rents_machine(model):
        return True
    return any((v := cells[c]).__class__ is str and rents_machine(v) for c in rd.machine_cols if c < len(cells))


def _static(rd: Reader, model: str, item: Item, cur, units, tax, per_device, row_period, pp, whole=False) -> Static:
    """A quote's fixed parts: what its model and item say (`_model_part`, once per model) and what its price's kind
    says (`_price_part`, once per kind of price: currency and where it was read, tax basis, period)."""
    mkey = (model, item.match.device_id, item.match.how, item.warn, units, per_device, item.units_from_pack)
    m = rd.model_parts.get(mkey)
    if m is None:
        m = rd.model_parts[mkey] = _model_part(rd, model, item, units, per_device)
    bought = _bought_outright(model) if ("lease" in rd.ctx.table.roles or rd.ctx.lease) else False
    pkey = (cur, tax, row_period, pp.currency_from, pp.note, bought, item.per_pflops)
    p = rd.price_parts.get(pkey)
    if p is None:
        p = rd.price_parts[pkey] = _price_part(rd, cur, tax, row_period, pp, bought, item.per_pflops)
    warnings, item_text, m_extra, server, offer, condition, includes, m_conf, m_evidence = m
    p_extra, basis, rate, price_kind, p_conf, p_evidence, rent_period = p
    if row_period == "hour" and rd.ctx.kind == "prices" and offer in ("", "card", "server"):
        offer = "instance"  # a device rented by the hour in a quotation of goods: an instance, not what one buys
    elif offer == "baseboard" and item.machine:
        offer = "server"  # 'H20 96GB × 8（HGX）' counted per '台': a machine around the board, not the board alone
    elif row_period == "month" and offer == "instance" and units == 1 and "period_by_row" in rd.ctx.table.roles:
        offer = "card"  # '元/卡/月' on a list of goods billed row by row: a card rented by the month, no cloud instance
    if whole and offer == "instance" and units > 1 and (not per_device or whole == 2):
        # a rented node ('HGX H100 8卡节点', '裸金属' | H100 8卡, '8x H100 SXM node'): a whole machine; priced per card
        # only where the line's own form cell says it ('资源形态' | 裸金属整机 beside '元/卡·时')
        offer = "server"
    return Static(
        warnings,
        item_text,
        _join(m_extra, p_extra),
        basis,
        rate,
        1.0 if per_device else units,
        server,
        offer,
        condition or rd.ctx.condition,
        includes,
        price_kind,
        round(rd.ctx.confidence * m_conf * p_conf, 3),
        (*rd.ctx.evidence, *m_evidence, *p_evidence),
        rent_period,
    )


def _per_machine_count(rd: Reader) -> bool:
    """Whether the row's count column counts the devices of a machine ('每台GPU数', 'GPUs per server'): its header
    names a machine's unit (`offer.machine_unit`)."""
    c = rd.units_col
    texts = rd.ctx.table.texts
    if c is None or c >= len(texts) or not texts[c]:
        return False
    return lexicon().finder("offer.machine_unit").search(lx.fold(texts[c][:60]).lower()) is not None


def _model_part(rd: Reader, model: str, item: Item, units, per_device) -> tuple:
    """(warnings, item text, notes, server, offer, condition, includes, confidence factor, evidence) of a model."""
    ctx = rd.ctx
    match, warn = item.match, item.warn
    warnings: list = []
    evidence: list = []
    confidence = 1.0
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
    if match.device_id is not None:
        evidence.append(Msg("device: {device} ({how} match of the model text)", device=match.device_id, how=match.how))
        if warn is not None:
            confidence *= 0.6
    else:
        confidence *= 0.5
    item_text = ""
    extra = ""
    server = units > 1 or names_server(model)
    offer = _offer(ctx, model, units)
    if ctx.kind == "cloud" and offer in ("", "card"):
        offer = "instance"  # a card rented by the hour ('H20 96GB 容器实例 | 单卡', 'per GPU-hour'): an instance of one
    # 'Price/cbc:BaseQuantity' | 2: the price buys two cards; a count per machine ('每台GPU数') stays a server's
    from_uom = item.units_from_column and uom_column(ctx) and not _per_machine_count(rd)
    if (item.units_from_pack or from_uom) and offer == "server" and not names_server(model):
        server, offer = False, "card"  # cards in the box its unit of measure names ('BOX of 8'), no host around them
    if item.card_unit and offer == "server":
        # 'RTX PRO 6000 Blackwell 96G Server' | '张': the line's unit counts cards; the server word is the card's
        # edition, one priced item is one card
        server, offer = False, "card"
    includes = _includes(model) if units > 1 or offer in ("server", "rack", "instance") else ()
    if units > 1:
        item_text = str(Msg("instance of {n:g}", n=units) if ctx.kind == "cloud" else Msg("server of {n:g}", n=units))
        if pack_column(ctx):
            item_text = str(Msg("box of {n:g}", n=units))  # 'Units per box' | 'Price per box (EUR)'
        elif item.units_from_pack:
            item_text = str(Msg("{unit} (a unit of measure of {n:g} cards)", unit=item.units_from_pack, n=units))
        elif offer == "card" and ctx.kind != "cloud":
            item_text = str(Msg("{n:g} cards sold together", n=units))  # '2張 … 一對', 'pair of': no host around them
        extra = (
            item_text if per_device else Msg("{item}; price per device = item price / {n:g}", item=item_text, n=units)
        )
        how = (
            Msg("per device: the price of one device as written")
            if per_device
            else Msg("per device: the item's price / {n:g} devices", n=units)
        )
        evidence.append(how)
        if item.units_from_name and not per_device:
            # the count is read from a naming convention, not written as a count: the user checks it
            warnings.append(
                Msg(
                    "{n:g} accelerators per instance read from the machine type {name!r}; the price is divided by "
                    "them (check the count)",
                    n=units,
                    name=item.units_from_name,
                )
            )
            confidence *= 0.8
    elif not offer:
        evidence.append(Msg("what one item is is not stated: read as one card"))
    return (
        tuple(warnings),
        item_text,
        extra,
        server,
        offer,
        _condition(model),
        includes,
        confidence,
        tuple(evidence),
    )


def _bought_outright(model: str) -> bool:
    """Whether a row of a lease table says it is a purchase ('நேரடி கொள்முதல் (outright purchase): ...')."""
    return lexicon().finder("lease.purchase").search(lx.fold(model[:200])) is not None


def _price_part(rd: Reader, cur, tax, row_period, pp, bought: bool = False, by_pflops: bool = False) -> tuple:
    """(notes, tax basis, rate, price kind, confidence factor, evidence) of a kind of price; `bought`: a row of a
    lease table that says it is bought outright; `by_pflops`: a row whose own unit prices a PFLOPS ('元/P/月')."""
    ctx = rd.ctx
    t = ctx.table
    evidence: list = []
    extra = ""
    confidence = 1.0
    period = row_period or next((p for p in PERIOD_NAMES if f"period_{p}" in t.roles), None)
    if "per_pflops" in t.roles:
        extra = _join(
            extra,
            Msg(
                "priced per PFLOPS of compute: the price per device is that price × the device's dense BF16 peak in "
                "PFLOPS (catalog)"
            ),
        )
        evidence.append(
            Msg("unit: per TFLOPS of compute (the price column's header)")
            if "per_tflops" in t.roles
            else Msg("unit: per PFLOPS of compute (the price column's header)")
        )
    elif by_pflops:
        extra = _join(
            extra,
            Msg(
                "priced per PFLOPS of compute: the price per device is that price × the device's PFLOPS (the sheet's "
                "own TFLOPS per card / 1000, else its dense BF16 peak in the catalog)"
            ),
        )
        evidence.append(Msg("unit: per PFLOPS of compute (the row's billing unit)"))
    if period is not None and period != "hour":
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
        if hours >= PERIOD_HOURS["month"]:
            # a rent by the card-month ('元/卡/月', 'per GPU per month', 算力租赁) is neither a purchase price nor
            # an hourly rate: read as hours of use it assumes the card is used all month; a monthly rental may be
            # a lease payment, so the quote is marked for the user to check what was offered
            confidence = min(confidence, 0.85)
            evidence.append(
                Msg(
                    "a rent by the {period}, read as an hourly rate over {hours:g} h of use; if it is a rental "
                    "payment (a lease), check it",
                    period=PERIOD_NAMES[period],
                    hours=hours,
                )
            )
    sheet_tax = "" if "tax_unstated" in t.roles else ctx.tax  # the sheet's note is another column's (`_own_roles`)
    rate = ctx.tax_rate
    scoped_from = None
    if sheet_tax and cur and ctx.tax_by_currency and not tax and not {"vat_incl", "vat_excl"} & t.roles:
        # 'USD prices exclude VAT', '人民币报价含13%增值税': a clause naming one currency's prices holds for its quotes
        # only; a quote in another currency takes what the clauses naming no currency say, else nothing
        sheet_tax, rate, scoped_from = _tax_for_currency(ctx, cur)
    basis = "incl" if "vat_incl" in t.roles else "excl" if "vat_excl" in t.roles else tax or sheet_tax or ""
    if basis:
        tax_text = _tax_text(basis, rate)
        if ctx.rate_col is None:
            extra = _join(extra, tax_text)  # with a column of rates, each line's note gives its own (`_quote`)
        where = (
            Msg("the price column's header")
            if {"vat_incl", "vat_excl"} & t.roles
            else Msg("the price cell")
            if tax
            else scoped_from or ctx.tax_from or Msg("a note on the sheet")
        )
        evidence.append(Msg("tax: {basis} ({where})", basis=tax_text, where=where))
    elif scoped_from is not None:
        evidence.append(scoped_from)  # the sheet's tax clauses name other currencies' prices, not this one's
    if pp.currency_from == "sheet" and ctx.sheet_currency_evidence is not None:
        evidence.append(ctx.sheet_currency_evidence)  # the note or number format that named it
    elif pp.currency_from:
        evidence.append(
            Msg(
                "currency {cur} from the {where}", cur=cur, where=_CURRENCY_FROM.get(pp.currency_from, pp.currency_from)
            )
        )
    if pp.note:
        confidence *= 0.8
        evidence.append(pp.note)  # '¥ read as CNY; it could be JPY': a guess, said on the quote it concerns
    leased = (ctx.lease or "lease" in t.roles) and not bought
    hourly = ctx.kind == "cloud" or (row_period == "hour" and not leased)
    price_kind = "hourly" if hourly else "lease" if leased else "purchase"
    if hourly and ctx.kind != "cloud":
        evidence.append(Msg("rented by the hour: the row's unit says so in a quotation of goods"))
    if bought:
        evidence.append(Msg("bought outright: the row says so in a table of lease payments"))
    if price_kind == "hourly" and "reserved" in t.roles:
        price_kind = "hourly_reserved"
    if price_kind == "lease":
        evidence.append(Msg("a lease: the monthly payment per device, not a purchase price"))
        extra = _join(extra, Msg("lease payment per month"))
    rent_period = ""
    if price_kind in ("hourly", "hourly_reserved") and period is not None and period != "hour":
        # a rent by the day, week or month is not an on-demand hour: the quote keeps the period (`rent_period`), its
        # evidence says how it was converted, and the costing names it wherever it uses the rate (core.pricing).
        # Not marked for review on that alone: the sheet states the period, and the conversion is arithmetic (marking
        # every such quote raised the review share of three corpora by 1.7-4.6 points)
        rent_period = period
        evidence.append(
            Msg(
                "rent per {period}: the sheet gives no hourly price; the price per hour is the rent per {period} / "
                "{hours:g} h, as if the device were used every hour of it: not an on-demand rate",
                period=PERIOD_UNITS[period],
                hours=PERIOD_HOURS[period],
            )
        )
    return extra, basis, rate, price_kind, confidence, tuple(evidence), rent_period


def _tax_for_currency(ctx, cur) -> tuple[str, float | None, Msg]:
    """(basis, rate, where it was read) of a quote in `cur` on a sheet whose tax clauses name currencies: its own
    currency's clause ('USD prices exclude VAT'), else the clauses naming none, else no basis (said why)."""
    scoped = ctx.tax_by_currency
    own = scoped.get(cur)
    if own is None:
        # a clause naming the prices by a sign several currencies write ('Asiwo le F CFA me. TVA 18% mele eme o':
        # F CFA is XOF's and XAF's) names the quote's currency where the sign is one it writes
        shared = lx.get().ambiguous_signs()
        signed = [v for k, v in scoped.items() if k.startswith(SIGN) and cur in shared.get(k[len(SIGN) :], ())]
        own = signed[0] if len(signed) == 1 else None
    if own is not None:
        basis, rate, clause = own
        if rate is None and not any(r is not None for _b, r, _c in scoped.values()):
            rate = ctx.tax_rate  # the sheet's rate (stated elsewhere or assumed), no clause giving another
        return basis, rate, Msg("the note {text!r}, which names {cur} prices", text=clause[:60], cur=cur)
    basis, rate, text = ctx.tax_general
    if basis is not None:
        return basis, rate, Msg("the note {text!r}", text=text[:60])
    named = ", ".join(sorted(scoped))
    return (
        "",
        None,
        Msg(
            "tax: not stated for {cur} prices (the sheet's tax note names {named} prices only)",
            cur=cur,
            named=named,
        ),
    )


_CURRENCY_FROM = {
    "cell": Msg("price cell"),
    "column": Msg("column header or currency column"),
    "sheet": Msg("sheet's notes or number format"),
    "default": Msg("--currency option"),
}


@lru_cache(maxsize=1)
def _counted_in_pieces() -> re.Pattern:
    """A count in a unit that counts cards ('× 16개', '4张'): a number, then a card unit (`offer.card_unit`)."""
    words = sorted(lexicon().phrases("offer.card_unit"), key=len, reverse=True)
    if not words:
        return re.compile(r"(?!x)x")
    return re.compile(rf"\d\s?(?:{'|'.join(re.escape(w) for w in words)})(?![^\W\d_])", re.IGNORECASE)


@lru_cache(maxsize=1)
def _card_count() -> re.Pattern:
    """A count of cards a machine holds ('8卡', '4 卡', '八卡'): a number or numeral, then a card-count word."""
    lex = lexicon()
    words = sorted(lex.phrases("offer.card_count"), key=len, reverse=True)
    if not words:
        return re.compile(r"(?!x)x")
    numerals = sorted(lex.values("numerals"), key=len, reverse=True)
    num = "|".join([r"\d+", *(re.escape(n) for n in numerals)])
    return re.compile(rf"(?:{num})\s?(?:{'|'.join(re.escape(w) for w in words)})", re.IGNORECASE)


def _on_request_term(rd: Reader, c: int) -> float | None:
    """The term in months of a committed-term column priced on request: the term its header names, else its
    billing period's ('包年（元/卡/年）' is a year)."""
    head = rd.ctx.table.texts[c]
    months = term_months(head)
    if months is not None:
        return float(months)
    term = _TERM_OF_PERIOD.get(PERIOD_HOURS.get(price_period(head) or ""))
    return float(term) if term else None


#: a part of a text in brackets ('(edge nodes)'): an aside on the item, not what it is
_BRACKETED = lx.compiled(r"[(（][^()（）]{0,80}[)）]")


def _offer(ctx: Context, model: str, units: float) -> str:
    """What one priced item is: a rack ('NVL72', '机柜', 36 or more devices), an instance (a rate card's row of
    several), a server (named a server), a baseboard (several devices on their board: HGX, UBB, 模组), a card
    (named a card), a server (several devices), else not stated."""
    f = lx.fold(model[:MAX_MODEL_CHARS])
    lex = lexicon()
    for name in lex.phrases("offer.card_name"):
        f = f.replace(name, " ")  # 'RTX PRO 6000 Blackwell Server Edition' is a card's name
    purpose = lex.finder("offer.purpose").search(f)
    if purpose is not None and any(ch.isalnum() for ch in f[: purpose[1]]):
        f = f[: purpose[1]]  # 'Graphics Card for AI Deep Learning Server': what follows is where it goes
    if units == 1 and lex.finder("count.single").search(f):
        return "card"  # priced per device ('GB200 NVL72 — per superchip'): one device, not the rack its name counts
    if units > 72 and in_machines(model, units):
        return "server"  # '1024卡 H20 集群（128台八卡机+IB组网）': a cluster of servers sold whole, no rack
    if units >= 36 or lex.finder("offer.rack").search(f):
        if ctx.kind == "cloud" and "per_device" in ctx.table.roles and "per_instance" not in ctx.table.roles:
            # 'GB200 NVL72' | '72-GPU rack' at '$/GPU-hr': GPUs rented by the hour in a rack, an instance of them, no
            # rack rented whole (a rate per rack-hour is)
            return "instance"
        return "rack"  # a rack rented by the hour is a rack too ('GB200 NVL72, per rack-hour')
    if ctx.kind == "cloud" and (units > 1 or lex.finder("offer.instance").search(f)):
        return "instance"
    if units == 1 and (lead := lex.finder("offer.card").search(f.lstrip())) is not None and lead[1] == 0:
        return "card"  # 'Carte NVIDIA H100 NVL (extension d'un serveur existant)': one card, for a server it names
    if units == 1 and names_server(f) and lex.finder("offer.card").search(bare := _BRACKETED.sub(" ", f)):
        if not names_server(bare):
            return "card"  # 'NVIDIA L4 24GB inference cards (edge nodes)': one card; the machine in brackets is where
    if names_server(f if purpose is not None else model):
        return "server"
    if (
        units > 1
        and lex.finder("offer.baseboard").search(f)
        and _condition(model) not in ("used", "refurbished")  # a pulled module is a card taken off its board
        and "host" not in _includes(model)  # 'UBB platform, 8× MI355X, 2× EPYC': a host around the board
    ):
        return "baseboard"  # 'HGX H200 8-GPU baseboard', '8卡模组': devices on their board, no host
    if units > 1:
        f = _card_count().sub(" ", f)  # '8卡 H20 一体机': the machine's count of cards, not a card
    if lex.finder("offer.card").search(f):
        return "card"  # 'HGX H200 8-GPU baseboard', '8卡模组': devices on a board, no host around them
    if units > 1 and lex.finder("pack.words").search(f):
        return "card"  # 'NVIDIA L40S 48GB (4'lü paket)', '4-pack': cards sold together, no server around them
    if units > 1 and _counted_in_pieces().search(f):
        return "card"  # 'NVIDIA L40S 48GB PCIe × 16개': sixteen pieces counted as cards are, no server around them
    if units > 1:
        return "server"
    return ""


def _condition(text: str) -> str:
    """A product's condition as its text says it: 'used' (二手, 拆机, pulled), 'refurbished' (翻新, B-stock),
    'new' (全新, brand new), else ''."""
    if not text:
        return ""
    folded = lx.fold(text[:MAX_MODEL_CHARS])
    found = lexicon().finder("condition.used", "condition.refurbished", "condition.new").search(folded)
    if found and lexicon().finder("condition.mixed").search(folded):
        return ""  # '拆机居多', 'mostly pulled': some are, some are not; not stated for the line
    return found[0].split(".", 1)[1] if found else ""


_GLOSS = lx.compiled(r"[(（]([^()（）]{1,8})[)）]\s*$")


def _cell_condition(text: str) -> str:
    """A condition column's whole answer, or its bracketed gloss, as one of the words a condition column answers
    with ('新', 'gâu (舊)'): 'new' or 'used', else ''. Never looked for inside a longer text ('依旧', '新款')."""
    if not text or len(text) > 30:
        return ""
    m = _GLOSS.search(text)
    for part in (text, m.group(1) if m else ""):
        word = lx.squash(part)
        for kind in ("new", "used"):
            if word and word in lexicon().words(f"condition.cell_{kind}"):
                return kind
    return ""


def _includes(text: str) -> tuple:
    """What an item comes with, from its text and configuration lines: host, memory, storage, nic, switch, optics,
    support, software (in that order)."""
    if not text:
        return ()
    concepts = tuple(f"includes.{k}" for k in lexicon().keys("includes"))
    found = {c.split(".", 1)[1] for c in lexicon().finder(*concepts).found(lx.fold(text[:2000]))}
    from gpucompare.sheets.importer.model import INCLUDES

    return tuple(k for k in INCLUDES if k in found)


@lru_cache(maxsize=1)
def _instances() -> dict[str, tuple[str, int]]:
    """Cloud instance name (folded) -> (device id, devices per instance), from the bundled cloud instances; a name
    two rows give different devices or counts is left out."""
    from gpucompare.core.tables import read_table

    out: dict[str, tuple[str, int] | None] = {}
    for r in read_table("cloud_instances"):
        name = (r.get("instance") or "").strip().lower()
        try:
            n = int(float(r.get("devices_per_instance") or 0))
        except ValueError:
            continue
        if len(name) < 4 or not r.get("device_id") or n < 1:
            continue
        got = (r["device_id"], n)
        out[name] = got if out.get(name, got) == got else None
    return {k: v for k, v in out.items() if v is not None}


def known_instance(text: str) -> tuple[str, int] | None:
    """(device id, devices per instance) of a text that is a cloud instance's name alone ('p5.48xlarge',
    'g6e.xlarge'), else None."""
    if not isinstance(text, str) or len(text) > 60:
        return None
    return _instances().get(text.strip().lower())


#: how a server's price stands to its cards' reference prices (price / (count x one card's reference)): a host, its
#: memory, network and margin add to the cards, and a dealer's card price may sit under the reference; a count is read
#: from a price only where one usual server size alone falls in this band
SERVER_PRICE_BAND = (0.8, 1.6)


@lru_cache(maxsize=1)
def _server_sizes() -> tuple[int, ...]:
    """The counts of accelerators servers and instances come in (the bundled cloud instances', 2 and more)."""
    from gpucompare.core.tables import read_table

    sizes = set()
    for r in read_table("cloud_instances"):
        try:
            n = int(float(r.get("devices_per_instance") or 0))
        except ValueError:
            continue
        if n >= 2:
            sizes.add(n)
    return tuple(sorted(sizes))


def server_count_from_price(ratio: float) -> int | None:
    """The count of cards a server priced at `ratio` times one card's reference price holds, where exactly one
    usual size fits (`SERVER_PRICE_BAND`); else None (the price does not tell)."""
    low, high = SERVER_PRICE_BAND
    fits = [n for n in _server_sizes() if low <= ratio / n <= high]
    return fits[0] if len(fits) == 1 else None


#: how far the ratio of a line's two prices may stand from the rate the sheet states (rounded prices: 1.13 x 2.95 is
#: 3.3335, written 3.33, a ratio of 12.9%)
RATIO_TOLERANCE = 0.006


def _quote(rd: Reader, row: RowView, item: Item, lo, hi, cur, units, raw_price, pcell, static: Static) -> Quote:
    ctx, text, cells, r = rd.ctx, rd.text, row.cells, row.r
    t = ctx.table
    match, warn = item.match, item.warn
    qty = rd.qty_of[cells[rd.qty_col]] if rd.qty_col is not None else None
    if warn is not None:
        ctx.unmatched.setdefault(warn, []).append(rd.row_no(r))
    if match.how == "ambiguous":
        ctx.ambiguous.setdefault(row.model, []).append(rd.row_no(r))
    notes = text[cells[rd.notes_col]] if rd.notes_col is not None else ""
    if static.extra:
        notes = f"{notes}; {static.extra}" if notes else static.extra
    if rd.inst_col is not None:
        notes = _join(notes, Msg("instance {name}", name=text[cells[rd.inst_col]]))
    excl = list_price = mismatch = None
    rate = static.rate
    if ctx.rate_col is not None and ctx.rate_col < len(cells):
        # the line's own rate; a blank cell in a column of rates states none for its line
        rate = rate_of(cells[ctx.rate_col], text_number=True) if _filled(cells[ctx.rate_col]) else None
        if static.basis:
            notes = _join(notes, _tax_text(static.basis, rate))  # 'without VAT (6%)': the line's own rate
    divide = static.divide
    if (t.per_lot or t.per_quantity) and t.alt and lo == lo and lo > 0:
        # a lot's or a line amount's other prices (its appraisal, its price without VAT) are of the same lot: per
        # device once divided as its price was (by the quantity times the devices each item holds)
        whole = parse_price(raw_price, column_currency=cur, column_scale=ctx.col_scale, default_currency=cur)
        if whole.ok and not whole.on_request and whole.min > 0:
            divide = whole.min / lo
    off = _percent_off(rd, cells) if "discount" in t.alt else None
    discounted = False  # the price read is already the one after the line's discount
    if off is not None and rd.price_col != t.columns.get("price") and "list" in t.alt:
        off = off if rd.price_col == t.alt["list"] else None
    elif off is not None and "net" in t.roles:
        off, discounted = None, True  # a net or agreed price ('协议价') is after the line's discount: taken off once
    elif off is not None and "list" in t.alt and _below_list(rd, cells, lo, cur, static.divide):
        # 'Commercial List Price' | 'Discount off CLP' | 'GSA Price': a price below the list price on its line is
        # the one after the discount (the discount is what takes the list to it): taken off once
        off, discounted = None, True
    derived = None
    if off is not None and lo == lo:
        if "list" in price_roles(t.texts[rd.price_col]) and off > 0:
            # '厂商指导价' | '协议折扣率（下浮）' 8%: no cell holds the price paid; it is computed from the list price
            derived = Msg(
                "price: computed, the list price {price:,.2f} less the line's discount of {off:g}% (no cell holds the "
                "price paid); check it",
                price=lo,
                off=round(off, 4),
            )
        lo, hi = lo * (1 - off / 100), hi * (1 - off / 100)  # 'Descuento (%)' 5: the line's net price
    if t.alt:
        if "excl" in t.alt:
            pe = parse_price(
                cells[t.alt["excl"]], column_currency=cur, column_scale=ctx.col_scale, default_currency=cur
            )
            if pe.ok and not pe.on_request:
                excl = pe.min / divide
                if static.basis == "incl" and lo == lo and 0 < lo / excl - 1 < 0.3:
                    ratio = round(lo / excl - 1, 3)
                    if rate is None or not ctx.rate_stated:
                        rate = ratio  # no rate in words: the two prices' ratio is the line's rate
                    elif abs(ratio - rate) > RATIO_TOLERANCE:
                        # the sheet states its rate in words ('含税价为13%增值税专票价'): the stated rate wins, and two
                        # prices whose ratio does not fit it are not that line's price with and without tax
                        mismatch = Msg(
                            "the price with tax and the price without tax stand in the ratio 1 + {ratio:.1%}, not "
                            "1 + {rate:.1%} as the sheet states: one of the two columns may not be this line's price; "
                            "check it",
                            ratio=ratio,
                            rate=rate,
                        )
        if "incl" in t.alt and rate is None and lo == lo and lo > 0:
            # the price before tax beside the same price with VAT ('不含税单价' | '含税单价(13%专票)'): their ratio is the rate
            pi = parse_price(
                cells[t.alt["incl"]], column_currency=cur, column_scale=ctx.col_scale, default_currency=cur
            )
            if pi.ok and not pi.on_request and 0 < pi.min / divide / lo - 1 < 0.3:
                rate = round(pi.min / divide / lo - 1, 3)
        if "list" in t.alt:
            pl = parse_price(
                cells[t.alt["list"]], column_currency=cur, column_scale=ctx.col_scale, default_currency=cur
            )
            if pl.ok and not pl.on_request:
                list_price = pl.min / divide
                notes = _join(notes, Msg("list price {price:,.2f} {cur}", price=list_price, cur=cur or ""))
        if "spot" in t.alt:  # an interruptible rate beside the offer: said, never the price
            ps = parse_price(
                cells[t.alt["spot"]], column_currency=cur, column_scale=ctx.col_scale, default_currency=cur
            )
            if ps.ok and not ps.on_request:
                per = 1.0 if "per_device" in price_roles(t.texts[t.alt["spot"]]) else float(units or 1)
                notes = _join(
                    notes,
                    Msg("interruptible (spot) rate {price:,.2f} {cur} per device", price=ps.min / per, cur=cur or ""),
                )
        for period, name in PERIOD_NAMES.items():  # a rental list's other periods, per device
            if f"per_{period}" in t.alt:
                pm = parse_price(
                    cells[t.alt[f"per_{period}"]], column_currency=cur, column_scale=ctx.col_scale, default_currency=cur
                )
                if pm.ok and not pm.on_request:
                    notes = _join(
                        notes,
                        Msg(
                            "{period} price {price:,.2f} {cur} per device", period=name, price=pm.min / divide, cur=cur
                        ),
                    )
        if "discount" in t.alt and _filled(cells[t.alt["discount"]]):
            notes = _join(notes, Msg("discount {value}", value=text[cells[t.alt["discount"]]][:20]))
            if off is None and not discounted and _a_discount(cells[t.alt["discount"]]):
                # the price is the one before the line's discount: the user is told to check it
                ctx.warnings.append(
                    Msg(
                        "row {row}: a discount of {value} on this line is not taken off its price; check the price",
                        row=rd.row_no(r),
                        value=text[cells[t.alt["discount"]]][:20],
                    )
                )
    if excl is None and lo == lo and static.basis == "excl":
        excl = lo  # the price is without VAT
    elif excl is None and lo == lo and static.basis == "incl" and rate:
        excl = round(lo / (1 + rate), 2)  # the VAT-inclusive price less its rate
    lease_term = None
    if t.lease_terms and t.lease_terms[0][0] == rd.price_col:
        lease_term = float(t.lease_terms[0][1])  # the first of a lease's term columns ('租期12个月(元/台/月)')
        if lo == lo and lease_total(t.texts[rd.price_col]):
            # 'Lease 12 months (total)': the term's total, divided by its months to the monthly payment
            lo, hi = lo / lease_term, hi / lease_term
            notes = _join(notes, Msg("the total over {n:g} months / {n:g}", n=lease_term))
    warnings = static.warnings
    confidence = static.confidence
    if mismatch is not None:
        warnings = (*warnings, mismatch)
        confidence *= 0.5
    if derived is not None:
        warnings = (*warnings, derived)
    if ctx.plausible is not None and match.device_id and lo == lo and static.price_kind == "lease":
        # a lease's monthly payment is held against the reference price by the months it takes to pay it off
        why = ctx.plausible.lease_far(match.device_id, lo, lease_term, cur)
        if why is not None:
            warnings = (*warnings, why)
            confidence *= 0.5
    elif ctx.plausible is not None and match.device_id and lo == lo:
        hourly = ctx.kind == "cloud" or static.price_kind.startswith("hourly")
        far = ctx.plausible.judge(match.device_id, row.model, lo, cur, hourly=hourly)
        count = None
        if far is not None and not hourly and static.server and units == 1 and "per_device" not in t.roles:
            # a server, node or machine whose text gives no count: the count its price says, where one size of
            # server fits it alone ('H100 SXM5 node' at 8.7x one card's reference price: a server of 8)
            count = server_count_from_price(ctx.plausible.verdict[far][0])
        if count is not None:
            ratio = ctx.plausible.verdict[far][0]
            lo, hi = lo / count, hi / count
            excl = excl / count if excl is not None else None
            list_price = list_price / count if list_price is not None else None
            units = float(count)
            notes = _join(notes, Msg("server of {n} (from its price)", n=count))
            warnings = (
                *warnings,
                Msg(
                    "{model}: no count of devices in its text; at {ratio}x the reference price of one card it is read "
                    "as a server of {n}, the only usual server size that price fits; check",
                    model=row.model[:80],
                    ratio=ratio,
                    n=count,
                ),
            )
            confidence *= 0.8
        elif far is not None:
            ctx.plausible.far.setdefault(far, []).append(rd.row_no(r))
            warnings = (*warnings, ctx.plausible.sentence(far))
            confidence *= 0.5
    condition = static.condition
    if rd.cond_col is not None and _filled(cells[rd.cond_col]):
        condition = _condition(text[cells[rd.cond_col]]) or _cell_condition(text[cells[rd.cond_col]]) or condition
    elif rd.notes_col is not None and not condition and _filled(cells[rd.notes_col]):
        condition = _condition(text[cells[rd.notes_col]])
    footnotes = ctx.sheet.footnotes
    if footnotes and ctx.sheet.origin is None:
        # '1 690,00 €¹' over '¹ Produit reconditionné': the footnote its price or model cell is marked with
        for c in (rd.price_col, rd.model_col):
            said = footnotes.get((r, c)) if c is not None else None
            if said:
                notes = _join(notes, Msg("footnote: {text}", text=said[:200]))
                condition = condition or _condition(said)
    term = None
    price_kind = static.price_kind
    if rd.term_col is not None and _filled(cells[rd.term_col]):
        term = rd.qty_of[cells[rd.term_col]]
        said = text[cells[rd.term_col]]
        if term is None:
            term = term_months(said, cell=True)  # 'sanza 12': the month word before the number
        if (
            price_kind == "hourly"
            and term != 0
            and (_long_term(said) or (said.strip().isdigit() and _long_term(ctx.table.texts[rd.term_col])))
        ):  # '12' under 'term_months': a term in months; a term of 0 is no commitment (an upfront of 0 under
            # '1-year term No Upfront' beside an on-demand rate)
            # a cloud rate with a minimum term of a month or more ('最短租期' | 1年) is a committed, reserved rate for
            # that term (the shortest it is rented for); read so as corpus 32's key does, where corpus 56's keeps
            # it on-demand: a reading the keys disagree on, so the quote says it and asks for a look
            price_kind = "hourly_reserved"
            warnings = (
                *warnings,
                Msg(
                    "an hourly rate with a minimum term ({said}): read as reserved for that term; if the rate is "
                    "billed by the hour once the term is met, it is on demand",
                    said=said.strip()[:30],
                ),
            )
    by_plan = False
    if item.rent and price_kind == "hourly":
        # a rent by the month or year with no minimum term beside it: reserved for that period
        by_plan = term is None
        price_kind, term = "hourly_reserved", term or (12 if item.row_period == "year" else 1)
    if price_kind == "hourly" and term is None and rd.term_col is None:
        # 'Reserved Cluster (12-mo commit)' in a line's own label cell: a committed rate for that term
        committed = _line_commitment(rd, cells)
        if committed is not None:
            price_kind, term = "hourly_reserved", committed
    if term is None and lease_term is not None:
        term = lease_term
    evidence = static.evidence
    rent_period = static.rent_period
    if rent_period == "month" and price_kind in ("hourly", "hourly_reserved") and _rents_devices(static):
        # '元/卡/月', '月租金(元/台)', 'per GPU per month': a rent of cards or whole machines by the month is a price
        # kind of its own (a monthly rent), per device and month, never an hourly rate nor a purchase; a cloud
        # instance's monthly plan (包月) stays a reserved rate per device-hour
        lo, hi = _per_month(lo), _per_month(hi)  # (back from the rate per hour the price was read at)
        if excl is not None and "excl" not in t.alt and static.basis == "incl" and rate and lo == lo:
            excl = round(lo / (1 + rate), 2)  # (from the month's rent, not from a rate per hour rounded to cents)
        elif excl is not None:
            excl = lo if static.basis == "excl" and "excl" not in t.alt else _per_month(excl)
        list_price = _per_month(list_price) if list_price is not None else None
        price_kind, rent_period = "monthly", ""
        term = None if by_plan else term
        notes = _join(notes, Msg("rent per device and month"))
        evidence = (
            *(e for e in evidence if getattr(e, "template", "") not in _HOURLY_READING),
            Msg(
                "a rent per device and month (price kind monthly), not a purchase price nor an hourly rate; the "
                "costing uses its hourly equivalent over 730 h a month; check what the rent includes and its term"
            ),
        )
    quote_date, dated = ctx.quote_date, ctx.dated
    if (
        rd.date_col is not None
        and (
            day := _date_cell(v := _record_cell(rd, r, rd.date_col), rd.date_month_first)
            or labelled_era_date(v, rd.ctx.table.texts[rd.date_col])
            or rd.head_date
        )
        is not None
    ):
        quote_date, dated = day, True  # the line's own date ('提交时间', 'Updated') over the sheet's
    valid_until = ctx.valid_until
    if dated and quote_date != ctx.quote_date and ctx.valid_days is not None:
        # a chat's '以上价格今天有效' under messages each dated by its send time: from the line's own day
        valid_until = (dt.date.fromisoformat(quote_date) + dt.timedelta(days=ctx.valid_days)).isoformat()
    if rd.valid_col is not None:
        # a line's own expiry date ('失效日' | 2026-12-31) over the sheet's; a cell that is no date says nothing
        v = _record_cell(rd, r, rd.valid_col)
        valid_until = (
            _date_cell(v) or labelled_era_date(v, rd.ctx.table.texts[rd.valid_col]) or rd.head_valid or valid_until
        )
    return _new_quote(
        Quote,
        (
            rd.row_no(r, rd.price_col),
            row.model,
            match.device_id,
            match.confidence if match.device_id else 0.0,
            lo,
            hi,
            cur,
            qty,
            lo != lo,
            units,
            price_kind,
            text[raw_price],
            pcell,
            text[cells[rd.lead_col]] if rd.lead_col is not None else "",
            notes,
            match.candidates,
            static.item,
            "",
            static.basis,
            rate,
            excl,
            list_price,
            warnings,
            static.offer,
            static.includes,
            condition,
            quote_date,
            dated,
            valid_until,
            term,
            confidence,
            _shared_sign_said(evidence if derived is None else (*evidence, derived), raw_price, cur),
            confidence < REVIEW_BELOW or bool(warnings),
            "",
            "",  # sheet: set where an import reads several offer sheets
            rent_period,
        ),
    )


#: the evidence of a rent read per device-hour, which a monthly rent (price kind monthly) does not say
_HOURLY_READING = frozenset(
    {
        "rent per {period}: the sheet gives no hourly price; the price per hour is the rent per {period} / "
        "{hours:g} h, as if the device were used every hour of it: not an on-demand rate",
        "a rent by the {period}, read as an hourly rate over {hours:g} h of use; if it is a rental "
        "payment (a lease), check it",
    }
)


def _per_month(per_hour: float) -> float:
    """A rate per hour read from a rent by the month, back to that rent (to the micro-unit: no 6000.000000000001)."""
    return round(per_hour * PERIOD_HOURS["month"], 6)


def _rents_devices(static) -> bool:
    """Whether a rent by the month is of cards or whole machines (a card, a server, a device not said), not of a
    cloud's instance (a virtual machine whose monthly plan is a reserved rate)."""
    return static.offer in ("card", "server", "")


@lru_cache(maxsize=4096)
def _cell_sign(raw: str) -> tuple[str, str] | None:
    """(the sign as written, its folded key) of a word sign several currencies share in a price cell ('Br
    468,000.00': birr and Belarusian rouble), or None."""
    code, a, b = currency_in(raw[:60])
    return (raw[a:b], code[len(SIGN) :]) if code and code.startswith(SIGN) else None


def _shared_sign_said(evidence: tuple, raw_price, cur) -> tuple:
    """A quote's evidence, saying which currency a shared sign in its cell was read as and that the sheet decided it
    ('Br' on an Oromo sheet is the birr); a sign nothing decided already carries its note for review."""
    if not isinstance(raw_price, str) or not cur:
        return evidence
    if not any(map(str.isalpha, raw_price[:60])):
        return evidence  # no letter where the sign is looked for ('¥19,999.00', '１２３'): no word sign in it
    if (found := _cell_sign(raw_price)) is None:
        return evidence
    if any(getattr(e, "template", None) == SIGN_NOTE for e in evidence):
        return evidence
    sign, key = found
    if not any(ch.isalpha() for ch in sign):
        return evidence  # a symbol ('¥', '$') is decided by the column or sheet, or keeps its note for review
    others = " / ".join(c for c in lexicon().ambiguous_signs().get(key, ()) if c != cur)
    if not others:
        return evidence
    said = Msg(
        "currency {cur}: the sign {sign!r} is also {others}'s; the sheet's language or place decides it",
        cur=cur,
        sign=sign,
        others=others,
    )
    return (*evidence, said)


def _sheet_pflops(raw) -> float | None:
    """A card's PFLOPS from the sheet's own TFLOPS cell (313 -> 0.313), or None."""
    if raw.__class__ in (int, float) and 1 <= raw <= 100_000:
        return raw / 1000
    return None


def _committed_term(unit: str) -> bool:
    """Whether a billing cell names a commitment and its term ('预留实例券（1年 全预付）', '1-yr reserved'): the
    rate's kind (reserved for that term), not a period it is billed by."""
    return (
        lexicon().finder("price_role.commitment").search(lx.fold(unit[:80])) is not None
        and term_months(unit[:80]) is not None
    )


def _line_commitment(rd: Reader, cells: list) -> int | None:
    """The term in months a cloud line's own text cells commit to ('Reserved Cluster (12-mo commit)', '1-yr reserved'):
    a commitment word and a month or year term in one label cell, or a commitment word in one ('H100 SXM5 80GB 包年')
    and the term in another cell of the line ('1年预付'); None when the line does not say both. A notes column's
    'minimum commitment 1 month' is a condition of a rate, not the rate's kind."""
    finder = lexicon().finder("price_role.commitment")
    worded = False
    for i, c in enumerate(cells):
        if i in (rd.price_col, rd.notes_col):
            continue
        said = rd.text[c]
        if not isinstance(said, str) or not said or said[0].isdigit() or finder.search(lx.fold(said[:80])) is None:
            continue
        term = term_months(said)
        if term is not None:
            return term
        worded = True
    if not worded:
        return None
    for i, c in enumerate(cells):
        said = rd.text[c] if i not in (rd.price_col, rd.notes_col) else None
        if isinstance(said, str) and said and _long_term(said) and (term := term_months(said[:40])) is not None:
            return term  # '包年' in the name, '1年预付' beside it
    return None


def _long_term(text: str) -> bool:
    """Whether a term cell names months or years ('1年', '12 months', '3个月'), not hours or days."""
    f = lx.fold(text[:40])
    return lexicon().finder("period.month", "period.year").search(f) is not None


def _flagged_tax(rd: Reader, cells: list, quote: Quote) -> Quote:
    """A quote's tax basis from the table's yes/no tax column ('含税' | 是 / 否), its blank cells carrying the last
    answer above (an ERP document's header fields are on its first line only)."""
    col, yes_means = rd.ctx.table.tax_flag
    v = cells[col] if col < len(cells) else ""
    if v.__class__ is str and v.strip():
        word = yes_no_word(v)  # '是（13%专票）': the answer before its remark
        lex = lexicon()
        if word in lex.words("flag.yes"):
            rd.tax_said = yes_means
        elif word in lex.words("flag.no"):
            rd.tax_said = "excl" if yes_means == "incl" else "incl"
        elif word in tax_answers():
            rd.tax_said = tax_answers()[
                word
            ]  # '含税（13%专票）' | '不含税': the basis itself, whatever the header asks
    if rd.tax_said is None or rd.tax_said == quote.tax:
        return quote
    basis = rd.tax_said
    return quote._replace(
        tax=basis,
        price_excl_tax=quote.price_min if basis == "excl" else None,
        evidence=(
            *quote.evidence,
            Msg("tax: {basis} (the column {head!r})", basis=basis, head=rd.ctx.table.texts[col][:30]),
        ),
    )


#: a time zone after a time stamp's clock time ('14:22:05 UTC', '17:00 UYT', 'T09:12Z')
_TIME_ZONE = lx.compiled(r"(?<=\d:\d\d)(?::\d\d)?\s*(?:Z|[A-Z]{2,5}(?:[+-]\d{1,2}(?::?\d\d)?)?)$")


def _month_first(rows: list[list], start: int, col: int | None, limit: int = 2_000) -> bool:
    """Whether a column of dates written as text is month first ('11/18/2026' | '12/01/2026', as a US order report
    writes them): one of its dates can only be read so (its second number above 12, its first not) and none can only
    be read day first. The column's own dates decide, for all of its cells ('12/01/2026' is then December 1)."""
    if col is None:
        return False
    month_first = day_first = False
    for r in range(start, min(len(rows), start + limit)):
        v = rows[r][col] if col < len(rows[r]) else None
        if v.__class__ is not str or len(v) > 40:
            continue
        for m in _DMY_DATE.finditer(v):
            a, b = int(m.group(1)), int(m.group(2))
            month_first |= b > 12 >= a  # '11/18/2026': the 18th of November
            day_first |= a > 12 >= b  # '18/11/2026'
    return month_first and not day_first


def _date_cell(v, month_first: bool = False) -> str | None:
    """An ISO date from a date cell or a text written as one ('2026-12-31', '2026/12/31', day first '31-12-2026',
    month first '12/31/2026' in a column `_month_first` reads so), else None; a period ('2026-03-15 ~ 2027-03-14')
    gives its last day."""
    if isinstance(v, dt.datetime | dt.date):
        return v.strftime("%Y-%m-%d") if 2000 < v.year < 2100 else None
    if v.__class__ in (int, float) or (v.__class__ is str and len(v) <= 12):
        # a database's compact date in a date column (20261201, '20261201'): year, month and day without signs
        compact = _compact_date(v)
        if compact is not None:
            return compact
    if v.__class__ is str and len(v) <= 40:
        t = _TIME_ZONE.sub("", v.strip())  # '2026-11-30 14:22:05 UTC': a time stamp's zone is no word
        t = _ISO_T.sub(" ", t)  # ISO 8601's 'T' between the day and the time ('2026-12-03T08:12:44Z') is no word
        found = [(m.end(), m.group(1), m.group(2), m.group(3)) for m in _ISO_DATE.finditer(t)]
        a, b = (2, 1) if month_first else (1, 2)
        found += [(m.end(), m.group(3), m.group(b), m.group(a)) for m in _DMY_DATE.finditer(t)]
        if not found or len(found) > 2 or any(ch.isalpha() for ch in t):
            return None
        _end, y, mo, d = max(found)
        try:
            return dt.date(int(y), int(mo), int(d)).isoformat()
        except ValueError:
            return None
    return None


def _compact_date(v) -> str | None:
    """An ISO date from eight digits that are one, year first (20261201 or '20261201'), else None."""
    if v.__class__ is float:
        if v != v or not v.is_integer():
            return None
        v = int(v)
    s = str(v).strip()
    if len(s) != 8 or not s.isdigit() or not s.startswith("20"):
        return None
    try:
        return dt.date(int(s[:4]), int(s[4:6]), int(s[6:])).isoformat()
    except ValueError:
        return None


_ISO_T = lx.compiled(r"(?<=\d)T(?=\d\d:\d\d)")
_ISO_DATE = lx.compiled(r"(?<!\d)(20\d\d)[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)")
_DMY_DATE = lx.compiled(r"(?<!\d)(\d{1,2})[-/.](\d{1,2})[-/.](20\d\d)(?!\d)")


def _column_prices(rd: Reader, cells: list, columns: list, quote: Quote, divide: float) -> list[tuple[int, float]]:
    """(column, price per device) of the other price columns a row fills in the quote's currency (quantity tiers,
    buyer tiers, alternative columns): one reading of a row's extra prices for every rule that lists them."""
    ctx = rd.ctx
    got = []
    for c in columns:
        if c >= len(cells) or not _filled(cells[c]):
            continue
        p = parse_price(
            cells[c],
            column_currency=ctx.col_cur,
            column_scale=ctx.col_scale,
            sheet_currency=ctx.sheet_cur,
            default_currency=quote.currency,
        )
        if p.ok and not p.on_request and (p.currency or quote.currency) == quote.currency:
            got.append((c, p.min / divide))
    return got


def _tiered(rd: Reader, cells: list, quote: Quote, tiers: list, divide: float) -> Quote:
    """A quote over quantity-break tiers: the price for the fewest units (what one unit costs), every tier's price in
    the notes as an alternative, one break or several (one rule: README, "Quantity breaks")."""
    ctx = rd.ctx
    got = _column_prices(rd, cells, [c for c, _q in tiers], quote, divide)
    if len(got) < 2:
        return quote
    heads = ctx.table.texts
    shown = "; ".join(f"{tier_text(heads[c])} {price:,.2f}" for c, price in got)
    said = (
        Msg(
            "quantity break (the quote is the price for the fewest units): {tiers} {cur}",
            tiers=shown,
            cur=quote.currency or "",
        )
        if len(tiers) == 2
        else Msg(
            "quantity tiers (the quote is the price for the fewest units): {tiers} {cur}",
            tiers=shown,
            cur=quote.currency or "",
        )
    )
    return quote._replace(notes=_join(quote.notes, said))


def _buyer_tiered(rd: Reader, cells: list, quote: Quote, divide: float) -> Quote:
    """A quote from a price book with one price column per buyer tier: every tier's price in the notes; where the
    sheet does not say which tier is the reader's, marked for review."""
    ctx = rd.ctx
    word_of = dict(ctx.table.buyer_tiers)
    got = [f"{word_of[c]} {v:,.2f}" for c, v in _column_prices(rd, cells, list(word_of), quote, divide)]
    notes = _join(quote.notes, Msg("buyer tiers: {tiers} {cur}", tiers="; ".join(got), cur=quote.currency or ""))
    if not ctx.table.tier_unstated:
        return quote._replace(notes=notes)
    said = Msg(
        "price read from column {col}; the sheet has one price per buyer tier ({tiers}) and does not say which is "
        "yours: check it",
        col=column_letter(ctx.table.columns["price"]),
        tiers=", ".join(w for _c, w in ctx.table.buyer_tiers),
    )
    return _for_review(quote, said, notes=notes)


def _alternative_prices(rd: Reader, cells: list, quote: Quote, divide: float) -> Quote:
    """Other price columns of the same rank as the one read, filled on this row at another price ('原渠道价 |
    调整后渠道价', '批发价 | 最低售价'): the same item at several prices in columns whose roles the importer cannot
    tell apart. Never a silent pick: the quote keeps the column chosen, lists the others in its notes and is marked
    for review with a warning naming them."""
    ctx = rd.ctx
    t = ctx.table
    chosen = t.columns["price"]
    rank = _price_rank(price_roles(t.texts[chosen]))
    same_rank = [c for c in t.fallbacks if _price_rank(price_roles(t.texts[c])) == rank]
    got = [
        (c, v)
        for c, v in _column_prices(rd, cells, same_rank, quote, divide)
        if abs(v - quote.price_min) > 1e-9 * max(1.0, abs(v))
    ]
    if not got:
        return quote
    shown = "; ".join(f"{_named_column(t, c)} {v:,.2f}" for c, v in got)
    said = Msg(
        "price read from column {col} ({head}); columns {others} offer the same item at other prices and the sheet "
        "does not say which is yours: check it",
        col=column_letter(chosen),
        head=t.texts[chosen][:30],
        others=", ".join(_named_column(t, c) for c, _v in got),
    )
    shown_notes = Msg("other prices on this row: {prices} {cur}", prices=shown, cur=quote.currency or "")
    return _for_review(quote, said, notes=_join(quote.notes, shown_notes))


_SPOT_SAID = Msg("an interruptible (spot) rate: it can be preempted, and changes often")


def _reserved_rate(rd: Reader, cells: list, r: int, quote: Quote, cur, divide: float) -> None:
    """A rate card's reserved rate beside the on-demand one: a quote of its own; its on-demand rates in other
    regions too, each a quote of its own, the row's quotes left to right."""
    ctx = rd.ctx
    start = len(ctx.quotes) - 1 if ctx.quotes and ctx.quotes[-1] is quote else len(ctx.quotes)
    spot = ctx.table.spot_rates
    for c in (*ctx.table.more_rates, *spot):
        if c >= len(cells) or not _filled(cells[c]):
            continue
        p = parse_price(cells[c], column_currency=ctx.col_cur, sheet_currency=ctx.sheet_cur, default_currency=cur)
        if p.ok and not p.on_request and (p.currency or cur) == cur and quote.price_kind == "hourly":
            more = quote._replace(
                price_min=p.min / divide,
                price_max=p.max / divide,
                price_excl_tax=_excl_of(quote, p.min / divide),
                raw_price=rd.text[cells[c]],
                cell=rd.cell(r, c),
                notes=_join(quote.notes, ctx.table.texts[c][:40]),
            )
            if c in spot:
                more = _for_review(more, _SPOT_SAID)
            ctx.quotes.append(more)
    if ctx.table.terms:
        _committed_rates(rd, cells, r, quote, cur, divide)
    if (ctx.table.more_rates or spot) and len(ctx.quotes) - start > 1:
        ctx.quotes[start:] = sorted(ctx.quotes[start:], key=cell_column)
    if rd.res_col is None or not _filled(cells[rd.res_col]):
        return
    rp = parse_price(cells[rd.res_col], column_currency=ctx.col_cur, sheet_currency=ctx.sheet_cur, default_currency=cur)
    if rp.ok and not rp.on_request:
        review = _term_alternatives(rd, cells, [(rd.res_col, None, rp.min, 1.0)])
        if review is not None:
            quote = _for_review(quote, review)
        ctx.quotes.append(
            quote._replace(
                price_min=rp.min / divide,
                price_max=rp.max / divide,
                price_excl_tax=_excl_of(quote, rp.min / divide),
                price_kind="hourly_reserved",
                raw_price=rd.text[cells[rd.res_col]],
                cell=rd.cell(r, rd.res_col),
            )
        )


_CELL_COLUMN = lx.compiled(r"([A-Z]+)\d+$")


def cell_column(q: Quote) -> int:
    """The index of the column a quote's price came from (its cell 'E7': 4), -1 without one."""
    m = _CELL_COLUMN.search(q.cell or "")
    return column_index(m.group(1)) if m else -1


def _excl_of(quote: Quote, price: float) -> float | None:
    """The price without VAT of another price on the quote's row, on the quote's tax basis and rate (a reserved rate
    beside the on-demand one): never the on-demand rate's own."""
    if price != price:
        return None
    if quote.tax == "excl":
        return price
    return round(price / (1 + quote.tax_rate), 2) if quote.tax == "incl" and quote.tax_rate else None


def _committed_rates(rd: Reader, cells: list, r: int, quote: Quote, cur, divide: float) -> bool:
    """A rate card's committed-term prices beside its on-demand rate ('12 mdr. binding', '1 | 3 | 6 | 12 | 24 | 36
    months', '包月 | 包年'): one reserved quote per term offered ('—' is a term not offered), left to right, each
    read per device-hour (`_term_hours`: a monthly price / 730 h where the figures are monthly prices) with its
    term in months. True when a quote was made."""
    ctx = rd.ctx
    got, asked, unsure = [], [], []
    compute = 1.0  # a rate per PFLOPS or TFLOPS of compute: the device's compute, as the on-demand rate took it
    if "per_pflops" in ctx.table.roles:
        pm = parse_price(
            cells[rd.price_col], column_currency=ctx.col_cur, sheet_currency=ctx.sheet_cur, default_currency=cur
        )
        if not (pm.ok and not pm.on_request and pm.min > 0 and quote.price_min == quote.price_min):
            return False
        compute = quote.price_min * divide * period_hours(ctx.table.roles) / pm.min
    for c, months in ctx.table.terms:
        if c >= len(cells) or not _filled(cells[c]):
            continue
        p = parse_price(cells[c], column_currency=ctx.col_cur, sheet_currency=ctx.sheet_cur, default_currency=cur)
        if p.ok and not p.on_request and (p.currency or cur) == cur:
            hours, guessed = _term_hours(rd, c)
            per = divide
            said = price_roles(ctx.table.texts[c]) & {"per_instance", "per_device"}
            if said == {"per_instance"} and quote.units_per_item > 1:
                per = quote.units_per_item  # '包月(元/台/月)' beside '按量(元/卡/小时)': the term prices the server
            elif said == {"per_device"}:
                per = 1.0
            if quote.units_per_item > 1 and _per_machine(p.per):
                per = (
                    quote.units_per_item
                )  # '150.00 元/台·时' under '包月折合（元/卡·时）': the cell's unit is a machine's
            got.append((c, months, p.min / per / hours * compute, hours))
            if guessed:
                unsure.append(c)
        elif p.on_request:
            asked.append((c, months))
        elif p.words:
            # words the importer does not read in a term's cell: the term is listed with them, never left unsaid
            _reject(
                ctx,
                r,
                Msg(
                    "price {value} in {cell} {problem}", value=show_value(cells[c]), cell=rd.cell(r, c), problem=p.error
                ),
            )
    if not got and asked:
        # 'Kontakt salg' for the committed price, 'Contact sales' under '1-year | 3-year commitment': a reserved
        # quote on request per term asked, each with its term, so that no term's cell is left unsaid
        terms = [(c, float(m) if m else _on_request_term(rd, c)) for c, m in asked]
        for c, months in terms if len({m for _c, m in terms}) == len(terms) else terms[:1]:
            ctx.quotes.append(
                quote._replace(
                    price_min=_nan,
                    price_max=_nan,
                    price_on_request=True,
                    price_excl_tax=None,
                    price_kind="hourly_reserved",
                    raw_price=rd.text[cells[c]],
                    cell=rd.cell(r, c),
                    lease_term_months=months if months else quote.lease_term_months,
                    notes="",
                )
            )
        return True
    if not got:
        return False
    restated = _restated_terms(ctx.table.texts, got)
    if restated:
        got = [g for g in got if g[0] not in restated]
    base_notes = quote.notes if quote.price_kind == "hourly" else ""
    review = _term_alternatives(rd, cells, [*got, *((c, None, None, 0.0) for c in restated)])
    if review is not None:
        quote = _for_review(quote, review)
    if unsure:
        guess = Msg(
            "column {cols} names no billing unit: its prices are read as {period} prices from their ratio to the "
            "on-demand rate; check",
            cols=", ".join(_named_column(ctx.table, c) for c in unsure),
            period=_PERIOD_OF_HOURS.get(_term_hours(rd, unsure[0])[0], "?"),
        )
        quote = _for_review(quote, guess)
    # a package column's 'on request' beside priced terms ('请咨询' under '10000卡时包'): that term on request,
    # a quote of its own in its place on the row
    # (and any term column saying so: '包年 | 请咨询' beside a priced 包月 is that term on request)
    packaged = [c for c, _m in asked if not not_applicable(rd.text[cells[c]])]
    # ('n/a' beside priced terms: that term is not sold, not on request)
    for c, months, v, hours in sorted([*got, *((c, None, None, 0.0) for c in packaged)], key=itemgetter(0)):
        if v is None:
            ctx.quotes.append(
                quote._replace(
                    price_min=_nan,
                    price_max=_nan,
                    price_on_request=True,
                    price_kind="hourly_reserved",
                    raw_price=rd.text[cells[c]][:200],
                    cell=rd.cell(r, c),
                    notes=_join(
                        base_notes,
                        Msg("prepaid package {head}: price on request", head=ctx.table.texts[c][:30])
                        if package_hours(ctx.table.texts[c]) is not None
                        else Msg("committed term {head}: price on request", head=ctx.table.texts[c][:30]),
                    ),
                    lease_term_months=None
                    if package_hours(ctx.table.texts[c]) is not None
                    else _on_request_term(rd, c),
                    evidence=(
                        *quote.evidence,
                        Msg("reserved: prepaid package column {col}", col=_named_column(ctx.table, c))
                        if package_hours(ctx.table.texts[c]) is not None
                        else Msg("reserved: committed-term column {col}", col=_named_column(ctx.table, c)),
                    ),
                )
            )
            continue
        # each term is an offer of its own ('1-month commit | 12-month commit', '包月 | 包年'): never one range
        # over alternatives the user chooses between
        # the term its header's word names ('包年(元/月)' is a year billed monthly), else its billing period's
        package = package_hours(rd.ctx.table.texts[c])
        named = PERIOD_HOURS.get(price_period(rd.ctx.table.texts[c]) or "")
        term = None if package else months or _TERM_OF_PERIOD.get(named) or _TERM_OF_PERIOD.get(hours)
        if package and package_priced_per_hour(rd.ctx.table.texts[c]):
            package = None  # a rate per device-hour already: said as a committed column's rate, never divided
        if package:
            said = Msg(
                "a prepaid package of {n:,} device-hours ({head}): the package's price / {n:,}, per device-hour "
                "{price:,.4g} {cur}",
                n=package,
                head=rd.ctx.table.texts[c][:30],
                price=v,
                cur=cur or "",
            )
        elif term:
            said = Msg("a {n}-month commitment, per device-hour {price:,.4g} {cur}", n=term, price=v, cur=cur or "")
        else:
            said = Msg(
                "committed term {head}, per device-hour {price:,.4g} {cur}",
                head=rd.ctx.table.texts[c][:20],
                price=v,
                cur=cur or "",
            )
        notes = _join(base_notes, said)
        for oc, (kept, head) in restated.items():
            if kept == c:
                notes = _join(
                    notes,
                    Msg(
                        "the same term also priced {raw} in column {col} ({head}), by another unit",
                        raw=show_value(cells[oc]),
                        col=column_letter(oc),
                        head=head,
                    ),
                )
        if hours != 1.0 and not package:
            notes = _join(
                notes, Msg("the {period} price / {hours:g} h", period=_PERIOD_OF_HOURS.get(hours, ""), hours=hours)
            )
        warnings, confidence = quote.warnings, quote.confidence
        if ctx.plausible is not None and quote.device_id and v == v:
            # a committed or package rate is judged as the on-demand one is (0.002 USD an hour for an H100 said)
            far = ctx.plausible.judge(quote.device_id, quote.raw_model, v, cur, hourly=True)
            if far is not None:
                ctx.plausible.far.setdefault(far, []).append(rd.row_no(r))
                warnings, confidence = (*warnings, ctx.plausible.sentence(far)), confidence * 0.5
        ctx.quotes.append(
            quote._replace(
                price_min=v,
                price_max=v,
                price_excl_tax=_excl_of(quote, v),
                price_on_request=False,
                price_kind="hourly_reserved",
                raw_price=rd.text[cells[c]][:200],
                cell=rd.cell(r, c),
                notes=notes,
                warnings=warnings,
                confidence=confidence,
                lease_term_months=float(term) if term else None,
                evidence=(
                    *quote.evidence,
                    Msg("reserved: prepaid package column {col}", col=_named_column(rd.ctx.table, c))
                    if package
                    else Msg("reserved: committed-term column {col}", col=_named_column(rd.ctx.table, c)),
                ),
            )
        )
    return True


#: a committed price per month or per year with no number in its header ('包月', '包年'): its term in months
_TERM_OF_PERIOD = {PERIOD_HOURS["month"]: 1, PERIOD_HOURS["year"]: 12}
_PERIOD_OF_HOURS = {
    PERIOD_HOURS["day"]: Msg("daily"),
    PERIOD_HOURS["week"]: Msg("weekly"),
    PERIOD_HOURS["month"]: Msg("monthly"),
    PERIOD_HOURS["year"]: Msg("yearly"),
}


def _unchanged(rd: Reader, cells: list, raw) -> int | None:
    """The column of the price before an adjustment where the revised price's cell says the price is unchanged
    ('调后价' | 不变, 'New price' | unchanged), else None."""
    before = rd.ctx.table.alt.get("superseded")
    if before is None or raw.__class__ is not str or before >= len(cells) or not _filled(cells[before]):
        return None
    said = lx.fold(raw[:40]).lower().strip()
    return before if said and lexicon().finder("price_text.unchanged").search(said) is not None else None


def _price_before(rd: Reader, cells: list, quote: Quote, divide: float) -> Quote:
    """A price adjustment notice's row ('原渠道价 | 调整后渠道价'): the revised price is the quote, the price before
    the change its history, said in the notes (never the offer, never a list price)."""
    t = rd.ctx.table
    got = _column_prices(rd, cells, [t.alt["superseded"]], quote, divide)
    if not got:
        return quote
    c, v = got[0]
    said = Msg(
        "price before the adjustment: {price:,.2f} {cur} ({col})",
        price=v,
        cur=quote.currency or "",
        col=_named_column(t, c),
    )
    return quote._replace(notes=_join(quote.notes, said))


def _lease_or_reserved(quote: Quote) -> Quote:
    """A monthly rent over a term read as a lease, marked: the sheet does not say whether it finances the machine
    or reserves its capacity for the term (hosting and power in the rent); the reserved reading, the rent / 730 h
    per device-hour, is named in the warning."""
    said = Msg(
        "a monthly rent over a term, read as a lease at {price:,.2f} {cur} a month per device; if it reserves the "
        "machine's capacity for the term, it is a reserved rate of {hourly:,.4g} {cur} per device-hour (/ 730 h): "
        "check it",
        price=quote.price_min,
        cur=quote.currency or "",
        hourly=quote.price_min / PERIOD_HOURS["month"],
    )
    return _for_review(quote, said)


def _for_review(quote: Quote, warning, **changes) -> Quote:
    """The quote marked for review: the warning says why, its confidence lowered; `changes` replace other fields."""
    return quote._replace(
        needs_review=True,
        confidence=round(quote.confidence * 0.7, 3),
        warnings=(*quote.warnings, warning),
        **changes,
    )


def _named_column(t, c: int) -> str:
    """A column as a warning names it: its letter and the start of its header ('F (调整后渠道价)')."""
    return f"{column_letter(c)} ({t.texts[c][:30]})"


_UNIT_BRACKET = lx.compiled(r"[(（\[【][^)）\]】]*[)）\]】]")


def _restated_terms(texts: list[str], got: list) -> dict[int, tuple[int, str]]:
    """Committed-term columns that restate another's term by another unit ('包月（元/卡·月）' beside '包月折合（元/卡·
    时）', '1-yr reserved ($/GPU/month)' beside '1-yr reserved, equivalent ($/GPU-hr)'): their headers, without the
    bracketed unit and a conversion word (data/lexicon price_role.fx), are the same term. The column billed per hour
    is the seller's own rate and stays the quote; the other -> (the column kept, its figure) for the kept quote's
    notes, never a second quote of the same term at the importer's hours per month."""
    if len(got) < 2:
        return {}
    by_term: dict[str, list] = {}
    for g in got:
        key = _bare_term(texts[g[0]] if g[0] < len(texts) else "")
        if key:
            by_term.setdefault(key, []).append(g)
    out: dict[int, tuple[int, str]] = {}
    for same in by_term.values():
        hourly = [g for g in same if g[3] == 1.0]
        if len(same) < 2 or len(hourly) != 1:
            continue
        kept = hourly[0][0]
        for g in same:
            if g[0] != kept:
                out[g[0]] = (kept, texts[g[0]][:30] if g[0] < len(texts) else "")
    return out


@lru_cache(maxsize=1024)
def _bare_term(text: str) -> str:
    """A committed-term header without its bracketed unit and its conversion word ('包月折合（元/卡·时）': '包月'), once
    per header."""
    t = lx.fold(_UNIT_BRACKET.sub(" ", text[:80]))
    for w in lexicon().words("price_role.fx"):
        if w:
            t = t.replace(lx.fold(w), " ")
    return re.sub(r"[\W_]+", "", t)


def _term_alternatives(rd: Reader, cells: list, got: list) -> Msg | None:
    """Why a committed-term quote is uncertain, or None: another price column of the row ('包月' beside '包年') is
    no term the importer read. Never a silent pick."""
    t = rd.ctx.table
    used = {c for c, _m, _v, _h in got} | {rd.price_col}
    # a monthly or other priced column the table keeps beside the terms (not a tax pair, list or purchase price)
    kept = [c for k, c in t.alt.items() if k in {"per_month", "per_year", "commitment", "reserved"}]
    others = [
        c
        for c in (*(c for k, c in t.columns.items() if k.startswith("price_")), *kept)
        if c not in used and c < len(cells) and _filled(cells[c])
    ]
    if others:
        return Msg(
            "reserved rate read from column {cols}; column {others} offers the same item at another price whose "
            "term the importer cannot name: check it",
            cols=", ".join(_named_column(t, c) for c, _m, _v, _h in got),
            others=", ".join(_named_column(t, c) for c in others),
        )
    return None


def _term_hours(rd: Reader, col: int) -> tuple[float, bool]:
    """What a committed-term column's figures are per, and whether that is a guess. The billing unit its header
    states after '/' or 'per' ('1-year commit ($/GPU/month)', '包年(元/月)') decides; else, beside on-demand figures
    of the same rows, their ratio (an hour near them, a day, week, month or year at the hours of that period times
    a commitment's discount): a guess, marked for review; else the period its header names ('包年' is per year).
    Once per column."""
    cache = rd.term_hours
    got = cache.get(col)
    if got is not None:
        return got
    head = rd.ctx.table.texts[col] if col < len(rd.ctx.table.texts) else ""
    package = package_hours(head)
    if package is not None:  # '1000卡时包（元）': the package's price buys that many device-hours
        # ('1000卡时包（元/卡·时）' prices the package per device-hour: its figures are rates already)
        cache[col] = got = (1.0 if package_priced_per_hour(head) else float(package), False)
        return got
    unit = billed_per(head)
    if unit is not None:
        cache[col] = got = (PERIOD_HOURS[unit], False)
        return got
    ratios = []
    for rr in range(rd.ctx.table.header + 1, min(rd.n, rd.ctx.table.header + 60)):
        row = rd.rows[rr]
        if col >= len(row) or rd.price_col >= len(row):
            continue
        a, b = _sample_amount(row[col]), _sample_amount(row[rd.price_col])
        if a and b:
            ratios.append(a / b)
    period = price_period(head)
    if ratios:
        q = median(ratios)
        hours = next((h for h, top in _RATIO_BANDS if q < top), PERIOD_HOURS["year"])
        got = (hours, hours != 1.0)
    else:
        got = (PERIOD_HOURS.get(period, 1.0) if period in ("day", "week", "month", "year") else 1.0, False)
    cache[col] = got
    return got


#: a committed price's ratio to the on-demand rate of its row -> the hours it is per: a period's hours times a
#: commitment's discount (0.4-1) falls below the next band's floor (an hour 1, a day 24, a week 168, a month 730)
_RATIO_BANDS = ((1.0, 8.0), (PERIOD_HOURS["day"], 40.0), (PERIOD_HOURS["week"], 230.0), (PERIOD_HOURS["month"], 2500.0))


def _sample_amount(v) -> float | None:
    if v.__class__ in (int, float) and not isinstance(v, bool):
        return float(v) if v > 0 else None
    if isinstance(v, str) and v.strip() and any(ch.isdigit() for ch in v[:40]):
        p = parse_price(v[:60], default_currency="XXX")
        return p.min if p.ok and not p.on_request else None
    return None


def _lease_beside(rd: Reader, cells: list, r: int, quote: Quote, cur, col: int | None = None) -> None:
    """A lease or financing payment beside the purchase price ('Leasing 36 mnd – pr. enhet pr. mnd', 'Locação 36
    meses (R$/mês por unidade)'): a quote of its own, per device and month, with its term from the header."""
    ctx = rd.ctx
    col = ctx.table.alt.get("lease") if col is None else col
    if col is None or col >= len(cells) or not _filled(cells[col]):
        return
    p = parse_price(cells[col], column_currency=ctx.col_cur, sheet_currency=ctx.sheet_cur, default_currency=cur)
    if not p.ok or p.on_request or p.period not in (None, "month") or (p.currency or cur) != cur:
        return
    head = ctx.table.texts[col] if col < len(ctx.table.texts) else ""
    divide = quote.units_per_item if quote.item and "per_device" not in ctx.table.roles else 1.0
    if "per_piece" in price_roles(head) or "per_device" in price_roles(head):
        divide = quote.units_per_item if quote.units_per_item > 1 and quote.item else 1.0
    # (a lease schedule's one rental column takes the term its notes state: `lease_terms`)
    term = term_months(head) or next((m for c, m in ctx.table.lease_terms if c == col), None)
    notes = (
        Msg("lease payment per device and month")
        if not term
        else Msg("lease payment per device and month, {n} months", n=term)
    )
    months = 1.0
    if term and lease_total(head):
        months = float(term)  # 'Lease 24 months (total)': the term's total, divided by its months
        notes = _join(notes, Msg("the total over {n:g} months / {n:g}", n=term))
    from gpucompare.sheets.importer.plausibility import LEASE_FAR

    warnings, review, confidence = quote.warnings, quote.needs_review, quote.confidence
    if any(getattr(w, "template", None) == LEASE_FAR for w in warnings):
        # another term's verdict is not this one's
        warnings = tuple(w for w in warnings if getattr(w, "template", None) != LEASE_FAR)
        review, confidence = bool(warnings) or confidence * 2 < REVIEW_BELOW, confidence * 2
    if ctx.plausible is not None and quote.device_id:
        why = ctx.plausible.lease_far(quote.device_id, p.min / divide / months, term, cur)
        if why is not None:
            warnings, review, confidence = (*warnings, why), True, confidence * 0.5
    ctx.quotes.append(
        quote._replace(
            price_min=p.min / divide / months,
            price_max=p.max / divide / months,
            price_on_request=False,
            price_kind="lease",
            raw_price=rd.text[cells[col]],
            cell=rd.cell(r, col),
            lease_term_months=float(term) if term else quote.lease_term_months,
            list_price=None,
            warnings=warnings,
            needs_review=review,
            confidence=confidence,
            price_excl_tax=(p.min / divide / months) if quote.tax == "excl" else None,
            notes=_join(
                notes,
                quote.item and Msg("{item}; price per device = item price / {n:g}", item=quote.item, n=divide) or "",
            ),
            evidence=(*quote.evidence, Msg("lease: column {col} ({head})", col=column_letter(col), head=head[:40])),
        )
    )


def _purchase_beside_rent(rd: Reader, cells: list, r: int, quote: Quote, cur, units: float, lo: float) -> None:
    """A rental list that also sells: the purchase price per device, a quote of its own when it is a price and
    not a rate (thousands of hours' rent; a rate per GPU or per month is not a purchase); and a lease beside a
    purchase price."""
    ctx = rd.ctx
    if "lease" in ctx.table.alt and quote.price_kind == "purchase":
        _lease_beside(rd, cells, r, quote, cur)
    if quote.price_kind == "lease":
        for c, _m in ctx.table.lease_terms[1:]:  # the lease's other terms, each a quote of its own
            _lease_beside(rd, cells, r, quote, cur, c)
    elif ctx.table.lease_terms and quote.price_kind in ("purchase", "hourly", "hourly_reserved"):
        for c, _m in ctx.table.lease_terms:  # a price with lease terms beside it: each term a lease quote
            _lease_beside(rd, cells, r, quote, cur, c)
    buy_col = ctx.table.alt.get("purchase")
    if buy_col is None or not _filled(cells[buy_col]):
        return
    bp = parse_price(cells[buy_col], column_currency=ctx.col_cur, sheet_currency=ctx.sheet_cur, default_currency=cur)
    if bp.ok and not bp.on_request and bp.period is None and lo == lo and bp.min / units >= 2000 * lo:
        item = Msg("server of {n:g}", n=units) if units > 1 else ""
        ctx.quotes.append(
            quote._replace(
                price_min=bp.min / units,
                price_max=bp.max / units,
                price_kind="purchase",
                raw_price=rd.text[cells[buy_col]],
                cell=rd.cell(r, buy_col),
                item=str(item),
                notes=Msg("{item}; price per device = item price / {n:g}", item=item, n=units) if item else "",
            )
        )


def _machine_beside_card(rd: Reader, cells: list, r: int, quote: Quote, cur) -> None:
    """A card's row with a machine's price beside it ('单卡单价 | 8卡整机单价（元/台）'): the machine is an offer of its
    own, a server quote per device (its price divided by the devices its column's header counts). A dash or an
    empty cell is no machine offered."""
    col = rd.ctx.table.alt.get("machine")
    if col is None or col >= len(cells) or not _filled(cells[col]) or quote.units_per_item != 1:
        return
    n = units_in_text(rd.ctx.table.texts[col])
    ctx = rd.ctx
    head_cur, head_scale = header_units(ctx.table.texts[col])
    mp = parse_price(
        cells[col],
        column_currency=head_cur or ctx.col_cur,
        column_scale=head_scale,
        sheet_currency=ctx.sheet_cur,
        default_currency=cur,
    )
    if n <= 1 or not mp.ok or mp.on_request or mp.period is not None or not mp.min == mp.min:
        return
    item = Msg("server of {n:g}", n=n)
    ctx.quotes.append(
        quote._replace(
            price_min=mp.min / n,
            price_max=mp.max / n,
            units_per_item=float(n),
            offer="server",
            source_row=rd.row_no(r, col),
            raw_price=rd.text[cells[col]],
            cell=rd.cell(r, col),
            item=str(item),
            notes=Msg("{item}; price per device = item price / {n:g}", item=item, n=n),
            evidence=(
                *quote.evidence,
                Msg(
                    "{cell}: the price of a machine of {n:g} ({head}), per device / {n:g}",
                    cell=rd.cell(r, col),
                    n=n,
                    head=rd.ctx.table.texts[col][:30],
                ),
            ),
        )
    )


# -- helpers -------------------------------------------------------------------------------------------
def _units_beside_name(rd: Reader, model: str, match) -> int:
    """`units_in_text`, not counting a suffix that is part of a catalog model's name: 'MLU370-X8' is one card, '8x
    MLU370-X8' eight (the names of the match and of its candidates are taken out before counting)."""
    units = units_in_text(model)
    if units > 1:
        ids = ([match.device_id] if match.device_id else []) + list(match.candidates or ())
        if not ids:
            found = rd.ctx.matcher.resolve(model).device_id
            ids = [found] if found else []
        if ids:
            rest = rd.ctx.matcher.strip_names(model[:MAX_MODEL_CHARS], ids[:8])
            if rest != model[:MAX_MODEL_CHARS]:
                units = units_in_text(rest)
    return units


def _each(model: str) -> str | None:
    """The text after a lot's word for 'each' ('3 x server, each 8x H100' -> ' 8x H100', 'je 8 GPUs', '每台8卡'):
    the count there is per item of the lot; None when the text has none."""
    folded = lx.fold(model[:MAX_MODEL_CHARS])
    first = None
    for w in lexicon().phrases("count.each"):
        m = re.search(rf"(?<![a-z]){re.escape(w)}(?![a-z])" if w.isascii() else re.escape(w), folded)
        if m is None:
            continue
        after = folded[m.end() :]
        if units_in_text(after) > 1:
            return after
        if not any(ch.isdigit() for ch in after) and units_in_text(folded[: m.start()]) > 1:
            # 'Workstation with 2 × RTX 6000 Ada each': no count after the word, its count stands before it
            return folded[: m.start()]
        first = after if first is None else first
    return first


def _row_period(ctx: Context, unit: str) -> str | None:
    """The rental period a row's billing unit names, when its price is converted to an hourly one: a day or a week
    always ('per day', 'pro Woche'); a month or a year only in a list billed by such periods row by row (in an
    hourly rate card a monthly row is a subscription, rejected)."""
    period = price_period(unit[:80])
    if period in ("day", "week") or (period in ("month", "year") and "period_by_row" in ctx.table.roles):
        return period
    if period == "hour" and ctx.kind == "prices":
        return period  # '卡·时' beside '台' and '张' in one quotation: that row rents by the hour
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


@lru_cache(maxsize=1)
def _per_instance_words() -> re.Pattern:
    """A 'per' word (or '/') right before an instance's billing noun ('per rack-hour', '/node', 'pro Server')."""
    lex = lexicon()
    per = "|".join(re.escape(w) for w in sorted({*lex.phrases("period.per"), "/"}, key=len, reverse=True))
    inst = "|".join(re.escape(w) for w in sorted(lex.phrases("billing.per_instance"), key=len, reverse=True))
    return re.compile(rf"(?:(?<![^\W\d_])(?:{per})|/)\s?(?:{inst})")


@lru_cache(maxsize=4096)
def _priced_per_instance(model: str) -> bool:
    """Whether a row's own text says its price is per instance, node, server or rack ('GB200 NVL72 (rack of 72
    GPUs, $ per rack-hour)'); a name holding the noun alone ('H100 node', 'HGX server') says nothing of its price."""
    return _per_instance_words().search(lx.fold(model[:MAX_MODEL_CHARS]).lower()) is not None


def _per_machine(per: str | None) -> bool:
    """Whether a price cell's own unit counts machines ('元/台·时', '元/臺/月': per 台 and a period; data/lexicon
    offer.machine_unit), never a card's."""
    if not per:
        return False
    u = lx.fold(per[:20])
    return any(u.startswith(w) for w in lexicon().phrases("offer.machine_unit"))


def _billing(concept: str, folded: str) -> bool:
    """A billing unit's word found inside the cell ('GPU-hour', 'instance-hour', '卡时', 'per node')."""
    return any(w in folded for w in lexicon().phrases(concept))


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


def uom_column(ctx: Context) -> bool:
    """Whether the table's devices-per-item column counts the devices in each row's unit of measure ('Qty. per Unit
    of Measure', 'Коэффициент'): the price is per that unit."""
    col = ctx.table.columns.get("units_per_item")
    texts = ctx.table.texts
    return col is not None and col < len(texts) and names_uom(texts[col])


def pack_column(ctx: Context) -> bool:
    """Whether the table's devices-per-item column counts the units in a box or pack ('Units per box', '每箱数量')."""
    col = ctx.table.columns.get("units_per_item")
    texts = ctx.table.texts
    return col is not None and col < len(texts) and names_pack(texts[col])


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


def _signs() -> frozenset[str]:
    return frozenset(SIGN + w for w in lexicon().ambiguous_signs())


_LEADING_NUMBER = lx.compiled(r"[\d.,\s]{0,20}")  # '8 pcs', '2 шт.', '4台'
_AMOUNT_IN_TEXT = lx.compiled(r"\d[\d .,']{2,12}\d")  # 'на сумму 55 635 000.00 руб.'


_OPEN_BRACKET = lx.compiled(r"[(（\[]")


def _equipment_for_devices(rd: Reader, text: str) -> bool:
    """Whether a line names equipment first and the devices only as what it is for ('NVLink Bridge 2-Slot (RTX A6000
    / 6000 Ada 用)', 'NVLink bridge for RTX A6000', 'NVLink 桥接器 适用 RTX 4090'): the words before the equipment word
    name no device nor a count of them, and a word of purpose follows it. The line is the equipment ('H100 NVL with
    NVLink bridge' names the device first: the device)."""
    low = lx.fold(text[:MAX_MODEL_CHARS])
    lex = lexicon()
    eq = lex.finder("equipment.words").search(low)
    if eq is None:
        return False
    before = low[: eq[1]].strip()
    if before and (rd.device_of(before) or units_in_text(before) > 1):
        return False
    after = low[eq[2] :]
    if lex.finder("offer.purpose", "offer.for_use").search(after) is not None:
        return True
    # 'NVLink bridge 2-slot (H100 NVL / H200 NVL)': the devices named only in brackets after the equipment, as what
    # it fits; nothing between the equipment word and the bracket names a device
    bracket = _OPEN_BRACKET.search(after)
    return bracket is not None and not rd.device_of(after[: bracket.start()]) and rd.device_of(after[bracket.start() :])


def _server_before_equipment(text: str) -> bool:
    """Whether a line names a server or an instance before its first equipment word ('8-GPU server, 2x IB switch')."""
    low = lx.fold(text[:MAX_MODEL_CHARS])
    eq = lexicon().finder("equipment.words").search(low)
    srv = lexicon().finder("offer.server", "offer.instance", "offer.rack").search(low)
    return srv is not None and (eq is None or srv[1] < eq[1])


def _charge_for_devices(rd: Reader, model: str, kind: str) -> bool:
    """Whether a line charges for a service, shipping or installation of the devices it names after the charge's
    word and a word of purpose ('Extended warranty 2 years for the 8 L40S', 'Ampliació de suport 2 anys per a les 8
    L40S', '安装服务 用于 8卡 H100'): the words before the charge name no device, so the line is the charge, not the
    device ('NVIDIA H100 80GB with 3-year warranty' names the device first: the device)."""
    if kind not in ("service", "installation"):
        return False  # (a shipping word in a listing's title, '顺丰包邮', is no charge of its own)
    low = lx.fold(model[:MAX_MODEL_CHARS])
    lex = lexicon()
    word = lex.finder(f"row.{kind}").search(low)
    if word is None:
        return False
    # the charge, then a word saying what it is for ('for', 'per a', '用于'), then the devices
    purpose = lex.finder("offer.purpose").search(low[word[1] :])
    if purpose is None:
        return False
    before = low[: word[1]].strip()
    return not (before and rd.device_of(before))


def _equipment_first(text: str, kind: str) -> bool:
    """Whether a line names equipment (a switch, a network card) before the word of its kind ('account' in 'QM9700
    InfiniBand switch, account team pricing'): the line is the equipment."""
    low = lx.fold(text[:MAX_MODEL_CHARS])
    eq = lexicon().finder("equipment.words").search(low)
    if eq is None:
        return False
    word = lexicon().finder(f"row.{kind}").search(low)
    return word is not None and eq[1] < word[1]


def _says_included(cell: str) -> bool:
    """A price cell saying the part comes with the server ('incl.', '含', '标配', '-', '0'): a whole cell."""
    return lx.fold(cell.strip()[:20]) in lexicon().phrases("included.words")


def _is_sentence(text: str) -> bool:
    """Words without a number ('Data transfer charged separately'): a note, not a component of a server."""
    return len(text.split()) >= 3 and not any(ch.isdigit() for ch in text[:MAX_MODEL_CHARS])


def _is_running_total(v, sums: list[float]) -> bool:
    return v.__class__ in (int, float) and v > 0 and any(s > 0 and abs(v - s) <= 0.005 * s for s in sums)


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


@lru_cache(maxsize=1)
def _rated_part() -> re.Pattern:
    """A part rated in watts ('3000W', '2.7 kW', the lexicon's power units): a power supply, whatever count stands
    beside it."""
    units = sorted(lx.get().phrases("unit.power"), key=len, reverse=True)
    return re.compile(rf"(?<![\w.])\d[\d.,]*\s?(?:{'|'.join(map(re.escape, units))})(?![a-z])", re.IGNORECASE)


#: the amount and unit of a rating or scaled price ('350W', '2.7 kW', '10.2w')
_AMOUNT_UNIT = lx.compiled(r"(\d+(?:\.\d+)?)\s?([^\W\d_]+)")
_WATT_NEAR = 16  # characters either side of an amount read for a power word ('功耗', 'TDP')


def reads_as_watts(text: str, start: int, end: int, tdp_w: float | None = None, more: bool = False) -> bool:
    """Whether the amount text[start:end] is a power rating, not a price in 万 ('350W' beside 'H100 PCIe' is the
    card's rating, '86W一台' its price): its unit is a power unit (intl `unit.power`: 'w', 'kw'; '万' never is) and
    a power word stands beside it ('功耗 350W', 'TDP 700W'), or it is the card's known TDP within a tenth, or it is a
    whole rating (a multiple of 25 W, 75-1500) and another amount follows on the line (`more`). The one place
    that decides it: a text line read for its price (freetext) asks here; a price cell is a price, '86W' 万."""
    m = _AMOUNT_UNIT.fullmatch(text[start:end].strip())
    if m is None:
        return False
    unit = m.group(2).lower()
    lex = lx.get()
    if unit not in lex.phrases("unit.power"):
        return False
    if unit != "w":
        return True  # 'kw': no scale word reads so
    value = float(m.group(1))
    before = text[max(0, start - _WATT_NEAR) : start].lower().rstrip(" :：=")
    after = text[end : end + _WATT_NEAR].lower().lstrip(" )）")
    words = lex.phrases("unit.power_word")
    if any(before.endswith(w) or after.startswith(w) for w in words):
        return True  # the word right beside it ('功耗 350W', '350W TDP'), not one beside another amount
    whole = value == int(value)
    if whole and tdp_w and abs(value - tdp_w) <= 0.1 * tdp_w:
        return True
    return more and whole and value % 25 == 0 and 75 <= value <= 1500


#: charges a category cell left of the model names ('运费', '설치비'), and what a line of a server BOM is
_CHARGE_KINDS = frozenset({"shipping", "installation"})


def _included_charge(text: str, kind: str) -> bool:
    """Whether a line's charge word of `kind` follows a word saying it is included ('含安装', 'incl. installation',
    'inkl. Versand'): the line's product comes with it, the line is no charge of its own."""
    folded = lx.fold(text[:200]).lower()
    for _c, start, end in lexicon().finder("included.words").finditer(folded):
        if not any(ch.isalpha() for ch in folded[start:end]) or len(folded[:start].strip(" ,;，；(（")) < 2:
            continue  # ('-' is a dash cell's word; '含安装调试' alone names nothing that includes it)
        if row_kind_leading(folded[end : end + 60].lstrip(" .:：")) == kind:
            return True
    return False


_CATEGORY_KINDS = _CHARGE_KINDS | {"configuration"}


def _category_kind(rd: Reader, row: list, model: str) -> str | None:
    """'shipping' ('installation') for a line whose category cell left of the model says carriage or setup ('物流运费',
    'Versand', '설치비') while the
    model names no device ('顺丰到付改寄付', 'DHL Express'): a shipping line, not an unknown product; 'configuration'
    for a server BOM's part line ('网卡' | 'Mellanox CX7 400G IB', '电源/机箱' | '3000W ×6 / 6U')."""
    for v in row[: rd.model_col]:
        if v.__class__ is str and v.strip() and (kind := row_kind(rd.text[v])) in _CATEGORY_KINDS:
            return None if rd.device_of(model) or units_in_text(model) > 1 and kind in _CHARGE_KINDS else kind
    return None


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


def _shifted_right(rd: Reader, cells: list) -> bool:
    """A row a PDF conversion moved one column to the right: its number where the model should be, the model in
    the next column, the row number's own column empty and a cell filled beyond the header's last column."""
    m = rd.model_col
    if m is None or m + 1 >= len(cells) or rd.ctx.sheet.origin is not None:
        return False
    if rd.index_col is not None and (rd.index_col == m or _filled(cells[rd.index_col])):
        return False
    v = cells[m]
    number = v.__class__ in (int, float) or (v.__class__ is str and v.strip().rstrip(".").isdigit())
    if not number or not (0 < float(str(v).strip().rstrip(".")) < 10_000):
        return False
    head = rd.ctx.table.texts
    last_head = max((c for c, t in enumerate(head) if t), default=-1)
    if not any(_filled(x) for x in cells[last_head + 1 :]):
        return False
    nxt = cells[m + 1]
    return nxt.__class__ is str and rd.names_accelerators(rd.text[nxt], None)


def _said_shifted(rd: Reader, r: int, before: int) -> None:
    """The quotes of a shifted row name their cells where they are, marked for review."""
    ctx = rd.ctx
    why = Msg("the row is shifted one column to the right (as a PDF conversion leaves it): read one column to the left")
    for i in range(before, len(ctx.quotes)):
        q = ctx.quotes[i]
        letters = q.cell.rstrip("0123456789")
        cell = column_letter(column_index(letters) + 1) + q.cell[len(letters) :] if letters else q.cell
        ctx.quotes[i] = q._replace(
            cell=cell,
            warnings=(*q.warnings, why),
            evidence=(*q.evidence, why),
            needs_review=True,
            confidence=round(q.confidence * 0.8, 3),
        )


def _not_offered_elsewhere(rd: Reader, cells: list) -> str | None:
    """A cell of a row without a price that says no offer was made ('No Bid' in a response-status column)."""
    find = lexicon().finder("price_text.not_offered")
    for c, v in enumerate(cells[:HEADER_SEARCH_COLS]):
        if c == rd.model_col or v.__class__ is not str or not 1 < len(v.strip()) <= 40:
            continue
        t = fold(v.strip()).lower()
        if any(s == 0 and e >= len(t) for _c, s, e in find.finditer(t)):  # the whole cell says it ('No Bid')
            return v.strip()
    return None


def _row_texts(rd: Reader, row: RowView) -> tuple[list[str], bool]:
    """The row's visible filled cells as shown (at most 40 columns), and whether one of them is a figure."""
    hidden = rd.ctx.sheet.hidden_cols
    texts, figure = [], False
    for c, v in enumerate(row.cells[:40]):
        if c in hidden or not _filled(v):
            continue
        if v.__class__ is str:
            t = " ".join(v.split())
            texts.append(t)
            figure = figure or parse_number(t[:30]) is not None
        else:
            texts.append(show_value(v))
            figure = True
    return texts, figure


def _label_line(rd: Reader, row: RowView) -> Msg | None:
    """Why a line naming no device is no quote, in the row's own words: a line of text alone ('Page 1 of 2',
    '制单：李敏 | 审核：张伟', a section heading) or a labelled figure that names no device ('国产 平均值 | 63625')."""
    texts, figure = _row_texts(rd, row)
    words = [t for t in texts if any(ch.isalpha() for ch in t)]
    if not words or any(rd.names_accelerators(t, None) for t in words[:6]):
        return None
    if figure:
        shown = " | ".join(t[:40] for t in words[:3])
        return Msg("a line that names no device ({text!r}), not a product", text=shown)
    shown = " | ".join(t[:40] for t in texts[:3])
    if all(t[:1] in "(（[" and t[-1:] in ")）]" for t in words):
        return Msg("a line of units under the header ({text!r}), not a product", text=shown)
    if len(texts) == 1 and len(texts[0]) <= 40:
        return Msg("a heading ({text!r}): text alone, no device and no figure, not a product", text=shown)
    return Msg("a line of text alone ({text!r}): no device and no figure, not a product", text=shown)


#: the reasons a row whose price cell is empty gets (a line of a chat or e-mail says it in its own terms instead)
NO_PRICE_NOTE = N_("a note that names a device ({text!r}), with no price on its line, not a product")
NO_PRICE_SAID = N_("no price for this product: {cell} is empty and the line says {said!r}")
NO_PRICE = N_("no price for this product: {cell} is empty on its line")
EMPTY_PRICE_TEMPLATES = frozenset((NO_PRICE_NOTE, NO_PRICE_SAID, NO_PRICE))


def empty_price_reason(rd: Reader, row: RowView, pcell: str) -> Msg | None:
    """The true reason a row whose price cell reads as empty is no quote: a formula whose saved result is an error
    ('#REF!'), a note or heading line, a line naming no device, or a product the sheet gives no price for (with the
    row's own remark, '停产，不再接单'); None when the row holds nothing to say."""
    if not _filled(row.raw_price) and row.raw_price.__class__ is str:
        err = rd.ctx.sheet.error_at(row.r, rd.price_col)
        if err:
            return Msg(
                "the price in {cell} is a formula whose result is an error ({error}), not a price: fix the formula "
                "in the file and import again",
                cell=pcell,
                error=err,
            )
    texts, _figure = _row_texts(rd, row)
    if not texts:
        return None
    if not rd.names_accelerators(row.model, None):
        return _label_line(rd, row)
    lead = row_kind_leading(row.model) if row.model.__class__ is str else None
    if lead in _PRICED_KINDS and lead in _KIND_NAMES:
        # 'Support renewal: existing server with 4x A100' with its price in another column: a service named for
        # the cards it serves, never a product without a price
        return _not_product(lead)
    if len(texts) == 1 and len(texts[0]) > 60:
        return Msg(NO_PRICE_NOTE, text=texts[0][:60])
    if rd.notes_col is not None and rd.notes_col != rd.model_col and row.cells[rd.notes_col].__class__ is str:
        remark = " ".join(row.cells[rd.notes_col].split())
        if remark:
            return Msg(NO_PRICE_SAID, cell=pcell, said=remark[:60])
    texts_of = rd.ctx.table.texts
    for c, v in enumerate(row.cells[: len(texts_of)]):
        if _filled(v) and _parses(v) and texts_of[c] and "elsewhere" in price_roles(texts_of[c]):
            # 'prix_rachat_chf' | 420,00 and no sale price: what the seller would pay for the item, no offer of it
            return Msg(
                "no price for this product: {cell} is empty; {other} ({head}) is another party's price (what the "
                "seller pays for it, a competitor's or a requested one), never this offer",
                cell=pcell,
                other=rd.cell(row.r, c),
                head=texts_of[c][:40],
            )
    return Msg(NO_PRICE, cell=pcell)


def _zero(v) -> bool:
    """A price cell that holds 0 ('0', '0.00', 0)."""
    if v.__class__ in (int, float):
        return v == 0
    return isinstance(v, str) and parse_number(v.strip()[:20]) == 0


#: how many detail lines above a line are looked through for the head of its record (`_record_cell`)
MAX_RECORD_LINES = 200


def _record_cell(rd: Reader, r: int, col: int):
    """A line's cell in a record-level column: its own, or, on a detail line of a multi-line record (every cell up
    to and including that column blank: an approval or order export writes a record's head fields, '供应商报价日期',
    '报价有效期至', on its first line and its items under it), the cell of the record's first line above it."""
    rows = rd.ctx.sheet.rows
    row = rows[r]
    if col < len(row) and row[col] not in ("", None):
        return row[col]
    if any(v not in ("", None) for v in row[: col + 1]):
        return None  # a line of its own with this cell blank: it says nothing here
    for k in range(r - 1, max(rd.ctx.table.header, r - MAX_RECORD_LINES), -1):
        above = rows[k][: col + 1]
        if any(v not in ("", None) for v in above):
            return above[col] if col < len(above) else None
    return None


def _head_date(rows: list[list], start: int, col: int | None, limit: int = 2_000) -> str | None:
    """The date in a column's first data row when no row under it fills the column (an ERP export writes a
    document's head fields, '日期' and '失效日期', on its first line only), else None."""
    if col is None or start >= len(rows) or col >= len(rows[start]):
        return None
    day = _date_cell(rows[start][col])
    if day is None:
        return None
    for r in range(start + 1, min(len(rows), start + limit)):
        if col < len(rows[r]) and rows[r][col] not in ("", None):
            return None
    return day


def _join(a: str, b: str) -> str:
    return f"{a}; {b}" if a and b else a or b


def _kind_of_texts(rd: Reader, row: RowView) -> str | None:
    """The kind of non-product line the row's text cells name, the first that names one ('Cyfanswm' a total,
    'Harav MVG 25 %' a tax); None when none does."""
    hidden = rd.ctx.sheet.hidden_cols
    for c, v in enumerate(row.cells[:40]):
        if c in hidden or not isinstance(v, str) or not v.strip():
            continue
        kinds = [k for k in kinds_in(v[:300]) if k in _KIND_NAMES and not k.startswith("note")]
        if kinds:
            return kinds[0]
    return None


def _tax_total(text: str) -> bool:
    """Whether a line's label is the total of a tax ('Total IPI', '세액 합계', 'VAT total'): it names a total and a tax
    and says neither that the tax is included nor that it is left out ('Totaal incl. BTW', 'Subtotal excl. VAT' are
    totals of the goods)."""
    if not text or set(kinds_in(text[:300])) & {"subtotal", "tax"} != {"subtotal", "tax"}:
        return False
    t, low = norm(text[:200]), lx.fold(text[:200])
    lex = lexicon()
    said = (*lex.words("price_role.vat_incl"), *lex.words("price_role.vat_excl"))
    if any(w in t for w in said if len(w) >= 3 or not w.isascii()):
        return False
    notes = (*lex.phrases("tax.note_incl"), *lex.phrases("tax.note_excl"))
    return not any(w in low for w in notes if len(w) >= 4)


def _not_product(kind: str | None, server_row: int | None = None, text: str = "") -> Msg:
    if kind in ("subtotal", "tax") and _tax_total(text):
        return Msg("{what}, not a product", what=Msg("a tax total line (the sum of a tax on the lines above)"))
    if kind == "subtotal" and text and "discount" in kinds_in(text[:300]):
        # '价保合计', 'Q4返利合计', 'Total rebate': the sum of credits the lines above earn, never a product or a price
        return Msg("a total of discounts or rebates (credits on the lines above), not a product")
    if kind == "configuration" and server_row is not None:
        return Msg("a configuration line of the server in row {row}, not a product of its own", row=server_row)
    what = _KIND_NAMES.get(kind or "note", _KIND_NAMES["note"])
    return Msg("{what}, not a product", what=what)


def _reject(ctx: Context, r: int, reason) -> None:
    ctx.rejected.append(Rejected(ctx.sheet.row_number(r, ctx.table.columns.get("model", 0)), reason))


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
    if isinstance(v, dt.datetime | dt.date):
        return v.isoformat()[:10]
    return str(v)
