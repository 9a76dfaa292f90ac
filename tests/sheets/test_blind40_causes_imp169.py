"""The classes of decision blind corpus 40 (Chinese region) found, each tested on sheets written here (none is a
corpus file, and none has a corpus file's layout):

- a marketplace merchant's product export with 'Original Price' (the price before its markdown) beside 'Selling
  Price': the selling price is the offer, the original one a list price kept as context, never a second quote (7
  silently wrong); a listing its 'Online Status' marks 'Offline' is not shown to buyers, no offer (2 false quotes);
- an auction's results with the price each lot was knocked down at ('成交价', 'Sold price'): a lot its status marks
  sold ('已成交') is the sale that price records, not a listing taken off sale (6 rejected); a lot that found no buyer
  or whose sale was suspended ('流拍', '中止') has no price: its status takes it out before
  its opening bid ('起拍价') or appraisal could stand in for one (2 false quotes);
- Bouyei (Latin orthography: 'gac diuz ndeeul', 'manz', 'mis miz suic', 'mos / gaus', '2026 bil, ndianl 12, ngonz 3')
  and Teochew in Peng'im ('dan1 gê3', 'kou1', 'ham5 13% suê3', 'sing1 / gu7', 'pah4 dian7 uê7 mung7', whose tone
  digits are no figures) as lexicon files (6 rejected for an unknown currency; a list refused whole, 7);
- an export of VAT invoice lines whose '单价' is empty on some lines (a 数电票 may leave it out): the unit price is the
  line's '金额' over its '数量', where that column is the unit price times the quantity on the other lines (checked
  from the data); '价税合计' (the invoice's total with its tax, repeated on each line) is an amount, never the unit
  price (5 rejected);
- with offer details: a sale at the zero rate ('本案適用營業稅零稅率') is without tax at 0 %, whatever rate a clause for
  another kind of buyer adds or the currency's standard rate would be (5 silently wrong); a note saying a place levies
  no VAT ('澳门不征收增值税') leaves the prices neither with nor without it, though '不含增值税' stands beside it (5);
  Tai Nüa in the Tai Le script, written without spaces ('ᥐᥣᥲ ᥛᥤᥰ ᥚᥣᥳᥔᥤᥴ 13% ᥘᥥᥝᥰ': the price has the 13 % tax already;
  'ᥛᥬᥲ' / 'ᥐᥝᥱ' new or old) as a lexicon file (5)."""

from .conftest import TODAY
from .test_conventions import by_row, reasons, write

A100 = "nvidia-a100-pcie-80gb"
H20 = "nvidia-h20-96gb"
L40S = "nvidia-l40s"
RTX4090 = "nvidia-rtx-4090"
RTX5090 = "nvidia-rtx-5090"
RTX3090 = "nvidia-rtx-3090"


def _run(tmp_path, name, rows, **kw):
    from gpucompare.sheets.importer import analyse

    return analyse(write(tmp_path / name, rows, **kw), today=TODAY)


# ---- a shop export's original and selling prices, and its offline listings


def test_the_selling_price_is_the_offer_and_the_original_price_only_context(tmp_path):
    # the selling price left of the original one, a status column first, no brand or stock columns
    rows = [
        ["Listing Status", "Product Name", "Selling Price (S$)", "Original Price (S$)"],
        ["Online", "NVIDIA GeForce RTX 5090 32GB", 3899, 4299],
        ["Online", "NVIDIA L40S 48GB", 11500, 12800],
        ["Offline", "NVIDIA GeForce RTX 4090 24GB", 2799, 3199],
    ]
    p = _run(tmp_path, "export.xlsx", rows)
    q = by_row(p)
    assert [(r.source_row, r.device_id, r.price_min) for r in p.rows] == [(2, RTX5090, 3899), (3, L40S, 11500)]
    assert q[2].currency == "SGD" and not q[2].needs_review
    assert "Offline" in reasons(p)[4] and "off sale" in reasons(p)[4]


def test_an_original_price_alone_is_still_the_price(tmp_path):
    rows = [["Product Name", "Original Price (HK$)"], ["NVIDIA GeForce RTX 5090 32GB", 23999]]
    assert [(r.device_id, r.price_min) for r in _run(tmp_path, "alone.xlsx", rows).rows] == [(RTX5090, 23999)]


# ---- an auction's results: sold, unsold and suspended lots


def test_sold_lots_are_read_at_their_hammer_price_and_unsold_ones_are_no_offer(tmp_path):
    # the status before the prices, the knock-down price left of the opening bid, no appraisal, no end time
    rows = [
        ["2026年10月 法拍结果"],
        ["拍品", "状态", "成交价（元）", "起拍价（元）", "围观人数"],
        ["NVIDIA L40S 48G 显卡 4张", "已成交", 160000, 120000, 3021],
        ["NVIDIA A100 80G PCIe 计算卡 1张", "流拍", "—", 56000, 977],
        ["H20 96G 8卡服务器 1台", "中止", "", 600000, 410],
        ["RTX 4090 24G 显卡 1张", "已成交", 13100, 9000, 1544],
    ]
    p = _run(tmp_path, "fapai.xlsx", rows)
    q = by_row(p)
    assert sorted(q) == [3, 6]
    assert (q[3].device_id, q[3].price_min, q[3].units_per_item) == (L40S, 40000, 4)
    assert (q[6].device_id, q[6].price_min) == (RTX4090, 13100)
    why = reasons(p)
    assert "流拍" in why[4] and "no sale" in why[4] and "中止" in why[5] and "no sale" in why[5]


def test_an_english_results_list_keeps_its_sold_lots(tmp_path):
    rows = [
        ["Lot", "Description", "Sold price (USD)", "Status"],
        [101, "NVIDIA GeForce RTX 3090 24GB", 640, "Sold"],
        [102, "NVIDIA GeForce RTX 4090 24GB", "", "Unsold"],
    ]
    p = _run(tmp_path, "lots.xlsx", rows)
    assert [(r.source_row, r.device_id, r.price_min) for r in p.rows] == [(2, RTX3090, 640)]
    assert "no sale" in reasons(p)[3]


def test_a_sold_listing_under_a_plain_price_is_still_off_sale(tmp_path):
    # no price saying what a sale concluded at: 'Sold' says the item is gone (as before)
    rows = [
        ["Model", "Price (USD)", "Status"],
        ["NVIDIA GeForce RTX 3090 24GB", 650, "Sold"],
        ["NVIDIA GeForce RTX 4090 24GB", 1700, "Available"],
    ]
    p = _run(tmp_path, "shop.xlsx", rows)
    assert [r.source_row for r in p.rows] == [3] and "off sale" in reasons(p)[2]


# ---- Bouyei and Teochew (Peng'im) lists, words only


def test_a_bouyei_list_reads_its_manz_tax_condition_and_dates(tmp_path):
    # no index, no count and no total columns; the condition before the name; the dates in one head line
    rows = [
        [
            "Biaoc gac — 2026 bil, ndianl 11, ngonz 28. Gac mis miz suic 13%. Gac miz yungh daengz 2026 bil ndianl 12 ngonz 12."
        ],
        ["Mos / Gaus", "Mingz gaiq", "Gac diuz ndeeul"],
        ["mos", "NVIDIA L40S 48GB", "41 500 manz"],
        ["gaus", "NVIDIA GeForce RTX 3090 24GB", "4 300 manz"],
        ["mos", "NVIDIA H20 96GB · 8 gaiq ndael ndeeul jiqiq", "846 000 manz"],
    ]
    q = by_row(_run(tmp_path, "biaoc.xlsx", rows))
    assert [(q[r].device_id, q[r].price_min, q[r].currency, q[r].tax) for r in (3, 4, 5)] == [
        (L40S, 41500, "CNY", "excl"),
        (RTX3090, 4300, "CNY", "excl"),
        (H20, 105750, "CNY", "excl"),
    ]
    assert (q[3].condition, q[4].condition, q[5].units_per_item) == ("new", "used", 8)
    assert (q[3].quote_date, q[3].valid_until) == ("2026-11-28", "2026-12-12")


def test_a_teochew_list_reads_kou1_and_its_tone_digits_are_no_figures(tmp_path):
    rows = [
        ["2026 ni5 11 gueh8 30 jig8. Dan1 gê3 ham5 13% suê3."],
        ["Hing5 hao7", "Dan1 gê3", "Sing1 / Gu7"],
        ["RTX 4090 24G", "18,650 kou1", "sing1"],
        ["RTX 3090 24G", "4,350 kou1", "gu7"],
        ["RTX 5090 32G", "pah4 dian7 uê7 mung7", "sing1"],
    ]
    q = by_row(_run(tmp_path, "ge3.xlsx", rows))
    assert [(q[r].device_id, q[r].price_min, q[r].currency, q[r].tax) for r in (3, 4)] == [
        (RTX4090, 18650, "CNY", "incl"),
        (RTX3090, 4350, "CNY", "incl"),
    ]
    assert q[4].condition == "used" and q[5].price_on_request and q[3].quote_date == "2026-11-30"


# ---- VAT invoice lines with the unit price left out


def test_an_empty_unit_price_is_the_line_amount_over_the_quantity(tmp_path):
    # the amount before the unit price, the quantity last, the invoice total with tax first; the numbers as text
    rows = [
        ["发票号码", "价税合计", "货物名称", "金额", "单价", "数量"],
        ["2644200001", "452000.00", "NVIDIA L40S 48GB", "160000.00", "40000.00", "4"],
        ["2644200001", "452000.00", "GeForce RTX 4090 24GB", "240000.00", "", "20"],
        ["2611200002", "2508000.00", "8卡 H20 96GB 服务器", "880000.00", "", "1"],
        ["2611200002", "2508000.00", "A100 80GB PCIe", "130000.00", "65000.00", "2"],
    ]
    p = _run(tmp_path, "fapiao.xlsx", rows)
    q = by_row(p)
    assert [(q[r].device_id, round(q[r].price_min, 2), q[r].currency) for r in (2, 3, 4, 5)] == [
        (L40S, 40000, "CNY"),
        (RTX4090, 12000, "CNY"),
        (H20, 110000, "CNY"),
        (A100, 65000, "CNY"),
    ]
    assert q[3].needs_review and q[3].cell == "D3" and any("/ the quantity 20" in str(w) for w in q[3].warnings)


def test_no_amount_column_that_disagrees_with_price_times_quantity_is_used(tmp_path):
    # '金额' here is the whole order's amount on each line, not price x quantity: an empty unit price stays empty
    rows = [
        ["货物名称", "单价", "数量", "金额"],
        ["NVIDIA L40S 48GB", 40000, 4, 500000],
        ["GeForce RTX 4090 24GB", 12500, 2, 500000],
        ["A100 80GB PCIe", "", 2, 500000],
    ]
    p = _run(tmp_path, "order.xlsx", rows)
    assert [r.source_row for r in p.rows] == [2, 3] and 4 in reasons(p)


# ---- the tax basis: a zero-rated sale, a place with no VAT, Tai Nüa words


def test_a_zero_rated_sale_is_without_tax_at_zero_percent(tmp_path):
    # the zero rate in a head note, a clause adding 5 % for other buyers under the table, no tax line
    rows = [
        ["報價單  報價日期：2026/11/30  本報價適用營業稅零稅率（保稅區事業）"],
        ["品名", "單價（NT$）", "數量"],
        ["NVIDIA L40S 48GB", 248000, 2],
        ["NVIDIA GeForce RTX 5090 32GB", 89900, 1],
        ["非保稅區客戶另加營業稅5%。"],
    ]
    q = by_row(_run(tmp_path, "zero.xlsx", rows))
    assert [(q[r].device_id, q[r].price_min, q[r].tax, q[r].tax_rate) for r in (3, 4)] == [
        (L40S, 248000, "excl", 0.0),
        (RTX5090, 89900, "excl", 0.0),
    ]


def test_a_zero_rated_english_quote_too(tmp_path):
    rows = [
        ["Quotation — export, zero-rated for VAT"],
        ["Description", "Unit price (GBP)"],
        ["NVIDIA L40S 48GB", 7150],
    ]
    q = by_row(_run(tmp_path, "export.xlsx", rows))
    assert (q[3].price_min, q[3].currency, q[3].tax, q[3].tax_rate) == (7150, "GBP", "excl", 0.0)


def test_a_place_that_levies_no_vat_leaves_the_prices_without_a_basis(tmp_path):
    rows = [
        ["报价单  日期：2026年12月1日"],
        ["品名", "单价（港币 HKD）", "数量"],
        ["NVIDIA L40S 48GB", 61800, 2],
        ["说明：货物出口，不含增值税；香港不征收增值税。"],
    ]
    q = by_row(_run(tmp_path, "hk.xlsx", rows))
    assert (q[3].price_min, q[3].currency, q[3].tax, q[3].tax_rate) == (61800, "HKD", "", None)


def test_a_tai_nua_list_reads_its_tax_and_condition_words(tmp_path):
    # the tax line under the table, the condition column last, prices as plain numbers in yuan
    rows = [
        ["ᥙᥨᥳ ᥐᥣᥲ 2026/11/30 (元)"],
        ["品名", "单价", "ᥛᥬᥲ / ᥐᥝᥱ"],
        ["NVIDIA L20 48GB", 27200, "ᥛᥬᥲ"],
        ["NVIDIA GeForce RTX 4090 24GB", 13800, "ᥐᥝᥱ"],
        ["NVIDIA GeForce RTX 5090 32GB", "ᥗᥣᥛ", "ᥛᥬᥲ"],
        ["ᥐᥣᥲ ᥛᥤᥰ ᥚᥣᥳᥔᥤᥴ 13% ᥘᥥᥝᥰ"],
    ]
    q = by_row(_run(tmp_path, "tdd.xlsx", rows))
    assert [(q[r].price_min, q[r].tax, q[r].tax_rate, q[r].condition) for r in (3, 4)] == [
        (27200, "incl", 0.13, "new"),
        (13800, "incl", 0.13, "used"),
    ]
    assert q[5].price_on_request
