"""Refreshing the catalog's Epoch AI layer (`gpucompare catalog update|versions|rollback`, File → Update catalog):
read a new CSV, preview what it changes, apply it, keep every version, roll back.

An update cannot remap or destroy:

- **Stable identity.** Every Epoch row is keyed by its name as the resolver reads it (`catalog.epoch_key`) and gets
  an id once, kept in the workspace's registry (`epoch_ids.csv`): a respelled row ('80 GB' -> '80GB', or a new
  name for a part whose maker, release date and datasheet or figures are the same) keeps its id, so its quotes
  and saved comparisons stay attached; an id is never reused. A row whose name is a curated device's name, alias
  or part number is left out as a conflict (`catalog.build_catalog`), never a second device. The preview is built
  by the same function as the catalog, so it shows the ids that will be stored, and it names the quotes and saved
  comparisons each change touches (a removed device's quotes are then listed as needing a device).
- **Guards.** A file that lacks columns the catalog in use has, has more than 10% fewer rows, or would change or
  remove more than a quarter of them is applied only when confirmed (`--force`, a confirmation in the window); a
  row with fewer fields than the header (a truncated file) is refused.
- **Versions.** Every applied update is kept (`catalog/versions/NNNN/`, with the state before the first update as
  version 0) and any version can be made current again (`rollback`): the registry only grows, so a version's
  rows get back exactly the ids they had.
- **One writer.** Apply and rollback hold the catalog's lock; a second one waits (and says so) and then checks
  that the catalog is still the one its preview was made against. Files are written whole or not at all
  (`paths.atomic_write`), and temporary files go on every failure.
"""

from __future__ import annotations

import csv
import datetime as dt
import hashlib
import json
import math
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from gpucompare.core.catalog import (
    EPOCH_COLUMNS,
    EPOCH_IDS_COLUMNS,
    EPOCH_IDS_FILE,
    EPOCH_REQUIRED,
    EPOCH_URL,
    EPOCH_WORKSPACE_FILE,
    MAX_EPOCH_BYTES,
    MAX_EPOCH_ROWS,
    NUMERIC_FIELDS,
    Catalog,
    EpochConflict,
    _split,
    _value_rows,
    build_catalog,
    epoch_device,
    epoch_key,
    epoch_name,
    epoch_vendor,
    normalize,
    read_epoch,
    read_epoch_ids,
)
from gpucompare.core.tables import read_table
from gpucompare.errors import BadInputFile, UserError
from gpucompare.i18n import Msg
from gpucompare.safetext import shown

__all__ = [
    "EPOCH_URL",
    "EpochChange",
    "EpochUpdate",
    "UpdateRefused",
    "apply_epoch_update",
    "catalog_folder",
    "hold_lock",
    "parse_epoch_text",
    "preview_epoch_update",
    "preview_rollback",
    "read_epoch_source",
    "rollback_epoch",
    "versions",
]

#: a file with this much fewer rows than the catalog in use is applied only when confirmed
MAX_ROWS_LOST = 0.10
#: ... or one that changes or removes more than this share of its rows
MAX_ROWS_CHANGED = 0.25
#: the columns the catalog reads: a new file without one the old file had is applied only when confirmed
READ_COLUMNS = (*EPOCH_REQUIRED, "Type", "Release date", "Last modified", *EPOCH_COLUMNS)
VERSIONS = "versions"
LOCK = ".lock"


class UpdateRefused(UserError):
    """The update was not applied: it needs a confirmation, or the catalog changed since the preview."""

    exit_code = 1


def catalog_folder(workspace_dir: str | os.PathLike) -> Path:
    """Where a workspace keeps its Epoch layer, id registry, versions and lock."""
    return Path(workspace_dir).joinpath(*EPOCH_WORKSPACE_FILE).parent


# ---------------------------------------------------------------------------------------------------------------
# Reading
# ---------------------------------------------------------------------------------------------------------------


def read_epoch_source(where: str, timeout_s: float = 60.0, cancel=None) -> tuple[str, str]:
    """The text of an Epoch CSV from a file or an http(s) URL, and a name for it (`download.fetch_text`: bounded in
    size and time, complete or refused); BadInputFile when unreadable."""
    from gpucompare.download import fetch_text

    return fetch_text(where, MAX_EPOCH_BYTES, Msg("the catalog file"), timeout_s, cancel)


class EpochRows(list):
    """The rows of an Epoch CSV, with its header."""

    header: tuple[str, ...] = ()


def parse_epoch_text(text: str, cancel: Callable[[], None] | None = None) -> EpochRows:
    """Rows of an Epoch CSV given as text, checked: the columns the catalog reads must be there, sizes bounded, and
    every row as long as the header (a shorter one is a cut file)."""
    if len(text) > MAX_EPOCH_BYTES:
        raise BadInputFile(Msg("the catalog file is larger than {mb} MB", mb=MAX_EPOCH_BYTES // 1_000_000))
    reader = csv.DictReader(text.splitlines(keepends=True))
    try:
        header = reader.fieldnames or []
    except csv.Error as err:
        raise BadInputFile(Msg("not a readable CSV: {error}", error=shown(err))) from None
    missing = [c for c in EPOCH_REQUIRED if c not in header]
    if missing:
        raise BadInputFile(
            Msg(
                "not an Epoch AI hardware CSV: missing column {columns}",
                columns=", ".join(repr(shown(m)) for m in missing),
            )
        )
    rows = EpochRows()
    rows.header = tuple(header)
    try:
        for i, row in enumerate(reader):
            if cancel is not None and i % 1000 == 0:
                cancel()
            if i >= MAX_EPOCH_ROWS:
                raise BadInputFile(Msg("the catalog file has more than {n} rows", n=MAX_EPOCH_ROWS))
            if None in row.values():
                raise BadInputFile(
                    Msg(
                        "the catalog file is cut short: line {line} has fewer fields than the header; nothing "
                        "was changed",
                        line=reader.line_num,
                    )
                )
            if (row.get("Hardware name") or "").strip():
                rows.append(row)
    except csv.Error as err:
        raise BadInputFile(
            Msg("not a readable CSV at line {line}: {error}", line=reader.line_num, error=shown(err))
        ) from None
    if not rows:
        raise BadInputFile(Msg("the catalog file has no hardware rows"))
    return rows


# ---------------------------------------------------------------------------------------------------------------
# The preview
# ---------------------------------------------------------------------------------------------------------------


@dataclass
class EpochChange:
    """One Epoch row that differs between the catalog in use and a new CSV. `kept` lists fields whose new Epoch
    value is not shown because a curated value overrides it; `quotes` and `comparisons` what it touches."""

    name: str
    device_id: str
    kind: str  # "added", "changed", "renamed" (respelled: same id), "removed"
    fields: dict[str, tuple[float, float]] = field(default_factory=dict)  # field -> (old, new)
    kept: tuple[str, ...] = ()
    old_name: str = ""
    quotes: int = 0
    comparisons: tuple[str, ...] = ()


@dataclass
class EpochUpdate:
    """The preview of a catalog update: what changes in the base layer (with the ids that will be stored), what is
    left out as a conflict, what needs a confirmation, what it touches, and the new file's text to store."""

    source: str
    rows: int
    changes: list[EpochChange]
    text: str = field(repr=False, default="")
    conflicts: list[EpochConflict] = field(default_factory=list)
    risks: list[str] = field(default_factory=list)
    #: the catalog in use when the preview was made (its file's sha256, or "bundled")
    base: str = ""
    registry: dict[str, dict[str, str]] = field(default_factory=dict, repr=False)
    devices_before: int = 0
    devices_after: int = 0
    #: the version a rollback would make current (None for an update)
    version: int | None = None

    def count(self, kind: str) -> int:
        return sum(1 for c in self.changes if c.kind == kind)

    @property
    def needs_confirmation(self) -> bool:
        return bool(self.risks)

    @property
    def orphaned_quotes(self) -> int:
        """Quotes whose device goes: after the update they are listed as needing a device."""
        return sum(c.quotes for c in self.changes if c.kind == "removed")

    def summary(self) -> str:
        return str(
            Msg(
                "{rows} Epoch AI rows read from {source}: {added} added, {changed} changed, {renamed} renamed, "
                "{removed} removed, {conflicts} left out as conflicts; curated and custom rows are not touched",
                rows=self.rows,
                source=shown(self.source),
                added=self.count("added"),
                changed=self.count("changed"),
                renamed=self.count("renamed"),
                removed=self.count("removed"),
                conflicts=len(self.conflicts),
            )
        )

    def touched(self) -> str:
        """One sentence on the quotes and saved comparisons the update touches ('' when none)."""
        quotes = sum(c.quotes for c in self.changes)
        if not quotes and not any(c.comparisons for c in self.changes):
            return ""
        names = sorted({n for c in self.changes for n in c.comparisons})
        return str(
            Msg(
                "touches {quotes} quotes ({orphaned} of them will need a device) and {n} saved comparisons{names}",
                quotes=quotes,
                orphaned=self.orphaned_quotes,
                n=len(names),
                names=(": " + ", ".join(repr(shown(x)[:60]) for x in names[:10])) if names else "",
            )
        )

    def lines(self, limit: int = 200) -> list[str]:
        """One line per change with its values: '+ Acme X9 (acme-x9): BF16 1000', '~ NVIDIA B200: tdp_w 1000 -> 1200';
        then the conflicts and what needs a confirmation. File text is shown without escapes or bidi controls."""
        out = []
        for c in self.changes[:limit]:
            mark = {"added": "+", "changed": "~", "renamed": ">", "removed": "-"}[c.kind]
            vals = ", ".join(
                f"{k} {_num_text(a)} -> {_num_text(b)}"
                if c.kind in ("changed", "renamed")
                else f"{k} {_num_text(b if c.kind == 'added' else a)}"
                for k, (a, b) in sorted(c.fields.items())
            )
            kept = f" [curated value kept for {', '.join(c.kept)}]" if c.kept else ""
            was = f" (was '{shown(c.old_name)}')" if c.kind == "renamed" and c.old_name else ""
            touched = ""
            if c.quotes or c.comparisons:
                need = "; they will need a device" if c.kind == "removed" else ""
                touched = f" [{c.quotes} quotes, {len(c.comparisons)} saved comparisons{need}]"
            out.append(f"{mark} {shown(c.name)} ({c.device_id}){was}{': ' + vals if vals else ''}{kept}{touched}")
        if len(self.changes) > limit:
            out.append(f"... {len(self.changes) - limit} more")
        out += [f"! {shown(c.text())}" for c in self.conflicts[:limit]]
        out += [f"? {shown(r)}" for r in self.risks]
        return out

    def to_json(self) -> dict:
        return {
            "source": shown(self.source),
            "rows": self.rows,
            "added": self.count("added"),
            "changed": self.count("changed"),
            "renamed": self.count("renamed"),
            "removed": self.count("removed"),
            "devices_before": self.devices_before,
            "devices_after": self.devices_after,
            "needs_confirmation": self.needs_confirmation,
            "risks": [str(r) for r in self.risks],
            "conflicts": [
                {"name": c.name, "kind": c.kind, "kept_device_id": c.other_id or None, "kept_name": c.other_name}
                for c in self.conflicts
            ],
            "orphaned_quotes": self.orphaned_quotes,
            "changes": [
                {
                    "name": c.name,
                    "device_id": c.device_id,
                    "kind": c.kind,
                    "old_name": c.old_name or None,
                    "fields": {k: {"old": _json_num(a), "new": _json_num(b)} for k, (a, b) in c.fields.items()},
                    "curated_value_kept": list(c.kept),
                    "quotes": c.quotes,
                    "saved_comparisons": list(c.comparisons),
                }
                for c in self.changes
            ],
        }


def _num_text(v: float) -> str:
    return "—" if math.isnan(v) else f"{v:g}"


def _json_num(v: float):
    return None if math.isnan(v) else v


@dataclass
class Usage:
    """What a workspace holds that names devices: quotes per device id, and its saved comparisons."""

    quotes: dict[str, int] = field(default_factory=dict)
    comparisons: dict[str, list[str]] = field(default_factory=dict)

    @classmethod
    def of(cls, workspace) -> Usage:
        return cls(workspace.quote_counts(), {k: v["ids"] for k, v in workspace.saved_comparisons().items()})

    def comparisons_with(self, device_id: str) -> tuple[str, ...]:
        return tuple(name for name, ids in self.comparisons.items() if device_id in ids)


def _current(folder: Path) -> tuple[list[dict[str, str]], str, bytes]:
    """The Epoch rows in use (the workspace copy, else the bundled snapshot), the base token and the file's bytes."""
    path = folder / EPOCH_WORKSPACE_FILE[-1]
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return list(read_epoch(None)), "bundled", b""
    except OSError as err:
        raise BadInputFile(Msg("the catalog in use cannot be read ({error})", error=err.strerror)) from None
    try:
        rows = list(read_epoch(path))
    except (OSError, csv.Error, UnicodeDecodeError, ValueError):
        return list(read_epoch(None)), "bundled", b""  # a damaged copy: the snapshot serves (as the catalog does)
    return rows, hashlib.sha256(data).hexdigest(), data


def _header_of(text: str) -> tuple[str, ...]:
    try:
        return tuple(next(csv.reader(text.splitlines()[:1]), []))
    except csv.Error:
        return ()


def _same_part(old: dict[str, str], new: dict[str, str]) -> bool:
    """Whether two rows with different names describe one part: the same maker and release date, and the same
    datasheet link or the same figures."""
    if epoch_vendor(old) != epoch_vendor(new):
        return False
    if (old.get("Release date") or "").strip() != (new.get("Release date") or "").strip():
        return False
    link = (old.get("Link to datasheet") or "").strip()
    if link and link == (new.get("Link to datasheet") or "").strip():
        return True
    a, b = epoch_device(old).values, epoch_device(new).values
    return bool(a) and len(a) > 2 and a == b


def _feed(catalog: Catalog, rows: list[dict[str, str]]) -> dict[str, tuple[str, dict[str, str]]]:
    """Epoch key -> (the id of the device it feeds, the row), for the rows that made it into `catalog`."""
    out: dict[str, tuple[str, dict[str, str]]] = {}
    kept = {c.name for c in catalog.conflicts}
    for r in rows:
        key = epoch_key(r)
        did = catalog.epoch_feed.get(key)
        if did and key not in out and epoch_name(r) not in kept:
            out[key] = (did, r)
    return out


def _claims_by_name() -> dict[str, str]:
    """Epoch key -> curated device id, for the rows curated rows claim by their `epoch_names`."""
    out = {}
    for row in read_table("devices"):
        for n in _split(row.get("epoch_names")):
            out.setdefault(normalize(n), row["id"])
    return out


def _seeded(catalog: Catalog, registry: dict, today: str) -> dict:
    """The registry with every Epoch-only device of `catalog` in it (key -> the id it has now); rows curated rows
    claim by name are not recorded (the curated data decides them)."""
    out = {k: dict(v) for k, v in registry.items()}
    for key, did in catalog.epoch_feed.items():
        d = catalog.by_id.get(did)
        if key not in out and d is not None and d.layer == "epoch":
            out[key] = {"key": key, "id": did, "name": d.aliases[0], "first_seen": today}
    return out


def preview_epoch_update(
    new_rows: list[dict[str, str]],
    current_csv: str | os.PathLike | None = None,
    source: str = "",
    text: str = "",
    usage: Usage | None = None,
    cancel: Callable[[], None] | None = None,
) -> EpochUpdate:
    """What replacing the Epoch layer (the workspace's copy beside `current_csv`, else the bundled snapshot) with
    `new_rows` changes, with the ids the new catalog will have (the same `build_catalog`), the rows left out as
    conflicts, the risks that need a confirmation, and the quotes and saved comparisons each change touches."""
    folder = Path(current_csv).parent if current_csv else None
    old_rows, base, _data = _current(folder) if folder else (list(read_epoch(None)), "bundled", b"")
    registry = read_epoch_ids(folder / EPOCH_IDS_FILE) if folder else {}
    today = dt.date.today().isoformat()
    old_cat = build_catalog(old_rows, registry if base != "bundled" else {})
    if cancel is not None:
        cancel()
    registry = _seeded(old_cat, registry, today)
    old_feed = _feed(old_cat, old_rows)
    risks: list[str] = []
    # a respelled row (a name that reads differently, the same part): the new key gets the old id
    new_by_key = {epoch_key(r): r for r in new_rows if epoch_key(r)}
    claimed_by_name = set(_claims_by_name())
    gone = [k for k in old_feed if k not in new_by_key]
    fresh = [k for k in new_by_key if k not in old_feed and k not in registry and k not in claimed_by_name]
    pairs: dict[str, list[str]] = {}
    if gone and fresh:
        by_vendor: dict[str, list[str]] = {}
        for k in gone:
            by_vendor.setdefault(epoch_vendor(old_feed[k][1]), []).append(k)
        for k in fresh:
            for g in by_vendor.get(epoch_vendor(new_by_key[k]), ()):
                if _same_part(old_feed[g][1], new_by_key[k]):
                    pairs.setdefault(k, []).append(g)
    used_by: dict[str, list[str]] = {}
    for k, olds in pairs.items():
        for g in olds:
            used_by.setdefault(g, []).append(k)
    for k, olds in sorted(pairs.items()):
        if len(olds) == 1 and len(used_by[olds[0]]) == 1:
            registry[k] = {"key": k, "id": old_feed[olds[0]][0], "name": epoch_name(new_by_key[k]), "first_seen": today}
        else:
            risks.append(
                Msg(
                    "'{name}' may be a new name for {others}; it is added as a new device and their quotes will "
                    "need a device",
                    name=epoch_name(new_by_key[k]),
                    others=" or ".join(repr(epoch_name(old_feed[g][1])) for g in olds),
                )
            )
    if cancel is not None:
        cancel()
    new_cat = build_catalog(new_rows, registry)
    registry = _seeded(new_cat, registry, today)
    new_feed = _feed(new_cat, new_rows)
    usage = usage or Usage()
    curated_own = _curated_fields()
    changes: list[EpochChange] = []
    old_ids = {did: k for k, (did, _r) in old_feed.items()}
    for key, (did, row) in new_feed.items():
        d = epoch_device(row)
        own = curated_own.get(did, set())
        if key in old_feed or did in old_ids:
            before_key = key if key in old_feed else old_ids[did]
            old_row = old_feed[before_key][1]
            diff = _diff(epoch_device(old_row).values, d.values)
            renamed = epoch_name(old_row) != epoch_name(row) and did == old_feed[before_key][0]
            if renamed or diff:
                changes.append(
                    EpochChange(
                        epoch_name(row),
                        did,
                        "renamed" if renamed else "changed",
                        diff,
                        tuple(sorted(own & set(diff))),
                        old_name=epoch_name(old_row) if renamed else "",
                    )
                )
            continue
        fields = {k: (math.nan, v) for k, v in d.values.items() if k != "datacenter"}
        changes.append(EpochChange(epoch_name(row), did, "added", fields, tuple(sorted(own & set(fields)))))
    new_ids = {did for did, _r in new_feed.values()}
    for key, (did, row) in old_feed.items():
        if key in new_feed or did in new_ids:
            continue
        d = epoch_device(row)
        fields = {k: (v, math.nan) for k, v in d.values.items() if k != "datacenter"}
        own = curated_own.get(did, set())
        # a curated device loses only its Epoch figures; an Epoch-only device leaves the catalog
        kind = "removed" if did not in new_cat.by_id else "changed"
        changes.append(EpochChange(epoch_name(row), did, kind, fields, tuple(sorted(own & set(fields)))))
    for c in changes:
        c.quotes = usage.quotes.get(c.device_id, 0)
        c.comparisons = usage.comparisons_with(c.device_id)
    old_conflicts = {c.name for c in old_cat.conflicts}
    conflicts = [c for c in new_cat.conflicts if c.name not in old_conflicts or c.kind != "duplicate"]
    risks += _risks(old_rows, new_rows, _header_of(text) or getattr(new_rows, "header", ()), folder, changes)
    return EpochUpdate(
        source,
        len(new_rows),
        changes,
        text,
        conflicts,
        risks,
        base,
        registry,
        len(old_cat),
        len(new_cat),
    )


def _curated_fields() -> dict[str, set[str]]:
    """Curated device id -> the fields it gives itself (a new Epoch value for them is not shown)."""
    value_rows = _value_rows()
    out = {}
    for row in read_table("devices"):
        own = {f for f in NUMERIC_FIELDS if (row.get(f) or "").strip()}
        own |= {r["field"] for r in value_rows.get(row["id"], ())}
        out[row["id"]] = own
    return out


def _diff(a: dict[str, float], b: dict[str, float]) -> dict[str, tuple[float, float]]:
    out = {}
    for k in set(a) | set(b):
        x, y = a.get(k, math.nan), b.get(k, math.nan)
        if (math.isnan(x) and math.isnan(y)) or (not math.isnan(x) and not math.isnan(y) and math.isclose(x, y)):
            continue
        out[k] = (x, y)
    return out


def _risks(old_rows, new_rows, new_header, folder, changes) -> list[str]:
    """What needs a confirmation: columns the catalog reads that the new file drops, many fewer rows, many rows
    changed or removed."""
    out: list[str] = []
    old_header = set(getattr(old_rows, "header", ()) or (old_rows[0].keys() if old_rows else ()))
    dropped = [c for c in READ_COLUMNS if c in old_header and c not in set(new_header)]
    if new_header and dropped:
        out.append(
            Msg(
                "the new file lacks {n} columns the catalog in use reads ({columns})",
                n=len(dropped),
                columns=", ".join(repr(c) for c in dropped[:6]),
            )
        )
    old_n, new_n = len(old_rows), len(new_rows)
    if old_n and new_n < old_n * (1 - MAX_ROWS_LOST):
        out.append(
            Msg(
                "the new file has {new} rows, {lost} fewer than the {old} in use (more than {pct:.0%})",
                new=new_n,
                lost=old_n - new_n,
                old=old_n,
                pct=MAX_ROWS_LOST,
            )
        )
    moved = sum(1 for c in changes if c.kind in ("changed", "removed"))
    if old_n and moved > old_n * MAX_ROWS_CHANGED:
        out.append(
            Msg(
                "{n} of the {old} rows in use would change or go (more than {pct:.0%})",
                n=moved,
                old=old_n,
                pct=MAX_ROWS_CHANGED,
            )
        )
    return out


# ---------------------------------------------------------------------------------------------------------------
# Applying, versions, rollback
# ---------------------------------------------------------------------------------------------------------------


def _busy() -> UpdateRefused:
    return UpdateRefused(
        Msg("another gpucompare is still updating the catalog; try again when it has finished; nothing was changed")
    )


def hold_lock(workspace_dir: str | os.PathLike, on_wait: Callable[[str], None] | None = None):
    """The catalog's lock, held across a preview and its apply (a second writer waits, `on_wait(sentence)` telling
    it so once, and then previews against the first one's result)."""
    from gpucompare.paths import locked

    folder = catalog_folder(workspace_dir)
    folder.mkdir(parents=True, exist_ok=True)
    said = Msg("another gpucompare is updating the catalog; waiting for it to finish")
    return locked(folder / LOCK, (lambda: on_wait(said)) if on_wait else None, busy=_busy())


def _maybe_lock(folder: Path, on_wait, held: bool):
    from contextlib import nullcontext

    return nullcontext() if held else hold_lock(folder.parent, on_wait)


def apply_epoch_update(
    update: EpochUpdate,
    target: str | os.PathLike,
    force: bool = False,
    on_wait: Callable[[str], None] | None = None,
    lock_held: bool = False,
) -> Path:
    """Store the new Epoch CSV as the workspace's base layer, as a new version, with the ids the preview showed;
    curated and custom rows are untouched. Refused (UpdateRefused, nothing changed) when the preview has risks and
    `force` is not given, or when another update changed the catalog since the preview. `lock_held`: the caller
    holds the catalog's lock (`hold_lock`) around its preview and this call."""
    path = Path(target)
    folder = path.parent
    if update.risks and not force:
        raise UpdateRefused(
            Msg(
                "not applied: {risk}; check the preview, then confirm (--force on the command line); nothing was "
                "changed",
                risk=update.risks[0],
            )
        )
    with _maybe_lock(folder, on_wait, lock_held):
        _sweep(folder)
        _, base, data = _current(folder)
        if base != update.base:
            raise UpdateRefused(
                Msg("the catalog was changed by another update since this preview; preview again; nothing was changed")
            )
        _ensure_first_version(folder, base, data)
        number = max((v["version"] for v in versions(folder)), default=0) + 1
        text = update.text.encode("utf-8")
        meta = {
            "version": number,
            "applied_at": dt.datetime.now().isoformat(timespec="seconds"),
            "source": shown(update.source)[:500],
            "sha256": hashlib.sha256(text).hexdigest(),
            "rows": update.rows,
            "devices": update.devices_after,
            "added": update.count("added"),
            "changed": update.count("changed"),
            "renamed": update.count("renamed"),
            "removed": update.count("removed"),
            "conflicts": len(update.conflicts),
            "confirmed": bool(update.risks),
        }
        _write_version(folder, number, text, meta)
        _write_registry(folder, update.registry)
        _store_current(folder, text)
        _set_current_version(folder, number)
    return path


def _sweep(folder: Path) -> None:
    """Under the lock: what a killed update left (temporary files, half-written version folders)."""
    import shutil

    from gpucompare.paths import sweep_temporary

    sweep_temporary(folder)
    root = folder / VERSIONS
    if root.is_dir():
        sweep_temporary(root)
        for d in root.glob(".*.tmp"):
            if d.is_dir() and not d.is_symlink():
                shutil.rmtree(d, ignore_errors=True)


def _store_current(folder: Path, data: bytes | None) -> None:
    """Make `data` the Epoch layer in use (None: the bundled snapshot again)."""
    from gpucompare.paths import atomic_write

    path = folder / EPOCH_WORKSPACE_FILE[-1]
    if data is None:
        try:
            path.unlink()
        except FileNotFoundError:
            pass
        return
    atomic_write(path, data)


def _write_registry(folder: Path, registry: dict) -> None:
    """The registry only grows: ids already given stay as they are."""
    import io

    from gpucompare.paths import atomic_write

    merged = {**registry, **read_epoch_ids(folder / EPOCH_IDS_FILE)}
    buf = io.StringIO()
    w = csv.DictWriter(buf, EPOCH_IDS_COLUMNS, extrasaction="ignore", lineterminator="\n")
    w.writeheader()
    for key in sorted(merged):
        w.writerow({c: merged[key].get(c, "") for c in EPOCH_IDS_COLUMNS} | {"key": key})
    atomic_write(folder / EPOCH_IDS_FILE, buf.getvalue())


def _version_dir(folder: Path, number: int) -> Path:
    return folder / VERSIONS / f"{number:04d}"


def _write_version(folder: Path, number: int, data: bytes | None, meta: dict) -> None:
    """A version's files, written in a temporary folder renamed into place (a version is whole or absent)."""
    import shutil
    import tempfile

    from gpucompare.paths import atomic_write

    root = folder / VERSIONS
    root.mkdir(parents=True, exist_ok=True)
    final = _version_dir(folder, number)
    tmp = Path(tempfile.mkdtemp(prefix=f".{number:04d}.", suffix=".tmp", dir=root))
    try:
        if data is not None:
            atomic_write(tmp / EPOCH_WORKSPACE_FILE[-1], data)
        atomic_write(tmp / "meta.json", json.dumps(meta, ensure_ascii=False, indent=1))
        os.replace(tmp, final)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise


def _ensure_first_version(folder: Path, base: str, data: bytes) -> None:
    """Version 0: the catalog before the first update kept here (the bundled snapshot, or a copy stored before
    versions were kept)."""
    if (folder / VERSIONS).is_dir() and versions(folder):
        return
    meta = {
        "version": 0,
        "applied_at": "",
        "source": "bundled snapshot" if base == "bundled" else "the workspace's copy before versions were kept",
        "sha256": base,
        "rows": len(read_epoch(None))
        if base == "bundled"
        else len(list(csv.DictReader(data.decode("utf-8-sig", errors="replace").splitlines()))),
        "bundled": base == "bundled",
    }
    _write_version(folder, 0, None if base == "bundled" else data, meta)
    _set_current_version(folder, 0)


def _set_current_version(folder: Path, number: int) -> None:
    from gpucompare.paths import atomic_write

    atomic_write(folder / VERSIONS / "current", f"{number}\n")


def current_version(folder: Path) -> int | None:
    try:
        return int((folder / VERSIONS / "current").read_text().strip())
    except (OSError, ValueError):
        return None


def versions(folder: str | os.PathLike) -> list[dict]:
    """Every kept version, oldest first: {version, applied_at, source, rows, devices, added, ..., current}."""
    folder = Path(folder)
    root = folder / VERSIONS
    out = []
    if not root.is_dir():
        return out
    cur = current_version(folder)
    for d in sorted(root.iterdir()):
        if not (d.is_dir() and d.name.isdigit()):
            continue
        try:
            meta = json.loads((d / "meta.json").read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if not isinstance(meta, dict) or meta.get("version") != int(d.name):
            continue
        meta["current"] = meta["version"] == cur
        out.append(meta)
    return out


def _version_rows(folder: Path, number: int) -> tuple[list[dict[str, str]], bytes | None]:
    meta = next((v for v in versions(folder) if v["version"] == number), None)
    if meta is None:
        known = ", ".join(str(v["version"]) for v in versions(folder)) or "none"
        raise UpdateRefused(Msg("there is no catalog version {n} (kept: {known})", n=number, known=known))
    if meta.get("bundled"):
        return list(read_epoch(None)), None
    path = _version_dir(folder, number) / EPOCH_WORKSPACE_FILE[-1]
    try:
        data = path.read_bytes()
    except OSError as err:
        raise UpdateRefused(Msg("catalog version {n} cannot be read ({error})", n=number, error=err.strerror)) from None
    if hashlib.sha256(data).hexdigest() != meta.get("sha256"):
        raise UpdateRefused(Msg("catalog version {n} is damaged (its file changed); not used", n=number))
    return parse_epoch_text(data.decode("utf-8-sig", errors="replace")), data


def preview_rollback(
    workspace_dir: str | os.PathLike, version: int | None = None, usage: Usage | None = None
) -> EpochUpdate:
    """What making a kept version current again changes (default: the version before the current one)."""
    folder = catalog_folder(workspace_dir)
    kept = versions(folder)
    if not kept:
        raise UpdateRefused(Msg("no catalog update was applied in this workspace; nothing to roll back"))
    cur = current_version(folder)
    if version is None:
        earlier = [v["version"] for v in kept if cur is None or v["version"] < cur]
        if not earlier:
            raise UpdateRefused(Msg("the catalog in use is the oldest version kept; nothing to roll back to"))
        version = earlier[-1]
    rows, data = _version_rows(folder, version)
    update = preview_epoch_update(
        rows,
        folder / EPOCH_WORKSPACE_FILE[-1],
        Msg("catalog version {n}", n=version),
        (data or b"").decode("utf-8-sig", errors="replace"),
        usage,
    )
    update.version = version
    update.risks = []  # a version once applied (or the snapshot) is the user's own choice to return to
    return update


def rollback_epoch(
    workspace_dir: str | os.PathLike,
    update: EpochUpdate,
    on_wait: Callable[[str], None] | None = None,
    lock_held: bool = False,
) -> int:
    """Make the previewed version current again (its file, byte for byte; the registry keeps every id, so its rows
    get the ids they had). Refused when the catalog changed since the preview."""
    folder = catalog_folder(workspace_dir)
    with _maybe_lock(folder, on_wait, lock_held):
        _sweep(folder)
        _, base, _data = _current(folder)
        if base != update.base:
            raise UpdateRefused(
                Msg("the catalog was changed by another update since this preview; preview again; nothing was changed")
            )
        _rows, data = _version_rows(folder, update.version)
        _write_registry(folder, update.registry)
        _store_current(folder, data)
        _set_current_version(folder, update.version)
    return update.version
