"""A run longer than the bought cluster's life: its cost is marked (costed as if the hardware were renewed), the
reason is among the cost's sentences, and the buy-or-rent decision says it weighs only the work done within the life,
with the share of the run that is; a run within the life says none of it."""

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.decision import decide
from gpucompare.core.estimate import Settings
from gpucompare.core.money import FxTable
from gpucompare.core.tco import HOURS_PER_MONTH, TcoSettings, compare_costings, priced_estimate, resolve_price
from gpucompare.core.workloads import find_preset
from gpucompare.i18n import chinese_text, localize

CAT = bundled_catalog()
FX = FxTable.bundled()
CN = TcoSettings(site="china")


def priced(name, spec, workload, count=256):
    d = CAT.resolve(name)
    w = find_preset(workload)
    return priced_estimate(d, w, count, Settings(), resolve_price(d, spec, "CNY", FX), CN, FX, "CNY")[1]


def test_a_run_longer_than_the_life_is_said_where_its_cost_and_the_decision_are_read():
    # Llama 3.1 405B on 256 H800: about 5,500 days of wall time, at 80% of each month's hours about 227 months of
    # use against a 4-year (48-month) life
    own = priced("H800 SXM5 80GB", "buy=250000", "llama3-405b")
    rent = priced("H100 SXM5 80GB", "rent=p5.48xlarge", "llama3-405b")
    compare_costings([own, rent])
    months = own.run_hours / (HOURS_PER_MONTH * 0.8)
    assert own.run_months_of_use == pytest.approx(months) and months > 200
    assert own.outlasts_life and not rent.outlasts_life  # a rental has no life to outlast
    assert own.outlasts_mark() == "(outlasts its 4-year life)"
    note = str(own.outlasts_note())
    assert f"takes {months:,.0f} months of use, longer than the cluster's 4-year life (48 months)" in note
    assert "as if the hardware were renewed at the same cost" in note
    assert note in [str(a) for a in own.assumptions]

    d = decide(own, rent)
    text = str(d.summary(FX, "CNY"))
    share = 48 / months
    assert f"The run outlasts the bought cluster's 4-year life: it takes {months:,.0f} months of use" in text
    assert f"The comparison covers the work done within the life, {share:.0%} of the run." in text
    # said before the figures it qualifies
    assert text.index("outlasts") < text.index("over its 4-year life")
    zh = chinese_text(lambda: localize(d.summary(FX, "CNY")))
    assert "超出所购集群 4 年的寿命" in zh and f"{share:.0%}" in zh
    assert chinese_text(own.outlasts_mark) == "（超出其 4 年寿命）"


def test_a_run_within_the_life_says_nothing_of_it():
    own = priced("H800 SXM5 80GB", "buy=250000", "llama2-70b")
    rent = priced("H100 SXM5 80GB", "rent=p5.48xlarge", "llama2-70b")
    compare_costings([own, rent])
    assert own.run_months_of_use < 6 and not own.outlasts_life
    assert "outlasts" not in str(decide(own, rent).summary(FX, "CNY"))
    assert not any("longer than the cluster's" in str(a) for a in own.assumptions)
