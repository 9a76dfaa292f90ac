"""`gpucompare catalog update`: an edited Epoch AI CSV goes through with a correct preview, lands in the workspace's
base layer, and no curated value is lost."""

import csv
import io
import json

import pytest

from gpucompare.cli import run
from gpucompare.core.catalog import bundled_catalog
from gpucompare.paths import data_file
from gpucompare.store import Workspace


def edited_epoch(tmp_path):
    with open(data_file("epoch_ml_hardware.csv"), newline="", encoding="utf-8") as fh:
        reader = csv.DictReader(fh)
        cols, rows = reader.fieldnames, list(reader)
    for r in rows:
        if r["Hardware name"] == "NVIDIA B200":
            r["TDP (W)"] = "1200"  # the curated row says 1000: the curated value stays
        if r["Hardware name"] == "NVIDIA L4":
            r["TDP (W)"] = "75"  # Epoch-only value: changes
    rows = [r for r in rows if r["Hardware name"] != "NVIDIA GeForce GTX 280"]
    new = {c: "" for c in cols}
    new.update(
        {
            "Hardware name": "Acme Z1",
            "Manufacturer": "Acme",
            "Type": "GPU",
            "Release date": "2026-06-01",
            "Tensor-FP16/BF16 performance (FLOP/s)": "2.0e15",
            "Memory size per board (Byte)": "2.88e11",
            "Link to datasheet": "https://acme.example/z1.pdf",
        }
    )
    rows.append(new)
    buf = io.StringIO()
    w = csv.DictWriter(buf, cols)
    w.writeheader()
    w.writerows(rows)
    path = tmp_path / "ml_hardware.csv"
    path.write_text(buf.getvalue(), encoding="utf-8")
    return path


def test_dry_run_previews_added_changed_removed_with_values(tmp_path, capsys):
    src = edited_epoch(tmp_path)
    home = str(tmp_path / "ws")
    assert run(["--home", home, "catalog", "update", str(src), "--dry-run", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert (doc["added"], doc["changed"], doc["removed"]) == (1, 2, 1) and doc["stored"] is None
    by_name = {c["name"]: c for c in doc["changes"]}
    assert by_name["Acme Z1"]["kind"] == "added" and by_name["Acme Z1"]["fields"]["bf16_tflops"]["new"] == 2000
    assert by_name["NVIDIA L4"]["fields"]["tdp_w"] == {"old": 72.0, "new": 75.0}
    assert by_name["NVIDIA B200"]["curated_value_kept"] == ["tdp_w"]
    assert by_name["NVIDIA GeForce GTX 280"]["kind"] == "removed"
    with Workspace(home) as ws:  # nothing stored
        assert "acme-z1" not in ws.catalog().by_id


def test_update_applies_to_the_base_layer_without_losing_curated_values(tmp_path, capsys):
    src = edited_epoch(tmp_path)
    home = str(tmp_path / "ws")
    before = bundled_catalog()
    assert run(["--home", home, "catalog", "update", str(src)]) == 0
    out = capsys.readouterr().out
    assert "1 added, 2 changed, 0 renamed, 1 removed" in out and "+ Acme Z1" in out
    with Workspace(home) as ws:
        cat = ws.catalog()
    assert cat["acme-z1"].get("bf16_tflops") == 2000 and cat["acme-z1"].layer == "epoch"
    assert cat["nvidia-l4"].get("tdp_w") == 75
    assert "nvidia-geforce-gtx-280" not in cat.by_id
    b200 = cat["nvidia-b200"]
    assert b200.get("tdp_w") == 1000 and b200.conflicts_of("tdp_w")[0].other == 1200
    for d in before.devices:  # every curated value survives
        if d.layer == "curated" and d.id in cat.by_id:
            for key, v in d.values.items():
                if d.value_source(key).layer == "curated" and v == v:
                    assert cat[d.id].get(key) == v, (d.id, key)
    assert len(bundled_catalog()) == len(before)  # the bundled snapshot still serves elsewhere


def test_a_file_that_is_not_an_epoch_csv_changes_nothing(tmp_path, capsys):
    bad = tmp_path / "prices.csv"
    bad.write_text("model,price\nH100,30000\n", encoding="utf-8")
    assert run(["--home", str(tmp_path / "ws"), "catalog", "update", str(bad)]) == 1
    err = capsys.readouterr().err
    assert "not an Epoch AI hardware CSV" in err and err.count("\n") == 1


def test_offline_url_keeps_the_snapshot(tmp_path, capsys):
    assert run(["--home", str(tmp_path / "ws"), "catalog", "update", "http://127.0.0.1:9/ml_hardware.csv"]) == 1
    assert "nothing was changed" in capsys.readouterr().err
    with Workspace(str(tmp_path / "ws")) as ws:
        assert len(ws.catalog()) == len(bundled_catalog())


@pytest.mark.parametrize("argv", [["catalog"], ["catalog", "update"]])
def test_catalog_needs_its_arguments(argv, capsys):
    assert run(argv) == 2


def test_a_damaged_stored_copy_falls_back_to_the_snapshot(tmp_path):
    from gpucompare.core.catalog import EPOCH_WORKSPACE_FILE

    home = tmp_path / "ws"
    with Workspace(str(home)) as ws:
        target = ws.dir.joinpath(*EPOCH_WORKSPACE_FILE)
        target.parent.mkdir(parents=True)
        target.write_bytes(b'Hardware name,"unterminated\n' + b"x" * 200_000)
        assert len(ws.catalog()) == len(bundled_catalog())


def test_an_oversized_cell_is_refused_with_a_reason(tmp_path, capsys):
    path = tmp_path / "big.csv"
    head = "Hardware name,Manufacturer,Tensor-FP16/BF16 performance (FLOP/s),Link to datasheet\n"
    path.write_text(head + '"' + "A" * 300_000 + '",x,1,https://x\n', encoding="utf-8")
    assert run(["--home", str(tmp_path / "ws"), "catalog", "update", str(path), "--dry-run"]) == 1
    assert "not a readable CSV" in capsys.readouterr().err
