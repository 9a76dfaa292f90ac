"""Where the bundled data and the user's workspace live, and how files the user names are read and written:
an input must be a readable regular file (a FIFO would block), an output is written beside its target and renamed
over it only when complete, so a kill or a full disk never destroys the previous good file."""

from __future__ import annotations

import os
import stat
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from gpucompare.errors import BadArgument, BadInputFile, OutputError
from gpucompare.i18n import Msg

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
    try:
        path.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise BadArgument(Msg("workspace folder {path}: a file of that name is in the way", path=str(path))) from None
    except OSError as err:
        raise BadArgument(
            Msg("workspace folder {path} cannot be created ({error})", path=str(path), error=err.strerror or err)
        ) from None
    if not os.access(path, os.R_OK | os.W_OK | os.X_OK):
        raise BadArgument(Msg("workspace folder {path} is not writable", path=str(path)))
    return path


def input_file(path: str | os.PathLike) -> Path:
    """A file the user gave us to read: it must exist and be a readable regular file (never a FIFO, a device or a
    folder, which would block or mislead a reader); else one sentence."""
    path = Path(path)
    try:
        st = path.stat()
    except FileNotFoundError:
        raise BadInputFile(Msg("{file}: no such file", file=str(path))) from None
    except OSError as err:
        raise BadInputFile(Msg("{file}: cannot be read ({error})", file=str(path), error=err.strerror or err)) from None
    if stat.S_ISDIR(st.st_mode):
        raise BadInputFile(Msg("{file} is a folder, not a file", file=str(path)))
    if not stat.S_ISREG(st.st_mode):
        raise BadInputFile(Msg("{file} is not a regular file (a pipe or a device); save it as a file", file=str(path)))
    if not os.access(path, os.R_OK):
        raise BadInputFile(Msg("{file}: cannot be read (permission denied)", file=str(path)))
    return path


def output_path(path: str | os.PathLike, suffix: str | None = None) -> Path:
    """A file the user wants written: `suffix` added when the name has none of its own; refused in one sentence
    (exit 1: an output that cannot be written) when it names a folder, a missing folder, a read-only file or something that is not a regular file."""
    text = os.fspath(path)
    target = Path(text).expanduser()
    if text.endswith(("/", os.sep)) or target.is_dir():
        raise OutputError(Msg("{path} is a folder; give a file name in it", path=text))
    if suffix and target.suffix.lower() != suffix.lower():
        target = target.with_name(target.name + suffix)
    folder = target.parent
    if not folder.is_dir():
        raise OutputError(
            Msg("cannot write {file}: the folder {folder} does not exist", file=target.name, folder=str(folder))
        )
    if not _writable(folder):
        raise OutputError(
            Msg("cannot write {file}: the folder {folder} is not writable", file=target.name, folder=str(folder))
        )
    if target.exists() or target.is_symlink():
        if not target.is_file():
            raise OutputError(Msg("{path} exists and is not a regular file", path=str(target)))
        if not _writable(target):
            raise OutputError(Msg("{path} is read-only", path=str(target)))
    return target


@contextmanager
def atomic_output(
    path: str | os.PathLike, suffix: str | None = None, check: Callable[[Path], None] | None = None
) -> Iterator[Path]:
    """Write a file all or nothing: yields a temporary path in the target's folder (same suffix, so writers that
    look at it behave); on success the file is checked (`check` raises on a bad result), flushed to disk and
    renamed over the target. On any error the temporary file goes and the previous target stays as it was."""
    import tempfile

    target = output_path(path, suffix)
    _remove_stale_parts(target)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{target.stem[:40]}.", suffix=".part" + target.suffix, dir=target.parent)
    os.close(fd)
    tmp = Path(tmp_name)
    try:
        yield tmp
        if check is not None:
            check(tmp)
        with open(tmp, "rb+") as fh:
            os.fsync(fh.fileno())
        os.chmod(tmp, _mode_for(target))
        os.replace(tmp, target)
        _fsync_folder(target.parent)
    except OSError as err:
        _remove(tmp)
        raise OutputError(
            Msg(
                "{file}: cannot be written ({error}); nothing was changed",
                file=target.name,
                error=err.strerror or type(err).__name__,
            )
        ) from None
    except BaseException:
        _remove(tmp)
        raise
    return None


def written_path(path: str | os.PathLike, suffix: str | None = None) -> Path:
    """The name `atomic_output` writes to for `path` (with the suffix added where it was missing)."""
    target = Path(os.fspath(path)).expanduser()
    if suffix and target.suffix.lower() != suffix.lower():
        target = target.with_name(target.name + suffix)
    return target


def _writable(path: Path) -> bool:
    """Writable by us, and not marked read-only (for root too, who could write it anyway)."""
    try:
        return os.access(path, os.W_OK) and bool(path.stat().st_mode & 0o222)
    except OSError:
        return False


def _mode_for(target: Path) -> int:
    """The mode the file would have had if written in place: the old file's, else 0666 less the umask."""
    try:
        return stat.S_IMODE(target.stat().st_mode)
    except OSError:
        mask = os.umask(0o022)
        os.umask(mask)
        return 0o666 & ~mask


def _fsync_folder(folder: Path) -> None:
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _remove_stale_parts(target: Path, age_s: float = 3600.0) -> None:
    """Temporary files an earlier write of this target left when it was killed (an hour old or more)."""
    import time

    now = time.time()
    for part in target.parent.glob(f".{target.stem[:40]}.*.part{target.suffix}"):
        try:
            if now - part.stat().st_mtime > age_s:
                part.unlink()
        except OSError:
            pass


def _remove(path: Path) -> None:
    try:
        path.unlink()
    except OSError:
        pass
