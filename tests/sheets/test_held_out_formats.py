"""Layouts a third blind held-out set showed (issue 13, fourth pass), each on a sheet written here with other
content: rate-card headers with their unit in brackets, model suffixes that look like pack sizes, names joined with
spec words, box prices, quantity-break tiers, a part-number column beside the product column, non-accelerator lines in
server quotes and total lines that name the tax."""

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.errors import BadInputFile
from gpucompare.sheets.header import is_equipment, match_header_cell, row_kind
from gpucompare.sheets.importer import analyse
from gpucompare.sheets.importer.tiers import tier_label

from .conftest import TODAY
from .test_conventions import H100, H200, L40S, by_row, reasons, write

# --- price headers with a unit in brackets -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "header, field",
    [
        ("按量付费(元/实例/小时)", "hourly"),
        ("按需计费（元/台/小时）", "hourly"),
        ("3年预留(元/实例/小时)", "reserved_hourly"),
        ("On-demand (USD/instance/hr)", "hourly"),
        ("GPU ($/hr)", "hourly"),
        ("Pay as you go (EUR/node/h)", "hourly"),
        ("従量課金（円/インスタンス/時間）", "hourly"),
        ("Аренда (руб./сервер/час)", "hourly"),
        ("Аренда (руб./сервер/час) с НДС", "hourly"),
        ("单价(元/台)", "price"),
        ("内存(GiB)", "memory"),
        ("数量(片)", "quantity"),
        ("含税金额(万元)", "total"),
    ],
)
def test_a_unit_in_brackets_makes_a_price_and_never_names_the_field(header, field):
    m = match_header_cell(header)
    assert m is not None and m.field == field


def test_a_cloud_table_priced_per_instance_hour_in_bracketed_units(tmp_path):
    """A Chinese cloud table whose only price words are units ('元/实例/小时'): instance rates divided by the GPU count,
    the reserved column kept as reserved rates, the memory column never a price."""
    f = write(
        tmp_path / "s.xlsx",
        [
            ["GPU 计算型实例价格（华东1）"],
            ["生效日期：2026-10-15"],
            ["规格名称", "加速卡", "卡数", "vCPU", "内存(GiB)", "按量付费(元/实例/小时)", "3年预留(元/实例/小时)"],
            ["gpu.h800.8x", "H800 80G SXM", 8, 128, 2048, 160.0, 96.0],
            ["gpu.l20.4x", "L20 48G", 4, 64, 512, 26.0, "—"],
            ["gpu.910b.8x", "昇腾910B", 8, 192, 1536, 68.0, 44.0],
        ],
    )
    p = analyse(f, today=TODAY)
    assert p.kind == "cloud" and p.header_row == 3
    got = sorted((q.source_row, q.price_kind, q.price_min, q.units_per_item) for q in p.rows)
    assert got == [
        (4, "hourly", 20.0, 8),
        (4, "hourly_reserved", 12.0, 8),
        (5, "hourly", 6.5, 4),
        (6, "hourly", 8.5, 8),
        (6, "hourly_reserved", 5.5, 8),
    ]
    assert {q.currency for q in p.rows} == {"CNY"}
    assert by_row(p)[4].device_id == "nvidia-h800-sxm5-80gb"


# --- model suffixes and spec words -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "model, device, units",
    [
        ("寒武纪 MLU370-X4", "cambricon-mlu370-x4", 1),
        ("思元370-X8 双芯", "cambricon-mlu370-x8", 1),
        ("MLU370 X8 48GB", "cambricon-mlu370-x8", 1),
        ("4x MLU370-X8 推理服务器", "cambricon-mlu370-x8", 4),
        ("8x NVIDIA H100 SXM5 80GB", H100, 8),
    ],
)
def test_a_suffix_of_a_catalog_name_is_never_a_pack_count(tmp_path, model, device, units):
    f = write(tmp_path / "s.xlsx", [["报价日期 2026-11-20"], ["型号", "单价(元)"], [model, 80_000]])
    (q,) = analyse(f, today=TODAY).rows
    assert (q.device_id, q.units_per_item, q.price_min) == (device, units, 80_000 / units)


@pytest.mark.parametrize(
    "model, device",
    [
        ("RTX PRO 6000D 96G 服务器版", "nvidia-rtx-pro-6000d"),
        ("H20 96G 散片", "nvidia-h20-96gb"),
        ("L40S 48G 原装", L40S),
        ("RTX 4090D 24G 盒装", "nvidia-rtx-4090d"),
        ("RTX 5090 32G 工作站版", "nvidia-rtx-5090"),
    ],
)
def test_edition_words_and_a_memory_size_beside_the_name_still_match(tmp_path, model, device):
    f = write(tmp_path / "s.xlsx", [["报价日期 2026-11-20"], ["产品名称", "单价(元)"], [model, 50_000]])
    p = analyse(f, today=TODAY)
    (q,) = p.rows
    assert q.device_id == device


def test_a_memory_size_near_a_reported_one_matches_with_a_warning_and_others_stay_unknown(tmp_path):
    """The RTX PRO 6000D's 84 GB rests on reports: '96G' beside its name is read as it, with a warning naming both
    sizes. A size far from the catalog's (a memory-modded 48 GB 4090) or beside a datasheet size (an H100 SXM with
    94 GB, another variant) stays unknown."""
    f = write(
        tmp_path / "s.xlsx",
        [
            ["报价日期 2026-11-20"],
            ["产品名称", "单价(元)"],
            ["RTX PRO 6000D 96G", 52_000],
            ["RTX 4090 48G 涡轮", 21_000],
            ["H100 SXM 94GB", 230_000],
        ],
    )
    r = by_row(analyse(f, today=TODAY))
    assert r[3].device_id == "nvidia-rtx-pro-6000d"
    assert any("96 GB" in str(w) and "84 GB" in str(w) for w in r[3].warnings)
    assert r[4].device_id is None and r[4].warnings  # a memory-modded 48 GB 4090 is another card
    assert r[5].device_id is None and r[5].warnings


# --- box prices --------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "units_head", ["Units per box", "Pcs/box", "Pack size", "每箱数量", "Stück pro Karton", "箱入数"]
)
def test_a_box_price_is_divided_by_the_units_in_the_box(tmp_path, units_head):
    f = write(
        tmp_path / "s.xlsx",
        [
            ["Price list 2026-11-20, EUR"],
            ["Model", units_head, "Price per box (EUR)", "Stock"],
            ["L40S 48GB", 4, 30_000, 3],
            ["H100 SXM5 80GB", 1, 27_500, 2],
        ],
    )
    p = analyse(f, today=TODAY)
    r = by_row(p)
    assert (r[3].device_id, r[3].price_min, r[3].units_per_item, r[3].quantity) == (L40S, 7_500, 4, None)
    assert r[3].item == "box of 4"
    assert (r[4].price_min, r[4].units_per_item) == (27_500, 1)
    assert any("box" in str(c) for c in p.conventions)


# --- quantity-break tiers ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "label, tier",
    [
        ("1-7 units", (1, 7)),
        ("64+ units", (64, None)),
        ("1–9台", (1, 9)),
        ("10台以上", (10, None)),
        ("ab 10 Stück", (10, None)),
        ("от 10 шт.", (10, None)),
        ("≥100 pcs", (100, None)),
        ("1 unit", (1, 1)),
        ("Price (USD)", None),
        ("Lead time 2-4 wks", None),
        ("1-3 yr reserved", None),
        ("2026-11", None),
        ("8-GPU", None),
        ("1-7 days", None),  # a rental period, not an order quantity
        ("8-30天", None),
        ("1-4 Tage", None),
    ],
)
def test_tier_labels(label, tier):
    assert tier_label(label) == tier


def test_quantity_tiers_under_a_merged_price_header_give_the_single_unit_price(tmp_path):
    f = write(
        tmp_path / "s.xlsx",
        [
            ["产品", "规格", "含税单价(元)", "", ""],
            ["", "", "1–9台", "10–49台", "50台以上"],
            ["H200 141G SXM", "模组", 238_000, 231_000, 226_000],
            ["L40S 48G", "PCIe", 52_000, 50_500, 49_000],
            ["H100 SXM5 80G", "模组", 199_000, 193_000, 188_000],
            ["注：阶梯价按单笔订单数量计算。", "", "", "", ""],
        ],
        merged=["C1:E1", "A1:A2", "B1:B2"],
    )
    p = analyse(f, today=TODAY)
    assert p.header_row == 2
    r = by_row(p)
    assert sorted(r) == [3, 4, 5]  # the row of tier labels is the header, never a quote
    # imp187: one rule for every quantity ladder, the price for the fewest units, the others in the notes
    assert (r[3].device_id, r[3].price_min, r[3].price_max, r[3].currency) == (H200, 238_000, 238_000, "CNY")
    assert (r[5].device_id, r[5].price_min, r[5].price_max) == (H100, 199_000, 199_000)
    assert "1–9台" in r[4].notes and "49,000" in r[4].notes
    assert [p.mapping[f"price_tier_{i}"]["column"] for i in (1, 2, 3)] == ["C", "D", "E"]
    assert any("quantity tiers" in str(c) for c in p.conventions)


def test_quantity_tiers_in_one_header_row(tmp_path):
    f = write(
        tmp_path / "s.xlsx",
        [
            ["Volume price list 2026-11-20 (USD)"],
            ["Model", "Price 1-9", "Price 10-49", "Price 50+"],
            ["H200 SXM 141GB", 32_000, 31_000, 30_000],
            ["L40S 48GB", 7_900, 7_600, 7_300],
        ],
    )
    r = by_row(analyse(f, today=TODAY))
    assert (r[3].price_min, r[3].price_max) == (32_000, 32_000)  # the single-unit price (imp187's one rule)
    assert (r[4].device_id, r[4].price_min, r[4].price_max) == (L40S, 7_900, 7_900)
    assert "7,300.00" in r[4].notes  # the price for 50 or more kept


# --- a part-number column beside the product column --------------------------------------------------------------


def test_the_product_column_beats_a_part_number_column_the_catalog_partly_lacks(tmp_path):
    f = write(
        tmp_path / "s.xlsx",
        [
            ["Stock list week 47/2026, USD"],
            ["Part #", "Product", "Qty avail", "Unit price (USD)"],
            ["900-21010-0000-000", "NVIDIA H100 PCIe 80GB", 12, 24_500],
            ["GV-N5090AORUS-32GD", "NVIDIA GeForce RTX 5090 32GB", 30, 2_950],
            ["TCSL40SPCIE-PB", "NVIDIA L40S 48GB", 20, 7_700],
            ["", "", "", ""],
            ["BACK ORDER"],
            ["Product", "Deposit", "ETA", "Price/unit USD", "Part #"],
            ["NVIDIA H200 SXM 141GB", "30%", "Feb-27", 31_000, "935-24287-0000-000"],
            ["AMD Instinct MI300X 192GB", "30%", "Jan-27", 19_000, "100-300000003"],
            ["Intel Gaudi 3 128GB", "30%", "Mar-27", 15_500, "HL-325L"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert p.mapping["model"]["header"] == "Product"
    r = by_row(p)
    assert [r[i].device_id for i in (3, 4, 5)] == ["nvidia-h100-pcie-80gb", "nvidia-rtx-5090", L40S]
    assert [r[i].device_id for i in (9, 10, 11)] == [H200, "amd-mi300x", "intel-gaudi3"]


@pytest.mark.parametrize(
    "part, device",
    [("900-2G133-0080-000", L40S), ("VCNRTX6000ADA-PB", "nvidia-rtx-6000-ada"), ("PNY VCNRTX6000ADA-PB", None)],
)
def test_board_part_numbers_resolve(part, device):
    got = bundled_catalog().match(part).device_id
    assert got == device or (device is None and got == "nvidia-rtx-6000-ada")


# --- non-accelerator lines in server quotes ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, equipment",
    [
        ("IB交换机 QM9700", True),
        ("400G 光模块 OSFP", True),
        ("InfiniBand NDR cable 3m", True),
        ("Mellanox ConnectX-7 NIC", True),
        ("DAC 100G 2m", True),
        ("NVIDIA BlueField-3 DPU", True),
        ("NVIDIA NVLink Bridge 2-slot", True),
        ("NVIDIA Quantum-2 QM9700 InfiniBand switch", True),
        ("H100 SXM5 80GB", False),
        ("HGX H100 8-GPU with NVSwitch", False),
        ("GST applicable", False),
        ("Storage server 1PB", True),
        ("Gaudi 3 OAM", False),
    ],
)
def test_equipment_words(text, equipment):
    assert is_equipment(text) == equipment


def test_switches_cables_and_network_cards_in_a_server_quote_are_not_unknown_devices(tmp_path):
    f = write(
        tmp_path / "s.xlsx",
        [
            ["整机报价单  日期：2026-11-12  含13%增值税"],
            ["序号", "名称", "配置", "数量", "单价(元)", "小计(元)"],
            [1, "H200 八卡服务器", "8×H200 141G SXM，2×Xeon 8558", 1, 2_080_000, 2_080_000],
            [2, "IB交换机", "Quantum-2 QM9790 64口 NDR", 2, 255_000, 510_000],
            [3, "400G 光模块", "OSFP 多模", 16, 6_800, 108_800],
            [4, "CX7 网卡", "ConnectX-7 单口 400G", 8, 9_500, 76_000],
            [5, "L40S 48G", "PCIe", 4, 52_000, 208_000],
            ["合计", "", "", "", "", 2_982_800],
        ],
    )
    p = analyse(f, today=TODAY)
    r = by_row(p)
    assert sorted(r) == [3, 7]
    assert (r[3].device_id, r[3].price_min) == (H200, 260_000)
    why = reasons(p)
    for row in (4, 5, 6):
        assert "not an accelerator" in why[row], why[row]
    assert why[8] == "a subtotal or total line, not a product"


# --- totals that name the tax ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "label",
    [
        "총 금액 (부가세 포함)",
        "총합계(VAT 포함)",
        "VAT 포함 총액",
        "Gesamtbetrag inkl. MwSt.",
        "御見積金額（税込）",
        "合計金額（税込）",
        "税込合計",
        "Total incl. VAT",
    ],
)
def test_a_total_that_names_the_tax_is_a_total(label):
    assert row_kind(label) == "subtotal"


def test_a_total_above_the_table_is_said_to_be_the_quotes_total(tmp_path):
    f = write(
        tmp_path / "s.xlsx",
        [
            ["御 見 積 書"],
            ["見積日：2026年11月25日"],
            ["御見積金額（税込）", "", "¥16,940,000"],
            [],
            ["No.", "品名", "数量", "単価（税抜）", "金額（税抜）"],
            [1, "NVIDIA L40S 48GB", 4, "¥1,350,000", "¥5,400,000"],
            [2, "NVIDIA H100 NVL 94GB", 2, "¥4,300,000", "¥8,600,000"],
            ["", "", "", "小計", "¥14,000,000"],
            ["", "", "", "消費税（10%）", "¥1,400,000"],
            ["", "", "", "合計", "¥15,400,000"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert sorted(by_row(p)) == [6, 7]
    why = reasons(p)
    assert "total" in why[3]
    assert "total" in why[10] and "tax" in why[9]


# --- hourly rates far from what a device costs -------------------------------------------------------------------


def test_an_hourly_rate_that_would_pay_for_the_device_in_days_or_centuries_is_warned(tmp_path):
    f = write(
        tmp_path / "s.xlsx",
        [
            ["GPU rates 2026-11-01"],
            ["Instance", "GPU", "On-demand ($/hr)"],
            ["gpu-8x-h100", "H100 SXM5 80GB", 98.32],  # an instance of 8 with no count: not divided
            ["gpu-1x-h100", "H100 SXM5 80GB", 2.49],
            ["gpu-1x-l20", "L20 48GB", 0.004],
        ],
    )
    r = by_row(analyse(f, today=TODAY))
    assert any("per instance or per device" in str(w) for w in r[3].warnings)
    assert r[4].warnings == ()
    assert any("hours" in str(w) for w in r[5].warnings)


def test_a_row_is_read_by_whichever_of_part_number_and_product_names_a_device(tmp_path):
    f = write(
        tmp_path / "s.xlsx",
        [
            ["Partner price file Q4 2026 (USD)"],
            ["NVIDIA P/N", "Description", "Net Price (USD)"],
            ["900-21010-0000-000", "Data Center GPU, 80GB HBM2e, PCIe Gen5, passive", 24_600],
            ["900-21001-0020-000", "Data Center GPU, 80GB HBM2e, PCIe Gen4, passive", 10_500],
            ["X-PNY-1234", "NVIDIA L40S 48GB", 7_700],
        ],
    )
    r = by_row(analyse(f, today=TODAY))
    assert [r[i].device_id for i in (3, 4, 5)] == ["nvidia-h100-pcie-80gb", "nvidia-a100-pcie-80gb", L40S]


@pytest.mark.parametrize(
    "rows, merged",
    [
        (
            [
                ["Preisliste 2026-11-01 EUR"],
                ["Artikel", "Einzelpreis (EUR)", "", ""],
                ["", "1-4 Stk.", "5-9 Stk.", "ab 10 Stk."],
                ["NVIDIA L40S 48GB", 7_900, 7_700, 7_500],
                ["NVIDIA H100 PCIe 80GB", 26_000, 25_500, 25_000],
            ],
            ["B2:D2"],
        ),
        (
            [
                ["Volume prices (USD) 2026-11-01"],
                ["Model", "Qty 1-4", "Qty 5-9", "Qty 10+"],
                ["L40S 48GB", 7_900, 7_700, 7_500],
                ["H200 SXM 141GB", 32_000, 31_000, 30_000],
            ],
            [],
        ),
        (
            [
                ["报价 2026-11-01 人民币"],
                ["型号", "1台", "2-7台", "8台以上"],
                ["L40S 48G", 7_900, 7_700, 7_500],
                ["H20 96G", 99_000, 97_000, 95_000],
            ],
            [],
        ),
    ],
    ids=["de-two-rows", "en-qty-headers", "zh-bare-tiers"],
)
def test_tier_layouts_seen_in_price_lists(tmp_path, rows, merged):
    q = analyse(write(tmp_path / "s.xlsx", rows, merged=merged), today=TODAY).rows[0]
    # the single-unit price, the ladder's other prices kept in the notes (imp187: one rule for every ladder)
    assert (q.device_id, q.price_min, q.price_max) == (L40S, 7_900, 7_900)
    assert "7,500.00" in q.notes


def test_a_pack_quantity_header_and_a_per_gpu_hour_unit(tmp_path):
    boxes = write(
        tmp_path / "b.xlsx",
        [["Price list 2026-11-01 (USD)"], ["Model", "Pack qty", "Box price (USD)"], ["RTX 4090 24GB", 8, 14_400]],
    )
    (q,) = analyse(boxes, today=TODAY).rows
    assert (q.price_min, q.units_per_item, q.item) == (1_800, 8, "box of 8")
    rates = write(
        tmp_path / "r.xlsx",
        [
            ["GPU cloud 2026-11-01"],
            ["Instance", "GPU", "GPUs", "按量价格 (USD/GPU·h)"],
            ["a", "H100 SXM5 80GB", 8, 2.5],
        ],
    )
    (q,) = analyse(rates, today=TODAY).rows
    assert (q.price_kind, q.price_min, q.device_id) == ("hourly", 2.5, H100)


@pytest.mark.parametrize(
    "label, kind",
    [
        ("VAT 10%", "tax"),
        ("消費税（10%）", "tax"),
        ("NVIDIA AI Enterprise license (per GPU, 1 yr)", "service"),
        ("Rail kit", "configuration"),
    ],
)
def test_tax_lines_licences_and_rail_kits(label, kind):
    assert row_kind(label) == kind


def test_a_unit_price_beside_a_box_count_is_not_divided(tmp_path):
    f = write(
        tmp_path / "s.xlsx",
        [["Price list 2026-11-20 (EUR)"], ["Model", "Pcs per box", "Unit price (EUR)"], ["L40S 48GB", 4, 7_600]],
    )
    (q,) = analyse(f, today=TODAY).rows
    assert (q.device_id, q.price_min, q.units_per_item, q.item) == (L40S, 7_600, 4, "box of 4")


def test_a_price_header_that_names_neither_box_nor_piece_is_read_by_the_reference_prices_and_said(tmp_path):
    f = write(
        tmp_path / "s.xlsx",
        [
            ["Price list 2026-11-20 (USD)"],
            ["Model", "Units per box", "Price (USD)"],
            ["L40S 48GB", 4, 30_400],
            ["H100 SXM5 80GB", 2, 27_000],
        ],
    )
    p = analyse(f, today=TODAY)
    r = by_row(p)
    assert (r[3].price_min, r[3].units_per_item) == (7_600, 4)  # a box of four L40S at 7,600 each
    assert (r[4].price_min, r[4].units_per_item) == (27_000, 2)  # one H100 at 27,000, sold in boxes of two
    assert any("does not say whether it prices a box or one piece" in str(w) for w in p.warnings)


def test_a_product_row_is_never_taken_for_the_header(tmp_path):
    """When the header's price words are not recognised, the first product row (a device and numbers) is not read as
    the header (its memory column became a price that way): the import is refused, saying what row 2 holds."""
    f = write(
        tmp_path / "s.xlsx",
        [
            ["GPU 实例 2026-11-01"],
            ["规格", "GPU", "数量", "计费A", "计费B"],
            ["x.8", "H20 96G", 8, 1536, 86.4],
            ["x.1", "H20 96G", 1, 192, 11.2],
        ],
    )
    with pytest.raises(BadInputFile, match="row 2 reads A '规格', B 'GPU'"):
        analyse(f, currency="CNY", today=TODAY)
