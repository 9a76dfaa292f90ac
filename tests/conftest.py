"""Test set-up: an English offscreen Qt, and a temporary workspace and settings for every test."""

import atexit
import os
import shutil
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["LANG"] = "en_US.UTF-8"
# the cache (the lexicon's compact copy, kept patterns, the finders list) in a folder of this session, set before
# gpucompare is imported: nothing a test run writes lands in the user's real cache folder
_CACHE = tempfile.mkdtemp(prefix="gpucompare-test-cache-")
os.environ["XDG_CACHE_HOME"] = _CACHE
os.environ["GPUCOMPARE_CACHE"] = os.path.join(_CACHE, "gpucompare")
# registered before gpucompare's own writers at exit, so it runs after them (atexit runs the last registered first)
atexit.register(shutil.rmtree, _CACHE, ignore_errors=True)

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _collect_between_tests():
    """As the app does (gpucompare.qtkit.gc_guard): no automatic collection in whatever thread allocates (a worker
    freeing a GUI object crashed a run), the same thresholds checked here, on the main thread, after each test."""
    yield
    from gpucompare.gc_policy import collect_if_due

    collect_if_due()


@pytest.fixture(autouse=True, scope="session")
def _one_qapplication(qapp):
    """Every test process makes its QApplication before its first test. A report drawn in-process (the CLI's
    `report`, run by many tests outside tests/report) makes a QGuiApplication when no application exists, and Qt
    keeps one application per process: a window opened later in the same worker then aborts the whole worker
    ("Cannot create a QWidget without QApplication"), which xdist's order of files made happen in some runs only."""
    return qapp


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path, monkeypatch):
    """Never touch the user's real workspace or settings."""
    home = tmp_path / "home"
    monkeypatch.setenv("GPUCOMPARE_HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    return home


def open_window(qtbot, home, lang=None):
    """A real main window over a temporary workspace and settings file, shown and fully built (chart included)."""
    from gpucompare.gui.app import build_main_window, make_app

    make_app([])
    win = build_main_window(str(home), lang)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.finish_startup()
    return win


@pytest.fixture
def window(qtbot, _isolated_home):
    win = open_window(qtbot, _isolated_home)
    yield win
    win.shutdown()


# Nothing a test writes may land in the repository: the tree's files before and after the session must match.
ROOT = Path(__file__).resolve().parents[1]
_SKIP = {".git", ".venv", "__pycache__", ".ruff_cache", ".pytest_cache", "dist", "build", ".hypothesis"}


def _tree() -> set[str]:
    out = set()
    for dirpath, dirnames, filenames in os.walk(ROOT):
        dirnames[:] = [d for d in dirnames if d not in _SKIP and not d.endswith(".egg-info")]
        out.update(os.path.relpath(os.path.join(dirpath, f), ROOT) for f in filenames)
    return out


def pytest_collection_modifyitems(session, config, items):
    """The files whose tests take minutes (marked `first_file`: a module fixture's out-of-fold fit) first, then the
    rest largest first (the order xdist's --dist loadfile gave them, by their number of tests). pyproject turns off
    xdist's own reordering (--no-loadscope-reorder), so it hands the files out in this order: a file that takes
    minutes, started after a few hundred others, ends the run minutes after everything else."""
    count: dict[str, int] = {}
    first: set[str] = set()
    for item in items:
        f = item.nodeid.split("::", 1)[0]
        count[f] = count.get(f, 0) + 1
        if item.get_closest_marker("first_file"):
            first.add(f)
    rank = {f: i for i, f in enumerate(sorted(count, key=lambda f: (f not in first, -count[f])))}
    items.sort(key=lambda item: rank[item.nodeid.split("::", 1)[0]])  # stable: a file's tests keep their order


def pytest_sessionstart(session):
    import gc

    gc.disable()  # collected on the main thread between tests (_collect_between_tests), as the app does
    session.config._tree_before = _tree()


def pytest_sessionfinish(session, exitstatus):
    before = getattr(session.config, "_tree_before", None)
    if before is None:
        return
    new = sorted(_tree() - before)
    if new:
        print(f"\ntests wrote into the repository: {', '.join(new[:10])}")
        session.exitstatus = 1
