"""perf112: the row loop's fast path tells a negative quantity in a number cell inline (a text cell still by the
rule's own reading), and the server test answers once per distinct text; neither changes what is read."""

from gpucompare.sheets.importer import analyse, counts

from .conftest import TODAY
from .test_conventions import by_row, reasons, write


def test_goods_given_back_on_the_fast_path_are_credits_whatever_the_cell_type(tmp_path):
    # the first line of a model makes its template; the lines after it take the fast path, where a quantity below
    # zero (an integer or a float) is goods returned, never the card again
    rows = [
        ["Customer statement"],
        ["Date: 2026-11-30"],
        ["Date", "Model", "Qty", "Unit price (USD)", "Amount (USD)"],
        ["2026-10-01", "RTX 4090 24GB", 4, 1850, 7400],
        ["2026-10-02", "RTX 4090 24GB", 2.0, 1850, 3700],
        ["2026-10-03", "RTX 4090 24GB", -1, 1850, -1850],
        ["2026-10-04", "RTX 4090 24GB", -2.0, 1850, -3700],
        ["2026-10-05", "RTX 4090 24GB", 3, 1850, 5550],
        ["2026-10-06", "RTX 4090 24GB", 0, 1850, 0],
    ]
    p = analyse(write(tmp_path / "s.xlsx", rows), today=TODAY)
    q, why = by_row(p), reasons(p)
    assert sorted(q) == [4, 5, 8, 9]
    assert all(q[r].price_min == 1850 for r in q)
    assert (q[4].quantity, q[5].quantity, q[8].quantity, q[9].quantity) == (4, 2, 3, 0)
    for r in (6, 7):
        assert "returned" in why[r], (r, why.get(r))


def test_the_server_test_gives_one_answer_per_text_however_often_asked():
    texts = [
        "Dell PowerEdge XE9680 8x H100 SXM5",
        "NVIDIA RTX PRO 6000 Blackwell Server Edition",
        "H100 SXM 80GB reserved 12 months",
        "GPU服务器 8卡 H800",
        "显卡 服务器专用",
    ]
    first = [counts.names_server(t) for t in texts]
    assert first == [True, False, False, True, False]
    assert [counts.names_server(t) for t in texts] == first  # asked again: the kept answer is the same
    # a text longer than a model is read to the model's length, as before
    long = "GPU服务器 " + "x" * (counts.MAX_MODEL_CHARS + 50)
    assert counts.names_server(long) == counts.names_server(long[: counts.MAX_MODEL_CHARS])


def test_goods_given_back_written_as_text_are_credits_too(tmp_path):
    # a quantity typed as text with a minus ('-1', '−2', '- 3') is goods returned as much as a number cell is: the
    # number reader takes no sign, so the rule reads the magnitude after it (it was read as no number: the line
    # became the card again)
    rows = [
        ["Kundenkonto / customer statement"],
        ["Date: 2026-11-30"],
        ["Date", "Model", "Qty", "Unit price (USD)", "Amount (USD)"],
        ["2026-10-01", "RTX 4090 24GB", 4, 1850, 7400],
        ["2026-10-03", "RTX 4090 24GB", "-1", 1850, -1850],
        ["2026-10-04", "RTX 4090 24GB", "\u22122", 1850, -3700],
        ["2026-10-05", "RTX 4090 24GB", "- 3", 1850, -5550],
        ["2026-10-06", "RTX 4090 24GB", "3", 1850, 5550],
    ]
    p = analyse(write(tmp_path / "t.xlsx", rows), today=TODAY)
    q, why = by_row(p), reasons(p)
    assert sorted(q) == [4, 8]
    for r in (5, 6, 7):
        assert "returned" in why[r], (r, why.get(r))
