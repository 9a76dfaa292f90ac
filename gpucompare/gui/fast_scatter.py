"""A scatter item that draws straight from numpy: one `drawPixmapFragments` call per colour, nearest-point hover
and click in pixels. pyqtgraph's ScatterPlotItem spends ~4 µs per point in Python on every setData
(measured here); this one spends none, so 10k points redraw in a few milliseconds."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap

from gpucompare.gui.plaintext import tip as plain_tip

try:  # pyqtgraph's zero-copy fragment array (what its own ScatterPlotItem draws with)
    from pyqtgraph.Qt.internals import PrimitiveArray
except ImportError:  # pragma: no cover - an older or newer pyqtgraph: draw point by point instead
    PrimitiveArray = None


class FastScatter(pg.GraphicsObject):
    """Points in view coordinates, each in a colour group; `tip(i)` gives a hover text, `on_click(i)` is called."""

    def __init__(
        self, size: int = 11, tip: Callable[[int], str] | None = None, on_click: Callable[[int], None] | None = None
    ):
        super().__init__()
        self.size = size
        self.tip = tip
        self.on_click = on_click
        self.x = np.zeros(0)
        self.y = np.zeros(0)
        self.groups: list[tuple[np.ndarray, QPixmap]] = []
        self._pixmaps: dict[str, QPixmap] = {}
        self._frags = PrimitiveArray(QPainter.PixmapFragment, 10) if PrimitiveArray else None
        self._bounds = QRectF()
        self._tip_shown = False

    def symbol(self, color: str, hollow: bool = False) -> QPixmap:
        """A filled circle with a darker rim, or a ring (hollow: a price from the basis's second market), rendered
        once per colour."""
        key = f"{color}/o" if hollow else color
        if key not in self._pixmaps:
            s = self.size
            pm = QPixmap(s, s)
            pm.fill(Qt.GlobalColor.transparent)
            p = QPainter(pm)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            c = QColor(color)
            if hollow:
                p.setPen(QPen(c.darker(115), 2.2))
                p.setBrush(QColor(255, 255, 255))
                p.drawEllipse(QRectF(1.6, 1.6, s - 3.2, s - 3.2))
            else:
                p.setPen(QPen(c.darker(135), 1.2))
                p.setBrush(c)
                p.drawEllipse(QRectF(1, 1, s - 2, s - 2))
            p.end()
            self._pixmaps[key] = pm
        return self._pixmaps[key]

    def set_points(self, x: np.ndarray, y: np.ndarray, groups: list[tuple]) -> None:
        """x, y in view coordinates (log10 values for a log chart); groups: (point indices, colour) pairs, or
        (point indices, colour, hollow) triples."""
        self.prepareGeometryChange()
        self.x = np.asarray(x, dtype=float)
        self.y = np.asarray(y, dtype=float)
        self.groups = [(g[0], self.symbol(g[1], len(g) > 2 and bool(g[2]))) for g in groups]
        if len(self.x):
            self._bounds = QRectF(self.x.min(), self.y.min(), np.ptp(self.x), np.ptp(self.y))
        else:
            self._bounds = QRectF()
        self.update()

    # QGraphicsItem ------------------------------------------------------------------------------------------
    def dataBounds(self, ax, frac=1.0, orthoRange=None):  # noqa: N802, N803 - pyqtgraph's API
        if not len(self.x):
            return None, None
        v = self.x if ax == 0 else self.y
        return float(v.min()), float(v.max())

    def pixelPadding(self) -> float:  # noqa: N802
        return self.size / 2 + 1

    def boundingRect(self) -> QRectF:  # noqa: N802
        if self._bounds.isNull() and not len(self.x):
            return QRectF()
        px, py = self.pixelVectors()
        pad_x = abs(px.x()) * self.size if px is not None else 0.0
        pad_y = abs(py.y()) * self.size if py is not None else 0.0
        return self._bounds.adjusted(-pad_x, -pad_y, pad_x, pad_y)

    def viewTransformChanged(self) -> None:  # noqa: N802
        self.prepareGeometryChange()

    def paint(self, p: QPainter, *_args) -> None:
        if not len(self.x):
            return
        scale = self._exportOpts.get("resolutionScale", 1.0) if self._exportOpts else 1.0
        t = p.transform()
        px = t.m11() * self.x + t.m21() * self.y + t.dx()
        py = t.m12() * self.x + t.m22() * self.y + t.dy()
        p.resetTransform()
        half = self.size / 2
        for idx, pm in self.groups:
            if not len(idx):
                continue
            if self._frags is None:
                for i in idx:
                    p.drawPixmap(QPointF(px[i] - half * scale, py[i] - half * scale), pm)
                continue
            self._frags.resize(len(idx))
            f = self._frags.ndarray()
            f[:, 0] = px[idx]
            f[:, 1] = py[idx]
            f[:, 2:6] = (0, 0, pm.width(), pm.height())
            f[:, 6:10] = (scale, scale, 0.0, 1.0)
            p.drawPixmapFragments(*self._frags.drawargs(), pm)
        p.setTransform(t)

    # hover and click ----------------------------------------------------------------------------------------
    def nearest(self, pos: QPointF, radius_px: float = 8.0) -> int:
        """The point under a position (item coordinates), within `radius_px` pixels; -1 if none."""
        if not len(self.x):
            return -1
        px, py = self.pixelVectors()
        if px is None:
            return -1
        dx = (self.x - pos.x()) / max(abs(px.x()), 1e-12)
        dy = (self.y - pos.y()) / max(abs(py.y()), 1e-12)
        d2 = dx * dx + dy * dy
        i = int(np.argmin(d2))
        return i if d2[i] <= radius_px * radius_px else -1

    def hoverEvent(self, ev) -> None:  # noqa: N802
        vb = self.getViewBox()
        i = -1 if ev.exit else self.nearest(ev.pos())
        if vb is None or self.tip is None:
            return
        if i >= 0:
            vb.setToolTip(plain_tip(self.tip(i)))  # device names from files: text, never HTML
            self._tip_shown = True
        elif self._tip_shown:
            vb.setToolTip("")
            self._tip_shown = False

    def mouseClickEvent(self, ev) -> None:  # noqa: N802
        if ev.button() != Qt.MouseButton.LeftButton:
            return
        i = self.nearest(ev.pos())
        if i >= 0 and self.on_click is not None:
            ev.accept()
            self.on_click(i)
