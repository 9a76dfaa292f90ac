"""The causes blind corpus 26 left after the eighth session (imp116), each a mechanism by class of decision, tested on
sheets written here (none is a corpus file), in two languages or more: a note's tax words hold for the subject of
their own sentence (a rebate's '不含税' beside '渠道价均含13%增值税' is the rebate's); a statement's period of
account is neither a quote date nor a validity, and '12月19日' is a day, no count of twelve months; a note under the
table gives every item its condition only where it says all of them; a sentence closed by a full stop is not a
total's header ('Prices exclude applicable sales tax.')."""

import datetime as dt

import openpyxl

from gpucompare.sheets.importer import analyse
from gpucompare.sheets.importer.notes import _names_a_total, read_notes

TODAY = dt.date(2026, 12, 6)


def _book(path, rows, sheet="Sheet"):
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = sheet
    for r in rows:
        ws.append(r)
    wb.save(path)
    return path


# --- a note's tax words hold for their own sentence's subject ---------------------------------------------------------


def test_chinese_rebate_clause_tax_is_not_the_channel_prices(tmp_path):
    rows = [
        ["价格保护及返利核算表"],
        ["说明：渠道价均含13%增值税；返利按季度结算，不含税。"],
        ["型号", "新渠道价（元）", "在库数量"],
        ["RTX 4090 24G", 17600, 5],
        ["L20 48G", 28200, 10],
    ]
    p = analyse(_book(tmp_path / "jb.xlsx", rows), today=TODAY)
    assert [(q.price_min, q.tax, q.tax_rate) for q in p.rows] == [(17600.0, "incl", 0.13), (28200.0, "incl", 0.13)]


def test_english_and_german_rebate_sentences_keep_their_own_tax():
    # the rebate's sentence first: before, its 'excluding VAT' was read as the prices' basis
    n = read_notes(["Rebates are paid quarterly, excluding VAT. Prices include 20% VAT."], TODAY)
    assert (n.tax, n.tax_rate) == ("incl", 0.2)
    n = read_notes(["Rückvergütungen werden quartalsweise ohne MwSt. gezahlt; Preise inkl. 19 % MwSt."], TODAY)
    assert (n.tax, n.tax_rate) == ("incl", 0.19)
    # freight's own basis beside the prices'
    n = read_notes(["Freight is charged excl. VAT; all prices incl. 21% VAT"], TODAY)
    assert (n.tax, n.tax_rate) == ("incl", 0.21)


def test_a_lone_statement_about_another_line_still_holds_and_one_basis_is_unchanged():
    # one statement only: nothing to scope it against, read as before
    assert read_notes(["Rebates are paid quarterly, excluding VAT."], TODAY).tax == "excl"
    assert read_notes(["运费另计，含税"], TODAY).tax == "incl"
    assert read_notes(["Preise inkl. MwSt., Versand zzgl. MwSt."], TODAY).tax == "incl"


# --- a period of account is not a validity ----------------------------------------------------------------------------


def test_chinese_statement_period_is_no_validity_and_lines_keep_their_dates(tmp_path):
    rows = [
        ["客户对账单"],
        ["客户：某公司    对账期间：2026-10-01 至 2026-11-30    币种：人民币（元）"],
        ["日期", "摘要", "型号", "数量", "单价", "金额"],
        [dt.datetime(2026, 10, 9), "销售出库", "RTX 4090 24G", 16, 19850, 317600],
        [dt.datetime(2026, 11, 5), "销售出库", "L20 48G", 8, 28600, 228800],
    ]
    p = analyse(_book(tmp_path / "dz.xlsx", rows), today=TODAY)
    assert [(q.price_min, q.valid_until) for q in p.rows] == [(19850.0, None), (28600.0, None)]


def test_statement_periods_in_english_and_german_date_nothing():
    for text in (
        "Customer: ACME Ltd   Statement period: 01/10/2026 to 30/11/2026   Currency: EUR",
        "Kunde: X GmbH  Abrechnungszeitraum: 01.10.2026 bis 30.11.2026",
    ):
        n = read_notes([text], TODAY)
        assert (n.valid_until, n.valid_days, n.as_of) == (None, None, None), text
    # a validity range still is one
    assert read_notes(["Prices valid 01/12/2026 – 14/12/2026"], TODAY).valid_until == "2026-12-14"


def test_a_month_and_day_is_no_count_of_months_or_days():
    # '至12月19日': before, '12月' was read as twelve months of validity (360 days)
    n = read_notes(["公告日期：2026年12月1日  拍卖时间：2026年12月18日10时至12月19日10时止"], TODAY)
    assert (n.valid_days, n.valid_until, n.as_of) == (None, None, "2026-12-01")
    assert read_notes(["看样时间：2026年12月8日至12月15日（工作日）"], TODAY).valid_days is None
    assert read_notes(["경매 기간: 2026년 12월 18일부터 12월 19일까지"], TODAY).valid_days is None
    # counts still are
    assert read_notes(["报价日期：2026-12-01，报价有效期3天"], TODAY).valid_days == 3
    assert read_notes(["견적 유효기간 14일"], TODAY).valid_days == 14


# --- a note under the table says every item's condition only where it says all of them ------------------------------


def test_chinese_auction_note_says_every_lot_is_used(tmp_path):
    rows = [
        ["破产资产拍卖 标的清单"],
        ["公告日期：2026年12月1日"],
        ["标的名称", "数量", "起拍价（元）"],
        ["GPU服务器 8×H100 SXM5 80GB", 1, 1_050_000],
        ["显卡 RTX 4090 24GB", 1, 9100],
        [],
        ["注：1. 标的按现状拍卖，均为二手设备（已使用约 18-24 个月），管理人不对质量作任何担保。"],
    ]
    p = analyse(_book(tmp_path / "pm.xlsx", rows), today=TODAY)
    assert [q.condition for q in p.rows] == ["used", "used"]
    assert all(q.valid_until is None for q in p.rows)


def test_english_note_for_all_items_and_a_note_for_some(tmp_path):
    head = [
        ["Liquidation lot list"],
        ["Item", "Qty", "Price (USD)"],
        ["H100 SXM5 80GB", 1, 18000],
        ["L40S 48GB", 2, 6200],
    ]
    p = analyse(_book(tmp_path / "all.xlsx", [*head, [], ["All items are used, sold as is."]]), today=TODAY)
    assert [q.condition for q in p.rows] == ["used", "used"]
    # a note about some items (used cards carry 3 months' warranty) says nothing of the others
    p = analyse(_book(tmp_path / "some.xlsx", [*head, [], ["Used cards carry a 3-month warranty."]]), today=TODAY)
    assert [q.condition for q in p.rows] == ["", ""]


# --- a sentence is not a header ---------------------------------------------------------------------------------------


def test_a_sentence_closed_by_a_full_stop_is_no_totals_header():
    assert not _names_a_total("Prices exclude applicable sales tax.")
    assert read_notes(["Prices exclude applicable sales tax."], TODAY).tax == "excl"
    assert not _names_a_total("Montants hors TVA applicable.")
    assert read_notes(["Montants hors TVA applicable."], TODAY).tax == "excl"
    assert read_notes(["Alle bedragen zijn exclusief btw."], TODAY).tax == "excl"
    # headers stay headers, an abbreviation's dot is no full stop
    for header in ("Sales tax", "Total incl. VAT", "Tax amount", "Beträge ohne MwSt.", "Total price excl."):
        assert _names_a_total(header), header


def test_english_sheet_with_the_sales_tax_sentence_under_it(tmp_path):
    rows = [
        ["Quotation Q-1001", "", "Date: 2026-12-01"],
        ["Item", "Qty", "Unit price (USD)"],
        ["NVIDIA L40S 48GB", 2, 7400],
        [],
        ["Prices exclude applicable sales tax."],
    ]
    p = analyse(_book(tmp_path / "us.xlsx", rows), today=TODAY)
    assert [(q.price_min, q.tax) for q in p.rows] == [(7400.0, "excl")]


# --- a factor that multiplies an amount is no price; each lease says its reserved reading ------------------------------


def _lease_sheet(head_factor, head_term, head_monthly, title):
    return [
        [title],
        ["Option", head_term, "Structure", head_factor, head_monthly],
        ["A", 36, "FMV — SYS-821GE-TNHR 8x H100 SXM5", 0.0262, 6966.58],
        ["B", 36, "$1 Buyout — SYS-821GE-TNHR 8x H100 SXM5", 0.0311, 8269.49],
        ["C", 24, "FMV — SYS-821GE-TNHR 8x H100 SXM5", 0.0389, 10343.51],
    ]


def test_english_lease_rate_factor_is_never_the_price_and_every_lease_is_flagged(tmp_path):
    rows = _lease_sheet("Lease Rate Factor", "Term (months)", "Monthly Payment / system", "LEASE OPTIONS (USD)")
    p = analyse(_book(tmp_path / "lrf.xlsx", rows), today=TODAY)
    got = [(q.source_row, q.price_kind, round(q.price_min, 2), q.lease_term_months) for q in p.rows]
    assert got == [(3, "lease", 870.82, 36), (4, "lease", 1033.69, 36), (5, "lease", 1292.94, 24)]
    # row 5 repeats row 3's item: it is read again, not replayed without its warning
    assert all(q.needs_review for q in p.rows)


def test_german_leasing_factor_is_never_the_price(tmp_path):
    rows = _lease_sheet("Leasingfaktor", "Laufzeit (Monate)", "Monatliche Rate / System (EUR)", "Leasingangebot")
    p = analyse(_book(tmp_path / "lf.xlsx", rows), today=TODAY)
    assert [round(q.price_min, 2) for q in p.rows] == [870.82, 1033.69, 1292.94]
    assert all(q.price_min > 1 for q in p.rows)


# --- a guessed date order: the reading under which the stated validity still holds -----------------------------------


def _proforma(date_text, validity):
    return [
        ["PROFORMA INVOICE"],
        ["PI No.: 588", date_text, "Currency: USD", validity],
        ["Description of Goods", "Qty", "Unit Price (USD)"],
        ["NVIDIA L40S 48GB PCIe", 8, 8240],
    ]


def test_a_dollar_proforma_date_read_day_first_where_only_that_reading_is_still_valid(tmp_path):
    p = analyse(_book(tmp_path / "pi.xlsx", _proforma("Date: 02/12/2026", "Validity: 15 days")), today=TODAY)
    q = p.rows[0]
    assert (q.quote_date, q.valid_until) == ("2026-12-02", "2026-12-17")
    assert any("month first it is 2026-02-12" in str(w) for w in q.warnings)  # the other reading said
    # imported in February, the month-first reading is the current one and stays
    p = analyse(
        _book(tmp_path / "feb.xlsx", _proforma("Date: 02/12/2026", "Validity: 15 days")), today=dt.date(2026, 2, 20)
    )
    assert p.rows[0].quote_date == "2026-02-12"
    # no validity to weigh the readings by: the guess (month first) and its warning, as before
    p = analyse(_book(tmp_path / "nv.xlsx", _proforma("Date: 02/12/2026", "Payment: T/T")), today=TODAY)
    assert p.rows[0].quote_date == "2026-02-12"
    assert any("day first it is 2026-12-02" in str(w) for w in p.rows[0].warnings)
