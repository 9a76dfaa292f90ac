"""The Chinese causes blind corpora 16 and 17 found, each a mechanism tested on a sheet written here (none is a corpus
file): a second-hand shop's export whose status column says a listing is sold or taken off sale, and parts sold
without the card."""

from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .test_conventions import write


def _listings(tmp_path):
    # a shop's export: '成色' holds the condition, '状态' (which also names a condition) says whether it is on sale
    return write(
        tmp_path / "listings.xlsx",
        [
            ["编号", "标题", "成色", "售价", "状态"],
            ["A1", "RTX 4090 24G 公版 自用", "95新", "¥15,800", "在售"],
            ["A2", "4090 24G 微星 超龙", "9成新", "¥16,200", "已售出"],
            ["A3", "L20 48G 拆机 推理卡", "95新", "¥21,500", "已下架"],
            ["A4", "4090 原装包装盒+说明书+挡板（不含显卡）", "99新", "¥88", "在售"],
            ["A5", "A100 80G PCIe 服务器拆机", "9成新", "¥118,000", "在售"],
        ],
    )


def test_a_sold_or_delisted_listing_is_no_offer_and_says_why(tmp_path):
    p = analyse(_listings(tmp_path), today=TODAY)
    assert [(q.source_row, q.device_id, q.price_min) for q in p.rows] == [
        (2, "nvidia-rtx-4090", 15_800),
        (6, "nvidia-a100-pcie-80gb", 118_000),
    ]
    why = {j.source_row: str(j.reason) for j in p.rejected}
    assert "已售出" in why[3] and "off sale" in why[3]
    assert "已下架" in why[4]


def test_parts_without_the_card_are_no_quote(tmp_path):
    p = analyse(_listings(tmp_path), today=TODAY)
    why = {j.source_row: str(j.reason) for j in p.rejected}
    # a box, manual and bracket sold 'without the card' hold no accelerator: never an RTX 4090 at 88 yuan
    assert 5 in why and "without accelerators" in why[5]
    assert all(q.price_min > 1000 for q in p.rows)


def _appliances(tmp_path):
    # a quote in 万元 whose model column is the configuration ('8卡 H20 141G 一体机'), a service line after the
    # machines, and a configuration line under each
    return write(
        tmp_path / "appliances.xlsx",
        [
            ["报价单位：万元（含13%增值税）"],
            ["序号", "产品名称", "数量", "单价（万元）", "总价（万元）", "备注"],
            [1, "推理一体机（8卡 H20 141G 一体机，预装推理平台）", 2, 128, 256, "现货"],
            ["", "CPU：2×Intel Xeon 8558 48核", "", "", "", ""],
            [2, "AI 开发工作站（4卡 RTX PRO 6000 Blackwell 96G）", 2, 36.8, 73.6, "2周"],
            [3, "部署实施及三年原厂维保", 1, 18, 18, "上架、组网、模型部署调优"],
        ],
    )


def test_a_count_of_cards_names_a_machine_not_a_card(tmp_path):
    p = analyse(_appliances(tmp_path), today=TODAY)
    # 128 万元 / 8 cards = 160,000 per card; 36.8 万元 / 4 = 92,000: each a server's price divided by its cards
    assert [(q.source_row, q.price_min, q.units_per_item, q.offer) for q in p.rows] == [
        (3, 160_000, 8, "server"),
        (5, 92_000, 4, "server"),
    ]


def test_a_line_charging_for_installation_and_warranty_says_both(tmp_path):
    p = analyse(_appliances(tmp_path), today=TODAY)
    why = {j.source_row: str(j.reason) for j in p.rejected}
    assert "installation" in why[6] and "warranty" in why[6]


def test_supply_suspended_is_no_price_and_a_clearance_fee_is_delivery(tmp_path):
    f = write(
        tmp_path / "agreement.xlsx",
        [
            ["序号", "型号", "市场价（元）", "协议价（元）"],
            [1, "NVIDIA RTX A6000 48G", 39_800, 37_810],
            [2, "NVIDIA L40S 48G", "—", "暂停供货"],
            [3, "深圳交貨 過關費（如需要）", "", 800],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.device_id, q.price_min) for q in p.rows] == [("nvidia-rtx-a6000", 37_810)]
    why = {j.source_row: str(j.reason) for j in p.rejected}
    assert "not available" in why[3]
    assert "shipping or delivery" in why[4]


def test_day_and_month_node_prices_beside_on_demand_rates_are_committed(tmp_path):
    # a rental sheet: per-card rates on demand (按量, by the hour) in one table, then 8-card nodes by the day and by
    # the month in a second table
    f = write(
        tmp_path / "rental.xlsx",
        [
            ["型号", "显存", "按量（元/卡时）", "包月（元/卡/月）"],
            ["H20", "96G", 7.2, 4600],
            ["A100 SXM", "80G", 6.5, 4200],
            [],
            ["节点配置", "GPU数", "按天（元/节点/天）", "包月（元/节点/月）"],
            ["8×H100 SXM 80G，2×8480+，2T", 8, 3072, 78000],
            ["8×H20 96G，2×8468，2T", 8, 1296, 33600],
        ],
    )
    p = analyse(f, today=TODAY)
    nodes = [
        (q.source_row, q.price_kind, round(q.price_min, 4), q.lease_term_months) for q in p.rows if q.source_row > 4
    ]
    # 3072 / 8 / 24 = 16.0 a device-hour for a day's rent; 78000 / 8 / 730 = 13.3562 for a month's
    assert nodes == [
        (6, "hourly_reserved", 16.0, None),
        (6, "hourly_reserved", 13.3562, 1),
        (7, "hourly_reserved", 6.75, None),
        (7, "hourly_reserved", 5.7534, 1),
    ]
    # the per-card table is unchanged: 按量 on demand, 包月 committed for a month
    assert [(q.price_kind, round(q.price_min, 4)) for q in p.rows if q.source_row == 2] == [
        ("hourly", 7.2),
        ("hourly_reserved", round(4600 / 730, 4)),
    ]


def test_a_day_rental_list_alone_stays_on_demand(tmp_path):
    # no on-demand hourly rate anywhere in the sheet: the day's price is the rate, read per hour, as before
    f = write(
        tmp_path / "daily.xlsx",
        [
            ["节点配置", "GPU数", "按天（元/节点/天）", "包月（元/节点/月）"],
            ["8×H100 SXM 80G，2×8480+，2T", 8, 3072, 78000],
            ["8×H20 96G，2×8468，2T", 8, 1296, 33600],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.price_kind, round(q.price_min, 4)) for q in p.rows] == [("hourly", 16.0), ("hourly", 6.75)]


def test_one_price_cell_quoting_a_card_and_a_server_gives_two_quotes(tmp_path):
    # a form export: prices typed as text, one cell with two offers, a tax column left '—' where not answered
    f = write(
        tmp_path / "form.xlsx",
        [
            ["提交人", "供应商名称", "产品型号", "报价", "是否含税", "可供数量"],
            ["张伟", "甲", "H100 SXM 80G", "约23.5万/张", "含税", 16],
            ["王强", "乙", "H20 96G", "单卡10.8万，8卡整机98万", "含税", 32],
            ["陈晨", "丙", "昇腾 910B", "面议", "—", 64],
            ["孙悦", "甲", "A100 80G PCIe", "13.2万/张 二手", "含税", 8],
            ["吴昊", "丁", "RTX PRO 6000 96G", "7.3W 含票", None, 10],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.source_row, q.price_min, q.units_per_item, q.condition) for q in p.rows if not q.price_on_request]
    # 98万 for a server of 8 = 122,500 a card; '13.2万/张 二手' is a used card; '7.3W 含票' 73,000 with VAT
    assert got == [
        (2, 235_000, 1, ""),
        (3, 108_000, 1, ""),
        (3, 122_500, 8, ""),
        (5, 132_000, 1, "used"),
        (6, 73_000, 1, ""),
    ]
    assert [q.offer for q in p.rows if q.source_row == 3][1] == "server"
    assert p.rows[3].price_on_request and p.rows[-1].tax == "incl"
    assert all(q.cell.startswith("D") for q in p.rows)  # the price column, never the '是否含税' answers


def test_a_fan_for_a_card_priced_as_a_part_is_not_the_card(tmp_path):
    f = write(
        tmp_path / "shop.xlsx",
        [
            ["商品标题", "规格", "单位", "单价(元)"],
            ["全新 RTX4090 24G 公版涡轮 双宽 显卡", "RTX 4090 24G 涡轮", "张", 19_800],
            ["4090/5090 涡轮显卡 替换风扇 原装拆机 静音", "涡轮风扇", "个", 38],
            # a card with twin fans is priced as a card: still the card
            ["RTX 4090 24G 双风扇 显卡", "RTX 4090", "张", 17_500],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.source_row, q.price_min) for q in p.rows] == [(2, 19_800), (4, 17_500)]
    why = {j.source_row: str(j.reason) for j in p.rejected}
    assert "part or accessory" in why[3]


def test_a_note_leaving_out_customs_duty_says_nothing_of_vat(tmp_path):
    # Hong Kong has no VAT: '不含運費及內地關稅' leaves out shipping and the mainland's customs duty, not a VAT
    rows = [
        ["報價單"],
        ["項目", "描述", "數量", "單價 (HK$)"],
        [1, "NVIDIA GeForce RTX 5090 32GB", 4, 21_500],
        [2, "NVIDIA H100 NVL 94GB PCIe", 2, 228_000],
        [],
        ["備註：1. 以上價格以港幣計算，不含運費及內地關稅；"],
    ]
    p = analyse(write(tmp_path / "hk.xlsx", rows), today=TODAY)
    assert [(q.price_min, q.currency, q.tax) for q in p.rows] == [(21_500, "HKD", ""), (228_000, "HKD", "")]
    # a note leaving out the VAT still says so
    rows[-1] = ["备注：以上价格不含税，不含运费"]
    p = analyse(write(tmp_path / "cn.xlsx", rows), today=TODAY)
    assert {q.tax for q in p.rows} == {"excl"}


def test_an_email_pasted_in_one_column_reads_each_line_price(tmp_path):
    rows = [
        ["发件人：李明"],
        ["王总您好，今日报价如下（均含13%增值税专票）："],
        ["1、H100 SXM5 80G 单卡：24.6万/张，现货4张"],
        ["2、RTX 4090 24G 公版涡轮：19,300元/张，现货20+"],
        ["3、A100 80G SXM：已无现货，暂不报价"],
        ["4、H200 141G 8卡整机：价格电话沟通"],
        ["以上报价有效期3天。"],
    ]
    p = analyse(write(tmp_path / "mail.xlsx", [[r[0]] for r in rows]), today=TODAY)
    got = [(q.source_row, None if q.price_on_request else q.price_min, q.units_per_item) for q in p.rows]
    # '19,300元/张，现货20+': the stock's digits are another clause, the price is 19,300; the telephone is on request
    assert got == [(3, 246_000, 1), (4, 19_300, 1), (6, None, 8)]
    why = {j.source_row: str(j.reason) for j in p.rejected}
    assert "not available" in why[5]


def test_a_card_for_servers_or_pulled_from_one_is_no_server(tmp_path):
    f = write(
        tmp_path / "cards.xlsx",
        [
            ["商品标题", "单位", "单价(元)"],
            ["全新 RTX4090 24G 公版涡轮 双宽 服务器深度学习显卡 AI训练", "张", 19_800],
            ["全新 RTX5090 32G 涡轮版 AI服务器显卡 现货", "张", 26_500],
            ["3090 24G 涡轮 服务器拆机卡 AI训练 可多张", "张", 5_300],
            ["A100 80G PCIe 服务器拆机 二手", "张", 118_000],
            # a server holding cards stays a server: its count of cards comes between
            ["GPU服务器 含8张 L40S 显卡", "台", 480_000],
        ],
    )
    p = analyse(f, today=TODAY)
    # a server word before a card noun in one phrase says where the card goes ('服务器显卡': a card for servers)
    assert [q.offer for q in p.rows[:3]] == ["card", "card", "card"]
    assert p.rows[3].offer != "server"  # a card pulled from a server ('服务器拆机')
    assert (p.rows[4].offer, p.rows[4].units_per_item, p.rows[4].price_min) == ("server", 8, 60_000)
