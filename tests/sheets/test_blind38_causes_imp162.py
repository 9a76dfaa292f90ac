"""The classes of decision blind corpus 38 (Chinese region) found, each tested on sheets written here (none is a
corpus file, and none has a corpus file's layout):

- a settlement audit's two unit prices ('送审单价', what the supplier claimed, and '审定单价', what the audit set and
  the buyer pays): the audited price is the offer, the claimed one never (6 flagged);
- a currency column beside another amount (a purchasing agent's overseas shop price, '原价' | '币种' in JPY or USD)
  while the price column's own header names its currency ('到手价（元）'): the currency column is the shop price's,
  the price stays in the header's currency (6 flagged);
- Manchu (Möllendorff romanisation: 'emke i hūda', 'yuwan', 'cifun … dosimbuhakū', 'fonjireo') and Changsha Xiang
  ('好多钱一张', '28800块钱', '问下子咯', '含咯13个点') as lexicon files, no code (5 rejected as naming no currency; a
  list refused whole, 6; its bare '15800块' amounts are still not read: 块 is also a piece)."""

from .conftest import TODAY
from .test_conventions import by_row, write

H200 = "nvidia-h200-sxm-141gb"
L20 = "nvidia-l20-48gb"
RTX4090 = "nvidia-rtx-4090"
RTX5090 = "nvidia-rtx-5090"
RTX3090 = "nvidia-rtx-3090"


def _run(tmp_path, name, rows, **kw):
    from gpucompare.sheets.importer import analyse

    return analyse(write(tmp_path / name, rows, **kw), today=TODAY)


# ---- a settlement audit's claimed and audited unit prices


def test_the_audited_unit_price_is_the_offer_not_the_claimed_one(tmp_path):
    # the two unit prices side by side, the quantity after them, one reduction column and no line amounts
    rows = [
        ["竣工结算审核 设备明细（单位：元，含税）"],
        ["型号", "送审单价", "审定单价", "数量", "审减额"],
        ["NVIDIA L20 48GB", 31000, 29000, 4, 8000],
        ["GeForce RTX 4090 24GB", 16800, 15500, 2, 2600],
    ]
    q = by_row(_run(tmp_path, "audit.xlsx", rows))
    assert [(q[r].device_id, q[r].price_min) for r in (3, 4)] == [(L20, 29000), (RTX4090, 15500)]


# ---- a currency column that names another amount's currency


def test_a_currency_column_beside_a_shop_price_is_not_the_yuan_prices(tmp_path):
    # the yuan price first, the overseas shop price and its currency after it
    rows = [
        ["转运报价  日期：2026-12-01"],
        ["型号", "到手价（元）", "备注", "海外售价", "币种"],
        ["GeForce RTX 5090 32GB", 23800, "全新", 3299, "USD"],
        ["GeForce RTX 3090 24GB", 5200, "二手", 98000, "JPY"],
    ]
    q = by_row(_run(tmp_path, "agent.xlsx", rows))
    assert [(q[r].device_id, q[r].price_min, q[r].currency) for r in (3, 4)] == [
        (RTX5090, 23800, "CNY"),
        (RTX3090, 5200, "CNY"),
    ]


def test_a_currency_column_beside_its_own_price_still_names_each_rows_currency(tmp_path):
    # the price header names no currency: the currency column is the price's (as before)
    rows = [
        ["型号", "单价", "币种"],
        ["GeForce RTX 5090 32GB", 3299, "USD"],
        ["GeForce RTX 3090 24GB", 5200, "CNY"],
    ]
    q = by_row(_run(tmp_path, "ccy.xlsx", rows))
    assert [(q[r].price_min, q[r].currency) for r in (2, 3)] == [(3299, "USD"), (5200, "CNY")]


# ---- Manchu and Changsha Xiang lists, words only


def test_a_manchu_list_reads_its_yuwan_tax_condition_and_ask_words(tmp_path):
    rows = [
        ["Hūda i cese, 2026 aniya 12 biya 1 inenggi. Hūda de cifun (13%) dosimbuhakū."],
        ["Jaka i gebu", "Emke i hūda", "Ice fe"],
        ["NVIDIA L20 48GB", "29,000 yuwan", "ice"],
        ["NVIDIA GeForce RTX 3090 24GB", "5,200 yuwan", "fe"],
        ["NVIDIA GeForce RTX 4090 24GB", "Fonjireo", "ice"],
    ]
    q = by_row(_run(tmp_path, "hūda.xlsx", rows))
    assert [(q[r].device_id, q[r].price_min, q[r].currency, q[r].tax) for r in (3, 4)] == [
        (L20, 29000, "CNY", "excl"),
        (RTX3090, 5200, "CNY", "excl"),
    ]
    assert q[4].condition == "used" and q[5].price_on_request


def test_a_changsha_list_reads_its_header_tax_condition_and_ask_words(tmp_path):
    rows = [
        ["价钱都含咯13个点的专票"],
        ["么子货", "好多钱一张", "新的旧的"],
        ["英伟达 L20 48G", "28800块钱", "新货"],
        ["索泰 RTX 3090 24G", "5100块钱", "旧货"],
        ["七彩虹 RTX 5090 32G", "问下子咯", "新货"],
        ["微星 RTX 4090 24G", "13500块", "新货"],
    ]
    p = _run(tmp_path, "价钱.xlsx", rows)
    q = by_row(p)
    assert [(q[r].device_id, q[r].price_min, q[r].currency, q[r].tax) for r in (3, 4)] == [
        (L20, 28800, "CNY", "incl"),
        (RTX3090, 5100, "CNY", "incl"),
    ]
    assert q[4].condition == "used" and q[5].price_on_request
    # a bare 块 after an amount in the thousands under a price head is the spoken yuan (imp183: '18800块'); a small
    # count ('6块', '238k/块') stays a piece and is never a currency alone
    assert (q[6].device_id, q[6].price_min, q[6].currency) == ("nvidia-rtx-4090", 13500, "CNY")
