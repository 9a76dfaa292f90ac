"""The importer's conventions (issue 13) on sheets written here in the layouts vendors send: servers split per GPU,
VAT-inclusive and net prices chosen, hidden parts skipped, header words in eight languages, columns recognised from
their data, non-product rows with reasons, price texts, day-first dates, currency from number formats and titles."""

import datetime as dt
import json

import openpyxl
import pytest

from gpucompare.cli import run
from gpucompare.errors import BadInputFile
from gpucompare.sheets.importer import analyse

from .conftest import TODAY

H100 = "nvidia-h100-sxm5-80gb"
H200 = "nvidia-h200-sxm-141gb"
L40S = "nvidia-l40s"


def write(path, rows, *, merged=(), formats=None, hidden_rows=(), hidden_cols=(), title="Sheet1", more=()):
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = title
    for r in rows:
        ws.append(r)
    for m in merged:
        ws.merge_cells(m)
    for cell, fmt in (formats or {}).items():
        ws[cell].number_format = fmt
    for r in hidden_rows:
        ws.row_dimensions[r].hidden = True
    for c in hidden_cols:
        ws.column_dimensions[c].hidden = True
    for name, sheet_rows, state in more:
        extra = wb.create_sheet(name)
        extra.sheet_state = state
        for r in sheet_rows:
            extra.append(r)
    wb.save(path)
    return path


def by_row(p):
    return {q.source_row: q for q in p.rows}


def reasons(p):
    return {r.source_row: r.reason for r in p.rejected}


@pytest.mark.parametrize(
    "model, units",
    [
        ("8x NVIDIA H100 SXM5 80GB", 8),
        ("Server 8×H100 SXM5, 2×Xeon 8480+", 8),
        ("八卡H100 SXM5服务器", 8),
        ("8卡H100 SXM5 整机", 8),
        ("HGX H100 8-GPU baseboard", 8),
        ("H100 SXM5 80GB", 1),
    ],
)
def test_a_server_price_is_divided_by_its_gpus(tmp_path, model, units):
    f = write(tmp_path / "s.xlsx", [["Model", "Unit Price (USD)"], [model, 240_000]])
    (q,) = analyse(f, today=TODAY).rows
    assert (q.device_id, q.units_per_item, q.price_min) == (H100, units, 240_000 / units)
    assert (q.item == f"server of {units}") == (units > 1)


def test_a_gpu_count_column_splits_instances_and_a_per_gpu_column_does_not(tmp_path):
    f = write(
        tmp_path / "c.xlsx",
        [
            ["Instance", "GPU", "GPU count", "On-demand $/hr"],
            ["p5.48xlarge", "H100 SXM5", 8, 98.32],
            ["g6e.xlarge", "L40S", 1, 1.86],
        ],
    )
    p = analyse(f, today=TODAY)
    assert p.kind == "cloud"
    assert [(q.device_id, round(q.price_min, 2), q.item) for q in p.rows] == [
        (H100, 12.29, "instance of 8"),
        (L40S, 1.86, ""),
    ]
    g = write(tmp_path / "g.xlsx", [["GPU", "GPUs", "Price per GPU-hour (USD)"], ["H100 SXM5", 8, 2.99]])
    (q,) = analyse(g, today=TODAY).rows
    assert (q.price_min, q.units_per_item) == (2.99, 8)


def test_vat_inclusive_beats_exclusive_and_the_exclusive_is_kept(tmp_path):
    f = write(
        tmp_path / "v.xlsx",
        [["型号", "单价", None], [None, "不含税", "含税"], ["H100 SXM5", 221_239, 250_000]],
        merged=["B1:C1"],
    )
    p = analyse(f, today=TODAY, currency="CNY")
    (q,) = p.rows
    assert (q.price_min, q.tax, q.price_excl_tax, q.tax_rate) == (250_000, "incl", 221_239, 0.13)
    assert any("VAT-inclusive" in c for c in p.conventions)


@pytest.mark.parametrize(
    "header",
    [
        ["Modell", "Preis netto (EUR)", "Preis brutto (EUR)"],
        ["Modèle", "Prix HT (EUR)", "Prix TTC (EUR)"],
        ["Modelo", "Precio sin IVA (EUR)", "Precio con IVA (EUR)"],
        ["Модель", "Цена без НДС, EUR", "Цена с НДС, EUR"],
    ],
)
def test_vat_inclusive_in_european_languages(tmp_path, header):
    f = write(tmp_path / "e.xlsx", [header, ["H100 SXM5", 25_000, 29_750]])
    (q,) = analyse(f, today=TODAY).rows
    assert (q.price_min, q.currency, q.price_excl_tax) == (29_750, "EUR", 25_000)


@pytest.mark.parametrize(
    "header",
    [
        ["Description", "MSRP", "Your Price"],
        ["Model", "List Price (USD)", "Net Price (USD)"],
        ["商品名称", "原价", "到手价"],
        ["Modell", "Listenpreis", "Angebotspreis"],
        ["品名", "定価", "提供価格"],
    ],
)
def test_net_or_contract_price_beats_list_price(tmp_path, header):
    f = write(tmp_path / "n.xlsx", [header, ["H100 SXM5", "$32,000", "$27,500"]])
    (q,) = analyse(f, today=TODAY).rows
    assert (q.price_min, q.list_price) == (27_500, 32_000)


@pytest.mark.parametrize(
    "header",
    [
        ["型号", "单价", "数量"],
        ["Model", "Unit Price", "Qty"],
        ["Модель", "Цена", "Кол-во"],
        ["Bezeichnung", "Einzelpreis", "Menge"],
        ["品名", "単価", "数量"],
        ["Désignation", "Prix unitaire", "Quantité"],
        ["Descripción", "Precio unitario", "Cantidad"],
        ["품명", "단가", "수량"],
    ],
)
def test_header_words_in_eight_languages(tmp_path, header):
    f = write(tmp_path / "h.xlsx", [["Notes"], header, ["H100 SXM5", 27_000, 4]])
    p = analyse(f, today=TODAY, currency="USD")
    assert p.header_row == 2 and [(q.device_id, q.price_min, q.quantity) for q in p.rows] == [(H100, 27_000, 4)]


def test_columns_recognised_from_their_data_when_the_header_is_unknown(tmp_path):
    f = write(
        tmp_path / "d.xlsx",
        [["Artikel-Nr.", "Ding", "Betrag", "Lager"], ["A1", "H100 SXM5", 27_000, 3], ["A2", "L40S", 7_950, 12]],
    )
    p = analyse(f, today=TODAY, currency="EUR")
    assert [(q.device_id, q.price_min) for q in p.rows] == [(H100, 27_000), (L40S, 7_950)]
    assert any("recognised from the data" in w for w in p.warnings)


def test_hidden_rows_columns_and_sheets_are_not_the_offer(tmp_path):
    f = write(
        tmp_path / "x.xlsx",
        [
            ["Model", "Cost (USD)", "Price (USD)"],
            ["H100 SXM5", 20_000, 27_000],
            ["L40S", 5_000, 7_950],
        ],
        hidden_rows=[3],
        hidden_cols=["B"],
        title="Nov 2026",
        more=[("Oct 2026", [["Model", "Price (USD)"], ["H100 SXM5", 31_000]], "hidden")],
    )
    p = analyse(f, today=TODAY)
    assert p.sheet == "Nov 2026" and [(q.device_id, q.price_min) for q in p.rows] == [(H100, 27_000)]
    assert reasons(p)[3] == "a hidden row, not part of the offer"
    assert any("hidden sheets skipped" in w and "Oct 2026" in w for w in p.warnings)
    assert any("hidden columns skipped" in w for w in p.warnings)


def test_the_newest_visible_price_sheet_is_read_and_another_can_be_picked(tmp_path):
    f = write(
        tmp_path / "m.xlsx",
        [["Model", "Price (USD)"], ["H100 SXM5", 31_000]],
        title="Price list 2026-10",
        more=[("Price list 2026-11", [["Model", "Price (USD)"], ["H100 SXM5", 27_000]], "visible")],
    )
    p = analyse(f, today=TODAY)
    assert p.sheet == "Price list 2026-11" and p.rows[0].price_min == 27_000
    assert "newest visible price sheet" in p.warnings[0]
    assert analyse(f, sheet="Price list 2026-10", today=TODAY).rows[0].price_min == 31_000


@pytest.mark.parametrize(
    "text, kind",
    [
        ("合计", "subtotal"),
        ("Subtotal", "subtotal"),
        ("增值税 13%", "tax"),
        ("MwSt. 19%", "tax"),
        ("运费", "shipping"),
        ("Frais de port", "shipping"),
        ("Envío", "shipping"),
        ("安装调试费", "installation"),
        ("Installation & rack setup", "installation"),
        ("3-Year Support", "service"),
        ("保守サポート 3年", "service"),
        ("유지보수 3년", "service"),
        ("开户行：中国银行", "bank"),
        ("IBAN DE12 3456", "bank"),
    ],
)
def test_lines_that_are_not_products_say_what_they_are(tmp_path, text, kind):
    words = {
        "subtotal": "subtotal",
        "tax": "tax",
        "shipping": "shipping",
        "installation": "installation",
        "service": "service",
        "bank": "bank",
    }
    f = write(tmp_path / "t.xlsx", [["Model", "Price (USD)"], ["H100 SXM5", 27_000], [text, 1_000]])
    p = analyse(f, today=TODAY)
    assert [q.source_row for q in p.rows] == [2]
    assert words[kind] in reasons(p)[3]


def test_a_server_block_keeps_its_configuration_lines_out_of_the_quotes(tmp_path):
    f = write(
        tmp_path / "b.xlsx",
        [
            ["Description", "Qty", "Price (USD)"],
            ["Supermicro SYS-821GE-TNHR, 8x NVIDIA H200 SXM 141GB", 1, 318_900],
            ["2x Intel Xeon Platinum 8568Y+", 2, "Included"],
            ["32x 64GB DDR5-5600 RDIMM", 32, "Included"],
            ["8x NVIDIA H200 SXM5 141GB GPU", 8, "Included"],
            ["NVIDIA L40S 48GB PCIe", 2, 8_150],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.source_row, q.device_id, q.price_min) for q in p.rows] == [(2, H200, 318_900 / 8), (6, L40S, 8_150)]
    assert "DDR5" in p.rows[0].configuration
    assert all("configuration line of the server in row 2" in reasons(p)[r] for r in (3, 4, 5))


@pytest.mark.parametrize(
    "text, low, currency",
    [
        ("120000(含税)", 120_000, "CNY"),
        ("约12万", 120_000, "CNY"),
        ("12.5万元/张", 125_000, "CNY"),
        ("USD 25k", 25_000, "USD"),
        ("HK$ 250,000", 250_000, "HKD"),
        ("3 500 у.е.", 3_500, "USD"),
        ("1 250 000 р.", 1_250_000, "RUB"),
        ("$7,950 ea", 7_950, "USD"),
        ("ca. 30.000 EUR", 30_000, "EUR"),
    ],
)
def test_price_texts_people_write(tmp_path, text, low, currency):
    f = write(tmp_path / "p.xlsx", [["Model", "Price"], ["H100 SXM5", text]])
    (q,) = analyse(f, today=TODAY, currency="CNY" if "含税" in text else None).rows
    assert (q.price_min, q.currency) == (low, currency)


@pytest.mark.parametrize("text", ["под заказ", "お問い合わせ", "sur demande", "문의", "auf Anfrage", "a consultar"])
def test_price_on_request_in_any_language(tmp_path, text):
    f = write(tmp_path / "r.xlsx", [["Model", "Price (USD)"], ["H100 SXM5", text]])
    (q,) = analyse(f, today=TODAY).rows
    assert q.price_on_request


@pytest.mark.parametrize(
    "text, why",
    [("1-2 weeks", "delivery time"), ("2026-11-20", "date"), ("15%", "percentage"), ("5e-324", "too small")],
)
def test_a_price_cell_that_is_not_a_price_says_what_it_is(tmp_path, text, why):
    f = write(tmp_path / "w.xlsx", [["Model", "Price (USD)"], ["H100 SXM5", text], ["L40S", 7_950]])
    p = analyse(f, today=TODAY)
    assert why in reasons(p)[2]


def test_variants_are_never_matched_to_another_device(tmp_path):
    f = write(
        tmp_path / "v.xlsx",
        [["Model", "Price (USD)"], ["NVIDIA H20 96GB", 12_000], ["RTX 4090D", 2_000], ["L40", 6_000], ["H200", 31_000]],
    )
    rows = by_row(analyse(f, today=TODAY))
    # never the neighbouring model: unknown with a warning, or (once the catalog lists it) the variant itself
    for r, wrong, own in ((2, H200, "h20"), (3, "nvidia-rtx-4090", "4090d"), (4, L40S, "l40")):
        q = rows[r]
        assert q.device_id != wrong
        assert (q.device_id is None and q.warnings) or own in q.device_id.replace("-", "")
    assert rows[5].device_id == H200


def test_dates_day_first_anywhere(tmp_path):
    f = write(
        tmp_path / "d.xlsx",
        [["Angebot Nr. 4711 vom 03.11.2026, gültig bis 30.11.2026"], ["Modell", "Preis (EUR)"], ["H100 SXM5", 27_000]],
    )
    assert analyse(f, today=TODAY).as_of == "2026-11-03"
    g = write(
        tmp_path / "n.xlsx", [["Model", "Price (USD)"], ["H100 SXM5", 27_000], [], ["Quote date: 4 November 2026"]]
    )
    assert analyse(g, today=TODAY).as_of == "2026-11-04"


@pytest.mark.parametrize(
    "fmt, currency",
    [('"¥"#,##0', "CNY"), ("[$$-409]#,##0.00", "USD"), ("#,##0 [$€-407]", "EUR"), ('#,##0 "₽"', "RUB")],
)
def test_currency_from_the_number_format(tmp_path, fmt, currency):
    f = write(
        tmp_path / "f.xlsx",
        [["Model", "Price"], ["H100 SXM5", 27_000], ["L40S", 7_950]],
        formats={"B2": fmt, "B3": fmt},
    )
    assert {q.currency for q in analyse(f, today=TODAY).rows} == {currency}


def test_currency_from_the_title(tmp_path):
    f = write(tmp_path / "t.xlsx", [["北京某某科技 美金报价单"], ["型号", "单价"], ["H100 SXM5", 27_000]])
    assert analyse(f, today=TODAY).rows[0].currency == "USD"


def test_command_line_names_the_header_and_columns_and_json_has_row_warnings(tmp_path, capsys):
    f = write(tmp_path / "u.xlsx", [["x", "y", "z"], ["a", "b", "c"], ["H100 SXM5", "ignore", 27_000], ["X9", "", 5]])
    home = str(tmp_path / "home")
    assert run(["--home", home, "import", str(f), "--dry-run"]) == 1
    err = capsys.readouterr().err
    assert "no header with a model column and a price column" in err and "--header-row" in err
    argv = ["--home", home, "import", str(f), "--dry-run", "--json", "--currency", "USD", "--header-row", "2"]
    assert run([*argv, "--map", "model=A", "--map", "price=C"]) == 0
    doc = json.loads(capsys.readouterr().out)
    rows = {r["source_row"]: r for r in doc["rows"]}
    assert rows[3]["device_id"] == H100 and rows[3]["price_min"] == 27_000
    assert rows[4]["device_id"] is None and "not a device in the catalog" in rows[4]["warnings"][0]
    assert any("row 4" in w for w in doc["warnings"])
    assert run([*argv, "--map", "modle=A"]) == 2


def test_every_number_is_finite_and_positive(tmp_path):
    f = write(
        tmp_path / "z.xlsx",
        [["Model", "Price (USD)"], ["H100 SXM5", "1e400"], ["L40S", -5], ["H200", 0], ["MI300X", float("nan")]],
    )
    try:
        p = analyse(f, today=TODAY)
    except BadInputFile:
        return
    assert p.rows == [] and len(p.rejected) == 4


def test_today_is_used_only_when_the_sheet_has_no_date(tmp_path):
    f = write(tmp_path / "o.xlsx", [["Model", "Price (USD)"], ["H100 SXM5", 27_000]])
    p = analyse(f, today=dt.date(2026, 12, 2))
    assert p.as_of == "2026-12-02" and any("import date" in w for w in p.warnings)


def test_a_lone_unit_cost_column_is_the_price_and_a_dgx_is_eight_gpus(tmp_path):
    f = write(
        tmp_path / "u.xlsx",
        [["Item", "Description", "Qty", "Unit Cost"], [1, "NVIDIA DGX H100 640GB", "1 pcs", "$320,000.00"]],
    )
    (q,) = analyse(f, today=TODAY).rows
    assert (q.device_id, q.units_per_item, q.price_min, q.quantity) == (H100, 8, 40_000, 1)


def test_a_column_headed_only_by_its_currency_is_the_price(tmp_path):
    f = write(tmp_path / "c.xlsx", [["型号", "USD", "数量"], ["H100 SXM5", 27_000, 2]])
    (q,) = analyse(f, today=TODAY).rows
    assert (q.price_min, q.currency) == (27_000, "USD")


def test_yen_in_a_japanese_sheet_is_jpy(tmp_path):
    f = write(tmp_path / "j.xlsx", [["お見積書"], ["品名", "単価", "数量"], ["NVIDIA H100 SXM5 80GB", "¥4,150,000", 2]])
    (q,) = analyse(f, today=TODAY).rows
    assert (q.price_min, q.currency) == (4_150_000, "JPY")


def test_a_russian_invoice_naming_no_currency_is_read_in_the_currency_its_prices_fit(tmp_path):
    """1C invoices name no currency; the prices of the devices they name sit near their rouble reference prices,
    nowhere near the dollar ones, so they are read as RUB, with a warning saying why."""
    f = write(
        tmp_path / "r.xlsx",
        [
            ["Счет на оплату № 118 от 5 ноября 2026 г."],
            ["№", "Товары (работы, услуги)", "Кол-во", "Ед.", "Цена", "Сумма"],
            [1, "Видеокарта NVIDIA H100 SXM5 80GB", 2, "шт", "2 450 000,00", "4 900 000,00"],
            [2, "Видеокарта NVIDIA GeForce RTX 4090 24GB", 4, "шт", "155 000,00", "620 000,00"],
            ["", "", "", "", "Итого:", "5 520 000,00"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.price_min, q.currency) for q in p.rows] == [(2_450_000, "RUB"), (155_000, "RUB")]
    assert any("match the reference prices" in w for w in p.warnings) and p.as_of == "2026-11-05"


def test_repeated_rows_keep_their_own_row_cell_and_quantity(tmp_path):
    rows = [["Model", "Price (USD)", "Qty"]] + [["H100 SXM5", 27_000, i] for i in range(1, 6)]
    p = analyse(write(tmp_path / "rep.xlsx", rows), today=TODAY)
    assert [(q.source_row, q.cell, q.quantity) for q in p.rows] == [(r, f"B{r}", r - 1) for r in range(2, 7)]


def test_a_per_card_hour_rate_card_in_yuan(tmp_path):
    f = write(
        tmp_path / "y.xlsx",
        [["GPU型号", "卡数", "价格（元/卡/小时）"], ["H100 SXM5 80G", 8, "28.5"], ["RTX 4090", 1, "2.2"]],
    )
    p = analyse(f, today=TODAY)
    assert p.kind == "cloud"
    assert [(q.price_min, q.currency, q.units_per_item) for q in p.rows] == [(28.5, "CNY", 8), (2.2, "CNY", 1)]


@pytest.mark.parametrize("text", ["缺货", "Sold out", "нет в наличии", "품절"])
def test_an_unavailable_product_is_rejected_with_that_reason(tmp_path, text):
    f = write(tmp_path / "s.xlsx", [["Model", "Price (EUR)"], ["H100 SXM5", text], ["L40S", "7.350 €/Stk."]])
    p = analyse(f, today=TODAY)
    assert "not available" in reasons(p)[2] and p.rows[0].price_min == 7_350


def test_a_row_of_units_under_the_header_is_part_of_it(tmp_path):
    f = write(
        tmp_path / "u.xlsx",
        [["Model", "Price", "Qty"], ["", "(EUR)", "pcs"], ["H100 SXM5", 25_000, 2], ["L40S", 7_000, 4]],
    )
    p = analyse(f, today=TODAY)
    assert p.header_row == 2 and [(q.price_min, q.currency) for q in p.rows] == [(25_000, "EUR"), (7_000, "EUR")]
    assert p.rejected == []


def test_tables_side_by_side_are_each_read_with_their_own_header(tmp_path):
    f = write(
        tmp_path / "sbs.xlsx",
        [
            ["北京某某科技 报价单 2026年11月3日"],
            ["显卡型号", "单价(元)", None, "服务器型号", "整机价格(元)", "备注"],
            ["NVIDIA H100 SXM5 80GB", 250_000, None, "8卡H800 服务器", 2_350_000, "现货"],
            ["GeForce RTX 4090 24G", 19_999, None, "八卡H200服务器", 2_480_000, ""],
            ["合计", 269_999, None, None, None, None],
        ],
    )
    p = analyse(f, today=TODAY)
    got = sorted((q.source_row, q.cell, q.device_id, q.price_min) for q in p.rows)
    assert got == [
        (3, "B3", H100, 250_000),
        (3, "E3", "nvidia-h800-sxm5-80gb", 2_350_000 / 8),
        (4, "B4", "nvidia-rtx-4090", 19_999),
        (4, "E4", H200, 2_480_000 / 8),
    ]
    assert reasons(p)[5] == "a subtotal or total line, not a product"
    assert "side by side" in p.warnings[0] and p.as_of == "2026-11-03"


def test_memory_and_form_factor_columns_tell_the_variant(tmp_path):
    f = write(
        tmp_path / "v.xlsx",
        [["型号", "显存", "接口", "单价(元)"], ["H100", "80GB", "SXM5", 250_000], ["H100", "80GB", "PCIe", 210_000]],
    )
    p = analyse(f, today=TODAY)
    assert [(q.device_id, q.raw_model) for q in p.rows] == [(H100, "H100"), ("nvidia-h100-pcie-80gb", "H100")]


def test_a_us_quote_writes_the_month_first_and_a_validity_date_is_not_the_quote_date(tmp_path):
    f = write(
        tmp_path / "us.xlsx",
        [
            ["Quote #: Q-118734", None, "Date: 11/03/2026"],
            ["Description", "Qty", "Your Price"],
            ["NVIDIA H100 SXM5 80GB", 2, 27_450],
            [],
            ["Promo prices valid for orders booked by 12/31/2026."],
        ],
        formats={"C3": "[$$-409]#,##0.00"},
    )
    assert analyse(f, today=TODAY).as_of == "2026-11-03"
    g = write(tmp_path / "uk.xlsx", [["Angebot vom 11/03/2026"], ["Modell", "Preis (EUR)"], ["H100 SXM5", 25_000]])
    assert analyse(g, today=TODAY).as_of == "2026-03-11"
