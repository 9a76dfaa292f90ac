"""Where a quote came from: one identity for its place, used by the import preview, the workspace and every face.

A quote's place is its file (the SHA-256 of its bytes), the sheet its row is on, the row as the sheet numbers it and
the cell its price was read from. One import may read several offer sheets of a workbook (sheets.importer), so the
sheet is the quote's own, never its import's first: two quotes on row 5 of two sheets are two places. A cell on
another sheet than the import's first is named as Excel names it ("'Quote SG'!D5"); `cell_sheet` reads that name
back (how a workspace written before quotes kept their sheet learns it), and `place_text` shows the place once
("file.xlsx / Quote SG / D5", never the sheet twice).
"""

from __future__ import annotations

from typing import NamedTuple


class QuotePlace(NamedTuple):
    """A quote's place: file digest, sheet, row (1-based, as the sheet numbers it) and cell ('D5' or "'S'!D5")."""

    sha256: str
    sheet: str
    row: int
    cell: str = ""

    def as_dict(self) -> dict:
        """As a pin or an offer correction stores it (JSON)."""
        return {"sha256": self.sha256, "sheet": self.sheet, "row": self.row, "cell": self.cell}

    def matches(self, stored: dict) -> bool:
        """A stored place names this one: same file, sheet and row, and the same cell where it names one (a pin
        stored before the cell was part of the place names none)."""
        if not isinstance(stored, dict):
            return False
        same = stored.get("sha256") == self.sha256 and stored.get("sheet") == self.sheet
        if not (same and stored.get("row") == self.row):
            return False
        cell = stored.get("cell")
        return cell is None or cell == self.cell


def quote_sheet(quote_sheet: str | None, import_sheet: str) -> str:
    """The sheet a quote's row is on: its own where the import read several sheets, else its import's."""
    return quote_sheet or import_sheet


def row_key(q, import_sheet: str) -> tuple[str, int]:
    """(sheet, row) of a quote of an import preview (a `Quote` or a rejected row): what tells two rows apart when
    one import reads several sheets (a row number alone does not)."""
    return (quote_sheet(getattr(q, "sheet", ""), import_sheet), q.source_row)


def cell_sheet(cell: str | None) -> str | None:
    """The sheet an Excel-style cell names ("'Quote SG'!D5" -> 'Quote SG', "'It''s'!B2" -> "It's"), else None
    ('D5', '', text that is not such a name). Linear in the cell's length."""
    if not cell or not cell.startswith("'"):
        return None
    i, n, out = 1, len(cell), []
    while i < n:
        ch = cell[i]
        if ch == "'":
            if i + 1 < n and cell[i + 1] == "'":
                out.append("'")
                i += 2
                continue
            return "".join(out) if i + 1 < n and cell[i + 1] == "!" and out else None
        out.append(ch)
        i += 1
    return None


def bare_cell(cell: str | None) -> str:
    """The cell without the sheet Excel puts before it ("'Quote SG'!D5" -> 'D5')."""
    if not cell:
        return ""
    sheet = cell_sheet(cell)
    if sheet is None:
        return cell
    return cell[len(sheet.replace("'", "''")) + 3 :]


def place_text(file_name: str, sheet: str, row, cell: str | None) -> str:
    """A quote's place as a person reads it: 'file.xlsx / Quote SG / D5' (the row where no cell was recorded)."""
    return f"{file_name} / {sheet} / {bare_cell(cell) or row}"
