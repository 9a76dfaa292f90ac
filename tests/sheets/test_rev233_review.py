"""Review of imp227/imp228 (issue 22): the rules those rounds added that a sheet of another layout reads wrong,
each tested on a sheet written here (none is a corpus file).

- a maker's cooler line ('(Inno3D X3)') is its fans only right after the maker's name: the maker's name elsewhere
  ('4x Inno3D GeForce RTX 4090') stops no count of cards, and a cooler word before a count after the card's whole
  name ('Gaming OC x2') is no cooler line;
- a sentence saying one currency's prices bear none of a country's tax ('in US$ (no Malaysian SST …)') is read as
  'no Philippine VAT' is: by its word of none before the tax's word, any place's name between, never by one
  country's name in the lexicon; 'no additional SST' names no place and says nothing of the kind; and only in a
  sentence scoped to one currency: a whole note's 'No VAT for non-EU customers' never unsays its 'Prices exclude
  VAT' (imp228's bare 'no vat' did: no basis, unmarked);
- another period's name ends the validity its sentence gives only where it opens the sentence ('Vigencia del
  contrato: … hasta el 31 de diciembre'): 'Payment 30 days from receipt of a valid invoice, prices valid until 31
  December 2026' is the offer's validity."""

import openpyxl

from gpucompare.sheets.importer import analyse

from .conftest import TODAY

RTX_5090 = "nvidia-rtx-5090"
RTX_4090 = "nvidia-rtx-4090"


def _sheet(tmp_path, name, rows):
    wb = openpyxl.Workbook()
    ws = wb.active
    for r in rows:
        ws.append(r)
    path = tmp_path / name
    wb.save(path)
    return path


def test_a_makers_name_counts_no_fans_away_from_its_cooler_line(tmp_path):
    path = _sheet(
        tmp_path,
        "quotation.xlsx",
        [
            ["Quotation 2026-12-01"],
            [],
            ["Pos", "Description", "Qty", "Unit price (USD)"],
            [1, "Server with 4x Inno3D GeForce RTX 4090 24GB", 1, 16000],
            [2, "GeForce RTX 5090 32GB (Inno3D X3)", 2, 2690],
            [3, "Gigabyte GeForce RTX 5090 Gaming OC x2", 1, 5400],
        ],
    )
    p = analyse(path, today=TODAY)
    got = {q.source_row: q for q in p.rows}
    assert sorted(got) == [4, 5, 6]
    # four cards in the server (the maker's name after '4x' is the cards', no fans): 4,000 a card, not one card
    assert (got[4].device_id, got[4].units_per_item, got[4].price_min) == (RTX_4090, 4, 4000)
    # the maker's cooler line right after its name: one card, not three
    assert (got[5].device_id, got[5].units_per_item, got[5].price_min) == (RTX_5090, 1, 2690)
    # 'OC' ends the card's name; the 'x2' after it is two cards at 2,700 each, never one at 5,400
    assert (got[6].device_id, got[6].units_per_item, got[6].price_min) == (RTX_5090, 2, 2700)


def _two_currencies(tmp_path, dollar_sentence):
    return _sheet(
        tmp_path,
        "quotation.xlsx",
        [
            ["QUOTATION — Date: December 1, 2026"],
            [
                f"Option A — FOB Singapore, in US$ ({dollar_sentence}; buyer arranges freight). Option B — DDP Penang, in RM, exclusive of 8% SST."
            ],
            [],
            ["Item", "Description", "Qty", "Unit Price US$ (FOB Singapore)", "Unit Price RM (DDP Penang)"],
            [1, "NVIDIA L40S 48GB PCIe", 4, 8400, 39500],
            [2, "NVIDIA GeForce RTX 5090 32GB", 6, 2900, 13600],
        ],
    )


def test_each_currencys_sentence_says_no_tax_of_any_country(tmp_path):
    for place in ("Malaysian SST", "local SST"):
        p = analyse(_two_currencies(tmp_path, f"no {place}"), today=TODAY)
        got = {(q.source_row, q.currency): q for q in p.rows}
        assert sorted(got) == [(5, "MYR"), (5, "USD"), (6, "MYR"), (6, "USD")]
        for r in (5, 6):
            assert (got[r, "MYR"].tax, got[r, "MYR"].tax_rate) == ("excl", 0.08)
            # the dollar prices bear no SST: never 'excl 8 %' from the ringgit sentence, and marked for a look
            assert got[r, "USD"].tax != "excl" and got[r, "USD"].tax_rate is None and got[r, "USD"].needs_review


def _noted(tmp_path, note):
    return _sheet(
        tmp_path,
        "quotation.xlsx",
        [
            ["Quotation 2026-12-01"],
            [note],
            [],
            ["Pos", "Description", "Qty", "Unit price (USD)"],
            [1, "NVIDIA L40S 48GB PCIe", 2, 7900],
            [2, "NVIDIA H100 NVL 94GB", 1, 26500],
        ],
    )


def test_a_payment_terms_valid_invoice_ends_no_offers_validity(tmp_path):
    note = "Payment 30 days from receipt of a valid invoice, prices valid until 31 December 2026"
    p = analyse(_noted(tmp_path, note), today=TODAY)
    assert [(q.source_row, q.valid_until) for q in p.rows] == [(5, "2026-12-31"), (6, "2026-12-31")]


def test_a_contracts_term_opening_its_sentence_is_still_no_validity(tmp_path):
    note = "Vigencia del contrato: a partir de la notificación del fallo y hasta el 31 de diciembre de 2026"
    p = analyse(_noted(tmp_path, note), today=TODAY)
    assert [q.valid_until for q in p.rows] == [None, None]


def test_a_notes_no_vat_for_some_buyers_keeps_its_stated_basis(tmp_path):
    for note in (
        "Prices exclude VAT. No VAT for non-EU customers.",
        "Prices exclude VAT. No Irish VAT outside the EU.",
    ):
        p = _sheet(
            tmp_path,
            "quotation.xlsx",
            [
                ["Quotation 2026-12-01"],
                [note],
                [],
                ["Pos", "Description", "Qty", "Unit price (EUR)"],
                [1, "NVIDIA L40S 48GB PCIe", 2, 7900],
                [2, "NVIDIA H100 NVL 94GB", 1, 26500],
            ],
        )
        got = analyse(p, today=TODAY)
        assert [(q.source_row, q.tax) for q in got.rows] == [(5, "excl"), (6, "excl")]
