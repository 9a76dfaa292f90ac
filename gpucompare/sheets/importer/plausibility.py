"""Prices far from the device's bundled reference price (a unit or per-server mix-up), judged once per distinct
price."""

from __future__ import annotations

import math

from gpucompare.i18n import N_, Msg
from gpucompare.sheets.importer.rows import rows_text

#: an hourly rate per device pays for the device (its reference price) in this many hours at the least and the most;
#: cloud and rental rates sit at about 2,000-25,000 hours (H100 at $2-4 against $25-30k, a 4090 at ¥2 against ¥12k,
#: reserved and spot rates included): a rate per instance of 8 not divided, or a memory or price column read as a
#: rate, falls outside
PAYBACK_HOURS = (800.0, 80_000.0)


#: the warning on a lease payment far from the device's price (one template, so a quote made from another keeps
#: its own and not this one)
LEASE_FAR = N_(
    "a lease payment of {price:,.0f} {cur} a month is far from the device's reference price ({ref:,.0f} {cur}, "
    "{date}): check whether it is a monthly payment"
)


class Plausibility:
    """Purchase prices are judged against the device's reference price; rates per device-hour (`hourly=True`) by the
    hours they take to pay for the device."""

    def __init__(self):
        from gpucompare.core.money import FxTable

        self.fx = FxTable.bundled()
        self.verdict: dict[tuple, tuple | None] = {}
        self.far: dict[tuple, list[int]] = {}
        self._refs: dict[tuple, object] = {}  # (device, currency) -> its reference price, looked up once

    def judge(
        self, device_id: str, model: str, price: float, currency: str | None, hourly: bool = False
    ) -> tuple | None:
        """The key under which rows with this price are reported as far from the reference, or None."""
        key = (device_id, model, price, currency, hourly)
        if key not in self.verdict:
            self.verdict[key] = self._judge(device_id, price, currency, hourly)
        return key if self.verdict[key] is not None else None

    def _judge(self, device_id: str, price: float, currency: str | None, hourly: bool):
        from gpucompare.core.pricing import reference_price

        if currency not in self.fx.rates:
            return None
        ref_key = (device_id, currency)
        if ref_key in self._refs:
            ref = self._refs[ref_key]
        else:
            ref = self._refs[ref_key] = reference_price(device_id, currency, self.fx)
        if ref is None:
            return None
        if hourly:
            hours = ref.mid / price if price > 0 else math.inf
            low, high = PAYBACK_HOURS
            return (round(hours), ref.as_of) if hours < low or hours > high else None
        ratio = price / ref.mid
        return (round(ratio, 1), ref.as_of) if ratio > 5 or ratio < 0.2 else None

    def lease_far(self, device_id: str, monthly: float, term: float | None, currency: str | None):
        """Why a lease's monthly payment per device is implausible, or None: above a sixth of the device's reference
        price (paid off in under six months), or over its term far above that price (three times)."""
        from gpucompare.core.pricing import reference_price

        if currency not in self.fx.rates or not monthly > 0:
            return None
        key = (device_id, currency)
        ref = self._refs[key] if key in self._refs else self._refs.setdefault(key, reference_price(*key, self.fx))
        if ref is None or not ref.mid > 0:
            return None
        if monthly > ref.mid / 6 or (term and monthly * term > 3 * ref.mid):
            return Msg(
                LEASE_FAR,
                price=monthly,
                cur=currency,
                ref=ref.mid,
                date=ref.as_of,
            )
        return None

    def bounds(self, device_id: str, currency: str | None, hourly: bool = False) -> tuple[float, float] | None:
        """The prices (or hourly rates) per device that `judge` finds near the reference: (low, high), or None
        when there is no reference to judge by."""
        from gpucompare.core.pricing import reference_price

        if currency not in self.fx.rates:
            return None
        key = (device_id, currency)
        ref = (
            self._refs[key]
            if key in self._refs
            else self._refs.setdefault(key, reference_price(device_id, currency, self.fx))
        )
        if ref is None or not ref.mid > 0:
            return None
        if hourly:
            low, high = PAYBACK_HOURS
            return ref.mid / high * 1.0001, ref.mid / low * 0.9999
        return 0.2 * ref.mid * 1.0001, 5 * ref.mid * 0.9999

    def sentence(self, key: tuple) -> str:
        _d, model, price, cur, hourly = key
        ratio, as_of = self.verdict[key]
        if hourly:
            return Msg(
                "{model} at {price:,.2f} {cur} per device-hour would pay for the device (its reference price, "
                "{as_of}) in {hours:,} hours; check whether the rate is per instance or per device, and that the "
                "column is an hourly rate",
                model=model[:80],
                price=price,
                cur=cur,
                as_of=as_of,
                hours=ratio,
            )
        return Msg(
            "{model} at {price:,.0f} {cur} is {ratio}x the reference price ({as_of}); check whether the price is per "
            "card or per server",
            model=model[:80],
            price=price,
            cur=cur,
            ratio=ratio,
            as_of=as_of,
        )

    def report(self, warnings: list, limit: int = 5) -> None:
        for i, (key, at) in enumerate(self.far.items()):
            if i == limit:
                warnings.append(Msg("{n} more prices are far from the reference price", n=len(self.far) - limit))
                break
            warnings.append(Msg("{rows}: {what}", rows=rows_text(at), what=self.sentence(key)))
