"""The command line as a user reads it (ux160): one device priced two ways (bought and rented) is one run, its
results and assumptions printed once and each option's costing sentences under the option's name (two identical
'Assumptions for H800 SXM5 80GB:' blocks left the reader to guess which was which); an import dry run says a
vendor taken from the file's name is one, short, with the option that names it."""

import openpyxl

from gpucompare.cli import run


def test_one_device_bought_and_rented_is_one_run_with_each_options_costs(capsys, tmp_path):
    argv = ["--home", str(tmp_path / "home"), "estimate", "--count", "64", "--params", "7B", "--tokens", "1T"]
    argv += ["--device", "H800:buy", "--device", "H800:hourly=2.5"]
    assert run(argv) == 0
    out = capsys.readouterr().out
    assert out.count("on 64 x H800 SXM5 80GB (BF16)") == 1  # the run's table once
    assert out.count("Assumptions for H800 SXM5 80GB:") == 1
    assert out.count("Sequence 4,096 tokens") == 1  # the run's assumptions once
    bought = out.index("  Costs of H800 SXM5 80GB, bought:")
    rented = out.index("  Costs of H800 SXM5 80GB, rented per device-hour:")
    assert bought < out.index("Owned: 64 devices bought at") < rented < out.index("Rented at $2.50 per device-hour")


def test_two_devices_keep_their_own_assumptions(capsys, tmp_path):
    argv = ["--home", str(tmp_path / "home"), "estimate", "--count", "64", "--params", "7B", "--tokens", "1T"]
    argv += ["--device", "H800:buy", "--device", "A100 SXM4 80GB:hourly=1.5"]
    assert run(argv) == 0
    out = capsys.readouterr().out
    assert "Assumptions for H800 SXM5 80GB:" in out and "Assumptions for A100 SXM4 80GB:" in out
    assert "Costs of" not in out and out.count("Sequence 4,096 tokens") == 2


def test_import_dry_run_says_a_vendor_from_the_file_name(capsys, tmp_path):
    name = "mq_fr_liste_prix_partenaires_pvc_conseille_remise_prix_partenaire_prix_affaire_enregistree.xlsx"
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.append(["Modèle", "Prix HT (EUR)"])
    ws.append(["PNY NVIDIA L40S 48 Go PCIe", 9062.5])
    wb.save(tmp_path / name)
    assert run(["--home", str(tmp_path / "home"), "import", str(tmp_path / name), "--dry-run"]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert "vendor 'mq fr liste prix partenaires pvc…' (from the file name; --vendor NAME)" in first, first
    assert run(["--home", str(tmp_path / "home"), "import", str(tmp_path / name), "--dry-run", "--vendor", "ADI"]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert "vendor 'ADI'," in first and "from the file name" not in first
