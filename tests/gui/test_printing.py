"""Reports from the window: the compared devices, the estimate panel's numbers, the user's notes, both languages."""

import re
import unicodedata

import pypdf

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
    assert f"{wall:,.1f}" in text and "512 devices of each kind" in text
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
    assert "Compare one to four devices first" in window.reporter.shown[-1]
