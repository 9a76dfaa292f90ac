"""Reading a workbook: cell values with calamine, merged cells and formulas without a cached value from the XML.

Every failure becomes one BadInputFile sentence naming the file (and the sheet); nothing is half-read.
"""

from __future__ import annotations

import csv
import io
import re
import zipfile
from dataclasses import dataclass, field
from pathlib import Path

from gpucompare.errors import BadInputFile

MAX_ROWS = 1_000_000
MAX_CELL_CHARS = 32_767  # Excel's own limit; longer cells are cut with a warning


@dataclass
class Sheet:
    name: str
    rows: list[list]  # cell values: str, float, int, bool, datetime or ''
    merged: list[tuple[tuple[int, int], tuple[int, int]]] = field(default_factory=list)
    formulas_without_value: set[tuple[int, int]] = field(default_factory=set)  # (row, col), 0-based
    warnings: list[str] = field(default_factory=list)

    def filled_merges(self) -> list[list]:
        """Rows with each merged range's value copied into all its cells (a merged header spans its columns)."""
        rows = [list(r) for r in self.rows]
        for (r0, c0), (r1, c1) in self.merged:
            if r0 >= len(rows) or c0 >= len(rows[r0]):
                continue
            v = rows[r0][c0]
            for r in range(r0, min(r1, len(rows) - 1) + 1):
                for c in range(c0, min(c1, len(rows[r]) - 1) + 1):
                    if rows[r][c] in ("", None):
                        rows[r][c] = v
        return rows


def cell_name(row: int, col: int) -> str:
    """0-based (row, col) -> 'D7'."""
    letters = ""
    c = col + 1
    while c:
        c, rem = divmod(c - 1, 26)
        letters = chr(65 + rem) + letters
    return f"{letters}{row + 1}"


def column_letter(col: int) -> str:
    return cell_name(0, col)[:-1]


def sheet_names(path: str | Path) -> list[str]:
    return [s.name for s in read_workbook(path, names_only=True)]


def read_workbook(path: str | Path, sheet: str | None = None, names_only: bool = False) -> list[Sheet]:
    """All sheets (or the one named) of an .xlsx/.xlsm/.xls/.ods workbook or a .csv file."""
    path = Path(path)
    name = path.name
    if not path.exists():
        raise BadInputFile(f"{name}: file not found")
    if path.is_dir():
        raise BadInputFile(f"{name}: is a folder, not a workbook")
    head = path.read_bytes()[:8] if path.stat().st_size else b""
    if not head:
        raise BadInputFile(f"{name}: the file is empty (0 bytes)")
    if path.suffix.lower() in (".csv", ".tsv", ".txt"):
        return [_read_csv(path)]
    is_zip = head.startswith(b"PK")
    is_ole = head.startswith(b"\xd0\xcf\x11\xe0")
    if not is_zip and not is_ole:
        kind = "plain text (CSV?)" if _looks_like_text(path) else "not a spreadsheet"
        raise BadInputFile(f"{name}: not an Excel workbook, the file is {kind}; save it from Excel as .xlsx")
    if is_zip:
        try:
            with zipfile.ZipFile(path) as zf:
                bad = zf.testzip()
                if bad:
                    raise BadInputFile(f"{name}: the workbook is damaged (part {bad} is corrupt); ask the sender again")
                if "xl/workbook.xml" not in zf.namelist() and "content.xml" not in zf.namelist():
                    raise BadInputFile(f"{name}: a zip archive, but not an Excel workbook")
        except zipfile.BadZipFile:
            raise BadInputFile(f"{name}: the workbook is truncated or damaged (not a complete .xlsx file)") from None
    try:
        import python_calamine as pc

        wb = pc.CalamineWorkbook.from_path(str(path))
    except Exception as err:  # calamine raises its own error types; the user needs one sentence
        if is_ole:
            raise BadInputFile(
                f"{name}: the workbook is password-protected or an unreadable legacy file; remove the password "
                "in Excel and save as .xlsx"
            ) from None
        raise BadInputFile(f"{name}: the workbook cannot be read ({_short(err)})") from None
    names = list(wb.sheet_names)
    if sheet is not None and sheet not in names:
        raise BadInputFile(f"{name}: no sheet named {sheet!r}; sheets: {', '.join(names)}")
    wanted = [sheet] if sheet else names
    if names_only:
        return [Sheet(n, []) for n in names]
    formulas = _formulas_without_value(path, wanted) if is_zip else {}
    out = []
    for n in wanted:
        try:
            s = wb.get_sheet_by_name(n)
            if s.total_height > MAX_ROWS:
                raise BadInputFile(
                    f"{name}, sheet {n!r}: {s.total_height:,} rows is more than the {MAX_ROWS:,} a price sheet may have"
                )
            rows = s.to_python(skip_empty_area=False)
            merged = list(getattr(s, "merged_cell_ranges", None) or [])
        except BadInputFile:
            raise
        except Exception as err:
            raise BadInputFile(f"{name}, sheet {n!r}: cannot be read ({_short(err)})") from None
        sh = Sheet(n, rows, merged, formulas.get(n, set()))
        for r, row in enumerate(rows):
            for c, v in enumerate(row):
                if isinstance(v, str) and len(v) > MAX_CELL_CHARS:
                    row[c] = v[:MAX_CELL_CHARS]
                    sh.warnings.append(f"cell {cell_name(r, c)} holds {len(v):,} characters; read the first {MAX_CELL_CHARS:,}")
        out.append(sh)
    return out


def _read_csv(path: Path) -> Sheet:
    raw = path.read_bytes()
    for enc in ("utf-8-sig", "gb18030", "cp1251", "latin-1"):
        try:
            text = raw.decode(enc)
            break
        except UnicodeDecodeError:
            continue
    try:
        dialect = csv.Sniffer().sniff(text[:4096], delimiters=",;\t")
    except csv.Error:
        dialect = csv.excel
    rows = [list(r) for r in csv.reader(io.StringIO(text), dialect)]
    if len(rows) > MAX_ROWS:
        raise BadInputFile(f"{path.name}: {len(rows):,} rows is more than the {MAX_ROWS:,} a price sheet may have")
    return Sheet(path.stem, rows)


def _looks_like_text(path: Path) -> bool:
    chunk = path.read_bytes()[:2048]
    try:
        chunk.decode("utf-8")
        return b"\x00" not in chunk
    except UnicodeDecodeError:
        return False


_HAS_VALUE = re.compile(rb"<v(?:\s[^>]*)?>[^<]+</v>")
_CELL_F = re.compile(rb'<c r="([A-Z]+)(\d+)"[^>]*?(?:/>|>(.*?)</c>)', re.S)


def _formulas_without_value(path: Path, wanted: list[str]) -> dict[str, set[tuple[int, int]]]:
    """Cells holding a formula whose result was never saved (the file was written by a program, not Excel)."""
    out: dict[str, set[tuple[int, int]]] = {}
    try:
        with zipfile.ZipFile(path) as zf:
            wbxml = zf.read("xl/workbook.xml").decode("utf-8", "replace")
            rels = zf.read("xl/_rels/workbook.xml.rels").decode("utf-8", "replace")
            targets = dict(re.findall(r'Id="([^"]+)"[^>]*Target="([^"]+)"', rels))
            targets.update({k: v for v, k in re.findall(r'Target="([^"]+)"[^>]*Id="([^"]+)"', rels)})
            for sname, rid in re.findall(r'<sheet [^>]*name="([^"]+)"[^>]*r:id="([^"]+)"', wbxml):
                sname = _unescape(sname)
                if sname not in wanted or rid not in targets:
                    continue
                target = targets[rid].lstrip("/")
                part = target if target.startswith("xl/") else f"xl/{target}"
                data = zf.read(part)
                if b"<f" not in data:
                    continue
                cells = set()
                for col, row, body in _CELL_F.findall(data):
                    if body and b"<f" in body and not _HAS_VALUE.search(body):
                        c = 0
                        for ch in col:
                            c = c * 26 + ch - 64
                        cells.add((int(row) - 1, c - 1))
                out[sname] = cells
    except (KeyError, zipfile.BadZipFile, OSError):
        return out
    return out


def _unescape(s: str) -> str:
    return s.replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"').replace("&apos;", "'")


def _short(err: Exception) -> str:
    text = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
    return text[:120]
