"""The Chinese and English causes blind corpus 12 found, each a mechanism: an e-commerce platform's price range with
its currency word and per-unit suffix; a product's purpose ('... for Server') that is not what one item is; '同上'
(ditto) in a model cell; a returned-card list whose currency only its words give; a configurator's server whose GPU
is named on an unpriced line below it; a model variant the catalog has read as itself, not as its family. Every sheet
is written here; none is a corpus file."""

import csv

from gpucompare.sheets.importer import analyse
from gpucompare.sheets.prices import parse_price

from .conftest import TODAY
from .test_conventions import write


def test_a_platform_price_range_with_its_currency_word_and_unit_is_a_range():
    for text, lo, hi in (
        ("US $12,400.00 - 13,150.00 / Piece", 12_400, 13_150),
        ("US $5,600.00 / Piece", 5_600, 5_600),
        ("US$ 980.00 - 1,020.00 / Pieces", 980, 1_020),
        ("$2,100.00/Unit", 2_100, 2_100),
    ):
        got = parse_price(text)
        assert got.ok and (got.min, got.max, got.currency) == (lo, hi, "USD"), text


def test_a_product_export_with_price_ranges_and_marketing_titles_imports_every_line(tmp_path):
    f = tmp_path / "export.csv"
    with open(f, "w", encoding="utf-8-sig", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["Product ID", "Product Name", "Model Number", "Condition", "Min. Order", "FOB Price"])
        w.writerow(
            [
                "88001",
                "Brand New L40S 48GB GPU Card for AI Server Rack",
                "L40S 48GB",
                "New",
                "1 Piece",
                "US $6,900.00 - 7,300.00 / Piece",
            ]
        )
        w.writerow(
            [
                "88002",
                "Tesla T4 16GB Inference GPU for Data Center Server",
                "Tesla T4 16GB",
                "Used",
                "5 Pieces",
                "US $610.00 / Piece",
            ]
        )
    rows = analyse(f, today=TODAY).rows
    assert [(q.device_id, q.price_min, q.price_max, q.currency) for q in rows] == [
        ("nvidia-l40s", 6_900, 7_300, "USD"),
        ("nvidia-tesla-t4", 610, 610, "USD"),
    ]
    # 'for AI Server Rack' says where the card goes: one card each ('GPU Card'; not stated), neither a server nor a rack
    assert [(q.offer, q.units_per_item) for q in rows] == [("card", 1), ("", 1)]
    assert [q.condition for q in rows] == ["new", "used"]
