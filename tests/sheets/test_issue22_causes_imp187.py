"""The causes the last blind corpora showed (issue 22), each tested on a sheet written here (none is a corpus file):

- a product block: the model in a title row several rows above its price rows, description lines between: each
  price row is a quote of the title's device, keyed at the price row, its evidence naming the title's cell;
- several offers for one item across columns: a price head merged over one column per bidder (one quote per bidder,
  the bidder named), over one column per month (the newest month is the quote);
- a rent by the card-month is never read as a purchase price, and read as an hourly rate only marked for review;
- quantity breaks: one rule, the single-unit price is the quote, the prices for more units in its notes."""

from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .test_conventions import by_row, reasons, write

H100_NVL = "nvidia-h100-nvl"
L40S = "nvidia-l40s"
H100_SXM = "nvidia-h100-sxm5-80gb"


def _run(tmp_path, name, rows, **kw):
    return analyse(write(tmp_path / name, rows, **kw), today=TODAY)


def test_a_product_block_names_its_model_rows_above_its_price(tmp_path):
    rows = [
        ["Kestrel Systems GmbH — Angebot Dezember 2026"],
        ["Pos.", "Beschreibung", "Menge", "Einzelpreis (EUR)"],
        ["1", "NVIDIA H100 NVL 94GB PCIe"],
        ["", "94 GB HBM3, PCIe Gen5 x16"],
        ["", "passiv gekühlt, 400 W"],
        ["", "Lieferzeit ca. 2 Wochen"],
        ["", "Neuware", 2, 27900],
        ["2", "NVIDIA L40S 48GB"],
        ["", "48 GB GDDR6 mit ECC"],
        ["", "350 W, passiv"],
        ["", "Neuware", 4, 7450],
        ["", "Gebraucht (B-Ware)", 1, 5900],
    ]
    p = _run(tmp_path, "blocks.xlsx", rows)
    q = by_row(p)
    # keyed at the price rows, each the device its block's title names (four and three rows above)
    assert {r: (q[r].device_id, q[r].price_min, q[r].currency) for r in q} == {
        7: (H100_NVL, 27900.0, "EUR"),
        11: (L40S, 7450.0, "EUR"),
        12: (L40S, 5900.0, "EUR"),
    }
    assert q[12].condition in ("used", "refurbished")  # the row's own words still read
    said = [str(e) for e in q[7].evidence]
    assert any("B3" in e and "4 rows above" in e for e in said), said
    # every other row accounted for, with what it is
    why = reasons(p)
    assert set(why) == {3, 4, 5, 6, 8, 9, 10}
    assert "title" in str(why[3]) and "describing" in str(why[4]) and "describing" in str(why[10])


def test_a_device_named_with_no_price_below_is_still_no_quote(tmp_path):
    rows = [
        ["Model", "Qty", "Unit price (USD)"],
        ["NVIDIA L40S 48GB"],
        ["48 GB GDDR6"],
        ["NVIDIA H100 NVL 94GB", 1, 29000],
    ]
    p = _run(tmp_path, "noblock.xlsx", rows)
    q = by_row(p)
    assert {r: q[r].device_id for r in q} == {4: H100_NVL}  # a title needs its own price row, not another device's
    assert 2 in reasons(p)


def test_a_tender_matrix_reads_one_quote_per_bidder(tmp_path):
    rows = [
        ["Tender evaluation — GPU nodes, all prices in EUR excl. VAT"],
        ["Lot", "Item", "Qty", "Unit price per bidder (EUR)", "", ""],
        ["", "", "", "Aurora Systems", "Nordlys Data", "Tallinn Compute"],
        ["1", "NVIDIA L40S 48GB", 8, 7300, 7150, 7490],
        ["2", "NVIDIA H100 NVL 94GB", 4, 28100, "no bid", 27650],
    ]
    p = _run(tmp_path, "tender.xlsx", rows, merged=["D2:F2"])
    got = sorted((q.source_row, q.offered_by, q.price_min) for q in p.rows)
    assert got == [
        (4, "Aurora Systems", 7300.0),
        (4, "Nordlys Data", 7150.0),
        (4, "Tallinn Compute", 7490.0),
        (5, "Aurora Systems", 28100.0),
        (5, "Tallinn Compute", 27650.0),
    ]
    assert {q.device_id for q in p.rows if q.source_row == 5} == {H100_NVL}
    assert "Nordlys Data" in str(reasons(p)[5])  # the bidder that made no offer for the line is named


def test_month_columns_under_one_price_head_read_the_newest_month(tmp_path):
    rows = [
        ["GPU price tracking"],
        ["Model", "Unit price (USD)", "", "", ""],
        ["", "Sep 2026", "Oct 2026", "Nov 2026", "Dec 2026"],
        ["NVIDIA H100 SXM5 80GB", 30500, 30100, 29800, 29400],
        ["NVIDIA L40S 48GB", 8200, 8150, 8000, 7950],
    ]
    p = _run(tmp_path, "months.xlsx", rows, merged=["B2:E2"])
    q = by_row(p)
    assert {r: (q[r].device_id, q[r].price_min) for r in q} == {4: (H100_SXM, 29400.0), 5: (L40S, 7950.0)}
    assert any("Dec 2026" in str(w) for w in p.warnings)


def test_a_rent_by_the_card_month_is_no_purchase_and_never_an_unmarked_hourly_rate(tmp_path):
    h20 = ["H20 96G", 128, "5200元/卡/月"]
    for name, rows in (
        ("rent_cells.xlsx", [["算力租赁"], ["型号", "数量", "单价"], ["H100 SXM5 80G", 64, "16800元/卡/月"], h20]),
        (
            "rent_head.xlsx",
            [
                ["GPU rental"],
                ["GPU", "Price (USD per card-month)"],
                ["NVIDIA H100 SXM5 80GB", 2150],
                ["NVIDIA L40S 48GB", 690],
            ],
        ),
        (
            "rent_term.xlsx",
            [
                ["算力租赁报价"],
                ["型号", "租赁价格（元/卡/月）", "最短租期"],
                ["H100 SXM5 80G", 16800, "12个月"],
                ["L40S 48G", 3900, "6个月"],
            ],
        ),
    ):
        quotes = _run(tmp_path, name, rows).rows
        assert len(quotes) == 2, name
        q = quotes[0]
        assert q.device_id == H100_SXM, name
        assert q.price_kind in ("lease", "hourly"), name
        if q.price_kind == "hourly":
            assert q.rent_period == "month" and q.needs_review, name  # read as 730 h of use, said and marked
            assert any("rent by the month" in str(e) for e in q.evidence), name
        else:
            assert q.price_min in (16800.0, 2150.0), name  # the monthly payment itself


def test_quantity_breaks_quote_the_single_unit_price(tmp_path):
    rows = [
        ["Part", "Description", "Unit price (USD)", "", ""],
        ["", "", "1-3 units", "4-7 units", "8+ units"],
        ["900-2G133", "NVIDIA L40S 48GB", 8100, 7900, 7700],
        ["900-21010", "NVIDIA H100 NVL 94GB", 29900, 29400, 28800],
    ]
    p = _run(tmp_path, "breaks.xlsx", rows, merged=["C1:E1"])
    q = by_row(p)
    assert {r: (q[r].device_id, q[r].price_min, q[r].price_max) for r in q} == {
        3: (L40S, 8100.0, 8100.0),
        4: (H100_NVL, 29900.0, 29900.0),
    }
    assert "7,700.00" in q[3].notes and "fewest units" in q[3].notes  # the prices for more units kept, said so


def test_an_earlier_quote_beside_the_new_one_is_history(tmp_path):
    rows = [
        ["Quote revision, 1 December 2026"],
        ["Model", "Qty", "Previous quote (USD)", "New quote (USD)"],
        ["NVIDIA H100 SXM5 80GB", 8, 31000, 29500],
        ["NVIDIA L40S 48GB", 4, 8100, 7900],
    ]
    q = by_row(_run(tmp_path, "oldnew.xlsx", rows))
    assert {r: (q[r].device_id, q[r].price_min) for r in q} == {3: (H100_SXM, 29500.0), 4: (L40S, 7900.0)}
    assert "31,000.00" in q[3].notes  # the earlier quote kept beside it, said to be the price before


def test_a_paid_price_beside_the_listed_one_is_the_quote(tmp_path):
    rows = [
        ["order_id", "product_title", "list_price", "paid_price", "currency"],
        ["A-1001", "NVIDIA GeForce RTX 4090 24GB", 1999.0, 1849.0, "USD"],
        ["A-1002", "NVIDIA L40S 48GB", 7299.0, 6950.0, "USD"],
    ]
    q = by_row(_run(tmp_path, "market.xlsx", rows))
    assert {r: (q[r].price_min, q[r].list_price) for r in q} == {2: (1849.0, 1999.0), 3: (6950.0, 7299.0)}


def test_a_product_block_with_a_part_number_and_a_bare_price_row(tmp_path):
    rows = [
        ["Angebot Nr. 2026-118"],
        ["Art.-Nr.", "Beschreibung", "Menge", "Einzelpreis (EUR)"],
        ["900-21010-0020-000", "NVIDIA H100 NVL 94GB PCIe"],
        ["", "94 GB HBM3, PCIe Gen5 x16"],
        ["", "passiv gekühlt, 400 W"],
        ["", "", 2, 27900],
        ["Summe netto", "", "", 55800],
    ]
    p = _run(tmp_path, "bare.xlsx", rows)
    q = by_row(p)
    assert {r: (q[r].device_id, q[r].price_min) for r in q} == {6: (H100_NVL, 27900.0)}  # the total is no quote
    assert any("B3" in str(e) for e in q[6].evidence)
    assert {3, 4, 5, 7} <= set(reasons(p))


def test_labels_under_one_price_head_that_name_no_seller_are_a_quote_each(tmp_path):
    rows = [
        ["Comparison, prices in EUR"],
        ["Item", "Qty", "Unit price (EUR)", "", ""],
        ["", "", "Aurora", "Nordlys", "Tallinn"],
        ["NVIDIA L40S 48GB", 8, 7300, 7150, 7490],
        ["NVIDIA H100 NVL 94GB", 4, 28100, "", 27650],
    ]
    p = _run(tmp_path, "labels.xlsx", rows, merged=["C2:E2"])
    got = sorted((q.source_row, q.cell, q.price_min) for q in p.rows)
    assert got == [(4, "C4", 7300.0), (4, "D4", 7150.0), (4, "E4", 7490.0), (5, "C5", 28100.0), (5, "E5", 27650.0)]
    assert all("column" in q.notes for q in p.rows)  # each quote says whose column it is read from


def test_a_remark_naming_a_device_titles_no_rows_below_it(tmp_path):
    """A remark between two sections ('备注：… H20服务器交期4-6周') names a device but is no block title: the product
    rows under it keep their own model text (found by reading every row through every rule, the shortcut taken out)."""
    rows = [
        ["序号", "产品名称", "数量", "单位", "含税单价(元)"],
        [1, "八卡H20服务器", 2, "台", 1280000],
        [2, "NVIDIA L20 48G", 8, "张", 32500],
        ["备注：H20服务器交期4-6周，付款方式：预付30%。"],
        [3, "八卡H20服务器", 1, "台", 1275000],
        [4, "NVIDIA L20 48G", 4, "张", 32400],
    ]
    p = _run(tmp_path, "remark.xlsx", rows)
    q = by_row(p)
    assert q[5].raw_model == "八卡H20服务器" and q[6].raw_model == "NVIDIA L20 48G"
    assert q[5].price_min == 1275000 / 8 and q[6].price_min == 32400
