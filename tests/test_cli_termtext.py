"""Terminal columns (gpucompare/termtext.py): an East Asian wide character takes two, so a CLI table whose cells
hold Chinese text stays aligned (the quotes list's vendor column moved by ten columns on '深圳某某科技有限公司')."""

from pathlib import Path

from gpucompare import termtext
from gpucompare.cli import run

SHEET = Path(__file__).parent / "fixtures" / "sheets" / "cn_distributor_quote.xlsx"


def test_width_counts_wide_characters_twice():
    assert termtext.width("H100") == 4
    assert termtext.width("深圳科技") == 8
    assert termtext.width("（报价）") == 8  # full-width brackets
    assert termtext.width("e\u0301") == 1  # a combining accent takes no column
    assert termtext.width("元/P/年") == 7


def test_pad_and_cut_work_in_columns():
    assert termtext.pad("深圳", 6) == "深圳  "
    assert termtext.pad("深圳", 6, ">") == "  深圳"
    cut = termtext.cut("深圳某某科技有限公司", 9)
    assert cut == "深圳某某…" and termtext.width(cut) == 9  # never half a wide character
    assert termtext.width(termtext.pad("深圳某某科技有限公司", 9, clip=True)) == 9
    assert termtext.cut("short", 9) == "short"


def test_wrap_keeps_words_whole_and_splits_only_a_word_wider_than_the_line():
    assert termtext.wrap("NVIDIA H100 SXM5 80GB, AWS p5.48xlarge, on-demand", 24) == [
        "NVIDIA H100 SXM5 80GB,",
        "AWS p5.48xlarge,",
        "on-demand",
    ]
    assert termtext.wrap("abcdefghij", 4) == ["abcd", "efgh", "ij"]
    assert termtext.wrap("", 4) == [""]


def test_quotes_list_with_a_chinese_vendor_stays_aligned(capsys, tmp_path):
    home = ["--home", str(tmp_path / "home")]
    assert run([*home, "import", str(SHEET)]) == 0
    capsys.readouterr()
    assert run([*home, "quotes"]) == 0
    lines = [line for line in capsys.readouterr().out.splitlines() if line[:4].isdigit() or line.startswith("date")]
    assert len(lines) >= 3 and "深圳" in lines[1]
    # the 'from' column starts at the same terminal column on the header and on every quote
    starts = set()
    for line in lines:
        at = line.index("from") if line.startswith("date") else line.index("cn_distributor_quote.xlsx")
        starts.add(termtext.width(line[:at]))
    assert len(starts) == 1, lines
