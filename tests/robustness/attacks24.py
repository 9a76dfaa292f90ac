"""The attacks of the catalog-update round (issue 24), each run as a user or an attacker would, in temporary
folders, by separate processes where a crash or a hang could hide: every function returns one row of the
reliability table (`report.py`).

Columns: tries; crashes (an exit other than 0, 1, 2, a signal, or an error that is not one line); tracebacks;
hangs (past the attack's time limit); data lost (a stored catalog, quote, saved comparison or file changed or lost
without the user's say, a temporary file left after the next start); security-relevant (a file written through a
planted link, another local port reached, a name or number silently read as another, a raw escape or direction
override printed, a takeover of a curated name).
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


@dataclass
class Row:
    attack: str
    tries: int = 0
    crashes: int = 0
    tracebacks: int = 0
    hangs: int = 0
    lost: int = 0
    security: int = 0

    def failures(self) -> int:
        return self.crashes + self.tracebacks + self.hangs + self.lost + self.security


def gpucompare(args: list[str], home: Path | None = None, timeout: float = 120, env: dict | None = None):
    """Run the command line in its own process: (exit code or None on a hang, stdout, stderr, seconds)."""
    full = [sys.executable, "-m", "gpucompare", *(["--home", str(home)] if home else []), *args]
    t0 = time.monotonic()
    try:
        out = subprocess.run(
            full,
            capture_output=True,
            text=True,
            encoding="utf-8",
            errors="replace",  # a locale's own encoding (ISO-8859-1) read back as what it is
            timeout=timeout,
            cwd=ROOT,
            env={**os.environ, **(env or {})},
        )
    except subprocess.TimeoutExpired:
        return None, "", "", time.monotonic() - t0
    return out.returncode, out.stdout, out.stderr, time.monotonic() - t0


def in_process(args: list[str], home: Path):
    """The command line run in this process (for arguments no process can be given: a NUL byte)."""
    from contextlib import redirect_stderr, redirect_stdout

    from gpucompare.cli import run

    out, err = io.StringIO(), io.StringIO()
    t0 = time.monotonic()
    with redirect_stdout(out), redirect_stderr(err):
        code = run(["--home", str(home), *args])
    return code, out.getvalue(), err.getvalue(), time.monotonic() - t0


def judge(row: Row, result, limit: float | None = None) -> bool:
    """Count one try; whether it ended cleanly."""
    code, out, err, took = result
    row.tries += 1
    if code is None or (limit is not None and took > limit):
        row.hangs += 1
        return False
    if "Traceback" in err or "Traceback" in out:
        row.tracebacks += 1
        return False
    if code not in (0, 1, 2) or (code != 0 and err.count("\n") != 1):
        row.crashes += 1
        print(f"  crash: {code} {err[-300:]}", file=sys.stderr)
        return False
    if "\x1b" in out or "\x1b" in err or any(c in out + err for c in "\u202e\u202d\u2066\u2067"):
        row.security += 1
        return False
    return True


def epoch_rows():
    from gpucompare.paths import data_file

    with open(data_file("epoch_ml_hardware.csv"), newline="", encoding="utf-8") as fh:
        reader = csv.DictReader(fh)
        return reader.fieldnames, list(reader)


def write_csv(path: Path, cols, rows) -> Path:
    buf = io.StringIO()
    w = csv.DictWriter(buf, cols)
    w.writeheader()
    w.writerows(rows)
    path.write_text(buf.getvalue(), encoding="utf-8")
    return path


def _meaning(home: Path, names: list[str]) -> dict:
    """What the workspace means: each name's device and its BF16 figure, each quote's device, the comparisons."""
    from gpucompare.store import Workspace

    with Workspace(str(home)) as ws:
        cat = ws.catalog()
        out = {}
        for n in names:
            m = cat.match(n)
            out[n] = (m.device_id, cat[m.device_id].get("bf16_tflops") if m.device_id else None)
        quotes = {q["id"]: q["device_id"] for q in ws.quotes()}
        comps = ws.saved_comparisons()
    return {"names": out, "quotes": quotes, "comparisons": comps}


def _seed(home: Path, tmp: Path) -> list[str]:
    """A workspace with quotes on curated and Epoch-only devices and a saved comparison naming them."""
    from types import SimpleNamespace

    from gpucompare.store import Workspace

    devices = ["nvidia-h100-sxm5-80gb", "nvidia-a100-sxm4-80gb", "nvidia-tesla-k40s", "nvidia-l4"]
    rows = [
        (i + 2, d, d, 1.0, 1000.0 + i, 1000.0 + i, "USD", 1.0, False, 1.0, "purchase", "1000", f"C{i}", "", "")
        for i, d in enumerate(devices)
    ]
    preview = SimpleNamespace(
        file_name="q.xlsx",
        file=str(tmp / "q.xlsx"),
        sha256="seed",
        sheet="S",
        kind="quotes",
        vendor="Acme",
        header_row=1,
        mapping={},
        count=len(rows),
        rejected=[],
        warnings=[],
        as_of="2026-11-01",
        devices=[],
        rows=rows,
    )
    with Workspace(str(home)) as ws:
        ws.add_import(preview)
        ws.set_saved_comparisons({"budget": {"ids": devices[:3], "baseline": devices[0]}})
    return devices


NAMES = [
    "H100 SXM",
    "H100 SXM5 80GB",
    "A100 SXM4 80GB",
    "A100 80GB PCIe",
    "H800",
    "Tesla K40s",
    "NVIDIA L4",
    "Gaudi2",
    "910B",
    "MI300X",
]


def catalog_updates(tmp: Path) -> Row:
    """Shadowing, respelled, dropped and swapped rows, each applied: every name, quote and saved comparison keeps
    its meaning, or the change is a conflict or a device listed as needing one."""
    row = Row("catalog update: shadowing, respelled, dropped and swapped rows")
    cols, base = epoch_rows()

    def extra(name, maker, bf16, link):
        r = {c: "" for c in cols}
        r.update(
            {
                "Hardware name": name,
                "Manufacturer": maker,
                "Type": "GPU",
                "Release date": "2026-06-01",
                "Tensor-FP16/BF16 performance (FLOP/s)": bf16,
                "Link to datasheet": link,
            }
        )
        return r

    def renamed(rows, old, new):
        return [{**r, "Hardware name": new} if r["Hardware name"] == old else r for r in rows]

    scenarios = {
        "shadow an alias": base + [extra("NVIDIA H100 SXM", "NVIDIA", "9.9e15", "https://evil.example/")],
        "shadow a name": base + [extra("NVIDIA H100 SXM5 80GB", "NVIDIA", "9.9e15", "https://evil.example/")],
        "shadow a part number": base + [extra("900-21010-0000-000", "Acme", "1e15", "https://evil.example/")],
        "respell a curated row": renamed(base, "NVIDIA A100 SXM4 80 GB", "NVIDIA A100 SXM4 80GB"),
        "respell an Epoch row": renamed(base, "NVIDIA Tesla K40s", "NVIDIA Tesla K40s GPU Accelerator"),
        "drop an Epoch row": [r for r in base if r["Hardware name"] != "NVIDIA Tesla K40s"],
        "swap two rows that read the same": base
        + [extra("Acme X 1", "Acme", "5e15", ""), extra("Acme X-1", "Acme", "1e15", "")],
        "the same two rows, the other order": base
        + [extra("Acme X-1", "Acme", "1e15", ""), extra("Acme X 1", "Acme", "5e15", "")],
    }
    home = tmp / "cat-ws"
    _seed(home, tmp)
    first = _meaning(home, NAMES)
    for name, rows in scenarios.items():
        before = _meaning(home, NAMES)
        path = write_csv(tmp / f"{abs(hash(name))}.csv", cols, rows)
        res = gpucompare(["catalog", "update", str(path), "--json"], home)
        if not judge(row, res, 60):
            continue
        after = _meaning(home, NAMES)
        doc = json.loads(res[1])
        removed = {c["device_id"] for c in doc["changes"] if c["kind"] == "removed"}
        for n, (did, bf16) in before["names"].items():
            now = after["names"][n]
            if now[0] != did and did not in removed:
                row.security += 1  # a name now means another device
                print(f"  {name}: {n!r} {did} -> {now[0]}", file=sys.stderr)
            elif now[0] == did and did and "shadow" in name and not _same_number(now[1], bf16):
                row.security += 1  # a shadowing row changed a curated device's figures
                print(f"  {name}: {n!r} now {now[1]} (was {bf16})", file=sys.stderr)
        for qid, did in before["quotes"].items():
            if after["quotes"].get(qid) != did:
                row.lost += 1
        if after["comparisons"] != before["comparisons"]:
            row.lost += 1
        if name == "drop an Epoch row" and doc["orphaned_quotes"] != 1:
            row.lost += 1  # the quote that will need a device must be named before it is applied
        # back to the first catalog for the next scenario, exactly
        res = gpucompare(["catalog", "rollback", "0"], home)
        judge(row, res, 60)
        if _meaning(home, NAMES) != first:
            row.lost += 1
    return row


def risky_updates_and_rollback(tmp: Path) -> Row:
    """A file that loses half its rows or most of its columns is refused without --force; applied with it, then
    rolled back, the catalog is exactly the one before."""
    row = Row("catalog update: risky files need a confirmation; a rollback restores exactly")
    cols, base = epoch_rows()
    home = tmp / "risk-ws"
    from gpucompare.store import Workspace

    def snapshot():
        with Workspace(str(home)) as ws:
            return {d.id: (d.name, dict(d.values)) for d in ws.catalog().devices}

    first = snapshot()
    for label, c, rows in (
        ("half the rows", cols, base[: len(base) // 2]),
        ("columns dropped", [c for c in cols if "FP32" not in c and "TDP" not in c], base),
    ):
        keep = set(c)
        path = write_csv(tmp / f"risk-{len(c)}.csv", c, [{k: v for k, v in r.items() if k in keep} for r in rows])
        res = gpucompare(["catalog", "update", str(path)], home)
        if judge(row, res, 60) and res[0] != 1:
            row.lost += 1  # applied without a confirmation
            print(f"  risky file ({label}) applied without --force", file=sys.stderr)
        if snapshot() != first:
            row.lost += 1
        res = gpucompare(["catalog", "update", str(path), "--force"], home)
        judge(row, res, 60)
        res = gpucompare(["catalog", "rollback", "0"], home)
        judge(row, res, 60)
        if snapshot() != first:
            row.lost += 1
    return row


def hostile_downloads(tmp: Path) -> Row:
    """Each broken or hostile HTTP answer and each address that is not a URL, given to `catalog update`: one
    sentence within the deadline, the catalog unchanged, no request to another local port."""
    from gpucompare.paths import data_file
    from tests.robustness.hostile_server import ACCEPTED, BAD_URLS, BEHAVIOURS, HostileServer

    row = Row("downloads: cut, slow, endless, malformed answers, redirects, bad URLs")
    home = tmp / "dl-ws"
    body = data_file("epoch_ml_hardware.csv").read_bytes()
    with HostileServer(body) as srv:
        targets = [srv.url(p) for p in BEHAVIOURS if p not in ACCEPTED] + list(BAD_URLS)
        for url in targets:
            before = _catalog_hash(home)
            args = ["catalog", "update", url, "--timeout", "4"]
            res = in_process(args, home) if "\x00" in url else gpucompare(args, home, timeout=60)
            if judge(row, res, 15) and res[0] == 0:
                row.lost += 1  # a broken answer applied
            if _catalog_hash(home) != before:
                row.lost += 1
        row.security += srv.hits_other
        res = gpucompare(["catalog", "update", srv.url("/ok"), "--dry-run"], home)
        if judge(row, res, 30) and res[0] != 0:
            row.lost += 1  # the good answer must still work
    return row


def _same_number(a, b) -> bool:
    return a == b or (a != a and b != b)


def _catalog_hash(home: Path) -> str:
    f = home / "catalog" / "epoch_ml_hardware.csv"
    return hashlib.sha256(f.read_bytes()).hexdigest() if f.exists() else ""


def special_sources(tmp: Path) -> Row:
    """A FIFO, a device, a folder and a link to a FIFO as a catalog or price source: refused at once."""
    row = Row("sources that are not regular files (FIFO, /dev/zero, /dev/urandom, folder)")
    if not sys.platform.startswith("linux"):
        return row
    fifo = tmp / "pipe.csv"
    os.mkfifo(fifo)
    link = tmp / "link.csv"
    os.symlink(fifo, link)
    for src in (fifo, "/dev/zero", "/dev/urandom", tmp, link):
        for cmd in (["catalog", "update", str(src)], ["prices", "update", str(src)]):
            res = gpucompare(cmd, tmp / "src-ws", timeout=30)
            if judge(row, res, 10) and res[0] == 0:
                row.lost += 1
    return row


def package_bombs(tmp: Path) -> Row:
    """Small workbooks whose parts would inflate to gigabytes, lie about their size, point outside the package or
    hold 30,000 parts: one sentence, never the reader aborting the process."""
    from tests.robustness.package_bombs import write_bombs

    row = Row("workbooks whose parts inflate, lie, point outside or number 30,000")
    for path in write_bombs(tmp / "bombs"):
        for extra in (["--dry-run"], []):
            res = gpucompare(["import", str(path), *extra], tmp / "bomb-ws", timeout=120)
            if judge(row, res, 60) and res[0] == 0:
                row.lost += 1
    return row


LOOKALIKES = {
    "910В": "huawei-ascend-910b",  # Cyrillic Ve
    "Ascend 910В": "huawei-ascend-910b",
    "MI300А": "amd-instinct-mi300a",  # Cyrillic A
    "RTX 4090Д": None,  # a Cyrillic letter that imitates no Latin one: never the 4090
    "H100\u200b SXM5 80GB": "nvidia-h100-sxm5-80gb",  # a zero-width space
    "Н100 SXM5 80GB": "nvidia-h100-sxm5-80gb",  # Cyrillic En
    "A100\u202e SXM4 80GB": "nvidia-a100-sxm4-80gb",  # a right-to-left override
}


def lookalikes(tmp: Path) -> Row:
    """Names with look-alike letters, zero-width and direction characters: read as the letters they imitate with
    a warning, or not at all; vendors printed three ways stored as one; nothing raw printed back."""
    from gpucompare.core.catalog import bundled_catalog
    from gpucompare.safetext import shown

    row = Row("look-alike letters, zero-width and direction characters in names and vendors")
    cat = bundled_catalog()
    for text, want in LOOKALIKES.items():
        row.tries += 1
        m = cat.match(text)
        warning = cat.match_warning(text, m)
        if m.device_id != want or (want and not warning) or any(c in shown(warning) for c in "\u202e\u200b"):
            row.security += 1
            print(f"  look-alike {text!r}: {m.device_id} {warning!r}", file=sys.stderr)
        res = gpucompare(
            ["estimate", "--device", text, "--count", "8", "--workload", "Llama 2 7B", "--json"],
            tmp / "la-ws",
            timeout=120,
        )
        if judge(row, res, 60):
            got = json.loads(res[1]).get("device_id") if res[0] == 0 else None
            if got != want and not (want is None and res[0] == 2):
                row.security += 1
    # three spellings of one vendor, imported: one vendor stored
    from tests.robustness.make_hostile import quote_sheet  # noqa: F401 - the sheet writer of the last round

    vendors = ["NVIDIA Inc.", "NVIDIA\u200b Inc.", "NVIDIA \u0406nc."]
    from openpyxl import Workbook

    for i, v in enumerate(vendors):
        wb = Workbook()
        ws = wb.active
        ws.append(["型号", "单价(元)"])
        ws.append(["H800", 250_000 + i])
        path = tmp / f"v{i}.xlsx"
        wb.save(path)
        res = gpucompare(["import", str(path), "--vendor", v, "--currency", "CNY"], tmp / "vendor-ws")
        judge(row, res, 60)
    from gpucompare.store import Workspace

    with Workspace(str(tmp / "vendor-ws")) as ws:
        if len({q["vendor"] for q in ws.quotes()}) != 1:
            row.lost += 1
    return row


def impossible_values(tmp: Path) -> Row:
    """Catalog rows with 0 TFLOPS, a TDP of 1e308, NaN; --tco values at and past their bounds; hand-edited
    preferences: every command answers (0) or refuses in one sentence (2), never a 300-digit cost."""
    import random

    from gpucompare.core.tco import KEYS
    from gpucompare.store import PREFERENCE_RANGES, Workspace

    row = Row("impossible values: catalog rows, --tco, hand-edited preferences")
    cols, base = epoch_rows()
    odd = {c: "" for c in cols}
    odd.update(
        {
            "Hardware name": "Acme Zero",
            "Manufacturer": "Acme",
            "Type": "GPU",
            "Tensor-FP16/BF16 performance (FLOP/s)": "0",
            "TDP (W)": "1e308",
            "Memory size per board (Byte)": "nan",
        }
    )
    home = tmp / "odd-ws"
    judge(row, gpucompare(["catalog", "update", str(write_csv(tmp / "odd.csv", cols, base + [odd])), "--force"], home))
    for dev in ("Acme Zero", "H800"):
        res = gpucompare(["estimate", "--device", dev, "--count", "8", "--workload", "Llama 2 7B"], home)
        judge(row, res, 60)
    rng = random.Random(24)
    values = ["0", "1e-300", "4.9e-324", "1e308", "-1", "nan", "inf", "1e-7", "0.25", "50", "1", "1000", "10000"]
    numeric = [k for k, v in KEYS.items() if v in ("number", "fraction")]
    for _ in range(30):
        tco = []
        for k in rng.sample(numeric, rng.choice((1, 2, 3))):
            tco += ["--tco", f"{k}={rng.choice(values)}"]
        res = gpucompare(["estimate", "--device", "H800:buy", "--count", "64", "--workload", "Llama 2 7B", *tco], home)
        if judge(row, res, 60) and any(len(w) > 25 for w in res[1].split() if w.strip("$¥,.%").isdigit()):
            row.security += 1  # a 300-digit figure printed
    keys = [f"tco.{k}" for k in KEYS] + list(PREFERENCE_RANGES)
    for i in range(10):
        h = tmp / f"prefs-{i}"
        with Workspace(str(h)) as ws:
            for k in rng.sample(keys, 4):
                ws.set_setting(k, rng.choice(values))
        for cmd in (
            ["estimate", "--device", "H800:buy", "--count", "8", "--workload", "Llama 2 7B"],
            ["devices", "--basis", "hour:owned+rented"],
        ):
            judge(row, gpucompare(cmd, h), 60)
    return row


COMMANDS = [
    ["devices"],
    ["devices", "--json"],
    ["devices", "--query", "910B"],
    ["workloads"],
    ["instances"],
    ["quotes"],
    ["catalog", "versions"],
    ["estimate", "--device", "H800", "--count", "8", "--workload", "Llama 2 7B"],
    ["estimate", "--device", "昇腾910B", "--count", "8", "--workload", "Llama 2 7B", "--currency", "CNY"],
    ["estimate", "--device", "H800", "--count", "8", "--workload", "Llama 2 7B", "--json"],
    ["estimate", "--device", "H800:buy", "--count", "64", "--workload", "Llama 2 70B", "--currency", "CNY,USD"],
    ["estimate", "--device", "H800", "--count", "8", "--params", "7,5B", "--tokens", "1T"],
    ["devices", "--currency", "CNY"],
    ["estimate", "--device", "Gaudi2", "--count", "8", "--workload", "ResNet-50"],
]


def locales(tmp: Path) -> Row:
    """The commands under ISO-8859-1 and ASCII output encodings (as an ISO-8859 locale gives), and numbers
    written the way other locales write them: read as meant, or refused in one sentence."""
    row = Row("locales: ISO-8859/ASCII output, numbers in other locales' forms")
    for encoding in ("iso8859-1", "ascii"):
        for cmd in COMMANDS:
            judge(row, gpucompare(cmd, tmp / "loc-ws", env={"PYTHONIOENCODING": encoding}), 60)
    for text, want in (
        ("7,5B", 7.5e9),
        ("70B", 70e9),
        ("175,000,000,000", 175e9),
        ("1.234,5M", 1234.5e6),
        ("７０B", 70e9),
        ("70亿", 7e9),
        ("1,2,3B", None),
        ("7.5.3B", None),
    ):
        res = gpucompare(
            ["estimate", "--device", "H800", "--count", "8", "--params", text, "--tokens", "1T", "--json"],
            tmp / "loc-ws",
        )
        if not judge(row, res, 60):
            continue
        got = json.loads(res[1]).get("params") if res[0] == 0 else None
        if want is None and res[0] != 2:
            row.security += 1
        if want is not None and (res[0] != 0 or got is None or abs(got - want) > 1e-6 * want):
            row.security += 1
            print(f"  --params {text!r}: {res[0]} {got}", file=sys.stderr)
    return row


def faults(tmp: Path) -> Row:
    """Concurrent updates, a full disk, planted links, kills during reports and exports, an empty --home, long
    saved-comparison names: nothing lost, nothing left behind, nothing written through a link."""
    import resource
    import signal

    row = Row("faults: concurrent updates, full disk, planted links, kills, --home '', long names")
    cols, base = epoch_rows()
    home = tmp / "fault-ws"
    paths = [
        write_csv(
            tmp / f"c{i}.csv",
            cols,
            [{**r, "TDP (W)": str(70 + i)} if r["Hardware name"] == "NVIDIA L4" else r for r in base],
        )
        for i in range(6)
    ]
    env = {**os.environ, "GPUCOMPARE_HOME": str(home)}
    procs = [
        subprocess.Popen(
            [sys.executable, "-m", "gpucompare", "catalog", "update", str(p)],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=ROOT,
        )
        for p in paths
    ]
    for p in procs:
        out, err = p.communicate(timeout=300)
        judge(row, (p.returncode, out, err, 0.0))
        if p.returncode != 0 or ".tmp" in err:
            row.lost += 1
            print(f"  concurrent update: {p.returncode} {err[-200:]}", file=sys.stderr)
    if [f for f in (home / "catalog").rglob("*") if f.name.endswith(".tmp")]:
        row.lost += 1
    # a full disk (the file size limit of the process stands in for it): refused, nothing left behind
    cat_before = _catalog_hash(home)

    def small_disk():
        resource.setrlimit(resource.RLIMIT_FSIZE, (20_000, 20_000))  # smaller than the catalog's 100 kB
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)

    p = subprocess.run(
        [sys.executable, "-m", "gpucompare", "catalog", "update", str(paths[0])],
        env=env,
        capture_output=True,
        text=True,
        cwd=ROOT,
        preexec_fn=small_disk,
        timeout=120,
    )
    judge(row, (p.returncode, p.stdout, p.stderr, 0.0))
    if p.returncode == 0 or _catalog_hash(home) != cat_before:
        row.lost += 1
        print(f"  full disk: {p.returncode} {p.stderr[-200:]}", file=sys.stderr)
    left = [f for f in (home / "catalog").rglob("*") if f.name.endswith(".tmp")]
    if left:
        row.lost += 1
        print(f"  full disk left {left}", file=sys.stderr)
    # planted links where a temporary file, the registry or the lock would be
    victim = tmp / "victim.txt"
    victim.write_text("keep me")
    folder = home / "catalog"
    for name in ("epoch_ml_hardware.tmp", ".epoch_ml_hardware.csv.tmp", "prices.tmp"):
        try:
            os.symlink(victim, folder / name)
        except FileExistsError:
            pass
    judge(row, gpucompare(["catalog", "update", str(paths[1])], home))
    os.replace(folder / "epoch_ids.csv", tmp / "ids.bak")
    os.symlink(victim, folder / "epoch_ids.csv")
    judge(row, gpucompare(["catalog", "update", str(paths[2])], home))
    if victim.read_text() != "keep me":
        row.security += 1
    # kills during reports and exports, then the next start: no temporary file left
    from tests.test_cli_contract import kill_while_writing

    out = tmp / "kill-out"
    out.mkdir()
    kenv = {**os.environ, "GPUCOMPARE_HOME": str(tmp / "kill-ws")}
    report = ["report", "--devices", "H800,Gaudi2", "--pdf", str(out / "r.pdf")]
    judge(row, gpucompare(report, env={"GPUCOMPARE_HOME": str(tmp / "kill-ws")}))
    good = (out / "r.pdf").read_bytes()
    for _ in range(8):
        row.tries += 1
        kill_while_writing(report, out / "r.pdf", kenv)
        if (out / "r.pdf").read_bytes() != good:
            row.lost += 1
    judge(row, gpucompare(["devices", "--query", "H800"], env={"GPUCOMPARE_HOME": str(tmp / "kill-ws")}))
    left = [f.name for f in out.iterdir() if f.name != "r.pdf"]
    row.lost += len(left)
    if left:
        print(f"  kills left {left}", file=sys.stderr)
    # --home '': refused, never the current folder
    res = gpucompare(["--home", "", "devices"])
    if judge(row, res) and res[0] != 2:
        row.security += 1
    # saved comparisons whose names agree in their first 80 characters stay two
    from gpucompare.store import Workspace

    row.tries += 1
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings

    from gpucompare.gui.session import Session

    with Workspace(str(tmp / "names-ws")) as ws:
        s = Session(ws, QSettings(str(tmp / "s.ini"), QSettings.Format.IniFormat))
        s.set_comparison(["nvidia-h800-sxm5-80gb", "nvidia-a100-sxm4-80gb"])
        s.save_comparison("x" * 80 + " plan A")
        s.save_comparison("x" * 80 + " plan B")
        if len(s.saved_comparisons()) != 2:
            row.lost += 1
    return row
