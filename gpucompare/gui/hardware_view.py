"""The hardware table with its filter bar and column chooser; it reads the session and asks the core for the mask."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QItemSelectionModel, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QSpinBox,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gpucompare.core.catalog import PRECISION_LABEL
from gpucompare.core.hwtable import COLUMNS, LINK_KINDS, Filter, filter_mask, format_cell
from gpucompare.gui.session import Session
from gpucompare.gui.table_model import HardwareTableModel
from gpucompare.i18n import tr


class HardwareView(QWidget):
    """Search and filters over the hardware table; double-click or the box in the name column compares a device."""

    currentDeviceChanged = Signal(str)

    def __init__(self, session: Session, parent=None):
        super().__init__(parent)
        self.session = session
        self.model = HardwareTableModel(self)
        self.model.compareToggled.connect(session.toggle_comparison)

        self.search = QLineEdit()
        self.search.setPlaceholderText(tr("Search name, vendor or alias"))
        self.search.setClearButtonEnabled(True)
        self.search.setMinimumWidth(140)
        self.category = QComboBox()
        self.vendor = QComboBox()
        self.min_memory = QSpinBox()
        self.min_memory.setRange(0, 1024)
        self.min_memory.setSingleStep(8)
        self.min_memory.setSpecialValueText(tr("any"))
        self.min_memory.setSuffix(" GB")
        self.min_memory.setToolTip(tr("Only devices with at least this much memory"))
        self.min_peak = QSpinBox()
        self.min_peak.setRange(0, 100_000)
        self.min_peak.setSingleStep(50)
        self.min_peak.setSpecialValueText(tr("any"))
        self.link = QComboBox()
        self.link.addItem(tr("Any link"), "")
        for key, label in LINK_KINDS.items():
            self.link.addItem(tr(label), key)
        self.clear_btn = QToolButton()
        self.clear_btn.setText(tr("Clear filters"))
        self.columns_btn = QToolButton()
        self.columns_btn.setText(tr("Columns"))
        self.columns_btn.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.count_label = QLabel()
        for combo in (self.category, self.vendor, self.link):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(8)

        # two rows, so the table and the chart fit side by side on a 1280-pixel screen
        bar = QHBoxLayout()
        bar.setContentsMargins(0, 0, 0, 0)
        bar.addWidget(self.search, 1)
        bar.addWidget(self.clear_btn)
        bar.addWidget(self.columns_btn)
        bar.addWidget(self.count_label)
        bar2 = QHBoxLayout()
        bar2.setContentsMargins(0, 0, 0, 0)
        bar2.addWidget(self.category, 1)
        bar2.addWidget(self.vendor, 1)
        self.memory_label = QLabel(tr("Memory ≥"))
        bar2.addWidget(self.memory_label)
        bar2.addWidget(self.min_memory)
        self.peak_label = QLabel()
        bar2.addWidget(self.peak_label)
        bar2.addWidget(self.min_peak)
        bar2.addWidget(self.link, 1)

        self.view = QTableView()
        self.view.setModel(self.model)
        self.view.setSortingEnabled(True)
        self.view.setAlternatingRowColors(True)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.view.setWordWrap(False)
        self.view.verticalHeader().setVisible(False)
        self.view.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        hh = self.view.horizontalHeader()
        hh.setSectionsMovable(True)
        hh.setHighlightSections(False)
        hh.setSortIndicatorShown(True)
        hh.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        hh.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.view.customContextMenuRequested.connect(self._context_menu)
        self.view.doubleClicked.connect(lambda idx: session.add_to_comparison(self.model.id_at(idx.row())))
        self.view.selectionModel().currentRowChanged.connect(self._current_changed)

        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 0)
        lay.addLayout(bar)
        lay.addLayout(bar2)
        lay.addWidget(self.view)

        self._filter_timer = QTimer(self)
        self._filter_timer.setSingleShot(True)
        self._filter_timer.setInterval(60)  # typing: filter once the keys pause
        self._filter_timer.timeout.connect(self.apply_filter)
        self.search.textChanged.connect(self._filter_timer.start)
        for w in (self.category, self.vendor, self.link):
            w.currentIndexChanged.connect(self.apply_filter)
        for w in (self.min_memory, self.min_peak):
            w.valueChanged.connect(self.apply_filter)
        self.clear_btn.clicked.connect(self.clear_filters)
        self._build_column_menu()

        session.changed.connect(self._session_changed)
        self.refresh()
        for i, col in enumerate(COLUMNS):  # widths come with restore_state() or apply_default_columns()
            self.view.setColumnHidden(i, not col.visible)

    # filling ------------------------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Rebuild from the session (precision, currency, basis or data changed)."""
        frame = self.session.frame()
        self._fill_combo(self.category, tr("All categories"), sorted(set(frame.data["category"])))
        self._fill_combo(self.vendor, tr("All vendors"), sorted(set(frame.data["vendor"])))
        prec = PRECISION_LABEL[self.session.precision]
        unit = "TOPS" if self.session.precision == "int8" else "TFLOPS"
        self.peak_label.setText(tr("{prec} ≥").format(prec=prec))
        self.min_peak.setSuffix(f" {unit}")
        self.min_peak.setToolTip(tr("Only devices with at least this dense {prec} peak").format(prec=prec))
        current = self.current_device()
        self.model.set_frame(frame, filter_mask(frame, self.current_filter()))
        self.model.set_compared(self.session.comparison)
        self._update_count()
        if current:
            self.select_device(current)
        self._refresh_column_menu()

    @staticmethod
    def _fill_combo(combo: QComboBox, all_text: str, values: list[str]) -> None:
        keep = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        combo.addItem(all_text, "")
        for v in values:
            combo.addItem(tr(v), v)
        i = combo.findData(keep) if keep else 0
        combo.setCurrentIndex(max(0, i))
        combo.blockSignals(False)

    def _session_changed(self, what: str) -> None:
        if what == "comparison":
            self.model.set_compared(self.session.comparison)
        else:
            self.refresh()

    # filtering ----------------------------------------------------------------------------------------------
    def current_filter(self) -> Filter:
        cat, ven = self.category.currentData(), self.vendor.currentData()
        return Filter(
            text=self.search.text(),
            categories=frozenset([cat]) if cat else frozenset(),
            vendors=frozenset([ven]) if ven else frozenset(),
            min_memory_gb=float(self.min_memory.value()),
            min_peak=float(self.min_peak.value()),
            link=self.link.currentData() or "",
        )

    def apply_filter(self) -> None:
        current = self.current_device()
        self.model.set_filter(filter_mask(self.session.frame(), self.current_filter()))
        self._update_count()
        if current:
            self.select_device(current)

    def clear_filters(self) -> None:
        for w in (self.search, self.category, self.vendor, self.min_memory, self.min_peak, self.link):
            w.blockSignals(True)
        self.search.clear()
        self.category.setCurrentIndex(0)
        self.vendor.setCurrentIndex(0)
        self.min_memory.setValue(0)
        self.min_peak.setValue(0)
        self.link.setCurrentIndex(0)
        for w in (self.search, self.category, self.vendor, self.min_memory, self.min_peak, self.link):
            w.blockSignals(False)
        self.apply_filter()

    def _update_count(self) -> None:
        total = len(self.session.frame())
        self.count_label.setText(tr("{shown} of {total}").format(shown=self.model.rowCount(), total=total))

    # selection ----------------------------------------------------------------------------------------------
    def current_device(self) -> str:
        idx = self.view.currentIndex()
        return self.model.id_at(idx.row()) if idx.isValid() and idx.row() < self.model.rowCount() else ""

    def selected_devices(self) -> list[str]:
        rows = sorted({i.row() for i in self.view.selectionModel().selectedRows()})
        return [self.model.id_at(r) for r in rows]

    def select_device(self, device_id: str) -> bool:
        row = self.model.row_of(device_id)
        if row < 0:
            return False
        idx = self.model.index(row, HardwareTableModel.COL_NAME)
        self.view.selectionModel().setCurrentIndex(
            idx, QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows
        )
        self.view.scrollTo(idx)
        return True

    def _current_changed(self, current, _previous) -> None:
        if current.isValid():
            self.currentDeviceChanged.emit(self.model.id_at(current.row()))

    def _context_menu(self, pos) -> None:
        idx = self.view.indexAt(pos)
        if not idx.isValid():
            return
        ids = self.selected_devices() or [self.model.id_at(idx.row())]
        menu = QMenu(self)
        add = menu.addAction(tr("Add to comparison"))
        add.triggered.connect(lambda: [self.session.add_to_comparison(i) for i in ids])
        rem = menu.addAction(tr("Remove from comparison"))
        rem.setEnabled(any(i in self.session.comparison for i in ids))
        rem.triggered.connect(lambda: [self.session.remove_from_comparison(i) for i in ids])
        menu.addSeparator()
        copy = menu.addAction(tr("Copy rows"))
        copy.setShortcut(QKeySequence.StandardKey.Copy)
        copy.triggered.connect(self.copy_selection)
        menu.exec(self.view.viewport().mapToGlobal(pos))

    def copy_selection(self) -> None:
        """Selected rows as tab-separated text with headers (pastes into Excel/WPS as a table, never a formula)."""
        from gpucompare.sheets.export import clipboard_cell

        rows = sorted({i.row() for i in self.view.selectionModel().selectedRows()})
        if not rows:
            return
        hh = self.view.horizontalHeader()
        cols = [hh.logicalIndex(v) for v in range(hh.count()) if not hh.isSectionHidden(hh.logicalIndex(v))]
        lines = ["\t".join(self.model.headerData(c, Qt.Orientation.Horizontal) for c in cols)]
        for r in rows:
            lines.append("\t".join(clipboard_cell(self.model.data(self.model.index(r, c))) for c in cols))
        QGuiApplication.clipboard().setText("\n".join(lines))

    # columns ------------------------------------------------------------------------------------------------
    def _build_column_menu(self) -> None:
        menu = QMenu(self)
        self._column_actions: list[QAction] = []
        for i, _col in enumerate(COLUMNS):
            act = QAction(self)
            act.setCheckable(True)
            act.toggled.connect(lambda on, i=i: self.view.setColumnHidden(i, not on))
            menu.addAction(act)
            self._column_actions.append(act)
        self._column_actions[0].setEnabled(False)  # the name column always shows
        menu.addSeparator()
        reset = menu.addAction(tr("Default columns"))
        reset.triggered.connect(self._apply_default_columns)
        self.columns_btn.setMenu(menu)

    def _refresh_column_menu(self) -> None:
        for i, act in enumerate(self._column_actions):
            act.setText(self.model.headerData(i, Qt.Orientation.Horizontal))

    def _apply_default_columns(self) -> None:
        for i, col in enumerate(COLUMNS):
            self.view.setColumnHidden(i, not col.visible)
        self._sync_column_actions()
        self.fit_columns()

    def fit_columns(self, sample: int = 200) -> None:
        """Width of each shown column from its header and the first rows' text, formatted straight from the frame
        (resizeColumnsToContents asks every cell of every role: 20 ms at start-up for nothing)."""
        fm = self.view.fontMetrics()
        hfm = self.view.horizontalHeader().fontMetrics()
        frame = self.model.frame
        rows = self.model.order[:sample]
        for c, col in enumerate(COLUMNS):
            if self.view.isColumnHidden(c):
                continue
            values = frame.data[col.key][rows]
            texts = {format_cell(col, v, frame.currency) for v in values}
            widest = max((fm.horizontalAdvance(t) for t in texts), default=0)
            head = hfm.horizontalAdvance(self.model.headerData(c, Qt.Orientation.Horizontal) or "") + 24
            extra = 28 if c == HardwareTableModel.COL_NAME else 14  # the compare box
            self.view.setColumnWidth(c, min(max(widest + extra, head), 260))

    def _sync_column_actions(self) -> None:
        for i, act in enumerate(self._column_actions):
            act.blockSignals(True)
            act.setChecked(not self.view.isColumnHidden(i))
            act.blockSignals(False)

    def visible_columns(self) -> list[str]:
        """Keys of the shown columns, in the order the user arranged them."""
        hh = self.view.horizontalHeader()
        logical = [hh.logicalIndex(v) for v in range(hh.count())]
        return [COLUMNS[i].key for i in logical if not hh.isSectionHidden(i)]

    def save_state(self) -> QByteArray:
        return self.view.horizontalHeader().saveState()

    def restore_state(self, state) -> None:
        """The user's column layout, or the default one when there is none."""
        if state and self.view.horizontalHeader().restoreState(state):
            self._sync_column_actions()
        else:
            self._apply_default_columns()
