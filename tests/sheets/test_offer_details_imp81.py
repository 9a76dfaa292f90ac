"""The offer details a buyer relies on, read per offer where a sheet holds several (imp81), tested on sheets written
here (none a corpus file), each in two languages or more: a comparison of suppliers whose in-table lines give each
supplier its own quote date and validity; a per-line inquiry date column over the sheet's date."""

import datetime as dt

import pytest

from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .test_conventions import write

# ---- a comparison of suppliers: each supplier's own quote date and validity from the lines under the header

COMPARISONS = {
    "zh": (
        "GPU 询价比价表    汇总日期：2026-12-03    币种：人民币",
        ["序号", "品名及规格", "数量", "供应商A：甲公司", "", "供应商B：乙公司", "", "供应商C：丙公司", ""],
        ["", "", "", "单价（元）", "总价（元）", "单价（元）", "总价（元）", "单价（元）", "总价（元）"],
        ("报价日期", "报价有效期", "15天", "7天", "30天"),
        "NVIDIA H20 96GB",
        "NVIDIA L20 48GB",
    ),
    "en": (
        "GPU bid comparison    Prepared 2026-12-03    Currency: USD",
        ["No.", "Description", "Qty", "Vendor A: Alpha", "", "Vendor B: Beta", "", "Vendor C: Gamma", ""],
        ["", "", "", "Unit price", "Total", "Unit price", "Total", "Unit price", "Total"],
        ("Quote date", "Quote valid for", "15 days", "7 days", "30 days"),
        "NVIDIA H100 80GB PCIe",
        "NVIDIA L40S 48GB",
    ),
}


def _comparison(tmp_path, lang, valid=True):
    title, groups, head, (date_label, valid_label, *days), dev1, dev2 = COMPARISONS[lang]
    dates = [dt.datetime(2026, 11, 30), dt.datetime(2026, 12, 1), dt.datetime(2026, 12, 2)]
    rows = [
        [title],
        groups,
        head,
        ["", date_label, "", dates[0], "", dates[1], "", dates[2], ""],
    ]
    if valid:
        rows.append(["", valid_label, "", days[0], "", days[1], "", days[2], ""])
    rows += [
        [1, dev1, 2, 10000, 20000, 9800, 19600, 9900, 19800],
        [2, dev2, 4, 5000, 20000, 5100, 20400, 4900, 19600],
    ]
    return analyse(write(tmp_path / f"cmp_{lang}.xlsx", rows, merged=("D2:E2", "F2:G2", "H2:I2")), today=TODAY)


@pytest.mark.parametrize("lang", sorted(COMPARISONS))
def test_each_supplier_keeps_its_own_quote_date_and_validity(tmp_path, lang):
    p = _comparison(tmp_path, lang)
    got = sorted((q.source_row, q.price_min, q.quote_date, q.valid_until) for q in p.rows)
    # three offers a line, left to right; each supplier's validity counted from its own date (11-30 + 15 days ...)
    assert got == sorted(
        [
            (6, 10000.0, "2026-11-30", "2026-12-15"),
            (6, 9800.0, "2026-12-01", "2026-12-08"),
            (6, 9900.0, "2026-12-02", "2027-01-01"),
            (7, 5000.0, "2026-11-30", "2026-12-15"),
            (7, 5100.0, "2026-12-01", "2026-12-08"),
            (7, 4900.0, "2026-12-02", "2027-01-01"),
        ]
    )
    assert all(q.dated for q in p.rows)
    # the user is told where the dates come from
    assert any("under the header" in str(w) for w in p.warnings)


@pytest.mark.parametrize("lang", sorted(COMPARISONS))
def test_a_supplier_date_line_without_validity_leaves_validity_unstated(tmp_path, lang):
    p = _comparison(tmp_path, lang, valid=False)
    by = {q.price_min: q for q in p.rows}
    assert by[9800.0].quote_date == "2026-12-01"
    assert by[9800.0].valid_until in ("", None)  # no validity is made up


def test_a_line_of_amounts_is_never_read_as_a_field_line(tmp_path):
    # a product line whose label holds a date word stays a product line: its amounts are prices
    rows = [
        ["GPU bid comparison 2026-12-03, USD"],
        ["No.", "Description", "Vendor A: Alpha", "", "Vendor B: Beta", ""],
        ["", "", "Unit price", "Total", "Unit price", "Total"],
        [1, "NVIDIA H100 80GB PCIe (quote date 2026-11-01)", 10000, 10000, 9800, 9800],
    ]
    p = analyse(write(tmp_path / "amounts.xlsx", rows, merged=("C2:D2", "E2:F2")), today=TODAY)
    assert sorted(q.price_min for q in p.rows) == [9800.0, 10000.0]
    assert not any("under the header" in str(w) for w in p.warnings)


# ---- a line's own inquiry date ('询价日期' | 2026-11-28) over the sheet's date; the last purchase's date is not it

INQUIRY = {
    "zh": (
        "申请日期：2026-12-04",
        ["序号", "规格型号", "数量", "询价单价（元，含税）", "询价日期", "上次采购价（元）", "上次采购日期"],
    ),
    "zh_hant": (
        "申請日期：2026-12-04",
        ["序號", "規格型號", "數量", "詢價單價（元，含稅）", "詢價日期", "上次採購價（元）", "上次採購日期"],
    ),
}


@pytest.mark.parametrize("lang", sorted(INQUIRY))
def test_a_lines_inquiry_date_is_its_quote_date(tmp_path, lang):
    title, head = INQUIRY[lang]
    rows = [
        [title],
        head,
        [1, "NVIDIA L40S 48GB", 8, 58900, dt.datetime(2026, 11, 30), 60000, "2026-06-15"],
        [2, "NVIDIA L20 48GB", 8, 29200, dt.datetime(2026, 11, 28), 30500, "2026-06-15"],
    ]
    p = analyse(write(tmp_path / f"inq_{lang}.xlsx", rows), today=TODAY)
    got = {q.source_row: (q.price_min, q.quote_date) for q in p.rows}
    assert got == {3: (58900.0, "2026-11-30"), 4: (29200.0, "2026-11-28")}


# ---- a sheet in sections, one note naming each section's own tax and validity

SECTIONED = {
    "zh": (
        "更新：2026-12-04   现货价格含13%增值税，当日有效；期货价格不含税，开票另加13%；期货价格锁定至2026-12-10。",
        "一、现货",
        ["型号", "单价（元/张）", "库存"],
        "二、期货预订（定金30%，到港付尾款）",
        ["型号", "单价（元/张）", "预计到港"],
    ),
    "en": (
        "Updated 2026-12-04. Spot stock prices incl. VAT 20%, valid today only; pre-order prices excl. VAT; "
        "pre-order prices fixed until 2026-12-10",
        "1. Spot stock",
        ["Model", "Unit price (GBP)", "Stock"],
        "2. Pre-order (30% deposit)",
        ["Model", "Unit price (GBP)", "ETA"],
    ),
}


@pytest.mark.parametrize("lang", sorted(SECTIONED))
def test_each_section_reads_the_notes_clauses_that_name_it(tmp_path, lang):
    note, first, head1, second, head2 = SECTIONED[lang]
    rows = [
        [note],
        [],
        [first],
        head1,
        ["NVIDIA RTX 4090 24GB", 19900, 50],
        ["NVIDIA RTX 5090 32GB", 23500, 30],
        [],
        [second],
        head2,
        ["NVIDIA H20 96GB", 108000, "2026-12-20"],
    ]
    p = analyse(write(tmp_path / f"sections_{lang}.xlsx", rows), today=TODAY)
    got = {q.source_row: (q.tax, q.valid_until) for q in p.rows}
    assert got == {
        5: ("incl", "2026-12-04"),  # the spot section: tax included, valid on its day only
        6: ("incl", "2026-12-04"),
        10: ("excl", "2026-12-10"),  # the pre-order section: without tax, fixed until the 10th
    }
    assert any("section title on row" in str(w) for w in p.warnings)


def test_a_note_naming_no_section_applies_to_every_section(tmp_path):
    rows = [
        ["Updated 2026-12-04. All prices excl. VAT, valid 7 days"],
        [],
        ["1. Spot stock"],
        ["Model", "Unit price (GBP)", "Stock"],
        ["NVIDIA RTX 4090 24GB", 19900, 50],
        [],
        ["2. Pre-order"],
        ["Model", "Unit price (GBP)", "ETA"],
        ["NVIDIA H20 96GB", 108000, "2026-12-20"],
    ]
    p = analyse(write(tmp_path / "sections_common.xlsx", rows), today=TODAY)
    assert {(q.tax, q.valid_until) for q in p.rows} == {("excl", "2026-12-11")}
    assert not any("section title on row" in str(w) for w in p.warnings)


# ---- a tax word bound to another charge's noun says nothing of the tax (lexicon row.shipping / row.installation)


@pytest.mark.parametrize(
    "title, head, tax",
    [
        ("Quote 2026-12-01, USD", "Unit price (excl. shipping)", ""),
        ("Quote 2026-12-01, USD", "Unit price excl. installation", ""),
        ("Angebot 2026-12-01, EUR", "Preis exkl. Versand", ""),
        ("Angebot 2026-12-01, EUR", "Preis inkl. Versand", ""),
        ("报价 2026-12-01 人民币", "单价（不含运费）", ""),
        ("Teklif 2026-12-01, USD", "Birim Fiyat (nakliye hariç)", ""),
        # the tax words themselves still say the basis
        ("Teklif 2026-12-01, USD", "Birim Fiyat (KDV hariç)", "excl"),
        ("报价 2026-12-01 人民币", "单价（未税）", "excl"),
        ("Angebot 2026-12-01, EUR", "Preis inkl. MwSt.", "incl"),
        ("Quote 2026-12-01, USD", "Unit price excl. shipping & VAT", "excl"),
        ("Quote 2026-12-01, USD", "Unit price excl. VAT", "excl"),
    ],
)
def test_an_inclusion_word_bound_to_shipping_is_no_tax_basis(tmp_path, title, head, tax):
    rows = [[title], ["Model", head, "Qty"], ["NVIDIA L40S 48GB", 58900, 2]]
    p = analyse(write(tmp_path / "tax.xlsx", rows), today=TODAY)
    assert [q.tax for q in p.rows] == [tax]


# ---- a per-GPU rate beside a per-node one at exactly a whole number of times it: one price, no alarm

NODE_RATES = {
    "en": ("GPU cloud rates, USD, 2026-12-01", ["GPU", "On-demand ($/GPU/hr)", "On-demand ($/node/hr)"]),
    "de": ("GPU-Cloud Preise, USD, 2026-12-01", ["GPU", "On-Demand (USD/GPU/Std)", "On-Demand (USD/Knoten/Std)"]),
}


@pytest.mark.parametrize("lang", sorted(NODE_RATES))
def test_a_per_node_rate_a_whole_number_of_times_the_per_gpu_rate_is_no_rival(tmp_path, lang):
    title, head = NODE_RATES[lang]
    rows = [[title], head, ["H100 SXM 80GB", 2.49, 19.92], ["H200 SXM 141GB", 3.29, 26.32]]
    p = analyse(write(tmp_path / f"node_{lang}.xlsx", rows), today=TODAY)
    assert sorted(q.price_min for q in p.rows) == [2.49, 3.29]
    assert not any("could also be the price" in str(e) for q in p.rows for e in q.evidence)


@pytest.mark.parametrize("lang", sorted(NODE_RATES))
def test_a_per_node_rate_that_is_no_whole_multiple_stays_a_rival(tmp_path, lang):
    title, head = NODE_RATES[lang]
    rows = [[title], head, ["H100 SXM 80GB", 2.49, 21.00]]  # 8.43 times: another offer, not the same rate
    p = analyse(write(tmp_path / f"node_odd_{lang}.xlsx", rows), today=TODAY)
    (q,) = p.rows
    assert q.price_min == 2.49
    assert q.needs_review and any("could also be the price" in str(e) for e in q.evidence)


@pytest.mark.parametrize(
    "seller, dated, valid",
    [
        ("Seller: Kwant Ltd, 87 Long Road", "Date of issue: 04.12.2026", "Offer valid 14 days from the date of issue."),
        ("Sprzedawca: KWANT-IT Sp. z o.o.", "Data wystawienia: 04.12.2026", "Oferta ważna 14 dni od daty wystawienia."),
    ],
)
def test_head_lines_of_one_offer_are_no_sections(tmp_path, seller, dated, valid):
    # a seller's line, a line of two fields, a validity with a figure: head lines, not section titles
    rows = [
        ["OFFER OF/2026/12/031"],
        [seller],
        [dated, "", "", "Warszawa"],
        [valid],
        [],
        ["No.", "Item", "Qty", "Unit price net [PLN]"],
        [1, "NVIDIA L40S 48GB PCIe", 4, 36400],
        [2, "NVIDIA H100 NVL 94GB PCIe", 2, 118500],
    ]
    p = analyse(write(tmp_path / "head.xlsx", rows), today=TODAY)
    assert {q.valid_until for q in p.rows} == {"2026-12-18"}
    assert not any("section title on row" in str(w) for w in p.warnings)


# ---- a card whose name holds a server word is a card ('Server Edition', Taiwan's '伺服器版')


@pytest.mark.parametrize(
    "title, model",
    [
        ("報價單 2026-12-01 新台幣 NT$", "NVIDIA RTX PRO 6000 Blackwell 伺服器版 96GB"),
        ("报价单 2026-12-01 人民币", "NVIDIA RTX PRO 6000 Blackwell 服务器版 96GB"),
        ("Quote 2026-12-01, USD", "NVIDIA RTX PRO 6000 Blackwell Server Edition 96GB"),
    ],
)
def test_a_server_edition_card_is_a_card(tmp_path, title, model):
    rows = [[title], ["Model", "Unit price", "Qty"], [model, 268000, 2]]
    p = analyse(write(tmp_path / "edition.xlsx", rows), today=TODAY)
    (q,) = p.rows
    assert q.offer != "server" and q.units_per_item == 1.0  # one card (its offer '' or 'card'), never a server
