"""Layouts seen on vendor sheets the importer had never met (issue 13, second pass): billing-unit columns on cloud
rate cards, accelerator counts written in many ways, tax-inclusive and net price words, currencies named only in a
number format, a text line or a 'Valuta' column, price texts with R$/zł/Kč, headers in Vietnamese, Portuguese,
Polish, Italian, Dutch, Turkish and Indonesian, non-product rows in those languages, and dates as people write them."""

import datetime as dt

import openpyxl
import pytest
from openpyxl.styles import Border, Font, Side

from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .test_conventions import H100, H200, by_row, reasons, write

B200 = "nvidia-b200"
GB200 = "nvidia-gb200"
TPU7X = "google-tpu7x-ironwood"


# --- prices per device on cloud rate cards ---------------------------------------------------------------------


def test_a_billing_unit_column_says_which_rates_are_per_instance(tmp_path):
    f = write(
        tmp_path / "c.xlsx",
        [
            ["Instance", "Accelerator", "GPUs", "On-demand ($/hr)", "Reserved 1yr ($/hr)", "Billed per"],
            ["a3-highgpu-8g", "H100 SXM5 80GB", 8, 88.0, 56.0, "instance-hour"],
            ["gpu-h200-1", "H200", 1, 3.5, 2.4, "GPU-hour"],
            ["gpu-h200-8", "H200", 8, 3.5, 2.4, "GPU-hour"],
        ],
    )
    p = analyse(f, today=TODAY)
    on_demand = {q.source_row: q for q in p.rows if q.price_kind == "hourly"}
    reserved = {q.source_row: q for q in p.rows if q.price_kind == "hourly_reserved"}
    assert on_demand[2].device_id == H100 and on_demand[2].price_min == pytest.approx(11.0)
    assert reserved[2].price_min == pytest.approx(7.0)
    assert on_demand[4].price_min == pytest.approx(3.5) and reserved[4].price_min == pytest.approx(2.4)


def test_an_hourly_unit_in_its_own_column_makes_a_price_without_time_words_hourly(tmp_path):
    f = write(
        tmp_path / "c.xlsx",
        [
            ["Accelerator", "Chips", "Price (excl. VAT)", "Currency", "Unit"],
            ["TPU7x", 4, 48.0, "USD", "per instance-hour"],
            ["B200", 1, 6.25, "USD", "per chip-hour"],
        ],
    )
    p = analyse(f, today=TODAY)
    q = by_row(p)
    assert p.kind == "cloud"
    assert (q[2].device_id, q[2].price_kind, q[2].price_min) == (TPU7X, "hourly", 12.0)
    assert (q[3].device_id, q[3].price_min) == (B200, 6.25)


@pytest.mark.parametrize("unit_header", ["Unit", "Einheit", "Billing", "计费", "Basis", ""])
def test_a_billing_unit_column_under_any_header(tmp_path, unit_header):
    f = write(
        tmp_path / "c.xlsx",
        [
            ["Accelerator", "Chips", "Price (EUR)", unit_header],
            ["TPU7x", 4, 48.0, "per instance-hour"],
            ["B200", 1, 6.25, "per chip-hour"],
        ],
    )
    q = by_row(analyse(f, today=TODAY))
    assert [(q[r].price_kind, q[r].price_min) for r in (2, 3)] == [("hourly", 12.0), ("hourly", 6.25)]


@pytest.mark.parametrize("header", ["# GPU", "GPUs", "Chips", "GPU数", "卡数", "No. of GPUs"])
@pytest.mark.parametrize("count", [8, "8", "8 GPUs", "8卡"])
def test_accelerator_count_columns(tmp_path, header, count):
    f = write(tmp_path / "c.xlsx", [["Model", header, "Price per instance ($/hr)"], ["H100 SXM5 80GB", count, 24.0]])
    (q,) = analyse(f, today=TODAY).rows
    assert (q.device_id, q.units_per_item, q.price_min) == (H100, 8, 3.0)


@pytest.mark.parametrize(
    "model, device, units",
    [
        ("HGX B200 Platform 8× 180 GB", B200, 8),
        ("GB200 NVL72 rack", GB200, 72),
        ("Rack with 72 Blackwell GPUs (GB200)", GB200, 72),
        ("TPU7x", TPU7X, 1),
        ("Google TPU7x (Ironwood) 4-chip host", TPU7X, 4),
        ("H100 SXM5 80GB*8 整机", H100, 8),
    ],
)
def test_accelerator_counts_written_in_the_name(tmp_path, model, device, units):
    f = write(tmp_path / "s.xlsx", [["Model", "Unit Price (USD)"], [model, 3_600_000]])
    (q,) = analyse(f, today=TODAY).rows
    assert (q.device_id, q.units_per_item) == (device, units)
    assert q.price_min == pytest.approx(3_600_000 / units)


# --- choosing the price column -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "excl, incl",
    [("单价(不含税)", "报价(含13%增值税)"), ("価格/時間(税抜)", "税込価格/時間"), ("单价(未税)", "含税报价")],
)
def test_tax_inclusive_headers_with_other_price_words(tmp_path, excl, incl):
    f = write(tmp_path / "s.xlsx", [["型号", excl, incl], ["H100 SXM5 80GB", 200_000, 226_000]])
    (q,) = analyse(f, currency="CNY", today=TODAY).rows
    assert (q.price_min, q.tax, q.price_excl_tax) == (226_000, "incl", 200_000)


def test_the_tax_basis_belongs_to_the_chosen_price_column(tmp_path):
    f = write(
        tmp_path / "s.xlsx",
        [["型号", "数量", "单价(元)", "金额(含税)"], ["H100 SXM5 80GB", 2, 200_000, 452_000]],
    )
    (q,) = analyse(f, today=TODAY).rows
    assert q.price_min == 200_000
    assert q.tax != "incl"


def test_a_tax_word_in_a_totals_label_is_not_the_unit_prices_basis(tmp_path):
    f = write(
        tmp_path / "s.xlsx",
        [
            ["报价单"],
            ["型号", "数量", "单价(元)", "金额"],
            ["H100 SXM5 80GB", 2, 200_000, 400_000],
            ["合计金额(含税)", "", "", 400_000],
        ],
    )
    p = analyse(f, today=TODAY)
    (q,) = p.rows
    assert (q.price_min, q.tax) == (200_000, "")
    assert "total" in reasons(p)[4]


def test_net_each_beats_list_each(tmp_path):
    f = write(
        tmp_path / "s.xlsx",
        [
            ["Part", "Description", "Qty", "List each", "Net each", "Extended"],
            ["", "H100 SXM5 80GB", 2, 30_000, 25_500, 51_000],
        ],
    )
    (q,) = analyse(f, currency="USD", today=TODAY).rows
    assert (q.price_min, q.list_price) == (25_500, 30_000)


@pytest.mark.parametrize(
    "listed, net",
    [("Cena katalogowa", "Cena po rabacie"), ("Prezzo di listino", "Prezzo scontato"), ("Preço de tabela", "Preço")],
)
def test_net_price_words_in_more_languages(tmp_path, listed, net):
    f = write(tmp_path / "s.xlsx", [["Model", listed, net], ["H100 SXM5 80GB", 30_000, 25_500]])
    (q,) = analyse(f, currency="EUR", today=TODAY).rows
    assert (q.price_min, q.list_price) == (25_500, 30_000)


def test_a_unit_price_header_is_not_a_quantity(tmp_path):
    f = write(
        tmp_path / "s.xlsx",
        [
            ["Descrição", "Qtde", "Valor Unit. s/ impostos", "Valor Total"],
            ["NVIDIA H100 SXM5 80GB", 2, "R$ 1.811.250,00", "R$ 3.622.500,00"],
        ],
    )
    (q,) = analyse(f, today=TODAY).rows
    assert (q.device_id, q.price_min, q.currency, q.quantity) == (H100, 1_811_250, "BRL", 2)


# --- currency ----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "fmt, cur", [('#,##0.00 "zł"', "PLN"), ('#,##0 "Kč"', "CZK"), ("[$R$-416] #,##0.00", "BRL"), ('#,##0 "₫"', "VND")]
)
def test_currency_as_a_quoted_literal_in_the_number_format(tmp_path, fmt, cur):
    f = write(tmp_path / "s.xlsx", [["Model", "Price"], ["H100 SXM5 80GB", 123_456]], formats={"B2": fmt})
    (q,) = analyse(f, today=TODAY).rows
    assert q.currency == cur


@pytest.mark.parametrize("line, cur", [("幣別：NT$", "TWD"), ("Currency: EUR", "EUR"), ("Moneda: MXN", "MXN")])
def test_currency_stated_in_a_line_above_the_table(tmp_path, line, cur):
    f = write(tmp_path / "s.xlsx", [["Quote 2026-12-01"], [line], ["Model", "Price"], ["H100 SXM5 80GB", 900_000]])
    (q,) = analyse(f, today=TODAY).rows
    assert q.currency == cur


@pytest.mark.parametrize("header", ["Valuta", "Währung", "Devise", "Moeda", "通貨", "币种", "幣別"])
def test_currency_columns_in_many_languages_win_for_their_row(tmp_path, header):
    f = write(
        tmp_path / "s.xlsx",
        [["Prices in EUR"], ["Model", "Price", header], ["H100 SXM5 80GB", 30_000, "CHF"], ["H200", 35_000, "EUR"]],
    )
    p = analyse(f, today=TODAY)
    q = by_row(p)
    assert (q[3].currency, q[4].currency) == ("CHF", "EUR")
    assert not any("no currency" in str(w) for w in p.warnings)


def test_a_column_of_currency_codes_is_the_currency_whatever_its_header(tmp_path):
    f = write(
        tmp_path / "s.xlsx",
        [["Model", "Price", "Cur."], ["H100 SXM5 80GB", 30_000, "USD"], ["H200", 32_000, "EUR"]],
    )
    p = analyse(f, today=TODAY)
    assert [q.currency for q in p.rows] == ["USD", "EUR"]


@pytest.mark.parametrize(
    "text, value, cur",
    [
        ("R$ 3.622.500,00", 3_622_500, "BRL"),
        ("125 000,00 zł", 125_000, "PLN"),
        ("750 000 Kč", 750_000, "CZK"),
        ("28.000 zł", 28_000, "PLN"),
        ("Rp 480.000.000", 480_000_000, "IDR"),
        ("1.150.000 TL", 1_150_000, "TRY"),
        ("750.000.000 ₫", 750_000_000, "VND"),
        ("₹ 25,00,000", 2_500_000, "INR"),
        ("CHF 28'500.00", 28_500, "CHF"),
        ("CHF 28'500.–", 28_500, "CHF"),
        ("S$ 12,000", 12_000, "SGD"),
        ("MX$ 550,000", 550_000, "MXN"),
        ("NT$ 980,000", 980_000, "TWD"),
    ],
)
def test_price_texts_with_more_currency_symbols(tmp_path, text, value, cur):
    f = write(tmp_path / "s.xlsx", [["Model", "Price"], ["H100 SXM5 80GB", text]])
    p = analyse(f, today=TODAY)
    (q,) = p.rows
    assert (q.price_min, q.currency) == (value, cur)
    assert not any("no currency" in str(w) for w in p.warnings)


# --- headers in more languages, and columns told by their data ----------------------------------------------------


@pytest.mark.parametrize(
    "header",
    [
        ["STT", "Tên hàng hóa", "Số lượng", "Đơn giá (VNĐ)", "Thành tiền"],
        ["Item", "Descrição", "Qtde", "Valor Unit. c/ impostos", "Valor Total"],
        ["Lp.", "Nazwa towaru", "Ilość", "Cena netto", "Wartość"],
        ["Pos.", "Descrizione", "Quantità", "Prezzo netto", "Totale"],
        ["Nr", "Omschrijving", "Aantal", "Prijs excl. BTW", "Totaal"],
        ["Sıra", "Ürün adı", "Miktar", "Birim fiyat", "Tutar"],
        ["No", "Nama barang", "Jumlah", "Harga satuan", "Total harga"],
    ],
)
def test_header_words_in_more_languages(tmp_path, header):
    f = write(tmp_path / "s.xlsx", [header, [1, "NVIDIA H100 SXM5 80GB", 2, 250_000, 500_000]])
    (q,) = analyse(f, currency="EUR", today=TODAY).rows
    assert (q.device_id, q.price_min, q.quantity) == (H100, 250_000, 2)


def test_unknown_headers_are_told_by_the_devices_and_prices_under_them(tmp_path):
    f = write(
        tmp_path / "s.xlsx",
        [["Kod", "Mal", "Adet", "Fiyatı"], ["X1", "H100 SXM5 80GB", 2, 31_000.5], ["X2", "H200", 1, 35_000.25]],
    )
    p = analyse(f, currency="EUR", today=TODAY)
    assert [(q.device_id, q.price_min) for q in p.rows] == [(H100, 31_000.5), (H200, 35_000.25)]


def test_of_price_columns_told_by_their_data_the_line_total_is_not_the_price(tmp_path):
    f = write(
        tmp_path / "s.xlsx",
        [
            ["Περιγραφή", "Ποσότητα", "Τιμή μονάδας", "Σύνολο"],
            ["NVIDIA H100 SXM5 80GB", 2, "28.000,00 €", "56.000,00 €"],
            ["NVIDIA H200", 1, "32.000,00 €", "32.000,00 €"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.device_id, q.price_min, q.currency) for q in p.rows] == [(H100, 28_000, "EUR"), (H200, 32_000, "EUR")]


def test_a_category_column_before_the_model_column_is_not_the_model(tmp_path):
    f = write(
        tmp_path / "s.xlsx",
        [
            ["品名", "型号规格", "数量", "单价"],
            ["GPU服务器", "8卡 H100 SXM5 80GB", 1, 2_400_000],
            ["显卡", "H200", 2, 260_000],
        ],
    )
    q = by_row(analyse(f, currency="CNY", today=TODAY))
    assert (q[2].device_id, q[2].price_min, q[3].device_id) == (H100, 300_000, H200)


def test_the_column_naming_devices_is_the_model_whatever_the_headers_say(tmp_path):
    f = write(
        tmp_path / "s.xlsx",
        [
            ["Product", "Kenmerken", "Aantal", "Prijs"],
            ["Server", "HGX H100 8-GPU SXM5 80GB", 1, 240_000],
            ["GPU", "H200", 2, 30_000],
            ["GPU", "H100 SXM5 80GB", 2, 25_000],
        ],
    )
    p = analyse(f, currency="EUR", today=TODAY)
    assert [(q.device_id, q.price_min) for q in p.rows] == [(H100, 30_000), (H200, 30_000), (H100, 25_000)]


@pytest.mark.parametrize(
    "text", ["Prijs op aanvraag", "Preço sob consulta", "Cena na zapytanie", "Liên hệ", "Su richiesta"]
)
def test_price_on_request_in_more_languages(tmp_path, text):
    f = write(tmp_path / "s.xlsx", [["Model", "Price (EUR)"], ["H100 SXM5 80GB", text]])
    (q,) = analyse(f, today=TODAY).rows
    assert q.price_on_request


# --- rows that are not products ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "label, price, kind",
    [
        ("Spese di spedizione", 150, "shipping"),
        ("Verzendkosten", 95, "shipping"),
        ("Frete", "R$ 1.200,00", "shipping"),
        ("Wysyłka", "250,00 zł", "shipping"),
        ("Phí vận chuyển", "2.000.000 ₫", "shipping"),
        ("Razem netto", "1 000 000,00 zł", "subtotal"),
        ("Razem brutto", "1 230 000,00 zł", "subtotal"),
        ("總計(含稅)", "NT$ 1,050,000", "subtotal"),
        ("安裝調校費", "NT$ 30,000", "installation"),
        ("Instalação", "R$ 5.000,00", "installation"),
        ("Usługa instalacji", "2 460,00 zł", "installation"),
        ("IGST @ 18%", "18%", "tax"),
        ("GST", "18 %", "tax"),
    ],
)
def test_non_product_rows_are_named_before_their_price_is_read(tmp_path, label, price, kind):
    f = write(tmp_path / "s.xlsx", [["Model", "Price (EUR)"], ["H100 SXM5 80GB", 30_000], [label, price]])
    p = analyse(f, today=TODAY)
    assert len(p.rows) == 1
    words = {
        "shipping": "shipping",
        "subtotal": "total",
        "installation": "installation",
        "tax": "tax line",
    }
    assert words[kind] in reasons(p)[3]


def test_an_unlabelled_bold_number_under_the_amounts_is_a_total(tmp_path):
    f = tmp_path / "s.xlsx"
    write(
        f,
        [
            ["Model", "Qty", "Unit price (USD)", "Amount (USD)"],
            ["H100 SXM5 80GB", 2, 30_000, 60_000],
            ["H200", 1, 35_000, 35_000],
            ["", "", "", 95_000],
        ],
    )
    wb = openpyxl.load_workbook(f)
    ws = wb.active
    ws["D4"].font = Font(bold=True)
    ws["D4"].border = Border(top=Side(style="thin"))
    wb.save(f)
    p = analyse(f, today=TODAY)
    assert len(p.rows) == 2
    assert "total" in reasons(p)[4]


def test_an_unlabelled_sum_in_the_amount_column_that_is_the_price_is_a_total(tmp_path):
    f = write(
        tmp_path / "s.xlsx",
        [
            ["Model", "Qty", "Amount (USD)"],
            ["H100 SXM5 80GB", 2, 60_000],
            ["H200", 1, 35_000],
            ["", "", 95_000],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [q.price_min for q in p.rows] == [30_000, 35_000]
    assert "total" in reasons(p)[4]


@pytest.mark.parametrize(
    "text, topic",
    [("Prezzi IVA esclusa", "tax"), ("GST not applicable", "tax"), ("Data transfer charged separately", "")],
)
def test_a_note_without_a_price_is_a_note(tmp_path, text, topic):
    f = write(tmp_path / "s.xlsx", [["Model", "Price (USD)"], ["H100 SXM5 80GB", 30_000], [text, ""]])
    reason = reasons(analyse(f, today=TODAY))[3]
    assert "note" in reason and topic in reason and "line" not in reason


# --- dates ---------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "line, iso",
    [
        ("Data wystawienia: 3 grudnia 2026 r.", "2026-12-03"),
        ("見積日: 令和8年12月1日", "2026-12-01"),
        ("報價日期：民國115/12/02", "2026-12-02"),
        ("日期：115/12/02", "2026-12-02"),
        ("Date: 3-Dec-2026", "2026-12-03"),
        ("Date: December 3rd, 2026", "2026-12-03"),
        ("Fecha: 03/dic/2026", "2026-12-03"),
        ("Ngày 02 tháng 12 năm 2026", "2026-12-02"),
        ("Valido dal 01/12/2026", "2026-12-01"),
    ],
)
def test_dates_as_people_write_them(tmp_path, line, iso):
    f = write(tmp_path / "s.xlsx", [[line], ["Model", "Price (EUR)"], ["H100 SXM5 80GB", 30_000]])
    assert analyse(f, today=TODAY).as_of == iso


@pytest.mark.parametrize("header, price", [("Price (USD)", 30_000), ("Price", "$30,000.00"), ("Price", "USD 30,000")])
@pytest.mark.parametrize("date, iso", [("11/03/2026", "2026-11-03"), ("12/03/2026", "2026-12-03")])
def test_an_english_dollar_quote_writes_the_month_first(tmp_path, header, price, date, iso):
    # TODAY is 2 December: a quote dated the day after is still read month first, not as 12 March
    f = write(tmp_path / "s.xlsx", [[f"Quote date: {date}"], ["Model", header], ["H100 SXM5 80GB", price]])
    assert analyse(f, today=TODAY).as_of == iso


def test_a_validity_date_is_not_the_issue_date(tmp_path):
    f = write(
        tmp_path / "s.xlsx",
        [
            ["Termin ważności: 31.12.2026", "Data: 01.12.2026"],
            ["Model", "Cena netto (PLN)"],
            ["H100 SXM5 80GB", 125_000],
        ],
    )
    assert analyse(f, today=TODAY).as_of == "2026-12-01"


@pytest.mark.parametrize(
    "valid, issued",
    [("31.12.2026", "01.12.2026"), ("2026-12-31", "2026-12-01"), (dt.datetime(2026, 12, 31), dt.datetime(2026, 12, 1))],
)
def test_a_validity_date_in_the_cell_after_its_label_is_not_the_issue_date(tmp_path, valid, issued):
    f = write(
        tmp_path / "s.xlsx",
        [
            ["Termin ważności:", valid, "Data wystawienia:", issued],
            ["Model", "Cena netto (PLN)"],
            ["H100 SXM5 80GB", 125_000],
        ],
    )
    assert analyse(f, today=TODAY).as_of == "2026-12-01"


def test_a_date_on_a_cover_sheet(tmp_path):
    f = write(
        tmp_path / "s.xlsx",
        [["Model", "Price (USD)"], ["H100 SXM5 80GB", 30_000]],
        title="Prices",
        more=[("Cover", [["Quotation"], ["Date: 2026-11-28"]], "visible")],
    )
    assert analyse(f, today=TODAY).as_of == "2026-11-28"


def test_a_brazilian_quote_with_real_signs_is_dated_day_first(tmp_path):
    f = write(
        tmp_path / "s.xlsx",
        [
            ["Data: 03/11/2026"],
            ["Descrição", "Qtde", "Valor Unit. c/ impostos", "Valor Total"],
            ["NVIDIA H100 SXM5 80GB", 2, "R$ 1.811.250,00", "R$ 3.622.500,00"],
            ["Frete", "", "", "R$ 1.200,00"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert p.as_of == "2026-11-03"
    (q,) = p.rows
    assert (q.price_min, q.currency, q.tax) == (1_811_250, "BRL", "incl")


def test_a_sentence_under_a_rack_is_a_note_not_its_configuration(tmp_path):
    f = write(
        tmp_path / "c.xlsx",
        [
            ["Accelerator", "Chips", "Price (USD)", "Unit"],
            ["GB200 NVL72", 72, 300.0, "per instance-hour"],
            ["Data transfer charged separately", "", "", ""],
        ],
    )
    p = analyse(f, today=TODAY)
    (q,) = p.rows
    assert (q.device_id, q.price_min) == (GB200, pytest.approx(300 / 72))
    assert "configuration" not in reasons(p)[3] and "note" in reasons(p)[3]


def test_a_vietnamese_note_says_the_prices_are_without_vat(tmp_path):
    f = write(
        tmp_path / "s.xlsx",
        [
            ["STT", "Tên hàng hóa", "Số lượng", "Đơn giá (VNĐ)", "Thành tiền"],
            [1, "NVIDIA H100 SXM5 80GB", 2, "750.000.000", "1.500.000.000"],
            ["", "Giá trên chưa bao gồm VAT"],
        ],
    )
    (q,) = analyse(f, today=TODAY).rows
    assert (q.price_min, q.currency, q.tax) == (750_000_000, "VND", "excl")


def test_a_chinese_quote_naming_no_currency_is_fitted_per_device(tmp_path):
    f = write(
        tmp_path / "s.xlsx",
        [
            ["报价单"],
            ["序号", "品名", "型号规格", "数量", "不含税单价", "报价(含13%增值税)"],
            [1, "GPU服务器", "超微 SYS-821GE 8*H100 SXM5 80GB", 1, 2_100_000, 2_373_000],
            [2, "显卡", "NVIDIA L40S 48GB", 4, 52_000, 58_760],
        ],
    )
    q = by_row(analyse(f, today=TODAY))
    assert (q[3].device_id, q[3].price_min, q[3].currency, q[3].tax) == (H100, 2_373_000 / 8, "CNY", "incl")
    assert q[3].tax_rate == pytest.approx(0.13)


@pytest.mark.parametrize("model", ["NVIDIA H100 SXM5 80GB (c/ impostos)", "H100 SXM5 80GB 含稅", "H200 incl. VAT"])
def test_a_device_whose_text_names_the_tax_is_a_product(tmp_path, model):
    f = write(tmp_path / "s.xlsx", [["Model", "Price (EUR)"], [model, 30_000]])
    (q,) = analyse(f, today=TODAY).rows
    assert q.device_id in (H100, H200) and q.price_min == 30_000


@pytest.mark.parametrize(
    "header", ["Prijs per uur (EUR)", "Cena za godzinę (EUR)", "Prezzo all'ora (EUR)", "Giá/giờ (EUR)"]
)
def test_hourly_price_headers_in_more_languages(tmp_path, header):
    f = write(tmp_path / "c.xlsx", [["GPU", header], ["H100 SXM5 80GB", 2.9]])
    (q,) = analyse(f, today=TODAY).rows
    assert (q.device_id, q.price_kind, q.price_min, q.currency) == (H100, "hourly", 2.9, "EUR")


def test_an_amount_beside_words_naming_no_device_is_a_charge_or_total(tmp_path):
    f = write(
        tmp_path / "s.xlsx",
        [
            ["Sorszám", "Megnevezés", "Mennyiség", "Egységár (Ft)", "Összesen"],
            [1, "NVIDIA H100 SXM5 80GB", 2, 9_800_000, 19_600_000],
            [2, "NVIDIA H200", 1, 11_000_000, 11_000_000],
            ["", "Szállítás", "", "", 45_000],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.price_min, q.currency) for q in p.rows] == [(9_800_000, "HUF"), (11_000_000, "HUF")]
    assert "shipping" in reasons(p)[4]  # 'Szállítás' is shipping in Hungarian (hu.toml); a charge line either way


@pytest.mark.parametrize(
    "note, tax",
    [
        ("以上报价含13%增值税，合计金额见下", "incl"),
        ("Preços com impostos inclusos", "incl"),
        ("Ceny nie zawierają VAT (netto)", "excl"),
        ("Prijzen excl. BTW", "excl"),
    ],
)
def test_a_tax_note_in_more_languages_sets_the_basis(tmp_path, note, tax):
    f = write(tmp_path / "s.xlsx", [["Model", "Price (EUR)"], ["H100 SXM5 80GB", 30_000], [note]])
    (q,) = analyse(f, today=TODAY).rows
    assert q.tax == tax
