"""A menu entry and icons for the user's desktop (freedesktop.org: Linux and the BSDs): `gpucompare
--install-desktop` writes them under $XDG_DATA_HOME (~/.local/share), `--uninstall-desktop` removes them."""

from __future__ import annotations

import os
import shlex
import shutil
import sys
from pathlib import Path

from gpucompare.errors import UserError
from gpucompare.i18n import Msg
from gpucompare.paths import bundled

APP_ID = "gpucompare"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def data_home() -> Path:
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def launcher() -> list[str]:
    """The command that starts the window: the installed gpucompare script if there is one, else this Python."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    argv0 = Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
    if argv0 is not None and argv0.name.startswith(APP_ID) and argv0.is_file():
        return [str(argv0.resolve())]  # the script this was started with (a venv's bin/gpucompare)
    script = shutil.which(APP_ID)
    if script:
        return [str(Path(script).resolve())]
    return [sys.executable, "-m", "gpucompare"]


def entry_text(command: list[str]) -> str:
    """resources/gpucompare.desktop with Exec (and TryExec) pointing at this installation."""
    text = bundled("resources", "gpucompare.desktop").read_text(encoding="utf-8")
    exec_line = " ".join(shlex.quote(c) for c in command)
    lines = []
    for line in text.splitlines():
        if line.startswith("Exec="):
            lines.append(f"Exec={exec_line}")
            lines.append(f"TryExec={command[0]}")
        else:
            lines.append(line)
    return "\n".join(lines) + "\n"


def targets(root: Path | None = None) -> dict[str, Path]:
    root = root or data_home()
    out = {
        "entry": root / "applications" / f"{APP_ID}.desktop",
        "svg": root / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg",
    }
    for s in ICON_SIZES:
        out[f"png{s}"] = root / "icons" / "hicolor" / f"{s}x{s}" / "apps" / f"{APP_ID}.png"
    return out


def install(root: Path | None = None) -> list[Path]:
    if sys.platform in ("win32", "darwin"):
        raise UserError(
            Msg(
                "--install-desktop is for Linux desktops; on Windows and macOS use the bundled app "
                "(resources/gpucompare.spec)"
            )
        )
    t = targets(root)
    written = []
    try:
        for key, path in t.items():
            path.parent.mkdir(parents=True, exist_ok=True)
            if key == "entry":
                path.write_text(entry_text(launcher()), encoding="utf-8")
            elif key == "svg":
                shutil.copyfile(bundled("resources", "gpucompare.svg"), path)
            else:
                shutil.copyfile(bundled("resources", "icons", f"gpucompare-{key[3:]}.png"), path)
            written.append(path)
    except OSError as err:
        raise UserError(Msg("cannot write {path}: {error}", path=err.filename or "", error=err.strerror)) from None
    return written


def uninstall(root: Path | None = None) -> list[Path]:
    removed = []
    for path in targets(root).values():
        if path.exists():
            path.unlink()
            removed.append(path)
    return removed
