"""A sheet in sections, a note saying each section's own terms: which note clauses are about which section.

A dealer's list in two sections ('一、现货' | '二、期货预订', 'A. Stock' | 'B. Pre-order'), each a table of its own
under its title line, with one note over both ('现货价格含13%增值税，当日有效；期货价格不含税…锁定至2026-12-10'):
the note's clauses each name a section by its title's word ('现货价格…', '期货价格…'). A clause that names exactly one
section is that section's; a clause that names none is the sheet's, for every section. What a clause says (a tax
basis, a validity) is for the notes reader to tell from the lexicon; here only which section a clause names, by the
words its title and the clause share. No word list: a title's own words decide. Linear in the cells read.
"""

from __future__ import annotations

from gpucompare.sheets import lexicon as lx
from gpucompare.sheets.prices import fold

#: the lines read for section titles and note lines
SECTION_ROWS = 5_000
#: a section title is a short line
TITLE_CHARS = 40
#: a table's line (a header or a product) fills this many cells or more
TABLE_CELLS = 3
#: the note cells split into clauses
NOTE_CELLS = 40

# a title's numbering ('一、', '二.', '1.', 'A)', 'II -'), before its words
_NUMBERING = lx.compiled(r"^\s*(?:[一二三四五六七八九十]+|\d{1,2}|[A-Za-z]|[IVX]{1,4})\s*[、.)）:：\-–]\s*")
# where a title's own words end: a bracket or a clause mark starts its explanation
_TITLE_END = lx.compiled(r"[（(\[【:：,，;；]")
_CLAUSE = lx.compiled(r"[;；。\n]+")
_CJK = lx.compiled(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]+")
_WORD = lx.compiled(r"[^\W\d_]{3,}")


def _units(text: str) -> set[str]:
    """A text's word units: each CJK run's character pairs, each other word of three letters or more (lower case)."""
    low = fold(text).lower()
    out = {w for w in _WORD.findall(_CJK.sub(" ", low))}
    for run in _CJK.findall(low):
        out |= {run[i : i + 2] for i in range(len(run) - 1)}
    return out


def single_text(row: list) -> str | None:
    """The one text of a line holding one filled cell, else None."""
    filled = [v for v in row[:60] if v not in ("", None)]
    if len(filled) == 1 and isinstance(filled[0], str):
        return filled[0].strip()
    return None


def sections(rows: list[list], hidden: set[int]) -> list[tuple[int, set[str]]]:
    """(0-based title line, the title's own word units) of each section title: a short line of one text cell, no
    figure in its words, that a table's line (`TABLE_CELLS` filled cells or more) follows directly or after one blank
    line. Top to bottom."""
    out: list[tuple[int, set[str]]] = []
    limit = min(len(rows), SECTION_ROWS)
    for r in range(limit):
        if r in hidden:
            continue
        text = single_text(rows[r])
        if text is None or len(text) > TITLE_CHARS * 3:
            continue
        nxt = r + 1
        while nxt < limit and not any(v not in ("", None) for v in rows[nxt][:60]) and nxt <= r + 2:
            nxt += 1
        if nxt >= limit or sum(v not in ("", None) for v in rows[nxt][:60]) < TABLE_CELLS:
            continue
        words = _TITLE_END.split(_NUMBERING.sub("", text), maxsplit=1)[0]
        if not words.strip() or len(words) > TITLE_CHARS or any(ch.isdigit() for ch in words):
            continue  # a title names its section; a line with a figure is a note ('Oferta ważna 14 dni')
        units = _units(words)
        if units:
            out.append((r, units))
    return out


def clauses_by_section(notes: list[str], titles: list[tuple[int, set[str]]]) -> tuple[list[str], list[list[str]]]:
    """(the clauses naming no section, each section's own clauses) of the note texts; ([], []) unless some clause
    names exactly one section. A word every title shares names none of them."""
    if len(titles) < 2:
        return [], []
    shared = set.intersection(*(u for _r, u in titles))
    own = [u - shared for _r, u in titles]
    common: list[str] = []
    each: list[list[str]] = [[] for _t in titles]
    named = False
    for note in notes[:NOTE_CELLS]:
        for clause in _CLAUSE.split(str(note)[:400]):
            clause = clause.strip()
            if not clause:
                continue
            units = _units(clause)
            hits = [k for k, u in enumerate(own) if u & units]
            if len(hits) == 1:
                each[hits[0]].append(clause)
                named = True
            elif not hits:
                common.append(clause)
            # a clause naming several sections says nothing any one of them can be told by
    return (common, each) if named else ([], [])


def section_of(row0: int, titles: list[tuple[int, set[str]]]) -> int | None:
    """The section (index) a 0-based line is in: the last title above it, else None."""
    got = None
    for k, (r, _u) in enumerate(titles):
        if r < row0:
            got = k
        else:
            break
    return got
