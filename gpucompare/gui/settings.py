"""Where the window keeps its state (QSettings, INI format) and the migration run before it is read."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings

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
    version = int(s.value("settings_version", 0) or 0)
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
