"""Validity given as a range of two dates ('valid 01/12/2026 – 14/12/2026', 'dal … al …', 'من … حتى …'), a date
whose label is the cell before it, a month and year in a title as the sheet's date, a header word that only begins
a longer one ('part' in 'partnery'), and the documented reading of a sheet silent on condition: sheets written
here in English, Italian, Arabic, Polish, Malay, Chinese and Czech."""

import json

from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .test_conventions import H100, L40S, write


def test_a_validity_range_gives_the_quote_date_and_the_last_day(tmp_path):
    for name, note in (
        ("en", "Prices valid 01/12/2026 – 14/12/2026, subject to stock"),
        ("it", "Prezzi in euro. Validità: dal 01/12/2026 al 14/12/2026."),
        ("ar", "الأسعار سارية من 1/12/2026 حتى 14/12/2026"),
    ):
        f = write(
            tmp_path / f"{name}.xlsx",
            [[note], ["Model", "Price (EUR)"], ["NVIDIA H100 SXM5 80GB", 28_000], ["NVIDIA L40S 48GB", 7_900]],
        )
        p = analyse(f, today=TODAY)
        assert (p.as_of, p.rows[0].valid_until) == ("2026-12-01", "2026-12-14"), name


def test_a_quote_date_after_a_validity_date_in_one_sentence(tmp_path):
    f = write(
        tmp_path / "offert.xlsx",
        [
            ["Giltig t.o.m. 2026-12-31. Offertdatum 2026-12-02."],
            ["Benämning", "Pris exkl. moms"],
            ["NVIDIA H100 SXM5 80GB", 268_900],
        ],
    )
    p = analyse(f, today=TODAY)
    assert (p.as_of, p.rows[0].valid_until) == ("2026-12-02", "2026-12-31")


def test_a_validity_label_in_the_cell_before_the_date(tmp_path):
    f = write(
        tmp_path / "oferta.xlsx",
        [
            ["Data wystawienia:", "12.11.2026"],
            ["Ważność oferty:", "14 dni (do 26.11.2026)"],
            [],
            ["Nazwa towaru", "Cena jedn. netto"],
            ["NVIDIA H100 SXM5 80GB", "104 900,00 zł"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert (p.as_of, p.rows[0].valid_until) == ("2026-11-12", "2026-11-26")


def test_a_month_in_the_title_dates_the_sheet(tmp_path):
    for name, title in (("ms", "SENARAI HARGA KAD GRAFIK — DISEMBER 2026"), ("zh", "GPU 伺服器租用價目 — 2026年12月")):
        f = write(tmp_path / f"{name}.xlsx", [[title], ["Model", "Harga (RM)"], ["NVIDIA H100 SXM5 80GB", 150_000]])
        p = analyse(f, today=TODAY)
        assert p.as_of == "2026-12-01", name
    f = write(
        tmp_path / "eta.xlsx",
        [["Delivery: January 2027"], ["Model", "Price (USD)"], ["NVIDIA H100 SXM5 80GB", 29_000]],
    )
    assert analyse(f, today=TODAY).as_of == TODAY.isoformat()  # a delivery month is not the quote's


def test_a_partner_price_is_a_price_not_a_part_number(tmp_path):
    f = write(
        tmp_path / "nabidka.xlsx",
        [
            ["Název", "Doporučená koncová cena bez DPH", "Cena pro partnery bez DPH", "Cena pro partnery s DPH"],
            ["NVIDIA H100 SXM5 80GB", 689_000, 629_500, 761_695],
            ["NVIDIA L40S 48GB", 189_900, 172_400, 208_604],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.device_id, q.price_min, q.tax) for q in p.rows] == [(H100, 761_695, "incl"), (L40S, 208_604, "incl")]


def test_a_sheet_silent_on_condition_says_it_is_read_as_new(tmp_path):
    f = write(tmp_path / "q.xlsx", [["Model", "Price (USD)"], ["NVIDIA H100 SXM5 80GB", 29_000]])
    p = analyse(f, today=TODAY)
    assert p.rows[0].condition == ""
    doc = json.loads(p.to_json_text())
    assert doc["condition_when_unstated"] == "new"
    assert any("read as new" in c for c in doc["conventions"])


def test_a_column_of_tax_rates_gives_the_rate(tmp_path):
    for name, head, rates, want in (
        ("pl", ["Nazwa towaru", "Cena jedn. netto", "Stawka VAT"], ["23%", "23%"], [0.23, 0.23]),
        ("in", ["Description of Goods", "Rate (₹, excl. GST)", "GST %"], ["18%", "18%"], [0.18, 0.18]),
        ("cs", ["Název", "Cena bez DPH (Kč)", "Sazba DPH"], [21, 21], [0.21, 0.21]),
        # rates that differ are no sheet's rate: each line carries its own
        ("mixed", ["Model", "Price excl. VAT (EUR)", "VAT rate"], ["21%", "9%"], [0.21, 0.09]),
    ):
        f = write(
            tmp_path / f"{name}.xlsx",
            [head, ["NVIDIA H100 SXM5 80GB", 150_000, rates[0]], ["NVIDIA L40S 48GB", 40_000, rates[1]]],
        )
        p = analyse(f, today=TODAY, currency="EUR")
        assert [q.device_id for q in p.rows] == [H100, L40S], name
        assert [q.tax_rate for q in p.rows] == want, name


def test_a_tax_basis_without_a_rate_takes_the_countrys_standard_rate_and_says_so(tmp_path):
    f = write(
        tmp_path / "prisark.xlsx",
        [["Alle priser er i DKK ekskl. moms."], ["Model", "Pris"], ["NVIDIA H100 SXM5 80GB", 210_000]],
    )
    p = analyse(f, today=TODAY)
    q = p.rows[0]
    assert (q.currency, q.tax, q.tax_rate, q.price_min) == ("DKK", "excl", 0.25, 210_000)
    assert any("standard rate in Denmark" in str(c) for c in p.conventions)
    f = write(tmp_path / "silent.xlsx", [["Model", "Price (DKK)"], ["NVIDIA H100 SXM5 80GB", 210_000]])
    assert analyse(f, today=TODAY).rows[0].tax_rate is None  # no tax word: nothing assumed
    f = write(
        tmp_path / "eur.xlsx", [["Prices excl. VAT"], ["Model", "Price (EUR)"], ["NVIDIA H100 SXM5 80GB", 28_000]]
    )
    assert analyse(f, today=TODAY).rows[0].tax_rate is None  # the euro is many countries' currency


def test_a_validity_in_business_days_skips_the_weekend(tmp_path):
    f = write(
        tmp_path / "kp.xlsx",
        [
            ["Комерційна пропозиція № 12 від 09.12.2026"],
            ["Пропозиція дійсна 5 банківських днів"],
            ["Найменування", "Ціна з ПДВ, грн"],
            ["NVIDIA H100 SXM5 80GB", "1 974 400,00"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert (p.as_of, p.rows[0].valid_until) == ("2026-12-09", "2026-12-16")  # Wed + 5 business days = next Wed
    f = write(
        tmp_path / "en.xlsx",
        [["Quote date: 04/12/2026. Valid for 3 business days."], ["Model", "Price (GBP)"], ["NVIDIA L40S 48GB", 6_900]],
    )
    p = analyse(f, today=TODAY)
    assert (p.as_of, p.rows[0].valid_until) == ("2026-12-04", "2026-12-09")  # Fri + 3 business days = Wed
