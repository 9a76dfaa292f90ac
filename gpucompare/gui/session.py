"""What every view of the window shares: the catalog, the workspace, the selectors, the comparison set, undo.

Views read from the session and call its setters; the session says what changed through `changed(what)`, with
`what` one of "catalog", "prices", "precision", "comparison", "quotes", "workload" (the run the "for my workload"
columns are about). It computes nothing itself beyond asking the core, and caches only what a repaint would otherwise
recompute.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QSettings, QThread, QTimer, Signal
from PySide6.QtGui import QUndoStack

from gpucompare.core.catalog import PRECISIONS, Catalog, Device
from gpucompare.core.hwtable import Frame, build_frame
from gpucompare.core.money import FxTable
from gpucompare.core.pricing import BASES, HOUR_BASIS, PriceColumn, default_basis, normalize_basis, price_column
from gpucompare.gui.settings import get_list, get_str
from gpucompare.i18n import language, tr, trf
from gpucompare.store import Workspace

#: the longest name a saved comparison may have (the dialog stops there)
MAX_COMPARISON_NAME = 200


def default_currency() -> str:
    from gpucompare.i18n import is_chinese

    return "CNY" if is_chinese() else "USD"


class RunWorker(QThread):
    """The "for my workload" column computed off the window's thread (an estimate per training device takes a
    moment): the core's pure function on values read before it starts, the result sent back with its run."""

    done = Signal(object, object)  # the run it was computed for, the core.workload_costs.WorkloadColumn (or None)

    def __init__(self, spec: tuple, args: tuple, parent=None):
        super().__init__(parent)
        self.spec, self.args = spec, args

    def run(self) -> None:
        from gpucompare.core.workload_costs import workload_column

        try:
            col = workload_column(*self.args)
        except Exception:  # a device's estimate failing is said per device; anything else leaves the columns empty
            col = None
        self.done.emit(self.spec, col)


class BookReader(QThread):
    """Reads every quote and chooses each device's quote (core.offers.QuoteLedger) with a connection of its own (the
    workspace is WAL: readers never block), so the window answers while a large workspace is read."""

    done = Signal(object)  # this reader, with `ledger` set (None when the read failed: read again on the GUI thread)

    def __init__(self, workspace: Workspace, tax_basis: str, parent=None):
        super().__init__(parent)
        self.workspace, self.tax_basis = workspace, tax_basis
        # what the workspace had seen when the read began: the edits made after it are caught up on
        self.version, self.edits_seen = workspace.data_version(), len(workspace.edits)
        self.ledger = None

    def run(self) -> None:
        import sqlite3

        try:
            conn = sqlite3.connect(self.workspace.path, timeout=15.0)
            try:
                conn.row_factory = sqlite3.Row
                self.ledger = self.workspace.read_quote_ledger(conn)
            finally:
                conn.close()
        except Exception:  # noqa: BLE001 - read again on the GUI thread, where an error is shown as usual
            self.ledger = None
        self.done.emit(self)


#: a workspace with more quotes than this has them read and chosen off the window's thread at start
READ_QUOTES_IN_BACKGROUND = 20_000
#: the price bases that read the workspace's quotes (the others read reference prices only)
QUOTE_BASES = ("quote", "cloud", HOUR_BASIS)


class Session(QObject):
    changed = Signal(str)
    message = Signal(str)  # a one-line status for the status bar

    def __init__(self, workspace: Workspace, settings: QSettings, parent=None):
        super().__init__(parent)
        self.workspace = workspace
        self.settings = settings
        self.undo_stack = QUndoStack(self)
        self._threads: list = []
        s = settings
        self.precision = get_str(s, "view/precision", "bf16")
        if self.precision not in PRECISIONS:
            self.precision = "bf16"
        # view/basis is written only when the user picks a basis in the selector, so a stored market basis
        # ("reference:US") was chosen and stays; none stored, or the old key "reference" (the reference price
        # before the market was part of the basis), follows today's default for the language
        stored = get_str(s, "view/basis")
        self.basis = normalize_basis(stored) if stored not in ("", "reference") else default_basis(language())
        if self.basis not in BASES:
            self.basis = default_basis(language())
        # a Chinese window starts in yuan (read in 万), as the README says; a choice once made is kept
        self.currency = get_str(s, "view/currency") or self.workspace.setting("currency", "") or default_currency()
        self._frame: Frame | None = None
        self._prices: PriceColumn | None = None
        #: "for my workload": (workload, count, estimate settings) as the estimate panel last ran them, and the
        #: core's column for it (computed after the first paint: the estimator and the TCO load then)
        self.run_spec: tuple | None = None
        self._run = None
        self._workers: list[RunWorker] = []
        self.reload()
        if self.currency not in self.fx.rates:
            self.currency = "USD"
        self.comparison: list[str] = [i for i in get_list(s, "view/comparison") if i in self.catalog.by_id]
        self.baseline: str = get_str(s, "view/baseline") or (self.comparison[0] if self.comparison else "")

    # data from the workspace -------------------------------------------------------------------------------
    def reload(self) -> None:
        """Read custom devices, FX rates and quotes again (after an import, an undo or a preference change)."""
        self.catalog: Catalog = self.workspace.catalog()
        self.fx: FxTable = self.workspace.fx()
        self._book = self._read_book()
        self._frame = self._prices = self._run = None
        if getattr(self, "run_spec", None) is not None:
            self._start_run()

    # each device's quote, by the one rule (core.offers): read whole once, off this thread on a large workspace -----
    def _read_book(self):
        """The quote book now, when it costs only what changed; else start reading it off this thread and give an
        empty one until then (`quotes_pending`)."""
        ws = self.workspace
        if getattr(self, "_book_reader", None) is not None:
            return self._book_pending_book()
        if ws.has_quote_ledger() or ws.quote_count() <= READ_QUOTES_IN_BACKGROUND:
            return ws.quote_book(self.tax_basis())
        reader = BookReader(ws, self.tax_basis(), self)
        reader.done.connect(self._book_read)
        self._book_reader = reader
        self.keep_alive(reader)
        reader.start()
        self.message.emit(trf("Reading {n} quotes…", n=f"{ws.quote_count():,}"))
        return self._book_pending_book()

    def _book_pending_book(self):
        from gpucompare.core.offers import QuoteBook

        return QuoteBook(tax_basis=self.tax_basis())

    @property
    def quotes_pending(self) -> bool:
        """The workspace's quotes are still being read: prices from quotes follow."""
        return getattr(self, "_book_reader", None) is not None

    def _book_read(self, reader: BookReader) -> None:
        if reader is not getattr(self, "_book_reader", None):
            return  # taken already (quote_book was asked for and waited)
        self._take_book(reader)
        self.changed.emit("prices")  # the prices from quotes are in: every view that shows one catches up

    def _take_book(self, reader: BookReader) -> None:
        self._book_reader = None
        ws = self.workspace
        if reader.ledger is not None:
            # refused when another process wrote meanwhile; then, as after a failed read, quote_book reads on this
            # thread (an error shown as usual)
            ws.adopt_quote_ledger(reader.ledger, reader.version, reader.edits_seen)
        self._book = ws.quote_book(self.tax_basis())
        if self.basis in QUOTE_BASES:
            self._prices = self._frame = None
            if self.run_spec is not None:
                self._start_run()

    @property
    def quote_book(self):
        """Each device's quote chosen by the one rule (core.offers.QuoteBook). While the first read runs off this
        thread, asking waits for it: a price, an estimate or a report never reads an empty book."""
        reader = getattr(self, "_book_reader", None)
        if reader is not None:
            reader.wait()
            self._take_book(reader)
            QTimer.singleShot(0, lambda: self.changed.emit("prices"))
        return self._book

    @property
    def latest_quotes(self) -> dict[str, dict]:
        """The newest priced purchase quote per device (the store keeps it up to date edit by edit; read when asked)."""
        return self.workspace.latest_quotes("purchase")

    @property
    def hourly_quotes(self) -> list[dict]:
        """The priced hourly quotes that name a device, oldest first (the quote book's)."""
        return self.quote_book.hourly

    def wait_for_quotes(self) -> None:
        """Let the first read of the quotes finish (tests, the benchmark)."""
        _ = self.quote_book

    def tax_basis(self) -> str:
        """The comparison's tax basis (Preferences: Cost of ownership), without loading the TCO model: the stored
        setting, else net (every site's default: core.offers.default_tax_basis)."""
        stored = self.workspace.setting("tco.tax_basis")
        return stored if stored in ("net", "gross") else "net"

    def data_changed(self, what: str = "quotes") -> None:
        # quotes never move a reference price: under a reference basis the price column and the table stay
        keep = what == "quotes" and self.basis.startswith("reference") and hasattr(self, "catalog")
        before = (self.catalog, self._prices, self._frame) if keep else None
        self.reload()
        if before is not None and before[0] is self.catalog:
            self._prices, self._frame = before[1], before[2]
        if hasattr(self, "comparison"):
            self.comparison = [i for i in self.comparison if i in self.catalog.by_id]
        self.changed.emit(what)

    def keep_alive(self, thread) -> None:
        """Hold a worker thread whose dialog closed until it finishes (a QThread must not die while running)."""
        self._threads.append(thread)
        thread.finished.connect(lambda: self._threads.remove(thread) if thread in self._threads else None)

    # derived data ------------------------------------------------------------------------------------------
    def prices(self) -> PriceColumn:
        if self._prices is None:
            self._prices = self.prices_for(self.catalog.devices)
        return self._prices

    def prices_for(self, devices: list[Device]) -> PriceColumn:
        """Prices under the window's basis; the hour basis costs an owned device at Preferences -> Cost of ownership
        (read once per change: the column is cached until the basis, currency or data change). While the quotes are
        read, a device without a price says so."""
        col = self._prices_for(devices)
        if self.quotes_pending and self.basis in QUOTE_BASES:
            for i, p in enumerate(col.prices):
                if p is None and i not in col.why_none:
                    col.why_none[i] = tr("The workspace's quotes are still being read")
        return col

    def _prices_for(self, devices: list[Device]) -> PriceColumn:
        if self.basis == HOUR_BASIS:  # a cost of ownership: the TCO model (loaded only for this basis)
            from gpucompare.core.tco import TcoSettings
            from gpucompare.core.tco import price_column as tco_column

            return tco_column(
                devices,
                self.basis,
                self.currency,
                self.fx,
                quotes=self._book,
                tco=TcoSettings.from_workspace(self.workspace, self.fx),
                language=language(),
            )
        return price_column(devices, self.basis, self.currency, self.fx, quotes=self._book)

    def frame(self) -> Frame:
        if self._frame is None:
            self._frame = build_frame(self.catalog, self.precision, self.prices())
            if self._run is not None:
                self._frame.with_workload(self._run)
        return self._frame

    # "for my workload" ---------------------------------------------------------------------------------------
    def set_run(self, workload, count: int, settings) -> None:
        """The run the table's "for my workload" columns and the chart's "my run" are about (the estimate panel's
        workload and cluster size); recomputed only when it changes."""
        spec = (workload, count, settings)
        if spec == self.run_spec:
            return
        self.run_spec, self._run = spec, None
        self._start_run()

    def _start_run(self) -> None:
        """Compute the run's column off the window's thread; the values it needs are read here, on this one."""
        from gpucompare.core.tco import TcoSettings

        workload, count, settings = self.run_spec
        tco = TcoSettings.from_workspace(self.workspace, self.fx)
        args = (list(self.catalog.devices), workload, count, settings, self.prices(), tco, self.fx)
        worker = RunWorker(self.run_spec, args, self)
        worker.done.connect(self._run_done)
        worker.finished.connect(lambda: self._workers.remove(worker) if worker in self._workers else None)
        self._workers.append(worker)
        worker.start()

    def _run_done(self, spec: tuple, col) -> None:
        if spec is not self.run_spec or col is None or len(col.days) != len(self.catalog.devices):
            return  # a newer run, or other data, superseded it
        self._run = col
        if self._frame is not None:
            self._frame.with_workload(col)
        self.changed.emit("workload")

    def run_costs(self):
        """The days and cost of the run on every device under the window's prices (core.workload_costs), once
        computed; None before a run is chosen or while it is being computed."""
        return self._run

    def wait_for_runs(self, ms: int = 10_000) -> None:
        """Let the run's computation and the first read of the quotes finish (before the workspace closes, and in
        tests)."""
        for worker in list(self._workers):
            worker.wait(ms)
        reader = getattr(self, "_book_reader", None)
        if reader is not None:
            reader.wait(60_000)

    def compared_devices(self) -> list[Device]:
        return [self.catalog[i] for i in self.comparison]

    def baseline_index(self) -> int:
        return self.comparison.index(self.baseline) if self.baseline in self.comparison else 0

    # selectors ---------------------------------------------------------------------------------------------
    def set_precision(self, precision: str) -> None:
        if precision != self.precision and precision in PRECISIONS:
            self.precision = precision
            self.settings.setValue("view/precision", precision)
            self._frame = None
            self.changed.emit("precision")

    def set_currency(self, currency: str) -> None:
        if currency != self.currency and currency in self.fx.rates:
            self.currency = currency
            self.settings.setValue("view/currency", currency)
            self._frame = self._prices = self._run = None
            if self.run_spec is not None:
                self._start_run()
            self.changed.emit("prices")

    def set_basis(self, basis: str) -> None:
        if basis != self.basis and basis in BASES:
            self.basis = basis
            self.settings.setValue("view/basis", basis)
            self._frame = self._prices = self._run = None
            if self.run_spec is not None:
                self._start_run()
            self.changed.emit("prices")

    # the comparison set ------------------------------------------------------------------------------------
    def set_comparison(self, ids: list[str], baseline: str | None = None) -> None:
        from gpucompare.core.compare import MAX_COMPARED  # after the first paint: the table does not need it

        ids = [i for i in dict.fromkeys(ids) if i in self.catalog.by_id][:MAX_COMPARED]
        self.comparison = ids
        if baseline is not None:
            self.baseline = baseline
        if self.baseline not in ids:
            self.baseline = ids[0] if ids else ""
        self.settings.setValue("view/comparison", ids)
        self.settings.setValue("view/baseline", self.baseline)
        self.changed.emit("comparison")

    def add_to_comparison(self, device_id: str) -> bool:
        from gpucompare.core.compare import MAX_COMPARED

        if device_id in self.comparison:
            return True
        if len(self.comparison) >= MAX_COMPARED:
            self.message.emit(trf("At most {n} devices side by side: remove one first.", n=MAX_COMPARED))
            return False
        self.set_comparison([*self.comparison, device_id])
        return True

    def remove_from_comparison(self, device_id: str) -> None:
        self.set_comparison([i for i in self.comparison if i != device_id])

    def toggle_comparison(self, device_id: str) -> None:
        if device_id in self.comparison:
            self.remove_from_comparison(device_id)
        else:
            self.add_to_comparison(device_id)

    def move_in_comparison(self, device_id: str, step: int) -> None:
        ids = list(self.comparison)
        i = ids.index(device_id)
        j = max(0, min(len(ids) - 1, i + step))
        ids.insert(j, ids.pop(i))
        self.set_comparison(ids)

    def set_baseline(self, device_id: str) -> None:
        if device_id in self.comparison:
            self.set_comparison(self.comparison, baseline=device_id)

    # saved comparisons (in the workspace, so they travel with --home) ------------------------------------------
    SAVED_KEY = "saved_comparisons"

    def saved_comparisons(self) -> dict[str, dict]:
        """Name -> {"ids": [...], "baseline": id}, in the order they were saved."""
        return self.workspace.saved_comparisons()

    def save_comparison(self, name: str) -> None:
        """Keep the current comparison under a name (an existing name is replaced; a name is kept whole: two names
        that differ only after their 80th character are two comparisons)."""
        name = " ".join(name.split())
        if not name or not self.comparison:
            return
        if len(name) > MAX_COMPARISON_NAME:
            from gpucompare.errors import BadArgument
            from gpucompare.i18n import Msg

            raise BadArgument(
                Msg(
                    "a comparison's name may have at most {n} characters (this one has {m})",
                    n=MAX_COMPARISON_NAME,
                    m=len(name),
                )
            )
        saved = self.saved_comparisons()
        saved[name] = {"ids": list(self.comparison), "baseline": self.baseline}
        self.workspace.set_saved_comparisons(saved)

    def open_comparison(self, name: str) -> list[str]:
        """Compare a saved set again; returns the ids no longer in the catalog (a removed custom device)."""
        entry = self.saved_comparisons().get(name)
        if entry is None:
            return []
        ids = [str(i) for i in entry["ids"]]
        missing = [i for i in ids if i not in self.catalog.by_id]
        self.set_comparison([i for i in ids if i not in missing], baseline=str(entry.get("baseline") or ""))
        return missing

    def delete_comparison(self, name: str) -> None:
        saved = self.saved_comparisons()
        if saved.pop(name, None) is not None:
            self.workspace.set_saved_comparisons(saved)
