"""Reading a workbook: cell values with calamine, merged cells and formulas without a cached value from the XML.

Every failure becomes one BadInputFile sentence naming the file (and the sheet); nothing is half-read.
"""

from __future__ import annotations

import csv
import re
import zipfile
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from gpucompare.errors import BadInputFile
from gpucompare.i18n import Msg

MAX_ROWS = 1_000_000
MAX_CSV_FIELD = 32 * 1024 * 1024  # characters in one CSV cell


@dataclass
class Sheet:
    name: str
    rows: list[list]  # cell values: str, float, int, bool, datetime or '', every row as wide as the widest
    merged: list[tuple[tuple[int, int], tuple[int, int]]] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    path: Path | None = None  # the .xlsx it came from, for the formula scan

    @cached_property
    def formulas_without_value(self) -> set[tuple[int, int]]:
        """(row, col) of cells holding a formula whose result was never saved; read from the XML only when asked
        (such a cell looks empty, so the importer asks only about empty prices)."""
        if self.path is None:
            return set()
        return _formulas_without_value(self.path, [self.name]).get(self.name, set())


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


def read_workbook(path: str | Path, sheet: str | None = None, names_only: bool = False) -> list[Sheet]:
    """All sheets (or the one named) of an .xlsx/.xlsm/.xls/.ods workbook or a .csv file."""
    path = Path(path)
    name = path.name
    if not path.exists():
        raise BadInputFile(Msg("{file}: file not found", file=name))
    if path.is_dir():
        raise BadInputFile(Msg("{file}: is a folder, not a workbook", file=name))
    with open(path, "rb") as fh:
        head = fh.read(8)
    if not head:
        raise BadInputFile(Msg("{file}: the file is empty (0 bytes)", file=name))
    if path.suffix.lower() in (".csv", ".tsv", ".txt"):
        return [_read_csv(path)]
    is_zip = head.startswith(b"PK")
    is_ole = head.startswith(b"\xd0\xcf\x11\xe0")
    if not is_zip and not is_ole:
        kind = Msg("plain text (CSV?)") if _looks_like_text(path) else Msg("not a spreadsheet")
        raise BadInputFile(
            Msg("{file}: not an Excel workbook, the file is {kind}; save it from Excel as .xlsx", file=name, kind=kind)
        )
    if is_zip:
        try:
            # The zip's directory, not its contents: a corrupt part shows when calamine reads it (no second
            # decompression of the whole file here).
            with zipfile.ZipFile(path) as zf:
                if "xl/workbook.xml" not in zf.namelist() and "content.xml" not in zf.namelist():
                    raise BadInputFile(Msg("{file}: a zip archive, but not an Excel workbook", file=name))
        except zipfile.BadZipFile:
            raise BadInputFile(
                Msg("{file}: the workbook is truncated or damaged (not a complete .xlsx file)", file=name)
            ) from None
    try:
        import python_calamine as pc

        wb = pc.CalamineWorkbook.from_path(str(path))
    except Exception as err:  # calamine raises its own error types; the user needs one sentence
        if is_ole:
            raise BadInputFile(
                Msg(
                    "{file}: the workbook is password-protected or an unreadable legacy file; remove "
                    "the password in Excel and save as .xlsx",
                    file=name,
                )
            ) from None
        raise BadInputFile(Msg("{file}: the workbook cannot be read ({error})", file=name, error=_short(err))) from None
    names = list(wb.sheet_names)
    if sheet is not None and sheet not in names:
        raise BadInputFile(
            Msg("{file}: no sheet named {sheet!r}; sheets: {names}", file=name, sheet=sheet, names=", ".join(names))
        )
    wanted = [sheet] if sheet else names
    if names_only:
        return [Sheet(n, []) for n in names]
    out = []
    parts = sheet_parts(path) if is_zip else {}
    for n in wanted:
        declared = declared_rows(path, parts[n]) if n in parts else None
        if declared is not None and declared > MAX_ROWS:  # refused before calamine loads it into memory
            raise BadInputFile(
                Msg(
                    "{file}, sheet {sheet!r}: {rows:,} rows is more than the {limit:,} a price sheet may have",
                    file=name,
                    sheet=n,
                    rows=declared,
                    limit=MAX_ROWS,
                )
            )
        try:
            s = wb.get_sheet_by_name(n)
            if s.height > MAX_ROWS:  # rows in use (total_height is the last row's 0-based index)
                raise BadInputFile(
                    Msg(
                        "{file}, sheet {sheet!r}: {rows:,} rows is more than the {limit:,} a price sheet may have",
                        file=name,
                        sheet=n,
                        rows=s.height,
                        limit=MAX_ROWS,
                    )
                )
            rows = s.to_python(skip_empty_area=False)
            merged = list(getattr(s, "merged_cell_ranges", None) or [])
        except BadInputFile:
            raise
        except Exception as err:
            raise BadInputFile(
                Msg("{file}, sheet {sheet!r}: cannot be read ({error})", file=name, sheet=n, error=_short(err))
            ) from None
        # Long cells are not scanned for here (a pass over every cell of a 50k-row sheet); the importer reads only
        # the mapped columns and refuses an over-long model text on its own row.
        out.append(Sheet(n, rows, merged, path=path if is_zip else None))
    return out


def _read_csv(path: Path) -> Sheet:
    """A CSV read as a stream: the encoding guessed from its start, rows counted as they come, so a file over the
    limit is refused without holding it in memory."""
    with open(path, "rb") as fh:
        head = fh.read(65536)
    encoding = "latin-1"
    for enc in ("utf-8-sig", "gb18030", "cp1251"):
        try:
            head.decode(enc)
        except UnicodeDecodeError as err:
            if err.start < len(head) - 4:  # not just a character cut at the end of the sample
                continue
        encoding = enc
        break
    sample = head.decode(encoding, errors="ignore")
    try:
        dialect = csv.Sniffer().sniff(sample[:4096], delimiters=",;\t")
    except csv.Error:
        dialect = csv.excel
    rows = []
    csv.field_size_limit(MAX_CSV_FIELD)  # the default 128 KB stops at the first pasted document
    with open(path, newline="", encoding=encoding, errors="replace") as fh:
        reader = csv.reader(fh, dialect)
        try:
            for row in reader:
                if len(rows) == MAX_ROWS:
                    raise BadInputFile(
                        Msg(
                            "{file}: more than {limit:,} rows, more than a price sheet may have; split "
                            "it or remove the rows that are not products",
                            file=path.name,
                            limit=MAX_ROWS,
                        )
                    )
                rows.append(row)
        except csv.Error as err:
            raise BadInputFile(
                Msg(
                    "{file}, line {line}: cannot be read as CSV ({error})",
                    file=path.name,
                    line=reader.line_num,
                    error=str(err),
                )
            ) from None
    width = max((len(r) for r in rows), default=0)
    for r in rows:
        r.extend([""] * (width - len(r)))
    return Sheet(path.stem, rows)


_DIMENSION = re.compile(rb'<dimension ref="[A-Z]+\d+(?::[A-Z]+(\d+))?"')


def declared_rows(path: Path, sheet_part: str) -> int | None:
    """The last row a sheet's XML says it uses (<dimension ref="A1:F50001"/>), read from its first bytes, so an
    enormous sheet is refused before it is parsed; None when the file does not say."""
    try:
        with zipfile.ZipFile(path) as zf, zf.open(sheet_part) as fh:
            m = _DIMENSION.search(fh.read(4096))
    except (KeyError, zipfile.BadZipFile, OSError):
        return None
    if m is None:
        return None
    return int(m.group(1)) if m.group(1) else 1


def _looks_like_text(path: Path) -> bool:
    with open(path, "rb") as fh:
        chunk = fh.read(2048)
    try:
        chunk.decode("utf-8")
        return b"\x00" not in chunk
    except UnicodeDecodeError:
        return False


_HAS_VALUE = re.compile(rb"<v(?:\s[^>]*)?>[^<]+</v>")
_CELL_F = re.compile(rb'<c r="([A-Z]+)(\d+)"[^>]*?(?:/>|>(.*?)</c>)', re.S)


def sheet_parts(path: Path) -> dict[str, str]:
    """Sheet name -> its XML part inside an .xlsx ('xl/worksheets/sheet1.xml'); {} when it cannot be told."""
    out: dict[str, str] = {}
    try:
        with zipfile.ZipFile(path) as zf:
            wbxml = zf.read("xl/workbook.xml").decode("utf-8", "replace")
            rels = zf.read("xl/_rels/workbook.xml.rels").decode("utf-8", "replace")
    except (KeyError, zipfile.BadZipFile, OSError):
        return out
    targets = dict(re.findall(r'Id="([^"]+)"[^>]*Target="([^"]+)"', rels))
    targets.update({k: v for v, k in re.findall(r'Target="([^"]+)"[^>]*Id="([^"]+)"', rels)})
    for sname, rid in re.findall(r'<sheet [^>]*name="([^"]+)"[^>]*r:id="([^"]+)"', wbxml):
        if rid in targets:
            target = targets[rid].lstrip("/")
            out[_unescape(sname)] = target if target.startswith("xl/") else f"xl/{target}"
    return out


def _formulas_without_value(path: Path, wanted: list[str]) -> dict[str, set[tuple[int, int]]]:
    """Cells holding a formula whose result was never saved (the file was written by a program, not Excel)."""
    out: dict[str, set[tuple[int, int]]] = {}
    parts = sheet_parts(path)
    try:
        with zipfile.ZipFile(path) as zf:
            for sname, part in parts.items():
                if sname not in wanted:
                    continue
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
    return (
        s.replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"').replace("&apos;", "'")
    )


def _short(err: Exception) -> str:
    text = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
    return text[:120]
