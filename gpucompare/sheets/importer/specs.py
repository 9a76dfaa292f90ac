"""Spec sheets: each row becomes a custom device, or new figures for the catalog device it names."""

from __future__ import annotations

import math
import re

from gpucompare.core.catalog import Catalog, normalize
from gpucompare.core.fields import spec_value_ok
from gpucompare.i18n import N_, Msg, plural
from gpucompare.sheets.header import REGISTRY_FIELD, SPEC_FIELDS, TEXT_FIELDS
from gpucompare.sheets.importer.model import DeviceChange, ImportPreview, Rejected
from gpucompare.sheets.prices import parse_number, show_value
from gpucompare.sheets.workbook import column_letter

#: spec-sheet columns -> catalog fields: every figure of the field registry
SPEC_COLUMNS = {"memory_gb": "memory_gb", "memory": "memory_gb", **{f: f for f in SPEC_FIELDS}}
#: spec-sheet columns -> catalog text fields (the importer's 'form' column is the catalog's form_factor)
TEXT_COLUMNS = {
    **{f: f for f in TEXT_FIELDS},
    **{k: v for k, v in REGISTRY_FIELD.items() if v in TEXT_FIELDS},
}
#: how a sheet writes the data-centre flag
_FLAGS = {"yes": 1.0, "true": 1.0, "y": 1.0, "1": 1.0, "x": 1.0, "no": 0.0, "false": 0.0, "n": 0.0, "0": 0.0}


def _filled(v) -> bool:
    return v not in ("", None) and not (isinstance(v, float) and math.isnan(v))


def read_specs(preview: ImportPreview, rows, header: int, m: dict[str, int], text, catalog: Catalog, progress) -> None:
    """A spec sheet: each row becomes a custom device, or new figures for the catalog device it names."""
    fields = {SPEC_COLUMNS[f]: c for f, c in m.items() if f in SPEC_COLUMNS}
    text_fields = {TEXT_COLUMNS[f]: c for f, c in m.items() if f in TEXT_COLUMNS}
    checked_col = m.get("source_date")
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
            num = _figure(f, v, text)
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
        texts = {f: text[row[c]].strip() for f, c in text_fields.items() if c < len(row) and _filled(row[c])}
        texts = {f: t for f, t in texts.items() if t}
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
        before: dict[str, float] = {}
        texts_before: dict[str, str] = {}
        if base is not None:
            before = {f: base.get(f) for f, v in values.items() if not math.isclose(base.get(f), v, rel_tol=1e-9)}
            texts_before = {f: getattr(base, f, "") for f, t in texts.items() if getattr(base, f, "") != t}
            if not before and not texts_before:
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
                texts,
                texts_before,
                _iso_date(row[checked_col], text) if checked_col is not None and checked_col < len(row) else "",
            )
        )
    if unchanged:
        template = plural(
            unchanged,
            N_("{n} row matches the catalog already; nothing to change there"),
            N_("{n} rows match the catalog already; nothing to change there"),
        )
        preview.warnings.append(Msg(template, n=unchanged))


def _figure(f: str, v, text) -> float | None:
    """A spec cell as a number: a number cell, the number in a text cell, yes/no for the data-centre flag."""
    if isinstance(v, bool):
        return 1.0 if v else 0.0 if f == "datacenter" else None
    if isinstance(v, int | float):
        return float(v)
    t = text[v][:60]
    if f == "datacenter":
        return _FLAGS.get(t.strip().lower())
    return parse_number(re.sub(r"[^\d.,\s]", "", t))


def _iso_date(v, text) -> str:
    """The 'Checked' cell as an ISO date (a date cell, or text that starts with one: 2026-11, 2026-11-03)."""
    if hasattr(v, "isoformat"):
        return v.isoformat()[:10]
    m = re.match(r"\s*(\d{4}-\d{2}(?:-\d{2})?)\b", text[v] if _filled(v) else "")
    return m.group(1) if m else ""
