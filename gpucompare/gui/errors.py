"""What the user sees when something goes wrong: one sentence in a dialog, the details in a log file.

An error the user can act on (`UserError`) is shown as is. Anything else is a bug: its traceback goes to
`<workspace>/logs/gpucompare.log` and the dialog says where; the same error again within a minute is only logged.
"""

from __future__ import annotations

import logging
import sys
import time
import traceback
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from gpucompare.errors import UserError
from gpucompare.i18n import localize, tr, trf

log = logging.getLogger("gpucompare")


def setup_logging(log_dir: Path) -> Path:
    log_dir.mkdir(parents=True, exist_ok=True)
    path = log_dir / "gpucompare.log"
    for h in list(log.handlers):  # one log file: the current workspace's
        if isinstance(h, logging.FileHandler):
            if Path(h.baseFilename) == path.resolve():
                return path
            log.removeHandler(h)
            h.close()
    handler = logging.FileHandler(path, encoding="utf-8", delay=True)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    return path


class ErrorReporter:
    """sys.excepthook for the window; also called directly by code that catches an error to show it."""

    def __init__(self, log_path: Path):
        self.log_path = log_path
        self._recent: dict[str, float] = {}
        self._showing = False
        self.shown: list[str] = []  # what was shown, for tests

    def install(self) -> None:
        sys.excepthook = self.hook

    def hook(self, exc_type, exc, tb) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            QApplication.quit()
            return
        if isinstance(exc, UserError):
            self.show_user_error(exc)
            return
        text = "".join(traceback.format_exception(exc_type, exc, tb))
        log.error("unexpected error\n%s", text)
        key = f"{exc_type.__name__}:{exc}"
        now = time.monotonic()
        if self._showing or now - self._recent.get(key, -1e9) < 60:
            return
        self._recent[key] = now
        summary = str(exc).strip().splitlines()[0][:200] if str(exc).strip() else exc_type.__name__
        self._box(
            QMessageBox.Icon.Critical,
            tr("Something went wrong"),
            trf(
                "{summary}\n\nYour data is safe. The details were written to {log}.", summary=summary, log=self.log_path
            ),
        )

    def show_user_error(self, err: Exception, title: str | None = None) -> None:
        log.info("user error: %s", err)
        self._box(QMessageBox.Icon.Warning, title or "gpucompare", localize(err.args[0]) if err.args else str(err))

    def _box(self, icon, title: str, text: str) -> None:
        self.shown.append(text)
        if QApplication.instance() is None or QApplication.platformName() == "offscreen":
            print(f"gpucompare: {text}", file=sys.stderr)  # no one to click a dialog (tests, benchmarks)
            return
        self._showing = True
        try:
            box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, QApplication.activeWindow())
            box.setTextFormat(Qt.TextFormat.PlainText)  # messages quote file and device names: never HTML
            box.exec()
        finally:
            self._showing = False
