"""The price/throughput chart (pyqtgraph): log-log, a colour per vendor, iso-cost lines, the Pareto frontier, price
ranges as error bars, hover tips; a click selects the device in the table. Imported after the first paint.

pyqtgraph's ScatterPlotItem has no log mode of its own, so points go in as log10 values and only the axes are told
(perf_floors.md); one item per vendor keeps drawing to one call per colour.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF
from PySide6.QtWidgets import QCheckBox, QComboBox, QFileDialog, QHBoxLayout, QToolButton, QVBoxLayout, QWidget

from gpucompare.core.chart import (
    METRICS,
    ChartData,
    chart_data,
    iso_lines,
    iso_segment,
    pareto_front,
    pareto_steps,
    vendor_color,
)
from gpucompare.gui.fast_scatter import FastScatter
from gpucompare.gui.plaintext import escaped, plain_label
from gpucompare.i18n import tr

pg.setConfigOptions(antialias=True, background="w", foreground="k")
MAX_RANGES = 2000  # price-range bars drawn up to this many devices


class LogAxis(pg.AxisItem):
    """A log axis labelled the way prices read: 1,000  2,000  5,000  10,000 (only 1, 2 and 5 of each decade)."""

    def logTickStrings(self, values, scale, spacing):  # noqa: N802 - pyqtgraph's name
        out = []
        for v in values:
            x = 10 ** float(v) * scale
            lead = round(x / 10 ** np.floor(np.log10(x)), 6) if x > 0 else 0
            if lead not in (1.0, 2.0, 5.0):
                out.append("")
            elif x >= 1e6:
                out.append(f"{x / 1e6:g}M")
            elif x >= 1:
                out.append(f"{x:,.0f}")
            else:
                out.append(f"{x:g}")
        return out


class ChartView(QWidget):
    """The chart with its controls; `set_data()` is the fast path (also used by the benchmark)."""

    deviceClicked = Signal(str)

    def __init__(self, session=None, parent=None):
        super().__init__(parent)
        self.session = session
        self.data: ChartData | None = None
        self.compared: set[str] = set()

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
        self.item = self.plot.getPlotItem()
        self.legend = self.item.addLegend(offset=(-10, -10), labelTextSize="8pt", brush=pg.mkBrush(255, 255, 255, 210))
        self.points = FastScatter(size=11, tip=self._tip_index, on_click=self._clicked_index)
        self.points.setZValue(10)
        self.item.addItem(self.points)
        self.legend_swatches: dict[str, pg.ScatterPlotItem] = {}
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
        self.item.getViewBox().sigResized.connect(lambda _vb: self._draw_labels())
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
        self.set_data(chart_data(s.catalog.devices, s.prices(), s.precision, self.metric_box.currentData()))

    def set_data(self, data: ChartData) -> None:
        """Replace the points: one scatter item per vendor, error bars, frontier, guide lines, labels."""
        self.data = data
        lx, ly = np.log10(data.x), np.log10(data.y)
        vendors = list(dict.fromkeys(data.vendors.tolist()))
        self.points.set_points(lx, ly, [(np.flatnonzero(data.vendors == v), vendor_color(v)) for v in vendors])
        self._legend(vendors)
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
        if self.item.getAxis("bottom").labelText != data.x_label:
            self.item.setLabel("bottom", data.x_label)
        if self.item.getAxis("left").labelText != data.y_label:
            self.item.setLabel("left", data.y_label)
        self._draw_highlight()
        self._draw_labels()
        if len(data):
            pad = 0.15  # decades; more on the right, where the names go
            self.plot.setRange(
                xRange=(lx.min() - pad, lx.max() + 2.5 * pad), yRange=(ly.min() - pad, ly.max() + pad), padding=0.02
            )
        shown = tr("{n} devices with a price and a throughput").format(n=len(data))
        if data.left_out:
            shown += tr("; {n} left out (no price under this basis, or no figure)").format(n=data.left_out)
        if np.count_nonzero(data.x_high > data.x_low) > MAX_RANGES:
            shown += tr("; price ranges are drawn for up to {n:,} devices").format(n=MAX_RANGES)
        shown += tr(". Dashed: Pareto frontier (nothing is both cheaper and faster). Dotted: equal price-performance.")
        self.note.setText(shown)

    def _legend(self, vendors: list[str]) -> None:
        """One swatch per vendor present (the swatches are legend samples only, not drawn in the plot)."""
        for v in list(self.legend_swatches):
            if v not in vendors:
                self.legend.removeItem(self.legend_swatches.pop(v))
        for v in vendors:
            if v not in self.legend_swatches:
                color = QColor(vendor_color(v))
                sw = pg.ScatterPlotItem(size=10, pen=pg.mkPen(color.darker(135)), brush=pg.mkBrush(color))
                self.legend_swatches[v] = sw
                self.legend.addItem(sw, escaped(tr(v)))  # pyqtgraph renders legend text as HTML

    def set_compared(self, ids) -> None:
        self.compared = set(ids)
        self._draw_highlight()
        self._draw_labels()

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
        if d is None or not self.labels.isChecked():
            return
        # Label the compared devices and the frontier; a label for every point would be unreadable at 10k.
        show = set(self.front.tolist()) if len(d) <= 400 else set()
        show |= set(np.flatnonzero(np.isin(d.ids, list(self.compared))).tolist()) if self.compared else set()
        # Place labels above-right of their point, or below when that would overlap one already placed; skip a label
        # that fits nowhere (its point still has a hover tip). Sizes in log-decades of the visible range.
        (x0, x1), (y0, y1) = self.item.viewRange()
        px_w = max(self.plot.width(), 1) / max(x1 - x0, 1e-9)
        px_h = max(self.plot.height(), 1) / max(y1 - y0, 1e-9)
        placed: list[tuple[float, float, float, float]] = []
        small = QFontMetricsF(_small_font())
        for text in self.iso_texts:  # the guide lines' labels are already there
            if text.isVisible():
                pos = text.pos()
                w = (small.horizontalAdvance(text.textItem.toPlainText()) + 6) / px_w
                placed.append((pos.x() - w, pos.y(), pos.x(), pos.y() + (small.height() + 4) / px_h))
        order = sorted(show, key=lambda i: (d.ids[i] not in self.compared, d.x[i]))[:60]
        for i in order:
            compared = d.ids[i] in self.compared
            name = str(d.names[i])
            fm = QFontMetricsF(_small_font(bold=compared))
            w, h = (fm.horizontalAdvance(name) + 8) / px_w, (fm.height() + 4) / px_h
            lx, ly = float(np.log10(d.x[i])), float(np.log10(d.y[i]))
            candidates = (
                ((0, 1), (lx, ly, lx + w, ly + h)),
                ((0, 0), (lx, ly - h, lx + w, ly)),
                ((1, 1), (lx - w, ly, lx, ly + h)),
                ((1, 0), (lx - w, ly - h, lx, ly)),
            )
            spot = next((c for c in candidates if _free(c[1], placed, (x0, y0, x1, y1))), None)
            if spot is None:
                continue
            anchor, box = spot
            placed.append(box)
            text = pg.TextItem(name, color=(170, 0, 0) if compared else (40, 40, 40), anchor=anchor)
            text.setFont(_small_font(bold=compared))
            dx = 3 if anchor[0] == 0 else -3
            dy = 3 if anchor[1] == 1 else -3
            text.setPos(lx + dx / px_w, ly + dy / px_h)
            text.setZValue(15)
            self.item.addItem(text)
            self.text_items.append(text)

    def _tip(self, x, y, data) -> str:
        d = self.data
        i = int(data)
        sym = d.x_label.rsplit("(", 1)[-1].rstrip(")")
        price = f"{d.x[i]:,.2f}" if d.x[i] < 100 else f"{d.x[i]:,.0f}"
        rng = ""
        if d.x_high[i] > d.x_low[i]:
            rng = f" ({d.x_low[i]:,.0f}–{d.x_high[i]:,.0f})"
        return f"{d.names[i]} ({tr(str(d.vendors[i]))})\n{sym} {price}{rng}\n{d.y[i]:,.1f} {d.y_unit}"

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


def _free(box, placed, view) -> bool:
    """A label box lies inside the view and overlaps none already placed."""
    x0, y0, x1, y1 = view
    if not (x0 <= box[0] and box[2] <= x1 and y0 <= box[1] and box[3] <= y1):
        return False
    return not any(b[0] < box[2] and box[0] < b[2] and b[1] < box[3] and box[1] < b[3] for b in placed)


def _small_font(bold: bool = False) -> QFont:
    f = QFont()
    f.setPointSizeF(8)
    f.setBold(bold)
    return f
