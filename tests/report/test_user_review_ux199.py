"""The report as a purchase meeting reads it after the ux199 review, in English and Chinese:

- a shaded (cheapest) run cost is never printed beside "Not marked best": the note says among which options the
  mark was given (core.decision.best_run_note, the window's tooltip says the same);
- a run's cost computed from a price older than 18 months says so where the answer is read: the summary's first
  lines and the buy-or-rent table, as the estimate table already did;
- a Chinese appendix has no English link words ('(reduced)', 'full mesh') and no English region ('China'), and a
  merged sentence keeps its space ('NVLink 3 每卡双向', never 'NVLink 3每卡双向');
- a sentence that names its devices first is not labelled with their names again;
- a quoted price in the quotes table is never split from its unit ('¥13.6875' on one line, '万' on the next).
"""

import datetime as dt
import re
import shutil
import subprocess

import pytest

from gpucompare.cli import run
from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.decision import best_run_note, best_runs
from gpucompare.core.workloads import find_preset
from gpucompare.qtkit import i18n as qt_i18n
from gpucompare.report.assemble import report_input
from gpucompare.report.builder import build_report
from tests.sheets.conftest import SHEETS

CAT = bundled_catalog()
NAMES = ("H800 SXM5 80GB", "H20 SXM 96GB", "Ascend 910B", "A100 SXM4 80GB")
DEVICES = [CAT.resolve(n) for n in NAMES]
DAY = dt.date(2026, 12, 7)


def _text(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", html.replace("\u2060", ""))).replace("&#x27;", "'")


def _input(lang: str = "en"):
    if lang == "en":
        return report_input(CAT, DEVICES, workload=find_preset("llama2-7b"), count=64, date=DAY)
    return report_input(
        CAT, DEVICES, workload=find_preset("llama2-7b"), count=64, date=DAY, currency="CNY", basis="reference:CN+US"
    )


def _section(text: str, start: str, end: str) -> str:
    return text[text.index(start) : text.index(end, text.index(start))]


def test_a_shaded_run_cost_is_never_said_to_be_not_marked():
    inp = _input()
    costs = [inp.costings.get(d.id) for d in inp.comparison.devices]
    kinds = {c.kind for c in costs if c is not None}
    marked = best_runs(costs)
    assert kinds == {"buy", "rent"} and marked, (kinds, marked)  # the case a reader met: bought and rented, one shaded
    note = best_run_note(costs)
    assert {costs[j].kind for j in marked} == {"rent"}
    assert note.startswith("Cheapest run marked among the rentals only")
    text = _text(build_report(inp).html)
    assert "Not marked best" not in text
    # said above the estimate table and in buy or rent's lead, beside the shaded cost
    assert text.count("Cheapest run marked among the rentals only") == 2
    with qt_i18n.language("zh_CN"):
        zh = _text(build_report(_input("zh")).html)
    assert "未标为最优" not in zh and "最便宜的训练只在租用方案之间标出" in zh


def test_a_run_cost_from_an_old_price_is_marked_where_the_answer_is_read():
    text = _text(build_report(_input()).html)
    # the H800's price is of 2023: the first lines of the summary say so
    fastest = text[text.index("Fastest: H800 SXM5 80GB") :]
    assert re.match(
        # in the one unit of the report's run costs (tco.run_cost_scale, ux226: '$0.359M', as its tables write it)
        r"Fastest: [^\n]*? devices\.\s*Its run costs \$[\d,.]+M? \(band [^)]*\) \(old price\): bought\.",
        fastest,
    )
    # the buy-or-rent table: the H800's and the Ascend's run cost (both old prices) marked under the figure
    buy_or_rent = text[text.index("Buy or rent Bought:") :]
    table = _section(buy_or_rent, "Cost of this run", "Per million tokens")
    assert table.count("(old price)") == 2, table
    with qt_i18n.language("zh_CN"):
        zh = _text(build_report(_input("zh")).html)
    assert re.search(r"其训练成本为 ¥[\d.]+万（区间 [^）]*）（旧价格）：购买。", zh), zh[:600]


def test_a_chinese_appendix_has_no_english_link_or_region_words():
    with qt_i18n.language("zh_CN"):
        text = _text(build_report(_input("zh")).html)
    appendix = text[text.index("附录：假设与来源") :]
    appendix = appendix[: appendix.index("来源 1.")] if "来源 1." in appendix else appendix
    link = re.search(r"机内互联：[^；]*", appendix).group(0)
    assert "reduced" not in link and "full mesh" not in link, link
    assert "降速版" in link and "全互联" in link, link
    assert "NVLink 3 每卡双向" in link, link  # the merged values keep the space before the Chinese
    rent = re.findall(r"租用：\d+ 台[^。]*。", appendix)
    assert rent and not any("China" in r for r in rent), rent
    assert any("（中国，" in r for r in rent), rent


def test_a_sentence_that_names_its_devices_is_not_labelled_with_them_again():
    text = _text(build_report(_input()).html)
    assert "H20 SXM 96GB / Ascend 910B OAM 64GB has no scale-out network figure" in text
    assert "Ascend 910B OAM 64GB: H20 SXM 96GB" not in text


@pytest.mark.skipif(not shutil.which("pdftotext"), reason="needs pdftotext (poppler-utils)")
def test_a_quoted_price_stays_with_its_unit_on_the_page(_isolated_home, tmp_path, capsys):
    """A Chinese distributor's request-for-quotation summary (three suppliers side by side): its ¥136,875 server share
    reads '¥13.6875万' in a Chinese report, on one line of the quotes table."""
    home = str(_isolated_home)
    sheet = next((SHEETS / "blind52").glob("cn_xunjiadan_sanjia_*.xlsx"))
    assert run(["--home", home, "import", str(sheet)]) == 0
    capsys.readouterr()
    out = tmp_path / "r.pdf"
    devices = ",".join(NAMES)
    argv = ["--home", home, "report", "--devices", devices, "--workload", "llama2-7b", "--count", "64"]
    assert run([*argv, "--lang", "zh_CN", "--pdf", str(out)]) == 0
    lines = subprocess.run(["pdftotext", "-layout", str(out), "-"], capture_output=True, text=True).stdout
    quotes = lines[lines.index("价格所依据的报价") : lines.index("并排对比")]
    assert "¥13.6875万" in quotes, quotes
    assert not re.search(r"^\s*万\b", quotes, re.M), quotes  # no line that starts with a price's unit


def test_a_chinese_page_brackets_a_cost_band_in_full_width_brackets():
    """'最便宜的训练（租用）：A100 SXM4 80GB，¥234万 (¥142万–622万)。' set an English bracket in a Chinese sentence,
    beside the summary's '（区间 …）' and the tables' '（旧价格）'."""
    with qt_i18n.language("zh_CN"):
        text = _text(build_report(_input("zh")).html)
    assert not re.search(r"\(¥[\d.]+万–", text), re.search(r".{40}\(¥[\d.]+万–.{20}", text)
    assert re.search(r"最便宜的训练（租用）：[^。]*，¥[\d.]+万（¥[\d.]+万–[\d.]+万）。", text)
    # the first page's training time with its band, as the summary brackets it
    assert re.search(r"训练时间，区间 ?[\d.]+ 天（[\d.]+–[\d.]+ 天）", text), text[:3000]
    assert not re.search(r"\d 天 \(", text)
    en = _text(build_report(_input()).html)
    assert re.search(r"Cheapest run rented: [^.]*, \$[\d,.]+M? \(\$[\d,.]+–[\d,.]+M?\)\.", en)
