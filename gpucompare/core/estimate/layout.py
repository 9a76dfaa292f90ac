"""The layout search: the fastest (TP, PP, interleaving, EP, ZeRO, recompute) that fits in memory and gives a
pipeline enough micro-batches, found in one vectorised sweep. Fields the user fixed stay fixed."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from gpucompare.core.estimate.sweep import sweep

RECOMPUTE = {"none": 0, "selective": 1, "full": 2}
TP_CHOICES = (1, 2, 4, 8, 16)
PP_CHOICES = (1, 2, 4, 8, 16, 32, 64)
VPP_CHOICES = (1, 2, 4, 8)
EP_CHOICES = (1, 2, 4, 8, 16, 32, 64)


@dataclass(frozen=True)
class Layout:
    tp: int
    pp: int
    vpp: int
    ep: int
    zero: int
    recompute: str
    fits: bool
    enough_micro_batches: bool


def candidates(
    count: int, domain: int, layers: int, transformer: bool, moe: bool, fixed: dict
) -> list[tuple[int, int, int, int, int, str]]:
    """Every (tp, pp, vpp, ep, zero, recompute) worth trying; `fixed` holds the ones the user gave."""

    def pick(key, choices):
        return [fixed[key]] if fixed.get(key) is not None else list(choices)

    tps = pick("tp", [t for t in TP_CHOICES if t <= max(1, min(domain, count))] if transformer else [1])
    pps = pick("pp", [p for p in PP_CHOICES if p <= max(1, layers)] if transformer else [1])
    vpps = pick("vpp", VPP_CHOICES if transformer else [1])
    eps = pick("ep", EP_CHOICES if moe else [1])
    zeros = pick("zero", [1, 3])
    recs = pick("recompute", ["selective", "full"])
    out = []
    for t in tps:
        for p in pps:
            if count % (t * p):
                continue
            dp = count // (t * p)
            for v in vpps:
                if fixed.get("vpp") is None and (v > 1 and (p == 1 or p * v > layers)):
                    continue
                for e in eps:
                    if dp % e:
                        continue
                    out.extend((t, p, v, e, z, r) for z in zeros for r in recs)
    return out


def search(arr: dict, count: int, transformer: bool, moe: bool, fixed: dict) -> Layout:
    """The fastest candidate that fits and has enough micro-batches; else the fastest that fits; else the one that
    comes closest to fitting."""
    domain = int(arr["scaleup_domain"]) or 1
    layers = int(arr["layers"]) if transformer and not math.isnan(arr["layers"]) else 1
    grid = candidates(count, domain, layers, transformer, moe, fixed)
    if not grid:
        grid = [
            (
                fixed.get("tp") or 1,
                fixed.get("pp") or 1,
                fixed.get("vpp") or 1,
                fixed.get("ep") or 1,
                1 if fixed.get("zero") is None else fixed["zero"],
                fixed.get("recompute") or "selective",
            )
        ]
    cols = np.array([(t, p, v, e, z, RECOMPUTE[r]) for t, p, v, e, z, r in grid], dtype=float).T
    out = sweep(
        **{**arr, "tp": cols[0], "pp": cols[1], "vpp": cols[2], "ep": cols[3], "zero": cols[4], "recompute": cols[5]}
    )
    fits = np.broadcast_to(out["fits_in_memory"], cols[0].shape)
    enough = np.broadcast_to(out["enough_micro_batches"], cols[0].shape)
    days = np.broadcast_to(out["wall_days"], cols[0].shape)
    if (fits & enough).any():
        i = int(np.argmin(np.where(fits & enough, days, np.inf)))
    elif fits.any():
        i = int(np.argmin(np.where(fits, days, np.inf)))
    else:
        i = int(np.argmin(np.broadcast_to(out["memory_bytes"], cols[0].shape)))
    t, p, v, e, z, r = grid[i]
    return Layout(t, p, v, e, z, r, bool(fits[i]), bool(enough[i]))
