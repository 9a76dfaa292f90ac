"""What a sheet says around its table: the currency and unit (title, notes, '美金报价', 'Preise in EUR'), VAT
('含13%增值税', 'zzgl. 19% MwSt.'), the quote date (day first: '20.11.2026', '2026年11月20日', '20 ноября 2026'),
and the vendor. Every scan reads at most `MAX_NOTE_CHARS` of a cell, with bounded patterns."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field

from gpucompare.sheets.header import match_header_cell, row_kind_leading
from gpucompare.sheets.prices import _units, fold, sheet_note_units, tax_note

MAX_NOTE_CHARS = 400
_MONTHS = {
    **{m: i + 1 for i, m in enumerate("jan feb mar apr may jun jul aug sep oct nov dec".split())},
    **{m: i + 1 for i, m in enumerate("янв фев мар апр ма июн июл авг сен окт ноя дек".split())},
    **{m: i + 1 for i, m in enumerate("jan feb mär apr mai jun jul aug sep okt nov dez".split())},
    **{m: i + 1 for i, m in enumerate("janv févr mars avr mai juin juil août sept oct nov déc".split())},
    **{m: i + 1 for i, m in enumerate("ene feb mar abr may jun jul ago sep oct nov dic".split())},
    # Polish, Italian, Portuguese, Dutch, Turkish, Indonesian (the first letters that tell the month)
    **{m: i + 1 for i, m in enumerate("sty lut mar kwi maj cze lip sie wrz paź lis gru".split())},
    **{m: i + 1 for i, m in enumerate("gen feb mar apr mag giu lug ago set ott nov dic".split())},
    **{m: i + 1 for i, m in enumerate("jan fev mar abr mai jun jul ago set out nov dez".split())},
    **{m: i + 1 for i, m in enumerate("jan feb maa apr mei jun jul aug sep okt nov dec".split())},
    **{m: i + 1 for i, m in enumerate("oca şub mar nis may haz tem ağu eyl eki kas ara".split())},
    **{m: i + 1 for i, m in enumerate("jan feb mar apr mei jun jul agu sep okt nov des".split())},
    "mrz": 3,
    "maerz": 3,
    "fév": 2,
    "dec": 12,
    "déc": 12,
}
_YMD = re.compile(r"(?<!\d)(20\d\d)\s?[-/.年]\s?(\d{1,2})\s?[-/.月]\s?(\d{1,2})(?!\d)")
_YMD_KO = re.compile(r"(?<!\d)(20\d\d)\s?년\s?(\d{1,2})\s?월\s?(\d{1,2})\s?일")
_DMY = re.compile(
    r"(?<![\d.])(\d{1,2})\s?([./-])\s?(\d{1,2})\s?[./-]\s?(20\d\d|\d\d)(?!\d|\.\d)"
)  # '01.12.2026.' ends a sentence
_D_MONTH_Y = re.compile(
    r"(?<!\d)(\d{1,2})(?:st|nd|rd|th)?\.?[\s\-/]?(?:de\s|of\s)?([^\W\d_]{3,12})\.?[\s\-/]?(?:de\s)?(20\d\d)(?!\d)",
    re.I,
)
_VI = re.compile(r"ngày\s?(\d{1,2})\s?tháng\s?(\d{1,2})\s?năm\s?(20\d\d)", re.I)  # Vietnamese
_REIWA = re.compile(r"令和\s?(\d{1,2}|元)\s?年\s?(\d{1,2})\s?月\s?(\d{1,2})\s?日")  # Japanese era: 令和1 = 2019
#: Taiwan's ROC calendar: 民國115 = 2026 (year + 1911), said by 民國 or 年
_ROC = re.compile(r"(民國|民国)?\s?(?<!\d)(1[0-4]\d)\s?([/.\-年])\s?(\d{1,2})\s?[/.\-月]\s?(\d{1,2})(?!\d)")
_VALID_FROM = re.compile(
    r"(?:valid|válid|valido|gültig|valable|geldig|ważn)\w{0,6}\s(?:from|dal|da|desde|ab|à|a|vanaf|od)\b|"
    r"(?:действу\w{0,4}|действительн\w{0,4}|вступ\w{0,6}\sв\sсилу)\s(?:с|со)\s?$|effective(?:\s(?:from|as\sof|on))?\s?:?\s?$|"
    r"gilt\sab|(?:à|a)\spartir\sd\w{0,2}|vigente\sdesde|自\s?$",
    re.I,
)
_MONTH_D_Y = re.compile(r"(?<![a-z])([a-z]{3,9})\.?\s(\d{1,2})(?:st|nd|rd|th)?,?\s(20\d\d)(?!\d)", re.I)
_VALID = re.compile(
    r"valid|expir|until|till|有效|截止|至|действ|до\s|gültig|bis|有効|期限|valable|jusqu|válid|hasta|유효|까지|deliver|交货|"
    r"交期|liefer|поставк|納期|livraison|entrega|납기|eta|ważn|termin|geldig|validade|scadenza|hiệu lực|hạn|geçerli|"
    r"berlaku|有效|期限",
    re.I,
)
_LABEL = re.compile(
    r"date|日期|дата|datum|日付|見積日|作成日|発行日|fecha|날짜|일자|stand|as\s?of|报价日|更新|data|ngày|tarih|tanggal|"
    r"wystawienia|emissão|emissione|報價日|issued",
    re.I,
)
_VAT_RATE = re.compile(r"(\d{1,2}(?:[.,]\d{1,2})?)\s?%")
_VAT_WORD = re.compile(
    r"增值税|税|稅|vat|ндс|mwst|ust|消費税|tva|iva|부가세|gst|tax|impost|btw|kdv|ppn|thuế|podat|dph|moms|áfa", re.I
)
_PRICE_WORD = re.compile(
    r"报价|价格|价目|单位|币种|货币|price|quot|currency|prices|цен|прайс|валют|preis|währung|angebot|価格|見積|通貨|"
    r"prix|devise|tarif|precio|moneda|cotizaci|가격|견적|통화|단위|all\s|所有|均为|以|giá|preço|prezz|prijs|cen[ay]|fiyat|"
    r"harga|valor|orçamento|preventivo|offerte|oferta|báo giá|teklif|penawaran|報價|幣別|سعر|أسعار|الأسعار|عرض|العملة",
    re.I,
)


@dataclass
class SheetNotes:
    currency: str | None = None
    scale: float | None = None
    tax: str | None = None  # "incl" | "excl"
    tax_rate: float | None = None
    as_of: str | None = None
    labelled_date: bool = False
    texts: list[str] = field(default_factory=list)


def read_notes(cells, today: dt.date, usd: bool = False) -> SheetNotes:
    """Currency, scale, VAT and the quote date from note cells (title rows, notes under the table, header area)."""
    n = SheetNotes()
    dates: list[tuple[int, str]] = []  # (priority, iso date): labelled before unlabelled
    month_first = _month_first([fold(v[:MAX_NOTE_CHARS]) for v in cells if isinstance(v, str)], usd)
    label = ""  # a short text cell before a date cell is its label ('Termin ważności:' | 31.12.2026)
    for v in cells:
        if isinstance(v, dt.datetime | dt.date):
            if 2000 < v.year < 2100 and not (_VALID.search(label) and not _VALID_FROM.search(label + " ")):
                dates.append(
                    (0 if _LABEL.search(label) or _VALID_FROM.search(label + " ") else 1, v.strftime("%Y-%m-%d"))
                )
            label = ""
            continue
        if not isinstance(v, str) or not v.strip():
            continue
        text = fold(v[:MAX_NOTE_CHARS])
        prev, label = label, (text if len(text) <= 40 else "")
        n.texts.append(text)
        c, s = sheet_note_units(text)
        if c is None and len(text) <= 120 and _PRICE_WORD.search(text):
            c2, s2, _ = _units(text)
            if c2 not in (None, "YEN"):
                c = c2
            if s is None and s2 in (1e4, 1e8) and re.search(r"单位|unit|万元", text, re.I):
                s = s2
        n.currency = n.currency or c
        n.scale = n.scale or s
        if _VAT_WORD.search(text) and not _names_a_total(text):
            t = tax_note(text) or _tax_words(text)
            if t and n.tax is None:
                n.tax = t
                m = _VAT_RATE.search(text)
                if m:
                    rate = float(m.group(1).replace(",", ".")) / 100
                    if 0 < rate < 0.3:
                        n.tax_rate = rate
        for iso, start in _dates_in(text, today, month_first):
            before = text[max(0, start - 48) : start]
            if not before.strip():
                before = prev  # the date alone in its cell: the label is the cell before
            if _VALID_FROM.search(before):
                dates.append((0, iso))  # 'valid from 01/12/2026' is when the prices start: the quote date
                continue
            if _VALID.search(before):
                continue  # 'valid through 2026-12-31' is not the quote date
            dates.append((0 if _LABEL.search(before) else 1, iso))
    if dates:
        dates.sort(key=lambda d: d[0])
        n.as_of = dates[0][1]
        n.labelled_date = dates[0][0] == 0
    return n


#: a dollar sign that is the US dollar: not R$, NT$, HK$, S$, A$, C$, MX$
_US_DOLLAR = re.compile(r"(?<![A-Za-z])\$|US\$")


def _names_a_total(text: str) -> bool:
    """A total's label or an amount column's header ('合计金额(含税)', 'Amount incl. VAT'): its tax words say what
    the total is, not the unit prices."""
    if row_kind_leading(text) == "subtotal":  # '合计金额(含税)', 'Total incl. VAT'; not '以上价格含税，合计…'
        return True
    m = match_header_cell(text) if len(text) <= 40 else None  # a header, not a sentence that names a tax
    sentence = any(ch in text for ch in "，,。;；:：") or text.count(" ") > 4
    return m is not None and m.field in ("total", "tax_amount") and (m.level == 3 or not sentence)


def _month_first(texts: list[str], usd: bool = False) -> bool:
    """Whether slashed dates on this sheet put the month first: a date that can only be read so ('11/20/2026')
    says yes, one that can only be read day first ('20/11/2026') says no; otherwise a US-dollar sheet in English
    does (US order) and any other day first."""
    votes = 0
    us = latin = other = 0
    for t in texts:
        for m in _DMY.finditer(t):
            if m.group(2) == "/":
                a, b = int(m.group(1)), int(m.group(3))
                votes += (b > 12) - (a > 12)
        low = t.lower()
        us += _US_DOLLAR.search(t) is not None or "usd" in low
        for ch in t[:100]:
            if ch.isalpha():
                if ch.isascii():
                    latin += 1
                else:
                    other += 1
    if votes:
        return votes > 0
    return bool(us or usd) and latin > 4 * other


def _tax_words(text: str) -> str | None:
    low = text.lower()
    if re.search(
        r"不含|未含|excl|without|ex\.?\s?vat|без\s?ндс|zzgl|netto|税抜|税別|\bht\b|sin\s?iva|별도|plus\s?vat|"
        r"chưa\s?(?:bao\s?)?gồm|esclus|s/\s?impostos|sem\s?impostos|excl\.?\s?btw|hariç|belum\s?termasuk",
        low,
    ):
        return "excl"
    if re.search(
        r"含|incl|with\s?vat|с\s?ндс|в\s?т\.?\s?ч|включ|inkl|brutto|税込|ttc|iva\s?incl|con\s?iva|포함|"
        r"đã\s?(?:bao\s?)?gồm|iva\s?inclusa|c/\s?impostos|com\s?impostos|dahil|termasuk",
        low,
    ):
        return "incl"
    return None


def _dates_in(text: str, today: dt.date, month_first: bool = False):
    """(ISO date, position) of every date in a text, day first where the order is not said."""
    for pat in (_YMD, _YMD_KO):
        for m in pat.finditer(text):
            d = _date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
            if d:
                yield d, m.start()
    for m in _REIWA.finditer(text):
        y = 1 if m.group(1) == "元" else int(m.group(1))
        d = _date(2018 + y, int(m.group(2)), int(m.group(3)))
        if d:
            yield d, m.start()
    for m in _ROC.finditer(text):
        if m.group(1) or m.group(3) == "年" or _LABEL.search(text[max(0, m.start() - 24) : m.start()]):
            d = _date(1911 + int(m.group(2)), int(m.group(4)), int(m.group(5)))
            if d:
                yield d, m.start()
    for m in _VI.finditer(text):
        d = _date(int(m.group(3)), int(m.group(2)), int(m.group(1)))
        if d:
            yield d, m.start()
    for m in _DMY.finditer(text):
        a, b, y = int(m.group(1)), int(m.group(3)), int(m.group(4))
        y = y + 2000 if y < 100 else y
        first = _date(y, b, a)  # day first
        second = _date(y, a, b)
        if month_first and m.group(2) == "/":
            first, second = second, first  # '11/03/2026' on a US quote is November 3
        soon = (today + dt.timedelta(days=7)).isoformat()  # a quote written a few days ahead (time zones, a draft)
        if first and second and first > soon and today.isoformat() >= second:
            first = second  # a quote is not dated in the future
        d = first or second
        if d:
            yield d, m.start()
    for m in _D_MONTH_Y.finditer(text):
        mon = _month(m.group(2))
        d = _date(int(m.group(3)), mon, int(m.group(1))) if mon else None
        if d:
            yield d, m.start()
    for m in _MONTH_D_Y.finditer(text):
        mon = _month(m.group(1))
        d = _date(int(m.group(3)), mon, int(m.group(2))) if mon else None
        if d:
            yield d, m.start()


def _month(word: str) -> int | None:
    w = word.lower()
    for k in (w[:5], w[:4], w[:3], w[:2]):
        if k in _MONTHS:
            return _MONTHS[k]
    return None


def _date(y: int, m: int, d: int) -> str | None:
    try:
        return dt.date(y, m, d).isoformat() if 2000 < y < 2100 else None
    except ValueError:
        return None


def sheet_name_date(name: str) -> str | None:
    """A year and month in a sheet's name ('2026-11', '202611', 'Nov 2026', '2026年11月'), as 'YYYY-MM'."""
    t = fold(name[:80]).lower()
    m = re.search(r"(20\d\d)\s?[-_./年]?\s?(\d{1,2})(?!\d)", t)
    if m and 1 <= int(m.group(2)) <= 12:
        return f"{m.group(1)}-{int(m.group(2)):02d}"
    m = re.search(r"([a-zа-яäéû]{3,9})\.?\s?[-_ ]?\s?(20\d\d)", t)
    if m and _month(m.group(1)):
        return f"{m.group(2)}-{_month(m.group(1)):02d}"
    m = re.search(r"(20\d\d)", t)
    return f"{m.group(1)}-00" if m else None


_COMPANY = re.compile(
    r"(.{2,60}?(?:有限公司|股份公司|公司|集团|株式会社|合同会社|주식회사|\(주\)|"
    r"Inc\.?|LLC|Ltd\.?|Limited|GmbH|AG|Corp\.?|Co\.|S\.?A\.?S?|SARL|S\.?L\.?|ООО\s?«?[^»\s]{1,40}»?|"
    r"АО\s?«?[^»\s]{1,40}»?|KK|K\.K\.))(?:\s|$|[,，(（])"
)


def guess_vendor(cells, fallback: str) -> str:
    """The company named in the title rows ('深圳某某科技有限公司', 'ACME Compute Supply'), else the file name."""
    for v in cells:
        if not isinstance(v, str) or not v.strip():
            continue
        t = fold(v[:MAX_NOTE_CHARS])
        t = re.sub(
            r"^(?:供应商|供货方|卖方|报价方|vendor|supplier|from|seller|поставщик|lieferant|anbieter|"
            r"fournisseur|proveedor|공급자|販売元)\s?[:：]\s?",
            "",
            t,
            flags=re.I,
        )
        m = _COMPANY.match(t)
        if m:
            return m.group(1).strip()
        m = re.match(r"(.{2,60}?)\s[-–—|:]\s", t)
        if m and re.search(
            r"price|quot|报价|прайс|предложение|preis|angebot|見積|prix|devis|precio|cotiz|견적|가격", t, re.I
        ):
            return m.group(1).strip()
    return fallback
