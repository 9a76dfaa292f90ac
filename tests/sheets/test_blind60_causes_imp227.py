"""The classes of decision blind corpus 60 (server and system quotations) found, each tested on sheets written here
(none is a corpus file, none of their layouts):

- a quotation pricing each machine with two or more GPU options as columns under one merged price head ('Unit price
  per system (USD, excl. tax)' over 'Option 1: NVIDIA RTX 6000 Ada 48GB' | 'Option 2: NVIDIA L4 24GB'), the rows naming
  the machine and its GPU count: one offer per option column, that machine fitted with that column's device, divided
  by the row's count; the option row is read as the columns' labels (said, not an unknown header), an installation
  line under it stays one."""

import openpyxl
import pytest

from gpucompare.sheets.importer import analyse

from .conftest import TODAY

ADA = "nvidia-rtx-6000-ada"
L4 = "nvidia-l4"


# ---- GPU options as columns


def _options(tmp_path, model_head="Model"):
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Quote"
    for r in [
        ["Northgate Systems — server quotation", None, None, None, None, None],
        ["Date: 2026-11-30   Valid for 21 days   Currency: USD, excl. sales tax", None, None, None, None, None],
        ["#", model_head, "Host", "GPUs", "Unit price per system (USD)", None, "Lead time"],
        [None, None, None, None, "Option 1: NVIDIA RTX 6000 Ada 48GB", "Option 2: NVIDIA L4 24GB", None],
        [1, "Lenovo ThinkSystem SR675 V3", "2x EPYC 9454, 1.5TB", 8, 86000, 52000, "4 weeks"],
        [2, "HPE ProLiant DL380a Gen11", "2x Xeon 6430, 512GB", 4, 43000, "on request", "6 weeks"],
        [None, "Installation and racking (per system)", "on site", None, 1500, None, None],
    ]:
        ws.append(r)
    ws.merge_cells("E3:F3")
    path = tmp_path / "options.xlsx"
    wb.save(path)
    return path


def test_one_offer_per_gpu_option_column(tmp_path):
    p = analyse(_options(tmp_path), today=TODAY)
    got = [(q.source_row, q.device_id, q.units_per_item, q.offer) for q in p.rows]
    assert got == [(5, ADA, 8, "server"), (5, L4, 8, "server"), (6, ADA, 4, "server"), (6, L4, 4, "server")]
    assert [q.price_min for q in p.rows[:3]] == [86000 / 8, 52000 / 8, 43000 / 4]
    assert [q.price_on_request for q in p.rows] == [False, False, False, True]  # 'on request' under option 2
    # each quote names the machine and the option it is priced with
    assert p.rows[0].raw_model.startswith("Lenovo ThinkSystem SR675 V3") and "6000 Ada" in p.rows[0].raw_model
    assert "L4 24GB" in p.rows[1].raw_model
    reasons = {x.source_row: str(x.reason) for x in p.rejected}
    assert "label" in reasons[4] and "not known" not in reasons[4]  # the option row: the columns' labels
    assert "install" in reasons[7].lower()  # never fitted with a column's GPU


def test_options_under_a_machine_column_named_in_traditional_chinese(tmp_path):
    """'機型' names the machine ('机型' in simplified script): the rows are read by it, not by the host column."""
    p = analyse(_options(tmp_path, model_head="機型"), today=TODAY)
    assert [(q.device_id, q.units_per_item) for q in p.rows][:2] == [(ADA, 8), (L4, 8)]
    assert p.rows[0].raw_model.startswith("Lenovo ThinkSystem SR675 V3")


def _sheet(tmp_path, name, rows, merged=()):
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Sheet1"
    for r in rows:
        ws.append(r)
    for m in merged:
        ws.merge_cells(m)
    path = tmp_path / name
    wb.save(path)
    return path


# ---- a build list: a configured server's chassis line is no quote, its card line is


def test_a_configured_servers_chassis_line_is_a_part_and_its_cooled_card_a_quote(tmp_path):
    path = _sheet(
        tmp_path,
        "bom.xlsx",
        [
            ["配单（含税13%）", None, None, None, None, None],
            ["类别", "品名/型号", "数量", "单位", "单价", "金额"],
            ["方案A：8卡 L20 推理服务器 ×1台", None, None, None, None, None],
            ["准系统", "浪潮 NF5468M7 4U 准系统", 1, "台", 52800, 52800],
            ["CPU", "Intel Xeon Gold 6530 32C", 2, "颗", 16800, 33600],
            ["GPU", "NVIDIA L20 48GB PCIe 被动散热", 8, "张", 29800, 238400],
            ["小计", None, None, None, None, 324800],
        ],
    )
    p = analyse(path, today=TODAY)
    assert [(q.source_row, q.device_id, q.price_min, q.offer) for q in p.rows] == [
        (6, "nvidia-l20-48gb", 29800, "card")
    ]
    reasons = {x.source_row: str(x.reason) for x in p.rejected}
    assert "part of the server" in reasons[4]  # the barebone: the server's chassis, no card in it
    assert "subtotal" in reasons[7]


# ---- a tender schedule: a card whose price includes fitting it; training a service


def test_a_card_including_its_installation_is_a_product_and_training_a_service(tmp_path):
    path = _sheet(
        tmp_path,
        "schedule.xlsx",
        [
            ["分项报价表（单价：元，含税13%）"],
            ["序号", "名称", "品牌型号", "主要配置", "数量", "单位", "单价"],
            [1, "推理加速卡", "寒武纪 MLU370-X8 48GB", "PCIe 加速卡，含安装", 4, "张", 21800],
            [2, "技术培训", None, "5人次", 1, "项", 9000],
        ],
    )
    p = analyse(path, today=TODAY)
    assert [q.source_row for q in p.rows] == [3]
    q = p.rows[0]
    assert "MLU370" in q.raw_model and q.price_min == 21800  # named by its maker and model, kept for review
    assert q.device_id is not None or q.needs_review
    reasons = {x.source_row: str(x.reason) for x in p.rejected}
    assert "service" in reasons[4]


# ---- a cloud's reserved offer: derived figures and counts are no rates; a rack rented per GPU-hour an instance


def test_a_reserved_offers_derived_month_fee_and_minimum_count_are_no_quotes(tmp_path):
    path = _sheet(
        tmp_path,
        "reserved.xlsx",
        [
            ["专属集群报价（元/卡·时，含6%增值税）"],
            [
                "卡型",
                "起租规模",
                "按需（元/卡·时）",
                "预留1年（元/卡·时）",
                "预留3年（元/卡·时）",
                "1年折合月费（万元/月）",
            ],
            ["NVIDIA L20 48GB", "32卡", 3.1, 2.2, 1.8, 5.14],
            ["NVIDIA H20 141GB", "64卡", "—", 6.5, "面议", 30.37],
        ],
    )
    p = analyse(path, today=TODAY)
    got = [(q.source_row, q.price_kind, q.price_min if not q.price_on_request else None) for q in p.rows]
    assert got == [
        (3, "hourly", 3.1),
        (3, "hourly_reserved", 2.2),
        (3, "hourly_reserved", 1.8),
        (4, "hourly_reserved", 6.5),  # '—' on demand: not rented so, never '64卡' read as a price
        (4, "hourly_reserved", None),
    ]
    assert all(not q.needs_review for q in p.rows[:3])  # the month's fee is no price whose term is to be checked


def test_an_nvl72_rented_per_gpu_hour_is_an_instance_and_na_beside_reserved_terms_no_quote(tmp_path):
    path = _sheet(
        tmp_path,
        "neocloud.xlsx",
        [
            ["Reserved capacity — all rates USD per GPU-hour, taxes not included"],
            [
                "GPU",
                "On-demand $/GPU-hr",
                "1-year reserved $/GPU-hr",
                "3-year reserved $/GPU-hr",
                "Est. monthly commit (USD)",
            ],
            ["NVIDIA H100 SXM5 80GB", 2.35, 1.65, 1.45, 77088],
            ["NVIDIA GB200 NVL72", "n/a (reserved only)", 4.05, 3.25, 212868],
        ],
    )
    p = analyse(path, today=TODAY)
    got = [(q.source_row, q.price_kind, q.price_min, q.offer) for q in p.rows]
    assert got == [
        (3, "hourly", 2.35, "instance"),
        (3, "hourly_reserved", 1.65, "instance"),
        (3, "hourly_reserved", 1.45, "instance"),
        (4, "hourly_reserved", 4.05, "instance"),
        (4, "hourly_reserved", 3.25, "instance"),
    ]
    reasons = {x.source_row: str(x.reason) for x in p.rejected}
    assert "only on the committed terms" in reasons[4]


# ---- offer details: a tax line adding the rate; lines that are no products said for what they are


def test_a_tax_line_adding_its_rate_gives_the_quotes_rate_and_a_bridge_is_equipment(tmp_path):
    path = _sheet(
        tmp_path,
        "angebot.xlsx",
        [
            ["Angebot Nr. 77 — alle Preise netto"],
            ["Pos.", "Menge", "Bezeichnung", "EP (€)", "GP (€)"],
            ["1", 2, "NVIDIA L40S 48 GB PCIe", 7390, 14780],
            ["2", 1, "NVLink-Brücke für RTX A6000", 240, 240],
            [None, None, "Summe netto", None, 15020],
            [None, None, "zzgl. 19 % MwSt.", None, 2853.8],
            [None, None, "Gesamtbetrag", None, 17873.8],
        ],
    )
    p = analyse(path, today=TODAY)
    assert [(q.source_row, q.tax, q.tax_rate) for q in p.rows] == [(3, "excl", 0.19)]
    reasons = {x.source_row: str(x.reason) for x in p.rejected}
    assert "equipment" in reasons[4]


def test_financing_fees_software_and_storage_lines_are_said_for_what_they_are(tmp_path):
    es = _sheet(
        tmp_path,
        "arrendamiento.xlsx",
        [
            ["Cotización — precios en MXN, más IVA 16 %"],
            ["Descripción", "Cantidad", "Precio unitario (MXN)"],
            ["Servidor Dell XE9680 con 8× NVIDIA H100 SXM5 80GB", 1, 4650000],
            ["Comisión por apertura (1,5 % del valor total)", 1, 61000],
            ["Seguro de equipo (anual)", 1, 98000],
        ],
    )
    p = analyse(es, today=TODAY)
    reasons = {x.source_row: str(x.reason) for x in p.rejected}
    assert "service" in reasons[4] and "total" not in reasons[4]
    assert "service" in reasons[5] and "shipping" not in reasons[5]  # an equipment's insurance, no freight
    en = _sheet(
        tmp_path,
        "cluster.xlsx",
        [
            ["Cluster quotation (USD, excl. tax)"],
            ["Item", "Description", "Qty", "Unit price"],
            ["1", "GPU node — 8× NVIDIA H100 SXM5 80GB, 2× Xeon 8480+", 4, 298000],
            ["2", "VAST all-flash appliance, 500 TB usable", 1, 640000],
            ["3", "Cluster software stack (Slurm, Grafana) and handover", 1, 38000],
        ],
    )
    p = analyse(en, today=TODAY)
    assert [q.source_row for q in p.rows] == [3]
    reasons = {x.source_row: str(x.reason) for x in p.rejected}
    assert "equipment" in reasons[4]  # storage, never an unknown server of two ('X2'-style counts)
    assert "service" in reasons[5]


# ---- one quote per server, costed once


def test_a_server_price_beside_its_per_card_figure_is_one_offer_costed_once(tmp_path):
    """整机单价 beside 折合单卡 (the same offer per card): one quote per machine, a server of 8; eight devices bought
    from it cost one machine, with no second server added for a 'card'."""
    from gpucompare.core.catalog import bundled_catalog
    from gpucompare.core.money import FxTable
    from gpucompare.core.offers import offer_of
    from gpucompare.core.tco import PriceChoice, RunFacts, TcoSettings, cost_owned

    path = _sheet(
        tmp_path,
        "zhengji.xlsx",
        [
            ["整机报价单（含13%增值税）"],
            ["序号", "产品名称", "数量(台)", "整机单价(元)", "折合单卡(元)", "小计(元)"],
            [1, "8卡L20推理整机（浪潮 NF5468M7）", 2, 276000, 34500, 552000],
            [2, "8卡H20整机（超聚变 G8600 V7）", 1, 968000, "—", 968000],
        ],
    )
    p = analyse(path, today=TODAY)
    assert [(q.source_row, q.offer, q.units_per_item, q.price_min) for q in p.rows] == [
        (3, "server", 8, 34500),
        (4, "server", 8, 121000),
    ]
    q = p.rows[0]
    fx = FxTable.bundled()
    device = bundled_catalog()[q.device_id]
    row = {"price_min": q.price_min, "price_max": q.price_max, "currency": "CNY", "offer": q.offer}
    offer = offer_of(
        {**row, "units_per_item": q.units_per_item, "includes": list(q.includes), "price_kind": "purchase"}
    )
    c = cost_owned(
        RunFacts(8, 10, 8 * 240, 350, 1e11, 1e7),
        device,
        PriceChoice("buy", q.price_min, "CNY", offer=offer),
        TcoSettings(site="china"),
        fx,
    )
    lines = {x.key: x for x in c.capital_lines}
    assert fx.convert(lines["quoted"].amount_usd, "USD", "CNY") == pytest.approx(276000)  # one machine
    assert lines["servers"].amount_usd == 0  # its host is in the quote, never bought again


def test_a_line_of_one_device_in_a_table_of_machines_is_a_server_of_one(tmp_path):
    """A price book of systems with a column counting each one's GPUs: the line holding one (a superchip system) is a
    machine too, and the quote says why."""
    path = tmp_path / "systems.csv"
    path.write_text(
        "sku,description,gpu_model,gpu_count,system_price_usd\n"
        "S-8,Gigabyte G593-SD1 HGX,NVIDIA H100 SXM5 80GB,8,236000\n"
        "S-4,Lenovo SR675 V3,NVIDIA L40S 48GB,4,61000\n"
        "S-1,Gigabyte XH23-VG0 Grace Hopper,NVIDIA GH200 144GB,1,52000\n",
        encoding="utf-8",
    )
    p = analyse(path, today=TODAY)
    assert [(q.units_per_item, q.offer) for q in p.rows] == [(8, "server"), (4, "server"), (1, "server")]
    assert any("server of one device" in str(e) for e in p.rows[2].evidence)
