"""Evidence margins (imp72): a quote decided from position alone, or where two readings of the sheet were both
possible, is marked for review with a sentence naming the alternative; a field the sheet states plainly is not."""

from gpucompare.sheets.importer import analyse
from gpucompare.sheets.importer.margins import MARGIN_CONFIDENCE, _consistent
from gpucompare.sheets.importer.model import REVIEW_BELOW, Quote

from .conftest import TODAY
from .test_conventions import H100, write

L40S = "nvidia-l40s"


def _said(q) -> str:
    return " | ".join(map(str, q.evidence))


def test_two_price_columns_whose_headers_say_the_same_are_flagged_naming_both(tmp_path):
    # 'Price' and 'Price' (a second offer, an older list: the header words do not decide): the importer takes one;
    # the amounts differ on each row, so the quote is for the user to check, naming both columns
    rows = [
        ["Quotation 2026-12-01, prices in USD"],
        ["Model", "Qty", "Price (USD)", "Price (USD)"],
        ["NVIDIA H100 80GB PCIe", 2, 25_000, 26_500],
        ["NVIDIA L40S 48GB", 4, 7_200, 7_900],
    ]
    p = analyse(write(tmp_path / "two.xlsx", rows), today=TODAY)
    assert [(q.device_id, q.price_min, q.cell) for q in p.rows] == [
        ("nvidia-h100-pcie-80gb", 25_000, "C3"),
        (L40S, 7_200, "C4"),
    ]
    for q in p.rows:
        assert q.needs_review and q.confidence <= MARGIN_CONFIDENCE < REVIEW_BELOW
        said = _said(q)
        assert "column C" in said and "column D" in said and "could also be the price" in said


def test_a_plainly_labelled_price_beside_a_list_price_is_not_flagged(tmp_path):
    # 'List price' | 'Net price': the header words decide; no margin rule marks the quote
    rows = [
        ["Quotation 2026-12-01, prices in USD, excluding VAT"],
        ["Model", "Qty", "List price (USD)", "Net price (USD)"],
        ["NVIDIA H100 80GB PCIe", 2, 30_000, 25_000],
        ["NVIDIA L40S 48GB", 4, 9_000, 7_200],
    ]
    p = analyse(write(tmp_path / "list_net.xlsx", rows), today=TODAY)
    assert [round(q.price_min) for q in p.rows] == [25_000, 7_200]
    assert not any("could also be the price" in _said(q) for q in p.rows)
    assert not any(q.needs_review for q in p.rows)


def test_a_per_node_rate_beside_the_same_rate_per_gpu_is_not_a_rival(tmp_path):
    # '$/node/hr' = 8 x '$/GPU/hr' on every row: one price said two ways, nothing to check
    rows = [
        ["GPU cloud rates, USD, excluding taxes"],
        ["Instance", "GPUs", "On-demand ($/node/hr)", "On-demand ($/GPU/hr)"],
        ["8x NVIDIA H100 80GB SXM", 8, 19.92, 2.49],
    ]
    p = analyse(write(tmp_path / "node_gpu.xlsx", rows), today=TODAY)
    assert len(p.rows) == 1
    assert round(p.rows[0].price_min, 2) == 2.49
    assert "could also be the price" not in _said(p.rows[0])


def test_consistent_amounts_by_hand():
    q = Quote(1, "x", H100, 1.0, 2.49, 2.49, "USD", 3.0, False, units_per_item=8.0)
    assert _consistent(2.49, 2.49, q)  # the same price
    assert _consistent(2.49, 19.92, q)  # per node of 8
    assert _consistent(2.49, 7.47, q)  # the line of 3
    assert not _consistent(2.49, 1.18, q)  # another offer (an interruptible bid)
    assert not _consistent(25_000, 28_250, q)  # the price with 13% VAT: either could be the price


def test_a_tax_named_without_its_basis_flags_the_quote_and_a_stated_basis_does_not(tmp_path):
    unstated = [
        ["Quotation 2026-12-01, prices in USD", "VAT 20%"],
        ["Model", "Qty", "Unit price (USD)"],
        ["NVIDIA H100 80GB PCIe", 2, 25_000],
    ]
    p = analyse(write(tmp_path / "unstated.xlsx", unstated), today=TODAY)
    assert len(p.rows) == 1
    q = p.rows[0]
    assert q.tax == "" and q.needs_review and q.confidence <= MARGIN_CONFIDENCE
    assert "tax basis not stated" in _said(q) and "VAT 20%" in _said(q)
    stated = [
        ["Quotation 2026-12-01, prices in USD, excluding VAT (20%)"],
        ["Model", "Qty", "Unit price (USD)"],
        ["NVIDIA H100 80GB PCIe", 2, 25_000],
    ]
    p = analyse(write(tmp_path / "stated.xlsx", stated), today=TODAY)
    assert p.rows[0].tax == "excl"
    assert "tax basis not stated" not in _said(p.rows[0])


def test_a_count_in_the_product_text_with_no_device_word_beside_it_is_flagged_and_a_stated_one_is_not(tmp_path):
    rows = [
        ["Offerte 2026-12-01, prijzen in EUR excl. BTW"],
        ["Product", "Aantal", "Prijs"],
        ["NVIDIA RTX 6000 Ada 48GB Blower 2X", 1, 14_000],  # '2X': two cards, or a name? nothing says
        ["4x NVIDIA L40S 48GB", 1, 32_000],  # four of the device the text names
        ["HGX H20 96G 8卡整板", 1, 900_000],  # eight cards ('卡')
        ["Server 8x NVIDIA H100 80GB SXM", 1, 280_000],  # a server of eight
    ]
    p = analyse(write(tmp_path / "counts.xlsx", rows), today=TODAY)
    by_row = {q.source_row: q for q in p.rows}
    assert [by_row[r].units_per_item for r in (3, 4, 5, 6)] == [2, 4, 8, 8]
    said = "a count read from the product's text"
    assert by_row[3].needs_review and said in _said(by_row[3]) and "2X" in _said(by_row[3])
    assert by_row[3].confidence <= MARGIN_CONFIDENCE
    for r in (4, 5, 6):
        assert said not in _said(by_row[r]), r


def test_a_validity_note_not_read_flags_the_quote_and_a_read_one_does_not(tmp_path):
    def first(note: str, name: str):
        rows = [
            ["Quotation 2026-12-01, prices in USD excluding VAT"],
            ["Model", "Qty", "Unit price (USD)"],
            ["NVIDIA H100 80GB PCIe", 2, 25_000],
            [note],
        ]
        return analyse(write(tmp_path / name, rows), today=TODAY).rows[0]

    read = first("Offer valid until 2026-12-17", "read.xlsx")
    assert read.valid_until == "2026-12-17" and "no validity read" not in _said(read)
    unread = first("Validity: two weeks from 3 Dec", "unread.xlsx")
    assert unread.valid_until is None and unread.needs_review
    assert "no validity read" in _said(unread) and "two weeks" in _said(unread)
    delivery = first("Delivery 2-3 weeks", "delivery.xlsx")  # no validity word: nothing to check
    assert "no validity read" not in _said(delivery)
