"""Issue 22 (rev233's last list): a cloud export whose price header is a month's cost ('Monthly cost (USD)',
'Estimated monthly cost (USD)') must be read as a monthly rent, never a purchase price; an estimated month beside the
hourly rate it was computed from is no quote; a purchase list's 'Unit cost' stays a purchase price. Sheets written
here."""

import openpyxl
import pytest

from gpucompare.sheets.importer import analyse

from .conftest import TODAY


def _sheet(tmp_path, name, rows):
    wb = openpyxl.Workbook()
    ws = wb.active
    for r in rows:
        ws.append(r)
    path = tmp_path / name
    wb.save(path)
    return path


@pytest.mark.parametrize("head", ["Monthly cost (USD)", "Estimated monthly cost (USD)"])
def test_a_monthly_cost_alone_is_a_monthly_rent_never_a_purchase(tmp_path, head):
    path = _sheet(
        tmp_path,
        "calc.xlsx",
        [
            ["Pricing calculator export"],
            ["Service", "Region", "Description", head],
            ["Virtual Machines", "East US", "NVIDIA L40S 48GB, 1 GPU", 5110.0],
            ["Virtual Machines", "West Europe", "NVIDIA RTX 6000 Ada 48GB, 1 GPU", 2920.0],
        ],
    )
    p = analyse(path, today=TODAY)
    # a cloud instance's month, read as a rent per month (as 'Monthly price (USD)' is): its hourly equivalent over
    # 730 h, the period kept on the quote and said; never a purchase price of 5,110 USD
    got = [(q.device_id, q.price_kind, q.rent_period, round(q.price_min, 2)) for q in p.rows]
    assert got == [("nvidia-l40s", "hourly", "month", 7.0), ("nvidia-rtx-6000-ada", "hourly", "month", 4.0)]
    assert all("/ 730 h" in " ".join(map(str, q.evidence)) for q in p.rows)


def test_an_estimated_month_beside_the_hourly_rate_is_no_quote(tmp_path):
    path = _sheet(
        tmp_path,
        "estimate.xlsx",
        [
            ["Cost estimate"],
            ["Instance", "GPU", "On-demand hourly rate (USD)", "Estimated monthly cost (USD)"],
            ["g6e.xlarge", "1x NVIDIA L40S 48GB", 1.861, 1358.53],
        ],
    )
    p = analyse(path, today=TODAY)
    assert [(q.device_id, q.price_kind, q.price_min) for q in p.rows] == [("nvidia-l40s", "hourly", 1.861)]


def test_a_unit_cost_in_a_purchase_list_stays_a_purchase_price(tmp_path):
    path = _sheet(
        tmp_path,
        "buy.xlsx",
        [
            ["Purchase list"],
            ["Item", "Qty", "Unit cost", "Total"],
            ["NVIDIA L40S 48GB PCIe", 2, 7400, 14800],
            ["NVIDIA RTX 6000 Ada 48GB", 1, 6900, 6900],
        ],
    )
    p = analyse(path, today=TODAY)
    assert [(q.device_id, q.price_kind, q.price_min) for q in p.rows] == [
        ("nvidia-l40s", "purchase", 7400.0),
        ("nvidia-rtx-6000-ada", "purchase", 6900.0),
    ]
