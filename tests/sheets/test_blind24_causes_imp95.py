"""The classes of decision blind corpus 24 (Chinese) found, each tested on sheets written here (none is a corpus file),
in Chinese and another language at least:

- which of two unit prices is the offer where the lines' tax rates differ: the one the vendor's own line totals are
  made of ('含税单价' x '数量' = '含税金额'; 'Price incl. VAT' x 'Qty' = 'Amount incl. VAT'); the net one where the
  totals are net; a hidden cost column is never the offer;
- a row's own unit cell beats the column's scale: '元/卡·时' under '单价（万元）', 'EUR/GPU-hour' under 'Unit price
  (EUR thousand)' is read as written, the other rows in the column's scale;
- a header cell of two lines in two scripts (a bilingual list: 'ᠨᠢᠭᠡᠴᠡ' over '单位', 'Danhvih' over '单位'): each line
  is a whole header of its own language;
- a header written once over two columns (a PDF converted to Excel: '产品名称 / 规格' over the model and an empty
  header): the headerless column's text is the model's configuration ('8卡GPU服务器' divides the server's price);
- a price column naming no currency beside amount columns that all name one ('原价（元）', 'Amount (EUR)'): that
  currency, said in a note; never from a reference column;
- a cloud line committed for a term (a billing cell '预留实例券（1年 全预付）', '1-yr reserved'; a name with '包年' and
  '1年预付' beside it) is a reserved rate for that term, not a price per year;
- an item cell naming a service (维保续保, 延保, 'Warranty extension') beside a description naming a card is a service
  line, never a quote for the card;
- a reply typed as prose: a title and a greeting that only mention the inquiry ('询价回复', '感谢询价') are notes whose
  tax and date are read; '价格到时再报' / 'price to follow' is a price on request;
- '待报价' / 'no quote' in the supplier's price cell: not offered (yet), and no price is looked for in its other cells;
- Zhuang lists: 'fanh' is 万 ('108.8 fanh' is 1,088,000 元), a new language as one lexicon file;
- an instance type's CPU:GPU code ('gn7i-c8g1') is no memory size."""

from gpucompare.core.catalog import bundled_catalog
from gpucompare.sheets.header import match_header_cell
from gpucompare.sheets.importer import analyse
from gpucompare.sheets.importer.matching import Matcher
from gpucompare.sheets.prices import parse_price

from .conftest import TODAY
from .test_conventions import by_row, reasons, write

H100 = "nvidia-h100-sxm5-80gb"
H20 = "nvidia-h20-96gb"
L20 = "nvidia-l20-48gb"
RTX4090 = "nvidia-rtx-4090"


def _run(tmp_path, name, rows, **kw):
    return analyse(write(tmp_path / name, rows, **kw), today=TODAY)


# ---- the inclusive price where the line totals are made of it


def test_line_totals_of_the_inclusive_price_keep_it_the_offer_zh(tmp_path):
    rows = [
        ["杭州某科技有限公司 报价单"],
        ["报价日期：2026-12-01"],
        ["序号", "产品型号", "数量", "未税单价（元）", "税率", "含税单价（元）", "含税金额（元）", "成本价"],
        [1, "H20 96GB 8卡服务器", 2, 920000, 0.13, 1039600, 2079200, 850000],
        [2, "L20 48GB PCIe", 8, 24500, 0.13, 27685, 221480, 22800],
        [3, "集群部署服务", 1, 20000, 0.06, 21200, 21200, None],
    ]
    p = _run(tmp_path, "q.xlsx", rows, hidden_cols=("H",))
    q = by_row(p)
    # 1,039,600 / 8 and 27,685: what the totals charge, VAT included (the net 920,000 / 8 would be 115,000)
    assert (q[4].device_id, round(q[4].price_min)) == (H20, 129_950)
    assert (q[5].device_id, q[5].price_min, q[5].tax) == (L20, 27_685, "incl")
    assert any("line totals" in str(c) for c in p.conventions)


def test_line_totals_of_the_net_price_make_the_net_price_the_offer_en(tmp_path):
    rows = [
        ["Acme GPU Ltd quotation"],
        ["Date: 2026-12-01"],
        [
            "No",
            "Model",
            "Qty",
            "Unit price excl. VAT (EUR)",
            "VAT rate",
            "Unit price incl. VAT (EUR)",
            "Net amount (EUR)",
        ],
        [1, "L20 48GB PCIe", 8, 2450, 0.20, 2940, 19600],
        [2, "RTX 4090 24GB", 2, 1740, 0.20, 2088, 3480],
        [3, "Installation service", 1, 500, 0.10, 550, 500],
    ]
    q = by_row(_run(tmp_path, "q.xlsx", rows))
    # the totals are net (and the rates differ by line): the price before VAT is what is compared
    assert (q[4].device_id, q[4].price_min) == (L20, 2450)
    assert (q[5].device_id, q[5].price_min) == (RTX4090, 1740)


def test_inclusive_totals_keep_the_inclusive_price_en(tmp_path):
    rows = [
        ["Acme GPU Ltd quotation"],
        ["Date: 2026-12-01"],
        ["No", "Model", "Qty", "Unit price excl. VAT (EUR)", "VAT rate", "Unit price incl. VAT (EUR)", "Amount (EUR)"],
        [1, "L20 48GB PCIe", 8, 2450, 0.20, 2940, 23520],
        [2, "RTX 4090 24GB", 2, 1740, 0.20, 2088, 4176],
        [3, "Installation service", 1, 500, 0.10, 550, 550],
    ]
    q = by_row(_run(tmp_path, "q.xlsx", rows))
    assert (q[4].device_id, q[4].price_min, q[4].tax) == (L20, 2940, "incl")
    assert (q[5].device_id, q[5].price_min) == (RTX4090, 2088)


# ---- a row's own unit beats the column's scale


def test_a_rows_unit_cell_beats_the_columns_wan_zh(tmp_path):
    rows = [
        ["呼和浩特某科技有限公司 价格表 2026年12月3日"],
        ["单位：万元（含13%增值税）"],
        ["序号", "品名", "型号", "单位", "单价（万元）", "备注"],
        [1, "服务器", "H20 96GB × 8（HGX）", "台", 105.6, ""],
        [2, "显卡", "RTX 4090 24GB", "张", 1.96, ""],
        [3, "算力租赁", "H100 SXM 80GB（机房）", "元/卡·时", 16.5, "按量计费"],
    ]
    q = by_row(_run(tmp_path, "q.xlsx", rows))
    assert (q[4].device_id, q[4].price_min, q[4].price_kind) == (H20, 132_000, "purchase")
    assert (q[5].device_id, q[5].price_min) == (RTX4090, 19_600)
    assert (q[6].device_id, q[6].price_min, q[6].price_kind) == (H100, 16.5, "hourly")


def test_a_rows_unit_cell_beats_the_columns_thousands_en(tmp_path):
    rows = [
        ["Acme GPU Ltd price list 2026-12-03"],
        ["No", "Item", "Model", "Unit", "Unit price (EUR thousand)", "Notes"],
        [1, "Card", "RTX 4090 24GB", "card", 1.96, ""],
        [2, "GPU rental", "H100 SXM 80GB", "EUR/GPU-hour", 2.5, "rental"],
    ]
    q = by_row(_run(tmp_path, "q.xlsx", rows))
    assert (q[3].device_id, q[3].price_min) == (RTX4090, 1960)
    assert (q[4].device_id, q[4].price_min, q[4].price_kind) == (H100, 2.5, "hourly")


# ---- bilingual header cells: each line a whole header


def test_each_line_of_a_two_script_header_is_a_whole_header():
    assert match_header_cell("ᠨᠢᠭᠡᠴᠡ\n单位").field == "period"
    assert match_header_cell("Danhvih\n单位").field == "period"
    assert match_header_cell("단위\n单位").field == "period"
    # one script, several lines: the words read together as before ('Unit' alone is no header of the price)
    assert match_header_cell("Unit\nPrice").field == "price"


# ---- a header written once over two columns


def test_a_headerless_column_beside_the_model_is_its_configuration_zh(tmp_path):
    rows = [
        ["上海某信息系统有限公司 报价单"],
        ["报价日期：2026年12月1日"],
        ["序号", "产品名称 / 规格", None, "数量", "单位", "单价（元）", "金额（元）"],
        [1, "NVIDIA HGX H100 SXM5 80GB", "8卡GPU服务器 2×8480+ 2TB", 2, "台", "1, 968, 000.00", "3, 936, 000.00"],
        [2, "NVIDIA H20 96GB HBM3", "8卡服务器 G8600 V7", 3, "台", "1 104 000.00", "3 312 000.00"],
        [3, "NVIDIA L20 48GB", "PCIe 被动散热", 8, "张", "27 800.00", "222 400.00"],
    ]
    q = by_row(_run(tmp_path, "q.xlsx", rows))
    assert (q[4].device_id, q[4].price_min, q[4].units_per_item) == (H100, 246_000, 8)
    assert (q[5].device_id, q[5].price_min) == (H20, 138_000)
    assert (q[6].device_id, q[6].price_min) == (L20, 27_800)


def test_a_headerless_column_beside_the_model_is_its_configuration_en(tmp_path):
    rows = [
        ["Acme Systems quotation"],
        ["Date: 2026-12-01"],
        ["No", "Product / configuration", None, "Qty", "Unit price (USD)", "Amount (USD)"],
        [1, "NVIDIA H20 96GB", "8-GPU server, 2x Xeon 8558", 1, 140000, 140000],
        [2, "NVIDIA L20 48GB", "PCIe card, passive", 4, 3900, 15600],
    ]
    q = by_row(_run(tmp_path, "q.xlsx", rows))
    assert (q[4].device_id, q[4].price_min) == (H20, 17_500)
    assert (q[5].device_id, q[5].price_min) == (L20, 3900)


# ---- the currency the other amounts' headers name


def test_the_currency_of_the_other_amount_headers_zh(tmp_path):
    rows = [
        ["账期", "产品名称", "实例规格", "计费方式", "单价", "用量", "原价（元）", "应付金额（元）"],
        ["2026-11", "GPU云服务器", "ecs.gn8v-8x.48xlarge（8 × H20 96GB）", "按量付费", 68, 720, 48960, 48960],
        ["2026-11", "GPU云服务器", "ecs.gn8is-l20.4xlarge（1 × L20 48GB）", "按量付费", 4.8, 640, 3072, 3072],
        [
            "2026-11",
            "GPU云服务器",
            "ecs.gn8v-8x.48xlarge（8 × H20 96GB）",
            "预留实例券（1年 全预付）",
            52,
            720,
            37440,
            37440,
        ],
    ]
    p = _run(tmp_path, "bill.xlsx", rows)
    q = by_row(p)
    assert (q[2].device_id, q[2].price_min, q[2].currency) == (H20, 8.5, "CNY")
    assert (q[3].device_id, q[3].price_min, q[3].currency) == (L20, 4.8, "CNY")
    # the reserved instance: a rate per hour committed for a year, not a yearly price
    assert (q[4].price_kind, q[4].price_min, q[4].lease_term_months) == ("hourly_reserved", 6.5, 12)
    assert any("other amounts" in str(w) for w in p.warnings)


def test_the_currency_of_the_other_amount_headers_en(tmp_path):
    rows = [
        ["Model", "Qty", "Unit price", "Amount (EUR)"],
        ["L20 48GB PCIe", 4, 3900, 15600],
        ["RTX 4090 24GB", 2, 1740, 3480],
    ]
    q = by_row(_run(tmp_path, "q.xlsx", rows))
    assert (q[2].price_min, q[2].currency) == (3900, "EUR")


def test_a_reference_column_names_no_currency_of_the_price(tmp_path):
    rows = [
        ["Model", "Qty", "Unit price", "Price in USD (for reference only)"],
        ["L20 48GB PCIe", 4, 3900, 4100],
        ["RTX 4090 24GB", 2, 1740, 1830],
    ]
    p = _run(tmp_path, "q.xlsx", rows)
    assert not any("other amounts" in str(w) for w in p.warnings)


# ---- a committed term on a cloud line


def test_a_year_package_with_its_term_beside_it_is_reserved_zh(tmp_path):
    rows = [
        ["序号", "算力资源", "规格/配置", "计费单位", "合同单价（元）", "预计用量"],
        [1, "H20 96GB 容器实例", "单卡", "元/卡·时", 8.5, 10000],
        [2, "H100 SXM5 80GB 包年", "1年预付，按卡折算", "元/卡·时（折算）", 14.5, 8760],
    ]
    q = by_row(_run(tmp_path, "q.xlsx", rows))
    assert (q[2].price_kind, q[2].price_min) == ("hourly", 8.5)
    assert (q[3].price_kind, q[3].price_min, q[3].lease_term_months) == ("hourly_reserved", 14.5, 12)


# ---- a service named by the item cell, the card by the description


def test_a_service_item_naming_a_card_is_no_quote_zh(tmp_path):
    rows = [
        ["北京某科技有限公司 维保续保及备件报价  报价日期：2026-12-04"],
        ["序号", "项目", "型号/说明", "单位", "数量", "单价（元）", "金额（元）"],
        [1, "整机原厂维保续保1年", "浪潮 NF5688M7（8×H100 SXM5）7×24", "台·年", 6, 68000, 408000],
        [2, "GPU卡延保2年", "H100 SXM5 80GB 模组 每片", "片", 48, 3200, 153600],
        [3, "驻场工程师", "1人 5×8 12个月", "人·年", 1, 260000, 260000],
        [4, "H100 SXM5 80GB 模组（备件）", "H100 SXM5 80GB 模组 原厂 全新", "片", 2, 248000, 496000],
    ]
    p = _run(tmp_path, "q.xlsx", rows)
    assert sorted(q.source_row for q in p.rows) == [6]
    why = reasons(p)
    assert all("service" in str(why[r]) for r in (3, 4, 5))


def test_a_service_item_naming_a_card_is_no_quote_en(tmp_path):
    rows = [
        ["Acme Systems renewal quotation  Date: 2026-12-04"],
        ["No", "Item", "Model / description", "Qty", "Unit price (USD)", "Amount (USD)"],
        [1, "Warranty extension 2 years", "H100 SXM5 80GB module", 48, 450, 21600],
        [2, "H100 SXM5 80GB spare module", "H100 SXM5 80GB", 2, 31000, 62000],
    ]
    p = _run(tmp_path, "q.xlsx", rows)
    assert sorted(q.source_row for q in p.rows) == [4]
    assert "service" in str(reasons(p)[3]) or "warranty" in str(reasons(p)[3])


def test_a_shops_name_beside_the_model_is_no_service(tmp_path):
    rows = [
        ["序号", "店铺", "商品名称", "到手价(元)"],
        [1, "华为昇腾授权专营店", "华为 昇腾 Atlas 300I Duo 96G 推理卡", 24900],
        [2, "智算硬件商城", "英伟达 L20 48G 推理卡 全新", 27500],
    ]
    p = _run(tmp_path, "q.xlsx", rows)
    assert sorted(q.source_row for q in p.rows) == [2, 3]


# ---- a reply typed as prose


def test_a_prose_reply_reads_its_greeting_and_later_prices_zh(tmp_path):
    rows = [
        ["询价回复（深圳某科技有限公司 刘工）2026年12月2日"],
        ["王经理您好，感谢询价！以下报价均含13%增值税专票，报价三天内有效。"],
        ["1. H100 SXM 80G 八卡整机，现货两台，每台 196.8 万。"],
        ["2. A100 80G PCIe 二手拆机，12.6 万/张。"],
        ["3. L40S 48G 暂时没货，价格到时再报。"],
    ]
    p = _run(tmp_path, "q.xlsx", rows)
    q = by_row(p)
    assert sorted(q) == [3, 4, 5]  # the title and the greeting are no quotes
    assert (q[3].device_id, q[3].price_min, q[3].tax, q[3].tax_rate) == (H100, 246_000, "incl", 0.13)
    assert q[3].quote_date == "2026-12-02"
    assert q[5].device_id == "nvidia-l40s" and q[5].price_on_request


def test_price_to_follow_is_on_request_en():
    assert parse_price("price to follow").on_request
    assert parse_price("价格到时再报").on_request


# ---- not quoted yet


def test_a_line_not_quoted_yet_is_not_offered_zh(tmp_path):
    rows = [
        ["序号", "规格型号", "数量", "参考价（元）", "参考价来源", "供应商报价（元）"],
        [1, "RTX 4090 24GB 涡轮", 16, 18999, "京东 2026-11-27", 19350],
        [2, "L20 48GB PCIe", 4, 26000, "上次采购 2026-05", "待报价"],
    ]
    p = _run(tmp_path, "q.xlsx", rows)
    assert [q.source_row for q in p.rows] == [2]
    assert "not offered" in str(reasons(p)[3])


def test_a_line_not_quoted_yet_is_not_offered_en(tmp_path):
    rows = [
        ["Model", "Qty", "Unit price (USD)", "Notes"],
        ["RTX 4090 24GB", 16, 1935, "in stock"],
        ["L20 48GB PCIe", 4, "no quote", "last purchase 2026-05 at 2600"],
    ]
    p = _run(tmp_path, "q.xlsx", rows)
    assert [q.source_row for q in p.rows] == [2]


# ---- Zhuang


def test_zhuang_fanh_is_ten_thousand():
    got = parse_price("108.8 fanh")
    assert got.ok and (got.min, got.currency) == (1_088_000, "CNY")


def test_a_zhuang_chinese_list(tmp_path):
    rows = [
        ["Biujgyaq / 报价表 2026年12月1日"],
        ["Soq\n序号", "Hingzhauh\n型号", "Danhvih\n单位", "Soqliengh\n数量", "Danhgyaq (maenz)\n单价（元）"],
        [1, "Fuzvuzgiz H20 96GB × 8 / H20 八卡服务器", "daiz 台", 1, "108.8 fanh"],
        [2, "RTX 4090 24GB", "mbaw 张", 10, 19600],
    ]
    q = by_row(_run(tmp_path, "q.xlsx", rows))
    assert (q[3].device_id, q[3].price_min) == (H20, 136_000)
    assert (q[4].device_id, q[4].price_min) == (RTX4090, 19_600)


# ---- an instance type's code is no memory size


def test_an_instance_types_cpu_gpu_code_is_no_memory():
    m = Matcher(bundled_catalog())
    assert m.match("ecs.gn7i-c8g1.2xlarge（1 × A10 24GB）")[0].device_id == "nvidia-a10-pcie"
    assert m.match("A10G")[0].device_id == "nvidia-a10g"
    assert m.match("RTX 4090 48G")[0].device_id is None  # a memory size the card lacks still says so


# ---- a cloud bill's lines: rates charged for a month, marked for their date


def test_a_cloud_bills_lines_are_marked_for_their_date_zh(tmp_path):
    rows = [
        ["账期", "实例规格", "计费方式", "单价", "用量", "应付金额（元）"],
        ["2026-11", "ecs.gn8v-8x.48xlarge（8 × H20 96GB）", "按量付费", 68, 720, 48960],
        ["2026-11", "ecs.gn8is-l20.4xlarge（1 × L20 48GB）", "按量付费", 4.8, 640, 3072],
    ]
    q = by_row(_run(tmp_path, "bill.xlsx", rows))
    assert (q[2].price_min, q[2].offer) == (8.5, "instance")
    assert all(x.needs_review and any("2026-11" in str(w) for w in x.warnings) for x in q.values())


def test_a_cloud_bills_lines_are_marked_for_their_date_en(tmp_path):
    rows = [
        ["Billing period", "Instance type", "Rate (USD/hour)", "Usage (hours)", "Amount (USD)"],
        ["2026/11", "p5.48xlarge (8x H100 80GB)", 55.04, 720, 39628.8],
        ["2026/11", "g6e.xlarge (1x L40S 48GB)", 1.86, 300, 558],
    ]
    p = _run(tmp_path, "bill.xlsx", rows)
    assert p.rows and all(x.needs_review for x in p.rows)


def test_a_rate_card_without_months_is_not_a_bill(tmp_path):
    rows = [
        ["Instance type", "GPUs", "Rate (USD/hour)"],
        ["p5.48xlarge", "8x H100 80GB", 55.04],
        ["g6e.xlarge", "1x L40S 48GB", 1.86],
    ]
    p = _run(tmp_path, "rates.xlsx", rows)
    assert p.rows and not any("bill" in str(w) for x in p.rows for w in x.warnings)


# ---- a board of several devices counted per machine


def test_an_hgx_board_counted_per_machine_is_a_server_zh(tmp_path):
    rows = [
        ["价格表 2026年12月3日"],
        ["序号", "品名", "型号", "单位", "单价（元）"],
        [1, "服务器", "H20 96GB × 8（HGX）", "台", 1056000],
        [2, "模组", "HGX H20 96GB × 8 模组", "片", 900000],
    ]
    q = by_row(_run(tmp_path, "q.xlsx", rows))
    assert (q[3].offer, q[3].price_min) == ("server", 132_000)
    assert q[4].offer == "baseboard"


def test_an_hgx_board_counted_per_machine_is_a_server_en(tmp_path):
    rows = [
        ["Price list 2026-12-03"],
        ["No", "Model", "Unit", "Unit price (USD)"],
        [1, "HGX H200 141GB x 8", "system", 280000],
        [2, "HGX H200 141GB x 8 baseboard", "board", 240000],
    ]
    q = by_row(_run(tmp_path, "q.xlsx", rows))
    assert q[3].offer == "server"
    assert q[4].offer == "baseboard"


# ---- an amount written out in numerals inside a reply


def test_an_amount_written_out_in_numerals():
    from gpucompare.sheets.importer.freetext import _numeral_value, _numeral_values, _spelled_amount

    vals, _pattern = _numeral_values()
    assert _numeral_value("一万九千八", vals) == 19_800  # the digit after the last unit is the next lower unit's
    assert _numeral_value("十二万", vals) == 120_000
    assert _numeral_value("一万零五千", vals) == 15_000
    assert _numeral_value("九八", vals) is None  # two digits in a row: no amount
    # '…八一张': the '一' before a unit of count is 'one card', not a digit of the amount
    _at, _end, value, unit = _spelled_amount("4090 涡轮版 24G 一万九千八一张（19800）")
    assert (value, unit) == (19_800, "万")
    assert _spelled_amount("H20 八卡整机 现货") is None  # a count, no amount


def test_a_reply_line_priced_in_numerals(tmp_path):
    rows = [
        ["询价回复 2026年12月2日"],
        ["1. H100 SXM 80G 八卡整机，每台 196.8 万。"],
        ["2. 4090 涡轮版 24G 一万九千八一张，50 张起 19500。"],
    ]
    q = by_row(_run(tmp_path, "q.xlsx", rows))
    assert (q[3].device_id, q[3].price_min) == (RTX4090, 19_800)
