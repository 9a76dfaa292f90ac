"""The classes of decision blind corpus 36 (Chinese region) found, each tested on sheets written here (none is a
corpus file, and none has a corpus file's layout):

- a price that holds only between two clock times of a day, or for a limited quantity ('秒杀价（…每日10:00-12:00限量）')
  is conditional: never the rate beside a price that always holds (a cloud's flash-sale price had been taken as its
  hourly rate, 7 silently);
- a top-up bonus tier ('充值 10,000 元 | 赠送 800 元') is credit, said as a discount line (3 unexplained);
- a range whose year is written once ('2026年12月1日-12月31日'): its end is the offer's last day under a campaign or
  validity label, and the end of another period (a viewing period) never is;
- a warranty's end ('保養至2027年3月') is no validity, and '2027年3月' counts no months (6 silently wrong);
- a Taiwanese ROC date alone in its cell after its label ('決標日期' | '115/11/27') is read, and a tender's award date
  is its prices' day ahead of the notice's publication (5 quote dates);
- a survey export, one respondent a row and one column per model asked about: each answer a quote of its own, the
  respondent's other answers (tax, validity, the day it answered) its own (13 rejected);
- an Excel pivot table pasted as values ('行标签 | supplier … | 总计'): one offer per column label, the grand total no
  offer (7 dropped)."""

import datetime as dt

from gpucompare.sheets.header import price_roles
from gpucompare.sheets.importer.notes import _valid_days, read_notes

from .conftest import TODAY
from .test_conventions import by_row, reasons, write

H20 = "nvidia-h20-96gb"
L20 = "nvidia-l20-48gb"
L40S = "nvidia-l40s"
RTX4090 = "nvidia-rtx-4090"
RTX5090 = "nvidia-rtx-5090"


def _run(tmp_path, name, rows, **kw):
    from gpucompare.sheets.importer import analyse

    return analyse(write(tmp_path / name, rows, **kw), today=TODAY)


# ---- a price for part of a day, or while a limited quantity lasts


def test_a_price_for_a_clock_window_or_a_limited_quantity_is_conditional():
    assert "conditional" in price_roles("闲时特价（元/卡时，每日 00:00-06:00）")
    assert "conditional" in price_roles("Off-peak rate 22:00 to 06:00 ($/GPU-hr)")
    assert "conditional" in price_roles("抢购价（元/时，限量）")
    assert "conditional" not in price_roles("按量价（元/卡时）")
    assert "conditional" not in price_roles("Price (USD) 2026-12-01")


def test_the_rate_that_always_holds_is_the_offer_beside_a_window_price(tmp_path):
    # the window price LEFT of the on-demand one, a region column, no monthly column
    rows = [
        ["GPU 云主机 冬季价目（含6%增值税）"],
        ["机型", "闲时价（元/卡时，每日01:00-07:00）", "地域", "按需价（元/卡时）"],
        ["NVIDIA L20 48GB", 1.9, "华东", 2.7],
        ["GeForce RTX 4090 24GB", 1.2, "华南", 1.85],
    ]
    q = by_row(_run(tmp_path, "window.xlsx", rows))
    assert [(q[r].device_id, q[r].price_min, q[r].price_kind) for r in (3, 4)] == [
        (L20, 2.7, "hourly"),
        (RTX4090, 1.85, "hourly"),
    ]


# ---- a top-up bonus tier


def test_a_top_up_bonus_tier_is_said_as_a_discount_line(tmp_path):
    rows = [
        ["型号", "价格（元/卡时）"],
        ["NVIDIA H20 96GB", 7.2],
        ["储值 20,000 元", "送 1,500 元"],
    ]
    p = _run(tmp_path, "topup.xlsx", rows)
    assert by_row(p)[2].device_id == H20
    assert 3 not in by_row(p) and "discount" in str(reasons(p)[3]).lower()


# ---- a range whose year is written once


def test_a_campaign_range_with_its_year_written_once_gives_its_last_day():
    n = read_notes(["限时算力节（活动期间：2026年11月25日至12月10日）价格含税"], TODAY)
    assert (n.as_of, n.valid_until) == ("2026-11-25", "2026-12-10")
    n = read_notes(["活动时间 2026年12月20日—1月5日"], TODAY)  # across the year's end
    assert n.valid_until == "2027-01-05"


def test_the_end_of_another_period_is_no_validity():
    n = read_notes(["报价日期：2026年11月28日", "验货时间：2026年12月1日至12月4日"], TODAY)
    assert n.as_of == "2026-11-28" and n.valid_until is None


# ---- a warranty's end


def test_a_month_of_a_year_counts_no_months():
    assert _valid_days("至2027年3月") is None
    assert _valid_days("3月内有效") == 90  # a count of months still counts
    assert _valid_days("valid 2 months") == 60


def test_a_warranty_end_in_a_listing_is_no_validity(tmp_path):
    rows = [
        ["物品", "售价", "状态"],
        ["微星 RTX 5090 32G 二手 保修至2028年6月", "HK$20,800", "在售"],
        ["RTX 4090 24GB 拆机 保固至2027/09", "HK$12,300", "在售"],
    ]
    q = by_row(_run(tmp_path, "warranty.xlsx", rows))
    assert [(q[r].device_id, q[r].valid_until) for r in (2, 3)] == [(RTX5090, None), (RTX4090, None)]


# ---- a date alone in its cell after its label; a tender's award date


def test_an_roc_date_alone_after_its_label_is_read():
    n = read_notes(["報價單號", "Q-1158", "報價日期", "115/11/20"], TODAY)
    assert n.as_of == "2026-11-20"


def test_the_award_date_is_the_prices_day_ahead_of_the_notice(tmp_path):
    # the publication day first, the award day after it, in a two-column block at the top
    rows = [
        ["公告日期", "115/11/30"],
        ["決標日期", "115/11/24"],
        [],
        ["項次", "品名", "決標單價（新臺幣元）"],
        [1, "NVIDIA L40S 48GB", 258_000],
    ]
    q = by_row(_run(tmp_path, "award.xlsx", rows))
    assert (q[5].device_id, q[5].quote_date, q[5].currency) == (L40S, "2026-11-24", "TWD")


# ---- a survey export: one respondent a row, one column per model


def test_a_survey_export_gives_each_answer_as_a_quote_with_its_respondents_own_terms(tmp_path):
    rows = [
        [
            "编号",
            "供应商名称",
            "提交时间",
            "价格是否含税",
            "请报单价（元）—NVIDIA L20 48GB",
            "请报单价（元）—GeForce RTX 4090 24GB",
            "报价有效期（天）",
        ],
        [101, "甲公司", "2026/11/27 10:02:11", "含税", 23_800, 18_900, 5],
        [102, "乙公司", "2026/11/28 16:45:40", "不含税", 21_600, "无", 10],
        [103, "丙公司", "2026/11/29 09:13:05", "含税", "面议", 19_200, 7],
    ]
    p = _run(tmp_path, "survey.xlsx", rows)
    got = sorted((q.source_row, q.cell, q.device_id, q.offered_by, q.tax) for q in p.rows)
    assert got == [
        (2, "E2", L20, "甲公司", "incl"),
        (2, "F2", RTX4090, "甲公司", "incl"),
        (3, "E3", L20, "乙公司", "excl"),
        (4, "E4", L20, "丙公司", "incl"),
        (4, "F4", RTX4090, "丙公司", "incl"),
    ]
    prices = {q.cell: q.price_min for q in p.rows if not q.price_on_request}
    assert prices == {"E2": 23_800, "F2": 18_900, "E3": 21_600, "F4": 19_200}
    assert [q.cell for q in p.rows if q.price_on_request] == ["E4"]  # '面议': on request; '无': no offer
    dated = {(q.source_row, q.quote_date, q.valid_until) for q in p.rows}
    assert dated == {(2, "2026-11-27", "2026-12-02"), (3, "2026-11-28", "2026-12-08"), (4, "2026-11-29", "2026-12-06")}
    assert all(q.currency == "CNY" for q in p.rows)


# ---- a pivot table pasted as values


def test_a_pivot_table_gives_one_offer_per_column_label_and_none_for_the_grand_total(tmp_path):
    rows = [
        ["GPU quotes, week 48 (pivot, pasted as values), USD"],
        [],
        ["Average of Unit Price", "Column Labels"],
        ["Row Labels", "Northwind", "Contoso", "Fabrikam", "Grand Total"],
        ["NVIDIA L40S 48GB", 7_950, None, 8_100, 8_025],
        ["GeForce RTX 4090 24GB", 1_890, 1_940, None, 1_915],
        ["(blank)"],
        ["Grand Total", 4_920, 1_940, 8_100, 4_987],
    ]
    p = _run(tmp_path, "pivot.xlsx", rows)
    got = sorted((q.source_row, q.cell, q.device_id, q.price_min, q.offered_by) for q in p.rows)
    assert got == [
        (5, "B5", L40S, 7_950, "Northwind"),
        (5, "D5", L40S, 8_100, "Fabrikam"),
        (6, "B6", RTX4090, 1_890, "Northwind"),
        (6, "C6", RTX4090, 1_940, "Contoso"),
    ]
    assert all(q.currency == "USD" for q in p.rows)
    assert 8 in reasons(p)  # the grand total row is said, never a quote


def test_a_date_cell_of_a_note_is_still_read_as_before():
    # a datetime cell after its label, unchanged by the label of text dates
    n = read_notes(["报价日期", dt.datetime(2026, 11, 30)], TODAY)
    assert n.as_of == "2026-11-30"


# ---- an amount written as a count of ten thousands and the rest in full


def test_a_count_of_ten_thousands_and_the_rest_in_full_is_read():
    from gpucompare.sheets.prices import parse_price

    got = {t: parse_price(t, default_currency="TWD").min for t in ("7萬2500", "31萬4000", "1萬2千", "8万5", "45萬")}
    assert got == {"7萬2500": 72_500, "31萬4000": 314_000, "1萬2千": 12_000, "8万5": 85_000, "45萬": 450_000}


def test_a_currency_set_apart_in_a_head_note_and_a_condition_columns_answers(tmp_path):
    # the money named alone after a wide space in the title, amounts in 萬, the condition answered '新' / '舊'
    rows = [
        ["電腦行 價目\u3000新臺幣"],
        ["品名", "價格", "新舊"],
        ["NVIDIA L40S 48GB", "25萬6000", "新"],
        ["GeForce RTX 4090 24GB", "4萬2800", "舊"],
    ]
    q = by_row(_run(tmp_path, "wan.xlsx", rows))
    assert [(q[r].device_id, q[r].price_min, q[r].currency, q[r].condition) for r in (3, 4)] == [
        (L40S, 256_000, "TWD", "new"),
        (RTX4090, 42_800, "TWD", "used"),
    ]


def test_a_condition_word_of_one_character_is_read_only_as_a_whole_answer():
    from gpucompare.sheets.importer.rows import _cell_condition, _condition

    assert _cell_condition("舊") == "used" and _cell_condition("sĭng (新)") == "new"
    assert _cell_condition("新款 RTX 5090") == "" and _condition("依旧 RTX 5090") == ""


# ---- a Big5 CSV without a currency


def test_a_big5_csv_is_decoded_and_its_place_decides_its_currency_as_weak_evidence(tmp_path):
    from gpucompare.sheets.encoding import guess_encoding
    from gpucompare.sheets.importer import analyse

    text = (
        "品名,售價,數量,出貨地\r\n"
        "NVIDIA L40S 48GB 伺服器用,259000,2,高雄市\r\n"
        "GeForce RTX 4090 24GB 公版,52900,1,高雄市\r\n"
        "NVIDIA RTX A6000 48GB 工作站,131000,1,高雄市\r\n"
    )
    raw = text.encode("cp950")
    assert guess_encoding(raw) == "cp950"
    assert (
        guess_encoding("品名,售价,数量,发货地\r\n英伟达 显卡 全新 含税,52900,1,深圳市\r\n".encode("gbk")) == "gb18030"
    )
    path = tmp_path / "listing.csv"
    path.write_bytes(raw)
    p = analyse(path, today=TODAY)
    q = by_row(p)
    assert [(q[r].device_id, q[r].price_min, q[r].currency) for r in (2, 3, 4)] == [
        (L40S, 259_000, "TWD"),
        (RTX4090, 52_900, "TWD"),
        ("nvidia-rtx-a6000", 131_000, "TWD"),
    ]
    assert all(q[r].needs_review for r in (2, 3, 4))  # weak evidence, said where the user looks
    assert any("高雄" in str(w) and "TWD" in str(w) for w in p.warnings)


# ---- ask the shops; a day of the month is never an amount


def test_ask_the_shops_is_on_request_and_a_last_updated_day_is_no_price(tmp_path):
    rows = [
        ["型號", "售價 (HK$)", "更新日期"],
        ["NVIDIA L40S 48GB", "請向商戶查詢", "11月27日"],
        ["GeForce RTX 4090 24GB", "$14,800", "11月30日"],
    ]
    q = by_row(_run(tmp_path, "ask.xlsx", rows))
    assert (q[2].device_id, q[2].price_on_request) == (L40S, True)
    assert (q[3].device_id, q[3].price_min, q[3].currency) == (RTX4090, 14_800, "HKD")
