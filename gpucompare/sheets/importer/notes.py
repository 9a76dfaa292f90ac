"""What a sheet says around its table: the currency and unit (title, notes, '美金报价', 'Preise in EUR'), VAT
('含13%增值税', 'zzgl. 19 % MwSt.'), the quote date (day first: '20.11.2026', '2026年11月20日', '20 ноября 2026') and
how long the offer holds ('报价有效期3天', 'valid 14 days', 'gültig bis 31.12.2026'), and the vendor.

The words (labels, months, eras, validity and tax words) are data (`data/lexicon`); the shapes of dates are rules
here. Every scan reads at most `MAX_NOTE_CHARS` of a cell, with bounded patterns."""

from __future__ import annotations

import bisect
import datetime as dt
import math
import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache

from gpucompare.sheets import lexicon as lx
from gpucompare.sheets.header import kinds_in, match_header_cell, row_kind_leading
from gpucompare.sheets.prices import _tax_in, _units, currency_in, fold, sheet_note_units, tax_note

MAX_NOTE_CHARS = 400


def _lex() -> lx.Lexicon:
    return lx.get()


def _alt(concept: str) -> str:
    return "|".join(re.escape(w) for w in _lex().phrases(concept))


@lru_cache(maxsize=1)
def _months() -> tuple[tuple[str, int], ...]:
    """(the first letters that tell a month, its number), longest first: 'červenc' (July) before 'červen' (June)."""
    lex = _lex()
    out = [(w, int(k)) for k in lex.keys("month") for w in lex.phrases(f"month.{k}")]
    return tuple(sorted(out, key=lambda x: -len(x[0])))


def _month(word: str) -> int | None:
    w = lx.fold(word)
    for prefix, n in _months():
        if w.startswith(prefix):
            return n
    return None


@lru_cache(maxsize=1)
def _patterns() -> dict[str, re.Pattern]:
    lex = _lex()
    ymarks = "|".join(re.escape(w) for w in lex.phrases("date.year_mark"))
    mmarks = "|".join(re.escape(w) for w in lex.phrases("date.month_mark"))
    dmarks = "|".join(re.escape(w) for w in lex.phrases("date.day_mark"))
    letter = rf"(?:[^\W\d_]|[{lx.marks()}])"
    ordinal = _alt("date.ordinal")
    # a connector elided into the month's name ('3 d'avientu de 2026') is followed by no space; the others by one
    elided = "|".join(re.escape(w) for w in lex.phrases("date.connector") if w.endswith(("'", "’")))
    conn = "|".join(re.escape(w) for w in lex.phrases("date.connector") if not w.endswith(("'", "’")))
    conn = rf"(?:{conn})\s|{elided}" if elided else rf"(?:{conn})\s"
    eras = "|".join(re.escape(k) for k in sorted(lex.values("era"), key=len, reverse=True))
    first = _alt("date.first_year")
    dw, mw, yw = _alt("date.day_word"), _alt("date.month_word"), _alt("date.year_word")
    month_of = rf"(?:\s(?:{_alt('date.month_of')}))?" if _alt("date.month_of") else ""
    out = {
        "ymd": lx.compiled(
            # (a comma may follow a year's or a month's mark: '2026 ning, 12 shata, 3 ya')
            rf"(?<!\d)(20\d\d|1[34]\d\d)\s?(?:[-/.]|(?:{ymarks}),?)\s?(\d{{1,2}})\s?(?:[-/.]|(?:{mmarks}),?)\s?(\d{{1,2}})(?!\d)(?:\s?(?:{dmarks}))?"
        ),
        # '01.12.2026.' ends a sentence
        "dmy": lx.compiled(r"(?<![\d.])(\d{1,2})\s?([./-])\s?(\d{1,2})\s?[./-]\s?(20\d\d|\d\d|2[5-6]\d\d)(?!\d|\.\d)"),
        # a word saying 'month' may follow the name ('3 Kırım ayı 2026': the month of Kırım)
        "d_month_y": lx.compiled(
            rf"(?<!\d)(\d{{1,2}})(?:{ordinal})?\.?[\s\-/]?(?:{conn})?({letter}{{3,20}}){month_of}\.?,?[\s\-/]?(?:{conn})?"
            rf"(20\d\d|2[5-6]\d\d)(?!\d)"
            if ordinal and conn
            else rf"(?<!\d)(\d{{1,2}})\.?[\s\-/]?({letter}{{3,20}}){month_of}\.?[\s\-/]?(20\d\d|2[5-6]\d\d)(?!\d)",
            re.IGNORECASE,
        ),
        "month_d_y": lx.compiled(
            rf"(?<!{letter})({letter}{{3,12}})\.?\s(\d{{1,2}})(?:{ordinal})?,?\s(20\d\d)(?!\d)"
            if ordinal
            else r"(?!x)x",
            re.IGNORECASE,
        ),
    }
    # '3-Dec-26' (Excel's and Tally's d-mmm-yy): the day, the month's name and a two-digit year, joined by hyphens
    out["d_mon_yy"] = lx.compiled(rf"(?<![\w.\-/])(\d{{1,2}})-({letter}{{3,9}})-(\d\d)(?![\w.\-/])", re.IGNORECASE)
    # '2026 දෙසැම්බර් 02', '2026 ခုနှစ်၊ ဒီဇင်ဘာလ 3 ရက်': the year (its mark), the month's name, the day; a word
    # saying 'of the month' may follow the name ('2026 ç. раштав уйăхĕн 2-мĕшĕ')
    of = _alt("date.month_of")
    of = rf"(?:\s(?:{of}))?" if of else ""
    out["y_month_d"] = lx.compiled(
        rf"(?<!\d)(20\d\d)\s?(?:{ymarks})?[\s,၊\-]*({letter}{{3,20}}){of}\s?(\d{{1,2}})(?!\d)"
        if ymarks
        else rf"(?<!\d)(20\d\d)[\s,\-]*({letter}{{3,20}}){of}\s?(\d{{1,2}})(?!\d)",
        re.IGNORECASE,
    )
    if ymarks:  # '2026-жылдын 1-декабрынан', '2026 йылдың 4 декабре': the year and its mark, the day, the month
        out["y_d_month_mark"] = lx.compiled(
            rf"(?<!\d)(20\d\d)[\s\-]?(?:{ymarks})\s(\d{{1,2}})(?:[.\-]\s?|\s)({letter}{{3,20}})", re.IGNORECASE
        )
    eth = "|".join(_alt(f"ethiopian_month.{i}") for i in range(1, 14) if _alt(f"ethiopian_month.{i}"))
    era_eth = _alt("date.ethiopian_era")
    if eth and era_eth:  # 'ኅዳር 25 ቀን 2019 ዓ.ም': an Ethiopian month, the day, its day word, the year, the era
        dw = _alt("date.day_word")
        out["ethiopian"] = lx.compiled(
            rf"({eth})\s?(\d{{1,2}})\s?(?:{dw})?\s?(\d{{4}})\s?(?:{era_eth})"
            if dw
            else rf"({eth})\s?(\d{{1,2}})\s?(\d{{4}})\s?(?:{era_eth})"
        )
    hijri = "|".join(_alt(f"solar_hijri_month.{i}") for i in range(1, 13) if _alt(f"solar_hijri_month.{i}"))
    if hijri:  # '۱۳ قوس ۱۴۰۵', '8 آذر 1405': the day, a Solar Hijri month, the year (its own calendar's)
        lo, hi = _SOLAR_HIJRI
        year = rf"(1[{str(lo)[1]}-{str(hi)[1]}]\d\d)"
        out["solar_hijri"] = lx.compiled(rf"(?<!\d)(\d{{1,2}})\s?({hijri})\s?{year}(?!\d)")
    if mmarks and dmarks:  # '12月3日', '12월 3일': no year before it (a year mark or a year's digits)
        out["month_day"] = lx.compiled(rf"(?<!\d)(\d{{1,2}})\s?(?:{mmarks})\s?(\d{{1,2}})\s?(?:{dmarks})")
    ya = _alt("date.year_after")
    if ya:  # '2026. gada 18. decembrim' (Latvian: the year, its word, the day, the month)
        out["y_d_month"] = lx.compiled(
            rf"(?<!\d)(20\d\d)\.?\s(?:{ya})\s(\d{{1,2}})\.\s?({letter}{{3,20}})", re.IGNORECASE
        )
    if dw and mw and yw:
        out["words"] = lx.compiled(rf"(?:{dw})\s?(\d{{1,2}})\s?(?:{mw})\s?(\d{{1,2}})\s?(?:{yw})\s?(20\d\d)", re.I)
        # the year first, each number after its word ('cavilj 2026, qiljas 12, qadaw 4': year, month, day), or the
        # year's word after the year and the month's and day's before theirs ('2026 bil, ndianl 12, ngonz 3')
        out["words_ymd"] = lx.compiled(
            rf"(?:(?:{yw})\s?)?(?<!\d)(20\d\d)(?:\s?(?:{yw}))?,?\s?(?:{mw})\s?(\d{{1,2}}),?\s?(?:{dw})\s?(\d{{1,2}})(?!\d)",
            re.I,
        )
    if eras:
        out["era"] = lx.compiled(
            rf"({eras})\s?(\d{{1,3}}|{first})\s?(?:[/.\-]|{ymarks})\s?(\d{{1,2}})\s?(?:[/.\-]|{mmarks})\s?(\d{{1,2}})"
            rf"(?:\s?(?:{dmarks}))?"
            if first
            else rf"({eras})\s?(\d{{1,3}})\s?[/.\-年]\s?(\d{{1,2}})\s?[/.\-月]\s?(\d{{1,2}})"
        )
        out["era_bare"] = lx.compiled(
            rf"(?<!\d)(1[0-4]\d)\s?({ymarks})\s?(\d{{1,2}})\s?(?:{mmarks})\s?(\d{{1,2}})(?!\d)"
        )
        # '115/12/03' (an era's year of three digits, slashed, as Taiwan's forms write the ROC year): read only after
        # a date label or a validity word, or as the second end of a range whose first end was read so
        # ('契約期間：115/03/01 ~ 116/02/28')
        out["era_slashed"] = lx.compiled(r"(?<![\d/.\-])(1[0-4]\d)([/.\-])(\d{1,2})\2(\d{1,2})(?![\d/.\-]|\.\d)")
    return out


@dataclass
class SheetNotes:
    currency: str | None = None
    scale: float | None = None
    tax: str | None = None  # "incl" | "excl"
    tax_rate: float | None = None
    as_of: str | None = None
    labelled_date: bool = False
    report_date: bool = False  # the only date is the day a report was generated or exported
    valid_until: str | None = None  # the last day the offer holds, when the sheet says
    valid_days: int | None = None  # 'valid 14 days': counted from the quote date
    order_guessed: bool = False  # slashed dates read month first by the currency alone, no date saying the order
    valid_month_day: tuple[int, int] | None = None  # 'valid until December 9' (no year): the next such day
    # 'valid until next Monday', '有效到下礼拜一': (the day of the week, Monday 1, and whether it is next week's)
    valid_weekday: tuple[int, bool] | None = None
    # the day a tender's bids are opened ('开标日期：2026年12月8日', 'Bid opening: 8 Dec 2026'): an event the bid
    # is submitted before, never the quote's date; a bid's validity is often counted from it ('自开标之日起90日历天')
    opening_date: str | None = None
    valid_from_opening: bool = False  # the days the offer holds are counted from the opening day, not the quote's
    valid_business_days: bool = False  # the days are business days ('дійсна 5 банківських днів'): weekends skipped
    year_assumed: bool = False  # the quote date was written without its year ('12月3日'): the year is assumed
    month_only: bool = False  # the quote date is a month alone ('2026年12月版', 'DISEMBER 2026'): its 1st is read
    # the quote date is the day the prices take effect ('自2026年12月8日起', 'valid from 8/12/2026') and the sheet is
    # dated another day of its own ('2026年12月4日' in its letterhead): which one the offer holds is for the user
    dated_otherwise: str | None = None
    texts: list[str] = field(default_factory=list)
    tax_text: str = ""  # the note that said the tax basis
    currency_text: str = ""  # the note that named the currency
    # a sign several currencies share that a note on the prices names ('Prix unitaires en FCFA HT': XOF or XAF), the
    # sheet's place or language to decide (`shared_sign_currency`); the note with it
    shared_sign: str = ""
    shared_sign_text: str = ""
    scale_text: str = ""  # the note that said the amounts' scale ('Үнэ: мянган төгрөгөөр', 'in thousands')
    # currencies written beside an amount anywhere in the notes ('Tipo de cambio ref.: S/ 3,38', 'Cta. Cte. S/ 191-')
    amount_currencies: set[str] = field(default_factory=set)
    # currencies the notes write as an ISO code or a sign of one currency only, with or without a word about prices
    # around it ('Dezorim: USD', 'HKD', '(€)'): what a sheet in a language no word file reads still says of its money
    codes_named: dict[str, str] = field(default_factory=dict)
    # a tax clause that names the prices of one currency ('USD prices exclude VAT', '人民币报价含13%增值税'): currency
    # -> (basis, rate or None, the clause); it holds for that currency's quotes only (`currency_tax_clauses`)
    tax_by_currency: dict[str, tuple[str, float | None, str]] = field(default_factory=dict)
    # what the notes' clauses that name no currency say of the tax: (basis or None, rate or None, text)
    tax_general: tuple[str | None, float | None, str] = (None, None, "")


#: where a note's clauses part: a semicolon, a comma not inside a figure, a line break, a Chinese full stop or
#: enumeration comma ('USD prices exclude VAT; CNY prices include 13% VAT', '美元报价不含税，人民币报价含13%增值税。')
_TAX_CLAUSE_END = lx.compiled(r"[;；。，、\n]|,(?!\d)")
#: a full stop before a space: it parts two clauses only where each names the tax (`_tax_clauses`), never after an
#: abbreviation ('zzgl. 19 % MwSt.', 'USD prices excl. VAT')
_STOP = lx.compiled(r"\.(?=\s)")


def _tax_clauses(text: str) -> list[str]:
    """A note's clauses: parted at `_TAX_CLAUSE_END`, and at a full stop where the text on each side names the tax."""
    out: list[str] = []
    for piece in _TAX_CLAUSE_END.split(text):
        parts = _STOP.split(piece)
        current = parts[0]
        for part in parts[1:]:
            if _has(("tax.word",), current) and _has(("tax.word",), part):
                out.append(current)
                current = part
            else:
                current = f"{current}.{part}"
        out.append(current)
    return out


def _sheet_rate(rate: float | None) -> float | None:
    """A rate a tax clause states, if it is one a sheet's tax can be (between 0 and 30%), else None."""
    return rate if rate is not None and 0 < rate < 0.3 else None


def currency_tax_clauses(text: str) -> tuple[dict[str, tuple[str, float | None, str]], str]:
    """A tax note's clauses that each name one currency's prices and then the tax ('USD prices exclude VAT',
    'EUR-Preise zzgl. 19 % MwSt.'): currency -> (basis, rate or None, clause), the first clause of each currency;
    and the text of the clauses that name no currency (the part that holds for every price). A clause naming two
    currencies, a currency after the tax's name, or a tax without a basis is left in the general text."""
    scoped: dict[str, tuple[str, float | None, str]] = {}
    rest: list[str] = []
    for clause in _tax_clauses(text):
        if not clause.strip():
            continue
        code, at, end = currency_in(clause)
        basis = (tax_note(clause) or _tax_words(clause)) if code is not None else None
        tax_at = _finder("tax.word").search(clause.lower())
        if code is None or basis is None or tax_at is None or tax_at[1] < at:
            # (a currency named after the tax's name qualifies something else: 'VAT 20% not included. US$ prices
            # are for reference (GH₵ 11.80 = US$ 1)'; only 'USD prices exclude VAT' names the prices it holds for)
            rest.append(clause)
            continue
        other = currency_in(clause[end:])[0]
        if other is not None and other != code:
            rest.append(clause)  # 'USD and EUR prices exclude VAT': not one currency's
            continue
        rate = _tax_rate_in(clause)
        scoped.setdefault(code, (basis, _sheet_rate(rate), clause.strip()))
    if not scoped:
        return _sentence_tax_clauses(text)
    return scoped, " ".join(rest)


#: a sentence's end: a full stop, question or exclamation mark before a space
_SENTENCE_STOP = lx.compiled(r"(?<=[.!?])\s+")


def _sentence_tax_clauses(text: str) -> tuple[dict[str, tuple[str, float | None, str]], str]:
    """`currency_tax_clauses` by whole sentences, where no clause names a currency and its tax together ('Option A —
    FOB Singapore, in US$ (no Philippine VAT; …). Option B — DDP Davao City, in ₱, exclusive of 12% VAT.'): a sentence
    naming one currency and then the tax holds for that currency's prices, with its basis, or none where it says no
    tax is charged (`tax.none`: basis ''); the other sentences hold for every price. Nothing scoped unless at least
    two sentences each name their own currency (one sentence alone is the note `currency_tax_clauses` reads)."""
    scoped: dict[str, tuple[str, float | None, str]] = {}
    rest: list[str] = []
    for sentence in _SENTENCE_STOP.split(text[:MAX_NOTE_CHARS]):
        code, at, end = currency_in(sentence)
        tax_at = _finder("tax.word").search(sentence.lower())
        if code is None or tax_at is None or tax_at[1] < at or currency_in(sentence[end:])[0] not in (None, code):
            rest.append(sentence)
            continue
        none = says_no_tax(sentence)
        basis = "" if none else (tax_note(sentence) or _tax_words(sentence))
        if basis is None or code in scoped:
            rest.append(sentence)
            continue
        scoped[code] = (basis, None if none else _sheet_rate(_tax_rate_in(sentence)), sentence.strip())
    if len(scoped) < 2:
        return {}, text
    return scoped, " ".join(rest)


@lru_cache(maxsize=1)
def _currency_scales() -> tuple[tuple[re.Pattern, float], ...]:
    return tuple(
        (re.compile(rf"(?<!\w){re.escape(lx.fold(w))}(?!\w)"), float(v))
        for w, v in _lex().values("currency_scale").items()
    )


def _currency_word_scale(text: str) -> float | None:
    """The multiple of its ISO unit a currency word in a note stands for, as a whole word (the toman: ten rials;
    'fen' in 'offen' is none), else None."""
    return next((v for w, v in _currency_scales() if w.search(text)), None)


def _finder(*concepts: str) -> lx.Finder:
    return _lex().finder(*concepts)


@lru_cache(maxsize=1)
def _spelled_scales() -> re.Pattern | None:
    """Amount scales written out as words ('thousands', 'мянган', 'သိန်း', 'lakh'), not the letters a number may
    carry ('k', 'm'): a note about prices that says one states the scale of every amount under it."""
    words = [w for k in _lex().keys("scale") for w in _lex().phrases(f"scale.{k}") if len(w) >= 3 or not w.isascii()]
    if not words:
        return None
    alts = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    return re.compile(rf"(?<![^\W\d_])(?:{alts})(?![^\W\d_])")


def _spelled_scale(text: str) -> bool:
    rx = _spelled_scales()
    return rx is not None and rx.search(text.lower()) is not None


@lru_cache(maxsize=1)
def _amount_scales() -> re.Pattern:
    """万/亿 right after a figure or a numeral: an amount ('12.5万', '人民币柒佰伍拾叁万元整' in a 大写 total line),
    not the unit of the prices under a note ('单位：万元')."""
    nums = "".join(re.escape(k) for k in _lex().values("numerals") if len(k) == 1)
    scales = "|".join(
        re.escape(w) for k in ("10000", "100000000") for w in _lex().phrases(f"scale.{k}") if not w.isascii()
    )
    return re.compile(rf"[\d{nums}]\s?(?:{scales})")


def _amount_scale(text: str) -> bool:
    return _amount_scales().search(text) is not None


def without_duties(text: str) -> str:
    """The text with the words naming a customs or import duty blanked out ('關稅', 'customs duty'): a duty is not the
    VAT, so a note excluding only the duty ('不含運費及內地關稅') says nothing of whether VAT is in the price. The
    words are data (`tax.duty`); blanks keep every other word where it was."""
    low = text.lower()
    hits = list(_finder("tax.duty").finditer(low))
    if not hits:
        return text
    out = list(text)
    for _c, s, e in hits:
        out[s:e] = " " * (e - s)
    return "".join(out)


def _has(concepts: tuple[str, ...], text: str) -> bool:
    return _finder(*concepts).search(text.lower()) is not None


#: the word after a word saying none, up to the next word: a place's name ('no Philippine VAT')
_PLACE_WORD = lx.compiled(r"\s+([^\W\d_][\w-]{0,23})(?=\s)")


def says_no_tax(text: str) -> bool:
    """Whether a note says no tax is charged on its prices ('No VAT applicable': `tax.none`), or says none of a tax
    its word names right after a word of none, a place between or none ('no VAT', 'in US$ (no Philippine VAT …)',
    'no Malaysian SST', 'no local GST': `tax.none_before`, the place a name or one of `tax.none_place`). Any
    country's name reads as the Philippines' does; 'no additional VAT' is no such place. Linear: each word of none
    looks at the 40 characters after it. Read only of a sentence that names one currency's prices
    (`_sentence_tax_clauses`): in a whole note ('Prices exclude VAT. No VAT for non-EU customers.') it would unsay the
    note's stated basis."""
    low = text.lower()
    if _finder("tax.none").search(low) is not None:
        return True
    cased = len(low) == len(text)  # (a capital is read only where lowering kept the places)
    words = _finder("tax.word")
    for _c, _s, e in _finder("tax.none_before").finditer(low):
        after = low[e : e + 40]
        tax = words.search(after)
        if tax is None:
            continue
        if not after[: tax[1]].strip():
            return True  # 'no VAT'
        m = _PLACE_WORD.match(after)
        if m is None or after[m.end() : tax[1]].strip():
            continue  # more than one word between
        named = cased and text[e + m.start(1)].isupper()
        if named or _finder("tax.none_place").search(m.group(1)) is not None:
            return True
    return False


#: the non-product lines a note's sentence may be about, each with its own tax: a rebate, freight, a service
_OTHER_SUBJECTS = frozenset({"discount", "shipping", "installation", "service"})
#: where a note's sentences part (a clause of a sentence continues its subject: '返利按季度结算，不含税')
_SENTENCE_PARTS = lx.compiled(r"[;；。\n]")
_CLAUSE_PARTS = lx.compiled(r"[，、]|,(?!\d)")


def _basis(text: str) -> str | None:
    return tax_note(text) or _tax_words(text)


def _prices_tax_text(text: str) -> str:
    """The part of a note whose tax words speak of the prices: a sentence whose subject (its first clause) is
    another line's (a rebate, freight, a service: '返利按季度结算，不含税', 'Rebates are paid quarterly, net of
    VAT') states that line's tax, not the prices', where another sentence of the note states the prices' basis
    otherwise ('渠道价均含13%增值税'). With one statement only, or none of another subject, the text is unchanged."""
    if not _has(("tax.word",), text) and _basis(text) is None:
        return text
    kept: list[str] = []
    other: list[str] = []
    sentences: list[str] = []
    for piece in _SENTENCE_PARTS.split(text):
        parts = _STOP.split(piece)  # a full stop parts two sentences only where each names the tax ('zzgl. 19 %')
        current = parts[0]
        for part in parts[1:]:
            if _has(("tax.word",), current) and _has(("tax.word",), part):
                sentences.append(current)
                current = part
            else:
                current = f"{current}.{part}"
        sentences.append(current)
    for sentence in sentences:
        first = _CLAUSE_PARTS.split(sentence.strip(), 1)[0]
        if (
            first
            and set(kinds_in(first)) & _OTHER_SUBJECTS
            and not _has(("note.price_word",), first)
            and _basis(sentence) is not None
        ):
            other.append(sentence)
        else:
            kept.append(sentence)
    rest = "; ".join(kept)
    if not other or _basis(rest) is None or _basis(rest) == _basis(" ".join(other)):
        return text
    return rest


def _of_other_line(text: str) -> bool:
    """Whether the sentence a date ends is about another line than the prices: its subject (its first clause)
    names a rebate, a voucher, freight or a service and no price word ('可用代金券：2,000.00元（GPU实例专用，有效期至',
    'Voucher: USD 500, valid until')."""
    sentence = _SENTENCE_PARTS.split(text)[-1].strip()
    first = _SUBJECT_END.split(sentence, 1)[0]
    return bool(first) and bool(set(kinds_in(first)) & _OTHER_SUBJECTS) and not _has(("note.price_word",), first)


#: where a note's subject ends: a clause mark, a bracket or a middle dot ('Data: 01/12/2026 · Pré-encomenda …')
_SUBJECT_END = lx.compiled(r"[,，;；·•|(（]")


def read_notes(cells, today: dt.date, usd: bool = False, day_first: bool = False) -> SheetNotes:
    """Currency, scale, VAT, the quote date and its validity from note cells (title rows, notes under the table,
    header area); `day_first`: slashed dates read day first whatever the sheet's currency says (the other reading
    of a guessed order)."""
    n = SheetNotes()
    dates: list[tuple[int, str]] = []  # (priority, iso date): labelled before unlabelled
    starts: set[str] = set()  # the days prices take effect from ('自…起', 'valid from …')
    texts = [fold(v[:MAX_NOTE_CHARS]) for v in cells if isinstance(v, str)]
    month_first = False if day_first else _month_first(texts, usd)
    n.order_guessed = month_first and not _order_votes(texts)
    label = ""  # a short text cell before a date cell is its label ('Termin ważności:' | 31.12.2026)
    parts: set[str] = set()  # the taxes whose short rate lines made the rate
    until_words: set[str] = set()  # the validity words labelling the date read as the offer's last day
    for v in cells:
        if v.__class__ in (int, float) and label and 36_526 <= v < 73_051 and _has(("date.label",), label):
            # 'Fecha de emisión:' | 46357: a date cell without its date format, as Excel counts days (1900 system)
            v = dt.datetime(1899, 12, 30) + dt.timedelta(days=int(v))
        if isinstance(v, dt.datetime | dt.date):
            if 2000 < v.year < 2100:
                iso = v.strftime("%Y-%m-%d")
                if _delivery_before(label):
                    pass  # 'Delivery' | 20.12.2026: when the goods come, neither the quote's date nor its limit
                elif _valid_before(label) and not _valid_from_before(label):
                    n.valid_until = n.valid_until or iso
                else:
                    dates.append((0 if _has(("date.label",), label) or _valid_from_before(label) else 1, iso))
            label = ""
            continue
        if not isinstance(v, str) or not v.strip():
            continue
        text = fold(v[:MAX_NOTE_CHARS])
        if not text.isascii():
            text = ascii_digits(text)  # '۱۴۰۵/۰۹/۰۸', '২৮/১১/২০২৬' read with ASCII digits
        if _SCANNED_FIGURE.search(text):
            text = _SCANNED_FIGURE.sub(_scanned_figure, text)  # 'ад ЗO.ll.2O26 г.', 'ПДВ 2O%' from a scan
        if _ROMAN_TOKEN.search(text):
            text = roman_dates(text)  # 'die III mensis Decembris MMXXVI': the day and the year in Roman numerals
        text = spelled_days(text)  # '12 biya juwan nadan inenggi': the day in number words
        prev, label = label, (text if len(text) <= 40 else "")
        n.texts.append(text)
        c, s = sheet_note_units(text)
        # a label cell and its value ('Moneda:' | 'Soles (S/)'): the value names the sheet's money
        labelled = (
            prev.rstrip().endswith((":", "：")) and len(text) <= 30 and not any(ch.isdigit() for ch in text)
        ) and _has(("note.price_word",), prev)
        if c is None and (labelled or _has(("note.price_word",), text)) and (len(text) <= 120 or _names_currency(text)):
            # 'Prices in EUR', and in a longer note a currency named in words ('Precios expresados en pesos
            # mexicanos (M.N.) más IVA. Tipo de cambio ...'), not a sign in passing
            c2, s2, _ = _units(text)
            if c2 is not None and not c2.startswith("~"):
                c = c2
            elif c2 is not None and not n.shared_sign:
                n.shared_sign, n.shared_sign_text = c2, text
            if s is None and s2 in (1e4, 1e8) and _has(("note.scale_label",), text):
                s = s2
            elif s is None and s2 is not None and s2 > 1 and c2 is not None and _spelled_scale(_short_clause(text)):
                # 'Үнэ: мянган төгрөгөөр' (prices in thousands of tögrög), 'Prices in thousands of USD': a short note
                # naming the money and its scale, stated once above the table, or a note's sentence doing so ('All
                # prices in KRW M (million won) per unit. Issued 2026-12-03, …')
                s = s2
        elif c is not None and s is None and n.scale is None and _has(("note.price_word",), text):
            # 'All prices in KRW M (million won) per unit, VAT 10% separate. Issued …': the money named, and its
            # scale spelled out beside it
            c2, s2, _ = _units(text)
            if c2 == c and s2 is not None and s2 > 1 and _spelled_scale(_short_clause(text)):
                s = s2
        if c is None and n.currency is None and len(v) <= 160:
            c = _currency_set_apart(v)  # '(2026年12月2號)\u3000Sĭng-dài-bÿ (新臺幣)': the money named on its own
        if c is not None and n.currency is None:
            n.currency, n.currency_text = c, text
            if s is None and n.scale is None:
                s = _currency_word_scale(text)  # 'قیمت‌ها به تومان است': prices in tomans, ten rials each
        code, at, end = currency_in(text)
        if code is not None:
            _codes_named(v[:MAX_NOTE_CHARS], text, n.codes_named)
        if (
            code is not None
            and code[:1].isalpha()
            and (re.match(r"\s?\d", text[end : end + 2]) or re.search(r"\d\s?$", text[max(0, at - 2) : at]))
        ):
            n.amount_currencies.add(code)
        if n.scale is None and s is not None and not (s in (1e4, 1e8) and _amount_scale(text)):
            n.scale, n.scale_text = s, text
        vat_text = without_duties(text)  # '不含運費及內地關稅': a customs duty excluded says nothing of the VAT
        vat_text = _prices_tax_text(vat_text)  # '返利…不含税' beside '渠道价均含13%增值税': the rebate's own tax
        if n.tax is None and _has(("tax.zero_rate",), vat_text) and _has(("tax.word",), vat_text):
            # '本案適用營業稅零稅率': the sale is zero-rated, the prices are without tax and none is added (a later
            # clause adding a rate for another kind of buyer, '如買受人非園區事業…另加營業稅5%', is not this sale's)
            n.tax, n.tax_text, n.tax_rate = "excl", text, 0.0
            if n.tax_general[0] is None:
                n.tax_general = ("excl", 0.0, text)
        elif (
            _has(("tax.word",), vat_text) and not _names_a_total(text) and not text.rstrip().endswith(("?", "？", "؟"))
        ):
            # (a question, 'Harga sdh incl PPN atau belum?', asks the basis; it does not state it)
            # ('出口不含增值税；澳门不征收增值税': a place that levies none, whatever the cell words '不含增值税' say)
            # 'inclusive of delivery … No tax is payable in Hong Kong': where the note says no tax is charged, an
            # inclusive word in it speaks of something else; the prices are neither basis
            scoped, general = currency_tax_clauses(vat_text)
            # (a sentence saying one currency's prices bear no tax, 'in US$ (no Philippine VAT)', is that
            # currency's, beside another currency's 'exclusive of 12% VAT': not the whole note's)
            none = _has(("tax.none",), general if scoped else vat_text)
            t = None if none else (tax_note(vat_text) or _tax_words(vat_text))
            if t is None and not none and scoped:
                t = next((b for b, _r, _c in scoped.values() if b), None)  # (the whole note's words say no tax)
            rate = _tax_rate_in(vat_text)
            for code, said in scoped.items():
                n.tax_by_currency.setdefault(code, said)
            if scoped and n.tax_general[0] is None and _has(("tax.word",), general):
                g = tax_note(general) or _tax_words(general)
                if g is not None:
                    n.tax_general = (g, _sheet_rate(_tax_rate_in(general)), text)
            elif not scoped and t and n.tax_general[0] is None:
                n.tax_general = (t, _sheet_rate(rate), text)
            if t and n.tax is None:
                n.tax, n.tax_text = t, text
                if rate is not None and 0 < rate < 0.3:
                    n.tax_rate = rate
            elif (
                rate is not None
                and 0 < rate < 0.3
                and len(text) <= 60
                and (n.tax_rate is None or parts)
                and not _has(("tax.withheld",), text)  # 'Less: Withholding Tax (2% EWT)' is taken off, not added
                and "discount" not in kinds_in(text)  # 'Paketni popust (−7 %) ob …': a discount's rate, no tax's
            ):
                # 'Moms 25 %', 'DPH 21 %': the rate, the basis said elsewhere; lines naming other taxes add up
                # ('TPS (5 %)' and 'TVQ (9,975 %)': 14.975 %; 'CGST 9%' and 'SGST 9%': 18 %)
                hit = _finder("tax.word").search(text.lower())
                word = text.lower()[hit[1] : hit[2]] if hit else ""
                if n.tax_rate is None:
                    n.tax_rate, parts = rate, {word}
                elif word and word not in parts and n.tax_rate + rate < 0.3:
                    n.tax_rate, parts = round(n.tax_rate + rate, 5), parts | {word}
        found_dates = sorted(_dates_in(text, today, month_first, prev), key=lambda d: d[1])
        if found_dates and (query := _finder("date.query", "date.account_period").search(text.lower())) is not None:
            # a list's search filter: its dates choose the lines shown, not the offer's dates; a date before the
            # filter's word ('Search results exported 2026-12-04 08:12 UTC — filters: ...') is the list's own; a
            # statement's period of account ('对账期间：2026-10-01 至 2026-11-30') is neither a date nor a validity
            found_dates = [d for d in found_dates if d[1] < query[1]]
        spans = _date_ranges(text, found_dates)
        last_label = ""
        for i, (iso, start) in enumerate(found_dates):
            # a date's label is the text since the date before it ('Giltig t.o.m. 2026-12-31. Offertdatum
            # 2026-12-02': the second date's label is 'Offertdatum', not 'Giltig')
            since = _date_end(text, found_dates[i - 1][1]) if i else 0
            before = text[max(0, since, start - 48) : start]
            if (
                i
                and _range_only(before)
                and not text[start : start + 4].isdigit()
                and not (_valid_before(last_label) or _valid_from_before(last_label))
            ):
                # '看样时间：2026年12月8日至12月15日': a range's end written without its year ends the period its label
                # names (a viewing period), the offer's last day only under a validity or campaign label
                continue
            if i and _range_only(before) and _delivery_before(last_label):
                # '公示期：2026年11月20日至2026年11月27日': the end of another period (a delivery window, a tender's
                # publicity period) is not the offer's last day; '协议期：2026-12-01 至 2027-11-30' still is
                continue
            if not before.strip():
                before = prev  # the date alone in its cell: the label is the cell before
            elif i == 0 and prev and _valid_before(prev) and not _has(("date.label",), before):
                before = f"{prev} {before}"  # 'Ważność oferty:' | '14 dni (do 26.11.2026)'
            last_label = before
            if _opening_before(before):
                n.opening_date = n.opening_date or iso  # '开标日期：2026年12月8日': the opening day, not the quote's
                continue
            if iso == n.opening_date and _valid_before(before):
                # the opening day again in a bilingual note's other language ('… (15/12/2026). / 建議書有效期：自遞交建議書
                # 截止日期（2026年12月15日）起計90日'): where the days are counted from, never the validity's end
                continue
            day_from = _day_range_start(before)
            if (
                day_from is not None
                and 1 <= int(day_from.group(1)) < int(iso[8:10])
                and (_valid_from_before(before) or _valid_before(before))
            ):
                # 'Programme period: 1–31 December 2026': days of one month written once, the span's last day ends
                # the offer, its first starts it
                first = f"{iso[:8]}{int(day_from.group(1)):02d}"
                dates.append((0, first))
                starts.add(first)
                n.valid_until = n.valid_until or iso
                continue
            if day_from is not None and 1 <= int(day_from.group(1)) < int(iso[8:10]):
                # 'Period: 1–30 November 2026' without a validity word: the days a report covers (a stock or
                # consumption report's month), its last day no quote date while the sheet gives another
                dates.append((4, iso))
                continue
            if i in spans:  # 'valid 01/12/2026 – 14/12/2026', 'سارية من 6/12/2026 حتى 20/12/2026'
                if spans[i] == "from":
                    dates.append((0, iso))
                    starts.add(iso)
                else:
                    n.valid_until = n.valid_until or iso
                continue
            if _valid_from_before(before) or (
                _valid_before(before) and _valid_days(before) is not None and not _end_restated(before)
            ):
                # 'valid from 01/12/2026', 'valid 30 days from 2026-12-01': when the prices start, the quote date
                dates.append((0, iso))
                if _valid_from_before(before):
                    starts.add(iso)
                continue
            if _delivery_before(before):
                continue  # 'delivery by 20.12.2026', '交货期 2026-12-20': when the goods come
            sentence = _sentence_before(text, start) if _valid_before(before) else ""
            if sentence and _validity_of_other_period(sentence) and _validity_at(sentence) is None:
                continue  # 'Vigencia del contrato: … y hasta el 31 de diciembre': the contract's term, not the offer's
            if _valid_before(before) or _until_after(text[start : start + 48]):
                # 'valid through 2026-12-31', '20.12.2026 tarixinədək' (until, after the date): not the quote date;
                # the validity of the prices a new list replaces ('the old prices apply to orders until 30/11') is
                # not the offer's, nor is that of another line the note is about ('可用代金券：2,000元（…有效期至
                # 2026-12-31）', 'Voucher of $500, valid until …': the voucher's)
                if not _of_old_prices(text[since:start]) and not _of_other_line(text[:start]):
                    if n.valid_until is None:
                        # the label's validity words ('Closing date 截止日期'): a later note may count days from it
                        until_words = {
                            before.lower()[s:e] for _c, s, e in _finder("date.valid").finditer(before.lower())
                        }
                    n.valid_until = n.valid_until or iso
                continue
            if _has(("date.generated",), before):
                dates.append((3, iso))  # 'Generated 28/11/2026': the report's day, the quote's only if no other
                continue
            if _has(("date.offer_document",), before):
                # 'facture proforma N° GSC-PF-26-4471 du 28/11/2026' on a broker's sheet dated 4 December: the
                # supplier's offer is dated by its own document, ahead of the sheet's date
                dates.insert(0, (0, iso))
                continue
            if _has(("date.agreed",), before):
                # '決標日期 115/11/27' beside '決標公告日期 115/12/02': the day the prices were awarded is theirs,
                # ahead of any other labelled day (the notice's publication)
                dates.insert(0, (0, iso))
                continue
            if _has(("date.requested",), before):
                # '申请日期：2026-12-01' beside '批复日期：2026-12-04': the day a price was asked for, not the day it
                # was given; the quote's only if no other date is there
                dates.append((2, iso))
                continue
            dates.append((0 if _has(("date.label",), before) else 1, iso))
        if n.valid_until is None and n.valid_month_day is None and not found_dates and _has(("date.valid",), text):
            n.valid_month_day = _month_day_after_valid(text)  # 'hanggang Disyembre 9 lang': no year written
        if n.valid_until is None and n.valid_weekday is None and _has(("date.valid",), text):
            n.valid_weekday = _weekday_after_valid(text)  # '有效到下礼拜一', 'valid until next Monday'
        if n.valid_days is None and n.valid_until is None and _has(("date.same_day",), text):
            n.valid_days = 0  # '报价当天有效', 'valid today only': the offer ends on its quote date
        # 'Closing date: 4 December 2026' then 'Offer validity: 90 days from the closing date': the day a validity
        # clause counts its days from is the date its own words label, never the offer's last day
        # (a clause restating its own end, '有效期7天（至2026-12-10）', gives a date of its own: not counted from another)
        from_until = bool(until_words) and not found_dates and n.valid_days is None and _counts_from(text, until_words)
        if n.valid_days is None and (n.valid_until is None or from_until):
            days = None
            at = _validity_at(text)
            if at is not None:  # '报价日期：2026-12-01，报价有效期3天': the days after the word, before a next date
                # (the opening day inside the clause, '自投标截止之日（2026年12月10日）起90日历天', is no next date)
                end = min(
                    (start for iso, start in found_dates if start >= at and iso != n.opening_date), default=len(text)
                )
                clause = text[at:end]
                for _iso, start in found_dates:
                    if at <= start < end:  # the opening day's own digits are no count of days
                        stop = _date_end(text, start)
                        clause = clause[: start - at] + " " * (stop - start) + clause[stop - at :]
                days = _valid_days(clause)
                clause = _clause_before(text, at)
                inside = [start for _iso, start in found_dates if at - len(clause) <= start < at]
                if inside:
                    # a date earlier in the clause ('日期：2026年12月4日　報價3日有效'): the words after it only
                    clause = text[min(at, _date_end(text, max(inside))) : at]
                if days is None:
                    # the days before the word, in its own clause ('Taklif 10 kun davomida amal qiladi', '30日間有効',
                    # '更新日期：2026-12-04，一周内有效')
                    days = _valid_days(clause)
            if days is None and not found_dates and prev and _valid_before(prev) and len(text) <= 40:
                days = _valid_days(text)  # 'Gültigkeit' | '14 Tage'
                unit = _BRACKETED_UNIT.search(prev)
                if days is None and unit is not None and text.strip().isdigit():
                    days = _valid_days(
                        f"{text.strip()}{unit.group(1)}"
                    )  # '报价有效期（天）' | '7': the unit in the label
            if at is not None and (business := _business_days(text[at : at + 80])) is not None:
                days = business
                n.valid_business_days = True
            if days is not None and at is not None:
                # '投标有效期：自开标之日起90日历天', 'bid validity: 90 days from bid opening'
                # (the opening word may begin the clause the validity word is in: '自投标截止之日（…）起90日历天')
                sentence = _clause_before(text, at) + _SENTENCE_END.split(text[at : at + 80], 1)[0]
                n.valid_from_opening = _has(("date.opening",), sentence)
            if from_until and days:
                n.opening_date, n.valid_until, n.valid_from_opening = n.valid_until, None, True
            n.valid_days = days
    if not dates and n.opening_date is None:
        # no day anywhere: a month and year in a title ('SENARAI HARGA ... DISEMBER 2026', '2026年12月') dates
        # the sheet from that month's first day (a bid opening's day is a day: 'Bid opening: 4 December 2026' is
        # no month alone)
        for text in n.texts[:12]:
            month = _title_month(text)
            if month:
                dates.append((2, f"{month}-01"))
                n.month_only = True
                break
    if not dates:
        # a day and month without their year in a title ('报价单（12月3日）'): the year is the import day's, or the
        # year before when that day would lie more than a week ahead; `year_assumed` says so to the user
        for text in n.texts[:12]:
            md = _month_day_in_title(text)
            if md is not None:
                iso = _nearest_past(today, *md)
                if iso:
                    dates.append((2, iso))
                    n.year_assumed = True
                break
    if dates:
        # a date months after the import day ('fixed for the consignment period to 31 March 2027') ends a term: it
        # is the quote's day only where the sheet gives no other
        ahead = (today + dt.timedelta(days=_FAR_AHEAD_DAYS)).isoformat()
        dates.sort(key=lambda d: (d[1] > ahead, d[0]))
        n.as_of = dates[0][1]
        n.labelled_date = dates[0][0] == 0
        n.report_date = dates[0][0] == 3
        if n.as_of in starts:
            n.dated_otherwise = next((iso for p, iso in dates if p <= 1 and iso not in starts), None)
    return n


def _month_day_in_title(text: str) -> tuple[int, int] | None:
    """(month, day) of a date written with its month and day marks and no year ('12月3日', '12월 3일') in a short
    title or label, never a delivery or validity date, else None."""
    if len(text) > 120 or _delivery_before(text) or _valid_before(text):
        return None
    m = _patterns().get("month_day")
    hit = m.search(text) if m is not None else None
    if hit is None:
        return None
    before = text[max(0, hit.start() - 12) : hit.start()].rstrip()
    if before[-1:].isdigit() or before.endswith(tuple(_lex().phrases("date.year_mark"))):
        return None  # '2026年12月3日': a whole date, read with its year elsewhere
    month, day = int(hit.group(1)), int(hit.group(2))
    return (month, day) if 1 <= month <= 12 and 1 <= day <= 31 else None


def _nearest_past(today: dt.date, month: int, day: int) -> str | None:
    """The day (month, day) in the import day's year, or the year before when it would be more than a week ahead."""
    for year in (today.year, today.year - 1):
        try:
            d = dt.date(year, month, day)
        except ValueError:
            return None
        if d <= today + dt.timedelta(days=7):
            return d.isoformat()
    return None


def _title_month(text: str) -> str | None:
    """'YYYY-MM' from a month written with its year in a short title ('DISEMBER 2026', 'Dezember 2026',
    '2026年12月'), never a delivery or validity date; a bare '2026-12' (a quote number) is none."""
    if len(text) > 120 or _delivery_before(text) or _valid_before(text):
        return None
    t = text.lower()
    m = re.search(r"(20\d\d)\s?年\s?(\d{1,2})\s?月", t)
    if m and 1 <= int(m.group(2)) <= 12:
        return f"{m.group(1)}-{int(m.group(2)):02d}"
    for m in re.finditer(r"(?<![^\W\d_])([^\W\d_]{3,12})\.?,?\s(20\d\d)(?!\d)", t):
        mon = _month(m.group(1))
        if mon:
            return f"{m.group(2)}-{mon:02d}"
    return None


def _date_ranges(text: str, found: list[tuple[str, int]]) -> dict[int, str]:
    """Two dates joined by a range word or dash after a validity word ('Prices valid 01/12/2026 – 14/12/2026',
    'gültig 01.12.2026 bis 14.12.2026'): {index of the first: 'from', index of the second: 'until'}."""
    out: dict[int, str] = {}
    for i in range(len(found) - 1):
        (a_iso, a), (b_iso, b) = found[i], found[i + 1]
        if b - a > 40 or a_iso >= b_iso or i in out:
            continue
        gap = text[a:b].rstrip()
        if not any(gap.endswith(w) for w in _range_words()):
            continue
        label = text[max(0, found[i - 1][1] + 6 if i else 0, a - 48) : a]
        if _valid_before(label) or _valid_from_before(label):
            out[i], out[i + 1] = "from", "until"
    return out


@lru_cache(maxsize=1)
def _range_words() -> tuple[str, ...]:
    """What joins the two ends of a range, folded: dashes, '~', 'to', 'bis', 'до', '至', 'حتى'."""
    return tuple(lx.fold(w).lower() for w in _lex().phrases("price_text.range_to") if w.strip())


def _business_days(text: str) -> int | None:
    """The business days a validity gives ('valid 5 business days', 'дійсна 5 банківських днів'), or None."""
    low = text.lower()
    for _c, s, _e in _finder("duration.business").finditer(low):
        m = re.search(r"(\d{1,3})\s?$", low[max(0, s - 6) : s])
        if m and 0 < int(m.group(1)) <= 60:
            return int(m.group(1))
    return None


def _codes_named(raw: str, text: str, out: dict[str, str]) -> None:
    """Adds to `out` each currency (at most 4) the note writes as its code or its own sign, with the note."""
    rest = raw
    for _ in range(4):
        code, _start, end = currency_in(rest)
        if code is None or end <= 0:
            return
        if _code_or_own_sign(rest, code):
            out.setdefault(code, text)
        rest = rest[end:]


_WORD_AFTER = lx.compiled(r"[ \t]{0,8}[^\W\d_]")


def _code_or_own_sign(text: str, code: str) -> bool:
    """Whether a text writes the currency `code` as its ISO code in capitals ('Dezorim: USD') or as a sign no other
    currency writes ('€'), and not as a maker's name that happens to be a code ('AMD Instinct MI300X')."""
    from gpucompare.sheets.prices import currencies_writing

    if not code.isalpha():
        return False  # '~kr', a sign several currencies write: the sheet's words must tell which
    got, start, end = currency_in(text)
    word = text[start:end].strip() if got == code and start >= 0 else ""
    if word == code:
        # a code followed by a word is as likely an abbreviation of something else ('CAD drawings on request',
        # 'PEN test', 'GEL batteries'): only a code standing alone, before a figure or punctuation names the money
        return code.lower() not in _brand_words() and not _WORD_AFTER.match(text, end)
    return bool(word) and not any(ch.isalpha() for ch in word) and not currencies_writing(word)


@lru_cache(maxsize=1)
def _brand_words() -> frozenset[str]:
    """Makers' names as the lexicon folds them ('amd', 'intel'): never a currency code where they stand."""
    brands = _lex().values("brand")
    return frozenset(brands) | frozenset(brands.values())


_SET_APART = lx.compiled(r"[\u3000\t]|\s{3,}|\s[|｜/]\s")


def _short_clause(text: str) -> str:
    """A note of 80 characters at most, or its sentence naming a currency when that sentence is as short ('All prices
    in KRW M (million won) per unit, VAT 10% separate.' before the issue date); '' otherwise."""
    if len(text) <= 80:
        return text
    _code, at, _end = currency_in(text)
    if at < 0:
        return ""
    start = max((text.rfind(p, 0, at) for p in (". ", "; ", "。")), default=-1) + 1
    stop = _SENTENCE_END.search(text, at)
    clause = text[start : stop.start() if stop is not None else len(text)].strip()
    return clause if len(clause) <= 80 else ""


def _currency_set_apart(raw: str) -> str | None:
    """A currency named in words on its own, set apart from the rest of a head note by a wide space, a tab or a bar
    ('2026年12月2號\u3000Sĭng-dài-bÿ (新臺幣)', 'Quote 4471   Pesos mexicanos'): the sheet's money. Its part holds no
    figure and at most a gloss beside the name (a word of the sheet's own language); a sign ('$') or an ISO code
    ('USD') never counts here."""
    parts = _SET_APART.split(raw)
    if len(parts) < 2:
        return None
    for part in parts:
        part = fold(part).strip()
        if not part or len(part) > 40 or any(ch.isdigit() for ch in part) or not _names_currency(part):
            continue
        code, _scale, rest = _units(part)
        if code is None or code.startswith("~") or len(rest.split()) > 1:
            continue
        if code.lower() in re.findall(r"[a-z]+", part.lower()):
            continue  # 'Dezorim: USD': a code, not a name; the one code a sheet writes is read apart (marked for review)
        return code
    return None


def _names_currency(text: str) -> bool:
    """Whether the first currency a text names is written as a word or a code ('pesos mexicanos', 'EUR'), not a
    sign."""
    _code, start, end = currency_in(text)
    word = text[start:end] if start >= 0 else ""
    return sum(ch.isalpha() for ch in word) >= 3


_SENTENCE_END = lx.compiled(r"[.;。；!?]\s|[。；]|$")


def _validity_at(text: str) -> int | None:
    """Where the first validity word of a text starts ('valid', '有效期', 'gültig'), or None."""
    if not _valid_before(text):
        return None
    for _c, s, _e in _finder("date.valid").finditer(text.lower()):
        if _has(("date.other",), _clause_before(text, s) + text[s:_e]):
            # '公示期：2026年11月20日至2026年11月27日（5个工作日）': another period's end, not the offer's; '公告期限：
            # 自本公告发布之日起1个工作日' (the notice's publication period: its '期限' is that period's word)
            continue
        if _has(("date.other",), _SENTENCE_END.split(text[s : s + 80], 1)[0]):
            continue  # 'packs are valid for 180 days from the date of purchase': a package's life, not the offer's
        if _validity_of_other_period(_sentence_before(text, s)):
            # 'Vigencia del contrato: a partir de la notificación del fallo y hasta el 31 de diciembre': the 'hasta'
            # ends the contract's term its sentence opened with, not the offer's validity
            continue
        return s
    return None


def _delivery_before(text: str) -> bool:
    """Whether a date's label is a delivery word ('delivery', 'Liefertermin', '交货', '納期') or names another period
    that is not the offer's ('公示期' a tender result's publicity period), nearer the date than any validity word."""
    if not text or not _has(("date.delivery", "date.other"), text):
        return False
    low = text.lower()
    last = {c: s for c, s, _e in _finder("date.delivery", "date.other", "date.valid").finditer(low)}
    return max(last.get("date.delivery", -1), last.get("date.other", -1)) > last.get("date.valid", -1)


def _range_only(text: str) -> bool:
    """Whether the text between two dates only joins them as a range ('至', ' to ', ' – ', '~')."""
    word = text.strip(" :：,，-–—~〜")
    if not word:
        return bool(text.strip())  # a dash or a tilde alone
    hit = _finder("price_text.range_to").search(word.lower())
    return hit is not None and hit[1] == 0 and hit[2] == len(word)


def _opening_before(text: str) -> bool:
    """Whether a date's label names the day bids are opened ('开标日期：', 'Bid opening date:'), nearer the date than
    any validity word ('投标有效期：自开标之日起90日历天；开标日期：' is the opening day; 'valid until bid opening' is not
    read here)."""
    if not text or not _has(("date.opening",), text):
        return False
    low = text.lower()
    last = {c: (s, e) for c, s, e in _finder("date.opening", "date.valid", "date.label").finditer(low)}
    start, end = last["date.opening"]
    # a date label may end the opening words ('开标日期', 'opening date'); one further on labels another date
    return start > last.get("date.valid", (-1, -1))[0] and last.get("date.label", (-1, -1))[0] <= end + 1


def _counts_from(text: str, words: set[str]) -> bool:
    """Whether a validity clause counts its days from a day labelled by one of `words` ('90 days from the closing
    date' after 'Closing date: 4 December 2026'): one of them after the clause's own validity word, the days between."""
    at = _validity_at(text)
    if at is None:
        return False
    low = text.lower()
    hits = list(_finder("date.valid").finditer(low))
    own = next((low[s:e] for _c, s, e in hits if s >= at), "")
    for _c, s, e in hits:
        if s > at and low[s:e] in words and low[s:e] != own and any(ch.isdigit() for ch in low[at:s]):
            return True
    return False


def _valid_before(text: str) -> bool:
    return bool(text) and _has(("date.valid",), text)


_DATE_HEAD = lx.compiled(r"^[\d./\-\s]{6,12}")


def _until_after(text: str) -> bool:
    """Whether the word right after a date says the offer holds until it ('20.12.2026 tarixinədək', '2026.12.16
    хүртэл'): languages that put 'until' after the date."""
    m = _DATE_HEAD.match(text)
    if m is None:
        # a date written with its month's name, the 'until' a suffix of its last word ('2026 йил 15 декабргача':
        # until the 15th of December) or the word right after it
        end = _date_end(text, 0)
        low = text[:end].lower()
        if any(low.endswith(w) and len(low) > len(w) and low[-len(w) - 1].isalpha() for w in _until_suffixes()):
            return True
        hit = _finder("date.until_after").search(text[end : end + 24].lower())
        return hit is not None and hit[1] <= 1
    hit = _finder("date.until_after").search(text[m.end() : m.end() + 24].lower())
    return hit is not None and hit[1] <= 1


@lru_cache(maxsize=1)
def _until_suffixes() -> tuple[str, ...]:
    """The 'until' words of languages that attach them to a word ('-гача', '-gacha'): three letters or more."""
    return tuple(w for w in _lex().phrases("date.until_after") if len(w) >= 3 and " " not in w)


def _month_day_after_valid(text: str) -> tuple[int, int] | None:
    """(month, day) of a date written without its year right after a validity word ('valid until December 9',
    'hanggang Disyembre 9', 'gültig bis 9. Dezember', 'valid till Friday 11-Dec'), else None."""
    hit = _finder("date.valid").search(text.lower())
    if hit is None:
        return None
    after = text[hit[2] : hit[2] + 40]
    letter = rf"(?:[^\W\d_]|[{lx.marks()}])"
    m = re.match(rf"\W{{0,3}}(?:\w+\s)?({letter}{{3,20}})\.?\s(\d{{1,2}})(?!\d|[.:/]\d)", after)
    if m and _month(m.group(1)):
        day = int(m.group(2))
        return (_month(m.group(1)), day) if 1 <= day <= 31 else None
    # a connector may stand between the day and the month ('hasta el 10 de diciembre', 'i te 31 no Tītema')
    conn = "|".join(re.escape(w) for w in _lex().phrases("date.connector") if w.isalpha())
    conn = rf"(?:(?:{conn})\s)?" if conn else ""
    m = re.match(rf"\W{{0,3}}(?:\w+\s){{0,2}}(\d{{1,2}})\.?[\s\-/]{conn}({letter}{{3,20}})(?!\s?\d)", after, re.I)
    if m and _month(m.group(2)):
        day = int(m.group(1))
        return (_month(m.group(2)), day) if 1 <= day <= 31 else None
    return None


@lru_cache(maxsize=1)
def _weekdays() -> tuple[tuple[str, int], ...]:
    """(a day of the week's name, folded, its number from Monday 1), longest first."""
    lex = _lex()
    out = [(lx.fold(w).lower(), int(k)) for k in lex.keys("weekday") for w in lex.phrases(f"weekday.{k}")]
    return tuple(sorted(out, key=lambda x: -len(x[0])))


def _weekday_after_valid(text: str) -> tuple[int, bool] | None:
    """(the day of the week, whether next week's) a validity names after its word ('有效到下礼拜一', 'valid until
    next Monday', 'gültig bis Freitag'), the first named after the validity word; None where it names none."""
    low = lx.fold(text[:200]).lower()
    hit = _finder("date.valid").search(low)
    if hit is None:
        return None
    rest = low[hit[2] : hit[2] + 40]
    found = [(rest.find(w), -len(w), w, d) for w, d in _weekdays() if w in rest]
    if not found:
        return None
    at, n, _w, day = min(found)
    after = rest[at - n : at - n + 14].strip()
    if after.startswith(_range_words()) and any(w in after for w, _d in _weekdays()):
        return None  # '周一至周五', 'Monday to Friday': the days of a week something is done on, no validity
    before = rest[max(0, at - 8) : at]
    nxt = _finder("date.next_week").search(before)
    return day, nxt is not None and not before[nxt[2] :].strip(" 个個")


def _of_old_prices(text: str) -> bool:
    """Whether a text speaks of the prices a new list replaces ('Οι παλαιές τιμές ισχύουν', 'old prices')."""
    return _has(("price_role.superseded",), fold(text[-200:]))


@lru_cache(maxsize=1)
def _spelled_day_rx() -> re.Pattern | None:
    """A month mark, one to three words, then a day mark ('12 biya juwan nadan inenggi'): the words may be the day
    written out (`spelled_days`). Marks written in letters only (the figures a CJK mark follows are read as they are)."""

    def alts(concept: str) -> str:
        words = [w for w in _lex().phrases(concept) if w.replace(" ", "").isalpha() and not _cjk(w)]
        return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))

    month, day = alts("date.month_mark"), alts("date.day_mark")
    if not month or not day or not _lex().values("number_word"):
        return None
    return re.compile(rf"(?<![^\W\d_])((?:{month})\s+)((?:[^\W\d_]+[\s-]+){{1,3}}?)(?={day})", re.I)


def _cjk(word: str) -> bool:
    return any("\u3000" <= ch <= "\u9fff" or "\uac00" <= ch <= "\ud7af" for ch in word)


def spelled_days(text: str) -> str:
    """A date's day written out in number words between its month and day marks, in figures ('2026 aniya 12 biya
    juwan nadan inenggi' -> '2026 aniya 12 biya 17 inenggi'): the words' values (`number_word`, the lexicon's) add up
    to a day of 1-31. Any other word there leaves the text as it is."""
    rx = _spelled_day_rx()
    if rx is None:
        return text
    table = _lex().values("number_word")

    def day(m: re.Match) -> str:
        words = re.findall(r"[^\W\d_]+", fold(m.group(2)).lower())
        values = [table.get(w) for w in words]
        if not values or any(v is None or not v.isdigit() or int(v) >= 100 for v in values):
            return m.group(0)
        total = sum(int(v) for v in values)
        return f"{m.group(1)}{total} " if 1 <= total <= 31 else m.group(0)

    return rx.sub(day, text)


#: a word that may be a Roman numeral (a date's day or year: `roman_dates`)
_ROMAN_TOKEN = re.compile(r"(?<![\w.])[MDCLXVI]{1,12}(?![\w.])")
_ROMAN_VALUE = {"M": 1000, "D": 500, "C": 100, "L": 50, "X": 10, "V": 5, "I": 1}
_ROMAN_FORM = re.compile(r"M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})")


def _roman(token: str) -> int | None:
    """The value of a well-formed Roman numeral ('XVII' 17, 'MMXXVI' 2026), else None."""
    if not token or _ROMAN_FORM.fullmatch(token) is None:
        return None
    values = [_ROMAN_VALUE[ch] for ch in token]
    return sum(-v if i + 1 < len(values) and v < values[i + 1] else v for i, v in enumerate(values))


def roman_dates(text: str) -> str:
    """A date's day and year written in Roman numerals, in Arabic figures: a numeral of 1-31 one or two words before
    a month's name is its day, one of 1900-2199 right after it its year ('die III mensis Decembris MMXXVI' ->
    'die 3 mensis Decembris 2026'). Other capitals (a model's 'IV', a list's row number) stay as they are."""
    words = list(re.finditer(r"\S+", text))
    bare = [w.group().strip(".,;:()") for w in words]
    new: dict[int, str] = {}
    for k, word in enumerate(bare):
        if not word.isalpha() or len(word) < 3 or _roman(word) is not None or _month(word) is None:
            continue
        if k + 1 < len(bare) and (y := _roman(bare[k + 1])) is not None and 1900 <= y < 2200:
            new[k + 1] = str(y)
        # the day right before the month, or before a small word between them ('III mensis Decembris', 'III de')
        linked = k >= 2 and bare[k - 1].isalpha() and bare[k - 1].islower()
        for j in (k - 1, k - 2) if linked else (k - 1,):
            if j >= 0 and (d := _roman(bare[j])) is not None and 1 <= d <= 31:
                new[j] = str(d)
                break
    if not new:
        return text
    out, last = [], 0
    for k, value in sorted(new.items()):
        w = words[k]
        at = w.start() + w.group().index(bare[k])
        out += [text[last:at], value]
        last = at + len(bare[k])
    return "".join(out) + text[last:]


#: days after the import day beyond which a date is a term's end, no quote date (see read_notes)
_FAR_AHEAD_DAYS = 60

#: the first day of a span of days written before the month they share ('1–31 December 2026', '1.-31. Dezember')
_DAY_RANGE_START = re.compile(r"(?<![\d.,/])(\d{1,2})\.?\s?[-–—]\s?$")
#: the same day before a range word ('du 1er au 31 décembre', '1st to 31st'): a day, at most three letters of its
#: ordinal ('er', 'st', 'º'), then the word
_DAY_BEFORE_WORD = re.compile(r"(?<![\d.,/])(\d{1,2})[^\W\d_]{0,3}\.?\s+$")


def _day_range_start(before: str) -> re.Match | None:
    """The first day of a span of days one month shares, written before the date that ends it: '1–' or '1.-' before
    '31 December 2026', or a day and a range word of the lexicon's (`price_text.range_to`: 'au', 'to', 'bis')
    before it ('Valables du 1er au 31 décembre 2026'). Group 1 is the day."""
    found = _DAY_RANGE_START.search(before)
    if found is not None:
        return found
    low = lx.fold(before)
    for w in _range_words():
        if w.isalpha() and low.endswith(" " + w):
            return _DAY_BEFORE_WORD.search(low[: len(low) - len(w)])
    return None


def _valid_from_before(text: str) -> bool:
    """Whether a date's label says the prices start then ('valid from', 'gültig ab', 'действует с', '自'): a phrase
    of two words anywhere before it, a single word right before it."""
    if not text:
        return False
    low = text.lower()
    tail = low.rstrip(" :：-")
    for _c, s, e in _finder("date.valid_from").finditer(low):
        if " " in low[s:e].strip() or e >= len(tail) - 1:
            return True
    return False


def _end_restated(before: str) -> bool:
    """Whether a date after 'valid N days' restates where they end, in brackets or after an 'until' word ('14 dni
    (do 26.11.2026)', 'valid 14 days, to 2026-11-26'), rather than saying when they start."""
    tail = before.rstrip(" :：-").lower()
    if tail.endswith(("(", "（")):
        return True
    words = tail.rsplit(" ", 2)
    # the 'until' word, or the one before a short article after it ('(hasta el 10/12/2026)', 'until the 10th')
    tries = [words[-1]] + ([words[-2]] if len(words) > 1 and words[-1].isalpha() and len(words[-1]) <= 3 else [])
    for word in tries:
        word = word.lstrip("(（")
        at = max(word.rfind("("), word.rfind("（"))
        if at >= 0:
            word = word[at + 1 :]  # '有效期7天（至': unspaced, the bracket opens on the 'until' word
        hit = _finder("price_text.range_to").search(word) if word else None
        if hit is not None and hit[1] == 0 and hit[2] == len(word):
            return True
    return False


def _valid_days(text: str) -> int | None:
    """The days an offer holds, from 'valid 14 days', '报价有效期3天', 'gültig 2 Wochen' ('valid until' + a date is
    read as a date)."""
    low = text.lower()
    units = {"period.day": 1, "period.week": 7, "period.month": 30, "date.days": 1, "period.hour": 1 / 24}
    for concept, s, _e in _finder(*units).finditer(low):
        if concept == "period.month" and (_day_after(low, _e) or _year_mark_before(low, s)):
            continue  # '至12月19日', '至2027年3月': the month of a day or of a year, no count of months
        k = s - 1
        if k >= 0 and low[k] == " ":
            k -= 1
        if k >= 1 and low[k] == ")" and (m := _BRACKETED_COUNT.search(low, max(0, k - 5), k + 1)) is not None:
            k = m.end(1) - 1  # 'thirty (30) days': the figures a count in words is restated in, in brackets
        j = k
        while j >= 0 and low[j].isdigit():
            j -= 1
        if k >= 0 and j < k:
            n = int(low[j + 1 : k + 1])
            if concept in ("period.day", "date.days") and _month_before(low, j + 1):
                continue  # '12月19日': a day of a month, no count of days
            if 0 < n <= 366 and (concept != "period.hour" or n % 24 == 0):
                return math.ceil(n * units[concept])  # 'Validez de la oferta: 48 hs': two days
        elif k >= 0 and concept != "period.hour" and (n := _numeral_before(low, k + 1)) is not None:
            return math.ceil(n * units[concept])  # '一周内有效', '两周': a number written as a word
        elif concept == "date.days" and (m := _COUNT_AFTER.match(low, _e)) is not None and 0 < int(m[1]) <= 366:
            return int(m[1])  # 'bɛtena hɔ nna 14' (Twi: stays 14 days): the count after its day word
        elif concept != "period.hour" and (m := _BRACKETED_AFTER.match(low, _e)) is not None and 0 < int(m[1]) <= 366:
            # 'sappo e nay ñalawma (14)' (Pular: ten and four days): the count in words, restated in brackets after
            return math.ceil(int(m[1]) * units[concept])
    return None


@lru_cache(maxsize=1)
def _day_marks() -> re.Pattern:
    marks = "|".join(re.escape(w) for w in sorted(_lex().phrases("date.day_mark"), key=len, reverse=True))
    return re.compile(rf"\s?\d{{1,2}}\s?(?:{marks})") if marks else re.compile(r"(?!)")


def _month_before(low: str, start: int) -> bool:
    """Whether a month mark and its number end right before `start` ('12月' before '19日'): the day of a date."""
    head = low[max(0, start - 8) : start].rstrip()
    marks = _lex().phrases("date.month_mark")
    return any(head.endswith(m) and head[: len(head) - len(m)].rstrip()[-1:].isdigit() for m in marks if m)


#: a unit in brackets at the end of a label ('报价有效期（天）', 'Validity (days)')
_BRACKETED_UNIT = lx.compiled(r"[(（]\s?([^\W\d_]{1,12})\s?[)）]\s*[:：]?\s*$")


def _year_mark_before(low: str, start: int) -> bool:
    """Whether a year and its mark come right before the number that ends at `start` ('2027年' before '3月'): the
    month of that year, no count of months."""
    j = start
    while j > 0 and low[j - 1] in " 0123456789":
        j -= 1
    head = low[max(0, j - 10) : j].rstrip()
    marks = _lex().phrases("date.year_mark")
    return j < start and any(
        head.endswith(m) and head[: len(head) - len(m)].rstrip()[-4:].isdigit() for m in marks if m
    )


def _day_after(low: str, end: int) -> bool:
    """Whether a day of the month follows a month word ('12月' + '19日'): a date, where '12月' alone may count."""
    return _day_marks().match(low, end) is not None


#: a count right after a validity day word, where a language writes it there ('nna 14'): not a date, a time or a
#: rate ('days 5%'), nor a count a word follows ('valida da 3 dicembre': Italian, valid from 3 December)
#: a count restated in figures in brackets, right before the unit ('thirty (30) days') or right after it ('ñalawma
#: (14)')
_BRACKETED_COUNT = re.compile(r"\((\d{1,3})\)$")
_BRACKETED_AFTER = re.compile(r"\s?\((\d{1,3})\)")
_COUNT_AFTER = lx.compiled(r"[\s-]?(\d{1,3})(?:-[^\W\d_]{1,3}(?![^\W\d_]))?(?![\d,/:%-]|\.\d|\s%|\s*[^\W\d_])")


def _numeral_before(low: str, end: int) -> int | None:
    """The number a numeral word ending at `end` writes ('一', '两', '三'), else None."""
    words = _numeral_words()
    for word, value in words:
        if low.endswith(word, 0, end) and value.isdigit():
            start = end - len(word)
            if any(low.endswith(w, 0, start) for w, _v in words):
                return _compound_numeral_before(low, end)  # '十五日內有效', '二十天'
            return int(value)
    return None


#: the most characters of a compound numeral read before a day word ('一百二十': 120)
_COMPOUND_CHARS = 6


def _compound_numeral_before(low: str, end: int) -> int | None:
    """The count a compound numeral of single characters ending at `end` writes ('十五' = 15, '二十' = 20, '一百二十' =
    120), read by the one bounded reader of amounts written out; None past a year's days or where the characters are
    no one number ('九八')."""
    from gpucompare.sheets.importer.freetext import _numeral_value, _numeral_values

    vals = _numeral_values()[0]
    start = end
    while start > max(0, end - _COMPOUND_CHARS) and low[start - 1] in vals:
        start -= 1
    if start > 0 and low[start - 1] in vals:
        return None  # a longer run than a count of days
    n = _numeral_value(low[start:end], vals) if end - start >= 2 else None
    return n if n is not None and 0 < n <= 366 else None


@lru_cache(maxsize=1)
def _numeral_words() -> tuple[tuple[str, str], ...]:
    return tuple(sorted(_lex().values("numerals").items(), key=lambda kv: -len(kv[0])))


def _closed_sentence(text: str) -> bool:
    """Three words or more closed by a full stop after a lower-case word ('Prices exclude applicable sales tax.',
    'Montants hors TVA applicable.'): a sentence, not a header. A header ends without one; an abbreviation's dot
    ('Beträge ohne MwSt.', 'Amount in EUR excl.') is no full stop."""
    t = text.strip()
    if not t.endswith(".") or t.count(" ") < 2:
        return False
    last = t[:-1].rsplit(" ", 1)[-1]
    if not (len(last) >= 3 and last.isalpha() and last.islower()):
        return False
    _basis, _s, end = _tax_in(t)
    return end < len(t) - 1  # 'Total price excl.': the basis word's own dot


def _names_a_total(text: str) -> bool:
    """A total's label or an amount column's header ('合计金额(含税)', 'Amount incl. VAT'): its tax words say what
    the total is, not the unit prices."""
    if row_kind_leading(text) == "subtotal":  # '合计金额(含税)', 'Total incl. VAT'; not '以上价格含税，合计…'
        return True
    m = match_header_cell(text) if len(text) <= 40 else None  # a header, not a sentence that names a tax
    sentence = any(ch in text for ch in "，,。;；:：") or text.count(" ") > 4 or _closed_sentence(text)
    return m is not None and m.field in ("total", "tax_amount") and (m.level == 3 or not sentence)


def _order_votes(texts: list[str]) -> int:
    """The slashed dates that only one order reads ('11/20/2026' month first: +1; '20/11/2026' day first: -1)."""
    votes = 0
    dmy = _patterns()["dmy"]
    for t in texts:
        for m in dmy.finditer(t):
            if m.group(2) == "/":
                a, b = int(m.group(1)), int(m.group(3))
                votes += (b > 12) - (a > 12)
    return votes


#: what stands right before a street address's numbers ('日本橋4-9-21', 'Hauptstr. 4-9-21'): a letter glued to them,
#: or a street's abbreviation and a space; a date written with hyphens and a two-digit year stands after neither
_ADDRESS_BEFORE = re.compile(r"(?:[^\W\d_]|[^\W\d_]\.\s)$")


def _month_first(texts: list[str], usd: bool = False) -> bool:
    """Whether slashed dates on this sheet put the month first: a date that can only be read so ('11/20/2026')
    says yes, one that can only be read day first ('20/11/2026') says no; otherwise a US-dollar sheet in English
    does (US order) and any other day first."""
    votes = 0
    us = latin = other = 0
    dmy = _patterns()["dmy"]
    for t in texts:
        for m in dmy.finditer(t):
            if m.group(2) == "/":
                a, b = int(m.group(1)), int(m.group(3))
                votes += (b > 12) - (a > 12)
        us += currency_in(t)[0] == "USD"
        for ch in t[:100]:
            if ch.isalpha():
                if ch.isascii():
                    latin += 1
                else:
                    other += 1
    if votes:
        return votes > 0
    if not (bool(us or usd) and latin > 4 * other):
        return False
    # US order only for a sheet in English: a Haitian or Latin American sheet priced in US dollars writes day first
    languages = lx.get().sheet_languages(texts[:40])
    return not languages or languages[0] == "en"


@lru_cache(maxsize=1)
def _rate_pattern() -> re.Pattern:
    """A percentage: '19 %', '18 فیصد', '20 percent' (the lexicon's percent words), or the sign first ('%20', as
    Turkish writes it)."""
    words = _alt("tax.percent")
    sign = rf"%|{words}" if words else "%"
    return re.compile(
        rf"(?<![\d.,])(\d{{1,2}}(?:[.,]\d{{1,3}})?)\s?(?:{sign})|(?<![\w%])%\s?(\d{{1,2}}(?:[.,]\d{{1,2}})?)(?![\d.,]*\d)"
    )


def _tax_rate_in(text: str) -> float | None:
    """The tax rate a note states: of its percentages ('buyer's premium (18%) and VAT at 20%'), the one nearest a
    tax word; a rate of 30% or more is none."""
    low = text.lower()
    taxes = [s for _c, s, _e in _finder("tax.word").finditer(low)]
    best: tuple[int, list[float]] | None = None  # (distance to a tax word, the chain of added rates it is in)
    chain: list[float] = []  # the rates added to one another so far ('VAT 15% + NHIL 2.5% + GETFund 2.5%')
    taxed = False  # whether a tax word names the chain's first rate
    last_end = -1
    for m in _rate_pattern().finditer(low):
        rate = float((m.group(1) or m.group(2)).replace(",", ".")) / 100
        if not 0 < rate < 0.3:
            last_end = -1
            continue
        between = low[last_end : m.start()] if last_end >= 0 else ""
        # levies added to a tax: a '+' and a levy's name between two rates, the chain headed by a rate a tax word
        # names ('VAT 15% + NHIL 2.5%'); their sum is the rate paid. A discount or a deposit before the tax
        # ('discount 10% + VAT 15%') or a bare '+ 5%' after it ('+ 5% service charge') is no levy
        if "+" in between and len(between) <= _LEVY_GAP and _LETTER.search(between) and taxed:
            chain.append(rate)
        else:
            # a tax word names the rate: before it ('VAT 15%') or after it, short of the next '+' ('15% VAT + ...')
            start = max(last_end, 0, m.start() - _LEVY_GAP)
            end = m.end() + len(low[m.end() : m.end() + _LEVY_GAP].split("+", 1)[0])
            taxed = any(start <= s < m.start() or m.end() <= s < end for s in taxes)
            chain = [rate]
        last_end = m.end()
        gap = min((abs(s - m.start()) for s in taxes), default=0)
        if best is None or gap < best[0]:
            best = (gap, chain)
    if best is None:
        return None
    effective = _effective_rate(low)
    if effective is not None:
        return effective
    restated = _restated_total(low)
    if restated is not None:
        return restated
    total = round(sum(best[1]), 5)
    return total if total < 0.3 else best[1][0]


def _restated_total(low: str) -> float | None:
    """A rate in brackets right after two others that is what they come to together ('TVA 18 % ti centimes
    additionnels 5 % (18,9 %)': a surcharge of 5 % levied on the 18 % tax; 'VAT 15% and levy 2.5% (17.5%)'): the
    sheet's own total, the rate paid; else None."""
    rates = []
    for m in _rate_pattern().finditer(low):
        rate = float((m.group(1) or m.group(2)).replace(",", ".")) / 100
        if 0 < rate < 0.3:
            bracketed = low[max(0, m.start() - 2) : m.start()].rstrip().endswith("(")
            if bracketed and len(rates) >= 2:
                a, b = rates[-2], rates[-1]
                if min(abs(a * (1 + b) - rate), abs(a + b - rate), abs(b * (1 + a) - rate)) < 5e-4:
                    return round(rate, 5)
            rates.append(rate)
    return None


def _effective_rate(low: str) -> float | None:
    """The rate a note calls the effective one, next to its word ('PPN 12% × DPP nilai lain 11/12 (efektif 11%)',
    'VAT 12% on 11/12 of the price, effective rate 11%', '11% effective'): where the tax is levied on a reduced base,
    that is the rate the buyer pays on the price, whatever the nominal rate nearer the tax word; else None."""
    words = [(s, e) for _c, s, e in _finder("tax.effective").finditer(low)]
    if not words:
        return None
    for m in _rate_pattern().finditer(low):
        if any(
            (0 <= m.start() - e <= _EFFECTIVE_GAP and not _CLAUSE_BREAK.search(low[e : m.start()]))
            or (0 <= s - m.end() <= 2 and not low[m.end() : s].strip())
            for s, e in words
        ):
            rate = float((m.group(1) or m.group(2)).replace(",", ".")) / 100
            if 0 < rate < 0.3:
                return rate
    return None


#: the most characters between an 'effective' word and its rate ('effective rate: 11%')
_EFFECTIVE_GAP = 12

#: a digit or a clause's end between an 'effective' word and a rate: the rate is another clause's
_CLAUSE_BREAK = lx.compiled(r"[\d,;，；。]")


#: a letter (a levy's name between two added rates)
_LETTER = lx.compiled(r"[^\W\d_]")

#: the most characters between two rates added to each other ('% + GETFund ')
_LEVY_GAP = 24


def rate_of(v, text_number: bool = False) -> float | None:
    """A tax rate from a cell: '18%', '23 %', 0.21 (a percent-formatted number), 21 (a bare percentage); with
    `text_number` (a column of rates) also a bare percentage written as text, as a CSV writes it ('21,00' under '%
    IVA')."""
    if isinstance(v, bool):
        return None
    if isinstance(v, int | float):
        x = float(v) / 100 if 1 <= v < 30 else float(v)
    elif isinstance(v, str):
        m = re.fullmatch(r"\s*(\d{1,2}(?:[.,]\d{1,2})?)\s?%\s*", v[:12])
        if m is None and text_number:
            m = re.fullmatch(r"\s*(\d{1,2}(?:[.,]\d{1,2})?)\s*", v[:12])
        if m is None:
            return tax_code_rate(v)
        x = float(m.group(1).replace(",", ".")) / 100
    else:
        return None
    return x if 0 < x < 0.3 else None


def names_tax(text: str) -> bool:
    """Whether a text names a tax ('VAT Bus. Posting Gr.', 'GST')."""
    return _finder("tax.word").search(fold(text[:60]).lower()) is not None


def tax_code_rate(v: str) -> float | None:
    """The rate a tax code carries: a tax word and a number ('GST9', 'VAT 20', 'IVA21'), else None."""
    m = re.fullmatch(r"\s*([^\W\d_]{2,8})\s?(\d{1,2}(?:[.,]\d{1,2})?)\s*", v[:16])
    if m is None or not names_tax(m.group(1)):
        return None
    rate = float(m.group(2).replace(",", ".")) / 100
    return rate if 0 < rate < 0.3 else None


def _validity_of_other_period(sentence: str) -> bool:
    """Whether a sentence opens with the name of another period that holds a validity word itself ('Vigencia del
    contrato', a contract's term: `date.other`): a date it ends with is that period's, not the offer's ('Payment
    terms: 30 days, prices valid until …' names no such period: its validity stands). Only where it opens the
    sentence: a period's word further on ('Payment 30 days from receipt of a valid invoice, prices valid until …')
    speaks of something inside the sentence, never of the date it ends with."""
    low = sentence.lower()
    got = _finder("date.other").search(low)
    return (
        got is not None
        and not any(ch.isalnum() for ch in low[: got[1]])
        and _has(("date.valid",), low[got[1] : got[2]])
    )


def _sentence_before(text: str, at: int) -> str:
    """The words before position `at` back to the start of their sentence (a full stop or semicolon), at most 160
    characters."""
    head = text[max(0, at - 160) : at]
    cut = max(head.rfind(ch) for ch in ".;。；")
    return head[cut + 1 :]


def _clause_before(text: str, at: int) -> str:
    """The words before position `at` back to the start of their clause (a full stop, semicolon or bar)."""
    head = text[max(0, at - 60) : at]
    cut = max(head.rfind(ch) for ch in ".;|。；,，")
    return head[cut + 1 :]


def _tax_words(text: str) -> str | None:
    """'excl' or 'incl' from a note's words ('zzgl. 19 % MwSt.', '以上价格含税', 'Prices incl. VAT'): exclusive
    words win."""
    low = text.lower()
    if _finder("tax.none").search(low) is not None:
        return None  # 'No VAT applicable', 'TVA non applicable': no tax is charged, the price is neither basis
    # the same words with the rate taken out: 'GST 9% applicable' says what 'GST applicable' says
    bare = " ".join(_rate_pattern().sub(" ", low).split())
    for t in (low, bare):
        excl = _about_tax(t, _finder("tax.note_excl", "tax.cell_excl"))
        if excl:
            return "excl"
        if _about_tax(t, _finder("tax.note_incl", "tax.cell_incl")):
            return "incl"
    return _verb_on_tax(bare)


#: the most words between a verb and the tax it governs ('exclude | Jersey | GST', 'excluyen | el | IGIC')
_VERB_OBJECT_WORDS = 3


def _verb_on_tax(text: str) -> str | None:
    """'excl' or 'incl' from a verb whose object is the tax, a few words apart in one clause ('… and exclude Jersey
    GST', 'los precios excluyen el IVA canario'): the verb's own words (`tax.excl_verb`, `tax.incl_verb`) and a tax
    word at most `_VERB_OBJECT_WORDS` words after it, no clause's end between; exclusive verbs win."""
    taxes = [s for _c, s, _e in _finder("tax.word").finditer(text)]
    if not taxes:
        return None
    found: set[str] = set()
    for concept, _s, e in _finder("tax.excl_verb", "tax.incl_verb").finditer(text):
        for t in taxes:
            between = text[e:t]
            if t >= e and not _CLAUSE_END.search(between) and len(between.split()) <= _VERB_OBJECT_WORDS:
                found.add("excl" if concept.endswith("excl_verb") else "incl")
    return "excl" if "excl" in found else ("incl" if found else None)


_CLAUSE_END = lx.compiled(r"[,，;；。|、\n]")


def _about_tax(text: str, finder: lx.Finder) -> bool:
    """Whether the finder's words say something of the tax in `text`: where a tax word stands in the text, only a
    hit in a clause that names the tax counts ('含13%增值税专票价格, 不含运费': the '不含' excludes the freight, not
    the tax); where none does, any hit ('Prix HT')."""
    hits = [(s, e) for _c, s, e in finder.finditer(text)]
    if not hits:
        return False
    taxes = [s for _c, s, _e in _finder("tax.word").finditer(text)]
    if not taxes:
        return True
    ends = [m.start() for m in _CLAUSE_END.finditer(text)]
    named = {bisect.bisect_right(ends, s) for s in taxes}
    return any(bisect.bisect_right(ends, s) in named for s, _e in hits)


def line_tax(text: str) -> tuple[str, float | None] | None:
    """(basis, rate or None) a line's own note states ('含税含运', '含13%专票', '不含税，开票加6个点'), else None: the
    same words a note about the whole sheet is read by, in one cell."""
    if not text or not _has(("tax.word",), text) or text.rstrip().endswith(("?", "？", "؟")):
        return None
    basis = tax_note(text) or _tax_words(text)
    if not basis:
        return None
    rate = _tax_rate_in(text)
    return basis, _sheet_rate(rate)


def _year(y: int) -> int:
    """A year as written: a Buddhist-era year ('2569') is read in the Common Era by the offset a language gives."""
    if y > 2400:
        for lang in _lex().languages.values():
            if lang.year_offset and 2000 < y + lang.year_offset < 2100:
                return y + lang.year_offset
    return y


def _range_end_without_year(text: str, at: int, p: dict) -> tuple[int, int, int] | None:
    """(month, day, position) of a range's second end written without its year right after a full date
    ('2026年12月1日-12月31日', '2026年12月1日至12月31日': the year is written once, for both ends), else None."""
    md = p.get("month_day")
    if md is None:
        return None
    rest = text[at : at + 24]
    gap = len(rest) - len(rest.lstrip(" \t"))
    joined = rest[gap:]
    word = next((w for w in ("-", "–", "—", "~", "～", *_range_words()) if w and joined.lower().startswith(w)), None)
    if word is None:
        return None
    start = at + gap + len(word)
    start += len(text[start : start + 4]) - len(text[start : start + 4].lstrip(" \t"))
    m = md.match(text, start)
    return (int(m.group(1)), int(m.group(2)), m.start()) if m else None


def _year_after(first: str, month: int, day: int) -> str | None:
    """The day `month`/`day` on or after the ISO date `first`: in its year, or the next one ('12月20日-1月5日')."""
    y = int(first[:4])
    d = _date(y, month, day)
    return d if d is None or d >= first else _date(y + 1, month, day)


def labelled_era_date(text: str, label: str) -> str | None:
    """The one date a date column's cell gives in an era's short form ('有效日期' | 115/12/17, the ROC year), its
    header the label `_dates_in` reads it after; None where the cell holds none or several."""
    if text.__class__ is not str or not 5 <= len(text) <= 20:
        return None
    found = {d for d, _at in _dates_in(text.strip(), dt.date.today(), label=label[:24])}
    return found.pop() if len(found) == 1 else None


@lru_cache(maxsize=1)
def _document_number() -> re.Pattern:
    """A document's number after its word ('Quotation No. 26/12/09', 'عرض سعر رقم ٢٦/١٢/٠٩', `date.number`)."""
    words = "|".join(re.escape(w) for w in sorted(_lex().phrases("date.number"), key=len, reverse=True))
    return lx.compiled(rf"(?<![^\W\d_])(?:{words})\s?[:.#]?\s?\d[\d/.\-]*", re.IGNORECASE)


def _numbers_masked(text: str) -> str:
    """The text with each document number blanked (its length kept, so positions hold): the figures of a quotation's
    number are no date."""
    if not any(ch.isdigit() for ch in text[:400]):
        return text
    return _document_number().sub(lambda m: " " * len(m.group(0)), text)


def _dates_in(text: str, today: dt.date, month_first: bool = False, label: str = ""):
    """(ISO date, position) of every date in a text, day first where the order is not said; `label` is the short
    cell before a text cell (its label, '決標日期' | '115/11/27')."""
    text = _numbers_masked(text)
    p = _patterns()
    for m in p["ymd"].finditer(text):
        d = _date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
        if d:
            yield d, m.start()
            end = _range_end_without_year(text, m.end(), p)
            if end is not None and (until := _year_after(d, *end[:2])) is not None:
                yield until, end[2]
    eras = _lex().values("era")
    if "era" in p:
        for m in p["era"].finditer(text):
            y = 1 if not m.group(2).isdigit() else int(m.group(2))
            d = _date(int(eras[lx.fold(m.group(1))]) + y, int(m.group(3)), int(m.group(4)))
            if d:
                yield d, m.start()
        # '115年12月3日' (the ROC year without its era word) next to a date label
        for m in p["era_bare"].finditer(text):
            if _has(("date.label",), text[max(0, m.start() - 24) : m.start()]) or m.group(2):
                # the era the year belongs to is the one era that makes it a date a quote can bear ('115年' is
                # 民國 115, 2026; 令和 115 and 平成 115 lie in the next century)
                days = {
                    d
                    for v in set(eras.values())
                    if (d := _date(int(v) + int(m.group(1)), int(m.group(3)), int(m.group(4))))
                }
                if len(days) == 1:
                    yield days.pop(), m.start()
        last = -1  # where the slashed era date read last ends
        for m in p["era_slashed"].finditer(text):
            before = text[max(0, m.start() - 24) : m.start()]
            if not before.strip() and not text[m.end() :].strip():
                before = label  # the date alone in its cell: the cell before labels it ('決標日期' | '115/11/27')
            gap = text[last : m.start()].strip().lower() if last >= 0 and m.start() - last <= 6 else None
            if not (_has(("date.label", "date.valid"), before) or (gap and gap in _range_words())):
                continue
            days = {
                d
                for v in set(eras.values())
                if (d := _date(int(v) + int(m.group(1)), int(m.group(3)), int(m.group(4))))
            }
            if len(days) == 1:
                last = m.end()
                yield days.pop(), m.start()
    if "words" in p:
        for m in p["words"].finditer(text):
            d = _date(int(m.group(3)), int(m.group(2)), int(m.group(1)))
            if d:
                yield d, m.start()
        for m in p["words_ymd"].finditer(text):
            d = _date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
            if d:
                yield d, m.start()
    for m in p["dmy"].finditer(text):
        if m.group(2) == "-" and len(m.group(4)) == 2 and m.start() and _ADDRESS_BEFORE.search(text, 0, m.start()):
            continue  # '大阪市浪速区日本橋4-9-21', 'Hauptstr. 4-9-21': a street address's block numbers, not a date
        a, b, y = int(m.group(1)), int(m.group(3)), _year(int(m.group(4)))
        y = y + 2000 if y < 100 else y
        first = _date(y, b, a)  # day first
        second = _date(y, a, b)
        if month_first and m.group(2) == "/":
            first, second = second, first  # '11/03/2026' on a US quote is November 3
        if first and second and first != second and second in _worded_dates(text, p):
            first = second  # '3טן דעצעמבער 2026 (12/03/2026)': the slashed date restates the one written in words
        soon = (today + dt.timedelta(days=7)).isoformat()  # a quote written a few days ahead (time zones, a draft)
        if first and second and first > soon and today.isoformat() >= second:
            # a quote is not dated in the future; the day it holds until is ('वैध (10/12/2026 पर्यंत)')
            before = text[max(0, m.start() - 48) : m.start()]
            if not (_valid_before(before) or _until_after(text[m.start() : m.start() + 48])):
                first = second
        d = first or second
        if d:
            yield d, m.start()
    for m in p["d_month_y"].finditer(text):
        mon = _month(m.group(2))
        d = _date(_year(int(m.group(3))), mon, int(m.group(1))) if mon else None
        if d:
            yield d, m.start()
    for m in p["d_mon_yy"].finditer(text):
        mon = _month(m.group(2))
        d = _date(2000 + int(m.group(3)), mon, int(m.group(1))) if mon else None
        if d:
            yield d, m.start()
    for m in p["y_d_month"].finditer(text) if "y_d_month" in p else ():
        mon = _month(m.group(3))
        d = _date(int(m.group(1)), mon, int(m.group(2))) if mon else None
        if d:
            yield d, m.start()
    for m in p["month_d_y"].finditer(text):
        mon = _month(m.group(1))
        d = _date(int(m.group(3)), mon, int(m.group(2))) if mon else None
        if d:
            yield d, m.start()
    for m in p["y_month_d"].finditer(text):
        mon = _month(m.group(2))
        d = _date(int(m.group(1)), mon, int(m.group(3))) if mon else None
        if d:
            yield d, m.start()
    for m in p["y_d_month_mark"].finditer(text) if "y_d_month_mark" in p else ():
        mon = _month(m.group(3))
        d = _date(int(m.group(1)), mon, int(m.group(2))) if mon else None
        if d:
            yield d, m.start()
    for m in p["solar_hijri"].finditer(text) if "solar_hijri" in p else ():
        mon = _solar_hijri_months().get(lx.fold(m.group(2)))
        d = _date(int(m.group(3)), mon, int(m.group(1))) if mon else None  # `_date` turns the year Gregorian
        if d:
            yield d, m.start()
    for m in p["ethiopian"].finditer(text) if "ethiopian" in p else ():
        mon = _ethiopian_months().get(lx.fold(m.group(1)))
        d = ethiopian_to_gregorian(int(m.group(3)), mon, int(m.group(2))) if mon else None
        if d:
            yield d, m.start()


def _date_end(text: str, start: int) -> int:
    """Where the date found at `start` ends: the longest match of a date pattern there ('2026年12月3日' is ten
    characters, '3.12.26' seven), so that the text after it, not its own month mark, is the next date's label."""
    ends = [m.end() for rx in _patterns().values() if (m := rx.match(text, start)) is not None]
    return max(ends, default=start + 6)


def _worded_dates(text: str, p: dict) -> set[str]:
    """The dates a text writes with a month's name ('3 decembro 2026', 'Kēkēmapa 4, 2026')."""
    out = set()
    for key, mi, yi, di in (("d_month_y", 2, 3, 1), ("month_d_y", 1, 3, 2), ("y_month_d", 2, 1, 3)):
        for m in p[key].finditer(text):
            mon = _month(m.group(mi))
            d = _date(_year(int(m.group(yi))), mon, int(m.group(di))) if mon else None
            if d:
                out.add(d)
    return out


@lru_cache(maxsize=1)
def _ethiopian_months() -> dict[str, int]:
    lex = _lex()
    return {w: int(k) for k in lex.keys("ethiopian_month") for w in lex.phrases(f"ethiopian_month.{k}")}


@lru_cache(maxsize=1)
def _solar_hijri_months() -> dict[str, int]:
    lex = _lex()
    return {w: int(k) for k in lex.keys("solar_hijri_month") for w in lex.phrases(f"solar_hijri_month.{k}")}


def ethiopian_to_gregorian(y: int, m: int, d: int) -> str | None:
    """An Ethiopian-calendar date (twelve months of 30 days and a thirteenth of 5 or 6) as an ISO Gregorian one, by
    their day numbers: 'ኅዳር 25 ቀን 2019 ዓ.ም' is 2026-12-04."""
    if not (1 <= m <= 13 and 1 <= d <= (30 if m < 13 else 6)):
        return None
    jdn = _ETHIOPIAN_EPOCH + 365 * (y - 1) + y // 4 + 30 * (m - 1) + d - 1
    g = dt.date.fromordinal(jdn - _JDN_ORDINAL)
    return _date(g.year, g.month, g.day)


#: the Julian day number of the Ethiopian calendar's first day, and of the day before the proleptic Gregorian day 1
_ETHIOPIAN_EPOCH = 1_724_221
_JDN_ORDINAL = 1_721_425


def _date(y: int, m: int, d: int) -> str | None:
    if _SOLAR_HIJRI[0] <= y <= _SOLAR_HIJRI[1] and 1 <= m <= 12 and 1 <= d <= 31:
        y, m, d = solar_hijri_to_gregorian(y, m, d)  # '۱۴۰۵/۰۹/۰۸' on an Iranian sheet is 2026-11-29
    try:
        return dt.date(y, m, d).isoformat() if 2000 < y <= _LAST_YEAR else None
    except ValueError:
        return None


#: the last year a quote's date or its validity may fall in: later years are another calendar's ('२०८३/०८/१८' in
#: Bikram Sambat, Nepal's, is 2026; the Gregorian date beside it is read instead)
_LAST_YEAR = dt.date.today().year + 25

_DIGIT = lx.compiled(r"[^\W\D0-9]")  # a decimal digit of another script


#: a figure of a scanned note with letters for digits ('ЗO.ll.2O26', '2O%'): digits, the letters a scan's text
#: recognition puts for them and number marks, no leading 0, standing alone or beside a Han character, a script
#: without spaces ('2O26年12月O4日', '含税l3%': there an O before a real digit is a 0 too)
_SCANNED_FIGURE = lx.compiled(
    r"(?<![^\W\d_\u3400-\u9fff])(?:[1-9lIЗз]|(?<=[\u3400-\u9fff])[OoОо](?=\d))[\dOoОоlIЗз]*"
    r"(?:[.,/][\dOoОоlIЗз]+)*(?![^\W\d_\u3400-\u9fff])"
)
_SCANNED_DIGITS = str.maketrans("OoОоlIЗз", "00001133")


def _scanned_figure(m: re.Match) -> str:
    """The figure with its look-alike letters as digits, where it holds a real digit and a look-alike letter."""
    t = m.group(0)
    if not any(ch.isdigit() for ch in t) or t.isdigit() or not re.search(r"\d", t.replace(".", "")):
        return t
    return t.translate(_SCANNED_DIGITS)


def ascii_digits(text: str) -> str:
    """The text with every script's decimal digits as ASCII ones (Persian, Arabic-Indic, Bengali, Devanagari ...)."""
    return _DIGIT.sub(lambda m: str(unicodedata.digit(m.group(0), 0)), text)


#: years read in the Solar Hijri calendar (Iran, Afghanistan): 1380-1430 is 2001-2052 there; the lunar Hijri years
#: that share the numbers were 1960-2009, before any quote
_SOLAR_HIJRI = (1380, 1430)


def solar_hijri_to_gregorian(jy: int, jm: int, jd: int) -> tuple[int, int, int]:
    """A Solar Hijri (Jalali) date as a Gregorian one (the arithmetic of the 33-year cycle)."""
    jy += 1595
    days = -355668 + 365 * jy + (jy // 33) * 8 + ((jy % 33) + 3) // 4 + jd
    days += (jm - 1) * 31 if jm < 7 else (jm - 7) * 30 + 186
    gy = 400 * (days // 146097)
    days %= 146097
    if days > 36524:
        days -= 1
        gy += 100 * (days // 36524)
        days %= 36524
        if days >= 365:
            days += 1
    gy += 4 * (days // 1461)
    days %= 1461
    if days > 365:
        gy += (days - 1) // 365
        days = (days - 1) % 365
    gd = days + 1
    leap = (gy % 4 == 0 and gy % 100 != 0) or gy % 400 == 0
    for gm, n in enumerate((31, 29 if leap else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31), start=1):
        if gd <= n:
            return gy, gm, gd
        gd -= n
    return gy, 12, 31


def sheet_name_date(name: str) -> str | None:
    """A year and month in a sheet's name ('2026-11', '202611', 'Nov 2026', '2026年11月'), as 'YYYY-MM'."""
    t = fold(name[:80]).lower()
    m = re.search(r"(20\d\d)\s?[-_./年]?\s?(\d{1,2})(?!\d)", t)
    if m and 1 <= int(m.group(2)) <= 12:
        return f"{m.group(1)}-{int(m.group(2)):02d}"
    m = re.search(r"([^\W\d_]{3,9})\.?\s?[-_ ]?\s?(20\d\d)", t)
    if m and _month(m.group(1)):
        return f"{m.group(2)}-{_month(m.group(1)):02d}"
    m = re.search(r"(20\d\d)", t)
    return f"{m.group(1)}-00" if m else None


#: a month and day without a year in a sheet's name ('11.20', '12-04', '11月27日'): one sheet per week or day
_MONTH_DAY = lx.compiled(r"(?<![\d.])(\d{1,2})\s?[./\-月]\s?(\d{1,2})日?(?![\d.])")


def sheet_name_days(names: list[str]) -> dict[str, int]:
    """The order of sheets named by a month and day without a year ('11.20', '11.27', '12.04'), as a sortable number
    per name; a run crossing the new year ('12.25', '01.02') puts the early months after the late ones. Names without
    such a date are left out; an empty result when fewer than two names have one."""
    days = {}
    for name in names:
        m = _MONTH_DAY.search(fold(name[:80]))
        if m and 1 <= int(m.group(1)) <= 12 and 1 <= int(m.group(2)) <= 31:
            days[name] = (int(m.group(1)), int(m.group(2)))
    if len(days) < 2:
        return {}
    months = {mo for mo, _ in days.values()}
    wraps = max(months) >= 10 and min(months) <= 3
    return {n: (mo + 12 if wraps and mo <= 6 else mo) * 100 + d for n, (mo, d) in days.items()}


@lru_cache(maxsize=1)
def _company() -> tuple[re.Pattern, re.Pattern | None]:
    """A company's name with its legal form after it ('深圳某某科技有限公司', 'ACME Ltd.') or before it ('ООО «Ромашка»')."""
    lex = _lex()
    suffixes = sorted(lex.phrases("vendor.company_suffix"), key=len, reverse=True)
    # a Latin legal form stands on its own ('ACME SA', not 'Visa', nor the 'as' of '15 días'); a Chinese one ends the
    # name ('某某科技有限公司')
    alt = "|".join((r"(?<![^\W\d_])" if s[0].isascii() and s[0].isalpha() else "") + re.escape(s) for s in suffixes)
    after = lx.compiled(rf"(.{{2,60}}?(?:{alt}))(?:\s|$|[,，(（])", re.IGNORECASE)
    prefixes = "|".join(re.escape(s) for s in lex.phrases("vendor.company_prefix"))
    before = lx.compiled(rf"((?:{prefixes})\s?«?[^»\s]{{1,40}}»?)", re.IGNORECASE) if prefixes else None
    return after, before


@lru_cache(maxsize=1)
def _vendor_label() -> re.Pattern:
    """A label before the vendor's name ('Vendor:', '供应商：'), compiled once (its compiled form kept)."""
    labels = "|".join(re.escape(w) for w in _lex().phrases("vendor.label"))
    return lx.compiled(rf"^(?:{labels})\s?[:：]\s?", re.IGNORECASE)


#: a vendor taken from a file's name is cut to this many characters (at a word's end): a descriptive file name of a
#: hundred characters is no vendor's name, and it filled the import dialog's field and every quote's vendor column
VENDOR_FROM_FILE_MAX = 32


def vendor_from_file_name(stem: str) -> str:
    """Who sent a sheet that names no company, from its file's name: its words ('_', '-' and '.' read as spaces),
    cut at a word's end to VENDOR_FROM_FILE_MAX characters with '…' ('ACME_quote_2026-05' -> 'ACME quote 2026 05';
    'mq_fr_liste_prix_partenaires_pvc_conseille_…' -> 'mq fr liste prix partenaires pvc…')."""
    words = " ".join(re.sub(r"[_\-.]+", " ", stem).split()) or stem.strip()
    if len(words) <= VENDOR_FROM_FILE_MAX:
        return words
    cut = words[: VENDOR_FROM_FILE_MAX + 1].rsplit(" ", 1)[0] if " " in words[:VENDOR_FROM_FILE_MAX] else ""
    return (cut or words[:VENDOR_FROM_FILE_MAX]).rstrip() + "…"


@lru_cache(maxsize=1)
def _party_labels() -> tuple[re.Pattern, re.Pattern, re.Pattern]:
    """(seller, buyer, name): a cell that starts with a seller's label ('销售方名称：', 'Seller'), a buyer's
    ('购买方名称', 'Bill to'), or a block's name line ('名称：'), each with what follows it in group 1."""

    def rx(concept: str) -> re.Pattern:
        words = "|".join(re.escape(w) for w in _lex().phrases(concept))
        # the label alone in its cell, or before a colon: 'Customer price list' names no customer
        return lx.compiled(rf"^(?:{words})(?:\s?[:：]\s?(.*)|\s?[:：]?)$", re.IGNORECASE)

    return rx("vendor.seller_label"), rx("vendor.buyer_label"), rx("vendor.name_label")


#: the longest name a labelled seller or a vendor column is taken as (a label's value is a name, never a paragraph)
VENDOR_NAME_MAX = 60


def _name_value(text: str) -> str:
    """A labelled value as a vendor's name: its words, or '' when it is no name (blank, a number, too long)."""
    t = " ".join(text.split())
    if not t or len(t) > VENDOR_NAME_MAX or not any(ch.isalpha() for ch in t):
        return ""
    return t


def labelled_seller(cells) -> str:
    """The seller a label names ('销售方名称：深圳某某有限公司' in one cell, '销售方名称' | 深圳某某有限公司 in two, a
    '销售方信息' block's '名称：…'), as written; '' when no cell is labelled so. A fapiao names its buyer first: the
    seller's label decides, never the first company."""
    seller, buyer, name = _party_labels()
    texts = [" ".join(v[:MAX_NOTE_CHARS].split()) if isinstance(v, str) else "" for v in cells]
    for i, t in enumerate(texts):
        folded = unicodedata.normalize("NFKC", t)
        m = seller.match(folded) if folded else None
        if m is None:
            continue
        g = m.group(1) or ""
        value = _name_value(t[len(t) - len(g) :] if g and len(folded) == len(t) else g)  # as written where it can
        if not value:  # the label alone: its value is the next text cell ('名称：…' under a block's heading)
            nxt = next((x for x in texts[i + 1 : i + 3] if x), "")
            if nxt and not seller.match(nxt) and not buyer.match(nxt):
                n = name.match(unicodedata.normalize("NFKC", nxt))
                value = _name_value(nxt[len(nxt) - len(n.group(1)) :] if n and n.group(1) else nxt)
        if value:
            return value
    return ""


def vendor_column(rows: list[list], first: int, col: int, limit: int = 2000) -> tuple[str, list[str]]:
    """(vendor, names) from a per-line supplier column ('供应商' in a Feishu or Lark export, 'Supplier'): its one
    name, or its names joined ('A / B / C', and '…' past three) when the lines come from several, each name once in
    the order met; ('', []) when it names none. At most `limit` rows are read (a column of names, bounded)."""
    names: dict[str, None] = {}
    for row in rows[first : first + limit]:
        v = row[col] if col < len(row) else None
        if isinstance(v, str) and (name := _name_value(v)):
            names.setdefault(name, None)
    found = list(names)
    if not found:
        return "", []
    shown = " / ".join(found[:3]) + (" / …" if len(found) > 3 else "")
    return shown, found


def guess_vendor(cells, fallback: str) -> str:
    """The company named in the title rows ('深圳某某科技有限公司', 'ACME Compute Supply'), else the file name; shown
    as the vendor writes it (the words are matched in the normalised text, the name taken from the original). A
    seller's label decides first (labelled_seller); a buyer's labelled name is never taken (a fapiao's 购买方)."""
    label = _vendor_label()
    after, before = _company()
    _seller, buyer, _name = _party_labels()
    cells = list(cells)
    named = labelled_seller(cells)
    if named:
        return named
    skip_next = False
    for v in cells:
        if not isinstance(v, str) or not v.strip():
            continue
        m = buyer.match(unicodedata.normalize("NFKC", " ".join(v[:MAX_NOTE_CHARS].split())))
        if m is not None or skip_next:  # the buyer's name, or the cell after its bare label
            skip_next = m is not None and not m.group(1)
            continue
        original = " ".join(v[:MAX_NOTE_CHARS].split())
        pieces = [unicodedata.normalize("NFKC", ch) for ch in original]
        starts = [0]
        for p in pieces:
            starts.append(starts[-1] + len(p))
        t = "".join(pieces)

        def back(a: int, b: int, starts=starts, original=original) -> str:
            i = next(k for k, x in enumerate(starts) if x >= a)
            j = next((k for k, x in enumerate(starts) if x >= b), len(original))
            return original[i:j].strip()

        if _valid_before(t.lower()) or (len(t) <= 20 and _valid_days(t.lower()) is not None):
            continue  # 'Validez:' | '15 días': how long the offer holds, never who sent it
        skip = label.match(t)
        at = skip.end() if skip else 0
        for rx in (before, after):
            m = rx.match(t, at) if rx is not None else None
            if m:
                return back(m.start(1), m.end(1))
        m = re.match(r"(.{2,60}?)\s[-–—|:]\s", t[at:])
        if m and _has(("vendor.quote_word",), t):
            return back(at + m.start(1), at + m.end(1))
    return fallback
