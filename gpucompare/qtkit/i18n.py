"""Loading translations: our gpucompare_<lang>.qm (compiled from resources/i18n/*.ts) routed into the Qt-free
`gpucompare.i18n.tr`, and Qt's own qtbase translations so standard dialogs speak the same language."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from gpucompare import i18n
from gpucompare.paths import bundled

_installed: list[QTranslator] = []  # Qt keeps no reference: without ours they would be collected


def system_language() -> str:
    """'zh_CN' when the system locale is Chinese (any Chinese: we ship Simplified), else 'en'."""
    return "zh_CN" if QLocale.system().language() == QLocale.Language.Chinese else "en"


def resolve_language(choice: str | None) -> str:
    """A Preferences/--lang choice ('', 'system', 'en', 'zh_CN', 'zh') as a language we ship."""
    if not choice or choice == "system":
        return system_language()
    return "zh_CN" if choice.lower().startswith("zh") else "en"


def load(lang: str) -> QTranslator | None:
    """Our translator for a language (None for English, which needs none)."""
    if lang == "en":
        return None
    t = QTranslator()
    path = bundled("resources", "i18n", f"gpucompare_{lang}.qm")
    if not t.load(str(path)):
        raise FileNotFoundError(f"cannot load translations {path}")
    return t


def function_for(lang: str) -> Callable[[str], str] | None:
    """A tr() backend for a language, without touching the application's installed translators."""
    t = load(lang)
    if t is None:
        return None
    return lambda text: t.translate("gpucompare", text) or text


def install(lang: str) -> str:
    """Make `lang` the application's language: our strings, Qt's dialogs, number formats. Returns it."""
    app = QCoreApplication.instance()
    for t in _installed:
        app.removeTranslator(t)
    _installed.clear()
    ours = load(lang)
    if ours is not None:
        qt = QTranslator()
        if qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            _installed.append(qt)
        _installed.append(ours)
        for t in _installed:
            app.installTranslator(t)
        i18n.set_backend(lambda text: QCoreApplication.translate("gpucompare", text) or text, lang)
    else:
        i18n.set_backend(None, "en")
    QLocale.setDefault(QLocale(lang if lang != "en" else "en_US"))
    return lang


@contextmanager
def language(lang: str) -> Iterator[None]:
    """Build something (a report) in another language than the window's, then switch back."""
    before = (i18n._backend, i18n.language())
    i18n.set_backend(function_for(lang), lang)
    try:
        yield
    finally:
        i18n.set_backend(*before)
