"""The command line's cost table: an option's name is shown whole, wrapped over several header lines when the
terminal is narrow (it was cut with '…' at 80 columns: 'NVIDIA H100 SXM5 80GB, AWS p5.48xlarg…'), and its figures
stay right-aligned under it; one helper (gpucompare/termtext.py) measures every column in terminal cells."""

from gpucompare import termtext
from gpucompare.cli import run


def _costs(out: str) -> list[str]:
    lines = out.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("Costs"))
    end = next(i for i in range(start, len(lines)) if lines[i].strip().startswith("price"))
    return lines[start:end]


def test_two_options_at_80_columns_are_named_whole_and_fit(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("COLUMNS", "80")
    argv = ["--home", str(tmp_path / "home"), "estimate", "--count", "256", "--workload", "Llama 2 70B"]
    assert run([*argv, "--device", "H100 SXM5 80GB:buy=30000", "--device", "p5.48xlarge:on-demand"]) == 0
    table = _costs(capsys.readouterr().out)
    assert all(termtext.width(line) <= 80 for line in table), table
    assert "…" not in "\n".join(table)
    k = next(i for i, line in enumerate(table) if line[:3].strip() and line.startswith("  "))
    heads, rows = table[:k], table[k:]  # 'Costs' and its continuation lines, then the figures
    assert len(heads) >= 2  # wrapped, not cut
    words = " ".join(" ".join(heads).split()[1:])
    assert "bought" in words and "p5.48xlarge," in words and "on-demand" in words
    # every figure row ends where the header's last line ends: right-aligned in one column
    assert len({termtext.width(line) for line in rows + [heads[-1]]}) == 1


def test_a_long_single_option_stays_whole_on_a_wide_terminal(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("COLUMNS", "200")
    argv = ["--home", str(tmp_path / "home"), "estimate", "--count", "256", "--workload", "Llama 2 70B"]
    assert run([*argv, "--device", "H100 SXM5 80GB:rent"]) == 0
    out = capsys.readouterr().out
    table = _costs(out)
    assert not table[0].endswith("…") and not table[0].endswith("-")
    assert table[1].startswith("  ") and table[1][2] != " "  # one header line when it fits


def test_a_run_cost_from_an_old_price_is_marked_in_the_table(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("COLUMNS", "120")
    argv = ["--home", str(tmp_path / "home"), "estimate", "--count", "256", "--workload", "Llama 2 70B"]
    # the H800's reference price is of 2023 (China market), older than 18 months; the rent is current
    assert run([*argv, "--device", "H800 SXM5:buy", "--device", "p5.48xlarge:on-demand"]) == 0
    out = capsys.readouterr().out
    run_cost = next(line for line in out.splitlines() if line.strip().startswith("run cost (USD)"))
    band = next(line for line in out.splitlines() if line.strip().startswith("run cost band"))
    assert run_cost.count("†") == 1 and band.count("†") == 1  # the bought option's, not the current rent's
    assert "† computed from an old price" in out
    price = next(line for line in out.splitlines() if line.strip().startswith("price (H800"))
    assert ", 2023, old, about " in price and "older than" not in price  # its date and age, as every face says them
