"""Every part of an .xlsx is size-checked from the zip directory before any reader parses it: a small file whose
styles or relationships inflate far past what a workbook needs, a part that lies about its size, a sheet that points
outside the package or thousands of parts is one sentence (exit 1), in its own process and in the window."""

import subprocess
import sys
import time

import pytest

from tests.robustness.package_bombs import write_bombs


@pytest.fixture(scope="module")
def bombs(tmp_path_factory):
    return write_bombs(tmp_path_factory.mktemp("bombs"))


def test_each_bomb_is_one_sentence_in_its_own_process(bombs, tmp_path):
    for path in bombs:
        t0 = time.monotonic()
        out = subprocess.run(
            [sys.executable, "-m", "gpucompare", "--home", str(tmp_path / "ws"), "import", str(path), "--dry-run"],
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert out.returncode == 1, (path.name, out.returncode, out.stderr[-400:])
        assert out.stderr.count("\n") == 1 and "Traceback" not in out.stderr and path.name in out.stderr
        assert time.monotonic() - t0 < 30


def test_the_window_stays_up_and_says_why(window, qtbot, bombs):
    for path in bombs[:5]:
        d = window.open_import(str(path))
        qtbot.waitUntil(lambda d=d: d.preview is not None or bool(d.error), timeout=60_000)
        assert d.preview is None and path.name in d.error
        d.reject()
    assert window.isVisible()
