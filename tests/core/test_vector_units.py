"""vector_units (est171): an FP32 run on the vector units of a device with matrix units counts its family's shortfall
below the global utilization as time at the matrix units' rate. Hand calculations."""

import numpy as np
import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate.vector_units import matrix_over_vector, vector_utilization

CAT = bundled_catalog()


def test_by_hand():
    # u 0.25 with a factor of 0.5: 0.5 without the shortfall; the shortfall 1/0.25 - 1/0.5 = 2 per FLOP at the matrix
    # peak, 2 / 8 = 0.25 at a vector peak 8x lower; 1 / (1 / 0.5 + 0.25) = 0.444
    assert vector_utilization(0.25, 0.5, 8.0, 0.859) == pytest.approx(1.0 / 2.25)
    # the FP32 / 16-bit time: 1 / (1 x 0.444) against 1 / (8 x 0.25): 4.5x, not the datasheet's 8x
    assert (1.0 / (1.0 / 2.25)) / (1.0 / (8 * 0.25)) == pytest.approx(4.5)


def test_no_shortfall_keeps_the_familys_value_and_the_ceiling_holds():
    assert vector_utilization(0.7, 1.2, 8.0, 0.859) == pytest.approx(0.7)  # a factor of 1 or more: as it was
    assert vector_utilization(0.5, 0.5, 8.0, 0.859) == pytest.approx(1.0 / (1 / 0.859 + (2 - 1 / 0.859) / 8))


def test_arrays_and_the_ratio_from_the_datasheet():
    out = vector_utilization(np.array([0.25, 0.7]), np.array([0.5, 1.2]), np.array([8.0, 16.0]), 0.859)
    assert out == pytest.approx([1.0 / 2.25, 0.7])
    assert matrix_over_vector(CAT["nvidia-v100-sxm2-16gb"]) == pytest.approx(125.0 / 15.7)
    assert matrix_over_vector(CAT["nvidia-a100-sxm4-80gb"]) == pytest.approx(312.0 / 19.5)
