"""The Quotes dock: every imported quote with its vendor, file, sheet, row and date, what it offers (a card, a server
or a rack and what it includes: editable), its validity and VAT, which quote the rule chose for each device (a quote
can be pinned), and the price history of the device picked in the hardware table as a small chart."""

from __future__ import annotations

import datetime as dt
import math

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QInputDialog,
    QMenu,
    QMessageBox,
    QSplitter,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gpucompare.core.chart import vendor_color
from gpucompare.core.hwtable import price_text
from gpucompare.core.money import format_amount
from gpucompare.core.offers import INCLUDES, OFFER_KINDS, QUOTE_RULE, offer_of, quote_date, today_iso
from gpucompare.core.pricing import MARKET_TAGS, reference_price
from gpucompare.gui.commands import AssignDeviceCommand, OfferCommand, PinCommand
from gpucompare.gui.plaintext import escaped, plain_label, tip
from gpucompare.gui.rows_model import RowColumn, RowsModel
from gpucompare.i18n import N_, is_chinese, localize, tr

SHOW = {
    "device": N_("Quotes for the selected device"),
    "all": N_("All quotes"),
    "unknown": N_("Quotes for unknown devices"),
}
SECONDS_PER_DAY = 86_400
_COLORS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000")


class QuotesView(QWidget):
    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        self.device_id = ""
        self._sheet_notes: dict[int, str] = {}  # import id -> what its sheet said besides the rows
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

        self.model = RowsModel(self._columns())
        self.model.foreground = lambda q: QBrush(QColor(150, 0, 0)) if not q["device_id"] else None
        self.view = QTableView()
        self.view.setModel(self.model)
        self.view.setSortingEnabled(True)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setAlternatingRowColors(True)
        self.view.verticalHeader().setVisible(False)
        self.view.horizontalHeader().setStretchLastSection(True)
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

        self.show_box.currentIndexChanged.connect(lambda _i: self.refresh())
        self.imports_box.currentIndexChanged.connect(lambda _i: self._import_tip())
        self.remove_btn.clicked.connect(self.remove_import)
        session.changed.connect(lambda what: self.refresh() if what in ("quotes", "catalog", "prices") else None)
        self.refresh()

    def _columns(self) -> list[RowColumn]:
        cat = self.session.catalog

        def device(q):
            d = q["device_id"]
            return cat[d].label if d in cat.by_id else (d or tr("unknown device"))

        def price(q):
            if q["price_on_request"]:
                return tr("price on request")
            return quote_price_text(q["price_min"], q["price_max"], q["currency"] or "")

        def kind(q):
            return {
                "purchase": tr("purchase"),
                "hourly": tr("on-demand per hour"),
                "hourly_reserved": tr("reserved per hour"),
            }.get(q["price_kind"], q["price_kind"])

        def source(q):
            return f"{q['file_name']} / {q['sheet']} / {q['cell'] or q['source_row']}"

        edits = self.session.workspace.quote_edits()
        book = self.session.quote_book
        today = today_iso()

        def offer(q):
            return localize(offer_of(q, edits.get(q["id"])).words())

        marks = book.marks(self.session.workspace.quotes(), today)  # the one rule's marks, as the CLI lists them
        words = {"chosen": tr("chosen"), "pinned": tr("pinned"), "expired": tr("expired")}

        def chosen(q):
            return words.get(marks.get(q["id"], ""), "")

        def chosen_tip(q):
            c = book.choice(q.get("device_id") or "")
            why = ""
            if c is not None and c.quote is not None and c.quote.get("id") == q["id"]:
                why = localize(c.text())
            elif c is not None:
                why = next((localize(w) for x, w in c.set_aside if x.get("id") == q["id"]), "")
            return f"{why}\n{tr(QUOTE_RULE)}".strip()

        return [
            RowColumn(tr("Date"), lambda q: quote_date(q)),
            RowColumn(tr("Vendor"), lambda q: q["vendor"]),
            RowColumn(tr("Model as quoted"), lambda q: q["raw_model"], tooltip=lambda q: q["raw_model"]),
            RowColumn(tr("Device"), device, tooltip=lambda q: tr("Double-click to choose the device")),
            RowColumn(
                tr("Price"),
                price,
                True,
                tooltip=lambda q: tr("As written: {text}").format(text=q["raw_price"]),
                sort_key=lambda q: math.inf if q["price_on_request"] else q["price_min"],
            ),
            RowColumn(tr("Currency"), lambda q: q["currency"] or "?"),
            RowColumn(
                tr("VAT"),
                lambda q: {"incl": tr("incl."), "excl": tr("excl.")}.get(self._vat(q), tr("not stated")),
                tooltip=lambda q: {
                    "incl": tr("The quote says the price includes VAT"),
                    "excl": tr("The quote says the price excludes VAT"),
                }.get(self._vat(q), tr("The quote does not say whether VAT is included")),
            ),
            RowColumn(tr("Kind"), kind),
            RowColumn(tr("Used for the price"), chosen, tooltip=chosen_tip),
            RowColumn(tr("From"), source, tooltip=source),
            RowColumn(
                tr("Offer"), offer, tooltip=lambda q: tr("Right-click to correct what the quote offers and includes")
            ),
            RowColumn(tr("Valid until"), lambda q: str(q.get("valid_until") or "")[:10]),
        ]

    def _vat(self, q: dict) -> str:
        return vat_basis(q, self._sheet_notes.get(q.get("import_id"), ""))

    # data ---------------------------------------------------------------------------------------------------
    def set_device(self, device_id: str) -> None:
        self.device_id = device_id
        if self.show_box.currentData() == "device":
            self.refresh()
        else:
            self._draw_history()

    def refresh(self) -> None:
        ws = self.session.workspace
        show = self.show_box.currentData()
        if show == "device":
            rows = ws.quotes(self.device_id) if self.device_id else []
        else:
            rows = ws.quotes(unknown_only=show == "unknown")
        self._sheet_notes = {imp["id"]: imp.get("warnings_json") or "" for imp in ws.imports()}
        self.model.columns = self._columns()
        self.model.set_rows(rows)
        total = ws.quote_count()
        name = self.session.catalog[self.device_id].label if self.device_id in self.session.catalog.by_id else ""
        if show == "device" and not self.device_id:
            self.count.setText(tr("Pick a device in the table to see its quotes ({n} quotes stored).").format(n=total))
        else:
            self.count.setText(
                tr("{n} of {total} quotes").format(n=len(rows), total=total)
                + (f" · {name}" if show == "device" else "")
            )
        self.imports_box.clear()
        for imp in reversed(ws.imports()):
            self.imports_box.addItem(
                f"#{imp['id']} {imp['file_name']} / {imp['sheet']} ({imp['imported_at'][:10]}, {imp['rows_count']})",
                imp["id"],
            )
        self.remove_btn.setEnabled(self.imports_box.count() > 0)
        self._import_tip()
        self.view.resizeColumnsToContents()
        for c in range(self.model.columnCount() - 1):  # a little air: right-aligned figures must never look cut
            # a long model name or vendor ends in "…" (whole on hover) rather than push the rest out of view
            self.view.setColumnWidth(c, min(self.view.columnWidth(c) + 12, 240))
        self._draw_history()

    def _draw_history(self) -> None:
        """Quoted prices of the selected device over time, one colour per vendor, converted to one currency."""
        self.plot.clear()
        s = self.session
        if not self.device_id or self.device_id not in s.catalog.by_id:
            self.plot_title.setText(tr("Price history: pick a device in the table."))
            self._show_plot(False)  # a hint, not an empty 0-1 graph
            return
        self._show_plot(True)
        cur = s.currency
        rows = [
            q
            for q in s.workspace.quotes(self.device_id)
            if not q["price_on_request"] and (q["currency"] or "") in s.fx.rates and q["price_kind"] == "purchase"
        ]
        name = s.catalog[self.device_id].label
        if not rows:
            self.plot_title.setText(tr("Price history of {name}: no purchase quotes yet.").format(name=name))
            self._show_plot(False)
            return
        self.plot_title.setText(tr("Price history of {name} ({cur} per device)").format(name=name, cur=cur))
        wan = cur == "CNY" and is_chinese()
        self.plot.getAxis("left").setScale(1e-4 if wan else 1.0)
        self.plot.getAxis("left").setLabel(tr("万元") if wan else cur)
        self.plot.addLegend(offset=(5, -5), labelTextSize="8pt")  # bottom left: the newest quotes sit on the right
        vendors = list(dict.fromkeys(q["vendor"] for q in rows))
        prices: list[float] = []
        for i, v in enumerate(vendors):
            pts = [q for q in rows if q["vendor"] == v]
            t = np.array([_timestamp(q["as_of"]) for q in pts])
            lo = np.array([s.fx.convert(q["price_min"], q["currency"], cur) for q in pts])
            hi = np.array([s.fx.convert(q["price_max"], q["currency"], cur) for q in pts])
            prices += [*lo, *hi]
            color = _COLORS[i % len(_COLORS)] if len(vendors) > 1 else vendor_color(s.catalog[self.device_id].vendor)
            order = np.argsort(t)
            self.plot.plot(
                t[order],
                ((lo + hi) / 2)[order],
                pen=pg.mkPen(color, width=1.5),
                symbol="o",
                symbolSize=7,
                symbolBrush=color,
                name=escaped(v),
            )
            self.plot.addItem(
                pg.ErrorBarItem(x=t, y=(lo + hi) / 2, top=(hi - lo) / 2, bottom=(hi - lo) / 2, pen=pg.mkPen(color))
            )
        # whole days at least a month either side: one quote date would otherwise zoom the axis to seconds
        stamps = np.array([_timestamp(q["as_of"]) for q in rows])
        stamps = stamps[np.isfinite(stamps)]
        if len(stamps):
            pad = max(30 * SECONDS_PER_DAY, 0.1 * (stamps.max() - stamps.min()))
            self.plot.setXRange(stamps.min() - pad, stamps.max() + pad, padding=0)
        self.reference_band = None
        markets = s.prices().markets  # the basis's markets (the hour basis: the reader's first), in order
        ref = reference_price(self.device_id, cur, s.fx, markets or None)
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
                label=tr("reference {date}").format(date=ref.as_of)
                + ": "
                + price_text(ref.low, ref.high, cur)
                + (f" ({tr(MARKET_TAGS.get(ref.market, ref.market))})" if ref.market != (markets or ("",))[0] else ""),
                labelOpts={"position": 0.9, "color": "#666", "anchors": [(1, 0), (1, 0)]},  # inside the band
            )
            self.plot.addItem(line)
            self.reference_band = (ref.low, ref.high)
            prices += [ref.low, ref.high]
        self._price_range(prices)

    def _import_tip(self) -> None:
        """The chosen import in full on hover (file / sheet (date, rows) is cut in the selector's width)."""
        chosen = self.imports_box.currentText()
        self.imports_box.setToolTip(tip(tr("Imports in this workspace") + (f"\n{chosen}" if chosen else "")))

    def _show_plot(self, shown: bool) -> None:
        """Without a chart to show, its side keeps only the width of its one line and the quotes get the rest (the
        'From' column was cut beside an empty panel); with one, it gets its share back."""
        self.plot.setVisible(shown)
        self.chart.setMaximumWidth(16_777_215 if shown else 240)
        sizes = self.split.sizes()
        total = sum(sizes)
        if shown and total > 0 and sizes[1] < 260:
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
        if q["device_id"]:
            pins = self.session.workspace.pins()
            if pins.get(q["device_id"]) == q["id"]:
                menu.addAction(
                    tr("Unpin: back to the rule"),
                    lambda: self.session.undo_stack.push(PinCommand(self.session, q["device_id"], None)),
                )
            else:
                menu.addAction(
                    tr("Price the device at this quote (pin)"),
                    lambda: self.session.undo_stack.push(PinCommand(self.session, q["device_id"], q["id"])),
                )
        if q["device_id"]:
            menu.addAction(
                tr("Mark as unknown device"),
                lambda: self.session.undo_stack.push(AssignDeviceCommand(self.session, q["id"], None)),
            )
        menu.exec(self.view.viewport().mapToGlobal(pos))

    def assign(self, q: dict) -> None:
        cat = self.session.catalog
        names = [d.display_name for d in cat.devices]
        current = names.index(cat[q["device_id"]].display_name) if q["device_id"] in cat.by_id else 0
        name, ok = QInputDialog.getItem(
            self,
            tr("Device for this quote"),
            tip(tr("{model!r} is:").format(model=q["raw_model"])),
            names,
            current,
            False,
        )
        if ok:
            device_id = next(d.id for d in cat.devices if d.display_name == name)
            self.session.undo_stack.push(AssignDeviceCommand(self.session, q["id"], device_id))

    def edit_offer(self, q: dict) -> None:
        """Correct what a quote offers: its kind and what it includes (a dialog of a selector and check boxes)."""
        from PySide6.QtWidgets import QCheckBox, QDialog, QDialogButtonBox, QFormLayout

        current = offer_of(q, self.session.workspace.quote_edits().get(q["id"]))
        dlg = QDialog(self)
        dlg.setWindowTitle(tr("What the quote offers"))
        form = QFormLayout(dlg)
        kind = QComboBox()
        for key, label in OFFER_KINDS.items():
            kind.addItem(tr(label), key)
        kind.setCurrentIndex(max(0, kind.findData(current.kind)))
        form.addRow(tip(tr("{model!r} is a").format(model=q["raw_model"])), kind)
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
        self._offer_dialog = dlg  # for tests
        if dlg.exec() == QDialog.DialogCode.Accepted:
            includes = [k for k, b in boxes.items() if b.isChecked()]
            self.set_offer(q["id"], kind.currentData(), includes)

    def set_offer(self, quote_id: int, offer: str, includes: list[str]) -> None:
        self.session.undo_stack.push(OfferCommand(self.session, quote_id, offer, includes))

    def remove_import(self) -> None:
        import_id = self.imports_box.currentData()
        if import_id is None:
            return
        text = self.imports_box.currentText()
        answer = QMessageBox.question(
            self,
            tr("Remove import"),
            tip(tr("Remove import {what} and every quote or device it added?").format(what=text)),
        )
        if answer == QMessageBox.StandardButton.Yes:
            n = self.session.workspace.remove_import(import_id)
            self.session.message.emit(tr("Removed import #{id} ({n} rows)").format(id=import_id, n=n))
            self.session.data_changed("quotes")


def quote_price_text(lo: float, hi: float, currency: str) -> str:
    """'320,000' or '300,000–340,000'; in Chinese, yuan as '32万' like the table."""
    a, b = format_amount(lo, currency), format_amount(hi, currency)
    return a if hi == lo or a == b else f"{a}–{b}"


def vat_basis(q: dict, sheet_notes: str = "") -> str:
    """'incl', 'excl' or '' from what the quote says (core.offers.tax_of: its recorded basis, else its text, else its
    sheet's notes)."""
    from gpucompare.core.offers import tax_of

    return tax_of(q, sheet_notes)[0]


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


def _timestamp(date_text: str) -> float:
    """'2026-11-20' (or '2023', '2022-10') as a POSIX time for the date axis."""
    parts = [int(p) for p in date_text.split("-")[:3] if p.isdigit()]
    parts += [1] * (3 - len(parts))
    try:
        return dt.datetime(*parts[:3]).timestamp()
    except ValueError:
        return math.nan
