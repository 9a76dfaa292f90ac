"""The PDF read back: pages, names, the estimate, an embedded chart image; Chinese with real glyphs, or a clear
message when the machine has no Chinese font."""

import io
import re
import unicodedata

import pypdf
import pytest

from gpucompare.cli import run
from gpucompare.core.estimate.results import days_text


def pdf_text(path):
    reader = pypdf.PdfReader(str(path))
    text = " ".join(page.extract_text() for page in reader.pages)
    # NFKC: CJK fonts map some glyphs to Kangxi radicals (⽐ for 比) in their ToUnicode tables
    return reader, re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text))


def images(reader) -> int:
    return sum(len(page.images) for page in reader.pages)


def test_cli_report_english(tmp_path, capsys):
    out = tmp_path / "report.pdf"
    rc = run(
        [
            "--home",
            str(tmp_path / "ws"),
            "report",
            "--devices",
            "A100 SXM4 80GB,H100 SXM5,H800",
            "--workload",
            "Llama 2 70B",
            "--count",
            "256",
            "--pdf",
            str(out),
        ]
    )
    assert rc == 0 and "wrote" in capsys.readouterr().out
    reader, text = pdf_text(out)
    # the estimate's table and assumptions take two more pages than in 2026-11; the capital outlay line by line one
    assert 2 <= len(reader.pages) <= 11
    for name in ("A100 SXM4 80GB", "H100 SXM5 80GB", "H800 SXM5 80GB", "Training estimate", "Sources"):
        assert name in text, name
    from gpucompare.core.catalog import bundled_catalog
    from gpucompare.core.estimate import estimate
    from gpucompare.core.workloads import find_preset

    a100 = estimate(bundled_catalog()["nvidia-a100-sxm4-80gb"], find_preset("llama2-70b"), 256)
    assert days_text(a100.wall_days) in text  # the A100's wall days for Llama 2 70B on 256 devices
    # the price chart, and the rent-or-buy chart: with no basis given the A100 and H100 are rented and the H800
    # bought (core.tco.default_price, as on the command line), so the report weighs buying against renting
    assert images(reader) == 2


def test_cli_report_chinese_has_chinese_text(tmp_path):
    from gpucompare.qtkit.report_doc import chinese_font

    out = tmp_path / "zh.pdf"
    assert (
        run(
            [
                "--home",
                str(tmp_path / "ws"),
                "report",
                "--devices",
                "A100 SXM4 80GB,H800",
                "--lang",
                "zh_CN",
                "--currency",
                "CNY",
                "--pdf",
                str(out),
            ]
        )
        == 0
    )
    if chinese_font() is None:
        pytest.skip("no CJK font on this machine (.ci/run installs fonts-noto-cjk)")
    _reader, text = pdf_text(out)
    assert "加速卡对比报告" in text and "并排对比" in text and "稠密" in text


def test_chinese_report_without_a_chinese_font_says_so(tmp_path, capsys, monkeypatch):
    from gpucompare.qtkit import report_doc

    monkeypatch.setattr(report_doc, "chinese_font", lambda: None)
    rc = run(
        [
            "--home",
            str(tmp_path / "ws"),
            "report",
            "--devices",
            "H800",
            "--lang",
            "zh_CN",
            "--pdf",
            str(tmp_path / "x.pdf"),
        ]
    )
    err = capsys.readouterr().err
    assert rc == 1 and "no font with Chinese characters is installed" in err and err.count("\n") == 1
    assert not (tmp_path / "x.pdf").exists()


@pytest.mark.parametrize(
    "argv, needle",
    [
        (["--devices", "A100 SXM4 80GB,Nope 9000"], "unknown device"),
        (["--devices", "910"], "ambiguous"),  # two models (a family's name, "A100", is its usual variant: est136)
        (["--devices", "H800", "--workload", "Llama 2 70B"], "together"),
    ],
)
def test_cli_report_bad_arguments(tmp_path, capsys, argv, needle):
    assert run(["--home", str(tmp_path / "ws"), "report", *argv, "--pdf", str(tmp_path / "r.pdf")]) == 2
    assert needle in capsys.readouterr().err


def test_letter_landscape_fits_fewer_pages(tmp_path):
    a4 = tmp_path / "a4.pdf"
    letter = tmp_path / "letter.pdf"
    base = ["--home", str(tmp_path / "ws"), "report", "--devices", "A100 SXM4 80GB,H100 SXM5,H800,Gaudi2"]
    assert run([*base, "--pdf", str(a4)]) == 0
    assert run([*base, "--page", "Letter", "--landscape", "--pdf", str(letter)]) == 0
    box = pypdf.PdfReader(io.BytesIO(letter.read_bytes())).pages[0].mediabox
    assert float(box.width) > float(box.height) and round(float(box.width)) == 792  # 11 inches


def _pdftotext(path) -> str:
    """The text layer as `pdftotext` reads it (poppler-utils), else pypdf's reading."""
    import shutil
    import subprocess

    if shutil.which("pdftotext"):
        out = subprocess.run(["pdftotext", "-enc", "UTF-8", str(path), "-"], capture_output=True, text=True, check=True)
        return re.sub(r"\s+", " ", out.stdout)
    return pdf_text(path)[1]


def test_chinese_pdf_text_layer_keeps_latin_letters_and_digits(tmp_path, capsys):
    """Device names and figures set beside Chinese text stay searchable and copyable."""
    from gpucompare.qtkit.report_doc import chinese_font

    if chinese_font() is None:
        pytest.skip("no CJK font on this machine (.ci/run installs fonts-noto-cjk)")
    out = tmp_path / "zh.pdf"
    argv = ["--home", str(tmp_path / "ws"), "report", "--devices", "H100 SXM5,H800,A100 SXM4 80GB"]
    argv += ["--workload", "Llama 2 70B", "--count", "256", "--lang", "zh_CN", "--pdf", str(out)]
    assert run(argv) == 0
    said = int(re.search(r": (\d+) pages", capsys.readouterr().out).group(1))
    assert said == len(pypdf.PdfReader(str(out)).pages)  # what the CLI says is what the file has
    text = _pdftotext(out)
    from gpucompare.core.catalog import bundled_catalog
    from gpucompare.core.estimate import estimate
    from gpucompare.core.workloads import find_preset

    a100 = estimate(bundled_catalog()["nvidia-a100-sxm4-80gb"], find_preset("llama2-70b"), 256)
    wall = days_text(a100.wall_days)  # the A100's wall days, as the estimate table prints them
    for needle in ("H100 SXM5 80GB", "H800 SXM5 80GB", "A100 SXM4 80GB", "989.4", wall, "BF16", "TFLOPS", "Llama"):
        assert needle in text, needle
    assert "并排对比" in unicodedata.normalize("NFKC", text)
    assert not re.search(r"\$[\d.,]+万", text)  # never a dollar sign in front of 万
    # a Chinese report without --currency is in yuan; only a source's own figures, quoted in its footnote, may be in
    # dollars ('运维人员 520 万美元')
    body = text[: text.rindex("来源")]
    assert "¥" in body and "万美元" not in body


def test_chinese_report_defaults_and_reads_prices_as_given(tmp_path, capsys):
    """The meeting's scenario in Chinese with no --currency or --basis: yuan, the China market (where H800 is sold),
    H800's price as the range the source gives (never a midpoint), market and seller in Chinese."""
    from gpucompare.qtkit.report_doc import chinese_font

    if chinese_font() is None:
        pytest.skip("no CJK font on this machine (.ci/run installs fonts-noto-cjk)")
    out = tmp_path / "zh.pdf"
    argv = ["--home", str(tmp_path / "ws"), "report", "--devices", "H800:buy,p5.48xlarge:on-demand"]
    argv += ["--workload", "Llama 2 70B", "--count", "256", "--lang", "zh_CN", "--pdf", str(out)]
    assert run(argv) == 0
    text = unicodedata.normalize("NFKC", _pdftotext(out)).replace(" ", "")
    assert "参考价格,中国市场" in text or "参考价格，中国市场" in text  # the basis a Chinese reader starts with
    assert "¥35万–45万" in text  # H800's 2023 estimate of ¥350-450k, as a range
    assert "中国市场" in text and "分销商(中国)" in text.replace("（", "(").replace("）", ")")
    for english in ("China market", "distributors (China)", "published,", "Owned:"):
        assert english not in text, english
    assert not re.search(r"(?<![\d.])40万", text)  # the midpoint is costed, never printed as if quoted
    assert "$" not in text.split("来源")[0] or "每台实例每小时$" in text  # only the instance's own dollar rate


def test_english_report_defaults_to_dollars_and_the_us_market_first(tmp_path):
    out = tmp_path / "en.pdf"
    argv = ["--home", str(tmp_path / "ws"), "report", "--devices", "H100 SXM5,A100 SXM4 80GB", "--pdf", str(out)]
    assert run(argv) == 0
    text = _pdftotext(out)
    flat = " ".join(unicodedata.normalize("NFKC", text).split())  # the 'fi' ligature, the cell's line break
    assert "Reference price, US market first ($)" in flat  # the default basis, named
    assert "30,000" in text and "US market, market (US)" not in text  # the H100's newest US price (mid-2026)
    assert "(CN)" not in text  # both have a US price: nothing borrowed from the China market


def _heading_pages(doc):
    """(heading text, its page, the page of the first line after it) for every heading of a paginated document."""
    layout = doc.documentLayout()
    h = doc.pageSize().height()
    out = []
    block = doc.begin()
    while block.isValid():
        if block.blockFormat().headingLevel() > 0 and block.next().isValid():
            nxt = layout.blockBoundingRect(block.next())
            first_line = nxt.top() + min(nxt.height(), 12)
            out.append((block.text(), int(layout.blockBoundingRect(block).top() // h), int(first_line // h)))
        block = block.next()
    return out


def test_headings_stay_with_what_follows_and_page_count_matches(tmp_path, qapp):
    """No heading ends a page, however the notes shift the text (without the fix, 11 of these 30 layouts left a
    heading at a page's foot); the page count the window reports is the file's."""
    from PySide6.QtGui import QPdfWriter

    from gpucompare.core.workloads import find_preset
    from gpucompare.qtkit.report_doc import make_document, page_count, page_layout, paginate, write_pdf
    from gpucompare.report.assemble import report_input
    from gpucompare.report.builder import build_report
    from gpucompare.store import Workspace

    cat = Workspace(tmp_path / "ws").catalog()
    names = ("H100 SXM5", "H800", "A100 SXM4 80GB", "Gaudi2")
    inp = report_input(cat, [cat.resolve(n) for n in names], workload=find_preset("Llama 2 70B"), count=256)
    inp.chart = None  # the chart starts a page: without it the notes shift every heading
    for k in range(0, 60, 2):
        inp.notes = " ".join(["budget"] * 12 * k)
        report = build_report(inp)
        writer = QPdfWriter(str(tmp_path / "probe.pdf"))
        writer.setResolution(300)
        writer.setPageLayout(page_layout("A4"))
        doc = make_document(report, None)
        paginate(doc, writer)
        for text, at, after in _heading_pages(doc):
            assert at == after, f"{text!r} ends page {at + 1} (notes of {12 * k} words)"
        del writer
    for page, landscape in (("A4", False), ("Letter", True)):
        n = write_pdf(report, None, tmp_path / "r.pdf", page=page, landscape=landscape)
        assert n == len(pypdf.PdfReader(str(tmp_path / "r.pdf")).pages) == page_count(report, None, page, landscape)


def _pdf_pages(path) -> list[str]:
    """Each page's text as `pdftotext` reads it (poppler-utils, some 15 times faster than pypdf on a report with
    embedded fonts), else pypdf's reading."""
    import shutil
    import subprocess

    if not shutil.which("pdftotext"):
        return [p.extract_text() for p in pypdf.PdfReader(str(path)).pages]
    out = subprocess.run(["pdftotext", "-enc", "UTF-8", str(path), "-"], capture_output=True, text=True, check=True)
    pages = out.stdout.split("\f")
    return pages[:-1] if pages and not pages[-1].strip() else pages


def test_both_pdf_readings_give_the_pages_and_their_lines(tmp_path, qapp):
    from gpucompare.qtkit.report_doc import write_pdf
    from gpucompare.report.assemble import report_input
    from gpucompare.report.builder import build_report
    from gpucompare.store import Workspace

    cat = Workspace(tmp_path / "ws").catalog()
    out = tmp_path / "r.pdf"
    write_pdf(build_report(report_input(cat, [cat.resolve("H800")])), None, out)
    by_pypdf = [p.extract_text() for p in pypdf.PdfReader(str(out)).pages]
    ours = _pdf_pages(out)
    assert len(ours) == len(by_pypdf) >= 2
    for a, b in zip(ours, by_pypdf, strict=True):  # the same last line (pdftotext keeps a list item's number)
        assert _lines(a)[-1].endswith(_lines(b)[-1]), (_lines(a)[-1], _lines(b)[-1])
        assert re.sub(r"\s+", " ", b).split()[:5] == re.sub(r"\s+", " ", a).split()[:5]


def _lines(page: str) -> list[str]:
    """A page's lines of text, the page number left out."""
    return [ln.strip() for ln in page.splitlines() if ln.strip() and not ln.strip().isdigit()]


def test_no_heading_ends_a_page_of_the_file_and_nothing_is_lost(tmp_path, qapp):
    """Read back from the written PDF (not the layout's own measure): no page's last line is a heading, and every
    heading and every device's assumptions are in the file. A heading moved to the next page once made Qt lay the
    rest out lazily, and the file lost half its pages; a heading past the bottom margin looked as if it fitted."""
    from gpucompare.core.workloads import find_preset
    from gpucompare.qtkit.report_doc import write_pdf
    from gpucompare.report.assemble import report_input
    from gpucompare.report.builder import build_report
    from gpucompare.store import Workspace

    cat = Workspace(tmp_path / "ws").catalog()
    names = ("H100 SXM5", "H800", "A100 SXM4 80GB", "Gaudi2")
    inp = report_input(cat, [cat.resolve(n) for n in names], workload=find_preset("Llama 2 70B"), count=256)
    headings = ["Summary", "Side by side", "Training estimate", "Buy or rent", "Appendix: assumptions and sources"]
    headings += ["Sources"]
    for k in range(0, 48, 4):
        inp.notes = " ".join(["budget"] * 12 * k)
        out = tmp_path / f"r{k}.pdf"
        write_pdf(build_report(inp), None, out)
        pages = _pdf_pages(out)
        whole = re.sub(r"\s+", " ", " ".join(pages))
        for h in headings:
            assert h in whole, f"{h!r} missing (notes of {12 * k} words)"
        assert 1 <= whole.count("Owned: 256 devices") <= 2  # said once for the alike devices, prices side by side
        for i, page in enumerate(pages[:-1]):
            lines = _lines(page)
            assert lines[-1] not in headings, f"{lines[-1]!r} ends page {i + 1} (notes of {12 * k} words)"
        # the estimate's table (it fits on a page) is on the page of its heading, not cut after its first row
        flat = [re.sub(r"\s+", " ", p) for p in pages]
        at = next(i for i, p in enumerate(flat) if "Training estimate" in p)
        assert "Pipeline bubble" in flat[at], f"estimate table cut (notes of {12 * k} words)"


def test_buy_or_rent_names_the_market_of_a_bought_price(tmp_path):
    out = tmp_path / "r.pdf"
    argv = ["--home", str(tmp_path / "ws"), "report", "--devices", "H800:buy,p5.48xlarge:on-demand"]
    argv += ["--workload", "Llama 2 70B", "--count", "256", "--currency", "USD", "--pdf", str(out)]
    assert run(argv) == 0
    text = _pdftotext(out)
    assert "$52,200–67,100 per device, China market, 2023" in text  # ¥350-450k, the market it is sold in
    assert "55,633" not in text and "55,6" not in text


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_no_page_is_left_holding_a_few_lines(lang, tmp_path, qapp):
    """However long the meeting's note, the last page holds a fair share of a page (the type is set a step smaller
    rather than leave a few lines alone), and no page before it is left nearly empty by a forced break."""
    from PySide6.QtGui import QPdfWriter

    from gpucompare.core.workloads import find_preset
    from gpucompare.qtkit import i18n as qt_i18n
    from gpucompare.qtkit.report_doc import ORPHAN_SHARE, chinese_font, last_page_share, lay_out, page_layout
    from gpucompare.report.assemble import report_input
    from gpucompare.report.builder import build_report
    from gpucompare.store import Workspace

    if lang != "en" and chinese_font() is None:
        pytest.skip("no Chinese font")
    cat = Workspace(tmp_path / "ws").catalog()
    devices = [cat.resolve(n) for n in ("A100 SXM4 80GB", "H100 SXM5", "H800")]
    with qt_i18n.language(lang):
        inp = report_input(cat, devices, workload=find_preset("Llama 2 70B"), count=256)
        for k in range(0, 60, 6):
            inp.notes = " ".join(["budget"] * 10 * k)
            writer = QPdfWriter(str(tmp_path / "x.pdf"))
            writer.setPageLayout(page_layout())
            doc, _margin = lay_out(build_report(inp), None, writer)
            assert last_page_share(doc) >= ORPHAN_SHARE, (k, last_page_share(doc))
            # a long note takes its room on the first page; buying against renting (rented A100 and H100, bought
            # H800) takes one page more: its decisions, the rent-or-buy chart
            assert doc.pageCount() <= (7 if k < 30 else 8), k
            del writer


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_first_page_holds_the_decision(lang, tmp_path, qapp):
    """Buy against rent, three devices, quotes imported: the first page states the decision the core made (with its
    margin over the band), the fastest run and the quotes behind the prices; the report keeps to six pages, a source
    the cost section and the appendix both cite is listed once, and the appendix does not repeat the capital outlay
    the cost section itemises."""
    from gpucompare.qtkit.report_doc import chinese_font

    if lang != "en" and chinese_font() is None:
        pytest.skip("no Chinese font")
    home = str(tmp_path / "ws")
    sheets = __import__("pathlib").Path(__file__).resolve().parents[1] / "fixtures" / "sheets"
    assert run(["--home", home, "import", str(sheets / "cn_distributor_quote.xlsx")]) == 0
    out = tmp_path / "r.pdf"
    argv = ["--home", home, "report", "--devices", "H800:buy,p5.48xlarge:on-demand,A100 SXM4 80GB"]
    assert run([*argv, "--workload", "Llama 2 70B", "--count", "256", "--lang", lang, "--pdf", str(out)]) == 0
    reader = pypdf.PdfReader(str(out))
    assert len(reader.pages) <= 6
    first = re.sub(r"\s+", " ", reader.pages[0].extract_text())
    whole = re.sub(r"\s+", " ", " ".join(p.extract_text() for p in reader.pages))
    sources = whole[whole.rindex("Sources" if lang == "en" else "来源") :]
    assert sources.count("Llama 3 Herd") == 1
    assert lang != "en" or sources.count("bank prime loan rate") == 1
    assert not re.search(r"(Capital outlay|资本支出) \S+ =", whole)  # itemised in its table, not said again
    if lang == "en":
        assert "Renting" in first or "Buying" in first
        assert "Across the likely training times" in first and ("saving" in first or "saves" in first)
        assert "Fastest:" in first and "The quotes behind the prices" in first
    else:
        assert "租用" in first and "购买" in first and "价格所依据的报价" in first


def test_a_paragraph_carried_over_a_page_break_is_in_the_file_once(tmp_path, qapp):
    """Read back from the written PDF: a paragraph that runs from one page onto the next has each of its words in
    the file's text once. Qt drew the line that ended the page again at the top of the next one (out of sight,
    clipped, but found twice by a search and copied twice)."""
    from gpucompare.core.workloads import find_preset
    from gpucompare.qtkit.report_doc import write_pdf
    from gpucompare.report.assemble import report_input
    from gpucompare.report.builder import build_report
    from gpucompare.store import Workspace

    cat = Workspace(tmp_path / "ws").catalog()
    inp = report_input(cat, [cat.resolve("H100 SXM5"), cat.resolve("H800")], workload=find_preset("Llama 2 70B"))
    words = [f"w{n:04d}" for n in range(1200)]  # a meeting's long note: longer than a page
    inp.notes = " ".join(words)
    out = tmp_path / "r.pdf"
    write_pdf(build_report(inp), None, out)
    pages = [p.extract_text() for p in pypdf.PdfReader(str(out)).pages]
    assert sum("w0000" in p for p in pages) == 1 and sum("w1199" in p for p in pages) == 1
    assert next(i for i, p in enumerate(pages) if "w1199" in p) > next(i for i, p in enumerate(pages) if "w0000" in p)
    found = re.findall(r"w\d{4}", re.sub(r"\s+", "", "".join(pages)))  # the reader may split a word in two
    assert found == words  # each once, in reading order
