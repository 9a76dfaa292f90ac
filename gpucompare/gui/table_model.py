"""The hardware table model: numpy columns, sorted (argsort) and filtered (boolean mask) in the model itself."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt


@dataclass(frozen=True)
class Column:
    key: str
    title: str
    unit: str = ""
    numeric: bool = True
    digits: int = 0

    @property
    def header(self) -> str:
        return f"{self.title} ({self.unit})" if self.unit else self.title


_ROOT = QModelIndex()


class DeviceTableModel(QAbstractTableModel):
    """Rows of devices as numpy columns; `order` maps view rows to data rows after sort and filter."""

    SortRole = Qt.ItemDataRole.UserRole
    IdRole = Qt.ItemDataRole.UserRole + 1

    def __init__(self, columns: list[Column], parent=None):
        super().__init__(parent)
        self.columns = columns
        self.data_cols: dict[str, np.ndarray] = {}
        self.sources: list[str] = []
        self.ids = np.array([], dtype=object)
        self.order = np.arange(0)
        self._mask = None
        self._sort: tuple[int, Qt.SortOrder] | None = None

    def set_rows(self, cols: dict[str, np.ndarray], ids: np.ndarray, sources: list[str]) -> None:
        self.beginResetModel()
        self.data_cols = cols
        self.ids = ids
        self.sources = sources
        self._mask = None
        self.order = np.arange(len(ids))
        self.endResetModel()
        if self._sort:
            self.sort(*self._sort)

    def rowCount(self, parent=_ROOT) -> int:
        return 0 if parent.isValid() else len(self.order)

    def columnCount(self, parent=_ROOT) -> int:
        return 0 if parent.isValid() else len(self.columns)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.columns[section].header
        return None

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.TextAlignmentRole,
                        self.SortRole, self.IdRole):  # fmt: skip
            return None
        col = self.columns[index.column()]
        row = int(self.order[index.row()])
        if role == self.IdRole:
            return self.ids[row]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter) if col.numeric else None
        value = self.data_cols[col.key][row]
        if role == self.SortRole:
            return value
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.sources[row] if row < len(self.sources) else None
        if col.numeric:
            v = float(value)
            return "—" if math.isnan(v) else f"{v:,.{col.digits}f}"
        return str(value)

    def sort(self, column: int, order=Qt.SortOrder.AscendingOrder) -> None:
        """Stable argsort of the visible rows; missing values always last."""
        self._sort = (column, order)
        col = self.columns[column]
        self.layoutAboutToBeChanged.emit()
        rows = self.order
        values = self.data_cols[col.key][rows]
        desc = order == Qt.SortOrder.DescendingOrder
        if col.numeric:
            v = values.astype(float)
            missing = np.isnan(v)
            key = np.where(missing, np.inf, -v if desc else v)
            idx = np.argsort(key, kind="stable")
        else:
            idx = np.argsort(values.astype(str), kind="stable")
            if desc:
                idx = idx[::-1]
        self.order = rows[idx]
        self.layoutChanged.emit()

    def set_filter(self, mask: np.ndarray | None) -> None:
        self.beginResetModel()
        self._mask = mask
        self.order = np.arange(len(self.ids)) if mask is None else np.flatnonzero(mask)
        self.endResetModel()
        if self._sort:
            self.sort(*self._sort)
