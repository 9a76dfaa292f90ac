"""Translation without Qt: `tr()` for fixed text, `Msg` for sentences built from a template and values.

The core, the sheets importer and the report write English through these two; the window and the command line
install a backend (Qt's translator, loaded from resources/i18n/gpucompare_zh_CN.qm) so the same text comes out in
Chinese. `resources/i18n/update_ts.py` collects every `tr("...")`, `N_("...")` and `Msg("...")` literal into the
.ts file, so nothing visible escapes translation.
"""

from __future__ import annotations

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
        self = super().__new__(cls, template.format(**values) if values else template)
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
            return template.format(**values) if values else template
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
