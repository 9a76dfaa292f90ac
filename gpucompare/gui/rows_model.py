"""A read-only table model over a Python list of rows with named columns: the import preview, rejected rows,
quotes. Cells are computed on demand from the row (no QTableWidgetItem per cell: a sheet may have 50k rows)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt

from gpucompare.gui.plaintext import tip
from gpucompare.safetext import shown

_ROOT = QModelIndex()
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


@dataclass(frozen=True)
class RowColumn:
    title: str
    text: Callable[[object], str]
    numeric: bool = False
    tooltip: Callable[[object], str] | None = None
    sort_key: Callable[[object], object] | None = None


class RowsModel(QAbstractTableModel):
    #: the row object itself
    RowRole = Qt.ItemDataRole.UserRole

    def __init__(self, columns: Sequence[RowColumn], parent=None):
        super().__init__(parent)
        self.columns = list(columns)
        self.rows: list = []
        self.foreground: Callable[[object], object] | None = None

    def set_rows(self, rows: list) -> None:
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()

    def rowCount(self, parent=_ROOT) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent=_ROOT) -> int:
        return 0 if parent.isValid() else len(self.columns)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.columns[section].title
        return None

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        row = self.rows[index.row()]
        col = self.columns[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return shown(col.text(row))  # file text: no escape or direction control reaches the screen
        if role == Qt.ItemDataRole.ToolTipRole:
            return tip(col.tooltip(row)) if col.tooltip else None  # file text: shown as text, never HTML
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _RIGHT if col.numeric else None
        if role == Qt.ItemDataRole.ForegroundRole and self.foreground is not None:
            return self.foreground(row)
        if role == self.RowRole:
            return row
        return None

    def sort(self, column: int, order=Qt.SortOrder.AscendingOrder) -> None:
        col = self.columns[column]
        key = col.sort_key or col.text
        self.layoutAboutToBeChanged.emit()
        self.rows = sorted(
            self.rows, key=lambda r: (key(r) is None, key(r)), reverse=order == Qt.SortOrder.DescendingOrder
        )
        self.layoutChanged.emit()
