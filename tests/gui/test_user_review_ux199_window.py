"""The window after the ux199 review: a shaded (cheapest) run cost never says "Not marked best" on hover; its tip
says among which options it is the cheapest, in the words the report prints (core.decision.best_run_note)."""

from gpucompare.core.decision import best_run_note

from .conftest import A100, H800

H20 = "nvidia-h20-96gb"
ASCEND = "huawei-ascend-910b"


def test_a_shaded_run_cost_says_among_which_options_it_is_cheapest(window, qtbot):
    window.session.set_currency("USD")
    window.session.set_comparison([H800, H20, ASCEND, A100])
    panel = window.estimate
    panel.workload.setCurrentIndex(panel.workload.findData("llama2-7b"))
    panel.count.setValue(64)
    panel.set_device_basis(H800, "reference")  # bought
    panel.set_device_basis(ASCEND, "reference")  # bought
    panel.set_device_basis(H20, "cloud")  # rented
    panel.set_device_basis(A100, "cloud")  # rented
    panel.run()
    qtbot.wait(50)
    devices = [H800, H20, ASCEND, A100]
    costs = [panel.costings.get(d) for d in devices]
    assert {c.kind for c in costs if c is not None} == {"buy", "rent"}
    keys = [k for k, _ in panel.ROWS]
    row = keys.index("cost")
    shaded = [j for j in range(len(devices)) if panel.table.item(row, j).background().color().green() == 235]
    assert shaded, "one rental's run is the cheapest of the rentals"
    assert {costs[j].kind for j in shaded} == {"rent"}
    assert best_run_note(costs).startswith("Cheapest run marked among the rentals only")
    for j in range(len(devices)):
        tip = panel.table.item(row, j).toolTip()
        assert "Not marked best" not in tip, tip
        assert "Cheapest run marked among the rentals only" in tip, tip


def test_the_chart_says_a_compared_device_is_drawn_at_an_old_price(window, qtbot):
    """Old prices are off the default chart, but a compared device stays drawn whatever its price's age: the H800's
    2023 price is drawn as if current unless the caption says so, as the printed chart's caption does."""
    window.session.set_currency("USD")
    window.session.set_comparison([H800, A100])
    window.chart.refresh()
    qtbot.wait(50)
    note = window.chart.note.text()
    assert "tick Old prices" in note  # the other old prices are left off
    assert "1 of the points has a price older than 18 months." in note, note
