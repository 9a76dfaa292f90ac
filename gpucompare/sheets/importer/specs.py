"""Spec sheets: each row becomes a custom device, or new figures for the catalog device it names."""

from __future__ import annotations

import math
import re

from gpucompare.core.catalog import Catalog, normalize
from gpucompare.core.fields import spec_value_ok
from gpucompare.i18n import Msg
from gpucompare.sheets.header import SPEC_FIELDS
from gpucompare.sheets.importer.model import DeviceChange, ImportPreview, Rejected
from gpucompare.sheets.prices import parse_number, show_value
from gpucompare.sheets.workbook import column_letter

#: spec-sheet columns -> catalog fields
SPEC_COLUMNS = {"memory_gb": "memory_gb", "memory": "memory_gb", **{f: f for f in SPEC_FIELDS}}


def _filled(v) -> bool:
    return v not in ("", None) and not (isinstance(v, float) and math.isnan(v))


def read_specs(preview: ImportPreview, rows, header: int, m: dict[str, int], text, catalog: Catalog, progress) -> None:
    """A spec sheet: each row becomes a custom device, or new figures for the catalog device it names."""
    fields = {SPEC_COLUMNS[f]: c for f, c in m.items() if f in SPEC_COLUMNS}
    model_col = m["model"]
    src_col = m.get("source")
    seen: set[str] = set()
    unchanged = 0
    for r in range(header + 1, len(rows)):
        if progress is not None:
            progress(r - header, len(rows) - header - 1)
        row = rows[r]
        model = text[row[model_col] if model_col < len(row) else ""]
        if not model:
            if any(_filled(v) for v in row):
                preview.rejected.append(
                    Rejected(r + 1, Msg("no model: column {col} is empty", col=column_letter(model_col)))
                )
            continue
        values: dict[str, float] = {}
        bad = None
        for f, c in fields.items():
            v = row[c] if c < len(row) else ""
            if not _filled(v):
                continue
            num = (
                float(v)
                if isinstance(v, int | float) and not isinstance(v, bool)
                else parse_number(re.sub(r"[^\d.,\s]", "", text[v][:60]))
            )
            if num is None or not spec_value_ok(f, num):  # the one check catalog rows and stored devices get too
                bad = Msg(
                    "{field} {value} in {cell} is not a positive number",
                    field=f,
                    value=show_value(v),
                    cell=f"{column_letter(c)}{r + 1}",
                )
                break
            values[f] = num
        if bad:
            preview.rejected.append(Rejected(r + 1, bad))
            continue
        if not values:
            preview.rejected.append(Rejected(r + 1, Msg("no figures: every spec column is empty")))
            continue
        given_id = text[row[m["device_id"]]] if "device_id" in m and m["device_id"] < len(row) else ""
        if given_id in catalog.by_id:
            device_id = given_id
        else:
            device_id = catalog.match(model).device_id or given_id or "custom-" + (normalize(model)[:40] or f"r{r + 1}")
        if device_id in seen:
            preview.rejected.append(Rejected(r + 1, Msg("{model!r} appears twice; the first row counts", model=model)))
            continue
        seen.add(device_id)
        base = catalog.by_id.get(device_id)
        before = {}
        if base is not None:
            before = {f: base.get(f) for f, v in values.items() if not math.isclose(base.get(f), v, rel_tol=1e-9)}
            if not before:
                unchanged += 1  # the catalog already says so: nothing to store
                continue
        source = text[row[src_col]] if src_col is not None and src_col < len(row) else ""
        preview.devices.append(
            DeviceChange(
                r + 1,
                device_id,
                model if base is None else base.name,
                base is None,
                values,
                before,
                source or f"{preview.file_name} / {preview.sheet} row {r + 1} ({preview.vendor})",
            )
        )
    if unchanged:
        preview.warnings.append(Msg("{n} rows match the catalog already; nothing to change there", n=unchanged))
