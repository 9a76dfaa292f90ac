"""What a user reads from the command line after the ux174 review: a run that does not fit says its memory with a
thousands separator ('Needs 1,128.5 GB', as the table's row), a short run's band sentence in hours or minutes as the
table's band is; a device list in --devices written with any list mark, or with spaces as copied from the table,
read when every name resolves, and refused in one sentence naming the part that does not."""

import json

import pytest

from gpucompare.cli import run


def _estimate(capsys, *argv):
    assert run(["estimate", *argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_a_run_that_does_not_fit_says_its_memory_with_a_thousands_separator(capsys):
    assert run(["estimate", "--device", "RTX 4090", "--count", "1", "--params", "70B", "--tokens", "1B"]) == 0
    out = capsys.readouterr().out
    # 1,128.5 GB before est202 counted the output logits (4 bytes x 32,000 x 4,096 tokens = 0.5 GB)
    assert "Needs 1,129.0 GB per device but GeForce RTX 4090 PCIe 24GB has 24 GB." in out
    assert "1129.0" not in out
    assert "Memory per device (GB)         1,129.0 / 24" in out


def test_a_short_runs_band_sentence_reads_in_the_unit_that_suits_it(capsys):
    argv = ["estimate", "--device", "RTX 4090", "--count", "1", "--params", "0.5B", "--tokens", "50M"]
    assert run(argv) == 0
    out = capsys.readouterr().out
    band_row = next(line for line in out.splitlines() if line.strip().startswith("Band P10–P90"))
    cell = band_row.split("Band P10–P90", 1)[1].strip()
    sentence = next(line for line in out.splitlines() if line.strip().startswith("- Band "))
    assert sentence.strip().startswith(f"- Band {cell} (steady state "), (sentence[:90], cell)
    assert "days" not in sentence.split(":")[0] and "0.0" not in sentence.split(":")[0]


@pytest.fixture(scope="module")
def catalog():
    from gpucompare.core.catalog import bundled_catalog

    return bundled_catalog()


@pytest.mark.parametrize(
    ("typed", "names"),
    [
        # as copied from the table: spaces between the device names
        (
            "H800 SXM5 80GB A100 SXM4 80GB Instinct MI300X OAM 192GB",
            ["H800 SXM5 80GB", "A100 SXM4 80GB", "Instinct MI300X OAM 192GB"],
        ),
        ("H800 A100 MI300X", ["H800", "A100", "MI300X"]),  # was read as the MI300X alone, silently
        ("Ascend 910B OAM 64GB H800", ["Ascend 910B OAM 64GB", "H800"]),
        ("H800:buy A100:rent", ["H800:buy", "A100:rent"]),
        # any list mark people use
        ("H800;A100 SXM4 80GB", ["H800", "A100 SXM4 80GB"]),
        ("H800，A100", ["H800", "A100"]),
        ("H800、MI300X、Ascend 910B", ["H800", "MI300X", "Ascend 910B"]),
        ("H800 SXM5 80GB\tA100 SXM4 80GB", ["H800 SXM5 80GB", "A100 SXM4 80GB"]),
        ("H800, A100 SXM4 80GB", ["H800", "A100 SXM4 80GB"]),
        # commas that belong to a name or a price stay there
        ("H800:buy=250,000,MI300X", ["H800:buy=250,000", "MI300X"]),
        (
            "Xeon Platinum 8380 40C/80T, 2.3 GHz base, per socket,H800",
            ["Xeon Platinum 8380 40C/80T, 2.3 GHz base, per socket", "H800"],
        ),
    ],
)
def test_a_device_list_is_read_from_any_list_mark_or_spaces(catalog, typed, names):
    from gpucompare.device_names import split_device_list

    assert split_device_list(catalog, typed) == names


@pytest.mark.parametrize(
    ("typed", "named"),
    [("H800 Foo MI300X", "'Foo'"), ("H800 Foo 3000", "'Foo 3000'")],
)
def test_words_that_name_no_device_are_refused_by_name(typed, named, capsys, tmp_path):
    assert run(["report", "--devices", typed, "--pdf", str(tmp_path / "r.pdf")]) != 0
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and f"{named} in {typed!r} names no device" in err, err
    assert not (tmp_path / "r.pdf").exists()


def test_every_catalog_name_and_alias_stays_one_name(catalog):
    """No device's own name, short name or alias is ever split into two devices (a generalisation check over the
    whole catalog, not a list of cases)."""
    from gpucompare.device_names import split_device_list

    for d in catalog.devices:
        for name in {d.display_name, d.short_name, *d.aliases} - {""}:
            assert split_device_list(catalog, name) == [name.strip()], (d.id, name)


def test_a_spaced_list_reports_every_device(capsys, tmp_path):
    pdf = tmp_path / "r.pdf"
    assert run(["report", "--devices", "H800 A100 SXM4 80GB MI300X", "--pdf", str(pdf)]) == 0
    assert "3 devices" in capsys.readouterr().out


def test_estimate_refuses_a_spaced_list_in_one_device_naming_the_fix(capsys):
    argv = ["estimate", "--device", "H800 A100 MI300X", "--count", "8", "--params", "7B", "--tokens", "1B"]
    assert run(argv) != 0
    err = capsys.readouterr().err
    assert "--device takes one device, but 'H800 A100 MI300X' lists 3" in err
    assert "--device H800 --device A100 --device MI300X" in err
