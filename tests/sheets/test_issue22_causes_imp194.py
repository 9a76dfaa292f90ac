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

H200 = "nvidia-h200-sxm-141gb"
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
        ["KABILUGAN (upod na ang VAT)", None, None, None, 67755],
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


# ---- a price-change notice: the rate from a later day is the offer, the one it replaces its history


def _notice():
    return [
        ["Acme Cloud — notice of price changes"],
        ["Hamburg, 1 December 2026"],
        [
            "New rates apply from 1 January 2027; current rates apply until 31 December 2026 to every running "
            "instance and every new one. All rates in EUR per GPU-hour, excl. VAT (19 %)."
        ],
        ["Instance", "GPUs", "GPU model", "On-demand current", "On-demand from 01.01.2027"],
        ["ac.h200.8x", 8, "NVIDIA H200 SXM 141GB", 3.10, 2.95],
        ["ac.l40s.1x", 1, "NVIDIA L40S 48GB", 0.95, 0.99],
        ["ac.a100.8x", 8, "NVIDIA A100 SXM4 80GB", 1.45, "retired 31.12.2026"],
    ]


def test_the_rate_from_the_change_is_the_offer_and_the_current_one_its_history(tmp_path):
    p = _run(tmp_path, "notice.xlsx", _notice())
    got = sorted((q.source_row, q.device_id, q.price_min, q.price_kind) for q in p.rows)
    # per GPU-hour, as the note's sentence says: an 8-GPU instance's rate is not divided by 8
    assert got == [(5, H200, 2.95, "hourly"), (6, L40S, 0.99, "hourly")]
    h200 = next(q for q in p.rows if q.source_row == 5)
    assert "3.1" in h200.notes and "2027-01-01" in h200.notes
    assert h200.valid_until is None  # 31 Dec 2026 is the end of the rate it replaces


def test_a_line_the_notice_retires_is_no_quote_and_says_so(tmp_path):
    p = _run(tmp_path, "notice.xlsx", _notice())
    assert 7 not in {q.source_row for q in p.rows}
    why = reasons(p)[7]
    assert "retire" in why and "2027-01-01" in why


# ---- an operating lease's monthly rent per term


def test_an_operating_leases_monthly_rents_are_one_lease_quote_per_term(tmp_path):
    rows = [
        ["Offre de location opérationnelle n° 12"],
        ["Montants en EUR, hors TVA (TVA 21 % en sus)."],
        ["Pos.", "Matériel", "Qté", "Loyer mensuel 36 mois", "Loyer mensuel 48 mois", "Valeur résiduelle"],
        [1, "Serveur – 4× NVIDIA L40S 48GB", 2, 2000, 1600, "8 %"],
        [2, "Carte NVIDIA H100 NVL 94GB PCIe", 1, 840, 670, "10 %"],
    ]
    p = _run(tmp_path, "lease.xlsx", rows)
    got = sorted((q.source_row, q.device_id, q.price_min, q.price_kind, q.lease_term_months) for q in p.rows)
    assert got == [
        (4, L40S, 400.0, "lease", 48.0),
        (4, L40S, 500.0, "lease", 36.0),
        (5, H100_NVL, 670.0, "lease", 48.0),
        (5, H100_NVL, 840.0, "lease", 36.0),
    ]
    assert not reasons(p).get(4) and not reasons(p).get(5)  # no term 'rejected' for a price the row holds


# ---- a purchase request's approval status is the buyer's


def test_a_rejected_purchase_request_keeps_the_suppliers_price_with_a_warning(tmp_path):
    rows = [
        ["审批编号", "申请人", "审批状态", "规格型号", "数量", "供应商", "供应商报价单价(元)", "备注"],
        ["2026001", "张伟", "已通过", "NVIDIA L40S 48GB", 2, "某科技公司", 62000, ""],
        ["2026002", "李娜", "已驳回", "NVIDIA H100 NVL 94GB", 1, "某科技公司", 230000, "驳回意见：预算不足"],
        ["2026003", "王磊", "已撤销", "NVIDIA L40S 48GB", 4, "某电子公司", 61500, "申请人撤销"],
    ]
    p = _run(tmp_path, "wecom.xlsx", rows)
    got = sorted((q.source_row, q.device_id, q.price_min) for q in p.rows)
    assert got == [(2, L40S, 62000.0), (3, H100_NVL, 230000.0), (4, L40S, 61500.0)]
    assert any("row 3" in w and "已驳回" in w for w in p.warnings)


def test_an_answer_marked_withdrawn_without_a_requester_is_still_no_offer(tmp_path):
    rows = [
        ["序号", "提交时间", "产品型号", "报价金额", "审批状态"],
        [1, "2026-11-27", "NVIDIA L40S 48GB", 62000, "已通过"],
        [2, "2026-11-26", "NVIDIA H100 NVL 94GB", 230000, "已撤销"],
    ]
    p = _run(tmp_path, "dingtalk.xlsx", rows)
    assert {q.source_row for q in p.rows} == {2}
    assert "已撤销" in reasons(p)[3]


# ---- a total above the table, under a small table's amount header


def test_a_lots_award_amount_above_the_table_is_said_to_be_a_total(tmp_path):
    rows = [
        ["某大学GPU服务器采购项目中标结果公告"],
        ["包号", "中标供应商", "供应商地址", "中标金额（万元）"],
        ["包1", "某智算科技有限公司", "武汉市光谷大道77号", 926],
        ["主要标的信息"],
        ["序号", "名称", "规格型号", "数量（张）", "单价（元/张）"],
        [1, "推理加速卡", "NVIDIA L40S 48GB", 8, 61500],
    ]
    p = _run(tmp_path, "award.xlsx", rows)
    assert [(q.source_row, q.price_min) for q in p.rows] == [(6, 61500.0)]
    assert "total" in reasons(p)[3]


def test_a_card_named_first_for_a_server_it_extends_is_a_card(tmp_path):
    rows = [
        ["Offre de location opérationnelle n° 14"],
        ["Montants en EUR, hors TVA (TVA 21 % en sus)."],
        ["Matériel", "Qté", "Loyer mensuel 36 mois", "Loyer mensuel 48 mois"],
        ["Carte NVIDIA H100 NVL 94GB PCIe (extension d'un serveur existant)", 2, 840, 670],
        ["Serveur – 4× NVIDIA L40S 48GB", 1, 2000, 1600],
    ]
    p = _run(tmp_path, "lease.xlsx", rows)
    assert {(q.source_row, q.offer) for q in p.rows} == {(4, "card"), (5, "server")}


# ---- a price to be agreed, and a platform's placeholder price


def test_a_price_to_be_agreed_apart_is_on_request_and_no_other_number_is_taken(tmp_path):
    rows = [
        ["替代方案对比表    替代单价均含13%增值税"],
        ["序号", "替代型号（国产）", "替代单价（元，含税）", "数量", "供货周期"],
        [1, "NVIDIA L40S 48GB", 61500, 2, "4周"],
        [2, "NVIDIA H100 NVL 94GB", "需报备，价格另议", 8, "12周"],
    ]
    p = _run(tmp_path, "sub.xlsx", rows)
    q = {r.source_row: r for r in p.rows}
    assert q[4].price_on_request and q[4].price_min != q[4].price_min  # never 12 from '12周'


def test_a_one_yuan_placeholder_on_a_listing_that_says_ask_is_on_request(tmp_path):
    rows = [
        ["商品ID", "标题", "价格(元)", "库存", "状态"],
        ["7001", "NVIDIA L40S 48GB 全新 现货", 61500, 1, "在售"],
        ["7002", "NVIDIA H100 NVL 94GB 现货 价格私聊", 1, 1, "在售"],
    ]
    p = _run(tmp_path, "xianyu.xlsx", rows)
    q = {r.source_row: r for r in p.rows}
    assert q[2].price_min == 61500.0
    assert q[3].price_on_request


def test_a_riser_cable_for_a_card_is_equipment_not_a_quote(tmp_path):
    rows = [
        ["订单号", "商品名称", "商品单价", "购买数量"],
        ["3001", "NVIDIA L40S 48GB 专业计算卡", 61500, 1],
        ["3002", "绿联 PCIe 4.0 x16 显卡延长线 20cm", 89, 2],
    ]
    p = _run(tmp_path, "jd.xlsx", rows)
    assert {q.source_row for q in p.rows} == {2}
    assert "cable" in reasons(p)[3]
