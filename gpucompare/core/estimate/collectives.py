"""The one collective-cost helper every parallel term uses: the time of a ring all-reduce, all-gather,
reduce-scatter, all-to-all or point-to-point send of a payload over a group, on the link chosen once per group
(the scale-up link while the group fits in one scale-up domain, else the scale-out network).

Ring algorithms (Patarasuk and Yuan 2009, "Bandwidth optimal all-reduce algorithms for clusters of workstations",
J. Parallel Distrib. Comput. 69(2)): an all-reduce sends 2(g-1)/g of the payload per rank, an all-gather or a
reduce-scatter (g-1)/g, an all-to-all (g-1)/g of what each rank holds; a send moves it once. NCCL's collectives use
the same volumes (github.com/NVIDIA/nccl-tests, doc/PERFORMANCE.md, "bus bandwidth").
"""

from __future__ import annotations

import numpy as np

#: the share of the payload each rank puts on the wire, as a function of the group size g
_SHARE = {
    "all_reduce": lambda g: 2.0 * (g - 1.0) / g,
    "all_gather": lambda g: (g - 1.0) / g,
    "reduce_scatter": lambda g: (g - 1.0) / g,
    "all_to_all": lambda g: (g - 1.0) / g,
    "send": lambda g: np.ones_like(g),
}
KINDS = tuple(_SHARE)


def link_bytes_s(span, domain, scaleup_bytes_s, scaleout_bytes_s):
    """The link a group talks over, chosen once: the scale-up link when the `span` of devices the group covers fits
    in one scale-up domain, else the scale-out network (bytes per second, one direction)."""
    f = np.float64
    return np.where(np.asarray(span, f) <= np.asarray(domain, f), scaleup_bytes_s, scaleout_bytes_s)


def collective_s(kind: str, group, payload_bytes, link, latency_s, count=1.0):
    """Seconds for `count` collectives of `kind` over a group of `group` ranks, each moving `payload_bytes` (the
    whole buffer one rank holds), at `link` bytes per second (never zero: a group that has no link has one member)
    with `latency_s` per collective. Zero for a group of one (a send needs two stages, which its caller says through
    `count`)."""
    f = np.float64
    g = np.maximum(np.asarray(group, f), 1.0)
    if kind == "send":
        scale = np.asarray(count, f)
    else:
        scale = np.asarray(count, f) * (g > 1.0)
    return scale * (np.asarray(latency_s, f) + _SHARE[kind](g) * (np.asarray(payload_bytes, f) / link))


def exposed_s(comm_s, overlap, hide_s):
    """What compute cannot hide: at least (1 - overlap) of the communication, and all of what exceeds the compute
    it could hide behind (`hide_s`)."""
    f = np.float64
    comm_s = np.asarray(comm_s, f)
    return np.maximum(comm_s * (1.0 - np.asarray(overlap, f)), comm_s - np.asarray(hide_s, f))
