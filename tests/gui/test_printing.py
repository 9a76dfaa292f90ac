"""Reports from the window: the compared devices, the estimate panel's numbers, the user's notes, both languages."""

import re
import unicodedata

import pypdf

from gpucompare.core.estimate.results import days_text

from .conftest import A100, H100, H800


def text_of(path) -> str:
    reader = pypdf.PdfReader(str(path))
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", " ".join(p.extract_text() for p in reader.pages)))


def test_pdf_from_the_window_has_the_panel_estimate_and_notes(window, tmp_path):
    s = window.session
    s.set_comparison([A100, H100, H800])
    window.estimate.count.setValue(512)
    window.estimate.run()
    dlg = window.report_dialog("pdf")
    dlg.notes.setPlainText("Budget: 30M CNY, decision on Friday")
    pages = dlg.save_pdf(str(tmp_path / "r.pdf"))
    text = text_of(tmp_path / "r.pdf")
    assert pages >= 2 and "Budget: 30M CNY, decision on Friday" in text
    wall = window.estimate.results[H100].wall_days
    assert days_text(wall) in text and "512 devices of each kind" in text
    assert window.statusBar().currentMessage().startswith("Saved ")


def test_chinese_report_from_an_english_window(window, tmp_path):
    window.session.set_comparison([A100, H800])
    dlg = window.report_dialog("pdf")
    dlg.lang.setCurrentIndex(dlg.lang.findData("zh_CN"))
    dlg.save_pdf(str(tmp_path / "zh.pdf"))
    assert "加速卡对比报告" in text_of(tmp_path / "zh.pdf")
    assert window.menuBar().actions()[0].text() == "&File"  # the window stays in English


def test_a_report_needs_compared_devices(window):
    window.session.set_comparison([])
    dlg = window.report_dialog("preview")
    dlg.run()
    assert "Tick the devices to compare in the table first (one to 4)" in window.reporter.shown[-1]


def test_report_currency_follows_the_language_and_prices_the_estimate(window, tmp_path):
    """A Chinese report defaults to yuan (never '$…万'); the estimate is priced in the report's currency."""
    s = window.session
    s.set_currency("USD")
    s.set_comparison([A100, H100, H800])
    window.estimate.run()
    dlg = window.report_dialog("pdf")
    assert dlg.currency.currentData() == "USD"
    dlg.lang.setCurrentIndex(dlg.lang.findData("zh_CN"))
    assert dlg.currency.currentData() == "CNY"
    pages = dlg.save_pdf(str(tmp_path / "zh.pdf"))
    text = text_of(tmp_path / "zh.pdf")
    assert not re.search(r"\$[\d.,]+万", text) and "¥" in text
    cny = dlg.estimates_in("CNY")[1][H100].in_currency("CNY", s.fx)["run_cost"]
    assert cny > 0
    usd = window.estimate.costings[H100].in_currency("USD", s.fx)["run_cost"]
    assert abs(cny - s.fx.convert(usd, "USD", "CNY")) / cny < 0.02
    # the status bar's page count is the file's
    assert f"({pages} pages)" in window.statusBar().currentMessage()
    assert pages == len(pypdf.PdfReader(str(tmp_path / "zh.pdf")).pages)
    # a currency the user picks sticks to that language
    dlg.currency.setCurrentIndex(dlg.currency.findData("EUR"))
    dlg.currency.activated.emit(dlg.currency.currentIndex())
    dlg._remember()
    again = window.report_dialog("pdf")
    again.lang.setCurrentIndex(again.lang.findData("zh_CN"))
    assert again.currency.currentData() == "EUR"


def test_default_file_name_names_the_devices_and_the_date(window):
    import datetime as dt

    window.session.set_comparison([H100, H800])
    name = window.report_dialog("pdf").default_file_name()
    assert name.startswith("H100-SXM5-80GB_H800-SXM5-80GB_") and name.endswith(f"{dt.date.today().isoformat()}.pdf")


def test_printer_gets_the_same_pages_as_the_pdf(window, tmp_path):
    """Print and preview paint through a QPrinter: the same pagination as the PDF, numbered pages."""
    from PySide6.QtPrintSupport import QPrinter

    from gpucompare.qtkit.report_doc import page_layout, print_report

    window.session.set_comparison([A100, H100, H800])
    window.estimate.run()
    dlg = window.report_dialog("print")
    report, chart = dlg.build()
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    printer.setPageLayout(page_layout("A4"))
    pages = print_report(report, chart, printer)
    del printer
    saved = dlg.save_pdf(str(tmp_path / "saved.pdf"), report, chart)
    assert pages == saved == len(pypdf.PdfReader(str(tmp_path / "printed.pdf")).pages)
    last = pypdf.PdfReader(str(tmp_path / "printed.pdf")).pages[-1].extract_text()
    assert str(pages) in last.split()  # the page number at the foot
