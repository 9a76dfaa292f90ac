"""The leftovers of blind corpora 34-37 (imp158), each class of decision tested on sheets written here (none is a
corpus file, none of their layouts or languages):

- an identifier's column ('Item ID', '订单编号') is never a price, nor a list price beside the offer, though a price
  word is in its header ('list' in 'Listing', '价' in '报价单号');
- a marketplace's 'Like new' is a used card; a listing whose bare 'Status' says 'Sold' is no offer ('Sold out'
  keeps its price); a 'Status' column answering with condition words gives the condition;
- cards sold together as a pair ('一对', '成對') with no host: per card, said as cards sold together, never 'server
  of 2';
- a riser cable or a support stand named with the cards it fits, priced as a part: the part;
- 'NTD', the New Taiwan dollar as ERPs write it; a tax class '應稅外加' (the tax added) keeps the rate the sheet
  names for its tax; a line's validity in an ERP's ROC date ('有效日期' | 115/12/20) read by its header."""

from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .test_conventions import by_row, reasons, write

H100 = "nvidia-h100-pcie-80gb"
L40S = "nvidia-l40s"
RTX4090 = "nvidia-rtx-4090"


def _run(tmp_path, name, rows, **kw):
    return analyse(write(tmp_path / name, rows, **kw), today=TODAY)


def test_a_marketplace_export_ids_condition_status_and_pairs(tmp_path):
    p = _run(
        tmp_path,
        "listings.xlsx",
        [
            ["Shop export — Singapore, 1 Dec 2026 (prices in S$)"],
            ["Ad ID", "Product title", "Price (S$)", "Status", "Grade"],
            [88120045311, "RTX 4090 24GB Founders Edition", 2650, "Live", "Like new"],
            [88120045312, "NVIDIA L40S 48GB passive", 11800, "Sold", "Brand new"],
            [88120045313, "RTX 4090 24GB 两张成对出售 (不拆)", 5000, "Live", "Used"],
            [88120045314, "NVIDIA L40S 48GB passive", 11500, "Sold out", "Brand new"],
        ],
    )
    q, why = by_row(p), reasons(p)
    assert "price_list" not in p.mapping and all(r.list_price is None for r in q.values())
    assert (q[3].device_id, q[3].price_min, q[3].condition) == (RTX4090, 2650, "used")
    assert 4 not in q and "off sale" in str(why[4])
    assert (q[5].offer, q[5].price_min, q[5].units_per_item) == ("card", 2500, 2)
    assert "server" not in q[5].notes and "2 cards sold together" in q[5].notes
    assert (q[6].device_id, q[6].price_min) == (L40S, 11500)  # a listed price, though out of stock


def test_a_bare_status_column_answering_with_condition_words_gives_the_condition(tmp_path):
    p = _run(
        tmp_path,
        "lista.xlsx",
        [
            ["Lista de precios — Montevideo, 1 de diciembre de 2026 (USD)"],
            ["Artículo", "Status", "Precio (USD)"],
            ["NVIDIA L40S 48GB", "nuevo", 8900],
            ["NVIDIA H100 80GB PCIe", "usado", 21000],
        ],
    )
    q = by_row(p)
    assert (q[3].condition, q[4].condition) == ("new", "used")


def test_a_riser_cable_and_a_support_stand_for_the_cards_are_parts(tmp_path):
    p = _run(
        tmp_path,
        "配件.xlsx",
        [
            ["深圳 显卡配件报价 2026年12月1日（人民币，含税13%）"],
            ["品名", "单价（元）"],
            ["RTX 4090 24GB 涡轮版", 15800],
            ["PCIe 4.0 x16 riser cable 30cm (RTX 4090)", 120],
            ["显卡支撑架 铝合金 (RTX 4090 适用)", 45],
        ],
    )
    q, why = by_row(p), reasons(p)
    assert set(q) == {3}
    assert {4, 5} <= set(why)


def test_an_erp_quotation_ntd_tax_class_and_roc_validity(tmp_path):
    p = _run(
        tmp_path,
        "quotation.xlsx",
        [
            ["台中 鼎峰資訊 報價明細 列印日期：115/12/01", "", "", "", "", "", "", ""],
            ["報價單號", "幣別", "課稅別", "品名", "數量", "單價", "金額", "有效日期"],
            ["Q1151201007", "NTD", "1.應稅內含", "NVIDIA L40S 48GB", 2, 262000, 524000, "115/12/20"],
            ["Q1151201008", "NTD", "2.應稅外加", "NVIDIA H100 80GB PCIe", 1, 905000, 905000, "115/12/15"],
            ["※ 營業稅率 5%，依各單課稅別計算", "", "", "", "", "", "", ""],
        ],
    )
    q = by_row(p)
    assert {r.currency for r in q.values()} == {"TWD"}
    assert (q[3].tax, q[3].tax_rate, q[3].valid_until) == ("incl", 0.05, "2026-12-20")
    assert (q[4].tax, q[4].tax_rate, q[4].valid_until) == ("excl", 0.05, "2026-12-15")
    assert all(r.list_price is None and "報價單號" not in r.notes for r in q.values())


def test_price_columns_each_for_a_sales_channel_are_offers_of_their_own(tmp_path):
    p = _run(
        tmp_path,
        "channels.xlsx",
        [
            ["Price watch — Kuala Lumpur shops, 1 Dec 2026"],
            ["Card", "Official distribution (RM)", "Shops", "Grey import (RM)", "Shops"],
            ["NVIDIA L40S 48GB", "RM 38,900 - RM 41,200", 3, "RM 35,500", 1],
            ["RTX 4090 24GB", "discontinued", 0, "RM 8,450 - RM 8,990", 4],
            ["NVIDIA H100 80GB PCIe", "RM 139,000", 2, "—", 0],
        ],
    )
    got = sorted((q.source_row, q.price_min, q.price_max, q.currency) for q in p.rows)
    assert got == [
        (3, 35500, 35500, "MYR"),
        (3, 38900, 41200, "MYR"),
        (4, 8450, 8990, "MYR"),
        (5, 139000, 139000, "MYR"),
    ]
    assert {q.source_row for q in p.rows if "Grey import" in q.notes} == {3, 4}
    assert not reasons(p)  # a channel that does not sell the card is no rejected row beside the other's quote
