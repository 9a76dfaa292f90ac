"""Quotes the import was not sure of are marked for review in the import dialog and in the Quotes tab, and the
user clears the mark there: the workspace keeps it cleared."""

from PySide6.QtCore import Qt

from tests.sheets.conftest import SHEETS

from .test_quotes_view import column


def test_review_marks_shown_and_cleared(window, qtbot):
    d = window.open_import(str(SHEETS / "ru_dealer_price.xlsx"))  # an ambiguous A100 and an unknown device
    qtbot.addWidget(d)
    qtbot.waitUntil(lambda: d.preview is not None or bool(d.error), timeout=30_000)
    flagged = [q for q in d.preview.rows if q.needs_review]
    assert flagged and all(q.warnings or q.confidence < 0.9 for q in flagged)
    m = d.rows_model
    row = next(i for i, q in enumerate(m.rows) if q.needs_review)
    assert m.data(m.index(row, column(m, "Check"))) == "check"
    assert "Confidence" in m.data(m.index(row, column(m, "Check")), Qt.ItemDataRole.ToolTipRole)
    qtbot.mouseClick(d.import_btn, Qt.MouseButton.LeftButton)
    qv = window.quotes
    qv.show_box.setCurrentIndex(qv.show_box.findData("review"))
    assert len(qv.model.rows) == len(flagged)
    r = column(qv.model, "Check")
    assert qv.model.data(qv.model.index(0, r)) == "check"
    assert "Confidence" in qv.model.data(qv.model.index(0, r), Qt.ItemDataRole.ToolTipRole)
    qv.mark_checked(list(qv.model.rows))
    assert len(qv.model.rows) == 0 and window.session.workspace.quotes_to_review() == []
