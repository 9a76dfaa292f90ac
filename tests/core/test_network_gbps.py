"""The scale-out network a user gives (--network-gbps; est211, issue 20)."""

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate import Settings, estimate
from gpucompare.core.workloads import custom_workload
from gpucompare.errors import BadArgument

CAT = bundled_catalog()


def test_network_gbps_replaces_the_catalogs_scale_out_and_is_said():
    d = CAT.resolve("H100 SXM5 80GB")
    w = custom_workload(1.3e9, 2e10)
    kw = dict(precision="bf16", tp=1, pp=1, zero=1, micro_batch=4)
    fast = estimate(d, w, 64, Settings(**kw))
    slow = estimate(d, w, 64, Settings(**kw, network_gbps=25))
    assert fast.inputs["scaleout_gbps"] == 400 and slow.inputs["scaleout_gbps"] == 25
    # data parallelism over 8 servers: the gradients' all-reduce crosses a network 16 times slower
    assert (
        slow.comm_breakdown_s_per_step["data_parallel_exposed"]
        > fast.comm_breakdown_s_per_step["data_parallel_exposed"]
    )
    assert slow.wall_days > fast.wall_days
    said = [a for a in slow.assumptions if a.startswith("Scale-out network as given")]
    assert len(said) == 1 and "25 Gb/s" in said[0] and "400 Gb/s" in said[0]
    with pytest.raises(BadArgument, match="--network-gbps"):
        estimate(d, w, 64, Settings(**kw, network_gbps=0))
