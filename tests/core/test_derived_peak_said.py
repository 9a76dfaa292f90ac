"""A peak the maker does not publish (the catalog's 'derived' value, e.g. the A10G's BF16 rate worked out from its
SM count and clock) is said first in the estimate, with how it was derived and its source: an A10G estimate gave a
time with no word that its 70 TFLOPS is nobody's datasheet figure."""

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate import Settings, estimate
from gpucompare.core.workloads import custom_workload


def _first_lines(device_name):
    cat = bundled_catalog()
    d = cat.resolve(device_name)
    e = estimate(d, custom_workload(1e9, 1e9), 1, Settings(precision="bf16"))
    return d, e, [str(m) for m in e.missing]


def test_a_derived_peak_is_said_first_with_its_source():
    d, e, missing = _first_lines("A10G")
    prov = d.value_source("bf16_tflops")
    assert prov.confidence == "derived"
    said = [m for m in missing if "not published by its maker but derived" in m]
    assert said, missing
    assert "70 TFLOPS" in said[0] and prov.source in said[0]
    assert "derived: derived" not in said[0]
    assert e.status == "ok"


def test_a_datasheet_peak_says_nothing_of_the_kind():
    d, _e, missing = _first_lines("H100 SXM5 80GB")
    assert d.value_source("bf16_tflops").confidence != "derived"
    assert not any("derived" in m for m in missing)
