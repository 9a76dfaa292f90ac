"""A quad-GH200 node in the catalog, and the scale-out network a user gives (--network-gbps; est211, issue 20)."""

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate import Settings, estimate
from gpucompare.core.workloads import custom_workload
from gpucompare.errors import BadArgument

CAT = bundled_catalog()


def test_the_quad_gh200_node_is_a_device_of_its_own_with_its_sources():
    d = CAT.resolve("GH200 NVL4")
    assert d.id == "nvidia-gh200-nvl4-96gb" and d.family == "nvidia-hopper"
    # JSC's JUPITER page: 96 GB HBM3 at 4 TB/s, 300 GB/s between each pair of the 4 GPUs (900 over three peers),
    # one NDR200 per GPU; 680 W a superchip
    for key, want in (
        ("memory_gb", 96),
        ("memory_bw_gbs", 4000),
        ("scaleup_gbs", 900),
        ("scaleup_domain", 4),
        ("scaleout_gbps", 200),
        ("tdp_w", 680),
        ("bf16_tflops", 989.4),
        ("fp8_tflops", 1978.9),
    ):
        assert d.get(key) == pytest.approx(want), key
    assert "fz-juelich.de" in d.source and d.source_date and d.confidence == "datasheet"
    # the bare name stays the single 144 GB superchip the validation rows name
    assert CAT.resolve("GH200").id == "nvidia-gh200"


def test_a_tensor_parallel_group_of_four_stays_in_the_node():
    d = CAT.resolve("GH200 NVL4")
    w = custom_workload(70e9, 1e11)
    e = estimate(d, w, 16, Settings(precision="bf16", tp=4, pp=1))
    assert e.inputs["scaleup_domain"] == 4 and "scaleup_assumed" not in e.flags
    # TP 4 on the NVLink mesh: 4 x 900 GB/s is not the network; the same run on the 144 GB superchip, which the
    # catalog gives no scale-up link, talks over its network
    single = estimate(CAT.resolve("GH200"), w, 16, Settings(precision="bf16", tp=4, pp=1))
    assert e.comm_breakdown_s_per_step["tensor_parallel"] < single.comm_breakdown_s_per_step["tensor_parallel"]


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
