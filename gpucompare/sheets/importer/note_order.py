"""The order an import's notes are read in: the file's and the sheet's own notes first, then the rows' notes in row
order, each sheet's together (a dry run listed row 16 before rows 6-11, row 6 before row 5: the checks that wrote
them ran one after another, each over the whole sheet)."""

from __future__ import annotations

import re

#: a note about rows starts with them: 'row 6: ...', 'rows 5, 6 and 7: ...', after its sheet ("sheet 'B': row 4")
_ROW = re.compile(r"(?:sheet '(?P<sheet>[^']*)': )?rows? (?P<row>\d+)\b")


def in_row_order(notes: list) -> list:
    """`notes` (Msg or str, read as their English text) stably sorted: those naming no row first, in the order they
    came, then per sheet (in the order the sheets are first named) the rows' notes by their first row."""
    sheets: dict[str, int] = {}
    keyed = []
    for i, note in enumerate(notes):
        m = _ROW.match(str(note))
        if m is None:
            keyed.append(((0, 0, 0, i), note))
            continue
        rank = sheets.setdefault(m["sheet"] or "", len(sheets))
        keyed.append(((1, rank, int(m["row"]), i), note))
    return [note for _key, note in sorted(keyed, key=lambda kn: kn[0])]
