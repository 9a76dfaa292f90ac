"""The side-by-side spec panel: 2-5 devices in columns, rows grouped, the best value in each row marked, ratios to a
baseline, sources on hover. It shows `core.compare.compare()`; it computes nothing itself."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gpucompare.core.compare import GROUPS, MAX_COMPARED, Comparison, column_name, compare
from gpucompare.core.fields import FIELD_BY_KEY, KINDS, PEAK_FIELD
from gpucompare.gui.plaintext import plain_label
from gpucompare.gui.plaintext import tip as plain_tip
from gpucompare.gui.session import Session
from gpucompare.i18n import localize, tr, trf

BEST_COLOR = QColor(200, 235, 200)
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
GROUP_COLOR = QColor(232, 236, 242)


class SpecPanel(QWidget):
    """Compared devices side by side; right-click a device's header to make it the baseline, move or remove it."""

    #: Qt.UserRole data on a value cell: True when it holds the best value of its row
    BestRole = Qt.ItemDataRole.UserRole
    #: the comparison row key ("peak", "memory_gb", ...) on the first cell of each row
    KeyRole = Qt.ItemDataRole.UserRole + 1

    def __init__(self, session: Session, parent=None):
        super().__init__(parent)
        self.session = session
        self.comparison: Comparison | None = None
        self.baseline = QComboBox()
        self.baseline.setToolTip(tr("Ratios in each row are to this device"))
        self.baseline.activated.connect(lambda i: session.set_baseline(self.baseline.itemData(i)))
        self.clear_btn = QToolButton()
        self.clear_btn.setText(tr("Clear comparison"))
        self.clear_btn.clicked.connect(lambda: session.set_comparison([]))
        self.headline = plain_label()
        self.headline.setWordWrap(True)
        self.headline.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.hint = QLabel(
            trf("Tick up to {n} devices in the table (or double-click a row) to compare them here.", n=MAX_COMPARED)
        )
        self.hint.setWordWrap(True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self.table = QTableWidget()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        # a cell wider than its column (a price with its date, its market and its ratio, in bold where best) goes on
        # two lines, its row as tall as that: never cut at the column's edge ('10,000–15,000 (2026, …  0…')
        self.table.setWordWrap(True)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        hh = self.table.horizontalHeader()
        hh.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        hh.customContextMenuRequested.connect(self._header_menu)
        hh.setSectionsClickable(True)
        hh.setToolTip(tr("Right-click a device to make it the baseline, move it or remove it"))

        top = QHBoxLayout()
        self.baseline_label = QLabel(tr("Baseline:"))
        top.addWidget(self.baseline_label)
        top.addWidget(self.baseline, 1)
        top.addWidget(self.clear_btn)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addLayout(top)
        lay.addWidget(self.headline)
        lay.addWidget(self.hint)
        lay.addWidget(self.table, 1)
        self.note = plain_label()  # what a marked ratio means (it holds for this price basis only)
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: #555")
        lay.addWidget(self.note)
        self._bold = QFont()
        self._bold.setBold(True)
        session.changed.connect(lambda what: self.refresh() if what != "workload" else None)
        self.refresh()

    def refresh(self) -> None:
        devices = self.session.compared_devices()
        has = bool(devices)
        for w in (self.table, self.baseline, self.baseline_label, self.clear_btn, self.headline, self.note):
            w.setVisible(has)
        self.hint.setVisible(not has)
        self.baseline.blockSignals(True)
        self.baseline.clear()
        for d in devices:
            self.baseline.addItem(column_name(d), d.id)  # as the columns below name it
        self.baseline.setCurrentIndex(self.session.baseline_index())
        self.baseline.blockSignals(False)
        if not has:
            self.comparison = None
            self.table.clear()
            self.table.setRowCount(0)
            self.table.setColumnCount(0)
            return
        c = compare(devices, self.session.precision, self.session.prices_for(devices), self.session.baseline_index())
        self.comparison = c
        self.headline.setText("  ·  ".join(localize(h) for h in c.headline()))
        self.note.setText(c.basis_note())
        self.note.setVisible(bool(self.note.text()))
        self._fill(c)

    def _fill(self, c: Comparison) -> None:
        t = self.table
        t.clear()
        # price first: what a purchase meeting reads before anything else, in view without scrolling
        groups = sorted(c.groups(), key=lambda gr: gr[0] != "price")
        t.setColumnCount(1 + len(c.devices))
        t.setRowCount(sum(1 + len(rows) for _, rows in groups))
        t.setHorizontalHeaderItem(0, QTableWidgetItem(tr("Specification")))
        headers = c.headers
        for j, d in enumerate(c.devices):
            item = QTableWidgetItem(headers[j] + (" ◆" if j == c.baseline else ""))
            item.setToolTip(
                plain_tip(
                    f"{d.display_name}\n"
                    + (tr("Baseline") if j == c.baseline else trf("Ratios are to {name}", name=headers[c.baseline]))
                )
            )
            item.setData(Qt.ItemDataRole.UserRole, d.id)
            t.setHorizontalHeaderItem(j + 1, item)
        r = 0
        for g, rows in groups:
            head = QTableWidgetItem(tr(GROUPS[g]))
            head.setFont(self._bold)
            head.setBackground(QBrush(GROUP_COLOR))
            t.setItem(r, 0, head)
            t.setSpan(r, 0, 1, 1 + len(c.devices))
            r += 1
            for row in rows:
                label = QTableWidgetItem("  " + localize(row.label) + (f" ({row.unit})" if row.unit else ""))
                label.setData(self.KeyRole, row.key)
                if row.ranked:
                    label.setToolTip(tr("Higher is better") if row.better == "high" else tr("Lower is better"))
                elif row.better:
                    label.setToolTip(tr("Not ranked: neither more nor less is better in itself"))
                t.setItem(r, 0, label)
                for j in range(len(c.devices)):
                    text = row.text(j)
                    if j != c.baseline and row.ratio_text(j):
                        text += f"   {row.ratio_text(j)}"
                    item = QTableWidgetItem(text)
                    item.setTextAlignment(_RIGHT if row.numeric else _LEFT)
                    best = j in row.best
                    item.setData(self.BestRole, best)
                    tip = localize(row.sources[j]) if j < len(row.sources) else ""
                    tip = self._unknown_tip(row, c.devices[j], j, tip)
                    if row.key == "price" and text == "—":
                        tip = self._other_market_tip(c.devices[j], tip)
                    if row.kind(j):
                        tip = (
                            trf(
                                "This figure measures another thing than the row ({kind}): not ranked",
                                kind=tr(KINDS[row.kind(j)]),
                            )
                            + "\n"
                            + tip
                        )
                    if best:
                        item.setBackground(QBrush(BEST_COLOR))
                        item.setFont(self._bold)
                        tip = tr("Best of the compared devices") + "\n" + tip
                    item.setToolTip(plain_tip(tip))
                    t.setItem(r, j + 1, item)
                r += 1
        hh = t.horizontalHeader()
        hh.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        for j in range(len(c.devices)):
            hh.setSectionResizeMode(j + 1, QHeaderView.ResizeMode.Stretch)
        t.verticalHeader().setMinimumSectionSize(self.fontMetrics().height() + 6)

    def _unknown_tip(self, row, device, j: int, tip: str) -> str:
        """A spec the device has no figure for: say it is unknown, never cite the device's row source beside a dash
        as if that source gave '—' (a source it does record for the missing figure, a withheld value or a conflict
        between the catalog's layers, is kept below)."""
        field = PEAK_FIELD.get(self.session.precision, "") if row.key == "peak" else row.key
        value = row.values[j]
        if field not in FIELD_BY_KEY or row.group in ("price", "export"):
            return tip
        if not (isinstance(value, float) and value != value):  # a figure (NaN is the only float unequal to itself)
            return tip
        said = tr("Unknown: the catalog holds no published figure of this for the device.")
        own = field in device.provenance or bool(device.conflicts_of(field))
        return said + ("\n" + tip if own else "")

    def _other_market_tip(self, device, tip: str) -> str:
        """No price in the basis's market: say where the device does have one (H800 is sold in China only), so the
        dash reads as 'not sold here', not 'unknown'."""
        from gpucompare.core.hwtable import price_text
        from gpucompare.core.pricing import MARKETS, basis_market, reference_price

        s = self.session
        here = basis_market(s.basis)
        if here is None:
            return tip
        for market, name in MARKETS.items():
            p = None if market == here else reference_price(device.id, s.currency, s.fx, market)
            if p is not None:
                tip += "\n" + trf(
                    "{market}: {price} ({date})",
                    market=tr(name),
                    price=price_text(p.low, p.high, s.currency),
                    date=p.as_of,
                )
        return tip

    def _header_menu(self, pos) -> None:
        col = self.table.horizontalHeader().logicalIndexAt(pos)
        if col < 1 or self.comparison is None:
            return
        device_id = self.comparison.devices[col - 1].id
        s = self.session
        menu = QMenu(self)
        base = menu.addAction(tr("Make baseline"))
        base.triggered.connect(lambda: s.set_baseline(device_id))
        left = menu.addAction(tr("Move left"))
        left.setEnabled(col > 1)
        left.triggered.connect(lambda: s.move_in_comparison(device_id, -1))
        right = menu.addAction(tr("Move right"))
        right.setEnabled(col < len(self.comparison.devices))
        right.triggered.connect(lambda: s.move_in_comparison(device_id, 1))
        menu.addSeparator()
        rem = menu.addAction(tr("Remove from comparison"))
        rem.triggered.connect(lambda: s.remove_from_comparison(device_id))
        menu.exec(self.table.horizontalHeader().mapToGlobal(pos))

    # for tests and the report ---------------------------------------------------------------------------------
    def cell(self, key: str, device_id: str) -> QTableWidgetItem | None:
        col = 1 + self.session.comparison.index(device_id)
        for r in range(self.table.rowCount()):
            item = self.table.item(r, 0)
            if item is not None and item.data(self.KeyRole) == key:
                return self.table.item(r, col)
        return None
