"""The rent-or-buy chart's time axis past 100 months counts years, in the window and in print alike: a decades-long
run read '0 1000 2000 3000 4000' months, and '0 50 100 150 200' asked the reader to divide by 12."""

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from gpucompare.core.tco import time_axis


def _data(last_month: float, break_even: float | None = None) -> dict:
    xs = [last_month * k / 60 for k in range(61)]
    marks = [] if break_even is None else [{"label": "A", "months": break_even, "amount": 1.5e8}]
    return {
        "months": xs,
        "currency": "CNY",
        "title": "Cumulative cost",
        "series": [
            {"label": "A, bought", "kind": "buy", "amounts": [1e8 + 2e6 * x for x in xs]},
            {"label": "B, rented", "kind": "rent", "amounts": [6e6 * x for x in xs]},
        ],
        "break_evens": marks,
    }


def test_months_up_to_100_years_past_them():
    assert time_axis(48) == ("Months of use", 1.0)
    assert time_axis(100) == ("Months of use", 1.0)
    assert time_axis(233) == ("Years of use", 12.0)


class _Recorder:
    """A QPainter that notes every text it draws."""

    def __init__(self, painter: QPainter):
        self._p, self.texts = painter, []

    def drawText(self, *args):  # noqa: N802 - Qt's name
        self.texts.append(args[-1])
        return self._p.drawText(*args)

    def __getattr__(self, name):
        return getattr(self._p, name)


def _printed(data: dict) -> list[str]:
    from gpucompare.qtkit.rent_buy_chart import paint_rent_buy

    img = QImage(600, 220, QImage.Format.Format_RGB32)
    img.fill(QColor("white"))
    p = QPainter(img)
    try:
        rec = _Recorder(p)
        paint_rent_buy(rec, QRectF(0, 0, 600, 220), data)
    finally:
        p.end()
    return rec.texts


def test_the_printed_axis_counts_years_past_100_months(qapp):
    texts = _printed(_data(233))  # a run of 19.4 years
    assert "Years of use" in texts and "Months of use" not in texts
    ticks = [t for t in texts if t.isdigit()]
    assert ticks == ["0", "0", "5", "10", "15"]  # the money axis's 0, then years (was 0, 50, 100, 150, 200)
    # within 100 months the axis stays in months, and a break-even is said in months
    texts = _printed(_data(48, break_even=20.5))
    assert "Months of use" in texts and "break-even 20.5 months" in texts
    assert [t for t in texts if t.isdigit()] == ["0", "0", "10", "20", "30", "40"]


def test_the_window_draws_years_past_100_months_and_keeps_marks_in_months(qtbot):
    from gpucompare.gui.rent_buy_chart import RentBuyChart

    chart = RentBuyChart()
    qtbot.addWidget(chart)
    chart.set_data(_data(233, break_even=30.0))
    assert chart.plot.getAxis("bottom").labelText == "Years of use"
    xs, _ys = chart.plot.getPlotItem().listDataItems()[0].getData()
    assert xs[-1] == pytest.approx(233 / 12)
    assert chart.marks == [(30.0, 1.5e8)]  # the break-even still in months (the key says '30.0 months')
    chart.set_data(_data(48))
    assert chart.plot.getAxis("bottom").labelText == "Months of use"
