"""An import's notes read in row order, as the rows and the rejected rows above them do: the dry run of the Cape
Verdean price list listed row 16 before rows 6-11, the Korean rate card row 6 before row 5 (ux139)."""

import re
from pathlib import Path

import pytest

from gpucompare.cli import run
from gpucompare.i18n import Msg
from gpucompare.sheets.importer.note_order import in_row_order

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "sheets"


def test_notes_naming_no_row_come_first_then_each_sheets_rows_in_order():
    notes = [
        Msg("row {row}: note {text!r}", row=16, text="Signed"),
        "used sheet 'A', the newest visible price sheet",
        Msg("row {row}: {what}", row=6, what="read as H200"),
        Msg("sheet {sheet!r}: {what}", sheet="B", what=Msg("row {row}: note {text!r}", row=2, text="x")),
        Msg("{rows}: {what}", rows=Msg("rows {rows}", rows="5, 6 and 7"), what="far from the reference price"),
        Msg("quote date {date} taken from sheet {sheet!r}", date="2026-12-03", sheet="A"),
        Msg("row {row}: {what}", row=6, what="second note on row 6"),
    ]
    assert [str(n) for n in in_row_order(notes)] == [
        "used sheet 'A', the newest visible price sheet",
        "quote date 2026-12-03 taken from sheet 'A'",
        "rows 5, 6 and 7: far from the reference price",
        "row 6: read as H200",
        "row 6: second note on row 6",
        "row 16: note 'Signed'",
        "sheet 'B': row 2: note 'x'",
    ]
    assert all(isinstance(n, Msg) or isinstance(n, str) for n in in_row_order(notes))  # still translatable


@pytest.mark.parametrize(
    "name",
    [
        # (the Cape Verdean list had several row notes until imp137 read its cifrão decimals: one is left)
        "blind31/bj_fr_facture_proforma_incoterm_cip_cotonou_fret_aerien_assurance_separes_fcfa_ht_tva18_aib1.xlsx",
        "blind31/kr_en_serverless_gpu_rate_card_krw_per_gpu_second_min_billing_vat10_excl.xlsx",
        # (the Monaco auction results had two row notes until imp163 read 'A100 80 Go' as the 80 GB card: one is
        # left; the Kosovo award notice has three)
        "blind31/xk_sq_njoftim_per_dhenie_te_kontrates_lote_cmimi_per_njesi_fitues_ofertat_e_refuzuara_eur_tvsh18.xlsx",
    ],
)
def test_a_dry_run_lists_its_notes_in_row_order(name, tmp_path, capsys):
    assert run(["--home", str(tmp_path), "import", str(FIXTURES / name), "--dry-run"]) == 0
    out = capsys.readouterr().out
    notes = [line for line in out.splitlines() if line.startswith("  note: ")]
    rows = [int(m[1]) for line in notes if (m := re.match(r"  note: rows? (\d+)", line))]
    assert len(rows) >= 2 and rows == sorted(rows), notes
    first_row_note = next(i for i, line in enumerate(notes) if re.match(r"  note: rows? \d", line))
    assert not any(re.match(r"  note: rows? \d", line) is None for line in notes[first_row_note:]), notes
