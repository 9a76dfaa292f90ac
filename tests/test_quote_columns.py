"""The quotes held in columns for the Quotes view stay exactly what the workspace says through imports, removals
(and an undone import redone under the same ids), devices chosen by hand and another process's writes; the
latest quote per device kept up to date the same way equals it asked whole."""

import random
from types import SimpleNamespace

import numpy as np

from gpucompare.core.quotes import price_history
from gpucompare.quote_columns import QuoteColumns
from gpucompare.store import Workspace
from tests.perf.scale import fill_quotes

DEVICES = [
    "nvidia-h800-sxm5-80gb",
    "nvidia-a100-sxm4-80gb",
    "nvidia-h100-sxm5-80gb",
    "intel-gaudi2",
    "huawei-ascend-910b",
    "amd-mi300x",
    "nvidia-l40s",
    "nvidia-h20-96gb",
    "nvidia-rtx-4090",
    "google-tpu-v5p",
    "nvidia-a800-sxm4-80gb",
    "nvidia-b200",
]


def sheet(i: int, devices: list[str | None]):
    rows = [
        (
            j + 2,
            f"model {i}-{j}",
            d,
            1.0,
            1000.0 + i * 7 + j,
            1100.0 + i * 7 + j,
            "USD",
            1.0,
            False,
            1.0,
            "purchase",
            "1000",
            f"C{j + 2}",
            "",
            "",
        )
        for j, d in enumerate(devices)
    ]
    return SimpleNamespace(
        file_name=f"s{i}.xlsx",
        file=f"/x/s{i}.xlsx",
        sha256=f"{i:064x}-{random.random()}",
        sheet="S",
        kind="quotes",
        vendor=f"Vendor {i % 7}",
        header_row=1,
        mapping={},
        count=len(rows),
        rejected=[],
        warnings=[],
        as_of=f"2026-{1 + i % 12:02d}-{1 + i % 27:02d}",
        devices=[],
        rows=rows,
    )


def same(a: QuoteColumns, b: QuoteColumns, catalog_ids: set[str]) -> None:
    ids = lambda t, pos: [int(t.ids[p]) for p in pos]  # noqa: E731
    assert ids(a, a.order()) == ids(b, b.order())
    for d in DEVICES + ["nobody"]:
        assert ids(a, a.of_device(d)) == ids(b, b.of_device(d)), d
    assert ids(a, a.needing_device(catalog_ids)) == ids(b, b.needing_device(catalog_ids))
    for key in ("date", "vendor", "raw_model", "price", "currency", "vat", "price_kind", "from"):
        assert ids(a, a.sort(a.order(), key)) == ids(b, b.sort(b.order(), key)), key


def test_columns_follow_every_edit_and_match_a_fresh_read(tmp_path):
    rng = random.Random(4)
    with Workspace(str(tmp_path)) as ws:
        fill_quotes(tmp_path, DEVICES, imports=60, per_import=12)
        cat = ws.catalog()
        known = set(cat.by_id)
        live = QuoteColumns(ws)
        live.warm()
        assert [q["id"] for q in ws.quotes()] == [int(live.ids[p]) for p in live.order()]
        imports = []
        for step in range(40):
            what = rng.random()
            if what < 0.4:
                qid = int(rng.choice(live.ids[live.order()]))
                ws.set_quote_device(qid, rng.choice(DEVICES + [None, "gone-device"]))
            elif what < 0.7:
                result = ws.add_import(sheet(step, [rng.choice(DEVICES + [None]) for _ in range(5)]))
                imports.append(result.import_id)
            elif imports:
                ws.remove_import(imports.pop(rng.randrange(len(imports))))
            live.sync()
            if step % 5 == 0:
                same(live, QuoteColumns(ws), known)
                assert ws.latest_quotes() == Workspace(str(tmp_path)).latest_quotes()
        same(live, QuoteColumns(ws), known)
        # an undone import redone: SQLite gives the same ids again
        last = ws.add_import(sheet(99, DEVICES[:4])).import_id
        live.sync()
        ws.remove_import(last)
        live.sync()
        again = ws.add_import(sheet(100, DEVICES[:4])).import_id
        live.sync()
        assert again == last
        same(live, QuoteColumns(ws), known)
    # another process writes: read whole again
    with Workspace(str(tmp_path)) as other:
        other.add_import(sheet(200, DEVICES[:3]))
    with Workspace(str(tmp_path)) as ws:
        fresh = QuoteColumns(ws)
        assert len(fresh) == ws.quote_count()


def test_price_history_is_bounded_whatever_the_vendors():
    rng = np.random.default_rng(1)
    n = 20_000
    t = rng.integers(0, 1000, n).astype(float) * 86_400
    lo = rng.uniform(100, 200, n)
    vendors = np.array([f"V{i}" for i in rng.integers(0, 2000, n)], dtype=object)
    series = price_history(t, lo, lo * 1.1, vendors, max_vendors=8)
    assert len(series) == 9 and series[-1].label == "" and series[-1].vendors == 2000 - 8
    assert sum(s.quotes for s in series) == n
    assert all(len(s.t) <= 1000 for s in series)
    top = series[0]
    assert top.quotes == max(np.unique(vendors, return_counts=True)[1])
    few = price_history(t[:9], lo[:9], lo[:9], vendors[:9])
    assert all(s.label for s in few) and sum(s.quotes for s in few) == 9
