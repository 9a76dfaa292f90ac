"""Words the lexicon cannot know: the repo's corpora with their words replaced by made-up ones (tests/sheets/
perturb_corpus.py) never make the importer silently wrong, and the quotes it reads from the cells alone never fall
back; the mechanisms that read structure from the cells (price columns by the devices' reference prices, rates by
their size, amounts never a header) each on a sheet written for the test."""

import json

import pytest

from gpucompare.sheets import header
from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .perturb_corpus import (
    ALL_CORPORA,
    CORPORA,
    VARIANTS,
    bare_format,
    is_number_text,
    made_up,
    perturb_text,
    rotation,
    score_variant,
)
from .test_conventions import H100, H200, L40S, write

#: (variant, corpus) -> the least right quotes, price only (device, price per device, currency, kind); none may be
#: silently wrong and no row may vanish in any variant
FLOORS = {
    ("words", "corpus"): 93,
    ("words", "blind4"): 59,
    ("words", "blind5"): 83,
    ("words", "blind6"): 56,
    ("currency", "corpus"): 112,
    ("currency", "blind4"): 72,
    ("currency", "blind5"): 77,
    ("currency", "blind6"): 51,
    ("bare", "corpus"): 58,
    ("bare", "blind4"): 50,
    # 57 -> 50 (imp151): the Kingdee list's 8 prices had been read as yuan from the '元' inside a card's own name
    # ('寒武纪 思元590'), the sheet's currency words made up; a '<place>元' the lexicon does not know is no renminbi
    # now, and the prices are rejected saying they have no currency
    ("bare", "blind5"): 50,
    ("bare", "blind6"): 56,
    # the unknown-language copies (each word replaced in place; codes, signs, units and product names kept)
    ("unknown", "corpus"): 128,
    ("unknown", "blind4"): 81,
    ("unknown", "blind5"): 75,
    ("unknown", "blind6"): 68,
    ("unknown", "blind7"): 80,
    ("unknown", "blind8"): 101,
    (
        "unknown",
        "blind9",
    ): 71,  # 72 before the H100's mid-2026 US reference price (a file in thousands: one row now read hourly, flagged, never silent)
    ("unknown", "blind10"): 127,
    ("unknown", "blind11"): 49,
    ("unknown", "blind12"): 54,
}


def test_the_floors_cover_every_variant_and_corpus():
    assert set(FLOORS) == {(v, c) for v in VARIANTS for c in (ALL_CORPORA if v == "unknown" else CORPORA)}


#: each corpus in one variant, the variants in turn (perturb_corpus.rotation); GPUCOMPARE_FULL_HARNESS=1 scores every
#: pair of FLOORS
SCORED = rotation(FLOORS)


def test_the_rotation_scores_every_corpus_and_every_variant():
    assert {c for _v, c in SCORED} == {c for _v, c in FLOORS}
    assert {v for v, _c in SCORED} == {v for v, _c in FLOORS}
    assert rotation(FLOORS, full=True) == list(FLOORS)


@pytest.mark.parametrize("key", SCORED, ids=[f"{v}-{c}" for v, c in SCORED])
def test_unknown_words_never_make_a_quote_silently_wrong(key, record_property):
    variant, corpus = key
    t, scores = score_variant(corpus, variant)
    record_property("totals", json.dumps(t))
    assert all(s.crash is None for s in scores), [(s.file, s.crash) for s in scores if s.crash]
    assert all("internal error" not in (s.error or "") for s in scores), [s.error for s in scores if s.error]
    assert t["silent"] == 0, t
    assert t["vanished"] == 0, t  # every row of a table region is a quote or listed with a reason, whatever its words
    assert t["right"] >= FLOORS[key], t


def test_made_up_words_are_unknown_and_consistent():
    a, b = made_up("Unit price"), made_up("Qty")
    assert a == made_up("Unit price") and a != b
    for w in (a, b, made_up("合计"), made_up("Цена, руб.")):
        assert header.match_header_cell(w) is None and header.row_kind(w) is None and not header.price_roles(w)


def test_the_unknown_language_copy_replaces_each_word_in_place():
    models = frozenset()
    got = perturb_text("Unit price (USD)", "unknown", models)
    assert got.endswith(" (USD)") and "Unit" not in got and "price" not in got
    assert perturb_text("Unit price (EUR)", "unknown", models).split()[0] == got.split()[0]  # one word per word
    assert perturb_text("GPU server 8x H100, 80GB", "unknown", models).startswith("GPU ")
    assert "8x H100, 80GB" in perturb_text("GPU server 8x H100, 80GB", "unknown", models)
    assert perturb_text("NVIDIA H100 SXM5 80GB", "unknown", models) == "NVIDIA H100 SXM5 80GB"
    assert perturb_text("12 000 руб", "unknown", models) == "12 000 руб"  # a number keeps its unit
    assert "含税" not in perturb_text("含税单价", "unknown", models)


def test_the_variants_keep_products_numbers_and_currency_as_they_say():
    models = frozenset({"8x H100 server"})
    assert perturb_text("NVIDIA H100 SXM5 80GB", "words", frozenset()) == "NVIDIA H100 SXM5 80GB"
    assert perturb_text("8x H100 server", "words", models) == "8x H100 server"
    assert perturb_text("$2.49/hr", "words", models) == "$2.49/hr"
    assert perturb_text("$2.49/hr", "bare", models) == "2.49/hr"
    assert perturb_text("Unit price (USD)", "currency", models).endswith("(USD)")
    assert "USD" not in perturb_text("Unit price (USD)", "words", models)
    assert perturb_text("—", "words", models) == "—"
    assert is_number_text("12 000 руб") and not is_number_text("Grand total")
    assert bare_format('"kr" #,##0') == "#,##0" and bare_format("[$€-407] #,##0.00") == "#,##0.00"


def test_a_price_column_found_from_its_amounts_is_marked_for_review(tmp_path):
    f = write(
        tmp_path / "unknown.xlsx",
        [["Zorvek", "Pamidul", "Tesogar"], ["NVIDIA H100 SXM5 80GB", 27_000, 3], ["NVIDIA L40S 48GB", 7_950, 12]],
    )
    p = analyse(f, today=TODAY, currency="USD")
    assert [(q.device_id, q.price_min) for q in p.rows] == [(H100, 27_000), (L40S, 7_950)]
    for q in p.rows:
        assert q.needs_review and q.confidence <= 0.8
        assert any("recognised from its amounts" in str(e) for e in q.evidence)


def test_of_two_amount_columns_the_one_that_fits_the_devices_is_the_price(tmp_path):
    # memory in GiB (2,048) beside a rate per instance in dollars: the dollars fit the devices, the memory does not
    f = write(
        tmp_path / "two.xlsx",
        [
            ["Zorvek", "Pamidul", "Tesogar", "Rufakin ($)"],
            ["NVIDIA H100 SXM5 80GB", 2048, 192, 27_500],
            ["NVIDIA H200 141GB", 2048, 192, 33_000],
            ["NVIDIA L40S 48GB", 1024, 96, 8_100],
        ],
    )
    p = analyse(f, today=TODAY)
    assert p.columns["price"] == 3
    assert [(q.device_id, q.price_min, q.currency) for q in p.rows] == [
        (H100, 27_500, "USD"),
        (H200, 33_000, "USD"),
        (L40S, 8_100, "USD"),
    ]


def test_amounts_the_size_of_hourly_rates_are_read_as_rates(tmp_path):
    f = write(
        tmp_path / "rates.xlsx",
        [
            ["Zorvek", "Rufakin"],
            ["NVIDIA H100 SXM5 80GB", 2.49],
            ["NVIDIA H200 141GB", 3.29],
            ["NVIDIA L40S 48GB", 0.99],
        ],
    )
    p = analyse(f, today=TODAY, currency="USD")
    assert p.kind == "cloud"
    assert [(q.device_id, q.price_min, q.price_kind) for q in p.rows] == [
        (H100, 2.49, "hourly"),
        (H200, 3.29, "hourly"),
        (L40S, 0.99, "hourly"),
    ]
    assert all(q.needs_review for q in p.rows)
    assert any("size of hourly rates" in str(c) for c in p.conventions)


def test_a_row_holding_amounts_is_never_the_header(tmp_path):
    # the first product (a device the catalog lacks, its name holding 'PCIe') sits right under a header of unknown
    # words: the row of amounts is data, and the table starts at the header above it
    f = write(
        tmp_path / "amounts.xlsx",
        [
            ["Papoziguv", "Fopezef", "Nuruzadak", "Tagoliz"],
            ["Vendorix Z9 64GB PCIe", "Nepunot", 642_000, 1],
            ["NVIDIA H100 SXM5 80GB", "Nepunot", 2_590_000, 3],
            ["NVIDIA L40S 48GB", "Nepunot", 905_000, 14],
        ],
    )
    p = analyse(f, today=TODAY, currency="RSD")
    assert p.header_row == 1
    assert {q.source_row: q.device_id for q in p.rows if q.device_id} == {3: H100, 4: L40S}
    assert 2 in {q.source_row for q in p.rows} | {r.source_row for r in p.rejected}


def test_an_offer_above_the_table_read_is_listed_not_lost(tmp_path):
    # a first table under a header of unknown words, then a second under known words: the rows of the first are
    # no rows of the table read, and each is listed with what it holds
    f = write(
        tmp_path / "above.xlsx",
        [
            ["Papoziguv", "Fopezef"],
            ["NVIDIA H200 141GB", 33_000],
            ["NVIDIA L40S 48GB", 8_100],
            [],
            ["Model", "Unit price (USD)"],
            ["NVIDIA H100 SXM5 80GB", 27_000],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.source_row, q.device_id) for q in p.rows] == [(6, H100)]
    said = {r.source_row: r.reason for r in p.rejected}
    assert "above the table read" in said[2] and "H200" in said[2]
    assert "above the table read" in said[3]


def test_the_one_currency_code_a_sheet_writes_is_its_money_marked_for_review(tmp_path):
    # a title of unknown words naming 'USD' once, a header of unknown words and bare prices: the code is the
    # sheet's money, read with lower confidence, each quote marked for review and saying where the code stood
    f = write(
        tmp_path / "code.xlsx",
        [
            ["Sosipir: 2026-11-01  |  Dezorim: USD  |  Sugupunen"],
            [],
            ["Zorvek", "Pamidul", "Tesogar"],
            ["NVIDIA H100 SXM5 80GB", 27_000, 3],
            ["NVIDIA L40S 48GB", 7_950, 12],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.device_id, q.price_min, q.currency) for q in p.rows] == [(H100, 27_000, "USD"), (L40S, 7_950, "USD")]
    for q in p.rows:
        assert q.needs_review and q.confidence < 0.9
        assert any("Dezorim: USD" in str(e) for e in q.evidence), q.evidence
    assert any("the only currency the sheet names" in str(w) for w in p.warnings)


def test_a_makers_name_or_two_codes_never_name_the_sheets_money(tmp_path):
    # 'AMD' is a maker here, not the Armenian dram; and a sheet naming two codes says nothing of which one its
    # bare prices are in: the prices stay without a currency and are listed with that reason
    for name, title in (("maker.xlsx", "AMD Instinct Pamidul"), ("two.xlsx", "Dezorim: USD · Kavobet: EUR")):
        f = write(
            tmp_path / name,
            [[title], [], ["Zorvek", "Pamidul"], ["NVIDIA H100 SXM5 80GB", 27_000], ["NVIDIA L40S 48GB", 7_950]],
        )
        p = analyse(f, today=TODAY)
        assert not [q for q in p.rows if q.currency in ("AMD", "USD", "EUR")], name
        assert all("has no currency" in str(r.reason) for r in p.rejected if r.source_row in (4, 5)), name


def test_a_line_total_found_from_its_amounts_gives_way_to_the_unit_price(tmp_path):
    # unknown words over a unit price, a count and the line's total: the total (the largest amounts, the column the
    # amounts alone would pick) is the unit price times the count on every line, so the unit price is read, the
    # count is the quantity, and each quote is marked for review saying why
    f = write(
        tmp_path / "totals.xlsx",
        [
            ["Zorvek (USD)", "Pamidul", "Tesogar", "Rufakin"],
            ["NVIDIA H100 SXM5 80GB", 27_000, 4, 108_000],
            ["NVIDIA H200 141GB", 33_000, 2, 66_000],
            ["NVIDIA L40S 48GB", 7_950, 1, 7_950],
        ],
    )
    p = analyse(f, today=TODAY, currency="USD")
    assert [(q.device_id, q.price_min, q.quantity) for q in p.rows] == [
        (H100, 27_000, 4),
        (H200, 33_000, 2),
        (L40S, 7_950, 1),
    ]
    assert all(q.needs_review for q in p.rows)
    assert any("each line's total" in str(c) for c in p.conventions)


def test_line_totals_need_the_arithmetic_on_every_line():
    from gpucompare.sheets.importer.accounting import line_totals

    rows = [["a", "b", "c", "d"], ["x", 100, 3, 300], ["y", 50, 2, 100], ["z", 10, 1, 10]]
    assert line_totals(rows, 0, 3, set()) == (1, 2, 3)
    assert line_totals(rows, 0, 1, set()) == (1, 2, 3)  # read from the unit price: the quantity and total found
    rows[2][3] = 101  # one line that does not add up: no line totals
    assert line_totals(rows, 0, 3, set()) is None
    assert line_totals([["a", "b", "c"], ["x", 100, 1], ["y", 50, 1]], 0, 2, set()) is None  # no count above 1


def test_two_amount_columns_in_the_ratio_of_the_currencys_vat_rate_are_a_tax_pair(tmp_path):
    # unknown words over two amount columns in Danish kroner, one 25% above the other on every line (Denmark's
    # standard rate): the larger is the price with VAT, the smaller the price without, said in the conventions
    f = write(
        tmp_path / "pair.xlsx",
        [
            ["Zorvek", "Pamidul (DKK)", "Tesogar (DKK)"],
            ["NVIDIA H100 SXM5 80GB", 190_000, 237_500],
            ["NVIDIA L40S 48GB", 56_000, 70_000],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.device_id, q.price_min, q.price_excl_tax, q.tax, q.tax_rate) for q in p.rows] == [
        (H100, 237_500, 190_000, "incl", 0.25),
        (L40S, 70_000, 56_000, "incl", 0.25),
    ]
    assert all(q.needs_review for q in p.rows)
    assert any("standard VAT rate of Denmark" in str(c) for c in p.conventions)


def test_a_ratio_that_is_no_vat_rate_of_the_currency_is_no_tax_pair(tmp_path):
    # a list price 20% above the deal price in Danish kroner (whose rate is 25%): no tax pair is made of it
    f = write(
        tmp_path / "list.xlsx",
        [
            ["Zorvek", "Pamidul (DKK)", "Tesogar (DKK)"],
            ["NVIDIA H100 SXM5 80GB", 190_000, 228_000],
            ["NVIDIA L40S 48GB", 56_000, 67_200],
        ],
    )
    p = analyse(f, today=TODAY)
    assert all(q.price_excl_tax is None and q.tax != "incl" for q in p.rows)
    assert not any("standard VAT rate" in str(c) for c in p.conventions)
