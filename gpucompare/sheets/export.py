"""Writing the data model out to .xlsx (openpyxl) and .csv: the hardware table as shown, the catalog as a spec sheet
that imports back, and the quotes with their provenance. Units in every header, sources kept."""

from __future__ import annotations

import csv
import math
from collections.abc import Iterable, Sequence
from pathlib import Path

from gpucompare.core.catalog import Catalog
from gpucompare.core.hwtable import Frame
from gpucompare.errors import BadInputFile, OutputError
from gpucompare.i18n import Msg, tr

#: the columns a catalog spec sheet started with (older sheets keep this order); newer fields follow them
_FIRST_SPEC_COLUMNS = (
    "vendor",
    "category",
    "form_factor",
    "memory_gb",
    "memory_bw_gbs",
    "fp32_tflops",
    "tf32_tflops",
    "bf16_tflops",
    "fp16_tflops",
    "fp8_tflops",
    "int8_tops",
    "scaleup_link",
    "scaleup_gbs",
    "scaleout_gbps",
    "tdp_w",
)


def spec_sheet_columns() -> tuple[tuple[str, str], ...]:
    """The catalog as a spec sheet: (header, device attribute or field). Headers from the field registry, which the
    importer also reads; then every other stored field of the registry in its order (newer ones last, so sheets
    written by older versions keep their column order): a field added there is exported and imports back."""
    from gpucompare.core import fields

    first = tuple((fields.FIELD_BY_KEY[k].export_header, k) for k in _FIRST_SPEC_COLUMNS)
    placed = {*_FIRST_SPEC_COLUMNS, "name", "source_date"}
    rest = tuple((f.export_header, f.key) for f in fields.FIELDS if not f.derived and f.sheet and f.key not in placed)
    return (("Device", "name"), *first, ("Device id", "id"), ("Source", "source"), ("Checked", "source_date"), *rest)


#: the spec sheet's columns as the registry declares them when this module loads
SPEC_SHEET = spec_sheet_columns()


QUOTE_SHEET = (
    ("Date", "as_of"),
    ("Vendor", "vendor"),
    ("Model as quoted", "raw_model"),
    ("Device id", "device_id"),
    ("Price min", "price_min"),
    ("Price max", "price_max"),
    ("Currency", "currency"),
    ("Price kind", "price_kind"),
    ("Price on request", "price_on_request"),
    ("Quantity", "quantity"),
    ("Units per item", "units_per_item"),
    ("Price as written", "raw_price"),
    ("File", "file_name"),
    ("Sheet", "sheet"),
    ("Row", "source_row"),
    ("Cell", "cell"),
    ("Lead time", "lead_time"),
    ("Notes", "notes"),
)


def write_rows(
    path: str | Path, sheet: str, header: Sequence[str], rows: Iterable[Sequence], *, notes: Sequence[str] = ()
) -> Path:
    """One table to .xlsx (bold header, frozen, notes above) or .csv (UTF-8 with BOM, so Excel reads Chinese).

    Every text cell is inert: control characters go, and text a spreadsheet would run (a leading = + - @, tab or
    CR: formulas, DDE) stays text (a ' in front in .csv; a string cell with Excel's quote prefix in .xlsx). The
    file is written beside the target and renamed over it when complete (`paths.atomic_output`)."""
    from gpucompare.paths import atomic_output

    suffix = Path(path).suffix.lower()
    if suffix not in (".csv", ".xlsx", ".xlsm"):
        raise BadInputFile(Msg("{file}: choose a .xlsx or .csv file name", file=Path(path).name))
    with atomic_output(path, check=None if suffix == ".csv" else _check_workbook) as tmp:
        if suffix == ".csv":
            with open(tmp, "w", newline="", encoding="utf-8-sig") as fh:
                w = csv.writer(fh)
                w.writerow([csv_cell(h) for h in header])
                w.writerows([csv_cell(_plain(v)) for v in r] for r in rows)
        else:
            _write_xlsx(tmp, sheet, header, rows, notes)
    return Path(path)


def _check_workbook(path: Path) -> None:
    """Raise unless the written .xlsx is a whole zip with a sheet in it (what a spreadsheet opens)."""
    import zipfile

    try:
        with zipfile.ZipFile(path) as z:
            ok = z.testzip() is None and any(n.startswith("xl/worksheets/") for n in z.namelist())
    except (zipfile.BadZipFile, OSError):
        ok = False
    if not ok:
        raise OutputError(
            Msg("{file}: the workbook could not be written completely; nothing was changed", file=Path(path).name)
        )


def _write_xlsx(path: Path, sheet: str, header: Sequence[str], rows: Iterable[Sequence], notes: Sequence[str]) -> None:
    """A one-sheet workbook written as a stream: each row becomes its XML as it comes and goes straight into the
    zip, so 40,000 rows cost 40,000 times one row (openpyxl's cell objects cost about 8 µs a cell, and its normal
    mode rereads the sheet per row). Text is always an inline string (`t="inlineStr"`): no text can become a
    formula; text that starts like one carries Excel's quote prefix (style 2), so it stays text when edited. The
    header is bold (style 1) and frozen; column widths follow the header."""
    import zipfile

    head_row = len(notes) + (2 if notes else 1)
    widths = "".join(
        f'<col min="{i}" max="{i}" width="{max(10, min(40, len(str(h)) + 2))}" customWidth="1"/>'
        for i, h in enumerate(header, start=1)
    )
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=1) as z:
        for name, text in _package_parts(sheet[:31]).items():
            z.writestr(name, text)
        with z.open("xl/worksheets/sheet1.xml", "w", force_zip64=True) as raw:
            out = _Buffered(raw)
            out.write(
                '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
                f'<worksheet xmlns="{_MAIN_NS}" xmlns:r="{_REL_NS}"><sheetViews><sheetView workbookViewId="0">'
                f'<pane ySplit="{head_row}" topLeftCell="A{head_row + 1}" activePane="bottomLeft" state="frozen"/>'
                f'</sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/><cols>{widths}</cols><sheetData>'
            )
            r = 0
            for note in notes:
                r += 1
                out.write(_row_xml(r, [note]))
            if notes:
                r += 1
            r += 1
            out.write(_row_xml(r, list(header), style=1))
            for values in rows:
                r += 1
                out.write(_row_xml(r, [_plain(v) for v in values]))
            out.write("</sheetData></worksheet>")
            out.flush()


_MAIN_NS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
_REL_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
_PKG_REL = "http://schemas.openxmlformats.org/package/2006/relationships"
_DOC_REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"


def _package_parts(sheet: str) -> dict[str, str]:
    """The parts around the sheet: content types, relationships, the workbook and the three cell styles
    (0 plain, 1 bold, 2 text with a quote prefix)."""
    from xml.sax.saxutils import quoteattr

    ct = "application/vnd.openxmlformats-officedocument.spreadsheetml"
    return {
        "[Content_Types].xml": (
            '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
            '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
            '<Default Extension="xml" ContentType="application/xml"/>'
            f'<Override PartName="/xl/workbook.xml" ContentType="{ct}.sheet.main+xml"/>'
            f'<Override PartName="/xl/worksheets/sheet1.xml" ContentType="{ct}.worksheet+xml"/>'
            f'<Override PartName="/xl/styles.xml" ContentType="{ct}.styles+xml"/>'
            "</Types>"
        ),
        "_rels/.rels": (
            '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            f'<Relationships xmlns="{_PKG_REL}"><Relationship Id="rId1" '
            f'Type="{_DOC_REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>'
        ),
        "xl/workbook.xml": (
            '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            f'<workbook xmlns="{_MAIN_NS}" xmlns:r="{_REL_NS}"><sheets>'
            f'<sheet name={quoteattr(xlsx_text(sheet) or "Sheet1")} sheetId="1" r:id="rId1"/></sheets></workbook>'
        ),
        "xl/_rels/workbook.xml.rels": (
            '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            f'<Relationships xmlns="{_PKG_REL}">'
            f'<Relationship Id="rId1" Type="{_DOC_REL}/worksheet" Target="worksheets/sheet1.xml"/>'
            f'<Relationship Id="rId2" Type="{_DOC_REL}/styles" Target="styles.xml"/></Relationships>'
        ),
        "xl/styles.xml": (
            '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            f'<styleSheet xmlns="{_MAIN_NS}">'
            '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font>'
            '<font><b/><sz val="11"/><name val="Calibri"/></font></fonts>'
            '<fills count="2"><fill><patternFill patternType="none"/></fill>'
            '<fill><patternFill patternType="gray125"/></fill></fills>'
            '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>'
            '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>'
            '<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>'
            '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>'
            '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1"/></cellXfs>'
            '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>'
            "</styleSheet>"
        ),
    }


class _Buffered:
    """UTF-8 text gathered into large writes (the zip's deflate works in big pieces)."""

    def __init__(self, raw):
        self.raw, self.parts, self.size = raw, [], 0

    def write(self, text: str) -> None:
        self.parts.append(text)
        self.size += len(text)
        if self.size > 1 << 20:
            self.flush()

    def flush(self) -> None:
        if self.parts:
            self.raw.write("".join(self.parts).encode("utf-8"))
            self.parts, self.size = [], 0


_XML_ESCAPE = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;"})


def _row_xml(r: int, values: list, style: int = 0) -> str:
    """One row's XML: numbers as numbers, booleans as booleans, text as an inline string (never a formula)."""
    cells = []
    s = f' s="{style}"' if style else ""
    for c, v in enumerate(values):
        if v is None:
            continue
        ref = f"{column_letter(c)}{r}"
        if isinstance(v, bool):
            cells.append(f'<c r="{ref}"{s} t="b"><v>{int(v)}</v></c>')
        elif isinstance(v, int | float):
            cells.append(f'<c r="{ref}"{s}><v>{v!r}</v></c>')
        else:
            text = xlsx_text(str(v))
            st = ' s="2"' if text[:1] in FORMULA_TRIGGERS and not style else s
            space = ' xml:space="preserve"' if text[:1].isspace() or text[-1:].isspace() else ""
            cells.append(f'<c r="{ref}"{st} t="inlineStr"><is><t{space}>{text.translate(_XML_ESCAPE)}</t></is></c>')
    return f'<row r="{r}">{"".join(cells)}</row>'


def column_letter(col: int) -> str:
    """0-based column -> 'A', 'AB'."""
    letters = ""
    col += 1
    while col:
        col, rem = divmod(col - 1, 26)
        letters = chr(65 + rem) + letters
    return letters


#: what makes a spreadsheet read a cell as a formula or a DDE call (OWASP CSV injection), full-width forms too
FORMULA_TRIGGERS = frozenset("=+-@\t\r\uff1d\uff0b\uff0d\uff20")
#: characters XML 1.0 (and so .xlsx) cannot hold, and the other C0/C1 controls a terminal or Excel would act on
_CONTROL = {c: None for c in [*range(0x00, 0x09), 0x0B, 0x0C, *range(0x0E, 0x20), 0x7F, *range(0x80, 0xA0)]}
_CONTROL.update({0xFFFE: None, 0xFFFF: None})
_CONTROL.update({c: None for c in range(0xD800, 0xE000)})  # lone surrogates: no file encoding can hold them
_ESCAPE = None


def clean_text(text: str) -> str:
    """Text without control characters (tab, newline and carriage return stay)."""
    return text.translate(_CONTROL)


def csv_cell(v):
    """A .csv cell: text cleaned, and a formula trigger at its start neutralised with a leading '."""
    if not isinstance(v, str):
        return v
    v = clean_text(v)
    return "'" + v if v[:1] in FORMULA_TRIGGERS else v


def clipboard_cell(text) -> str:
    """A cell of tab-separated text for the clipboard (Excel and WPS paste it as a table): tabs and line breaks
    inside become spaces, and text that would paste as a formula gets a leading ' (numbers stay numbers)."""
    text = clean_text(str(text)).replace("\t", " ").replace("\r", " ").replace("\n", " ")
    if text[:1] in FORMULA_TRIGGERS:
        try:
            float(text.replace(",", ""))
        except ValueError:
            return "'" + text
    return text


def xlsx_text(text: str) -> str:
    """Text for an .xlsx cell: control characters removed and a literal `_xHHHH_` escaped as `_x005F_xHHHH_`, so
    Excel (and calamine) show it as written instead of decoding it into a control character."""
    global _ESCAPE
    if _ESCAPE is None:
        import re

        _ESCAPE = re.compile(r"_(?=x[0-9A-Fa-f]{4}_)")
    return _ESCAPE.sub("_x005F_", clean_text(text))


def _plain(v):
    """A cell value for a file: None for missing or infinite numbers, plain floats, text as is."""
    if hasattr(v, "item"):  # numpy scalars
        v = v.item()
    if isinstance(v, float) and not math.isfinite(v):
        return None
    return v


def export_table(frame: Frame, keys: Sequence[str], order: Sequence[int], path: str | Path) -> Path:
    """The hardware table as the user sees it: these columns, in this row order, with the sources at the end."""
    header = [frame.header(k) for k in keys] + [tr("Device source"), tr("Price source")]
    rows = []
    for i in order:
        values = [tr(frame.data[k][i]) if k == "category" else frame.data[k][i] for k in keys]
        rows.append([*values, frame.device_source[i], frame.price_source[i]])
    notes = [
        tr("gpucompare hardware table: dense tensor peaks (no sparsity); prices: {basis}").format(
            basis=frame.currency + ("/h" if frame.hourly else "")
        )
    ]
    return write_rows(path, tr("Hardware"), header, rows, notes=notes)


def export_catalog(catalog: Catalog, path: str | Path) -> Path:
    """Every device as a spec sheet; edit figures or add rows and import it back as custom devices."""
    columns = spec_sheet_columns()
    rows = []
    for d in catalog.devices:
        row = []
        for _h, key in columns:
            if key == "name":
                row.append(d.name)
            elif key == "datacenter":
                v = d.values.get(key, math.nan)
                row.append("" if math.isnan(v) else "yes" if v else "no")
            elif key in d.values:
                row.append(d.values[key])
            else:
                row.append(getattr(d, key, ""))
        rows.append(row)
    return write_rows(
        path,
        "Catalog",
        [h for h, _ in columns],
        rows,
        notes=[
            tr(
                "gpucompare catalog: dense tensor peaks; edit or add rows and import this sheet back "
                "(File → Import sheet…)"
            )
        ],
    )


def export_quotes(quotes: list[dict], path: str | Path) -> Path:
    rows = [[bool(q[k]) if k == "price_on_request" else q.get(k) for _h, k in QUOTE_SHEET] for q in quotes]
    return write_rows(
        path,
        "Quotes",
        [h for h, _ in QUOTE_SHEET],
        rows,
        notes=[tr("gpucompare quotes, one row per imported sheet row, with the file, sheet and row it came from")],
    )
