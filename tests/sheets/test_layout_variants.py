"""Layouts the importer has not seen: every corpus with its offer table moved, transposed, widened with irrelevant
numeric columns, kept beside an older copy, or with its currency and tax statement moved to a note
(tests/sheets/layout_corpus.py), scored against the remapped answer keys; and the harness's own moves, each on a
sheet written here."""

import datetime as dt
import json

import openpyxl
import pytest

from .layout_corpus import (
    LAYOUTS,
    extra_columns,
    header_statement,
    layout_file,
    notes,
    shift,
    split,
    transpose,
)
from .perturb_corpus import LAYOUT_CORPORA, rotation, score_variant

#: (layout, corpus) -> (the least right quotes, the most silently wrong, the most vanished rows), price only, as
#: measured; a change to the importer may only raise the first and lower the others
FLOORS: dict[tuple[str, str], tuple[int, int, int]] = {
    ("shift", "corpus"): (283, 0, 0),
    ("shift", "blind4"): (198, 0, 0),
    ("shift", "blind5"): (223, 0, 0),
    ("shift", "blind6"): (162, 0, 0),
    ("shift", "blind7"): (173, 0, 0),
    ("shift", "blind8"): (165, 0, 0),
    ("shift", "blind9"): (162, 0, 0),
    ("shift", "blind10"): (177, 0, 0),
    ("shift", "blind11"): (157, 0, 0),
    ("shift", "blind12"): (161, 0, 0),
    ("shift", "blind13"): (137, 0, 0),
    ("shift", "blind14"): (60, 7, 0),
    ("shift", "blind15"): (65, 0, 0),
    # transpose: keyed since imp44 at the row each quote's own amount is in, several at a row paired by model text
    ("transpose", "corpus"): (261, 0, 0),
    ("transpose", "blind4"): (186, 0, 0),
    ("transpose", "blind5"): (214, 0, 0),
    ("transpose", "blind6"): (131, 1, 1),
    ("transpose", "blind7"): (173, 0, 0),
    ("transpose", "blind8"): (158, 0, 1),
    ("transpose", "blind9"): (137, 0, 3),
    ("transpose", "blind10"): (158, 1, 1),
    ("transpose", "blind11"): (151, 0, 1),
    ("transpose", "blind12"): (127, 0, 2),
    ("transpose", "blind13"): (148, 0, 0),
    ("transpose", "blind14"): (76, 0, 0),
    ("transpose", "blind15"): (75, 0, 0),
    ("extra-columns", "corpus"): (280, 0, 0),
    ("extra-columns", "blind4"): (197, 1, 0),
    ("extra-columns", "blind5"): (223, 0, 0),
    ("extra-columns", "blind6"): (162, 0, 0),
    ("extra-columns", "blind7"): (172, 0, 0),
    ("extra-columns", "blind8"): (165, 0, 0),
    ("extra-columns", "blind9"): (148, 0, 0),
    ("extra-columns", "blind10"): (177, 0, 0),
    ("extra-columns", "blind11"): (157, 0, 0),
    ("extra-columns", "blind12"): (156, 0, 0),
    ("extra-columns", "blind13"): (137, 0, 0),
    ("extra-columns", "blind14"): (60, 7, 0),
    ("extra-columns", "blind15"): (65, 0, 0),
    ("split", "corpus"): (283, 0, 0),
    ("split", "blind4"): (186, 0, 0),
    ("split", "blind5"): (223, 0, 0),
    ("split", "blind6"): (162, 0, 0),
    ("split", "blind7"): (166, 0, 0),
    ("split", "blind8"): (160, 0, 0),
    ("split", "blind9"): (157, 0, 0),
    ("split", "blind10"): (177, 0, 0),
    ("split", "blind11"): (157, 0, 0),
    ("split", "blind12"): (161, 0, 0),
    ("split", "blind13"): (130, 0, 0),
    ("split", "blind14"): (60, 0, 0),
    ("split", "blind15"): (65, 0, 0),
    ("notes", "corpus"): (254, 0, 0),
    ("notes", "blind4"): (181, 0, 0),
    ("notes", "blind5"): (214, 0, 0),
    ("notes", "blind6"): (143, 0, 0),
    ("notes", "blind7"): (167, 0, 0),
    ("notes", "blind8"): (123, 0, 0),
    ("notes", "blind9"): (151, 0, 0),
    ("notes", "blind10"): (177, 0, 0),
    ("notes", "blind11"): (112, 0, 0),
    ("notes", "blind12"): (155, 0, 0),
    ("notes", "blind13"): (127, 0, 0),
    ("notes", "blind14"): (63, 0, 0),
    ("notes", "blind15"): (84, 0, 0),
}


def test_the_floors_cover_every_layout_and_corpus():
    assert set(FLOORS) == {(v, c) for v in LAYOUTS for c in LAYOUT_CORPORA}


#: each corpus in one variant, the variants in turn (perturb_corpus.rotation); GPUCOMPARE_FULL_HARNESS=1 scores every
#: pair of FLOORS
SCORED = rotation(FLOORS)


def test_the_rotation_scores_every_corpus_and_every_variant():
    assert {c for _v, c in SCORED} == {c for _v, c in FLOORS}
    assert {v for v, _c in SCORED} == {v for v, _c in FLOORS}
    assert rotation(FLOORS, full=True) == list(FLOORS)


@pytest.mark.parametrize("key", SCORED, ids=[f"{v}-{c}" for v, c in SCORED])
def test_a_layout_never_costs_more_than_measured(key, record_property):
    variant, corpus = key
    t, scores = score_variant(corpus, variant)
    record_property("totals", json.dumps(t))
    assert all(s.crash is None for s in scores), [(s.file, s.crash) for s in scores if s.crash]
    assert all("internal error" not in (s.error or "") for s in scores), [s.error for s in scores if s.error]
    right, silent, vanished = FLOORS[key]
    assert t["silent"] <= silent, t
    assert t["vanished"] <= vanished, t
    assert t["right"] >= right, t


# ------------------------------------------------------------------------------------ the harness, on small sheets

KEY = {
    "sheet": "Offer",
    "quotes": [
        {"sheet": "Offer", "source_row": 3, "raw_model": "NVIDIA H100 SXM5 80GB", "price_min": 27_000,
         "price_max": 27_000, "devices_per_item": 1, "price_cell": "C3", "quote_date": "2026-12-01"},
        {"sheet": "Offer", "source_row": 4, "raw_model": "NVIDIA L40S 48GB", "price_min": 7_950,
         "price_max": 7_950, "devices_per_item": 1, "price_cell": "C4"},
    ],
    "not_quotes": [{"sheet": "Offer", "source_row": 6, "kind": "note", "text": "Delivery 2 weeks"}],
}  # fmt: skip


def _book():
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Offer"
    for row in (
        ["Quotation"],
        ["Model", "Memory", "Unit price (USD, excl. VAT)", "Stock"],
        ["NVIDIA H100 SXM5 80GB", "80 GB", 27_000, 3],
        ["NVIDIA L40S 48GB", "48 GB", 7_950, 12],
        [],
        ["Delivery 2 weeks"],
    ):
        ws.append(row)
    return wb


def _rows(ws) -> list[tuple]:
    return [tuple(v for v in r) for r in ws.iter_rows(values_only=True)]


def test_shift_moves_the_table_under_a_letterhead_and_a_spacer_column():
    wb = _book()
    key = shift(wb, KEY)
    ws = wb["Offer"]
    assert [q["source_row"] for q in key["quotes"]] == [6, 7] and key["not_quotes"][0]["source_row"] == 9
    assert [q["price_cell"] for q in key["quotes"]] == ["D6", "D7"]
    assert ws.cell(6, 2).value == "NVIDIA H100 SXM5 80GB" and ws.cell(6, 4).value == 27_000
    assert all(ws.cell(r, 1).value is None for r in range(1, ws.max_row + 1))  # the spacer column is blank


def test_transpose_sends_the_devices_as_columns_and_keys_the_price_row():
    wb = _book()
    key = transpose(wb, KEY)
    ws = wb["Offer"]
    rows = _rows(ws)
    assert rows[1][:3] == ("Model", "NVIDIA H100 SXM5 80GB", "NVIDIA L40S 48GB")
    assert rows[3][:3] == ("Unit price (USD, excl. VAT)", 27_000, 7_950)
    assert [q["source_row"] for q in key["quotes"]] == [4, 4]  # both on the price row, left to right
    assert [q["raw_model"] for q in key["quotes"]] == ["NVIDIA H100 SXM5 80GB", "NVIDIA L40S 48GB"]
    assert key["not_quotes"][0]["source_row"] == 7 and ws.cell(7, 1).value == "Delivery 2 weeks"


def test_transpose_leaves_a_table_with_a_line_inside_it():
    wb = _book()
    wb["Offer"].insert_rows(4)
    wb["Offer"].cell(4, 1).value = "Section B"
    moved = {**KEY, "quotes": [KEY["quotes"][0], {**KEY["quotes"][1], "source_row": 5, "price_cell": "C5"}]}
    assert transpose(wb, moved) is None


def test_extra_columns_put_numbers_beside_the_model_and_a_line_total_after_the_table():
    wb = _book()
    key = extra_columns(wb, KEY)
    ws = wb["Offer"]
    head = [c.value for c in ws[2]]
    assert head == ["Model", "SKU", "Weight (kg)", "Power (W)", "FP16 TFLOPS", "Memory",
                    "Unit price (USD, excl. VAT)", "Stock", "Qty", "Line total", "Delivery"]  # fmt: skip
    assert [q["price_cell"] for q in key["quotes"]] == ["G3", "G4"]
    qty, total = ws.cell(4, 9).value, ws.cell(4, 10).value
    assert total == 7_950 * qty and isinstance(ws.cell(4, 11).value, dt.datetime)


def test_split_keeps_an_older_dearer_copy_before_the_active_offer():
    wb = _book()
    key = split(wb, KEY)
    assert key == KEY
    assert wb.sheetnames == ["Offer 2026-10-27", "Offer"] and wb.active.title == "Offer"
    assert wb["Offer 2026-10-27"].cell(3, 3).value == round(27_000 * 1.08, 2)
    assert wb["Offer"].cell(3, 3).value == 27_000


def test_notes_moves_the_currency_and_tax_statement_under_the_table():
    assert header_statement("Unit price (USD, excl. VAT)") == ("Unit price", ["USD, excl. VAT"])
    assert header_statement("Price USD") == ("Price", ["USD"])
    assert header_statement("Memory (GB)") == ("Memory (GB)", [])
    wb = _book()
    assert notes(wb, KEY) == KEY
    ws = wb["Offer"]
    assert ws.cell(2, 3).value == "Unit price"
    assert ws.cell(5, 1).value == "* USD, excl. VAT"


def test_a_file_a_layout_does_not_apply_to_is_copied_as_it_is(tmp_path):
    src = tmp_path / "src"
    src.mkdir()
    wb = openpyxl.Workbook()
    wb.active.append(["NVIDIA H100 SXM5 80GB", 27_000])  # no header row to work from
    wb.save(src / "bare.xlsx")
    key = {**KEY, "sheet": "Sheet", "quotes": [{**KEY["quotes"][0], "sheet": "Sheet", "source_row": 1}]}
    out = tmp_path / "out"
    out.mkdir()
    dst, changed = layout_file(src / "bare.xlsx", key, out, "notes")
    assert not changed and dst.read_bytes() == (src / "bare.xlsx").read_bytes()
    assert json.loads((out / "bare.xlsx.expected.json").read_text())["quotes"][0]["source_row"] == 1


# ------------------------------------------------------------------------- the importer: which sheet is the offer


def _two_copies(path, active: int):
    wb = openpyxl.Workbook()
    old = wb.active
    old.title = "Prices (2)"
    new = wb.create_sheet("Prices")
    for ws, h100, l40s in ((old, 29_160, 8_586), (new, 27_000, 7_950)):
        for row in (["Model", "Unit price (USD)"], ["NVIDIA H100 SXM5 80GB", h100], ["NVIDIA L40S 48GB", l40s]):
            ws.append(row)
    wb.active = active
    for i, ws in enumerate(wb.worksheets):
        ws.sheet_view.tabSelected = i == active
    wb.save(path)
    return path


def test_of_two_copies_with_the_same_date_the_sheet_the_workbook_opens_on_is_the_offer_marked_for_review(tmp_path):
    from gpucompare.sheets.importer import analyse

    from .conftest import TODAY
    from .test_conventions import H100, L40S

    p = analyse(_two_copies(tmp_path / "copies.xlsx", active=1), today=TODAY)
    assert p.sheet == "Prices"
    assert [(q.device_id, q.price_min) for q in p.rows] == [(H100, 27_000), (L40S, 7_950)]
    for q in p.rows:  # nothing but the open tab tells the copies apart: the user is asked to look
        assert q.needs_review
        assert any("opens on" in str(e) and "Prices (2)" in str(e) for e in q.evidence), q.evidence
    # opened on the first copy, that copy is the offer (the same rule, the other way round)
    p = analyse(_two_copies(tmp_path / "first.xlsx", active=0), today=TODAY)
    assert p.sheet == "Prices (2)" and [q.price_min for q in p.rows] == [29_160, 8_586]
    assert all(q.needs_review for q in p.rows)


def test_the_workbook_says_which_sheet_it_opens_on(tmp_path):
    from gpucompare.sheets.workbook import Package

    path = _two_copies(tmp_path / "copies.xlsx", active=1)
    assert Package(path).active_sheet == "Prices"


def _named_copies(path, names: tuple[str, str], active: int):
    wb = openpyxl.Workbook()
    old = wb.active
    old.title = names[0]
    new = wb.create_sheet(names[1])
    for ws, h100 in ((old, 29_160), (new, 27_000)):
        for row in (["Model", "Unit price (USD)"], ["NVIDIA H100 SXM5 80GB", h100]):
            ws.append(row)
    wb.active = active
    wb.save(path)
    return path


def test_a_date_in_an_archived_copys_name_does_not_outrank_the_undated_sheet_the_workbook_opens_on(tmp_path):
    from gpucompare.sheets.importer import analyse

    from .conftest import TODAY

    # 'Prices 2026-10-27' (the archived copy, named with its day) before 'Prices' (undated, the open tab): the
    # name's date says nothing against an undated sheet; the open tab is read, marked for review
    p = analyse(_named_copies(tmp_path / "a.xlsx", ("Prices 2026-10-27", "Prices"), active=1), today=TODAY)
    assert p.sheet == "Prices" and [q.price_min for q in p.rows] == [27_000]
    assert all(q.needs_review for q in p.rows)
    # both named with a date: the newer name is the offer, whichever tab is open
    p = analyse(_named_copies(tmp_path / "b.xlsx", ("Prices 2026-10-27", "Prices 2026-11-30"), active=0), today=TODAY)
    assert p.sheet == "Prices 2026-11-30" and [q.price_min for q in p.rows] == [27_000]


def test_a_header_of_its_own_beside_a_group_header_is_not_a_part_of_the_group():
    from gpucompare.sheets.importer.choose import header_texts

    rows = [
        ["GPU", "On-demand", "Committed term", "", "", "", ""],
        ["", "", "1 month", "12 months", "Qty", "Line total", ""],
        ["NVIDIA H100 SXM5 80GB", 2.39, 2.19, 1.95, 2, 4.78, ""],
    ]
    texts, two = header_texts(rows, 0, set())
    assert two
    assert texts[2:4] == ["Committed term 1 month", "Committed term 12 months"]
    assert texts[4:6] == ["Qty", "Line total"]  # no committed term: a quantity and the line's amount


def test_the_terms_of_a_rate_card_with_a_quantity_and_line_total_beside_them_are_the_terms_only(tmp_path):
    from gpucompare.sheets.importer import analyse

    from .conftest import TODAY
    from .test_conventions import H100, write

    f = write(
        tmp_path / "terms.xlsx",
        [
            ["GPU", "On-demand (EUR/GPU-hour)", "Committed term", None, "Qty", "Line total"],
            [None, None, "1 month", "12 months", None, None],
            ["NVIDIA H100 SXM5 80GB", 2.39, 2.19, 1.95, 2, 4.78],
        ],
        merged=("C1:D1",),
    )
    p = analyse(f, today=TODAY)
    got = sorted((q.price_kind, q.price_min) for q in p.rows if q.device_id == H100)
    assert got == [("hourly", 2.39), ("hourly_reserved", 1.95), ("hourly_reserved", 2.19)]


def test_a_price_list_with_power_and_tflops_columns_is_read_for_its_prices(tmp_path):
    # two spec columns beside a price column no header word names: the amounts that fit the devices' prices make
    # it a price list (each quote marked for review), not a spec sheet without figures
    from gpucompare.sheets.importer import analyse

    from .conftest import TODAY
    from .test_conventions import H100, L40S, write

    f = write(
        tmp_path / "specs.xlsx",
        [
            ["Zorvek", "Power (W)", "FP16 TFLOPS", "Pamidul (USD)"],
            ["NVIDIA H100 SXM5 80GB", 700, 989, 27_000],
            ["NVIDIA L40S 48GB", 350, 362, 7_950],
        ],
    )
    p = analyse(f, today=TODAY)
    assert p.kind == "prices"
    assert [(q.device_id, q.price_min) for q in p.rows] == [(H100, 27_000), (L40S, 7_950)]
    assert all(q.needs_review for q in p.rows)


def test_a_file_scored_twice_is_imported_once_and_again_when_its_bytes_change(tmp_path, monkeypatch):
    from . import score_corpus

    calls = []

    def counted(path, home, subprocess_mode):
        calls.append(path)
        return json.dumps({"sheet": "Offer", "rows": [], "n": len(calls)}), None

    monkeypatch.setattr(score_corpus, "_import_text", counted)
    monkeypatch.setattr(score_corpus, "_RECENT", type(score_corpus._RECENT)())
    f = tmp_path / "a.csv"
    f.write_text("Model,Price\nNVIDIA H100 SXM5 80GB,27000\n", encoding="utf-8")
    first = score_corpus.run_import(f, tmp_path / "home")
    assert score_corpus.run_import(f, tmp_path / "home") == first and len(calls) == 1  # price only, then strict
    assert score_corpus.run_import(f, tmp_path / "other-home")[0]["n"] == 2  # another workspace is another import
    f.write_text("Model,Price\nNVIDIA H100 SXM5 80GB,26000\n", encoding="utf-8")
    assert score_corpus.run_import(f, tmp_path / "home")[0]["n"] == 3  # new bytes are read again
