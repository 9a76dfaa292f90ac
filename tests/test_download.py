"""The one downloader (catalog and price updates): a complete answer or one sentence within the deadline, never a
hang, a half-read file or a request to another local service."""

import os
import sys
import threading
import time

import pytest

from gpucompare.download import DownloadCancelled, fetch_bytes, fetch_text
from gpucompare.errors import BadInputFile
from tests.robustness.hostile_server import ACCEPTED, BAD_URLS, BEHAVIOURS, HostileServer

BODY = b"Hardware name,Manufacturer\n" + b"".join(b"Acme X%d,Acme\n" % i for i in range(2000))
DEADLINE = 2.5


@pytest.fixture(scope="module")
def server():
    with HostileServer(BODY) as srv:
        yield srv


@pytest.mark.parametrize("path", sorted(ACCEPTED))
def test_a_complete_answer_is_read(server, path):
    text, name = fetch_text(server.url(path), 1_000_000, "the file", DEADLINE)
    assert text.encode() == BODY and name == server.url(path)


@pytest.mark.parametrize("path", [p for p in BEHAVIOURS if p not in ACCEPTED])
def test_every_broken_answer_is_refused_within_the_deadline(server, path):
    t0 = time.monotonic()
    with pytest.raises(BadInputFile) as err:
        fetch_bytes(server.url(path), 1_000_000, "the file", DEADLINE)
    elapsed = time.monotonic() - t0
    assert elapsed < DEADLINE + 1.5, f"{path} took {elapsed:.1f} s"
    text = str(err.value)
    assert "\n" not in text and "Traceback" not in text and "\x1b" not in text
    assert server.hits_other == 0  # never a request to another local port


def test_a_cut_answer_says_so(server):
    with pytest.raises(BadInputFile, match="cut short"):
        fetch_bytes(server.url("/truncated"), 1_000_000, "the file", DEADLINE)


def test_redirects_to_other_ports_or_schemes_are_not_followed(server):
    for path, words in (("/redirect-port", "another port"), ("/redirect-ftp", "ftp://"), ("/redirect-file", "file://")):
        with pytest.raises(BadInputFile, match="not followed") as err:
            fetch_bytes(server.url(path), 1_000_000, "the file", DEADLINE)
        assert words in str(err.value)
    assert server.hits_other == 0


def test_cancel_stops_a_slow_download_at_once(server):
    stop = threading.Event()
    threading.Timer(0.3, stop.set).start()
    t0 = time.monotonic()
    with pytest.raises(DownloadCancelled):
        fetch_bytes(server.url("/slow-body"), 1_000_000, "the file", 30, stop)
    assert time.monotonic() - t0 < 1.5


@pytest.mark.parametrize("url", BAD_URLS)
def test_addresses_that_are_not_urls_get_one_sentence(url):
    with pytest.raises(BadInputFile) as err:
        fetch_bytes(url, 1_000_000, "the file", DEADLINE)
    assert "\n" not in str(err.value) and "\x1b" not in str(err.value)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="FIFOs and /dev")
def test_only_regular_files_are_read(tmp_path):
    fifo = tmp_path / "pipe.csv"
    os.mkfifo(fifo)
    for where in (str(fifo), "/dev/zero", "/dev/urandom", str(tmp_path)):
        t0 = time.monotonic()
        with pytest.raises(BadInputFile):
            fetch_bytes(where, 1_000_000)
        assert time.monotonic() - t0 < 1


def test_a_file_past_the_size_cap_is_refused_before_it_is_read(tmp_path):
    big = tmp_path / "big.csv"
    big.write_bytes(b"x" * 2_000_001)
    with pytest.raises(BadInputFile, match="larger than 2 MB"):
        fetch_bytes(str(big), 2_000_000)


def test_the_catalog_update_refuses_a_cut_download_and_keeps_the_catalog(server, tmp_path, capsys):
    from gpucompare.cli import run
    from gpucompare.paths import data_file
    from gpucompare.store import Workspace

    body = data_file("epoch_ml_hardware.csv").read_bytes()
    with HostileServer(body) as srv:
        home = str(tmp_path / "ws")
        assert run(["--home", home, "catalog", "update", srv.url("/truncated")]) == 1
        assert "cut short" in capsys.readouterr().err
        assert run(["--home", home, "catalog", "update", srv.url("/ok"), "--dry-run"]) == 0
    with Workspace(home) as ws:
        assert not (ws.dir / "catalog" / "epoch_ml_hardware.csv").exists()
