"""The classes of decision blind corpus 46 found, each tested on sheets written here (none is a corpus file, none of
their layouts):

- one item offered at several places or delivery dates on one row, one price column per place or date: each priced
  column is its own quote, its head in the quote's notes; the heads say so by their own words (a delivery word, goods
  on hand or a week's number: data/lexicon `offer_column`) or by the same price words around a label of their own (a
  field name per warehouse, 'price_eur_de_vat19_excl'); an empty or '—' cell is no offer, said with that reason;
  columns whose numbers are not the price's within a factor of two (a lead time, a quantity) are none;
- a tax rate glued to its tax word in a field name ('vat19') is that column's rate;
- a letter glued before a number in a header ('W52', a week) is no scale ('w' is ten thousand only after an amount);
- a power cable in traditional characters ('電源線') is equipment, not a product."""

from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .test_conventions import by_row, reasons, write

L40S = "nvidia-l40s"
L4 = "nvidia-l4"
H100 = "nvidia-h100-pcie-80gb"


def _run(tmp_path, name, rows, **kw):
    return analyse(write(tmp_path / name, rows, **kw), today=TODAY)


def _offers(p):
    return sorted(
        (q.source_row, q.cell, q.device_id, None if q.price_on_request else q.price_min, q.price_on_request)
        for q in p.rows
    )


def test_one_offer_per_delivery_column_with_german_heads(tmp_path):
    rows = [
        ["Lieferprogramm Dezember 2026 — alle Preise in EUR zzgl. 19 % MwSt."],
        ["Artikel", "Bezeichnung", "ab Lager", "Lieferung KW 2", "Lieferung KW 6", "Mindestmenge"],
        ["A-1001", "NVIDIA L40S 48GB", 7390, 7250, 7100, 1],
        ["A-1002", "NVIDIA L4 24GB", "—", 2290, None, 2],
        ["A-1003", "NVIDIA H100 PCIe 80GB", 25900, "auf Anfrage", 24900, 1],
    ]
    p = _run(tmp_path, "lieferwochen.xlsx", rows)
    assert _offers(p) == [
        (3, "C3", L40S, 7390.0, False),
        (3, "D3", L40S, 7250.0, False),
        (3, "E3", L40S, 7100.0, False),
        (4, "D4", L4, 2290.0, False),
        (5, "C5", H100, 25900.0, False),
        (5, "D5", H100, None, True),
        (5, "E5", H100, 24900.0, False),
    ]
    assert all(q.currency == "EUR" and q.tax == "excl" for q in p.rows if not q.price_on_request)
    q = [x for x in p.rows if x.cell == "D3"][0]
    assert "Lieferung KW 2" in q.notes  # the delivery said on the quote
    said = [str(r.reason) for r in p.rejected if r.source_row == 4]
    assert any("ab Lager" in s for s in said) and any("Lieferung KW 6" in s for s in said)  # '—' and empty: no offer


def test_one_offer_per_warehouse_field_with_its_own_tax_rate(tmp_path):
    rows = [
        ["item_no", "item_name", "price_eur_muc_de_vat19_excl", "price_eur_vie_at_vat20_excl", "stock_qty"],
        ["X-1", "NVIDIA L40S 48GB PCIe", 7400, 7520, 12],
        ["X-2", "NVIDIA L4 24GB", 2300, None, 40],
    ]
    p = _run(tmp_path, "lager.xlsx", rows)
    got = sorted((q.cell, q.price_min, q.tax, q.tax_rate) for q in p.rows)
    assert got == [("C2", 7400.0, "excl", 0.19), ("C3", 2300.0, "excl", 0.19), ("D2", 7520.0, "excl", 0.2)]
    assert "no offer" in str(reasons(p)[3])


def test_a_lead_time_or_quantity_beside_the_price_is_no_offer_column(tmp_path):
    rows = [
        ["Model", "Price (USD)", "ETA (weeks)", "In stock"],
        ["NVIDIA L40S 48GB", 7400, 4, 12],
        ["NVIDIA L4 24GB", 2300, 2, 40],
    ]
    p = _run(tmp_path, "eta.xlsx", rows)
    q = by_row(p)
    assert [(q[r].cell, q[r].price_min) for r in sorted(q)] == [("B2", 7400.0), ("B3", 2300.0)]
    assert len(p.rows) == 2


def test_a_week_number_in_a_header_is_no_scale(tmp_path):
    rows = [
        ["單位：新台幣，未稅"],
        ["品名", "2027 W05 到貨", "備註"],
        ["NVIDIA L4 24GB", 76500, ""],
        ["NVIDIA L40S 48GB", 238000, ""],
    ]
    p = _run(tmp_path, "w05.xlsx", rows)
    assert sorted(q.price_min for q in p.rows) == [76500.0, 238000.0]


def test_a_power_cable_in_traditional_characters_is_equipment(tmp_path):
    rows = [
        ["單位：新台幣（未稅）"],
        ["品名", "單價"],
        ["NVIDIA L4 24GB", 76500],
        ["PCIe 8-pin 轉 12V-2×6 電源線", 450],
    ]
    p = _run(tmp_path, "cable.xlsx", rows)
    assert [q.device_id for q in p.rows] == [L4]
    assert 4 in reasons(p)
