"""Text laid out in a terminal's columns: the one helper every command-line table pads, cuts and wraps with.

A terminal gives an East Asian wide or full-width character ('深', '（') two columns and a combining mark none, so
`str.ljust` and `f"{x:<24}"` misalign a column the moment a cell holds Chinese text (a vendor '深圳某某科技有限公司'
takes 20 columns, not 10). `width()` counts columns as the terminal does (Unicode East Asian Width W and F: two;
combining marks and zero-width characters: none); `pad()`, `cut()` and `wrap()` work in those columns.
"""

from __future__ import annotations

import unicodedata


def char_width(ch: str) -> int:
    """Columns one character takes in a terminal: 2 for East Asian wide and full-width, 0 for combining marks and
    format characters, else 1."""
    if unicodedata.combining(ch) or unicodedata.category(ch) in ("Mn", "Me", "Cf"):
        return 0
    return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1


def width(text: str) -> int:
    """Columns `text` takes in a terminal."""
    if text.isascii():
        return len(text)
    return sum(char_width(c) for c in text)


def cut(text: str, columns: int) -> str:
    """`text` in at most `columns` columns: a longer one ends in '…' (never half a wide character)."""
    if width(text) <= columns:
        return text
    out, used = [], 0
    for c in text:
        w = char_width(c)
        if used + w > columns - 1:
            break
        out.append(c)
        used += w
    return "".join(out) + "…"


def pad(text: str, columns: int, align: str = "<", clip: bool = False) -> str:
    """`text` padded with spaces to `columns` terminal columns ('<' left, '>' right), cut with '…' first when
    `clip` (else a longer text is left whole and the columns after it move)."""
    if clip:
        text = cut(text, columns)
    gap = " " * max(0, columns - width(text))
    return text + gap if align == "<" else gap + text


def wrap(text: str, columns: int) -> list[str]:
    """`text` broken into lines of at most `columns` columns at spaces (a word longer than a line is split), so a
    header is shown whole over several lines instead of cut."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        while width(word) > columns:  # a word wider than the column: split it where the column ends
            head = cut(word, columns + 1)[:-1]  # the most of it that fits, without a '…'
            if line:
                lines.append(line)
                line = ""
            lines.append(head)
            word = word[len(head) :]
        candidate = f"{line} {word}" if line else word
        if width(candidate) <= columns:
            line = candidate
        else:
            lines.append(line)
            line = word
    if line or not lines:
        lines.append(line)
    return lines


def terminal_columns(default: int = 100) -> int:
    """The terminal's width ($COLUMNS, else the terminal's size, else `default` when the output is not a
    terminal)."""
    import shutil

    return shutil.get_terminal_size((default, 24)).columns
