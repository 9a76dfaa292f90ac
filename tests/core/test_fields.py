"""The field registry: every field reaches every face it belongs to (table, side by side, report, command line,
spec-sheet export) with one label, unit and meaning, and every label and meaning has a Chinese translation."""

import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from gpucompare.cli import run
from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.compare import compare
from gpucompare.core.fields import FIELDS, GROUPS, PRECISIONS
from gpucompare.core.hwtable import COLUMN_KEYS, column
from gpucompare.core.money import FxTable
from gpucompare.core.pricing import price_column
from gpucompare.sheets.export import spec_sheet_columns

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "resources" / "i18n" / "gpucompare_zh_CN.ts"


def _table_key(f) -> str:
    return f"{f.precision}_peak" if f.precision in PRECISIONS else f.key


@pytest.fixture(scope="module")
def comparison():
    cat = bundled_catalog()
    devs = [cat[i] for i in ("nvidia-h100-sxm5-80gb", "nvidia-h20-96gb", "amd-mi300x")]
    return compare(devs, "bf16", price_column(devs, "reference:US", "USD", FxTable.bundled()))


@pytest.fixture(scope="module")
def translations():
    out = {}
    for m in ET.parse(TS).getroot().iter("message"):
        t = m.find("translation")
        if t is not None and t.get("type") != "unfinished" and t.text:
            out[m.find("source").text] = t.text
    return out


@pytest.mark.parametrize("f", FIELDS, ids=lambda f: f.key)
def test_every_field_has_a_column_with_its_meaning(f):
    col = column(_table_key(f))
    assert col.meaning == f.tooltip and f.tooltip
    if not f.precision:
        assert col.unit == f.unit


def shown(f, comparison) -> bool:
    """Whether a compared device has the figure (a row no device has is left out)."""
    return not f.numeric or f.derived or any(d.get(f.key) == d.get(f.key) for d in comparison.devices)


@pytest.mark.parametrize("f", [f for f in FIELDS if f.compare], ids=lambda f: f.key)
def test_every_compared_field_is_a_side_by_side_row(f, comparison):
    keys = {r.key for r in comparison.rows}
    assert f.key in keys or f.key == "bf16_tflops" and "peak" in keys or not shown(f, comparison)
    if f.key in keys:
        row = next(r for r in comparison.rows if r.key == f.key)
        assert row.group == f.group and row.unit == f.unit and row.better == f.better


def test_the_report_prints_every_compared_field(comparison):
    from gpucompare.report.builder import _comparison_table, _Notes

    table = _comparison_table(comparison, _Notes())
    for f in FIELDS:
        if f.compare and f.key != "bf16_tflops" and shown(f, comparison):
            assert f.label in table, f.key
    for g in {r.group for r in comparison.rows}:
        assert GROUPS[g] in table


def test_the_command_line_lists_every_stored_and_computed_field(capsys):
    assert run(["devices", "--query", "nvidia-h20-96gb", "--json"]) == 0
    row = json.loads(capsys.readouterr().out)["devices"][0]
    for f in FIELDS:
        assert f.key in row, f.key
    assert row["provenance"]["bf16_tflops"]["source"].startswith("https://")


def test_the_spec_sheet_export_uses_the_registry_headers():
    from gpucompare.core.fields import FIELD_BY_KEY

    for header, key in spec_sheet_columns():
        if key in FIELD_BY_KEY and key != "name":
            assert header == FIELD_BY_KEY[key].export_header


@pytest.mark.parametrize("f", FIELDS, ids=lambda f: f.key)
def test_every_label_and_meaning_is_translated(f, translations):
    for text in (f.label, f.tooltip):
        assert text in translations, text
        assert translations[text] != text or text.isupper()  # TDP, TPP stay as they are


def test_columns_are_unique_and_cover_the_registry():
    assert len(set(COLUMN_KEYS)) == len(COLUMN_KEYS)
    assert {_table_key(f) for f in FIELDS} <= set(COLUMN_KEYS)
    assert sys.modules["gpucompare.core.fields"].__doc__
