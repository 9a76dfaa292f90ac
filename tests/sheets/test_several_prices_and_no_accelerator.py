"""Several price columns on one row as separate quotes (prepaid device-hour packages, one rate column per region),
priced lines that hold no accelerator (a barebone chassis, a colocation quote), and small reading rules (a unit
column renting by the hour, 'Cond.', 'n/a' beside priced terms, 'Q1 2027', a tax line stating its rate, a tax pair
on two lines). Every sheet is written here; none is a corpus file."""

import math

import pytest

from gpucompare.sheets.header import package_hours
from gpucompare.sheets.importer import analyse
from gpucompare.sheets.prices import parse_price

from .conftest import TODAY
from .test_conventions import write


# -- prepaid packages of device-hours --------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "header, hours",
    [
        ("1000卡时包（元）", 1000),
        ("10000卡时包（元）", 10_000),
        ("500 GPU-hour bundle (USD)", 500),
        ("Prepaid package 10,000 GPU hours", 10_000),
        ("按量（元/卡·时）", None),  # a rate, no package
        ("包年(元/月)", None),  # a term, no number of hours
        ("1000 GPU hours used", None),  # hours without a package word
    ],
)
def test_a_package_header_states_its_device_hours(header, hours):
    assert package_hours(header) == hours


def test_card_hour_packages_are_reserved_rates_at_package_price_over_hours(tmp_path):
    f = write(
        tmp_path / "kashi.xlsx",
        [
            ["某智算云 GPU 价格表（2026-12-01）"],
            ["GPU型号", "显存", "按量（元/卡·时）", "500卡时包（元）", "5000卡时包（元）"],
            ["NVIDIA L40S", "48G", 3.0, 1400.0, 12_500.0],
            ["NVIDIA H20", "96G", 6.0, 2800.0, "请咨询"],
            ["NVIDIA A800 PCIe", "80G", 5.0, 2300.0, "—"],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.source_row, q.price_kind, None if q.price_on_request else round(q.price_min, 4), q.cell) for q in p.rows]
    assert got == [
        (3, "hourly", 3.0, "C3"),
        (3, "hourly_reserved", 2.8, "D3"),  # 1,400 / 500 card-hours
        (3, "hourly_reserved", 2.5, "E3"),  # 12,500 / 5,000
        (4, "hourly", 6.0, "C4"),
        (4, "hourly_reserved", 5.6, "D4"),
        (4, "hourly_reserved", None, "E4"),  # the package on request: a quote of its own, in its place
        (5, "hourly", 5.0, "C5"),
        (5, "hourly_reserved", 4.6, "D5"),  # '—': that package is not sold, no quote
    ]
    reserved = p.rows[1]
    assert reserved.lease_term_months is None  # a package is no term of months
    assert "500" in reserved.notes and "device-hours" in reserved.notes
    assert any("prepaid package column D" in str(e) for e in reserved.evidence)


def test_na_beside_priced_packages_is_not_sold_not_on_request(tmp_path):
    f = write(
        tmp_path / "kashi_na.xlsx",
        [
            ["GPU型号", "按量（元/卡·时）", "1000卡时包（元）", "10000卡时包（元）"],
            ["NVIDIA L40S", 3.0, 2800.0, "n/a"],
            ["NVIDIA H20", 6.0, 5600.0, "请咨询"],
        ],
    )
    p = analyse(f, today=TODAY)
    asked = [(q.source_row, q.cell) for q in p.rows if q.price_on_request]
    assert asked == [(3, "D3")]  # '请咨询' is on request; 'n/a' beside a priced package is no offer


@pytest.mark.parametrize(
    "header",
    ["1000卡时包（元/卡·时）", "500 GPU-hour bundle (USD/GPU-hr)", "Prepaid package 1000 GPU-hours (USD per GPU-hour)"],
)
def test_a_package_priced_per_device_hour_is_a_rate_never_divided_again(tmp_path, header):
    # the header states the package's size and prices it per device-hour: 2.8 is the rate, not 2.8 / 1000
    f = write(tmp_path / "kashi_rate.xlsx", [["GPU型号", "按量（元/卡·时）", header], ["NVIDIA L40S", 3.0, 2.8]])
    p = analyse(f, today=TODAY)
    got = [(q.price_kind, round(q.price_min, 4), q.cell) for q in p.rows]
    assert got == [("hourly", 3.0, "B2"), ("hourly_reserved", 2.8, "C2")]
    assert "per device-hour 2.8" in p.rows[1].notes and "/ 1,000" not in p.rows[1].notes


def test_a_committed_rate_far_from_the_reference_is_warned_as_an_on_demand_one_is(tmp_path):
    # an H100 at 0.002 USD an hour for a year's commitment: the same check as the on-demand column's, on its quote
    f = write(
        tmp_path / "commit_far.xlsx",
        [
            ["GPU", "On-demand (USD/GPU/hr)", "1-year commit (USD/GPU/hr)"],
            ["NVIDIA H100 SXM5 80GB", 2.5, 0.002],
            ["NVIDIA L40S 48GB", 1.0, 0.8],
        ],
    )
    p = analyse(f, today=TODAY)
    reserved = {q.source_row: q for q in p.rows if q.price_kind == "hourly_reserved"}
    assert reserved[2].price_min == 0.002 and any("per device-hour" in str(w) for w in reserved[2].warnings)
    assert reserved[2].confidence < 0.6
    assert not any("per device-hour would pay" in str(w) for w in reserved[3].warnings)  # 0.8 for an L40S is fine
    assert any(str(w).startswith("row 2:") for w in p.warnings)


# -- one rate column per region ---------------------------------------------------------------------------------------
def test_one_rate_column_per_region_is_one_quote_each_left_to_right(tmp_path):
    f = write(
        tmp_path / "regions.xlsx",
        [
            ["Rate sheet (effective 1 Dec 2026)"],
            ["GPU", "VRAM", "Sydney SYD1 (USD/GPU/hr)", "Seoul ICN2 (USD/GPU/hr)", "Mumbai BOM1 (USD/GPU/hr)"],
            ["NVIDIA H100 SXM5", "80 GB", 2.40, 2.55, 2.30],
            ["NVIDIA L40S", "48 GB", 1.00, "Sold out", 0.90],
            ["NVIDIA B200", "180 GB", 5.00, "Q1 2027", 5.20],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.source_row, q.price_min, q.cell, q.price_kind) for q in p.rows]
    assert got == [
        (3, 2.40, "C3", "hourly"),
        (3, 2.55, "D3", "hourly"),
        (3, 2.30, "E3", "hourly"),
        (4, 1.00, "C4", "hourly"),
        (4, 0.90, "E4", "hourly"),
        (5, 5.00, "C5", "hourly"),
        (5, 5.20, "E5", "hourly"),
    ]
    # each quote names its column
    assert "Seoul ICN2" in p.rows[1].notes and "Mumbai BOM1" in p.rows[2].notes
    # 'Sold out' and an availability date are no prices, each said
    said = {j.source_row: str(j.reason) for j in p.rejected}
    assert "Sold out" in said[4] and "Q1 2027" in said[5]


def test_price_columns_differing_in_a_price_role_are_not_regions(tmp_path):
    f = write(
        tmp_path / "list_net.xlsx",
        [
            ["Model", "List price (USD)", "Net price (USD)"],
            ["NVIDIA L40S 48GB", 9_000, 8_100],
            ["NVIDIA H100 PCIe 80GB", 30_000, 27_000],
        ],
    )
    p = analyse(f, today=TODAY)
    assert len(p.rows) == 2  # the net price is the offer, the list price beside it; never two offers a row


def test_a_quarter_and_a_year_is_no_space_grouped_amount():
    assert math.isnan(parse_price("Q1 2027", default_currency="USD").min)
    assert parse_price("7 250 000 Fbu").min == 7_250_000
    assert parse_price("12 345,50 €").min == 12_345.5


# -- priced lines that hold no accelerator ------------------------------------------------------------------------
def test_barebone_servers_without_gpus_are_no_quotes(tmp_path):
    f = write(
        tmp_path / "barebone.xlsx",
        [
            ["某集成商 报价（含税13%）"],
            ["序号", "品名", "型号配置", "单位", "单价（元）"],
            [1, "准系统", "超微 SYS-421GE 8卡GPU准系统，2×8480+，不含GPU", "台", 168_000],
            [2, "GPU卡", "L40S 48G PCIe", "张", 57_600],
            [3, "Server", "Gigabyte G593 barebone, without GPUs", "台", 21_000],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [q.device_id for q in p.rows] == ["nvidia-l40s"]
    said = {j.source_row: str(j.reason) for j in p.rejected}
    assert "without accelerators" in said[3] and "without accelerators" in said[5]


def test_a_barebone_naming_its_accelerators_is_a_quote_of_them(tmp_path):
    # 'barebone' alone may include the GPU baseboard: a line naming the accelerators is no line without them; a
    # barebone naming none, or saying 'without GPUs', still is
    f = write(
        tmp_path / "barebone_gpus.xlsx",
        [
            ["Item", "Qty", "Unit price (USD)"],
            ["Supermicro SYS-821GE-TNHR barebone + 8x NVIDIA H100 SXM5 80GB", 1, 280_000],
            ["超微 SYS-421GE 8卡GPU准系统", 1, 21_000],
            ["HGX H100 8-GPU barebone, without GPUs", 1, 30_000],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.source_row, q.device_id, q.price_min) for q in p.rows] == [(2, "nvidia-h100-sxm5-80gb", 35_000.0)]
    said = {j.source_row: str(j.reason) for j in p.rejected}
    assert "without accelerators" in said[3] and "without accelerators" in said[4]


def test_a_colocation_quote_says_it_has_no_accelerator_prices(tmp_path):
    f = write(
        tmp_path / "idc.xlsx",
        [
            ["某数据中心 机柜托管报价单 2026-12-02"],
            ["项目", "规格", "单位", "单价（元）", "说明"],
            ["标准机柜", "42U 8.8kW", "元/柜/月", 6800, "双路市电"],
            ["液冷机柜", "48U 20kW", "元/柜/月", 16_500, "可放2台8卡H100服务器"],
            ["超额电费", "超出合同功率部分", "元/kWh", 0.95, ""],
            ["BGP带宽", "独享", "元/Mbps/月", 28, "100M起"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert p.rows == []
    said = {j.source_row: str(j.reason) for j in p.rejected}
    assert all("data centre service" in said[r] for r in (3, 4, 5, 6))
    assert "a colocation quote with no accelerator prices" in str(p.warnings[0])


def test_a_colocation_line_beside_gpu_quotes_does_not_hide_them(tmp_path):
    f = write(
        tmp_path / "mixed.xlsx",
        [
            ["Item", "Description", "Unit price (USD)"],
            ["GPU", "NVIDIA H100 PCIe 80GB", 27_000],
            ["Colocation", "Rack space 42U, per month", 1_200],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [q.device_id for q in p.rows] == ["nvidia-h100-pcie-80gb"]
    assert not any("colocation quote" in str(w) for w in p.warnings)


# -- small reading rules ------------------------------------------------------------------------------------------
def test_a_unit_column_renting_by_the_hour_makes_that_row_an_hourly_rate(tmp_path):
    f = write(
        tmp_path / "mixed_units.xlsx",
        [
            ["某算力公司 报价单 2026-12-04 单价均为含税价"],
            ["序号", "项目", "型号规格", "单位", "数量", "单价（元）"],
            [1, "加速卡", "L20 48G PCIe", "张", 16, 28_900],
            [2, "算力租赁", "H800 80G SXM（8卡节点）", "卡·时", 2000, 12.8],
        ],
    )
    p = analyse(f, today=TODAY)
    card, rent = p.rows
    assert (card.price_kind, card.price_min) == ("purchase", 28_900)
    assert (rent.price_kind, rent.price_min, rent.offer) == ("hourly", 12.8, "instance")  # per card-hour: not / 8
    assert not rent.warnings  # judged as a rate, not against the card's purchase price


def test_cond_is_a_condition_header(tmp_path):
    f = write(
        tmp_path / "stock.xlsx",
        [
            ["MPN", "Description", "Qty", "Cond.", "Unit Price (USD)"],
            ["900-21001-0020-100", "A100 80GB PCIe", 40, "PULLED", 9_850],
            ["900-2G133-0080-000", "L40S 48GB PCIe", 16, "NEW SEALED", 7_150],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [q.condition for q in p.rows] == ["used", "new"]


def test_a_line_stating_its_tax_rate_is_a_tax_line_not_an_average(tmp_path):
    f = write(
        tmp_path / "tax_avg.xlsx",
        [
            ["Description", "Qty", "Amount (EUR)"],
            ["NVIDIA L40S 48GB", 1, 8_000],
            ["NVIDIA L40S 48GB", 1, 8_000],
            ["NVIDIA RTX 6000 Ada 48GB", 1, 7_000],
            ["NVIDIA RTX 6000 Ada 48GB", 1, 7_000],
            ["NVIDIA A40 48GB", 1, 5_000],
            ["Zorvek 20 %", None, 7_000],  # a fifth of the lines' sum: the average of five lines, and 20 % of it
        ],
    )
    p = analyse(f, today=TODAY)
    said = {j.source_row: str(j.reason) for j in p.rejected}
    assert "tax" in said[7] and "average" not in said[7]


def test_a_tax_pair_on_two_lines_holds_to_the_cent_three_lines_to_the_ratio():
    from gpucompare.sheets.importer.accounting import tax_pair

    head = [["Model", "A", "B"]]
    # two lines whose amounts stand near 1.19 but not to the cent: a coincidence, no tax pair
    near = [["L40S", 8_000.0, 9_519.0], ["H100", 27_000.0, 32_135.0]]
    assert tax_pair(head + near, 0, 1, {0}, 0.19, set()) is None
    # the same two lines to the cent: the larger is the price with VAT
    exact = [["L40S", 8_000.0, 9_520.0], ["H100", 27_000.0, 32_130.0]]
    assert tax_pair(head + exact, 0, 1, {0}, 0.19, set()) == (2, 1)
    # three lines within the ratio's tolerance: a tax pair
    three = [*near, ["A40", 5_000.0, 5_950.0]]
    assert tax_pair(head + three, 0, 1, {0}, 0.19, set()) == (2, 1)


@pytest.mark.parametrize(
    "heads",
    [
        ["Model", "Min (USD)", "Max (USD)"],  # a range's two ends
        ["Model", "Low price (USD)", "High price (USD)"],
        ["Model", "2025 (USD)", "2026 (USD)"],  # a price history by year
    ],
)
def test_labelled_columns_that_are_a_range_or_years_are_not_one_offer_each(tmp_path, heads):
    f = write(
        tmp_path / "two.xlsx", [heads, ["NVIDIA L40S 48GB", 8_000, 9_000], ["NVIDIA H100 PCIe 80GB", 27_000, 30_000]]
    )
    p = analyse(f, today=TODAY)
    assert [q.source_row for q in p.rows] == [2, 3]  # one quote a row, never one per column


@pytest.mark.parametrize(
    "heads, newest, label",
    [
        (["Model", "2025 (USD)", "2026 (USD)"], "C", "2026"),  # the newest on the right
        (["Model", "2026 (USD)", "2025 (USD)"], "B", "2026"),  # the newest on the left
        (["Model", "Q1 (USD)", "Q2 (USD)", "Q3 (USD)"], "D", "Q3"),
        (["Model", "Jan (USD)", "Feb (USD)"], "C", "Feb"),
    ],
)
def test_a_price_history_reads_its_newest_column_and_says_so(tmp_path, heads, newest, label):
    # a year's, quarter's or month's prices side by side are one history: the newest is the offer (the oldest was
    # read, or each column made an offer of its own, without a word)
    n = len(heads)
    rows = [heads, ["NVIDIA L40S 48GB", 8_000, 7_500, 7_000][:n], ["NVIDIA H100 PCIe 80GB", 30_000, 27_500, 26_000][:n]]
    p = analyse(write(tmp_path / "history.xlsx", rows), today=TODAY)
    assert [q.cell for q in p.rows] == [f"{newest}2", f"{newest}3"]  # one quote a row, from the newest column
    assert "one price history" in str(p.warnings[0]) and repr(label) in str(p.warnings[0])


def test_a_price_on_request_left_from_a_row_whose_prices_were_rejected_is_marked_for_review(tmp_path):
    # no currency anywhere: the priced cells are rejected; the package on request must not stand for the row unsaid
    f = write(
        tmp_path / "kashi_no_currency.xlsx",
        [
            ["GPU型号", "显存", "按量（每卡·时）", "1000卡时包", "10000卡时包"],
            ["NVIDIA H800 SXM 80G", "80G", 13.5, "请咨询", 120_000],
            ["NVIDIA H20 96G", "96G", 5.9, 5300, 48_000],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.source_row, q.price_on_request) for q in p.rows] == [(2, True)]
    kept = p.rows[0]
    assert kept.needs_review
    assert any("read in part" in str(w) and "no currency" in str(w) for w in kept.warnings)
    assert {j.source_row for j in p.rejected} == {2, 3}


def test_a_priced_row_beside_a_cell_not_offered_is_not_marked_read_in_part(tmp_path):
    f = write(
        tmp_path / "kashi_dash.xlsx",
        [
            ["GPU型号", "按量（元/卡·时）", "1000卡时包（元）"],
            ["NVIDIA L40S", 3.0, "—"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [q.price_kind for q in p.rows] == ["hourly"]
    assert not any("read in part" in str(w) for w in p.rows[0].warnings)
