"""One way the command line writes a JSON document: numpy scalars and arrays as plain numbers, booleans and lists,
NaN and infinities as null, so no `--json` output can fail to serialise or print something a JSON parser refuses."""

from __future__ import annotations

import json
import math
import sys
from typing import Any


def plain(value: Any) -> Any:
    """`value` with every numpy scalar or array turned into its Python form and every non-finite float into None
    (dicts, lists and tuples walked once; other objects left to `json`)."""
    if isinstance(value, dict):
        return {str(k) if not isinstance(k, str) else k: plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [plain(v) for v in value]
    np = sys.modules.get("numpy")  # not imported: no numpy value can be here (and --version stays light)
    if np is not None:
        if isinstance(value, np.ndarray):
            return [plain(v) for v in value.tolist()]
        if isinstance(value, np.generic):
            value = value.item()
    if isinstance(value, float) and not math.isfinite(value):
        return None
    return value


def dumps(doc: Any, indent: int | None = 1) -> str:
    """The document as JSON text (strict: no NaN, no numpy types)."""
    return json.dumps(plain(doc), ensure_ascii=False, indent=indent, allow_nan=False)


def emit(doc: Any, indent: int | None = 1) -> None:
    """Print the document to stdout as one JSON text and a newline."""
    sys.stdout.write(dumps(doc, indent) + "\n")
