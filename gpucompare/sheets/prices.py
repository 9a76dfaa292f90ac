"""The one price parser: '10w~12w', '2.5万-3万美元', '¥19,999', '27.450,00 €', 'от 25 000 до 30 000', '价格面议'...

The words it knows (currencies and their signs, scales such as 万, 'on request', 'about', per-unit and tax words)
are data in `data/lexicon/*.toml`; the shapes of numbers and ranges are rules here. A sign several currencies share
('¥', 'kr') is read by the sheet's language or the column's currency, else as `currency_default` says, with a note.
"""

from __future__ import annotations

import datetime as dt
import math
import re
import unicodedata
from functools import lru_cache
from typing import NamedTuple

from gpucompare.i18n import Msg
from gpucompare.sheets import currency_signs
from gpucompare.sheets import lexicon as lx
from gpucompare.sheets.header import price_period

_NUM = r"\d[\d\s.,']*\d|\d"
MAX_PRICE = 1e10  # more than any accelerator costs, in any currency we know per unit
MIN_PRICE = 1e-4  # less than any hourly rate: 5e-324 is a broken cell, not a price
MAX_PRICE_CHARS = 120  # a longer cell is a note, and no pattern runs over unbounded text
_DOT_THOUSANDS = lx.compiled(r"^\d{1,3}\.\d{3}$")
_TEXT_NUM = lx.compiled(r"^[+-]?\d+(\.\d+)?([eE][+-]?\d+)?$")
#: a telephone number as written beside 'call us' in a price cell ('电话 0886-3626118', '(+230) 208 0000'): a trunk 0,
#: a '+' or a bracket first, groups split by '-', '.' or spaces, seven digits or more; never a price's shape
_PHONE_NUMBER = lx.compiled(r"(?<![\w.,])(?=[0+(])[+(]*\d[\d)]*(?:[\s.-]+\(?\d+\)?){1,4}(?![\w.,])")
#: a sign several currencies share, as `_units` gives it before the sheet says which one it is
SIGN = "~"


def _lex() -> lx.Lexicon:
    return lx.get()


class ParsedPrice(NamedTuple):
    """A price cell read: min/max in `currency` (NaN for on request), or `error` saying why it is not a price."""

    min: float = math.nan
    max: float = math.nan
    currency: str | None = None
    currency_from: str | None = None  # "cell", "column", "sheet", "default"
    on_request: bool = False
    error: str | None = None
    note: str | None = None
    tax: str | None = None  # "incl" or "excl" when the cell says so ('(含税)', 'netto')
    period: str | None = None  # a rental price's period the cell names ('$3.50/hr', '€52 pro Tag'): hour, day, ...
    per: str = ""  # what the period is counted in, as the cell says it ('GPU-hour', 'instance-hour', 'Tag')
    plain: bool = False  # a number, or one amount with at most a currency or scale around it ('¥19,999', '12.5万')
    words: bool = False  # words without a figure that name no price the lexicon knows ('לפי בקשה' before Hebrew)

    @property
    def ok(self) -> bool:
        return self.error is None


#: Arabic-Indic and Persian digits, the Arabic thousands and decimal separators and percent sign, and the
#: right-to-left marks around them: '٣٩٬٦٧٥٫٥٠' is 39,675.50
_ARABIC = str.maketrans(
    {
        **{0x0660 + i: str(i) for i in range(10)},
        **{0x06F0 + i: str(i) for i in range(10)},
        0x066C: ",",
        0x066B: ".",
        0x066A: "%",
        0x200F: None,
        0x200E: None,
        0x061C: None,
    }
)
_ARABIC_CHARS = lx.compiled("[" + "".join(re.escape(chr(k)) for k in sorted(_ARABIC)) + "]")
#: a decimal digit of any other script (Unicode category Nd: Tibetan '༡༩', Devanagari '१२', Odia '୧୨', Bengali,
#: Thai, Myanmar ...): a price written in it is the same number
_OTHER_DIGIT = lx.compiled(r"[^\D0-9]")  # (one class, no look-ahead a character: the same characters)


#: the full stops of other scripts, which may end a cell after its amount ('༡༩,༣༠༠ སྒོར།' Tibetan, '२५,००० रु।'
#: Devanagari, '۔' Urdu, '።' Ethiopic): punctuation, not part of the price
_FULL_STOPS = "།༎।॥۔።"


def median(values) -> float:
    """The median of a non-empty collection of numbers, as `statistics.median` gives it (the middle value, or the mean
    of the two middle ones): the importer takes a few medians of a sheet's ratios, and `statistics` would load
    `fractions`, `decimal` and `random` (~10 ms of a command's start-up) for them."""
    data = sorted(values)
    n = len(data)
    if not n:
        raise ValueError("no median of no values")
    i = n // 2
    return data[i] if n % 2 else (data[i - 1] + data[i]) / 2


def ascii_digits(text: str) -> str:
    """Every decimal digit of another script as its ASCII digit ('༡༩,༣༠༠' -> '19,300'); other characters kept."""
    if text.isascii() or _OTHER_DIGIT.search(text) is None:
        return text
    return _OTHER_DIGIT.sub(lambda m: str(unicodedata.decimal(m.group())), text)


#: a full-width comma that separates items ('NF5688M7，8×H20，2TB'), not one that groups thousands ('１，２９９，５００')
_LIST_COMMA = lx.compiled(r"，(?!\d{3}(?!\d))|(?<!\d)，")
_WS = lx.compiled(r"[\s\u00a0\u2009\u202f]+")


#: short non-ASCII texts folded lately: a price cell is folded where it is parsed and again where it is shown
#: ('¥19,999.00' on thousands of rows, each distinct); cleared when full
_FOLDED: dict[str, str] = {}
_FOLDED_MAX = 20_000


def fold(text: str) -> str:
    """Full-width to ASCII, Arabic-Indic digits to ASCII, non-breaking and thin spaces to plain spaces, trimmed. A
    full-width comma between items becomes ', ' (it is never a decimal mark), so that '，8×H20' still counts 8."""
    if text.__class__ is not str:
        text = str(text)
    if text.isascii():
        return _WS.sub(" ", text).strip() if "  " in text or "\t" in text or "\n" in text else text.strip()
    got = _FOLDED.get(text)
    if got is not None:
        return got
    out = text
    if "，" in out:
        out = _LIST_COMMA.sub(", ", out)
    if not unicodedata.is_normalized("NFKC", out):
        out = unicodedata.normalize("NFKC", out)
    if _ARABIC_CHARS.search(out) is not None:  # (a scan for the table's characters: translate looks each one up)
        out = out.translate(_ARABIC)
    out = _WS.sub(" ", ascii_digits(out)).strip().rstrip(_FULL_STOPS).rstrip()
    if len(text) <= 64:
        if len(_FOLDED) >= _FOLDED_MAX:
            _FOLDED.clear()
        _FOLDED[text] = out
    return out


#: the usual shape, read at once: digits with comma groups of three and a decimal point ('19,999.00', '10.5')
_USUAL_NUMBER = lx.compiled(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?", re.ASCII)
_NUMBER_CHARS = lx.compiled(r"[\d.,]+")
_COMMA_GROUPS = lx.compiled(r"\d{1,3}(,\d{3})+")
_LAKH_GROUPS = lx.compiled(r"\d{1,2}(,\d\d)+,\d{3}")  # the Indian '25,00,000'
_DOT_GROUPS = lx.compiled(r"\d{1,3}(\.\d{3})+")
#: a space before four digits or more: no thousands group ('15 000', '1 234 567,50' group by three)
_SPACE_OVERLONG = lx.compiled(r"\d \d{4}")


def parse_number(text: str) -> float | None:
    """'19,999' 289,000.00' '27.450,00' '15 000' '10.5' "1'200" '٣٩٬٦٧٥' -> float; None if it is not a number."""
    if _USUAL_NUMBER.fullmatch(text) is not None:
        return float(text.replace(",", ""))  # what the rules below make of it, without their steps (50k cells)
    return _general_number(text)


def _general_number(text: str) -> float | None:
    """`parse_number` by its general rules (every shape)."""
    t = text if text.isascii() else ascii_digits(text.translate(_ARABIC))
    if " " in t and _SPACE_OVERLONG.search(t) is not None:
        return None  # '1 2027' ('Q1 2027', a quarter and a year): spaces group thousands three digits at a time
    t = t.replace(" ", "").replace("'", "").replace("’", "")
    if not t or _NUMBER_CHARS.fullmatch(t) is None:
        return None
    if "," in t and "." in t:
        dec = "," if t.rfind(",") > t.rfind(".") else "."
        thou = "." if dec == "," else ","
        t = t.replace(thou, "").replace(dec, ".")
    elif "," in t:
        if _COMMA_GROUPS.fullmatch(t) is not None or _LAKH_GROUPS.fullmatch(t) is not None:
            t = t.replace(",", "")  # '289,000' and the Indian '25,00,000'

        elif t.count(",") == 1:
            t = t.replace(",", ".")
        else:
            return None
    elif t.count(".") > 1:
        if _DOT_GROUPS.fullmatch(t) is not None:
            t = t.replace(".", "")
        else:
            return None
    try:
        return float(t)
    except ValueError:
        return None


@lru_cache(maxsize=1)
def dot_currencies() -> frozenset[str]:
    """Currencies written with a dot between thousands ('28.000 zł', 'R$ 3.622', '2.000 ₫'): those of the languages
    whose numbers group thousands with a dot, and currencies without minor units ('¥30.000' is thirty thousand)."""
    lex = _lex()
    out = {c for lang in lex.languages.values() if "." in lang.group for c in lang.currencies}
    return frozenset(
        out | set(lex.phrases("number.no_minor_units")) | {c.upper() for c in lex.phrases("number.no_minor_units")}
    )


@lru_cache(maxsize=1)
def _huge_unit_currencies() -> frozenset[str]:
    """Currencies without minor units (`number.no_minor_units`: yen, won, dong, rupiah, rial)."""
    return frozenset(c.upper() for c in _lex().phrases("number.no_minor_units"))


def _finder(*concepts: str) -> lx.Finder:
    return _lex().finder(*concepts)


@lru_cache(maxsize=1)
def _currency_concepts() -> tuple[str, ...]:
    return tuple(f"currency.{k}" for k in _lex().keys("currency"))


def _currency_of(word: str, concepts: list[str]) -> str:
    """The ISO code of a currency word found, or a SIGN marker for a sign several currencies share ('~¥')."""
    codes = sorted({c.split(".", 1)[1] for c in concepts})
    return codes[0] if len(codes) == 1 else SIGN + word


@lru_cache(maxsize=1)
def _prefix_signs() -> re.Pattern | None:
    """Currency signs that are one only right before an amount (`currency_prefix`): 'S/ 9 500' is soles where
    Spanish 's/ IGV' is 'sin IGV'; a letter sign ('N52,800,000.00', naira) only before an amount with thousands
    groups, so that 'N100' stays a name; the groups may follow a space and be dots or spaces ('R 62 500,00' rand,
    'Bs 198.450,00' bolivianos), one kind of group mark throughout."""
    lex = _lex()
    alts = []
    for k in lex.keys("currency_prefix"):
        for w in sorted(lex.phrases(f"currency_prefix.{k}"), key=len, reverse=True):
            after = (
                r"(?=\s?\d{1,3}(?:(?:,\d{3})+|(?:\.\d{3})+|(?: \d{3})+)(?![\d.,]?\d{3}))"
                if w.isalpha()
                else r"(?=\s?\d)"
            )
            alts.append(rf"(?P<{k.lower()}_{len(alts)}>{re.escape(w)}){after}")
    return lx.compiled(rf"(?<![^\W_])(?:{'|'.join(alts)})") if alts else None


@lru_cache(maxsize=1)
def _prefix_alone() -> tuple[re.Pattern, dict[str, str]] | None:
    """A prefix sign of one currency that is no letter ('S/'), standing alone in a header: in brackets, at its end,
    or before a bracket ('Precio (S/)', 'Importe S/', 'P. Unit. S/ (inc. IGV)'); never before a word ('s/ IGV' is
    Spanish 'sin IGV', without it)."""
    codes = {w: c[0] for w, c in _sign_codes("currency_prefix").items() if len(c) == 1 and not w.isalpha()}
    if not codes:
        return None
    alts = "|".join(re.escape(w) for w in sorted(codes, key=len, reverse=True))
    return lx.compiled(rf"(?:^|(?<=[\s(\[]))({alts})(?=\s*(?:$|[)\]]|\())"), codes


def _prefix_sign_alone(low: str) -> str | None:
    got = _prefix_alone()
    if got is None:
        return None
    m = got[0].search(low[:200])
    return got[1].get(m.group(1)) if m else None


@lru_cache(maxsize=1)
def _suffix_signs() -> re.Pattern | None:
    """Currency letters that are one only right after an amount written with thousands groups (`currency_suffix`):
    '265 000 F' is CFP francs on a Tahitian list (or CFA francs on a Senegalese one), where an 'F' elsewhere is a
    letter ('Model F', 'F 100'); the sign is the named group, one kind of group mark throughout."""
    signs = sorted(_sign_codes("currency_suffix"), key=len)
    if not signs:
        return None
    alts = "|".join(re.escape(w) for w in reversed(signs))
    return lx.compiled(
        rf"(?<![\d.,])\d{{1,3}}(?:(?:,\d{{3}})+|(?:\.\d{{3}})+|(?:[ \u00a0\u202f]\d{{3}})+)(?:[.,]\d{{1,2}})?"
        rf"[ \u00a0\u202f]?(?P<sign>{alts})(?!{lx.LETTER})"
    )


@lru_cache(maxsize=1)
def _after_amount_signs() -> re.Pattern | None:
    """Words that are a currency only right after an amount in the thousands or with a scale ('18800块', '3万6块') at
    the end of a cell (`currency_after_amount`): the spoken yuan, where the same 块 elsewhere counts pieces ('8块卡',
    '6块')."""
    lex = _lex()
    signs = sorted(_sign_codes("currency_after_amount"), key=lx.longest_first)
    if not signs:
        return None
    scales = sorted(
        {w for k in lex.keys("scale") for w in lex.phrases(f"scale.{k}") if not w.isascii()}, key=lx.longest_first
    )
    # an amount in the thousands or with a scale before the word: the same word after a small number counts pieces
    # ('6块', '120块': six, a hundred and twenty pieces)
    before = "|".join(
        [r"(?<=\d{4})", r"(?<=\d,\d{3})"] + [f"(?<={re.escape(w)}){d}" for w in scales for d in ("", r"\d")]
    )
    alts = "|".join(re.escape(w) for w in signs)
    return lx.compiled(rf"(?:{before})\s?(?P<sign>{alts})\s*$")


@lru_cache(maxsize=1)
def _after_amount_span() -> int:
    """How many characters at a cell's end an after-amount currency word and the amount's last figures take: the
    longest word and seven more ('4,280 வெள்ளி', Singapore Tamil's dollar, is six letters)."""
    return 7 + max((len(w) for w in _sign_codes("currency_after_amount")), default=1)


def _currency_hits(low: str) -> list[tuple[str, int, int]]:
    """(currency concept, start, end) of the currency words and signs in a lower-cased text, leftmost first."""
    hits = list(_finder(*_currency_concepts()).finditer(low))
    rx = _after_amount_signs()
    span = _after_amount_span()
    if rx is not None and (m := rx.search(low[-span:])) is not None:
        off = max(0, len(low) - span)
        s, e = m.span("sign")
        hits.extend((f"currency.{c}", off + s, off + e) for c in _sign_codes("currency_after_amount")[m.group("sign")])
        hits.sort(key=lambda h: (h[1], -h[2]))
    rx = _prefix_signs()
    sorted_ = False
    if rx is not None and rx.search(low) is not None:
        shared = _sign_codes("currency_prefix")
        for m in rx.finditer(low):
            code = m.lastgroup.rsplit("_", 1)[0].upper()
            # a sign several currencies put before amounts ('Bs': Bolivian or Venezuelan) is each of them here
            for c in shared.get(low[m.start() : m.end()], (code,)):
                hits.append((f"currency.{c}", m.start(), m.end()))
        sorted_ = True
    rx = _suffix_signs()
    if rx is not None and rx.search(low) is not None:
        shared = _sign_codes("currency_suffix")
        for m in rx.finditer(low):
            s, e = m.span("sign")
            # a letter several currencies write after amounts ('F': CFP and CFA francs) is each of them here
            hits.extend((f"currency.{c}", s, e) for c in shared.get(low[s:e], ()))
        sorted_ = True
    if sorted_:
        hits.sort(key=lambda h: (h[1], -h[2]))
    if hits and any(e - s == 1 and s > 0 for _c, s, e in hits):
        hits = [h for h in hits if not _unknown_name_tail(low, h[1], h[2], hits)]
    return hits


def _unknown_name_tail(low: str, s: int, e: int, hits: list[tuple[str, int, int]]) -> bool:
    """Whether a one-letter currency word of a script written without spaces ('元') ends a longer word the lexicon
    does not know as a currency ('加勒比元', a '<place>元'): right after a letter of that script that ends no
    currency, scale or price word. That currency is not the one its last letter alone names (the renminbi)."""
    if e - s != 1 or s == 0 or not lx.unspaced(low[s:e]):
        return False
    before = low[s - 1]
    if not before.isalpha() or not lx.unspaced(before) or any(he == s for _c, _hs, he in hits):
        return False
    head = low[max(0, s - 12) : s]
    return not any(he == len(head) for _c, _hs, he in _known_before_currency().finditer(head))


@lru_cache(maxsize=1)
def _known_before_currency() -> lx.Finder:
    """The words a currency's own letter may follow: a scale ('万元'), a price word ('单价元')."""
    lex = _lex()
    return _finder(*(f"scale.{k}" for k in lex.keys("scale")), "field.price", "field.total", "field.amount")


@lru_cache(maxsize=2)
def _sign_codes(group: str) -> dict[str, tuple[str, ...]]:
    """The currencies each sign of a lexicon group stands for (`currency_prefix`: most stand for one;
    `currency_suffix`: 'F' for CFP and CFA francs)."""
    lex = _lex()
    out: dict[str, set[str]] = {}
    for k in lex.keys(group):
        for w in lex.phrases(f"{group}.{k}"):
            out.setdefault(w, set()).add(k)
    return {w: tuple(sorted(c)) for w, c in out.items()}


def currency_in(text: str) -> tuple[str | None, int, int]:
    """The first currency a text names ('USD 25,000', '¥19,999', '125 000,00 zł'): (code or SIGN marker, where)."""
    low = text.lower()
    first = None
    concepts: list[str] = []
    for c, s, e in _currency_hits(low):
        if first is None:
            first = (s, e)
        if (s, e) == first:
            concepts.append(c)
        else:
            break
    if first is None:
        return None, -1, -1
    return _currency_of(low[first[0] : first[1]], concepts), first[0], first[1]


@lru_cache(maxsize=64)
def _scales(currency: str | None = None) -> tuple[tuple[str, float, bool], ...]:
    """(word, factor, written without spaces) of every amount scale, unspaced words first, then larger factors. A
    language's `scale_in` words hold for amounts in its own currencies only, and there they win over the same word
    elsewhere ('Rp 5,35 M' is 5.35 miliar; '$1.2M' is 1.2 million; '₹21.8 L' is 21.8 lakh)."""
    lex = _lex()
    out: dict[str, tuple[float, bool]] = {}
    for k in lex.keys("scale"):
        for w in lex.phrases(f"scale.{k}"):
            out.setdefault(w, (float(k), lx.unspaced(w)))
    if currency:
        for k in lex.keys("scale_in"):
            for e in lex.entries(f"scale_in.{k}"):
                language = lex.languages.get(e.language)
                if language is not None and currency in language.currencies:
                    out[e.phrase] = (float(k), lx.unspaced(e.phrase))
    return tuple(sorted(((w, f, u) for w, (f, u) in out.items()), key=lambda x: (not x[2], -x[1], -len(x[0]))))


@lru_cache(maxsize=1)
def _strip_words() -> re.Pattern:
    """What a price cell may say around its amount that is neither the amount nor its currency: per-unit words
    ('/шт.', '/pcs', 'each', '每台'), 'about' words ('约', 'ca.', 'около', '起'), dash endings ('25.000,-'), and a
    bracketed remark."""
    lex = _lex()
    per_unit = "|".join(re.escape(w) for w in lex.phrases("price_text.per_unit"))
    approx = [w for w in lex.phrases("price_text.approx") if any(ch.isalpha() for ch in w)]
    dash = "|".join(re.escape(w) for w in lex.phrases("price_text.dash_end"))
    per = "|".join(re.escape(w) for w in lex.phrases("period.per"))
    parts = [
        rf"(?:/\s?|(?<![a-zа-я])(?:{per})\s)(?:{per_unit})\.?(?![a-zа-я])" if per_unit else "",
        "|".join(_standalone(w) for w in lex.phrases("price_text.each")),
        "|".join(_standalone(w) for w in lex.phrases("price_text.whole")),  # 'buo': the whole item, as its row says
        "|".join(_standalone(w) for w in lex.phrases("price_text.particle")),  # 'about 2.42 lor'
        r"\([^()]{0,30}\)",
        dash,
        "|".join(_standalone(w) for w in sorted(approx, key=len, reverse=True)),
        "|".join(re.escape(w) for w in lex.phrases("price_text.yuan")),
    ]
    return lx.compiled("|".join(p for p in parts if p))


#: a letter of an alphabet written with spaces between words, lower case (texts are folded before matching): Latin
#: with its accented letters (Vietnamese too), Greek, Cyrillic
_ALPHABET = "[a-z\u00df-\u00ff\u0100-\u024f\u0370-\u03ff\u0400-\u052f\u1e00-\u1eff]"


def _standalone(w: str) -> str:
    body = re.escape(w)
    if lx.unspaced(w):
        return body
    before = rf"(?<!{_ALPHABET})" if w[0].isalpha() else ""
    after = rf"(?!{_ALPHABET})" if w[-1].isalpha() else ""
    return before + body + after


@lru_cache(maxsize=64)
def _scale_pattern(currency: str | None = None) -> tuple[re.Pattern | None, dict[str, tuple[int, float]]]:
    """One pattern of every scale word (words of spaced scripts standing alone), and each word's (rank, factor), for
    amounts in this currency (None: any)."""
    factors: dict[str, tuple[int, float]] = {}
    parts = []
    for rank, (word, factor, cjk) in enumerate(_scales(currency)):
        factors.setdefault(word, (rank, factor))
        body = re.escape(word)
        # a one-letter word before a slash is an abbreviation, not a scale ('GSA Price w/ IFF', 'Precio s/IVA')
        # standing alone means no letter of an alphabet beside it, accented ones too: the 'm' of Aymara 'Mä' (one)
        # is no million (a Hangul syllable may still join its currency: '천원' is thousands of won)
        after = rf"(?:{_ALPHABET}|/)" if len(word) == 1 else _ALPHABET
        parts.append(body if cjk else rf"(?<!{_ALPHABET}){body}(?!{after})")
    return (lx.compiled("|".join(parts)) if parts else None), factors


_DIGIT = lx.compiled(r"\d")
_AMOUNT_NEXT = lx.compiled(r"\s?\d")


def _units(text: str, hint: str | None = None) -> tuple[str | None, float | None, str]:
    """Currency and scale words in a piece of text, and the text without them. The scale words are read for the
    currency the text names, else for `hint` (the column's or sheet's currency)."""
    low = text.lower()
    currency = None
    found: dict[tuple[int, int], list[str]] = {}
    for c, s, e in _currency_hits(low):
        found.setdefault((s, e), []).append(c)
    unit_scale = None
    if found:
        (s, e), concepts = next(iter(found.items()))
        currency = _currency_of(low[s:e], concepts)
        if hint and currency != hint and hint in _sign_currencies().get(low[s:e], ()):
            currency = hint  # '$' on a sheet priced in pesos or Australian dollars
        unit_scale = _currency_scales().get(fold(low[s:e]))  # 'تومان' is ten rials
    for s, e in sorted(found, reverse=True):
        low = low[:s] + " " + low[e:]
    scale = unit_scale
    named = currency if currency is not None and not currency.startswith(SIGN) else hint
    rx, factors = _scale_pattern(named if named in _scoped_currencies() else None)
    # a scale word of a spaced script follows its amount ('12.9M', '1,2 млн'): one written right before the
    # amount, with no number ahead of it, is a sign ('M 38,750.00' is maloti, not millions); a header's or a
    # note's scale stays ('(₹ in Lakhs)', '($ MM)', 'мянган төгрөгөөр (₮ 000)')
    # a letter of a spaced script with a digit glued after it is a label's, never a scale ('2026 W52 到貨': a
    # delivery week, not 52 ten-thousands)
    found = [
        (factors[m.group(0)], m.group(0))
        for m in (rx.finditer(low) if rx is not None else ())
        if lx.unspaced(m.group(0))
        or (
            (_DIGIT.search(low, 0, m.start()) or not _AMOUNT_NEXT.match(low, m.end()))
            and not _DIGIT.match(low, m.end())
        )
    ]
    if found:
        word = min(found, key=lambda x: x[0][0])[1]  # the first scale in the lexicon's order ('万' before 'w')
        scale = factors[word][1] * (unit_scale or 1.0)
        low = rx.sub(lambda m: " " if m.group(0) == word else m.group(0), low)
    low = _strip_words().sub(" ", low)
    return currency, scale, fold(low)


@lru_cache(maxsize=1)
def _currency_scales() -> dict[str, float]:
    """Currency words that are a multiple of their ISO unit (`currency_scale`: the toman is ten rials)."""
    return {fold(w): float(v) for w, v in _lex().values("currency_scale").items()}


@lru_cache(maxsize=1)
def _sign_currencies() -> dict[str, frozenset[str]]:
    """Signs other currencies write too ('$'), with the currencies that do (`currency_sign`)."""
    lex = _lex()
    return {
        fold(sign): frozenset(e.phrase.upper() for e in lex.entries(f"currency_sign.{sign}"))
        for sign in lex.keys("currency_sign")
    }


def currencies_writing(sign: str) -> frozenset[str]:
    """The currencies that write a sign other currencies write too (`currency_sign`: '$', '£'); empty for others."""
    return _sign_currencies().get(fold(sign).lower(), frozenset())


def dollar_currencies() -> frozenset[str]:
    """The currencies written with a bare '$' (`currency_sign`)."""
    return _sign_currencies().get("$", frozenset())


@lru_cache(maxsize=1)
def _scoped_currencies() -> frozenset[str]:
    """The currencies some language has scale words of its own for (IDR, INR)."""
    lex = _lex()
    out = set()
    for k in lex.keys("scale_in"):
        for e in lex.entries(f"scale_in.{k}"):
            language = lex.languages.get(e.language)
            if language is not None:
                out.update(language.currencies)
    return frozenset(out)


@lru_cache(maxsize=1)
def _tax_finder() -> lx.Finder:
    return _finder("tax.cell_incl", "tax.cell_excl")


@lru_cache(maxsize=1)
def _negation_finder() -> lx.Finder:
    return _finder("tax.note_excl")


def _tax_in(text: str) -> tuple[str | None, int, int]:
    low = text.lower()
    m = _tax_finder().search(low)
    if m is None:
        return None, -1, -1
    concept, s, e = m
    if not concept.endswith("excl") and _negated(low, s):
        return "excl", s, e
    return ("excl" if concept.endswith("excl") else "incl"), s, e


def _negated(low: str, at: int) -> bool:
    """Whether an inclusive word at `at` is the tail of an exclusive one ('不含专票': '不含' over '含专票', the
    special invoice not included): an exclusive note word (`tax.note_excl`) running into it or ending right before
    it, a rate between at most ('不含13%专票')."""
    off = max(0, at - 12)
    return any(
        off + s <= at < off + e or not _RATE_GAP.sub("", low[off + e : at])
        for _c, s, e in _negation_finder().finditer(low[off : at + 1])
    )


#: what may stand between a negation and the inclusive word it negates: spaces and a rate ('不含 13% 专票')
_RATE_GAP = lx.compiled(r"[\s\d.,%]+")


def tax_note(text: str) -> str | None:
    """'incl' or 'excl' when a price text or a header says whether VAT is in it: '(含税)', 'netto', '+НДС'."""
    return _tax_in(text[:200])[0]


def _without_tax(text: str) -> str:
    low = text.lower()
    out = text
    for _c, s, e in sorted(_tax_finder().finditer(low), key=lambda x: -x[1]):
        a, b = s, e
        while a > 0 and out[a - 1] in " (（":
            a -= 1
        while b < len(out) and out[b] in " .)）":
            b += 1
        out = out[:a] + " " + out[b:]
    return fold(out)


@lru_cache(maxsize=1)
def _date_text() -> re.Pattern:
    lex = _lex()
    y = "".join(re.escape(w) for w in lex.phrases("date.year_mark"))
    m = "".join(re.escape(w) for w in lex.phrases("date.month_mark"))
    d = "|".join(re.escape(w) for w in lex.phrases("date.day_mark"))
    return lx.compiled(
        rf"^(?:\d{{4}}\s?[-/.{y}]\s?\d{{1,2}}\s?[-/.{m}]\s?\d{{1,2}}(?:{d})?|\d{{1,2}}\s?[-/.]\s?\d{{1,2}}\s?[-/.]\s?\d{{2,4}})$"
    )


_CLOCK = lx.compiled(r"(?:^|[ T])\d{1,2}:\d{2}(?::\d{2})?$")


def is_date_or_time(text: str) -> bool:
    """Whether a text is a date, a timestamp or a time of day ('2026-11-27 10:12:33', '2026年11月27日', '10:12'): the
    dates parse_price refuses as prices, with a clock time after them or alone."""
    t = text.strip()[:40]
    clock = _CLOCK.search(t)
    if clock is not None:
        t = t[: clock.start()].rstrip()
        if not t:
            return True
    return _date_text().match(t) is not None


def is_duration(text: str) -> bool:
    """Whether a cell is a length of time and nothing more ('1个月', '12 months', '1年', '720小时', '3 Monate'): a
    short text, a number then a period word, no currency. A term or a usage estimate, never an amount of money."""
    low = text.strip().lower()
    if not 0 < len(low) <= 16:
        return False
    f = _finder("period.hour", "period.day", "period.week", "period.month", "period.year", "duration.words")
    return any(
        e == len(low) and _count_alone().fullmatch(low[:s]) is not None and currency_in(low)[0] is None
        for _c, s, e in f.finditer(low)
    )


@lru_cache(maxsize=1)
def _count_alone() -> re.Pattern:
    """A count alone before a period word ('12 ', '1', '1.5 ', '3个' before '月'): the whole of a duration cell but its
    word, a counter of the lexicon's (`duration.counter`) between them."""
    counters = "|".join(re.escape(w) for w in _lex().phrases("duration.counter") if w)
    return lx.compiled(
        rf"\d{{1,4}}(?:[.,]\d{{1,2}})?\s?(?:{counters})?\s?" if counters else r"\d{1,4}(?:[.,]\d{1,2})?\s?"
    )


def _duration(text: str) -> bool:
    """Whether a text is a delivery time ('1-2 weeks', '3个工作日', '5 business days'): a number, then a period or
    duration word."""
    low = text.lower()
    f = _finder("period.day", "period.week", "period.month", "duration.words")
    for _c, s, _e in f.finditer(low):
        k = s - 1
        if k >= 0 and low[k] == " ":
            k -= 1
        if k >= 0 and low[k].isdigit():
            return True
    return False


def _on_request(low: str) -> bool:
    """'POA', 'on request', 'auf Anfrage': a price to ask for. A word that holds one of the phrases but says a quote
    was asked for (a tracker's status 'Requested', 'angefragt': the lexicon's exceptions) is no price on request."""
    if any(w in low for w in _lex().phrases("price_text.on_request")):
        for w in _on_request_excepts():
            low = low.replace(w, " ")
        return any(w in low for w in _lex().phrases("price_text.on_request"))
    return False


def _digits_outside_asks(low: str) -> bool:
    """Whether a digit is left once the words asking for the price are taken out of a text (a romanisation that
    writes its tones as digits spells 'ask' with them: 'pah4 dian7 uê7 mung7')."""
    for w in sorted(_lex().phrases("price_text.on_request"), key=len, reverse=True):
        if any(ch.isdigit() for ch in w):
            low = low.replace(w, " ")
    return any(ch.isdigit() for ch in low)


def _only_a_phone_number(low: str) -> bool:
    """Whether every figure of a text is inside telephone numbers of seven digits or more."""
    phones = _PHONE_NUMBER.findall(low)
    return (
        bool(phones)
        and all(sum(ch.isdigit() for ch in m) >= 7 for m in phones)
        and not any(ch.isdigit() for ch in _PHONE_NUMBER.sub(" ", low))
    )


@lru_cache(maxsize=1)
def _on_request_excepts() -> tuple[str, ...]:
    return tuple(sorted(set(_lex().excepts("price_text.on_request")), key=len, reverse=True))


def at_cost_reason() -> Msg:
    """The one sentence for a price cell that sets the price later, with no figure."""
    return Msg("is a price to be set later (at cost, by invoice or to be determined), with no figure: not a quote")


def _at_cost(low: str) -> bool:
    """A cell that sets the price later by the item's cost or an invoice ('按实际采购价', 'at actual cost')."""
    return any(w in low for w in _lex().phrases("price_text.at_cost"))


def _not_offered(low: str) -> bool:
    """A cell that says the item is not offered: a dash alone ('—', '-'), 'not offered', 'nicht angeboten'."""
    return low.strip() in _lex().phrases("price_text.not_offered")


def _unavailable(low: str) -> bool:
    return any(w in low for w in _lex().phrases("price_text.unavailable"))


def _opens_unavailable(low: str) -> bool:
    """Whether a price cell opens with words saying the product is not available ('ausverkauft – Nachschub KW 2',
    '售罄，下周到货'): the figures after them are a restock date or week, never a price."""
    head = low.lstrip()[:40]
    return any(head.startswith(w) for w in _lex().phrases("price_text.unavailable"))


def says_not_offered(text: str) -> bool:
    """Whether a whole price cell says the item is not offered or not quoted ('no quote', '待报价')."""
    return _not_offered(fold(text[:MAX_PRICE_CHARS]).lower())


def says_unavailable(text: str) -> bool:
    """Whether a price cell's words say the item is not available ('缺货', '无法报价', 'sold out'), with no figure
    in it or opening with them ('ausverkauft – Nachschub KW 2/2027')."""
    low = fold(text[:MAX_PRICE_CHARS]).lower()
    return (not any(ch.isdigit() for ch in low) or _opens_unavailable(low)) and _unavailable(low)


@lru_cache(maxsize=1)
def _shapes() -> tuple[re.Pattern, re.Pattern]:
    """A range ('10~12w', 'от 25 000 до 30 000', '2,5-3 Mio') and a single amount ('ab 25.000', 'about 30,000')."""
    lex = _lex()
    frm = "|".join(rf"{re.escape(w)}\s?" for w in lex.phrases("price_text.from"))
    to = "|".join(_standalone(w) if w.isalpha() else re.escape(w) for w in lex.phrases("price_text.range_to"))
    about = "|".join(rf"{re.escape(w)}\s?" for w in lex.phrases("price_text.approx") if not lx.unspaced(w))
    rng = lx.compiled(
        rf"^(?:{frm})?({_NUM})\s?([^\d\s~～\-–—]{{0,8}})\s?(?:{to})\s?({_NUM})\s?(\S{{0,8}})$" if frm else ""
    )
    single = lx.compiled(rf"^(?:{frm}|{about})?({_NUM})\s?(\S{{0,8}})$")
    return rng, single


@lru_cache(maxsize=1)
def thousand_scales() -> tuple[tuple[str, float], ...]:
    """(word, factor) of every amount scale of a thousand or more ('万', 1e4; 'w', 1e4; 'k', 1e3), in the lexicon's
    order: the scales a trader's shorthand ('12万5') and a chat's bare amounts are written at."""
    lex = _lex()
    return tuple((w, float(k)) for k in lex.keys("scale") for w in lex.phrases(f"scale.{k}") if float(k) >= 1e3)


@lru_cache(maxsize=1)
def _digit_after_scale() -> re.Pattern:
    """An amount whose last digit follows its one-letter scale word, as traders write and say it ('12万5' is 12.5万,
    '9w2' 9.2w, '1k5' 1.5k): the digit is the scale's tenth."""
    words = sorted({w for w, _f in thousand_scales() if len(w) == 1}, key=len, reverse=True)
    alt = "|".join(re.escape(w) for w in words)
    return re.compile(rf"(?<![\d.,])(\d+)({alt})(\d)(?![\d.,])", re.IGNORECASE)


@lru_cache(maxsize=1)
def _rest_after_scale() -> tuple[re.Pattern, dict[str, float]]:
    """An amount written as a count of a scale of ten thousand or more and the rest in full ('6萬8900' = 68,900,
    '1億2000萬' is not one: only digits follow), or with the next lower scale word ('1萬2千' = 12,000)."""
    scales = {w: f for w, f in thousand_scales() if len(w) == 1 and f >= 1e4}
    alt = "|".join(re.escape(w) for w in sorted(scales))
    low = "|".join(re.escape(w) for w, f in thousand_scales() if len(w) == 1 and f == 1e3)
    rx = rf"(?<![\d.,])(\d+)({alt})(\d+)({low})?(?![\d.,])" if low else rf"(?<![\d.,])(\d+)({alt})(\d+)()(?![\d.,])"
    return re.compile(rx, re.IGNORECASE), {w.lower(): f for w, f in scales.items()}


def _rest_in_full(m: re.Match) -> str:
    factor = _rest_after_scale()[1].get(m.group(2).lower())
    count, rest = int(m.group(1)), m.group(3)
    if factor is None:
        return m.group(0)
    if m.group(4):  # '1萬2千': the rest counted in thousands
        return str(int(count * factor + int(rest) * 1e3)) if int(rest) * 1e3 < factor else m.group(0)
    if len(rest) == len(str(int(factor))) - 1:  # '6萬8900': the rest written in full, as many digits as the zeros
        return str(int(count * factor + int(rest)))
    return m.group(0)  # '2萬3' is read as 2.3萬 below; '2萬30' is not read


def digit_after_scale(text: str) -> str:
    """'12万5' -> '12.5万', '9w2' -> '9.2w' (see `_digit_after_scale`), '6萬8900' -> '68900', '1萬2千' -> '12000'
    (see `_rest_after_scale`); any other text unchanged. Looked for first (a C-level scan): nearly every price text
    has digits and none of these (thousands of distinct cells), and `sub` sets up its replacement on every call."""
    full = _rest_after_scale()[0]
    if full.search(text) is not None:
        text = full.sub(_rest_in_full, text)
    rx = _digit_after_scale()
    if rx.search(text) is None:
        return text
    return rx.sub(r"\1.\3\2", text)


def parse_price(
    value,
    *,
    column_currency: str | None = None,
    column_scale: float = 1.0,
    sheet_currency: str | None = None,
    default_currency: str | None = None,
) -> ParsedPrice:
    """Read one price cell. Numbers take the column's scale (e.g. 万元); text carries its own units. An amount in
    万/w/亿 that names no currency is in yuan (CNY): that is how such sheets are written. A rental price that names
    its period ('$3.50/hr', '¥45/天', '€52 pro Tag', '2 600 ₽/сутки') is read with `period` set."""
    cls = value.__class__
    if cls is float or cls is int:  # the common cell, read without the general rules
        v = value * column_scale
        if MIN_PRICE <= v <= MAX_PRICE:
            for cur, where in ((column_currency, "column"), (sheet_currency, "sheet"), (default_currency, "default")):
                if cur:
                    if cur[0] != SIGN:
                        return ParsedPrice(float(v), float(v), cur, where, plain=True)
                    break
    if cls is str and len(value) <= MAX_PRICE_CHARS:
        value = _asked_as_is(value)
        got = _usual_price(value, column_currency, column_scale, sheet_currency, default_currency)
        if got is not None:
            return got
        if "$" in value and (cifrao := _cifrao(value)) is not None:
            return cifrao
        value = digit_after_scale(spelled_out(value))
        got = _plain_text(value, column_currency, column_scale, sheet_currency, default_currency)
        if got is not None:
            return got
        lot = _lot_words(value)
        if lot is not None:
            got = parse_price(
                lot,
                column_currency=column_currency,
                column_scale=column_scale,
                sheet_currency=sheet_currency,
                default_currency=default_currency,
            )
            return got._replace(per="lot") if got.ok and not got.on_request and got.period is None else got
        if _OCR_NUMBER.match(value) and _OCR_LETTER.search(value):
            return _ocr_number(value, column_currency, column_scale, sheet_currency, default_currency)
        period, amount, per = _period_suffix(value)
        if period is not None:
            got = _parse_price(amount, column_currency, column_scale, sheet_currency, default_currency)
            return got._replace(period=period, per=per) if got.ok else got
    return _parse_price(value, column_currency, column_scale, sheet_currency, default_currency)


@lru_cache(maxsize=1)
def _haggle_words() -> re.Pattern:
    words = "|".join(_standalone(w) for w in sorted(_lex().phrases("price_text.haggle"), key=len, reverse=True))
    return lx.compiled(rf"^\s*(?:{words})[\s:：]*|[\s,，]*(?:{words})[\s.。!！]*$" if words else r"(?!)")


def _asked_as_is(text: str) -> str:
    """A price cell without the word before or after its amount that says whether the asking price may be haggled
    over ('RM38k nego', 'RM 31,500 firm', '一口价 8000', data/lexicon price_text.haggle): the amount stands as asked.
    Anchored at either end: linear."""
    if not text or len(text) > 80:
        return text
    low = fold(text).lower()
    if len(low) != len(text):
        return text  # (folding changed the length: the places do not line up)
    out = text
    m = _haggle_words().search(low)
    while m is not None and m.end() > m.start():
        out, low = out[: m.start()] + out[m.end() :], low[: m.start()] + low[m.end() :]
        m = _haggle_words().search(low)
    return out if any(ch.isdigit() for ch in low) else text


#: an amount whose cifrão stands where the decimal sign does ('298.500$00', '4 950 000$00', '172000$00')
_CIFRAO = re.compile(r"\s*(\d{1,3}(?:[. \u00a0]\d{3})+|\d{1,9})\$(\d{2})\s*")


def _cifrao(value: str) -> ParsedPrice | None:
    """A cell written with the cifrão as its decimal sign ('298.500$00' = 298,500.00): the escudo's way of writing
    (`number.cifrao`), never a dollar sign before an amount; None for any other cell."""
    m = _CIFRAO.fullmatch(value)
    if m is None:
        return None
    v = float(re.sub(r"[. \u00a0]", "", m.group(1))) + int(m.group(2)) / 100
    if not MIN_PRICE <= v <= MAX_PRICE:
        return None
    # (the cifrão's place decides the currency over a column's guess from its '$' signs: no dollar writes so)
    codes = _lex().phrases("number.cifrao")
    return ParsedPrice(v, v, codes[0].upper(), "cell") if codes else None


def spelled_out(text: str) -> str:
    """A price cell that opens with an amount written out in numerals ('一万九千八' = 19800, '十二万八' = 128000,
    '一百零八万元' = 1080000 yuan: the lexicon's numerals and scales, read as said aloud) with its figure in digits;
    any other cell unchanged (one with a digit in it, '八卡', '九八')."""
    t = text.strip()
    if not t or t.isascii() or any(ch.isdigit() for ch in t):
        return text
    from gpucompare.sheets.importer.freetext import _spelled_amount  # the one reader of amounts written out

    got = _spelled_amount(t)
    if got is None:
        return text
    if got[0] != 0:
        # a currency word before it ('新臺幣貳拾捌萬陸仟伍佰元整', '人民币柒佰伍拾叁万元整'): kept, nothing else may stand there
        head = t[: got[0]]
        code, s, e = currency_in(head)
        if code is None or head[:s].strip() or head[e:].strip():
            return text
    return f"{t[: got[0]]}{got[2]}{t[got[1] :]}"


def _lot_words(text: str) -> str | None:
    """The amount of a price cell that says it is for the line's whole quantity ('整批打包 19.5万', '$19,500 for the
    lot'), the words taken out; None for any other cell."""
    low = fold(text).lower()
    found = _finder("price_text.lot").search(low)
    if found is None:
        return None
    _c, s, e = found
    rest = (low[:s] + " " + low[e:]).strip()
    return rest if any(ch.isdigit() for ch in rest) else None


@lru_cache(maxsize=1)
def _period_separators() -> tuple[str, ...]:
    """What stands between an amount and the period it is for: '/', 'per', 'pro', 'за', 'в', 'je', '每'."""
    out = []
    for w in _lex().phrases("period.per"):
        out.append(w if (not w.isalpha() or lx.unspaced(w)) else f" {w} ")
    return tuple(out)


def _period_suffix(text: str) -> tuple[str | None, str, str]:
    """(period, the amount before it, the unit) for a price that names its period ('$3.50/hr', '$2.99 per GPU-hour',
    '¥45/天'); (None, text, '') for any other ('12.5万元/张', '$415,000 / system (8 GPUs)')."""
    low = text.lower()
    cut, sep = max((low.rfind(s), s) for s in _period_separators())
    if cut <= 0 or not any(ch.isdigit() for ch in text[:cut]):
        return None, text, ""
    unit = text[cut + len(sep) :].strip()
    if not unit or len(unit) > 30 or any(ch.isdigit() and ch != "1" for ch in unit):
        return None, text, ""
    period = price_period(unit)
    return (period, text[:cut].strip(), unit) if period is not None else (None, text, "")


def resolve_sign(cur: str, hints: list[str | None], languages: tuple[str, ...] = ()) -> tuple[str, str | None]:
    """(ISO code, a note or None) for a sign several currencies share: the column's, sheet's or default currency
    when it is one of them, the sheet's language's, else the usual one with a note ('¥ read as CNY; it could be
    JPY')."""
    sign = cur[len(SIGN) :]
    lex = _lex()
    codes = lex.ambiguous_signs().get(sign, ())
    for h in hints:
        if h in codes:
            return h, None
    code, by_language = lex.sign_currency(sign, languages)
    code = code or (codes[0] if codes else "USD")
    if by_language:
        return code, None
    others = " / ".join(c for c in codes if c != code)
    return code, Msg(SIGN_NOTE, sign=sign, cur=code, others=others)


#: the note on a shared sign read as its usual currency (`resolve_sign`); a reader that knows the sheet's languages
#: may decide the sign by them (`sign_by_language`)
SIGN_NOTE = "{sign} read as {cur}; it could be {others}"


def sign_by_language(pp: ParsedPrice, languages: tuple[str, ...]) -> ParsedPrice:
    """A price whose cell's word sign several currencies share ('Fr.': CHF, XOF, XAF) read by the sheet's languages
    when they decide it ('Fr.' on a Swiss German sheet is CHF), the note dropped; otherwise as it was (marked)."""
    note = pp.note
    if not languages or note is None or getattr(note, "template", None) != SIGN_NOTE:
        return pp
    sign = str(note.values["sign"])
    if not any(ch.isalpha() for ch in sign):
        # a symbol ('¥', '$') keeps its note as before: on a Chinese sheet it is what marks a '¥' price for review
        return pp
    code, decided = _lex().sign_currency(sign, languages)
    return pp._replace(currency=code, note=None) if decided and code else pp


_new_price = tuple.__new__  # a ParsedPrice without NamedTuple's Python-level __new__


def _plain_price(lo: float, hi: float, currency: str | None, where: str | None, note) -> ParsedPrice:
    """A plain amount's or range's ParsedPrice (nothing on request, no tax, period or unit), made by its fields'
    places (the fast paths' one way to make it: NamedTuple's keyword `__new__` is a Python call)."""
    return _new_price(ParsedPrice, (lo, hi, currency, where, False, None, note, None, None, "", True, False))


_USUAL_PRICE: re.Pattern | None = None  # `_usual_shape()`, once it is built


def _usual_shape() -> re.Pattern:
    """The usual price text, read at once (`_usual_price`): an amount with comma groups of three and a decimal point,
    at most a currency sign before it and a scale or currency word after it ('¥19,999.00', '$1,234', '12.5万',
    '3,500元', '12万元'). The sign is any one-character sign of the lexicon's currencies ('¥', '$', '€', '£' ...),
    the word a one-character scale word for 10⁴ or 10⁸ ('万', '亿'), a currency's one-character word ('元'), or the
    two together; each as `fold` leaves it (a text is matched as written, or as folded). Built from the lexicon once
    a process."""
    global _USUAL_PRICE
    if _USUAL_PRICE is None:
        lex = _lex()
        words = {w for k in lex.keys("currency") for w in lex.phrases(f"currency.{k}") if len(w) == 1 and fold(w) == w}
        signs = sorted(w for w in words if not w.isalnum())
        units = sorted(w for w in words if w.isalpha() and not w.isascii())
        scales = sorted(
            w
            for k in lex.keys("scale")
            if float(k) in (1e4, 1e8)
            for w in lex.phrases(f"scale.{k}")
            if len(w) == 1 and w.isalpha() and not w.isascii() and fold(w) == w
        )

        def one_of(chars: list[str]) -> str:
            return f"[{''.join(map(re.escape, chars))}]" if chars else "(?!)"

        word = f"{one_of(scales)}{one_of(units)}?|{one_of(units)}"
        _USUAL_PRICE = lx.compiled(
            rf"({one_of(signs)}?)(\d{{1,3}}(?:,\d{{3}})+(?:\.\d+)?|\d+(?:\.\d+)?)((?:{word})?)", re.ASCII
        )
    return _USUAL_PRICE


def _usual_price(value: str, column_currency, column_scale, sheet_currency, default_currency) -> ParsedPrice | None:
    """What `parse_price` makes of the usual price text (`_usual_shape`, also as `fold` writes it: '６７，３８０．９３'),
    without the steps that leave such a text as it is (an amount spelled out, a digit after a scale, the cifrão,
    the general shapes): the same reading as `_plain_text`'s, with its sign and word read once per sheet; None for
    any other text, and for a dot that may group thousands ('30.000 €') or an amount out of range, which the full
    reading says."""
    shape = _USUAL_PRICE or _usual_shape()
    m = shape.fullmatch(value)
    if m is None:
        if value.isascii():
            return None  # (`fold` changes an ASCII text only where it has spaces, which the shape has not)
        m = shape.fullmatch(fold(value))
        if m is None:
            return None
    sign, amount, word = m.groups()
    unit = _amount_unit(sign, word, column_currency, column_scale, sheet_currency, default_currency)
    if unit is None or _DOT_THOUSANDS.match(amount) is not None:
        return None
    s, currency, where, note, _named = unit
    v = float(amount.replace(",", "")) * s  # `parse_number` of the shape
    if not MIN_PRICE <= v <= MAX_PRICE:
        return None
    return _plain_price(v, v, currency, where, note)


@lru_cache(maxsize=1024)
def _amount_unit(
    before: str, after: str, column_currency, column_scale, sheet_currency, default_currency
) -> tuple | None:
    """(scale, currency, where it comes from, a note, the currency the words name) of a simple amount whose words
    around it are `before` and `after` ('¥' and '', '' and '万元'), once per distinct words and sheet; None where
    they are more than a currency and a scale or no currency is found (the general rules read the cell)."""
    unit = _simple_unit(
        (before + " " + after).strip().lower(), _hint(column_currency, sheet_currency, default_currency)
    )
    if unit is None:
        return None
    currency, scale = unit
    named = currency if currency and currency[0] != SIGN else None
    s = scale or column_scale
    where = "cell"
    if currency is None:
        currency, where = next(
            (
                (c, w)
                for c, w in ((column_currency, "column"), (sheet_currency, "sheet"), (default_currency, "default"))
                if c
            ),
            ("CNY", "cell")
            if s in (1e4, 1e8) or (column_scale in (1e4, 1e8) and column_currency is None)
            else (None, None),
        )
        if currency is None:
            return None
    note = None
    if currency[0] == SIGN:
        currency, note = _resolve_sign_cached(currency, (column_currency, sheet_currency, default_currency))
    return s, currency, where, note, named


def _plain_text(value: str, column_currency, column_scale, sheet_currency, default_currency) -> ParsedPrice | None:
    """A text cell that is one amount with at most a currency or scale around it ('¥19,999.00', '12.5万', '27.450,00
    €', '1 234 kr'), read without the general rules; None for any other text."""
    text = fold(value).lstrip("'’‘`")  # a literal apostrophe typed to keep the cell text ("'$25,000")
    simple = _SIMPLE.match(text)
    if simple is None:
        pair = _SIMPLE_RANGE.match(text)
        return (
            None
            if pair is None
            else _plain_range(pair, column_currency, column_scale, sheet_currency, default_currency)
        )
    unit = _amount_unit(
        simple.group(1), simple.group(3), column_currency, column_scale, sheet_currency, default_currency
    )
    if unit is None:
        return None
    v = parse_number(simple.group(2))
    if v is None:
        return None
    s, currency, where, note, named = unit
    if _DOT_THOUSANDS.match(simple.group(2)) and (named or column_currency or sheet_currency) in dot_currencies():
        v *= 1000  # '30.000 EUR' is thirty thousand where the dot groups thousands
    v *= s
    if not MIN_PRICE <= v <= MAX_PRICE:
        return None  # the general rules say what is wrong with it
    return _plain_price(v, v, currency, where, note)


def _range_ends(a: str, b: str, currency: str | None) -> tuple[float | None, float | None]:
    """A range's two amounts; '1.000-1.200 €' is a thousand to twelve hundred where the dot groups thousands."""
    lo, hi = parse_number(a), parse_number(b)
    if lo is not None and hi is not None and currency in dot_currencies():
        if _DOT_THOUSANDS.match(a) and _DOT_THOUSANDS.match(b):
            lo, hi = lo * 1000, hi * 1000
    return lo, hi


def _plain_range(m: re.Match, column_currency, column_scale, sheet_currency, default_currency) -> ParsedPrice | None:
    """'23.1w~25.4w', '$10,000-12,000', '1.2-1.5万元': two amounts with at most a currency and a scale around them,
    read as the general rules read a range (a scale after the second applies to both); None for any other."""
    units = []
    for g in (1, 3, 4, 6):
        u = (
            _simple_unit(m.group(g).lower(), _hint(column_currency, sheet_currency, default_currency))
            if m.group(g)
            else (None, None)
        )
        if u is None:
            return None
        units.append(u)
    currencies = {c for c, _s in units if c}
    if len(currencies) > 1 or units[0][1] or units[2][1]:
        return None  # two currencies, or a scale before an amount: the general rules say
    lo, hi = _range_ends(m.group(2), m.group(5), next(iter(currencies), None) or column_currency or sheet_currency)
    if lo is None or hi is None:
        return None
    s_hi = units[3][1] or column_scale
    s_lo = units[1][1] or (units[3][1] if units[1][1] is None else None) or column_scale
    lo, hi = lo * s_lo, hi * s_hi
    if not (MIN_PRICE <= lo <= hi <= MAX_PRICE):
        return None  # reversed, a date ('2024-11'), out of range: the general rules
    currency = currencies.pop() if currencies else None
    where = "cell"
    if currency is None:
        currency, where = next(
            (
                (c, w)
                for c, w in ((column_currency, "column"), (sheet_currency, "sheet"), (default_currency, "default"))
                if c
            ),
            ("CNY", "cell")
            if s_hi in (1e4, 1e8) or (column_scale in (1e4, 1e8) and column_currency is None)
            else (None, None),
        )
        if currency is None:
            return None
    note = None
    if currency[0] == SIGN:
        currency, note = _resolve_sign_cached(currency, (column_currency, sheet_currency, default_currency))
    return _plain_price(lo, hi, currency, where, note)


@lru_cache(maxsize=64)
def _dot_sign(currency: str | None) -> bool:
    """Whether a sign several currencies share is one that every one of them writes with a dot between thousands
    ('kr. 198.500,-': Danish, Faroese, Icelandic and Norwegian kroner alike)."""
    if not currency or not currency.startswith(SIGN):
        return False
    codes = _lex().ambiguous_signs().get(lx.fold(currency[len(SIGN) :]), ())
    return bool(codes) and all(c in dot_currencies() for c in codes)


@lru_cache(maxsize=256)
def _resolve_sign_cached(cur: str, hints: tuple) -> tuple[str, str | None]:
    return resolve_sign(cur, list(hints))


#: a cell of figures a scan's text recognition misread: letters that look like digits (O for 0, l or I for 1,
#: Cyrillic З for 3, S for 5 after a digit) among real digits and group or decimal marks, nothing else, never a
#: leading 0 ('74 85O,OO', 'l 2OЗ 2OO,OO', '1,7S')
_OCR_NUMBER = lx.compiled(r"^\s*(?=[^\d]*\d)[1-9lIЗ][\dOoОоlIЗS]{0,2}(?:[ \u00a0.,'][\dOoОоlIЗS]{2,3})*\s*$")
_OCR_LETTER = lx.compiled(r"[OoОоlIЗS]")
_OCR_DIGITS = str.maketrans("OoОоlIЗS", "00001135")


def _ocr_number(value: str, column_currency, column_scale, sheet_currency, default_currency) -> ParsedPrice:
    """A misread figure read with its letters as the digits they resemble, only where that is unambiguous: the
    cell holds nothing but digits, those letters and number marks, with one real digit at least. Marked for review
    with what was read."""
    fixed = value.translate(_OCR_DIGITS)
    got = parse_price(
        fixed,
        column_currency=column_currency,
        column_scale=column_scale,
        sheet_currency=sheet_currency,
        default_currency=default_currency,
    )
    if not got.ok or got.on_request:
        return got
    note = Msg(
        "{text!r} read as {fixed!r}: letters in a scanned figure taken for the digits they resemble",
        text=value.strip()[:40],
        fixed=fixed.strip()[:40],
    )
    return got._replace(note=note, plain=False)


def _parse_price(
    value, column_currency, column_scale, sheet_currency, default_currency, cell_currency=None, wan=False
) -> ParsedPrice:
    ctx = [(column_currency, "column"), (sheet_currency, "sheet"), (default_currency, "default")]
    cjk_scale = column_scale in (1e4, 1e8) and column_currency is None

    def finish(lo: float, hi: float, cur: str | None, cur_from: str | None, tax=None, wan=False) -> ParsedPrice:
        if cur is None:
            for c, where in ctx:
                if c:
                    cur, cur_from = c, where
                    break
        if cur is None and (wan or cjk_scale):
            cur, cur_from = "CNY", "cell"
        note = None
        if cur is not None and cur.startswith(SIGN):
            cur, note = resolve_sign(cur, [c for c, _ in ctx])
        for v in (lo, hi):
            if math.isnan(v):
                return ParsedPrice(error=Msg("is not a number"))
            if math.isinf(v) or v > MAX_PRICE * (1000 if cur in _huge_unit_currencies() else 1):
                # (a currency without minor units writes big numbers: 11,500,000,000 rials is a card)
                return ParsedPrice(error=Msg("is too large to be a price"))
            if v < 0:
                return ParsedPrice(
                    error=Msg("is negative: a credit or discount (a trade-in, a rebate), not a product's price")
                )
            if v == 0:
                return ParsedPrice(error=Msg("is 0 (a quote needs a price, or 'price on request')"))
            if v < MIN_PRICE:
                return ParsedPrice(error=Msg("is too small to be a price"))
        if hi < lo:
            lo, hi = hi, lo
        if cur is None:
            return ParsedPrice(
                min=lo, max=hi, error=Msg("has no currency, and none is set for the sheet (pass --currency)")
            )
        return ParsedPrice(min=lo, max=hi, currency=cur, currency_from=cur_from, note=note, tax=tax)

    if (
        value is None
        or (isinstance(value, float) and math.isnan(value))
        or (isinstance(value, str) and not value.strip())
    ):
        return ParsedPrice(error=Msg("is empty"))
    if isinstance(value, bool):
        return ParsedPrice(error=Msg("is not a number"))
    if isinstance(value, dt.date | dt.time | dt.timedelta):
        return ParsedPrice(error=Msg("is a date, not a price"))
    if isinstance(value, int | float):
        v = float(value) * column_scale
        return finish(v, v, cell_currency, "cell" if cell_currency else None, None, wan)
    if len(value) > MAX_PRICE_CHARS:
        return ParsedPrice(error=Msg("is {n:,} characters of text, not a price", n=len(value)))
    text = fold(value).lstrip("'’‘`")  # a literal apostrophe typed to keep the cell text ("'$25,000")
    low = text.lower()
    digits = any(ch.isdigit() for ch in low)
    if (not digits or _opens_unavailable(low)) and _unavailable(low):
        # (a cell that opens saying so is no price whatever figures follow: 'ausverkauft – Nachschub KW 2/2027')
        return ParsedPrice(error=Msg("says the product is not available, not a price"))
    if not digits and _at_cost(low):
        # no figure and no offer price: the price is set later (unlike 'on request', an invitation to ask for one)
        return ParsedPrice(error=at_cost_reason())
    if not digits and _on_request(low):
        return ParsedPrice(on_request=True, currency=next((c for c, _ in ctx if c), None), plain=True)
    if digits and _on_request(low) and (_only_a_phone_number(low) or not _digits_outside_asks(low)):
        # 'call us: 0886-3626118': the only figure is the number to call, so the price is on request; 'pah4 dian7
        # uê7 mung7' (Teochew in Peng'im, 'ring and ask'): the digits are the words' tones, inside the words that ask
        return ParsedPrice(on_request=True, currency=next((c for c, _ in ctx if c), None), plain=True)
    if not digits and _not_offered(low):
        return ParsedPrice(error=Msg("says the item is not offered ({text!r}), not a price", text=text[:40]))
    if not digits and _finder("number.spelled").search(low) is not None:
        return ParsedPrice(error=Msg("is an amount written in words ({text!r}), not in figures", text=text[:60]))
    if not digits and any(ch.isalpha() for ch in low):
        return ParsedPrice(
            error=Msg("is words ({text!r}), not a price the importer can read", text=text[:60]), words=True
        )
    if _TEXT_NUM.match(text):  # a number stored as text, maybe '1e400'
        v = float(text) * column_scale
        return finish(v, v, None, None)
    if _date_text().match(text):
        return ParsedPrice(error=Msg("is a date, not a price"))
    if "%" in text:
        return ParsedPrice(error=Msg("is a percentage, not a price"))
    tax, _s, _e = _tax_in(text)
    if tax is not None:
        text = _without_tax(text)
    if _duration(text) and currency_in(text)[0] is None:
        return ParsedPrice(error=Msg("is a delivery time, not a price"))
    hint = _hint(column_currency, sheet_currency, default_currency)
    currency, scale, rest = _units(text, hint)
    named_cur = currency if currency and not currency.startswith(SIGN) else hint
    wan = scale in (1e4, 1e8)
    rest = rest.strip().strip(":=.").strip().lstrip("'’‘`")
    if not any(ch.isdigit() for ch in rest) and _on_request(low):
        return ParsedPrice(on_request=True, currency=currency or next((c for c, _ in ctx if c), None), plain=True)
    rng, single = _shapes()
    m = rng.match(rest) if rng.pattern else None
    if m:
        a, a_unit, b, b_unit = m.groups()
        named = currency if currency and not currency.startswith(SIGN) else None
        lo, hi = _range_ends(a, b, named or column_currency or sheet_currency)
        if lo is None or hi is None:
            return ParsedPrice(error=Msg("is not a number"))
        s_lo = _scale_of(a_unit, named_cur) or scale or (column_scale if not scale else 1.0)
        s_hi = _scale_of(b_unit, named_cur) or scale or (column_scale if not scale else 1.0)
        if _scale_of(a_unit, named_cur) is None and _scale_of(b_unit, named_cur) is not None and scale is None:
            s_lo = s_hi  # '10~12w': the unit after the range applies to both ends
        wan = wan or s_hi in (1e4, 1e8)
        got = finish(lo * s_lo, hi * s_hi, currency, "cell" if currency else None, tax, wan)
        return got._replace(plain=True) if got.ok else got  # a range and its units, no other words
    m = single.match(rest)
    if m:
        v = parse_number(m.group(1))
        if v is None:
            return _signed(text, column_scale, [c for c, _ in ctx], finish, tax)
        named = currency if currency and not currency.startswith(SIGN) else None
        if _DOT_THOUSANDS.match(m.group(1)) and (
            (named or column_currency or sheet_currency) in dot_currencies() or _dot_sign(currency)
        ):
            v *= 1000  # '30.000 EUR' is thirty thousand where the dot groups thousands
        extra = _scale_of(m.group(2), named_cur)
        if m.group(2) and extra is None:
            return _signed(text, column_scale, [c for c, _ in ctx], finish, tax)
        s = extra or scale or column_scale
        return finish(v * s, v * s, currency, "cell" if currency else None, tax, wan or s in (1e4, 1e8))
    return _signed(text, column_scale, [c for c, _ in ctx], finish, tax)


#: an amount with a scale letter right after it ('12.9M', '850k') and a sign before or after ('UShs 12.9M')
_SCALE_LETTER = lx.compiled(r"^(.*?\d)([kKmM])(?![^\W\d_])(\s?\S{0,5})$")


def amount_in_unknown_sign(value) -> float | None:
    """The amount of a text cell that is one amount written with thousands groups (or a scale letter) and a short
    sign no currency of the lexicon or of CLDR writes ('41,850,000 Frw', 'Zqx 12.9M'), else None."""
    if not isinstance(value, str) or len(value) > 40:
        return None
    text = fold(value)
    got, factor = currency_signs.glued(text), 1.0
    if got is None and (m := _SCALE_LETTER.match(text)) is not None and (factor := _scale_of(m.group(2)) or 1.0) != 1.0:
        got = currency_signs.glued(m.group(1) + m.group(3))
    if got is None or currency_signs.codes_of(got[0]):
        return None
    v = parse_number(got[1])
    return v * factor if v is not None else None


def _signed(text: str, column_scale, hints, finish, tax) -> ParsedPrice:
    """An amount with a currency sign the lexicon's words lack glued to it, read by the world's signs (CLDR):
    'Q 228,500.00' quetzales, 'Gs. 189.500.000' guaraníes; a sign several currencies write is the column's or
    sheet's one of them, else the commonest with a note; a sign no currency writes is said, never 'not a number'."""
    got = currency_signs.glued(text)
    factor = 1.0
    if got is None and (m := _SCALE_LETTER.match(text)) is not None:
        # 'UShs 12.9M', '12.9M XYZ': a scale letter glued to the amount, the sign on the other side
        factor = _scale_of(m.group(2)) or 1.0
        got = currency_signs.glued(m.group(1) + m.group(3)) if factor != 1.0 else None
    if got is None:
        return ParsedPrice(error=Msg("is not a number"))
    token, amount = got
    codes = currency_signs.codes_of(token)
    if not codes:
        return ParsedPrice(error=Msg("has an unknown currency sign {sign!r}", sign=token))
    code, sure = currency_signs.resolve(codes, hints)
    if amount.count(".") > 1 or (_DOT_THOUSANDS.match(amount) and code in dot_currencies()):
        amount = amount.replace(".", "")  # 'Gs. 189.500.000': dots group thousands
    v = parse_number(amount)
    if v is None:
        return ParsedPrice(error=Msg("is not a number"))
    v *= factor
    out = finish(v * column_scale, v * column_scale, code, "cell", tax)
    if out.ok and not sure:
        others = " / ".join(c for c in codes if c != code)
        out = out._replace(note=Msg("{sign} read as {cur}; it could be {others}", sign=token, cur=code, others=others))
    return out


#: an amount with at most a short sign or word before or after it: the common price cell, read without the general
#: rules ('¥19,999.00', '$ 1,234', '12.5万', '27.450,00 €', '1 234 kr')
_SIMPLE = lx.compiled(r"^([^\d\s~～\-–—(（]{0,4})\s?(\d[\d,.' ]*\d|\d)\s?([^\d\s~～\-–—/%(（]{0,4})$")


#: two such amounts joined by a dash or tilde ('23.1w~25.4w', '$10,000-12,000'): a range read without the general rules
_SIMPLE_RANGE = lx.compiled(
    r"^([^\d\s~～\-–—(（]{0,4})\s?(\d[\d,.' ]*\d|\d)\s?([^\d\s~～\-–—/%(（]{0,4})\s?[~～\-–—]\s?"
    r"([^\d\s~～\-–—(（]{0,4})\s?(\d[\d,.' ]*\d|\d)\s?([^\d\s~～\-–—/%(（]{0,4})$"
)


def simple_amount(text: str) -> bool:
    """Whether a cell is one amount with at most a sign or a short word around it ('¥19,999', '12.5万')."""
    return _SIMPLE.match(fold(text[:MAX_PRICE_CHARS]).lstrip("'’‘`")) is not None


def _hint(*currencies: str | None) -> str | None:
    """The currency an amount is in when its cell names none: the column's, the sheet's or the default (a sign
    several currencies share tells nothing)."""
    for c in currencies:
        if c and c[0] != SIGN:
            return c
    return None


@lru_cache(maxsize=4096)
def _simple_unit(unit: str, hint: str | None = None) -> tuple[str | None, float | None] | None:
    """(currency, scale) of the words around a simple amount when they are nothing but a currency and a scale
    ('¥', '万元', 'usd', 'zł'), else None (the general rules read the cell)."""
    if not unit:
        return None, None
    if _tax_in(unit)[0] is not None or _on_request(unit) or _unavailable(unit):
        return None
    currency, scale, rest = _units(unit, hint)
    if rest.strip(" .:="):
        return None
    return currency, scale


def _scale_of(unit: str, currency: str | None = None) -> float | None:
    u = (unit or "").strip().lower()
    if not u:
        return None
    for word, factor, _cjk in _scales(currency if currency in _scoped_currencies() else None):
        if u == word:
            return factor
    return None


def header_units(text: str) -> tuple[str | None, float]:
    """Units a column header states: '单价(万元)' -> (CNY, 1e4); 'Price (USD)' -> (USD, 1); 'Цена, USD' -> (USD, 1)."""
    low = lx.fold(text)
    # a tax phrase is no unit: the 'm' of Icelandic 'm/VSK' (with VAT) is not a million
    for _c, s, e in sorted(_finder("price_role.vat_incl", "price_role.vat_excl").finditer(low), reverse=True):
        low = low[:s] + " " + low[e:]
    thousands = _IN_THOUSANDS.search(low)
    if thousands is not None and currency_in(thousands.group(1))[0] is not None:
        low = low[: thousands.start(2)] + " " + low[thousands.end(2) :]  # '(£000)': the amounts are in thousands
    currency, scale, _ = _units(low)
    shared = currency is not None and currency.startswith(SIGN)
    if shared:
        currency = None  # 'Unit Price (Rs.)': a sign several currencies write; the sheet's evidence decides it
    if currency is None and not shared:
        currency = currency_signs.bracketed(fold(text))
    if currency is None and not shared:
        currency = _prefix_sign_alone(low)
    if thousands is not None and currency_in(thousands.group(1))[0] is not None:
        scale = (scale or 1.0) * 1000
    if currency is None:
        prefixed = _prefixed_code(str(text)[:200])
        if prefixed is not None:
            return prefixed  # 'Preis CH (TCHF)': thousands of francs
    return currency, scale or 1.0


_CODE_TOKEN = re.compile(r"(?<![A-Za-z0-9])([A-Za-z]{1,3})([A-Z]{3})(?![A-Za-z0-9])")


@lru_cache(maxsize=1)
def _scale_prefixes() -> dict[str, float]:
    lex = _lex()
    return {w: float(k) for k in lex.keys("scale_prefix") for w in lex.phrases(f"scale_prefix.{k}")}


def _prefixed_code(text: str) -> tuple[str, float] | None:
    """(currency, scale) of a currency code in capitals with a scale letter glued before it ('TEUR', 'TCHF', 'kUSD'),
    where the whole word is no currency code itself ('Mars' is a month); else None."""
    prefixes = _scale_prefixes()
    if not prefixes:
        return None
    codes = {k.lower() for k in _lex().keys("currency") if len(k) == 3}
    for m in _CODE_TOKEN.finditer(text):
        pre, code = m.group(1).lower(), m.group(2).lower()
        if pre in prefixes and code in codes and m.group(0).lower() not in codes:
            return code.upper(), prefixes[pre]
    return None


#: a currency sign or code right before '000' ('Price (£000)', 'USD '000', '€000s'): the accountants' way to say
#: that the amounts are in thousands
_IN_THOUSANDS = lx.compiled(r"(?:^|(?<=[\s(\[/]))([^\s\d()\[\]/]{1,3})\s?(['’]?000s?)(?=$|[\s)\]/,;:])")


@lru_cache(maxsize=1)
def _note_label() -> re.Pattern:
    labels = "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in _lex().phrases("note.currency_label"))
    return lx.compiled(rf"(?:{labels})\s*[:：]?\s*([^\s,，;；)]+)", re.IGNORECASE)


@lru_cache(maxsize=1)
def _bracket_code() -> re.Pattern:
    codes = sorted({k.lower() for k in _lex().keys("currency") if len(k) == 3})
    return lx.compiled(rf"\(({'|'.join(codes)})\)", re.IGNORECASE)


def sheet_note_units(text: str) -> tuple[str | None, float | None]:
    """Units a note above the table states: '单位：人民币元', '单位：万元', '币种: USD', 'Price List (USD)'."""
    t = fold(text)
    m = _note_label().search(t)
    if m:
        cur, scale, _ = _units(m.group(1))
        codes = _lex().currency_codes(m.group(1))
        if cur is None or len(codes) > 1 or _more_words(m.group(1)):
            # 'Moeda: Real (BRL)', 'Currency: Euro', 'ريال قطري', 'Valores en millones de pesos colombianos': the
            # words after the label tell
            cur, scale2, _ = _units(t[m.start(1) : m.start(1) + 32])
            scale = scale2 if scale is None and not _more_words(m.group(1)) else scale
        return (None if cur is not None and cur.startswith(SIGN) else cur), scale
    m = _bracket_code().search(t)
    if m:
        cur, _, _ = _units(m.group(1))
        return cur, None
    return None, None


def _more_words(word: str) -> bool:
    """A currency word that a qualifier may follow ('ريال' before 'قطري' is the Qatari riyal): a longer currency
    phrase starts with it."""
    w = lx.fold(word) + " "
    return any(p.startswith(w) for p, _code in _lex().currency_words())


def show_value(value) -> str:
    """A cell value quoted for a message: 'fifteen thousand', -5, '1e400'."""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, int | float):
        return str(value)
    text = str(value)
    return repr(text if len(text) <= 40 else text[:37] + "...")


def format_plain(v: float, style: str) -> str:
    """Write a number the way a sheet might: used by tests that read formatted prices back."""
    if style == "comma":
        return f"{v:,.2f}"
    if style == "euro":
        return f"{v:,.2f}".replace(",", " ").replace(".", ",").replace(" ", ".")
    if style == "space":
        return f"{v:,.0f}".replace(",", " ")
    if style == "wan":
        return f"{v / 1e4:g}万"
    return f"{v:.2f}"


_FMT_LCID = lx.compiled(r"\[\$([^\]\-]{0,6})-([0-9A-Fa-f]{1,8})\]")
_FMT_QUOTED = lx.compiled(r'"([^"]{1,8})"|\\(.)|\[\$([^\]]{1,6})\]')
#: a currency format's locale written as a language tag ('[$฿-th-TH]', '[$$-en-AU]', '[$kr-nb-NO]'), as spreadsheet
#: programs other than Excel and newer Excel files write it, not as a Windows locale id ('[$฿-41E]')
_FMT_TAG = lx.compiled(r"\[\$([^\]\-]{1,6})-[A-Za-z]{2,3}(?:-[A-Za-z]{4})?-([A-Za-z]{2})\]")


def _tag_currency(code: str) -> str | None:
    """The currency a number format's sign and locale tag name ('[$฿-th-TH]' THB, '[$$-en-NZ]' NZD): the currency the
    tag's country writes that sign for, else the sign's own one when only one currency writes it."""
    for m in _FMT_TAG.finditer(code):
        got = currency_signs.of_territory(m.group(1), m.group(2))
        if got is not None:
            return got
        cur, _s, _r = _units(m.group(1))
        if cur is not None and not cur.startswith(SIGN):
            return cur
    return None


def format_locale_currency(code: str) -> str | None:
    """The currency a number format states outright with a sign and a locale ('[$R-1C09]', '[$€-407]', '[$kr-41D]'):
    stronger than a note's, as Excel wrote it from the user's choice of currency. A shared sign ('[$$-409]') or a
    format without a locale states nothing outright (a note saying 'pesos' then decides)."""
    if not code or len(code) > 200:
        return None
    m = _FMT_LCID.search(code)
    if not m or not m.group(1) or fold(m.group(1)) in _sign_currencies():
        return _tag_currency(code)
    return format_currency(code)


def format_currency(code: str) -> str | None:
    """The currency a number format shows: '[$$-409]#,##0.00' -> USD, '"¥"#,##0' -> CNY or a shared sign,
    '#,##0 ₽' -> RUB, '[$€-407]' -> EUR, '#,##0 "kr"' -> the sign 'kr'; None for plain formats. Built-in locale
    formats ('$#,##0') count as the symbol they show."""
    if not code or code == "General" or len(code) > 200:
        return None
    tagged = _tag_currency(code) if "-" in code else None
    if tagged is not None:
        return tagged
    lcids = _lex().values("lcid")
    for m in _FMT_LCID.finditer(code):
        sym, lcid = m.group(1), m.group(2).lower().lstrip("0")
        cur, _s, _r = _units(sym) if sym else (None, None, "")
        named = lcids.get(lcid)
        if cur is not None and cur.startswith(SIGN):
            return named if named in _lex().ambiguous_signs().get(cur[len(SIGN) :], ()) else cur
        if cur and named and named != cur and named in _sign_currencies().get(fold(sym).lower(), ()):
            # a shared sign's locale names its own currency: '[$$-C09]' is how Excel writes the Australian dollar,
            # '[$B$-83E]' the Brunei dollar (not the Bahamian one); else the sign's own currency (US dollars for '$')
            return named
        if cur:
            return cur
        if sym and named:
            return named  # a sign that names no currency by itself ('[$R-1C09]' rand, '[$Rp-421]' rupiah)
        if not sym and lcid in lcids and lcid != "409":
            return None  # a locale for dates, not a currency
    shown = "".join(a or b or c for a, b, c in _FMT_QUOTED.findall(code))
    if shown.strip():
        cur, _s, _r = _units(shown)  # '#,##0.00 "zł"', '#,##0 "Kč"', '#,##0 "kr"': a currency spelled in quotes
        if cur is not None:
            return cur
    bare = re.sub(r'"[^"]*"|\\.|\[[^\]]*\]', "", code)
    for sym in (shown, bare):
        cur, _s, _r = _units(re.sub(r"[#0,.;@_*?]+", " ", sym))
        if cur is not None:
            return cur
    return None
