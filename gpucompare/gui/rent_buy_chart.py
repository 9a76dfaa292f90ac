"""Rent vs buy, in the window: cumulative cost over months of use for each compared option (bought solid, rented
dashed), the break-even marked; the same data the report paints (`core.tco.chart_data`)."""

from __future__ import annotations

import html

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget

from gpucompare.core.money import format_money
from gpucompare.core.tco import time_axis
from gpucompare.i18n import is_chinese, tr, trf

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
        # the key sits below the plot, not over it: a long option name ('NVIDIA H100 SXM5 80GB, GCP a3-highgpu-8g,
        # on-demand') in a legend box covered the lines and the break-even in a narrow panel
        self.key = QLabel()
        self.key.setTextFormat(Qt.TextFormat.RichText)  # built from escaped text only
        self.key.setWordWrap(True)
        self.caption = QLabel()
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        self.caption.setWordWrap(True)
        # the key and caption scroll under the plot rather than squeeze it: with three options in Chinese they took
        # all but one tick of a laptop's panel
        words = QWidget()
        wl = QVBoxLayout(words)
        wl.setContentsMargins(2, 2, 2, 2)
        wl.addWidget(self.key)
        wl.addWidget(self.caption)
        wl.addStretch(1)
        self.words = QScrollArea()
        self.words.setWidget(words)
        self.words.setWidgetResizable(True)
        self.words.setFrameShape(QFrame.Shape.NoFrame)
        self.words.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.plot.setMinimumHeight(90)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.plot, 3)
        lay.addWidget(self.words, 2)
        self.data: dict | None = None
        self.marks: list[tuple[float, float]] = []

    def set_data(self, data: dict | None) -> None:
        self.data = data
        self.plot.clear()
        self.key.clear()
        self.marks = []
        # an empty plot drew axes of money and months with no line on them, scales a reader could take for figures
        self.plot.setVisible(bool(data))
        if not data:
            self.caption.setText(tr("Price two or more options (one bought, one rented) to see when buying pays off."))
            return
        self.axis.currency = data["currency"]
        # months up to 100, years past them (the print's rule): drawn in the axis's unit, the marks kept in months
        title, per_unit = time_axis(data["months"][-1] if data["months"] else 0.0)
        self.plot.setLabel("bottom", title)
        xs = [x / per_unit for x in data["months"]]
        key = []
        for i, s in enumerate(data["series"]):
            pen = QPen(QColor(COLORS[i % len(COLORS)]))
            pen.setWidthF(2.0)
            pen.setCosmetic(True)
            if s["kind"] != "buy":
                pen.setStyle(Qt.PenStyle.DashLine)
            self.plot.plot(xs, s["amounts"], pen=pen)
            stroke = "━━" if s["kind"] == "buy" else "╍╍"
            key.append(
                f"<span style='color:{COLORS[i % len(COLORS)]}'><b>{stroke}</b></span> {html.escape(s['label'])}"
            )
        # the break-even is a dot on the lines and a line of the key: a label beside the dot ran past the plot's
        # edge in a narrow panel ('reak-even 49.3 months') and over the top in Chinese
        for m in data["break_evens"]:
            self.marks.append((m["months"], m["amount"]))
            self.plot.plot(
                [m["months"] / per_unit], [m["amount"]], pen=None, symbol="o", symbolSize=10, symbolBrush="#ffd700"
            )
            key.append(
                "<span style='color:#c9a400'><b>●</b></span> "
                + html.escape(
                    trf("{option}: break-even after {months:,.1f} months of use", option=m["label"], months=m["months"])
                )
            )
        self.key.setText("<br/>".join(key))
        self.caption.setText(data["title"])
