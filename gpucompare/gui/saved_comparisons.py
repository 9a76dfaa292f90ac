"""Edit → Open comparison: the newest saved comparisons in the menu (a fixed number, built when the menu opens), and
every one of them in a dialog with a filter, Open and Delete; tens of thousands of names cost a list model, never a
menu entry each."""

from __future__ import annotations

from PySide6.QtCore import QSortFilterProxyModel, QStringListModel, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLineEdit,
    QListView,
    QPushButton,
    QVBoxLayout,
)

from gpucompare.gui.plaintext import plain_label
from gpucompare.i18n import tr, trf
from gpucompare.safetext import shown

#: saved comparisons listed in the menu itself (the newest); the rest are in the dialog
MENU_ENTRIES = 15


def fill_menu(menu, session, open_one, show_all) -> None:
    """The newest MENU_ENTRIES saved comparisons, then "All saved comparisons…" when there are more or any."""
    menu.clear()
    names = list(session.saved_comparisons())
    for name in reversed(names[-MENU_ENTRIES:]):
        act = menu.addAction(shown(name).replace("&", "&&"))  # a name, not a mnemonic
        act.triggered.connect(lambda _c=False, n=name: open_one(n))
    if names:
        menu.addSeparator()
        more = menu.addAction(trf("All saved comparisons ({n})…", n=len(names)))
        more.triggered.connect(show_all)
    else:
        none = menu.addAction(tr("(none saved yet)"))
        none.setEnabled(False)


class SavedComparisonsDialog(QDialog):
    """Every saved comparison, newest first, filtered as you type; Open or Delete the chosen one."""

    def __init__(self, session, open_one, parent=None):
        super().__init__(parent)
        self.session, self.open_one = session, open_one
        self.setWindowTitle(tr("Saved comparisons"))
        self.names = QStringListModel(self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.names)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(tr("Type part of a name"))
        self.filter.textChanged.connect(self.proxy.setFilterFixedString)
        self.list = QListView()
        self.list.setModel(self.proxy)
        self.list.setUniformItemSizes(True)
        self.list.doubleClicked.connect(lambda _i: self.open_chosen())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.open_btn = QPushButton(tr("Open"))
        self.delete_btn = QPushButton(tr("Delete"))
        buttons.addButton(self.open_btn, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.delete_btn, QDialogButtonBox.ButtonRole.ActionRole)
        self.open_btn.clicked.connect(self.open_chosen)
        self.delete_btn.clicked.connect(self.delete_chosen)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(plain_label(tr("Newest first.")))
        lay.addWidget(self.filter)
        lay.addWidget(self.list, 1)
        lay.addWidget(buttons)
        self.resize(520, 480)
        self.reload()

    def reload(self) -> None:
        self._names = list(reversed(list(self.session.saved_comparisons())))
        self.names.setStringList([shown(n) for n in self._names])
        if self.proxy.rowCount():
            self.list.setCurrentIndex(self.proxy.index(0, 0))

    def chosen(self) -> str | None:
        idx = self.list.currentIndex()
        return self._names[self.proxy.mapToSource(idx).row()] if idx.isValid() else None

    def open_chosen(self) -> None:
        name = self.chosen()
        if name is not None:
            self.open_one(name)
            self.accept()

    def delete_chosen(self) -> None:
        name = self.chosen()
        if name is not None:
            self.session.delete_comparison(name)
            self.reload()
