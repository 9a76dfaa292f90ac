"""The classes of decision blind corpus 28 (Chinese region) found, each tested on sheets written here (none is a
corpus file), in Chinese and another language at least:

- the approved price of a special-price request is the offer, never the price asked for ('申请价' | '批复价',
  'Requested price' | 'Approved price'); a price cell of words naming another price column ('驳回，按渠道价执行')
  takes that column's price, marked; the request's date ('申请日期') does not date the approved price;
- a status column's drafts ('草稿', 'Draft') and answers replaced by a later round ('已被新轮次替代') are no offers;
- two labelled charge columns ('校内收费（元）' | '校外收费（元）') are one quote
  each, and a note's sentence naming one label gives that column's tax ('Internal (EUR/GPU-hour)' | 'External …');
- a text cell of digits that is a date or a code ('20230221', an asset number) is never read as a price;
- amounts written out in numerals ('一万九千八', '一百零八万') are prices;
- a scan's look-alike letters: S for 5 in a figure ('1,7S'), 'PCle' for PCIe, and dates and rates beside Han
  characters ('2O26年12月O4日', '含税l3%');
- a price column naming no tax basis takes the basis of line totals that name one and are its price x quantity;
- an expense claim's line dates ('费用日期', 'Expense date') date its lines; a campaign's period ('活动时间',
  'Promotion period') dates its prices to its last day, a validity to a day of the week ('有效到下礼拜一', 'valid
  until next Monday') counts from the quote date;
- Shanghainese Wu, Xibe in its own script and Dungan in Cyrillic: each one lexicon file, no code."""

import datetime as dt

from gpucompare.sheets.importer import _valid_until, analyse
from gpucompare.sheets.importer.matching import ocr_model_text
from gpucompare.sheets.importer.notes import read_notes
from gpucompare.sheets.importer.rows import _code_or_date
from gpucompare.sheets.prices import parse_price, spelled_out

from .conftest import TODAY
from .test_conventions import by_row, reasons, write

L20 = "nvidia-l20-48gb"
RTX4090 = "nvidia-rtx-4090"
RTX5090 = "nvidia-rtx-5090"
A800P = "nvidia-a800-pcie-80gb"


def _run(tmp_path, name, rows, **kw):
    return analyse(write(tmp_path / name, rows, **kw), today=TODAY)


# ---- the approved price, never the requested one


def test_the_approved_price_beats_the_requested_and_channel_prices_zh(tmp_path):
    rows = [
        ["项目报备特价申请 批复回执"],
        ["申请日期：2026-11-20", "", "批复日期：2026-11-25"],
        ["说明：批复价为含税价（13%）"],
        ["产品型号", "报备数量", "渠道价（元）", "申请价（元）", "批复价（元）", "批复有效期至"],
        ["NVIDIA L20 48G", 32, 25800, 23000, 23800, "2026-12-20"],
        ["NVIDIA RTX 4090 24G", 16, 19800, 18000, 18600, "2026-12-20"],
        ["NVIDIA RTX 5090 32G", 10, 24000, 21000, "驳回，按渠道价执行", "—"],
    ]
    q = by_row(_run(tmp_path, "b.xlsx", rows))
    # the final decision, never the price asked for nor the standard channel price
    assert (q[5].device_id, q[5].price_min, q[5].currency) == (L20, 23_800, "CNY")
    assert q[6].price_min == 18_600
    # the approval's date dates the price, not the day it was asked for
    assert q[5].quote_date == "2026-11-25"
    # a rejected request: the cell names the channel price column, whose price stands, marked for review
    assert (q[7].device_id, q[7].price_min) == (RTX5090, 24_000)
    assert q[7].needs_review


def test_the_approved_price_beats_the_requested_one_en(tmp_path):
    rows = [
        ["Special pricing request: answer"],
        ["Request date: 2026-11-20", "", "Approval date: 2026-11-25"],
        ["Model", "Qty", "Requested price (EUR)", "Approved price (EUR)"],
        ["NVIDIA L20 48GB", 32, 3000, 3150],
        ["NVIDIA RTX 4090 24GB", 16, 1700, 1790],
    ]
    q = by_row(_run(tmp_path, "b.xlsx", rows))
    assert (q[4].device_id, q[4].price_min, q[4].currency) == (L20, 3_150, "EUR")
    assert (q[5].device_id, q[5].price_min) == (RTX4090, 1_790)
    assert q[4].quote_date == "2026-11-25"


def test_a_request_date_dates_nothing_where_an_approval_date_is_there():
    notes = read_notes(["申请日期：2026-11-20", "批复日期：2026-11-25"], TODAY)
    assert notes.as_of == "2026-11-25"
    notes = read_notes(["Request date: 2026-11-20", "Approval date: 2026-11-25"], TODAY)
    assert notes.as_of == "2026-11-25"


# ---- a status column's drafts and replaced rounds


def test_drafts_and_replaced_rounds_are_no_offers_zh(tmp_path):
    rows = [
        ["物料描述", "币种", "含税单价", "报价状态"],
        ["计算卡 L20 48G PCIe", "CNY", 25600, "已被新轮次替代"],
        ["计算卡 L20 48G PCIe", "CNY", 24900, "已提交"],
        ["显卡 RTX 4090 24G", "CNY", 19300, "草稿"],
        ["显卡 RTX 5090 32G", "CNY", 22600, "已提交"],
    ]
    p = _run(tmp_path, "s.xlsx", rows)
    q, why = by_row(p), reasons(p)
    assert set(q) == {3, 5}
    assert q[3].price_min == 24_900
    assert "withdrawn, superseded or rejected" in why[2]
    assert "draft" in why[4]


def test_a_draft_is_no_offer_en(tmp_path):
    rows = [
        ["Item", "Currency", "Unit price", "Quote status"],
        ["NVIDIA L20 48GB", "USD", 3450, "Submitted"],
        ["NVIDIA RTX 4090 24GB", "USD", 2100, "Draft"],
    ]
    p = _run(tmp_path, "s.xlsx", rows)
    assert set(by_row(p)) == {2}
    assert "draft" in reasons(p)[3]


# ---- two labelled charge columns, each with its own tax


def test_two_labelled_charge_columns_each_with_their_own_tax_zh(tmp_path):
    rows = [
        ["大型仪器设备开放共享收费标准"],
        ["校内收费为校内课题组内部结算（经费卡转账，不涉及税费）；校外收费含6%增值税，可开具增值税专用发票。"],
        ["序号", "设备名称", "资产编号", "配置", "计费单位", "校内收费（元）", "校外收费（元）"],
        [1, "GPU计算节点", "20240312", "8×A100 80G SXM4 / 1TB", "元/节点·小时", 36, 64],
        [2, "GPU单卡容器", "20250930", "L20 48G（整卡直通）", "元/卡·小时", 3, 5],
        [3, "GPU计算节点C区", "20230221", "8×A800 80G SXM4 / 1TB", "元/节点·小时", 32, "暂停对外开放"],
    ]
    p = _run(tmp_path, "f.xlsx", rows)
    got = sorted((q.source_row, q.price_min, q.tax, q.tax_rate) for q in p.rows)
    # per device-hour: a node's rate / 8; the internal charge without tax, the external one with 6 % VAT
    assert got == [
        (4, 4.5, "", None),
        (4, 8.0, "incl", 0.06),
        (5, 3.0, "", None),
        (5, 5.0, "incl", 0.06),
        (6, 4.0, "", None),
    ]
    # the asset number is no price, even where a charge is closed
    assert all(q.price_min < 100 for q in p.rows)


def test_two_labelled_charge_columns_each_with_their_own_tax_en(tmp_path):
    rows = [
        ["Shared GPU facility: charges"],
        ["Internal users: no VAT applicable. External rates include 20% VAT."],
        ["Resource", "Unit", "Internal (EUR/GPU-hour)", "External (EUR/GPU-hour)"],
        ["NVIDIA L20 48GB", "per GPU-hour", 1.5, 2.4],
        ["NVIDIA RTX 4090 24GB", "per GPU-hour", 0.8, 1.2],
    ]
    p = _run(tmp_path, "f.xlsx", rows)
    got = sorted((q.source_row, q.price_min, q.tax) for q in p.rows)
    assert got == [(4, 1.5, ""), (4, 2.4, "incl"), (5, 0.8, ""), (5, 1.2, "incl")]


def test_a_date_or_a_code_of_digits_is_no_price():
    assert _code_or_date("20230221") and _code_or_date("26112000000183340521")
    assert not _code_or_date("20231399")  # no day of a calendar: eight digits may be a price
    assert not _code_or_date("25800") and not _code_or_date("2023-02-21") and not _code_or_date(25800)


# ---- amounts written out, a scan's letters


def test_a_price_written_out_in_numerals():
    assert spelled_out("一万九千八") == "19800"
    assert spelled_out("十二万八") == "128000"
    assert spelled_out("一百零八万") == "1080000"
    assert spelled_out("两万两千二元") == "22200元"
    assert spelled_out("八卡") == "八卡" and spelled_out("问问看") == "问问看" and spelled_out("12000") == "12000"
    got = parse_price("一万九千八", column_currency="CNY")
    assert (got.min, got.currency) == (19_800, "CNY")


def test_a_scans_letters_in_figures_models_and_notes():
    got = parse_price("1,7S", column_currency="CNY", column_scale=1e4)
    assert got.min == 17_500 and got.note is not None  # read, and said
    assert parse_price("2,l8", column_currency="CNY", column_scale=1e4).min == 21_800
    assert parse_price("S", column_currency="CNY").min != parse_price("S", column_currency="CNY").min  # no figure
    assert ocr_model_text("A8OO 8OG PCle") == "A800 80G PCIe"
    assert ocr_model_text("NVIDIA L4 PCIe") == "NVIDIA L4 PCIe"
    notes = read_notes(["日期：2O26年12月O4日", "以上价格含税l3%，含运费"], TODAY)
    assert (notes.as_of, notes.tax, notes.tax_rate) == ("2026-12-04", "incl", 0.13)
    assert read_notes(["ад ЗO.ll.2O26 г."], TODAY).as_of == "2026-11-30"


def test_a_scanned_quote_reads_through_its_letters(tmp_path):
    rows = [
        ["报 价 单"],
        ["日期：2O26年12月O1日"],
        ["序号", "型号规格", "数量", "单价(万元)", "金额(万元)"],
        ["1", "L2O 48G", "8", "2,45", "l9,6"],
        ["2", "A8OO 8OG PCle", "2", "6.8O", "l3.6"],
        ["3", "RTX 4O9O 24G", "4", "1,7S", "7,O"],
    ]
    q = by_row(_run(tmp_path, "o.xlsx", rows))
    assert (q[4].device_id, q[4].price_min, q[4].currency) == (L20, 24_500, "CNY")
    assert (q[5].device_id, q[5].price_min) == (A800P, 68_000)
    assert (q[6].device_id, q[6].price_min) == (RTX4090, 17_500)
    assert all(x.needs_review for x in q.values())  # a scan's reading is never sure


# ---- the totals' tax basis, an expense claim's line dates, a campaign's period


def test_a_price_takes_the_basis_of_its_line_totals_zh(tmp_path):
    rows = [
        ["费用报销单"],
        ["报销日期：2026-12-01"],
        ["序号", "费用日期", "规格型号", "数量", "单价（元）", "发票金额（元，价税合计）"],
        [1, "2026-11-18", "RTX 4090 24G", 2, 19999, 39998],
        [2, "2026-11-25", "L20 48G", 2, 24800, 49600],
    ]
    q = by_row(_run(tmp_path, "e.xlsx", rows))
    assert (q[4].device_id, q[4].price_min, q[4].tax, q[4].quote_date) == (RTX4090, 19_999, "incl", "2026-11-18")
    assert (q[5].tax, q[5].quote_date) == ("incl", "2026-11-25")


def test_a_price_takes_the_basis_of_its_line_totals_en(tmp_path):
    rows = [
        ["Expense claim"],
        ["Expense date", "Model", "Qty", "Unit price (EUR)", "Amount (EUR, excl. VAT)"],
        ["2026-11-18", "RTX 4090 24GB", 2, 1800, 3600],
        ["2026-11-25", "L20 48GB", 3, 3100, 9300],
    ]
    q = by_row(_run(tmp_path, "e.xlsx", rows))
    assert (q[3].price_min, q[3].tax, q[3].quote_date) == (1_800, "excl", "2026-11-18")
    assert (q[4].tax, q[4].quote_date) == ("excl", "2026-11-25")


def test_totals_that_are_not_the_price_times_the_quantity_say_nothing(tmp_path):
    rows = [
        ["Model", "Qty", "Unit price (EUR)", "Amount (EUR, incl. VAT)"],
        ["RTX 4090 24GB", 2, 1800, 4320],
        ["L20 48GB", 3, 3100, 11160],
    ]
    q = by_row(_run(tmp_path, "e.xlsx", rows))
    assert q[2].price_min == 1_800 and q[2].tax != "incl"


def test_a_campaigns_period_dates_its_prices():
    for text in ("活动时间：2026年12月6日 09:00 — 2026年12月8日 24:00", "Promotion period: 6 Dec 2026 - 8 Dec 2026"):
        notes = read_notes([text], dt.date(2026, 12, 6))
        assert notes.valid_until == "2026-12-08", text


# ---- languages as lexicon files


def test_shanghainese_wu(tmp_path):
    rows = [
        ["徐家汇 显卡价钿表"],
        ["价钿全部含税个（13个点）"],
        ["物事", "型号", "新旧", "价钿（块洋钿）", "几化货色"],
        ["显卡", "RTX 4090 24G", "全新", "一万九千八", 10],
        ["显卡", "RTX 4090 24G", "旧货（拆机）", "一万五千五", 4],
        ["计算卡", "L20 48G", "全新", 24600, 8],
        ["显卡", "RTX 5090 32G", "全新", "问问看", "勿多"],
    ]
    q = by_row(_run(tmp_path, "w.xlsx", rows))
    assert (q[4].device_id, q[4].price_min, q[4].currency, q[4].condition) == (RTX4090, 19_800, "CNY", "new")
    assert (q[5].price_min, q[5].condition) == (15_500, "used")
    assert (q[6].device_id, q[6].price_min) == (L20, 24_600)
    assert q[7].price_on_request


def test_xibe_in_its_own_script(tmp_path):
    rows = [
        ["ᠴᠠᠪᠴᠠᠯ ᠰᡞᠪᡝ · ᡥᡡᡩᠠᡞ ᠠᡫᠠᡥᠠ"],
        ["ᡥᡡᡩᠠ: ᡨᡠᠮᡝᠨ ᠶᡠᠸᠠᠨ · ᡧᡠᡞ 13% ᡩᠣᠰᡞᠮᠪᡠᡥᠠ"],
        ["ᡞᠯᡥᡞ", "ᡩᡠᡵᡠᠨ", "ᡞᠴᡝ ᡫᡝ", "ᡨᠣᠨ", "ᡝᠮᡠ ᡥᡡᡩᠠ (ᡨᡠᠮᡝᠨ ᠶᡠᠸᠠᠨ)", "ᡠᡥᡝᡵᡞ"],
        [1, "RTX 4090 24G", "ᡞᠴᡝ", 4, 1.96, 7.84],
        [2, "RTX 4090 24G", "ᡫᡝ", 2, 1.58, 3.16],
        [3, "L20 48G", "ᡞᠴᡝ", 1, "ᡫᠣᠨᡪᡞ", "—"],
        ["", "ᡪᡠᠸᡝᡵᡝ ᡥᡡᡩᠠ", "", "", 0.05, 0.05],
        ["", "ᡠᡥᡝᡵᡞ", "", "", "", 11.05],
    ]
    p = _run(tmp_path, "x.xlsx", rows)
    q, why = by_row(p), reasons(p)
    # ten thousands of yuan: 1.96 is 19,600 CNY
    assert (q[4].device_id, q[4].price_min, q[4].currency, q[4].condition) == (RTX4090, 19_600, "CNY", "new")
    assert (q[5].price_min, q[5].condition) == (15_800, "used")
    assert q[6].price_on_request
    assert "shipping" in why[7] and "total" in why[8]


def test_dungan_in_cyrillic(tmp_path):
    rows = [
        ["Җямў дан"],
        ["2026 нян 12 йүэ 1 хо. Җячян хан НДС 12%."],
        ["№", "Щинхо", "Щин-җю", "Шумў", "Данҗя (сом)", "Зунгун (сом)"],
        [1, "RTX 4090 24G", "щинди", 6, "218 000 сом", "1 308 000 сом"],
        [2, "RTX 4090 24G", "җюди", 2, "176 500 сом", "353 000 сом"],
        ["", "Зунгун", "", "", "", "1 661 000 сом"],
    ]
    p = _run(tmp_path, "d.xlsx", rows)
    q, why = by_row(p), reasons(p)
    assert (q[4].price_min, q[4].currency, q[4].tax, q[4].condition) == (218_000, "KGS", "incl", "new")
    assert q[5].condition == "used"
    assert q[4].quote_date == "2026-12-01"
    assert "total" in why[6]


def test_a_validity_to_a_day_of_the_week():
    # quoted on a Saturday: 'next Monday' is the Monday after it, a bare 'Friday' the next Friday
    for text in ("2026年12月5号（礼拜六）报个价，有效到下礼拜一。", "Quoted 2026-12-05. Valid until next Monday."):
        assert _valid_until(read_notes([text], TODAY), "2026-12-05") == "2026-12-07", text
    for text in ("报价日期 2026-12-05，有效到礼拜五", "Quote date 2026-12-05, valid until Friday"):
        assert _valid_until(read_notes([text], TODAY), "2026-12-05") == "2026-12-11", text
    # the days of a week something is done on are no validity
    for text in ("报价有效，周一至周五发货", "Quote valid; deliveries Monday to Friday"):
        assert read_notes([text], TODAY).valid_weekday is None, text
    # a date written after the validity word is the validity; the day of the week beside it says nothing more
    assert read_notes(["报价有效期至2026年12月10日（星期四）"], TODAY).valid_until == "2026-12-10"
