"""Items of the ux120 user review (ux121): each face says a thing one way."""

import re

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.money import FxTable
from gpucompare.core.pricing import price_column
from gpucompare.i18n import localize
from gpucompare.qtkit import i18n as qt_i18n


@pytest.fixture(scope="module")
def cat():
    return bundled_catalog()


def test_a_price_cells_marks_are_joined_with_one_separator_per_language(cat):
    from gpucompare.core.hwtable import build_frame, column

    def cell():
        frame = build_frame(cat, "bf16", price_column(cat.devices, "reference:US+CN", "USD", FxTable.bundled()))
        row = list(frame.ids).index("nvidia-h800-sxm5-80gb")  # a China price under 'US first', of 2023: old
        return frame.cell_text(column("price"), row)

    en = cell()
    assert re.search(r"\(CN, 2023, old, about \d+ months\)$", en) and "，" not in en
    with qt_i18n.language("zh_CN"):
        zh = cell()
    assert re.search(r"，2023，旧，约 \d+ 个月\)$", zh) and ", " not in zh


def test_a_uk_government_price_is_the_uk_markets_and_no_us_basis_shows_it(cat):
    from gpucompare.core.pricing import reference_prices

    (row,) = reference_prices("nvidia-gh200")
    assert row["market"] == "UK" and row["currency"] == "GBP" and "UK government" in row["vendor"]
    for basis in ("reference:US", "reference:US+CN", "reference:CN+US"):
        col = price_column([cat["nvidia-gh200"]], basis, "USD", FxTable.bundled())
        assert col.prices[0] is None  # no market's basis borrows it


def test_an_estimates_warnings_name_the_device_as_its_headings_do(cat):
    from gpucompare.core.compare import column_name
    from gpucompare.core.estimate import Settings, estimate
    from gpucompare.core.workloads import find_preset

    h20 = cat["nvidia-h20-96gb"]
    est = estimate(h20, find_preset("llama2-70b"), 64, Settings())
    said = [localize(a) for a in (*est.assumptions, *getattr(est, "lacks", ()))]
    scaleout = [s for s in said if "scale-out network figure" in s]
    assert column_name(h20) == "H20 SXM 96GB"
    assert scaleout and all(s.startswith("H20 SXM 96GB has no scale-out") for s in scaleout)
    assert not any(h20.name in s for s in said)


def test_a_prices_age_is_said_once_the_same_in_its_note_and_its_mark():
    from gpucompare.core.pricing import aged_date, price_age_mark, price_age_note

    today = "2026-12-05"  # 2026-01 is read as 15 Jan: 10.6 months old, between the aged and the stale limit
    assert aged_date("2026-01", today) == "2026-01, 10 months old"
    assert localize(price_age_mark("2026-01", today)) == "(price of 2026-01, 10 months old)"
    assert localize(price_age_note("2026-01", today)) == (
        "The price is of 2026-01, 10 months old: today's price may differ."  # was 'over 6 months old'
    )


def _h100_h800(cat):
    from gpucompare.core.compare import compare

    devs = [cat["nvidia-h100-sxm5-80gb"], cat["nvidia-h800-sxm5-80gb"]]
    return compare(devs, "bf16", price_column(devs, "reference:US+CN", "USD", FxTable.bundled()))


def test_a_ratio_from_a_price_range_shows_the_range_never_its_middle_alone(cat):
    c = _h100_h800(cat)
    rows = {r.key: r for r in c.rows}
    price = rows["price"]
    assert "–" in price.text(1)  # H800's China price is a range
    per = rows["price_per_tflop"].text(1)
    low, high = (float(x.replace(",", "")) for x in per.split(" (")[0].split("–"))
    mid = rows["price_per_tflop"].values[1]
    assert low < mid < high and mid == pytest.approx((low + high) / 2, rel=0.01)  # the middle ranks, unshown
    gb = rows["gb_per_kprice"].text(1)
    assert "–" in gb.split(" (")[0]
    assert "–" not in rows["price_per_tflop"].text(0).split(" (")[0]  # H100's one US price: one figure


def test_a_chinese_comparison_in_dollars_writes_its_unit_as_its_amounts_do(cat):
    with qt_i18n.language("zh_CN"):
        c = _h100_h800(cat)
        rows = {r.key: r for r in c.rows}
        assert rows["price"].unit == "美元" and rows["price_per_tflop"].unit == "美元"
        assert "每 1,000 美元" in localize(rows["gb_per_kprice"].label)  # was '每 1,000 $'
        assert "，" in rows["price"].text(1) and ", " not in rows["price"].text(1)  # '(CN，2023，旧)'
    c = _h100_h800(cat)
    assert {r.key: r for r in c.rows}["price"].unit == "$"


def test_every_row_that_depends_on_an_assumed_link_is_marked_the_wall_clock_first(cat):
    from gpucompare.core.estimate import Settings, estimate
    from gpucompare.core.estimate.results import row_basis
    from gpucompare.core.workloads import find_preset

    links = {"scaleout_assumed"}
    for key in ("wall_days", "band", "device_hours", "mfu", "layout", "comm", "bubble"):
        assert row_basis(key, links) == "generic", key
    for key in ("memory", "fits", "zero", "micro_batch", "overhead"):
        assert row_basis(key, links) == "measured", key
    # the user's utilization replaces the device's fitted speed, never its links
    assert row_basis("wall_days", {"generic_family"}, user_utilization=True) == "user"
    assert row_basis("wall_days", links | {"generic_family"}, user_utilization=True) == "generic"
    assert row_basis("wall_days", set()) == "measured"

    est = estimate(cat["nvidia-h20-96gb"], find_preset("llama2-70b"), 64, Settings())
    assert "scaleout_assumed" in est.flags
    rows = {r["key"]: r for r in est.results}
    assert rows["wall_days"]["basis"] == rows["comm"]["basis"] == rows["layout"]["basis"] == "generic"
