"""A workspace a team builds over years, made in seconds for the scale benchmarks: a 20,000-device catalog (an Epoch
layer of 20,000 distinct rows, as a catalog update stores it) and 100,000 quotes from 5,000 imports, every row with
values of its own (vendors, models as quoted, prices, dates, cells), a few devices quoted thousands of times and
most a handful, some quotes on no device. Written straight into the workspace's tables, as imports store them.

    python tests/perf/scale.py HOME        # build one to look at in the window: gpucompare --home HOME
"""

from __future__ import annotations

import csv
import datetime as dt
import io
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

MAKERS = (
    "Acme Silicon",
    "Borealis Compute",
    "Cinder Labs",
    "Delta Tensor",
    "Ember AI",
    "Fjord Micro",
    "Gale Systems",
    "Halcyon Chips",
    "Iris Accel",
    "Juniper Logic",
    "Kestrel Semi",
    "Lumen Devices",
    "Meridian AI",
    "Nimbus Tech",
    "Onyx Compute",
    "Pylon Micro",
    "Quasar Chips",
    "Ridge Silicon",
    "Sable Accel",
    "Tundra Labs",
)
FAMILIES = ("X", "Z", "Nova", "Core", "Flux", "Titan", "Vega", "Orion", "Pulse", "Arc")
FORMS = ("", " PCIe", " SXM", " OAM", " NVL")


def catalog_rows(n: int = 20_000, seed: int = 7) -> tuple[list[str], list[dict[str, str]]]:
    """`n` distinct Epoch-style rows: a maker, a family, a model number, a form factor and a memory size each."""
    from gpucompare.paths import data_file

    with open(data_file("epoch_ml_hardware.csv"), newline="", encoding="utf-8") as fh:
        reader = csv.DictReader(fh)
        cols, base = list(reader.fieldnames), list(reader)
    rng = random.Random(seed)
    rows = list(base)
    seen = {r["Hardware name"] for r in rows}
    while len(rows) < n:
        maker = rng.choice(MAKERS)
        name = (
            f"{maker} {rng.choice(FAMILIES)}{rng.randint(10, 9999)}{rng.choice('ABCDEFGHKLMPRSTX ')}".rstrip()
            + rng.choice(FORMS)
            + f" {rng.choice((16, 24, 32, 48, 64, 80, 96, 128, 141, 192, 256, 288))}GB"
        )
        if name in seen:
            continue
        seen.add(name)
        row = {c: "" for c in cols}
        row.update(
            {
                "Hardware name": name,
                "Manufacturer": maker,
                "Type": "GPU",
                "Release date": f"{rng.randint(2016, 2026)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
                "Tensor-FP16/BF16 performance (FLOP/s)": f"{rng.uniform(20, 5000) * 1e12:.6g}",
                "FP32 (single precision) performance (FLOP/s)": f"{rng.uniform(5, 200) * 1e12:.6g}",
                "Memory size per board (Byte)": f"{rng.choice((16, 24, 32, 48, 64, 80, 96, 128, 192)) * 1e9:.6g}",
                "Memory bandwidth (byte/s)": f"{rng.uniform(300, 12000) * 1e9:.6g}",
                "TDP (W)": f"{rng.randint(70, 1500)}",
                "Link to datasheet": f"https://{maker.split()[0].lower()}.example/{len(rows)}.pdf",
            }
        )
        rows.append(row)
    return cols, rows


def write_catalog(home: Path, n: int = 20_000) -> Path:
    """The 20k-row Epoch layer stored in the workspace as an applied update stores it."""
    from gpucompare.core.catalog import EPOCH_WORKSPACE_FILE

    cols, rows = catalog_rows(n)
    buf = io.StringIO()
    w = csv.DictWriter(buf, cols)
    w.writeheader()
    w.writerows(rows)
    target = home.joinpath(*EPOCH_WORKSPACE_FILE)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(buf.getvalue(), encoding="utf-8")
    return target


def fill_quotes(home: Path, device_ids: list[str], imports: int = 5_000, per_import: int = 20, seed: int = 11):
    """`imports` x `per_import` quotes: distinct vendors (most imports from a vendor of their own), prices, dates,
    cells; one device quoted 20,000 times, nine others about 2,000 times each, the rest spread thin, 2% on no
    device. Returns {"hot": the 20,000-quote device, "warm": a 2,000-quote one, "cold": a one-quote one}."""
    from gpucompare.store import QUOTE_COLUMNS, QUOTE_DEFAULTS, Workspace

    rng = random.Random(seed)
    hot, warm = device_ids[0], device_ids[1:10]
    cold_pool = device_ids[10:]
    start = dt.date(2022, 1, 1)
    with Workspace(str(home)) as ws:
        c = ws.conn
        c.execute("BEGIN")
        qrows = []
        for i in range(imports):
            vendor = f"Vendor {i if i % 5 else i // 5} Trading Co., Ltd."  # 4 in 5 imports from a vendor of its own
            day = start + dt.timedelta(days=rng.randint(0, 1800))
            cur = c.execute(
                "INSERT INTO imports (file_name, file_path, sha256, sheet, kind, vendor, header_row, mapping_json,"
                " rows_count, rejected_count, warnings_json, as_of, imported_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
                (
                    f"quote-{i:05d}.xlsx",
                    f"/quotes/quote-{i:05d}.xlsx",
                    f"{i:064x}",
                    "Sheet1",
                    "quotes",
                    vendor,
                    3,
                    "{}",
                    per_import,
                    0,
                    "[]",
                    day.isoformat(),
                    f"{day.isoformat()}T10:00:00",
                ),
            )
            import_id = cur.lastrowid
            for j in range(per_import):
                k = i * per_import + j
                r = rng.random()
                if k % 5 == 0:
                    did = hot
                elif r < 0.18:
                    did = rng.choice(warm)
                elif r < 0.20:
                    did = None
                else:
                    did = rng.choice(cold_pool)
                price = round(rng.uniform(5_000, 400_000), 2)
                values = {
                    **QUOTE_DEFAULTS,
                    "source_row": j + 4,
                    "raw_model": f"Model {k} {rng.choice(FAMILIES)}-{rng.randint(1, 99999)}",
                    "device_id": did,
                    "match_confidence": 1.0 if did else 0.0,
                    "price_min": price,
                    "price_max": round(price * rng.uniform(1.0, 1.2), 2),
                    "currency": rng.choice(("CNY", "USD", "CNY", "CNY", "EUR")),
                    "quantity": rng.randint(1, 64),
                    "price_on_request": 0,
                    "units_per_item": 1.0,
                    "price_kind": "purchase",
                    "raw_price": f"{price:,.2f}",
                    "cell": f"E{j + 4}",
                    "lead_time": f"{rng.randint(1, 12)} weeks",
                    "notes": f"row {k}",
                }
                qrows.append((import_id, *(values[col] for col in QUOTE_COLUMNS)))
        c.executemany(
            f"INSERT INTO quotes (import_id, {', '.join(QUOTE_COLUMNS)}) VALUES (?{',?' * len(QUOTE_COLUMNS)})", qrows
        )
        c.execute("COMMIT")
        counts = ws.quote_counts()
    cold = min(cold_pool, key=lambda d: (counts.get(d, 0) == 0, counts.get(d, 0)))  # the fewest quotes, not none
    return {"hot": hot, "warm": warm[0], "cold": cold}


def build(home: Path, devices: int = 20_000, imports: int = 5_000) -> dict:
    """The whole scale workspace; returns the device ids the benchmarks pick."""
    from gpucompare.store import Workspace

    home.mkdir(parents=True, exist_ok=True)
    write_catalog(home, devices)
    with Workspace(str(home)) as ws:
        ids = [d.id for d in ws.catalog().devices]
    return fill_quotes(home, ids, imports)


if __name__ == "__main__":
    print(build(Path(sys.argv[1])))
