"""The layout search: the fastest layout (TP, PP, interleaving, CP, EP, ZeRO, recompute, micro-batch) that fits in
memory and gives a pipeline enough micro-batches, found in one vectorised sweep over the candidates parallel.py
lists. Fields the user fixed stay fixed."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from gpucompare.core.estimate.parallel import RECOMPUTE, Layout, SearchContext, candidates, fallback
from gpucompare.core.estimate.sweep import sweep

__all__ = ["RECOMPUTE", "Layout", "Searched", "search"]


@dataclass(frozen=True)
class Searched:
    """The layout chosen, and whether it fits and feeds its pipeline."""

    layout: Layout
    fits: bool
    enough_micro_batches: bool
    #: the sweep's outputs at the chosen candidate (0-d arrays), so the chosen layout is not swept a second time;
    #: valid only for the inputs it was searched with (configuration.run uses it only then)
    row: dict | None = field(default=None, compare=False, repr=False)


def search(arr: dict, ctx: SearchContext, fixed: dict) -> Searched:
    """The fastest candidate that fits and has enough micro-batches; else the fastest that fits; else the one that
    comes closest to fitting."""
    grid = candidates(ctx, fixed)
    if not grid["tp"].size:
        grid = fallback(ctx, fixed)
    cols = {k: v for k, v in grid.items() if k != "dp"}
    out = sweep(**{**arr, **cols})
    shape = grid["tp"].shape
    fits = np.broadcast_to(out["fits_in_memory"], shape)
    enough = np.broadcast_to(out["enough_micro_batches"], shape)
    # a data-parallel replica takes whole sequences (context parallelism splits one within a replica): a layout with
    # more replicas than the global batch has sequences leaves some idle or splits a sequence it cannot split
    whole = grid["dp"] <= np.asarray(arr["batch_tokens"], float) / max(float(arr["seq_len"]), 1.0) + 1e-9
    if whole.any():
        enough = enough & whole
        fits = fits & whole
    days = np.broadcast_to(out["steady_days"], shape)
    if (fits & enough).any():
        i = int(np.argmin(np.where(fits & enough, days, np.inf)))
    elif fits.any():
        i = int(np.argmin(np.where(fits, days, np.inf)))
    else:
        # nothing fits: the valid layout that comes closest (one splitting a sequence across replicas is no layout,
        # and its memory must not make the run look as if it fitted)
        memory = np.broadcast_to(out["memory_bytes"], shape)
        i = int(np.argmin(np.where(whole, memory, np.inf))) if whole.any() else int(np.argmin(memory))
    return Searched(
        Layout.from_grid(grid, i), bool(fits[i]), bool(enough[i]), {k: _at(v, shape, i) for k, v in out.items()}
    )


def _at(v, shape: tuple, i: int):
    """Candidate i of a sweep output as a 0-d array (an output that does not vary over the candidates as it is)."""
    if v is None:
        return None
    a = np.asarray(v)
    if a.ndim == 0:
        return a
    return np.asarray(a[i] if a.shape == shape else np.broadcast_to(a, shape)[i])
