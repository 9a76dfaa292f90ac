"""Notes that speak of several things, an empty price cell read from the sheet's other price column, and counts
that are capacities ('supports up to 8 GPUs', '可配八卡整机') rather than what is priced: sheets written here in
German, English, Chinese and Dutch."""

from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .test_conventions import H100, L40S, reasons, write


def test_a_payment_line_with_an_iban_is_said_to_be_bank_or_payment_details(tmp_path):
    f = write(
        tmp_path / "angebot.xlsx",
        [
            ["Angebot 2026-77"],
            ["Pos.", "Artikel", "Menge", "Einzelpreis netto", "Gesamt"],
            [1, "NVIDIA H100 SXM5 80GB", 2, "28.500,00 €", "57.000,00 €"],
            [2, "NVIDIA L40S 48GB", 4, "7.900,00 €", "31.600,00 €"],
            ["Zahlung innerhalb 14 Tagen per Überweisung, Bankverbindung: DE89 3704 0044 0532 0130 00"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.device_id, q.price_min, q.currency) for q in p.rows] == [(H100, 28_500, "EUR"), (L40S, 7_900, "EUR")]
    assert "bank or payment" in reasons(p)[5]


def test_a_note_on_tax_and_payment_names_both(tmp_path):
    f = write(
        tmp_path / "quote.xlsx",
        [
            ["Model", "Unit price (SGD)"],
            ["NVIDIA H100 SXM5 80GB", 41_000],
            ["NVIDIA L40S 48GB", 10_900],
            ["GST 9% applicable on all items. Payment: TT to OCBC account 601-123456-001 within 30 days"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [q.device_id for q in p.rows] == [H100, L40S]
    reason = reasons(p)[4]
    assert reason.startswith("a note on tax") and "bank or payment details" in reason


def test_an_empty_final_price_is_read_from_the_list_price_and_marked_for_review(tmp_path):
    f = write(
        tmp_path / "prices.xlsx",
        [
            ["Model", "List price (USD)", "Final price (USD)"],
            ["NVIDIA H100 SXM5 80GB", 31_000, 29_500],
            ["NVIDIA L40S 48GB", 8_200, None],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.device_id, q.price_min, q.needs_review) for q in p.rows]
    assert got == [(H100, 29_500, False), (L40S, 8_200, True)]
    assert any("empty" in str(w) for w in p.rows[1].warnings)


def test_what_a_chassis_can_take_is_not_what_is_priced(tmp_path):
    f = write(
        tmp_path / "servers.xlsx",
        [
            ["Model", "Price (USD)"],
            ["Supermicro chassis with NVIDIA L40S, supports up to 8 GPUs", 12_000],
            ["4U server, 8x NVIDIA H100 SXM5 80GB", 240_000],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.device_id, q.price_min) for q in p.rows] == [(L40S, 12_000), (H100, 30_000)]


def test_a_single_card_that_could_fill_an_eight_card_server_is_one_card(tmp_path):
    f = write(
        tmp_path / "baojia.xlsx",
        [["型号", "单价（元）"], ["NVIDIA H100 SXM5 80GB 单卡 可配八卡整机", 230_000]],
    )
    p = analyse(f, today=TODAY)
    assert [(q.device_id, q.price_min, q.currency) for q in p.rows] == [(H100, 230_000, "CNY")]


def test_a_date_in_the_remarks_is_never_the_price(tmp_path):
    f = write(
        tmp_path / "remarks.xlsx",
        [
            ["Model", "Price (USD)", "Remarks"],
            ["NVIDIA H100 SXM5 80GB", 29_000, "in stock"],
            ["NVIDIA L40S 48GB", None, "ETA 2027-01-15, POA"],
        ],
    )
    p = analyse(f, today=TODAY)
    l40s = [q for q in p.rows if q.device_id == L40S]
    assert not l40s or l40s[0].price_on_request
    assert not any(q.price_min in (2027, 2_027, 15, 1) for q in p.rows)
