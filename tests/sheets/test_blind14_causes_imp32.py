"""International causes blind corpora 14 and 15 found, each a mechanism tested on a small sheet written here (none is
a corpus file): a unit multiplier stated in a Korean header ('(단위: 천원)'), a shared sign ('kr') resolved by the
sheet's tax word, a header's bracketed sign that is the sheet's own currency's ('(K)' on a kina list), and a Korean
warranty in months ('6개월') that is no count of pieces."""

from gpucompare.sheets.importer import analyse
from gpucompare.sheets.lexicon import fold

from .conftest import TODAY
from .test_conventions import write


def test_a_korean_unit_note_in_thousands_of_won_scales_every_price(tmp_path):
    f = write(
        tmp_path / "ko.xlsx",
        [
            ["견  적  서"],
            ["", "", "", "(단위: 천원)"],
            ["품명", "규격", "수량", "단가"],
            ["GPU", "NVIDIA L40S 48GB PCIe", 4, 12_650],
            ["그래픽카드", "GeForce RTX 4090 24GB (MSI, 중고, 보증 6개월)", 4, 2_150],
        ],
    )
    p = analyse(f, today=TODAY)
    # 12,650 thousand won is 12,650,000 won; the '6개월' warranty (six months) divides nothing
    assert [(q.device_id, q.price_min, q.currency) for q in p.rows] == [
        ("nvidia-l40s", 12_650_000, "KRW"),
        ("nvidia-rtx-4090", 2_150_000, "KRW"),
    ]
    # the scale is said where the user sees it
    assert any("1,000" in str(w) for w in p.warnings)


def test_a_korean_sheet_without_a_unit_note_stays_in_won(tmp_path):
    f = write(
        tmp_path / "ko.xlsx",
        [
            ["견  적  서"],
            ["품명", "규격", "수량", "단가"],
            ["GPU", "NVIDIA L40S 48GB PCIe", 4, 12_650_000],
            ["그래픽카드", "GeForce RTX 4090 24GB", 4, 2_150_000],
        ],
    )
    assert [(q.price_min, q.currency) for q in analyse(f, today=TODAY).rows] == [
        (12_650_000, "KRW"),
        (2_150_000, "KRW"),
    ]


def _kr_sheet(path, note):
    return write(
        path,
        [
            ["HADDELISTU"],
            [note],
            ["Nr.", "Gálvu", "Haddi kr/bihttá"],
            [1, "NVIDIA L40S 48GB PCIe", "kr 92 900,00"],
            [2, "NVIDIA H100 NVL 94GB PCIe", "kr 318 500,00"],
        ],
    )


def test_kr_on_a_sheet_that_adds_norwegian_mva_is_norwegian_kroner(tmp_path):
    p = analyse(_kr_sheet(tmp_path / "no.xlsx", "MVA 25 % lasihuvvo."), today=TODAY)
    assert [(q.price_min, q.currency) for q in p.rows] == [(92_900, "NOK"), (318_500, "NOK")]
    assert any("mva" in str(c).lower() and "NOK" in str(c) for c in p.conventions)


def test_kr_with_moms_names_no_one_country_and_is_not_decided_by_it(tmp_path):
    # 'moms' is Danish and Swedish: the tax word tells nothing, and the sign is never silently read as NOK
    p = analyse(_kr_sheet(tmp_path / "moms.xlsx", "Moms 25 % lasihuvvo."), today=TODAY)
    assert {q.currency for q in p.rows} != {"NOK"}


def test_tax_words_of_one_country_only_decide_a_shared_sign():
    from gpucompare.sheets.header import lexicon

    lex = lexicon()
    codes = ("DKK", "NOK", "SEK", "ISK")
    assert lex.tax_word_currencies(["Org.nr. 923 456 789 MVA"], codes) == {"NOK": "mva"}
    assert lex.tax_word_currencies(["Priser ekskl. moms"], codes) == {}
    # a whole word only: 'mva' inside another word is no tax word
    assert lex.tax_word_currencies([fold("Kamvamba")], codes) == {}


def test_a_bracketed_k_on_a_kina_list_is_the_sign_not_thousands(tmp_path):
    rows = [
        ["HAUS KOMPIUTA — Prais Lis"],
        ["Olgeta prais i long Kina (PGK). GST 10% i no insait."],
        ["Namba", "Samting", "Hamas", "Prais long wanpela (K)"],
        [1, "NVIDIA GeForce RTX 4090 24GB", 2, 11_480],
        [2, "NVIDIA L40S 48GB", 1, 37_950],
    ]
    p = analyse(write(tmp_path / "pg.xlsx", rows), today=TODAY)
    assert [(q.price_min, q.currency) for q in p.rows] == [(11_480, "PGK"), (37_950, "PGK")]


def test_a_bracketed_k_on_a_dollar_list_stays_thousands(tmp_path):
    rows = [
        ["Price list. Prices in USD."],
        ["Model", "Qty", "Price (K)"],
        ["NVIDIA L40S 48GB", 1, 9.2],
        ["NVIDIA H100 NVL 94GB PCIe", 1, 31.5],
    ]
    p = analyse(write(tmp_path / "usd.xlsx", rows), today=TODAY)
    assert [(q.price_min, q.currency) for q in p.rows] == [(9_200, "USD"), (31_500, "USD")]


def test_the_sign_of_a_currency_in_brackets_is_known():
    from gpucompare.sheets.currency_signs import bracketed_sign_of

    assert bracketed_sign_of("Prais long wanpela (K)", "PGK")
    assert not bracketed_sign_of("Price (K)", "USD")
    assert not bracketed_sign_of("Prais long wanpela", "PGK")


def test_a_twi_list_reads_the_cedi_price_not_the_dollar_column_marked_for_reference(tmp_path):
    rows = [
        ["KWAHU DIGITAL SYSTEMS LTD — Accra"],
        ["Nɔma", "Adeɛ no din", "Tebea", "Boɔ baako (GH₵)", "Boɔ baako (US$, nhwɛsoɔ ara kwa)"],
        [1, "NVIDIA H100 NVL 94GB PCIe", "foforɔ", "GH₵ 372,000.00", "$31,530"],
        [2, "NVIDIA L40S 48GB PCIe", "foforɔ", "GH₵ 108,500.00", "$9,190"],
        [3, "GeForce RTX 4090 24GB", "wɔde adi dwuma", "GH₵ 21,500.00", "$1,820"],
    ]
    p = analyse(write(tmp_path / "gh.xlsx", rows), today=TODAY)
    assert [(q.price_min, q.currency, q.condition) for q in p.rows] == [
        (372_000, "GHS", "new"),
        (108_500, "GHS", "new"),
        (21_500, "GHS", "used"),
    ]


def test_a_twi_server_with_four_cards_in_it_is_priced_per_card(tmp_path):
    rows = [
        ["Nɔma", "Nneɛma", "Dodoɔ", "Bo koro biara"],
        [1, "NVIDIA L40S 48GB", 4, "GH₵ 98,400.00"],
        [2, "Server a RTX 4090 4 wom (AMD EPYC, 256GB RAM)", 1, "GH₵ 168,000.00"],
    ]
    p = analyse(write(tmp_path / "gh.xlsx", rows), today=TODAY)
    assert [(q.device_id, q.price_min, q.units_per_item) for q in p.rows] == [
        ("nvidia-l40s", 98_400, 1),
        ("nvidia-rtx-4090", 42_000, 4),
    ]


def _key(row, condition, device="nvidia-a100-pcie-80gb", price=9_500.0):
    return {
        "sheet": "Sheet1",
        "source_row": row,
        "raw_model": "",
        "device": device,
        "device_when_catalogued": [],
        "price_min": price,
        "price_max": price,
        "currency": "USD",
        "price_on_request": False,
        "price_kind": "purchase",
        "condition": condition,
    }


def test_the_scorer_takes_refurbished_as_a_kind_of_used_never_the_other_way(tmp_path):
    from gpucompare.core.catalog import bundled_catalog

    from .score_corpus import score_file

    f = write(
        tmp_path / "uk.xlsx",
        [
            ["Model", "Condition", "Unit Price (USD)"],
            ["NVIDIA A100 80GB PCIe", "Refurbished", 9_500],
            ["NVIDIA A100 80GB PCIe", "Used", 8_500],
        ],
    )
    ids = {d.id for d in bundled_catalog().devices}
    home = tmp_path / "home"

    def right(conditions):
        quotes = [_key(2, conditions[0]), _key(3, conditions[1], price=8_500.0)]
        expected = {"sheet": "Sheet1", "quotes": quotes, "not_quotes": []}
        return score_file(f, expected, ids, home).right

    assert right(("refurbished", "used")) == 2
    assert right(("used", "used")) == 2  # a key's 'used' of a refurbished card
    assert right(("refurbished", "refurbished")) == 1  # a used card is not refurbished
    assert right(("new", "used")) == 1
