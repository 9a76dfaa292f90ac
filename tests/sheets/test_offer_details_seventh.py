"""Offer details a quote carries, read the way vendors write them: a tax rate written with a percent word or the sign
first, the rate nearest the tax word, validity before its word, in hours, in a column of its own or as a period, a
line's own rate, date and unit, tax shown apart from the unit price, withdrawn answers, and currency signs that are
one only beside an amount. Every sheet is written here; none is a corpus file."""

import datetime as dt
import json

import pytest

from gpucompare.errors import BadInputFile
from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .test_conventions import H100, L40S, reasons, write

L40S_ROW = ["NVIDIA L40S 48GB", 7_900]


def test_a_tax_rate_written_with_a_percent_word_or_the_sign_first(tmp_path):
    for name, note, basis, rate in (
        ("ur", "تمام قیمتوں میں جی ایس ٹی 18 فیصد شامل ہے — قیمت (روپے)", "incl", 0.18),
        ("en", "Prices are exclusive of GST at 9 percent.", "excl", 0.09),
        ("tr", "Fiyatlar USD cinsindendir, KDV (%20) hariçtir.", "excl", 0.20),
    ):
        f = write(tmp_path / f"{name}.xlsx", [[note], ["Model", "Price (USD)"], ["NVIDIA H100 SXM5 80GB", 28_000]])
        p = analyse(f, today=TODAY)
        assert (p.rows[0].tax, p.rows[0].tax_rate) == (basis, rate), name


def test_of_several_percentages_the_rate_is_the_one_beside_the_tax_word(tmp_path):
    f = write(
        tmp_path / "auction.xlsx",
        [
            ["All guide prices in GBP, exclusive of buyer's premium (18%) and VAT at 20%."],
            ["Lot", "Description", "Guide price"],
            [1, "NVIDIA H100 SXM5 80GB", "£21,000"],
        ],
    )
    q = analyse(f, today=TODAY).rows[0]
    assert (q.tax, q.tax_rate) == ("excl", 0.20)


def test_basis_words_are_read_with_the_rate_taken_out(tmp_path):
    f = write(
        tmp_path / "sg.xlsx",
        [["Item", "Price (SGD)"], ["NVIDIA H100 SXM5 80GB", 38_000], [], ["GST 9% applicable for local delivery."]],
    )
    q = analyse(f, today=TODAY).rows[0]
    assert (q.tax, q.tax_rate) == ("excl", 0.09)


def test_validity_days_before_the_validity_word_and_in_hours(tmp_path):
    for name, rows, until in (
        (
            "uz",
            [["Sana: 02.12.2026", "Taklif 10 kun davomida amal qiladi"], ["Mahsulot nomi", "Narxi (QQSsiz), so'm"]],
            "2026-12-12",
        ),
        (
            "es",
            [["Lima, 2 de diciembre de 2026 — Validez de la oferta: 48 hs"], ["Descripción", "Precio (USD)"]],
            "2026-12-04",
        ),
    ):
        f = write(tmp_path / f"{name}.xlsx", [*rows, ["NVIDIA H100 SXM5 80GB", 28_000]])
        q = analyse(f, today=TODAY).rows[0]
        assert (q.quote_date, q.valid_until) == ("2026-12-02", until), name


def test_a_latvian_date_and_its_validity(tmp_path):
    f = write(
        tmp_path / "lv.xlsx",
        [
            ["Rīgā, 2026. gada 1. decembris. Piedāvājums derīgs līdz 2026. gada 18. decembrim. Cenas EUR."],
            ["Nosaukums", "Cena bez PVN"],
            ["NVIDIA H100 SXM5 80GB", 27_000],
        ],
    )
    q = analyse(f, today=TODAY).rows[0]
    assert (q.quote_date, q.valid_until) == ("2026-12-01", "2026-12-18")


def test_another_period_is_no_validity(tmp_path):
    f = write(
        tmp_path / "zb.xlsx",
        [
            ["公告日期：2026年11月20日"],
            ["品牌型号", "中标单价（元）"],
            ["NVIDIA H100 SXM5 80GB", 210_000],
            [],
            ["公示期：2026年11月20日至2026年11月27日（5个工作日）。"],
        ],
    )
    q = analyse(f, today=TODAY).rows[0]
    assert (q.quote_date, q.valid_until) == ("2026-11-20", None)


def test_a_column_of_validity_dates_day_first_or_as_a_period(tmp_path):
    for name, head, cell in (
        ("id", ["Nama Produk", "Harga (Rp)", "Masa Berlaku"], "31-12-2026"),
        ("ko", ["품명", "계약단가(원)", "계약기간"], "2026-03-15 ~ 2026-12-31"),
        ("en", ["Description", "Unit Price (USD)", "Ending Date"], "31/12/2026"),
    ):
        f = write(tmp_path / f"{name}.xlsx", [head, ["NVIDIA H100 SXM5 80GB", 28_000, cell]])
        p = analyse(f, today=TODAY, currency="USD")
        assert p.rows[0].valid_until == "2026-12-31", name


def test_a_line_rate_column_and_a_tax_amount_column_of_rates(tmp_path):
    f = write(
        tmp_path / "ar.xlsx",
        [
            ["Descripción", "Precio unit. USD (sin IVA)", "Alíc. IVA"],
            ["NVIDIA H100 SXM5 80GB", 28_000, 0.105],
            ["Flete a CABA", 180, 0.21],
            ["NVIDIA L40S 48GB", 7_900, ""],
        ],
    )
    p = analyse(f, today=TODAY)
    rows = {q.device_id: q for q in p.rows}
    assert (rows[H100].tax, rows[H100].tax_rate) == ("excl", 0.105)
    assert rows[L40S].tax_rate is None  # a blank rate cell states none
    f = write(
        tmp_path / "kz.xlsx",
        [["Номенклатура", "Валюта", "СтавкаНДС", "ЦенаСНДС"], ["NVIDIA H100 SXM5 80GB", "KZT", "16%", 16_530_000]],
    )
    q = analyse(f, today=TODAY).rows[0]
    assert (q.tax, q.tax_rate, q.currency) == ("incl", 0.16, "KZT")


def test_tax_shown_apart_from_the_unit_price_makes_it_ex_tax(tmp_path):
    for name, head, extra in (
        ("ke", ["Description", "Qty", "Unit Price (KES)", "VAT 16%", "Total (KES)"], ["4,480/=", "32,480/="]),
        ("si", ["Naziv artikla", "Kol.", "Cena (EUR)", "Rabat %", "Vrednost brez DDV"], [0, 28_000]),
    ):
        f = write(tmp_path / f"{name}.xlsx", [head, ["NVIDIA H100 SXM5 80GB", 1, 28_000, *extra]])
        q = analyse(f, today=TODAY, currency="EUR" if name == "si" else None).rows[0]
        assert (q.tax, q.price_min) == ("excl", 28_000), name
    f = write(
        tmp_path / "ru.xlsx",
        [["Наименование", "Цена, руб.", "в т.ч. НДС"], ["NVIDIA H100 SXM5 80GB", 3_600_000, 600_000]],
    )
    assert analyse(f, today=TODAY).rows[0].tax != "excl"  # a tax inside the price says nothing of the kind
    f = write(
        tmp_path / "cpq.xlsx",
        [
            ["ProductName", "Quantity", "NetPrice", "NetTotal", "CurrencyIsoCode"],
            ["NVIDIA H100 SXM5 80GB", 2, 28_000, 56_000, "GBP"],
        ],
    )
    assert analyse(f, today=TODAY).rows[0].tax == ""  # a net (discounted) total names no tax


def test_sol_and_naira_signs_only_beside_an_amount(tmp_path):
    f = write(
        tmp_path / "ng.xlsx",
        [["Description", "Unit Price"], ["NVIDIA H100 SXM5 80GB", "N52,800,000.00"], ["NVIDIA L40S 48GB", "N100"]],
    )
    p = analyse(f, today=TODAY)
    assert [(q.price_min, q.currency) for q in p.rows] == [(52_800_000, "NGN")]
    f = write(
        tmp_path / "pe.xlsx",
        [
            ["Tipo de cambio ref.:", "S/ 3,38"],
            ["Descripción", "Precio Venta Unit. s/ IGV"],
            ["NVIDIA H100 SXM5 80GB", 98_000],
        ],
    )
    p = analyse(f, today=TODAY)
    q = p.rows[0]
    assert (q.price_min, q.currency, q.needs_review) == (98_000, "PEN", True)  # inferred: marked for review
    assert any("PEN" in str(w) for w in p.warnings)


def test_a_validity_phrase_is_never_the_vendor(tmp_path):
    f = write(
        tmp_path / "cot.xlsx",
        [
            ["Validez:", "15 días"],
            ["ANDES CÓMPUTO S.A.C. — RUC 20601234567"],
            ["Descripción", "Precio (USD)"],
            ["NVIDIA H100 SXM5 80GB", 28_000],
        ],
    )
    assert analyse(f, today=TODAY).vendor == "ANDES CÓMPUTO S.A.C."


def test_a_form_export_with_status_unit_and_date_per_line(tmp_path):
    f = write(
        tmp_path / "dingtalk.xlsx",
        [
            ["序号", "提交时间", "产品型号", "报价金额", "计价单位", "税率", "审批状态"],
            [1, "2026-11-27 10:12:33", "H100 80G SXM5", 21.5, "万元/卡", "13%", "已通过"],
            [2, "2026-11-28 09:05:47", "L40S 48G", 6200, "USD/卡", "", "已通过"],
            [3, "2026-11-26 15:17:30", "H100 80G SXM5", 22.0, "万元/卡", "13%", "已撤销"],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.source_row, q.price_min, q.currency, q.quote_date, q.tax_rate) for q in p.rows]
    assert got == [(2, 215_000, "CNY", "2026-11-27", 0.13), (3, 6_200, "USD", "2026-11-28", None)]
    assert "已撤销" in reasons(p)[4]
    doc = json.loads(p.to_json_text())
    assert doc["rows"][0]["dated"] is True


def test_an_instalment_column_names_its_term(tmp_path):
    f = write(
        tmp_path / "ph.xlsx",
        [
            ["All prices are VAT-inclusive (12% VAT) | Philippine Peso"],
            ["ITEM", "CASH PRICE", "12 MOS. 0% INSTALLMENT (PER MONTH)"],
            ["NVIDIA H100 SXM5 80GB", "₱ 1,395,000.00", "₱ 116,250.00 /mo"],
        ],
    )
    p = analyse(f, today=TODAY)
    kinds = {q.price_kind: q for q in p.rows}
    assert (kinds["purchase"].tax, kinds["purchase"].tax_rate) == ("incl", 0.12)
    assert (kinds["lease"].price_min, kinds["lease"].lease_term_months) == (116_250, 12)
    assert dt.date.fromisoformat(kinds["lease"].quote_date) <= TODAY


def test_weights_sizes_and_tariff_codes_are_never_prices(tmp_path):
    f = write(
        tmp_path / "packing.xlsx",
        [
            ["Carton No.", "Description", "Qty", "N.W. (kg)", "G.W. (kg)", "Dimensions (cm)", "HS code"],
            ["1/2", "GPU server, 8x NVIDIA H200 SXM 141GB", 1, 118.0, 146.5, "120x80x95", "8471.50"],
            ["2/2", "NVIDIA L40S 48GB PCIe (box of 4)", 4, 6.8, 9.2, "60x40x30", "8473.30"],
        ],
    )
    with pytest.raises(BadInputFile, match="no header with a model column and a price column"):
        analyse(f, today=TODAY, currency="USD")  # a packing list has nothing to import, and says so


def test_a_term_column_in_months_is_the_term_of_a_reserved_rate(tmp_path):
    f = write(
        tmp_path / "api.xlsx",
        [
            ["gpu_model", "gpus_per_instance", "pricing_model", "term_months", "unit", "unit_price", "currency"],
            ["NVIDIA H100 SXM5 80GB", 8, "on_demand", "", "instance_hour", 23.92, "USD"],
            ["NVIDIA H100 SXM5 80GB", 8, "reserved", 12, "instance_hour", 17.52, "USD"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.price_kind, round(q.price_min, 2)) for q in p.rows] == [("hourly", 2.99), ("hourly_reserved", 2.19)]


def test_an_erp_price_list_states_basis_rate_and_end_per_line(tmp_path):
    f = write(
        tmp_path / "bc.xlsx",
        [
            ["Description", "Currency Code", "Unit Price", "Price Includes VAT", "Ending Date", "VAT Bus. Posting Gr."],
            ["NVIDIA H100 SXM5 80GB", "SGD", 38_000, "No", "31-12-2026", "GST9"],
            ["NVIDIA L40S 48GB", "SGD", 10_950, "No", "31-12-2026", "GST9"],
        ],
    )
    q = analyse(f, today=TODAY).rows[0]
    assert (q.tax, q.tax_rate, q.valid_until, q.price_excl_tax) == ("excl", 0.09, "2026-12-31", 38_000)


def test_a_tax_line_among_the_totals_makes_the_lines_ex_tax(tmp_path):
    f = write(
        tmp_path / "proforma.xlsx",
        [
            ["Description", "Qty", "Unit Price (₦)", "Amount (₦)"],
            ["NVIDIA H100 SXM5 80GB", 1, "N52,800,000.00", "N52,800,000.00"],
            ["Sub Total", "", "", "N52,800,000.00"],
            ["VAT 7.5%", "", "", "N3,960,000.00"],
            ["Grand Total", "", "", "N56,760,000.00"],
        ],
    )
    q = analyse(f, today=TODAY).rows[0]
    assert (q.tax, q.tax_rate, q.price_excl_tax) == ("excl", 0.075, 52_800_000)


def test_peruvian_igv_words_and_a_date_cell_without_its_format(tmp_path):
    f = write(
        tmp_path / "pe.xlsx",
        [
            ["Fecha de emisión:", 46_357, "Validez:", "15 días"],
            ["Descripción", "Valor Venta Unit. (sin IGV)", "Precio Venta Unit. (inc. IGV)"],
            ["NVIDIA H100 SXM5 80GB", 83_050.85, 98_000],
        ],
    )
    q = analyse(f, today=TODAY, currency="PEN").rows[0]
    assert (q.quote_date, q.valid_until, q.tax, q.price_min) == ("2026-12-01", "2026-12-16", "incl", 98_000)


def test_a_quote_valid_on_its_day_only_and_a_lithuanian_lease_term(tmp_path):
    f = write(
        tmp_path / "hq.xlsx",
        [["【每日行情】2026/11/24 更新（报价当天有效，以最终确认为准）"], ["型号", "价格"], ["H100 SXM5 80G", "21.5w"]],
    )
    q = analyse(f, today=TODAY).rows[0]
    assert (q.quote_date, q.valid_until) == ("2026-11-24", "2026-11-24")
    f = write(
        tmp_path / "lt.xlsx",
        [
            ["Prekės pavadinimas", "Kaina su PVM, EUR", "Lizingas 36 mėn. (su PVM), EUR/mėn."],
            ["NVIDIA H100 SXM5 80GB", "23 958,00", "745,00"],
        ],
    )
    lease = next(q for q in analyse(f, today=TODAY).rows if q.price_kind == "lease")
    assert (lease.price_min, lease.lease_term_months) == (745, 36)


def test_rate_lines_of_two_taxes_add_up(tmp_path):
    for name, lines, rate in (
        ("qc", ["TPS (5 %)", "TVQ (9,975 %)"], 0.14975),
        ("in", ["CGST 9%", "SGST 9%"], 0.18),
        ("one", ["VAT 16%", "VAT 16%"], 0.16),  # the same tax said twice is said once
    ):
        f = write(
            tmp_path / f"{name}.xlsx",
            [["Prices excl. taxes"], ["Description", "Unit price (CAD)"], ["NVIDIA H100 SXM5 80GB", 36_450], []]
            + [[line] for line in lines],
        )
        q = analyse(f, today=TODAY).rows[0]
        assert (q.tax, q.tax_rate) == ("excl", rate), name


def test_a_plus_tax_header_under_a_note_that_excludes_the_tax(tmp_path):
    f = write(
        tmp_path / "tr.xlsx",
        [
            ["Fiyatlar ABD Doları (USD) cinsindendir, KDV (%20) hariçtir."],
            ["Ürün", "Paket Fiyatı (USD + KDV)"],
            ["NVIDIA H100 SXM5 80GB", 28_000],
        ],
    )
    q = analyse(f, today=TODAY).rows[0]
    assert (q.tax, q.tax_rate, q.price_min) == ("excl", 0.20, 28_000)


def test_devices_on_a_board_are_no_server(tmp_path):
    f = write(
        tmp_path / "boards.xlsx",
        [
            ["型号", "价格（元）"],
            ["H200 141G SXM 8卡模组", 2_380_000],
            ["8卡H200服务器（HGX H200 141G整机）", 2_800_000],
        ],
    )
    offers = [(q.offer, q.units_per_item) for q in analyse(f, today=TODAY).rows]
    assert offers == [("baseboard", 8), ("server", 8)]  # the board needs a host around it; the server has one
