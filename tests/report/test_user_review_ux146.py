"""The printed report as a purchase meeting reads it (ux146): every price shows its date and its age and an old one is
marked old; the chart's caption names who published the exchange rates in words, its footnote mark at the end
(never 'Exchange rates used:[9]'); the China status says what it means ('Obtainable', never a bare 'Yes'); the scale-up links read in
Chinese in a Chinese report; a price cited by title alone says it has no link."""

import re
import shutil
import subprocess

import pypdf
import pytest

from gpucompare.cli import run

DEVICES = "H800,A100 SXM4 80GB,MI300X,Ascend 910B"


def _text(path) -> str:
    """The report as pdftotext lays it out (a table's cells side by side, each wrapped within its column)."""
    if shutil.which("pdftotext"):
        argv = ["pdftotext", "-layout", str(path), "-"]
        return subprocess.run(argv, capture_output=True, text=True, check=True).stdout
    return "\n".join(p.extract_text() for p in pypdf.PdfReader(str(path)).pages)


def _flat(text: str) -> str:
    """The text with its line breaks taken out (a table cell wraps anywhere): Chinese joins without a space."""
    return re.sub(r"\s*\n\s*", " ", text)


@pytest.fixture(scope="module", params=["en", "zh_CN"])
def report(request, tmp_path_factory, qapp):
    tmp = tmp_path_factory.mktemp(f"ux146_{request.param}")
    pdf = tmp / "r.pdf"
    assert (
        run(["--home", str(tmp / "ws"), "report", "--devices", DEVICES, "--lang", request.param, "--pdf", str(pdf)])
        == 0
    )
    from gpucompare.qtkit import i18n as qt_i18n

    qt_i18n.install("en")
    return request.param, _text(pdf)


def test_every_price_shows_its_date_and_age_and_an_old_one_is_marked(report):
    lang, text = report
    if lang == "en":
        # H800's China price of 2023 (a year alone: its age is said as about so many months) and Ascend's of 2025-04
        assert re.search(r"2023, old, about \d+", text), text[:2000]
        assert re.search(r"2025-04, old, \d+", text)
        assert re.search(r"\(2026, about \d+", text)  # A100's US price: dated and aged, not old
        assert re.search(r"\(2026-05, \d+ months", text)
        assert "months old)" in text
    else:
        # a Chinese page's brackets are full-width (ux204: '（2023，旧，约 41 个月）')
        assert re.search(r"旧，约 \d+ 个月）", text), text[:2000]  # the 2023 prices: old, about 41 months
        assert re.search(r"（2025-04，旧，", text) and re.search(r"(旧，)?\s*\d+ 个月）", text)
        assert re.search(r"2026-05，距今 \d+", text)


def test_the_chart_caption_says_who_published_the_rates_in_words(report):
    lang, text = report
    flat = _flat(text)
    assert not re.search(r"(Exchange rates used:|所用汇率：)\s*\[\d+\]", flat)
    if lang == "en":
        # the rate and its date in the hollow points' words, its publisher in the next sentence, the mark at its end
        assert re.search(r"converted at 0\.149 USD/CNY, rate of 2026-09-25", flat)
        assert re.search(r"Exchange rates: Federal Reserve Board, Foreign Exchange Rates H\.10 \(CNY\)\s*\[\d+\]", flat)
    else:
        zh = re.sub(r"\s*\n\s*", "", text)
        assert re.search(r"汇率来源：Federal Reserve Board, Foreign Exchange Rates H\.10（CNY）\[\d+\]。", zh)


def test_the_china_status_says_what_it_means(report):
    lang, text = report
    flat = _flat(text)
    if lang == "en":
        assert "Obtainable" in flat and "Not obtainable: 3A090.a" in flat and "US licence needed: case-by-case" in flat
        assert not re.search(r"China status\s.*\bYes\b", flat)
        # the part China can buy is not listed as a risk; the others are
        assert "Ascend 910B OAM 64GB: export control" not in flat
        assert "H800 SXM5 80GB: export control: Not obtainable" in flat
    else:
        zh = re.sub(r"\s+", "", text)
        assert "可获得" in zh and "无法获得：3A090.a" in zh and "需美国许可证：逐案审查" in zh
        assert "可以" not in zh.split("出口管制（全文）")[0]


def test_link_names_read_in_the_readers_language(report):
    lang, text = report
    if lang == "zh_CN":
        assert "NVLink 4 (降速版)" in text and "HCCS (全互联，8 个" in text and "Infinity Fabric (7 条链" in text
        assert not re.search(r"reduced|full mesh|\blinks\b|NPUs", text)
    else:
        assert "NVLink 4 (reduced)" in text and "HCCS (full mesh, 8" in text


def test_a_price_cited_by_title_says_it_has_no_link(report):
    lang, text = report
    flat = re.sub(r"\s+", "", text)
    said = (
        "Citedbytitle:thepricetableholdsnowebaddressforthissource"
        if lang == "en"
        else "仅按标题引用：价格表中没有该来源的网址"
    )
    assert said in flat
    # a price whose source has a web address does not say so (MI300X's US price)
    tail = flat.split("data-gate.ch")[1][:200]
    assert said not in tail
