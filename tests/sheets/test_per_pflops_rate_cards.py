"""Rate cards priced per PFLOPS of compute (元/P/年, the unit China's computing centres quote): a device's hourly price
is the card's price × the device's dense BF16 PFLOPS ÷ the hours of the period, said on the row; a device without a
BF16 figure is rejected with that reason, never priced at another precision."""

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.sheets.header import per_pflops
from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .test_conventions import by_row, reasons, write

H800 = "nvidia-h800-sxm5-80gb"
B910 = "huawei-ascend-910b"


@pytest.mark.parametrize(
    "header, period_hours",
    [
        ("租用单价（元/P/年）", 8760),
        ("算力服务费 元/(P·年)", 8760),
        ("算力价格（万元/P/年）", 8760),
        ("Compute rent (CNY per PFLOPS-year)", 8760),
        ("算力月租（元/P/月）", 730),
    ],
)
def test_a_price_per_pflops_is_the_devices_bf16_pflops_times_the_price(tmp_path, header, period_hours):
    scale = 10_000 if "万元" in header else 1
    rows = [
        ["智算中心算力服务报价 2026-10-15"],
        ["序号", "算力卡型号", header, "最短租期"],
        [1, "昇腾 910B", 52_000 / scale, "1年"],
        [2, "NVIDIA H800 SXM", 68_000 / scale, "1年"],
    ]
    p = analyse(write(tmp_path / "zs.xlsx", rows), currency="CNY", today=TODAY)
    q = by_row(p)
    cat = bundled_catalog()
    for r, dev, price in ((3, B910, 52_000), (4, H800, 68_000)):
        pflops = cat.by_id[dev].tflops("bf16") / 1000
        # a one-year minimum term ('最短租期' | 1年) makes the rate a committed, reserved one
        assert (q[r].device_id, q[r].price_kind, q[r].currency) == (dev, "hourly_reserved", "CNY")
        # by hand: a year (or month) of one PFLOPS costs `price`; the device delivers `pflops` of them
        assert q[r].price_min == pytest.approx(price * pflops / period_hours, rel=1e-9)
        assert "PFLOPS" in q[r].notes  # the conversion is said on the row


def test_a_device_without_a_bf16_figure_is_rejected_with_that_reason(tmp_path):
    cat = bundled_catalog()
    lacking = next(d for d in cat.devices if not d.tflops("bf16") > 0 and d.datacenter)
    rows = [["算力报价 2026-10-15"], ["型号", "单价（元/P/年）"], [lacking.name, 50_000], ["NVIDIA H800 SXM", 68_000]]
    p = analyse(write(tmp_path / "zs.xlsx", rows), currency="CNY", today=TODAY)
    assert [x.device_id for x in p.rows] == [H800]
    assert "no dense BF16 figure" in reasons(p)[3]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("租用单价（元/P/年）", True),
        ("元/PF/年", True),
        ("每P每年", True),
        ("price per PFLOPS-year", True),
        ("Price/pc", False),
        ("€/p", False),  # a bare '/p' without a period may be a piece
        ("P/N", False),
        ("Unit price (USD)", False),
    ],
)
def test_which_headers_are_per_pflops(text, expected):
    assert per_pflops(text) is expected
