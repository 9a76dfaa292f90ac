"""perf223's shortcut answers exactly what the full work answers (issue 22's speed budget).

- the JSON writer takes a row's own fields in one C-level call and tells a NaN by its inequality with itself: the
  text is the full path's;
- a quote that differs from the last one met with the same evidence tuple in any one of the fields quotes share,
  whichever, gets its own shared part, as the full path writes it.
"""

import json

from gpucompare.i18n import Msg, localize
from gpucompare.sheets.importer.model import _FIELDS, Quote, _rows_json, rows_json_text

#: another value for each field a quote shares with others of its model (its own row, prices, cells and notes, and
#: the tuples matched by identity, are not among them)
_OTHER = {
    "raw_model": "L20 48GB",
    "device_id": "nvidia-l20",
    "match_confidence": 0.75,
    "currency": "USD",
    "price_on_request": True,
    "units_per_item": 8.0,
    "price_kind": "hourly",
    "item": "server of 8",
    "configuration": "2x Xeon 8480+",
    "tax": "excl",
    "tax_rate": 0.06,
    "offer": "server",
    "condition": "used",
    "quote_date": "2026-10-01",
    "dated": True,
    "valid_until": "2026-12-31",
    "confidence": 0.8,
    "needs_review": True,
    "offered_by": "Bidder B",
    "sheet": "Sheet2",
    "rent_period": "day",
}


def test_every_field_a_quote_shares_is_matched():
    own = {"source_row", "price_min", "price_max", "quantity", "raw_price", "cell", "lead_time", "notes"}
    own |= {"price_excl_tax", "list_price", "lease_term_months"}
    by_identity = {"candidates", "warnings", "includes", "evidence"}
    assert set(_OTHER) == set(_FIELDS) - own - by_identity


def test_a_quote_differing_in_any_one_shared_field_writes_its_own():
    evidence = (Msg("price: column {col}", col="D"), "currency CNY from the column header")
    warned = ("'H20' read as H20 96GB",)
    first = Quote(5, "H20", "nvidia-h20-96gb", 0.9, 100.5, 100.5, "CNY", 3.0, False, evidence=evidence, warnings=warned)
    rows = [first]
    for n, (k, v) in enumerate(_OTHER.items()):
        rows.append(first._replace(source_row=6 + 2 * n, price_min=101.5 + n, price_max=101.5 + n))
        rows.append(first._replace(**{k: v, "source_row": 7 + 2 * n}))  # the same evidence tuple, one field other
    assert len(_OTHER) == 21
    got = json.loads(rows_json_text(rows, localize))
    assert got == json.loads(json.dumps(_rows_json(rows)))
    for n, k in enumerate(_OTHER):
        other = got[2 + 2 * n]
        want = {"sheet": "Sheet2", "price_on_request": True, "offer": "server"}.get(k, _OTHER[k])
        assert other[k] == want, k
        assert got[1 + 2 * n][k] == got[0][k], k  # the row before it is the first row's model again


def test_a_price_without_tax_that_is_nan_or_none_is_null_and_a_figure_is_its_repr():
    base = Quote(5, "H20", "nvidia-h20-96gb", 0.9, 113.0, 113.0, "CNY", 3.0, False, lead_time="2 周")
    rows = [
        base._replace(price_excl_tax=float("nan")),
        base._replace(source_row=6, price_excl_tax=None),
        base._replace(source_row=7, price_excl_tax=100.0, list_price=120.25, lease_term_months=36.0),
        base._replace(source_row=8, price_min=1e-05, price_max=2.5, quantity=None, lead_time=""),
    ]
    text = rows_json_text(rows, localize)
    got = json.loads(text)
    assert [r["price_excl_tax"] for r in got] == [None, None, 100.0, None]
    assert '"price_excl_tax":100.0,"list_price":120.25,"lease_term_months":36.0,' in text
    assert '"price_min":1e-05,"price_max":2.5,"quantity":null,' in text and '"lead_time":"",' in text
    assert got[0]["lead_time"] == "2 周" and got[0]["quantity"] == 3.0


def test_a_quantity_is_written_as_repr_writes_it():
    import random

    rnd = random.Random(223)
    values = [float(rnd.randrange(1, 10**9)) for _ in range(3000)]
    values += [float(2**k) for k in range(60)] + [float(10**k) for k in range(20)]
    values += [1e15 - 1, 1e15, 1e15 + 2, 2.0**53, 1e16, 1e17, 0.0, -0.0, -3.0, 0.5, 1.5, 1e-05, 123456.75]
    rows = [Quote(5 + i, "H20", "nvidia-h20-96gb", 0.9, 100.5, 100.5, "CNY", v, False) for i, v in enumerate(values)]
    rows.append(Quote(9999, "H20", "nvidia-h20-96gb", 0.9, 100.5, 100.5, "CNY", 7, False))  # an int as it came
    text = rows_json_text(rows, localize)
    for v in [*values, 7]:
        assert f'"quantity":{v!r},' in text, v
