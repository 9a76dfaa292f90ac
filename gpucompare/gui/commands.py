"""Undoable edits of the workspace: an import (undo removes it, redo adds it again) and a quote's device."""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand

from gpucompare.i18n import localize, tr, trf


class ImportCommand(QUndoCommand):
    """Pushing it imports; undo removes the import with its quotes and custom devices; redo imports it again."""

    def __init__(self, session, preview):
        super().__init__(trf("Import {file}", file=preview.file_name))
        self.session = session
        self.preview = preview
        self.import_id: int | None = None
        self.result = None

    def redo(self) -> None:
        ws = self.session.workspace
        self.result = ws.add_import(self.preview, catalog=self.session.catalog)
        self.import_id = self.result.import_id
        if self.import_id is None:  # the same file and sheet were imported before: nothing to undo
            self.setObsolete(True)
        self.session.data_changed("catalog" if self.preview.kind == "specs" else "quotes")
        text = localize(self.result.message)  # the command line's words ('imported 6 quotes from ...'): a sentence
        self.session.message.emit(text[:1].upper() + text[1:])

    def undo(self) -> None:
        if self.import_id is None:
            return
        n = self.session.workspace.remove_import(self.import_id)
        self.import_id = None
        self.session.data_changed("catalog" if self.preview.kind == "specs" else "quotes")
        self.session.message.emit(trf("Removed the import of {file} ({n} rows)", file=self.preview.file_name, n=n))


class AssignDeviceCommand(QUndoCommand):
    """A quote matched by hand to a device (or to none)."""

    def __init__(self, session, quote_id: int, device_id: str | None):
        super().__init__(trf("Assign quote to {device}", device=device_id or tr("unknown device")))
        self.session = session
        self.quote_id = quote_id
        self.device_id = device_id
        self.before: str | None = None

    def redo(self) -> None:
        self.before = self.session.workspace.set_quote_device(self.quote_id, self.device_id)
        self.session.data_changed("quotes")

    def undo(self) -> None:
        self.session.workspace.set_quote_device(self.quote_id, self.before)
        self.session.data_changed("quotes")


class OfferCommand(QUndoCommand):
    """What a quote offers, corrected by hand: a card, a server or a rack, and what it includes (the cost of
    ownership then adds only what it lacks)."""

    def __init__(self, session, quote_id: int, offer: str | None, includes: list[str] | None):
        super().__init__(tr("Correct a quote's offer"))
        self.session = session
        self.quote_id = quote_id
        self.offer, self.includes = offer, includes
        self.before: dict | None = None

    def redo(self) -> None:
        self.before = self.session.workspace.set_quote_offer(self.quote_id, self.offer, self.includes)
        self.session.data_changed("quotes")

    def undo(self) -> None:
        b = self.before or {}
        self.session.workspace.set_quote_offer(self.quote_id, b.get("offer"), b.get("includes") if b else None)
        self.session.data_changed("quotes")


class PinCommand(QUndoCommand):
    """A device priced at one quote whatever the rule would choose (None: back to the rule)."""

    def __init__(self, session, device_id: str, quote_id: int | None):
        super().__init__(tr("Pin a quote") if quote_id is not None else tr("Unpin a quote"))
        self.session = session
        self.device_id, self.quote_id = device_id, quote_id
        self.before: int | None = None

    def redo(self) -> None:
        self.before = self.session.workspace.pin_quote(self.device_id, self.quote_id)
        self.session.data_changed("quotes")

    def undo(self) -> None:
        self.session.workspace.pin_quote(self.device_id, self.before)
        self.session.data_changed("quotes")
