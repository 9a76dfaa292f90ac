"""File → Print…, Print Preview…, Export PDF…: the comparison report of the compared devices, with the estimate
panel's results, the latest quotes and the user's notes, in English or Chinese. Print and preview run the same code
(QTextDocument.print_), so what the preview shows is what the printer gets."""

from __future__ import annotations

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

from gpucompare.errors import UserError
from gpucompare.gui.settings import get_str
from gpucompare.i18n import LANGUAGES, N_, language, tr
from gpucompare.qtkit import i18n as qt_i18n
from gpucompare.qtkit.report_doc import chart_image, make_document, page_layout, write_pdf
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

    # building ---------------------------------------------------------------------------------------------------
    def options(self) -> dict:
        return {
            "lang": self.lang.currentData(),
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
            inp = report_input(
                s.catalog,
                devices,
                precision=s.precision,
                basis=s.basis,
                currency=s.currency,
                fx=s.fx,
                latest_quotes=s.latest_quotes,
                hourly_quotes=s.hourly_quotes,
                quote_history={d.id: s.workspace.quotes(d.id) for d in devices},
                baseline=s.baseline_index(),
                workload=inputs.workload if inputs else None,
                count=inputs.count if inputs else 0,
                estimates=dict(panel.results) if inputs else None,
                costings=dict(panel.costings) if inputs else None,
                currencies=("USD", "CNY") if inputs and panel.both_currencies.isChecked() else (),
                notes=o["notes"],
            )
            inp.title = o["title"]
            report = build_report(inp)
            chart = chart_image(inp.chart, set(s.comparison)) if report.has_chart else None
            make_document(report, chart)  # fails now, in the dialog, if Chinese has no font
        return report, chart

    def _remember(self) -> None:
        st = self.session.settings
        o = self.options()
        st.setValue("report/lang", o["lang"])
        st.setValue("report/page", o["page"])
        st.setValue("report/orientation", "landscape" if o["landscape"] else "portrait")
        st.setValue("report/notes", o["notes"])
        st.setValue("report/title", o["title"] if o["title"] != tr("Accelerator comparison") else "")

    def run(self) -> None:
        if not self.session.comparison:
            self.window.reporter.show_user_error(
                UserError(tr("Compare one to four devices first (tick them in the table); the report is about them."))
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
            path = self.window._ask_path(True, tr("Export PDF"), "gpucompare-report.pdf", tr("PDF (*.pdf)"))
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
        self.window.statusBar().showMessage(tr("Saved {path} ({n} pages)").format(path=path, n=pages), 8000)
        return pages

    def _print(self, printer, report: Report, chart) -> None:
        with qt_i18n.language(self.options()["lang"]):
            make_document(report, chart).print_(printer)
