"""The classes of decision blind corpus 32 (Chinese region) found, each tested on sheets written here (none is a
corpus file, and none has a corpus file's layout):

- a count before a card's display outputs ('4× DP 1.4a') or after a slot and its generation ('PCIe 5.0 x16') counts
  connectors and lanes, and a purchase limit ('每单限购2张') no cards (a card priced as a 'server of 16' was 1/16 of
  its price, silently);
- a marketplace's BOM match names the buyer's requested part and the part it found ('需求型号' | '匹配型号'): the
  found one is priced, never the requested one; an accessory named first and
  the cards only as what it is for ('NVLink Bridge (RTX A6000 用)') is equipment, not a card;
- several suppliers' quotations side by side, one price column each, the suppliers' names on the header row and the
  same price words with the currency under each ('供應商A | 供應商B' over '單價 (MOP)'): one quote per supplier, in
  the currency the words under them name;
- an upload template's header block (field keys, field names, '必填', instructions) names the price column's
  currency only in its instructions ('請輸入 NT$10 ~ NT$1,000,000'): the column's currency;
- a listing taken down ('已撤牌') or a request to rent ('求租') on a compute exchange is no offer, also where an open
  listing of the same model came before it;
- Kyrgyz in the Arabic script of Xinjiang and Macanese Patuá: one lexicon file each (ky_arab.toml, mzs.toml)."""

from gpucompare.sheets.importer import analyse
from gpucompare.sheets.importer.counts import units_in_text

from .conftest import TODAY
from .test_conventions import by_row, reasons, write

RTX4090 = "nvidia-rtx-4090"
L40S = "nvidia-l40s"
A6000 = "nvidia-rtx-a6000"
ADA6000 = "nvidia-rtx-6000-ada"
PRO6000 = "nvidia-rtx-pro-6000-blackwell"
H20 = "nvidia-h20-96gb"


def _run(tmp_path, name, rows, **kw):
    return analyse(write(tmp_path / name, rows, **kw), today=TODAY)


# ---- counts that are connectors and lanes, not cards


def test_display_outputs_and_pcie_lanes_count_no_cards():
    assert units_in_text("NVIDIA RTX 6000 Ada Generation 48GB 48GB GDDR6 ECC, 4× DP 1.4a") == 1
    assert units_in_text("RTX A6000 48GB, 4x DisplayPort 1.4, PCIe 4.0 x16") == 1
    assert units_in_text("RTX 4090 24GB 3x HDMI 2.1") == 1
    assert units_in_text("L40S 48GB PCIe Gen4 x16 passive") == 1
    # a purchase limit is no count of one item's cards (a description column read with the model says it)
    assert units_in_text("ROG GeForce RTX 5090 32GB 每单限购2张") == 1
    # a count of cards is still a count of cards
    assert units_in_text("Server 4x NVIDIA L40S 48GB, PCIe 5.0 x16 risers") == 4


def test_a_card_whose_spec_names_its_connectors_is_priced_per_card(tmp_path):
    # a framework agreement's catalogue: the specification column names ports and the slot
    rows = [
        ["Rahmenvertrag Grafikkarten 2026 — Preise in EUR inkl. 19% MwSt."],
        ["Artikel", "Spezifikation", "Einzelpreis (EUR)", "Menge"],
        ["NVIDIA RTX 6000 Ada Generation 48GB", "48GB GDDR6, 4× DP 1.4a, PCIe 4.0 x16", 7_890, 2],
        ["NVIDIA RTX PRO 6000 Blackwell Workstation Edition", "96GB GDDR7, PCIe 5.0 x16, 600W", 9_450, 1],
    ]
    q = by_row(_run(tmp_path, "rv.xlsx", rows))
    assert (q[3].device_id, q[3].price_min, q[3].units_per_item) == (ADA6000, 7_890, 1)
    assert (q[4].device_id, q[4].price_min, q[4].units_per_item) == (PRO6000, 9_450, 1)


# ---- a BOM match: the found part is priced, not the requested one


def test_a_bom_match_prices_the_part_it_found(tmp_path):
    rows = [
        ["BOM 配单 2026-12-01", "", "", "", ""],
        ["需求型号", "需求数量", "匹配型号", "含税单价", "匹配状态"],
        ["RTX 6000 Ada 48GB", 2, "NVIDIA RTX PRO 6000 Blackwell Workstation 96GB（替代）", 69_000, "推荐替代"],
        ["L40S-PCIE", 4, "NVIDIA L40S 48GB 被动散热", 56_000, "完全匹配"],
        ["RTX A6000 桥接", 2, "NVLink Bridge 2-Slot（RTX A6000 用）", 1_100, "完全匹配"],
    ]
    p = _run(tmp_path, "bom.xlsx", rows)
    q, why = by_row(p), reasons(p)
    assert (q[3].device_id, q[3].price_min, q[3].currency) == (PRO6000, 69_000, "CNY")  # never the requested Ada card
    assert (q[4].device_id, q[4].price_min) == (L40S, 56_000)
    # rejected as equipment, or since imp142 as a part named for the cards it fits: either reason is true
    assert 5 not in q and ("equipment" in why[5] or "part or accessory" in why[5])


def test_an_accessory_for_a_card_is_equipment_but_a_card_with_a_bridge_is_a_card(tmp_path):
    rows = [
        ["Item", "Unit price (USD)", "Qty"],
        ["NVLink bridge for RTX A6000, 2-slot", 95, 2],
        ["NVIDIA RTX A6000 48GB with NVLink bridge", 4_650, 2],
    ]
    p = _run(tmp_path, "acc.xlsx", rows)
    q, why = by_row(p), reasons(p)
    # rejected as equipment, or since imp142 as a part named for the cards it fits: either reason is true
    assert 2 not in q and ("equipment" in why[2] or "part or accessory" in why[2])
    assert (q[3].device_id, q[3].price_min) == (A6000, 4_650)


# ---- suppliers side by side, one price column each, the price words and currency under each name


def test_suppliers_side_by_side_under_one_price_header_each(tmp_path):
    rows = [
        ["Comparison of quotations — Proc. 88/2026"],
        ["No.", "Description", "Qty", "Vendor 1 Alpha Ltd", "Vendor 2 Beta Co", "Vendor 3 Gamma Lda"],
        ["", "", "", "Unit price (HKD)", "Unit price (HKD)", "Unit price (HKD)"],
        [1, "NVIDIA L40S 48GB", 2, 61_000, 59_500, 60_200],
        [2, "NVIDIA GeForce RTX 4090 24GB", 4, 16_900, "no bid", 17_100],
    ]
    p = _run(tmp_path, "cmp.xlsx", rows)
    got = sorted((q.source_row, q.price_min, q.currency) for q in p.rows)
    assert got == [
        (4, 59_500, "HKD"),
        (4, 60_200, "HKD"),
        (4, 61_000, "HKD"),
        (5, 16_900, "HKD"),
        (5, 17_100, "HKD"),
    ]
    assert {q.device_id for q in p.rows if q.source_row == 4} == {L40S}


# ---- an upload template's header block names the currency


def test_a_template_header_block_names_the_price_columns_currency(tmp_path):
    rows = [
        ["item_id", "item_name", "price", "stock"],
        ["商品ID", "商品名稱", "售價", "庫存"],
        ["必填", "必填", "必填", "選填"],
        ["請勿修改", "最多120字", "請填入 NT$1 ~ NT$500,000", "0 ~ 99,999"],
        [10001, "ASUS TUF GeForce RTX 4090 24G OC", 62_990, 3],
        [10002, "NVIDIA RTX A6000 48GB 工作站卡", 148_000, 1],
    ]
    q = by_row(_run(tmp_path, "tpl.xlsx", rows))
    assert (q[5].device_id, q[5].price_min, q[5].currency) == (RTX4090, 62_990, "TWD")
    assert (q[6].device_id, q[6].currency) == (A6000, "TWD")


def test_a_text_price_under_the_header_is_a_line_not_a_header_block(tmp_path):
    # every cell text: the first line's '$' is the sheet's Hong Kong dollar, never read as the column's currency
    rows = [
        ["單位：港幣 HK$"],
        ["型號", "價錢"],
        ["RTX 4090 24GB", "$15,800"],
        ["L40S 48GB", "$61,000"],
    ]
    q = by_row(_run(tmp_path, "hk.xlsx", rows))
    assert (q[3].price_min, q[3].currency) == (15_800, "HKD")


# ---- a compute exchange: withdrawn listings and requests to rent


def test_a_withdrawn_listing_after_an_open_one_of_the_same_model_is_no_offer(tmp_path):
    rows = [
        ["类型", "卡型", "价格(元/卡·时)", "状态"],
        ["出租", "NVIDIA L40S 48GB", 3.2, "挂牌中"],
        ["出租", "NVIDIA L40S 48GB", 3.2, "已撤牌"],
        ["求租", "NVIDIA GeForce RTX 4090 24GB", 1.1, "挂牌中"],
        ["出租", "NVIDIA GeForce RTX 4090 24GB", 1.6, "挂牌中"],
    ]
    p = _run(tmp_path, "ex.xlsx", rows)
    q, why = by_row(p), reasons(p)
    assert set(q) == {2, 5}
    assert "off sale" in why[3] and "wanted" in why[4]


# ---- languages: Kyrgyz in the Arabic script, Macanese Patuá


def test_kyrgyz_in_the_arabic_script(tmp_path):
    rows = [
        ["2026-جىلدىن 1-دەكابرى · 13% قوشۇمچا نارق سالىعى مەنەن"],
        ["اتالىشى", "سانى", "ابالى", "بااسى (¥)"],
        ["RTX 4090 24GB", 1, "قولدونۇلغان", 11_800],
        ["L40S 48GB", 2, "جاڭى", "سۇروو بويۇنچا"],
        ["جەتكىرۉۉ", 1, "", 200],
        ["باردىعى", "", "", 12_000],
    ]
    p = _run(tmp_path, "ky.xlsx", rows)
    q, why = by_row(p), reasons(p)
    assert (q[3].device_id, q[3].price_min, q[3].currency, q[3].condition) == (RTX4090, 11_800, "CNY", "used")
    assert (q[3].tax, q[3].tax_rate, q[3].quote_date) == ("incl", 0.13, "2026-12-01")
    assert q[4].device_id == L40S and q[4].price_on_request and q[4].condition == "new"
    assert "shipping" in why[5] and "total" in why[6]


def test_macanese_patua(tmp_path):
    rows = [
        ["Lista di preço · Preço na pataca (MOP)"],
        ["Cuza", "Estado", "Preço di cada úm", "Quanto-quanto"],
        ["Servidor cô 8× NVIDIA H20 96GB", "novo", 880_000, 1],
        ["NVIDIA GeForce RTX 4090 24GB", "usado", "Pergunta nôs", 1],
        ["Entregá na casa", "", 100, 1],
        ["Tudo junto", "", 880_100, ""],
    ]
    p = _run(tmp_path, "mzs.xlsx", rows)
    q, why = by_row(p), reasons(p)
    assert (q[3].device_id, q[3].price_min, q[3].currency, q[3].condition) == (H20, 110_000, "MOP", "new")
    assert q[4].device_id == RTX4090 and q[4].price_on_request and q[4].condition == "used"
    assert "shipping" in why[5] and "total" in why[6]
