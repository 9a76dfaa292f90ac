"""The price/throughput chart (pyqtgraph): log-log, a colour per vendor, iso-cost lines, the Pareto frontier, price
ranges as error bars, hover tips; a click selects the device in the table. Imported after the first paint.

pyqtgraph's ScatterPlotItem has no log mode of its own, so points go in as log10 values and only the axes are told
(measured here); one item per vendor keeps drawing to one call per colour.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QGraphicsTextItem,
    QHBoxLayout,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gpucompare.core.chart import (
    METRICS,
    ChartData,
    chart_data,
    iso_lines,
    iso_segment,
    pareto_front,
    pareto_steps,
    place_key,
    place_labels,
    thin_ticks,
    tick_label,
    vendor_color,
)
from gpucompare.core.hwtable import price_text
from gpucompare.gui.fast_scatter import FastScatter
from gpucompare.gui.plaintext import escaped, plain_label
from gpucompare.i18n import Msg, localize, tr

pg.setConfigOptions(antialias=True, background="w", foreground="k")
MAX_RANGES = 2000  # price-range bars drawn up to this many devices


class LogAxis(pg.AxisItem):
    """A log axis labelled the way prices read: 1,000  2,000  5,000  10,000 (only 1, 2 and 5 of each decade, fewer
    when they would crowd), yuan in 万 for a Chinese reader as in the table."""

    currency = ""

    def logTickStrings(self, values, scale, spacing):  # noqa: N802 - pyqtgraph's name
        texts, leads = [], []
        for v in values:
            x = 10 ** float(v) * scale
            lead = round(x / 10 ** np.floor(np.log10(x)), 6) if x > 0 else 0
            leads.append(lead)
            texts.append(tick_label(x, self.currency) if lead in (1.0, 2.0, 5.0) else "")
        if self.orientation in ("bottom", "top"):
            keep = self._labelled_leads(scale)
            texts = [t if lead in keep else "" for lead, t in zip(leads, texts, strict=True)]
        return texts

    def _labelled_leads(self, scale) -> set[float]:
        """Which of 1, 2 and 5 get a label, from every such tick in the visible range (pyqtgraph asks per level)."""
        lo, hi = (float(v) for v in self.range)
        ticks = _grid_values(lo, hi)
        if not len(ticks):
            return {1.0, 2.0, 5.0}
        fm = QFontMetricsF(self.style.get("tickFont") or self.font())
        leads = [round(10 ** (v - np.floor(v + 1e-9)), 6) for v in ticks]
        widths = [fm.horizontalAdvance(tick_label(10**v * scale, self.currency)) for v in ticks]
        centres = [(v - lo) / max(hi - lo, 1e-9) * max(self.width(), 1.0) for v in ticks]
        return thin_ticks(leads, centres, widths)

    def tickValues(self, minVal, maxVal, size):  # noqa: N802 - pyqtgraph's name
        """Decades, then the labelled 2s and 5s, then the other minor ticks (unlabelled), each value once:
        pyqtgraph's own log ticks repeat the decades in the minor level and then drop the level as too crowded."""
        if not self.logMode:
            return super().tickValues(minVal, maxVal, size)
        lo, hi = min(minVal, maxVal), max(minVal, maxVal)
        if not (np.isfinite(lo) and np.isfinite(hi)) or hi - lo > 12:
            return super().tickValues(minVal, maxVal, size)
        keep = self._labelled_leads(1.0) if self.orientation in ("bottom", "top") else {1.0, 2.0, 5.0}
        decades = np.arange(np.floor(lo), np.ceil(hi) + 1)
        minor = (decades[:, None] + np.log10(np.arange(2, 10))[None, :]).ravel()
        minor = minor[(minor >= lo) & (minor <= hi)]
        lead = np.round(10 ** (minor - np.floor(minor + 1e-9)), 6)
        labelled = np.isin(lead, [k for k in keep if k != 1.0])
        return [
            (1.0, [float(v) for v in decades if lo <= v <= hi]),
            (None, [float(v) for v in minor[labelled]]),
            (None, [float(v) for v in minor[~labelled]]),
        ]


class OutlineText(QGraphicsTextItem):
    """An axis title painted as outlines: Qt's rotated text draws Chinese characters on top of each other."""

    def paint(self, painter, option, widget=None) -> None:
        font = self.font()
        fm = QFontMetricsF(font)
        margin = self.document().documentMargin()
        path = QPainterPath()
        path.addText(margin, margin + fm.ascent(), font, self.toPlainText())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillPath(path, self.defaultTextColor())


def _outline_axis_title(axis: pg.AxisItem) -> None:
    """Swap a vertical axis' title item for an OutlineText (pyqtgraph positions whatever `axis.label` is)."""
    old = axis.label
    new = OutlineText(axis)
    new.setRotation(old.rotation())
    new.setDefaultTextColor(old.defaultTextColor())
    new.setFont(old.font())
    if old.scene() is not None:
        old.scene().removeItem(old)
    axis.label = new


class _Swatch(pg.ItemSample):
    """A legend sample as small as its symbol (pyqtgraph's is 20 px square): the key stays compact enough to find
    a spot that covers no point."""

    SIZE = 13

    def __init__(self, item):
        super().__init__(item)
        self.setFixedWidth(self.SIZE)
        self.setFixedHeight(self.SIZE)

    def boundingRect(self):  # noqa: N802 - Qt's name
        return pg.QtCore.QRectF(0, 0, self.SIZE, self.SIZE)

    def paint(self, p, *_args) -> None:
        opts = self.item.opts
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.translate(self.SIZE / 2, self.SIZE / 2)
        pg.graphicsItems.ScatterPlotItem.drawSymbol(
            p, opts["symbol"], opts["size"], pg.mkPen(opts["pen"]), pg.mkBrush(opts["brush"])
        )

    def mouseClickEvent(self, event) -> None:  # noqa: N802 - the swatches are samples only: nothing to hide
        event.accept()


class ChartView(QWidget):
    """The chart with its controls; `set_data()` is the fast path (also used by the benchmark)."""

    deviceClicked = Signal(str)

    def __init__(self, session=None, parent=None):
        super().__init__(parent)
        self.session = session
        self.data: ChartData | None = None
        self.compared: set[str] = set()
        #: the ids the table's filters let through (None: no filter); the main window connects the table
        self.visible_ids = None

        self.metric_box = QComboBox()
        self.metric_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.metric_box.setMinimumContentsLength(12)
        for key, label in METRICS.items():
            self.metric_box.addItem(tr(label), key)
        self.labels = QCheckBox(tr("Names"))
        self.labels.setChecked(True)
        self.export_btn = QToolButton()
        self.export_btn.setText(tr("Export image…"))
        self.export_btn.clicked.connect(self.export_dialog)
        self.note = plain_label()
        self.note.setStyleSheet("color: #555")
        self.note.setWordWrap(True)

        self.plot = pg.PlotWidget(axisItems={"bottom": LogAxis("bottom"), "left": LogAxis("left")})
        self.plot.setMenuEnabled(False)
        # pyqtgraph's grid repaints every minor tick across the plot (16 ms at 10k points); ours is one path of
        # lines at 1, 2 and 5 of each decade
        self.grid = pg.PlotCurveItem(pen=pg.mkPen(0, 0, 0, 28, width=1), connect="pairs", antialias=False)
        self.grid.setZValue(-10)
        self.plot.getAxis("bottom").setLogMode(True)
        self.plot.getAxis("left").setLogMode(True)
        _outline_axis_title(self.plot.getAxis("left"))
        # LogAxis thins the labels itself (1, 2, 5 -> 1, 5 -> 1); pyqtgraph's own limit would drop a whole level
        self.plot.getAxis("bottom").setStyle(textFillLimits=[(0, 0.95), (2, 0.95), (4, 0.95), (6, 0.95)])
        self.item = self.plot.getPlotItem()
        self.legend = self.item.addLegend(
            offset=(10, 10), labelTextSize="8pt", brush=pg.mkBrush(255, 255, 255, 210), sampleType=_Swatch
        )
        self.legend.layout.setContentsMargins(3, 1, 3, 1)
        self.legend.layout.setVerticalSpacing(0)
        self.points = FastScatter(size=11, tip=self._tip_index, on_click=self._clicked_index)
        self.points.setZValue(10)
        self.item.addItem(self.points)
        self.legend_swatches: dict[str, pg.ScatterPlotItem] = {}
        self._hollow_text = ""
        #: the key's box in plot pixels (x0, y0, x1, y1), for tests and checks
        self.key_box = (0.0, 0.0, 0.0, 0.0)
        # price ranges: one path of horizontal segments (cheaper than ErrorBarItem's per-bar bounds)
        self.errors = pg.PlotCurveItem(
            pen=pg.mkPen(120, 120, 120, 160), connect="pairs", skipFiniteCheck=True, antialias=False
        )
        self.item.addItem(self.errors)
        self.item.addItem(self.grid, ignoreBounds=True)
        self.item.getViewBox().sigRangeChanged.connect(lambda *_a: self._draw_grid())
        self.pareto = pg.PlotCurveItem(pen=pg.mkPen("#444", width=1.5, style=Qt.PenStyle.DashLine))
        self.item.addItem(self.pareto)
        self.highlight = pg.ScatterPlotItem(size=18, symbol="o", pen=pg.mkPen("#d00", width=2.5), brush=None)
        self.highlight.setZValue(20)
        self.item.addItem(self.highlight)
        self.iso_curve = pg.PlotCurveItem(
            pen=pg.mkPen(150, 150, 150, 170, width=1, style=Qt.PenStyle.DotLine), connect="pairs"
        )
        self.iso_curve.setZValue(-5)
        self.item.addItem(self.iso_curve, ignoreBounds=True)
        self.iso_texts: list = []
        self.text_items: list = []
        self.placed: dict = {}
        self.pixel_points = (np.zeros(0), np.zeros(0), (0.0, 0.0))

        top = QHBoxLayout()
        top.addWidget(self.metric_box, 1)
        top.addWidget(self.labels)
        top.addWidget(self.export_btn)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addLayout(top)
        lay.addWidget(self.plot, 1)
        lay.addWidget(self.note)

        self.metric_box.currentIndexChanged.connect(lambda _i: self.refresh())
        self.labels.toggled.connect(lambda _on: self._draw_labels())
        self.item.getViewBox().sigResized.connect(lambda _vb: self._resized())
        if session is not None:
            session.changed.connect(self._session_changed)
            self.refresh()

    # data ---------------------------------------------------------------------------------------------------
    def _session_changed(self, what: str) -> None:
        if what == "comparison":
            self.set_compared(self.session.comparison)
        else:
            self.refresh()

    def refresh(self) -> None:
        s = self.session
        if s is None:
            return
        self.compared = set(s.comparison)
        data = chart_data(s.catalog.devices, s.prices(), s.precision, self.metric_box.currentData())
        shown = self.visible_ids() if self.visible_ids is not None else None
        if shown is not None:  # the table's filters apply here too; the compared devices always show
            data = data.subset(np.isin(data.ids, list(shown)) | np.isin(data.ids, list(self.compared)))
        self.set_data(data)

    def set_data(self, data: ChartData) -> None:
        """Replace the points: one scatter item per vendor, error bars, frontier, guide lines, labels."""
        self.data = data
        lx, ly = np.log10(data.x), np.log10(data.y)
        vendors = list(dict.fromkeys(data.vendors.tolist()))
        groups = []  # per vendor: the filled points, then the hollow ones (a price from the basis's second market)
        for v in vendors:
            idx = np.flatnonzero(data.vendors == v)
            other = data.other_market[idx]
            groups.append((idx[~other], vendor_color(v)))
            if other.any():
                groups.append((idx[other], vendor_color(v), True))
        self.points.set_points(lx, ly, groups)
        self._legend(vendors, localize(data.other_market_label))
        ranged = np.flatnonzero(data.x_high > data.x_low)
        if len(ranged) > MAX_RANGES:  # thousands of overlapping bars hide the points and cost a third of a frame
            ranged = ranged[:0]
        seg_x = np.empty(2 * len(ranged))
        seg_x[0::2], seg_x[1::2] = np.log10(data.x_low[ranged]), np.log10(data.x_high[ranged])
        self.errors.setData(seg_x, np.repeat(ly[ranged], 2), connect="pairs")
        front = pareto_front(data.x, data.y)
        if len(front) >= 2:
            sx, sy = pareto_steps(data.x, data.y, front)
            self.pareto.setData(np.log10(sx), np.log10(sy))
        else:
            self.pareto.setData([], [])
        self.front = front
        self._draw_iso()
        self.item.getAxis("bottom").currency = data.currency
        if self.item.getAxis("bottom").labelText != data.x_label:
            self.item.setLabel("bottom", data.x_label)
        if self.item.getAxis("left").labelText != data.y_label:
            self.item.setLabel("left", data.y_label)
        self._draw_highlight()
        self._fit_range()
        self._draw_labels()
        shown = tr("{n} devices with a price and a throughput").format(n=len(data))
        if data.left_out:
            shown += tr("; {n} left out (no price under this basis, or no figure)").format(n=data.left_out)
        if data.filtered_out:
            shown += tr("; {n} hidden by the table's filters").format(n=data.filtered_out)
        if np.count_nonzero(data.x_high > data.x_low) > MAX_RANGES:
            shown += tr("; price ranges are drawn for up to {n:,} devices").format(n=MAX_RANGES)
        shown += tr(". Dashed: Pareto frontier (nothing is both cheaper and faster). Dotted: equal price-performance.")
        if data.other_market.any():
            shown += " " + localize(Msg("Hollow: {what}.", what=data.other_market_key))
        self.note.setText(shown)

    def _legend(self, vendors: list[str], hollow: str = "") -> None:
        """One swatch per vendor present (the swatches are legend samples only, not drawn in the plot), and last a
        ring for the hollow points when some price comes from the basis's second market ("Hollow: China market
        price"). Rebuilt only when the set of entries changes."""
        wanted = [*vendors, *([self.HOLLOW] if hollow else [])]
        if set(wanted) == set(self.legend_swatches) and hollow == self._hollow_text:
            return
        self.legend.clear()
        self.legend_swatches = {}
        for v in vendors:
            color = QColor(vendor_color(v))
            sw = pg.ScatterPlotItem(size=10, pen=pg.mkPen(color.darker(135)), brush=pg.mkBrush(color))
            self.legend_swatches[v] = sw
            self.legend.addItem(sw, escaped(tr(v)))  # pyqtgraph renders legend text as HTML
        if hollow:
            sw = pg.ScatterPlotItem(size=9, pen=pg.mkPen(90, 90, 90, width=2), brush=pg.mkBrush(255, 255, 255))
            self.legend_swatches[self.HOLLOW] = sw
            self.legend.addItem(sw, escaped(localize(Msg("Hollow: {what}", what=hollow))))
        self._hollow_text = hollow
        # many vendors: two columns, so the key stays short enough to find a free spot above or beside the points
        self.legend.setColumnCount(2 if len(wanted) > 6 else 1)
        for _sample, label in self.legend.items:  # rows as tall as the text (Qt's document margin is 4 px a side)
            label.item.document().setDocumentMargin(1)
            label.setText(label.text)
        # pyqtgraph sizes the key from its rows' current heights, which the old size stretched: shrink, then size
        self.legend.setGeometry(0, 0, self.legend.width(), 1)
        self.legend.layout.activate()
        self.legend.updateSize()

    #: the legend entry of the hollow points (not a vendor name)
    HOLLOW = "\x00hollow"

    def set_compared(self, ids) -> None:
        self.compared = set(ids)
        self._draw_highlight()
        self._fit_range()
        self._draw_labels()

    def _resized(self) -> None:
        self._fit_range()
        self._draw_labels()

    def _fit_range(self) -> None:
        """The data's range plus room for the names: on the right as wide as the widest compared name, above
        two lines of text (in pixels of the plot area, turned into decades of the log axes)."""
        d = self.data
        if d is None or not len(d):
            return
        lx, ly = np.log10(d.x), np.log10(d.y)
        vb = self.item.getViewBox()
        w_px, h_px = max(vb.width(), 50.0), max(vb.height(), 50.0)
        bold = QFontMetricsF(_small_font(bold=True))
        names = [str(n) for n in d.names[np.isin(d.ids, list(self.compared))]] if self.compared else []
        right_px = min(max((bold.horizontalAdvance(n) for n in names), default=40.0) + 20, w_px * 0.45)
        top_px = min(2 * bold.height() + 10, h_px * 0.3)
        pad = 0.12  # decades on the other sides
        span_x = max(lx.max() - lx.min(), 0.5) + pad
        span_y = max(ly.max() - ly.min(), 0.5) + pad
        right = right_px * span_x / (w_px - right_px)
        top = top_px * span_y / (h_px - top_px)
        self.plot.setRange(
            xRange=(lx.min() - pad, lx.min() - pad + span_x + right),
            yRange=(ly.min() - pad, ly.min() - pad + span_y + top),
            padding=0,
        )
        if not self._key_spot()[2]:
            # no free spot for the key among the points: a band above them, as tall as the key, holds it
            top_px = min(max(top_px, float(self.legend.height()) + 18), h_px * 0.55)
            top = top_px * span_y / (h_px - top_px)
            self.plot.setRange(yRange=(ly.min() - pad, ly.min() - pad + span_y + top), padding=0)

    # drawing ------------------------------------------------------------------------------------------------
    def _draw_highlight(self) -> None:
        d = self.data
        if d is None:
            return
        sel = np.flatnonzero(np.isin(d.ids, list(self.compared))) if self.compared else np.array([], dtype=int)
        self.highlight.setData(x=np.log10(d.x[sel]), y=np.log10(d.y[sel]))

    def _draw_grid(self) -> None:
        (x0, x1), (y0, y1) = self.item.viewRange()
        xs, ys = _grid_values(x0, x1), _grid_values(y0, y1)
        if not len(xs) and not len(ys):
            self.grid.setData([], [])
            return
        gx = np.concatenate([np.repeat(xs, 2), np.tile([x0, x1], len(ys))])
        gy = np.concatenate([np.tile([y0, y1], len(xs)), np.repeat(ys, 2)])
        self.grid.setData(gx, gy, connect="pairs")

    def _draw_iso(self) -> None:
        d = self.data
        lines = iso_lines(d) if d is not None and len(d) else []
        if not lines:
            self.iso_curve.setData([], [])
        else:
            span = (d.x.min() / 3, d.x.max() * 3)
            segs = [iso_segment(line, d, span) for line in lines]
            self.iso_curve.setData(
                np.log10(np.concatenate([x for x, _ in segs])),
                np.log10(np.concatenate([y for _, y in segs])),
                connect="pairs",
            )
        shown = 0
        for line in lines:
            # the label sits where the line leaves the data's price range, if that is inside the throughput range
            lx, ly = np.log10(d.x.max()), np.log10(d.x.max() * line.per_unit / d.per())
            if not np.log10(d.y.min()) - 0.2 <= ly <= np.log10(d.y.max()) + 0.2:
                continue
            if shown == len(self.iso_texts):
                text = pg.TextItem("", color=(120, 120, 120), anchor=(1, 1))
                text.setFont(_small_font())
                self.item.addItem(text, ignoreBounds=True)
                self.iso_texts.append(text)
            text = self.iso_texts[shown]
            text.setText(line.label)
            text.setPos(lx, ly)
            text.setVisible(True)
            shown += 1
        for text in self.iso_texts[shown:]:
            text.setVisible(False)

    def _draw_labels(self) -> None:
        for it in self.text_items:
            self.item.removeItem(it)
        self.text_items = []
        d = self.data
        if d is None or not len(d):
            return
        key = self._place_key()
        if not self.labels.isChecked():
            return
        # Label the compared devices (always) and the frontier (a label for every point would be unreadable at
        # 10k), each beside its own point, covering no other point or label: core.chart.place_labels, in pixels
        # of the plot area (the view box, not the whole widget with its axes).
        compared = set(np.flatnonzero(np.isin(d.ids, list(self.compared))).tolist()) if self.compared else set()
        show = set(self.front.tolist()) if len(d) <= 400 else set()
        vb = self.item.getViewBox()
        (x0, x1), (y0, y1) = self.item.viewRange()
        w_px, h_px = max(vb.width(), 1.0), max(vb.height(), 1.0)
        sx, sy = w_px / max(x1 - x0, 1e-9), h_px / max(y1 - y0, 1e-9)
        lx, ly = np.log10(d.x), np.log10(d.y)
        px, py = (lx - x0) * sx, (y1 - ly) * sy
        taken = [*self._iso_boxes(), key]  # the guide lines' labels and the key are already there
        order = sorted(compared | show, key=lambda i: (i not in compared, d.x[i]))[:60]
        items, sizes = {}, {}
        for i in order:  # a TextItem's box (its text plus the document's margin) is what must stay clear
            is_cmp = i in compared
            text = pg.TextItem(str(d.names[i]), color=(170, 0, 0) if is_cmp else (40, 40, 40), anchor=(0, 0))
            text.setFont(_small_font(bold=is_cmp))
            r = text.textItem.boundingRect()
            items[i], sizes[i] = text, (r.width(), r.height())
        spots = place_labels(px, py, sizes, compared, (0.0, 0.0, w_px, h_px), taken, marker=8.0)  # the ring
        #: for tests and checks: each labelled device's box in plot pixels, and every point's pixel position
        self.placed = {str(d.ids[sp.index]): sp for sp in spots}
        self.pixel_points = (px, py, (w_px, h_px))
        for spot in spots:
            i = spot.index
            color = (170, 0, 0) if i in compared else (40, 40, 40)
            text = items[i]
            text.setPos(x0 + spot.x / sx, y1 - spot.y / sy)
            text.setZValue(15)
            self.item.addItem(text, ignoreBounds=True)
            self.text_items.append(text)
            if spot.leader:  # to the nearest point of the label's box
                tx, ty = min(max(px[i], spot.x), spot.x + spot.w), min(max(py[i], spot.y), spot.y + spot.h)
                line = pg.PlotCurveItem([lx[i], x0 + tx / sx], [ly[i], y1 - ty / sy], pen=pg.mkPen(*color, width=1))
                self.item.addItem(line, ignoreBounds=True)
                self.text_items.append(line)

    def _key_spot(self) -> tuple[float, float, bool]:
        """The key's top-left corner in plot pixels (core.chart.place_key) and whether it covers nothing there."""
        d = self.data
        vb = self.item.getViewBox()
        (x0, x1), (y0, y1) = self.item.viewRange()
        w_px, h_px = max(vb.width(), 1.0), max(vb.height(), 1.0)
        sx, sy = w_px / max(x1 - x0, 1e-9), h_px / max(y1 - y0, 1e-9)
        px, py = (np.log10(d.x) - x0) * sx, (y1 - np.log10(d.y)) * sy
        size = (float(self.legend.width()), float(self.legend.height()))
        return place_key(size, px, py, (0.0, 0.0, w_px, h_px), self._iso_boxes(), marker=8.0)

    def _place_key(self) -> tuple[float, float, float, float]:
        """Put the vendor key where it covers no point and no guide-line label (a corner when one is free; else
        `_fit_range` made a band for it above the points); the names placed after it keep clear of it. Returns its
        box in plot pixels."""
        kx, ky, _free = self._key_spot()
        self.legend.anchor(itemPos=(0, 0), parentPos=(0, 0), offset=(kx, ky))
        self.key_box = (kx, ky, kx + float(self.legend.width()), ky + float(self.legend.height()))
        return self.key_box

    def _iso_boxes(self) -> list[tuple[float, float, float, float]]:
        """The guide lines' labels (anchored at their bottom right) as boxes in plot pixels."""
        vb = self.item.getViewBox()
        (x0, x1), (y0, y1) = self.item.viewRange()
        sx = max(vb.width(), 1.0) / max(x1 - x0, 1e-9)
        sy = max(vb.height(), 1.0) / max(y1 - y0, 1e-9)
        small = QFontMetricsF(_small_font())
        boxes = []
        for text in self.iso_texts:
            if text.isVisible():
                pos = text.pos()
                tw = small.horizontalAdvance(text.textItem.toPlainText()) + 6
                bx, by = (pos.x() - x0) * sx, (y1 - pos.y()) * sy
                boxes.append((bx - tw, by - small.height() - 4, bx, by))
        return boxes

    def _tip(self, x, y, data) -> str:
        d = self.data
        i = int(data)
        sym = d.x_label.rsplit("(", 1)[-1].rstrip(")")
        # a price given as a range reads as the range (the point sits at its middle), never a precise midpoint
        price = price_text(float(d.x_low[i]), float(d.x_high[i]), d.currency)
        text = f"{d.names[i]} ({tr(str(d.vendors[i]))})\n{sym} {price}\n{d.y[i]:,.1f} {d.y_unit}"
        if d.other_market[i]:  # a hollow point: whose price it is, and the rate it was converted at
            text += "\n" + localize(d.other_market_key)
        return text

    def _tip_index(self, i: int) -> str:
        return self._tip(0, 0, i)

    def _clicked_index(self, i: int) -> None:
        self.deviceClicked.emit(str(self.data.ids[i]))

    # for tests ---------------------------------------------------------------------------------------------
    def point_count(self) -> int:
        return len(self.points.x)

    def tip_for(self, device_id: str) -> str:
        i = int(np.flatnonzero(self.data.ids == device_id)[0])
        return self._tip(0, 0, i)

    def click_device(self, device_id: str) -> None:
        """Emit a click on a device's point the way a mouse click would."""
        i = int(np.flatnonzero(self.data.ids == device_id)[0])
        self._clicked_index(self.points.nearest(pg.QtCore.QPointF(self.points.x[i], self.points.y[i])))

    # export -------------------------------------------------------------------------------------------------
    def export(self, path: str) -> None:
        """PNG (twice the screen size) or SVG, by the file name's extension; written beside the target and renamed
        over it when complete (a failed or interrupted export leaves the previous file)."""
        from gpucompare.paths import atomic_output

        with atomic_output(path, check=_not_empty) as tmp:
            self._render_to(str(tmp))

    def _render_to(self, path: str) -> None:
        import pyqtgraph.exporters as ex

        if path.lower().endswith(".svg"):
            # Qt's SVG generator: pyqtgraph's SVGExporter fails on some dashed paths (ValueError in its parser).
            from PySide6.QtGui import QPainter
            from PySide6.QtSvg import QSvgGenerator

            gen = QSvgGenerator()
            gen.setFileName(path)
            gen.setSize(self.plot.size())
            gen.setViewBox(self.plot.rect())
            gen.setTitle(tr("Price / throughput"))
            painter = QPainter(gen)
            try:
                self.plot.render(painter)
            finally:
                painter.end()
        else:
            e = ex.ImageExporter(self.item)
            e.parameters()["width"] = max(1200, int(self.plot.width() * 2))
            e.export(path)

    def export_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, tr("Export chart"), "price-throughput.png", tr("PNG image (*.png);;SVG drawing (*.svg)")
        )
        if path:
            self.export(path)


def _not_empty(path) -> None:
    from gpucompare.errors import OutputError
    from gpucompare.i18n import Msg

    if Path(path).stat().st_size == 0:
        raise OutputError(Msg("{file}: the image could not be written; nothing was changed", file=Path(path).name))


def _grid_values(lo: float, hi: float) -> np.ndarray:
    """log10 of 1, 2 and 5 times each power of ten between two log10 bounds."""
    if not (np.isfinite(lo) and np.isfinite(hi)) or hi - lo > 12:
        return np.array([])
    decades = np.arange(np.floor(lo), np.ceil(hi) + 1)
    vals = (decades[:, None] + np.log10([1, 2, 5])[None, :]).ravel()
    return vals[(vals >= lo) & (vals <= hi)]


def _small_font(bold: bool = False) -> QFont:
    f = QFont()
    f.setPointSizeF(8)
    f.setBold(bold)
    return f
