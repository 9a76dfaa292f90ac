"""Causes found by blind corpus 9, each fixed as a mechanism and tested on a sheet written here (never a corpus
file): an amount in 万 written out in a 大写 total line is not the unit of the prices above it; the Swiss 'Fr.' sign
and a Swiss German offer read as one word file."""

from gpucompare.sheets.importer import analyse
from gpucompare.sheets.prices import parse_price

from .conftest import TODAY
from .test_conventions import L40S, reasons, write


def test_a_capital_numeral_total_in_wan_does_not_scale_the_yuan_prices_above_it(tmp_path):
    # '人民币叁拾柒万元整' is the bid's total written out; the unit prices are in yuan, not in 万元
    f = write(
        tmp_path / "bid.xlsx",
        [
            ["某单位 采购项目 报价一览表"],
            ["序号", "货物名称", "品牌型号", "数量", "报价(单价)", "报价(总价)"],
            [1, "推理卡", "NVIDIA L40S 48G", 4, 53_000, 212_000],
            [2, "训练卡", "NVIDIA H100 SXM5 80G", 1, 158_000, 158_000],
            ["合计", None, None, None, None, 370_000],
            ["报价合计（大写）：人民币叁拾柒万元整"],
        ],
    )
    p = analyse(f, today=TODAY)
    got = {q.device_id: (q.price_min, q.currency) for q in p.rows}
    assert got == {L40S: (53_000, "CNY"), "nvidia-h100-sxm5-80gb": (158_000, "CNY")}


def test_a_note_saying_wan_yuan_still_scales_the_prices(tmp_path):
    f = write(
        tmp_path / "quote.xlsx",
        [
            ["报价单 单位：万元"],
            ["型号", "数量", "单价"],
            ["NVIDIA L40S 48G", 2, 5.3],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.device_id, q.price_min, q.currency) for q in p.rows] == [(L40S, 53_000, "CNY")]


def test_the_swiss_franc_sign_fr_is_chf():
    for text, amount in (("Fr. 7'980.00", 7_980), ("SFr. 12'400.50", 12_400.5)):
        p = parse_price(text)
        assert p.ok and p.currency == "CHF" and p.min == amount, text


def test_a_swiss_german_offer_reads_its_price_column_condition_and_on_request_row(tmp_path):
    f = write(
        tmp_path / "offerte.xlsx",
        [
            ["OFFERTE — Bispil AG, Bärn"],
            ["Datum: 1.12.2026 · Alli Priis inkl. MWST"],
            ["Pos.", "Artikel", "Zuestand", "Aazahl", "Priis pro Stück", "vRG", "Total"],
            [1, "NVIDIA L40S 48GB", "brucht", 3, "Fr. 6'150.00", "Fr. 6.00", "Fr. 18'468.00"],
            [2, "NVIDIA H100 SXM5 80GB", "neu", 1, "Fr. 27'900.00", "Fr. 12.00", "Fr. 27'912.00"],
            [3, "NVIDIA L4 24GB", "neu", 4, "uf Aafrag"],
            [None, "Porto und Verpackig", None, None, None, None, "Fr. 40.00"],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.source_row, q.device_id, q.price_min, q.currency, q.condition, q.price_on_request) for q in p.rows]
    assert got[:2] == [
        (4, L40S, 6_150, "CHF", "used", False),
        (5, "nvidia-h100-sxm5-80gb", 27_900, "CHF", "new", False),
    ]
    assert got[2][0] == 6 and got[2][5] is True
    assert all(q.tax == "incl" for q in p.rows[:2])


def test_a_price_before_tax_beside_two_prices_with_tax_is_the_offer_with_its_rate(tmp_path):
    # 13% on a 专票 or 3% on a 普票 from a sister company: the tax depends on the invoice; the offer is the net price
    f = write(
        tmp_path / "bj.xlsx",
        [
            ["报价单"],
            ["序号", "规格型号", "数量", "不含税单价", "含税单价(13%专票)", "含税单价(3%普票)", "金额(专票)"],
            [1, "NVIDIA L40S 48G", 2, 40_000, 45_200, 41_200, 90_400],
            [2, "NVIDIA H100 SXM5 80G", 1, 150_000, 169_500, 154_500, 169_500],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.device_id, q.price_min, q.tax, q.tax_rate) for q in p.rows]
    assert got == [(L40S, 40_000, "excl", 0.13), ("nvidia-h100-sxm5-80gb", 150_000, "excl", 0.13)]


def test_a_line_total_without_tax_keeps_the_price_with_tax_the_offer(tmp_path):
    # imp198: the one rule holds whatever the line total's basis: the price with VAT is the offer, the net one beside
    f = write(
        tmp_path / "devis.xlsx",
        [
            ["DEVIS"],
            ["Désignation", "Qté", "P.U. HT (EUR)", "P.U. TTC (EUR)", "Montant HT (EUR)"],
            ["NVIDIA L40S 48GB", 2, 7_000, 8_400, 14_000],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.price_min, q.tax, q.tax_rate, q.price_excl_tax) for q in p.rows] == [(8_400, "incl", 0.2, 7_000)]


def test_a_gross_line_total_keeps_the_price_with_tax(tmp_path):
    # the vendor totals with tax: the price sold is the gross one ('Wartość brutto')
    f = write(
        tmp_path / "oferta.xlsx",
        [
            ["Oferta"],
            ["Nazwa", "Ilość", "Cena jedn. netto", "Cena jedn. brutto", "Wartość brutto"],
            ["NVIDIA L40S 48GB", 2, "30 000,00 zł", "36 900,00 zł", "73 800,00 zł"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.price_min, q.tax) for q in p.rows] == [(36_900, "incl")]


def test_prices_under_two_delivery_terms_are_two_quotes(tmp_path):
    f = write(
        tmp_path / "list.xlsx",
        [
            ["PRICE LIST (USD)"],
            ["Item", "Description", "MOQ", "EXW Taipei (USD)", "CIF Singapore (USD)", "Lead time (wks)"],
            ["A1", "NVIDIA L40S 48GB PCIe", 4, 7_000, 7_300, 2],
            ["A2", "NVIDIA H100 SXM5 80GB", 8, 24_000, 24_600, 3],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.source_row, q.device_id, q.price_min) for q in p.rows]
    assert got == [
        (3, L40S, 7_000),
        (3, L40S, 7_300),
        (4, "nvidia-h100-sxm5-80gb", 24_000),
        (4, "nvidia-h100-sxm5-80gb", 24_600),
    ]
    # a delivery term is no bidder: the Incoterm is in the quote's notes, offered_by empty
    assert {q.offered_by for q in p.rows} == {""}
    assert [q.notes.split(";")[0] for q in p.rows[:2]] == [
        "delivery term EXW Taipei (USD)",
        "delivery term CIF Singapore (USD)",
    ]


def test_a_kannada_rate_card_reads_the_per_gpu_hour_not_the_per_node_hour(tmp_path):
    # a new language as one word file: the per-node rate repeats the per-GPU one times 8 and is no quote
    f = write(
        tmp_path / "dara.xlsx",
        [
            ["GPU ದರಪಟ್ಟಿ · GST 18% ಹೆಚ್ಚುವರಿ"],
            ["GPU ಮಾದರಿ", "ನೋಡ್‌ನಲ್ಲಿ GPU", "ಪ್ರತಿ GPU ಗಂಟೆಗೆ (₹)", "ಪ್ರತಿ ನೋಡ್ ಗಂಟೆಗೆ (₹)"],
            ["NVIDIA L40S 48GB", 8, 90, 720],
            ["NVIDIA H100 SXM5 80GB", 8, 230, 1_840],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.device_id, q.price_kind, q.price_min, q.currency, q.tax) for q in p.rows]
    assert got == [(L40S, "hourly", 90, "INR", "excl"), ("nvidia-h100-sxm5-80gb", "hourly", 230, "INR", "excl")]


def test_prices_in_millions_of_centimes_are_algerian_dinars(tmp_path):
    # one million centimes is 10,000 DA: '48,5' millions de centimes is 485,000 DZD
    f = write(
        tmp_path / "prix.xlsx",
        [
            ["Liste des prix — TVA incluse"],
            ["Désignation", "État", "Prix (millions de centimes)"],
            ["NVIDIA L40S 48GB", "neuf", 230],
            ["NVIDIA RTX 4090 24GB", "occasion", 48.5],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.device_id, q.price_min, q.currency) for q in p.rows]
    assert got == [(L40S, 2_300_000, "DZD"), ("nvidia-rtx-4090", 485_000, "DZD")]


def test_a_malayalam_monthly_rent_by_term_is_a_lease_not_a_purchase(tmp_path):
    f = write(
        tmp_path / "vadaka.xlsx",
        [
            ["GPU വാടക ഓഫർ · GST 18% അധികം"],
            ["ഇനം", "കാലാവധി (മാസം)", "പ്രതിമാസ വാടക (₹)", "ആകെ കരാർ തുക (₹)"],
            ["NVIDIA L40S 48GB", 12, 30_000, 360_000],
            ["NVIDIA L40S 48GB", 24, 26_000, 624_000],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.price_kind, q.price_min, q.lease_term_months, q.currency) for q in p.rows]
    assert got == [("lease", 30_000, 12, "INR"), ("lease", 26_000, 24, "INR")]


def test_shipping_and_total_lines_in_new_languages_say_what_they_are(tmp_path):
    f = write(
        tmp_path / "qiimaha.xlsx",
        [
            ["LIISKA QIIMAHA (USD)"],
            ["Alaabta", "Xaalad", "Tirada", "Qiimaha hal xabbo"],
            ["NVIDIA L40S 48GB", "cusub", 2, "$7,900.00"],
            ["Gaadiid ilaa magaalada: $200"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.device_id, q.price_min, q.condition) for q in p.rows] == [(L40S, 7_900, "new")]
    assert "shipping" in str(reasons(p)[4]).lower() or "delivery" in str(reasons(p)[4]).lower()


def test_a_server_bom_part_line_named_by_its_category_cell_is_no_quote(tmp_path):
    # '网卡' in the part column says what 'Mellanox CX7 400G IB 单口' is: a component of the server, not an unknown
    # product; the GPU line's unit price is the card's
    f = write(
        tmp_path / "bom.xlsx",
        [
            ["整机配置报价单"],
            ["配置一：某 8卡 服务器"],
            ["部件", "型号规格", "数量", "单价(元)", "小计(元)"],
            ["CPU", "Intel Xeon Gold 6448Y 32C", 2, 11_800, 23_600],
            ["GPU", "NVIDIA L40S 48GB PCIe", 8, 52_000, 416_000],
            ["网卡", "Mellanox CX7 400G IB 单口", 8, 9_800, 78_400],
            ["电源/机箱", "3000W 钛金 ×6 / 6U 机箱", 1, 38_000, 38_000],
            ["整机合计", None, None, None, 556_000],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.source_row, q.device_id, q.price_min) for q in p.rows] == [(5, L40S, 52_000)]
    assert "network" in str(reasons(p)[6])
    assert 7 in reasons(p)  # six power supplies and a chassis, not six accelerators


def test_a_price_list_whose_lines_carry_different_rates_offers_the_price_before_tax(tmp_path):
    # an ERP price list: each line its own rate (13% on goods, 6% on a service), so the net price is the offer
    f = tmp_path / "jiamubiao.csv"
    f.write_text(
        "存货名称\t规格型号\t无税单价\t含税单价\t税率(%)\n"
        "GPU卡\tNVIDIA L40S 48G\t46017.70\t52000.00\t13\n"
        "GPU卡\tNVIDIA H100 SXM5 80G\t150442.48\t170000.00\t13\n"
        "技术服务费\t集群调优\t9433.96\t10000.00\t6\n",
        encoding="utf-8",
    )
    p = analyse(f, today=TODAY)
    got = [(q.device_id, q.price_min, q.tax, q.tax_rate) for q in p.rows]
    assert got == [
        (L40S, 46_017.70, "excl", 0.13),
        ("nvidia-h100-sxm5-80gb", 150_442.48, "excl", 0.13),
    ]


def test_one_rate_on_every_line_keeps_the_price_with_tax(tmp_path):
    f = write(
        tmp_path / "oferta.xlsx",
        [
            ["Oferta"],
            ["Nazwa", "Ilość", "Cena jedn. netto", "Stawka VAT", "Cena jedn. brutto"],
            ["NVIDIA L40S 48GB", 2, 30_000, "23%", 36_900],
            ["NVIDIA L4 24GB", 1, 10_000, "23%", 12_300],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.price_min, q.tax) for q in p.rows] == [(36_900, "incl"), (12_300, "incl")]


def test_a_sold_line_of_a_used_card_list_is_no_offer(tmp_path):
    f = write(
        tmp_path / "chuhuo.xlsx",
        [
            ["型号", "成色", "价格", "数量"],
            ["RTX 4090 24G", "95新", 12_800, 2],
            ["L40S 48G", "99新", "已出", 0],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.source_row, q.condition) for q in p.rows] == [(2, "used")]  # '95新': 95% new, a used card
    assert "not available" in str(reasons(p)[3])


def test_a_chat_exported_in_columns_reads_prices_in_wan_inside_the_messages(tmp_path):
    # time | sender | message, one message per row; '9.8w' is 98,000 yuan, '76W一台' an 8-card server's price
    f = write(
        tmp_path / "chat.xlsx",
        [
            ["时间", "发送人", "内容"],
            ["2026-12-01 09:10", "采购-小李", "早，L40S什么价"],
            ["2026-12-01 09:12", "华强北-阿明", "L40S 48G 现货 5.1w/张，含税"],
            ["2026-12-01 09:15", "华强北-阿明", "8卡整机 H100 SXM5 80G 216W一台 含税"],
            ["2026-12-01 09:20", "采购-小李", "好的"],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.source_row, q.device_id, q.price_min, q.currency) for q in p.rows]
    assert got == [(3, L40S, 51_000, "CNY"), (4, "nvidia-h100-sxm5-80gb", 270_000, "CNY")]
    assert all(q.needs_review for q in p.rows)  # read from text, not a table: marked for review


def test_a_net_price_left_of_the_price_with_tax_and_a_net_line_total_keep_the_one_rule(tmp_path):
    # imp198 (corpus 52's Taiwanese quote): '未稅單價' | '含稅單價' | '未稅金額': whatever the column order and the
    # totals' basis, the quote is the price with VAT and the price without it is kept beside it
    f = write(
        tmp_path / "tw.xlsx",
        [
            ["報價單"],
            ["品名規格", "數量", "未稅單價", "含稅單價", "未稅金額"],
            ["NVIDIA L40S 48GB PCIe", 2, 200_000, 210_000, 400_000],
            ["NVIDIA L4 24GB", 4, 60_000, 63_000, 240_000],
        ],
    )
    got = [(q.price_min, q.tax, q.tax_rate, q.price_excl_tax) for q in analyse(f, today=TODAY).rows]
    assert got == [(210_000, "incl", 0.05, 200_000), (63_000, "incl", 0.05, 60_000)]
