"""Offer details and layout keys, the causes blind corpora 14 and 15 and the layout variants found, each a mechanism:
a server word that says where a card goes ('服务器专用') does not make the card a
server; a validity's day count written after its day word; levies added with '+' sum to the rate paid; and the
corpus harness pairs several quotes keyed at one row by their model text and keys a transposed quote at the row
its amount is in. Every sheet is written here; none is a corpus file."""

import datetime as dt

import openpyxl

from gpucompare.sheets.importer import analyse
from gpucompare.sheets.importer.notes import _tax_rate_in, read_notes

from .conftest import TODAY
from .score_corpus import catalog_ids, score_file
from .test_conventions import write


def test_a_card_for_servers_is_a_card_and_a_server_is_still_a_server(tmp_path):
    f = write(
        tmp_path / "jd.xlsx",
        [
            ["商品名称", "数量", "单价（元）"],
            ["英伟达 RTX 4090 24G 涡轮版 深度学习显卡 服务器专用 双宽", 1, 19_899],
            ["超聚变 G5500 V7 8卡GPU服务器（8×L20 48G）", 1, 659_000],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [q.offer for q in p.rows] == ["card", "server"]
    assert [q.price_min for q in p.rows] == [19_899, 659_000 / 8]


def test_a_validity_whose_day_count_follows_its_day_word():
    # Twi: 'these prices stay 14 days', 'this price stays 7 days'
    n = read_notes(["Da: Ɔpɛnimma 3, 2026", "Bo yi bɛtena hɔ nna 14."], TODAY)
    assert n.as_of == "2026-12-03" and n.valid_days == 14
    n = read_notes(["Da: Ɔpɛnimma 3, 2026", "Boɔ yi bɛtena hɔ da 7. Tua ka: MoMo"], TODAY)
    assert n.valid_days == 7
    # a date after the day word is no count of days
    n = read_notes(["Da: Ɔpɛnimma 3, 2026", "Bo yi bɛtena hɔ da 12/12/2026"], TODAY)
    assert n.valid_days is None


def test_levies_added_with_a_plus_sum_to_the_rate_paid():
    # Ghana: VAT 15 % with the NHIL and GETFund levies of 2.5 % each: 20 % on the price
    assert _tax_rate_in("VAT 15% + NHIL 2.5% + GETFund 2.5% (20%) not included") == 0.2
    assert _tax_rate_in("VAT 15% + NHIL 2.5% + GETFund 2.5% ka ho") == 0.2
    # rates not added to one another: the one nearest the tax word, as before
    assert _tax_rate_in("Deposit 20%, VAT 15%") == 0.15
    assert _tax_rate_in("buyer's premium (18%) and VAT at 20%") == 0.2
    # a sum of 30 % or more is no tax rate: the first of the chain stays
    assert _tax_rate_in("VAT 25% + 15% + 20%") == 0.25


def test_a_note_of_added_levies_sets_the_rate_and_the_validity_of_the_table(tmp_path):
    f = write(
        tmp_path / "gh.xlsx",
        [
            ["ASANTEMAN COMPUTERS — Bo Krataa (Price List)"],
            ["Da: Ɔpɛnimma 3, 2026"],
            [],
            ["Nɔma", "Nneɛma", "Dodoɔ", "Bo koro biara"],
            [1, "NVIDIA L40S 48GB", 4, "GH₵ 98,400.00"],
            [2, "NVIDIA RTX 6000 Ada 48GB", 2, "GH₵ 64,800.00"],
            [],
            ["VAT 15% + NHIL 2.5% + GETFund 2.5% (20%) ɛnka ho. Boɔ yi bɛtena hɔ da 7."],
        ],
    )
    p = analyse(f, today=TODAY)
    assert {q.currency for q in p.rows} == {"GHS"}
    assert {q.tax for q in p.rows} == {"excl"}
    assert {q.tax_rate for q in p.rows} == {0.2}
    assert {q.valid_until for q in p.rows} == {(dt.date(2026, 12, 3) + dt.timedelta(days=7)).isoformat()}


def test_the_scorer_pairs_quotes_keyed_at_one_row_by_their_model_text(tmp_path):
    f = write(
        tmp_path / "sideways.xlsx",
        [
            ["Item", "NVIDIA L40S 48GB", "NVIDIA RTX 6000 Ada 48GB", "NVIDIA L4 24GB"],
            ["Price (USD)", 7_650, None, 2_680],
            ["Price (EUR)", None, 6_900, None],
        ],
    )

    def key(model, device, price, cur, row):
        return {
            "sheet": "Sheet", "source_row": row, "raw_model": model, "device": device, "device_when_catalogued": [],
            "price_min": price, "price_max": price, "currency": cur, "price_on_request": False,
            "price_kind": "purchase", "devices_per_item": 1,
        }  # fmt: skip

    wb = openpyxl.load_workbook(f)
    expected = {
        "sheet": wb.active.title,
        "quotes": [
            key("NVIDIA RTX 6000 Ada 48GB", "nvidia-rtx-6000-ada", 6_900, "EUR", 3),
            key("NVIDIA L4 24GB", "nvidia-l4", 2_680, "USD", 2),
            key("NVIDIA L40S 48GB", "nvidia-l40s", 7_650, "USD", 2),
        ],
        "not_quotes": [],
    }
    for q in expected["quotes"]:
        q["sheet"] = wb.active.title
    s = score_file(f, expected, catalog_ids(), tmp_path / "home", offer_details=False)
    # the key lists the row's quotes in another order than the importer writes them: each is still found by its
    # model text, so none is counted wrong for the order alone
    assert s.silent == 0
    assert s.right == 3, s.details


def _fijian(path, formats, header="Isau ni dua"):
    rows = [
        ["ISAU NI IYAYA — Viti Digital Solutions Pte Ltd, Suva"],
        ["Tikitiki: 02/12/2026 · Na isau e vakadola ni Viti, okati kina na VAT 15%"],
        ["Naba", "Iyaya", "Iwiliwili", header],
        [1, "NVIDIA RTX 4090 24GB", 1, 6950],
        [2, "NVIDIA L40S 48GB", 1, 25800],
        [],
        ["* $"],
    ]
    return write(path, rows, formats=formats)


def test_a_bare_dollar_number_format_is_the_sheets_own_dollar(tmp_path):
    f = _fijian(tmp_path / "fj.xlsx", {"D4": '"$"#,##0.00', "D5": '"$"#,##0.00'})
    p = analyse(f, today=TODAY)
    # the sheet names Fiji (Viti): its '$' is the Fijian dollar, as a '$' in its header would be
    assert {q.currency for q in p.rows} == {"FJD"}
    # a locale's own dollar ('[$$-409]' is the US one) stays what the locale says
    f = _fijian(tmp_path / "us.xlsx", {"D4": "[$$-409]#,##0.00", "D5": "[$$-409]#,##0.00"})
    assert {q.currency for q in analyse(f, today=TODAY).rows} == {"USD"}


def test_a_note_naming_the_toman_scales_the_prices_to_rials(tmp_path):
    f = write(
        tmp_path / "ir.xlsx",
        [
            ["لیست قیمت کارت گرافیک"],
            ["به‌روزرسانی: ۱۴۰۵/۰۹/۰۸ — قیمت‌ها به تومان است"],
            ["ردیف", "مدل", "قیمت"],
            [1, "NVIDIA GeForce RTX 4090", 298_500_000],
            [2, "NVIDIA L40S", 1_090_000_000],
        ],
    )
    p = analyse(f, today=TODAY)
    # a toman is ten rials: the note's currency word carries its multiple
    assert [(q.currency, q.price_min) for q in p.rows] == [("IRR", 2_985_000_000), ("IRR", 10_900_000_000)]


def test_a_word_like_a_scaled_currency_inside_another_word_scales_nothing():
    from gpucompare.sheets.importer.notes import _currency_word_scale

    assert _currency_word_scale("قیمت‌ها به تومان است") == 10
    assert _currency_word_scale("preise in eur, angebot offen bis 12.12.") is None  # 'fen' inside 'offen'


def test_a_note_saying_prices_are_per_gpu_keeps_an_8x_row_from_being_divided(tmp_path):
    rows = [
        ["Q4 2026 GPU rate card - prices per GPU per hour, USD, excl. taxes"],
        ["GPU", "Form factor", "VRAM", "On-demand"],
        ["H100", "SXM5 8x", "80GB", "$2.49"],
        ["L40S", "PCIe 1x", "48GB", "$0.89"],
    ]
    p = analyse(write(tmp_path / "rates.xlsx", rows), today=TODAY)
    assert [q.price_min for q in p.rows] == [2.49, 0.89]
    # a line under a table saying per card heads the next table: the table above keeps its own reading
    rows = [["GPU cloud price list (USD, per hour)"], rows[1], rows[2], [], ["Bare metal, billed per card"]]
    p = analyse(write(tmp_path / "under.xlsx", rows), today=TODAY)
    assert p.rows[0].price_min == 2.49 / 8
    # a configuration line naming cards is no such statement: a server's price is still divided
    rows = [
        ["报价单"],
        ["产品名称", "单价(元)", "数量"],
        ["8卡H800 服务器", 2_350_000, 1],
        [None, "网卡: 8x 400G ConnectX-7", None],
    ]
    p = analyse(write(tmp_path / "server.xlsx", rows), today=TODAY)
    assert p.rows[0].price_min == 2_350_000 / 8


def test_transpose_keys_a_quote_at_the_row_its_own_amount_is_in():
    from .layout_corpus import transpose

    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Offer"
    for row in (
        ["Quotation"],
        ["Model", "Unit price (HTG)", "Unit price (USD)"],
        ["NVIDIA RTX 4090 24GB", "312,500 goud", None],
        ["NVIDIA L40S 48GB", None, "US$ 7,650.00"],
        ["NVIDIA RTX 5090 32GB", 430_000, None],
    ):
        ws.append(row)

    def q(row, model, price, cur):
        return {"sheet": "Offer", "source_row": row, "raw_model": model, "price_min": price, "price_max": price,
                "devices_per_item": 1, "currency": cur}  # fmt: skip

    key = {
        "sheet": "Offer",
        "quotes": [
            q(3, "NVIDIA RTX 4090 24GB", 312_500, "HTG"),
            q(4, "NVIDIA L40S 48GB", 7_650, "USD"),
            q(5, "NVIDIA RTX 5090 32GB", 430_000, "HTG"),
        ],
        "not_quotes": [],
    }
    out = transpose(wb, key)
    rows = [[c.value for c in r] for r in wb["Offer"].iter_rows()]
    assert rows[2][0] == "Unit price (HTG)" and rows[3][0] == "Unit price (USD)"
    # the goud prices on the HTG row (3), the dollar price on the USD row (4): each where its amount is
    assert [k["source_row"] for k in out["quotes"]] == [3, 4, 3]
