"""Text that is not a table: a chat or an e-mail pasted into a sheet, one message or line per row ('[18/11/26 09.21]
Budi: H100 SXM5 80GB = Rp 385jt/pcs', '1) L40S 48GB – ₹7.65 L each'). Each line is split where its price starts (the
first currency it names, or words asking for the price) into a name and a price, and the lines are read as a table
of those two columns: the same device matching, counts ('8x H200 … per server' divides), scale words (jt, L, Cr),
kinds of line (totals, shipping, bank) and notes as any sheet. Every quote read so is marked for review."""

from __future__ import annotations

import re
from functools import lru_cache

from gpucompare.sheets import lexicon as lx
from gpucompare.sheets.importer.choose import Table
from gpucompare.sheets.importer.rows import reads_as_watts, sheet_text
from gpucompare.sheets.prices import currency_in
from gpucompare.sheets.workbook import Sheet

MAX_LINES = 2_000  # a pasted conversation, not a data dump
MAX_LINE_CHARS = 400
#: a chat export's prefix: '[18/11/26 09.21] Budi Sales NK: ', '12/3/26, 09:21 - Budi: '
_CHAT = re.compile(r"^\s*(?:\[[^\]]{1,40}\]|\d{1,4}[./-]\d{1,2}[./-]\d{1,4},?\s[\d:.]{3,8}\s?-)\s?[^:：]{1,40}[:：]\s")
#: a list mark: '1) ', '2. ', '- ', '• '
_ENUM = re.compile(r"^\s*(?:\d{1,3}[.)]|[-•*·])\s+")
#: what ends a price inside a sentence: ', 16 nos available', '; ex-stock', ' (HGX)'
_PRICE_END = re.compile(r",\s|;|\s\(")
#: an amount right before its currency sign, with a scale word of up to three letters ('23.5万', '1,2 Mio.')
_AMOUNT_BEFORE = re.compile(r"(?<![\w.,])\d[\d.,'’\s]*(?:\s?[^\W\d_]{1,4}\.?)?\s?$")
#: where a clause of a chat message ends
_CLAUSE_END = re.compile(r"[，,;；。]")
#: a timestamp or a sender's name in a chat exported in columns; a message is longer
_LABEL_CHARS = 20
#: what joins a name to its price: '=', a dash, a colon
_JOIN = re.compile(r"[\s=–—:\-,]+$")


def text_lines(s: Sheet, matcher) -> tuple[Sheet, Table] | None:
    """The sheet's lines as a two-column table (name, price) when it is text, not a table: at least two lines name
    a catalog device and give a price in a currency (or ask for the price), and no row holds more than one text."""
    rows = s.rows[:MAX_LINES]
    lines: list[tuple[int, str]] = []
    col = _message_column(rows, s.hidden_rows)
    for r, row in enumerate(rows):
        if r in s.hidden_rows:
            continue
        if col is not None:
            # a chat exported in columns (time | sender | message): the message is the line
            v = row[col] if col < len(row) else None
            if v not in ("", None):
                lines.append((r, sheet_text(v)[:MAX_LINE_CHARS]))
            continue
        filled = [v for v in row if v not in ("", None)]
        if not filled:
            continue
        if len(filled) > 1:
            return None  # a row of several cells: a table, read as one or refused as such
        lines.append((r, sheet_text(filled[0])[:MAX_LINE_CHARS]))
    split, paired = _named_above([(r, *_split(text, matcher)) for r, text in lines], matcher)
    priced = len(paired) + sum(
        1 for _r, name, price, _rest in split if price and name and matcher.resolve(name).device_id is not None
    )
    if priced < 2:
        return None
    origin_rows = [split[0][0], *[r for r, _n, _p, _x in split]]
    # what a line says after its price ('(2nd hand, 3 months warranty)') is its note: condition and terms
    body = [["Model", "Price", "Notes"], *[[name, price, rest] for _r, name, price, rest in split]]
    sheet = Sheet(
        s.name,
        body,
        warnings=list(s.warnings),
        hidden=s.hidden,
        origin=lambda r, c: (origin_rows[r] if 0 <= r < len(origin_rows) else r, col or 0),
        notes=[text for _r, text in lines],
    )
    table = Table(
        0, 0, {"model": 0, "price": 1, "notes": 2}, ["Model", "Price", "Notes"], "prices", {}, frozenset(), [], []
    )
    return sheet, table


def _named_above(split: list[tuple], matcher) -> tuple[list[tuple], set[int]]:
    """A line that is a price alone ('23.5万/张，现货') after a line that names a device and gives no price ('H100
    80G SXM5 整卡'): the price is that device's, as a chat answers line by line; the line above is read into its
    quote. The lines rewritten, and the indexes of the price lines so paired."""
    paired: set[int] = set()
    if matcher is None:
        return split, paired
    out = list(split)
    for i in range(1, len(out)):
        r, name, price, rest = out[i]
        if not price and name:
            name, price, rest = _price_alone(name)
        pr, above, above_price, _above_rest = out[i - 1]
        if not price or name or above_price or not above:
            continue  # only a line that starts with its price ('23.5万/张', 'USD 7,900 each'); a named line is its own
        if matcher.resolve(above).device_id is None:
            continue
        out[i] = (r, above, price, _join_text(name, rest))
        out[i - 1] = (pr, "", "", above)  # the title of the line it names the device of
        paired.add(i)
    return out, paired


def _price_alone(text: str) -> tuple[str, str, str]:
    """('', price, what follows) of a line that starts with its price ('23.5万/张，现货', '$2.10/hr'), else (text, '',
    '')."""
    body = _ENUM.sub("", _CHAT.sub("", text, count=1), count=1).strip()
    m = _scaled_amount().match(body)
    if m is None:
        code, start, _end = currency_in(body)
        if code is None or start != 0 or not any(ch.isdigit() for ch in body[:24]):
            return text, "", ""
        price = body
        e = _PRICE_END.search(price, 2)
        if e is not None:
            price = price[: e.start()]
        return "", price.strip(), body[len(price) :].strip(" ,;:–—-")
    rest = _CLAUSE_END.split(body[m.end() :].lstrip(" ,，;:"), maxsplit=1)[0]
    return "", m.group(0).strip(), rest.strip()


def _join_text(*parts: str) -> str:
    return "; ".join(p for p in parts if p)


def _message_column(rows: list[list], hidden: set[int]) -> int | None:
    """The column of a chat exported in columns (time | sender | message): the only column holding texts longer than
    a label (a timestamp, a sender's name), with no number beside it; None when rows hold one cell each or look like a
    table."""
    long_in: dict[int, int] = {}
    seen = 0
    for r, row in enumerate(rows):
        if r in hidden:
            continue
        cells = [(c, v) for c, v in enumerate(row) if v not in ("", None)]
        if len(cells) < 2:
            continue
        if len(cells) > 4:
            return None
        seen += 1
        for c, v in cells:
            if v.__class__ in (int, float):
                return None  # amounts or counts: a table
            if len(sheet_text(v)) > _LABEL_CHARS:
                long_in[c] = long_in.get(c, 0) + 1
    if seen < 3 or len(long_in) != 1:
        return None
    ((col, n),) = long_in.items()
    return col if n >= 2 else None


@lru_cache(maxsize=1)
def _scaled_amount() -> re.Pattern:
    """An amount glued to a scale of ten thousand or more ('10.2w', '86W', '2.65万', '1.2亿'): a price in yuan in a
    Chinese chat; not an amount followed by other letters ('400W PSU' is read only where no letter follows)."""
    lex = lx.get()
    words = sorted(
        {w for k in lex.keys("scale") if float(k) >= 1e4 for w in lex.phrases(f"scale.{k}")}, key=len, reverse=True
    )
    alt = "|".join(re.escape(w) for w in words)
    return re.compile(rf"(?<![\w.])\d+(?:\.\d+)?\s?(?:{alt})(?![a-z])", re.IGNORECASE)


@lru_cache(maxsize=1)
def _asking() -> lx.Finder:
    # words asking for the price, or saying there is none to give ('已无现货，暂不报价'): the line's price cell
    return lx.get().finder("price_text.on_request", "price_text.unavailable")


def _tdp_w(matcher, name: str) -> float | None:
    """The known TDP of the card a line's name matches (None without a matcher or a match)."""
    if matcher is None or not name:
        return None
    device_id = matcher.resolve(name).device_id
    return None if device_id is None else matcher.catalog.by_id[device_id].values.get("tdp_w")


def _split(text: str, matcher=None) -> tuple[str, str, str]:
    """(name, price, what follows the price) of a line: the text before the first currency it names and the price from there to the end
    of its clause; a line asking for the price ('B200 HGX 8-GPU – price on request') is split at its dash or
    colon; a line without either is all name."""
    body = _ENUM.sub("", _CHAT.sub("", text, count=1), count=1).strip()
    code, start, end = currency_in(body)
    stop = len(body)
    # the digits after the sign that count are its clause's ('19,300元/张，现货20+': the stock is another clause)
    after = _CLAUSE_END.split(body[start : start + 24], maxsplit=1)[0] if code is not None else ""
    if code is not None and start > 0 and not any(ch.isdigit() for ch in after):
        # the sign after its amount ('27.900,00 € pro Karte', '每张 23.5万元'): the price is the amount and its sign
        m = _AMOUNT_BEFORE.search(body[max(0, start - 24) : start])
        if m is not None:
            start, stop = max(0, start - 24) + m.start(), end
            after = body[start:stop]
    if code is not None and start > 0 and any(ch.isdigit() for ch in after):
        price = body[start:stop]
        m = _PRICE_END.search(price, 2)
        if m is not None:
            price = price[: m.start()]
        rest = body[start + len(price) :].strip(" ,;:–—-")
        return _JOIN.sub("", body[:start]).strip(), price.strip(), rest
    found = [m for m in _scaled_amount().finditer(body) if m.start() > 0] if code is None else []
    for i, m in enumerate(found):
        name = _JOIN.sub("", body[: m.start()]).strip(" ,，;:")
        if reads_as_watts(body, m.start(), m.end(), _tdp_w(matcher, name), more=i + 1 < len(found)):
            continue  # 'H100 PCIe 80G 350W 现货': the card's rating in watts, not 350万; the next amount is the price
        # '10.2w/张', '86W一台', '2.65万': an amount in 万 (yuan) inside a chat message, no currency named
        # what follows to the end of its clause is the price's own terms ('不含税'); the next clause ('20张现货有')
        # is about stock, not the price
        rest = _CLAUSE_END.split(body[m.end() :].lstrip(" ,，;:"), maxsplit=1)[0]
        return name, m.group(0).strip(), rest.strip()
    asks = _asking().search(body.lower())
    if asks is None:
        return body, "", ""
    words = body[asks[1] : asks[2]]  # 'price on request, allocation Feb'27': the words that ask, not the rest
    for sep in (" = ", " – ", " — ", " - ", ": "):
        at = body.find(sep)
        if 0 < at < asks[1]:
            return body[:at].strip(), words, ""
    return body[: asks[1]].strip(" ,;:–—-") or body, words, ""
