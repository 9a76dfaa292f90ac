"""Rows kept out of the quotes say what they are or what they lack (issue 22, imp93), by class of decision, on small
sheets written here in two languages or more:

- a price word without a figure that sets the price later ('按实际采购价', 'at actual cost', 'nach Aufwand') is never a
  quote: the row is listed with that reason (unlike 'on request', an invitation to ask, kept as a quote on request);
- a rent by the day or week beside a table's hourly rates is not read as a quote: each row holding one is listed;
- a price per unit of use naming no accelerator ('0.30 元/GB/月', '$0.08/GB') is a data centre's service, whether it
  stands under a server, as a note below the table or beside an amount;
- a negative amount beside words naming no device is a discount; a note's words name its topic;
- a label naming a total and a tax basis ('含税合计', 'Total incl. VAT') is a total, not a tax line;
- a row naming another device than the item above it is not that item's configuration line.
"""

import pytest

from gpucompare import i18n
from gpucompare.i18n import localize
from gpucompare.sheets.importer import analyse
from gpucompare.sheets.importer.reasons import billed_by_use, truer_reason

from .conftest import TODAY
from .test_conventions import by_row, reasons, write

H100 = "nvidia-h100-sxm5-80gb"


def _said(p, row):
    return [str(r.reason) for r in p.rejected if r.source_row == row]


@pytest.mark.parametrize(
    "head, words",
    [
        (["型号", "数量", "设备单价（元，含税）"], "按实际采购价"),
        (["Model", "Qty", "Unit price (USD)"], "at actual cost"),
        (["Modell", "Menge", "Einzelpreis (EUR)"], "nach Aufwand"),
    ],
)
def test_a_price_word_without_a_figure_is_a_listed_row_not_a_quote(tmp_path, head, words):
    rows = [
        ["Quote"],
        head,
        ["NVIDIA H100 SXM5 80GB", 2, 250000],
        ["NVIDIA L20 48GB", 5, words],
    ]
    p = analyse(write(tmp_path / "q.xlsx", rows), today=TODAY)
    q = by_row(p)
    assert q[3].device_id == H100 and q[3].price_min == 250000
    assert 4 not in q  # never a quote, on request or otherwise
    (why,) = _said(p, 4)
    assert "to be set later" in why and "no figure" in why and "C4" in why


def test_a_price_on_request_is_still_a_quote_on_request(tmp_path):
    rows = [["Quote"], ["Model", "Qty", "Unit price (USD)"], ["NVIDIA H100 SXM5 80GB", 2, "POA"]]
    p = analyse(write(tmp_path / "q.xlsx", rows), today=TODAY)
    assert by_row(p)[3].price_on_request  # an invitation to ask for a price, as every corpus keys it


def test_the_reason_for_a_price_set_later_reads_in_chinese(tmp_path):
    rows = [
        ["报价"],
        ["型号", "数量", "设备单价（元）"],
        ["NVIDIA H100 SXM5 80GB", 1, 250000],
        ["NVIDIA L20 48GB", 5, "实报实销"],
    ]
    p = analyse(write(tmp_path / "q.xlsx", rows), today=TODAY)
    (reason,) = [r.reason for r in p.rejected if r.source_row == 4]
    text = i18n.chinese_text(lambda: localize(reason))
    assert text != str(reason) and "C4" in text and "实报实销" in text


@pytest.mark.parametrize(
    "head",
    [
        ["序号", "GPU型号", "按小时（元/卡/时）", "日租（元/卡/天）", "周租（元/卡/周）"],
        ["#", "GPU", "Hourly (USD/GPU-hr)", "Daily (USD/GPU/day)", "Weekly (USD/GPU/week)"],
    ],
)
def test_rents_by_the_day_and_week_beside_hourly_rates_are_listed_row_by_row(tmp_path, head):
    rows = [
        ["GPU 租用价目表 / GPU rental"],
        head,
        [1, "NVIDIA H100 SXM5 80GB", 11.5, 252, 1512],
        [2, "NVIDIA A100 80GB SXM", "—", 144, 840],
    ]
    p = analyse(write(tmp_path / "r.xlsx", rows), today=TODAY)
    q = by_row(p)
    assert q[3].price_kind == "hourly" and q[3].price_min == 11.5  # the hourly rate is the quote
    assert [x for x in p.rows if x.source_row == 3] == [q[3]]  # the day and week rents are not quotes
    said = " ".join(_said(p, 3))
    assert "D3, E3" in said and "day and week" in said and "hourly rates" in said
    # a row with no hourly rate says so, and its day and week rents are listed too
    said4 = " ".join(_said(p, 4))
    assert "not offered" in said4 and "D4, E4" in said4


def test_a_table_that_rents_by_the_day_only_still_imports_its_rents(tmp_path):
    rows = [["算力租赁报价（人民币）"], ["型号", "日租（元/卡/天）"], ["NVIDIA H100 SXM5 80GB", 480.0]]
    p = analyse(write(tmp_path / "r.xlsx", rows), today=TODAY)
    (q,) = p.rows
    assert q.rent_period == "day" and q.price_min == pytest.approx(20.0)  # 480 / 24, as before
    assert not p.rejected


@pytest.mark.parametrize(
    "rows, row",
    [
        (  # a note below a rental table
            [
                ["算力租用价目表（人民币）"],
                ["GPU型号", "按小时（元/卡/时）"],
                ["NVIDIA H100 SXM5 80GB", 11.5],
                [],
                ["注：1. 数据盘（高性能NVMe） 0.30 元/GB/月；"],
            ],
            5,
        ),
        (  # a line under a cloud server, billed per Mbps
            [
                ["GPU cloud rates (USD)"],
                ["Instance", "On-demand (USD/hr)"],
                ["8x NVIDIA H100 SXM5 80GB", 24.0],
                ["Public bandwidth  0.05 USD/Mbps per hour", ""],
            ],
            4,
        ),
    ],
)
def test_a_price_per_unit_of_use_is_a_data_centre_service(tmp_path, rows, row):
    p = analyse(write(tmp_path / "c.xlsx", rows), today=TODAY)
    why = " ".join(_said(p, row))
    assert "data centre service" in why, why
    assert "configuration line" not in why and why != "a note, not a product"


def test_usage_units_are_read_only_after_an_amount():
    assert billed_by_use("数据盘 0.30 元/GB/月")
    assert billed_by_use("Egress traffic $0.08/GB")
    assert billed_by_use("公网带宽 按量 1.00 元/Mbps·时")
    assert not billed_by_use("NVIDIA H100 SXM5 80GB")  # memory, no amount per unit
    assert not billed_by_use("8x 3.84TB NVMe / 2x 25GbE")


def _no_device(_text):
    return False


@pytest.mark.parametrize(
    "cells, was, now",
    [
        (["Projektrabatt 3 %", None, "- CHF 7'302.75"], "a charge or total line", "discount"),
        (["Remise commerciale", None, -1200.0], "a charge or total line", "discount"),
        (["价格不含运费，顺丰到付"], "a note", "shipping"),
        (["Prices exclude freight; delivery by courier"], "a note", "shipping"),
        (["含税合计（元）", None, 1288000], "a tax line", "total"),
        (["Total incl. VAT", None, 1288000], "a tax line", "total"),
    ],
)
def test_a_reason_that_said_only_where_a_row_stood_says_what_it_is(cells, was, now):
    from gpucompare.sheets.importer.rows import _not_product

    before = {
        "a charge or total line": _reasons_charge(),
        "a note": _not_product("note"),
        "a tax line": _not_product("tax"),
    }[was]
    better = truer_reason(before, cells, _no_device)
    assert better is not None and now in str(better), (cells, better)


def _reasons_charge():
    from gpucompare.i18n import Msg

    return Msg("a charge or total line (an amount, no unit price, no device), not a product")


def test_a_tax_total_stays_a_tax_line():
    from gpucompare.sheets.importer.rows import _not_product

    assert truer_reason(_not_product("tax"), ["VAT total", None, 13000], _no_device) is None
    assert truer_reason(_not_product("tax"), ["增值税 13%", None, 13000], _no_device) is None


def test_a_reason_naming_what_the_row_is_is_kept():
    from gpucompare.sheets.importer.rows import _not_product

    shipping = _not_product("shipping")
    assert truer_reason(shipping, ["Freight 0.5 USD/GB"], _no_device) is None  # already says what it is


@pytest.mark.parametrize(
    "head, server, other",
    [
        (
            ["方案", "设备名称及配置", "数量", "设备单价（元，含税）"],
            "RTX 4090 24G 涡轮卡",
            "8卡 H20 96G 服务器（经营租赁）",
        ),
        (
            ["Plan", "Equipment", "Qty", "Unit price (USD)"],
            "NVIDIA RTX 4090 24GB card",
            "8x NVIDIA H20 96GB server (operating lease)",
        ),
    ],
)
def test_a_row_naming_another_device_is_no_configuration_line_of_the_item_above(tmp_path, head, server, other):
    rows = [["Lease"], head, ["A", server, 200, 19800], ["B", other, 4, "—"]]
    p = analyse(write(tmp_path / "l.xlsx", rows), today=TODAY)
    why = reasons(p)[4]
    assert "configuration line" not in str(why) and "not offered" in str(why)


@pytest.mark.parametrize(
    "label",
    [
        "Extended warranty 2 years for the 8 L40S",
        "Ampliació de suport 2 anys per a les 8 L40S",
        "Ampliación de soporte 2 años para las 8 L40S",
    ],
)
def test_a_service_for_the_devices_is_a_service_line_not_a_device(tmp_path, label):
    rows = [["Quote (EUR)"], ["Item", "Qty", "Unit price (EUR)"], ["NVIDIA L40S 48GB", 8, 7900], [label, 1, 3200]]
    p = analyse(write(tmp_path / "s.xlsx", rows), today=TODAY)
    assert [q.source_row for q in p.rows] == [3]
    assert "service" in str(reasons(p)[4])


@pytest.mark.parametrize(
    "model",
    ["NVIDIA L40S 48GB with 3-year warranty", "【官方正品 顺丰包邮】英伟达 L40S 48GB 三年质保"],
)
def test_a_device_named_before_its_warranty_or_shipping_words_stays_a_device(tmp_path, model):
    rows = [["Quote (EUR)"], ["Item", "Qty", "Unit price (EUR)"], [model, 8, 7900]]
    (q,) = analyse(write(tmp_path / "s.xlsx", rows), today=TODAY).rows
    assert q.device_id == "nvidia-l40s" and q.price_min == 7900


@pytest.mark.parametrize(
    "title, month",
    [("GPU 租用价目表（2026年12月版）", "2026-12-01"), ("SENARAI HARGA GPU DISEMBER 2026", "2026-12-01")],
)
def test_a_date_given_as_a_month_only_is_said_to_be_a_month(tmp_path, title, month):
    rows = [[title], ["型号 / Model", "单价 / Price (CNY)"], ["NVIDIA H100 SXM5 80GB", 220000]]
    p = analyse(write(tmp_path / "m.xlsx", rows), today=TODAY)
    assert p.as_of == month
    assert any("names a month, not a day" in str(w) for w in p.warnings)
    (q,) = p.rows
    assert q.quote_date == month and any("names a month, not a day" in str(w) for w in q.warnings)


def test_a_full_date_is_no_month_only(tmp_path):
    rows = [["报价日期：2026-12-03"], ["型号", "单价（元）"], ["NVIDIA H100 SXM5 80GB", 220000]]
    p = analyse(write(tmp_path / "d.xlsx", rows), today=TODAY)
    assert p.as_of == "2026-12-03" and not any("names a month" in str(w) for w in p.warnings)
    assert not any("names a month" in str(w) for w in p.rows[0].warnings)


@pytest.mark.parametrize(
    "above",
    [["ЖСК (IIK): KZ86 125K ZT50 0410 0100, «Halyk Bank» АҚ"], ["Bank: IBAN DE89 3704 0044 0532 0130 00"]],
)
def test_bank_details_above_the_table_are_listed_as_such(tmp_path, above):
    rows = [["Quote"], above, ["Model", "Unit price (EUR)"], ["NVIDIA H100 SXM5 80GB", 25000]]
    p = analyse(write(tmp_path / "b.xlsx", rows), today=TODAY)
    assert "bank" in str(reasons(p).get(2, ""))
    assert [q.source_row for q in p.rows] == [4]


@pytest.mark.parametrize("label", ["御見積金額　¥78,919,500－（税込）", "합계금액: (₩643,920,000) (부가세 별도)"])
def test_a_total_written_with_its_amount_in_one_cell_above_the_table_is_the_quote_total(tmp_path, label):
    rows = [["見積書"], [label], ["品名", "単価"], ["NVIDIA H100 SXM5 80GB", 4500000]]
    p = analyse(write(tmp_path / "t.xlsx", rows), today=TODAY)
    assert "total" in str(reasons(p).get(2, ""))


@pytest.mark.parametrize(
    "incl_head, excl_head",
    [
        ("一、顯示卡（以下單價均含5%營業稅）", "二、伺服器（以下為未稅價，另加5%營業稅）"),
        ("1. Cards (prices incl. 19% VAT)", "2. Servers (prices excl. 19% VAT)"),
    ],
)
def test_a_section_heading_states_the_tax_basis_of_the_lines_under_it(tmp_path, incl_head, excl_head):
    rows = [
        ["Quote (EUR) / 報價單（新台幣）"],
        ["#", "Model / 品名", "Qty / 數量", "Unit price / 單價"],
        [incl_head],
        [1, "NVIDIA L40S 48GB", 4, 262500],
        [excl_head],
        [2, "8x NVIDIA H200 141GB server", 1, 9680000],
    ]
    p = analyse(write(tmp_path / "s.xlsx", rows), today=TODAY)
    q = by_row(p)
    assert q[4].tax == "incl" and q[6].tax == "excl"
    rate = q[4].tax_rate
    assert rate in (0.05, 0.19) and q[6].tax_rate == rate
    # the price without tax by hand: the excl section's price is its own; the incl section's is price / (1 + rate)
    assert q[6].price_excl_tax == pytest.approx(q[6].price_min)
    assert q[4].price_excl_tax == pytest.approx(262500 / (1 + rate), abs=0.01)
    assert any("section heading" in str(e) for e in q[6].evidence)


def test_a_line_whose_own_column_states_its_tax_keeps_it(tmp_path):
    rows = [
        ["Quote (EUR)"],
        ["Model", "Unit price incl. VAT (EUR)"],
        ["Servers (prices excl. VAT)"],
        ["8x NVIDIA H200 141GB server", 400000],
    ]
    (q,) = analyse(write(tmp_path / "s.xlsx", rows), today=TODAY).rows
    assert q.tax == "incl"  # the column's header says so; the heading does not override it


def test_a_product_the_catalog_lacks_is_priced_per_condition_column_too(tmp_path):
    rows = [
        ["二手卡批发行情"],
        ["全部为拆机/二手，单位：元/张，不含税"],
        [],
        ["型号", "显存", "99新", "95新", "9成新", "保修"],
        ["RTX 4090 24G 涡轮", "24G", 15800, 15200, 14500, "店保3个月"],
        ["RTX 4090 48G 魔改 涡轮", "48G", 23500, 22800, "—", "店保1个月"],
        ["RTX 3090 24G", "24G", 5200, 4800, 4400, "店保1个月"],
    ]
    p = analyse(write(tmp_path / "u.xlsx", rows), today=TODAY)
    modded = [q for q in p.rows if q.source_row == 6]
    assert sorted(q.price_min for q in modded) == [22800, 23500]  # one quote per grade priced, none vanished
    assert all(q.device_id is None and q.warnings and q.condition == "used" for q in modded)
    assert len([q for q in p.rows if q.source_row == 5]) == 3  # a catalog card as before


_CLOUD = {
    "zh": (
        ["GPU云服务器 价格表（单实例）"],
        ["实例规格", "GPU", "按量付费（元/小时）", "包月（元/月）", "包1年（元/年）"],
    ),
    "en": (
        ["GPU cloud price list (USD)"],
        ["Instance", "GPU", "On-demand (USD/hr)", "1-year reserved (USD/hr)", "3-year reserved (USD/hr)"],
    ),
}


@pytest.mark.parametrize(
    "lang, ask, unknown", [("zh", "请联系商务", "见官网活动页"), ("en", "contact sales", "see website")]
)
def test_a_committed_term_to_ask_for_is_on_request_and_one_in_unread_words_is_listed(tmp_path, lang, ask, unknown):
    title, head = _CLOUD[lang]
    other = [9636, 96360] if lang == "zh" else [9.0, 7.0]
    terms = ["—", ask] if lang == "zh" else [ask, "—"]  # asked for the 1-year term
    rows = [
        title,
        [],
        head,
        ["x.a800.8", "8 × NVIDIA A800 80GB SXM", 72, *terms],
        ["x.a100.8", "8 × NVIDIA A100 80GB SXM", 19.6, *other],
    ]
    p = analyse(write(tmp_path / "c.xlsx", rows), today=TODAY)
    kinds = {q.price_kind: q for q in p.rows if q.source_row == 4}
    assert kinds["hourly"].price_min == pytest.approx(9.0)  # 72 / 8 cards
    assert kinds["hourly_reserved"].price_on_request  # 'contact sales' for the term: a reserved quote on request
    assert kinds["hourly_reserved"].lease_term_months == 12  # its term kept
    col = 4 if lang == "zh" else 3
    rows[3][col] = unknown
    p = analyse(write(tmp_path / "c2.xlsx", rows), today=TODAY)
    assert [q.price_kind for q in p.rows if q.source_row == 4] == ["hourly"]
    cell = "E4" if lang == "zh" else "D4"
    assert cell in str(reasons(p)[4]) and unknown in str(reasons(p)[4])  # listed with its words, not left unsaid


@pytest.mark.parametrize(
    "model",
    ["RTX 4090 24G 涡轮卡（承租人自有整机）", "NVIDIA GeForce RTX 4090 24GB blower card (customer-owned server)"],
)
def test_a_card_for_the_buyers_own_machine_is_a_card(tmp_path, model):
    rows = [
        ["Lease / 租赁方案"],
        ["Equipment / 设备", "Qty / 数量", "Unit price / 设备单价（元）"],
        [model, 200, 19800],
    ]
    (q,) = analyse(write(tmp_path / "o.xlsx", rows), today=TODAY).rows
    assert q.device_id == "nvidia-rtx-4090" and q.offer == "card" and q.units_per_item == 1


def test_a_title_naming_an_account_is_no_bank_details(tmp_path):
    rows = [["Usage statement — Account 4410"], ["Model", "Rate (USD/hr)"], ["NVIDIA H100 SXM5 80GB", 2.5]]
    p = analyse(write(tmp_path / "u.xlsx", rows), today=TODAY)
    assert 1 not in reasons(p)  # a title with a short account number is not the seller's bank details
