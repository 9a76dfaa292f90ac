"""The hour basis: what an hour of one device costs, owned (its TCO per device-hour of use) or rented (on-demand),
checked by hand, in every currency, and for coverage of the training devices."""

import math

import numpy as np
import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.money import FxTable
from gpucompare.core.pricing import BASES, DEFAULT_BASIS, HOUR_BASIS, basis_title
from gpucompare.core.tco import (
    HOURS_PER_MONTH,
    PriceChoice,
    TcoSettings,
    default_for,
    owned_cost_per_device_hour,
    price_column,
    systems,
)

#: every TCO value spelled out, so the hand calculation does not depend on the sourced defaults
US = TcoSettings(
    site="us",
    years=5,
    cost_of_capital=0.075,
    residual_fraction=0.0,
    electricity_per_kwh=0.08,
    pue=1.56,
    facility_per_kw_month=184.06,
    utilization=1.0,
    operations_fraction_per_year=0.0,
)


@pytest.fixture(scope="module")
def cat():
    return bundled_catalog()


@pytest.fixture(scope="module")
def fx():
    return FxTable.bundled()


def hgx_by_hand(price: float, tdp_w: float, utilization: float) -> float:
    """One H100 in an 8-GPU HGX server: its share of the server and the InfiniBand fabric, the annuity over 5 years
    at 7.5 %, the colocation rate per kW, and the energy of each hour used."""
    hgx = systems()["hgx8"]
    assert (hgx.devices_per_node, hgx.host_usd_per_node, hgx.host_kw_per_node) == (8, 90000, 4.6)
    switches, optics = default_for("network.infiniband.switches").value, default_for("network.infiniband.optics").value
    assert (switches, optics) == (1687.5, 2560)  # 48 x $36,000 / 1,024 and $2,621,440 / 1,024 (Latent Space)
    capital = price + 90000 / 8 + switches + optics  # 25,000 + 11,250 + 4,247.50 = 40,497.50 per device
    annuity = 0.075 / (1 - 1.075**-5)  # 0.24716 of the outlay a year
    kw = tdp_w / 1000 + 4.6 / 8  # 0.7 + 0.575 = 1.275 kW per device
    fixed_per_month = capital * annuity / 12 + kw * 184.06
    energy_per_hour = kw * 1.56 * 0.08
    return fixed_per_month / (HOURS_PER_MONTH * utilization) + energy_per_hour


def test_an_owned_h100_per_device_hour_by_hand(cat, fx):
    h100 = cat["nvidia-h100-sxm5-80gb"]
    assert h100.get("tdp_w") == 700
    own = owned_cost_per_device_hour(h100, PriceChoice("buy", 25000.0, "USD"), US, fx)
    expected = hgx_by_hand(25000.0, 700, 1.0)
    # $834 of capital + $235 of facility a month = $1,069 over 730 h = $1.464, plus $0.159 of energy an hour
    assert expected == pytest.approx(1.6232, abs=1e-4)
    assert own.low_usd == pytest.approx(expected, rel=1e-12) and own.high_usd == own.low_usd
    assert sum(own.breakdown_usd.values()) == pytest.approx(expected, rel=1e-12)
    assert own.breakdown_usd["energy"] == pytest.approx(1.275 * 1.56 * 0.08)
    assert own.system["id"] == "hgx8" and own.settings["utilization"] == 1.0
    # per hour of USE: at half the hours the fixed costs spread over half as many hours, the energy does not
    half = owned_cost_per_device_hour(
        h100, PriceChoice("buy", 25000.0, "USD"), US.with_strings({"utilization": "0.5"}), fx
    )
    assert half.low_usd == pytest.approx(hgx_by_hand(25000.0, 700, 0.5), rel=1e-12)
    # a range stays a range, and the cost is linear in the price
    rng = owned_cost_per_device_hour(h100, PriceChoice("buy", 27500.0, "USD", low=25000.0, high=30000.0), US, fx)
    assert rng.low_usd == pytest.approx(expected) and rng.high_usd == pytest.approx(hgx_by_hand(30000.0, 700, 1.0))


def test_the_basis_owned_or_rented_and_marked(cat, fx):
    assert HOUR_BASIS in BASES and "per device-hour" in basis_title(HOUR_BASIS)
    assert DEFAULT_BASIS != HOUR_BASIS  # the lead decides the default
    col = price_column(cat.devices, HOUR_BASIS, "USD", fx, tco=US, language="en")
    ids = [d.id for d in cat.devices]
    h100, v6e = ids.index("nvidia-h100-sxm5-80gb"), ids.index("google-tpu-v6e")
    # the H100 has a US reference price: owned, derived from it with the same TCO model
    ref = price_column(cat.devices, "reference:US+CN", "USD", fx).prices[h100]
    assert col.kind(h100) == "owned" and not col.rented[h100] and col.tag(h100) == ""
    assert col.low[h100] == pytest.approx(hgx_by_hand(ref.low, 700, 1.0), rel=1e-9)
    assert col.high[h100] == pytest.approx(hgx_by_hand(ref.high, 700, 1.0), rel=1e-9)
    text = str(col.source_text(h100))
    assert "derived" in text and ref.as_of in text and "8-GPU HGX" in text and "5 years" in text
    detail = col.prices[h100].detail
    assert detail["purchase_as_of"] == ref.as_of and detail["tco_sources"]["pue"] == "your setting"
    # the TPU v6e is sold only as a cloud service: its per-chip on-demand rent, marked as rented
    assert col.kind(v6e) == "rented" and col.rented[v6e] and col.tag(v6e) == "rented"
    assert col.mid[v6e] == pytest.approx(2.70)
    assert str(col.source_text(v6e)).startswith("Rented:") and "TPU v6e" in str(col.source_text(v6e))
    assert col.hourly and col.rented_key() and col.rented_label()


def test_a_chinese_reader_owns_at_the_china_price_first(cat, fx):
    ids = [d.id for d in cat.devices]
    en = price_column(cat.devices, HOUR_BASIS, "USD", fx, tco=US, language="en")
    zh = price_column(cat.devices, HOUR_BASIS, "USD", fx, tco=US, language="zh_CN")
    h800 = ids.index("nvidia-h800-sxm5-80gb")
    assert en.markets == ("US", "CN") and zh.markets == ("CN", "US")
    assert zh.market(h800) == "CN" and not zh.other_market[h800]
    assert en.market(h800) == "CN" and en.other_market[h800] and en.tag(h800) == "CN"  # borrowed: marked


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_switching_currency_never_changes_a_ratio(cat, fx, language):
    cols = {
        cur: price_column(cat.devices, HOUR_BASIS, cur, fx, tco=US, language=language) for cur in ("USD", "CNY", "EUR")
    }
    usd = cols["USD"].mid
    priced = np.flatnonzero(np.isfinite(usd))
    assert cols["USD"].rented[priced].any() and (~cols["USD"].rented[priced]).any()
    for cur, col in cols.items():
        assert np.array_equal(np.isfinite(col.mid), np.isfinite(usd))
        assert np.array_equal(col.rented, cols["USD"].rented)
        ratio = col.mid[priced] / col.mid[priced[0]]
        np.testing.assert_allclose(ratio, usd[priced] / usd[priced[0]], rtol=1e-9, err_msg=cur)


def test_coverage_of_the_training_devices(cat, fx):
    """Measured: 36 of the 81 training devices have a figure under the hour basis, against 30 under the default
    basis; every cloud-only training part with a published on-demand rent (TPU v5e, v5p, v6e, Trainium 1 and 2) is
    among them. (Figures at the time of writing; more prices only raise them.)"""
    training = [i for i, d in enumerate(cat.devices) if d.is_training_device]
    hour = price_column(cat.devices, HOUR_BASIS, "USD", fx, language="en")
    default = price_column(cat.devices, DEFAULT_BASIS, "USD", fx)
    n_hour = int(np.isfinite(hour.mid[training]).sum())
    n_default = int(np.isfinite(default.mid[training]).sum())
    assert len(training) >= 81
    assert n_default >= 30 and n_hour >= 36 and n_hour > n_default
    ids = [d.id for d in cat.devices]
    for cloud_only in ("google-tpu-v5e", "google-tpu-v5p", "google-tpu-v6e", "aws-trainium1", "aws-trainium2"):
        i = ids.index(cloud_only)
        assert i in training and math.isfinite(hour.mid[i]) and hour.rented[i], cloud_only
    # every device the default basis prices is owned under the hour basis (same purchase price), never rented
    both = [i for i in training if math.isfinite(default.mid[i])]
    assert all(hour.kind(i) == "owned" for i in both)


def test_the_column_matches_the_tco_model_run_device_by_device(cat, fx):
    """The column costs devices from three model runs per system (the cost is affine in price and TDP); device by
    device, one node of each system run through cost_owned() gives the same figure, racks and SuperPoDs included."""
    from gpucompare.core.tco import RunFacts, cost_owned, system_for

    cache: dict = {}
    for name in ("H100 SXM5 80GB", "H100 PCIe", "GB200", "Ascend 910C", "MI300X", "RTX 4090"):
        d = cat.resolve(name)
        for settings in (US, TcoSettings(site="china"), US.with_strings({"utilization": "0.4", "years": "3"})):
            system = system_for(d, settings.system)
            n = system.devices_per_node
            facts = RunFacts(n, 1 / 24, float(n), d.get("tdp_w"), None, 1.0)
            direct = cost_owned(facts, d, PriceChoice("buy", 31000.0, "USD"), settings, fx).run_cost_usd / n
            got = owned_cost_per_device_hour(
                d, PriceChoice("buy", 31000.0, "USD"), settings, fx, cache.setdefault(settings, {})
            )
            assert got.low_usd == pytest.approx(direct, rel=1e-9), (name, settings.site)
    assert {k[0] for c in cache.values() for k in c} >= {"hgx8", "pcie8", "gb200-nvl72", "atlas-900-a3"}
