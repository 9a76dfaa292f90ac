"""Every menu action and dialog triggered, with the dialogs answered: no uncaught exception, no Qt warning
(pytest-qt fails the test on either: qt_log_level_fail = WARNING in pyproject.toml)."""

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QMessageBox

from tests.gui.conftest import A100, H100, H800


class DialogAnswerer:
    """Closes whatever modal dialog opens: the way a user cancels, or says No to a question."""

    def __init__(self):
        self.seen: list[str] = []
        self.timer = QTimer()
        self.timer.setInterval(30)
        self.timer.timeout.connect(self._answer)
        self.timer.start()

    def _answer(self):
        w = QApplication.activeModalWidget()
        if w is None:
            return
        self.seen.append(type(w).__name__ + ": " + w.windowTitle())
        if isinstance(w, QMessageBox):
            button = w.button(QMessageBox.StandardButton.No) or w.button(QMessageBox.StandardButton.Ok)
            (button or w).click() if button else w.reject()
        elif isinstance(w, QFileDialog | QDialog):
            w.reject()
        else:
            w.close()

    def stop(self):
        self.timer.stop()


def test_every_menu_action_runs_cleanly(window, qtbot, tmp_path):
    s = window.session
    s.set_comparison([A100, H100, H800])
    window.estimate.run()
    answerer = DialogAnswerer()
    triggered = []
    try:
        for top in window.menuBar().actions():
            for action in top.menu().actions():
                if action.isSeparator() or not action.isEnabled() or action.text() == "&Quit":
                    continue
                action.trigger()
                qtbot.wait(40)
                triggered.append(action.text())
        # the same again with a context: a selected device, an import to undo
        window.hardware.select_device(H800)
        d = window.open_import(
            str(__import__("tests.sheets.conftest", fromlist=["SHEETS"]).SHEETS / "cn_distributor_quote.xlsx")
        )
        qtbot.addWidget(d)
        qtbot.waitUntil(lambda: d.preview is not None, timeout=30_000)
        d.commit()
        for text in ("&Undo", "&Redo", "&Remove from comparison", "&Add to comparison", "C&lear comparison"):
            next(
                a for m in window.menuBar().actions() for a in m.menu().actions() if a.text().startswith(text)
            ).trigger()
            qtbot.wait(20)
    finally:
        answerer.stop()
    assert len(triggered) >= 20, triggered
    assert any("About" in t for t in answerer.seen) and any("Preferences" in t for t in answerer.seen)
    assert any("QFileDialog" in t for t in answerer.seen)  # import and export asked for a file and were cancelled
    quit_action = next(a for a in window.menuBar().actions()[0].menu().actions() if a.text() == "&Quit")
    quit_action.trigger()
    assert not window.isVisible()
