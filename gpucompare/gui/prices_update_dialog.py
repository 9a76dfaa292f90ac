"""File → Update prices…: read SkyPilot's community cloud catalog (a vms.csv, a catalog version folder or a URL), show
what changes in the cloud prices (added, changed with old and new price, removed, per provider), the prices flagged as
anomalies and the accelerator names the catalog does not know, and keep the update in the workspace on request.
Curated rows (provider pages, Chinese rate cards) are never touched."""

from __future__ import annotations

from PySide6.QtCore import Qt
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
from gpucompare.errors import UserError
from gpucompare.i18n import localize, tr

#: the newest catalog version the bundled snapshot was read from; a version folder URL fetches every cloud
DEFAULT_URL = "https://raw.githubusercontent.com/skypilot-org/skypilot-catalog/master/catalogs/v9/"


class PricesUpdateDialog(QDialog):
    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        self.update: PriceUpdate | None = None
        self.setWindowTitle(tr("Update prices"))
        intro = QLabel(
            tr(
                "Cloud prices come from SkyPilot's community catalog ({repo}), refreshed by its maintainers every few "
                "hours. Give a vms.csv, a catalog version folder (catalogs/v9) or a URL, preview the changes, then "
                "apply them. Curated prices (provider pages, Chinese rate cards) are kept; a price far below the "
                "provider's other regions, its list price or other providers is flagged and never used as the "
                "cheapest."
            ).format(repo=CATALOG_REPO)
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
        row = QHBoxLayout()
        row.addWidget(self.source, 1)
        row.addWidget(browse)
        row.addWidget(self.preview_btn)
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

    def preview(self) -> bool:
        """Read the source and show what would change; False (with the reason shown) when it cannot be read."""
        self.update = None
        self.apply_btn.setEnabled(False)
        ws = self.session.workspace
        try:
            files = read_skypilot_source(self.source.text().strip())
            self.update = preview_price_update(files, self.session.catalog, ws.dir, self.source.text().strip())
        except UserError as err:
            self.summary.setText(localize(str(err)))
            self.changes.setPlainText("")
            return False
        self.summary.setText(localize(self.update.summary()))
        self.changes.setPlainText("\n".join(self.update.lines(limit=2000)) or tr("No changes."))
        self.apply_btn.setEnabled(bool(self.update.rows))
        return True

    def apply(self) -> None:
        if self.update is None:
            return
        apply_price_update(self.update, self.session.workspace.dir)
        self.session.data_changed("prices")
        self.summary.setText(
            tr("Applied: {n} prices of {providers} are in use.").format(
                n=len(self.update.rows), providers=", ".join(self.update.providers)
            )
        )
        self.apply_btn.setEnabled(False)
