"""The quote ledger: after any sequence of edits (quotes added, removed, moved to another device, pins, offer
corrections, a new day), each device's choice is the one a full run of the rule over the quotes as they now are
gives."""

import random

from gpucompare.core.offers import QuoteLedger, choose_quotes

DEVICES = ("dev-a", "dev-b", "dev-c", "dev-d", "dev-e")
DAYS = ("2026-10-01", "2026-11-05", "2026-11-20", "2026-12-01", "2026-12-03", "2026-12-10")


def random_quote(rng: random.Random, i: int) -> dict:
    price = round(rng.uniform(50_000, 300_000), 2)
    q = {
        "id": i,
        "import_id": rng.randint(1, 6),
        "device_id": rng.choice(DEVICES),
        "price_min": price,
        "price_max": price * rng.choice((1.0, 1.0, 1.1)),
        "currency": "CNY",
        "price_on_request": rng.random() < 0.05,
        "price_kind": rng.choice(("purchase", "purchase", "purchase", "hourly")),
        "as_of": rng.choice(DAYS[:4]),
        "raw_price": "",
        "notes": rng.choice(("", "server of 8", "含13%增值税")),
    }
    if rng.random() < 0.3:
        q["valid_until"] = rng.choice(DAYS)
    if rng.random() < 0.2:
        q["condition"] = rng.choice(("used", "refurbished", "new"))
    if rng.random() < 0.2:
        q["offer"] = rng.choice(("card", "server", "rack"))
        q["units_per_item"] = 8
    return q


def summary(choices: dict) -> dict:
    """What a user sees of each choice: the quote, why, the marks, the pin, and every quote set aside with why."""
    out = {}
    for device_id, c in choices.items():
        out[device_id] = (
            c.quote and c.quote["id"],
            str(c.why),
            [str(m) for m in c.marks],
            c.pinned,
            c.n_aside,
            sorted((q["id"], str(why)) for q, why in c.set_aside),
            str(c.text()),
        )
    return out


def test_choices_kept_edit_by_edit_equal_a_full_run_of_the_rule():
    rng = random.Random(2026)
    for trial in range(30):
        quotes = {i: random_quote(rng, i) for i in range(1, rng.randint(2, 60))}
        pins: dict[str, int] = {}
        edits: dict[int, dict] = {}
        today = "2026-12-04"
        ledger = QuoteLedger(list(quotes.values()), today=today)
        next_id = max(quotes) + 1
        for _step in range(25):
            what = rng.choice(("add", "remove", "move", "pin", "unpin", "offer", "day", "import"))
            rows, removed = [], []
            if what == "add":
                q = random_quote(rng, next_id)
                next_id += 1
                quotes[q["id"]] = q
                rows = [q]
            elif what == "remove" and quotes:
                gone = rng.choice(list(quotes))
                del quotes[gone]
                removed = [gone]
            elif what == "move" and quotes:
                i = rng.choice(list(quotes))
                quotes[i] = {**quotes[i], "device_id": rng.choice((*DEVICES, None))}
                rows = [quotes[i]]
                removed = [i]  # as the store says it: read again, gone where it was
            elif what == "pin" and quotes:
                i = rng.choice(list(quotes))
                if quotes[i]["device_id"]:
                    pins[quotes[i]["device_id"]] = i
            elif what == "unpin" and pins:
                del pins[rng.choice(list(pins))]
            elif what == "offer" and quotes:
                i = rng.choice(list(quotes))
                edits[i] = {"offer": rng.choice(("card", "server", "rack", "")), "includes": ["nic"]}
            elif what == "day":
                today = rng.choice(("2026-11-30", "2026-12-04", "2026-12-08"))
            elif what == "import":  # an import removed: its quotes go, wherever they were
                imp = rng.randint(1, 6)
                removed = [i for i, q in quotes.items() if q["import_id"] == imp]
                for i in removed:
                    del quotes[i]
            pins = {d: i for d, i in pins.items() if i in quotes and quotes[i]["device_id"] == d}
            edits = {i: e for i, e in edits.items() if i in quotes}
            ledger.update(rows=rows, removed=removed, pins=pins, edits=edits, today=today)
            full = choose_quotes([q for q in quotes.values() if q["device_id"]], today=today, pins=pins, edits=edits)
            assert summary(ledger.purchase) == summary(full), (trial, _step, what)
            book = ledger.book()
            hourly = [
                q
                for q in quotes.values()
                if q["device_id"] and q["price_kind"] == "hourly" and not q["price_on_request"]
            ]
            assert sorted(q["id"] for q in book.hourly) == sorted(q["id"] for q in hourly)


def test_an_edit_chooses_again_only_for_the_devices_it_touched():
    rng = random.Random(7)
    quotes = [random_quote(rng, i) for i in range(1, 200)]
    ledger = QuoteLedger(quotes, today="2026-12-04")
    before = dict(ledger.purchase)
    moved = {**quotes[0], "device_id": "dev-z"}
    touched = ledger.update(rows=[moved], removed=[moved["id"]])
    assert touched == {quotes[0]["device_id"], "dev-z"}
    for device_id, c in ledger.purchase.items():
        if device_id not in touched:
            assert c is before[device_id]  # the same choice object: not chosen again
