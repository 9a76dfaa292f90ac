"""`gpucompare catalog update FILE|URL [--dry-run] [--json]`: refresh the Epoch AI base layer of the catalog.

Reads an Epoch AI "Data on Machine Learning Hardware" CSV (a file, or a URL such as Epoch's daily
https://epoch.ai/data/ml_hardware.csv), prints what changes in the base layer (rows added, changed with old and new
values, removed) and, unless --dry-run, stores it in the workspace. Curated rows and the user's devices are never
touched; where a curated value overrides a changed Epoch value the preview says so. Offline, or before any update,
the bundled snapshot serves.
"""

from __future__ import annotations

from gpucompare.jsondoc import emit as emit_json


def add_catalog_command(sub) -> None:
    c = sub.add_parser("catalog", help="refresh the catalog's Epoch AI base layer")
    csub = c.add_subparsers(
        dest="catalog_command", required=True, parser_class=type(c), metavar="update", help="what to do"
    )
    u = csub.add_parser("update", help="read an Epoch AI hardware CSV (file or URL), preview and apply the changes")
    u.add_argument("source", metavar="FILE|URL", help="an Epoch AI CSV, e.g. https://epoch.ai/data/ml_hardware.csv")
    u.add_argument("--dry-run", action="store_true", help="show the changes; store nothing")
    u.add_argument("--json", action="store_true", help="print the preview as one JSON document")


def cmd_catalog(args) -> int:
    from gpucompare.cli_data import open_workspace
    from gpucompare.core.catalog import (
        EPOCH_WORKSPACE_FILE,
        apply_epoch_update,
        parse_epoch_text,
        preview_epoch_update,
        read_epoch_source,
    )

    text, name = read_epoch_source(args.source)
    rows = parse_epoch_text(text)
    with open_workspace(args) as ws:
        target = ws.dir.joinpath(*EPOCH_WORKSPACE_FILE)
        update = preview_epoch_update(rows, target, name, text)
        stored = None if args.dry_run else apply_epoch_update(update, target)
        count = len(ws.catalog()) if stored else None
    if args.json:
        doc = update.to_json()
        doc["dry_run"] = bool(args.dry_run)
        doc["stored"] = str(stored) if stored else None
        doc["devices"] = count
        emit_json(doc, indent=None)
        return 0
    print(update.summary())
    for line in update.lines():
        print("  " + line)
    if stored:
        print(f"stored in the workspace; the catalog now holds {count} devices")
    else:
        print("dry run: nothing stored")
    return 0
