"""Causes left over from blind corpora 29-31, each tested on sheets written here (none is a corpus file):

- a rate whose line gives its own first and last day (a block of capacity) is a reserved rate, said on the quote;
- an 'Order status' header holds a line's status ('cancelled' takes it out of the offer);
- an ISO 8601 time stamp ('2026-12-03T08:12:44Z') is a date;
- the cifrão as the decimal sign ('1.234$50' = 1,234.50) is the Cape Verdean escudo's way of writing, no dollar;
- a sentence of a long head note selling every item as it stands ('… vendu en l'état') gives them its condition;
- a column naming the vendor's quote a line took ('Gewähltes Angebot' | 'B – 03.11.2026') dates that line;
- a French card named a card ('3 cartes graphiques …') is cards, no server."""

import datetime as dt

from gpucompare.sheets.importer import analyse
from gpucompare.sheets.importer.rows import _date_cell
from gpucompare.sheets.prices import parse_price

from .conftest import TODAY
from .test_conventions import by_row, reasons, write


def _run(tmp_path, name, rows, **kw):
    return analyse(write(tmp_path / name, rows, **kw), today=TODAY)


# ---- a block of capacity with its own first and last day


def _blocks(with_end: bool):
    head = ["Knoten", "Mietbeginn", *(["Mietende"] if with_end else []), "Preis je GPU-Stunde (EUR)"]
    a, b = dt.datetime(2026, 12, 10), dt.datetime(2026, 12, 24)
    return [
        ["Rechenzentrum Nord — freie Kapazität"],
        head,
        ["8× NVIDIA H200 141GB", a, *([b] if with_end else []), 2.85],
        ["8× NVIDIA H100 80GB SXM", a, *([b] if with_end else []), 1.95],
    ]


def test_a_rate_for_a_block_with_a_first_and_last_day_is_reserved_and_said(tmp_path):
    q = by_row(_run(tmp_path, "bloecke.xlsx", _blocks(with_end=True)))
    assert {r: (x.price_kind, x.price_min) for r, x in q.items()} == {
        3: ("hourly_reserved", 2.85),
        4: ("hourly_reserved", 1.95),
    }
    assert any("2026-12-10 to 2026-12-24 (14 days" in str(w) for w in q[3].warnings)
    assert q[3].needs_review


def test_a_rate_with_only_a_start_day_stays_on_demand(tmp_path):
    q = by_row(_run(tmp_path, "beginn.xlsx", _blocks(with_end=False)))
    assert {x.price_kind for x in q.values()} == {"hourly"}


# ---- an 'Order status' header


def test_a_line_whose_status_says_cancelled_is_not_imported(tmp_path):
    rows = [
        ["Marketplace listings export"],
        ["Listing", "Accelerator", "USD per GPU-hour", "Order status"],
        ["L-1", "NVIDIA L40S 48GB", 0.89, "active"],
        ["L-2", "NVIDIA A100 80GB SXM", 1.05, "Cancelled"],
        ["L-3", "NVIDIA H100 80GB SXM", 1.99, "partially filled"],
    ]
    p = _run(tmp_path, "status.xlsx", rows)
    assert sorted(by_row(p)) == [3, 5]
    assert "'Cancelled'" in str(reasons(p)[4])


# ---- time stamps and cifrão amounts


def test_an_iso_time_stamp_is_its_day():
    assert _date_cell("2026-12-03T08:12:44Z") == "2026-12-03"
    assert _date_cell("2026-12-03T08:12+01:00") == "2026-12-03"
    assert _date_cell("T2026-12-03") is None  # a letter that is no time's 'T' keeps the cell no date


def test_the_cifrao_as_decimal_sign_is_the_escudo():
    got = parse_price("1.234$50")
    assert (got.min, got.currency) == (1234.5, "CVE")
    assert (parse_price("4 950 000$00").min, parse_price("172000$00").min) == (4_950_000, 172_000)
    assert (parse_price("$25.00").min, parse_price("$25.00").currency) == (25, "USD")  # a dollar sign before


def test_a_cape_verdean_list_in_portuguese_reads_cifrao_prices(tmp_path):
    rows = [
        ["Tabela de preços — Mindelo"],
        ["Artigo", "Preço (c/ IVA)"],
        ["NVIDIA GeForce RTX 4090 24GB", "1.234.500$00"],
        ["NVIDIA L40S 48GB PCIe", "842.500$50"],
    ]
    q = by_row(_run(tmp_path, "cifrao.xlsx", rows))
    assert {r: (x.price_min, x.currency) for r, x in q.items()} == {3: (1_234_500, "CVE"), 4: (842_500.5, "CVE")}


# ---- a long head note selling every item as it stands


def test_a_head_sentence_selling_all_lots_as_they_stand_gives_their_condition(tmp_path):
    rows = [
        ["Vente judiciaire — procès-verbal des adjudications, salle des ventes de Lyon-Brotteaux, 14 décembre 2026"],
        [
            "Conditions : frais de 14,28 % TTC en sus; enlèvement sous huit jours. Le matériel est d'occasion, vendu "
            "en l'état sans recours."
        ],
        ["N°", "Objet", "Prix payé (€)"],
        [1, "3 cartes graphiques NVIDIA GeForce RTX 4090 24 Go", 4350],
        [2, "Serveur Dell PowerEdge XE9680 — 8 × NVIDIA H100 SXM5 80 Go", 152000],
    ]
    q = by_row(_run(tmp_path, "encheres.xlsx", rows))
    assert {r: x.condition for r, x in q.items()} == {4: "used", 5: "used"}
    assert (q[4].offer, q[4].price_min, q[5].offer) == ("card", 1450, "server")


def test_a_long_head_note_naming_used_cards_for_some_items_gives_no_condition(tmp_path):
    rows = [
        [
            "Terms: prices exclude VAT; delivery within ten working days of the order. Used cards on request "
            "carry a 90-day warranty."
        ],
        ["Item", "Price (EUR)"],
        ["NVIDIA L40S 48GB PCIe", 7100],
    ]
    q = by_row(_run(tmp_path, "terms.xlsx", rows))
    assert q[3].condition == ""


# ---- the quote a line took, dated


def test_a_column_naming_the_chosen_quote_dates_each_line(tmp_path):
    rows = [
        ["Beschaffungsvermerk Rechenzentrum — erstellt am 30.11.2026"],
        ["Pos.", "Bezeichnung", "Angebot A (€)", "Angebot B (€)", "Gewähltes Angebot", "Vergabepreis (€)"],
        [1, "NVIDIA L40S 48GB PCIe", 7350, 7120, "B – 03.11.2026", 7120],
        [2, "NVIDIA RTX 6000 Ada 48GB", 6900, 7050, "A – 28.10.2026", 6900],
    ]
    q = by_row(_run(tmp_path, "vermerk.xlsx", rows))
    assert {r: (x.quote_date, x.price_min) for r, x in q.items()} == {
        3: ("2026-11-03", 7120),
        4: ("2026-10-28", 6900),
    }
    assert any("column E" in str(e) for e in q[3].evidence)
