"""File → Import sheet…: a preview of what a vendor sheet holds before anything is stored.

The sheet is read on a worker thread (calamine releases the GIL while it parses), with progress and a Cancel
button; the user can pick the sheet, fix the header row or any column, and match rows to devices by hand. Import
stores it in one transaction, as an undoable command; a corrected mapping is remembered for the vendor.
"""

from __future__ import annotations

import math
import re
from pathlib import Path

from PySide6.QtCore import Qt, QThread, QTimer, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QProgressBar,
    QSpinBox,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from gpucompare.core.compare import column_name
from gpucompare.core.fields import FIELD_BY_KEY, import_fields, spec_fields
from gpucompare.core.money import format_quote, format_quoted
from gpucompare.core.quote_place import row_key
from gpucompare.errors import UserError
from gpucompare.gui.commands import ImportCommand
from gpucompare.gui.plaintext import plain_label, tip
from gpucompare.gui.rows_model import RowColumn, RowsModel
from gpucompare.i18n import N_, Msg, Translated, is_chinese, localize, tr, trf
from gpucompare.paths import input_file
from gpucompare.sheets.importer import ImportCancelled, ImportPreview, analyse_remembering, mapping_to_remember
from gpucompare.sheets.workbook import column_letter

#: the widest the file's name is shown at the dialog's top (pixels); the whole name is in its tooltip
FILE_NAME_PX = 420

#: how a price kind reads (the importer's `Quote.price_kind`)
PRICE_KINDS = {
    "purchase": N_("purchase"),
    "hourly": N_("on-demand per hour"),
    "hourly_reserved": N_("reserved per hour"),
    "lease": N_("lease per month"),
    "monthly": N_("rent per month"),
}
#: the offer contract's words, as the reader reads them
OFFER_WORDS = {
    "card": N_("card"),
    "server": N_("server"),
    "baseboard": N_("baseboard"),
    "rack": N_("rack"),
    "instance": N_("instance"),
    "new": N_("new"),
    "used": N_("used"),
    "refurbished": N_("refurbished"),
    "host": N_("host"),
    "memory": N_("memory"),
    "storage": N_("storage"),
    "nic": N_("network cards"),
    "switch": N_("switch"),
    "optics": N_("optics"),
    "support": N_("support"),
    "software": N_("software"),
}


def offer_words(q) -> str:
    """What one item is, its condition and what it comes with: 'server · used · with host, memory'."""
    parts = [tr(OFFER_WORDS[q.offer]) if q.offer in OFFER_WORDS else ""]
    if q.condition in OFFER_WORDS:
        parts.append(tr(OFFER_WORDS[q.condition]))
    if q.includes:
        parts.append(trf("with {parts}", parts=tr(", ").join(tr(OFFER_WORDS.get(i, i)) for i in q.includes)))
    if q.lease_term_months:
        parts.append(trf("{n:g} months", n=q.lease_term_months))
    return " · ".join(p for p in parts if p)


def quote_words(q, text: str) -> str:
    """A quote's item or notes with the importer's own phrases ('server of 8', 'VAT included (13%)') in the reader's
    language; the sheet's words stay as written. The phrases are rebuilt from the quote's recorded fields and
    replaced where they occur exactly (they are stored in English so a workspace reads the same in any language)."""
    if not text:
        return text
    n = q.item.rpartition(" of ")[2] if q.item else ""
    phrases = []
    try:
        units = float(n)
    except ValueError:
        units = None
    if units is not None:
        item = next(
            (m for m in (Msg("server of {n:g}", n=units), Msg("instance of {n:g}", n=units)) if str(m) == q.item),
            None,
        )
        if item is not None:
            phrases += [Msg("{item}; price per device = item price / {n:g}", item=item, n=units), item]
    rate = q.tax_rate
    if q.tax == "incl":
        phrases += [Msg("VAT included ({pct:.3g}%)", pct=rate * 100)] if rate is not None else []
        phrases.append(Msg("VAT included"))
    elif q.tax == "excl":
        phrases += [Msg("without VAT ({pct:.3g}%)", pct=rate * 100)] if rate is not None else []
        phrases.append(Msg("without VAT"))
    for m in phrases:
        english = str(m)
        if english in text:
            text = text.replace(english, localize(m))
    if (
        q.price_kind != "purchase" and "instance " in text
    ):  # a rate card's 'instance p4d.24xlarge' (its name as written)
        parts = text.split("; ")
        text = "; ".join(
            localize(Msg("instance {name}", name=p[len("instance ") :])) if p.startswith("instance ") else p
            for p in parts
        )
    # a list price kept beside the offer in the money style of the price column ('list price €38,900' beside
    # '€33,065', was 'list price 38,900.00 EUR'; '目录价 €38,900' in Chinese, never English words there)
    lang = "zh" if is_chinese() else "en"
    text = _LIST_PRICE.sub(
        lambda m: trf(
            "list price {price}",
            price=format_quoted(*(2 * [float(m.group(1).replace(",", ""))]), m.group(2) or None, lang),
        ),
        text,
    )
    return text.replace("; ", tr("; ")) if lang == "zh" else text


#: the importer's note of a list price ('list price 38,900.00 EUR', rows.py), as stored
_LIST_PRICE = re.compile(r"list price (\d[\d,]*\.\d\d) ?([A-Z]{3})?")


#: fields the user can map, per kind of sheet (their labels: the one field word table, core.fields.import_fields)
KIND_FIELDS = {
    "prices": ("model", "price", "quantity", "currency", "units_per_item", "lead_time", "notes"),
    "cloud": ("model", "instance", "units_per_item", "hourly", "reserved_hourly"),
    # a spec sheet's numbers are the field registry's (core.fields): a field declared there is mappable here
    "specs": ("model", "memory", *(f.key for f in spec_fields() if f.key != "memory_gb"), "source"),
}


def field_label(key: str) -> str:
    """A mappable field as the dialog names it: its own label, else the registry's label and unit."""
    f = import_fields().get(key)
    if f is not None:  # the one word table's label, in the reader's language (data/import_fields.csv)
        return localize(Translated(f.label, f.zh))
    f = FIELD_BY_KEY.get(key)
    if f is None:
        return key
    return f"{tr(f.label)} ({f.unit})" if f.unit else tr(f.label)


KIND_LABELS = {"prices": N_("price quote"), "cloud": N_("cloud rate card"), "specs": N_("spec sheet")}
HEADER_COLOR = QColor(255, 243, 196)


#: the importer's conventions, said once in the dialog (and in the README)
CONVENTIONS = N_(
    "A quote is a price per device: a server's or an instance's price is divided by its accelerators (what it was "
    "is kept). Where a sheet gives prices with and without VAT, the VAT-inclusive one is the price. The net or "
    "contract price beats list price and MSRP (kept as context). Hidden rows, columns and sheets are skipped. "
    "Subtotal, tax, shipping, installation, service and bank rows are not products. A quote whose sheet does not "
    "state its condition is read as new."
)


class AnalyseWorker(QThread):
    """Runs the importer off the GUI thread; `cancel()` stops it within 100 ms (the importer calls back into
    `_check` from its loops)."""

    progressed = Signal(int, int)
    done = Signal(object)
    failed = Signal(str)

    def __init__(self, path: str, kwargs: dict, saved_mappings: dict, parent=None):
        super().__init__(parent)
        self.path, self.kwargs, self.saved = path, kwargs, saved_mappings
        self._cancel = False

    def cancel(self) -> None:
        self._cancel = True

    def _check(self) -> None:
        if self._cancel:
            raise ImportCancelled(tr("Import cancelled; nothing was written."))

    def _progress(self, done: int, total: int) -> None:
        self._check()
        self.progressed.emit(done, total)

    def run(self) -> None:
        try:
            input_file(self.path)  # a FIFO or a device would block the reader for ever
            preview = analyse_remembering(
                self.path, self.saved.get, progress=self._progress, cancel=self._check, **self.kwargs
            )
        except UserError as err:
            self.failed.emit(localize(err.args[0]) if err.args else str(err))
            return
        except Exception as err:  # a bug or an exhausted resource: the dialog must stop waiting and say so
            import logging
            import traceback

            logging.getLogger("gpucompare").error("reading %s failed\n%s", self.path, traceback.format_exc())
            detail = f"{type(err).__name__}: {err}"[:200]
            self.failed.emit(
                trf(
                    "The sheet could not be read ({error}); nothing was written, and the details are in the log.",
                    error=detail,
                )
            )
            return
        if self._cancel:
            self.failed.emit(tr("Import cancelled; nothing was written."))
            return
        self.done.emit(preview)


class ImportDialog(QDialog):
    """Preview, correct, then import one sheet."""

    analysed = Signal()  # a new preview is shown (tests wait for it)

    def __init__(self, session, path: str, parent=None):
        super().__init__(parent)
        self.session = session
        self.path = str(path)
        self.preview: ImportPreview | None = None
        self.worker: AnalyseWorker | None = None
        self.error: str = ""
        self.mapping_edited = False
        #: (sheet, row) -> device picked by hand (core.quote_place.row_key: one import may read several sheets)
        self.device_overrides: dict[tuple[str, int], str | None] = {}
        self._sheets_seen: tuple | None = None  # (preview, whether it read several sheets)
        self.sheet_chosen = False  # the user picked a sheet: only it is read
        self.setWindowTitle(trf("Import {file}", file=Path(path).name))

        self.sheet = QComboBox()
        self.vendor = QLineEdit()
        self.vendor.setPlaceholderText(tr("from the sheet's title, else the file name"))
        self.currency = QComboBox()
        self.currency.addItem(tr("as the sheet says"), "")
        for c in session.fx.currencies:
            self.currency.addItem(c, c)
        self.header_row = QSpinBox()
        self.header_row.setRange(1, 100_000)
        self.kind_label = plain_label()
        # a long file name (a hundred characters) is shortened in its middle, whole in its tip: shown whole it took
        # the row's width and squeezed the vendor's field beside it to a few letters
        name = Path(path).name
        file_label = plain_label(name)
        file_label.setText(file_label.fontMetrics().elidedText(name, Qt.TextElideMode.ElideMiddle, FILE_NAME_PX))
        file_label.setToolTip(tip(name))
        form = QGridLayout()
        for col, (label, widget) in enumerate(((tr("File"), file_label), (tr("Kind of sheet"), self.kind_label))):
            form.addWidget(QLabel(label), 0, 2 * col)
            form.addWidget(widget, 0, 2 * col + 1)
        form.addWidget(QLabel(tr("Sheet")), 1, 0)
        form.addWidget(self.sheet, 1, 1)
        form.addWidget(QLabel(tr("Vendor")), 1, 2)
        form.addWidget(self.vendor, 1, 3)
        form.addWidget(QLabel(tr("Currency of unmarked prices")), 2, 0)
        form.addWidget(self.currency, 2, 1)
        form.addWidget(QLabel(tr("Header row")), 2, 2)
        form.addWidget(self.header_row, 2, 3)
        form.setColumnStretch(1, 1)
        form.setColumnStretch(3, 1)  # the vendor's field as wide as the sheet's
        form.setColumnStretch(3, 1)

        self.tabs = QTabWidget()
        self.grid = QTableWidget()
        self.grid.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.mapping_box = QWidget()
        self.mapping_layout = QGridLayout(self.mapping_box)
        self.field_combos: dict[str, QComboBox] = {}
        self.rows_model = RowsModel(self._quote_columns())
        self.rows_view = self._view(self.rows_model)
        self.rows_view.doubleClicked.connect(self._pick_device)
        self.rows_view.setToolTip(tr("Double-click a row to choose its device"))
        self.devices_model = RowsModel(self._device_columns())
        self.devices_view = self._view(self.devices_model)
        self.rejected_model = RowsModel(
            [
                RowColumn(tr("Row"), self._row_label, True, sort_key=self._row_sort),
                RowColumn(
                    tr("Why it was not imported"),
                    lambda r: localize(r.reason),
                    tooltip=lambda r: localize(r.reason),
                ),
            ]
        )
        self.rejected_view = self._view(self.rejected_model)
        self.notes = QListWidget()
        self.notes.setWordWrap(True)
        self.tabs.addTab(self.grid, tr("Sheet"))
        self.tabs.addTab(self.mapping_box, tr("Columns"))
        self.tabs.addTab(self.rows_view, tr("Quotes"))
        self.tabs.addTab(self.devices_view, tr("Devices"))
        self.tabs.addTab(self.rejected_view, tr("Rejected"))
        self.tabs.addTab(self.notes, tr("Notes"))

        self.progress = QProgressBar()
        self.progress.setTextVisible(True)
        self.status = plain_label()
        self.status.setWordWrap(True)
        self.conventions = plain_label(tr(CONVENTIONS))
        self.conventions.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.import_btn = self.buttons.addButton(tr("Import"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.import_btn.setEnabled(False)
        self.import_btn.setDefault(True)
        self.buttons.accepted.connect(self.commit)
        self.buttons.rejected.connect(self.cancel)

        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.conventions)
        lay.addWidget(self.tabs, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.status, 1)
        bottom.addWidget(self.progress)
        lay.addLayout(bottom)
        lay.addWidget(self.buttons)
        # wide enough for a price sheet's columns and its notes where the screen allows
        screen = (parent.screen() if parent is not None else self.screen()).availableGeometry()
        self.resize(max(640, min(1120, screen.width() - 80)), max(480, min(680, screen.height() - 80)))

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(250)
        self._timer.timeout.connect(self.start)
        self.sheet.activated.connect(self._sheet_chosen)
        self.vendor.editingFinished.connect(lambda: self._changed())
        self.currency.activated.connect(lambda _i: self._changed())
        self.header_row.valueChanged.connect(lambda _v: self._changed(mapping=True))
        self.start()

    @staticmethod
    def _view(model) -> QTableView:
        v = QTableView()
        v.setModel(model)
        v.setSortingEnabled(True)
        v.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        v.setAlternatingRowColors(True)
        v.verticalHeader().setVisible(False)
        v.horizontalHeader().setStretchLastSection(True)
        v.setWordWrap(False)
        return v

    @staticmethod
    def _fit(view: QTableView) -> None:
        """Columns as wide as their text (up to a limit); a column with nothing in any row (no warnings, no lead
        times on this sheet) is hidden, so what the sheet does say fits without scrolling sideways."""
        m = view.model()
        if m.rowCount() <= 2000:  # beyond that, measuring every cell costs more than it helps
            for c in range(m.columnCount()):
                empty = m.rowCount() > 0 and not any(m.data(m.index(r, c)) for r in range(m.rowCount()))
                view.setColumnHidden(c, empty)
            view.resizeColumnsToContents()
            for c in range(m.columnCount() - 1):
                view.setColumnWidth(c, min(view.columnWidth(c), 320))

    def _quote_columns(self) -> list[RowColumn]:
        cat = self.session.catalog

        def name(device_id: str) -> str:
            # the name the window's columns use: 'Ascend 910B OAM 64GB', never a bare '910B' among its variants
            return column_name(cat[device_id]) if device_id in cat.by_id else device_id

        def device(q):
            if q.device_id:
                return name(q.device_id)
            return tr("unknown device") + (
                " (" + trf("could be {names}", names=tr(", ").join(map(name, q.candidates))) + ")"
                if q.candidates
                else ""
            )

        def warnings(q, sep: str) -> str:
            """The importer's warnings in the reader's language, naming candidates as the table does (not by id)."""
            out = []
            for w in q.warnings:
                text = localize(w)
                if q.candidates:
                    ids = " or ".join(q.candidates)  # how the importer joined them
                    text = text.replace(ids, tr(", ").join(map(name, q.candidates)))
                out.append(text)
            return sep.join(out)

        def price(q):
            # money's one rule, as the Quotes tab, the report and the command line write a quote: '¥32万' in Chinese,
            # never '32万 CNY'
            lang = "zh" if is_chinese() else "en"
            return format_quote(q.price_min, q.price_max, q.currency, q.price_kind, q.price_on_request, lang)

        def review(q) -> str:
            return tr("check") if q.needs_review else ""

        def evidence(q) -> str:
            head = trf("Confidence {pct:.0%}", pct=q.confidence)
            return "\n".join([head, *(localize(e) for e in q.evidence)])

        return [
            RowColumn(tr("Row"), self._row_label, True, sort_key=self._row_sort),
            RowColumn(tr("Model as written"), lambda q: q.raw_model, tooltip=lambda q: q.raw_model),
            RowColumn(tr("Device"), device, tooltip=lambda q: tr("Double-click to choose another device")),
            RowColumn(
                tr("Price per device"),
                price,
                True,
                tooltip=lambda q: trf("As written: {text} (cell {cell})", text=q.raw_price, cell=q.cell),
                sort_key=lambda q: math.inf if q.price_on_request else q.price_min,
            ),
            # the column each price was read from where a row is priced in several (one per GPU count, condition,
            # term); hidden when every price comes from one column (ImportPreview.price_column, as the CLI says it)
            RowColumn(
                tr("Price column"),
                lambda q: self.preview.price_column(q) if self.preview is not None else "",
                tooltip=lambda q: self.preview.price_column(q) if self.preview is not None else "",
            ),
            RowColumn(tr("Quantity"), lambda q: "" if q.quantity is None else f"{q.quantity:g}", True),
            RowColumn(tr("Devices per item"), lambda q: f"{q.units_per_item:g}", True),
            RowColumn(tr("Kind"), lambda q: tr(PRICE_KINDS.get(q.price_kind, q.price_kind))),
            RowColumn(tr("Check"), review, tooltip=evidence, sort_key=lambda q: q.confidence),
            RowColumn(tr("Offer"), offer_words, tooltip=offer_words),
            RowColumn(
                tr("Warnings"),
                lambda q: warnings(q, "; "),
                tooltip=lambda q: warnings(q, "\n"),
            ),
            RowColumn(tr("What was quoted"), lambda q: quote_words(q, q.item), tooltip=lambda q: q.configuration),
            RowColumn(tr("Lead time"), lambda q: q.lead_time),
            RowColumn(tr("Notes"), lambda q: quote_words(q, q.notes), tooltip=lambda q: quote_words(q, q.notes)),
        ]

    def _sheet_chosen(self, _index: int) -> None:
        self.sheet_chosen = True
        self._changed(reset_mapping=True)

    def _several_sheets(self) -> bool:
        """The preview read more than one sheet (its rows then name their sheet); worked out once per preview."""
        p = self.preview
        if p is None:
            return False
        got = self._sheets_seen
        if got is None or got[0] is not p:
            own = p.sheet
            several = any((q.sheet or own) != own for q in p.rows) or any((r.sheet or own) != own for r in p.rejected)
            got = self._sheets_seen = (p, several)
        return got[1]

    def _row_label(self, q) -> str:
        """A row as the Row column shows it: its number; a row of another offer sheet the import read names its
        sheet ('Quote SG / 4'): row 4 of two sheets are two rows."""
        if self.preview is None or not self._several_sheets():
            return str(q.source_row)
        sheet, row = row_key(q, self.preview.sheet)
        return str(row) if sheet == self.preview.sheet else f"{sheet} / {row}"

    def _row_sort(self, q) -> tuple:
        """Rows in the order of the sheets the import read, then by number."""
        p = self.preview
        if p is None:
            return (0, q.source_row)
        sheet, row = row_key(q, p.sheet)
        return (0 if sheet == p.sheet else 1, sheet, row)

    def _device_columns(self) -> list[RowColumn]:
        def change(d):
            return (tr("new device: ") if d.is_new else "") + ", ".join(d.changes())

        return [
            RowColumn(tr("Row"), lambda d: str(d.source_row), True, sort_key=lambda d: d.source_row),
            RowColumn(tr("Device"), lambda d: d.name),
            RowColumn(tr("Id"), lambda d: d.device_id),
            RowColumn(tr("What changes"), change, tooltip=change),
            RowColumn(tr("Source"), lambda d: d.source, tooltip=lambda d: d.source),
        ]

    # analysis -----------------------------------------------------------------------------------------------
    def _changed(self, mapping: bool = False, reset_mapping: bool = False) -> None:
        if reset_mapping:
            self.mapping_edited = False
        elif mapping:
            self.mapping_edited = True
        self._timer.start()

    def current_kwargs(self) -> dict:
        kw = {
            "catalog": self.session.catalog,
            "vendor": self.vendor.text().strip() or None,
            "currency": self.currency.currentData() or None,
        }
        if self.preview is None and self.mapping_edited:
            kw["header_row"] = self.header_row.value()  # detection failed: read the row the user points at
        if self.preview is not None:
            # a sheet the user chose, or whose columns they mapped, is read alone; else every offer sheet again, as
            # the first read did (a re-read after a vendor or currency change must not drop the second sheet's rows)
            if self.sheet_chosen or self.mapping_edited:
                kw["sheet"] = self.sheet.currentText() or None
            if self.mapping_edited:
                kw["mapping"] = {
                    f: c.currentData() for f, c in self.field_combos.items() if c.currentData() is not None
                }
                kw["header_row"] = self.header_row.value()
        return kw

    def start(self) -> None:
        if self.worker is not None:
            self.worker.cancel()
        saved = {m["vendor"]: m["mapping"] for m in self.session.workspace.vendor_mappings()}
        w = AnalyseWorker(self.path, self.current_kwargs(), saved, self)
        w.progressed.connect(self._progressed)
        w.done.connect(lambda p, w=w: self._done(w, p))
        w.failed.connect(lambda msg, w=w: self._failed(w, msg))
        self.worker = w
        self.import_btn.setEnabled(False)
        self.progress.setRange(0, 0)  # busy until the first report
        self.progress.show()
        self.status.setText(tr("Reading the sheet…"))
        w.start()

    def _progressed(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)

    def _done(self, worker, preview: ImportPreview) -> None:
        if worker is not self.worker:
            return
        self.worker = None
        self.error = ""
        for q_i, q in enumerate(preview.rows):  # choices made by hand survive a re-read (on their own sheet's row)
            key = row_key(q, preview.sheet)
            if key in self.device_overrides:
                preview.rows[q_i] = q._replace(device_id=self.device_overrides[key], match_confidence=1.0)
        self.preview = preview
        self.progress.hide()
        self._show(preview)
        self.import_btn.setEnabled(preview.count > 0)
        self.analysed.emit()

    def _failed(self, worker, message: str) -> None:
        if worker is not self.worker:
            return
        self.worker = None
        self.error = message
        self.progress.hide()
        self.status.setText(message)
        self.import_btn.setEnabled(False)
        self.analysed.emit()

    def _show(self, p: ImportPreview) -> None:
        for w in (self.sheet, self.header_row):
            w.blockSignals(True)
        self.sheet.clear()
        self.sheet.addItems(p.sheets)
        self.sheet.setCurrentText(p.sheet)
        self.header_row.setValue(p.header_row)
        for w in (self.sheet, self.header_row):
            w.blockSignals(False)
        if not self.vendor.text():
            # the company the sheet names; else a short name from the file's, said to be one (type the vendor's)
            shown = trf("{name} (from the file name)", name=p.vendor) if p.vendor_from_file else p.vendor
            self.vendor.setPlaceholderText(shown)
            said = tr("The sheet names no company: type who sent it, else its quotes are kept under '{name}'.")
            self.vendor.setToolTip(tip(said.format(name=p.vendor)) if p.vendor_from_file else "")
        self.kind_label.setText(tr(KIND_LABELS[p.kind]))
        self._fill_grid(p)
        self._fill_mapping(p)
        self.rows_model.set_rows(list(p.rows))
        self.devices_model.set_rows(list(p.devices))
        self.rejected_model.set_rows(list(p.rejected))
        for view in (self.rows_view, self.devices_view, self.rejected_view):
            self._fit(view)
        self.notes.clear()
        self.notes.addItems([localize(w) for w in p.conventions] + [localize(w) for w in p.warnings])
        specs = p.kind == "specs"
        self.tabs.setTabVisible(2, not specs)
        self.tabs.setTabVisible(3, specs)
        self.tabs.setTabText(2, trf("Quotes ({n})", n=len(p.rows)))
        self.tabs.setTabText(3, trf("Devices ({n})", n=len(p.devices)))
        self.tabs.setTabText(4, trf("Rejected ({n})", n=len(p.rejected)))
        self.tabs.setTabText(5, trf("Notes ({n})", n=len(p.warnings)))
        matched = sum(1 for q in p.rows if q.device_id)
        what = (
            trf("{n} devices to add or change", n=len(p.devices))
            if specs
            else trf("{n} quotes, {m} matched to a device", n=len(p.rows), m=matched)
        )
        self.status.setText(
            trf(
                "Sheet {sheet!r}, header on row {row}, vendor {vendor}, dated {date}: {what}; rejected rows: {r}.",
                sheet=p.sheet,
                row=p.header_row,
                vendor=p.vendor,
                date=p.as_of,
                what=what,
                r=len(p.rejected),
            )
        )
        if not p.rows and not p.devices:
            self.tabs.setCurrentIndex(4)
        elif self.tabs.currentIndex() in (0, 1) and not self.mapping_edited:
            self.tabs.setCurrentIndex(3 if specs else 2)

    def _fill_grid(self, p: ImportPreview) -> None:
        rows = p.head_rows
        width = max((len(r) for r in rows), default=0)
        g = self.grid
        g.clear()
        g.setRowCount(len(rows))
        g.setColumnCount(width)
        by_col = {c: f for f, c in p.columns.items()}
        g.setHorizontalHeaderLabels(
            [column_letter(c) + (f" · {field_label(by_col[c])}" if c in by_col else "") for c in range(width)]
        )
        for r, row in enumerate(rows):
            for c, v in enumerate(row):
                item = QTableWidgetItem(v)
                if r == p.header_row - 1:
                    item.setBackground(QBrush(HEADER_COLOR))
                g.setItem(r, c, item)
        g.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)

    def _fill_mapping(self, p: ImportPreview) -> None:
        lay = self.mapping_layout
        while lay.count():
            w = lay.takeAt(0).widget()
            if w is not None:
                w.deleteLater()
        self.field_combos = {}
        lay.addWidget(
            plain_label(
                trf(
                    "Which column holds what (the header is row {row}); change one and the preview updates.",
                    row=p.header_row,
                )
            ),
            0,
            0,
            1,
            2,
        )
        fields = list(KIND_FIELDS[p.kind]) + [f for f in p.columns if f not in KIND_FIELDS[p.kind]]
        for i, f in enumerate(fields, start=1):
            combo = QComboBox()
            combo.addItem(tr("(none)"), None)
            for c, h in enumerate(p.header_cells):
                combo.addItem(f"{column_letter(c)} · {h}" if h else column_letter(c), c)
            combo.setCurrentIndex(combo.findData(p.columns[f]) if f in p.columns else 0)
            combo.activated.connect(lambda _i: self._changed(mapping=True))
            self.field_combos[f] = combo
            lay.addWidget(plain_label(field_label(f)), i, 0)
            lay.addWidget(combo, i, 1)
        lay.setRowStretch(len(fields) + 1, 1)

    # editing and committing ---------------------------------------------------------------------------------
    def _pick_device(self, index) -> None:
        q = self.rows_model.rows[index.row()]
        cat = self.session.catalog
        names = [cat[c].display_name for c in q.candidates] + [
            d.display_name for d in cat.devices if d.id not in q.candidates
        ]
        names.append(tr("unknown device"))
        current = cat[q.device_id].display_name if q.device_id in cat.by_id else names[-1]
        name, ok = QInputDialog.getItem(
            self,
            trf("Device for row {row}", row=self._row_label(q)),
            tip(trf("{model!r} is:", model=q.raw_model)),
            names,
            names.index(current),
            False,
        )
        if ok:
            device_id = next((d.id for d in cat.devices if d.display_name == name), None)
            self.set_device(row_key(q, self.preview.sheet), device_id)

    def set_device(self, row: tuple[str, int] | int, device_id: str | None) -> None:
        """Match every quote of a sheet row to a device by hand (or to none). `row` is (sheet, row) as
        `core.quote_place.row_key` gives it; a bare row number is a row of the import's first sheet."""
        own = self.preview.sheet
        key = (own, row) if isinstance(row, int) else (row[0] or own, row[1])
        self.device_overrides[key] = device_id
        for i, q in enumerate(self.preview.rows):
            if row_key(q, own) == key:
                self.preview.rows[i] = q._replace(device_id=device_id, match_confidence=1.0)
        self.rows_model.set_rows(list(self.preview.rows))

    def commit(self) -> None:
        if self.preview is None or self.worker is not None:
            return
        if self.mapping_edited:
            self.session.workspace.save_vendor_mapping(self.preview.vendor, mapping_to_remember(self.preview))
        cmd = ImportCommand(self.session, self.preview)
        self.session.undo_stack.push(cmd)
        self.result = cmd.result
        self.accept()

    def cancel(self) -> None:
        if self.worker is not None:
            self.worker.cancel()
        self.reject()

    def closeEvent(self, event) -> None:
        self.cancel()
        super().closeEvent(event)

    def done(self, r) -> None:  # the worker may still run: let it finish in the background, its result unused
        if self.worker is not None:
            self.worker.cancel()
            self.worker.setParent(None)
            self.session.keep_alive(self.worker)
        super().done(r)
