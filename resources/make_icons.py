"""Render the app icon (gpucompare.svg) to PNG sizes, a Windows .ico and a macOS .icns, with Qt only.

    python resources/make_icons.py

The outputs are committed; run this again after editing the SVG. ICO and ICNS both carry PNG images (Windows
Vista+ and macOS 10.7+ read those), so no image library beyond Qt is needed.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}


def render(size: int) -> bytes:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(HERE / "gpucompare.svg"))
    img = QImage(size, size, QImage.Format.Format_ARGB32)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(p)
    p.end()
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    img.save(buf, "PNG")
    return bytes(data)


def ico(pngs: dict[int, bytes]) -> bytes:
    """ICONDIR + one ICONDIRENTRY per size + the PNG data."""
    sizes = [s for s in ICO_SIZES if s in pngs]
    out = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    body = b""
    for s in sizes:
        data = pngs[s]
        out += struct.pack("<BBBBHHII", s % 256, s % 256, 0, 0, 1, 32, len(data), offset + len(body))
        body += data
    return out + body


def icns(pngs: dict[int, bytes]) -> bytes:
    chunks = b"".join(t + struct.pack(">I", 8 + len(pngs[s])) + pngs[s] for s, t in ICNS_TYPES.items() if s in pngs)
    return b"icns" + struct.pack(">I", 8 + len(chunks)) + chunks


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 - fonts and images need it
    pngs = {s: render(s) for s in SIZES}
    for s, data in pngs.items():
        (HERE / "icons" / f"gpucompare-{s}.png").write_bytes(data)
    (HERE / "gpucompare.ico").write_bytes(ico(pngs))
    (HERE / "gpucompare.icns").write_bytes(icns(pngs))
    print(f"wrote {len(pngs)} PNGs, gpucompare.ico, gpucompare.icns")
    return 0


if __name__ == "__main__":
    sys.exit(main())
