"""Reading a workbook: cell values with calamine; sizes, hidden rows/columns/sheets, merged cells, number formats and
formulas without a cached value from the XML.

An .xlsx is opened once (one `Package`); before calamine builds a sheet, the sheet's XML is streamed once to check
what calamine would allocate: the declared area (<dimension>), the real extent of its cells however their references
are written, the length of any one text run, and the shared strings' count and size. Every scan is linear (bounded
patterns, `bytes.find`, no backtracking). Every failure becomes one BadInputFile sentence naming the file (and the
sheet); nothing is half-read.
"""

from __future__ import annotations

import csv
import gc
import queue
import re
import threading
import zipfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from operator import itemgetter
from pathlib import Path

from gpucompare.errors import BadInputFile
from gpucompare.i18n import Msg
from gpucompare.sheets.encoding import guess_encoding

MAX_ROWS = 1_000_000
MAX_COLS = 16_384  # Excel's own limit
MAX_CELLS = 40_000_000  # rows x columns calamine would build densely (about 320 MB of references)
MAX_CSV_FIELD = 32 * 1024 * 1024  # characters in one CSV cell
MAX_CELL_BYTES = 8 * 1024 * 1024  # one cell's text in the XML (Excel itself stops at 32,767 characters)
MAX_SHEET_XML = 1 << 30  # a sheet's XML once inflated
MAX_SHARED_STRINGS = 5_000_000
MAX_SHARED_XML = 512 * 1024 * 1024
#: any other part a reader parses (styles, relationships, the workbook, comments, drawings): none needs more
MAX_PART_XML = 64 * 1024 * 1024
#: parts in one package, and their declared sizes together
MAX_PARTS = 20_000
MAX_PACKAGE_BYTES = 4 << 30
#: parts no reader parses (pictures, fonts, embedded files): their size is checked, their bytes are not read
_OPAQUE = (".png", ".jpg", ".jpeg", ".gif", ".bmp", ".tif", ".tiff", ".emf", ".wmf", ".bin", ".odttf", ".ttf", ".svg")
_CHUNK = 1 << 20


@dataclass
class Sheet:
    name: str
    rows: list[list]  # cell values: str, float, int, bool, datetime or '', every row as wide as the widest
    merged: list[tuple[tuple[int, int], tuple[int, int]]] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    hidden: bool = False  # the sheet itself is hidden
    hidden_rows: set[int] = field(default_factory=set)  # 0-based
    hidden_cols: set[int] = field(default_factory=set)  # 0-based
    package: Package | None = None  # the .xlsx it came from, for the formula and number-format scans
    part: str = ""
    #: for a region read as a sheet of its own (tables side by side, a transposed table): where each of its cells
    #: is on the sheet, (row, col) -> (row, col), and the sheet's cells around it that are notes
    origin: Callable[[int, int], tuple[int, int]] | None = None
    #: for a region whose records span several rows of the sheet (a form typed one field per row): the sheet's row
    #: a record is named by (its model's), whichever of its cells is asked; else the cell's own row (`origin`)
    record_row: Callable[[int], int] | None = None
    notes: list | None = None
    #: for a form's records: (row, text) of the sheet's rows around them that hold an amount (a total under the
    #: records, a bank line), 0-based, each listed for what it is
    around: list = field(default_factory=list)
    #: cells whose model the importer read from the cell's comment (the cell itself generic): 1-based row ->
    #: (cell name, the cell's own text)
    models_from_comments: dict = field(default_factory=dict)
    #: cells that carried a footnote's mark ('1 690,00 €¹' over a line '¹ Produit reconditionné'), the mark taken off
    #: the cell: (row, col) -> the footnote's text (0-based)
    footnotes: dict = field(default_factory=dict)

    def region(self, rows: list[list], origin: Callable[[int, int], tuple[int, int]], notes: list, **more) -> Sheet:
        """A region of this sheet read as a sheet of its own (tables side by side, a transposed table, a form's
        records, a survey's answers): its name, warnings, hidden flag and file kept; `origin` says where each of its
        cells is on this sheet, `notes` are the cells around it; `more` sets any other field (merged, hidden rows)."""
        kept = {"warnings": list(self.warnings), "hidden": self.hidden, "package": self.package, "part": self.part}
        return Sheet(self.name, rows, **{**kept, **more}, origin=origin, notes=notes)

    @cached_property
    def formulas_without_value(self) -> set[tuple[int, int]]:
        """(row, col) of cells holding a formula whose result was never saved; read from the XML only when asked
        (such a cell looks empty, so the importer asks only about empty prices)."""
        if self.package is None or not self.part:
            return set()
        return self.package.formulas_without_value(self.part)

    @cached_property
    def error_cells(self) -> dict[tuple[int, int], str]:
        """(row, col) -> the error a formula's saved result is ('#REF!', '#N/A'); calamine reads such a cell as
        empty, so it is read from the XML only when asked (about an empty price)."""
        if self.package is None or not self.part:
            return {}
        return self.package.error_cells(self.part)

    @cached_property
    def sheet_references(self) -> dict[tuple[int, int], frozenset[str]]:
        """(row, col) -> the other sheets a cell's formula reads ("='Vendor A'!D6" -> {'Vendor A'}), read from the
        XML only when asked (a summary sheet whose prices point at the sheets they come from)."""
        if self.package is None or not self.part:
            return {}
        return self.package.sheet_references(self.part)

    def error_at(self, row: int, col: int) -> str | None:
        """The error a formula at (row, col) of this sheet saved ('#REF!'), or None; a region's cell (tables side by
        side, a transposed table) is looked up at its place on its sheet, as the file's XML numbers it."""
        if self.origin is not None:
            row, col = self.origin(row, col)
        return self.error_cells.get((row, col))

    def cell(self, row: int, col: int) -> str:
        """The name of a cell as the sheet shows it ('D7'), for a region the cell's place on its sheet."""
        if self.origin is not None:
            row, col = self.origin(row, col)
        return cell_name(row, col)

    def row_number(self, row: int, col: int = 0) -> int:
        """A row as Excel numbers it (1-based); for a region, the row its cell (row, col) is in on the sheet."""
        if self.record_row is not None:
            return self.record_row(row) + 1
        return (self.origin(row, col)[0] if self.origin is not None else row) + 1

    @cached_property
    def pictures(self) -> int:
        """How many pictures the sheet shows (read from the XML)."""
        if self.package is None or not self.part:
            return 0
        return self.package.pictures(self.part)

    @cached_property
    def comments(self) -> dict[tuple[int, int], str]:
        """(row, col) -> the text of a cell's comment (a note a vendor attached to a cell), read from the XML."""
        if self.package is None or not self.part:
            return {}
        return self.package.comments(self.part)

    def struck(self, col: int, limit: int = 60) -> tuple[int, int]:
        """(cells struck through, cells with a style) among the first `limit` styled cells of a column: an old
        price a vendor strikes out beside the new one; read from the XML only when asked."""
        if self.package is None or not self.part:
            return 0, 0
        return self.package.struck(self.part, col, limit)

    def number_formats(self, col: int, limit: int = 200) -> list[str]:
        """The number format codes of the first `limit` cells of a column ('"¥"#,##0', '[$$-409]#,##0.00');
        calamine drops them, so they are read from the XML only when the importer needs a currency."""
        if self.package is None or not self.part:
            return []
        return self.package.number_formats(self.part, col, limit)


def cell_name(row: int, col: int) -> str:
    """0-based (row, col) -> 'D7'."""
    letters = ""
    c = col + 1
    while c:
        c, rem = divmod(c - 1, 26)
        letters = chr(65 + rem) + letters
    return f"{letters}{row + 1}"


@lru_cache(maxsize=4096)
def column_letter(col: int) -> str:
    return cell_name(0, col)[:-1]


def column_index(letters: str) -> int:
    """'D' -> 3; 'XFD' -> 16383 (letters only, upper case)."""
    c = 0
    for ch in letters.upper():
        c = c * 26 + ord(ch) - 64
    return c - 1


_gc_lock = threading.Lock()
_gc_pausers = 0
_gc_was_enabled = False


@contextmanager
def paused_gc() -> Iterator[None]:
    """Python's cycle collector paused while a sheet's cells and quotes are built (hundreds of thousands of lists
    and tuples, none of them in a cycle): otherwise it walks every live object again and again as they pile up.
    At the end the new objects join the oldest generation at once (`gc.freeze` + `gc.unfreeze`, two list splices),
    so they are looked at in the next full collection like any long-lived object, not walked once more at the next
    allocation. Skipped when the program froze objects of its own. Nested and concurrent imports share one pause;
    the collector runs again when the last one ends."""
    global _gc_pausers, _gc_was_enabled
    with _gc_lock:
        if _gc_pausers == 0:
            _gc_was_enabled = gc.isenabled()
            gc.disable()
        _gc_pausers += 1
    try:
        yield
    finally:
        with _gc_lock:
            _gc_pausers -= 1
            if _gc_pausers == 0 and _gc_was_enabled:
                if gc.get_freeze_count() == 0:
                    gc.freeze()
                    gc.unfreeze()
                gc.enable()


#: reads started ahead (`read_ahead`), by what identifies the file and the sheet asked for -> (thread, its result)
_ahead: dict[tuple, tuple[threading.Thread, dict]] = {}
_ahead_lock = threading.Lock()


def _ahead_key(path: Path, sheet: str | None) -> tuple | None:
    try:
        st = path.stat()
        return (str(path.resolve()), sheet, st.st_ino, st.st_size, st.st_mtime_ns)
    except (OSError, ValueError):
        return None  # a missing or odd path: read_workbook says what is wrong, in order


def spare_core() -> bool:
    """Whether this process has a core that other work leaves idle (the load average under the cores it may run
    on): only then does reading ahead on a second thread save time. On a machine busier than its cores, two threads
    taking turns at Python's lock were measured slower than one (a load of 6-7 on 2 cores: 1.72x against 1.49x)."""
    import os

    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cores = os.cpu_count() or 1
    try:
        load = os.getloadavg()[0]
    except (AttributeError, OSError):  # Windows has no load average
        return cores > 1
    return cores > 1 and load < cores


def read_ahead(path: str | Path, sheet: str | None = None) -> None:
    """Start reading a workbook on a thread of its own: calamine builds a sheet without holding Python's lock, so a
    command's own start-up (loading the importer, opening the workspace, building the catalog) runs meanwhile
    instead of before. The next `read_workbook` of the same file (unchanged) and sheet takes the sheets or the error
    it got; `forget_ahead` waits for a read nobody took (a command that failed first)."""
    path = Path(path)
    if path.suffix.lower() in (".csv", ".tsv", ".txt"):
        return  # a text file is read in Python (nothing to overlap) and guesses its encoding with the lexicon
    key = _ahead_key(path, sheet)
    if key is None or key in _ahead:  # a missing or odd path, or this read already started
        return
    box: dict = {}
    building = threading.Event()

    def work() -> None:
        try:
            with paused_gc():  # the same pause the importer's own read runs in
                box["sheets"] = _read_workbook(path, sheet, False, None, building.set)
        except BaseException as err:  # handed to the reader that takes it, raised there
            box["error"] = err
        finally:
            building.set()

    thread = threading.Thread(target=work, name="gpucompare-read-ahead", daemon=True)
    with _ahead_lock:
        _ahead[key] = (thread, box)
    thread.start()
    # the size and hidden-row checks are Python; the caller waits for them (two threads taking turns at Python's
    # lock only slow each other) and goes on once calamine builds the sheet, which needs no lock
    building.wait()


def _take_ahead(path: Path, sheet: str | None, cancel: Callable[[], None] | None) -> list[Sheet] | None:
    """The sheets a read started ahead got for this file and sheet (its error raised here), else None."""
    if not _ahead:
        return None
    key = _ahead_key(path, sheet)
    with _ahead_lock:
        got = _ahead.pop(key, None) if key is not None else None
    if got is None:
        return None
    thread, box = got
    while thread.is_alive():
        thread.join(0.1)
        if cancel is not None:
            cancel()
    if "error" in box:
        raise box["error"]
    return box["sheets"]


def reading_ahead() -> bool:
    """Whether a read started ahead is still running."""
    return any(thread.is_alive() for thread, _box in list(_ahead.values()))


def forget_ahead(timeout: float | None = None) -> None:
    """Wait for every read started ahead that no reader took and drop what it read (an .xlsx it left open is
    closed): no thread outlives the command that started it. With `timeout` (a bad argument, Ctrl-C: the command
    ends now), a read still running after it is left to its daemon thread, which ends with the process, instead of
    making the user wait for the whole workbook."""
    with _ahead_lock:
        pending = list(_ahead.values())
        _ahead.clear()
    for thread, box in pending:
        thread.join(timeout)
        if thread.is_alive():
            continue  # a daemon: it stops when the interpreter exits; nobody reads what it keeps
        pkg = next((s.package for s in box.get("sheets", ()) if s.package is not None), None)
        if pkg is not None:
            pkg.close()


def read_workbook(
    path: str | Path, sheet: str | None = None, names_only: bool = False, cancel: Callable[[], None] | None = None
) -> list[Sheet]:
    """All sheets of an .xlsx/.xlsm/.xls/.ods workbook or a .csv file, in order; with `sheet`, only that one is read
    and the others come back empty (their names are the user's choice). `cancel()` is called between steps and may
    raise to stop. The .xlsx is opened once (`Sheet.package`; the caller closes it)."""
    path = Path(path)
    if not names_only:
        ahead = _take_ahead(path, sheet, cancel)
        if ahead is not None:
            return ahead
    return _read_workbook(path, sheet, names_only, cancel)


def _read_workbook(
    path: Path,
    sheet: str | None,
    names_only: bool,
    cancel: Callable[[], None] | None,
    building: Callable[[], None] | None = None,
) -> list[Sheet]:
    name = path.name
    if not path.exists():
        raise BadInputFile(Msg("{file}: file not found", file=name))
    if path.is_dir():
        raise BadInputFile(Msg("{file}: is a folder, not a workbook", file=name))
    if not path.is_file():
        raise BadInputFile(Msg("{file}: not a regular file (a pipe or a device), not a workbook", file=name))
    with open(path, "rb") as fh:
        head = fh.read(8)
    if not head:
        raise BadInputFile(Msg("{file}: the file is empty (0 bytes)", file=name))
    if path.suffix.lower() in (".csv", ".tsv", ".txt"):
        return [_read_csv(path, cancel)]
    is_zip = head.startswith(b"PK")
    is_ole = head.startswith(b"\xd0\xcf\x11\xe0")
    if not is_zip and not is_ole:
        kind = Msg("plain text (CSV?)") if _looks_like_text(path) else Msg("not a spreadsheet")
        raise BadInputFile(
            Msg("{file}: not an Excel workbook, the file is {kind}; save it from Excel as .xlsx", file=name, kind=kind)
        )
    package = Package(path) if is_zip else None
    try:
        return _read_sheets(path, package, is_ole, sheet, names_only, cancel, building)
    except BaseException:
        if package is not None:
            package.close()
        raise
    finally:
        if package is not None and names_only:
            package.close()


def _read_sheets(
    path: Path, package: Package | None, is_ole: bool, sheet, names_only, cancel, building=None
) -> list[Sheet]:
    """`building()`, if given, is called as calamine starts building a sheet (its checks done)."""
    name = path.name
    if package is not None:
        package.check_parts()
        package.check_shared_strings()
    try:
        import python_calamine as pc

        wb = pc.CalamineWorkbook.from_path(str(path))
    except BaseException as err:  # calamine raises its own error types (a panic is a BaseException); one sentence
        _reraise_interrupts(err)
        if is_ole and _encrypted(path):
            raise BadInputFile(
                Msg(
                    "{file}: the workbook is encrypted with a password, so its cells cannot be read; open it in "
                    "Excel, remove the password (File > Info > Protect Workbook) and save it again",
                    file=name,
                )
            ) from None
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
    hidden_sheets = set()
    for meta in getattr(wb, "sheets_metadata", None) or []:
        if "visible" not in str(getattr(meta, "visible", "visible")).lower().rsplit(".", 1)[-1]:
            hidden_sheets.add(meta.name)
    if sheet is not None and sheet not in names:
        raise BadInputFile(
            Msg("{file}: no sheet named {sheet!r}; sheets: {names}", file=name, sheet=sheet, names=", ".join(names))
        )
    if names_only:
        return [Sheet(n, [], hidden=n in hidden_sheets) for n in names]
    out = []
    parts = package.sheet_parts if package is not None else {}
    for n in names:
        if cancel is not None:
            cancel()
        if sheet is not None and n != sheet:
            out.append(Sheet(n, [], hidden=n in hidden_sheets))  # named for the choice, never read
            continue
        if sheet is None and n in hidden_sheets:
            out.append(Sheet(n, [], hidden=True))  # not part of the offer: never read
            continue
        facts = package.check_sheet(n, parts[n], cancel) if n in parts else None
        if building is not None:
            building()
        try:
            s = wb.get_sheet_by_name(n)
            if s.height > MAX_ROWS:  # rows in use (total_height is the last row's 0-based index)
                raise BadInputFile(_too_many_rows(name, n, s.height))
            if s.height * max(s.width, 1) > MAX_CELLS:
                raise BadInputFile(_too_many_cells(name, n, s.height, s.width))
            rows = s.to_python(skip_empty_area=False)
            merged = list(getattr(s, "merged_cell_ranges", None) or [])
        except BadInputFile:
            raise
        except BaseException as err:
            _reraise_interrupts(err)
            raise BadInputFile(
                Msg("{file}, sheet {sheet!r}: cannot be read ({error})", file=name, sheet=n, error=_short(err))
            ) from None
        # Long cells are not scanned for here (a pass over every cell of a 50k-row sheet); the importer reads only
        # the mapped columns and refuses an over-long model text on its own row.
        out.append(
            Sheet(
                n,
                rows,
                merged,
                hidden=n in hidden_sheets,
                hidden_rows=facts.hidden_rows if facts else _ods_hidden(package, n),
                hidden_cols=facts.hidden_cols if facts else set(),
                package=package,
                part=parts.get(n, ""),
            )
        )
    return out


def _ods_hidden(package: Package | None, sheet: str) -> set[int]:
    """The hidden rows of an OpenDocument sheet (none for other workbooks)."""
    return set(package.ods_hidden_rows.get(sheet, ())) if package is not None else set()


def _reraise_interrupts(err: BaseException) -> None:
    """Ctrl+C, an exit, running out of memory: not the workbook's fault, passed on as they are."""
    if isinstance(err, KeyboardInterrupt | SystemExit | GeneratorExit | MemoryError):
        raise err


def _too_many_rows(file: str, sheet: str, rows: int) -> Msg:
    return Msg(
        "{file}, sheet {sheet!r}: {rows:,} rows is more than the {limit:,} a price sheet may have",
        file=file,
        sheet=sheet,
        rows=rows,
        limit=MAX_ROWS,
    )


def _too_many_cells(file: str, sheet: str, rows: int, cols: int) -> Msg:
    return Msg(
        "{file}, sheet {sheet!r}: its cells span {rows:,} rows by {cols:,} columns, more than the {limit:,} cells "
        "a price sheet may have; delete the stray cells far from the table and save again",
        file=file,
        sheet=sheet,
        rows=rows,
        cols=cols,
        limit=MAX_CELLS,
    )


@dataclass
class SheetFacts:
    rows: int  # the last row numbered (1-based); exact when a cell reaches past row 999,999 or column Z
    cols: int  # the last column (1-based), at least 26; exact past column Z
    hidden_rows: set[int]
    hidden_cols: set[int]


_DIMENSION = re.compile(rb'<dimension ref="([A-Z]{1,4})(\d{1,9})(?::([A-Z]{1,4})(\d{1,9}))?"')
_ROW_R = re.compile(rb'<row r="(\d{1,9})"')
_HIDDEN = re.compile(rb'hidden="')
_HIDDEN_ROW = re.compile(rb'<row r="(\d{1,9})"[^>]{0,400}?hidden="(?:1|true)"')
_COL = re.compile(rb"<col [^>]{0,400}>")
_COL_ATTR = re.compile(rb'(min|max|hidden)="([^"]{0,12})"')
#: the most rows a cell written the plain way (`<c r="A1"` .. `<c r="Z999999"`) can name
_PLAIN_MAX_ROW = 999_999
#: a cell opening (`<c`, or `<x:c` with a namespace prefix, which calamine reads the same) that is not plain; its
#: reference measured when written the usual way, else group 1 is empty. The literal 'c' first keeps the search fast
_UNPLAIN_CELL = re.compile(rb'c(?<=[<:]c)(?! r="[A-Z]\d{1,6}")[\s/>](?:r="([A-Z]{1,3})(\d{1,7})")?')
_SECOND = itemgetter(1)
#: the row of a cell reference written the usual way
_CELL_ROW = re.compile(rb'c(?<=[<:]c) r="[A-Z]{1,3}(\d{1,7})"')
#: a row or cell tag, any prefix, whole: (b'row' or b'c', its attributes, b'>'); attribute values quoted, no '<'
#: inside, possessive (no backtracking, linear). A tag that does not close that way comes back without the b'>'
_TAG = re.compile(
    rb"""<(?:[A-Za-z_][\w.\-]{0,64}+:)?+(row|c)(?=[\s/>])"""
    rb"""(?:((?:[^>"'<]++|"[^"<]{0,4096}+"|'[^'<]{0,4096}+'){0,2000}+)(>))?"""
)
_R_ATTR = re.compile(rb"""(?:^|\s)r\s*=\s*(?:"([^"]{0,64})"|'([^']{0,64})')""")
_REF_VALUE = re.compile(rb"([A-Za-z]{0,8})(\d{0,12})")
_SHEET = re.compile(rb"<sheet [^>]{0,4000}>")
_ATTR = re.compile(rb'([A-Za-z:]{1,20})="([^"]{0,4000})"')
_ENTITY = re.compile(r"&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|amp|lt|gt|quot|apos);")
_ENTITIES = {"amp": "&", "lt": "<", "gt": ">", "quot": '"', "apos": "'"}


def xml_unescape(s: str) -> str:
    """XML attribute text -> the text it stands for, in one pass ('&amp;lt;P' is '&lt;P', never '<P')."""

    def one(m: re.Match) -> str:
        e = m.group(1)
        if e[0] == "#":
            try:
                return chr(int(e[2:], 16) if e[1] in "xX" else int(e[1:]))
            except (ValueError, OverflowError):
                return m.group(0)
        return _ENTITIES[e]

    return _ENTITY.sub(one, s) if "&" in s else s


def _part_name(target: bytes) -> str:
    """A relationship target of the workbook as a part name: 'worksheets/sheet1.xml' and '/xl/worksheets/...' are
    'xl/worksheets/sheet1.xml'; '../../etc/x' stays outside 'xl/' (and is then not found in the package)."""
    import posixpath

    text = xml_unescape(target.decode("utf-8", "replace"))
    if text.startswith("/"):
        return posixpath.normpath(text.lstrip("/"))
    return posixpath.normpath(posixpath.join("xl", text))


class Package:
    """One .xlsx opened once: its parts, limits checked before calamine allocates, and lazy XML scans."""

    def __init__(self, path: Path):
        self.path = path
        try:
            self.zf = zipfile.ZipFile(path)
            self.names = set(self.zf.namelist())
        except (zipfile.BadZipFile, OSError):
            raise BadInputFile(
                Msg("{file}: the workbook is truncated or damaged (not a complete .xlsx file)", file=path.name)
            ) from None
        if "xl/workbook.xml" not in self.names and "content.xml" not in self.names:
            raise BadInputFile(Msg("{file}: a zip archive, but not an Excel workbook", file=path.name))

    def close(self) -> None:
        self.zf.close()

    def _read_small(self, part: str, limit: int = 16 * 1024 * 1024) -> bytes:
        """A small part (workbook, rels, styles) read whole, refused past `limit` inflated bytes."""
        if part not in self.names:
            return b""
        out = bytearray()
        try:
            with self.zf.open(part) as fh:
                while chunk := fh.read(_CHUNK):
                    out += chunk
                    if len(out) > limit:
                        raise BadInputFile(
                            Msg(
                                "{file}: the part {part} is larger than a workbook needs",
                                file=self.path.name,
                                part=part,
                            )
                        )
        except (zipfile.BadZipFile, OSError, EOFError, ValueError, KeyError, NotImplementedError) as err:
            raise BadInputFile(
                Msg("{file}: the workbook is damaged ({error})", file=self.path.name, error=_short(err))
            ) from None
        return bytes(out)

    def check_parts(self) -> None:
        """Every part's size from the zip directory, before any reader parses one: sheets and shared strings within
        their limits (streamed and measured again before calamine reads them), every other part the readers parse
        (styles, relationships, the workbook...) within MAX_PART_XML and inflated once here to check that it is
        the size it says (a part that inflates past it fails its CRC); and every sheet the workbook lists inside
        the package. A 2 MB file whose styles inflate to 2 GB is refused in one sentence, never handed to the
        reader that would abort the process."""
        file = self.path.name
        infos = self.zf.infolist()
        if len(infos) > MAX_PARTS:
            raise BadInputFile(Msg("{file}: {n:,} parts, more than a workbook has; not read", file=file, n=len(infos)))
        total = 0
        small = []
        for info in infos:
            name, size = info.filename, info.file_size
            total += size
            if name.endswith("/"):
                continue
            if name.startswith("xl/worksheets/") and name.endswith(".xml"):
                limit = MAX_SHEET_XML
            elif name == "xl/sharedStrings.xml":
                limit = MAX_SHARED_XML
            elif name.lower().endswith(_OPAQUE):
                limit = MAX_PACKAGE_BYTES
            else:
                limit = MAX_PART_XML
                small.append(name)
            if size > limit:
                raise BadInputFile(
                    Msg(
                        "{file}: the part {part} would inflate to {mb:,.0f} MB, more than a workbook needs; not read",
                        file=file,
                        part=name[:80],
                        mb=size / 1e6,
                    )
                )
        if total > MAX_PACKAGE_BYTES:
            raise BadInputFile(
                Msg(
                    "{file}: its parts would inflate to {gb:,.1f} GB, more than a workbook needs",
                    file=file,
                    gb=total / 1e9,
                )
            )
        for name in small:
            self._read_small(name, MAX_PART_XML)
        for sheet, part in self.sheet_parts.items():
            if part not in self.names:
                raise BadInputFile(
                    Msg(
                        "{file}: the sheet {sheet!r} points to {part}, which is not in the workbook; it cannot be read",
                        file=file,
                        sheet=sheet[:60],
                        part=part[:80],
                    )
                )

    def _stream(self, part: str):
        try:
            with self.zf.open(part) as fh:
                while chunk := fh.read(_CHUNK):
                    yield chunk
        except (zipfile.BadZipFile, OSError, EOFError, ValueError, KeyError, NotImplementedError) as err:
            raise BadInputFile(
                Msg("{file}: the workbook is damaged ({error})", file=self.path.name, error=_short(err))
            ) from None

    def _stream_ahead(self, part: str):
        """`_stream` with the next chunks inflated in a thread while the caller scans this one (zlib lets go of the
        interpreter while it inflates): the scan of a large sheet costs about the scan alone on two cores. The
        thread stops when the caller stops early (a refusal, a cancel)."""
        ahead: queue.Queue = queue.Queue(maxsize=3)
        stop = threading.Event()

        def hand(item) -> bool:
            """Queue an item unless the caller has stopped; whether it was queued."""
            while not stop.is_set():
                try:
                    ahead.put(item, timeout=0.05)
                    return True
                except queue.Full:
                    continue
            return False

        def inflate() -> None:
            try:
                for chunk in self._stream(part):
                    if not hand(chunk):
                        return
            except BaseException as err:  # handed to the caller, raised there
                hand(err)
                return
            hand(None)

        worker = threading.Thread(target=inflate, name="sheet-inflate", daemon=True)
        worker.start()
        try:
            while (item := ahead.get()) is not None:
                if isinstance(item, BaseException):
                    raise item
                yield item
        finally:
            stop.set()
            worker.join()

    @cached_property
    def ods_hidden_rows(self) -> dict[str, set[int]]:
        """An OpenDocument workbook's hidden (collapsed or filtered) rows, 0-based, by sheet name: one streamed pass
        over content.xml's table and row tags (calamine does not report them); {} for an .xlsx."""
        out: dict[str, set[int]] = {}
        if "content.xml" not in self.names or "xl/workbook.xml" in self.names:
            return out
        name, row, budget = None, 0, MAX_ROWS
        for buf, start, end in _whole_tags(self._stream("content.xml"), self.path.name, "content.xml"):
            for m in _ODS_TAG.finditer(buf, start, end):
                tag = m.group(0)
                if m.group(1) is None:  # a sheet starts
                    nm = _ODS_NAME.search(tag)
                    name, row = (xml_unescape(nm.group(1).decode("utf-8", "replace")) if nm else None), 0
                    continue
                rep = _ODS_REPEAT.search(tag)
                n = min(int(rep.group(1)), MAX_ROWS) if rep else 1
                if name is not None and _ODS_HIDDEN.search(tag) and row < MAX_ROWS and budget > 0:
                    take = min(n, MAX_ROWS - row, budget)
                    out.setdefault(name, set()).update(range(row, row + take))
                    budget -= take
                row += n
        return out

    @cached_property
    def sheet_parts(self) -> dict[str, str]:
        """Sheet name -> its XML part ('xl/worksheets/sheet1.xml'); {} when it cannot be told."""
        out: dict[str, str] = {}
        try:
            wbxml = self._read_small("xl/workbook.xml")
            rels = self._read_small("xl/_rels/workbook.xml.rels")
        except BadInputFile:
            raise
        except (KeyError, zipfile.BadZipFile, OSError):
            return out
        targets: dict[bytes, bytes] = {}
        for m in re.finditer(rb"<Relationship [^>]{0,4000}>", rels):
            attrs = dict(_ATTR.findall(m.group(0)))
            if b"Id" in attrs and b"Target" in attrs:
                targets[attrs[b"Id"]] = attrs[b"Target"]
        for m in _SHEET.finditer(wbxml):
            attrs = dict(_ATTR.findall(m.group(0)))
            rid, sname = attrs.get(b"r:id"), attrs.get(b"name")
            if rid in targets and sname is not None:
                out[xml_unescape(sname.decode("utf-8", "replace"))] = _part_name(targets[rid])
        return out

    @cached_property
    def active_sheet(self) -> str | None:
        """The sheet the workbook opens on (its view's ``activeTab``, the first sheet when unsaid); None when it
        cannot be told (an OpenDocument file, an unreadable workbook part)."""
        try:
            wbxml = self._read_small("xl/workbook.xml")
        except BadInputFile:
            raise
        except (KeyError, zipfile.BadZipFile, OSError):
            return None
        names = [
            xml_unescape(n.decode("utf-8", "replace"))
            for m in _SHEET.finditer(wbxml)
            if (n := dict(_ATTR.findall(m.group(0))).get(b"name")) is not None
        ]
        view = re.search(rb"<workbookView [^>]{0,4000}>", wbxml)
        tab = re.search(rb'activeTab="(\d{1,6})"', view.group(0)) if view else None
        i = int(tab.group(1)) if tab else 0
        return names[i] if 0 <= i < len(names) else None

    def check_shared_strings(self) -> None:
        """The shared strings' declared count, inflated size and longest string, before calamine reads them."""
        part = "xl/sharedStrings.xml"
        if part not in self.names:
            return
        size = count = run = 0
        first = True
        for chunk in self._stream(part):
            if first:
                first = False
                m = re.search(rb'uniqueCount="(\d{1,12})"', chunk[:4096]) or re.search(
                    rb'count="(\d{1,12})"', chunk[:4096]
                )
                if m and int(m.group(1)) > MAX_SHARED_STRINGS:
                    raise BadInputFile(self._strings_refusal(int(m.group(1))))
            size += len(chunk)
            count += chunk.count(b"<si")
            if size > MAX_SHARED_XML or count > MAX_SHARED_STRINGS:
                raise BadInputFile(self._strings_refusal(count))
            run = _text_run(run, chunk, self.path.name, "")

    def _strings_refusal(self, n: int) -> Msg:
        return Msg(
            "{file}: the workbook declares {n:,} distinct texts, more than the {limit:,} a price sheet may have",
            file=self.path.name,
            n=n,
            limit=MAX_SHARED_STRINGS,
        )

    def check_sheet(self, name: str, part: str, cancel: Callable[[], None] | None = None) -> SheetFacts:
        """Stream a sheet's XML once: refuse it if calamine would build more than the limits, and collect its
        hidden rows and columns. Linear: bounded patterns and `bytes.find` only.

        calamine builds the bounding box of the cells it reads (rows x columns), whatever <dimension> says. Every
        writer puts the reference first in each cell (`<c r="B7"`); a cell whose reference is a single letter and at
        most six digits (column Z, row 999,999) cannot make the box too large, so one pattern skips those and stops
        only at the others: wider columns and longer rows (measured), and anything unusual (a cell without a
        reference, another attribute first, quotes, spacing, lower case), which sends the sheet to an exact replay
        of how calamine places cells (`_cell_extent`). The next chunks are inflated in a thread meanwhile."""
        file = self.path.name
        max_row = max_col = 0
        hidden_rows: set[int] = set()
        hidden_cols: set[int] = set()
        unusual = False
        for i, (buf, start, end) in enumerate(_whole_tags(self._stream_ahead(part), file, name)):
            if cancel is not None:
                cancel()
            if i == 0:
                self._check_head(buf, file, name, hidden_cols)
            r, c, odd = _scan_cells(buf, start, end)
            unusual = unusual or odd
            last = buf.rfind(b'<row r="', start, end)
            if last >= 0 and (m := _ROW_R.match(buf, last, end)):
                r = max(r, int(m.group(1)))
            max_row, max_col = max(max_row, r), max(max_col, c)
            if max_row > MAX_ROWS:
                raise BadInputFile(_too_many_rows(file, name, max_row))
            if max_col > MAX_COLS or max_row * max_col > MAX_CELLS:
                raise BadInputFile(_too_many_cells(file, name, max_row, max_col))
            if _HIDDEN.search(buf, start, end):
                hidden_rows.update(int(m.group(1)) - 1 for m in _HIDDEN_ROW.finditer(buf, start, end))
        # the cells skipped above sit in columns A-Z and rows up to 999,999: an unusual sheet gets the exact replay,
        # and only a sheet wider than MAX_CELLS / 999,999 columns (40) needs the exact rows of every cell
        if unusual:
            max_row, max_col = self._cell_extent(part, file, name, cancel)
        elif max(max_col, 26) * max(max_row, _PLAIN_MAX_ROW) > MAX_CELLS:
            max_row = max(max_row, self._last_cell_row(part, file, name, cancel))
        if max_row > MAX_ROWS:
            raise BadInputFile(_too_many_rows(file, name, max_row))
        if max_col > MAX_COLS or max_row * max_col > MAX_CELLS:
            raise BadInputFile(_too_many_cells(file, name, max_row, max_col))
        return SheetFacts(max_row, max(max_col, 26 if max_row else 0), hidden_rows, hidden_cols)

    def _check_head(self, data: bytes, file: str, name: str, hidden_cols: set[int]) -> None:
        """The declared area (<dimension>) and the hidden columns (<cols>), from the sheet's first chunk."""
        m = _DIMENSION.search(data, 0, 65536)
        if m:
            c0, r0 = column_index(m.group(1).decode()), int(m.group(2))
            c1, r1 = (column_index(m.group(3).decode()), int(m.group(4))) if m.group(3) else (c0, r0)
            if r1 > MAX_ROWS:
                raise BadInputFile(_too_many_rows(file, name, r1))
            if (r1 - min(r0, r1) + 1) * (abs(c1 - c0) + 1) > MAX_CELLS:
                raise BadInputFile(_too_many_cells(file, name, r1, c1 + 1))
        head_end = data.find(b"<sheetData")
        for cm in _COL.finditer(data, 0, head_end if head_end >= 0 else min(len(data), 65536)):
            attrs = dict(_COL_ATTR.findall(cm.group(0)))
            if attrs.get(b"hidden") in (b"1", b"true"):
                try:
                    lo, hi = int(attrs.get(b"min", b"0")), int(attrs.get(b"max", b"0"))
                except ValueError:
                    continue
                hidden_cols.update(range(max(lo, 1) - 1, min(hi, MAX_COLS)))

    def _last_cell_row(self, part: str, file: str, name: str, cancel) -> int:
        """The last row any cell names, in a sheet whose cells all carry a usual reference."""
        last = 0
        for buf, start, end in _whole_tags(self._stream_ahead(part), file, name):
            if cancel is not None:
                cancel()
            found = _CELL_ROW.findall(buf, start, end)
            if found:
                last = max(last, max(map(int, found)))
        return last

    def _cell_extent(self, part: str, file: str, name: str, cancel) -> tuple[int, int]:
        """The last row and column calamine would give any cell, replaying how it places them: a cell's own
        reference, else the next column of its row; a row's own number, else the one after the previous row.
        Tags are matched with bounded patterns; a tag too long to read is refused."""
        max_row = max_col = 0
        row = col = 0  # the current row (1-based) and the next cell's column (0-based)
        for buf, start, end in _whole_tags(self._stream(part), file, name):
            if cancel is not None:
                cancel()
            row, col, max_row, max_col = _replay(buf, start, end, row, col, max_row, max_col, file, name)
        return max_row, max_col

    def formulas_without_value(self, part: str) -> set[tuple[int, int]]:
        """Cells holding a formula whose result was never saved (the file was written by a program, not Excel).
        Cells are cut at '<c ' with `bytes.split`: no pattern spans more than one cell."""
        cells: set[tuple[int, int]] = set()
        for piece in self._cell_pieces(part):
            _formula_cell(piece, cells)
        return cells

    def error_cells(self, part: str) -> dict[tuple[int, int], str]:
        """Cells whose saved value is an error (t="e": '#REF!', '#DIV/0!'), cut at '<c ' as above."""
        cells: dict[tuple[int, int], str] = {}
        for piece in self._cell_pieces(part):
            _error_cell(piece, cells)
        return cells

    def sheet_references(self, part: str) -> dict[tuple[int, int], frozenset[str]]:
        """Cells whose formula names another sheet ('Vendor A - Northwind'!D6, Sheet2!B3), cut at '<c ' as above;
        a formula's text is read up to `_MAX_FORMULA` bytes (Excel stops at 8,192 characters)."""
        cells: dict[tuple[int, int], frozenset[str]] = {}
        for piece in self._cell_pieces(part):
            _reference_cell(piece, cells)
        return cells

    def _cell_pieces(self, part: str) -> Iterator[bytes]:
        """The sheet's XML cut at '<c ' with `bytes.split`, one piece per cell (the last may continue in the next
        chunk, so it is carried; a carry longer than a cell may be is dropped)."""
        carry = b""
        for chunk in self._stream(part):
            pieces = (carry + chunk).split(b"<c ")
            carry = pieces.pop()
            if len(carry) > MAX_CELL_BYTES:
                carry = b""
            yield from pieces
        yield carry

    @cached_property
    def _styles(self) -> list[str]:
        """Format code of each cell style (cellXfs order)."""
        data = self._read_small("xl/styles.xml")
        codes = dict(_BUILTIN_FORMATS)
        for m in re.finditer(rb"<numFmt [^>]{0,2000}>", data):
            attrs = dict(_ATTR.findall(m.group(0)))
            if b"numFmtId" in attrs and b"formatCode" in attrs:
                try:
                    codes[int(attrs[b"numFmtId"])] = xml_unescape(attrs[b"formatCode"].decode("utf-8", "replace"))
                except ValueError:
                    continue
        start = data.find(b"<cellXfs")
        end = data.find(b"</cellXfs>", start)
        out = []
        if start >= 0:
            for m in re.finditer(rb"<xf [^>]{0,2000}>", data[start : end if end > 0 else len(data)]):
                fm = re.search(rb'numFmtId="(\d{1,6})"', m.group(0))
                out.append(codes.get(int(fm.group(1)), "") if fm else "")
        return out

    def pictures(self, part: str) -> int:
        """How many pictures a sheet's drawing shows (a scanned or pasted price list is a picture, not cells)."""
        folder, _sep, name = part.rpartition("/")
        try:
            rels = self._read_small(f"{folder}/_rels/{name}.rels", 4 * 1024 * 1024)
        except (KeyError, zipfile.BadZipFile, OSError, BadInputFile):
            return 0
        n = 0
        for m in re.finditer(rb"<Relationship [^>]{0,4000}>", rels):
            attrs = dict(_ATTR.findall(m.group(0)))
            if not attrs.get(b"Type", b"").endswith(b"/drawing") or b"Target" not in attrs:
                continue
            target = attrs[b"Target"].decode("utf-8", "replace")
            path = target.lstrip("/") if target.startswith("/") else _join_part(folder, target)
            try:
                data = self._read_small(path, 16 * 1024 * 1024)
            except (KeyError, zipfile.BadZipFile, OSError, BadInputFile):
                continue
            n += data.count(b":pic>") // 2 + data.count(b"<pic>") // 2
        return n

    def comments(self, part: str, limit: int = 10_000) -> dict[tuple[int, int], str]:
        """(row, col) -> the text of each cell comment of a sheet (the comments part its relationships name), at
        most `limit` comments of 2,000 characters; {} when there are none or they cannot be read."""
        folder, _sep, name = part.rpartition("/")
        try:
            rels = self._read_small(f"{folder}/_rels/{name}.rels", 4 * 1024 * 1024)
        except (KeyError, zipfile.BadZipFile, OSError, BadInputFile):
            return {}
        target = None
        for m in re.finditer(rb"<Relationship [^>]{0,4000}>", rels):
            attrs = dict(_ATTR.findall(m.group(0)))
            if attrs.get(b"Type", b"").endswith(b"/comments") and b"Target" in attrs:
                target = attrs[b"Target"].decode("utf-8", "replace")
                break
        if target is None:
            return {}
        path = target.lstrip("/") if target.startswith("/") else _join_part(folder, target)
        try:
            data = self._read_small(path, 16 * 1024 * 1024)
        except (KeyError, zipfile.BadZipFile, OSError, BadInputFile):
            return {}
        out: dict[tuple[int, int], str] = {}
        for m in _COMMENT.finditer(data):
            texts = b"".join(_COMMENT_TEXT.findall(m.group(3)))
            text = xml_unescape(texts.decode("utf-8", "replace"))[:2000]
            out[(int(m.group(2)) - 1, column_index(m.group(1).decode()))] = text
            if len(out) >= limit:
                break
        return out

    @cached_property
    def _struck_styles(self) -> frozenset[int]:
        """The cell styles (cellXfs order) whose font is struck through ('<strike/>', not '<strike val="0"/>')."""
        data = self._read_small("xl/styles.xml")
        start = data.find(b"<fonts")
        end = data.find(b"</fonts>", start)
        if start < 0 or end < 0:
            return frozenset()
        fonts = [
            bool(re.search(rb'<strike(?:\s+val="(?:1|true)")?\s*/?>', m.group(0)))
            for m in re.finditer(rb"<font\b(?:(?!</font>).){0,4000}</font>|<font\s*/>", data[start:end], re.S)
        ]
        xs = data.find(b"<cellXfs")
        xe = data.find(b"</cellXfs>", xs)
        out = set()
        if xs >= 0:
            for i, m in enumerate(re.finditer(rb"<xf [^>]{0,2000}>", data[xs : xe if xe > 0 else len(data)])):
                f = re.search(rb'fontId="(\d{1,6})"', m.group(0))
                if f and int(f.group(1)) < len(fonts) and fonts[int(f.group(1))]:
                    out.add(i)
        return frozenset(out)

    def struck(self, part: str, col: int, limit: int) -> tuple[int, int]:
        struck_styles = self._struck_styles
        if not struck_styles:
            return 0, 0
        pat = re.compile(rb'<c r="' + column_letter(col).encode() + rb'\d{1,7}"([^>]{0,300})>')
        hit = seen = 0
        for chunk in self._stream(part):
            for m in pat.finditer(chunk):
                s = re.search(rb' s="(\d{1,6})"', m.group(1))
                seen += 1
                hit += bool(s) and int(s.group(1)) in struck_styles
                if seen >= limit:
                    return hit, seen
        return hit, seen

    def number_formats(self, part: str, col: int, limit: int) -> list[str]:
        styles = self._styles
        if not styles:
            return []
        pat = re.compile(rb'<c r="' + column_letter(col).encode() + rb'\d{1,7}"([^>]{0,300})>')
        found: list[str] = []
        for chunk in self._stream(part):
            for m in pat.finditer(chunk):
                s = re.search(rb' s="(\d{1,6})"', m.group(1))
                if s and int(s.group(1)) < len(styles) and styles[int(s.group(1))]:
                    found.append(styles[int(s.group(1))])
                if len(found) >= limit:
                    return found
            if len(found) >= limit:
                break
        return found


_BUILTIN_FORMATS = {0: "General"}
#: a comment and its text runs: bounded, no backtracking across comments
_COMMENT = re.compile(
    rb'<comment ref="([A-Z]{1,3})(\d{1,7})"[^>]{0,400}>((?:(?!</comment>).){0,20000})</comment>', re.S
)
_COMMENT_TEXT = re.compile(rb"<t[^>]{0,200}>([^<]{0,4000})</t>")


_ODS_TAG = re.compile(rb"<table:table(-row)?(?=[\s/>])[^>]{0,4000}>")
_ODS_NAME = re.compile(rb'table:name="([^"]{0,400})"')
_ODS_REPEAT = re.compile(rb'table:number-rows-repeated="(\d{1,9})"')
_ODS_HIDDEN = re.compile(rb'table:visibility="(?:collapse|filter)"')


def _join_part(folder: str, target: str) -> str:
    """A relationship's target ('../comments1.xml') from a part's folder ('xl/worksheets') -> 'xl/comments1.xml'."""
    parts = folder.split("/")
    for piece in target.split("/"):
        if piece == "..":
            if parts:
                parts.pop()
        elif piece and piece != ".":
            parts.append(piece)
    return "/".join(parts)


def _formula_cell(piece: bytes, cells: set[tuple[int, int]]) -> None:
    if b"<f" not in piece:
        return
    m = re.match(rb'r="([A-Z]{1,4})(\d{1,9})"', piece)
    if m is None:
        return
    end = piece.find(b"</c>")
    body = piece if end < 0 else piece[:end]
    v = body.find(b"<v")
    has_value = False
    if v >= 0:
        close = body.find(b">", v)
        stop = body.find(b"</v>", close)
        has_value = close >= 0 and stop > close + 1 and body[close - 1 : close] != b"/"
    if not has_value:
        cells.add((int(m.group(2)) - 1, column_index(m.group(1).decode())))


_MAX_FORMULA = 32 * 1024
_FORMULA_TEXT = re.compile(rb"<f(?:\s[^>]{0,400})?>")
_CELL_REF = re.compile(rb'r="([A-Z]{1,4})(\d{1,9})"')
#: a sheet a formula names: quoted ('Vendor A'!, '' an apostrophe inside) or bare (Sheet2!); the two branches of the
#: quoted name start with different characters, so the pattern never backtracks
_SHEET_NAME = re.compile(r"'((?:[^']|''){1,31})'!|(?<![\w.])([^\W\d][\w.]{0,30})!")


def _reference_cell(piece: bytes, cells: dict[tuple[int, int], frozenset[str]]) -> None:
    if b"!" not in piece or b"<f" not in piece:
        return
    f = _FORMULA_TEXT.search(piece)
    m = _CELL_REF.match(piece)
    if f is None or m is None:
        return
    stop = piece.find(b"</f>", f.end(), f.end() + _MAX_FORMULA)
    if stop < 0:
        return
    text = xml_unescape(piece[f.end() : stop].decode("utf-8", "replace"))
    names = frozenset(
        (q.replace("''", "'") if q else bare) for q, bare in _SHEET_NAME.findall(text) if q or not _is_cell(bare)
    )
    if names:
        cells[(int(m.group(2)) - 1, column_index(m.group(1).decode()))] = names


def _is_cell(name: str) -> bool:
    """'D6' before '!' is no sheet name a formula gives (a sheet named like a cell must be quoted)."""
    return bool(re.fullmatch(r"[A-Za-z]{1,3}\d{1,7}", name))


_ERROR_CELL = re.compile(rb'r="([A-Z]{1,4})(\d{1,9})"[^>]{0,400}?\bt="e"|t="e"[^>]{0,400}?\br="([A-Z]{1,4})(\d{1,9})"')
_ERROR_VALUE = re.compile(rb"<v>(#[A-Z0-9/!?]{1,12})</v>")


def _error_cell(piece: bytes, cells: dict[tuple[int, int], str]) -> None:
    if b't="e"' not in piece[:500]:
        return
    m = _ERROR_CELL.match(piece)
    v = _ERROR_VALUE.search(piece, 0, 2000)
    if m is None or v is None:
        return
    col, row = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
    cells[(int(row) - 1, column_index(col.decode()))] = v.group(1).decode("ascii", "replace")


def _text_run(run: int, chunk: bytes, file: str, sheet: str) -> int:
    """Bytes since the last '<' after `chunk`, given `run` before it; refuses a text run longer than MAX_CELL_BYTES.
    A chunk is smaller than the limit, so a longer run spans whole chunks without a '<'."""
    last = chunk.rfind(b"<")
    run = run + len(chunk) if last < 0 else len(chunk) - last - 1
    if run > MAX_CELL_BYTES:
        raise BadInputFile(_cell_too_long(file, sheet))
    return run


def _whole_tags(chunks, file: str, sheet: str):
    """(buffer, start, end) spans of an XML stream in which no tag is cut, without copying the chunks: each chunk
    from its first '<' to its last, and the tag cut between two chunks joined on its own. Refuses a text run (no '<')
    longer than MAX_CELL_BYTES, and more than MAX_SHEET_XML bytes in all."""
    carry = b""
    size = 0
    for chunk in chunks:
        size += len(chunk)
        if size > MAX_SHEET_XML:
            raise BadInputFile(_too_many_rows(file, sheet, MAX_ROWS + 1))
        first = chunk.find(b"<")
        if first < 0:
            carry += chunk
            if len(carry) > MAX_CELL_BYTES:
                raise BadInputFile(_cell_too_long(file, sheet))
            continue
        if carry:
            joint = carry + chunk[:first]
            if len(joint) > MAX_CELL_BYTES:
                raise BadInputFile(_cell_too_long(file, sheet))
            yield joint, 0, len(joint)
        last = chunk.rfind(b"<")
        if last > first:
            yield chunk, first, last
        carry = chunk[last:]
    if carry:
        yield carry, 0, len(carry)


def _scan_cells(buf: bytes, start: int, end: int) -> tuple[int, int, bool]:
    """(last row, last column) of the cells in buf[start:end] not written the plain way, and whether any is unusual
    (no reference, another attribute first, quotes or spacing of its own, a reference longer than XFD9999999)."""
    found = _UNPLAIN_CELL.findall(buf, start, end)
    if not found:
        return 0, 0, False
    max_col = 0
    for letters in {letters for letters, _digits in found}:
        if not letters:
            return 0, 0, True
        max_col = max(max_col, column_index(letters.decode()) + 1)
    return max(map(int, map(_SECOND, found))), max_col, False


def _replay(buf: bytes, start: int, end: int, row: int, col: int, max_row: int, max_col: int, file, sheet) -> tuple:
    """Row and cell tags of buf[start:end] placed as calamine places them; returns (row, col, max_row, max_col)."""
    for kind, attrs, closed in _TAG.findall(buf, start, end):
        if not closed:
            raise BadInputFile(_unreadable(file, sheet, b"<" + kind))
        value = None
        if (b" r" in attrs or b"\tr" in attrs or b"\nr" in attrs or b"\rr" in attrs) and (ref := _R_ATTR.search(attrs)):
            value = ref.group(1) if ref.group(1) is not None else ref.group(2)
        if kind == b"row":
            if value is None:
                row += 1
            elif value.isdigit():
                row = int(value)
            else:
                raise BadInputFile(_unreadable(file, sheet, value))
            col = 0
            continue
        if value is None:
            r, c = row or 1, col
        else:
            v = _REF_VALUE.fullmatch(value)
            if v is None or not v.group(1) or not v.group(2):
                raise BadInputFile(_unreadable(file, sheet, value))
            r, c = int(v.group(2)), column_index(v.group(1).decode())
        col = c + 1
        if r > max_row or col > max_col:
            max_row, max_col = max(max_row, r), max(max_col, col)
            if max_row > MAX_ROWS:
                raise BadInputFile(_too_many_rows(file, sheet, max_row))
            if max_col > MAX_COLS or max_row * max_col > MAX_CELLS:
                raise BadInputFile(_too_many_cells(file, sheet, max_row, max_col))
    return row, col, max_row, max_col


def _unreadable(file: str, sheet: str, what: bytes) -> Msg:
    return Msg(
        "{file}, sheet {sheet!r}: cannot be read ({error})",
        file=file,
        sheet=sheet,
        error=f"a cell tag or reference that is not one: {what[:40].decode('utf-8', 'replace')!r}",
    )


def _cell_too_long(file: str, sheet: str) -> Msg:
    where = Msg(", sheet {sheet!r}", sheet=sheet) if sheet else ""
    return Msg(
        "{file}{where}: a cell holds more than {limit:,} bytes of text, far more than a price sheet needs",
        file=file,
        where=where,
        limit=MAX_CELL_BYTES,
    )


def _delimiter_from_data_lines(sample: str) -> type[csv.Dialect]:
    """The separator the table's lines share, when the standard sniffer gave up (a title line without one, a quoted
    note holding another): the candidate splitting the most lines into the same number of fields (two or more), a
    decimal comma splitting lines into fewer fields than the real separator does."""
    lines = sample.splitlines()[:200]
    if len(lines) > 1 and not sample.endswith(("\n", "\r")):
        lines.pop()  # cut by the sample's end
    best, best_score = ",", (0, 0)
    for delimiter in (",", ";", "\t", "|"):
        counts: dict[int, int] = {}
        for fields in csv.reader(lines, delimiter=delimiter):
            if len(fields) > 1:
                counts[len(fields)] = counts.get(len(fields), 0) + 1
        if counts:
            width, lines_of_width = max(counts.items(), key=lambda kv: (kv[1], kv[0]))
            if (lines_of_width, width) > best_score:
                best, best_score = delimiter, (lines_of_width, width)

    class Found(csv.excel):
        delimiter = best

    return Found


def _read_csv(path: Path, cancel: Callable[[], None] | None = None) -> Sheet:
    """A CSV read as a stream: the encoding guessed from its start, rows and cells counted as they come, so a file
    over the limits is refused without holding it in memory."""
    with open(path, "rb") as fh:
        head = fh.read(65536)
    encoding = guess_encoding(head)
    sample = head.decode(encoding, errors="ignore")
    try:
        dialect = csv.Sniffer().sniff(sample[:4096], delimiters=",;\t")
    except csv.Error:
        dialect = _delimiter_from_data_lines(sample[:16384])
    if encoding.startswith("utf-16"):
        dialect = csv.excel_tab  # Excel's 'Unicode Text' is tab-separated whatever its name ('8,1 %' is no comma)
    rows = []
    width = cells = 0
    # the default 128 KB stops at the first pasted document; the limit is process-wide, so it is put back after
    previous_limit = csv.field_size_limit(MAX_CSV_FIELD)
    try:
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
                    if len(row) > width:
                        while row and row[-1] == "" and len(row) > width:
                            row.pop()  # padding: trailing empty fields add no cells
                        width = max(width, len(row))
                    cells += len(row)
                    if width > MAX_COLS or (len(rows) + 1) * width > MAX_CELLS:
                        raise BadInputFile(_too_many_cells(path.name, path.stem, len(rows) + 1, width))
                    if cancel is not None and not len(rows) & 0xFFF:
                        cancel()
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
    finally:
        csv.field_size_limit(previous_limit)
    for r in rows:
        if len(r) < width:
            r.extend([""] * (width - len(r)))
        elif len(r) > width:
            del r[width:]
    return Sheet(path.stem, rows)


def sheet_parts(path: Path) -> dict[str, str]:
    """Sheet name -> its XML part inside an .xlsx; {} when it cannot be told."""
    try:
        pkg = Package(path)
    except BadInputFile:
        return {}
    try:
        return pkg.sheet_parts
    finally:
        pkg.close()


def _encrypted(path: Path) -> bool:
    """Whether an OLE file is an encrypted Office document: its directory names the streams 'EncryptionInfo' and
    'EncryptedPackage' (UTF-16 names; the directory is near the start of a small file, so the first 4 MB tell)."""
    with open(path, "rb") as fh:
        head = fh.read(4 * 1024 * 1024)
    return "EncryptedPackage".encode("utf-16-le") in head or "EncryptionInfo".encode("utf-16-le") in head


def _looks_like_text(path: Path) -> bool:
    with open(path, "rb") as fh:
        chunk = fh.read(2048)
    try:
        chunk.decode("utf-8")
        return b"\x00" not in chunk
    except UnicodeDecodeError:
        return False


def _short(err: Exception) -> str:
    text = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
    return text[:120]
