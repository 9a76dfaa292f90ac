"""The command line's cost table: an option's name printed as a terminal may show it (no escape sequence from a
price sheet or a provider's name reaches the terminal), an aged price said with its age as the report says it, and
the decision's margins to three figures as on every other face."""

import math
from types import SimpleNamespace

from gpucompare.cli import _print_costs, _print_decisions
from gpucompare.core.pricing import price_age_months, price_date_age


class _Costing(SimpleNamespace):
    def in_currency(self, cur, fx):
        return {k: None for k in ("capital_outlay", "tco", "monthly_cost", "run_cost", "cost_per_million_tokens",
                                  "cost_per_sample", "run_cost_low", "run_cost_high")}  # fmt: skip

    def price_text(self):  # as Costing.price_text: the price, then its date and age (pricing.price_date_age)
        return f"$2.00 per device-hour, {price_date_age(self.price_as_of)}"


def _costing(option, as_of="2025-01"):
    return _Costing(option=option, bought=False, stale=False, aged=True, price_as_of=as_of, price_marks=[],
                    break_even_months=None, break_even_against=None, outlasts_life=False)  # fmt: skip


def test_an_option_name_with_escape_sequences_is_printed_without_them(capsys):
    est = SimpleNamespace(fits_in_memory=True, device_name="H100")
    hostile = "H100, Evil Cloud \x1b]52;c;ZWNobyBwd25lZA==\x07 \x1b[31mred\x1b[0m on-demand offer"
    _print_costs([(None, est, _costing(hostile)), (None, est, _costing("H100, other"))], ["USD"], None)
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\x07" not in out
    assert "Evil Cloud" in out


def test_an_aged_price_is_said_with_its_age(capsys):
    est = SimpleNamespace(fits_in_memory=True, device_name="H100")
    _print_costs([(None, est, _costing("H100, rented", "2025-01"))], ["USD"], None)
    out = capsys.readouterr().out
    months = int(price_age_months("2025-01"))
    # the price line says its date and age as the window and the report do (ux153: no '[older than 18 months]')
    assert not math.isnan(months) and f"$2.00 per device-hour, 2025-01, old, {months} months" in out
    assert "† computed from an old price" in out


def test_the_decision_margins_are_three_figures(capsys):
    class _Fx:
        def convert(self, v, src, dst):
            return v

    swing = SimpleNamespace(margin_low_usd=-658_755.0, margin_high_usd=-10_312_345.0, flips=False, label="Training time",
                            ends_text=lambda: "0.5-2")  # fmt: skip
    d = SimpleNamespace(summary=lambda fx, cur: "Renting costs less", top=lambda n: [swing], winner="rent",
                        band_margin_usd=(-10_312_345.0, -658_755.0))  # fmt: skip
    _print_decisions([d], "USD", _Fx())
    out = capsys.readouterr().out
    # three figures, both ends in one unit (ux226: never '-$659,000 to -$10.3M')
    assert "margin -$0.659M to -$10.3M" in out and "658,755" not in out
    # what renting saves over the band, as the report and the window say it
    assert "Across the likely training times it saves $0.659–10.3M." in out
