"""The report's buy-or-rent sentence reads as the decision it states: the winner's saving over the band of training
time, positive, in one unit and three figures ('it saves $0.659–10.3M', never 'the margin runs from -$10.3M to
-$658,755' after 'Renting costs $8.73M less'); an end of the band where the other option costs less is said in
words; and a share of the band is never rounded to 100% (or 0%) when one point of it goes the other way."""

import dataclasses
from types import SimpleNamespace

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.decision import decide, shown_share
from gpucompare.core.estimate import Settings
from gpucompare.core.money import FxTable
from gpucompare.core.tco import TcoSettings, priced_estimate, resolve_price
from gpucompare.core.workloads import find_preset
from gpucompare.i18n import localize
from gpucompare.qtkit import i18n as qt_i18n
from gpucompare.report.builder import saving_over_band

FX = FxTable.bundled()


@pytest.mark.parametrize(
    "share, shown",
    [(1 - 1 / 441, 0.99), (1 / 441, 0.01), (1.0, 1.0), (0.0, 0.0), (0.5, 0.5), (0.994, 0.99), (0.996, 0.99)],
)
def test_shown_share_by_hand(share, shown):
    assert shown_share(share) == pytest.approx(shown)


def test_rent_saving_is_positive_and_in_one_unit():
    d = SimpleNamespace(winner="rent", band_margin_usd=(-10_324_608.2, -658_754.9))  # rent minus own, USD
    assert saving_over_band(d, FX, "USD", "en") == "Across the likely training times it saves $0.659–10.3M."


def test_buy_saving_is_positive():
    d = SimpleNamespace(winner="buy", band_margin_usd=(2_500_000.0, 400_000.0))
    assert saving_over_band(d, FX, "USD", "en") == "Across the likely training times it saves $0.4–2.5M."


def test_an_end_where_the_other_option_wins_is_said():
    d = SimpleNamespace(winner="rent", band_margin_usd=(-9_352_544.0, 313_309.3))
    text = saving_over_band(d, FX, "USD", "en")
    assert text == (
        # both ends in one unit (money.format_money_ends, ux226): never '-$313,000 to $9.35M'
        "Across the likely training times its saving runs from -$0.313M to $9.35M: at the low end the other option "
        "costs less."
    )


def test_one_calibration_keeps_one_saving():
    d = SimpleNamespace(winner="rent", band_margin_usd=(-1_234_567.0, -1_234_567.0))
    assert saving_over_band(d, FX, "USD", "en") == (
        "The likely training times move both options alike: the saving stays at $1.23M."
    )


def test_chinese_saving_in_yuan():
    d = SimpleNamespace(winner="rent", band_margin_usd=(-9_352_544.0, 313_309.3))
    with qt_i18n.language("zh_CN"):
        text = saving_over_band(d, FX, "CNY", "zh")
    assert text.startswith("在可能的训练时长范围内，节省额从 -¥") and "另一方案更便宜" in text


def test_summary_never_says_100_percent_when_one_point_goes_the_other_way():
    cat = bundled_catalog()
    w = find_preset("llama2-70b")

    def priced(name, spec):
        dev = cat.resolve(name)
        price = resolve_price(dev, spec, "USD", FX)
        return priced_estimate(dev, w, 256, Settings(), price, TcoSettings(), FX, "USD")[1]

    d = decide(priced("H800 SXM5 80GB", "buy=250000"), priced("H100 SXM5 80GB", "rent=p5.48xlarge"), sensitivity=False)
    assert d.winner == "rent"
    one_point = str(localize(dataclasses.replace(d, buy_share=1 / 441).summary(FX, "USD")))  # 440 of 441 points
    assert "this holds for 99% of the likely training times" in one_point, one_point
    assert "for the rest, buying costs less" in one_point
    whole = str(localize(dataclasses.replace(d, buy_share=0.0).summary(FX, "USD")))
    assert "this holds however long the training takes" in whole, whole
    assert "of the band" not in one_point + whole and "wins over" not in one_point + whole  # a buyer's words


def test_summary_in_chinese_says_how_far_the_choice_holds():
    cat = bundled_catalog()
    w = find_preset("llama2-70b")

    def priced(name, spec):
        dev = cat.resolve(name)
        price = resolve_price(dev, spec, "USD", FX)
        return priced_estimate(dev, w, 256, Settings(), price, TcoSettings(), FX, "USD")[1]

    d = decide(priced("H800 SXM5 80GB", "buy=250000"), priced("H100 SXM5 80GB", "rent=p5.48xlarge"), sensitivity=False)
    with qt_i18n.language("zh_CN"):
        part = str(localize(dataclasses.replace(d, buy_share=0.25).summary(FX, "USD")))
        whole = str(localize(dataclasses.replace(d, buy_share=0.0).summary(FX, "USD")))
    assert "75%" in part and "购买更便宜" in part, part
    assert "无论训练需要多久" in whole, whole


def test_the_report_tornado_table_has_three_figures():
    import datetime as dt
    import re

    from gpucompare.core.workloads import find_preset
    from gpucompare.report.assemble import report_input
    from gpucompare.report.builder import build_report

    cat = bundled_catalog()
    devices = [cat.resolve("H800 SXM5 80GB"), cat.resolve("H100 SXM5 80GB")]
    inp = report_input(
        cat,
        devices,
        workload=find_preset("llama2-70b"),
        count=256,
        device_bases={devices[0].id: "buy=250000", devices[1].id: "rent=p5.48xlarge"},
        date=dt.date(2026, 12, 5),
    )
    html = build_report(inp).html
    if "Margin at the low end" not in html:
        pytest.skip("no buy-or-rent decision in this report")
    table = html[html.index("Margin at the low end") :]
    table = table[: table.index("</table>")]
    for amount in re.findall(r"-?\$[\d,]+(?![\d.MB])", table):  # a whole-dollar amount: 3 figures, then zeros
        digits = amount.replace("-", "").replace("$", "").replace(",", "")
        assert len(digits.rstrip("0")) <= 3, amount
