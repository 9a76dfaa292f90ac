"""File → Update prices…: read SkyPilot's community cloud catalog (a vms.csv, a catalog version folder or a URL), show
what changes in the cloud prices (added, changed with old and new price, removed, per provider), the prices flagged as
anomalies and the accelerator names the catalog does not know, and keep the update in the workspace on request.
Curated rows (provider pages, Chinese rate cards) are never touched."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
)

from gpucompare.core.cloud_prices import (
    CATALOG_REPO,
    PriceUpdate,
    apply_price_update,
    china_rent_note,
    preview_price_update,
    read_skypilot_source,
)
from gpucompare.gui.catalog_update_dialog import CatalogTask
from gpucompare.i18n import localize, tr, trf

#: the newest catalog version the bundled snapshot was read from; a version folder URL fetches every cloud
DEFAULT_URL = "https://raw.githubusercontent.com/skypilot-org/skypilot-catalog/master/catalogs/v9/"


class PricesUpdateDialog(QDialog):
    """Reading runs on a worker thread with Cancel (a slow or silent server never freezes the window); so does
    applying, which waits for another update holding the prices' lock."""

    previewed = Signal()  # a preview (or a refusal) is shown: tests wait for it
    applied = Signal()

    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        self.update: PriceUpdate | None = None
        self.task: CatalogTask | None = None
        self.setWindowTitle(tr("Update prices"))
        intro = QLabel(
            trf(
                "Cloud prices come from SkyPilot's community catalog ({repo}), refreshed by its maintainers every few "
                "hours. Give a vms.csv, a catalog version folder (catalogs/v9) or a URL, preview the changes, then "
                "apply them. Curated prices (provider pages, Chinese rate cards) are kept; a price far below the "
                "provider's other regions, its list price or other providers is flagged and never used as the "
                "cheapest.",
                repo=CATALOG_REPO,
            )
        )
        intro.setTextFormat(Qt.TextFormat.PlainText)
        intro.setWordWrap(True)
        #: which Chinese clouds have no public list price here, and the pages searched (data/cloud_providers.csv)
        self.china_note = QLabel(str(china_rent_note()))
        self.china_note.setTextFormat(Qt.TextFormat.PlainText)
        self.china_note.setWordWrap(True)
        self.china_note.setVisible(bool(self.china_note.text()))
        self.source = QLineEdit(DEFAULT_URL)
        browse = QPushButton(tr("Folder…"))
        browse.clicked.connect(self._browse)
        self.preview_btn = QPushButton(tr("Preview"))
        self.preview_btn.clicked.connect(self.preview)
        self.cancel_btn = QPushButton(tr("Cancel"))
        self.cancel_btn.setEnabled(False)
        self.cancel_btn.clicked.connect(lambda: self.task is not None and self.task.cancel())
        row = QHBoxLayout()
        row.addWidget(self.source, 1)
        row.addWidget(browse)
        row.addWidget(self.preview_btn)
        row.addWidget(self.cancel_btn)
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.PlainText)  # names and numbers come from a file
        self.summary.setWordWrap(True)
        self.changes = QPlainTextEdit()
        self.changes.setReadOnly(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Apply | QDialogButtonBox.StandardButton.Close)
        self.apply_btn = self.buttons.button(QDialogButtonBox.StandardButton.Apply)
        self.apply_btn.setEnabled(False)
        self.apply_btn.clicked.connect(self.apply)
        self.buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(intro)
        lay.addWidget(self.china_note)
        lay.addLayout(row)
        lay.addWidget(self.summary)
        lay.addWidget(self.changes, 1)
        lay.addWidget(self.buttons)
        self.resize(820, 560)

    def _browse(self) -> None:
        path = QFileDialog.getExistingDirectory(self, tr("SkyPilot catalog folder (catalogs/v9)"))
        if path:
            self.source.setText(path)

    def busy(self) -> bool:
        return self.task is not None

    def _start(self, fn, done) -> None:
        self.apply_btn.setEnabled(False)
        self.preview_btn.setEnabled(False)
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
        self.apply_btn.setEnabled(self.update is not None and bool(self.update.rows))

    def _failed(self, message: str) -> None:
        self.update = None
        self.summary.setText(message)
        self.changes.setPlainText("")
        self.previewed.emit()

    def preview(self) -> None:
        """Read the source and show what would change (on the worker thread); the reason when it cannot be read."""
        self.update = None
        where = self.source.text().strip()
        catalog, home = self.session.catalog, self.session.workspace.dir
        self.summary.setText(trf("Reading {source}…", source=where[:120]))

        def work(task: CatalogTask) -> PriceUpdate:
            files = read_skypilot_source(where, cancel=task.stop)
            task.check()
            return preview_price_update(files, catalog, home, where)

        self._start(work, self._show)

    def _show(self, update: PriceUpdate) -> None:
        self.update = update
        self.summary.setText(localize(update.summary()))
        self.changes.setPlainText("\n".join(update.lines(limit=2000)) or tr("No changes."))
        self.previewed.emit()

    def apply(self) -> None:
        update = self.update
        if update is None or self.task is not None:
            return
        home = self.session.workspace.dir

        def work(task: CatalogTask):
            return apply_price_update(update, home, on_wait=lambda s: task.waiting.emit(localize(s)))

        self._start(work, lambda _path: self._applied(update))
        self.cancel_btn.setEnabled(False)

    def _applied(self, update: PriceUpdate) -> None:
        self.update = None
        self.session.data_changed("prices")
        self.summary.setText(
            trf(
                "Applied: {n} prices of {providers} are in use.",
                n=len(update.rows),
                providers=", ".join(update.providers),
            )
        )
        self.applied.emit()

    def done(self, r) -> None:  # a read still running: cancel it, let it end in the background
        if self.task is not None:
            self.task.cancel()
            self.task.setParent(None)
            self.session.keep_alive(self.task)
        super().done(r)
