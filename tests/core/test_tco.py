"""The cost of owning and of renting: a TCO worked by hand from its sources, rent under purchase models, break-even,
and the sources and formatting a purchase meeting sees."""

import math

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate import Settings
from gpucompare.core.money import FxTable, format_money
from gpucompare.core.pricing import cloud_rates, find_cloud_rate, purchase_model_key
from gpucompare.core.tco import (
    PriceChoice,
    RunFacts,
    TcoSettings,
    break_even,
    chart_series,
    compare_costings,
    cost_owned,
    cost_rented,
    owned_cost_per_device_hour,
    priced_estimate,
    resolve_price,
    system_for,
    tco_defaults,
)
from gpucompare.core.workloads import find_preset
from gpucompare.errors import BadArgument

CAT = bundled_catalog()
FX = FxTable.bundled()
H100 = CAT["nvidia-h100-sxm5-80gb"]


def test_worked_example_matches_the_model():
    """16 H100 SXM bought at $25,000 (the seed's low US price) in two 8-GPU HGX servers on InfiniBand, a US site,
    a 10-day run, today's sourced defaults; every step by hand."""
    run = RunFacts(devices=16, wall_days=10, device_hours=16 * 240, tdp_w=700, tokens=1e11, samples=1e11 / 4096)
    c = cost_owned(run, H100, PriceChoice("buy", 25_000, "USD", "seed"), TcoSettings(), FX)

    accelerators = 16 * 25_000
    servers = 2 * (310_000 - 8 * 27_500)  # Latent Space: $310k per 8-GPU server; the H100's reported $25-30k
    network = 16 * (48 * 36_000 + 2_621_440) / 1_024  # switches and optics of a 1,024-GPU two-tier IB fabric
    capital = accelerators + servers + network
    assert capital == pytest.approx(647_960)
    assert c.capital_usd == pytest.approx(capital)
    assert [x.key for x in c.capital_lines] == ["quoted", "servers", "switches", "optics"]
    assert sum(x.amount_usd for x in c.capital_lines) == pytest.approx(capital)

    # 4 years (Nebius's depreciation), 6.75% (US prime rate since Dec 2025), no residual: an annuity
    factor = 0.0675 / (1 - 1.0675**-4)
    capital_month = capital * factor / 12
    assert capital_month == pytest.approx(15_851.5, abs=1)
    kw = 16 * (0.700 + (10.2 - 8 * 0.7) / 8)  # TDP + the DGX H100's host share of its 10.2 kW
    assert kw == pytest.approx(20.4)
    facility = kw * 184.06  # CBRE H2 2024 colocation asking rate per kW-month
    operations = 0.03 * capital / 12  # 3% of the outlay a year: support, spares, staff
    energy_hour = kw * 1.56 * 0.08  # Uptime PUE 2024 x EIA industrial tariff 2024
    energy_month = energy_hour * 730 * 0.8  # 80% of the hours in use
    monthly = capital_month + facility + operations + energy_month
    assert c.monthly_usd == pytest.approx(monthly)
    assert c.tco_usd == pytest.approx(monthly * 48)
    run_cost = 240 * ((capital_month + facility + operations) / (730 * 0.8) + energy_hour)
    assert c.run_cost_usd == pytest.approx(run_cost)
    assert run_cost == pytest.approx(9_334.1, abs=1)
    assert c.cost_per_million_tokens_usd == pytest.approx(run_cost / 1e5)

    # against 2 x p5.48xlarge on demand at $55.04/h (June 2025), the same work, rent held flat: the owned cluster
    # works 584 h a month; renting the same work costs 2 x 55.04 x 584 a month
    flat = TcoSettings(rent_trend=0.0)
    own = cost_owned(run, H100, PriceChoice("buy", 25_000, "USD", "seed"), flat, FX)
    p5 = cost_rented(run, H100, PriceChoice.rent_on(find_cloud_rate("p5.48xlarge")), flat, FX)
    rent_month = 2 * 55.04 * 730 * 0.8
    own_running = facility + operations + capital * 0.0675 / 12 + energy_month
    months = capital / (rent_month - own_running)
    be = break_even(own, p5)
    assert be.months == pytest.approx(months, rel=1e-6)
    assert months == pytest.approx(12.05, abs=0.01)
    # rent falling 31% a year (the rental index's trend) pushes it later; a rent falling fast enough: never
    assert break_even(own, p5, -0.31).months > months
    never = break_even(own, p5, -0.9)
    assert never.months is None and "never within its 4-year life" in never.note


def test_an_h100_costs_about_2_55_an_hour_owned():
    """The issue's hand check: an H100 at $27,500 (the middle of its US $25,000-30,000) in an 8-GPU HGX server on
    InfiniBand costs about $2.55 per device-hour of use with 80% use, 3% operations a year, a 4-year life at 6.75%
    (was $1.69 with 100% use, no operations, 5 years at 7.5%)."""
    own = owned_cost_per_device_hour(H100, PriceChoice("buy", 27_500, "USD"), TcoSettings(), FX)
    capital = 27_500 + 90_000 / 8 + 1_687.5 + 2_560
    kw = 0.7 + 4.6 / 8
    per_month = capital * 0.0675 / (1 - 1.0675**-4) / 12 + kw * 184.06 + 0.03 * capital / 12
    by_hand = per_month / (730 * 0.8) + kw * 1.56 * 0.08
    assert own.mid_usd == pytest.approx(by_hand, rel=1e-9)
    assert own.mid_usd == pytest.approx(2.55, abs=0.01)
    old = TcoSettings(years=5, cost_of_capital=0.075, utilization=1.0, operations_fraction_per_year=0.0)
    assert owned_cost_per_device_hour(H100, PriceChoice("buy", 27_500, "USD"), old, FX).mid_usd < 1.75


def test_residual_value_and_a_zero_rate_follow_the_annuity():
    run = RunFacts(16, 10, 3840, 700, 1e11, 1e7)
    plain = cost_owned(run, H100, PriceChoice("buy", 25_000), TcoSettings(cost_of_capital=0.0), FX)
    assert plain.monthly_breakdown_usd["capital"] == pytest.approx(647_960 / 4 / 12)
    resale = cost_owned(
        run, H100, PriceChoice("buy", 25_000), TcoSettings(cost_of_capital=0.0, residual_fraction=0.2), FX
    )
    assert resale.monthly_breakdown_usd["capital"] == pytest.approx(647_960 * 0.8 / 4 / 12)
    assert resale.residual_usd == pytest.approx(0.2 * 647_960)


def test_lower_utilization_raises_the_runs_share_but_not_the_fixed_costs():
    run = RunFacts(16, 10, 3840, 700, 1e11, 1e7)
    full = cost_owned(run, H100, PriceChoice("buy", 25_000), TcoSettings(utilization=1.0), FX)
    half = cost_owned(run, H100, PriceChoice("buy", 25_000), TcoSettings(utilization=0.5), FX)
    assert half.run_cost_usd > 1.8 * full.run_cost_usd
    assert half.capital_usd == full.capital_usd
    assert half.monthly_breakdown_usd["energy"] == pytest.approx(full.monthly_breakdown_usd["energy"] / 2)


def test_china_site_uses_the_china_tariff_in_yuan_and_its_pue():
    s = TcoSettings(site="china")
    assert s.tariff_currency == "CNY" and s.value("electricity_per_kwh") == pytest.approx(0.63)
    assert s.value("pue") == 1.3 and s.value("cost_of_capital") == 0.03  # the one-year LPR, Jan 2026
    run = RunFacts(8, 10, 1920, 700, 1e11, 1e7)
    us = cost_owned(run, H100, PriceChoice("buy", 25_000), TcoSettings(), FX)
    cn = cost_owned(run, H100, PriceChoice("buy", 25_000), s, FX)
    kw = 8 * 1.275
    assert cn.usd_per_run_hour == pytest.approx(kw * 1.3 * 0.63 / FX.rates["CNY"].per_usd)
    assert us.usd_per_run_hour == pytest.approx(kw * 1.56 * 0.08)


def test_racks_and_superpods_are_sold_whole():
    gb200 = system_for(CAT["nvidia-gb200"])
    assert gb200.id == "gb200-nvl72" and gb200.devices_per_node == 72
    assert gb200.host_usd_per_node == 0 and gb200.kw_per_device(1200) == pytest.approx(120 / 72)
    assert system_for(CAT["nvidia-h800-sxm5-80gb"]).id == "hgx8"
    assert system_for(CAT["amd-mi300x"]).id == "hgx8"  # OAM
    assert system_for(CAT["nvidia-l40s"]).id == "pcie8"
    assert "atlas-900-a3" in {s for s in __import__("gpucompare.core.tco", fromlist=["x"]).systems()}
    run = RunFacts(144, 10, 144 * 240, 1200, 1e11, 1e7)
    c = cost_owned(run, CAT["nvidia-gb200"], PriceChoice("buy", 40_000), TcoSettings(), FX)
    assert c.capital_breakdown_usd["servers"] == 0
    assert c.system["it_kw"] == pytest.approx(240)


def test_every_default_and_system_has_a_public_source():
    from gpucompare.core.tco import systems

    for d in tco_defaults().values():
        assert d.source and d.confidence in {"published", "reported", "derived", "assumption"}, d
        assert d.as_of or d.confidence == "assumption", d.key
        assert "shared/" not in d.source and "facts/" not in d.source
    for s in systems().values():
        assert "http" in s.source, s.id
    for r in cloud_rates():
        assert r.source and r.as_of and r.purchase_model, r


def test_cloud_prices_are_the_june_2025_ones_with_purchase_models():
    assert find_cloud_rate("p5.48xlarge").usd_per_hour == 55.04
    assert find_cloud_rate("p4d.24xlarge").usd_per_hour == pytest.approx(21.96, abs=0.01)  # AWS, Nov 2026
    assert find_cloud_rate("p5.48xlarge", as_of="2024-12").usd_per_hour == 98.32  # before the cut
    assert find_cloud_rate("p5.48xlarge", "capacity-block").usd_per_hour == 39.33
    assert find_cloud_rate("TPU v5p (per chip)", "reserved-3y").usd_per_hour == 1.89
    for instance in ("p5en.48xlarge", "p6-b200.48xlarge", "a3-highgpu-8g", "TPU v6e (per chip)"):
        assert find_cloud_rate(instance).as_of >= "2025"
    assert purchase_model_key("1-year reserved") == "reserved-1y"
    with pytest.raises(BadArgument, match="no reserved-1y price for p5.48xlarge"):
        find_cloud_rate("p5.48xlarge", "reserved-1y")
    with pytest.raises(BadArgument, match="unknown purchase model"):
        purchase_model_key("forever")


def test_a_reservation_bills_its_whole_term():
    run = RunFacts(8, 10, 1920, 700, 1e11, 1e7)
    tpu = CAT["google-tpu-v5p"]
    rate = find_cloud_rate("TPU v5p (per chip)", "reserved-1y")
    c = cost_rented(run, tpu, PriceChoice.rent_on(rate), TcoSettings(utilization=0.25), FX)
    assert c.tco_usd == pytest.approx(8 * 2.94 * 8760)  # the commitment
    assert c.monthly_usd == pytest.approx(8 * 2.94 * 730)  # billed whatever the use
    od = cost_rented(
        run, tpu, PriceChoice.rent_on(find_cloud_rate("TPU v5p (per chip)")), TcoSettings(utilization=0.25), FX
    )
    assert od.monthly_usd == pytest.approx(8 * 4.20 * 730 * 0.25)


@pytest.mark.parametrize(
    "spec, kind",
    [("buy", "buy"), ("buy=30000", "buy"), ("rent", "rent"), ("spot", "rent"), ("hourly=3.5", "rent")],
)
def test_price_bases_per_device(spec, kind):
    choice = resolve_price(H100, spec, "USD", FX)
    assert choice.kind == kind


def test_bad_price_bases_say_what_to_write():
    with pytest.raises(BadArgument, match="buy= needs a positive price"):
        resolve_price(H100, "buy=-3", "USD", FX)
    with pytest.raises(BadArgument, match="has NVIDIA A100"):
        resolve_price(H100, "rent=p4d.24xlarge", "USD", FX)
    with pytest.raises(BadArgument, match="unknown TCO setting"):
        TcoSettings.from_strings({"colour": "red"})
    with pytest.raises(BadArgument, match="out of range"):
        TcoSettings.from_strings({"utilization": "1.5"})
    assert TcoSettings.from_strings({"years": "4", "site": "China"}).value("years") == 4


def test_scenario_h800_bought_against_p5_rented():
    """The issue's question: Llama-2-70B on 2T tokens, 256 H800 bought or 32 p5.48xlarge rented."""
    w = find_preset("llama2-70b")
    out = []
    for device, spec in ((CAT["nvidia-h800-sxm5-80gb"], "buy=250000"), (H100, "rent=p5.48xlarge")):
        choice = resolve_price(device, spec, "CNY", FX)
        est, c = priced_estimate(device, w, 256, Settings(), choice, TcoSettings(site="china"), FX, "CNY")
        assert c.in_currency("CNY", FX)["run_cost"] == pytest.approx(FX.convert(c.run_cost_usd, "USD", "CNY"))
        assert c.run_cost_low_usd < c.run_cost_usd < c.run_cost_high_usd  # the estimate's band, carried through
        assert not any("no cost" in a.lower() for a in est.assumptions)
        out.append(c)
    compare_costings(out)
    bought, rented = out
    assert bought.capital_usd > 256 * 250_000 / 6.711  # servers and network on top of the accelerators
    assert rented.capital_usd == 0 and rented.rent["instances"] == 32
    assert bought.break_even_months and 0 < bought.break_even_months < bought.years * 12
    assert bought.break_even_against.endswith("p5.48xlarge, on-demand")
    chart = chart_series(out)
    assert len(chart["series"]) == 2 and chart["break_evens"][0]["months"] == bought.break_even_months
    assert chart["months"][-1] == pytest.approx(bought.years * 12)  # within the cluster's life
    # the two lines meet at the break-even
    own_line, rent_line = chart["series"]
    assert own_line["usd"][0] > rent_line["usd"][0] == 0
    assert own_line["usd"][-1] < rent_line["usd"][-1]


def test_money_reads_one_way():
    assert format_money(7_576_658, "CNY") == "¥7.58M"
    assert format_money(53.1e6, "CNY") == "¥53.1M"
    assert format_money(0.0799722, "USD") == "$0.08"
    assert format_money(7_576_658, "CNY", "zh") == "¥758万"
    assert not math.isnan(FX.convert(1.0, "USD", "CNY"))


def test_a_compute_voucher_pays_its_share_of_a_rent_in_yuan_only(tmp_path):
    """A 30% compute voucher (算力券, set with `prices voucher`) lowers the rent of a Chinese cloud's card listed in
    yuan, never a dollar list price, and its cap per company bounds the subsidy of a run."""
    from gpucompare.core.pricing import cloud_rates
    from gpucompare.store import Workspace

    with Workspace(tmp_path) as ws:
        ws.set_setting("voucher_fraction", "0.3")
        ws.set_setting("voucher_cap_cny", "10000")
        s = TcoSettings.from_workspace(ws, FX)
    assert s.voucher_fraction == 0.3 and s.voucher_cap_cny == 10_000
    yuan = next(r for r in cloud_rates() if r.list_currency == "CNY" and r.devices_per_instance == 1)
    dollar = find_cloud_rate("p5.48xlarge")
    device = CAT[yuan.device_id]
    small = RunFacts(1, 1, 24, 350, 1e9, 1e5)  # a day on one card: the subsidy stays under the cap
    plain = cost_rented(small, device, PriceChoice.rent_on(yuan), TcoSettings(), FX)
    with_voucher = cost_rented(small, device, PriceChoice.rent_on(yuan), s, FX)
    assert with_voucher.run_cost_usd == pytest.approx(plain.run_cost_usd * 0.7)
    assert any("compute voucher pays 30%" in str(a) for a in with_voucher.assumptions)
    big = RunFacts(1, 10_000, 240_000, 350, 1e9, 1e5)  # a long run: the subsidy stops at ¥10,000
    full = cost_rented(big, device, PriceChoice.rent_on(yuan), TcoSettings(), FX).run_cost_usd
    capped = cost_rented(big, device, PriceChoice.rent_on(yuan), s, FX).run_cost_usd
    assert full - capped == pytest.approx(FX.convert(10_000, "CNY", "USD"))
    us = cost_rented(RunFacts(8, 1, 192, 700, 1e9, 1e5), H100, PriceChoice.rent_on(dollar), s, FX)
    assert us.run_cost_usd == pytest.approx(55.04 * 24)  # a dollar list price: no voucher
