"""Translation without Qt: `tr()` for fixed text, `Msg` for sentences built from a template and values.

The core, the sheets importer and the report write English through these two; the window and the command line
install a backend (Qt's translator, loaded from resources/i18n/gpucompare_zh_CN.qm) so the same text comes out in
Chinese. `resources/i18n/update_ts.py` collects every `tr("...")`, `N_("...")` and `Msg("...")` literal into the
.ts file, so nothing visible escapes translation.
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable

#: Languages the app ships, by Qt locale name.
LANGUAGES = {"en": "English", "zh_CN": "简体中文"}

_backend: Callable[[str], str] | None = None
_language = "en"


def set_backend(fn: Callable[[str], str] | None, language: str = "en") -> None:
    """Route `tr()` through a translator (None: English as written)."""
    global _backend, _language
    _backend, _language = fn, language


def language() -> str:
    return _language


def is_chinese() -> bool:
    return _language.startswith("zh")


def tr(text: str) -> str:
    """The text in the current language."""
    if _backend is None or not text:
        return text
    return _backend(text) or text


def beside(mark: str) -> str:
    """A translated bracketed mark to write after a figure: a space before '(old price)', none before a Chinese
    full-width bracket ('¥3161万（旧价格）', never '¥3161万 （旧价格）': the bracket carries its own space)."""
    return mark if mark.startswith("（") else " " + mark


def then(text: str, more: str) -> str:
    """A sentence after another: a space between them in English, none after a Chinese full stop or bracket
    ('…相同。空心点：…', never '…相同。 空心点：…'); either alone when the other is empty."""
    if not more:
        return text
    if not text:
        return more
    return text + ("" if text.endswith(("。", "；", "：", "）", "」")) else " ") + more


def N_(text: str) -> str:  # noqa: N802 - the gettext name for "mark for translation, translate later"
    """Mark a literal for the .ts file without translating it now (column titles built at import time)."""
    return text


def plural(n, one: str, many: str) -> str:
    """The template that agrees in number with the count `n`: `one` for exactly one, else `many` ('1 device',
    '256 devices', never '1 devices'). The one place every face (window, command line, report, JSON) decides singular
    or plural; callers mark both templates with N_() so each is translated (Chinese writes both alike)."""
    return one if n == 1 else many


class Msg(str):
    """A sentence from a template and values: reads as English, and `localize()` gives it in the current language.

    `Msg("{n} rows rejected", n=3)` is the str "3 rows rejected"; JSON and tests see plain text.
    """

    template: str
    values: dict

    def __new__(cls, template: str, **values):
        self = super().__new__(cls, fill(template, **values) if values else template)
        self.template = template
        self.values = values
        return self


class Translated(Msg):
    """A text from a data table that carries its own Chinese rendering (data/source_texts_zh.csv: a source the app
    writes, its summary translated and a publication's title kept as published): reads as English, and `localize()`
    gives the Chinese in a Chinese window or report. Not looked up in the .ts file: data text is not a literal."""

    zh: str

    def __new__(cls, text: str, zh: str):
        self = super().__new__(cls, text)
        self.zh = zh
        return self

    def __getnewargs__(self):  # copied and pickled whole (a deepcopy of an estimate's settings holds sources)
        return (str(self), self.zh)


def localize(text) -> str:
    """A Msg (or a plain string) in the current language; Msg values are localized too."""
    if _backend is None:
        # English as written: a Msg is its template formatted with its values, and each value that is a Msg reads
        # as its own text, so the text is the Msg's own (no template formatted again: a 50k-row JSON has ~9,000)
        return str(text)
    if isinstance(text, Translated):
        return text.zh if is_chinese() and text.zh else str(text)
    if isinstance(text, Msg):
        values = {k: localize(v) if isinstance(v, Msg) else v for k, v in text.values.items()}
        template = tr(text.template)
        try:
            return fill(template, **values) if values else template
        except (KeyError, IndexError, ValueError):  # a translation with a broken placeholder: keep the English
            return str(text)
    if isinstance(text, str):
        return tr(text)
    return str(text)


_CHINESE: dict[str, str] | None = None


def _chinese_table() -> dict[str, str]:
    """The Simplified Chinese translations, read from the bundled .ts source (stdlib XML: no Qt in the core)."""
    global _CHINESE
    if _CHINESE is None:
        import xml.etree.ElementTree as ET

        from gpucompare.paths import bundled

        table: dict[str, str] = {}
        try:
            root = ET.parse(bundled("resources", "i18n", "gpucompare_zh_CN.ts")).getroot()
        except (OSError, ET.ParseError):
            root = None
        for m in root.iter("message") if root is not None else ():
            src, tra = m.findtext("source"), m.find("translation")
            if src and tra is not None and tra.text and tra.get("type") not in ("unfinished", "obsolete"):
                table[src] = tra.text
        _CHINESE = table
    return _CHINESE


def chinese_text(fn: Callable[[], str]) -> str:
    """`fn()` (a localize() call) read in Simplified Chinese, whatever the current language: a JSON document names
    the figures in both languages."""
    global _backend, _language
    before = (_backend, _language)
    table = _chinese_table()
    _backend, _language = (lambda text: table.get(text, text)), "zh_CN"
    try:
        return fn()
    finally:
        _backend, _language = before


#: a Han character (CJK Unified Ideographs and extension A, the compatibility block): Chinese text's own letters
_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
#: what takes a space beside a Han character: a Latin letter or a digit (and a Greek or Cyrillic letter, '%', '×'
#: and other marks do not: '50%的', '¥202万')
_LATIN = re.compile(r"[A-Za-z0-9\u00c0-\u024f]")


def _is_han(ch: str) -> bool:
    return bool(ch) and bool(_HAN.match(ch))


def _is_latin(ch: str) -> bool:
    return bool(ch) and bool(_LATIN.match(ch))


def _gap(before: str, after: str) -> bool:
    """Whether a space belongs between the character `before` and the character `after` in Chinese text: between a
    Han character and a Latin letter or digit, either way round ('NVIDIA Hopper 的数值', '64 个设备', '7B 激活参数')."""
    return (_is_han(before) and _is_latin(after)) or (_is_latin(before) and _is_han(after))


#: a count in Chinese number words ('67.4亿', '2万亿', '588万'): it sits against what it counts, as '67.4亿参数'
_CHINESE_COUNT = re.compile(r"[0-9][0-9.,]*(?:万亿|亿|万)")


def zh_join(pieces) -> str:
    """Pieces of a Chinese sentence (a template's text between its placeholders, and the values put in them, as
    (text, is_value) pairs or plain strings) joined by the common rule of Chinese UI text: a space between Latin
    letters or digits and Han characters ('NVIDIA Hopper 的数值', never 'NVIDIA Hopper的数值'; '7B 激活参数',
    '64 个设备'), none between Han characters: a count in Chinese number words sits against what it counts
    ('67.4亿参数', never '67.4亿 参数'). Applied only where a value meets the template's text, so what a translator
    wrote inside a template, and a value's own text (a device's name, '2026年1月'), is kept as written; a space the
    translator put between a name and the text ('优化器 分页 8 位 AdamW') is kept too."""
    out, last = "", ""  # `last`: the value just put in ('' after the template's own text)
    for piece in pieces:
        text, value = piece if isinstance(piece, tuple) else (piece, False)
        if not text:
            continue
        if out:
            a, b = out[-1], text[0]
            if _gap(a, b):
                out += " "
            elif b == " " and len(text) > 1 and _is_han(text[1]) and _CHINESE_COUNT.fullmatch(last):
                text = text[1:]  # '{params} 参数' of '67.4亿': '67.4亿参数'
        out += text
        last = text if value else ""
    return out


#: placeholders that hold a position or an identifier, not a count: row and line numbers, ids, years, versions
_POSITIONS = frozenset({"row", "line", "id", "header", "col", "year", "index", "first", "last", "at", "day", "version"})


def _is_position(key) -> bool:
    key = str(key)
    return key in _POSITIONS or key.endswith(("_row", "_line", "_id", "_year"))


class _Filler(string.Formatter):
    """str.format with two additions for the reader's language: Chinese spacing where a value meets the text
    (zh_join), and the format spec '亿B' (a count given in billions written as Chinese reads it: '{size:亿B}' of 7 is
    '70亿', of 1.5 is '15亿', of 2,000 is '2万亿'; numbers.chinese_count, the one way a Chinese page writes a
    parameter or token count). English templates keep their own specs ('{size:g}B')."""

    def format_field(self, value, format_spec: str):
        if format_spec.endswith("亿B"):
            from gpucompare.core.numbers import chinese_count

            return chinese_count(float(value) * 1e9, 3)
        if format_spec in _COUNT_SPECS and _large(value):
            format_spec = _COUNT_SPECS[format_spec]  # a count of thousands: '4,160 hidden', '4,160 个'
        return super().format_field(value, format_spec)

    def vformat(self, format_string, args, kwargs):
        pieces: list[tuple[str, bool]] = []
        for literal, field, spec, conversion in self.parse(format_string):
            if literal:
                pieces.append((literal, False))
            if field is not None:
                obj, _ = self.get_field(field, args, kwargs)
                obj = self.convert_field(obj, conversion)
                spec = self.vformat(spec, args, kwargs) if spec and "{" in spec else spec or ""
                # a position or a name in figures (a sheet's row 12345, import #1024) is written as the sheet and
                # the workspace write it, never grouped: only counts and amounts are
                text = format(obj, spec) if _is_position(field) else self.format_field(obj, spec)
                pieces.append((text, True))
        return zh_join(pieces) if is_chinese() else "".join(text for text, _ in pieces)


_FILLER = _Filler()


#: a number put in a template as a plain figure ('{n}', '{hidden:g}', '{n:d}'): the spec that writes it with the
#: thousands separator, as the locale's number formatter does in English and in Chinese alike ('4,160')
_COUNT_SPECS = {"": ",", "g": ",g", "d": ",d"}


_NUMBERS = (int, float)


def _large(value) -> bool:
    """A number (not a bool, not text) of a thousand or more, which a reader counts in groups of three digits."""
    return isinstance(value, (int, float)) and not isinstance(value, bool) and abs(value) >= 1000


def fill(template: str, /, **values) -> str:
    """`template.format(**values)` in the reader's language: a number of a thousand or more put in as a plain figure
    ('{n}', '{hidden:g}') is grouped in thousands ('4,160 hidden', never '4160 hidden'); a Chinese template gets a
    space where an interpolated name or number in Latin letters or digits meets Han characters, and none between two
    Han characters (zh_join). The one helper every face puts values into a translated template with (Msg and
    localize() use it; so does the window's and the report's `tr(...)` text, through trf)."""
    if not _language.startswith("zh"):
        for v in values.values():  # a 50,000-row import builds thousands of Msgs: this check stays cheap
            if type(v) in _NUMBERS and not -1000 < v < 1000:
                return _FILLER.format(template, **values)
        return template.format(**values)  # nothing to group, nothing to space: str.format's own speed
    return _FILLER.format(template, **values)


def trf(text: str, /, **values) -> str:
    """`tr(text)` with `values` put in by fill(): the window's and the report's one way to fill a translated
    template."""
    return fill(tr(text), **values)
