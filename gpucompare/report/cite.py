"""Numbered sources for the printed report: a sentence that carries its citations inline ('... band 0.71-0.83;
source: MLPerf Training v4.0 ...', '(Amazon.com Inc., Form 10-K ..., https://www.sec.gov/...)') is printed short,
each citation replaced by the number of a footnote that holds it; the same citation gets the same number wherever it
appears, so a source quoted for every device is printed once. Qt-free.
"""

from __future__ import annotations

import html
import re

from gpucompare.i18n import localize

#: a parenthesised aside is a citation when it says so or names where to read it
_CITES = re.compile(
    r"^\s*(?:source|sources|来源)\s*[:：]|https?://|arXiv:|doi\.org|\(published,|\b(?:19|20)\d\d\)$", re.I
)
#: a citation at the end of a sentence: '; source: ...' (to the end of the text)
_TRAILING = re.compile(r"(?:[;,]\s*|\s+)(?:source|sources|来源)\s*[:：]\s*", re.I)
_URL = re.compile(r"https?://\S+[^\s.,;:)）\]]")


class Notes:
    """Numbered footnotes: the same source text gets the same number."""

    def __init__(self):
        self.items: list[str] = []

    def number(self, text) -> int:
        """The footnote number of `text` (1-based), adding it when new; 0 for an empty text."""
        text = localize(text).strip() if text else ""
        if not text:
            return 0
        if text not in self.items:
            self.items.append(text)
        return self.items.index(text) + 1

    def ref(self, text) -> str:
        """The footnote mark of `text` as HTML ('<sup>[3]</sup>'), or '' for an empty text."""
        n = self.number(text)
        return f"<sup>[{n}]</sup>" if n else ""


def _asides(text: str) -> list[tuple[int, int]]:
    """(start, end) of every top-level parenthesised aside, brackets balanced."""
    out, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch in "(（":
            if depth == 0:
                start = i
            depth += 1
        elif ch in ")）" and depth:
            depth -= 1
            if depth == 0:
                out.append((start, i + 1))
    return out


def cite(text, notes: Notes) -> str:
    """`text` as HTML with its citations moved into numbered footnotes (see the module's docstring)."""
    text = localize(text)
    # a trailing '; source: ...' first (it may itself hold parentheses)
    tail = ""
    found = list(_TRAILING.finditer(text))
    m = found[-1] if found else None
    if m is not None and _balanced(text[m.end() :]):
        cited = text[m.end() :].rstrip().rstrip(".")
        tail = notes.ref(cited)
        text = text[: m.start()].rstrip() + ("." if text.rstrip().endswith(".") else "")
    out, at = [], 0
    for a, b in _asides(text):
        inner = text[a + 1 : b - 1]
        if not _CITES.search(inner):
            continue
        body = re.sub(r"^\s*(?:source|sources|来源)\s*[:：]\s*", "", inner, flags=re.I)
        out.append(html.escape(text[at:a].rstrip()))
        out.append(notes.ref(body))
        at = b
    rest = text[at:]
    pieces, k = [], 0
    for u in _URL.finditer(rest):  # a bare address left in the sentence
        pieces.append(html.escape(rest[k : u.start()].rstrip()))
        pieces.append(notes.ref(u.group(0)))
        k = u.end()
    pieces.append(html.escape(rest[k:]))
    html_text = "".join(out) + "".join(pieces)
    if tail:
        if html_text.endswith("."):
            html_text = html_text[:-1] + tail + "."
        else:
            html_text += tail
    return html_text


def _balanced(text: str) -> bool:
    depth = 0
    for ch in text:
        if ch in "(（":
            depth += 1
        elif ch in ")）":
            depth -= 1
            if depth < 0:
                return False
    return depth == 0
