"""The international causes of blind corpus 23 (imp88), each a mechanism tested on sheets written here (none is a
corpus file), in the corpus's language and at least one other: a scale word stands alone by any script's letters
('Mä' is no million); a currency letter written after an amount's thousands groups ('265 000 F'); a column headed as a
price whose cells hold no amount beside one whose cells do; a delivery time in a price cell is said to be one; a unit
of measure that packs cards ('BOX of 8') and a lot of cards ('Lot of 2') priced as one item; each sale's own date; a
card sold for parts is no offer; a price column standing in one ratio over the column without VAT, at the rate the
header states, is the price with VAT; a sheet naming no currency read from its language's own tax word (weak
evidence, said); per-instance and per-GPU hours in one row; rows that are not products excluded with their reason."""

import datetime as dt

import openpyxl
import pytest

from gpucompare.sheets.importer import analyse
from gpucompare.sheets.importer.counts import units_in_text
from gpucompare.sheets.prices import header_units, parse_price

TODAY = dt.date(2026, 12, 5)


def _book(path, rows, sheet="Sheet"):
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = sheet
    for r in rows:
        ws.append(r)
    wb.save(path)
    return path


def _csv(path, lines, encoding="utf-8"):
    path.write_bytes("\n".join(lines).encode(encoding))
    return path


def _why(p):
    return {r.source_row: str(r.reason) for r in p.rejected}


def _review(q) -> bool:
    return bool(q.warnings) or q.needs_review


# --- a scale word stands alone: no letter of any script beside it -------------------------------------------------


@pytest.mark.parametrize(
    "head",
    ["Mä yänan chanipa (Bs, facturampi, IVA 13%)", "Mỗi chiếc (USD)", "Mäarä hinta (EUR)"],
    ids=["aymara-ma", "vietnamese-moi", "finnish-like"],
)
def test_an_m_inside_a_word_of_any_script_is_no_million(head):
    assert header_units(head)[1] == 1.0
    assert header_units("Precio (USD M)")[1] == 1_000_000  # a scale standing alone stays one


def test_an_aymara_list_in_bolivianos_is_read_at_its_amounts(tmp_path):
    rows = [
        ["YÄNAK CHANIPA — Uru: 04/12/2026"],
        [],
        ["Jakhu", "Yänaka", "Mä yänan chanipa (Bs, IVA 13%)"],
        [1, "NVIDIA GeForce RTX 4090 24GB", "Bs 22.500,00"],
        [2, "NVIDIA GeForce RTX 3090 24GB", "Bs 7.900,00"],
    ]
    p = analyse(_book(tmp_path / "ay.xlsx", rows), today=TODAY)
    assert [(q.device_id, q.price_min, q.currency) for q in p.rows] == [
        ("nvidia-rtx-4090", 22500.0, "BOB"),
        ("nvidia-rtx-3090", 7900.0, "BOB"),
    ]


# --- a currency letter after an amount's thousands groups ----------------------------------------------------------


def test_a_letter_after_grouped_amounts_is_a_currency_and_nothing_else_is():
    got = parse_price("265 000 F")
    assert (got.min, got.error) == (265000.0, None) and got.currency in ("XOF", "XAF", "XPF")
    assert parse_price("265 000 F", column_currency="XPF").currency == "XPF"
    assert parse_price("Model F").min != parse_price("Model F").min  # a name, no amount
    assert parse_price("100 F").error is not None  # no thousands groups: not read as francs


@pytest.mark.parametrize(
    "title, head, cells, cur",
    [
        ("Papeete, 3 no Tītema 2026", "Ho'o hō'ē (F CFP, HT)", ("265 000 F", "1 060 000 F"), "XPF"),
        ("Dakar, le 3 décembre 2026 — Plateau, Sénégal", "Prix unitaire", ("1 650 000 F", "6 300 000 F"), "XOF"),
    ],
    ids=["tahitian-cfp", "french-senegal-cfa"],
)
def test_prices_in_francs_written_f_are_read_in_the_sheets_franc(tmp_path, title, head, cells, cur):
    rows = [[title], [], ["N°", "Model", head], [1, "NVIDIA GeForce RTX 4090 24GB", cells[0]]]
    rows.append([2, "NVIDIA L40S 48GB PCIe", cells[1]])
    p = analyse(_book(tmp_path / "f.xlsx", rows), today=TODAY)
    got = [(q.device_id, q.price_min, q.currency) for q in p.rows]
    assert [g[:2] for g in got] == [
        ("nvidia-rtx-4090", float(cells[0][:-2].replace(" ", ""))),
        ("nvidia-l40s", float(cells[1][:-2].replace(" ", ""))),
    ]
    assert {g[2] for g in got} == {cur}


# --- a price-named column of no amounts beside one of amounts ------------------------------------------------------


@pytest.mark.parametrize(
    "head, other, lead",
    [
        ("Ho'o hō'ē (F CFP)", "Tau'a", ("I te fare toa", "2 hepetoma", "4 hepetoma")),
        ("Unit price (EUR)", "Price notes", ("in stock", "2 weeks", "on order")),
    ],
    ids=["tahitian", "english"],
)
def test_a_price_column_of_words_does_not_take_the_place_of_the_amounts(tmp_path, head, other, lead):
    rows = [
        ["Model", head, other],
        ["NVIDIA GeForce RTX 4090 24GB", "265 000 F" if "F" in head else "1.899,00 €", lead[0]],
        ["NVIDIA GeForce RTX 5090 32GB", "349 000 F" if "F" in head else "2.590,00 €", lead[1]],
        ["NVIDIA L40S 48GB PCIe", "790 000 F" if "F" in head else "7.390,00 €", lead[2]],
    ]
    p = analyse(_book(tmp_path / "w.xlsx", rows), today=TODAY)
    assert [q.cell for q in p.rows] == ["B2", "B3", "B4"]
    assert all(q.price_min > 1000 for q in p.rows) and not p.rejected


def test_a_column_of_prices_on_request_stays_a_price_column(tmp_path):
    # 'Your price' | POA beside a list price: the offer is on request, never the list price
    rows = [
        ["Model", "Your price (EUR)", "Price notes"],
        ["NVIDIA GeForce RTX 4090 24GB", "POA", "in stock"],
        ["NVIDIA L40S 48GB PCIe", "POA", "2 weeks"],
    ]
    p = analyse(_book(tmp_path / "poa.xlsx", rows), today=TODAY)
    assert [q.cell for q in p.rows] == ["B2", "B3"] and all(q.price_on_request for q in p.rows)


# --- a delivery time in a price cell says so ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "head, cell", [("Ho'o (F CFP)", "2 hepetoma"), ("Precio (EUR)", "3 semanas")], ids=["tahitian", "spanish"]
)
def test_a_delivery_time_in_the_price_cell_is_rejected_with_that_reason(tmp_path, head, cell):
    rows = [["Model", head], ["NVIDIA GeForce RTX 4090 24GB", "265 000 F" if "F" in head else "1.899,00 €"]]
    rows.append(["NVIDIA GeForce RTX 5090 32GB", cell])
    p = analyse(_book(tmp_path / "d.xlsx", rows), today=TODAY)
    assert "delivery time" in _why(p)[3]


def test_a_tahitian_date_and_condition_are_read(tmp_path):
    rows = [
        ["TĀPURA HO'O"],
        ["Papeete, 3 no Tītema 2026"],
        ["Nūmera", "Tao'a", "Huru", "Ho'o hō'ē (F CFP, HT)"],
        [1, "NVIDIA GeForce RTX 4090 24GB", "api", "265 000 F"],
        [2, "NVIDIA A100 80GB PCIe", "tahito / fa'a'ohipahia", "1 060 000 F"],
    ]
    p = analyse(_book(tmp_path / "ty.xlsx", rows), today=TODAY)
    assert {q.quote_date for q in p.rows} == {"2026-12-03"}
    assert [q.condition for q in p.rows] == ["new", "used"]
    assert {q.currency for q in p.rows} == {"XPF"}


# --- a unit of measure or a lot that packs several cards -----------------------------------------------------------


def test_count_words_before_a_count_stand_alone():
    assert units_in_text("MSI RTX 3090 Gaming X Trio 24GB Lot of 2 Ex-ML Rig") == 2
    assert units_in_text("Lote de 2 RTX 4090") == 2
    assert units_in_text("Lot de 4 cartes A100") == 4
    assert units_in_text("RTX 4090 Pilot of 2") == 1  # 'lot of' inside another word is none


@pytest.mark.parametrize(
    "head, unit, each",
    [
        (["Line #", "Item Name", "Supplier", "UOM", "Unit Price", "Currency"], ("BOX of 8", "EA"), "EA"),
        (["Pos", "Descripción", "Proveedor", "Unidad", "Precio", "Moneda"], ("Caja de 8", "Ud"), "Ud"),
    ],
    ids=["english-coupa", "spanish-erp"],
)
def test_a_unit_of_measure_of_a_box_of_cards_divides_its_price(tmp_path, head, unit, each):
    rows = [
        head,
        [1, "NVIDIA L40S 48GB PCIe", "Acme", unit[0], 63200, "USD"],
        [2, "NVIDIA L40S 48GB PCIe", "Beta", unit[1], 7450, "USD"],
    ]
    p = analyse(_book(tmp_path / "uom.xlsx", rows), today=TODAY)
    # (an unstated offer of one device is a card as the JSON states it)
    got = [(q.source_row, q.price_min, q.units_per_item, q.offer or "card") for q in p.rows]
    assert got == [(2, 7900.0, 8.0, "card"), (3, 7450.0, 1.0, "card")]
    assert unit[0] in p.rows[0].item


@pytest.mark.parametrize(
    "title", ["MSI RTX 3090 Gaming X Trio 24GB Lot of 2 Ex-ML Rig", "Lote de 2 MSI RTX 3090 Gaming X Trio 24GB"]
)
def test_a_lot_of_cards_is_priced_per_card(tmp_path, title):
    lines = ["Item ID,Title,Condition,Sold Date,Sold Price", f'306109938214,{title},Used,2026-11-27,"$1,380.00"']
    lines.append('306112847501,NVIDIA GeForce RTX 4090 Founders Edition 24GB,Used,2026-11-29,"$1,649.00"')
    p = analyse(_csv(tmp_path / "lot.csv", lines), today=TODAY)
    got = [(q.price_min, q.units_per_item, q.offer or "card") for q in p.rows]
    assert got == [(690.0, 2.0, "card"), (1649.0, 1.0, "card")]


# --- each sale's own date, and a card sold for parts ---------------------------------------------------------------


@pytest.mark.parametrize(
    "head, broken",
    [
        (["Item ID", "Title", "Condition", "Sold Date", "Sold Price"], "For parts or not working"),
        (["Artículo", "Título", "Estado", "Fecha de venta", "Precio de venta"], "Para piezas o no funciona"),
    ],
    ids=["english-ebay", "spanish"],
)
def test_each_sale_keeps_its_own_date_and_a_broken_card_is_no_offer(tmp_path, head, broken):
    lines = [",".join(head)]
    lines.append('1,NVIDIA GeForce RTX 4090 Founders Edition 24GB,Used,2026-11-29,"$1,649.00"')
    lines.append('2,NVIDIA A100 80GB PCIe Datacenter GPU,Used,2026-12-01,"$9,450.00"')
    lines.append(f'3,ASUS TUF RTX 4090 24GB - no display,{broken},2026-11-30,"$455.00"')
    p = analyse(_csv(tmp_path / "sold.csv", lines), today=TODAY)
    assert [(q.source_row, q.quote_date) for q in p.rows] == [(2, "2026-11-29"), (3, "2026-12-01")]
    assert "for parts" in _why(p)[4]


# --- a price column over the column without VAT, at the header's rate ----------------------------------------------


@pytest.mark.parametrize(
    "head",
    [
        ["Item Code", "Description", "Qty", "Unit Price Excl. (KES)", "VAT 16% (KES)", "Unit Price Incl. (KES)"],
        ["Item Code", "Description", "Qty", "Unit Price Excl. (KES)", "VAT 16% (KES)", "Unit Price (KES)"],
        ["Cikkszám", "Megnevezés", "Menny.", "Nettó egységár (Ft)", "ÁFA 16% (Ft)", "Egységár (Ft)"],
    ],
    ids=["english-incl", "english-unmarked", "hungarian-unmarked"],
)
def test_the_price_over_the_one_without_vat_at_the_stated_rate_is_with_vat(tmp_path, head):
    rows = [
        ["QUOTATION — Date: 02/12/2026"],
        [],
        head,
        ["A", "NVIDIA GeForce RTX 4090 24GB", 2, 329000, 52640, 381640],
        ["B", "NVIDIA L40S 48GB PCIe", 1, 1245000, 199200, 1444200],
        ["", "Sub-Total (Excl. VAT)", "", "", "", 1574000],
    ]
    p = analyse(_book(tmp_path / "vat.xlsx", rows), today=TODAY)
    got = [(q.price_min, q.price_excl_tax, q.tax, q.tax_rate) for q in p.rows]
    assert got == [(381640.0, 329000.0, "incl", 0.16), (1444200.0, 1245000.0, "incl", 0.16)]


def test_a_constant_discount_is_no_vat(tmp_path):
    # 'Price' over 'Price excl. VAT' by 15 % on every line, but no header states 15 %: not read as VAT
    rows = [
        ["Code", "Description", "Dealer price excl. VAT (EUR)", "Price (EUR)", "VAT 21%"],
        ["A", "NVIDIA GeForce RTX 4090 24GB", 1700, 1955, "yes"],
        ["B", "NVIDIA L40S 48GB PCIe", 6000, 6900, "yes"],
    ]
    p = analyse(_book(tmp_path / "disc.xlsx", rows), today=TODAY)
    assert all(not (q.tax == "incl" and q.tax_rate == 0.15) for q in p.rows)


# --- the currency of a sheet naming none: its language's own tax word, weak evidence -------------------------------


@pytest.mark.parametrize(
    "lines",
    [
        [
            "Serie;Número;Fecha;Artículo;Descripción;Unidades;Precio;% Dto.;Base imponible;% IVA;Cuota IVA;Total",
            "PV;913;02/12/2026;G4090;Tarjeta gráfica NVIDIA GeForce RTX 4090 24GB;2;1899,00;0,00;3798,00;21,00;797,58;4595,58",
            "PV;913;02/12/2026;L40S;Acelerador NVIDIA L40S 48GB PCIe;2;7390,00;0,00;14780,00;21,00;3103,80;17883,80",
        ],
        [
            "Série;Número;Data;Artigo;Descrição;Quantidade;Preço;Desconto;Valor;Taxa IVA;Valor IVA;Total",
            "ORC;77;02/12/2026;G4090;Placa gráfica NVIDIA GeForce RTX 4090 24GB;2;1899,00;0,00;3798,00;23,00;873,54;4671,54",
            "ORC;77;02/12/2026;L40S;Acelerador NVIDIA L40S 48GB PCIe;2;7390,00;0,00;14780,00;23,00;3399,40;18179,40",
        ],
    ],
    ids=["spanish-a3erp", "portuguese-erp"],
)
def test_no_currency_named_is_read_from_the_languages_tax_word_and_said(tmp_path, lines):
    p = analyse(_csv(tmp_path / "erp.csv", lines), today=TODAY)
    assert [q.currency for q in p.rows] == ["EUR", "EUR"]
    assert all(_review(q) for q in p.rows)  # weak evidence: every quote marked
    assert any("tax word" in str(w) for w in p.warnings)


# --- per-instance and per-GPU hours on one row ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "head",
    [
        ["Bil.", "Jenis instans", "GPU", "Bil. GPU", "Atas permintaan (RM/jam/instans)", "Rizab 12 bulan (RM/GPU/jam)"],
        ["No", "Instance type", "GPU", "GPUs", "On-demand (RM/hr/instance)", "Reserved 12 months (RM/GPU/hr)"],
    ],
    ids=["malay", "english"],
)
def test_an_instance_hour_and_a_gpu_hour_on_one_row_are_each_read_per_device(tmp_path, head):
    rows = [
        ["SEBUT HARGA / QUOTATION — 03/12/2026"],
        [],
        head,
        [1, "aj.h100.8x", "8× NVIDIA H100 SXM5 80GB", 8, 86.4, 8.2],
        [2, "aj.l40s.1x", "1× NVIDIA L40S 48GB", 1, 4.3, 3.4],
        [3, "aj.b200.8x", "8× NVIDIA B200 180GB", 8, "Hubungi kami", 19.9],
    ]
    p = analyse(_book(tmp_path / "cloud.xlsx", rows), today=TODAY)
    got = sorted(
        (q.source_row, q.price_kind, None if q.price_on_request else q.price_min, q.lease_term_months) for q in p.rows
    )
    assert got == [
        (4, "hourly", 10.8, None),  # 86.4 an instance-hour of 8 GPUs
        (4, "hourly_reserved", 8.2, 12.0),  # already per GPU-hour: not divided
        (5, "hourly", 4.3, None),
        (5, "hourly_reserved", 3.4, 12.0),
        (6, "hourly", None, None),  # on request
        (6, "hourly_reserved", 19.9, 12.0),
    ]


# --- rows that are not products say what they are -----------------------------------------------------------------


@pytest.mark.parametrize(
    "rows, kinds",
    [
        (
            [
                ["Codiç", "Descrizion", "Stât", "Cuantitât", "Presit unitari (€, IVA escludude)", "Totâl"],
                ["G4090", "Schede grafiche NVIDIA GeForce RTX 4090 24GB", "gnûf", 2, 1890, 3780],
                ["A100", "Aceleradôr NVIDIA A100 80GB PCIe", "doprât", 1, 8900, 8900],
                ["SPED", "Spedizion cun corîr (assicurade)", "", 1, 120, 120],
                ["", "Totâl (IVA escludude)", "", "", "", 12800],
            ],
            {4: "shipping", 5: "total"},
        ),
        (
            [
                ["№", "Маҳсулот номи", "Ҳолати", "Сони", "Нархи, млн сўм (ҚҚС 12% билан)", "Жами, млн сўм"],
                [1, "NVIDIA GeForce RTX 4090 24GB", "янги", 2, 32.5, 65],
                [2, "NVIDIA A100 80GB SXM4", "ишлатилган", 1, 118, 118],
                ["", "Етказиб бериш (Тошкент шаҳри бўйлаб)", "", 1, 0.35, 0.35],
                ["", "Жами", "", "", "", 183.35],
            ],
            {4: "shipping", 5: "total"},
        ),
        (
            [
                ["Serie", "Descripción", "Unidades", "Precio (EUR)"],
                ["PV", "Tarjeta gráfica NVIDIA GeForce RTX 4090 24GB", 2, 1899],
                ["PV", "Acelerador NVIDIA L40S 48GB PCIe", 1, 7390],
                ["PV", "Dto. pronto pago 2 % (pago en 10 días)", 1, -183],
            ],
            {4: "discount"},
        ),
    ],
    ids=["friulian", "uzbek-cyrillic", "spanish-discount"],
)
def test_a_row_that_is_not_a_product_is_excluded_with_what_it_is(tmp_path, rows, kinds):
    p = analyse(_book(tmp_path / "rows.xlsx", rows), today=TODAY)
    why = _why(p)
    for row, kind in kinds.items():
        assert kind in why.get(row, ""), why
    assert {q.source_row for q in p.rows} == {2, 3}


def test_friulian_and_cyrillic_uzbek_conditions_are_read(tmp_path):
    fur = [
        ["Codiç", "Descrizion", "Stât", "Presit unitari (€, IVA escludude)"],
        ["G4090", "NVIDIA GeForce RTX 4090 24GB", "gnûf", "€ 1.890,00"],
        ["A100", "NVIDIA A100 80GB PCIe", "doprât", "€ 8.900,00"],
    ]
    p = analyse(_book(tmp_path / "fur.xlsx", fur), today=TODAY)
    assert [(q.condition, q.tax) for q in p.rows] == [("new", "excl"), ("used", "excl")]
    uz = [
        ["№", "Маҳсулот номи", "Ҳолати", "Нархи, млн сўм"],
        [1, "NVIDIA GeForce RTX 4090 24GB", "янги", 32.5],
        [2, "NVIDIA A100 80GB PCIe", "ишлатилган", 118],
    ]
    p = analyse(_book(tmp_path / "uz.xlsx", uz), today=TODAY)
    assert [(q.condition, q.price_min, q.currency) for q in p.rows] == [
        ("new", 32_500_000.0, "UZS"),
        ("used", 118_000_000.0, "UZS"),
    ]


# --- a validity written after its date, or with a connector between its day and month -----------------------------


@pytest.mark.parametrize(
    "note, valid",
    [
        ("Тошкент ш., 2026 йил 4 декабрь. Нархлар 2026 йил 15 декабргача амал қилади.", "2026-12-15"),
        ("Toshkent sh., 2026 yil 4 dekabr. Narxlar 2026 yil 15 dekabrgacha amal qiladi.", "2026-12-15"),
        ("Uru: 04/12/2026 — Aka chaninakax 11/12/2026 uru kama", "2026-12-11"),
    ],
    ids=["uzbek-cyrillic", "uzbek-latin", "aymara"],
)
def test_an_until_after_the_date_makes_it_the_validity_not_the_quote_date(tmp_path, note, valid):
    rows = [[note], [], ["№", "Model", "Price (USD)"], [1, "NVIDIA GeForce RTX 4090 24GB", 1899]]
    rows.append([2, "NVIDIA L40S 48GB PCIe", 7390])
    p = analyse(_book(tmp_path / "v.xlsx", rows), today=TODAY)
    assert {(q.quote_date, q.valid_until) for q in p.rows} == {("2026-12-04", valid)}


@pytest.mark.parametrize(
    "title, note",
    [
        ("Papeete, 3 no Tītema 2026", "Te ho'o HT. E ti'a noa teie mau ho'o e tae atu i te 31 no Tītema."),
        ("Madrid, 3 de diciembre de 2026", "Precios válidos hasta el 31 de diciembre."),
    ],
    ids=["tahitian", "spanish"],
)
def test_a_validity_without_its_year_may_join_day_and_month_by_a_connector(tmp_path, title, note):
    rows = [[title], [], ["Model", "Price (EUR)"], ["NVIDIA GeForce RTX 4090 24GB", 1899]]
    rows += [["NVIDIA L40S 48GB PCIe", 7390], [], [note]]
    p = analyse(_book(tmp_path / "c.xlsx", rows), today=TODAY)
    assert {(q.quote_date, q.valid_until) for q in p.rows} == {("2026-12-03", "2026-12-31")}


def test_aymara_with_the_invoice_is_vat_included_and_its_conditions_are_read(tmp_path):
    rows = [
        ["Jakhu", "Yänaka", "Kunjamasa", "Mä yänan chanipa (Bs, facturampi, IVA 13%)"],
        [1, "NVIDIA GeForce RTX 4090 24GB", "machaqa", "Bs 22.500,00"],
        [2, "NVIDIA GeForce RTX 3090 24GB", "apnaqata", "Bs 7.900,00"],
        [3, "NVIDIA H100 PCIe 80GB", "machaqa", "Jiskt'asiñani"],
        ["", "Apayaña (transporte Chuqiyapu – El Alto)", "", "Bs 250,00"],
    ]
    p = analyse(_book(tmp_path / "ay.xlsx", rows), today=TODAY)
    got = [(q.condition, q.tax, q.price_on_request) for q in p.rows]
    assert got == [("new", "incl", False), ("used", "incl", False), ("new", "incl", True)]
    assert "shipping" in _why(p)[5]


# --- a year written with its dot ('2026. december 3.') -------------------------------------------------------------


@pytest.mark.parametrize(
    "note, dates",
    [
        (
            "Kelt: Budapest, 2026. december 3. — Az ajánlat érvényes: 2026. december 17-ig.",
            ("2026-12-03", "2026-12-17"),
        ),
        ("Rīga, 2026. gada 3. decembris. Piedāvājums derīgs līdz 2026. gada 17. decembrim.", ("2026-12-03", None)),
    ],
    ids=["hungarian", "latvian"],
)
def test_a_year_followed_by_its_dot_starts_a_worded_date(tmp_path, note, dates):
    rows = [
        [note],
        [],
        ["Model", "Price (EUR)"],
        ["NVIDIA GeForce RTX 4090 24GB", 1899],
        ["NVIDIA L40S 48GB PCIe", 7390],
    ]
    p = analyse(_book(tmp_path / "y.xlsx", rows), today=TODAY)
    assert {q.quote_date for q in p.rows} == {dates[0]}
    if dates[1] is not None:
        assert {q.valid_until for q in p.rows} == {dates[1]}


# --- an ERP export's line tax beside its unit price, its rates written as text -------------------------------------


@pytest.mark.parametrize(
    "lines, rate",
    [
        (
            [
                "Serie;Descripción;Unidades;Precio;Base imponible;% IVA;Cuota IVA;Total",
                "PV;Tarjeta gráfica NVIDIA GeForce RTX 4090 24GB;2;1899,00;3798,00;21,00;797,58;4595,58",
                "PV;Acelerador NVIDIA L40S 48GB PCIe;2;7390,00;14780,00;21,00;3103,80;17883,80",
                "PV;Portes y seguro envío urgente;1;95,00;95,00;21,00;19,95;114,95",
            ],
            0.21,
        ),
        (
            [
                "Line;Description;Qty;Unit Price (EUR);Net Amount;VAT %;VAT Amount;Total",
                "1;NVIDIA GeForce RTX 4090 24GB;2;1899,00;3798,00;20,00;759,60;4557,60",
                "2;NVIDIA L40S 48GB PCIe;2;7390,00;14780,00;20,00;2956,00;17736,00",
                "3;Carriage and insurance;1;45,00;45,00;20,00;9,00;54,00",
            ],
            0.2,
        ),
    ],
    ids=["spanish-a3erp", "english-erp"],
)
def test_a_line_tax_shown_apart_makes_the_unit_price_before_tax_at_the_columns_rate(tmp_path, lines, rate):
    p = analyse(_csv(tmp_path / "tax.csv", lines), today=TODAY)
    assert [(q.source_row, q.tax, q.tax_rate) for q in p.rows] == [(2, "excl", rate), (3, "excl", rate)]
    assert "shipping" in _why(p)[4]
