"""`import --json` writes its quotes as UTF-8 bytes straight to a UTF-8 stream's binary layer (each shared part
encoded once): the bytes must be exactly those the text path writes, for every sample and corpus sheet, and a
stream of another encoding or without a binary layer still gets the text path."""

from __future__ import annotations

import io
import json
import sys

import pytest

from gpucompare.cli import run
from gpucompare.i18n import localize
from gpucompare.sheets.importer import analyse
from tests.sheets.conftest import SHEETS, TODAY

FILES = sorted(p for p in [*SHEETS.glob("*.xlsx"), *(SHEETS / "corpus").iterdir()] if p.suffix in (".xlsx", ".xls"))


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_utf8_bytes_are_the_text_encoded(path):
    p = analyse(path, today=TODAY)
    chunks: list[bytes] = []
    p.write_json_utf8(chunks.append, localize, dry_run=True)
    text = p.to_json_text(localize, dry_run=True)
    assert b"".join(chunks) == text.encode("utf-8")
    assert json.loads(text)["rows"] == json.loads(b"".join(chunks))["rows"]


def _cli_output(monkeypatch, stream, args) -> str:
    monkeypatch.setattr(sys, "stdout", stream)
    assert run(args) == 0
    stream.flush()
    return stream.buffer.getvalue().decode(stream.encoding) if hasattr(stream, "buffer") else stream.getvalue()


def test_cli_writes_the_same_json_through_the_binary_layer(tmp_path, monkeypatch):
    path = SHEETS / "cn_distributor_quote.xlsx"  # Chinese headers and notes: the shared parts are not ASCII
    args = ["--home", str(tmp_path), "import", str(path), "--dry-run", "--json"]
    as_text = _cli_output(monkeypatch, io.StringIO(), args)
    as_bytes = _cli_output(monkeypatch, io.TextIOWrapper(io.BytesIO(), encoding="utf-8"), args)
    latin = _cli_output(
        monkeypatch, io.TextIOWrapper(io.BytesIO(), encoding="latin-1", errors="backslashreplace"), args
    )
    assert as_bytes == as_text
    assert as_text.endswith("}\n") and any(ord(ch) > 127 for ch in as_text)
    doc = json.loads(as_bytes)
    assert doc["rows"] and doc["dry_run"] is True
    # another encoding: the text path, a character it lacks written as a JSON escape; the same document
    assert "\\u" in latin and json.loads(latin) == doc
