"""The hardware table with its filter bar and column chooser; it reads the session and asks the core for the mask."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QByteArray, QEvent, QItemSelectionModel, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QFont, QFontMetrics, QGuiApplication, QKeySequence, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QApplication,
    QCheckBox,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QSizePolicy,
    QSpinBox,
    QStyle,
    QStyledItemDelegate,
    QStyleOption,
    QStyleOptionToolButton,
    QStylePainter,
    QTableView,
    QToolButton,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from gpucompare.core.catalog import PRECISION_LABEL
from gpucompare.core.hwtable import COLUMNS, LINK_KINDS, Filter, filter_mask
from gpucompare.gui.plaintext import tip
from gpucompare.gui.session import Session
from gpucompare.gui.table_model import HardwareTableModel
from gpucompare.i18n import tr, trf

#: the name column is fitted to the longest of the first NAME_SAMPLE names in the table's order (by characters, the
#: NAME_MEASURED longest measured), up to NAME_CHARS average bold characters wide: nine names in ten are shorter
#: (the catalog's are 15 characters at the median, 31 at the 90th percentile); a longer one ends in '…' and its
#: tooltip says it whole, so the figures beside it stay in view beside the chart
NAME_SAMPLE = 5000
NAME_MEASURED = 24
NAME_CHARS = 42
#: a header wraps onto this many lines (the title above its unit: 'Memory bandwidth' / '(GB/s)'), so a column is as
#: wide as its figures, not as its one-line header
HEADER_LINES = 2
_WRAP = Qt.AlignmentFlag(Qt.TextFlag.TextWordWrap.value)
_HEADER_ALIGN = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter


def elided_tip(index, width: int, metrics) -> str:
    """The tooltip of a cell `width` pixels wide: its text whole, then what the cell's tooltip says, when the text
    does not fit and ends in '…' ('24,900–29,800 (CN, 2023, old, about 41…'); '' when it fits (its own tooltip)."""
    text = index.data(Qt.ItemDataRole.DisplayRole)
    if not text:
        return ""
    room = width - 2 * (QApplication.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1)
    if metrics.horizontalAdvance(str(text)) <= room:
        return ""
    return index.data(HardwareTableModel.FullTipRole) or ""


class ElidedTipDelegate(QStyledItemDelegate):
    """A hardware-table cell too narrow for its text shows it ending in '…' and says it whole on hover."""

    def helpEvent(self, event, view, option, index) -> bool:  # noqa: N802 - Qt's name
        if event is not None and event.type() == QEvent.Type.ToolTip and index.isValid():
            whole = elided_tip(index, option.rect.width(), option.fontMetrics)
            if whole:
                QToolTip.showText(event.globalPos(), whole, view)
                return True
        return super().helpEvent(event, view, option, index)


def wrapped_width(text: str, metrics) -> int:
    """The narrowest width at which `text` wraps at its spaces onto HEADER_LINES lines or fewer (two lines: the
    best single break)."""
    best = metrics.horizontalAdvance(text)
    for i, ch in enumerate(text):
        if ch == " ":
            best = min(best, max(metrics.horizontalAdvance(text[:i]), metrics.horizontalAdvance(text[i + 1 :])))
    return best


class MenuButton(QToolButton):
    """A button that opens its menu on a click, its down arrow beside its text: Qt draws the arrow of such a button
    in its corner, over the text, and leaves no room for it in its size. The text is drawn as text (a category
    name comes from the catalog) and ends in "…" when the button is narrower than it."""

    GAP = 4  # between the text and the arrow

    def __init__(self, text: str = "", parent=None):
        super().__init__(parent)
        self.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.setText(text)

    def _option(self) -> QStyleOptionToolButton:
        opt = QStyleOptionToolButton()
        self.initStyleOption(opt)
        return opt

    def arrow_width(self) -> int:
        return self.style().pixelMetric(QStyle.PixelMetric.PM_MenuButtonIndicator, self._option(), self)

    def _margin(self) -> int:
        return self.style().pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, self._option(), self) // 2 + 2

    def _width_for(self, text: str) -> int:
        """The width that shows `text` whole with the arrow beside it."""
        return self.fontMetrics().horizontalAdvance(text) + self.GAP + self.arrow_width() + 2 * self._margin() + 2

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = super().sizeHint()
        return QSize(max(hint.width(), self._width_for(self.text())), hint.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return self.sizeHint()

    def arrow_rect(self) -> QRect:
        a = self.arrow_width()
        return QRect(self.width() - self._margin() - a, (self.height() - a) // 2, a, a)

    def text_rect(self) -> QRect:
        m = self._margin()
        return QRect(m, 0, max(self.arrow_rect().left() - self.GAP - m, 0), self.height())

    def paintEvent(self, _event) -> None:  # noqa: N802 - Qt's name
        painter = QStylePainter(self)
        opt = self._option()
        text = opt.text
        opt.text = ""  # the frame only: the text and the arrow go in their own places
        opt.features &= ~QStyleOptionToolButton.ToolButtonFeature.HasMenu
        painter.drawComplexControl(QStyle.ComplexControl.CC_ToolButton, opt)
        rect = self.text_rect()
        shown = self.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
        painter.drawItemText(
            rect,
            int(Qt.AlignmentFlag.AlignCenter),
            self.palette(),
            self.isEnabled(),
            shown,
            QPalette.ColorRole.ButtonText,
        )
        arrow = QStyleOption()
        arrow.initFrom(self)
        arrow.rect = self.arrow_rect()
        painter.drawPrimitive(QStyle.PrimitiveElement.PE_IndicatorArrowDown, arrow)


class MultiChoice(MenuButton):
    """A drop-down of check boxes: none ticked shows everything ('All categories'), else the ticked ones."""

    changed = Signal()

    def __init__(self, all_text: str, parent=None):
        super().__init__(all_text, parent)
        self.all_text = all_text
        self.setMenu(QMenu(self))
        self.actions_by_value: dict[str, QAction] = {}
        self._update_text()

    def set_values(self, values: list[str]) -> None:
        """The choices (each shown translated); ticks on values still offered are kept."""
        keep = self.selected()
        menu = self.menu()
        menu.clear()
        self.actions_by_value = {}
        for v in values:
            act = menu.addAction(tr(v))
            act.setCheckable(True)
            act.setChecked(v in keep)
            act.toggled.connect(self._toggled)
            self.actions_by_value[v] = act
        self._update_text()

    def selected(self) -> frozenset[str]:
        return frozenset(v for v, a in self.actions_by_value.items() if a.isChecked())

    def set_selected(self, values) -> None:
        for v, a in self.actions_by_value.items():
            a.blockSignals(True)
            a.setChecked(v in values)
            a.blockSignals(False)
        self._update_text()
        self.changed.emit()

    def _toggled(self, _on: bool) -> None:
        self._update_text()
        self.changed.emit()

    def _update_text(self) -> None:
        chosen = [a.text() for a in self.actions_by_value.values() if a.isChecked()]
        self.setText(" + ".join(chosen) if chosen else self.all_text)
        hint = tr("Tick one or more; none ticked shows all")
        self.setToolTip(tip(" + ".join(chosen) + "\n" + hint if chosen else hint))  # the choice whole when it elides
        self.updateGeometry()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """Room for 'All categories' at least: a longer choice ends in "…" rather than widen the window."""
        hint = super().sizeHint()
        return QSize(min(hint.width(), self._width_for(self.all_text)), hint.height())


def viewport_of(view: QAbstractScrollArea) -> QWidget:
    """A scroll area's viewport, found among its children by the name Qt gives it: PySide's first conversion of what
    `viewport()` answers costs 10-20 ms of the window's start-up, this lookup a tenth of a millisecond."""
    found = view.findChild(QWidget, "qt_scrollarea_viewport", Qt.FindChildOption.FindDirectChildrenOnly)
    return found if found is not None else view.viewport()


class FrozenNameTable(QTableView):
    """The hardware table with its name column frozen at the left edge: a second view over the same model and
    selection shows column 0 on top of the first, so prices never appear without the device they belong to
    (Qt's 'frozen column' pattern)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.frozen = QTableView(self)
        self.frozen.setObjectName("frozen_name_column")
        self.frozen.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.frozen.verticalHeader().hide()
        self.frozen.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.frozen.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.frozen.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.frozen.setFrameShape(QFrame.Shape.NoFrame)
        self.frozen.setStyleSheet("QTableView { border-right: 1px solid palette(mid); }")
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        viewport_of(self).stackUnder(self.frozen)
        self.horizontalHeader().sectionResized.connect(self._section_resized)
        self.horizontalHeader().sectionMoved.connect(lambda *_a: self._keep_name_first())
        self.verticalScrollBar().valueChanged.connect(self.frozen.verticalScrollBar().setValue)
        self.frozen.verticalScrollBar().valueChanged.connect(self.verticalScrollBar().setValue)
        fh = self.frozen.horizontalHeader()
        fh.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        fh.setHighlightSections(False)
        fh.setSortIndicatorShown(True)
        fh.setDefaultAlignment(_HEADER_ALIGN | _WRAP)
        fh.sectionClicked.connect(self._frozen_header_clicked)
        self.horizontalHeader().sortIndicatorChanged.connect(
            lambda section, order: fh.setSortIndicator(section if section == 0 else -1, order)
        )

    def setModel(self, model) -> None:  # noqa: N802 - Qt's name
        super().setModel(model)
        self.frozen.setModel(model)
        self.frozen.setSelectionModel(self.selectionModel())
        model.modelReset.connect(self._hide_frozen_columns)
        model.layoutChanged.connect(self._hide_frozen_columns)
        self._hide_frozen_columns()

    def _hide_frozen_columns(self) -> None:
        for c in range(1, self.model().columnCount()):
            if not self.frozen.isColumnHidden(c):
                self.frozen.setColumnHidden(c, True)
        self.frozen.setColumnWidth(0, self.columnWidth(0))
        self.frozen.verticalHeader().setDefaultSectionSize(self.verticalHeader().defaultSectionSize())
        self._place_frozen()

    def _section_resized(self, logical: int, _old: int, new: int) -> None:
        if logical == 0:
            self.frozen.setColumnWidth(0, new)
            self._place_frozen()

    def _keep_name_first(self) -> None:
        hh = self.horizontalHeader()
        if hh.visualIndex(0) != 0:  # the name column stays the first one: it is the frozen one
            hh.blockSignals(True)
            hh.moveSection(hh.visualIndex(0), 0)
            hh.blockSignals(False)

    def _frozen_header_clicked(self, _section: int) -> None:
        hh = self.horizontalHeader()
        ascending = hh.sortIndicatorSection() != 0 or hh.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder
        self.sortByColumn(0, Qt.SortOrder.AscendingOrder if ascending else Qt.SortOrder.DescendingOrder)

    def _place_frozen(self) -> None:
        self.frozen.setGeometry(
            self.verticalHeader().width() + self.frameWidth(),
            self.frameWidth(),
            self.columnWidth(0),
            viewport_of(self).height() + self.horizontalHeader().height(),
        )

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._place_frozen()

    def moveCursor(self, action, modifiers):  # noqa: N802 - Qt's name
        """Keyboard moves never leave the current cell hidden under the frozen column."""
        current = super().moveCursor(action, modifiers)
        if (
            action == QAbstractItemView.CursorAction.MoveLeft
            and current.column() > 0
            and self.visualRect(current).topLeft().x() < self.frozen.columnWidth(0)
        ):
            new = (
                self.horizontalScrollBar().value() + self.visualRect(current).topLeft().x() - self.frozen.columnWidth(0)
            )
            self.horizontalScrollBar().setValue(new)
        return current

    def scrollTo(self, index, hint=QAbstractItemView.ScrollHint.EnsureVisible) -> None:  # noqa: N802
        if index.column() > 0 or self.model() is None:
            super().scrollTo(index, hint)
        else:  # the name column is always visible: scroll to the row, not back to the left edge
            column = max(0, self.columnAt(self.frozen.columnWidth(0) + 1))
            super().scrollTo(self.model().index(index.row(), column), hint)


class HardwareView(QWidget):
    """Search and filters over the hardware table; double-click or the box in the name column compares a device."""

    currentDeviceChanged = Signal(str)
    filtersChanged = Signal()  # the rows shown changed (the chart follows them)

    def __init__(self, session: Session, parent=None):
        super().__init__(parent)
        self.session = session
        self.model = HardwareTableModel(self)
        self.model.compareToggled.connect(session.toggle_comparison)

        self.search = QLineEdit()
        self.search.setPlaceholderText(tr("Search name, vendor or alias"))
        self.search.setClearButtonEnabled(True)
        self.search.setMinimumWidth(140)
        self.category = MultiChoice(tr("All categories"))
        self.category.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.vendor = QComboBox()
        self.min_memory = QSpinBox()
        self.min_memory.setRange(0, 1024)
        self.min_memory.setSingleStep(8)
        self.min_memory.setSpecialValueText(tr("any"))
        self.min_memory.setSuffix(" GB")
        self.min_memory.setToolTip(
            tr("Only devices with at least this much accelerator memory (HBM or GDDR); a CPU's host RAM does not count")
        )
        self.min_peak = QSpinBox()
        self.min_peak.setRange(0, 100_000)
        self.min_peak.setSingleStep(50)
        self.min_peak.setSpecialValueText(tr("any"))
        self.link = QComboBox()
        self.link.addItem(tr("Any link"), "")
        for key, label in LINK_KINDS.items():
            self.link.addItem(tr(label), key)
        self.china = QCheckBox(tr("Obtainable in China today"))
        self.china.setToolTip(
            tr(
                "Only parts the export indication lets a buyer in China obtain today (US rules and China's own "
                "measures, each with its date). An indication, not legal advice."
            )
        )
        self.clear_btn = QToolButton()
        self.clear_btn.setText(tr("Clear filters"))
        self.columns_btn = MenuButton(tr("Columns"))
        self.count_label = QLabel()
        for combo in (self.vendor, self.link):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(6)  # the table and the chart side by side at 1280 wide

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
        bar2.addWidget(self.china)

        self.view = FrozenNameTable()
        self.view.setModel(self.model)
        self._tips = ElidedTipDelegate(self.view)
        self.view.setItemDelegate(self._tips)
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
        hh.setSortIndicator(-1, Qt.SortOrder.AscendingOrder)  # catalog order, no arrow, until a header is clicked
        hh.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        hh.setDefaultAlignment(_HEADER_ALIGN | _WRAP)
        # room for a header's two lines (QTableView keeps the header at least its minimum height)
        hh.setMinimumHeight(HEADER_LINES * hh.fontMetrics().lineSpacing() + 10)
        self.view.frozen.horizontalHeader().setMinimumHeight(hh.minimumHeight())
        self.view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.view.customContextMenuRequested.connect(self._context_menu)
        self.view.doubleClicked.connect(lambda idx: session.add_to_comparison(self.model.id_at(idx.row())))
        frozen = self.view.frozen
        frozen.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        frozen.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        frozen.setAlternatingRowColors(True)
        frozen.setWordWrap(False)
        frozen.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        frozen.customContextMenuRequested.connect(
            lambda pos: self._context_menu(frozen.viewport().mapTo(self.view.viewport(), pos))
        )
        frozen.doubleClicked.connect(lambda idx: session.add_to_comparison(self.model.id_at(idx.row())))
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
        for w in (self.vendor, self.link):
            w.currentIndexChanged.connect(self.apply_filter)
        self.category.changed.connect(self.apply_filter)
        for w in (self.min_memory, self.min_peak):
            w.valueChanged.connect(self.apply_filter)
        self.china.toggled.connect(self.apply_filter)
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
        self.category.blockSignals(True)
        self.category.set_values(sorted(set(frame.data["category"])))
        self.category.blockSignals(False)
        self._fill_combo(self.vendor, tr("All vendors"), sorted(set(frame.data["vendor"])))
        prec = PRECISION_LABEL[self.session.precision]
        unit = "TOPS" if self.session.precision == "int8" else "TFLOPS"
        self.peak_label.setText(trf("{prec} ≥", prec=prec))
        self.min_peak.setSuffix(f" {unit}")
        self.min_peak.setToolTip(trf("Only devices with at least this dense {prec} peak", prec=prec))
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
        if what == "workload":
            # the run's columns were fitted to '—' before it was computed ('15,000万 (美国...' cut): fitted to its
            # figures once they come, never narrower than the user made them
            for key in ("run_days", "run_cost"):
                c = self.model.column_index(key)
                if not self.view.isColumnHidden(c):
                    before = self.view.columnWidth(c)
                    self.fit_columns(only=c)
                    self.view.setColumnWidth(c, max(before, self.view.columnWidth(c)))

    # filtering ----------------------------------------------------------------------------------------------
    def current_filter(self) -> Filter:
        ven = self.vendor.currentData()
        return Filter(
            text=self.search.text(),
            categories=self.category.selected(),
            vendors=frozenset([ven]) if ven else frozenset(),
            min_memory_gb=float(self.min_memory.value()),
            min_peak=float(self.min_peak.value()),
            link=self.link.currentData() or "",
            china_obtainable=self.china.isChecked(),
        )

    def apply_filter(self) -> None:
        current = self.current_device()
        self.model.set_filter(filter_mask(self.session.frame(), self.current_filter()))
        self._update_count()
        if current:
            self.select_device(current)
        self.filtersChanged.emit()

    def visible_ids(self) -> set[str] | None:
        """The devices the filters let through, or None when every device shows."""
        if self.model.frame is None or self.model.rowCount() == len(self.model.frame):
            return None
        return set(self.model.frame.ids[self.model.order].tolist())

    def clear_filters(self) -> None:
        for w in (self.search, self.category, self.vendor, self.min_memory, self.min_peak, self.link, self.china):
            w.blockSignals(True)
        self.search.clear()
        self.category.set_selected(())
        self.vendor.setCurrentIndex(0)
        self.min_memory.setValue(0)
        self.min_peak.setValue(0)
        self.link.setCurrentIndex(0)
        self.china.setChecked(False)
        for w in (self.search, self.category, self.vendor, self.min_memory, self.min_peak, self.link, self.china):
            w.blockSignals(False)
        self.apply_filter()

    def _update_count(self) -> None:
        total = len(self.session.frame())
        self.count_label.setText(trf("{shown} of {total}", shown=self.model.rowCount(), total=total))

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
            act.toggled.connect(lambda on, i=i: self._show_column(i, on))
            menu.addAction(act)
            self._column_actions.append(act)
        self._column_actions[0].setEnabled(False)  # the name column always shows
        menu.addSeparator()
        reset = menu.addAction(tr("Default columns"))
        reset.triggered.connect(self._apply_default_columns)
        self.columns_btn.setMenu(menu)

    def _refresh_column_menu(self) -> None:
        """Each column's header as its menu entry; a column that follows the precision selector says so, or its entry
        would read the same as the fixed column of that precision ('BF16 dense (TFLOPS)' twice under BF16)."""
        for i, act in enumerate(self._column_actions):
            head = self.model.headerData(i, Qt.Orientation.Horizontal)
            col = COLUMNS[i]
            if not col.precision and "{prec}" in col.title:
                head = trf("{header}, at the chosen precision", header=head)
            act.setText(head)

    def _apply_default_columns(self) -> None:
        for i, col in enumerate(COLUMNS):
            self.view.setColumnHidden(i, not col.visible)
        self._sync_column_actions()
        self.fit_columns()

    def _show_column(self, c: int, on: bool) -> None:
        """A column turned on from the Columns menu gets the width its header and values need, as the ones shown at
        start do (it came at Qt's default 100 px: 'Devices per sca', 'BF16 dense (TF')."""
        self.view.setColumnHidden(c, not on)
        if on:
            self.fit_columns(only=c)

    def fit_columns(self, sample: int = 200, only: int | None = None) -> None:
        """Width of each shown column (or of column `only`) from its header and the first rows' text, formatted
        straight from the frame (resizeColumnsToContents asks every cell of every role: 20 ms at start-up for
        nothing)."""
        fm = self.view.fontMetrics()
        hfm = self.view.horizontalHeader().fontMetrics()
        rows = self.model.order[:sample]
        for c, col in enumerate(COLUMNS):
            if self.view.isColumnHidden(c) or (only is not None and c != only):
                continue
            if c == HardwareTableModel.COL_NAME:  # measured in bold: a compared device's name is shown so
                bold = QFont(self.view.font())
                bold.setBold(True)
                texts, metrics = self._longest_names(NAME_SAMPLE), QFontMetrics(bold)
            else:
                # the text as the cell shows it: a price range with its market and date marks ('$25,000–30,000 (US,
                # 2024-06)'), not the bare number
                texts, metrics = {self.model.cell_text(col, int(r)) for r in rows}, fm
            widest = max((metrics.horizontalAdvance(t) for t in texts), default=0)
            head = wrapped_width(self.model.headerData(c, Qt.Orientation.Horizontal) or "", hfm) + 24
            extra = 28 if c == HardwareTableModel.COL_NAME else 14  # the compare box
            # the frozen name column is what every row is read by: as wide as the longest name up to about 42
            # characters (a longer one elides, whole in its tooltip), so the figures beside it stay in view
            cap = max(260, metrics.averageCharWidth() * NAME_CHARS + extra) if c == HardwareTableModel.COL_NAME else 260
            self.view.setColumnWidth(c, min(max(widest + extra, head), cap))

    def _longest_names(self, rows: int) -> set[str]:
        """The longest device names (by characters) among the first `rows` rows in the table's order, to measure:
        a linear pick, not a measurement of every name."""
        frame = self.model.frame
        names = frame.data["name"][self.model.order[:rows]]
        if not len(names):
            return set()
        chars = np.fromiter((len(str(n)) for n in names), dtype=np.int64, count=len(names))
        k = min(NAME_MEASURED, len(names))
        top = np.argpartition(chars, len(names) - k)[len(names) - k :]
        return {str(names[i]) for i in top}

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
        """The header's layout, saved with its one-line alignment: Qt's restoreState() refuses a saved state whose
        alignment carries the word-wrap flag (the columns came back as the defaults)."""
        hh = self.view.horizontalHeader()
        hh.setDefaultAlignment(_HEADER_ALIGN)
        state = hh.saveState()
        hh.setDefaultAlignment(_HEADER_ALIGN | _WRAP)
        return state

    def restore_state(self, state) -> None:
        """The user's column layout and sort, or the default ones when there are none; the rows are sorted the
        way the header's arrow says (restoreState() moves the arrow without sorting)."""
        hh = self.view.horizontalHeader()
        if state and hh.restoreState(state):
            self._sync_column_actions()
        else:
            self._apply_default_columns()
        hh.setDefaultAlignment(_HEADER_ALIGN | _WRAP)  # restoreState() set the saved one-line alignment
        self.view._keep_name_first()
        section = hh.sortIndicatorSection()
        if not 0 <= section < self.model.columnCount():
            section = -1
        self.view.sortByColumn(section, hh.sortIndicatorOrder())
        self.view._hide_frozen_columns()
