"""The classes of decision blind corpus 58 (Chinese region) found, each tested on sheets written here (none is a
corpus file, none of its layouts):

- an order report's paid amount ('单价(元)' | '数量' | '优惠分摊(元)' | '实付金额(元)'): the price paid per device is the
  amount paid / the quantity, the unit price before the coupon its list price; the main-order rows total their
  sub-orders (subtotals), an order closed before payment is no purchase, the order's own time dates each line and the
  report's export range is no validity;
- a procurement result's deal price ('最高限价' | '成交单价' | '状态' 已成交): a concluded deal's price is the quote,
  never taken off sale by its status; a failed order ('流标') has no price, never the purchaser's ceiling;
- a livestream run sheet's everyday price ('日常价' | '直播间价'): a list price, never a rent by the day (its 日), the
  show's price the quote, valid for the show only ('仅限本场');
- Hani (hni.toml): 'yuan 17 600' a price in yuan, its new, old, ask, delivery and total words;
- a monthly rent of cards or whole machines ('元/卡/月', '月租金(元/台)'): the price kind "monthly", per device and
  month, end to end (the importer, the store, the quote book and the costing's rent, at its hourly equivalent over
  730 h a month, said on the price); a cloud instance's monthly plan stays a reserved rate per device-hour;
- a computing centre's price notice with a unit per row ('计价单位' | 元/卡/月, 元/P/月, 元/台/月): each row's unit
  decides its price per device-month, a price per PFLOPS-month times the card's own TFLOPS the sheet gives / 1000, a
  machine's rent over its cards; its period of application ('执行期') ends the prices' validity;
- a wholesale board with one price column per day written without its year ('12月8日(今日)' | '12月7日' | ...): the
  newest day is the quote wherever its column stands (here the leftmost), the older days history;
- a cloud workbook with its on-demand rates on one sheet and its subscription plans ('包月(元/月)' | '包年(元/年)') on
  the next: both read, each plan a rate reserved for its term per device-hour, the import named by the first sheet;
- a price-enforcement report's listing whose price cell says '已下架': off sale, never the brand's price beside it;
  a promotion's '下单再享9.8折' line a discount."""

import pytest

from gpucompare.core.offers import QuoteBook
from gpucompare.core.pricing import MONTHLY_RENT, cloud_price
from gpucompare.sheets.importer import analyse
from gpucompare.sheets.importer.model import PRICE_KINDS
from gpucompare.store import Workspace

from .conftest import TODAY
from .test_conventions import write

A6000 = "nvidia-rtx-a6000"
R4090 = "nvidia-rtx-4090"
H20 = "nvidia-h20-96gb"
L20 = "nvidia-l20-48gb"


def _run(tmp_path, name, rows, **kw):
    return analyse(write(tmp_path / name, rows, **kw), today=TODAY)


def test_an_order_reports_paid_amount_over_the_quantity_is_the_price(tmp_path):
    rows = [
        ["企业采购 订单明细"],
        ["导出范围：2026-10-01 至 2026-11-30    金额单位：元（含税）"],
        ["订单号", "子单号", "下单时间", "商品名称", "单价(元)", "数量", "优惠分摊(元)", "实付金额(元)", "订单状态"],
        ["A1001", "", "2026-10-15 10:00:00", "（主订单）", "", "", "", 96000, "交易成功"],
        ["A1001", "A1001-1", "2026-10-15 10:00:00", "NVIDIA RTX A6000 48GB", 33000, 3, 3000, 96000, "交易成功"],
        ["A1002", "A1002-1", "2026-11-02 09:30:00", "GeForce RTX 4090 24GB", 18000, 1, 0, 0, "交易关闭"],
        ["A1003", "A1003-1", "2026-11-20 16:00:00", "GeForce RTX 4090 24GB", 18500, 2, 400, 36600, "已发货"],
    ]
    p = _run(tmp_path, "orders.xlsx", rows)
    got = [(q.source_row, q.device_id, q.price_min, q.quote_date, q.valid_until) for q in p.rows]
    # 96,000 paid for 3 cards after a 3,000 coupon: 32,000 a card, never the 33,000 unit price
    assert got == [
        (5, A6000, 32000.0, "2026-10-15", None),
        (7, R4090, 18300.0, "2026-11-20", None),
    ]
    reasons = {r.source_row: str(r.reason) for r in p.rejected}
    assert "subtotal" in reasons[4]  # the main order totals its sub-orders
    assert "交易关闭" in reasons[6]  # closed before payment: no purchase


def test_a_deal_price_is_the_quote_and_a_failed_order_has_none(tmp_path):
    rows = [
        ["框架协议 第二阶段 成交结果"],
        ["说明：成交单价含税（增值税13%）；最高限价为采购人设定的限价，非供应商报价。"],
        ["序号", "商品名称", "数量", "最高限价(元)", "成交供应商", "成交单价(元)", "成交日期", "状态"],
        [1, "NVIDIA H20 96GB", 4, 125000, "甲公司", 118000, "2026-11-27", "已成交"],
        [2, "NVIDIA GeForce RTX 4090 24GB", 10, 19000, "", "", "", "流标（有效供应商不足3家）"],
        [3, "服务器（8卡 H20 96GB）", 1, 1000000, "乙公司", 960000, "2026-11-30", "已成交"],
    ]
    p = _run(tmp_path, "deals.xlsx", rows)
    got = [(q.source_row, q.device_id, q.price_min, q.quote_date) for q in p.rows]
    assert got == [(4, H20, 118000.0, "2026-11-27"), (6, H20, 120000.0, "2026-11-30")]
    (failed,) = [r for r in p.rejected if r.source_row == 5]
    assert "流标" in str(failed.reason)  # no deal: never the purchaser's 19,000 ceiling


def test_a_livestreams_everyday_price_is_the_list_and_the_shows_price_holds_that_day(tmp_path):
    rows = [
        ["12月9日 19:30 显卡专场 排品表（仅限本场直播）"],
        ["价格单位：元"],
        ["序号", "商品名称", "日常价", "直播间价", "库存"],
        [1, "GeForce RTX 4090 24GB", 17999, 16999, 10],
        [2, "NVIDIA RTX A6000 48GB", 33999, 31999, 3],
    ]
    p = _run(tmp_path, "show.xlsx", rows)
    got = [(q.device_id, q.price_kind, q.price_min, q.quote_date, q.valid_until) for q in p.rows]
    assert got == [
        (R4090, "purchase", 16999.0, "2026-12-09", "2026-12-09"),
        (A6000, "purchase", 31999.0, "2026-12-09", "2026-12-09"),
    ]


def test_a_hani_list_in_yuan(tmp_path):
    rows = [
        ["Diannao Diaol — Xeilka Jaqgei biaol"],
        ["2026 niaq 11 hha 20 nei · VAT 13% hanshui"],
        ["Sso", "Xeilhhaol", "Zeilsiq", "Aqmyuq", "Jaqgei"],
        [1, "NVIDIA GeForce RTX 4090 24GB", "xilssaq", 1, "yuan 17 100"],
        [2, "NVIDIA RTX A6000 48GB", "haoqssaq", 2, "yuan 21 500"],
        [3, "NVIDIA H20 96GB", "xilssaq", 1, "doqtaol"],
        [None, "Sonqhuo", None, None, "yuan 200"],
        [None, "Hoqji", None, None, "yuan 60 300"],
    ]
    p = _run(tmp_path, "hani.xlsx", rows)
    got = [(q.device_id, q.price_on_request, q.condition, q.tax) for q in p.rows]
    assert got == [(R4090, False, "new", "incl"), (A6000, False, "used", "incl"), (H20, True, "new", "incl")]
    assert [(q.price_min, q.currency) for q in p.rows[:2]] == [(17100.0, "CNY"), (21500.0, "CNY")]
    assert all(q.quote_date == "2026-11-20" for q in p.rows)
    reasons = {r.source_row: str(r.reason) for r in p.rejected}
    assert "shipping" in reasons[7] and "total" in reasons[8]


def test_a_monthly_rent_of_servers_is_its_own_kind_end_to_end(tmp_path):
    rows = [
        ["GPU服务器 按月租用 报价单"],
        ["报价日期：2026年11月25日    租金含13%增值税"],
        ["序号", "租赁物", "数量(台)", "月租金(元/台)"],
        [1, "GPU服务器 8×NVIDIA H20 96GB", 2, 48000],
        [2, "GPU服务器 8×NVIDIA L20 48GB", 1, 11200],
    ]
    p = _run(tmp_path, "rent.xlsx", rows)
    assert "monthly" in PRICE_KINDS
    got = [(q.device_id, q.price_kind, q.price_min, q.offer, q.lease_term_months, q.rent_period) for q in p.rows]
    # per device and month (the machine's rent / 8), never / 730 h, never a purchase
    assert got == [(H20, "monthly", 6000.0, "server", None, ""), (L20, "monthly", 1400.0, "server", None, "")]
    assert all(any("price kind monthly" in str(e) for e in q.evidence) for q in p.rows)
    with Workspace(tmp_path / "ws") as ws:
        ws.add_import(p)
        stored = ws.quotes_of_kind("monthly")
        assert sorted((q["device_id"], q["price_min"]) for q in stored) == [(H20, 6000.0), (L20, 1400.0)]
        book = QuoteBook.of(ws.quotes(), today="2026-11-30")
        assert {q["device_id"] for q in book.hourly} == {H20, L20}  # a rent the costing may use
        rent = cloud_price(L20, "CNY", ws.fx(), book.hourly)
        # the L20's rent per device-hour (no bundled cloud rate): this rent net of its 13 % VAT (1,238.94) over 730 h a
        # month, said on the price
        assert rent.mid == pytest.approx(1238.94 / 730) and MONTHLY_RENT in rent.marks


def test_a_clouds_monthly_plan_stays_a_reserved_rate(tmp_path):
    rows = [
        ["GPU云服务器 价格（含6%增值税）"],
        ["实例规格", "GPU", "GPU数", "按量（元/小时）", "包月（元/月）"],
        ["gn8.32xlarge", "NVIDIA H20 96GB", 8, 120.0, 58400.0],
    ]
    p = _run(tmp_path, "cloud.xlsx", rows)
    got = sorted((q.price_kind, round(q.price_min, 4)) for q in p.rows)
    assert got == [("hourly", 15.0), ("hourly_reserved", 10.0)]  # 58,400 / 8 / 730


def test_a_price_notice_with_a_unit_per_row_prices_each_card_by_the_month(tmp_path):
    rows = [
        ["智算中心 算力租赁 价格公示"],
        ["执行期：2027年1月1日—2027年6月30日    价格含6%增值税"],
        ["序号", "卡型", "单卡算力 FP16 (TFLOPS)", "计价单位", "公示价格"],
        [1, "NVIDIA H20 96GB", 148, "元/卡/月", 4500],
        [2, "NVIDIA L20 48GB", 119.5, "元/卡/月", 1800],
        [3, "昇腾 910B 64GB", 320, "元/P/月", 18000],
        [4, "8×NVIDIA H20 96GB（整机）", 148, "元/台/月", 34400],
        [5, "并行文件存储", "", "元/TB/月", 250],
    ]
    p = _run(tmp_path, "notice.xlsx", rows)
    got = [(q.source_row, q.device_id, q.price_kind, round(q.price_min, 2), q.offer) for q in p.rows]
    assert got == [
        (4, H20, "monthly", 4500.0, "card"),
        (5, L20, "monthly", 1800.0, "card"),
        (6, "huawei-ascend-910b", "monthly", 5760.0, "card"),  # 18,000 per PFLOPS x 0.32 PFLOPS
        (7, H20, "monthly", 4300.0, "server"),  # a machine's month / its 8 cards
    ]
    assert all(q.valid_until == "2027-06-30" for q in p.rows)
    assert 8 in {r.source_row for r in p.rejected}  # storage: a service, no card


def test_a_boards_newest_day_is_the_quote_though_it_is_the_leftmost_column(tmp_path):
    rows = [
        ["档口 显卡批发行情（不含税现金价）"],
        ["更新：2026-12-08 09:00"],
        ["型号", "12月8日(今日)", "12月7日", "12月6日", "涨跌"],
        ["RTX 4090 24G", "1.81w", "1.79w", "1.78w", "+200"],
        ["L20 48G", 26100, 26000, 26000, "+100"],
        ["A100 80G PCIe", "缺货", 72000, 72500, "—"],
    ]
    p = _run(tmp_path, "board.xlsx", rows)
    got = [(q.source_row, q.device_id, q.price_min, q.cell) for q in p.rows]
    assert got == [(4, R4090, 18100.0, "B4"), (5, L20, 26100.0, "B5")]  # never the older days to the right
    assert 6 in {r.source_row for r in p.rejected}  # out of stock today: no quote, whatever it cost yesterday


def test_a_clouds_on_demand_and_subscription_sheets_are_both_read(tmp_path):
    on_demand = [
        ["GPU实例 按量付费（价格含6%增值税）"],
        ["实例规格", "GPU", "GPU数", "单价(元/小时)"],
        ["g.h20.8", "NVIDIA H20 96GB", 8, 120.0],
        ["g.l20.1", "NVIDIA L20 48GB", 1, 7.3],
    ]
    plans = [
        ["GPU实例 包年包月（价格含6%增值税）"],
        ["实例规格", "GPU", "GPU数", "包月(元/月)", "包年(元/年)"],
        ["g.h20.8", "NVIDIA H20 96GB", 8, 58400.0, 613200.0],
        ["g.l20.1", "NVIDIA L20 48GB", 1, 3650.0, "不支持包年"],
    ]
    p = _run(tmp_path, "cloud.xlsx", on_demand, title="按量付费", more=[("包年包月", plans, "visible")])
    assert p.sheet == "按量付费"
    got = sorted(
        (q.sheet or p.sheet, q.device_id, q.price_kind, round(q.price_min, 4), q.lease_term_months) for q in p.rows
    )
    assert got == sorted(
        [
            ("按量付费", H20, "hourly", 15.0, None),
            ("按量付费", L20, "hourly", 7.3, None),
            ("包年包月", H20, "hourly_reserved", 8.75, 12.0),  # 613,200 / 8 / 8,760 h
            ("包年包月", H20, "hourly_reserved", 10.0, None),  # 58,400 / 8 / 730 h
            ("包年包月", L20, "hourly_reserved", 5.0, None),
        ]
    )


def test_a_listings_price_cell_taken_off_sale_has_no_price(tmp_path):
    rows = [
        ["渠道控价巡检"],
        ["平台", "店铺", "型号", "控价(元)", "实际售价(元)"],
        ["京东", "甲店", "GeForce RTX 4090 24GB", 17999, 17499],
        ["拼多多", "乙店", "GeForce RTX 4090 24GB", 17999, "已下架"],
        ["", "现场扫码加微信，下单再享9.8折", "", "", ""],
    ]
    p = _run(tmp_path, "listings.xlsx", rows)
    assert [(q.source_row, q.price_min) for q in p.rows] == [(3, 17499.0)]
    reasons = {r.source_row: str(r.reason) for r in p.rejected}
    assert "已下架" in reasons[4]


def test_a_channel_column_off_sale_leaves_the_other_channels_offer(tmp_path):
    rows = [
        ["格價紀錄（單位港幣 HK$）"],
        ["產品", "行貨價 (HK$)", "水貨價 (HK$)"],
        ["GeForce RTX 4090 24GB", "已停售", "$15,200"],
        ["GeForce RTX 5090 32GB", "$21,980", "$19,800"],
    ]
    p = _run(tmp_path, "channels.xlsx", rows)
    assert sorted((q.source_row, q.price_min) for q in p.rows) == [(3, 15200.0), (4, 19800.0), (4, 21980.0)]
