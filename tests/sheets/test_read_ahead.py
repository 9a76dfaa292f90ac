"""A workbook read ahead on its own thread (`import` starts it before the importer loads) gives the importer the
very sheets a read of its own would, or the very error; a file changed since is read again; a read nobody took is
waited for and closed; the tables built while it runs are those the import builds on first use."""

from __future__ import annotations

import shutil
import time

import pytest

from gpucompare.errors import BadInputFile
from gpucompare.sheets import lexicon as lx
from gpucompare.sheets import workbook as wb
from gpucompare.sheets.importer import analyse
from gpucompare.sheets.workbook import forget_ahead, read_ahead, read_workbook, reading_ahead
from tests.sheets.conftest import SHEETS, TODAY


def _wait() -> None:
    deadline = time.monotonic() + 30
    while reading_ahead() and time.monotonic() < deadline:
        time.sleep(0.01)


def test_the_importer_takes_the_sheets_read_ahead():
    path = SHEETS / "cn_distributor_quote.xlsx"
    own = analyse(path, today=TODAY)
    read_ahead(path)
    assert wb._ahead  # started, not yet taken
    ahead = analyse(path, today=TODAY)
    assert not wb._ahead  # taken by the importer's read
    assert ahead.to_json_text() == own.to_json_text()


def test_the_error_is_raised_where_the_sheets_are_taken(tmp_path):
    bad = tmp_path / "broken.xlsx"
    bad.write_bytes(b"PK\x03\x04 not really a zip")
    with pytest.raises(BadInputFile) as own:
        read_workbook(bad)
    read_ahead(bad)
    with pytest.raises(BadInputFile) as ahead:
        read_workbook(bad)
    assert str(ahead.value) == str(own.value)


def test_a_file_changed_since_is_read_again(tmp_path):
    path = tmp_path / "quote.xlsx"
    shutil.copy(SHEETS / "cn_distributor_quote.xlsx", path)
    read_ahead(path)
    _wait()
    shutil.copy(SHEETS / "us_reseller_quote.xlsx", path)  # another workbook under the same name
    sheets = read_workbook(path)
    fresh = read_workbook(SHEETS / "us_reseller_quote.xlsx")
    assert [s.rows for s in sheets] == [s.rows for s in fresh]
    for s in (*sheets, *fresh):
        if s.package is not None:
            s.package.close()
    forget_ahead()  # the stale read: waited for, dropped
    assert not wb._ahead


def test_a_read_nobody_takes_is_waited_for_and_dropped():
    read_ahead(SHEETS / "us_reseller_quote.xlsx")
    forget_ahead()
    assert not wb._ahead and not reading_ahead()


def test_a_text_file_is_not_read_ahead(tmp_path):
    path = tmp_path / "quote.csv"
    path.write_text("Model,Price\nH100 SXM5 80GB,25000\n", encoding="utf-8")
    read_ahead(path)
    assert not wb._ahead


def test_building_ahead_builds_only_what_first_use_builds():
    """Every table `build_ahead` builds is a cached function of no arguments: calling it later returns the same
    object (nothing is built twice, nothing differs)."""
    lx.build_ahead(lambda: True)
    built = [
        fn
        for name, module in list(__import__("sys").modules.items())
        if name.startswith("gpucompare.sheets") and module is not None
        for fn in vars(module).values()
        if hasattr(fn, "cache_info") and getattr(fn, "__module__", None) == name and fn.cache_info().currsize
    ]
    assert lx.get in built and len(built) > 10
    for fn in built:
        if not lx._no_arguments(fn, __import__("inspect")):
            continue
        before = fn.cache_info().hits
        fn()
        assert fn.cache_info().hits == before + 1  # served from the cache: built once


def test_building_ahead_stops_when_the_read_is_done():
    calls = []
    lx.build_ahead(lambda: calls.append(1) and False)
    assert calls == [1]  # asked once, nothing built


def test_a_busy_machine_reads_in_one_thread(monkeypatch):
    import os

    monkeypatch.setattr(os, "sched_getaffinity", lambda _pid: {0, 1}, raising=False)
    monkeypatch.setattr(os, "getloadavg", lambda: (6.5, 6.0, 5.0), raising=False)
    assert not wb.spare_core()  # more work than cores: no second thread
    monkeypatch.setattr(os, "getloadavg", lambda: (0.4, 0.5, 0.5), raising=False)
    assert wb.spare_core()
    monkeypatch.setattr(os, "sched_getaffinity", lambda _pid: {0}, raising=False)
    assert not wb.spare_core()  # one core: nothing to overlap on


def test_an_import_command_line_starts_the_read_before_its_parser(monkeypatch):
    """`import FILE [--sheet NAME]` after the global options starts the read before the argument parser is built;
    any other shape starts nothing, and a read the command does not take is dropped when the command ends."""
    from gpucompare import cli_data

    started = []
    monkeypatch.setattr(wb, "spare_core", lambda: True)
    monkeypatch.setattr(wb, "read_ahead", lambda path, sheet=None: started.append((path, sheet)))
    for argv, want in [
        (["import", "q.xlsx", "--dry-run"], ("q.xlsx", None)),
        (["--home", "/h", "import", "q.xlsx", "--sheet", "报价单", "--json"], ("q.xlsx", "报价单")),
        (["--home=/h", "--lang", "en", "import", "q.xlsx", "--sheet=Prices"], ("q.xlsx", "Prices")),
        (["import", "--dry-run", "q.xlsx"], None),  # not the usual shape: the parser decides, nothing read early
        (["quotes", "import"], None),
        (["import", "q.xlsx", "--sheet"], None),
        (["import", "q.xlsx", "--", "--sheet", "x"], None),
    ]:
        started.clear()
        cli_data.read_ahead_early(argv)
        assert started == ([want] if want else []), argv


def test_a_read_started_early_for_a_bad_command_is_dropped(monkeypatch, tmp_path, capsys):
    from gpucompare import cli

    monkeypatch.setattr(wb, "spare_core", lambda: True)
    path = SHEETS / "us_reseller_quote.xlsx"
    assert cli.run(["--home", str(tmp_path), "import", str(path), "--no-such-option"]) == 2
    assert not wb._ahead and not reading_ahead()
    # and a good one takes its read: the output is the one read without it
    assert cli.run(["--home", str(tmp_path), "import", str(path), "--dry-run", "--json"]) == 0
    early = capsys.readouterr().out
    monkeypatch.setattr(wb, "spare_core", lambda: False)
    assert cli.run(["--home", str(tmp_path), "import", str(path), "--dry-run", "--json"]) == 0
    assert capsys.readouterr().out == early
    assert not wb._ahead and not reading_ahead()


def test_a_bad_argument_does_not_wait_for_the_whole_workbook(monkeypatch, capsys):
    import threading
    import time

    from gpucompare import cli

    release = threading.Event()

    def slow(path, sheet, names_only, cancel, building=None):  # a workbook that takes long to read
        if building is not None:
            building()
        release.wait(10)
        return []

    monkeypatch.setattr(wb, "_read_workbook", slow)
    monkeypatch.setattr(wb, "spare_core", lambda: True)
    t0 = time.perf_counter()
    code = cli.run(["import", str(SHEETS / "us_reseller_quote.xlsx"), "--no-such-option"])
    took = time.perf_counter() - t0
    release.set()
    assert code == 2
    assert took < 3  # not the 10 s the read would take
    assert "no-such-option" in capsys.readouterr().err
