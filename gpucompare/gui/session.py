"""What every view of the window shares: the catalog, the workspace, the selectors, the comparison set, undo.

Views read from the session and call its setters; the session says what changed through `changed(what)`, with
`what` one of "catalog", "prices", "precision", "comparison", "quotes", "workload" (the run the "for my workload"
columns are about). It computes nothing itself beyond asking the core, and caches only what a repaint would otherwise
recompute.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QSettings, QThread, Signal
from PySide6.QtGui import QUndoStack

from gpucompare.core.catalog import PRECISIONS, Catalog, Device
from gpucompare.core.hwtable import Frame, build_frame
from gpucompare.core.money import FxTable
from gpucompare.core.pricing import BASES, HOUR_BASIS, PriceColumn, default_basis, normalize_basis, price_column
from gpucompare.gui.settings import get_list, get_str
from gpucompare.i18n import language
from gpucompare.store import Workspace

MAX_COMPARED = 4
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
        self.latest_quotes = self.workspace.latest_quotes("purchase")
        self.hourly_quotes = self.workspace.quotes_of_kind("hourly")
        self.quote_book = self.workspace.quote_book(self.tax_basis())
        self._frame = self._prices = self._run = None
        if getattr(self, "run_spec", None) is not None:
            self._start_run()

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
        (read once per change: the column is cached until the basis, currency or data change)."""
        if self.basis == HOUR_BASIS:  # a cost of ownership: the TCO model (loaded only for this basis)
            from gpucompare.core.tco import TcoSettings
            from gpucompare.core.tco import price_column as tco_column

            return tco_column(
                devices,
                self.basis,
                self.currency,
                self.fx,
                quotes=self.quote_book,
                tco=TcoSettings.from_workspace(self.workspace, self.fx),
                language=language(),
            )
        return price_column(devices, self.basis, self.currency, self.fx, quotes=self.quote_book)

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
        """Let the run's computation finish (before the workspace closes, and in tests)."""
        for worker in list(self._workers):
            worker.wait(ms)

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
        from gpucompare.i18n import tr

        if device_id in self.comparison:
            return True
        if len(self.comparison) >= MAX_COMPARED:
            self.message.emit(tr("At most {n} devices side by side: remove one first.").format(n=MAX_COMPARED))
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
