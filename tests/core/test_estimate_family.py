"""A family's name for an estimate ('A100', 'H100', 'V100'): its variants from the catalog, the usual training
variant as the point, the band spanning every variant's band, said first (core.estimate.family, est136)."""

from __future__ import annotations

import json
import math

import pytest

from gpucompare.cli import run
from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate import Settings, estimate
from gpucompare.core.estimate.family import family_variants, resolve_named, usual_variant
from gpucompare.core.workloads import custom_workload
from gpucompare.errors import BadArgument

CAT = bundled_catalog()
A100 = ["nvidia-a100-sxm4-40gb", "nvidia-a100-sxm4-80gb", "nvidia-a100-pcie-40gb", "nvidia-a100-pcie-80gb"]


def test_a_family_name_reads_as_every_variant_of_its_model_from_the_catalog():
    assert [d.id for d in family_variants(CAT, "A100")] == A100
    assert {d.model for d in family_variants(CAT, "H100")} == {"H100"} and len(family_variants(CAT, "H100")) == 3
    assert len(family_variants(CAT, "V100")) == 4
    assert [d.id for d in family_variants(CAT, "A100 80GB")] == ["nvidia-a100-sxm4-80gb", "nvidia-a100-pcie-80gb"]
    # one device (a default alias, a full name) is itself; two models ('910': 910B, 910C) or none are refused
    h800 = resolve_named(CAT, "H800")
    assert h800.id == "nvidia-h800-sxm5-80gb" and h800.named_family is None
    assert resolve_named(CAT, "A100 PCIe 40GB").named_family is None
    for name in ("910", "Z9000"):
        with pytest.raises(BadArgument):
            resolve_named(CAT, name)


def test_the_usual_training_variant_is_a_module_part_then_the_most_memory():
    assert usual_variant(family_variants(CAT, "A100")).id == "nvidia-a100-sxm4-80gb"
    assert usual_variant(family_variants(CAT, "H100")).id == "nvidia-h100-sxm5-80gb"
    assert usual_variant(family_variants(CAT, "V100")).id == "nvidia-v100-sxm2-32gb"
    # PCIe cards only: the most memory
    assert usual_variant([CAT["nvidia-a100-pcie-40gb"], CAT["nvidia-a100-pcie-80gb"]]).id == "nvidia-a100-pcie-80gb"
    d = resolve_named(CAT, "A100")
    assert d.id == "nvidia-a100-sxm4-80gb" and [v.id for v in d.named_family.variants] == A100


def test_the_band_spans_every_variants_band_by_hand():
    """Each variant estimated by its own name; the family's band is the lowest low and the highest high of them,
    the point the SXM4 80GB's own estimate, p10/p90 those ends over the point."""
    w = custom_workload(7e9, 10e9)
    own = {i: estimate(CAT[i], w, 8, Settings()) for i in A100}
    e = estimate(resolve_named(CAT, "A100"), w, 8, Settings())
    point = own["nvidia-a100-sxm4-80gb"]
    assert e.wall_days == point.wall_days and e.device_id == "nvidia-a100-sxm4-80gb"
    lo = min(o.band["wall_days_low"] for o in own.values())
    hi = max(o.band["wall_days_high"] for o in own.values())
    assert e.band["wall_days_low"] == lo and e.band["wall_days_high"] == hi
    assert e.band["steady_days_high"] == max(o.band["steady_days_high"] for o in own.values())
    assert math.isclose(e.band["p10"], lo / point.wall_days) and math.isclose(e.band["p90"], hi / point.wall_days)
    # wider than the point's own (the PCIe 40GB part is slower), never narrower
    assert hi > point.band["wall_days_high"] and lo <= point.band["wall_days_low"]
    assert sorted(e.band["spans_variants"]) == sorted(A100)
    assert "spans the bands of 4 of the family's 4 variants" in str(e.band["drivers"][-1])


def test_the_first_line_says_the_family_the_variant_assumed_and_the_span():
    e = estimate(resolve_named(CAT, "A100"), custom_workload(7e9, 10e9), 8, Settings())
    first = str(e.assumptions[0])
    assert first == str(e.missing[0])
    assert first.startswith("'A100' names a family of 4 variants")
    assert "assumes A100 SXM4 80GB" in first and "band spans every variant's band" in first
    assert "family_named" in e.flags
    wall = next(r for r in e.results if r["key"] == "wall_days")
    assert wall["basis"] == "generic" and "names a family" in wall["note"]
    # the assumptions' band sentence is the spanned band's
    assert any(str(a).startswith("Band ") and "spans the bands of 4" in str(a) for a in e.assumptions)


def test_a_variant_that_does_not_fit_is_left_out_of_the_band_and_named():
    """A 25B full fine-tune on 8 devices: 16 bytes per parameter need ~50 GB a device under ZeRO-3 before
    activations, so the 40GB parts do not fit and the band spans the two 80GB parts."""
    w = custom_workload(25e9, 1e9)
    e = estimate(resolve_named(CAT, "A100"), w, 8, Settings(finetune="full"))
    assert sorted(e.band["spans_variants"]) == ["nvidia-a100-pcie-80gb", "nvidia-a100-sxm4-80gb"]
    assert "A100 SXM4 40GB, A100 PCIe 40GB would not fit in memory: left out" in str(e.missing[0])
    pcie80 = estimate(CAT["nvidia-a100-pcie-80gb"], w, 8, Settings(finetune="full"))
    assert e.band["wall_days_high"] == max(pcie80.band["wall_days_high"], e.family["variants"][0]["wall_days_high"])


def test_the_json_fields(capsys):
    argv = ["estimate", "--device", "A100", "--count", "8", "--params", "7B", "--tokens", "10B", "--json"]
    assert run(argv) == 0
    doc = json.loads(capsys.readouterr().out)
    fam = doc["family"]
    assert fam["named"] == "A100" and fam["assumed"] == "nvidia-a100-sxm4-80gb" and fam["band_spans_variants"]
    assert [v["device_id"] for v in fam["variants"]][0] == "nvidia-a100-sxm4-80gb"
    assert sorted(v["device_id"] for v in fam["variants"]) == sorted(A100)
    assert all(v["status"] == "ok" and v["wall_days_low"] < v["wall_days"] for v in fam["variants"])
    assert doc["band"]["wall_days_low"] == min(v["wall_days_low"] for v in fam["variants"])
    assert doc["band"]["wall_days_high"] == max(v["wall_days_high"] for v in fam["variants"])
    assert "family_named" in doc["flags"] and doc["missing"][0].startswith("'A100' names a family")
    # a variant named as itself carries no family
    assert run([*argv[:2], "A100 SXM4 80GB", *argv[3:]]) == 0
    assert json.loads(capsys.readouterr().out)["family"] is None


def test_the_command_line_says_it_before_any_number(capsys):
    assert run(["estimate", "--device", "H100", "--count", "8", "--params", "7B", "--tokens", "10B"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "8 x H100 SXM5 80GB" in lines[0]
    assert lines[1].startswith("  ! 'H100' names a family of 3 variants")
