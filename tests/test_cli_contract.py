"""The command line's one-line-error contract at its edges: mistyped commands and flags, numbers that are not
finite, files that are not files, outputs that cannot be written, text that would drive the terminal, no display."""

import json
import os
import socket
import subprocess
import sys

import pytest

from gpucompare.__main__ import display_problem, main, wants_window
from gpucompare.cli import run
from tests.sheets.conftest import SHEETS

ROBUST = os.path.join(os.path.dirname(__file__), "robustness", "hostile")


@pytest.fixture(autouse=True)
def _widgets_app(qapp):
    """In-process reports would otherwise create a bare QGuiApplication, on which later window tests abort."""
    return qapp


def one_line_error(capsys, rc: int, expected_rc: int, *needles: str) -> str:
    err = capsys.readouterr().err
    assert rc == expected_rc, err
    assert err.count("\n") == 1 and err.startswith("gpucompare: ") and "Traceback" not in err, err
    for n in needles:
        assert n in err, err
    return err


# --- mistyped commands and flags: an error with a suggestion, never the window ----------------------------------------
@pytest.mark.parametrize(
    "argv, needles",
    [
        (["estimat", "--device", "H800"], ["unknown command 'estimat'", "did you mean 'estimate'"]),
        (["devcies"], ["did you mean 'devices'"]),
        (["frobnicate"], ["unknown command", "commands: catalog, devices"]),
        (["estimate", "--devise", "H800", "--count", "8"], ["--devise", "did you mean --device"]),
        (["report", "--pdfs", "x.pdf"], ["did you mean --pdf"]),
        (["--hme", "/tmp/x"], ["did you mean --home"]),
        (["--lang"], ["expected one argument"]),
        (["estimate", "--device", "H800", "--count", "8", "--precision", "bf17"], ["did you mean 'bf16'"]),
        (["report", "--devices", "H800", "--pdf", "x", "--lang", "zh"], ["did you mean 'zh_CN'"]),
    ],
)
def test_a_mistyped_command_or_flag_is_one_line_with_a_suggestion(capsys, monkeypatch, argv, needles):
    import gpucompare.gui.app as app

    monkeypatch.setattr(app, "run_gui", lambda *_: pytest.fail("the window was opened"))
    one_line_error(capsys, main(argv), 2, *needles)


def test_only_the_windows_own_options_open_the_window():
    assert wants_window([]) and wants_window(["--home", "/tmp/x", "--lang", "zh_CN"]) and wants_window(["-style", "x"])
    for argv in (["estimat"], ["--home"], ["x.xlsx"], ["--home", "/tmp", "extra"], ["--frob"]):
        assert not wants_window(argv), argv


def test_no_display_is_one_line_naming_what_is_missing(tmp_path, monkeypatch):
    assert "no display" in display_problem({}, "linux")
    assert display_problem({"QT_QPA_PLATFORM": "offscreen"}, "linux") is None
    assert display_problem({}, "darwin") is None
    assert "cannot connect to the X display" in display_problem({"DISPLAY": ":93"}, "linux")
    # an X server that answers, with a library the xcb plugin needs missing: the package to install is named
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    path = str(tmp_path / "X7")
    server.bind(path)
    server.listen(1)
    import gpucompare.__main__ as entry

    monkeypatch.setattr(entry, "XCB_LIBRARIES", (("libgpucompare-missing.so.0", "libxcb-cursor0"),))
    problem = display_problem({"DISPLAY": f"{path}:7"}, "linux")
    server.close()
    assert "libxcb-cursor0" in problem and "apt install" in problem


def test_no_display_from_a_real_start_is_one_line_and_no_abort():
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    out = subprocess.run([sys.executable, "-m", "gpucompare"], capture_output=True, text=True, env=env, timeout=60)
    if not sys.platform.startswith("linux"):
        pytest.skip("Linux only")
    assert out.returncode == 1 and out.stderr.count("\n") == 1 and "no display" in out.stderr


# --- numbers ---------------------------------------------------------------------------------------------------------
EST = ["estimate", "--device", "H800", "--count", "64", "--workload", "Llama 2 7B"]


@pytest.mark.parametrize(
    "extra",
    [
        ["--hourly", "inf"],
        ["--hourly", "nan"],
        ["--hourly", "0"],
        ["--hourly", "-3"],
        ["--purchase", "1e400"],
        ["--goodput", "5e-324"],
        ["--goodput", "1.5"],
        ["--mfu", "nan"],
        ["--tp", "0"],
        ["--pp", "-1"],
        ["--tp", "99999999999999999999"],
    ],
)
def test_numbers_that_are_not_finite_or_sane_are_refused(capsys, extra):
    one_line_error(capsys, run(EST + extra), 2, extra[0])


@pytest.mark.parametrize(
    "argv",
    [
        ["estimate", "--device", "H800", "--count", "8", "--params", "NaN", "--tokens", "2T"],
        ["estimate", "--device", "H800", "--count", "8", "--params", "70B", "--tokens", "1e400"],
        ["estimate", "--device", "H800", "--count", "0", "--workload", "gpt3"],
        ["estimate", "--device", "H800", "--count", "1e9", "--workload", "gpt3"],
        ["report", "--devices", "H800", "--workload", "gpt3", "--count", "-5", "--pdf", "x.pdf"],
    ],
)
def test_model_sizes_and_counts_are_checked(capsys, argv):
    one_line_error(capsys, run(argv), 2)


def test_lists_of_instances_and_workloads(capsys):
    assert run(["instances", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["count"] >= 5 and all(r["usd_per_device_hour"] > 0 for r in doc["instances"])
    assert run(["workloads"]) == 0
    out = capsys.readouterr().out
    assert "Llama 2 70B" in out and "presets" in out


def test_every_option_has_help():
    from gpucompare.cli import build_parser

    parser = build_parser()
    missing = []
    for action in parser._actions:
        if hasattr(action, "choices") and isinstance(action.choices, dict):
            for name, sub in action.choices.items():
                missing += [f"{name} {a.dest}" for a in sub._actions if not a.help]
    assert missing == []


# --- files that are not files; a workspace folder that cannot be one -------------------------------------------------
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs")
def test_a_fifo_input_is_refused_at_once(tmp_path):
    fifo = tmp_path / "quote.xlsx"
    os.mkfifo(fifo)
    out = subprocess.run(
        [sys.executable, "-m", "gpucompare", "--home", str(tmp_path / "ws"), "import", str(fifo)],
        capture_output=True,
        text=True,
        timeout=60,  # it used to block for ever
    )
    assert out.returncode == 1 and "not a regular file" in out.stderr and out.stderr.count("\n") == 1


def test_a_folder_or_missing_input_is_one_line(capsys, tmp_path):
    one_line_error(capsys, run(["--home", str(tmp_path / "ws"), "import", str(tmp_path)]), 1, "is a folder")
    one_line_error(
        capsys, run(["--home", str(tmp_path / "ws"), "import", str(tmp_path / "no.xlsx")]), 1, "no such file"
    )


def test_home_at_a_file_or_an_uncreatable_folder_is_one_line(capsys, tmp_path):
    f = tmp_path / "afile"
    f.write_text("x")
    one_line_error(capsys, run(["--home", str(f), "devices"]), 2, "a file of that name is in the way")
    one_line_error(capsys, run(["--home", str(f / "sub"), "devices"]), 2, "cannot be created")


def test_terminal_escapes_from_a_sheet_are_not_printed(capsys, tmp_path):
    assert run(["--home", str(tmp_path / "ws"), "import", os.path.join(ROBUST, "terminal_escapes.csv")]) == 0
    out = capsys.readouterr().out
    assert "NVIDIA H100 SXM5 80GB" in out and "\x1b" not in out and "\x07" not in out and "\x9b" not in out
    assert run(["--home", str(tmp_path / "ws"), "quotes"]) == 0
    assert "\x1b" not in capsys.readouterr().out


# --- outputs ---------------------------------------------------------------------------------------------------------
REPORT = ["report", "--devices", "H800,Gaudi2"]


def test_report_to_a_folder_a_missing_folder_or_a_read_only_file_is_one_line(capsys, tmp_path):
    one_line_error(capsys, run(REPORT + ["--pdf", str(tmp_path) + "/"]), 1, "is a folder")
    one_line_error(capsys, run(REPORT + ["--pdf", str(tmp_path)]), 1, "is a folder")
    err = one_line_error(capsys, run(REPORT + ["--pdf", str(tmp_path / "nope" / "r.pdf")]), 1, "does not exist")
    assert "QPainter" not in err
    ro = tmp_path / "old.pdf"
    ro.write_bytes(b"%PDF-1.4 old")
    ro.chmod(0o444)
    one_line_error(capsys, run(REPORT + ["--pdf", str(ro)]), 1, "read-only")
    assert ro.read_bytes() == b"%PDF-1.4 old"


def test_report_without_pdf_extension_gets_one(capsys, tmp_path):
    assert run(REPORT + ["--pdf", str(tmp_path / "meeting")]) == 0
    out = capsys.readouterr().out
    assert (tmp_path / "meeting.pdf").read_bytes().startswith(b"%PDF-") and "meeting.pdf" in out
    assert not (tmp_path / "meeting").exists()
    assert [p.name for p in tmp_path.iterdir() if p.name != "home"] == ["meeting.pdf"]  # no temporary file left


def _limited(limit_bytes: int):
    def preexec():
        import resource
        import signal

        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails with EFBIG, as on a full disk
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit_bytes, limit_bytes))

    return preexec


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="RLIMIT_FSIZE")
@pytest.mark.parametrize("name", ["r.pdf", "t.xlsx", "t.csv"])
def test_a_full_disk_is_one_line_and_the_previous_file_survives(tmp_path, name):
    from gpucompare.store import Workspace

    Workspace(tmp_path / "ws").close()  # the workspace exists; the report is what meets the full disk
    target = tmp_path / name
    old = b"previous good file"
    target.write_bytes(old)
    if name.endswith(".pdf"):
        argv = REPORT + ["--pdf", str(target)]
    else:
        argv = [
            "-c",
            f"from gpucompare.sheets.export import export_catalog; from gpucompare.core.catalog import bundled_catalog; export_catalog(bundled_catalog(), {str(target)!r})",
        ]
    cmd = [sys.executable, *argv] if argv[0] == "-c" else [sys.executable, "-m", "gpucompare", *argv]
    out = subprocess.run(
        cmd,
        capture_output=True,
        text=True,
        timeout=120,
        preexec_fn=_limited(100_000 if name.endswith(".pdf") else 4096),
        env={**os.environ, "GPUCOMPARE_HOME": str(tmp_path / "ws")},
    )
    assert out.returncode != 0
    if argv[0] != "-c":
        assert out.returncode == 1 and out.stderr.count("\n") == 1 and name in out.stderr, out.stderr
        assert "cannot be written" in out.stderr or "could not be written" in out.stderr
        assert "QPainter" not in out.stderr and "wrote" not in out.stdout
    else:
        assert "cannot be written" in out.stderr
    assert target.read_bytes() == old
    assert sorted(p.name for p in tmp_path.iterdir() if p.name not in ("ws", "home")) == [name]


def kill_while_writing(argv: list[str], target, env) -> bool:
    """Run gpucompare and kill -9 it the moment it starts writing: when a file appears beside `target` or
    `target` itself changes. Returns whether the kill landed while the process was still running."""
    import signal
    import time

    folder = target.parent
    before = set(os.listdir(folder))
    stat0 = target.stat()
    p = subprocess.Popen(
        [sys.executable, "-m", "gpucompare", *argv], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    deadline = time.monotonic() + 120
    while p.poll() is None and time.monotonic() < deadline:
        st = target.stat()
        if set(os.listdir(folder)) - before or (st.st_size, st.st_mtime_ns) != (stat0.st_size, stat0.st_mtime_ns):
            p.send_signal(signal.SIGKILL)
            p.wait()
            return True
        time.sleep(0.0005)
    p.kill()
    p.wait()
    return False


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="signals")
def test_kill_9_while_writing_never_destroys_the_previous_report(tmp_path):
    """Killed the moment it starts writing, again and again: the report is always the whole previous PDF."""
    (tmp_path / "out").mkdir()
    target = tmp_path / "out" / "r.pdf"
    assert run(REPORT + ["--pdf", str(target)]) == 0
    good = target.read_bytes()
    env = {**os.environ, "GPUCOMPARE_HOME": str(tmp_path / "ws")}
    landed = 0
    for _ in range(5):
        landed += kill_while_writing(REPORT + ["--pdf", str(target)], target, env)
        assert target.read_bytes() == good, "a kill during the write destroyed the previous report"
    assert landed >= 3


def test_a_stored_price_of_5e_324_does_not_break_the_report(capsys, tmp_path):
    import sqlite3

    home = str(tmp_path / "ws")
    assert run(["--home", home, "import", str(SHEETS / "cn_distributor_quote.xlsx")]) == 0
    c = sqlite3.connect(os.path.join(home, "workspace.sqlite"))
    c.execute("UPDATE quotes SET price_min = 5e-324, price_max = 5e-324 WHERE device_id LIKE '%h800%'")
    c.commit()
    c.close()
    capsys.readouterr()
    pdf = str(tmp_path / "q.pdf")
    assert run(["--home", home, "report", "--devices", "H800,H100 SXM5", "--basis", "quote", "--pdf", pdf]) == 0
    assert run(["--home", home, "quotes", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out.split("\n", 1)[1])
    assert all(q["price_min"] is None or q["price_min"] > 1 for q in doc["quotes"])


def test_a_temporary_file_left_by_an_old_kill_is_cleaned_up(capsys, tmp_path):
    stale = tmp_path / ".r.abc123.part.pdf"
    stale.write_bytes(b"half a pdf")
    os.utime(stale, (1, 1))
    fresh = tmp_path / ".r.def456.part.pdf"  # another writer's, right now (it holds its lock): left alone
    fresh.write_bytes(b"being written")
    killed = tmp_path / ".r.ghi789.part.pdf"  # written a second ago by a process killed since: its lock is free
    killed.write_bytes(b"half")
    fcntl = pytest.importorskip("fcntl")

    with open(fresh, "rb") as fh:
        fcntl.flock(fh.fileno(), fcntl.LOCK_EX)
        assert run(REPORT + ["--pdf", str(tmp_path / "r.pdf")]) == 0
    assert not stale.exists() and not killed.exists() and fresh.exists()
