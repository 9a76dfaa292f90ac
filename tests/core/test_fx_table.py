"""The bundled FX table: vendor quotes in zloty, reais, forints, dirhams, dong and the rest convert to dollars at the table's own rate, every rate says
where it comes from, and the currency selectors keep to the display currencies."""

import csv
import re

import openpyxl
import pytest

from gpucompare.core.money import DISPLAY_CURRENCIES, FxTable, Rate
from gpucompare.core.pricing import quote_price
from gpucompare.core.tables import read_table
from gpucompare.paths import data_file
from gpucompare.sheets import lexicon
from gpucompare.sheets.importer import analyse

H100 = "nvidia-h100-sxm5-80gb"


def _newest_rate(currency: str) -> float:
    rows = [r for r in read_table("fx") if r["currency"] == currency]
    return float(max(rows, key=lambda r: r["as_of"])["per_usd"])


def _quote(tmp_path, name: str, rows: list[list]) -> dict:
    wb = openpyxl.Workbook()
    for r in rows:
        wb.active.append(r)
    path = tmp_path / name
    wb.save(path)
    (q,) = analyse(path).rows
    return q.to_json() | {"vendor": "v", "file_name": name, "sheet": "Sheet", "as_of": "2026-12-01"}


@pytest.mark.parametrize(
    "currency, rows, price",
    [
        ("PLN", [["Model", "Cena netto (PLN)"], ["H100 SXM5 80GB", 125_000]], 125_000),
        ("BRL", [["Descrição", "Valor Unit."], ["NVIDIA H100 SXM5 80GB", "R$ 161.500,00"]], 161_500),
        ("HUF", [["Model", "Price (HUF)"], ["NVIDIA H100 SXM5 80GB", 11_000_000]], 11_000_000),
        ("RON", [["Model", "Price (RON)"], ["NVIDIA H100 SXM5 80GB", 140_000]], 140_000),
        ("TRY", [["Model", "Birim Fiyat (TRY)"], ["NVIDIA H100 SXM5 80GB", 1_050_000]], 1_050_000),
        ("IDR", [["Nama Barang", "Harga Satuan (IDR)"], ["NVIDIA H100 SXM5 80GB", 480_000_000]], 480_000_000),
        ("VND", [["Tên hàng", "Đơn giá (VND)"], ["NVIDIA H100 SXM5 80GB", 750_000_000]], 750_000_000),
        ("AED", [["Item", "Unit Price (AED)"], ["NVIDIA H100 SXM5 80GB", 110_000]], 110_000),
        ("QAR", [["Item", "Unit Price (QAR)"], ["NVIDIA H100 SXM5 80GB", 109_000]], 109_000),
        ("KWD", [["Item", "Unit Price (KWD)"], ["NVIDIA H100 SXM5 80GB", 9_200]], 9_200),
        ("EGP", [["Item", "Unit Price (EGP)"], ["NVIDIA H100 SXM5 80GB", 1_500_000]], 1_500_000),
    ],
)
def test_a_quote_in_zloty_or_reais_converts_to_dollars_at_the_tables_rate(tmp_path, currency, rows, price):
    q = _quote(tmp_path, f"{currency}.xlsx", rows)
    assert (q["device_id"], q["currency"], q["price_min"]) == (H100, currency, price)
    usd = quote_price(q, "USD", FxTable.bundled())
    assert usd is not None, f"a {currency} quote must convert"
    assert usd.low == pytest.approx(price / _newest_rate(currency))
    assert 15_000 < usd.low < 60_000  # an H100 in dollars, not a unit mix-up


def test_the_currencies_vendor_sheets_use_have_rates():
    fx = FxTable.bundled()
    for cur in (
        *("PLN", "BRL", "CZK", "INR", "MXN", "KRW", "TWD", "HKD", "CHF", "SGD", "GBP", "AUD", "CAD", "ZAR"),
        *("HUF", "RON", "TRY", "IDR", "VND", "AED", "QAR", "KWD", "EGP"),
    ):
        assert cur in fx.rates, cur
        assert fx.convert(fx.rates[cur].per_usd, cur, "USD") == pytest.approx(1.0)


def test_every_rate_has_a_public_source_and_a_sane_value():
    with open(data_file("fx.csv"), newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    assert len({(r["currency"], r["as_of"]) for r in rows}) == len(rows), "one row per currency and date"
    for r in rows:
        assert re.fullmatch(r"[A-Z]{3}", r["currency"]), r
        assert re.fullmatch(r"\d{4}(-\d{2}-\d{2})?", r["as_of"]), r
        assert 1e-3 < float(r["per_usd"]) < 1e6, r
        if r["currency"] == "USD":
            assert float(r["per_usd"]) == 1.0
            continue
        assert re.search(r"https://[\w.-]+\.[a-z]{2,}/\S+", r["source"]), f"{r['currency']}: no public URL"
        assert not re.search(r"shared/|facts/|seeds?/|estimators\.md", r["source"]), r["source"]


def test_the_selectors_show_display_currencies_and_the_users_own():
    fx = FxTable.bundled()
    assert len(fx.currencies) > 20
    assert fx.display_currencies() == ["USD", "CNY", "EUR", "JPY", "RUB"]
    assert set(fx.display_currencies()) == set(DISPLAY_CURRENCIES)
    assert fx.display_currencies("GBP") == ["USD", "CNY", "EUR", "GBP", "JPY", "RUB"]  # the one in use stays
    assert "XYZ" not in fx.display_currencies("XYZ")  # never one without a rate
    user = fx.with_overrides([Rate("PLN", 4.0, "2026-12-01", "user")])
    assert "PLN" in user.display_currencies() and user.convert(400, "PLN", "USD") == pytest.approx(100)


def test_a_quote_in_peruvian_soles_is_costed_in_dollars_at_the_sol_row(tmp_path):
    q = _quote(tmp_path, "PEN.xlsx", [["Descripción", "Precio unitario (PEN)"], ["NVIDIA H100 SXM5 80GB", 110_000]])
    assert (q["device_id"], q["currency"], q["price_min"]) == (H100, "PEN", 110_000)
    (sol,) = [r for r in read_table("fx") if r["currency"] == "PEN"]
    assert "https://" in sol["source"] and sol["as_of"]
    usd = quote_price(q, "USD", FxTable.bundled())
    assert usd is not None, "a sol quote must be costed, not refused for want of a rate"
    assert usd.low == pytest.approx(110_000 / float(sol["per_usd"]))
    assert 25_000 < usd.low < 35_000  # 110,000 soles is about 29,500 dollars at 3.73 soles per dollar


def test_every_currency_the_importer_reads_has_a_rate_or_a_stated_reason_for_none():
    """A currency the word files name is either convertible or listed in data/fx_absent.csv with why, never
    silently missing; and one listed there must not also have a rate (the list would then be stale)."""
    lex = lexicon.get()
    named = set(lex.keys("currency")) | set(lex.values("currency_default").values())
    for language in lex.languages.values():
        named |= set(language.currencies) | ({language.home_currency} - {""})
    for codes in lex.values("lcid").values():
        named |= {codes} if isinstance(codes, str) else set(codes)
    absent = {r["currency"]: r["reason"] for r in read_table("fx_absent")}
    rates = FxTable.bundled().rates
    assert not (absent.keys() & rates.keys()), "listed as absent but has a rate"
    assert all(re.fullmatch(r"[A-Z]{3}", c) and len(why) > 20 for c, why in absent.items()), absent
    missing = sorted(c for c in named if c not in rates and c not in absent)
    assert not missing, f"no rate and no stated reason: {missing}"
    for cur in ("PEN", "RSD", "IRR", "BDT", "PKR", "NGN", "KES", "ISK", "ARS", "CLP", "COP", "PHP", "BGN"):
        assert cur in rates, cur


def test_the_rial_row_is_the_market_rate_and_says_so():
    (irr,) = [r for r in read_table("fx") if r["currency"] == "IRR"]
    assert float(irr["per_usd"]) > 100_000  # not the 42,000 official rate for listed essential imports
    assert "official" in irr["notes"] and "market" in irr["notes"]
