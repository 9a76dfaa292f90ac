"""The estimate's cost cell says how old the price it is computed from is: a price over the aged limit of
data/price_age.csv (six months) is dated in the cell and its age explained on hover; a stale one (over 18 months) is
dated too, in the cell, not only greyed."""

from gpucompare.core.pricing import is_aged, is_stale, price_age_months, price_date_age, reference_price
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
    # under the cost, its date and age in the words of every face (ux153: '(2025-09 price)' had no age), on two lines
    months = int(price_age_months(p.as_of))
    assert " ".join(item.text().splitlines()[1:]) == f"(price of {p.as_of[:7]}, {months} months old)"
    assert f"{months} months old: today's price may differ" in item.toolTip()  # as its mark


def _stale_device(fx):
    for device in sorted({r["device_id"] for r in read_table("reference_prices")}):
        p = reference_price(device, "USD", fx, "US")
        if p is not None and is_stale(p.as_of):
            return device, p
    raise AssertionError("no reference price over the stale limit")


def test_a_cost_from_a_stale_price_is_dated_in_its_cell_not_only_greyed(window):
    """Before: a price over 18 months old only greyed the cost (the reason on hover), while a younger aged one was
    dated in the cell: the older, less sure figure was marked less. Now both carry their date in the cell; the
    report's mark under a cost adds the months (the same rule, pricing.price_age_mark)."""
    from gpucompare.core.pricing import price_age_mark
    from gpucompare.i18n import localize
    from gpucompare.qtkit import i18n as qt_i18n
    from gpucompare.report.builder import _aged_mark

    s = window.session
    device, p = _stale_device(s.fx)
    s.set_comparison([device])
    panel = window.estimate
    panel.workload.setCurrentIndex(panel.workload.findData("llama2-70b"))
    panel.count.setValue(64)
    panel.set_device_basis(device, "reference")
    panel.run()
    c = panel.costings[device]
    assert c.bought and c.stale and c.price_as_of == p.as_of
    item = panel.table.item([k for k, _ in panel.ROWS].index("cost"), 0)
    months = int(price_age_months(p.as_of))
    assert months > 18
    said = f"(price of {price_date_age(p.as_of)})"  # its date and age, 'old' in it (ux153)
    assert " ".join(item.text().splitlines()[1:]).startswith(said) and ", old, " in said
    assert "never marked best" in item.toolTip() and "today's price may differ" in item.toolTip()
    # the report's mark: the same date, with its age
    assert _aged_mark(c) == localize(price_age_mark(p.as_of)) == said
    assert said == f"(price of {p.as_of[:7]}, old, {'about ' if len(p.as_of) == 4 else ''}{months} months)"
    with qt_i18n.language("zh_CN"):
        about = "约 " if len(p.as_of) == 4 else ""
        assert _aged_mark(c) == f"（价格日期：{p.as_of[:7]}，旧，{about}{months} 个月）"


def test_a_dated_cost_is_one_line_in_a_copy(window):
    from gpucompare.gui.table_copy import as_tsv, table_rows

    s = window.session
    device, p = _stale_device(s.fx)
    s.set_comparison([device])
    panel = window.estimate
    panel.workload.setCurrentIndex(panel.workload.findData("llama2-70b"))
    panel.set_device_basis(device, "reference")
    panel.run()
    header, rows = table_rows(panel.table)
    cost = next(r for r in rows if r[0] == "Cost of this run")
    assert "\n" not in cost[1] and f" (price of {price_date_age(p.as_of)})" in cost[1]
    assert len(as_tsv(header, rows).splitlines()) == len(rows) + 1
