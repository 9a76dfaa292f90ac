"""The command-line contract (DESIGN.md): JSON fields, exit codes, one-line errors."""

import json
import os
import re
import subprocess
import sys

import pytest

from gpucompare.cli import run

CONTRACT = [
    "device_id",
    "devices",
    "total_flops",
    "wall_days",
    "device_hours",
    "utilization",
    "memory_per_device_gb",
    "fits_in_memory",
    "comm_fraction",
    "cost",
    "band",
    "assumptions",
]


def test_estimate_json_has_every_contract_field(capsys):
    rc = run(["estimate", "--device", "H100 SXM5 80GB", "--count", "1024", "--workload", "Llama 2 70B", "--json"])
    assert rc == 0
    doc = json.loads(capsys.readouterr().out)
    for key in CONTRACT:
        assert key in doc, key
    assert doc["device_id"] == "nvidia-h100-sxm5-80gb" and doc["devices"] == 1024
    # 6ND plus PaLM's attention term (12 x layers x hidden x sequence per token), halved for a causal decoder
    assert doc["total_flops"] == pytest.approx((6 * 70e9 + 6 * 80 * 8192 * 4096) * 2e12)
    assert 10 < doc["wall_days"] < 60
    assert doc["fits_in_memory"] is True and doc["memory_per_device_gb"] < 80
    assert 0 < doc["comm_fraction"] < 0.5
    assert set(doc["cost"]) >= {"amount", "currency", "basis"} and doc["cost"]["amount"] > 0
    assert doc["band"]["wall_days_low"] < doc["wall_days"] < doc["band"]["wall_days_high"]
    assert len(doc["assumptions"]) >= 5


def test_estimate_custom_params_and_currency(capsys):
    rc = run(
        [
            "estimate",
            "--device",
            "H800",
            "--count",
            "256",
            "--params",
            "70B",
            "--tokens",
            "2T",
            "--purchase",
            "350000",
            "--currency",
            "CNY",
            "--json",
        ]
    )
    doc = json.loads(capsys.readouterr().out)
    assert rc == 0 and doc["cost"]["currency"] == "CNY" and doc["cost"]["basis"] == "purchase"


@pytest.mark.parametrize(
    "argv, needle",
    [
        (["estimate", "--device", "910", "--count", "8", "--workload", "gpt3"], "ambiguous"),  # two models
        (["estimate", "--device", "H10", "--count", "8", "--workload", "gpt3"], "unknown device"),
        (["estimate", "--device", "H800", "--count", "8"], "--workload"),
        (["estimate", "--device", "H800", "--count", "x", "--workload", "gpt3"], "invalid int"),
        (["estimate", "--device", "H800", "--count", "8", "--workload", "nope"], "unknown workload"),
        (["frobnicate"], "invalid choice"),
    ],
)
def test_bad_arguments_exit_2_with_one_line(capsys, argv, needle):
    assert run(argv) == 2
    err = capsys.readouterr().err
    assert needle in err and err.count("\n") == 1 and "Traceback" not in err


def test_devices_json_lists_the_catalog_with_sources(capsys):
    assert run(["devices", "--query", "h800", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["count"] == 2 and [d["id"] for d in doc["devices"]] == ["nvidia-h800-sxm5-80gb", "nvidia-h800-pcie-80gb"]
    h800 = doc["devices"][0]
    assert h800["source"] and h800["bf16_tflops"] == 989.4
    assert h800["provenance"]["fp32_tflops"]["confidence"] == "derived"


def test_devices_lists_prices_with_their_market(capsys):
    """Under the default basis (US market first) H800 has its China price, marked as China's in text and JSON; the
    pure US basis lists none; switching currency keeps the market."""
    assert run(["devices", "--query", "h800 sxm5", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["basis"] == "reference:US+CN" and doc["currency"] == "USD"
    price = doc["devices"][0]["price"]
    assert price["market"] == "CN" and price["other_market"] is True and price["low"] < price["high"]
    assert price["fx_rate"] == "0.149 USD/CNY, rate of 2026-09-25" and price["source"].startswith("China market")
    assert run(["devices", "--query", "h100 sxm5", "--json", "--currency", "EUR"]) == 0
    h100 = json.loads(capsys.readouterr().out)["devices"][0]["price"]
    assert h100["market"] == "US" and h100["other_market"] is False and h100["currency"] == "EUR"
    assert run(["devices", "--query", "h800 sxm5", "--json", "--basis", "reference:US"]) == 0
    assert json.loads(capsys.readouterr().out)["devices"][0]["price"] is None
    assert run(["devices", "--query", "h800 sxm5"]) == 0
    out = capsys.readouterr().out
    # the date beside every price, an old one marked; a second market's price marked with its market
    assert re.search(r"52,200–67,100 \[2023, old, about \d+ months\] \(CN market\)", out)
    assert "price (USD, reference:US+CN)" in out
    assert "(CN market): China market price (no US market price known), converted at 0.149 USD/CNY" in out
    from gpucompare.core.catalog import bundled_catalog
    from gpucompare.core.pricing import reference_prices

    ids = ["nvidia-b200", *bundled_catalog().by_id]
    us_only = next(i for i in ids if reference_prices(i, "US") and not reference_prices(i, "CN"))
    assert run(["devices", "--query", us_only, "--basis", "reference:CN+US", "--currency", "CNY"]) == 0
    assert "(US market)" in capsys.readouterr().out


def test_estimate_names_the_market_of_its_price(capsys):
    args = ["estimate", "--device", "H800 SXM5", "--count", "256", "--workload", "Llama 2 70B"]
    assert run([*args, "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["market"] == "CN" and doc["tco"]["settings"]["price_market"] == "CN"
    assert run(args) == 0
    assert "$52,200–67,100 per device, China market, 2023" in capsys.readouterr().out
    assert run(["estimate", "--device", "H800 SXM5:reference:US", "--count", "256", "--workload", "Llama 2 70B"]) == 2


def test_module_entry_point_prints_version():
    out = subprocess.run(
        [sys.executable, "-m", "gpucompare", "--version"],
        capture_output=True,
        text=True,
        env={**os.environ},
        timeout=60,
    )
    assert out.returncode == 0 and out.stdout.startswith("gpucompare ")


def test_import_and_quotes_commands(tmp_path, capsys):
    from tests.sheets.conftest import SHEETS

    home = str(tmp_path / "ws")
    assert run(["--home", home, "import", str(SHEETS / "cn_distributor_quote.xlsx"), "--dry-run", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["dry_run"] and len(doc["rows"]) == 6
    assert run(["--home", home, "quotes", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["count"] == 0  # dry run wrote nothing
    assert run(["--home", home, "import", str(SHEETS / "cn_distributor_quote.xlsx")]) == 0
    assert "imported 6 quotes" in capsys.readouterr().out
    assert run(["--home", home, "quotes", "--device", "H800", "--json"]) == 0
    q = json.loads(capsys.readouterr().out)["quotes"]
    assert len(q) == 1 and q[0]["price_min"] == 320000 and q[0]["currency"] == "CNY"
    assert run(["--home", home, "import", str(SHEETS / "broken" / "truncated.xlsx")]) == 1
    err = capsys.readouterr().err
    assert "truncated" in err and err.count("\n") == 1


def test_devices_under_the_hour_basis_mark_rents_and_say_owned_is_derived(capsys):
    """`--basis hour:owned+rented`: a TPU (cloud only) at its per-chip on-demand rent, marked; an H100 at its TCO per
    device-hour of use, with the purchase price, node and TCO values it was derived from in --json."""
    assert run(["devices", "--query", "tpu v6e", "--basis", "hour:owned+rented"]) == 0
    out = capsys.readouterr().out
    assert (
        re.search(r"2\.70 \[20\d\d-\d\d(, \d+ months old)?\] \(rented\)", out)
        and "price (USD/h, hour:owned+rented)" in out
    )
    assert "(rented): the on-demand cloud rent per device-hour" in out
    assert run(["devices", "--query", "h100 sxm5", "--basis", "hour:owned+rented", "--json"]) == 0
    price = json.loads(capsys.readouterr().out)["devices"][0]["price"]
    assert price["kind"] == "owned" and price["per_hour"] is True and price["market"] == "US"
    d = price["derived"]
    assert d["system"]["id"] == "hgx8" and d["purchase_as_of"] and d["tco_sources"]["years"]
    assert sum(d["per_device_hour_usd"].values()) == pytest.approx(price["mid"], rel=1e-9)
    assert (
        run(["devices", "--query", "h100 sxm5", "--basis", "hour:owned+rented", "--json", "--tco", "utilization=0.5"])
        == 0
    )
    half = json.loads(capsys.readouterr().out)["devices"][0]["price"]
    assert half["mid"] > 1.45 * price["mid"]  # per hour of use: the fixed costs over 50% of the hours, not 80%
    assert run(["devices", "--query", "tpu v6e", "--basis", "hour:owned+rented", "--json"]) == 0
    tpu = json.loads(capsys.readouterr().out)["devices"][0]["price"]
    assert tpu["kind"] == "rented" and tpu["mid"] == pytest.approx(2.70) and tpu["derived"] is None
