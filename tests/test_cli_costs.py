"""Costs from the command line: a price basis per device, the TCO figures in `estimate --json`, one-line errors,
and the buy-or-rent page of `gpucompare report`."""

import json
import re

import pypdf
import pytest

from gpucompare.cli import build_parser, run

SCENARIO = ["--device", "H800:buy", "--device", "p5.48xlarge", "--count", "256", "--workload", "Llama 2 70B"]


def estimate_json(capsys, *argv):
    assert run(["estimate", *argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_one_bought_device_reports_its_tco_and_keeps_the_cost_contract(capsys):
    doc = estimate_json(
        capsys, "--device", "H100 SXM5", "--count", "64", "--workload", "llama2-7b", "--purchase", "25000"
    )
    assert set(doc["cost"]) >= {"amount", "currency", "basis"} and doc["cost"]["basis"] == "purchase"
    assert doc["cost"]["amount"] == pytest.approx(doc["run_cost"])
    t = doc["tco"]
    assert t["kind"] == "buy" and t["capital_outlay"] == doc["capital_outlay"]
    assert set(t["capital_breakdown"]) == {"accelerators", "servers", "network"}
    assert t["capital_breakdown"]["accelerators"] == pytest.approx(64 * 25000)
    assert t["system"]["nodes"] == 8 and t["system"]["fabric"] == "infiniband"
    # a single bought H100 is compared with the same device rented on its cheapest on-demand instance
    assert (doc["break_even_months"] or 0) > 0 or t["break_even_note"] == "never within its 4-year life"
    assert "on-demand" in t["break_even_against"]
    assert doc["cost_per_million_tokens"] == pytest.approx(doc["run_cost"] / 2e6)  # Llama 2 7B: 2T tokens
    assert any("Capital outlay" in a for a in doc["assumptions"])
    assert not any("cost not estimated" in a for a in doc["assumptions"])


def test_two_devices_each_on_its_basis_in_two_currencies(capsys):
    doc = estimate_json(capsys, *SCENARIO, "--currency", "CNY,USD", "--tco", "rent_trend=0")
    bought, rented = doc["estimates"]
    assert bought["device_id"] == "nvidia-h800-sxm5-80gb" and bought["tco"]["kind"] == "buy"
    assert rented["device_id"] == "nvidia-h100-sxm5-80gb" and rented["cost"]["basis"] == "cloud p5.48xlarge"
    assert rented["tco"]["rent"]["usd_per_instance_hour"] == 55.04 and rented["tco"]["rent"]["instances"] == 32
    assert bought["tco"]["in"]["USD"]["capital_outlay"] * 6.711 == pytest.approx(bought["capital_outlay"])
    assert doc["rent_vs_buy"]["break_evens"][0]["months"] == pytest.approx(bought["break_even_months"])


def test_text_output_prints_the_meeting_figures(capsys):
    assert run(["estimate", *SCENARIO, "--currency", "CNY,USD"]) == 0
    out = capsys.readouterr().out
    for needle in ("capital outlay (CNY)", "run cost (USD)", "per 1M tokens", "break-even", "months"):
        assert needle in out
    # the run's cost band in the window's and the report's one range style: '¥1,234万–5,678万' / '$2.63–14.2M'
    band = next(line for line in out.splitlines() if "run cost band" in line)
    assert "–" in band and "-$" not in band and "-¥" not in band, band


def test_reservations_and_quoted_prices(capsys):
    argv = ["--count", "256", "--workload", "Llama 2 70B"]
    assert run(["estimate", "--device", "p5.48xlarge:reserved-1y", *argv]) == 2
    err = capsys.readouterr().err.strip()
    assert "\n" not in err and "p5.48xlarge:reserved-1y=PRICE" in err
    doc = estimate_json(capsys, "--device", "p5.48xlarge:reserved-1y=38.5", *argv)
    assert doc["tco"]["rent"]["purchase_model"] == "reserved-1y"
    assert doc["tco"]["tco"] == pytest.approx(32 * 38.5 * 8760)  # the year's commitment
    doc = estimate_json(
        capsys, "--device", "H100 SXM5", "--cloud", "p5.48xlarge", "--purchase-model", "capacity-block", *argv
    )
    assert doc["tco"]["rent"]["usd_per_instance_hour"] == 39.33


def test_tco_settings_on_the_command_line(capsys):
    argv = ["--device", "H800:buy=250000", "--count", "64", "--workload", "llama2-7b", "--currency", "CNY"]
    doc = estimate_json(capsys, *argv, "--tco", "site=china", "--tco", "years=4")
    s = doc["tco"]["settings"]
    assert s["site"] == "china" and s["years"] == 4 and s["electricity_currency"] == "CNY"
    assert any("China" in a and "¥0.63/kWh" in a for a in doc["assumptions"])
    assert run(["estimate", *argv, "--tco", "utilization=2"]) == 2
    assert "out of range" in capsys.readouterr().err


def test_help_documents_the_price_basis():
    text = build_parser()._subparsers._group_actions[0].choices["estimate"].format_help()
    assert "NAME[:BASIS]" in text and "reserved-1y" in text and "buy=PRICE" in text


def test_report_prints_the_buy_or_rent_page(tmp_path, capsys, qapp):  # qapp: one QApplication for every test
    out = tmp_path / "r.pdf"
    argv = ["--home", str(tmp_path / "ws"), "report", "--devices", "H800:buy,p5.48xlarge:on-demand"]
    argv += ["--workload", "Llama 2 70B", "--count", "256", "--currency", "CNY,USD", "--pdf", str(out)]
    assert run(argv) == 0
    reader = pypdf.PdfReader(str(out))
    text = re.sub(r"\s+", " ", " ".join(p.extract_text() for p in reader.pages))
    for needle in (
        "Buy or rent",
        "Capital outlay (¥)",
        "Capital outlay ($)",
        "Break-even",
        "p5.48xlarge",
    ):  # as the price rows
        assert needle in text, needle
    assert sum(len(p.images) for p in reader.pages) == 2  # the price chart and the rent-vs-buy chart
