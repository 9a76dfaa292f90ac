"""Exports the user asked for through a dialog run on a worker thread: the window keeps answering while a large
.xlsx is written (streamed, `sheets.export`), a busy dialog says what is being written, and the result or the one
sentence of a failure comes back to the status bar. The file lands whole or not at all (`paths.atomic_output`)."""

from __future__ import annotations

from PySide6.QtCore import QThread, Signal
from PySide6.QtWidgets import QProgressDialog

from gpucompare.errors import UserError
from gpucompare.i18n import localize, tr, trf
from gpucompare.safetext import shown


class ExportTask(QThread):
    done = Signal(str)
    failed = Signal(object)

    def __init__(self, write, path: str, parent=None):
        super().__init__(parent)
        self.write, self.path = write, path

    def run(self) -> None:
        try:
            self.write(self.path)
        except UserError as err:
            self.failed.emit(err)
            return
        except Exception as err:  # noqa: BLE001 - a bug: said in one sentence, the details in the log
            import logging
            import traceback

            logging.getLogger("gpucompare").error("export failed\n%s", traceback.format_exc())
            self.failed.emit(
                UserError(
                    trf(
                        "{file} could not be written ({error}); nothing was changed, and the details are in the log.",
                        file=shown(self.path),
                        error=shown(f"{type(err).__name__}: {err}")[:200],
                    )
                )
            )
            return
        self.done.emit(self.path)


def run_export(window, write, path: str) -> ExportTask:
    """Write `path` with `write(path)` on a worker thread; a busy dialog meanwhile, the status bar after."""
    busy = QProgressDialog(trf("Writing {file}…", file=shown(path)), "", 0, 0, window)
    busy.setWindowTitle(tr("Export"))
    busy.setCancelButton(None)  # a write is whole or nothing: it runs to its end
    busy.setMinimumDuration(400)
    task = ExportTask(write, path, window)

    def finished_ok(p: str) -> None:
        busy.close()
        window.statusBar().showMessage(trf("Saved {path}", path=p), 6000)

    def finished_bad(err: UserError) -> None:
        busy.close()
        if getattr(window, "reporter", None) is not None:
            window.reporter.show_user_error(err)
        else:
            window.statusBar().showMessage(localize(err.args[0]) if err.args else str(err), 8000)

    task.done.connect(finished_ok)
    task.failed.connect(finished_bad)
    task.finished.connect(task.deleteLater)
    window.session.keep_alive(task)
    task.start()
    return task
