"""Results a user can take away: select cells of a result table (the side-by-side panel, the estimate), copy them
as tab-separated text with their row and column titles (pastes into Excel or WPS as a table), or export the whole
table to .xlsx or .csv."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QKeySequence
from PySide6.QtWidgets import QAbstractItemView, QComboBox, QMenu, QTableWidget

from gpucompare.i18n import tr

#: a row title's own text where the table shows it broken onto two lines (the estimate panel's narrow columns): a
#: copy carries the title whole
TITLE_ROLE = Qt.ItemDataRole.UserRole + 19


def cell_text(table: QTableWidget, r: int, c: int) -> str:
    item = table.item(r, c)
    if item is not None:  # a cell set on two lines (a cost with its price's date under it) is one line in a copy
        return item.text().strip().replace("\n", " ")
    widget = table.cellWidget(r, c)
    return widget.currentText() if isinstance(widget, QComboBox) else ""


def table_rows(table: QTableWidget, selected_only: bool = False) -> tuple[list[str], list[list[str]]]:
    """(header, rows) of the table or of the selection's bounding rows and columns; the row titles of a vertical
    header, when shown, come first."""
    rows = range(table.rowCount())
    cols = range(table.columnCount())
    if selected_only and table.selectedIndexes():
        picked = table.selectedIndexes()
        rows = sorted({i.row() for i in picked})
        cols = sorted({i.column() for i in picked})
    vh = table.verticalHeader()
    titles = vh.isVisible()
    header = [""] if titles else []
    for c in cols:
        h = table.horizontalHeaderItem(c)
        # a name set on two lines in a narrow column is one name in a copy
        header.append(h.text().replace(" ◆", "").replace("\n", " ") if h is not None else "")
    out = []
    for r in rows:
        line = []
        if titles:
            v = table.verticalHeaderItem(r)
            line.append((v.data(TITLE_ROLE) or v.text()) if v is not None else "")
        line.extend(cell_text(table, r, c) for c in cols)
        out.append(line)
    return header, out


def as_tsv(header: list[str], rows: list[list[str]]) -> str:
    clean = [[v.replace("\t", " ").replace("\n", " ") for v in line] for line in [header, *rows]]
    return "\n".join("\t".join(line) for line in clean)


def copy_table(table: QTableWidget) -> str:
    """The selection (or the whole table when nothing is selected) to the clipboard; returns the text."""
    text = as_tsv(*table_rows(table, selected_only=True))
    QGuiApplication.clipboard().setText(text)
    return text


def make_copyable(table: QTableWidget, export) -> None:
    """Cells selectable, Ctrl+C (the window's Copy routes here while the table has focus), a context menu with
    Copy, Copy all and Export…; `export()` asks for a file and writes the table."""
    table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
    table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)

    def menu(pos) -> None:
        m = QMenu(table)
        copy = m.addAction(tr("Copy"))
        copy.setShortcut(QKeySequence.StandardKey.Copy)
        copy.triggered.connect(lambda: copy_table(table))
        every = m.addAction(tr("Copy all"))
        every.triggered.connect(lambda: QGuiApplication.clipboard().setText(as_tsv(*table_rows(table))))
        m.addSeparator()
        m.addAction(tr("Export…")).triggered.connect(export)
        m.exec(table.viewport().mapToGlobal(pos))

    table.customContextMenuRequested.connect(menu)
