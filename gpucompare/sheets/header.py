"""Header and row rules: which field a header cell names, what a price column is (with or without VAT, list or net,
per hour or per GPU, a rental period), and what a row that is not a product is (subtotal, tax, shipping ...).

The words are data (`data/lexicon/<language>.toml`, read once by `lexicon`); this module holds only how they are
matched: a header word is found inside the squashed header (a short Latin word only at its start), the best field
is the exact word, then the longest contained one, then a close spelling; a row's kind is the kind of its leading
word, else of any word it holds (a word inside a longer word of another concept, such as 'service' in 'server' in
Chinese, is that word's); of two price roles whose words overlap ('不含税' holds '含税') the one that starts first
holds."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from gpucompare.sheets import lexicon as lx

PRICE_FIELDS = ("price", "hourly")
#: registry groups of a spec sheet's figures: two of them make a sheet a spec sheet
_SPEC_GROUPS = ("compute", "memory", "interconnect", "power")


def _registry():
    from gpucompare.core.fields import FIELDS

    return FIELDS


#: every numeric catalog field a spec sheet may give (the field registry's; memory has its own header words)
SPEC_FIELDS = tuple(f.key for f in _registry() if f.numeric and not f.derived and f.key != "memory_gb")
#: spec fields that tell a spec sheet from a price list with a year or a process column
PERF_FIELDS = tuple(f.key for f in _registry() if f.key in SPEC_FIELDS and f.group in _SPEC_GROUPS)
#: text fields of the catalog a spec sheet may give (vendor, category, form factor, link ...)
TEXT_FIELDS = tuple(
    f.key for f in _registry() if not f.numeric and not f.derived and f.key not in ("name", "source_date")
)


#: the importer's fields that stand for a catalog field of the registry (a spec sheet's 'Form factor' column is
#: read as the importer's form column and stored as the catalog's form_factor)
REGISTRY_FIELD = {"model": "name", "memory": "memory_gb", "form": "form_factor"}


def lexicon() -> lx.Lexicon:
    return lx.get()


def norm(text) -> str:
    """Header text reduced to letters, digits, marks, '$' and '#': 'Unit Price (USD)' -> 'unitpriceusd'."""
    return lx.squash(str(text)[:200])


@lru_cache(maxsize=1)
def _fields() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(field, its words) in the order ties are broken: the importer's own fields, then the registry's others."""
    return tuple((k, lexicon().words(f"field.{k}")) for k in lexicon().keys("field"))


@lru_cache(maxsize=1)
def _word_index() -> dict[str, tuple[tuple[int, str], ...]]:
    """Every field word -> its (position, field) entries, the position in `_fields()`'s tie-break order."""
    index: dict[str, list[tuple[int, str]]] = {}
    pos = 0
    for field, words in _fields():
        for w in words:
            index.setdefault(w, []).append((pos, field))
            pos += 1
    return {w: tuple(v) for w, v in index.items()}


@lru_cache(maxsize=1)
def _whole_only() -> frozenset[str]:
    return frozenset(lexicon().words("whole_only.words"))


@lru_cache(maxsize=1)
def _unit_tail() -> re.Pattern:
    """A currency, scale or size unit at the end of a squashed header ('单价元', 'priceusd', '显存gb')."""
    lex = lexicon()
    words = {
        w
        for c in [*(f"currency.{k}" for k in lex.keys("currency")), *(f"scale.{k}" for k in lex.keys("scale"))]
        + ["unit.gigabyte"]
        for w in lex.words(c)
        if len(w) >= 2 or lx.unspaced(w)
    }
    return lx.compiled("(?:" + "|".join(map(re.escape, sorted(words, key=lx.longest_first))) + ")$")


def _strip_units(t: str) -> str:
    return _unit_tail().sub("", t)


@dataclass(frozen=True)
class ColumnMatch:
    field: str
    level: int  # 3 exact, 2 contains, 1 fuzzy
    length: int

    @property
    def key(self) -> tuple[int, int]:
        return (self.level, self.length)


@lru_cache(maxsize=16384)
def is_equipment(text: str) -> bool:
    """Whether a line names non-accelerator equipment (a switch, cable, transceiver, network card, storage, rack)."""
    if not text or not norm(text):
        return False
    return lexicon().finder("equipment.words").search(lx.fold(text[:200])) is not None


@lru_cache(maxsize=4096)
def names_pack(text: str) -> bool:
    """Whether a header counts or prices a box or pack ('Units per box', '每箱数量', 'Preis pro Karton')."""
    t = norm(text)
    return any(w in t for w in lexicon().words("pack.words"))


@lru_cache(maxsize=4096)
def names_uom(text: str) -> bool:
    """Whether a header counts the devices in the unit a price is quoted per ('Qty. per Unit of Measure',
    'Коэффициент', 'Umrechnungsfaktor'): an ERP's unit of measure, a box or a kit priced whole."""
    t = norm(text)
    return any(w in t for w in lexicon().words("pack.uom"))


#: a unit in brackets ('(元/实例/小时)', '(USD/GPU/hr)', '（円/月）'): what a price is in and what it is per
_UNIT_GROUP = lx.compiled(r"[(（\[［]([^()（）\[\]［］]{1,40})[)）\]］]")
#: fields a rate column's own words may be read as when its unit says it is a price ('按量付费(元/实例/小时)' names
#: an instance only in its unit; 'GPU ($/hr)' is a GPU-hour price, not the model column; 'Аренда (руб./час) с НДС'
#: names the tax basis, not a tax amount)
_NOT_A_PRICE_WORD = frozenset(
    {"instance", "units_per_item", "period", "model", "provider", "region", "form", "vendor", "tax_amount"}
)


def _per_unit(unit: str) -> bool:
    """Whether a bracketed unit says 'per' ('元/实例', 'USD per GPU', '円/月')."""
    f = lx.fold(unit)
    return "/" in f or lexicon().finder("period.per").search(f) is not None


def _hour_at_end(unit: str) -> bool:
    """A unit that ends in an hour: '(EUR/node/h)', '(USD/GPU·h)', '(USD/GPU-hr)', '(per GPU per h)'."""
    f = lx.fold(unit).rstrip(". ")
    for concept, _s, e in lexicon().finder("period.hour", "period.hour_abbrev").finditer(f):
        if e >= len(f) and concept:
            return True
    return False


def _rate_header(text) -> ColumnMatch | None:
    """A price header whose unit is in brackets, a currency per something ('按量付费(元/实例/小时)', '1年预留(元/实例/
    小时)', 'On-demand (USD/instance/hr)', 'Miete (€/GPU/Monat)'): the words outside the brackets name the field, the
    unit never does; words that name no price field ('按量付费') make it an hourly rate (an hour in the unit) or a
    price. None when the header has no such unit."""
    raw = unicodedata.normalize("NFKC", str(text)[:200])
    m = _UNIT_GROUP.search(raw)
    if m is None:
        return None
    unit = m.group(1)
    if not _per_unit(unit):
        return None
    from gpucompare.sheets.prices import currency_in, header_units

    if header_units(unit)[0] is None and currency_in(unit)[0] is None:
        return None  # (a sign several currencies share, 'руб.', is a currency too)
    bare = (raw[: m.start()] + " " + raw[m.end() :]).strip()
    found = match_header_cell(bare) if norm(bare) else None
    hourly = "hourly" in price_roles(unit) or _hour_at_end(unit)
    if found is not None and found.field == "price" and hourly:
        return ColumnMatch("hourly", found.level, found.length)  # '按量价格 (USD/GPU·h)': a price per hour
    if found is not None and found.field not in _NOT_A_PRICE_WORD:
        return found
    return ColumnMatch("hourly" if hourly else "price", 2, len(norm(bare)) or 1)


@lru_cache(maxsize=1)
def _tax_rate_finders() -> tuple:
    return lexicon().finder("tax.word"), lexicon().finder("tax.rate_word")


#: an ERP export's group prefix on a header ('(报价明细)税率%', '(单据头)日期'): which part of the document the
#: column comes from, not what it holds
_ERP_GROUP = lx.compiled(r"^\s?[(（][^()（）]{1,12}[)）]\s?(?=\S)")


#: a header written as an XML element path with namespace prefixes ('Item/ClassifiedTaxCategory/cbc:Percent', an
#: e-invoice flattened to a table): the element and its parent say what the column is
_PATH = re.compile(r"^(?:[^/\s]+/)+[a-z]{2,4}:[^/\s]+$")


def _element_path(low: str) -> str:
    """'item/classifiedtaxcategory/cbc:percent' -> 'classifiedtaxcategory percent'; any other header as it is."""
    if _PATH.match(low) is None:
        return low
    parts = low.split("/")[-2:]
    return " ".join(p.split(":", 1)[-1] for p in parts)


@lru_cache(maxsize=4096)
def is_tax_rate_header(text: str) -> bool:
    """A header that is only a tax's name and a rate word ('VAT rate', 'GST %', 'Stawka VAT', 'MwSt.-Satz',
    'Sazba DPH'): a column of tax rates."""
    low = _ERP_GROUP.sub("", lx.fold(str(text)[:60]).lower())  # '(报价明细)税率%': an ERP export's group name first
    low = _element_path(low)  # 'Item/ClassifiedTaxCategory/cbc:Percent': an e-invoice's element and its parent
    if len(low) > 30:
        return False
    tax, rate = _tax_rate_finders()
    taxes = [(s, e) for _c, s, e in tax.finditer(low)]
    rates = [(s, e) for _c, s, e in rate.finditer(low)] if taxes else []
    if not rates:
        return False
    rest = list(low)
    for s, e in taxes + rates:
        rest[s:e] = " " * (e - s)
    return not any(ch.isalpha() for ch in "".join(rest))


#: the longest word of a spaced script that is only taken where a word of the header cell begins with it
_SHORT_INSIDE = 3


def _begins_a_word(w: str, text) -> bool:
    """Whether a word of the cell begins with `w`, or `w` spans words the squashing joined ('ед.изм' in 'ед. изм.');
    a capital after a small letter begins a word too ('СтавкаНДС', an accounting export's joined field name)."""
    raw = str(text)[:200]
    cut = "".join(" " + ch if i and ch.isupper() and raw[i - 1].islower() else ch for i, ch in enumerate(raw))
    words = re.findall(r"[^\W_]+", lx.fold(cut).lower())
    return any(x.startswith(w) or w.startswith(x) for x in words)


def _joins_a_lone_letter(w: str, words: list[str]) -> bool:
    """Whether `w` is only found by joining a cell's words whose last is a single letter ('unit' + 's' of 'P. Unit.
    S/'): a sign or an initial after a word, not the end of the word."""
    for i in range(len(words)):
        joined = words[i]
        for k in range(i + 1, len(words)):
            if len(joined) >= len(w):
                break
            joined += words[k]
            if joined == w and len(words[k]) == 1:
                return True
    return False


def _script(line: str) -> str:
    """The script of a line's first letter ('LATIN', 'CJK', 'MONGOLIAN'), '' where it has none."""
    ch = next((x for x in line if x.isalpha()), "")
    return unicodedata.name(ch, "").split(" ")[0] if ch else ""


def _bilingual_lines(text) -> tuple[str, ...]:
    """The lines of a header cell written in two scripts, one language a line ('ᠨᠢᠭᠡᠴᠡ' over '单位', 'Danhvih'
    over '单位'), each squashed: each line is a whole header of its own language, so a word that names a field only
    as a whole header ('单位') names it on its line. () for a cell of one line or of one script."""
    raw = str(text)[:200]
    if "\n" not in raw:
        return ()
    lines = [x.strip() for x in raw.split("\n") if x.strip()]
    if len(lines) < 2 or len({_script(x) for x in lines} - {""}) < 2:
        return ()
    return tuple(norm(x) for x in lines)


@lru_cache(maxsize=1)
def _index_leads() -> tuple[str, ...]:
    """The words of the index field as written ('n°', 'no.', '#', 'nr.'), longest first."""
    return tuple(sorted({*lexicon().phrases("field.index"), "#"}, key=len, reverse=True))


def _numbers_a_price(text: str) -> bool:
    """Whether a header is an index word followed by a price word ('N° prix', 'No. price', 'Nr. Preis'): the column
    numbers the lines of a price form (a BPU's 'N° prix' holds 1, 2, 3 ...), it is no price. The remainder is read by
    `match_header_cell` itself, so every language's price words count."""
    low = lx.fold(text).lower().strip()
    for w in _index_leads():
        if low.startswith(w) and len(low) > len(w) and not (w[-1].isalnum() and low[len(w)].isalnum()):
            rest = low[len(w) :].strip(" .:-")
            if not rest:
                return False
            got = match_header_cell(rest)
            return got is not None and got.field == "price" and got.level >= 2 and norm(rest) in _price_words()
    return False


@lru_cache(maxsize=1)
def _price_words() -> frozenset[str]:
    return frozenset(lexicon().words("field.price"))


#: an e-mail address ('p.nair@vantage-ml.co.uk'): bounded runs, read from a header's first 200 characters
_EMAIL = lx.compiled(r"[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,4}")


@lru_cache(maxsize=8192)
def match_header_cell(text) -> ColumnMatch | None:
    """The field a header cell names, if any (once per distinct text)."""
    t = norm(text)
    if len(t) > 40 and "(" in str(text)[:120]:
        # a header joined from two rows ('Price per unit (AUD) Option A — Outright purchase (one-off)'): its words
        # outside brackets name the field where the whole is too long to be read as a header
        inner = re.sub(r"\([^()]{0,40}\)", " ", str(text)[:120])
        if norm(inner) and len(norm(inner)) <= 40:
            return match_header_cell(inner)
    if not t or len(t) > 40:
        return None
    if _EMAIL.search(str(text)[:200]) is not None:
        return None  # 'Priya Nair <p.nair@…>': a person's address is a value (a sender, a contact), never a header
    if is_tax_rate_header(text):
        return None  # 'VAT rate', 'GST %', 'Stawka VAT': the rate of a tax, never a price or an amount
    rate = _rate_header(text)
    if rate is not None:
        return rate
    if _numbers_a_price(str(text)[:60]):
        return ColumnMatch("index", 3, len(t))  # 'N° prix', 'No. price': the number of a price line, not a price
    head, sep, _attr = str(text).partition("#")
    if sep and head.strip() and _attr.strip():
        # an ERP export's 'field#attribute' ('(单据头)币别#名称', 'FCurrencyId#Number'): the field names the column,
        # the attribute only which of its parts ('名称' is the currency's name, not a product's)
        got = match_header_cell(head)
        if got is not None:
            return got
    nfkc = unicodedata.normalize("NFKC", str(text)[:200])
    bare = _strip_units(norm(re.sub(r"\([^()]{0,40}\)", "", nfkc)))
    # the words outside brackets: a tax word in a header's brackets states the basis of the field the header names
    # ('完税单价（RMB，含关税+13%进口增值税）' is a unit price with its tax basis, not a tax amount), so it loses to a word
    # outside them
    outside = norm(re.sub(r"\([^()]{0,60}\)", " ", nfkc)) if "(" in nfkc else ""
    whole_only = _whole_only()
    index = _word_index()
    spaced: list[str] | None = None
    # (key, tie-break position, field): the words are looked up among the cell's own substrings (at most 40 characters,
    # so at most 780 of them) instead of every word of every language being searched for in the cell
    found: list[tuple[tuple[int, int], int, str, bool]] = []
    for probe in {t, bare, *_bilingual_lines(text)}:
        for pos, field in index.get(probe, ()):
            found.append(((3, len(probe)), pos, field, False))
    seen: set[str] = set()
    n = len(t)
    for i in range(n - 1):
        for j in range(i + 2, n + 1):
            w = t[i:j]
            if w in seen:
                continue
            seen.add(w)
            entries = index.get(w)
            if entries is None or w == t or w == bare or w in whole_only:
                continue
            if w.isascii() and len(w) <= 3 and not t.startswith(w):
                continue
            if spaced is None:
                spaced = re.findall(r"[^\W_]+", lx.fold(str(text)[:200]).lower())
            if len(w) <= _SHORT_INSIDE and w.isalpha() and not lx.unspaced(w) and not _begins_a_word(w, text):
                # a short word of a spaced script inside another word ('баа', Kyrgyz 'price', in Sakha 'табаар',
                # goods) is a part of that word, not the word: it names no field
                continue
            if w.isalpha() and _joins_a_lone_letter(w, spaced):
                continue  # 'P. Unit. S/': 'unit' and the sol's 'S' squashed together are no 'units'
            if w.isalpha() and not lx.unspaced(w) and _amid_a_word(w, spaced):
                continue  # 'format' amid 'SOTEL INFORMATIQUE' (a supplier's name): a part of a word, no field
            # a word that only begins a longer one ('part' in 'Cena pro partnery') loses a tie to a whole one
            inside = w.isalpha() and w not in spaced and any(x.startswith(w) and len(x) > len(w) for x in spaced)
            bracketed = bool(outside) and w not in outside and any(f == "tax_amount" for _p, f in entries)
            for pos, field in entries:
                found.append(((2, len(w) - inside), pos, field, bracketed and field == "tax_amount"))
    best: ColumnMatch | None = None
    if found:
        key, _pos, field, _b = max(found, key=lambda f: (f[0][0], not f[3], f[0][1], -f[1]))
        best = ColumnMatch(field, key[0], key[1])
    if best is None and t.isascii() and len(t) >= 5:
        from rapidfuzz import fuzz

        for field, words in _fields():
            for w in words:
                if len(w) >= 5 and w.isascii() and fuzz.ratio(t, w) >= 80:
                    cand = ColumnMatch(field, 1, len(w))
                    if best is None or cand.key > best.key:
                        best = cand
    return best


def _amid_a_word(w: str, spaced: list[str]) -> bool:
    """Whether a word is found only in the middle of the header's words, neither beginning nor ending one (a
    compound's head or tail, 'Listenpreis', still names its field)."""
    return not any(x.startswith(w) or x.endswith(w) for x in spaced) and any(w in x for x in spaced)


@lru_cache(maxsize=1)
def _plus_tax() -> re.Pattern:
    """A price header with a tax added after a plus sign ('Harga Satuan + PPN 11%', 'Preis + MwSt.')."""
    words = lexicon().phrases("tax.word")
    alt = "|".join(re.escape(w).rstrip("\\*") for w in words)
    return lx.compiled(rf"\w[^+]{{0,60}}\+\s?(?:{alt})(?!\w)")


@lru_cache(maxsize=1)
def _customer_price() -> re.Pattern:
    """A customer's price list or level in an ERP export ('Pricelist: Reseller Tier 2', 'Price Level: Partner',
    'Customer price'): the contract price."""
    lex = lexicon()
    labels = "|".join(_loose(w) for w in lex.phrases("price_role.list_label"))
    customer = "|".join(_loose(w) for w in lex.phrases("price_role.customer"))
    return lx.compiled(rf"(?:{labels})\s?[:：]\s?\S|{customer}")


def _loose(phrase: str) -> str:
    """A phrase whose words may be written apart or together ('price list', 'pricelist', 'price-list')."""
    return r"[\s\-_]?".join(re.escape(p) for p in phrase.split())


def adds_tax(text: str) -> bool:
    """Whether a price header is another price with the tax added ('Harga Satuan + PPN 11%', 'Preis + MwSt.')."""
    return _plus_tax().search(lx.fold(str(text)[:200])) is not None


@lru_cache(maxsize=1)
def _roles() -> tuple[tuple[str, tuple[str, ...]], ...]:
    return tuple((k, lexicon().words(f"price_role.{k}")) for k in lexicon().keys("price_role"))


#: roles that name a rental period: their short words ('h', 'hr', 'mo') are units, never a model number's letters
_PERIOD_ROLES = frozenset({"hourly", "per_day", "per_week", "per_month", "per_year"})

#: roles that are about the price column itself (not the labels a customer price is read from)
_LABEL_ROLES = frozenset({"list_label", "customer"})


@lru_cache(maxsize=1)
def _other_nouns() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(the tax nouns, the nouns of other charges: shipping, installation) of every language, normalised."""
    lex = lexicon()
    tax = tuple(w for w in (norm(x) for x in lex.words("row.tax")) if len(w) >= 2)
    other = tuple(
        w for k in ("shipping", "installation") for w in (norm(x) for x in lex.words(f"row.{k}")) if len(w) >= 3
    )
    return tax, other


def _bound_to_other_noun(t: str, span: tuple[int, int]) -> bool:
    """Whether an inclusion word that names no tax itself ('excl', 'inkl', 'hors') is bound to another charge's
    noun written right beside it ('excl. shipping', 'inkl. Versand', 'nakliye hariç'), in a header that names no
    tax anywhere: then it says what the price holds of that charge, nothing of the tax. The lexicon's concepts
    (row.tax, row.shipping, row.installation) decide, no word of its own. `t` is the normalised header."""
    tax, other = _other_nouns()
    if any(w in t for w in tax):
        return False
    a, b = span
    for w in other:
        at = t.find(w)
        while at >= 0:
            if b <= at <= b + 1 or a - 1 <= at + len(w) <= a:
                return True
            at = t.find(w, at + 1)
    return False


_ASCII_RUN = re.compile(r"[A-Za-z0-9$#]+")
_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])|(?<=[A-Za-z])(?=[0-9])|(?<=[0-9])(?=[A-Za-z])")


def _ascii_word_starts(text: str) -> frozenset[int] | None:
    """Where words begin in a plain-ASCII header's squashed text (`norm`), a capital after a small letter beginning
    one too ('PriceInclVAT'); None for any other text (whose words are matched anywhere)."""
    if not text.isascii():
        return None
    out: set[int] = set()
    k = 0
    for m in _ASCII_RUN.finditer(text):
        run = m.group()
        out.add(k)
        out.update(k + b.start() for b in _CAMEL.finditer(run))
        k += len(run)
    return frozenset(out)


@lru_cache(maxsize=1)
def _clock_window() -> re.Pattern:
    """Two clock times joined by a dash or a range word of the lexicon's (`price_text.range_to`: 'to', '至'), the
    second maybe on the next day (`price_text.next_day`): '10:00-12:00', '22:00～次日8:00'; anchored on digits, one
    pass: linear."""
    lex = lexicon()
    joins = "|".join(re.escape(w) for w in sorted(lex.phrases("price_text.range_to"), key=len, reverse=True) if w)
    later = "|".join(re.escape(w) for w in sorted(lex.phrases("price_text.next_day"), key=len, reverse=True) if w)
    clock = r"[012]?\d[:：][0-5]\d"
    return lx.compiled(
        rf"(?<!\d){clock}\s{{0,3}}(?:[-–—~～]|{joins})\s{{0,3}}(?:(?:{later})\s?)?{clock}"
        if later and joins
        else rf"(?<!\d){clock}\s{{0,3}}[-–—~～]\s{{0,3}}{clock}"
    )


@lru_cache(maxsize=8192)
def price_roles(text: str) -> frozenset[str]:
    """What a price column's header says it is: {'vat_incl', 'list', 'hourly', 'per_device', ...}."""
    t = norm(text)
    folded = lx.fold(str(text)[:200])
    out: set[str] = set()
    spans: dict[str, tuple[int, int]] = {}
    starts = _ascii_word_starts(str(text)[:200])
    for role, words in _roles():
        if role in _LABEL_ROLES:
            continue
        for w in words:
            at = t.find(w)
            if at < 0:
                continue
            if w.isascii() and len(w) <= 3 and not (_unit_word_in if role in _PERIOD_ROLES else _word_in)(w, folded):
                continue  # a period's short word only as a word or unit: the 'h' of 'H200' is no hour
            if starts is not None and at not in starts:
                at = next((i for i in sorted(starts) if t.startswith(w, i)), -1)
                if at < 0:
                    continue  # 'Sold price' holds 'old price' inside a word: not the price before a change
            out.add(role)
            spans.setdefault(role, (at, at + len(w)))
            break
    for role in ("vat_excl", "vat_incl"):
        if role in out and _bound_to_other_noun(t, spans[role]):
            out.discard(role)  # 'Unit price (excl. shipping)', 'Preis inkl. Versand': about shipping, not the tax
    if adds_tax(text):
        out.discard("vat_excl")  # 'Harga Satuan + PPN 11%', 'Unit Price + VAT': the price with the tax added to it
        out.add("vat_incl")
    elif "vat_excl" in out and "vat_incl" in out:
        (a0, a1), (b0, b1) = _first_span(t, "vat_excl"), _first_span(t, "vat_incl")
        if a0 < b1 and b0 < a1:  # overlapping words ('不含税' holds '含税'): the one that starts first holds
            out.discard("vat_incl" if a0 <= b0 else "vat_excl")
    if "per_month" in out and "hourly" in out:
        out.discard("per_month")  # '1-month reserved ($/hr)': an hourly rate for a monthly commitment
    if "per_device" in out and _counted_devices().search(folded) is not None:
        # 'per 8-GPU instance-hour', 'per 4-GPU node-hour': the GPU word counts the devices of a machine priced
        # whole (the header names the machine), never a price per device (unless the header says per device
        # elsewhere: 'per GPU-hour (8-GPU instance)')
        rest = _counted_devices().sub(" ", folded)
        machine = "per_instance" in out or lexicon().finder("billing.per_instance").search(rest) is not None
        if machine and "per_device" not in price_roles(rest):
            out.discard("per_device")
            out.add("per_instance")
    if lexicon().finder("lease.words").search(folded) is not None:
        out.add("lease")  # 'Leasingrate pro Monat', '月供': a lease's monthly payment, the price of its kind
        out.discard("per_month")
    if _customer_price().search(folded):
        # 'Pricelist: Reseller Tier 2', 'Price Level: Partner', 'Customer price': the customer's own price list
        out.discard("list")
        out.add("net")
    elif "list" in out and "net" in out and not _word_in("net", folded):
        out.discard("net")
    if _clock_window().search(str(text)[:200]):
        # '秒杀价（元/卡·时，每日10:00-12:00限量）', 'Happy hour 02:00-06:00': a price that holds only between two
        # clock times of a day is conditional, never the rate of a device used beside a price that always holds
        out.add("conditional")
    age = _price_age(str(text)[:80])
    if age is not None:
        out.add(age)  # 'Old dealer price £' | 'New dealer price £': the old one is history, the new one the offer
    if per_pflops(text):
        out.add("per_pflops")  # '租用单价（元/P/年）': a price per PFLOPS of compute, per device only by its peak
        out.discard("per_piece")  # its '/P' is the PFLOPS, not a piece
        if _PER_TFLOPS.search(lx.fold(str(text)[:200])):
            out.add("per_tflops")  # 'сом/TFLOPS·саат': the same, per TFLOPS (a thousandth of a PFLOPS)
    return frozenset(out)


@lru_cache(maxsize=1)
def _counted_devices() -> re.Pattern:
    """A count written right before a device word ('8-GPU', '8x GPU', '4 cards'; `count.suffix`)."""
    words = "|".join(re.escape(w) for w in sorted(lexicon().phrases("count.suffix"), key=len, reverse=True))
    return lx.compiled(rf"(?<![\w.])\d{{1,4}}\s?[-x×]?\s?(?:{words})(?![^\W\d_])")


def _price_age(text: str) -> str | None:
    """'superseded' or 'revised' for a price header whose first word dates it ('Old dealer price £', 'New list
    price', `price_age`), the rest naming a price; else None."""
    words = lx.fold(text).lower().split(None, 1)
    if len(words) < 2:
        return None
    lex = lexicon()
    first = words[0].strip(".:-")
    age = next((k for k in ("old", "new") if first in lex.phrases(f"price_age.{k}")), None)
    if age is None:
        return None
    m = match_header_cell(words[1])
    if (m is None or m.field != "price") and getattr(match_header_cell(text), "field", None) != "price":
        return None  # ('Previous quote (USD)': the price word is the pair's, 'previous quote' in the lexicon)
    return "superseded" if age == "old" else "revised"


#: a unit whose denominator is a PFLOPS of compute: '元/P/年', '元/(P·年)', 'CNY/PFLOPS/year', '每P每年',
#: 'per PFLOPS-year' (the period after it is read by `price_period`, as for any rental price)
_PER_PFLOPS = lx.compiled(
    r"(?:/|每|\bper\s+|\bpro\s+|\bpar\s+)\s*[(（]?\s*p(?:f(?:lop)?s?)?(?:/s)?(?![a-z])|pflop(?:/)?s?[-\s·]?(?:year|yr)"
)


#: the same unit per TFLOPS: 'сом/TFLOPS·саат', '$ per TFLOPS-hour'
_PER_TFLOPS = lx.compiled(r"(?:/|每|\bper\s+|\bpro\s+|\bpar\s+)\s*[(（]?\s*tflop(?:/)?s?(?![a-z])")


@lru_cache(maxsize=4096)
def per_pflops(text: str) -> bool:
    """Whether a price header's unit is per PFLOPS of compute ('元/P/年', 'CNY per PFLOPS-year'), the unit China's
    computing centres quote in: a device's price is then that price times its dense PFLOPS."""
    folded = lx.fold(str(text)[:200])
    if _PER_TFLOPS.search(folded) is not None:
        return True  # 'per TFLOPS' says its compute unit outright
    if _PER_PFLOPS.search(folded) is None:
        return False
    # a bare '/P' is a PFLOPS only beside a period ('/P/年'): '€/p' alone may be a piece
    return "pflop" in folded or price_period(text) is not None


def _first_span(t: str, role: str) -> tuple[int, int]:
    """Where the longest word of a role first occurs in a squashed header."""
    best = (len(t), len(t))
    for w in lexicon().words(f"price_role.{role}"):
        at = t.find(w)
        if at >= 0 and (at < best[0] or (at == best[0] and at + len(w) > best[1])):
            best = (at, at + len(w))
    return best


def _word_in(word: str, folded: str) -> bool:
    """A short Latin word standing alone in the text ('HT', 'hr', 'net'), not inside another word."""
    return re.search(rf"(?<!{lx.LETTER}){re.escape(word)}(?!{lx.LETTER})", folded) is not None


def _unit_word_in(word: str, folded: str) -> bool:
    """A short Latin word standing alone as a word or unit ('/h', 'per hr', '2.5h', 'GPU-h', 'HT'), never the letters
    of a model number glued to its digits ('H200', 'H-100', 'GH200': the 'h' of '/h' is no hour there)."""
    return re.search(rf"(?<!{lx.LETTER}){re.escape(word)}(?!{lx.LETTER})(?!-?\d)", folded) is not None


#: the kinds of rows that are not products, in the order they are told apart
_KIND_ORDER = ("subtotal", "tax", "shipping", "installation", "service", "bank", "configuration", "discount", "note")


def _is_short(w: str) -> bool:
    return w.isascii() and len(w) <= 3


def _alternation(words) -> re.Pattern | None:
    words = sorted(set(words), key=lx.longest_first)
    return lx.compiled("|".join(re.escape(w) for w in words)) if words else None


@lru_cache(maxsize=1)
def _kind_patterns() -> tuple[dict, dict, dict, re.Pattern | None]:
    """Per kind: short Latin words that must stand alone, longer words found anywhere; the kinds by first letter
    of their words (for a row's leading word); the words of offers (a server is not a service)."""
    lex = lexicon()
    short, long, by_first = {}, {}, {}
    for k in _KIND_ORDER:
        words = lex.words(f"row.{k}")
        p = _alternation(w for w in words if _is_short(w))
        short[k] = lx.compiled(rf"(?<![a-z])(?:{p.pattern})(?![a-z])") if p else None
        long[k] = _alternation(w for w in words if not _is_short(w) and (len(w) >= 3 or not w.isascii()))
        for w in words:
            by_first.setdefault(w[0], []).append((w, k))
    kinds = _KIND_WORDS_SET()
    longest = max(map(len, kinds), default=0)
    offers = _alternation(
        w
        for c in ("offer.server", "offer.instance")
        for w in lex.words(c)
        if len(w) >= 3 and _holds_one(w, kinds, longest)
    )
    return short, long, by_first, offers


def _holds_one(text: str, words: frozenset[str], longest: int) -> bool:
    """Whether one of `words` (none longer than `longest`) is a substring of `text` (a short word): its substrings
    looked up in the set, not every word of the set looked for in it ('服务器' holds '服务'; ~50 server words against
    ~1,500 kinds' words)."""
    if "" in words:
        return True
    n = len(text)
    return any(text[i:j] in words for i in range(n) for j in range(i + 1, min(n, i + longest) + 1))


class _WordSet:
    """Literal words, looked up as substrings of a text: the words of one character as a set of characters, the
    others by the two characters they start with, then by their lengths (a product name holds few such pairs)."""

    __slots__ = ("words", "singles", "starts", "lengths")

    def __init__(self, words) -> None:
        self.words = frozenset(words)
        self.singles = frozenset(w for w in self.words if len(w) == 1)
        self.starts = frozenset(w[:2] for w in self.words if len(w) >= 2)
        self.lengths = tuple(sorted({len(w) for w in self.words if len(w) >= 2}))

    def in_text(self, text: str) -> bool:
        """Whether one of the words is a substring of `text`."""
        if not self.singles.isdisjoint(text):
            return True
        n, words, starts = len(text), self.words, self.starts
        for i in [i for i in range(n - 1) if text[i : i + 2] in starts]:
            for k in self.lengths:
                if i + k > n:
                    break
                if text[i : i + k] in words:
                    return True
        return False


@lru_cache(maxsize=1)
def _kind_word_sets() -> tuple[_WordSet, _WordSet]:
    """The words `_kind_patterns` makes the kinds' short and long patterns of (literal words): a text that holds
    none of them matches none of those patterns."""
    lex = lexicon()
    short: set[str] = set()
    long: set[str] = set()
    for k in _KIND_ORDER:
        words = lex.words(f"row.{k}")
        short.update(w for w in words if _is_short(w))
        long.update(w for w in words if not _is_short(w) and (len(w) >= 3 or not w.isascii()))
    return _WordSet(short), _WordSet(long)


@lru_cache(maxsize=1)
def _KIND_WORDS_SET() -> frozenset[str]:  # noqa: N802 - a constant computed once
    lex = lexicon()
    return frozenset(w for k in _KIND_ORDER for w in lex.words(f"row.{k}") if not _is_short(w))


@lru_cache(maxsize=1)
def _symbol_kinds() -> tuple[tuple[str, str], ...]:
    """Kinds' entries that are signs, not words ('※' opens a note in Japanese): matched at the start of a row."""
    lex = lexicon()
    return tuple((e.phrase, k) for k in _KIND_ORDER for e in lex.entries(f"row.{k}") if not e.word)


def _leading(t: str, folded: str) -> str | None:
    _short, _long, by_first, offers = _kind_patterns()
    for sign, kind in _symbol_kinds():
        if folded.startswith(sign):
            return kind
    best = None
    # an offer's word the row starts with ('服务器', a server) is not the kind's word inside it ('服务', service)
    offer = offers.match(t) if offers is not None and t else None
    for w, kind in by_first.get(t[0], ()) if t else ():
        if offer is not None and offer.end() > len(w):
            continue
        if t.startswith(w) and (not _is_short(w) or _word_in(w, folded)):
            if best is None or len(w) > best[1]:
                best = (kind, len(w))
    return best[0] if best else None


@lru_cache(maxsize=16384)
def row_kind_leading(text: str) -> str | None:
    """The kind of a row whose text starts with a kind's word ('Total', '税金：', 'IGST @ 18%'), else None."""
    return _leading(norm(text), lx.fold(str(text)[:200]))


@lru_cache(maxsize=16384)
def row_kind(text: str) -> str | None:
    """The kind of a row that is not a product ('subtotal', 'tax', 'shipping', ...) from its leading text, else from
    the first kind's word it holds (leftmost, then longest): a word of a spaced script counts where a word of the
    text starts (a compound may go on after it: 'Versandkosten'), so 'riser' in 'månedspriser' and 'payment' in
    'Prepayment' are no words of theirs; a long word (eight letters or more) may end a compound too."""
    t = norm(text)
    low = lx.fold(str(text)[:200])
    if (not t and not low) or len(t) > 120:
        return None
    first = _leading(t, low)  # a row that starts with a kind's word is that kind ('注：以上价格…')
    if first is not None:
        if first == "tax" and _total_incl_tax(t, low):
            return "subtotal"  # 'VAT 포함 총액', 'MwSt. inkl. Gesamtbetrag': a total that includes the tax
        return first
    short, long, _by_first, offers = _kind_patterns()
    t2 = offers.sub(" ", t) if offers is not None else t  # '服务器' (a server) holds '服务' (service)
    short_words, long_words = _kind_word_sets()
    if not short_words.in_text(low) and not long_words.in_text(t2):
        return None  # no kind's word in it (most product names): no pattern below can match
    starts = _word_starts(str(text)[:200]) if len(t2) == len(t) else None
    best: tuple[int, int, int] | None = None  # (start, -length, kind order)
    for order, kind in enumerate(_KIND_ORDER):
        if short[kind] is not None and (m := short[kind].search(low)):
            cand = (_squashed_at(low, m.start()), -(m.end() - m.start()), order)
            best = cand if best is None or cand < best else best
        if long[kind] is None:
            continue
        for m in long[kind].finditer(t2):
            word = m.group(0)
            spaced = not lx.unspaced(word)
            if spaced and starts is not None and m.start() not in starts and len(word) < 8:
                continue  # inside another word ('riser' in 'månedspriser')
            cand = (m.start(), -len(word), order)
            best = cand if best is None or cand < best else best
            break
    kind = _KIND_ORDER[best[2]] if best is not None else None
    if kind not in (None, "subtotal") and _sums_several(str(text)[:200], short["subtotal"], long["subtotal"]):
        return "subtotal"  # '伺服器及服務小計', 'Hardware and services subtotal': a total of several kinds of line
    return kind


_BRACKETED_TAIL = lx.compiled(r"\s*[(（\[][^()（）\[\]]*[)）\]]\s*$")


def _sums_several(text: str, short, long) -> bool:
    """Whether a label ends with a subtotal's or total's word after two things joined ('及', 'and'), a bracket after
    it left aside ('（未稅）'): the total of several kinds of line, not a line of the first kind it names."""
    core = _BRACKETED_TAIL.sub("", text).strip(" :：")
    if not core:
        return False
    low, squashed = lx.fold(core).lower(), norm(core)
    ends = any(m.end() == len(low) for m in short.finditer(low)) if short is not None else False
    ends = ends or (long is not None and any(m.end() == len(squashed) for m in long.finditer(squashed)))
    if not ends:
        return False
    joined = lexicon().finder("conjunction.words")
    return joined.search(low) is not None


#: an IBAN ('NL91 ABNA 0417 1643 00', 'SA03 8000 0000 6080 1016 7519', 'UA21 3052 9900 ...'): bank details
#: an account number: ten to thirty digits in one run, not a phone number's '+' after it ('հ/հ 1570012345678900')
_ACCOUNT = lx.compiled(r"(?<![+\d.,])\d{10,30}(?![\d.,])")
_IBAN = lx.compiled(r"(?<![A-Z0-9])[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,3})?(?![A-Z0-9])")


@lru_cache(maxsize=4096)
def kinds_in(text: str) -> tuple[str, ...]:
    """Every kind of non-product line a text speaks of, in the order it names them ('GST 9% applicable ... Payment:
    TT ... OCBC' -> tax, note, bank): words where a word starts, and an IBAN for bank details."""
    t = norm(text)
    low = lx.fold(str(text)[:300])
    if not t:
        return ()
    short, long, _by_first, offers = _kind_patterns()
    t2 = offers.sub(" ", t) if offers is not None else t
    starts = _word_starts(str(text)[:300]) if len(t2) == len(t) else None
    found: dict[str, int] = {}
    spans: dict[str, tuple[int, int]] = {}  # each kind's word found in the squashed text, where no short word was
    for kind in _KIND_ORDER:
        if short[kind] is not None and (m := short[kind].search(low)):
            found[kind] = min(found.get(kind, 10**6), _squashed_at(low, m.start()))
        if long[kind] is not None:
            for m in long[kind].finditer(t2):
                if (
                    not lx.unspaced(m.group(0))
                    and starts is not None
                    and m.start() not in starts
                    and len(m.group(0)) < 8
                ):
                    continue
                if kind not in found:
                    spans[kind] = m.span()
                found[kind] = min(found.get(kind, 10**6), m.start())
                break
    for kind, (a, b) in list(spans.items()):
        # 'Seguro de equipo' (an equipment's insurance, a service) holds 'seguro' (cargo insurance, shipping's):
        # a word inside a longer one of another kind is that one's
        if any(k != kind and x <= a and b <= y and y - x > b - a for k, (x, y) in spans.items()):
            found.pop(kind, None)
    if _IBAN.search(str(text)[:300].upper()) or _ACCOUNT.search(str(text)[:300]):
        found.setdefault("bank", len(t))
    return tuple(sorted(found, key=found.get))


def _word_starts(text: str) -> frozenset[int]:
    """Where words begin in the squashed text (`norm`): positions of kept characters that follow a character that is
    not a letter or digit in the folded text (digits start a word after letters too: 'vat10')."""
    low = lx.fold(text)
    kept = norm(text)
    out = set()
    k = 0
    prev_word = False
    for ch in unicodedata.normalize("NFKC", low):
        if k < len(kept) and ch == kept[k]:
            if not prev_word:
                out.add(k)
            k += 1
            prev_word = True
        else:
            prev_word = False
    return frozenset(out)


def _squashed_at(low: str, i: int) -> int:
    """The position in the squashed text of the character at `i` of the folded text (to compare where words are)."""
    return len(norm(low[:i]))


def _total_incl_tax(t: str, low: str) -> bool:
    """Whether a label names a total and says the tax is included in it (not the tax amount alone)."""
    short, long, _b, _o = _kind_patterns()
    total = (short["subtotal"] is not None and short["subtotal"].search(low)) or (
        long["subtotal"] is not None and long["subtotal"].search(t)
    )
    incl = lexicon().words("price_role.vat_incl")
    return bool(total) and any(w in t for w in incl if len(w) >= 3 or not w.isascii())


def map_row(cells: list, hidden: set[int] | frozenset = frozenset()) -> dict[str, int]:
    """field -> column index for one candidate header row; each field takes its best column, leftmost on ties.
    Hidden columns are not part of the offer and are never mapped."""
    found: dict[str, tuple[tuple[int, int], int]] = {}
    for c, v in enumerate(cells):
        if c in hidden or not isinstance(v, str) or not v.strip():
            continue
        m = match_header_cell(v)
        if m is None:
            continue
        if m.field not in found or m.key > found[m.field][0]:
            found[m.field] = (m.key, c)
    return {f: c for f, (_, c) in found.items()}


#: hours in each rental period, the conventions a per-period price is read by (a 730 h month, as core.tco's
#: HOURS_PER_MONTH; a 365-day year)
PERIOD_HOURS = {"hour": 1.0, "day": 24.0, "week": 168.0, "month": 8760 / 12, "year": 8760.0}
PERIODS = tuple(PERIOD_HOURS)


def _period_finder() -> lx.Finder:
    return lexicon().finder(*(f"period.{p}" for p in PERIODS))


@lru_cache(maxsize=1)
def _date_marks() -> frozenset[str]:
    lex = lexicon()
    return frozenset(w for c in ("date.year_mark", "date.month_mark") for w in lex.phrases(c))


#: what may stand between a period word and the purchase volume it counts ('年度累计', 'annual purchase'): letters and
#: spaces, no figure, slash or bracket
_VOLUME_GAP = lx.compiled(r"[^\W\d_]*[ \-]?[^\W\d_]*")


def periods_in(text: str) -> list[tuple[str, int]]:
    """(period, position) of each rental period a text names. A period word of a script without spaces right after
    a number is a count or a date ('3天', '11月', '2026年'), except after a lone 1 ('1日', '1 月'); one before a purchase volume ('annual
    volume', '按年度累计采购量': a volume tier's header) is the volume's (data/lexicon, tier.volume)."""
    low = lx.fold(str(text)[:200])
    out = []
    volumes = [s for _c, s, _e in lexicon().finder("tier.volume").finditer(low)]
    for concept, s, _e in _period_finder().finditer(low):
        word = low[s:_e]
        if any(0 <= v - _e <= 12 and _VOLUME_GAP.fullmatch(low[_e:v]) for v in volumes):
            continue  # 'annual volume', '按年度累计采购量': the period a purchase volume is counted over, not a rent's
        if lx.unspaced(word):
            k = s - 1
            if k >= 0 and low[k] == " ":
                k -= 1
            if k >= 0 and low[k].isdigit():
                lone_one = low[k] == "1" and (k == 0 or (not low[k - 1].isdigit() and low[k - 1] not in _date_marks()))
                if not lone_one:
                    continue
        out.append((concept.split(".", 1)[1], s))
    return out


def on_credit(text: str) -> bool:
    """Whether a price header names a price paid on credit terms ('月结30天（元）', '账期60天', 'Net 30 price'): the
    same goods paid later, an alternative to the cash price (`price_role.on_credit`)."""
    t = norm(text)
    return any(w and w in t for w in _credit_words())


@lru_cache(maxsize=1)
def _credit_words() -> tuple[str, ...]:
    return tuple(norm(w) for w in lexicon().words("price_role.on_credit"))


@lru_cache(maxsize=8192)
def price_period(text: str) -> str | None:
    """The rental period a price header names: 'hour', 'day', 'week', 'month' or 'year', else None. An hour wins
    ('1-month reserved ($/hr)' is an hourly rate); of the longer periods, the first named. A price paid on credit
    terms ('月结30天（元）', 'Net 30') names its credit period, no rental period (`on_credit`)."""
    if on_credit(text):
        return None
    found = periods_in(text)
    if any(p == "hour" for p, _s in found):
        return "hour"
    return min(found, key=lambda x: x[1])[0] if found else None


@lru_cache(maxsize=4096)
def billed_per(text: str) -> str | None:
    """The period a price header's unit bills by, named after '/' or a 'per' word ('($/GPU/month)', '元/月',
    '(per day)', 'EUR/Monat'), else None. Never a term ('12-month commit', '包年', '租期12个月')."""
    low = lx.fold(str(text)[:80])
    ends = {e for _c, _s, e in lexicon().finder("period.per").finditer(low)}
    found = [(p, low[:s].rstrip()) for p, s in periods_in(low)]
    # a unit after '/' over a 'per' word ('包年'), also one joined to the item it counts ('元/卡·时', 'EUR/GPU-hr':
    # per card-hour, whatever period word stands before the bracket, '包月折合（元/卡·时）')
    slashed = [p for p, before in found if before.endswith("/") or _JOINED_UNIT.search(before)]
    per = [p for p, before in found if len(before) in ends]
    return (slashed or per or [None])[-1]


#: the item a compound billing unit counts, after '/' and before a joiner ('/卡·', '/台·', '/gpu-'): a period after it
#: is the unit's
_JOINED_UNIT = lx.compiled(r"/\s?[^\W\d_/]{1,8}\s?[·・∙⋅-]$")


def period_alone(text: str) -> bool:
    """Whether a header is a rental period and nothing else ('Woche', 'Per day', '包周', 'Сутки'), not a column
    that merely counts in one ('Warranty (yrs)', 'Lieferzeit in Wochen')."""
    low = lx.fold(str(text)[:60])
    for _c, s, e in sorted(lexicon().finder("period.per", "period.filler").finditer(low), key=lambda x: -x[1]):
        low = low[:s] + " " + low[e:]
    rest = re.sub(r"[\W_]+", "", low)
    found = [(s, e) for _c, s, e in _period_finder().finditer(rest)]
    return any(s == 0 and len(rest) - e <= 2 for s, e in found)


_TERM = lx.compiled(r"(?<![\d.,])(\d{1,3})\s?[个個ヶカか]?\s?$")


@lru_cache(maxsize=4096)
def term_months(text: str, cell: bool = False) -> int | None:
    """The length of a commitment a header names, in months: '12 months', '3 mdr.', '1 Jahr', '36个月', '1年', '1 yr'
    (a number, then a month or year word), else None. A week or a day is no commitment term. A term cell (`cell`)
    may also put its word first ('sanza 12'), when the number is all that follows it (a header's 'Month 1' is a
    schedule's first month, not a term)."""
    low = lx.fold(str(text)[:60])
    for period, s in periods_in(low):
        if period not in ("month", "year"):
            continue
        m = _TERM.search(low[:s].rstrip(" -"))
        if m is None and cell and (after := _TERM_AFTER.match(low, s)) is not None:
            m = after
        if m is not None and 0 < int(m.group(1)) <= 120:
            n = int(m.group(1))
            return n * 12 if period == "year" else n
    return _committed_count(low)


_COUNT_BEFORE = lx.compiled(r"(\d{1,3})\s?[个個ヶカか]?\s?$")


def _committed_count(low: str) -> int | None:
    """A term written without spaces right after a commitment or prepaid word ('预付3年', '包2年'): the count
    before a month or year word, which `periods_in` leaves out elsewhere ('3年' alone is a count or a date)."""
    lex = lexicon()
    words = lex.finder("price_role.commitment", "pack.prepaid")
    for concept, s, e in _period_finder().finditer(low):
        period = concept.split(".", 1)[1]
        if period not in ("month", "year") or not lx.unspaced(low[s:e]):
            continue
        m = _COUNT_BEFORE.search(low[:s])
        if m is None or not 0 < int(m.group(1)) <= 120:
            continue
        if any(e2 == m.start(1) for _c, _s2, e2 in words.finditer(low[: m.start(1)])):
            n = int(m.group(1))
            return n * 12 if period == "year" else n
    return None


_PACKAGE_COUNT = lx.compiled(r"(?<![\d.,])(\d{1,3}(?:[,. ]\d{3})*|\d{1,7})\s?-?\s?$")


@lru_cache(maxsize=4096)
def package_hours(text: str) -> int | None:
    """The device-hours a prepaid package's price header states ('1000卡时包（元）', '500 GPU-hour bundle',
    'Prepaid package 10,000 GPU hours'): a number right before a device-hour word, and a package word in the same
    header; else None. The package's price divided by them is a rate per device-hour."""
    low = lx.fold(str(text)[:80])
    lex = lexicon()
    if lex.finder("pack.words", "pack.prepaid").search(low) is None:
        return None
    for _c, s, _e in lex.finder("pack.device_hour").finditer(low):
        m = _PACKAGE_COUNT.search(low[:s])
        if m is not None:
            n = int(re.sub(r"\D", "", m.group(1)))
            if 2 <= n <= 10_000_000:
                return n
    return None


@lru_cache(maxsize=4096)
def package_priced_per_hour(text: str) -> bool:
    """Whether a prepaid package's header prices it per device-hour ('1000卡时包（元/卡·时）', '500 GPU-hour bundle
    (USD/GPU-hr)', '... (USD per GPU-hour)'): a device-hour word after '/' or a word for 'per' (data/lexicon,
    period.per). Its figures are then rates already, never the package's price to divide by its hours."""
    low = lx.fold(str(text)[:80])
    lex = lexicon()
    per = [w for w in lex.words("period.per") if w]
    spaced = {w.rstrip(".") for w in per if w.isascii()}
    joined = tuple(w for w in per if not w.isascii())  # '每卡时': no space before the unit
    for _c, s, _e in lex.finder("pack.device_hour").finditer(low):
        before = low[:s].rstrip()
        if before.endswith(("/", *joined)) or before.rsplit(" ", 1)[-1].rstrip(".") in spaced:
            return True
    return False


#: a period word and the number that alone follows it ('sanza 12', 'mwezi 6')
_TERM_AFTER = lx.compiled(r"\S*?\s*[:-]?\s*(\d{1,3})\s*$")
