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

from gpucompare.qtkit import pyside_scan

pyside_scan.quicken()  # before the window's modules load: PySide6 reads each one's source (see the module)

from gpucompare import __version__  # noqa: E402
from gpucompare.paths import bundled, workspace_dir  # noqa: E402


def parse_gui_args(argv: list[str]) -> dict[str, str]:
    """--home DIR and --lang CODE (also --home=DIR); anything else is left for Qt (-style, -platform...)."""
    out: dict[str, str] = {}
    it = iter(argv)
    for a in it:
        key, eq, value = a.partition("=")
        if key in ("--home", "--lang"):
            out[key[2:]] = value if eq else next(it, "")
    return out


def app_icon() -> QIcon:
    """The icon at every size we ship (crisp in a title bar and a task switcher alike)."""
    icon = QIcon()
    for size in (16, 24, 32, 48, 64, 128, 256):
        icon.addFile(str(bundled("resources", "icons", f"gpucompare-{size}.png")))
    return icon


def make_app(argv: list[str]) -> QApplication:
    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    if not isinstance(app, QApplication):
        # Qt keeps one application per process; a window on a QGuiApplication (a report drawn earlier in this
        # process) would abort the process in QWidget's constructor, with no Python error to show
        raise RuntimeError(
            "a report was drawn in this process before the window opened (a Qt GUI application without widgets "
            "exists): open the window in its own process"
        )
    app.setApplicationName("gpucompare")
    app.setOrganizationName("gpucompare")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("gpucompare")
    app.setWindowIcon(app_icon())
    from gpucompare.qtkit.gc_guard import install

    install(app)  # the cyclic collector runs on this thread only (worker threads must not free Qt objects)
    return app


#: said in English on purpose: without a CJK font a Chinese sentence would itself be drawn as empty boxes
NO_CJK_FONT = (
    "No Chinese font installed, so Chinese shows as empty boxes: install fonts-noto-cjk (apt) or "
    "google-noto-sans-cjk-fonts (dnf) and restart, or choose English in Edit > Preferences."
)


def font_notice(lang: str) -> str:
    """One line saying what to install when the window is asked to speak Chinese and no font can draw it, else ""."""
    from gpucompare.qtkit import fonts

    if lang.startswith("zh") and fonts.chinese_font() is None:
        return NO_CJK_FONT
    return ""


def build_main_window(home: str | None = None, lang: str | None = None):
    """The window over the workspace in `home` (or $GPUCOMPARE_HOME / the user folder), in `lang` (else the
    Preferences' language, else the system's); tests call this directly."""
    from gpucompare.gui.errors import ErrorReporter, setup_logging
    from gpucompare.gui.main_window import MainWindow
    from gpucompare.gui.session import Session
    from gpucompare.gui.settings import open_settings
    from gpucompare.qtkit import i18n as qt_i18n
    from gpucompare.store import Workspace

    if home:
        os.environ["GPUCOMPARE_HOME"] = str(home)
    ws_dir = workspace_dir(home)
    reporter = ErrorReporter(setup_logging(ws_dir / "logs"))
    workspace = Workspace(home)
    language = qt_i18n.install(qt_i18n.resolve_language(lang or workspace.setting("language")))
    session = Session(workspace, open_settings())
    win = MainWindow(session, reporter)
    notice = font_notice(language)
    if notice:
        print(f"gpucompare: {notice}", file=sys.stderr)
        win.show_notice(notice)
    win.restore_state()
    win.languageChanged.connect(lambda: relaunch(win))
    if workspace.notice:
        QTimer.singleShot(0, lambda: reporter.show_user_error(Exception(workspace.notice)))
    return win


#: the window on screen (a language switch replaces it)
current: list = []


def relaunch(win):
    """Rebuild the window in the language now chosen in Preferences, where the old one was."""
    win.save_state()
    home = str(win.session.workspace.dir)
    win.hide()
    win.shutdown()
    new = build_main_window(home)
    new.reporter.install()
    new.show()
    current[:] = [new]
    win.deleteLater()
    return new


def run_gui(argv: list[str]) -> int:
    t0 = time.time()
    args = parse_gui_args(argv)
    app = make_app(argv)
    try:
        win = build_main_window(args.get("home"), args.get("lang"))
    except Exception as err:  # the workspace cannot be opened at all (permissions, a newer schema): say so and stop
        from gpucompare.gui.plaintext import tip
        from gpucompare.i18n import localize

        print(f"gpucompare: {localize(err.args[0]) if err.args else err}", file=sys.stderr)
        QMessageBox.critical(None, "gpucompare", tip(localize(err.args[0]) if err.args else err))
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
    current[:] = [win]
    rc = app.exec()
    current[0].shutdown()
    return rc
