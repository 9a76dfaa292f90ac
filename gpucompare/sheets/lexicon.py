"""Words as data: every word the importer matches lives in `data/lexicon/<language>.toml`, keyed by concept
(`field.price`, `price_role.vat_incl`, `row.subtotal`, `period.month`, `currency.EUR`, `condition.used` ...).

This module is the one place that reads those files. It normalises every entry once, the same way sheet text is
normalised (`fold`, `squash`: NFKC, lower case, and for `squash` only letters, digits and combining marks kept, so
Thai vowel and tone marks and other marks that carry meaning survive), merges the field registry's import synonyms
into `field.*` (a field added to `core.fields` is importable with no importer change), and builds the matchers the
importer uses (`Finder`). A new language is one new file; no code changes.

How a word is matched is a rule of the script it is written in, not of the word: a word of a script written with
spaces between words (Latin, Cyrillic, Greek, Devanagari, one Hangul syllable) stands alone (no letter right
before or after it; a word ending in '*' is a stem that may go on: 'monat*' is Monat, Monate, monatlich); a word
of a script written without spaces (Chinese, Japanese, Thai, Lao, Khmer, Myanmar, Hangul compounds) or whose
words take attached prefixes (Arabic, Hebrew) is found anywhere. A match that lies inside one of its concept's exceptions (`[except]`: '实时' for the
hour word '时') does not count. Header, price-role and row-kind words are matched inside the squashed header
(`header.py` holds those rules).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

_KEEP = frozenset("$#№")
_ASCII_DROP = re.compile(r"[^a-z0-9$#]+")
_SPACES = re.compile(r"\s+")
LETTER = r"[^\W\d_]"  # a letter of any script (a single character, so it fits a look-behind)
#: a phone number's country calling code: '+679 331 2345', '(+230) 208 0000'
_PHONE = re.compile(r"(?<![\w+])\+\s?(\d{1,3})(?=[\s\d().-]{6,})")


#: short texts folded lately: the importer's rules fold one model or label text in several places (a sheet of 600
#: models: ~5,700 folds of ~1,100 texts); cleared when full
_FOLDED: dict[str, str] = {}
_FOLDED_MAX = 20_000
_FOLDED_CHARS = 256


def fold(text) -> str:
    """NFKC, lower case, runs of white space as one space, trimmed: 'Preis  pro Tag' -> 'preis pro tag'."""
    if text.__class__ is str:  # (a number is folded as its text: never looked up by its value, 1 == 1.0 == True)
        got = _FOLDED.get(text)
        if got is not None:
            return got
    t = unicodedata.normalize("NFKC", str(text)).lower()
    if "\u0307" in t:
        t = t.replace("i\u0307", "i")  # Turkish 'İ' lower-cases to 'i' and a combining dot: 'İçerik' is 'içerik'
    t = _SPACES.sub(" ", t).strip()
    if text.__class__ is str and len(text) <= _FOLDED_CHARS:
        if len(_FOLDED) >= _FOLDED_MAX:
            _FOLDED.clear()
        _FOLDED[text] = t
    return t


def squash(text) -> str:
    """`fold` with only letters, digits, combining marks and '$#№' kept: 'Unit Price (USD)' -> 'unitpriceusd';
    'ราคาต่อหน่วย' keeps its vowel and tone marks."""
    t = unicodedata.normalize("NFKC", str(text)).lower()
    if t.isascii():
        return _ASCII_DROP.sub("", t)
    if "\u0307" in t:
        t = t.replace("i\u0307", "i")  # Turkish 'İ' (see `fold`)
    return _drop().sub("", t)


@lru_cache(maxsize=1)
def marks() -> str:
    """A character class body of the combining marks (Mn, Mc, Me) of the scripts a sheet may be written in:
    Thai vowel and tone marks, Devanagari signs, Arabic harakat, Hebrew points ... (regular expressions' `\\w`
    leaves them out)."""
    out = []
    start = prev = None
    for o in (
        *range(0x0300, 0x2000),
        *range(0x20D0, 0x2100),
        *range(0x302A, 0x3030),
        0x3099,
        0x309A,
        *range(0xFE20, 0xFE30),
    ):
        if unicodedata.category(chr(o))[0] == "M":
            if start is None or o != prev + 1:
                if start is not None:
                    out.append((start, prev))
                start = o
            prev = o
    if start is not None:
        out.append((start, prev))
    return "".join(f"\\u{a:04x}-\\u{b:04x}" if b > a else f"\\u{a:04x}" for a, b in out)


@lru_cache(maxsize=1)
def _drop() -> re.Pattern:
    return re.compile(rf"[^\w$#№{marks()}]+|_")


#: scripts written without spaces between words, or whose words take attached prefixes (Arabic 'بالريال' is
#: 'with the riyal', Hebrew likewise): their words are found anywhere in a text
_UNSPACED = (
    (0x0590, 0x05FF),  # Hebrew
    (0x0600, 0x06FF),  # Arabic
    (0x0750, 0x077F),
    (0xFB50, 0xFDFF),
    (0xFE70, 0xFEFF),
    (0x0E00, 0x0EFF),  # Thai, Lao
    (0x1000, 0x109F),  # Myanmar
    (0x1780, 0x17FF),  # Khmer
    (0x1950, 0x197F),  # Tai Le (Tai Nüa)
    (0x0F00, 0x0FFF),  # Tibetan (syllables split by a tsheg, words not by spaces)
    (0x3040, 0x30FF),  # kana
    (0x3400, 0x4DBF),
    (0x4E00, 0x9FFF),  # CJK ideographs
    (0xF900, 0xFAFF),
    (0x20000, 0x2FFFF),
)
_HANGUL = ((0xAC00, 0xD7AF), (0x1100, 0x11FF), (0x3130, 0x318F))


def _in(ch: str, ranges) -> bool:
    o = ord(ch)
    return any(a <= o <= b for a, b in ranges)


@lru_cache(maxsize=65536)
def unspaced(word: str) -> bool:
    """Whether a word is found anywhere in a text: written in a script without spaces (Chinese, Japanese, Thai ...)
    or one whose words take attached prefixes (Arabic, Hebrew), or a Hangul compound of two or more syllables
    (Korean writes compounds together: '유효기간')."""
    if word.isascii():
        return False
    # plain range checks: a character class reaching past U+FFFF costs milliseconds to compile at start-up
    if any(_in(ch, _UNSPACED) for ch in word):
        return True
    return sum(_in(ch, _HANGUL) for ch in word) >= 2


class Entry(NamedTuple):
    """One lexicon word: as written (`phrase`, folded), squashed for matching inside headers, whether it is a stem
    ('monat*'), and the language file it came from."""

    phrase: str
    word: str
    stem: bool
    language: str


@dataclass(frozen=True)
class Language:
    """A language file's header: how its sheets write numbers (decimal mark, thousands marks) and the currencies
    its sheets are usually priced in."""

    code: str
    name: str
    decimal: str
    group: tuple[str, ...]
    currencies: tuple[str, ...]
    year_offset: int = 0  # a calendar whose years run ahead of the Common Era's (Thai: 2569 is 2026, -543)
    scripts: tuple[tuple[int, int], ...] = ()  # code-point ranges only this language writes in (kana, Hangul, Thai)
    home_currency: str = ""  # the currency a sheet in this language is priced in when it names none
    assume_currency: bool = False  # read unnamed prices in it (said in a warning); else only when prices fit it


_PERIODS = ("hour", "day", "week", "month", "year")
#: the concepts the importer reads, by group: group -> the keys it reads (None: any key, such as a field, an ISO
#: currency code or a value table's entries). A file naming another is a mistake `tests/sheets/test_lexicon.py` finds.
GROUPS: dict[str, tuple[str, ...] | None] = {
    "field": None,
    "whole_only": ("words",),
    "price_role": (
        "vat_incl",
        "vat_excl",
        "list",
        "net",
        "discount",
        "cost",
        "fx",
        "hourly",
        "per_month",
        "per_device",
        "per_instance",
        "per_piece",
        "customer",
        "list_label",
        "final",
        "commitment",
        "per_lot",
        "cash",
        "card_payment",
        "on_credit",
        "delivery_term",
        "superseded",
        "revised",
        "floor",
        "book",
        "insured",
        "spot",
        "subsidised",
        "standard",
        "conditional",
        "requested",
        "deposit",
        "balance",
        "upfront",
        "elsewhere",
        "in_words",
        "credits",
        "not_price",
        "identifier",
        "channel",
    ),
    # the word a price header begins with that dates it against another price of the row ('Old dealer price £' |
    # 'New dealer price £'): the old is history, the new the offer
    "price_age": ("old", "new"),
    # the words a price column's head names where or when its offer is delivered by, one column per place or date on
    # a row ('現貨' | '2026 W52 到貨' | '2027 W03 到貨'): `delivery` a date of arrival, `stock` goods on hand, `week` the
    # word a week's number follows ('W52', 'KW 3')
    # `seller` the words of a price head merged over one column per seller ('Unit price per bidder' over 'Lesedi Tech
    # | Kalahari Systems'): each label under it is a seller, its column that seller's offer
    # `zone` the words a cloud rate column's head names its availability zone by ('华北2（北京）可用区L' | '华东2（上海）可用区N'):
    # the same instance rented in each zone, one rate per column
    # `promo_end` the words after a promotion's own word that name the day its price ends ('SpecialToDate')
    # `promo_start` the words after a promotion's own word that name the day its price begins ('SpecialFromDate',
    # 'sale_start'): a promotion not yet begun is no offer
    "offer_column": ("delivery", "stock", "week", "seller", "zone", "promo_end", "promo_start"),
    # the morpheme a price header ends in, in a script without spaces ('清仓价（元）', '樣機價'): beside a table's list or
    # original price, a header ending so that names no other field is the price the buyer pays
    "price_suffix": ("words",),
    # the words a column group's title names a round of one offer by ('Runde 1 (12.11.2026)' | 'Runde 2 – BAFO'):
    # successive rounds of the same seller, the newest the offer; `final` names the last round whatever its number
    "price_round": ("round", "final"),
    "row": ("subtotal", "tax", "shipping", "installation", "service", "bank", "configuration", "discount", "note"),
    "equipment": ("words",),
    # a budget's staff line (a person's role, a share of full-time effort, months of work: 'Research assistant (100 %
    # FTE)' | month): the cost of people, never an offer of a device
    "staff": ("words",),
    "ditto": ("words",),
    "network": ("words", "speed_unit", "size_unit", "port"),
    "component": ("words", "host_part"),
    # the parts a computer is built from, named on a line of their own (a PC builder's quote: 'AMD Threadripper
    # 7960X', 'ASUS Pro WS TRX50-SAGE', 'DDR5-5600 ECC RDIMM 256GB'): not an accelerator, each said for what it is
    "pc_part": ("cpu", "motherboard", "memory", "storage", "power_supply", "case", "cooler"),
    "conjunction": ("words",),
    "pack": ("words", "uom", "device_hour", "prepaid"),
    "period": (*_PERIODS, "per", "filler", "hour_abbrev"),
    "count": (
        "suffix",
        # a word for 'with' after which the devices are named and then counted: in a language whose numerals follow
        # their noun (Ewe 'Server kple NVIDIA H100 NVL 94GB 4': a server with four H100 NVL)
        "with_then_count",
        "prefix",
        "numeral_suffix",
        "device",
        "not_suffix",
        "unit",
        "slot",
        "memory_type",
        "capacity",
        "single",
        "each",
        "lot",
        "machine_suffix",
        "cooler",
        # a board maker whose cooler lines are its name and then 'X' and their fans ('Inno3D X3'): the fans only
        # right after that name
        "cooler_line",
        # the cards one priced set holds, after its count ('8 pcs per set'): the devices per item
        "per_set",
    ),
    "numerals": None,
    "offer": (
        "server",
        "instance",
        "rack",
        "card",
        "baseboard",
        "not_system",
        "card_name",
        "purpose",
        "for_use",
        "card_count",
        "machine_unit",
        "card_unit",
        "bare_metal",
    ),
    "billing": ("per_device", "per_instance"),
    "included": ("words",),
    # priced lines that hold no accelerator: a barebone chassis, a colocation charge
    # 'cto_base': the label of a configure-to-order quote's base system ('BASE: …'), priced before its options
    "facility": ("no_accelerator", "barebone", "colocation", "accessory", "usage_unit", "per_token", "cto_base"),
    # the two ends of a price range written as two columns ('Min | Max', 'Low | High'): one range, not two offers
    "range": ("ends",),
    "flag": ("yes", "no"),
    "bid": ("words", "cell", "reference", "bidder"),
    # an Excel pivot table pasted as values: its row and column label words, its grand total
    "pivot": ("row_labels", "column_labels", "grand_total"),
    "status": ("withdrawn", "off_sale", "expired", "broken", "draft", "sold", "unsold", "header", "requester"),
    "price_text": (
        "on_request",
        "unavailable",
        "not_offered",
        "not_applicable",
        "approx",
        "from",
        "range_to",
        "next_day",
        "per_unit",
        "dash_end",
        "yuan",
        "each",
        "whole",
        "lot",
        "particle",
        "haggle",
        "revised_to",
        "unchanged",
        "at_cost",
        # chat slang for ten thousand after a decimal amount only ('11.8个' = 118,000; '20个' is twenty pieces)
        "wan_after_decimal",
        # chat slang for a VAT rate after 'incl.' ('含13票', '含13个点': 13 % VAT included)
        "rate_slang",
        # the decimal point written as a word in numerals ('一点二六亿' = 1.26亿)
        "decimal_point",
    ),
    "currency": None,
    "currency_default": None,
    "currency_sign": None,
    "currency_prefix": None,
    "currency_suffix": None,
    # a word that is the currency only right after an amount ending a price cell ('18800块': the spoken yuan)
    "currency_after_amount": None,
    "currency_place": None,
    "currency_phone": None,
    "scale": None,
    # a letter glued before a currency code that scales it, by factor ('TEUR', 'TCHF': thousands of euros, francs)
    "scale_prefix": None,
    "scale_in": None,
    "tax": (
        "word",
        "note_excl",
        "note_incl",
        "cell_excl",
        "cell_incl",
        "rate_word",
        "percent",
        "duty",
        "withheld",
        "effective",
        "on_rent",
        "none",
        # a word saying none of the tax named after it, a place's name between ('no Philippine VAT'), and the
        # words of a place that are no names ('no local GST')
        "none_before",
        "none_place",
        # a sale taxed at a zero rate ('本案適用營業稅零稅率', 'zero-rated supply'): the price is without tax, at 0 %
        "zero_rate",
        # a verb whose object is the tax, a few words apart ('exclude Jersey GST', 'excluyen el IGIC canario')
        "excl_verb",
        "incl_verb",
    ),
    "date": (
        "label",
        "number",
        "generated",
        "agreed",
        "offer_document",
        "requested",
        "next_week",
        "query",
        "account_period",
        "valid",
        "delivery",
        "valid_from",
        "other",
        "same_day",
        "first_year",
        "year_mark",
        "month_of",
        "month_mark",
        "day_mark",
        "day_word",
        "month_word",
        "year_word",
        "year_after",
        "days",
        "ordinal",
        "connector",
        "ethiopian_era",
        "until_after",
        "opening",
        "created",
        "changed",
        "listing_end",
        "block_start",
        "block_end",
        "line_quote",
    ),
    "month": tuple(str(i) for i in range(1, 13)),
    # the days of the week, Monday 1 to Sunday 7 ('valid until next Monday', '有效到下礼拜一')
    "weekday": tuple(str(i) for i in range(1, 8)),
    # the thirteen months of the Ethiopian calendar, read only in a date its era mark ('ዓ.ም') ends
    "ethiopian_month": tuple(str(i) for i in range(1, 14)),
    # the twelve months of the Solar Hijri calendar (Iran's names and Afghanistan's), read only in a date whose year
    # is a Solar Hijri one ('۱۳ قوس ۱۴۰۵')
    "solar_hijri_month": tuple(str(i) for i in range(1, 13)),
    # 'words_prevail': a form's rule that the price written in words prevails over the figures
    "note": ("price_word", "currency_label", "scale_label", "words_prevail"),
    # a price written out in words, word -> value ('huit cent cinquante-quatre mille': 854,000; a value of 100 or
    # more multiplies what comes before it); 'and' words join the parts
    "number_word": None,
    # 'seller_label': a label whose value is the seller however it is written (a fapiao's '销售方名称'); 'buyer_label':
    # the buyer's, never the vendor (a fapiao's '购买方名称'); 'name_label': a block's 'name' line ('名称：…')
    "vendor": ("label", "company_suffix", "company_prefix", "quote_word", "seller_label", "buyer_label", "name_label"),
    # an RFQ answered in place: the buyer's requested model column beside the vendor's offered one
    "model_column": ("requested", "offered", "replacement"),
    # 'buyback': a buy-back guide's words (what the sender pays for devices: 'We pay', 'Buyback'), no offer to sell
    "sheet": ("stale", "buyback", "estimate", "requisition", "sell_side"),
    "tier": ("from", "or_more", "not_count", "buyer", "volume", "addressed"),
    "duration": ("words", "business", "counter"),
    "unit": ("gigabyte", "piece", "power", "power_word", "measure", "ratio"),
    "model_name": ("prefix", "suffix"),
    "script": ("marks",),
    # cell_new / cell_used: a condition column's whole answer ('新', '舊'), never looked for inside a text
    "condition": ("new", "used", "refurbished", "mixed", "all", "cell_new", "cell_used", "grade"),
    "includes": ("host", "memory", "storage", "nic", "switch", "optics", "support", "software"),
    "lease": ("words", "term", "purchase"),
    "lcid": None,
    "number": ("no_minor_units", "spelled", "cifrao"),
    "system_gpus": None,
    "era": None,
    "brand": None,
    "currency_scale": None,
    "except": None,
}

#: groups whose keys map to a value (the first word), not to words
_VALUE_GROUPS = frozenset(
    {
        "numerals",
        "currency_default",
        "lcid",
        "era",
        "system_gpus",
        "brand",
        "currency_scale",
        "currency_phone",
        "number_word",
    }
)


class Lexicon:
    """Every language file in one folder, loaded and normalised once."""

    def __init__(self, folder: Path, registry: bool = True, cache: Path | None = None):
        self.languages: dict[str, Language] = {}
        self._entries: dict[str, list[Entry]] = {}
        self._raw: dict[str, list[tuple[list, str]]] = {}  # concept -> (words as written, language), normalised on use
        self._values: dict[str, dict[str, str]] = {}
        self._excepts: dict[str, list[str]] = {}
        self._keys: dict[str, list[str]] = {}
        # memos, kept in the compact copy: a word as written -> (phrase, word), or only its word when the phrase is
        # the word as written; a phrase ('*' after a stem) -> `Finder.shape`, or only its pattern when its first word
        # and its key are the phrase itself
        self._normal: dict[str, tuple[str, str] | list[str] | str] = {}
        self._shapes: dict[str, tuple[str, str, str] | list[str] | str] = {}
        # English first, then the shared signs, then the others: the order of a group's keys (a field's priority
        # on a tie) follows the English file
        self.files: list[Path] = sorted(folder.glob("*.toml"), key=lambda p: (p.stem != "en", p.stem != "intl", p.stem))
        self.from_cache = False
        key = _cache_key(self.files) if cache is not None else None
        if key is None:
            cache = None
        self._cache, self._key = cache, key
        self._finders_known: set[tuple[str, ...]] | None = None  # the finders earlier processes built (`finders_used`)
        self._kept_language_words: list[tuple[str, list[str]]] | None = None  # `_language_words`, from the copy
        self._finders_new = False
        # the finders' built state kept between processes (`_finder_states`), by the key of what they are built from;
        # None (nothing kept or read) once a word is added after the lexicon is made
        self._states_key: str | None = None
        self._states: dict | None = None
        self._states_new: dict[str, list] = {}
        self._registry_words: list = []  # what `_merge_registry` added, part of `_states_key`
        if cache is not None and self._read_cache(cache, key):
            self.from_cache = True
        else:
            for path in self.files:
                self._load(path)
            if cache is not None:
                self._write_cache(cache, key)
        if registry:
            self._merge_registry()
        if cache is not None:
            self._states_key = _states_key(key, self._registry_words)

    # -- the compact copy ------------------------------------------------------------------------------------------
    # Parsing ~30 TOML files and normalising their words is most of a fresh process's first use of the lexicon. The
    # parsed and normalised form is kept as one JSON file in the user's cache folder, named by a hash of the files'
    # bytes, this module's source and the Unicode and Python versions (which `fold`/`squash` depend on): a changed
    # word, rule or Python makes a new one, and a copy that cannot be read is ignored and rebuilt.
    def _read_cache(self, cache: Path, key: str) -> bool:
        import json

        try:
            data = read_cache_file(cache / f"lexicon-{key}.json")
            if data is None:
                return False
            doc = json.loads(data)
            if doc.get("key") != key:
                return False
            languages = {
                code: Language(
                    code=code,
                    name=m["name"],
                    decimal=m["decimal"],
                    group=tuple(m["group"]),
                    currencies=tuple(m["currencies"]),
                    year_offset=int(m["year_offset"]),
                    scripts=tuple((int(a), int(b)) for a, b in m["scripts"]),
                    home_currency=m["home_currency"],
                    assume_currency=bool(m["assume_currency"]),
                )
                for code, m in doc["languages"].items()
            }
            raw = {c: [(list(words), str(lang)) for words, lang in blocks] for c, blocks in doc["raw"].items()}
            values = {g: dict(t) for g, t in doc["values"].items()}
            excepts = {c: list(w) for c, w in doc["excepts"].items()}
            keys = {g: list(k) for g, k in doc["keys"].items()}
            normal, shapes = doc["normal"], doc["shapes"]
            if not isinstance(normal, dict) or not isinstance(shapes, dict):
                return False
            language_words = doc.get("language_words")
            if language_words is not None:  # else built on first use, as without a copy
                language_words = [(str(w), [str(x) for x in langs]) for w, langs in language_words]
        except (OSError, ValueError, KeyError, TypeError, AttributeError):  # a bad UTF-8 byte: a ValueError
            return False
        self.languages, self._raw, self._values, self._excepts, self._keys = languages, raw, values, excepts, keys
        self._normal, self._shapes = normal, shapes
        self._kept_language_words = language_words
        return True

    def _write_cache(self, cache: Path, key: str) -> None:
        import json
        from dataclasses import asdict

        for concept in self._raw:
            for e in self.entries(concept):  # fills the memos with every word of the files
                self._shapes.setdefault(e.phrase + "*" if e.stem else e.phrase, Finder.shape(e))
        language_words = self._language_words()  # the files' own words (the registry is merged after this)
        self._entries.clear()
        normal = {
            raw: got[1] if got[0] == (raw[:-1] if raw.endswith("*") and len(raw) > 1 else raw) else got
            for raw, got in self._normal.items()
        }
        shapes = {
            key: got[0] if got[1] == got[2] == key.removesuffix("*") else got for key, got in self._shapes.items()
        }
        doc = {
            "key": key,
            "languages": {code: asdict(lang) for code, lang in self.languages.items()},
            "raw": self._raw,
            "values": self._values,
            "excepts": self._excepts,
            "keys": self._keys,
            "normal": normal,
            "shapes": shapes,
            "language_words": language_words,
        }
        try:
            from gpucompare.paths import atomic_write

            cache.mkdir(parents=True, exist_ok=True)
            atomic_write(cache / f"lexicon-{key}.json", json.dumps(doc, ensure_ascii=False, separators=(",", ":")))
            # copies of earlier files or rules go, but a few stay: two installed versions (or checkouts) used in
            # turn each keep theirs
            copies = sorted(cache.glob("lexicon-*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
            for old in copies[_CACHE_COPIES:]:
                old.unlink(missing_ok=True)
        except Exception:  # noqa: BLE001 - a cache that cannot be written only costs the next process the parse
            pass

    def _load(self, path: Path) -> None:
        import tomllib  # only when the files are parsed (not when the compact copy is read): 6 ms of start-up

        with open(path, "rb") as fh:
            doc = tomllib.load(fh)
        meta = doc.get("language", {})
        code = str(meta.get("code") or path.stem)
        self.languages[code] = Language(
            code,
            str(meta.get("name", code)),
            str(meta.get("decimal", ".")),
            tuple(meta.get("group", (",",))),
            tuple(meta.get("currencies", ())),
            int(meta.get("year_offset", 0)),
            tuple(_range(r) for r in meta.get("scripts", ())),
            str(meta.get("home_currency", "")),
            bool(meta.get("assume_currency", False)),
        )
        for group, table in doc.items():
            if group == "language" or not isinstance(table, dict):
                continue
            for key, words in table.items():
                if group in _VALUE_GROUPS:
                    self._values.setdefault(group, {}).setdefault(fold(key), str(words[0]))
                    continue
                if group == "except":
                    self._excepts.setdefault(key, []).extend(fold(w) for w in words)
                    continue
                keys = self._keys.setdefault(group, [])
                if key not in keys:
                    keys.append(key)
                self.add(f"{group}.{key}", words, code)

    def add(self, concept: str, words: Iterable[str], language: str) -> None:
        """Add words to a concept (normalised when the concept is first used)."""
        self._raw.setdefault(concept, []).append((list(words), language))
        self._entries.pop(concept, None)
        self._states_key = None  # words added after the lexicon was made: no finder state is kept or read

    def _normalise(self, concept: str) -> list[Entry]:
        out: list[Entry] = []
        for words, language in self._raw.get(concept, ()):
            self._add_entries(out, words, language)
        self._entries[concept] = out
        return out

    def _add_entries(self, out: list[Entry], words, language: str) -> None:
        normal = self._normal
        for w in words:
            raw = str(w)
            stem = raw.endswith("*") and len(raw) > 1
            got = normal.get(raw)
            if got is None:
                phrase = fold(raw[:-1] if stem else raw)
                got = normal[raw] = (phrase, squash(phrase))
            elif isinstance(got, str):
                got = ((raw[:-1] if stem else raw), got)
            if got[0]:
                out.append(Entry(got[0], got[1], stem, language))

    def _merge_registry(self) -> None:
        """The field registry's import synonyms, its labels and its export headers, as `field.<key>` words (the
        registry's 'name' is the importer's 'model')."""
        from gpucompare.core.fields import FIELDS

        for f in FIELDS:
            if f.derived:
                continue
            key = "model" if f.key == "name" else f.key
            keys = self._keys.setdefault("field", [])
            if key not in keys:
                keys.append(key)
            words = (*f.synonyms, f.label, f.export_header)
            self.add(f"field.{key}", words, "registry")
            self._registry_words.append((key, words))

    # -- reading ---------------------------------------------------------------------------------------------
    def entries(self, concept: str) -> list[Entry]:
        got = self._entries.get(concept)
        return got if got is not None else self._normalise(concept)

    def keys(self, group: str) -> list[str]:
        """The concept keys of a group in the order the files give them ('field' -> model, part_number, price ...)."""
        return list(self._keys.get(group, ()))

    def values(self, group: str) -> dict[str, str]:
        """A value table ('numerals': '八' -> '8'; 'currency_default': 'kr' -> 'SEK')."""
        return dict(self._values.get(group, {}))

    def excepts(self, concept: str) -> tuple[str, ...]:
        return tuple(self._excepts.get(concept, ()))

    @lru_cache(maxsize=512)  # noqa: B019 - one lexicon per process, kept for its life
    def words(self, concept: str) -> tuple[str, ...]:
        """The squashed words of a concept, each once, longest first (stable)."""
        seen: dict[str, None] = {}
        for e in self.entries(concept):
            if e.word:
                seen.setdefault(e.word, None)
        return tuple(sorted(seen, key=len, reverse=True))

    @lru_cache(maxsize=512)  # noqa: B019
    def phrases(self, concept: str) -> tuple[str, ...]:
        """The folded phrases of a concept, each once, longest first."""
        seen: dict[str, None] = {}
        for e in self.entries(concept):
            seen.setdefault(e.phrase, None)
        return tuple(sorted(seen, key=len, reverse=True))

    def table(self, group: str) -> dict[str, tuple[str, ...]]:
        """key -> squashed words, for every key of a group."""
        return {k: self.words(f"{group}.{k}") for k in self.keys(group)}

    def concepts(self) -> list[str]:
        return list(self._raw)

    @lru_cache(maxsize=256)  # noqa: B019
    def finder(self, *concepts: str) -> Finder:
        """A matcher for the words of these concepts (see `Finder`); its built state is kept between processes."""
        name = "\x1f".join(concepts)
        found = Finder.from_state(self._finder_states().get(name)) if self._states_key is not None else None
        if found is None:
            found = Finder({c: self.entries(c) for c in concepts}, {c: self.excepts(c) for c in concepts}, self._shapes)
            self._keep_state(name, found)
        self._remember_finder(concepts)
        return found

    # -- the finders' state kept between processes -------------------------------------------------------------
    # Building a finder (its words' patterns grouped by first word, the tree of their first parts) costs ~0.5 ms, and
    # an import builds ~50 of them in every process. What a finder is built from is the lexicon's files, this
    # module's source, the Python and Unicode versions (the compact copy's key) and the field registry's words: the
    # states are kept in one JSON file named by a hash of all of them (`_states_key`), so a changed word, rule or
    # registry makes a new file and an old one is never read. A lexicon given words after it was made keeps none.
    def _states_file(self) -> Path | None:
        return (
            None
            if self._cache is None or self._states_key is None
            else self._cache / f"finder-states-{self._states_key}.json"
        )

    def _finder_states(self) -> dict:
        if self._states is None:
            import json

            self._states = {}
            path = self._states_file()
            data = read_cache_file(path) if path is not None else None
            try:
                doc = json.loads(data) if data is not None else None
                if isinstance(doc, dict) and doc.get("key") == self._states_key and isinstance(doc.get("states"), dict):
                    self._states = doc["states"]
            except ValueError:  # a damaged copy: every finder built afresh, and a new copy written
                pass
        return self._states

    def _keep_state(self, name: str, found: Finder) -> None:
        if self._states_key is None or found.state is None or len(self._states_new) >= _MAX_FINDERS_KEPT:
            return
        if not self._states_new:  # the first new finder of this process: the file is written as the process ends
            import atexit

            atexit.register(self._write_states, self._states_key)
        self._states_new[name] = found.state

    def _write_states(self, key: str) -> None:
        import json

        if key != self._states_key:
            return  # words were added since: nothing of this process is kept
        path = self._states_file()
        if path is None:
            return
        states = dict(self._finder_states())
        for name, state in self._states_new.items():
            if len(states) >= _MAX_FINDERS_KEPT:
                break
            states[name] = state
        try:
            from gpucompare.paths import atomic_write

            path.parent.mkdir(parents=True, exist_ok=True)
            doc = {"key": key, "states": states}
            atomic_write(path, json.dumps(doc, ensure_ascii=False, separators=(",", ":")))
            copies = sorted(path.parent.glob("finder-states-*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
            for old in copies[_CACHE_COPIES:]:
                old.unlink(missing_ok=True)
        except Exception:  # noqa: BLE001, S110 - a copy that cannot be written only costs the next process the build
            pass

    # -- the finders imports build ---------------------------------------------------------------------------------
    # A finder compiles the alternation of its words' first parts when it is built (~0.7 ms each; an import builds
    # about 30, most after its workbook is read, because the rules ask for them with arguments). Which concepts the
    # rules ask for does not depend on a sheet's cells, so the sets asked for are kept beside the compact copy (same
    # key) and `build_ahead` builds them while the next workbook is still being read. A finder built sooner is the
    # same finder: only when its cost is paid changes.
    def _finders_file(self) -> Path | None:
        return None if self._cache is None else self._cache / f"finders-{self._key}.json"

    def finders_used(self) -> list[tuple[str, ...]]:
        """The concept sets earlier processes built finders for (empty without a cache folder or a readable list)."""
        if self._finders_known is None:
            import json

            self._finders_known = set()
            path = self._finders_file()
            if path is not None:
                try:
                    data = read_cache_file(path)
                    doc = json.loads(data) if data is not None else None
                    if isinstance(doc, list):
                        self._finders_known = {
                            tuple(c)
                            for c in doc[:_MAX_FINDERS_KEPT]
                            if isinstance(c, list) and all(isinstance(x, str) for x in c)
                        }
                except (OSError, ValueError):
                    pass
        return sorted(self._finders_known)

    def _remember_finder(self, concepts: tuple[str, ...]) -> None:
        if self._cache is None:
            return
        self.finders_used()
        known = self._finders_known
        if concepts in known or len(known) >= _MAX_FINDERS_KEPT:
            return
        if not self._finders_new:  # the first new set of this process: the list is written as the process ends
            import atexit

            atexit.register(self._write_finders)
            self._finders_new = True
        known.add(concepts)

    def _write_finders(self) -> None:
        import json

        path = self._finders_file()
        if path is None or self._finders_known is None:
            return
        used = sorted(self._finders_known)
        try:
            from gpucompare.paths import atomic_write

            path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write(path, json.dumps(used, ensure_ascii=False))
            lists = sorted(path.parent.glob("finders-*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
            for old in lists[_CACHE_COPIES:]:
                old.unlink(missing_ok=True)
        except Exception:  # noqa: BLE001, S110 - a list that cannot be written only costs the next process the wait
            pass

    @lru_cache(maxsize=64)  # noqa: B019
    def currency_codes(self, word: str) -> tuple[str, ...]:
        """The ISO codes a currency word or sign stands for ('kr' -> SEK, NOK, DKK as the files say)."""
        w = fold(word)
        return tuple(sorted({k for k in self.keys("currency") if w in self.phrases(f"currency.{k}")}))

    @lru_cache(maxsize=1)  # noqa: B019
    def currency_words(self) -> tuple[tuple[str, str], ...]:
        """(folded word, ISO code) for every currency word, longest first; a word several currencies share comes
        once with the code `currency_default` gives it, else the first code (the caller resolves it by language)."""
        by_word: dict[str, list[str]] = {}
        for k in self.keys("currency"):
            for p in self.phrases(f"currency.{k}"):
                by_word.setdefault(p, []).append(k)
        defaults = self.values("currency_default")
        out = [(w, defaults.get(w, codes[0]) if len(codes) > 1 else codes[0]) for w, codes in by_word.items()]
        return tuple(sorted(out, key=lambda x: len(x[0]), reverse=True))

    @lru_cache(maxsize=1)  # noqa: B019
    def ambiguous_signs(self) -> dict[str, tuple[str, ...]]:
        """Currency words that several currencies share ('¥': CNY and JPY; 'kr': SEK, NOK, DKK; 'Bs' before an
        amount: BOB and VES)."""
        by_word: dict[str, set[str]] = {}
        for group in ("currency", "currency_prefix", "currency_suffix"):
            for k in self.keys(group):
                for p in self.phrases(f"{group}.{k}"):
                    by_word.setdefault(p, set()).add(k)
        return {w: tuple(sorted(c)) for w, c in by_word.items() if len(c) > 1}

    def sign_currency(self, sign: str, languages: Iterable[str] = ()) -> tuple[str | None, bool]:
        """(the currency a shared sign stands for on a sheet in these languages, whether it was decided by them):
        '¥' in a Japanese sheet is JPY, 'kr' in a Swedish one SEK; otherwise `currency_default`'s."""
        codes = self.ambiguous_signs().get(fold(sign))
        if not codes:
            return None, False
        langs = list(languages)
        for lang in langs:
            language = self.languages.get(lang)
            if language is None:
                continue
            own = [c for c in codes if c in language.currencies and fold(sign) in self._own_phrases(lang, c)]
            if len(own) == 1:
                return own[0], True
        return self.values("currency_default").get(fold(sign), codes[0]), False

    def tax_word_currencies(self, texts: Iterable, codes: Iterable[str]) -> dict[str, str]:
        """ISO code -> the tax word as written, for every word of `tax.word` the texts use whose language files all
        price in one of `codes` ('MVA' is Norwegian: NOK; 'moms' is Danish and Swedish, so it names no one of DKK
        and SEK and is left out); at most 40 texts of 300 characters are read, each word whole."""
        wanted = set(codes)
        by_word: dict[str, set[str]] = {}
        for e in self.entries("tax.word"):
            lang = self.languages.get(e.language)
            got = set(lang.currencies) if lang is not None else set()
            by_word.setdefault(e.phrase, set()).update(got or {"?"})
        usable = {w: next(iter(c & wanted)) for w, c in by_word.items() if len(c) == 1 and c & wanted}
        if not usable:
            return {}
        rx = _tax_words_rx(tuple(sorted(usable, key=len, reverse=True)))
        out: dict[str, str] = {}
        for text in list(texts)[:40]:
            if isinstance(text, str) and text.strip():
                for m in rx.finditer(fold(text[:300])):
                    out.setdefault(usable[m.group(0)], m.group(0))
        return out

    def places_named(self, texts: Iterable) -> list[tuple[str, str]]:
        """(ISO code, the place or calling code as written) for every country or city the texts name whose currency
        `currency_place` gives ('Suva' -> FJD, 'Dakar' -> XOF) and every phone number whose country calling code
        `currency_phone` gives ('+679 ...' -> FJD), in the order found; at most 40 texts of 300 characters are read."""
        concepts = tuple(f"currency_place.{k}" for k in self.keys("currency_place"))
        find = self.finder(*concepts) if concepts else None
        phones = self.values("currency_phone")
        out: list[tuple[str, str]] = []
        for text in list(texts)[:40]:
            if not isinstance(text, str) or not text.strip():
                continue
            low = fold(text[:300])
            if find is not None:
                out.extend((c.split(".", 1)[1], low[a:b]) for c, a, b in find.finditer(low))
            if phones and "+" in low:
                for m in _PHONE.finditer(low):
                    digits = m.group(1)
                    code = next((digits[:n] for n in (3, 2, 1) if digits[:n] in phones), None)
                    if code is not None:
                        out.append((phones[code], "+" + code))
        return out

    @lru_cache(maxsize=256)  # noqa: B019
    def _own_phrases(self, lang: str, code: str) -> frozenset[str]:
        return frozenset(
            e.phrase
            for group in ("currency", "currency_prefix", "currency_suffix")
            for e in self.entries(f"{group}.{code}")
            if e.language in (lang, "intl")
        )

    @lru_cache(maxsize=1)  # noqa: B019
    def _language_index(self) -> dict[str, list[tuple[str, frozenset[str]]]]:
        """The words that tell a sheet's language (header, row and note words of four letters or more, or of
        scripts without spaces) by their first two characters, each with its languages, longest first. Read from
        the compact copy when it holds them (building them normalises ~50 concepts' words: ~20 ms an import)."""
        words = self._kept_language_words
        if words is None:
            words = self._language_words()
        index: dict[str, list[tuple[str, frozenset[str]]]] = {}
        for w, langs in words:
            index.setdefault(w[:2], []).append((w, frozenset(langs)))
        return index

    def _language_words(self) -> list[tuple[str, list[str]]]:
        """(word, its languages) of `_language_index`, longest first (a tie in the files' order). The registry's
        words are none of a language's, so this is the same before and after it is merged."""
        langs: dict[str, set[str]] = {}
        for concept in self._raw:
            if not concept.startswith(("field.", "price_role.", "row.", "note.", "tax.", "date.", "condition.")):
                continue
            for e in self.entries(concept):
                if e.language in ("intl", "registry") or not e.word:
                    continue
                if len(e.word) >= 4 or (not e.word.isascii() and len(e.word) >= 2):
                    langs.setdefault(e.word, set()).add(e.language)
        return [(w, sorted(langs[w])) for w in sorted(langs, key=len, reverse=True)]

    def script_language(self, texts: Iterable[str], limit: int = 200) -> str | None:
        """The language whose own script a sheet is written in (kana: Japanese, Hangul: Korean, Thai), at least two
        of its characters (or of the characters only it uses, `[script] marks`), or None."""
        counts: dict[str, int] = {}
        own = self._script_chars()
        scripts = [(code, lang.scripts) for code, lang in self.languages.items() if lang.scripts]
        for i, t in enumerate(texts):
            if i >= limit:
                break
            t = str(t)[:200]
            if t.isascii():
                continue
            for ch in t:
                if ch < "\u0370":  # Latin: no language of its own script
                    continue
                code = own.get(ch)
                if code is None:
                    o = ord(ch)
                    code = next((c for c, ranges in scripts if any(a <= o <= b for a, b in ranges)), "")
                if code:
                    counts[code] = counts.get(code, 0) + 1
        best = max(counts, key=counts.get, default=None)
        return best if best is not None and counts[best] >= 2 else None

    @lru_cache(maxsize=1)  # noqa: B019
    def _script_chars(self) -> dict[str, str]:
        """The characters only one language uses (`[script] marks`: '価' is Japanese), by language."""
        return {ch: e.language for e in self.entries("script.marks") for ch in e.phrase.replace(" ", "")}

    def sheet_languages(self, texts: list[str]) -> list[str]:
        """The languages a sheet is written in, surest first: its own script's, then those whose words it uses."""
        first = self.script_language(texts)
        rest = [x for x in self.languages_in(texts) if x != first]
        return [first, *rest] if first else rest

    def known_words(self, texts: Iterable[str], limit: int = 200) -> int:
        """How many header, row and note words of any language the texts spell that hold a letter beyond ASCII
        ('Stückpreis', 'цена', '单价'): what tells one decoding of a file's bytes from another."""
        index = self._language_index()
        hits = 0
        for i, t in enumerate(texts):
            if i >= limit:
                break
            sq = squash(str(t)[:200])
            if sq.isascii():
                continue
            pos = 0
            while pos < len(sq) - 1:
                for w, _langs in index.get(sq[pos : pos + 2], ()):
                    if sq.startswith(w, pos):
                        hits += not w.isascii()
                        pos += len(w) - 1
                        break
                pos += 1
        return hits

    def languages_in(self, texts: Iterable[str], limit: int = 200) -> list[str]:
        """The languages whose words a sheet's texts use, most words first (at most `limit` texts of 200 chars)."""
        index = self._language_index()
        hits: dict[str, int] = {}
        for i, t in enumerate(texts):
            if i >= limit:
                break
            sq = squash(str(t)[:200])
            pos = 0
            while pos < len(sq) - 1:  # the longest word at each place, words not overlapping
                for w, word_langs in index.get(sq[pos : pos + 2], ()):
                    if sq.startswith(w, pos):
                        for lang in sorted(word_langs):  # (a tie in a fixed order, not the hash seed's)
                            hits[lang] = hits.get(lang, 0) + 1
                        pos += len(w) - 1
                        break
                pos += 1
        return sorted(hits, key=lambda k: -hits[k])


#: where the words of a phrase may be written apart, hyphenated or together
_SEPARATOR = re.compile(r"(?<=\w)[ \-](?=\w)")
_LOOSE = re.compile(r"[\s\-_]+")


def _loose_key(text: str) -> str:
    """A phrase or a match without the separators between its words ('network-card' -> 'networkcard')."""
    return _LOOSE.sub("", text)


def prefix_tree(words: Iterable[str]) -> str:
    """A pattern that matches, at a place, the longest of `words` written there, as the alternation of the words
    longest first does ('a|ab|abc' tried as 'abc|ab|a'), but with the words' common beginnings written once
    ('a(?:b(?:c)?)?'): the engine tries one branch per letter instead of every word in turn (hundreds of condition
    words at each letter of a model name). Each step has one letter to follow, so the match is the longest word."""
    tree: dict = {}
    for w in words:
        node = tree
        for ch in w:
            node = node.setdefault(ch, {})
        node[""] = None  # a word ends here
    escaped: dict[str, str] = {}

    def branch(node: dict) -> str:
        out = ""
        while len(node) == 1:  # a run of letters without a choice, walked without a call per letter
            (ch,) = node
            if ch == "":
                return out
            e = escaped.get(ch)
            if e is None:
                e = escaped[ch] = re.escape(ch)
            out += e
            node = node[ch]
        keys = sorted(node)
        end = keys[0] == ""
        parts = []
        for ch in keys[1:] if end else keys:
            e = escaped.get(ch)
            if e is None:
                e = escaped[ch] = re.escape(ch)
            parts.append(e + branch(node[ch]))
        body = parts[0] if len(parts) == 1 else "(?:" + "|".join(parts) + ")"
        return out + (f"(?:{body})?" if end else body)

    return branch(tree) if tree else ""


def _case_class(ch: str) -> frozenset[int] | None:
    """The lower-case letters a letter of a pattern compiled with re.IGNORECASE stands for (a text letter matches
    it when its lower case is one of them: the engine's rule, 'ſ' with 's', 'ı' with 'i'), or None on a Python whose
    engine keeps this elsewhere."""
    try:
        import _sre
        from re._casefix import _EXTRA_CASES
    except ImportError:  # another Python's internals
        return None
    lo = _sre.unicode_tolower(ord(ch))
    return frozenset((lo, *_EXTRA_CASES.get(lo, ())))


def folded_tree(words: Iterable[str]) -> str:
    """What `prefix_tree` is for a pattern compiled with re.IGNORECASE: the matches of the words' alternation
    longest first, with the tree built on one letter for each letter the engine takes as the same ('Server',
    'SERVER' and 'server' are one branch; 'ſ' and 's' are one), so at each letter of a text at most one branch can
    go on and the longest word is found, as the alternation finds it; with IGNORECASE each alternative is otherwise
    tried at every place of the text (the engine cannot skip ahead to a first letter). Where a letter's class cannot
    be told, the alternation longest first itself."""
    words = sorted(set(words), key=longest_first)
    folded = []
    for w in words:
        chars = []
        for ch in w:
            cls = _case_class(ch)
            if cls is None:
                return "|".join(re.escape(x) for x in words)
            rep = chr(min(cls))
            if _case_class(rep) != cls:  # a letter that does not stand for its own class: the alternation
                return "|".join(re.escape(x) for x in words)
            chars.append(rep)
        folded.append("".join(chars))
    tree = prefix_tree(folded)
    firsts = sorted({w[0] for w in folded if w})
    if len(firsts) < 2:
        return tree
    # the first letters checked at once, as one set, before the branches are tried one by one
    return "(?=[" + "".join(re.escape(ch) for ch in firsts) + "])" + tree


def first_check(pattern: str, flags: int = 0) -> str:
    """`pattern` with the characters a match of it can begin with checked first, as one set ('(?=[\\dx×])(?:...)'):
    compiled with re.IGNORECASE, a pattern whose alternatives begin with words is otherwise tried alternative by
    alternative at every place of a text (the engine skips ahead to a first character only without that flag). The
    same matches: every match begins with one of those characters. `pattern` itself where they cannot be told (a
    match that may be empty or begin with any character, a negated set, inline flags)."""
    if pattern.startswith("(?") and pattern[2:3].isalpha():
        return pattern  # global inline flags must stay first
    try:
        from re import _constants as c
        from re import _parser

        parsed = _parser.parse(pattern, flags)
    except Exception:  # noqa: BLE001 - another Python's internals, or not a pattern: as it is
        return pattern
    cats = {c.CATEGORY_DIGIT: r"\d", c.CATEGORY_SPACE: r"\s", c.CATEGORY_WORD: r"\w"}
    skip = (c.ASSERT, c.ASSERT_NOT, c.AT)

    def first(items) -> tuple[set[str], bool] | None:
        """(the set's parts, whether the items may match nothing) or None when that cannot be told."""
        out: set[str] = set()
        for op, av in items:
            if op in skip:
                continue
            if op is c.LITERAL:
                out.add(re.escape(chr(av)))
                return out, False
            if op is c.IN:
                for iop, iav in av:
                    if iop is c.LITERAL:
                        out.add(re.escape(chr(iav)))
                    elif iop is c.RANGE:
                        out.add(f"{re.escape(chr(iav[0]))}-{re.escape(chr(iav[1]))}")
                    elif iop is c.CATEGORY and iav in cats:
                        out.add(cats[iav])
                    else:
                        return None
                return out, False
            if op is c.SUBPATTERN:
                _group, add, remove, sub = av
                got = first(sub) if not (add or remove) else None
            elif op is c.BRANCH:
                parts = [first(alt) for alt in av[1]]
                if any(p is None for p in parts):
                    return None
                got = set().union(*(p[0] for p in parts)), any(p[1] for p in parts)
            elif op in (c.MAX_REPEAT, c.MIN_REPEAT):
                lo, _hi, sub = av
                got = first(sub)
                if got is not None and lo == 0:
                    got = got[0], True
            else:
                return None
            if got is None:
                return None
            out |= got[0]
            if not got[1]:
                return out, False
        return out, True

    got = first(parsed.data)
    if got is None or got[1] or not got[0]:
        return pattern
    return "(?=[" + "".join(sorted(got[0])) + "])(?:" + pattern + ")"


def longest_first(word: str) -> tuple[int, str]:
    """Sort key of an alternation's words: longest first (the one the engine tries first wins), then in one fixed
    order. Words of one length cannot both match at one place, so that order changes no match; it makes a pattern built
    from a set the same text in every process (the text names its kept compiled form)."""
    return -len(word), word


def _range(text: str) -> tuple[int, int]:
    a, _sep, b = str(text).partition("-")
    return int(a, 16), int(b or a, 16)


class Finder:
    """Finds the words of a few concepts in a folded text, leftmost first and then longest. Words of scripts
    written with spaces stand alone (a stem may go on with more letters; a word of one or two letters is not
    followed by a digit either: 'h' in 'H100' is no hour); words of scripts without spaces are found anywhere. A
    match inside an exception of its concept does not count."""

    def __init__(
        self,
        entries: dict[str, list[Entry]],
        excepts: dict[str, tuple[str, ...]],
        shapes: dict[str, tuple[str, str, str]] | None = None,
    ):
        self._by_phrase: dict[str, list[str]] = {}  # the phrase without its separators -> its concepts
        self._stems: list[tuple[str, list[str]]] = []
        groups: dict[str, list[tuple[int, str]]] = {}  # a phrase's first word -> the patterns of its phrases
        seen: set[str] = set()
        shapes = {} if shapes is None else shapes
        for concept, es in entries.items():
            for e in es:
                shape = shapes.get(e.phrase + "*" if e.stem else e.phrase)
                if shape is None:
                    shape = shapes[e.phrase + "*" if e.stem else e.phrase] = self.shape(e)
                elif isinstance(shape, str):
                    shape = (shape, e.phrase, e.phrase)
                pattern, first, loose = shape
                key = loose + ("*" if e.stem else "")
                if pattern not in seen:
                    seen.add(pattern)
                    groups.setdefault(first, []).append((len(e.phrase), pattern))
                if key in self._by_phrase:
                    if concept not in self._by_phrase[key]:
                        self._by_phrase[key].append(concept)
                    continue
                self._by_phrase[key] = [concept]
                if e.stem:
                    self._stems.append((loose, self._by_phrase[key]))
        self._stems.sort(key=lambda x: len(x[0]), reverse=True)
        self._groups = {f: "|".join(p for _n, p in sorted(ps, key=lambda x: -x[0])) for f, ps in groups.items()}
        self._compiled: dict[str, re.Pattern] = {}  # compiled when a text first holds the group's first word
        lengths = sorted({len(f) for f in groups}, reverse=True)
        # by the length of the first word the start pattern found at a place: the lengths of first words that may be
        # there (none longer: the start pattern tries longer words first, so it would have found a longer one)
        self._lengths = {n: [k for k in lengths if k <= n] for n in lengths}
        # where a word may start: the words' first parts as a tree of their letters (`prefix_tree`), which compiles
        # and scans quickly; the full patterns (with their boundaries) are tried only there
        self._start = compiled(prefix_tree(groups)) if groups else None
        # a concept's exceptions, compiled when one of its words is first found
        self._except: dict[str, str | re.Pattern] = {
            c: "|".join(map(re.escape, sorted(set(w), key=longest_first))) for c, w in excepts.items() if w
        }
        #: what the finder is made of, as JSON keeps it (`from_state`)
        self.state: list | None = [
            self._by_phrase,
            [stem for stem, _c in self._stems],
            self._groups,
            self._start.pattern if self._start is not None else None,
            dict(self._except),
        ]

    @classmethod
    def from_state(cls, state) -> Finder | None:
        """The finder a `state` describes (the same as the one built from the words it was taken from), or None
        when it is not one (missing, or of the wrong shape: then the finder is built from its words)."""
        try:
            by_phrase, stems, groups, start, excepts = state
            if not (
                isinstance(by_phrase, dict)
                and all(k.__class__ is str and v.__class__ is list and v for k, v in by_phrase.items())
                and all(c.__class__ is str for v in by_phrase.values() for c in v)
                and isinstance(stems, list)
                and all(s.__class__ is str and by_phrase.get(s + "*") for s in stems)
                and isinstance(groups, dict)
                and all(k.__class__ is str and k and v.__class__ is str for k, v in groups.items())
                and (start is None or start.__class__ is str)
                and (start is None) == (not groups)
                and isinstance(excepts, dict)
                and all(k.__class__ is str and v.__class__ is str for k, v in excepts.items())
            ):
                return None
        except (TypeError, ValueError, AttributeError):
            return None
        self = cls.__new__(cls)
        self._by_phrase = by_phrase
        self._stems = [(s, by_phrase[s + "*"]) for s in stems]
        self._groups = groups
        self._compiled = {}
        lengths = sorted({len(f) for f in groups}, reverse=True)
        self._lengths = {n: [k for k in lengths if k <= n] for n in lengths}
        self._start = compiled(start) if start is not None else None
        self._except = dict(excepts)
        self.state = None  # kept already
        return self

    @classmethod
    def shape(cls, e: Entry) -> tuple[str, str, str]:
        """(its pattern, its first word, the phrase without separators): what a finder needs of a word, the same for
        every finder that holds it (kept with the lexicon's compact copy)."""
        return cls._pattern(e), _SEPARATOR.split(e.phrase)[0] or e.phrase, _loose_key(e.phrase)

    @staticmethod
    def _pattern(e: Entry) -> str:
        p = e.phrase
        # words of a phrase may be written apart, hyphenated or together ('network card', 'network-card')
        body = "[\\s\\-_]?".join(re.escape(w) for w in _SEPARATOR.split(p))
        if unspaced(p):
            return body
        one_hangul = any(_in(ch, _HANGUL) for ch in p)
        letter = "[\uac00-\ud7af]" if one_hangul else LETTER
        before = f"(?<!{letter})" if re.match(LETTER, p[0]) else ""
        if e.stem:
            return f"{before}{body}{LETTER}*"
        if not re.match(LETTER, p[-1]):
            return before + body  # a sign or a word ending in a mark ('$', 'р.', '+vat'): nothing after it matters
        after = "(?![^\\W_])" if sum(ch.isalpha() for ch in p) <= 2 else f"(?!{letter})"
        return f"{before}{body}{after}"

    def _concepts(self, found: str) -> list[str]:
        key = _loose_key(found)
        got = self._by_phrase.get(key)
        if got is not None:
            return got
        for stem, concepts in self._stems:
            if key.startswith(stem):
                return concepts
        return []

    def finditer(self, text: str):
        """(concept, start, end) of every word found, leftmost-longest, not overlapping; `text` folded."""
        if self._start is None or not text:
            return
        spans: dict[str, list[tuple[int, int]]] = {}
        pos = 0
        start, groups, built = self._start, self._groups, self._compiled
        while pos <= len(text):
            hint = start.search(text, pos)
            if hint is None:
                return
            at = hint.start()
            m = None
            for n in self._lengths[hint.end() - at]:  # the phrases whose first word is here, longest first word first
                first = text[at : at + n]
                if first in groups:
                    rx = built.get(first)
                    if rx is None:
                        rx = built[first] = compiled(groups[first])
                    m = rx.match(text, at)
                    if m is not None:
                        break
            if m is None:
                pos = at + 1
                continue
            s, e = m.span()
            concepts = [c for c in self._concepts(m.group(0)) if not self._excepted(c, text, s, e, spans)]
            if not concepts:
                pos = s + 1
                continue
            for c in concepts:
                yield c, s, e
            pos = max(e, s + 1)

    def _excepted(self, concept: str, text: str, s: int, e: int, spans: dict) -> bool:
        rx = self._except.get(concept)
        if rx is None:
            return False
        if isinstance(rx, str):
            rx = self._except[concept] = compiled(rx)
        if concept not in spans:
            spans[concept] = [(m.start(), m.end()) for i in range(len(text)) if (m := rx.match(text, i)) is not None]
        return any(a <= s and e <= b for a, b in spans[concept])

    def search(self, text: str) -> tuple[str, int, int] | None:
        """The first word found: (concept, start, end), or None."""
        return next(self.finditer(text), None)

    def found(self, text: str) -> set[str]:
        """The concepts whose words a text holds."""
        return {c for c, _s, _e in self.finditer(text)}


# -- patterns kept between processes ----------------------------------------------------------------------------
# Python compiles a regular expression in Python code (its parser and compiler) and keeps nothing between processes:
# the lexicon's alternations (a finder's words, the header's kinds, the price shapes) cost an import ~40 ms of every
# run. What the compiler produces for a pattern (a list of integers the regular-expression engine runs; the engine
# checks it when a pattern is made from it) is kept in the cache folder, in a file named by the Python build and the
# engine's version, and a pattern found there is made from it directly: the same pattern object `re.compile` makes
# (patterns compare equal by their text, flags and code; a test checks it). Anything unexpected (another Python's
# internals, a damaged file, code the engine refuses) falls back to `re.compile`.
_KEPT_MAGIC = b"gpucompare patterns 2\n"  # then the sha256 of the records that follow, then the records
_kept: dict[str, tuple[bytes, bytes]] | None = None  # "flags:pattern" -> (its facts as JSON, its code's bytes)
_kept_new: dict[str, tuple[bytes, bytes]] = {}  # compiled in this process, written to the cache as it ends
_kept_used: set[str] = set()
#: how many patterns the kept copy holds (an import makes about 240 of them, 127 the importer's modules' own, which
#: every import uses; sheets of other kinds, others): ~400 KB at the limit
_MAX_PATTERNS_KEPT = 800


def compiled(pattern: str, flags: int = 0) -> re.Pattern:
    """`re.compile(pattern, flags)`, made from the compiled form kept by an earlier process when there is one."""
    flags = int(flags)
    key = f"{flags}:{pattern}"
    got = _kept_patterns().get(key)
    if got is not None:
        try:
            rx = _sre_pattern(pattern, *got)
            _kept_used.add(key)
            return rx
        except Exception:  # noqa: BLE001, S110 - a copy the engine refuses: compiled afresh below
            pass
    if _pattern_file() is None:
        return re.compile(pattern, flags)  # nowhere to keep it (no cache folder): compiled once, the public way
    try:
        import json
        from re import _compiler, _parser

        ref = re.compile(pattern, flags)  # what the engine makes the public way: the form kept must make the same
        p = _parser.parse(pattern, flags)
        code = _compiler._code(p, flags)
        index = dict(p.state.groupdict)
        names = [None] * p.state.groups
        for name, i in index.items():
            names[i] = name
        facts = json.dumps([flags | p.state.flags, p.state.groups - 1, index, names]).encode()
        form = (facts, _code_array(code).tobytes())
        rx = _sre_pattern(pattern, *form)
        if rx != ref:
            return ref  # another Python's compiler: the public pattern, nothing kept
    except Exception:  # noqa: BLE001 - another Python's internals: the public way, nothing kept
        return re.compile(pattern, flags)
    if len(_kept_new) < _MAX_PATTERNS_KEPT:
        if not _kept_new and _pattern_file() is not None:
            import atexit

            atexit.register(_write_patterns)
        _kept_new[key] = form
    return rx


def _code_array(code=()):
    import _sre
    from array import array

    return array(next(k for k in "IL" if array(k).itemsize == _sre.CODESIZE), code)


def _sre_pattern(pattern: str, facts: bytes, code: bytes) -> re.Pattern:
    import _sre
    import json

    flags, groups, index, names = json.loads(facts)
    words = _code_array()
    words.frombytes(code)
    return _sre.compile(pattern, int(flags), words.tolist(), int(groups), dict(index), tuple(names))


def _pattern_file() -> Path | None:
    """The kept copy's file in the cache folder in force now (a test or the user may change it while a process
    runs: the copy is read from and written to the folder of that moment)."""
    tag = _pattern_tag()
    folder = cache_folder()
    return None if folder is None or tag is None else folder / f"patterns-{tag}.bin"


@lru_cache(maxsize=1)
def _pattern_tag() -> str | None:
    """The Python build, the engine's version and the compiler's own files (size and time: a patched `re` makes
    another copy)."""
    import hashlib
    import os
    import sys

    try:
        import _sre
        from re import _compiler, _parser

        files = " ".join(
            f"{st.st_size}:{st.st_mtime_ns}" for st in map(os.stat, (_compiler.__file__, _parser.__file__))
        )
        tag = f"{sys.version} {sys.implementation.cache_tag} {_sre.MAGIC} {_sre.CODESIZE} {sys.byteorder} {files}"
    except (ImportError, AttributeError, OSError, TypeError):
        return None
    return hashlib.sha256(tag.encode()).hexdigest()[:16]


def _kept_patterns() -> dict[str, tuple[bytes, bytes]]:
    """The kept copy: records of three lengths (4 bytes each) and the key, the facts and the code they measure."""
    global _kept
    if _kept is None:
        _kept = {}
        path = _pattern_file()
        data = (read_cache_file(path) if path is not None else None) or b""
        start = len(_KEPT_MAGIC) + 32
        if data.startswith(_KEPT_MAGIC) and _checksum(data[start:]) == data[len(_KEPT_MAGIC) : start]:
            import struct

            got, at, end = {}, start, len(data)
            try:
                while at < end:
                    k, f, c = struct.unpack_from("<III", data, at)
                    at += 12
                    if at + k + f + c > end:
                        raise ValueError("cut short")
                    key = data[at : at + k].decode("utf-8")
                    got[key] = (data[at + k : at + k + f], data[at + k + f : at + k + f + c])
                    at += k + f + c
                _kept = got
            except (struct.error, ValueError):  # UnicodeDecodeError is a ValueError
                pass  # a damaged copy: every pattern compiled afresh, and a new copy written
    return _kept


def _write_patterns() -> None:
    """The kept copy with this process's new patterns: those it used first, then the others kept before, up to the
    limit (so that sheets of other kinds keep theirs)."""
    import struct

    path = _pattern_file()
    if path is None or not _kept_new:
        return
    kept = _kept_patterns()
    doc = dict(_kept_new)
    for k in [*_kept_used, *kept]:
        if len(doc) >= _MAX_PATTERNS_KEPT:
            break
        if k in kept:
            doc.setdefault(k, kept[k])
    try:
        from gpucompare.paths import atomic_write

        out = []
        for k, (facts, code) in doc.items():
            key = k.encode("utf-8")  # a pattern with a lone surrogate cannot be kept: nothing is written
            out += [struct.pack("<III", len(key), len(facts), len(code)), key, facts, code]
        body = b"".join(out)
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(path, _KEPT_MAGIC + _checksum(body) + body)
        copies = sorted(path.parent.glob("patterns-*.bin"), key=lambda p: p.stat().st_mtime, reverse=True)
        for old in copies[_CACHE_COPIES:]:
            old.unlink(missing_ok=True)
    except Exception:  # noqa: BLE001, S110 - a copy that cannot be written only costs the next process the compile
        pass


def _checksum(body: bytes) -> bytes:
    import hashlib

    return hashlib.sha256(body).digest()


#: the largest cache file read (the kept patterns are ~1 MB, the compact copy a few MB)
MAX_CACHE_FILE_BYTES = 16 * 1024 * 1024


def read_cache_file(path: Path) -> bytes | None:
    """A cache file's bytes, or None when it is missing, not a regular file (a link, a device, a pipe someone put
    there) or larger than `MAX_CACHE_FILE_BYTES`: checked before a byte is read, and the read stops at the cap."""
    import os
    import stat

    try:
        st = os.lstat(path)
        if not stat.S_ISREG(st.st_mode) or st.st_size > MAX_CACHE_FILE_BYTES:
            return None
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0))
        with os.fdopen(fd, "rb") as fh:
            if not stat.S_ISREG(os.fstat(fh.fileno()).st_mode):
                return None
            data = fh.read(MAX_CACHE_FILE_BYTES + 1)
    except OSError:
        return None
    return data if len(data) <= MAX_CACHE_FILE_BYTES else None


@lru_cache(maxsize=1)
def get() -> Lexicon:
    """The bundled lexicon (every language file, the field registry merged), loaded once per process."""
    from gpucompare.paths import bundled

    return Lexicon(bundled("data", "lexicon"), cache=cache_folder())


def build_ahead(busy: Callable[[], bool], package: str = "gpucompare.sheets") -> None:
    """While `busy()` holds (a workbook still being read on a thread of its own), build what an import builds on
    first use anyway: the lexicon, then each table and pattern a module of `package` keeps built once (a function of
    no arguments cached with `lru_cache`), module by module as they were loaded. Each is exactly what its first use
    would build, only sooner; one that fails is left to that use, which says why. Stops as soon as `busy()` does not
    hold, so a small sheet (read at once) waits for nothing it does not need. Then the finders earlier imports built
    (`Lexicon.finders_used`)."""
    import inspect
    import sys

    if not busy():
        return
    get()
    for name, module in list(sys.modules.items()):
        if module is None or not (name == package or name.startswith(package + ".")):
            continue
        for fn in list(vars(module).values()):
            if not busy():
                return
            if (
                hasattr(fn, "cache_info")
                and getattr(fn, "__module__", None) == name
                and fn.cache_info().currsize == 0
                and _no_arguments(fn, inspect)
            ):
                try:
                    fn()
                except Exception:  # noqa: BLE001, S112 - its first real use raises it and says why
                    continue
    lex = get()
    for concepts in lex.finders_used():  # the finders earlier imports asked for (the rules ask with arguments)
        if not busy():
            return
        try:
            lex.finder(*concepts)
        except Exception:  # noqa: BLE001, S112 - a concept the files no longer have: its first real use says so
            continue


def _no_arguments(fn, inspect) -> bool:
    try:
        return not inspect.signature(fn).parameters
    except (TypeError, ValueError):
        return False


def cache_folder() -> Path | None:
    """The user's cache folder for gpucompare (GPUCOMPARE_CACHE on any system; else XDG_CACHE_HOME or ~/.cache on
    Linux, the platform's elsewhere), or None when there is no home to put it in."""
    import os
    import sys

    own = os.environ.get("GPUCOMPARE_CACHE", "").strip()
    if own and os.path.isabs(own):
        return Path(own)
    try:
        if sys.platform.startswith(("win", "darwin")):
            import platformdirs

            return Path(platformdirs.user_cache_dir("gpucompare", appauthor=False))
        base = os.environ.get("XDG_CACHE_HOME", "").strip()
        return Path(base if os.path.isabs(base) else Path.home() / ".cache") / "gpucompare"
    except (RuntimeError, OSError, KeyError):
        return None


#: how many compact copies (of different files or rules) the cache folder keeps
_CACHE_COPIES = 4
#: how many concept sets the list of finders built keeps (an import builds about 30)
_MAX_FINDERS_KEPT = 256


def _states_key(key: str, registry_words: list) -> str:
    """The key of the finders' kept states: the compact copy's (files, this module, versions) and the words the
    field registry added (the registry is code, not a file)."""
    import hashlib
    import json

    h = hashlib.sha256(key.encode())
    h.update(json.dumps([(k, [str(w) for w in words]) for k, words in registry_words], ensure_ascii=False).encode())
    return h.hexdigest()[:32]


def _cache_key(files: list[Path]) -> str | None:
    """A hash of the language files' names and bytes, this module's source and the Unicode and Python versions (None
    when one cannot be read: then the files are parsed, as without a cache)."""
    import hashlib
    import sys

    h = hashlib.sha256()
    h.update(f"{sys.version_info[:2]} {unicodedata.unidata_version}".encode())
    try:
        for path in (Path(__file__), *files):
            data = path.read_bytes()
            h.update(f"\0{path.name}\0{len(data)}\0".encode())
            h.update(data)
    except OSError:
        return None
    return h.hexdigest()[:32]


@lru_cache(maxsize=64)
def _tax_words_rx(words: tuple[str, ...]) -> re.Pattern:
    """The tax words as whole words ('mva' in 'ekskl. MVA', not inside another word)."""
    return re.compile(r"(?<!\w)(?:" + "|".join(re.escape(w) for w in words) + r")(?!\w)")
