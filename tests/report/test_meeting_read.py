"""The comparison report read as a purchase meeting reads it, in both languages: each device's band with its own
reasons, the capital outlay in the reader's language, run-cost bands in one scale, the chart's source, date and old
prices said, and each source listed once."""

import re

import pytest

from gpucompare.cli import run
from tests.report.test_pdf import _pdftotext

DEVICES = "nvidia-h100-sxm5-80gb,nvidia-h800-sxm5-80gb,nvidia-a800-sxm4-80gb,huawei-ascend-910b"
NAMES = ("H100 SXM5 80GB", "H800 SXM5 80GB", "A800 SXM4 80GB", "Ascend 910B OAM 64GB")


@pytest.fixture(scope="module")
def reports(tmp_path_factory):
    out = {}
    for lang in ("en", "zh_CN"):
        tmp = tmp_path_factory.mktemp(lang)
        pdf = tmp / "r.pdf"
        argv = ["--home", str(tmp / "ws"), "report", "--devices", DEVICES, "--workload", "llama2-70b"]
        assert run([*argv, "--count", "64", "--lang", lang, "--pdf", str(pdf)]) == 0
        out[lang] = _pdftotext(pdf)
    return out


def test_each_device_has_its_own_band_sentence_with_its_own_reasons(reports):
    en = reports["en"]
    for name in NAMES:
        assert re.search(re.escape(name) + r": Band [\d,.]+[–-][\d,.]+ days \(steady state", en), name
    # one device's reasons never stand in a list of another device's numbers
    assert not re.search(r"\d / this device family", en)
    # each device's reasons in its own sentence: no value list ('10,604 / 10,801 / ...') inside a band's reasons
    for m in re.finditer(r"Band [\d,.]+[–-][\d,.]+ days.*?(?=(?:" + "|".join(map(re.escape, NAMES)) + r"): |$)", en):
        assert not re.search(r"[\d,.]+ / [\d,.]+", m.group(0)), m.group(0)
    zh = reports["zh_CN"]
    for name in NAMES:
        assert re.search(re.escape(name) + r"：区间 [\d,.]+–[\d,.]+ 天（稳态", zh), name
    assert not re.search(r"\d / 该设备系列", zh)
    assert "x0.88-x1.14" not in zh  # the widening written as the rest of the Chinese sentence: ×0.88–×1.14


def test_capital_outlay_lines_are_in_the_readers_language(reports):
    zh = reports["zh_CN"]
    for english in ("costed at the middle", "servers of", "Scale-out switches", "Optics and cables", "accelerators x"):
        assert english not in zh, english
    assert "横向扩展交换机" in zh and "光模块与线缆" in zh and "8 卡服务器 8 × " in zh
    assert "(derived, 2024-08)" not in zh and "failures per device-hour" not in zh


def test_a_run_costs_band_is_written_in_one_scale(reports):
    en = reports["en"]
    # '$1.6M ($0.915–4.38M)', never '$1.6M ($914,848–$4.38M)'
    bands = re.findall(r"\(\$([\d.,]+)M?–([\d.,]+)M\)", en)
    assert bands
    assert not re.search(r"\(\$\d{3},\d{3}–\$[\d.]+M\)", en)
    assert "¥875万–4190万" in reports["zh_CN"] or re.search(r"¥\d+万–\d+万", reports["zh_CN"])


def test_the_chart_says_its_source_date_and_the_old_prices_it_leaves_off(reports):
    en = reports["en"]
    assert "Sources: the device catalog (vendor peak throughputs) and the price table as of" in en
    assert re.search(r"\d+ devices with a price older than 18 months are left off", en)
    zh = reports["zh_CN"].replace(" ", "")  # a line's end inside Chinese text reads back as a space
    assert "来源：设备目录（厂商峰值吞吐）和截至" in zh
    assert "年汇率" not in zh and "汇率日期2026" in zh


def test_each_source_is_listed_once(reports):
    for lang, text in reports.items():
        listed = text[text.rfind(" Sources " if lang == "en" else " 来源 ") :]
        notes = [n.strip() for n in re.split(r"\s\d{1,2}\. ", listed)[1:]]
        assert len(notes) > 20
        assert len(notes) == len(set(notes)), [n for n in notes if notes.count(n) > 1]
        # a source said again shorter (its date after a comma) is not listed beside its fuller note
        for n in notes:
            assert not any(n != m and n.rstrip(".") in m for m in notes), n


def test_a_fifth_device_is_refused_with_the_limit_and_nothing_written(tmp_path, capsys):
    five = ["--home", str(tmp_path / "ws"), "report", "--devices", DEVICES + ",amd-mi300x"]
    assert run([*five, "--pdf", str(tmp_path / "five.pdf")]) == 2
    assert "at most 4 devices side by side (got 5)" in capsys.readouterr().err
    assert not (tmp_path / "five.pdf").exists()


def test_the_fastest_is_said_with_the_runner_up_and_the_gap(reports):
    en = reports["en"]
    fastest = re.search(r"Fastest: (.+?), ([\d,.]+) days \(band", en)
    nxt = re.search(r"Next: (.+?), ([\d,.]+) days \((\d+)% longer\)", en)
    assert fastest and nxt and fastest.group(1) != nxt.group(1)
    a, b = (float(m.replace(",", "")) for m in (fastest.group(2), nxt.group(2)))
    # the gap is of the unrounded durations: from the days as printed it may differ by a point
    assert b >= a and abs(int(nxt.group(3)) - round((b / a - 1) * 100)) <= 1
    assert re.search(r"其次：.+?，[\d,.]+ 天（多 \d+%）", reports["zh_CN"])


def test_money_under_a_dollar_keeps_its_cents():
    from gpucompare.core.money import format_money

    assert format_money(0.8, "USD") == "$0.80" and format_money(1.39, "USD") == "$1.39"
    assert format_money(0.0799722, "USD") == "$0.08"  # a tariff: two significant figures
