"""File → Update catalog…: read Epoch AI's hardware CSV (a file or a URL), show what changes in the catalog's base
layer (rows added, changed with old and new values, renamed, removed, left out as conflicts, the quotes and saved
comparisons each touches), and apply it on request; or make a kept version current again. Reading and applying run
on a worker thread with Cancel, so a slow server never freezes the window; a file the preview calls risky is
applied only after the box that confirms it is ticked. Curated rows and the user's devices are never touched."""

from __future__ import annotations

import threading

from PySide6.QtCore import QThread, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
)

from gpucompare.core.catalog import EPOCH_CITATION, EPOCH_URL, EPOCH_WORKSPACE_FILE
from gpucompare.core.epoch_update import (
    EpochUpdate,
    Usage,
    apply_epoch_update,
    catalog_folder,
    parse_epoch_text,
    preview_epoch_update,
    preview_rollback,
    read_epoch_source,
    rollback_epoch,
    versions,
)
from gpucompare.errors import UserError
from gpucompare.gui.plaintext import plain_label
from gpucompare.i18n import beside, localize, tr, trf
from gpucompare.safetext import shown


class _Cancelled(UserError):
    exit_code = 1


class CatalogTask(QThread):
    """Runs one step (read and preview, or apply) off the GUI thread; `cancel()` stops a read within 100 ms."""

    done = Signal(object)
    failed = Signal(str)
    waiting = Signal(str)

    def __init__(self, fn, parent=None):
        super().__init__(parent)
        self.fn = fn
        self.stop = threading.Event()

    def cancel(self) -> None:
        self.stop.set()

    def check(self) -> None:
        if self.stop.is_set():
            raise _Cancelled(tr("Cancelled; nothing was changed."))

    def run(self) -> None:
        try:
            result = self.fn(self)
        except UserError as err:
            self.failed.emit(localize(err.args[0]) if err.args else str(err))
            return
        except Exception as err:  # a bug or an exhausted resource: the dialog must stop waiting and say so
            import logging
            import traceback

            logging.getLogger("gpucompare").error("catalog update failed\n%s", traceback.format_exc())
            self.failed.emit(
                trf(
                    "The catalog could not be updated ({error}); nothing was changed, and the details are in the log.",
                    error=shown(f"{type(err).__name__}: {err}")[:200],
                )
            )
            return
        if self.stop.is_set():
            self.failed.emit(tr("Cancelled; nothing was changed."))
            return
        self.done.emit(result)


class CatalogUpdateDialog(QDialog):
    previewed = Signal()  # a preview (or a refusal) is shown: tests wait for it
    applied = Signal()

    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        self.update: EpochUpdate | None = None
        self.task: CatalogTask | None = None
        self.setWindowTitle(tr("Update catalog"))
        intro = plain_label(
            trf(
                "The catalog's base layer is {cite} (CC BY 4.0), published daily. Give its CSV (a file, or the URL "
                "below), preview the changes, then apply them. Curated rows and your own devices are not touched; "
                "every update is kept, so you can go back to an earlier version.",
                cite=EPOCH_CITATION,
            )
        )
        intro.setWordWrap(True)
        self.source = QLineEdit(EPOCH_URL)
        browse = QPushButton(tr("Browse…"))
        browse.clicked.connect(self._browse)
        self.preview_btn = QPushButton(tr("Preview"))
        self.preview_btn.clicked.connect(self.preview)
        self.cancel_btn = QPushButton(tr("Cancel"))
        self.cancel_btn.setEnabled(False)
        self.cancel_btn.clicked.connect(self.cancel)
        row = QHBoxLayout()
        row.addWidget(self.source, 1)
        row.addWidget(browse)
        row.addWidget(self.preview_btn)
        row.addWidget(self.cancel_btn)
        self.versions_box = QComboBox()
        self.versions_box.setToolTip(tr("Catalog versions kept in this workspace"))
        self.rollback_btn = QPushButton(tr("Preview going back"))
        self.rollback_btn.clicked.connect(self.preview_rollback)
        vrow = QHBoxLayout()
        vrow.addWidget(plain_label(tr("Versions:")))
        vrow.addWidget(self.versions_box, 1)
        vrow.addWidget(self.rollback_btn)
        self.summary = plain_label()
        self.summary.setWordWrap(True)
        self.changes = QPlainTextEdit()  # plain text: names come from a file
        self.changes.setReadOnly(True)
        self.confirm = QCheckBox(tr("I have read the warnings above: apply this file anyway"))
        self.confirm.setVisible(False)
        self.confirm.toggled.connect(lambda _on: self._enable_apply())
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Apply | QDialogButtonBox.StandardButton.Close)
        self.apply_btn = self.buttons.button(QDialogButtonBox.StandardButton.Apply)
        self.apply_btn.setEnabled(False)
        self.apply_btn.clicked.connect(self.apply)
        self.buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(intro)
        lay.addLayout(row)
        lay.addLayout(vrow)
        lay.addWidget(self.summary)
        lay.addWidget(self.changes, 1)
        lay.addWidget(self.confirm)
        lay.addWidget(self.buttons)
        self.resize(820, 560)
        self._fill_versions()

    def _target(self):
        return self.session.workspace.dir.joinpath(*EPOCH_WORKSPACE_FILE)

    def _browse(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, tr("Epoch AI hardware CSV"), "", tr("CSV files (*.csv)"))
        if path:
            self.source.setText(path)

    def _fill_versions(self) -> None:
        self.versions_box.clear()
        for v in reversed(versions(catalog_folder(self.session.workspace.dir))):
            when = v.get("applied_at") or tr("before the first update")
            text = trf(
                "{n}: {when}, {rows} rows, from {source}",
                n=v["version"],
                when=when,
                rows=v.get("rows", 0),
                source=shown(v.get("source", ""))[:80],
            )
            if v.get("current"):
                text += beside(tr("(in use)"))
            self.versions_box.addItem(text, v["version"])
        self.rollback_btn.setEnabled(self.versions_box.count() > 1)

    # the worker --------------------------------------------------------------------------------------------------
    def _start(self, fn, done) -> None:
        self.update = None
        self.apply_btn.setEnabled(False)
        self.confirm.setVisible(False)
        self.confirm.setChecked(False)
        self.preview_btn.setEnabled(False)
        self.rollback_btn.setEnabled(False)
        self.cancel_btn.setEnabled(True)
        task = CatalogTask(fn, self)
        task.done.connect(done)
        task.failed.connect(self._failed)
        task.waiting.connect(self.summary.setText)
        task.finished.connect(self._finished)
        self.task = task
        task.start()

    def _finished(self) -> None:
        self.task = None
        self.preview_btn.setEnabled(True)
        self.cancel_btn.setEnabled(False)
        self.rollback_btn.setEnabled(self.versions_box.count() > 1)
        self._enable_apply()

    def _failed(self, message: str) -> None:
        self.summary.setText(message)
        self.changes.setPlainText("")
        self.previewed.emit()

    def cancel(self) -> None:
        if self.task is not None:
            self.task.cancel()

    def busy(self) -> bool:
        return self.task is not None

    # preview -----------------------------------------------------------------------------------------------------
    def preview(self) -> None:
        """Read the source and show what would change (on the worker thread); the reason when it cannot be read."""
        where = self.source.text().strip()
        target = self._target()
        usage = Usage.of(self.session.workspace)  # read here: the workspace's connection stays on this thread
        self.summary.setText(trf("Reading {source}…", source=shown(where)[:120]))

        def work(task: CatalogTask) -> EpochUpdate:
            text, name = read_epoch_source(where, cancel=task.stop)
            task.check()
            rows = parse_epoch_text(text, task.check)
            return preview_epoch_update(rows, target, name, text, usage, task.check)

        self._start(work, self._show)

    def preview_rollback(self) -> None:
        version = self.versions_box.currentData()
        if version is None:
            return
        home = self.session.workspace.dir
        usage = Usage.of(self.session.workspace)
        self._start(lambda _task: preview_rollback(home, int(version), usage), self._show)

    def _show(self, update: EpochUpdate) -> None:
        self.update = update
        text = localize(update.summary())
        touched = update.touched()
        if touched:
            text += "\n" + localize(touched)
        if update.risks:
            text += "\n" + trf("Check before applying: {risks}", risks="; ".join(map(localize, update.risks)))
        self.summary.setText(text)
        self.changes.setPlainText("\n".join(localize(x) for x in update.lines(limit=2000)) or tr("No changes."))
        self.confirm.setVisible(bool(update.risks))
        self.apply_btn.setText(tr("Go back to this version") if update.version is not None else tr("Apply"))
        self._enable_apply()
        self.previewed.emit()

    def _enable_apply(self) -> None:
        u = self.update
        worth = u is not None and (bool(u.changes) or u.version is not None or bool(u.conflicts))
        self.apply_btn.setEnabled(worth and self.task is None and (not u.risks or self.confirm.isChecked()))

    # apply -------------------------------------------------------------------------------------------------------
    def apply(self) -> None:
        update = self.update
        if update is None or self.task is not None:
            return
        target = self._target()
        home = self.session.workspace.dir
        force = self.confirm.isChecked()

        def work(task: CatalogTask):
            def wait(sentence) -> None:
                task.waiting.emit(localize(sentence))

            if update.version is not None:
                return rollback_epoch(home, update, on_wait=wait)
            return apply_epoch_update(update, target, force=force, on_wait=wait)

        self.summary.setText(tr("Applying…"))
        self._start(work, self._applied)
        self.cancel_btn.setEnabled(False)  # a write runs to its end: it is whole or nothing either way

    def _applied(self, _result) -> None:
        self.update = None
        self.session.data_changed("catalog")
        self.summary.setText(trf("Applied: the catalog now holds {n} devices.", n=len(self.session.catalog)))
        self.apply_btn.setEnabled(False)
        self._fill_versions()
        self.applied.emit()

    def done(self, r) -> None:  # a read still running: cancel it, let it end in the background
        if self.task is not None:
            self.task.cancel()
            self.task.setParent(None)
            self.session.keep_alive(self.task)
        super().done(r)
