"""The window with a run longer than the bought cluster's life (Llama 3.1 405B on 256 H800): the run's cost is marked
with the life it outlasts and says why on hover, and the decision says the run outlasts the life before weighing it."""

from .conftest import H100, H800


def test_the_cost_cell_and_the_decision_say_the_run_outlasts_the_life(window):
    s = window.session
    s.set_currency("CNY")
    s.set_comparison([H800, H100])
    panel = window.estimate
    panel.workload.setCurrentIndex(panel.workload.findData("llama3-405b"))
    panel.count.setValue(256)
    panel.set_device_basis(H800, "reference")
    panel.set_device_rent(H100, "p5.48xlarge", "on-demand")
    panel.run()
    keys = [k for k, _ in panel.ROWS]
    own, rented = panel.table.item(keys.index("cost"), 0), panel.table.item(keys.index("cost"), 1)
    assert own.text().splitlines()[-1] == "(outlasts its 4-year life)"
    assert "as if the hardware were renewed at the same cost" in own.toolTip()
    assert "outlasts" not in rented.text()
    summary = panel.decision_view.summary.text()
    assert "The run outlasts the bought cluster's 4-year life" in summary
    assert summary.index("outlasts") < summary.index("over its 4-year life")
