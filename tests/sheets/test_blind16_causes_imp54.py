"""The international causes blind corpora 16 and 17 found, each tested on a sheet written here (none is a corpus
file): price lists in Sakha, White Hmong, Scottish Gaelic and Guarani read from their languages' words (data in
data/lexicon/<code>.toml, no code); a US$ column 'for reference only' is never the price; totals, shipping, discount
and fee lines are excluded with a reason that names what they are."""

import datetime as dt

from gpucompare.sheets.importer import analyse

from .test_conventions import write

TODAY = dt.date(2026, 12, 5)


def _reasons(p) -> dict[int, str]:
    return {r.source_row: str(r.reason) for r in p.rejected}


def test_a_sakha_price_list_is_read_from_its_words(tmp_path):
    f = write(
        tmp_path / "sah.xlsx",
        [
            ["Сыана испииһэгэ"],
            ["Дьокуускай, 2026 сыл ахсынньы 3 күнэ."],
            ["№", "Табаар аата", "Туруга", "Ахсаана", "Биир сыаната, ₽ (НДС 22 % киирбит)", "Барыта, ₽"],
            [1, "NVIDIA GeForce RTX 4090 24 ГБ", "саҥа", 4, 289_000, 1_156_000],
            [2, "NVIDIA A100 80 ГБ PCIe", "туттуллубут", 2, "1 450 000,00 ₽", 2_900_000],
            [3, "NVIDIA H100 80 ГБ PCIe", "саҥа", 1, "Сыаната ыйытыынан", "—"],
            ["", "Тиэрдии (сөмөлүөтүнэн)", "", 1, 18_500, 18_500],
            ["", "Барыта", "", "", "", 4_074_500],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.device_id, q.price_min if not q.price_on_request else None, q.condition) for q in p.rows]
    # 'Биир сыаната' (the price of one) is the price, never 'Барыта' (the line's total); '1 450 000,00' is 1.45 million
    assert got == [
        ("nvidia-rtx-4090", 289_000, "new"),
        ("nvidia-a100-pcie-80gb", 1_450_000, "used"),
        ("nvidia-h100-pcie-80gb", None, "new"),
    ]
    assert {q.currency for q in p.rows} == {"RUB"}
    # 'НДС 22 % киирбит' in the price's header: VAT entered (included)
    assert [q.tax for q in p.rows] == ["incl"] * 3
    # '2026 сыл ахсынньы 3 күнэ': the year, its word, December, the day
    assert {q.quote_date for q in p.rows} == {"2026-12-03"}
    why = _reasons(p)
    assert "deliver" in why[7].lower() or "shipping" in why[7].lower()
    assert "total" in why[8].lower()


def test_a_hmong_kip_list_is_priced_in_kip_never_from_its_dollar_reference_column(tmp_path):
    f = write(
        tmp_path / "hmn.xlsx",
        [
            ["Daim ntawv teev nqi (GPU / Server)"],
            ["Viangchan, Hnub tim 4 lub 12 hlis xyoo 2026.  Tus nqi tsis tau suav VAT 10%."],
            ["Tus lej", "Npe khoom", "Xwm txheej", "Tus nqi ib qho (Kip)", "Tus nqi ($, saib xwb)", "Muaj khoom"],
            [1, "NVIDIA GeForce RTX 4090 24GB", "Tshiab", "50.200.000 ₭", "$2,303", "Muaj 3"],
            [2, "NVIDIA GeForce RTX 3090 24GB", "Siv lawm", "17.500.000 ₭", "$803", "Muaj 5"],
            [3, "NVIDIA H100 80GB PCIe", "Tshiab", "Hu nug", "—", "Hu nug"],
            ["", "Nqi xa khoom (hauv Viangchan)", "", "250.000 ₭", "", ""],
            ["", "Tag nrho (tsis suav VAT)", "", "67.950.000 ₭", "", ""],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.device_id, q.price_min if not q.price_on_request else None, q.currency) for q in p.rows]
    # the kip column is the offer ('50.200.000' is fifty million: dot thousands); 'saib xwb' (only to look at) marks
    # the dollar column a conversion for reference
    assert got == [
        ("nvidia-rtx-4090", 50_200_000, "LAK"),
        ("nvidia-rtx-3090", 17_500_000, "LAK"),
        ("nvidia-h100-pcie-80gb", None, "LAK"),
    ]
    assert [q.condition for q in p.rows] == ["new", "used", "new"]
    # 'tsis tau suav VAT 10%': VAT not yet counted
    assert [q.tax for q in p.rows] == ["excl"] * 3
    assert {q.quote_date for q in p.rows} == {"2026-12-04"}
    why = _reasons(p)
    assert "shipping" in why[7].lower() or "deliver" in why[7].lower()
    assert "total" in why[8].lower()


def test_an_english_column_for_reference_only_is_never_the_price(tmp_path):
    f = write(
        tmp_path / "ref.xlsx",
        [
            ["Model", "Price (THB)", "USD (for reference only)"],
            ["NVIDIA L40S 48GB", "฿ 265,000", "$7,400"],
            ["NVIDIA GeForce RTX 4090 24GB", "฿ 79,900", "$2,230"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.device_id, q.price_min, q.currency) for q in p.rows] == [
        ("nvidia-l40s", 265_000, "THB"),
        ("nvidia-rtx-4090", 79_900, "THB"),
    ]


def test_gaelic_and_guarani_lists_name_their_total_and_delivery_lines(tmp_path):
    gd = write(
        tmp_path / "gd.xlsx",
        [
            ["Liosta Phrìsean — 4mh dhen Dùbhlachd 2026"],
            ["Na prìsean gun VAT (20%) a ghabhail a-steach."],
            ["Àir.", "Tuairisgeul", "Staid", "Àireamh", "Prìs an aonaid (£)", "Iomlan (£)"],
            [1, "NVIDIA GeForce RTX 5090 32GB", "ùr", 2, 2149, 4298],
            [2, "NVIDIA GeForce RTX 4090 24GB", "ath-nuadhaichte", 3, 1399, 4197],
            [3, "Lìbhrigeadh (le àrachas)", "", 1, 95, 95],
            ["", "Iomlan (gun VAT)", "", "", "", 8590],
        ],
    )
    p = analyse(gd, today=TODAY)
    assert [(q.device_id, q.price_min, q.currency, q.tax) for q in p.rows] == [
        ("nvidia-rtx-5090", 2149, "GBP", "excl"),
        ("nvidia-rtx-4090", 1399, "GBP", "excl"),
    ]
    # 'ath-nuadhaichte' (renewed) is refurbished, a kind of used; '4mh dhen Dùbhlachd 2026' is 4 December
    assert p.rows[0].condition == "new" and p.rows[1].condition in ("refurbished", "used")
    assert {q.quote_date for q in p.rows} == {"2026-12-04"}
    why = _reasons(p)
    assert "shipping" in why[6].lower() or "deliver" in why[6].lower()
    assert "total" in why[7].lower()

    gn = write(
        tmp_path / "gn.xlsx",
        [
            ["TEPY RYSÝI — Ára: 2 jasypakõi 2026"],
            ["Tepy guaraníme (₲). IVA 10% ndoikéi ko tepýpe."],
            ["Papapy", "Mba'e", "Mba'éichapa", "Mboy", "Tepy peteĩteĩ", "Tepy opavave"],
            [1, "Tarjeta NVIDIA GeForce RTX 4090 24GB", "pyahu", 3, "₲ 16.450.000", "₲ 49.350.000"],
            [2, "Tarjeta NVIDIA GeForce RTX 3090 24GB", "ojeporúmava", 4, "₲ 5.350.000", "₲ 21.400.000"],
            [3, "Mbohasa Asunción-pe (envío)", "", 1, "₲ 350.000", "₲ 350.000"],
            ["", "Opavave (IVA'ỹre)", "", "", "", "₲ 71.100.000"],
        ],
    )
    p = analyse(gn, today=TODAY)
    assert [(q.device_id, q.price_min, q.currency, q.tax, q.condition) for q in p.rows] == [
        ("nvidia-rtx-4090", 16_450_000, "PYG", "excl", "new"),
        ("nvidia-rtx-3090", 5_350_000, "PYG", "excl", "used"),
    ]
    assert {q.quote_date for q in p.rows} == {"2026-12-02"}
    why = _reasons(p)
    assert "shipping" in why[6].lower() or "deliver" in why[6].lower()
    assert "total" in why[7].lower()


def test_a_hebrew_quantity_discount_and_a_lease_documentation_fee_say_what_they_are(tmp_path):
    he = write(
        tmp_path / "he.xlsx",
        [
            ["תיאור", "כמות", 'מחיר ליחידה לפני מע"מ (₪)', 'סה"כ (₪)'],
            ["מאיץ NVIDIA L40S 48GB PCIe", 4, 29_450, 117_800],
            ["הנחת כמות 3%", "", "", -3534],
        ],
    )
    p = analyse(he, today=TODAY)
    assert [(q.device_id, q.price_min) for q in p.rows] == [("nvidia-l40s", 29_450)]
    assert "discount" in _reasons(p)[3].lower()

    lease = write(
        tmp_path / "lease.xlsx",
        [
            ["No.", "Equipment", "Qty", "Cash price per unit (USD)"],
            [1, "NVIDIA L40S 48GB PCIe accelerator", 16, 8650],
            [2, "NVIDIA H100 NVL 94GB PCIe accelerator", 8, 26_800],
            ["", "Documentation fee (one-off, per contract)", 1, 450],
        ],
    )
    p = analyse(lease, today=TODAY)
    assert [(q.device_id, q.price_min) for q in p.rows] == [("nvidia-l40s", 8650), ("nvidia-h100-nvl", 26_800)]
    assert "service" in _reasons(p)[4].lower()


def test_a_note_excluding_only_the_customs_duty_says_nothing_of_the_vat(tmp_path):
    from gpucompare.sheets.importer.notes import without_duties

    # Hong Kong has no VAT: '不含運費及內地關稅' excludes freight and the mainland's customs duty, not a VAT
    assert without_duties("以上價格以港幣計算，不含運費及內地關稅").endswith("內地  ")
    assert without_duties("Prices exclude customs duty") == "Prices exclude " + " " * len("customs duty")
    f = write(
        tmp_path / "hk.xlsx",
        [
            ["報價單"],
            ["項目", "描述", "數量", "單價 (HK$)", "金額 (HK$)"],
            [1, "NVIDIA GeForce RTX 5090 32GB", 4, 21_500, 86_000],
            [2, "NVIDIA H100 NVL 94GB PCIe", 2, 228_000, 456_000],
            ["備註：1. 以上價格以港幣計算，不含運費及內地關稅；"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.device_id, q.price_min, q.currency) for q in p.rows] == [
        ("nvidia-rtx-5090", 21_500, "HKD"),
        ("nvidia-h100-nvl", 228_000, "HKD"),
    ]
    assert [q.tax for q in p.rows] == ["", ""]  # not stated: never 'excl' from the duty
    # a note that excludes the VAT itself still says so
    g = write(
        tmp_path / "cn.xlsx",
        [
            ["型号", "单价（元）"],
            ["NVIDIA L40S 48G", 52_000],
            ["NVIDIA A100 80G PCIe", 128_000],
            ["以上价格不含税，不含关税"],
        ],
    )
    assert {q.tax for q in analyse(g, today=TODAY).rows} == {"excl"}


def test_a_footer_saying_vat_is_within_the_total_applies_to_the_table_above(tmp_path):
    f = write(
        tmp_path / "kp.xlsx",
        [
            ["КОММЕРЧЕСКОЕ ПРЕДЛОЖЕНИЕ № 412 от 02.12.2026"],
            ["№", "Наименование товара", "Кол-во", "Цена, руб.", "Сумма, руб."],
            [1, "Ускоритель NVIDIA L40S 48 ГБ PCIe", 2, 1_045_000, 2_090_000],
            [2, "Ускоритель NVIDIA A100 80 ГБ PCIe", 2, 1_240_000, 2_480_000],
            ["", "", "", "Итого:", 4_570_000],
            ["", "", "", "В том числе НДС (22%):", 824_098.36],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.device_id, q.price_min, q.tax, q.tax_rate) for q in p.rows] == [
        ("nvidia-l40s", 1_045_000, "incl", 0.22),
        ("nvidia-a100-pcie-80gb", 1_240_000, "incl", 0.22),
    ]


def test_turkish_vat_not_included_and_a_column_of_vat_amounts_say_the_price_is_net(tmp_path):
    head = ["Sıra", "Ürün Açıklaması", "Durum", "Miktar", "Birim Fiyat", "KDV (%20)", "Toplam (KDV Dahil)"]
    lines = [
        [1, "NVIDIA L40S 48GB PCIe", "Sıfır", 4, "362.500,00 TL", "72.500,00 TL", "1.740.000,00 TL"],
        [
            2,
            "NVIDIA A100 80GB PCIe (sunucudan sökülmüş)",
            "2. El",
            1,
            "518.000,00 TL",
            "103.600,00 TL",
            "621.600,00 TL",
        ],
    ]
    # the column of VAT amounts (20 % of the unit price) beside the unit price: the price is without VAT
    p = analyse(write(tmp_path / "a.xlsx", [["FİYAT TEKLİFİ"], head, *lines]), today=TODAY)
    assert [(q.price_min, q.tax, q.tax_rate) for q in p.rows] == [(362_500, "excl", 0.2), (518_000, "excl", 0.2)]
    # '2. El' (second hand) and 'sunucudan sökülmüş' (pulled from a server) are used
    assert p.rows[1].condition == "used"
    # 'Fiyatlarımıza KDV dahil değildir' (VAT is not included in our prices) is no 'dahil' (included)
    note = [["Sayın: Fiyatlarımıza KDV dahil değildir."], head[:5], *(r[:5] for r in lines)]
    p = analyse(write(tmp_path / "b.xlsx", note), today=TODAY)
    assert [q.tax for q in p.rows] == ["excl", "excl"]


def test_a_polish_ex_lease_card_is_used(tmp_path):
    f = write(
        tmp_path / "pl.xlsx",
        [
            ["Lp.", "Nazwa towaru", "Stan", "Ilość", "Cena jedn. netto [zł]"],
            [1, "Akcelerator NVIDIA L40S 48GB PCIe", "nowy", 2, "38 900,00 zł"],
            [2, "Akcelerator NVIDIA A100 80GB PCIe", "poleasingowy", 2, "41 900,00 zł"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.device_id, q.condition) for q in p.rows] == [("nvidia-l40s", "new"), ("nvidia-a100-pcie-80gb", "used")]


def test_a_short_word_inside_a_longer_one_names_no_field():
    from gpucompare.sheets.header import match_header_cell

    # Kyrgyz 'баа' (price) stands inside Sakha 'табаар' (goods): the model column is no price column, so the
    # devices under it are found from the data even where no word of the header is known
    assert match_header_cell("Табаар аата") is None or match_header_cell("Табаар аата").field != "price"
    # the same word as a word of its own still names the price
    assert match_header_cell("Баа").field == "price"
    assert match_header_cell("Бирдиктин баасы").field == "price"
    # a capital after a small letter begins a word: 'СтавкаНДС' (an accounting export's joined name) holds 'НДС'
    assert match_header_cell("СтавкаНДС") is not None
