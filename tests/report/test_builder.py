"""The report's HTML, without Qt: what a reader finds in it, and where every figure came from."""

import datetime as dt
import re

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate.results import days_text
from gpucompare.core.workloads import find_preset
from gpucompare.report.assemble import report_input
from gpucompare.report.builder import CHART_RESOURCE, build_report

CAT = bundled_catalog()
DEVICES = [CAT.resolve(n) for n in ("A100 SXM4 80GB", "H100 SXM5 80GB", "H800")]


def make(**kw):
    return build_report(report_input(CAT, DEVICES, date=dt.date(2026, 12, 3), **kw))


def test_report_names_devices_marks_best_and_cites_sources():
    r = make()
    html = r.html
    assert "<h1>Accelerator comparison</h1>" in html and "2026-12-03" in html
    assert all(d.label in html for d in DEVICES)
    assert "H100 SXM5 80GB = 3.17× A100 SXM4 80GB at BF16 dense" in html
    # the H100's BF16 cell is a best value: green and bold
    assert "<td align='right' bgcolor='#d6f0d6'><b>989.4 <span style='color:#555'>3.17×</span></b></td>" in html
    assert f"<img src='{CHART_RESOURCE}'" in html and r.has_chart
    assert any("nvidia.com" in n for n in r.footnotes)  # each device's datasheet
    assert any("Why training large models needs GPUs" in n for n in r.footnotes)  # the reference prices' article
    assert not any("seed 000" in n or "shared/" in n for n in r.footnotes)
    assert "<sup>[1]</sup>" in html


def test_report_estimate_matches_the_core_and_lists_assumptions():
    from gpucompare.core.estimate import estimate

    r = make(workload=find_preset("llama2-70b"), count=256, basis="cloud")
    e = estimate(CAT["nvidia-h100-sxm5-80gb"], find_preset("llama2-70b"), 256)
    assert "Training estimate" in r.html and days_text(e.wall_days) in r.html
    assert "Appendix: assumptions and sources" in r.html and "Wall-clock x" in r.html
    from gpucompare.core.pricing import cheapest_cloud_rate

    # how the H100's cost was priced: the cheapest on-demand instance
    assert f"cloud: {cheapest_cloud_rate('nvidia-h100-sxm5-80gb').instance}" in r.html
    assert any(n.startswith("failures per device-hour: 2.2e-5") for n in r.footnotes)
    assert "Pipeline bubble" in r.html and f"{e.bubble_fraction:.0%}" in r.html
    # the core's one results table: steady state beside the wall-clock, EP included
    assert "Steady state" in r.html and f"{days_text(e.steady_days)} days" in r.html and "<td>EP</td>" in r.html


def test_chinese_report_has_no_half_english_layout_sentence():
    from gpucompare.qtkit import i18n as qt_i18n

    with qt_i18n.language("zh_CN"):
        r = make(workload=find_preset("llama2-70b"), count=256)
    assert "ZeRO stage" not in r.html and "recompute" not in r.html
    assert "TP、PP、" in r.html and "ZeRO 阶段、重计算" in r.html


def test_report_quotes_section_shows_vendor_file_and_date():
    quote = {
        "price_on_request": 0,
        "price_min": 320000.0,
        "price_max": 320000.0,
        "currency": "CNY",
        "price_kind": "purchase",
        "file_name": "报价单.xlsx",
        "sheet": "报价单",
        "cell": "D6",
        "source_row": 6,
        "vendor": "深圳某某科技有限公司",
        "as_of": "2026-11-20",
    }
    r = make(quote_history={"nvidia-h800-sxm5-80gb": [quote]})
    # on the first page, the quote behind the price; its file, sheet and cell a numbered source
    assert "The quotes behind the prices" in r.html and "深圳某某科技有限公司" in r.html
    assert any("报价单.xlsx / 报价单 / D6" in n for n in r.footnotes)
    assert "¥320,000" in r.html


def test_price_comes_first_in_the_side_by_side_table_and_market_words_are_chinese():
    """As in the window's panel, the price rows lead the table; in Chinese the market, the seller and the China
    status read in Chinese (they were data words left in English)."""
    html = make().html
    assert html.index("Reference price, US market") < html.index("Die area") < html.index("FP8 dense")
    from gpucompare.qtkit import i18n as qt_i18n

    with qt_i18n.language("zh_CN"):
        r = build_report(report_input(CAT, DEVICES, basis="reference:CN", currency="CNY", date=dt.date(2026, 12, 3)))
    text = r.html + " ".join(r.footnotes)
    assert "中国市场" in text and "分销商（中国）" in text and "逐案审查（中国）" in text
    for english in ("China market", "distributors (China)", "case-by-case review"):
        assert english not in text, english


def test_utilization_names_the_device_family_not_its_key():
    html = make(workload=find_preset("Llama 2 70B"), count=256).html
    # every family with published runs is named in the user's words, with its own value
    assert "NVIDIA Ampere" in html and "Hopper" in html and "value" in html
    assert "nvidia-hopper" not in html and "nvidia-ampere" not in html


def test_every_device_family_has_a_name():
    from gpucompare.core.estimate.assumptions import FAMILY_LABELS
    from gpucompare.core.tables import read_table

    assert {r["family"] for r in read_table("utilization")} <= set(FAMILY_LABELS)


def test_report_marks_a_china_price_under_the_us_first_basis():
    """The default basis prices H800 (a China part) at its China price: the cell is marked, the line under the
    table and the footnote name the market and the FX rate, the chart's points and caption say which are hollow."""
    r = make()
    # its market, its date and age, and old: never marked best
    assert re.search(r"52,200–67,100 \(CN, 2023, old, about \d+ months\)", r.html)
    line = (
        "(CN): China market price (no US market price known), converted at 0.149 USD/CNY, rate of 2026-09-25. Each "
        "device is priced in the US market, else in the China market; such a price is marked wherever it is shown."
    )
    assert line in r.html
    assert any(n.startswith("China market price: no US market price is known for this device") for n in r.footnotes)
    inp = report_input(CAT, DEVICES, date=dt.date(2026, 12, 3))
    h800 = list(inp.chart.ids).index("nvidia-h800-sxm5-80gb")
    assert inp.chart.other_market[h800] and not inp.chart.other_market[list(inp.chart.ids).index(DEVICES[1].id)]
    assert "Hollow: China market price (no US market price known)" in r.html
    pure = make(basis="reference:US")  # one market only: H800 has no price there, nothing is marked
    assert "(CN)" not in pure.html and "Hollow" not in pure.html and "Each device is priced" not in pure.html


def test_report_costs_a_china_first_basis_at_the_china_price():
    r = make(basis="reference:CN+US", currency="CNY", workload=find_preset("llama2-70b"), count=256)
    inp = report_input(
        CAT, DEVICES, basis="reference:CN+US", currency="CNY", workload=find_preset("llama2-70b"), count=256
    )
    # with no basis given for the run, a device a cloud rents is rented (core.tco.default_price, as on the command
    # line and in the window); a bought one takes the China price first, as the basis says
    bought = [c for c in inp.costings.values() if c.kind == "buy"]
    assert bought and all(c.settings["price_market"] == "CN" for c in bought)
    assert inp.costings["nvidia-h100-sxm5-80gb"].kind == "rent"
    assert "(US)" not in r.html.split("<h2>Training estimate")[0]  # all three have a China price: none is marked


def test_report_under_the_hour_basis_marks_rents_and_says_how_owned_is_made():
    devices = [CAT.resolve(n) for n in ("H100 SXM5 80GB", "TPU v6e", "Trainium2")]
    inp = report_input(CAT, devices, basis="hour:owned+rented", date=dt.date(2026, 12, 3))
    r = build_report(inp)
    assert (
        re.search(r"2\.70 \(rented, 20\d\d-\d\d(, \d+ months old)?\)", r.html)
        and "Cost per device-hour, owned or rented" in r.html
    )
    assert "total cost of ownership per device-hour of use" in r.html and "utilization 80%" in r.html
    assert "(rented): the on-demand cloud rent per device-hour" in r.html
    assert "Hollow diamonds are rented" in r.html
    ids = list(inp.chart.ids)
    assert inp.chart.rented[ids.index("google-tpu-v6e")] and not inp.chart.rented[ids.index(devices[0].id)]
    assert any(n.startswith("Owned, derived") for n in r.footnotes)
    # estimates under the basis: an owned device bought, a cloud-only one rented
    est = report_input(
        CAT, devices, basis="hour:owned+rented", workload=find_preset("llama2-70b"), count=64, date=dt.date(2026, 12, 3)
    )
    assert est.costings["nvidia-h100-sxm5-80gb"].bought and not est.costings["google-tpu-v6e"].bought


def test_report_lists_the_fp32_as_bf16_passes_assumption():
    from gpucompare.core.estimate import Settings
    from gpucompare.core.workloads import custom_workload

    inp = report_input(
        CAT,
        [CAT.resolve("google-tpu-v3")],
        date=dt.date(2026, 12, 3),
        precision="fp32",
        workload=custom_workload(1e9, 10e9),
        count=8,
        settings=Settings(precision="fp32"),
    )
    html = build_report(inp).html
    # said in red, the first of the estimate's assumptions
    assert "<font color='#a00000'>Google TPU v3" in html or "<font color='#a00000'>TPU v3" in html
    assert "FP32 matrix multiplies on its matrix units as BF16 passes" in html


def test_report_names_the_optimizer_and_its_bytes_in_both_languages():
    from gpucompare.core.estimate import Settings
    from gpucompare.core.workloads import custom_workload
    from gpucompare.qtkit import i18n as qt_i18n

    s = Settings(
        finetune="full",
        global_batch_tokens=4096,
        micro_batch=2,
        optimizer="paged_adamw8bit",
        bf16_weights=True,
        optimizer_in_backward=True,
    )
    kw = dict(date=dt.date(2026, 12, 3), count=1, settings=s)
    kw["workload"] = custom_workload(8.03e9, 5e7, seq_len=2048, layers=32, hidden=4096)
    html = build_report(report_input(CAT, [CAT.resolve("RTX A6000")], **kw)).html
    assert "4 bytes per parameter with paged 8-bit AdamW (bitsandbytes)" in html
    assert "no FP32 master copy" in html and "frees its gradient" in html
    with qt_i18n.language("zh_CN"):
        html = build_report(report_input(CAT, [CAT.resolve("RTX A6000")], **kw)).html
    assert "优化器 分页 8 位 AdamW（bitsandbytes），每个参数 4 字节" in html
    assert "不保留 FP32 主权重副本" in html
