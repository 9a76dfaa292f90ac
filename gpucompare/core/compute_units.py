"""Units Chinese compute is priced in, and compute vouchers.

元/P/年 (yuan per PFLOPS-year) is how China's 智算中心 (intelligent computing centres) quote compute: a year of one
PFLOPS of dense half-precision throughput. One function converts it to a price per device-hour from the device's dense
BF16 peak (or a stated precision), and back. A compute voucher (算力券) is a local government's subsidy of a share of
the rent, capped per company: `voucher_price` applies it to a rented price."""

from __future__ import annotations

import math
import sys
from dataclasses import dataclass

from gpucompare.core.tables import read_table
from gpucompare.errors import BadArgument

HOURS_PER_YEAR = 8760.0  # a PFLOPS-year is a calendar year of round-the-clock use


def device_pflops(device, precision: str = "bf16") -> float:
    """The device's dense peak at `precision` in PFLOPS (NaN when the catalog has no such figure)."""
    tflops = device.tflops(precision)
    return tflops / 1000.0 if not math.isnan(tflops) else math.nan


def per_pflops_year_to_device_hour(price_per_pflops_year, pflops: float):
    """A price in currency per PFLOPS-year (元/P/年) -> the same currency per device-hour of a device of `pflops`
    dense PFLOPS. Works on floats and numpy arrays; NaN where the device has no figure."""
    if not pflops or math.isnan(pflops) or pflops <= 0:
        return price_per_pflops_year * math.nan
    return price_per_pflops_year * pflops / HOURS_PER_YEAR


def device_hour_to_per_pflops_year(price_per_device_hour, pflops):
    """The inverse: a price per device-hour -> per PFLOPS-year of the device's dense peak (元/P/年 when in CNY).
    Floats or numpy arrays (per device); NaN where a device has no figure."""
    np = sys.modules.get("numpy")  # not loaded (an import reading 元/P/年): no array can be here
    if np is not None and isinstance(pflops, np.ndarray):
        with np.errstate(divide="ignore", invalid="ignore"):
            return np.where(
                pflops > 0, np.asarray(price_per_device_hour, dtype=float) * HOURS_PER_YEAR / pflops, np.nan
            )
    if not pflops or math.isnan(pflops) or pflops <= 0:
        return price_per_device_hour * math.nan
    return price_per_device_hour * HOURS_PER_YEAR / pflops


@dataclass(frozen=True)
class Voucher:
    """A compute voucher: the share of the rent it pays (0-1) and its cap per company in CNY (NaN: no cap stated)."""

    fraction: float
    cap_cny: float = math.nan
    source: str = ""

    def __post_init__(self):
        if not (0.0 <= self.fraction < 1.0) or math.isnan(self.fraction):
            raise BadArgument(f"a voucher pays a share of the rent from 0 to less than 1 (got {self.fraction!r})")
        if not math.isnan(self.cap_cny) and self.cap_cny < 0:
            raise BadArgument(f"a voucher's cap must be positive (got {self.cap_cny!r})")

    @property
    def active(self) -> bool:
        return self.fraction > 0


def voucher_applies_to(list_currency: str) -> bool:
    """Whether a voucher pays part of a rent listed in this currency: vouchers subsidise rents in yuan (a Chinese
    cloud's or computing centre's), never a rent listed in dollars and converted. The one rule for every face."""
    return (list_currency or "").upper() == "CNY"


def voucher_price(price, voucher: Voucher | None):
    """A rented price after the voucher's share (the cap limits the total subsidy, not the hourly price: see
    `voucher_run_cost`)."""
    if voucher is None or not voucher.active:
        return price
    return price * (1.0 - voucher.fraction)


def voucher_run_cost(cost_cny: float, voucher: Voucher | None) -> tuple[float, float]:
    """A run's rent in CNY after the voucher: (cost paid, subsidy), the subsidy at most the voucher's cap."""
    if voucher is None or not voucher.active:
        return cost_cny, 0.0
    subsidy = cost_cny * voucher.fraction
    if not math.isnan(voucher.cap_cny):
        subsidy = min(subsidy, voucher.cap_cny)
    return cost_cny - subsidy, subsidy


def voucher_programmes() -> tuple[dict[str, str], ...]:
    """The published voucher programmes with their share, cap, date and source (data/compute_vouchers.csv)."""
    return read_table("compute_vouchers")


def voucher_from_settings(fraction_text: str, cap_text: str = "") -> Voucher | None:
    """The voucher a workspace sets (Preferences, `prices voucher`), or None; garbage is ignored, never raised."""
    try:
        fraction = float(fraction_text) if fraction_text else 0.0
        cap = float(cap_text) if cap_text else math.nan
        v = Voucher(fraction, cap, "your setting")
    except (ValueError, BadArgument):
        return None
    return v if v.active else None
