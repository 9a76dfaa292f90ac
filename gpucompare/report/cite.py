"""Numbered sources for the printed report: a sentence that carries its citations inline ('... band 0.71-0.83;
source: MLPerf Training v4.0 ...', '(Amazon.com Inc., Form 10-K ..., https://www.sec.gov/...)') is printed short,
each citation replaced by the number of a footnote that holds it; the same citation gets the same number wherever it
appears, so a source quoted for every device is printed once. Qt-free.
"""

from __future__ import annotations

import html
import re

from gpucompare.core.option_names import as_inputs
from gpucompare.i18n import localize

#: a parenthesised aside is a citation when it names where to read it: an address, an arXiv or DOI number, a
#: '(published, ...)' date, or a quoted title with a year at its end
_CITES = re.compile(
    r"https?://|arXiv:|doi\.org|\(published,|['‘“].{8,}['’”].*\b(?:19|20)\d\d(?:-\d\d)?\s*$",
    re.I,
)
#: 'source: ...' anywhere: what follows it, to the end of its bracket or of the text, is the citation
#: ('；来源：' in Chinese: its full-width separator too, else its addresses were cut out of it one by one)
_SOURCE = re.compile(r"(?:[;,；，]\s*|\s+|(?<=[(（]))(?:source|sources|来源)\s*[:：]\s*", re.I)
_PLACEHOLDER = re.compile(r"\s*\x00(\d+)\x00")
_URL = re.compile(r"https?://\S+[^\s.,;:)）\]]")


#: what a footnote's text may start with before the source itself: a short label ('Depreciation period: ',
#: 'failures per device-hour: 2.2e-5 — ', 'United States; ', 'SkyPilot catalog v9, ') that says what the source is for
_LABEL_END = re.compile(r": | — |; |, |：")  # '折旧期：' in Chinese
LABEL_MAX = 60
#: a source this long (letters and digits) after two different labels is one source: the labels only say what for
SAME_BODY = 60
#: a source this long (letters and digits) found whole inside a fuller note already numbered is that note (a price's
#: source with its date after a comma, and the same with the date in brackets and what the price is marked for)
SAME_INSIDE = 40


def _key(text: str) -> str:
    """A source's text with nothing that changes between two printings of it (spaces, punctuation, case)."""
    return re.sub(r"[\W_]+", "", text.casefold())


def _bodies(text: str) -> list[str]:
    """The keys of `text` without each short label it may start with."""
    return [_key(text[m.end() :]) for m in _LABEL_END.finditer(text[:LABEL_MAX]) if "://" not in text[: m.start()]]


class Notes:
    """Numbered footnotes: the same source gets the same number, whether it is given alone or after a short label
    saying what it is for (the labelled text is kept: it says more)."""

    def __init__(self):
        self.items: list[str] = []
        self._whole: dict[str, int] = {}  # the key of each item (and of each text it stands for) -> its index
        self._body: dict[str, int] = {}  # the key of a labelled item without its label -> its index
        self._keys: list[str] = []  # each item's key, in the items' order

    def number(self, text) -> int:
        """The footnote number of `text` (1-based), adding it when new; 0 for an empty text. Two labels on a short
        source ('US market: <address>', 'China market: <address>') are two footnotes: they say different things."""
        text = localize(text).strip() if text else ""
        key = _key(text) if text else ""
        if not key:
            return 0
        at = self._whole.get(key, self._body.get(key))
        if at is None:
            bodies = _bodies(text)
            at = next((self._whole[b] for b in bodies if b in self._whole), None)
            if at is None:  # one long source under two labels ('Electricity price: X', 'United States; X')
                at = next((self._body[b] for b in bodies if len(b) >= SAME_BODY and b in self._body), None)
                if at is not None:
                    self._whole[key] = at
                    return at + 1
            if at is None and len(key) >= SAME_INSIDE:  # a source said again shorter, inside a fuller note
                at = next((k for k, item in enumerate(self._keys) if key in item), None)
                if at is not None:
                    self._whole[key] = at
                    return at + 1
            if at is None:
                self.items.append(text)
                self._keys.append(key)
                at = len(self.items) - 1
            else:
                self.items[at] = text  # the source given bare before, now with what it is for
                self._keys[at] = key
            for b in bodies:
                self._body.setdefault(b, at)
        self._whole[key] = at
        return at + 1

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


def _close(text: str, start: int) -> int:
    """Where the bracket open at `start` closes (the index of its ')'), else the text's end."""
    depth = 0
    for k in range(start, len(text)):
        ch = text[k]
        if ch in "(（":
            depth += 1
        elif ch in ")）":
            if depth == 0:
                return k
            depth -= 1
    return len(text)


def cite(text, notes: Notes) -> str:
    """`text` as HTML with its citations moved into numbered footnotes (see the module's docstring)."""
    text = as_inputs(localize(text))  # 'name --precision' said as the estimate's input: a meeting has no shell
    cited_texts: list[str] = []  # placeholders stand for them until the end: numbered in reading order

    def mark(cited: str) -> str:
        cited_texts.append(cited.strip().rstrip(".;,。；，").strip())
        return f"\x00{len(cited_texts) - 1}\x00"

    # 'source: ...' fragments, last first (an earlier one's end may hold a later one)
    for m in reversed(list(_SOURCE.finditer(text))):
        end = _close(text, m.end())
        cited = text[m.end() : end]
        if not cited.strip():
            continue
        before = text[: m.start()]
        if before.endswith(("(", "（")) and end < len(text):  # '(source: X)' alone in its bracket: the whole aside
            text = before[:-1].rstrip() + mark(cited) + text[end + 1 :]
        else:
            stop = cited.rstrip()[-1:] if cited.rstrip().endswith((".", "。")) and end == len(text) else ""
            text = before.rstrip() + mark(cited) + stop + text[end:]
    # asides that cite without saying 'source'
    out, at = [], 0
    for a, b in _asides(text):
        inner = text[a + 1 : b - 1]
        if "\x00" in inner or not _CITES.search(inner):
            continue
        out.append(text[at:a].rstrip())
        out.append(mark(inner))
        at = b
    out.append(text[at:])
    text = "".join(out)
    text = _URL.sub(lambda u: mark(u.group(0)), text)  # a bare address left in the sentence
    escaped = html.escape(text)
    return _PLACEHOLDER.sub(lambda m: notes.ref(cited_texts[int(m.group(1))]), escaped)


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


#: a differing part that starts with one of these is a clause of its own, never a value to set beside another
_CLAUSE_START = tuple(",;:，；：")
#: words of an HTML sentence: a footnote mark, a number or word (with inner . , - – %), a run of spaces, a sign
#: a word, with the currency symbol before an amount as part of it: two devices' '$1.80' and '$0.18' differ as
#: '$1.80 / $0.18', never '$1.80 / 0.18' (the second amount's unit lost)
_TOKENS = re.compile(r"<sup>\[\d+\]</sup>|&\w+;|[$¥€₽£]?\w(?:[\w.,\-–%]*\w)?|\s+|.", re.S)


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
        # ranges apart by spaces only read as one ('NVIDIA Hopper / Intel Gaudi 2', not 'NVIDIA / Intel Hopper / ...')
        if merged and all(t.isspace() for t in base[merged[-1][1] : a]):
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
        if any(
            not v.strip() or " / " in v or ";" in v or "；" in v or v.lstrip()[:1] in _CLAUSE_START for v in variants
        ):
            # a clause one device lacks (empty, or one starting at its comma), a value with a slash of its own, or a
            # list of clauses (one device's reasons against another's number): not readable as one
            return None
        if len(set(variants)) == 1:
            out.extend(base[a:b])
        else:
            # a space every variant has before or after it stays ('NVLink 4 / NVLink 3 每卡双向', never '…3每卡')
            before = " " if all(v[:1].isspace() for v in variants) else ""
            after = " " if all(v[-1:].isspace() for v in variants) else ""
            out.append(before + " / ".join(v.strip() or "—" for v in variants) + after)
        at = b
    out.extend(base[at:])
    return "".join(out)


def said_once(lists: list[list[str]], own: list[list[str | None]] | None = None) -> list[tuple[str, list[int]]]:
    """Several devices' lists of sentences (HTML), each sentence printed once: (text, the devices it is about).
    A sentence every device has is one item about all of them; sentences alike in several devices are one item with
    the differing words side by side, about those devices; the rest stay each device's own. Items keep the order
    of the first device that has them. `own` gives a key to the sentences each device keeps as its own sentence
    whatever the others say (a device's band and its reasons, its price's date and age): those of the later devices
    follow the first one with the same key, one item per wording (devices saying the very same words share it)."""
    import difflib

    n = len(lists)
    used = [set() for _ in range(n)]
    tokens = [[_TOKENS.findall(t) for t in texts] for texts in lists]
    keys = own or [[None] * len(texts) for texts in lists]
    out: list[tuple[str, list[int]]] = []
    for first in range(n):
        for i, text in enumerate(lists[first]):
            if i in used[first]:
                continue
            if keys[first][i] is not None:
                # each device's own sentence, the same words said once for the devices that share them
                own_items: dict[str, list[int]] = {}
                for k in range(first, n):
                    for j, key in enumerate(keys[k]):
                        if key == keys[first][i] and j not in used[k]:
                            used[k].add(j)
                            own_items.setdefault(lists[k][j], []).append(k)
                out.extend(own_items.items())
                continue
            found = {first: i}
            scores = {}
            sm = difflib.SequenceMatcher(None, autojunk=False)
            sm.set_seq2(tokens[first][i])  # the sequence compared against many: its index is built once
            for k in range(first + 1, n):
                best, score = None, 0.0
                for j, other in enumerate(lists[k]):
                    if j in used[k] or keys[k][j] is not None:
                        continue
                    if other == text:
                        best, score = j, 1.0
                        break
                    sm.set_seq1(tokens[k][j])
                    # cheap upper bounds first: most pairs are plainly unlike
                    if sm.real_quick_ratio() < max(ALIKE, score) or sm.quick_ratio() < max(ALIKE, score):
                        continue
                    r = sm.ratio()
                    if r > score:
                        best, score = j, r
                if best is not None and score >= ALIKE:
                    found[k], scores[k] = best, score
            # the most alike first: drop the least alike device until the rest read as one sentence
            while True:
                who = sorted(found)
                texts = [lists[k][found[k]] for k in who]
                joined = texts[0] if len(set(texts)) == 1 else merge_alike(texts) if len(texts) > 1 else text
                if joined is not None:
                    break
                worst = min(scores, key=scores.get)
                del found[worst], scores[worst]
            for k in who:
                used[k].add(found[k])
            out.append((joined, who))
    return out
