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
        ("NVIDIA GH200 Grace Hopper 144GB", "nvidia-gh200"),  # the catalog's GH200 is the 144 GB HBM3e one
        ("NVIDIA H100 NVL 94 GB PCIe", "nvidia-h100-nvl"),
        ("H100 NVL 94GB", "nvidia-h100-nvl"),
        ("NVIDIA H100 94GB", "nvidia-h100-nvl"),  # the 94 GB H100 is the NVL card, named or not
        ("H100 94G", "nvidia-h100-nvl"),
        ("A800 40G", "nvidia-a800-pcie-40gb"),
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


def test_a_memory_size_the_catalog_has_no_variant_for_is_not_matched_to_another_size(tmp_path):
    # GH200 ships with 96 GB HBM3 or 144 GB HBM3e; the catalog holds the 144 GB one
    f = write(tmp_path / "s.xlsx", [["Quote 2026-12-01"], ["Model", "Unit Price (USD)"], ["NVIDIA GH200 96GB", 30_000]])
    (q,) = analyse(f, today=TODAY).rows
    assert q.device_id is None and q.needs_review


@pytest.mark.parametrize(
    "name, meant",
    [
        ("H20 96GB", "nvidia-h20-96gb"),
        ("RTX 4090D", "nvidia-rtx-4090d"),
        ("L40 48GB", "nvidia-l40"),
        ("H200 NVL", "nvidia-h200-nvl"),
        ("H20 141GB", "nvidia-h20e-141gb"),
    ],
)
def test_a_near_model_number_is_never_another_device(name, meant):
    assert bundled_catalog().match(name).device_id == meant


@pytest.mark.parametrize("name", ["H200 141G", "H200 incl. VAT", "NVIDIA H200 141GB"])
def test_a_bare_h200_is_the_sxm_part_and_the_warning_names_the_nvl_card(tmp_path, name):
    """Both H200 parts carry 141 GB; a name that does not say which reads as the usual SXM part, never silently."""
    f = write(tmp_path / "s.xlsx", [["Quote 2026-12-01"], ["Model", "Unit Price (USD)"], [name, 30_000]])
    (q,) = analyse(f, today=TODAY).rows
    assert q.device_id == "nvidia-h200-sxm-141gb"
    assert any("H200 NVL" in str(w) for w in q.warnings)


@pytest.mark.parametrize(
    "name, base",
    [
        ("RTX 4090 48G", "GeForce RTX 4090"),  # a modified card: twice the memory, its own price
        ("4090 48GB 涡轮版", "GeForce RTX 4090"),
        ("NVIDIA L20 96GB", "L20"),  # a memory size no L20 has
        ("H100 SXM 94GB", "H100"),  # a form factor named: not assumed to be the NVL card
    ],
)
def test_a_memory_size_no_catalog_variant_has_stays_unknown_and_says_which_device_it_names(tmp_path, name, base):
    f = write(tmp_path / "s.xlsx", [["Quote 2026-12-01"], ["Model", "Unit Price (CNY)"], [name, 30_000]])
    (q,) = analyse(f, today=TODAY).rows
    assert q.device_id is None  # never priced as the catalog's 24 GB RTX 4090 (or 96 GB H20)
    (w,) = q.warnings
    assert f"names {base} with" in w and "a memory size the catalog does not hold" in w


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
    assert reasons(p)[4] == "a credit or discount line (a trade-in, a rebate), not a product"


def test_a_device_sold_at_a_promotional_price_is_still_a_product(tmp_path):
    f = write(tmp_path / "s.xlsx", [["Quote 2026-12-01"], ["型号", "单价(元)"], ["H100 SXM5 80GB 限时优惠", 210_000]])
    (q,) = analyse(f, currency="CNY", today=TODAY).rows
    assert (q.device_id, q.price_min) == (H100, 210_000)


# --- Arabic quotations -------------------------------------------------------------------------------------------

ARABIC_QUOTE = [
    ["عرض سعر رقم 2026/118"],
    ["التاريخ: 2026-11-28"],
    ["العملة: ريال سعودي"],
    ["م", "الصنف", "البيان", "الكمية", "سعر الوحدة قبل الضريبة", "سعر الوحدة شامل الضريبة", "الإجمالي"],
    ["١", "NVIDIA H100 SXM5 80GB", "بطاقة رسومات", "٢", "١٢٠٬٠٠٠", "١٣٨٬٠٠٠", "٢٧٦٬٠٠٠"],
    ["٢", "NVIDIA L40S", "بطاقة رسومات", "٤", "٣٩٬٦٧٥٫٥٠", "٤٥٬٦٢٦٫٨٢", "١٨٢٬٥٠٧٫٢٨"],
    ["٣", "NVIDIA H200 141GB", "بطاقة رسومات", "١", "١٣٠٬٠٠٠", "١٤٩٬٥٠٠", "١٤٩٬٥٠٠"],
    ["٤", "NVIDIA A100 80GB PCIe", "بطاقة رسومات", "١", "٥٠٬٠٠٠", "٥٧٬٥٠٠", "٥٧٬٥٠٠"],
    ["", "الشحن", "", "", "", "", "٥٬٠٠٠"],
    ["", "التأمين", "", "", "", "", "١٬٠٠٠"],
    ["", "التركيب والتشغيل", "", "", "", "", "٣٬٠٠٠"],
    ["", "المجموع", "", "", "", "", "٦٧٣٬٥٠٧"],
    ["", "ضريبة القيمة المضافة ١٥٪", "", "", "", "", "٨٧٬٨٤٩"],
    ["", "خصم", "", "", "", "", "-٢٬٠٠٠"],
    ["", "الإجمالي", "", "", "", "", "٧٥٩٬٣٥٦"],
]


def test_an_arabic_quotation_reads_its_headers_digits_currency_and_charge_rows(tmp_path):
    p = analyse(write(tmp_path / "ar.xlsx", ARABIC_QUOTE), today=TODAY)
    q = by_row(p)
    assert [(q[r].device_id, q[r].price_min, q[r].quantity) for r in (5, 6)] == [
        (H100, 138_000, 2),
        ("nvidia-l40s", 45_626.82, 4),
    ]
    assert {x.currency for x in p.rows} == {"SAR"}
    assert (q[6].tax, q[6].price_excl_tax) == ("incl", 39_675.5)
    assert (p.as_of, p.dated) == ("2026-11-28", True)
    why = reasons(p)
    assert [why[r] for r in (9, 10, 11, 12, 13, 14, 15)] == [
        "a shipping or delivery line, not a product",
        "a shipping or delivery line, not a product",
        "an installation or setup line, not a product",
        "a subtotal or total line, not a product",
        "a tax line, not a product",
        "a credit or discount line (a trade-in, a rebate), not a product",
        "a subtotal or total line, not a product",
    ]


@pytest.mark.parametrize(
    "price, currency",
    [("125,000 درهم", "AED"), ("١٢٥٬٠٠٠ ر.س", "SAR"), ("125000 ريال", "SAR"), ("125,000 AED", "AED")],
)
def test_gulf_currencies_written_in_the_price(tmp_path, price, currency):
    f = write(
        tmp_path / "s.xlsx", [["Quote 2026-12-01"], ["الصنف", "الكمية", "السعر"], ["NVIDIA H200 141GB", "١", price]]
    )
    (q,) = analyse(f, today=TODAY).rows
    assert (q.price_min, q.currency) == (125_000, currency)


# --- price plus tax, Indonesian tax words and payment lines ----------------------------------------------------


@pytest.mark.parametrize(
    "excl, incl",
    [
        ("Harga Satuan", "Harga Satuan + PPN 11%"),
        ("Unit Price", "Unit Price + VAT"),
        ("Preis", "Preis + MwSt."),
        ("Harga (belum termasuk PPN)", "Harga (termasuk PPN)"),
    ],
)
def test_a_price_plus_tax_header_is_the_tax_inclusive_price(tmp_path, excl, incl):
    f = write(
        tmp_path / "id.xlsx",
        [
            ["Penawaran Harga 2026-11-20"],
            ["Mata uang: IDR"],
            ["Nama Barang", "Qty", excl, incl],
            ["NVIDIA H100 SXM5 80GB", 2, 500_000_000, 555_000_000],
            ["Pembayaran: transfer ke BCA a.n. PT Maju Jaya No. Rek 123-456-7890"],
            ["Rekening: Bank Mandiri 987654321"],
            ["Catatan: harga dapat berubah sewaktu-waktu"],
        ],
    )
    p = analyse(f, today=TODAY)
    (q,) = p.rows
    assert (q.price_min, q.currency, q.tax, q.price_excl_tax) == (555_000_000, "IDR", "incl", 500_000_000)
    why = reasons(p)
    assert why[5] == why[6] == "a bank or payment details line, not a product"
    assert why[7] == "a note, not a product"


def test_a_price_cell_with_tax_to_add_stays_tax_exclusive(tmp_path):
    f = write(tmp_path / "s.xlsx", [["Quote 2026-12-01"], ["Model", "Price"], ["H100 SXM5 80GB", "USD 25,000 + VAT"]])
    (q,) = analyse(f, today=TODAY).rows
    assert (q.price_min, q.tax) == (25_000, "excl")


# --- cloud tables with hourly and monthly prices ----------------------------------------------------------------


@pytest.mark.parametrize(
    "header, hourly_head, monthly_head, hourly, monthly",
    [
        (["实例规格", "GPU", "GPU数"], "按量 元/小时", "月费 元/月", "280.00", "120,960"),
        (["Instance", "GPU", "GPUs"], "On-demand $/hr", "Price per month", 280.0, 120_960),
        (["Instance", "GPU", "GPUs"], "Hourly ($)", "$/mo", 280.0, 120_960),
        (["インスタンス", "GPU", "GPU数"], "時間単価 (円)", "月額 (円)", 280, 120_960),
        (["Конфигурация", "GPU", "Кол-во GPU"], "Цена в час, ₽", "Цена в месяц, ₽", 280, 120_960),
    ],
)
def test_an_hourly_price_beside_a_monthly_one_is_the_quote(
    tmp_path, header, hourly_head, monthly_head, hourly, monthly
):
    rows = [["Rate card 2026-11-01"], [*header, monthly_head, hourly_head], ["gpu-8x", "H100 SXM5", 8, monthly, hourly]]
    p = analyse(write(tmp_path / "c.xlsx", rows), currency="CNY", today=TODAY)
    (q,) = p.rows  # one quote: the monthly price is neither an hourly nor a reserved one
    assert (q.device_id, q.price_kind, q.price_min, q.units_per_item) == (H100, "hourly", 35, 8)
    assert "15,120.00" in q.notes


def test_a_reserved_hourly_rate_for_a_monthly_commitment_is_still_hourly(tmp_path):
    rows = [
        ["Rate card 2026-11-01"],
        ["Instance", "GPU", "GPUs", "On-demand ($/hr)", "1-month reserved ($/hr)"],
        ["gpu-8x", "H100 SXM5", 8, 24.0, 16.0],
    ]
    p = analyse(write(tmp_path / "c.xlsx", rows), today=TODAY)
    assert sorted((q.price_kind, q.price_min) for q in p.rows) == [("hourly", 3.0), ("hourly_reserved", 2.0)]


# --- ERP product and price-list exports --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "header",
    [
        # Odoo product export with a customer pricelist column
        ["Internal Reference", "Name", "Sales Price", "Cost", "Pricelist: Reseller Tier 2", "Quantity On Hand"],
        # NetSuite item export with a price level
        ["Item", "Display Name", "Base Price", "Purchase Cost", "Price Level: Partner", "Quantity Available"],
        # SAP Business One price list
        ["ItemCode", "ItemName", "List Price", "Last Purchase Price", "Customer price", "In Stock"],
    ],
)
def test_an_erp_export_quotes_the_customer_price_list_not_the_list_price_cost_or_stock(tmp_path, header):
    rows = [
        header,
        ["900-21010-0000-000", "NVIDIA H100 SXM5 80GB", 32_000, 24_000, 28_500, 4],
        ["900-2G133-0010-000", "NVIDIA L40S", 9_000, 6_500, 8_100, 12],
    ]
    p = analyse(write(tmp_path / "erp.xlsx", rows), currency="USD", today=TODAY)
    q = by_row(p)
    assert [(q[r].device_id, q[r].price_min, q[r].list_price) for r in (2, 3)] == [
        (H100, 28_500, 32_000),
        ("nvidia-l40s", 8_100, 9_000),
    ]
    assert all(x.quantity is None for x in p.rows)  # stock on hand is not the quoted quantity


def test_an_erp_export_with_only_a_sales_price_and_a_cost_quotes_the_sales_price(tmp_path):
    rows = [["Product", "Sales Price", "Cost", "On Hand"], ["NVIDIA H100 SXM5 80GB", 32_000, 24_000, 3]]
    (q,) = analyse(write(tmp_path / "erp.xlsx", rows), currency="EUR", today=TODAY).rows
    assert (q.price_min, q.quantity) == (32_000, None)


def test_an_arabic_quote_with_the_currency_in_its_title_and_an_arabic_indic_date(tmp_path):
    rows = [
        ["عرض سعر بالريال السعودي"],
        ["التاريخ: ٢٠٢٦/١١/٢٨"],
        ["الصنف", "الكمية", "السعر غير شامل الضريبة", "السعر شامل ضريبة القيمة المضافة"],
        ["NVIDIA H100 SXM5 80GB", "٢", "١٢٠٬٠٠٠", "١٣٨٬٠٠٠"],
        ["NVIDIA L40S", "١", "٤٠٬٠٠٠", "٤٦٬٠٠٠"],
    ]
    p = analyse(write(tmp_path / "ar.xlsx", rows), today=TODAY)
    assert [(q.price_min, q.price_excl_tax, q.currency, q.tax) for q in p.rows] == [
        (138_000, 120_000, "SAR", "incl"),
        (46_000, 40_000, "SAR", "incl"),
    ]
    assert p.as_of == "2026-11-28"


def test_a_row_billed_per_month_is_a_reserved_rent_not_an_on_demand_rate(tmp_path):
    rows = [
        ["Rate card 2026-11-01"],
        ["Instance", "GPU", "GPUs", "Price (USD)", "Billing unit"],
        ["h100x8", "H100 SXM5", 8, 24.0, "per instance-hour"],
        ["h100x8-monthly", "H100 SXM5", 8, 17_280, "per month"],
        ["h100x1-monthly", "H100 SXM5", 1, 2_160, "元/月"],
        ["h100x1-plan", "H100 SXM5", 1, 2.5, "GPU-hour (Savings Plan)"],
    ]
    p = analyse(write(tmp_path / "c.xlsx", rows), today=TODAY)
    # a month's rent is a rate reserved for that month (imp107, blind corpus 26): rent / devices / 730 h, never an
    # on-demand hour and never refused
    got = sorted((q.source_row, q.price_kind, round(q.price_min, 4), q.lease_term_months) for q in p.rows)
    month = round(2_160 / 730, 4)
    assert got == [
        (3, "hourly", 3.0, None),
        (4, "hourly_reserved", month, 1),
        (5, "hourly_reserved", month, 1),
        (6, "hourly", 2.5, None),
    ]


def test_an_arabic_cloud_rate_card_is_hourly_and_split_per_gpu(tmp_path):
    rows = [
        ["Rate card 2026-11-01"],
        ["المثيل", "وحدة المعالجة", "عدد البطاقات", "السعر بالساعة (ر.س)"],
        ["gpu-8x", "NVIDIA H100 SXM5 80GB", 8, "١٢٠٫٠٠"],
        ["gpu-1x", "NVIDIA H100 SXM5 80GB", 1, "١٥٫٠٠"],
    ]
    p = analyse(write(tmp_path / "c.xlsx", rows), today=TODAY)
    assert [(q.price_kind, q.price_min, q.units_per_item, q.currency) for q in p.rows] == [
        ("hourly", 15, 8, "SAR"),
        ("hourly", 15, 1, "SAR"),
    ]
    assert not any("recognised from the data" in str(w) for w in p.warnings)


@pytest.mark.parametrize(
    "note, as_of",
    [
        ("Прайс действует с 01.12.2026. Цены в рублях.", "2026-12-01"),  # a sentence ends after the date
        ("Effective 01.12.2026", "2026-12-01"),
        ("Gilt ab 01.12.2026", "2026-12-01"),
        ("Tarifs applicables à partir du 01/12/2026", "2026-12-01"),
        ("自2026年12月1日起执行", "2026-12-01"),
    ],
)
def test_the_date_prices_take_effect_from_is_the_quote_date(tmp_path, note, as_of):
    rows = [[note], ["Model", "Price (EUR)"], ["H100 SXM5 80GB", 27_000], ["Prices valid until 31.12.2026."]]
    p = analyse(write(tmp_path / "d.xlsx", rows), today=TODAY)
    assert p.as_of == as_of


@pytest.mark.parametrize(
    "name, never", [("Ascend 910 64GB", "huawei-ascend-910b"), ("RTX 5090 24G", "nvidia-rtx-5090d-v2")]
)
def test_a_memory_size_never_names_another_model_number(name, never):
    assert bundled_catalog().match(name).device_id != never
