"""Command-line parsers and handlers for the workspace commands: import and quotes."""

from __future__ import annotations

import json
import math
import sys

from gpucompare.i18n import localize


def add_data_commands(sub) -> None:
    i = sub.add_parser("import", help="import a vendor price sheet, cloud rate card or spec sheet (.xlsx, .csv)")
    i.add_argument("file")
    i.add_argument("--dry-run", action="store_true", help="show what would be imported; write nothing")
    i.add_argument("--sheet")
    i.add_argument("--vendor")
    i.add_argument("--currency", help="currency for prices that name none")
    i.add_argument("--json", action="store_true")

    q = sub.add_parser("quotes", help="list the stored quotes")
    q.add_argument("--device", help="only this device (any name or alias)")
    q.add_argument("--json", action="store_true")


def open_workspace(args):
    from gpucompare.store import Workspace

    ws = Workspace(args.home)
    if ws.notice:
        print(f"gpucompare: {localize(ws.notice)}", file=sys.stderr)
    return ws


def cmd_import(args) -> int:
    from gpucompare.sheets.importer import analyse_remembering

    with open_workspace(args) as ws:
        if args.currency:
            ws.fx().check(args.currency)
        preview = analyse_remembering(args.file, ws.vendor_mapping, sheet=args.sheet, vendor=args.vendor,
                                      currency=args.currency, catalog=ws.catalog())  # fmt: skip
        result = None if args.dry_run else ws.add_import(preview, catalog=ws.catalog())
    if args.json:
        doc = preview.to_json()
        doc["warnings"] = [localize(w) for w in preview.warnings]
        doc["rejected"] = [{"source_row": r.source_row, "reason": localize(r.reason)} for r in preview.rejected]
        doc["dry_run"] = bool(args.dry_run)
        if result is not None:
            doc.update(import_id=result.import_id, added=result.added, duplicate_of=result.duplicate_of,
                       message=localize(result.message))  # fmt: skip
        json.dump(doc, sys.stdout, ensure_ascii=False, indent=1)
        print()
        return 0
    print(f"{preview.file_name}: sheet {preview.sheet!r} ({preview.kind}), header on row {preview.header_row}, vendor "
          f"{preview.vendor!r}, dated {preview.as_of}")  # fmt: skip
    print("columns: " + ", ".join(f"{f} = {m['column']} ({m['header']})" for f, m in preview.mapping.items()))
    for q in preview.rows:
        print(f"  row {q.source_row:>5}  {q.raw_model[:40]:<40} -> {q.device_id or 'unknown device':<26} "
              f"{_price_text(q.price_min, q.price_max, q.currency, q.price_on_request, q.price_kind)}")
    for d in preview.devices:
        change = ", ".join(f"{k} {d.before[k]:g} -> {v:g}" for k, v in d.values.items() if k in d.before)
        print(f"  row {d.source_row:>5}  {d.name[:40]:<40} -> {d.device_id:<26} "
              f"{'new device' if d.is_new else change}")
    for r in preview.rejected:
        print(f"  row {r.source_row:>5}  rejected: {localize(r.reason)}")
    for w in preview.warnings:
        print(f"  note: {localize(w)}")
    if args.dry_run:
        print(f"dry run: {preview.count} {'devices' if preview.kind == 'specs' else 'quotes'} would be imported; "
              "nothing written")
    else:
        print(localize(result.message))
    return 0


def _price_text(lo, hi, currency, on_request, kind) -> str:
    if on_request:
        return "price on request"
    text = f"{lo:,.2f}" + (f"-{hi:,.2f}" if hi != lo else "")
    return text + f" {currency or '?'}" + ("/device-hour" if kind.startswith("hourly") else "")


def cmd_quotes(args) -> int:
    with open_workspace(args) as ws:
        device_id = ws.catalog().resolve(args.device).id if args.device else None
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
        price = _price_text(r["price_min"], r["price_max"], r["currency"], r["price_on_request"], r["price_kind"])
        print(f"{r['as_of']}  {(r['device_id'] or 'unknown device'):<26} {price:<30} {r['vendor'][:24]:<24} "
              f"{r['file_name']} / {r['sheet']} row {r['source_row']}")  # fmt: skip
    print(f"{len(rows)} quotes")
    return 0
