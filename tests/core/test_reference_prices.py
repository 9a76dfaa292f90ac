"""Reference purchase prices as a buyer checks them: every row names a source a user can open, a date, a confidence
and a market, and its magnitude is plausible; the parts a 2026 buyer meets have a price under 18 months old, and the
older prices stay as dated history."""

import re

import pytest

from gpucompare.core.catalog import CONFIDENCES, bundled_catalog
from gpucompare.core.money import FxTable
from gpucompare.core.pricing import MARKETS, reference_price, reference_prices
from gpucompare.core.tables import read_table

ROWS = read_table("reference_prices")
FX = FxTable.bundled()
TODAY = (2026, 12)
#: a citable publication without a URL names who published it and when (a year)
CITATION = re.compile(r"(19|20)\d\d")


def _months_old(as_of: str) -> int:
    y, m = int(as_of[:4]), int(as_of[5:7]) if len(as_of) >= 7 else 7
    return (TODAY[0] - y) * 12 + TODAY[1] - m


@pytest.mark.parametrize("r", ROWS, ids=lambda r: f"{r['device_id']}/{r['market']}/{r['as_of']}")
def test_every_row_has_an_openable_source_a_date_a_confidence_a_market_and_a_plausible_price(r):
    cat = bundled_catalog()
    assert r["device_id"] in cat.by_id
    assert r["market"] in MARKETS
    assert re.fullmatch(r"\d{4}(-\d{2})?", r["as_of"]) and 2008 <= int(r["as_of"][:4]) <= TODAY[0]
    assert r["confidence"] in CONFIDENCES
    src = r["source"]
    assert re.search(r"https?://[\w.-]+\.[a-z]{2,}", src) or CITATION.search(src), src
    # where it is, never how it was found, and never a path of this workplace
    assert not re.search(r"/work/|shared/|seeds?/|found via|code search|searched|mirror", src, re.I), src
    lo, hi = float(r["price_min"]), float(r["price_max"])
    assert 0 < lo <= hi <= 3 * lo, r
    usd = FX.convert(hi, r["currency"], "USD")
    assert 90 <= usd <= 120_000, (r["device_id"], usd)  # a card or one accelerator's share of a system, in dollars


def test_datacenter_parts_a_2026_buyer_meets_have_a_price_under_18_months_old():
    fresh = {
        ("nvidia-h200-sxm-141gb", "US"),
        ("nvidia-h200-sxm-141gb", "CN"),
        ("nvidia-h100-sxm5-80gb", "US"),
        ("nvidia-b200", "US"),
        ("nvidia-b300-hgx", "US"),
        ("nvidia-h20-96gb", "CN"),
        ("nvidia-h20e-141gb", "CN"),
        ("huawei-ascend-910c", "CN"),
        ("amd-mi355x", "US"),
        ("nvidia-rtx-5090", "US"),
        ("nvidia-gb300", "US"),
        ("nvidia-l40s", "US"),
        ("nvidia-h100-pcie-80gb", "US"),
    }
    for device, market in fresh:
        newest = max(reference_prices(device, market), key=lambda r: r["as_of"])
        assert _months_old(newest["as_of"]) <= 18, (device, market, newest["as_of"])
    recent = [r for r in ROWS if _months_old(r["as_of"]) <= 18]
    assert len(recent) >= 39


def test_old_prices_stay_as_history_and_the_newest_is_the_one_used():
    h100_cn = reference_prices("nvidia-h100-sxm5-80gb", "CN")
    assert {r["as_of"] for r in h100_cn} >= {"2023", "2024-07"}  # the 2023 article's range is kept, dated
    p = reference_price("nvidia-h100-sxm5-80gb", "CNY", FX, "CN")
    assert p.as_of == "2024-07" and p.low == pytest.approx(337_500)
    h200 = reference_price("nvidia-h200-sxm-141gb", "CNY", FX, "CN")
    assert (h200.low, h200.high, h200.as_of) == (175_000, 190_000, "2026-01")
    b200 = reference_price("nvidia-b200", "USD", FX, "US")
    assert (b200.low, b200.high) == (40_000, 40_000) and b200.as_of == "2026-06"  # mid-2026 estimate
    assert {r["as_of"] for r in reference_prices("nvidia-b200", "US")} >= {"2026-03", "2026-06"}  # Q1 stays
    # a second China-market H200 price (Reuters' USD 27,000 per chip, Dec 2025) is history beside the Jan 2026 one
    assert {r["as_of"] for r in reference_prices("nvidia-h200-sxm-141gb", "CN")} >= {"2025-12", "2026-01"}


def test_a_newer_published_price_is_the_one_costed_and_the_older_one_stays_dated():
    """The RTX 5090 and H100 PCIe of September 2026 (a tracker's report of 1 Oct 2026) are the prices a cost is
    computed from on 7 Dec 2026, under six months old, while the June 2026 and July 2025 rows stay as history."""
    from gpucompare.core.pricing import is_aged

    rtx = reference_price("nvidia-rtx-5090", "USD", FX, "US")
    assert (rtx.low, rtx.high, rtx.as_of) == (4795, 5258, "2026-09")
    assert not is_aged(rtx.as_of, "2026-12-07") and is_aged("2026-06", "2026-12-16")
    assert {r["as_of"] for r in reference_prices("nvidia-rtx-5090", "US")} >= {"2025-01", "2026-06", "2026-09"}
    h100 = reference_price("nvidia-h100-pcie-80gb", "USD", FX, "US")
    assert (h100.low, h100.as_of) == (29_200, "2026-09")
    assert {r["as_of"] for r in reference_prices("nvidia-h100-pcie-80gb", "US")} >= {"2023-08", "2025-07", "2026-09"}
    # a tracker's own listing data is a secondary source and says so, with the source's words quoted
    for r in (r for r in ROWS if r["as_of"] == "2026-09"):
        assert r["confidence"] == "reported" and "secondary source" in r["notes"] and '"' in r["notes"]


def test_a_price_derived_from_a_system_says_what_it_includes():
    for r in ROWS:
        if r["confidence"] == "derived" and re.search(r"rack|server|module|system|kit|supercomputer", r["notes"], re.I):
            assert re.search(r"÷|/ ?\d|divided|per (gpu|chip|npu|superchip|apu)", r["notes"], re.I), r["notes"]
