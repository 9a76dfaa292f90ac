"""The classes of decision blind corpora 54 (Chinese region) and 55 (international) found, each tested on sheets
written here (none is a corpus file, none of their layouts):

- a cloud's rate table with one column per availability zone ('华北2（北京）可用区L' | '华东2（上海）可用区N'), its unit
  only in the title ('元/小时/实例'): one hourly quote per priced zone cell, the instance's rate divided by its cards;
  a subscription column beside them ('包年包月（元/月）') is none of the quotes, a '售罄' or '—' cell no offer there;
- a unit price written only in capital numerals after a currency word ('新臺幣貳拾捌萬陸仟伍佰元整', Traditional
  characters: 貳 參 陸 萬 億), read as its figure; '另洽' a price on request;
- Singapore Tamil's dollar, 'வெள்ளி', after an amount ('4,280 வெள்ளி'; the word is a currency only there), 'சிங்கப்பூர்
  டாலர்', 'விலைக்கு அழைக்கவும்' (call for the price), Tamil month names and 'வரை' (until) after a validity's day;
- a validity counted in a compound numeral ('報價日起十五日內有效': fifteen days), and an instance whose name says it
  rents a bare-metal machine ('ebm.32xlarge（裸金属）') a server;
- a shop export packing a listing's variants into one cell ('版本:涡轮|价格:13580.00|库存:5;版本:三风扇|价格:…'): one
  quote per variant at its own price, its name the listing's with the variant's alternative chosen;
- a seller export's regular price and its special price with the special's own end day ('Price' | 'SpecialPrice' |
  'SpecialToDate'): two offers, the special valid until its day, a special that has ended none (listed with its day);
  a SKU 'inactive' off sale;
- a rate table under a section title saying its lines rent whole machines ('A. Bare-metal nodes — price per
  node-hour'): each line a server, the next table under its own title ('B. Virtual GPU instances') instances;
- a Northern Sotho (Sesotho sa Leboa) list: 'ye mpsha' new, 'ye e šomišitšwego' used, 'go fihla ka' until,
  Northern Sotho months, 'Botšiša theko' on request, 'Go romela' delivery;
- a margin-scheme list's 'die MwSt. ist im Preis enthalten' (§ 25a UStG) VAT included ('nicht im Preis enthalten'
  excluded), and a price cell opening with 'ausverkauft' no price whatever restock week follows;
- a markdown table pasted into one column ('| 型号 | 单价（元） |', '|---|---|', '| **L20 48G** | 2.43万 |'): read
  split at its '|', bold marks off, the separator a note; '待确认' no price yet;
- 'wie neu' (like new) and 'Gebrauchsspuren' (signs of use) are a used item's grades, never new;
- an e-invoice's 'Validated by LHDNM on 2026-12-04' (an authority's stamp) is no validity;
- a '$' alone on a sheet in Chinese whose prices do not fit US dollars: of the currencies its language is priced in
  that write '$' (TWD, HKD), the one the prices fit, every quote marked for review."""

import pytest

from gpucompare.sheets.importer import analyse
from gpucompare.sheets.prices import parse_price

from .conftest import TODAY
from .test_conventions import reasons, write

L20 = "nvidia-l20-48gb"
H20 = "nvidia-h20-96gb"


def _run(tmp_path, name, rows, **kw):
    return analyse(write(tmp_path / name, rows, **kw), today=TODAY)


# ---- one rate per availability zone's column


def _zone_table(title, zones, sub, heads=("规格", "GPU", "GPU数")):
    return [
        [title],
        [],
        [*heads, *zones, sub],
        ["g.small", "NVIDIA L20 48GB", 1, 4.1, "售罄", 4.3, 2100],
        ["g.large", "NVIDIA L20 48GB", 4, 16.0, 16.4, "—", 8200],
        ["h.xlarge", "NVIDIA H20 96GB", 8, 80.0, 82.4, 84.0, 41000],
    ]


def test_a_rate_per_availability_zone_column_is_one_hourly_quote_per_zone(tmp_path):
    rows = _zone_table(
        "云服务器 GPU 实例价格（单位：元/小时/实例）",
        ["可用区A（杭州）", "可用区B（广州）", "可用区C（武汉）"],
        "包年包月（元/月）",
    )
    p = _run(tmp_path, "zones.xlsx", rows)
    got = sorted((q.source_row, round(q.price_min, 4), q.price_kind, q.device_id) for q in p.rows)
    assert got == [
        (4, 4.1, "hourly", L20),
        (4, 4.3, "hourly", L20),
        (5, 4.0, "hourly", L20),
        (5, 4.1, "hourly", L20),
        (6, 10.0, "hourly", H20),
        (6, 10.3, "hourly", H20),
        (6, 10.5, "hourly", H20),
    ]
    # the monthly subscription is no rate: nothing near 2100 / 730 h per card
    assert all(q.price_min > 1 for q in p.rows)
    assert not any(q.needs_review for q in p.rows)
    why = reasons(p)
    assert "售罄" in why[4] and "—" in why[5]


def test_english_availability_zone_columns_are_read_the_same_way(tmp_path):
    rows = _zone_table(
        "GPU instance prices (USD per instance-hour)",
        ["Availability Zone 1a", "Availability Zone 1b", "Availability Zone 1c"],
        "Monthly (USD/month)",
        ("Instance type", "GPU", "GPUs"),
    )
    p = _run(tmp_path, "zones_en.xlsx", rows)
    assert len(p.rows) == 7
    assert {q.price_kind for q in p.rows} == {"hourly"}
    assert sorted(round(q.price_min, 4) for q in p.rows if q.source_row == 6) == [10.0, 10.3, 10.5]


def test_a_line_priced_only_in_other_zones_is_no_configuration_line_of_the_one_above(tmp_path):
    rows = _zone_table("GPU实例价格（元/小时/实例）", ["可用区A", "可用区B", "可用区C"], "包年包月（元/月）")
    rows.append(["a.large", "NVIDIA A800 80GB", 8, 90.0, 92.0, "—", 45000])
    p = _run(tmp_path, "zones_cfg.xlsx", rows)
    assert "configuration" not in reasons(p).get(7, "")
    assert len([q for q in p.rows if q.source_row == 7]) == 2


# ---- capital numerals after a currency word


@pytest.mark.parametrize(
    "cell, value, currency",
    [
        ("新臺幣貳拾捌萬陸仟伍佰元整", 286_500, "TWD"),
        ("新臺幣壹佰零貳萬元整", 1_020_000, "TWD"),
        ("人民币柒佰伍拾叁万元整", 7_530_000, "CNY"),
        ("參萬陸仟元整", 36_000, "CNY"),
    ],
)
def test_an_amount_in_capital_numerals_after_its_currency_word_is_read(cell, value, currency):
    p = parse_price(cell)
    assert (p.min, p.max, p.currency) == (value, value, currency)


def test_words_before_capital_numerals_that_name_no_currency_are_no_price():
    assert parse_price("型號貳拾萬").error is not None


def test_a_quotation_priced_only_in_capital_numerals(tmp_path):
    rows = [
        ["估價單　中華民國115年12月2日　未稅"],
        ["項次", "品名規格", "數量", "單價（新臺幣，大寫）"],
        ["一", "NVIDIA L40S 48GB", 2, "新臺幣貳拾陸萬參仟元整"],
        ["二", "NVIDIA GeForce RTX 4090 24GB", 4, "新臺幣伍萬陸仟捌佰元整"],
        ["三", "NVIDIA H200 NVL 141GB", 1, "另洽"],
    ]
    p = _run(tmp_path, "daxie.xlsx", rows)
    got = {q.source_row: (q.price_min, q.currency, q.price_on_request) for q in p.rows}
    assert got[3] == (263_000, "TWD", False) and got[4] == (56_800, "TWD", False)
    assert got[5][2] is True


# ---- Singapore Tamil


def test_a_singapore_tamil_list_priced_in_velli(tmp_path):
    rows = [
        ["கணினி கடை — விலைப்பட்டியல்   தேதி: 3 டிசம்பர் 2026"],
        ["விலைகள் 9% GST உட்பட. இந்த விலைகள் 10 டிசம்பர் 2026 வரை செல்லுபடியாகும்."],
        ["வ.எண்", "பொருள்", "நிலை", "விலை"],
        [1, "NVIDIA L40S 48GB", "புதியது", "10,950 வெள்ளி"],
        [2, "NVIDIA GeForce RTX 4090 24GB", "பயன்படுத்தியது", "2,190 வெள்ளி"],
        [3, "NVIDIA H100 NVL 94GB", "புதியது", "விலைக்கு அழைக்கவும்"],
    ]
    p = _run(tmp_path, "velli.xlsx", rows)
    got = {q.source_row: q for q in p.rows}
    assert (got[4].price_min, got[4].currency) == (10_950, "SGD")
    assert (got[5].price_min, got[5].currency, got[5].condition) == (2_190, "SGD", "used")
    assert got[6].price_on_request
    assert {(q.tax, q.tax_rate, str(q.valid_until)) for q in p.rows} == {("incl", 0.09, "2026-12-10")}


def test_velli_alone_or_before_an_amount_is_no_currency():
    assert parse_price("வெள்ளி").error is not None
    assert parse_price("வெள்ளி 4,280").currency != "SGD"


# ---- a bare '$' read by the language's currencies that write it


def _dollar_page(prices):
    return [
        ["比價網 搜尋：「顯示卡」"],
        ["共 3 筆結果，依相關度排序　擷取時間：2026/12/01"],
        ["商品名稱", "價格", "比價", "來源商店"],
        ["NVIDIA GeForce RTX 4090 24GB", prices[0], "5 家商店比價", "甲商店、乙商店"],
        ["NVIDIA RTX 6000 Ada Generation 48GB", prices[1], "1 家商店", "乙商店"],
        ["NVIDIA L40S 48GB", prices[2], "3 家商店比價", "丙商店、甲商店"],
        ["以上價格僅供參考，實際售價以各商店頁面為準。"],
    ]


def test_a_bare_dollar_whose_prices_fit_only_new_taiwan_dollars_is_read_so_and_marked(tmp_path):
    p = _run(tmp_path, "twd.xlsx", _dollar_page(["$58,990 ~ $62,500", "$218,000", "$268,000 ~ $289,900"]))
    assert {q.currency for q in p.rows} == {"TWD"}
    assert all(q.needs_review for q in p.rows)
    assert sorted((q.price_min, q.price_max) for q in p.rows)[0] == (58_990, 62_500)
    assert any("'$' alone" in w for w in p.warnings)


def test_a_bare_dollar_whose_prices_fit_us_dollars_stays_us_dollars(tmp_path):
    p = _run(tmp_path, "usd.xlsx", _dollar_page(["$1,899", "$6,800", "$8,200"]))
    assert {q.currency for q in p.rows} == {"USD"}
    assert not any("'$' alone" in w for w in p.warnings)


# ---- a validity in a compound numeral; a bare-metal instance's name


@pytest.mark.parametrize("words, until", [("十五日內有效", "2026-12-17"), ("二十天内有效", "2026-12-22")])
def test_a_validity_counted_in_a_compound_numeral(tmp_path, words, until):
    rows = [
        [f"報價日期：2026年12月2日　本報價自報價日起{words}"],
        ["品名", "單價（元）"],
        ["NVIDIA L40S 48GB", 265_000],
    ]
    q = _run(tmp_path, "days.xlsx", rows).rows[0]
    assert str(q.valid_until) == until


def test_a_rate_cards_instance_named_bare_metal_is_a_server(tmp_path):
    rows = _zone_table("GPU实例价格（元/小时/实例）", ["可用区A", "可用区B", "可用区C"], "包年包月（元/月）")
    rows.append(["ebm.32xlarge（裸金属）", "NVIDIA GeForce RTX 4090 24GB", 8, 16.8, 17.2, "—", 8480])
    p = _run(tmp_path, "bm.xlsx", rows)
    assert {q.offer for q in p.rows if q.source_row == 7} == {"server"}
    assert {q.offer for q in p.rows if q.source_row == 6} == {"instance"}


# ---- a listing's variants packed into one cell


def test_each_variant_packed_in_a_cell_is_a_quote_at_its_own_price(tmp_path):
    rows = [
        ["商品名称", "价格(元)", "划线价(元)", "规格信息", "商品状态"],
        [
            "NVIDIA L20 48G 单卡/四卡整机",
            "25800.00-99800.00",
            29999,
            "配置:单卡|价格:25800.00|库存:9|编码:L20-1;配置:四卡整机|价格:99800.00|库存:1|编码:L20-4",
            "出售中",
        ],
        [
            "NVIDIA L40S 48G 主动/被动散热",
            "56800.00-57800.00",
            61999,
            "版本:主动散热|价格:56800.00|库存:3;版本:被动散热|价格:57800.00|库存:2",
            "出售中",
        ],
        ["NVIDIA RTX 4090 24G 公版", 15800, 16999, "", "出售中"],
    ]
    p = _run(tmp_path, "variants.xlsx", rows)
    got = sorted((q.source_row, q.price_min) for q in p.rows)
    assert got == [(2, 24_950.0), (2, 25_800.0), (3, 56_800.0), (3, 57_800.0), (4, 15_800.0)]
    # the four-card machine is a server of 4 (per card), the single card a card: each variant's own words only
    assert sorted((q.price_min, q.offer) for q in p.rows if q.source_row == 2) == [
        (24_950.0, "server"),
        (25_800.0, "card"),
    ]
    assert not any("单卡/四卡整机" in q.raw_model or "L20-1" in q.raw_model for q in p.rows)
    assert not any(q.needs_review for q in p.rows)


def test_a_cell_of_fields_without_a_price_per_variant_is_no_list_of_variants(tmp_path):
    rows = [
        ["商品名称", "价格(元)", "规格信息"],
        ["NVIDIA L40S 48G", 56800, "颜色:黑;散热:被动"],
    ]
    p = _run(tmp_path, "novariants.xlsx", rows)
    assert [(q.source_row, q.price_min) for q in p.rows] == [(2, 56_800.0)]


# ---- a regular price and a special price with its own window


def test_a_running_special_price_is_a_second_offer_and_a_lapsed_one_none(tmp_path):
    rows = [
        ["Item", "Name", "Stock", "Price", "SpecialPrice", "SpecialFromDate", "SpecialToDate", "Status"],
        ["A1", "NVIDIA L40S 48GB PCIe", 3, 11200, 10850, "2026-12-01", "2026-12-20", "active"],
        ["A2", "NVIDIA GeForce RTX 4090 24GB", 5, 3250, 2990, "2026-11-01", "2026-11-11", "active"],
        ["A3", "NVIDIA RTX 6000 Ada Generation 48GB", 2, 9600, "", "", "", "active"],
        ["A4", "NVIDIA L4 24GB", 0, 3100, "", "", "", "inactive"],
    ]
    p = analyse(write(tmp_path / "special.xlsx", rows), today=TODAY, currency="SGD")
    got = sorted((q.source_row, q.price_min, str(q.valid_until) if q.valid_until else None) for q in p.rows)
    assert got == [(2, 10_850.0, "2026-12-20"), (2, 11_200.0, None), (3, 3_250.0, None), (4, 9_600.0, None)]
    why = reasons(p)
    assert "2026-11-11" in why[3] and "ended" in why[3]
    assert "inactive" in why[5]


# ---- a section title renting whole machines


def test_a_rate_table_under_a_bare_metal_title_prices_servers(tmp_path):
    rows = [
        ["GPU cloud quotation — all rates in USD, excluding VAT"],
        ["1. Bare-metal nodes — price per node-hour (8 GPUs a node)"],
        ["Node", "Description", "GPUs per node", "On-demand per node-hour"],
        ["bm.a", "8× NVIDIA H100 SXM5 80GB", 8, 21.6],
        ["bm.b", "8× NVIDIA H200 SXM 141GB", 8, 28.0],
        [],
        ["2. Virtual machines — price per GPU-hour"],
        ["Instance", "Description", "GPUs", "On-demand per GPU-hour"],
        ["vm.a", "1× NVIDIA L40S 48GB", 1, 1.1],
        ["vm.b", "4× NVIDIA L40S 48GB", 4, 1.0],
    ]
    p = _run(tmp_path, "bm_title.xlsx", rows)
    got = {q.source_row: (q.offer, round(q.price_min, 3)) for q in p.rows}
    assert got[4] == ("server", 2.7) and got[5] == ("server", 3.5)
    assert got[9][0] == "instance" and got[10][0] == "instance"


# ---- Northern Sotho


def test_a_northern_sotho_price_list(tmp_path):
    rows = [
        ["Polokwane, 1 Disemere 2026. Ditheko di šoma go fihla ka di 15 Disemere 2026."],
        ["Ditheko ka moka ke tša diranta, ntle le VAT ya 15 %."],
        ["Nomoro", "Tlhaloso ya setšweletšwa", "Boemo", "Bontši", "Theko ya yuniti"],
        [1, "NVIDIA L40S 48GB", "ye mpsha", 2, "R 158 450,00"],
        [2, "NVIDIA A100 PCIe 80GB", "ye e šomišitšwego", 1, "R 162 300,00"],
        [3, "NVIDIA H200 NVL 141GB", "ye mpsha", 1, "Botšiša theko"],
        ["Go romela", "", "", "", "R 850,00"],
    ]
    p = _run(tmp_path, "nso.xlsx", rows)
    got = {q.source_row: q for q in p.rows}
    assert (got[4].price_min, got[4].currency, got[4].condition) == (158_450.0, "ZAR", "new")
    assert got[5].condition == "used" and got[6].price_on_request
    assert {(q.tax, q.tax_rate, str(q.valid_until)) for q in p.rows} == {("excl", 0.15, "2026-12-15")}
    assert "shipping" in reasons(p)[7]


# ---- a margin-scheme list's tax; a sold-out cell with a restock week


@pytest.mark.parametrize(
    "note, tax",
    [
        ("Differenzbesteuerung nach § 25a UStG: die MwSt. ist im Preis enthalten und wird nicht ausgewiesen.", "incl"),
        ("Alle Preise in Euro. Die MwSt. ist nicht im Preis enthalten.", "excl"),
        ("Alle Preise in Euro. Versand nicht enthalten.", ""),
    ],
)
def test_a_note_saying_the_vat_is_in_the_price(tmp_path, note, tax):
    rows = [[note], ["Bezeichnung", "Stück", "Preis/Stück €"], ["NVIDIA A100 PCIe 80GB", 2, 9280]]
    assert _run(tmp_path, "mwst.xlsx", rows).rows[0].tax == tax


def test_a_price_cell_opening_sold_out_is_no_price_whatever_follows(tmp_path):
    rows = [
        ["Bezeichnung", "Garantie", "Stück", "Preis/Stück €"],
        ["NVIDIA A100 PCIe 80GB", "12 Monate", 4, 9280],
        ["NVIDIA L40 48GB", "12 Monate", 0, "ausverkauft – Nachschub KW 2/2027"],
    ]
    p = _run(tmp_path, "ausverkauft.xlsx", rows)
    assert [q.source_row for q in p.rows] == [2]
    assert "not available" in reasons(p)[3]
    assert parse_price("ausverkauft – Nachschub KW 2/2027").error is not None
    assert parse_price("12,000 ausverkauft").error is not None  # a figure first: not read as a price either way


# ---- a markdown table in one column


def test_a_markdown_table_pasted_into_one_column_is_read_as_its_table(tmp_path):
    rows = [
        ["以下是整理后的报价表（含税价）："],
        ["| 序号 | 型号 | 数量 | 单价（元） | 备注 |"],
        ["|---|---|---|---|---|"],
        ["| 1 | **NVIDIA L20 48G** | 4张 | 2.43万 | 现货 |"],
        ["| 2 | RTX 4090D 24G 涡轮 | 10张 | ¥13,380 |  |"],
        ["| 3 | 昇腾 910B 64G | 8张 | 待确认 | 供应商未报价 |"],
        ["说明：以上价格均含13%增值税。"],
    ]
    p = _run(tmp_path, "md.xlsx", rows)
    got = {q.source_row: (q.raw_model, q.price_min, q.tax) for q in p.rows}
    assert got == {4: ("NVIDIA L20 48G", 24_300.0, "incl"), 5: ("RTX 4090D 24G 涡轮", 13_380.0, "incl")}
    assert "not offered" in reasons(p)[6]
    assert 3 in reasons(p)  # the separator row: a line of the sheet, said
    assert any("markdown" in w for w in p.warnings)


def test_pipes_in_a_sheet_without_a_markdown_separator_are_left_alone(tmp_path):
    rows = [["Model", "Price (USD)"], ["NVIDIA L40S 48GB | passive", 7_900], ["| note | only |"]]
    p = _run(tmp_path, "pipes.xlsx", rows)
    assert [(q.source_row, q.price_min) for q in p.rows] == [(2, 7_900.0)]
    assert not any("markdown" in w for w in p.warnings)


# ---- an authority's validation stamp is no validity


def test_a_validation_stamp_is_no_validity_while_a_validity_still_is(tmp_path):
    head = [
        ["Date and Time of Issuance: 2026-12-01T09:00:00Z"],
        ["Model", "Unit Price (MYR)"],
        ["NVIDIA L40S 48GB", 37_650],
    ]
    stamped = _run(tmp_path, "stamp.xlsx", [*head, ["Validated by LHDNM on 2026-12-01T09:02:10Z"]])
    assert stamped.rows[0].valid_until is None
    valid = _run(tmp_path, "valid.xlsx", [*head, ["Prices valid until 15 December 2026"]])
    assert str(valid.rows[0].valid_until) == "2026-12-15"


# ---- a used item's grades in German


def test_like_new_and_signs_of_use_are_used(tmp_path):
    rows = [
        ["Bezeichnung", "Zustand", "Preis/Stück €"],
        ["NVIDIA A100 PCIe 80GB", "wie neu", 9280],
        ["NVIDIA Tesla T4 16GB", "leichte Gebrauchsspuren", 520],
        ["NVIDIA L40S 48GB", "neu", 7900],
    ]
    p = _run(tmp_path, "zustand.xlsx", rows)
    assert {q.source_row: q.condition for q in p.rows} == {2: "used", 3: "used", 4: "new"}
