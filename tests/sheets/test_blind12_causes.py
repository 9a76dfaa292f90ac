"""The Chinese and English causes blind corpus 12 found, each a mechanism: an e-commerce platform's price range with
its currency word and per-unit suffix; a product's purpose ('... for Server') that is not what one item is; '同上'
(ditto) in a model cell; a returned-card list whose currency only its words give; a configurator's server whose GPU
is named on an unpriced line below it; a model variant the catalog has read as itself, not as its family. Every sheet
is written here; none is a corpus file."""

import csv

from gpucompare.core.catalog import bundled_catalog
from gpucompare.sheets.importer import analyse
from gpucompare.sheets.importer.matching import Matcher
from gpucompare.sheets.prices import parse_price

from .conftest import TODAY
from .test_conventions import write


def test_a_platform_price_range_with_its_currency_word_and_unit_is_a_range():
    for text, lo, hi in (
        ("US $12,400.00 - 13,150.00 / Piece", 12_400, 13_150),
        ("US $5,600.00 / Piece", 5_600, 5_600),
        ("US$ 980.00 - 1,020.00 / Pieces", 980, 1_020),
        ("$2,100.00/Unit", 2_100, 2_100),
    ):
        got = parse_price(text)
        assert got.ok and (got.min, got.max, got.currency) == (lo, hi, "USD"), text


def test_a_product_export_with_price_ranges_and_marketing_titles_imports_every_line(tmp_path):
    f = tmp_path / "export.csv"
    with open(f, "w", encoding="utf-8-sig", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["Product ID", "Product Name", "Model Number", "Condition", "Min. Order", "FOB Price"])
        w.writerow(
            [
                "88001",
                "Brand New L40S 48GB GPU Card for AI Server Rack",
                "L40S 48GB",
                "New",
                "1 Piece",
                "US $6,900.00 - 7,300.00 / Piece",
            ]
        )
        w.writerow(
            [
                "88002",
                "Tesla T4 16GB Inference GPU for Data Center Server",
                "Tesla T4 16GB",
                "Used",
                "5 Pieces",
                "US $610.00 / Piece",
            ]
        )
    rows = analyse(f, today=TODAY).rows
    assert [(q.device_id, q.price_min, q.price_max, q.currency) for q in rows] == [
        ("nvidia-l40s", 6_900, 7_300, "USD"),
        ("nvidia-tesla-t4", 610, 610, "USD"),
    ]
    # 'for AI Server Rack' says where the card goes: one card each ('GPU Card'; not stated), neither a server nor a rack
    assert [(q.offer, q.units_per_item) for q in rows] == [("card", 1), ("", 1)]
    assert [q.condition for q in rows] == ["new", "used"]


def test_ditto_in_a_model_cell_names_the_device_of_the_line_above(tmp_path):
    # a comparison of three suppliers per product: the product is written once, '同上' below it
    f = write(
        tmp_path / "bijia.xlsx",
        [
            ["序号", "商品名称", "规格型号", "供应商", "报价(元)"],
            [1, "推理卡", "NVIDIA L20 48GB", "甲公司", 31_800],
            [2, "同上", "同上", "乙公司", 32_400],
            [3, "同上", "〃", "丙公司", 31_950],
            [4, "计算卡", "NVIDIA A800 80GB PCIe", "甲公司", 96_500],
            [5, "同上行", "同上行", "乙公司", 97_200],
        ],
    )
    rows = analyse(f, today=TODAY).rows
    assert [(q.source_row, q.device_id, q.price_min) for q in rows] == [
        (2, "nvidia-l20-48gb", 31_800),
        (3, "nvidia-l20-48gb", 32_400),
        (4, "nvidia-l20-48gb", 31_950),
        (5, "nvidia-a800-pcie-80gb", 96_500),
        (6, "nvidia-a800-pcie-80gb", 97_200),
    ]
    said = " ".join(str(e) for e in rows[2].evidence)
    assert "row 2" in said and "〃" in said  # the quote says where its model came from
    assert not any("同上" in str(e) for e in rows[0].evidence)
    # in English: 'ditto' and a ditto mark
    f = write(
        tmp_path / "en.xlsx",
        [
            ["Model", "Supplier", "Price (USD)"],
            ["NVIDIA H100 PCIe 80GB", "Alpha", 24_100],
            ["ditto", "Beta", 24_650],
            ['"', "Gamma", 23_900],
        ],
    )
    rows = analyse(f, today=TODAY).rows
    assert [(q.device_id, q.price_min) for q in rows] == [
        ("nvidia-h100-pcie-80gb", 24_100),
        ("nvidia-h100-pcie-80gb", 24_650),
        ("nvidia-h100-pcie-80gb", 23_900),
    ]
    assert "row 2" in " ".join(str(e) for e in rows[1].evidence)


def test_ditto_with_nothing_above_it_is_no_product(tmp_path):
    f = write(tmp_path / "x.xlsx", [["型号", "单价(元)"], ["同上", 31_800], ["L20 48GB", 32_000]])
    p = analyse(f, today=TODAY)
    assert [q.source_row for q in p.rows] == [3]
    assert [r.source_row for r in p.rejected] == [2]


def test_hours_of_use_are_not_an_hourly_price(tmp_path):
    # a compute centre's returned cards: '使用时长(小时)' holds hours of use; the price is the 元/张 column
    f = write(
        tmp_path / "tuizu.xlsx",
        [
            ["退租GPU处理清单 2026-12-01 价格不含税"],
            ["批次", "型号", "数量(张)", "使用时长(小时)", "单价(元/张)"],
            ["B01", "NVIDIA L20 48GB", 10, 12_600, 26_500],
            ["B02", "NVIDIA A800 PCIe 80GB", 4, 31_000, 61_000],
            ["B03", "RTX 3090 24GB", 20, 24_000, "整批打包 12.6万"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.device_id, q.price_min, q.currency, q.price_kind) for q in p.rows] == [
        ("nvidia-l20-48gb", 26_500, "CNY", "purchase"),
        ("nvidia-a800-pcie-80gb", 61_000, "CNY", "purchase"),
        ("nvidia-rtx-3090", 6_300, "CNY", "purchase"),  # one price for the 20 cards of the line: 126,000 / 20
    ]
    assert any("E5" in str(w) and "20" in str(w) for w in p.warnings)  # the lot price is said
    assert {q.condition for q in p.rows} == {"used"}  # '退租' in the title: back from rental, used
    # in English too
    f = write(
        tmp_path / "en.xlsx",
        [["Model", "Qty", "Hours used", "Unit price (USD)"], ["NVIDIA L40S 48GB", 6, 9_800, 5_400]],
    )
    q = analyse(f, today=TODAY).rows[0]
    assert (q.price_min, q.currency, q.price_kind) == (5_400, "USD", "purchase")
    # a lot price in English, the line's quantity beside it
    f = write(tmp_path / "lot.xlsx", [["Model", "Qty", "Price (USD)"], ["NVIDIA L40S 48GB", 6, "$31,200 for the lot"]])
    q = analyse(f, today=TODAY).rows[0]
    assert (q.price_min, q.currency) == (5_200, "USD")


def test_a_price_no_word_of_the_sheet_gives_a_currency_says_what_to_do(tmp_path):
    f = write(
        tmp_path / "bare.xlsx",
        [["Model", "Qty", "Hours used", "Unit price"], ["NVIDIA L40S 48GB", 6, 9_800, 5_400]],
    )
    p = analyse(f, today=TODAY)
    assert not p.rows
    reason = str(p.rejected[0].reason)
    assert "5400" in reason.replace(",", "") and "--currency" in reason and "9800" not in reason.replace(",", "")


def test_a_configurators_server_is_quoted_per_gpu_its_sub_line_names(tmp_path):
    # an OEM configurator's export: the priced base line names a server the catalog lacks; its GPU is an unpriced
    # numbered sub-line ('2.3' under '2.0')
    f = write(
        tmp_path / "oem.xlsx",
        [
            ["Line", "Part Number", "Description", "Qty", "Unit Net Price (USD)"],
            ["1.0", "SR675-CTO", "ThinkSystem SR675 V3 Rack Server", 1, 148_000],
            ["1.1", "", "Processor: 2x AMD EPYC 9454", 1, ""],
            ["1.2", "", "GPU: 8x NVIDIA H100 NVL 94GB PCIe", 1, ""],
            ["1.3", "", "Memory: 24x 64GB RDIMM", 1, ""],
            ["2.0", "SR650-CTO", "ThinkSystem SR650 V3 Rack Server", 2, 41_600],
            ["2.1", "", "GPU: 2x NVIDIA L40S 48GB", 2, ""],
            ["3.0", "4X67A", "NVIDIA L4 24GB PCIe GPU", 3, 2_480],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.source_row, q.device_id, q.price_min, q.units_per_item, q.offer) for q in p.rows] == [
        (2, "nvidia-h100-nvl", 18_500, 8, "server"),
        (6, "nvidia-l40s", 20_800, 2, "server"),
        (8, "nvidia-l4", 2_480, 1, ""),
    ]
    said = " ".join(str(e) for e in p.rows[0].evidence)
    assert "row 4" in said and "H100 NVL" in said  # the quote says which line named its device
    assert not any("not a device in the catalog" in str(w) for w in p.warnings)
    assert {r.source_row for r in p.rejected} >= {3, 4, 5, 7}  # the sub-lines are the servers' configuration
    assert all("configuration" in str(r.reason) for r in p.rejected if r.source_row in (3, 4, 5, 7))


def test_a_variant_the_catalog_has_is_read_as_itself_not_its_family(tmp_path):
    # the configuration beside the model names the server ('Atlas 800T A2', a name of the 910B family): the
    # variant's own model number ('910B3') decides
    f = write(
        tmp_path / "fangan.xlsx",
        [
            ["方案", "主要配置", "GPU型号", "每台GPU数", "台数", "方案总价(元)"],
            ["方案一", "Atlas 800T A2 / 鲲鹏920 / 8×910B3", "昇腾 910B3 64GB", 8, 2, 2_016_000],
            ["方案二", "Atlas 800T A2 / 鲲鹏920 / 8×910B", "昇腾 910B 64GB", 8, 1, 960_000],
        ],
    )
    rows = analyse(f, today=TODAY).rows
    assert [q.device_id for q in rows] == ["huawei-ascend-910b3", "huawei-ascend-910b"]
    m = Matcher(bundled_catalog())
    assert m.match("910B3")[0].device_id == "huawei-ascend-910b3"
    assert m.match("Atlas 800T A2")[0].device_id == "huawei-ascend-910b"


def test_a_list_of_quotations_dates_each_line_and_its_search_filter_dates_none(tmp_path):
    f = write(
        tmp_path / "tplus.xlsx",
        [
            ["销售报价单列表"],
            ["查询条件：单据日期 2026-11-20 至 2026-11-30；全部客户"],
            ["单据日期", "单据编号", "规格型号", "数量", "含税单价", "无税单价"],
            ["2026-11-21", "BJ-01", "NVIDIA L20 48GB", 2, 36_900, 32_654.87],
            ["2026-11-28", "BJ-02", "RTX 4090D 24GB", 4, 17_450, 15_442.48],
        ],
    )
    rows = analyse(f, today=TODAY).rows
    assert [(q.quote_date, q.valid_until) for q in rows] == [("2026-11-21", None), ("2026-11-28", None)]


def test_a_delisted_sku_and_a_line_that_cannot_be_quoted_are_no_offers(tmp_path):
    f = write(
        tmp_path / "shop.xlsx",
        [
            ["商品名称", "SKU规格", "拼单价(元)", "状态"],
            ["七彩虹 RTX 5090D 32G 游戏显卡", "RTX 5090D 32G", 21_999, "在售"],
            ["NVIDIA RTX 4090 24G 公版", "RTX 4090 24G", 18_999, "已下架"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [q.source_row for q in p.rows] == [2]
    assert "已下架" in str(p.rejected[0].reason) and p.rejected[0].source_row == 3
    # '无法报价' (cannot quote): the line is rejected with that reason; its part number is never read as a price
    f = write(
        tmp_path / "rfq.xlsx",
        [
            ["商品名称", "制造商型号", "含税单价(元)", "备注"],
            ["英伟达 L20 48GB PCIe", "900-2G133-0080-000", 37_800, ""],
            ["英伟达 H20 96GB SXM5 GPU模组", "H20-96G-SXM", "无法报价", "该商品暂无货源"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [q.source_row for q in p.rows] == [2]
    assert p.rejected[0].source_row == 3 and "not available" in str(p.rejected[0].reason)
