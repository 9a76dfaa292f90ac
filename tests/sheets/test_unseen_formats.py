"""Layouts from vendor sheets the importer had never met (issue 13, third pass): Arabic quotations, price-plus-tax
headers and Indonesian payment lines, cloud tables with hourly and monthly prices, ERP price-list exports, discount
rows in many languages, and device names written with marketing words, memory types or no memory size."""

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .test_conventions import H100, by_row, reasons, write

# --- device names the catalog knows under another spelling ------------------------------------------------------


@pytest.mark.parametrize(
    "name, device",
    [
        ("NVIDIA GH200 Grace Hopper 96GB", "nvidia-gh200"),
        ("NVIDIA H100 NVL 94 GB PCIe", "nvidia-h100-nvl"),
        ("H100 NVL 94GB", "nvidia-h100-nvl"),
        ("NVIDIA A40 48GB GDDR6", "nvidia-a40-pcie"),
        ("NVIDIA H800 SXM5", "nvidia-h800-sxm5-80gb"),
        ("NVIDIA A800 SXM4", "nvidia-a800-sxm4-80gb"),
        ("昆仑芯 P800", "kunlunxin-p800"),
        ("昆仑芯P800 OAM 96GB", "kunlunxin-p800"),
        ("H20 96GB", "nvidia-h20-96gb"),
        ("NVIDIA L40 48GB GDDR6", "nvidia-l40"),
        ("RTX 4090D 24GB", "nvidia-rtx-4090d"),
    ],
)
def test_device_names_as_vendors_write_them_resolve_without_a_warning(tmp_path, name, device):
    f = write(tmp_path / "s.xlsx", [["Quote 2026-12-01"], ["Model", "Unit Price (USD)"], [name, 30_000]])
    p = analyse(f, today=TODAY)
    (q,) = p.rows
    assert q.device_id == device
    assert not any("read as" in str(w) or "matches no device" in str(w) for w in p.warnings)


@pytest.mark.parametrize(
    "name, meant",
    [
        ("H20 96GB", "nvidia-h20-96gb"),
        ("RTX 4090D", "nvidia-rtx-4090d"),
        ("L40 48GB", "nvidia-l40"),
        ("H200 NVL", None),
    ],
)
def test_a_near_model_number_is_never_another_device(name, meant):
    assert bundled_catalog().match(name).device_id == meant


# --- discount rows -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "label", ["出精値引", "値引き", "Rabatt 5 %", "Remise exceptionnelle", "Descuento", "Скидка", "折扣", "优惠", "خصم"]
)
def test_a_discount_row_is_a_discount_line_not_a_product(tmp_path, label):
    f = write(
        tmp_path / "s.xlsx",
        [
            ["Quote 2026-12-01"],
            ["Model", "Qty", "Unit Price (USD)", "Total"],
            ["H100 SXM5 80GB", 2, 30_000, 60_000],
            [label, "", "", -5_000],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.device_id, q.price_min) for q in p.rows] == [(H100, 30_000)]
    assert reasons(p)[4] == "a discount line, not a product"


def test_a_device_sold_at_a_promotional_price_is_still_a_product(tmp_path):
    f = write(tmp_path / "s.xlsx", [["Quote 2026-12-01"], ["型号", "单价(元)"], ["H100 SXM5 80GB 限时优惠", 210_000]])
    (q,) = analyse(f, currency="CNY", today=TODAY).rows
    assert (q.device_id, q.price_min) == (H100, 210_000)
