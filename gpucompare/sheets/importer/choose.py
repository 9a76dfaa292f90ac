"""Choosing the header and the columns: header words in eight languages, a second header row ('含税' / '不含税'
under a merged '单价'), columns recognised from the data under them when the words fail, and which of several price
columns is the price (VAT-inclusive over exclusive, net or contract over list and MSRP; hidden columns never)."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Collection
from dataclasses import dataclass, field, replace
from functools import lru_cache

from gpucompare.i18n import N_, Msg
from gpucompare.sheets import lexicon as lx
from gpucompare.sheets.header import (
    PERF_FIELDS,
    PERIOD_HOURS,
    PRICE_FIELDS,
    _strip_units,
    adds_tax,
    billed_per,
    lexicon,
    map_row,
    match_header_cell,
    norm,
    package_hours,
    period_alone,
    price_period,
    price_roles,
    row_kind,
    term_months,
)
from gpucompare.sheets.importer.counts import units_in_text
from gpucompare.sheets.importer.tiers import tier_columns, tier_label
from gpucompare.sheets.prices import (
    SIGN,
    amount_in_unknown_sign,
    header_units,
    is_date_or_time,
    is_duration,
    median,
    parse_number,
    parse_price,
)
from gpucompare.sheets.workbook import column_letter

HEADER_SEARCH_ROWS = 40
HEADER_SEARCH_COLS = 256  # a header is read from its first 256 columns (bounded work on a 16,384-column sheet)
SAMPLE_ROWS = 20
INFER_COLS = 40  # columns recognised from their data: the first 40 (a model or price column further right is named)
#: fields that are part of a price and never the model or the price itself
_NOT_PRICE = ("quantity", "index", "lead_time", "units_per_item", "memory", "memory_gb", "total", "currency", "notes")


@dataclass
class Table:
    """One table of a sheet: where its header is and what each column holds."""

    header: int  # 0-based row of the (last) header row
    top: int  # 0-based first header row (== header unless a second header row was read)
    columns: dict[str, int]
    texts: list[str]  # each column's header text (both header rows joined)
    kind: str  # prices | cloud | specs
    alt: dict[str, int] = field(default_factory=dict)  # 'excl' / 'incl' / 'list' / 'discount' -> column
    roles: frozenset = frozenset()  # what the price column's header says it is
    inferred: list[str] = field(default_factory=list)  # fields recognised from the data, not the header
    conventions: list[str] = field(default_factory=list)
    per_quantity: bool = False  # the price column is a line amount: the unit price is it divided by the quantity
    per_lot: bool = False  # the prices are of whole lots (an auction's guide price): divided by the lot's devices
    tiers: list = field(default_factory=list)  # (column, lowest quantity) of quantity-break price columns
    other_model: int | None = None  # a second column naming the product ('Part #' beside 'Description'), per row
    terms: list = field(default_factory=list)  # (column, months or None) of committed-term rates beside on-demand
    lease_terms: list = field(default_factory=list)  # (column, months) of a lease's monthly payment per term
    fallbacks: list = field(default_factory=list)  # other price columns, best first: read where the price is empty
    conditions: list = field(default_factory=list)  # (column, condition) of price columns headed by a condition
    channels: list = field(default_factory=list)  # price columns each headed by a sales channel ('行貨價', '水貨價')
    #: (column, devices) of price columns each pricing a machine of that many devices, counted under one head
    counts: list = field(default_factory=list)
    tax_flag: tuple | None = None  # (column, basis its 'yes' means) of a yes/no column headed 'incl. VAT' or 'excl.'
    dated_price: str | None = None  # the date (ISO) of the newest of several dated price columns: the quote date
    buyer_tiers: list = field(default_factory=list)  # (column, tier word) of price columns for different buyers
    more_rates: list = field(default_factory=list)  # further on-demand rate columns (one per region or zone)
    #: interruptible (spot) rate columns under the same group heads as the on-demand ones ('Helsinki (HEL1)' over
    #: 'On-demand | Interruptible'): each region's spot rate a quote of its own, marked for review
    spot_rates: list = field(default_factory=list)
    tier_unstated: bool = False  # the sheet does not say which buyer tier is the reader's: every quote is reviewed
    one_of_offers: bool = False  # one of several offers on a row (a bidder's column group): the others are theirs
    #: the price columns of every offer on a row where the table is one of several (one per zone or bidder): a line
    #: priced in another offer's column is an item of its own, never a part of the line above
    offer_columns: tuple = ()
    #: the newest round of one offer ('Runde 2 – BAFO' beside 'Runde 1'): the fallbacks are its earlier rounds,
    #: history read only where the newest price is empty, never alternatives offered beside it
    rounds: bool = False
    #: (column, the price column it converts, the rate) of a price column that is the price converted at a rate stated
    #: above the table: the same offer in another currency, each line's amount in it said where the line is read
    converted: tuple | None = None
    #: (column, the price column it converts, the rate) of a unit-price column in another currency that is the price
    #: converted at a stated rate and named as a price payable in that currency ('Unit Price HK$' | '單價 RMB' under
    #: 'HK$1 = RMB 0.92'), no reference or equivalent: the same item offered in each currency, a quote per column
    payable: tuple | None = None
    #: the price column's own label where it names the device offered and the rows name the machine ('整機單價' over
    #: '選配 A：NVIDIA L40S 48GB' | '選配 B：NVIDIA RTX PRO 6000 …', rows 'Supermicro SYS-421GE-TNRT'): each line's model
    #: is its machine with that label
    head_device: str = ""


def _more_rates(texts: list[str], hidden_cols, columns: dict, alt: dict, terms: list) -> list[int]:
    """Other columns of a rate card headed as the on-demand rate is, under another group header ('US East
    On-demand | … | EU West On-demand'): the same offer in another region or zone, each a quote of its own. A
    column naming another role (spot, a term, a list or discount) is none."""
    main = columns["hourly"]
    taken = {*columns.values(), *alt.values(), *(c for c, _m in terms)}
    out = []
    for c, t in enumerate(texts):
        if not t or c in taken or c in hidden_cols or c == main or t == texts[main]:
            continue
        m = match_header_cell(t)
        if m is None or m.field != "hourly" or price_roles(t) - {"per_device", "per_instance"}:
            continue
        out.append(c)
    return out


def _spot_rates(texts: list[str], hidden_cols, columns: dict, alt: dict, rates: list[int]) -> list[int]:
    """The interruptible (spot) rate columns of a rate card whose on-demand rates stand one per region under group
    heads ('Helsinki (HEL1)' | 'Stockholm (STO2)' over 'On-demand | Interruptible' each): a column whose header is
    a rate column's group head followed by spot words alone (data/lexicon price_role.spot). Like a seller's spot
    rate in a comparison of sellers, each is a quote of its own, marked for review; one spot column beside a lone
    on-demand rate stays a note on that quote. [] unless there are two or more groups."""
    if len(rates) < 2:
        return []
    heads = []
    for c in rates:
        words = texts[c].rsplit(" ", 1)
        if len(words) == 2 and words[0].strip():
            heads.append(words[0].strip() + " ")
    taken = {c for f, c in columns.items() if f != "lead_time"} | {c for k, c in alt.items() if k != "spot"}
    out = []
    for c, t in enumerate(texts):
        if not t or c in taken or c in hidden_cols or c in rates:
            continue
        head = next((h for h in heads if t.startswith(h)), None)
        if head is None or price_roles(t[len(head) :]) - {"per_device", "per_instance"} != {"spot"}:
            continue
        out.append(c)
    return out if len(out) >= 2 else []


#: the most data rows read to tell whether a price column is the sum of two others
SUM_ROWS = 2_000


def whole_and_parts(rows: list[list], start: int, cols: list[int]) -> tuple[int, tuple[int, int]] | None:
    """(the whole, (its two parts)) where one of a table's price columns is the sum of two others on every line that
    fills all three with numbers (at least two lines, within 0.5%: rounding), else None. From the data alone, in any
    language: a deposit and a balance, two instalments or a price and a surcharge beside their total. Linear in the
    rows (a handful of price columns)."""
    cols = sorted(set(cols))
    if len(cols) < 3:
        return None
    trios = [(w, a, b) for w in cols for a in cols for b in cols if a < b and w not in (a, b)]
    agree = dict.fromkeys(trios, 0)
    for row in rows[start : start + SUM_ROWS]:
        vals = {c: v for c in cols if c < len(row) and (v := row[c]).__class__ in (int, float) and v > 0}
        for trio in trios:
            if agree[trio] < 0:
                continue
            w, a, b = trio
            if w in vals and a in vals and b in vals:
                ok = abs(vals[a] + vals[b] - vals[w]) <= 0.005 * vals[w]
                agree[trio] = agree[trio] + 1 if ok else -1
    found = [(w, (a, b)) for (w, a, b), n in agree.items() if n >= 2]
    return found[0] if len(found) == 1 else None


def _machine_column(texts: list[str], fallbacks: list[int], price_col: int) -> int | None:
    """The other price column whose header counts the devices of a machine ('8卡整机单价（元/台）', '8-GPU server
    price') beside a price column that counts none (a card's): None when there is none or the price column is one."""
    if units_in_text(texts[price_col]) > 1:
        return None
    return next((c for c in fallbacks if c < len(texts) and units_in_text(texts[c]) > 1), None)


def _prices_lots(table: Table) -> bool:
    """Whether a price table prices whole lots: its price header says so ('Guide price', 'Lot price') or a column
    numbers the lots ('Lot', '包号'), and a quantity column counts what each lot holds."""
    cols = table.columns
    if table.kind != "prices" or "price" not in cols or "quantity" not in cols:
        return False
    roles = price_roles(table.texts[cols["price"]])
    if "per_piece" in roles:
        return False  # '中标单价' beside '包号': a unit price, even in a table of lots
    if "per_lot" in roles:
        return True
    return any(_lot_header(t) for t in table.texts if t)


def _lot_header(text: str) -> bool:
    """Whether a header numbers lots and says nothing else ('Lot', '包号', '批號 Lot No.': the same words in two
    languages)."""
    low = lx.fold(text)
    spans = [(s, e) for _c, s, e in lexicon().finder("count.lot").finditer(low)]
    if not spans:
        return False
    for s, e in sorted(spans, reverse=True):
        low = low[:s] + " " + low[e:]
    return not any(ch.isalnum() for ch in low)


def _text(v) -> str:
    return v.strip()[:200] if isinstance(v, str) else ""


def header_texts(rows: list[list], r: int, hidden: set[int]) -> tuple[list[str], bool]:
    """Each column's header text at row r, joined with a second header row under it when there is one; empty
    cells of a horizontally merged header take the text on their left."""
    top = [_text(v) for v in rows[r][:HEADER_SEARCH_COLS]]
    sub = [_text(v) for v in rows[r + 1][:HEADER_SEARCH_COLS]] if r + 1 < len(rows) else []
    two = False
    counted = count_subheader(top, rows[r + 1]) if r + 1 < len(rows) else []
    if counted:
        out = list(top)
        for c, n in counted:
            out[c] = f"{top[counted[0][0]]} {n}"
        return out, True
    if sub and all(not isinstance(v, int | float) or isinstance(v, bool) for v in rows[r + 1][:HEADER_SEARCH_COLS]):
        filled = [c for c, t in enumerate(sub) if t]
        if not _labels_under_head(top, sub, filled, rows[r], hidden) and any(
            sum(ch.isdigit() for ch in sub[c]) >= 3 and tier_label(sub[c]) is None and not _month_of_year(sub[c])
            for c in filled
        ):
            filled = []  # '120000(含税)' is a data row, not a second header row ('8-63 units' is a tier's label)
        if not map_row(top, hidden):
            filled = []  # a title row over the header is not the header's first row
        sub_cols = map_row(sub, hidden)
        if "model" in sub_cols and any(f in sub_cols for f in ("price", "hourly", "total")):
            filled = []  # the row under is a whole header itself: this row is a title or a note above it
        tiers = [c for c in filled if not top[c] and tier_label(sub[c]) is not None]
        if len(tiers) >= 2 and any(top[c] for c in range(min(tiers))):
            two = True  # '1-7 units | 8-63 units | 64+' under a merged 'Unit price by order quantity'
        terms = [c for c in filled if term_months(sub[c]) is not None]
        if len(terms) >= 2 and any(not top[c] for c in terms) and any(top[c] for c in range(min(terms) + 1)):
            two = True  # '1 month | 3 months | 12 months' under a merged 'Committed term'
        if filled and any(price_roles(sub[c]) & _SUB_ROLES or match_header_cell(sub[c]) for c in filled):
            if any(not top[c] for c in filled) or any(price_roles(sub[c]) & _SUB_ROLES for c in filled):
                two = True
        heads = [c for c in filled if top[c]]
        if (
            len(filled) >= 2
            and heads == filled[:1]
            and filled == list(range(filled[0], filled[-1] + 1))
            and getattr(match_header_cell(top[filled[0]]), "field", None) in ("price", "hourly")
        ):
            two = True  # 'Unit price per bidder (ZAR)' merged over a label per column: a seller's, a place's, a month's
        if _repeats_price_words(top, sub, filled):
            two = True  # '供應商A | 供應商B | 供應商C' over '單價 (MOP)' under each: every label's own price
        units_row = filled and all(top[c] and len(sub[c]) <= 16 and _is_unit(sub[c]) for c in filled)
        if units_row:  # '(USD)', 'pcs', '万元' under the header words: the units of each column
            two = True
    if not two:
        return top, False
    out = []
    carry = ""
    for c, t in enumerate(top):
        if t:
            carry = t
        elif sub[c] and carry and not _outside_terms(carry, sub[c]):
            t = carry  # the merged '单价' over '含税 | 不含税'
        else:
            # a blank pair ends the group; so does a header naming no term beside a group of terms ('Committed
            # term' over '1 month | 3 months', then 'Qty | Line total': a quantity is no committed term)
            carry = "" if not sub[c] or _outside_terms(carry, sub[c]) else carry
        if t and sub[c] and _is_unit(sub[c]) and not sub[c].startswith(("(", "（")):
            # '按量计费' over '元/卡/小时': the lower row is the column's unit, read as the bracketed unit of one header
            out.append(f"{t} ({sub[c]})" if c not in hidden else t)
            continue
        out.append(" ".join(x for x in (t, sub[c]) if x) if c not in hidden else t)
    return out, True


#: a word: two letters or more (a model's 'L40S 48GB' holds one, an amount '120000' none)
_WORD = re.compile(r"[^\W\d_]{2,}")


def _labels_under_head(top: list[str], sub: list[str], filled: list[int], top_row: list, hidden: set[int]) -> bool:
    """Whether the row under a header labels the columns under one price head merged over them and nothing else
    ('整機單價（未稅）' over '選配 A：NVIDIA L40S 48GB | 選配 B：NVIDIA RTX PRO 6000 Blackwell Server 96GB'): the upper row
    is a header (three fields or more), the head stands over the first of two or more neighbouring cells, the others'
    top cells empty, and each cell says words. A model's digits there are a label's, not a data row's amount (a line
    names its item outside the price columns)."""
    return (
        len(filled) >= 2
        and filled == list(range(filled[0], filled[-1] + 1))
        and filled[-1] < len(top)
        and bool(top[filled[0]])
        and all(c >= len(top_row) or top_row[c] in ("", None) for c in filled[1:])
        and len(map_row(top, hidden)) >= 3
        and getattr(match_header_cell(top[filled[0]]), "field", None) in ("price", "hourly")
        and all(_WORD.search(sub[c]) for c in filled)
    )


_MONTH_OF_YEAR = re.compile(r"[^\W\d_]{3,9}\.?\s?(?:19|20)\d\d|(?:19|20)\d\d\s?[-/.年]\s?\d{1,2}月?")


def _month_of_year(text: str) -> bool:
    """A header label that is a month of a year ('Sep 2026', '2026-09', '2026年9月'): a price history's column, not a
    number of a data row."""
    return len(text) <= 16 and _MONTH_OF_YEAR.fullmatch(text.strip()) is not None


def _repeats_price_words(top: list[str], sub: list[str], filled: list[int]) -> bool:
    """Whether the row under a header says the same price words under two or more different labels and nothing else
    ('供應商A | 供應商B | 供應商C' over '單價 Preço unitário (MOP)' under each; 'Vendor 1 | Vendor 2' over 'Unit price'):
    a second header row naming what each labelled column holds. The labels are no fields of their own but a seller
    ('Qty | Price' over '(pcs) | (USD)' is a units row, read as such)."""
    if len(filled) < 2 or len({sub[c] for c in filled}) != 1 or len({top[c] for c in filled}) != len(filled):
        return False
    if not all(top[c] for c in filled) or any(
        getattr(match_header_cell(top[c]), "field", "vendor") != "vendor" for c in filled
    ):
        return False  # ('Supplier A' over a price is a seller's column: a label, not the vendor field)
    return getattr(match_header_cell(sub[filled[0]]), "field", None) in ("price", "hourly")


def count_subheader(top: list[str], sub_row: list) -> list[tuple[int, int]]:
    """(column, devices) of a second header row that counts devices under one head naming a count of devices
    ('Nombre de GPU per servidor' merged over 1 | 2 | 4 | 8, 'GPUs per server' over 1 | 2 | 4 | 8): each column under
    it prices a machine of that many devices. The row holds whole numbers only (1 to 64, rising, in neighbouring
    columns, nothing else), the head stands over the first of them with the others' top cells empty, and the head
    names the units-per-item field; else []."""
    nums = []
    for c, v in enumerate(sub_row[:HEADER_SEARCH_COLS]):
        if v in ("", None):
            continue
        if not isinstance(v, int | float) or isinstance(v, bool) or not float(v).is_integer() or not 1 <= v <= 64:
            return []
        nums.append((c, int(v)))
    if len(nums) < 2:
        return []
    cols, counts = [c for c, _n in nums], [n for _c, n in nums]
    if cols != list(range(cols[0], cols[-1] + 1)) or counts != sorted(set(counts)) or cols[-1] >= len(top):
        return []
    head = top[cols[0]]
    if not head or any(top[c] for c in cols[1:]):
        return []
    m = match_header_cell(head)
    return nums if m is not None and m.field == "units_per_item" else []


def _outside_terms(group: str, sub: str) -> bool:
    """A lower header cell beside a group of committed terms that names no term of its own ('Qty' after '1 month |
    12 months' under 'Committed term'): not a part of the group. Any other group ('供应商A' over '单价 | 交期')
    covers what is under it."""
    return bool(group) and "commitment" in price_roles(group) and term_months(sub) is None


#: what a second header row says of the price columns above it ('含税 | 不含税', 'List | Net')
_SUB_ROLES = frozenset({"vat_incl", "vat_excl", "list", "net", "discount"})


def _is_unit(text: str) -> bool:
    cur, scale = header_units(text)
    return cur is not None or scale != 1.0 or norm(text) in _unit_words()


@lru_cache(maxsize=1)
def _unit_words() -> frozenset[str]:
    """Units written under a header word ('pcs', '台', 'GB', 'W'): a row of them is the header's second row."""
    lex = lexicon()
    return frozenset(w for c in ("unit.piece", "unit.gigabyte", "unit.power") for w in lex.words(c))


def _price_rank(roles: frozenset) -> tuple[int, int]:
    """Which of several price columns is the price: what is finally paid ('到手价') over a net, contract or cash price
    over an unmarked price over a list price or a card price (its surcharge in it); then VAT-inclusive over
    unmarked over exclusive."""
    net = (
        # the price before an adjustment (history), a seller's floor, a figure after a voucher the buyer must apply
        # for or one given for reference ('券后实付（参考）'), the price a reseller asked for ('申请价'): never the
        # offer beside another price
        -1
        # ('申请价'), another party's price (a competitor's, a broker's buy-back price 'prix_rachat'): never the
        # offer beside another price
        if ("superseded" in roles and "revised" not in roles)
        or roles & {"floor", "conditional", "requested", "elsewhere"}
        else 0
        if "on_credit" in roles  # '月结30天' beside '现款价': the same goods paid later, never over the cash price
        else 4
        if "revised" in roles
        else 3
        if "final" in roles
        else 2
        if roles & {"net", "cash", "subsidised"}  # '限时补贴价': the price offered now, lowered by a subsidy
        else 0
        if roles & {"list", "card_payment"} and "cash" not in roles
        else 1
    )
    vat = 2 if "vat_incl" in roles else 0 if "vat_excl" in roles else 1
    return net, vat


price_rank = _price_rank  # the same ranking for the modules that read a row's several offers


def is_asset_register(texts: list[str]) -> bool:
    """Whether a header row is a fixed-asset register's ('原值' | '累计折旧' | '净值', 'Acquisition cost' |
    'Accumulated depreciation' | 'Net book value'): two or more columns of accounting values of assets already
    owned. Such a table holds no offer."""
    if sum(1 for t in texts if t and "book" in price_roles(t)) < 2:
        return False
    # a lease schedule's residual value beside its monthly rental ('Residual value (A$)' | 'Monthly rental ex GST'):
    # what the lessee may buy the equipment at after the term, the rental an offer; no register of assets owned
    return not any(t and _rental_column(t) for t in texts)


def _rental_column(text: str) -> bool:
    """Whether a header prices a payment by the month ('Monthly rental ex GST (A$)'), a price named so."""
    if "per_month" not in price_roles(text):
        return False
    m = match_header_cell(text)
    return m is not None and m.field == "price"


def is_insurance_schedule(texts: list[str]) -> bool:
    """Whether a header row is an insurance schedule's ('Replacement value new per item' | 'Sum insured'): two or more
    columns valuing the items an insurance covers (data/lexicon price_role.insured). The figures are the insurer's
    valuation of what the insured owns; such a table holds no offer."""
    return sum(1 for t in texts if t and "insured" in price_roles(t)) >= 2


#: roles of an amount that is part of a price (a deposit, the balance paid later), never a price itself
PART_ROLES = frozenset({"deposit", "balance"})


def _channel_price(head: str) -> bool:
    """Whether a header prices one sales channel ('水貨價 (HK$)'): a channel's word and a price or currency in it (a
    count of the channel's shops, '水貨商戶數', is none)."""
    if "channel" not in price_roles(head):
        return False
    m = match_header_cell(head)
    return (m is not None and m.field == "price") or header_units(head)[0] is not None


_NEVER_PRICES = frozenset({"cost", "discount", "fx", "per_month", "identifier"})


def _is_price_column(f: str | None, roles: frozenset) -> bool:
    if roles & _NEVER_PRICES or roles & PART_ROLES:
        return False  # ('Listing ID', '報價單號': an identifier's number, though a price word is in its header)
    return f in ("price", "hourly", "reserved_hourly") or (
        f is None and bool(roles & {"vat_incl", "vat_excl", "list", "hourly", "on_credit"}) and "not_price" not in roles
    )


_RATE_IN_HEAD = lx.compiled(r"(?<![\d.,])(\d+(?:[.,]\d+)?)\s?[%％]")  # one start per run of digits: linear


def net_is_the_offer_why(
    texts: list[str], prices: list, columns: dict[str, int], chosen: int, line_rates: Collection[float] = ()
) -> str | None:
    """Beside a price without VAT, why the VAT-inclusive price is only that price with tax, or None where the
    inclusive price is the one sold. THE one decision, for the header's reasons and for the rates a column gives per
    line (the importer's `_net_where_rates_differ` passes them as `line_rates`):

    - 'line_rates': the lines' tax rates differ ('无税单价' | '含税单价' | '税率(%)' 13 on the cards, 6 on a service);
    - 'invoice_rates': several inclusive prices stand beside it, each naming its own rate (the tax depends on the
      invoice the buyer asks for: '含税单价(13%专票)' | '含税单价(3%普票)').

    A line total without tax ('P.U. HT' | 'P.U. TTC' | 'Montant HT', '未稅單價' | '含稅單價' | '未稅金額') is no reason:
    the column order and the totals' basis do not change what the buyer pays, and the one rule holds (the inclusive
    price is the offer, the net one beside it as `price_excl_tax`)."""
    if len({round(float(r), 4) for r in line_rates}) >= 2:
        return "line_rates"
    rank = next((_price_rank(roles)[0] for c, _f, roles in prices if c == chosen), None)
    incl = [c for c, _f, roles in prices if "vat_incl" in roles and _price_rank(roles)[0] == rank]
    rates = {m.group(1) for c in incl if (m := _RATE_IN_HEAD.search(texts[c]))}
    if len(incl) >= 2 and chosen in incl and len(rates) == len(incl):
        return "invoice_rates"
    return None


#: the convention a table whose prices are of whole lots states (Table.per_lot): withdrawn by its template where the
#: lots prove to be another column's (importer: a comparison's sellers under their own heads)
PER_LOT_CONVENTION = N_(
    "the prices are of whole lots ({head}): per device, each is divided by the devices in its lot "
    "(the quantity ({qty}) times the devices each item carries)"
)
_INCL_KEPT = N_("price: the VAT-inclusive column {col} ({head}); the price without VAT ({other}) is kept beside it")


def net_is_the_offer(head: list, columns: dict[str, int], alt: dict[str, int], conventions: list | None = None) -> Msg:
    """Make the price without VAT (alt['excl']) the offer and the VAT-inclusive price its companion (alt['incl'])
    that gives the rate; the convention that says so, with the one saying the inclusive price is the offer taken out
    of `conventions`. Done where `net_is_the_offer_why` says so, for the header's reasons and the rates a column
    gives per line (the importer's `_net_where_rates_differ`) alike."""
    incl, net = columns["price"], alt.pop("excl")
    alt["incl"], columns["price"] = incl, net
    if conventions is not None:
        conventions[:] = [x for x in conventions if getattr(x, "template", None) != _INCL_KEPT]
    return Msg(
        "price: the price without VAT in column {col} ({head}) is the offer; the VAT-inclusive price ({other}) is the "
        "same offer with VAT and gives the rate",
        col=column_letter(net),
        head=str(head[net])[:30],
        other=str(head[incl])[:30],
    )


def price_moved(t: Table, new: int, why: Msg, *, old_as: str | None = None) -> Table:
    """The table with its price read from column `new` instead of the one it had, `why` said among its conventions
    (a struck-through old price, an order's amount merged over its lines); the old column is kept as the alternative
    `old_as` names ('list'), or dropped from the alternatives."""
    old = t.columns["price"]
    alt = {k: v for k, v in t.alt.items() if v not in (new, old)}
    if old_as is not None:
        alt[old_as] = old
    return replace(
        t,
        columns={**t.columns, "price": new},
        roles=price_roles(t.texts[new]),
        alt=alt,
        fallbacks=[x for x in t.fallbacks if x not in (new, old)],
        conventions=[*t.conventions, why],
    )


def fallback_prices(texts: list[str], hidden: set[int], chosen: int | None) -> list[int]:
    """The other price columns of a table, best first (net over unmarked over list: a coupon price where the final
    price is empty), never a cost, discount, lease, period or committed-term column."""
    out = []
    for c, t in enumerate(texts):
        if c == chosen or c in hidden or not t:
            continue
        m = match_header_cell(t)
        roles = price_roles(t)
        if (
            m is None
            or m.field != "price"
            or roles & _NEVER_PRICES
            or roles & {"lease", "commitment", "elsewhere", "on_credit"}
        ):
            continue
        if roles & PART_ROLES:
            continue  # a deposit or the balance: part of a price, never one
        if ("superseded" in roles and "revised" not in roles) or roles & {"floor", "conditional", "requested"}:
            continue  # the price before an adjustment, a floor, a voucher's, a request's: where the price is empty there is no offer
        if price_period(t) is not None:
            continue
        out.append((_price_rank(roles), -c, c))
    return [c for _r, _n, c in sorted(out, reverse=True)]


@lru_cache(maxsize=1)
def _price_suffix() -> tuple[str, ...]:
    return lexicon().words("price_suffix.words")


def _priced_by_suffix(texts: list[str], hidden: set[int], columns: dict[str, int]) -> list[tuple[int, str, frozenset]]:
    """The header cells that name no field and end in the price morpheme of a script without spaces ('清仓价（元）',
    '样机价', `price_suffix`), read as price columns with their own roles (a cost, a discount, a deposit or an
    identifier stays none). Only asked beside a table whose every named price is a list or original price."""
    out = []
    taken = set(columns.values())
    for c, t in enumerate(texts):
        if c in hidden or c in taken or not t or match_header_cell(t) is not None:
            continue
        bare = _strip_units(norm(re.sub(r"[(（][^()（）]{0,20}[)）]", "", str(t)[:40])))
        if not 2 <= len(bare) <= 8 or not bare.endswith(_price_suffix()):
            continue
        roles = price_roles(t)
        if roles & _NEVER_PRICES or roles & PART_ROLES or roles & {"list", "lease", "commitment", "elsewhere"}:
            continue
        out.append((c, "price", roles))
    return out


def map_columns(texts: list[str], hidden: set[int]) -> tuple[dict[str, int], dict[str, int], frozenset, list[str]]:
    """(field -> column, alternative price columns by role, the chosen price column's roles, conventions used)."""
    columns = map_row(texts, hidden)
    prices: list[tuple[int, str, frozenset]] = []
    monthly: dict[str, int] = {}
    rated = _rated(texts, hidden)
    for c, t in enumerate(texts):
        if c in hidden or not t:
            continue
        m = match_header_cell(t)
        f = m.field if m else None
        roles = price_roles(t)
        if prices_tokens(t):
            # '输出（元/百万tokens）': a model API's price per token, never a device's price or rate
            if f is not None and columns.get(f) == c:
                columns.pop(f)
            continue
        if (
            _measure_header(t)
            and f in (None, "price", "hourly", "reserved_hourly")
            and (header_units(t)[0] is None or _per_measure(t))
        ):
            # 'Gross Wt (kg)', 'Gewicht (kg)': a weight or a size is never a price, whatever a price word in it
            # says ('gross', 'net' name a weight's basis there, not the tax's); a header naming a currency is money
            # ('Precio ($ MM)': millions, not millimetres)
            if f is not None and columns.get(f) == c:
                columns.pop(f)
            continue
        if _committed(t, roles) and (rated or term_months(t) is not None):
            if f in ("price", "hourly", "reserved_hourly") and columns.get(f) == c:
                columns.pop(f)  # a committed-term rate: read beside the on-demand one (`_commitment_columns`)
            continue
        if roles & PART_ROLES and f is not None and columns.get(f) == c:
            # 'Anzahlung (EUR)', 'Saldo pendiente (USD)', '定金（元/张）': a deposit or a balance is an amount, part of a
            # price, whatever field its other words name (a count, a lead time, the price)
            columns.pop(f)
        if f == "price" and ("cost" in roles or "discount" in roles):
            columns.pop("price", None) if columns.get("price") == c else None
        if "per_month" in roles and f in ("price", "hourly", "reserved_hourly", "total", None):
            # '包月 元/月', 'Price per month': kept as context, never an hourly or purchase price
            for key in ("price", "hourly", "reserved_hourly"):
                if columns.get(key) == c:
                    columns.pop(key)
            if "fx" not in roles or "hourly" in roles:
                # ('1年折合月费（万元/月）': a rate converted to a month's fee, no rent of its own)
                monthly.setdefault(f"per_{price_period(t) or 'month'}", c)
        if _is_price_column(f, roles) and f != "reserved_hourly":
            prices.append((c, f or "price", roles))
    if "reserved_hourly" not in columns and monthly:
        # '包月(元/实例/月)' took the reserved field and was set aside as monthly: '3年预留(元/实例/小时)' is the rate
        for c, t in enumerate(texts):
            m = match_header_cell(t) if t and c not in hidden else None
            if m is not None and m.field == "reserved_hourly" and "per_month" not in price_roles(t):
                columns["reserved_hourly"] = c
                break
    if prices and all("list" in r for _c, _f, r in prices):
        # '原价（元）' | '清仓价（元）': every price the header names is a list or original price; a header beside it
        # that ends in the price morpheme and names no other field is a price too, the one the buyer pays
        prices += _priced_by_suffix(texts, hidden, columns)
    if not prices:  # 'Unit Cost' alone is what the buyer pays; a cost column is skipped only beside a price
        for c, t in enumerate(texts):
            m = match_header_cell(t) if t and c not in hidden else None
            roles = price_roles(t) if t else frozenset()
            if m is not None and m.field == "price" and "cost" in roles and not roles & {"discount", "per_month"}:
                # ('Monthly cost (USD)': a month's cost, read as a rent above, never a purchase price)
                prices.append((c, "price", roles - {"cost"}))
                break
    if any("standard" in r and "subsidised" not in r for _c, _f, r in prices):
        # 'Standard rate per GPU-hour' | 'Subsidised rate per GPU-hour': the standard rate is what anyone pays; the
        # subsidised one beside it holds for those who qualify, an alternative ('限时补贴价' alone stays the offer)
        prices = [(c, f, r | {"conditional"} if "subsidised" in r else r) for c, f, r in prices]
    alt: dict[str, int] = {}
    conventions: list[str] = []
    chosen_roles: frozenset = frozenset()
    if prices:
        hourly = [p for p in prices if p[1] == "hourly" or "hourly" in p[2]]
        pool = hourly or prices
        if hourly:
            # per GPU-hour beats per instance-hour only when both are there: the quote is per device either way
            # and, as for purchase prices, net over list and VAT-inclusive over exclusive ('税込価格/時間')
            # an interruptible (spot, preemptible, bid) rate is never the offer beside another hourly rate
            pool = sorted(
                pool, key=lambda p: ("spot" in p[2], "per_device" not in p[2], [-x for x in _price_rank(p[2])], p[0])
            )
        # a lease's monthly payment beside a purchase price is read as a quote of its own, never as the price
        best = max(pool, key=lambda p: ("lease" not in p[2], _price_rank(p[2]), -p[0])) if not hourly else pool[0]
        c, f, roles = best
        chosen_roles = roles
        for key in ("price", "hourly"):
            columns.pop(key, None)
        columns["hourly" if hourly else "price"] = c
        if "lease" not in roles:
            lease = next(
                (
                    oc
                    for oc, t in enumerate(texts)
                    if oc != c
                    and oc not in hidden
                    and t
                    and "lease" in price_roles(t)
                    and not price_roles(t) & {"cost"}
                    and oc not in columns.values()
                ),
                None,
            )
            if lease is not None:
                alt["lease"] = lease
                conventions.append(
                    Msg(
                        "price: the lease or financing payment in column {col} ({head}) is a lease quote of its own "
                        "(per device and month), never a purchase price",
                        col=column_letter(lease),
                        head=texts[lease],
                    )
                )
        for oc, _of, oroles in prices:
            if oc == c or oc == alt.get("lease"):
                continue
            if hourly and "spot" in oroles and "spot" not in roles:  # a rate card's interruptible rate
                if "spot" not in alt:
                    alt["spot"] = oc
                    conventions.append(
                        Msg(
                            "price: the interruptible (spot or bid) rate in column {col} ({head}) can be outbid or "
                            "preempted: it is kept as context, never read as the offer",
                            col=column_letter(oc),
                            head=texts[oc],
                        )
                    )
                continue
            same_rank = _price_rank(oroles)[0] == _price_rank(roles)[0]
            if "vat_excl" in oroles and "vat_incl" in roles and same_rank:
                alt.setdefault("excl", oc)
            elif adds_tax(texts[c]) and not oroles & {"vat_incl", "vat_excl"} and same_rank:
                alt.setdefault("excl", oc)  # 'Harga Satuan' beside 'Harga Satuan + PPN 11%': the price before tax
            elif "revised" in roles and oroles & {"superseded", "list"} and "revised" not in oroles:
                alt.setdefault("superseded", oc)  # '原价 | 调整后价格': the price before the change is history
            elif "list" in oroles and "list" not in roles:
                alt.setdefault("list", oc)
        bought = [
            (oc, oroles)
            for oc, of, oroles in prices
            if hourly
            and oc != c
            and of == "price"
            and oc not in alt.values()
            and not oroles & {"hourly", "spot", "list", "lease", "commitment", "per_device", "per_instance"}
            and price_period(texts[oc]) is None
        ]
        if bought:
            # 'Hårdvarupris (SEK per enhet)' beside 'Molnpris (SEK per GPU-timme)': a list that rents and sells;
            # the purchase price is a quote of its own (beside a rate, or alone on a line without one)
            _purchase_beside_rent(bought, texts, alt, conventions)
        if "excl" in alt and not hourly and net_is_the_offer_why(texts, prices, columns, c):
            # 'P.U. HT' | 'P.U. TTC' | 'Montant HT', '不含税单价' | '含税单价(13%专票)' | '含税单价(3%普票)': the vendor's
            # line total is without tax, or the inclusive price depends on the invoice chosen (a rate in each
            # inclusive header): the offer is the price before tax; the inclusive one is that price with VAT and
            # gives the rate. Where no total says, the inclusive price stays the offer.
            conventions.append(net_is_the_offer(texts, columns, alt))
            c, chosen_roles = columns["price"], price_roles(texts[columns["price"]])
        if "excl" in alt:
            conventions.append(Msg(_INCL_KEPT, col=column_letter(c), head=texts[c], other=texts[alt["excl"]]))
        if "list" in alt:
            conventions.append(
                Msg(
                    "price: the net price in column {col} ({head}); the list price ({other}) is kept as context",
                    col=column_letter(c),
                    head=texts[c],
                    other=texts[alt["list"]],
                )
            )
    for c, t in enumerate(texts):
        if c in hidden or not t:
            continue
        if "discount" in price_roles(t) and c not in columns.values():
            alt.setdefault("discount", c)
    periods = _period_columns(texts, hidden)
    if any(p != "hour" for p in periods.values()) and (
        "hour" in periods.values() or not any(c not in periods for c, _f, _r in prices)
    ):
        # a rental list with a price per hour, day, week or month: the hourly price, else the shortest period's
        return _rental_columns(texts, columns, alt, periods, prices, conventions)
    end = columns.get("valid_until")
    if "final" in chosen_roles and end is not None and "quote_date" not in columns and _listing_end(texts[end]):
        # 'Konečná cena' | 'Datum ukončení', 'Sold price' | 'End date': a listing's end beside the price it sold for
        # is the day of the sale, each line's quote date, not how long an offer holds
        columns["quote_date"] = columns.pop("valid_until")
        conventions.append(
            Msg(
                "column {col} ({head}) is when each listing ended, beside the price it sold for: read as each line's "
                "quote date (the day of the sale)",
                col=column_letter(end),
                head=texts[end][:30],
            )
        )
    if monthly and any(f in columns for f in ("hourly", "price")):
        alt.update(monthly)
        col = next(iter(monthly.values()))
        conventions.append(
            Msg(
                "price: the monthly or yearly price in column {col} ({head}) is kept as context, not read as the price",
                col=column_letter(col),
                head=texts[col],
            )
        )
    return columns, alt, chosen_roles, conventions


#: what a rental period is called in a note ('the weekly price / 168 h')
PERIOD_NAMES = {"day": Msg("daily"), "week": Msg("weekly"), "month": Msg("monthly"), "year": Msg("yearly")}
#: a rental period as a unit ('a rental price per hour')
PERIOD_UNITS = {"hour": Msg("hour"), "day": Msg("day"), "week": Msg("week"), "month": Msg("month"), "year": Msg("year")}


def _rated(texts: list[str], hidden: set[int]) -> bool:
    """Whether a header row has another price beside which a '包月' or '包年' price is a committed term (a rate by
    the hour, 'On-demand ($/hr)', 'Committed rate'); without one, such a price is the rent of its period."""
    for c, t in enumerate(texts[:HEADER_SEARCH_COLS]):
        if c in hidden or not t:
            continue
        roles = price_roles(t)
        if _committed(t, roles) or roles & {"per_month", "cost", "discount", "fx"}:
            continue
        m = match_header_cell(t)
        if (
            price_period(t) == "hour"
            or "hourly" in roles
            or (m is not None and m.field in (*PRICE_FIELDS, "reserved_hourly"))
        ):
            return True
    return False


def _period_columns(texts: list[str], hidden: set[int]) -> dict[int, str]:
    """Price columns whose header names a rental period ('按量 元/时', '包周（元/周）', 'Preis pro Tag', 'Woche',
    'Цена в сутки, ₽', '月額'): column -> 'hour' | 'day' | 'week' | 'month' | 'year'. A cost, discount, list or
    reserved hourly column is none ('1-yr reserved ($/hr)' stays the reserved rate)."""
    out: dict[int, str] = {}
    # a list that also rents by the day or week ('包天 | 包周 | 包月') rents by the month too: its '包月' is a period,
    # where beside an hourly rate alone ('按量 | 包月 | 包年') it is a subscription, a committed term
    short = any(
        price_period(t) in ("day", "week") for c, t in enumerate(texts[:HEADER_SEARCH_COLS]) if t and c not in hidden
    )
    rated = _rated(texts, hidden)
    short = short or not rated  # a '包月' price alone is the rent per month
    # a cost or an estimate of a period with no rate beside it ('Monthly cost (USD)', 'Estimated monthly cost (USD)'
    # alone, a cloud calculator's export) is that period's rent; beside a rate it is a cost price or a figure
    # computed from the rate ('Est. monthly commit'), never a rent of its own
    never = {"discount", "list", "lease"} | ({"cost", "fx"} if rated else set())
    for c, t in enumerate(texts):
        if c in hidden or not t:
            continue
        period = price_period(t)
        if period is None:
            continue
        m = match_header_cell(t)
        f = m.field if m else None
        if m is not None and m.level == 3 and f == "price" and period_alone(t):
            # 'Tau' (Tuvaluan and Samoan: the price; Māori: a year): a header that is a price word and nothing else
            # names no rental period, whatever another language spells the same
            continue
        roles = price_roles(t)
        if _committed(t, roles) and not (short and term_months(t) is None):
            continue  # a committed-term rate, not a rental period's price
        if (
            roles & never
            or (f == "reserved_hourly" and period == "hour")
            or (roles & {"cost", "fx"} and period == "hour")
        ):
            # ('折合（元/卡·时）': a purchase converted to a rate per card-hour, a figure of a cost sheet, no rent)
            continue  # a lease's monthly payment is its price, not a rent per month
        named = f in ("price", "hourly", "reserved_hourly", "period")
        alone = (m is None or m.level == 1) and period_alone(t)  # 'Monat' (no fuzzy 'montant'), 'Per week'
        if named or header_units(t)[0] is not None or alone:
            out[c] = period  # a price word, a currency ('元/日') or the period alone as the header ('Woche')
    return out


def _rental_columns(texts, columns, alt, periods, prices, conventions) -> tuple:
    """The mapping of a rental list: its hourly price column is the quote's price per device-hour; with none, the
    shortest period's price divided by its hours (24 a day, 168 a week, 730 a month, 8,760 a year). The other
    periods' prices are kept as context, and no period column is a purchase price."""
    hourly = [c for c, p in periods.items() if p == "hour"]
    if "hourly" in columns and periods.get(columns["hourly"], "hour") == "hour":
        chosen = columns["hourly"]  # the rate chosen as for any rate card ('On-demand' over 'Spot ($/hr)', per GPU)
    elif hourly:
        ranked = sorted(hourly, key=lambda c: ("per_device" not in price_roles(texts[c]), c))
        chosen = ranked[0]
    else:
        chosen = min((c for c in periods), key=lambda c: (PERIOD_HOURS[periods[c]], c))
    for key in ("price", "hourly", "reserved_hourly", "period", "total"):
        if key in columns and (columns[key] in periods or key == "price"):
            columns.pop(key)
    columns["hourly"] = chosen
    alt = {k: v for k, v in alt.items() if not k.startswith("per_") and v not in periods}
    for c, p in sorted(periods.items()):
        if c != chosen and p != "hour":
            alt.setdefault(f"per_{p}", c)
    period = periods.get(chosen, "hour")
    roles = price_roles(texts[chosen]) - {"per_month", "cost", "fx"} | (
        {f"period_{period}"} if period != "hour" else set()
    )
    names = ", ".join(f"{column_letter(c)} ({texts[c]})" for c in sorted({*periods, chosen}))
    if period == "hour":
        conventions.append(
            Msg(
                "price: a rental list with a price per period ({columns}); the quote is the hourly price in column "
                "{col}, the others are kept as context",
                columns=names,
                col=column_letter(chosen),
            )
        )
    else:
        conventions.append(
            Msg(
                "price: a rental list without an hourly price ({columns}); the quote is the {period} price in column "
                "{col} divided by {hours:g} hours (a day is 24 h, a week 168 h, a month 730 h, a year 8,760 h)",
                columns=names,
                period=PERIOD_NAMES[period],
                col=column_letter(chosen),
                hours=PERIOD_HOURS[period],
            )
        )
    bought = [(c, r) for c, _f, r in prices if c not in periods and not r & {"cost", "discount"}]
    if bought and period == "hour":  # a dealer who sells and rents: the purchase price is a quote of its own
        _purchase_beside_rent(bought, texts, alt, conventions)
    return columns, alt, frozenset(roles), conventions


def _purchase_beside_rent(bought, texts, alt: dict, conventions: list) -> None:
    """A list that rents and sells: the best-ranked purchase column among `bought` ((column, role set) pairs) is read
    as a purchase quote of its own, said once in the sheet's conventions."""
    alt["purchase"] = max(bought, key=lambda p: (_price_rank(p[1]), -p[0]))[0]
    conventions.append(
        Msg(
            "price: the purchase price in column {col} ({head}) is read as a purchase quote beside the rent",
            col=column_letter(alt["purchase"]),
            head=texts[alt["purchase"]],
        )
    )


def period_hours(roles: frozenset) -> float:
    """Hours in the rental period of a price column (1 for an hourly price)."""
    for period in ("day", "week", "month", "year"):
        if f"period_{period}" in roles:
            return PERIOD_HOURS[period]
    return 1.0


def _titled_rows(rows, start: int, hidden: set[int], columns: dict[str, int], matcher) -> int | None:
    """The column labelling the rows of blocks whose device is named alone on a row above them ('NVIDIA L40S 48GB'
    over '1-7 | 7,950' and '8+ | 7,700'), when such a title names a device and a priced row follows it; else None."""
    price = columns.get("price", columns.get("hourly"))
    if price is None:
        return None
    titles = priced = 0
    for r in range(start, min(len(rows), start + 2 * SAMPLE_ROWS)):
        row = rows[r]
        filled = [c for c, v in enumerate(row[:INFER_COLS]) if v not in ("", None) and c not in hidden]
        if len(filled) == 1 and isinstance(row[filled[0]], str) and _device_score(matcher, row[filled[0]]) >= 1.0:
            titles += 1
        elif price < len(row) and row[price] not in ("", None) and _sample_price(row[price]).ok:
            priced += 1
    if not titles or priced < titles:
        return None
    return next((c for c in range(len(rows[start - 1])) if c not in hidden and c != price), None)


def _rate_or_price(rows, start: int, texts: list[str], columns: dict[str, int], matcher) -> str:
    """Whether an hourly column whose header names no hour ('Price per GPU', 'Price per instance') holds rates or
    purchase prices: an hour anywhere else in the header, a billing-unit or instance column, or figures that pay
    for the devices in under 80,000 hours make it rates; figures near the devices' reference prices make it
    prices. 'hourly' when it cannot be told."""
    col = columns["hourly"]
    head = texts[col] if col < len(texts) else ""
    if price_period(head) is not None or any(_hour_word(t) for c, t in enumerate(texts) if c != col and t):
        return "hourly"  # a rate per hour, day or month (a rental list's column), or beside one
    if "period" in columns or "instance" in columns or "reserved_hourly" in columns:
        return "hourly"
    from gpucompare.core.money import FxTable
    from gpucompare.core.pricing import reference_price

    model_col = columns.get("model")
    if model_col is None:
        return "hourly"
    currency, _scale = header_units(head)
    fx = FxTable.bundled()
    ratios = []
    for r in range(start, min(len(rows), start + SAMPLE_ROWS)):
        row = rows[r]
        if col >= len(row) or model_col >= len(row) or not isinstance(row[model_col], str):
            continue
        p = _sample_price(row[col])
        device = matcher.resolve(row[model_col][:200]).device_id
        if not p.ok or p.on_request or device is None:
            continue
        ref = reference_price(device, currency or "USD", fx)
        if ref is not None and ref.mid > 0:
            ratios.append(p.min / ref.mid)
    if ratios and median(ratios) >= 0.05:
        return "price"
    return "hourly"


def _kind(columns: dict[str, int], roles: frozenset) -> str | None:
    if "hourly" in columns or "hourly" in roles:
        return "cloud"
    if any(f in columns for f in PRICE_FIELDS):
        return "prices"
    if sum(f in columns for f in PERF_FIELDS) >= 2:
        return "specs"
    return None


def find_table(rows: list[list], hidden_rows: set[int], hidden_cols: set[int], matcher) -> Table | None:
    """The most header-like row of the first HEADER_SEARCH_ROWS with a model (or part number or instance) column
    and a price column, or model and spec columns; columns the words miss are recognised from the data."""
    best: tuple | None = None
    limit = min(len(rows), HEADER_SEARCH_ROWS)
    for r in range(limit):
        if r in hidden_rows:
            continue
        if sum(1 for v in rows[r][:HEADER_SEARCH_COLS] if isinstance(v, str) and v.strip()) < 2:
            continue
        if _data_row(rows[r], matcher):
            continue  # 'ecs.gn8v | H20 96G | 8 | 192 | 1536': a product row, never a header
        found = table_at(rows, r, hidden_cols, matcher)
        if found is None:
            continue
        table, two = found
        words = len(table.columns) - len(table.inferred)
        # the first table of the sheet by its words; a later one is read when the rows reach its header
        score = (not table.inferred, -r if not table.inferred else words - 2 * len(table.inferred), two)
        if best is None or score > best[0]:
            best = (score, table)
            if score[0]:
                break  # a header by its words: a later row scores less (-r), an inferred one less still; none can win
    return None if best is None else best[1]


_MEMORY_CELL = lx.compiled(r"^\s*\d{1,4}\s?(?:GB|G|TB)\s*$", re.I)


def _memory_column(rows: list[list], start: int, hidden: set[int], taken: set[int]) -> int | None:
    """A column most of whose sampled cells (three or more) are memory sizes alone ('24GB', '80 GB', '141G')."""
    width = min(len(rows[start]) if start < len(rows) else 0, INFER_COLS)
    for c in range(width):
        if c in hidden or c in taken:
            continue
        vals = [v for v in _sample(rows, start, c) if isinstance(v, str) and v.strip()]
        if len(vals) >= 3 and sum(1 for v in vals if _MEMORY_CELL.match(v)) >= 0.75 * len(vals):
            return c
    return None


def _month_counts(rows: list[list], start: int, col: int) -> bool:
    """Whether a term column's filled cells are counts of months (12, 24, 36, '24 months', 'sanza 12'), not a minimum
    term in words ('1年')."""
    vals = [v for v in _sample(rows, start, col) if v not in ("", None)]
    nums = [(parse_number(v) or term_months(v, cell=True)) if isinstance(v, str) else v for v in vals]
    return bool(nums) and all(isinstance(n, int | float) and 1 <= n <= 120 and float(n).is_integer() for n in nums)


def _data_row(row: list, matcher) -> bool:
    """A row that names a catalog device and holds two or more numbers is a product row, not a header (a header
    names fields; its first data row must not be taken for it when the header's words are not recognised)."""
    nums = [v for v in row[:HEADER_SEARCH_COLS] if isinstance(v, int | float) and not isinstance(v, bool)]
    # and amounts written as text with their units ('$2.99', '29 400,00 €', '1,085,000/='): a header cell names a
    # field, it never reads as a price
    nums += [
        p.min
        for v in row[:HEADER_SEARCH_COLS]
        if isinstance(v, str)
        and any(ch.isdigit() for ch in v[:40])
        and (p := _sample_price(v[:80])).ok
        and p.min == p.min
        and not p.on_request
    ]
    if len(nums) < 2:
        return False
    if any(abs(v) >= _AMOUNT or not float(v).is_integer() for v in nums):
        # an amount (642,000, 2.49) among its cells: whatever words it holds ('... 64GB PCIe' of a device the
        # catalog lacks), a header names fields and holds no prices; quantities, tiers and years are whole and small
        return True
    return any(isinstance(v, str) and v.strip() and _device_score(matcher, v) == 1.0 for v in row[:INFER_COLS])


#: a number this large in a row makes it a data row, never a header (header cells hold tiers, counts and years)
_AMOUNT = 10_000


def _lease_said(c: int, texts, columns) -> Msg:
    """The convention of a monthly payment over a term read as a lease (one sentence for a rate card and a list)."""
    return Msg(
        "price: column {col} ({head}) is a monthly payment over the term in column {term}: a lease, not a rental by "
        "the hour",
        col=column_letter(c),
        head=texts[c][:30],
        term=column_letter(columns["lease_term"]),
    )


def table_at(
    rows: list[list], r: int, hidden_cols: set[int], matcher, two_rows: bool = True, least: int = 2
) -> tuple | None:
    """(Table, whether a second header row was read) for a header at row r, or None when no model and price (or
    spec) columns can be told, from the words or from the data under them."""
    if two_rows:
        texts, two = header_texts(rows, r, hidden_cols)
    else:
        texts, two = [_text(v) for v in rows[r][:HEADER_SEARCH_COLS]], False
    # a column of yes/no answers ('(单据头)含税' | 是 / 否, 'Incl. VAT' | Yes / No) is a flag, never the price its
    # header's words might name
    flags = _flag_columns(rows, r + (2 if two else 1), len(texts), hidden_cols)
    # nor is a column of billing units ('Rate unit' | 'per GPU-hour', 'per node-hour (8 GPUs)')
    flags |= {
        c
        for c, t in enumerate(texts)
        if t and c not in hidden_cols and c < INFER_COLS and _billing_units(rows, r + (2 if two else 1), c)
    }
    # nor is a column of dates or timestamps ('提交时间' | 2026-11-27 10:12:33)
    flags |= _time_columns(rows, r + (2 if two else 1), len(texts), hidden_cols)
    # nor a column of lengths of time ('续费时长' | 1个月 / 12个月): a term, not a rate by its header's hour word
    flags |= _duration_columns(rows, r + (2 if two else 1), len(texts), hidden_cols)
    # nor, beside a price column whose cells are amounts, one whose cells hold none ("Tau'a" | 'I te fare toa', '2
    # hepetoma': a header word found inside another word names a lead time's column)
    flags |= _amountless_beside_amounts(rows, r + (2 if two else 1), texts, hidden_cols | flags, matcher)
    columns, alt, roles, conventions = map_columns(texts, hidden_cols)
    priced = {c for f, c in columns.items() if f in _PRICED_FIELDS} | set(alt.values())
    skipped: set[int] = set()
    while flags & priced - skipped:  # (the column taken next may be a flag too: each is set aside in turn)
        skipped |= flags & priced
        columns, alt, roles, conventions = map_columns(texts, hidden_cols | skipped)
        priced = {c for f, c in columns.items() if f in _PRICED_FIELDS} | set(alt.values())
    if "reserved_hourly" in columns and not any(f in columns for f in PRICE_FIELDS) and "hourly" not in roles:
        # only committed rates ('Committed rate' | 3.49 beside 'Rate unit' | per GPU-hour): they are the prices,
        # each a reserved rate
        columns["hourly"] = columns.pop("reserved_hourly")
        roles = roles | {"hourly", "reserved"}
        conventions.append(
            Msg(
                "price: committed rates only (column {col}, {head}); each quote is a reserved hourly rate",
                col=column_letter(columns["hourly"]),
                head=texts[columns["hourly"]][:30],
            )
        )
    counted = count_subheader([_text(v) for v in rows[r][:HEADER_SEARCH_COLS]], rows[r + 1]) if two else []
    if counted and "price" not in columns and "hourly" not in columns:
        # machines of 1, 2, 4, 8 devices counted under one head: the first count's column stands for the prices
        # (`Table.counts` reads each); the head's units-per-item column is those prices, no count of its own
        columns["price"] = counted[0][0]
        if columns.get("units_per_item") in {c for c, _n in counted}:
            del columns["units_per_item"]
    inferred: list[str] = []
    first_data = r + (2 if two else 1)
    dated = _dated_columns(rows, r, first_data, hidden_cols)
    if dated and columns.get("price") in (None, *(c for c, _d in dated)) and "hourly" not in columns:
        # '型号 | 2026-08-01 | ... | 2026-12-01': a price history, one column per date; the newest is the offer
        c, day = dated[-1]
        columns["price"] = c
        alt = {k: v for k, v in alt.items() if v not in {x for x, _d in dated}}
        conventions.append(
            Msg(
                "price: one price column per date ({cols}); the newest, column {col} ({day}), is the offer and its "
                "date the quote date; the older columns are history, not offers",
                cols=", ".join(f"{column_letter(x)} {texts[x][:16] if d.startswith('--') else d}" for x, d in dated),
                col=column_letter(c),
                day=texts[c][:16] if day.startswith("--") else day,
            )
        )
    named = [
        c
        for c, t in enumerate(texts)
        if c not in hidden_cols and (m := match_header_cell(t)) is not None and m.field in ("model", "part_number")
    ]
    if len(named) > 1:  # '型番' and '品名', 'Part #' and 'Description': the one whose cells name devices
        named.sort(key=lambda c: c != columns.get("model"))  # on a tie the column headed as the model
        own = rows[: _next_header(rows, first_data, hidden_cols)]  # this table's rows, not a second table's
        c = _infer_model(own, first_data, hidden_cols, set(), matcher, among=named)
        if c is not None:
            columns["model"] = c
    if "model" in columns and _device_hits(rows, first_data, columns["model"], matcher) < 1.5:
        # a category column ('GPU服务器', 'Server', '显卡') before the one naming the devices: the devices decide
        not_model = ("price", "hourly", "total", "quantity", "index", "notes", "lead_time", "memory", "form", "vendor")
        taken = {columns[f] for f in not_model if f in columns}
        c = _infer_model(rows, first_data, hidden_cols, taken | {columns["model"]}, matcher)
        if c is not None:
            columns["model"] = c
    elif "model" in columns:
        # a code column named by a word inside its header ('artikel' in 'Artikelnûmer': 'FK-4090', 'FK-R6KA')
        # beside a column whose header the importer cannot read and whose cells name devices on many more rows
        # (the product description): the devices decide
        hits = _device_hits(rows, first_data, columns["model"], matcher)
        unnamed = [
            c
            for c, t in enumerate(texts)
            if t and c not in hidden_cols and c not in columns.values() and match_header_cell(t) is None
        ]
        c = _infer_model(rows, first_data, hidden_cols, set(), matcher, among=unnamed) if unnamed else None
        if c is not None and _device_hits(rows, first_data, c, matcher) >= max(hits + 2, 1.5 * hits):
            columns["model"] = c
            inferred.append("model")
    requested = None
    if "model" in columns and (c := _offered_model(texts, hidden_cols, columns["model"])) is not None:
        requested = columns["model"]
        columns["model"] = c  # '需求型号' | '响应型号': the buyer asked for one device, the vendor offers another
    if "model" in columns and _numbers(rows, first_data, columns["model"]):
        columns.pop("model")  # 'Item' over line numbers 10, 20, 30 is not the product
    if "model" not in columns:  # the devices named under a column tell, before a part number, an instance or
        # a configuration column ('最小规格: 8卡')
        taken = {c for f, c in columns.items() if f not in ("part_number", "instance", "category")}
        c = _infer_model(rows, first_data, hidden_cols, taken, matcher, least=least)
        if c is not None:
            columns["model"] = c
            if c not in (columns.get("part_number"), columns.get("instance")):
                inferred.append("model")
    if "model" not in columns and "config" in columns:
        columns["model"] = columns["config"]
    if "model" not in columns:
        for f in ("part_number", "instance"):
            if f in columns:
                columns["model"] = columns[f]
                break
    if "model" not in columns and _kind(columns, roles) is not None:
        label = _titled_rows(rows, first_data, hidden_cols, columns, matcher)
        if label is not None:
            # 'NVIDIA H100 SXM5 80GB' alone on a row over '1-7 | 28,500' rows: the device is the block's title and
            # the first column labels its rows (tiers, variants, conditions)
            if columns.get("quantity") == label:
                columns.pop("quantity")
            columns["model"] = label
            conventions.append(
                Msg(
                    "rows under a device named alone on its row (a block title) are that device's: its tiers, variants "
                    "or conditions, labelled in column {col}",
                    col=column_letter(label),
                )
            )
    if "model" in columns and _kind(columns, roles) is None:
        tier_cols = [c for c, _q in tier_columns(texts, [c for c in range(len(texts)) if c not in hidden_cols])]
        if tier_cols:  # 'Qty 1-4 | Qty 5-9 | Qty 10+' over prices: the tiers are the price columns
            c = _infer_price(rows, first_data, hidden_cols, set(range(len(texts))) - set(tier_cols))
            if c is not None:
                columns["price"] = c
    amounts: set[int] = set()  # a column headed as a count whose cells are amounts in a currency
    if "model" in columns and _kind(columns, roles) in (None, "specs") and "quantity" in columns:
        q = columns["quantity"]
        if _amounts_in_currency(rows, first_data, q):
            amounts.add(q)
            # a word for 'each' or 'count' inside an unknown price header ('في عدد قيمت (رپيا)' is the price per
            # piece): cells that are amounts in a currency ('Rs 9,85,000') are no quantities; the data decide
            columns.pop("quantity")
            conventions.append(
                Msg(
                    "column {col} ({head}) holds amounts in a currency, not counts: not read as the quantity",
                    col=column_letter(q),
                    head=texts[q][:30],
                )
            )
    if "model" in columns and _kind(columns, roles) in (None, "specs") and "condition" in columns:
        graded = [
            c
            for c, x in enumerate(texts)
            if c not in hidden_cols and header_condition(x) and _amounts_in_currency(rows, first_data, c)
        ]
        if graded:
            # 'Grade A | Grade B | Grade C' over '$24.5k', 'Neu | Gebraucht' over '€ 1.250': a condition word heads
            # a column of amounts in a currency, one price per condition, not a column saying the condition
            columns.pop("condition")
            amounts.update(graded)
    if "model" in columns and _kind(columns, roles) in (None, "specs"):
        # (a price list with a power and a TFLOPS column beside an unnamed price is still a price list: the
        # amounts that fit the devices' prices say so; a spec sheet has none)
        named_cols = {c for c, t in enumerate(texts) if t and match_header_cell(t) is not None}
        # weights and sizes are never prices ('G.W. (kg)', 'Dimensions (cm)' on a packing list)
        named_cols |= {c for c, t in enumerate(texts) if t and _measure_header(t)}
        named_cols -= amounts
        c = _infer_price(
            rows, first_data, hidden_cols, set(columns.values()) | named_cols, least, texts, columns["model"], matcher
        )
        per_quantity = False
        if c is None and "total" in columns:
            c = columns["total"]  # a line amount: the price of one, or of the quantity beside it
            per_quantity = "quantity" in columns
        if c is not None:
            columns["price"] = c
            if per_quantity:
                conventions.append(
                    Msg(
                        "no unit price column: the unit price is the line amount ({amount}) divided by the "
                        "quantity ({qty})",
                        amount=texts[c],
                        qty=texts[columns["quantity"]],
                    )
                )
            else:
                inferred.append("price")
                unit = _unit_price_named_as_tax(rows, first_data, columns, c)
                if unit is not None:
                    # 'Хакĕ, тенкĕ (НДС 22 % шутласа) | Пурĕ': the tax word qualifies the unit price; the column
                    # read from the data is its line amount (the unit price times a quantity that varies by row)
                    columns["total"] = columns.pop("price")
                    columns["price"] = columns.pop("tax_amount")
                    inferred.remove("price")
    if "hourly" in columns and _rate_or_price(rows, first_data, texts, columns, matcher) == "price":
        columns["price"] = columns.pop("hourly")  # 'Price per GPU (USD)' of 27,000 beside an 8-GPU platform
        roles = roles - {"hourly"}
        conventions.append(
            Msg(
                "price: column {col} ({head}) names no period and its prices are purchase prices, not hourly rates",
                col=column_letter(columns["price"]),
                head=texts[columns["price"]],
            )
        )
    kind = _kind(columns, roles)
    if "model" not in columns or kind is None:
        return None
    if "units_per_item" in columns and _fractions(rows, first_data, columns["units_per_item"]):
        # '空闲/总卡数' | 3/8, 'Available/Total' | 2/8: how many cards are free now, not what one price is for
        c = columns.pop("units_per_item")
        conventions.append(
            Msg(
                "column {col} ({head}) holds availability (free of total), not the devices one price is for",
                col=column_letter(c),
                head=texts[c][:30],
            )
        )
    if "currency" in columns and not _names_currencies(rows, first_data, columns["currency"]):
        # an ERP export's currency key ('FCurrencyId#Number' | PRE001) beside its name ('币别#名称' | 人民币): the
        # column whose cells name currencies is the currency
        c = _infer_currency(rows, first_data, hidden_cols, set(columns.values()) - {columns["currency"]}, least=1)
        if c is not None:
            columns["currency"] = c
    if "currency" not in columns:
        c = _infer_currency(rows, first_data, hidden_cols, set(columns.values()))
        if c is not None:
            columns["currency"] = c  # a column of 'USD', 'EUR', 'zł' beside the prices, whatever its header
    if (
        kind == "prices"
        and "period" not in columns
        and "currency" in columns
        and _rental_periods(rows, first_data, columns["currency"])
    ):
        # '计价单位' | 元/卡/月, 元/台/月: units that name a rental period are each row's billing unit too (their currency
        # sign still the row's currency)
        columns["period"] = columns["currency"]
    if kind in ("prices", "cloud") and "period" not in columns:
        taken = set(columns.values())
        for c in range(min(len(texts), INFER_COLS)):
            # (hourly rates' units name an hour: 'per node-hour (8 GPUs)'; '1年' beside them is a minimum term)
            if c not in taken and c not in hidden_cols and _billing_units(rows, first_data, c, kind == "cloud"):
                columns["period"] = c  # a column of 'per GPU-hour', 'instance-hour' under any header
                break
    if kind == "prices" and _rental_prices(rows, first_data, columns["price"]):
        columns["hourly"] = columns.pop("price")  # '$3.50/hr', '€52/Tag', '¥45/天': prices that name their period
        kind = "cloud"
    elif kind == "prices" and "period" in columns and _hourly_period(rows, first_data, columns["period"]):
        columns["hourly"] = columns.pop("price")  # a tariff billed per hour ('Период тарификации: час')
        kind = "cloud"
    elif kind == "prices" and "period" in columns and _rental_periods(rows, first_data, columns["period"]):
        # a rental list billed per day, week or month row by row ('pro Tag', 'за сутки'): each price per hour
        columns["hourly"] = columns.pop("price")
        kind = "cloud"
        roles = roles | {"period_by_row"}
        conventions.append(
            Msg(
                "price: a rental list billed per day, week or month row by row (column {col}); each price is divided "
                "by the hours of its period (a day is 24 h, a week 168 h, a month 730 h, a year 8,760 h)",
                col=column_letter(columns["period"]),
            )
        )
    leases = _lease_term_columns(texts, hidden_cols)
    lease_cols = {c for c, _m in leases}
    main = next(
        (columns[k] for k in ("hourly", "reserved_hourly", "price") if k in columns and columns[k] not in lease_cols),
        None,
    )
    if leases:
        # one decision for a lease beside the price: each term column is a lease quote of its own, never the
        # single lease column a purchase price may have beside it
        alt = {k: v for k, v in alt.items() if v not in lease_cols and k != "lease"}
        said = ("price: the lease or financing payment", "price: a rental list")
        conventions = [x for x in conventions if not str(x).startswith(said)]
    if leases and main is not None:
        # 'On-demand ($/GPU/hr) | Lease 12 months ($/GPU/month) | Lease 24 months', 'Kaufpreis | Leasing 24 Monate |
        # Leasing 36 Monate': the main price stays the quote; each term is a lease quote beside it
        for key in ("hourly", "reserved_hourly", "price", "lease_term", "period", "total"):
            if key in columns and columns[key] in lease_cols:
                columns.pop(key)
        conventions.append(
            Msg(
                "price: a lease's monthly payment per term in columns {cols}, each a lease quote of its own with its "
                "term in months beside the price in column {col}",
                cols=", ".join(f"{column_letter(c)} ({texts[c][:24]})" for c, _m in leases),
                col=column_letter(main),
            )
        )
    elif leases:
        # '租期12个月(元/台/月) | 24个月 | 36个月': a monthly payment per lease term, each term a lease of its own
        for key in ("hourly", "reserved_hourly", "price", "lease_term", "period", "total"):
            if key in columns and (columns[key] in lease_cols or key != "total"):
                columns.pop(key)
        columns["price"] = leases[0][0]
        inferred = [f for f in inferred if f not in ("price", "hourly")]  # named by the lease words of its header
        kind = "prices"
        roles = frozenset(x for x in roles if not x.startswith("period_")) - {"hourly", "reserved", "per_month"}
        roles = roles | {"lease"}
        conventions = [x for x in conventions if not str(x).startswith("price: a rental list")]
        conventions.append(
            Msg(
                "price: a lease's monthly payment per term in columns {cols}; each term is a lease quote of its own "
                "with its term in months, not a rental by the hour",
                cols=", ".join(f"{column_letter(c)} ({texts[c][:24]})" for c, _m in leases),
            )
        )
    totals = [c for c, _m in leases if lease_total(texts[c])]
    if totals:
        conventions.append(
            Msg(
                "price: columns {cols} price a lease's whole term, not a month: each is divided by its months",
                cols=", ".join(column_letter(c) for c in totals),
            )
        )
    if "lease_term" not in columns and ("hourly" in columns or "price" in columns):
        # a column of months or years under a term's word its header match did not read as a field ('续费时长' |
        # 1个月 / 12个月, 'Duration' | 3 months): each row's term
        taken = set(columns.values())
        for c in sorted(_duration_columns(rows, first_data, len(texts), hidden_cols) - taken):
            # (a deposit of so many months' rent, '押金' | 3个月, is no term: the header names one)
            if lexicon().finder("lease.term").search(lx.fold(texts[c][:40])) is not None:
                columns["lease_term"] = c
                break
    if kind == "cloud" and "lease_term" in columns and "hourly" in columns and "reserved_hourly" not in columns:
        c = columns["hourly"]
        monthly = price_period(texts[c]) == "month" or "per_month" in price_roles(texts[c])
        if (
            monthly
            and "per_pflops" not in price_roles(texts[c])
            and "instance" not in columns  # a cloud's instance types ('实例规格'): capacity reserved, no machine lent
            and _month_counts(rows, first_data, columns["lease_term"])
        ):
            # 'Monthly rent' beside 'Term (months)': a payment each month over a term is a lease, not a rate by
            # the hour; each row's term is its own
            columns["price"] = columns.pop("hourly")
            kind = "prices"
            roles = frozenset(x for x in roles if not x.startswith("period_")) - {"hourly", "reserved"}
            roles = roles | {"lease", "lease_or_reserved"}  # (or capacity reserved for the term: each quote says)
            conventions = [x for x in conventions if not str(x).startswith("price: a rental list")]
            conventions.append(_lease_said(c, texts, columns))
    if kind == "prices" and "lease_term" in columns and "price" in columns and "lease" not in roles:
        c = columns["price"]
        if (
            price_period(texts[c]) == "month"
            and "per_pflops" not in price_roles(texts[c])
            and _month_counts(rows, first_data, columns["lease_term"])
        ):
            # '月租金（元/台/月）' beside '租期（月）' with no hourly price: the same lease as on a rate card, never a
            # purchase price; each row's term is its own. Whether it is a lease or capacity reserved for the term
            # the sheet does not say (keys of blind corpora 11 and 20 read it each way): every quote says both
            roles = roles | {"lease", "lease_or_reserved"}
            conventions.append(_lease_said(c, texts, columns))
    # (a list of committed rates has its terms and the amounts they come to beside them, not more rates)
    # a rental list's day, week and month prices are no committed terms
    rented = frozenset(c for c, p in _period_columns(texts, hidden_cols).items() if p != "hour")
    held = columns.get("reserved_hourly")
    if kind == "cloud" and "lease_term" not in columns and held is not None and _names_term_only(texts[held]):
        # 'Commitment term' | '12 months': how long each line is committed for, never a rate (its cells read as
        # prices were words); each line's rate is reserved for its own term
        columns["lease_term"] = columns.pop("reserved_hourly")
    terms = _commitment_columns(texts, hidden_cols, columns, kind, rented) if "reserved" not in roles else []
    if terms:
        term_cols = {c for c, _m in terms}
        if columns.get("reserved_hourly") in term_cols:
            columns.pop("reserved_hourly")
        alt = {k: v for k, v in alt.items() if v not in term_cols}
        conventions.append(
            Msg(
                "price: committed-term rates in columns {cols} ({heads}); each term is a reserved quote of its own, "
                "converted to a rate per hour",
                cols=", ".join(column_letter(c) for c, _m in terms),
                heads=", ".join(texts[c][:30] for c, _m in terms[:6]),
            )
        )
    converted = None
    conversion = None
    payable = None
    if kind == "prices" and "price" in columns:
        source = _converted_from(rows, r, first_data, columns["price"], fallback_prices(texts, hidden_cols, None))
        if source is not None and _discounted_list(texts[source[0]], texts[columns["price"]]):
            # '定価' | '仕切単価' = 定価 x '貴社掛率 0.74' above the table: the constant is the buyer's rate off the list
            # price, not an exchange rate; the net price stays the quote and the list price its context
            conventions.append(
                Msg(
                    "price: column {col} ({head}) is the list price in column {src} ({src_head}) times {rate:,.4g}, a "
                    "rate stated above the table: the net price after that rate is the quote",
                    col=column_letter(columns["price"]),
                    head=texts[columns["price"]][:30],
                    src=column_letter(source[0]),
                    src_head=texts[source[0]][:30],
                    rate=source[1],
                )
            )
            source = None
        elif source is None:
            # the other way round: the price column is the source and another is it converted at the stated rate
            for oc in fallback_prices(texts, hidden_cols, columns["price"]):
                back = _converted_from(rows, r, first_data, oc, [columns["price"]])
                if back is not None and _payable_in_own_currency(texts[oc], texts[columns["price"]]):
                    conventions.append(
                        Msg(
                            "price: column {col} ({head}) is column {src} ({src_head}) times {rate:,.4g}, a rate "
                            "stated above the table, and is named as a unit price in its own currency: the same item "
                            "offered in each currency, a quote per column",
                            col=column_letter(oc),
                            head=texts[oc][:30],
                            src=column_letter(columns["price"]),
                            src_head=texts[columns["price"]][:30],
                            rate=back[1],
                        )
                    )
                    payable = (oc, columns["price"], back[1])
                    break
                if back is not None:
                    conventions.append(
                        Msg(
                            "price: column {col} ({head}) is column {src} ({src_head}) times {rate:,.4g}, a rate "
                            "stated above the table: a conversion; the quote is column {src}",
                            col=column_letter(oc),
                            head=texts[oc][:30],
                            src=column_letter(columns["price"]),
                            src_head=texts[columns["price"]][:30],
                            rate=back[1],
                        )
                    )
                    converted = oc  # the same price in another currency: no alternative offer
                    conversion = (oc, columns["price"], back[1])
                    break
        if source is not None:
            oc, rate = source
            conventions.append(
                Msg(
                    "price: column {col} ({head}) is column {src} ({src_head}) times {rate:,.4g}, a rate stated above "
                    "the table: a conversion; the quote is column {src}",
                    col=column_letter(columns["price"]),
                    head=texts[columns["price"]][:30],
                    src=column_letter(oc),
                    src_head=texts[oc][:30],
                    rate=rate,
                )
            )
            alt = {k: v for k, v in alt.items() if v != oc}
            converted = columns["price"]  # the same price in another currency: no alternative offer
            conversion = (columns["price"], oc, rate)
            columns["price"], roles = oc, price_roles(texts[oc])
    if "model" in columns and not {"memory", "memory_gb"} & set(columns):
        c = _memory_column(rows, first_data, hidden_cols, set(columns.values()) | set(alt.values()))
        if c is not None:
            columns["memory"] = (
                c  # '規格' | 80GB: a column of memory sizes tells a model's variant, whatever its header
            )
    if "price" in inferred and "price" not in columns and "hourly" in columns:
        inferred = ["hourly" if f == "price" else f for f in inferred]  # the column found from its data is a rate
    paid = _paid_amount(texts, columns, kind, roles)
    if paid is not None:
        # '单价(元)' | '数量' | '优惠分摊(元)' | '实付金额(元)': an order report's line amount that names what was paid
        # (after the shop's coupon) over a unit price: the price paid per device is that amount / the quantity, the
        # unit price before the coupon its list price
        conventions.append(
            Msg(
                "price: column {col} ({head}) is the amount paid for the line: the price is it / the quantity ({qty});"
                " column {unit} ({unit_head}) is the unit price before discounts",
                col=column_letter(paid),
                head=texts[paid][:30],
                qty=texts[columns["quantity"]][:20],
                unit=column_letter(columns["price"]),
                unit_head=texts[columns["price"]][:30],
            )
        )
        alt = {k: v for k, v in alt.items() if v != paid}
        alt["list"] = columns["price"]
        columns["price"], roles = paid, price_roles(texts[paid])
    table = Table(r + 1 if two else r, r, columns, texts, kind, alt, roles, inferred, conventions)
    table.converted = conversion
    table.payable = payable
    if dated and columns.get("price") == dated[-1][0]:
        table.dated_price = dated[-1][1] if not dated[-1][1].startswith("--") else None  # (no year: the sheet's)
    for c in sorted(flags):
        said = price_roles(texts[c]) & {"vat_incl", "vat_excl"} if texts[c] else frozenset()
        if len(said) == 1 and c not in columns.values():
            # '(单据头)含税' | 是 / 否: each line's prices with or without VAT (an ERP writes it on a document's
            # first line; the lines under it carry it)
            table.tax_flag = (c, "incl" if "vat_incl" in said else "excl")
            break
    table.terms = terms
    table.lease_terms = leases
    plans = _subscription_plans(table) if kind == "cloud" and not terms else []
    if plans:
        # '包月(元/月)' | '包年(元/年)' and no hourly rate: a cloud's subscription plans, each a rate reserved for its
        # term (a month, a year), per device-hour; the monthly plan the quote, the yearly one a term of its own
        table.terms = plans
        table.alt = {k: v for k, v in table.alt.items() if v not in {c for c, _m in plans}}
        table.roles = table.roles | {"reserved"}
        conventions.append(
            Msg(
                "price: subscription plans ({heads}): each a rate reserved for its term, per device-hour (a month "
                "730 h, a year 8,760 h)",
                heads=", ".join(texts[c][:30] for c in (columns["hourly"], *(c for c, _m in plans))),
            )
        )
    if kind == "cloud" and "hourly" in columns:
        table.more_rates = _more_rates(texts, hidden_cols, columns, alt, terms)
        if table.more_rates:
            conventions.append(
                Msg(
                    "price: further on-demand rates in columns {cols} ({heads}), each an hourly quote of its own",
                    cols=", ".join(column_letter(c) for c in table.more_rates),
                    heads=", ".join(texts[c][:30] for c in table.more_rates[:6]),
                )
            )
            spot = _spot_rates(texts, hidden_cols, columns, alt, [columns["hourly"], *table.more_rates])
            if spot:
                table.spot_rates = spot
                if alt.get("spot") in spot:
                    del alt["spot"]
                if columns.get("lead_time") in spot:
                    del columns["lead_time"]
                conventions.append(
                    Msg(
                        "price: the interruptible (spot) rates in columns {cols} ({heads}), one per region as the "
                        "on-demand ones, each an hourly quote of its own marked for review (it can be preempted)",
                        cols=", ".join(column_letter(c) for c in spot),
                        heads=", ".join(texts[c][:30] for c in spot[:6]),
                    )
                )
    counted = count_subheader([_text(v) for v in rows[r][:HEADER_SEARCH_COLS]], rows[r + 1]) if two else []
    if kind == "prices" and counted and not any(c in hidden_cols for c, _n in counted):
        # 'Nombre de GPU per servidor' over 1 | 2 | 4 | 8: each cell is a whole machine of that many devices, one
        # offer per filled cell, per device once divided by its column's count
        table.counts = counted
        columns["price"] = counted[0][0]
        if columns.get("units_per_item") in {c for c, _n in counted}:
            del columns["units_per_item"]
        table.inferred = [f for f in table.inferred if f != "price"]
        # (its 'GPU' names what is counted: the price is the machine's, never per device as written)
        table.roles = price_roles(texts[counted[0][0]]) - {"per_device", "per_instance"}
        conventions.append(
            Msg(
                "price: one offer per column of {head!r} ({counts}): each cell prices a machine of that many "
                "devices, per device = its price / the count",
                head=texts[counted[0][0]].rsplit(" ", 1)[0][:40],
                counts=", ".join(str(n) for _c, n in counted),
            )
        )
    if kind == "prices" and "price" in columns:
        table.fallbacks = [c for c in fallback_prices(texts, hidden_cols, columns["price"]) if c != converted]
        table.fallbacks = [c for c in table.fallbacks if c not in dict(table.counts)]
        own = rows[: _next_header(rows, first_data, hidden_cols)]  # this table's lines, not a later table's
        summed = whole_and_parts(own, first_data, [columns["price"], *table.fallbacks])
        if summed is not None:
            # 'Price now | Price on arrival | Price', '定金 | 尾款 | 合计单价': one column is the sum of two others on
            # every line, whatever their headers say: it is the price, the two are parts of it (a deposit and a
            # balance, instalments), never another price of the item
            whole, parts = summed
            if columns["price"] != whole:
                columns["price"] = whole
                table.roles = price_roles(texts[whole])
            table.fallbacks = [c for c in table.fallbacks if c not in (whole, *parts)]
            conventions.append(
                Msg(
                    "price: column {col} ({head}) is the sum of columns {a} ({a_head}) and {b} ({b_head}) on every "
                    "line: the whole price; those two are parts of it, never a price",
                    col=column_letter(whole),
                    head=texts[whole][:30],
                    a=column_letter(parts[0]),
                    a_head=texts[parts[0]][:30],
                    b=column_letter(parts[1]),
                    b_head=texts[parts[1]][:30],
                )
            )
        machine = _machine_column(texts, table.fallbacks, columns["price"])
        if machine is not None:
            # '单卡单价 | 8卡整机单价（元/台）': the machine's price is an offer of its own, not another price of the card
            alt["machine"] = machine
            table.fallbacks = [c for c in table.fallbacks if c != machine]
            conventions.append(
                Msg(
                    "column {col} ({head}) prices a machine of {n} devices: a server quote of its own beside the "
                    "card's, per device = its price / {n}",
                    col=column_letter(machine),
                    head=texts[machine][:30],
                    n=units_in_text(texts[machine]),
                )
            )
        chans = [c for c, x in enumerate(texts) if c not in hidden_cols and x and _channel_price(x)]
        if len(chans) >= 2 and columns["price"] in chans:
            # '行貨價 (HK$)' | '水貨價 (HK$)': local-warranty stock and parallel imports of the same card, two offers
            table.channels = sorted(chans)
            table.fallbacks = [c for c in table.fallbacks if c not in chans]
            conventions.append(
                Msg(
                    "price: one offer per sales channel column ({heads}), each named by its column",
                    heads=", ".join(texts[c][:20] for c in table.channels),
                )
            )
        conds = [(c, k) for c, x in enumerate(texts) if c not in hidden_cols and (k := header_condition(x))]
        if len(conds) >= 2 and columns["price"] in {c for c, _k in conds}:
            # 'Új | Használt | Felújított' over prices (a pivot's column labels): one offer per filled cell, each
            # in its column's condition
            table.conditions = conds
            conventions.append(
                Msg(
                    "price: one offer per condition column ({heads}), each in its column's condition",
                    heads=", ".join(texts[c][:20] for c, _k in conds),
                )
            )
    table.per_quantity = "price" in columns and columns.get("price") == columns.get("total") and "quantity" in columns
    table.per_lot = not table.per_quantity and _prices_lots(table)
    if table.per_lot:
        conventions.append(
            Msg(
                PER_LOT_CONVENTION,
                head=texts[columns["price"]],
                qty=texts[columns["quantity"]],
            )
        )
    _read_tiers(table, hidden_cols)
    if kind == "prices" and "price" in columns and not table.tiers:
        _read_buyer_tiers(rows, table, first_data, hidden_cols)
    # 'P/N' beside 'Description': each row is read by whichever of the two names a device
    # (never the buyer's requested model beside the offered one: what was asked for is not what is priced)
    table.other_model = next((x for x in named if x not in (columns.get("model"), requested)), None)
    spill = _header_spill(rows, first_data, texts, hidden_cols, columns)
    if spill is not None:
        columns["config"] = spill
        conventions.append(
            Msg(
                "column {col} has no header of its own beside the model column {model} ({head}): the header is "
                "written once over both, so the text under it is read with each model as its configuration",
                col=column_letter(spill),
                model=column_letter(columns["model"]),
                head=texts[columns["model"]][:30],
            )
        )
    return table, two


#: rows under a header looked at for a headerless column's text
_SPILL_ROWS = 60


def _header_spill(rows: list[list], start: int, texts: list[str], hidden: set[int], columns: dict) -> int | None:
    """The column right of the model column whose header cell is empty while most of its lines hold words (a
    header written once over two columns, as a PDF converted to Excel leaves it: '产品名称 / 规格' over 'NVIDIA HGX
    H100 SXM5 80GB' | '8卡GPU服务器 浪潮NF5688M7'): the model's second half, its configuration. None where no
    configuration column is free, the cell has a header, or its lines hold numbers or nothing."""
    m = columns.get("model")
    if m is None or columns.get("config", m) != m:
        return None
    c = m + 1
    if c in hidden or c >= len(texts) or texts[c] or c in columns.values():
        return None
    words = filled = 0
    for r in range(start, min(len(rows), start + _SPILL_ROWS)):
        row = rows[r]
        model = row[m] if m < len(row) else None
        if not (isinstance(model, str) and model.strip()):
            continue
        filled += 1
        v = row[c] if c < len(row) else None
        if isinstance(v, str) and any(ch.isalpha() for ch in v) and parse_number(v.strip()[:30]) is None:
            words += 1
    return c if filled >= 2 and words >= 0.6 * filled else None


_STATED_RATE = lx.compiled(r"=\s?[^\d\s]{0,4}\s?(\d{1,7}(?:[.,]\d{1,6})?)")


def _discounted_list(source_head: str, price_head: str) -> bool:
    """Whether a price column computed from another at a rate stated above the table is that column's list price
    with the buyer's rate applied ('定価（税抜）' | '仕切単価（税抜）' = 定価 x 掛率): the source's header names a list
    price and the price's header a net price, so the two are different prices in one currency, not a conversion."""
    src, own = price_roles(source_head), price_roles(price_head)
    return "list" in src and "list" not in own and "net" in own


def _payable_in_own_currency(head: str, source_head: str) -> bool:
    """Whether a price column converted at a stated rate is a unit price of its own in another currency ('單價 RMB
    人民幣' beside 'Unit Price HK$ 單價(港幣)'): its header names a currency, not the source's, and a price of the
    same rank, and no conversion or reference word (data/lexicon price_role.fx: 'equivalent', '折合', 'for
    reference'); such a column is the item offered in that currency, a quote of its own."""
    cur, src = header_units(head)[0], header_units(source_head)[0]
    roles = price_roles(head)
    if not cur or cur == src or "fx" in roles or roles & {"list", "total"}:
        return False
    return price_rank(roles) == price_rank(price_roles(source_head))


def _converted_from(rows, header: int, start: int, col: int, others: list[int]) -> tuple[int, float] | None:
    """(the column a price column was converted from, the rate) when every priced row of `col` is another price
    column's amount times one constant (other than 1) and that constant is written above the table (an exchange
    rate: 'Tipo de cambio BNA: 1465', 'Curs BNR'); else None."""
    stated = []
    for row in rows[max(0, header - 12) : header]:
        for v in row[:HEADER_SEARCH_COLS]:
            if v.__class__ in (int, float) and v > 0:
                stated.append(v)
            elif v.__class__ is str and "=" in v[:200]:
                # '1 USD = 26.80 ZiG', 'Tipo de cambio: 1 US$ = 1.465 ARS': the rate written in a sentence
                stated.extend(float(x.replace(",", ".")) for x in _STATED_RATE.findall(v[:200]))
    if not stated:
        return None
    for oc in others:
        ratios = []
        for row in rows[start : start + 60]:
            a = row[col] if col < len(row) else None
            b = row[oc] if oc < len(row) else None
            if a.__class__ in (int, float) and b.__class__ in (int, float) and a > 0 and b > 0:
                ratios.append(a / b)
        if len(ratios) < 2:
            continue
        lo, hi = min(ratios), max(ratios)
        if hi / lo - 1 > 0.002 or abs(lo - 1) < 0.01:
            continue
        k = sorted(ratios)[len(ratios) // 2]
        if any(abs(v / k - 1) < 0.002 for v in stated):
            return oc, k
    return None


def _commitment_columns(
    texts: list[str], hidden: set[int], columns: dict[str, int], kind: str, periods: frozenset = frozenset()
) -> list:
    """(column, months) of a rate card's committed-term prices beside its on-demand rate: a column whose header names
    a commitment ('12 mdr. binding', 'Committed', 'Reserved') or a term under a group header ('1 month | 3 months |
    36 months' under 'Committed term'). Not the on-demand column itself, a lease or a cost."""
    if kind != "cloud":
        return []
    # (a column that is the term itself, 'term_months' | 12, says how long, never what it costs)
    # (nor is a line's total, 'Total contract value': the units times the months, never a rate of its own)
    taken = {columns.get(f) for f in ("hourly", "price", "model", "units_per_item", "lease_term", "total")} | periods
    out = []
    for c, t in enumerate(texts):
        if c in hidden or not t or c in taken:
            continue
        roles = price_roles(t)
        if roles & {"lease", "cost", "discount", "list"} or ("fx" in roles and "hourly" not in roles):
            # ('1年折合月费（万元/月）', a 1-year rate converted to a month's fee for the minimum cards: a figure
            # derived from a rate, never one; '包月折合（元/卡·时）' is the monthly plan's rate per hour)
            continue
        months = term_months(t)
        if "commitment" in roles or (months is not None and ("per_month" in roles or "commitment" in roles)):
            out.append((c, months))
        elif months is not None and _is_term_label(t):
            out.append((c, months))
        elif package_hours(t) is not None:  # '1000卡时包（元）': a prepaid package of device-hours, a commitment
            out.append((c, None))
    if len(out) == 1 and "commitment" not in price_roles(texts[out[0][0]]) and package_hours(texts[out[0][0]]) is None:
        return []  # one column naming a term and no commitment ('12 months' alone) is no matrix of terms
    return out


def _lease_term_columns(texts: list[str], hidden: set[int]) -> list[tuple[int, int]]:
    """(column, months) of a lease table's payment columns, one per term ('租期12个月(元/台/月) | 租期24个月 | 36个月',
    'Lease 24 months (per month) | Lease 36 months'): a header that names a lease (or a lease term) and a term of
    months, priced per month. Two at least (one such column is a lease beside a price); else []."""
    lex = lexicon()
    out = []
    named = False
    for c, t in enumerate(texts[:HEADER_SEARCH_COLS]):
        if c in hidden or not t:
            continue
        months = term_months(t)
        if months is None or "commitment" in price_roles(t):
            continue  # ('Committed term (prepaid monthly) 12 months' is a cloud's committed rate, no lease)
        f = lx.fold(t[:60])
        leased = lex.finder("lease.words", "lease.term").search(f) is not None
        monthly = billed_per(t) == "month" or "per_month" in price_roles(t)
        if not monthly and not leased:
            continue
        named = named or leased
        out.append((c, months))
    if len(out) < 2 or not named or len({m for _c, m in out}) < len(out):
        return []
    return out


def lease_total(text: str) -> bool:
    """Whether a lease term's header prices the whole term ('租期12个月总价(元)', 'Lease 12 months (total)'), not a
    monthly payment: it names a total and no monthly billing unit."""
    if billed_per(text) == "month" or "per_month" in price_roles(text):
        return False
    m = match_header_cell(text)
    return m is not None and m.field == "total"


def _committed(text: str, roles: frozenset) -> bool:
    """Whether a price header is a committed term's ('12 mdr. binding', 'Committed term 12 months', '1-yr
    reserved'): a commitment word and a longer period or term, not an hourly reserved rate column of its own."""
    if "commitment" not in roles:
        return False
    return term_months(text) is not None or "per_month" in roles


def _names_term_only(text: str) -> bool:
    """A header that names a commitment's term and nothing a price has ('Commitment term', not 'Committed rate
    (USD/h)' nor 'Committed 12 months'): no count of months, no currency, no billing unit."""
    if term_months(text) is not None or price_roles(text) - {"commitment"} or header_units(text)[0]:
        return False
    return lexicon().finder("lease.term").search(lx.fold(text[:60])) is not None


def _is_term_label(text: str) -> bool:
    """A header that is (or ends in) a term alone ('Committed term 12 months', '36 months')."""
    f = lx.fold(text[:60])
    return term_months(f[-16:]) is not None


def _read_tiers(table: Table, hidden_cols: set[int]) -> None:
    """Quantity-break price columns ('1-7 units | 8-63 units | 64+ units'): the single-unit tier is the price column
    and every tier is kept: the quote is the single-unit price, the other tiers its alternatives."""
    key = "hourly" if table.kind == "cloud" else "price"
    if key not in table.columns:
        return
    pricey = [
        c
        for c, t in enumerate(table.texts)
        if t
        and c not in hidden_cols
        and c not in {v for f, v in table.columns.items() if f not in (key, "quantity", "total")}
        and (
            ((m := match_header_cell(t)) is not None and m.field in ("price", "hourly", "quantity"))
            or c == table.columns[key]
            or (m is None and tier_label(t) is not None)  # '2-7台', '8台以上' under no other words
        )
        and not price_roles(t) & {"cost", "discount", "per_month", "list"}
    ]
    tiers = tier_columns(table.texts, pricey)
    if not tiers:
        return
    table.tiers = tiers
    if table.columns.get("quantity") in {c for c, _q in tiers}:
        table.columns.pop("quantity")  # 'Unit price by order quantity 1-7 units' is a price, not the quantity
    table.columns[key] = tiers[0][0]
    table.per_quantity = False
    # one rule for every quantity ladder, one break or several ('1–7 units | 8+ units', '1-7 | 8-31 | 32+',
    # '1-9台 | 10台以上'): the quote is what one unit costs, the price for the fewest units; the prices for more units
    # are alternatives, kept in the notes (README, "Quantity breaks")
    table.conventions.append(
        Msg(
            "price: quantity tiers in columns {cols}; the quote is the price for the fewest units, the prices for "
            "more units kept in the notes as alternatives",
            cols=", ".join(column_letter(c) for c, _q in tiers),
        )
    )


_DATE_HEAD = lx.compiled(r"^((?:19|20)\d\d)\s?[-/.年]\s?(\d{1,2})(?:\s?[-/.月]\s?(\d{1,2})日?|月)?$")


def _header_date(v) -> str | None:
    """The day a header cell names as a date (an Excel date, '2026-12', '2026-12-01', '2026年12月'), ISO, or None."""
    if isinstance(v, dt.datetime):
        return v.date().isoformat()
    if isinstance(v, dt.date):
        return v.isoformat()
    if not isinstance(v, str) or len(v) > 16:
        return None
    m = _DATE_HEAD.match(v.strip())
    if m is None:
        return None
    try:
        return dt.date(int(m.group(1)), int(m.group(2)), int(m.group(3) or 1)).isoformat()
    except ValueError:
        return None


def _dated_columns(rows: list[list], r: int, start: int, hidden: set[int]) -> list[tuple[int, str]]:
    """(column, ISO date) of a price history's columns, oldest first: at least two header cells at row r that are
    distinct dates, each over prices; [] otherwise. A board's days written without their year ('12月5日(今日)' |
    '12月4日') are dated '--MM-DD' (ISO without a year), ordered within the year (a January after a December)."""
    out = []
    for c, v in enumerate(rows[r][:HEADER_SEARCH_COLS]):
        day = (_header_date(v) or _header_month_day(v)) if c not in hidden else None
        if day is not None and _row_prices(rows, start, c):
            out.append((c, day))
    days = {d for _c, d in out}
    if len(days) < 2 or len(days) < len(out):
        return []
    partial = [d.startswith("--") for d in days]
    if any(partial) and not all(partial):
        return []  # some days with their year and some without: no order to trust
    december = any(d.startswith("--12") for d in days)

    def order(x):
        d = x[1]
        if not d.startswith("--"):
            return d
        month = int(d[2:4])
        return (month + 12 if december and month <= 2 else month), d[5:]

    return sorted(out, key=order)


#: a header naming a day without its year ('12月5日', '12月5日(今日)'): month, day, then at most a bracketed word
#: ('今日': today)
_MONTH_DAY_HEAD = lx.compiled(r"^(\d{1,2})\s?月\s?(\d{1,2})\s?日\s?(?:[(（][^()（）\d]{1,8}[)）])?$")


def _header_month_day(v) -> str | None:
    """The day a header cell names without its year ('12月5日(今日)'), as '--MM-DD', or None."""
    if not isinstance(v, str) or len(v) > 16:
        return None
    m = _MONTH_DAY_HEAD.match(v.strip())
    if m is None:
        return None
    month, day = int(m.group(1)), int(m.group(2))
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return None
    return f"--{month:02d}-{day:02d}"


_FRACTION = lx.compiled(r"^\s*\d{1,4}\s?/\s?\d{1,4}\s*$")


def _fractions(rows, start: int, col: int) -> bool:
    """Whether most filled cells of a column are 'a/b' counts ('3/8' cards free of 8), whose first number is at most
    the second: an availability, not a count of devices."""
    seen = hits = 0
    for r in range(start, min(len(rows), start + SAMPLE_ROWS)):
        v = rows[r][col] if col < len(rows[r]) else ""
        if v in ("", None):
            continue
        seen += 1
        if isinstance(v, str) and _FRACTION.match(v):
            a, b = (int(x) for x in v.split("/"))
            hits += a <= b
    return seen >= 2 and hits >= 0.8 * seen


def _tier_word(text: str) -> str | None:
    """The buyer tier a text names ('Gold net (-12%)' -> 'gold', '钻石会员价' -> '钻石'), or None."""
    f = lx.fold(str(text)[:120])
    for _c, s, e in lexicon().finder("tier.buyer").finditer(f):
        return f[s:e]
    return None


#: how far before a tier word (characters, folded) the words saying it is the reader's may stand ('贵司适用【' ...)
_ADDRESSED_GAP = 16
_CLAUSE_ENDS = (";", "。", ".", ",", "，")


def _read_buyer_tiers(rows: list[list], table: Table, start: int, hidden_cols: set[int]) -> None:
    """Price columns for different buyers ('MSRP | Silver net | Gold net | Platinum net', '普通会员价 | 钻石会员价'):
    alternatives, never one read without a word. The tier the sheet names above the table ('Your partner tier:
    GOLD') is the price; where it names none or several, the quotes keep the price column chosen, are marked for
    review and list every tier in their notes."""
    tiers: list[tuple[int, str]] = []
    for c, t in enumerate(table.texts):
        if not t or c in hidden_cols:
            continue
        m = match_header_cell(t)
        if m is not None and m.field != "price":
            continue
        word = _tier_word(t)
        if word is not None and _row_prices(rows, start, c) and word not in {w for _c, w in tiers}:
            tiers.append((c, word))
    if len(tiers) < 2:
        return
    table.buyer_tiers = tiers
    said: dict[str, int] = {}  # tier word -> the row above the table naming it
    addressed: dict[str, int] = {}  # tier word -> the row naming it as the reader's ('贵司适用【二级代理价】')
    to_you = lexicon().finder("tier.addressed")
    for r in range(min(table.top, len(rows))):
        for v in rows[r][:HEADER_SEARCH_COLS]:
            if isinstance(v, str) and v.strip():
                f = lx.fold(v[:400])
                before = 0  # the words before a tier are its own: from the tier or clause before it
                for _c, s, e in lexicon().finder("tier.buyer").finditer(f):
                    said.setdefault(f[s:e], r)
                    own = f[max(before, s - _ADDRESSED_GAP) : s]
                    own = own[max(own.rfind(x) for x in _CLAUSE_ENDS) + 1 :]
                    if to_you.search(own) is not None:
                        addressed.setdefault(f[s:e], r)
                    before = e
    named = [(c, w) for c, w in tiers if w in said]
    if len(named) > 1 and len(mine := [(c, w) for c, w in named if w in addressed]) == 1:
        named, said = mine, addressed  # several tiers named, one of them as the reader's: that one
    heads = ", ".join(f"{column_letter(c)} ({table.texts[c][:30]})" for c, _w in tiers)
    if len(named) == 1:
        c, w = named[0]
        old = table.columns["price"]
        table.columns["price"] = c
        table.roles = price_roles(table.texts[c])
        if old != c and old not in {x for x, _w in tiers}:
            table.alt.setdefault("list", old)
        table.alt = {k: v for k, v in table.alt.items() if v != c}
        if old != c:  # what was said of the column first chosen no longer holds
            gone = column_letter(old)
            table.conventions = [m for m in table.conventions if getattr(m, "values", {}).get("col") != gone]
        table.conventions.append(
            Msg(
                "price: columns {heads} are prices for different buyer tiers; the sheet names the reader's tier "
                "({tier}, row {row}): the price is column {col}, every tier kept in the notes",
                heads=heads,
                tier=w,
                row=said[w] + 1,
                col=column_letter(c),
            )
        )
        return
    table.tier_unstated = True
    c = table.columns["price"]
    table.conventions.append(
        Msg(
            "price: columns {heads} are prices for different buyer tiers and the sheet does not say which is the "
            "reader's: the quotes read column {col} ({head}), are marked for review and list every tier in their notes",
            heads=heads,
            col=column_letter(c),
            head=table.texts[c][:30],
        )
    )


def _hour_word(text: str) -> bool:
    """Whether a text names an hour ('per GPU-hour', '元/卡/小时', 'за час')."""
    return lexicon().finder("period.hour").search(lx.fold(text[:80])) is not None


def _long_period(text: str) -> bool:
    """Whether a text names a month or a year ('per month', '元/月', '/mo', 'в месяц', 'annual')."""
    return lexicon().finder("period.month", "period.year").search(lx.fold(text[:80])) is not None


def billing_unit(text: str) -> bool:
    """A billing-unit cell: short, no figures, ending in an hour ('per GPU-hour', '/hr', '元/卡/小时', 'per
    chip-hour')."""
    f = lx.fold(text[:40])
    if "(" in f and f.rstrip().endswith(")"):
        f = f[: f.index("(")]  # 'per node-hour (8 GPUs)': what the unit holds, said after it
    f = f.rstrip(". s")
    if not f or len(f) > 30 or any(ch.isdigit() for ch in f):
        return False
    return any(e >= len(f) for _c, _s, e in lexicon().finder("period.hour").finditer(f))


def _billing_units(rows, start: int, col: int, hours_only: bool = False) -> bool:
    """Whether a column's cells are billing units (most of them, and at least two): by the hour ('per GPU-hour',
    '元/卡/小时') or, unless `hours_only`, a rental period alone ('pro Tag', 'per week', 'за сутки')."""
    vals = [str(v).strip() for v in _sample(rows, start, col)]
    hits = sum(1 for v in vals if len(v) <= 30 and (billing_unit(v) or (not hours_only and period_alone(v))))
    return hits >= 2 and hits >= 0.6 * len(vals)


def _hourly_period(rows, start: int, col: int) -> bool:
    """A column of billing units for hourly rates (some rows may be billed per month: those are not rates)."""
    vals = [str(v)[:80] for v in _sample(rows, start, col)]
    hourly = sum(1 for v in vals if _hour_word(v))
    longer = sum(1 for v in vals if _long_period(v) and not _hour_word(v))
    if any(_per_piece(v) for v in vals if not _hour_word(v) and not _long_period(v)):
        # 'per GPU-hour' on some rows, 'per card' or 'per server (8 GPUs)' on others: a list that sells and rents,
        # each row read from its own unit (a rate where it names an hour, a purchase price where it names a piece)
        return False
    return hourly > 0 and hourly + longer >= 0.6 * len(vals)


def _per_piece(text: str) -> bool:
    """Whether a unit cell prices a piece ('per card', 'per server (8 GPUs)', 'each', 'pro Stück')."""
    return lexicon().finder("price_text.per_unit").search(lx.fold(text[:40])) is not None


def _rental_prices(rows, start: int, col: int) -> bool:
    """A price column whose cells name their rental period ('$3.50/hr', '€52/Tag'), most of the written ones."""
    vals = [v for v in _sample(rows, start, col) if isinstance(v, str)]
    return len(vals) >= 2 and sum(_sample_price(v).period is not None for v in vals) >= 0.6 * len(vals)


def _rental_periods(rows, start: int, col: int) -> bool:
    """A column of rental periods longer than an hour ('per day', 'pro Woche', 'за сутки', '元/月'), most cells."""
    vals = [str(v)[:80] for v in _sample(rows, start, col)]
    named = [price_period(v) for v in vals]
    return bool(vals) and "hour" not in named and sum(p is not None for p in named) >= 0.6 * len(vals)


def _numbers(rows, start: int, col: int) -> bool:
    vals = _sample(rows, start, col)
    return len(vals) >= 2 and sum(1 for v in vals if isinstance(v, int | float)) >= 0.6 * len(vals)


def _amounts_in_currency(rows, start: int, col: int) -> bool:
    """Whether most of a column's filled cells are amounts that name a currency ('Rs 9,85,000', '€ 1.250,00'):
    prices, whatever its header says (never a count)."""
    vals = _sample(rows, start, col)
    if len(vals) < 2:
        return False
    marked = 0
    for v in vals:
        p = _sample_price(v) if isinstance(v, str) else None
        marked += p is not None and p.ok and not p.on_request and p.currency not in (None, "XXX")
    return marked >= 0.6 * len(vals)


def _sample(rows, start: int, col: int):
    out = []
    for r in range(start, min(len(rows), start + SAMPLE_ROWS)):
        v = rows[r][col] if col < len(rows[r]) else ""
        if v not in ("", None):
            out.append(v)
    return out


def _offered_model(texts: list[str], hidden: set[int], col: int) -> int | None:
    """The vendor's response model column when the model column is the buyer's requested one (an RFQ answered in
    place: '需求型号及参数' | '响应型号', 'Requested model' | 'Offered model'); None otherwise."""
    lex = lexicon()
    requested = lex.phrases("model_column.requested")
    offered = lex.phrases("model_column.offered")
    if not any(w in lx.fold(texts[col]).lower() for w in requested):
        return None
    for c, t in enumerate(texts):
        if c == col or c in hidden or not t:
            continue
        m = match_header_cell(t)
        if m is not None and m.field == "model" and any(w in lx.fold(t).lower() for w in offered):
            return c
    return None


def _device_score(matcher, text: str) -> float:
    """How surely a cell names a catalog device: 1 for a match, 0.5 for a few candidates, 0 for a guess. A cell that
    reads as a price with its own units ('¥19,999', '5.5万', '10w~12w', '询价') names none and is not looked up (a
    bare number may be a model number: '4090')."""
    text = text[:200]
    if parse_number(text) is None and _sample_price(text).ok:
        return 0.0
    m = matcher.resolve(text)
    if m.device_id is not None:
        return 1.0 if m.how != "fuzzy" else 0.0
    return 0.5 if m.how == "ambiguous" else 0.0


def header_condition(text: str) -> str | None:
    """The condition a header cell is, whole ('Új', 'Used', '二手', 'Refurbished'), else None."""
    if not text or len(text) > 24:
        return None
    return _condition_words().get(lx.squash(text))


@lru_cache(maxsize=1)
def _condition_words() -> dict[str, str]:
    return {
        w: k
        for k, words in lx.get().table("condition").items()
        if not k.startswith("cell_") and k != "grade"
        for w in words
    }


_PRICED_FIELDS = frozenset({"price", "hourly", "reserved_hourly", "total", "period"})


def _infer_currency(rows, start, hidden, taken, least: int = 2) -> int | None:
    """A column whose cells are all currency codes or signs ('USD', 'EUR', '€', 'zł'), at least `least` of them."""
    width = min(len(rows[start]) if start < len(rows) else 0, INFER_COLS)
    for c in range(width):
        if c in hidden or c in taken:
            continue
        vals = _sample(rows, start, c)
        if len(vals) < least or not all(isinstance(v, str) and len(v.strip()) <= 4 for v in vals):
            continue
        if all(header_units(v)[0] is not None for v in vals):
            return c
    return None


@lru_cache(maxsize=1)
def _flag_words() -> frozenset[str]:
    """Yes/no answers, and the tax statements a basis column answers with instead ('含税（13%专票）' | '不含税')."""
    lex = lx.get()
    return frozenset(lex.words("flag.yes")) | frozenset(lex.words("flag.no")) | frozenset(tax_answers())


@lru_cache(maxsize=1)
def tax_answers() -> dict[str, str]:
    """A whole cell that states its line's tax basis, squashed -> 'incl' or 'excl' ('含税', '不含税', 'incl. VAT')."""
    lex = lx.get()
    out = {lx.squash(w): "incl" for w in lex.words("tax.cell_incl")}
    out.update({lx.squash(w): "excl" for w in lex.words("tax.cell_excl")})
    return out


#: a remark in brackets after a yes/no answer ('是（13%专票）', 'Yes (9% GST)'): the answer is the word before it
_REMARK = lx.compiled(r"\s*[(（\[【][^()（）\[\]【】]{0,40}[)）\]】]\s*$")


def _flag_columns(rows, start: int, width: int, hidden: set[int]) -> set[int]:
    """The columns whose sampled cells (two or more) are all yes/no words or tax statements, each perhaps with a
    remark in brackets ('是（13%专票）' | '否', '含税（13%专票）' | '不含税': a tax statement, never a price)."""
    words = _flag_words()
    out = set()
    for c in range(min(width, INFER_COLS)):
        if c in hidden:
            continue
        # a dash is no answer ('是否含税' | 含税, —, 不含税): the others decide
        vals = [v for v in _sample(rows, start, c) if not (isinstance(v, str) and _NO_ANSWER.match(v))]
        if len(vals) >= 2 and all(isinstance(v, str) and _yes_or_no(v[:60], words) for v in vals):
            out.add(c)
    return out


#: a cell holding only a dash or a slash: left unanswered
_NO_ANSWER = lx.compiled(r"^[\s\-–—/]{1,5}$")


def _yes_or_no(text: str, words: frozenset[str]) -> bool:
    word = yes_no_word(text)
    return word is not None and word in words


def yes_no_word(text: str) -> str | None:
    """A short answer cell without its remark in brackets ('是（13%专票）' -> '是'), squashed; None for a long text."""
    word = _REMARK.sub("", text[:60])
    return lx.squash(word) if len(word) <= 8 else None


def _time_columns(rows, start: int, width: int, hidden: set[int]) -> set[int]:
    """The columns whose sampled cells (two or more) are all dates or times ('2026-11-27 10:12:33', a date cell):
    a submission or collection time, never a price, whatever its header's '时' or 'time' suggests."""
    return _columns_all(
        rows,
        start,
        width,
        hidden,
        lambda v: isinstance(v, (dt.date, dt.time)) or (isinstance(v, str) and is_date_or_time(v)),
    )


def _columns_all(rows, start: int, width: int, hidden: set[int], holds, also=None) -> set[int]:
    """The visible columns whose sampled cells are two or more and all `holds` (and the column `also(c)`)."""
    out = set()
    for c in range(min(width, INFER_COLS)):
        if c in hidden:
            continue
        vals = _sample(rows, start, c)
        if len(vals) >= 2 and all(holds(v) for v in vals) and (also is None or also(c)):
            out.add(c)
    return out


def _duration_columns(rows, start: int, width: int, hidden: set[int]) -> set[int]:
    """The columns whose sampled cells (two or more) are all terms, lengths of months or years ('续费时长' | 1个月 /
    12个月, 'Term' | 3 months / 1 year): each row's term, never a price, whatever the hour or month word of its header
    suggests. A column mixing terms with hours of use ('购买时长' | 1年 / 720小时) is left to the price rules."""
    return _columns_all(
        rows,
        start,
        width,
        hidden,
        lambda v: isinstance(v, str) and is_duration(v),
        lambda c: _month_counts(rows, start, c),
    )


def _amountless_beside_amounts(rows, start: int, texts: list[str], hidden: set[int], matcher) -> set[int]:
    """The columns whose headers name a price but none of whose sampled cells (two or more) holds an amount (words,
    durations: 'In stock', '2 weeks'), when another column whose header names a price holds amounts in most of its
    cells: that one is the price; the words are no price on request. A column whose cells name devices is left to
    the model's rules (a caption over a pivot's row labels names a price too)."""
    named = [
        c
        for c, t in enumerate(texts[:INFER_COLS])
        if t and c not in hidden and (m := match_header_cell(t)) is not None and m.field in ("price", "hourly")
    ]
    if len(named) < 2:
        return set()
    counts = {c: _amount_cells(rows, start, c) for c in named}
    # a column of prices on request ('POA', 'Call') is a price column still, beside a list price or not
    none = {
        c
        for c, (n, amounts, asked) in counts.items()
        if n >= 2 and amounts == 0 and asked < 0.5 * n and _device_hits(rows, start, c, matcher) < 1
    }
    if none and any(c not in none and n >= 2 and amounts >= 0.6 * n for c, (n, amounts, _a) in counts.items()):
        return none
    return set()


def _amount_cells(rows, start: int, col: int) -> tuple[int, int, int]:
    """(filled cells sampled, how many hold an amount (a number, or a text read as a price with a figure), how many
    say the price is on request)."""
    vals = _sample(rows, start, col)
    n = asked = 0
    for v in vals:
        if isinstance(v, int | float) and not isinstance(v, bool):
            n += 1
        elif isinstance(v, str):
            p = _sample_price(v[:80])
            if p.on_request:
                asked += 1
            elif p.ok and p.min == p.min:
                n += 1
    return len(vals), n, asked


def _names_currencies(rows, start: int, col: int) -> bool:
    """Whether a column's filled cells name currencies (or it has none to tell)."""
    vals = _sample(rows, start, col)
    return not vals or any(isinstance(v, str) and header_units(v[:40])[0] is not None for v in vals)


def _device_hits(rows, start: int, col: int, matcher) -> float:
    """How many of a column's first cells name catalog devices (see `_device_score`)."""
    return sum(_device_score(matcher, v) for v in _sample(rows, start, col) if isinstance(v, str))


def _infer_model(rows, start, hidden, taken, matcher, among=None, least: int = 2) -> int | None:
    best = None
    width = min(len(rows[start]) if start < len(rows) else 0, INFER_COLS)
    for c in among if among is not None else range(width):
        if c in hidden or c in taken:
            continue
        vals = [v for v in _sample(rows, start, c) if isinstance(v, str)]
        if len(vals) < least:
            continue
        hits = sum(_device_score(matcher, v) for v in vals)
        if hits >= least - 0.5 and hits >= 0.3 * len(vals) and (best is None or hits > best[0]):
            best = (hits, c)
    return None if best is None else best[1]


@lru_cache(maxsize=20000)
def _sample_price(v):
    return parse_price(v, default_currency="XXX")


def _measured_in_usage_unit(text: str) -> bool:
    """Whether a header's first word is a unit things are used in ('kWh / mois (PUE inclus)', 'TB / month';
    `facility.usage_unit`) and it names no currency: the column measures an amount of that unit, it prices nothing
    ('€/kWh' names its currency first)."""
    words = re.findall(r"[^\W_]+", lx.fold(text[:60]).lower())
    if not words or header_units(text)[0] is not None:
        return False
    return words[0] in _usage_units()


@lru_cache(maxsize=4096)
def prices_tokens(text: str) -> bool:
    """Whether a price header bills a model API's use per token ('输入（元/百万tokens）', 'Output ($/1M tokens)',
    `facility.per_token`): the column prices tokens, never the accelerators a model runs on."""
    low = lx.fold(str(text)[:80]).lower()
    return any(_token_word(w).search(low) for w in lx.get().phrases("facility.per_token") if w)


@lru_cache(maxsize=64)
def _token_word(w: str) -> re.Pattern:
    w = w.lower()
    return re.compile(rf"(?<![a-z]){re.escape(w)}(?![a-z])" if w.isascii() else re.escape(w))


@lru_cache(maxsize=1)
def _usage_units() -> frozenset[str]:
    return frozenset(w.lower() for w in lx.get().phrases("facility.usage_unit") if w.isalnum())


def _infer_price(
    rows, start, hidden, taken, least: int = 2, texts=None, model_col: int | None = None, matcher=None
) -> int | None:
    """A column whose cells read as prices: most parse, and they are not small counts or a running number; of
    several, the one whose amounts sit nearest the reference prices (or hourly rates) of the devices on their rows
    in the currency its cells or header name, then one that names a currency, and not a line total (a whole
    multiple of another on every row: the unit price times the quantity)."""
    cands = []
    width = min(len(rows[start]) if start < len(rows) else 0, INFER_COLS)
    for c in range(width):
        if c in hidden or c in taken:
            continue
        if texts is not None and c < len(texts) and texts[c] and price_roles(texts[c]) & {"cost", "elsewhere"}:
            # 'Coût par GPU et par mois', 'Energy cost': a cost the buyer bears, not a price offered (a register's
            # book values are found and the sheet then said to be a fixed-asset register)
            continue
        if (
            texts is not None
            and c < len(texts)
            and texts[c]
            and (_measured_in_usage_unit(texts[c]) or prices_tokens(texts[c]))
        ):
            continue  # 'kWh / mois', 'TB stored': an amount of energy or data, not a price
        vals = _sample(rows, start, c)
        if len(vals) < least:
            continue
        if _numbers_an_id(vals, texts[c] if texts is not None and c < len(texts) else ""):
            continue  # 'localId' | 80231, 80232…, 'CreateTime' | 1796436753…: a record's number or time, no price
        ok = []
        marked = 0
        for v in vals:
            p = _sample_price(v)
            if p.ok and not p.on_request:
                ok.append(p.min)
                marked += p.currency not in (None, "XXX")
            elif p.on_request:
                ok.append(None)
            elif (amount := amount_in_unknown_sign(v)) is not None:
                # '41,850,000 Frw': an amount in a sign the lexicon lacks is still a price, so the column is read
                # (each row then says which sign it could not read) and the sheet is not refused as having no prices
                ok.append(amount)
                marked += 1
        nums = [x for x in ok if x is not None]
        if len(ok) < 0.6 * len(vals) or not nums:
            continue
        small = all(x <= 1000 and float(x).is_integer() for x in nums)
        if small and not marked:
            continue  # quantities, stock counts, line numbers
        head_cur = header_units(texts[c])[0] if texts is not None and c < len(texts) and texts[c] else None
        fits = _fitting_rows(rows, start, c, model_col, matcher, head_cur) if model_col is not None else 0
        cands.append(((fits, marked > 0 or head_cur is not None, len(ok), sum(nums) / len(nums)), c))
    if len(cands) > 1:
        by_row = {c: _row_prices(rows, start, c) for _score, c in cands}
        totals = {t for _s, t in cands for _s2, u in cands if u != t and _multiple_of(by_row[t], by_row[u])}
        cands = [x for x in cands if x[1] not in totals] or cands
    return max(cands, key=lambda x: (x[0], -x[1]))[1] if cands else None  # the leftmost on a tie


#: a camelCase header's word boundary ('localId', 'CreateTime')
_CAMEL = lx.compiled(r"(?<=[a-z])(?=[A-Z])")
#: Unix seconds from 2000 to 2100: a record's time stamp, not an amount
_UNIX_SECONDS = (946_684_800, 4_102_444_800)


def _numbers_an_id(vals: list, head: str) -> bool:
    """Whether a column's numbers name or time its records, never a price: its header names an identifier ('Listing
    ID', 'localId' read at its camelCase word), or its whole numbers run up by one (80231, 80232, …) or are Unix
    seconds that never go back and are not all round (a chat export's 'CreateTime'), three at least."""
    if head and "identifier" in price_roles(_CAMEL.sub(" ", head[:60])):
        return True
    nums = [
        float(v)
        for v in vals
        if (v.__class__ in (int, float) and float(v).is_integer())
        or (v.__class__ is str and v.isdigit() and len(v) <= 12)
    ]
    if len(nums) < 3 or len(nums) < len(vals):
        return False
    if all(b == a + 1 for a, b in zip(nums, nums[1:], strict=False)) and nums[0] >= 1000:
        return True  # (a small running number, 1, 2, 3, is a line's number: told apart as a count already)
    low, high = _UNIX_SECONDS
    # (prices of a billion dong or rupiah sorted upwards are round: a clock's seconds are not)
    return (
        all(low <= v <= high for v in nums)
        and all(b >= a for a, b in zip(nums, nums[1:], strict=False))
        and not all(v % 100 == 0 for v in nums)
    )


@lru_cache(maxsize=4096)
def _reference_mid(device_id: str, currency: str) -> float | None:
    """A device's bundled reference price in a currency (None without one or without a rate)."""
    from gpucompare.core.money import FxTable
    from gpucompare.core.pricing import reference_price

    fx = FxTable.bundled()
    if currency not in fx.rates:
        return None
    ref = reference_price(device_id, currency, fx)
    return ref.mid if ref is not None and ref.mid > 0 else None


def _fitting_rows(rows, start: int, col: int, model_col: int, matcher, head_cur: str | None) -> int:
    """How many of a column's first rows hold an amount that is a plausible price for the device the row names: a
    purchase price within a factor of 5 of its reference price, or an hourly rate that pays it back in cloud-rate
    hours, in the currency the cell or the column's header names (none named: no row counts, a bare number could
    be a memory size or a count in any currency)."""
    from gpucompare.sheets.importer.plausibility import PAYBACK_HOURS

    if matcher is None:
        return 0
    low, high = PAYBACK_HOURS
    n = 0
    for r in range(start, min(len(rows), start + SAMPLE_ROWS)):
        row = rows[r]
        if col >= len(row) or model_col >= len(row) or not isinstance(row[model_col], str):
            continue
        p = _sample_price(row[col])
        if not p.ok or p.on_request or not p.min or p.min <= 0:
            continue
        cur = p.currency if p.currency not in (None, "XXX") else head_cur
        if cur is None or cur.startswith(SIGN):  # (an unresolved sign: '¥' is yen or yuan)
            continue
        model = row[model_col][:200]
        m = matcher.resolve(model)
        if m.device_id is None or m.how == "fuzzy":
            continue
        ref = _reference_mid(m.device_id, cur)
        if ref is None:
            continue
        each = p.min / max(1.0, units_in_text(model))
        if 0.2 <= each / ref <= 5 or low <= ref / each <= high:
            n += 1
    return n


#: a rate per hour times these hours is the rate for the longer period within a discount of at most 60% (a
#: committed month bills 300-730 hours' worth): a column beside the price column that is its amounts times one of
#: these on most rows tells, whatever its words, that the price column holds hourly rates
_PERIOD_BAND = (0.4, 1.02)


def rate_beside_period(rows, start: int, col: int, others: Collection[int]) -> tuple[int, str] | None:
    """(the column, the period) of a column whose amounts are the price column's times the hours of a day, week or
    month on at least 3 of 4 rows (and 2 at the least): 'Ka ura | Ka kgwedi' read from their numbers alone, 11.2
    an hour beside 6,200 a month. None when no column is; works in any currency, rated or not."""
    prices = _row_prices(rows, start, col)
    if len(prices) < 2:
        return None
    lo, hi = _PERIOD_BAND
    for c in others:
        if c == col:
            continue
        theirs = _row_prices(rows, start, c)
        pairs = [(theirs[r], v) for r, v in prices.items() if r in theirs and v > 0]
        if len(pairs) < 2:
            continue
        for period in ("day", "week", "month"):
            h = PERIOD_HOURS[period]
            inside = sum(1 for big, v in pairs if lo * h <= big / v <= hi * h)
            if inside >= 2 and inside >= 0.75 * len(pairs):
                return c, period
    return None


def _row_prices(rows, start: int, col: int) -> dict[int, float]:
    out = {}
    for r in range(start, min(len(rows), start + SAMPLE_ROWS)):
        v = rows[r][col] if col < len(rows[r]) else ""
        if v not in ("", None):
            p = _sample_price(v)
            if p.ok and not p.on_request:
                out[r] = p.min
    return out


def _unit_price_named_as_tax(rows, start: int, columns: dict[str, int], amount_col: int) -> int | None:
    """The column headed as a tax amount that is the unit price of the line amount read from the data: on every row
    the amount is a whole multiple of it, the multiple varies from row to row (a quantity; a tax is one rate of the
    price on every row) and is the quantity where a quantity column tells; else None."""
    col = columns.get("tax_amount")
    if col is None or "total" in columns:
        return None
    amount, unit = _row_prices(rows, start, amount_col), _row_prices(rows, start, col)
    if not _multiple_of(amount, unit):
        return None
    ratios = {r: round(amount[r] / unit[r]) for r in amount if r in unit and unit[r] > 0}
    if len(set(ratios.values())) < 2:
        return None
    q = columns.get("quantity")
    if q is not None:
        qty = {r: rows[r][q] for r in ratios if q < len(rows[r])}
        if any(not isinstance(v, int | float) or round(v) != ratios[r] for r, v in qty.items()):
            return None
    return col


def _multiple_of(total: dict[int, float], unit: dict[int, float]) -> bool:
    """Whether on every row both hold, `total` is a whole multiple of `unit`, and more than once on some row."""
    common = [r for r in total if r in unit and unit[r] > 0]
    if len(common) < 2:
        return False
    ratios = [total[r] / unit[r] for r in common]
    whole = all(q >= 0.995 and abs(q - round(q)) <= 0.005 * q for q in ratios)
    return whole and any(round(q) > 1 for q in ratios)


def side_by_side(rows: list[list], t: Table, hidden: set[int]) -> list[tuple[int, int]]:
    """Column ranges [start, stop) of tables standing beside each other under one header row ('GPU | 单价 || 服务器
    | 单价'): split at empty header columns where each side names a model and a price; [] for one table."""
    texts = t.texts
    blocks: list[tuple[int, int]] = []
    start = 0
    for c in range(len(texts) + 1):
        if c == len(texts) or (not texts[c] and c not in hidden and _empty_under(rows, t.header, c)):
            if c > start:
                cols = map_row(texts[start:c], {h - start for h in hidden if start <= h < c})
                if ("model" in cols or "config" in cols) and any(f in cols for f in PRICE_FIELDS):
                    blocks.append((start, c))
                elif blocks and c == len(texts):
                    blocks[-1] = (blocks[-1][0], c)  # trailing columns (notes, stock) belong to the last table
            start = c + 1
    if len(blocks) > 1:
        return blocks
    return _repeated_pairs(rows, t, hidden)


def _repeated_pairs(rows: list[list], t: Table, hidden: set[int]) -> list[tuple[int, int]]:
    """Column ranges of (model, price) pairs repeated along one header row with no gap between them ('Model |
    Price | Model | Price'): a block starts at each column whose header names the model again, when each block
    names a price and devices are named under each model column; [] for one table."""
    fields = [
        (m.field if (m := match_header_cell(x)) is not None and c not in hidden else None) if x else None
        for c, x in enumerate(t.texts)
    ]
    starts = [c for c, f in enumerate(fields) if f == "model"]
    if len(starts) < 2:
        return []
    bounds = [*starts, len(fields)]
    blocks = [(a, b) for a, b in zip(bounds, bounds[1:], strict=False)]
    for a, b in blocks:
        if not any(f in PRICE_FIELDS for f in fields[a:b]):
            return []
    if starts[0] > 0:
        blocks[0] = (0, blocks[0][1])  # a line number or a category before the first model column
    return blocks


def _empty_under(rows: list[list], header: int, c: int) -> bool:
    """No value in column c in the rows under the header (a gap between two tables)."""
    for r in range(header + 1, min(len(rows), header + 1 + SAMPLE_ROWS)):
        if c < len(rows[r]) and rows[r][c] not in ("", None):
            return False
    return True


def header_refusal_detail(rows: list[list], hidden_cols: set[int]) -> str:
    """What the first rows hold, for a refusal: the most header-like row's words and what they were taken for."""
    best = None
    for r in range(min(len(rows), HEADER_SEARCH_ROWS)):
        texts = [_text(v) for v in rows[r][:HEADER_SEARCH_COLS]]
        n = sum(1 for t in texts if t)
        if n >= 2 and (best is None or n > best[0]):
            best = (n, r, texts)
    if best is None:
        return ""
    _n, r, texts = best
    cols = map_row(texts, hidden_cols)
    shown = ", ".join(f"{column_letter(c)} {t!r}" for c, t in enumerate(texts) if t)[:200]
    found = ", ".join(f"{f} = {column_letter(c)}" for f, c in cols.items()) or Msg("nothing recognised")
    return Msg("row {row} reads {cells} ({found})", row=r + 1, cells=shown, found=found)


def _next_header(rows: list[list], start: int, hidden: set[int]) -> int:
    """The row where the next table's header starts (within the sampled rows), or the end of the sample."""
    stop = min(len(rows), start + SAMPLE_ROWS)
    for r in range(start + 1, stop):  # (the row under a header is its first data row, never the next header)
        texts = [_text(v) for v in rows[r][:HEADER_SEARCH_COLS]]
        if sum(1 for x in texts if parse_number(x) is not None) >= 2:
            continue  # amounts and counts typed as text (a CSV's every cell): a data row, whatever its words
        if sum(1 for x in texts if x) >= 2 and is_header_row(texts, hidden) is not None:
            return r
    return stop


#: later tables read per sheet at most: each costs a look at the rows under its header (a hostile sheet of 50,000
#: header-like rows stays linear and quick)
MAX_LATER_TABLES = 200


def later_header(rows: list[list], r: int, hidden_rows: set[int], hidden_cols: set[int], matcher) -> bool:
    """Whether row r, inside a table's data, looks like another table's header: mostly text and header words ('卡型 |
    显存 | 单卡按量（元/卡/小时）'), naming no device and no price, after a blank or title row (or naming a model and
    a price column outright). Cheap: the caller then reads it with `later_table`."""
    row = rows[r][:HEADER_SEARCH_COLS]
    filled = [c for c, v in enumerate(row) if v not in ("", None) and c not in hidden_cols]
    if len(filled) < 2 or any(row[c].__class__ is not str for c in filled):
        return False
    first = filled[:12]  # a header's first cells tell (bounded work on a row of 5,000 notes)
    texts = {c: _text(row[c]) for c in first}
    heads = [c for c in first if sum(ch.isdigit() for ch in texts[c]) < 3 and _header_like(texts[c])]
    if len(heads) < 2 or len(heads) < 0.5 * len(first):
        return False
    if any(_sample_price(texts[c]).ok or _device_score(matcher, texts[c]) > 0 for c in first):
        return False  # a product row written in words, or a price in words
    if _gap_above(rows, r, hidden_rows, hidden_cols):
        return True
    return is_header_row([_text(v) for v in row], hidden_cols) is not None


def later_table(rows: list[list], r: int, hidden_cols: set[int], matcher) -> tuple | None:
    """(Table, whether a second header row was read) for another table's header at row r (see `later_header`): its
    columns told from its words and the data under it, as for the first table; None when they cannot be."""
    found = table_at(rows, r, hidden_cols, matcher, least=1)  # a later table may hold a single row
    if found is None or found[0].kind == "specs":
        return None
    return found


def _header_like(text: str) -> bool:
    """A header word ('显存', 'Unit price'), a price's kind ('含税') or a rental period as a header ('Woche',
    '包周（元/周）'), not a value that counts in one ('2 weeks')."""
    m = match_header_cell(text)
    if (m is not None and m.level >= 2) or price_roles(text):
        return True
    return price_period(text) is not None and (period_alone(text) or header_units(text)[0] is not None)


def _gap_above(rows: list[list], r: int, hidden_rows: set[int], hidden_cols: set[int]) -> bool:
    """Whether the visible row above ends a table: blank, a title (one cell filled), or a total or note line
    ('Итого | | 54 000')."""
    up = r - 1
    while up in hidden_rows:
        up -= 1
    if up < 0:
        return True
    cells = [v for c, v in enumerate(rows[up][:HEADER_SEARCH_COLS]) if v not in ("", None) and c not in hidden_cols]
    if len(cells) <= 1:
        return True
    first = next((v for v in cells if isinstance(v, str) and v.strip()), "")
    return row_kind(first[:120]) in ("subtotal", "note")


def is_header_row(texts: list[str], hidden: set[int]) -> dict[str, int] | None:
    """A mapping if a row inside the data is another table's header (a second table on the same sheet)."""
    cols = map_row(texts, hidden)
    if "model" not in cols and "config" in cols:
        cols["model"] = cols["config"]
    if "model" in cols and any(f in cols for f in PRICE_FIELDS):
        return cols
    return None


__all__ = [
    "HEADER_SEARCH_ROWS",
    "Table",
    "find_table",
    "header_refusal_detail",
    "is_header_row",
    "later_header",
    "later_table",
    "map_columns",
]
_ = _NOT_PRICE


def _listing_end(text: str) -> bool:
    """Whether a header names when a listing or an auction ended ('End date', 'Datum ukončení')."""
    return lexicon().finder("date.listing_end").search(lx.fold(str(text)[:60])) is not None


def _per_measure(text: str) -> bool:
    """Whether a header's money is per weight or size ('Rate (£/kg)', 'USD per kg', '元/公斤'): a freight or a
    material rate, never the price of a device."""
    low = lx.fold(str(text)[:60]).lower()
    for _c, s, _e in lx.get().finder("unit.measure").finditer(low):
        if re.search(r"(?:/|\bper)\s?$", low[max(0, s - 5) : s]):
            return True
    return False


def buyback_words(rows: list[list]) -> list[str]:
    """A buy-back price guide's words as written ('BUYBACK PRICE GUIDE — what we PAY', 'We pay – Grade A (USD)'):
    found on two rows or more of the sheet's first 40 (its title and its price headers), one of them a cell naming
    the money paid (a currency: a price header), the prices under them are what the sender pays for the reader's
    devices, not offers to sell; [] otherwise (a sales list's 'Ask about our buyback programme' is no such sheet).
    Every string cell's first 200 characters are read once."""
    find = lx.get().finder("sheet.buyback")
    found: list[str] = []
    hits = 0
    priced = False
    for row in rows[:40]:
        hit = None
        for v in row[:HEADER_SEARCH_COLS]:
            if v.__class__ is str and v:
                low = lx.fold(v[:200]).lower()
                m = next(iter(find.finditer(low)), None)
                if m is not None:
                    hit = hit or low[m[1] : m[2]]
                    priced = priced or (len(v) <= 60 and header_units(v)[0] is not None)
        if hit is not None:
            hits += 1
            if hit not in found:
                found.append(hit)
    return found if hits >= 2 and priced else []


def estimate_words(rows: list[list], t: Table) -> list[str]:
    """A buyer's purchase requisition or budget estimate, its words as written ('Est. unit cost (NZD excl GST)' under
    'PURCHASE REQUISITION' and 'Prices are ESTIMATES for budget approval'): the table's price header names an
    estimate and a line above the table names an estimate or a requisition too, so the prices are what the buyer
    expects to pay, asked for approval, not a supplier's offer; [] otherwise (a quote's 'Estimated freight' line or
    'estimated delivery' names no price column). Every string cell above the header is read once (40 lines at most)."""
    c = t.columns.get("price")
    if c is None or c >= len(t.texts) or not t.texts[c]:
        return []
    lex = lx.get()
    own = next(iter(lex.finder("sheet.estimate").finditer(lx.fold(t.texts[c][:120]).lower())), None)
    if own is None:
        return []
    find = lex.finder("sheet.estimate", "sheet.requisition")
    found = [lx.fold(t.texts[c][:120]).lower()[own[1] : own[2]]]
    for row in rows[max(0, t.top - 40) : t.top]:
        for v in row[:HEADER_SEARCH_COLS]:
            if v.__class__ is str and v:
                low = lx.fold(v[:200]).lower()
                for m in find.finditer(low):
                    if low[m[1] : m[2]] not in found:
                        found.append(low[m[1] : m[2]])
    return found if len(found) >= 2 else []


def sell_side_column(t: Table | None) -> int | None:
    """The selling side's price column of a two-way board that a buy-back guide's words head ('We buy (EUR)' |
    'We sell (EUR)'): the prices the sender sells at are offers, the ones it buys at are not; None when the table
    has no such column (the sheet is a buy-back guide only)."""
    if t is None or t.kind != "prices":
        return None
    find = lx.get().finder("sheet.sell_side")
    for c, text in enumerate(t.texts):
        if text and find.search(lx.fold(text[:80]).lower()) is not None and header_units(text)[0] is not None:
            return c
    return None


def is_freight_quote(texts: list[str]) -> bool:
    """Whether a header prices carriage: a column of money per weight ('Rate (£/kg)', 'USD per kg') beside the cargo
    lines. Its charges are for carrying the goods its lines name, never the goods' price."""
    return any(t and _per_measure(t) and header_units(t)[0] is not None for t in texts)


def _measure_header(text: str) -> bool:
    """Whether a header names a weight or a size ('N.W. (kg)', 'Gross weight', 'Dimensions (cm)', '毛重'), or a
    factor that multiplies an amount ('Lease Rate Factor', 'Leasingfaktor', '费率系数'): a number, never money."""
    return lx.get().finder("unit.measure", "unit.ratio").search(lx.fold(str(text)[:60]).lower()) is not None


#: the months of a subscription plan's period
_PLAN_MONTHS = {"month": 1, "year": 12}


def _subscription_plans(t: Table) -> list[tuple[int, int]]:
    """(column, months) of a cloud's subscription plans beside its monthly plan ('包月(元/月)' | '包年(元/年)'), where
    the table has no hourly rate: the quote is the monthly plan read per device-hour, and its other plan columns are
    terms of their own; [] otherwise."""
    chosen = t.columns.get("hourly")
    if chosen is None or "reserved" in t.roles or "period_month" not in t.roles:
        return []
    if "per_month" not in price_roles(t.texts[chosen]):
        return []  # a monthly price that names no plan ('月租金(元/台)'): a rent, not a subscription's plans
    out = []
    for k, c in t.alt.items():
        period = k[4:] if k.startswith("per_") else ""
        if period in _PLAN_MONTHS and c != chosen and "per_month" in price_roles(t.texts[c]):
            out.append((c, _PLAN_MONTHS[period]))
    return sorted(out)


def _paid_amount(texts: list[str], columns: dict[str, int], kind: str | None, roles: frozenset) -> int | None:
    """The line-amount column of an order report whose header names the amount paid ('实付金额(元)') beside a unit
    price and a quantity: the price paid per device is that amount / the quantity (a coupon shared over the line
    makes it less than the unit price), or None."""
    if kind != "prices" or not {"price", "total", "quantity"} <= set(columns) or "final" in roles:
        return None
    total = columns["total"]
    if total == columns["price"] or not texts[total] or "final" not in price_roles(texts[total]):
        return None
    return total
