"""Offer details on formats not seen before: a tax word that speaks of the freight, not the tax; a condition word
inside another word; a quote dated in the Solar Hijri calendar by its month's name; and the one decision that makes
the price without VAT the offer, for the header's reasons and for the rates a column gives per line. Every sheet is
written here; none is a corpus file."""

from gpucompare.sheets.importer import analyse
from gpucompare.sheets.importer.choose import net_is_the_offer_why

from .conftest import TODAY
from .test_conventions import write


def test_a_tax_word_about_the_freight_does_not_set_the_tax_basis(tmp_path):
    # '不含运费' excludes the freight; the clause that names the tax says the prices include it
    f = write(
        tmp_path / "cn.xlsx",
        [
            ["型号", "单价（元）"],
            ["L40S 48G", 48_800],
            [],
            ["注：以上价格均为含13%增值税专票价格，不含运费；报价有效期7天。"],
        ],
    )
    q = analyse(f, today=TODAY).rows[0]
    assert (q.tax, q.tax_rate, q.price_min) == ("incl", 0.13, 48_800)
    # and the other way round: the freight included, the tax not
    f = write(
        tmp_path / "en.xlsx",
        [["Model", "Price (USD)"], ["NVIDIA L40S 48GB", 7_900], [], ["Prices include delivery, excl. VAT 20%."]],
    )
    q = analyse(f, today=TODAY).rows[0]
    assert (q.tax, q.tax_rate) == ("excl", 0.20)


def test_a_note_that_names_no_tax_leaves_the_basis_not_stated(tmp_path):
    f = write(
        tmp_path / "cn.xlsx",
        [["型号", "单价（元）"], ["L40S 48G", 48_800], [], ["以上价格不含运费，顺丰到付。"]],
    )
    q = analyse(f, today=TODAY).rows[0]
    assert (q.tax, q.tax_rate) == ("", None)


def test_an_update_date_is_not_a_condition(tmp_path):
    # '更新日期' holds 新 (new): the condition stays unstated, and an hourly rate has none
    for title in ("GPU云服务器目录价  更新日期 2026-12-01", "GPU計算實例 更新日期 2026-12-01 價錢"):
        f = write(
            tmp_path / "cloud.xlsx",
            [[title], ["实例规格", "GPU型号", "GPU数量", "按量计费(元/小时)"], ["ecs.x1", "NVIDIA L20 48GB", 1, 9.8]],
        )
        q = analyse(f, today=TODAY).rows[0]
        assert q.price_kind == "hourly" and q.condition == "", title
        assert q.quote_date == "2026-12-01"


def test_a_hedged_condition_is_not_stated(tmp_path):
    # '拆机居多' (mostly pulled): some cards are used, some not; the line states no condition, '拆机' alone does
    f = write(
        tmp_path / "cn.xlsx",
        [["型号", "单价（元）", "备注"], ["A800 80GB PCIe", 95_800, "拆机居多"], ["L20 48GB", 32_800, "拆机"]],
    )
    rows = analyse(f, today=TODAY).rows
    assert [q.condition for q in rows] == ["", "used"]


def test_a_solar_hijri_date_by_its_month_name(tmp_path):
    # Afghanistan's month names (Dari 'قوس', Pashto 'لیندۍ') and Iran's ('آذر'), Persian or ASCII digits
    for name, date_cell, want in (
        ("af", "تاریخ: ۱۳ قوس ۱۴۰۵", "2026-12-04"),
        ("ps", "نېټه: ۱۰ لیندۍ ۱۴۰۵", "2026-12-01"),
        ("ir", "تاریخ: 8 آذر 1405", "2026-11-29"),
    ):
        f = write(
            tmp_path / f"{name}.xlsx",
            [["لیست قیمت"], [date_cell], ["مدل", "قیمت فی واحد (افغانی)"], ["NVIDIA RTX 4090 24GB", 168_000]],
        )
        q = analyse(f, today=TODAY).rows[0]
        assert (q.quote_date, q.dated) == (want, True), name


def _table(tmp_path, name, head, row):
    f = write(tmp_path / f"{name}.xlsx", [head, *row])
    return analyse(f, today=TODAY)


def test_one_decision_makes_the_net_price_the_offer(tmp_path):
    # the decision itself: rates differing by line, several inclusive prices each with its rate, a net line total
    texts = ["Model", "P.U. HT", "P.U. TTC", "Montant HT"]
    # imp198: a net line total is no reason: the price with VAT stays the offer (the one rule for every layout)
    assert net_is_the_offer_why(texts, [], {"price": 2, "total": 3}, 2) is None
    assert net_is_the_offer_why(["Model", "无税单价", "含税单价"], [], {"price": 2}, 2, [0.13, 0.06]) == "line_rates"
    assert net_is_the_offer_why(["Model", "无税单价", "含税单价"], [], {"price": 2}, 2, [0.13, 0.13]) is None
    # the header's reason, end to end: the vendor's line total is without tax
    p = _table(
        tmp_path,
        "fr",
        ["Désignation", "Qté", "P.U. HT (€)", "P.U. TTC (€)", "Montant HT (€)"],
        [["NVIDIA L40S 48 Go", 2, 7_900, 9_480, 15_800], ["NVIDIA H100 NVL 94 Go", 1, 29_850, 35_820, 29_850]],
    )
    q = p.rows[0]
    assert (q.price_min, q.tax, q.price_excl_tax) == (9_480, "incl", 7_900)
    # the rates a column gives per line, end to end: the tax depends on the line, so the net price is compared
    p = _table(
        tmp_path,
        "cn",
        ["型号", "数量", "无税单价", "含税单价", "税率(%)"],
        [
            ["L40S 48G", 2, 40_000, 45_200, 13],
            ["H20 96G", 1, 90_000, 101_700, 13],
            ["技术服务 1年", 1, 1_000, 1_060, 6],
        ],
    )
    by_model = {q.raw_model: q for q in p.rows}
    assert by_model["L40S 48G"].price_min == 40_000 and by_model["L40S 48G"].tax == "excl"
    # one rate on every line: the inclusive price stays the offer, the net one beside it
    p = _table(
        tmp_path,
        "cn1",
        ["型号", "数量", "无税单价", "含税单价", "税率(%)"],
        [["L40S 48G", 2, 40_000, 45_200, 13], ["H20 96G", 1, 90_000, 101_700, 13]],
    )
    q = p.rows[0]
    assert (q.price_min, q.tax, q.price_excl_tax) == (45_200, "incl", 40_000)


def test_each_line_says_its_own_tax_basis(tmp_path):
    # the 备注 column states each line's basis; no line's words become the whole sheet's
    f = write(
        tmp_path / "cn.xlsx",
        [
            ["型号", "数量", "单价（元）", "备注"],
            ["L20 48G", 10, 25_200, "含13%专票"],
            ["4090D 24G 涡轮", 20, 15_600, "不含税，开票加6个点"],
            ["L40S 48G", 8, 48_800, "现货"],
        ],
    )
    rows = analyse(f, today=TODAY).rows
    assert [(q.tax, q.tax_rate) for q in rows] == [("incl", 0.13), ("excl", None), ("", None)]
    assert rows[0].price_excl_tax == round(25_200 / 1.13, 2) and rows[1].price_excl_tax == 15_600


def test_a_card_named_for_the_server_it_came_from_is_a_card(tmp_path):
    f = write(
        tmp_path / "cn.xlsx",
        [["型号", "单价（元）"], ["RTX PRO 6000 Blackwell 服务器版", 68_900], ["H20 96G 整机拆卡", 97_500]],
    )
    rows = analyse(f, today=TODAY).rows
    # not a server: what one item is stays unstated, read as one card (the JSON's offer 'card', offer_stated false)
    assert [(q.offer, q.units_per_item) for q in rows] == [("", 1), ("", 1)]


def test_the_validity_of_the_prices_a_list_replaces_is_not_the_offers(tmp_path):
    f = write(
        tmp_path / "el.xlsx",
        [
            ["Μαρούσι, 16/11/2026. Οι νέες τιμές ισχύουν από 01/12/2026. Τιμές σε ευρώ, χωρίς ΦΠΑ 24%."],
            ["Περιγραφή", "Παλαιά τιμή (€)", "Νέα τιμή (€)"],
            ["NVIDIA H100 PCIe 80GB", 23_400, 21_950],
            [],
            ["Οι παλαιές τιμές ισχύουν για παραγγελίες που θα επιβεβαιωθούν έως 30/11/2026."],
        ],
    )
    q = analyse(f, today=TODAY).rows[0]
    assert (q.price_min, q.valid_until) == (21_950, None)


def test_validity_written_with_a_numeral_word_after_the_date(tmp_path):
    for note, until in (
        ("更新日期：2026-12-04，一周内有效", "2026-12-11"),
        ("报价日期：2026-12-01，两周内有效", "2026-12-15"),
    ):
        f = write(tmp_path / "cn.xlsx", [[note], ["型号", "含税单价(元)"], ["H20 96G", 95_800]])
        q = analyse(f, today=TODAY).rows[0]
        assert q.valid_until == until, note
    # a compound numeral is not misread as its last word ('二十天' is not ten days)
    f = write(
        tmp_path / "cn20.xlsx", [["报价日期：2026-12-01，二十天内有效"], ["型号", "单价(元)"], ["H20 96G", 95_800]]
    )
    assert analyse(f, today=TODAY).rows[0].valid_until in (None, "2026-12-21")


def test_cards_sold_in_a_pack_or_taken_off_a_board_are_cards(tmp_path):
    f = write(
        tmp_path / "mixed.xlsx",
        [
            ["Lot", "Description", "Price (USD)"],
            [1, "4 x NVIDIA L40S 48GB, retail pack", 31_600],
            [2, "8 x NVIDIA A100 SXM4 80GB modules, removed from HGX baseboard", 64_000],
        ],
    )
    rows = analyse(f, today=TODAY).rows
    assert [(q.offer, q.units_per_item) for q in rows] == [("card", 4), ("card", 8)]
    assert rows[1].condition == "used"
    # '价格为2张': the price of two cards, counted by the cards' own measure word
    f = write(tmp_path / "cn.xlsx", [["型号", "单价"], ["RTX A6000 48G（2张起售，价格为2张）", "¥38,400"]])
    q = analyse(f, today=TODAY).rows[0]
    assert (q.offer, q.units_per_item, q.price_min) == ("card", 2, 19_200)


def test_a_lines_availability_month_is_not_the_quote_date(tmp_path):
    f = write(
        tmp_path / "rates.xlsx",
        [
            ["Q4 GPU rate card - prices per GPU per hour, USD"],
            ["GPU", "On-demand ($/GPU/hr)", "Availability"],
            ["H100 SXM5 80GB", 2.49, "Now"],
            ["B200 HGX 180GB", 5.49, "Dec 2026"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert all(not q.dated and q.quote_date == TODAY.isoformat() for q in p.rows)
    # a month in the title still dates the sheet
    f = write(
        tmp_path / "titled.xlsx",
        [
            ["GPU rate card, December 2026"],
            ["GPU", "On-demand ($/GPU/hr)", "Availability"],
            ["H100 SXM5 80GB", 2.49, "Now"],
        ],
    )
    assert analyse(f, today=TODAY).rows[0].quote_date == "2026-12-01"


def test_a_section_headings_condition_holds_for_the_lines_under_it(tmp_path):
    f = write(
        tmp_path / "en.xlsx",
        [
            ["Item", "Price (EUR)"],
            ["New cards"],
            ["NVIDIA L40S 48GB", 7_650],
            ["Used cards (tested, 6 months warranty)"],
            ["NVIDIA RTX 3090 24GB", 690],
            ["NVIDIA V100 32GB PCIe", 780],
            ["Refurbished"],
            ["NVIDIA A10 24GB", 1_450],
        ],
    )
    rows = analyse(f, today=TODAY).rows
    assert [q.condition for q in rows] == ["new", "used", "used", "refurbished"]


def test_a_tax_line_below_gives_the_rate_a_note_leaves_out(tmp_path):
    f = write(
        tmp_path / "en.xlsx",
        [
            ["All prices exclusive of GST"],
            ["Item", "Qty", "Unit price (NZD)", "Amount (NZD)"],
            ["NVIDIA L40S 48GB", 2, 12_900, 25_800],
            ["NVIDIA RTX 4090 24GB", 4, 4_100, 16_400],
            ["GST 15%", None, None, 6_330],
            ["Total", None, None, 48_530],
        ],
    )
    rows = analyse(f, today=TODAY).rows
    assert [(q.tax, q.tax_rate) for q in rows] == [("excl", 0.15), ("excl", 0.15)]


def test_three_new_languages_are_one_file_each(tmp_path):
    # Breton: 'hep TVA' (without VAT), 'eil dorn' (second hand) in a section heading, 'Deiziad' (date)
    f = write(
        tmp_path / "br.xlsx",
        [
            ["Deiziad: 02/12/2026", "Prizioù hep TVA (20 %)"],
            ["Danvez", "Niver", "Priz an unanenn hep TVA (€)"],
            ["Dafar eil dorn (amprouet)"],
            ["NVIDIA RTX 3090 24 Go", 6, 690],
        ],
    )
    q = analyse(f, today=TODAY).rows[0]
    assert (q.tax, q.tax_rate, q.condition, q.quote_date) == ("excl", 0.2, "used", "2026-12-02")
    # Tongan: 'ta'e kau ai e CT' (the consumption tax not included), its rate on the tax line, ''Aonga ki he' (valid to)
    f = write(
        tmp_path / "to.xlsx",
        [
            ["'Aho: 30/11/2026", "'Aonga ki he: 30/12/2026", "Totongi kotoa 'oku ta'e kau ai e CT"],
            ["Naunau", "Lahi", "Totongi taki taha", "Totongi fakakātoa"],
            ["NVIDIA L40S 48GB", 2, "T$ 21,900.00", "T$ 43,800.00"],
            ["CT 15%", None, None, "T$ 6,570.00"],
        ],
    )
    q = analyse(f, today=TODAY).rows[0]
    assert (q.tax, q.tax_rate, q.quote_date, q.valid_until) == ("excl", 0.15, "2026-11-30", "2026-12-30")
    # Occitan: 'lo 1r de decembre de 2026'
    f = write(
        tmp_path / "oc.xlsx",
        [
            ["Tolosa, lo 1r de decembre de 2026"],
            ["Designacion", "Quantitat", "Prètz unitari HT"],
            ["Carta NVIDIA L40S 48 Go", 4, "7 890,00 €"],
        ],
    )
    q = analyse(f, today=TODAY).rows[0]
    assert (q.quote_date, q.dated, q.price_min) == ("2026-12-01", True, 7_890)


def test_a_title_date_without_its_year_is_read_and_said(tmp_path):
    f = write(tmp_path / "cn.xlsx", [["报价单（11月28日）  销售：刘洋"], ["型号", "单价"], ["L20 48G", 25_200]])
    p = analyse(f, today=TODAY)
    assert (p.rows[0].quote_date, p.rows[0].dated) == ("2026-11-28", True)
    assert any("without the year" in str(w) for w in p.warnings)
    # a day more than a week after the import day is last year's
    f = write(tmp_path / "cn2.xlsx", [["报价单（12月20日）"], ["型号", "单价"], ["L20 48G", 25_200]])
    assert analyse(f, today=TODAY).rows[0].quote_date == "2025-12-20"
    # a whole date is read whole, without a warning
    f = write(tmp_path / "cn3.xlsx", [["报价单（2026年11月28日）"], ["型号", "单价"], ["L20 48G", 25_200]])
    p = analyse(f, today=TODAY)
    assert p.rows[0].quote_date == "2026-11-28" and not any("without the year" in str(w) for w in p.warnings)


def test_vat_ex_and_vat_inc_columns_and_an_ex_uk_card(tmp_path):
    f = write(
        tmp_path / "ph.xlsx",
        [
            ["Produkto", "Presyo VAT-Ex (₱)", "Presyo VAT-Inc (₱)"],
            ["NVIDIA L40S 48GB", 418_000, 468_160],
            ["NVIDIA GeForce RTX 4090 24GB (Ex-UK)", 96_500, 108_080],
        ],
    )
    rows = analyse(f, today=TODAY).rows
    assert [(q.tax, q.tax_rate, q.price_excl_tax) for q in rows] == [("incl", 0.12, 418_000), ("incl", 0.12, 96_500)]
    assert [q.condition for q in rows] == ["", "used"]


def test_javanese_and_marathi_details_and_a_lines_own_condition(tmp_path):
    # Javanese: 'Laku ngantos' (valid until), 'sampun kalebet PPN 11%' (VAT included), the 'Kahanan' column
    f = write(
        tmp_path / "jv.xlsx",
        [
            ["Tanggal: 01-12-2026 · Laku ngantos 15-12-2026 · Rega sampun kalebet PPN 11%"],
            ["No", "Barang", "Kahanan", "Rega"],
            [1, "NVIDIA L40S 48GB", "anyar", "Rp 142,5 jt"],
            [2, "NVIDIA RTX 3090 24GB", "bekas", "Rp 9,75 jt"],
        ],
    )
    rows = analyse(f, today=TODAY).rows
    assert [(q.tax, q.tax_rate, q.valid_until) for q in rows] == [("incl", 0.11, "2026-12-15")] * 2
    assert [q.condition for q in rows] == ["new", "used"]
    # Marathi, a quote written as text: one line's 'वापरलेले' (used) is that card's, not every line's
    f = write(
        tmp_path / "mr.xlsx",
        [
            ["आपल्या चौकशीनुसार आजचे दर खालीलप्रमाणे (दि. 03/12/2026, GST 18% वेगळा):"],
            [],
            ["1) NVIDIA L40S 48GB – ₹6.45 लाख प्रति नग"],
            ["2) NVIDIA RTX 4090 24GB (वापरलेले) – ₹1,68,000 प्रति नग"],
            ["दर 7 दिवसांसाठी वैध (10/12/2026 पर्यंत)."],
        ],
    )
    rows = analyse(f, today=TODAY).rows
    assert [(q.tax, q.tax_rate, q.valid_until) for q in rows] == [("excl", 0.18, "2026-12-10")] * 2
    assert [q.condition for q in rows] == ["", "used"]


def test_validity_by_weekday_and_a_day_month_without_year(tmp_path):
    f = write(
        tmp_path / "in.xlsx",
        [
            ["Sent: Wednesday, 2 December 2026 11:42"],
            ["Please find our prices (all prices ex-GST, GST 18% extra, valid till Friday 11-Dec):"],
            ["1) L40S 48GB – ₹7.65 L each, ex-stock Mumbai"],
            ["2) RTX 4090 24GB – ₹2,15,000 each"],
        ],
    )
    rows = analyse(f, today=TODAY).rows
    assert [(q.quote_date, q.valid_until) for q in rows] == [("2026-12-02", "2026-12-11")] * 2


def test_samoan_and_shona_are_one_file_each(tmp_path):
    # Samoan: 'Tau' is a price (not the Maori year), 'Aso: 3 Tesema 2026', VAGST included, 'GPU e 4' counts a server
    f = write(
        tmp_path / "sm.xlsx",
        [
            ["Lisi Tau o Masini GPU — ua aofia ai le VAGST 15% i tau uma"],
            ["Aso: 3 Tesema 2026"],
            ["Mea", "Numera", "Tau ta'itasi (WST)"],
            ["NVIDIA RTX 4090 24GB", 4, 7_650],
            ["Server 2U ma GPU e 4 NVIDIA L40S", 1, 142_000],
        ],
    )
    rows = analyse(f, today=TODAY).rows
    assert [(q.price_kind, q.price_min, q.tax, q.tax_rate) for q in rows] == [
        ("purchase", 7_650, "incl", 0.15),
        ("purchase", 35_500, "incl", 0.15),
    ]
    assert rows[0].quote_date == "2026-12-03"
    # Shona: 'Zuva' (date), 'haisanganisiri VAT' (VAT not included)
    f = write(
        tmp_path / "sn.xlsx",
        [
            ["Zuva: 01/12/2026", "Mutengo haisanganisiri VAT 15.5%"],
            ["Chinhu", "Huwandu", "Mutengo (USD)"],
            ["NVIDIA L40S 48GB", 2, 8_900],
        ],
    )
    q = analyse(f, today=TODAY).rows[0]
    assert (q.tax, q.tax_rate, q.quote_date) == ("excl", 0.155, "2026-12-01")
