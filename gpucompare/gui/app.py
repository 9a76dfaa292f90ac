"""Starting the window: the QApplication, settings, workspace and error reporting, then the main window.

Only Qt, numpy and the core load before the first paint; pyqtgraph (the chart) loads right after it.
"""

from __future__ import annotations

import os
import sys
import time

from PySide6.QtCore import QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from gpucompare import __version__
from gpucompare.paths import bundled, workspace_dir


def parse_gui_args(argv: list[str]) -> dict[str, str]:
    """--home DIR and --lang CODE (also --home=DIR); anything else is left for Qt (-style, -platform...)."""
    out: dict[str, str] = {}
    it = iter(argv)
    for a in it:
        key, eq, value = a.partition("=")
        if key in ("--home", "--lang"):
            out[key[2:]] = value if eq else next(it, "")
    return out


def make_app(argv: list[str]) -> QApplication:
    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    app.setApplicationName("gpucompare")
    app.setOrganizationName("gpucompare")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("gpucompare")
    app.setWindowIcon(QIcon(str(bundled("resources", "gpucompare.svg"))))
    return app


def build_main_window(home: str | None = None):
    """The window over the workspace in `home` (or $GPUCOMPARE_HOME / the user folder); tests call this directly."""
    from gpucompare.gui.errors import ErrorReporter, setup_logging
    from gpucompare.gui.main_window import MainWindow
    from gpucompare.gui.session import Session
    from gpucompare.gui.settings import open_settings
    from gpucompare.store import Workspace

    if home:
        os.environ["GPUCOMPARE_HOME"] = str(home)
    ws_dir = workspace_dir(home)
    reporter = ErrorReporter(setup_logging(ws_dir / "logs"))
    workspace = Workspace(home)
    session = Session(workspace, open_settings())
    win = MainWindow(session, reporter)
    win.restore_state()
    if workspace.notice:
        QTimer.singleShot(0, lambda: reporter.show_user_error(Exception(workspace.notice)))
    return win


def run_gui(argv: list[str]) -> int:
    t0 = time.time()
    args = parse_gui_args(argv)
    app = make_app(argv)
    try:
        win = build_main_window(args.get("home"))
    except Exception as err:  # the workspace cannot be opened at all (permissions, a newer schema): say so and stop
        QMessageBox.critical(None, "gpucompare", str(err))
        return 1
    win.reporter.install()
    probe = os.environ.get("GPUCOMPARE_STARTUP_PROBE")
    if probe:
        # The start-up benchmark: print when the table first painted and when the chart was ready, then quit.
        def done():
            import json

            print(json.dumps({"started": t0, "table": win.first_paint_time, "ready": time.time()}), flush=True)
            QTimer.singleShot(0, app.quit)

        win.ready.connect(done)
    win.show()
    rc = app.exec()
    win.session.workspace.close()
    return rc
