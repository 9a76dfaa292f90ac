"""Text from files and users shown as text, never as HTML.

Qt guesses whether a label, tooltip or message is rich text (`Qt::mightBeRichText`), and rich text loads images:
a vendor name like `<img src=/etc/passwd>` would make the window open local files (or, on Windows, a network
share). Labels that show such text are set to plain text; tooltips and dialog messages, which have no such switch,
get the text converted to rich text that displays it literally; legend entries (pyqtgraph renders HTML) are
escaped. Every one of them drops escape sequences, control characters and direction overrides first
(`safetext.shown`): a name with a right-to-left override would reorder what is around it.
"""

from __future__ import annotations

import html

from PySide6.QtGui import Qt
from PySide6.QtWidgets import QLabel

from gpucompare.safetext import shown


class _PlainLabel(QLabel):
    """A label for text from files: shown as text, without escape, control or direction characters."""

    def setText(self, text) -> None:  # noqa: N802 - Qt's name
        super().setText(shown(text, newlines=True))


def plain_label(text: str = "", parent=None) -> QLabel:
    """A QLabel that shows `text` as text (and any text set later), without direction overrides or escapes."""
    label = _PlainLabel(parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setText(text)
    return label


def plain(label: QLabel) -> QLabel:
    """Make an existing label show its text as text."""
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def tip(text) -> str:
    """A tooltip or dialog message that shows `text` literally (newlines kept). Text Qt would take for plain text
    is returned as it is; text it would render as HTML (`Qt.mightBeRichText`) is converted to show literally."""
    if text is None or text == "":
        return ""
    text = shown(text, newlines=True)
    if not Qt.mightBeRichText(text):
        return text
    return Qt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal)


def escaped(text) -> str:
    """Text for a place that always renders HTML (pyqtgraph legends and labels)."""
    return html.escape(shown(text), quote=False)
