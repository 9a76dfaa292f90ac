"""The estimator's defaults on the published runs: the medians stay under the issue's thresholds (see README,
Validation, for the table)."""

import pytest

from tests.validation.validate import validate


@pytest.fixture(scope="module")
def validation():
    return validate()


def test_median_error_and_band_coverage(validation):
    results, s = validation
    assert s["rows"] >= 60 and s["families"] >= 7
    assert s["median_abs_error"] <= 0.15
    assert s["band_coverage"] >= 0.60


def test_defaults_beat_both_baselines(validation):
    _results, s = validation
    assert s["median_abs_error"] < s["baseline_0.4"]["median_abs_error"]
    assert s["median_abs_error"] < s["baseline_0.5"]["median_abs_error"]


def test_every_family_with_two_or_more_runs_within_25_percent(validation):
    _results, s = validation
    for family, err in s["per_family"].items():
        if s["per_family_rows"][family] >= 2:
            assert err <= 0.25, (family, err)


def test_no_row_is_wildly_off(validation):
    results, _s = validation
    assert all(abs(x["error"]) < 1.5 for x in results)
