"""The classes of decision blind corpus 61 (markets no earlier corpus had) found, each tested on sheets written here
(none is a corpus file, none of their layouts):

- a marketplace's product export with a template's description row under its header ("Trendyol'da Satılacak Fiyat
  (KDV Dahil)" over 'Satış fiyatı', beside 'Piyasa Satış Fiyatı' over 'Üstü çizili fiyat'): the selling price is the
  offer, the struck-through market price its list price; the first header row's tax basis holds for the column the
  second row captions; a column of KDV rates each line's rate; an archived listing no offer; no currency written:
  the language's one currency, said as an assumption and marked for review;
- a public e-marketplace catalogue (MePA) priced per unit of measure ('Unità di misura per il prezzo' | Confezione,
  'Quantità vendibile per unità di misura' | 4): a pack's price divided by its count, said in the quote's evidence; no
  currency written, the tax word's rate ('aliquota 22%') ruling out the language's Swiss franc; a power cable
  equipment, never an unknown device;
- a part named right after the card it is for ('NVIDIA RTX A6000 NVLink Bridge 2-slot', 'Ponte NVLink para H100 NVL')
  and priced below any plausible price of the card: the part, listed as such, never a false quote of the card;
- a Brazilian marketplace report ('Preço original (R$)' | 'Preço de venda (R$)', 'Status' | Finalizado): the selling
  price the offer, an ended listing none, a lot of cards 'retiradas de servidor' cards (the server is where they were
  pulled from), 'Recondicionada' refurbished;
- a tender's validities: Hebrew 'ההצעות תקפות עד 31/01/2027' (the bids are valid until) the quotes' validity; a
  Mexican award's 'Vigencia del contrato: … hasta el 31 de diciembre de 2026' the contract's term, no validity of the
  offers (its 'hasta' ends the period its sentence opened with);
- a quotation with two prices a row in two currencies and two delivery terms, its note saying each in a sentence of
  its own ('Option A — FOB Singapore, in US$ (no Philippine VAT …). Option B — DDP Davao City, in ₱, exclusive of 12%
  VAT.'): the peso prices without VAT at 12 %, the dollar prices with no basis (marked), never the peso sentence's;
  'Less: 1% EWT' a tax line (a withholding tax);
- a Canary Islands quote: IGIC the tax ('IGIC 7%' under 'Base imponible': prices without it), AIEM a tax line, not a
  delivery; a card named with its maker's cooler line ('(Inno3D X3)') one card, not three;
- a marketplace listings export with a sale price and its window ('price_aed' | 'sale_price_aed' | 'sale_start' |
  'sale_end'): a running sale's price an offer until its end, the regular price beside it marked (the buyer pays the
  sale price now); a sale ended or not yet begun no offer, listed with its day; the window never the regular price's
  validity."""

import openpyxl

from gpucompare.sheets.importer import analyse

from .conftest import TODAY

RTX_5090 = "nvidia-rtx-5090"
L40S = "nvidia-l40s"
RTX_4090 = "nvidia-rtx-4090"


def _sheet(tmp_path, name, rows, title="Sheet1"):
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = title
    for r in rows:
        ws.append(r)
    path = tmp_path / name
    wb.save(path)
    return path


# ---- a marketplace export: the selling price beside the struck-through one, a description row under the header


def test_a_marketplace_exports_selling_price_with_its_headers_tax_basis_and_its_archived_listing(tmp_path):
    path = _sheet(
        tmp_path,
        "urunler.xlsx",
        [
            [
                "Ürün Adı",
                "Marka",
                "Piyasa Satış Fiyatı (KDV Dahil)",
                "Satılacak Fiyat (KDV Dahil)",
                "KDV Oranı",
                "Durum",
            ],
            ["Maks. 100 karakter", "Marka adı", "Üstü çizili fiyat", "Satış fiyatı", "%", "Ürün durumu"],
            ["Gainward GeForce RTX 5090 Phantom 32GB", "Gainward", 171999, 158999, 20, "Satışta"],
            ["PNY NVIDIA L40S 48GB Veri Merkezi GPU", "PNY", 451000, 429000, 20, "Satışta"],
            ["Palit GeForce RTX 4090 GameRock 24GB (Yenilenmiş)", "Palit", 98999, 91999, 20, "Satışta"],
            ["Inno3D GeForce RTX 4090 X3 24GB", "Inno3D", 97999, 93999, 20, "Arşivlendi"],
        ],
    )
    p = analyse(path, today=TODAY)
    got = {q.source_row: q for q in p.rows}
    assert sorted(got) == [3, 4, 5]
    # the price a buyer pays on the marketplace, not the struck-through one beside it
    assert [(got[r].device_id, got[r].price_min) for r in (3, 4, 5)] == [
        (RTX_5090, 158999),
        (L40S, 429000),
        (RTX_4090, 91999),
    ]
    for q in got.values():
        # the first header row's '(KDV Dahil)' is the column's basis, the KDV column its rate
        assert (q.tax, q.tax_rate) == ("incl", 0.2)
        # no currency written: the language's one currency, said and marked for review
        assert q.currency == "TRY" and q.needs_review
    assert got[5].condition == "refurbished"
    # the archived listing: no offer, said so
    why = {r.source_row: str(r.reason) for r in p.rejected}
    assert "Arşivlendi" in why[6]


# ---- a catalogue priced per unit of measure, packs of 2 and 4


def test_a_catalogue_priced_per_pack_divides_by_the_packs_count_in_euros_by_the_stated_rate(tmp_path):
    path = _sheet(
        tmp_path,
        "catalogo.xlsx",
        [
            ["Catalogo fornitore — Prezzi IVA esclusa (aliquota 22%) — Esportato il 03/12/2026"],
            [],
            [
                "Codice articolo",
                "Nome commerciale",
                "Prezzo",
                "Unità di misura per il prezzo",
                "Quantità vendibile per unità di misura",
                "Lotto minimo",
            ],
            ["X-L40S", "NVIDIA L40S 48 GB PCIe", 8300, "Pezzo", 1, 1],
            ["X-L4-4", "NVIDIA L4 24 GB PCIe — confezione da 4 pezzi", 10200, "Confezione", 4, 1],
            ["X-5090-2", "NVIDIA GeForce RTX 5090 32 GB — confezione da 2 pezzi", 5300, "Confezione", 2, 3],
            ["X-CAVO", "Cavo di alimentazione 12V-2x6 per GPU, 60 cm", 19.9, "Pezzo", 1, 10],
        ],
    )
    p = analyse(path, today=TODAY)
    got = {q.source_row: q for q in p.rows}
    assert sorted(got) == [4, 5, 6]
    assert [(got[r].device_id, got[r].price_min, got[r].units_per_item) for r in (4, 5, 6)] == [
        (L40S, 8300, 1),
        ("nvidia-l4", 2550, 4),
        (RTX_5090, 2650, 2),
    ]
    for q in got.values():
        # 22 % is Italy's rate, not Switzerland's: euros, said as weak evidence and marked for review
        assert q.currency == "EUR" and q.needs_review
        assert (q.tax, q.tax_rate) == ("excl", 0.22)
    assert "22 %" in " ".join(map(str, p.warnings))
    # the cable is equipment, listed as such
    why = {r.source_row: str(r.reason) for r in p.rejected}
    assert "equipment" in why[7]


def test_the_same_catalogue_at_a_swiss_rate_stays_unread_without_a_currency(tmp_path):
    # the rate rules out; it never invents: at 8.1 % (Switzerland's rate) the franc is the one left, and the prices
    # fit it as well as the euro, so the import names it only because nothing else is left: said, marked
    path = _sheet(
        tmp_path,
        "catalogo_ch.xlsx",
        [
            ["Listino — Prezzi IVA esclusa (aliquota 8,1%)"],
            [],
            [
                "Codice articolo",
                "Nome commerciale",
                "Prezzo",
                "Unità di misura per il prezzo",
                "Quantità vendibile per unità di misura",
            ],
            ["X-L40S", "NVIDIA L40S 48 GB PCIe", 8300, "Pezzo", 1],
            ["X-L4-4", "NVIDIA L4 24 GB PCIe — confezione da 4 pezzi", 10200, "Confezione", 4],
        ],
    )
    p = analyse(path, today=TODAY)
    assert {q.currency for q in p.rows} <= {"CHF", "EUR"}
    assert all(q.needs_review for q in p.rows)


# ---- a part named after the card it is for


def test_a_bridge_named_after_its_card_is_the_bridge(tmp_path):
    path = _sheet(
        tmp_path,
        "aanbod.xlsx",
        [
            ["Productnaam", "Prijs (EUR, incl. btw)"],
            ["PNY NVIDIA RTX A6000 48GB", 4890],
            ["NVIDIA RTX A6000 NVLink Bridge 2-slot", 229],
            ["NVIDIA H100 NVL 94GB with NVLink bridge", 31900],
        ],
    )
    p = analyse(path, today=TODAY)
    assert sorted((q.source_row, q.device_id) for q in p.rows) == [(2, "nvidia-rtx-a6000"), (4, "nvidia-h100-nvl")]
    why = {r.source_row: str(r.reason) for r in p.rejected}
    assert "accessory" in why[3]


def test_a_portuguese_bridge_for_its_cards_is_equipment(tmp_path):
    path = _sheet(
        tmp_path,
        "proposta.xlsx",
        [
            ["Designação", "Qtd.", "Preço unit. s/ IVA (€)"],
            ["Placa NVIDIA H100 NVL 94 GB PCIe", 4, 29500],
            ["Ponte NVLink para H100 NVL (4 vias)", 2, 690],
        ],
    )
    p = analyse(path, today=TODAY)
    assert [q.source_row for q in p.rows] == [2]
    why = {r.source_row: str(r.reason) for r in p.rejected}
    assert "equipment" in why[3]


# ---- a Brazilian marketplace report


def test_a_marketplace_report_sells_at_its_selling_price_and_its_ended_listing_is_none(tmp_path):
    path = _sheet(
        tmp_path,
        "anuncios.xlsx",
        [
            ["Relatório de anúncios — Gerado em 02/12/2026 — Valores com impostos inclusos"],
            [],
            ["Código", "Título", "Preço original (R$)", "Preço de venda (R$)", "Status"],
            ["MLB1", "Placa de Vídeo NVIDIA GeForce RTX 5090 32GB", "R$ 25.499,00", "R$ 23.199,90", "Ativo"],
            [
                "MLB2",
                "Lote 4 Placas NVIDIA Tesla T4 16GB (retiradas de servidor, testadas)",
                "",
                "R$ 8.200,00",
                "Ativo",
            ],
            ["MLB3", "Placa NVIDIA RTX A4000 16GB - Recondicionada", "R$ 4.100,00", "R$ 3.790,00", "Ativo"],
            ["MLB4", "Placa de Vídeo NVIDIA GeForce RTX 4090 24GB", "R$ 13.990,00", "R$ 12.990,00", "Finalizado"],
        ],
    )
    p = analyse(path, today=TODAY)
    got = {q.source_row: q for q in p.rows}
    assert sorted(got) == [4, 5, 6]
    assert got[4].price_min == 23199.9 and got[4].currency == "BRL"
    # four cards taken out of a server: the cards, each a quarter of the lot
    assert (got[5].device_id, got[5].price_min, got[5].offer) == ("nvidia-tesla-t4", 2050, "card")
    assert got[6].condition == "refurbished"
    why = {r.source_row: str(r.reason) for r in p.rejected}
    assert "Finalizado" in why[7]


# ---- a tender's validities


def test_hebrew_bids_valid_until_is_the_quotes_validity(tmp_path):
    path = _sheet(
        tmp_path,
        "michraz.xlsx",
        [
            ["פרוטוקול ועדת המכרזים מיום 03/12/2026"],
            ['המחירים בדולר ארה"ב, לא כולל מע"מ (18%).'],
            ["פריט", "מציע", "דגם מוצע", "מחיר ליחידה ($)"],
            [1, 'אלפא בע"מ', "NVIDIA L40S 48GB PCIe", 8650],
            [2, 'בטא בע"מ', "NVIDIA H100 NVL 94GB", 29900],
            [],
            ["ההצעות תקפות עד 28/02/2027."],
        ],
    )
    p = analyse(path, today=TODAY)
    assert [(q.device_id, str(q.valid_until)) for q in p.rows] == [
        (L40S, "2027-02-28"),
        ("nvidia-h100-nvl", "2027-02-28"),
    ]


def test_a_contracts_term_is_no_validity_of_the_awarded_prices(tmp_path):
    rows = [
        ["ACTA DE FALLO — Licitación Pública"],
        ["Ciudad de México, a 2 de diciembre de 2026. Importes en moneda nacional (MXN), sin IVA."],
        ["Partida", "Descripción", "Cant.", "Precio unitario adjudicado"],
        [1, "Tarjeta gráfica NVIDIA L40S 48GB PCIe", 4, 168000],
        [2, "Tarjeta gráfica NVIDIA GeForce RTX 5090 32GB", 10, 57500],
        [],
    ]
    term = "Vigencia del contrato: a partir de la notificación del fallo y hasta el 31 de diciembre de 2026."
    p = analyse(_sheet(tmp_path, "fallo.xlsx", [*rows, [term]]), today=TODAY)
    assert [q.price_min for q in p.rows] == [168000, 57500]
    assert all(q.valid_until is None for q in p.rows)
    # the same day after a word of the offer's validity is its validity
    said = "Validez de la propuesta: hasta el 31 de diciembre de 2026."
    p = analyse(_sheet(tmp_path, "fallo2.xlsx", [*rows, [said]]), today=TODAY)
    assert all(str(q.valid_until) == "2026-12-31" for q in p.rows)


# ---- two prices a row, each currency's tax in a sentence of its own


def test_each_currencys_sentence_gives_its_own_prices_tax(tmp_path):
    path = _sheet(
        tmp_path,
        "quotation.xlsx",
        [
            ["QUOTATION — Date: December 1, 2026"],
            [
                "Option A — FOB Singapore, in US$ (no Philippine VAT; buyer arranges freight). Option B — DDP Cebu "
                "City, in ₱, exclusive of 12% VAT."
            ],
            [],
            ["Item", "Description", "Qty", "Unit Price US$ (FOB Singapore)", "Unit Price ₱ (DDP Cebu)"],
            [1, "NVIDIA L40S 48GB PCIe", 4, 8400, 515000],
            [2, "NVIDIA GeForce RTX 5090 32GB", 6, 2900, 178000],
            [],
            ["", "Total, Option B (DDP, VAT-exclusive)", "", "", 3128000],
            ["", "Add: 12% VAT", "", "", 375360],
            ["", "Less: 1% EWT (withholding agents only)", "", "", -31280],
        ],
    )
    p = analyse(path, today=TODAY)
    got = {(q.source_row, q.currency): q for q in p.rows}
    assert sorted(got) == [(5, "PHP"), (5, "USD"), (6, "PHP"), (6, "USD")]
    for r in (5, 6):
        assert (got[r, "PHP"].tax, got[r, "PHP"].tax_rate) == ("excl", 0.12)
        # the dollar sentence says no Philippine VAT: no basis, and the quote asks for a look
        assert got[r, "USD"].tax != "excl" and got[r, "USD"].needs_review
    why = {r.source_row: str(r.reason) for r in p.rejected}
    assert "tax" in why[10]


# ---- a Canary Islands quote


def test_igic_is_the_tax_aiem_a_tax_line_and_a_cooler_line_no_count(tmp_path):
    path = _sheet(
        tmp_path,
        "presupuesto.xlsx",
        [
            ["PRESUPUESTO — Fecha: 01/12/2026"],
            [],
            ["Ref.", "Descripción", "Cant.", "Precio neto", "Importe"],
            ["G1", "NVIDIA L40S 48GB PCIe pasiva", 2, 7900, 15800],
            ["G2", "GeForce RTX 5090 32GB GDDR7 (Inno3D X3)", 4, 2690, 10760],
            ["AIEM", "AIEM (Arbitrio sobre Importaciones y Entregas de Mercancías) — exento", "", "", 0],
            [],
            ["", "", "", "Base imponible", 26560],
            ["", "", "", "IGIC 7%", 1859.2],
            ["", "", "", "TOTAL", 28419.2],
        ],
    )
    p = analyse(path, today=TODAY)
    got = {q.source_row: q for q in p.rows}
    assert sorted(got) == [4, 5]
    assert (got[5].device_id, got[5].price_min, got[5].units_per_item) == (RTX_5090, 2690, 1)
    for q in got.values():
        assert (q.tax, q.tax_rate) == ("excl", 0.07)
    why = {r.source_row: str(r.reason) for r in p.rejected}
    assert "tax" in why[6] and "tax" in why[9]


# ---- a listings export's sale window


def test_a_sale_price_holds_inside_its_window_only(tmp_path):
    path = _sheet(
        tmp_path,
        "listings.xlsx",
        [
            ["Listings export — Generated 2026-12-01 — All prices in AED, inclusive of 5% VAT"],
            ["partner_sku", "title_en", "price_aed", "sale_price_aed", "sale_start", "sale_end", "stock"],
            ["A1", "NVIDIA GeForce RTX 5090 Founders Edition 32GB", 9599, 9099, "2026-11-25", "2026-12-10", 4],
            ["A2", "NVIDIA L40S 48GB PCIe", 33500, 32000, "2026-11-10", "2026-11-20", 2],
            ["A3", "NVIDIA RTX A6000 48GB", 13900, 13200, "2026-12-05", "2026-12-31", 1],
            ["A4", "NVIDIA GeForce RTX 4090 24GB", 6900, "", "", "", 3],
        ],
    )
    p = analyse(path, today=TODAY)
    got = sorted((q.source_row, q.price_min, str(q.valid_until), q.needs_review) for q in p.rows)
    assert got == [
        (3, 9099, "2026-12-10", False),  # the running sale, until its end
        (3, 9599, "None", True),  # the regular price, marked: the sale price is what sells now
        (4, 33500, "None", False),  # the sale ended: the regular price, no validity from the window
        (5, 13900, "None", False),  # the sale begins later: the regular price
        (6, 6900, "None", False),
    ]
    why = " ".join(f"{r.source_row}: {r.reason}" for r in p.rejected)
    assert "4: " in why and "ended on 2026-11-20" in why
    assert "5: " in why and "starts on 2026-12-05" in why
