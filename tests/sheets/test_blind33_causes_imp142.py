"""The classes of decision blind corpus 33 (international documents) found, each tested on sheets written here (none
is a corpus file, none of their layouts):

- a rebate column beside a list price ('Rebate %' | 8) is a discount: the offer is the list less it;
- a part named for the cards it fits ('NVLink bridge 2-way for H100 NVL') is the part, read from its words where no
  reference price in the sheet's currency can tell;
- an index word before a price word ('No. price', 'N° prix') numbers the lines of a price form: no price;
- 'C$' is the Canadian dollar and the córdoba's sign: a Nicaraguan place or the córdoba decides; 'miles' (Spanish
  'thousands') scales the amounts;
- power, hours per month and kWh columns are measures and a cost column no price found from its data: an energy-cost
  simulation has nothing to import;
- a bid log's bidder column: only each bidder's last bid on an item is its offer (a withdrawal leaves none);
- a second header row counting devices under one head ('GPUs per server' over 2 | 4 | 8): one server quote per
  cell, per device divided by its column's count;
- a price header's first word dates it ('Old … price' | 'New … price'): the new one is the offer;
- tax words: TGC (New Caledonia), IVU (Puerto Rico), IGI (Andorra)."""

import pytest

from gpucompare.sheets.header import match_header_cell, price_roles
from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .test_conventions import by_row, reasons, write

H100NVL = "nvidia-h100-nvl"
L40S = "nvidia-l40s"
L4 = "nvidia-l4"
RTX4090 = "nvidia-rtx-4090"


def _run(tmp_path, name, rows, **kw):
    return analyse(write(tmp_path / name, rows, **kw), today=TODAY)


# ---- a rebate column


def test_a_rebate_percentage_column_is_taken_off_the_list_price(tmp_path):
    rows = [
        ["Reseller programme, prices in USD"],
        ["Product", "MSRP (USD)", "Rebate %", "Cap per order"],
        ["NVIDIA L40S 48GB PCIe", 9_000, 10, 20],
        ["NVIDIA L4 24GB", 2_500, "", 40],
    ]
    q = by_row(_run(tmp_path, "rebate.xlsx", rows))
    assert (q[3].device_id, q[3].price_min) == (L40S, pytest.approx(8_100))
    assert (q[4].device_id, q[4].price_min) == (L4, 2_500)


# ---- a part named for the cards it fits


def test_a_part_named_for_its_cards_is_no_card(tmp_path):
    rows = [
        ["Item", "Price (BD$)"],
        ["NVIDIA H100 NVL 94GB", 27_000],
        ["NVLink bridge 2-way for H100 NVL", 1_100],
        ["Support bracket for GeForce RTX 4090", 40],
        ["NVIDIA H100 NVL 94GB with NVLink bridge for 2 cards", 55_000],
    ]
    p = _run(tmp_path, "parts.xlsx", rows)
    q = by_row(p)
    assert set(q) == {2, 5}
    assert "part or accessory" in str(reasons(p)[3]) and "part or accessory" in str(reasons(p)[4])


# ---- an index word before a price word


@pytest.mark.parametrize("head", ["N° prix", "No. price", "Nr. Preis"])
def test_an_index_word_before_a_price_word_numbers_the_lines(head):
    assert match_header_cell(head).field == "index"


def test_a_price_form_numbered_by_its_prices_reads_the_unit_price(tmp_path):
    rows = [
        ["Price schedule — all prices in EUR"],
        ["No. price", "Item", "Unit price (EUR)"],
        [1, "NVIDIA L40S 48GB", 8_400],
        [2, "NVIDIA L4 24GB", 2_300],
    ]
    q = by_row(_run(tmp_path, "bpu.xlsx", rows))
    assert (q[3].price_min, q[4].price_min) == (8_400, 2_300)


# ---- C$ and thousands in Spanish


def test_cordobas_in_thousands_from_a_nicaraguan_sheet(tmp_path):
    rows = [
        ["Distribuidora Tecnológica, León, Nicaragua"],
        ["Precios en miles de córdobas"],
        ["Producto", "Precio unitario"],
        ["NVIDIA L40S 48GB", 310.5],
    ]
    q = by_row(_run(tmp_path, "ni.xlsx", rows))
    assert (q[4].price_min, q[4].currency) == (310_500, "NIO")


def test_c_dollar_without_a_nicaraguan_word_stays_canadian(tmp_path):
    rows = [["Product", "Price (C$)"], ["NVIDIA L40S 48GB", 11_900]]
    q = by_row(_run(tmp_path, "ca.xlsx", rows))
    assert (q[2].price_min, q[2].currency) == (11_900, "CAD")


# ---- an energy-cost simulation


def test_an_energy_cost_sheet_has_nothing_to_import(tmp_path):
    rows = [
        ["Estimation des coûts d'électricité de vos serveurs"],
        ["Serveur", "Puissance (kW)", "Heures par mois", "kWh par mois", "Coût mensuel (€)"],
        ["4× NVIDIA L40S 48 Go", 2.4, 730, 1752, 376.68],
        ["8× NVIDIA H100 NVL", 6.0, 730, 4380, 941.70],
    ]
    with pytest.raises(Exception, match="price column"):
        _run(tmp_path, "energy.xlsx", rows)


# ---- a bid log


def test_only_each_bidders_last_bid_on_an_item_is_an_offer(tmp_path):
    rows = [
        ["Reverse auction RA-77 — bids in USD per unit; a later bid replaces the bidder's earlier one"],
        ["Time", "Lot", "Item", "Bidder", "Unit bid (USD)"],
        ["09:01", "A", "NVIDIA L40S 48GB", "North Ltd", 8_900],
        ["09:02", "A", "NVIDIA L40S 48GB", "South Inc", 8_850],
        ["09:03", "B", "NVIDIA L4 24GB", "North Ltd", 2_400],
        ["09:10", "A", "NVIDIA L40S 48GB", "North Ltd", 8_700],
        ["09:12", "B", "NVIDIA L4 24GB", "South Inc", 2_350],
        ["09:15", "B", "NVIDIA L4 24GB", "South Inc", "—"],
    ]
    p = _run(tmp_path, "ra.xlsx", rows)
    q = by_row(p)
    assert set(q) == {4, 5, 6}
    assert (q[6].device_id, q[6].price_min) == (L40S, 8_700)
    assert "later bid" in str(reasons(p)[3]) and "later bid" in str(reasons(p)[7])


def test_a_list_with_a_supplier_column_and_one_line_each_keeps_every_line(tmp_path):
    rows = [
        ["Item", "Bidder", "Unit price (USD)"],
        ["NVIDIA L40S 48GB", "North Ltd", 8_900],
        ["NVIDIA L40S 48GB", "South Inc", 8_850],
    ]
    assert set(by_row(_run(tmp_path, "two.xlsx", rows))) == {2, 3}


# ---- machines counted under one head


def test_a_matrix_of_machines_by_device_count(tmp_path):
    rows = [
        ["Configure-to-order servers, EUR, VAT excluded"],
        ["Accelerator", "GPUs per server", None, None, "Chassis"],
        [None, 2, 4, 8, None],
        ["NVIDIA L40S 48GB", 30_000, 48_000, 84_000, "4U"],
        ["NVIDIA H100 NVL 94GB", 70_000, 128_000, "n/a", "4U"],
    ]
    p = _run(tmp_path, "ctop.xlsx", rows, merged=["B2:D2"])
    got = sorted((q.source_row, q.units_per_item, q.price_min) for q in p.rows)
    assert got == [
        (4, 2, 15_000),
        (4, 4, 12_000),
        (4, 8, 10_500),
        (5, 2, 35_000),
        (5, 4, 32_000),
    ]
    assert all(q.offer == "server" and q.device_id in (L40S, H100NVL) for q in p.rows)


# ---- old and new prices


def test_a_new_price_beside_an_old_one_is_the_offer():
    assert "superseded" in price_roles("Old dealer price £")
    assert "revised" in price_roles("New list price (EUR)")
    assert not price_roles("New") & {"revised", "superseded"}


def test_a_price_change_notice_reads_the_new_price(tmp_path):
    rows = [
        ["Price change notice, prices in EUR"],
        ["Description", "Previous list price", "Current list price", "Change"],
        ["NVIDIA L40S 48GB", 8_900, 8_400, -500],
    ]
    q = by_row(_run(tmp_path, "notice.xlsx", rows))
    assert q[3].price_min == 8_400


# ---- tax words


@pytest.mark.parametrize(
    "note, rate",
    [
        ("Prix en francs CFP hors TGC (22 %)", 0.22),
        ("Precios en USD, sin IVU (11.5 %)", 0.115),
        ("Preus en EUR, IGI 4,5 % no inclòs", 0.045),
    ],
)
def test_local_sales_taxes_are_read(tmp_path, note, rate):
    rows = [[note], ["Item", "Price"], ["NVIDIA L40S 48GB", 9_000]]
    q = by_row(_run(tmp_path, "tax.xlsx", rows))
    assert (q[3].tax, q[3].tax_rate) == ("excl", rate)


# ---- a period of days of one month


def test_a_programme_period_of_days_in_one_month_ends_the_offer(tmp_path):
    rows = [
        ["Winter promotion — prices in USD. Programme period: 7–20 December 2026."],
        ["Item", "Promo price (USD)"],
        ["NVIDIA L40S 48GB", 8_300],
    ]
    q = by_row(_run(tmp_path, "promo.xlsx", rows))
    assert (q[3].quote_date, q[3].valid_until) == ("2026-12-07", "2026-12-20")


def test_a_delivery_window_of_days_is_no_validity(tmp_path):
    rows = [
        ["Prices in USD. Delivery 7–20 December 2026."],
        ["Item", "Price (USD)"],
        ["NVIDIA L40S 48GB", 8_300],
    ]
    assert by_row(_run(tmp_path, "deliv.xlsx", rows))[3].valid_until is None


# ---- new languages, one lexicon file each (layouts unlike the corpus: the words in other columns and notes)


def test_sranan_tongo(tmp_path):
    rows = [
        ["Nickerie Kompjuter Wenkri"],
        ["Ala prijs na ini SRD, BTW no de na ini. Den prijs e tan te go miti 20 Desember 2026."],
        ["Fa a de", "San wi e seri", "Prijs fu wan", "Omeni"],
        ["gebroiki", "NVIDIA GeForce RTX 4090 24GB", "SRD 61.000,00", 1],
        ["nyun", "NVIDIA L4 24GB", "Aksi wi", 2],
        ["", "Tyari go na oso", "SRD 900,00", ""],
    ]
    p = _run(tmp_path, "srn.xlsx", rows)
    q = by_row(p)
    assert (q[4].device_id, q[4].price_min, q[4].currency) == (RTX4090, 61_000, "SRD")
    assert (q[4].condition, q[4].tax, q[4].valid_until) == ("used", "excl", "2026-12-20")
    assert q[5].price_on_request and q[5].condition == "new"
    assert 6 not in q and "shipping" in str(reasons(p)[6]).lower()


def test_saint_lucian_kweyol(tmp_path):
    rows = [
        ["Vieux Fort Konpitè"],
        ["Nimewo", "Kondisyon", "Sa nou ka vann", "Kantité", "Pri pou yonn"],
        [1, "sèvi dja", "NVIDIA GeForce RTX 4090 24GB", 1, 4_800],
        [2, "nèf", "NVIDIA L4 24GB", 3, "Mandé nou"],
        [],
        ["Tout pri an EC$, VAT adan pri-a. Pri-a bon jis 22 Désanm 2026."],
    ]
    q = by_row(_run(tmp_path, "acf.xlsx", rows))
    assert (q[3].price_min, q[3].currency, q[3].condition) == (4_800, "XCD", "used")
    assert (q[3].tax, q[3].valid_until) == ("incl", "2026-12-22")
    assert q[4].price_on_request


def test_solomon_islands_pijin(tmp_path):
    rows = [
        ["Auki Computer Stoa — Olketa praes long SI$. Goods tax no insaed long praes."],
        ["Namba", "Samting wea mifala salem", "Kondisin", "Praes fo wanfala"],
        [1, "NVIDIA L40S 48GB", "niu", 71_000],
        [2, "NVIDIA GeForce RTX 4090 24GB", "yusim finis", 14_000],
        ["", "Kago go long Auki", "", 1_200],
    ]
    p = _run(tmp_path, "pis.xlsx", rows)
    q = by_row(p)
    assert (q[3].device_id, q[3].price_min, q[3].currency, q[3].tax) == (L40S, 71_000, "SBD", "excl")
    assert (q[3].condition, q[4].condition) == ("new", "used")
    assert 5 not in q and "shipping" in str(reasons(p)[5]).lower()


# ---- a price written in figures and in words


@pytest.mark.parametrize(
    "text, amount",
    [
        ("Huit cent cinquante-quatre mille francs CFP", 854_000),
        ("Six millions quatre cent quatre-vingts mille", 6_480_000),
        ("Soixante-dix-sept mille", 77_000),
        ("One hundred and twelve thousand US dollars", 112_000),
        ("12 000", None),
    ],
)
def test_amounts_written_in_words(text, amount):
    from gpucompare.sheets.importer import spelled_amount

    assert spelled_amount(text) == amount


def test_the_words_prevail_where_the_form_says_so(tmp_path):
    rows = [
        ["Offre de prix — francs CFP hors taxes. En cas de discordance, le prix en lettres prévaut."],
        ["Désignation", "Prix en chiffres (F CFP)", "Prix en lettres"],
        ["NVIDIA L40S 48 Go", 1_045_000, "Un million quarante-cinq mille"],
        ["NVIDIA L4 24 Go", 290_000, "Deux cent quatre-vingt-dix-neuf mille"],
    ]
    q = by_row(_run(tmp_path, "lettres.xlsx", rows))
    assert (q[3].price_min, q[3].needs_review) == (1_045_000, False)
    assert (q[4].price_min, q[4].needs_review) == (299_000, True)


def test_without_the_rule_the_figures_stay_marked(tmp_path):
    rows = [
        ["Quotation, prices in USD"],
        ["Item", "Unit price (USD)", "Amount in words"],
        ["NVIDIA L40S 48GB", 8_400, "Eight thousand four hundred"],
        ["NVIDIA L4 24GB", 2_300, "Three thousand two hundred"],
    ]
    q = by_row(_run(tmp_path, "words.xlsx", rows))
    assert (q[3].price_min, q[3].needs_review) == (8_400, False)
    assert (q[4].price_min, q[4].needs_review) == (2_300, True)


# ---- an e-invoice flattened with its element names


def test_a_flattened_ubl_invoice_reads_its_price_amount_per_base_quantity(tmp_path):
    rows = [
        [
            "cbc:DocumentCurrencyCode",
            "Item/cbc:Name",
            "InvoiceLine/cbc:InvoicedQuantity",
            "Price/cbc:BaseQuantity",
            "Price/cbc:PriceAmount",
            "InvoiceLine/cbc:LineExtensionAmount",
            "Item/ClassifiedTaxCategory/cbc:Percent",
        ],
        ["EUR", "NVIDIA L40S 48GB", 4, 1, 7_700.00, 30_800.00, 24],
        ["EUR", "NVIDIA L4 24GB", 10, 5, 11_500.00, 23_000.00, 24],
        ["EUR", "NVLink-brygga 2-vägs för H100 NVL", 2, 1, 990.00, 1_980.00, 24],
    ]
    p = _run(tmp_path, "ubl.xlsx", rows)
    q = by_row(p)
    assert (q[2].device_id, q[2].price_min, q[2].currency) == (L40S, 7_700, "EUR")
    assert (q[3].device_id, q[3].price_min, q[3].offer) == (L4, 2_300, "card")
    assert q[2].tax_rate == 0.24
    assert 4 not in q and "part or accessory" in str(reasons(p)[4])


# ---- prices in credits


def test_hourly_rates_in_credits_are_converted_at_the_credits_stated_value(tmp_path):
    rows = [
        ["GPU cloud rate card. Billing in credits: 1 credit = USD 0.025. Prepaid bundles on request."],
        ["GPU", "GPUs", "Credits per GPU-hour"],
        ["NVIDIA H100 SXM5 80GB", 8, 96],
        ["NVIDIA L4 24GB", 1, 24],
    ]
    q = by_row(_run(tmp_path, "credits.xlsx", rows))
    assert (q[3].price_min, q[3].currency, q[3].price_kind) == (pytest.approx(2.4), "USD", "hourly")
    assert q[4].price_min == pytest.approx(0.6)


def test_credits_without_a_stated_value_are_not_money(tmp_path):
    rows = [["GPU", "Credits per GPU-hour"], ["NVIDIA L4 24GB", 24]]
    try:
        p = _run(tmp_path, "credits0.xlsx", rows)
    except Exception:
        return  # refused: no price in money
    assert not [q for q in p.rows if q.price_min == q.price_min]


def test_a_french_first_of_the_month_dates_the_sheet_in_a_long_note(tmp_path):
    rows = [
        [
            "Tarifs en vigueur au 1er décembre 2026, facturés à la seconde sur votre compte prépayé ; les remises "
            "sur volume sont décrites dans nos conditions générales. Prix en EUR HT."
        ],
        ["GPU", "Prix par GPU·heure (EUR)"],
        ["NVIDIA L4 24 Go", 0.85],
    ]
    q = by_row(_run(tmp_path, "fr1er.xlsx", rows))
    assert q[3].quote_date == "2026-12-01"
