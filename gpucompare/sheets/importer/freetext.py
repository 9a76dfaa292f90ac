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
from gpucompare.sheets.importer.notes import line_tax
from gpucompare.sheets.importer.rows import _date_cell, reads_as_watts, sheet_text
from gpucompare.sheets.prices import currency_in, parse_price, thousand_scales
from gpucompare.sheets.workbook import Sheet

MAX_LINES = 2_000  # a pasted conversation, not a data dump
MAX_LINE_CHARS = 400
#: a chat export's prefix: '[18/11/26 09.21] Budi Sales NK: ', '12/3/26, 09:21 - Budi: '
_CHAT = lx.compiled(r"^\s*(?:\[[^\]]{1,40}\]|\d{1,4}[./-]\d{1,2}[./-]\d{1,4},?\s[\d:.]{3,8}\s?-)\s?[^:：]{1,40}[:：]\s")
#: a list mark: '1) ', '2. ', '- ', '• '
_ENUM = lx.compiled(r"^\s*(?:\d{1,3}[.)]|[-•*·])\s+")
#: what ends a price inside a sentence: ', 16 nos available', '; ex-stock', ' (HGX)', and a shop's marks after it
#: (' ◆熱賣', ' ↘降1000', ' ★': arrows, shapes, dingbats)
_PRICE_END = lx.compiled(r",\s|;|\s\(|\s?[\u2190-\u21ff\u25a0-\u27bf\u2b00-\u2bff]")
#: an amount right before its currency sign, with a scale word of up to three letters ('23.5万', '1,2 Mio.')
_AMOUNT_BEFORE = lx.compiled(r"(?<![\w.,])\d[\d.,'’\s]*(?:\s?[^\W\d_]{1,4}\.?)?\s?$")
#: where a clause of a chat message ends
_CLAUSE_END = lx.compiled(r"[，,;；。]")
#: a timestamp or a sender's name in a chat exported in columns; a message is longer
_LABEL_CHARS = 20
#: what joins a name to its price: '=', a dash, a colon
_JOIN = lx.compiled(r"[\s=–—:\-,]+$")


def text_lines(s: Sheet, matcher) -> tuple[Sheet, Table] | None:
    """The sheet's lines as a two-column table (name, price) when it is text, not a table: at least two lines name
    a catalog device and give a price in a currency (or ask for the price), and no row holds more than one text."""
    rows = s.rows[:MAX_LINES]
    lines: list[tuple[int, str]] = []
    col = _message_column(rows, s.hidden_rows)
    when: dict[int, str] = {}  # a message's row -> its send time, where the chat has a column of them
    who: dict[int, str] = {}  # a message's row -> its sender
    topic = ""
    skip = set(s.hidden_rows)
    if col is not None:
        skip |= _chat_header(rows, s.hidden_rows, col)
        when, who = _sent_columns(rows, skip, col)
        topic = _topic(rows, skip, col, matcher)
    for r, row in enumerate(rows):
        if r in skip:
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
            line = _beside_labels(filled)
            if line is None:
                return None  # a row of several cells with amounts: a table, read as one or refused as such
            lines.append((r, line[:MAX_LINE_CHARS]))
            continue
        lines.append((r, sheet_text(filled[0])[:MAX_LINE_CHARS]))
    lines = [(r, _slang(text, col is not None)) for r, text in lines]
    parts = [(r, part) for r, text in lines for part in _quotes_in(text, matcher)]
    split, paired = _named_above([_asked_of_nothing(r, *_split(text, matcher), matcher) for r, text in parts], matcher)
    if col is not None:
        split = _bare_amounts(split, topic, matcher)
    answered: set[int] = set()
    if who:
        split, answered = _sides(split, who, matcher)
    if topic:
        split = [_on_topic(line, topic, matcher) for line in split]
    priced = len(paired) + sum(
        1 for _r, name, price, _rest in split if price and name and matcher.resolve(name).device_id is not None
    )
    if priced < 2:
        return None
    origin_rows = [split[0][0], *[r for r, _n, _p, _x in split]]
    # what a line says after its price ('(2nd hand, 3 months warranty)') is its note: condition and terms
    head = ["Model", "Price", "Notes", "Date", "Sender", "Qty"]
    body = [head]
    for r, name, price, rest in split:
        # '- 4 x NVIDIA H200 NVL - $47,950.00 ea': the count before the name is the quantity of a price per item
        name, qty = _counted_each(name, price, rest)
        # (an answer borrows its device from the question: no restatement of the sender's own price for it)
        body.append([name, price, rest, when.get(r, ""), "" if r in answered else who.get(r, ""), qty])
    sheet = s.region(
        body,
        lambda r, c: (origin_rows[r] if 0 <= r < len(origin_rows) else r, col or 0),
        # the lines that quote nothing are the sheet's notes; a quote's own terms ('不含票 拆机') are its line's
        [text for r, text in lines if r not in {q[0] for q in split if q[2]}],
        package=None,  # (a thread's lines are no cells of the file: no formula or error is looked up for them)
        part="",
    )
    cols = {"model": 0, "price": 1, "notes": 2}
    if any(row[5] != "" for row in body[1:]):
        cols["quantity"] = 5
    if when:
        cols["quote_date"] = 3
    table = Table(0, 0, cols, head, "prices", {}, frozenset(), [], [])
    return sheet, table


#: a count of items before a line's name ('4 x NVIDIA H200 NVL', '2× L40S')
_LEADING_COUNT = lx.compiled(r"^(\d{1,4})\s?[x×]\s+(\S.*)$")


def _counted_each(name: str, price: str, rest: str) -> tuple[str, object]:
    """(name, how many) of a line whose price is said to be each one's ('- 4 x NVIDIA H200 NVL 141GB PCIe -
    $47,950.00 ea'): the count before the name is how many are quoted, not devices in one item; ('name', '')
    otherwise ('1 x Dell R760xa with 4 x L40S - $98,600.00 per server' keeps its words)."""
    m = _LEADING_COUNT.match(name)
    if m is None:
        return name, ""
    after = price[
        max((i for i, ch in enumerate(price) if ch.isdigit()), default=-1) + 1 :
    ]  # the words after its amount
    words = _WORD.findall(lx.fold(f"{after} {rest[:40]}").lower())
    if not words or words[0] not in lx.get().phrases("price_text.each"):
        return name, ""
    return m[2], int(m[1])


_WORD = lx.compiled(r"[^\W\d_]+")


#: where one message's quotes part: '4090 涡轮 2.05w 含13%票；4090D 涡轮 1.86w' (a semicolon, never a comma, which
#: parts a quote from its own terms)
_QUOTE_END = lx.compiled(r"[;；]\s*")


def _quotes_in(text: str, matcher) -> list[str]:
    """The quotes one message holds: its parts between semicolons where at least two of them each name a catalog
    device and give a price ('4090 涡轮 2.05w 含13%票 现货10片；4090D 涡轮 1.86w 含13%票'); else the message whole."""
    pieces = [p.strip() for p in _QUOTE_END.split(text) if p.strip()]
    if len(pieces) < 2:
        return [text]
    quoted = 0
    for p in pieces:
        name, price, _rest = _split(p, matcher)
        if price and name and matcher is not None and matcher.resolve(name).device_id is not None:
            quoted += 1
    return pieces if quoted >= 2 else [text]


def _topic(rows: list[list], hidden: set[int], col: int, matcher) -> str:
    """The topic a chat's lines answer, where the export writes it above them in a cell of its own ('#接龙 H20 96G
    报价（默认含13%专票，单片价）'): a text naming one catalog device and giving no price, in the first rows, outside the
    message column; '' when there is none."""
    if matcher is None:
        return ""
    for r, row in enumerate(rows[:6]):
        if r in hidden:
            continue
        filled = [(c, v) for c, v in enumerate(row) if v not in ("", None)]
        if len(filled) != 1 or filled[0][0] == col:
            continue
        text = sheet_text(filled[0][1])[:MAX_LINE_CHARS]
        _name, price, _rest = _split(text, matcher)
        if not any(ch.isdigit() for ch in price) and matcher.resolve(text).device_id is not None:
            return text  # (words asking for prices, 'RFQ', are no price)
    return ""


def _on_topic(line: tuple, topic: str, matcher) -> tuple:
    """A line that gives a price and names no device ('广州恒通 10.9w 不含票 拆机') answers the chat's topic: its
    name is the line's own words with the topic's device; the topic's terms (its words in brackets: tax, per card)
    hold where the line states no tax of its own."""
    r, name, price, rest = line
    if not price:
        return line
    subject, terms = _topic_parts(topic)
    own = (line_tax(rest) or line_tax(name) or (None,))[0]
    if terms and own in (None, (line_tax(terms) or (None,))[0]):
        # (a line's '含票' on a topic of '含13%专票': the same basis, at the topic's rate)
        rest = _join_text(rest, terms)
    if matcher.resolve(name or price).device_id is not None:
        return r, name, price, rest
    return r, f"{name} · {subject}" if name else subject, price, rest


_BRACKET = lx.compiled(r"[（(]")


def _topic_parts(topic: str) -> tuple[str, str]:
    """A topic's subject and its terms: '#接龙 H20 96G 报价（默认含13%专票，单片价）' -> ('#接龙 H20 96G 报价',
    '默认含13%专票，单片价')."""
    m = _BRACKET.search(topic)
    if m is None:
        return topic, ""
    return topic[: m.start()].strip(), topic[m.end() :].strip(" ）)")


#: an amount standing alone in a chat line, no unit or currency around it ('北京智算 11.8 期货1周')
_BARE = lx.compiled(r"(?<![\w.,/])(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?![\w%/]|[.,]\d)")


@lru_cache(maxsize=1)
def _revised() -> re.Pattern:
    words = sorted(lx.get().phrases("price_text.revised_to"), key=len, reverse=True)
    alt = "|".join(re.escape(w) for w in words)
    return re.compile(rf"(?:{alt})\s?((?:\d{{1,3}}(?:,\d{{3}})+|\d+)(?:\.\d+)?)(?!\d|[.,]\d|\s?%)", re.IGNORECASE)


def _bare_amounts(split: list[tuple], topic: str, matcher) -> list[tuple]:
    """A chat line that names a device (or answers a topic that does) with a bare amount ('北京智算 11.8 期货1周',
    '11.8改11.5'): the amount is read at the scale the chat's other prices of that device are written in (11.8 among
    11.6w and 116000 元 is 11.8万) where exactly one scale puts it within half the least to twice the most; after a word
    that revises a price ('改', 'changed to') the amount that follows is the price now, in the chat's currency where
    all its prices name one. No such scale, no price."""
    if matcher is None:
        return split
    words = thousand_scales()
    factors: dict[str, float] = {"": 1.0}  # the scales the chat's prices are written at
    by_device: dict[str, list[float]] = {}
    currencies: set[str | None] = set()
    for _r, name, price, _rest in split:
        if not price:
            continue
        dev = matcher.resolve(name).device_id if name else None
        dev = dev or (matcher.resolve(topic).device_id if topic else None)
        got = parse_price(price)
        if dev is not None and got.ok and not got.on_request and got.min == got.min:
            by_device.setdefault(dev, []).append(got.min)
            currencies.add(got.currency)
            low = price.lower()
            factors.update((w, f) for w, f in words if re.search(rf"\d\s?{re.escape(w.lower())}", low))
    out = []
    for line in split:
        r, name, price, rest = line
        if price or not name:
            out.append(line)
            continue
        dev = matcher.resolve(name).device_id or (matcher.resolve(topic).device_id if topic else None)
        seen = sorted(by_device.get(dev, ())) if dev is not None else []
        if not seen:
            out.append(line)
            continue
        low, high = seen[0] / 2, seen[-1] * 2  # (a server's price beside a card's: per item, not per device)
        rev = _revised().search(name)
        m = rev if rev is not None else _BARE.search(name)
        if m is None:
            out.append(line)
            continue
        number = m.group(1) if rev is not None else m.group(0)
        x = float(number.replace(",", ""))
        fits = {f: w for w, f in factors.items() if low <= x * f <= high}
        if len(fits) != 1:
            out.append(line)
            continue
        ((_f, word),) = fits.items()
        before = name[: m.start()]
        if rev is not None:
            before = _OLD_AMOUNT.sub("", before)  # '11.8改11.5': the old amount is no part of the name
        # the chat's one currency where all its prices name the same ('25,300' among 'USD 24,900' lines)
        sign = f" {next(iter(currencies))}" if len(currencies) == 1 and None not in currencies else ""
        price = f"{number}{word}{sign}"
        out.append((r, before.strip(" ,，:："), price, _join_text(name[m.end() :].strip(" ,，;；"), rest)))
    return out


def _sides(split: list[tuple], who: dict[int, str], matcher) -> tuple[list[tuple], set[int]]:
    """A chat between two people, each message signed: the seller is the one of the two who prices the most lines that
    name a device; a price in another sender's message (a buyer repeating it: '1.36w能不能再少点') is no offer, its
    line a note. A seller's price that names no device ('最低1.33w，二十张起') answers the message just before it
    when that message is the other side's and names one catalog device: the price is that device's, said in the
    line's notes. Nothing changes where no sender prices more lines than every other. Returns the lines and the rows
    of the answers."""
    if matcher is None:
        return split, set()
    priced: dict[str, int] = {}
    for r, name, price, _rest in split:
        if price and name and who.get(r) and matcher.resolve(name).device_id is not None:
            priced[who[r]] = priced.get(who[r], 0) + 1
    ranked = sorted(priced.values(), reverse=True)
    if not ranked or ranked[0] < 2 or (len(ranked) > 1 and ranked[1] == ranked[0]) or len(set(who.values())) != 2:
        return split, set()  # (a group chat of several dealers: each sender's prices its own offers)
    seller = next(w for w, n in priced.items() if n == ranked[0])
    out: list[tuple] = []
    answered: set[int] = set()
    for i, (r, name, price, rest) in enumerate(split):
        sender = who.get(r, "")
        if price and sender and sender != seller:
            out.append((r, " ".join(x for x in (name, price, rest) if x), "", ""))  # the other side's words
            continue
        if price and sender == seller and i > 0 and (not name or matcher.resolve(name).device_id is None):
            pr, above, above_price, above_rest = split[i - 1]
            asked = " ".join(x for x in (above, above_price, above_rest) if x)
            got = matcher.resolve(asked) if who.get(pr, seller) != seller and asked else None
            if got is not None and got.device_id is not None and got.how not in ("ambiguous", "fuzzy"):
                device = matcher.catalog.by_id[got.device_id].display_name
                note = f"{device}: the device of row {pr + 1}'s message, which this price answers"
                out.append((r, f"{name} · {device}" if name else device, price, _join_text(rest, note)))
                answered.add(r)
                continue
        out.append((r, name, price, rest))
    return out, answered


@lru_cache(maxsize=1)
def _slang_patterns() -> tuple[re.Pattern | None, re.Pattern | None, re.Pattern | None, re.Pattern | None, str, str]:
    """The chat slang `_slang` rewrites: a VAT rate after 含 ('含13票'), 个 as ten thousand after a decimal amount
    ('11.8个'), a decimal point written out in numerals ('一点二六亿'), an amount glued after a word ('最低1.33w'); and
    the words they are rewritten with."""
    lex = lx.get()

    def alt(words) -> str:
        return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))

    incl = [w for w in lex.phrases("tax.note_incl") if len(w) == 1 and not w.isascii()]
    slang = lex.phrases("price_text.rate_slang")
    rate = re.compile(rf"({alt(incl)})(\d{{1,2}})(?:{alt(slang)})?(?=$|[\s,，;；。)）])") if incl and slang else None
    wan = [w for w in lex.phrases("scale.10000") if len(w) == 1 and not w.isascii()]
    after = lex.phrases("price_text.wan_after_decimal")
    decimal = re.compile(rf"(?<![\d.])(\d+\.\d+)(?:{alt(after)})(?![^\W\d_])") if after and wan else None
    vals, _big = _numeral_values()
    point = lex.phrases("price_text.decimal_point")
    digits = "".join(re.escape(c) for c, n in vals.items() if n < 10)
    units = "".join(re.escape(c) for c, n in vals.items() if n >= 10_000)
    spoken = (
        re.compile(rf"([{digits}])(?:{alt(point)})([{digits}]{{1,4}})([{units}])")
        if point and digits and units
        else None
    )
    # (the tax word of the script 含 is written in: Han, not another script's one-letter word)
    word = [w for w in lex.phrases("tax.word") if len(w) == 1 and "\u4e00" <= w <= "\u9fff"]
    big = [w for k in lex.keys("scale") if float(k) >= 1e4 for w in lex.phrases(f"scale.{k}") if len(w) == 1]
    glued = (
        re.compile(rf"(?<=[\u4e00-\u9fff])(?=\d+(?:\.\d+)?(?:{alt(big)})(?![A-Za-z0-9]))", re.IGNORECASE)
        if big
        else None
    )
    return rate, decimal, spoken, glued, (wan[0] if wan else ""), (word[0] if word else "")


def _slang(text: str, chat: bool = False) -> str:
    """A chat line with its trade slang written out: '含13票' / '含13个点' -> '含税13%', '11.8个' -> '11.8万',
    '一点二六亿' -> '1.26亿', '最低1.33w' -> '最低 1.33w' (linear: three bounded patterns over a line of at most MAX_LINE_CHARS)."""
    rate, decimal, spoken, glued, wan, word = _slang_patterns()
    if rate is not None and word:
        text = rate.sub(lambda m: f"{m.group(1)}{word}{m.group(2)}%" if 0 < int(m.group(2)) <= 17 else m.group(0), text)
    if decimal is not None:
        text = decimal.sub(lambda m: f"{m.group(1)}{wan}", text)
    if glued is not None and chat:  # (a chat's messages only: an e-mail quotes earlier prices in its sentences)
        text = glued.sub(" ", text)  # '最低1.33w' -> '最低 1.33w': the amount a word of its own
    if spoken is not None:
        vals = _numeral_values()[0]
        text = spoken.sub(lambda m: f"{vals[m.group(1)]}.{''.join(str(vals[c]) for c in m.group(2))}{m.group(3)}", text)
    return text


#: the amount a revision replaces, right before its word ('11.8' of '11.8改11.5')
_OLD_AMOUNT = lx.compiled(r"\d[\d,]*(?:\.\d+)?\s?$")


def _sent_columns(rows: list[list], hidden: set[int], col: int) -> tuple[dict[int, str], dict[int, str]]:
    """A chat exported in columns: each message's send time (the column whose cells beside messages are dates) and
    sender (the column of short texts that is neither a date nor a label of the message's kind repeated on most
    lines: the one with most distinct values)."""
    dates: dict[int, dict[int, str]] = {}
    texts: dict[int, dict[int, str]] = {}
    records = record_columns(rows, hidden)  # (a message's id or type is no sender)
    for r, row in enumerate(rows):
        if r in hidden or col >= len(row) or row[col] in ("", None):
            continue
        for c, v in enumerate(row):
            if c == col or c in records or v in ("", None) or v.__class__ in (int, float):
                continue
            day = _date_cell(v)
            if day is not None:
                dates.setdefault(c, {})[r] = day
            elif len(sheet_text(v)) <= _LABEL_CHARS:
                texts.setdefault(c, {})[r] = sheet_text(v)
    when = max(dates.values(), key=len) if dates else {}
    who: dict[int, str] = {}
    if texts:
        best = max(texts.values(), key=lambda m: (len(set(m.values())), len(m)))
        if len(set(best.values())) >= 2:
            who = best
    return (when if len(when) >= 2 else {}), who


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


def _beside_labels(filled: list) -> str | None:
    """The line of a row whose other cells are labels (a web list pasted with its category column: '顯示卡' |
    '華碩 TUF-RTX5090 …, $102990', '專業繪圖卡' | '❤ NVIDIA 專業卡 ❤'): its longest text, where every other cell is a
    short text without a figure or a currency; else None (a table's row)."""
    if len(filled) > 3 or any(v.__class__ is not str for v in filled):
        return None
    texts = sorted((sheet_text(v) for v in filled), key=len, reverse=True)
    for label in texts[1:]:
        if len(label) > _LABEL_CHARS or any(ch.isdigit() for ch in label) or currency_in(label)[0]:
            return None
    return texts[0]


def _message_column(rows: list[list], hidden: set[int]) -> int | None:
    """The column of a chat exported in columns (time | sender | message): the only column holding texts longer than
    a label (a timestamp, a sender's name), with no number beside it; None when rows hold one cell each or look like a
    table."""
    long_in: dict[int, int] = {}
    seen = 0
    running = _running_numbers(rows, hidden) | record_columns(rows, hidden)
    for r, row in enumerate(rows):
        if r in hidden:
            continue
        cells = [(c, v) for c, v in enumerate(row) if v not in ("", None) and c not in running]
        if len(cells) < 2:
            continue
        if all(v.__class__ is str and len(sheet_text(v)) <= _LABEL_CHARS for _c, v in cells) and not seen:
            continue  # a chat export's header ('StrContent' | 'StrTime' | 'NickName' | 'Sender'): no message
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


def _chat_header(rows: list[list], hidden: set[int], col: int) -> set[int]:
    """The header row of a chat exported in columns with its field names ('localId' | … | 'StrContent' | 'Sender'): the
    first filled row, where its cells are all short texts and its message cell is one; no message of the chat."""
    for r, row in enumerate(rows[:20]):
        if r in hidden or not any(v not in ("", None) for v in row):
            continue
        cells = [v for v in row if v not in ("", None)]
        short = all(v.__class__ is str and len(sheet_text(v)) <= _LABEL_CHARS for v in cells)
        if short and len(cells) >= 3 and col < len(row) and row[col] not in ("", None):
            return {r}
        return set()
    return set()


def record_columns(rows: list[list], hidden: set[int]) -> set[int]:
    """Columns of a chat export's own fields for each message ('localId' | 80231, 'Type' | 0, 'IsSender' | 1,
    'CreateTime' | 1796436753): every value a whole number (a header's label above them aside) that is a small code
    (under 100), a running id or Unix seconds; such a column holds no amount and no message."""
    from gpucompare.sheets.importer.choose import _numbers_an_id

    out: set[int] = set()
    width = min(max((len(row) for row in rows), default=0), 40)
    for c in range(width):
        nums: list[float] = []
        texts = 0
        for r, row in enumerate(rows):
            v = row[c] if c < len(row) else None
            if r in hidden or v in ("", None):
                continue
            if v.__class__ in (int, float) and float(v).is_integer():
                nums.append(float(v))
            elif v.__class__ is str and v.isdigit() and len(v) <= 12:
                nums.append(float(v))
            else:
                texts += 1
        if len(nums) >= 3 and texts <= 1 and (max(nums) < 100 or _numbers_an_id(nums, "")):
            out.add(c)
    return out


def _running_numbers(rows: list[list], hidden: set[int]) -> set[int]:
    """Columns whose numbers are a message's running number (1, 2, 3...: '序号', '#'): every number in them a whole
    one above the last, at least three; such a column numbers the lines, it holds no amount."""
    out: set[int] = set()
    width = max((len(row) for row in rows), default=0)
    for c in range(min(width, 8)):
        last, n, ok = None, 0, True
        for r, row in enumerate(rows):
            v = row[c] if c < len(row) else None
            if r in hidden or v.__class__ not in (int, float):
                continue
            if v != int(v) or (last is not None and v != last + 1):
                ok = False
                break
            last, n = v, n + 1
        if ok and n >= 3:
            out.add(c)
    return out


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
def _numeral_values() -> tuple[dict[str, int], re.Pattern | None]:
    """The single-character numerals of the lexicon and their values, and a run of them holding a unit of a thousand
    or more ('一万九千八', '三千五百'): an amount written out, never a count ('八卡')."""
    vals: dict[str, int] = {}
    for k, v in lx.get().values("numerals").items():
        if len(k) == 1 and not k.isascii():
            vals[k] = int(v)
    for k in lx.get().keys("scale"):
        for w in lx.get().phrases(f"scale.{k}"):
            if len(w) == 1 and not w.isascii():
                vals.setdefault(w, int(float(k)))
    if not vals:
        return vals, None
    chars = "".join(re.escape(c) for c in vals)
    big = "".join(re.escape(c) for c, n in vals.items() if n >= 1000)
    return vals, re.compile(rf"[{chars}]*[{big}][{chars}]*")


def _numeral_value(run: str, vals: dict[str, int]) -> int | None:
    """The value of numerals written out ('一万九千八' = 19,800: a digit after the last unit is the next lower unit's,
    as said aloud; '一万零五百' = 10,500), None where the run is not one amount (two digits in a row)."""
    total = section = 0
    digit: int | None = None
    last = 1
    for ch in run:
        n = vals[ch]
        if n < 10:
            if digit is not None and digit != 0 and n != 0:
                return None  # '九八': two digits in a row, no amount written out
            digit = n
        elif n < 10_000:
            section += (digit if digit else 1) * n
            digit, last = None, n
        else:
            total += (section + (digit or 0)) * n
            section, digit, last = 0, None, n
    if digit:
        section += digit * (last // 10 if last >= 10 and run[-2:-1] != "零" else 1)
    value = total + section
    return value or None


def _spelled_amount(body: str) -> tuple[int, int, int, str] | None:
    """(start, end, value, its largest unit) of the first amount written out in numerals in a line ('一万九千八一张'
    -> 19,800 and '万', its '一' before a unit of count being 'one' (per card), not part of the amount); None where
    there is none."""
    vals, pattern = _numeral_values()
    if pattern is None:
        return None
    for m in pattern.finditer(body[:MAX_LINE_CHARS]):
        run, end = m.group(0), m.end()
        per = lx.get().phrases("price_text.per_unit")
        if len(run) > 1 and vals[run[-1]] == 1 and any(body.startswith(u, end) for u in per):
            run, end = run[:-1], end - 1  # '…八一张': 'a card', not a digit of the amount
        value = _numeral_value(run, vals)
        if value is not None and value >= 1000:
            return m.start(), end, value, max(run, key=lambda c: vals[c])
    return None


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


def _names_model(name: str) -> bool:
    """Whether a line's name holds a model number ('5080 16G'): a product the catalog may lack, priced in words."""
    from gpucompare.sheets.importer.rows import _product_like

    return bool(name) and _product_like(name)


def _asked_of_nothing(r: int, name: str, price: str, rest: str, matcher) -> tuple[int, str, str, str]:
    """A line whose only 'price' is words asking for one while it names nothing that could be priced (no device,
    no figure: '王经理您好，感谢询价！以下报价均含13%增值税专票…', 'Thanks for your enquiry, all prices incl. VAT'):
    a greeting or a note of the reply, its price words no price; the line stays a note (its tax and terms read)."""
    if (
        price
        and matcher is not None
        and not any(ch.isdigit() for ch in price)
        and not any(ch.isdigit() for ch in name)
        and matcher.resolve(name).device_id is None
    ):
        return r, f"{name} {price} {rest}".strip(), "", ""
    return r, name, price, rest


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
    spelled = _spelled_amount(body) if code is None and matcher is not None else None
    if spelled is not None:
        at, end, value, unit = spelled
        name = _JOIN.sub("", body[:at]).strip(" ,，;:")
        if matcher.resolve(name).device_id is not None or _names_model(name):
            # '4090 涡轮版 24G 一万九千八一张（19800）': an amount written out in numerals, read as its figure in its
            # largest unit ('1.98万'), which says its currency as that unit written after figures does
            rest = _CLAUSE_END.split(body[end:].lstrip(" ,，;:"), maxsplit=1)[0]
            n = _numeral_values()[0][unit]
            return name, (f"{value / n:g}{unit}" if n >= 10_000 else f"{value:g}"), rest.strip()
    asks = _asking().search(body.lower())
    if asks is None or asks[1] == 0:
        # (a line that begins with the asking word is about asking, not a thing's price: '询价回复（…）', 'RFQ reply')
        return body, "", ""
    words = body[asks[1] : asks[2]]  # 'price on request, allocation Feb'27': the words that ask, not the rest
    for sep in (" = ", " – ", " — ", " - ", ": "):
        at = body.find(sep)
        if 0 < at < asks[1]:
            return body[:at].strip(), words, ""
    return body[: asks[1]].strip(" ,;:–—-") or body, words, ""
