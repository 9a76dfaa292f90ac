"""Entry point: no subcommand opens the window; anything else is the command line (an unknown word is an error there,
never a window). Without a usable display the window is not tried: one line says what is missing."""

from __future__ import annotations

import os
import sys

#: words that make the command line answer instead of the window (kept here so the GUI path imports no argparse)
CLI_WORDS = frozenset(
    {
        "devices",
        "estimate",
        "import",
        "quotes",
        "report",
        "catalog",
        "--version",
        "-h",
        "--help",
        "--install-desktop",
        "--uninstall-desktop",
    }
)

#: options the window itself takes (with a value), and Qt's own single-dash options (those that take a value)
GUI_OPTIONS = ("--home", "--lang")
QT_OPTIONS_WITH_VALUE = frozenset({"-platform", "-style", "-stylesheet", "-session", "-qmljsdebugger", "-display"})
QT_FLAGS = frozenset({"-reverse", "-widgetcount", "-nograb", "-dograb", "-sync"})


def wants_window(args: list[str]) -> bool:
    """True when the arguments are only the window's own (--home, --lang, Qt's -style...); anything else, a
    subcommand, a mistyped one or an unknown flag, goes to the command line, which answers or says what is wrong."""
    it = iter(args)
    for a in it:
        key, eq, _value = a.partition("=")
        if key in GUI_OPTIONS:
            if not eq and next(it, None) is None:
                return False  # "--home" with no folder: let the command line say so
        elif a in QT_OPTIONS_WITH_VALUE:
            if next(it, None) is None:
                return False
        elif a not in QT_FLAGS:
            return False
    return True


#: libraries Qt's xcb plugin loads on Linux, with the Debian/Ubuntu package that provides each
XCB_LIBRARIES = (
    ("libxcb-cursor.so.0", "libxcb-cursor0"),
    ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
    ("libxcb-icccm.so.4", "libxcb-icccm4"),
    ("libxcb-keysyms.so.1", "libxcb-keysyms1"),
    ("libxcb-image.so.0", "libxcb-image0"),
    ("libxcb-render-util.so.0", "libxcb-render-util0"),
    ("libxcb-shape.so.0", "libxcb-shape0"),
    ("libxcb-xkb.so.1", "libxcb-xkb1"),
    ("libEGL.so.1", "libegl1"),
    ("libfontconfig.so.1", "libfontconfig1"),
)


def display_problem(env=os.environ, platform: str = sys.platform) -> str | None:
    """Why the window cannot open here, in one line, or None. Linux only: elsewhere Qt always has a platform."""
    if not platform.startswith("linux"):
        return None
    qpa = env.get("QT_QPA_PLATFORM", "")
    if qpa and not qpa.startswith("xcb") and not qpa.startswith("wayland"):
        return None  # offscreen, vnc, eglfs...: the user chose; Qt will say if it fails
    wayland = bool(env.get("WAYLAND_DISPLAY")) and not qpa.startswith("xcb")
    if not env.get("DISPLAY") and not wayland:
        return (
            "no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set); run it in a desktop "
            "session, or use the command line: gpucompare --help"
        )
    if wayland:
        return None
    if not _x_server_answers(env["DISPLAY"]):
        return (
            f"cannot connect to the X display {env['DISPLAY']!r} (is the X server running, and is DISPLAY right?); "
            "the command line works: gpucompare --help"
        )
    import ctypes

    missing = []
    for lib, package in XCB_LIBRARIES:
        try:
            ctypes.CDLL(lib)
        except OSError:
            missing.append(package)
    if missing:
        return (
            f"the window needs system libraries that are not installed: {' '.join(missing)} "
            f"(on Debian/Ubuntu: sudo apt install {' '.join(missing)}); the command line works: gpucompare --help"
        )
    return None


def _x_server_answers(display: str) -> bool:
    """Whether an X server listens where DISPLAY points (a local socket or TCP 6000+N); half a second at most."""
    import socket

    host, _, rest = display.rpartition(":")
    number = rest.split(".", 1)[0]
    if not number.isdigit():
        return False  # not a display name at all
    try:
        if host in ("", "unix") or host.startswith("/"):
            path = host if host.startswith("/") else f"/tmp/.X11-unix/X{number}"
            for address in ("\0" + path, path):  # Linux's abstract socket first, then the file
                with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
                    s.settimeout(0.5)
                    try:
                        s.connect(address)
                        return True
                    except OSError:
                        continue
            return False
        with socket.create_connection((host, 6000 + int(number)), timeout=0.5):
            return True
    except OSError:
        return False


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    # gpucompare calls no BLAS routine (numpy broadcasting only), and OpenBLAS starting one thread per core when numpy
    # loads costs ~40 ms of start-up on a busy 2-core machine; a value the user set stays.
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    if any(a in CLI_WORDS for a in args[:3]) or not wants_window(args):
        if argv is None and "import" in args[:5]:
            # the program itself importing one workbook: its modules, tables and quotes all live to its end, and it
            # frees nothing in a cycle worth collecting, so the cycle collector would only walk them again and
            # again as they pile up (~50 collections before the first row is read); the process ends with the
            # command (a caller in the same process keeps its collector)
            import gc

            gc.disable()
        from gpucompare.cli import run

        rc = run(args)
        if argv is None:  # the program itself, not a caller in the same process
            _end_process(rc)
        return rc
    problem = display_problem()
    if problem:
        print(f"gpucompare: {problem}", file=sys.stderr)
        return 1
    # The Qt-free part of the start-up path (numpy, the catalog, the table frame, the workspace) loads before PySide6:
    # PySide6's import hook reads the source of every module imported after it, ~15 ms for numpy and the core.
    import gpucompare.core.export_control
    import gpucompare.core.hwtable
    import gpucompare.store  # noqa: F401
    from gpucompare.gui.app import run_gui

    return run_gui(args)


def _end_process(rc: int) -> None:
    """End a finished command's process without freeing what it built, one object at a time: a 50,000-row import
    leaves about a million objects (quotes, the catalog, the lexicon's caches), and tearing them down costs a fresh
    process ~10% of its time for nothing. What the command wrote is flushed and exit handlers run first; it is skipped
    (a normal exit) under a profiler or tracer, with other threads alive, or when a stream cannot be flushed."""
    import atexit
    import threading

    if sys.getprofile() is not None or sys.gettrace() is not None or threading.active_count() > 1:
        return
    if not _flushed():
        return  # a closed pipe or stream: the normal exit reports it as before
    atexit._run_exitfuncs()
    _flushed()  # what an exit handler wrote
    os._exit(rc if isinstance(rc, int) else 0)


def _flushed() -> bool:
    try:
        for stream in (sys.stdout, sys.stderr):
            if stream is not None:
                stream.flush()
    except (OSError, ValueError):
        return False
    return True


if __name__ == "__main__":
    sys.exit(main())
