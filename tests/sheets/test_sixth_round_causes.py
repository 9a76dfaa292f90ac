"""Causes the fifth blind corpus still showed after its first fixes, each fixed as a mechanism and tested here on
sheets written for the test (other clouds, languages and layouts than the blind files): a host's RAM or drive size
beside an accelerator is not its memory, a machine type that ends in its accelerator count ('-8g', '-4t') divides
an instance's rate, with a warning."""

import pytest

from gpucompare.sheets.importer import analyse
from gpucompare.sheets.importer.counts import machine_type_count, without_links

from .conftest import TODAY
from .test_conventions import L40S, by_row, write

# --- a host's memory and drives are not the accelerator's memory ------------------------------------------------------


def test_a_size_before_ram_or_a_drive_word_is_the_hosts():
    assert "1,872" not in without_links("NVIDIA A100 80GB, 96 vCPU, 1,872 GB RAM")
    assert "80GB" in without_links("NVIDIA A100 80GB, 96 vCPU, 1,872 GB RAM")
    assert "2 TiB" not in without_links("16 x chips, 192 vCPU, 2 TiB RAM")
    assert "3.84" not in without_links("H200 141GB, 2x Xeon, 3.84 TB NVMe")
    assert "1TB" not in without_links("8卡 L20 48G 服务器 1TB内存")
    assert "48G " in without_links("8卡 L20 48G 服务器 1TB内存")


def test_machine_type_counts():
    assert machine_type_count("a2-ultragpu-4g") == 4
    assert machine_type_count("ct5lp-hightpu-4t") == 4
    assert machine_type_count("a2-megagpu-16g") == 16
    # a memory size or an instance size is no count
    assert machine_type_count("a100-sxm-80g") is None
    assert machine_type_count("p4d.24xlarge") is None
    assert machine_type_count("H100-8g") is None


def test_a_cloud_rate_card_by_machine_type(tmp_path):
    """A reseller's rate card: machine types whose names end in their GPU count, a host column naming vCPUs and RAM;
    the instance's rate is divided by the count from the name, with a warning, and the RAM is not GPU memory."""
    path = write(
        tmp_path / "gcp_rates.xlsx",
        [
            ["GPU cloud rates, USD per instance-hour, effective 2026-11-01"],
            [],
            ["Machine type", "GPU", "Host", "On-demand ($/hr)"],
            ["a2-ultragpu-1g", "NVIDIA A100 SXM4 80GB", "12 vCPU, 170 GB RAM", 5.07],
            ["a2-ultragpu-4g", "NVIDIA A100 SXM4 80GB", "48 vCPU, 680 GB RAM", 20.28],
            ["a3-highgpu-8g", "NVIDIA H100 SXM5 80GB", "208 vCPU, 1,872 GB RAM", 88.49],
            ["g2-custom", "NVIDIA L4", "8 vCPU, 32 GB RAM", 0.85],
        ],
    )
    p = analyse(path, today=TODAY)
    q = by_row(p)
    assert q[4].device_id == "nvidia-a100-sxm4-80gb" and q[4].price_min == 5.07 and q[4].units_per_item == 1
    assert q[5].device_id == "nvidia-a100-sxm4-80gb" and q[5].units_per_item == 4
    assert abs(q[5].price_min - 5.07) < 1e-9
    assert any("a2-ultragpu-4g" in str(w) for w in q[5].warnings)
    assert q[5].needs_review and q[5].offer == "instance"
    assert q[6].device_id and q[6].device_id.startswith("nvidia-h100") and q[6].units_per_item == 8
    assert abs(q[6].price_min - 88.49 / 8) < 1e-9
    # no count in its name: the rate as written, one device
    assert q[7].device_id == "nvidia-l4" and q[7].units_per_item == 1 and q[7].price_min == 0.85


def test_a_count_in_the_text_beats_the_machine_type(tmp_path):
    """A count written in the row ('16 x Trainium2 chips') is read as written; the machine type is only a name."""
    path = write(
        tmp_path / "aws.xlsx",
        [
            ["Instance type", "Accelerator", "Configuration", "Price per hour (USD)"],
            ["trn2.48xlarge", "Trainium2", "16 x Trainium2 chips, 192 vCPU, 2 TiB RAM", 44.70],
        ],
    )
    q = by_row(analyse(path, today=TODAY))
    assert q[2].device_id == "aws-trainium2" and q[2].units_per_item == 16


# --- an ERP export: field keys over captions, a currency key beside its name, a yes/no tax flag ------------------------


def test_an_erp_price_list_export(tmp_path):
    """A Yonyou-style sales price list exported with its technical keys over its captions: the currency named in
    one column and keyed in another, written on each document's first line only; a yes/no 'tax included' column
    (never the price); the module's card count in a specification column."""
    path = write(
        tmp_path / "erp_export.xlsx",
        [
            [
                "BillNo",
                "CurrencyCode",
                "Currency#Name",
                "TaxIncluded",
                "Material#Name",
                "Material#Spec",
                "UnitPrice",
                "Stop",
            ],
            [
                "(表头)单号",
                "(表头)币种#编码",
                "(表头)币种#名称",
                "(表头)含税",
                "(表体)存货#名称",
                "(表体)规格型号",
                "(表体)单价",
                "(表体)停用",
            ],
            ["SO-0091", "C01", "人民币", "是", "英伟达 L20 48G", "PCIe 单卡", 27900, "否"],
            ["", "", "", "", "英伟达 H20 141G", "HGX 模组 8卡/套", 1040000, "否"],
            ["", "", "", "", "昆仑芯 P800", "PCIe", 78000, "否"],
            ["SO-0092", "C02", "美元", "否", "英伟达 H200 141G SXM", "HGX 8卡模组", 250000, "否"],
            ["", "", "", "", "AMD MI308X 192G", "OAM", 9500, "否"],
            ["", "", "", "", "英伟达 A800 80G SXM", "HGX 8卡模组", 720000, "是"],
        ],
    )
    p = analyse(path, today=TODAY)
    q = by_row(p)
    assert (q[3].device_id, q[3].price_min, q[3].currency) == ("nvidia-l20-48gb", 27900, "CNY")
    assert (q[4].device_id, q[4].units_per_item, q[4].price_min, q[4].currency) == (
        "nvidia-h20e-141gb",
        8,
        130000,
        "CNY",
    )
    assert (q[5].device_id, q[5].currency) == ("kunlunxin-p800", "CNY")
    assert (q[6].units_per_item, q[6].price_min, q[6].currency) == (8, 31250, "USD")
    assert q[7].currency == "USD" and q[7].price_min == 9500
    # the yes/no column is never read as a price; it gives each document's tax basis, carried down its lines
    assert all(x.cell.startswith("G") for x in p.rows)
    assert [q[r].tax for r in (3, 4, 5, 6, 7)] == ["incl", "incl", "incl", "excl", "excl"]
    # a line marked stopped is no offer, and says so
    assert 8 not in q and "停用" in str({r.source_row: r.reason for r in p.rejected}[8])


def test_a_yes_no_column_under_a_price_word_is_no_price(tmp_path):
    path = write(
        tmp_path / "flags.xlsx",
        [
            ["Model", "Price incl. VAT?", "Unit price (EUR)"],
            ["NVIDIA L40S 48GB", "Yes", 9800],
            ["NVIDIA H100 PCIe 80GB", "No", 27500],
        ],
    )
    q = by_row(analyse(path, today=TODAY))
    assert q[2].price_min == 9800 and q[3].price_min == 27500 and q[2].currency == "EUR"


# --- an order form of committed rates with a rate-unit column ----------------------------------------------------------


def test_committed_rates_with_a_rate_unit_column(tmp_path):
    """A cloud's reserved-capacity order: the committed rate beside its unit (per GPU-hour, per node-hour of 8,
    per rack-hour of 72), a GPUs column that is the cluster's size, and the monthly and contract amounts."""
    path = write(
        tmp_path / "order.xlsx",
        [
            ["Reserved capacity order form. All amounts in USD."],
            [],
            ["Accelerator", "GPUs", "Term", "Committed rate", "Rate unit", "Monthly commitment", "Total value"],
            ["NVIDIA H100 SXM5 80GB (8 GPUs per node)", 1024, "12 months", 2.10, "per GPU-hour", 1569792, 18837504],
            [
                "NVIDIA H200 SXM 141GB (8 GPUs per node)",
                512,
                "24 months",
                19.60,
                "per node-hour (8 GPUs)",
                916496,
                21995904,
            ],
            [
                "NVIDIA GB200 NVL72 (72 GPUs per rack)",
                144,
                "36 months",
                270,
                "per rack-hour (72 GPUs)",
                394200,
                14191200,
            ],
        ],
    )
    p = analyse(path, today=TODAY)
    q = {x.source_row: x for x in p.rows}
    assert len(p.rows) == 3
    assert (q[4].price_kind, q[4].price_min) == ("hourly_reserved", 2.10)
    assert q[5].price_kind == "hourly_reserved" and abs(q[5].price_min - 19.60 / 8) < 1e-9
    assert q[6].device_id == "nvidia-gb200" and abs(q[6].price_min - 270 / 72) < 1e-9
    assert all(x.units_per_item in (1, 8, 72) for x in p.rows)


def test_a_model_name_stays_matched_when_its_specification_adds_only_a_form(tmp_path):
    path = write(
        tmp_path / "spec.xlsx",
        [
            ["品名", "规格", "单价（元）"],
            ["寒武纪 思元590", "PCIe", 96000],
            ["昇腾910B 64G", "训练卡", 118000],
        ],
    )
    q = by_row(analyse(path, today=TODAY))
    assert q[2].device_id == "cambricon-mlu590" and q[3].device_id == "huawei-ascend-910b"


# --- a dealer's daily market sheet: a few prices name their currency, a note speaks of those, bids are no offers --------


def test_a_market_sheet_with_a_few_dollar_prices_and_a_wanted_section(tmp_path):
    """A Shenzhen dealer's WeChat-style market list: most prices in 万 with no currency, two in 'USD', a footnote
    about the USD prices; a '求购' section of wanted cards with target prices, then more offers."""
    path = write(
        tmp_path / "hangqing.xlsx",
        [
            ["今日行情 2026/11/30"],
            ["型号", "数量", "价格", "备注"],
            ["H100 SXM5 80G", "16张", "21w/张", "现货"],
            ["L20 48G", "100张", "2.6w", ""],
            ["H200 SXM 141G 8卡模组", "2套", "USD 236k", "香港交货"],
            ["RTX 4090D 24G", "50张", "1.55w", ""],
            ["【求购】以下型号收货", "", "", ""],
            ["H20 96G", "32张", "目标价 8w", "急"],
            ["A800 80G SXM", "8张", "9w", ""],
            ["USD 报价为香港交货价，人民币报价含13%专票。", "", "", ""],
        ],
    )
    p = analyse(path, today=TODAY)
    q = by_row(p)
    assert (q[3].currency, q[3].price_min) == ("CNY", 210000)
    assert (q[4].currency, q[4].price_min) == ("CNY", 26000)
    assert (q[5].currency, q[5].price_min) == ("USD", 236000 / 8)
    assert q[6].currency == "CNY"
    # the wanted rows are listed, not imported
    assert 8 not in q and 9 not in q
    why = {r.source_row: str(r.reason) for r in p.rejected}
    assert "request to buy" in why[8] and "request to buy" in why[9]


def test_a_category_cell_that_asks_to_buy(tmp_path):
    path = write(
        tmp_path / "board.xlsx",
        [
            ["Type", "Model", "Qty", "Price (USD)"],
            ["Sell", "NVIDIA H100 PCIe 80GB", 4, 23500],
            ["WTB", "NVIDIA H200 NVL 141GB", 8, 28000],
            ["Sell", "NVIDIA L40S 48GB", 10, 7900],
        ],
    )
    p = analyse(path, today=TODAY)
    q = by_row(p)
    assert set(q) == {2, 4}
    assert "request to buy" in str({r.source_row: r.reason for r in p.rejected}[3])


# --- a line's own expiry date ---------------------------------------------------------------------------------------


def test_each_line_valid_until_its_own_date(tmp_path):
    import datetime as dt

    path = write(
        tmp_path / "validity.xlsx",
        [
            ["Price list, EUR, prices valid as marked"],
            ["Product", "Unit price", "Valid until"],
            ["NVIDIA L40S 48GB", 7900, dt.datetime(2026, 12, 31)],
            ["NVIDIA H100 PCIe 80GB", 24500, "2027-01-15"],
            ["NVIDIA RTX 6000 Ada 48GB", 6400, "on request"],
        ],
    )
    q = by_row(analyse(path, today=TODAY))
    assert q[3].valid_until == "2026-12-31"
    assert q[4].valid_until == "2027-01-15"
    assert q[5].valid_until is None  # no date in its cell, none for the sheet


# --- Excel's 'Unicode Text' saved under a .csv name ---------------------------------------------------------------


@pytest.mark.parametrize("bom", [True, False])
def test_a_unicode_text_export_named_csv(tmp_path, bom):
    """UTF-16 little-endian, tab-separated (Excel's 'Unicode Text'), with decimal commas in a note and Austrian
    apostrophe-free prices; the note's currency holds for every row, a '4er-Pack' is four cards."""
    lines = [
        "Preisliste Grafikkarten\tStand: 02.12.2026\tAlle Preise in EUR, inkl. 20,0 % USt.",
        "",
        "Artikel\tBezeichnung\tPreis",
        "AT-L40S\tNVIDIA L40S 48 GB\tEUR 8.390,00",
        "AT-4090-4\tNVIDIA GeForce RTX 4090 24 GB, 4er-Pack\t7.560,00",
        "AT-H100\tNVIDIA H100 PCIe 80 GB\t29.900,00",
    ]
    data = "\r\n".join(lines).encode("utf-16-le")
    path = tmp_path / "preisliste.csv"
    path.write_bytes((b"\xff\xfe" if bom else b"") + data)
    q = by_row(analyse(path, today=TODAY))
    assert (q[4].device_id, q[4].price_min, q[4].currency) == (L40S, 8390, "EUR")
    assert (q[5].device_id, q[5].units_per_item, q[5].price_min, q[5].currency) == ("nvidia-rtx-4090", 4, 1890, "EUR")
    assert (q[6].price_min, q[6].currency) == (29900, "EUR")


# --- a pivot table pasted as values: conditions as column labels ---------------------------------------------------------


def test_condition_columns_give_one_offer_per_filled_cell(tmp_path):
    """A Czech marketplace summary: rows are models, columns the conditions (Nové / Použité / Repasované), a grand
    total column and row; each filled cell is an offer in its column's condition, the totals are none."""
    path = write(
        tmp_path / "kontingencni.xlsx",
        [
            ["Minimum z Cena s DPH (Kč)", "Popisky sloupců"],
            ["Popisky řádků", "New", "Used", "Refurbished", "Celkový součet"],
            ["NVIDIA L40S 48GB", 215000, 158000, "", 158000],
            ["NVIDIA H100 PCIe 80GB", "", 560000, 610000, 560000],
            ["NVIDIA GeForce RTX 4090 24GB", 52990, "", "", 52990],
            ["Celkový součet", 52990, 158000, 610000, 52990],
        ],
    )
    p = analyse(path, currency="CZK", today=TODAY)
    got = sorted((q.source_row, q.price_min, q.condition) for q in p.rows)
    assert got == [
        (3, 158000, "used"),
        (3, 215000, "new"),
        (4, 560000, "used"),
        (4, 610000, "refurbished"),
        (5, 52990, "new"),
    ]
    assert 6 in {r.source_row for r in p.rejected}


def test_a_server_edition_card_is_a_card(tmp_path):
    path = write(
        tmp_path / "cards.xlsx",
        [
            ["Product", "Price (USD)"],
            ["NVIDIA RTX PRO 6000 Blackwell Server Edition 96GB", 8450],
            ["Dell PowerEdge R760xa server, 4x NVIDIA L40S 48GB", 68000],
        ],
    )
    q = by_row(analyse(path, today=TODAY))
    assert q[2].offer in ("", "card") and q[2].units_per_item == 1 and q[2].price_min == 8450
    assert q[3].offer == "server" and q[3].units_per_item == 4


# --- Persian: a new language as one word file; the toman is ten rials -------------------------------------------------


def test_a_persian_price_list_in_tomans(tmp_path):
    """An Iranian shop's list: Persian headers, prices in tomans (ten rials each) as numbers and as Persian-digit
    text with the Arabic thousands separator, 'تماس بگیرید' for on request, conditions نو / کارکرده."""
    path = write(
        tmp_path / "gheymat.xlsx",
        [
            ["لیست قیمت کارت گرافیک", "به‌روزرسانی: ۱۴۰۴/۰۱/۰۱"],
            ["ردیف", "مدل", "وضعیت", "قیمت (تومان)", "توضیحات"],
            [1, "NVIDIA GeForce RTX 4090", "نو", 215000000, "گارانتی ۱۸ ماه"],
            [2, "NVIDIA L40S 48GB", "کارکرده", "۸۹۰٬۰۰۰٬۰۰۰", ""],
            [3, "NVIDIA H100 PCIe 80GB", "نو", "تماس بگیرید", ""],
        ],
    )
    q = by_row(analyse(path, today=TODAY))
    assert (q[3].device_id, q[3].currency, q[3].price_min, q[3].condition) == (
        "nvidia-rtx-4090",
        "IRR",
        2_150_000_000,
        "new",
    )
    assert (q[4].price_min, q[4].condition) == (8_900_000_000, "used")
    assert q[5].price_on_request
    # the Solar Hijri date of the title: 1 Farvardin 1404 is 21 March 2025
    assert q[3].quote_date == "2025-03-21" and q[3].dated


# --- a computing centre's card priced per PFLOPS per year, with its own TFLOPS per card and a minimum term ----------------


def test_a_per_pflops_card_uses_the_sheets_own_tflops_and_its_term(tmp_path):
    """元/P/年 with the card's FP16 TFLOPS in a column of the sheet (which the price is per), 8 cards per node in a
    configuration column (no divisor for a per-PFLOPS price), a one-year minimum term (a reserved rate), and a
    negotiated price (on request) for a card the catalog has no BF16 figure for."""
    path = write(
        tmp_path / "suanli.xlsx",
        [
            ["算力租赁报价 2026-11-20，含税"],
            ["加速卡", "单卡 FP16 算力（TFLOPS）", "节点配置", "单价（元/P/年）", "最短租期"],
            ["昇腾910B 64G", 320, "8卡/节点", 140000, "1年"],
            ["H800 SXM5 80G", 989, "8卡/节点", 95000, "6个月"],
            ["海光 DCU K100_AI 64G", 196, "8卡/节点", "一事一议", "1年"],
        ],
    )
    q = by_row(analyse(path, currency="CNY", today=TODAY))
    assert q[3].price_kind == "hourly_reserved" and abs(q[3].price_min - 140000 * 0.320 / 8760) < 1e-9
    assert q[4].price_kind == "hourly_reserved" and abs(q[4].price_min - 95000 * 0.989 / 8760) < 1e-9
    assert q[5].price_on_request


# --- Bengali: a new language as one word file; its own digits, lakh words and the taka ---------------------------------


def test_a_bengali_price_list(tmp_path):
    path = write(
        tmp_path / "mullya.xlsx",
        [
            ["মূল্য তালিকা — তারিখ: ০২/১২/২০২৬"],
            ["সকল মূল্য টাকায় (৳), ভ্যাট ব্যতীত"],
            ["ক্রমিক", "পণ্যের নাম", "মূল্য (টাকা)", "স্টক"],
            ["১", "NVIDIA GeForce RTX 4090", "৳ ৩,১৫,০০০", "আছে"],
            ["২", "NVIDIA L40S 48GB", "১০.৮ লাখ", "আছে"],
            ["৩", "NVIDIA H200 NVL", "যোগাযোগ করুন", ""],
        ],
    )
    q = by_row(analyse(path, today=TODAY))
    assert (q[4].device_id, q[4].currency, q[4].price_min) == ("nvidia-rtx-4090", "BDT", 315_000)
    assert (q[5].currency, q[5].price_min) == ("BDT", 1_080_000)
    assert q[6].price_on_request
    assert q[4].tax == "excl" and q[4].quote_date == "2026-12-02"


def test_switches_counted_and_cloud_charges_are_no_devices(tmp_path):
    path = write(
        tmp_path / "lots.xlsx",
        [
            ["Item", "Price (USD)"],
            ["8 x NVIDIA H100 SXM5 80GB server", 240000],
            ["4 x NVIDIA Quantum-2 QM9700 NDR InfiniBand switches", 98000],
            ["Data egress beyond 500 TB per month", 0.02],
            ["Rack integration, burn-in and acceptance test", 15000],
        ],
    )
    p = analyse(path, today=TODAY)
    assert [q.source_row for q in p.rows] == [2]
    assert {r.source_row for r in p.rejected} == {3, 4, 5}


def test_a_superchip_tray_is_its_superchip_not_the_gpu_it_holds(tmp_path):
    path = write(
        tmp_path / "trays.xlsx",
        [
            ["Item", "Unit price (USD)"],
            ["GB200 NVL72 compute tray: 4x B200 GPU, 2x Grace CPU", 260000],
            ["HGX B200 8-GPU baseboard (8x B200 SXM)", 290000],
        ],
    )
    q = by_row(analyse(path, today=TODAY))
    assert q[2].device_id == "nvidia-gb200" and q[2].units_per_item == 4
    assert q[3].device_id == "nvidia-b200" and q[3].units_per_item == 8
