"""Evidence margins: where the importer decided a quote's field from position alone, or where a careful reader could
see that two readings were both possible, the quote is marked for review, its evidence naming the alternative.

Every blind corpus so far came out with some quotes silently wrong at first sight; each one rested on a decision with
a thin margin: the leftmost of two price columns whose headers said the same thing ('上期价（含税）' | '本期价 含税'),
a rate per GPU beside a rate per node that was another offer (an interruptible bid), a tax the sheet names without
saying whether the prices include it, a validity note with a figure that gave no last day.
The rules here do not change a field; they lower the quote's confidence below `REVIEW_BELOW` and say why. A field
the sheet states plainly (a header word that decides between two columns, a read validity, a stated tax basis) is
never flagged: each rule needs an actual alternative in the sheet, not just the absence of a word.

Rules (each a function, run once per table after its quotes are read; cost linear in the quotes):
- `price_rivals`: another column whose header reads as a price of the same rank as the chosen one (the same
  net/list/superseded and tax words, so the choice fell to position or to a per-device word) and whose amount on
  the quote's row is not the chosen amount, nor it times or divided by the item's devices or the quantity (the same
  price per node or per line; a per-device rate beside another column at exactly a whole number of times it, a
  rate per node; or it and another such column add up to the chosen amount, its parts): the two columns could
  each be the price.
- `term_read_as_on_demand`: an hourly rate read as on-demand from a column whose header names a commitment term.
- `tax_unstated`: the quote's tax basis is not stated while the sheet's notes or headers name a tax and its rate.
- `count_from_text`: a price divided by a count in the product's text that no device noun, device name or server
  word stands beside ('VENTUS 3X OC').
- `validity_unread`: no validity read while a note speaks of one with a figure in it.
"""

from __future__ import annotations

from itertools import compress
from operator import itemgetter

from gpucompare.i18n import Msg
from gpucompare.sheets import lexicon as lx
from gpucompare.sheets.header import lexicon, match_header_cell, price_period, price_roles, term_months
from gpucompare.sheets.importer.model import REVIEW_BELOW, Quote, checkpoint
from gpucompare.sheets.prices import header_units
from gpucompare.sheets.workbook import column_index, column_letter

#: a quote flagged by a margin rule keeps at most this confidence (below `REVIEW_BELOW`)
MARGIN_CONFIDENCE = 0.85
#: two amounts closer than this (relative) are the same price
SAME = 0.005
#: roles of a price column that already say it is not the offer (read as context by `choose.map_columns`)
_NOT_THE_OFFER = frozenset(
    {
        "lease",
        "commitment",
        "spot",
        "superseded",
        "floor",
        "book",
        "insured",
        "cost",
        "discount",
        "fx",
        "per_month",
        "requested",
    }
)

assert MARGIN_CONFIDENCE < REVIEW_BELOW


#: a quote's fields by place, read in C over 50,000 quotes: `Quote.raw_model`, `price_kind`, `tax`, `valid_until`
_MODEL, _KIND, _TAX, _VALID_UNTIL = (
    itemgetter(Quote._fields.index(f)) for f in ("raw_model", "price_kind", "tax", "valid_until")
)


def flag(q: Quote, said) -> Quote:
    """The quote marked for review with one more evidence sentence (idempotent per sentence)."""
    if said in q.evidence:
        return q
    return q._replace(
        needs_review=True, confidence=round(min(q.confidence, MARGIN_CONFIDENCE), 3), evidence=(*q.evidence, said)
    )


def _pairs(items) -> set[int]:
    out = set()
    for it in items or ():
        try:
            out.add(int(it[0]))
        except (TypeError, ValueError, IndexError):
            continue
    return out


def rival_columns(t, price_col: int | None, hidden: set[int]) -> list[int]:
    """The other columns of a table whose header reads as a price of the same rank as the price column's: the
    header words do not decide between them (the importer took one by position or by a per-device word)."""
    from gpucompare.sheets.importer.choose import _is_price_column, _price_rank

    if price_col is None or price_col >= len(t.texts) or t.one_of_offers:
        return []  # (several offers on a row: each column group is an offer of its own)
    chosen = price_roles(t.texts[price_col])
    money = header_units(t.texts[price_col])[0]
    period = price_period(t.texts[price_col])
    if chosen & _NOT_THE_OFFER:
        return []
    taken = set(t.columns.values()) | set(t.alt.values())
    taken |= _pairs(t.tiers) | _pairs(t.terms) | _pairs(t.lease_terms) | _pairs(t.conditions) | _pairs(t.buyer_tiers)
    if t.tax_flag:
        taken.add(t.tax_flag[0])
    out = []
    for c, text in enumerate(t.texts):
        if c == price_col or c in hidden or c in taken or not text:
            continue
        m = match_header_cell(text)
        roles = price_roles(text)
        if not _is_price_column(m.field if m else None, roles) or roles & _NOT_THE_OFFER:
            continue
        if price_period(text) != period or term_months(text) is not None:
            continue  # a price per day or month beside an hourly rate, a committed term: read (or kept) as what it is
        if _price_rank(roles) != _price_rank(chosen):
            continue  # a header word decides ('net' over 'list', VAT-inclusive over exclusive)
        other_money = header_units(text)[0]
        if money and other_money != money:
            continue  # 'Цена (EUR)' | 'Цена (лв.)', 'Price (USD)' | 'Price (ZiG)': the price in another currency
        out.append(c)
    return out


def _consistent(chosen: float, other: float, q: Quote) -> bool:
    """Whether another column's amount is the chosen price said another way: the same, or it per device, per item
    or per line (times or divided by the item's devices or the quantity)."""
    ratio = other / chosen
    factors = {1.0}
    for k in (q.units_per_item, q.quantity):
        if k and k > 1:
            factors |= {float(k), 1.0 / float(k)}
    return any(abs(ratio / f - 1.0) <= SAME for f in factors)


#: the devices a node may hold, for `_per_node_of`: a whole number of them, never a fraction
NODE_DEVICES = range(2, 73)
#: how exact a per-node rate must be to be a per-device rate times a whole number (relative)
EXACT = 0.0005


def _per_node_of(chosen: float, other: float, chosen_head: str, other_head: str) -> bool:
    """Whether two rates on a row are one price said per device and per node: exactly one header says per device
    ('$/GPU/hr', 'ಪ್ರತಿ GPU ಗಂಟೆಗೆ') and the other's amount is the per-device one times a whole number of devices
    (2 to 72), exact to rounding; the ratio, not a word for 'node', decides."""
    a, b = "per_device" in price_roles(chosen_head), "per_device" in price_roles(other_head)
    if a == b:
        return False
    per_device, per_node = (chosen, other) if a else (other, chosen)
    n = round(per_node / per_device)
    return n in NODE_DEVICES and abs(per_node - n * per_device) <= EXACT * per_node


def price_rivals(preview, s, t, price_col: int | None) -> None:
    """Mark each quote read from the price column where a rival column (`rival_columns`) holds a different price on
    its row: 'price column D chosen over E (本期价 含税: 25.2), which could also be the price; check'."""
    from gpucompare.sheets.importer import _amount

    rivals = rival_columns(t, price_col, s.hidden_cols)
    if not rivals or not preview.rows:
        return
    letter = column_letter(price_col)
    rows = s.rows
    at = {}
    for r in range(t.header + 1, len(rows)):
        at.setdefault(s.row_number(r, price_col), r)
    for i, q in enumerate(preview.rows):
        if q.price_on_request or q.offered_by or not q.cell or q.cell.rstrip("0123456789") != letter or q.sheet:
            continue
        r = at.get(q.source_row)
        if r is None or price_col >= len(rows[r]):
            continue
        chosen = _amount(rows[r][price_col])
        if not chosen > 0:
            continue
        amounts = {c: (_amount(rows[r][c]) if c < len(rows[r]) else 0.0) for c in rivals}
        for c in rivals:
            other = amounts[c]
            if not other > 0 or _consistent(chosen, other, q):
                continue
            if any(d != c and abs(other + v - chosen) <= SAME * chosen for d, v in amounts.items() if v > 0):
                continue  # 'Price now' 9,000 + 'Price on arrival' 21,000 = 'Price' 30,000: a part of the price
            if _per_node_of(chosen, other, t.texts[price_col], t.texts[c]):
                continue  # '$/GPU/hr' 2.49 | '$/node/hr' 19.92: the same rate for a node of 8
            said = Msg(
                "price column {col} ({head}) chosen over column {other} ({other_head}: {amount:g}), which could "
                "also be the price; check",
                col=letter,
                head=t.texts[price_col][:30],
                other=column_letter(c),
                other_head=t.texts[c][:30],
                amount=other,
            )
            preview.rows[i] = flag(q, said)
            break


def term_read_as_on_demand(preview, t) -> None:
    """An hourly rate read as on-demand from a column whose header names a commitment term ('1-year', '包年'): the
    term's rate is a reserved one; which one it is is for the user to check."""
    rows = preview.rows
    for i in compress(range(len(rows)), map("hourly".__eq__, map(_KIND, rows))):  # the hourly rates, found in C
        q = rows[i]
        if not q.cell:
            continue
        col = _column_index(q.cell)
        if col is None or col >= len(t.texts) or not t.texts[col]:
            continue
        months = term_months(t.texts[col])
        if months is None or months < 1:
            continue
        said = Msg(
            "read as an on-demand rate, though column {col}'s header names a {months:g}-month term ({head}); check",
            col=column_letter(col),
            months=months,
            head=t.texts[col][:30],
        )
        preview.rows[i] = flag(q, said)


def _column_index(cell: str) -> int | None:
    letters = cell.rstrip("0123456789")
    if not letters or not letters.isalpha() or not letters.isascii() or len(letters) > 3:
        return None
    return column_index(letters)


_RATE = lx.compiled(r"\d\s?[%％]")


def _tax_named(texts, models: set[str]) -> str:
    """The first text (a note or a header) that names a tax with its rate ('НДС 22%', 'GST 9%'), not a product's own
    line (its tax is the line's), or ''."""
    finder = lexicon().finder("tax.word")
    for text in texts:
        if not isinstance(text, str) or not _RATE.search(text) or lx.fold(text[:200]) in models:
            continue
        if finder.search(lx.fold(text[:200]).lower()) is not None:
            return text
    return ""


def tax_unstated(preview, notes, head: list[str]) -> None:
    """Quotes whose tax basis is not stated while the sheet names a tax: the price may include
    it or not; the reader is told where the tax is named."""
    if "" not in map(_TAX, preview.rows):
        return
    models = set()
    for i, m in enumerate(set(map(_MODEL, preview.rows))):  # each distinct model text folded once
        if not i & 0xFFF:
            checkpoint()
        models.add(lx.fold(m[:200]))
    named = _tax_named([*head, *notes.texts], models)
    if not named:
        return
    said = Msg(
        "tax basis not stated, though the sheet names a tax ({text!r}): the price may include or exclude it; check",
        text=named[:60],
    )
    preview.rows[:] = [flag(q, said) if q.tax == "" else q for q in preview.rows]


_COUNT_AT = lx.compiled(r"(?<![\d.,])(\d{1,2})(?![\d.,])")
_JOINER = lx.compiled(r"[\s×xX*＊-]*")


def _count_stated(text: str, n: int, device_id: str | None, matcher) -> bool | None:
    """Whether a count of n in a product's text is plainly a count of its devices: followed by a device noun ('8卡',
    '8-GPU', '4 cards') or by the device's own name ('8x H100', '8 × NVIDIA H20'), or after the device's name ('H100
    x8'). None when the text does not hold the number (the count came from a system's name or elsewhere)."""
    from gpucompare.sheets.prices import fold

    text = fold(text[:300])
    nouns = lexicon().finder("count.suffix", "count.unit")
    devices = lexicon().finder("count.suffix", "count.device", "pack.words")
    seen = False
    for m in _COUNT_AT.finditer(text):
        if int(m.group(1)) != n:
            continue
        seen = True
        tail = text[m.end() :]
        tail = tail[_JOINER.match(tail).end() :][:60]
        hit = nouns.search(tail.lower())
        if hit is not None and hit[1] == 0:
            return True  # '8卡', '8-GPU', '4 шт'
        if devices.search(tail[:24].lower()) is not None:
            return True  # '72 顆 Blackwell GPU', "4'lü paket": the devices or a pack named a word later
        if matcher is not None and tail and matcher.match(tail)[0].device_id == device_id:
            return True
        before = text[: m.start()].rstrip()
        if before.endswith(("x", "×", "*", "X")) and matcher is not None:
            if matcher.match(before[:-1][-60:])[0].device_id == device_id:
                return True
    return False if seen else None


def count_from_text(preview, matcher) -> None:
    """A price divided by a count read from the product's text where nothing beside the count says it counts the
    devices ('VENTUS 3X OC', 'RTX 4090 24G 2 fans'), and the text names no server, node or system: the price may be
    one card's; the user checks."""
    from gpucompare.sheets.importer.counts import names_server

    for i, q in enumerate(preview.rows):
        n = q.units_per_item
        if not n or n <= 1 or n != int(n) or q.offer in ("instance", "baseboard", "rack"):
            continue
        if q.price_kind.startswith("hourly"):
            continue
        text = q.raw_model
        if names_server(f"{text} {q.configuration}"[:400]):
            continue
        if _count_stated(text, int(n), q.device_id, matcher) is not False:
            continue
        said = Msg(
            "the price is divided by {n:g}, a count read from the product's text ({text!r}) that no server or "
            "device word stands beside; it may be one card's price; check",
            n=n,
            text=text[:60],
        )
        preview.rows[i] = flag(q, said)


#: a count of days or a date's part near a validity word (not a phone number's run of digits)
_FIGURE = lx.compiled(r"(?<!\d)\d{1,3}(?!\d)(?! \d)")


#: the shortest validity word that is not a range's 'to' or 'until' ('до', '至' alone are too common), by script
_LEAST = {"latin": 5, "cjk": 2}


def _script(word: str) -> str:
    return "latin" if word.isascii() else "cjk" if any("\u2e80" <= ch <= "\u9fff" for ch in word) else "other"


def _validity_named(texts) -> str:
    """The first note that speaks of the offer's validity with a figure in it ('Angebot gültig 14 Tage', '报价有效期
    至12月17日') where a distinctive validity word is found (not a bare 'to' or '至' of a range), or ''."""
    finder = lexicon().finder("date.valid")
    starts = lexicon().finder("date.valid_from")
    for text in texts:
        if not isinstance(text, str) or not any(ch.isdigit() for ch in text):
            continue
        low = lx.fold(text[:200]).lower()
        hit = finder.search(low)
        if hit is None or starts.search(low) is not None:
            continue  # ('Прайс действует с 01.12.2026': when the prices start, the quote's date)
        word = low[hit[1] : hit[2]]
        near = low[max(0, hit[1] - 8) : hit[2] + 32]
        if len(word) >= _LEAST.get(_script(word), 4) and _FIGURE.search(near):
            return text
    return ""


def validity_unread(preview, notes) -> None:
    """No validity read while a note speaks of one with a figure in it: the offer's last day may have been lost."""
    if (
        notes.valid_until
        or notes.valid_days is not None
        or notes.valid_month_day
        or notes.valid_weekday
        or notes.opening_date
    ):
        return
    if None not in map(_VALID_UNTIL, preview.rows):
        return
    named = _validity_named(notes.texts)
    if not named:
        return
    said = Msg("no validity read, though a note speaks of one ({text!r}); check", text=named[:60])
    preview.rows[:] = [flag(q, said) if q.valid_until is None else q for q in preview.rows]


def review_margins(preview, s, t, head: list[str], notes, price_col: int | None, matcher=None) -> None:
    """Run every margin rule on one table's quotes."""
    if not preview.rows:
        return
    count_from_text(preview, matcher)
    price_rivals(preview, s, t, price_col)
    term_read_as_on_demand(preview, t)
    tax_unstated(preview, notes, head)
    validity_unread(preview, notes)
