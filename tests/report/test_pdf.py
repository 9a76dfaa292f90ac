"""The PDF read back: pages, names, the estimate, an embedded chart image; Chinese with real glyphs, or a clear
message when the machine has no Chinese font."""

import io
import re
import unicodedata

import pypdf
import pytest

from gpucompare.cli import run


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
    assert 2 <= len(reader.pages) <= 8
    for name in ("A100 SXM4 80GB", "H100 SXM5 80GB", "H800 SXM5 80GB", "Training estimate", "Sources"):
        assert name in text, name
    from gpucompare.core.catalog import bundled_catalog
    from gpucompare.core.estimate import estimate
    from gpucompare.core.workloads import find_preset

    a100 = estimate(bundled_catalog()["nvidia-a100-sxm4-80gb"], find_preset("llama2-70b"), 256)
    assert f"{a100.wall_days:,.1f}" in text  # the A100's wall days for Llama 2 70B on 256 devices
    assert images(reader) == 1


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
        (["--devices", "A100"], "ambiguous"),
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
