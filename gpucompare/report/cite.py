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


# several devices' lists of assumptions, said once ------------------------------------------------------------
#: how alike two sentences must be (share of words) to be printed as one with the differing words side by side
ALIKE = 0.6
#: at most this share of a merged sentence's words may differ between the devices
MAX_DIFFERING = 0.4


#: words of an HTML sentence: a footnote mark, a number or word (with inner . , - – %), a run of spaces, a sign
_TOKENS = re.compile(r"<sup>\[\d+\]</sup>|&\w+;|\w(?:[\w.,\-–%]*\w)?|\s+|.", re.S)


def _pair(base: list[str], other: list[str]) -> list[tuple[str, int, int, int, int]]:
    import difflib

    return difflib.SequenceMatcher(None, base, other, autojunk=False).get_opcodes()


def merge_alike(texts: list[str]) -> str | None:
    """One sentence for several devices' versions of it, the words that differ written 'a / b / c' in the devices'
    order ('Utilization 0.77 of the peak (312 / 989.4 / 989.4 TFLOPS)'); None when they differ too much to read as
    one. Works on HTML (footnote marks are words like any other)."""
    words = [_TOKENS.findall(t) for t in texts]
    base = words[0]
    if not base:
        return None
    ops = [_pair(base, w) for w in words[1:]]
    # base positions that differ in any device, as ranges (an insertion is an empty range at its position)
    ranges: list[list[int]] = []
    for o in ops:
        for tag, i1, i2, _j1, _j2 in o:
            if tag != "equal":
                ranges.append([i1, i2])
    ranges.sort()
    merged: list[list[int]] = []
    for a, b in ranges:
        if merged and a <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], b)
        else:
            merged.append([a, b])
    differing = sum(max(b - a, 1) for a, b in merged)
    if differing > MAX_DIFFERING * sum(not t.isspace() for t in base):
        return None

    def mapping(o) -> dict[int, int]:
        m = {}
        for tag, i1, i2, j1, _j2 in o:
            if tag == "equal":
                for k in range(i2 - i1):
                    m[i1 + k] = j1 + k
        return m

    maps = [mapping(o) for o in ops]
    out, at = [], 0
    for a, b in merged:
        out.extend(base[at:a])
        variants = ["".join(base[a:b])]
        for w, m in zip(words[1:], maps, strict=True):
            start = m[a - 1] + 1 if a - 1 in m else 0
            end = m[b] if b in m else len(w)
            variants.append("".join(w[start:end]))
        if len(set(variants)) == 1:
            out.extend(base[a:b])
        else:
            out.append(" / ".join(v.strip() or "—" for v in variants))
        at = b
    out.extend(base[at:])
    return "".join(out)


def said_once(lists: list[list[str]]) -> list[tuple[str, list[int]]]:
    """Several devices' lists of sentences (HTML), each sentence printed once: (text, the devices it is about).
    A sentence every device has is one item about all of them; sentences alike in every device are one item with
    the differing words side by side; the rest stay each device's own."""
    import difflib

    n = len(lists)
    used = [set() for _ in range(n)]
    out: list[tuple[str, list[int]]] = []
    for i, text in enumerate(lists[0] if lists else []):
        found = [i]
        for k in range(1, n):
            best, score = None, 0.0
            for j, other in enumerate(lists[k]):
                if j in used[k]:
                    continue
                r = (
                    1.0
                    if other == text
                    else difflib.SequenceMatcher(None, _TOKENS.findall(text), _TOKENS.findall(other)).ratio()
                )
                if r > score:
                    best, score = j, r
            if best is None or score < ALIKE:
                break
            found.append(best)
        if len(found) == n:
            texts = [lists[k][j] for k, j in enumerate(found)]
            joined = texts[0] if len(set(texts)) == 1 else merge_alike(texts)
            if joined is not None:
                for k, j in enumerate(found):
                    used[k].add(j)
                out.append((joined, list(range(n))))
                continue
        used[0].add(i)
        out.append((text, [0]))
    for k in range(1, n):
        out.extend((t, [k]) for j, t in enumerate(lists[k]) if j not in used[k])
    return out
