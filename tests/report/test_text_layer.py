"""The PDF's text layer holds what the pages show, in both languages: pdftotext (and pypdf) read back every heading,
every device name and every figure of the report, and Chinese as the ideographs it is written in (对比, 算力, 芯片),
never Kangxi radicals (⽐ for 比) that share their glyphs."""

import html
import re
import shutil
import subprocess
from pathlib import Path

import pypdf
import pytest

from gpucompare.cli import run

SHEETS = Path(__file__).resolve().parents[1] / "fixtures" / "sheets"
DEVICES = "A100 SXM4 80GB,H100 SXM5,H800"
#: Kangxi radicals and CJK radicals supplement: never in a text layer of text written with unified ideographs
RADICALS = re.compile("[\u2e80-\u2eff\u2f00-\u2fdf]")


def _pdftotext(path: Path) -> str:
    """The text layer, pages joined without their page numbers (a source's address may run on over a page)."""
    if shutil.which("pdftotext"):
        text = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout
        return re.sub(r"\n\s*\d+\s*\f", "\n", text)
    return "\n".join(re.sub(r"\s*\d+\s*$", "", p.extract_text()) for p in pypdf.PdfReader(str(path)).pages)


def _squash(text: str) -> str:
    """Text without spaces and hyphens (pdftotext joins a word hyphenated at a line's end without its hyphen)."""
    return re.sub(r"[\s\-‐]+", "", text)


@pytest.fixture(scope="module", params=["en", "zh_CN"])
def printed(request, tmp_path_factory, monkeypatch_module, qapp):
    """(the report as built, its PDF's text by pdftotext, by pypdf, the page count) for three devices with an
    estimate, costs and quotes."""
    from gpucompare.qtkit import report_doc

    tmp = tmp_path_factory.mktemp(request.param)
    home = str(tmp / "ws")
    assert run(["--home", home, "import", str(SHEETS / "cn_distributor_quote.xlsx")]) == 0
    built = {}
    real = report_doc.write_pdf

    def keep(report, chart, path, **kw):
        built["report"] = report
        return real(report, chart, path, **kw)

    monkeypatch_module.setattr(report_doc, "write_pdf", keep)
    out = tmp / "report.pdf"
    argv = ["--home", home, "report", "--devices", DEVICES, "--workload", "Llama 2 70B", "--count", "256"]
    assert run([*argv, "--lang", request.param, "--pdf", str(out)]) == 0
    pages = len(pypdf.PdfReader(str(out)).pages)
    pypdf_text = "\n".join(p.extract_text() for p in pypdf.PdfReader(str(out)).pages)
    return request.param, built["report"], _pdftotext(out), pypdf_text, pages


@pytest.fixture(scope="module")
def monkeypatch_module():
    mp = pytest.MonkeyPatch()
    yield mp
    mp.undo()


def _plain(report) -> str:
    from PySide6.QtGui import QTextDocument

    doc = QTextDocument()
    doc.setHtml(report.html)
    return doc.toPlainText()


def test_three_devices_with_estimate_costs_and_quotes_fit_in_six_pages(printed):
    assert printed[4] <= 6


def test_no_radical_stands_for_an_ideograph(printed):
    lang, _report, text, by_pypdf, _pages = printed
    assert not RADICALS.findall(text), sorted(set(RADICALS.findall(text)))[:20]
    assert not RADICALS.findall(by_pypdf)


def test_every_heading_and_device_name_is_in_the_text(printed):
    lang, report, text, _p, _pages = printed
    flat = _squash(text)
    headings = [re.sub(r"<[^>]+>", "", h) for h in re.findall(r"<h[123][^>]*>(.*?)</h[123]>", report.html, re.S)]
    assert len(headings) >= 6
    for h in headings:
        assert _squash(html.unescape(h)) in flat, h
    for name in ("A100 SXM4 80GB", "H100 SXM5 80GB", "H800 SXM5 80GB"):
        assert _squash(name) in flat, name


def test_every_figure_is_in_the_text(printed):
    lang, report, text, _p, _pages = printed
    flat = _squash(text)
    # footnote marks are set apart, raised; the word joiner that keeps an amount with its unit is not text
    plain = re.sub(r"\[\d+\]", " ", _plain(report)).replace("\u2060", "")
    # Chinese sets no space after its commas: a figure ends at one as at a space ('$1.39，未注明区域，2026-11')
    figures = {t.strip("()[],;:。，；：") for t in re.split(r"[\s，；]+", plain) if re.search(r"\d", t)}
    # a range wrapped in a narrow cell reads back in two pieces (a table's lines come out across its columns)
    missing = sorted(f for f in figures if f and not all(_squash(p) in flat for p in f.split("–") if p))
    assert not missing, missing[:20]
    assert len(figures) > 150


def test_words_read_as_written(printed):
    """Chinese as its ideographs; English without ligatures ('first' and 'figures' are found, not 'ﬁrst')."""
    lang, _report, text, by_pypdf, _pages = printed
    words = (
        ("加速卡对比报告", "对比", "算力", "芯片", "月", "价格")
        if lang == "zh_CN"
        else ("first", "figures", "Side by side")
    )
    for word in words:
        assert word in text and word in by_pypdf, word
    assert "\ufb01" not in text and "\ufb02" not in text
