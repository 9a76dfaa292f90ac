"""A set of cards priced as one item ('NVIDIA L40S 48GB PCIe, 8 pcs per set' at HK$468,000 a set): the count the text
says a set holds is the devices per item, whatever else it counts ('4 pcs per set incl. 2x NVLink bridges' is four
cards), and the set is cards sold together, not a server. Before, the set's price was read as one card's, caught only
by the plausibility check against the reference price (blind corpus 46; a newer, higher RTX 5090 reference price let
it through silently). The words are data (data/lexicon/en.toml: count.per_set, pack.words)."""

from gpucompare.sheets.importer import analyse
from gpucompare.sheets.importer.counts import units_in_text

from .conftest import TODAY
from .test_conventions import write


def test_the_count_a_set_holds_is_its_devices():
    assert units_in_text("NVIDIA L40S 48GB PCIe passive, 8 pcs per set") == 8
    assert units_in_text("NVIDIA H100 NVL 94GB PCIe, 4 pcs per set incl. 2× NVLink bridges") == 4
    assert units_in_text("NVIDIA GeForce RTX 4090 24GB blower (2-slot)") == 1


def test_a_set_is_priced_per_card_and_is_cards(tmp_path):
    rows = [
        ["Quotation"],
        ["Description", "Qty", "Unit Price (HK$)"],
        ["NVIDIA L40S 48GB PCIe passive, 8 pcs per set", 2, 468000],
        ["NVIDIA H100 NVL 94GB PCIe, 4 pcs per set incl. 2x NVLink bridges", 1, 880000],
        ["NVIDIA GeForce RTX 4090 24GB blower", 8, 17200],
    ]
    p = analyse(write(tmp_path / "sets.xlsx", rows), today=TODAY)
    got = {q.source_row: (q.device_id, q.price_min, q.units_per_item, q.offer) for q in p.rows}
    assert got[3] == ("nvidia-l40s", 58500.0, 8.0, "card")  # 468,000 / 8
    assert got[4] == ("nvidia-h100-nvl", 220000.0, 4.0, "card")  # 880,000 / 4, not / 2 bridges
    assert got[5][:3] == ("nvidia-rtx-4090", 17200.0, 1.0)  # one card, as it was


def test_a_current_bid_is_no_currency_column():
    """'curr' names the currency only as a whole word ('Curr', 'Curr.'): a marketplace export's 'Current bid' is a
    bid, not the currency column (blind corpus 53's listings export; data/lexicon/en.toml whole_only)."""
    from gpucompare.sheets.header import match_header_cell

    assert match_header_cell("Current bid (NZD)") is None
    assert match_header_cell("Curr.").field == "currency"
    assert match_header_cell("Curr").field == "currency"
