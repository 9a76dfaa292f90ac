"""The same run without a price basis costs the same in the report as on the command line (`estimate --json`) and in
the window: one rule (core.tco.default_price) decides it everywhere: rented on the cheapest on-demand instance, else
bought at the reference price. Before, the report bought every device (an A100 at a 2023 price) while the command
line and the window rented it, so the report's run cost, its cheapest run and its break-even disagreed with both."""

import json
import re
import shutil
import subprocess

import pytest

from gpucompare.cli import run

A100 = "nvidia-a100-sxm4-80gb"  # rented on a cloud and priced for purchase
ASCEND = "huawei-ascend-910b"  # no cloud rents it: bought
ARGS = ["--count", "64", "--workload", "Llama 2 7B", "--currency", "CNY"]


@pytest.fixture
def cli_costs(tmp_path, capsys):
    rc = run(
        ["--home", str(tmp_path / "h"), "estimate", "--device", "A100 SXM4 80GB", "--device", "Ascend 910B", *ARGS]
        + ["--json"]
    )
    assert rc == 0
    doc = json.loads(capsys.readouterr().out)
    return {e["device_id"]: e["cost"] for e in doc["estimates"]}


def test_report_prices_a_run_with_no_basis_as_the_command_line_does(tmp_path, cli_costs):
    from gpucompare.core.catalog import bundled_catalog
    from gpucompare.core.estimate import Settings
    from gpucompare.core.money import FxTable
    from gpucompare.core.workloads import find_preset
    from gpucompare.report.assemble import report_input

    catalog = bundled_catalog()
    fx = FxTable.bundled()
    devices = [catalog[A100], catalog[ASCEND]]
    inp = report_input(
        catalog, devices, currency="CNY", fx=fx, workload=find_preset("Llama 2 7B"), count=64, settings=Settings()
    )
    for d in devices:
        mine, cli = inp.costings[d.id], cli_costs[d.id]
        assert mine.option == cli["option"]
        assert fx.convert(mine.run_cost_usd, "USD", "CNY") == pytest.approx(cli["amount"], rel=1e-6)
    assert inp.costings[A100].kind == "rent" and inp.costings[ASCEND].kind == "buy"


@pytest.mark.skipif(not shutil.which("pdftotext"), reason="pdftotext not installed")
@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_printed_report_names_the_rented_instance(tmp_path, cli_costs, lang, capsys):
    pdf = tmp_path / "r.pdf"
    home = str(tmp_path / "h")
    assert run(["--home", home, "report", "--devices", "A100 SXM4 80GB,Ascend 910B", *ARGS, "--lang", lang,
                "--pdf", str(pdf)]) == 0  # fmt: skip
    text = re.sub(r"\s+", " ", subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True).stdout)
    # the instance as the cloud names it ("cloud <instance>"), in either language; the device by its one name
    instance = cli_costs[A100]["basis"].removeprefix("cloud ")
    assert instance in text and cli_costs[A100]["option"].split(", ")[0] == "A100 SXM4 80GB"
    # the bought device's break-even is against that rent, as on the command line: never "no rent to compare"
    assert "no rented option to compare" not in text and "没有可比较的租用方案" not in text


@pytest.mark.skipif(not shutil.which("pdftotext"), reason="pdftotext not installed")
@pytest.mark.parametrize(
    ("lang", "lacking", "old"),
    [
        (
            "en",
            "the time rests on an assumed figure: its scale-out network (200 Gb/s per device assumed)",
            "rests on a price older than 18 months",
        ),
        ("zh_CN", "时间依据假设的数据：其机间网络（按每卡 200 Gb/s 假设）", "所依据的价格已超过 18 个月"),
    ],
)
def test_first_page_risks_name_an_assumed_figure_and_an_old_price(tmp_path, lang, lacking, old):
    """The Ascend 910B has no published scale-out network figure (one is assumed, its band widened) and its price
    is from 2025-04: the first page's risks say both, with its name, not only the appendix's red sentence. Its time
    rests on the assumed link (ux121: the wall-clock row is marked as the communication row is), so the risk says so,
    naming the figure and the value that stood in (ux125), not only 'a generic assumption'."""
    pdf = tmp_path / "r.pdf"
    argv = ["--home", str(tmp_path / "h"), "report", "--devices", "Ascend 910B", "--count", "64"]
    assert run([*argv, "--workload", "Llama 2 7B", "--lang", lang, "--pdf", str(pdf)]) == 0
    pages = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True).stdout.split("\f")
    first = re.sub(r"\s+", " ", pages[0])
    ascend = "Ascend 910B OAM 64GB"
    assert re.search(re.escape(ascend) + r"[:：] " + "?" + re.escape(lacking), first), first
    assert re.search(re.escape(ascend) + r"[:：] ?\S*.{0,30}" + re.escape(old), first), first
