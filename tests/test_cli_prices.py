"""`gpucompare prices update|list|voucher` end to end on real SkyPilot catalog rows."""

import json
from pathlib import Path

from gpucompare.cli import run
from gpucompare.core import cloud_prices as cp

FIX = Path(__file__).parent / "fixtures" / "skypilot" / "v9"


def test_preview_then_apply_then_list(tmp_path, capsys):
    home = str(tmp_path / "ws")
    # the bundled snapshot was read from these very rows: nothing changes
    assert run(["--home", home, "prices", "update", str(FIX), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["applied"] is False and (doc["added"], doc["changed"], doc["removed"]) == (0, 0, 0)
    assert doc["unknown_accelerators"] == {"Lambda: RTX6000": 4} and doc["rows"] == 43
    # a newer catalog in which Nebius cut its H200 price
    new = tmp_path / "v9"
    for cloud in ("nebius", "lambda"):
        (new / cloud).mkdir(parents=True)
        (new / cloud / "vms.csv").write_text((FIX / cloud / "vms.csv").read_text().replace(",28.00,", ",25.60,"))
    assert run(["--home", home, "prices", "update", str(new), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    changed = {(c["instance"], c["old_usd_per_hour"], c["new_usd_per_hour"]) for c in doc["changes"]}
    assert ("gpu-h200-sxm_8gpu-128vcpu-1600gb", 28.0, 25.6) in changed
    assert not (Path(home) / "prices").exists()  # a preview stores nothing
    assert run(["--home", home, "prices", "update", str(new), "--apply", "--as-of", "2026-12"]) == 0
    out = capsys.readouterr().out
    assert "applied" in out and "Lambda" in out
    assert run(["--home", home, "prices", "voucher", "0.3", "--cap", "500000"]) == 0
    capsys.readouterr()
    assert run(["--home", home, "prices", "list", "--device", "H200 SXM 141GB", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    nebius = [p for p in doc["prices"] if p["provider"] == "Nebius" and p["purchase_model"] == "on-demand"]
    assert nebius and all(p["as_of"] == "2026-12" for p in nebius)
    p = nebius[0]
    assert p["usd_per_device_hour"] == 3.2 and p["cny_per_pflops_year"] > 0
    # Nebius lists in dollars: a compute voucher subsidises rents in yuan only (the cost model's rule too)
    assert p["cny_per_device_hour_after_voucher"] is None
    assert doc["voucher"] == {"fraction": 0.3, "cap_cny": 500000.0}
    cp.use_workspace(None)


def test_a_bad_file_is_one_line_and_exit_1(tmp_path, capsys):
    f = tmp_path / "aws" / "vms.csv"
    f.parent.mkdir()
    f.write_text("InstanceType,AcceleratorName,AcceleratorCount,Price,Region\np5,H100,8,lots,us\n")
    assert run(["--home", str(tmp_path / "ws"), "prices", "update", str(f)]) == 1
    err = capsys.readouterr().err
    assert "aws/vms.csv, row 2, column Price" in err and "Traceback" not in err
    assert run(["--home", str(tmp_path / "ws"), "prices", "update", str(f), "--as-of", "soon"]) == 2
    cp.use_workspace(None)
