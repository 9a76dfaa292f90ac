"""What a user reads after ux167, on every face: a device list written in one --device (or with the wrong mark in
--devices) refused with the command that works, never read as one of its names; a quote in money's one style in the
import dry run ('€9,062.50', as the window writes it); times in the unit they read in ('45.4 seconds', never
'0.000526' days); Chinese counts in 万/亿/万亿 ('67.4亿参数'); a money range in one unit; the RL note in agreement
('64 engines of one device')."""

import openpyxl
import pytest

from gpucompare.cli import run
from gpucompare.core.estimate.assumptions import token_count
from gpucompare.core.estimate.results import duration_range_text, duration_text
from gpucompare.core.money import format_money_range, format_quote
from gpucompare.core.numbers import chinese_count
from gpucompare.i18n import chinese_text, localize

RUN = ["--count", "8", "--params", "7B", "--tokens", "1B"]


@pytest.mark.parametrize(
    "device, fix",
    [
        ("H800,A100", "--device H800 --device A100"),
        ("H800;A100 SXM4 80GB", "--device H800 --device 'A100 SXM4 80GB'"),
        ("H800:buy，A100:buy", "--device H800:buy --device A100:buy"),
        ("H800:buy=250,000,A100", "--device H800:buy=250,000 --device A100"),  # a thousands comma stays
    ],
)
def test_a_list_in_one_device_option_is_refused_with_the_command_that_works(capsys, tmp_path, device, fix):
    assert run(["--home", str(tmp_path), "estimate", "--device", device, *RUN]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--device takes one device" in err and fix in err


def test_a_price_with_a_thousands_comma_and_a_name_with_commas_are_one_device(capsys, tmp_path):
    assert run(["--home", str(tmp_path), "estimate", "--device", "H800:buy=250,000", *RUN]) == 0
    assert "on 8 x H800 SXM5 80GB" in capsys.readouterr().out
    cpu = "Xeon Platinum 8380 40C/80T, 2.3 GHz base, per socket"
    assert run(["--home", str(tmp_path), "estimate", "--device", cpu, *RUN]) == 0


def test_report_devices_with_another_mark_are_read_as_the_list_they_are(capsys, tmp_path):
    # ux167 refused 'H800 SXM5 80GB:buy;A100' naming the plain-comma form; ux174 reads any list mark (device_names)
    argv = ["--home", str(tmp_path), "report", "--pdf", str(tmp_path / "r.pdf")]
    assert run([*argv, "--devices", "H800 SXM5 80GB:buy;A100"]) == 0
    assert "2 devices" in capsys.readouterr().out
    assert (tmp_path / "r.pdf").exists()


def test_import_dry_run_writes_a_quote_as_the_window_does(capsys, tmp_path):
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.append(["Model", "Price (EUR)"])
    ws.append(["PNY NVIDIA L40S 48GB PCIe", 9062.5])
    ws.append(["NVIDIA H100 SXM5 80GB", 25000])
    wb.save(tmp_path / "eur.xlsx")
    assert run(["--home", str(tmp_path / "home"), "import", str(tmp_path / "eur.xlsx"), "--dry-run"]) == 0
    out = capsys.readouterr().out
    assert "€9,062.50" in out and "€25,000" in out and " EUR" not in out.split("columns:")[1]
    # the one function the window's import dialog and Quotes tab write with
    assert format_quote(9062.5, 9062.5, "EUR") == "€9,062.50"
    assert format_quote(2.5, 2.5, "USD", "hourly") == "$2.50/h"
    assert format_quote(1, 1, "USD", on_request=True) == "price on request"


def test_a_short_run_says_seconds_and_minutes_not_a_fraction_of_a_day(capsys, tmp_path):
    argv = ["--home", str(tmp_path), "estimate", "--device", "H800 SXM5 80GB", "--count", "8"]
    assert run([*argv, "--params", "0.1B", "--tokens", "10M"]) == 0
    out = capsys.readouterr().out
    wall = next(line for line in out.splitlines() if line.strip().startswith("Wall-clock"))
    assert wall.endswith(" seconds") and "0.000" not in wall
    assert str(duration_text(0.00764)) == "11.0 minutes" and str(duration_text(0.802)) == "19.2 hours"
    assert str(duration_text(53.04)) == "53.0 days"
    assert str(duration_range_text(0.0882, 0.647)) == "2.12–15.5 hours"  # one unit for both ends
    assert chinese_text(lambda: localize(duration_text(0.191))) == "4.58 小时"


def test_chinese_counts_read_in_wan_yi():
    assert [chinese_count(n) for n in (6.74e9, 2e12, 405e9, 1.5e6, 5000)] == [
        "67.4亿",
        "2万亿",
        "4050亿",
        "150万",
        "5,000",
    ]
    assert str(token_count(6.74e9)) == "6.74B"  # English as before
    assert chinese_text(lambda: localize(token_count(6.74e9))) == "67.4亿"


def test_a_money_range_keeps_one_unit_in_every_language():
    assert format_money_range(32e6, 190e6, "CNY", "zh_CN") == "¥0.32亿–1.9亿"  # never '¥3200万–1.9亿'
    assert format_money_range(8630, 51600, "USD", "zh_CN") == "0.863万–5.16万美元"
    assert (
        format_money_range(9000, 3e6, "USD", "en") == "$9,000–$3M"
    )  # never "$0.009–3M" nor "$9,000–3,000,000" (ux204)
    assert format_money_range(250e3, 1.16e6, "USD", "en") == "$0.25–1.16M"


def test_the_rl_note_agrees_in_number_and_micro_batches_have_separators(capsys, tmp_path):
    argv = ["--home", str(tmp_path), "estimate", "--device", "H800 SXM5 80GB", "--count", "64"]
    assert run([*argv, "--params", "7B", "--tokens", "1B", "--rl", "grpo", "--finetune", "full"]) == 0
    out = capsys.readouterr().out
    assert "64 engines of one device" in out and "1 devices" not in out
    from gpucompare.core.estimate.assumptions import steps

    line = steps({"micro_batch_tokens": 4096, "micro_batches": 3804, "steps": 12000}, None)
    assert "3,804 micro-batches" in line


def test_one_server_is_one_server_in_the_capital_outlay(capsys, tmp_path):
    argv = ["--home", str(tmp_path), "estimate", "--device", "Ascend 910B", "--count", "8", "--params", "7B"]
    assert run([*argv, "--tokens", "100B"]) == 0
    out = capsys.readouterr().out
    assert "1 server of 8 x $90,000" in out and "1 servers" not in out
