"""Every device reaches the estimator's utilization row of its own architecture: one mapping from maker, name and
architecture to the family keys of data/utilization.csv, for the Epoch rows, the curated rows and custom devices."""

import csv

import pytest

from gpucompare.core.catalog import bundled_catalog, device_from_row
from gpucompare.core.estimate import Settings, estimate, utilization_key, utilization_table
from gpucompare.core.families import GENERIC, estimator_family
from gpucompare.core.workloads import custom_workload
from gpucompare.paths import data_file

#: makers the mapping knows: a training part of theirs never falls to the generic row
KNOWN_MAKERS = (
    "NVIDIA",
    "AMD",
    "Google",
    "Intel",
    "AWS",
    "Huawei",
    "Cambricon",
    "Biren",
    "Moore Threads",
    "MetaX",
    "Kunlunxin",
    "Hygon",
    "Iluvatar",
    "Alibaba",
    "Microsoft",
    "Tesla",
)


@pytest.fixture(scope="module")
def catalog():
    return bundled_catalog()


def training(catalog):
    return [d for d in catalog.devices if d.is_training_device]


def test_every_training_device_has_a_family_of_the_utilization_table(catalog):
    keys = set(utilization_table())
    devices = training(catalog)
    assert len(devices) >= 80
    missing = [(d.id, d.family) for d in devices if d.family not in keys]
    assert not missing


def test_no_training_device_of_a_known_maker_falls_to_generic(catalog):
    generic = [d for d in training(catalog) if d.family == GENERIC]
    known = [(d.id, d.vendor) for d in generic if any(m.lower() in d.vendor.lower() for m in KNOWN_MAKERS)]
    assert not known
    # what is left is general-purpose HPC silicon with no AI-training family (Sunway, PEZY)
    assert {d.vendor for d in generic} <= {"Sunway", "PEZY"}


@pytest.mark.parametrize(
    ("name", "key"),
    [
        # TPU generations are families of their own (each its software stack's age); TPU7x by its own row since its
        # runs were published, so the other TPUs (v4i, v1) keep the unseen-family assumption
        ("TPU v3", "google-tpu-v3"),
        ("TPU v2", "google-tpu-v2"),
        ("TPU v6e", "google-tpu-v6e"),
        ("TPU7x", "google-tpu7x-ironwood"),
        ("google-tpu-v4i", "google-tpu"),
        ("TPU v4", "google-tpu-v4"),
        ("TPU v5p", "google-tpu-v5p"),
        ("B300", "nvidia-blackwell"),
        ("GB300", "nvidia-blackwell"),
        ("B100", "nvidia-blackwell"),
        ("H20", "nvidia-hopper"),  # compute cut, but utilization is a fraction of its own peak
        ("GH200", "nvidia-hopper"),
        ("Tesla V100S PCIe 32 GB", "nvidia-volta"),
        ("Tesla V100 SXM3 32 GB", "nvidia-volta"),
        ("MI355X", "amd-cdna4"),
        ("MI350X", "amd-cdna4"),
        ("Tesla P100 SXM2", "nvidia-pascal"),
        ("MI300A", "amd-cdna"),
        ("MI300X", "amd-mi300x"),
        ("Trainium3", "aws-trainium"),
        ("Gaudi2", "intel-gaudi2"),
        ("Gaudi 3", "intel-gaudi"),
        ("Ascend 910B", "huawei-ascend"),
        ("Ascend 910A", "huawei-ascend-910"),  # the first generation apart from the 910B/C
        ("MLU370-X8", "cambricon-mlu"),
        ("K100_AI", "hygon-dcu"),
        ("L40", "nvidia-ada"),
        ("RTX 5090", "nvidia-blackwell-consumer"),
    ],
)
def test_parts_reach_their_architecture_row(catalog, name, key):
    d = catalog.resolve(name)
    assert utilization_key(d.id, d.family) == key


def test_the_curated_family_column_is_what_the_mapping_gives():
    with open(data_file("devices.csv"), newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    keys = set(utilization_table())
    for r in rows:
        if not (r["vendor"] or r["model"]):  # a row that only adds a role to an Epoch row
            assert r["family"] == ""
            continue
        assert r["family"] in keys, (r["id"], r["family"])
        mapped = estimator_family(r["vendor"], f"{r['model']} {r['variant']}", r["architecture"], r["category"])
        assert mapped == r["family"], (r["id"], r["family"], mapped)


def test_rows_without_a_published_figure_say_they_are_assumptions():
    from gpucompare.core.estimate import load_params

    prm = load_params()
    global_u = prm.gemm_utilization * prm.unseen_family_factor  # what a family the fit has not seen gets
    for key, row in utilization_table().items():
        if row["published"] == "no":
            assert row["source"].startswith("assumption"), key
            assert "assumption" in row["notes"].lower(), key
            assert float(row["utilization"]) == pytest.approx(global_u, abs=0.001), key
        if row["fitted"] == "own":  # a family of its own only where its published runs support one
            assert row["published"] == "yes", key
    # MetaX has had a FlagPerf run in the table since blind set 14
    for key in ("cambricon-mlu", "biren", "moorethreads-musa", "kunlunxin", "hygon-dcu", "generic"):
        assert utilization_table()[key]["published"] == "no"


def test_a_free_text_family_in_a_custom_device_is_mapped():
    row = {"id": "my-h20", "vendor": "NVIDIA", "model": "H20", "architecture": "Hopper", "family": "Hopper"}
    assert device_from_row(row, custom=True).family == "nvidia-hopper"
    # a device the mapping does not know keeps a family it names only if that is a key of the table
    assert device_from_row({"id": "x", "vendor": "custom", "model": "X1", "family": "nvidia-ampere"}).family == (
        "nvidia-ampere"
    )
    assert device_from_row({"id": "y", "vendor": "custom", "model": "Y1", "family": "Hopper-ish"}).family == GENERIC
    # a hostile cell is bounded and still answered
    assert estimator_family("NVIDIA", "H" * 100_000) == GENERIC


def test_estimates_use_the_family_figure_and_name_the_assumption(catalog):
    w = custom_workload(7e9, 1e11)
    s = Settings(precision="bf16")
    tpu_v3 = estimate(catalog.resolve("TPU v3"), w, 64, s)  # a generation with published runs of its own
    assert any("the Google TPU v3 value" in a and "assumption" not in a for a in tpu_v3.assumptions)
    assert "generic_family" not in tpu_v3.flags
    tpu7 = estimate(catalog.resolve("google-tpu-v4i"), w, 64, s)  # a generation without: named, a generic assumption
    assert any("other Google TPUs" in a and "generic assumption" in a for a in tpu7.assumptions)
    assert "generic_family" in tpu7.flags
    mlu = estimate(catalog.resolve("MLU370-X8"), w, 64, s)
    assert any("a generic assumption" in a and "Cambricon MLU" in a for a in mlu.assumptions)  # named, never the key
    assert not any("cambricon-mlu" in a for a in mlu.assumptions) and "generic_family" in mlu.flags
    h20 = estimate(catalog.resolve("H20"), w, 64, s)
    h100 = estimate(catalog.resolve("H100 SXM"), w, 64, s)
    # same family figure of a much smaller peak: the H20 takes several times as long
    assert h20.wall_days > 4 * h100.wall_days
