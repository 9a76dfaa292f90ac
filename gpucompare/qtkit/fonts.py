"""The fonts text is drawn in, found once for the window and the printed report: a family with Simplified
Chinese glyphs, and a Latin family to set figures and names in beside it. QtGui only (light: the window asks at
start, before the report code loads)."""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase


def chinese_font() -> str | None:
    """A font family with Simplified Chinese glyphs, or None when the machine has none."""
    families = QFontDatabase.families(QFontDatabase.WritingSystem.SimplifiedChinese)
    for preferred in (
        "Noto Sans CJK SC",
        "Source Han Sans SC",
        "WenQuanYi Micro Hei",
        "Microsoft YaHei",
        "PingFang SC",
        "SimHei",
        "Noto Serif CJK SC",
    ):
        if preferred in families:
            return preferred
    return families[0] if families else None


#: Latin families tried first for Chinese text: set in a CJK font, Qt's PDF writer maps Latin letters and digits to
#: glyphs its ToUnicode table cannot name, so a PDF's text layer would lose them ("A   SXM   GB")
LATIN_FAMILIES = ("Noto Sans", "DejaVu Sans", "Liberation Sans", "Arial", "Helvetica", "Segoe UI", "Open Sans")


def latin_font() -> str | None:
    """A Latin family that is not a CJK one (its letters and digits keep their text in a PDF), or None."""
    families = set(QFontDatabase.families(QFontDatabase.WritingSystem.Latin))
    return next((f for f in LATIN_FAMILIES if f in families), None)
