"""Corpora 53-55's leftovers (imp212), each on a small sheet written here; none is a corpus file."""

from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .test_conventions import L40S, reasons, write


def test_a_grant_budgets_staff_lines_are_listed_as_staff_costs_not_quotes(tmp_path):
    # a budget annex: people's months of effort beside the equipment; '(100 % FTE)' is a share of a person's time,
    # no model number, and a card line whose machine is only named in brackets is one card
    f = write(
        tmp_path / "budget.xlsx",
        [
            ["Lab grant budget (Annex 2)", None, None, None, None],
            ["Budget line", "Description", "Unit", "No. of units", "Unit cost (USD)"],
            ["1.1", "Research assistant (100 % FTE)", "month", 24, 650],
            ["1.2", "Postdoctoral fellow, 12 person-months", "month", 12, 2_100],
            ["2.1", "NVIDIA L40S 48GB inference cards (edge nodes)", "unit", 4, 7_900],
            ["2.2", "GPU server, 4× NVIDIA L40S 48GB", "unit", 1, 41_000],
            ["3.1", "Cloud GPU hours, NVIDIA L40S 48GB on-demand", "GPU-hour", 2_000, 1.2],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.source_row, q.device_id, q.price_min, q.offer) for q in p.rows] == [
        (5, L40S, 7_900, "card"),
        (6, L40S, 10_250, "server"),
        (7, L40S, 1.2, "instance"),
    ]
    said = reasons(p)
    assert "staff cost" in str(said[3]) and "Research assistant" in str(said[3])
    assert "staff cost" in str(said[4])
