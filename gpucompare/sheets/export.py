"""Writing the data model out to .xlsx (openpyxl) and .csv: the hardware table as shown, the catalog as a spec sheet
that imports back, and the quotes with their provenance. Units in every header, sources kept."""

from __future__ import annotations

import csv
import math
from collections.abc import Iterable, Sequence
from pathlib import Path

from gpucompare.core.catalog import Catalog
from gpucompare.core.fields import FIELD_BY_KEY
from gpucompare.core.hwtable import Frame
from gpucompare.errors import BadInputFile
from gpucompare.i18n import Msg, tr

#: the catalog as a spec sheet: (header, device attribute or field); headers from the field registry, which the
#: importer also reads
SPEC_SHEET = (
    ("Device", "name"),
    *(
        (FIELD_BY_KEY[k].export_header, k)
        for k in (
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
    ),
    ("Device id", "id"),
    ("Source", "source"),
    ("Checked", "source_date"),
    # newer fields go last, so sheets written by older versions keep their column order
    *((FIELD_BY_KEY[k].export_header, k) for k in ("fp4_tflops", "die_area_mm2")),
)

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
    """One table to .xlsx (bold header, frozen, notes above) or .csv (UTF-8 with BOM, so Excel reads Chinese)."""
    path = Path(path)
    suffix = path.suffix.lower()
    try:
        if suffix == ".csv":
            with open(path, "w", newline="", encoding="utf-8-sig") as fh:
                w = csv.writer(fh)
                w.writerow(header)
                w.writerows([_plain(v) for v in r] for r in rows)
            return path
        if suffix not in (".xlsx", ".xlsm"):
            raise BadInputFile(Msg("{file}: choose a .xlsx or .csv file name", file=path.name))
        from openpyxl import Workbook
        from openpyxl.styles import Font

        wb = Workbook()
        ws = wb.active
        ws.title = sheet[:31]
        for note in notes:
            ws.append([note])
        if notes:
            ws.append([])
        ws.append(list(header))
        head_row = ws.max_row
        for cell in ws[head_row]:
            cell.font = Font(bold=True)
        for r in rows:
            ws.append([_plain(v) for v in r])
        ws.freeze_panes = ws.cell(row=head_row + 1, column=1)
        for i, h in enumerate(header, start=1):
            ws.column_dimensions[ws.cell(row=head_row, column=i).column_letter].width = max(10, min(40, len(h) + 2))
        wb.save(path)
    except OSError as err:
        raise BadInputFile(
            Msg("{file}: cannot be written ({error})", file=path.name, error=err.strerror or err)
        ) from None
    return path


def _plain(v):
    """A cell value for a file: None for missing numbers, plain floats, text as is."""
    if isinstance(v, float) and math.isnan(v):
        return None
    if hasattr(v, "item"):  # numpy scalars
        v = v.item()
        return None if isinstance(v, float) and math.isnan(v) else v
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
    rows = []
    for d in catalog.devices:
        row = []
        for _h, key in SPEC_SHEET:
            if key == "name":
                row.append(d.name)
            elif key in d.values:
                row.append(d.values[key])
            else:
                row.append(getattr(d, key, ""))
        rows.append(row)
    return write_rows(
        path,
        "Catalog",
        [h for h, _ in SPEC_SHEET],
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
