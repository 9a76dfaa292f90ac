"""The command line after the ux214 review (issue 22): a capital outlay's sentence and a decision's margins are
written in one unit, as every table of amounts ('¥1.03B = ¥819M + ...' read as two kinds of figure)."""

import re

from gpucompare.cli import run


def _units(amounts: list[str]) -> set[str]:
    return {re.search(r"[\d.,]+(K|M|B)?$", a).group(1) or "" for a in amounts}


def test_a_capital_outlay_and_its_lines_share_one_unit(capsys, tmp_path):
    argv = ["--home", str(tmp_path / "home"), "estimate", "--device", "H800:buy", "--count", "2048"]
    assert run([*argv, "--workload", "Llama 2 70B", "--currency", "CNY"]) == 0
    out = capsys.readouterr().out
    line = next(x for x in out.splitlines() if "Capital outlay ¥" in x)
    amounts = re.findall(r"¥[\d.,]+[KMB]?", line)
    assert len(amounts) >= 5 and len(_units(amounts)) == 1, line  # was '¥1.03B = Accelerators ¥819M + ...'


def test_a_decisions_margins_share_one_unit(capsys, tmp_path):
    argv = ["--home", str(tmp_path / "home"), "estimate", "--device", "H800:buy", "--device", "H100:rent"]
    assert run([*argv, "--count", "256", "--workload", "Llama 2 70B", "--currency", "CNY"]) == 0
    out = capsys.readouterr().out
    lines = [x for x in out.splitlines() if " margin " in x and " to " in x]
    assert len(lines) == 3, out[-2000:]
    amounts = [a for x in lines for a in re.findall(r"-?¥[\d.,]+[KMB]?", x.split(" margin ")[1])]
    assert len(amounts) == 6 and len(_units(amounts)) == 1, lines
