"""The classes of decision blind corpus 43 (international documents) found, each tested on sheets written here (none
is a corpus file, and none has a corpus file's layout):

- a net price computed from the list price at one rate stated above the table ('MSRP' | 'Net price' = MSRP x 'Your
  multiplier 0.72'): the rate is the buyer's discount, not an exchange rate, so the net price is the offer (7 silently
  wrong: the list price had been taken, the net read as a conversion of it);
- a tender form's prices in rounds under a two-row header ('Round 1 (…)' | 'Round 2 – BAFO (…)', unit price and sum
  under each): the newest round is the offer, the earlier its history; where the newest is empty the round before
  stands (5 silently wrong: round 1 taken);
- a currency column headed 'Ccy' whose code changes per row: each row in its own currency (6 silently wrong, 3
  flagged: the first row's currency held for every row);
- a card's cooler written between its name and its memory ('RTX 5090 X3 32GB'): its fans, not three cards (1
  silently wrong: read as a server of 3);
- prices in thousands with the scale glued to the code ('TEUR', 'TCHF', 'kUSD'), one column per currency: one quote
  per currency, each times 1000 (7 rejected without a reason: the second currency dropped);
- equipment naming the cards it fits only in brackets after it ('NVLink bridge 2-slot (H100 NVL / H200 NVL)'): the
  equipment, not the card (2 false quotes)."""

from gpucompare.sheets.importer import analyse
from gpucompare.sheets.importer.counts import units_in_text
from gpucompare.sheets.prices import header_units

from .conftest import TODAY
from .test_conventions import by_row, reasons, write

H100NVL = "nvidia-h100-nvl"
H200NVL = "nvidia-h200-nvl"
L40S = "nvidia-l40s"
L4 = "nvidia-l4"
RTX4090 = "nvidia-rtx-4090"
RTX5090 = "nvidia-rtx-5090"
H200 = "nvidia-h200-sxm-141gb"


def _run(tmp_path, name, rows, **kw):
    return analyse(write(tmp_path / name, rows, **kw), today=TODAY)


# ---- a net price at a stated rate off the list price


def test_a_net_price_at_a_stated_multiplier_is_the_offer_not_a_conversion(tmp_path):
    rows = [
        ["Channel price list — December 2026 (USD, excl. tax)"],
        ["Your multiplier", 0.72],
        [],
        ["SKU", "Product", "MSRP (USD)", "Net price (USD)", "Stock"],
        ["L40S-48", "NVIDIA L40S 48GB", 10000, 7200, 4],
        ["L4-24", "NVIDIA L4 24GB", 3000, 2160, 10],
        ["4090", "GeForce RTX 4090 24GB", 2500, 1800, 2],
    ]
    p = _run(tmp_path, "multiplier.xlsx", rows)
    got = by_row(p)
    assert {r: (q.device_id, q.price_min) for r, q in got.items()} == {
        5: (L40S, 7200.0),
        6: (L4, 2160.0),
        7: (RTX4090, 1800.0),
    }
    assert any("net price after that rate is the quote" in str(c) for c in p.conventions)


def test_a_price_in_another_currency_at_a_stated_rate_is_offered_in_both(tmp_path):
    """The rate stated above the table is a currency pair, not a multiplier: each currency's price column is the item
    offered in that currency (imp194: blind corpus 50's HK$ and RMB unit prices are each a quote), never a net price."""
    rows = [
        ["Exchange rate USD/EUR", 0.92],
        [],
        ["Product", "Price (USD)", "Price (EUR)"],
        ["NVIDIA L40S 48GB", 10000, 9200],
        ["NVIDIA L4 24GB", 3000, 2760],
    ]
    p = _run(tmp_path, "fx.xlsx", rows)
    got = sorted((q.source_row, q.currency, q.price_min) for q in p.rows)
    assert got == [(4, "EUR", 9200.0), (4, "USD", 10000.0), (5, "EUR", 2760.0), (5, "USD", 3000.0)]
    assert not any("net price after that rate is the quote" in str(c) for c in p.conventions)


# ---- rounds of one offer under a two-row header


def test_the_newest_round_is_the_offer_and_an_empty_one_keeps_the_round_before(tmp_path):
    rows = [
        ["Tender 7/2026 — price schedule, best and final offer"],
        ["All prices in EUR excl. VAT"],
        ["Item", "Description", "Qty", "Round 1 (3 Nov 2026)", "", "Round 2 – BAFO (1 Dec 2026)", ""],
        ["", "", "", "Unit price", "Extended", "Unit price", "Extended"],
        ["A", "NVIDIA L40S 48GB PCIe", 4, 8100, 32400, 7650, 30600],
        ["B", "Server, 8x NVIDIA H200 SXM 141GB", 1, 330000, 330000, 312000, 312000],
        ["C", "NVIDIA L4 24GB", 10, 2700, 27000, "", 27000],
    ]
    p = _run(tmp_path, "rounds.xlsx", rows, merged=("D3:E3", "F3:G3"))
    got = by_row(p)
    assert [q.source_row for q in p.rows] == [5, 6, 7]  # one quote a row, never one per round
    assert (got[5].device_id, got[5].price_min) == (L40S, 7650.0)
    assert (got[6].device_id, got[6].price_min) == (H200, 312000 / 8)
    assert not got[5].needs_review and not got[6].needs_review
    assert (got[7].device_id, got[7].price_min) == (L4, 2700.0)  # no round-2 price: round 1 stands, marked
    assert got[7].needs_review
    assert any("rounds of one offer" in str(w) for w in p.warnings)


def test_bidders_side_by_side_are_still_one_offer_each(tmp_path):
    rows = [
        ["Item", "Alpha GmbH", "", "Beta Ltd", ""],
        ["", "Unit price (EUR)", "Total (EUR)", "Unit price (EUR)", "Total (EUR)"],
        ["NVIDIA L40S 48GB", 8100, 16200, 7900, 15800],
        ["NVIDIA L4 24GB", 2700, 5400, 2650, 5300],
    ]
    p = _run(tmp_path, "bidders.xlsx", rows, merged=("B1:C1", "D1:E1"))
    assert sorted((q.source_row, q.price_min) for q in p.rows) == [(3, 7900.0), (3, 8100.0), (4, 2650.0), (4, 2700.0)]


# ---- a currency column per row


def test_a_ccy_column_gives_each_row_its_currency(tmp_path):
    rows = [
        ["Regional price book — unit prices excl. VAT"],
        ["Description", "Unit price", "Ccy", "Entity"],
        ["NVIDIA L40S 48GB PCIe", 2712.5, "KWD", "Kuwait"],
        ["NVIDIA L40S 48GB PCIe", 33250, "SAR", "Riyadh"],
        ["NVIDIA H100 NVL 94GB", 26400, "USD", "Doha"],
        ["NVIDIA H100 NVL 94GB", 97000, "AED", "Dubai"],
    ]
    p = _run(tmp_path, "ccy.xlsx", rows)
    got = by_row(p)
    assert {r: (q.currency, q.price_min) for r, q in got.items()} == {
        3: ("KWD", 2712.5),
        4: ("SAR", 33250.0),
        5: ("USD", 26400.0),
        6: ("AED", 97000.0),
    }


# ---- a cooler's name between a card's name and its memory


def test_a_cooler_between_name_and_memory_is_no_count():
    assert units_in_text("Inno3D GeForce RTX 4090 X3 24GB OC") == 1
    assert units_in_text("Inno3D GeForce RTX 4070 Twin X2 12GB") == 1
    assert units_in_text("GeForce RTX 5090 32GB x3") == 3  # after the whole name: three cards
    assert units_in_text("Server x8 H100 80GB") == 8


def test_a_card_with_an_x3_cooler_is_priced_as_one_card(tmp_path):
    rows = [
        ["Art.", "Produkt", "Menge", "Einzelpreis (EUR)"],
        [1, "Inno3D GeForce RTX 5090 X3 32GB", 3, 2890],
    ]
    (q,) = _run(tmp_path, "x3.xlsx", rows).rows
    assert (q.device_id, q.units_per_item, q.price_min) == (RTX5090, 1.0, 2890.0)
    assert q.offer != "server"


# ---- thousands glued to the currency code, one column per currency


def test_a_scale_letter_before_a_currency_code_is_thousands():
    assert header_units("Budget (TEUR)") == ("EUR", 1000.0)
    assert header_units("Preis (TCHF)") == ("CHF", 1000.0)
    assert header_units("Price kUSD") == ("USD", 1000.0)
    assert header_units("Price (KWD)") == ("KWD", 1.0)  # a code itself
    assert header_units("Mars") == (None, 1.0)  # a word, no code in capitals


def test_two_currencies_in_thousands_are_two_quotes_each_scaled(tmp_path):
    rows = [
        ["Systemhaus Nord — Projektangebot, netto"],
        ["Bezeichnung", "Anzahl GPUs", "Preis USA (kUSD)", "Preis EU (kEUR)"],
        ["Server, 8x NVIDIA H200 SXM 141GB", 8, 320, 301.6],
        ["NVIDIA L40S 48GB", 1, 9.5, 8.6],
    ]
    p = _run(tmp_path, "teur.xlsx", rows)
    got = sorted((q.source_row, q.currency, round(q.price_min, 2)) for q in p.rows)
    assert got == [(3, "EUR", 37700.0), (3, "USD", 40000.0), (4, "EUR", 8600.0), (4, "USD", 9500.0)]


# ---- equipment naming its cards in brackets


def test_a_bridge_naming_its_cards_in_brackets_is_equipment(tmp_path):
    rows = [
        ["Item", "Price (GBP)"],
        ["NVLink Bridge 3-slot (RTX A6000 / L40S)", 240],
        ["NVIDIA L40S 48GB (with passive heatsink)", 7400],
    ]
    p = _run(tmp_path, "bridge.xlsx", rows)
    assert [(q.source_row, q.device_id) for q in p.rows] == [(3, L40S)]
    assert 2 in reasons(p)


# ---- a buyer's requisition with estimated prices


def test_a_requisition_of_estimated_prices_is_refused_in_its_own_terms(tmp_path):
    import pytest

    from gpucompare.errors import BadInputFile

    rows = [
        ["Institute of Marine Sciences — internal requisition, for budget approval"],
        ["Requested by: IT group", "", "", "Cost centre 4410"],
        [],
        ["No.", "Item", "Quantity", "Estimated unit price (EUR)", "Source of the figure"],
        [1, "NVIDIA L40S 48GB", 2, 7800, "web shop, Nov 2026"],
        [2, "NVIDIA RTX 4090 24GB", 4, 2100, "last invoice + 5 %"],
    ]
    with pytest.raises(BadInputFile) as e:
        _run(tmp_path, "requisition.xlsx", rows)
    said = str(e.value)
    assert "requisition" in said and "estimate" in said and "nothing to import" in said


def test_a_quote_with_an_estimated_delivery_is_read(tmp_path):
    rows = [
        ["Quotation Q-2291 — estimated delivery 3 weeks, estimates of freight on request"],
        ["Item", "Qty", "Unit price (EUR)"],
        ["NVIDIA L40S 48GB", 2, 7800],
    ]
    (q,) = _run(tmp_path, "quote.xlsx", rows).rows
    assert (q.device_id, q.price_min) == (L40S, 7800.0)


# ---- Low German as a lexicon file (nds.toml)


def test_a_low_german_list_is_read_from_its_words(tmp_path):
    rows = [
        ["Reekner-Laden Bremen — Priesen ahn Mehrwertstüer (19 %), de Priesen gellt bet to’n 20. Dezember 2026"],
        ["Wat dat is", "Tall", "Tosamen", "Pries för een Stück", "Tostand"],
        ["NVIDIA L40S 48GB", 2, "14.600,00 €", "7.300,00 €", "nee"],
        ["GeForce RTX 4090 24GB", 1, "1.450,00 €", "1.450,00 €", "bruukt"],
        ["NVIDIA L4 24GB", 1, "", "op Anfraag", "nee"],
    ]
    got = by_row(_run(tmp_path, "nds.xlsx", rows))
    assert {r: (q.device_id, q.price_min) for r, q in got.items() if r < 5} == {3: (L40S, 7300.0), 4: (RTX4090, 1450.0)}
    assert got[5].price_on_request
    assert (got[3].condition, got[4].condition) == ("new", "used")
    assert {q.tax for q in got.values()} == {"excl"} and got[3].tax_rate == 0.19
    assert got[3].valid_until == "2026-12-20"
