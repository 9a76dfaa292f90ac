"""Causes the fifth blind corpus showed, each fixed as a mechanism and tested here on sheets written with other
languages, layouts and numbers: a currency stated only by a number format's locale, a price-change notice's new
price and a tender's award price over the old and budget prices, a note that gives both a scale and a currency, a
'$' header under a note naming which dollar, bundles whose card count is in a contents column, lots priced whole,
the Turkish dotted capital I, and the JSON stating each quote's offer."""

import json

import pytest

from gpucompare.sheets.importer import analyse
from gpucompare.sheets.lexicon import fold, squash
from gpucompare.sheets.prices import format_currency, format_locale_currency

from .conftest import TODAY
from .test_conventions import H100, L40S, by_row, write

H100_PCIE = "nvidia-h100-pcie-80gb"


# --- a currency stated only by a number format's locale -----------------------------------------------------------


@pytest.mark.parametrize(
    "code, currency",
    [
        ("[$R-1C09]#,##0.00", "ZAR"),  # en-ZA rand
        ("[$R-436] #,##0", "ZAR"),  # af-ZA
        ("[$kr-41D] #,##0", "SEK"),
        ("[$kr-414] #,##0.00", "NOK"),
        ("[$Rp-421]#,##0", "IDR"),
        ("[$$-C09]#,##0.00", "AUD"),  # Excel's Australian dollar
        ("[$$-1009]#,##0.00", "CAD"),
        ("[$$-409]#,##0.00", "USD"),
        ("[$€-407] #,##0.00", "EUR"),
        ("[$zł-415] #,##0.00", "PLN"),
        ("[$-409]d-mmm-yy", None),  # a date locale, no currency
    ],
)
def test_a_format_locale_names_the_currency_of_a_sign_that_does_not(code, currency):
    assert format_currency(code) == currency


def test_only_a_sign_with_a_locale_states_a_currency_outright():
    assert format_locale_currency("[$R-1C09]#,##0.00") == "ZAR"
    assert format_locale_currency("[$$-409]#,##0.00") is None  # a shared sign: a note saying 'pesos' decides
    assert format_locale_currency('"$"#,##0') is None


def test_a_locale_format_beats_a_note_about_an_exchange_rate(tmp_path):
    """A Swedish reseller's list: prices in kronor by their format, a note about the euro rate under the table."""
    path = write(
        tmp_path / "prislista.xlsx",
        [
            ["Artikel", "Benämning", "Pris exkl. moms", "Pris inkl. moms"],
            ["A1", "NVIDIA H100 PCIe 80GB", 262000, 327500],
            ["A2", "NVIDIA L40S 48GB", 79000, 98750],
            [],
            ["Priserna följer EUR/SEK-kursen och kan ändras dagligen."],
        ],
        formats={f"{c}{r}": "[$kr-41D] #,##0.00" for c in "CD" for r in (2, 3)},
    )
    q = by_row(analyse(path, today=TODAY))
    assert (q[2].device_id, q[2].currency, q[2].price_min) == (H100_PCIE, "SEK", 327500)
    assert (q[3].device_id, q[3].currency) == (L40S, "SEK")


# --- the new price over the old one, the award over the budget ------------------------------------------------------


def test_a_price_change_notice_quotes_the_new_price(tmp_path):
    """A German distributor's notice: old price beside new price."""
    path = write(
        tmp_path / "preisanpassung.xlsx",
        [
            ["Preisanpassung zum 01.01.2027, Preise in EUR zzgl. MwSt."],
            ["Art.-Nr.", "Bezeichnung", "Alter Preis", "Neuer Preis"],
            ["N-100", "NVIDIA H100 PCIe 80GB", 24100, 22900],
            ["N-140", "NVIDIA L40S 48GB", 7300, 7650],
        ],
    )
    q = by_row(analyse(path, today=TODAY))
    assert (q[3].price_min, q[4].price_min) == (22900, 7650)


def test_a_tender_result_quotes_the_award_price_not_the_budget(tmp_path):
    """An English tender award notice: budget ceiling, then the awarded unit price."""
    path = write(
        tmp_path / "award.xlsx",
        [
            ["Contract award notice, prices in EUR"],
            ["Item", "Description", "Qty", "Budget price", "Award price"],
            [1, "NVIDIA H100 PCIe 80GB", 16, 26000, 23850],
            [2, "NVIDIA L40S 48GB", 32, 8400, 7990],
        ],
    )
    q = by_row(analyse(path, today=TODAY))
    assert (q[3].price_min, q[4].price_min) == (23850, 7990)


# --- a note's scale and currency; a '$' header in the note's dollar -------------------------------------------------


def test_a_note_in_millions_of_pesos_and_a_dollar_sign_header(tmp_path):
    """An Argentinian list: 'Valores en millones de pesos argentinos', prices under 'Precio ($ MM)'."""
    path = write(
        tmp_path / "lista.xlsx",
        [
            ["Lista de precios mayoristas"],
            ["Valores en millones de pesos argentinos. IVA 21 % no incluido."],
            ["Código", "Producto", "Precio ($ MM)"],
            ["H1", "NVIDIA H100 PCIe 80GB", 31.5],
            ["L4", "NVIDIA L40S 48GB", 9.25],
        ],
    )
    q = by_row(analyse(path, today=TODAY))
    assert (q[4].currency, q[4].price_min) == ("ARS", 31_500_000)
    assert (q[5].currency, q[5].price_min) == ("ARS", 9_250_000)


def test_a_mexican_note_names_pesos_without_a_scale(tmp_path):
    """'Precios expresados en pesos mexicanos (M.N.)': the currency, and no millions from 'M.N.'."""
    path = write(
        tmp_path / "cotizacion.xlsx",
        [
            ["Descripción", "Precio unitario"],
            ["NVIDIA L40S 48GB", 158900],
            ["NVIDIA H100 PCIe 80GB", 545000],
            [],
            ["Precios expresados en pesos mexicanos (M.N.) más IVA."],
        ],
        formats={"B2": '"$"#,##0.00', "B3": '"$"#,##0.00'},
    )
    q = by_row(analyse(path, today=TODAY))
    assert (q[2].currency, q[2].price_min) == ("MXN", 158900)


# --- bundles whose card count is in a contents column ---------------------------------------------------------------


@pytest.mark.parametrize(
    "head, contents",
    [
        (["SKU", "Product", "Bundle contents", "Bundle price (USD)"], "4x card, 1x NVLink bridge, 3-year warranty"),
        (["Artikel", "Produkt", "Lieferumfang", "Paketpreis (USD)"], "4× Karte + 1× NVLink-Brücke + 3 Jahre Garantie"),
        (["Paket Kodu", "Ürün", "İçerik", "Paket Fiyatı (USD)"], "4× kart + 1× köprü + 3 yıl destek"),
    ],
)
def test_a_bundle_price_is_divided_by_the_cards_its_contents_name(tmp_path, head, contents):
    path = write(
        tmp_path / "bundles.xlsx",
        [head, ["B-4", "NVIDIA L40S 48GB", contents, 31600], ["B-1", "NVIDIA L40S 48GB", "1x card", 8100]],
    )
    q = by_row(analyse(path, today=TODAY))
    assert (q[2].device_id, q[2].units_per_item, q[2].price_min) == (L40S, 4, 7900)
    assert (q[3].units_per_item, q[3].price_min) == (1, 8100)


# --- lots priced whole ----------------------------------------------------------------------------------------------


def test_an_auction_prices_whole_lots(tmp_path):
    """A French liquidation sale: a lot number column, a quantity, one price per lot."""
    path = write(
        tmp_path / "vente.xlsx",
        [
            ["Vente aux enchères judiciaires"],
            ["Lot", "Désignation", "Qté", "Estimation (EUR)"],
            [11, "2 serveurs HGX, chacun 8x NVIDIA H100 SXM5 80GB", 2, 240000],
            [12, "NVIDIA L40S 48GB, cartes en vrac", 12, 60000],
            [13, "6 x NVIDIA H100 PCIe 80GB", 6, 96000],
        ],
    )
    p = analyse(path, today=TODAY)
    q = by_row(p)
    assert (q[3].device_id, q[3].price_min) == (H100, 240000 / 16)  # two servers of eight
    assert (q[4].device_id, q[4].price_min) == (L40S, 5000)  # twelve cards
    assert (q[5].device_id, q[5].price_min) == (H100_PCIE, 16000)  # six cards, counted once
    assert any("whole lots" in str(c) for c in p.conventions)


def test_a_lot_column_beside_a_unit_price_is_no_lot_price(tmp_path):
    """A tender's lots with an award UNIT price: not divided by the quantity."""
    path = write(
        tmp_path / "lots.xlsx",
        [
            ["Lot", "Description", "Qty", "Unit price (EUR)"],
            [1, "NVIDIA L40S 48GB", 12, 7800],
        ],
    )
    assert by_row(analyse(path, today=TODAY))[2].price_min == 7800


# --- words and the JSON ---------------------------------------------------------------------------------------------


def test_the_turkish_dotted_capital_i_folds_to_i():
    assert fold("İÇERİK") == fold("içerik") == "içerik"
    assert squash("Paket İçeriği") == "paketiçeriği"


def test_the_json_states_the_offer_and_whether_the_sheet_did(tmp_path):
    from gpucompare.cli import run

    path = write(
        tmp_path / "quote.xlsx",
        [
            ["Product", "Unit price (USD)"],
            ["NVIDIA L40S 48GB", 8100],
            ["Server with 8x NVIDIA H100 SXM5 80GB", 280000],
        ],
    )
    import contextlib
    import io

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert run(["--home", str(tmp_path / "home"), "import", str(path), "--dry-run", "--json"]) == 0
    rows = {r["source_row"]: r for r in json.loads(out.getvalue())["rows"]}
    assert (rows[2]["offer"], rows[2]["offer_stated"]) == ("card", False)
    assert (rows[3]["offer"], rows[3]["offer_stated"]) == ("server", True)


# --- two languages the importer did not read, each one file of words ------------------------------------------------


def test_a_serbian_price_list_in_dinars_with_vat(tmp_path):
    """Serbian (Cyrillic headers): 'Цена са ПДВ-ом' over 'Цена без ПДВ-а', dinars by the word 'дин.', 'на упит'."""
    path = write(
        tmp_path / "ценовник.xlsx",
        [
            ["ЦЕНОВНИК"],
            ["Шифра", "Назив артикла", "Цена без ПДВ-а", "ПДВ %", "Цена са ПДВ-ом"],
            ["G-01", "NVIDIA L40S 48GB", 910000, 20, 1092000],
            ["G-02", "NVIDIA H100 PCIe 80GB", 3300000, 20, 3960000],
            ["G-03", "Intel Gaudi 3", "на упит", 20, "на упит"],
        ],
        formats={f"{c}{r}": '#,##0.00 "дин."' for c in "CE" for r in (3, 4)},
    )
    p = analyse(path, today=TODAY)
    q = by_row(p)
    assert (q[3].device_id, q[3].currency, q[3].price_min) == (L40S, "RSD", 1092000)
    assert (q[4].currency, q[4].price_min) == ("RSD", 3960000)
    assert q[5].price_on_request


def test_an_estonian_price_list_with_and_without_vat(tmp_path):
    """Estonian: 'Hind km-ga' over 'Hind km-ta', condition words, 'küsi hinda'; euros assumed from the language and
    said so."""
    path = write(
        tmp_path / "hinnakiri.xlsx",
        [
            ["Tootekood", "Toode", "Seisukord", "Hind km-ta", "Hind km-ga"],
            ["T1", "NVIDIA L40S 48GB", "kasutatud", 6200, 7688],
            ["T2", "NVIDIA H100 PCIe 80GB", "uus", 23000, 28520],
            ["T3", "AMD Instinct MI300X", "uus", "küsi hinda", "küsi hinda"],
        ],
    )
    p = analyse(path, today=TODAY)
    q = by_row(p)
    assert (q[2].currency, q[2].price_min, q[2].condition) == ("EUR", 7688, "used")
    assert (q[3].price_min, q[3].condition) == (28520, "new")
    assert q[4].price_on_request
    assert any("EUR" in str(w) for w in p.warnings)  # the currency was assumed: the user is told


def test_a_japanese_note_in_thousands_of_yen(tmp_path):
    """'単位：千円' above the header: every amount is thousands of yen."""
    path = write(
        tmp_path / "見積.xlsx",
        [
            ["御見積書"],
            ["単位：千円（税抜）"],
            ["品名", "数量", "単価"],
            ["NVIDIA L40S 48GB", 2, 1180],
            ["NVIDIA H100 PCIe 80GB", 1, 4350],
        ],
    )
    q = by_row(analyse(path, today=TODAY))
    assert (q[4].currency, q[4].price_min) == ("JPY", 1_180_000)
    assert q[5].price_min == 4_350_000


def test_hidden_rows_of_an_opendocument_sheet_are_not_the_offer(tmp_path):
    """A LibreOffice .ods whose collapsed row holds an old card: not imported, said to be hidden."""
    import zipfile

    rows = [
        ("Product", "Price (EUR)", None),
        ("NVIDIA L40S 48GB", 7900, None),
        ("NVIDIA Tesla V100 PCIe 32GB", 2100, "collapse"),
        ("NVIDIA H100 PCIe 80GB", 23900, None),
    ]

    def cell(v):
        if isinstance(v, int):
            return f'<table:table-cell office:value-type="float" office:value="{v}"><text:p>{v}</text:p></table:table-cell>'
        return f'<table:table-cell office:value-type="string"><text:p>{v}</text:p></table:table-cell>'

    body = "".join(
        f"<table:table-row{' table:visibility=' + chr(34) + vis + chr(34) if vis else ''}>{cell(a)}{cell(b)}</table:table-row>"
        for a, b, vis in rows
    )
    content = (
        '<?xml version="1.0" encoding="UTF-8"?><office:document-content '
        'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
        'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
        'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.2"><office:body>'
        f'<office:spreadsheet><table:table table:name="Hinnad"><table:table-column table:number-columns-repeated="2"/>'
        f"{body}</table:table></office:spreadsheet></office:body></office:document-content>"
    )
    manifest = (
        '<?xml version="1.0" encoding="UTF-8"?><manifest:manifest '
        'xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">'
        '<manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/>'
        '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>'
    )
    path = tmp_path / "hinnad.ods"
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("mimetype", "application/vnd.oasis.opendocument.spreadsheet", compress_type=zipfile.ZIP_STORED)
        z.writestr("content.xml", content)
        z.writestr("META-INF/manifest.xml", manifest)
    p = analyse(path, today=TODAY)
    q = by_row(p)
    assert set(q) == {2, 4}
    assert (q[2].price_min, q[4].price_min) == (7900, 23900)
    assert any(r.source_row == 3 and "hidden" in str(r.reason) for r in p.rejected)


# --- tax basis from notes in more words -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "note, tax",
    [
        ("Prices exclude applicable sales and use taxes.", "excl"),
        ("Prix en dollars canadiens, taxes en sus.", "excl"),
        ("Valores en pesos. IVA 19 % no incluido.", "excl"),
        ("※ 단가는 부가가치세(10%) 포함 금액입니다.", "incl"),
        ("Всички цени са с включен ДДС 20 %.", "incl"),
    ],
)
def test_a_note_under_the_table_gives_the_tax_basis(tmp_path, note, tax):
    path = write(
        tmp_path / "q.xlsx",
        [["Product", "Price (EUR)"], ["NVIDIA L40S 48GB", 7900], ["NVIDIA H100 PCIe 80GB", 23900], [], [note]],
    )
    q = by_row(analyse(path, today=TODAY))
    assert (q[2].tax, q[3].tax) == (tax, tax)


def test_a_bulgarian_price_list_in_euros_on_request(tmp_path):
    """Bulgarian, the third language added as one file: euros, 'По запитване' on request."""
    path = write(
        tmp_path / "цени.xlsx",
        [
            ["ЦЕНОВА ЛИСТА. Всички цени са в евро с включен ДДС 20 %."],
            ["Модел", "Цена"],
            ["NVIDIA L40S 48GB", "8 450,00 €"],
            ["AMD Instinct MI300X", "По запитване"],
        ],
    )
    q = by_row(analyse(path, today=TODAY))
    assert (q[3].device_id, q[3].currency, q[3].price_min, q[3].tax) == (L40S, "EUR", 8450, "incl")
    assert q[4].price_on_request


# --- an ERP export: the document's currency on its first line, a discount per line -----------------------------------


def test_an_erp_export_carries_the_currency_down_and_takes_the_line_discount(tmp_path):
    """A Polish ERP quotation export: 'Waluta' only on the document's first line, 'Rabat (%)' per line."""
    path = write(
        tmp_path / "eksport.xlsx",
        [
            ["Dokument", "Waluta", "Produkt", "Ilość", "Cena jednostkowa", "Rabat (%)"],
            ["OF/2026/77", "EUR", "NVIDIA L40S 48GB", 4, 8000, 5],
            [None, None, "NVIDIA H100 PCIe 80GB", 2, 24000, 0],
            ["OF/2026/78", "USD", "NVIDIA L40S 48GB", 1, 8600, None],
            [None, None, "NVIDIA H100 PCIe 80GB", 1, 25500, None],
        ],
    )
    q = by_row(analyse(path, today=TODAY))
    assert (q[2].currency, q[2].price_min) == ("EUR", 7600)  # 8,000 less 5 %
    assert (q[3].currency, q[3].price_min) == ("EUR", 24000)
    assert (q[4].currency, q[5].currency) == ("USD", "USD")


def test_a_discount_that_is_not_a_percentage_is_flagged(tmp_path):
    path = write(
        tmp_path / "q.xlsx",
        [
            ["Product", "Unit price (USD)", "Discount"],
            ["NVIDIA L40S 48GB", 8000, "special"],
            ["NVIDIA H100 PCIe 80GB", 24000, "2 units free"],
        ],
    )
    p = analyse(path, today=TODAY)
    assert any("row 3" in str(w) and "discount" in str(w) for w in p.warnings)
