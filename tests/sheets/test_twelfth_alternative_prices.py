"""Causes found by blind corpus 11, each tested on a sheet written here (never a corpus file): the same item offered
at several prices in columns whose roles the importer cannot tell apart is never a silent pick. The quote keeps the
column chosen, lists the other prices in its notes and is marked for review with a warning naming the columns."""

from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .test_conventions import L40S, write

H100 = "nvidia-h100-sxm5-80gb"


def test_two_prices_of_the_same_rank_on_a_row_are_marked_for_review_with_both_kept(tmp_path):
    f = write(
        tmp_path / "notice.xlsx",
        [
            ["经销商价格变更"],
            ["型号", "旧经销价(元)", "新经销价(元)"],
            ["NVIDIA L40S 48GB", 52_000, 54_500],
            ["NVIDIA H100 SXM5 80GB", 230_000, 221_000],
        ],
    )
    p = analyse(f, today=TODAY)
    assert {q.device_id for q in p.rows} == {L40S, H100}
    for q in p.rows:
        assert q.needs_review
        assert any("check it" in str(w) for w in q.warnings)
        assert "other prices on this row" in q.notes
    q = next(q for q in p.rows if q.device_id == L40S)
    other = 54_500 if q.price_min == 52_000 else 52_000
    assert f"{other:,.2f}" in q.notes


def test_a_tax_pair_is_no_alternative_and_stays_unmarked(tmp_path):
    f = write(
        tmp_path / "pair.xlsx",
        [
            ["Model", "Unit price excl. VAT (EUR)", "Unit price incl. VAT (EUR)"],
            ["NVIDIA L40S 48GB", 8_000, 9_600],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.device_id, q.needs_review) for q in p.rows] == [(L40S, False)]


def test_committed_terms_at_different_prices_merged_in_a_range_are_marked(tmp_path):
    f = write(
        tmp_path / "rates.xlsx",
        [
            ["GPU", "On-demand ($/GPU/hr)", "3-month commit ($/GPU/hr)", "24-month commit ($/GPU/hr)"],
            ["H100 SXM5 80GB", 2.99, 2.49, 1.99],
        ],
    )
    p = analyse(f, today=TODAY)
    reserved = [q for q in p.rows if q.price_kind == "hourly_reserved"]
    assert reserved, [(q.price_kind, q.price_min) for q in p.rows]
    for q in reserved:
        if q.price_min != q.price_max:
            assert q.needs_review and q.warnings


def test_a_price_column_that_names_one_of_several_terms_is_marked(tmp_path):
    f = write(
        tmp_path / "rent.xlsx",
        [
            ["服务器租赁报价"],
            ["机型", "GPU配置", "租期6个月(元/台/月)", "租期18个月(元/台/月)", "租期30个月(元/台/月)"],
            ["XE9680", "8×H100 80G", 120_000, 110_000, 100_000],
        ],
    )
    p = analyse(f, today=TODAY)
    assert p.rows
    silent = [q for q in p.rows if not q.needs_review]
    assert not silent, [(q.price_kind, q.price_min, q.price_max) for q in silent]


def test_an_adjustment_notice_reads_the_new_price_and_offers_nothing_where_only_the_old_is_left(tmp_path):
    f = write(
        tmp_path / "adjust.xlsx",
        [
            ["价格调整函（12月10日起执行）"],
            ["型号", "调整前单价(元)", "调整后单价(元)", "变动"],
            ["NVIDIA L40S 48GB", 52_000, 54_500, "+4.8%"],
            ["NVIDIA H100 SXM5 80GB", 230_000, None, "停售"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.device_id, q.price_min, q.needs_review) for q in p.rows] == [(L40S, 54_500, False)]


def test_an_english_notice_names_the_new_price_the_offer(tmp_path):
    f = write(
        tmp_path / "notice.xlsx",
        [
            ["Model", "Old price (USD)", "New price (USD)"],
            ["NVIDIA L40S 48GB", 8_000, 7_600],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.device_id, q.price_min, q.needs_review) for q in p.rows] == [(L40S, 7_600, False)]
