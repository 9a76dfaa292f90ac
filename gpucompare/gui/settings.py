"""Where the window keeps its state (QSettings, INI format), the migration run before it is read, and typed reads
that fall back to the default on garbage (a hand-edited `settings_version=abc` or `estimate/count=lots` must not
stop the window from building)."""

from __future__ import annotations

import math
import os
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings

SETTINGS_VERSION = 1


def settings_path() -> Path:
    """settings.ini in --home / $GPUCOMPARE_HOME when one is given (tests, portable use), else the user config folder."""
    home = os.environ.get("GPUCOMPARE_HOME")
    if home:
        return Path(home).expanduser() / "settings.ini"
    import platformdirs

    return Path(platformdirs.user_config_dir("gpucompare", appauthor=False)) / "settings.ini"


def open_settings() -> QSettings:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    s = QSettings(str(path), QSettings.Format.IniFormat)
    migrate(s)
    return s


def migrate(s: QSettings) -> None:
    """Bring settings written by an older version up to date (Friture's pattern); unknown newer ones are left alone."""
    version = get_int(s, "settings_version", 0, 0, 1_000_000)
    if version < 1:
        # Version 0 had no groups; nothing to carry over yet beyond stamping the version.
        s.setValue("settings_version", SETTINGS_VERSION)


def get_list(s: QSettings, key: str) -> list[str]:
    """A list setting; INI files return a single value as a str and an empty list as None."""
    v = s.value(key)
    if v is None or v == "":
        return []
    if isinstance(v, str):
        return [v]
    return [str(x) for x in v]


def get_str(s: QSettings, key: str, default: str = "") -> str:
    """A text setting; the default when it is missing or not text (an INI "a, b" reads as a list)."""
    v = s.value(key, default)
    return v if isinstance(v, str) else default


def get_int(s: QSettings, key: str, default: int, low: int, high: int) -> int:
    """A whole number in [low, high]; the default on anything else."""
    v = s.value(key, default)
    try:
        number = int(str(v).strip())
    except (TypeError, ValueError):
        return default
    return number if low <= number <= high else default


def get_float(s: QSettings, key: str, default: float, low: float, high: float) -> float:
    """A finite number in [low, high]; the default on anything else (NaN, inf, text)."""
    v = s.value(key, default)
    try:
        number = float(str(v).strip())
    except (TypeError, ValueError):
        return default
    return number if math.isfinite(number) and low <= number <= high else default


def get_bytes(s: QSettings, key: str) -> QByteArray | None:
    """Saved geometry or state (bytes); None when missing or not bytes (then the default layout is used)."""
    v = s.value(key)
    if isinstance(v, QByteArray) and not v.isEmpty():
        return v
    if isinstance(v, bytes | bytearray) and v:
        return QByteArray(bytes(v))
    return None
