"""The causes of the strict (every field) silent errors of blind corpora 4-25 (imp103), each a mechanism tested on
sheets written here (none is a corpus file), in two languages at least: a tax note's effective rate on a reduced base;
a tax line's rate from its amount's share of the lines; a subtotal whose 'before' names no tax; a VAT pair's rate on a
line on request in both columns; a tax note that names the rent is not a purchase price's basis; a quote date taken
from a line's 'last changed' column, or from the day prices take effect when the sheet is dated another day, kept and
marked for review; cards counted by the line's unit cell or a package's contents; a server word of further
languages."""

import datetime as dt

import openpyxl

from gpucompare.sheets.importer import analyse
from gpucompare.sheets.importer.accounting import rate_of_tax_line
from gpucompare.sheets.importer.notes import _tax_rate_in

TODAY = dt.date(2026, 12, 5)


def _book(path, rows, sheet="Sheet"):
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = sheet
    for r in rows:
        ws.append(r)
    wb.save(path)
    return path


def _review(q) -> bool:
    return bool(q.warnings) or q.needs_review


# --- tax: the effective rate on a reduced base ----------------------------------------------------------------------


def test_effective_rate_in_words_is_the_rate_paid():
    # 12 % on a base of 11/12 of the price is 11 % of the price: the effective rate is what the buyer pays
    assert _tax_rate_in("belum termasuk PPN 12% × DPP nilai lain 11/12 (efektif 11%)") == 0.11
    assert _tax_rate_in("Prix HT ; TVA 20 % sur une base réduite (taux effectif 10 %)") == 0.10
    assert _tax_rate_in("Prices exclude VAT 12% on 11/12 of the price, effective rate 11%") == 0.11
    assert _tax_rate_in("不含税，增值税13%，实际税率 6%") == 0.06
    # an 'effective' word that is no rate's ('effective from 1 January') leaves the nominal rate
    assert _tax_rate_in("VAT 12%, effective from 1 January") == 0.12
    assert _tax_rate_in("VAT 15%") == 0.15


def test_indonesian_offer_with_effective_rate_note(tmp_path):
    rows = [
        ["PT Contoh Komputasi"],
        ["Jakarta, 3 Desember 2026"],
        ["No", "Nama Barang", "Qty", "Harga Satuan (Rp)", "Jumlah (Rp)"],
        [1, "NVIDIA L40S 48GB", 2, 132750000, 265500000],
        [2, "NVIDIA L4 24GB", 4, 41250000, 165000000],
        ["Catatan: harga belum termasuk PPN 12% × DPP nilai lain 11/12 (efektif 11%)."],
    ]
    p = analyse(_book(tmp_path / "id.xlsx", rows), today=TODAY)
    assert [(q.device_id, q.tax, q.tax_rate) for q in p.rows] == [
        ("nvidia-l40s", "excl", 0.11),
        ("nvidia-l4", "excl", 0.11),
    ]


# --- tax: a tax line's rate from the amounts ------------------------------------------------------------------------


def test_rate_of_tax_line_by_hand():
    # 476,590.40 / (760,480 + 2,905,600) = 0.13 exactly: a rate to the cent
    assert rate_of_tax_line(476_590.40, [760_480.0, 2_905_600.0]) == 0.13
    # 8.875 % (New York) is a fortieth-of-a-percent step: 887.50 on 10,000.00
    assert rate_of_tax_line(887.50, [10_000.0]) == 0.08875
    # a share that is no rate to the cent (the line taxes shipping too): none
    assert rate_of_tax_line(1_312.47, [10_000.0]) is None
    assert rate_of_tax_line(0.0, [10_000.0]) is None
    assert rate_of_tax_line(100.0, []) is None


def test_english_erp_quotation_tax_line_gives_basis_and_rate(tmp_path):
    # 'Total Before Discount' names no tax ('before' a discount); the 'Tax' line under it is 13 % of the lines
    rows = [
        ["Sales Quotation"],
        ["Posting Date", "30.11.2026"],
        ["#", "Item Description", "Quantity", "Unit Price", "Total (LC)"],
        [1, "NVIDIA L20 48GB PCIe", 16, "CNY 26,800.00", "CNY 428,800.00"],
        [2, "NVIDIA A10 24GB PCIe", 10, "CNY 13,632.00", "CNY 136,320.00"],
        [],
        ["", "Total Before Discount", "", "", "CNY 565,120.00"],
        ["", "Tax", "", "", "CNY 73,465.60"],
        ["", "Total", "", "", "CNY 638,585.60"],
    ]
    p = analyse(_book(tmp_path / "sap.xlsx", rows), today=TODAY)
    assert [(q.device_id, q.price_min, q.tax, q.tax_rate) for q in p.rows] == [
        ("nvidia-l20-48gb", 26800.0, "excl", 0.13),
        ("nvidia-a10-pcie", 13632.0, "excl", 0.13),
    ]


def test_german_quotation_tax_line_without_rate_gives_rate_from_amounts(tmp_path):
    rows = [
        ["Angebot Nr. 4711, Datum 02.12.2026"],
        ["Pos.", "Bezeichnung", "Menge", "Einzelpreis (EUR)", "Gesamtpreis (EUR)"],
        [1, "NVIDIA L40S 48GB PCIe", 2, 7450, 14900],
        [2, "NVIDIA H100 NVL 94GB", 1, 27900, 27900],
        ["", "Zwischensumme", "", "", 42800],
        ["", "MwSt.", "", "", 8132],
        ["", "Gesamtbetrag", "", "", 50932],
    ]
    p = analyse(_book(tmp_path / "de.xlsx", rows), today=TODAY)
    assert {(q.tax, q.tax_rate) for q in p.rows} == {("excl", 0.19)}


# --- tax: a VAT pair's rate on a line on request --------------------------------------------------------------------


def test_cebuano_vat_pair_rate_reaches_the_line_on_request(tmp_path):
    rows = [
        ["KINUTLO SA PRESYO"],
        ["#", "Produkto", "Gidaghanon", "Presyo VAT-Ex (₱)", "Presyo VAT-Inc (₱)"],
        [1, "NVIDIA H100 PCIe 80GB", 2, 1420000, 1590400],
        [2, "NVIDIA L4 24GB", 8, 128000, 143360],
        [3, "NVIDIA B200 192GB", 8, "Pangutana lang", "Pangutana lang"],
    ]
    p = analyse(_book(tmp_path / "ph.xlsx", rows), today=TODAY)
    asked = [q for q in p.rows if q.price_on_request]
    assert len(asked) == 1 and asked[0].tax_rate == 0.12
    assert {q.tax_rate for q in p.rows} == {0.12}


def test_english_vat_pair_rate_reaches_the_line_on_request(tmp_path):
    rows = [
        ["Quotation 2026-12-02"],
        ["Item", "Description", "Price excl. VAT (EUR)", "Price incl. VAT (EUR)"],
        [1, "NVIDIA L40S 48GB", 7000, 8400],
        [2, "NVIDIA RTX 6000 Ada 48GB", 6000, 7200],
        [3, "AMD Instinct MI300X 192GB OAM", "POA", "POA"],
    ]
    p = analyse(_book(tmp_path / "en.xlsx", rows), today=TODAY)
    assert {q.tax_rate for q in p.rows} == {0.2}


# --- tax: a note that names the rent ----------------------------------------------------------------------------------


def test_rent_tax_note_is_not_the_purchase_price_basis(tmp_path):
    rows = [
        ["Lease Proposal"],
        ["Date: December 2, 2026"],
        ["Item", "Description", "Qty", "Unit Cost (USD)"],
        [1, "Supermicro SYS-821GE-TNHR, 8x NVIDIA H100 SXM5 80GB, 2x Xeon 8580, 2TB DDR5", 2, 262000],
        [],
        ["Rent payments plus applicable sales/use tax. Subject to credit approval."],
    ]
    p = analyse(_book(tmp_path / "lease.xlsx", rows), today=TODAY)
    (q,) = p.rows
    assert q.price_kind == "purchase" and q.price_min == 262000 / 8
    assert q.tax == "" and q.tax_rate is None
    assert any("rent" in str(e) for e in q.evidence)


def test_plain_tax_note_still_states_the_purchase_basis(tmp_path):
    # the same sheet with a note naming no rent: the purchase is without tax, as before
    rows = [
        ["Quotation"],
        ["Date: December 2, 2026"],
        ["Item", "Description", "Qty", "Unit Cost (USD)"],
        [1, "NVIDIA L40S 48GB PCIe", 2, 7450],
        [],
        ["Prices exclude applicable taxes."],
    ]
    p = analyse(_book(tmp_path / "plain.xlsx", rows), today=TODAY)
    assert [q.tax for q in p.rows] == ["excl"]


def test_chinese_rent_tax_note_is_not_the_purchase_price_basis(tmp_path):
    rows = [
        ["GPU服务器 销售及租赁报价"],
        ["报价日期：2026-12-02"],
        ["序号", "型号", "数量", "单价（元）"],
        [1, "NVIDIA L20 48G PCIe", 4, 28800],
        [],
        ["备注：租金另加6%增值税。"],
    ]
    p = analyse(_book(tmp_path / "zh.xlsx", rows), today=TODAY)
    assert [(q.tax, q.tax_rate) for q in p.rows] == [("", None)]


# --- quote dates the sheet does not state firmly --------------------------------------------------------------------


def test_russian_erp_change_dates_are_each_lines_and_marked_for_review(tmp_path):
    rows = [
        ["Номенклатура", "Валюта", "Цена", "ДатаИзменения"],
        ["NVIDIA H100 PCIe 80GB", "KZT", 14250000, "01.12.2026 10:00:00"],
        ["NVIDIA L40S 48GB", "KZT", 4650000, "03.12.2026 12:02:00"],
    ]
    p = analyse(_book(tmp_path / "kz.xlsx", rows), today=TODAY)
    # each line's own change date, never the first line's for the whole sheet; said on the quote for the user
    assert [q.quote_date for q in p.rows] == ["2026-12-01", "2026-12-03"]
    assert all(_review(q) for q in p.rows)
    assert all("last changed" in " ".join(map(str, q.warnings)) for q in p.rows)


def test_english_updated_column_dates_each_line_and_is_marked(tmp_path):
    rows = [
        ["SKU", "Product", "Price excl. VAT (ZAR)", "Updated"],
        ["NV-L40S", "NVIDIA L40S 48GB PCIe", 7350, dt.datetime(2026, 11, 27)],
        ["NV-L4", "NVIDIA L4 24GB PCIe", 2650, dt.datetime(2026, 11, 24)],
    ]
    p = analyse(_book(tmp_path / "za.xlsx", rows), today=TODAY)
    assert [q.quote_date for q in p.rows] == ["2026-11-27", "2026-11-24"]
    assert all(_review(q) for q in p.rows)


def test_order_date_column_is_not_marked(tmp_path):
    # an order's date is the day the price was paid: a firm date, no review for it
    rows = [
        ["Order Date", "Title", "Purchase PPU"],
        ["2026-12-01", "NVIDIA L40S 48GB PCIe", "$7,350.00"],
    ]
    p = analyse(_book(tmp_path / "orders.xlsx", rows), today=TODAY)
    assert [q.quote_date for q in p.rows] == ["2026-12-01"]
    assert not any("last changed" in str(w) for q in p.rows for w in q.warnings)


def test_chinese_price_change_notice_effective_day_is_marked_with_the_letter_date(tmp_path):
    rows = [
        ["关于12月部分GPU产品渠道价格调整的通知"],
        ["华信商〔2026〕第118号", "", "", "2026年12月4日"],
        ["受上游供货影响，自2026年12月8日0时起对以下产品渠道价格进行调整："],
        ["序号", "产品型号", "原价（元/片）", "调后价（元/片）"],
        [1, "L20 48G", 27500, 26800],
        [2, "H20 96G", 112000, 118000],
        ["说明：以上价格均为含13%增值税价格。"],
    ]
    p = analyse(_book(tmp_path / "zh_notice.xlsx", rows), today=TODAY)
    assert {q.quote_date for q in p.rows} == {"2026-12-08"}  # the value is kept
    said = [" ".join(map(str, q.warnings)) for q in p.rows]
    assert all("2026-12-04" in w and "take effect" in w for w in said)


def test_english_list_valid_from_a_later_day_is_marked_with_the_sheet_date(tmp_path):
    rows = [
        ["Price list", "", "2026-12-01"],
        ["New prices valid from 2026-12-15."],
        ["Model", "Price (USD)"],
        ["NVIDIA L40S 48GB PCIe", 7450],
    ]
    p = analyse(_book(tmp_path / "en_from.xlsx", rows), today=TODAY)
    (q,) = p.rows
    assert q.quote_date == "2026-12-15"
    assert _review(q) and "2026-12-01" in " ".join(map(str, q.warnings))


def test_single_dated_sheet_is_not_marked(tmp_path):
    rows = [
        ["Price list — Date: 2026-12-01"],
        ["Model", "Price (USD)"],
        ["NVIDIA L40S 48GB PCIe", 7450],
    ]
    p = analyse(_book(tmp_path / "en_one.xlsx", rows), today=TODAY)
    assert [q.quote_date for q in p.rows] == ["2026-12-01"]
    assert not any("take effect" in str(w) for q in p.rows for w in q.warnings)


# --- what one item is ---------------------------------------------------------------------------------------------


def test_chinese_card_counter_in_unit_cell_makes_a_server_edition_a_card(tmp_path):
    rows = [
        ["GPU服务器报价（含税13%） 2026-12-03"],
        ["序号", "品名", "型号配置", "单位", "单价（元）"],
        [1, "GPU卡", "RTX PRO 6000 Blackwell 96G Server", "张", 68800],
        [2, "整机", "浪潮 NF5468M7 + 8×L20 48G 整机", "台", 358400],
    ]
    p = analyse(_book(tmp_path / "zh_unit.xlsx", rows), today=TODAY)
    assert [(q.offer, q.units_per_item) for q in p.rows] == [("card", 1.0), ("server", 8.0)]


def test_english_card_unit_cell_makes_a_server_edition_a_card(tmp_path):
    rows = [
        ["Quotation 2026-12-03"],
        ["Item", "Description", "Unit", "Unit price (USD)"],
        [1, "RTX PRO 6000 Blackwell 96GB Server", "card", 8600],
    ]
    p = analyse(_book(tmp_path / "en_unit.xlsx", rows), today=TODAY)
    assert [q.offer for q in p.rows] == ["card"]


def test_turkish_package_of_cards_is_cards_not_a_server(tmp_path):
    rows = [
        ["BAYİ FİYAT LİSTESİ — Güncelleme: 01.12.2026, fiyatlar USD, KDV hariç"],
        ["Paket Kodu", "Ürün", "Paket İçeriği (zorunlu)", "Paket Fiyatı (USD)"],
        ["PKT-H200NVL-4", "NVIDIA H200 NVL 141GB", "4× kart + 1× NVLink 4-yollu köprü + 3 yıl destek", 133600],
    ]
    p = analyse(_book(tmp_path / "tr.xlsx", rows), today=TODAY)
    assert [(q.offer, q.units_per_item, q.price_min) for q in p.rows] == [("card", 4.0, 33400.0)]


def test_english_package_of_cards_is_cards_not_a_server(tmp_path):
    rows = [
        ["Reseller price list, USD, 2026-12-01"],
        ["Bundle", "Product", "Bundle contents", "Bundle price (USD)"],
        ["B-4", "NVIDIA H200 NVL 141GB", "4× card + 1× NVLink bridge + 3-year support", 133600],
    ]
    p = analyse(_book(tmp_path / "en_pack.xlsx", rows), today=TODAY)
    assert [(q.offer, q.units_per_item) for q in p.rows] == [("card", 4.0)]


def test_sindhi_and_persian_server_word_on_an_hgx_board(tmp_path):
    for lang, title in (("sd", "قيمتن جي لسٽ"), ("fa", "لیست قیمت")):
        rows = [
            [title],
            ["#", "Model", "Price (Rs)"],
            [1, "سرور: 8× NVIDIA H20 96GB (HGX H20)", "Rs 3,45,00,000"],
        ]
        p = analyse(_book(tmp_path / f"{lang}.xlsx", rows), today=TODAY)
        assert [(q.offer, q.units_per_item) for q in p.rows] == [("server", 8.0)], lang


# --- a line's own date is never the sheet's ---------------------------------------------------------------------------


def _csv(path, lines):
    path.write_bytes("\n".join(lines).encode("utf-8"))
    return path


def test_dutch_feed_expected_date_on_one_line_is_not_the_quote_date(tmp_path):
    # 'Verwacht' (when that line's stock is expected) on one line only: that line's, never the whole feed's date
    lines = [
        "Artikelnummer;Omschrijving;Voorraad;Verwacht;Uw prijs excl. BTW;Valuta",
        "A1;NVIDIA L40S 48GB PCIe;14;;7845,00;EUR",
        "A2;NVIDIA RTX PRO 6000 Blackwell Server Edition 96GB;0;2027-01-15;8690,00;EUR",
        "A3;NVIDIA RTX A4000 16GB;41;;948,00;EUR",
    ]
    p = analyse(_csv(tmp_path / "be.csv", lines), today=TODAY)
    assert len(p.rows) == 3
    assert all(not q.dated for q in p.rows)
    assert "2027-01-15" not in {q.quote_date for q in p.rows}


def test_english_next_batch_dates_that_differ_by_line_are_not_the_quote_date(tmp_path):
    lines = [
        "SKU,Description,Next batch,Price (USD)",
        "S1,NVIDIA L40S 48GB PCIe,2026-12-20,7450",
        "S2,NVIDIA L4 24GB,2027-01-10,2390",
    ]
    p = analyse(_csv(tmp_path / "eta.csv", lines), today=TODAY)
    assert [q.dated for q in p.rows] == [False, False]


def test_a_date_repeated_on_every_line_is_still_the_sheets(tmp_path):
    # an ERP export writes the document's date on each of its lines: one date for the whole sheet
    lines = [
        "Item No.,Description,Starting Date,Unit Price (SGD)",
        "1,NVIDIA H100 PCIe 80GB,2026-12-01,41500",
        "2,NVIDIA L40S 48GB PCIe,2026-12-01,11900",
    ]
    p = analyse(_csv(tmp_path / "erp.csv", lines), today=TODAY)
    assert [q.quote_date for q in p.rows] == ["2026-12-01", "2026-12-01"]
