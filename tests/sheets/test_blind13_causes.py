"""The Chinese and English causes blind corpus 13 found, each a mechanism: a workbook with one sheet per week named by
its month and day only ('11.20', '11.27', '12.04'), whose newest sheet is the offer. Every sheet is written here; none
is a corpus file."""

import openpyxl

from gpucompare.sheets.importer import analyse

from .conftest import TODAY


def _weekly(path, names):
    wb = openpyxl.Workbook()
    wb.remove(wb.active)
    for i, name in enumerate(names):
        ws = wb.create_sheet(name)
        ws.append([f"某某科技 周报价 {name} 含税"])
        ws.append(["型号", "说明", "单价(元)"])
        ws.append(["A100 80G PCIe", "原装", 70_000 + 100 * i])
        ws.append(["L40S 48G", "原装", 50_000 + 100 * i])
    wb.save(path)
    return path


def test_of_weekly_sheets_named_by_month_and_day_the_newest_is_the_offer(tmp_path):
    p = analyse(_weekly(tmp_path / "weeks.xlsx", ["10.30", "11.06", "11.13"]), today=TODAY)
    assert p.sheet == "11.13"
    assert [(q.device_id, q.price_min) for q in p.rows] == [("nvidia-a100-pcie-80gb", 70_200), ("nvidia-l40s", 50_200)]
    # the older weeks are said, not read as quotes
    said = " ".join(str(w) for w in p.warnings)
    assert "10.30" in said and "11.06" in said


def test_weekly_sheets_across_the_new_year_keep_their_order(tmp_path):
    p = analyse(_weekly(tmp_path / "weeks.xlsx", ["12月25日", "1月1日", "1月8日"]), today=TODAY)
    assert p.sheet == "1月8日"
    p = analyse(_weekly(tmp_path / "weeks2.xlsx", ["12-18", "12-25", "01-01"]), today=TODAY)
    assert p.sheet == "01-01"


def test_an_rfq_answered_in_place_reads_the_vendors_response_model_not_the_buyers_request(tmp_path):
    from .test_conventions import write

    f = write(
        tmp_path / "rfq.xlsx",
        [
            ["某研究院 GPU 询价响应表"],
            ["序号", "需求型号", "需求数量", "响应品牌", "响应型号", "单价（元，含税）", "偏离说明"],
            [1, "H100 80G SXM 8卡服务器", 1, "超聚变", "G8600 V7 8×H20 96G", 1_200_000, "负偏离"],
            [2, "RTX 4090 24G", 6, "华硕", "TUF RTX 4090D 24G", 17_100, "负偏离"],
            [3, "L40S 48G", 4, "NVIDIA", "L40S 48G", 57_900, "无偏离"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [q.device_id for q in p.rows] == ["nvidia-h20-96gb", "nvidia-rtx-4090d", "nvidia-l40s"]
    assert p.rows[0].price_min == 150_000  # the 8-GPU server per GPU


def test_a_price_api_export_in_fen_per_instance_is_yuan_per_gpu_hour(tmp_path):
    import csv

    f = tmp_path / "api.csv"
    with open(f, "w", encoding="utf-8", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["gpu_type", "gpu_num", "zone", "price_fen_per_hour", "stock"])
        w.writerow(["L40S", 1, "cn-east-1", 420, 9])
        w.writerow(["L40S", 4, "cn-east-1", 1640, 2])
        w.writerow(["H800-SXM", 8, "cn-north-2", 7200, 1])
    rows = analyse(f, today=TODAY).rows
    # a fen is a hundredth of a yuan; the instance's rate is divided by its GPUs
    assert [(q.device_id, q.price_min, q.currency, q.price_kind) for q in rows] == [
        ("nvidia-l40s", 4.2, "CNY", "hourly"),
        ("nvidia-l40s", 4.1, "CNY", "hourly"),
        ("nvidia-h800-sxm5-80gb", 9.0, "CNY", "hourly"),
    ]


def test_a_yes_no_column_with_a_remark_is_a_statement_never_the_price(tmp_path):
    from .test_conventions import write

    f = write(
        tmp_path / "form.xlsx",
        [
            ["提交时间", "公司名称", "产品型号", "数量", "单价(元)", "是否含税", "备注"],
            ["2026-11-28 10:02:11", "甲公司", "L20 48G", 8, 28_900, "是（13%专票）", ""],
            ["2026-11-29 15:40:52", "乙公司", "L40S 48G", 4, 56_800, "否", "加税点另议"],
            ["2026-11-30 09:12:03", "丙公司", "RTX 6000 Ada 48G", 2, 52_300, "是（普票）", ""],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.device_id, q.price_min) for q in p.rows] == [
        ("nvidia-l20-48gb", 28_900),
        ("nvidia-l40s", 56_800),
        ("nvidia-rtx-6000-ada", 52_300),
    ]
    assert not p.rejected
    # each answer is the line's tax basis, its remark in brackets aside
    assert [q.tax for q in p.rows] == ["incl", "excl", "incl"]
