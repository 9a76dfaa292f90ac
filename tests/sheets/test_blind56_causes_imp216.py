"""The classes of decision blind corpora 56 (Chinese region) and 57 (international) found, each tested on sheets
written here (none is a corpus file, none of their layouts):

- a GPU cloud's rate card with one column pair per region under merged group heads ('Frankfurt (FRA3)' over
  'On-demand | Preemptible'): every region's on-demand rate and every region's interruptible rate an hourly quote of
  its own, left to right, the interruptible ones marked for review (they can be preempted); one spot column beside a
  lone on-demand rate stays a note on that quote;
- an insurance schedule ('Replacement value new per item' | 'Sum insured' | 'Excess'): the insurer's valuation of
  what the insured owns, no offer: nothing to import, said why (as a fixed-asset register is);
- a dedicated-server quote's add-ons ('Managed Kubernetes control plane', 'Additional IPv4 /28 block', '100 Gbit/s
  uplink upgrade'): services, never unknown devices."""

import pytest

from gpucompare.errors import BadInputFile
from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .test_conventions import write

H100 = "nvidia-h100-sxm5-80gb"
L40S = "nvidia-l40s"


def _run(tmp_path, name, rows, **kw):
    return analyse(write(tmp_path / name, rows, **kw), today=TODAY)


# ---- a rate card's on-demand and interruptible columns per region


def test_each_regions_interruptible_rate_is_a_quote_of_its_own_marked_for_review(tmp_path):
    rows = [
        ["Northlight GPU Cloud — instance rates · prices in EUR per instance-hour · excl. VAT"],
        [],
        ["Instance", "Accelerator", "GPUs", "Frankfurt (FRA3)", None, "Warsaw (WAW1)", None],
        [None, None, None, "On-demand", "Preemptible", "On-demand", "Preemptible"],
        ["nl.h100.8", "NVIDIA H100 SXM5 80GB", 8, 20.0, 9.6, 20.8, "—"],
        ["nl.l40s.2", "NVIDIA L40S 48GB", 2, 1.6, 0.7, 1.7, 0.8],
    ]
    p = _run(tmp_path, "regions.xlsx", rows, merged=("D3:E3", "F3:G3"))
    got = [(q.source_row, q.cell, round(q.price_min, 4), q.price_kind, q.device_id) for q in p.rows]
    # per device (the instance's rate over its GPUs), left to right, a '—' no offer in that region
    assert got == [
        (5, "D5", 2.5, "hourly", H100),
        (5, "E5", 1.2, "hourly", H100),
        (5, "F5", 2.6, "hourly", H100),
        (6, "D6", 0.8, "hourly", L40S),
        (6, "E6", 0.35, "hourly", L40S),
        (6, "F6", 0.85, "hourly", L40S),
        (6, "G6", 0.4, "hourly", L40S),
    ]
    spot = [q for q in p.rows if q.cell[0] in "EG"]
    assert all(q.needs_review and any("interruptible" in str(w) for w in q.warnings) for q in spot)
    assert not any("interruptible" in str(w) for q in p.rows if q.cell[0] in "DF" for w in q.warnings)
    # no preemptible column is read as anything else (a lead time)
    assert all(q.lead_time in (None, "") for q in p.rows)


def test_a_lone_spot_column_beside_the_on_demand_rate_stays_a_note(tmp_path):
    rows = [
        ["Instance", "Accelerator", "GPUs", "On-demand (EUR/hr)", "Spot (EUR/hr)"],
        ["nl.h100.8", "NVIDIA H100 SXM5 80GB", 8, 20.0, 9.6],
    ]
    p = _run(tmp_path, "lone.xlsx", rows)
    assert [(q.cell, round(q.price_min, 4)) for q in p.rows] == [("D2", 2.5)]
    assert "interruptible" in p.rows[0].notes


# ---- an insurance schedule holds no offer


def test_an_insurance_schedule_is_nothing_to_import_and_says_why(tmp_path):
    rows = [
        ["Harbour Insurance — Schedule of specified items"],
        ["Item", "Description", "Qty", "Replacement value (EUR)", "Sum insured (EUR)", "Excess (EUR)"],
        ["1", "NVIDIA RTX 6000 Ada 48GB", 6, 7200, 43200, 500],
        ["2", "Supermicro server with 8× NVIDIA L40S 48GB", 1, 88000, 88000, 1000],
        ["", "Total sum insured", None, None, 131200, None],
    ]
    with pytest.raises(BadInputFile) as e:
        _run(tmp_path, "schedule.xlsx", rows)
    said = str(e.value)
    assert "insurance schedule" in said and "nothing to import" in said
    # a quote with a replacement-cost note is still a quote: one valuation column alone makes no schedule
    rows = [
        ["Item", "Description", "Qty", "Unit price (EUR)", "Replacement value (EUR)"],
        ["1", "NVIDIA RTX 6000 Ada 48GB", 6, 6900, 7200],
    ]
    p = _run(tmp_path, "quote.xlsx", rows)
    assert [round(q.price_min) for q in p.rows] == [6900]


# ---- a server rental's add-ons are services


def test_a_dedicated_server_quotes_add_ons_are_services_not_devices(tmp_path):
    rows = [
        ["Dedicated GPU servers — prices in EUR per month, excl. VAT"],
        ["Product", "Server configuration", "GPUs", "Monthly (EUR / month)", "Yearly (EUR / year)"],
        ["P-L40S-4", "4× NVIDIA L40S 48GB, 1× EPYC 9454, 512 GB RAM", 4, 2960, 31000],
        ["P-H100-8", "8× NVIDIA H100 SXM5 80GB, 2× Xeon 8480+, 2 TB RAM", 8, 13000, 140000],
        ["Add-ons"],
        ["A-K8S", "Managed Kubernetes control plane (per cluster)", None, 390, 4000],
        ["A-IP", "Additional IPv4 /29 block", None, 30, 300],
        ["A-UP", "40 Gbit/s uplink upgrade (per server)", None, 300, 3000],
    ]
    p = _run(tmp_path, "addons.xlsx", rows)
    # each server's monthly and yearly plan is an offer of its own (imp220: a plan reserved for its term, reviewed)
    assert [q.source_row for q in p.rows] == [3, 3, 4, 4]
    assert all(q.price_kind == "hourly_reserved" and q.needs_review for q in p.rows)
    why = {r.source_row: r.reason for r in p.rejected}
    assert all("service" in why[r] for r in (6, 7, 8))


# ---- a channel price system: the reseller level the sheet addresses is the offer


def _channel_rows(note):
    return [
        ["2027年度渠道价格体系"],
        [note],
        ["序号", "产品型号", "建议零售价", "一级代理价", "二级代理价", "最小起订量"],
        [1, "NVIDIA L20 48GB", "¥31,000", 26900, 27900, 2],
        [2, "NVIDIA RTX 6000 Ada 48GB", "¥52,999", 45800, "４７６００元", 1],
    ]


def test_the_channel_level_the_sheet_addresses_is_the_price_the_others_alternatives(tmp_path):
    note = "说明：贵司适用【二级代理价】；一级代理价仅供参考。以上价格均含13%增值税。"
    p = _run(tmp_path, "levels.xlsx", _channel_rows(note))
    assert [(q.cell, q.price_min) for q in p.rows] == [("E4", 27900), ("E5", 47600)]
    assert not any(q.needs_review and q.warnings for q in p.rows)
    assert all("一级代理 " in q.notes for q in p.rows)  # the other level kept in the notes
    # nothing said of the column first chosen stays in the conventions
    assert not any("column D" in str(c) for c in p.conventions)


def test_a_channel_price_system_naming_no_level_as_the_readers_is_reviewed(tmp_path):
    p = _run(tmp_path, "levels_unsaid.xlsx", _channel_rows("以上价格均含13%增值税。"))
    assert p.rows and all(q.needs_review for q in p.rows)
    assert all(any("tier" in str(w) for w in q.warnings) for q in p.rows)


# ---- a Traditional-Chinese unit line: '金額單位：新台幣萬元'


def test_a_traditional_unit_line_in_wan_scales_every_price(tmp_path):
    rows = [
        ["報價單"],
        ["金額單位：新台幣萬元"],
        ["項次", "品名", "數量", "未稅單價", "含稅單價"],
        [1, "NVIDIA H100 NVL 94GB PCIe", 2, 88.5, 92.925],
        [2, "NVIDIA GeForce RTX 5090 32GB", 8, 8.9, 9.345],
    ]
    p = _run(tmp_path, "wan.xlsx", rows)
    got = [(q.source_row, q.currency, round(q.price_min), round(q.price_excl_tax)) for q in p.rows]
    assert got == [(4, "TWD", 929_250, 885_000), (5, "TWD", 93_450, 89_000)]
    assert not any(q.needs_review for q in p.rows)


# ---- a buyer's tidy-up of group posts: asking prices as the sellers wrote them


def test_an_asking_price_said_to_be_negotiable_or_firm_is_the_amount_asked():
    from gpucompare.sheets.prices import parse_price

    for text, want in (("RM38k nego", 38_000), ("RM 31,500 firm", 31_500), ("$900 obo", 900), ("一口价 8000元", 8000)):
        p = parse_price(text)
        assert p.ok and p.min == want, text
    # the word alone is no amount, and says so in words
    assert not parse_price("firm").ok and "words" in parse_price("firm").error


def test_a_post_marked_sold_in_the_status_column_is_no_offer(tmp_path):
    rows = [
        ["二手群帖子整理"],
        ["日期", "卖家", "帖子内容", "价格", "地点", "状态"],
        ["1/12", "Ah Keat", "RTX 4090 24GB 二手 用了半年", "RM7.5k nego", "Ipoh", ""],
        ["2/12", "Hafiz", "RTX 4090 24GB Gaming OC 二手", "RM8,100", "Ipoh", "SOLD 已卖"],
    ]
    p = _run(tmp_path, "posts.xlsx", rows)
    assert [(q.source_row, q.price_min, q.currency) for q in p.rows] == [(3, 7500, "MYR")]
    assert "off sale" in {r.source_row: r.reason for r in p.rejected}[4]


# ---- an RFQ summary: three suppliers side by side, a note changing one supplier's tax


def _rfq_rows(note):
    return [
        ["GPU设备询价单 —— 供应商报价汇总"],
        ["要求：含13%增值税专用发票"],
        [
            "序号",
            "物料名称",
            "规格型号",
            "数量",
            "供应商A：华鑫电子",
            None,
            "供应商B：云启信息",
            None,
            "供应商C：恒达科技",
            None,
        ],
        [None, None, None, None, "含税单价（元）", "货期", "含税单价（元）", "货期", "含税单价（元）", "货期"],
        [1, "GPU加速卡", "NVIDIA L20 48GB PCIe", 8, 26800, "现货", 27500, "1周", "２６２００元", "2周"],
        [2, "AI加速卡", "NVIDIA H20 96GB", 8, "不参与", "—", 118000, "4周", "¥112,000.00", "6周"],
        [note],
    ]


def test_a_note_naming_one_supplier_gives_that_suppliers_quotes_its_tax(tmp_path):
    note = "注1：供应商C（恒达科技）报价函注明“以上报价均为不含税价，13%增值税另计”，本表照录其原报价。"
    p = _run(tmp_path, "rfq.xlsx", _rfq_rows(note), merged=("E3:F3", "G3:H3", "I3:J3"))
    got = [(q.source_row, q.cell, q.price_min, q.tax, q.tax_rate, q.price_excl_tax) for q in p.rows]
    assert got == [
        (5, "E5", 26800, "incl", 0.13, 23716.81),
        (5, "G5", 27500, "incl", 0.13, 24336.28),
        (5, "I5", 26200, "excl", 0.13, 26200),
        (6, "G6", 118000, "incl", 0.13, 104424.78),
        (6, "I6", 112000, "excl", 0.13, 112000),
    ]
    # the supplier that did not take part makes no offer on the line, said; it never takes another's price
    assert "不参与" in {r.source_row: str(r.reason) for r in p.rejected}[6]
    # a note naming no one supplier changes nobody's tax
    p = _run(tmp_path, "rfq2.xlsx", _rfq_rows("注：以上报价均为不含税价。"), merged=("E3:F3", "G3:H3", "I3:J3"))
    assert {q.tax for q in p.rows} <= {"incl", "excl"} and len({q.tax for q in p.rows}) == 1


# ---- a catalogue's contract end per line, and a validity written as a status


def test_a_contract_end_per_line_is_its_validity_and_a_suspended_line_no_offer(tmp_path):
    rows = [
        ["Approved Vendor Catalogue — all prices in ZAR, VAT inclusive (15%)"],
        ["Code", "Approved vendor", "Item description", "List price (ZAR)", "Contract price (ZAR)", "Contract ends"],
        ["C-1", "Cape Compute", "NVIDIA L40S 48GB PCIe", 168900, 154450, "31/03/2027"],
        ["C-2", "Boland IT", "NVIDIA GeForce RTX 5090 32GB", 56999, 52890, "28/02/2027"],
        ["C-3", "Boland IT", "NVIDIA L4 24GB", 41000, 38000, "SUSPENDED – vendor under review"],
    ]
    p = _run(tmp_path, "catalogue.xlsx", rows)
    assert [(q.source_row, q.price_min, q.valid_until) for q in p.rows] == [
        (3, 154450, "2027-03-31"),
        (4, 52890, "2027-02-28"),
    ]
    assert "suspended" in {r.source_row: str(r.reason) for r in p.rejected}[5]


# ---- a public tender's award export: the award day per lot, lots declared void or revoked


def test_an_award_exports_day_per_lot_dates_it_and_void_or_revoked_lots_are_no_offer(tmp_path):
    path = tmp_path / "adjudicaciones.csv"
    path.write_text(
        "lote;descripcion_lote;proveedor_adjudicado;cantidad;valor_unitario_cop;estado;fecha_adjudicacion\n"
        "1;Tarjeta NVIDIA L40S 48GB PCIe;Andina S.A.S.;4;36780000;Adjudicado;2026-11-27\n"
        "2;Tarjeta NVIDIA H100 NVL 94GB PCIe;;2;;Desierto;2026-11-28\n"
        "3;Tarjeta NVIDIA L4 24GB;Caribe S.A.S.;8;10480000;Revocado;2026-12-02\n"
        "4;Tarjeta NVIDIA RTX 6000 Ada Generation 48GB;Caribe S.A.S.;2;30950000;Adjudicado;2026-12-02\n",
        encoding="utf-8",
    )
    p = analyse(path, today=TODAY)
    assert [(q.source_row, q.price_min, q.quote_date) for q in p.rows] == [
        (2, 36_780_000, "2026-11-27"),
        (5, 30_950_000, "2026-12-02"),
    ]
    why = {r.source_row: str(r.reason) for r in p.rejected}
    assert "Desierto" in why[3] and "Revocado" in why[4]


# ---- a price registration's tax words: 'valores com todos os tributos incluídos'


def test_every_tax_included_in_portuguese_tributos_makes_the_prices_tax_inclusive(tmp_path):
    rows = [
        ["ATA DE REGISTRO DE PREÇOS Nº 12/2026"],
        ["Os valores registrados incluem todos os tributos (valores com todos os tributos incluídos)."],
        ["Item", "Modelo ofertado", "Qtd.", "Valor unitário registrado (R$)"],
        ["1", "NVIDIA L40S 48GB PCIe", 40, 58740],
    ]
    p = _run(tmp_path, "ata.xlsx", rows)
    assert [(q.price_min, q.currency, q.tax) for q in p.rows] == [(58740, "BRL", "incl")]


# ---- price lists in Ladino and Xitsonga: their tax, condition and date words


def test_a_ladino_list_reads_kdv_inkluido_muevo_uzado_and_its_days(tmp_path):
    rows = [
        ["Lista de presios: kartas grafikas"],
        ["Izmir, 5 de Disiembre de 2026"],
        [
            "Todos los presios en liras turkas, KDV 20% inkluido. Los presios son validos asta el 19 de Disiembre de 2026."
        ],
        ["No.", "Artikolo", "Estado", "Kantidad", "Presio por unidad"],
        ["1", "NVIDIA L40S 48GB PCIe", "muevo", 2, "₺ 435.000,00"],
        ["2", "NVIDIA GeForce RTX 4090 24GB", "uzado", 1, "₺ 84.500,00"],
        ["3", "NVIDIA H100 NVL 94GB PCIe", "muevo", 1, "Demandar el presio"],
    ]
    p = _run(tmp_path, "lad.xlsx", rows)
    got = [
        (q.price_min if q.price_min == q.price_min else None, q.currency, q.tax, q.tax_rate, q.condition)
        for q in p.rows
    ]
    assert got == [
        (435_000, "TRY", "incl", 0.2, "new"),
        (84_500, "TRY", "incl", 0.2, "used"),
        (None, "TRY", "incl", 0.2, "new"),
    ]
    assert {(q.quote_date, q.valid_until) for q in p.rows} == {("2026-12-05", "2026-12-19")}


def test_a_xitsonga_list_reads_yi_katsiwile_ntshwa_and_nwendzamhala(tmp_path):
    rows = [
        ["Nxaxamelo wa minxavo"],
        ["Polokwane, 2 N'wendzamhala 2026"],
        ["Minxavo hinkwayo i ya Randi, VAT 15% yi katsiwile. Minxavo yi tirha ku fikela 16 N'wendzamhala 2026."],
        ["Nom.", "Nchumu", "Xiyimo", "Nhlayo", "Nxavo wa xin'we"],
        ["1", "NVIDIA L40S 48GB PCIe", "ntshwa", 4, "R 164 500,00"],
        ["2", "NVIDIA GeForce RTX 4090 24GB", "yi tirhisiweke", 2, "R 31\u00a0500,00"],
    ]
    p = _run(tmp_path, "ts.xlsx", rows)
    got = [(q.price_min, q.currency, q.tax, q.tax_rate, q.condition) for q in p.rows]
    assert got == [(164_500, "ZAR", "incl", 0.15, "new"), (31_500, "ZAR", "incl", 0.15, "used")]
    assert {(q.quote_date, q.valid_until) for q in p.rows} == {("2026-12-02", "2026-12-16")}


# ---- price lists in Kashubian, Plautdietsch, Iban and Kristang: tax, condition, and the lines that are no product

_LISTS = {
    "csb": (
        [
            "Kartuzë, 4 gòdnika 2026",
            "Wszëtczé cenë w złotëch, bez VAT (23 % doliczóny). Cenë są wôżné do 18 gòdnika 2026.",
        ],
        ["Nr", "Artikel", "Stón", "Wielëna", "Céna za sztëkã"],
        ("nowô", "brëkòwónô"),
        ("Dowóz kùrierã", "Wszëtkò razã (bez VAT)"),
        ("PLN", "excl", 0.23, "2026-12-04", "2026-12-18"),
    ),
    "pdt": (
        [
            "Filadelfia, dän 5. Dezemba 2026",
            "Aule Priese enn Guaranies, met IVA (10 %). Priese jellen bet dän 19. Dezemba 2026.",
        ],
        ["Nr.", "Koat", "Toostaund", "Stekj", "Pries daut Stekj"],
        ("nie", "jebruckt"),
        ("Brinjen no Neuland", "Tosaume (met IVA)"),
        ("PYG", "incl", 0.1, "2026-12-05", "2026-12-19"),
    ),
    "iba": (
        ["Kuching, 3 Disember 2026.", "Semua rega dalam Ringgit (RM), enda masuk cukai jualan 10% (SST)."],
        ["Bil.", "Barang", "Keadaan", "Bilangan", "Rega seunit (RM)"],
        ("Baru", "Udah dikena"),
        ("Belanja ngirim (Sarawak)", "Jumlah semua"),
        ("MYR", "excl", 0.1, "2026-12-03", None),
    ),
    "mcm": (
        ["Malaka, 4 di Dizembru 2026.", "Tudu presu na Ringgit (RM), SST 10% ja inkluidu."],
        ["No.", "Kuza", "Kondisang", "Kantidadi", "Presu (RM)"],
        ("nobu", "bedju (ja uza)"),
        ("Kustu di mandá (Malaka)", "Totál jeral"),
        ("MYR", "incl", 0.1, "2026-12-04", None),
    ),
}


@pytest.mark.parametrize("lang", list(_LISTS))
def test_a_list_in_a_language_of_its_own_reads_its_tax_condition_and_non_product_lines(tmp_path, lang):
    notes, head, (new, used), (shipping, total), (cur, tax, rate, day, until) = _LISTS[lang]
    rows = [
        ["Price list"],
        *[[n] for n in notes],
        head,
        ["1", "NVIDIA L40S 48GB PCIe", new, 2, 33900],
        ["2", "NVIDIA GeForce RTX 4090 24GB", used, 1, 8200],
        [None, shipping, None, 1, 390],
        [None, total, None, None, 76200],
    ]
    p = _run(tmp_path, f"{lang}.xlsx", rows)
    got = [(q.source_row, q.currency, q.tax, q.tax_rate, q.condition, q.quote_date) for q in p.rows]
    assert got == [(5, cur, tax, rate, "new", day), (6, cur, tax, rate, "used", day)]
    if until:
        assert {q.valid_until for q in p.rows} == {until}
    why = {r.source_row: str(r.reason) for r in p.rejected}
    assert "shipping" in why[7] and "total" in why[8]


# ---- a customs worksheet dates the supplier's price by the supplier's invoice it names


def test_a_customs_worksheet_dates_the_price_by_the_supplier_invoice(tmp_path):
    rows = [
        ["Harbour Clearing Ltd — customs valuation worksheet"],
        ["Importer: Accra Lab — Supplier invoice INV-77-120 dated 21/11/2026 (FOB Jebel Ali)"],
        ["Valuation date: 05/12/2026   Customs exchange rate: 1 USD = 15.42 GHS"],
        ["Line", "Description", "Qty", "Invoice unit price FOB (USD)", "FOB value (USD)"],
        ["1", "NVIDIA H100 NVL 94GB PCIe accelerator card", 4, 27840, 111360],
    ]
    p = _run(tmp_path, "customs.xlsx", rows)
    assert [(q.price_min, q.currency, q.quote_date) for q in p.rows] == [(27840, "USD", "2026-11-21")]
