"""The classes of decision blind corpus 42 (Chinese region) found, each tested on sheets written here (none is a
corpus file, and none has a corpus file's layout):

- a row with several prices where the offer is not the first: a list or original price ('原价', '原價') beside a
  price whose header names no field the lexicon knows but ends in the price morpheme ('清仓价', '样机价',
  `price_suffix`): that price is the one the buyer pays, the original kept as the list price (8 silently wrong, 1
  false quote: a sold unit's original price read for its '已售出');
- an order transcribed into a sheet whose paid amount ('实付款'), coupon and freight are merged over the order's
  item lines: an amount merged over a block of lines that each give their own unit price is the block's amount,
  never a line's price (4 silently wrong);
- a shop's export naming no currency whose prices are far from yuan and dollars ('原價' | '售價' in NT$): of the
  currencies sheets in its language are priced in (中文: CNY, TWD, HKD), the only one its prices fit, said as weak
  evidence on every quote (7 rejected); its '狀態' | 下架 listing is off sale (1 false quote)."""

from .conftest import TODAY
from .test_conventions import by_row, reasons, write

L20 = "nvidia-l20-48gb"
L40S = "nvidia-l40s"
A800 = "nvidia-a800-pcie-80gb"
RTX4090 = "nvidia-rtx-4090"
RTX5090 = "nvidia-rtx-5090"


def _run(tmp_path, name, rows, **kw):
    from gpucompare.sheets.importer import analyse

    return analyse(write(tmp_path / name, rows, **kw), today=TODAY)


# ---- a list or original price beside a price named by its own words


def test_a_price_beside_the_original_one_is_the_offer_whatever_its_own_word(tmp_path):
    # the sale price LEFT of the original, a count first, no condition or warranty columns, a withdrawn unit
    rows = [
        ["样机特卖（含税）"],
        ["数量", "产品", "样机价", "原价", "说明"],
        [2, "NVIDIA L20 48G", 19800, 26500, "展会样机"],
        [1, "A800 80G PCIe", "已售", 129000, ""],
        [3, "RTX 4090 24G 涡轮", 12900, 15800, ""],
    ]
    p = _run(tmp_path, "yangji.xlsx", rows)
    q = by_row(p)
    assert sorted(q) == [3, 5]
    assert (q[3].device_id, q[3].price_min, q[3].currency) == (L20, 19800, "CNY")
    assert (q[5].device_id, q[5].price_min) == (RTX4090, 12900)
    assert 4 in reasons(p)  # sold: no offer, its original price never stands in


def test_a_traditional_original_price_is_a_list_price_too(tmp_path):
    rows = [
        ["品名", "原價（HK$）", "出清價（HK$）"],
        ["NVIDIA L40S 48GB", 78000, 69800],
        ["GeForce RTX 5090 32GB", 21999, 18999],
    ]
    q = by_row(_run(tmp_path, "chuqing.xlsx", rows))
    assert [(r.device_id, r.price_min, r.currency) for r in q.values()] == [
        (L40S, 69800, "HKD"),
        (RTX5090, 18999, "HKD"),
    ]


def test_without_a_list_price_a_header_ending_in_the_price_word_is_not_guessed(tmp_path):
    # '评价' (a review) ends in '价' too: beside an ordinary price it is no price
    rows = [["型号", "单价（元）", "评价"], ["NVIDIA L20 48G", 21000, 5], ["RTX 4090 24G", 13500, 4]]
    q = by_row(_run(tmp_path, "pingjia.xlsx", rows))
    assert [(r.device_id, r.price_min) for r in q.values()] == [(L20, 21000), (RTX4090, 13500)]


# ---- an amount merged over a block of item lines


def test_an_amount_merged_over_an_orders_lines_is_not_their_unit_price(tmp_path):
    # the paid amount LEFT of the unit price, the order number after the lines' names, three lines in one order
    rows = [
        ["商品", "实付款", "订单号", "单价", "件数"],
        ["NVIDIA L20 48G", 66400, "A-001", 21000, 2],
        ["RTX 4090 24G", None, None, 13500, 1],
        ["显卡支架（赠品）", None, None, 0, 1],
        ["NVIDIA L40S 48G", 52000, "A-002", 52000, 1],
    ]
    p = _run(tmp_path, "order.xlsx", rows, merged=("B2:B4", "C2:C4"))
    q = by_row(p)
    assert (q[2].device_id, q[2].price_min) == (L20, 21000)
    assert (q[3].device_id, q[3].price_min) == (RTX4090, 13500)
    assert (q[5].device_id, q[5].price_min) == (L40S, 52000)
    assert any("merged" in str(c) for c in p.conventions)


def test_a_price_merged_over_variant_lines_without_a_unit_price_beside_it_still_prices_each(tmp_path):
    rows = [
        ["型号", "版本", "单价（元）"],
        ["RTX 4090 24G", "三风扇", 13500],
        ["RTX 4090 24G", "涡轮", None],
    ]
    q = by_row(_run(tmp_path, "variants.xlsx", rows, merged=("C2:C3",)))
    assert [(r.source_row, r.price_min) for r in q.values()] == [(2, 13500), (3, 13500)]


# ---- a currency none of the sheet's words names, from the currencies of its language


def test_prices_in_the_one_currency_of_the_language_they_fit_are_read_and_flagged(tmp_path):
    # the status first, the selling price left of the original one, a CSV-like flat export as .xlsx
    rows = [
        ["狀態", "商品名稱", "售價", "原價", "庫存"],
        ["上架", "【技嘉】GeForce RTX 5090 32G 顯示卡", 96990, 99990, 3],
        ["上架", "【麗臺】NVIDIA L40S 48GB", 268000, 289000, 1],
        ["下架", "NVIDIA GeForce RTX 4090 24GB 福利品", 45990, 62990, 0],
    ]
    p = _run(tmp_path, "shop.xlsx", rows)
    q = by_row(p)
    assert sorted(q) == [2, 3]
    assert (q[2].device_id, q[2].price_min, q[2].currency) == (RTX5090, 96990, "TWD")
    assert all(r.needs_review for r in q.values())
    assert any("TWD" in str(w) and "weak evidence" in str(w) for w in p.warnings)
    assert "下架" in reasons(p)[4]


def test_prices_that_fit_the_home_currency_stay_in_it(tmp_path):
    rows = [["商品名称", "售价"], ["GeForce RTX 5090 32G 显卡", 19999], ["NVIDIA L40S 48GB", 56000]]
    p = _run(tmp_path, "cny.xlsx", rows)
    assert {r.currency for r in p.rows} == {"CNY"}
