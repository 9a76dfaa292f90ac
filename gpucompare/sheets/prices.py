"""The one price parser: '10w~12w', '2.5万-3万美元', '¥19,999', '27.450,00 €', 'от 25 000 до 30 000', '价格面议'..."""

from __future__ import annotations

import datetime as dt
import math
import re
import unicodedata
from dataclasses import dataclass, replace

from gpucompare.i18n import Msg
from gpucompare.sheets.header import price_period

ON_REQUEST = (
    "价格面议",
    "面议",
    "询价",
    "电询",
    "来电",
    "待定",
    "tbd",
    "tba",
    "call",
    "poa",
    "p.o.a",
    "on request",
    "upon request",
    "ask",
    "contact",
    "по запросу",
    "договорная",
    "уточняйте",
    "звоните",
    "под заказ",
    "на заказ",
    "запрос",
    "お問い合わせ",
    "問い合わせ",
    "問合せ",
    "要相談",
    "応相談",
    "sur demande",
    "nous consulter",
    "consulter",
    "consultar",
    "bajo pedido",
    "a pedido",
    "a convenir",
    "문의",
    "협의",
    "별도",
    "auf anfrage",
    "anfrage",
    "a. a.",
    "inquire",
    "enquire",
    "rfq",
    "咨询",
    "议价",
    "实时",
    "n/a",
    "request",
    "op aanvraag",
    "aanvraag",
    "sob consulta",
    "sob pedido",
    "na zapytanie",
    "zapytanie",
    "liên hệ",
    "lien he",
    "richiesta",
    "su richiesta",
    "teklif",
    "sorunuz",
    "hubungi",
    "詢價",
    "洽詢",
    "來電",
)

# currency words and symbols -> ISO code; longest first so '美元' wins over '元'
_CURRENCY = [
    ("us$", "USD"),
    ("ريال قطري", "QAR"),
    ("ريال عماني", "OMR"),
    ("ر.ق", "QAR"),
    ("ر.ع", "OMR"),
    ("ريال", "SAR"),
    ("ر.س", "SAR"),
    ("sar", "SAR"),
    ("درهم", "AED"),
    ("د.إ", "AED"),
    ("aed", "AED"),
    ("دينار كويتي", "KWD"),
    ("د.ك", "KWD"),
    ("kwd", "KWD"),
    ("جنيه", "EGP"),
    ("ج.م", "EGP"),
    ("e£", "EGP"),
    ("egp", "EGP"),
    ("دولار", "USD"),
    ("يورو", "EUR"),
    ("人民币", "CNY"),
    ("新臺幣", "TWD"),
    ("台幣", "TWD"),
    ("臺幣", "TWD"),
    ("mx$", "MXN"),
    ("mxn", "MXN"),
    ("r$", "BRL"),
    ("brl", "BRL"),
    ("reais", "BRL"),
    ("zł", "PLN"),
    ("pln", "PLN"),
    ("kč", "CZK"),
    ("czk", "CZK"),
    ("₫", "VND"),
    ("vnđ", "VND"),
    ("vnd", "VND"),
    ("đồng", "VND"),
    ("₺", "TRY"),
    ("idr", "IDR"),
    ("₹", "INR"),
    ("sek", "SEK"),
    ("nok", "NOK"),
    ("dkk", "DKK"),
    ("huf", "HUF"),
    ("zar", "ZAR"),
    ("thb", "THB"),
    ("myr", "MYR"),
    ("港币", "HKD"),
    ("港元", "HKD"),
    ("hk$", "HKD"),
    ("hkd", "HKD"),
    ("新台币", "TWD"),
    ("nt$", "TWD"),
    ("twd", "TWD"),
    ("s$", "SGD"),
    ("sgd", "SGD"),
    ("a$", "AUD"),
    ("aud", "AUD"),
    ("c$", "CAD"),
    ("cad", "CAD"),
    ("英镑", "GBP"),
    ("gbp", "GBP"),
    ("£", "GBP"),
    ("chf", "CHF"),
    ("韩元", "KRW"),
    ("krw", "KRW"),
    ("₩", "KRW"),
    ("원", "KRW"),
    ("inr", "INR"),
    ("₹", "INR"),
    ("у.е.", "USD"),
    ("dollar", "USD"),
    ("доллар", "USD"),
    ("euro", "EUR"),
    ("рубл", "RUB"),
    ("yen", "JPY"),
    ("rmb", "CNY"),
    ("cny", "CNY"),
    ("美元", "USD"),
    ("美金", "USD"),
    ("usd", "USD"),
    ("欧元", "EUR"),
    ("eur", "EUR"),
    ("евро", "EUR"),
    ("руб", "RUB"),
    ("rub", "RUB"),
    ("р.", "RUB"),
    ("日元", "JPY"),
    ("jpy", "JPY"),
    ("円", "JPY"),
    ("元", "CNY"),
    ("$", "USD"),
    ("€", "EUR"),
    ("₽", "RUB"),
    ("¥", "YEN"),
    ("￥", "YEN"),
]
_SCALE = [
    ("亿", 1e8),
    ("억", 1e8),
    ("万", 1e4),
    ("만", 1e4),
    ("mio", 1e6),
    ("千", 1e3),
    ("млн", 1e6),
    ("тыс", 1e3),
    ("mln", 1e6),
    ("w", 1e4),
    ("k", 1e3),
    ("m", 1e6),
]
_NUM = r"\d[\d\s.,']*\d|\d"
_RANGE = re.compile(
    rf"^(?:от\s?|from\s?|ab\s?|dès\s?|desde\s?)?({_NUM})\s?([^\d\s~～\-–—]{{0,8}})\s?(?:~|～|-|–|—|至|到|to|до|bis|à|a)"
    rf"\s?({_NUM})\s?(\S{{0,8}})$"
)
_SINGLE = re.compile(rf"^(?:от\s?|from\s?|ab\s?|dès\s?|desde\s?|about\s?|~\s?)?({_NUM})\s?(\S{{0,8}})$")
MAX_PRICE = 1e10  # more than any accelerator costs, in any currency we know per unit
MIN_PRICE = 1e-4  # less than any hourly rate: 5e-324 is a broken cell, not a price
MAX_PRICE_CHARS = 120  # a longer cell is a note, and no pattern runs over unbounded text
_DOT_THOUSANDS = re.compile(r"^\d{1,3}\.\d{3}$")
#: currencies written with a dot between thousands ('28.000 zł', 'R$ 3.622', '2.000 ₫'); '30.000' there is 30,000
_DOT_CURRENCIES = {
    "EUR",
    "RUB",
    "CHF",
    "KRW",
    "JPY",
    "PLN",
    "CZK",
    "BRL",
    "VND",
    "IDR",
    "TRY",
    "DKK",
    "NOK",
    "SEK",
    "HUF",
    "RON",
}
_TEXT_NUM = re.compile(r"^[+-]?\d+(\.\d+)?([eE][+-]?\d+)?$")


@dataclass(frozen=True)
class ParsedPrice:
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


#: a full-width comma that separates items ('NF5688M7，8×H20，2TB'), not one that groups thousands ('１，２９９，５００')
_LIST_COMMA = re.compile(r"，(?!\d{3}(?!\d))|(?<!\d)，")


def fold(text: str) -> str:
    """Full-width to ASCII, Arabic-Indic digits to ASCII, non-breaking and thin spaces to plain spaces, trimmed. A
    full-width comma between items becomes ', ' (it is never a decimal mark), so that '，8×H20' still counts 8."""
    text = str(text)
    if "，" in text:
        text = _LIST_COMMA.sub(", ", text)
    text = unicodedata.normalize("NFKC", text).translate(_ARABIC)
    return re.sub(r"[\s\u00a0\u2009\u202f]+", " ", text).strip()


def parse_number(text: str) -> float | None:
    """'19,999' 289,000.00' '27.450,00' '15 000' '10.5' "1'200" '٣٩٬٦٧٥' -> float; None if it is not a number."""
    t = text.translate(_ARABIC).replace(" ", "").replace("'", "")
    if not t or not re.fullmatch(r"[\d.,]+", t):
        return None
    if "," in t and "." in t:
        dec = "," if t.rfind(",") > t.rfind(".") else "."
        thou = "." if dec == "," else ","
        t = t.replace(thou, "").replace(dec, ".")
    elif "," in t:
        if re.fullmatch(r"\d{1,3}(,\d{3})+", t) or re.fullmatch(r"\d{1,2}(,\d\d)+,\d{3}", t):
            t = t.replace(",", "")  # '289,000' and the Indian '25,00,000'

        elif t.count(",") == 1:
            t = t.replace(",", ".")
        else:
            return None
    elif t.count(".") > 1:
        if re.fullmatch(r"\d{1,3}(\.\d{3})+", t):
            t = t.replace(".", "")
        else:
            return None
    try:
        return float(t)
    except ValueError:
        return None


_CJK_SCALE = "亿万千억만"
#: a price cell saying the product is not available: rejected with that reason, never read as a price
UNAVAILABLE = (
    "sold out",
    "out of stock",
    "discontinued",
    "eol",
    "缺货",
    "无货",
    "停产",
    "售罄",
    "нет в наличии",
    "снят с производства",
    "ausverkauft",
    "nicht lieferbar",
    "在庫切れ",
    "販売終了",
    "épuisé",
    "rupture",
    "agotado",
    "descatalogado",
    "품절",
    "단종",
)
_TAX_NOTE = re.compile(
    r"\(?\s?(不含税|未税|含税|含增值税|excl\.?\s?vat|incl\.?\s?vat|ex\.?\s?vat|\+\s?vat|\+\s?ндс|без\s?ндс|с\s?ндс|"
    r"вкл\.?\s?ндс|netto|brutto|zzgl\.?\s?mwst|inkl\.?\s?mwst|税込|税抜|税別|ht|ttc|iva\s?incluido|sin\s?iva|\+\s?iva|"
    r"부가세\s?포함|부가세\s?별도|vat\s?포함|vat\s?별도)\.?\s?\)?",
    re.IGNORECASE,
)
_EXCL = ("不含", "未税", "excl", "ex", "+", "без", "netto", "zzgl", "税抜", "税別", "ht", "sin", "별도")
_DATE_TEXT = re.compile(
    r"^(?:\d{4}\s?[-/.年]\s?\d{1,2}\s?[-/.月]\s?\d{1,2}日?|\d{1,2}\s?[-/.]\s?\d{1,2}\s?[-/.]\s?\d{2,4})$"
)
_DURATION = re.compile(
    r"\d\s?(?:weeks?|wks?|days?|months?|business|周|星期|天|日|个月|月|工作日|недел|дн|дней|месяц|woche|tag|monat|"
    r"週|営業日|ヶ月|か月|semaine|jour|mois|semana|d[ií]a|mes|주|일|개월)",
    re.IGNORECASE,
)


_SHORT_SYMBOL = re.compile(r"(?<![a-z])(rp|tl|ron|lei|ft|try|qar|dhs|kd)\.?(?![a-z])")
#: short signs and codes that are also parts of words ('Corp', 'country'): read only standing alone
_SHORT_CODES = {
    "rp": "IDR",
    "tl": "TRY",
    "ron": "RON",
    "lei": "RON",
    "ft": "HUF",
    "try": "TRY",
    "qar": "QAR",
    "dhs": "AED",
    "kd": "KWD",
}


def _units(text: str) -> tuple[str | None, float | None, str]:
    """Currency and scale words in a piece of text, and the text without them."""
    low = text.lower()
    currency = None
    for word, code in _CURRENCY:
        if word in low:
            currency = currency or code
            low = low.replace(word, " ")
    if currency is None and any(w in low for w in _SHORT_CODES):
        m = _SHORT_SYMBOL.search(low)  # 'Rp 480.000.000', '28.000 TL', '(RON)': standing alone, not in 'Corp'
        if m is not None:
            currency = _SHORT_CODES[m.group(1)]
            low = low[: m.start(1)] + " " + low[m.end(1) :]
    scale = None
    for word, factor in _SCALE:
        if word in _CJK_SCALE:
            if word in low:
                scale = factor
                low = low.replace(word, " ")
                break
        elif re.search(rf"(?<![a-zа-я]){re.escape(word)}(?![a-zа-я])", low):
            scale = factor
            low = re.sub(rf"(?<![a-zа-я]){re.escape(word)}(?![a-zа-я])", " ", low)
            break
    low = re.sub(
        r"(руб\.?|р\.|\.-|,-|\.–|,–|\.—|,—|/шт\.?|/pcs|/pc|/ea|/unit|/stk\.?|/stück|/pièce|/unidad|/ud\.?|/u\.|/개|/枚|\bea\b|\beach\b|/\s?system|per system|\([^()]{0,30}\)|/台|/张|/片|/个|/卡|/块|/套|/枚|/개|/장|每台|每张|起|以上|左右|上下|约|"
        r"ca\.|approx\.?|environ|aprox\.?|약|около|примерно|程度|約|元)",
        " ",
        low,
    )
    return currency, scale, fold(low)


def tax_note(text: str) -> str | None:
    """'incl' or 'excl' when a price text or a header says whether VAT is in it: '(含税)', 'netto', '+НДС'."""
    m = _TAX_NOTE.search(text[:200])
    if m is None:
        return None
    word = m.group(1).lower()
    if word in ("ht",) and not re.search(r"(?<![a-z])ht(?![a-z])", text.lower()):
        return None
    return "excl" if any(word.startswith(x) or x in word for x in _EXCL) else "incl"


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
    if isinstance(value, str) and len(value) <= MAX_PRICE_CHARS:
        period, amount, per = _period_suffix(value)
        if period is not None:
            got = _parse_price(amount, column_currency, column_scale, sheet_currency, default_currency)
            return replace(got, period=period, per=per) if got.ok else got
    return _parse_price(value, column_currency, column_scale, sheet_currency, default_currency)


#: what stands between an amount and the period it is for: '/', 'per', 'pro', 'за', 'в', 'je', '每'
_PERIOD_SEPARATORS = ("/", " per ", " pro ", " je ", " за ", " в ", " par ", " por ", "每")


def _period_suffix(text: str) -> tuple[str | None, str, str]:
    """(period, the amount before it, the unit) for a price that names its period ('$3.50/hr', '$2.99 per GPU-hour',
    '¥45/天'); (None, text, '') for any other ('12.5万元/张', '$415,000 / system (8 GPUs)')."""
    low = text.lower()
    cut, sep = max((low.rfind(s), s) for s in _PERIOD_SEPARATORS)
    if cut <= 0 or not any(ch.isdigit() for ch in text[:cut]):
        return None, text, ""
    unit = text[cut + len(sep) :].strip()
    if not unit or len(unit) > 30 or any(ch.isdigit() and ch != "1" for ch in unit):
        return None, text, ""
    period = price_period(unit)
    return (period, text[:cut].strip(), unit) if period is not None else (None, text, "")


def _parse_price(value, column_currency, column_scale, sheet_currency, default_currency) -> ParsedPrice:
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
        if cur == "YEN":
            hint = next((c for c, _ in ctx if c in ("CNY", "JPY")), None)
            if hint:
                cur = hint
            else:
                cur, note = "CNY", Msg("¥ read as Chinese yuan (CNY); it could be Japanese yen")
        for v in (lo, hi):
            if math.isnan(v):
                return ParsedPrice(error=Msg("is not a number"))
            if math.isinf(v) or v > MAX_PRICE:
                return ParsedPrice(error=Msg("is too large to be a price"))
            if v < 0:
                return ParsedPrice(error=Msg("is negative"))
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
        return finish(v, v, None, None)
    if len(value) > MAX_PRICE_CHARS:
        return ParsedPrice(error=Msg("is {n:,} characters of text, not a price", n=len(value)))
    text = fold(value)
    low = text.lower()
    if not re.search(r"\d", low) and any(word in low for word in UNAVAILABLE):
        return ParsedPrice(error=Msg("says the product is not available, not a price"))
    if not re.search(r"\d", low) and any(word in low for word in ON_REQUEST):
        return ParsedPrice(on_request=True, currency=next((c for c, _ in ctx if c), None))
    if _TEXT_NUM.match(text):  # a number stored as text, maybe '1e400'
        v = float(text) * column_scale
        return finish(v, v, None, None)
    if _DATE_TEXT.match(text):
        return ParsedPrice(error=Msg("is a date, not a price"))
    if "%" in text:
        return ParsedPrice(error=Msg("is a percentage, not a price"))
    tax = tax_note(text)
    if tax is not None:
        text = fold(_TAX_NOTE.sub(" ", text))
    if _DURATION.search(text) and not re.search(r"[$€¥￥₽£₩]|usd|eur|cny|rmb|元|руб", text.lower()):
        return ParsedPrice(error=Msg("is a delivery time, not a price"))
    currency, scale, rest = _units(text)
    wan = scale in (1e4, 1e8)
    rest = rest.replace(" ", " ").strip().strip(":=.").strip()
    if not re.search(r"\d", rest) and any(word in low for word in ON_REQUEST):
        return ParsedPrice(on_request=True, currency=currency or next((c for c, _ in ctx if c), None))
    m = _RANGE.match(rest)
    if m:
        a, a_unit, b, b_unit = m.groups()
        lo, hi = parse_number(a), parse_number(b)
        if lo is None or hi is None:
            return ParsedPrice(error=Msg("is not a number"))
        s_lo = _SCALE_OF(a_unit) or scale or (column_scale if not scale else 1.0)
        s_hi = _SCALE_OF(b_unit) or scale or (column_scale if not scale else 1.0)
        if _SCALE_OF(a_unit) is None and _SCALE_OF(b_unit) is not None and scale is None:
            s_lo = s_hi  # '10~12w': the unit after the range applies to both ends
        wan = wan or s_hi in (1e4, 1e8)
        return finish(lo * s_lo, hi * s_hi, currency, "cell" if currency else None, tax, wan)
    m = _SINGLE.match(rest)
    if m:
        v = parse_number(m.group(1))
        if v is None:
            return ParsedPrice(error=Msg("is not a number"))
        if _DOT_THOUSANDS.match(m.group(1)) and (currency or column_currency or sheet_currency) in _DOT_CURRENCIES:
            v *= 1000  # '30.000 EUR' is thirty thousand where the dot groups thousands
        extra = _SCALE_OF(m.group(2))
        if m.group(2) and extra is None:
            return ParsedPrice(error=Msg("is not a number"))
        s = extra or scale or column_scale
        return finish(v * s, v * s, currency, "cell" if currency else None, tax, wan or s in (1e4, 1e8))
    if not re.search(r"\d", rest):
        return ParsedPrice(error=Msg("is not a number"))
    return ParsedPrice(error=Msg("is not a number"))


def _SCALE_OF(unit: str) -> float | None:  # noqa: N802 - reads like a table lookup
    u = (unit or "").strip().lower()
    if not u:
        return None
    for word, factor in _SCALE:
        if u == word:
            return factor
    return None


def header_units(text: str) -> tuple[str | None, float]:
    """Units a column header states: '单价(万元)' -> (CNY, 1e4); 'Price (USD)' -> (USD, 1); 'Цена, USD' -> (USD, 1)."""
    currency, scale, _ = _units(fold(text))
    if currency == "YEN":
        currency = None
    return currency, scale or 1.0


def sheet_note_units(text: str) -> tuple[str | None, float | None]:
    """Units a note above the table states: '单位：人民币元', '单位：万元', '币种: USD', 'Price List (USD)'."""
    t = fold(text)
    m = re.search(
        r"(?:单位|币种|币别|幣別|幣種|貨幣|货币|通貨|currency|валюта|цены\s+в|prices?\s+in|moneda|moeda|valuta|waluta|"
        r"währung|devise|divisa|tiền tệ|para birimi|mata uang|preise\s+in|prix\s+en|precios\s+en|ceny\s+w|"
        r"العملة|عملة|الأسعار\s+ب)"
        r"\s*[:：]?\s*([^\s,，;；)]+)",
        t,
        re.IGNORECASE,
    )
    if m:
        cur, scale, _ = _units(m.group(1))
        if (cur is None and scale is None) or m.group(1) in (
            "ريال",
            "دينار",
        ):  # 'ريال قطري': the country follows  # 'Moeda: Real (BRL)', 'Currency: Euro': the words after the label
            cur, scale, _ = _units(t[m.start(1) : m.start(1) + 30])
        return (None if cur == "YEN" else cur), scale
    m = re.search(r"\((usd|cny|rmb|eur|rub|brl|pln|czk|vnd|mxn|twd|inr|chf|try|idr)\)", t, re.IGNORECASE)
    if m:
        cur, _, _ = _units(m.group(1))
        return cur, None
    return None, None


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


_FMT_LCID = re.compile(r"\[\$([^\]\-]{0,6})-([0-9A-Fa-f]{1,8})\]")
_LCID_CURRENCY = {"409": "USD", "804": "CNY", "411": "JPY", "419": "RUB", "412": "KRW", "809": "GBP", "c04": "HKD"}
_FMT_QUOTED = re.compile(r'"([^"]{1,8})"|\\(.)|\[\$([^\]]{1,6})\]')


def format_currency(code: str) -> str | None:
    """The currency a number format shows: '[$$-409]#,##0.00' -> USD, '"¥"#,##0' -> CNY or YEN, '#,##0 ₽' -> RUB,
    '[$€-407]' -> EUR; None for plain formats. Built-in locale formats ('$#,##0') count as the symbol they show."""
    if not code or code == "General" or len(code) > 200:
        return None
    for m in _FMT_LCID.finditer(code):
        sym, lcid = m.group(1), m.group(2).lower().lstrip("0")
        cur, _s, _r = _units(sym) if sym else (None, None, "")
        if cur == "YEN" or (cur is None and sym in ("¥", "￥")):
            return {"804": "CNY", "411": "JPY"}.get(lcid, "YEN")
        if cur == "USD" and sym == "$" and lcid in _LCID_CURRENCY and _LCID_CURRENCY[lcid] != "USD":
            return _LCID_CURRENCY[lcid] if lcid == "c04" else "USD"
        if cur:
            return cur
        if not sym and lcid in _LCID_CURRENCY and lcid != "409":
            return None  # a locale for dates, not a currency
    shown = "".join(a or b or c for a, b, c in _FMT_QUOTED.findall(code))
    if shown.strip():
        cur, _s, _r = _units(shown)  # '#,##0.00 "zł"', '#,##0 "Kč"': a currency spelled in quotes
        if cur is not None:
            return cur
    bare = re.sub(r'"[^"]*"|\\.|\[[^\]]*\]', "", code)
    for sym in (shown, bare):
        for ch in ("$", "€", "¥", "￥", "₽", "£", "₩", "元", "円", "р.", "руб", "usd", "eur", "cny", "rmb"):
            if ch in sym.lower():
                cur, _s, _r = _units(ch)
                return cur
    return None
