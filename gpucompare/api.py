"""gpucompare from Python, for notebooks: the catalog, a sweep of training estimates and the imported quotes as pandas
DataFrames, with the unit in every numeric column's name. Qt-free (it never loads the window).

    >>> from gpucompare import api
    >>> cat = api.catalog(currency="CNY")                       # one row per device
    >>> cat.loc[cat["memory_gb"] >= 80, ["name", "bf16_tflops", "price_cny"]]
    >>> runs = api.sweep(["H100 SXM5", "H800", "A100 SXM4 80GB"], "Llama 2 70B", counts=[256, 512, 1024], basis="buy")
    >>> runs.pivot(index="devices", columns="device", values="wall_days")
    >>> api.quotes(home="~/gpucompare-work", currency="USD")    # every imported quote with its provenance

Devices are named as on the command line (an id, a name or an alias); workloads by preset name or id
(`api.workloads()` lists them). The figures are the same as the window's and `gpucompare estimate`'s: one core.
"""

from __future__ import annotations

from collections.abc import Iterable

import pandas as pd

from gpucompare.core.catalog import NUMERIC_FIELDS, Catalog, Device, bundled_catalog
from gpucompare.core.estimate import Estimate, Settings
from gpucompare.core.glossary import TERMS
from gpucompare.core.money import FxTable
from gpucompare.core.pricing import BASES, DEFAULT_BASIS, HOUR_BASIS, normalize_basis
from gpucompare.core.tco import (
    TcoSettings,
    compare_costings,
    cost_label,
    default_price,
    price_column,
    priced_estimate,
    resolve_price,
    same_device_rental,
)
from gpucompare.core.workloads import Workload, presets, workload_for
from gpucompare.errors import UserError
from gpucompare.i18n import tr

__all__ = ["catalog", "glossary", "quotes", "sweep", "workload", "workloads"]


def _workspace(home):
    from gpucompare.store import Workspace

    return Workspace(home)


def _catalog_and_fx(home) -> tuple[Catalog, FxTable, dict, list]:
    """The bundled catalog and FX table, or a workspace's (its custom devices, rates and quotes) when `home` is given."""
    if home is None:
        return bundled_catalog(), FxTable.bundled(), {}, []
    with _workspace(home) as ws:
        tax = TcoSettings.from_workspace(ws).tax
        book = ws.quote_book(tax)  # each device's quote chosen by the one rule, on the workspace's tax basis
        return ws.catalog(), ws.fx(), book, book.hourly


def _tco_settings(home, fx: FxTable):
    """The TCO settings the hour basis costs an owned device at: the workspace's Preferences when `home` is given,
    else the sourced defaults for the reader's site."""
    from gpucompare.core.tco import TcoSettings

    if home is None:
        return None
    with _workspace(home) as ws:
        return TcoSettings.from_workspace(ws, fx)


def _devices(cat: Catalog, names: str | Iterable[str] | None, estimate: bool = False) -> list[Device]:
    """The devices named; for an estimate a family's name ('A100') is its usual variant with the band spanning every
    variant (core.estimate.family.resolve_named), elsewhere it is refused as ambiguous."""
    if names is None:
        return list(cat.devices)
    if isinstance(names, str):
        names = [names]
    if estimate:
        from gpucompare.core.estimate.family import resolve_named

        return [resolve_named(cat, n) for n in names]
    return [cat.resolve(n) for n in names]


def catalog(
    *, currency: str = "USD", basis: str = DEFAULT_BASIS, precision: str = "bf16", home: str | None = None
) -> pd.DataFrame:
    """Every device, one row each: identity, specs (dense peaks), a price under `basis` in `currency` (low, mid,
    high, its market and where it came from) and derived metrics at `precision`.

    Columns carry their unit: `memory_gb`, `memory_bw_gbs`, `bf16_tflops`, `int8_tops`, `tdp_w`,
    `price_<cur>`, `<cur>_per_tflops`, `tflops_per_w`, ... `basis` is one of "reference:US+CN" (the default, also
    "reference": the US market's price, else the China market's), "reference:CN+US" (the mirror), "reference:US",
    "reference:CN" (one market only), "quote", "cloud" (then the price is per device-hour and the columns say
    `_per_hour`), "hour:owned+rented" (what an hour of one device costs: owned, its total cost of ownership per
    device-hour of use at the workspace's Preferences -> Cost of ownership, from its reference purchase price; else
    its on-demand rent; `price_kind` says "owned" or "rented"). `price_market` names each price's market ("US",
    "CN"); `price_other_market` is True where a market-first basis took the second market's price.
    """
    if basis not in BASES and basis != "reference":
        raise UserError(f"basis must be one of {', '.join(BASES)}")
    basis = normalize_basis(basis)
    cat, fx, latest, hourly = _catalog_and_fx(home)
    cur = fx.check(currency)
    c = cur.lower()
    prices = price_column(cat.devices, basis, cur, fx, quotes=latest, hourly_quotes=hourly, tco=_tco_settings(home, fx))
    suffix = "_per_hour" if prices.hourly else ""
    rows = []
    for i, d in enumerate(cat.devices):
        peak = d.tflops(precision)
        row = {
            "id": d.id,
            "name": d.label,
            "vendor": d.vendor,
            "model": d.model,
            "variant": d.variant,
            "category": d.category,
            "form_factor": d.form_factor,
            "architecture": d.architecture,
            "family": d.family,
            "memory_type": d.memory_type,
            "scaleup_link": d.scaleup_link,
            "custom": d.custom,
        }
        row.update({f: d.values.get(f) for f in NUMERIC_FIELDS})
        row[f"price_{c}{suffix}"] = prices.mid[i]
        row[f"price_low_{c}{suffix}"] = prices.low[i]
        row[f"price_high_{c}{suffix}"] = prices.high[i]
        row["price_market"] = prices.market(i)
        row["price_other_market"] = bool(prices.other_market[i])
        if basis == HOUR_BASIS:
            row["price_kind"] = prices.kind(i) or None
        row["price_source"] = str(prices.source_text(i))
        row["price_as_of"] = prices.prices[i].as_of if prices.prices[i] is not None else None
        row["price_stale"] = bool(prices.stale[i])
        row["price_aged"] = bool(prices.age_note(i))  # over 6 months (data/price_age.csv), not yet stale
        row[f"{precision}_peak_{'tops' if precision == 'int8' else 'tflops'}"] = peak
        row[f"{c}{suffix}_per_tflops"] = prices.mid[i] / peak if peak and peak == peak else float("nan")
        tdp = d.values.get("tdp_w")
        row["tflops_per_w"] = peak / tdp if tdp and tdp == tdp else float("nan")
        row["source"] = d.source
        row["source_date"] = d.source_date
        rows.append(row)
    return pd.DataFrame(rows)


def workloads() -> pd.DataFrame:
    """The model presets a sweep takes by name, with their size and source."""
    return pd.DataFrame(
        [
            {
                "id": w.id,
                "name": w.name,
                "params": w.params,
                "active_params": w.active_params,
                "tokens": w.tokens,
                "source": w.source,
            }
            for w in presets()
        ]
    )


def workload(preset: str | None = None, **given) -> Workload:
    """A workload for `sweep`, as `gpucompare estimate` builds it: a preset with its tokens, samples, shape or image
    size overridden, or a model by its sizes, e.g. `api.workload(params=7e9, samples=50e3, seq_len=2048)` (a
    fine-tune stated in samples) or `api.workload("ViT-L/16", samples=1.28e9)`. Keywords: params, active_params,
    tokens, samples, seq_len, model_kind, image_size, patch_size, latent_factor (a latent diffusion transformer:
    `api.workload(params=675e6, model_kind="vit", samples=1.8e9, image_size=256, patch_size=2, latent_factor=8)`,
    256 tokens per image; or a latent diffusion U-Net, `api.workload("Diffusion U-Net", params=274e6, samples=19.7e6,
    image_size=256, latent_factor=4)`, the family preset at these parameters), layers, hidden, vocab (with layers
    and hidden: the FLOPs per token leave out an untied input embedding), experts_per_token, flops_per_sample and
    activations_per_sample (a CNN's published forward multiply-adds, which replace a CNN preset's, and its stored
    activation bytes per image at the image size trained, 16-bit: `api.workload(params=60e6, model_kind="cnn",
    samples=4.3e6, image_size=800, activations_per_sample=2.5e9)`)."""
    return workload_for(preset, **given)


def sweep(
    devices: str | Iterable[str],
    workloads: str | Workload | Iterable[str | Workload],
    counts: int | Iterable[int],
    *,
    currency: str = "USD",
    basis: str = "",
    settings: Settings | None = None,
    tco: TcoSettings | None = None,
    home: str | None = None,
) -> pd.DataFrame:
    """Training estimates and their costs for every device x workload x device count, one row each.

    `basis` prices each device the way `gpucompare estimate --device NAME:BASIS` does: "buy" (the reference
    price), "buy=PRICE" (per device, in `currency` unless it names its own: "buy=25万", "buy=¥250,000"), "quote" (the
    imported quote chosen by rule; needs `home`), "rent" (the
    cheapest on-demand instance), "rent=INSTANCE[/MODEL]", "hourly=PRICE"; empty: rent where an instance exists, else
    buy. `settings` carries the estimate's knobs (precision, TP/PP/ZeRO, utilization, goodput, a self-supervised vision
    run's augmented views: `api.Settings(views="2x224+6x96")`, a distillation's frozen teacher:
    `api.Settings(teacher_params=70e9)` ...), `tco` the
    ownership costs (site, years, PUE ...); None takes the sourced defaults (a workspace's Preferences with `home`).
    A configuration that cannot run gets its reason in `error`; a device with no price under `basis` gets NaN costs.
    """
    cat, fx, latest, hourly = _catalog_and_fx(home)
    if tco is None and home is not None:
        with _workspace(home) as ws:
            tco = TcoSettings.from_workspace(ws, fx)
    tco = tco or TcoSettings()
    cur = fx.check(currency)
    c = cur.lower()
    devs = _devices(cat, devices, estimate=True)
    if isinstance(workloads, str | Workload):
        workloads = [workloads]
    wls = [workload_for(w) for w in workloads]
    counts = [counts] if isinstance(counts, int) else [int(n) for n in counts]
    kw = {"quotes": latest, "hourly_quotes": hourly}
    from gpucompare.price_args import canonical_spec

    spec = canonical_spec(basis, cur) if basis else ""
    rows = []
    for d in devs:
        if spec:
            choice = resolve_price(d, spec, cur, fx, **kw)
        else:
            choice = default_price(d, cur, fx, **kw)[0]  # the one rule of every face: rented, else bought
        for w in wls:
            for n in counts:
                base = {"device_id": d.id, "device": d.label, "workload": w.name, "devices": n}
                try:
                    e, costing = priced_estimate(d, w, n, settings, choice, tco, fx, cur)
                    if costing is not None and costing.bought:  # break-even against renting the same device
                        alt = same_device_rental(e, d, w, tco, fx, cur)
                        compare_costings([costing, alt] if alt else [costing])
                except UserError as err:
                    rows.append({**base, "error": str(err)})
                    continue
                rows.append({**base, **_estimate_row(e, c), **_costing_row(costing, c, cur, fx), "error": ""})
    return pd.DataFrame(rows)


def _costing_row(costing, c: str, cur: str, fx: FxTable) -> dict:
    keys = (
        "capital_outlay",
        "monthly_cost",
        "tco",
        "run_cost",
        "run_cost_low",
        "run_cost_high",
        "cost_per_million_tokens",
    )
    if costing is None:
        return {
            "option": "",
            "cost_basis": cost_label(None),
            f"cost_{c}": float("nan"),
            **{f"{k}_{c}": float("nan") for k in keys},
            "break_even_months": float("nan"),
            "break_even": "",
        }
    money = costing.in_currency(cur, fx)
    out = {"option": costing.option, "cost_basis": cost_label(costing), f"cost_{c}": money["run_cost"]}
    out.update({f"{k}_{c}": float("nan") if money[k] is None else money[k] for k in keys})
    out["break_even_months"] = costing.break_even_months if costing.break_even_months is not None else float("nan")
    out["break_even"] = str(costing.break_even_note)  # 'never within its 4-year life' when renting stays cheaper
    return out


def _estimate_row(e: Estimate, c: str) -> dict:
    return {
        "precision": e.precision,
        "optimizer": e.optimizer,
        "bf16_weights": e.bf16_weights,
        "optimizer_in_backward": e.optimizer_in_backward,
        "timed_region": e.timed_region,
        "tp": e.tp,
        "pp": e.pp,
        "dp": e.dp,
        "zero": e.zero,
        "status": e.status,
        "wall_days": e.wall_days,
        "steady_days": e.steady_days,
        "wall_days_low": e.band["wall_days_low"],
        "wall_days_high": e.band["wall_days_high"],
        "device_hours": e.device_hours,
        "total_flops": e.total_flops,
        "utilization": e.utilization,
        "goodput": e.goodput,
        "achieved_tflops_per_device": e.achieved_tflops_per_device,
        "memory_per_device_gb": e.memory_per_device_gb,
        "memory_capacity_gb": e.memory_capacity_gb,
        "fits_in_memory": e.fits_in_memory,
        "comm_fraction": e.comm_fraction,
        "bubble_fraction": e.bubble_fraction,
        "assumptions": " | ".join(str(a) for a in e.assumptions),
    }


def quotes(*, home: str | None = None, device: str | None = None, currency: str | None = None) -> pd.DataFrame:
    """The quotes imported into a workspace (`home`, else the user's own), oldest first, each with its vendor,
    file, sheet, row and date; `device` narrows to one device; `currency` adds the prices converted to it
    (`price_min_<cur>`, `price_max_<cur>`) at the workspace's dated rates."""
    with _workspace(home) as ws:
        cat, fx = ws.catalog(), ws.fx()
        rows = ws.quotes(cat.resolve(device).id if device else None)
        book = ws.quote_book(TcoSettings.from_workspace(ws, fx).tax)
    df = pd.DataFrame(rows)
    if df.empty:
        return df
    marks = book.marks(rows)
    df["used_for_the_price"] = [marks.get(i, "") for i in df["id"]]  # chosen, pinned or expired, by the one rule
    if currency:
        cur = fx.check(currency)
        c = cur.lower()

        def conv(v, src):
            if v is None or v != v or not src or src not in fx.rates:
                return float("nan")
            return fx.convert(float(v), src, cur)

        df[f"price_min_{c}"] = [conv(v, s) for v, s in zip(df["price_min"], df["currency"], strict=True)]
        df[f"price_max_{c}"] = [conv(v, s) for v, s in zip(df["price_max"], df["currency"], strict=True)]
    return df


def glossary() -> pd.DataFrame:
    """The terms the window explains (MFU, goodput, PUE, TP, PP, ZeRO, ...) with what each means."""
    return pd.DataFrame([{"key": t.key, "term": tr(t.term), "meaning": tr(t.meaning)} for t in TERMS])
