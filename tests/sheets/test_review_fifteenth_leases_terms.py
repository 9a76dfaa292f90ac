"""A review's findings on leases and committed terms: a price beside lease-term columns stays the quote and each term
is a lease of its own; a lease's total over its term is no monthly payment; a committed term's price is read by the
billing unit its header states, not by its term word; a section heading reaches every quote of its row; a two-row
header's upper words decide with its lower units. Every sheet is written here; none is a corpus file."""

import pytest

from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .test_conventions import write


def _by_kind(p):
    return sorted((q.price_kind, q.cell, round(q.price_min, 3), q.lease_term_months) for q in p.rows)


@pytest.mark.parametrize(
    "head",
    [
        ["GPU", "On-demand ($/GPU/hr)", "Lease 12 months ($/GPU/month)", "Lease 24 months ($/GPU/month)"],
        ["GPU型号", "按量（元/卡/小时）", "租期12个月（元/卡/月）", "租期24个月（元/卡/月）"],
    ],
)
def test_an_hourly_rate_beside_lease_terms_stays_with_each_term_a_lease(tmp_path, head):
    f = write(tmp_path / "r.xlsx", [["GPU rental"], head, ["H100 SXM5 80GB", 2.6, 1300, 1200]])
    p = analyse(f, today=TODAY, currency="USD")
    assert _by_kind(p) == [
        ("hourly", "B3", 2.6, None),
        ("lease", "C3", 1300, 12.0),
        ("lease", "D3", 1200, 24.0),
    ]
    said = " ".join(str(c) for c in p.conventions)
    assert "beside the price in column B" in said and "kept as context" not in said


@pytest.mark.parametrize(
    "head",
    [
        ["Server", "GPU", "Kaufpreis (EUR)", "Leasing 24 Monate (EUR/Monat)", "Leasing 36 Monate (EUR/Monat)"],
        ["Server", "GPU", "Price (EUR)", "Lease 24 months (per month)", "Lease 36 months (per month)"],
    ],
)
def test_a_purchase_price_beside_two_lease_terms_is_kept_without_a_same_item_warning(tmp_path, head):
    f = write(tmp_path / "b.xlsx", [["Angebot"], head, ["XE9680", "8×H100 80G SXM5", 300_000, 14_000, 10_000]])
    p = analyse(f, today=TODAY, currency="EUR")
    assert _by_kind(p) == [
        ("lease", "D3", 1750, 24.0),
        ("lease", "E3", 1250, 36.0),
        ("purchase", "C3", 37_500, None),
    ]
    assert not any(q.warnings for q in p.rows)
    leases = [str(c) for c in p.conventions if "lease" in str(c)]
    assert len(leases) == 1  # one decision, said once


@pytest.mark.parametrize(
    ("head", "cur"),
    [
        (["服务器型号", "GPU", "租期12个月总价（元）", "租期24个月总价（元）"], "CNY"),
        (["Server", "GPU", "Lease 12 months (total)", "Lease 24 months (total)"], "USD"),
    ],
)
def test_a_lease_total_over_its_term_is_divided_by_its_months(tmp_path, head, cur):
    f = write(tmp_path / "t.xlsx", [["Lease offer"], head, ["XE9680", "8×H100 80G SXM5", 1_152_000, 2_112_000]])
    p = analyse(f, today=TODAY, currency=cur)
    assert _by_kind(p) == [("lease", "C3", 12_000, 12.0), ("lease", "D3", 11_000, 24.0)]
    assert all("the total over" in q.notes for q in p.rows)
    assert any("whole term" in str(c) for c in p.conventions)


def test_a_lease_payment_far_above_the_device_price_is_flagged(tmp_path):
    # 200,000 yuan a month for one H100 is paid off within two months: no monthly payment
    f = write(
        tmp_path / "l.xlsx",
        [
            ["租赁报价"],
            ["GPU型号", "租期12个月（元/卡/月）", "租期24个月（元/卡/月）"],
            ["H100 SXM5 80GB", 200_000, 6_000],
        ],
    )
    p = analyse(f, today=TODAY, currency="CNY")
    got = {q.cell: q for q in p.rows}
    assert got["B3"].needs_review and any("far from the device's reference price" in w for w in got["B3"].warnings)
    assert not got["C3"].needs_review and not got["C3"].warnings


@pytest.mark.parametrize(
    ("head", "od", "cells", "hours"),
    [
        # the unit after '/' or 'per' decides, not the term word, with on-demand figures or without
        (["GPU", "On-demand ($/GPU/hr)", "1-year commit ($/GPU/month)"], "—", 1500.0, 730.0),
        (["GPU", "On-demand ($/GPU/hr)", "1-year commit ($/GPU/month)"], 2.6, 1500.0, 730.0),
        (["GPU", "On-demand ($/GPU/hr)", "12-month commit ($/GPU/week)"], "—", 300.0, 168.0),
        (["GPU", "On-demand ($/GPU/hr)", "Committed 1 year (per day)"], "—", 45.0, 24.0),
        (["GPU型号", "按量（元/小时）", "包年（元/月）"], "—", 1500.0, 730.0),
    ],
)
def test_a_committed_price_is_read_by_its_stated_billing_unit(tmp_path, head, od, cells, hours):
    f = write(tmp_path / "c.xlsx", [["GPU cloud rates"], head, ["H100 SXM5 80GB", od, cells]])
    p = analyse(f, today=TODAY, currency="USD")
    (q,) = [q for q in p.rows if q.price_kind == "hourly_reserved"]
    assert q.price_min == pytest.approx(cells / hours)
    assert q.lease_term_months == 12.0  # the term is the header's word ('1-year', '包年'), not the billing unit
    assert not q.needs_review


def test_a_committed_price_without_a_unit_is_read_by_its_ratio_and_marked(tmp_path):
    # no unit: 300 beside 2.60 an hour is a week's price (a month would be 730 h at a commitment's discount)
    f = write(
        tmp_path / "w.xlsx",
        [["GPU cloud rates"], ["GPU", "On-demand ($/GPU/hr)", "12-month commit"], ["H100 SXM5 80GB", 2.6, 300.0]],
    )
    p = analyse(f, today=TODAY, currency="USD")
    (q,) = [q for q in p.rows if q.price_kind == "hourly_reserved"]
    assert q.price_min == pytest.approx(300 / 168)
    assert q.needs_review and any("names no billing unit" in w for w in q.warnings)


def test_the_scorer_spans_a_keyed_range_only_by_one_quote_per_term_inside_it():
    from .score_corpus import _term_quotes

    key = {"price_kind": "hourly_reserved", "price_on_request": False, "price_min": 1.5, "price_max": 2.0}

    def quote(lo, hi, term, kind="hourly_reserved"):
        return {"price_kind": kind, "price_min": lo, "price_max": hi, "lease_term_months": term}

    assert _term_quotes([quote(2.0, 2.0, 12), quote(1.5, 1.5, 36)], [0, 1], key) == [0, 1]
    # the same term twice, a term not said, a quote outside the range, one quote alone: no span
    assert _term_quotes([quote(2.0, 2.0, 12), quote(1.5, 1.5, 12)], [0, 1], key) == []
    assert _term_quotes([quote(2.0, 2.0, 12), quote(1.5, 1.5, None)], [0, 1], key) == []
    assert _term_quotes([quote(1.5, 2.0, 12), quote(1.5, 2.0, 36), quote(0.5, 3.0, 1)], [0, 1, 2], key) == []
    assert _term_quotes([quote(1.5, 2.0, 12)], [0], key) == []
    assert _term_quotes([quote(2.0, 2.0, 12), quote(1.5, 1.5, 36, "lease")], [0, 1], key) == []


def test_a_section_heading_reaches_every_quote_of_a_row_and_a_note_heads_none(tmp_path):
    f = write(
        tmp_path / "s.xlsx",
        [
            ["Quote 2026-12-01"],
            ["Model", "Price (EUR)", "Leasing 36 Monate (EUR/Monat)"],
            ["Used cards (refurbished, 6 months warranty)"],
            ["NVIDIA A100 80GB PCIe", 12_000, 400],
            ["New"],
            ["L40S 48GB", 8_000, 260],
        ],
    )
    got = sorted((q.source_row, q.price_kind, q.condition) for q in analyse(f, today=TODAY, currency="EUR").rows)
    assert got == [(4, "lease", "used"), (4, "purchase", "used"), (6, "lease", "new"), (6, "purchase", "new")]
    # a one-cell note with a figure (a used card's warranty) is no heading of the lines after it; a heading's figure
    # in brackets is its detail
    f = write(
        tmp_path / "n.xlsx",
        [
            ["报价单 2026-12-01"],
            ["型号", "数量", "单价（元）"],
            ["NVIDIA A100 80GB PCIe", 5, 60_000],
            ["二手卡保修3个月"],
            ["RTX 4090 24GB", 10, 15_000],
            ["L40S 48GB", 4, 56_000],
        ],
    )
    assert [q.condition for q in analyse(f, today=TODAY, currency="CNY").rows] == ["", "", ""]


def test_a_two_row_header_of_words_over_units_decides_the_terms_and_their_per_server_price(tmp_path):
    # '按量计费 | 包月 | 包年' over '元/卡/小时 | 元/台/月 | 元/台/年': the units row is each column's unit, so the
    # monthly and yearly prices are committed terms priced per server of 8 cards
    f = write(
        tmp_path / "two.xlsx",
        [
            ["GPU算力租赁价目表（2026年12月版）"],
            ["序号", "GPU型号", "单机配置", "按量计费", "包月", "包年", "备注"],
            [None, None, None, "元/卡/小时", "元/台/月", "元/台/年", None],
            [1, "H100 80G SXM5", "8卡/台", 15.8, 68_000, 693_600, None],
            [2, "H20 96G", "8卡/台", 6.5, 24_000, 244_800, None],
        ],
    )
    p = analyse(f, today=TODAY)
    got = sorted((q.source_row, q.price_kind, round(q.price_min, 3), q.lease_term_months) for q in p.rows)
    assert got == [
        (4, "hourly", 15.8, None),
        (4, "hourly_reserved", round(693_600 / 8 / 8760, 3), 12.0),
        (4, "hourly_reserved", round(68_000 / 8 / 730, 3), 1.0),
        (5, "hourly", 6.5, None),
        (5, "hourly_reserved", round(244_800 / 8 / 8760, 3), 12.0),
        (5, "hourly_reserved", round(24_000 / 8 / 730, 3), 1.0),
    ]
    assert all(q.currency == "CNY" for q in p.rows)
