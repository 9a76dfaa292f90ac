"""A new field is one registry entry plus data: declared in a fresh interpreter before anything loads (as an entry in
`core.fields` is), the field reaches the table and its column chooser, the side-by-side rows and the window's panel,
the report, `gpucompare devices --json`, the catalog export and a round trip through the importer (by its export
header and by a Chinese synonym), the import dialog's mapping choices, and the export-control figures (its bit
length counts for TPP). And FP6, declared once in the registry, makes MI355X's TPP count its FP6 rate."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

#: the field the test adds: INT4 dense (a real precision the catalog does not carry), 4 bits for TPP
INT4 = {
    "key": "int4_tops",
    "label": "INT4 dense",
    "unit": "TOPS",
    "digits": 1,
    "group": "compute",
    "better": "high",
    "tooltip": "Peak INT4 tensor throughput, dense.",
    "synonyms": ["int4", "int4 tops", "INT4算力"],
    "bits": 4,
    "kind": "matrix, dense",
    "after": "int8_tops",
}


@pytest.fixture(scope="module")
def walk(tmp_path_factory) -> dict:
    tmp = tmp_path_factory.mktemp("walk")
    env = {
        **os.environ,
        "GPUCOMPARE_HOME": str(tmp / "home"),
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CONFIG_HOME": str(tmp / "config"),
        "LANG": "en_US.UTF-8",
    }
    script = Path(__file__).with_name("field_walk.py")
    out = subprocess.run(
        [sys.executable, str(script), json.dumps(INT4)], capture_output=True, text=True, env=env, timeout=300
    )
    lines = [ln for ln in out.stdout.splitlines() if ln.startswith("WALK ")]
    assert out.returncode == 0 and lines, out.stderr[-3000:]
    return json.loads(lines[-1][5:])


def test_the_sheet_in_chinese_words_imports_the_new_figure(walk):
    assert walk["import_rc"] == 0 and walk["catalog_value"] == 5000


def test_the_command_line_lists_it(walk):
    assert walk["devices_rc"] == 0 and walk["cli_value"] == 5000


def test_the_table_and_its_column_chooser_show_it(walk):
    assert walk["table_has_column"] and walk["window_table_has_column"]
    assert walk["table_header"] == "INT4 dense (TOPS)" and walk["table_cell"] == "5,000.0"


def test_the_side_by_side_rows_and_the_panel_show_it_ranked(walk):
    row = walk["compare_row"]
    assert row is not None and row["label"] == "INT4 dense" and row["texts"][0] == "5,000.0"
    assert row["texts"][1] == "1,248.0" and row["best"] == [0]  # the A100's INT4 (its datasheet's) came in too
    assert walk["panel_cell"] == "5,000.0" and walk["panel_best"] is True


def test_the_report_prints_it(walk):
    assert walk["report_has_label"] and walk["report_has_value"]


def test_the_import_dialog_offers_it(walk):
    assert walk["mapping_has_field"] and walk["mapping_label"] == "INT4 dense (TOPS)"


def test_export_and_import_round_trip(walk):
    assert walk["export_header"] and walk["export_value"] == 5000
    assert walk["reimport_rc"] == 0 and walk["round_trip_value"] == 5000


def test_its_bit_length_counts_for_tpp(walk):
    # BF16 100 x 16 = 1,600; INT4 5,000 x 4 = 20,000
    assert walk["tpp"] == 20000 and walk["cli_tpp"] == 20000


def test_fp6_in_the_registry_counts_for_mi355x():
    """MI355X: FP8 5,033 x 8 = 40,264 without FP6; MXFP6 10,066 dense x 6 = 60,396 with it (AMD's page): one
    registry entry (6 bits) and one data row."""
    from gpucompare.core.catalog import bundled_catalog
    from gpucompare.core.export_control import status
    from gpucompare.core.fields import FIELD_BY_KEY

    assert FIELD_BY_KEY["fp6_tflops"].bits == 6
    mi355x = bundled_catalog()["amd-mi355x"]
    assert mi355x.get("fp6_tflops") == 10066
    assert status(mi355x, "2026-12-04").tpp == pytest.approx(60396)
