"""Results a user takes to a meeting: copied as a table (Ctrl+C, tab-separated), exported, a comparison kept under a
name and opened again; a glossary and tooltips that say what a term means."""

import openpyxl
from PySide6.QtCore import QItemSelectionModel
from PySide6.QtGui import QGuiApplication

from gpucompare.core.estimate.results import days_text

from .conftest import A100, H100, H800


def test_side_by_side_copies_as_tsv_with_titles(window, qtbot):
    window.session.set_comparison([A100, H100])
    t = window.spec.table
    t.setFocus()
    t.clearSelection()
    # select the BF16 row of both devices
    row = next(
        r
        for r in range(t.rowCount())
        if t.item(r, 0) is not None and t.item(r, 0).text().strip().startswith("BF16 dense")
    )
    sm = t.selectionModel()
    for c in (0, 1, 2):
        sm.select(t.model().index(row, c), QItemSelectionModel.SelectionFlag.Select)
    text = window.copy() or QGuiApplication.clipboard().text()
    lines = text.splitlines()
    assert lines[0].split("\t")[1:] == ["A100 SXM4 80GB", "H100 SXM5 80GB"]
    assert lines[1].split("\t")[0].startswith("BF16") and "989.4" in lines[1]


def test_estimate_results_copy_and_export(window, tmp_path):
    window.session.set_comparison([H100, H800])
    window.estimate.run()
    t = window.estimate.table
    t.setFocus()
    t.clearSelection()
    text = window.copy()
    wall = days_text(window.estimate.results[H100].wall_days)
    assert wall in text and "H800 SXM5 80GB" in text.splitlines()[0]
    out = tmp_path / "estimate.xlsx"
    window.export_results("estimate", str(out))
    ws = openpyxl.load_workbook(out).active
    values = [[c.value for c in row] for row in ws.iter_rows()]
    assert values[0][1:] == ["H100 SXM5 80GB", "H800 SXM5 80GB"]
    assert any(wall in str(v) for row in values for v in row)
    window.export_results("compare", str(tmp_path / "compare.csv"))
    assert "H100 SXM5 80GB" in (tmp_path / "compare.csv").read_text(encoding="utf-8-sig")


def test_a_comparison_is_saved_and_reopened_by_name(window, qtbot, _isolated_home):
    s = window.session
    s.set_comparison([H800, A100], baseline=A100)
    window.save_comparison_as("Budget 2027 & options")
    s.set_comparison([H100])
    window._fill_open_comparison_menu()
    names = [a.text() for a in window.open_comparison_menu.actions()]
    assert "Budget 2027 && options" in names
    next(a for a in window.open_comparison_menu.actions() if a.text() == "Budget 2027 && options").trigger()
    assert s.comparison == [H800, A100] and s.baseline == A100
    # it lives in the workspace: a new window over the same home finds it
    from gpucompare.gui.app import build_main_window

    window.close()
    again = build_main_window(str(_isolated_home))
    qtbot.addWidget(again)
    assert "Budget 2027 & options" in again.session.saved_comparisons()
    again.session.delete_comparison("Budget 2027 & options")
    assert again.session.saved_comparisons() == {}
    again.shutdown()


def test_glossary_and_tooltips_say_what_terms_mean(window):
    from gpucompare.gui.glossary import GlossaryDialog

    text = GlossaryDialog(window).text.toPlainText()
    for term in (
        "MFU",
        "Goodput",
        "PUE",
        "TP (tensor parallelism)",
        "PP (pipeline",
        "ZeRO",
        "Recompute",
        "EP (",
        "VPP",
    ):
        assert term in text, term
    assert "TCO" in text and "Break-even" in text and "TPP" in text
    assert window.estimate.goodput.toolTip().startswith("The share of wall-clock time")
    assert "Default" in window.estimate.goodput.toolTip()  # the default and its source stay
    assert "weight matrices are split" in window.estimate.tp.toolTip()
    assert any(a.text() == "&Glossary" for a in window.help_menu.actions())


def test_the_name_asked_for_a_comparison_shows_the_suggested_name_whole(window, qtbot):
    window.session.set_comparison([A100, H100, H800])
    dialog = window.comparison_name_dialog()
    qtbot.addWidget(dialog)
    dialog.show()
    suggested = "A100 SXM4 80GB / H100 SXM5 80GB / H800 SXM5 80GB"
    assert dialog.textValue() == suggested
    from PySide6.QtWidgets import QLineEdit

    edit = dialog.findChild(QLineEdit)
    assert edit.fontMetrics().horizontalAdvance(suggested) < edit.width()
