"""Rental price lists with one price column per period (hour, day, week, month) in the languages vendors write them:
the hourly price is the quote's rental price per device-hour; a list without one converts its shortest period at a
stated number of hours (24 a day, 168 a week, 730 a month) and says so in the row's note; no period's price is ever
read as a purchase price."""

import pytest

from gpucompare.core.tco import HOURS_PER_MONTH
from gpucompare.sheets.header import PERIOD_HOURS, price_period
from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .test_conventions import H100, by_row, reasons, write

L40S = "nvidia-l40s"


@pytest.mark.parametrize(
    "title, header, cur",
    [
        (
            "算力租赁价格表（人民币）",
            ["GPU型号", "按量计费（元/时）", "包天（元/天）", "包周（元/周）", "包月（元/月）"],
            "CNY",
        ),
        ("Mietpreisliste GPU-Server, Preise in EUR", ["Modell", "Stunde", "Tag", "Woche", "Monat"], "EUR"),
        (
            "Аренда GPU, цены в рублях",
            ["Модель", "Цена за час, ₽", "Цена в сутки, ₽", "Неделя, ₽", "Месяц, ₽"],
            "RUB",
        ),
        ("GPUレンタル料金表", ["GPU", "1時間 (円)", "1日 (円)", "1週 (円)", "1か月 (円)"], "JPY"),
        ("GPU rental rates (USD)", ["GPU", "Per hour", "Per day", "Per week", "Per month"], "USD"),
        ("GPU 임대 요금표 (원)", ["모델", "시간", "일", "주", "월"], "KRW"),
        ("Tarifas de alquiler de GPU (EUR)", ["Modelo", "Por hora", "Por día", "Por semana", "Por mes"], "EUR"),
        (
            "云算力价格（元）",
            ["型号", "按量付费（元）", "包天（元）", "包周（元）", "包月（元）"],
            "CNY",
        ),  # 按量: by the hour
    ],
)
def test_the_hourly_column_of_a_rental_list_is_the_quote_and_the_week_column_never_a_purchase_price(
    tmp_path, title, header, cur
):
    rows = [
        [title],
        ["2026-11-20"],
        header,
        ["NVIDIA H100 SXM5 80GB", 18.0, 400.0, 2_600.0, 10_400.0],
        ["NVIDIA L40S", 6.0, 130.0, 850.0, 3_400.0],
    ]
    p = analyse(write(tmp_path / "rent.xlsx", rows), today=TODAY)
    q = by_row(p)
    assert [(q[r].device_id, q[r].price_kind, q[r].price_min, q[r].currency) for r in (4, 5)] == [
        (H100, "hourly", 18.0, cur),
        (L40S, "hourly", 6.0, cur),
    ]
    assert all(x.price_kind == "hourly" for x in p.rows)  # one quote a row, and none of them a purchase price
    assert "2,600.00" in q[4].notes and "400.00" in q[4].notes  # the other periods are kept as context
    assert any("rental list" in c for c in p.conventions)


@pytest.mark.parametrize(
    "header, period_col, hours",
    [
        (["Modell", "Tag", "Woche", "Monat"], 1, 24),
        (["Модель", "Неделя, ₽", "Месяц, ₽"], 1, 168),
        (["GPU型号", "包周（元/周）", "包月（元/月）"], 1, 168),
        (["GPU", "Monthly rent (USD)"], 1, HOURS_PER_MONTH),
    ],
)
def test_a_list_without_an_hourly_price_converts_its_shortest_period_and_says_so(tmp_path, header, period_col, hours):
    prices = [4_200.0, 26_000.0, 100_000.0][: len(header) - 1]
    rows = [["Rental offer 2026-11-20, prices in USD"], header, ["NVIDIA H100 SXM5 80GB", *prices]]
    p = analyse(write(tmp_path / "rent.xlsx", rows), currency="USD", today=TODAY)
    (q,) = p.rows
    assert (q.device_id, q.price_kind) == (H100, "hourly")
    assert q.price_min == pytest.approx(prices[period_col - 1] / hours)
    assert f"/ {hours:g} h" in q.notes  # the convention is stated on the row itself
    assert "730 h" in q.notes


def test_periods_in_a_second_header_row_under_a_merged_rent_header(tmp_path):
    rows = [
        ["Mietangebot 01.12.2026"],
        ["Modell", "Mietpreis (EUR)", None, None, None],
        [None, "pro Stunde", "pro Tag", "pro Woche", "pro Monat"],
        ["NVIDIA H100 SXM5 80GB", 2.4, 52, 330, 1_290],
    ]
    (q,) = analyse(write(tmp_path / "rent.xlsx", rows, merged=["B2:E2"]), today=TODAY).rows
    assert (q.device_id, q.price_kind, q.price_min, q.currency) == (H100, "hourly", 2.4, "EUR")


def test_a_rented_server_is_split_per_device_and_per_hour(tmp_path):
    rows = [
        ["GPU-Server zur Miete, Preise in EUR"],
        ["Konfiguration", "Tag", "Woche", "Monat"],
        ["Server 8x H100 SXM5 80GB, 2x Xeon 8480+", 1_920.0, 12_000.0, 48_000.0],
    ]
    (q,) = analyse(write(tmp_path / "rent.xlsx", rows), today=TODAY).rows
    assert (q.device_id, q.units_per_item, q.price_kind, q.currency) == (H100, 8, "hourly", "EUR")
    assert q.price_min == pytest.approx(1_920.0 / 8 / 24)  # 10 EUR per device-hour


@pytest.mark.parametrize("head", ["Abrechnung", ""])  # the billing column named, or known by its cells alone
def test_a_list_billed_per_day_or_week_row_by_row_is_hourly_per_its_period_a_month_monthly(tmp_path, head):
    rows = [
        ["Mietangebot 01.12.2026, Preise in EUR"],
        ["Modell", "Preis", head],
        ["NVIDIA H100 SXM5 80GB", 52.8, "pro Tag"],
        ["NVIDIA L40S 48GB", 134.4, "pro Woche"],
        ["NVIDIA H200 141GB", 1_460.0, "pro Monat"],
    ]
    p = analyse(write(tmp_path / "rent.xlsx", rows), today=TODAY)
    q = by_row(p)
    assert [(q[r].price_kind, round(q[r].price_min, 4)) for r in (3, 4, 5)] == [
        ("hourly", 2.2),  # 52.80 / 24 h
        ("hourly", 0.8),  # 134.40 / 168 h
        # a month's rent is its own kind since imp220 (a monthly rent per device; the cost model takes it at 1,460 /
        # 730 h = 2.0 an hour and says so)
        ("monthly", 1460.0),
    ]
    assert "/ 24 h" in q[3].notes and "/ 168 h" in q[4].notes and "/ 730 h" in q[5].notes


def test_a_daily_row_in_an_hourly_rate_card_is_converted_a_monthly_one_reserved(tmp_path):
    rows = [
        ["Rate card 2026-11-01 (USD)"],
        ["Instance", "GPU", "GPUs", "Price", "Billing unit"],
        ["h100x8", "H100 SXM5", 8, 24.0, "per instance-hour"],
        ["h100x8-day", "H100 SXM5", 8, 528.0, "per day"],
        ["h100x8-month", "H100 SXM5", 8, 17_280, "per month"],
    ]
    p = analyse(write(tmp_path / "c.xlsx", rows), today=TODAY)
    q = by_row(p)
    assert (q[3].price_min, q[4].price_min) == (3.0, pytest.approx(528 / 24 / 8))  # never 528 an hour
    # a month's rent beside hourly rates is a rent for that month (imp107, blind corpus 26): per device-hour, reserved
    # for the month it is rented for, never an on-demand rate and never refused
    assert (q[5].price_kind, q[5].lease_term_months) == ("hourly_reserved", 1)
    assert q[5].price_min == pytest.approx(17_280 / 8 / 730)


def test_prices_that_name_their_period_are_hourly_rates_per_device(tmp_path):
    rows = [
        ["GPU cloud pricing 2026-11-20"],
        ["GPU", "Price"],
        ["NVIDIA H100 SXM5 80GB", "$2.99 per GPU-hour"],
        ["8x NVIDIA H200 141GB", "$31.60/hr"],  # per instance: divided by its 8 GPUs
        ["NVIDIA L40S 48GB", "$26.40/day"],
        ["NVIDIA A100 SXM4 80GB", "Contact sales"],
    ]
    p = analyse(write(tmp_path / "cloud.xlsx", rows), today=TODAY)
    q = by_row(p)
    assert [(q[r].price_kind, q[r].price_min) for r in (3, 4, 5)] == [
        ("hourly", 2.99),
        ("hourly", pytest.approx(3.95)),
        ("hourly", pytest.approx(1.1)),  # $26.40 a day / 24 h
    ]
    assert q[6].price_on_request and "/ 24 h" in q[5].notes


def test_an_hourly_price_in_a_column_of_purchase_prices_is_rejected_with_the_reason(tmp_path):
    rows = [
        ["Quote 2026-11-20 (USD)"],
        ["Model", "Unit price"],
        ["NVIDIA H100 SXM5 80GB", 27_000],
        ["NVIDIA L40S 48GB", 7_900],
        ["NVIDIA H200 141GB", "$3.40/hr"],
    ]
    p = analyse(write(tmp_path / "buy.xlsx", rows), today=TODAY)
    assert sorted(q.source_row for q in p.rows) == [3, 4]
    assert "a rental price per hour" in reasons(p)[5]  # never 3.40 as the price of an H200


def test_a_dealer_who_sells_and_rents_gives_a_purchase_quote_and_an_hourly_one(tmp_path):
    rows = [
        ["Preisliste 01.12.2026, Preise in EUR"],
        ["Modell", "Kaufpreis", "Miete/Stunde", "Miete/Tag"],
        ["NVIDIA H100 SXM5 80GB", 26_900, 2.4, 52],
        ["Server 8x NVIDIA L40S 48GB", 72_000, 7.2, 160],
    ]
    p = analyse(write(tmp_path / "both.xlsx", rows), today=TODAY)
    got = sorted((q.source_row, q.price_kind, round(q.price_min, 4)) for q in p.rows)
    assert got == [(3, "hourly", 2.4), (3, "purchase", 26_900), (4, "hourly", 0.9), (4, "purchase", 9_000)]


def test_the_on_demand_rate_stays_the_quote_beside_a_spot_rate_and_a_monthly_price(tmp_path):
    rows = [
        ["Rate card 2026-11-20 (USD)"],
        ["Instance", "GPU", "GPUs", "On-demand", "Spot ($/hr)", "Monthly ($)"],
        ["gpu-8x", "H100 SXM5", 8, 24.0, 9.6, 17_520],
    ]
    (q,) = analyse(write(tmp_path / "card.xlsx", rows), today=TODAY).rows
    assert (q.price_kind, q.price_min) == ("hourly", 3.0)  # on demand, per GPU: not the spot rate


def test_a_rate_card_column_without_a_period_is_no_purchase_price(tmp_path):
    rows = [
        ["Rate card 2026-11-20 (USD)"],
        ["Instance", "GPU", "GPUs", "Price per GPU", "On-demand ($/hr)", "Monthly ($)"],
        ["gpu-8x", "H100 SXM5", 8, 3.0, 24.0, 17_520],
    ]
    p = analyse(write(tmp_path / "card.xlsx", rows), today=TODAY)
    assert [(q.price_kind, q.price_min) for q in p.rows] == [("hourly", 3.0)]  # $3 is a rate, not an H100's price


def test_a_purchase_price_beside_a_monthly_lease_stays_the_purchase_price(tmp_path):
    rows = [
        ["Angebot 2026-11-20"],
        ["Modell", "Kaufpreis (EUR)", "Miete pro Monat (EUR)"],
        ["H100 SXM5 80GB", 27_000, 1_400],
    ]
    (q,) = analyse(write(tmp_path / "buy.xlsx", rows), today=TODAY).rows
    assert (q.price_kind, q.price_min) == ("purchase", 27_000)
    assert "1,400.00" in q.notes


def test_a_purchase_quote_with_a_lease_and_a_yearly_support_fee_is_still_a_purchase_quote(tmp_path):
    rows = [
        ["Quote 2026-11-20 (USD)"],
        ["Model", "Unit price", "Lease per month", "Support per year", "Warranty (yrs)"],
        ["NVIDIA H100 SXM5 80GB", 27_000, 1_150, 2_400, 3],
    ]
    q, lease = analyse(write(tmp_path / "buy.xlsx", rows), currency="USD", today=TODAY).rows
    assert (q.price_kind, q.price_min) == ("purchase", 27_000)  # two periods, but beside a purchase price
    assert (lease.price_kind, lease.price_min, lease.cell) == ("lease", 1_150, "C3")  # the lease: a quote of its own


@pytest.mark.parametrize(
    "text, period",
    [
        ("按量计费（元/时）", "hour"),
        ("包日（元/日）", "day"),
        ("Wochenpreis (EUR)", "week"),
        ("Цена за сутки", "day"),
        ("月額 (円)", "month"),
        ("1-month reserved ($/hr)", "hour"),
        ("计费周期", None),  # a billing-period column, not a weekly price
        ("生效日期", None),  # a date
        ("2026年11月报价", None),  # a dated title, not a yearly or monthly price
        ("价格（日元）", None),  # yen, not a daily price
        ("实时价格", None),  # 'real-time', not hourly
        ("Unit Price", None),
    ],
)
def test_the_period_a_price_header_names(text, period):
    assert price_period(text) == period


def test_a_month_is_the_same_730_hours_as_the_cost_of_ownership_uses():
    assert PERIOD_HOURS["month"] == HOURS_PER_MONTH == 730
