"""A quote's place (file, its own sheet, row, cell) is one identity in the workspace: an import reading two offer
sheets keeps each quote's sheet, pins and offer corrections hold to their quote and never to row 5 of the other
sheet, reading one sheet of a file already imported whole adds nothing, and a workspace written before quotes kept
their sheet learns it (its pins still hold). Every workbook is written here."""

import datetime as dt
import json
import sqlite3

import pytest

from gpucompare.core.quote_place import QuotePlace, bare_cell, cell_sheet, place_text, row_key
from gpucompare.sheets.importer import analyse
from gpucompare.store import MIGRATIONS, Workspace
from tests.two_sheet_quote import two_sheets

H100 = "nvidia-h100-nvl"

TODAY = dt.date(2026, 12, 5)


@pytest.fixture
def book(tmp_path):
    return two_sheets(tmp_path / "two.xlsx")


def by_place(ws):
    return {(q["sheet"], q["source_row"]): q for q in ws.quotes()}


# the identity itself, by hand -------------------------------------------------------------------------------------
def test_cell_names_read_back_as_excel_writes_them():
    assert cell_sheet("'Quote SG'!D5") == "Quote SG"
    assert cell_sheet("'It''s'!B2") == "It's"  # a quote in the name is written twice
    assert cell_sheet("'a''!b'!C3") == "a'!b"  # "'!" inside the name is not its end
    for not_one in ("D5", "", None, "'unclosed", "''!D5", "'S'D5"):
        assert cell_sheet(not_one) is None
    assert bare_cell("'It''s'!B2") == "B2" and bare_cell("D5") == "D5" and bare_cell(None) == ""
    # the sheet shown once, the row where no cell was kept
    assert place_text("two.xlsx", "Quote SG", 3, "'Quote SG'!D3") == "two.xlsx / Quote SG / D3"
    assert place_text("two.xlsx", "Quote AU", 4, "") == "two.xlsx / Quote AU / 4"


def test_a_place_matches_its_own_sheet_and_cell_only():
    sg = QuotePlace("abc", "Quote SG", 4, "'Quote SG'!D4")
    assert sg.matches(sg.as_dict())
    assert not sg.matches({**sg.as_dict(), "sheet": "Quote AU"})  # row 4 of the other sheet
    assert not sg.matches({**sg.as_dict(), "cell": "D4"})
    assert sg.matches({"sha256": "abc", "sheet": "Quote SG", "row": 4})  # stored before the cell was kept


# the workspace ------------------------------------------------------------------------------------------------------
def test_each_quote_of_a_two_sheet_import_keeps_its_own_sheet(tmp_path, book):
    p = analyse(book, today=TODAY)
    with Workspace(tmp_path / "ws") as ws:
        ws.add_import(p)
        got = by_place(ws)
        assert set(got) == {("Quote AU", 4), ("Quote AU", 5), ("Quote SG", 3), ("Quote SG", 4)}
        assert got[("Quote SG", 4)]["currency"] == "SGD" and got[("Quote AU", 4)]["currency"] == "AUD"
        places = {ws.quote_place(q["id"]) for q in got.values()}
        assert len(places) == 4  # row 4 of two sheets: two places
        sg = got[("Quote SG", 3)]
        assert place_text(sg["file_name"], sg["sheet"], sg["source_row"], sg["cell"]) == "two.xlsx / Quote SG / D3"
        # the Quotes view's columns give the quote's own sheet too
        from gpucompare.quote_columns import QuoteColumns

        cols = QuoteColumns(ws)
        seen = {(cols.record(i)["sheet"], cols.record(i)["source_row"]) for i in range(len(cols.ids))}
        assert seen == set(got)


def _reordered(p):
    """The same import with its second sheet's quotes first, last row first: stored again, SQLite gives each id to
    another quote (the first sheet's row 4 gets the id of the second's row 4, and the other way round)."""
    p.rows = sorted(p.rows, key=lambda q: (q.sheet == p.sheet, -q.source_row))
    return p


def test_a_pin_and_an_offer_correction_never_move_to_the_same_row_of_the_other_sheet(tmp_path, book):
    with Workspace(tmp_path / "ws") as ws:
        first = ws.add_import(analyse(book, today=TODAY))
        sg4 = by_place(ws)[("Quote SG", 4)]
        au4 = by_place(ws)[("Quote AU", 4)]
        ws.pin_quote(H100, au4["id"])
        ws.set_quote_offer(sg4["id"], "server", ["host"])
        assert ws.pins() == {H100: au4["id"]} and set(ws.quote_edits()) == {sg4["id"]}
        assert json.loads(ws.setting(ws.PIN_KEY + H100))["sheet"] == "Quote AU"
        # the import undone and the same file imported again in another order: the ids go to other quotes
        ws.remove_import(first.import_id)
        ws.add_import(_reordered(analyse(book, today=TODAY)))
        now = {q["id"]: (q["sheet"], q["source_row"]) for q in ws.quotes()}
        assert now[au4["id"]] == ("Quote SG", 4) and now[sg4["id"]] == ("Quote AU", 4)
        # a pin or a correction whose id now names another quote (row 4 of the other sheet) is not applied to it
        assert ws.pins() == {} and ws.quote_edits() == {}


def test_a_pin_holds_through_undo_and_redo_of_its_import(tmp_path, book):
    with Workspace(tmp_path / "ws") as ws:
        first = ws.add_import(analyse(book, today=TODAY))
        sg3 = by_place(ws)[("Quote SG", 3)]
        ws.pin_quote(H100, sg3["id"])
        ws.remove_import(first.import_id)
        assert ws.pins() == {}
        ws.add_import(analyse(book, today=TODAY))  # redo: the same quotes at the same ids
        assert ws.pins() == {H100: sg3["id"]} and by_place(ws)[("Quote SG", 3)]["id"] == sg3["id"]


def test_reading_one_sheet_of_a_file_imported_whole_adds_nothing(tmp_path, book):
    with Workspace(tmp_path / "ws") as ws:
        whole = ws.add_import(analyse(book, today=TODAY))
        assert whole.added == 4
        again = ws.add_import(analyse(book, sheet="Quote SG", today=TODAY))
        assert again.added == 0 and again.duplicate_of == whole.import_id and "already imported" in again.message
        assert len(ws.quotes()) == 4
        # and the other way: a sheet imported alone first, then the whole book (it holds that sheet again)
    with Workspace(tmp_path / "ws2") as ws:
        alone = ws.add_import(analyse(book, sheet="Quote SG", today=TODAY))
        assert alone.added == 2 and {q["sheet"] for q in ws.quotes()} == {"Quote SG"}
        again = ws.add_import(analyse(book, today=TODAY))
        assert again.added == 0 and again.duplicate_of == alone.import_id
        assert len(ws.quotes()) == 2


def test_import_preview_rows_are_told_apart_by_sheet(book):
    p = analyse(book, today=TODAY)
    keys = [row_key(q, p.sheet) for q in p.rows]
    assert len(set(keys)) == len(keys) == 4 and ("Quote AU", 4) in keys and ("Quote SG", 4) in keys


# a workspace written before quotes kept their sheet ----------------------------------------------------------------
def _schema_3_workspace(path, book):
    """A workspace as the version before this one wrote it (schema 3): the quotes of a two-sheet import without a
    sheet of their own (the second sheet's in their cell, as Excel names it), a pin and an offer correction
    naming a second-sheet quote by its import's first sheet."""
    p = analyse(book, today=TODAY)
    conn = sqlite3.connect(path)
    from gpucompare.store import _fold_sql

    conn.create_function("fold_name", 1, _fold_sql)
    for m in MIGRATIONS[:3]:
        conn.executescript(m)
    conn.execute("PRAGMA user_version = 3")
    conn.execute(
        "INSERT INTO imports (id, file_name, file_path, sha256, sheet, kind, vendor, header_row, mapping_json, "
        "rows_count, rejected_count, warnings_json, as_of, imported_at) VALUES "
        "(1, 'two.xlsx', ?, ?, 'Quote AU', 'prices', 'Southern Compute', 3, '{}', 4, 2, '[]', '2026-12-04', 'x')",
        (str(book), p.sha256),
    )
    for i, q in enumerate(sorted(p.rows, key=lambda q: (q.sheet != p.sheet, q.source_row)), start=1):
        conn.execute(
            "INSERT INTO quotes (id, import_id, source_row, raw_model, device_id, match_confidence, price_min, "
            "price_max, currency, quantity, price_on_request, units_per_item, price_kind, raw_price, cell, "
            "lead_time, notes) VALUES (?, 1, ?, ?, ?, 1.0, ?, ?, ?, 1, 0, 1, 'purchase', '', ?, '', '')",
            (i, q.source_row, q.raw_model, q.device_id, q.price_min, q.price_max, q.currency, q.cell),
        )
    ids = {
        (cell_sheet(r[1]) or "Quote AU", r[2]): r[0] for r in conn.execute("SELECT id, cell, source_row FROM quotes")
    }
    sg3, au5 = ids[("Quote SG", 3)], ids[("Quote AU", 5)]
    old = {"sha256": p.sha256, "sheet": "Quote AU"}  # what the version before stored: its import's first sheet
    conn.execute(
        "INSERT INTO settings VALUES (?, ?)",
        ("quote_pin." + H100, json.dumps({**old, "row": 3, "quote_id": sg3})),
    )
    conn.execute(
        "INSERT INTO settings VALUES (?, ?)",
        ("quote_edit." + str(sg3), json.dumps({**old, "row": 3, "offer": "server", "includes": ["host"]})),
    )
    conn.execute(
        "INSERT INTO settings VALUES (?, ?)",
        ("quote_pin.nvidia-l40s", json.dumps({**old, "row": 5, "quote_id": au5})),
    )
    conn.commit()
    conn.close()
    return sg3, au5


def test_a_workspace_written_before_learns_each_quotes_sheet_and_keeps_its_pins(tmp_path, book):
    path = tmp_path / "old.sqlite"
    sg3, au5 = _schema_3_workspace(path, book)
    with Workspace(path=path) as ws:
        assert ws.conn.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS)
        got = by_place(ws)
        assert set(got) == {("Quote AU", 4), ("Quote AU", 5), ("Quote SG", 3), ("Quote SG", 4)}
        assert got[("Quote SG", 3)]["id"] == sg3
        # the pins and the correction written with the import's first sheet still hold, now with the quote's own
        assert ws.pins() == {H100: sg3, "nvidia-l40s": au5}
        assert ws.quote_edits() == {sg3: {"offer": "server", "includes": ["host"]}}
        assert json.loads(ws.setting(ws.PIN_KEY + H100))["sheet"] == "Quote SG"
        # the same file read again whole adds nothing
        assert ws.add_import(analyse(book, today=TODAY)).added == 0


# every face names the second sheet ------------------------------------------------------------------------------------
def test_the_command_line_and_the_report_name_a_second_sheets_quote_by_its_sheet(tmp_path, book, capsys):
    import shutil
    import subprocess

    from gpucompare.cli import run

    home = tmp_path / "home"
    # the import's lines: a row of the second sheet names its sheet
    assert run(["--home", str(home), "import", str(book), "--dry-run"]) == 0
    out = capsys.readouterr().out
    assert "sheet 'Quote SG' row     3  NVIDIA H100 NVL" in out and "\n  row     4  NVIDIA H100 NVL" in out
    assert run(["--home", str(home), "import", str(book)]) == 0
    capsys.readouterr()
    assert run(["--home", str(home), "quotes", "--device", "H100 NVL"]) == 0
    out = capsys.readouterr().out
    assert "two.xlsx / Quote SG / D3" in out and "two.xlsx / Quote AU / D4" in out  # sheet and cell, as the window
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext is not installed")
    with Workspace(home) as ws:  # the SGD quote prices the device in the report: its place is the second sheet's
        ws.pin_quote(H100, by_place(ws)[("Quote SG", 3)]["id"])
    pdf = tmp_path / "q.pdf"
    # in a process of its own: the report starts a QGuiApplication, and a later window test needs a QApplication
    import sys

    argv = [sys.executable, "-m", "gpucompare", "--home", str(home), "report", "--devices", "H100 NVL:quote"]
    subprocess.run([*argv, "--pdf", str(pdf)], check=True, capture_output=True, timeout=600)
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    flat = " ".join(text.split())
    assert "two.xlsx / Quote SG / D3" in flat


def test_a_quote_written_without_its_sheet_is_on_its_imports_first_sheet(tmp_path, book):
    """A quote row written by a tool that does not know the column (as tests/perf/scale.py does) reads as its
    import's sheet, never as no sheet."""
    with Workspace(tmp_path / "ws") as ws:
        ws.add_import(analyse(book, today=TODAY))
        ws.conn.execute("UPDATE quotes SET sheet = '' WHERE source_row = 5")
        got = {q["source_row"]: q["sheet"] for q in ws.quotes() if q["currency"] == "AUD"}
        assert got == {4: "Quote AU", 5: "Quote AU"} and "import_sheet" not in ws.quotes()[0]
