"""Reference prices per market: the market is part of the basis, a range stays a range, and the display currency
never changes a ratio between two prices."""

import math

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.money import FxTable
from gpucompare.core.pricing import BASES, DEFAULT_BASIS, basis_title, normalize_basis, price_column
from gpucompare.core.tables import read_table


@pytest.fixture(scope="module")
def cat():
    return bundled_catalog()


def test_every_reference_price_names_its_market_date_source_and_confidence(cat):
    for r in read_table("reference_prices"):
        assert r["market"] in ("US", "CN") and r["as_of"] and r["source"]
        assert r["confidence"] in ("datasheet", "reported", "derived")
        assert r["device_id"] in cat.by_id
        assert "shared/" not in r["source"] and "seed 0" not in r["source"]


def test_the_market_is_in_the_basis_and_its_title():
    assert DEFAULT_BASIS in BASES and normalize_basis("reference") == DEFAULT_BASIS
    assert "China market" in basis_title("reference:CN") and "US market" in basis_title("reference:US")


@pytest.mark.parametrize("basis", ["reference:US", "reference:CN"])
def test_switching_currency_never_changes_a_ratio(cat, basis):
    fx = FxTable.bundled()
    cols = {cur: price_column(cat.devices, basis, cur, fx) for cur in ("USD", "CNY", "EUR", "RUB")}
    usd = cols["USD"].mid
    priced = [i for i, v in enumerate(usd) if not math.isnan(v)]
    assert len(priced) >= 5
    a = priced[0]
    for cur, col in cols.items():
        assert [math.isnan(v) for v in col.mid] == [math.isnan(v) for v in usd], cur
        for b in priced[1:]:
            assert col.mid[b] / col.mid[a] == pytest.approx(usd[b] / usd[a], rel=1e-9), (cur, b)


def test_a_market_never_borrows_another_markets_price(cat):
    fx = FxTable.bundled()
    ids = [d.id for d in cat.devices]
    us = price_column(cat.devices, "reference:US", "CNY", fx)
    cn = price_column(cat.devices, "reference:CN", "USD", fx)
    h800 = ids.index("nvidia-h800-sxm5-80gb")
    assert math.isnan(us.mid[h800])  # not sold in the US: no US price, even when showing yuan
    assert cn.low[h800] < cn.high[h800]  # a range, not a point
    assert "China market" in cn.source_text(h800)
    h100 = ids.index("nvidia-h100-sxm5-80gb")
    assert "US market" in us.source_text(h100) and "China market" in cn.source_text(h100)


def test_h800_shows_as_a_range(cat):
    from gpucompare.core.hwtable import build_frame, column

    frame = build_frame(cat, "bf16", price_column(cat.devices, "reference:CN", "CNY", FxTable.bundled()))
    row = list(frame.ids).index("nvidia-h800-sxm5-80gb")
    assert frame.cell_text(column("price"), row) == "350,000–450,000"


def test_side_by_side_shows_a_price_range_and_no_best_among_equals(cat):
    from gpucompare.core.compare import compare

    devs = [cat["nvidia-h100-sxm5-80gb"], cat["nvidia-h800-sxm5-80gb"]]
    c = compare(devs, "bf16", price_column(devs, "reference:CN", "CNY", FxTable.bundled()))
    price = next(r for r in c.rows if r.key == "price")
    assert price.text(0) == "250,000–350,000" and price.text(1) == "350,000–450,000"
    bf16 = next(r for r in c.rows if r.key == "peak")
    assert bf16.values[0] == bf16.values[1] and not bf16.best  # equal: neither is marked best
