"""Cost of a run: cloud (devices x hours x the instance's price per device-hour), rented per device-hour, or owned
(purchase price amortised over the years of use plus energy = TDP x PUE x electricity price). The total cost of
ownership (servers, network, facility) is core.tco's; this is the simple cost every estimate carries."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from gpucompare.core.estimate.tables import default
from gpucompare.errors import BadArgument
from gpucompare.i18n import Msg, tr


@dataclass
class Cost:
    amount: float | None
    currency: str
    basis: str  # "purchase", "hourly", "cloud <instance>" or "none"
    usd_per_device_hour: float | None = None
    detail: str = ""

    def label(self) -> str:
        """How the cost was priced, in words for a table cell."""
        if self.basis == "purchase":
            return tr("purchase, amortised")
        if self.basis == "hourly":
            return tr("rent per device-hour")
        if self.basis.startswith("cloud "):
            return tr("cloud: {instance}").format(instance=self.basis[6:])
        return tr("no price under this basis")


def cloud_instances() -> tuple[dict[str, str], ...]:
    """Current on-demand rows of devices in the bundled catalog (purchase models and dated prices: core.pricing;
    the rows in use follow the workspace's last `prices update`)."""
    from gpucompare.core.cloud_prices import rows_stamp

    return _cloud_instances(rows_stamp())


@lru_cache(maxsize=2)
def _cloud_instances(_stamp) -> tuple[dict[str, str], ...]:
    from gpucompare.core.catalog import bundled_catalog
    from gpucompare.core.pricing import on_demand_rows

    known = bundled_catalog().by_id
    return tuple(r for r in on_demand_rows() if r["device_id"] in known)


def find_instance(name: str) -> dict[str, str]:
    from gpucompare.core.catalog import normalize

    key = normalize(name)
    for r in cloud_instances():
        if normalize(r["instance"]) == key or normalize(f"{r['provider']} {r['instance']}") == key:
            return r
    from gpucompare.core.cloud_prices import cloud_rows

    # an instance no longer current (a dated claim names it): its newest on-demand price, which carries its date
    old = [
        r
        for r in cloud_rows()
        if r["purchase_model"] == "on-demand"
        and (normalize(r["instance"]) == key or normalize(f"{r['provider']} {r['instance']}") == key)
    ]
    if old:
        return max(old, key=lambda r: r["as_of"])
    known = ", ".join(r["instance"] for r in cloud_instances())
    raise BadArgument(f"unknown cloud instance {name!r}; known: {known}")


def instance_usd_per_device_hour(row: dict[str, str]) -> float:
    return float(row["usd_per_hour"]) / float(row["devices_per_instance"])


def cheapest_instance(device_id: str) -> dict[str, str] | None:
    rows = [r for r in cloud_instances() if r["device_id"] == device_id and not r.get("anomaly")]
    return min(rows, key=instance_usd_per_device_hour) if rows else None


def run_cost(
    device,
    r,
    count,
    fx,
    currency,
    cloud,
    hourly,
    purchase,
    s,
    notes,
    fallback=True,
    source: str = "user input",
) -> Cost:
    given = [x is not None for x in (cloud, hourly, purchase)]
    if sum(given) > 1:
        raise BadArgument("give at most one of --cloud, --hourly and --purchase")
    hours = r["device_hours"]
    if cloud is not None:
        row = find_instance(cloud)
        if row["device_id"] != device.id:
            raise BadArgument(f"instance {row['instance']} has {row['accelerator']}, not {device.name}")
        rate = instance_usd_per_device_hour(row)
        instances = count / float(row["devices_per_instance"])
        notes.append(
            Msg(
                "Cloud: {provider} {instance} at ${usd:,.2f}/h for {per} devices ({n:g} instances), on-demand, "
                "{region}, price as of {as_of}; source: {source}.",
                provider=row["provider"],
                instance=row["instance"],
                usd=float(row["usd_per_hour"]),
                per=row["devices_per_instance"],
                n=instances,
                region=row["region"] or Msg("region not stated"),
                as_of=row["price_as_of"],
                source=row["source"].split(";")[0],
            )
        )
        return Cost(fx.convert(hours * rate, "USD", currency), currency, f"cloud {row['instance']}", rate)
    if hourly is not None:
        if hourly <= 0:
            raise BadArgument("--hourly must be a positive price per device-hour")
        rate = fx.convert(hourly, currency, "USD")
        notes.append(
            Msg("Rented at {price:g} {cur} per device-hour ({source}).", price=hourly, cur=currency, source=Msg(source))
        )
        return Cost(hours * hourly, currency, "hourly", rate)
    if purchase is not None:
        if purchase <= 0:
            raise BadArgument("--purchase must be a positive price per device")
        return _owned(
            device,
            r,
            count,
            fx.convert(purchase, currency, "USD"),
            fx,
            currency,
            s,
            notes,
            Msg("bought at {price:,.0f} {cur} per device ({source})", price=purchase, cur=currency, source=Msg(source)),
        )
    if not fallback:
        notes.append(Msg("No price for this device under the chosen price basis: cost not estimated."))
        return Cost(None, currency, "none")
    row = cheapest_instance(device.id)
    if row is not None:
        rate = instance_usd_per_device_hour(row)
        notes.append(
            Msg(
                "No price given: cheapest bundled cloud instance {provider} {instance} (${rate:,.3f} per "
                "device-hour, as of {as_of}).",
                provider=row["provider"],
                instance=row["instance"],
                rate=rate,
                as_of=row["price_as_of"],
            )
        )
        return Cost(fx.convert(hours * rate, "USD", currency), currency, f"cloud {row['instance']}", rate)
    from gpucompare.core.pricing import reference_price

    ref = reference_price(device.id, currency, fx)
    if ref is not None:
        usd = fx.convert(ref.estimate_kwargs["purchase"], currency, "USD")
        return _owned(
            device,
            r,
            count,
            usd,
            fx,
            currency,
            s,
            notes,
            Msg(
                "bought at the reference price {lo:,.0f}-{hi:,.0f} {cur} ({as_of}; {source})",
                lo=ref.low,
                hi=ref.high,
                cur=currency,
                as_of=ref.as_of,
                source=ref.source,
            ),
        )
    notes.append(Msg("No price known for this device: give --purchase, --hourly or --cloud for a cost."))
    return Cost(None, currency, "none")


def _owned(device, r, count, price_usd, fx, currency, s, notes, how: str) -> Cost:
    years = s.amortisation_years or default("amortisation_years")
    pue = s.pue or default("pue")
    kwh = s.electricity_usd_per_kwh if s.electricity_usd_per_kwh is not None else default("electricity_usd_per_kwh")
    tdp = device.get("tdp_w")
    energy = 0.0 if math.isnan(tdp) else tdp / 1000 * pue * kwh
    rate = price_usd / (years * 8760) + energy
    power = (
        Msg("energy {tdp:g} W x PUE {pue:g} x ${kwh:g}/kWh", tdp=tdp, pue=pue, kwh=kwh)
        if not math.isnan(tdp)
        else Msg("energy not counted (no published TDP)")
    )
    notes.append(
        Msg(
            "Owned: {how}, amortised over {years:g} years, plus {power}; servers, network and staff not "
            "included. Capital outlay for {n} devices: {outlay:,.0f} {cur}.",
            how=how,
            years=years,
            power=power,
            n=count,
            outlay=fx.convert(price_usd * count, "USD", currency),
            cur=currency,
        )
    )
    return Cost(fx.convert(r["device_hours"] * rate, "USD", currency), currency, "purchase", rate)
