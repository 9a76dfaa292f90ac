"""data/vat_rates.csv: one row per single-country currency, a plausible standard rate and a source a user can open."""

from gpucompare.sheets.vat_rates import standard_rate, standard_rates


def test_every_rate_has_a_public_source_and_a_plausible_value():
    rates = standard_rates()
    assert len(rates) >= 20
    for cur, r in rates.items():
        assert len(cur) == 3 and cur.isupper()
        assert 0 < r.rate < 0.3 and r.country
        assert "https://" in r.source


def test_currencies_of_several_countries_or_rates_have_none():
    for cur in ("EUR", "USD", "INR", "CAD", "BRL"):
        assert standard_rate(cur) is None
    assert standard_rate("DKK").rate == 0.25 and standard_rate("MXN").rate == 0.16
