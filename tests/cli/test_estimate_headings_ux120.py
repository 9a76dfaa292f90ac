"""`estimate`'s text output names each device once (ux120): its results heading, its cost column, its capital
outlay and its assumptions all say the one name the window's columns use ('H20 SXM 96GB', 'Ascend 910B OAM 64GB'),
never the catalog's long name ('NVIDIA H20 SXM 96GB (HGX H20)', 'Huawei Ascend 910B 64GB') above a table that calls
the same device otherwise."""

from gpucompare.cli import run
from gpucompare.core.catalog import layered_catalog
from gpucompare.core.compare import column_name


def test_every_heading_names_a_device_as_its_cost_column_does(capsys, tmp_path):
    argv = ["--home", str(tmp_path / "home"), "estimate", "--count", "16", "--params", "14B", "--tokens", "2B"]
    argv += ["--finetune", "full", "--device", "H20:buy", "--device", "Ascend 910B:buy"]
    assert run(argv) == 0
    out = capsys.readouterr().out
    cat = layered_catalog()
    for did in ("nvidia-h20-96gb", "huawei-ascend-910b"):
        d = cat[did]
        name = column_name(d)
        assert f"on 16 x {name} (BF16, full fine-tune)" in out
        assert f"Capital outlay of {name}, bought" in out and f"Assumptions for {name}:" in out
        assert f"x {d.display_name} (" not in out and f"Assumptions for {d.display_name}" not in out
