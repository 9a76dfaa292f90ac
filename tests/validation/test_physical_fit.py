"""calibrate.py keeps the fitted values physical (est69): the families' factors stop at the best measured matmul
fraction of peak, and the 8-bit parameter is a share of the step, between 0 and 1."""

from types import SimpleNamespace

import numpy as np
import pytest

from gpucompare.core.estimate import params as fitted
from tests.validation.calibrate import SPEC, family_factors


def _stack(keys, speedup):
    """Rows whose published times are `speedup` times shorter than predicted at a factor of 1."""
    n = len(keys)
    target = np.full(n, 10.0)
    return SimpleNamespace(
        keys=list(keys),
        target=target,
        groups=[f"g{i}" for i in range(n)],
        publishers=[f"p{i}" for i in range(n)],
        grades=["exact"] * n,
        per_sample=np.zeros(n, bool),
        device_hours=lambda prm: target * speedup[np.arange(n)] * np.array([prm.factor(k) for k in keys]),
    )


def test_a_family_faster_than_the_card_stops_at_the_ceiling():
    # "fast" runs 1.7x faster than predicted at 0.65 of the peak: 1.1 of the peak, faster than any measured matmul
    keys = ["fast"] * 4 + ["slow"] * 4
    stack = _stack(keys, np.array([1.7] * 4 + [0.8] * 4))
    prm = fitted.Params(gemm_utilization=0.65)
    fams, unseen = family_factors(stack, prm, shrink=1.0)
    assert 0.65 * fams["fast"] == pytest.approx(fitted.ceiling())
    assert fams["slow"] < 1.0  # a slow family keeps its own factor
    assert 0.65 * unseen <= fitted.ceiling()


def test_the_fitted_bounds_are_physical():
    assert SPEC["gemm_utilization"][1] == pytest.approx(fitted.ceiling())
    assert SPEC["low_precision_share"][:2] == (0.0, 1.0)
