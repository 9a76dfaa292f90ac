"""The estimate's cost cell says how old the price it is computed from is: a price over the aged limit of
data/price_age.csv (six months) is dated in the cell and explained on hover."""

from gpucompare.core.pricing import is_aged, is_stale, reference_price
from gpucompare.core.tables import read_table

TRAINING = ("amd-mi355x", "nvidia-h20-96gb", "nvidia-b300-hgx", "nvidia-h200-sxm-141gb", "nvidia-a100-sxm4-80gb")


def _aged_device(fx):
    """A training device whose newest US-market price (the English window's default) is aged but not yet old today,
    so the test holds whatever day it runs."""
    for device in TRAINING + tuple(sorted({r["device_id"] for r in read_table("reference_prices")})):
        p = reference_price(device, "USD", fx, "US")
        if p is not None and is_aged(p.as_of) and not is_stale(p.as_of):
            return device, p
    raise AssertionError("no reference price between the aged and the stale limit")


def test_a_cost_from_an_aged_price_is_dated_in_its_cell(window):
    s = window.session
    device, p = _aged_device(s.fx)
    s.set_comparison([device])
    panel = window.estimate
    panel.workload.setCurrentIndex(panel.workload.findData("llama2-70b"))
    panel.count.setValue(64)
    panel.set_device_basis(device, "reference")
    panel.run()
    c = panel.costings[device]
    assert c.bought and c.aged and c.price_as_of == p.as_of
    keys = [k for k, _ in panel.ROWS]
    item = panel.table.item(keys.index("cost"), 0)
    assert item.text().endswith(f"(price of {p.as_of})")
    assert "over 6 months old: today's price may differ" in item.toolTip()
