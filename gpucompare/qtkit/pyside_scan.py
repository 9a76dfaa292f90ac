"""PySide6's question about every module imported after it, answered by reading the file once.

PySide6 asks of each newly imported module whether its source mentions "PySide6" (to know which modules its
`__feature__` switches apply to) and finds out with `inspect.getsource`: the file read line by line into the line
cache, decoded, looked up among every loaded module. On the window's start-up path that is ~160 modules and
30-40 ms of a loaded machine's CPU before the first paint (PySide6 6.11). The same question is answered here from the
file's bytes; a module without a plain .py file (built in, compiled, in a zip) still goes to PySide6's own answer.
"""

from __future__ import annotations

import sys


def uses_pyside(module, fallback) -> bool:
    """Whether the module's source file mentions PySide6 (what PySide6's own check answers), read as bytes."""
    path = getattr(module, "__file__", None)
    if isinstance(path, str) and path.endswith(".py"):
        try:
            with open(path, "rb") as f:
                return b"PySide6" in f.read()
        except OSError:
            pass
    return fallback(module)


def quicken() -> bool:
    """Swap PySide6's per-module check for `uses_pyside` (same answers); False when this PySide6 has no such check."""
    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if original is None or getattr(original, "quick", False):
        return False

    def _mod_uses_pyside(module) -> bool:
        return uses_pyside(module, original)

    _mod_uses_pyside.quick = True
    _mod_uses_pyside.original = original
    feature._mod_uses_pyside = _mod_uses_pyside
    return True
