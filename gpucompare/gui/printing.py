"""File → Print…, Print Preview…, Export PDF…: the comparison report of the compared devices, with the estimate
panel's results, the latest quotes and the user's notes, in English or Chinese. Print and preview run the same code
(QTextDocument.print_), so what the preview shows is what the printer gets."""

from __future__ import annotations

import dataclasses
import datetime as dt
import re

from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
)

from gpucompare.core.catalog import column_name
from gpucompare.core.tco import TcoSettings, priced_estimates
from gpucompare.errors import UserError
from gpucompare.gui.settings import get_str
from gpucompare.i18n import LANGUAGES, N_, language, tr, trf
from gpucompare.qtkit import i18n as qt_i18n
from gpucompare.qtkit.report_doc import chart_image, make_document, page_layout, print_report, write_pdf
from gpucompare.report.assemble import report_input
from gpucompare.report.builder import Report, build_report

ORIENTATIONS = {"portrait": N_("Portrait"), "landscape": N_("Landscape")}


class ReportDialog(QDialog):
    """What goes on the report and on which paper; `mode` is "print", "preview" or "pdf"."""

    def __init__(self, window, mode: str):
        super().__init__(window)
        self.window = window
        self.session = window.session
        self.mode = mode
        st = self.session.settings
        self.setWindowTitle(
            {"print": tr("Print report"), "preview": tr("Print preview"), "pdf": tr("Export PDF")}[mode]
        )
        self.title = QLineEdit(get_str(st, "report/title") or tr("Accelerator comparison"))
        self.notes = QPlainTextEdit(get_str(st, "report/notes"))
        self.notes.setPlaceholderText(tr("Optional: a line for the meeting, e.g. the budget or the decision to take"))
        self.notes.setFixedHeight(80)
        self.lang = QComboBox()
        for code, name in LANGUAGES.items():
            self.lang.addItem(name, code)
        self.lang.setCurrentIndex(max(0, self.lang.findData(get_str(st, "report/lang", language()))))
        self.currency = QComboBox()
        saved = [get_str(st, f"report/currency_{code}") for code in LANGUAGES]
        for cur in self.session.fx.display_currencies(self.session.currency, *saved):
            self.currency.addItem(cur, cur)
        self.currency.setToolTip(tr("Prices and costs in the report are converted to this currency"))
        self._currency_chosen = False  # until the user picks one, it follows the report's language
        self._set_currency(self._default_currency(self.lang.currentData()))
        self.currency.activated.connect(lambda _i: setattr(self, "_currency_chosen", True))
        self.lang.currentIndexChanged.connect(self._language_changed)
        self.page = QComboBox()
        self.page.addItems(["A4", "Letter"])
        self.page.setCurrentText(get_str(st, "report/page", "A4"))
        self.orientation = QComboBox()
        for key, label in ORIENTATIONS.items():
            self.orientation.addItem(tr(label), key)
        self.orientation.setCurrentIndex(
            max(0, self.orientation.findData(get_str(st, "report/orientation", "portrait")))
        )
        form = QFormLayout()
        form.addRow(tr("Title"), self.title)
        form.addRow(tr("Notes"), self.notes)
        form.addRow(tr("Language"), self.lang)
        form.addRow(tr("Currency"), self.currency)
        form.addRow(tr("Paper"), self.page)
        form.addRow(tr("Orientation"), self.orientation)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        buttons.addButton(
            {"print": tr("Print…"), "preview": tr("Preview…"), "pdf": tr("Save PDF…")}[mode],
            QDialogButtonBox.ButtonRole.AcceptRole,
        )
        buttons.accepted.connect(self.run)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(buttons)
        self.resize(520, 320)

    # currency -----------------------------------------------------------------------------------------------------
    def _default_currency(self, lang: str) -> str:
        """The last currency used for a report in this language, else yuan for Chinese, else the window's."""
        st = self.session.settings
        saved = get_str(st, f"report/currency_{lang}")
        if saved in self.session.fx.rates:
            return saved
        if str(lang).startswith("zh") and "CNY" in self.session.fx.rates:
            return "CNY"
        return self.session.currency

    def _set_currency(self, cur: str) -> None:
        self.currency.setCurrentIndex(max(0, self.currency.findData(cur)))

    def _language_changed(self, _i: int) -> None:
        if not self._currency_chosen:
            self._set_currency(self._default_currency(self.lang.currentData()))

    def estimates_in(self, currency: str) -> tuple[dict | None, dict | None]:
        """The estimate panel's results and costings, priced in `currency` (the panel's own when it is the same);
        (None, None) when the panel has none. Each device keeps the price basis chosen for it in the panel; a price
        typed in the panel is converted."""
        panel = self.window.estimate
        if panel is None or not panel.results:
            return None, None
        inp = panel.inputs()
        if currency == inp.currency:
            return dict(panel.results), dict(panel.costings)
        s = self.session
        inp = dataclasses.replace(inp, price=float(s.fx.convert(inp.price, inp.currency, currency)), currency=currency)
        return priced_estimates(
            s.compared_devices(),
            lambda d: panel.price_choice(d, inp),  # the basis of its column, in the report's currency
            inp.workload,
            inp.count,
            inp.settings,
            panel.tco_settings(),
            s.fx,
            currency,
        )

    def default_file_name(self) -> str:
        """The compared devices and today's date, e.g. 'H100-SXM5-80GB_H800-SXM5-80GB_2026-12-03.pdf'."""
        names = [re.sub(r"[^0-9A-Za-z.]+", "-", d.label).strip("-") for d in self.session.compared_devices()]
        stem = "_".join(n for n in names if n)[:100] or "gpucompare-report"
        return f"{stem}_{dt.date.today().isoformat()}.pdf"

    # building ---------------------------------------------------------------------------------------------------
    def options(self) -> dict:
        return {
            "lang": self.lang.currentData(),
            "currency": self.currency.currentData(),
            "page": self.page.currentText(),
            "landscape": self.orientation.currentData() == "landscape",
            "notes": self.notes.toPlainText(),
            "title": self.title.text().strip(),
        }

    def build(self) -> tuple[Report, object]:
        """The report and its chart image, in the chosen language."""
        o = self.options()
        s = self.session
        devices = s.compared_devices()
        panel = self.window.estimate
        inputs = panel.inputs() if panel is not None and panel.results else None
        with qt_i18n.language(o["lang"]):
            estimates, costings = self.estimates_in(o["currency"]) if inputs else (None, None)
            inp = report_input(
                s.catalog,
                devices,
                precision=s.precision,
                basis=s.basis,
                currency=o["currency"],
                fx=s.fx,
                latest_quotes=s.quote_book,
                hourly_quotes=s.hourly_quotes,
                quote_history={d.id: s.workspace.quotes(d.id) for d in devices},
                baseline=s.baseline_index(),
                workload=inputs.workload if inputs else None,
                count=inputs.count if inputs else 0,
                estimates=estimates,
                costings=costings,
                currencies=("USD", "CNY") if inputs and panel.both_currencies.isChecked() else (),
                tco=TcoSettings.from_workspace(s.workspace, s.fx),  # the hour basis at Preferences, as the window
                notes=o["notes"],
            )
            inp.title = o["title"]
            report = build_report(inp)
            named = {d.id: column_name(d) for d in s.compared_devices()}
            chart = chart_image(inp.chart, set(s.comparison), names=named) if report.has_chart else None
            make_document(report, chart)  # fails now, in the dialog, if Chinese has no font
        return report, chart

    def _remember(self) -> None:
        st = self.session.settings
        o = self.options()
        st.setValue("report/lang", o["lang"])
        if self._currency_chosen:
            st.setValue(f"report/currency_{o['lang']}", o["currency"])
        st.setValue("report/page", o["page"])
        st.setValue("report/orientation", "landscape" if o["landscape"] else "portrait")
        st.setValue("report/notes", o["notes"])
        st.setValue("report/title", o["title"] if o["title"] != tr("Accelerator comparison") else "")

    def run(self) -> None:
        if not self.session.comparison:
            from gpucompare.core.compare import MAX_COMPARED

            self.window.reporter.show_user_error(
                UserError(
                    trf(
                        "Tick the devices to compare in the table first (one to {n}); the report is about them.",
                        n=MAX_COMPARED,
                    )
                )
            )
            return
        try:
            report, chart = self.build()
        except UserError as err:
            self.window.reporter.show_user_error(err)
            return
        self._remember()
        o = self.options()
        if self.mode == "pdf":
            path = self.window._ask_path(True, tr("Export PDF"), self.default_file_name(), tr("PDF (*.pdf)"))
            if not path:
                return
            if not path.lower().endswith(".pdf"):
                path += ".pdf"
            self.save_pdf(path, report, chart)
            self.accept()
            return
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageLayout(page_layout(o["page"], o["landscape"]))
        printer.setDocName(report.title)
        self.accept()
        if self.mode == "preview":
            dlg = QPrintPreviewDialog(printer, self.window)
            dlg.paintRequested.connect(lambda p: self._print(p, report, chart))
            dlg.exec()
        else:
            dlg = QPrintDialog(printer, self.window)
            if dlg.exec() == QDialog.DialogCode.Accepted:
                self._print(printer, report, chart)

    def save_pdf(self, path: str, report: Report | None = None, chart=None) -> int:
        if report is None:
            report, chart = self.build()
        o = self.options()
        with qt_i18n.language(o["lang"]):
            pages = write_pdf(report, chart, path, page=o["page"], landscape=o["landscape"])
        self.window.statusBar().showMessage(trf("Saved {path} ({n} pages)", path=path, n=pages), 8000)
        return pages

    def _print(self, printer, report: Report, chart) -> None:
        with qt_i18n.language(self.options()["lang"]):
            pages = print_report(report, chart, printer)
        if self.mode == "print":
            self.window.statusBar().showMessage(trf("Printed {n} pages", n=pages), 8000)
