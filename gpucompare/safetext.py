"""Text from files and users made safe to match, store and show: the one place that folds look-alike letters and
strips invisible, bidirectional and escape characters (the resolver, the workspace and every view call it).

- `fold_name(text)`: a model or vendor name as it is matched and stored. NFKC (full-width forms, ligatures, styled
  letters), invisible characters removed (zero-width space and joiners, soft hyphen, byte-order mark, variation
  selectors), bidirectional controls and control characters removed, runs of spaces made one, and letters of
  other scripts that imitate Latin ones (Cyrillic 'В', Greek 'Ι', from Unicode's confusables table,
  `data/confusables.csv`) folded to the letter they imitate, inside words that also hold a Latin letter or a digit
  or are made of look-alikes only: '910В' -> '910B', 'NVIDIA Іnc.' -> 'NVIDIA Inc.'; a Russian word stays Russian.
- `folded(text)`: the folded name and whether it differs from what was typed in more than width and spacing (a
  caller warns then: the name had look-alike letters or invisible characters).
- `shown(text)`: any text for display (window, PDF, terminal): escape sequences (ANSI colours, OSC window titles
  and clipboard writes), control characters and bidirectional controls removed, so that nothing reorders or
  recolours the text around it. Linear time.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

#: escape sequences a terminal acts on: CSI (colours, cursor moves), OSC (titles, clipboard), other ESC pairs
_ESCAPES = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x9b[0-?]*[ -/]*[@-~]|\x1b.?")
#: C0 controls but tab and newline, DEL and C1
_CONTROLS = [*range(0x00, 0x09), *range(0x0B, 0x20), *range(0x7F, 0xA0)]
_WORD = re.compile(r"[^\W_]+")
_SPACES = re.compile(r"\s+")


@cache
def _tables() -> tuple[dict[int, str], dict[int, None], dict[int, None], frozenset[str]]:
    """(look-alike letter -> Latin, removed in names, removed on display, the look-alike letters) from
    data/confusables.csv."""
    from gpucompare.core.tables import read_table

    look: dict[int, str] = {}
    invisible: dict[int, None] = {}
    bidi: dict[int, None] = {}
    for row in read_table("confusables"):
        cp = int(row["codepoint"][2:], 16)
        if row["kind"] == "lookalike":
            look[cp] = row["latin"]
        elif row["kind"] == "invisible":
            invisible[cp] = None
        elif row["kind"] == "bidi":
            bidi[cp] = None
    display = dict.fromkeys(_CONTROLS) | bidi
    names = display | invisible
    return look, names, display, frozenset(map(chr, look))


def shown(text, newlines: bool = False) -> str:
    """Text fit to show: escape sequences, control characters and bidirectional controls removed; tabs become
    spaces, and line breaks too unless `newlines`."""
    if text is None:
        return ""
    text = str(text)
    if text.isascii() and text.isprintable():
        return text
    if not newlines:
        text = text.replace("\r\n", " ").replace("\n", " ").replace("\r", " ")
    text = text.replace("\t", " ")
    if "\x1b" in text or "\x9b" in text:
        text = _ESCAPES.sub("", text)
    return text.translate(_tables()[2])


def marked(text) -> str:
    """Text fit to show with its invisible and direction characters made visible as <U+200B> (what a warning about
    them quotes), escapes and other controls removed."""
    if text is None:
        return ""
    text = str(text)
    if text.isascii() and text.isprintable():
        return text
    _look, remove, display, _letters = _tables()
    hidden = set(remove) - set(_CONTROLS)
    return shown("".join(f"<U+{ord(c):04X}>" if ord(c) in hidden else c for c in text))


def fold_name(text) -> str:
    """A model or vendor name as it is matched and stored (see the module's description)."""
    return folded(text)[0]


def folded(text) -> tuple[str, bool]:
    """(the name folded, whether folding changed more than width, case and spacing)."""
    if text is None:
        return "", False
    text = str(text)
    if text.isascii() and text.isprintable():
        if "  " in text or text[:1] == " " or text[-1:] == " ":
            text = _SPACES.sub(" ", text).strip()
        return text, False
    if len(text) > _FOLDED_CHARS:
        return _folded(text)
    got = _FOLDED.get(text)
    if got is None:
        if len(_FOLDED) >= _FOLDED_MAX:
            _FOLDED.clear()  # bounded: a long list of distinct names
        got = _FOLDED[text] = _folded(text)
    return got


#: a name the resolver reads is folded several times (its match, its key, its words): each distinct short text
#: once, the kept ones bounded in number and length
_FOLDED: dict[str, tuple[str, bool]] = {}
_FOLDED_MAX = 16384
_FOLDED_CHARS = 400


def _folded(text: str) -> tuple[str, bool]:
    look, remove, _display, letters = _tables()
    nfkc = unicodedata.normalize("NFKC", text)
    if "\x1b" in nfkc or "\x9b" in nfkc:
        nfkc = _ESCAPES.sub(" ", nfkc)
    plain = _SPACES.sub(" ", nfkc.translate(_CONTROL_TO_SPACE)).strip()
    clean = _SPACES.sub(" ", nfkc.translate(_CONTROL_TO_SPACE).translate(remove)).strip()
    if not letters.intersection(clean):
        return clean, clean != plain

    def word(m: re.Match) -> str:
        w = m.group(0)
        if any(c.isdigit() or ("a" <= c <= "z") or ("A" <= c <= "Z") for c in w) or all(
            c in letters for c in w if c.isalpha()
        ):
            return w.translate(look)
        return w

    out = _WORD.sub(word, clean)
    return out, out != plain


#: tab, line breaks and other spacing controls in a name are spaces (then made one)
_CONTROL_TO_SPACE = {c: " " for c in (0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029)}
