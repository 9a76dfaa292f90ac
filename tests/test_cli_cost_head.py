"""The command line's cost table: an option name longer than its column ends in '…' and is named in full on the
price line (it was cut to 'NVIDIA H100 SXM5 80GB, Vast.ai 1x-H100_SXM-32-65536, on-' and never said whole)."""

from gpucompare.cli import run


def test_a_long_option_is_marked_cut_and_named_in_full(capsys, tmp_path):
    argv = ["--home", str(tmp_path / "home"), "estimate", "--device", "H100 SXM5 80GB", "--count", "256"]
    assert run([*argv, "--workload", "Llama 2 70B", "--cloud", "p5.48xlarge"]) == 0
    out = capsys.readouterr().out
    head = next(line for line in out.splitlines() if line.startswith("Costs"))
    option = head[len("Costs") :].strip()
    price = next(line for line in out.splitlines() if line.strip().startswith("price"))
    if option.endswith("…"):
        assert f"price ({option[:-1]}" in price and ")" in price
    else:  # short enough to stand whole in its column
        assert option in out and not option.endswith("-")


def test_a_cut_header_never_ends_mid_word(capsys, tmp_path):
    argv = ["--home", str(tmp_path / "home"), "estimate", "--count", "256", "--workload", "Llama 2 70B"]
    assert run([*argv, "--device", "H100 SXM5 80GB:rent"]) == 0
    out = capsys.readouterr().out
    head = next(line for line in out.splitlines() if line.startswith("Costs"))
    option = head[len("Costs") :].strip()
    price = next(line for line in out.splitlines() if line.strip().startswith("price"))
    assert not option.endswith("-")
    if len(option) >= 56:
        assert option.endswith("…") and price.strip().startswith("price (")
