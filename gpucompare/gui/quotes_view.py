"""The Quotes dock: every imported quote with its vendor, file, sheet, row and date, what it offers (a card, a server
or a rack and what it includes: editable), its validity and VAT, which quote the one rule chose to price each device
(a quote can be pinned), and the price history of the device picked in the hardware table as a small chart (in the
session's currency).

Fast for years of use: the quotes are held in columns (`quote_columns.QuoteColumns`, read once, off the GUI thread when
there are many, then kept up to date from the workspace's edits), so switching device, listing all quotes or those
that need a device, and sorting cost the rows involved, and the table asks only for the rows on screen. The price
history is aggregated (`core.quotes.price_history`): the vendors with the most quotes each get a line, the others
share one, so the chart and its legend stay small whatever the number of imports."""

from __future__ import annotations

import datetime as dt
import math

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QAbstractTableModel, QModelIndex, QSortFilterProxyModel, QStringListModel, Qt, QThread
from PySide6.QtCore import Signal as QtSignal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLineEdit,
    QListView,
    QMenu,
    QMessageBox,
    QSplitter,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gpucompare.core.chart import vendor_color
from gpucompare.core.compare import column_name
from gpucompare.core.hwtable import price_text
from gpucompare.core.money import format_quoted
from gpucompare.core.offers import INCLUDES, OFFER_KINDS, QUOTE_RULE, offer_of, quote_date, quote_where, today_iso
from gpucompare.core.pricing import MARKET_TAGS, reference_price
from gpucompare.core.quotes import VAT_EXCLUDED, VAT_INCLUDED, price_history, vat_basis  # noqa: F401 - re-exported
from gpucompare.gui.commands import AssignDeviceCommand, OfferCommand, PinCommand
from gpucompare.gui.plaintext import escaped, plain_label, tip
from gpucompare.i18n import N_, is_chinese, localize, tr, trf
from gpucompare.quote_columns import QuoteColumns
from gpucompare.safetext import shown

SHOW = {
    # a comparison of 3 devices shows the quotes of all 3 (never only the one row picked in the table); the picked row
    # is the next choice, named in the count beside it
    "compared": N_("Quotes for the compared devices"),
    "device": N_("Quotes for the selected device"),
    "all": N_("All quotes"),
    "unknown": N_("Quotes that need a device"),
    "review": N_("Quotes to check"),
}
SECONDS_PER_DAY = 86_400
_COLORS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#999933")
_OTHERS_COLOR = "#8c8c8c"
#: above this many quotes the columns are read off the GUI thread (the window answers meanwhile)
LOAD_IN_BACKGROUND = 20_000
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
_ROOT = QModelIndex()


class QuoteColumn:
    """A column of the quotes table: its title, how a row reads, and the sort key `QuoteColumns.sort` takes."""

    def __init__(self, title: str, key: str, text, numeric: bool = False, tooltip=None):
        self.title, self.key, self.text, self.numeric, self.tooltip = title, key, text, numeric, tooltip


class _Rows:
    """The model's rows as quote dicts, built when asked (`model.rows[i]`)."""

    def __init__(self, model: QuoteModel):
        self.model = model

    def __len__(self) -> int:
        return len(self.model.positions)

    def __getitem__(self, i: int) -> dict:
        return self.model.record(i)

    def __iter__(self):
        return (self.model.record(i) for i in range(len(self)))


class QuoteModel(QAbstractTableModel):
    """The quotes shown, as positions into `QuoteColumns`: a cell is read from the columns when the view paints it
    (a row's record is kept for the last rows asked, so the columns of one row are built once)."""

    def __init__(self, columns: list[QuoteColumn], parent=None):
        super().__init__(parent)
        self.columns = columns
        self.table: QuoteColumns | None = None
        self.positions = np.zeros(0, dtype=np.int64)
        self.foreground = None
        self._records: dict[int, dict] = {}
        self.sort_column, self.sort_order = -1, Qt.SortOrder.AscendingOrder
        self.device_label = lambda d: d or ""
        self.labels_key = None  # what the labels depend on (the catalog): device ranks are kept while it holds

    @property
    def rows(self) -> _Rows:
        return _Rows(self)

    def set_positions(self, table: QuoteColumns | None, positions) -> None:
        self.beginResetModel()
        self.table = table
        self.positions = np.asarray(positions, dtype=np.int64)
        self._records = {}
        if self.sort_column >= 0 and table is not None and len(self.positions) > 1:
            self.positions = self._sorted(self.sort_column, self.sort_order)
        self.endResetModel()

    def record(self, row: int) -> dict:
        pos = int(self.positions[row])
        got = self._records.get(pos)
        if got is None:
            if len(self._records) > 2000:
                self._records.clear()
            got = self._records[pos] = self.table.record(pos)
        return got

    def rowCount(self, parent=_ROOT) -> int:  # noqa: N802 - Qt's name
        return 0 if parent.isValid() else len(self.positions)

    def columnCount(self, parent=_ROOT) -> int:  # noqa: N802 - Qt's name
        return 0 if parent.isValid() else len(self.columns)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802 - Qt's name
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.columns[section].title
        return None

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if role not in (
            Qt.ItemDataRole.DisplayRole,
            Qt.ItemDataRole.ToolTipRole,
            Qt.ItemDataRole.TextAlignmentRole,
            Qt.ItemDataRole.ForegroundRole,
        ):
            return None
        col = self.columns[index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _RIGHT if col.numeric else None
        q = self.record(index.row())
        if role == Qt.ItemDataRole.DisplayRole:
            return shown(col.text(q))  # file text: no escape or direction control reaches the screen
        if role == Qt.ItemDataRole.ToolTipRole:
            return tip(shown(col.tooltip(q), newlines=True)) if col.tooltip else None
        return self.foreground(q) if self.foreground is not None else None

    def sort(self, column: int, order=Qt.SortOrder.AscendingOrder) -> None:
        self.sort_column, self.sort_order = column, order
        if self.table is None or len(self.positions) < 2:
            return
        self.layoutAboutToBeChanged.emit()
        self.positions = self._sorted(column, order)
        self._records = {}
        self.layoutChanged.emit()

    def _sorted(self, column: int, order):
        try:
            return self.table.sort(
                self.positions,
                self.columns[column].key,
                order == Qt.SortOrder.DescendingOrder,
                device_label=self.device_label,
                labels_key=self.labels_key,
            )
        except KeyError:  # a column the quote columns hold no sort key for (the rule's marks, the offer): as listed
            return self.positions


class _Loader(QThread):
    """Reads the quote columns with a connection of its own (the workspace is WAL: readers never block)."""

    loaded = QtSignal(object)

    def __init__(self, workspace, parent=None):
        super().__init__(parent)
        self.workspace = workspace

    def run(self) -> None:
        import sqlite3

        conn = sqlite3.connect(self.workspace.path, timeout=15.0)
        try:
            table = QuoteColumns(self.workspace, conn)
            table.warm()
        except Exception:  # noqa: BLE001 - read again on the GUI thread, where an error is shown as usual
            table = None
        finally:
            conn.close()
        self.loaded.emit(table)


class QuotesView(QWidget):
    loaded = QtSignal()  # the quote columns are read (tests and the benchmark wait for it)

    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        self.device_id = ""
        self.table: QuoteColumns | None = None
        self._loader: _Loader | None = None
        self._import_ids: list[int] = []
        self._sized = False
        self.reference_band = None
        self.show_box = QComboBox()
        for key, label in SHOW.items():
            self.show_box.addItem(tr(label), key)
        self.imports_box = QComboBox()
        self.imports_box.setToolTip(tr("Imports in this workspace"))
        self.imports_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.imports_box.setMinimumContentsLength(28)
        self.remove_btn = QToolButton()
        self.remove_btn.setText(tr("Remove import…"))
        self.remove_btn.setToolTip(tr("Remove the chosen import and every quote or device it added"))
        self.count = plain_label()

        self.model = QuoteModel(self._columns())
        self.model.foreground = lambda q: QBrush(QColor(150, 0, 0)) if self._needs_device(q) else None
        self.view = QTableView()
        self.view.setModel(self.model)
        self.view.setSortingEnabled(True)
        self.view.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setAlternatingRowColors(True)
        self.view.verticalHeader().setVisible(False)
        self.view.verticalHeader().setDefaultSectionSize(self.view.fontMetrics().height() + 6)
        self.view.horizontalHeader().setStretchLastSection(True)
        self.view.horizontalHeader().setResizeContentsPrecision(60)  # sized from the rows on screen, not 1,000
        self.view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.view.customContextMenuRequested.connect(self._menu)
        self.view.doubleClicked.connect(lambda idx: self.assign(self.model.rows[idx.row()]))

        self.plot = pg.PlotWidget(axisItems={"bottom": _DateAxis(orientation="bottom")})
        self.plot.setMenuEnabled(False)
        self.plot.showGrid(x=True, y=True, alpha=0.15)
        self.plot.getAxis("left").enableAutoSIPrefix(False)  # prices read as prices, never with an SI factor
        self.plot.setMinimumWidth(260)
        self.plot_title = plain_label()
        self.plot_title.setWordWrap(True)
        chart = QWidget()
        self.chart = chart
        cl = QVBoxLayout(chart)
        cl.setContentsMargins(0, 0, 0, 0)
        cl.addWidget(self.plot_title)
        cl.addWidget(self.plot, 1)

        top = QHBoxLayout()
        top.addWidget(self.show_box)
        top.addWidget(self.count, 1)
        top.addWidget(self.imports_box)
        top.addWidget(self.remove_btn)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.view)
        split.addWidget(chart)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        self.split = split
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addLayout(top)
        lay.addWidget(split, 1)

        # the comparison's quotes when there is one, else the picked row's; what the user picks in the box stays
        self._show_chosen = False
        self.show_box.activated.connect(lambda _i: setattr(self, "_show_chosen", True))
        self._follow_comparison()
        self.show_box.currentIndexChanged.connect(lambda _i: self._show_rows())
        self.imports_box.currentIndexChanged.connect(lambda _i: self._import_tip())
        self.remove_btn.clicked.connect(self.remove_import)
        session.changed.connect(lambda what: self.refresh() if what in ("quotes", "catalog", "prices") else None)
        session.changed.connect(lambda what: self._comparison_changed() if what == "comparison" else None)
        self.refresh()

    def _columns(self) -> list[QuoteColumn]:
        def device(q):
            d = q["device_id"]
            cat = self.session.catalog
            if d in cat.by_id:
                return column_name(cat[d])  # the name the window's columns use ('Ascend 910B OAM 64GB')
            if not d:
                return tr("unknown device")
            return trf("needs a device (was {name})", name=self._gone_names().get(d, d))

        def price(q):
            if q["price_on_request"]:
                return tr("price on request")
            return quote_price_text(q["price_min"], q["price_max"], q["currency"] or "")

        def kind(q):
            return {
                "purchase": tr("purchase"),
                "hourly": tr("on-demand per hour"),
                "hourly_reserved": tr("reserved per hour"),
                "lease": tr("lease per month"),
                "monthly": tr("rent per month"),
            }.get(q["price_kind"], q["price_kind"])

        def source(q):
            return quote_where(q)  # the sheet a quote of a several-sheet workbook was read from, and its cell

        def vat(q):
            return {"incl": tr("incl."), "excl": tr("excl.")}.get(vat_basis(q, q["sheet_notes"]), tr("not stated"))

        def vat_tip(q):
            return {
                "incl": tr("The quote says the price includes VAT"),
                "excl": tr("The quote says the price excludes VAT"),
            }.get(vat_basis(q, q["sheet_notes"]), tr("The quote does not say whether VAT is included"))

        words = {"chosen": tr("chosen"), "pinned": tr("pinned"), "expired": tr("expired")}

        def offer(q):
            return localize(offer_of(q, self._rule()[2].get(q["id"])).words())

        def used(q):
            today, book, _edits = self._rule()
            mark = book.marks([q], today).get(q["id"])
            if mark:
                return words[mark]
            return words["expired"] if str(self._reason(q) or "").startswith("expired") else ""

        def used_tip(q):
            c = self._rule()[1].choice(q.get("device_id") or "")
            why = ""
            if c is not None and c.quote is not None and c.quote.get("id") == q["id"]:
                why = localize(c.text())
            else:
                reason = self._reason(q)
                why = localize(reason) if reason else ""
            return f"{why}\n{tr(QUOTE_RULE)}".strip()

        return [
            # the mark the user clears first, as the hardware table's compare box is: in view at any width (it sat
            # ninth, past the right edge beside the price history at 1600 px)
            QuoteColumn(tr("Check"), "review", lambda q: tr("check") if q["needs_review"] else "", tooltip=_evidence),
            QuoteColumn(tr("Date"), "date", quote_date),
            QuoteColumn(tr("Vendor"), "vendor", lambda q: q["vendor"], tooltip=lambda q: q["vendor"]),  # whole if cut
            QuoteColumn(tr("Model as quoted"), "raw_model", lambda q: q["raw_model"], tooltip=lambda q: q["raw_model"]),
            QuoteColumn(
                tr("Device"),
                "device",
                device,
                tooltip=lambda q: device(q) + "\n" + tr("Double-click to choose the device"),  # whole if cut
            ),
            QuoteColumn(
                tr("Price"),
                "price",
                price,
                True,
                tooltip=lambda q: trf("As written: {text}", text=q["raw_price"]),
            ),
            QuoteColumn(tr("Currency"), "currency", lambda q: q["currency"] or "?"),
            QuoteColumn(tr("VAT"), "vat", vat, tooltip=vat_tip),
            QuoteColumn(tr("Kind"), "price_kind", kind),
            QuoteColumn(tr("From"), "from", source, tooltip=source),
            QuoteColumn(tr("Used for the price"), "used", used, tooltip=used_tip),
            QuoteColumn(
                tr("Offer"),
                "offer",
                offer,
                # whole if cut, and how to correct it
                tooltip=lambda q: offer(q) + "\n" + tr("Right-click to correct what the quote offers and includes"),
            ),
            QuoteColumn(tr("Valid until"), "valid_until", lambda q: str(q.get("valid_until") or "")[:10]),
        ]

    def _rule(self) -> tuple[str, object, dict]:
        """Today, the session's quote book (whose marks say chosen, pinned or expired, as the command line and the API
        list them) and the user's offer edits, read when a cell first needs them after the book changed (asking for
        the book waits for its first read)."""
        book = self.session.quote_book
        got = getattr(self, "_rule_seen", None)
        if got is None or got[1] is not book:
            got = self._rule_seen = (today_iso(), book, self.session.workspace.quote_edits())
            self._aside = {}
        return got

    def _reason(self, q: dict):
        """Why the rule set this quote aside ('expired on ...', 'older quote'), from its device's choice; the reasons
        are listed per device when first asked for."""
        book = self._rule()[1]
        device_id = q.get("device_id") or ""
        reasons = self._aside.get(device_id)
        if reasons is None:
            c = book.choice(device_id)
            reasons = self._aside[device_id] = {r.get("id"): why for r, why in c.set_aside} if c is not None else {}
        return reasons.get(q["id"])

    def _gone_names(self) -> dict[str, str]:
        got = getattr(self, "_gone", None)
        if got is None:
            got = self._gone = self.session.workspace.device_names()
        return got

    def _needs_device(self, q: dict) -> bool:
        return q["device_id"] not in self.session.catalog.by_id

    # data ---------------------------------------------------------------------------------------------------
    def _follow_comparison(self) -> None:
        """Until the user picks what to show: the compared devices' quotes while there is a comparison, else those
        of the device picked in the table."""
        if not self._show_chosen:
            self.show_box.setCurrentIndex(self.show_box.findData("compared" if self.compared_ids() else "device"))

    def _comparison_changed(self) -> None:
        before = self.show_box.currentData()
        self._follow_comparison()
        if before == self.show_box.currentData() == "compared":
            self._show_rows()

    def compared_ids(self) -> list[str]:
        """The devices of the comparison (the side-by-side panel's, the report's), those in the catalog."""
        return [i for i in getattr(self.session, "comparison", []) if i in self.session.catalog.by_id]

    def set_device(self, device_id: str) -> None:
        self.device_id = device_id
        if self.show_box.currentData() == "device":
            self._show_rows()
        else:
            self._draw_history()

    def refresh(self) -> None:
        """The workspace changed (an import, a removal, a device chosen, the catalog, the prices): catch up."""
        self._gone = None
        if self.table is None:
            self._load()
            return
        self.table.sync()
        self._fill_imports()
        self._show_rows()

    def _load(self) -> None:
        ws = self.session.workspace
        if ws.quote_count() <= LOAD_IN_BACKGROUND:
            self._loaded(QuoteColumns(ws))
            return
        if self._loader is not None:
            return
        self.count.setText(trf("Reading {n} quotes…", n=ws.quote_count()))
        self.plot_title.setText("")
        self._loader = _Loader(ws, self)
        self._loader.loaded.connect(self._loaded)
        self._loader.start()

    def _loaded(self, table: QuoteColumns | None) -> None:
        self._loader = None
        if table is None:
            table = QuoteColumns(self.session.workspace)  # the off-thread read failed: read here, errors shown
        table.sync()
        self.table = table
        self._fill_imports()
        self._sized = False
        self._show_rows()
        self.loaded.emit()

    def _positions(self):
        t = self.table
        show = self.show_box.currentData()
        if t is None:
            return np.zeros(0, dtype=np.int64)
        if show == "device":
            return t.of_device(self.device_id) if self.device_id else t.order()[:0]
        if show == "compared":
            parts = [t.of_device(i) for i in self.compared_ids()]
            return np.concatenate(parts).astype(np.int64) if parts else t.order()[:0]
        if show == "unknown":
            return t.needing_device(set(self.session.catalog.by_id))
        if show == "review":
            return t.needing_review()
        return t.order()

    def _show_rows(self) -> None:
        if self.table is None:
            return
        show = self.show_box.currentData()
        cat = self.session.catalog
        self.model.device_label = lambda d: column_name(cat[d]) if d in cat.by_id else (d or "")
        self.model.labels_key = id(cat)
        self.model.set_positions(self.table, self._positions())
        total = len(self.table)
        name = column_name(cat[self.device_id]) if self.device_id in cat.by_id else ""
        compared = [column_name(cat[i]) for i in self.compared_ids()]
        if show == "device" and not self.device_id:
            self.count.setText(trf("Pick a device in the table to see its quotes ({n} quotes stored).", n=total))
        elif show == "compared" and not compared:
            self.count.setText(
                trf("Tick devices in the table to compare them and see their quotes ({n} quotes stored).", n=total)
            )
        elif show == "compared":
            # which devices the list holds, said beside it: never the quotes of one read as those of the comparison
            self.count.setText(
                trf("{n} of {total} quotes", n=self.model.rowCount(), total=total)
                + " · "
                + trf("compared: {names}", names=tr(", ").join(compared))
            )
        else:
            self.count.setText(
                trf("{n} of {total} quotes", n=self.model.rowCount(), total=total)
                + (f" · {name}" if show == "device" else "")
            )
        if not self._sized:
            # with no rows yet (no device picked) the titles alone size the columns, never Qt's 100 px that cut
            # "Used for the price" at both ends; sized again from the first rows shown
            self._sized = bool(self.model.rowCount())
            self.view.resizeColumnsToContents()
            for c in range(self.model.columnCount() - 1):  # a little air: right-aligned figures must never look cut
                # a long model name, vendor, source or offer ends in "…" (whole on hover) rather than push the rest
                # out of view; a device's name ('GeForce RTX 4090 PCIe 24GB') has its model first, and the row's own
                # text beside it
                cap = _CAPS.get(self.model.columns[c].key, 240)
                self.view.setColumnWidth(c, min(self.view.columnWidth(c) + 12, cap))
        self._draw_history()

    def _fill_imports(self) -> None:
        """The imports, newest first (read from the columns' import table, one call to fill the box; again only
        when they changed)."""
        seen = (len(self.table.imports), max(self.table.imports, default=0), id(self.table))
        if seen == getattr(self, "_imports_seen", None):
            return
        self._imports_seen = seen
        imports = sorted(self.table.imports.values(), key=lambda r: r[0], reverse=True)
        self._import_ids = [r[0] for r in imports]
        texts = [shown(f"#{r[0]} {r[2]} / {r[3]} ({(r[5] or '')[:10]}, {r[6]})")[:200] for r in imports]
        self.imports_box.blockSignals(True)
        self.imports_box.clear()
        self.imports_box.addItems(texts)
        self.imports_box.blockSignals(False)
        self.remove_btn.setEnabled(bool(texts))
        self._import_tip()

    def current_import(self) -> int | None:
        i = self.imports_box.currentIndex()
        return self._import_ids[i] if 0 <= i < len(self._import_ids) else None

    def _draw_history(self) -> None:
        """Quoted prices of the selected device over time in one currency: the vendors with the most quotes each a
        line, the others one series (`core.quotes.price_history`), each point a day's range. Drawn again only when
        the device, the quotes, the currency or the basis changed."""
        s = self.session
        mine = self.table.of_device(self.device_id) if self.table is not None and self.device_id else None
        key = (
            self.device_id,
            s.currency,
            s.basis,
            id(s.catalog),
            id(s.fx),
            id(self.table),
            # the device's own quotes: an edit elsewhere (another device's quote, an import without it) redraws nothing
            None if mine is None else (len(mine), int(mine.sum()), int(self.table.shown[mine].sum())),
        )
        if key == getattr(self, "_drawn", None):
            return
        self._drawn = key
        if self._redraw_in_place():
            return
        self._items = None
        self.plot.clear()
        self.reference_band = None
        if not self.device_id or self.device_id not in s.catalog.by_id:
            self.plot_title.setText(tr("Price history: pick a device in the table."))
            self._show_plot(False)  # a hint, not an empty 0-1 graph
            return
        name = column_name(s.catalog[self.device_id])
        if self.table is None:
            self.plot_title.setText(trf("Price history of {name}: reading the quotes…", name=name))
            self._show_plot(False)
            return
        cur = s.currency
        t, lo, hi, vendor = self._history_points(cur)
        if not len(t):
            self.plot_title.setText(trf("Price history of {name}: no purchase quotes yet.", name=name))
            self._show_plot(False)
            return
        self._show_plot(True)
        self.plot_title.setText(trf("Price history of {name} ({cur} per device)", name=name, cur=cur))
        wan = cur == "CNY" and is_chinese()
        self.plot.getAxis("left").setScale(1e-4 if wan else 1.0)
        self.plot.getAxis("left").setLabel(tr("万元") if wan else cur)
        self.plot.addLegend(offset=(5, -5), labelTextSize="8pt")  # bottom left: the newest quotes sit on the right
        series = price_history(t, lo, hi, vendor)
        single = len(series) == 1
        items = []
        for i, sr in enumerate(series):
            if sr.label:
                color = vendor_color(s.catalog[self.device_id].vendor) if single else _COLORS[i % len(_COLORS)]
                label = escaped(shown(sr.label))
                pen = pg.mkPen(color, width=1.5)
            else:
                color = _OTHERS_COLOR
                label = escaped(trf("{n} other vendors", n=sr.vendors))
                pen = None
            line = self.plot.plot(
                sr.t,
                sr.mid,
                pen=pen,
                symbol="o",
                symbolSize=6 if pen is None else 7,
                symbolBrush=color,
                symbolPen=None if pen is None else color,
                name=label,
            )
            bars = None
            if np.any(sr.high > sr.low):
                bars = pg.ErrorBarItem(
                    x=sr.t, y=sr.mid, top=sr.high - sr.mid, bottom=sr.mid - sr.low, pen=pg.mkPen(color)
                )
                self.plot.addItem(bars)
            items.append((line, bars))
        self._set_ranges(t)
        markets = s.prices().markets  # the basis's markets (the hour basis: the reader's first), in order
        ref = reference_price(self.device_id, cur, s.fx, markets or None)
        self._items = (self._layout(series, ref), items)
        prices = [float(np.min(lo)), float(np.max(hi))]
        if ref is not None:
            # a reference given as a range is drawn as that band, labelled with it: never a line at its midpoint
            if ref.high > ref.low:
                band = pg.LinearRegionItem(
                    values=(ref.low, ref.high),
                    orientation="horizontal",
                    movable=False,
                    brush=pg.mkBrush(136, 136, 136, 40),
                    pen=pg.mkPen("#888", style=Qt.PenStyle.DashLine),
                )
                band.setZValue(-10)
                self.plot.addItem(band)
            line = pg.InfiniteLine(
                pos=ref.high,
                angle=0,
                pen=pg.mkPen("#888", style=Qt.PenStyle.DashLine),
                label=trf("reference {date}", date=ref.as_of)
                + ": "
                + price_text(ref.low, ref.high, cur)
                + (f" ({tr(MARKET_TAGS.get(ref.market, ref.market))})" if ref.market != (markets or ("",))[0] else ""),
                labelOpts={"position": 0.9, "color": "#666", "anchors": [(1, 0), (1, 0)]},  # inside the band
            )
            self.plot.addItem(line)
            self.reference_band = (ref.low, ref.high)
            prices += [ref.low, ref.high]
        self._price_range(prices)

    def _layout(self, series, ref) -> tuple:
        """What the drawn history looks like apart from its points: the device, currency, each series' legend and
        bars, the reference band."""
        s = self.session
        names = tuple((sr.label, sr.vendors if not sr.label else 0, bool(np.any(sr.high > sr.low))) for sr in series)
        band = None if ref is None else (ref.low, ref.high, ref.as_of, ref.market)
        device = s.catalog[self.device_id]
        return (self.device_id, device.label, device.vendor, s.currency, s.basis, is_chinese(), names, band)

    def _redraw_in_place(self) -> bool:
        """A quote of the device shown changed and the history keeps its series, legend and reference: move the
        points of the items drawn (a full redraw builds every item and legend entry again)."""
        drawn = getattr(self, "_items", None)
        s = self.session
        if drawn is None or self.table is None or not self.device_id or self.device_id not in s.catalog.by_id:
            return False
        if drawn[0][0] != self.device_id or drawn[0][3:5] != (s.currency, s.basis):
            return False  # another device or currency: drawn anew (its points are read once, there)
        t, lo, hi, vendor = self._history_points(s.currency)
        if not len(t):
            return False
        series = price_history(t, lo, hi, vendor)
        ref = reference_price(self.device_id, s.currency, s.fx, s.prices().markets or None)
        if self._layout(series, ref) != drawn[0]:
            return False
        for sr, (line, bars) in zip(series, drawn[1], strict=True):
            line.setData(sr.t, sr.mid)
            if bars is not None:
                bars.setData(x=sr.t, y=sr.mid, top=sr.high - sr.mid, bottom=sr.mid - sr.low)
        self._set_ranges(t)
        prices = [float(np.min(lo)), float(np.max(hi))] + ([] if ref is None else [ref.low, ref.high])
        self._price_range(prices)
        return True

    def _set_ranges(self, t) -> None:
        # whole days at least a month either side: one quote date would otherwise zoom the axis to seconds
        pad = max(30 * SECONDS_PER_DAY, 0.1 * (t.max() - t.min()))
        self.plot.setXRange(t.min() - pad, t.max() + pad, padding=0)

    def _history_points(self, cur: str):
        """The device's priced purchase quotes as arrays: day (POSIX time), lowest and highest price in `cur`, and
        vendor; filtered and converted per currency at once (numpy)."""
        t = self.table
        fx = self.session.fx
        pos = t.of_device(self.device_id)
        currency = t.column("currency")[pos]
        keep = np.isfinite(t.price[pos]) & (t.column("price_kind")[pos] == "purchase")
        known = np.zeros(len(pos), dtype=bool)
        for c in set(currency.tolist()) & set(fx.rates):  # a few currencies: a comparison each
            known |= currency == c
        keep &= known
        pos, currency = pos[keep], currency[keep]
        lo, hi = t.column("price_min")[pos], t.column("price_max")[pos]
        for c in set(currency.tolist()):
            m = currency == c
            lo[m] = fx.convert(lo[m], c, cur)
            hi[m] = fx.convert(hi[m], c, cur)
        return t.column("day")[pos], lo, hi, t.column("vendor")[pos]

    def _import_tip(self) -> None:
        """The chosen import in full on hover (file / sheet (date, rows) is cut in the selector's width)."""
        chosen = self.imports_box.currentText()
        self.imports_box.setToolTip(tip(tr("Imports in this workspace") + (f"\n{chosen}" if chosen else "")))

    def _show_plot(self, visible: bool) -> None:
        """Without a chart to show, its side keeps only the width of its one line and the quotes get the rest (the
        'From' column was cut beside an empty panel); with one, it gets its share back."""
        self.plot.setVisible(visible)
        self.chart.setMaximumWidth(16_777_215 if visible else 240)
        sizes = self.split.sizes()
        total = sum(sizes)
        if visible and total > 0 and sizes[1] < 260:
            side = max(260, total * 2 // 5)
            self.split.setSizes([total - side, side])

    def _price_range(self, prices: list[float]) -> None:
        """At least ±10% around the prices shown: one quote alone zoomed the axis to '44506.2 ... 44506.6'."""
        finite = [p for p in prices if math.isfinite(p)]
        if not finite:
            return
        low, high = min(finite), max(finite)
        mid, half = (low + high) / 2, (high - low) / 2
        least = 0.1 * max(abs(mid), 1e-9)
        if half < least:
            self.plot.setYRange(mid - least, mid + least, padding=0)
        else:
            self.plot.enableAutoRange(axis="y")

    # actions ------------------------------------------------------------------------------------------------
    def _menu(self, pos) -> None:
        idx = self.view.indexAt(pos)
        if not idx.isValid():
            return
        q = self.model.rows[idx.row()]
        menu = QMenu(self)
        menu.addAction(tr("Choose the device…"), lambda: self.assign(q))
        menu.addAction(tr("What it offers…"), lambda: self.edit_offer(q))
        if q["device_id"] and q["device_id"] in self.session.catalog.by_id:
            if self.session.workspace.pins().get(q["device_id"]) == q["id"]:
                menu.addAction(
                    tr("Unpin: back to the rule"),
                    lambda: self.session.undo_stack.push(PinCommand(self.session, q["device_id"], None)),
                )
            else:
                menu.addAction(
                    tr("Price the device at this quote (pin)"),
                    lambda: self.session.undo_stack.push(PinCommand(self.session, q["device_id"], q["id"])),
                )
        chosen = self._selected() or [q]
        if any(x["needs_review"] for x in chosen):
            menu.addAction(tr("Mark as checked"), lambda: self.mark_checked(chosen))
        if q["device_id"]:
            menu.addAction(
                tr("Mark as unknown device"),
                lambda: self.session.undo_stack.push(AssignDeviceCommand(self.session, q["id"], None)),
            )
        menu.exec(self.view.viewport().mapToGlobal(pos))

    def _selected(self) -> list[dict]:
        rows = self.model.rows
        return [rows[i.row()] for i in self.view.selectionModel().selectedRows()]

    def mark_checked(self, quotes: list[dict]) -> None:
        """The user has looked at these quotes: the mark the import set for review is cleared (kept in the
        workspace)."""
        n = self.session.workspace.set_reviewed([q["id"] for q in quotes if q["needs_review"]])
        self.session.message.emit(trf("{n} quotes marked as checked", n=n))
        self.session.data_changed("quotes")

    def assign(self, q: dict) -> None:
        """Choose the device of a quote from the catalog, found by typing (a list of 20,000 names stays quick)."""
        cat = self.session.catalog
        chooser = DeviceChooser(cat, q["raw_model"], q["device_id"], self)
        if chooser.exec() and chooser.device_id:
            self.session.undo_stack.push(AssignDeviceCommand(self.session, q["id"], chooser.device_id))

    def edit_offer(self, q: dict) -> None:
        """Correct what a quote offers: its kind and what it includes (a selector and check boxes)."""
        from PySide6.QtWidgets import QCheckBox, QFormLayout

        current = offer_of(q, self.session.workspace.quote_edits().get(q["id"]))
        dlg = QDialog(self)
        dlg.setWindowTitle(tr("What the quote offers"))
        form = QFormLayout(dlg)
        kind = QComboBox()
        for key, label in OFFER_KINDS.items():
            kind.addItem(tr(label), key)
        kind.setCurrentIndex(max(0, kind.findData(current.kind)))
        form.addRow(tip(trf("{model!r} is a", model=shown(q["raw_model"]))), kind)
        boxes = {}
        for key, label in INCLUDES.items():
            box = QCheckBox(tr(label))
            box.setChecked(current.has(key))
            boxes[key] = box
            form.addRow(box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(dlg.accept)
        buttons.rejected.connect(dlg.reject)
        form.addRow(buttons)
        if dlg.exec() == QDialog.DialogCode.Accepted:
            self.set_offer(q["id"], kind.currentData(), [k for k, b in boxes.items() if b.isChecked()])

    def set_offer(self, quote_id: int, offer: str, includes: list[str]) -> None:
        """What a quote offers, corrected (undoable): the cost of ownership then adds only what it lacks."""
        self.session.undo_stack.push(OfferCommand(self.session, quote_id, offer, includes))

    def remove_import(self) -> None:
        import_id = self.current_import()
        if import_id is None:
            return
        text = self.imports_box.currentText()
        answer = QMessageBox.question(
            self,
            tr("Remove import"),
            tip(trf("Remove import {what} and every quote or device it added?", what=text)),
        )
        if answer == QMessageBox.StandardButton.Yes:
            n = self.session.workspace.remove_import(import_id)
            self.session.message.emit(trf("Removed import #{id} ({n} rows)", id=import_id, n=n))
            self.session.data_changed("quotes")


#: the widest a text column is sized to (px): a longer text ends in "…", whole in its tooltip, so the quotes beside the
#: price history (about 950 px at 1600) show the vendor, model, device, price and currency unscrolled
_CAPS = {"vendor": 160, "raw_model": 200, "device": 180, "from": 160, "offer": 200}


def _evidence(q: dict) -> str:
    """Why the import read the quote so, and how sure it was (the tooltip of the Check column)."""
    confidence = q["confidence"]
    head = trf("Confidence {pct:.0%}", pct=1.0 if confidence is None else confidence)
    return "\n".join([head, *(localize(e) for e in q["evidence"])])  # a stored Msg in the user's language


class DeviceChooser(QDialog):
    """The device for a quote: a filter box over every catalog device (display names), the current one selected."""

    def __init__(self, catalog, raw_model: str, current: str | None, parent=None):
        super().__init__(parent)
        self.setWindowTitle(tr("Device for this quote"))
        self.catalog = catalog
        self.device_id: str | None = None
        self._ids = [d.id for d in catalog.devices]
        names = QStringListModel([shown(d.display_name) for d in catalog.devices], self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(names)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(tr("Type part of a name"))
        self.filter.textChanged.connect(self.proxy.setFilterFixedString)
        self.list = QListView()
        self.list.setModel(self.proxy)
        self.list.setUniformItemSizes(True)
        self.list.doubleClicked.connect(lambda _i: self.accept())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(plain_label(trf("{model!r} is:", model=shown(raw_model)[:120])))
        lay.addWidget(self.filter)
        lay.addWidget(self.list, 1)
        lay.addWidget(buttons)
        if current in catalog.by_id:
            self.select(current)
        self.resize(520, 480)

    def select(self, device_id: str) -> None:
        row = self._ids.index(device_id)
        idx = self.proxy.mapFromSource(self.proxy.sourceModel().index(row, 0))
        self.list.setCurrentIndex(idx)
        self.list.scrollTo(idx)

    def accept(self) -> None:
        idx = self.list.currentIndex()
        if idx.isValid():
            self.device_id = self._ids[self.proxy.mapToSource(idx).row()]
        super().accept()


def quote_price_text(lo: float, hi: float, currency: str) -> str:
    """A quote in money's one style, as the import dialog and the report write it: '¥320,000', '¥300,000–340,000';
    in Chinese '¥32万', '¥30万–34万' (never '32万' beside a currency code)."""
    return format_quoted(lo, hi, currency, "zh" if is_chinese() else "en")


class _DateAxis(pg.DateAxisItem):
    """Dates in the reader's language: pyqtgraph writes month names in English ('Nov'); Chinese reads '11月'."""

    def tickStrings(self, values, scale, spacing):  # noqa: N802 - pyqtgraph's name
        if not is_chinese():
            return super().tickStrings(values, scale, spacing)
        out = []
        for v in values:
            try:
                d = dt.datetime.fromtimestamp(v)
            except (OverflowError, OSError, ValueError):
                out.append("")
                continue
            if spacing >= 300 * SECONDS_PER_DAY:
                out.append(f"{d.year}年")
            elif spacing >= 25 * SECONDS_PER_DAY:
                out.append(f"{d.year}年{d.month}月" if d.month == 1 else f"{d.month}月")
            else:
                out.append(f"{d.month}月{d.day}日")
        return out
