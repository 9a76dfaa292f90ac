"""How old a price is, said where a cost is computed from it: the limits live in data/price_age.csv (six months:
'today's price may differ'; eighteen: 'old', never best), and a costing from a price past the first limit says so
in its notes, its JSON and its flag, while a costing from a fresh price says nothing."""

import datetime as dt

import numpy as np
import pytest

from gpucompare.core import pricing
from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate import Settings
from gpucompare.core.money import FxTable
from gpucompare.core.pricing import AGED_MONTHS, STALE_MONTHS, is_aged, is_stale, price_age_months, price_age_note
from gpucompare.core.tables import read_table
from gpucompare.core.tco import PriceChoice, TcoSettings, priced_estimate
from gpucompare.core.workloads import find_preset
from gpucompare.i18n import localize

FX = FxTable.bundled()
H100 = bundled_catalog()["nvidia-h100-sxm5-80gb"]


def test_the_limits_are_data_with_a_source_and_in_order():
    rows = {r["key"]: r for r in read_table("price_age")}
    assert set(rows) == {"aged", "stale"} and all(r["source"] and r["meaning"] for r in rows.values())
    assert (AGED_MONTHS, STALE_MONTHS) == (int(rows["aged"]["months"]), int(rows["stale"]["months"])) == (6, 18)


def test_a_bad_limits_table_is_refused(monkeypatch):
    monkeypatch.setattr(
        pricing, "read_table", lambda name: ({"key": "aged", "months": "20"}, {"key": "stale", "months": "18"})
    )
    with pytest.raises(ValueError, match="0 < aged < stale"):
        pricing.price_age_limits()
    monkeypatch.setattr(pricing, "read_table", lambda name: ({"key": "aged", "months": "six"},))
    with pytest.raises(ValueError, match="whole months"):
        pricing.price_age_limits()


def test_ages_by_hand_on_a_fixed_day():
    today = "2026-12-05"
    # 2026-06 is read as 15 June: 173 days = 5.7 months, under six; 2026-05 (15 May) is 6.7 months
    assert not is_aged("2026-06", today) and is_aged("2026-05", today)
    # a year alone is its middle (1 July): 2026 is 5.1 months old, 2025 is 17.1, 2024 is 29.1
    assert not is_aged("2026", today) and is_aged("2025", today) and not is_stale("2025", today)
    assert is_stale("2024", today)
    assert price_age_note("2026-06", today) == "" and price_age_note("", today) == ""
    assert (
        localize(price_age_note("2026-05", today))
        == "The price is of 2026-05, 6 months old: today's price may differ."  # 6.7 months, as its mark says
    )
    assert (
        localize(price_age_note("2024-07", today))
        # 15 Jul 2024 to 5 Dec 2026: past the stale limit, said as every face says a price's date and age (ux153)
        == "The price is of 2024-07, old, 28 months: today's price may differ."
    )


def _costing(as_of: str):
    choice = PriceChoice("buy", 25_000, "USD", "a dealer's quote", as_of)
    _est, c = priced_estimate(H100, find_preset("llama2-70b"), 64, Settings(), choice, TcoSettings(), FX, "USD")
    return c


def test_a_cost_from_an_aged_price_says_so_and_a_fresh_one_does_not():
    today = dt.date.today()
    fresh = f"{today.year:04d}-{today.month:02d}"
    back = today - dt.timedelta(days=300)  # about ten months: aged, not stale
    aged = f"{back.year:04d}-{back.month:02d}"
    c_fresh, c_aged = _costing(fresh), _costing(aged)
    assert not c_fresh.aged and not any("months old" in localize(a) for a in c_fresh.assumptions)
    assert c_aged.aged and not c_aged.stale
    said = [localize(a) for a in c_aged.assumptions if "months old" in localize(a)]
    assert said == [f"The price is of {aged}, {int(price_age_months(aged))} months old: today's price may differ."]
    doc = c_aged.to_json("USD", FX)
    assert doc["price_aged"] is True and doc["price_as_of"] == aged and doc["price_stale"] is False
    # the cost itself is unchanged by the mark: the same price costs the same
    assert c_aged.run_cost_usd == pytest.approx(c_fresh.run_cost_usd)


def test_a_stale_price_says_the_stale_limit():
    c = _costing("2020-01")
    assert c.aged and c.stale
    months = int(price_age_months("2020-01"))  # its own age, never the limit
    # its date and age as every face says them (pricing.price_date_age): 'old' past the stale limit
    assert any(localize(a).startswith(f"The price is of 2020-01, old, {months} months") for a in c.assumptions)


def test_an_hour_of_an_owned_device_says_its_purchase_price_is_aged_or_old():
    from gpucompare.core.pricing import HOUR_BASIS
    from gpucompare.core.tco import price_column

    cat = bundled_catalog()
    device = cat["amd-mi355x"]  # owned from its US price of 2025-09
    as_of = price_column([device], HOUR_BASIS, "USD", FX, language="en").prices[0].as_of
    y, m = int(as_of[:4]), int(as_of[5:7])
    aged_day = f"{y + (m + 8 - 1) // 12:04d}-{(m + 8 - 1) % 12 + 1:02d}-15"  # eight months on
    old_day = f"{y + 2:04d}-{m:02d}-15"  # two years on
    fresh_day = f"{y:04d}-{m:02d}-20"
    tips = {}
    for day in (fresh_day, aged_day, old_day):
        col = price_column([device], HOUR_BASIS, "USD", FX, language="en", today=day)
        assert col.kind(0) == "owned"
        tips[day] = localize(col.source_text(0))
    assert "months old" not in tips[fresh_day] and "Older than" not in tips[fresh_day]
    months = int(price_age_months(as_of, aged_day))
    assert tips[aged_day].endswith(f"The price is of {as_of}, {months} months old: today's price may differ.")
    assert "Older than 18 months: marked, left out of 'best'" in tips[old_day]


def _aged_reference_device():
    """A device whose newest US-market reference price is aged but not stale today (found in the data, so the test
    holds whatever day it runs)."""
    from gpucompare.core.pricing import reference_price

    for device in ("amd-mi355x", *sorted({r["device_id"] for r in read_table("reference_prices")})):
        p = reference_price(device, "USD", FX, "US")
        if p is not None and is_aged(p.as_of) and not is_stale(p.as_of):
            return device, p.as_of
    raise AssertionError("no reference price between the aged and the stale limit")


def test_the_command_line_estimate_marks_its_price_line_and_says_why(capsys, tmp_path):
    from gpucompare.cli import run

    device, as_of = _aged_reference_device()
    argv = [
        "--home",
        str(tmp_path),
        "estimate",
        "--device",
        f"{device}:buy",
        "--count",
        "64",
        "--workload",
        "llama2-70b",
    ]
    assert run(argv) == 0
    out = capsys.readouterr().out
    price_line = next(line for line in out.splitlines() if line.strip().startswith("price "))
    # its age in months, as the report's mark says it (review56: it was the bare limit, '[over 6 months old]')
    from gpucompare.core.pricing import price_age_months

    # (ux153: its date and age in the window's and the report's words, no bracketed second date after it)
    assert price_line.endswith(f", {as_of}, {int(price_age_months(as_of))} months old") and "[" not in price_line
    assert f"The price is of {as_of}, {int(price_age_months(as_of))} months old: today's price may differ." in out
    # a price typed in has no date: nothing is said about its age
    assert (
        run(
            [
                "--home",
                str(tmp_path),
                "estimate",
                "--device",
                f"{device}:buy=25000",
                "--count",
                "64",
                "--workload",
                "llama2-70b",
            ]
        )
        == 0
    )
    assert "months old" not in capsys.readouterr().out


def test_the_stale_limit_is_said_from_the_data_never_written_in_the_code():
    import pathlib
    import re

    import gpucompare

    root = pathlib.Path(gpucompare.__file__).parent
    # the column meaning of the hardware table is a glossary text read in many places; it alone still names 18
    allowed = {root / "core" / "hwtable.py"}
    said = [
        f"{p.relative_to(root)}:{n}"
        for p in sorted(root.rglob("*.py"))
        if p not in allowed
        for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"\b18 months\b", line) and not line.lstrip().startswith("#")
    ]
    assert not said, said


def test_every_cost_computed_from_an_aged_reference_price_says_so_in_its_tooltip():
    """Under the default (reference) basis, the price per TFLOPS, the chart point and the run-cost column are costs
    computed from the price: past the aged limit each says the price's age; before it, and for an old price (marked
    'old' on its own), none does. Hand-dated: the MI355X's US price of 2025-09 on three days."""
    from gpucompare.core.chart import chart_data
    from gpucompare.core.hwtable import build_frame
    from gpucompare.core.pricing import DEFAULT_BASIS
    from gpucompare.core.tco import price_column
    from gpucompare.core.workload_costs import workload_column

    cat = bundled_catalog()
    device = cat["amd-mi355x"]
    row = [d.id for d in cat.devices].index(device.id)
    as_of = price_column([device], DEFAULT_BASIS, "USD", FX, language="en").prices[0].as_of
    y, m = int(as_of[:4]), int(as_of[5:7])
    fresh_day = f"{y:04d}-{m:02d}-28"
    aged_day = f"{y + (m + 8 - 1) // 12:04d}-{(m + 8 - 1) % 12 + 1:02d}-15"  # eight months on
    old_day = f"{y + 2:04d}-{m:02d}-15"  # two years on
    said = f"The price is of {as_of}, {int(price_age_months(as_of, aged_day))} months old: today's price may differ."
    seen = {}
    for day in (fresh_day, aged_day, old_day):
        col = price_column([device], DEFAULT_BASIS, "USD", FX, language="en", today=day)
        run = workload_column([device], find_preset("llama2-70b"), 64, Settings(), col, TcoSettings(), FX)
        table = build_frame(cat, "bf16", price_column(cat.devices, DEFAULT_BASIS, "USD", FX, language="en", today=day))
        seen[day] = (
            localize(col.age_note(0)),
            localize(col.source_text(0)),
            localize(chart_data([device], col, "bf16").notes[0]),
            localize(chart_data([device], col, "bf16", metric="run", run=run).notes[0]),
            localize(run.why[0]),
            table.tooltip("price_per_tflop", row),
        )
    assert seen[fresh_day][0] == "" and not any("months old" in s for s in seen[fresh_day])
    note, source, point, run_point, run_why, per_tflop = seen[aged_day]
    assert note == point == said
    # the run's note says first that its time rests on an assumed figure (the MI355X has no scale-out network
    # figure: ux226, said as the panel says it), then the price's age
    assert run_point == run_why and run_why.endswith(" " + said) and "rests on a generic assumption" in run_why
    assert source.endswith(said) and per_tflop.endswith(said) and per_tflop.startswith("Price ÷ dense peak")
    # an old price is marked old (never best, off the default chart), not given the aged sentence too
    assert seen[old_day][0] == "" and "Older than 18 months" in seen[old_day][1]
    assert "older than 18 months" in seen[old_day][4] and said not in seen[old_day][4]


def test_the_device_list_json_flags_an_aged_price_apart_from_an_old_one(capsys, tmp_path):
    """`gpucompare devices --json` computes nothing from a price under a reference basis but, under the hour basis,
    an owned cost per device-hour: each price says whether it is aged (between the two limits) or stale, never both."""
    import json

    from gpucompare.cli import run

    device, as_of = _aged_reference_device()
    for basis in ("reference:US+CN", "hour:owned+rented"):
        assert run(["--home", str(tmp_path), "devices", "--json", "--basis", basis]) == 0
        docs = {d["id"]: d["price"] for d in json.loads(capsys.readouterr().out)["devices"]}
        assert docs[device]["aged"] is True and docs[device]["stale"] is False and docs[device]["as_of"] == as_of
        priced = [p for p in docs.values() if p is not None]
        assert not any(p["aged"] and p["stale"] for p in priced)
        for p in priced:  # the flag follows the limits of data/price_age.csv, on today's date
            assert p["aged"] == (bool(p["as_of"]) and is_aged(p["as_of"]) and not is_stale(p["as_of"])), p


def test_the_notebook_catalog_flags_an_aged_price_beside_its_price_per_tflops():
    from gpucompare import api

    device, as_of = _aged_reference_device()
    df = api.catalog().set_index("id")
    row = df.loc[device]
    assert bool(row["price_aged"]) and not bool(row["price_stale"]) and row["price_as_of"] == as_of
    said = f"The price is of {as_of}, {int(price_age_months(as_of))} months old: today's price may differ."
    assert row["price_source"].endswith(said)
    assert not (df["price_aged"] & df["price_stale"]).any()


def test_a_printed_chart_counts_its_points_with_an_aged_price_in_its_caption():
    """A report's chart has no hover tip: its caption counts the points whose price is over the aged limit (the
    MI355X's 2025-09 price, eight months on), and says nothing on a day when the price is fresh."""
    from gpucompare.core.chart import chart_data
    from gpucompare.core.pricing import DEFAULT_BASIS
    from gpucompare.core.tco import price_column
    from gpucompare.report.builder import _chart_caption

    cat = bundled_catalog()
    devices = [cat["amd-mi355x"], cat["nvidia-h100-sxm5-80gb"]]
    as_of = price_column(devices[:1], DEFAULT_BASIS, "USD", FX, language="en").prices[0].as_of
    y, m = int(as_of[:4]), int(as_of[5:7])
    aged_day = f"{y + (m + 8 - 1) // 12:04d}-{(m + 8 - 1) % 12 + 1:02d}-15"
    fresh_day = f"{y:04d}-{m:02d}-28"
    for day, want in ((aged_day, True), (fresh_day, False)):
        col = price_column(devices, DEFAULT_BASIS, "USD", FX, language="en", today=day)
        data = chart_data(devices, col, "bf16")
        aged = {str(i): bool(a) for i, a in zip(data.ids, data.aged, strict=True)}
        assert aged["amd-mi355x"] is want
        n = sum(aged.values())
        caption = _chart_caption(data, day)
        verb = "has" if n == 1 else "have"  # the count agrees in number (i18n.plural)
        said = f"{n} of the points {verb} a price over 6 months old: today's price may differ."
        assert (said in caption) is (n > 0) and (n > 0) is (want or aged["nvidia-h100-sxm5-80gb"])
        assert data.subset(np.ones(len(data), dtype=bool)).aged.tolist() == data.aged.tolist()
