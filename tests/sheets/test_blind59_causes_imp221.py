"""The classes of decision blind corpus 59 (international) found, each tested on sheets written here (none is a
corpus file, none of their layouts):

- a buyer's comparison sheet whose prices are formulas reading the vendors' own sheets ("='Vendor A'!D6",
  "='Vendor B'!D9/8"): the vendors' sheets are the offers, each with its own date; the comparison repeats them (said,
  never imported twice), even where its figures alone would not show it (a server's price per GPU, a MIN column);
- a consultant's comparison with one column per supplier, each head naming its seller ('Supplier A: Nordvik AS',
  'Leverandør B: Bryggen Data AS'), the suppliers' quote dates and validities on lines under the header, and the
  consultant's own estimated street price beside them: each priced supplier cell a quote of that supplier's, at its
  own date; the estimate never a quote (and its 'estimated' no lot price); a Nynorsk lexicon;
- a note whose first sentence names the money and its scale ('All prices in KRW M (million won) per unit, VAT 10%
  separate. Issued …'): every price in millions, without the VAT at that rate;
- a Kölsch quotation (Aanjebott) whose price 'Ühre Pries' is a formula on the list price 'Leßpries' (=D5*0.92):
  the saved result is the offer, the list price beside it history, 'op Aanfroch' on request, the tax and validity from
  its words (ksh.toml);
- a PDF conversion whose table header comes again on its second page ('Unit Price (Rs. in Lakhs)' after 'Page 1 of
  2'): the same table goes on, in the currency and scale read for it, never a new table without a currency;
- the offer details: a 'Total excl. VAT' summing the lines above a 'VAT 5%' line (the lines before that tax); a
  broker's buy-back price ('prix_rachat_chf', 'Buy-back price'), what it pays, never its offer, not even where the
  sale price is empty (listed as such); a field name's rate with its decimals ('hors_tva_8_1': 8.1 %); Nigerian
  Pidgin's 'VAT 7.5% no dey inside' (pcm.toml); an end-of-life notice's last order day per line ('Último pedido',
  'آخر نهار للطلبية') each line's validity; Darija's words (ary.toml: 'بلا TVA', 'كتزاد', 'قنطرة NVLink' a bridge);
- an end-of-life notice naming each line's replacement in a column of its own with its price beside it
  ('Replacement' | 'Replacement price', 'البديل' | 'ثمن البديل'): a quote of its own, without the discontinued
  product's last order day or condition; '—' no replacement;
- a card's name written short ('RTX PRO 6000 Blackwell Server Ed.') is one card, never a server;
- (corpus 56's leftover) a listing whose own title opens by asking to buy ('高价回收 RTX 4090D/4090/5090D 显卡 上门'
  | '面议') among sellers' listings: a buyer's ad, listed as a request to buy, never a quote on request;
- (corpora 32 and 56 key it both ways) an hourly rate with a minimum term ('最短租期' | 1个月) is read as reserved for
  that term, and the quote says so and asks for a look: never silently one of the two readings."""

import re
import shutil
import zipfile

import openpyxl
import pytest

from gpucompare.sheets.importer import analyse

from .conftest import TODAY

H100_NVL = "nvidia-h100-nvl"
L40S = "nvidia-l40s"
H200_SXM = "nvidia-h200-sxm-141gb"


def _with_cached(path, cached):
    """openpyxl writes a formula without the value Excel saves beside it: write that value into the sheet's XML
    (sheet number, 1-based -> {cell: value})."""
    tmp = path.with_suffix(".tmp")
    with zipfile.ZipFile(path) as zin, zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as zout:
        for item in zin.infolist():
            data = zin.read(item.filename)
            m = re.match(r"xl/worksheets/sheet(\d+)\.xml$", item.filename)
            if m and int(m.group(1)) in cached:
                xml = data.decode()
                for cell, val in cached[int(m.group(1))].items():
                    xml, n = re.subn(
                        r'(<c r="' + cell + r'"[^>]*>)(<f>[^<]*</f>)<v\s*/>',
                        lambda mm, val=val: mm.group(1) + mm.group(2) + f"<v>{float(val)!r}</v>",
                        xml,
                    )
                    assert n == 1, cell
                data = xml.encode()
            zout.writestr(item, data)
    shutil.move(tmp, path)
    return path


# ---- a comparison sheet of formulas reading the vendor sheets


def _comparison(tmp_path):
    wb = openpyxl.Workbook()
    cmp_ = wb.active
    cmp_.title = "Comparison"
    for r in [
        ["Bid comparison — unit prices in EUR, excl. VAT (linked to the vendor tabs)"],
        [],
        ["Item (per GPU)", "Alpha", "Beta", "Best"],
        ["H100 NVL 94GB", "='Alpha GmbH'!C5", "='Beta Systems'!C5", "=MIN(B4:C4)"],
        ["L40S 48GB", "='Alpha GmbH'!C6", "='Beta Systems'!C6", "=MIN(B5:C5)"],
        ["H200 SXM 141GB (in 8-GPU server, per GPU)", "—", "='Beta Systems'!C7/8", "=MIN(B6:C6)"],
    ]:
        cmp_.append(r)
    for name, date, lines in [
        ("Alpha GmbH", "Date: 1 December 2026", [("NVIDIA H100 NVL 94GB PCIe", 29400), ("NVIDIA L40S 48GB", 8950)]),
        (
            "Beta Systems",
            "Date: 3 December 2026",
            [
                ("NVIDIA H100 NVL 94GB PCIe", 28950),
                ("NVIDIA L40S 48GB PCIe", 9180),
                ("Server with 8x NVIDIA H200 SXM 141GB", 312000),
            ],
        ),
    ]:
        ws = wb.create_sheet(name)
        ws.append([f"{name} — Quotation"])
        ws.append([date])
        ws.append(["Prices in EUR, excl. VAT"])
        ws.append(["Pos", "Description", "Unit price (EUR)", "Qty"])
        for i, (model, price) in enumerate(lines, 1):
            ws.append([i, model, price, 2])
    path = tmp_path / "comparison.xlsx"
    wb.save(path)
    return _with_cached(
        path,
        {1: {"B4": 29400, "C4": 28950, "D4": 28950, "B5": 8950, "C5": 9180, "D5": 8950, "C6": 39000, "D6": 39000}},
    )


def test_a_comparison_of_formulas_reading_the_vendor_sheets_is_no_offer_of_its_own(tmp_path):
    p = analyse(_comparison(tmp_path), today=TODAY)
    got = sorted((q.sheet, q.source_row, q.device_id, q.price_min, str(q.quote_date)) for q in p.rows)
    # every vendor's line, once, from its own sheet, at its own date; the comparison's per-GPU server price and its
    # 'Best' column imported nowhere
    assert got == [
        ("Alpha GmbH", 5, H100_NVL, 29400, "2026-12-01"),
        ("Alpha GmbH", 6, L40S, 8950, "2026-12-01"),
        ("Beta Systems", 5, H100_NVL, 28950, "2026-12-03"),
        ("Beta Systems", 6, L40S, 9180, "2026-12-03"),
        ("Beta Systems", 7, H200_SXM, 39000, "2026-12-03"),
    ]
    # the comparison's rows listed, with what they are: formulas repeating the vendors' prices
    why = {r.source_row: str(r.reason) for r in p.rejected if r.sheet == "Comparison"}
    assert set(why) >= {4, 5, 6}
    assert "formulas reading" in " ".join(map(str, p.warnings))


def test_the_same_figures_typed_in_a_sheet_of_their_own_are_not_taken_for_links(tmp_path):
    # the comparison's numbers typed, not linked: its server line's per-GPU price is a price of its own, so the
    # figures alone decide (the earlier rule), and nothing is said of formulas
    wb = openpyxl.load_workbook(_comparison(tmp_path), data_only=True)
    path = tmp_path / "typed.xlsx"
    wb.save(path)
    p = analyse(path, today=TODAY)
    assert "formulas reading" not in " ".join(map(str, p.warnings))


# ---- a consultant's comparison: one column per supplier, the estimate none


def _suppliers(tmp_path, heads, labels, words):
    wb = openpyxl.Workbook()
    ws = wb.active
    for r in [
        ["Comparison of quotes — research GPU purchase"],
        [words["note"]],
        [],
        ["No.", words["product"], words["qty"], *heads, "Remark"],
        [None, labels[0], None, "28.11.2026", "01.12.2026", "02.12.2026", "—"],
        [None, labels[1], None, "18.12.2026", "18.12.2026", "11.12.2026", "—"],
        [1, "NVIDIA H100 NVL 94GB PCIe", 8, 30150, 29680, 30520, 28900, "B lowest"],
        [2, "NVIDIA L40S 48GB PCIe", 16, 8990, 9140, words["not_offered"], 8650, ""],
        [3, "NVIDIA RTX PRO 6000 Blackwell Server Edition 96GB", 4, 9780, words["on_request"], 9925, 9300, ""],
    ]:
        ws.append(r)
    path = tmp_path / "suppliers.xlsx"
    wb.save(path)
    return analyse(path, today=TODAY)


ENGLISH = {"note": "Bergen, 4 December 2026. All amounts in EUR per unit, excl. VAT.", "product": "Product",
           "qty": "Qty", "not_offered": "not offered", "on_request": "on request"}  # fmt: skip
NYNORSK = {"note": "Bergen, 4. desember 2026. Alle beløp i EUR per eining, eks. mva.", "product": "Produkt",
           "qty": "Tal", "not_offered": "ikkje tilbode", "on_request": "på førespurnad"}  # fmt: skip


def _check_suppliers(p, seller):
    got = [
        (q.cell, q.price_min if not q.price_on_request else None, str(q.quote_date), str(q.valid_until)) for q in p.rows
    ]
    # left to right, each supplier's price as typed (no lot divided by the quantity), at its own date and validity
    assert got == [
        ("D7", 30150, "2026-11-28", "2026-12-18"),
        ("E7", 29680, "2026-12-01", "2026-12-18"),
        ("F7", 30520, "2026-12-02", "2026-12-11"),
        ("D8", 8990, "2026-11-28", "2026-12-18"),
        ("E8", 9140, "2026-12-01", "2026-12-18"),
        ("D9", 9780, "2026-11-28", "2026-12-18"),
        ("E9", None, "2026-12-01", "2026-12-18"),
        ("F9", 9925, "2026-12-02", "2026-12-11"),
    ]
    assert all(q.currency == "EUR" and q.tax == "excl" for q in p.rows)
    # the estimate (column G) is no one's offer
    assert not any(q.cell.startswith("G") for q in p.rows)
    assert {q.offered_by for q in p.rows} == {
        f"{seller} A: Nordvik AS",
        f"{seller} B: Bryggen Data AS",
        f"{seller} C: Hordaland AS",
    }
    # the supplier that offers no L40S: said, with its words
    assert any(r.source_row == 8 and "not offered" in str(r.reason) for r in p.rejected)


def test_each_suppliers_column_is_its_own_offer_and_the_estimate_none(tmp_path):
    heads = ["Supplier A: Nordvik AS", "Supplier B: Bryggen Data AS", "Supplier C: Hordaland AS",
             "Estimated street price (consultant)"]  # fmt: skip
    _check_suppliers(_suppliers(tmp_path, heads, ["Quote date", "Valid until"], ENGLISH), "Supplier")


def test_a_nynorsk_comparison_is_read_from_its_words(tmp_path):
    heads = ["Leverandør A: Nordvik AS", "Leverandør B: Bryggen Data AS", "Leverandør C: Hordaland AS",
             "Estimert gatepris (konsulent)"]  # fmt: skip
    _check_suppliers(_suppliers(tmp_path, heads, ["Tilbodsdato", "Gyldig til"], NYNORSK), "Leverandør")


# ---- a scale spelled out in a note's sentence


def _scaled(tmp_path, note):
    rows = [
        ["Haeundae Systems — price list, December 2026"],
        [note],
        [],
        ["Part No.", "Description", "Unit price"],
        ["A-1", "NVIDIA H100 NVL 94GB PCIe", 41.2],
        ["S-8", "Server, 8x NVIDIA H200 SXM 141GB", 392.0],
    ]
    wb = openpyxl.Workbook()
    for r in rows:
        wb.active.append(r)
    path = tmp_path / "scaled.xlsx"
    wb.save(path)
    return analyse(path, today=TODAY)


def test_a_scale_spelled_in_the_sentence_naming_the_money_scales_every_price(tmp_path):
    note = "All prices in KRW M (million won) per unit, VAT 10% separate. Issued 2026-12-03, valid until 2026-12-31."
    p = _scaled(tmp_path, note)
    got = [(q.device_id, q.price_min, q.currency, q.tax, q.tax_rate) for q in p.rows]
    assert got == [
        (H100_NVL, 41_200_000, "KRW", "excl", 0.1),
        (H200_SXM, 49_000_000, "KRW", "excl", 0.1),
    ]
    assert any("1,000,000" in str(w) for w in p.warnings)  # said


def test_a_million_elsewhere_in_a_long_note_scales_nothing(tmp_path):
    note = (
        "All prices in KRW per unit, VAT 10% separate. This framework agreement covers purchases up to 900 million "
        "won in 2027."
    )
    p = _scaled(tmp_path, note)
    assert [q.price_min for q in p.rows] == [41.2, 392.0 / 8]


# ---- a Kölsch quotation priced by formulas


def test_a_koelsch_quotation_priced_by_formulas_is_read_from_its_words(tmp_path):
    wb = openpyxl.Workbook()
    ws = wb.active
    for r in [
        ["Rheinjold Rechner GmbH — Aanjebott Nr. 77"],
        ["Kölle, dä 2. Dezember 2026 — Dat Aanjebott jilt bes zom 16. Dezember 2026"],
        ["All Pries en Euro, ohne Mehrwäätstüür (19 % kütt noch dobei)."],
        ["Pos.", "Wat et es", "Stöck", "Leßpries (Stöck)", "Ühre Pries (Stöck)", "Zosamme"],
        ["1", "NVIDIA L40S 48GB PCIe", 4, 9450, "=D5*0.92", "=C5*E5"],
        ["2", "Server met 8× NVIDIA H100 SXM5 80GB", 1, 268000, "=D6*0.9", "=C6*E6"],
        ["3", "AMD Instinct MI325X 256GB OAM", 8, None, "op Aanfroch", None],
        ["4", "Rackeinbau un Enrichte (pauschal)", 1, 1200, "=D8", "=C8*E8"],
        [None, "Zwesche-Summ", None, None, None, "=SUM(F5:F8)"],
    ]:
        ws.append(r)
    path = tmp_path / "aanjebott.xlsx"
    wb.save(path)
    cached = {"E5": 8694, "F5": 34776, "E6": 241200, "F6": 241200, "E8": 1200, "F8": 1200, "F9": 277176}
    p = analyse(_with_cached(path, {1: cached}), today=TODAY)
    got = [(q.device_id, q.price_min if not q.price_on_request else None, q.tax, q.tax_rate) for q in p.rows]
    # the discounted price (the formula's saved result) per device, never the list price; without VAT at 19 %
    assert got == [
        (L40S, 8694, "excl", 0.19),
        ("nvidia-h100-sxm5-80gb", 241200 / 8, "excl", 0.19),
        ("amd-mi325x", None, "excl", 0.19),
    ]
    assert {(str(q.quote_date), str(q.valid_until)) for q in p.rows} == {("2026-12-02", "2026-12-16")}
    why = {r.source_row: str(r.reason) for r in p.rejected}
    assert "installation" in why[8] and "subtotal" in why[9]


# ---- a header repeated on a PDF's second page


def test_a_header_repeated_on_the_next_page_keeps_the_tables_currency_and_scale(tmp_path):
    head = ["Sl.", "Description", "Qty", "Unit Price (Rs. in Lakhs)", "Amount (Rs. in Lakhs)"]
    rows = [
        ["QUOTATION — Koramangala, Bengaluru 560034   GSTIN: 29AAECT4471F1Z5"],
        ["Date: 04-12-2026. GST 18% extra."],
        head,
        ["1", "NVIDIA H100 NVL 94GB PCIe", "4", "24.85", "99.40"],
        ["2", "NVIDIA L40S 48GB PCIe", "8", "7.45", "59.60"],
        [None, None, None, "Page 1 of 2"],
        head,
        ["3", "NVIDIA H200 NVL 141GB PCIe", "2", "28.90", "57.80"],
        ["4", "NVIDIA GeForce RTX 5090 32GB", "10", "2.95", "29.50"],
        [None, None, None, "Page 2 of 2"],
    ]
    wb = openpyxl.Workbook()
    for r in rows:
        wb.active.append(r)
    path = tmp_path / "pages.xlsx"
    wb.save(path)
    p = analyse(path, today=TODAY)
    got = [(q.source_row, q.device_id, round(q.price_min), q.currency) for q in p.rows]
    assert got == [
        (4, H100_NVL, 2_485_000, "INR"),
        (5, L40S, 745_000, "INR"),
        (8, "nvidia-h200-nvl", 2_890_000, "INR"),
        (9, "nvidia-rtx-5090", 295_000, "INR"),
    ]
    assert any("header again" in str(w) for w in p.warnings)


# ---- offer details


def _sheet(tmp_path, rows, name="s.xlsx"):
    wb = openpyxl.Workbook()
    for r in rows:
        wb.active.append(r)
    path = tmp_path / name
    wb.save(path)
    return analyse(path, today=TODAY)


def test_a_total_without_vat_over_a_vat_line_makes_the_lines_prices_before_that_tax(tmp_path):
    p = _sheet(
        tmp_path,
        [
            ["Falcon Gulf Technologies — Quotation Q-1433"],
            ["Date: 03-Dec-2026"],
            ["Line", "Description", "Qty", "Unit price (AED)", "Line total (AED)"],
            ["1", "NVIDIA H100 NVL 94GB PCIe", 2, 109800, 219600],
            ["2", "NVIDIA L40S 48GB PCIe", 4, 34900, 139600],
            ["3", "Delivery and rigging", 1, 14500, 14500],
            [None, "Total excl. VAT", None, None, 373700],
            [None, "VAT 5%", None, None, 18685],
            [None, "Grand total (AED)", None, None, 392385],
        ],
    )
    assert [(q.price_min, q.tax, q.tax_rate) for q in p.rows] == [(109800, "excl", 0.05), (34900, "excl", 0.05)]


def test_a_buy_back_price_is_never_the_offer(tmp_path):
    p = _sheet(
        tmp_path,
        [
            ["reference", "designation", "etat", "prix_vente_chf_hors_tva_8_1", "prix_rachat_chf", "stock"],
            ["G-1", "NVIDIA H100 NVL 94GB PCIe", "neuf", "23 480,00", "17 900,00", 3],
            ["G-2", "NVIDIA Tesla V100 PCIe 32GB", "rachat uniquement", None, "420,00", 0],
            ["G-3", "NVIDIA GeForce RTX 4090 24GB", "occasion", "1 580,00", "1 150,00", 5],
        ],
    )
    # the sale price, without VAT at the field name's 8.1 %; the buy-back price (what the broker pays) never
    assert [(q.source_row, q.price_min, q.tax, q.tax_rate) for q in p.rows] == [
        (2, 23480, "excl", 0.081),
        (4, 1580, "excl", 0.081),
    ]
    assert "another party's price" in str({r.source_row: r.reason for r in p.rejected}[3])


def test_a_pidgin_tax_note_says_the_vat_is_added(tmp_path):
    p = _sheet(
        tmp_path,
        [
            ["OKON TECH — Computer Village, Ikeja"],
            ["Date: 5/12/2026. All price na Naira. VAT 7.5% no dey inside, e go add on top."],
            ["S/N", "Wetin we dey sell", "Price per one (₦)"],
            [1, "NVIDIA GeForce RTX 5090 32GB", 4950000],
            [2, "NVIDIA L40S 48GB", 12850000],
        ],
    )
    assert [(q.currency, q.tax, q.tax_rate) for q in p.rows] == [("NGN", "excl", 0.075)] * 2


@pytest.mark.parametrize(
    "head, note",
    [
        (
            ["Clave", "Descripción", "Precio final LTB (MXN)", "Último pedido"],
            "Aviso de fin de vida, Tijuana, a 4 de diciembre de 2026. Precios en pesos mexicanos, más IVA 8%.",
        ),
        (
            ["رقم", "المنتوج", "الثمن النهائي (درهم HT)", "آخر نهار للطلبية"],
            "الأثمنة بالدرهم بلا TVA (HT)، و TVA 20% كتزاد.",
        ),
    ],
)
def test_a_last_order_day_per_line_is_that_lines_validity(tmp_path, head, note):
    p = _sheet(
        tmp_path,
        [
            [note],
            head,
            ["1", "NVIDIA L40S 48GB PCIe", "155 800,00", "19/12/2026"],
            ["2", "NVIDIA H100 PCIe 80GB", "472 400,00", "12/12/2026"],
        ],
    )
    assert [(q.price_min, str(q.valid_until), q.tax) for q in p.rows] == [
        (155800, "2026-12-19", "excl"),
        (472400, "2026-12-12", "excl"),
    ]


def test_a_darija_bridge_line_is_equipment_not_an_unknown_card(tmp_path):
    p = _sheet(
        tmp_path,
        [
            ["الأثمنة بالدرهم بلا TVA (HT)، و TVA 20% كتزاد."],
            ["رقم", "المنتوج", "الثمن النهائي (درهم HT)"],
            ["1", "NVIDIA H100 NVL 94GB", "262 300,00"],
            ["2", "قنطرة NVLink (2-slot) ديال H100", "4 850,00"],
        ],
    )
    assert [q.source_row for q in p.rows] == [3]
    assert "equipment" in str({r.source_row: r.reason for r in p.rejected}[4])


@pytest.mark.parametrize("price_head", ["Replacement price (EUR)", "Replacement (EUR)"])
def test_a_replacement_named_beside_the_discontinued_product_is_a_quote_of_its_own(tmp_path, price_head):
    p = _sheet(
        tmp_path,
        [
            ["End-of-life notice — last time buy. Prices in EUR, excl. VAT. Dated 3 December 2026."],
            ["No.", "Product", "Final price (EUR)", "Last order date", "Replacement", price_head],
            ["1", "NVIDIA L40S 48GB PCIe", 7845, "31/12/2026", "NVIDIA RTX PRO 6000 Blackwell Server Edition", 8690],
            ["2", "NVIDIA A100 80GB PCIe (used)", 9650, "20/12/2026", "—", "—"],
            ["3", "NVIDIA GeForce RTX 4090 24GB", 2190, "31/12/2026", "NVIDIA GeForce RTX 5090 32GB", 3145],
        ],
    )
    got = [(q.cell, q.device_id, q.price_min, str(q.valid_until), q.condition) for q in p.rows]
    assert got == [
        ("C3", L40S, 7845, "2026-12-31", ""),
        ("F3", "nvidia-rtx-pro-6000-blackwell", 8690, "None", ""),
        ("C4", "nvidia-a100-pcie-80gb", 9650, "2026-12-20", "used"),
        ("C5", "nvidia-rtx-4090", 2190, "2026-12-31", ""),
        ("F5", "nvidia-rtx-5090", 3145, "None", ""),
    ]
    assert all(q.tax == "excl" for q in p.rows)  # each once, whichever reading found it


def test_a_server_edition_written_short_is_one_card(tmp_path):
    p = _sheet(
        tmp_path,
        [["Item", "Description", "Qty", "Unit Price (CAD)"], [3, "NVIDIA RTX PRO 6000 Blackwell Server Ed.", 4, 13150]],
    )
    (q,) = p.rows
    assert (q.device_id, q.price_min, q.units_per_item) == ("nvidia-rtx-pro-6000-blackwell", 13150, 1)
    assert q.offer != "server"


def test_a_listing_that_opens_by_asking_to_buy_is_a_buyers_ad(tmp_path):
    p = _sheet(
        tmp_path,
        [
            ["序号", "平台", "宝贝标题", "成色", "价格"],
            [1, "闲鱼", "自用 七彩虹 RTX 4090D 24G 火神 无拆无修", "95新", "¥13,800"],
            [2, "闲鱼", "高价回收 RTX 4090D/4090/5090D 显卡 上门", "—", "面议"],
            [3, "转转", "华硕 TUF RTX 5090D 32G 个人一手 在保", "99新", "１７５００元"],
        ],
    )
    assert [q.source_row for q in p.rows] == [2, 4]
    assert "request to buy" in str({r.source_row: r.reason for r in p.rejected}[3])


def test_an_hourly_rate_with_a_minimum_term_is_read_reserved_and_says_so(tmp_path):
    p = _sheet(
        tmp_path,
        [
            ["算力租赁报价 2026-12-01，价格含6%增值税"],
            ["资源", "GPU型号", "单价（元/节点/小时）", "最短租期"],
            ["8卡节点", "8×NVIDIA H200 141GB SXM", 180.0, "1个月"],
        ],
    )
    (q,) = p.rows
    assert (q.device_id, q.price_kind, round(q.price_min, 2)) == (H200_SXM, "hourly_reserved", 22.5)
    assert q.needs_review and any("minimum term" in str(w) for w in q.warnings)
