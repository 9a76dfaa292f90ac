"""Exports of hostile sheet text: no cell is a formula, control characters are gone, the text is as written.

The quotes and the custom device come from importing the hostile sheets in tests/robustness/hostile/ (formula and
DDE triggers, `=== call for price ===`, NUL, ESC, a literal `_x0001_`), plus quotes and catalog rows crafted here."""

import csv

import pytest
from openpyxl import load_workbook
from python_calamine import CalamineWorkbook

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.hwtable import build_frame
from gpucompare.core.pricing import price_column
from gpucompare.sheets.export import export_catalog, export_quotes, export_table
from gpucompare.sheets.importer import analyse
from gpucompare.store import Workspace
from tests.robustness.make_hostile import CONTROLS, FORMULAS, HERE

#: what a spreadsheet runs (OWASP): the test's own list, not the implementation's
TRIGGERS = ("=", "+", "-", "@", "\t", "\r", "\uff1d", "\uff0b", "\uff0d", "\uff20")


def clean_text(text: str) -> str:
    """The text less the control characters an export must drop (tab, newline and CR stay)."""
    return "".join(c for c in text if c in "\t\n\r" or not (ord(c) < 32 or 0x7F <= ord(c) < 0xA0))


def hostile_workspace(tmp_path) -> Workspace:
    ws = Workspace(tmp_path / "ws")
    ws.add_import(analyse(HERE / "html_quote.xlsx", vendor=FORMULAS[0]))
    ws.add_import(analyse(HERE / "html_specs.xlsx"))
    ws.add_import(analyse(HERE / "terminal_escapes.csv", vendor="@" + CONTROLS[0]))
    return ws


def crafted_quotes() -> list[dict]:
    base = {
        "as_of": "2026-11-20",
        "device_id": None,
        "price_min": 1.0,
        "price_max": 2.0,
        "currency": "USD",
        "price_kind": "purchase",
        "price_on_request": 0,
        "quantity": 1.0,
        "units_per_item": 1.0,
        "file_name": "x.xlsx",
        "sheet": "S",
        "source_row": 1,
        "cell": "A1",
        "lead_time": "",
    }
    texts = FORMULAS + CONTROLS
    return [{**base, "vendor": t, "raw_model": t, "raw_price": t, "notes": t} for t in texts]


def check_xlsx(path, originals: set[str]) -> int:
    """No formula cell; every text cell a string; the crafted texts read back as written (less control characters,
    and with CR stored as XML stores it). Returns the number of text cells checked."""
    wb = load_workbook(path)
    texts = 0
    for row in wb.active.iter_rows():
        for cell in row:
            assert cell.data_type != "f", f"{cell.coordinate} is a formula: {cell.value!r}"
            if isinstance(cell.value, str):
                assert cell.data_type == "s"
                assert not any(c in cell.value for c in "\x00\x1b\x07"), repr(cell.value)
                if cell.value[:1] in TRIGGERS:
                    assert cell.quotePrefix, f"{cell.coordinate} {cell.value!r} has no quote prefix"
                texts += 1
    # as Excel reads it (calamine decodes _xHHHH_ escapes the way Excel does): the text intact
    shown = {v for r in CalamineWorkbook.from_path(str(path)).get_sheet_by_index(0).to_python() for v in r}
    expected = {clean_text(t).replace("\r", "\n") for t in originals}
    missing = {t for t in expected if t not in shown}
    assert not missing, missing
    return texts


def check_csv(path, originals: set[str]) -> int:
    with open(path, encoding="utf-8-sig", newline="") as fh:
        cells = [c for row in csv.reader(fh) for c in row]
    for c in cells:
        assert c[:1] not in TRIGGERS, f"a formula trigger starts a CSV cell: {c!r}"
        assert not any(ch in c for ch in "\x00\x1b\x07"), repr(c)
    for t in originals:  # the text is there, after its neutralising apostrophe where it needed one
        t = clean_text(t)
        assert (("'" + t) if t[:1] in TRIGGERS else t) in cells, t
    return len(cells)


@pytest.mark.parametrize("suffix", [".xlsx", ".csv"])
def test_hostile_quotes_export_inert_and_intact(tmp_path, suffix):
    with hostile_workspace(tmp_path) as ws:
        quotes = ws.quotes() + crafted_quotes()
    path = export_quotes(quotes, tmp_path / f"quotes{suffix}")
    originals = set(FORMULAS + CONTROLS)
    n = check_xlsx(path, originals) if suffix == ".xlsx" else check_csv(path, originals)
    assert n > 50


@pytest.mark.parametrize("suffix", [".xlsx", ".csv"])
def test_hostile_catalog_and_table_export_inert(tmp_path, suffix):
    from gpucompare.core.catalog import device_from_row

    with hostile_workspace(tmp_path) as ws:
        cat = ws.catalog()
        fx = ws.fx()
    rows = [
        {"id": f"custom-{i}", "vendor": t, "model": t, "category": "accelerator", "source": t, "bf16_tflops": "100"}
        for i, t in enumerate(FORMULAS + CONTROLS)
    ]
    cat = cat.with_custom([device_from_row(r, custom=True) for r in rows])
    path = export_catalog(cat, tmp_path / f"catalog{suffix}")
    # a catalog holds names as they are matched and shown: look-alikes folded, escapes and controls gone
    from gpucompare.safetext import fold_name, shown

    originals = {fold_name(t) for t in FORMULAS + CONTROLS} | {shown(t) for t in FORMULAS + CONTROLS}
    if suffix == ".xlsx":
        check_xlsx(path, originals)
    else:
        check_csv(path, originals)
    frame = build_frame(cat, "bf16", price_column(cat.devices, "reference", "USD", fx))
    path = export_table(frame, ["name", "vendor", "memory_gb"], range(len(cat.devices)), tmp_path / f"t{suffix}")
    if suffix == ".xlsx":
        check_xlsx(path, set())
    else:
        check_csv(path, set())
    assert bundled_catalog() is not None
