"""The classes of decision blind corpus 39 (international documents) found, each tested on sheets written here (none
is a corpus file, none of their layouts):

- a mixed stock list with a category column ('Product category' | Laptops, Printers, GPU): a line whose category holds
  no accelerator, while another category does, is goods of another kind, listed as excluded with its category,
  never an unknown device; an unknown card in the accelerators' category is still kept;
- prices in cents ('Unit price (cents)'): the column's amounts are hundredths;
- a buyer's comparison of sellers, one titled block of rate columns each ('Alpha Cloud — per GPU-hour' over
  'On-demand | 1-yr reserved', 'Beta Cloud — per 4-GPU node-hour' over 'On-demand'): every seller's rates are its
  quotes, a block priced per machine divided by the count its title gives, a seller's spot rate a quote marked for
  review; a table whose own reading takes a rate from every block (one seller's regions) is read as before;
- '£' only in a number format on a St Helena sheet: the St Helena pound by the place it names, marked for review
  (sterling writes the same sign); on a London sheet sterling, as before;
- 'Tau' alone as the price header (Tuvaluan) is a price, not the Māori year; Tuvaluan (tvl.toml) words;
- a document's number ('Quote No. 12/11/26', 'عرض سعر رقم ٢٦/١٢/٠٩') is no date;
- an import tax included ('inclusive of FSM import tax') says nothing of VAT;
- a landed cost ('Prix de revient unitaire') is the buyer's cost, never the supplier's offer, though the line totals
  are made of it;
- a memory size in another language's unit ('A100 80 Go') tells the variant a name leaves open."""

import datetime as dt

from gpucompare.core.catalog import bundled_catalog
from gpucompare.sheets.header import price_roles
from gpucompare.sheets.importer import analyse
from gpucompare.sheets.importer.matching import Matcher
from gpucompare.sheets.importer.notes import read_notes
from gpucompare.sheets.prices import header_units

from .conftest import TODAY
from .test_conventions import by_row, reasons, write

H100 = "nvidia-h100-sxm5-80gb"
H200 = "nvidia-h200-sxm-141gb"
L40S = "nvidia-l40s"
RTX4090 = "nvidia-rtx-4090"
RTX5090 = "nvidia-rtx-5090"


def _run(tmp_path, name, rows, **kw):
    return analyse(write(tmp_path / name, rows, **kw), today=TODAY)


# ---- goods of another kind in a mixed stock list


def test_a_stock_lists_other_goods_are_excluded_by_their_category(tmp_path):
    rows = [
        ["Westfield Office & IT — stock list (USD, ex VAT)"],
        [],
        ["Product category", "Product", "On hand", "Unit price (USD)"],
        ["Laptops", "Lenovo ThinkPad X1 Carbon Gen 12 i7 32GB", 4, 2150],
        ["GPU", "NVIDIA RTX 4090 24GB Founders Edition", 2, 1899],
        ["Printers", "Brother HL-L5210DN mono laser", 7, 329],
        ["Cameras", "Sony Alpha 7 IV body", 1, 2399],
        ["GPU", "Zotac Gaming Arctic Storm X900", 3, 999],
        ["GPU", "NVIDIA L40S 48GB passive", 1, 8200],
    ]
    p = _run(tmp_path, "stock.xlsx", rows)
    got = by_row(p)
    assert {r: q.device_id for r, q in got.items()} == {5: RTX4090, 8: None, 9: L40S}
    why = reasons(p)
    for r, group in ((4, "Laptops"), (6, "Printers"), (7, "Cameras")):
        assert "goods of another kind" in why[r] and repr(group) in why[r] and "'GPU'" in why[r]


def test_a_category_column_of_one_kind_excludes_nothing(tmp_path):
    rows = [
        ["Category", "Model", "Price (EUR)"],
        ["Grafikkarten", "NVIDIA RTX 4090 24GB", 1899],
        ["Grafikkarten", "Zotac Gaming Arctic Storm X900", 999],
    ]
    got = by_row(_run(tmp_path, "one.xlsx", rows))
    assert set(got) == {2, 3}


# ---- cents


def test_prices_in_cents_are_hundredths(tmp_path):
    assert header_units("Unit price (cents)") == (None, 0.01)
    assert header_units("list_price_cents") == (None, 0.01)
    rows = [["Model", "Currency", "Unit price (cents)"], ["NVIDIA L40S 48GB", "EUR", 812_500]]
    (q,) = _run(tmp_path, "cents.xlsx", rows).rows
    assert (q.device_id, q.price_min, q.currency) == (L40S, 8125.0, "EUR")


# ---- sellers' titled blocks of rates


def _comparison(tmp_path):
    rows = [
        ["Rates we were offered, 4 December 2026 (USD, taxes extra)"],
        [],
        [
            "#",
            "Accelerator",
            "Alpha Cloud — per GPU-hour",
            None,
            "Beta Cloud — per 4-GPU node-hour",
            None,
            "Gamma — per GPU-hour",
            None,
            "Note",
        ],
        [None, None, "On-demand", "1-yr reserved", "On-demand", "3-yr reserved", "On-demand", "Spot"],
        [1, "NVIDIA H100 SXM5 80GB", 2.40, 1.80, 10.00, 6.40, 2.60, 1.30, "Beta: whole nodes only"],
        [2, "NVIDIA H200 SXM 141GB", 3.20, 2.50, 13.60, 9.20, "n/a", "n/a"],
    ]
    merged = ["C3:D3", "E3:F3", "G3:H3", "A3:A4", "B3:B4", "I3:I4"]
    return _run(tmp_path, "cmp.xlsx", rows, merged=merged)


def test_every_sellers_block_of_rates_is_read(tmp_path):
    p = _comparison(tmp_path)
    five = [q for q in p.rows if q.source_row == 5]
    assert [(q.offered_by.split(" —")[0], q.price_kind, round(q.price_min, 4)) for q in five] == [
        ("Alpha Cloud", "hourly", 2.40),
        ("Alpha Cloud", "hourly_reserved", 1.80),
        ("Beta Cloud", "hourly", 2.50),
        ("Beta Cloud", "hourly_reserved", 1.60),
        ("Gamma", "hourly", 2.60),
        ("Gamma", "hourly", 1.30),
    ]
    beta = five[2]
    assert (beta.device_id, beta.units_per_item, five[3].lease_term_months) == (H100, 4.0, 36)
    spot = five[5]
    assert spot.needs_review and any("interruptible" in str(w) for w in spot.warnings)
    assert not any("interruptible" in str(w) for w in five[4].warnings)
    six = [q for q in p.rows if q.source_row == 6]
    assert {q.device_id for q in six} == {H200} and len(six) == 4  # Gamma: 'n/a', no offer
    assert "no offer for this line" in reasons(p)[6]


def test_a_count_in_a_per_machine_header_is_no_price_per_device():
    assert "per_device" not in price_roles("Beta Cloud — per 4-GPU node-hour")
    assert "per_device" not in price_roles("On-demand per 8-GPU instance-hour")
    assert "per_device" in price_roles("Price per GPU-hour (8-GPU instance)")
    assert "per_device" in price_roles("Alpha Cloud — per GPU-hour")


def test_one_sellers_regions_are_read_by_the_tables_own_rates(tmp_path):
    rows = [
        ["Provider", "GPU", "Frankfurt", None, "Paris", None],
        [None, None, "On-demand ($/GPU-hr)", "1-yr ($/GPU-hr)", "On-demand ($/GPU-hr)", "1-yr ($/GPU-hr)"],
        ["Kestrel", "NVIDIA H100 SXM5 80GB", 2.55, 1.95, 2.75, 2.05],
    ]
    p = _run(tmp_path, "regions.xlsx", rows, merged=["C1:D1", "E1:F1"])
    assert p.rows and all(q.offered_by == "" for q in p.rows)  # no seller's block: the table's own reading
    assert 2.55 in {round(q.price_min, 2) for q in p.rows if q.price_kind == "hourly"}


# ---- '£' in a number format


def _pound_sheet(tmp_path, place):
    rows = [
        [f"Harbour Traders — {place}"],
        ["Quotation, 2 December 2026"],
        [],
        ["Description", "Qty", "Price each"],
        ["NVIDIA L40S 48GB", 2, 7400],
        ["NVIDIA RTX 4090 24GB", 1, 1750],
    ]
    return _run(tmp_path, "pound.xlsx", rows, formats={"C5": "£#,##0.00", "C6": "£#,##0.00"})


def test_a_pound_sign_only_in_a_format_on_a_st_helena_sheet_is_the_st_helena_pound_marked_for_review(tmp_path):
    p = _pound_sheet(tmp_path, "Longwood, Saint Helena Island")
    assert {q.currency for q in p.rows} == {"SHP"}
    assert all(q.needs_review for q in p.rows)
    assert any("'£'" in str(w) and "GBP" in str(w) for w in p.warnings)


def test_a_pound_sign_only_in_a_format_on_a_london_sheet_is_sterling(tmp_path):
    p = _pound_sheet(tmp_path, "Shoreditch, London")
    assert {q.currency for q in p.rows} == {"GBP"}


# ---- Tuvaluan


def test_tau_alone_is_a_price_in_a_tuvaluan_list(tmp_path):
    rows = [
        ["Te Fale Komipiuta, Vaitupu"],
        ["Vaitupu, 2 Tesema 2026. E aofia i tau katoa te lafoga TCT."],
        [],
        ["Fakamatalaga", "Tau", "Tulaga"],
        ["NVIDIA GeForce RTX 5090 32GB", 5100, "fou"],
        ["NVIDIA GeForce RTX 4090 24GB", 2400, "ko oti ne fakaaoga"],
        ["NVIDIA L40S 48GB", "Fesili mai", "fou"],
    ]
    p = _run(tmp_path, "tvl.xlsx", rows, formats={"B5": '"A$"#,##0.00', "B6": '"A$"#,##0.00'})
    got = by_row(p)
    assert [(got[r].price_kind, got[r].currency, got[r].tax) for r in (5, 6)] == [("purchase", "AUD", "incl")] * 2
    assert (got[5].condition, got[6].condition) == ("new", "used")
    assert got[7].price_on_request
    assert all(q.quote_date == "2026-12-02" for q in p.rows)


# ---- a document's number


def test_a_documents_number_is_no_date():
    today = dt.date(2026, 12, 6)
    assert read_notes(["Quote No. 12/11/26", "Date: 3 December 2026"], today).as_of == "2026-12-03"
    assert read_notes(["Ref. 2026/11/02"], today).as_of is None
    assert read_notes(["عرض سعر رقم ٢٦/١٢/٠٩", "صنعاء في ٣ ديسمبر ٢٠٢٦م"], today).as_of == "2026-12-03"
    assert read_notes(["Date 02/12/2026"], today).as_of == "2026-12-02"


# ---- an import tax


def test_an_import_tax_included_says_nothing_of_vat(tmp_path):
    rows = [
        ["Prices in USD, delivered Majuro, inclusive of RMI import tax."],
        ["Model", "Unit price"],
        ["NVIDIA L40S 48GB", 8100],
    ]
    (q,) = _run(tmp_path, "imp.xlsx", rows).rows
    assert q.tax == ""


# ---- a landed cost


def test_a_landed_cost_is_never_the_offer_though_the_totals_are_made_of_it(tmp_path):
    rows = [
        ["Estimation du coût d'importation — Lomé, 2 décembre 2026"],
        [
            "Désignation",
            "Qté",
            "Prix unitaire (EUR)",
            "Droits (EUR)",
            "Prix de revient unitaire (EUR)",
            "Prix de revient total (EUR)",
        ],
        ["NVIDIA RTX 4090 24 Go", 2, 1800, 360, 2160, 4320],
        ["NVIDIA L40S 48 Go", 1, 7600, 1520, 9120, 9120],
    ]
    got = by_row(_run(tmp_path, "revient.xlsx", rows))
    assert [(got[r].device_id, got[r].price_min) for r in (3, 4)] == [(RTX4090, 1800), (L40S, 7600)]


# ---- memory in another unit


def test_a_memory_in_another_languages_unit_tells_the_variant():
    m = Matcher(bundled_catalog())
    assert m.match("NVIDIA A100 80 Go PCIe")[0].device_id == "nvidia-a100-pcie-80gb"
    assert m.match("NVIDIA A100 40 Go PCIe")[0].device_id == "nvidia-a100-pcie-40gb"


# ---- Guianese Creole and Kituba


def test_a_guianese_creole_list_is_read_by_its_words(tmp_path):
    rows = [
        ["Lis pri — Sen-Lorran, 5 désanm 2026. Pri-a bon jis 20 désanm 2026."],
        ["TVA pa ka aplitjé."],
        [],
        ["Dézignasyon", "Léta", "Pri inité (€)"],
        ["NVIDIA GeForce RTX 4090 24 Go", "ja sèrvi", 1650],
        ["NVIDIA L40S 48 Go", "nèf", 9100],
        ["NVIDIA RTX 5090 32 Go", "nèf", "Mandé nou"],
    ]
    got = by_row(_run(tmp_path, "gcr.xlsx", rows))
    assert [(got[r].device_id, got[r].condition, got[r].price_min) for r in (5, 6)] == [
        (RTX4090, "used", 1650),
        (L40S, "new", 9100),
    ]
    assert got[7].price_on_request
    assert {(q.quote_date, q.valid_until, q.tax) for q in got.values()} == {("2026-12-05", "2026-12-20", "")}


def test_a_kituba_list_is_read_by_its_words(tmp_path):
    rows = [
        ["Brazzaville, 3 desembre 2026 — ntalu yai ke ya mbote tii 17 desembre 2026"],
        ["TVA 18 % ke na kati ve."],
        ["Kima", "Ntalu (FCFA)", "Mutindu"],
        ["NVIDIA L40S 48 Go", "5\u00a0100\u00a0000 FCFA", "ya mpa"],
        ["NVIDIA GeForce RTX 4090 24 Go", "1\u00a0050\u00a0000 FCFA", "ya kusadila"],
        ["NVIDIA H100 NVL 94 Go", "Kuyula beto", "ya mpa"],
    ]
    got = by_row(_run(tmp_path, "ktu.xlsx", rows))
    assert [(got[r].device_id, got[r].condition, got[r].price_min, got[r].currency) for r in (4, 5)] == [
        (L40S, "new", 5_100_000, "XAF"),
        (RTX4090, "used", 1_050_000, "XAF"),
    ]
    assert got[6].price_on_request
    assert {(q.tax, q.valid_until) for q in got.values()} == {("excl", "2026-12-17")}


def test_a_rate_restated_in_brackets_after_its_parts_is_the_rate_paid():
    today = dt.date(2026, 12, 6)
    said = read_notes(["Prix hors TVA : TVA 18 % et centimes additionnels 5 % (18,9 %)."], today)
    assert (said.tax, said.tax_rate) == ("excl", 0.189)
    assert read_notes(["Prices exclude VAT 20% (standard rate)."], today).tax_rate == 0.2
