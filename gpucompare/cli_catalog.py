"""`gpucompare catalog update|versions|rollback`: refresh the Epoch AI base layer of the catalog, list the versions
kept, and make an earlier one current again.

`update FILE|URL` reads an Epoch AI "Data on Machine Learning Hardware" CSV (a file, or a URL such as Epoch's daily
https://epoch.ai/data/ml_hardware.csv; bounded in size and time, refused when cut short), prints what changes in
the base layer (rows added, changed with old and new values, renamed, removed, left out as conflicts, with the ids
that will be stored and the quotes and saved comparisons each touches) and, unless --dry-run, stores it in the
workspace as a new version. A file that drops columns, loses rows or changes much of the catalog is applied only
with --force. Curated rows and the user's devices are never touched. Offline, or before any update, the bundled
snapshot serves.
"""

from __future__ import annotations

import sys

from gpucompare.jsondoc import emit as emit_json


def add_catalog_command(sub) -> None:
    c = sub.add_parser("catalog", help="refresh the catalog's Epoch AI base layer, list its versions, roll back")
    csub = c.add_subparsers(
        dest="catalog_command",
        required=True,
        parser_class=type(c),
        metavar="update|versions|rollback",
        help="what to do",
    )
    u = csub.add_parser("update", help="read an Epoch AI hardware CSV (file or URL), preview and apply the changes")
    u.add_argument("source", metavar="FILE|URL", help="an Epoch AI CSV, e.g. https://epoch.ai/data/ml_hardware.csv")
    u.add_argument("--dry-run", action="store_true", help="show the changes; store nothing")
    u.add_argument(
        "--force",
        action="store_true",
        help="apply a file the preview says needs a confirmation (columns dropped, many rows lost or changed)",
    )
    u.add_argument(
        "--timeout",
        type=_seconds,
        default=60.0,
        metavar="SECONDS",
        help="the longest a download may take, start to end (default 60)",
    )
    u.add_argument("--json", action="store_true", help="print the preview as one JSON document")
    v = csub.add_parser("versions", help="list the catalog versions kept in the workspace")
    v.add_argument("--json", action="store_true", help="print one JSON document")
    r = csub.add_parser("rollback", help="make a kept catalog version current again (default: the one before)")
    r.add_argument("version", nargs="?", type=_version_number, metavar="VERSION", help="a number from 'versions'")
    r.add_argument("--dry-run", action="store_true", help="show the changes; store nothing")
    r.add_argument("--json", action="store_true", help="print the preview as one JSON document")


def _seconds(text: str) -> float:
    from gpucompare.cli import ranged

    return ranged(float, 1.0, 3600.0, "a number of seconds")(text)


def _version_number(text: str) -> int:
    import argparse

    t = text.strip()
    if not t.isdigit() or len(t) > 6:
        raise argparse.ArgumentTypeError(f"a version number from 'gpucompare catalog versions' (got {t[:20]!r})")
    return int(t)


def _waiting(sentence: str) -> None:
    from gpucompare.i18n import localize

    print(f"gpucompare: {localize(sentence)}", file=sys.stderr, flush=True)


def cmd_catalog(args) -> int:
    if args.catalog_command == "versions":
        return _versions(args)
    if args.catalog_command == "rollback":
        return _rollback(args)
    return _update(args)


def _update(args) -> int:
    from gpucompare.cli_data import open_workspace
    from gpucompare.core.catalog import EPOCH_WORKSPACE_FILE
    from gpucompare.core.epoch_update import (
        Usage,
        apply_epoch_update,
        hold_lock,
        parse_epoch_text,
        preview_epoch_update,
        read_epoch_source,
    )

    text, name = read_epoch_source(args.source, args.timeout)
    rows = parse_epoch_text(text)
    with open_workspace(args) as ws:
        target = ws.dir.joinpath(*EPOCH_WORKSPACE_FILE)
        usage = Usage.of(ws)
        if args.dry_run:
            update = preview_epoch_update(rows, target, name, text, usage)
            stored = None
        else:
            # the preview and the write under one lock: a second update waits, then previews against this one
            with hold_lock(ws.dir, _waiting):
                update = preview_epoch_update(rows, target, name, text, usage)
                stored = apply_epoch_update(update, target, force=args.force, lock_held=True)
        count = len(ws.catalog()) if stored else None
    return _print(args, update, stored, count)


def _print(args, update, stored, count, what: str = "update") -> int:
    from gpucompare.errors import terminal_safe
    from gpucompare.i18n import localize

    if args.json:
        doc = update.to_json()
        doc["dry_run"] = bool(args.dry_run)
        doc["stored"] = str(stored) if stored else None
        doc["devices"] = count
        if update.version is not None:
            doc["version"] = update.version
        emit_json(doc, indent=None)
        return 0
    print(terminal_safe(localize(update.summary())))
    touched = update.touched()
    if touched:
        print(terminal_safe(localize(touched)))
    for line in update.lines():
        print("  " + terminal_safe(localize(line)))
    if stored:
        if what == "rollback":
            print(f"version {update.version} is the catalog in use again; it holds {count} devices")
        else:
            print(f"stored in the workspace; the catalog now holds {count} devices")
    else:
        print("dry run: nothing stored")
    return 0


def _versions(args) -> int:
    from gpucompare.cli_data import open_workspace
    from gpucompare.core.epoch_update import catalog_folder, versions
    from gpucompare.errors import terminal_safe

    with open_workspace(args) as ws:
        kept = versions(catalog_folder(ws.dir))
    if args.json:
        emit_json({"versions": kept}, indent=None)
        return 0
    if not kept:
        print("no catalog update was applied in this workspace: the bundled snapshot is in use")
        return 0
    for v in kept:
        mark = "*" if v.get("current") else " "
        when = v.get("applied_at") or "before the first update"
        counts = (
            f"+{v.get('added', 0)} ~{v.get('changed', 0)} >{v.get('renamed', 0)} -{v.get('removed', 0)}"
            if v["version"]
            else ""
        )
        print(
            f"{mark} {v['version']:>4}  {when:<23} {v.get('rows', 0):>6} rows  {counts:<18} {terminal_safe(v['source'])}"
        )
    return 0


def _rollback(args) -> int:
    from gpucompare.cli_data import open_workspace
    from gpucompare.core.epoch_update import Usage, catalog_folder, hold_lock, preview_rollback, rollback_epoch

    with open_workspace(args) as ws:
        usage = Usage.of(ws)
        if args.dry_run:
            update = preview_rollback(ws.dir, args.version, usage)
            stored = None
        else:
            with hold_lock(ws.dir, _waiting):
                update = preview_rollback(ws.dir, args.version, usage)
                rollback_epoch(ws.dir, update, lock_held=True)
            stored = catalog_folder(ws.dir)
        count = len(ws.catalog()) if stored else None
    return _print(args, update, stored, count, "rollback")
