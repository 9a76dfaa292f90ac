"""Quote dates, validity and the tax rate, the causes blind corpora 14 and 15 found, each a mechanism: a tender's bid
opening day is not the bid's date (its validity may count from it), Kazakh dates, a date and the validity written in
one cell, a German 'Bindefrist', a date alone in an unmapped column of a priced line, a record's head fields on its
first line only, and a tax rate the sheet states in words over the ratio of two price columns. Every sheet is written
here; none is a corpus file."""

import datetime as dt

from gpucompare.sheets.importer import analyse
from gpucompare.sheets.importer.notes import read_notes

from .conftest import TODAY
from .test_conventions import write


def _tender(path, note_rows):
    rows = [
        ["附件3    分项报价表"],
        ["序号", "货物名称", "规格型号", "数量", "单价（元）", "合价（元）"],
        [1, "GPU卡", "L20 48GB PCIe", 4, 30_500, 122_000],
        [2, "GPU卡", "L40S 48GB", 2, 56_000, 112_000],
        [],
        *note_rows,
    ]
    return write(path, rows)


def test_a_bid_opening_day_is_not_the_bids_date_and_its_validity_counts_from_it(tmp_path):
    f = _tender(
        tmp_path / "bid.xlsx",
        [
            ["注：1. 以上报价含13%增值税；2. 投标有效期：自开标之日起90日历天；3. 开标日期：2026年12月5日。"],
            ["法定代表人或其授权代表（签字）：          日期：2026年11月28日"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [q.quote_date for q in p.rows] == ["2026-11-28", "2026-11-28"]
    # 90 days from the opening day (5 Dec), not from the bid's own date
    assert {q.valid_until for q in p.rows} == {(dt.date(2026, 12, 5) + dt.timedelta(days=90)).isoformat()}


def test_an_english_bid_opening_date_is_read_the_same_way():
    n = read_notes(
        ["Date: 27/11/2026", "Bid validity: 60 days from bid opening.", "Bid opening date: 04/12/2026"], TODAY
    )
    assert n.as_of == "2026-11-27"
    assert n.opening_date == "2026-12-04"
    assert n.valid_days == 60 and n.valid_from_opening


def test_validity_from_an_opening_day_the_sheet_does_not_give_is_not_counted_from_the_quote_date(tmp_path):
    f = _tender(tmp_path / "bid.xlsx", [["投标有效期：自开标之日起90日历天。日期：2026年11月28日"]])
    p = analyse(f, today=TODAY)
    assert [q.quote_date for q in p.rows] == ["2026-11-28", "2026-11-28"]
    assert {q.valid_until for q in p.rows} == {None}


def test_a_date_labelled_as_a_quote_date_after_an_opening_clause_stays_the_quote_date():
    n = read_notes(["开标结果另行通知，报价日期：2026年11月30日"], TODAY)
    assert n.as_of == "2026-11-30" and n.opening_date is None


def test_kazakh_dates_and_validity_are_read(tmp_path):
    f = write(
        tmp_path / "kk.xlsx",
        [
            ["КОММЕРЦИЯЛЫҚ ҰСЫНЫС № 12"],
            ["Күні: 2026 жылғы 1 желтоқсан    Ұсыныстың қолданылу мерзімі: 2026 жылғы 15 желтоқсанға дейін"],
            ["№", "Тауар атауы", "Саны", "Бағасы, ₸ (ҚҚС-пен)"],
            [1, "NVIDIA L40S 48GB", 4, "5 150 000,00"],
            [2, "NVIDIA GeForce RTX 5090 32GB", 2, "1 890 000,00"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.quote_date, q.dated, q.valid_until) for q in p.rows] == [("2026-12-01", True, "2026-12-15")] * 2


def test_kazakh_validity_in_days_counts_from_the_title_date():
    n = read_notes(["2026 жылғы 27 қараша", "Ұсыныс 10 күн ішінде жарамды."], TODAY)
    assert n.as_of == "2026-11-27"
    assert n.valid_days == 10


def test_a_quote_date_and_its_validity_in_one_cell_are_two_dates_not_a_month_of_validity():
    # '2026年12月3日' is ten characters: the second date's label starts after it, not at its '2月' (two months)
    n = read_notes(["客户：某公司   报价日期：2026年12月1日   报价有效期至：2026年12月15日"], TODAY)
    assert (n.as_of, n.valid_until, n.valid_days) == ("2026-12-01", "2026-12-15", None)


def test_a_german_bindefrist_is_the_offers_last_day():
    n = read_notes(["Datum:", dt.datetime(2026, 12, 1), "Bindefrist:", dt.datetime(2026, 12, 15)], TODAY)
    assert (n.as_of, n.valid_until) == ("2026-12-01", "2026-12-15")
    n = read_notes(["Datum: 01.12.2026", "Bindefrist: 15.12.2026"], TODAY)
    assert (n.as_of, n.valid_until) == ("2026-12-01", "2026-12-15")


def test_a_date_alone_in_an_unmapped_column_of_a_priced_line_does_not_date_the_sheet(tmp_path):
    f = tmp_path / "offers.csv"
    f.write_text(
        "offer_id,gpu_model,gpu_count,price_per_hour_usd,listing_created\n"
        "o-1,NVIDIA H100 SXM5 80GB,1,2.65,2025-03-14\n"
        "o-2,NVIDIA L40S 48GB,1,0.98,2025-06-30\n",
        encoding="utf-8",
    )
    p = analyse(f, today=TODAY)
    assert len(p.rows) == 2
    # a listing's creation day is not when the price was quoted: the quotes are not dated (the import day, said)
    assert {(q.quote_date, q.dated) for q in p.rows} == {(TODAY.isoformat(), False)}


def test_a_records_head_dates_on_its_first_line_hold_for_its_detail_lines(tmp_path):
    f = write(
        tmp_path / "approvals.xlsx",
        [
            ["审批编号", "供应商名称", "供应商报价日期", "报价有效期至", "物品名称", "规格型号", "数量", "单价(元)"],
            ["A-1", "甲公司", "2026-11-30", "2026-12-15", "GPU卡", "NVIDIA H20 96G", 16, 118_000],
            [None, None, None, None, "GPU卡", "NVIDIA GeForce RTX 4090 24G", 8, 19_800],
            ["A-2", "乙公司", "2026-12-01", "2026-12-08", "GPU卡", "NVIDIA L20 48G", 8, 26_800],
            [None, None, None, None, "GPU卡", "NVIDIA L40S 48G", 2, 56_000],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.source_row, q.quote_date, q.valid_until) for q in p.rows]
    assert got == [
        (2, "2026-11-30", "2026-12-15"),
        (3, "2026-11-30", "2026-12-15"),
        (4, "2026-12-01", "2026-12-08"),
        (5, "2026-12-01", "2026-12-08"),
    ]


def test_a_line_with_its_own_blank_date_does_not_take_the_date_of_the_line_above(tmp_path):
    f = write(
        tmp_path / "lines.xlsx",
        [
            ["型号", "报价日期", "单价(元)"],
            ["NVIDIA L20 48G", "2026-11-30", 26_800],
            ["NVIDIA L40S 48G", None, 56_000],
            ["NVIDIA H20 96G", "2026-12-01", 109_500],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [q.quote_date for q in p.rows][::2] == ["2026-11-30", "2026-12-01"]
    assert p.rows[1].quote_date != "2026-11-30"  # its own line, its date not given: not the line above's


def _tax_pair(path, note, rows):
    return write(
        path,
        [
            ["渠道价格表"],
            ["型号", "本期价", None],
            [None, "含税", "不含税"],
            *rows,
            [],
            [note],
        ],
        merged=("B2:C2",),
    )


def test_a_rate_the_sheet_states_wins_over_the_ratio_of_its_two_price_columns(tmp_path):
    # 33,300 / 29,500 is 1.129 (rounded prices): the stated 13 %, no warning
    f = _tax_pair(tmp_path / "ok.xlsx", "注：含税价为13%增值税专票价。", [["L20 48G", 33_300, 29_500]])
    p = analyse(f, today=TODAY)
    assert [(q.tax, q.tax_rate) for q in p.rows] == [("incl", 0.13)]
    assert not p.rows[0].warnings
    # 21,000 / 18,100 is 1.16: not the stated 13 %; the stated rate stays and the line is flagged
    f = _tax_pair(tmp_path / "off.xlsx", "注：含税价为13%增值税专票价。", [["RTX 4090 24G", 21_000, 18_100]])
    p = analyse(f, today=TODAY)
    q = p.rows[0]
    assert (q.tax, q.tax_rate) == ("incl", 0.13)
    assert q.needs_review and any("16.0%" in str(w) and "13.0%" in str(w) for w in q.warnings)


def test_without_a_stated_rate_the_two_columns_ratio_is_the_rate(tmp_path):
    f = _tax_pair(tmp_path / "ratio.xlsx", "注：价格随市场波动。", [["L20 48G", 33_900, 30_000]])
    p = analyse(f, today=TODAY)
    assert [(q.tax, q.tax_rate) for q in p.rows] == [("incl", 0.13)]


def test_a_range_end_keeps_its_starts_label_not_read_as_the_offers_last_day():
    # a tender result's publicity period: neither date is the offer's, its '至' no 'until' of the offer
    n = read_notes(["公示期：2026年11月20日至2026年11月27日（5个工作日）"], TODAY)
    assert (n.as_of, n.valid_until) == (None, None)
    n = read_notes(["报价有效期：2026年12月1日至2026年12月15日"], TODAY)
    assert (n.as_of, n.valid_until) == ("2026-12-01", "2026-12-15")


def test_a_date_column_that_is_not_a_creation_stamp_still_dates_its_lines(tmp_path):
    f = tmp_path / "prices.csv"
    f.write_text(
        "Product Name,GSA Price,Price Effective Date\n"
        '"NVIDIA L40S 48GB PCIe GPU","$9,675.00",11/15/2026\n'
        '"NVIDIA A30 24GB PCIe","$4,100.00",11/15/2026\n',
        encoding="utf-8",
    )
    p = analyse(f, today=TODAY)
    assert {(q.quote_date, q.dated) for q in p.rows} == {("2026-11-15", True)}
