"""The one collective-cost helper every parallel term uses: the time of a ring all-reduce, all-gather,
reduce-scatter, all-to-all or point-to-point send of a payload over a group, on the link chosen once per group
(the scale-up link while the group fits in one scale-up domain, else the scale-out network).

Ring algorithms (Patarasuk and Yuan 2009, "Bandwidth optimal all-reduce algorithms for clusters of workstations",
J. Parallel Distrib. Comput. 69(2)): an all-reduce sends 2(g-1)/g of the payload per rank, an all-gather or a
reduce-scatter (g-1)/g, an all-to-all (g-1)/g of what each rank holds; a send moves it once. NCCL's collectives use
the same volumes (github.com/NVIDIA/nccl-tests, doc/PERFORMANCE.md, "bus bandwidth").

A group that spans several scale-up domains runs hierarchically (`hierarchical_s`): the ranks inside each domain
reduce-scatter on the fast link, the ranks at the same place in every domain exchange only their 1/k share of the
payload across the network (k = the group's ranks per domain), and each domain all-gathers the result on the fast
link again. NCCL does this with its tree and NVLS/CollNet (SHARP) algorithms (Hu et al. 2025, "Demystifying NCCL",
arXiv:2507.04786, sections 4-5; NVIDIA, "Doubling all2all/allreduce with NVLink SHARP", NCCL 2.12 blog, 2022), XLA
over the data-center network between TPU slices (Google Cloud, "Cloud TPU Multislice overview", 2023: data
parallelism across slices over DCN, the rest over ICI) and HCCL between 8-NPU servers (Huawei, HCCL "hierarchical
all-reduce", CANN documentation). Each rank then puts 2(k-1)/k of the payload on the fast link and 2(G-1)/G of 1/k
of it on the network (G domains), instead of 2(g-1)/g of all of it at the network's rate.
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


def hierarchical_s(kind: str, group, per_domain, payload_bytes, scaleup_link, scaleout_link, latency_s, count=1.0):
    """Seconds for `count` collectives of `kind` over `group` ranks of which `per_domain` share each scale-up domain:
    the collective inside each domain on `scaleup_link`, then across the G = group / per_domain domains on
    `scaleout_link` with 1/per_domain of the payload (one latency per phase that has more than one rank). A group
    inside one domain (per_domain >= group) is one collective on the scale-up link; one rank per domain is the flat
    collective on the network. All-reduce, all-gather and reduce-scatter split this way; an all-to-all or a send
    does not."""
    if kind not in ("all_reduce", "all_gather", "reduce_scatter"):
        raise ValueError(f"{kind} has no hierarchical form")
    f = np.float64
    g = np.maximum(np.asarray(group, f), 1.0)
    k = np.clip(np.floor(np.asarray(per_domain, f)), 1.0, g)
    across = g / k
    share = _SHARE[kind]
    # seconds per payload byte and the latencies on the group's shapes first (a layout's, not every configuration's),
    # then one pass over the payload: the sweep stays in milliseconds
    per_byte = share(k) / np.asarray(scaleup_link, f) + share(across) / (k * np.asarray(scaleout_link, f))
    latency = np.asarray(latency_s, f) * ((k > 1.0).astype(f) + (across > 1.0))
    return np.asarray(count, f) * (latency + np.asarray(payload_bytes, f) * per_byte)


def exposed_s(comm_s, overlap, hide_s):
    """What compute cannot hide: at least (1 - overlap) of the communication, and all of what exceeds the compute
    it could hide behind (`hide_s`)."""
    f = np.float64
    comm_s = np.asarray(comm_s, f)
    return np.maximum(comm_s * (1.0 - np.asarray(overlap, f)), comm_s - np.asarray(hide_s, f))
