"""Cloud prices from SkyPilot's community catalogs (catalogs/v<N>/<cloud>/vms.csv): read a file, a folder or a URL,
turn instance prices into dated rows per device, flag anomalies by the rules in data/price_anomaly_rules.csv, preview
what changes (added, changed with old and new price, removed, per provider) and keep the update in the workspace.
Curated rows (provider pages, Chinese rate cards) and superseded prices stay; the table in use is the bundled one
with the workspace's update on top (`cloud_rows`)."""

from __future__ import annotations

import csv
import math
import re
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

from gpucompare.core.tables import num, read_table
from gpucompare.errors import BadInputFile
from gpucompare.i18n import N_, Msg
from gpucompare.paths import opened_workspace

#: the columns of data/cloud_instances.csv, in order; the last five were added with the catalog reader
COLUMNS = (
    "provider",
    "instance",
    "device_id",
    "accelerator",
    "devices_per_instance",
    "purchase_model",
    "usd_per_hour",
    "as_of",
    "current",
    "confidence",
    "network_gbps",
    "region",
    "price_as_of",
    "source",
    "notes",
    "anomaly",
    "origin",
    "list_price",
    "list_currency",
    "list_unit",
)
#: a SkyPilot vms.csv must have these columns (the others differ by cloud and are not needed)
REQUIRED = ("InstanceType", "AcceleratorName", "AcceleratorCount", "Price", "Region")
MAX_FILE_BYTES = 20_000_000  # AWS's vms.csv, the largest, is 4.6 MB
MAX_TOTAL_BYTES = 80_000_000
MAX_ROWS = 200_000  # per file; AWS's has about 40,000
MAX_FILES = 64
MAX_PRICE_USD = 10_000.0  # an instance-hour dearer than this is a broken cell, not a price
#: where a workspace keeps the rows of its last `prices update` (relative to the workspace folder)
WORKSPACE_FILE = ("prices", "cloud_catalog_rows.csv")
CATALOG_REPO = "https://github.com/skypilot-org/skypilot-catalog"
ANOMALY_WORDS = {
    "below_other_regions": N_("below the same provider's other regions"),
    "below_list": N_("below the provider's list price"),
    "below_other_providers": N_("below other providers' prices for the device"),
}


# ---------------------------------------------------------------------------------------------------------------
# reading catalog files
# ---------------------------------------------------------------------------------------------------------------
@dataclass
class CatalogFile:
    """One vms.csv: its cloud, a name to show, its text and the public address its rows cite."""

    cloud: str
    name: str
    text: str
    url: str
    fetched: str = ""  # YYYY-MM-DD the file was downloaded or last written


def _cloud_of(path: str) -> tuple[str, str]:
    """('aws', 'v9') from '.../catalogs/v9/aws/vms.csv' (version '' when the path names none)."""
    parts = [p for p in re.split(r"[/\\]+", path) if p]
    cloud = parts[-2].lower() if len(parts) >= 2 else ""
    version = parts[-3] if len(parts) >= 3 and re.fullmatch(r"v\d+", parts[-3]) else ""
    return cloud, version


def _public_url(cloud: str, version: str) -> str:
    where = f"catalogs/{version}/{cloud}" if version else "catalogs"
    return f"{CATALOG_REPO}/tree/master/{where}"


def read_skypilot_source(where: str, timeout_s: float = 30.0, cancel=None) -> list[CatalogFile]:
    """The vms.csv files a user names: a file (its folder names the cloud), a folder holding <cloud>/vms.csv
    (a catalog version folder) or vms.csv itself, a URL of one vms.csv, or a URL of a version folder ending in '/'
    (every cloud of data/cloud_providers.csv is fetched from it). Sizes are checked before anything is read."""
    from gpucompare.download import DownloadCancelled, fetch_text

    where = (where or "").strip()
    if not where:
        raise BadInputFile("give a SkyPilot catalog file, folder or URL")
    today = date.today().isoformat()
    if where.lower().startswith(("http://", "https://")):
        if where.endswith("/"):
            files, total = [], 0
            for cloud in dict.fromkeys(r["skypilot_cloud"] for r in providers() if r["skypilot_cloud"]):
                try:
                    text, name = fetch_text(
                        where + f"{cloud}/vms.csv", MAX_FILE_BYTES, f"{cloud}/vms.csv", timeout_s, cancel
                    )
                except DownloadCancelled:
                    raise
                except BadInputFile:
                    continue  # a cloud the version does not carry
                total += len(text)
                if total > MAX_TOTAL_BYTES:
                    raise BadInputFile(
                        f"the catalog files at {where} are larger than {MAX_TOTAL_BYTES // 1_000_000} MB"
                    )
                files.append(CatalogFile(cloud, name, text, name, today))
            if not files:
                raise BadInputFile(f"no <cloud>/vms.csv could be read under {where}")
            return files
        text, name = fetch_text(where, MAX_FILE_BYTES, "the catalog file", timeout_s, cancel)
        cloud, _ = _cloud_of(where.split("?")[0])
        return [CatalogFile(cloud, name, text, where, today)]
    p = Path(where).expanduser()
    if p.is_dir():
        found = sorted(p.glob("*/vms.csv")) or ([p / "vms.csv"] if (p / "vms.csv").is_file() else [])
        if not found:
            raise BadInputFile(f"{where}: no <cloud>/vms.csv in this folder (give a SkyPilot catalog version folder)")
        if len(found) > MAX_FILES:
            raise BadInputFile(f"{where}: more than {MAX_FILES} catalog files")
        sizes = sum(f.stat().st_size for f in found)
        if sizes > MAX_TOTAL_BYTES:
            raise BadInputFile(f"{where}: the catalog files are larger than {MAX_TOTAL_BYTES // 1_000_000} MB")
    elif p.is_file():
        found = [p]
    else:
        raise BadInputFile(f"{where}: no such file or folder")
    out = []
    for f in found:
        if not f.is_file():
            raise BadInputFile(f"{f}: not a regular file")
        text, _ = fetch_text(str(f), MAX_FILE_BYTES, f.name)
        cloud, version = _cloud_of(str(f.resolve()))
        fetched = date.fromtimestamp(f.stat().st_mtime).isoformat()
        out.append(CatalogFile(cloud, f"{cloud}/vms.csv", text, _public_url(cloud, version), fetched))
    return out


@dataclass(frozen=True)
class Offer:
    """One GPU row of a vms.csv: an instance type in one zone with its on-demand and spot price per hour (USD)."""

    cloud: str
    instance: str
    accelerator: str
    count: float
    region: str
    zone: str
    price: float  # NaN: no on-demand price listed
    spot: float  # NaN: no spot price listed
    row: int


def _number(text: str, where: str, row: int, column: str) -> float:
    t = (text or "").strip()
    if not t:
        return math.nan
    try:
        v = float(t)
    except ValueError:
        raise BadInputFile(f"{where}, row {row}, column {column}: {t[:40]!r} is not a number") from None
    if not math.isfinite(v) or v < 0:
        raise BadInputFile(f"{where}, row {row}, column {column}: {t[:40]!r} is not a price or a count")
    return v


def parse_vms(cf: CatalogFile) -> list[Offer]:
    """The accelerator rows of one vms.csv (CPU-only rows are skipped); bad files get one sentence naming the file,
    the row and the column."""
    if len(cf.text) > MAX_FILE_BYTES:
        raise BadInputFile(f"{cf.name} is larger than {MAX_FILE_BYTES // 1_000_000} MB")
    reader = csv.DictReader(cf.text.splitlines())
    try:
        header = reader.fieldnames or []
    except csv.Error as err:
        raise BadInputFile(f"{cf.name}: not a readable CSV ({err})") from None
    missing = [c for c in REQUIRED if c not in header]
    if missing:
        raise BadInputFile(f"{cf.name}: not a SkyPilot vms.csv (missing column {', '.join(repr(m) for m in missing)})")
    out = []
    try:
        for i, r in enumerate(reader, start=2):
            if i - 1 > MAX_ROWS:
                raise BadInputFile(f"{cf.name} has more than {MAX_ROWS} rows")
            acc = (r.get("AcceleratorName") or "").strip()
            if not acc:
                continue
            count = _number(r.get("AcceleratorCount"), cf.name, i, "AcceleratorCount")
            price = _number(r.get("Price"), cf.name, i, "Price")
            spot = _number(r.get("SpotPrice"), cf.name, i, "SpotPrice") if "SpotPrice" in header else math.nan
            for v, col in ((price, "Price"), (spot, "SpotPrice")):
                if v > MAX_PRICE_USD:
                    raise BadInputFile(f"{cf.name}, row {i}, column {col}: {v:g} USD an hour is not a plausible price")
            if not count or math.isnan(count) or count != int(count) or count > 1024:
                continue  # fractional GPUs (shared slices) are not a device-hour
            instance = (r.get("InstanceType") or "").strip()[:80] or f"{acc} x{int(count)}"
            out.append(
                Offer(
                    cf.cloud,
                    instance,
                    acc[:60],
                    count,
                    (r.get("Region") or "").strip()[:40],
                    (r.get("AvailabilityZone") or "").strip()[:40],
                    price,
                    spot,
                    i,
                )
            )
    except csv.Error as err:
        raise BadInputFile(f"{cf.name}, row {reader.line_num}: not a readable CSV ({err})") from None
    return out


# ---------------------------------------------------------------------------------------------------------------
# data tables
# ---------------------------------------------------------------------------------------------------------------
def providers() -> tuple[dict[str, str], ...]:
    return read_table("cloud_providers")


def provider_name(cloud: str) -> str:
    for r in providers():
        if r["skypilot_cloud"] == cloud:
            return r["provider"]
    return cloud.capitalize() if cloud else "unknown"


def anomaly_rules() -> dict[str, dict]:
    """Rule key -> {ratio, min_peers, excluded, description, source} from data/price_anomaly_rules.csv."""
    return {
        r["rule"]: {
            "ratio": float(r["ratio"]),
            "min_peers": int(r["min_peers"]),
            "excluded": r["excluded_from_cheapest"] == "yes",
            "description": r["description"],
            "source": r["source"],
        }
        for r in read_table("price_anomaly_rules")
    }


def list_prices() -> dict[tuple[str, str], float]:
    """(provider, device id) -> the provider's published on-demand list price per device-hour (USD)."""
    return {(r["provider"], r["device_id"]): float(r["usd_per_device_hour"]) for r in read_table("cloud_list_prices")}


def accelerator_device(catalog, accelerator: str, instance: str) -> str | None:
    """The catalog device a SkyPilot accelerator name stands for, through data/skypilot_accelerators.csv and the
    catalog's one name resolver; None for a name the table does not know (listed, never guessed)."""
    inst = instance.lower()
    for r in read_table("skypilot_accelerators"):
        if r["skypilot_name"].lower() == accelerator.lower() and (
            not r["instance_contains"] or r["instance_contains"] in inst
        ):
            m = catalog.match(r["device_name"])
            return m.device_id
    return None


# ---------------------------------------------------------------------------------------------------------------
# offers -> rows, anomalies
# ---------------------------------------------------------------------------------------------------------------
@dataclass
class Flagged:
    """A price an anomaly rule keeps out of "cheapest": where it is and why."""

    provider: str
    instance: str
    region: str
    purchase_model: str
    usd_per_device_hour: float
    rule: str
    reference_usd: float  # the median or list price it was compared with

    def text(self) -> str:
        return str(
            Msg(
                "{provider} {instance} {model} in {region}: ${price:,.2f} per device-hour is {why} "
                "(${ref:,.2f}); flagged, not used as cheapest",
                provider=self.provider,
                instance=self.instance,
                model=self.purchase_model,
                region=self.region or "-",
                price=self.usd_per_device_hour,
                why=Msg(ANOMALY_WORDS.get(self.rule, self.rule)),
                ref=self.reference_usd,
            )
        )


def _fmt_price(v: float) -> str:
    return f"{v:.4f}".rstrip("0").rstrip(".")


def offers_to_rows(
    files: list[CatalogFile], catalog, as_of: str = "", source: str = ""
) -> tuple[list[dict[str, str]], list[Flagged], dict[str, int]]:
    """Rows of cloud_instances.csv from the offers of the files: one per provider, instance and purchase model
    (on-demand, spot), at the cheapest region whose price no anomaly rule flags; the flagged prices, and the
    accelerator names the catalog does not know (name -> rows)."""
    import statistics  # loaded where medians are taken, not when a workspace opens

    rules = anomaly_rules()
    regional = rules.get("below_other_regions")
    grouped: dict[tuple, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    meta: dict[tuple, tuple[CatalogFile, str]] = {}
    unknown: dict[str, int] = defaultdict(int)
    for cf in files:
        for o in parse_vms(cf):
            device = accelerator_device(catalog, o.accelerator, o.instance)
            if device is None:
                unknown[f"{provider_name(o.cloud)}: {o.accelerator}"] += 1
                continue
            for model, price in (("on-demand", o.price), ("spot", o.spot)):
                if math.isnan(price) or price <= 0:
                    continue
                key = (provider_name(o.cloud), o.instance, device, int(o.count), model)
                grouped[key][o.region].append(price)
                meta[key] = (cf, o.accelerator)
    rows, flagged = [], []
    for key, by_region in grouped.items():
        provider, instance, device, count, model = key
        cf, accelerator = meta[key]
        # one price per region: on-demand is the same in every zone; a spot price is the zones' median
        per_region = {
            reg: (min(v) if model == "on-demand" else statistics.median(v)) for reg, v in sorted(by_region.items())
        }
        bad: dict[str, float] = {}
        if regional and len(per_region) > regional["min_peers"]:
            for reg, v in per_region.items():
                others = [x for r2, x in per_region.items() if r2 != reg]
                ref = statistics.median(others)
                if v < regional["ratio"] * ref:
                    bad[reg] = ref
                    flagged.append(
                        Flagged(provider, instance, reg, model, v / count, "below_other_regions", ref / count)
                    )
        if model == "spot":  # zones of one region can differ widely too
            for reg, v in by_region.items():
                if len(v) > (regional or {}).get("min_peers", 3):
                    med = statistics.median(v)
                    for x in v:
                        if regional and x < regional["ratio"] * med:
                            flagged.append(
                                Flagged(provider, instance, reg, model, x / count, "below_other_regions", med / count)
                            )
        good = {r: v for r, v in per_region.items() if r not in bad} or per_region
        region = min(good, key=lambda r: (good[r], r))
        price = good[region]
        lo, hi = min(per_region.values()), max(per_region.values())
        spread = (
            f"{len(per_region)} regions ${_fmt_price(lo)}-${_fmt_price(hi)} an hour"
            if len(per_region) > 1
            else "1 region"
        )
        cut = (
            f"; {len(bad)} {'region' if len(bad) == 1 else 'regions'} flagged: {', '.join(sorted(bad))}" if bad else ""
        )
        row = {c: "" for c in COLUMNS}
        row.update(
            provider=provider,
            instance=instance,
            device_id=device,
            accelerator=catalog[device].name if device in catalog.by_id else accelerator,
            devices_per_instance=str(count),
            purchase_model=model,
            usd_per_hour=_fmt_price(price),
            as_of=(as_of or cf.fetched)[:7],
            current="yes",
            confidence="reported",
            region=region,
            price_as_of=as_of or cf.fetched,
            source=source.replace("{cloud}", cf.cloud) if source else f"SkyPilot catalog, {cf.url}",
            notes=f"SkyPilot accelerator '{accelerator}'; {spread}{cut}"
            + ("; spot: the median over the region's zones" if model == "spot" else ""),
            origin="skypilot",
            list_price=_fmt_price(price),
            list_currency="USD",
            list_unit="instance-hour",
        )
        rows.append(row)
    rows.sort(key=lambda r: (r["provider"], r["instance"], r["purchase_model"]))
    return rows, flagged, dict(unknown)


def flag_rows(rows: list[dict[str, str]]) -> list[Flagged]:
    """Set `anomaly` on current on-demand rows that a rule flags against the provider's list price or against
    other providers' prices for the device (in place); returns what was flagged. A row already flagged stays."""
    import statistics  # loaded where medians are taken, not when a workspace opens

    rules = anomaly_rules()
    lists = list_prices()
    out: list[Flagged] = []
    current = [r for r in rows if r["current"] == "yes" and r["purchase_model"] == "on-demand"]
    per_device: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    for r in current:
        per_device[r["device_id"]][r["provider"]].append(float(r["usd_per_hour"]) / float(r["devices_per_instance"]))
    for r in current:
        v = float(r["usd_per_hour"]) / float(r["devices_per_instance"])
        rule = rules.get("below_list")
        ref = lists.get((r["provider"], r["device_id"]))
        if rule and ref and v < rule["ratio"] * ref:
            r["anomaly"] = r.get("anomaly") or "below_list"
            out.append(Flagged(r["provider"], r["instance"], r["region"], "on-demand", v, "below_list", ref))
            continue
        rule = rules.get("below_other_providers")
        others = [min(v2) for p, v2 in per_device[r["device_id"]].items() if p != r["provider"]]
        if rule and len(others) >= rule["min_peers"]:
            med = statistics.median(others)
            if v < rule["ratio"] * med:
                r["anomaly"] = r.get("anomaly") or "below_other_providers"
                out.append(
                    Flagged(r["provider"], r["instance"], r["region"], "on-demand", v, "below_other_providers", med)
                )
    return out


# ---------------------------------------------------------------------------------------------------------------
# preview and apply
# ---------------------------------------------------------------------------------------------------------------
@dataclass
class PriceChange:
    provider: str
    instance: str
    purchase_model: str
    kind: str  # "added", "changed", "removed"
    old_usd: float
    new_usd: float
    devices: int
    as_of: str
    anomaly: str = ""


@dataclass
class PriceUpdate:
    """The preview of a price update: what changes, what was flagged, which accelerator names are unknown, and the
    new catalog rows to keep in the workspace."""

    source: str
    providers: list[str]
    offers: int
    changes: list[PriceChange]
    flagged: list[Flagged]
    unknown: dict[str, int]
    rows: list[dict[str, str]] = field(repr=False, default_factory=list)
    as_of: str = ""

    def count(self, kind: str) -> int:
        return sum(1 for c in self.changes if c.kind == kind)

    def summary(self) -> str:
        return str(
            Msg(
                "{rows} prices of {providers} read from {source} (as of {as_of}): {added} added, {changed} changed, "
                "{removed} removed; {flagged} flagged as anomalies; {unknown} unknown accelerator names; curated "
                "rows are kept",
                rows=len(self.rows),
                providers=", ".join(self.providers) or "-",
                source=self.source,
                as_of=self.as_of or "-",
                added=self.count("added"),
                changed=self.count("changed"),
                removed=self.count("removed"),
                flagged=len(self.flagged),
                unknown=len(self.unknown),
            )
        )

    def lines(self, limit: int = 300) -> list[str]:
        """Per provider: '+ Lambda gpu_8x_h100_sxm5 on-demand: $31.92/h (8 devices, $3.99 each), as of 2026-07',
        '~ AWS p5.48xlarge on-demand: $98.32 -> $55.04/h', '- ...'; then the flagged prices and unknown names."""
        out = []
        for c in sorted(self.changes, key=lambda c: (c.provider, c.kind, c.instance))[:limit]:
            mark = {"added": "+", "changed": "~", "removed": "-"}[c.kind]
            if c.kind == "changed":
                price = f"${c.old_usd:,.2f} -> ${c.new_usd:,.2f}/h"
            else:
                v = c.new_usd if c.kind == "added" else c.old_usd
                price = f"${v:,.2f}/h"
            each = c.new_usd if c.kind != "removed" else c.old_usd
            flag = f" [{Msg(ANOMALY_WORDS.get(c.anomaly, c.anomaly))}]" if c.anomaly else ""
            out.append(
                f"{mark} {c.provider} {c.instance} {c.purchase_model}: {price} ({c.devices} devices, "
                f"${each / max(c.devices, 1):,.2f} each), as of {c.as_of}{flag}"
            )
        if len(self.changes) > limit:
            out.append(f"... {len(self.changes) - limit} more")
        out += ["! " + f.text() for f in self.flagged[:limit]]
        out += [
            str(Msg("? unknown accelerator {name} ({n} rows): not imported", name=name, n=n))
            for name, n in sorted(self.unknown.items())
        ]
        return out

    def to_json(self) -> dict:
        return {
            "source": self.source,
            "as_of": self.as_of,
            "providers": self.providers,
            "rows": len(self.rows),
            "added": self.count("added"),
            "changed": self.count("changed"),
            "removed": self.count("removed"),
            "changes": [
                {
                    "provider": c.provider,
                    "instance": c.instance,
                    "purchase_model": c.purchase_model,
                    "kind": c.kind,
                    "old_usd_per_hour": None if math.isnan(c.old_usd) else c.old_usd,
                    "new_usd_per_hour": None if math.isnan(c.new_usd) else c.new_usd,
                    "devices_per_instance": c.devices,
                    "as_of": c.as_of,
                    "anomaly": c.anomaly or None,
                }
                for c in self.changes
            ],
            "flagged": [
                {
                    "provider": f.provider,
                    "instance": f.instance,
                    "region": f.region,
                    "purchase_model": f.purchase_model,
                    "usd_per_device_hour": f.usd_per_device_hour,
                    "rule": f.rule,
                    "reference_usd_per_device_hour": f.reference_usd,
                }
                for f in self.flagged
            ],
            "unknown_accelerators": self.unknown,
        }


def _key(r: dict[str, str]) -> tuple[str, str, str]:
    return (r["provider"], r["instance"], r["purchase_model"])


def preview_price_update(
    files: list[CatalogFile], catalog, workspace_dir=None, source_name: str = "", as_of: str = "", source: str = ""
) -> PriceUpdate:
    """What applying the catalog files to the table in use (bundled, with the workspace's last update) changes."""
    new_rows, flagged, unknown = offers_to_rows(files, catalog, as_of, source)
    updated = sorted({r["provider"] for r in new_rows} | {provider_name(f.cloud) for f in files})
    before = cloud_rows(workspace_dir)
    merged = merge_rows(before, new_rows, updated)
    flagged += [f for f in flag_rows(merged) if f.provider in updated]
    anomalies = {_key(r): r["anomaly"] for r in merged if r.get("anomaly") and r["origin"] == "skypilot"}
    for r in new_rows:
        r["anomaly"] = anomalies.get(_key(r), r["anomaly"])
    old = {_key(r): r for r in before if r["current"] == "yes" and r["provider"] in updated}
    new = {_key(r): r for r in new_rows}
    changes = []
    for k, r in new.items():
        n = int(float(r["devices_per_instance"]))
        if k not in old:
            changes.append(PriceChange(*k, "added", math.nan, float(r["usd_per_hour"]), n, r["as_of"], r["anomaly"]))
        elif not math.isclose(float(old[k]["usd_per_hour"]), float(r["usd_per_hour"]), rel_tol=1e-3):
            changes.append(
                PriceChange(
                    *k, "changed", float(old[k]["usd_per_hour"]), float(r["usd_per_hour"]), n, r["as_of"], r["anomaly"]
                )
            )
    for k, r in old.items():
        if k not in new and r.get("origin") == "skypilot":
            n = int(float(r["devices_per_instance"]))
            changes.append(PriceChange(*k, "removed", float(r["usd_per_hour"]), math.nan, n, r["as_of"]))
    dates = sorted({r["price_as_of"] for r in new_rows})
    return PriceUpdate(
        source_name or ", ".join(f.name for f in files),
        updated,
        sum(1 for _ in new_rows),
        changes,
        flagged,
        unknown,
        new_rows,
        dates[-1] if dates else "",
    )


def merge_rows(base: list[dict[str, str]], new_rows: list[dict[str, str]], updated: list[str]) -> list[dict[str, str]]:
    """The table after an update: catalog rows of the updated providers replaced by the new ones; a curated or
    earlier row of the same instance and purchase model that the new price supersedes is kept with current=no."""
    new_keys = {_key(r) for r in new_rows}
    newest = {}
    for r in new_rows:
        newest[_key(r)] = r["as_of"]
    out = []
    for r in base:
        if r.get("origin") == "skypilot" and r["provider"] in updated:
            continue
        if _key(r) in new_keys and r["current"] == "yes" and r["as_of"] <= newest[_key(r)]:
            r = {**r, "current": "no"}
        out.append(r)
    return out + [dict(r) for r in new_rows]


def apply_price_update(update: PriceUpdate, workspace_dir, on_wait=None) -> Path:
    """Keep the update's rows in the workspace: the table in use becomes the bundled one with them on top. Curated
    rows are never changed in the bundled file. One writer at a time (the prices folder's lock: a second update
    waits, `on_wait(sentence)` telling it so, and adds to the first one's rows); the file is replaced whole or not at
    all, through a new temporary file (never a link planted there), which goes on any failure."""
    import io

    from gpucompare.i18n import Msg
    from gpucompare.paths import atomic_write, locked, sweep_temporary

    path = Path(workspace_dir).joinpath(*WORKSPACE_FILE)
    path.parent.mkdir(parents=True, exist_ok=True)
    said = Msg("another gpucompare is updating the prices; waiting for it to finish")
    with locked(path.parent / ".lock", (lambda: on_wait(said)) if on_wait else None):
        sweep_temporary(path.parent)
        previous = _read_csv(path) if path.is_file() else []
        keep = [r for r in previous if r["provider"] not in update.providers]
        buf = io.StringIO()
        w = csv.DictWriter(buf, fieldnames=COLUMNS, extrasaction="ignore", lineterminator="\r\n")
        w.writeheader()
        w.writerows(keep + update.rows)
        atomic_write(path, buf.getvalue())
    _CACHE.clear()
    return path


# ---------------------------------------------------------------------------------------------------------------
# the table in use
# ---------------------------------------------------------------------------------------------------------------
_WORKSPACE: list[Path | None] = opened_workspace  # the store sets it when a workspace opens, loaded or not
_CACHE: dict = {}


def use_workspace(workspace_dir) -> None:
    """Make the prices of this workspace's last update the ones every face uses (called when a workspace opens)."""
    _WORKSPACE[0] = Path(workspace_dir) if workspace_dir else None


def _read_csv(path: Path) -> list[dict[str, str]]:
    if path.stat().st_size > MAX_FILE_BYTES:
        raise BadInputFile(f"{path.name} is larger than {MAX_FILE_BYTES // 1_000_000} MB")
    with open(path, newline="", encoding="utf-8") as fh:
        rows = [{c: (r.get(c) or "") for c in COLUMNS} for r in csv.DictReader(fh)]
    return [r for r in rows if _valid(r)]


def _valid(r: dict[str, str]) -> bool:
    """A workspace row is used only when its numbers are sane (a hand-edited file cannot break an estimate)."""
    try:
        usd, n = float(r["usd_per_hour"]), float(r["devices_per_instance"])
    except ValueError:
        return False
    return 0 < usd <= MAX_PRICE_USD and 0 < n <= 1024 and n == int(n) and bool(r["device_id"])


def cloud_rows(workspace_dir=None) -> list[dict[str, str]]:
    """Every cloud price in use: the bundled table with the workspace's last `prices update` on top (its providers'
    catalog rows replaced, superseded rows kept with current=no). Cached per file state."""
    folder = Path(workspace_dir) if workspace_dir else _WORKSPACE[0]
    path = folder.joinpath(*WORKSPACE_FILE) if folder else None
    try:
        stamp = (str(path), path.stat().st_mtime_ns) if path and path.is_file() else None
    except OSError:
        stamp = None
    hit = _CACHE.get("rows")
    if hit and hit[0] == stamp:
        return hit[1]
    base = [{c: r.get(c, "") for c in COLUMNS} for r in read_table("cloud_instances")]
    rows = base
    if stamp:
        try:
            extra = _read_csv(path)
        except (OSError, BadInputFile, csv.Error):
            extra = []
        if extra:
            rows = merge_rows(base, extra, sorted({r["provider"] for r in extra}))
            flag_rows(rows)
    _CACHE["rows"] = (stamp, rows)
    return rows


def rows_stamp() -> object:
    """Changes whenever the table in use changes (for callers that cache what they derive from it)."""
    cloud_rows()
    return _CACHE["rows"][0], id(_CACHE["rows"][1])


# ---------------------------------------------------------------------------------------------------------------
# figures for README and tests
# ---------------------------------------------------------------------------------------------------------------
def freshness(rows: list[dict[str, str]], today: str = "") -> dict:
    """Current rows, their providers and the share under six months old (as_of on or after today minus 6 months)."""
    today = today or date.today().isoformat()
    y, m = int(today[:4]), int(today[5:7])
    m -= 6
    if m <= 0:
        y, m = y - 1, m + 12
    cutoff = f"{y:04d}-{m:02d}"
    current = [r for r in rows if r["current"] == "yes"]
    fresh = [r for r in current if len(r["as_of"]) >= 7 and r["as_of"][:7] >= cutoff]
    chinese = {p["provider"] for p in providers() if p["market"] == "CN"}
    return {
        "current_rows": len(current),
        "fresh_rows": len(fresh),
        "fresh_share": len(fresh) / len(current) if current else math.nan,
        "cutoff": cutoff,
        "providers": sorted({r["provider"] for r in current}),
        "chinese_providers": sorted({r["provider"] for r in current} & chinese),
    }


def unreached_china_providers(rows: list[dict[str, str]] | None = None) -> list[dict[str, str]]:
    """The Chinese clouds of data/cloud_providers.csv with no current price in the table (their public list prices
    could not be reached in a citable form), each with the pricing page that was searched."""
    rows = cloud_rows() if rows is None else rows
    have = {r["provider"] for r in rows if r["current"] == "yes"}
    return [p for p in providers() if p["market"] == "CN" and p["provider"] not in have]


def china_rent_note(rows: list[dict[str, str]] | None = None) -> Msg | str:
    """What a Chinese buyer's rented prices rest on, for the Update prices dialog, `prices list` and the rent
    tooltip: which Chinese clouds have no public list price here and where it was looked for; '' when every
    Chinese provider has one."""
    missing = unreached_china_providers(rows)
    if not missing:
        return ""
    names = "; ".join(f"{p['provider']}{' ' + p['notes'] if p['notes'] else ''} ({p['pricing_url']})" for p in missing)
    return Msg(
        "China's rent side: no public list price could be reached in a citable form for {names}. Chinese rents here "
        "come from rental platforms' rate cards; import your provider's rate card (per card-hour, per month or "
        "元/P/年) to cost a Chinese cloud.",
        names=names,
    )


def usd_per_device_hour(row: dict[str, str]) -> float:
    return num(row["usd_per_hour"]) / num(row["devices_per_instance"])
