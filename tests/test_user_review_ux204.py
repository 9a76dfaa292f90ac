"""The review's remaining findings (ux199 -> ux204), as a purchase meeting reads them, in English and Chinese:

1. figures read together share one unit, chosen once from all of them (money.money_scale, durations.duration_unit):
   the command line's cost rows, its capital outlay, the report's rows;
2. a count of a thousand or more is grouped in thousands ('4,160 hidden', in Chinese too);
3. Chinese spacing where a name or number meets Han text: a space between Latin letters or digits and Han characters,
   none between Han characters ('NVIDIA Hopper 的数值', '67.4亿参数');
4. a parameter count in Chinese in 亿 and 万 (numbers.chinese_count), never '7B 激活参数' beside '70亿';
6. the report names the inputs its decision table leaves out;
7. a price range never reads '0.0' nor as a 7-digit figure at either end;
8. one field word table (data/import_fields.csv) for the importer's sentences and the import dialog's labels.
"""

from __future__ import annotations

import re

import pytest

from gpucompare import cli
from gpucompare.core.durations import duration_in, duration_range_in, duration_unit
from gpucompare.core.fields import import_fields
from gpucompare.core.money import format_money_column, format_money_range, money_scale
from gpucompare.i18n import Msg, chinese_text, fill, localize
from gpucompare.sheets.importer.model import FIELD_WORDS, field_words

UNITS = re.compile(r"(万|亿|M|B)(美元)?$")


def _unit(cell: str) -> str:
    """The unit word a money cell is written in ('' for plain figures), marks after it dropped."""
    m = UNITS.search(cell.split(" ")[0])
    return m.group(1) if m else ""


def _zh(fn):
    return chinese_text(fn)


# 1. one unit for figures read together ---------------------------------------------------------------------------


def test_a_column_of_amounts_is_written_in_one_unit_in_both_languages():
    assert format_money_column([1.01e6, 349_000, 46_400], "CNY") == ["¥1,010,000", "¥349,000", "¥46,400"]
    assert format_money_column([3.2e7, 5.3e7], "USD") == ["$32M", "$53M"]
    # Chinese: 万 for all, never '¥8,000' beside '¥12万' (元 and 万元 in one column)
    assert _zh(lambda: format_money_column([8_000, 120_000], "CNY", "zh")) == ["¥0.8万", "¥12万"]
    assert _zh(lambda: format_money_column([8_000, 120_000], "USD", "zh")) == ["0.8万美元", "12万美元"]
    # the smallest would read under 0.1 of the unit: plain figures for all
    assert _zh(lambda: format_money_column([500, 120_000], "CNY", "zh")) == ["¥500", "¥120,000"]
    assert format_money_column([None, 5e6], "USD") == ["—", "$5M"]
    assert money_scale([], "USD") == 1.0


def test_a_set_of_times_is_written_in_one_unit():
    unit = duration_unit([0.05, 2.0])  # 1.2 hours and 2 days: hours for both, never '1.20 hours' beside '2.00 days'
    assert str(duration_in(0.05, unit)) == "1.20 hours" and str(duration_in(2.0, unit)) == "48.0 hours"
    unit = duration_unit([0.9, 1.2, 0.5, 3.0])
    assert str(duration_in(0.9, unit)) == "0.900 days"
    assert str(duration_range_in(0.5, 3.0, unit)) == "0.500–3.00 days"
    assert _zh(lambda: localize(duration_in(2.0, duration_unit([0.05, 2.0])))) == "48.0 小时"


def _estimate_output(capsys, home, *extra) -> str:
    argv = ["--home", str(home), "estimate", "--device", "H800", "--device", "A100 SXM4 80GB", "--device", "RTX 4090"]
    assert cli.run([*argv, "--count", "64", "--params", "7B", "--tokens", "200B", "--currency", "CNY", *extra]) == 0
    return capsys.readouterr().out


def test_cli_cost_rows_and_capital_outlay_each_in_one_unit(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("COLUMNS", "160")
    out = _estimate_output(capsys, tmp_path)
    rows = [line for line in out.splitlines() if re.match(r"  (monthly cost|run cost|capital outlay) \(CNY\)", line)]
    assert len(rows) == 3
    for line in rows:
        cells = [c for c in re.split(r"\s{2,}", line.strip())[1:] if c != "—"]
        assert len({_unit(c) for c in cells}) == 1, line  # '¥1,010,000  ¥349,000  ¥46,400', never '¥1.01M ...'
    outlay = out.split("Capital outlay of", 1)[1].split("break-even:", 1)[0].splitlines()[1:]
    amounts = [re.search(r"(¥[\d.,]+[MB]?)", line).group(1) for line in outlay if "¥" in line]
    assert len({_unit(a) for a in amounts}) == 1, outlay  # '¥0.725M' beside '¥4.83M', never '¥725,000'


def test_cli_times_of_every_device_in_one_unit(capsys, tmp_path):
    out = _estimate_output(capsys, tmp_path)
    times = re.findall(r"  (?:Wall-clock|Band P10–P90|Steady state)\s+[\d.,–]+ (\w+)", out)
    assert len(times) == 9 and len(set(times)) == 1


# 2. counts grouped in thousands ----------------------------------------------------------------------------------


def test_counts_of_thousands_are_grouped_in_both_languages(capsys, tmp_path):
    assert str(Msg("{n} hidden by the table's filters", n=4160)) == "4,160 hidden by the table's filters"
    assert fill("{layers:g} layers x {hidden:g} hidden", layers=32.0, hidden=4160.0) == "32 layers x 4,160 hidden"
    assert _zh(lambda: localize(Msg("{n} hidden by the table's filters", n=4160))).startswith("4,160")
    # a small number, a year and a preformatted figure are left as they are; so is a position or an id (a sheet's
    # row 12345 is found by that number, as Excel writes it)
    assert str(Msg("{n} devices, {year}", n=12, year=2023)) == "12 devices, 2023"
    assert (
        str(Msg("row {row}: {n} rows, import #{id}", row=12345, n=12345, id=2048))
        == "row 12345: 12,345 rows, import #2048"
    )
    assert (
        cli.run(
            [
                "--home",
                str(tmp_path),
                "estimate",
                "--device",
                "H800",
                "--count",
                "64",
                "--params",
                "7B",
                "--tokens",
                "200B",
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "32 layers x 4,160 hidden" in out and "4160" not in out


# 3 and 4. Chinese spacing; a parameter count in 亿 ----------------------------------------------------------------


def test_chinese_spacing_between_latin_or_digits_and_han_in_one_helper():
    def zh(template, **values):
        return _zh(lambda: fill(template, **values))

    assert zh("{family}的数值", family="NVIDIA Hopper") == "NVIDIA Hopper 的数值"
    assert zh("{n}个设备上{t}", n=64, t="52.1 天") == "64 个设备上 52.1 天"
    # a count in Chinese number words sits against what it counts; a name keeps the translator's space
    assert zh("{p} 参数（{a} 激活）", p="67.4亿", a="67.4亿") == "67.4亿参数（67.4亿激活）"
    assert zh("优化器 {o}，", o="分页 8 位 AdamW") == "优化器 分页 8 位 AdamW，"
    # what the translator and the value wrote inside themselves is kept
    assert zh("日期：{d}", d="2026年1月") == "日期：2026年1月"


def test_the_estimate_reads_in_chinese_with_spaces_and_counts_in_yi(capsys, tmp_path):
    from gpucompare.core.catalog import bundled_catalog
    from gpucompare.core.estimate import Settings, estimate
    from gpucompare.core.workloads import custom_workload

    cat = bundled_catalog()
    e = estimate(cat["nvidia-h800-sxm5-80gb"], custom_workload(7e9, 200e9), 64, Settings())
    zh = _zh(lambda: "\n".join(localize(a) for a in e.assumptions))
    assert "NVIDIA Hopper 的数值" in zh and "Hopper的" not in zh
    assert "70亿激活参数" in zh  # one way of writing a parameter count in Chinese: 亿 and 万, as the report's
    assert not re.search(r"\dB 激活参数", zh)
    assert "4,160" in zh


# 7. a price range ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "low, high, currency, lang, text",
    [
        (9_000, 3e6, "USD", "en", "$9,000–$3M"),  # was '$9,000–3,000,000': a 7-digit figure
        (500, 12_000, "USD", "zh_CN", "500–1.2万美元"),
        (8_000, 120_000, "CNY", "zh_CN", "¥0.8万–12万"),
        (658_755, 10_324_608, "USD", "en", "$0.659–10.3M"),  # within the unit: one unit, said once
        (3.2e7, 1.9e8, "CNY", "zh_CN", "¥0.32亿–1.9亿"),
    ],
)
def test_a_price_range_never_reads_zero_point_or_seven_digits(low, high, currency, lang, text):
    shown = format_money_range(low, high, currency, lang)
    assert shown == text
    assert not re.search(r"(?<![\d.])0\.0\d*(?!\d*[1-9])", shown) and not re.search(r"\d,\d{3},\d{3}", shown)


# 8. one field word table ---------------------------------------------------------------------------------------------


def test_one_field_word_table_for_the_importer_and_the_dialog():
    table = import_fields()
    assert len(table) >= 30 and all(f.label and f.zh for f in table.values())
    # the importer's words are the table's (its English unchanged: each the dialog's label in lower case)
    assert FIELD_WORDS == {k: f.words for k, f in table.items() if f.words}
    assert FIELD_WORDS["units_per_item"] == "devices per item" and FIELD_WORDS["total"] == "line total"
    for k, words in FIELD_WORDS.items():
        assert words == table[k].label[0].lower() + table[k].label[1:]
    assert str(field_words("currency")) == "currency" and field_words("instance") == "instance"
    assert _zh(lambda: localize(Msg("the {field} column (B)", field=field_words("currency")))).startswith("the 币种")
