"""File → Update catalog…: read Epoch AI's hardware CSV (a file or a URL), show what changes in the catalog's base
layer (rows added, changed with old and new values, removed; curated values that stay), and apply it on request.
Curated rows and the user's devices are never touched; without an update the bundled snapshot serves."""

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

from gpucompare.core.catalog import (
    EPOCH_CITATION,
    EPOCH_URL,
    EPOCH_WORKSPACE_FILE,
    EpochUpdate,
    apply_epoch_update,
    parse_epoch_text,
    preview_epoch_update,
    read_epoch_source,
)
from gpucompare.errors import UserError
from gpucompare.i18n import localize, tr


class CatalogUpdateDialog(QDialog):
    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        self.update: EpochUpdate | None = None
        self.setWindowTitle(tr("Update catalog"))
        intro = QLabel(
            tr(
                "The catalog's base layer is {cite} (CC BY 4.0), published daily. Give its CSV (a file, or the URL "
                "below), preview the changes, then apply them. Curated rows and your own devices are not touched."
            ).format(cite=EPOCH_CITATION)
        )
        intro.setTextFormat(Qt.TextFormat.PlainText)
        intro.setWordWrap(True)
        self.source = QLineEdit(EPOCH_URL)
        browse = QPushButton(tr("Browse…"))
        browse.clicked.connect(self._browse)
        self.preview_btn = QPushButton(tr("Preview"))
        self.preview_btn.clicked.connect(self.preview)
        row = QHBoxLayout()
        row.addWidget(self.source, 1)
        row.addWidget(browse)
        row.addWidget(self.preview_btn)
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setWordWrap(True)
        self.changes = QPlainTextEdit()  # plain text: names come from a file
        self.changes.setReadOnly(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Apply | QDialogButtonBox.StandardButton.Close)
        self.apply_btn = self.buttons.button(QDialogButtonBox.StandardButton.Apply)
        self.apply_btn.setEnabled(False)
        self.apply_btn.clicked.connect(self.apply)
        self.buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(intro)
        lay.addLayout(row)
        lay.addWidget(self.summary)
        lay.addWidget(self.changes, 1)
        lay.addWidget(self.buttons)
        self.resize(760, 520)

    def _target(self):
        return self.session.workspace.dir.joinpath(*EPOCH_WORKSPACE_FILE)

    def _browse(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, tr("Epoch AI hardware CSV"), "", tr("CSV files (*.csv)"))
        if path:
            self.source.setText(path)

    def preview(self) -> bool:
        """Read the source and show what would change; False (with the reason shown) when it cannot be read."""
        self.update = None
        self.apply_btn.setEnabled(False)
        try:
            text, name = read_epoch_source(self.source.text().strip())
            rows = parse_epoch_text(text)
            self.update = preview_epoch_update(rows, self._target(), name, text)
        except UserError as err:
            self.summary.setText(localize(str(err)))
            self.changes.setPlainText("")
            return False
        self.summary.setText(localize(self.update.summary()))
        self.changes.setPlainText("\n".join(self.update.lines(limit=2000)) or tr("No changes."))
        self.apply_btn.setEnabled(bool(self.update.changes))
        return True

    def apply(self) -> None:
        if self.update is None:
            return
        apply_epoch_update(self.update, self._target())
        self.session.data_changed("catalog")
        self.summary.setText(tr("Applied: the catalog now holds {n} devices.").format(n=len(self.session.catalog)))
        self.apply_btn.setEnabled(False)
