"""Issue 22's leftover causes on the folded corpora 50 and 51 (imp194), each tested on a sheet written here (none is a
corpus file, none of their layouts):

- a rate card's cell that names its own unit per machine ('158.40 元/台·时') under a per-card-hour header is the
  machine's rate: divided by its cards, the line a server; a committed column's cell the same;
- a billing unit joined to what it counts ('元/卡·时', 'EUR/GPU-hr') bills by that unit's period, whatever period word
  stands before the bracket ('包月折合（元/卡·时）' is per card-hour, never a month to divide by 730 h);
- two committed columns that are one term by two units ('包月（元/卡·月）' | '包月折合（元/卡·时）') are one reserved
  quote, at the seller's own hourly figure, the monthly one in its notes;
- a unit-price column in a second currency that is the first converted at a rate stated above the table and named as
  a unit price of its own ('Unit Price HK$' | '單價 RMB') is the item offered in that currency: a quote per column;
- a line not imported whose amount is the sum of the lines above it is a total, whatever its language ('Sommen dhien
  (heb VAT)'), never 'a tax line' for the VAT word beside it;
- marine insurance is a shipping charge, a regulatory duty a tax, an equipment insurance ('Assurance tous risques') a
  service: each row's reason says what it is."""

from gpucompare.sheets.header import billed_per, row_kind
from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .test_conventions import reasons, write

H200 = "nvidia-h200-sxm5-141gb"
L20 = "nvidia-l20"
H100_NVL = "nvidia-h100-nvl"
L40S = "nvidia-l40s"


def _run(tmp_path, name, rows, **kw):
    return analyse(write(tmp_path / name, rows, **kw), today=TODAY)


def _rate_card():
    return [
        ["某算力平台 GPU租赁刊例价"],
        ["以上价格均含6%增值税"],
        ["资源型号", "显存", "按量（元/卡·时）", "包月（元/卡·月）", "包月折合（元/卡·时）"],
        ["NVIDIA L20", "48GB", 3.1, 1944, 2.7],
        ["NVIDIA H100 NVL", "94GB", 9.9, 6120, 8.5],
        ["NVIDIA H200 SXM 裸金属整机（8卡）", "141GB×8", "168.00 元/台·时", "115200 元/台·月", "160.00 元/台·时"],
    ]


def test_a_joined_billing_unit_bills_by_its_own_period():
    assert billed_per("包月折合（元/卡·时）") == "hour"
    assert billed_per("1-yr reserved (EUR/GPU-hr)") == "hour"
    assert billed_per("包月（元/卡·月）") == "month"
    assert billed_per("包年(元/月)") == "month"


def test_a_machine_hour_cell_under_a_card_hour_header_is_divided_by_its_cards(tmp_path):
    p = _run(tmp_path, "rent.xlsx", _rate_card())
    h200 = [q for q in p.rows if q.source_row == 6]
    assert {(q.price_kind, round(q.price_min, 4), q.offer) for q in h200} == {
        ("hourly", 21.0, "server"),  # 168 / 8
        ("hourly_reserved", 20.0, "server"),  # 160 / 8, never 160 a card
    }


def test_one_term_by_two_units_is_one_reserved_quote_at_the_sellers_hourly_figure(tmp_path):
    p = _run(tmp_path, "rent.xlsx", _rate_card())
    for row, hourly, reserved, monthly in ((4, 3.1, 2.7, "1944"), (5, 9.9, 8.5, "6120")):
        got = sorted((q.price_kind, q.price_min) for q in p.rows if q.source_row == row)
        assert got == [("hourly", hourly), ("hourly_reserved", reserved)]  # never 1944 / 730 = 2.66 beside it
        kept = next(q for q in p.rows if q.source_row == row and q.price_kind == "hourly_reserved")
        assert monthly in kept.notes
        assert all("would pay for the device" not in w for w in kept.warnings)


def test_a_second_currencys_unit_price_at_a_stated_rate_is_a_quote_of_its_own(tmp_path):
    rows = [
        ["Kowloon Parts Trading — delivery note cum invoice"],
        ["Exchange rate: HK$1 = RMB 0.92"],
        ["Item", "Description", "Qty", "Unit Price HK$", "單價 RMB"],
        [1, "NVIDIA H100 NVL 94GB", 1, 230000, 211600],
        [2, "NVIDIA L40S 48GB", 2, 62000, 57040],
    ]
    p = _run(tmp_path, "hk.xlsx", rows)
    got = sorted((q.source_row, q.device_id, q.price_min, q.currency) for q in p.rows)
    assert got == [
        (4, H100_NVL, 211600.0, "CNY"),
        (4, H100_NVL, 230000.0, "HKD"),
        (5, L40S, 57040.0, "CNY"),
        (5, L40S, 62000.0, "HKD"),
    ]
    assert any("0.92" in str(c) for c in p.conventions)
    assert not reasons(p)  # no line said to be 'not read as a second quote'


def test_a_line_whose_amount_sums_the_lines_above_is_a_total_in_any_language(tmp_path):
    rows = [
        ["Kernow Compute — rol prisyow"],
        ["Pup pris yn puns sterlin"],
        ["No.", "Description", "Qty", "Unit price (£)", "Amount (£)"],
        [1, "NVIDIA H100 NVL 94GB", 2, 21450, 42900],
        [2, "NVIDIA L40S 48GB", 4, 6190, 24760],
        ["Karyans", None, None, 95, 95],
        ["Sommen dhien (heb VAT)", None, None, None, 67755],
    ]
    p = _run(tmp_path, "kw.xlsx", rows)
    why = reasons(p)
    assert "total" in why[7] and "67,755" in why[7]
    assert {q.source_row for q in p.rows} == {4, 5}


def test_insurance_and_duty_lines_say_what_they_are():
    assert row_kind("Marine insurance (0.5% of FOB, ICC-A)") == "shipping"
    assert row_kind("Regulatory duty (RD) 0%") == "tax"
    assert row_kind("Assurance tous risques matériel : 0,35 % du loyer mensuel") == "service"
    assert row_kind("Assurance transport") == "shipping"
    assert row_kind("Insurance (0.3 % of FOB)") == "service"
