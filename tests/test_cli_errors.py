"""The error cases a newcomer meets: an unknown device suggests only what it could be a typo of, an output that
cannot be written exits 1 (README), in one line."""

import os

import pytest

from gpucompare.cli import run


def one_line(capsys) -> str:
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("gpucompare: "), err
    return err


@pytest.mark.parametrize(
    "name, suggested, not_suggested",
    [
        ("Z9000", [], ["nvidia", "amd", "did you mean"]),
        ("H10", ["nvidia-h100"], ["a100"]),
        ("h800x", ["nvidia-h800"], ["h100", "a800"]),
        ("MI30X", ["amd-mi300x"], ["nvidia"]),
    ],
)
def test_an_unknown_device_suggests_only_near_names(name, suggested, not_suggested, capsys, tmp_path):
    assert run(["--home", str(tmp_path / "ws"), "quotes", "--device", name]) == 2
    err = one_line(capsys)
    assert all(s in err for s in suggested), err
    assert not any(s in err for s in not_suggested), err


def test_an_unwritable_pdf_exits_1(capsys, tmp_path):
    report = ["--home", str(tmp_path / "ws"), "report", "--devices", "H100 SXM5,H800"]
    assert run([*report, "--pdf", str(tmp_path / "missing" / "r.pdf")]) == 1
    assert "does not exist" in one_line(capsys)
    ro = tmp_path / "ro"
    ro.mkdir()
    ro.chmod(0o555)
    if os.access(ro, os.W_OK):  # root writes anywhere: a read-only file instead
        target = tmp_path / "old.pdf"
        target.write_bytes(b"%PDF-1.4 old")
        target.chmod(0o444)
        assert run([*report, "--pdf", str(target)]) == 1
        assert target.read_bytes() == b"%PDF-1.4 old"
    else:
        assert run([*report, "--pdf", str(ro / "r.pdf")]) == 1
    one_line(capsys)


def test_a_report_naming_one_device_twice_is_refused_not_priced_twice_as_the_last(capsys, tmp_path):
    """'RTX 4090:buy,RTX 4090:rent' once gave two rented columns (the report keys a column by its device): now one
    sentence says why and what to run instead, and no PDF is written."""
    target = tmp_path / "r.pdf"
    argv = ["--home", str(tmp_path / "ws"), "report", "--devices", "RTX 4090:buy,RTX 4090:rent"]
    assert run([*argv, "--workload", "Llama 2 7B", "--count", "8", "--pdf", str(target)]) == 2
    err = one_line(capsys)
    assert "twice" in err and "--device NAME:buy --device NAME:rent" in err, err
    assert not target.exists()
