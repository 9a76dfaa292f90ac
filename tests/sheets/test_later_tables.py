"""A second table on the same sheet ('in stock' then 'pre-order', 'GPUs' then 'servers', instances then bare metal)
whose header the words alone do not give away: after a blank or title row, a row of header words that names no
device and no price starts a new table, and the rows under it are read with its own columns (found from its words
and the data under them), never with the first table's."""

import pytest

from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .test_conventions import H100, L40S, by_row, reasons, write

H200 = "nvidia-h200-sxm-141gb"
H800 = "nvidia-h800-sxm5-80gb"


def test_a_pre_order_table_with_other_columns_is_read_with_its_own_header(tmp_path):
    rows = [
        ["Price list 2026-11-20, prices in USD"],
        ["In stock"],
        ["Model", "Unit price", "Qty available"],
        ["NVIDIA H100 SXM5 80GB", 27_500, 12],
        ["NVIDIA L40S", 7_900, 40],
        [],
        ["Pre-order (delivery in 6-8 weeks)"],
        ["ETA", "GPU", "Deposit", "Price each"],  # another order of columns: the price is now in D
        ["Jan 2027", "NVIDIA H200 141GB", 5_000, 31_000],
        ["Feb 2027", "NVIDIA B200", 8_000, 38_500],
    ]
    p = analyse(write(tmp_path / "two.xlsx", rows), today=TODAY)
    q = by_row(p)
    assert [(q[r].device_id, q[r].price_min) for r in (4, 5, 9, 10)] == [
        (H100, 27_500),
        (L40S, 7_900),
        (H200, 31_000),  # not the deposit in C, where the first table's price was
        ("nvidia-b200", 38_500),
    ]
    assert any("row 8: another table starts here" in w for w in p.warnings)
    assert 8 not in q and 7 not in q  # neither the header nor the title is a product


def test_a_server_table_under_a_card_table_divides_by_its_gpu_count(tmp_path):
    rows = [
        ["报价单  2026-11-20  单位：元（含税）"],
        ["型号", "含税单价", "交期"],
        ["NVIDIA H800 SXM5 80GB", 260_000, "现货"],
        ["NVIDIA L40S 48GB", 62_000, "2周"],
        [],
        ["二、整机服务器"],
        ["机型", "卡数", "CPU", "整机报价"],  # '机型' names an instance here; the devices are in the data
        ["8卡 H800 SXM5 服务器", 8, "2×Xeon 8480+", 2_240_000],
        ["4卡 L40S 服务器", 4, "2×Xeon 6430", 280_000],
    ]
    p = analyse(write(tmp_path / "cn.xlsx", rows), today=TODAY)
    q = by_row(p)
    assert [(q[r].device_id, q[r].price_min, q[r].units_per_item) for r in (3, 4, 8, 9)] == [
        (H800, 260_000, 1),
        (L40S, 62_000, 1),
        (H800, 280_000, 8),
        (L40S, 70_000, 4),
    ]
    assert all(x.currency == "CNY" for x in p.rows)


def test_a_bare_metal_table_priced_per_card_under_an_instance_table(tmp_path):
    rows = [
        ["GPU cloud price list (USD, per hour)"],
        ["Instance", "GPU", "On-demand ($/hr)", "Monthly ($/mo)"],
        ["gpu.8xh100", "8 x NVIDIA H100 SXM5 80GB", 24.0, 17_520],
        ["gpu.1xl40s", "1 x NVIDIA L40S", 1.2, 876],
        [],
        ["Bare metal, billed per card"],
        ["Card", "Memory", "Per card-hour ($)", "Per card-month ($)", "Minimum"],
        ["NVIDIA H200 141GB", "141 GB", 3.6, 2_628, "8 cards"],
        ["NVIDIA H100 SXM5 80GB", "80 GB", 2.8, 2_044, "8 cards"],
    ]
    p = analyse(write(tmp_path / "cloud.xlsx", rows), today=TODAY)
    q = by_row(p)
    assert [(q[r].device_id, q[r].price_kind, q[r].price_min) for r in (3, 4, 8, 9)] == [
        (H100, "hourly", 3.0),
        (L40S, "hourly", 1.2),
        (H200, "hourly", 3.6),  # per card already: not the monthly 2,628 the first table's column would give
        (H100, "hourly", 2.8),
    ]


def test_a_rental_table_under_a_purchase_table_is_hourly(tmp_path):
    rows = [
        ["Angebot vom 20.11.2026, Preise in EUR"],
        ["Kauf"],
        ["Modell", "Preis", "Lieferzeit"],
        ["NVIDIA H100 SXM5 80GB", 26_900, "2 Wochen"],
        [],
        ["Miete"],
        ["Modell", "Stunde", "Tag", "Woche"],
        ["NVIDIA H100 SXM5 80GB", 2.5, 55, 350],
    ]
    p = analyse(write(tmp_path / "de.xlsx", rows), today=TODAY)
    q = by_row(p)
    assert (q[4].price_kind, q[4].price_min) == ("purchase", 26_900)
    assert (q[8].price_kind, q[8].price_min, q[8].currency) == ("hourly", 2.5, "EUR")  # never 350 as a purchase


def test_a_table_right_under_the_total_of_the_one_above(tmp_path):
    rows = [
        ["Коммерческое предложение от 01.12.2026, цены в USD"],
        ["Модель", "Цена", "Кол-во"],
        ["NVIDIA H100 SXM5 80GB", 27_000, 2],
        ["Итого", None, 54_000],
        ["Платформа", "Конфигурация GPU", "Склад, шт.", "Система, USD"],  # no gap, no model or price word
        ["Supermicro SYS-821GE-TNHR", "8x NVIDIA H200 141GB", 3, 289_000],
        ["Dell PowerEdge XE9680", "8x NVIDIA H100 SXM5 80GB", 5, 236_000],
    ]
    q = by_row(analyse(write(tmp_path / "ru.xlsx", rows), today=TODAY))
    assert (q[3].price_min, q[6].device_id, q[6].price_min) == (27_000, H200, 289_000 / 8)
    assert (q[7].device_id, q[7].price_min) == (H100, 236_000 / 8)  # not the 5 in stock


def test_a_later_table_of_one_row_is_read_with_its_own_columns(tmp_path):
    rows = [
        ["Price list 2026-11-20 (USD)"],
        ["GPU", "Unit price", "Lead time"],
        ["NVIDIA L40S 48GB", 7_950, "stock"],
        ["NVIDIA H100 NVL 94GB", 28_900, "2 wks"],
        [],
        ["Platform", "GPU config", "Nodes in stock", "System (USD)"],
        ["Supermicro SYS-821GE-TNHR", "8x NVIDIA H200 141GB", 3, 289_000],
    ]
    q = by_row(analyse(write(tmp_path / "one.xlsx", rows), today=TODAY))
    assert (q[7].device_id, q[7].price_min) == (H200, 289_000 / 8)  # never the 3 nodes in stock


def test_a_rental_table_with_a_two_row_header_under_a_purchase_table(tmp_path):
    rows = [
        ["Price list (USD) 2026-11-20"],
        ["Model", "Price"],
        ["NVIDIA H100 SXM5 80GB", 27_000],
        [],
        ["Rental"],
        ["Model", "Rent (USD)", None, None],
        [None, "per hour", "per day", "per month"],
        ["NVIDIA H100 SXM5 80GB", 2.5, 55, 1_500],
    ]
    q = by_row(analyse(write(tmp_path / "rent.xlsx", rows, merged=["B6:D6"]), today=TODAY))
    assert (q[3].price_kind, q[3].price_min) == ("purchase", 27_000)
    assert (q[8].price_kind, q[8].price_min) == ("hourly", 2.5)


@pytest.mark.parametrize(
    "row",
    [
        ["NVIDIA H200 141GB", "auf Anfrage", "4 Wochen"],  # a product written in words
        ["Lieferung frei Haus", "Zahlung 30 Tage netto"],  # a note in two cells
    ],
)
def test_a_row_of_words_after_a_blank_is_not_taken_for_a_header(tmp_path, row):
    rows = [
        ["Preisliste 2026-11-20, Preise in EUR"],
        ["Modell", "Preis", "Lieferzeit"],
        ["NVIDIA H100 SXM5 80GB", 26_900, "2 Wochen"],
        [],
        row,
        ["NVIDIA L40S 48GB", 7_400, "sofort"],
    ]
    p = analyse(write(tmp_path / "de.xlsx", rows), today=TODAY)
    q = by_row(p)
    assert (q[3].price_min, q[6].device_id, q[6].price_min) == (26_900, L40S, 7_400)  # still the first mapping
    assert not any("another table starts here" in w for w in p.warnings)
    assert 5 in q or 5 in reasons(p)
