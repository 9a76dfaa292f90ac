"""A device name that names a family, not one variant ('A100', 'H100', 'V100'), for an estimate.

The catalog will not pick a variant for such a name (`Catalog.resolve` refuses it, as a price sheet needs the exact
part). An estimate can still be made: the name is read as the family's variants (every device of the catalog whose
model the name spells and whose form factor and memory size the name allows: the catalog's own data, no list here),
the estimate is made for each variant, the point is the family's usual training variant (`usual_variant`, a stated
rule over the catalog's fields), the band is widened to span every variant's band, and the first line says which
variant was assumed and that the band spans the variants (`spanned`, one function for the command line, its JSON,
the window and the report: each face gets the device from `resolve_named` and the estimate from `estimate()`).

A name that resolves to one device (a family with one variant, or a default alias such as 'H800' for the SXM part)
resolves as before, without widening; a name that matches no family (nothing, or several models: '910' spells the
910B and the 910C) is refused as before.
"""

from __future__ import annotations

from dataclasses import replace

from gpucompare.core.catalog import Catalog, Device, NamedFamily, tokens


def family_variants(catalog: Catalog, text: str) -> list[Device]:
    """The variants a name names when it names one model's family: the catalog reads it as several variants
    ('ambiguous') and every one of them is the same model (their model words agree); [] for any other name."""
    m = catalog.match(text)
    if m.device_id is not None or m.how != "ambiguous" or len(m.candidates) < 2:
        return []
    devs = [catalog[c] for c in m.candidates]
    models = {"".join(tokens(d.model)) for d in devs}
    return devs if len(models) == 1 and "" not in models else []


def is_module(d: Device) -> bool:
    """A server-module part (SXM, OAM, a chip or module) rather than a PCIe card: the catalog's form factor."""
    return not (d.form_factor or d.variant).strip().lower().startswith("pcie")


def usual_variant(variants: list[Device]) -> Device:
    """The family's usual training variant, by a rule over the catalog's fields: a server-module part before a
    PCIe card (the 8-way training servers a family's published runs use, DGX/HGX and OAM boards, take the module
    part), then the most memory (the later, larger part replaced the first in those servers: DGX A100 640GB,
    DGX-2's V100 32GB), then catalog order. A100 -> SXM4 80GB, H100 -> SXM5 80GB, V100 -> SXM2 32GB."""

    def key(ix: tuple[int, Device]):
        i, d = ix
        mem = d.get("memory_gb")
        return (0 if is_module(d) else 1, -(mem if mem == mem else 0.0), i)

    return min(enumerate(variants), key=key)[1]


def resolve_named(catalog: Catalog, text: str) -> Device:
    """The device an estimate is made for: the one a name means (`Catalog.resolve`), or, for a name that names a
    family of several variants, its usual training variant carrying the family (`Device.named_family`), which
    `estimate()` reads to estimate every variant and span the band. Any other name is refused as `resolve` refuses it."""
    variants = family_variants(catalog, text)
    if not variants:
        return catalog.resolve(text)
    usual = usual_variant(variants)
    return replace(usual, named_family=NamedFamily(text=text.strip(), variants=tuple(variants)))


def spanned(point, device: Device, others: list, named: NamedFamily):
    """The point estimate (the usual variant's) with its band widened to span every variant's band (each end the
    lowest low and the highest high among the variants that fit, wall-clock and steady state alike), the family said
    first, flagged `family_named`, and `family` in its fields: the name, the variant assumed, each variant's
    estimate. `others` holds (device, estimate) for the other variants."""
    from gpucompare.core.estimate import assumptions as say
    from gpucompare.core.estimate.results import build_rows

    every = [(device, point), *others]
    fitting = [(d, e) for d, e in every if e.status == "ok"]
    band = dict(point.band)
    if point.status == "ok":
        for end, pick in (("low", min), ("high", max)):
            for what in ("wall_days", "steady_days"):
                key = f"{what}_{end}"
                band[key] = pick(e.band[key] for _, e in fitting)
        band["p10"], band["p90"] = (band["wall_days_low"] / point.wall_days, band["wall_days_high"] / point.wall_days)
        band["steady_p10"] = band["steady_days_low"] / point.steady_days
        band["steady_p90"] = band["steady_days_high"] / point.steady_days
        band["drivers"] = [*point.band["drivers"], say.band_family(len(fitting), len(every))]
    band["spans_variants"] = [d.id for d, _ in fitting] if point.status == "ok" else []
    unfit = [d for d, e in every if e.status != "ok"]
    first = say.family_named(named.text, device, list(named.variants), unfit, point.status == "ok")
    old_band = say.band(point.band)
    assumptions = [first, *(say.band(band) if a == old_band else a for a in point.assumptions)]
    family = {
        "named": named.text,
        "assumed": device.id,
        "rule": "usual_variant",
        "band_spans_variants": point.status == "ok",
        "variants": [
            {
                "device_id": d.id,
                "name": d.name,
                "status": e.status,
                "wall_days": e.wall_days,
                "steady_days": e.steady_days,
                "wall_days_low": e.band["wall_days_low"],
                "wall_days_high": e.band["wall_days_high"],
            }
            for d, e in every
        ],
    }
    e = replace(
        point,
        band=band,
        assumptions=assumptions,
        missing=[first, *point.missing],
        flags=[*point.flags, "family_named"],
        family=family,
    )
    e.results = [row.to_json() for row in build_rows(e)]
    return e
