"""The price/throughput chart (pyqtgraph): log-log, a colour per vendor, iso-cost lines, the Pareto frontier, price
ranges as error bars, hover tips; a click selects the device in the table. Imported after the first paint.

pyqtgraph's ScatterPlotItem has no log mode of its own, so points go in as log10 values and only the axes are told
(measured here); one item per vendor keeps drawing to one call per colour.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QGraphicsTextItem,
    QHBoxLayout,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gpucompare.core.catalog import column_name
from gpucompare.core.chart import (
    METRICS,
    ChartData,
    chart_data,
    iso_lines,
    iso_segment,
    pareto_front,
    pareto_steps,
    place_labels,
    thin_ticks,
    tick_label,
    vendor_color,
)
from gpucompare.core.hwtable import price_text
from gpucompare.core.money import rate_sources
from gpucompare.core.pricing import STALE_MONTHS
from gpucompare.gui.estimate_panel import CompactCombo
from gpucompare.gui.fast_scatter import FastScatter
from gpucompare.gui.plaintext import plain_label, tip
from gpucompare.i18n import N_, Msg, localize, plural, then, tr, trf

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


class ChartKey(QWidget):
    """The chart's key, under the plot where it covers nothing: a swatch and a name per entry (a filled circle per
    vendor, a ring for a price from the basis's second market, a diamond for a rent), left to right, wrapping onto as
    many lines as the width needs. Painted as plain text (vendor names come from files); an entry wider than the
    whole strip ends in "…" and the tooltip lists every entry in full."""

    SWATCH = 10.0  # the symbol's diameter (pixels)
    GAP = 4.0  # between a swatch and its text
    SPACING = 14.0  # between entries
    MARGIN = 2.0

    def __init__(self, parent=None):
        super().__init__(parent)
        #: (kind, colour, text): kind is "vendor", "hollow" or "rented"
        self.entries: list[tuple[str, str, str]] = []
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def set_entries(self, entries: list[tuple[str, str, str]]) -> None:
        if entries == self.entries:
            return
        self.entries = list(entries)
        self.setToolTip(tip("\n".join(text for _k, _c, text in self.entries)))
        self.updateGeometry()
        self.update()

    def texts(self) -> list[str]:
        return [text for _k, _c, text in self.entries]

    def _font(self) -> QFont:
        return self.font()

    def layout_entries(self, width: float) -> tuple[list[tuple[QRectF, str, str, str]], float]:
        """Each entry's box (swatch and text) in a strip `width` pixels wide, and the strip's height."""
        fm = QFontMetricsF(self._font())
        line_h = max(fm.height(), self.SWATCH) + 2
        x = y = self.MARGIN
        right = max(width - self.MARGIN, 1.0)
        boxes = []
        for kind, color, text in self.entries:
            w = self.SWATCH + self.GAP + fm.horizontalAdvance(text)
            if x > self.MARGIN and x + w > right:  # wrap: this entry starts the next line
                x, y = self.MARGIN, y + line_h
            w = min(w, right - x)  # wider than the strip: its text elides
            boxes.append((QRectF(x, y, w, line_h), kind, color, text))
            x += w + self.SPACING
        height = (y + line_h + self.MARGIN) if self.entries else 0.0
        return boxes, height

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt's name
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        return int(np.ceil(self.layout_entries(float(width))[1]))

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        fm = QFontMetricsF(self._font())
        one_line = sum(self.SWATCH + self.GAP + fm.horizontalAdvance(t) + self.SPACING for t in self.texts())
        w = int(min(one_line, 400.0))
        return QSize(w, self.heightForWidth(max(self.width(), w)))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(60, self.heightForWidth(max(self.width(), 60)))

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        # a box layout asks the height for the width it gives; a width change can change the number of lines
        if self.height() != self.heightForWidth(self.width()):
            self.updateGeometry()

    def paintEvent(self, _event) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        try:
            self.draw(painter, float(self.width()))
        finally:
            painter.end()

    def draw(self, painter: QPainter, width: float) -> float:
        """Paint the key into `painter` as a strip `width` pixels wide (the widget, or an exported image); returns
        its height."""
        boxes, height = self.layout_entries(width)
        font = self._font()
        fm = QFontMetricsF(font)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(font)
        r = self.SWATCH / 2
        for box, kind, color, text in boxes:
            centre = QPointF(box.left() + r, box.center().y())
            if kind == "vendor":
                c = QColor(color)
                painter.setPen(QPen(c.darker(135), 1))
                painter.setBrush(c)
                painter.drawEllipse(centre, r, r)
            else:
                painter.setPen(QPen(QColor(90, 90, 90), 2))
                painter.setBrush(QColor(255, 255, 255))
                if kind == "rented":
                    q = r + 0.5
                    painter.drawPolygon(
                        QPolygonF(
                            [
                                QPointF(centre.x(), centre.y() - q),
                                QPointF(centre.x() + q, centre.y()),
                                QPointF(centre.x(), centre.y() + q),
                                QPointF(centre.x() - q, centre.y()),
                            ]
                        )
                    )
                else:
                    painter.drawEllipse(centre, r - 1, r - 1)
            text_rect = QRectF(box.left() + self.SWATCH + self.GAP, box.top(), 0, box.height())
            text_rect.setRight(box.right())
            shown = fm.elidedText(text, Qt.TextElideMode.ElideRight, text_rect.width() + 0.5)
            painter.setPen(QColor(30, 30, 30))
            painter.drawText(text_rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), shown)
        painter.restore()
        return height


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

        self.metric_box = CompactCombo(9)  # ends in "…" when narrow; the tooltip says it whole (fits a 1280 screen)
        for key, label in METRICS.items():
            self.metric_box.addItem(tr(label), key)
        self.metric_box.setToolTip(tip(self.metric_box.currentText()))
        self.labels = QCheckBox(tr("Names"))
        self.labels.setChecked(True)
        self.old_prices = QCheckBox(tr("Old prices"))
        self.old_prices.setToolTip(
            trf(
                "Also show devices whose price is older than {months} months (left off by default; never counted best)",
                months=STALE_MONTHS,
            )
        )
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
        # the key sits under the plot, never over the points or the guide lines' labels
        self.key = ChartKey()
        self.points = FastScatter(size=11, tip=self._tip_index, on_click=self._clicked_index)
        self.points.setZValue(10)
        self.item.addItem(self.points)
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
        self.iso: list = []
        self.iso_boxes: list[tuple[float, float, float, float]] = []
        self.text_items: list = []
        self.placed: dict = {}
        self.pixel_points = (np.zeros(0), np.zeros(0), (0.0, 0.0))

        top = QHBoxLayout()
        top.addWidget(self.metric_box, 1)
        top.addWidget(self.labels)
        top.addWidget(self.old_prices)
        top.addWidget(self.export_btn)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addLayout(top)
        lay.addWidget(self.plot, 1)
        lay.addWidget(self.key)
        lay.addWidget(self.note)

        self.metric_box.currentIndexChanged.connect(lambda _i: self._metric_changed())
        self.labels.toggled.connect(lambda _on: self._draw_labels())
        self.old_prices.toggled.connect(lambda _on: self.refresh())
        self.item.getViewBox().sigResized.connect(lambda _vb: self._resized())
        if session is not None:
            session.changed.connect(self._session_changed)
            self.refresh()

    # data ---------------------------------------------------------------------------------------------------
    def _session_changed(self, what: str) -> None:
        if what == "comparison" and self.old_prices.isChecked():
            self.set_compared(self.session.comparison)
        elif what != "workload" or self.metric_box.currentData() == "run":
            self.refresh()  # a compared device shows even with an old price: the points change with the comparison

    def _metric_changed(self) -> None:
        self.metric_box.setToolTip(tip(self.metric_box.currentText()))
        self.refresh()

    def refresh(self) -> None:
        s = self.session
        if s is None:
            return
        self.compared = set(s.comparison)
        # the same catalog, prices, precision, metric, run, old-price choice and filter draw the same points
        metric = self.metric_box.currentData()
        run = s.run_costs() if metric == "run" else None
        drawn = (id(s.catalog), id(s.prices()), s.precision, metric, id(run), self.old_prices.isChecked())
        drawn += (id(self.visible_ids),)
        shown_now = self.visible_ids() if self.visible_ids is not None else None
        drawn += (None if shown_now is None else frozenset(shown_now), frozenset(self.compared))
        if drawn == getattr(self, "_drawn", None):
            return
        self._drawn = drawn
        data = chart_data(s.catalog.devices, s.prices(), s.precision, metric, run=run)
        if not self.old_prices.isChecked():  # old prices off the default chart; the compared devices always show
            data = data.without_stale(self.compared)
        shown = shown_now
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
            other, rented = data.other_market[idx], data.rented[idx]
            groups.append((idx[~other & ~rented], vendor_color(v)))
            if (other & ~rented).any():
                groups.append((idx[other & ~rented], vendor_color(v), True))
            if rented.any():  # a rent under the hour basis: a hollow diamond, never mixed in silently
                groups.append((idx[rented], vendor_color(v), "rented"))
        self.points.set_points(lx, ly, groups)
        self._legend(vendors, localize(data.other_market_label), localize(data.rented_label))
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
        shown = trf(
            plural(
                len(data),
                N_("{n} device with a price and a throughput"),
                N_("{n} devices with a price and a throughput"),
            ),
            n=len(data),
        )
        if data.left_out:
            shown += trf("; {n} left out (no price under this basis, or no figure)", n=data.left_out)
        if data.filtered_out:
            shown += trf("; {n} hidden by the table's filters", n=data.filtered_out)
        if data.stale_out:
            shown += trf(
                "; {n} with a price older than {months} months left off (tick Old prices)",
                n=data.stale_out,
                months=STALE_MONTHS,
            )
        # a compared device stays drawn whatever its price's age: said, as the report says it (core.chart)
        old = data.old_points_note
        if np.count_nonzero(data.x_high > data.x_low) > MAX_RANGES:
            shown += trf("; price ranges are drawn for up to {n:,} devices", n=MAX_RANGES)
        if data.iso:
            shown += tr(
                ". Dashed: Pareto frontier (nothing is both cheaper and faster). Dotted: equal price-performance."
            )
        else:  # my run: its cost against how often it could run; no price-performance lines
            shown += tr(". Dashed: Pareto frontier (no run is both cheaper and quicker).")
        if old is not None:
            shown = then(shown, localize(old))
        if data.other_market.any():
            shown = then(shown, localize(Msg("Hollow: {what}.", what=data.other_market_key)))
        if data.rented.any():
            shown = then(shown, localize(Msg("Hollow diamonds are rented: {what}.", what=data.rented_key)))
        # every conversion said with its rate's date and who published the rate, from the FX table the report cites
        for said in (data.converted_key, rate_sources(data.rate_rows)):
            shown = then(shown, localize(said) if said else "")
        self.note.setText(shown)

    def _legend(self, vendors: list[str], hollow: str = "", rented: str = "") -> None:
        """The key under the plot: one filled circle per vendor present, then a ring for the hollow points when some
        price comes from the basis's second market ("Hollow: China market price") and a diamond for the rented
        figures of the hour basis."""
        entries = [("vendor", vendor_color(v), tr(v)) for v in vendors]
        if hollow:
            entries.append(("hollow", "", localize(Msg("Hollow: {what}", what=hollow))))
        if rented:
            entries.append(("rented", "", localize(Msg("Hollow diamond: {what}", what=rented))))
        self.key.set_entries(entries)

    def key_texts(self) -> list[str]:
        """The key's entries as shown, in order (for tests and checks)."""
        return self.key.texts()

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
        two lines of text (in pixels of the plot area, turned into decades of the log axes). The key is under the
        plot, so the range is the points' alone."""
        d = self.data
        if d is None or not len(d):
            return
        lx, ly = np.log10(d.x), np.log10(d.y)
        vb = self.item.getViewBox()
        w_px, h_px = max(vb.width(), 50.0), max(vb.height(), 50.0)
        bold = QFontMetricsF(_small_font(bold=True))
        names = [self._name(i) for i in np.flatnonzero(np.isin(d.ids, list(self.compared)))] if self.compared else []
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

    def _name(self, i: int) -> str:
        """A point's label: a compared device as its column in the compare panel names it ('Ascend 910B OAM 64GB',
        never a bare '910B' beside 'Ascend 910B4'), every other device by its short name."""
        d = self.data
        dev_id = str(d.ids[i])
        if dev_id in self.compared and self.session is not None:
            try:
                return column_name(self.session.catalog[dev_id])
            except KeyError:
                pass
        return str(d.names[i])

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
        self.iso = iso_lines(d) if d is not None and len(d) else []
        if not self.iso:
            self.iso_curve.setData([], [])
        else:
            span = (d.x.min() / 3, d.x.max() * 3)
            segs = [iso_segment(line, d, span) for line in self.iso]
            self.iso_curve.setData(
                np.log10(np.concatenate([x for x, _ in segs])),
                np.log10(np.concatenate([y for _, y in segs])),
                connect="pairs",
            )
        while len(self.iso_texts) < len(self.iso):
            text = pg.TextItem("", color=(120, 120, 120), anchor=(1, 1))
            text.setFont(_small_font())
            text.setVisible(False)
            self.item.addItem(text, ignoreBounds=True)
            self.iso_texts.append(text)
        for line, text in zip(self.iso, self.iso_texts, strict=False):
            text.setText(line.label)

    def _place_iso(self, taken: list[tuple[float, float, float, float]] = ()) -> None:
        """Each guide line's label on its own line where it covers no point, no name (`taken` boxes in pixels of
        the plot area) and no other guide label: from where the line leaves the data's price range leftwards, then
        rightwards, above the line or below it, inside the plot. A label with no free spot is left out, unless none
        found one: then the one covering the fewest points."""
        self.iso_boxes = []
        d = self.data
        for text in self.iso_texts:
            text.setVisible(False)
        if d is None or not len(d) or not self.iso:
            return
        vb = self.item.getViewBox()
        (x0, x1), (y0, y1) = self.item.viewRange()
        w_px, h_px = max(vb.width(), 1.0), max(vb.height(), 1.0)
        sx, sy = w_px / max(x1 - x0, 1e-9), h_px / max(y1 - y0, 1e-9)
        px, py = (np.log10(d.x) - x0) * sx, (y1 - np.log10(d.y)) * sy
        small = QFontMetricsF(_small_font())
        marker = 6.0
        placed, fallback = [], None  # fallback: (markers covered, line number, box, anchor)
        names = list(taken)
        for k, (line, text) in enumerate(zip(self.iso, self.iso_texts, strict=False)):
            tw, th = small.horizontalAdvance(line.label) + 6, small.height() + 4
            offset = np.log10(line.per_unit / d.per())
            start = min(float(np.log10(d.x.max())), x1)
            # only the points near the line can be under its label (10k points: stay within a millisecond or two)
            band = th + tw * sy / sx + 2 * marker
            near = np.abs(py - (y1 - (px / sx + x0 + offset)) * sy) <= band
            qx, qy = px[near], py[near]
            best = None
            step = max(x1 - x0, 1e-9) / 40
            right = np.arange(1, 41) * step + start
            for ax_log in np.concatenate([start - np.arange(0, 40) * step, right[right <= x1]]):
                ax, ay = (ax_log - x0) * sx, (y1 - (ax_log + offset)) * sy
                for below in (False, True):  # the label's bottom-right corner on the line, or its top-left
                    box = (ax, ay, ax + tw, ay + th) if below else (ax - tw, ay - th, ax, ay)
                    if box[0] < 0 or box[1] < 0 or box[2] > w_px or box[3] > h_px:
                        continue
                    if any(_overlap(box, b) for b in (*placed, *names)):
                        continue
                    covered = int(
                        np.count_nonzero(
                            (qx + marker > box[0])
                            & (qx - marker < box[2])
                            & (qy + marker > box[1])
                            & (qy - marker < box[3])
                        )
                    )
                    if best is None or covered < best[0]:
                        best = (covered, box, (ax_log, below))
                    if covered == 0:
                        break
                if best is not None and best[0] == 0:
                    break
            if best is None:
                continue
            if best[0] == 0:
                placed.append(best[1])
                self._show_iso(text, best[2], offset)
            elif fallback is None or best[0] < fallback[0]:
                fallback = (best[0], k, best[1], best[2], offset)
        if not placed and fallback is not None:
            _n, k, box, anchor, offset = fallback
            placed.append(box)
            self._show_iso(self.iso_texts[k], anchor, offset)
        self.iso_boxes = placed

    @staticmethod
    def _show_iso(text, anchor: tuple[float, bool], offset: float) -> None:
        ax_log, below = anchor
        text.setAnchor((0, 0) if below else (1, 1))
        text.setPos(ax_log, ax_log + offset)
        text.setVisible(True)

    def _draw_labels(self) -> None:
        for it in self.text_items:
            self.item.removeItem(it)
        self.text_items = []
        d = self.data
        if d is None or not len(d) or not self.labels.isChecked():
            self._place_iso()
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
        order = sorted(compared | show, key=lambda i: (i not in compared, d.x[i]))[:60]
        items, sizes = {}, {}
        for i in order:  # a TextItem's box (its text plus the document's margin) is what must stay clear
            is_cmp = i in compared
            text = pg.TextItem(self._name(i), color=(170, 0, 0) if is_cmp else (40, 40, 40), anchor=(0, 0))
            text.setFont(_small_font(bold=is_cmp))
            r = text.textItem.boundingRect()
            items[i], sizes[i] = text, (r.width(), r.height())
        spots = place_labels(px, py, sizes, compared, (0.0, 0.0, w_px, h_px), marker=8.0)  # the ring
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
        self._place_iso([(sp.x, sp.y, sp.x + sp.w, sp.y + sp.h) for sp in spots])  # the names go first

    def _iso_boxes(self) -> list[tuple[float, float, float, float]]:
        """The guide lines' labels shown, as boxes in plot pixels (x0, y0, x1, y1)."""
        return list(self.iso_boxes)

    def _tip(self, x, y, data) -> str:
        d = self.data
        i = int(data)
        sym = d.x_label.rsplit("(", 1)[-1].rstrip(")")
        # a price given as a range reads as the range (the point sits at its middle), never a precise midpoint
        price = price_text(float(d.x_low[i]), float(d.x_high[i]), d.currency)
        if d.price_dates is not None and d.price_dates[i]:  # the price's date and age, as the table says them
            price = f"{price} ({d.price_dates[i]})"
        text = f"{self._name(i)} ({tr(str(d.vendors[i]))})\n{sym} {price}\n{d.y[i]:,.1f} {d.y_unit}"
        if d.other_market[i]:  # a hollow point: whose price it is, and the rate it was converted at
            text += "\n" + localize(d.other_market_key)
        if d.notes is not None and d.notes[i]:  # hour basis: owned (how) or rented (where); else the price's age
            text += "\n" + "\n".join(textwrap.wrap(localize(d.notes[i]), 100))
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
        """The plot with its key under it, as on screen."""
        import pyqtgraph.exporters as ex

        plot_w = float(self.plot.width())
        key_h = self.key.layout_entries(plot_w)[1]
        if path.lower().endswith(".svg"):
            # Qt's SVG generator: pyqtgraph's SVGExporter fails on some dashed paths (ValueError in its parser).
            from PySide6.QtCore import QRect
            from PySide6.QtSvg import QSvgGenerator

            gen = QSvgGenerator()
            gen.setFileName(path)
            size = QSize(self.plot.width(), self.plot.height() + int(np.ceil(key_h)))
            gen.setSize(size)
            gen.setViewBox(QRect(0, 0, size.width(), size.height()))
            gen.setTitle(tr("Price / throughput"))
            painter = QPainter(gen)
            try:
                self.plot.render(painter)
                painter.translate(0, self.plot.height())
                self.key.draw(painter, plot_w)
            finally:
                painter.end()
        else:
            e = ex.ImageExporter(self.item)
            e.parameters()["width"] = max(1200, int(self.plot.width() * 2))
            plot_img = e.export(toBytes=True)
            scale = plot_img.width() / max(self.item.sceneBoundingRect().width(), 1.0)
            img = QImage(plot_img.width(), plot_img.height() + int(np.ceil(key_h * scale)), QImage.Format.Format_ARGB32)
            img.fill(QColor(255, 255, 255))
            painter = QPainter(img)
            try:
                painter.drawImage(0, 0, plot_img)
                painter.translate(0, plot_img.height())
                painter.scale(scale, scale)
                self.key.draw(painter, plot_img.width() / scale)
            finally:
                painter.end()
            img.save(path, "PNG")  # a failed write leaves the file empty: `_not_empty` says so

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


def _overlap(a, b) -> bool:
    """Whether two boxes (x0, y0, x1, y1) share some area."""
    return min(a[2], b[2]) > max(a[0], b[0]) and min(a[3], b[3]) > max(a[1], b[1])


def _small_font(bold: bool = False) -> QFont:
    f = QFont()
    f.setPointSizeF(8)
    f.setBold(bold)
    return f
