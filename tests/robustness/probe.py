"""Watch whether anything opens or reads a file: Linux inotify through ctypes (no dependency, no polling).

with FileProbe(folder / "gpucompare-probe.png") as probe:
    ...            # show hostile text in the window
assert probe.opened == 0
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import struct
import sys
from pathlib import Path

IN_ACCESS, IN_OPEN, IN_NONBLOCK = 0x001, 0x020, 0o4000
_EVENT = struct.Struct("iIII")


def available() -> bool:
    return sys.platform.startswith("linux")


class FileProbe:
    """Creates a small valid PNG at `path` and counts the opens and reads of it while the block runs."""

    def __init__(self, path: Path):
        self.path = Path(path)
        self.opened = 0
        self.events: list[int] = []

    def __enter__(self) -> FileProbe:
        self.path.write_bytes(_PNG)
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
        self._fd = libc.inotify_init1(IN_NONBLOCK)
        if self._fd < 0 or libc.inotify_add_watch(self._fd, os.fsencode(self.path), IN_OPEN | IN_ACCESS) < 0:
            raise OSError(ctypes.get_errno(), "inotify is not available")
        return self

    def poll(self) -> int:
        """Read the events so far; returns how many opens or reads have been seen in all."""
        while True:
            try:
                data = os.read(self._fd, 4096)
            except BlockingIOError:
                break
            if not data:
                break
            offset = 0
            while offset < len(data):
                _wd, mask, _cookie, length = _EVENT.unpack_from(data, offset)
                self.events.append(mask)
                offset += _EVENT.size + length
        self.opened = len(self.events)
        return self.opened

    def __exit__(self, *exc) -> None:
        self.poll()
        os.close(self._fd)


def _png_1x1() -> bytes:
    """A valid 1x1 PNG: a real image, so a renderer that opens it would also decode it."""
    import zlib

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", 1, 1, 8, 6, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"\0\0\0\0\0"))
        + chunk(b"IEND", b"")
    )


_PNG = _png_1x1()
