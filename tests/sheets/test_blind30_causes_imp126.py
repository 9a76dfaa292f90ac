"""The classes of decision blind corpus 30 (Chinese region) found, each tested on sheets written here (none is a
corpus file, and none has a corpus file's layout):

- Nuosu Yi in the Yi syllabary and Lisu in the Fraser alphabet: each one lexicon file (data/lexicon/ii.toml,
  lis.toml), no code: their price, currency, tax, condition, total and on-request words, Yi month names;
- a price cell saying 'call us' with a telephone number ('ꓓꓲꓮʼ-ꓦꓪ 0886-3626118', 'Please call 021 6234 5678') is a price on
  request, never 'not a number' nor a price."""

import math

from gpucompare.sheets.importer import analyse
from gpucompare.sheets.prices import parse_price

from .conftest import TODAY
from .test_conventions import by_row, reasons, write

RTX4090 = "nvidia-rtx-4090"
L20 = "nvidia-l20-48gb"
L40S = "nvidia-l40s"


def _run(tmp_path, name, rows, **kw):
    return analyse(write(tmp_path / name, rows, **kw), today=TODAY)


# ---- languages of China: one lexicon file each


def test_nuosu_yi_in_its_own_syllabary(tmp_path):
    # price first, the model after it, the currency only in the price header, the tax 'has' (included), a total row
    rows = [
        ["ꄿꏦ ꎰ ꐥ 13%"],
        ["2026 ꈎ ꊰꊪꆪ 20 ꑍ"],
        ["ꄿꏦ（ꑼ）", "ꎊꈬꂷꇁ", "ꑟ / ꀋꑟ", "ꉻꏢ（ꑼ）"],
        [24_300, "L20 48G", "ꑟ", 48_600],
        [15_100, "RTX 4090 24G", "ꀋꑟ", 15_100],
        ["ꁨꉉ", "L40S 48G", "ꑟ", ""],
        ["", "ꉻꏢ", "", 63_700],
    ]
    p = _run(tmp_path, "yi.xlsx", rows)
    q, why = by_row(p), reasons(p)
    assert (q[4].device_id, q[4].price_min, q[4].currency, q[4].condition) == (L20, 24_300, "CNY", "new")
    assert (q[4].tax, q[4].tax_rate) == ("incl", 0.13)
    assert (q[5].device_id, q[5].price_min, q[5].condition) == (RTX4090, 15_100, "used")
    assert q[6].device_id == L40S and q[6].price_on_request
    assert "total" in why[7]
    # the Yi month name: ꊰꊪꆪ is November
    assert q[4].quote_date == "2026-11-20"


def test_lisu_in_the_fraser_alphabet(tmp_path):
    # the currency in the price header, a call-us cell with a telephone number, a freight line
    rows = [
        ["ꓓʼ-ꓙ · ꓫꓴꓲ ꓦʼ 13%"],
        ["ꓟꓲ", "ꓫꓴ-ꓡꓲ-ꓮʼ", "ꓓʼ-ꓙ (ꓬꓴꓮʼ)", "ꓫꓲ / ꓟ ꓫꓲ"],
        ["RTX 4090 24G", 3, 19_650, "ꓟ ꓫꓲ"],
        ["L20 48G", 1, 25_200, "ꓫꓲ"],
        ["L40S 48G", 2, "ꓓꓲꓮʼ-ꓦꓪ 0692-8123456", "ꓫꓲ"],
        ["ꓬꓵʼ-ꓩꓲ", "", 80, ""],
    ]
    p = _run(tmp_path, "lis.xlsx", rows)
    q, why = by_row(p), reasons(p)
    assert (q[3].device_id, q[3].price_min, q[3].currency, q[3].condition) == (RTX4090, 19_650, "CNY", "used")
    assert (q[3].tax, q[3].tax_rate) == ("incl", 0.13)
    assert (q[4].device_id, q[4].condition) == (L20, "new")
    assert q[5].device_id == L40S and q[5].price_on_request
    assert "shipping" in why[6]


# ---- 'call us' and a telephone number: on request


def test_a_call_us_cell_with_a_telephone_number_is_on_request():
    for text in (
        "Please call 021 6234 5678",
        "电话询价 0755-8888 1234",
        "call (+230) 208 0000",
        "ꓓꓲꓮʼ-ꓦꓪ 0886-3626118",
    ):
        got = parse_price(text)
        assert got.on_request and got.error is None, text
    # a figure that is no telephone number stays what it is: a price, or a reason
    assert parse_price("询价 12 500").on_request is False
    assert parse_price("Tel. 0886-3626118 / 12500").on_request is False


def test_a_call_us_cell_in_a_sheet(tmp_path):
    rows = [
        ["Model", "Qty", "Unit price (USD)"],
        ["RTX 4090 24G", 2, 1_890],
        ["L40S 48G", 1, "Please call 021-6234-5678"],
    ]
    q = by_row(_run(tmp_path, "c.xlsx", rows))
    assert q[2].price_min == 1_890
    assert q[3].device_id == L40S and q[3].price_on_request and math.isnan(q[3].price_min)


# ---- an ERP purchase order's lines: a price per price unit, a deletion indicator, the line's own date

H20 = "nvidia-h20-96gb"


def test_a_price_per_price_unit_and_a_deleted_line_zh(tmp_path):
    # the price unit before the price, the date last, a deletion mark 'X' (not SAP's 'L'), a server per 台
    rows = [
        ["物料描述", "每", "净价", "货币", "采购数量", "删除标识", "订单日期"],
        ["RTX 4090 24G 涡轮", 10, 186_000, "CNY", 20, "", "2026-10-09"],
        ["L20 48G", 1, 3_650, "USD", 16, "", "2026-10-12"],
        ["服务器 8*H20 96G", 1, 992_000, "CNY", 1, "", "2026-10-12"],
        ["RTX 4090 24G 公版", 1, 18_900, "CNY", 4, "X", "2026-10-15"],
    ]
    p = _run(tmp_path, "po.xlsx", rows)
    q, why = by_row(p), reasons(p)
    # 186,000 for 10 cards: 18,600 a card
    assert (q[2].device_id, q[2].price_min, q[2].currency) == (RTX4090, 18_600, "CNY")
    assert (q[3].device_id, q[3].price_min, q[3].currency) == (L20, 3_650, "USD")
    assert (q[4].device_id, q[4].price_min) == (H20, 124_000)
    # each line dated by its own order date
    assert (q[2].quote_date, q[3].quote_date) == ("2026-10-09", "2026-10-12")
    # a deleted line is no offer, and says which column marks it
    assert 5 not in q and "删除标识" in why[5]


def test_a_deletion_indicator_en_and_de(tmp_path):
    for head in ("Deletion indicator", "Löschkennzeichen"):
        rows = [
            ["Material", "Net price (EUR)", head],
            ["NVIDIA L20 48GB", 3_400, ""],
            ["NVIDIA L20 48GB", 3_900, "L"],
            ["NVIDIA L20 48GB", 3_450, "N"],
        ]
        p = _run(tmp_path, f"{head[:3]}.xlsx", rows)
        q, why = by_row(p), reasons(p)
        assert q[2].price_min == 3_400 and q[4].price_min == 3_450, head
        assert 3 not in q and head in why[3], head


# ---- a database table dumped with pinyin-initial field names; compact dates; a remark the seller withdrew


def test_a_database_dump_with_pinyin_initial_field_names(tmp_path):
    # fewer columns in another order: the price without tax first, then with it, dates as eight digits (text)
    rows = [
        ["GGXH", "BHSDJ", "HSDJ", "SL", "BJRQ", "YXQZ", "BZSM"],
        ["NVIDIA L20-48G", "21681.42", "24500.00", "4.000", "20261105", "20261120", ""],
        ["RTX4090-24G", "16902.65", "19100.00", "10.000", "20261106", "20261206", "含运费"],
        ["RTX4090-24G", "16814.16", "19000.00", "10.000", "20261107", "20261207", "供应商已撤回报价"],
    ]
    path = tmp_path / "db.csv"
    path.write_text("\n".join(",".join(f'"{v}"' for v in r) for r in rows) + "\n", encoding="utf-8")
    p = analyse(path, today=TODAY)
    q, why = by_row(p), reasons(p)
    # the price with tax (HSDJ) is the quote, never an hourly rate nor a date read as a price
    assert (q[2].device_id, q[2].price_min, q[2].currency, q[2].price_kind) == (L20, 24_500, "CNY", "purchase")
    assert q[2].tax == "incl"
    assert (q[2].quote_date, q[2].valid_until) == ("2026-11-05", "2026-11-20")
    assert q[3].price_min == 19_100
    # a remark saying the supplier withdrew the quote takes the line out, with that reason
    assert 4 not in q and "withdrawn" in why[4]


def test_a_remark_the_seller_withdrew_en(tmp_path):
    rows = [
        ["Model", "Unit price (USD)", "Remarks"],
        ["NVIDIA L20 48GB", 3_400, "Vendor cancelled"],
        ["NVIDIA L20 48GB", 3_500, "replaces the cancelled order"],
    ]
    p = _run(tmp_path, "w.xlsx", rows)
    q, why = by_row(p), reasons(p)
    assert 2 not in q and "withdrawn" in why[2]
    # another subject before the word: the line's own note, not its withdrawal
    assert q[3].price_min == 3_500


# ---- a shop's web list pasted with its category column: the price inside each item's text


def test_a_pasted_web_list_with_a_category_column(tmp_path):
    # the category beside the first item of a group (not beside a heading), the shop's marks after the price, '$'
    # on a Kaohsiung shop's list, a sibling model the catalog lacks under a heading that names a catalog card
    rows = [
        ["高雄電腦街 報價單 2026/11/28", ""],
        ["", "◆ RTX 4090 24G ◆"],
        ["顯示卡", "微星 RTX 4090 SUPRIM X 24G(三年保), $71990 ★推薦"],
        ["", "技嘉 RTX4090 AERO OC 24G(三年保), $69990 ↘降500"],
        ["", "◆ RTX 4080 SUPER 16G ◆"],
        ["", "華碩 TUF-RTX4070TI-O12G(三年保), $27990"],
        ["專業卡", "NVIDIA L40S 48G(專案價, 請洽業務)"],
        ["門市：高雄市三民區建國二路", ""],
    ]
    p = _run(tmp_path, "tw.xlsx", rows)
    q = by_row(p)
    assert (q[3].device_id, q[3].price_min, q[3].currency) == (RTX4090, 71_990, "TWD")
    assert (q[4].device_id, q[4].price_min) == (RTX4090, 69_990)
    # 'RTX4070TI' is never the RTX 4090 of a heading two groups up, nor the 4080 SUPER of its own heading
    assert q[6].device_id != RTX4090 and q[6].price_min == 27_990
    assert q[7].device_id == L40S and q[7].price_on_request


def test_a_sibling_model_number_is_never_the_title_device():
    from gpucompare.core.catalog import bundled_catalog
    from gpucompare.sheets.importer.matching import Matcher

    m = Matcher(bundled_catalog())
    assert m.names_another_model("華碩 PRIME-RTX5080-O16G", "nvidia-rtx-5090")
    assert m.names_another_model("RTX 5080 16G", "nvidia-rtx-5090")
    # the device's own number, a tier, a year or a clock name no other model
    for label in ("TUF-RTX5090-O32G", "1-7", "2026款", "OC 2580MHz", "PCIe", "8-GPU kit"):
        assert not m.names_another_model(label, "nvidia-rtx-5090"), label


# ---- a bill of quantities' words: 'not incl. VAT' in a note, where a server is mounted, where a card goes, a
# validity counted from the bid deadline


def test_a_note_saying_the_vat_is_not_included():
    from gpucompare.sheets.importer.notes import line_tax

    # '不含增值税' holds '含增值税': never read as included
    assert line_tax("单价包含运输及安装费，不含增值税；增值税按13%另计。") == ("excl", 0.13)
    assert line_tax("報價不含增值稅（5%）") == ("excl", 0.05)
    assert line_tax("单价含增值税13%") == ("incl", 0.13)


def test_a_server_mounted_in_a_rack_and_a_card_installed_in_a_server(tmp_path):
    rows = [
        ["说明：以下单价均不含增值税（税率13%）。"],
        ["序号", "设备名称及配置", "单位", "数量", "单价（元）"],
        [1, "GPU服务器：8×NVIDIA L20 48GB PCIe；安装：机柜上架调试", "台", 2, 296_000],
        [2, "加速卡：NVIDIA L40S 48GB；安装于用户现有服务器", "张", 8, 52_800],
    ]
    q = by_row(_run(tmp_path, "boq.xlsx", rows))
    assert (q[3].offer, q[3].units_per_item, q[3].price_min) == ("server", 8, 37_000)
    assert (q[3].tax, q[3].tax_rate) == ("excl", 0.13)
    assert (q[4].offer, q[4].device_id, q[4].price_min) == ("card", L40S, 52_800)


def test_a_validity_counted_from_the_bid_deadline():
    import datetime as dt

    from gpucompare.sheets.importer import _valid_until
    from gpucompare.sheets.importer.notes import read_notes

    # the label in one cell, the days from the deadline in the next
    n = read_notes(
        ["投标有效期：", "自投标截止之日（2026年11月20日）起60日历天", "编制时间：", "2026年11月16日"], TODAY
    )
    assert (n.valid_days, n.opening_date) == (60, "2026-11-20")
    assert _valid_until(n, "2026-11-16") == (dt.date(2026, 11, 20) + dt.timedelta(days=60)).isoformat()
    # a bilingual note naming the deadline in both languages: the second naming is no end of the validity
    n = read_notes(
        [
            "Validade da proposta: 60 dias, a contar da data limite de entrega das propostas (20/11/2026). / "
            "有效期：自遞交截止日期（2026年11月20日）起計60日。"
        ],
        TODAY,
    )
    assert n.valid_until is None and _valid_until(n, "2026-11-16") == "2027-01-19"
