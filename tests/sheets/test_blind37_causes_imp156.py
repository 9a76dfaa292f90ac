"""The classes of decision blind corpus 37 (international documents) found, each tested on sheets written here (none
is a corpus file, none of their layouts):

- a span of days one month shares written with a range word ('Tarifs valables du 1er au 20 décembre 2026'): its
  first day is the quote date, its last the validity's end (the last day had been taken for the quote date, so
  one tab of a workbook with a tab per territory looked newer than the others and was read alone);
- a request for quotation answered in place in French ('Désignation demandée' | 'Modèle proposé'): the offered model
  is the quote's, never the requested one;
- a French partner price list: 'PVC conseillé' (prix de vente conseillé) is the recommended retail price, 'Prix
  revendeur' / 'Prix partenaire' the reseller's own price, the offer;
- a price form's rate given in words only, its figures cell blank, prices its line (its count divides it as any);
- a cloud's component line with an amount of its own ('Block storage (NVMe) | per TB-month') is a service it rents
  out, no part of a server; onboarding is an installation, staff training a service; PGST is a tax;
- a count of days restated in figures in brackets ('thirty (30) days', 'sappo e nay ñalawma (14)');
- Mandinka (mnk.toml), Pular (fuf.toml) and Niuean (niu.toml): their tax, validity, months and condition words;
- French 'pont NVLink' is a bridge (equipment), no accelerator; 'archived' takes a listing off sale."""

import pytest

from gpucompare.sheets.header import price_roles
from gpucompare.sheets.importer import analyse
from gpucompare.sheets.importer.notes import _day_range_start, _valid_days

from .conftest import TODAY
from .test_conventions import by_row, reasons, write

H100NVL = "nvidia-h100-nvl"
L40S = "nvidia-l40s"
L4 = "nvidia-l4"
RTX4090 = "nvidia-rtx-4090"
RTX5090 = "nvidia-rtx-5090"


def _run(tmp_path, name, rows, **kw):
    return analyse(write(tmp_path / name, rows, **kw), today=TODAY)


# ---- a span of days with a range word


@pytest.mark.parametrize(
    "before, day",
    [
        ("Tarifs valables du 1er au ", 1),
        ("Prices valid 3 to ", 3),
        ("Gültig vom 2. bis ", 2),
        ("Programme period: 1–", 1),
        ("Valid until ", None),
        ("Ref 2026/1 to ", None),
    ],
)
def test_the_first_day_of_a_span_before_a_range_word(before, day):
    found = _day_range_start(before)
    assert (int(found.group(1)) if found else None) == day


def test_every_territory_tab_of_a_price_book_is_read_when_one_writes_its_span_in_words(tmp_path):
    readme = [["Price book: choose the tab of your island."], ["Prices per unit, servers complete as configured."]]
    reunion = [
        ["Tarif décembre 2026 — La Réunion"],
        ["Tarifs valables du 1er au 20 décembre 2026, en euros HT."],
        ["Produit", "Prix HT (€)", "Qté en stock"],
        ["NVIDIA L40S 48 Go PCIe", 7_100, 3],
        ["NVIDIA L4 24 Go PCIe", 2_200, 8],
    ]
    mauritius = [
        ["Price book December 2026 — Mauritius"],
        ["Prices in MUR, valid 1–20 December 2026, excluding VAT 15%."],
        ["Product", "Price (MUR)", "In stock"],
        ["NVIDIA L40S 48GB PCIe", 355_000, 3],
        ["NVIDIA L4 24GB PCIe", 110_000, 8],
    ]
    path = write(
        tmp_path / "book.xlsx",
        readme,
        title="Read me",
        more=[("Réunion EUR", reunion, "visible"), ("Mauritius MUR", mauritius, "visible")],
    )
    p = analyse(path, today=TODAY)
    got = {(q.sheet, q.device_id): q for q in p.rows}
    assert {(s, d) for s, d in got} == {(s, d) for s in ("Réunion EUR", "Mauritius MUR") for d in (L40S, L4)}
    eur, mur = got[("Réunion EUR", L40S)], got[("Mauritius MUR", L40S)]
    assert (eur.currency, eur.price_min, eur.tax) == ("EUR", 7_100, "excl")
    assert (mur.currency, mur.price_min) == ("MUR", 355_000)
    assert (eur.quote_date, eur.valid_until) == ("2026-12-01", "2026-12-20")
    assert (mur.quote_date, mur.valid_until) == ("2026-12-01", "2026-12-20")


# ---- a request for quotation answered in French


def test_the_offered_model_of_a_french_rfq_answer_is_the_quotes(tmp_path):
    rows = [
        ["Réponse à la consultation n° 12/2026 — Lycée technique", None, None, None],
        ["Montants en euros HT", None, None, None],
        ["Désignation demandée", "Quantité", "Modèle proposé", "Prix unitaire HT (€)"],
        ["Carte NVIDIA A100 40 Go PCIe", 2, "NVIDIA L40S 48 Go PCIe", 7_300],
        ["Carte GeForce RTX 4090 24 Go", 3, "GeForce RTX 5090 32 Go", 2_350],
    ]
    q = by_row(_run(tmp_path, "rfq.xlsx", rows))
    assert (q[4].device_id, q[4].price_min) == (L40S, 7_300)
    assert (q[5].device_id, q[5].price_min) == (RTX5090, 2_350)


# ---- a French partner price list


def test_a_recommended_retail_price_is_no_partners_price():
    assert "list" in price_roles("PVC conseillé (€ HT)")
    assert "net" in price_roles("Prix revendeur (€ HT)")
    assert "net" in price_roles("Prix partenaire HT")


def test_the_resellers_price_is_the_offer_beside_the_recommended_one(tmp_path):
    rows = [
        ["Liste de prix revendeurs — Guyane, décembre 2026 — TVA non applicable (art. 294 CGI)"],
        ["Produit", "PVC conseillé (€ HT)", "Prix revendeur (€ HT)", "Disponibilité"],
        ["NVIDIA L4 24 Go", 3_100, 2_640, "stock"],
        ["NVIDIA H100 NVL 94 Go", 33_900, 29_800, "6 semaines"],
    ]
    q = by_row(_run(tmp_path, "revendeurs.xlsx", rows))
    assert (q[3].device_id, q[3].price_min, q[3].list_price) == (L4, 2_640, 3_100)
    assert (q[4].device_id, q[4].price_min) == (H100NVL, 29_800)
    assert not q[3].needs_review


# ---- a rate in words only


def test_a_rate_written_in_words_only_prices_its_line(tmp_path):
    rows = [
        ["Priced schedule — all amounts in US dollars, exclusive of taxes"],
        ["Ref", "Item", "Qty", "Unit price (USD)", "Unit price in words", "Line total (USD)"],
        ["A", "NVIDIA L4 24GB PCIe", 4, 2_500, "Two thousand five hundred dollars", 10_000],
        ["B", "GPU server with 4x NVIDIA L40S 48GB", 1, None, "Thirty-two thousand dollars only", 32_000],
    ]
    p = _run(tmp_path, "schedule.xlsx", rows)
    q = by_row(p)
    assert (q[3].device_id, q[3].price_min, q[3].cell) == (L4, 2_500, "D3")
    assert (q[4].device_id, q[4].price_min, q[4].units_per_item) == (L40S, pytest.approx(8_000), 4)
    assert q[4].cell == "E4"
    assert any("words only" in str(e) for e in q[4].evidence)
    assert 4 not in reasons(p)


# ---- a cloud's lines that are no devices


def test_a_clouds_rented_components_and_onboarding_say_what_they_are(tmp_path):
    rows = [
        ["Capacity quote, rates in USD"],
        ["Item", "Unit", "Hourly (USD)", "Monthly (USD)"],
        ["1x NVIDIA L40S 48GB instance", "instance", 1.05, None],
        ["Block storage (NVMe)", "per TB-month", None, 95],
        ["Onboarding workshop", "one-time", None, 2_000],
        ["Staff training session (1 day)", "one-time", None, 900],
    ]
    p = _run(tmp_path, "cloud.xlsx", rows)
    assert by_row(p)[3].device_id == L40S
    why = reasons(p)
    assert "service" in str(why[4])
    assert "installation" in str(why[5])
    assert "service" in str(why[6])


def test_palaus_gst_line_is_a_tax_line(tmp_path):
    rows = [
        ["Quotation, prices in USD"],
        ["Item", "Qty", "Unit price (USD)", "Amount (USD)"],
        ["NVIDIA L4 24GB", 2, 2_600, 5_200],
        ["PGST 10%", None, None, 520],
    ]
    assert "tax" in str(reasons(_run(tmp_path, "pw.xlsx", rows))[4])


# ---- a count of days in brackets


@pytest.mark.parametrize(
    "text, days",
    [
        ("This offer is valid for thirty (30) days.", 30),
        ("Cogguuji ɗii ina ɓura sappo e nay ñalawma (14).", 14),
        ("Valid 14 days", 14),
    ],
)
def test_a_count_of_days_restated_in_brackets(text, days):
    assert _valid_days(text) == days


# ---- three more languages


def test_a_mandinka_list(tmp_path):
    rows = [
        ["Sɔŋo lisitoo, Brikama, Disembaa 1, 2026"],
        ["VAT 15% maŋ kafu sɔŋolu to. Sɔŋolu be baara la fo Disembaa 12, 2026."],
        ["Feŋo", "Jumlaa", "Kiliŋ sɔŋo", "Kutoo / kotoo"],
        ["NVIDIA GeForce RTX 4090 24GB", 1, "D98,000.00", "kotoo"],
        ["NVIDIA L4 24GB", 2, "D170,500.00", "kutoo"],
    ]
    q = by_row(_run(tmp_path, "mnk.xlsx", rows))
    assert (q[4].device_id, q[4].currency, q[4].price_min) == (RTX4090, "GMD", 98_000)
    assert (q[4].tax, q[4].tax_rate, q[4].condition) == ("excl", pytest.approx(0.15), "used")
    assert (q[4].quote_date, q[4].valid_until) == ("2026-12-01", "2026-12-12")
    assert q[5].condition == "new"


def test_a_pular_list(tmp_path):
    rows = [
        ["Ɗereewol cogguuji — Labe, 1 Desaambar 2026"],
        ["Kaɓirgol", "Ngonka", "Coggu gootel", "Limoore"],
        ["NVIDIA L40S 48GB", "kesum", "73 000 000 GNF", 1],
        ["NVIDIA GeForce RTX 4090 24GB", "huutoraaɗum", "17 500 000 GNF", 2],
        ["Cogguuji ɗii fof ina naatii TVA 18%. Cogguuji ɗii ina ɓura sappo ñalawma (10)."],
    ]
    q = by_row(_run(tmp_path, "fuf.xlsx", rows))
    assert (q[3].device_id, q[3].currency, q[3].price_min) == (L40S, "GNF", 73_000_000)
    assert (q[3].tax, q[3].tax_rate, q[3].condition) == ("incl", pytest.approx(0.18), "new")
    assert q[4].condition == "used"
    assert (q[3].quote_date, q[3].valid_until) == ("2026-12-01", "2026-12-11")


def test_a_niuean_list(tmp_path):
    rows = [
        ["Lisi Totogi — Alofi, 1 Tesemo 2026 — NCT 12.5% nakai putoia"],
        ["Ko e tau totogi nei kua mau ato hoko ke he 15 Tesemo 2026."],
        ["Koloa", "Fiha", "Tuaga", "Totogi taha (NZ$)"],
        ["NVIDIA L4 24GB", 2, "Fou", 4_150],
        ["NVIDIA GeForce RTX 4090 24GB", 1, "Kua fakaaoga", 2_300],
    ]
    q = by_row(_run(tmp_path, "niu.xlsx", rows))
    assert (q[4].device_id, q[4].currency, q[4].price_min) == (L4, "NZD", 4_150)
    assert (q[4].tax, q[4].tax_rate, q[4].condition) == ("excl", pytest.approx(0.125), "new")
    assert q[5].condition == "used"
    assert (q[4].quote_date, q[4].valid_until) == ("2026-12-01", "2026-12-15")


# ---- no accelerators


def test_a_french_nvlink_bridge_is_no_accelerator(tmp_path):
    rows = [
        ["Tarif accessoires, € HT"],
        ["Désignation", "Prix HT (€)"],
        ["NVIDIA RTX 6000 Ada Generation 48 Go", 7_200],
        ["Pont NVLink 3 slots pour RTX", 260],
    ]
    p = _run(tmp_path, "pont.xlsx", rows)
    assert {q.source_row for q in p.rows} == {3}


def test_an_archived_listing_is_off_sale(tmp_path):
    rows = [
        ["Shop export, prices in USD"],
        ["Product", "Price (USD)", "Listing status"],
        ["NVIDIA L4 24GB", 2_590, "active"],
        ["NVIDIA L40S 48GB", 7_400, "archived"],
    ]
    p = _run(tmp_path, "shop.xlsx", rows)
    assert {q.source_row for q in p.rows} == {3}
    assert "off sale" in str(reasons(p)[4])
