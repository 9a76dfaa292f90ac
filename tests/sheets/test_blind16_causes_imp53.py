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
