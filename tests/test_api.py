"""The Python API as an analyst uses it in a notebook: DataFrames with units in the column names, the same figures
as the command line, no Qt loaded; and pandas stays off the window's start-up path (tests/test_layers.py)."""

import json
import math
import subprocess
import sys

import pytest

from gpucompare import api
from gpucompare.cli import run


def test_catalog_frame_has_units_in_its_column_names():
    df = api.catalog(currency="CNY")
    assert len(df) >= 35 and df["id"].is_unique
    for col in ("memory_gb", "memory_bw_gbs", "bf16_tflops", "int8_tops", "tdp_w", "price_cny", "cny_per_tflops"):
        assert col in df.columns, col
    h100 = df.set_index("id").loc["nvidia-h100-sxm5-80gb"]
    assert h100["memory_gb"] == 80 and h100["bf16_tflops"] == pytest.approx(989.4)
    assert h100["price_cny"] > 0 and h100["price_source"]
    assert h100["cny_per_tflops"] == pytest.approx(h100["price_cny"] / 989.4)
    big = df[(df["memory_gb"] >= 80) & (df["category"] != "CPU")]
    assert "nvidia-rtx-4090" not in set(big["id"]) and "nvidia-h800-sxm5-80gb" in set(big["id"])


def test_catalog_frame_names_each_prices_market():
    df = api.catalog().set_index("id")
    h800, h100 = df.loc["nvidia-h800-sxm5-80gb"], df.loc["nvidia-h100-sxm5-80gb"]
    assert h800["price_market"] == "CN" and h800["price_other_market"] and h800["price_usd"] > 0
    assert h800["price_source"].startswith("China market price: no US market price is known")
    assert h100["price_market"] == "US" and not h100["price_other_market"]
    us = api.catalog(basis="reference:US").set_index("id")
    assert math.isnan(us.loc["nvidia-h800-sxm5-80gb", "price_usd"]) and not us["price_other_market"].any()
    assert api.catalog(basis="reference").equals(api.catalog())  # the old key: today's default
    cny = api.catalog(currency="CNY", basis="reference:CN+US").set_index("id")
    from gpucompare.core.pricing import reference_prices

    us_only = next(i for i in cny.index if reference_prices(i, "US") and not reference_prices(i, "CN"))
    assert cny.loc[us_only, "price_market"] == "US" and cny.loc[us_only, "price_other_market"]


def test_sweep_matches_the_command_line(capsys):
    df = api.sweep(["H100 SXM5", "A100 SXM4 80GB"], "Llama 2 70B", counts=[256, 512])
    assert len(df) == 4 and set(df["devices"]) == {256, 512}
    assert {"wall_days", "wall_days_low", "wall_days_high", "run_cost_usd", "memory_per_device_gb"} <= set(df.columns)
    row = df[(df["device_id"] == "nvidia-h100-sxm5-80gb") & (df["devices"] == 256)].iloc[0]
    assert run(["estimate", "--device", "H100 SXM5", "--count", "256", "--workload", "Llama 2 70B", "--json"]) == 0
    cli = json.loads(capsys.readouterr().out)
    assert row["wall_days"] == pytest.approx(cli["wall_days"], rel=1e-9)
    assert row["cost_usd"] == pytest.approx(cli["cost"]["amount"], rel=1e-9)  # the same price basis as the CLI
    # more devices, fewer days
    a100 = df[df["device_id"] == "nvidia-a100-sxm4-80gb"].sort_values("devices")["wall_days"].tolist()
    assert a100[1] < a100[0]


def test_sweep_takes_augmented_views_as_the_command_line_does(capsys):
    """A self-supervised run's views (Settings.views, `--views`): SwAV's 2 x 224 + 6 x 96 crops on ResNet-50 are 3.10
    image-equivalents per image in the Python API as on the command line."""
    w = api.workload("ResNet-50", samples=1.025e9)
    one = api.sweep("V100 SXM2 16GB", w, 64)
    swav = api.sweep("V100 SXM2 16GB", w, 64, settings=api.Settings(views="2x224+6x96"))
    assert swav["total_flops"].iloc[0] == pytest.approx(one["total_flops"].iloc[0] * 3.102, rel=1e-3)
    assert run(["estimate", "--device", "V100 SXM2 16GB", "--count", "64", "--workload", "ResNet-50", "--samples",
                "1.025B", "--views", "2x224+6x96", "--json"]) == 0  # fmt: skip
    cli = json.loads(capsys.readouterr().out)
    assert swav["wall_days"].iloc[0] == pytest.approx(cli["wall_days"], rel=1e-9)


def test_sweep_bought_outright_has_ownership_costs():
    df = api.sweep("H100 SXM5", "Llama 2 70B", counts=256, currency="CNY", basis="buy")
    row = df.iloc[0]
    assert row["capital_outlay_cny"] > 0 and row["tco_cny"] > 0 and row["run_cost_cny"] > 0
    # against renting the same device, within the cluster's life: a month, or "never" said in words
    assert row["break_even_months"] > 0 or "never within its 4-year life" == row["break_even"]


def test_sweep_reports_what_cannot_run_instead_of_failing():
    df = api.sweep("H100 SXM5", "Llama 2 70B", counts=[1, 256])
    assert len(df) == 2
    one = df[df["devices"] == 1].iloc[0]
    assert one["error"] or not one["fits_in_memory"]


def test_quotes_frame_keeps_provenance_and_converts(tmp_path):
    from tests.sheets.conftest import SHEETS

    home = tmp_path / "ws"
    assert run(["--home", str(home), "import", str(SHEETS / "cn_distributor_quote.xlsx")]) == 0
    df = api.quotes(home=str(home), currency="USD")
    assert len(df) == 6
    for col in ("vendor", "file_name", "sheet", "source_row", "as_of", "price_min", "currency", "price_min_usd"):
        assert col in df.columns, col
    h800 = api.quotes(home=str(home), device="H800")
    assert len(h800) == 1 and h800.iloc[0]["price_min"] == 320_000
    usd = df[df["device_id"] == "nvidia-h800-sxm5-80gb"].iloc[0]["price_min_usd"]
    assert 30_000 < usd < 60_000 and not math.isnan(usd)


def test_glossary_frame():
    g = api.glossary()
    assert {"mfu", "goodput", "pue", "tp", "pp", "zero", "recompute"} <= set(g["key"])


def test_the_api_loads_no_qt():
    code = "import sys; import gpucompare.api as a; a.catalog(); print(sorted(m for m in ('PySide6', 'pyqtgraph') if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-1500:]
    assert out.stdout.strip().splitlines()[-1] == "[]"


def test_catalog_under_the_hour_basis_says_owned_or_rented():
    df = api.catalog(basis="hour:owned+rented").set_index("id")
    assert df.loc["google-tpu-v6e", "price_kind"] == "rented"
    assert df.loc["google-tpu-v6e", "price_usd_per_hour"] == pytest.approx(2.70)
    assert df.loc["nvidia-h100-sxm5-80gb", "price_kind"] == "owned"
    assert df.loc["nvidia-h100-sxm5-80gb", "price_source"].startswith("Owned, derived")
