"""Alternative prices read by their role (blind corpus 11's causes, on new sheets): a lease's term columns are one
lease quote each with its term; a cloud's 按量/包月/包年 and a rate card's on-demand and committed columns are one
quote each, never a range over alternatives; a price adjustment notice's new price is the quote and the old one its
history."""

import pytest

from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .test_conventions import H100, write

L40S = "nvidia-l40s"
H20 = "nvidia-h20-96gb"


def _quotes(p):
    return [
        (q.source_row, q.device_id, q.price_kind, round(q.price_min, 4), q.lease_term_months, q.cell) for q in p.rows
    ]


@pytest.mark.parametrize(
    "header",
    [
        ["服务器型号", "GPU", "租期6个月（元/台/月）", "租期12个月（元/台/月）", "租期24个月（元/台/月）", "交付"],
        [
            "Server",
            "GPU",
            "Lease 6 months (per server/month)",
            "Lease 12 months (per server/month)",
            "Lease 24 months (per server/month)",
            "Delivery",
        ],
    ],
)
def test_a_rent_with_one_column_per_lease_term_is_one_lease_quote_per_term(tmp_path, header):
    rows = [
        ["整机租赁报价 2026-12-03"],
        header,
        ["XE9680", "8×H100 80G SXM5", 96_000, 88_000, 80_000, "现货"],
        ["R760xa", "4×L40S 48G", 16_000, 14_400, "—", "2周"],
    ]
    p = analyse(write(tmp_path / "lease.xlsx", rows), currency="CNY", today=TODAY)
    assert _quotes(p) == [
        (3, H100, "lease", 12_000.0, 6.0, "C3"),
        (3, H100, "lease", 11_000.0, 12.0, "D3"),
        (3, H100, "lease", 10_000.0, 24.0, "E3"),
        (4, L40S, "lease", 4_000.0, 6.0, "C4"),
        (4, L40S, "lease", 3_600.0, 12.0, "D4"),
    ]
    # no term read as an hourly rate, none merged with another, none marked uncertain for being one of several
    assert not any(q.needs_review for q in p.rows)
    assert any("lease" in str(c) and "term" in str(c) for c in p.conventions)


def test_a_cloud_table_s_monthly_and_yearly_subscriptions_are_reserved_quotes_of_their_own(tmp_path):
    rows = [
        ["GPU云服务器 价格（元）"],
        ["规格", "GPU型号", "GPU数", "按量（元/小时）", "包月（元/月）", "包年（元/年）"],
        ["g8.h20.8x", "H20 96GB", 8, 160.0, 87_600, 946_080],
        ["g1.l40s", "L40S", 1, 8.0, 4_380, "—"],
    ]
    p = analyse(write(tmp_path / "cloud.xlsx", rows), today=TODAY)
    assert _quotes(p) == [
        (3, H20, "hourly", 20.0, None, "D3"),
        (3, H20, "hourly_reserved", 15.0, 1.0, "E3"),  # 87,600 / 730 h / 8 GPUs
        (3, H20, "hourly_reserved", 13.5, 12.0, "F3"),  # 946,080 / 8,760 h / 8 GPUs
        (4, L40S, "hourly", 8.0, None, "D4"),
        (4, L40S, "hourly_reserved", 6.0, 1.0, "E4"),  # not sold yearly ('—'): two quotes
    ]
    assert all(q.currency == "CNY" for q in p.rows)
    assert not any(q.needs_review for q in p.rows)


def test_a_rental_list_by_day_week_and_month_keeps_its_periods_as_context(tmp_path):
    rows = [
        ["算力租赁价格表（人民币）"],
        ["GPU型号", "按量（元/时）", "包天（元/天）", "包周（元/周）", "包月（元/月）"],
        ["NVIDIA L40S", 6.0, 130.0, 850.0, 3_400.0],
    ]
    p = analyse(write(tmp_path / "rent.xlsx", rows), today=TODAY)
    assert _quotes(p) == [(3, L40S, "hourly", 6.0, None, "B3")]  # a rental by the day is no commitment


def test_a_rate_card_s_on_demand_and_committed_columns_are_quotes_of_their_own_never_one_range(tmp_path):
    rows = [
        ["GPU cloud rates, USD per GPU-hour"],
        ["GPU", "On-demand ($/GPU/hr)", "3-month commit ($/GPU/hr)", "12-month commit ($/GPU/hr)"],
        ["H100 SXM5 80GB", 2.60, 2.30, 1.95],
        ["L40S 48GB", 0.95, "n/a", 0.70],
    ]
    p = analyse(write(tmp_path / "rates.xlsx", rows), today=TODAY)
    assert _quotes(p) == [
        (3, H100, "hourly", 2.6, None, "B3"),
        (3, H100, "hourly_reserved", 2.3, 3.0, "C3"),
        (3, H100, "hourly_reserved", 1.95, 12.0, "D3"),
        (4, L40S, "hourly", 0.95, None, "B4"),
        (4, L40S, "hourly_reserved", 0.7, 12.0, "D4"),
    ]
    assert all(q.price_min == q.price_max for q in p.rows)


@pytest.mark.parametrize(
    "header",
    [
        ["型号", "原价（元）", "调整后价格（元）", "涨幅"],
        ["Model", "Old price (CNY)", "New price (CNY)", "Change"],
    ],
)
def test_a_price_adjustment_s_new_price_is_the_quote_and_the_old_one_its_history(tmp_path, header):
    rows = [["调价通知 / Price adjustment, effective 2026-12-10"], header, ["H100 SXM5 80GB", 220_000, 236_500, "7.5%"]]
    p = analyse(write(tmp_path / "adjust.xlsx", rows), currency="CNY", today=TODAY)
    (q,) = p.rows
    assert (q.device_id, q.price_min, q.cell) == (H100, 236_500, "C3")
    assert q.list_price is None  # the old price is no list price
    assert "220,000.00" in q.notes and "adjustment" in q.notes
    assert not q.needs_review


@pytest.mark.parametrize(
    "header",
    [
        ["商品编号", "商品全名", "型号", "单位", "批发价", "零售价", "最低售价"],
        ["Item", "Description", "Part number", "Unit", "Price", "MSRP", "Floor price"],
    ],
)
def test_a_goods_list_s_dealer_price_is_the_quote_never_its_floor_or_retail_price(tmp_path, header):
    rows = [
        ["商品信息 2026-12-02（人民币）"],
        header,
        ["0201", "英伟达 L40S 48GB", "900-2G133-0040-000", "张", 52_000, 56_900, 50_500],
        ["0202", "NVIDIA H100 80GB SXM5 模组", "935-24287-0001-000", "片", 230_000, 255_000, 226_000],
    ]
    p = analyse(write(tmp_path / "goods.xlsx", rows), currency="CNY", today=TODAY)
    got = [(q.device_id, q.price_min, q.cell, q.list_price) for q in p.rows]
    assert got == [(L40S, 52_000, "E3", 56_900), (H100, 230_000, "E4", 255_000)]
    assert "50,500" not in " ".join(q.notes for q in p.rows)  # the floor is the seller's, not an offer


@pytest.mark.parametrize(
    "title, header, prices",
    [
        (
            "Cotización — DataSur S.A., Av. 18 de Julio 1234, Montevideo",
            ["Modelo", "Cantidad", "Precio unitario ($)", "Total ($)"],
            [(98_500, 197_000), (385_000, 385_000)],
        ),
        (
            "Cotización — DataSur S.A. · Tel. +598 2901 1234",
            ["Modelo", "Cantidad", "Precio unitario", "Total"],
            [("$ 98.500,00", "$ 197.000,00"), ("$ 385.000,00", "$ 385.000,00")],
        ),
    ],
)
def test_a_bare_dollar_sign_on_a_sheet_from_uruguay_is_the_uruguayan_peso(tmp_path, title, header, prices):
    rows = [
        [title],
        ["Fecha: 02/12/2026"],
        header,
        ["NVIDIA RTX 4090 24GB", 2, *prices[0]],
        ["NVIDIA L40S 48GB", 1, *prices[1]],
    ]
    p = analyse(write(tmp_path / "cotizacion.xlsx", rows), today=TODAY)
    got = [(q.device_id, q.price_min, q.currency) for q in p.rows]
    assert got == [("nvidia-rtx-4090", 98_500, "UYU"), (L40S, 385_000, "UYU")]
    assert any("UYU" in str(c) for c in p.conventions)  # said where the user sees it


@pytest.mark.parametrize(
    "lines, want",
    [
        (
            [
                "[02/12/26 10:01] 王经理: 今天报价如下",
                "[02/12/26 10:02] 王经理: H100 80G SXM5 整卡",
                "[02/12/26 10:02] 王经理: 23.5万/张，现货",
                "[02/12/26 10:03] 王经理: L40S 48G",
                "[02/12/26 10:03] 王经理: 5.6万/张",
                "[02/12/26 10:04] 王经理: RTX 4090 24G 涡轮 1.75万/张",
            ],
            [(3, H100, 235_000), (5, L40S, 56_000), (6, "nvidia-rtx-4090", 17_500)],
        ),
        (
            [
                "[12/2/26 09:10] Anna (sales): NVIDIA L40S 48GB PCIe",
                "[12/2/26 09:10] Anna (sales): USD 7,900 each, 12 in stock",
                "[12/2/26 09:12] Anna (sales): H100 SXM5 80GB = USD 27,500",
            ],
            [(2, L40S, 7_900), (3, H100, 27_500)],
        ),
    ],
)
def test_a_chat_line_without_a_price_names_the_device_of_the_next_line_s_price(tmp_path, lines, want):
    p = analyse(write(tmp_path / "chat.xlsx", [[x] for x in lines]), today=TODAY)
    assert [(q.source_row, q.device_id, q.price_min) for q in p.rows] == want
    assert all(q.needs_review for q in p.rows)  # read from text: marked for review as every chat quote
    named = {r.source_row: r.reason for r in p.rejected}
    assert all(named.get(r - 1) for r, _d, _p in want if r - 1 not in {x for x, _d2, _p2 in want} and r > 1)


def test_a_price_column_converted_at_a_rate_written_in_a_sentence_is_no_alternative_offer(tmp_path):
    rows = [
        ["Price list — Harare Compute"],
        ["Date: 01/12/2026", "", "Exchange rate: 1 USD = 26.80 ZiG"],
        ["Item", "Qty", "Price (ZiG)", "Price (USD)"],
        ["NVIDIA RTX 4090 24GB", 3, 65_660, 2_450],
        ["NVIDIA L40S 48GB", 1, 238_520, 8_900],
    ]
    p = analyse(write(tmp_path / "zig.xlsx", rows), today=TODAY)
    got = [(q.device_id, q.price_min, q.currency, q.cell, q.needs_review) for q in p.rows]
    assert got == [("nvidia-rtx-4090", 2_450, "USD", "D4", False), (L40S, 8_900, "USD", "D5", False)]
    assert any("26.8" in str(c) and "conversion" in str(c) for c in p.conventions)


def test_a_samoan_price_list_s_tau_is_a_price_never_the_maori_year(tmp_path):
    rows = [
        ["Lisi Tau — Upolu Compute, ua aofia ai le VAGST 15%"],
        ["Aso: 28 Novema 2026"],
        ["Mea", "Numera", "Tau ta'itasi (WST)", "Aofa'i (WST)"],
        ["NVIDIA L40S 48GB", 2, 24_800, 49_600],
        ["Server 4U ma GPU e 8 NVIDIA H100 SXM5 80GB", 1, 720_000, 720_000],
    ]
    p = analyse(write(tmp_path / "lisi.xlsx", rows), today=TODAY)
    got = [(q.device_id, q.price_kind, q.price_min, q.currency, q.units_per_item, q.tax) for q in p.rows]
    assert got == [(L40S, "purchase", 24_800, "WST", 1, "incl"), (H100, "purchase", 90_000, "WST", 8, "incl")]
    assert {(q.quote_date, q.dated) for q in p.rows} == {("2026-11-28", True)}
