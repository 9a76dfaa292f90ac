"""The leftovers of blind corpora 30-35 (imp151), each class of decision tested on sheets written here (none is a
corpus file, none of their layouts or languages):

- a verb whose object is the tax, a few words apart ('… y excluyen el ITBIS (18 %)', '… and exclude Guernsey GST'):
  the prices' basis and rate;
- a negation running into an inclusive word ('不含專票', '不含13%专票'): tax-exclusive, never inclusive;
- a currency named in a price header as '<place>元' ('單價（紐元）' is the New Zealand dollar); one the lexicon does
  not know ('单价（加勒比元）') is no renminbi: its prices are rejected saying they have no currency;
- a column of terms ('Duration' | 3 months / 12 months) is no price, and each row's term; in a cloud's list of
  instance types a monthly price over such a term is a reserved rate per device-hour, not a lease;
- a voucher's validity ('Voucher: USD 500, valid until 31/12/2026') is not the offer's;
- a form typed one field per row, a block of the same fields per record ('Modelo' | …, 'Precio unitario' | …,
  'Moneda' | …), read as the table its records make: each record a quote, its price cell and currency its own, named
  by its model's row; a tax header over words ('IVA' | 10% no incluido) gives each record its basis."""

import pytest

from gpucompare.sheets.importer import BadInputFile, analyse
from gpucompare.sheets.importer.notes import line_tax
from gpucompare.sheets.prices import header_units, is_duration, tax_note

from .conftest import TODAY
from .test_conventions import by_row, reasons, write

H100 = "nvidia-h100-pcie-80gb"
L40S = "nvidia-l40s"
A100 = "nvidia-a100-sxm4-80gb"


def _run(tmp_path, name, rows, **kw):
    return analyse(write(tmp_path / name, rows, **kw), today=TODAY)


# ---- a verb on the tax


@pytest.mark.parametrize(
    "text, basis",
    [
        ("Rates are per GPU-hour and exclude Guernsey GST.", "excl"),
        ("Los precios están en dólares y excluyen el ITBIS (18 %).", "excl"),
        ("All rates include Guernsey GST.", "incl"),
        # the verb speaks of another thing, the tax is named in another clause: no basis from the verb
        ("Prices include delivery; GST is charged at the rate in force", None),
    ],
)
def test_a_verb_on_the_tax_a_few_words_apart_is_the_basis(text, basis):
    got = line_tax(text)
    assert (got[0] if got else None) == basis


def test_a_spanish_note_excluding_the_itbis_gives_every_price_its_basis(tmp_path):
    p = _run(
        tmp_path,
        "cotizacion.xlsx",
        [
            ["Cotización — Santo Domingo, 1 de diciembre de 2026"],
            ["Los precios están expresados en dólares estadounidenses y excluyen el ITBIS (18 %)."],
            [],
            ["Producto", "Cantidad", "Precio unitario (USD)"],
            ["NVIDIA L40S 48GB", 2, 9100],
            ["NVIDIA H100 80GB PCIe", 1, 31500],
        ],
    )
    q = by_row(p)
    assert {(r.tax, r.tax_rate) for r in q.values()} == {("excl", 0.18)}
    assert (q[5].device_id, q[5].price_min, q[5].currency) == (L40S, 9100, "USD")


# ---- a negation over an inclusive word


@pytest.mark.parametrize(
    "text, basis",
    [
        ("不含專票", "excl"),
        ("不含13%专票", "excl"),
        ("含專票", "incl"),
        ("含13%专票", "incl"),
        ("不含运费，含13%专票", "incl"),
    ],
)
def test_a_negation_running_into_an_inclusive_word_excludes_the_tax(text, basis):
    assert line_tax(text)[0] == basis
    assert tax_note(text) in (basis, None)


def test_each_lines_note_not_including_the_invoice_is_tax_exclusive(tmp_path):
    p = _run(
        tmp_path,
        "報價.xlsx",
        [
            ["報價單 2026年12月1日（人民幣）"],
            ["型號", "數量", "單價（元）", "備註"],
            ["NVIDIA L40S 48GB", 2, 52000, "不含專票"],
            ["NVIDIA H100 80GB PCIe", 1, 215000, "含13%專票"],
        ],
    )
    q = by_row(p)
    assert q[3].tax == "excl"
    assert (q[4].tax, q[4].tax_rate) == ("incl", 0.13)


# ---- a currency named as '<place>元'


def test_a_place_yuan_in_a_header_is_that_places_currency_not_the_renminbi():
    assert header_units("單價（紐元）")[0] == "NZD"
    assert header_units("单价（澳元）")[0] == "AUD"
    assert header_units("单价（元）")[0] == "CNY"
    assert header_units("单价（万元）") == ("CNY", 10_000.0)
    assert header_units("单价（港元）")[0] == "HKD"
    # a '<place>元' the lexicon does not know is no renminbi
    assert header_units("单价（加勒比元）")[0] is None


def test_prices_under_an_unknown_place_yuan_are_rejected_not_taken_as_renminbi(tmp_path):
    p = _run(
        tmp_path,
        "quote.xlsx",
        [["型号", "数量", "单价（加勒比元）"], ["NVIDIA L40S 48GB", 2, 24500], ["NVIDIA H100 80GB PCIe", 1, 85000]],
    )
    # never silently renminbi: a price the sheet names no known currency for is rejected saying so, or guessed from
    # the devices' price levels and marked for review
    assert all(q.needs_review for q in p.rows if q.currency == "CNY")
    assert all(q.needs_review for q in p.rows) and all("currency" in r for r in reasons(p).values())


def test_prices_under_a_new_zealand_yuan_header_are_in_new_zealand_dollars(tmp_path):
    p = _run(tmp_path, "nz.xlsx", [["型號", "數量", "單價（紐元）"], ["NVIDIA L40S 48GB", 2, 15800]])
    assert [(q.device_id, q.price_min, q.currency) for q in p.rows] == [(L40S, 15800, "NZD")]


# ---- a column of terms


@pytest.mark.parametrize(
    "text, ok", [("3 months", True), ("1年", True), ("720小时", True), ("42120元/月", False), ("€ 3 per month", False)]
)
def test_a_duration_cell_is_a_length_of_time_and_nothing_more(text, ok):
    assert is_duration(text) is ok


def test_a_cloud_instance_lists_monthly_price_over_a_duration_column_is_a_reserved_rate(tmp_path):
    p = _run(
        tmp_path,
        "renewal.xlsx",
        [
            ["Subscription renewal — quoted 1 December 2026 (USD)"],
            ["Instance type", "GPU", "Monthly price (USD)", "Duration", "Amount (USD)"],
            ["gx8.h100", "8× NVIDIA H100 80GB PCIe", 29200, "3 months", 87600],
            ["gx4.l40s", "4× NVIDIA L40S 48GB", 5840, "12 months", 70080],
        ],
    )
    q = by_row(p)
    assert (q[3].device_id, q[3].price_kind, q[3].lease_term_months) == (H100, "hourly_reserved", 3)
    assert q[3].price_min == pytest.approx(29200 / 8 / 730)
    assert (q[4].device_id, q[4].lease_term_months) == (L40S, 12)
    assert q[4].price_min == pytest.approx(5840 / 4 / 730)
    assert "D3" not in {q.cell for q in p.rows}  # the term's cell is no price


# ---- a voucher's validity


def test_a_vouchers_validity_is_not_the_offers(tmp_path):
    p = _run(
        tmp_path,
        "offer.xlsx",
        [
            ["Offer of 1 December 2026 (EUR)"],
            ["Model", "Qty", "Unit price (EUR)"],
            ["NVIDIA L40S 48GB", 2, 8400],
            [],
            ["Voucher: EUR 500 off the next order, valid until 31/12/2026"],
        ],
    )
    assert [q.valid_until for q in p.rows] == [None]


# ---- a form typed one field per row


def test_a_field_per_row_form_is_read_as_the_table_its_records_make(tmp_path):
    rows = [
        ["", "Propuesta técnico-económica — Malabo, 1 de diciembre de 2026"],
        [],
        ["", "Cantidad", 2],
        ["", "Modelo", "NVIDIA L40S 48GB"],
        ["", "Precio unitario", 9100],
        ["", "Moneda", "USD"],
        ["", "IVA", "10% no incluido"],
        [],
        ["", "Cantidad", 1],
        ["", "Modelo", "NVIDIA A100 SXM4 80GB"],
        ["", "Precio unitario", 14200],
        ["", "Moneda", "EUR"],
        ["", "IVA", "10% no incluido"],
        [],
        ["", "Cantidad", 1],
        ["", "Modelo", "NVIDIA H100 80GB PCIe"],
        ["", "Precio unitario", "A consultar"],
        ["", "Moneda", "USD"],
        ["", "IVA", "10% no incluido"],
        [],
        ["", "Validez de la oferta: 30 días."],
    ]
    p = _run(tmp_path, "propuesta.xlsx", rows)
    q = by_row(p)
    # each record is named by its model's row; its price cell is where the price stands
    assert sorted(q) == [4, 10, 16]
    assert (q[4].device_id, q[4].price_min, q[4].currency, q[4].cell) == (L40S, 9100, "USD", "C5")
    assert (q[10].device_id, q[10].price_min, q[10].currency, q[10].cell) == (A100, 14200, "EUR", "C11")
    assert (q[16].device_id, q[16].price_on_request) == (H100, True)
    assert {(r.tax, r.tax_rate) for r in q.values()} == {("excl", 0.1)}
    assert q[4].quote_date == "2026-12-01"


def test_a_two_column_list_that_repeats_no_fields_is_no_form(tmp_path):
    # one product's fields, one per row, no second record: not read as records (refused, saying what to map)
    with pytest.raises(BadInputFile, match="--map"):
        _run(
            tmp_path,
            "spec.xlsx",
            [["Model", "NVIDIA L40S 48GB"], ["Unit price", 8400], ["Currency", "EUR"], ["Condition", "new"]],
        )


# ---- dates with a comma after a mark, or each number after its word, year first


def test_a_date_with_commas_after_its_marks_and_a_year_first_worded_date(tmp_path):
    from gpucompare.sheets.importer.notes import read_notes

    assert read_notes(["Laika ni: 2026 ning, 11 shata, 28 ya"], TODAY).as_of == "2026-11-28"
    assert read_notes(["Pingtung, cavilj 2026, qiljas 11, qadaw 30"], TODAY).as_of == "2026-11-30"


def test_a_paiwan_list_under_its_notes_has_its_tax_date_and_conditions(tmp_path):
    p = _run(
        tmp_path,
        "paysu.xlsx",
        [
            ["Ngadan", "Paysu ta ita", "Vaquan?"],
            ["NVIDIA L40S 48GB", 245000, "vaquan"],
            ["NVIDIA RTX A6000 48GB", 96000, "ini a vaquan"],
            [],
            ["izua a zeykin 5% tua paysu. cavilj 2026, qiljas 11, qadaw 30"],
        ],
        formats={"B2": '"NT$"#,##0', "B3": '"NT$"#,##0'},
    )
    q = by_row(p)
    assert (q[2].device_id, q[2].currency, q[2].condition) == (L40S, "TWD", "new")
    assert q[3].condition == "used"
    assert {(r.tax, r.tax_rate, r.quote_date) for r in q.values()} == {("incl", 0.05, "2026-11-30")}


# ---- a pawnshop's forfeited pledges


def test_forfeited_pledges_are_used_unless_a_line_says_otherwise(tmp_path):
    p = _run(
        tmp_path,
        "當舖.xlsx",
        [
            ["說明：本表物品均為絕當品，現況出售。報價日期：2026年11月30日"],
            ["品名", "品相", "售價（元）"],
            ["NVIDIA L40S 48GB", "整機拆下", 38000],
            ["NVIDIA RTX A6000 48GB", "全新未拆", 42000],
        ],
    )
    q = by_row(p)
    assert q[3].condition == "used"
    assert q[4].condition == "new"
