"""Corpora 53-55's leftovers (imp212), each on a small sheet written here; none is a corpus file."""

from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .test_conventions import L40S, reasons, write


def test_a_grant_budgets_staff_lines_are_listed_as_staff_costs_not_quotes(tmp_path):
    # a budget annex: people's months of effort beside the equipment; '(100 % FTE)' is a share of a person's time,
    # no model number, and a card line whose machine is only named in brackets is one card
    f = write(
        tmp_path / "budget.xlsx",
        [
            ["Lab grant budget (Annex 2)", None, None, None, None],
            ["Budget line", "Description", "Unit", "No. of units", "Unit cost (USD)"],
            ["1.1", "Research assistant (100 % FTE)", "month", 24, 650],
            ["1.2", "Postdoctoral fellow, 12 person-months", "month", 12, 2_100],
            ["2.1", "NVIDIA L40S 48GB inference cards (edge nodes)", "unit", 4, 7_900],
            ["2.2", "GPU server, 4× NVIDIA L40S 48GB", "unit", 1, 41_000],
            ["3.1", "Cloud GPU hours, NVIDIA L40S 48GB on-demand", "GPU-hour", 2_000, 1.2],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.source_row, q.device_id, q.price_min, q.offer) for q in p.rows] == [
        (5, L40S, 7_900, "card"),
        (6, L40S, 10_250, "server"),
        (7, L40S, 1.2, "instance"),
    ]
    said = reasons(p)
    assert "staff cost" in str(said[3]) and "Research assistant" in str(said[3])
    assert "staff cost" in str(said[4])


def test_a_lease_schedule_is_read_its_rental_per_unit_a_lease_and_its_equipment_cost_the_purchase(tmp_path):
    # an equipment-finance schedule: the residual value is what the lessee may buy at after the term (no asset
    # register), the monthly rental per unit a lease quote with the term the notes state, and the equipment cost a
    # line's (the line rental is the per-unit one times the count): divided by the count
    f = write(
        tmp_path / "schedule.xlsx",
        [
            ["LEASE SCHEDULE No. 7 to Master Lease Agreement MLA-100"],
            ["Term: 48 months    Payments: monthly in advance"],
            [
                "Item",
                "Equipment description",
                "Qty",
                "Equipment cost ex GST (A$)",
                "Residual value %",
                "Residual value (A$)",
                "Monthly rental ex GST (A$)",
                "Monthly rental per unit ex GST (A$)",
            ],
            [1, "Supermicro AS-4125GS, 8× NVIDIA L40S 48GB", 2, 200_000, 0.1, 20_000, 4_800, 2_400],
            [2, "NVIDIA L40S 48GB PCIe", 4, 56_000, 0.1, 5_600, 1_440, 360],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.source_row, q.price_kind, q.price_min, q.lease_term_months, q.offer or "card") for q in p.rows]
    assert got == [
        (4, "purchase", 12_500, None, "server"),
        (4, "lease", 300, 48, "server"),
        (5, "purchase", 14_000, None, "card"),
        (5, "lease", 360, 48, "card"),
    ]
    assert all(q.device_id == L40S and q.currency == "AUD" and q.tax == "excl" for q in p.rows)


def test_a_register_of_book_values_is_still_refused_without_a_lease_named(tmp_path):
    import pytest

    from gpucompare.sheets.importer.model import BadInputFile

    f = write(
        tmp_path / "register.xlsx",
        [
            ["Fixed asset register FY2026"],
            ["Asset", "Description", "Acquisition cost", "Accumulated depreciation", "Net book value"],
            ["FA-001", "NVIDIA L40S 48GB", 9_000, 3_000, 6_000],
            ["FA-002", "NVIDIA L40S 48GB", 9_000, 3_000, 6_000],
        ],
    )
    with pytest.raises(BadInputFile):
        analyse(f, today=TODAY)


def test_a_quotation_in_vertical_blocks_is_read_one_quote_per_block(tmp_path):
    # one product per block of label/value rows, the price row with its unit and terms in a cell beside the value,
    # the model on another row; a total and a bank line under the blocks are listed for what they are
    f = write(
        tmp_path / "blocks.xlsx",
        [
            ["某某科技有限公司 报价单"],
            ["报价日期：2026-11-20", "有效期：7天"],
            [],
            ["【产品1】"],
            ["型号", "NVIDIA L40S 48GB PCIe"],
            ["数量", "4 张"],
            ["单价", 52_000, "元/张，含13%增值税"],
            ["交期", "现货"],
            [],
            ["【产品2】"],
            ["型号", "超微 SYS-421GE 八卡服务器（8×NVIDIA L40S 48GB）"],
            ["配置", "2×Xeon 8480+ / 1TB DDR5"],
            ["数量", "1 台"],
            ["单价", 480_000, "元/台，含13%增值税"],
            ["交期", "2周"],
            [],
            ["合计", 688_000, "元，含13%增值税"],
            ["开户行：某银行 6222xxxx"],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.source_row, q.cell, q.device_id, q.price_min, q.currency, q.tax, q.offer or "card") for q in p.rows]
    assert got == [
        (5, "B7", L40S, 52_000, "CNY", "incl", "card"),
        (11, "B14", L40S, 60_000, "CNY", "incl", "server"),
    ]
    assert all(q.valid_until == "2026-11-27" for q in p.rows)
    assert any("B14" in str(e) and "row 11" in str(e) for e in p.rows[1].evidence)  # the record's cells said
    said = reasons(p)
    assert "total" in str(said[17]) and "bank" in str(said[18])


def _csv(path, rows):
    import csv

    with open(path, "w", encoding="utf-8", newline="") as fh:
        csv.writer(fh).writerows(rows)
    return path


def test_a_chat_export_is_read_message_by_message_never_its_id_column(tmp_path):
    # a chat backup's CSV: an id, flags and Unix seconds beside each message; two people, the dealer pricing in
    # words and slang, the buyer asking and haggling; a nameless price answers the buyer's question before it
    head = ["localId", "TalkerId", "Type", "IsSender", "CreateTime", "StrContent", "StrTime", "Sender"]
    msgs = [
        (1, "L20 和 4090D 都要，报个价", "buyer_lab"),
        (0, "L20 48G 二万四千五 一张 含13票", "dealer88"),
        (0, "4090D 涡轮 1.36w 一张", "dealer88"),
        (0, "910B 64G 11.8个/张 不含税", "dealer88"),
        (0, "1024卡 H20 141G 集群（128台八卡机+IB组网）打包 一点二六亿 含13", "dealer88"),
        (1, "4090D 先要二十张，1.36w能不能再少点", "buyer_lab"),
        (0, "最低1.33w，二十张起", "dealer88"),
        (0, "以上价格今天有效", "dealer88"),
    ]
    rows = [head] + [
        [50100 + i, 1, 0, side, 1796436753 + 60 * i, text, f"2026-11-30 10:{i:02d}:00", who]
        for i, (side, text, who) in enumerate(msgs)
    ]
    p = analyse(_csv(tmp_path / "chat.csv", rows), today=TODAY)
    got = [(q.source_row, q.device_id, round(q.price_min, 2), q.tax, q.tax_rate) for q in p.rows]
    assert got == [
        (3, "nvidia-l20-48gb", 24_500, "incl", 0.13),
        (4, "nvidia-rtx-4090d", 13_600, "", None),
        (5, "huawei-ascend-910b", 118_000, "excl", None),
        (6, "nvidia-h20e-141gb", 123_046.88, "incl", 0.13),
        (8, "nvidia-rtx-4090d", 13_300, "", None),  # the answer to row 7's question
    ]
    assert p.rows[3].units_per_item == 1024 and p.rows[3].offer == "server"  # 128 machines of eight, no rack
    assert all(q.quote_date == "2026-11-30" == q.valid_until and q.currency == "CNY" for q in p.rows)
    assert all(q.needs_review for q in p.rows)
    assert "row 7" in p.rows[4].notes
    said = reasons(p)
    assert "buyer_lab" in str(said[7]) and "not an offer" in str(said[7])  # the buyer's 1.36w is no offer
    assert "buyer_lab" in str(said[2])


def test_an_id_or_a_time_stamp_column_is_never_the_price():
    from gpucompare.sheets.importer.choose import _numbers_an_id

    assert _numbers_an_id([80231, 80232, 80233], "seq")
    assert _numbers_an_id(["1796436753", "1796436813", "1796436899"], "CreateTime")
    assert _numbers_an_id([5, 900, 12], "localId")
    assert not _numbers_an_id([19800, 24500, 13600], "price")
    assert not _numbers_an_id([1_200_000_000, 1_450_000_000, 2_500_000_000], "")  # a server's price in dong, sorted
