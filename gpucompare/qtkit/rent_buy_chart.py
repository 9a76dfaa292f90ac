"""The rent-vs-buy chart for print: cumulative cost over months of use for each compared option, the break-even
marked, painted with QPainter at the printer's resolution (the report's `rent-buy.png`)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPainterPath, QPen

from gpucompare.core.money import format_money
from gpucompare.core.tco import time_axis
from gpucompare.i18n import is_chinese, trf
from gpucompare.report.builder import RENT_BUY_SIZE

COLORS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e")
#: the key's line sample (pixels)
LINE_SWATCH = 16.0
PRINT_DPI = 300


def rent_buy_image(data: dict, dpi: int = PRINT_DPI) -> QImage:
    w, h = RENT_BUY_SIZE
    scale = dpi / 96.0
    img = QImage(int(w * scale), int(h * scale), QImage.Format.Format_RGB32)
    img.fill(QColor("white"))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    p.scale(scale, scale)
    paint_rent_buy(p, QRectF(0, 0, w, h), data)
    p.end()
    return img


def _nice_step(span: float, n: int = 5) -> float:
    raw = span / n if span > 0 else 1.0
    mag = 10 ** math.floor(math.log10(raw))
    return next(m * mag for m in (1, 2, 2.5, 5, 10) if m * mag >= raw)


def paint_rent_buy(p: QPainter, rect: QRectF, data: dict) -> list[QRectF]:
    """Lines of cumulative cost (display currency) over months; owned options solid, rented dashed; break-evens as
    a dot with the month written beside it; the key in a strip under the plot. Returns the key entries' boxes."""
    lang = "zh" if is_chinese() else "en"
    cur = data["currency"]
    small = QFont(p.font())
    small.setPointSizeF(6.5)
    p.setFont(small)
    fm = QFontMetricsF(small)
    # the key first, wrapped onto as many lines as it needs under the axis name: the plot gives up that height
    from gpucompare.qtkit.report_doc import KEY_GAP, layout_key

    texts = [s["label"] for s in data["series"]]
    left, right = rect.left() + 58, rect.right() - 12
    trial = layout_key(texts, fm, left, 0.0, right - left, swatch=LINE_SWATCH)
    key_h = (trial[-1].bottom() if trial else 0.0) + 2
    axis_h = 2 * fm.height() + 8
    plot = QRectF(left, rect.top() + 10, right - left, rect.height() - 10 - axis_h - key_h - 2)
    key_boxes = [b.translated(0, plot.bottom() + axis_h) for b in trial]
    xs = data["months"]
    x1 = xs[-1] if xs and xs[-1] > 0 else 1.0
    y1 = max((max(s["amounts"]) for s in data["series"]), default=1.0) or 1.0

    def px(v):
        return plot.left() + v / x1 * plot.width()

    def py(v):
        return plot.bottom() - v / y1 * plot.height()

    p.setPen(QPen(QColor(225, 225, 225), 0.6))
    axis_title, per_unit = time_axis(x1)
    ystep, xstep = _nice_step(y1), _nice_step(x1 / per_unit, 6) * per_unit
    k = 0
    while k * ystep <= y1 * 1.0001:
        p.drawLine(QPointF(plot.left(), py(k * ystep)), QPointF(plot.right(), py(k * ystep)))
        k += 1
    p.setPen(QPen(QColor(60, 60, 60), 0.8))
    p.drawRect(plot)
    k = 0
    while k * ystep <= y1 * 1.0001:
        t = "0" if k == 0 else format_money(k * ystep, cur, lang, 3)
        p.drawText(QPointF(plot.left() - fm.horizontalAdvance(t) - 4, py(k * ystep) + fm.ascent() / 2 - 1), t)
        k += 1
    k = 0
    while k * xstep <= x1 * 1.0001:
        t = f"{k * xstep / per_unit:g}"
        p.drawText(QPointF(px(k * xstep) - fm.horizontalAdvance(t) / 2, plot.bottom() + fm.height()), t)
        k += 1
    p.drawText(
        QRectF(plot.left(), plot.bottom() + fm.height() + 3, plot.width(), fm.height() + 4),
        Qt.AlignmentFlag.AlignHCenter,
        axis_title,
    )
    p.save()
    p.setClipRect(plot.adjusted(-1, -1, 1, 1))
    for i, s in enumerate(data["series"]):
        color = QColor(COLORS[i % len(COLORS)])
        pen = QPen(color, 1.4, Qt.PenStyle.SolidLine if s["kind"] == "buy" else Qt.PenStyle.DashLine)
        path = QPainterPath(QPointF(px(xs[0]), py(s["amounts"][0])))
        for x, y in zip(xs[1:], s["amounts"][1:], strict=True):
            path.lineTo(px(x), py(y))
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
    bold = QFont(small)
    bold.setBold(True)
    p.setFont(bold)
    for m in data["break_evens"]:
        c = QPointF(px(m["months"]), py(m["amount"]))
        p.setPen(QPen(QColor(0, 0, 0), 1.0))
        p.setBrush(QColor(255, 215, 0))
        p.drawEllipse(c, 4, 4)
        label = trf("break-even {months:,.1f} months", months=m["months"])
        w = QFontMetricsF(bold).horizontalAdvance(label)
        # beside the dot, on the side with room: a label is never cut by the plot's edge
        x = c.x() + 7 if c.x() + 7 + w <= plot.right() - 2 else c.x() - 7 - w
        y = c.y() - 5 if c.y() - 5 - fm.height() >= plot.top() else c.y() + fm.height() + 3
        p.drawText(QPointF(max(plot.left() + 2, x), y), label)
    p.restore()
    # the key under the axis name: every entry whole (wrapped, never cut at the right edge)
    p.setFont(small)
    for i, (s, box) in enumerate(zip(data["series"], key_boxes, strict=True)):
        color = QColor(COLORS[i % len(COLORS)])
        y = box.center().y()
        p.setPen(QPen(color, 1.4, Qt.PenStyle.SolidLine if s["kind"] == "buy" else Qt.PenStyle.DashLine))
        p.drawLine(QPointF(box.left(), y), QPointF(box.left() + LINE_SWATCH, y))
        p.setPen(QColor(40, 40, 40))
        text_x = box.left() + LINE_SWATCH + KEY_GAP
        shown = fm.elidedText(s["label"], Qt.TextElideMode.ElideRight, box.right() - text_x + 0.5)
        p.drawText(QPointF(text_x, y - fm.height() / 2 + fm.ascent()), shown)
    return key_boxes
