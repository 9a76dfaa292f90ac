"""Corpus 53's leftovers (imp209), each on a small sheet written here; none is a corpus file."""

from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .test_conventions import L40S, reasons, write


def test_a_bid_opening_result_is_one_quote_per_bidder_and_lot_divided_by_the_lots_count(tmp_path):
    # bidders as rows (named in the 업체명 column, after their running number), lots as columns (the device and its
    # count in the heading), the buyer's base amount above them; each cell is the bidder's total for the lot
    f = write(
        tmp_path / "gaechal.xlsx",
        [
            ["개찰결과"],
            ["금액단위: 원 (부가가치세 포함)"],
            ["순번", "업체명", "대표자", "1분류: NVIDIA L40S 48GB PCIe × 10개", "2분류: NVIDIA L4 24GB × 4개", "비고"],
            [None, "기초금액", None, 140_000_000, 16_000_000, "추정가격"],
            [1, "(주)가나다", "김철수", 132_000_000, 15_200_000, "1순위"],
            [2, "라마바 주식회사", "이영희", 135_000_000, "미투찰", None],
            [3, "사아자 주식회사", "박민수", "—", "—", "입찰무효"],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.source_row, q.device_id, q.price_min, q.currency, q.offer, q.offered_by) for q in p.rows]
    assert got == [
        (5, L40S, 13_200_000, "KRW", "card", "(주)가나다"),
        (5, "nvidia-l4", 3_800_000, "KRW", "card", "(주)가나다"),
        (6, L40S, 13_500_000, "KRW", "card", "라마바 주식회사"),
    ]
    said = reasons(p)
    assert "not an offer" in str(said[4])  # the buyer's base amount
    assert "미투찰" in str(said[6])
    assert "사아자 주식회사" in str(said[7]) and "no offer" in str(said[7])  # declared invalid: '—' in every lot


def test_a_count_in_pieces_after_a_slot_word_counts_cards_not_lanes():
    from gpucompare.sheets.importer.counts import units_in_text

    assert units_in_text("NVIDIA H200 NVL 141GB PCIe × 8개") == 8
    assert units_in_text("NVIDIA L40S 48GB PCIe x16") == 1  # a slot's lanes
