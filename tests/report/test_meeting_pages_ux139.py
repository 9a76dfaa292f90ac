"""The printed report as a purchase meeting reads it (ux139): a heading over a sub-heading ('Appendix: assumptions
and sources' over 'Sources') never holds a page alone (the Chinese four-device report had a fourth page with only
'附录：假设与来源' on it), and every money row names its unit as the price rows do ('Cost of this run ($)' under
'Reference price, US market first ($)', never '(USD)' on one line and '($)' on the next)."""

import re
import shutil
import subprocess

import pypdf
import pytest

from gpucompare.cli import run

DEVICES = "H800,A100 SXM4 80GB,MI300X,Ascend 910B"


def _pages(path) -> list[str]:
    if shutil.which("pdftotext"):
        out = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True)
        return [p for p in out.stdout.split("\f") if p.strip()]
    return [p.extract_text() for p in pypdf.PdfReader(str(path)).pages]


def _headings_with_what_follows(doc):
    """(heading, its page, the page of the first line of the first block after it that is not a heading)."""
    layout = doc.documentLayout()
    h = doc.pageSize().height()
    out = []
    block = doc.begin()
    while block.isValid():
        if block.blockFormat().headingLevel() > 0:
            nxt = block.next()
            while nxt.isValid() and nxt.blockFormat().headingLevel() > 0:
                nxt = nxt.next()
            if nxt.isValid():
                below = layout.blockBoundingRect(nxt)
                first_line = below.top() + min(below.height(), 12)
                out.append((block.text(), int(layout.blockBoundingRect(block).top() // h), int(first_line // h)))
        block = block.next()
    return out


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_a_heading_over_a_sub_heading_goes_with_what_follows_them(lang, tmp_path, qapp):
    from PySide6.QtGui import QPdfWriter

    from gpucompare.qtkit import i18n as qt_i18n
    from gpucompare.qtkit.report_doc import chart_image, make_document, page_layout, paginate
    from gpucompare.report.assemble import report_input
    from gpucompare.report.builder import build_report
    from gpucompare.store import Workspace

    cat = Workspace(tmp_path / "ws").catalog()
    with qt_i18n.language(lang):
        inp = report_input(cat, [cat.resolve(n) for n in DEVICES.split(",")])
        image = chart_image(inp.chart, {d.id for d in inp.comparison.devices})
        for k in range(0, 40, 2):  # the meeting's note moves the appendix down the page, a few lines at a time
            inp.notes = " ".join(["budget"] * 10 * k)
            writer = QPdfWriter(str(tmp_path / "probe.pdf"))
            writer.setPageLayout(page_layout("A4"))
            doc = make_document(build_report(inp), image)
            paginate(doc, writer)
            for text, at, after in _headings_with_what_follows(doc):
                assert at == after, f"{text!r} on page {at + 1}, what it heads on page {after + 1} (note of {k})"
            del writer


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_printed_report_has_no_page_of_only_a_heading(lang, tmp_path, qapp):
    from gpucompare.qtkit.report_doc import chinese_font

    if lang != "en" and chinese_font() is None:
        pytest.skip("no Chinese font")
    pdf = tmp_path / "r.pdf"
    assert run(["--home", str(tmp_path / "ws"), "report", "--devices", DEVICES, "--lang", lang, "--pdf", str(pdf)]) == 0
    for i, page in enumerate(_pages(pdf)):
        lines = [x for x in page.splitlines() if x.strip() and not re.fullmatch(r"\s*\d+\s*", x)]
        assert len(lines) > 3, f"page {i + 1}: {lines}"


@pytest.mark.parametrize(("lang", "unit", "code"), [("en", "($)", "(USD)"), ("zh_CN", "(¥)", "(CNY)")])
def test_every_money_row_names_its_unit_as_the_price_rows_do(lang, unit, code, tmp_path, qapp):
    from gpucompare.qtkit.report_doc import chinese_font

    if lang != "en" and chinese_font() is None:
        pytest.skip("no Chinese font")
    pdf = tmp_path / "r.pdf"
    argv = ["--home", str(tmp_path / "ws"), "report", "--devices", DEVICES, "--workload", "llama2-70b"]
    assert run([*argv, "--count", "256", "--lang", lang, "--pdf", str(pdf)]) == 0
    pages = _pages(pdf)
    first = pages[0]
    assert unit in first and code not in first  # the price row and the run's cost, capital outlay, monthly cost
    text = "\n".join(pages)
    assert text.count(unit) >= 8 and code not in text  # no '(USD)' label anywhere
