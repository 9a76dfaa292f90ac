"""The 8-bit share from published end-to-end FP8-vs-BF16 training speed-ups (est74): data/fp8_speedups.csv, each row
sourced, and precision.published_eight_bit_share (Amdahl's law solved for the share, the median over the reports)."""

import math

import pytest

from gpucompare.core.estimate.precision import eight_bit_gain, published_eight_bit_share, share_from_speedup
from gpucompare.core.tables import read_table


def test_a_measured_speedup_gives_the_share_that_reproduces_it():
    # by hand: 1.50x at a datasheet FP8/BF16 ratio of 2 -> (1 - 1/1.5) / (1 - 1/2) = 2/3 of the step in FP8
    assert share_from_speedup(1.5, 2.0) == pytest.approx(2.0 / 3.0)
    # no gain -> no share; the full datasheet ratio -> the whole step
    assert share_from_speedup(1.0, 2.0) == pytest.approx(0.0)
    assert share_from_speedup(2.0, 2.0) == pytest.approx(1.0)
    # and back: the share at the ratio gives the measured speed-up again
    assert eight_bit_gain(share_from_speedup(1.417, 2.0), 2.0) == pytest.approx(1.417)


def test_the_published_share_is_the_median_of_the_reports():
    rows = read_table("fp8_speedups")
    shares = sorted(share_from_speedup(float(r["speedup"]), float(r["datasheet_ratio"])) for r in rows)
    assert published_eight_bit_share() == pytest.approx(shares[len(shares) // 2])
    # five reports from 1.2x to 1.5x on ratio-2 parts: the share lies between 1/3 and 2/3, so an H100 FP8 run is
    # estimated 1.2x-1.5x faster than in BF16, never at the datasheet's 2x
    assert 1.0 / 3.0 <= published_eight_bit_share() <= 2.0 / 3.0
    assert 1.2 <= eight_bit_gain(published_eight_bit_share(), 2.0) <= 1.5


def test_every_report_is_sourced_and_physical():
    rows = read_table("fp8_speedups")
    assert len(rows) >= 5
    assert len({r["source_url"] for r in rows}) == len(rows)  # each report one vote
    for r in rows:
        assert r["source_url"].startswith("https://"), r["id"]
        assert r["source_title"] and r["source_date"] and r["quote"], r["id"]
        assert r["confidence"] in ("datasheet", "reported", "derived", "approximate"), r["id"]
        speedup, ratio = float(r["speedup"]), float(r["datasheet_ratio"])
        # a measured end-to-end gain above 1 and never above the device's own datasheet ratio
        assert 1.0 < speedup <= ratio, r["id"]
        assert not math.isnan(share_from_speedup(speedup, ratio))


def test_the_shipped_estimate_uses_the_published_share_not_a_fit():
    from gpucompare.core.estimate import params as fitted
    from tests.validation.calibrate import ACTIVE, SOURCED, starting_params

    # the calibration never fits it, every fold starts from it, and the app reads it whatever calibration.csv holds
    assert "low_precision_share" not in ACTIVE and "low_precision_share" in SOURCED
    assert starting_params().low_precision_share == pytest.approx(published_eight_bit_share())
    assert fitted.load().low_precision_share == pytest.approx(published_eight_bit_share())
