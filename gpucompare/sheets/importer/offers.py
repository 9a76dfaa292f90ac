"""Several offers on one row: column groups, one per bidder or participant, found from the header's own shape.

A bid comparison or a sourcing tool's bid report repeats the same columns once per bidder ('Bidder 1 | Unit price |
Line total', 'Andes S.A. - Price | Andes S.A. - Extended Price'): a group is a run of neighbouring columns whose
headers share a leading name, and it offers when exactly one of its columns is a price. With two or more such groups
under the same price words, each group's price on a row is its own quote, left to right; columns outside the groups
(the buyer's historic or reserve price, a computed lowest price) are not offers. No word list: the shape decides.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import re
from functools import lru_cache

from gpucompare.sheets import lexicon as lx
from gpucompare.sheets.header import match_header_cell, norm, price_roles
from gpucompare.sheets.importer.choose import Table

_TOKEN = re.compile(r"\S+")
_EDGE = " -–—:|/,;·"


def _tokens(text: str) -> list[str]:
    return _TOKEN.findall(str(text or "")[:200])


def _common(a: list[str], b: list[str]) -> int:
    n = 0
    while n < len(a) and n < len(b) and a[n] == b[n]:
        n += 1
    return n


def offer_groups(t: Table) -> list[tuple[str, int, int | None]]:
    """(the group's name, its price column, its line-total column or None) of each offer group, left to right;
    [] unless two or more groups offer under the same price words."""
    if t.kind != "prices" or "price" not in t.columns:
        return []
    toks = [_tokens(x) for x in t.texts]
    names: list[str] = []
    rests: list[str] = []
    for c, mine in enumerate(toks):
        best = 0
        for d in (c - 1, c + 1):
            if 0 <= d < len(toks):
                k = _common(mine, toks[d])
                if k < len(mine) and k < len(toks[d]):  # both go on after the shared name
                    best = max(best, k)
        name = " ".join(mine[:best]).strip(_EDGE)
        names.append(name if norm(name) else "")
        rests.append(" ".join(mine[best:]) if name else "")
    groups: list[tuple[str, list[int]]] = []
    for c, name in enumerate(names):
        if not name:
            continue
        if groups and groups[-1][0] == name and groups[-1][1][-1] == c - 1:
            groups[-1][1].append(c)
        else:
            groups.append((name, [c]))
    ref = t.columns["price"]
    # the price words: those of the table's price column when a group holds it, else a group column's own price words
    grouped = ref < len(names) and bool(names[ref])
    price_words = norm(rests[ref]) if grouped else None
    tot = t.columns.get("total")
    total_words = (
        norm(rests[tot]) if grouped and tot is not None and tot < len(names) and names[tot] == names[ref] else None
    )
    out: list[tuple[str, int, int | None]] = []
    words: set[str] = set()
    for name, cols in groups:
        exact = price_words is not None
        if price_words is not None:
            prices = [c for c in cols if norm(rests[c]) == price_words]
        else:
            prices = []
        if not prices:
            # '单价（元，不含税）' in one bidder's group beside '单价（元）' in the others': its own price column, its
            # tax basis its own (read from the group's header)
            exact = False
            prices = [c for c in cols if getattr(match_header_cell(rests[c]), "field", None) == "price"]
        if len(cols) < 2 or len(prices) != 1:
            continue
        if total_words is not None:
            totals = [c for c in cols if norm(rests[c]) == total_words]
        else:
            totals = [c for c in cols if getattr(match_header_cell(rests[c]), "field", None) == "total"]
        out.append((name, prices[0], totals[0] if len(totals) == 1 else None))
        if exact or price_words is None:
            words.add(norm(rests[prices[0]]))
    if len(out) < 2 or len(words) != 1 or len({n for n, _p, _t in out}) != len(out):
        return []
    return out


_DATE_IN_NAME = re.compile(r"\d{1,4}[./-]\d{1,2}[./-]\d{1,4}")
_ROUND_NUMBER = re.compile(r"(?<![\d.])(\d{1,2})(?![\d.])")


def _round_rank(name: str) -> tuple[int, int] | None:
    """Where a column group's title falls among the rounds of one offer ('Runde 1 (12.11.2026)' -> (0, 1), 'Runde 2
    – BAFO (02.12.2026)' -> (1, 2), 'Round 3' -> (0, 3)), None for a title that names no round."""
    folded = lx.fold(name[:120]).lower()
    lex = lx.get()
    final = lex.finder("price_round.final").search(folded) is not None
    if not final and lex.finder("price_round.round").search(folded) is None:
        return None
    m = _ROUND_NUMBER.search(_DATE_IN_NAME.sub(" ", folded))
    return int(final), int(m.group(1)) if m is not None else 0


def round_groups(groups: list[tuple[str, int, int | None]]) -> tuple[tuple[str, int, int | None], list[int]] | None:
    """(the newest round's group, the older rounds' price columns, newest first) where the offer groups of a row are
    rounds of one seller's offer, each title naming its round ('Runde 1 (12.11.2026)' | 'Runde 2 – BAFO
    (02.12.2026)', 'Round 1 | Round 2 (BAFO)'): a later round replaces the prices of the earlier, so only the newest
    is the offer. None unless every title names a round and no two fall at the same place."""
    if len(groups) < 2:
        return None
    ranked = [(_round_rank(name), i) for i, (name, _p, _t) in enumerate(groups)]
    if any(r is None for r, _i in ranked) or len({r for r, _i in ranked}) < len(ranked):
        return None
    order = [groups[i] for _r, i in sorted(ranked)]
    return order[-1], [p for _n, p, _t in reversed(order[:-1])]


def table_of(t: Table, price: int, total: int | None) -> Table:
    """The table read for one offer group: its own price and line-total columns, no other price column."""
    key = "hourly" if t.kind == "cloud" else "price"
    columns = {f: c for f, c in t.columns.items() if f not in (key, "total")}
    columns[key] = price
    if total is not None:
        columns["total"] = total
    return dataclasses.replace(
        t, columns=columns, alt={}, fallbacks=[], tiers=[], conditions=[], terms=[], tax_flag=None
    )


def term_groups(t: Table) -> list[tuple[str, int, int | None]]:
    """(the column's header, its price column, None) of each price column naming its own delivery term, left to right
    ('FOB Hong Kong (USD)' | 'DDP Shenzhen (USD)': the same goods offered delivered two ways, two quotes); [] unless
    two or more price columns each name a different term."""
    if t.kind != "prices" or "price" not in t.columns:
        return []
    finder = lx.get().finder("price_role.delivery_term")
    ref = t.columns["price"]
    mapped = {c for f, c in t.columns.items() if f != "price"}
    out: list[tuple[str, int, int | None]] = []
    terms: set[str] = set()
    for c, text in enumerate(t.texts):
        if not text or c in mapped or (c != ref and c not in t.fallbacks and "delivery_term" not in price_roles(text)):
            continue
        folded = lx.fold(text[:80]).lower()
        hits = {folded[s:e] for _c, s, e in finder.finditer(folded)}
        if len(hits) != 1:
            continue
        terms |= hits
        out.append((text.strip()[:60], c, None))
    if ref not in {c for _n, c, _t in out}:
        return []
    return out if len(out) >= 2 and len(terms) == len(out) else []


#: the data rows read to tell whether one currency column is another converted at one rate
RATIO_ROWS = 200


def _one_rate(rows: list[list], start: int, a: int, b: int) -> bool:
    """Whether column `a` is column `b` times one constant on every line that fills both (two or more, within 0.2 %):
    the same price converted at one rate, not a second offer. Linear in the rows."""
    ratios = []
    for row in rows[start : start + RATIO_ROWS]:
        x = row[a] if a < len(row) else None
        y = row[b] if b < len(row) else None
        if x.__class__ in (int, float) and y.__class__ in (int, float) and x > 0 and y > 0:
            ratios.append(x / y)
    return len(ratios) >= 2 and max(ratios) / min(ratios) - 1 <= 0.002


def currency_groups(t: Table, rows: list[list] | None = None) -> list[tuple[str, int, int | None]]:
    """(the column's header, its price column, None) of each price column naming its own currency, left to right
    ('Unit Price HK$' | 'Unit Price US$' | '人民币单价', 'Precio USD' | 'Precio EUR'): the same item offered in each
    currency, one quote per column, each in its own currency and with its own tax basis. [] unless two or more of the
    table's price columns (the price and the ones read where it is empty) each name one currency, all different, and
    are the same kind of price (none a list price beside a net one). A column that converts another at a rate stated
    above the table is no such column (the table read it as a conversion already), and where one column is another
    times one constant on every line (`rows` given) the sheet may have converted it: no groups (the table's own
    reading, which names the other column, stands)."""
    if t.kind != "prices" or "price" not in t.columns:
        return []
    from gpucompare.sheets.importer.choose import header_units, price_rank

    ref = t.columns["price"]
    mapped = {c for f, c in t.columns.items() if f != "price"} | set(t.alt.values())
    cols = sorted({ref, *(c for c in t.fallbacks if c not in mapped)})
    out: list[tuple[str, int, int | None]] = []
    seen: set[str] = set()
    ranks = set()
    scales = set()
    for c in cols:
        text = t.texts[c] if c < len(t.texts) else ""
        cur, scale = header_units(text)
        if not cur or cur in seen:
            continue
        seen.add(cur)
        ranks.add(price_rank(price_roles(text))[0])
        scales.add(scale)
        out.append((text.strip()[:60], c, None))
    # ('Preis DE/AT (TEUR)' | 'Preis CH (TCHF)': both in thousands, each column read at its own header's scale)
    if ref not in {c for _n, c, _t in out} or len(out) < 2 or len(ranks) != 1 or len(scales) != 1:
        return []
    cols = [c for _n, c, _t in out]
    paid = {t.payable[0], t.payable[1]} if t.payable is not None else set()
    # (a column converted at a rate the sheet states and named as a unit price payable in its currency is an offer)
    if rows is not None and any(
        _one_rate(rows, t.header + 1, a, b) for a in cols for b in cols if a < b and {a, b} != paid
    ):
        return []
    if rows is not None and not _two_filled(rows, t.header + 1, cols):
        return []  # each line priced in one currency column only: one offer per line, in the column it fills
    return out


def _two_filled(rows: list[list], start: int, cols: list[int]) -> bool:
    """Whether a line fills two or more of the columns with numbers (the same item offered in two currencies)."""
    for row in rows[start : start + RATIO_ROWS]:
        if sum(1 for c in cols if c < len(row) and row[c].__class__ in (int, float)) >= 2:
            return True
    return False


_OPEN = " ([（【<"


def _label_split(a: str, b: str) -> int:
    """Where the price words two headers share begin in `a`: the start of their longest common ending that begins
    at a space or an opening bracket ('Singapore SIN1 (USD/GPU/hr)', 'Tokyo TYO2 (USD/GPU/hr)' -> ' (USD/GPU/hr)'),
    or -1."""
    n = 0
    while n < len(a) and n < len(b) and a[-1 - n] == b[-1 - n]:
        n += 1
    k = len(a) - n
    if k == 1 and n > 2 and len(b) - n == 1 and _ideograph(a[1]) and _ideograph(a[2]) and _price_words(a[2:]):
        # 'A级售价(元)' | 'B级售价(元)' | 'C级售价(元)': a one-letter grade and its classifier ('A级', 'B档') are the label,
        # the words after them the price both name
        k = 2 if not price_roles(a[:2]) else k
        if k == 2:
            return k
    if 1 < k < len(a) and len(b) - n > 1 and _ideograph(a[k - 1]) and _ideograph(a[k]) and _price_words(a[k:]):
        if not price_roles(a) and not price_roles(b):
            return k  # '校内收费（元）', '校外收费（元）': a script without spaces; the shared words name a price
            # alone, the labels (two characters at least) no tax basis or role ('含税单价' | '未税单价' are one price)
    while k < len(a) and a[k] not in _OPEN:
        k += 1
    return k if k < len(a) else -1


def _ideograph(ch: str) -> bool:
    return "\u3400" <= ch <= "\u9fff" or "\uf900" <= ch <= "\ufaff"


def _price_words(ending: str) -> bool:
    """Whether the words two headers share name a price by themselves: two or more characters before any bracket
    ('收费（元）', never '价（元）', the last character of two different price words)."""
    head = ending.split("（", 1)[0].split("(", 1)[0].strip()
    return len(head) >= 2 and getattr(match_header_cell(ending), "field", None) in ("price", "hourly")


_YEAR = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")
#: a quarter or half of a year ('Q1', 'H2', '第1季度', '一季度') or a month alone ('3月'): a point of a price history
_QUARTER = re.compile(r"(?<![a-z0-9])[qh][1-4](?![0-9])|季度|^\d{1,2}\s?月$", re.IGNORECASE)


def _month_label(label: str) -> bool:
    """A label that is a month's name alone ('Jan', 'Feb.', 'Sept'; data/lexicon month stems), as a price history's
    columns are headed; a longer word ('Marseille', 'Mayfair') is a place."""
    from gpucompare.sheets.importer.notes import _month

    word = lx.fold(label).rstrip(".")
    return word.isalpha() and len(word) <= 4 and _month(word) is not None


def _plain_label(label: str) -> bool:
    """A label that names no price role, field, condition, tax basis or term: a region, a site, a plan's name. Not
    a year ('2025 (USD) | 2026 (USD)': a price history, the newest the offer) nor a range's end ('Min | Max')."""
    if not norm(label) or _YEAR.search(label) is not None or _QUARTER.search(label) is not None or _month_label(label):
        return False  # a price history's columns: the newest is the offer
    if lx.get().finder("range.ends").search(lx.fold(label[:60])) is not None:
        return False
    if getattr(match_header_cell(label), "field", "vendor") != "vendor" or price_roles(label):
        return False  # (a seller's name is a label: 'Vendor 1 Alpha Ltd (Unit price)' beside 'Vendor 2 Beta Co (…)')
    from gpucompare.sheets.header import package_hours, term_months
    from gpucompare.sheets.importer.choose import header_condition

    return header_condition(label) is None and term_months(label) is None and package_hours(label) is None


def _labelled_run(t: Table) -> list[tuple[str, int]] | None:
    """(label, column) of the run of neighbouring price columns around the table's price column whose headers say
    the same price words (a price header of the table's price field) after a label of their own, left to right;
    None where there is no such run of two or more."""
    key = "hourly" if t.kind == "cloud" else "price"
    ref = t.columns.get(key)
    if ref is None or ref >= len(t.texts) or t.tiers or t.conditions or t.buyer_tiers or t.lease_terms:
        return None
    taken = {c for f, c in t.columns.items() if f != key} | set(t.alt.values()) | {c for c, _m in t.terms}
    texts = t.texts

    def shared(c: int) -> str | None:
        if c < 0 or c >= len(texts) or c in taken or not texts[c] or c == ref:
            return None
        k = _label_split(texts[ref], texts[c])
        return texts[ref][k:] if k > 0 else None

    # the run of neighbours sharing the reference column's price words
    left, right = ref, ref
    words = None
    while (w := shared(left - 1)) is not None and words in (None, w):
        words, left = w, left - 1
    while (w := shared(right + 1)) is not None and words in (None, w):
        words, right = w, right + 1
    if words is None or right == left:
        return None
    m = match_header_cell(words)
    if m is None or m.field not in (key, "price", "hourly"):
        return None  # a rate card's price words may be plain ('收费（元）' beside a billing-unit column), a price
        # list's hourly ('Members (EUR/GPU-hour)')
    out = []
    for c in range(left, right + 1):
        if not texts[c].endswith(words):
            return None
        out.append((texts[c][: len(texts[c]) - len(words)].strip(_EDGE), c))
    return out


def label_groups(t: Table) -> list[tuple[str, int, int | None]]:
    """(the column's label, its price column, None) of neighbouring price columns whose headers say the same price
    words after a label of their own ('Singapore SIN1 (USD/GPU/hr) | Tokyo TYO2 (USD/GPU/hr) | Frankfurt FRA1
    (USD/GPU/hr)': one rate per region), left to right: the same item offered in each, one quote per column. The
    label names no price role, condition, tax basis or term (those are read as such), and the shared words are a
    price header of the table's price field. [] unless the table's price column is one of two or more."""
    run = _labelled_run(t)
    if run is None or not all(_plain_label(label) for label, _c in run):
        return []
    out = [(label[:60], c, None) for label, c in run]
    return out if len({n for n, _c, _t in out}) == len(out) else []


_HISTORY_POINT = re.compile(r"(?<![a-z0-9])([qh])([1-4])(?![0-9])", re.IGNORECASE)


def _history_order(label: str) -> tuple[int, int] | None:
    """Where a price history's column label falls in time ('2025' -> (2025, 0), 'Q3 2026' -> (2026, 9), 'H1' ->
    (0, 6), 'Feb' -> (0, 2)), None for a label that is no point in time or whose place is unclear ('一季度')."""
    from gpucompare.sheets.importer.notes import _month

    years = _YEAR.findall(label)
    year = int(years[0]) if len(years) == 1 else 0
    rest = _YEAR.sub(" ", label).strip(_EDGE + "()")
    if not rest:
        return (year, 0) if year else None
    m = _HISTORY_POINT.fullmatch(rest)
    if m is not None:
        n = int(m.group(2))
        if m.group(1).lower() == "h" and n > 2:
            return None
        return year, n * (3 if m.group(1).lower() == "q" else 6)
    if _month_label(rest):
        return year, _month(lx.fold(rest))
    return None


def history_newest(t: Table, rows: list[list] | None = None) -> tuple[int, str, list[str]] | None:
    """(the newest column, its label, every label) where the table's neighbouring price columns are one price
    history ('2025 (USD) | 2026 (USD)', 'Q1 (USD) | Q2 (USD) | Q3 (USD)', 'Jan | Feb'): the newest price is the
    offer, whichever side it stands on. None unless every label has a clear place in time, all different. With
    `rows`, the labels may stand under one price head merged over them ('Price (USD)' over 'Sep 2026 | Oct 2026 |
    Nov 2026': a month's tracking columns)."""
    run = _labelled_run(t)
    if run is None and rows is not None:
        got = head_label_run(t, rows)
        run = got[1] if got is not None else None
    if run is None:
        return None
    order = [(_history_order(label), c, label) for label, c in run]
    if any(o is None for o, _c, _l in order) or len({o for o, _c, _l in order}) < len(order):
        return None
    if len({o[0] == 0 for o, _c, _l in order}) > 1:
        return None  # some labels with a year, some without: their order is unclear
    _o, col, label = max(order)
    return col, label[:60], [lab[:60] for _o, _c, lab in order]


#: the lines under a header read for an offer group's own date and validity rows
HEAD_FIELD_ROWS = 2_000


def group_head_cells(rows: list[list], start: int, groups: list[tuple[str, int, int | None]]) -> dict[int, list[str]]:
    """Per offer group's price column, the 'label value' texts of the in-table rows that give each group its own
    field ('报价日期' | 2026-11-30 | 2026-12-01, 'Quote valid for' | 15 days | 30 days): a line under the header whose
    cells in the groups' price columns hold no amount (a date or words) while a cell outside the groups labels it.
    What the texts say (a quote date, a validity) is for the notes reader to tell, from the lexicon; here only the
    shape is read. Linear in the lines read."""
    if len(groups) < 2:
        return {}
    cols = [p for _n, p, _t in groups]
    inside = {c for _n, p, t in groups for c in (p, t) if c is not None}
    first = min(inside)
    out: dict[int, list[str]] = {}
    for row in rows[start : start + HEAD_FIELD_ROWS]:
        vals = [row[c] if c < len(row) else None for c in cols]
        if any(isinstance(v, int | float) and not isinstance(v, bool) for v in vals):
            continue  # an amount in a group's price cell: a product line, not a field line
        filled = [v for v in vals if v not in ("", None)]
        if len(filled) < 2:
            continue
        label = " ".join(str(v).strip() for v in row[:first] if isinstance(v, str) and v.strip())[:120]
        if not label:
            continue
        for c, v in zip(cols, vals, strict=True):
            if v in ("", None):
                continue
            said = v.strftime("%Y-%m-%d") if isinstance(v, dt.datetime | dt.date) else str(v).strip()[:60]
            out.setdefault(c, []).append(f"{label}: {said}")
    return out


def _is_word(concept: str, v) -> bool:
    """Whether a cell is one of a concept's words, whole ('行标签', 'Row Labels')."""
    if not isinstance(v, str) or not v.strip() or len(v) > 40:
        return False
    return lx.squash(v) in lx.get().words(concept)


def pivot_offers(
    rows: list[list], hidden_rows: set[int], hidden_cols: set[int], limit: int = 40
) -> tuple[Table, list[tuple[str, int, None]]] | None:
    """An Excel pivot table pasted as values ('最小值项:含税单价 | 列标签' over '行标签 | 深圳华芯 | 北京智联 | 总计',
    'Min of Unit Price | Column Labels' over 'Row Labels | A | B | Grand Total'): the row labels are the items, each
    column label (a supplier) a price column of its own, named by the pivot's value field; the grand-total column and
    row are statistics of them (a sum, a minimum), never an offer. (the table, each column label's group, left to
    right) or None. The pivot's own words (its row and column label cells) decide, not the values."""
    for r in range(1, min(len(rows), limit)):
        if r in hidden_rows or r - 1 in hidden_rows:
            continue
        row, above = rows[r], rows[r - 1]
        first = next((c for c, v in enumerate(row[:30]) if v not in ("", None) and c not in hidden_cols), None)
        if first is None or not _is_word("pivot.row_labels", row[first]):
            continue
        if not any(_is_word("pivot.column_labels", v) for v in above[first + 1 : first + 3]):
            continue
        field = str(above[first] or "").strip() if first < len(above) else ""
        # 'Min of Unit Price', '最小值项:含税单价': the value field, after its aggregation's words
        name = re.split(r"[:：]", field, maxsplit=1)[-1].strip() if re.search(r"[:：]", field) else field
        m = match_header_cell(name)
        if m is None or m.field != "price":
            continue
        cols = [
            c for c in range(first + 1, len(row)) if c not in hidden_cols and isinstance(row[c], str) and row[c].strip()
        ]
        total = next((c for c in cols if _is_word("pivot.grand_total", row[c])), None)
        labels = [c for c in cols if total is None or c < total]
        if not labels:
            continue
        texts = ["" for _ in row]
        texts[first] = str(row[first]).strip()
        for c in labels:
            texts[c] = name
        if total is not None:
            texts[total] = str(row[total]).strip()
        table = Table(r, r - 1, {"model": first, "price": labels[0]}, texts, "prices", roles=price_roles(name))
        return table, [(str(row[c]).strip()[:60], c, None) for c in labels]
    return None


_SURVEY_COLS = 24  # the widest run of sellers' columns and their statistics looked at
_SURVEY_ROWS = 200  # the lines a statistic is checked on


_SPREAD = 3.0  # the most one seller's price of an item may be over another's in a survey of them


def _tolerance(x: float) -> float:
    """How far a statistic may lie from the figure computed: half a unit where it is rounded to units (a mean of
    prices, 23,093 for 23,093.33), else a millionth."""
    return 0.501 if abs(x) >= 100 else abs(x) * 1e-6 + 1e-9


def _num(v) -> float | None:
    return float(v) if v.__class__ in (int, float) and v == v else None


def survey_groups(t: Table, rows: list[list]) -> tuple[list[tuple[str, int, int | None]], list[int]]:
    """(the seller's column header, its price column, None) of each seller's column of a price survey, left to
    right, and the survey's statistic columns: a run of two or more columns right of the model whose numbers, on
    every line, have their highest and their lowest (or their mean) in columns of their own beside them
    ('澳電數碼 | 港澳電腦 | 科技城 | 最高價 | 最低價 | 平均價', 'Min | Max | Shop A | Shop B'). Each seller's price is an
    offer of its own; the statistics are computed from them, never an offer. The shape decides, not the words: ([],
    []) unless two statistics (of max, min, mean) hold on two or more lines and on every line that has them."""
    if t.kind != "prices" or "model" not in t.columns:
        return [], []
    model = t.columns["model"]
    width = min(len(t.texts), model + 1 + _SURVEY_COLS)
    body = [r for r in rows[t.header + 1 : t.header + 1 + _SURVEY_ROWS] if len(r) > model + 2]
    nums = [[_num(r[c]) if c < len(r) else None for c in range(width)] for r in body]
    numeric = [any(row[c] is not None for row in nums) for c in range(width)]
    if sum(numeric) < 4:
        return [], []  # two sellers and two statistics at least
    for a in range(model + 1, width - 1):
        if not norm(t.texts[a]) or not numeric[a]:
            continue
        for b in range(a + 1, width):
            if not norm(t.texts[b]) or not numeric[b]:
                break
            stats = _statistics(nums, a, b, width)
            if len(stats) >= 2:
                return [(t.texts[c].strip()[:60], c, None) for c in range(a, b + 1)], sorted(stats)
    return [], []


def _statistics(nums: list[list[float | None]], a: int, b: int, width: int) -> dict[int, str]:
    """The columns outside columns a..b that hold, on every line with two or more numbers in a..b, their highest,
    lowest or mean (to a unit), when two or more lines have them: column -> 'max' | 'min' | 'mean'."""
    found: dict[int, str] = {}
    lines = [(row, [x for x in row[a : b + 1] if x is not None]) for row in nums]
    lines = [(row, xs) for row, xs in lines if len(xs) >= 2 and len(set(xs)) >= 2]
    if len(lines) < 2 or any(min(xs) <= 0 or max(xs) > _SPREAD * min(xs) for _row, xs in lines):
        return found  # the sellers' prices of one item lie near each other (a value and a ratio do not)
    for s in range(width):
        if a <= s <= b or lines[0][0][s] is None:
            continue
        for name, f in (("max", max), ("min", min), ("mean", lambda xs: sum(xs) / len(xs))):
            if name in found.values():
                continue
            if all(row[s] is not None and abs(row[s] - f(xs)) <= _tolerance(f(xs)) for row, xs in lines):
                found[s] = name
                break
    return found


#: a header's words, split at spaces and at a field name's underscores ('price_usd_nbo_ke_vat16_excl')
_HEAD_TOKEN = re.compile(r"[^\s_/|,;:()（）\[\]【】-]+")


@lru_cache(maxsize=1)
def _week_pattern() -> re.Pattern:
    words = sorted(lx.get().phrases("offer_column.week"), key=len, reverse=True)
    if not words:
        return lx.compiled(r"(?!x)x")
    alt = "|".join(re.escape(w) for w in words)
    return lx.compiled(rf"(?<![^\W\d_])(?:{alt})\s?\d{{1,2}}(?!\d)|第\s?\d{{1,2}}\s?(?:{alt})", re.IGNORECASE)


def _delivery_label(text: str) -> bool:
    """Whether a column's head names when its offer is delivered: a word of arrival or of goods on hand
    ('現貨', '2026 W52 到貨', 'ETA', 'ex stock'; data/lexicon `offer_column`) or a week's number ('W52', 'KW 3')."""
    folded = lx.fold(text[:80]).lower()
    if lx.get().finder("offer_column.delivery", "offer_column.stock").search(folded) is not None:
        return True
    return _week_pattern().search(folded) is not None


def _shared_words_labels(texts: list[str]) -> list[str] | None:
    """Each header's own label where the headers say the same price words around it, before and after
    ('price_usd_nbo_ke_vat16_excl' | 'price_usd_kla_ug_vat18_excl' -> 'nbo ke vat16', 'kla ug vat18': the words
    'price usd … excl' shared), else None."""
    toks = [[w.lower() for w in _HEAD_TOKEN.findall(x[:120])] for x in texts]
    if any(not t for t in toks):
        return None
    short = min(len(t) for t in toks)
    pre = 0
    while pre < short and all(t[pre] == toks[0][pre] for t in toks):
        pre += 1
    post = 0
    while post < short - pre and all(t[-1 - post] == toks[0][-1 - post] for t in toks):
        post += 1
    shared = toks[0][:pre] + (toks[0][len(toks[0]) - post :] if post else [])
    if not shared or getattr(match_header_cell(" ".join(shared)), "field", None) != "price":
        return None
    labels = [" ".join(t[pre : len(t) - post]) for t in toks]
    if any(not x for x in labels) or len(set(labels)) != len(labels):
        return None
    return labels


#: a field name: words joined by underscores, no space ('price_usd_nbo_ke_vat16_excl')
_FIELD_NAME = re.compile(r"[^\s_]+(?:_[^\s_]+)+")
#: a label naming something: a word of two letters or more
_NAMED = re.compile(r"(?<![^\W\d_])[^\W\d_]{2,}(?![^\W\d_])")

#: how far apart two columns' prices of one line may be to be offers of the same item (a warehouse's or a delivery
#: week's price), never a quantity or a lead time beside a price
_SAME_ITEM = 2.0


#: a plain number written as text, as a CSV export holds every cell ('28900.00', '1,250')
_PLAIN_NUMBER = re.compile(r"\s*\d{1,3}(?:,\d{3})*(?:\.\d+)?\s*|\s*\d+(?:\.\d+)?\s*")


def _amount_of(v) -> float | None:
    if v.__class__ in (int, float):
        return float(v) if v == v else None
    if isinstance(v, str) and len(v) < 24 and _PLAIN_NUMBER.fullmatch(v):
        return float(v.replace(",", ""))
    return None


def _like_prices(rows: list[list], start: int, ref: int, c: int) -> bool:
    """Whether column `c` holds numbers on the lines and each is within a factor of two of the price column's on
    the lines that fill both (one line at least)."""
    both = 0
    for row in rows[start : start + RATIO_ROWS]:
        x = _amount_of(row[ref]) if ref < len(row) else None
        y = _amount_of(row[c]) if c < len(row) else None
        if x is not None and y is not None and x > 0 and y > 0:
            if max(x, y) / min(x, y) > _SAME_ITEM:
                return False
            both += 1
    return both >= 1


def where_when_groups(t: Table, rows: list[list]) -> list[tuple[str, int, int | None]]:
    """(the column's label, its price column, None) of the neighbouring price columns around the table's price
    column whose heads each say where or when that column's offer is delivered, left to right: one item offered at
    several places or dates on one row, one quote per priced column ('現貨' | '2026 W52 到貨' | '2027 W03 到貨', each a
    delivery: a word of arrival, of goods on hand or a week's number; 'price_usd_nbo_ke_vat16_excl' |
    'price_usd_kla_ug_vat18_excl', each the same price words around a warehouse's own label). Each column's numbers
    are the price column's within a factor of two and a line fills two or more of them; an empty or '—' cell is no
    offer. [] unless two or more such columns."""
    if t.kind != "prices" or "price" not in t.columns:
        return []
    if t.tiers or t.conditions or t.buyer_tiers or t.lease_terms or t.counts or t.channels or t.terms:
        return []
    ref = t.columns["price"]
    texts = t.texts
    if ref >= len(texts):
        return []
    # (a head naming goods on hand may have been read as a stock or lead-time column: its prices say otherwise)
    taken = {c for f, c in t.columns.items() if f not in ("price", "lead_time")}
    taken |= {c for k, c in t.alt.items() if k != "per_month"}
    start = t.header + 1

    def member(c: int) -> bool:
        return 0 <= c < len(texts) and c not in taken and bool(texts[c].strip()) and _like_prices(rows, start, ref, c)

    left, right = ref, ref
    while member(left - 1):
        left -= 1
    while member(right + 1):
        right += 1
    if right == left:
        return []
    cols = list(range(left, right + 1))
    heads = [texts[c].strip() for c in cols]
    if len(set(heads)) != len(heads):
        return []
    if all(_delivery_label(h) for h in heads):
        labels = heads
    elif all(_FIELD_NAME.fullmatch(h) for h in heads):
        # an export's field names, each coding its place between the same price words; in a header written as words
        # a label beside shared price words is read by label_groups, and 'Price A' | 'Price B' or a volume tier's
        # '1-50 units' | '51+ units' say no place
        labels = _shared_words_labels(heads)
        if labels is None or not all(_plain_label(x) and _NAMED.search(x) for x in labels):
            return []
    else:
        return []
    if not any(
        sum(1 for c in cols if c < len(row) and _amount_of(row[c])) >= 2 for row in rows[start : start + RATIO_ROWS]
    ):
        return []  # each line priced in one column only: one offer per line
    return [(label[:60], c, None) for label, c in zip(labels, cols, strict=True)]


def _head_cell(row: list, c: int) -> str:
    v = row[c] if c < len(row) else None
    if isinstance(v, dt.datetime | dt.date):
        return v.strftime("%Y-%m-%d")
    return v.strip()[:120] if isinstance(v, str) else ("" if v in ("", None) else str(v))


def head_label_run(t: Table, rows: list[list]) -> tuple[str, list[tuple[str, int]]] | None:
    """(the head, (label, column) of each column under it, left to right) where one price head is merged over the
    table's price column and its neighbours in the upper header row ('Unit price per bidder (ZAR, excl. VAT)' over
    'Lesedi Tech (Pty) Ltd | Kalahari Systems (Pty) Ltd | …') and the row under it labels each column; None unless
    two or more, all labels different. The shape decides; what the labels are is read by the callers."""
    if t.top == t.header or t.top >= len(rows) or t.header >= len(rows):
        return None
    key = "hourly" if t.kind == "cloud" else "price"
    ref = t.columns.get(key)
    if ref is None:
        return None
    top, sub = rows[t.top], rows[t.header]
    h = ref
    while h >= 0 and not _head_cell(top, h):
        h -= 1
    if h < 0:
        return None
    head = _head_cell(top, h)
    if getattr(match_header_cell(head), "field", None) not in ("price", "hourly"):
        return None
    taken = {c for f, c in t.columns.items() if f != key}
    cols = []
    c = h
    while c < len(t.texts) and (c == h or not _head_cell(top, c)) and _head_cell(sub, c) and c not in taken:
        cols.append(c)
        c += 1
    if ref not in cols or len(cols) < 2:
        return None
    labels = [_head_cell(sub, c) for c in cols]
    if len(set(labels)) != len(labels):
        return None
    return head, list(zip(labels, cols, strict=True))


def _priced_together(rows: list[list], start: int, cols: list[int]) -> bool:
    """Whether a line fills two or more of the columns with amounts (several offers for one item)."""
    return any(
        sum(1 for c in cols if c < len(row) and _amount_of(row[c])) >= 2 for row in rows[start : start + RATIO_ROWS]
    )


def _seller_label(label: str) -> bool:
    """A label that may name a seller: no price role or price field, condition, term, range end or point in time (a
    company's name may hold words a header reads as a field: 'Nordlys Data AS', 'Tallinn Compute OÜ')."""
    if not norm(label) or _YEAR.search(label) is not None or _QUARTER.search(label) is not None or _month_label(label):
        return False
    if lx.get().finder("range.ends").search(lx.fold(label[:60])) is not None or price_roles(label):
        return False
    if getattr(match_header_cell(label), "field", None) in ("price", "hourly", "total", "reserved_hourly"):
        return False
    from gpucompare.sheets.header import package_hours, term_months
    from gpucompare.sheets.importer.choose import header_condition

    return header_condition(label) is None and term_months(label) is None and package_hours(label) is None


def seller_groups(t: Table, rows: list[list]) -> list[tuple[str, int, int | None]]:
    """(the seller's label, its price column, None) of each column under a price head merged over one column per
    seller, left to right: a tender's evaluation matrix with the bidders as columns ('Unit price per bidder (ZAR)'
    over 'Lesedi Tech (Pty) Ltd | Kalahari Systems (Pty) Ltd | …'), a comparison of suppliers' quotes. Each column is
    that seller's offer: one quote per priced column, the seller named (`Quote.offered_by`). The head names sellers
    (`offer_column.seller`: 'bidder', 'supplier', '供应商') or every label is a company's name with its legal form
    ('… Ltd', '… GmbH'); a label naming a price role, a condition, a term or a point in time is no seller. [] unless
    a line prices two or more of them."""
    if t.kind != "prices" or t.tiers or t.conditions or t.lease_terms or t.counts:
        return []
    got = head_label_run(t, rows)
    if got is None:
        return []
    head, run = got
    if not all(_seller_label(label) for label, _c in run):
        return []
    sellers = lx.get().finder("offer_column.seller").search(lx.fold(head).lower()) is not None
    if not sellers:
        from gpucompare.sheets.importer.notes import _company

        after, _before = _company()
        sellers = all(after.search(label + " ") is not None for label, _c in run)
    if not sellers or not _priced_together(rows, t.header + 1, [c for _l, c in run]):
        return []
    return [(label[:60], c, None) for label, c in run]


def seller_head_groups(t: Table, rows: list[list]) -> list[tuple[str, int, int | None]]:
    """(the column's head, its price column, None) of each column whose own head names a seller and which one
    ('Supplier A: Nordvik Compute AS' | 'Supplier B: Bryggen Data AS', 'Leverandør C', 'Bidder 2'): a seller word
    (`offer_column.seller`) first, then the seller's letter, number or name, a different one in each. A consultant's
    or buyer's comparison of quotes, one column per supplier: each priced cell that supplier's offer, left to right;
    another price column beside them (an estimate, the lowest) is none. [] unless two or more such columns and a
    line prices two or more of them."""
    if t.kind != "prices" or t.tiers or t.conditions or t.lease_terms or t.counts or t.buyer_tiers:
        return []
    finder = lx.get().finder("offer_column.seller")
    taken = {c for f, c in t.columns.items() if f not in ("price", "vendor", "total", "notes")}
    cols: list[tuple[str, int]] = []
    rests: set[str] = set()
    for c, text in enumerate(t.texts):
        if not text or c in taken:
            continue
        head = lx.fold(text[:80]).lower().strip()
        m = finder.search(head)
        if m is None or head[: m[1]].strip(_EDGE):
            continue
        rest = head[m[2] :].strip(_EDGE)
        if not rest or price_roles(text) or not _seller_label(rest):
            continue
        cols.append((text.strip()[:60], c))
        rests.add(rest)
    if len(cols) < 2 or len(rests) != len(cols) or not _priced_together(rows, t.header + 1, [c for _l, c in cols]):
        return []
    return [(label, c, None) for label, c in cols]


def head_label_groups(t: Table, rows: list[list]) -> list[tuple[str, int, int | None]]:
    """(the label, its price column, None) of each column under one price head merged over labelled columns whose
    labels name no seller, role, condition, term or point in time ('Unit price (EUR)' over 'Aurora | Nordlys |
    Tallinn', a site's or a region's name): the same item offered in each, one quote per priced column, its label in
    the notes (as `label_groups` reads 'Madrid (EUR) | Lisbon (EUR)'). [] unless a line prices two or more."""
    if t.kind != "prices" or t.tiers or t.conditions or t.lease_terms or t.counts or t.buyer_tiers:
        return []
    got = head_label_run(t, rows)
    if got is None:
        return []
    _head, run = got
    if not all(_seller_label(label) for label, _c in run):
        return []
    if not _priced_together(rows, t.header + 1, [c for _l, c in run]):
        return []
    return [(label[:60], c, None) for label, c in run]


def zone_groups(t: Table, rows: list[list]) -> list[tuple[str, int, int | None]]:
    """(the zone's label, its rate column, None) of each column of a cloud's rate table whose head names an
    availability zone ('华北2（北京）可用区L' | '华东2（上海）可用区N' | '西南1（成都）可用区B', data/lexicon
    `offer_column.zone`), left to right: the same instance rented in each zone, one quote per priced column, at the
    rate the table's own unit says (its title's '元/小时/实例'). A column another field took is none; a '售罄' or '—'
    cell is no offer in that zone. [] unless two or more such columns and a line prices two or more."""
    if t.kind != "cloud" or t.tiers or t.conditions or t.lease_terms or t.counts:
        return []
    finder = lx.get().finder("offer_column.zone")
    # (a zone's head may have been read as an availability, a lead time: its rates say otherwise)
    taken = {c for f, c in t.columns.items() if f not in ("hourly", "price", "lead_time")}
    cols = [
        c
        for c, text in enumerate(t.texts)
        if text and c not in taken and finder.search(lx.fold(text[:80]).lower()) is not None
    ]
    if len(cols) < 2 or not _priced_together(rows, t.header + 1, cols):
        return []
    labels = [t.texts[c].strip()[:60] for c in cols]
    if len(set(labels)) != len(labels):
        return []
    return [(label, c, None) for label, c in zip(labels, cols, strict=True)]


def _squash(text: str) -> str:
    """A header's words squashed (lexicon.squash of its first 60 characters): 'SpecialToDate' -> 'specialtodate'."""
    return lx.squash(text[:60])


def promo_window(t: Table, rows: list[list]) -> tuple[int, int, int] | None:
    """(the regular price's column, the promotional price's column, the column of the day its promotion ends) where a
    table prices a line twice, its regular price ('Price') and a promotional one whose own header names it ('Special
    Price', '促销价': a price role `net`), and a column names that promotion's end ('SpecialToDate', '促销结束时间':
    the promotion's word, then an end word, data/lexicon `offer_column.promo_end`): a seller export's running and
    lapsed specials. Each is an offer of its own, the special one valid until its end day; None otherwise."""
    if t.kind != "prices" or "price" not in t.columns or t.tiers or t.conditions or t.counts or t.buyer_tiers:
        return None
    texts = t.texts
    promo = t.columns["price"]
    if promo >= len(texts) or "net" not in price_roles(texts[promo]):
        return None
    regular = next(
        (
            c
            for c, h in enumerate(texts)
            if c != promo and h and getattr(match_header_cell(h), "field", None) == "price" and not price_roles(h)
        ),
        None,
    )
    if regular is None:
        return None
    head = _squash(texts[promo])
    ends = {_squash(w) for w in lx.get().phrases("offer_column.promo_end")}
    for c, h in enumerate(texts):
        if c in (promo, regular) or not h:
            continue
        own = _squash(h)
        k = 0
        while k < min(len(own), len(head)) and own[k] == head[k]:
            k += 1
        word = own[:k]
        if len(word) >= 2 and "net" in price_roles(word) and own[k:] in ends:
            if _priced_together(rows, t.header + 1, [regular, promo]):
                return regular, promo, c
    return None


def promo_start(t: Table, promo: int) -> int | None:
    """The column naming the day a promotional price's window begins, its header the promotion's own word and then a
    start word ('sale_price_aed' | 'sale_start', 'SpecialPrice' | 'SpecialFromDate': data/lexicon
    `offer_column.promo_start`), or None."""
    texts = t.texts
    if promo >= len(texts):
        return None
    head = _squash(texts[promo])
    starts = {_squash(w) for w in lx.get().phrases("offer_column.promo_start")}
    for c, h in enumerate(texts):
        if c == promo or not h:
            continue
        own = _squash(h)
        k = 0
        while k < min(len(own), len(head)) and own[k] == head[k]:
            k += 1
        if k >= 2 and "net" in price_roles(own[:k]) and own[k:] in starts:
            return c
    return None
