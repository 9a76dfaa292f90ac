"""Python's cyclic garbage collector, run on the GUI thread only.

Left automatic, the collector runs in whichever thread happens to allocate when its thresholds are crossed: a worker
thread (a catalog preview, a sheet import) can then free a cycle holding a Qt object that belongs to the GUI thread,
and Qt deletes it from the wrong thread: a segmentation fault far from its cause (seen in a test run: a worker in
core.fields, "Garbage-collecting"). Automatic collection is switched off and the same thresholds are checked on a
timer in the GUI thread, so every collection happens there."""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

from gpucompare.gc_policy import collect_if_due


class MainThreadCollector(QObject):
    """Owned by the application: while it lives, collections happen on its timer in the GUI thread."""

    def __init__(self, parent: QObject | None = None, interval_ms: int = 500) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.timeout.connect(collect_if_due)
        self._timer.start(interval_ms)
        gc.disable()


_installed: MainThreadCollector | None = None


def install(app: QObject) -> MainThreadCollector:
    """Switch automatic collection off and collect on the GUI thread's timer (once per process)."""
    global _installed
    if _installed is None:
        _installed = MainThreadCollector(app)
    return _installed
