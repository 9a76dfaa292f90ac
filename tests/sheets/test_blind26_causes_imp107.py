"""The classes of decision blind corpus 26 (Chinese) found, each tested on sheets written here (none is a corpus file),
in Chinese and another language at least:

- a tax word inside a header's brackets states the basis of the field the header names ('完税单价（RMB，含关税+13%进口
  增值税）', 'Landed unit price (EUR, incl. duty + VAT)'), never a tax amount: of two price columns in two currencies,
  the duty-paid one (what a buyer in the country pays) beats the bonded one before duty;
- a figure converted for reference ('折合（元/卡·时）', 'Equivalent (EUR per GPU-hour)') is never the offer: beside it a
  purchase price the sheet names as its cost ('硬件采购价', 'Hardware purchase cost') is the price;
- a rent by the month in a card of hourly rates ('包月' | '元/节点·月', 'Monthly' | 'USD per node-month') is a reserved
  rate per device-hour (rent / devices / 730 h) for its minimum term, not a row to refuse;
- an auction's lots ('标的号' | '起拍价（万元）', 'Lot' | 'Guide price') are priced whole: per device once divided by the
  quantity times the devices each machine holds; the appraisal beside the starting price is context;
- a line its status column (read as the condition) marks withdrawn ('已撤回', 'Withdrawn') is no offer;
- totals of credits ('价保合计', 'Total rebate') and returns (a negative quantity) are discounts, said so;
- an opening balance ('期初余额') is a total line;
- an item's name left of a model cell that names no device ('上门部署及培训' | '2人×3天', 'On-site installation' |
  '2 engineers x 3 days') says the line is a service, never an unknown device;
- Kazakh in the Arabic script ('يۋان'), Taiwanese Hokkien in Pe̍h-ōe-jī (Tan-kè beside Kim-gia̍h) and Taiwan Hakka in
  Pha̍k-fa-sṳ (prices in chhiên ngiòn, thousands of NT$): each one lexicon file, no code."""

from gpucompare.sheets.header import match_header_cell, price_roles
from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .test_conventions import by_row, reasons, write

H100 = "nvidia-h100-sxm5-80gb"
H20 = "nvidia-h20-96gb"
L20 = "nvidia-l20-48gb"
RTX4090 = "nvidia-rtx-4090"
RTX5090 = "nvidia-rtx-5090"


def _run(tmp_path, name, rows, **kw):
    return analyse(write(tmp_path / name, rows, **kw), today=TODAY)


# ---- a bracketed tax word states the basis; the duty-paid price is the buyer's


def test_a_tax_word_in_brackets_qualifies_the_price_header():
    for text in ("完税单价（RMB，含关税+13%进口增值税）", "Landed unit price (EUR, incl. duty + VAT)"):
        assert match_header_cell(text).field == "price", text
        assert "vat_incl" in price_roles(text), text
    # a tax word outside brackets still names a tax amount
    assert match_header_cell("增值税").field == "tax_amount"
    assert match_header_cell("VAT amount (EUR)").field == "tax_amount"


def test_the_duty_paid_price_beats_the_bonded_one_zh(tmp_path):
    rows = [
        ["外高桥保税区 现货报价"],
        ["报价日期：2026/12/01"],
        ["型号", "保税单价（USD）", "汇率", "完税单价（RMB，含关税+13%进口增值税）"],
        ["L20 48G PCIe", 3450, 7.12, 27757],
        ["RTX 4090 24G", 2100, 7.12, 16896],
    ]
    q = by_row(_run(tmp_path, "b.xlsx", rows))
    # what a buyer in mainland China pays: the RMB price with duty and VAT, never the US$ price before them
    assert (q[4].device_id, q[4].price_min, q[4].currency, q[4].tax) == (L20, 27_757, "CNY", "incl")
    assert (q[5].price_min, q[5].currency) == (16_896, "CNY")


def test_the_landed_price_beats_the_bonded_one_en(tmp_path):
    rows = [
        ["Free-zone stock offer"],
        ["Date: 2026-12-01"],
        ["Model", "Bonded price (USD)", "Landed unit price (EUR, incl. duty + VAT)"],
        ["L20 48GB PCIe", 3450, 3990],
        ["RTX 4090 24GB", 2100, 2430],
    ]
    q = by_row(_run(tmp_path, "b.xlsx", rows))
    assert (q[4].device_id, q[4].price_min, q[4].currency, q[4].tax) == (L20, 3_990, "EUR", "incl")


# ---- a converted figure is never the offer


def test_a_converted_card_hour_cost_beside_a_purchase_price_zh(tmp_path):
    rows = [
        ["智算集群 3年 TCO 测算"],
        ["测算日期：2026-11-30    单位：万元"],
        ["方案", "服务器配置", "GPU数", "硬件采购价（万元/台）", "台数", "年电费（万元）", "折合（元/卡·时）"],
        ["方案A", "H100 SXM 80GB 8卡", 8, 210, 4, 31.59, 12.94],
        ["方案B", "H20 96GB 8卡", 8, 96, 8, 40.27, 7.09],
    ]
    q = by_row(_run(tmp_path, "t.xlsx", rows))
    # 210万 per 8-GPU server: 262,500 per card, a purchase; the 12.94 per card-hour is the worksheet's own arithmetic
    assert (q[4].device_id, q[4].price_min, q[4].price_kind) == (H100, 262_500, "purchase")
    assert (q[5].device_id, q[5].price_min, q[5].price_kind) == (H20, 120_000, "purchase")


def test_a_converted_gpu_hour_cost_beside_a_purchase_price_en(tmp_path):
    rows = [
        ["3-year TCO worksheet"],
        ["Date: 2026-11-30"],
        ["Option", "Server", "GPUs", "Hardware purchase cost (EUR per server)", "Equivalent (EUR per GPU-hour)"],
        ["A", "H100 SXM 80GB 8-GPU server", 8, 240000, 2.1],
        ["B", "L20 48GB 8-GPU server", 8, 64000, 0.6],
    ]
    q = by_row(_run(tmp_path, "t.xlsx", rows))
    assert (q[4].device_id, q[4].price_min, q[4].price_kind) == (H100, 30_000, "purchase")
    assert (q[5].price_min, q[5].price_kind) == (8_000, "purchase")


# ---- a monthly node rent in an hourly rate card


def test_a_monthly_node_rent_is_a_reserved_rate_per_device_hour_zh(tmp_path):
    rows = [
        ["某智算云 GPU算力报价"],
        ["报价日期：2026-12-04"],
        ["资源类型", "GPU型号", "规格", "计费方式", "单价", "计价单位", "最短租期"],
        ["单卡实例", "H100 SXM 80GB", "1卡", "按量", 16.8, "元/卡·时", "无"],
        ["裸金属节点", "H100 SXM 80GB", "8卡", "包月", 85000, "元/节点·月", "3个月"],
        ["整机节点", "RTX 4090 24GB", "4卡", "包年（按月付）", 4980, "元/节点·月", "12个月"],
    ]
    q = by_row(_run(tmp_path, "c.xlsx", rows))
    assert (q[4].price_min, q[4].price_kind) == (16.8, "hourly")
    # 85,000 a month for 8 cards: a monthly rent of 85,000 / 8 a card (its own kind since imp220; the cost model
    # takes it at / 730 h), for the 3-month minimum term
    assert (q[5].device_id, q[5].price_kind, q[5].lease_term_months) == (H100, "monthly", 3)
    assert round(q[5].price_min, 4) == round(85_000 / 8, 4)
    # '包年（按月付）' priced '元/节点·月': the unit cell's month, not the year of the commitment
    assert round(q[6].price_min, 4) == round(4_980 / 4, 4) and q[6].lease_term_months == 12
    assert q[6].price_kind == "monthly"


def test_a_monthly_node_rent_is_a_reserved_rate_per_device_hour_en(tmp_path):
    rows = [
        ["GPU cloud rate card"],
        ["Date: 2026-12-04"],
        ["Type", "GPU", "Billing", "Rate (USD)", "Unit", "Minimum term"],
        ["Instance", "H100 SXM 80GB", "Hourly", 2.4, "per GPU-hour", "none"],
        ["Bare-metal node", "8x H100 SXM 80GB", "Monthly", 12000, "per node-month", "3 months"],
    ]
    q = by_row(_run(tmp_path, "c.xlsx", rows))
    assert (q[4].price_min, q[4].price_kind) == (2.4, "hourly")
    # a monthly rent of a node (its own kind since imp220), per card, for the 3-month minimum term
    assert (q[5].price_kind, q[5].lease_term_months) == ("monthly", 3)
    assert round(q[5].price_min, 4) == round(12_000 / 8, 4)


# ---- an auction's lots


def test_an_auction_lot_is_divided_by_its_machines_devices_zh(tmp_path):
    rows = [
        ["破产清算案 GPU服务器 拍卖标的清单"],
        ["公告日期：2026年12月1日"],
        ["标的号", "标的名称", "数量", "单位", "评估价（万元）", "起拍价（万元）", "保证金（万元）", "状态"],
        ["GP-01", "GPU服务器 8×H100 SXM5 80GB", 2, "台", 336, 235.2, 47, "即将开始"],
        ["GP-02", "显卡 RTX 4090 24GB", 40, "张", 52, 36.4, 7, "即将开始"],
        ["GP-03", "GPU服务器 8×H100 SXM5 80GB", 1, "台", 168, 117.6, 23, "已撤回"],
    ]
    p = _run(tmp_path, "a.xlsx", rows)
    q = by_row(p)
    # the starting price of two 8-GPU servers: 2,352,000 / 16 devices; forty cards: 364,000 / 40
    assert (q[4].device_id, q[4].price_min) == (H100, 147_000)
    # the appraisal beside it is the same lot's: 3,360,000 / 16, kept as context
    assert q[4].list_price == 210_000
    assert (q[5].device_id, q[5].price_min) == (RTX4090, 9_100)
    assert 6 not in q and "withdrawn" in reasons(p)[6]


def test_an_auction_lot_is_divided_by_its_machines_devices_en(tmp_path):
    rows = [
        ["Liquidation auction - lot list"],
        ["Date: 2026-12-01"],
        ["Lot", "Description", "Qty", "Unit", "Guide price (EUR)", "Lot status"],
        ["1", "GPU server 8x H100 SXM5 80GB", 2, "server", 480000, "open"],
        ["2", "L20 48GB PCIe", 10, "pcs", 30000, "Withdrawn"],
    ]
    p = _run(tmp_path, "a.xlsx", rows)
    q = by_row(p)
    assert (q[4].device_id, q[4].price_min) == (H100, 30_000)
    assert 5 not in q and "withdrawn" in reasons(p)[5]


# ---- credits: totals of rebates and price protection, returns, an opening balance


def test_credit_totals_and_returns_are_discounts_zh(tmp_path):
    rows = [
        ["价格保护及返利核算表"],
        ["价保生效日：2026-12-01"],
        ["日期", "摘要", "型号", "数量", "单价", "金额"],
        ["2026-10-01", "期初余额", None, None, None, "126,000.00"],
        ["2026-10-09", "销售出库", "RTX 4090 24G 涡轮版", 16, "19,850.00", "317,600.00"],
        ["2026-11-12", "销售退货", "RTX 4090 24G 涡轮版", -2, "19,850.00", "-39,700.00"],
        ["价保合计", None, None, None, None, 104600],
        ["Q4返利合计（不含税）", None, None, None, None, 27784],
    ]
    p = _run(tmp_path, "s.xlsx", rows)
    q, why = by_row(p), reasons(p)
    assert list(q) == [5] and q[5].price_min == 19_850
    assert "returned" in why[6] and "discount" in why[6]
    assert "discount" in why[7] and "discount" in why[8]
    assert "total" in why[4]


def test_credit_totals_and_returns_are_discounts_en(tmp_path):
    rows = [
        ["Customer statement"],
        ["Date: 2026-11-30"],
        ["Date", "Model", "Qty", "Unit price (USD)", "Amount (USD)"],
        ["2026-10-09", "RTX 4090 24GB", 4, 1850, 7400],
        ["2026-11-12", "RTX 4090 24GB", -1, 1850, -1850],
        ["Total rebate", None, None, None, 420],
    ]
    p = _run(tmp_path, "s.xlsx", rows)
    q, why = by_row(p), reasons(p)
    assert list(q) == [4]
    assert "returned" in why[5]
    assert "rebate" in why[6] or "discount" in why[6]


# ---- a service named left of a model cell that names no device


def test_a_service_named_left_of_a_deviceless_model_cell_zh(tmp_path):
    rows = [
        ["一体机 产品报价单"],
        ["报价日期：2026-12-02    以下价格均含13%增值税"],
        ["序号", "产品名称", "硬件配置", "数量", "单价（元/套）"],
        [1, "训推一体机 Pro", "8×H20 96GB / 2×Xeon 8558 / 2TB", 2, 1_498_000],
        [2, "上门部署及培训", "2人×3天", 1, 18000],
        [3, "原厂维保延保 至3年", "7×24 4小时响应", 1, 96000],
    ]
    p = _run(tmp_path, "y.xlsx", rows)
    q, why = by_row(p), reasons(p)
    assert list(q) == [4] and (q[4].device_id, q[4].price_min) == (H20, 187_250)
    assert "install" in why[5] and "service" in why[6]


def test_a_service_named_left_of_a_deviceless_model_cell_en(tmp_path):
    rows = [
        ["Appliance quotation"],
        ["Date: 2026-12-02"],
        ["No", "Description", "GPU model", "Qty", "Unit price (USD)"],
        [1, "Inference appliance", "8x H20 96GB / 2x Xeon 8558", 1, 210000],
        [2, "On-site installation and training", "2 engineers x 3 days", 1, 2500],
    ]
    p = _run(tmp_path, "y.xlsx", rows)
    q, why = by_row(p), reasons(p)
    assert list(q) == [4] and "install" in why[5]


# ---- three languages, each one lexicon file


def test_kazakh_in_the_arabic_script(tmp_path):
    rows = [
        ["GPU باعا ٴتىزىمى"],
        ["ۇرىمجى، 2026-جىلى 4-جەلتوقسان. باعاعا قوسىلعان قۇن سالىعى 13% ىشىندە."],
        ["رەت سانى", "تاۋار اتاۋى", "جاعدايى", "سانى", "ٴبىر دانا باعاسى", "بارلىعى"],
        [1, "RTX 4090 24GB ۆيدەو كارتا", "جاڭا", 6, "19,800 يۋان", "118,800 يۋان"],
        [2, "RTX 4090 24GB ۆيدەو كارتا", "قولدانىلعان", 4, "14,500 يۋان", "58,000 يۋان"],
        [None, "تاسىمال اقىسى", None, None, None, "600 يۋان"],
    ]
    p = _run(tmp_path, "kk.xlsx", rows)
    q = by_row(p)
    assert (q[4].device_id, q[4].price_min, q[4].currency, q[4].condition) == (RTX4090, 19_800, "CNY", "new")
    assert (q[5].condition, q[5].tax, q[5].tax_rate) == ("used", "incl", 0.13)
    assert "shipping" in reasons(p)[6]


def test_taiwanese_hokkien_unit_price_beside_the_amount(tmp_path):
    rows = [
        ["Pò-kè-toaⁿ"],
        ["Ji̍t-kî: Kong-goân 2026 nî 12 goe̍h 3 ji̍t    Chî-phiò: Sin Tâi-pē (NT$)"],
        ["Hāng-bo̍k", "Phín-bêng kap hêng-hō", "Sin kū", "Sò͘-liōng", "Tan-kè (bōe hâm êng-gia̍p-sòe 5%)", "Kim-gia̍h"],
        [1, "GeForce RTX 5090 32GB", "sin--ê", 4, "NT$ 98,000", "NT$ 392,000"],
        [2, "GeForce RTX 4090 24GB", "jī-chhiú", 6, "52,000 kho͘", "NT$ 312,000"],
        [3, "L20 48GB PCIe", "sin--ê", 2, 150000, "NT$ 300,000"],
    ]
    q = by_row(_run(tmp_path, "nan.xlsx", rows))
    # the unit price, never the amount (quantity x price)
    assert (q[4].device_id, q[4].price_min, q[4].currency, q[4].tax) == (RTX5090, 98_000, "TWD", "excl")
    assert (q[5].price_min, q[5].condition) == (52_000, "used")
    assert (q[6].price_min, q[6].currency) == (150_000, "TWD")


def test_taiwan_hakka_prices_in_thousands(tmp_path):
    rows = [
        ["GPU Ka-chhièn-piáu (hàm 5% yìn-ngia̍p-soi)"],
        ["Ngit-khì: 2026 ngièn 12 ngie̍t 2 ngit    Sîn-thòi-pi"],
        ["Pien-ho", "Miàng-chhṳ̂n kap hìn-ho", "Sîn-khiu", "Su-liòng", "Tân-ka (tân-vi: chhiên ngiòn)", "Ha̍p-kie"],
        [1, "GeForce RTX 5090 32GB", "sîn", 3, 102, 306],
        [2, "GeForce RTX 4090 24GB", "ngi-sú", 5, 58.5, 292.5],
        [None, "Yun-fi", None, None, None, 0.5],
    ]
    p = _run(tmp_path, "hak.xlsx", rows)
    q = by_row(p)
    assert (q[4].device_id, q[4].price_min, q[4].currency, q[4].tax) == (RTX5090, 102_000, "TWD", "incl")
    assert (q[5].price_min, q[5].condition) == (58_500, "used")
    assert "shipping" in reasons(p)[6]


def test_a_service_category_shared_by_device_lines_is_no_charge_zh(tmp_path):
    rows = [
        ["算力服务 报价"],
        ["报价日期：2026-12-02"],
        ["类别", "GPU型号", "单价（元/卡·时）"],
        ["算力服务", "H100 SXM 80GB", 16.8],
        ["算力服务", "MLU590-X8 整机", 9.9],
        ["迁移服务", "—", 2000],
    ]
    p = _run(tmp_path, "c.xlsx", rows)
    q = by_row(p)
    # '算力服务' heads a catalog card's line too: a category of products, so the unknown model beside it stays a quote
    assert q[4].device_id == H100 and 5 in q
    assert 6 not in q


# ---- a tax paid apart from the price ('进口环节增值税另行缴纳'): the price is without it


def test_vat_paid_separately_makes_the_price_exclusive_zh(tmp_path):
    rows = [
        ["进口货物报关单 表体"],
        ["申报日期：2026-11-20    备注：进口关税及进口环节增值税另行缴纳"],
        ["项号", "商品名称", "成交数量", "单价（美元）"],
        [1, "显卡 L20 48GB PCIe", 8, 3450],
    ]
    q = by_row(_run(tmp_path, "d.xlsx", rows))
    assert (q[4].device_id, q[4].price_min, q[4].currency, q[4].tax) == (L20, 3_450, "USD", "excl")
    # freight paid apart says nothing of the tax
    rows[1] = ["申报日期：2026-11-20    备注：运费另计"]
    q = by_row(_run(tmp_path, "e.xlsx", rows))
    assert q[4].tax == ""


def test_vat_paid_separately_makes_the_price_exclusive_en(tmp_path):
    rows = [
        ["Import declaration - goods lines"],
        ["Date: 2026-11-20    Remarks: import duty and VAT payable separately"],
        ["Item", "Description", "Qty", "Unit price (USD)"],
        [1, "L20 48GB PCIe", 8, 3450],
    ]
    q = by_row(_run(tmp_path, "d.xlsx", rows))
    assert (q[4].device_id, q[4].price_min, q[4].tax) == (L20, 3_450, "excl")
