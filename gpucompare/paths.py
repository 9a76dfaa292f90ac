"""Where the bundled data and the user's workspace live: one function for each."""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "gpucompare"
_PKG = Path(__file__).resolve().parent


def bundled(*parts: str) -> Path:
    """Path of a bundled file: `bundled("data", "devices.csv")`.

    Looks in the installed wheel (`gpucompare/_bundled/`), in a PyInstaller bundle, then in a source checkout.
    """
    candidates = [_PKG / "_bundled"]
    if getattr(sys, "frozen", False):
        candidates.insert(0, Path(getattr(sys, "_MEIPASS", _PKG)) / "gpucompare" / "_bundled")
    candidates.append(_PKG.parent)
    for root in candidates:
        path = root.joinpath(*parts)
        if path.exists():
            return path
    raise FileNotFoundError(f"bundled file {'/'.join(parts)} not found in {', '.join(map(str, candidates))}")


def data_file(name: str) -> Path:
    return bundled("data", name)


def workspace_dir(home: str | os.PathLike | None = None) -> Path:
    """The user's workspace: --home, else $GPUCOMPARE_HOME, else the platform's user data folder."""
    if home is None:
        home = os.environ.get("GPUCOMPARE_HOME") or None
    if home is None:
        import platformdirs

        home = platformdirs.user_data_dir(APP_NAME, appauthor=False)
    path = Path(home).expanduser()
    path.mkdir(parents=True, exist_ok=True)
    return path
