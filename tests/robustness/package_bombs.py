"""Small .xlsx files whose parts would inflate far past what a workbook needs, or that point outside themselves:
written on demand into a folder (a few hundred kB in all), for the package-bounds test and the reliability report.

- styles or relationships that inflate to 100 MB (a real 2 GB one aborted the process inside the reader);
- a part whose directory entry says 1 kB but whose data inflates to 100 MB (a lying size);
- a declared size of 3 GB for the styles (no data behind it);
- a sheet relationship that points outside the package ('../../../etc/passwd');
- 30,000 empty parts.
"""

from __future__ import annotations

import struct
import zipfile
from pathlib import Path

SOURCE = Path(__file__).resolve().parents[1] / "fixtures" / "sheets" / "corpus" / "us_list_discount_net.xlsx"


def _rebuild(src: Path, dst: Path, replace: dict[str, bytes], extra: dict[str, bytes] | None = None) -> Path:
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED) as zout:
        for info in zin.infolist():
            zout.writestr(info.filename, replace.get(info.filename, zin.read(info.filename)))
        for name, data in (extra or {}).items():
            zout.writestr(name, data)
    return dst


def _declare(path: Path, part: str, size: int) -> None:
    """Patch the uncompressed size the local header and the central directory give for `part`."""
    data = bytearray(path.read_bytes())
    name = part.encode()
    i = 0
    while (i := data.find(name, i)) >= 0:
        if data[i - 30 : i - 26] == b"PK\x03\x04":
            struct.pack_into("<I", data, i - 30 + 22, size)
        if data[i - 46 : i - 42] == b"PK\x01\x02":
            struct.pack_into("<I", data, i - 46 + 24, size)
        i += 1
    path.write_bytes(bytes(data))


def write_bombs(folder: Path, source: Path = SOURCE) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(source) as z:
        rels = z.read("xl/_rels/workbook.xml.rels")
    pad = b" " * 100_000_000
    styles = b'<?xml version="1.0"?><styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
    big_styles = styles + pad + b"</styleSheet>"
    big_rels = rels.replace(b"</Relationships>", b"<!--" + pad + b"--></Relationships>")
    out = [
        _rebuild(source, folder / "bomb_styles.xlsx", {"xl/styles.xml": big_styles}),
        _rebuild(source, folder / "bomb_relationships.xlsx", {"xl/_rels/workbook.xml.rels": big_rels}),
        _rebuild(source, folder / "bomb_lying_size.xlsx", {"xl/styles.xml": big_styles}),
        _rebuild(source, folder / "bomb_declared_3gb.xlsx", {}),
    ]
    _declare(out[2], "xl/styles.xml", 1000)
    _declare(out[3], "xl/styles.xml", 3_000_000_000)
    import re

    outside = re.sub(rb'Target="/?(?:xl/)?worksheets/sheet1\.xml"', b'Target="../../../etc/passwd"', rels, count=1)
    out.append(_rebuild(source, folder / "rels_outside_package.xlsx", {"xl/_rels/workbook.xml.rels": outside}))
    out.append(_rebuild(source, folder / "too_many_parts.xlsx", {}, {f"xl/media/x{i}.bin": b"" for i in range(30_000)}))
    return out
