"""The main window: the hardware table in the middle, docks for the comparison, the chart and the estimate,
menus and a toolbar for the selectors. Heavy parts (pyqtgraph) are built after the first paint."""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QComboBox, QDockWidget, QLabel, QMainWindow, QSizePolicy, QToolBar, QWidget

from gpucompare import __version__
from gpucompare.core.catalog import PRECISION_LABEL, PRECISIONS
from gpucompare.core.pricing import BASES
from gpucompare.errors import UserError
from gpucompare.gui.hardware_view import HardwareView, viewport_of
from gpucompare.gui.session import Session
from gpucompare.gui.settings import get_bytes, get_str
from gpucompare.i18n import N_, plural, tr, trf

EXPORTS = {
    "table": N_("the hardware table"),
    "catalog": N_("the catalog"),
    "quotes": N_("the quotes"),
    "compare": N_("the side-by-side comparison"),
    "estimate": N_("the training estimate"),
}


class _FirstPaint(QObject):
    """Notes the moment the table first paints (the start-up benchmark reads it)."""

    painted = Signal(float)

    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            obj.removeEventFilter(self)
            self.painted.emit(time.time())
        return False


class MainWindow(QMainWindow):
    ready = Signal()  # everything built, the chart included
    languageChanged = Signal()  # Preferences chose another language: the app rebuilds the window

    def __init__(self, session: Session, reporter=None):
        super().__init__()
        self.session = session
        self.reporter = reporter
        self.setWindowTitle("gpucompare")
        self.setObjectName("MainWindow")
        from gpucompare.gui.app import app_icon

        self.setWindowIcon(app_icon())
        self.first_paint_time: float | None = None
        self._shut = False
        self.chart = None
        self.estimate = None

        self.hardware = HardwareView(session)
        self.setCentralWidget(self.hardware)
        self._first_paint = _FirstPaint(self)
        self._first_paint.painted.connect(self._on_first_paint)
        viewport_of(self.hardware.view).installEventFilter(self._first_paint)

        self.spec = None  # built right after the first paint, like the other docks
        self.spec_dock = self._dock(
            "compare", tr("Compare"), QLabel(tr("Loading…")), Qt.DockWidgetArea.BottomDockWidgetArea
        )
        self.estimate_dock = self._dock(
            "estimate", tr("Training estimate"), QLabel(tr("Loading…")), Qt.DockWidgetArea.BottomDockWidgetArea
        )
        self.quotes_dock = self._dock(
            "quotes", tr("Quotes"), QLabel(tr("Loading…")), Qt.DockWidgetArea.BottomDockWidgetArea
        )
        self.chart_dock = self._dock(
            "chart", tr("Price / throughput"), QLabel(tr("Loading chart…")), Qt.DockWidgetArea.RightDockWidgetArea
        )
        # the bottom docks span the whole width; the chart sits beside the table
        self.setCorner(Qt.Corner.BottomLeftCorner, Qt.DockWidgetArea.BottomDockWidgetArea)
        self.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.BottomDockWidgetArea)
        self.tabifyDockWidget(self.spec_dock, self.estimate_dock)
        self.tabifyDockWidget(self.estimate_dock, self.quotes_dock)
        self.spec_dock.raise_()
        self.quotes = None
        # the estimate's tab brought to the front shows its inputs with room to read them (once, and never over a
        # layout the user saved)
        self._estimate_opened = get_bytes(session.settings, "window/state") is not None
        self.estimate_dock.visibilityChanged.connect(self._estimate_shown)

        self._build_toolbar()
        self._build_menus()
        self.status = QLabel()
        self.statusBar().addPermanentWidget(self.status)
        session.changed.connect(self._session_changed)
        session.message.connect(lambda text: self.statusBar().showMessage(text, 6000))
        self._update_status()
        self._sized = False
        self.notice: QLabel | None = None
        self.fit_screen()

    def fit_screen(self) -> None:
        """First start (no saved geometry): the screen the window is given, used to its width and almost all of
        its height, centred (a fixed 1500 left a third of a 1920-pixel screen empty)."""
        screen = self.screen().availableGeometry()
        w, h = max(640, screen.width() - 16), max(480, int(screen.height() * 0.96))
        self.resize(min(w, screen.width()), min(h, screen.height()))
        self.move(screen.left() + (screen.width() - self.width()) // 2, screen.top() + (screen.height() - h) // 2)

    def show_notice(self, text: str) -> None:
        """A line across the top of the window, under the selectors, that stays (a missing font, say), in plain
        text, the whole width of the window its own."""
        from gpucompare.gui.plaintext import plain_label

        if self.notice is None:
            self.notice = plain_label(text)
            self.notice.setObjectName("notice")
            # the line never widens the window past its screen: it takes the width there is, and wraps
            self.notice.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
            self.notice.setWordWrap(True)
            self.notice.setToolTip(text)
            self.notice.setStyleSheet("color: #a00000; font-weight: bold; padding: 2px 6px")
            bar = QToolBar(self)
            bar.setObjectName("notice_bar")
            bar.setMovable(False)
            bar.addWidget(self.notice)
            self.addToolBarBreak()
            self.addToolBar(bar)
        else:
            self.notice.setText(text)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._sized:  # first show without a saved layout: table on top, docks below, half and half
            self._sized = True
            if get_bytes(self.session.settings, "window/state") is None:
                # with nothing compared yet the panel below holds one line of hint: keep it low, the table tall
                share = 0.44 if self.session.comparison else 0.16
                self.resizeDocks([self.spec_dock], [int(self.height() * share)], Qt.Orientation.Vertical)
                self.resizeDocks([self.chart_dock], [int(self.width() * 0.36)], Qt.Orientation.Horizontal)

    def _estimate_shown(self, visible: bool) -> None:
        if visible and self.isVisible() and not self._estimate_opened:
            self._estimate_opened = True
            self._make_room_below(self.estimate_dock)

    def _dock(self, name: str, title: str, widget: QWidget, area) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(f"dock_{name}")
        dock.setWidget(widget)
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
        )
        self.addDockWidget(area, dock)
        return dock

    # deferred construction ----------------------------------------------------------------------------------
    def _on_first_paint(self, when: float) -> None:
        self.first_paint_time = when
        QTimer.singleShot(0, self.finish_startup)

    def finish_startup(self) -> None:
        """Build what the first paint did not need: the comparison, the estimate, the quotes and the chart
        (pyqtgraph's import)."""
        if self.chart is not None or self._shut:
            return
        from gpucompare.gui.chart import ChartView
        from gpucompare.gui.estimate_panel import EstimatePanel
        from gpucompare.gui.quotes_view import QuotesView
        from gpucompare.gui.spec_panel import SpecPanel

        self.spec = SpecPanel(self.session)
        self.spec_dock.setWidget(self.spec)

        self.estimate = EstimatePanel(self.session)
        self.estimate_dock.setWidget(self.estimate)
        self.quotes = QuotesView(self.session)
        self.quotes.set_device(self.hardware.current_device())
        self.hardware.currentDeviceChanged.connect(self.quotes.set_device)
        self.quotes_dock.setWidget(self.quotes)
        from gpucompare.gui.glossary import explain_estimate_inputs
        from gpucompare.gui.table_copy import make_copyable

        explain_estimate_inputs(self.estimate)
        make_copyable(self.spec.table, lambda: self.export_results("compare"))
        make_copyable(self.estimate.table, lambda: self.export_results("estimate"))
        self.chart = ChartView(self.session)
        self.chart.visible_ids = self.hardware.visible_ids
        self.hardware.filtersChanged.connect(self.chart.refresh)
        if self.hardware.visible_ids() is not None:  # filters restored before the chart existed
            self.chart.refresh()
        self.chart.deviceClicked.connect(self._chart_clicked)
        self.chart_dock.setWidget(self.chart)
        self.export_chart_action.setEnabled(True)
        self.ready.emit()

    def _chart_clicked(self, device_id: str) -> None:
        if not self.hardware.select_device(device_id):
            self.hardware.clear_filters()
            self.hardware.select_device(device_id)
        self.statusBar().showMessage(self.session.catalog[device_id].display_name, 4000)

    # toolbar and menus --------------------------------------------------------------------------------------
    def _build_toolbar(self) -> None:
        tb = QToolBar(tr("Selectors"))
        tb.setObjectName("toolbar_selectors")
        tb.setMovable(False)
        self.addToolBar(tb)
        self.precision = QComboBox()
        for p in PRECISIONS:
            self.precision.addItem(PRECISION_LABEL[p], p)
        self.precision.setToolTip(tr("Precision of the throughput columns, the chart and the ratios"))
        self.currency = QComboBox()
        self.basis = QComboBox()
        for key, label in BASES.items():
            self.basis.addItem(tr(label), key)
        self.basis.setToolTip(tr("Which price the table, the chart and the comparison use"))
        tb.addWidget(QLabel(" " + tr("Precision") + " "))
        tb.addWidget(self.precision)
        tb.addSeparator()
        tb.addWidget(QLabel(" " + tr("Currency") + " "))
        tb.addWidget(self.currency)
        tb.addSeparator()
        tb.addWidget(QLabel(" " + tr("Price") + " "))
        tb.addWidget(self.basis)
        self._sync_selectors()
        self.precision.currentIndexChanged.connect(lambda _i: self.session.set_precision(self.precision.currentData()))
        self.currency.currentIndexChanged.connect(lambda _i: self.session.set_currency(self.currency.currentData()))
        self.basis.currentIndexChanged.connect(lambda _i: self.session.set_basis(self.basis.currentData()))

    def _sync_selectors(self) -> None:
        s = self.session
        for combo in (self.precision, self.currency, self.basis):
            combo.blockSignals(True)
        self.currency.clear()
        for c in s.fx.display_currencies(s.currency):
            self.currency.addItem(c, c)
        self.precision.setCurrentIndex(self.precision.findData(s.precision))
        self.currency.setCurrentIndex(self.currency.findData(s.currency))
        self.basis.setCurrentIndex(self.basis.findData(s.basis))
        for combo in (self.precision, self.currency, self.basis):
            combo.blockSignals(False)

    def _action(self, menu, text: str, slot, shortcut=None, tip: str = "") -> QAction:
        act = QAction(text, self)
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        if tip:
            act.setStatusTip(tip)
        act.triggered.connect(slot)
        menu.addAction(act)
        return act

    def _build_menus(self) -> None:
        mb = self.menuBar()
        self.file_menu = mb.addMenu(tr("&File"))
        self._action(
            self.file_menu,
            tr("&Import sheet…"),
            self.import_sheet,
            "Ctrl+I",
            tr("Import a vendor price sheet, a cloud rate card or a spec sheet (.xlsx, .csv)"),
        )
        self._action(
            self.file_menu,
            tr("&Update catalog…"),
            self.update_catalog,
            None,
            tr("Read Epoch AI's hardware CSV (file or URL), preview the changes, apply them to the catalog's base"),
        )
        self._action(
            self.file_menu,
            tr("Update &prices…"),
            self.update_prices,
            None,
            tr("Read SkyPilot's cloud price catalog (file, folder or URL), preview the changes, apply them"),
        )
        self.file_menu.addSeparator()
        self._action(
            self.file_menu,
            tr("Export &table…"),
            self.export_table,
            None,
            tr("The hardware table as shown, to .xlsx or .csv"),
        )
        self._action(
            self.file_menu,
            tr("Export &catalog…"),
            self.export_catalog,
            None,
            tr("Every device as a spec sheet that imports back"),
        )
        self._action(
            self.file_menu,
            tr("Export &quotes…"),
            self.export_quotes,
            None,
            tr("Every quote with its vendor, file, sheet and row"),
        )
        self.file_menu.addSeparator()
        self._action(
            self.file_menu,
            tr("&Print…"),
            lambda: self.report_dialog("print").exec(),
            QKeySequence.StandardKey.Print,
            tr("Print the comparison report"),
        )
        self._action(
            self.file_menu,
            tr("Print pre&view…"),
            lambda: self.report_dialog("preview").exec(),
            None,
            tr("See the report's pages before printing"),
        )
        self._action(
            self.file_menu,
            tr("Export P&DF…"),
            lambda: self.report_dialog("pdf").exec(),
            "Ctrl+Shift+E",
            tr("Save the comparison report as a PDF"),
        )
        self.file_menu.addSeparator()
        self.export_chart_action = self._action(
            self.file_menu, tr("Export c&hart image…"), lambda: self.chart and self.chart.export_dialog()
        )
        self.export_chart_action.setEnabled(False)
        self.file_menu.addSeparator()
        self._action(self.file_menu, tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)

        edit = mb.addMenu(tr("&Edit"))
        self.edit_menu = edit
        undo = self.session.undo_stack.createUndoAction(self, tr("&Undo"))
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        redo = self.session.undo_stack.createRedoAction(self, tr("&Redo"))
        redo.setShortcut(QKeySequence.StandardKey.Redo)
        edit.addAction(undo)
        edit.addAction(redo)
        edit.addSeparator()
        self._action(edit, tr("&Copy"), self.copy, QKeySequence.StandardKey.Copy)
        self._action(edit, tr("&Find"), self._focus_search, QKeySequence.StandardKey.Find)
        edit.addSeparator()
        self._action(
            edit,
            tr("&Add to comparison"),
            self._compare_selected,
            "Ctrl+D",
            tr("Put the selected devices side by side"),
        )
        self._action(edit, tr("&Remove from comparison"), self._uncompare_selected, "Ctrl+Shift+D")
        self._action(edit, tr("C&lear comparison"), lambda: self.session.set_comparison([]))
        self._action(
            edit,
            tr("&Save comparison as…"),
            self.save_comparison_as,
            None,
            tr("Keep the compared devices under a name to open them again"),
        )
        self.open_comparison_menu = edit.addMenu(tr("&Open comparison"))
        self.open_comparison_menu.aboutToShow.connect(self._fill_open_comparison_menu)  # built when it opens
        edit.addSeparator()
        pref = self._action(edit, tr("&Preferences…"), self.show_preferences, QKeySequence.StandardKey.Preferences)
        pref.setMenuRole(QAction.MenuRole.PreferencesRole)

        view = mb.addMenu(tr("&View"))
        self.view_menu = view
        for dock in (self.spec_dock, self.chart_dock, self.estimate_dock, self.quotes_dock):
            view.addAction(dock.toggleViewAction())
        view.addSeparator()
        self._action(view, tr("&Clear filters"), self.hardware.clear_filters)
        self._action(view, tr("&Default columns"), self.hardware._apply_default_columns)
        self._action(view, tr("&Reset layout"), self.reset_layout)

        self.help_menu = mb.addMenu(tr("&Help"))
        self._action(
            self.help_menu,
            tr("&Glossary"),
            self.show_glossary,
            QKeySequence.StandardKey.HelpContents,
            tr("What MFU, goodput, PUE, TP, PP, ZeRO and the other terms mean"),
        )
        self._action(self.help_menu, tr("&About gpucompare"), self.show_about)

    def copy(self) -> str:
        """Edit → Copy: the result table that has the focus (side by side, estimate), else the table's rows."""
        from PySide6.QtWidgets import QApplication

        from gpucompare.gui.table_copy import copy_table

        focus = QApplication.focusWidget()
        for table in (getattr(self.spec, "table", None), getattr(self.estimate, "table", None)):
            if table is not None and focus is not None and (focus is table or table.isAncestorOf(focus)):
                return copy_table(table)
        self.hardware.copy_selection()
        return ""

    def export_results(self, what: str, path: str | None = None) -> None:
        """The side-by-side comparison or the estimate results, as shown, to .xlsx or .csv."""
        from gpucompare.gui.table_copy import table_rows
        from gpucompare.sheets.export import write_rows

        table = self.spec.table if what == "compare" else self.estimate.table
        header, rows = table_rows(table)
        self._export(what, lambda p: write_rows(p, tr(EXPORTS[what])[:31], header, rows), path)

    # saved comparisons ----------------------------------------------------------------------------------------
    def save_comparison_as(self, name: str | None = None) -> None:

        if not self.session.comparison:
            from gpucompare.core.compare import MAX_COMPARED

            self.statusBar().showMessage(
                trf("Tick the devices to compare in the table first (one to {n}).", n=MAX_COMPARED), 6000
            )
            return
        if name is None:
            dialog = self.comparison_name_dialog()
            if not dialog.exec():
                return
            name = dialog.textValue()
        try:
            self.session.save_comparison(name)
        except UserError as err:
            self.statusBar().showMessage(str(err), 8000)
            return
        self.statusBar().showMessage(trf("Saved comparison “{name}”", name=name.strip()), 6000)

    def comparison_name_dialog(self):
        """Asks the name, suggesting the compared devices' names, wide enough to show them whole (QInputDialog's
        own width showed 'M5 80GB / H800 SXM5 80GB')."""
        from PySide6.QtWidgets import QInputDialog, QLineEdit

        suggested = " / ".join(d.label for d in self.session.compared_devices())
        dialog = QInputDialog(self)
        dialog.setWindowTitle(tr("Save comparison"))
        dialog.setLabelText(tr("Name:"))
        dialog.setTextValue(suggested)
        from gpucompare.gui.session import MAX_COMPARISON_NAME

        edit = dialog.findChild(QLineEdit)
        if edit is not None:
            edit.setMaxLength(MAX_COMPARISON_NAME)
        dialog.resize(max(420, dialog.fontMetrics().horizontalAdvance(suggested) + 80), dialog.sizeHint().height())
        return dialog

    def open_saved_comparison(self, name: str) -> None:
        missing = self.session.open_comparison(name)
        if missing:
            self.statusBar().showMessage(
                trf(
                    plural(
                        len(missing),
                        N_("{n} device of “{name}” is no longer in the catalog"),
                        N_("{n} devices of “{name}” are no longer in the catalog"),
                    ),
                    n=len(missing),
                    name=name,
                ),
                8000,
            )

    def _fill_open_comparison_menu(self) -> None:
        from gpucompare.gui.saved_comparisons import fill_menu

        fill_menu(self.open_comparison_menu, self.session, self.open_saved_comparison, self.show_saved_comparisons)

    def show_saved_comparisons(self):
        """Every saved comparison in a dialog with a filter, Open and Delete (returned shown, for tests)."""
        from gpucompare.gui.saved_comparisons import SavedComparisonsDialog

        dialog = SavedComparisonsDialog(self.session, self.open_saved_comparison, self)
        dialog.show()
        return dialog

    def _focus_search(self) -> None:
        self.hardware.search.setFocus()
        self.hardware.search.selectAll()

    def _compare_selected(self) -> None:
        for device_id in self.hardware.selected_devices() or [self.hardware.current_device()]:
            if device_id and not self.session.add_to_comparison(device_id):
                break

    def _uncompare_selected(self) -> None:
        for device_id in self.hardware.selected_devices():
            self.session.remove_from_comparison(device_id)

    def reset_layout(self) -> None:
        for dock in (self.spec_dock, self.chart_dock, self.estimate_dock, self.quotes_dock):
            dock.setFloating(False)
            dock.show()
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.spec_dock)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.chart_dock)
        self.tabifyDockWidget(self.spec_dock, self.estimate_dock)
        self.tabifyDockWidget(self.estimate_dock, self.quotes_dock)
        self.spec_dock.raise_()
        self.hardware._apply_default_columns()

    # files ---------------------------------------------------------------------------------------------------
    def _ask_path(self, save: bool, title: str, name: str, filters: str) -> str:
        from PySide6.QtWidgets import QFileDialog

        st = self.session.settings
        folder = get_str(st, "files/last_folder") or str(Path.home())
        start = str(Path(folder) / name) if name else folder
        if save:
            path, _ = QFileDialog.getSaveFileName(self, title, start, filters)
        else:
            path, _ = QFileDialog.getOpenFileName(self, title, start, filters)
        if path:
            st.setValue("files/last_folder", str(Path(path).parent))
        return path

    def import_sheet(self) -> None:
        path = self._ask_path(False, tr("Import a sheet"), "", tr("Spreadsheets (*.xlsx *.xlsm *.xls *.ods *.csv)"))
        if path:
            dialog = self.open_import(path)
            if dialog.exec() and dialog.preview is not None and dialog.preview.kind != "specs":
                self.show_imported_quotes()

    def show_imported_quotes(self) -> None:
        """After an import: the Quotes tab in front, every quote listed (none is picked in the table yet)."""
        self.quotes_dock.show()
        self.quotes_dock.raise_()
        if self.quotes is not None and not self.quotes.device_id:
            self.quotes.show_box.setCurrentIndex(self.quotes.show_box.findData("all"))

    def open_import(self, path: str):
        """The import dialog for a file, not yet shown (tests drive it directly)."""
        from gpucompare.gui.import_dialog import ImportDialog

        return ImportDialog(self.session, path, self)

    def _export(self, what: str, write, path: str | None = None) -> None:
        """Ask where (unless given), write, and say so; a file that cannot be written is one message. Asked in a
        dialog, the file is written on a worker thread (the window keeps answering); given a path, here."""
        asked = path is None
        path = path or self._ask_path(
            True,
            trf("Export {what}", what=tr(EXPORTS[what])),
            f"gpucompare-{what}.xlsx",
            tr("Excel workbook (*.xlsx);;CSV, UTF-8 (*.csv)"),
        )
        if not path:
            return
        if Path(path).suffix.lower() not in (".xlsx", ".csv"):
            path += ".xlsx"
        if asked:
            from gpucompare.gui.export_task import run_export

            run_export(self, write, path)
            return
        try:
            write(path)
        except UserError as err:
            if self.reporter is not None:
                self.reporter.show_user_error(err)
            return
        self.statusBar().showMessage(trf("Saved {path}", path=path), 6000)

    def export_table(self, path: str | None = None) -> None:
        from gpucompare.sheets.export import export_table

        def write(p):
            export_table(self.session.frame(), self.hardware.visible_columns(), self.hardware.model.order, p)

        self._export("table", write, path)

    def export_catalog(self, path: str | None = None) -> None:
        from gpucompare.sheets.export import export_catalog

        self._export("catalog", lambda p: export_catalog(self.session.catalog, p), path)

    def export_quotes(self, path: str | None = None) -> None:
        from gpucompare.sheets.export import export_quotes

        home = self.session.workspace.path

        def write(p):  # on the worker thread: a connection of its own
            from gpucompare.store import Workspace

            with Workspace(path=home) as ws:
                export_quotes(ws.quotes(), p)

        self._export("quotes", write, path)

    def report_dialog(self, mode: str):
        """The report options dialog for "print", "preview" or "pdf" (not yet shown: tests drive it)."""
        from gpucompare.gui.printing import ReportDialog

        return ReportDialog(self, mode)

    def preferences_dialog(self):
        from gpucompare.gui.preferences import PreferencesDialog

        return PreferencesDialog(self.session, self)

    def show_preferences(self) -> None:
        dlg = self.preferences_dialog()
        if dlg.exec() and dlg.language_changed:
            self.languageChanged.emit()

    def show_glossary(self) -> None:
        from gpucompare.gui.glossary import GlossaryDialog

        GlossaryDialog(self).exec()

    def update_catalog(self) -> None:
        from gpucompare.gui.catalog_update_dialog import CatalogUpdateDialog

        CatalogUpdateDialog(self.session, self).exec()

    def update_prices(self) -> None:
        from gpucompare.gui.prices_update_dialog import PricesUpdateDialog

        PricesUpdateDialog(self.session, self).exec()

    def show_about(self) -> None:
        from gpucompare.gui.about import AboutDialog

        AboutDialog(self.session, self).exec()

    # state --------------------------------------------------------------------------------------------------
    def _session_changed(self, what: str) -> None:
        if what in ("catalog", "quotes", "prices", "preferences"):
            self._sync_selectors()
        grow = (what == "comparison" and self.session.comparison) or (
            what == "quotes" and self.session.workspace.quote_count() > 0
        )
        if grow:
            self._make_room_below(self.spec_dock)
        self._update_status()

    def _make_room_below(self, dock) -> None:
        """The first device compared, the first quotes imported, the estimate's inputs opened: give the panels below
        the room their rows need (the first-start hint kept them low; a size the user chose stays)."""
        if not dock.isFloating() and dock.height() < self.height() * 0.3:
            self.resizeDocks([dock], [int(self.height() * 0.44)], Qt.Orientation.Vertical)

    def _update_status(self) -> None:
        s = self.session
        self.status.setText(
            trf(
                "{n} devices · dense tensor peaks · {prec} · prices: {basis} · gpucompare {version}",
                n=len(s.catalog),
                prec=PRECISION_LABEL[s.precision],
                basis=tr(BASES[s.basis]),
                version=__version__,
            )
        )

    def save_state(self) -> None:
        st = self.session.settings
        st.setValue("window/geometry", self.saveGeometry())
        st.setValue("window/state", self.saveState())
        st.setValue("window/header", self.hardware.save_state())
        st.sync()

    def restore_state(self) -> None:
        st = self.session.settings
        geometry, state = get_bytes(st, "window/geometry"), get_bytes(st, "window/state")
        if geometry is not None:
            self.restoreGeometry(geometry)
        if state is not None:
            self.restoreState(state)
        self.hardware.restore_state(get_bytes(st, "window/header"))

    def shutdown(self) -> None:
        """Stop what could still run (debounce timers) and close the workspace: the window is done with it."""
        self._shut = True  # a deferred finish_startup() must not build on a closed workspace
        for timer in self.findChildren(QTimer):
            timer.stop()
        self.session.wait_for_runs()  # the "for my workload" column's computation, if one is running
        self.session.workspace.close()

    def closeEvent(self, event) -> None:
        self.save_state()
        super().closeEvent(event)
