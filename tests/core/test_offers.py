"""Offers, not bare prices: what a quote includes, the one rule that picks a device's quote, and the tax basis every
price is compared on; the capital outlay adds only what the offer lacks, net and gross consistent."""

import math

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.money import FxTable
from gpucompare.core.offers import QuoteBook, choose_quote, in_tax_basis, offer_of, tax_of
from gpucompare.core.pricing import quote_price
from gpucompare.core.tco import PriceChoice, RunFacts, TcoSettings, cost_owned, default_for

CAT = bundled_catalog()
FX = FxTable.bundled()
H800 = CAT["nvidia-h800-sxm5-80gb"]
H20 = "nvidia-h20"
TODAY = "2026-12-04"


def quote(i, price, **kw):
    """A workspace quote row as store.quotes() gives it (the offer fields the importer reads, where given)."""
    q = {
        "id": i,
        "device_id": kw.pop("device_id", H20),
        "price_min": price,
        "price_max": kw.pop("price_max", price),
        "currency": kw.pop("currency", "CNY"),
        "price_on_request": 0,
        "price_kind": "purchase",
        "vendor": "某某科技",
        "file_name": "报价单.xlsx",
        "sheet": "报价",
        "source_row": i + 5,
        "as_of": kw.pop("as_of", "2026-12-01"),
        "raw_price": "",
        "notes": "",
    }
    q.update(kw)
    return q


def test_an_offer_says_what_it_holds_and_missing_fields_read_as_not_stated():
    bare = offer_of(quote(1, 104_000))
    assert bare.kind == "card" and not bare.stated and bare.includes == frozenset()
    assert "read as a card" in bare.words()
    server = offer_of(quote(2, 222_400, offer="server", units_per_item=8, includes='["nic", "switch"]'))
    # a server is a host with its memory by definition; the sheet adds its NICs and switches
    assert server.share and server.includes == {"host", "memory", "nic", "switch"} and server.units_per_item == 8
    assert str(server.words()).startswith("server of 8, with host")
    edited = offer_of(quote(3, 222_400), {"offer": "rack", "includes": ["switch", "optics"]})
    assert edited.kind == "rack" and {"switch", "optics", "host"} <= edited.includes


def test_the_rule_keeps_a_card_apart_from_a_servers_share_and_says_why():
    """The issue's H20: a server's per-GPU share and the bare card from the same sheet and day; the card is taken,
    the share set aside with its reason."""
    rows = [quote(1, 200_000 / 7.19 * 8 / 8, currency="USD", offer="server", units_per_item=8), quote(2, 104_000)]
    c = choose_quote(rows, today=TODAY)
    assert c.quote["id"] == 2 and c.offer.kind == "card"
    assert any("kept apart from card prices" in str(why) for _, why in c.set_aside)
    # with no card quote, the share is used and marked as one
    only = choose_quote(rows[:1], today=TODAY)
    assert only.quote["id"] == 1 and any("per-device share" in str(m) for m in only.marks)


def test_expired_used_and_ties_follow_the_stated_rule():
    rows = [
        quote(1, 100_000, as_of="2026-12-01", valid_until="2026-12-03"),  # expired yesterday
        quote(2, 90_000, as_of="2026-11-20", condition="used"),
        quote(3, 110_000, as_of="2026-11-28"),
        quote(4, 108_000, as_of="2026-11-28"),  # same day, lower: the tie goes to it
    ]
    c = choose_quote(rows, today=TODAY)
    assert c.quote["id"] == 4 and "lowest price" in str(c.why)
    reasons = {q["id"]: str(why) for q, why in c.set_aside}
    assert reasons[1] == "expired on 2026-12-03" and "used or refurbished" in reasons[2]
    assert "same date" in reasons[3]
    # a pin wins whatever the rule says, and an expired pin is marked
    pinned = choose_quote(rows, today=TODAY, pin=1)
    assert pinned.pinned and pinned.quote["id"] == 1 and "expired on 2026-12-03" in [str(m) for m in pinned.marks]
    # every quote expired: none chosen, and the reason says how to use one
    gone = choose_quote(rows[:1], today=TODAY)
    assert gone.quote is None and "pin one" in str(gone.why)


def test_tax_basis_converts_at_the_quotes_own_rate_and_marks_the_unknown():
    german = quote(1, 27_450.0, currency="EUR", notes="zzgl. 19 % MwSt.")
    assert tax_of(german) == ("excl", 0.19)
    net, gross = in_tax_basis(german, "net"), in_tax_basis(german, "gross")
    assert net.low == 27_450.0 and not net.converted
    assert gross.low == pytest.approx(27_450.0 * 1.19) and gross.converted and "19% VAT added" in gross.note
    chinese = quote(2, 2_350_000 / 8, offer="server", units_per_item=8, tax="incl", tax_rate=0.13)
    assert in_tax_basis(chinese, "net").low == pytest.approx(293_750 / 1.13)
    assert in_tax_basis(chinese, "gross").low == 293_750
    silent = quote(3, 100_000)
    assert in_tax_basis(silent, "net").basis == "" and "does not say" in in_tax_basis(silent, "net").note
    # the price a face shows carries the conversion
    p = quote_price(QuoteBook.of([german], today=TODAY).choice(H20), "EUR", FX, "gross")
    assert p.low == pytest.approx(27_450 * 1.19) and any("19% VAT added" in str(m) for m in p.marks)


def test_a_server_quote_adds_only_what_it_lacks_and_net_equals_gross_less_vat():
    """256 H800 at ¥2,350,000 per 8-GPU server with host, memory and 8x 400G IB NICs (13% VAT included): capital =
    32 quoted servers + the switches and optics they lack; no second server, no NIC cost."""
    q = quote(
        1,
        2_350_000 / 8,
        device_id=H800.id,
        offer="server",
        units_per_item=8,
        includes=["host", "memory", "nic"],
        tax="incl",
        tax_rate=0.13,
    )
    run = RunFacts(256, 140, 256 * 140 * 24, 700, 2e12, 2e12 / 4096)
    costs = {}
    for basis in ("net", "gross"):
        book = QuoteBook.of([q], tax_basis=basis, today=TODAY)
        p = quote_price(book.choice(H800.id), "CNY", FX, basis)
        choice = PriceChoice.at_quote(p, basis)
        costs[basis] = cost_owned(run, H800, choice, TcoSettings(site="china", tax_basis=basis), FX, "CNY")
    net, gross = costs["net"], costs["gross"]
    lines = {x.key: x for x in net.capital_lines}
    assert lines["servers"].amount_usd == 0 and lines["servers"].in_offer  # the host is in the quote
    assert "nics" not in lines  # the NICs are listed in the offer
    quoted_cny = FX.convert(lines["quoted"].amount_usd, "USD", "CNY")
    assert quoted_cny == pytest.approx(32 * 2_350_000 / 1.13)  # net of the quote's 13% VAT
    fabric = 256 * (default_for("network.infiniband.switches").value + default_for("network.infiniband.optics").value)
    assert lines["switches"].amount_usd + lines["optics"].amount_usd == pytest.approx(fabric)
    assert net.capital_usd == pytest.approx(lines["quoted"].amount_usd + fabric)
    # gross: the quote as quoted, and China's 13% VAT on what was added (the defaults are net prices)
    g = {x.key: x for x in gross.capital_lines}
    assert FX.convert(g["quoted"].amount_usd, "USD", "CNY") == pytest.approx(32 * 2_350_000)
    assert g["switches"].amount_usd + g["optics"].amount_usd == pytest.approx(fabric * 1.13)
    assert gross.capital_usd == pytest.approx(net.capital_usd * 1.13)
    # every line of the outlay sums to it, to the cent, in the currency a meeting reads
    cents = net.capital_lines_in("CNY", FX)
    assert round(sum(x["amount"] for x in cents), 2) == pytest.approx(
        net.in_currency("CNY", FX)["capital_outlay"], abs=0.02
    )


def test_a_quote_with_its_network_adds_nothing_and_a_card_adds_a_server():
    run = RunFacts(16, 10, 16 * 240, 700, 1e11, 1e7)
    full = PriceChoice(
        "buy",
        300_000,
        "CNY",
        offer=offer_of(
            quote(1, 300_000, offer="server", units_per_item=8, includes=["host", "memory", "nic", "switch", "optics"])
        ),
    )
    c = cost_owned(run, H800, full, TcoSettings(site="china"), FX)
    assert c.capital_breakdown_usd["servers"] == 0 and c.capital_breakdown_usd["network"] == 0
    card = cost_owned(run, H800, PriceChoice("buy", 300_000, "CNY"), TcoSettings(site="china"), FX)
    assert card.capital_breakdown_usd["servers"] == pytest.approx(2 * 90_000)
    assert math.isclose(card.capital_usd - c.capital_usd, 2 * 90_000 + 16 * 4_247.5, rel_tol=1e-9)


def test_a_lease_is_never_costed_as_a_purchase_and_a_net_price_is_grossed_up_only_on_a_gross_basis():
    lease = quote(1, 16_466.25, price_kind="lease", lease_term_months=12, tax="incl", tax_rate=0.12)
    cash = quote(2, 189_995.0, tax="incl", tax_rate=0.12)
    # the device quoted both ways is priced at its purchase price; quoted only by the month, it has no purchase price
    assert QuoteBook.of([lease, cash], today=TODAY).choice(H20).quote["id"] == 2
    only = QuoteBook.of([lease], today=TODAY).choice(H20)
    assert only is None or only.quote is None
    net = quote(3, 28_000.0, tax="excl", tax_rate=0.16)
    assert in_tax_basis(net, "net").low == 28_000.0
    assert in_tax_basis(net, "gross").low == pytest.approx(28_000 * 1.16)
