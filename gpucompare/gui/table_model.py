"""The hardware table model: a core `Frame` of numpy columns, sorted (argsort) and filtered (mask) in the model.

No QSortFilterProxyModel: it would call `data()` ~n·log n times per sort (26.8 s at 100k rows, measured).
Display text is formatted on demand; `order` maps view rows to frame rows.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt, Signal
from PySide6.QtGui import QColor, QFont

from gpucompare.core.hwtable import COLUMNS, DAYS, Column, Frame, run_time_unit
from gpucompare.gui.plaintext import tip

_ROOT = QModelIndex()
_DISPLAY = Qt.ItemDataRole.DisplayRole
_TOOLTIP = Qt.ItemDataRole.ToolTipRole
_ALIGN = Qt.ItemDataRole.TextAlignmentRole
_CHECK = Qt.ItemDataRole.CheckStateRole
_FONT = Qt.ItemDataRole.FontRole
_FG = Qt.ItemDataRole.ForegroundRole
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


class HardwareTableModel(QAbstractTableModel):
    """One row per device, one column per `core.hwtable.COLUMNS` entry; the name column carries a compare box."""

    COL_NAME = 0
    #: a float sort key (NaN for missing) or lower-case text
    SortRole = Qt.ItemDataRole.UserRole
    #: the device id of the row
    IdRole = Qt.ItemDataRole.UserRole + 1
    #: the tooltip with the cell's text whole in front: what a cell whose text ends in '…' shows on hover
    FullTipRole = Qt.ItemDataRole.UserRole + 2

    compareToggled = Signal(str)  # device id whose box was clicked

    _ROLES = frozenset({_DISPLAY, _TOOLTIP, _ALIGN, _CHECK, _FONT, _FG, SortRole, IdRole, FullTipRole})

    def __init__(self, parent=None):
        super().__init__(parent)
        self.columns: tuple[Column, ...] = COLUMNS
        self.frame: Frame | None = None
        self.order = np.arange(0)
        self._perm: np.ndarray | None = None  # every row of the frame in the current sort order
        self.compared: set[str] = set()
        self._mask: np.ndarray | None = None
        self._sort: tuple[int, Qt.SortOrder] | None = None
        self._text_keys: dict[str, np.ndarray] = {}
        self._bold = QFont()
        self._bold.setBold(True)
        self._missing = QColor(150, 150, 150)
        #: the one unit of the "for my workload" time column over the rows shown (its header says it)
        self.run_unit = DAYS

    # data in ------------------------------------------------------------------------------------------------
    def set_frame(self, frame: Frame, mask: np.ndarray | None = None) -> None:
        """New data (a precision, currency or price change): keeps the current sort."""
        self.beginResetModel()
        self.frame = frame
        self._text_keys = {}
        self._mask = mask
        n = len(frame)
        self._perm = self._sorted(np.arange(n), *self._sort) if self._sort else None
        self.order = self._filtered()
        self._fit_run_unit()
        self.endResetModel()
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self.columns) - 1)

    def set_filter(self, mask: np.ndarray | None) -> None:
        self.beginResetModel()
        self._mask = mask
        self.order = self._filtered()
        changed = self._fit_run_unit()
        self.endResetModel()
        if changed:  # the run-time column's header names the unit of the rows now shown
            c = self.column_index("run_days")
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, c, c)

    def _fit_run_unit(self) -> bool:
        """The run-time column's unit from the rows shown (a filter to short runs reads them in minutes, not '0.00194'
        days); sorting does not change it. True when it changed."""
        unit = DAYS if self.frame is None else run_time_unit(self.frame.data["run_days"], self.order)
        changed, self.run_unit = unit != self.run_unit, unit
        return changed

    def cell_text(self, col: Column, row: int) -> str:
        """A cell's text as shown (frame row `row`), the run-time column in the unit of the rows shown."""
        return self.frame.cell_text(col, row, self.run_unit)

    def set_compared(self, ids) -> None:
        self.compared = set(ids)
        if self.rowCount():
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, 0), [_CHECK, _FONT])

    def _filtered(self) -> np.ndarray:
        """The rows that pass the filter, in sort order: a boolean pick from the sorted permutation, no re-sort."""
        n = 0 if self.frame is None else len(self.frame)
        perm = self._perm if self._perm is not None else np.arange(n)
        return perm if self._mask is None else perm[self._mask[perm]]

    # Qt model API -------------------------------------------------------------------------------------------
    def rowCount(self, parent=_ROOT) -> int:
        return 0 if parent.isValid() else len(self.order)

    def columnCount(self, parent=_ROOT) -> int:
        return 0 if parent.isValid() else len(self.columns)

    def headerData(self, section, orientation, role=_DISPLAY):
        if orientation != Qt.Orientation.Horizontal or self.frame is None:
            return None
        if role == _DISPLAY:
            return self.frame.header(self.columns[section].key, self.run_unit)
        if role == _TOOLTIP:
            return tip(self.frame.header_tooltip(self.columns[section].key, self.run_unit))
        return None

    def flags(self, index):
        f = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() == self.COL_NAME:
            f |= Qt.ItemFlag.ItemIsUserCheckable
        return f

    def data(self, index, role=_DISPLAY):
        if role not in self._ROLES or self.frame is None:
            return None
        col = self.columns[index.column()]
        row = int(self.order[index.row()])
        if role == self.IdRole:
            return self.frame.ids[row]
        if role == _CHECK:
            if index.column() != self.COL_NAME:
                return None
            return Qt.CheckState.Checked if self.frame.ids[row] in self.compared else Qt.CheckState.Unchecked
        if role == _ALIGN:
            return _RIGHT if col.numeric else None
        if role == _FONT:
            return self._bold if index.column() == self.COL_NAME and self.frame.ids[row] in self.compared else None
        value = self.frame.data[col.key][row]
        if role == _DISPLAY:
            return self.cell_text(col, row)
        if role == self.SortRole:
            return float(value) if col.numeric else str(value).lower()
        if role == _FG:
            return self._missing if col.numeric and value != value else None  # NaN != NaN
        text = self.frame.tooltip(col.key, row)
        if role == self.FullTipRole or index.column() == self.COL_NAME:  # a long name elides: said whole on hover
            whole = self.cell_text(col, row)
            text = f"{whole}\n{text}" if text else whole
        return tip(text)  # _TOOLTIP, as text (custom devices come from files)

    def setData(self, index, value, role=Qt.ItemDataRole.EditRole) -> bool:
        if role == _CHECK and index.column() == self.COL_NAME and self.frame is not None:
            self.compareToggled.emit(self.frame.ids[int(self.order[index.row()])])
            return True
        return False

    # sorting ------------------------------------------------------------------------------------------------
    def sort(self, column: int, order=Qt.SortOrder.AscendingOrder) -> None:
        """Stable numpy sort of the visible rows, missing values last either way; selections follow their rows."""
        if self.frame is None:
            return
        if not 0 <= column < len(self.columns):  # no sort column: catalog order
            if self._sort is not None:
                self.layoutAboutToBeChanged.emit()
                self._sort, self._perm = None, None
                self.order = self._filtered()
                self.layoutChanged.emit()
            return
        self._sort = (column, order)
        self.layoutAboutToBeChanged.emit()
        old = self.persistentIndexList()
        old_rows = [int(self.order[i.row()]) for i in old]
        self._perm = self._sorted(np.arange(len(self.frame)), column, order)
        self.order = self._filtered()
        if old:
            where = np.empty(len(self.frame), dtype=np.int64)
            where[self.order] = np.arange(len(self.order))
            new = [self.index(int(where[r]), i.column()) for r, i in zip(old_rows, old, strict=True)]
            self.changePersistentIndexList(old, new)
        self.layoutChanged.emit()

    def _sorted(self, rows: np.ndarray, column: int, order) -> np.ndarray:
        col = self.columns[column]
        desc = order == Qt.SortOrder.DescendingOrder
        if col.numeric:
            v = self.frame.data[col.key][rows]
            key = np.where(np.isnan(v), np.inf, -v if desc else v)
            return rows[np.argsort(key, kind="stable")]
        text = self._text_key(col.key)[rows]
        idx = np.argsort(text, kind="stable")
        if desc:
            idx = idx[::-1]
        empty = text[idx] == ""  # blank text last either way, like missing numbers
        idx = np.concatenate([idx[~empty], idx[empty]])
        return rows[idx]

    def _text_key(self, key: str) -> np.ndarray:
        if key not in self._text_keys:
            self._text_keys[key] = np.strings.lower(self.frame.data[key].astype(str))
        return self._text_keys[key]

    # helpers for views and tests ----------------------------------------------------------------------------
    def row_of(self, device_id: str) -> int:
        """The view row showing a device, or -1 when it is filtered out."""
        if self.frame is None:
            return -1
        hits = np.flatnonzero(self.frame.ids[self.order] == device_id)
        return int(hits[0]) if len(hits) else -1

    def id_at(self, row: int) -> str:
        return self.frame.ids[int(self.order[row])]

    def column_index(self, key: str) -> int:
        return next(i for i, c in enumerate(self.columns) if c.key == key)
