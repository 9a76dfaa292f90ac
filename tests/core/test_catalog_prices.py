"""Reference prices per market: the market is part of the basis, a range stays a range, and the display currency
never changes a ratio between two prices."""

import math
import re

import numpy as np
import pytest

from gpucompare.core.catalog import CONFIDENCES, bundled_catalog
from gpucompare.core.money import FxTable
from gpucompare.core.pricing import BASES, DEFAULT_BASIS, MARKETS, basis_title, normalize_basis, price_column
from gpucompare.core.tables import read_table


@pytest.fixture(scope="module")
def cat():
    return bundled_catalog()


def test_every_reference_price_names_its_market_date_source_and_confidence(cat):
    for r in read_table("reference_prices"):
        assert r["market"] in MARKETS and r["as_of"] and r["source"]
        assert r["confidence"] in CONFIDENCES
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
    # the range as given, with its date and age beside it; a price from 2023 is marked old in December 2026
    assert re.fullmatch(r"350,000–450,000 \(2023, old, about \d+ months\)", frame.cell_text(column("price"), row))
    assert frame.stale[row] and "range sorts by its middle" in frame.header_tooltip("price")


def test_side_by_side_shows_a_price_range_and_no_best_among_equals(cat):
    from gpucompare.core.compare import compare

    devs = [cat["nvidia-h100-sxm5-80gb"], cat["nvidia-h800-sxm5-80gb"]]
    c = compare(devs, "bf16", price_column(devs, "reference:CN", "CNY", FxTable.bundled()))
    price = next(r for r in c.rows if r.key == "price")
    assert price.text(0).startswith("338,000 (") and re.fullmatch(
        r"350,000–450,000 \(2023, old, about \d+ months\)", price.text(1)
    )  # H100: a 2024 server price per GPU, dated
    assert 1 not in price.best  # an old price is never marked best
    bf16 = next(r for r in c.rows if r.key == "peak")
    assert bf16.values[0] == bf16.values[1] and not bf16.best  # equal: neither is marked best


# the market-first bases: cover the market, mark every borrowed price -----------------------------------------------
def test_market_first_bases_are_keys_of_their_own():
    from gpucompare.core.pricing import basis_market, basis_markets, default_basis, is_mixed

    assert DEFAULT_BASIS == "reference:US+CN" and default_basis("en") == "reference:US+CN"
    assert default_basis("zh_CN") == "reference:CN+US"
    assert normalize_basis("reference:cn+us") == "reference:CN+US" and normalize_basis("reference") == DEFAULT_BASIS
    assert basis_markets("reference:CN+US") == ("CN", "US") and basis_market("reference:CN+US") == "CN"
    assert basis_market("reference:US+CN") == "US" and basis_markets("cloud") == () and basis_market("quote") is None
    assert is_mixed("reference:US+CN") and not is_mixed("reference:US") and not is_mixed("cloud")
    assert basis_title("reference:US+CN") == "Reference price, US market first"
    assert basis_title("reference:CN+US") == "Reference price, China market first"
    assert {"reference:US", "reference:CN", "quote", "cloud"} <= set(BASES)  # the pure bases stay


def test_us_first_takes_the_us_price_and_falls_back_to_china_marked(cat):
    fx = FxTable.bundled()
    ids = [d.id for d in cat.devices]
    mixed = price_column(cat.devices, "reference:US+CN", "USD", fx)
    us = price_column(cat.devices, "reference:US", "USD", fx)
    cn = price_column(cat.devices, "reference:CN", "USD", fx)
    h100, h800 = ids.index("nvidia-h100-sxm5-80gb"), ids.index("nvidia-h800-sxm5-80gb")
    # sold in both markets: the preferred market's price, not marked
    assert mixed.mid[h100] == us.mid[h100] != cn.mid[h100]
    assert mixed.market(h100) == "US" and not mixed.other_market[h100] and mixed.tag(h100) == ""
    # China only: its China price, converted, and marked as China's wherever it is read
    assert mixed.low[h800] == pytest.approx(cn.low[h800]) and mixed.high[h800] == pytest.approx(cn.high[h800])
    assert mixed.market(h800) == "CN" and mixed.other_market[h800] and mixed.tag(h800) == "CN"
    src = mixed.source_text(h800)
    assert (
        src.startswith("China market price: no US market price is known") and "0.149 USD/CNY, rate of 2026-09-25" in src
    )
    assert mixed.other_market_key() == (
        "China market price (no US market price known), converted at 0.149 USD/CNY, rate of 2026-09-25"
    )
    # where the US has a price the mixed basis equals the pure one; elsewhere it is China's
    has_us = ~np.isnan(us.mid)
    assert np.array_equal(mixed.mid[has_us], us.mid[has_us])
    assert np.array_equal(mixed.other_market, ~has_us & ~np.isnan(cn.mid))


def test_china_first_takes_the_china_price_and_falls_back_to_us_marked(cat):
    fx = FxTable.bundled()
    ids = [d.id for d in cat.devices]
    mixed = price_column(cat.devices, "reference:CN+US", "CNY", fx)
    cn = price_column(cat.devices, "reference:CN", "CNY", fx)
    from gpucompare.core.pricing import reference_prices

    us_only = next(i for i in ("nvidia-b200", *ids) if reference_prices(i, "US") and not reference_prices(i, "CN"))
    h100, b200 = ids.index("nvidia-h100-sxm5-80gb"), ids.index(us_only)
    assert mixed.mid[h100] == cn.mid[h100] and mixed.market(h100) == "CN" and not mixed.other_market[h100]
    assert math.isnan(cn.mid[b200]) and mixed.market(b200) == "US" and mixed.tag(b200) == "US"
    assert "6.71 CNY/USD, rate of 2026-09-25" in mixed.source_text(b200)
    us = price_column(cat.devices, "reference:US", "CNY", fx)
    assert np.array_equal(~np.isnan(mixed.mid), ~np.isnan(cn.mid) | ~np.isnan(us.mid))  # either market's price
    assert np.array_equal(mixed.other_market, np.isnan(cn.mid) & ~np.isnan(us.mid))  # the US ones are marked


@pytest.mark.parametrize("basis", ["reference:US+CN", "reference:CN+US"])
def test_switching_currency_never_changes_a_ratio_or_a_market_under_a_mixed_basis(cat, basis):
    """The preference order comes from the basis, never from the display currency: every pair of prices keeps its
    ratio, and every device its market, in dollars, yuan and euros."""
    fx = FxTable.bundled()
    cols = {cur: price_column(cat.devices, basis, cur, fx) for cur in ("USD", "CNY", "EUR")}
    usd = cols["USD"]
    priced = np.flatnonzero(~np.isnan(usd.mid))
    assert usd.other_market.sum() >= 5 and len(priced) >= 30
    for cur, col in cols.items():
        assert [col.market(i) for i in range(len(col.prices))] == [usd.market(i) for i in range(len(usd.prices))]
        assert np.array_equal(col.other_market, usd.other_market), cur
        ratio = col.mid[priced][:, None] / col.mid[priced][None, :]
        np.testing.assert_allclose(ratio, usd.mid[priced][:, None] / usd.mid[priced][None, :], rtol=1e-9)


def test_a_price_spec_names_the_market_order():
    from gpucompare.core.tco import resolve_price
    from gpucompare.errors import BadArgument

    cat = bundled_catalog()
    fx = FxTable.bundled()
    h800 = cat["nvidia-h800-sxm5-80gb"]
    assert resolve_price(h800, "reference:US", "USD", fx) is None
    assert resolve_price(h800, "reference:US+CN", "USD", fx).market == "CN"
    assert resolve_price(h800, "buy", "USD", fx).market == "CN"  # buy: the default basis's order
    assert resolve_price(cat["nvidia-h100-sxm5-80gb"], "reference:cn+us", "USD", fx).market == "CN"
    with pytest.raises(BadArgument):
        resolve_price(h800, "reference:JP", "USD", fx)
