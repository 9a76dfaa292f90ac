"""The Chinese causes blind corpora 14 and 15 found, each a mechanism tested on a sheet written here (none is a corpus
file): a channel list in 万元 whose rows carry last period's price, this period's price with VAT and the same price
without it."""

from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .test_conventions import write


def _channel_list(tmp_path):
    return write(
        tmp_path / "channel.xlsx",
        [
            ["某总代 AI计算卡渠道价格表"],
            ["单位：万元/张"],
            ["型号", "显存", "上周价（含税）", "本期价", "", "涨跌"],
            ["", "", "", "含税", "不含税", ""],
            ["L40S 48G", "48G", 5.8, 5.6, 4.96, -0.2],
            ["A100 80G PCIe", "80G", 13.2, 13.5, 11.95, 0.3],
        ],
    )


def test_last_periods_price_is_history_beside_this_periods_price(tmp_path):
    p = analyse(_channel_list(tmp_path), today=TODAY)
    # 本期价 含税 is the offer, in 万元: 5.6 万元 = 56,000 元; 上周价 is last week's, never the price
    assert [(q.device_id, q.price_min) for q in p.rows] == [("nvidia-l40s", 56_000), ("nvidia-a100-pcie-80gb", 135_000)]
    assert all(q.tax == "incl" for q in p.rows)
    # the rate comes from this period's prices with and without VAT: 5.6 / 4.96 = 1.129, 13.5 / 11.95 = 1.130
    assert [round(q.tax_rate, 2) for q in p.rows] == [0.13, 0.13]


def test_a_column_answering_with_the_tax_basis_is_no_price(tmp_path):
    # an approval export: '是否含税' answered '含税（13%专票）' or '不含税' on a document's first line, the lines under
    # it carrying the answer; the price is the unit price column
    f = write(
        tmp_path / "approval.xlsx",
        [
            ["审批编号", "供应商名称", "是否含税", "采购明细-规格型号", "采购明细-数量", "采购明细-单价(元)"],
            ["2026120101", "甲公司", "含税（13%专票）", "NVIDIA L40S 48G", 4, 57_900],
            ["", "", "", "NVIDIA A100 80G PCIe", 2, 135_000],
            ["2026120202", "乙公司", "不含税", "NVIDIA L40S 48G", 4, 51_000],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.device_id, q.price_min, q.tax) for q in p.rows] == [
        ("nvidia-l40s", 57_900, "incl"),
        ("nvidia-a100-pcie-80gb", 135_000, "incl"),
        ("nvidia-l40s", 51_000, "excl"),
    ]


def test_a_fixed_asset_register_holds_no_offer_and_says_so(tmp_path):
    import pytest

    from gpucompare.sheets.importer import BadInputFile

    f = write(
        tmp_path / "assets.xlsx",
        [
            ["固定资产卡片清单"],
            ["资产编码", "资产名称", "规格型号", "开始使用日期", "原值（元）", "累计折旧（元）", "净值（元）", "状态"],
            ["GDZC-01", "GPU卡", "NVIDIA A100 80G PCIe", "2024-06-01", 128_000, 97_955.56, 30_044.44, "在用"],
            ["GDZC-02", "显卡", "RTX 4090 24G", "2025-09-05", 19_500, 7_204.17, 12_295.83, "在用"],
        ],
    )
    with pytest.raises(BadInputFile) as e:
        analyse(f, today=TODAY)
    said = str(e.value)
    assert "fixed-asset register" in said and "nothing to import" in said
    # the same in English: acquisition cost, accumulated depreciation, net book value
    g = write(
        tmp_path / "assets_en.xlsx",
        [
            ["Asset ID", "Description", "Acquisition cost", "Accumulated depreciation", "Net book value"],
            ["FA-1", "NVIDIA L40S 48GB", 52_000, 20_000, 32_000],
            ["FA-2", "NVIDIA A100 80GB PCIe", 90_000, 60_000, 30_000],
        ],
    )
    with pytest.raises(BadInputFile, match="fixed-asset register"):
        analyse(g, today=TODAY)


def test_one_book_value_word_alone_does_not_make_a_register(tmp_path):
    # a used-card list with a residual value beside its price is still an offer
    f = write(
        tmp_path / "used.xlsx",
        [
            ["型号", "成色", "单价(元)", "净残值(元)"],
            ["RTX 4090 24G", "95新", 16_800, 9_000],
            ["L40S 48G", "9成新", 41_000, 20_000],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [q.price_min for q in p.rows] == [16_800, 41_000]


def test_a_line_its_name_cell_calls_a_switch_is_equipment_not_an_unknown_device(tmp_path):
    # a bid's itemised price table: the goods name says what the line is, the model cell is the switch's part number
    f = write(
        tmp_path / "bid.xlsx",
        [
            ["序号", "货物名称", "品牌", "规格型号", "数量", "单价（元）", "备注"],
            [1, "GPU卡", "NVIDIA", "L20 48GB PCIe", 4, 30_500, "含三年质保"],
            [2, "高速网络交换机", "华为", "CloudEngine CE9860-4C-EI", 2, 450_000, ""],
            [3, "GPU卡", "厂商X", "XPU-9000 64GB", 2, 88_000, "配光模块"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [q.device_id for q in p.rows if q.device_id] == ["nvidia-l20-48gb"]
    said = {j.source_row: str(j.reason) for j in p.rejected}
    assert "equipment" in said[3]  # the switch's line (row 3), said for what it is
    # an unknown accelerator whose note names a part is still a row to review, not equipment
    assert any(q.raw_model.startswith("XPU-9000") for q in p.rows) or 4 in said and "equipment" not in said[4]


def test_a_name_cell_saying_installation_beats_a_component_word_in_the_description(tmp_path):
    # a Korean 견적서: '설치비' (installation fee) in the goods name, 'OS' (a server component word) in its spec
    f = write(
        tmp_path / "ko.xlsx",
        [
            ["No", "품명", "규격", "수량", "단가", "공급가액"],
            [1, "GPU", "NVIDIA L40S 48GB PCIe", 4, 12_650_000, 50_600_000],
            [2, "그래픽카드", "GeForce RTX 5090 32GB (ASUS TUF Gaming)", 8, 4_190_000, 33_520_000],
            [3, "설치비", "랙 마운트, OS 및 드라이버 설치 (서버 1대)", 1, 1_500_000, 1_500_000],
            [4, "운송비", "서울/경기 무진동 차량", 1, 300_000, 300_000],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [q.device_id for q in p.rows] == ["nvidia-l40s", "nvidia-rtx-5090"]
    said = {j.source_row: str(j.reason) for j in p.rejected}
    assert "installation" in said[4] and "shipping" in said[5]


def test_a_twi_carriage_line_is_said_to_be_shipping(tmp_path):
    # words as data: data/lexicon/tw.toml ('Akwantuo ka' a transport fare, 'Kɔde ma wo' delivery to you)
    f = write(
        tmp_path / "tw.xlsx",
        [
            ["Nɔma", "Nneɛma", "Dodoɔ", "Bo koro biara"],
            [1, "NVIDIA L40S 48GB", 4, "GH₵ 98,400.00"],
            [2, "NVIDIA H100 PCIe 80GB", 2, "GH₵ 318,500.00"],
            [3, "NVIDIA GeForce RTX 4090 24GB", 6, "GH₵ 31,900.00"],
            [4, "Akwantuo ka (Kumasi → Accra)", 1, "GH₵ 1,200.00"],
            [5, "Kɔde ma wo (Accra ne Tema mu)", "", "GH₵ 350.00"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert len(p.rows) == 3 and p.rows[0].device_id == "nvidia-l40s"
    said = {j.source_row: str(j.reason) for j in p.rejected}
    assert "shipping" in said[5] and "shipping" in said[6]


def test_a_one_year_package_per_instance_is_a_reserved_rate_per_gpu_hour(tmp_path):
    # a cloud price table per instance: 按量 per hour, 包月 per month, 包1年 per year; the year is 8760 hours
    f = write(
        tmp_path / "cloud.xlsx",
        [
            ["GPU云服务器 价格表    以上价格均为单实例价格，含6%增值税"],
            ["实例规格", "GPU", "按量付费（元/小时）", "包月（元/月）", "包1年（元/年）"],
            ["x.gl20.24xlarge", "4 × NVIDIA L20 48GB", 19.6, 9_636, 96_360],
            ["x.g4090.4xlarge", "1 × NVIDIA GeForce RTX 4090 24GB", 2.38, 1_168, 11_680],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [
        (q.price_kind, round(q.price_min, 4), q.lease_term_months) for q in p.rows if q.device_id == "nvidia-l20-48gb"
    ]
    # 19.6 / 4 GPUs; 9,636 / 730 h / 4; 96,360 / 8,760 h / 4
    assert got == [("hourly", 4.9, None), ("hourly_reserved", 3.3, 1.0), ("hourly_reserved", 2.75, 12.0)]
    # each reserved rate's price without VAT is its own, not the on-demand rate's
    assert all(round(q.price_excl_tax, 2) == round(q.price_min / 1.06, 2) for q in p.rows if q.tax_rate == 0.06)
    year = [q for q in p.rows if q.lease_term_months == 12.0]
    assert len(year) == 2 and round(year[1].price_min, 4) == round(11_680 / 8_760, 4)


def _pairs(tmp_path, rows):
    return write(
        tmp_path / "pairs.xlsx",
        [["型号", "含税单价（元）", "不含税单价（元）"], *rows],
    )


def test_a_ratio_is_a_tax_rate_only_where_the_lines_agree_on_it(tmp_path):
    # 13% on every line (to the yuan): each line's rate is the ratio, nothing to review
    p = analyse(
        _pairs(
            tmp_path, [["L40S 48G", 56_000, 49_558], ["A100 80G PCIe", 135_000, 119_469], ["L20 48G", 29_500, 26_106]]
        ),
        today=TODAY,
    )
    assert [q.tax_rate for q in p.rows] == [0.13, 0.13, 0.13] and not any(q.needs_review for q in p.rows)
    # ratios of 15.7%, 8.5%, 4% and 21%: no rate; every line marked for review, its price kept as read
    p = analyse(
        _pairs(
            tmp_path,
            [
                ["L40S 48G", 58_000, 50_130],
                ["A100 80G PCIe", 132_000, 121_659],
                ["L20 48G", 27_000, 25_962],
                ["RTX 4090 24G", 21_000, 17_355],
            ],
        ),
        today=TODAY,
    )
    assert [q.price_min for q in p.rows] == [58_000, 132_000, 27_000, 21_000]
    assert all(q.needs_review and q.tax_rate is None for q in p.rows)
    assert any("different rates" in str(w) for w in p.rows[0].warnings)
