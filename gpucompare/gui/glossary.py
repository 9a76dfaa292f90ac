"""Help → Glossary: every term of `core.glossary` with its meaning (plain text, selectable), and the tooltips
that explain the estimate's inputs."""

from __future__ import annotations

import html

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout

from gpucompare.core.glossary import TERMS, meaning
from gpucompare.i18n import tr


def glossary_html() -> str:
    rows = "".join(
        f"<dt><b>{html.escape(tr(t.term))}</b></dt><dd style='margin-bottom:6px'>{html.escape(tr(t.meaning))}</dd>"
        for t in TERMS
    )
    return f"<dl>{rows}</dl>"


class GlossaryDialog(QDialog):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle(tr("Glossary"))
        self.text = QTextBrowser()
        self.text.setOpenLinks(False)
        self.text.setHtml(glossary_html())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.text)
        lay.addWidget(buttons)
        self.resize(640, 560)


def explain_estimate_inputs(panel) -> None:
    """Put what each term means in front of the estimate inputs' tooltips (which keep their default and source)."""
    for attr, key in (
        ("util", "utilization"),
        ("goodput", "goodput"),
        ("pue", "pue"),
        ("tp", "tp"),
        ("pp", "pp"),
        ("zero", "zero"),
        ("recompute", "recompute"),
        ("years", "amortisation"),
    ):
        w = getattr(panel, attr, None)
        if w is None:
            continue
        old = w.toolTip()
        w.setToolTip(meaning(key) + ("\n\n" + old if old else ""))
