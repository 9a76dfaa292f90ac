"""Command-line parsers and handlers for the workspace commands: import and quotes (report lands with reports)."""

from __future__ import annotations

import json
import math
import sys


def add_data_commands(sub) -> None:
    i = sub.add_parser("import", help="import a vendor price sheet (.xlsx, .xls, .ods, .csv)")
    i.add_argument("file")
    i.add_argument("--dry-run", action="store_true", help="show what would be imported; write nothing")
    i.add_argument("--sheet")
    i.add_argument("--vendor")
    i.add_argument("--currency", help="currency for prices that name none")
    i.add_argument("--json", action="store_true")

    q = sub.add_parser("quotes", help="list the stored quotes")
    q.add_argument("--device", help="only this device (any name or alias)")
    q.add_argument("--json", action="store_true")


def cmd_import(args) -> int:
    from gpucompare.core.catalog import bundled_catalog
    from gpucompare.core.money import FxTable
    from gpucompare.sheets.importer import analyse
    from gpucompare.store import Workspace

    if args.currency:
        FxTable.bundled().check(args.currency)
    preview = analyse(args.file, sheet=args.sheet, vendor=args.vendor, currency=args.currency,
                      catalog=bundled_catalog())  # fmt: skip
    result = None
    if not args.dry_run:
        with Workspace(args.home) as ws:
            if ws.notice:
                print(f"gpucompare: {ws.notice}", file=sys.stderr)
            result = ws.add_import(preview)
    if args.json:
        doc = preview.to_json()
        doc["dry_run"] = bool(args.dry_run)
        if result is not None:
            doc.update(import_id=result.import_id, added=result.added, duplicate_of=result.duplicate_of,
                       message=result.message)  # fmt: skip
        json.dump(doc, sys.stdout, ensure_ascii=False, indent=1)
        print()
        return 0
    print(f"{preview.file_name}: sheet {preview.sheet!r}, header on row {preview.header_row}, vendor "
          f"{preview.vendor!r}, dated {preview.as_of}")  # fmt: skip
    print("columns: " + ", ".join(f"{f} = {m['column']} ({m['header']})" for f, m in preview.mapping.items()))
    for q in preview.rows:
        price = ("price on request" if q.price_on_request else
                 f"{q.price_min:,.2f}" + (f"-{q.price_max:,.2f}" if q.price_max != q.price_min else "")
                 + f" {q.currency or '?'}" + ("/device-hour" if q.price_kind.startswith("hourly") else ""))  # fmt: skip
        dev = q.device_id or "unknown device"
        print(f"  row {q.source_row:>4}  {q.raw_model[:40]:<40} -> {dev:<26} {price}")
    for r in preview.rejected:
        print(f"  row {r.source_row:>4}  rejected: {r.reason}")
    for w in preview.warnings:
        print(f"  note: {w}")
    if args.dry_run:
        print(f"dry run: {len(preview.rows)} quotes would be imported; nothing written")
    else:
        print(result.message)
    return 0


def cmd_quotes(args) -> int:
    from gpucompare.core.catalog import bundled_catalog
    from gpucompare.store import Workspace

    device_id = bundled_catalog().resolve(args.device).id if args.device else None
    with Workspace(args.home) as ws:
        if ws.notice:
            print(f"gpucompare: {ws.notice}", file=sys.stderr)
        rows = ws.quotes(device_id)
    if args.json:
        clean = [{k: (None if isinstance(v, float) and math.isnan(v) else v) for k, v in r.items()} for r in rows]
        for r in clean:
            r["price_on_request"] = bool(r["price_on_request"])
        json.dump({"quotes": clean, "count": len(clean)}, sys.stdout, ensure_ascii=False, indent=1)
        print()
        return 0
    if not rows:
        print("no quotes yet; add some with 'gpucompare import FILE'")
        return 0
    for r in rows:
        price = ("price on request" if r["price_on_request"] else
                 f"{r['price_min']:,.2f}" + (f"-{r['price_max']:,.2f}" if r["price_max"] != r["price_min"] else "")
                 + f" {r['currency'] or '?'}")  # fmt: skip
        print(f"{r['as_of']}  {(r['device_id'] or 'unknown device'):<26} {price:<26} {r['vendor'][:24]:<24} "
              f"{r['file_name']} / {r['sheet']} row {r['source_row']}")  # fmt: skip
    print(f"{len(rows)} quotes")
    return 0
