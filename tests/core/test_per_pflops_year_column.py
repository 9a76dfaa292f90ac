"""The hardware table's 元/P/年 column: an hourly price per PFLOPS-year of dense BF16, empty under a purchase basis."""

import math

import numpy as np

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.compute_units import per_pflops_year_to_device_hour
from gpucompare.core.hwtable import build_frame, column
from gpucompare.core.money import FxTable
from gpucompare.core.pricing import price_column
from gpucompare.i18n import chinese_text


def _frame(basis: str, currency: str = "CNY"):
    cat = bundled_catalog()
    return build_frame(cat, "fp8", price_column(cat.devices, basis, currency, FxTable.bundled()), "2026-12-04")


def test_a_cloud_rent_reads_per_pflops_year_of_bf16_by_hand():
    frame = _frame("cloud")
    col = frame.data["rent_per_pflops_year"]
    i = list(frame.ids).index("nvidia-h100-sxm5-80gb")
    rent_per_h, bf16_tflops = frame.data["price"][i], frame.data["bf16_peak"][i]
    assert rent_per_h > 0 and bf16_tflops > 0
    # by hand: a year of round-the-clock rent buys bf16_tflops / 1000 PFLOPS; the chosen precision (FP8) plays no part
    assert math.isclose(col[i], rent_per_h * 8760 / (bf16_tflops / 1000), rel_tol=1e-12)
    # and back through the one conversion the importer and the CLI use
    assert math.isclose(per_pflops_year_to_device_hour(col[i], bf16_tflops / 1000), rent_per_h, rel_tol=1e-12)
    priced = ~np.isnan(frame.data["price"]) & (frame.data["bf16_peak"] > 0)
    assert priced.sum() >= 5 and not np.isnan(col[priced]).any()


def test_empty_under_a_purchase_basis_and_for_a_device_without_bf16():
    frame = _frame("reference:CN")
    assert np.isnan(frame.data["rent_per_pflops_year"]).all()
    cloud = _frame("cloud")
    no_bf16 = ~(cloud.data["bf16_peak"] > 0)
    assert np.isnan(cloud.data["rent_per_pflops_year"][no_bf16]).all()


def test_header_names_the_unit_in_the_users_language():
    frame = _frame("cloud")
    assert frame.header("rent_per_pflops_year") == "Per PFLOPS-year (¥/P/yr)"
    assert "8,760" in column("rent_per_pflops_year").header_tooltip()
    assert "/P/年" in chinese_text(lambda: frame.header("rent_per_pflops_year"))
