"""A catalog update cannot remap or destroy: a row that shadows a curated name, a respelled row, a dropped row and a
swapped pair each leave every existing name, quote and saved comparison pointing where it pointed, or stop with a
conflict the user sees; a risky file needs a confirmation; every applied update rolls back exactly; two updates at
once both land, one after the other."""

import csv
import io
import json
import os
import subprocess
import sys

import pytest

from gpucompare.cli import run
from gpucompare.core.catalog import bundled_catalog
from gpucompare.paths import data_file
from gpucompare.store import Workspace


def epoch_rows():
    with open(data_file("epoch_ml_hardware.csv"), newline="", encoding="utf-8") as fh:
        reader = csv.DictReader(fh)
        return reader.fieldnames, list(reader)


COLS, ROWS = epoch_rows()


def write(tmp_path, rows, name="epoch.csv"):
    buf = io.StringIO()
    w = csv.DictWriter(buf, COLS)
    w.writeheader()
    w.writerows(rows)
    path = tmp_path / name
    path.write_text(buf.getvalue(), encoding="utf-8")
    return path


def row(**values):
    out = {c: "" for c in COLS}
    out.update({"Type": "GPU", "Release date": "2026-06-01", **values})
    return out


def renamed(rows, old, new):
    return [{**r, "Hardware name": new} if r["Hardware name"] == old else r for r in rows]


def update(home, path, *extra):
    return run(["--home", str(home), "catalog", "update", str(path), *extra])


def preview(home, path, capsys):
    assert update(home, path, "--dry-run", "--json") == 0
    return json.loads(capsys.readouterr().out)


def snapshot(home):
    """Every device as (id, name, values): what a catalog means."""
    with Workspace(str(home)) as ws:
        return {d.id: (d.display_name, {k: v for k, v in d.values.items() if v == v}) for d in ws.catalog().devices}


def quote_on(home, device_id, tmp_path):
    """One stored quote for a device, as an import would store it, and a saved comparison naming the device."""
    from types import SimpleNamespace

    preview = SimpleNamespace(
        file_name="q.xlsx",
        file=str(tmp_path / "q.xlsx"),
        sha256=device_id,
        sheet="S",
        kind="quotes",
        vendor="Acme Trading",
        header_row=1,
        mapping={},
        count=1,
        rejected=[],
        warnings=[],
        as_of="2026-11-01",
        devices=[],
        rows=[(2, device_id, device_id, 1.0, 1000.0, 1000.0, "USD", 1.0, False, 1.0, "purchase", "1000", "C2", "", "")],
    )
    with Workspace(str(home)) as ws:
        ws.add_import(preview)
        ws.set_saved_comparisons({"mine": {"ids": [device_id, "nvidia-h800-sxm5-80gb"], "baseline": device_id}})


def test_a_row_named_like_a_curated_alias_is_a_conflict_not_a_takeover(tmp_path, capsys):
    home = tmp_path / "ws"
    fake = row(
        **{
            "Hardware name": "NVIDIA H100 SXM",
            "Manufacturer": "NVIDIA",
            "Tensor-FP16/BF16 performance (FLOP/s)": "9.9e15",
            "Link to datasheet": "https://fake.example/h100.pdf",
        }
    )
    part = row(**{"Hardware name": "900-21010-0000-000", "Manufacturer": "Acme", "Link to datasheet": "https://a.x/"})
    path = write(tmp_path, ROWS + [fake, part])
    doc = preview(home, path, capsys)
    assert (doc["added"], doc["devices_after"]) == (0, doc["devices_before"])
    assert {(c["name"], c["kept_device_id"]) for c in doc["conflicts"]} == {
        ("NVIDIA H100 SXM", "nvidia-h100-sxm5-80gb"),
        ("900-21010-0000-000", "nvidia-h100-pcie-80gb"),
    }
    before = snapshot(home)
    assert update(home, path) == 0
    assert snapshot(home) == before
    with Workspace(str(home)) as ws:
        cat = ws.catalog()
        assert cat.resolve("H100 SXM").id == "nvidia-h100-sxm5-80gb"
        assert cat.resolve("H100 SXM").tflops("bf16") == pytest.approx(989, rel=0.01)
        assert cat.resolve("H100 SXM5 80GB").id == "nvidia-h100-sxm5-80gb"
        assert cat.resolve("A100 SXM4 80GB").id == "nvidia-a100-sxm4-80gb"
        assert len(cat.conflicts) == 2


def test_a_respelled_row_keeps_its_id_quotes_and_comparisons(tmp_path, capsys):
    home = tmp_path / "ws"
    quote_on(home, "nvidia-tesla-k40s", tmp_path)
    # an Epoch-only row written another way, and a curated row's Epoch name with the space dropped
    rows = renamed(ROWS, "NVIDIA Tesla K40s", "NVIDIA Tesla K40s GPU Accelerator")
    rows = renamed(rows, "NVIDIA A100 SXM4 80 GB", "NVIDIA A100 SXM4 80GB")
    path = write(tmp_path, rows)
    doc = preview(home, path, capsys)
    by_id = {c["device_id"]: c for c in doc["changes"]}
    assert by_id["nvidia-tesla-k40s"]["kind"] == "renamed"
    assert by_id["nvidia-tesla-k40s"]["old_name"] == "NVIDIA Tesla K40s"
    assert by_id["nvidia-tesla-k40s"]["quotes"] == 1 and by_id["nvidia-tesla-k40s"]["saved_comparisons"] == ["mine"]
    assert doc["added"] == doc["removed"] == 0 and doc["devices_after"] == doc["devices_before"]
    before = snapshot(home)
    assert update(home, path) == 0
    capsys.readouterr()
    after = snapshot(home)
    assert set(after) == set(before)  # no twin, no id lost
    assert after["nvidia-tesla-k40s"][0] == "NVIDIA Tesla K40s GPU Accelerator"
    with Workspace(str(home)) as ws:
        cat = ws.catalog()
        assert [q["device_id"] for q in ws.quotes()] == ["nvidia-tesla-k40s"]
        assert cat.resolve("Tesla K40s GPU Accelerator").id == "nvidia-tesla-k40s"
        assert cat.resolve("Tesla K40s").id == "nvidia-tesla-k40s"  # the name it had still finds it
        assert cat.resolve("A100 SXM4 80GB").id == "nvidia-a100-sxm4-80gb"
        assert cat["nvidia-a100-sxm4-80gb"].get("memory_bw_gbs") == pytest.approx(2039)
    assert run(["--home", str(home), "quotes", "--device", "Tesla K40s GPU Accelerator", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["count"] == 1


def test_a_dropped_row_says_which_quotes_will_need_a_device(tmp_path, capsys):
    home = tmp_path / "ws"
    quote_on(home, "nvidia-tesla-k40s", tmp_path)
    path = write(tmp_path, [r for r in ROWS if r["Hardware name"] != "NVIDIA Tesla K40s"])
    assert update(home, path, "--dry-run") == 0
    out = capsys.readouterr().out
    assert "touches 1 quotes (1 of them will need a device) and 1 saved comparisons: 'mine'" in out
    assert "- NVIDIA Tesla K40s (nvidia-tesla-k40s)" in out and "they will need a device" in out
    assert update(home, path) == 0
    capsys.readouterr()
    assert run(["--home", str(home), "quotes", "--json"]) == 0
    (q,) = json.loads(capsys.readouterr().out)["quotes"]
    assert q["device_id"] == "nvidia-tesla-k40s" and q["needs_device"] is True
    assert q["device_name"] == "NVIDIA Tesla K40s"
    assert run(["--home", str(home), "quotes"]) == 0
    assert "needs a device (was NVIDIA Tesla K40s)" in capsys.readouterr().out


def test_two_rows_that_read_the_same_keep_one_meaning_in_either_order(tmp_path, capsys):
    home = tmp_path / "ws"
    a = row(**{"Hardware name": "Acme X-1", "Manufacturer": "Acme", "Tensor-FP16/BF16 performance (FLOP/s)": "1e15"})
    b = row(**{"Hardware name": "Acme X 1", "Manufacturer": "Acme", "Tensor-FP16/BF16 performance (FLOP/s)": "5e15"})
    first, swapped = write(tmp_path, ROWS + [a, b], "ab.csv"), write(tmp_path, ROWS + [b, a], "ba.csv")
    doc = preview(home, first, capsys)
    assert doc["added"] == 1 and [c["kind"] for c in doc["conflicts"]] == ["duplicate"]
    assert update(home, first) == 0
    capsys.readouterr()
    meaning = snapshot(home)
    doc = preview(home, swapped, capsys)
    assert (doc["added"], doc["changed"], doc["renamed"], doc["removed"]) == (0, 0, 0, 0)
    assert update(home, swapped) == 0
    assert snapshot(home) == meaning
    with Workspace(str(home)) as ws:
        assert ws.catalog().resolve("Acme X1").tflops("bf16") == meaning["acme-x-1"][1]["bf16_tflops"]


def test_a_risky_file_needs_a_confirmation_and_every_update_rolls_back_exactly(tmp_path, capsys):
    home = tmp_path / "ws"
    before = snapshot(home)
    half = write(tmp_path, ROWS[: len(ROWS) // 2])
    assert update(home, half) == 1
    err = capsys.readouterr().err
    assert "not applied" in err and "fewer than the" in err and "--force" in err and err.count("\n") == 1
    assert snapshot(home) == before
    assert update(home, half, "--force") == 0
    halved = snapshot(home)
    assert len(halved) < len(before)
    edited = write(
        tmp_path, [{**r, "TDP (W)": "75"} if r["Hardware name"] == "NVIDIA L4" else r for r in ROWS], "b.csv"
    )
    assert update(home, edited, "--force") == 0
    capsys.readouterr()
    assert run(["--home", str(home), "catalog", "versions", "--json"]) == 0
    kept = json.loads(capsys.readouterr().out)["versions"]
    assert [v["version"] for v in kept] == [0, 1, 2] and kept[-1]["current"]
    assert run(["--home", str(home), "catalog", "rollback"]) == 0
    assert snapshot(home) == halved
    assert run(["--home", str(home), "catalog", "rollback", "0"]) == 0
    assert snapshot(home) == before
    assert run(["--home", str(home), "catalog", "rollback", "2", "--json"]) == 0
    assert snapshot(home)["nvidia-l4"][1]["tdp_w"] == 75
    assert run(["--home", str(home), "catalog", "rollback", "9"]) == 1


def test_rows_with_impossible_figures_lose_those_figures(tmp_path):
    home = tmp_path / "ws"
    odd = row(
        **{
            "Hardware name": "Acme Zero",
            "Manufacturer": "Acme",
            "Tensor-FP16/BF16 performance (FLOP/s)": "0",
            "TDP (W)": "1e308",
            "FP32 (single precision) performance (FLOP/s)": "nan",
            "Memory size per board (Byte)": "8e10",
        }
    )
    assert update(home, write(tmp_path, ROWS + [odd]), "--force") == 0
    with Workspace(str(home)) as ws:
        d = ws.catalog().resolve("Acme Zero")
    assert d.get("memory_gb") == 80 and all(d.get(k) != d.get(k) for k in ("bf16_tflops", "tdp_w", "fp32_tflops"))
    assert run(
        ["--home", str(home), "estimate", "--device", "Acme Zero", "--count", "8", "--workload", "Llama 2 7B"]
    ) in (
        0,
        2,
    )


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="process timing")
def test_two_updates_at_once_both_land_one_after_the_other(tmp_path):
    home = tmp_path / "ws"
    paths = [
        write(
            tmp_path,
            [{**r, "TDP (W)": str(70 + i)} if r["Hardware name"] == "NVIDIA L4" else r for r in ROWS],
            f"{i}.csv",
        )
        for i in range(4)
    ]
    env = {**os.environ, "GPUCOMPARE_HOME": str(home)}
    procs = [
        subprocess.Popen(
            [sys.executable, "-m", "gpucompare", "catalog", "update", str(p)],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for p in paths
    ]
    outs = [p.communicate(timeout=300) for p in procs]
    assert [p.returncode for p in procs] == [0, 0, 0, 0], outs
    for _out, err in outs:
        assert ".tmp" not in err and "Traceback" not in err
        assert err in ("", "gpucompare: another gpucompare is updating the catalog; waiting for it to finish\n")
    folder = home / "catalog"
    assert not [p for p in folder.rglob("*") if p.name.endswith(".tmp")]
    with Workspace(str(home)) as ws:
        assert ws.catalog()["nvidia-l4"].get("tdp_w") in (70, 71, 72, 73)
    assert run(["--home", str(home), "catalog", "versions"]) == 0


def test_a_planted_link_is_never_written_through(tmp_path):
    home = tmp_path / "ws"
    folder = home / "catalog"
    folder.mkdir(parents=True)
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me")
    for name in ("epoch_ml_hardware.tmp", ".epoch_ml_hardware.csv.tmp", "epoch_ids.csv"):
        os.symlink(victim, folder / name)
    assert update(home, write(tmp_path, ROWS)) == 0
    assert victim.read_text() == "keep me"
    os.symlink(victim, folder / "lock-target")
    (folder / ".lock").unlink()
    os.symlink(victim, folder / ".lock")
    assert update(home, write(tmp_path, ROWS, "again.csv")) == 1
    assert victim.read_text() == "keep me"


def test_bundled_ids_never_change():
    """The catalog every existing workspace's quotes point at: an Epoch-only device keeps its slug id."""
    cat = bundled_catalog()
    assert cat["nvidia-tesla-k40s"].layer == "epoch" and not cat.conflicts
    assert len({d.id for d in cat.devices}) == len(cat.devices)
