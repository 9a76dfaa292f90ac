"""Leftovers of blind corpora 38 and 39 (issue #22), each tested on a sheet written here in another layout (none is a
corpus file, none of their layouts):

- a validity counted from a day the sheet labels elsewhere ('Quotations close: …' then 'valid 60 days from the
  closing date'): that day plus the days, never the labelled day itself as the offer's last day; a clause restating its
  own end ('有效期7天（至2026-12-10）') keeps its end;
- a note saying no tax is payable, with 'inclusive of' about something else ('inclusive of installation'): no basis;
- a bid opening the only day on the sheet: the quote date, marked for review;
- a tax amount column computed on another base (a customs value in shillings beside a US$ FOB price): says nothing
  of the price's basis; a tax column that is the price's own still makes the price without it;
- a supplier's proforma cited with its date on someone else's sheet: that date is the quote's;
- a day written in number words between its month and day marks (Manchu, mnc.toml's `number_word`)."""

from gpucompare.sheets.importer import analyse
from gpucompare.sheets.importer.notes import spelled_days

from .conftest import TODAY
from .test_conventions import by_row, write

L40S = "nvidia-l40s"
RTX4090 = "nvidia-rtx-4090"


def _run(tmp_path, name, rows, **kw):
    return analyse(write(tmp_path / name, rows, **kw), today=TODAY)


def test_validity_counted_from_a_day_labelled_elsewhere(tmp_path):
    rows = [
        ["Ministry of Works — Request for Quotation RFQ-77", "", "Closing date:", "10 December 2026"],
        ["Model", "Unit price (USD)", "Qty"],
        ["NVIDIA L40S 48GB", 7900, 2],
        ["NVIDIA RTX 4090 24GB", 2100, 4],
        [],
        ["Date of quotation: 1 December 2026"],
        ["Quotation valid 60 days from the closing date."],
    ]
    got = by_row(_run(tmp_path, "rfq.xlsx", rows))
    assert got[3].device_id == L40S
    assert got[3].quote_date == "2026-12-01"
    assert got[3].valid_until == "2027-02-08"  # 10 December + 60 days, not 10 December itself
    assert got[4].valid_until == "2027-02-08"


def test_a_validity_restating_its_own_end_keeps_it(tmp_path):
    rows = [
        ["华东算力 报价单  2026-12-03  有效期7天（至2026-12-10）"],
        ["型号", "单价（元）", "数量"],
        ["NVIDIA L40S 48G", 56000, 2],
    ]
    got = by_row(_run(tmp_path, "zh.xlsx", rows))
    assert got[3].valid_until == "2026-12-10"


def test_no_tax_payable_beside_an_inclusive_word_about_something_else(tmp_path):
    rows = [
        ["Item", "Description", "Price (US$)"],
        [1, "NVIDIA L40S 48GB PCIe", 8100],
        [2, "NVIDIA RTX 4090 24GB", 2050],
        [],
        ["All prices inclusive of installation and freight to site. No tax is payable on this supply."],
        ["Date: 2 December 2026"],
    ]
    got = by_row(_run(tmp_path, "notax.xlsx", rows))
    assert got[2].device_id == L40S
    assert got[2].tax == ""  # neither with nor without a tax the note says is not charged


def test_a_bid_opening_alone_dates_the_bids_and_is_marked(tmp_path):
    rows = [
        ["Tender TND-2026-19 — bids received"],
        ["Bid opening: 4 December 2026, 14:00"],
        ["Bidder", "Item offered", "Unit price (USD)"],
        ["Atoll Systems", "NVIDIA L40S 48GB PCIe", 8300],
        ["Reef Computing", "NVIDIA RTX 4090 24GB", 2200],
    ]
    p = _run(tmp_path, "opening.xlsx", rows)
    got = by_row(p)
    assert got[4].quote_date == "2026-12-04" and got[4].dated
    assert got[4].needs_review
    assert any("bid opening" in str(w) for w in got[4].warnings)


def test_a_tax_column_on_another_base_says_nothing_of_the_price(tmp_path):
    # an importer's cost sheet: the VAT is 16 % of the customs value in shillings, not of the US$ FOB price
    rows = [
        ["Clearing agent's costing — Mombasa", "", "", "", "", ""],
        ["Goods", "Qty", "FOB unit price (USD)", "Customs value (KES)", "Import duty 25%", "VAT 16%"],
        ["NVIDIA L40S 48GB PCIe", 2, 7800, 2_043_600, 510_900, 408_720],
        ["NVIDIA RTX 4090 24GB", 3, 2000, 786_000, 196_500, 157_200],
    ]
    got = by_row(_run(tmp_path, "landed.xlsx", rows))
    assert got[3].device_id == L40S and got[3].price_min == 7800
    assert got[3].tax != "excl"
    # the same columns where the VAT is 16 % of the line's price: the price is without it, as before
    rows[2][5], rows[3][5] = 2496, 960
    got = by_row(_run(tmp_path, "own_tax.xlsx", rows))
    assert got[3].tax == "excl"


def test_a_cited_proforma_dates_the_offer(tmp_path):
    rows = [
        ["Freight forwarder's cost estimate — prepared 5 December 2026"],
        ["Supplier: Pacific Parts Ltd, proforma PI-2231 dated 20/11/2026"],
        ["Description", "Qty", "Unit price (USD)"],
        ["NVIDIA RTX 4090 24GB", 2, 1990],
    ]
    got = by_row(_run(tmp_path, "proforma.xlsx", rows))
    assert got[4].device_id == RTX4090
    assert got[4].quote_date == "2026-11-20"


def test_a_day_in_number_words_between_its_marks():
    assert spelled_days("2026 aniya 12 biya orin emu inenggi") == "2026 aniya 12 biya 21 inenggi"
    assert spelled_days("2026 aniya 12 biya ilan inenggi") == "2026 aniya 12 biya 3 inenggi"
    # a word that is no number leaves the text as it is
    assert spelled_days("12 biya sain inenggi") == "12 biya sain inenggi"


def test_a_manchu_validity_in_number_words(tmp_path):
    rows = [
        ["Jaka i gebu", "Emke i hūda", "Udu"],
        ["NVIDIA L40S 48GB", 56000, 1],
        ["NVIDIA RTX 4090 24GB", 15200, 2],
        [],
        ["2026 aniya 12 biya 1 inenggi. Hūda yuwan."],
        ["Ere hūda 2026 aniya 12 biya orin emu inenggi de isitala baitalambi."],
    ]
    got = by_row(_run(tmp_path, "mnc.xlsx", rows))
    assert got[2].device_id == L40S
    assert got[2].valid_until == "2026-12-21"
