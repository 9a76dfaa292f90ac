"""Rent vs buy, in the window: cumulative cost over months of use for each compared option (bought solid, rented
dashed), the break-even marked; the same data the report paints (`core.tco.chart_data`)."""

from __future__ import annotations

import html

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from gpucompare.core.money import format_money
from gpucompare.i18n import is_chinese, tr

COLORS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e")


class _MoneyAxis(pg.AxisItem):
    currency = "USD"

    def tickStrings(self, values, scale, spacing):  # noqa: N802 - pyqtgraph's name
        lang = "zh" if is_chinese() else "en"
        return ["0" if v == 0 else format_money(v * scale, self.currency, lang) for v in values]


class RentBuyChart(QWidget):
    """A small chart; `set_data(None)` shows a line saying what it needs."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.axis = _MoneyAxis("left")
        self.plot = pg.PlotWidget(background="w", axisItems={"left": self.axis})
        self.plot.setMenuEnabled(False)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        self.plot.setLabel("bottom", tr("Months of use"))
        self.plot.showGrid(x=True, y=True, alpha=0.2)
        self.legend = self.plot.addLegend(offset=(10, 10))
        self.caption = QLabel()
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        self.caption.setWordWrap(True)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.plot, 1)
        lay.addWidget(self.caption)
        self.data: dict | None = None
        self.marks: list[tuple[float, float]] = []

    def set_data(self, data: dict | None) -> None:
        self.data = data
        self.plot.clear()
        self.legend.clear()
        self.marks = []
        if not data:
            self.caption.setText(tr("Price two or more options (one bought, one rented) to see when buying pays off."))
            return
        self.axis.currency = data["currency"]
        xs = data["months"]
        for i, s in enumerate(data["series"]):
            pen = QPen(QColor(COLORS[i % len(COLORS)]))
            pen.setWidthF(2.0)
            pen.setCosmetic(True)
            if s["kind"] != "buy":
                pen.setStyle(Qt.PenStyle.DashLine)
            self.plot.plot(xs, s["amounts"], pen=pen, name=html.escape(s["label"]))  # the legend renders rich text
        for m in data["break_evens"]:
            self.marks.append((m["months"], m["amount"]))
            self.plot.plot([m["months"]], [m["amount"]], pen=None, symbol="o", symbolSize=10, symbolBrush="#ffd700")
            label = tr("break-even {months:,.1f} months").format(months=m["months"])
            text = pg.TextItem(label, color="k", anchor=(0, 1))
            text.setPos(m["months"], m["amount"])
            self.plot.addItem(text)
        self.caption.setText(data["title"])
