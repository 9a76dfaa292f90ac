"""The Chinese causes blind corpus 18 found, each a mechanism tested on a sheet written here (none is a corpus file):
a price cell merged over several variant rows, a workbook with one sheet per supplier behind a summary sheet that
repeats their prices."""

import openpyxl

from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .test_conventions import by_row, reasons, write


def _variants(tmp_path, merged):
    # a wholesaler's list: brands of one card share one price cell, merged down over their rows
    return write(
        tmp_path / "variants.xlsx",
        [
            ["显卡报价（含税13%）"],
            ["品类", "品牌", "型号", "显存", "单价（元/张）", "库存"],
            ["RTX 5090", "华硕", "RTX 5090 32G TUF", "32G", 21999, 5],
            ["", "微星", "RTX 5090 32G 魔龙", "", None, 3],
            ["", "技嘉", "RTX 5090 32G 风魔", "", None, 8],
            ["RTX 4090D", "七彩虹", "RTX 4090D 24G 火神", "24G", 15999, 2],
            ["", "影驰", "RTX 4090D 24G 金属大师", "", None, 4],
        ],
        merged=merged,
    )


def test_a_price_merged_over_variant_rows_is_each_rows_price(tmp_path):
    p = analyse(_variants(tmp_path, ("A3:A5", "D3:D5", "E3:E5", "A6:A7", "D6:D7", "E6:E7")), today=TODAY)
    got = by_row(p)
    assert sorted(got) == [3, 4, 5, 6, 7]
    assert [got[r].price_min for r in (3, 4, 5)] == [21_999] * 3
    assert [got[r].price_min for r in (6, 7)] == [15_999] * 2
    assert got[4].device_id == "nvidia-rtx-5090" and got[7].device_id == "nvidia-rtx-4090d"
    # the user sees where the price of a row without its own number came from
    assert any("merged cell E3" in str(e) for e in got[5].evidence)
    assert not p.rejected or all(r.source_row not in got for r in p.rejected)


def test_an_empty_price_cell_that_is_not_merged_is_still_no_price(tmp_path):
    p = analyse(_variants(tmp_path, ("A3:A5", "D3:D5")), today=TODAY)
    assert sorted(by_row(p)) == [3, 6]
    why = reasons(p)
    assert "no price" in str(why[4]) and "no price" in str(why[7])


def test_a_price_merged_over_another_device_is_not_its_price(tmp_path):
    # E3:E4 spans an RTX 5090 and an RTX 4090D: one price for two devices is no price of the second
    path = write(
        tmp_path / "mixed.xlsx",
        [
            ["型号", "单价"],
            ["RTX 5090 32G", 21999],
            ["RTX 4090D 24G", None],
        ],
        merged=("B2:B3",),
    )
    p = analyse(path, today=TODAY)
    assert [(q.source_row, q.price_min) for q in p.rows] == [(2, 21_999)]
    assert 3 in reasons(p)


def _suppliers(path, summary_first=True, summary=True):
    wb = openpyxl.Workbook()
    sheets = []
    if summary:
        sheets.append(
            (
                "汇总",
                [
                    ["GPU比价"],
                    ["型号", "甲", "乙", "丙", "最低价"],
                    ["H20 96G", 118000, 112000, 121000, 112000],
                    ["L20 48G", 26500, 24800, 27200, 24800],
                    ["RTX 4090D 24G", 16800, "—", "—", 16800],
                    ["A800 80G PCIe", "—", 108000, "—", 108000],
                ],
            )
        )
    sheets += [
        (
            "甲",
            [
                ["报价日期：2026-12-01 含税13%"],
                ["型号", "数量", "单价"],
                ["NVIDIA H20 96GB", 16, 118000],
                ["NVIDIA L20 48GB", 8, 26500],
                ["RTX 4090D 24GB 涡轮", 20, 16800],
            ],
        ),
        (
            "乙",
            [
                ["2026年12月2日 未税价"],
                ["序号", "型号", "价格(元)"],
                [1, "H20 96G", 112000],
                [2, "L20 48G", 24800],
                [3, "A800 80G PCIe", 108000],
            ],
        ),
        (
            "丙",
            [
                ["报价 2026/12/03 含税"],
                ["型号", "单价"],
                ["NVIDIA H20 96G", 121000],
                ["L20 48G 单卡", 27200],
            ],
        ),
    ]
    if not summary_first:
        sheets = sheets[1:] + sheets[:1]
    for i, (name, rows) in enumerate(sheets):
        ws = wb.active if i == 0 else wb.create_sheet(name)
        ws.title = name
        for r in rows:
            ws.append(r)
    wb.save(path)
    return path


def test_supplier_sheets_compared_on_a_summary_are_each_an_offer(tmp_path):
    p = analyse(_suppliers(tmp_path / "suppliers.xlsx"), today=TODAY)
    got = sorted((q.sheet, q.device_id, q.price_min) for q in p.rows)
    assert got == sorted(
        [
            ("甲", "nvidia-h20-96gb", 118_000),
            ("甲", "nvidia-l20-48gb", 26_500),
            ("甲", "nvidia-rtx-4090d", 16_800),
            ("乙", "nvidia-h20-96gb", 112_000),
            ("乙", "nvidia-l20-48gb", 24_800),
            ("乙", "nvidia-a800-pcie-80gb", 108_000),
            ("丙", "nvidia-h20-96gb", 121_000),
            ("丙", "nvidia-l20-48gb", 27_200),
        ]
    )
    # each supplier's own date, not the newest sheet's for all
    dates = {q.sheet: q.quote_date for q in p.rows}
    assert dates == {"甲": "2026-12-01", "乙": "2026-12-02", "丙": "2026-12-03"}
    # the summary's rows are listed as repeats, with the row they repeat
    summary = [r for r in p.rejected if r.sheet == "汇总"]
    assert len(summary) == 4 and all("repeats a figure" in str(r.reason) for r in summary)
    assert any("repeats the prices of" in str(w) for w in p.warnings)


def test_the_summary_is_found_from_its_figures_wherever_it_stands(tmp_path):
    p = analyse(_suppliers(tmp_path / "last.xlsx", summary_first=False), today=TODAY)
    assert {q.sheet for q in p.rows} == {"甲", "乙", "丙"} and len(p.rows) == 8


def test_without_a_summary_dated_sheets_of_the_same_devices_stay_versions(tmp_path):
    # no sheet compares them: three dated sheets pricing the same devices are versions, the newest read
    p = analyse(_suppliers(tmp_path / "versions.xlsx", summary=False), today=TODAY)
    assert p.sheet == "丙" and len(p.rows) == 2


def test_a_machine_price_column_beside_the_card_price_is_a_server_quote(tmp_path):
    path = write(
        tmp_path / "machine.xlsx",
        [
            ["价格单位：元（含13%增值税）"],
            ["型号", "显存", "单卡单价", "8卡整机单价（元/台）", "交期"],
            ["NVIDIA H20 96G", "96GB", 118000, 1060000, "现货"],
            ["RTX 4090D 24G", "24GB", 16500, "—", "现货"],
        ],
    )
    p = analyse(path, today=TODAY)
    got = sorted((q.source_row, q.cell, q.offer, q.units_per_item, q.price_min) for q in p.rows)
    # 1,060,000 for 8 cards is 132,500 a card, a server offer of its own; no server offered for the 4090D
    assert got == [
        (3, "C3", "", 1.0, 118_000),
        (3, "D3", "server", 8.0, 132_500),
        (4, "C4", "", 1.0, 16_500),
    ]
    # the card's price is no longer marked as one of two prices for the same item
    assert not any(q.needs_review for q in p.rows)


def test_a_transposed_comparison_reads_its_machine_row_too(tmp_path):
    path = write(
        tmp_path / "across.xlsx",
        [
            ["GPU选型比价（横向）", "", "", ""],
            ["日期：2026-12-03 价格单位：元（含13%增值税）", "", "", ""],
            ["项目", "NVIDIA H20 96G", "NVIDIA L20 48G", "RTX 4090D 24G"],
            ["显存", "96GB", "48GB", "24GB"],
            ["单卡单价", 118000, 26800, 16500],
            ["8卡整机单价（元/台）", 1060000, 278000, "—"],
            ["交期", "现货", "现货", "2周"],
        ],
    )
    p = analyse(path, today=TODAY)
    got = sorted((q.source_row, q.cell, q.device_id, q.price_min) for q in p.rows)
    assert got == [
        (5, "B5", "nvidia-h20-96gb", 118_000),
        (5, "C5", "nvidia-l20-48gb", 26_800),
        (5, "D5", "nvidia-rtx-4090d", 16_500),
        (6, "B6", "nvidia-h20-96gb", 132_500),
        (6, "C6", "nvidia-l20-48gb", 34_750),
    ]


def _idc(tmp_path, heading="二、裸金属（8卡整机独占，按台计费）"):
    # a rental list: an on-demand table per card, then a table of 8-card nodes per month with prepaid terms
    return write(
        tmp_path / "idc.xlsx",
        [
            ["GPU算力租赁刊例价 更新日期：2026-12-01 价格单位：人民币元，含6%增值税"],
            ["一、云主机（按卡计费）"],
            ["GPU型号", "按量（元/卡/时）", "包月（元/卡/月）", "包年（元/卡/年，预付）"],
            ["NVIDIA H100 SXM5 80G", 15.8, 8800, 89000],
            ["昇腾910B 64G", 6.2, 3400, "请咨询"],
            ["", "", "", ""],
            [heading],
            ["节点型号", "GPU", "月付（元/台/月）", "预付1年（元/台/月）", "预付3年（元/台/月）"],
            ["HGX H100 8卡节点", "8×H100 SXM5 80G", 68000, 59800, 52000],
            ["", "", "", ""],
            ["高性能并行存储", "元/TB/月", 450, "", ""],
        ],
    )


def test_node_rates_per_month_under_a_later_header_take_its_own_units_and_terms(tmp_path):
    p = analyse(_idc(tmp_path), today=TODAY)
    node = sorted((q.cell, round(q.price_min, 4), q.lease_term_months) for q in p.rows if q.source_row == 9)
    # every column is per node per month (元/台/月): / 8 / 730, never the table above's 包年 (per year) for column D;
    # 预付1年 and 预付3年 are 12- and 36-month terms billed monthly
    # 预付1年 and 预付3年 commit to a term (reserved, / 8 / 730); the month-by-month column is a monthly rent per card
    # (its own kind since imp220; the cost model takes it at / 730 h)
    assert node == [
        ("C9", round(68000 / 8, 4), None),
        ("D9", round(59800 / 8 / 730, 4), 12),
        ("E9", round(52000 / 8 / 730, 4), 36),
    ]
    kinds = {q.cell: q.price_kind for q in p.rows if q.source_row == 9}
    assert kinds == {"C9": "monthly", "D9": "hourly_reserved", "E9": "hourly_reserved"}


def test_a_term_on_request_beside_a_priced_term_is_its_own_quote(tmp_path):
    p = analyse(_idc(tmp_path), today=TODAY)
    ascend = sorted(
        (q.cell, q.price_kind, q.price_on_request, q.lease_term_months) for q in p.rows if q.source_row == 5
    )
    assert ascend == [
        ("B5", "hourly", False, None),
        ("C5", "hourly_reserved", False, 1),
        ("D5", "hourly_reserved", True, 12),
    ]


def test_storage_per_tb_and_month_is_a_service_not_equipment(tmp_path):
    p = analyse(_idc(tmp_path), today=TODAY)
    why = str(reasons(p)[11])
    assert "data centre service" in why


def test_a_prepaid_term_without_spaces_counts_its_years():
    from gpucompare.sheets.header import term_months

    assert term_months("预付3年（元/台/月）") == 36
    assert term_months("预付1年") == 12
    # a count of years that is no commitment stays none: a warranty, a date
    assert term_months("保修3年") is None and term_months("2026年") is None


def test_a_tenders_validity_counts_from_the_bid_deadline(tmp_path):
    path = write(
        tmp_path / "tender.xlsx",
        [
            ["分项报价表"],
            ["投标日期：2026年12月3日　　投标有效期：自投标截止之日（2026年12月10日）起90日历天　　货币单位：人民币元"],
            ["品目号", "货物名称", "规格型号", "数量", "单价（元，含13%增值税）", "总价（元）"],
            ["2-1", "GPU加速卡", "NVIDIA L20 48GB PCIe", 16, 27800, 444800],
        ],
    )
    q = analyse(path, today=TODAY).rows[0]
    # the bid is dated 3 December; its 90 days run from the deadline, 10 December: to 10 March
    assert q.quote_date == "2026-12-03"
    assert q.valid_until == "2027-03-10"


def _erp(tmp_path):
    return write(
        tmp_path / "erp.xlsx",
        [
            ["物料编码", "规格型号", "含税单价", "税率(%)", "生效日期", "失效日期", "状态"],
            ["1030200118", "NVIDIA H20 96GB HBM3", "118,000.00", 13, "2026-12-01", "2027-02-28", "已审核"],
            ["1030200135", "RTX 4090D 24GB 涡轮", "16,800.00", 13, "2026-11-25", "2027-01-31", "已审核"],
            ["1030200090", "NVIDIA A800 80GB PCIe", "108,000.00", 13, "2026-06-01", "2026-09-30", "已失效"],
        ],
    )


def test_an_erp_lines_effective_date_is_its_quote_date(tmp_path):
    got = by_row(analyse(_erp(tmp_path), today=TODAY))
    assert (got[2].quote_date, got[2].valid_until) == ("2026-12-01", "2027-02-28")
    assert (got[3].quote_date, got[3].valid_until) == ("2026-11-25", "2027-01-31")


def test_an_expired_line_is_no_offer_and_says_so(tmp_path):
    p = analyse(_erp(tmp_path), today=TODAY)
    assert 4 not in by_row(p)
    why = str(reasons(p)[4])
    assert "已失效" in why and "expired" in why


def test_validity_days_after_the_date_in_one_line(tmp_path):
    path = write(
        tmp_path / "hk.xlsx",
        [
            ["GPU 報價　港幣"],
            ["日期：2026年12月4日　報價3日有效　香港交收"],
            ["型號", "成色", "單價"],
            ["RTX 5090 32GB", "全新", "$23,800"],
        ],
    )
    q = analyse(path, today=TODAY).rows[0]
    assert (q.quote_date, q.valid_until) == ("2026-12-04", "2026-12-07")


def test_an_invoice_column_gives_each_lines_tax_basis(tmp_path):
    path = write(
        tmp_path / "invoice.xlsx",
        [
            ["GPU现货库存表 2026.12.04 更新"],
            ["型号", "成色", "单价(万)", "开票", "备注"],
            ["H100 SXM5 80G", "拆机", 21.8, "未税", "整机拆下"],
            ["H20 96G", "全新", 11.6, "含13%专票", ""],
            ["RTX 4090 24G", "拆机", 1.65, "含普票", "矿卡勿扰"],
        ],
    )
    got = by_row(analyse(path, today=TODAY))
    assert (got[3].tax, got[3].tax_rate) == ("excl", None)  # 未税: no invoice, no tax in the price
    assert (got[4].tax, got[4].tax_rate) == ("incl", 0.13)
    assert got[5].tax == "incl"  # 含普票: an ordinary invoice, tax included
    assert any("未税" in str(e) for e in got[3].evidence)


def test_an_amount_in_words_and_a_border_crossing_say_what_they_are(tmp_path):
    path = write(
        tmp_path / "words.xlsx",
        [
            ["报价单　报价日期：2026-12-02"],
            ["序号", "产品名称", "规格型号", "数量", "单价（元）", "金额（元）"],
            [1, "GPU加速卡", "NVIDIA L20 48GB", 4, 26500, 106000],
            ["", "合计", "", "", "", 106000],
            ["大写：人民币壹拾万零陆仟元整"],
            ["過關（送深圳）：顯卡每張另加 $300"],
        ],
    )
    why = {r: str(v) for r, v in reasons(analyse(path, today=TODAY)).items()}
    assert "total" in why[5]  # the total restated in Chinese numerals
    assert "shipping" in why[6]  # a delivery across the border, priced per card


def test_a_machine_price_is_read_on_every_row_of_a_repeated_card(tmp_path):
    # the same card on two rows (two suppliers): each row's machine price is its own server quote
    path = write(
        tmp_path / "repeat.xlsx",
        [
            ["型号", "单卡单价", "8卡整机单价（元/台）"],
            ["NVIDIA H20 96G", 118000, 1060000],
            ["NVIDIA H20 96G", 117000, 1052000],
        ],
    )
    got = sorted((q.source_row, q.offer, q.price_min) for q in analyse(path, today=TODAY).rows)
    assert got == [(2, "", 118_000), (2, "server", 132_500), (3, "", 117_000), (3, "server", 131_500)]


def test_a_price_history_over_sheets_named_by_their_dates_is_no_comparison(tmp_path):
    # one vendor's weekly lists and a sheet tracing their prices: versions of one list, the newest read
    wb = openpyxl.Workbook()
    weeks = {"11.20": (120000, 27500), "11.27": (119000, 27000), "12.04": (118000, 26500)}
    ws = wb.active
    ws.title = "走势"
    ws.append(["型号", *weeks])
    ws.append(["H20 96G", *(p[0] for p in weeks.values())])
    ws.append(["L20 48G", *(p[1] for p in weeks.values())])
    for name, (h20, l20) in weeks.items():
        sh = wb.create_sheet(name)
        for r in (["型号", "单价"], ["NVIDIA H20 96GB", h20], ["NVIDIA L20 48GB", l20]):
            sh.append(r)
    wb.save(tmp_path / "weeks.xlsx")
    p = analyse(tmp_path / "weeks.xlsx", today=TODAY)
    assert p.sheet == "12.04" and sorted(q.price_min for q in p.rows) == [26_500, 118_000]
