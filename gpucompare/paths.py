"""Where the bundled data and the user's workspace live, and how files are read and written: an input must be a
readable regular file (a FIFO would block); an output is written to a new temporary file beside its target (never
through a planted link) and renamed over it only when complete, so a kill or a full disk never destroys the
previous good file; a temporary file goes on every failure, and one a killed process left is removed by the next
write to that folder or the next start (each is locked by its writer while it lives, and listed in the workspace's
`.pending` folder). `locked()` gives one writer at a time of a workspace file, and says so to the one that waits."""

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


#: the workspace folder opened last (its `prices update` is the cloud price table every face uses): set when a
#: workspace opens, read by core.cloud_prices, which need not load before the window's first paint
opened_workspace: list[Path | None] = [None]


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
    if not str(home).strip():
        raise BadArgument(Msg("--home needs a folder name (it was empty); leave it out to use the usual workspace"))
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
    _use_journal(path)
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
    target = output_path(path, suffix)
    _remove_stale_parts(target)
    with _temporary(target, f".{target.stem[:40]}.", ".part" + target.suffix) as tmp:
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
            raise OutputError(
                Msg(
                    "{file}: cannot be written ({error}); nothing was changed",
                    file=target.name,
                    error=_os_error(err),
                )
            ) from None
    return None


def atomic_write(path: str | os.PathLike, data: bytes | str) -> Path:
    """Replace a workspace file with `data` all or nothing (the catalog copy, its id registry, a version's record):
    a new temporary file beside it (never through a link planted there), flushed, renamed over it; on a full disk
    or any error the temporary file goes and the old file stays."""
    target = Path(path)
    if isinstance(data, str):
        data = data.encode("utf-8")
    with _temporary(target, f".{target.name[:60]}.", ".tmp") as tmp:
        try:
            with open(tmp, "wb") as fh:
                fh.write(data)
                fh.flush()
                os.fsync(fh.fileno())
            os.chmod(tmp, _mode_for(target))
            os.replace(tmp, target)
            _fsync_folder(target.parent)
        except OSError as err:
            raise OutputError(
                Msg("{file}: cannot be written ({error}); nothing was changed", file=target.name, error=_os_error(err))
            ) from None
    return target


def _os_error(err: OSError) -> str:
    import errno

    if err.errno in (errno.ENOSPC, errno.EDQUOT, errno.EFBIG):
        return Msg("the disk is full")
    return err.strerror or type(err).__name__


@contextmanager
def _temporary(target: Path, prefix: str, suffix: str) -> Iterator[Path]:
    """A new file beside `target` (O_EXCL: never an existing file or a link), locked by this process while it
    lives, and announced first in the workspace's journal (so a process killed at any moment leaves nothing the
    next start cannot find); removed on the way out unless it was renamed into place."""
    import tempfile

    entry = _journal_add(target.parent, prefix, suffix)
    try:
        fd, name = tempfile.mkstemp(prefix=prefix, suffix=suffix, dir=target.parent)
        _lock(fd, wait=False)
        tmp = Path(name)
        try:
            yield tmp
        finally:
            _remove(tmp)
            os.close(fd)
    finally:
        if entry is not None:
            _remove(entry[0])
            os.close(entry[1])


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


def _remove_stale_parts(target: Path) -> None:
    """Temporary files earlier writes of this folder left when they were killed: any whose writer no longer holds
    its lock (where locks exist; elsewhere, an hour old or more)."""
    sweep_temporary(target.parent, ".*.part*")


def sweep_temporary(folder: Path, pattern: str = ".*.tmp") -> int:
    """Remove the temporary files matching `pattern` in `folder` that no live writer holds; how many went."""
    import time

    gone = 0
    for part in folder.glob(pattern):
        if _stale(part, time.time()):
            try:
                part.unlink()
                gone += 1
            except OSError:
                pass
    return gone


def _stale(part: Path, now: float) -> bool:
    """A temporary file of ours whose writer is gone: its lock is free (a file created a moment ago and still
    empty may be between its creation and its lock, and is left)."""
    try:
        st = part.lstat()
    except OSError:
        return False
    if not stat.S_ISREG(st.st_mode):
        return False
    if not _CAN_LOCK:
        return now - st.st_mtime > 3600
    try:
        fd = os.open(part, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return False
    try:
        if not _lock(fd, wait=False):
            return False
        return st.st_size > 0 or now - st.st_mtime > 2
    finally:
        os.close(fd)


try:
    import fcntl

    _CAN_LOCK = True
except ImportError:  # Windows: msvcrt's byte-range locks
    fcntl = None
    _CAN_LOCK = os.name == "nt"


def _lock(fd: int, wait: bool) -> bool:
    """Take the lock of an open file; False when another process holds it and `wait` is False."""
    if fcntl is not None:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
            return True
        except OSError:
            return False
    if os.name == "nt":
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_LOCK if wait else msvcrt.LK_NBLCK, 1)
            return True
        except OSError:
            return False
    return True


@contextmanager
def locked(path: str | os.PathLike, on_wait: Callable[[], None] | None = None, wait_s: float = 120.0, busy=None):
    """Hold the lock file `path` (one holder at a time, across processes). When another holds it, `on_wait()` is
    called once (the one sentence for the one that waits) and the lock is waited for up to `wait_s`; then `busy`
    (a UserError) is raised. The lock goes with the process, so a killed holder never blocks the next."""
    import time

    from gpucompare.errors import UserError

    path = Path(path)
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
    try:
        fd = os.open(path, flags, 0o644)
    except OSError as err:
        raise OutputError(
            Msg("{file}: cannot be locked ({error})", file=str(path), error=err.strerror or type(err).__name__)
        ) from None
    try:
        if not _lock(fd, wait=False):
            if on_wait is not None:
                on_wait()
            end = time.monotonic() + wait_s
            while not _lock(fd, wait=False):
                if time.monotonic() > end:
                    raise (
                        busy
                        if isinstance(busy, UserError)
                        else OutputError(
                            Msg("{file} is still in use by another gpucompare; try again later", file=path.name)
                        )
                    )
                time.sleep(0.05)
        yield path
    finally:
        os.close(fd)


# the journal of temporary files in the workspace: one small locked file per live write, naming its folder ------
_journal: Path | None = None


def _use_journal(workspace: Path) -> None:
    """Keep the journal in this workspace, and remove what killed writes listed there left (once per process):
    an entry whose lock is free belongs to a process that is gone, so its folder's temporary files of that name
    that no one holds are removed, whatever their age."""
    global _journal
    folder = workspace / ".pending"
    if _journal == folder:
        return
    _journal = folder
    try:
        entries = list(folder.glob("*.txt")) if folder.is_dir() else []
    except OSError:
        return
    for entry in entries:
        try:
            fd = os.open(entry, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
        except OSError:
            continue
        try:
            if not _lock(fd, wait=False):
                continue  # its writer lives
            try:
                where, prefix, suffix = os.read(fd, 8192).decode("utf-8", "surrogateescape").split("\n")[:3]
            except ValueError:
                where = prefix = suffix = ""
            if where and prefix.startswith(".") and (suffix == ".tmp" or suffix.startswith(".part")):
                for part in Path(where).glob(f"{_glob_escape(prefix)}*{_glob_escape(suffix)}"):
                    if _unheld(part):
                        _remove(part)
            _remove(entry)
        finally:
            os.close(fd)


def _glob_escape(text: str) -> str:
    import glob

    return glob.escape(text)


def _unheld(part: Path) -> bool:
    """A regular file (never a link) whose lock no process holds."""
    try:
        if not stat.S_ISREG(part.lstat().st_mode):
            return False
        fd = os.open(part, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return False
    try:
        return _lock(fd, wait=False)
    finally:
        os.close(fd)


def _journal_add(folder: Path, prefix: str, suffix: str) -> tuple[Path, int] | None:
    """A locked journal entry saying a write into `folder` of a file `prefix*suffix` is under way."""
    if _journal is None:
        return None
    import tempfile

    try:
        _journal.mkdir(exist_ok=True)
        fd, name = tempfile.mkstemp(suffix=".txt", dir=_journal)
    except OSError:
        return None  # the journal is a help, never a reason to refuse a write
    _lock(fd, wait=False)
    try:
        os.write(fd, f"{folder.resolve()}\n{prefix}\n{suffix}".encode("utf-8", "surrogateescape"))
    except OSError:
        pass
    return Path(name), fd


def _remove(path: Path) -> None:
    try:
        path.unlink()
    except OSError:
        pass
